//! The negative constraint: every orthogonally adjacent pair **without** a mark of a
//! kind breaks that mark's rule ("all dots given").
//!
//! As in Rangsk's solver (the reader of f-puzzles' `negative` that setters test with):
//! kropki dots are one family, so a pair with a white or a black dot is exempt from both
//! negative kropki rules (1 and 2 may sit across either dot); and the rule an unmarked
//! pair breaks is every value the puzzle's dots of that colour use (no difference of 1
//! or 3 when the white dots say 1 and 3; the defaults, 1 and 2, when there are none).
//! X and V keep their sums, 10 and 5. Lowered to one pair relation per unmarked
//! neighbour pair: the mark's rule negated.

use super::{marked_pairs, Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Mark, Puzzle, Shape};
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "negative",
    fpuzzles: &["negative"],
    rule: "Every mark of the kind is given: unmarked orthogonal neighbours break its rule.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Negative`](crate::variant::Constraint::Negative).
pub(crate) struct View {
    pub mark: Mark,
}

/// `negative`: a list of `"difference"`, `"ratio"`, `"xv"` (X and V together).
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    field.each(|item| {
        let marks: &[Mark] = match item.str()? {
            "difference" => &[Mark::KropkiWhite],
            "ratio" => &[Mark::KropkiBlack],
            "xv" => &[Mark::X, Mark::V],
            other => {
                return Err(Error::Unsupported {
                    constraint: format!("negative {other}"),
                });
            }
        };
        for &mark in marks {
            let constraint = Constraint::Negative { mark };
            if !reader.puzzle.constraints.contains(&constraint) {
                reader.push(constraint, &item);
            }
        }
        Ok(())
    })
}

impl View {
    /// Whether a constraint is a mark that exempts its pair, and its cells: any kropki
    /// dot for the kropki kinds, the same mark for X and V.
    fn is_mark(&self, constraint: &Constraint) -> Option<[u16; 2]> {
        match (constraint, self.mark) {
            (
                Constraint::KropkiWhite { cells, .. } | Constraint::KropkiBlack { cells, .. },
                Mark::KropkiWhite | Mark::KropkiBlack,
            )
            | (Constraint::Xv { cells, sum: 10 }, Mark::X)
            | (Constraint::Xv { cells, sum: 5 }, Mark::V) => Some(*cells),
            _ => None,
        }
    }

    /// The values an unmarked pair must avoid: the dots' differences or ratios (their
    /// defaults when the puzzle has none), or the sum.
    fn values(&self, puzzle: &Puzzle) -> Vec<i64> {
        let mut values: Vec<i64> = puzzle
            .constraints
            .iter()
            .filter_map(|c| match (c, self.mark) {
                (Constraint::KropkiWhite { difference, .. }, Mark::KropkiWhite) => {
                    Some(i64::from(*difference))
                }
                (Constraint::KropkiBlack { ratio, .. }, Mark::KropkiBlack) => {
                    Some(i64::from(*ratio))
                }
                _ => None,
            })
            .collect();
        values.sort_unstable();
        values.dedup();
        if values.is_empty() {
            values.push(match self.mark {
                Mark::KropkiWhite => 1,
                Mark::KropkiBlack => 2,
                Mark::X => 10,
                Mark::V => 5,
            });
        }
        values
    }
}

/// Whether an unmarked pair `x`, `y` keeps the negative rule of `mark` with `values`.
fn holds(mark: Mark, values: &[i64], x: i64, y: i64) -> bool {
    values.iter().all(|&v| match mark {
        Mark::KropkiWhite => (x - y).abs() != v,
        Mark::KropkiBlack => x != v * y && y != v * x,
        Mark::X | Mark::V => x + y != v,
    })
}

impl Kind for View {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, _shape: &Shape, _path: &str) -> Result<(), Error> {
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, puzzle: &Puzzle) {
        let marked = marked_pairs(puzzle, |c| self.is_mark(c));
        let (mark, values) = (self.mark, self.values(puzzle));
        for [a, b] in builder.neighbours() {
            if !marked.contains(&(a, b)) {
                builder.pair(a, b, |x, y| holds(mark, &values, x, y));
            }
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, puzzle: &Puzzle) {
        let marked = |a: u16, b: u16| {
            puzzle.constraints.iter().any(|c| {
                self.is_mark(c)
                    .is_some_and(|cells| cells == [a, b] || cells == [b, a])
            })
        };
        let values = self.values(puzzle);
        for (a, b) in checker.neighbours() {
            if !marked(a, b) {
                checker.pair_rule(ROW.name, k, a, b, |x, y| holds(self.mark, &values, x, y));
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, _n: usize, _cells: &[u16]) -> String {
        let what = match self.mark {
            Mark::KropkiWhite => "white dots",
            Mark::KropkiBlack => "black dots",
            Mark::X => "X marks",
            Mark::V => "V marks",
        };
        format!("Negative rule (every one of the {what} is given)")
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        let (what, rule) = match self.mark {
            Mark::KropkiWhite => ("white dot", "the digits do not differ by 1"),
            Mark::KropkiBlack => ("black dot", "neither digit is twice the other"),
            Mark::X => ("X", "the digits do not sum to 10"),
            Mark::V => ("V", "the digits do not sum to 5"),
        };
        format!(
            "No {what} between {} (every {what} is given, so {rule})",
            super::pair_text(n, cells)
        )
    }

    /// f-puzzles' `negative` takes X and V together: both are written as one `"xv"`
    /// (after the others, as f-puzzles does), one alone is refused.
    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let has = |mark| {
            writer
                .puzzle
                .constraints
                .contains(&Constraint::Negative { mark })
        };
        match self.mark {
            Mark::KropkiWhite => writer.add("negative", "difference".into()),
            Mark::KropkiBlack => writer.add("negative", "ratio".into()),
            Mark::X | Mark::V if has(Mark::X) && has(Mark::V) => {
                writer.add_last("negative", "xv".into())
            }
            Mark::X | Mark::V => {
                return Err(Error::Unsupported {
                    constraint: "negative (X or V alone: f-puzzles' negative takes both)".into(),
                })
            }
        }
        Ok(())
    }
}
