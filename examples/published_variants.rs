//! The breadth report for variants: every published puzzle of a JSONL file
//! (`../shared/data/variants/published-variants-dev.jsonl`, or the file given) read from
//! its f-puzzles JSON, solved and proved unique (count to 2) within a budget, and the
//! solution compared with the published one. Prints one line per puzzle (or the reason it
//! is refused), then the totals: read, solved to the published solution, proved unique.
//!
//! `cargo run --release --example published_variants [-- FILE]`

use std::time::Instant;

use sudoku_wasm::variant::fpuzzles::from_fpuzzles;

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../shared/data/variants/published-variants-dev.jsonl".into());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (mut total, mut read, mut solved, mut unique) = (0, 0, 0, 0);
    let mut refused: Vec<String> = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        total += 1;
        let value: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        let title = value["title"].as_str().unwrap_or("?");
        let expected = value["solution"].as_str().unwrap_or("");
        let puzzle = match from_fpuzzles(&value["fpuzzles"].to_string()) {
            Ok(puzzle) => puzzle,
            Err(err) => {
                println!("{title}: not read: {err}");
                refused.push(err.to_string());
                continue;
            }
        };
        read += 1;
        let start = Instant::now();
        match puzzle.solve_and_count(2, 10_000_000) {
            Ok(found) => {
                let digits: String = found
                    .solution
                    .iter()
                    .map(|&d| char::from_digit(u32::from(d), 36).unwrap_or('?'))
                    .collect();
                let right = digits == expected;
                solved += usize::from(right);
                unique += usize::from(right && found.count == 1 && found.complete);
                println!(
                    "{title}: {} solution{}, {}, {} guesses, {:.1} ms",
                    found.count,
                    if found.count == 1 { "" } else { "s" },
                    if right {
                        "the published one"
                    } else {
                        "NOT the published one"
                    },
                    found.guesses,
                    start.elapsed().as_secs_f64() * 1e3
                );
            }
            Err(err) => println!("{title}: {err}"),
        }
    }
    refused.sort();
    refused.dedup();
    println!("\n{total} puzzles: {read} read, {solved} solved to the published solution, {unique} proved unique");
    for reason in refused {
        println!("  refused: {reason}");
    }
}
