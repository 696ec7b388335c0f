//! Solving many puzzles in one call: one buffer in, one buffer of solutions and one
//! status per puzzle out.
//!
//! A bad puzzle marks its own status and never fails the batch, and the work allocates
//! the two output buffers once, nothing per puzzle. This is what `solveMany` in the wasm
//! module calls: one boundary crossing for the whole batch.

use crate::core::candidates::UnitDigits;
use crate::core::error::Error;
use crate::core::grid::Grid;
use crate::core::solve::DEFAULT_MAX_GUESSES;

/// What happened to one puzzle of a batch. The numbers are stable: they are the bytes
/// of the wasm module's `status` array.
///
/// # Example
/// ```
/// use sudoku_wasm::SolveStatus;
///
/// assert_eq!(SolveStatus::Solved as u8, 0);
/// assert_eq!(SolveStatus::from_u8(2), Some(SolveStatus::ConflictingGivens));
/// assert_eq!(SolveStatus::ConflictingGivens.code(), "ConflictingGivens");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SolveStatus {
    /// Solved: its 81 bytes of `solutions` hold a solution (the one [`Grid::solve`] gives).
    Solved = 0,
    /// The givens are consistent but nothing satisfies every unit.
    NoSolution = 1,
    /// Two givens clash ([`Grid::conflicts`] lists them).
    ConflictingGivens = 2,
    /// A byte is over 9.
    InvalidValue = 3,
    /// The trailing puzzle of a buffer whose length is not a multiple of 81.
    WrongLength = 4,
    /// The search spent its budget of guesses without finding a solution.
    BudgetExceeded = 5,
}

impl SolveStatus {
    /// Every status, in numeric order.
    pub const ALL: [SolveStatus; 6] = [
        SolveStatus::Solved,
        SolveStatus::NoSolution,
        SolveStatus::ConflictingGivens,
        SolveStatus::InvalidValue,
        SolveStatus::WrongLength,
        SolveStatus::BudgetExceeded,
    ];

    /// The status numbered `value`, or `None` past the last one.
    pub fn from_u8(value: u8) -> Option<SolveStatus> {
        SolveStatus::ALL.get(usize::from(value)).copied()
    }

    /// The name of the status: `"Solved"`, or the [`Error::code`] of the error that
    /// [`Grid::solve`] would give for the puzzle.
    pub fn code(self) -> &'static str {
        match self {
            SolveStatus::Solved => "Solved",
            SolveStatus::NoSolution => "NoSolution",
            SolveStatus::ConflictingGivens => "ConflictingGivens",
            SolveStatus::InvalidValue => "InvalidValue",
            SolveStatus::WrongLength => "WrongLength",
            SolveStatus::BudgetExceeded => "BudgetExceeded",
        }
    }

    fn of(err: &Error) -> SolveStatus {
        match err {
            Error::NoSolution => SolveStatus::NoSolution,
            Error::ConflictingGivens { .. } => SolveStatus::ConflictingGivens,
            Error::InvalidValue { .. } => SolveStatus::InvalidValue,
            Error::BudgetExceeded { .. } => SolveStatus::BudgetExceeded,
            // Solving checked bytes raises nothing else; a short chunk is the only other way.
            _ => SolveStatus::WrongLength,
        }
    }
}

impl From<SolveStatus> for u8 {
    fn from(status: SolveStatus) -> u8 {
        status as u8
    }
}

/// The answers to a batch: puzzle `i` owns bytes `81 * i .. 81 * i + 81` of `solutions`
/// and entry `i` of `status`.
///
/// # Example
/// ```
/// use sudoku_wasm::{solve_many, SolveStatus};
///
/// let batch = solve_many(&[0; 81 * 3]);
/// assert_eq!(batch.len(), 3);
/// assert!(batch.status.iter().all(|&s| s == SolveStatus::Solved));
/// assert!(batch.solution(2).unwrap().is_solved());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct SolvedBatch {
    /// 81 bytes per puzzle, row-major, digits 1-9 where the puzzle was solved and all 0
    /// where it was not.
    pub solutions: Vec<u8>,
    /// One status per puzzle.
    pub status: Vec<SolveStatus>,
}

impl SolvedBatch {
    /// How many puzzles the batch had.
    pub fn len(&self) -> usize {
        self.status.len()
    }

    /// Whether the batch had no puzzle.
    pub fn is_empty(&self) -> bool {
        self.status.is_empty()
    }

    /// The solution of puzzle `index`, or `None` when it was not solved (or there is no
    /// such puzzle).
    pub fn solution(&self, index: usize) -> Option<Grid> {
        match self.status.get(index) {
            Some(SolveStatus::Solved) => {
                let start = index.checked_mul(81)?;
                let bytes = self.solutions.get(start..start.checked_add(81)?)?;
                Grid::from_bytes(bytes).ok()
            }
            _ => None,
        }
    }
}

