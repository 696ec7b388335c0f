//! Generating puzzles: a random solution, clues removed in symmetric groups while the
//! solution stays unique, then graded, until one of the requested level comes out.
//!
//! Everything is deterministic: the randomness is a small generator
//! ([SplitMix64](https://prng.di.unimi.it/splitmix64.c)) seeded from
//! [`GenerateOptions::seed`], and the budget is counted in attempts, not time, so the
//! same options give the same puzzle on every machine and in wasm.
//!
//! One attempt: fill a grid at random (backtracking over candidates, digits in random
//! order); visit the symmetry's orbits of cells in random order and empty each one unless
//! that would allow a second solution (so the result is minimal: no orbit of givens can
//! go); grade it. The grading stops early once the path needs a technique above the
//! requested level. The first puzzle of the requested level is the answer; if the budget
//! runs out first, the attempt whose level came closest (below rather than above on a
//! tie) is returned, with [`Generated::reached`] false.
//!
//! With [`GenerateOptions::se`] set, the target is a band of Sudoku Explainer ratings
//! instead of a level: `level` is ignored, every attempt is rated with
//! [`rate`](crate::rate)'s rules (its ER), and the first puzzle whose ER lies in the band
//! is the answer; when the budget runs out, the attempt whose ER came closest to the band
//! (below rather than above on a tie) is returned with `reached` false. Ratings above 9
//! are rare among random minimal puzzles, so high bands need large budgets (the measured
//! times are in PERFORMANCE.md).

use crate::core::grid::{Cell, Grid};
use crate::core::solver;
use crate::logic::grade::{Grade, Level};
use crate::logic::{self, Oracle, Position};

use std::fmt;
use std::hash::{Hash, Hasher};

/// The default of [`GenerateOptions::max_attempts`]. It bounds the worst case to a few
/// seconds natively; every level up to expert is nearly always reached well within it
/// (the measured numbers are in docs/logic.md).
pub const DEFAULT_MAX_ATTEMPTS: u32 = 500;

/// The budget the JS API and the CLI default to when a band of SE ratings is the target
/// ([`GenerateOptions::se`]): ratings of 9 and more need several hundred attempts (the
/// measured numbers are in PERFORMANCE.md); a few seconds natively.
pub const DEFAULT_MAX_ATTEMPTS_SE: u32 = 3000;

/// How many givens [`generate`] adds back to a puzzle when `minimal` is false: at most
/// this many, each kept only if the puzzle's level stays the same.
pub const EXTRA_GIVENS: usize = 6;

/// Which cells share a fate: the givens of a generated puzzle form a pattern with this
/// symmetry (the digits need not).
///
/// # Example
/// ```
/// use sudoku_wasm::Symmetry;
///
/// assert_eq!(Symmetry::Rotate180.name(), "rotate180");
/// assert_eq!(Symmetry::from_name("diagonal"), Some(Symmetry::Diagonal));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Symmetry {
    /// No symmetry: each given is removed on its own, so the puzzle is truly minimal.
    #[default]
    None,
    /// Half-turn rotation: r,c and 10-r,10-c (1-based) are both givens or both blank.
    Rotate180,
    /// Quarter-turn rotation: the four cells a quarter turn apart go together.
    Rotate90,
    /// Mirror across the horizontal middle line: r,c with 10-r,c (top and bottom).
    MirrorHorizontal,
    /// Mirror across the vertical middle line: r,c with r,10-c (left and right).
    MirrorVertical,
    /// Mirror across the main diagonal r1c1-r9c9: r,c with c,r.
    Diagonal,
    /// Mirror across the anti-diagonal r1c9-r9c1: r,c with 10-c,10-r.
    AntiDiagonal,
}

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 7] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::MirrorHorizontal,
        Symmetry::MirrorVertical,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
    ];

    /// The name the JS API uses: `"none"`, `"rotate180"`, `"rotate90"`,
    /// `"mirrorHorizontal"`, `"mirrorVertical"`, `"diagonal"`, `"antiDiagonal"`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::MirrorHorizontal => "mirrorHorizontal",
            Symmetry::MirrorVertical => "mirrorVertical",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "antiDiagonal",
        }
    }

    /// The symmetry with this [`name`](Symmetry::name), if any.
    pub fn from_name(name: &str) -> Option<Symmetry> {
        Symmetry::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The cells that go with `cell` (itself included), in row-major order.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Symmetry};
    ///
    /// let orbit = Symmetry::Rotate90.orbit(Cell::at(0, 1));
    /// assert_eq!(orbit, vec![Cell::at(0, 1), Cell::at(1, 8), Cell::at(7, 0), Cell::at(8, 7)]);
    /// assert_eq!(Symmetry::Rotate180.orbit(Cell::at(4, 4)), vec![Cell::at(4, 4)]);
    /// ```
    pub fn orbit(self, cell: Cell) -> Vec<Cell> {
        // Collected as a set of indices, which lists them in order.
        let mut cells = 1u128 << cell.index();
        let mut next = cell;
        loop {
            let (r, c) = (next.row(), next.column());
            next = match self {
                Symmetry::None => cell,
                Symmetry::Rotate180 => Cell::at(8 - r, 8 - c),
                Symmetry::Rotate90 => Cell::at(c, 8 - r),
                Symmetry::MirrorHorizontal => Cell::at(8 - r, c),
                Symmetry::MirrorVertical => Cell::at(r, 8 - c),
                Symmetry::Diagonal => Cell::at(c, r),
                Symmetry::AntiDiagonal => Cell::at(8 - c, 8 - r),
            };
            if next == cell {
                break;
            }
            cells |= 1 << next.index();
        }
        Cell::all()
            .filter(|c| cells >> c.index() & 1 != 0)
            .collect()
    }

    /// The orbits that partition the grid, each once, in row-major order of their first
    /// cell.
    fn orbits(self) -> Vec<Vec<usize>> {
        let mut seen = [false; 81];
        let mut orbits = Vec::new();
        for cell in Cell::all() {
            if seen[cell.index()] {
                continue;
            }
            let orbit: Vec<usize> = self.orbit(cell).iter().map(|c| c.index()).collect();
            for &i in &orbit {
                seen[i] = true;
            }
            orbits.push(orbit);
        }
        orbits
    }
}

