//! Measures the generator: for each level, `generate` over seeds 0..N, reporting the
//! median and worst time, how often the level was reached, attempts and givens.
//!
//! ```text
//! cargo run --release --example generate_report -- [--seeds N] [--symmetry NAME] [--attempts N] [--level NAME]... [--se LO-HI]...
//! ```
//!
//! `--se 7-8` measures a band of Sudoku Explainer ratings instead of a level (and checks
//! each puzzle's rating against the band with `rate`).
//!
//! Every puzzle is also checked: exactly one solution, givens in the symmetry, the
//! returned solution and grade right, and (for minimal puzzles) no orbit removable.

use std::time::{Duration, Instant};

use sudoku_wasm::generate::SeBand;
use sudoku_wasm::{
    generate, grade, rate, Cell, GenerateOptions, Level, Symmetry, DEFAULT_MAX_GUESSES,
};

fn main() {
    let mut seeds = 100u64;
    let mut symmetry = Symmetry::None;
    let mut max_attempts = sudoku_wasm::generate::DEFAULT_MAX_ATTEMPTS;
    let mut levels = Vec::new();
    let mut bands = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next().unwrap_or_else(|| panic!("{arg} needs a value"));
        match arg.as_str() {
            "--seeds" => seeds = value.parse().expect("a number"),
            "--attempts" => max_attempts = value.parse().expect("a number"),
            "--symmetry" => symmetry = Symmetry::from_name(&value).expect("a symmetry name"),
            "--level" => levels.push(Level::from_name(&value).expect("a level name")),
            "--se" => {
                let (lo, hi) = value.split_once('-').expect("LO-HI");
                let band = SeBand::new(lo.parse().expect("LO"), hi.parse().expect("HI"));
                bands.push(band.expect("a valid band"));
            }
            _ => panic!("unknown option {arg}"),
        }
    }
    if levels.is_empty() && bands.is_empty() {
        levels = Level::ALL[..5].to_vec();
    }
    let targets: Vec<(Level, Option<SeBand>)> = levels
        .into_iter()
        .map(|level| (level, None))
        .chain(bands.into_iter().map(|band| (Level::Easy, Some(band))))
        .collect();
    println!(
        "symmetry {}, {seeds} seeds, budget {max_attempts} attempts",
        symmetry.name()
    );
    println!("| target | reached | median ms | worst ms | median attempts | worst attempts | mean givens |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for (level, se) in targets {
        let mut times = Vec::new();
        let mut attempts = Vec::new();
        let (mut reached, mut givens) = (0, 0);
        for seed in 0..seeds {
            let options = GenerateOptions {
                seed,
                level,
                symmetry,
                max_attempts,
                se,
                ..GenerateOptions::default()
            };
            let start = Instant::now();
            let generated = generate(&options);
            times.push(start.elapsed());
            attempts.push(generated.attempts);
            reached += usize::from(generated.reached);
            givens += generated.puzzle.given_count();
            check(&options, &generated);
        }
        times.sort();
        attempts.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "| {} | {reached}/{seeds} | {:.1} | {:.1} | {} | {} | {:.1} |",
            se.map_or(level.name().to_string(), |band| format!("SE {band}")),
            ms(times[times.len() / 2]),
            ms(times[times.len() - 1]),
            attempts[attempts.len() / 2],
            attempts[attempts.len() - 1],
            givens as f64 / seeds as f64
        );
    }
}

fn check(options: &GenerateOptions, generated: &sudoku_wasm::Generated) {
    let puzzle = generated.puzzle;
    assert_eq!(puzzle.count_solutions(2), Ok(1), "{puzzle}");
    assert_eq!(puzzle.solve(), Ok(generated.solution));
    assert_eq!(grade(&puzzle).as_ref(), Ok(&generated.grade));
    match options.se {
        Some(band) => {
            let er = rate(&puzzle).expect("valid").expect("one solution").er;
            assert_eq!(generated.grade.se, Some(er));
            assert_eq!(generated.reached, band.contains(er));
        }
        None => assert_eq!(generated.reached, generated.grade.level == options.level),
    }
    for cell in Cell::all() {
        let given = puzzle.get(cell) != 0;
        for other in options.symmetry.orbit(cell) {
            assert_eq!(
                puzzle.get(other) != 0,
                given,
                "{puzzle} not {:?}",
                options.symmetry
            );
        }
        if given && options.minimal {
            let mut fewer = puzzle;
            for other in options.symmetry.orbit(cell) {
                fewer = fewer.with(other, 0).expect("0 is a digit");
            }
            assert!(
                fewer.count_solutions_with_budget(2, DEFAULT_MAX_GUESSES) != Ok(1),
                "{puzzle} not minimal at {cell}"
            );
        }
    }
}
