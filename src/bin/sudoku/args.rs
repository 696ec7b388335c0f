//! The command line: every subcommand, option and help text, declared with clap.

use std::num::NonZeroUsize;
use std::path::PathBuf;

#[cfg(feature = "logic")]
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
#[cfg(all(feature = "logic", feature = "variants"))]
use sudoku_wasm::variant::generate::VariantKind;
use sudoku_wasm::DEFAULT_MAX_GUESSES;
#[cfg(feature = "logic")]
use sudoku_wasm::{generate::SeBand, Level, Symmetry};

/// The exit statuses, shown at the end of `--help` (and in docs/cli.md).
const EXIT_STATUS: &str = "\
Exit status:
  0    every puzzle got its answer (and for validate: every puzzle is valid and unique)
  1    a puzzle was malformed, had clashing givens or no solution, ran out of budget, was not
       unique (validate) or not of the level asked for (generate); the reason is on standard
       error, or on the puzzle's own output line in line mode
  2    the command line was wrong, or a file could not be read
  141  standard output was closed early (e.g. `sudoku lines FILE | head -1`): the command
       stops quietly, with the status of a program ended by SIGPIPE";

/// What the top level says before the subcommands.
const ABOUT: &str = "\
Solve, check, grade and make 9x9 Sudoku puzzles.

With no subcommand, `sudoku` is `sudoku solve`: it reads one puzzle in the Baekjoon 2580 format
(9 lines of 9 digits 0-9 separated by spaces, 0 for a blank) and prints one solution in the
same format. `-` as a FILE means standard input; no FILE means standard input too.

Line mode (`sudoku lines`, or `--lines` on any subcommand that reads puzzles) reads one puzzle
per line: 81 characters, 1-9 for givens and 0 or . for blanks; empty lines and lines starting
with # are skipped. Every line gets exactly one answer, in input order, computed on every core
(--jobs).";

