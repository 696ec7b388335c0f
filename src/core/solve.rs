//! Solving and counting, the checked way: values and givens are verified first, and the
//! search runs within a budget.

use crate::core::error::Error;
use crate::core::grid::Grid;
use crate::core::solver;

/// The default budget of [`Grid::solve`] and [`Grid::count_solutions`], in guesses.
///
/// Every puzzle of the benchmark sets needs fewer than 100 000 guesses to solve and prove
/// unique; this budget is a hundred times that, and bounds the time a pathological input
/// (say, counting all the solutions of an empty grid) can take to a few seconds.
pub const DEFAULT_MAX_GUESSES: u64 = 10_000_000;

impl Grid {
    /// One solution: the first in the solver's deterministic order.
    ///
    /// A puzzle with several solutions gets one of them, always the same one. Use
    /// [`Grid::count_solutions`] with a limit of 2 to learn whether it is unique.
    ///
    /// # Errors
    /// [`Error::ConflictingGivens`] when two givens clash (found while placing the givens,
    /// before any guess, and never reported as "no solution");
    /// [`Error::NoSolution`] when there is none; [`Error::BudgetExceeded`] when the search
    /// takes more than [`DEFAULT_MAX_GUESSES`] guesses.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// let puzzle = Grid::from_line(
    ///     "000000000782135649469278135321546897000000000596827413917652384643781952000000000",
    /// )?;
    /// let solution = puzzle.solve()?; // one of several
    /// assert!(solution.is_solved());
    /// assert_eq!(solution, puzzle.solve()?); // always the same one
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn solve(&self) -> Result<Grid, Error> {
        self.solve_with_budget(DEFAULT_MAX_GUESSES)
    }

    /// [`Grid::solve`] with a budget of `max_guesses` guesses (0 allows none: only
    /// forced cells are filled).
    ///
    /// # Errors
    /// As [`Grid::solve`], with [`Error::BudgetExceeded`] past `max_guesses`.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Error, Grid};
    ///
    /// assert_eq!(
    ///     Grid::empty().solve_with_budget(0),
    ///     Err(Error::BudgetExceeded { max_guesses: 0, found: 0 })
    /// );
    /// ```
    pub fn solve_with_budget(&self, max_guesses: u64) -> Result<Grid, Error> {
        let result = solver::search(self.as_bytes(), 1, max_guesses);
        match result.first {
            Some(cells) => Ok(Grid::from_solution(cells)),
            None if result.out_of_budget => Err(Error::BudgetExceeded {
                max_guesses,
                found: 0,
            }),
            None => {
                self.check()?;
                Err(Error::NoSolution)
            }
        }
    }

    /// How many solutions there are, counting no further than `limit`.
    ///
    /// The cost is bounded by `limit`: `limit = 2` tells "none", "unique" or "several"
    /// and is fast even for an empty grid.
    ///
    /// # Errors
    /// [`Error::ConflictingGivens`] when two givens clash; [`Error::BudgetExceeded`] when
    /// reaching `limit` would take more than [`DEFAULT_MAX_GUESSES`] guesses.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// assert_eq!(Grid::empty().count_solutions(2)?, 2);
    /// assert_eq!(Grid::empty().count_solutions(0)?, 0);
    /// let solved = Grid::empty().solve()?;
    /// assert_eq!(solved.count_solutions(10)?, 1);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn count_solutions(&self, limit: u64) -> Result<u64, Error> {
        self.count_solutions_with_budget(limit, DEFAULT_MAX_GUESSES)
    }

    /// [`Grid::count_solutions`] with a budget of `max_guesses` guesses.
    ///
    /// # Errors
    /// As [`Grid::count_solutions`], with [`Error::BudgetExceeded`] past `max_guesses`;
    /// the error carries the number of solutions found until then.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Error, Grid};
    ///
    /// match Grid::empty().count_solutions_with_budget(u64::MAX, 1000) {
    ///     Err(Error::BudgetExceeded { max_guesses: 1000, found }) => assert!(found > 0),
    ///     other => panic!("{other:?}"),
    /// }
    /// ```
    pub fn count_solutions_with_budget(&self, limit: u64, max_guesses: u64) -> Result<u64, Error> {
        let result = solver::count(self.as_bytes(), limit, max_guesses);
        if result.count == 0 && !result.out_of_budget {
            // The search finds no solution for clashing givens without guessing; only
            // then is it worth telling the two apart (and `limit = 0` tells nothing).
            self.check()?;
        }
        if result.out_of_budget {
            return Err(Error::BudgetExceeded {
                max_guesses,
                found: result.count,
            });
        }
        Ok(result.count)
    }

    /// One solution and the number of solutions up to `limit`, from a single search:
    /// what a solver page shows ("unique", "one of several") without searching twice.
    ///
    /// The solution is the one [`Grid::solve`] returns; `limit` is raised to 1 if it is 0.
    ///
    /// # Errors
    /// [`Error::ConflictingGivens`]; [`Error::NoSolution`] when there is none;
    /// [`Error::BudgetExceeded`] when the search takes more than [`DEFAULT_MAX_GUESSES`]
    /// guesses before it finds the first solution. Once a solution is found, running out
    /// of budget while counting further is not an error: the count is then a lower bound
    /// of at least 1 (and `complete` is false).
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// let several = Grid::from_line(
    ///     "000000000782135649469278135321546897000000000596827413917652384643781952000000000",
    /// )?;
    /// let counted = several.solve_and_count(2)?;
    /// assert_eq!(counted.count, 2);
    /// assert_eq!(counted.solution, several.solve()?);
    /// assert!(counted.complete);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn solve_and_count(&self, limit: u64) -> Result<Counted, Error> {
        self.solve_and_count_with_budget(limit, DEFAULT_MAX_GUESSES)
    }

    /// [`Grid::solve_and_count`] with a budget of `max_guesses` guesses.
    ///
    /// # Errors
    /// As [`Grid::solve_and_count`], with [`Error::BudgetExceeded`] past `max_guesses`
    /// before the first solution.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// let counted = Grid::empty().solve_and_count_with_budget(u64::MAX, 100)?;
    /// assert!(counted.count >= 1 && !counted.complete);
    /// assert!(counted.solution.is_solved());
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn solve_and_count_with_budget(
        &self,
        limit: u64,
        max_guesses: u64,
    ) -> Result<Counted, Error> {
        let result = solver::search(self.as_bytes(), limit.max(1), max_guesses);
        match result.first {
            Some(cells) => Ok(Counted {
                solution: Grid::from_solution(cells),
                count: result.count,
                complete: !result.out_of_budget,
            }),
            None if result.out_of_budget => Err(Error::BudgetExceeded {
                max_guesses,
                found: 0,
            }),
            None => {
                self.check()?;
                Err(Error::NoSolution)
            }
        }
    }
}

/// A solution with the number of solutions counted up to a limit
/// ([`Grid::solve_and_count`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    /// The first solution, the one [`Grid::solve`] returns.
    pub solution: Grid,
    /// Solutions found, from 1 up to the limit.
    pub count: u64,
    /// False when the budget stopped the count early (`count` is then a lower bound).
    pub complete: bool,
}
