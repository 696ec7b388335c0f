//! The search core: counts the solutions of a 9x9 grid up to a limit.
//!
//! [`search`] is the one primitive: `limit` 1 solves, `limit` 2 also proves the
//! solution unique. It works on raw cells and trusts its caller for nothing except the
//! shape of the input: any bytes give an answer, never a panic, a loop or an allocation.
//!
//! # Bit layout
//!
//! The grid is cut into three *bands* of three rows. For every digit and band one
//! `u32` holds the cells of that band where the digit is still a candidate, 27 bits:
//!
//! ```text
//! bit = 9 * row_in_band + column          (row_in_band 0..3, column 0..9)
//!
//!          col 0 1 2 | 3 4 5 | 6 7 8
//! row 0  bits  0 1 2 | 3 4 5 | 6 7 8      <- three "triads" (row x box) per row
//! row 1  bits  9 ..  |  ..   | .. 17
//! row 2  bits 18 ..  |  ..   | .. 26
//! ```
//!
//! `cand[9 * band + digit]` is that word (digit 0..9 stands for 1..=9), so the nine
//! digits of one band sit next to each other and one slice reaches them all.
//! `unsolved[band]` marks the cells with no digit placed yet. A digit is *placed* in a
//! cell when the cell leaves `unsolved`; from then on the cell is the only candidate of
//! that digit in its row, column and box, and no other digit keeps it. This is the
//! JCZSolve idea of per-digit band words, written anew; the rules on top differ.
//!
//! # Propagation
//!
//! * Band rule, per word: the digit occupies exactly one triad in each row and each
//!   box of the band, so the triads it uses form one of the six 3x3 permutations.
//!   `KEEP`, indexed by the nine "triad is non-empty" bits, keeps only the triads on
//!   some permutation made of non-empty triads. That one lookup is pointing and
//!   claiming inside the band and hidden singles in rows and boxes; an empty result is
//!   a contradiction. A row left with one candidate places the digit there: the other
//!   eight digits of the band lose the cell and the digit's other two bands lose the
//!   column.
//! * Stack rule, per digit: the same permutation test turned by 90 degrees, on the
//!   (band, column) pairs of each stack (`KEEP_COLUMNS`). That is pointing and
//!   claiming along columns and hidden singles in columns, which JCZSolve lacks. It runs
//!   only for digits whose column sets changed, and only while at least
//!   `STACK_RULE_MIN_UNSOLVED` cells are open: late in a dive it rarely pays.
//! * Cell rule, per band: the nine words are added bitwise (one, two, three or more
//!   candidates per cell); an unsolved cell with none is a contradiction, one with one is
//!   a naked single, and the cells with two are kept for branching.
//!
//! Changed words are queued in a 27-bit `todo` mask (bit = word index) and processed
//! lowest first; the cell rule runs on the bands touched since it last ran, then the
//! stack rule, and the loop repeats until nothing changes.
//!
//! # Search
//!
//! When propagation stalls, the search branches on a cell with two candidates: of the
//! first eight such cells (band and bit order), the one with the most unsolved peers; a
//! cell with more candidates only when there is no such cell. It first tries whichever
//! of the cell's two digits has more candidates left in the grid (one guess, in a copy
//! of the state) and, when that branch is exhausted, removes the digit in the original state
//! and propagates again (not a guess). The state is 192 bytes and copied once per guess;
//! the recursion depth is at most 81 because every guess places a digit.
//!
//! # Rejected designs (measured; see `PERFORMANCE.md`)
//!
//! * Branching on the first cell with two candidates, as JCZSolve does: twice the
//!   guesses on the forum-hardest sets (count up to 2: 286 vs 141 per puzzle on the
//!   1106 set, 142 vs 82 on the 1905 11+ set). Adding the peers with two candidates
//!   to the score, or counting the two digits' candidates among the peers, saved 2-9%
//!   more guesses but cost more time than that.
//! * Trying the lower digit first: 3-9% more guesses when stopping at the first
//!   solution.
//! * JCZSolve's change detection (a copy of every word, compared in sweeps over all 27)
//!   instead of the `todo` mask: 1.3-1.5x slower in wasm.
//! * Waking a word that lost a placed cell only when that emptied a triad or a column
//!   or left a single in the row (exact, same guesses): the test costs more than the
//!   processing it saves, 11-20% slower in wasm.
//! * Eliminating every column that is alone in its box (not just placed columns) in the
//!   band rule, or skipping unchanged stacks inside the stack rule: more instructions.
//! * A `+simd128` build of this code (LLVM vectorises a little of it): within noise of
//!   the scalar build, so no hand-written SIMD path is shipped.

/// Result of one search.
///
/// # Example
///
/// ```
/// use sudoku_wasm::solver::search;
/// let empty = [0u8; 81];
/// let result = search(&empty, 2, u64::MAX);
/// assert_eq!(result.count, 2);
/// assert!(!result.out_of_budget);
/// assert!(result.first.is_some());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    /// Solutions found, never more than `limit`.
    pub count: u64,
    /// The first solution in the solver's deterministic order, if any (row-major, digits 1-9).
    pub first: Option<[u8; 81]>,
    /// Guesses (branch points where the search tried a candidate that was not forced).
    pub guesses: u64,
    /// True when `max_guesses` stopped the search before it was complete (count is then a lower bound).
    pub out_of_budget: bool,
}

