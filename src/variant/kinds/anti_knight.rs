//! Anti-knight: cells a chess knight's move apart hold different digits.
//!
//! Lowered to an all-different group of two cells per knight's move.

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
    name: "antiKnight",
    fpuzzles: &["antiknight"],
    rule: "Cells a chess knight's move apart hold different digits.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// The knight's moves that reach forward (each pair of cells once).
const MOVES: &[(i64, i64)] = &[(1, 2), (2, 1), (1, -2), (2, -1)];

/// [`Constraint::AntiKnight`](crate::variant::Constraint::AntiKnight).
pub(crate) struct View;

#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.flag(field, Constraint::AntiKnight {})
}

/// Every pair of cells one of `moves` apart (each pair once, from its upper cell).
pub(super) fn chess_pairs(n: usize, moves: &[(i64, i64)]) -> Vec<[u16; 2]> {
    let mut out = Vec::new();
    let n = n as i64;
    for r in 0..n {
        for c in 0..n {
            for &(dr, dc) in moves {
                let (r2, c2) = (r + dr, c + dc);
                if (0..n).contains(&r2) && (0..n).contains(&c2) {
                    out.push([(r * n + c) as u16, (r2 * n + c2) as u16]);
                }
            }
        }
    }
    out
}

impl Kind for View {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, _shape: &Shape, _path: &str) -> Result<(), Error> {
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        for pair in chess_pairs(builder.n, MOVES) {
            builder.groups.push(pair.to_vec());
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        // Written from the rule, apart from the lowering's move list: every two cells
        // whose rows and columns differ by 1 and 2.
        let n = checker.n;
        for a in 0..n * n {
            for b in a + 1..n * n {
                let dr = (a / n).abs_diff(b / n);
                let dc = (a % n).abs_diff(b % n);
                if (dr, dc) == (1, 2) || (dr, dc) == (2, 1) {
                    checker.pair_rule(ROW.name, k, a as u16, b as u16, |x, y| x != y);
                }
            }
        }
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.flag("antiknight");
        Ok(())
    }
}
