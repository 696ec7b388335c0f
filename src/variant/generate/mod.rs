//! New variant puzzles on demand: killer, jigsaw, sudoku X, windoku and classic puzzles of
//! other sizes, each with exactly one solution and graded by the variant logic engine
//! ([`Puzzle::grade`]), deterministically from a seed ([`generate_puzzle`]).
//!
//! # How
//! One attempt makes one puzzle whose logic path needs no guess and no technique above
//! the level asked for:
//!
//! 1. a random solution (`givens.rs`: the shared propagator, branching on a cell with
//!    the fewest candidates, digits in random order), over random regions first for a
//!    jigsaw (`jigsaw.rs`);
//! 2. the clues cut down while the counter ([`Puzzle::count_solutions`] to 2) still
//!    proves the solution unique: givens emptied in random order (in orbits of the
//!    [`Symmetry`]) for the kinds with givens, neighbouring cages merged for a killer
//!    (`killer.rs`, which starts from cages of one or two cells);
//! 3. the level fitted: while the techniques up to the level cannot finish the puzzle,
//!    clues come back (a given of the solution, or a cage split in two) — so the puzzle
//!    ends just inside the level.
//!
//! The counter does the many cheap checks and the logic engine runs once per candidate
//! puzzle, with no technique above the level (below expert no chain is ever looked for).
//! An attempt whose puzzle came out easier than asked is discarded; the first of the level
//! asked for is the answer. When the budget runs out first, the attempt whose level came
//! closest is returned, with `reached` false; it never needs a guess either.
//!
//! Everything is deterministic: the randomness is the classic generator's SplitMix64
//! seeded from [`VariantGenerateOptions::seed`], the budget counts attempts, not time,
//! and nothing iterates a hash map, so the same options give the same puzzle natively and
//! in wasm.
//!
//! # What is offered
//! [`SUPPORTED`] lists every kind, its sizes, the levels each size reaches within its
//! budget and that budget (the measured times are in PERFORMANCE.md). Asking for another
//! size or level is an [`Error::InvalidOption`] that says what is offered.
//!
//! | file | kind |
//! |---|---|
//! | `givens.rs` | what the kinds with givens share: random solutions, symmetric orbits of N×N cells, cutting givens down, fitting the level |
//! | `classic.rs` | classic puzzles of sizes 4 to 16 |
//! | `diagonals.rs` | sudoku X (both main diagonals) and windoku (four extra windows) |
//! | `jigsaw.rs` | random connected regions, then givens |
//! | `killer.rs` | cages over a random solution, no givens |

mod classic;
mod diagonals;
mod givens;
mod jigsaw;
mod killer;

use std::fmt;

use super::puzzle::Puzzle;
use super::PuzzleGrade;
use crate::logic::generate::Rng;
use crate::{Error, Level, Symmetry};

/// A kind of puzzle [`generate_puzzle`] makes.
///
/// # Example
/// ```
/// use sudoku_wasm::variant::generate::VariantKind;
///
/// assert_eq!(VariantKind::Killer.name(), "killer");
/// assert_eq!(VariantKind::from_name("windoku"), Some(VariantKind::Windoku));
/// assert_eq!(VariantKind::from_name("Killer"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum VariantKind {
    /// Rows, columns and boxes only; sizes 4 to 16, givens.
    Classic,
    /// Killer cages (each cage's digits differ and sum to its total) and no givens.
    Killer,
    /// Irregular regions instead of boxes, givens.
    Jigsaw,
    /// Sudoku X: both main diagonals hold each digit once too; givens.
    X,
    /// Windoku: four extra 3×3 windows hold each digit once too; givens.
    Windoku,
}

impl VariantKind {
    /// Every kind, in the order the menus list them.
    pub const ALL: [VariantKind; 5] = [
        VariantKind::Classic,
        VariantKind::Killer,
        VariantKind::Jigsaw,
        VariantKind::X,
        VariantKind::Windoku,
    ];

