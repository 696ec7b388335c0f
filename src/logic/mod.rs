//! Human-style solving: techniques applied in order of difficulty, each step explained.
//!
//! The engine works on a [`Position`] position (the filled cells and the pencil marks
//! of the blank ones). [`hint`] finds the next step from a position, [`solve_path`] every
//! step from a puzzle to its solution. A [`Step`] says which [`Technique`] it uses, what
//! it places and removes, which cells and units make its pattern, and explains itself
//! in a sentence or two ("Naked pair 3/7 in row 4 (r4c2, r4c8) removes 3 and 7 from the
//! other cells of row 4: …").
//!
//! ## Techniques
//! By level; within a level, and overall, they are tried in the order of
//! [`Technique::ALL`] (which is also their `Ord`):
//!
//! | level | techniques |
//! |---|---|
//! | easy | full house, naked single, hidden single |
//! | medium | pointing, claiming, naked and hidden pairs and triples |
//! | hard | X-Wing, Skyscraper, 2-String Kite, Empty rectangle, XY-Wing, XYZ-Wing, W-Wing, Swordfish, simple colouring, unique rectangles types 1-4, BUG+1, naked and hidden quads |
//! | expert | finned X-Wing, finned Swordfish (both include sashimi), Jellyfish, X-Chain, XY-Chain, alternating inference chains |
//! | extreme | forcing nets: a candidate whose assumption leads to a contradiction by singles, and a cell whose every candidate leads by singles to the same digit |
//!
//! | (find_steps only) | unique rectangles types 5 and 6, hidden rectangle, unique rectangles with a missing candidate, avoidable rectangles types 1 and 2 (with the givens: [`find_steps_with_givens`]), finned Jellyfish (with sashimi), Franken and Mutant fish (sizes 2-4, finned or not), grouped AIC, ALS chains (ALS-XZ, ALS-XY-Wing, longer), Death Blossom, Sue de Coq, template set and delete |
//!
//! The last row's techniques are not in [`hint`]'s ordering ([`Technique::in_hint`]):
//! [`find_steps`] finds them, so the grades and paths of every puzzle stay as they were.
//!
//! When none applies, the step is a [`Technique::Guess`]: the solution's digit in a cell
//! with the fewest candidates, clearly labelled as not a logical step.
//!
//! ## Soundness and uniqueness
//! Every step but a guess is a deduction: no placement or elimination ever contradicts a
//! solution of the position. The uniqueness techniques (unique rectangles, BUG+1) are
//! deductions only for a puzzle with exactly one solution: [`hint`] and [`solve_path`]
//! count the solutions first and use them only then. A puzzle with several solutions
//! gets the other techniques and then, where logic ends, a guess that says so; a puzzle
//! with none is an [`Error::NoSolution`].
//!
//! ## Example
//! ```
//! use sudoku_wasm::{hint, solve_path, Grid, Technique};
//!
//! let grid = Grid::from_line(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! )?;
//! let step = hint(&grid, None)?.expect("the puzzle is not solved yet");
//! assert_eq!(step.technique, Technique::NakedSingle);
//! assert_eq!(step.text, "Naked single: 5 is the only candidate left in r5c5, so r5c5 is 5.");
//!
//! let path = solve_path(&grid)?;
//! assert_eq!(path.iter().map(|s| s.placements.len()).sum::<usize>(), 51);
//! assert!(path.iter().all(|s| s.technique != Technique::Guess));
//! # Ok::<(), sudoku_wasm::Error>(())
//! ```

mod avoidable;
mod blossom;
pub(crate) mod cells;
mod chaining;
mod chains;
mod fish;
mod franken;
pub mod generate;
pub mod grade;
mod grouped;
mod intersections;
mod nets;
mod position;
mod rating;
mod settle;
mod single_digit;
mod singles;
mod strong_links;
mod subsets;
mod sue_de_coq;
mod technique;
mod templates;
pub(crate) mod text;
mod uniqueness;
mod wings;

use std::cell::RefCell;
use std::fmt;

use cells::{digits, CellSet};
pub use position::Position;
pub(crate) use rating::rate_position;
pub use rating::{rate, Rating};
pub use technique::{Level, Technique};

/// The old name of [`Position`].
#[deprecated(
    since = "0.2.0",
    note = "renamed to `Position`: a grid with its pencil marks"
)]
pub type Candidates = Position;

use crate::core::error::Error;
use crate::core::grid::{Cell, Grid, Unit};
use crate::core::solver;

