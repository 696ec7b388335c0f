//! Entropic lines: every three consecutive cells on the line hold a low, a middle and a
//! high digit (on 9×9: one of 1-3, one of 4-6, one of 7-9).
//!
//! For other sizes the digits split into three runs as evenly as they can, the middle
//! one the odd size out (Rangsk's solver's split): 6: 1-2, 3-4, 5-6; 4: 1, 2-3, 4; 8:
//! 1-3, 4-5, 6-8. Lowered to pair relations between every two cells of the line: cells
//! a multiple of 3 apart hold digits of the same group, others of different groups (the
//! windows of three force it). A line of two cells holds digits of different groups.

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
    name: "entropicLine",
    fpuzzles: &["entropicline"],
    rule: "Every three consecutive cells on the line hold a low, a middle and a high digit (1-3, 4-6, 7-9 on 9×9).",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::EntropicLine`](crate::variant::Constraint::EntropicLine).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// The group (0 low, 1 middle, 2 high) of digit `d` of 1..=`n`.
pub(crate) fn group(n: usize, d: i64) -> i64 {
    let (small, large) = (n / 3, n.div_ceil(3));
    let sizes = if n % 3 == 1 {
        [small, large, small]
    } else {
        [large, small, large]
    };
    let d = d as usize;
    if d <= sizes[0] {
        0
    } else if d <= sizes[0] + sizes[1] {
        1
    } else {
        2
    }
}

/// `entropicline`: `[{lines: [[cells], ...]}]`, one constraint per line.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::EntropicLine { cells })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let n = builder.n;
        for (i, &a) in self.cells.iter().enumerate() {
            for (j, &b) in self.cells.iter().enumerate().skip(i + 1) {
                let same = (j - i) % 3 == 0;
                builder.pair(a, b, move |x, y| (group(n, x) == group(n, y)) == same);
            }
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        // Each window of three (the whole line when shorter): its filled digits lie in
        // different groups.
        let n = checker.n;
        let width = self.cells.len().min(3);
        for window in self.cells.windows(width) {
            for (i, &a) in window.iter().enumerate() {
                for &b in &window[i + 1..] {
                    checker.pair_rule(ROW.name, k, a, b, |x, y| group(n, x) != group(n, y));
                }
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Entropic line {} (every three in a row hold a low, a middle and a high digit)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        format!(
            "Entropic line {}: {} (every three in a row hold a low, a middle and a high digit)",
            super::super::logic::text::cells_short(n, self.cells),
            super::pair_text(n, cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("entropicline", self.cells, None);
        Ok(())
    }
}