    /// The name the JS API and the CLI use: `"classic"`, `"killer"`, `"jigsaw"`, `"x"`,
    /// `"windoku"`.
    pub fn name(self) -> &'static str {
        match self {
            VariantKind::Classic => "classic",
            VariantKind::Killer => "killer",
            VariantKind::Jigsaw => "jigsaw",
            VariantKind::X => "x",
            VariantKind::Windoku => "windoku",
        }
    }

    /// The kind with this [`name`](VariantKind::name), if any.
    pub fn from_name(name: &str) -> Option<VariantKind> {
        VariantKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Whether the kind's puzzles have givens (and so take a [`Symmetry`]): all but killer.
    pub fn has_givens(self) -> bool {
        self != VariantKind::Killer
    }

    /// The sizes [`SUPPORTED`] offers for this kind, smallest first.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::generate::VariantKind;
    ///
    /// assert_eq!(VariantKind::Killer.sizes(), vec![9]);
    /// assert!(VariantKind::Classic.sizes().contains(&16));
    /// ```
    pub fn sizes(self) -> Vec<u8> {
        SUPPORTED
            .iter()
            .filter(|s| s.variant == self)
            .map(|s| s.size)
            .collect()
    }
}

impl fmt::Display for VariantKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many attempts past the budget [`generate_puzzle`] makes while none has made a
/// puzzle yet.
const EXTRA_ATTEMPTS: u32 = 100;

/// One row of [`SUPPORTED`]: a kind at a size, the levels it reaches and its default
/// budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Supported {
    /// The kind.
    pub variant: VariantKind,
    /// N: the grid is N×N.
    pub size: u8,
    /// The levels offered, easiest first: those reached for every seed of the report
    /// within the budget, with the times PERFORMANCE.md gives.
    pub levels: &'static [Level],
    /// The default [`VariantGenerateOptions::budget`], in attempts.
    pub budget: u32,
}

use Level::{Easy, Expert, Hard, Medium};

/// What [`generate_puzzle`] makes: every kind, size and level it offers (one table; the
/// wasm module's `puzzleGenerators()` and the CLI's checks read it).
///
/// Small grids have few places for hard patterns: a 4×4 is always easy. Extreme (forcing
/// chains and nets) is not offered: random puzzles rarely need them, and grading them
/// takes seconds each.
pub const SUPPORTED: [Supported; 10] = [
    Supported {
        variant: VariantKind::Classic,
        size: 4,
        levels: &[Easy],
        budget: 20,
    },
    Supported {
        variant: VariantKind::Classic,
        size: 6,
        levels: &[Easy, Medium, Hard],
        budget: 1000,
    },
    Supported {
        variant: VariantKind::Classic,
        size: 8,
        levels: &[Easy, Medium, Hard],
        budget: 100,
    },
    Supported {
        variant: VariantKind::Classic,
        size: 9,
        levels: &[Easy, Medium, Hard, Expert],
        budget: 100,
    },
    Supported {
        variant: VariantKind::Classic,
        size: 12,
        levels: &[Easy, Medium],
        budget: 20,
    },
    Supported {
        variant: VariantKind::Classic,
        size: 16,
        levels: &[Easy, Medium],
        budget: 10,
    },
    Supported {
        variant: VariantKind::Killer,
        size: 9,
        levels: &[Easy, Medium, Expert],
        budget: 50,
    },
    Supported {
        variant: VariantKind::Jigsaw,
        size: 9,
        levels: &[Easy, Medium, Hard, Expert],
        budget: 100,
    },
    Supported {
        variant: VariantKind::X,
        size: 9,
        levels: &[Easy, Medium, Hard, Expert],
        budget: 100,
    },
    Supported {
        variant: VariantKind::Windoku,
        size: 9,
        levels: &[Easy, Medium, Hard, Expert],
        budget: 100,
    },
];