/// Counts solutions of `cells` (row-major, 0 = blank, 1..=9 = given) up to `limit`.
///
/// The search stops as soon as `limit` solutions are found (so `limit` 1 solves and
/// `limit` 2 proves a solution unique), or before it would make guess number
/// `max_guesses + 1` (then `out_of_budget` is true and `count` is a lower bound).
/// Givens that conflict give a count of 0; a byte above 9 is treated as a blank.
/// It never panics and never allocates; the result is the same on every platform.
///
/// # Example
///
/// ```
/// use sudoku_wasm::solver::search;
/// let line = b"000043000000000100000050000080700020060000003000000040005800600400100000300000500";
/// let mut cells = [0u8; 81];
/// for (cell, ch) in cells.iter_mut().zip(line) {
///     *cell = ch - b'0';
/// }
/// let result = search(&cells, 2, u64::MAX);
/// assert_eq!(result.count, 1); // a unique solution
/// let solution = result.first.unwrap();
/// assert!(cells.iter().zip(&solution).all(|(&g, &s)| g == 0 || g == s));
///
/// // Conflicting givens: two 5s in the first row.
/// let mut bad = [0u8; 81];
/// bad[0] = 5;
/// bad[8] = 5;
/// assert_eq!(search(&bad, 2, u64::MAX).count, 0);
///
/// // A guess budget of 0 allows propagation only.
/// let empty = [0u8; 81];
/// let limited = search(&empty, u64::MAX, 0);
/// assert!(limited.out_of_budget);
/// assert_eq!((limited.count, limited.guesses), (0, 0));
/// ```
pub fn search(cells: &[u8; 81], limit: u64, max_guesses: u64) -> Search {
    run(cells, limit, max_guesses, true)
}

/// [`search`] without the first solution: the same count, guesses and budget, and `first`
/// always `None`. Counting is what uniqueness checks need, and it skips writing out the
/// solution (about 300 instructions, 1.5% of an easy puzzle's search).
///
/// # Example
///
/// ```
/// use sudoku_wasm::solver::{count, search};
/// let line = b"000043000000000100000050000080700020060000003000000040005800600400100000300000500";
/// let mut cells = [0u8; 81];
/// for (cell, ch) in cells.iter_mut().zip(line) {
///     *cell = ch - b'0';
/// }
/// let counted = count(&cells, 2, u64::MAX);
/// assert_eq!(counted.count, 1);
/// assert_eq!(counted.first, None);
/// let searched = search(&cells, 2, u64::MAX);
/// assert_eq!((counted.guesses, counted.out_of_budget), (searched.guesses, false));
/// ```
pub fn count(cells: &[u8; 81], limit: u64, max_guesses: u64) -> Search {
    run(cells, limit, max_guesses, false)
}

/// [`search`] (`keep_first`) or [`count`].
fn run(cells: &[u8; 81], limit: u64, max_guesses: u64, keep_first: bool) -> Search {
    let mut run = Run {
        limit,
        max_guesses,
        count: 0,
        guesses: 0,
        out_of_budget: false,
        keep_first,
        first: None,
    };
    if limit == 0 {
        return run.finish();
    }
    if let Some(mut state) = State::from_cells(cells) {
        run.explore(&mut state);
    }
    run.finish()
}

/// The stack rule runs only while at least this many cells are unsolved. Below that
/// it rarely finds anything the other rules would not: skipping it there makes Serg's
/// multi-solution set about 7% faster in wasm and costs 1-2% more guesses on the
/// hardest sets (0 = always run it).
/// How many cells with two candidates (the first ones in band and bit order) the
/// branching rule scores. Scoring them all needs 1-5% fewer guesses on the hardest sets
/// but costs more than that on easy and multi-solution puzzles (Serg's set is 4% faster
/// in wasm with 8).
const SCORED_PAIRS: u32 = 8;
const STACK_RULE_MIN_UNSOLVED: u32 = 30;
/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// The nine bits of one row of a band.
const ROW: u32 = 0x1FF;
/// The low eight bits of each row of a band.
const LOW8: u32 = 0xFF * SPREAD;
/// The high (ninth) bit of each row of a band.
const HIGH: u32 = 0x100 * SPREAD;
/// `x * SPREAD` copies a 9-bit column set into all three rows of a band.
const SPREAD: u32 = 1 | 1 << 9 | 1 << 18;

