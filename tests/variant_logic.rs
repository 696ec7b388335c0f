//! The variant logic engine (`Puzzle::hint`, `Puzzle::solve_path`): every step of every
//! path, over puzzles of many shapes (4×4 to 25×25, jigsaw, X, windoku, killer, thermo,
//! arrow, little killer, kropki, XV, renban, whispers, ...), is checked against the known
//! solution: each placement is the solution's digit, no elimination removes it, and the
//! steps applied in order fill the grid. Generated easy puzzles of each size solve to the
//! end without a guess. Bad input gets its specific error.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;
use sudoku_wasm::variant::{fpuzzles, Constraint, Diagonal, Puzzle, PuzzleStep, PuzzleTechnique};
use sudoku_wasm::Error;

mod common;
use common::Rng;

/// (name, puzzle, solution) of every ISS puzzle in the fixtures.
fn iss() -> Vec<(String, Puzzle, Vec<u8>)> {
    include_str!("fixtures/variants/iss-variants.jsonl")
        .lines()
        .map(|line| {
            let value: Value = serde_json::from_str(line).unwrap();
            let puzzle = fpuzzles::from_fpuzzles(&value["fpuzzles"].to_string()).unwrap();
            let solution = match &value["solution"] {
                Value::String(s) => s.bytes().map(|b| b - b'0').collect(),
                other => other
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_u64().unwrap() as u8)
                    .collect(),
            };
            (
                value["name"].as_str().unwrap().to_string(),
                puzzle,
                solution,
            )
        })
        .collect()
}

/// Checks every step of `path` against `solution` and that the path fills the grid;
/// returns how many steps are guesses.
fn check_path(name: &str, puzzle: &Puzzle, path: &[PuzzleStep], solution: &[u8]) -> usize {
    let mut grid = puzzle.givens.clone();
    let mut guesses = 0;
    for step in path {
        assert!(
            !step.placements.is_empty() || !step.eliminations.is_empty(),
            "{name}: empty step {step:?}"
        );
        for p in &step.placements {
            assert_eq!(
                p.digit,
                solution[usize::from(p.cell)],
                "{name}: wrong placement in {step:?}"
            );
            grid[usize::from(p.cell)] = p.digit;
        }
        for e in &step.eliminations {
            assert_ne!(
                e.digit,
                solution[usize::from(e.cell)],
                "{name}: removes the solution's digit in {step:?}"
            );
        }
        assert!(!step.text.is_empty());
        if step.technique == PuzzleTechnique::Guess {
            guesses += 1;
        }
    }
    assert_eq!(grid, solution, "{name}: the path does not fill the grid");
    guesses
}

#[test]
fn every_step_on_the_iss_puzzles_is_sound() {
    let mut report = Vec::new();
    for (name, puzzle, solution) in iss() {
        let path = puzzle.solve_path().unwrap();
        let guesses = check_path(&name, &puzzle, &path, &solution);
        report.push(format!("{name}: {} steps, {guesses} guesses", path.len()));
    }
    println!("{}", report.join("\n"));
}

/// Every published puzzle of the fixtures that the engine reads (CC BY 4.0: each line
/// keeps its title, author, licence and link): every step of its path is sound, and the
/// path fills the grid.
#[test]
fn every_step_on_the_published_puzzles_is_sound() {
    let mut report = Vec::new();
    let mut read = 0;
    for line in include_str!("fixtures/variants/published-variants-dev.jsonl").lines() {
        let value: Value = serde_json::from_str(line).unwrap();
        let name = value["title"].as_str().unwrap().to_string();
        assert!(value["author"].is_string() && value["license"].is_string());
        let Ok(puzzle) = fpuzzles::from_fpuzzles(&value["fpuzzles"].to_string()) else {
            continue;
        };
        read += 1;
        let recorded: Vec<u8> = value["solution"]
            .as_str()
            .unwrap()
            .bytes()
            .map(|b| b - b'0')
            .collect();
        // One recorded solution breaks its puzzle's stated rules (tests/fixtures/variants/
        // README.md): there the puzzle's own unique solution is the reference.
        let mut filled = puzzle.clone();
        filled.givens = recorded.clone();
        let solution = if filled.conflicts().unwrap().is_empty() {
            recorded
        } else {
            assert_eq!(
                name, "Executive Function",
                "the recorded solution breaks a rule"
            );
            let found = puzzle.solve_and_count(2, 10_000_000).unwrap();
            assert_eq!(found.count, 1, "{name}");
            found.solution
        };
        let path = puzzle.solve_path().unwrap();
        let guesses = check_path(&name, &puzzle, &path, &solution);
        report.push(format!("{name}: {} steps, {guesses} guesses", path.len()));
    }
    assert!(read >= 20, "only {read} published puzzles read");
    println!("{}", report.join("\n"));
}