/// What to generate ([`generate_puzzle`]).
///
/// # Example
/// ```
/// use sudoku_wasm::variant::generate::{VariantGenerateOptions, VariantKind};
/// use sudoku_wasm::Level;
///
/// let options = VariantGenerateOptions::new(VariantKind::Killer, 9, Level::Medium, 7);
/// assert_eq!(options.symmetry, None);
/// assert_eq!(options.budget, None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VariantGenerateOptions {
    /// The seed: the same options give the same puzzle.
    pub seed: u64,
    /// N: the grid is N×N (one of the kind's [`VariantKind::sizes`]).
    pub size: usize,
    /// The kind of puzzle.
    pub variant: VariantKind,
    /// The level wanted: the hardest technique of the variant logic path
    /// ([`Puzzle::grade`]); one of the levels [`SUPPORTED`] lists for the kind and size.
    pub level: Level,
    /// The pattern of the givens; `None`: no symmetry. Killers have no givens, so they
    /// take only `None` or [`Symmetry::None`].
    pub symmetry: Option<Symmetry>,
    /// The budget, in attempts (a fresh solution each, cut down, fitted and graded);
    /// `None`: the kind's default from [`SUPPORTED`]; 0 counts as 1.
    pub budget: Option<u32>,
}

impl VariantGenerateOptions {
    /// The options for `variant` at `size` and `level` from `seed`, with no symmetry and
    /// the default budget.
    pub fn new(variant: VariantKind, size: usize, level: Level, seed: u64) -> Self {
        VariantGenerateOptions {
            seed,
            size,
            variant,
            level,
            symmetry: None,
            budget: None,
        }
    }
}

/// A generated puzzle ([`generate_puzzle`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedPuzzle {
    /// The puzzle: exactly one solution, which logic reaches without a guess.
    pub puzzle: Puzzle,
    /// Its solution, N×N digits row-major.
    pub solution: Vec<u8>,
    /// Its grade, as [`Puzzle::grade`] gives it; `grade.level` is the level reached.
    pub grade: PuzzleGrade,
    /// The seed it was made from.
    pub seed: u64,
    /// The attempts made (at most the budget).
    pub attempts: u32,
    /// Whether `grade.level` is the level asked for.
    pub reached: bool,
}

/// One attempt's puzzle, of the level asked for or easier, never needing a guess.
pub(crate) struct Candidate {
    pub puzzle: Puzzle,
    pub solution: Vec<u8>,
    pub grade: PuzzleGrade,
}

/// Generates a puzzle of a kind, size and level (see the [module documentation](self)):
/// exactly one solution, a logic path without a guess, of the level asked for when the
/// budget allows; the same options give the same puzzle.
///
/// # Errors
/// [`Error::InvalidOption`] when the kind is not offered at `size`, `level` is not
/// offered for that kind and size ([`SUPPORTED`]), or a killer is asked for a symmetry
/// (it has no givens); the message says what is offered.
///
/// # Example
/// ```
/// # #[cfg(feature = "variants")] {
/// use sudoku_wasm::variant::generate::{generate_puzzle, VariantGenerateOptions, VariantKind};
/// use sudoku_wasm::Level;
///
/// let options = VariantGenerateOptions::new(VariantKind::Classic, 6, Level::Medium, 3);
/// let generated = generate_puzzle(&options)?;
/// assert!(generated.reached);
/// assert_eq!(generated.grade.level, Level::Medium);
/// assert_eq!(generated.puzzle.count_solutions(2)?, 1);
/// assert_eq!(generated.puzzle.grade()?, generated.grade);
/// assert_eq!(generate_puzzle(&options)?, generated); // deterministic
///
/// let err = generate_puzzle(&VariantGenerateOptions::new(VariantKind::Killer, 6, Level::Easy, 3))
///     .unwrap_err();
/// assert_eq!(err.to_string(), "invalid option size: killer puzzles are made at size 9, not 6");
/// # }
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn generate_puzzle(options: &VariantGenerateOptions) -> Result<GeneratedPuzzle, Error> {
    let supported = options.check()?;
    let symmetry = options.symmetry.unwrap_or_default();
    let n = supported.size;
    let target = options.level;
    let budget = options.budget.unwrap_or(supported.budget).max(1);
    let mut rng = Rng::new(options.seed);
    let mut best: Option<Candidate> = None;
    let mut attempts = 0;
    // Past the budget only while no attempt has made a puzzle (a jigsaw whose regions
    // admit no solution, every time): a bounded number more.
    while attempts < budget || (best.is_none() && attempts < budget + EXTRA_ATTEMPTS) {
        attempts += 1;
        let Some(candidate) = attempt(options.variant, n, target, symmetry, &mut rng) else {
            continue;
        };
        let better = best
            .as_ref()
            .map_or(true, |b| candidate.grade.level > b.grade.level);
        if better {
            best = Some(candidate);
        }
        if best.as_ref().is_some_and(|b| b.grade.level == target) {
            break;
        }
    }
    // Every attempt makes a puzzle unless its random solution ran out of guesses.
    let best = best.ok_or(Error::NoSolution)?;
    Ok(GeneratedPuzzle {
        reached: best.grade.level == target,
        puzzle: best.puzzle,
        solution: best.solution,
        grade: best.grade,
        seed: options.seed,
        attempts,
    })
}