/// `TRIADS[row bits]`: bit k set when box k of that row has a candidate.
static TRIADS: [u8; 512] = triads_table();
/// `KEEP[nine triad bits]`: the cells of the triads that lie on some permutation
/// (one triad per row and per box) made only of non-empty triads; 0 if there is none.
/// Triad bit `3 * row + box`.
static KEEP: [u32; 512] = keep_table();
/// `KEEP_COLUMNS[occupancy]`: `KEEP` for a stack, with bands for rows and columns for
/// boxes. Occupancy bit `3 * band + column`; result bit `9 * band + column` for each
/// kept (band, column), so that shifting by `3 * stack` puts it in place.
static KEEP_COLUMNS: [u32; 512] = keep_columns_table();
/// `PEERS[bit]`: the other cells of the same row and box inside the band.
static PEERS: [u32; 32] = peers_table();
/// `BAND_OF[i]`, `OTHER1[i]`, `OTHER2[i]`: the band of word `i` and the words of the
/// same digit in the two other bands. `COL_OF[bit]`: the column of a band bit.
static BAND_OF: [u8; 32] = word_table(0);
static OTHER1: [u8; 32] = word_table(9);
static OTHER2: [u8; 32] = word_table(18);
static COL_OF: [u8; 32] = col_table();

const fn word_table(shift: usize) -> [u8; 32] {
    let mut t = [0u8; 32];
    let mut i = 0;
    while i < 27 {
        t[i] = if shift == 0 { i / 9 } else { (i + shift) % 27 } as u8;
        i += 1;
    }
    t
}

const fn col_table() -> [u8; 32] {
    let mut t = [0u8; 32];
    let mut bit = 0;
    while bit < 27 {
        t[bit] = (bit % 9) as u8;
        bit += 1;
    }
    t
}

const fn triads_table() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
}

const fn keep_table() -> [u32; 512] {
    // the six permutations row -> box
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut p = 0;
        while p < 6 {
            let mut triads = 0u32;
            let mut r = 0;
            while r < 3 {
                triads |= 1 << (3 * r + PERMS[p][r]);
                r += 1;
            }
            if triads & occ as u32 == triads {
                let mut r = 0;
                while r < 3 {
                    t[occ] |= 7 << (9 * r + 3 * PERMS[p][r]);
                    r += 1;
                }
            }
            p += 1;
        }
        occ += 1;
    }
    t
}

const fn keep_columns_table() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut occ = 0;
    while occ < 512 {
        let k = KEEP[occ];
        let mut band = 0;
        while band < 3 {
            let mut col = 0;
            while col < 3 {
                if k >> (9 * band + 3 * col) & 1 != 0 {
                    t[occ] |= 1 << (9 * band + col);
                }
                col += 1;
            }
            band += 1;
        }
        occ += 1;
    }
    t
}

const fn peers_table() -> [u32; 32] {
    let mut t = [0u32; 32];
    let mut bit = 0;
    while bit < 27 {
        let (row, col) = (bit / 9, bit % 9);
        let box_cols = 7 << (col / 3 * 3);
        t[bit] = ((ROW << (9 * row)) | (box_cols * SPREAD)) & !(1 << bit);
        bit += 1;
    }
    t
}

/// The cells of `a` (a band word after the band rule, so every row is non-empty)
/// that are alone in their row and still in `unsolved`.
#[inline(always)]
fn new_singles(a: u32, unsolved: u32) -> u32 {
    let open = a & unsolved;
    if open == 0 {
        return 0;
    }
    // subtracting 1 from each row cannot borrow across rows (none is empty); what is
    // left after clearing each row's lowest bit is empty exactly in the single rows
    let rest = a & a.wrapping_sub(SPREAD);
    // bit 8 of each row of `high`: that row of `rest` is non-empty (adding 0xFF to the
    // low eight bits carries into bit 8, and cannot leave the row)
    let high = (((rest & LOW8) + LOW8) | rest) & HIGH;
    let rows = !(high | (high - (high >> 8)));
    open & rows
}

/// The 9-bit set of columns that `a` (a band word) touches.
#[inline(always)]
fn columns(a: u32) -> u32 {
    (a | a >> 9 | a >> 18) & ROW
}

/// The low seven bits of each byte of a `u64`.
const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
/// The top bit of each byte of a `u64`.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// The givens read so far, per word: their cells (`own`), the cells they see in their
/// band (`peers`), their digit's columns (`cols`) and the given cells per band.
struct Givens {
    own: [u32; 32],
    peers: [u32; 32],
    cols: [u32; 16],
    givens: [u32; 4],
}

impl Givens {
    /// Adds the byte `v` of cell `p` (0..81): a given when it is 1..=9, ignored
    /// otherwise. False when it clashes with an earlier given.
    #[inline(always)]
    fn add(&mut self, p: usize, v: u8) -> bool {
        if !(1..=9).contains(&v) {
            return true;
        }
        // p / 27 for p < 81, without a division
        let band = (p * 19) >> 9;
        let bit = (p - 27 * band) & 31;
        let d = usize::from(v - 1);
        let i = (9 * band + d) & 31;
        let col = 1 << COL_OF[bit];
        if self.own[i] & PEERS[bit] != 0 || self.cols[d] & col != 0 {
            return false;
        }
        self.own[i] |= 1 << bit;
        self.peers[i] |= PEERS[bit];
        self.cols[d] |= col;
        self.givens[band & 3] |= 1 << bit;
        true
    }
}

