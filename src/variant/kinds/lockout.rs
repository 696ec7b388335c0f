//! Lockout lines: the two ends (drawn as diamonds) differ by at least the line's
//! difference (N/2 rounded down unless given: 4 on 9×9), and every other digit on the
//! line lies outside the range between them, ends included.
//!
//! Lowered to the `lockout` primitive, plus the pair relations it implies (the ends far
//! enough apart, each inner digit unlike each end), which give the logic engine its
//! weak links.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::{Builder, Prop};
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "lockout",
    fpuzzles: &["lockout"],
    rule: "The ends (diamonds) differ by at least the line's value (N/2 rounded down unless given: 4 on 9×9); no other digit on the line lies between them or equals either.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Lockout`](crate::variant::Constraint::Lockout).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub difference: Option<u8>,
}

impl View<'_> {
    fn least(&self, n: usize) -> i64 {
        i64::from(self.difference.unwrap_or((n / 2) as u8))
    }
}

/// `lockout`: `[{lines: [[cells], ...], value?}]`, one constraint per line, `value` the
/// least difference of the ends.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    let n = reader.size() as i64;
    field.each(|item| {
        let difference = item.with_key("value", |f| {
            f.map_or(Ok(None), |f| f.clue(1..=(n - 1).max(1)))
        })?;
        item.required("lines", |lines| {
            lines.each(|line| {
                let cells = reader.cell_list(line)?;
                reader.push(
                    Constraint::Lockout {
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
        shape.list(self.cells, &format!("{path}.cells"), 2, usize::MAX)?;
        if let Some(d) = self.difference {
            shape.difference(d, format!("{path}.difference"))?;
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let d = self.least(builder.n);
        let (first, last) = (self.cells[0], self.cells[self.cells.len() - 1]);
        builder.pair(first, last, move |x, y| (x - y).abs() >= d);
        for &c in &self.cells[1..self.cells.len() - 1] {
            builder.pair(first, c, |x, y| x != y);
            builder.pair(last, c, |x, y| x != y);
        }
        if self.cells.len() > 2 {
            builder.props.push(Prop::Lockout {
                cells: self.cells.to_vec(),
                difference: d,
            });
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let d = self.least(checker.n);
        let cells = self.cells;
        let (first, last) = (cells[0], cells[cells.len() - 1]);
        let (a, b) = (checker.v(first), checker.v(last));
        if a != 0 && b != 0 && (a - b).abs() < d {
            checker.report(ROW.name, Some(k), vec![first, last]);
        }
        for &c in &cells[1..cells.len() - 1] {
            let v = checker.v(c);
            if v == 0 {
                continue;
            }
            if a != 0 && b != 0 && a.min(b) <= v && v <= a.max(b) {
                checker.report(ROW.name, Some(k), vec![first, c, last]);
            } else if v == a {
                checker.report(ROW.name, Some(k), vec![first, c]);
            } else if v == b {
                checker.report(ROW.name, Some(k), vec![c, last]);
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Lockout line {} (the ends differ by at least {}; no other digit lies between them)",
            super::super::logic::text::cells_short(n, self.cells),
            self.least(n)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let value = self.difference.map(|d| d.to_string().into());
        writer.line("lockout", self.cells, value);
        Ok(())
    }
}
