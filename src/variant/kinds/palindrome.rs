//! Palindrome lines: the line reads the same from both ends.
//!
//! Lowered to an equality pair relation between each cell and its mirror.

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
    name: "palindrome",
    fpuzzles: &["palindrome"],
    rule: "The line reads the same from both ends.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Palindrome`](crate::variant::Constraint::Palindrome).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `palindrome`: `[{lines: [[cells], ...]}]`, one constraint per line.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::Palindrome { cells })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let cells = self.cells;
        for k in 0..cells.len() / 2 {
            builder.pair(cells[k], cells[cells.len() - 1 - k], |x, y| x == y);
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let cells = self.cells;
        for i in 0..cells.len() / 2 {
            let j = cells.len() - 1 - i;
            checker.pair_rule(ROW.name, k, cells[i], cells[j], |x, y| x == y);
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Palindrome line {} (it reads the same from both ends)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        format!(
            "Palindrome line {}: {} mirror each other (they hold the same digit)",
            super::super::logic::text::cells_short(n, self.cells),
            super::pair_text(n, cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("palindrome", self.cells, None);
        Ok(())
    }
}