/// A digit in a cell: something a step places, or a candidate it removes.
///
/// # Example
/// ```
/// use sudoku_wasm::{Candidate, Cell};
///
/// let candidate = Candidate { cell: Cell::at(3, 1), digit: 7 };
/// assert_eq!(candidate.to_string(), "7 in r4c2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit, 1-9.
    pub digit: u8,
}

impl fmt::Display for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} in {}",
            self.digit,
            text::cell_name(self.cell.index())
        )
    }
}

/// One step of reasoning: what it places and removes, the pattern behind it, and why.
///
/// # Example
/// ```
/// use sudoku_wasm::{hint, Grid, Technique, Unit};
///
/// let grid = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let step = hint(&grid, None)?.unwrap();
/// assert_eq!(step.technique, Technique::NakedSingle);
/// assert_eq!(step.placements.len(), 1);
/// assert!(step.eliminations.is_empty());
/// assert_eq!(step.cells, vec![step.placements[0].cell]);
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The digits it places (each also leaves the candidates of the cell's peers).
    pub placements: Vec<Candidate>,
    /// The candidates it removes, sorted by digit, then cell.
    pub eliminations: Vec<Candidate>,
    /// The cells that make the pattern (for a chain, in chain order).
    pub cells: Vec<Cell>,
    /// The rows, columns and boxes the pattern lives in.
    pub units: Vec<Unit>,
    /// The explanation: one or two sentences, with cells named `r4c2` and units
    /// `row 4`, `column 2`, `box 5`.
    pub text: String,
}

/// What a technique reads: the position and, per digit, the cells that still allow it;
/// and where its finder hands what it finds ([`Ctx::offer`]).
pub(crate) struct Ctx<'a> {
    pub(crate) pos: &'a Position,
    /// `by_digit[d - 1]`: the blank cells with candidate `d`.
    by_digit: [CellSet; 9],
    /// The blank cells.
    pub(crate) blanks: CellSet,
    /// The filled cells that were given (the others were placed by solving): only the
    /// avoidable rectangles read it. [`Ctx::new`] counts every filled cell as given.
    pub(crate) givens: CellSet,
    /// `None`: the finder stops at its first step (`find`). `Some`: it records every
    /// step here and searches on (`find_all`).
    all: Option<RefCell<Vec<Step>>>,
}

/// Hands a step the finder found to [`Ctx::offer`]: returns it from the finder when
/// only the first is wanted, else records it and lets the search go on.
macro_rules! offer {
    ($ctx:expr, $step:expr) => {
        if let Some(step) = $ctx.offer($step) {
            return Some(step);
        }
    };
}
pub(crate) use offer;

