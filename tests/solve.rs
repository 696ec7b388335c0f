//! The solver against fixtures, the benchmark samples and a naive oracle.

mod common;

use common::{
    fixture_puzzles, naive_count, random_puzzle, random_solved, solves, Rng, SAMPLE_BOJ,
    SAMPLE_SOLVED,
};
use sudoku_wasm::{solver, Error, Grid};

/// A solver that gives up early fails this one.
const SEED_1: &str =
    "000043000000000100000050000080700020060000003000000040005800600400100000300000500";
/// Several solutions: exactly one must come out.
const SEED_2: &str =
    "000000000782135649469278135321546897000000000596827413917652384643781952000000000";
/// The naive reference takes seconds on this one.
const BRUTE_FORCE_RESISTANT: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

#[test]
fn baekjoon_sample() {
    let puzzle = Grid::from_grid_text(SAMPLE_BOJ).unwrap();
    assert_eq!(puzzle.solve().unwrap().to_grid_text(), SAMPLE_SOLVED);
    assert_eq!(puzzle.count_solutions(2), Ok(1));
}

#[test]
fn seed_counterexamples() {
    let first = Grid::from_line(SEED_1).unwrap();
    let solution = first.solve().unwrap();
    assert!(solves(&first, &solution));
    assert_eq!(first.count_solutions(2), Ok(1));

    let second = Grid::from_line(SEED_2).unwrap();
    let solution = second.solve().unwrap();
    assert!(solves(&second, &solution));
    assert_eq!(solution.to_grid_text().lines().count(), 9);
    assert_eq!(second.count_solutions(2), Ok(2));
    assert_eq!(second.count_solutions(1000), Ok(2), "exactly two in all");
    assert_eq!(second.solve().unwrap(), solution, "deterministic");
}

#[test]
fn brute_force_resistant() {
    let puzzle = Grid::from_line(BRUTE_FORCE_RESISTANT).unwrap();
    let solution = puzzle.solve().unwrap();
    assert!(solves(&puzzle, &solution));
    assert_eq!(puzzle.count_solutions(2), Ok(1));
}

#[test]
fn empty_and_full_grids() {
    let solution = Grid::empty().solve().unwrap();
    assert!(solution.is_solved());
    assert_eq!(solution.solve(), Ok(solution));
    assert_eq!(solution.count_solutions(u64::MAX), Ok(1));
    assert_eq!(Grid::empty().count_solutions(2), Ok(2));
    // Counting every solution of the empty grid would never end: the budget stops it.
    match Grid::empty().count_solutions_with_budget(u64::MAX, 10_000) {
        Err(Error::BudgetExceeded {
            max_guesses: 10_000,
            found,
        }) => assert!(found > 0),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        Grid::empty().solve_with_budget(0),
        Err(Error::BudgetExceeded {
            max_guesses: 0,
            found: 0
        })
    ));
}

