//! Checks the logic engine against puzzle files and reports what it finds: every step of
//! every solution path checked against the solutions, the grade distribution, timings.
//!
//! ```text
//! cargo run --release --example logic_report -- [--limit N] [--every K] [--techniques] FILE...
//! ```
//!
//! * every step of [`solve_path`] is checked: a placement must be the digit of every
//!   solution, an elimination must remove a digit no solution has there (for puzzles
//!   with several solutions, "every solution" of the puzzle plus the guesses so far,
//!   checked by counting);
//! * with `--techniques`, every technique is also run on its own at every position of
//!   the path (not only the one the path uses) and its step checked the same way;
//! * `--every K` takes every K-th puzzle of each file, `--limit N` at most N of them.
//!
//! Prints one table row per file and, at the end, the number of failures (the exit
//! status is 1 if there is any).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use sudoku_wasm::{solve_path, solver, Cell, Grade, Grid, Level, Position, Step, Technique};

struct Options {
    limit: usize,
    every: usize,
    techniques: bool,
    files: Vec<String>,
}

fn options() -> Options {
    let mut options = Options {
        limit: usize::MAX,
        every: 1,
        techniques: false,
        files: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |name: &str| -> usize {
            args.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{name} needs a number"))
        };
        match arg.as_str() {
            "--limit" => options.limit = number("--limit"),
            "--every" => options.every = number("--every").max(1),
            "--techniques" => options.techniques = true,
            _ => options.files.push(arg),
        }
    }
    options
}

/// What the solutions say about the current position: either the unique solution, or
/// (for puzzles with several) the grid to count against.
enum Truth {
    Unique([u8; 81]),
    Several(Grid),
}

impl Truth {
    fn count(grid: &Grid) -> u64 {
        solver::search(grid.as_bytes(), 1, u64::MAX).count
    }

    /// Why `step` contradicts a solution, if it does.
    fn check(&self, step: &Step) -> Option<String> {
        match self {
            Truth::Unique(solution) => {
                for p in &step.placements {
                    if solution[p.cell.index()] != p.digit {
                        return Some(format!(
                            "places {p}, the solution has {}",
                            solution[p.cell.index()]
                        ));
                    }
                }
                for e in &step.eliminations {
                    if solution[e.cell.index()] == e.digit {
                        return Some(format!("removes {e}, the solution's digit"));
                    }
                }
                None
            }
            Truth::Several(grid) => {
                for p in &step.placements {
                    for other in (1..=9).filter(|&d| d != p.digit) {
                        let with = grid.with(p.cell, other).ok()?;
                        if with.check().is_ok() && Truth::count(&with) > 0 {
                            return Some(format!("places {p}, a solution has {other}"));
                        }
                    }
                }
                for e in &step.eliminations {
                    let with = grid.with(e.cell, e.digit).ok()?;
                    if with.check().is_ok() && Truth::count(&with) > 0 {
                        return Some(format!("removes {e}, a solution has it"));
                    }
                }
                None
            }
        }
    }
}

#[derive(Default)]
struct Stats {
    puzzles: usize,
    unique: usize,
    steps: usize,
    technique_checks: usize,
    failures: usize,
    levels: [usize; 6],
    hardest: BTreeMap<Technique, usize>,
    used: BTreeMap<Technique, usize>,
    found_alone: BTreeMap<Technique, usize>,
    scores: Vec<u32>,
    by_level: Vec<(Level, u32)>,
    total: Duration,
    slowest: Duration,
    slowest_puzzle: String,
}

