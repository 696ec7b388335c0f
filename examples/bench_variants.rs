//! The variant benchmark: every puzzle of the Interactive Sudoku Solver's variant set
//! (`../shared/data/variants/iss-variants.jsonl`, or the file given), read from its
//! f-puzzles JSON, solved and proved unique (count to 2); per puzzle our median time
//! over the runs, ISS's recorded time (`iss_ms`) and the ratio, then the geometric mean.
//!
//! Then two sizes on generated puzzles: 16×16 count-to-2 throughput (puzzles/s) and
//! 25×25 solve-and-prove times. They are made from the solution of a blank grid with
//! digits, rows within bands and columns within stacks shuffled by a fixed seed, keeping
//! a random half (16×16) or 55% (25×25) of the cells as givens (not necessarily unique:
//! count-to-2 answers either way).
//!
//! `cargo run --release --example bench_variants [-- FILE [RUNS [FILTER]]]`
//! (`make bench-variants-native`; `make bench-variants` runs the same through the wasm
//! build, `bench/variants.mjs`).

use std::time::Instant;

use sudoku_wasm::variant::fpuzzles::from_fpuzzles;
use sudoku_wasm::variant::{box_shape, Puzzle};

/// A small deterministic generator (xorshift64*, shared with the tests), so the puzzles are
/// the same every run.
#[path = "../tests/common/rng.rs"]
mod rng;
use rng::Rng;

/// `count` puzzles of size `n` keeping `keep_percent` of a shuffled solution's cells.
fn generated(n: u8, count: usize, keep_percent: usize, seed: u64) -> Vec<Puzzle> {
    let base = Puzzle::new(n).solve().expect("a blank grid has solutions");
    let (rows, cols) = box_shape(n);
    let (n, rows, cols) = (usize::from(n), usize::from(rows), usize::from(cols));
    let mut rng = Rng::from_state(seed);
    (0..count)
        .map(|_| {
            let mut digits: Vec<u8> = (1..=n as u8).collect();
            rng.shuffle(&mut digits);
            // Rows within each band of `rows`, columns within each stack of `cols`.
            let mut row_order: Vec<usize> = Vec::new();
            for band in 0..n / rows {
                let mut within: Vec<usize> = (0..rows).map(|r| band * rows + r).collect();
                rng.shuffle(&mut within);
                row_order.extend(within);
            }
            let mut col_order: Vec<usize> = Vec::new();
            for stack in 0..n / cols {
                let mut within: Vec<usize> = (0..cols).map(|c| stack * cols + c).collect();
                rng.shuffle(&mut within);
                col_order.extend(within);
            }
            let mut puzzle = Puzzle::new(n as u8);
            for r in 0..n {
                for c in 0..n {
                    if rng.below(100) < keep_percent {
                        let d = base[row_order[r] * n + col_order[c]];
                        puzzle.givens[r * n + c] = digits[usize::from(d) - 1];
                    }
                }
            }
            puzzle
        })
        .collect()
}

