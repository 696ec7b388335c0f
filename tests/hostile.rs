//! The catalogue of hostile inputs, at the Rust layer: each gets its specific error or
//! answer, quickly, and nothing panics. (The CLI, wasm and page layers have their own.)

mod common;

use common::{random_solved, Rng};
use sudoku_wasm::{Cell, Error, Grid, Unit, DEFAULT_MAX_GUESSES};

fn line_of(n: usize, ch: char) -> String {
    ch.to_string().repeat(n)
}

#[test]
fn wrong_sizes() {
    for n in [0usize, 1, 80, 82, 1000, 1_000_000] {
        assert_eq!(
            Grid::from_bytes(&vec![0; n]),
            Err(Error::WrongLength { found: n })
        );
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
        Grid::from_boj(&"0 ".repeat(500_000)),
        Err(Error::WrongRowCount { found: 1 })
    );
}

#[test]
fn out_of_range_bytes() {
    for value in [10u8, 11, 48, 57, 128, 255] {
        let mut cells = [0u8; 81];
        cells[80] = value;
        assert_eq!(
            Grid::from_bytes(&cells),
            Err(Error::InvalidValue {
                cell: Cell::at(8, 8),
                value
            })
        );
    }
}

#[test]
fn bad_characters() {
    let blank = line_of(81, '.');
    for (k, ch) in [
        (0, 'a'),
        (40, 'Z'),
        (80, ' '),
        (3, '\0'),
        (9, '\t'),
        (17, 'é'),
        (18, '９'),
        (30, '😀'),
        (5, '-'),
    ] {
        let mut chars: Vec<char> = blank.chars().collect();
        chars[k] = ch;
        let line: String = chars.into_iter().collect();
        assert_eq!(
            Grid::from_line(&line),
            Err(Error::InvalidCharacter {
                cell: Cell::new(k).unwrap(),
                found: ch
            }),
            "{ch:?}"
        );
    }
    // Lengths count characters, not bytes.
    assert_eq!(
        Grid::from_line(&line_of(81, 'é')).unwrap_err().code(),
        "InvalidCharacter"
    );
    assert_eq!(
        Grid::from_line(&line_of(80, 'é')),
        Err(Error::WrongLength { found: 80 })
    );
    let message = Grid::from_line(&("\0".to_string() + &blank[1..]))
        .unwrap_err()
        .to_string();
    assert_eq!(
        message,
        "invalid character '\\0' at row 1, column 1 (expected a digit 1-9, or 0 or . for a blank)"
    );
}

#[test]
fn line_endings() {
    let line = "1".to_string() + &line_of(80, '0');
    let grid = Grid::from_line(&line).unwrap();
    assert_eq!(Grid::from_line(&(line.clone() + "\r\n")), Ok(grid));
    assert_eq!(Grid::parse(&(line.clone() + "\r\n\r\n")), Ok(grid));
    let boj: String = grid.to_boj().replace('\n', "\r\n");
    assert_eq!(Grid::from_boj(&boj), Ok(grid));
    assert_eq!(Grid::parse(&boj), Ok(grid));
    // A lone \r is not a line break inside a grid.
    assert_eq!(
        Grid::from_line(&(line + "\r")),
        Err(Error::WrongLength { found: 82 })
    );
}

#[test]
fn conflicting_givens_in_each_unit_kind() {
    let cases = [
        (Cell::at(2, 0), Cell::at(2, 8), Unit::Row(2), "row 3"),
        (Cell::at(0, 4), Cell::at(8, 4), Unit::Column(4), "column 5"),
        (Cell::at(3, 3), Cell::at(5, 5), Unit::Box(4), "box 5"),
    ];
    for (a, b, unit, name) in cases {
        let grid = Grid::empty().with(a, 6).unwrap().with(b, 6).unwrap();
        let err = grid.solve().unwrap_err();
        assert_eq!(
            err,
            Error::ConflictingGivens {
                digit: 6,
                cells: [a, b],
                unit
            }
        );
        assert!(
            err.to_string().contains(&format!("given twice in {name}:")),
            "{err}"
        );
        assert_eq!(grid.count_solutions(u64::MAX).unwrap_err(), err);
    }
}

#[test]
fn unsolvable_but_consistent() {
    // Each cell's last candidate is taken away in a different way.
    let mut row_and_column = [0u8; 81];
    row_and_column[1..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    row_and_column[45] = 9;
    let mut box_and_row = [0u8; 81];
    box_and_row[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    box_and_row[9 * 2 + 8] = 9; // row 3 column 9 is in box 3: r1c9 can be nothing
    let mut hidden = [0u8; 81];
    // Digit 1 has no place in box 1: rows 1 and 2 have a 1 (in boxes 2 and 3), columns
    // 1 and 2 have a 1 (in boxes 4 and 7), and row 3, column 3 holds a 5.
    hidden[5] = 1;
    hidden[9 + 7] = 1;
    hidden[27] = 1;
    hidden[9 * 6 + 1] = 1;
    hidden[18 + 2] = 5;
    for cells in [row_and_column, box_and_row, hidden] {
        let grid = Grid::from_bytes(&cells).unwrap();
        assert!(grid.conflicts().is_empty(), "{grid:?}");
        assert_eq!(grid.solve(), Err(Error::NoSolution), "{grid:?}");
        assert_eq!(grid.count_solutions(u64::MAX), Ok(0));
    }
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