/// `sudoku`: solve, check, grade and make Sudoku puzzles.
#[derive(Debug, Parser)]
#[command(
    name = "sudoku",
    version,
    about = "Solve, check, grade and make 9x9 Sudoku puzzles",
    long_about = ABOUT,
    after_help = EXIT_STATUS,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// What to do; `solve` when left out.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The options of `solve`, taken without the subcommand's name.
    #[command(flatten)]
    pub solve: SolveArgs,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve puzzles (the default)
    ///
    /// One Baekjoon grid per input, the solution in the same format; with --lines, one
    /// puzzle per line. A puzzle with several solutions gets one of them, always the same.
    #[command(after_help = EXIT_STATUS)]
    Solve(SolveArgs),
    /// Solve one 81-character puzzle per line, on every core (`solve --lines`)
    ///
    /// Each line gets one line: the 81-digit solution or `error: <reason>`, in input order.
    /// `sudoku --lines FILE...` is the same.
    #[command(after_help = EXIT_STATUS)]
    Lines(LinesArgs),
    /// Count the solutions of each puzzle
    ///
    /// Prints the number of solutions, counted up to --limit (when given; the count is then
    /// "at least").
    #[command(after_help = EXIT_STATUS)]
    Count(CountArgs),
    /// Check each puzzle's givens and whether it has exactly one solution
    ///
    /// Prints `unique`, `multiple` (several solutions), `unsolvable`, or `conflict: <every
    /// pair of clashing givens>`. The exit status is 0 only when every puzzle is unique.
    #[command(after_help = EXIT_STATUS)]
    Validate(ValidateArgs),
    /// Print each puzzle's true candidates: the digits each cell holds in some solution
    ///
    /// One row of the grid a line, each cell's digits (comma-separated past 9), `-` where
    /// there is none (no solution at all); a unique puzzle shows its solution. With
    /// --limit, how many solutions put each digit in each cell, counted up to the limit:
    /// one line per cell, `r1c1 1:2 5:10+` (`+`: the limit or more). Reads classic grids
    /// and f-puzzles puzzles.
    #[command(after_help = EXIT_STATUS)]
    Candidates(CandidatesArgs),
    /// Grade each puzzle by the hardest technique a person needs
    ///
    /// Prints `<level> <score> <hardest technique>`, e.g. `medium 199 Naked pair`; the levels
    /// are easy, medium, hard, expert, extreme and guessing.
    #[cfg(feature = "logic")]
    #[command(after_help = EXIT_STATUS)]
    Grade(GradeArgs),
    /// Rate each puzzle on Sudoku Explainer's scale
    ///
    /// Prints `ER/EP/ED` as Sudoku Explainer does, e.g. `2.6/1.2/1.2`: the hardest step,
    /// the hardest up to the first placement, the first step. A puzzle with several
    /// solutions has no rating: it prints `no rating: several solutions` and counts as a
    /// failure in the exit status.
    #[cfg(feature = "logic")]
    #[command(after_help = EXIT_STATUS)]
    Rate(RateArgs),
    /// Explain the next logical step of each puzzle
    ///
    /// Prints the step in a sentence, e.g. `Naked single: 4 is the only candidate left in
    /// r8c3, so r8c3 is 4.`
    #[cfg(feature = "logic")]
    #[command(after_help = EXIT_STATUS)]
    Hint(HintArgs),
    /// Explain every logical step from each puzzle to its solution
    ///
    /// Prints one step per line (with --lines, one puzzle's steps on one line). Where logic
    /// ends, a step says it is a guess.
    #[cfg(feature = "logic")]
    #[command(after_help = EXIT_STATUS)]
    Path(PathArgs),
    /// Make puzzles with exactly one solution
    ///
    /// At a level (or a band of SE ratings, --se) and symmetry, from a seed: the same options always make the same puzzles.
    /// With --count, one puzzle per seed from --seed on, made on every core, in order.
    /// With --variant, killer, jigsaw, X and windoku puzzles and classic ones of other sizes
    /// (--size), graded by the variant logic engine.
    #[cfg(feature = "logic")]
    #[command(after_help = EXIT_STATUS)]
    Generate(GenerateArgs),
}

/// Where the puzzles come from, and how they are read.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// Files to read, in order; `-` or none: standard input. Without --lines each file
    /// holds one puzzle.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Line mode: one 81-character puzzle per line, one answer per line, on every core
    /// (FILEs may follow, `--lines=FILE` works too).
    #[arg(long, value_name = "FILE", num_args = 0.., require_equals = false)]
    pub lines: Option<Vec<PathBuf>>,
    /// How line mode runs.
    #[command(flatten)]
    pub parallel: ParallelArgs,
}

impl InputArgs {
    /// Whether line mode was asked for.
    pub fn line_mode(&self) -> bool {
        self.lines.is_some()
    }

    /// Every file named, those given to `--lines=` first.
    pub fn all_files(&self) -> Vec<PathBuf> {
        let mut files = self.lines.clone().unwrap_or_default();
        files.extend(self.files.iter().cloned());
        files
    }
}

/// Threads and progress, for line mode and `generate --count`.
#[derive(Debug, Args)]
pub struct ParallelArgs {
    /// Worker threads in line mode [default: every core]
    #[arg(long, short = 'j', value_name = "N")]
    pub jobs: Option<NonZeroUsize>,
    /// Report progress on standard error even when it is not a terminal
    #[arg(long, overrides_with = "no_progress")]
    pub progress: bool,
    /// Never report progress (by default it is shown when standard error is a terminal)
    #[arg(long, overrides_with = "progress")]
    pub no_progress: bool,
}

/// How a grid answer is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GridFormat {
    /// 81 characters on one line (`.` for a blank)
    Line,
    /// The Baekjoon grid: 9 lines of 9 digits separated by spaces (0 for a blank)
    Grid,
    /// A boxed grid for people
    Pretty,
    /// One JSON object per puzzle (one per line in line mode)
    Json,
}

