//! Native benchmark of the search core over puzzle files.
//!
//! ```text
//! cargo bench --bench solve -- [--mode 1|2|both] [--passes N] [--min-time S] [FILE...]
//! ```
//!
//! With no FILE it reads every file in `../shared/data/puzzles` (relative to the
//! crate root). Each file holds one puzzle per line, 81 characters of `1-9`, `.` or
//! `0`; empty lines and lines starting with `#` are skipped, anything else is an error.
//!
//! For every file and mode (1 = first solution, 2 = count up to 2) it first checks every
//! answer, untimed: the solution is a valid grid that keeps the givens, and the
//! solution counts are reported. Then it times `passes` passes (each repeated over the
//! file until `min-time` seconds) and prints a row with the median rate: puzzles,
//! puzzles/s, µs/puzzle, % solved without guessing, guesses/puzzle.
//!
//! Only the public API `sudoku_wasm::solver::search` is used.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::exit;
use std::time::Instant;

use sudoku_wasm::solver::search;

const USAGE: &str =
    "usage: cargo bench --bench solve -- [--mode 1|2|both] [--passes N] [--min-time S] [FILE...]";

struct Opts {
    limits: Vec<u64>,
    passes: usize,
    min_time: f64,
    files: Vec<PathBuf>,
}

fn parse_args() -> Opts {
    let mut o = Opts {
        limits: vec![1, 2],
        passes: 5,
        min_time: 0.5,
        files: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |what: &str| {
            args.next().unwrap_or_else(|| {
                eprintln!("missing value for {what}\n{USAGE}");
                exit(2)
            })
        };
        match a.as_str() {
            // cargo bench passes --bench to every harness = false target
            "--bench" => {}
            "--mode" => {
                o.limits = match value("--mode").as_str() {
                    "1" => vec![1],
                    "2" => vec![2],
                    "both" => vec![1, 2],
                    m => {
                        eprintln!("unknown mode {m}\n{USAGE}");
                        exit(2)
                    }
                }
            }
            "--passes" => o.passes = value("--passes").parse().unwrap_or(0).max(1),
            "--min-time" => o.min_time = value("--min-time").parse().unwrap_or(0.5),
            "-h" | "--help" => {
                println!("{USAGE}");
                exit(0)
            }
            f if !f.starts_with("--") => o.files.push(PathBuf::from(f)),
            _ => {
                eprintln!("unknown option {a}\n{USAGE}");
                exit(2)
            }
        }
    }
    if o.files.is_empty() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/puzzles");
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| {
                eprintln!(
                    "{}: {e}\nThe benchmark reads the full puzzle lists from ../shared/data/puzzles \
                     beside the repository, which is not there; pass puzzle files instead, e.g. \
                     `cargo bench --bench solve -- tests/fixtures/*.txt` (40-puzzle samples).",
                    dir.display()
                );
                exit(1)
            })
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| !n.contains('.'))
            })
            .collect();
        files.sort();
        o.files = files;
    }
    o
}

fn load(path: &Path) -> Vec<[u8; 81]> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{}: {e}", path.display());
        exit(1)
    });
    let mut puzzles = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bytes = line.as_bytes();
        if bytes.len() != 81 || !bytes.iter().all(|b| b.is_ascii_digit() || *b == b'.') {
            eprintln!("{}:{}: not an 81-character puzzle", path.display(), n + 1);
            exit(1)
        }
        let mut cells = [0u8; 81];
        for (c, &b) in cells.iter_mut().zip(bytes) {
            *c = if b == b'.' { 0 } else { b - b'0' };
        }
        puzzles.push(cells);
    }
    puzzles
}

fn valid(p: &[u8; 81], s: &[u8; 81]) -> bool {
    if (0..81).any(|i| !(1..=9).contains(&s[i]) || (p[i] != 0 && p[i] != s[i])) {
        return false;
    }
    (0..9).all(|u| {
        let (mut r, mut c, mut b) = (0u16, 0u16, 0u16);
        for k in 0..9 {
            r |= 1 << s[u * 9 + k];
            c |= 1 << s[k * 9 + u];
            b |= 1 << s[(u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3];
        }
        r == 0x3FE && c == 0x3FE && b == 0x3FE
    })
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let o = parse_args();
    println!(
        "| file | mode | puzzles | puzzles/s | µs/puzzle | no guess | guesses/puzzle | solutions (0/1/2+) |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---|");
    let mut failed = false;
    for path in &o.files {
        let puzzles = load(path);
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        if puzzles.is_empty() {
            eprintln!("{name}: no puzzles");
            continue;
        }
        for &limit in &o.limits {
            // untimed: check every answer
            let (mut counts, mut guesses, mut no_guess) = ([0usize; 3], 0u64, 0usize);
            for (k, p) in puzzles.iter().enumerate() {
                let r = search(p, limit, u64::MAX);
                counts[(r.count as usize).min(2)] += 1;
                guesses += r.guesses;
                no_guess += usize::from(r.guesses == 0);
                let ok = !r.out_of_budget
                    && r.count <= limit
                    && r.first.is_some() == (r.count > 0)
                    && r.first.map_or(true, |s| valid(p, &s));
                if !ok {
                    eprintln!("{name}: puzzle {}: wrong answer {r:?}", k + 1);
                    failed = true;
                }
            }
            let mut rates = Vec::with_capacity(o.passes);
            for _ in 0..o.passes {
                let start = Instant::now();
                let mut done = 0usize;
                let mut sum = 0u64;
                loop {
                    for p in &puzzles {
                        let r = search(black_box(p), limit, u64::MAX);
                        sum = sum.wrapping_add(r.count + r.first.map_or(0, |s| u64::from(s[80])));
                    }
                    done += puzzles.len();
                    if start.elapsed().as_secs_f64() >= o.min_time {
                        break;
                    }
                }
                black_box(sum);
                rates.push(done as f64 / start.elapsed().as_secs_f64());
            }
            let rate = median(rates);
            let n = puzzles.len() as f64;
            println!(
                "| {name} | {limit} | {} | {:.0} | {:.2} | {:.1}% | {:.2} | {}/{}/{} |",
                puzzles.len(),
                rate,
                1e6 / rate,
                100.0 * no_guess as f64 / n,
                guesses as f64 / n,
                counts[0],
                counts[1],
                counts[2]
            );
        }
    }
    if failed {
        exit(1)
    }
}
