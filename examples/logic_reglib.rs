//! `make reglib`: our techniques against HoDoKu's regression library,
//! `../shared/data/logic/reglib-1.3.txt` (1,112 cases, one technique each).
//!
//! Each case gives a pencil-mark state (givens and placed digits, the latter marked `+`,
//! minus deleted candidates), a HoDoKu technique code and what that technique must remove
//! or place there. The techniques of ours that list the code in [`Technique::hodoku`] are
//! run with [`find_steps_with_givens`] on the state (the givens are the digits without
//! `+`), and the case passes when every expected elimination and
//! placement is among the steps found (a step's placement also counts as removing the
//! cell's other candidates and the digit from its peers). A fail case (`-x`) passes when
//! no step is found. "one step" counts the cases where a single step gives everything
//! expected; "unmapped" the cases whose code no technique of ours covers.
//!
//! The file is GPL-3.0 development data, kept outside the repository: when it is
//! missing the report says so and exits with status 0. Nothing of it is copied here.
//!
//! `cargo run --release --example logic_reglib [FILE]`; `REGLIB_LIST=CODE` lists that
//! code's failing cases on stderr (`REGLIB_LIST=all` every failing case);
//! `REGLIB_RULE=one-step` lists the cases no single step covers instead.

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_wasm::{find_steps_with_givens, Grid, Step, Technique};

const DEFAULT: &str = "../shared/data/logic/reglib-1.3.txt";

/// (cell index, digit) pairs.
type Pairs = Vec<(usize, u8)>;

/// One case of the library.
struct Case<'a> {
    line: &'a str,
    /// The base code: `0300` for `0300`, `0300-1` and `0300-x`.
    code: &'a str,
    fail: bool,
    cells: [u8; 81],
    /// The givens: `cells` without the digits marked `+` (placed by solving).
    givens: [u8; 81],
    masks: [u16; 81],
    /// Expected eliminations and placements as (cell index, digit).
    eliminations: Vec<(usize, u8)>,
    placements: Vec<(usize, u8)>,
}

/// `<digit><row><col>` triples separated by spaces.
fn triples(field: &str) -> Option<Vec<(usize, u8)>> {
    field
        .split_whitespace()
        .map(|t| {
            let b = t.as_bytes();
            if b.len() != 3 || !b.iter().all(|c| (b'1'..=b'9').contains(c)) {
                return None;
            }
            Some((
                usize::from(b[1] - b'1') * 9 + usize::from(b[2] - b'1'),
                b[0] - b'0',
            ))
        })
        .collect()
}

fn parse(line: &str) -> Option<Case<'_>> {
    let fields: Vec<&str> = line.strip_prefix(':')?.split(':').collect();
    if fields.len() < 6 {
        return None;
    }
    let (code, fail) = match fields[0].split_once('-') {
        Some((code, variant)) => (code, variant == "x"),
        None => (fields[0], false),
    };
    // `+` marks the next digit as placed by solving, not given.
    let mut cells = Vec::with_capacity(81);
    let mut givens = Vec::with_capacity(81);
    let mut placed = false;
    for b in fields[2].bytes() {
        if b == b'+' {
            placed = true;
            continue;
        }
        let d = if b == b'.' { 0 } else { b - b'0' };
        cells.push(d);
        givens.push(if placed { 0 } else { d });
        placed = false;
    }
    let cells: [u8; 81] = cells.try_into().ok()?;
    let givens: [u8; 81] = givens.try_into().ok()?;
    let mut masks = [0x1ffu16; 81];
    for (i, d) in triples(fields[3])? {
        masks[i] &= !(1 << (d - 1));
    }
    Some(Case {
        line,
        code,
        fail,
        cells,
        givens,
        masks,
        eliminations: triples(fields[4])?,
        placements: triples(fields[5])?,
    })
}

/// Whether cells `i` and `j` share a row, column or box.
fn sees(i: usize, j: usize) -> bool {
    i / 9 == j / 9 || i % 9 == j % 9 || (i / 27 == j / 27 && i % 9 / 3 == j % 9 / 3)
}

/// What a step removes, its placements' consequences included.
fn removed(step: &Step, masks: &[u16; 81]) -> Vec<(usize, u8)> {
    let mut out: Vec<(usize, u8)> = step
        .eliminations
        .iter()
        .map(|e| (e.cell.index(), e.digit))
        .collect();
    for p in &step.placements {
        let i = p.cell.index();
        out.extend((1..=9u8).filter(|&d| d != p.digit).map(|d| (i, d)));
        for j in (0..81).filter(|&j| j != i && sees(i, j)) {
            if masks[j] & (1 << (p.digit - 1)) != 0 {
                out.push((j, p.digit));
            }
        }
    }
    out
}