/// The lowest rating an [`SeBand`] may start at: Sudoku Explainer's scale starts at 1.0
/// (a full house).
pub const SE_MIN: f64 = 1.0;

/// The highest rating an [`SeBand`] may end at: above the deepest nesting SE rates
/// (the highest ER [`rate`](crate::rate) gives is 11.x).
pub const SE_MAX: f64 = 12.0;

/// A band of Sudoku Explainer ratings (ER, as [`rate`](crate::rate) gives them), both
/// ends included: what [`GenerateOptions::se`] targets.
///
/// Ratings come in tenths, so the band holds the ratings `lo`, `lo + 0.1`, ... up to
/// `hi`; a band too narrow to hold any tenth is refused.
///
/// # Example
/// ```
/// use sudoku_wasm::generate::SeBand;
///
/// let band = SeBand::new(7.0, 8.0)?;
/// assert!(band.contains(7.0) && band.contains(8.0) && !band.contains(8.1));
/// assert_eq!((band.lo(), band.hi()), (7.0, 8.0));
/// assert_eq!(band.to_string(), "7-8");
/// assert!(SeBand::new(8.0, 7.0).is_err());
/// assert!(SeBand::new(f64::NAN, 7.0).is_err());
/// assert!(SeBand::new(7.01, 7.09).is_err()); // no tenth inside
/// assert_eq!(
///     SeBand::new(0.5, 2.0).unwrap_err().to_string(),
///     "invalid se band [0.5, 2]: lo must be a number 1.0 to 12.0"
/// );
/// # Ok::<(), sudoku_wasm::generate::InvalidSeBand>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct SeBand {
    lo: f64,
    hi: f64,
    /// `lo` and `hi` in tenths, rounded inwards.
    lo_tenths: u32,
    hi_tenths: u32,
}

impl SeBand {
    /// The band `lo` to `hi`, both included. Both must be finite, within [`SE_MIN`] to
    /// [`SE_MAX`], `lo` at most `hi`, and the band must hold a tenth.
    pub fn new(lo: f64, hi: f64) -> Result<SeBand, InvalidSeBand> {
        let error = |reason: &'static str| InvalidSeBand { lo, hi, reason };
        let in_scale = |x: f64| x.is_finite() && (SE_MIN..=SE_MAX).contains(&x);
        if !in_scale(lo) {
            return Err(error("lo must be a number 1.0 to 12.0"));
        }
        if !in_scale(hi) {
            return Err(error("hi must be a number 1.0 to 12.0"));
        }
        if lo > hi {
            return Err(error("lo must be at most hi"));
        }
        // Inwards, with a margin for decimal fractions that binary floats miss by a hair.
        let lo_tenths = (lo * 10.0 - 1e-6).ceil() as u32;
        let hi_tenths = (hi * 10.0 + 1e-6).floor() as u32;
        if lo_tenths > hi_tenths {
            return Err(error("the band holds no rating (ratings come in tenths)"));
        }
        Ok(SeBand {
            lo,
            hi,
            lo_tenths,
            hi_tenths,
        })
    }

