//! Running a parsed command line: grid mode, line mode, `generate`, and the exit status.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use crate::answer::Task;
use crate::args::{Cli, Command, GridFormat, InputArgs, ParallelArgs};
use crate::input::{self, InputError, LineReader, LineSpan, Source};
use crate::json;
use crate::pipeline::{self, Batch, Fill, Stop};

/// Lines per batch in line mode (a batch also ends where the read buffer does).
const BATCH_LINES: usize = 2048;

/// Exit status: every puzzle got its answer.
const SUCCESS: u8 = 0;
/// Exit status: a puzzle failed (malformed, no solution, not unique, ...).
const PUZZLE_FAILED: u8 = 1;
/// Exit status: the command line or a file could not be used.
const UNUSABLE: u8 = 2;
/// Exit status: standard output was closed early, as for a program ended by SIGPIPE
/// (128 + 13). Rust ignores SIGPIPE, so the write fails instead and we stop quietly.
const OUTPUT_CLOSED: u8 = 141;

/// Why a run stopped before the end.
enum Failure {
    /// An input could not be read.
    Input(InputError),
    /// The options ask for something not offered (the reason, with what is).
    #[cfg_attr(not(all(feature = "logic", feature = "variants")), allow(dead_code))]
    Usage(String),
    /// Standard output could not be written.
    Output(io::Error),
}

impl<E: Into<Failure>> From<Stop<E>> for Failure {
    fn from(stop: Stop<E>) -> Failure {
        match stop {
            Stop::Input(error) => error.into(),
            Stop::Output(error) => Failure::Output(error),
        }
    }
}

impl From<InputError> for Failure {
    fn from(error: InputError) -> Failure {
        Failure::Input(error)
    }
}

/// Runs the command line and returns the exit status.
pub fn main(cli: Cli) -> ExitCode {
    let command = cli.command.unwrap_or(Command::Solve(cli.solve));
    let status = match command_status(command) {
        Ok(true) => SUCCESS,
        Ok(false) => PUZZLE_FAILED,
        Err(Failure::Input(error)) => {
            eprintln!("sudoku: {error}");
            UNUSABLE
        }
        Err(Failure::Usage(reason)) => {
            eprintln!("sudoku: {reason}");
            UNUSABLE
        }
        Err(Failure::Output(error)) if error.kind() == io::ErrorKind::BrokenPipe => OUTPUT_CLOSED,
        Err(Failure::Output(error)) => {
            eprintln!("sudoku: standard output: {error}");
            UNUSABLE
        }
    };
    ExitCode::from(status)
}

/// Runs one subcommand: `Ok(true)` when every puzzle got a successful answer.
fn command_status(command: Command) -> Result<bool, Failure> {
    match command {
        Command::Solve(args) => {
            let line_mode = args.input.line_mode();
            let default = if line_mode {
                GridFormat::Line
            } else {
                GridFormat::Grid
            };
            let task = Task::Solve {
                format: args.format.unwrap_or(default),
                max_guesses: args.max_guesses,
            };
            puzzles(&args.input, task, "sudoku lines")
        }
        Command::Lines(args) => {
            let task = Task::Solve {
                format: args.format,
                max_guesses: args.max_guesses,
            };
            lines(Source::all(&args.files), &args.parallel, task)
        }
        Command::Count(args) => {
            let task = Task::Count {
                limit: args.limit,
                max_guesses: args.max_guesses,
                format: args.output.format,
            };
            puzzles(&args.input, task, "sudoku count --lines")
        }
        Command::Validate(args) => {
            let task = Task::Validate {
                max_guesses: args.max_guesses,
                format: args.output.format,
            };
            puzzles(&args.input, task, "sudoku validate --lines")
        }
        Command::Candidates(args) => {
            let task = Task::Candidates {
                limit: args.limit,
                max_guesses: args.max_guesses,
                format: args.output.format,
            };
            puzzles(&args.input, task, "sudoku candidates --lines")
        }
        #[cfg(feature = "logic")]
        Command::Grade(args) => puzzles(
            &args.input,
            Task::Grade {
                format: args.output.format,
            },
            "sudoku grade --lines",
        ),
        #[cfg(feature = "logic")]
        Command::Rate(args) => puzzles(
            &args.input,
            Task::Rate {
                format: args.output.format,
            },
            "sudoku rate --lines",
        ),
        #[cfg(feature = "logic")]
        Command::Hint(args) => puzzles(
            &args.input,
            Task::Hint {
                format: args.output.format,
            },
            "sudoku hint --lines",
        ),
        #[cfg(feature = "logic")]
        Command::Path(args) => puzzles(
            &args.input,
            Task::Path {
                format: args.output.format,
            },
            "sudoku path --lines",
        ),
        #[cfg(feature = "logic")]
        Command::Generate(args) => generate::run(&args),
    }
}