/// The search state: candidates and unsolved cells (see the module docs).
#[derive(Clone, Copy)]
struct State {
    /// `cand[9 * band + digit]`, band words; entries 27..32 stay 0 (they only make
    /// masked indices in range).
    cand: [u32; 32],
    /// Unsolved cells per band.
    unsolved: [u32; 3],
    /// Unsolved cells with exactly two candidates, per band, as of the last cell rule.
    pairs: [u32; 3],
    /// Words of `cand` changed since they were last examined, bit `9 * band + digit`.
    todo: u32,
    /// Per digit, the column sets of its three band words (9 bits each) when the
    /// stack rule last ran on it: the rule depends on nothing else.
    stack_cols: [u32; 9],
}

impl State {
    /// The nine words of `band` (0..3). The range is in bounds by construction
    /// (`min(2)`, 32 words), so no check is emitted.
    #[inline(always)]
    fn band_words(&mut self, band: usize) -> &mut [u32] {
        let base = 9 * band.min(2);
        &mut self.cand[base..base + 9]
    }

    /// The state for the givens, or `None` when two givens conflict.
    ///
    /// The givens are applied in one pass instead of one `assign` each: every word
    /// starts as its band minus all givens, minus the rows, boxes and columns of its
    /// digit's givens, plus its own givens; the givens leave `unsolved` at once. The
    /// cells are read eight at a time and only the non-zero bytes are visited: a puzzle
    /// has 17 to 30 givens, so the blanks cost one word test per eight cells.
    fn from_cells(cells: &[u8; 81]) -> Option<State> {
        let mut g = Givens {
            own: [0; 32],
            peers: [0; 32],
            cols: [0; 16],
            givens: [0; 4],
        };
        for (k, chunk) in cells.chunks_exact(8).enumerate() {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(chunk);
            let x = u64::from_le_bytes(bytes);
            // the top bit of every non-zero byte (adding 0x7F to the low seven bits
            // carries into the top bit unless they are all zero; no carry leaves a byte)
            let mut nonzero = (((x & LOW7) + LOW7) | x) & HIGH_BITS;
            while nonzero != 0 {
                let byte = nonzero.trailing_zeros() / 8;
                nonzero &= nonzero - 1;
                if !g.add(8 * k + byte as usize, (x >> (8 * byte)) as u8) {
                    return None;
                }
            }
        }
        if !g.add(80, cells[80]) {
            return None;
        }
        let Givens {
            own,
            peers,
            cols,
            givens,
        } = g;
        let mut s = State {
            cand: [0; 32],
            unsolved: [0; 3],
            pairs: [0; 3],
            todo: BAND,
            stack_cols: [0; 9],
        };
        for (band, &given) in givens.iter().take(3).enumerate() {
            let open = BAND & !given;
            s.unsolved[band] = open;
            for (d, &col) in cols.iter().take(9).enumerate() {
                let i = 9 * band + d;
                s.cand[i] = (open & !peers[i] & !(col * SPREAD)) | own[i];
            }
        }
        Some(s)
    }

    /// Puts digit `d` in cell `bit` of `band`, eliminating it from the cell's row and box
    /// in the band and every other digit from the cell. The column and `unsolved` follow
    /// when the word is processed. False if the cell had lost `d` already.
    #[inline(always)]
    fn assign(&mut self, band: usize, bit: usize, d: usize) -> bool {
        let cell = 1u32 << (bit & 31);
        let base = 9 * (band & 3);
        let i = (base + d) & 31;
        let own = self.cand[i];
        if own & cell == 0 {
            return false;
        }
        let mut hit = 0;
        for (k, word) in self.band_words(band).iter_mut().enumerate() {
            let w = *word;
            *word = w & !cell;
            hit |= u32::from(w & cell != 0) << k;
        }
        self.cand[i] = own & !PEERS[bit & 31];
        self.todo |= hit << base;
        true
    }

    /// Applies the band rule to word `i` and places its single rows. False on a
    /// contradiction.
    #[inline(always)]
    fn process(&mut self, i: usize) -> bool {
        let i = i & 31;
        let a0 = self.cand[i];
        let occ = u32::from(TRIADS[(a0 & ROW) as usize])
            | u32::from(TRIADS[((a0 >> 9) & ROW) as usize]) << 3
            | u32::from(TRIADS[((a0 >> 18) & ROW) as usize]) << 6;
        let a = a0 & KEEP[(occ & ROW) as usize];
        if a == 0 {
            return false;
        }
        let band = (BAND_OF[i] as usize).min(2);
        let placed = new_singles(a, self.unsolved[band]);
        if placed != 0 {
            // other digits lose the placed cells; branchless, the word itself is
            // restored after the loop (its todo bit was just cleared by the caller)
            self.unsolved[band] &= !placed;
            let base = 9 * band;
            let mut hit = 0;
            for (k, word) in self.band_words(band).iter_mut().enumerate() {
                let w = *word;
                *word = w & !placed;
                hit |= u32::from(w & placed != 0) << k;
            }
            self.todo |= (hit << base) & !(1 << i);
            // other bands of the digit lose the placed columns
            let cols = columns(placed) * SPREAD;
            for j in [OTHER1[i] as usize & 31, OTHER2[i] as usize & 31] {
                let w = self.cand[j];
                self.cand[j] = w & !cols;
                self.todo |= u32::from(w & cols != 0) << j;
            }
        }
        self.cand[i] = a;
        true
    }