    /// The lower end, as given.
    pub fn lo(self) -> f64 {
        self.lo
    }

    /// The upper end, as given.
    pub fn hi(self) -> f64 {
        self.hi
    }

    /// Whether the rating `er` lies in the band.
    pub fn contains(self, er: f64) -> bool {
        self.distance(er) == 0
    }

    /// How far `er` lies from the band, in tenths, doubled, plus one above it: 0 inside,
    /// and below wins a tie (as for levels).
    fn distance(self, er: f64) -> u32 {
        let tenths = (er * 10.0).round() as u32;
        if tenths < self.lo_tenths {
            2 * (self.lo_tenths - tenths)
        } else if tenths > self.hi_tenths {
            2 * (tenths - self.hi_tenths) + 1
        } else {
            0
        }
    }
}

impl PartialEq for SeBand {
    fn eq(&self, other: &SeBand) -> bool {
        self.lo.to_bits() == other.lo.to_bits() && self.hi.to_bits() == other.hi.to_bits()
    }
}

/// Both ends are finite and at least 1, so comparing them bit by bit is an equivalence.
impl Eq for SeBand {}

impl Hash for SeBand {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.lo.to_bits().hash(state);
        self.hi.to_bits().hash(state);
    }
}

impl fmt::Display for SeBand {
    /// `lo-hi`, the form the CLI's `--se` takes: `7-8`, `8.5-9.5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.lo, self.hi)
    }
}

/// Why [`SeBand::new`] refused a band.
#[derive(Clone, Debug, PartialEq)]
pub struct InvalidSeBand {
    /// The lower end given.
    pub lo: f64,
    /// The upper end given.
    pub hi: f64,
    /// What is wrong, in words.
    pub reason: &'static str,
}

impl fmt::Display for InvalidSeBand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid se band [{}, {}]: {}",
            self.lo, self.hi, self.reason
        )
    }
}

impl std::error::Error for InvalidSeBand {}

/// What to generate.
///
/// # Example
/// ```
/// use sudoku_wasm::{GenerateOptions, Level, Symmetry};
///
/// let options = GenerateOptions { seed: 7, level: Level::Hard, ..GenerateOptions::default() };
/// assert_eq!(options.symmetry, Symmetry::None);
/// assert!(options.minimal);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GenerateOptions {
    /// The seed: the same options give the same puzzle.
    pub seed: u64,
    /// The level wanted (see [`Level`]). [`Level::Extreme`] and [`Level::Guessing`] are
    /// rare among random puzzles and may not be reached within the budget.
    pub level: Level,
    /// The pattern of the givens.
    pub symmetry: Symmetry,
    /// Minimal (the default): no given, or no orbit of givens under the symmetry, can be
    /// removed without allowing a second solution. When false, up to [`EXTRA_GIVENS`]
    /// givens (whole orbits) are added back where they keep the level.
    pub minimal: bool,
    /// The budget, in attempts (a fresh solution, dug out and graded); 0 counts as 1.
    pub max_attempts: u32,
    /// A band of Sudoku Explainer ratings to reach instead of `level` (which is then
    /// ignored); `None` (the default): the level is the target. Bands above 9 need a
    /// larger `max_attempts` than the default, such as [`DEFAULT_MAX_ATTEMPTS_SE`].
    pub se: Option<SeBand>,
}

impl Default for GenerateOptions {
    /// Seed 0, an easy minimal puzzle without symmetry, [`DEFAULT_MAX_ATTEMPTS`].
    fn default() -> GenerateOptions {
        GenerateOptions {
            seed: 0,
            level: Level::Easy,
            symmetry: Symmetry::None,
            minimal: true,
            max_attempts: DEFAULT_MAX_ATTEMPTS,
            se: None,
        }
    }
}

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    /// The puzzle: exactly one solution, givens in the requested symmetry.
    pub puzzle: Grid,
    /// Its solution.
    pub solution: Grid,
    /// Its grade; `grade.level` is the level actually reached.
    pub grade: Grade,
    /// Whether `grade.level` is the requested level or, with [`GenerateOptions::se`],
    /// whether `grade.se` (always filled in) lies in the band.
    pub reached: bool,
    /// The attempts made (at most the budget).
    pub attempts: u32,
}