/// A subcommand's puzzles, in grid mode or line mode. `line_command` is how to ask for
/// line mode, for the hint when grid mode is given lines.
fn puzzles(input: &InputArgs, task: Task, line_command: &str) -> Result<bool, Failure> {
    let sources = Source::all(&input.all_files());
    if input.line_mode() {
        lines(sources, &input.parallel, task)
    } else {
        grids(&sources, task, line_command)
    }
}

/// Grid mode: each source is one puzzle. Errors about a puzzle go to standard error
/// (in JSON, to standard output as the puzzle's object) and the next source is read.
fn grids(sources: &[Source], task: Task, line_command: &str) -> Result<bool, Failure> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut all_ok = true;
    let mut answer = Vec::new();
    let mut written = false;
    for source in sources {
        answer.clear();
        // Several grids on standard output: an empty line between them.
        if written && task.multiline(false) {
            answer.push(b'\n');
        }
        let text = input::read_grid_text(source)?;
        let parsed;
        let result = match text {
            // An f-puzzles puzzle (JSON or link): any size, variant rules.
            #[cfg(feature = "variants")]
            Ok(ref text) if crate::variant::is_fpuzzles(text) => {
                crate::variant::answer(text, task, &mut answer).map_err(|error| {
                    let message = error.to_string();
                    (json::Failed::new(None, &error), message)
                })
            }
            text => {
                parsed = text.and_then(|text| input::parse_grid(&text, line_command));
                match &parsed {
                    Ok(grid) => task.answer(grid, false, &mut answer).map_err(|error| {
                        let message = error.to_string();
                        (json::Failed::new(Some(grid), &error), message)
                    }),
                    Err(error) => Err((json::Failed::input(error), error.to_string())),
                }
            }
        };
        match result {
            Ok(ok) => all_ok &= ok,
            Err((failed, message)) => {
                all_ok = false;
                if task.json() {
                    json::write_line(&mut answer, &failed);
                } else {
                    out.flush().map_err(Failure::Output)?;
                    match source.path() {
                        Some(path) => eprintln!("sudoku: {}: {message}", path.display()),
                        None => eprintln!("sudoku: {message}"),
                    }
                }
            }
        }
        if answer.iter().any(|&b| b != b'\n') {
            out.write_all(&answer).map_err(Failure::Output)?;
            written = true;
        }
    }
    out.flush().map_err(Failure::Output)?;
    Ok(all_ok)
}

