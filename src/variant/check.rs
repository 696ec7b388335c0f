//! Which rules a (partly) filled grid breaks: [`Puzzle::conflicts`] on the givens, and
//! the final check of every solution the search finds.
//!
//! A rule counts as broken only when the filled cells alone prove it: two equal digits
//! in an all-different group, a cage whose digits already pass its sum, an arrow whose
//! line can no longer make its circle's number, a thermometer that goes down, and so
//! on. Written directly from the rules, apart from the propagators.

use serde::Serialize;

use super::puzzle::{Constraint, Puzzle};
use crate::Error;

/// A rule that the givens break, with the cells that show it.
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{Constraint, Puzzle};
///
/// let mut puzzle = Puzzle::new(4);
/// puzzle.givens[0] = 3;
/// puzzle.givens[1] = 2;
/// puzzle.constraints.push(Constraint::Thermometer { cells: vec![0, 1] });
/// let conflicts = puzzle.conflicts()?;
/// assert_eq!(conflicts.len(), 1);
/// assert_eq!(conflicts[0].rule, "thermometer");
/// assert_eq!(conflicts[0].constraint, Some(0));
/// assert_eq!(conflicts[0].cells, vec![0, 1]);
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RuleConflict {
    /// The rule: `"row"`, `"column"`, `"region"`, or a constraint's name
    /// ([`Constraint::name`], e.g. `"killerCage"`).
    pub rule: &'static str,
    /// The constraint's index in [`Puzzle::constraints`], `None` for a row, column or region.
    pub constraint: Option<usize>,
    /// The cells involved, 0-based row-major indices.
    pub cells: Vec<u16>,
}

impl Puzzle {
    /// The rules the givens break: two equal givens in a row, column, region or other
    /// all-different group (one entry per pair), and every constraint whose given cells
    /// already contradict it. Empty when nothing is wrong yet (which does not mean the
    /// puzzle has a solution).
    ///
    /// # Errors
    /// [`Error::InvalidPuzzle`] when the description is malformed
    /// ([`Puzzle::validate_shape`]).
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::{Constraint, Puzzle};
    ///
    /// let mut puzzle = Puzzle::new(6);
    /// puzzle.givens[0] = 5;
    /// puzzle.givens[7] = 5; // same 2×3 box
    /// let conflicts = puzzle.conflicts()?;
    /// assert_eq!(conflicts[0].rule, "region");
    /// assert_eq!(conflicts[0].cells, vec![0, 7]);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn conflicts(&self) -> Result<Vec<RuleConflict>, Error> {
        self.validate_shape()?;
        Ok(broken_rules(self, &self.givens, usize::MAX))
    }

    /// The first rule the givens break, as an error ([`Error::BrokenRule`], code
    /// `ConflictingGivens`), or `Ok` when [`Puzzle::conflicts`] is empty.
    pub(crate) fn check_givens(&self) -> Result<(), Error> {
        match broken_rules(self, &self.givens, 1).into_iter().next() {
            Some(c) => Err(Error::BrokenRule {
                rule: c.rule.to_string(),
                cells: c.cells,
                size: self.size,
            }),
            None => Ok(()),
        }
    }
}

/// Whether a full grid satisfies every rule of `puzzle`.
pub(crate) fn satisfies(puzzle: &Puzzle, values: &[u8]) -> bool {
    broken_rules(puzzle, values, 1).is_empty()
}

/// The broken rules of a grid (0 = blank), at most `limit` of them.
pub(crate) fn broken_rules(puzzle: &Puzzle, values: &[u8], limit: usize) -> Vec<RuleConflict> {
    let mut out = Checker {
        n: usize::from(puzzle.size),
        values,
        limit,
        found: Vec::new(),
    };
    out.houses(puzzle);
    let repeated = super::limits::repeated(&puzzle.constraints);
    for (k, constraint) in puzzle.constraints.iter().enumerate() {
        if out.full() {
            break;
        }
        if repeated[k] {
            continue;
        }
        out.constraint(puzzle, k, constraint);
    }
    out.found
}

/// A grid being checked, and what it breaks so far; the kinds' `check` report here.
pub(crate) struct Checker<'a> {
    /// N.
    pub n: usize,
    values: &'a [u8],
    limit: usize,
    found: Vec<RuleConflict>,
}

impl Checker<'_> {
    fn full(&self) -> bool {
        self.found.len() >= self.limit
    }

    pub(crate) fn v(&self, cell: u16) -> i64 {
        i64::from(self.values[usize::from(cell)])
    }

    pub(crate) fn report(
        &mut self,
        rule: &'static str,
        constraint: Option<usize>,
        mut cells: Vec<u16>,
    ) {
        if !self.full() {
            cells.sort_unstable();
            cells.dedup();
            self.found.push(RuleConflict {
                rule,
                constraint,
                cells,
            });
        }
    }

    /// Equal filled digits in a group, one report per pair.
    pub(crate) fn distinct(&mut self, rule: &'static str, k: Option<usize>, cells: &[u16]) {
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                if self.v(a) != 0 && self.v(a) == self.v(b) {
                    self.report(rule, k, vec![a, b]);
                }
            }
        }
    }

    fn houses(&mut self, puzzle: &Puzzle) {
        let n = self.n;
        let regions = puzzle.region_of_cells();
        let cell = |r: usize, c: usize| (r * n + c) as u16;
        for i in 0..n {
            let row: Vec<u16> = (0..n).map(|c| cell(i, c)).collect();
            self.distinct("row", None, &row);
        }
        for i in 0..n {
            let col: Vec<u16> = (0..n).map(|r| cell(r, i)).collect();
            self.distinct("column", None, &col);
        }
        for i in 0..n {
            let region: Vec<u16> = (0..n * n)
                .filter(|&c| usize::from(regions[c]) == i)
                .map(|c| c as u16)
                .collect();
            self.distinct("region", None, &region);
        }
    }

    /// Distinct-or-not digits that must sum to `sum`: broken when the filled ones
    /// (with 1 for each blank) exceed it, or when all are filled and miss it.
    pub(crate) fn sum_rule(&mut self, rule: &'static str, k: usize, cells: &[u16], sum: i64) {
        let total: i64 = cells.iter().map(|&c| self.v(c)).sum();
        let blanks = cells.iter().filter(|&&c| self.v(c) == 0).count() as i64;
        if total + blanks > sum || (blanks == 0 && total != sum) {
            self.report(rule, Some(k), cells.to_vec());
        }
    }

    /// All cells filled?
    pub(crate) fn filled(&self, cells: &[u16]) -> bool {
        cells.iter().all(|&c| self.v(c) != 0)
    }

    pub(crate) fn pair_rule(
        &mut self,
        name: &'static str,
        k: usize,
        a: u16,
        b: u16,
        ok: impl Fn(i64, i64) -> bool,
    ) {
        let (x, y) = (self.v(a), self.v(b));
        if x != 0 && y != 0 && !ok(x, y) {
            self.report(name, Some(k), vec![a, b]);
        }
    }

    pub(crate) fn neighbours(&self) -> Vec<(u16, u16)> {
        let n = self.n;
        let mut out = Vec::new();
        for r in 0..n {
            for c in 0..n {
                let a = (r * n + c) as u16;
                if c + 1 < n {
                    out.push((a, a + 1));
                }
                if r + 1 < n {
                    out.push((a, a + n as u16));
                }
            }
        }
        out
    }

    fn constraint(&mut self, puzzle: &Puzzle, k: usize, constraint: &Constraint) {
        constraint.with_kind(|kind| kind.check(self, k, puzzle));
    }
}