/// Solves every puzzle in `puzzles`, 81 bytes each (row-major, 0 = blank, 1-9 = given),
/// each within [`DEFAULT_MAX_GUESSES`] guesses.
///
/// Each puzzle gets the answer [`Grid::solve`] would give, as a [`SolveStatus`]. When
/// the length is not a multiple of 81 the trailing bytes are one more puzzle, with
/// status [`SolveStatus::WrongLength`]: nothing is silently dropped. An empty buffer
/// gives an empty batch. Never fails and never panics.
///
/// # Example
/// ```
/// use sudoku_wasm::{solve_many, Grid, SolveStatus};
///
/// let good = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let mut bad = good.to_bytes();
/// bad[1] = 5; // a second 5 in row 1
///
/// let mut puzzles = good.to_bytes().to_vec();
/// puzzles.extend_from_slice(&bad);
/// puzzles.extend_from_slice(&[0; 10]); // a stray tail
///
/// let batch = solve_many(&puzzles);
/// assert_eq!(
///     batch.status,
///     [SolveStatus::Solved, SolveStatus::ConflictingGivens, SolveStatus::WrongLength]
/// );
/// assert_eq!(batch.solutions.len(), 3 * 81);
/// assert_eq!(batch.solution(0), Some(good.solve()?));
/// assert!(batch.solutions[81..].iter().all(|&b| b == 0));
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn solve_many(puzzles: &[u8]) -> SolvedBatch {
    solve_many_with_budget(puzzles, DEFAULT_MAX_GUESSES)
}

/// [`solve_many`] with a budget of `max_guesses` guesses for each puzzle; a puzzle
/// that needs more gets [`SolveStatus::BudgetExceeded`] and the batch goes on.
///
/// # Example
/// ```
/// use sudoku_wasm::{solve_many_with_budget, SolveStatus};
///
/// let batch = solve_many_with_budget(&[0; 81], 0);
/// assert_eq!(batch.status, [SolveStatus::BudgetExceeded]);
/// ```
pub fn solve_many_with_budget(puzzles: &[u8], max_guesses: u64) -> SolvedBatch {
    let count = puzzles.len().div_ceil(81);
    let mut batch = SolvedBatch {
        solutions: vec![0; count * 81],
        status: Vec::with_capacity(count),
    };
    for (puzzle, out) in puzzles.chunks(81).zip(batch.solutions.chunks_exact_mut(81)) {
        let status = match solve_one(puzzle, max_guesses) {
            Ok(solution) => {
                out.copy_from_slice(solution.as_bytes());
                SolveStatus::Solved
            }
            Err(status) => status,
        };
        batch.status.push(status);
    }
    batch
}

/// One puzzle of a batch, allocating nothing: clashing givens are caught here, before
/// [`Grid::solve_with_budget`] would list them (that list is a `Vec`).
fn solve_one(puzzle: &[u8], max_guesses: u64) -> Result<Grid, SolveStatus> {
    let grid = Grid::from_bytes(puzzle).map_err(|e| SolveStatus::of(&e))?;
    if UnitDigits::of(&grid).clash {
        return Err(SolveStatus::ConflictingGivens);
    }
    grid.solve_with_budget(max_guesses)
        .map_err(|e| SolveStatus::of(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_and_its_number() {
        for (k, status) in SolveStatus::ALL.iter().enumerate() {
            assert_eq!(usize::from(u8::from(*status)), k);
            assert_eq!(SolveStatus::from_u8(k as u8), Some(*status));
        }
        assert_eq!(SolveStatus::from_u8(6), None);
        assert_eq!(SolveStatus::from_u8(255), None);
    }

    #[test]
    fn each_failure_marks_only_its_puzzle() {
        let mut puzzles = vec![0u8; 81 * 5];
        puzzles[81] = 10; // puzzle 1: invalid value
        puzzles[162] = 4; // puzzle 2: two 4s in a column
        puzzles[162 + 72] = 4;
        // Puzzle 3: consistent givens, but cell 0 has no digit left.
        puzzles[243 + 1..243 + 9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
        puzzles[243 + 36] = 9;
        let batch = solve_many(&puzzles);
        assert_eq!(
            batch.status,
            [
                SolveStatus::Solved,
                SolveStatus::InvalidValue,
                SolveStatus::ConflictingGivens,
                SolveStatus::NoSolution,
                SolveStatus::Solved,
            ]
        );
        for (k, status) in batch.status.iter().enumerate() {
            let out = &batch.solutions[81 * k..81 * k + 81];
            let solved = *status == SolveStatus::Solved;
            assert_eq!(out.iter().all(|&b| b == 0), !solved, "puzzle {k}");
            assert_eq!(batch.solution(k).is_some(), solved);
            if solved {
                let puzzle = Grid::from_bytes(&puzzles[81 * k..81 * k + 81]).unwrap();
                assert_eq!(batch.solution(k), puzzle.solve().ok());
            }
        }
        assert_eq!(batch.solution(5), None);
        assert_eq!(batch.solution(usize::MAX), None);
    }

    #[test]
    fn types_are_send_sync() {
        fn assert_traits<T: Send + Sync + 'static>() {}
        assert_traits::<SolvedBatch>();
        assert_traits::<SolveStatus>();
        assert_traits::<crate::Style>();
    }

    #[test]
    fn lengths() {
        assert!(solve_many(&[]).is_empty());
        assert_eq!(solve_many(&[]).solutions.len(), 0);
        for len in [1usize, 80, 82, 161, 163] {
            let batch = solve_many(&vec![0; len]);
            assert_eq!(batch.len(), len.div_ceil(81), "{len}");
            assert_eq!(batch.solutions.len(), batch.len() * 81);
            assert_eq!(batch.status.last(), Some(&SolveStatus::WrongLength));
        }
    }
}