impl<'a> Ctx<'a> {
    pub(crate) fn new(pos: &'a Position) -> Ctx<'a> {
        let mut by_digit = [CellSet::EMPTY; 9];
        let mut blanks = CellSet::EMPTY;
        for i in 0..81 {
            if pos.digits[i] == 0 {
                blanks.insert(i);
            }
            for d in digits(pos.masks[i]) {
                by_digit[usize::from(d - 1)].insert(i);
            }
        }
        Ctx {
            pos,
            by_digit,
            blanks,
            givens: (0..81).filter(|&i| !blanks.contains(i)).collect(),
            all: None,
        }
    }

    /// A context whose finders record every step they find instead of stopping at the
    /// first ([`Ctx::into_steps`] gives them back).
    pub(crate) fn collecting(pos: &'a Position) -> Ctx<'a> {
        Ctx {
            all: Some(RefCell::new(Vec::new())),
            ..Ctx::new(pos)
        }
    }

    /// A step a finder found: given back (the finder returns it) when the context wants
    /// the first step only; recorded, and `None` (the finder searches on), when it
    /// collects them all.
    pub(crate) fn offer(&self, step: Step) -> Option<Step> {
        match &self.all {
            None => Some(step),
            Some(all) => {
                all.borrow_mut().push(step);
                None
            }
        }
    }

    /// Whether the context collects every step ([`Ctx::collecting`]).
    pub(crate) fn collects(&self) -> bool {
        self.all.is_some()
    }

    /// The steps recorded by a collecting context.
    pub(crate) fn into_steps(self) -> Vec<Step> {
        self.all.map(RefCell::into_inner).unwrap_or_default()
    }

    /// The candidates of cell `i`.
    pub(crate) fn mask(&self, i: usize) -> u16 {
        self.pos.masks[i]
    }

    /// The blank cells with candidate `d` (1-9).
    pub(crate) fn cells(&self, d: u8) -> CellSet {
        self.by_digit[usize::from(d - 1)]
    }

    /// The blank cells with exactly two candidates.
    pub(crate) fn bivalues(&self) -> CellSet {
        self.blanks
            .iter()
            .filter(|&i| self.mask(i).count_ones() == 2)
            .collect()
    }
}

/// Digit `d` removed from every cell of `set`, as elimination pairs.
pub(crate) fn remove_digit(d: u8, set: CellSet) -> Vec<(usize, u8)> {
    set.iter().map(|i| (i, d)).collect()
}

/// Sorts eliminations by digit, then cell, without repeats (the order of
/// [`Step::eliminations`] and of [`text::removals`]).
///
/// A cell set per digit does it: no comparison sort, whose generic code would weigh
/// several kilobytes in the wasm module for each type it sorts.
pub(crate) fn sorted(eliminations: Vec<(usize, u8)>) -> Vec<(usize, u8)> {
    let mut by_digit = [CellSet::EMPTY; 9];
    for &(i, d) in &eliminations {
        by_digit[usize::from(d - 1)].insert(i);
    }
    (1..=9u8)
        .flat_map(|d| by_digit[usize::from(d - 1)].iter().map(move |i| (i, d)))
        .collect()
}

/// Builds a step from cell indices and unit numbers.
pub(crate) fn make_step(
    technique: Technique,
    placements: &[(usize, u8)],
    eliminations: &[(usize, u8)],
    cells: impl IntoIterator<Item = usize>,
    units: &[usize],
    text: String,
) -> Step {
    let candidate = |&(i, digit): &(usize, u8)| Candidate {
        cell: cells::cell(i),
        digit,
    };
    Step {
        technique,
        placements: placements.iter().map(candidate).collect(),
        eliminations: sorted(eliminations.to_vec())
            .iter()
            .map(candidate)
            .collect(),
        cells: cells.into_iter().map(cells::cell).collect(),
        units: units.iter().map(|&u| cells::unit(u)).collect(),
        text,
    }
}

/// What the engine knows about the solutions of the position it reasons about.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Oracle {
    /// The grid has exactly one solution (so the uniqueness techniques are deductions).
    pub(crate) unique: bool,
    /// A solution the position allows: the only one when `unique`.
    pub(crate) solution: [u8; 81],
}

impl Oracle {
    /// Counts the grid's solutions and finds one that `position` (the grid's filled
    /// cells with possibly fewer candidates) allows.
    pub(crate) fn new(grid: &Grid, position: &Position) -> Result<Oracle, Error> {
        let max_guesses = crate::DEFAULT_MAX_GUESSES;
        let search = solver::search(grid.as_bytes(), 2, max_guesses);
        if search.out_of_budget {
            return Err(Error::BudgetExceeded {
                max_guesses,
                found: search.count,
            });
        }
        let first = search.first.ok_or(Error::NoSolution)?;
        let unique = search.count == 1;
        if position.allows(&first) {
            return Ok(Oracle {
                unique,
                solution: first,
            });
        }
        if unique {
            // The player removed a candidate the only solution needs.
            return Err(Error::NoSolution);
        }
        let solution = nets::solve_position(position, max_guesses)?.ok_or(Error::NoSolution)?;
        Ok(Oracle { unique, solution })
    }
}

/// The first logical step in the order of [`Technique::ALL`], if any.
pub(crate) fn next_logical(position: &Position, unique: bool) -> Option<Step> {
    let ctx = Ctx::new(position);
    // The nested forcing net is sound for any position, but with several solutions logic
    // cannot finish anyway, and its cost grows with the open candidates (a near-empty
    // grid would take seconds): it is kept for puzzles with one solution.
    Technique::ALL
        .iter()
        .filter(|t| t.in_hint())
        .filter(|t| unique || !(t.needs_uniqueness() || **t == Technique::NestedForcingNet))
        .find_map(|t| t.find_in(&ctx))
}

/// The fallback when no technique applies: the solution's digit in a blank cell with the
/// fewest candidates (the first in row-major order).
pub(crate) fn guess(position: &Position, oracle: &Oracle) -> Option<Step> {
    let i = (0..81)
        .filter(|&i| position.digits[i] == 0)
        .min_by_key(|&i| position.masks[i].count_ones())?;
    let d = oracle.solution[i];
    let name = text::cell_name(i);
    let text = if oracle.unique {
        format!(
            "No technique of this solver applies here: the puzzle needs guessing. \
             Not a logical step: the solution has {d} in {name}, one of the cells with \
             the fewest candidates ({}).",
            text::digits_and(position.masks[i])
        )
    } else {
        format!(
            "No technique applies, and the puzzle has several solutions, so logic alone \
             cannot finish it. Not a logical step: {name} is set to {d}, as in one of the \
             solutions."
        )
    };
    Some(make_step(Technique::Guess, &[(i, d)], &[], [i], &[], text))
}

/// The next step from `position`: the first technique that applies, else a guess.
/// `None` when the position is solved.
pub(crate) fn next_step(position: &Position, oracle: &Oracle) -> Option<Step> {
    next_logical(position, oracle.unique).or_else(|| guess(position, oracle))
}

/// Every step from `position` to the solution.
pub(crate) fn path_from(mut position: Position, oracle: &Oracle) -> Vec<Step> {
    let mut steps = Vec::new();
    while let Some(mut step) = next_step(&position, oracle) {
        let before = position;
        position.apply(&step);
        if position == before {
            // Every technique only reports steps that change the position; this guard
            // keeps the loop finite even if one did not.
            debug_assert!(false, "a step changed nothing: {step:?}");
            let Some(fallback) = guess(&before, oracle) else {
                break;
            };
            position.apply(&fallback);
            step = fallback;
        }
        steps.push(step);
    }
    steps
}

/// The next step from a position: the easiest technique that applies, or, when none
/// does, a clearly labelled guess. `None` when every cell is filled.
///
/// `grid` holds the givens and the digits placed so far. `candidates`, when given, is the
/// player's pencil marks (bit `d - 1` of entry `i` for digit `d` in cell `i`, see
/// [`Position::with_masks`]): what the player has removed stays removed. Without it the
/// candidates are those the filled cells leave.
///
/// # Errors
/// [`Error::ConflictingGivens`] when two filled cells clash; [`Error::NoSolution`] when
/// the grid has no solution, or the candidates remove one every solution needs (a
/// wrongly removed candidate); [`Error::BudgetExceeded`] when counting the solutions
/// takes more than [`DEFAULT_MAX_GUESSES`](crate::DEFAULT_MAX_GUESSES) guesses.
///
/// # Example
/// ```
/// use sudoku_wasm::{hint, Cell, Error, Grid, Technique};
///
/// let grid = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let step = hint(&grid, None)?.unwrap();
/// assert_eq!(step.technique, Technique::NakedSingle);
///
/// // The player removed 5, the digit r5c5 needs, from its pencil marks.
/// let mut masks = [0x1ffu16; 81];
/// masks[40] &= !(1 << 4);
/// assert_eq!(hint(&grid, Some(&masks)), Err(Error::NoSolution));
///
/// let solved = grid.solve()?;
/// assert_eq!(hint(&solved, None)?, None);
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn hint(grid: &Grid, candidates: Option<&[u16; 81]>) -> Result<Option<Step>, Error> {
    let position = match candidates {
        Some(masks) => Position::with_masks(grid, masks)?,
        None => Position::new(grid)?,
    };
    let oracle = Oracle::new(grid, &position)?;
    Ok(next_step(&position, &oracle))
}

/// Every use of one technique in a position: each instance that places or removes
/// something (see [`Technique::find_all`]), whatever easier techniques would find.
///
/// `grid` and `candidates` are as for [`hint`]: the filled cells, and the player's pencil
/// marks when given. The uniqueness techniques ([`Technique::needs_uniqueness`]) give
/// steps only when the grid has exactly one solution; [`Technique::Guess`] gives none.
/// Every filled cell counts as a given, so the avoidable rectangles find nothing: pass
/// the givens to [`find_steps_with_givens`] for them.
///
/// # Errors
/// As for [`hint`]: [`Error::ConflictingGivens`], [`Error::NoSolution`] (also when the
/// candidates remove a digit every solution needs), [`Error::BudgetExceeded`].
///
/// # Example
/// ```
/// use sudoku_wasm::{find_steps, Grid, Technique};
///
/// let grid = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let steps = find_steps(&grid, None, Technique::HiddenSingle)?;
/// assert!(steps.len() > 1);
/// assert!(steps.iter().all(|s| s.technique == Technique::HiddenSingle));
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn find_steps(
    grid: &Grid,
    candidates: Option<&[u16; 81]>,
    technique: Technique,
) -> Result<Vec<Step>, Error> {
    find_steps_with_givens(grid, grid, candidates, technique)
}

/// [`find_steps`] for a grid played from the puzzle `givens`: a cell filled in `grid`
/// but blank in `givens` was placed by solving. Only the avoidable rectangles
/// ([`Technique::AvoidableRectangle1`] and [`Technique::AvoidableRectangle2`]) read the
/// difference, and give steps only when the givens alone have exactly one solution (the
/// grid's); every other technique finds what [`find_steps`] finds.
///
/// # Errors
/// As for [`find_steps`], and [`Error::InvalidPuzzle`] (path `givens[i]`) when a given
/// is not in `grid`: cell `i` is blank there or holds another digit.
///
/// # Example
/// ```
/// use sudoku_wasm::{find_steps, find_steps_with_givens, Candidate, Cell, Grid, Technique};
///
/// let puzzle = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// // Solving has placed 4 in r1c3, 2 in r1c9 and 2 in r2c3.
/// let grid = puzzle
///     .with(Cell::at(0, 2), 4)?
///     .with(Cell::at(0, 8), 2)?
///     .with(Cell::at(1, 2), 2)?;
/// let steps = find_steps_with_givens(&puzzle, &grid, None, Technique::AvoidableRectangle1)?;
/// // 4 in r2c9 would let 2 and 4 swap in r1c3, r1c9, r2c3 and r2c9: a second solution.
/// let r2c9_not_4 = [Candidate { cell: Cell::at(1, 8), digit: 4 }];
/// assert_eq!(steps.len(), 1);
/// assert_eq!(steps[0].eliminations, r2c9_not_4);
/// assert_eq!(
///     steps[0].text,
///     "Avoidable rectangle type 1 on 2/4 (r1c3, r1c9, r2c3, r2c9): r1c3, r1c9 and r2c3 \
///      were placed by solving, not given; if r2c9 were 4, the four cells could swap 4 \
///      and 2 and the puzzle would have two solutions; so 4 is removed from r2c9."
/// );
/// // `find_steps` counts every filled cell as given: no avoidable rectangle.
/// assert!(find_steps(&grid, None, Technique::AvoidableRectangle1)?.is_empty());
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn find_steps_with_givens(
    givens: &Grid,
    grid: &Grid,
    candidates: Option<&[u16; 81]>,
    technique: Technique,
) -> Result<Vec<Step>, Error> {
    let mut given = CellSet::EMPTY;
    for (i, (&g, &d)) in givens.as_bytes().iter().zip(grid.as_bytes()).enumerate() {
        if g == 0 {
            continue;
        }
        if g != d {
            let name = text::cell_name(i);
            let found = match d {
                0 => format!("{name} is blank in the grid"),
                d => format!("the grid has {d} in {name}"),
            };
            return Err(Error::InvalidPuzzle {
                path: format!("givens[{i}]"),
                reason: format!(
                    "{found}, but the givens have {g} there (a given stays in the grid)"
                ),
            });
        }
        given.insert(i);
    }
    let position = match candidates {
        Some(masks) => Position::with_masks(grid, masks)?,
        None => Position::new(grid)?,
    };
    let oracle = Oracle::new(grid, &position)?;
    if technique.needs_uniqueness() && !oracle.unique {
        return Ok(Vec::new());
    }
    if technique.reads_givens() && givens != grid {
        // The grid has one solution; the rectangle's swap argument needs the givens to
        // have only that one too.
        let max_guesses = crate::DEFAULT_MAX_GUESSES;
        let search = solver::search(givens.as_bytes(), 2, max_guesses);
        if search.out_of_budget {
            return Err(Error::BudgetExceeded {
                max_guesses,
                found: search.count,
            });
        }
        if search.count != 1 {
            return Ok(Vec::new());
        }
    }
    let mut ctx = Ctx::collecting(&position);
    ctx.givens = given;
    Ok(technique.find_all_in(ctx))
}

/// Every step from the puzzle to its solution, each the easiest that applies at its
/// point (guesses where none does). Empty for a grid with every cell filled.
///
/// Applying the steps in order to [`Position::new`] of the puzzle fills the grid with
/// its solution. A puzzle with several solutions gets as far as logic goes, then
/// guesses that say so.
///
/// # Errors
/// [`Error::ConflictingGivens`] when two givens clash; [`Error::NoSolution`] when there is
/// no solution; [`Error::BudgetExceeded`] as for [`hint`].
///
/// # Example
/// ```
/// use sudoku_wasm::{solve_path, Position, Grid};
///
/// let grid = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let mut position = Position::new(&grid)?;
/// for step in solve_path(&grid)? {
///     position.apply(&step);
/// }
/// assert_eq!(position.grid(), grid.solve()?);
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn solve_path(grid: &Grid) -> Result<Vec<Step>, Error> {
    let position = Position::new(grid)?;
    let oracle = Oracle::new(grid, &position)?;
    Ok(path_from(position, &oracle))
}

/// Whether `step` removes or places anything in `position` (used by the techniques'
/// tests and debug checks).
#[cfg(test)]
pub(crate) fn changes(position: &Position, step: &Step) -> bool {
    step.placements
        .iter()
        .any(|p| position.digits[p.cell.index()] == 0)
        || step
            .eliminations
            .iter()
            .any(|e| position.masks[e.cell.index()] & cells::bit(e.digit) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLES: [&str; 3] = [
        // magictour top1465 #3 and #15, and a forum hardest one: every level of technique.
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    ];

    /// Every step on the paths, and every technique run alone at every position of them,
    /// changes the position: the guard in `path_from` never fires, and `find` never
    /// reports an empty step.
    #[test]
    fn every_step_changes_its_position() {
        for line in PUZZLES {
            let grid = Grid::from_line(line).unwrap();
            let mut position = Position::new(&grid).unwrap();
            for step in solve_path(&grid).unwrap() {
                assert!(changes(&position, &step), "{step:?}");
                for t in Technique::ALL {
                    if let Some(alone) = t.find(&position) {
                        assert!(changes(&position, &alone), "{alone:?}");
                        assert_eq!(alone.technique, t);
                    }
                }
                position.apply(&step);
            }
            assert!(position.is_solved());
        }
    }

    /// `find_all` at positions along the paths: it has `find`'s step, every step is
    /// the technique's, changes the position and agrees with the solution, and no two
    /// steps conclude the same.
    #[test]
    fn find_all_gives_sound_distinct_steps_starting_with_find() {
        for line in &PUZZLES[..2] {
            let grid = Grid::from_line(line).unwrap();
            let solution = grid.solve().unwrap();
            let mut position = Position::new(&grid).unwrap();
            for (k, step) in solve_path(&grid).unwrap().iter().enumerate() {
                if k % 4 == 0 {
                    for t in Technique::ALL {
                        let all = t.find_all(&position);
                        let same = |a: &Step, b: &Step| {
                            a.placements == b.placements && a.eliminations == b.eliminations
                        };
                        match t.find(&position) {
                            Some(first) => assert!(all.iter().any(|s| same(s, &first)), "{t}"),
                            None => assert!(all.is_empty(), "{t}"),
                        }
                        for (n, s) in all.iter().enumerate() {
                            assert_eq!(s.technique, t);
                            assert!(changes(&position, s), "{s:?}");
                            assert!(s.placements.iter().all(|p| solution.get(p.cell) == p.digit));
                            assert!(s
                                .eliminations
                                .iter()
                                .all(|e| solution.get(e.cell) != e.digit));
                            assert!(all[..n].iter().all(|o| !same(o, s)));
                        }
                    }
                }
                position.apply(step);
            }
        }
    }

    #[test]
    fn eliminations_are_sorted_by_digit_then_cell() {
        let step = make_step(
            Technique::NakedPair,
            &[],
            &[(5, 7), (1, 7), (9, 3), (5, 7)],
            [],
            &[],
            String::new(),
        );
        let pairs: Vec<(usize, u8)> = step
            .eliminations
            .iter()
            .map(|e| (e.cell.index(), e.digit))
            .collect();
        assert_eq!(pairs, vec![(9, 3), (1, 7), (5, 7)]);
    }

    #[test]
    fn broken_positions_are_seen() {
        let grid = Grid::from_line(PUZZLES[0]).unwrap();
        let mut position = Position::new(&grid).unwrap();
        assert!(!position.is_broken());
        position.masks[1] = 0;
        assert!(position.is_broken());
        let mut masks = Position::new(&grid).unwrap().masks();
        // Remove 7 from every cell of row 1 that allows it: row 1 has no place for 7.
        for m in masks.iter_mut().take(9) {
            *m &= !(1 << 6);
        }
        assert!(Position::with_masks(&grid, &masks).unwrap().is_broken());
    }
}
