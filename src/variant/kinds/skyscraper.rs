//! Skyscrapers: a clue outside the grid counts the digits seen from it along its row or
//! column, a digit being seen when it is taller than every digit before it.
//!
//! Lowered to the `skyscraper` primitive over the whole row or column, in reading order.

use super::{outside, Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::{Builder, Prop};
use crate::variant::puzzle::{invalid, Puzzle, Shape, Side};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "skyscraper",
    fpuzzles: &["skyscraper"],
    rule: "The clue counts the digits seen from it along the row or column: taller digits hide shorter ones behind them.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Skyscraper`](crate::variant::Constraint::Skyscraper).
pub(crate) struct View {
    pub side: Side,
    pub index: u8,
    pub visible: u8,
}

/// `skyscraper`: `[{cell, value}]`, the clue cell outside the grid as for X-sums; a blank
/// value states nothing.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    let n = reader.size();
    field.each(|item| {
        let (side, index) =
            item.required("cell", |f| outside::read_cell(f, n, "a skyscraper clue"))?;
        if let Some(visible) = item.required("value", |f| f.clue(1..=n as i64))? {
            reader.push(
                Constraint::Skyscraper {
                    side,
                    index,
                    visible: visible as u8,
                },
                &item,
            );
        }
        Ok(())
    })
}

impl Kind for View {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        outside::validate_index(shape, self.index, path)?;
        if self.visible == 0 || self.visible > shape.n {
            return Err(invalid(
                format!("{path}.visible"),
                format!("{} seen is not 1-{}", self.visible, shape.n),
            ));
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        builder.props.push(Prop::Skyscraper {
            cells: outside::line(builder.n, self.side, self.index),
            visible: self.visible,
        });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let line = outside::line(checker.n, self.side, self.index);
        // Seen so far, up to the first blank: more than the clue is already broken.
        let mut tallest = 0;
        let mut seen = 0;
        let mut blank = false;
        for &c in &line {
            let v = checker.v(c);
            if v == 0 {
                blank = true;
                break;
            }
            if v > tallest {
                tallest = v;
                seen += 1;
            }
        }
        if seen > i64::from(self.visible) || (!blank && seen != i64::from(self.visible)) {
            checker.report(ROW.name, Some(k), line);
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, _n: usize, _cells: &[u16]) -> String {
        format!(
            "Skyscraper {} in {} ({} digits seen, taller ones hiding shorter)",
            self.visible,
            outside::place(self.side, self.index),
            self.visible
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let cell = outside::cell_name(writer.n, self.side, self.index);
        writer.add(
            "skyscraper",
            serde_json::json!({ "cell": cell, "value": self.visible.to_string() }),
        );
        Ok(())
    }
}
