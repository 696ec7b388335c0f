//! Finds, for every technique, a position where it is the next step, and prints it as a
//! fixture for `tests/logic.rs` (the format of `tests/fixtures/logic/techniques.txt`).
//!
//! ```text
//! cargo run --release --example logic_fixtures -- FILE... > tests/fixtures/logic/techniques.txt
//! ```
//!
//! The files are puzzle lists (one 81-character puzzle per line); their solution paths
//! are walked in order, and the first position where each technique is the easiest that
//! applies is kept.

use sudoku_wasm::{solve_path, Cell, Grid, Position, Step, Technique};

fn candidate_list(items: impl Iterator<Item = (Cell, u8)>, sign: &str) -> String {
    items
        .map(|(c, d)| format!("r{}c{}{sign}{d}", c.row() + 1, c.column() + 1))
        .collect::<Vec<_>>()
        .join(" ")
}

fn fixture(source: &str, position: &Position, step: &Step) -> String {
    let grid = position.grid();
    let fresh = Position::new(&grid).expect("a position on a path is consistent");
    let removed = Cell::all().flat_map(|c| {
        let gone = fresh.mask(c) & !position.mask(c);
        (1..=9u8)
            .filter(move |d| gone >> (d - 1) & 1 != 0)
            .map(move |d| (c, d))
    });
    let mut out = format!("# {}: {source}\n", step.technique.name());
    for line in position.to_pencilmarks().lines() {
        out.push_str(&format!("#   {line}\n"));
    }
    out.push_str(&format!("technique: {}\n", step.technique.name()));
    out.push_str(&format!("grid: {}\n", grid.to_line()));
    out.push_str(&format!("removed: {}\n", candidate_list(removed, "<>")));
    out.push_str(&format!(
        "places: {}\n",
        candidate_list(step.placements.iter().map(|p| (p.cell, p.digit)), "=")
    ));
    out.push_str(&format!(
        "removes: {}\n",
        candidate_list(step.eliminations.iter().map(|e| (e.cell, e.digit)), "<>")
    ));
    out.push_str(&format!("text: {}\n", step.text));
    out
}

fn main() {
    let mut found: Vec<(Technique, String)> = Vec::new();
    'files: for file in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let name = file.rsplit('/').next().unwrap_or(&file).to_string();
        let puzzles = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'));
        for (number, line) in puzzles {
            let Ok(grid) = Grid::from_line(line.trim()) else {
                continue;
            };
            let Ok(path) = solve_path(&grid) else {
                continue;
            };
            let mut position = Position::new(&grid).expect("checked");
            for (k, step) in path.iter().enumerate() {
                if !found.iter().any(|(t, _)| *t == step.technique) {
                    let source = format!("{name} line {}, before step {}", number + 1, k + 1);
                    found.push((step.technique, fixture(&source, &position, step)));
                    if found.len() == Technique::ALL.len() {
                        break 'files;
                    }
                }
                position.apply(step);
            }
        }
    }
    found.sort_by_key(|(t, _)| *t);
    println!("# One position per technique where it is the easiest step that applies, found by");
    println!("# examples/logic_fixtures.rs and checked by hand. `grid` holds the filled cells,");
    println!("# `removed` the candidates removed by earlier steps (beyond what the filled cells");
    println!("# exclude); `places` and `removes` are the step exactly. Comment lines show the");
    println!("# pencil marks.");
    for (_, block) in &found {
        println!("\n{block}");
    }
    for t in Technique::ALL {
        if !found.iter().any(|(f, _)| *f == t) {
            eprintln!("no position found for {}", t.name());
        }
    }
}