impl VariantGenerateOptions {
    /// The row of [`SUPPORTED`] these options ask for: what [`generate_puzzle`] checks
    /// first, before any work.
    ///
    /// # Errors
    /// As [`generate_puzzle`]: [`Error::InvalidOption`] for a size, a level or a symmetry
    /// not offered.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::generate::{VariantGenerateOptions, VariantKind};
    /// use sudoku_wasm::Level;
    ///
    /// let options = VariantGenerateOptions::new(VariantKind::Classic, 4, Level::Easy, 0);
    /// assert_eq!(options.check()?.levels, &[Level::Easy]);
    /// let options = VariantGenerateOptions { level: Level::Expert, ..options };
    /// assert_eq!(
    ///     options.check().unwrap_err().to_string(),
    ///     "invalid option level: 4×4 classic puzzles are made at the level easy, not expert"
    /// );
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn check(&self) -> Result<&'static Supported, Error> {
        check(self)
    }
}

/// The row of [`SUPPORTED`] for the options, or the error that says what is offered.
fn check(options: &VariantGenerateOptions) -> Result<&'static Supported, Error> {
    let kind = options.variant;
    let Some(supported) = SUPPORTED
        .iter()
        .find(|s| s.variant == kind && usize::from(s.size) == options.size)
    else {
        let sizes: Vec<String> = kind.sizes().iter().map(u8::to_string).collect();
        let (word, sizes) = match sizes.split_last() {
            Some((last, [])) => ("size", last.clone()),
            Some((last, rest)) => ("sizes", format!("{} or {last}", rest.join(", "))),
            None => ("sizes", String::new()),
        };
        return Err(invalid_option(
            "size",
            format!(
                "{kind} puzzles are made at {word} {sizes}, not {}",
                options.size
            ),
        ));
    };
    if !supported.levels.contains(&options.level) {
        let names: Vec<&str> = supported.levels.iter().map(|l| l.name()).collect();
        let word = if names.len() == 1 { "level" } else { "levels" };
        return Err(invalid_option(
            "level",
            format!(
                "{n}×{n} {kind} puzzles are made at the {word} {}, not {}",
                names.join(", "),
                options.level,
                n = supported.size
            ),
        ));
    }
    if !kind.has_givens() && options.symmetry.is_some_and(|s| s != Symmetry::None) {
        return Err(invalid_option(
            "symmetry",
            format!(
                "{kind} puzzles have no givens, so no symmetry (only none), not {}",
                options.symmetry.unwrap_or_default().name()
            ),
        ));
    }
    Ok(supported)
}

fn invalid_option(option: &str, reason: String) -> Error {
    Error::InvalidOption {
        option: option.into(),
        reason,
    }
}

/// One attempt at a puzzle of `kind`; `None` when its random solution ran out of budget.
fn attempt(
    kind: VariantKind,
    n: u8,
    level: Level,
    symmetry: Symmetry,
    rng: &mut Rng,
) -> Option<Candidate> {
    match kind {
        VariantKind::Classic => classic::attempt(n, level, symmetry, rng),
        VariantKind::Killer => killer::attempt(n, level, rng),
        VariantKind::Jigsaw => jigsaw::attempt(n, level, symmetry, rng),
        VariantKind::X => diagonals::attempt(diagonals::x(n), level, symmetry, rng),
        VariantKind::Windoku => diagonals::attempt(diagonals::windoku(n), level, symmetry, rng),
    }
}
