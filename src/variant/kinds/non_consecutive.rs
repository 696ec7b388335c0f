//! Non-consecutive: orthogonal neighbours never hold consecutive digits, except across
//! a white kropki dot of difference 1 or a black dot (kropki dots are one family, as in
//! Rangsk's solver: with all dots given, 1 and 2 may sit across either).
//!
//! Lowered to a pair relation "differ by more than 1" on every unmarked neighbour pair.

use super::{marked_pairs, Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Puzzle, Shape};
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "nonConsecutive",
    fpuzzles: &["nonconsecutive"],
    rule: "Orthogonal neighbours never hold consecutive digits, except across a white dot of difference 1 or a black dot.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::NonConsecutive`](crate::variant::Constraint::NonConsecutive).
pub(crate) struct View;

#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.flag(field, Constraint::NonConsecutive {})
}

/// Whether a constraint exempts its pair: a white dot of difference 1, or a black dot.
fn exempts(constraint: &Constraint) -> Option<[u16; 2]> {
    match constraint {
        Constraint::KropkiWhite {
            cells,
            difference: 1,
        }
        | Constraint::KropkiBlack { cells, .. } => Some(*cells),
        _ => None,
    }
}

impl Kind for View {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, _shape: &Shape, _path: &str) -> Result<(), Error> {
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, puzzle: &Puzzle) {
        let exempt = marked_pairs(puzzle, exempts);
        for [a, b] in builder.neighbours() {
            if !exempt.contains(&(a, b)) {
                builder.pair(a, b, |x, y| (x - y).abs() != 1);
            }
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, puzzle: &Puzzle) {
        let exempt = |a: u16, b: u16| {
            puzzle
                .constraints
                .iter()
                .filter_map(exempts)
                .any(|cells| cells == [a, b] || cells == [b, a])
        };
        for (a, b) in checker.neighbours() {
            if !exempt(a, b) {
                checker.pair_rule(ROW.name, k, a, b, |x, y| (x - y).abs() != 1);
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, _n: usize, _cells: &[u16]) -> String {
        "Non-consecutive rule (orthogonal neighbours do not differ by 1)".into()
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        format!(
            "Non-consecutive neighbours {} (they do not differ by 1)",
            super::pair_text(n, cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.flag("nonconsecutive");
        Ok(())
    }
}
