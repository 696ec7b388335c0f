//! The all-different groups of a puzzle, named for the explanations: rows, columns,
//! boxes or jigsaw regions, then the constraints whose cells all differ (diagonals, extra
//! regions, killer cages, renban lines).

use super::super::puzzle::Puzzle;
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
    let repeated = super::super::limits::repeated(&puzzle.constraints);
    for (k, constraint) in puzzle.constraints.iter().enumerate() {
        if repeated[k] {
            continue;
        }
        if let Some((cells, name)) = constraint.with_kind(|kind| kind.house(n)) {
            push(cells, PuzzleUnit::Constraint(k as u16), name, &mut out);
        }
    }
    out
}
