//! `make hardest-report`: `solve_path` and `rate` on the forum's hardest puzzles,
//! natively: how many paths need a guess, the ratings and the time per puzzle.
//!
//! `cargo run --release --example logic_hardest [FILE] [LIMIT] [STEP] [path-only]` reads one puzzle
//! per line (81 characters, `.` or `0` for a blank; `#` lines are comments), every
//! STEP-th puzzle up to LIMIT of them. The default file is
//! `../shared/data/puzzles/puzzles6_forum_hardest_1106`; without `../shared` it says so
//! and exits with status 2.

use std::time::Instant;

use sudoku_wasm::{rate, solve_path, Grid, Technique};

const DEFAULT: &str = "../shared/data/puzzles/puzzles6_forum_hardest_1106";

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).map_or(DEFAULT, String::as_str);
    let limit: usize = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let step: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1).max(1);
    let rate_too = args.get(4).map_or(true, |s| s != "path-only");
    let Ok(text) = std::fs::read_to_string(path) else {
        eprintln!("hardest-report: {path} is missing (it lives in ../shared, beside the repository); nothing to report");
        std::process::exit(2);
    };
    let puzzles: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .step_by(step)
        .take(limit)
        .collect();
    let (mut guessed, mut low) = (0, 0);
    let (mut path_times, mut rate_times, mut ratings) = (Vec::new(), Vec::new(), Vec::new());
    for line in &puzzles {
        let Ok(grid) = Grid::from_line(&line[..81]) else {
            continue;
        };
        let start = Instant::now();
        let path = solve_path(&grid);
        path_times.push(start.elapsed().as_secs_f64());
        if path.is_ok_and(|p| p.iter().any(|s| s.technique == Technique::Guess)) {
            guessed += 1;
            println!("guess: {}", &line[..81]);
        }
        if !rate_too {
            continue;
        }
        let start = Instant::now();
        let er = rate(&grid).ok().flatten().map_or(0.0, |r| r.er);
        rate_times.push(start.elapsed().as_secs_f64());
        if er < 10.5 {
            low += 1;
            println!("ER {er:.1} < 10.5: {}", &line[..81]);
        }
        ratings.push(er);
    }
    let n = path_times.len();
    if n == 0 {
        eprintln!("hardest-report: no puzzle in {path}");
        std::process::exit(2);
    }
    for v in [&mut path_times, &mut rate_times, &mut ratings] {
        v.sort_by(f64::total_cmp);
    }
    println!("{path}: {n} puzzles (every {step}th)");
    println!("solve_path with a guess: {guessed} of {n}");
    if rate_too {
        println!(
            "ER: min {:.1}, median {:.1}, max {:.1}; below 10.5: {low}",
            ratings[0],
            percentile(&ratings, 0.5),
            ratings[n - 1]
        );
    }
    for (name, t) in [("solve_path", &path_times), ("rate", &rate_times)] {
        if t.is_empty() {
            continue;
        }
        println!(
            "{name} (native, release): median {:.0} ms, p90 {:.0} ms, worst {:.0} ms",
            percentile(t, 0.5) * 1e3,
            percentile(t, 0.9) * 1e3,
            t[t.len() - 1] * 1e3
        );
    }
}