/// Counts each puzzle to 2; prints puzzles/s and the answers' mix.
fn sizes() {
    let puzzles = generated(16, 2000, 50, 0x16);
    let start = Instant::now();
    let (mut unique, mut several, mut failed) = (0, 0, 0);
    for p in &puzzles {
        match p.count_solutions(2) {
            Ok(1) => unique += 1,
            Ok(_) => several += 1,
            Err(_) => failed += 1,
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "16x16 count-to-2: {} generated puzzles (50% givens) in {:.3} s: {:.0} puzzles/s \
         ({unique} unique, {several} with several solutions, {failed} errors)",
        puzzles.len(),
        secs,
        puzzles.len() as f64 / secs
    );
    let puzzles = generated(25, 20, 55, 0x25);
    let mut times = Vec::new();
    for p in &puzzles {
        let start = Instant::now();
        let result = p.solve_and_count(2, sudoku_wasm::DEFAULT_MAX_GUESSES);
        times.push(start.elapsed().as_secs_f64() * 1e3);
        if let Err(e) = result {
            println!("25x25: error {e}");
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "25x25 solve and count to 2: {} generated puzzles (55% givens): median {:.2} ms, max {:.2} ms; \
         blank 25x25 solve: {:.2} ms",
        times.len(),
        times[times.len() / 2],
        times[times.len() - 1],
        {
            let start = Instant::now();
            let _ = Puzzle::new(25).solve();
            start.elapsed().as_secs_f64() * 1e3
        }
    );
}

/// Where the shared data folder is looked for: beside the repository, or beside the
/// folder of worktrees that holds it.
const DEFAULT_FILES: [&str; 2] = [
    "../shared/data/variants/iss-variants.jsonl",
    "../../shared/data/variants/iss-variants.jsonl",
];

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args.next().unwrap_or_else(|| {
        let found = DEFAULT_FILES
            .iter()
            .find(|f| std::path::Path::new(f).exists());
        found.unwrap_or(&DEFAULT_FILES[0]).to_string()
    });
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(5);
    let filter = args.next();
    let Ok(text) = std::fs::read_to_string(&file) else {
        eprintln!(
            "bench_variants: {file} is missing: this benchmark reads the ISS variant set \
             from the shared data folder (../shared/data/variants/), or a file given as \
             the first argument; only the generated sizes run"
        );
        sizes();
        return;
    };
    println!(
        "{:<52} {:>10} {:>9} {:>8} {:>8}  result",
        "puzzle", "ours ms", "ISS ms", "ratio", "guesses"
    );
    let (mut log_sum, mut count, mut worst, mut failures) =
        (0.0f64, 0u32, (0.0f64, String::new()), 0);
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let value: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        let name = value["name"].as_str().unwrap_or("?").to_string();
        if filter.as_ref().is_some_and(|f| !name.contains(f.as_str())) {
            continue;
        }
        let iss_ms = value["iss_ms"].as_f64().unwrap_or(f64::NAN);
        let solution: Vec<u8> = match &value["solution"] {
            serde_json::Value::String(d) => d.bytes().map(|b| b - b'0').collect(),
            v => v.as_array().map_or(Vec::new(), |a| {
                a.iter().map(|d| d.as_u64().unwrap_or(0) as u8).collect()
            }),
        };
        let puzzle = match from_fpuzzles(&value["fpuzzles"].to_string()) {
            Ok(p) => p,
            Err(e) => {
                println!("{name:<52} unreadable: {e}");
                failures += 1;
                continue;
            }
        };
        let mut times = Vec::new();
        let mut result = None;
        for _ in 0..runs {
            let start = Instant::now();
            let counted = puzzle.solve_and_count(2, sudoku_wasm::DEFAULT_MAX_GUESSES);
            times.push(start.elapsed().as_secs_f64() * 1e3);
            result = Some(counted);
            if times.iter().sum::<f64>() > 10_000.0 {
                break;
            }
        }
        times.sort_by(f64::total_cmp);
        let ms = times[times.len() / 2];
        let (status, guesses) = match result {
            Some(Ok(c)) if c.count == 1 && c.complete && c.solution == solution => {
                ("unique, correct".to_string(), c.guesses)
            }
            Some(Ok(c)) => (
                format!(
                    "WRONG: count {} complete {} same {}",
                    c.count,
                    c.complete,
                    c.solution == solution
                ),
                c.guesses,
            ),
            Some(Err(e)) => (format!("ERROR: {e}"), 0),
            None => ("not run".to_string(), 0),
        };
        if !status.starts_with("unique") {
            failures += 1;
        }
        let ratio = ms / iss_ms;
        log_sum += ratio.ln();
        count += 1;
        if ratio > worst.0 {
            worst = (ratio, name.clone());
        }
        println!("{name:<52} {ms:>10.3} {iss_ms:>9.1} {ratio:>8.3} {guesses:>8}  {status}");
    }
    let geomean = (log_sum / f64::from(count.max(1))).exp();
    println!(
        "\n{count} puzzles, {failures} not solved uniquely and correctly; geometric mean of \
         ours/ISS {geomean:.3} ({:.1}x faster); worst ratio {:.2} ({})",
        1.0 / geomean,
        worst.0,
        worst.1
    );
    if filter.is_none() {
        sizes();
    }
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        println!("load average: {}", load.trim());
    }
}