/// Generates a puzzle with exactly one solution, of the requested level if the budget
/// allows (see the [module documentation](self)).
///
/// Nothing can fail: when the budget runs out, the closest puzzle found is returned with
/// `reached` false.
///
/// # Example
/// ```
/// use sudoku_wasm::generate::SeBand;
/// use sudoku_wasm::{generate, rate, GenerateOptions, Level, Symmetry};
///
/// let options = GenerateOptions {
///     seed: 42,
///     level: Level::Medium,
///     symmetry: Symmetry::Rotate180,
///     ..GenerateOptions::default()
/// };
/// let generated = generate(&options);
/// assert!(generated.reached);
/// assert_eq!(generated.grade.level, Level::Medium);
/// assert_eq!(generated.puzzle.count_solutions(2)?, 1);
/// assert_eq!(generated.puzzle.solve()?, generated.solution);
/// assert_eq!(generate(&options), generated); // deterministic
///
/// // A band of Sudoku Explainer ratings instead of a level.
/// let band = SeBand::new(4.0, 7.5).expect("a valid band");
/// let generated = generate(&GenerateOptions { seed: 3, se: Some(band), ..options });
/// assert!(generated.reached);
/// let er = rate(&generated.puzzle)?.expect("one solution").er;
/// assert!((4.0..=7.5).contains(&er));
/// assert_eq!(generated.grade.se, Some(er));
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn generate(options: &GenerateOptions) -> Generated {
    let mut rng = Rng::new(options.seed);
    let orbits = options.symmetry.orbits();
    let target = options.level;
    let max_attempts = options.max_attempts.max(1);
    // (distance from the target, puzzle, solution), the closest so far.
    let mut best: Option<(u32, [u8; 81], [u8; 81])> = None;
    let mut attempts = 0;
    while attempts < max_attempts {
        attempts += 1;
        let solution = random_solution(&mut rng);
        let puzzle = dig(&solution, &orbits, &mut rng);
        let distance = match options.se {
            Some(band) => band.distance(logic::rate_position(position(&puzzle)).er),
            None => {
                let level = capped_level(&puzzle, &solution, target);
                // Twice the gap in levels, plus one above the target: below wins a tie.
                2 * (level as i32 - target as i32).unsigned_abs() + u32::from(level > target)
            }
        };
        let closer = match &best {
            None => true,
            Some((d, _, _)) => distance < *d,
        };
        if closer {
            best = Some((distance, puzzle, solution));
        }
        if distance == 0 {
            break;
        }
    }
    let (_, mut puzzle, solution) = best.unwrap_or_else(|| {
        let solution = random_solution(&mut rng);
        (0, solution, solution)
    });
    let mut grade = full_grade(&puzzle, &solution);
    if options.se.is_some() {
        grade.se = Some(logic::rate_position(position(&puzzle)).er);
    }
    if !options.minimal {
        (puzzle, grade) = add_back(puzzle, &solution, grade, &orbits, &mut rng, options.se);
    }
    if grade.se.is_none() {
        grade.se = Some(logic::rate_position(position(&puzzle)).er);
    }
    let reached = match (options.se, grade.se) {
        (Some(band), Some(er)) => band.contains(er),
        (Some(_), None) => false,
        (None, _) => grade.level == target,
    };
    Generated {
        puzzle: grid(&puzzle),
        solution: grid(&solution),
        reached,
        grade,
        attempts,
    }
}

/// Cells known to come from a valid grid.
fn grid(cells: &[u8; 81]) -> Grid {
    Grid::from_bytes(cells).unwrap_or_default()
}

/// The position of a puzzle whose givens come from a valid solution (no conflicts).
fn position(puzzle: &[u8; 81]) -> Position {
    Position::from_consistent(puzzle)
}

/// The level of `puzzle`'s path, stopping at the first step above `cap` (whose level,
/// a lower bound, is then returned).
fn capped_level(puzzle: &[u8; 81], solution: &[u8; 81], cap: Level) -> Level {
    let oracle = Oracle {
        unique: true,
        solution: *solution,
    };
    let mut position = position(puzzle);
    let mut level = Level::Easy;
    while let Some(step) = logic::next_step(&position, &oracle) {
        level = level.max(step.technique.level());
        if level > cap {
            break;
        }
        position.apply(&step);
    }
    level
}

