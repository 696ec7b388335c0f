//! Modular lines: every three consecutive cells on the line hold digits with different
//! remainders modulo 3 (one of 3, 6, 9, one of 1, 4, 7, one of 2, 5, 8 on 9×9).
//!
//! Lowered to pair relations between every two cells of the line: cells a multiple of 3
//! apart hold digits with the same remainder, others with different ones (the windows
//! of three force it). A line of two cells holds digits with different remainders.

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
    name: "modularLine",
    fpuzzles: &["modularline"],
    rule:
        "Every three consecutive cells on the line hold digits with different remainders modulo 3.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::ModularLine`](crate::variant::Constraint::ModularLine).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `modularline`: `[{lines: [[cells], ...]}]`, one constraint per line.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::ModularLine { cells })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        for (i, &a) in self.cells.iter().enumerate() {
            for (j, &b) in self.cells.iter().enumerate().skip(i + 1) {
                let same = (j - i) % 3 == 0;
                builder.pair(a, b, move |x, y| (x % 3 == y % 3) == same);
            }
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        // Each window of three (the whole line when shorter): its filled digits have
        // different remainders.
        let width = self.cells.len().min(3);
        for window in self.cells.windows(width) {
            for (i, &a) in window.iter().enumerate() {
                for &b in &window[i + 1..] {
                    checker.pair_rule(ROW.name, k, a, b, |x, y| x % 3 != y % 3);
                }
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Modular line {} (every three in a row differ modulo 3)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        format!(
            "Modular line {}: {} (every three in a row differ modulo 3)",
            super::super::logic::text::cells_short(n, self.cells),
            super::pair_text(n, cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("modularline", self.cells, None);
        Ok(())
    }
}