fn check_puzzle(line: &str, options: &Options, stats: &mut Stats) {
    let grid = match Grid::from_line(line) {
        Ok(grid) => grid,
        Err(err) => {
            println!("skipped {line}: {err}");
            return;
        }
    };
    let search = solver::search(grid.as_bytes(), 2, u64::MAX);
    let Some(first) = search.first else {
        println!("skipped {line}: no solution");
        return;
    };
    let unique = search.count == 1;
    let start = Instant::now();
    let path = solve_path(&grid).expect("a solvable puzzle has a path");
    let took = start.elapsed();
    stats.total += took;
    if took > stats.slowest {
        stats.slowest = took;
        stats.slowest_puzzle = line.to_string();
    }
    stats.puzzles += 1;
    stats.unique += usize::from(unique);

    let mut truth = if unique {
        Truth::Unique(first)
    } else {
        Truth::Several(grid)
    };
    let mut position = Position::new(&grid).expect("checked grid");
    for (k, step) in path.iter().enumerate() {
        if options.techniques {
            for t in Technique::ALL {
                if t == Technique::Guess || (t.needs_uniqueness() && !unique) {
                    continue;
                }
                if let Some(alone) = t.find(&position) {
                    stats.technique_checks += 1;
                    *stats.found_alone.entry(t).or_default() += 1;
                    if let Some(why) = truth.check(&alone) {
                        stats.failures += 1;
                        println!(
                            "UNSOUND {t} at step {k} of {line}: {why}\n  {}\n{position}",
                            alone.text
                        );
                    }
                }
            }
        }
        stats.steps += 1;
        *stats.used.entry(step.technique).or_default() += 1;
        // A guess in a puzzle with several solutions is a choice, not a deduction.
        let choice = step.technique == Technique::Guess && !unique;
        if let Some(why) = truth.check(step).filter(|_| !choice) {
            stats.failures += 1;
            println!(
                "UNSOUND step {k} of {line}: {why}\n  {}\n{position}",
                step.text
            );
        }
        if step.technique == Technique::Guess {
            if let Truth::Several(g) = &mut truth {
                let p = step.placements[0];
                *g = g.with(p.cell, p.digit).expect("digit 1-9");
            }
        }
        position.apply(step);
    }
    let done = position.grid();
    let solved =
        done.is_solved() && Cell::all().all(|c| grid.get(c) == 0 || grid.get(c) == done.get(c));
    if !solved || (unique && done.to_bytes() != first) {
        stats.failures += 1;
        println!("NOT SOLVED by its path: {line}");
    }
    let grade = Grade::from_path(&path, unique);
    stats.levels[Level::ALL
        .iter()
        .position(|&l| l == grade.level)
        .unwrap_or(0)] += 1;
    if let Some(t) = grade.hardest_technique {
        *stats.hardest.entry(t).or_default() += 1;
    }
    stats.scores.push(grade.score);
    stats.by_level.push((grade.level, grade.score));
}

fn percent(part: usize, whole: usize) -> String {
    format!("{:.1}%", 100.0 * part as f64 / whole.max(1) as f64)
}

fn main() {
    let options = options();
    let mut failures = 0;
    println!(
        "| file | puzzles | steps checked | technique steps checked | failures | easy | medium | hard | expert | extreme | guessing | median score | mean ms | max ms |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut reports = Vec::new();
    for file in &options.files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let lines: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .step_by(options.every)
            .take(options.limit)
            .collect();
        let mut stats = Stats::default();
        for line in lines {
            check_puzzle(line, &options, &mut stats);
        }
        stats.scores.sort_unstable();
        let name = file.rsplit('/').next().unwrap_or(file);
        let levels: Vec<String> = stats
            .levels
            .iter()
            .map(|&n| format!("{n} ({})", percent(n, stats.puzzles)))
            .collect();
        println!(
            "| {name} | {} | {} | {} | {} | {} | {} | {:.2} | {:.1} |",
            stats.puzzles,
            stats.steps,
            stats.technique_checks,
            stats.failures,
            levels.join(" | "),
            stats
                .scores
                .get(stats.scores.len() / 2)
                .copied()
                .unwrap_or(0),
            stats.total.as_secs_f64() * 1000.0 / stats.puzzles.max(1) as f64,
            stats.slowest.as_secs_f64() * 1000.0,
        );
        failures += stats.failures;
        reports.push((name.to_string(), stats));
    }
    for (name, stats) in &reports {
        println!(
            "\n{name}: {} puzzles, {} with one solution",
            stats.puzzles, stats.unique
        );
        println!(
            "  slowest: {} ({:.1} ms)",
            stats.slowest_puzzle,
            stats.slowest.as_secs_f64() * 1000.0
        );
        println!("  hardest technique per puzzle:");
        for (t, n) in &stats.hardest {
            println!(
                "    {:<26} {n:>7} ({})",
                t.name(),
                percent(*n, stats.puzzles)
            );
        }
        println!("  steps by technique (used on the path / found alone):");
        for t in Technique::ALL {
            let used = stats.used.get(&t).copied().unwrap_or(0);
            let alone = stats.found_alone.get(&t).copied().unwrap_or(0);
            if used + alone > 0 {
                println!("    {:<26} {used:>8} {alone:>9}", t.name());
            }
        }
    }
    println!("\nscores by level, all files (10th percentile / median / 90th percentile):");
    for level in Level::ALL {
        let mut scores: Vec<u32> = reports
            .iter()
            .flat_map(|(_, s)| s.by_level.iter())
            .filter(|(l, _)| *l == level)
            .map(|(_, s)| *s)
            .collect();
        if scores.is_empty() {
            continue;
        }
        scores.sort_unstable();
        let at = |q: usize| scores[(scores.len() - 1) * q / 100];
        println!(
            "  {:<8} {:>7} puzzles: {} / {} / {}",
            level.name(),
            scores.len(),
            at(10),
            at(50),
            at(90)
        );
    }
    println!("\nfailures: {failures}");
    if failures > 0 {
        std::process::exit(1);
    }
}
