//! The variant logic report: every published puzzle of
//! `../shared/data/variants/published-variants-dev.jsonl` (or the file given) that the
//! engine reads, solved step by step ([`Puzzle::solve_path`]): per puzzle the number of
//! steps, the guesses, the techniques used (with counts), the hardest, the grade and the
//! time; every step checked against the published solution (a placement is the
//! solution's digit, an elimination never removes it; where the recorded solution breaks
//! the puzzle's own rules, against the puzzle's own solution). Then the totals: puzzles without
//! a guess, the median and the largest time.
//!
//! `cargo run --release --example variant_logic_report [-- FILE [FILTER]]`
//! (`make variant-logic-report-native`; `make variant-logic-report` runs the same
//! through the wasm build, `bench/variant-logic.mjs`).

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_wasm::variant::fpuzzles::from_fpuzzles;
use sudoku_wasm::variant::PuzzleTechnique;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .unwrap_or_else(|| "../shared/data/variants/published-variants-dev.jsonl".into());
    let filter = args.next().unwrap_or_default();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (mut read, mut unread, mut clean, mut unsound) = (0, 0, 0, 0);
    let mut times = Vec::new();
    println!(
        "{:<36} {:>5} {:>6} {:>8}  {:<22} techniques",
        "puzzle", "steps", "guess", "ms", "hardest"
    );
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let entry: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        let title = entry["title"]
            .as_str()
            .or(entry["name"].as_str())
            .unwrap_or("?")
            .to_string();
        if !title.contains(&filter) {
            continue;
        }
        let mut solution: Vec<u8> = match &entry["solution"] {
            serde_json::Value::String(s) => s.bytes().map(|b| b.wrapping_sub(b'0')).collect(),
            serde_json::Value::Array(list) => {
                list.iter().map(|v| v.as_u64().unwrap_or(0) as u8).collect()
            }
            _ => Vec::new(),
        };
        let puzzle = match from_fpuzzles(&entry["fpuzzles"].to_string()) {
            Ok(p) => p,
            Err(e) => {
                unread += 1;
                println!("{title:<36} not read: {e}");
                continue;
            }
        };
        read += 1;
        // A recorded solution that breaks the puzzle's own rules ("Executive Function":
        // see tests/fixtures/variants/README.md) is a data error: the puzzle's own solution
        // is the reference then.
        let mut filled = puzzle.clone();
        filled.givens = solution.clone();
        let mut reference = "";
        if filled.conflicts().map_or(true, |c| !c.is_empty()) {
            if let Ok(own) = puzzle.solve() {
                solution = own;
                reference = " (recorded solution breaks a rule: checked against the puzzle's own)";
            }
        }
        let start = Instant::now();
        let path = puzzle.solve_path();
        let ms = start.elapsed().as_secs_f64() * 1e3;
        times.push(ms);
        let path = match path {
            Ok(p) => p,
            Err(e) => {
                println!("{title:<36} error: {e}");
                continue;
            }
        };
        let mut used: BTreeMap<PuzzleTechnique, usize> = BTreeMap::new();
        let mut sound = true;
        for step in &path {
            *used.entry(step.technique).or_default() += 1;
            let wrong = step
                .placements
                .iter()
                .any(|p| solution.get(usize::from(p.cell)) != Some(&p.digit))
                || step
                    .eliminations
                    .iter()
                    .any(|e| solution.get(usize::from(e.cell)) == Some(&e.digit));
            if wrong && sound {
                println!("  first unsound step: {}", step.text);
            }
            sound &= step
                .placements
                .iter()
                .all(|p| solution.get(usize::from(p.cell)) == Some(&p.digit));
            sound &= step
                .eliminations
                .iter()
                .all(|e| solution.get(usize::from(e.cell)) != Some(&e.digit));
        }
        let guesses = used.get(&PuzzleTechnique::Guess).copied().unwrap_or(0);
        if guesses == 0 {
            clean += 1;
        }
        if !sound {
            unsound += 1;
        }
        let hardest = used
            .keys()
            .max_by_key(|t| (t.level(), **t))
            .map_or("", |t| t.name());
        let list: Vec<String> = used
            .iter()
            .map(|(t, k)| format!("{} {k}", t.name()))
            .collect();
        let mut short: String = title.chars().take(36).collect();
        if !sound {
            short = format!("UNSOUND {short}");
        }
        println!(
            "{short:<36} {:>5} {guesses:>6} {ms:>8.1}  {hardest:<22} {}{reference}",
            path.len(),
            list.join(", ")
        );
    }
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    let max = times.last().copied().unwrap_or(0.0);
    println!(
        "\nread {read} (not read {unread}); without a guess {clean} of {read}; unsound paths {unsound}; \
         median {median:.1} ms, max {max:.1} ms"
    );
}
