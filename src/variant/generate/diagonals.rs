//! Sudoku X (both main diagonals hold each digit once) and windoku (four extra windows
//! hold each digit once), with givens.

use super::super::puzzle::{box_shape, Constraint, Diagonal, Puzzle};
use super::{givens, Candidate};
use crate::logic::generate::Rng;
use crate::{Level, Symmetry};

/// The rules of an N×N sudoku X: both main diagonals, in the order f-puzzles lists them
/// (`diagonal+`, then `diagonal-`), so that the puzzle reads back from f-puzzles the same.
pub(super) fn x(n: u8) -> Puzzle {
    let mut puzzle = Puzzle::new(n);
    puzzle.constraints = vec![
        Constraint::Diagonal {
            direction: Diagonal::Anti,
        },
        Constraint::Diagonal {
            direction: Diagonal::Main,
        },
    ];
    puzzle
}

/// The rules of an N×N windoku: the windows are boxes of the default shape, one box's
/// width and height in from the edges and one cell apart, so on 9×9 the 3×3 windows at
/// rows and columns 2-4 and 6-8 (1-based), as windoku is published. Sizes whose boxes
/// leave no such room (a 4×4, or a prime size) get none: only 9 is offered.
pub(super) fn windoku(n: u8) -> Puzzle {
    let mut puzzle = Puzzle::new(n);
    let (rows, cols) = box_shape(n);
    let n = usize::from(n);
    let (rows, cols) = (usize::from(rows), usize::from(cols));
    // Windows start one cell in, and one cell after the previous window ends.
    let starts = |len: usize| -> Vec<usize> {
        (0..)
            .map(|k| 1 + k * (len + 1))
            .take_while(|&start| start + len < n)
            .collect()
    };
    for top in starts(rows) {
        for left in starts(cols) {
            let cells = (top..top + rows)
                .flat_map(|r| (left..left + cols).map(move |c| (r * n + c) as u16))
                .collect();
            puzzle.constraints.push(Constraint::ExtraRegion { cells });
        }
    }
    puzzle
}

/// One attempt: a random solution of `rules`, its givens cut down and fitted to `level`.
pub(super) fn attempt(
    rules: Puzzle,
    level: Level,
    symmetry: Symmetry,
    rng: &mut Rng,
) -> Option<Candidate> {
    let solution = givens::random_solution(&rules, rng)?;
    givens::attempt(&rules, solution, level, symmetry, rng)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windoku_has_the_four_published_windows() {
        let puzzle = windoku(9);
        let windows: Vec<&Vec<u16>> = puzzle
            .constraints
            .iter()
            .map(|c| match c {
                Constraint::ExtraRegion { cells } => cells,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(windows.len(), 4);
        assert_eq!(windows[0], &vec![10, 11, 12, 19, 20, 21, 28, 29, 30]);
        assert_eq!(windows[3], &vec![50, 51, 52, 59, 60, 61, 68, 69, 70]);
    }
}
