//! The search core: count the solutions of a grid up to a limit.
//!
//! [`search`] is the one primitive: `limit = 1` solves, `limit = 2` also proves the
//! solution unique. It works on raw cells and trusts its caller to have checked them;
//! [`Grid::solve`](crate::Grid::solve) and friends are the checked public face.
//!
//! Layout: one 9-bit candidate mask per row, column and box (bit `d - 1` set while digit
//! `d` is still free there). A blank cell's candidates are the AND of its three masks.
//! The search fills forced cells (one candidate) first and otherwise branches on the
//! blank with the fewest candidates, trying digits in increasing order, so the first
//! solution found is the same on every platform.

/// Result of one search.
///
/// # Example
/// ```
/// use sudoku_wasm::solver::search;
///
/// let result = search(&[0; 81], 2, u64::MAX);
/// assert_eq!(result.count, 2);
/// assert!(result.first.is_some());
/// assert!(!result.out_of_budget);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    /// Solutions found, never more than `limit`.
    pub count: u64,
    /// The first solution in the solver's deterministic order, if any (row-major, digits 1-9).
    pub first: Option<[u8; 81]>,
    /// Guesses (branch points where the search tried a candidate that was not forced).
    pub guesses: u64,
    /// True when `max_guesses` stopped the search before it was complete (count is then a
    /// lower bound).
    pub out_of_budget: bool,
}

/// Counts solutions of `cells` (row-major, 0 = blank, 1..=9 = given) up to `limit`.
///
/// Stops after `max_guesses` guesses with `out_of_budget` set. Conflicting givens give a
/// count of 0; `limit = 0` returns at once. Bytes over 9 are treated as blanks (the
/// checked API never passes them).
///
/// # Example
/// ```
/// use sudoku_wasm::solver::search;
///
/// let mut cells = [0u8; 81];
/// cells[0] = 1;
/// cells[1] = 1; // two 1s in row 1
/// assert_eq!(search(&cells, 1, u64::MAX).count, 0);
/// ```
pub fn search(cells: &[u8; 81], limit: u64, max_guesses: u64) -> Search {
    let mut state = State {
        cells: *cells,
        rows: [0x1ff; 9],
        cols: [0x1ff; 9],
        boxes: [0x1ff; 9],
    };
    let mut run = Run {
        limit,
        max_guesses,
        result: Search {
            count: 0,
            first: None,
            guesses: 0,
            out_of_budget: false,
        },
    };
    if limit == 0 {
        return run.result;
    }
    for i in 0..81 {
        let d = state.cells[i];
        if d == 0 || d > 9 {
            state.cells[i] = 0;
            continue;
        }
        let bit = 1u16 << (d - 1);
        let (r, c, b) = units(i);
        if state.rows[r] & state.cols[c] & state.boxes[b] & bit == 0 {
            return run.result;
        }
        state.place(i, bit);
    }
    run.solve(&mut state);
    run.result
}

#[derive(Clone, Copy)]
struct State {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

struct Run {
    limit: u64,
    max_guesses: u64,
    result: Search,
}

fn units(i: usize) -> (usize, usize, usize) {
    let (r, c) = (i / 9, i % 9);
    (r, c, r / 3 * 3 + c / 3)
}

impl State {
    fn place(&mut self, i: usize, bit: u16) {
        let (r, c, b) = units(i);
        self.cells[i] = bit.trailing_zeros() as u8 + 1;
        self.rows[r] &= !bit;
        self.cols[c] &= !bit;
        self.boxes[b] &= !bit;
    }

    fn candidates(&self, i: usize) -> u16 {
        let (r, c, b) = units(i);
        self.rows[r] & self.cols[c] & self.boxes[b]
    }
}

impl Run {
    /// Returns false when the search must stop (limit reached or budget spent).
    fn solve(&mut self, state: &mut State) -> bool {
        // Place forced cells until a branch is needed; find the most constrained blank.
        loop {
            let mut best = None;
            let mut best_count = 10;
            let mut forced = false;
            for i in 0..81 {
                if state.cells[i] != 0 {
                    continue;
                }
                let cand = state.candidates(i);
                let n = cand.count_ones();
                if n == 0 {
                    return true;
                }
                if n == 1 {
                    state.place(i, cand);
                    forced = true;
                } else if n < best_count {
                    best_count = n;
                    best = Some(i);
                }
            }
            if forced {
                continue;
            }
            let Some(i) = best else {
                self.result.count += 1;
                if self.result.first.is_none() {
                    self.result.first = Some(state.cells);
                }
                return self.result.count < self.limit;
            };
            let mut cand = state.candidates(i);
            while cand != 0 {
                if self.result.guesses >= self.max_guesses {
                    self.result.out_of_budget = true;
                    return false;
                }
                self.result.guesses += 1;
                let bit = cand & cand.wrapping_neg();
                cand &= !bit;
                let mut next = *state;
                next.place(i, bit);
                if !self.solve(&mut next) {
                    return false;
                }
            }
            return true;
        }
    }
}