/// How a text answer is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TextFormat {
    /// Plain text
    Text,
    /// One JSON object per puzzle (one per line in line mode)
    Json,
}

/// `sudoku solve` (and `sudoku` alone).
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The puzzles.
    #[command(flatten)]
    pub input: InputArgs,
    /// Output format [default: grid, or line in line mode]
    #[arg(long, short = 'f', value_enum, value_name = "FORMAT")]
    pub format: Option<GridFormat>,
    /// Search budget per puzzle, in guesses
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_GUESSES)]
    pub max_guesses: u64,
}

/// `sudoku lines`.
#[derive(Debug, Args)]
pub struct LinesArgs {
    /// Files to read, in order; `-` or none: standard input
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Output format
    #[arg(
        long,
        short = 'f',
        value_enum,
        value_name = "FORMAT",
        default_value = "line"
    )]
    pub format: GridFormat,
    /// Search budget per puzzle, in guesses
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_GUESSES)]
    pub max_guesses: u64,
    /// How line mode runs.
    #[command(flatten)]
    pub parallel: ParallelArgs,
}

/// `--format text|json`, for the subcommands whose answers are not grids.
#[derive(Debug, Args)]
pub struct TextOutput {
    /// Output format
    #[arg(
        long,
        short = 'f',
        value_enum,
        value_name = "FORMAT",
        default_value = "text"
    )]
    pub format: TextFormat,
}

/// `sudoku count`.
#[derive(Debug, Args)]
pub struct CountArgs {
    /// The puzzles.
    #[command(flatten)]
    pub input: InputArgs,
    /// Stop counting at N solutions (2 tells "unique or not") [default: no limit]
    #[arg(long, value_name = "N")]
    pub limit: Option<u64>,
    /// Search budget per puzzle, in guesses; past it the puzzle gets an error that says
    /// how many solutions were found so far
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_GUESSES)]
    pub max_guesses: u64,
    /// How answers are written.
    #[command(flatten)]
    pub output: TextOutput,
}

/// `sudoku validate`.
#[derive(Debug, Args)]
pub struct ValidateArgs {
    /// The puzzles.
    #[command(flatten)]
    pub input: InputArgs,
    /// Search budget per puzzle, in guesses
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_GUESSES)]
    pub max_guesses: u64,
    /// How answers are written.
    #[command(flatten)]
    pub output: TextOutput,
}

/// `sudoku candidates`.
#[derive(Debug, Args)]
pub struct CandidatesArgs {
    /// The puzzles.
    #[command(flatten)]
    pub input: InputArgs,
    /// Count the solutions with each digit in each cell, up to N [default: only whether
    /// there is one]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub limit: Option<u32>,
    /// Search budget per puzzle, in guesses, for all its searches together
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_GUESSES)]
    pub max_guesses: u64,
    /// How answers are written.
    #[command(flatten)]
    pub output: TextOutput,
}

/// `sudoku grade`, `sudoku rate`, `sudoku hint` and `sudoku path`: a puzzle in, text or
/// JSON out.
#[cfg(feature = "logic")]
#[derive(Debug, Args)]
pub struct LogicArgs {
    /// The puzzles.
    #[command(flatten)]
    pub input: InputArgs,
    /// How answers are written.
    #[command(flatten)]
    pub output: TextOutput,
}

/// `sudoku grade`.
#[cfg(feature = "logic")]
pub type GradeArgs = LogicArgs;
/// `sudoku rate`.
#[cfg(feature = "logic")]
pub type RateArgs = LogicArgs;
/// `sudoku hint`.
#[cfg(feature = "logic")]
pub type HintArgs = LogicArgs;
/// `sudoku path`.
#[cfg(feature = "logic")]
pub type PathArgs = LogicArgs;

