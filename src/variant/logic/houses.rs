//! The all-different groups of a puzzle, named for the explanations: rows, columns,
//! boxes or jigsaw regions, then the constraints whose cells all differ (diagonals, extra
//! regions, killer cages, renban lines).

use super::super::puzzle::{Constraint, Diagonal, Puzzle};
use super::text::cell_name_in;
use super::PuzzleUnit;

/// A set of cells whose digits all differ.
#[derive(Clone, Debug)]
pub(crate) struct House {
    pub cells: Vec<u16>,
    pub unit: PuzzleUnit,
    /// `row 3`, `box 5`, `the main diagonal`, `the 15 cage at r1c1`, ...
    pub name: String,
    /// Whether it has N cells, so holds every digit once.
    pub full: bool,
}

/// Every all-different group of 2 or more cells, each set of cells once (the first name
/// wins): rows, columns, regions, then the constraints in order.
pub(crate) fn houses(puzzle: &Puzzle) -> Vec<House> {
    let n = usize::from(puzzle.size);
    let mut out: Vec<House> = Vec::new();
    let push = |cells: Vec<u16>, unit: PuzzleUnit, name: String, out: &mut Vec<House>| {
        if cells.len() < 2 {
            return;
        }
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        if out.iter().any(|h| {
            let mut other = h.cells.clone();
            other.sort_unstable();
            other == sorted
        }) {
            return;
        }
        out.push(House {
            full: cells.len() == n,
            cells,
            unit,
            name,
        });
    };
    for i in 0..n {
        let cells = (0..n).map(|c| (i * n + c) as u16).collect();
        push(
            cells,
            PuzzleUnit::Row(i as u8),
            format!("row {}", i + 1),
            &mut out,
        );
    }
    for i in 0..n {
        let cells = (0..n).map(|r| (r * n + i) as u16).collect();
        push(
            cells,
            PuzzleUnit::Column(i as u8),
            format!("column {}", i + 1),
            &mut out,
        );
    }
    let regions = puzzle.region_of_cells();
    let jigsaw = puzzle.regions.is_some();
    for i in 0..n {
        let cells = (0..n * n)
            .filter(|&c| usize::from(regions[c]) == i)
            .map(|c| c as u16)
            .collect();
        let (unit, name) = if jigsaw {
            (PuzzleUnit::Region(i as u8), format!("region {}", i + 1))
        } else {
            (PuzzleUnit::Box(i as u8), format!("box {}", i + 1))
        };
        push(cells, unit, name, &mut out);
    }
    for (k, constraint) in puzzle.constraints.iter().enumerate() {
        let unit = PuzzleUnit::Constraint(k as u16);
        match constraint {
            Constraint::Diagonal { direction } => {
                let (cells, name) = match direction {
                    Diagonal::Main => ((0..n).map(|i| (i * n + i) as u16).collect(), "main"),
                    Diagonal::Anti => (
                        (0..n).map(|i| ((n - 1 - i) * n + i) as u16).collect(),
                        "anti",
                    ),
                };
                push(cells, unit, format!("the {name} diagonal"), &mut out);
            }
            Constraint::ExtraRegion { cells } => {
                let name = format!("the extra region at {}", first(n, cells));
                push(cells.clone(), unit, name, &mut out);
            }
            Constraint::KillerCage { cells, sum } => {
                let name = match sum {
                    Some(sum) => format!("the {sum} cage at {}", first(n, cells)),
                    None => format!("the cage at {}", first(n, cells)),
                };
                push(cells.clone(), unit, name, &mut out);
            }
            Constraint::Renban { cells } => {
                let name = format!("the renban line at {}", first(n, cells));
                push(cells.clone(), unit, name, &mut out);
            }
            _ => {}
        }
    }
    out
}

/// The name of a shape's first cell in reading order.
fn first(n: usize, cells: &[u16]) -> String {
    cells
        .iter()
        .min()
        .map_or_else(String::new, |&c| cell_name_in(n, c))
}