/// Line mode: one puzzle per line of every source, answered on every core, in order.
fn lines(sources: Vec<Source>, parallel: &ParallelArgs, task: Task) -> Result<bool, Failure> {
    let mut reader = LineReader::new(sources);
    let fill = move |batch: &mut Batch<LineSpan>| match reader.fill(
        &mut batch.text,
        &mut batch.items,
        BATCH_LINES,
    ) {
        Ok(true) => Fill::More,
        Ok(false) => Fill::End,
        Err(error) => Fill::Failed(error),
    };
    let work = move |batch: &mut Batch<LineSpan>| {
        let Batch {
            text,
            items,
            out,
            answered,
            failed,
            ..
        } = batch;
        for span in items.iter() {
            let Some(puzzle) = input::parse_line(&text[span.start..span.end], span.extra_chars)
            else {
                continue;
            };
            *answered += 1;
            let ok = match &puzzle {
                Ok(grid) => task.answer(grid, true, out).unwrap_or_else(|error| {
                    task.write_error(Some(grid), &error, out);
                    false
                }),
                Err(error) => {
                    task.write_error(None, error, out);
                    false
                }
            };
            if task.multiline(true) {
                out.push(b'\n');
            }
            *failed += u64::from(!ok);
        }
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(128 << 10, stdout.lock());
    let totals = pipeline::run(options(parallel), fill, work, &mut out)?;
    Ok(totals.failed == 0)
}

/// The pipeline's options from the command line's.
fn options(parallel: &ParallelArgs) -> pipeline::Options {
    pipeline::Options::new(
        parallel.jobs.map(usize::from),
        parallel.progress,
        parallel.no_progress,
    )
}

#[cfg(feature = "logic")]
mod generate {
    //! `sudoku generate`: puzzles from consecutive seeds, made on every core, in order.

    use std::io::{self, BufWriter};
    use std::time::{SystemTime, UNIX_EPOCH};

    use sudoku_wasm::{generate, GenerateOptions};

    use super::{options, Failure};
    use crate::answer::write_grid;
    use crate::args::GenerateArgs;
    use crate::json::JsonGenerated;
    use crate::pipeline::{self, Batch, Fill};

    /// Makes `args.count` puzzles; `Ok(false)` when any missed the level asked for.
    pub fn run(args: &GenerateArgs) -> Result<bool, Failure> {
        #[cfg(feature = "variants")]
        if let Some(kind) = args.variant {
            return variant(args, kind);
        }
        let first = args.seed.unwrap_or_else(clock_seed);
        let (count, mut made) = (args.count, 0);
        // One seed per batch: a puzzle takes milliseconds, so batches need not be larger.
        let fill = move |batch: &mut Batch<u64>| {
            if made == count {
                return Fill::<Failure>::End;
            }
            batch.items.push(first.wrapping_add(made));
            made += 1;
            if made == count {
                Fill::End
            } else {
                Fill::More
            }
        };
        let (level, symmetry, minimal, max_attempts, format) = (
            args.level,
            args.symmetry,
            !args.extra_givens,
            args.max_attempts.unwrap_or(match args.se {
                Some(_) => sudoku_wasm::generate::DEFAULT_MAX_ATTEMPTS_SE,
                None => sudoku_wasm::generate::DEFAULT_MAX_ATTEMPTS,
            }),
            args.format,
        );
        let se = args.se;
        let work = move |batch: &mut Batch<u64>| {
            for &seed in &batch.items {
                let generated = generate(&GenerateOptions {
                    seed,
                    level,
                    symmetry,
                    minimal,
                    max_attempts,
                    se,
                });
                write_grid(&generated.puzzle, format, &mut batch.out, || {
                    JsonGenerated::new(seed, &generated)
                });
                if matches!(
                    format,
                    crate::args::GridFormat::Grid | crate::args::GridFormat::Pretty
                ) {
                    batch.out.push(b'\n');
                }
                batch.answered += 1;
                batch.failed += u64::from(!generated.reached);
            }
        };
        let stdout = io::stdout();
        let mut out = BufWriter::new(stdout.lock());
        let totals = pipeline::run(options(&args.parallel), fill, work, &mut out)?;
        if totals.failed > 0 {
            eprintln!(
                "sudoku: {} of {} puzzles did not reach {} within {} attempts; \
                 the closest were printed (raise --max-attempts)",
                totals.failed,
                totals.answered,
                match args.se {
                    Some(band) => format!("the SE band {band}"),
                    None => format!("the level {}", args.level),
                },
                max_attempts
            );
        }
        Ok(totals.failed == 0)
    }

    /// `--variant`: variant puzzles from consecutive seeds, each printed as its f-puzzles
    /// link, level and hardest technique (or JSON).
    #[cfg(feature = "variants")]
    fn variant(
        args: &GenerateArgs,
        kind: sudoku_wasm::variant::generate::VariantKind,
    ) -> Result<bool, Failure> {
        use crate::args::GridFormat;
        use sudoku_wasm::variant::generate::{generate_puzzle, VariantGenerateOptions};

        let json = match args.format {
            GridFormat::Line => false,
            GridFormat::Json => true,
            GridFormat::Grid | GridFormat::Pretty => {
                return Err(Failure::Usage(
                    "--format grid and pretty write 9x9 grids; a --variant puzzle is written \
                     as line (its f-puzzles link) or json"
                        .into(),
                ))
            }
        };
        let template = VariantGenerateOptions {
            seed: 0,
            size: args.size.unwrap_or(9),
            variant: kind,
            level: args.level,
            symmetry: Some(args.symmetry),
            budget: args.max_attempts,
        };
        template
            .check()
            .map_err(|e| Failure::Usage(e.to_string()))?;
        let first = args.seed.unwrap_or_else(clock_seed);
        let (count, mut made) = (args.count, 0);
        let fill = move |batch: &mut Batch<u64>| {
            if made == count {
                return Fill::<Failure>::End;
            }
            batch.items.push(first.wrapping_add(made));
            made += 1;
            if made == count {
                Fill::End
            } else {
                Fill::More
            }
        };
        let work = move |batch: &mut Batch<u64>| {
            for &seed in &batch.items {
                let options = VariantGenerateOptions { seed, ..template };
                match generate_puzzle(&options) {
                    Ok(generated) => {
                        crate::variant::write_generated(&generated, json, &mut batch.out);
                        batch.failed += u64::from(!generated.reached);
                    }
                    // Not after `check`: only a random solution out of budget, every time.
                    Err(error) if json => {
                        let failed = crate::json::Failed::new(None, &error);
                        crate::json::write_line(&mut batch.out, &failed);
                        batch.failed += 1;
                    }
                    Err(error) => {
                        batch.out.extend(format!("error: {error}\n").bytes());
                        batch.failed += 1;
                    }
                }
                batch.answered += 1;
            }
        };
        let stdout = io::stdout();
        let mut out = BufWriter::new(stdout.lock());
        let totals = pipeline::run(options(&args.parallel), fill, work, &mut out)?;
        if totals.failed > 0 {
            eprintln!(
                "sudoku: {} of {} puzzles did not reach the level {} within {} attempts; \
                 the closest were printed (raise --max-attempts)",
                totals.failed,
                totals.answered,
                args.level,
                template
                    .check()
                    .map_or(0, |s| args.max_attempts.unwrap_or(s.budget)),
            );
        }
        Ok(totals.failed == 0)
    }

    /// A seed from the clock, for a run without `--seed`.
    fn clock_seed() -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    }
}
