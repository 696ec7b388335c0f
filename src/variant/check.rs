//! Which rules a (partly) filled grid breaks: [`Puzzle::conflicts`] on the givens, and
//! the final check of every solution the search finds.
//!
//! A rule counts as broken only when the filled cells alone prove it: two equal digits
//! in an all-different group, a full cage with the wrong sum, a thermometer that goes
//! down, and so on. Written directly from the rules, apart from the propagators.

use serde::Serialize;

use super::puzzle::{Axis, Constraint, Diagonal, Mark, Puzzle};
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
    for (k, constraint) in puzzle.constraints.iter().enumerate() {
        if out.full() {
            break;
        }
        out.constraint(puzzle, k, constraint);
    }
    out.found
}

struct Checker<'a> {
    n: usize,
    values: &'a [u8],
    limit: usize,
    found: Vec<RuleConflict>,
}

impl Checker<'_> {
    fn full(&self) -> bool {
        self.found.len() >= self.limit
    }

    fn v(&self, cell: u16) -> i64 {
        i64::from(self.values[usize::from(cell)])
    }

    fn report(&mut self, rule: &'static str, constraint: Option<usize>, mut cells: Vec<u16>) {
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
    fn distinct(&mut self, rule: &'static str, k: Option<usize>, cells: &[u16]) {
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

    /// All cells filled?
    fn filled(&self, cells: &[u16]) -> bool {
        cells.iter().all(|&c| self.v(c) != 0)
    }

    fn pair_rule(
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

    fn neighbours(&self) -> Vec<(u16, u16)> {
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
        let n = self.n;
        let name = constraint.name();
        match constraint {
            Constraint::Diagonal { direction } => {
                let cells: Vec<u16> = (0..n)
                    .map(|i| match direction {
                        Diagonal::Main => (i * n + i) as u16,
                        Diagonal::Anti => ((n - 1 - i) * n + i) as u16,
                    })
                    .collect();
                self.distinct(name, Some(k), &cells);
            }
            Constraint::ExtraRegion { cells } => self.distinct(name, Some(k), cells),
            Constraint::KillerCage { cells, sum } => {
                self.distinct(name, Some(k), cells);
                if let Some(sum) = sum {
                    let total: i64 = cells.iter().map(|&c| self.v(c)).sum();
                    let blanks = cells.iter().filter(|&&c| self.v(c) == 0).count() as i64;
                    if total + blanks > i64::from(*sum) || (blanks == 0 && total != i64::from(*sum))
                    {
                        self.report(name, Some(k), cells.clone());
                    }
                }
            }
            Constraint::LittleKiller { cells, sum } => {
                let total: i64 = cells.iter().map(|&c| self.v(c)).sum();
                let blanks = cells.iter().filter(|&&c| self.v(c) == 0).count() as i64;
                if total + blanks > i64::from(*sum) || (blanks == 0 && total != i64::from(*sum)) {
                    self.report(name, Some(k), cells.clone());
                }
            }
            Constraint::Sandwich { axis, index, sum } => {
                let i = usize::from(*index);
                let line: Vec<u16> = (0..n)
                    .map(|j| match axis {
                        Axis::Row => (i * n + j) as u16,
                        Axis::Column => (j * n + i) as u16,
                    })
                    .collect();
                let one = line.iter().position(|&c| self.v(c) == 1);
                let big = line.iter().position(|&c| self.v(c) == n as i64);
                if let (Some(a), Some(b)) = (one, big) {
                    let inner = &line[a.min(b) + 1..a.max(b)];
                    if self.filled(inner) {
                        let total: i64 = inner.iter().map(|&c| self.v(c)).sum();
                        if total != i64::from(*sum) {
                            self.report(name, Some(k), line[a.min(b)..=a.max(b)].to_vec());
                        }
                    }
                }
            }
            Constraint::Thermometer { cells } => {
                for (i, &a) in cells.iter().enumerate() {
                    for (j, &b) in cells.iter().enumerate().skip(i + 1) {
                        let (x, y) = (self.v(a), self.v(b));
                        if x != 0 && y != 0 && y - x < (j - i) as i64 {
                            self.report(name, Some(k), vec![a, b]);
                        }
                    }
                }
            }
            Constraint::Arrow { circle, line } => {
                if self.filled(circle) && self.filled(line) {
                    let number = circle.iter().fold(0i64, |acc, &c| {
                        acc.saturating_mul(10).saturating_add(self.v(c))
                    });
                    let total: i64 = line.iter().map(|&c| self.v(c)).sum();
                    if number != total {
                        let mut cells = circle.clone();
                        cells.extend_from_slice(line);
                        self.report(name, Some(k), cells);
                    }
                }
            }
            Constraint::KropkiWhite { cells, difference } => {
                let d = i64::from(*difference);
                self.pair_rule(name, k, cells[0], cells[1], |x, y| (x - y).abs() == d);
            }
            Constraint::KropkiBlack { cells, ratio } => {
                let r = i64::from(*ratio);
                self.pair_rule(name, k, cells[0], cells[1], |x, y| x == r * y || y == r * x);
            }
            Constraint::Xv { cells, sum } => {
                let s = i64::from(*sum);
                self.pair_rule(name, k, cells[0], cells[1], |x, y| x + y == s);
            }
            Constraint::AntiKnight {} | Constraint::AntiKing {} => {
                let knight = matches!(constraint, Constraint::AntiKnight {});
                for a in 0..n * n {
                    for b in a + 1..n * n {
                        let dr = (a / n).abs_diff(b / n);
                        let dc = (a % n).abs_diff(b % n);
                        let apart = if knight {
                            (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
                        } else {
                            dr <= 1 && dc <= 1
                        };
                        if apart {
                            self.pair_rule(name, k, a as u16, b as u16, |x, y| x != y);
                        }
                    }
                }
            }
            Constraint::NonConsecutive {} => {
                let exempt = |a: u16, b: u16| {
                    puzzle.constraints.iter().any(|c| {
                        matches!(c, Constraint::KropkiWhite { cells, difference: 1 }
                            if (cells[0], cells[1]) == (a, b) || (cells[1], cells[0]) == (a, b))
                    })
                };
                for (a, b) in self.neighbours() {
                    if !exempt(a, b) {
                        self.pair_rule(name, k, a, b, |x, y| (x - y).abs() != 1);
                    }
                }
            }
            Constraint::Negative { mark } => {
                let marked = |a: u16, b: u16| {
                    puzzle.constraints.iter().any(|c| {
                        let (cells, hit) = match (c, mark) {
                            (Constraint::KropkiWhite { cells, .. }, Mark::KropkiWhite)
                            | (Constraint::KropkiBlack { cells, .. }, Mark::KropkiBlack) => {
                                (cells, true)
                            }
                            (Constraint::Xv { cells, sum: 10 }, Mark::X)
                            | (Constraint::Xv { cells, sum: 5 }, Mark::V) => (cells, true),
                            _ => return false,
                        };
                        hit && ((cells[0], cells[1]) == (a, b) || (cells[1], cells[0]) == (a, b))
                    })
                };
                for (a, b) in self.neighbours() {
                    if marked(a, b) {
                        continue;
                    }
                    match mark {
                        Mark::KropkiWhite => {
                            self.pair_rule(name, k, a, b, |x, y| (x - y).abs() != 1)
                        }
                        Mark::KropkiBlack => {
                            self.pair_rule(name, k, a, b, |x, y| x != 2 * y && y != 2 * x)
                        }
                        Mark::X => self.pair_rule(name, k, a, b, |x, y| x + y != 10),
                        Mark::V => self.pair_rule(name, k, a, b, |x, y| x + y != 5),
                    }
                }
            }
            Constraint::Odd { cells } | Constraint::Even { cells } => {
                let odd = matches!(constraint, Constraint::Odd { .. });
                for &c in cells {
                    let v = self.v(c);
                    if v != 0 && (v % 2 == 1) != odd {
                        self.report(name, Some(k), vec![c]);
                    }
                }
            }
            Constraint::Renban { cells } => {
                self.distinct(name, Some(k), cells);
                let filled: Vec<i64> = cells
                    .iter()
                    .map(|&c| self.v(c))
                    .filter(|&v| v != 0)
                    .collect();
                if let (Some(lo), Some(hi)) = (filled.iter().min(), filled.iter().max()) {
                    if hi - lo >= cells.len() as i64 {
                        let shown = cells.iter().copied().filter(|&c| self.v(c) != 0).collect();
                        self.report(name, Some(k), shown);
                    }
                }
            }
            Constraint::Palindrome { cells } => {
                for i in 0..cells.len() / 2 {
                    let j = cells.len() - 1 - i;
                    self.pair_rule(name, k, cells[i], cells[j], |x, y| x == y);
                }
            }
            Constraint::Between { cells } => {
                let (a, b) = (self.v(cells[0]), self.v(cells[cells.len() - 1]));
                if a != 0 && b != 0 {
                    let (lo, hi) = (a.min(b), a.max(b));
                    for &c in &cells[1..cells.len() - 1] {
                        let v = self.v(c);
                        if v != 0 && !(lo < v && v < hi) {
                            self.report(name, Some(k), vec![cells[0], c, cells[cells.len() - 1]]);
                        }
                    }
                }
            }
            Constraint::Quadruple { cells, digits } => {
                let blanks = cells.iter().filter(|&&c| self.v(c) == 0).count();
                // The listed digits not yet present must fit in the blanks.
                let mut present: Vec<i64> = cells
                    .iter()
                    .map(|&c| self.v(c))
                    .filter(|&v| v != 0)
                    .collect();
                let mut missing = 0;
                for &d in digits {
                    match present.iter().position(|&v| v == i64::from(d)) {
                        Some(i) => {
                            present.swap_remove(i);
                        }
                        None => missing += 1,
                    }
                }
                if missing > blanks {
                    self.report(name, Some(k), cells.clone());
                }
            }
            Constraint::Whispers { cells, difference } => {
                let d = i64::from(difference.unwrap_or(n.div_ceil(2) as u8));
                for w in cells.windows(2) {
                    self.pair_rule(name, k, w[0], w[1], |x, y| (x - y).abs() >= d);
                }
            }
        }
    }
}
