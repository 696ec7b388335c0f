//! The catalogue of hostile inputs, at the Rust layer: each gets its specific error or
//! answer, quickly, and nothing panics. The catalogue itself is tests/fixtures/hostile.json,
//! shared with the wasm, Node and page tests; here also what only Rust has.

mod common;
#[path = "common/hostile.rs"]
mod hostile;

use common::{random_solved, Rng};
use hostile::Input;
use sudoku_wasm::{Error, Grid, DEFAULT_MAX_GUESSES};

/// Every case of the shared catalogue (tests/fixtures/hostile.json): bytes through
/// `Grid::from_bytes` and `solve`, text through `Grid::parse`, each with the code,
/// message and cells the file gives.
#[test]
fn the_shared_catalogue() {
    let cases = hostile::cases();
    assert!(cases.len() >= 30, "{} cases", cases.len());
    for case in cases {
        let result = match &case.input {
            Input::Cells(cells) => Grid::from_bytes(cells).and_then(|grid| grid.solve()),
            Input::Text(text) => Grid::parse(text),
        };
        match (&case.error, result) {
            (None, Ok(_)) => {}
            (Some((code, message, cells)), Err(err)) => {
                assert_eq!(err.code(), code, "{}", case.name);
                assert_eq!(&err.to_string(), message, "{}", case.name);
                let found: Vec<u32> = err.cells().iter().map(|c| c.index() as u32).collect();
                assert_eq!(&found, cells, "{}", case.name);
                // A grid that reads but does not solve: counting agrees.
                if let Input::Cells(bytes) = &case.input {
                    if let Ok(grid) = Grid::from_bytes(bytes) {
                        let count = grid.count_solutions(u64::MAX);
                        match err {
                            Error::NoSolution => assert_eq!(count, Ok(0), "{}", case.name),
                            _ => assert_eq!(count, Err(err), "{}", case.name),
                        }
                    }
                }
            }
            (expected, got) => panic!("{}: expected {expected:?}, got {got:?}", case.name),
        }
    }
}

fn line_of(n: usize, ch: char) -> String {
    ch.to_string().repeat(n)
}

#[test]
fn wrong_sizes_in_each_text_reader() {
    // (The bytes are in the catalogue; here the line reader, which checks only the length.)
    for n in [0usize, 1, 80, 82, 1000, 1_000_000] {
        assert_eq!(
            Grid::from_line(&line_of(n, '.')),
            Err(Error::WrongLength { found: n })
        );
    }
    assert_eq!(Grid::parse(""), Err(Error::WrongLength { found: 0 }));
    assert_eq!(
        Grid::parse(" \n\t\r\n "),
        Err(Error::WrongLength { found: 0 })
    );
    assert_eq!(
        Grid::from_grid_text(&"0 ".repeat(500_000)),
        Err(Error::WrongRowCount { found: 1 })
    );
}

#[test]
fn line_endings() {
    let line = "1".to_string() + &line_of(80, '0');
    let grid = Grid::from_line(&line).unwrap();
    assert_eq!(Grid::from_line(&(line.clone() + "\r\n")), Ok(grid));
    assert_eq!(Grid::parse(&(line.clone() + "\r\n\r\n")), Ok(grid));
    let boj: String = grid.to_grid_text().replace('\n', "\r\n");
    assert_eq!(Grid::from_grid_text(&boj), Ok(grid));
    assert_eq!(Grid::parse(&boj), Ok(grid));
    // A lone \r is not a line break inside a grid.
    assert_eq!(
        Grid::from_line(&(line + "\r")),
        Err(Error::WrongLength { found: 82 })
    );
}

/// From no givens up to 16 (never unique): each gets a solution at once, and
/// `count_solutions(2)` says "several".
#[test]
fn few_givens() {
    let mut rng = Rng::new(16);
    for givens in 0..=16 {
        let solved = random_solved(&mut rng);
        let mut cells = [0u8; 81];
        let mut order: Vec<usize> = (0..81).collect();
        rng.shuffle(&mut order);
        for &i in &order[..givens] {
            cells[i] = solved[i];
        }
        let grid = Grid::from_bytes(&cells).unwrap();
        assert!(grid.solve().unwrap().is_solved());
        assert_eq!(grid.count_solutions(2), Ok(2), "{grid:?}");
    }
}

#[test]
fn huge_limits_are_bounded_by_the_budget() {
    for limit in [u64::MAX, 1 << 40, 1_000_000_000] {
        match Grid::empty().count_solutions_with_budget(limit, 50_000) {
            Err(Error::BudgetExceeded {
                max_guesses: 50_000,
                found,
            }) => assert!(found > 1000),
            other => panic!("{other:?}"),
        }
    }
    // The default budget is documented; check it is what the errors will say.
    assert_eq!(DEFAULT_MAX_GUESSES, 10_000_000);
    // A full grid is counted exactly, whatever the limit.
    let solved = Grid::empty().solve().unwrap();
    assert_eq!(solved.count_solutions(u64::MAX), Ok(1));
}
