//! `make se-check`: our Sudoku Explainer ratings against SukakuExplainer's on
//! `../shared/data/rated/se_diabolical_dev.txt` (81 digits and a rating per line).
//!
//! Prints how many ratings agree exactly and within 0.1, a table by SE's rating, the
//! largest misses and the time per puzzle. Reads `../shared`, which a clone of the
//! repository alone lacks: then it says so and exits with status 2.
//!
//! Other files may give SE's `ER/EP/ED` instead of the ER alone, then the name of SE's
//! hardest technique (serate's `--format="%g %r/%p/%d %R"`): the report then adds how
//! often EP and ED agree, and a table by SE's technique (how often ours is exact, within
//! 0.1, and what ours rated where it missed).
//!
//! `cargo run --release --example logic_se_check [FILE] [LIMIT]`; with
//! `SE_CHECK_LIST_EXACT=1` it also lists the puzzles rated exactly on stderr.

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_wasm::{rate, Grid};

const DEFAULT: &str = "../shared/data/rated/se_diabolical_dev.txt";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).map_or(DEFAULT, String::as_str);
    let limit: usize = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let Ok(text) = std::fs::read_to_string(path) else {
        eprintln!("se-check: {path} is missing (it lives in ../shared, beside the repository); nothing to check");
        std::process::exit(2);
    };
    let (mut total, mut exact, mut close) = (0usize, 0usize, 0usize);
    let mut by_rating: BTreeMap<u32, (usize, usize, usize, Vec<i64>)> = BTreeMap::new();
    let mut misses: Vec<(i64, String, f64, f64)> = Vec::new();
    let mut times = Vec::new();
    // EP and ED: (compared, exact, within 0.1) each.
    let (mut pearl, mut diamond) = ((0usize, 0usize, 0usize), (0usize, 0usize, 0usize));
    // SE's hardest technique: (puzzles, exact, within 0.1, our ratings where it missed).
    let mut by_technique: BTreeMap<String, (usize, usize, usize, Vec<f64>)> = BTreeMap::new();
    let tally = |counts: &mut (usize, usize, usize), ours: f64, se: f64| {
        let diff = ((ours - se) * 10.0).round().abs();
        counts.0 += 1;
        counts.1 += usize::from(diff == 0.0);
        counts.2 += usize::from(diff <= 1.0);
    };
    for line in text.lines().take(limit) {
        let mut parts = line.split_whitespace();
        let (Some(cells), Some(ratings)) = (parts.next(), parts.next()) else {
            continue;
        };
        let technique = parts.collect::<Vec<_>>().join(" ");
        let ratings: Vec<f64> = ratings.split('/').filter_map(|r| r.parse().ok()).collect();
        let Some(&se) = ratings.first() else { continue };
        let Ok(grid) = Grid::from_line(cells) else {
            continue;
        };
        let start = Instant::now();
        let rating = rate(&grid).ok().flatten();
        times.push(start.elapsed().as_secs_f64());
        let ours = rating.map_or(0.0, |r| r.er);
        if let (Some(r), [_, ep, ed]) = (rating, ratings.as_slice()) {
            tally(&mut pearl, r.ep, *ep);
            tally(&mut diamond, r.ed, *ed);
        }
        let diff = ((ours - se) * 10.0).round() as i64;
        if !technique.is_empty() {
            let entry = by_technique.entry(technique).or_default();
            entry.0 += 1;
            entry.1 += usize::from(diff == 0);
            entry.2 += usize::from(diff.abs() <= 1);
            if diff != 0 {
                entry.3.push(ours);
            }
        }
        total += 1;
        let key = (se * 10.0).round() as u32;
        let entry = by_rating.entry(key).or_default();
        entry.0 += 1;
        if diff == 0 {
            if std::env::var_os("SE_CHECK_LIST_EXACT").is_some() {
                eprintln!("{cells} {se:.1}");
            }
            exact += 1;
            entry.1 += 1;
        }
        if diff.abs() <= 1 {
            close += 1;
            entry.2 += 1;
        } else {
            entry.3.push(diff);
            misses.push((diff, cells.to_string(), se, ours));
        }
    }
    if total == 0 {
        eprintln!("se-check: no rated puzzle in {path}");
        std::process::exit(2);
    }
    let pct = |n: usize| 100.0 * n as f64 / total as f64;
    println!("SE ratings: {path}, {total} puzzles");
    println!(
        "ER exact: {exact} ({:.1}%), within 0.1: {close} ({:.1}%)",
        pct(exact),
        pct(close)
    );
    for (name, (n, e, c)) in [("EP", pearl), ("ED", diamond)] {
        if n > 0 {
            let share = |k: usize| 100.0 * k as f64 / n as f64;
            println!(
                "{name} exact: {e} ({:.1}%), within 0.1: {c} ({:.1}%) of {n}",
                share(e),
                share(c)
            );
        }
    }
    println!();
    println!("| SE ER | puzzles | exact | within 0.1 | misses (ours - SE, tenths) |");
    println!("|---:|---:|---:|---:|---|");
    for (key, (n, e, c, diffs)) in &by_rating {
        let mut hist: BTreeMap<i64, usize> = BTreeMap::new();
        for d in diffs {
            *hist.entry(*d).or_default() += 1;
        }
        let hist: Vec<String> = hist.iter().map(|(d, k)| format!("{d:+}×{k}")).collect();
        println!(
            "| {:.1} | {n} | {e} | {c} | {} |",
            f64::from(*key) / 10.0,
            hist.join(" ")
        );
    }
    if !by_technique.is_empty() {
        println!();
        println!(
            "| SE's hardest technique | puzzles | exact | within 0.1 | ours where not exact |"
        );
        println!("|---|---:|---:|---:|---|");
        for (technique, (n, e, c, ours)) in &by_technique {
            let ours: Vec<String> = ours.iter().map(|r| format!("{r:.1}")).collect();
            println!("| {technique} | {n} | {e} | {c} | {} |", ours.join(" "));
        }
    }
    misses.sort_by_key(|m| -m.0.abs());
    println!();
    println!("Largest misses:");
    for (diff, cells, se, ours) in misses.iter().take(8) {
        println!("{cells} SE {se:.1} ours {ours:.1} ({diff:+})");
    }
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    let worst = times[times.len() - 1];
    println!();
    println!(
        "Time per puzzle (native, release): median {:.1} ms, worst {:.1} ms",
        median * 1e3,
        worst * 1e3
    );
}
