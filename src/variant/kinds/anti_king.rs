//! Anti-king: cells a chess king's move apart (diagonal neighbours included) hold
//! different digits.
//!
//! Lowered to an all-different group of two cells per diagonal step (orthogonal
//! neighbours already share a row or a column).

use super::anti_knight::chess_pairs;
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
    name: "antiKing",
    fpuzzles: &["antiking"],
    rule: "Cells a chess king's move apart (diagonal neighbours included) hold different digits.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::AntiKing`](crate::variant::Constraint::AntiKing).
pub(crate) struct View;

#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.flag(field, Constraint::AntiKing {})
}

impl Kind for View {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, _shape: &Shape, _path: &str) -> Result<(), Error> {
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        for pair in chess_pairs(builder.n, &[(1, 1), (1, -1)]) {
            builder.groups.push(pair.to_vec());
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let n = checker.n;
        for a in 0..n * n {
            for b in a + 1..n * n {
                let dr = (a / n).abs_diff(b / n);
                let dc = (a % n).abs_diff(b % n);
                if dr <= 1 && dc <= 1 {
                    checker.pair_rule(ROW.name, k, a as u16, b as u16, |x, y| x != y);
                }
            }
        }
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.flag("antiking");
        Ok(())
    }
}