fn full_grade(puzzle: &[u8; 81], solution: &[u8; 81]) -> Grade {
    let oracle = Oracle {
        unique: true,
        solution: *solution,
    };
    Grade::from_path(&logic::path_from(position(puzzle), &oracle), true)
}

/// Whether `cells` has exactly one solution (a search that runs out of budget counts as
/// "not proven", so the clue stays).
fn unique(cells: &[u8; 81]) -> bool {
    let search = solver::search(cells, 2, crate::DEFAULT_MAX_GUESSES);
    search.count == 1 && !search.out_of_budget
}

/// Empties the orbits of `solution` in random order, each unless the puzzle would then
/// have more than one solution.
fn dig(solution: &[u8; 81], orbits: &[Vec<usize>], rng: &mut Rng) -> [u8; 81] {
    let mut order: Vec<usize> = (0..orbits.len()).collect();
    rng.shuffle(&mut order);
    let mut puzzle = *solution;
    for k in order {
        let kept = puzzle;
        for &i in &orbits[k] {
            puzzle[i] = 0;
        }
        if !unique(&puzzle) {
            puzzle = kept;
        }
    }
    puzzle
}

/// Adds back up to [`EXTRA_GIVENS`] givens, whole orbits in random order, each kept only
/// if the level stays the same (with a band `se`: if the SE rating stays the same).
/// With a band, `grade.se` is filled in on entry and stays so; without, it may be left
/// empty.
fn add_back(
    mut puzzle: [u8; 81],
    solution: &[u8; 81],
    mut grade: Grade,
    orbits: &[Vec<usize>],
    rng: &mut Rng,
    se: Option<SeBand>,
) -> ([u8; 81], Grade) {
    let mut empty: Vec<&Vec<usize>> = orbits.iter().filter(|o| puzzle[o[0]] == 0).collect();
    rng.shuffle(&mut empty);
    let mut added = 0;
    for orbit in empty {
        if added + orbit.len() > EXTRA_GIVENS {
            continue;
        }
        let mut more = puzzle;
        for &i in orbit {
            more[i] = solution[i];
        }
        let mut more_grade = full_grade(&more, solution);
        let same = match se {
            Some(_) => {
                more_grade.se = Some(logic::rate_position(position(&more)).er);
                more_grade.se == grade.se
            }
            // Rated once at the end, by the caller.
            None => more_grade.level == grade.level,
        };
        if same {
            puzzle = more;
            grade = more_grade;
            added += orbit.len();
        }
    }
    (puzzle, grade)
}

/// A random solved grid: backtracking on the cell with the fewest candidates, digits in
/// random order. An empty grid almost never needs to backtrack.
fn random_solution(rng: &mut Rng) -> [u8; 81] {
    fn fill(position: Position, rng: &mut Rng) -> Option<Position> {
        let Some(i) = (0..81)
            .filter(|&i| position.digits[i] == 0)
            .min_by_key(|&i| position.masks[i].count_ones())
        else {
            return Some(position);
        };
        let mut digits: Vec<u8> = (1..=9)
            .filter(|d| position.masks[i] >> (d - 1) & 1 != 0)
            .collect();
        rng.shuffle(&mut digits);
        for d in digits {
            let mut next = position;
            next.place(i, d);
            if (0..81).any(|j| next.digits[j] == 0 && next.masks[j] == 0) {
                continue;
            }
            if let Some(done) = fill(next, rng) {
                return Some(done);
            }
        }
        None
    }
    let empty = position(&[0; 81]);
    fill(empty, rng).map_or([0; 81], |done| done.digits)
}

