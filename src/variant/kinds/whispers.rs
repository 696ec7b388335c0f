//! Whispers lines: neighbours along the line differ by at least the line's difference
//! (German whispers: 5 on 9×9, Dutch whispers: 4; by default ceil(N/2)).
//!
//! Lowered to one pair relation per step along the line.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "whispers",
    fpuzzles: &["whispers", "germanwhispers", "dutchwhispers"],
    rule: "Neighbours along the line differ by at least the line's value (ceil(N/2) unless given: German 5, Dutch 4).",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Whispers`](crate::variant::Constraint::Whispers).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub difference: Option<u8>,
}

impl View<'_> {
    fn least(&self, n: usize) -> i64 {
        i64::from(self.difference.unwrap_or(n.div_ceil(2) as u8))
    }
}

/// `whispers`: `[{lines: [[cells], ...], value?}]`, `value` the least difference; and
/// the fields Rangsk's f-puzzles tool keeps before it exports them as `whispers`:
/// `germanwhispers` (difference ceil(N/2)) and `dutchwhispers` (one less).
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, name: &str, field: Field<'_>) -> Result<(), Error> {
    let n = reader.size() as i64;
    let german = (n + 1).div_euclid(2);
    field.each(|item| {
        let difference = match name {
            "germanwhispers" => Some(german),
            "dutchwhispers" => Some(german - 1),
            _ => item.with_key("value", |f| {
                f.map_or(Ok(None), |f| f.clue(1..=(n - 1).max(1)))
            })?,
        };
        item.required("lines", |lines| {
            lines.each(|line| {
                let cells = reader.cell_list(line)?;
                reader.push(
                    Constraint::Whispers {
                        cells,
                        difference: difference.map(|d| d as u8),
                    },
                    &line,
                );
                Ok(())
            })
        })
    })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)?;
        if let Some(d) = self.difference {
            shape.difference(d, format!("{path}.difference"))?;
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let d = self.least(builder.n);
        for w in self.cells.windows(2) {
            builder.pair(w[0], w[1], move |x, y| (x - y).abs() >= d);
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let d = self.least(checker.n);
        for w in self.cells.windows(2) {
            checker.pair_rule(ROW.name, k, w[0], w[1], |x, y| (x - y).abs() >= d);
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Whispers line {} (neighbours differ by at least {})",
            super::super::logic::text::cells_short(n, self.cells),
            self.least(n)
        )
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        format!(
            "Whispers line {}: neighbours {} differ by at least {}",
            super::super::logic::text::cells_short(n, self.cells),
            super::pair_text(n, cells),
            self.least(n)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let value = self.difference.map(|d| d.to_string().into());
        writer.line("whispers", self.cells, value);
        Ok(())
    }
}
