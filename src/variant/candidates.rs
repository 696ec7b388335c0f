//! True candidates: the digits each cell holds in at least one solution (a setter's
//! tool; ISS calls it "all possibilities"), and the number of solutions that put each
//! digit in each cell, up to a limit.
//!
//! One model, one propagator (its conflict weights carry over) and one budget of guesses
//! serve every search. The first search enumerates up to 64 solutions (or the limit, when
//! more), tallying each: when there are fewer, they are all, and the tallies are exact (a
//! unique puzzle costs one proof of uniqueness). Otherwise each candidate of the
//! propagated grid that no solution holds yet gets a search with that digit placed: a
//! solution there marks its digits too, none means the digit is false. While it searches,
//! the branching digit is one no solution holds yet, so each solution shows as many new
//! candidates as it can: a blank 9×9 takes a few dozen searches, not 729. Counting up to
//! a limit `L > 1`, each candidate below `L` gets its own search with that digit placed,
//! counted up to `L`.

use super::model::Model;
use super::puzzle::Puzzle;
use super::search::{Search, Tally};
use crate::{Error, DEFAULT_MAX_GUESSES};

/// How many solutions the first search enumerates before candidates get searches of their
/// own. Every false candidate then costs a search that refutes it, so a puzzle with few
/// solutions is far cheaper enumerated: measured in wasm, a unique `I want to break free`
/// took 206 s by per-candidate searches after its first solution (load 17 on 2 cores).
const ENUMERATED: u64 = 64;

impl Puzzle {
    /// The true candidates: N×N masks, row-major, bit `d - 1` set when digit `d` is in the
    /// cell in at least one solution (a given's cell holds its digit alone). All zero when
    /// there is no solution; the masks of a unique puzzle are its solution.
    ///
    /// Within [`DEFAULT_MAX_GUESSES`] guesses over all the searches it makes.
    ///
    /// # Errors
    /// [`Error::InvalidPuzzle`] for a malformed description; [`Error::BrokenRule`] (code
    /// `ConflictingGivens`) when the givens break a rule; [`Error::BudgetExceeded`] when the
    /// guesses run out before every candidate is decided.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::{Constraint, Puzzle};
    ///
    /// // A 4×4 whose top-left cage of two cells sums to 3: those cells hold 1 and 2, in
    /// // either order; every other cell of the top row holds 3 or 4.
    /// let mut puzzle = Puzzle::new(4);
    /// puzzle.constraints.push(Constraint::KillerCage { cells: vec![0, 1], sum: Some(3) });
    /// let masks = puzzle.true_candidates()?;
    /// assert_eq!(masks[0], 0b0011);
    /// assert_eq!(masks[2], 0b1100);
    /// assert_eq!(masks[4], 0b1100); // r2c1 sees the cage's 1 and 2 in its box
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn true_candidates(&self) -> Result<Vec<u32>, Error> {
        self.true_candidates_with_budget(DEFAULT_MAX_GUESSES)
    }

    /// [`Puzzle::true_candidates`] within `max_guesses` guesses in all.
    ///
    /// # Errors
    /// As [`Puzzle::true_candidates`].
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{variant::Puzzle, Error};
    ///
    /// // A blank 9×9 needs a few guesses per solution it looks for.
    /// let err = Puzzle::new(9).true_candidates_with_budget(3).unwrap_err();
    /// assert_eq!(err.code(), "BudgetExceeded");
    /// assert_eq!(Puzzle::new(9).true_candidates_with_budget(10_000)?, vec![0x1ff; 81]);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn true_candidates_with_budget(&self, max_guesses: u64) -> Result<Vec<u32>, Error> {
        let n = usize::from(self.size);
        let counts = self.candidate_counts(1, max_guesses)?;
        Ok(counts
            .chunks_exact(n.max(1))
            .map(|cell| {
                cell.iter()
                    .enumerate()
                    .filter(|&(_, &count)| count > 0)
                    .fold(0u32, |mask, (d, _)| mask | 1 << d)
            })
            .collect())
    }

    /// How many solutions put each digit in each cell, counted no further than `limit`:
    /// N×N×N numbers, `counts[cell * N + d - 1]` for digit `d`, each at most `limit`
    /// (a count of `limit` means "`limit` or more"). Non-zero exactly at the true
    /// candidates ([`Puzzle::true_candidates`] is this with `limit` 1). A `limit` of 0
    /// counts nothing: all zero.
    ///
    /// Within `max_guesses` guesses over all the searches it makes.
    ///
    /// # Errors
    /// As [`Puzzle::true_candidates`].
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::Puzzle;
    ///
    /// // A blank 4×4 has 288 solutions, 72 with each digit in each cell.
    /// let counts = Puzzle::new(4).candidate_counts(100, 100_000)?;
    /// assert_eq!(counts.len(), 64);
    /// assert!(counts.iter().all(|&c| c == 72));
    /// // Counted no further than 10.
    /// let counts = Puzzle::new(4).candidate_counts(10, 100_000)?;
    /// assert!(counts.iter().all(|&c| c == 10));
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn candidate_counts(&self, limit: u32, max_guesses: u64) -> Result<Vec<u32>, Error> {
        self.validate_shape()?;
        let n = usize::from(self.size);
        let cells = n * n;
        if limit == 0 {
            return Ok(vec![0; cells * n]);
        }
        let model = Model::new(self);
        let mut search = Search::new(self, &model, max_guesses);
        search.tally = Tally::new(n, cells, limit);
        let Some(root) = search.root() else {
            self.check_givens()?;
            return Ok(vec![0; cells * n]);
        };
        let budget = |search: &Search| Error::BudgetExceeded {
            max_guesses,
            found: search.out.count,
        };
        // The first search: up to `ENUMERATED` solutions (or `limit`, when more), each
        // tallied. Fewer is all of them, and the tallies are exact: a unique puzzle costs
        // one proof of uniqueness.
        let first = u64::from(limit).max(ENUMERATED);
        let found = search.count_with(&root, 0, u32::MAX, first);
        if search.out.out_of_budget {
            return Err(budget(&search));
        }
        if found == 0 {
            self.check_givens()?;
        }
        if found < first {
            return Ok(search.tally.counts);
        }
        // With `limit` 1 every solution found marks its digits: the tally stays on. Past
        // 1, each candidate's solutions are counted alone (the others' tallies are exact
        // already or get their own search).
        search.tally.active = limit == 1;
        for (cell, &mask) in root.iter().enumerate() {
            let mut digits = mask;
            while digits != 0 {
                let bit = digits & digits.wrapping_neg();
                digits &= digits - 1;
                let at = cell * n + bit.trailing_zeros() as usize;
                if search.tally.counts[at] >= limit {
                    continue;
                }
                let with = search.count_with(&root, cell, bit, u64::from(limit));
                if search.out.out_of_budget {
                    return Err(budget(&search));
                }
                if limit > 1 {
                    search.tally.counts[at] = with as u32;
                }
            }
        }
        Ok(search.tally.counts)
    }
}