/// `sudoku generate`.
#[cfg(feature = "logic")]
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The level wanted
    #[arg(long, short = 'l', value_name = "LEVEL", default_value = "easy",
          value_parser = level_parser())]
    pub level: Level,
    /// A band of Sudoku Explainer ratings (ER, as `rate` gives them) to reach instead of
    /// a level: LO-HI, both included, 1.0 to 12.0 (`--se 7-8`, `--se 8.5-9.5`; a single
    /// rating R means exactly R). Ratings of 9 and more take hundreds of attempts
    #[arg(long, value_name = "LO-HI", value_parser = se_band, conflicts_with = "level")]
    pub se: Option<SeBand>,
    /// The pattern of the givens
    #[arg(long, short = 's', value_name = "SYMMETRY", default_value = "none",
          value_parser = symmetry_parser())]
    pub symmetry: Symmetry,
    /// The seed of the first puzzle (the next ones take seed+1, seed+2, ...): the same
    /// options always make the same puzzles [default: from the clock]
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// How many puzzles to make (on every core)
    #[arg(long, short = 'n', value_name = "N", default_value_t = 1)]
    pub count: u64,
    /// Allow a few givens more than needed (not minimal), where they keep the level
    #[arg(long)]
    pub extra_givens: bool,
    /// Budget per puzzle, in attempts; when it runs out, the closest puzzle is printed
    /// and the exit status is 1 [default: 500, with --se 3000]
    #[arg(long, value_name = "N")]
    pub max_attempts: Option<u32>,
    /// Output format
    #[arg(
        long,
        short = 'f',
        value_enum,
        value_name = "FORMAT",
        default_value = "line"
    )]
    pub format: GridFormat,
    /// A variant puzzle instead of a classic 9x9: classic (other sizes), killer, jigsaw, x
    /// or windoku. Each prints as a line with its f-puzzles link, its level and its
    /// hardest technique, tab-separated (or JSON with --format json)
    #[cfg(feature = "variants")]
    #[arg(long, value_name = "KIND", value_parser = variant_parser(),
          conflicts_with_all = ["se", "extra_givens"])]
    pub variant: Option<VariantKind>,
    /// The size N of the grid (NxN) with --variant: classic 4, 6, 8, 9, 12 or 16, the
    /// others 9 [default: 9]
    #[cfg(feature = "variants")]
    #[arg(long, value_name = "N", requires = "variant")]
    pub size: Option<usize>,
    /// How the puzzles are made in parallel.
    #[command(flatten)]
    pub parallel: ParallelArgs,
}

/// `--variant`: the generator's kind names.
#[cfg(all(feature = "logic", feature = "variants"))]
fn variant_parser() -> impl TypedValueParser<Value = VariantKind> {
    PossibleValuesParser::new(VariantKind::ALL.map(VariantKind::name))
        .map(|name| VariantKind::from_name(&name).expect("a listed name"))
}

/// `--level`: the library's level names.
#[cfg(feature = "logic")]
fn level_parser() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(Level::ALL.map(Level::name))
        .map(|name| Level::from_name(&name).expect("a listed name"))
}

/// `--se`: `LO-HI` or a single rating, checked by [`SeBand::new`].
#[cfg(feature = "logic")]
fn se_band(text: &str) -> Result<SeBand, String> {
    let number = |part: &str| {
        part.trim()
            .parse::<f64>()
            .map_err(|_| format!("{part:?} is not a number (expected LO-HI, such as 7-8)"))
    };
    let (lo, hi) = match text.split_once('-') {
        Some((lo, hi)) => (number(lo)?, number(hi)?),
        None => (number(text)?, number(text)?),
    };
    SeBand::new(lo, hi).map_err(|e| e.to_string())
}

/// `--symmetry`: the library's symmetry names.
#[cfg(feature = "logic")]
fn symmetry_parser() -> impl TypedValueParser<Value = Symmetry> {
    PossibleValuesParser::new(Symmetry::ALL.map(Symmetry::name))
        .map(|name| Symmetry::from_name(&name).expect("a listed name"))
}
