//! The variant generator (`variant::generate::generate_puzzle`): for each kind, a few
//! cheap seeds (small sizes, low levels; the 10-seed sweep over every kind and level is
//! `make variant-generate-report`): the puzzle has exactly one solution (the counter),
//! its logic path needs no guess and has the level asked for (the logic engine, run
//! again on the puzzle alone), the same seed gives the same puzzle, the kind's shape
//! holds, and it reads back the same from f-puzzles. Bad options get their errors.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_wasm::variant::generate::{
    generate_puzzle, GeneratedPuzzle, VariantGenerateOptions, VariantKind, SUPPORTED,
};
use sudoku_wasm::variant::{fpuzzles, Constraint, Diagonal, Puzzle, PuzzleTechnique};
use sudoku_wasm::{Error, Level, Symmetry};

/// Generates, then checks what every kind promises; returns the puzzle.
fn generated(options: VariantGenerateOptions) -> GeneratedPuzzle {
    let generated = generate_puzzle(&options).expect("offered options");
    let puzzle = &generated.puzzle;
    let name = format!("{options:?}");
    assert!(generated.reached, "{name}: {:?}", generated.grade);
    assert_eq!(generated.seed, options.seed);
    assert!(generated.attempts >= 1);
    assert_eq!(usize::from(puzzle.size), options.size, "{name}");
    // Exactly one solution, proved by the counter, and it is the one returned.
    assert_eq!(puzzle.count_solutions(2), Ok(1), "{name}");
    assert_eq!(puzzle.solve().unwrap(), generated.solution, "{name}");
    // The logic path, from the puzzle alone: no guess, the level asked for.
    let path = puzzle.solve_path().unwrap();
    assert!(
        path.iter().all(|s| s.technique != PuzzleTechnique::Guess),
        "{name}: a guess"
    );
    let grade = puzzle.grade().unwrap();
    assert_eq!(grade.level, options.level, "{name}");
    assert_eq!(grade, generated.grade, "{name}");
    // The same options, the same puzzle.
    assert_eq!(generate_puzzle(&options).unwrap(), generated, "{name}");
    // Through f-puzzles and back.
    let json = fpuzzles::to_fpuzzles(puzzle).unwrap();
    assert_eq!(&fpuzzles::from_fpuzzles(&json).unwrap(), puzzle, "{name}");
    let link = fpuzzles::to_fpuzzles_url(puzzle).unwrap();
    assert_eq!(&fpuzzles::from_fpuzzles(&link).unwrap(), puzzle, "{name}");
    generated
}

fn options(variant: VariantKind, size: usize, level: Level, seed: u64) -> VariantGenerateOptions {
    VariantGenerateOptions::new(variant, size, level, seed)
}

fn givens(puzzle: &Puzzle) -> usize {
    puzzle.givens.iter().filter(|&&d| d != 0).count()
}

#[test]
fn classic_sizes_have_givens_and_default_boxes() {
    for (size, level, seed) in [
        (4, Level::Easy, 1),
        (6, Level::Easy, 2),
        (8, Level::Medium, 3),
        (9, Level::Hard, 2),
    ] {
        let g = generated(options(VariantKind::Classic, size, level, seed));
        assert!(g.puzzle.constraints.is_empty() && g.puzzle.regions.is_none());
        assert!(
            givens(&g.puzzle) < size * size / 2,
            "{size}: {}",
            givens(&g.puzzle)
        );
    }
}

#[test]
fn symmetric_givens_keep_their_pattern() {
    let mut o = options(VariantKind::Classic, 6, Level::Easy, 4);
    o.symmetry = Some(Symmetry::Rotate180);
    let g = generated(o);
    let cells = &g.puzzle.givens;
    for i in 0..36 {
        assert_eq!(cells[i] == 0, cells[35 - i] == 0, "cell {i}");
    }
    let mut o = options(VariantKind::X, 9, Level::Easy, 5);
    o.symmetry = Some(Symmetry::Diagonal);
    let g = generated(o);
    let cells = &g.puzzle.givens;
    for r in 0..9 {
        for c in 0..9 {
            assert_eq!(cells[r * 9 + c] == 0, cells[c * 9 + r] == 0, "r{r}c{c}");
        }
    }
}

