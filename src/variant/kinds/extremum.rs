//! Minimum and maximum cells: each cell's digit is smaller (larger) than the digits of
//! all its orthogonal neighbours that are not cells of the same kind themselves (a group
//! of them is a region whose neighbours outside are all larger (smaller): Rangsk's
//! solver's reading, which setters of "fortress" puzzles rely on). One module, two kinds
//! ([`MINIMUM`], [`MAXIMUM`]): the rules differ only in the direction.
//!
//! Lowered to one pair relation (`x < y`, or `x > y`) between each cell and each
//! neighbour.

use super::{orthogonal, Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Puzzle, Shape};
use crate::variant::Constraint;
use crate::Error;

pub(crate) const MINIMUM: KindRow = KindRow {
    name: "minimum",
    fpuzzles: &["minimum"],
    rule: "The cell's digit is smaller than the digits of all its orthogonal neighbours that are not minimum cells.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

pub(crate) const MAXIMUM: KindRow = KindRow {
    name: "maximum",
    fpuzzles: &["maximum"],
    rule: "The cell's digit is larger than the digits of all its orthogonal neighbours that are not maximum cells.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Minimum`](crate::variant::Constraint::Minimum) (`minimum` true) and
/// [`Constraint::Maximum`](crate::variant::Constraint::Maximum).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub minimum: bool,
}

/// `minimum`, `maximum`: `[{cell}]`, all of them one constraint.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, name: &str, field: Field<'_>) -> Result<(), Error> {
    let cells = reader.single_cells(field)?;
    if !cells.is_empty() {
        let constraint = if name == MINIMUM.fpuzzles[0] {
            Constraint::Minimum { cells }
        } else {
            Constraint::Maximum { cells }
        };
        reader.push(constraint, &field);
    }
    Ok(())
}

impl View<'_> {
    /// Every cell of the puzzle of this kind: neighbours among them are exempt.
    fn all_cells(&self, puzzle: &Puzzle) -> Vec<u16> {
        let mut cells: Vec<u16> = puzzle
            .constraints
            .iter()
            .filter_map(|c| match (c, self.minimum) {
                (Constraint::Minimum { cells }, true) | (Constraint::Maximum { cells }, false) => {
                    Some(cells.iter().copied())
                }
                _ => None,
            })
            .flatten()
            .collect();
        cells.sort_unstable();
        cells
    }

    /// The relation between a cell's digit `x` and a neighbour's `y`.
    fn relation(&self) -> impl Fn(i64, i64) -> bool + Copy {
        let minimum = self.minimum;
        move |x, y| if minimum { x < y } else { x > y }
    }
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        if self.minimum {
            &MINIMUM
        } else {
            &MAXIMUM
        }
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, puzzle: &Puzzle) {
        let n = builder.n;
        let exempt = self.all_cells(puzzle);
        for &c in self.cells {
            for m in orthogonal(n, c) {
                if exempt.binary_search(&m).is_ok() {
                    continue;
                }
                builder.pair(c, m, self.relation());
            }
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, puzzle: &Puzzle) {
        let n = checker.n;
        let exempt = self.all_cells(puzzle);
        for &c in self.cells {
            for m in orthogonal(n, c) {
                if exempt.contains(&m) {
                    continue;
                }
                checker.pair_rule(self.row().name, k, c, m, self.relation());
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, n: usize, _cells: &[u16]) -> String {
        let (kind, than) = if self.minimum {
            ("Minimum", "smaller")
        } else {
            ("Maximum", "larger")
        };
        format!(
            "{kind} cells {} (each {than} than its orthogonal neighbours)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        use super::super::logic::text::cell_name_in;
        let (kind, than) = if self.minimum {
            ("Minimum", "smaller")
        } else {
            ("Maximum", "larger")
        };
        match cells {
            [c, m, ..] => format!(
                "{kind} cell {} (its digit is {than} than its neighbour {})",
                cell_name_in(n, *c),
                cell_name_in(n, *m)
            ),
            _ => format!(
                "{kind} cells {}",
                super::super::logic::text::cells_short(n, cells)
            ),
        }
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let field = self.row().fpuzzles[0];
        for &c in self.cells {
            let cell = writer.name(c);
            writer.add(field, serde_json::json!({ "cell": cell }));
        }
        Ok(())
    }
}