/// A puzzle of `size` (with `constraints`) with one solution, a solution of the blank
/// grid with a random first row: a share `keep` (in percent) of its cells given, then
/// more until the solution is unique.
fn generated(size: u8, constraints: Vec<Constraint>, seed: u64, keep: usize) -> (Puzzle, Vec<u8>) {
    let mut rng = Rng::new(seed);
    let mut puzzle = Puzzle::new(size);
    puzzle.constraints = constraints;
    // A random first row makes the solution vary with the seed.
    let n = usize::from(size);
    let mut digits: Vec<u8> = (1..=size).collect();
    rng.shuffle(&mut digits);
    let mut first = puzzle.clone();
    first.givens[..n].copy_from_slice(&digits);
    let solution = match first.solve() {
        Ok(solution) => solution,
        Err(_) => puzzle.solve().unwrap(),
    };
    for (i, &d) in solution.iter().enumerate() {
        if rng.below(100) < keep {
            puzzle.givens[i] = d;
        }
    }
    // Givens back until the solution is the only one.
    while puzzle.count_solutions(2).unwrap() > 1 {
        let blanks: Vec<usize> = (0..n * n).filter(|&i| puzzle.givens[i] == 0).collect();
        let i = blanks[rng.below(blanks.len())];
        puzzle.givens[i] = solution[i];
    }
    (puzzle, solution)
}

#[test]
fn generated_easy_puzzles_of_every_size_solve_without_guessing() {
    let x = || {
        vec![
            Constraint::Diagonal {
                direction: Diagonal::Main,
            },
            Constraint::Diagonal {
                direction: Diagonal::Anti,
            },
        ]
    };
    let cases: Vec<(u8, Vec<Constraint>)> = vec![
        (4, Vec::new()),
        (6, Vec::new()),
        (8, Vec::new()),
        (9, Vec::new()),
        (9, x()),
        (12, Vec::new()),
        (16, Vec::new()),
        (25, Vec::new()),
    ];
    for (size, constraints) in cases {
        for seed in 1..=3u64 {
            let (puzzle, solution) = generated(size, constraints.clone(), seed * 7919, 55);
            let path = puzzle.solve_path().unwrap();
            let name = format!("{size}×{size} seed {seed}");
            let guesses = check_path(&name, &puzzle, &path, &solution);
            assert_eq!(guesses, 0, "{name} needed a guess");
        }
    }
}

#[test]
fn bad_input_gets_its_specific_error() {
    let mut puzzle = Puzzle::new(6);
    assert_eq!(
        puzzle.hint(Some(&[0x3f; 35])).unwrap_err().to_string(),
        "invalid puzzle at candidates: expected 36 masks (6×6), found 35"
    );
    let mut masks = vec![0x3f; 36];
    masks[7] = 0x40;
    assert_eq!(
        puzzle.hint(Some(&masks)).unwrap_err().to_string(),
        "invalid puzzle at candidates[7]: mask 64 at row 2, column 2 has bits past digit 6 (bit d - 1 stands for digit d)"
    );
    puzzle.givens[3] = 7;
    let err = puzzle.solve_path().unwrap_err();
    assert_eq!(err.code(), "InvalidPuzzle");
    assert!(err.to_string().contains("givens[3]"), "{err}");
    puzzle.givens[3] = 1;
    puzzle.givens[4] = 1;
    assert_eq!(puzzle.hint(None).unwrap_err().code(), "ConflictingGivens");
    // A candidate the only solution needs, removed by the player.
    let (puzzle, solution) = generated(4, Vec::new(), 5, 60);
    let mut masks = vec![0xf; 16];
    let open = (0..16).find(|&i| puzzle.givens[i] == 0).unwrap();
    masks[open] &= !(1 << (solution[open] - 1));
    if puzzle.count_solutions(2).unwrap() == 1 {
        assert_eq!(puzzle.hint(Some(&masks)), Err(Error::NoSolution));
    }
    // A full grid has no next step.
    let mut full = puzzle.clone();
    full.givens = solution;
    assert_eq!(full.hint(None), Ok(None));
    assert_eq!(full.solve_path(), Ok(Vec::new()));
}