#[test]
fn killers_are_cages_of_two_to_five_cells_without_givens() {
    for (level, seed) in [(Level::Easy, 1), (Level::Medium, 2)] {
        let g = generated(options(VariantKind::Killer, 9, level, seed));
        assert_eq!(givens(&g.puzzle), 0);
        let mut covered = [0; 81];
        let mut sizes = Vec::new();
        for constraint in &g.puzzle.constraints {
            let Constraint::KillerCage {
                cells,
                sum: Some(sum),
            } = constraint
            else {
                panic!("{constraint:?}");
            };
            let total: u32 = cells
                .iter()
                .map(|&c| u32::from(g.solution[usize::from(c)]))
                .sum();
            assert_eq!(total, *sum);
            for &c in cells {
                covered[usize::from(c)] += 1;
            }
            sizes.push(cells.len());
        }
        assert!(covered.iter().all(|&n| n == 1), "the cages tile the grid");
        assert!(sizes.iter().all(|&n| (1..=5).contains(&n)), "{sizes:?}");
        let small = sizes.iter().filter(|&&n| n == 1).count();
        assert!(small <= 2, "{sizes:?}");
    }
}

#[test]
fn jigsaws_have_random_connected_regions() {
    let g = generated(options(VariantKind::Jigsaw, 9, Level::Easy, 3));
    let regions = g.puzzle.regions.as_ref().expect("regions");
    assert_ne!(regions, &Puzzle::new(9).region_of_cells());
    assert_eq!(g.puzzle.validate_shape(), Ok(()));
}

#[test]
fn x_and_windoku_add_their_houses() {
    let g = generated(options(VariantKind::X, 9, Level::Medium, 1));
    assert_eq!(
        g.puzzle.constraints,
        vec![
            Constraint::Diagonal {
                direction: Diagonal::Anti
            },
            Constraint::Diagonal {
                direction: Diagonal::Main
            },
        ]
    );
    let g = generated(options(VariantKind::Windoku, 9, Level::Easy, 1));
    assert_eq!(g.puzzle.constraints.len(), 4);
    assert!(g
        .puzzle
        .constraints
        .iter()
        .all(|c| matches!(c, Constraint::ExtraRegion { cells } if cells.len() == 9)));
}

#[test]
fn seeds_make_different_puzzles() {
    let a = generate_puzzle(&options(VariantKind::Killer, 9, Level::Easy, 10)).unwrap();
    let b = generate_puzzle(&options(VariantKind::Killer, 9, Level::Easy, 11)).unwrap();
    assert_ne!(a.puzzle, b.puzzle);
}

#[test]
fn a_budget_of_one_attempt_returns_the_closest() {
    // One attempt rarely makes an expert 9×9; whatever it makes comes back, easier.
    let mut o = options(VariantKind::Classic, 9, Level::Expert, 0);
    o.budget = Some(1);
    let g = generate_puzzle(&o).unwrap();
    assert_eq!(g.attempts, 1);
    assert_eq!(g.reached, g.grade.level == Level::Expert);
    assert!(g.grade.level <= Level::Expert);
    assert_eq!(g.puzzle.count_solutions(2), Ok(1));
    assert_eq!(g.puzzle.grade().unwrap(), g.grade);
}

#[test]
fn options_not_offered_are_errors_that_say_what_is() {
    let err = |o: VariantGenerateOptions| {
        let e = generate_puzzle(&o).unwrap_err();
        assert_eq!(e.code(), "InvalidOption");
        e.to_string()
    };
    assert_eq!(
        err(options(VariantKind::Killer, 6, Level::Easy, 0)),
        "invalid option size: killer puzzles are made at size 9, not 6"
    );
    assert_eq!(
        err(options(VariantKind::Classic, 10, Level::Easy, 0)),
        "invalid option size: classic puzzles are made at sizes 4, 6, 8, 9, 12 or 16, not 10"
    );
    assert_eq!(
        err(options(VariantKind::Classic, 4, Level::Hard, 0)),
        "invalid option level: 4×4 classic puzzles are made at the level easy, not hard"
    );
    assert_eq!(
        err(options(VariantKind::Killer, 9, Level::Guessing, 0)),
        "invalid option level: 9×9 killer puzzles are made at the levels easy, medium, expert, not guessing"
    );
    let mut o = options(VariantKind::Killer, 9, Level::Easy, 0);
    o.symmetry = Some(Symmetry::Rotate180);
    assert_eq!(
        err(o),
        "invalid option symmetry: killer puzzles have no givens, so no symmetry (only none), not rotate180"
    );
    o.symmetry = Some(Symmetry::None);
    assert!(generate_puzzle(&o).is_ok());
    assert!(matches!(
        generate_puzzle(&options(VariantKind::X, 0, Level::Easy, 0)),
        Err(Error::InvalidOption { .. })
    ));
}

#[test]
fn the_table_lists_each_kind_and_size_once() {
    for kind in VariantKind::ALL {
        let sizes = kind.sizes();
        assert!(!sizes.is_empty(), "{kind}");
        let mut sorted = sizes.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted, sizes, "{kind}");
    }
    for row in SUPPORTED {
        assert!(!row.levels.is_empty() && row.budget > 0);
        assert!(row.levels.windows(2).all(|w| w[0] < w[1]), "easiest first");
        assert!(!row.levels.contains(&Level::Guessing));
    }
}