    /// Runs the rules until nothing changes: the band rule on every queued word, the
    /// stack rule on every digit whose words changed, and last the cell rule (so that
    /// `pairs` is up to date on return). False on a contradiction.
    fn propagate(&mut self) -> bool {
        // words processed since the stack rule (`seen`) and the cell rule
        // (`touched`) last ran: only their digits and bands need those rules again
        let mut seen = 0;
        let mut touched = 0;
        loop {
            while self.todo != 0 {
                seen |= self.todo;
                touched |= self.todo;
                let i = self.todo.trailing_zeros() as usize;
                self.todo &= self.todo - 1;
                if !self.process(i) {
                    return false;
                }
            }
            if touched != 0 {
                if !self.cell_rule(touched) {
                    return false;
                }
                touched = 0;
                if self.todo != 0 {
                    continue;
                }
            }
            if self.open_cells() >= STACK_RULE_MIN_UNSOLVED && !self.stack_rule(columns(seen)) {
                return false;
            }
            seen = 0;
            if self.todo == 0 {
                return true;
            }
        }
    }

    /// The stack rule for the digits in the 9-bit set `digits`: in each stack the
    /// digit uses one column per band and one band per column, so the (band, column)
    /// pairs with candidates must contain a permutation; columns off every such
    /// permutation are removed. This is the band rule turned by 90 degrees: pointing
    /// and claiming along columns, hidden singles in columns. Queues the words it
    /// changes; false on a contradiction.
    fn stack_rule(&mut self, digits: u32) -> bool {
        let mut digits = digits;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize & 15;
            digits &= digits - 1;
            let w = [
                self.cand[d & 31],
                self.cand[(d + 9) & 31],
                self.cand[(d + 18) & 31],
            ];
            let c = [columns(w[0]), columns(w[1]), columns(w[2])];
            let packed = c[0] | c[1] << 9 | c[2] << 18;
            let Some(last) = self.stack_cols.get_mut(d) else {
                continue;
            };
            if *last == packed {
                continue;
            }
            // fields of 9 bits, one per band: the columns the band may keep
            let mut allowed = 0;
            for s in 0..3 {
                let occ =
                    (c[0] >> (3 * s) & 7) | (c[1] >> (3 * s) & 7) << 3 | (c[2] >> (3 * s) & 7) << 6;
                let keep = KEEP_COLUMNS[occ as usize & 511];
                if keep == 0 {
                    return false;
                }
                allowed |= keep << (3 * s);
            }
            // the rule is idempotent: the columns it leaves need no second look
            *last = packed & allowed;
            for (b, &old) in w.iter().enumerate() {
                let i = (9 * b + d) & 31;
                let new = old & ((allowed >> (9 * b) & ROW) * SPREAD);
                self.cand[i] = new;
                self.todo |= u32::from(new != old) << i;
            }
        }
        true
    }

    /// Naked singles and empty cells in the bands of the words in `words` (a set of
    /// word bits); also records their `pairs`. Queues the words it changes; false on
    /// a contradiction.
    fn cell_rule(&mut self, words: u32) -> bool {
        for band in 0..3 {
            if words >> (9 * band) & ROW == 0 {
                continue;
            }
            let u = self.unsolved[band];
            let base = 9 * band;
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for &w in &self.cand[base..base + 9] {
                three |= two & w;
                two |= one & w;
                one |= w;
            }
            self.pairs[band] = u & two & !three;
            if u & !one != 0 {
                return false;
            }
            let singles = u & !two;
            if singles == 0 {
                continue;
            }
            for i in base..base + 9 {
                let mut s = singles & self.cand[i];
                while s != 0 {
                    let bit = s.trailing_zeros() as usize & 31;
                    s &= s - 1;
                    // an earlier single of this digit in the same row or box removed it
                    if self.cand[i] & (1 << bit) == 0 {
                        return false;
                    }
                    self.cand[i] &= !PEERS[bit];
                    self.todo |= 1 << i;
                }
            }
        }
        true
    }

    /// The number of unsolved cells.
    fn open_cells(&self) -> u32 {
        self.unsolved[0].count_ones()
            + self.unsolved[1].count_ones()
            + self.unsolved[2].count_ones()
    }

    /// True when every cell has a digit.
    fn solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// The cell to branch on, as (band, bit). Among the first `SCORED_PAIRS` cells with
    /// two candidates it takes the one with the most unsolved peers (the first on
    /// ties): placing either digit there removes the most candidates, and on the
    /// forum-hardest sets this needs about half the guesses of taking the first such
    /// cell. Without any such cell (rare), the first cell with the fewest candidates.
    /// Only called on a propagated, unsolved state.
    fn branch_cell(&self) -> (usize, usize) {
        let mut best = (0, 0);
        let mut best_score = 0;
        let mut left = SCORED_PAIRS;
        for band in 0..3 {
            let here = self.unsolved[band];
            // the other two bands; their parts of a column are packed side by side so
            // one popcount counts both (shifted by one they cannot overlap: a column's
            // bits are nine apart)
            let above = self.unsolved[(band + 1) % 3];
            let below = self.unsolved[(band + 2) % 3];
            let mut p = self.pairs[band];
            while p != 0 {
                let bit = p.trailing_zeros() as usize & 31;
                p &= p - 1;
                if left == 0 {
                    break;
                }
                left -= 1;
                let col = SPREAD << COL_OF[bit];
                let score = (here & PEERS[bit]).count_ones()
                    + ((above & col) | (below & col) << 1).count_ones()
                    + 1;
                if score > best_score {
                    best_score = score;
                    best = (band, bit);
                }
            }
        }
        if best_score != 0 {
            return best;
        }
        let mut best_count = u32::MAX;
        for band in 0..3 {
            let base = 9 * band;
            let mut rest = self.unsolved[band];
            while rest != 0 {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let n = self.cand[base..base + 9]
                    .iter()
                    .filter(|&&w| w >> bit & 1 != 0)
                    .count() as u32;
                if n < best_count {
                    best_count = n;
                    best = (band, bit);
                }
            }
        }
        best
    }

    /// The solved grid, row-major digits 1..=9. In a solved state every word holds
    /// exactly three cells, one per row, so three lowest-bit steps find them.
    fn solution(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (band, chunk) in out.chunks_exact_mut(27).enumerate() {
            // 32 bytes so that a masked bit index is always in range
            let mut cells = [0u8; 32];
            for (d, &w) in self.cand[9 * band..9 * band + 9].iter().enumerate() {
                let digit = d as u8 + 1;
                let mut w = w;
                for _ in 0..3 {
                    cells[w.trailing_zeros() as usize & 31] = digit;
                    w &= w.wrapping_sub(1);
                }
            }
            chunk.copy_from_slice(&cells[..27]);
        }
        out
    }
}