#[test]
fn no_solution_is_an_answer() {
    // Consistent givens; the first cell of row 1 can only be 9, which column 1 has.
    let mut cells = [0u8; 81];
    cells[1..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    cells[36] = 9;
    let grid = Grid::from_bytes(&cells).unwrap();
    assert!(grid.conflicts().is_empty());
    assert_eq!(grid.solve(), Err(Error::NoSolution));
    assert_eq!(grid.count_solutions(2), Ok(0));
}

#[test]
fn conflicts_are_checked_before_search() {
    let mut grid = Grid::from_grid_text(SAMPLE_BOJ).unwrap().to_bytes();
    grid[0] = 5; // row 1 has a 5 at column 3
    let grid = Grid::from_bytes(&grid).unwrap();
    let err = grid.solve().unwrap_err();
    assert_eq!(err.code(), "ConflictingGivens");
    assert_eq!(
        err.to_string(),
        "digit 5 is given twice in row 1: at row 1, column 1 and at row 1, column 3"
    );
    assert_eq!(grid.count_solutions(2).unwrap_err(), err);
}

/// Random puzzles from random solved grids: the fast solver's count up to 2 equals the
/// oracle's, and every solution is valid and keeps the givens.
#[test]
fn agrees_with_the_naive_oracle() {
    let mut rng = Rng::new(2580);
    let mut compared = [0usize; 3];
    for case in 0..600 {
        let blanks = 30 + case % 31; // 21 to 51 givens
        let cells = random_puzzle(&mut rng, blanks);
        let Some(expected) = naive_count(&cells, 2, 2_000_000) else {
            continue; // too slow for the oracle; rare at these clue counts
        };
        let puzzle = Grid::from_bytes(&cells).unwrap();
        assert_eq!(puzzle.count_solutions(2), Ok(expected), "{puzzle:?}");
        let solution = puzzle.solve().unwrap();
        assert!(solves(&puzzle, &solution), "{puzzle:?} -> {solution:?}");
        compared[expected as usize] += 1;
    }
    // Both unique and several-solution puzzles were really compared.
    assert!(compared[1] > 100 && compared[2] > 100, "{compared:?}");
}

/// Random grids with conflicting or unsolvable givens: counts still agree with the
/// oracle, so "no solution" is found as reliably as solutions are.
#[test]
fn agrees_with_the_oracle_on_broken_puzzles() {
    let mut rng = Rng::new(17);
    let mut none = 0;
    for _ in 0..300 {
        let mut cells = random_puzzle(&mut rng, 45);
        // Overwrite a few cells with random digits: usually a clash or a dead end.
        for _ in 0..3 {
            cells[rng.below(81)] = 1 + rng.below(9) as u8;
        }
        let Some(expected) = naive_count(&cells, 2, 2_000_000) else {
            continue;
        };
        assert_eq!(solver::search(&cells, 2, u64::MAX).count, expected);
        none += usize::from(expected == 0);
    }
    assert!(none > 50, "{none}");
}

#[test]
fn random_solved_grids_are_valid() {
    let mut rng = Rng::new(1);
    for _ in 0..50 {
        let grid = Grid::from_bytes(&random_solved(&mut rng)).unwrap();
        assert!(grid.is_solved());
    }
}

/// A sample of every benchmark file (tests/fixtures, drawn from ../shared/data/puzzles):
/// every answer verified, and the solution counts the files' README states.
#[test]
fn benchmark_samples() {
    let files: [(&str, &str, u64); 6] = [
        ("17-clue", include_str!("fixtures/puzzles2_17_clue.txt"), 1),
        (
            "magictour",
            include_str!("fixtures/puzzles3_magictour_top1465.txt"),
            1,
        ),
        (
            "forum 11+",
            include_str!("fixtures/puzzles5_forum_hardest_1905_11+.txt"),
            1,
        ),
        (
            "forum 1106",
            include_str!("fixtures/puzzles6_forum_hardest_1106.txt"),
            1,
        ),
        (
            "serg",
            include_str!("fixtures/puzzles7_serg_benchmark.txt"),
            2,
        ),
        (
            "generated",
            include_str!("fixtures/generated_minimal_50k_seed1.txt"),
            1,
        ),
    ];
    for (name, text, count) in files {
        let puzzles = fixture_puzzles(text);
        assert_eq!(puzzles.len(), 40, "{name}");
        for puzzle in puzzles {
            let solution = puzzle.solve().unwrap();
            assert!(solves(&puzzle, &solution), "{name}: {puzzle:?}");
            assert_eq!(puzzle.count_solutions(2), Ok(count), "{name}: {puzzle:?}");
        }
    }
}

/// The oracle itself must be right, or the comparisons above prove nothing.
#[test]
fn the_oracle_is_sound() {
    let solved = Grid::from_grid_text(SAMPLE_SOLVED).unwrap();
    assert_eq!(naive_count(solved.as_bytes(), 2, u64::MAX), Some(1));
    let sample = Grid::from_grid_text(SAMPLE_BOJ).unwrap();
    assert_eq!(naive_count(sample.as_bytes(), 2, u64::MAX), Some(1));
    let several = Grid::from_line(SEED_2).unwrap();
    assert_eq!(naive_count(several.as_bytes(), 2, u64::MAX), Some(2));
    assert_eq!(naive_count(&[0; 81], 3, u64::MAX), Some(3));
    let mut clash = [0u8; 81];
    clash[0] = 1;
    clash[80] = 1; // same digit, no shared unit: fine
    assert_eq!(naive_count(&clash, 1, u64::MAX), Some(1));
    clash[8] = 1; // now row 1 has two
    assert_eq!(naive_count(&clash, 1, u64::MAX), Some(0));
    assert_eq!(naive_count(&[0; 81], u64::MAX, 1000), None);
}

/// One search for "solve and say whether it is unique": the same solution as `solve`,
/// the same count as `count_solutions`.
#[test]
fn solve_and_count_agrees_with_solve_and_count_solutions() {
    let mut rng = Rng::new(99);
    for case in 0..200 {
        let puzzle = Grid::from_bytes(&random_puzzle(&mut rng, 40 + case % 25)).unwrap();
        let counted = puzzle.solve_and_count(2).unwrap();
        assert_eq!(counted.solution, puzzle.solve().unwrap());
        assert_eq!(Ok(counted.count), puzzle.count_solutions(2));
        assert!(counted.complete);
    }
    let mut none = [0u8; 81];
    none[1..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    none[36] = 9;
    let none = Grid::from_bytes(&none).unwrap();
    assert_eq!(none.solve_and_count(2), Err(Error::NoSolution));
    assert_eq!(
        Grid::empty().solve_and_count(0).map(|c| c.count),
        Ok(1),
        "limit 0 is raised to 1"
    );
}