/// SplitMix64: a tiny, well-mixed generator; enough to shuffle cells and digits. The
/// variant generators ([`crate::variant::generate`]) draw from it too.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (n > 0), by multiply-high: the bias is below 2^-50 here.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// Fisher-Yates.
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for k in (1..items.len()).rev() {
            let j = self.below(k + 1);
            items.swap(k, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_grid() {
        for symmetry in Symmetry::ALL {
            let orbits = symmetry.orbits();
            let mut seen = [0u8; 81];
            for orbit in &orbits {
                for &i in orbit {
                    seen[i] += 1;
                }
            }
            assert!(seen.iter().all(|&n| n == 1), "{symmetry:?}");
            let expected = match symmetry {
                Symmetry::None => 81,
                Symmetry::Rotate180 => 41,
                Symmetry::Rotate90 => 21,
                Symmetry::MirrorHorizontal
                | Symmetry::MirrorVertical
                | Symmetry::Diagonal
                | Symmetry::AntiDiagonal => 45,
            };
            assert_eq!(orbits.len(), expected, "{symmetry:?}");
        }
    }

    #[test]
    fn random_solutions_are_valid_and_vary() {
        let mut rng = Rng::new(1);
        let a = random_solution(&mut rng);
        let b = random_solution(&mut rng);
        assert!(grid(&a).is_solved() && grid(&b).is_solved());
        assert_ne!(a, b);
        assert_eq!(random_solution(&mut Rng::new(1)), a);
    }

    fn band(lo: f64, hi: f64) -> Option<SeBand> {
        Some(SeBand::new(lo, hi).expect("a valid band"))
    }

    #[test]
    fn se_bands_are_reached_and_checked_by_rate() {
        for (seed, lo, hi, symmetry) in [
            (1, 1.0, 2.0, Symmetry::None),
            (2, 4.0, 7.5, Symmetry::Rotate180),
        ] {
            let options = GenerateOptions {
                seed,
                se: band(lo, hi),
                symmetry,
                // Ignored when a band is given.
                level: Level::Guessing,
                ..GenerateOptions::default()
            };
            let generated = generate(&options);
            assert!(generated.reached, "{options:?}");
            // Rated again from the puzzle alone, not from the generator's own claim.
            let rating = crate::rate(&generated.puzzle)
                .expect("valid")
                .expect("one solution");
            assert!((lo..=hi).contains(&rating.er), "{} {lo}-{hi}", rating.er);
            assert_eq!(generated.grade.se, Some(rating.er));
            assert_eq!(generated.puzzle.count_solutions(2), Ok(1));
            assert_eq!(generate(&options), generated, "deterministic");
        }
    }

    #[test]
    fn se_band_budget_runs_out_to_the_closest() {
        // One attempt cannot make a puzzle rated 11 or more: the only one comes back.
        let options = GenerateOptions {
            seed: 4,
            se: band(11.5, 12.0),
            max_attempts: 1,
            ..GenerateOptions::default()
        };
        let generated = generate(&options);
        assert!(!generated.reached);
        assert_eq!(generated.attempts, 1);
        let er = crate::rate(&generated.puzzle).unwrap().unwrap().er;
        assert!(er < 11.5);
        assert_eq!(generated.grade.se, Some(er));
        // With more attempts, the closest of them: no lower than the first one's.
        let more = generate(&GenerateOptions {
            max_attempts: 5,
            ..options
        });
        assert!(!more.reached);
        assert_eq!(more.attempts, 5);
        assert!(more.grade.se >= Some(er));
    }

    #[test]
    fn se_band_with_extra_givens_keeps_the_rating() {
        let options = GenerateOptions {
            seed: 6,
            se: band(1.0, 2.0),
            ..GenerateOptions::default()
        };
        let minimal = generate(&options);
        let more = generate(&GenerateOptions {
            minimal: false,
            ..options
        });
        assert!(more.reached);
        assert_eq!(more.solution, minimal.solution);
        assert_eq!(more.grade.se, minimal.grade.se);
        assert!(more.puzzle.given_count() > minimal.puzzle.given_count());
    }

    #[test]
    fn invalid_se_bands_are_refused() {
        for (lo, hi, reason) in [
            (8.0, 7.0, "lo must be at most hi"),
            (f64::NAN, 7.0, "lo must be a number 1.0 to 12.0"),
            (2.0, f64::INFINITY, "hi must be a number 1.0 to 12.0"),
            (0.9, 2.0, "lo must be a number 1.0 to 12.0"),
            (2.0, 12.1, "hi must be a number 1.0 to 12.0"),
            (
                7.01,
                7.09,
                "the band holds no rating (ratings come in tenths)",
            ),
        ] {
            let error = SeBand::new(lo, hi).unwrap_err();
            assert_eq!(error.reason, reason, "{lo} {hi}");
            assert!(error.to_string().starts_with("invalid se band ["));
        }
        assert!(SeBand::new(1.0, 12.0).is_ok());
        assert!(SeBand::new(7.1, 7.1).unwrap().contains(7.1));
    }

    #[test]
    fn rng_is_spread() {
        let mut rng = Rng::new(3);
        let mut counts = [0u32; 6];
        for _ in 0..6000 {
            counts[rng.below(6)] += 1;
        }
        assert!(
            counts.iter().all(|&n| (850..1150).contains(&n)),
            "{counts:?}"
        );
    }
}