/// One call's bookkeeping.
struct Run {
    limit: u64,
    max_guesses: u64,
    count: u64,
    guesses: u64,
    out_of_budget: bool,
    /// Whether to write out the first solution (`first`).
    keep_first: bool,
    first: Option<[u8; 81]>,
}

impl Run {
    /// Depth-first search from `state`; returns when the subtree is exhausted, the
    /// limit is reached or the guess budget is spent.
    fn explore(&mut self, state: &mut State) {
        loop {
            if !state.propagate() {
                return;
            }
            if state.solved() {
                if self.count == 0 && self.keep_first {
                    self.first = Some(state.solution());
                }
                self.count += 1;
                return;
            }
            if self.guesses >= self.max_guesses {
                self.out_of_budget = true;
                return;
            }
            self.guesses += 1;
            let (band, bit) = state.branch_cell();
            let base = 9 * band.min(2);
            // try first the lower or the higher digit of the cell, whichever has more
            // candidates left in the grid (the less constrained one is right more often)
            let mut digits = 0u32;
            for (d, &w) in state.cand[base..base + 9].iter().enumerate() {
                digits |= (w >> (bit & 31) & 1) << d;
            }
            let low = digits.trailing_zeros() as usize & 15;
            let high = (31 - (digits | 1).leading_zeros()) as usize;
            let total = |d: usize| {
                state.cand[d & 31].count_ones()
                    + state.cand[(d + 9) & 31].count_ones()
                    + state.cand[(d + 18) & 31].count_ones()
            };
            let d = if total(high) > total(low) { high } else { low };
            let mut child = *state;
            if child.assign(band, bit, d) {
                self.explore(&mut child);
            }
            if self.count >= self.limit || self.out_of_budget {
                return;
            }
            let i = (base + d) & 31;
            state.cand[i] &= !(1 << (bit & 31));
            state.todo |= 1 << i;
        }
    }