#[derive(Default)]
struct Tally {
    name: String,
    cases: usize,
    passed: usize,
    one_step: usize,
    unmapped: usize,
    errors: usize,
    ours: Vec<&'static str>,
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| DEFAULT.to_string());
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!(
            "reglib: {path} is missing (HoDoKu's regression library lives in ../shared, \
             beside the repository, not in it); nothing to report"
        );
        return;
    };
    let list = std::env::var("REGLIB_LIST").ok();
    let one_step_list = std::env::var("REGLIB_RULE").is_ok_and(|r| r == "one-step");
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    // Names from the section headers `#0300: X-Wing` (the first name of a code wins).
    for line in text.lines() {
        if let Some((code, name)) = line.strip_prefix('#').and_then(|l| l.split_once(": ")) {
            if code.len() >= 4 && code.bytes().all(|b| b.is_ascii_digit()) {
                let tally = tallies.entry(code.to_string()).or_default();
                if tally.name.is_empty() {
                    tally.name = name.trim().to_string();
                }
            }
        }
    }
    let start = Instant::now();
    let mut unreadable = 0;
    for line in text.lines().filter(|l| l.starts_with(':')) {
        let Some(case) = parse(line) else {
            unreadable += 1;
            continue;
        };
        let techniques: Vec<Technique> = Technique::ALL
            .into_iter()
            .filter(|t| t.hodoku().contains(&case.code))
            .collect();
        let tally = tallies.entry(case.code.to_string()).or_default();
        tally.cases += 1;
        tally.ours = techniques.iter().map(|t| t.name()).collect();
        if techniques.is_empty() {
            tally.unmapped += 1;
            continue;
        }
        let (grid, givens) = match (
            Grid::from_bytes(&case.cells),
            Grid::from_bytes(&case.givens),
        ) {
            (Ok(grid), Ok(givens)) => (grid, givens),
            _ => {
                tally.errors += 1;
                continue;
            }
        };
        let mut steps = Vec::new();
        let mut error = false;
        for &t in &techniques {
            match find_steps_with_givens(&givens, &grid, Some(&case.masks), t) {
                Ok(found) => steps.extend(found),
                Err(_) => error = true,
            }
        }
        if error {
            tally.errors += 1;
            continue;
        }
        let covers = |removes: &[(usize, u8)], places: &[(usize, u8)]| {
            case.eliminations.iter().all(|e| removes.contains(e))
                && case.placements.iter().all(|p| places.contains(p))
        };
        let effects: Vec<(Pairs, Pairs)> = steps
            .iter()
            .map(|s| {
                (
                    removed(s, &case.masks),
                    s.placements
                        .iter()
                        .map(|p| (p.cell.index(), p.digit))
                        .collect(),
                )
            })
            .collect();
        let (passed, one_step) = if case.fail {
            (steps.is_empty(), steps.is_empty())
        } else {
            let all_removed: Vec<(usize, u8)> = effects
                .iter()
                .flat_map(|(r, _)| r.iter().copied())
                .collect();
            let all_placed: Vec<(usize, u8)> = effects
                .iter()
                .flat_map(|(_, p)| p.iter().copied())
                .collect();
            (
                covers(&all_removed, &all_placed),
                effects.iter().any(|(r, p)| covers(r, p)),
            )
        };
        tally.passed += usize::from(passed);
        tally.one_step += usize::from(one_step);
        if !(if one_step_list { one_step } else { passed })
            && list
                .as_deref()
                .is_some_and(|l| l == "all" || l == case.code)
        {
            eprintln!("{} ({} steps)", case.line, steps.len());
        }
    }
    let elapsed = start.elapsed().as_secs_f64();

    println!("HoDoKu regression library: {path}");
    println!();
    println!("| Code | HoDoKu technique | Cases | Pass | One step | Fail | Unmapped | Ours |");
    println!("|---|---|---:|---:|---:|---:|---:|---|");
    let (mut cases, mut passed, mut one_step, mut unmapped, mut errors) = (0, 0, 0, 0, 0);
    for (code, t) in tallies.iter().filter(|(_, t)| t.cases > 0) {
        let failed = t.cases - t.passed - t.unmapped;
        println!(
            "| `{code}` | {} | {} | {} | {} | {} | {} | {} |",
            t.name,
            t.cases,
            t.passed,
            t.one_step,
            failed,
            t.unmapped,
            t.ours.join(", ")
        );
        cases += t.cases;
        passed += t.passed;
        one_step += t.one_step;
        unmapped += t.unmapped;
        errors += t.errors;
    }
    let pct = |n: usize| 100.0 * n as f64 / cases.max(1) as f64;
    println!(
        "| | **Total** | **{cases}** | **{passed}** | **{one_step}** | **{}** | **{unmapped}** | |",
        cases - passed - unmapped
    );
    println!();
    println!(
        "passed {passed} of {cases} cases ({:.1}%); a single step gives everything expected \
         in {one_step} ({:.1}%); {unmapped} unmapped ({:.1}%); {errors} rejected by \
         find_steps (counted as failed); {unreadable} unreadable lines; {elapsed:.1} s",
        pct(passed),
        pct(one_step),
        pct(unmapped)
    );
}