    fn finish(self) -> Search {
        Search {
            count: self.count,
            first: self.first,
            guesses: self.guesses,
            out_of_budget: self.out_of_budget,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads an 81-character line ('.' or '0' for blanks).
    fn parse(line: &str) -> [u8; 81] {
        let mut cells = [0u8; 81];
        assert_eq!(line.len(), 81);
        for (c, ch) in cells.iter_mut().zip(line.bytes()) {
            *c = if ch == b'.' { 0 } else { ch - b'0' };
        }
        cells
    }

    /// True when `s` is a valid complete grid that keeps the givens of `p`.
    fn valid(p: &[u8; 81], s: &[u8; 81]) -> bool {
        if (0..81).any(|i| s[i] < 1 || s[i] > 9 || (p[i] != 0 && p[i] != s[i])) {
            return false;
        }
        (0..9).all(|u| {
            let (mut r, mut c, mut b) = (0u16, 0u16, 0u16);
            for k in 0..9 {
                r |= 1 << s[u * 9 + k];
                c |= 1 << s[k * 9 + u];
                b |= 1 << s[(u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3];
            }
            r == 0x3FE && c == 0x3FE && b == 0x3FE
        })
    }

    /// The oracle: plain backtracking, row-major, digits 1..9 (with used-digit masks
    /// per unit so that it runs in debug builds); counts up to `limit` and returns the
    /// first solution in that order.
    fn naive(p: &[u8; 81], limit: u64) -> (u64, Option<[u8; 81]>) {
        /// Digits used per row, column and box (bit v for digit v).
        struct Oracle {
            g: [u8; 81],
            used: [[u16; 9]; 3],
            limit: u64,
            n: u64,
            first: Option<[u8; 81]>,
        }
        fn units(i: usize) -> [usize; 3] {
            [i / 9, i % 9, i / 27 * 3 + i % 9 / 3]
        }
        impl Oracle {
            fn free(&self, i: usize, v: u8) -> bool {
                let u = units(i);
                (0..3).all(|k| self.used[k][u[k]] & (1 << v) == 0)
            }
            fn set(&mut self, i: usize, v: u8, on: bool) {
                for (used, u) in self.used.iter_mut().zip(units(i)) {
                    used[u] ^= 1 << v;
                }
                self.g[i] = if on { v } else { 0 };
            }
            fn rec(&mut self, from: usize) {
                let Some(i) = (from..81).find(|&i| self.g[i] == 0) else {
                    if self.first.is_none() {
                        self.first = Some(self.g);
                    }
                    self.n += 1;
                    return;
                };
                for v in 1..=9 {
                    if self.free(i, v) {
                        self.set(i, v, true);
                        self.rec(i + 1);
                        self.set(i, v, false);
                        if self.n >= self.limit {
                            return;
                        }
                    }
                }
            }
        }
        let mut o = Oracle {
            g: [0; 81],
            used: [[0; 9]; 3],
            limit,
            n: 0,
            first: None,
        };
        for (i, &v) in p.iter().enumerate() {
            if v != 0 {
                if !o.free(i, v) {
                    return (0, None);
                }
                o.set(i, v, true);
            }
        }
        if limit > 0 {
            o.rec(0);
        }
        (o.n, o.first)
    }

    /// xorshift64*, seeded.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    /// A random solved grid: a shuffled digit order in the first row, then the naive
    /// solver, then random row/column permutations within bands/stacks.
    fn random_solution(rng: &mut Rng) -> [u8; 81] {
        let mut g = [0u8; 81];
        let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        for i in (1..9).rev() {
            digits.swap(i, rng.below(i + 1));
        }
        g[..9].copy_from_slice(&digits);
        // a few random extra givens that keep it solvable make the grids vary more
        let base = naive(&g, 1).1.unwrap();
        let mut rows = [0usize; 9];
        let mut cols = [0usize; 9];
        for (perm, out) in [(&mut rows, 0), (&mut cols, 1)] {
            let _ = out;
            let mut bands = [0, 1, 2];
            for i in (1..3).rev() {
                bands.swap(i, rng.below(i + 1));
            }
            for (bi, &band) in bands.iter().enumerate() {
                let mut inner = [0, 1, 2];
                for i in (1..3).rev() {
                    inner.swap(i, rng.below(i + 1));
                }
                for k in 0..3 {
                    perm[bi * 3 + k] = band * 3 + inner[k];
                }
            }
        }
        let transpose = rng.below(2) == 1;
        let mut out = [0u8; 81];
        for r in 0..9 {
            for c in 0..9 {
                let (rr, cc) = (rows[r], cols[c]);
                out[r * 9 + c] = if transpose {
                    base[cc * 9 + rr]
                } else {
                    base[rr * 9 + cc]
                };
            }
        }
        out
    }

    fn check_against_oracle(p: &[u8; 81]) {
        for limit in [1, 2, 3] {
            let ours = search(p, limit, u64::MAX);
            let (n, first) = naive(p, limit);
            assert_eq!(ours.count, n, "limit {limit} {p:?}");
            assert!(!ours.out_of_budget);
            assert_eq!(ours.first.is_some(), n > 0);
            if let Some(s) = ours.first {
                assert!(valid(p, &s), "invalid solution for {p:?}");
            }
            if n == 1 && limit > 1 {
                assert_eq!(ours.first, first, "the unique solution");
            }
        }
    }

    #[test]
    fn fixtures() {
        let unique = parse(
            "000043000000000100000050000080700020060000003000000040005800600400100000300000500",
        );
        let r = search(&unique, 2, u64::MAX);
        assert_eq!(r.count, 1);
        assert!(valid(&unique, &r.first.unwrap()));

        let several = parse(
            "000000000782135649469278135321546897000000000596827413917652384643781952000000000",
        );
        let r = search(&several, 2, u64::MAX);
        assert_eq!(r.count, 2);
        assert!(valid(&several, &r.first.unwrap()));
        check_against_oracle(&several);

        let hard = parse(
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        );
        let r = search(&hard, 2, u64::MAX);
        assert_eq!(r.count, 1);
        assert!(valid(&hard, &r.first.unwrap()));
    }

    #[test]
    fn edge_cases() {
        let empty = [0u8; 81];
        assert_eq!(
            search(&empty, 0, u64::MAX),
            Search {
                count: 0,
                first: None,
                guesses: 0,
                out_of_budget: false
            }
        );
        let r = search(&empty, 1, u64::MAX);
        assert_eq!(r.count, 1);
        assert!(valid(&empty, &r.first.unwrap()));
        let r = search(&empty, u64::MAX, 10_000);
        assert!(r.out_of_budget);
        assert_eq!(r.guesses, 10_000);
        assert!(r.count > 0);
        let r = search(&empty, 5, 0);
        assert!(r.out_of_budget);
        assert_eq!(r.guesses, 0);
        // conflicts in a row, a column and a box
        for (a, b) in [(0, 8), (0, 72), (0, 20)] {
            let mut g = [0u8; 81];
            g[a] = 7;
            g[b] = 7;
            assert_eq!(search(&g, 2, u64::MAX).count, 0);
        }
        // a solved grid, and one with a wrong cell
        let mut solved = search(&empty, 1, u64::MAX).first.unwrap();
        assert_eq!(search(&solved, 2, 0).count, 1);
        solved[40] = solved[40] % 9 + 1;
        assert_eq!(search(&solved, 2, u64::MAX).count, 0);
        // no conflicting givens, but no solution: a cell that sees all nine digits
        let mut g = [0u8; 81];
        g[1..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
        g[9] = 9;
        assert_eq!(search(&g, 2, u64::MAX).count, 0);
        // values above 9 are blanks
        let mut g = [0u8; 81];
        g[0] = 200;
        assert_eq!(search(&g, 1, u64::MAX).count, 1);
    }

    #[test]
    fn deterministic_and_budget_consistent() {
        // the first puzzle of the forum's hardest list (HardestDatabase110626)
        let hard = parse(
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        );
        let full = search(&hard, 2, u64::MAX);
        assert_eq!(full.count, 1);
        assert!(full.guesses > 10);
        assert_eq!(full, search(&hard, 2, u64::MAX));
        // any smaller budget stops early and says so
        let budgets = [0, 1, full.guesses / 2, full.guesses.saturating_sub(1)];
        for budget in budgets.into_iter().filter(|&b| b < full.guesses) {
            let r = search(&hard, 2, budget);
            assert!(r.out_of_budget);
            assert!(r.guesses <= budget);
        }
        assert_eq!(search(&hard, 2, full.guesses), full);
    }

    #[test]
    fn random_puzzles_match_oracle() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let mut kinds = [0usize; 3];
        for case in 0..1000 {
            let solution = random_solution(&mut rng);
            let mut p = solution;
            // remove between 34 and 57 clues (24 to 47 remain): sparse enough for many
            // grids with several solutions, dense enough for the oracle in debug builds
            let remove = 34 + rng.below(24);
            let mut order: [usize; 81] = core::array::from_fn(|i| i);
            for i in (1..81).rev() {
                order.swap(i, rng.below(i + 1));
            }
            for &i in &order[..remove] {
                p[i] = 0;
            }
            let ours = search(&p, 2, u64::MAX);
            let (n, _) = naive(&p, 2);
            assert_eq!(ours.count, n, "case {case}");
            // counting takes the same path, only without the solution
            let counted = count(&p, 2, u64::MAX);
            assert_eq!(
                counted,
                Search {
                    first: None,
                    ..ours
                },
                "case {case}"
            );
            kinds[n as usize] += 1;
            let s = ours.first.unwrap();
            assert!(valid(&p, &s), "case {case}");
            if n == 1 {
                assert_eq!(s, solution, "case {case}");
            }
            if case % 5 == 0 {
                check_against_oracle(&p);
            }
        }
        // both kinds occur in numbers
        assert!(kinds[1] > 150 && kinds[2] > 150, "{kinds:?}");
    }

    #[test]
    fn random_invalid_puzzles_match_oracle() {
        // random givens, mostly unsolvable or conflicting
        let mut rng = Rng(12345);
        for _ in 0..300 {
            let mut p = [0u8; 81];
            for _ in 0..rng.below(20) {
                p[rng.below(81)] = 1 + rng.below(9) as u8;
            }
            // keep the oracle fast: only check when it has enough clues or is tiny
            let ours = search(&p, 2, u64::MAX);
            let (n, _) = naive(&p, 2);
            assert_eq!(ours.count, n, "{p:?}");
            if let Some(s) = ours.first {
                assert!(valid(&p, &s));
            }
        }
    }
}
