//! The size limits of a variant description (`variant::MAX_*`): past them every reader
//! refuses with the path and the limit before compiling anything; a repeated constraint
//! merges into one rule.

use sudoku_wasm::variant::{
    fpuzzles::from_fpuzzles, puzzle_from_json, sudokupad::from_sudokupad, Constraint, Diagonal,
    Mark, Puzzle, MAX_CONSTRAINTS, MAX_CONSTRAINT_CELLS, MAX_TEXT,
};
use sudoku_wasm::Error;

fn reason(result: Result<Puzzle, Error>) -> String {
    match result {
        Err(err @ Error::InvalidPuzzle { .. }) => err.to_string(),
        other => panic!("expected InvalidPuzzle, got {other:?}"),
    }
}

/// A 9×9 puzzle's JSON with `items` as its constraints.
fn json_with(items: &str) -> String {
    format!(
        r#"{{"size":9,"givens":[{}],"constraints":[{items}]}}"#,
        vec!["0"; 81].join(",")
    )
}

fn copies(item: &str, times: usize) -> String {
    vec![item; times].join(",")
}

#[test]
fn limits_are_the_documented_numbers() {
    assert_eq!(
        (MAX_CONSTRAINTS, MAX_CONSTRAINT_CELLS, MAX_TEXT),
        (4096, 16_384, 4_194_304)
    );
    let docs = include_str!("../docs/variants.md");
    for stated in ["4,096 constraints", "16,384 cells", "4 MiB"] {
        assert!(
            docs.contains(stated),
            "docs/variants.md does not say {stated}"
        );
    }
}

#[test]
fn two_hundred_thousand_copies_of_a_global_rule_are_refused() {
    // As JSON text (what the JS API and the CLI pass on): refused on its length.
    let text = json_with(&copies(r#"{"type":"antiKnight"}"#, 200_000));
    assert_eq!(text.len(), 4_400_199);
    assert_eq!(
        reason(puzzle_from_json(&text)),
        "invalid puzzle at (input): the text is 4400199 bytes, more than the limit of \
         4194304 (4 MiB)"
    );
    // As a description built in Rust: refused on the count.
    let mut puzzle = Puzzle::new(9);
    puzzle.constraints = vec![Constraint::AntiKnight {}; 200_000];
    assert_eq!(
        reason(puzzle.validate_shape().map(|()| puzzle.clone())),
        "invalid puzzle at constraints: 200000 constraints, more than the limit of 4096"
    );
    assert!(matches!(
        puzzle.count_solutions(2),
        Err(Error::InvalidPuzzle { .. })
    ));
}

#[test]
fn the_count_is_checked_before_the_constraints_are_read() {
    // Unknown kinds past the limit: the limit is what is reported, not the first kind.
    let text = json_with(&copies(r#"{"type":"clock"}"#, MAX_CONSTRAINTS + 1));
    assert_eq!(
        reason(puzzle_from_json(&text)),
        "invalid puzzle at constraints: 4097 constraints, more than the limit of 4096"
    );
    let text = json_with(&copies(r#"{"type":"antiKing"}"#, MAX_CONSTRAINTS));
    assert!(puzzle_from_json(&text).is_ok());
}

#[test]
fn the_cells_of_all_constraints_are_bounded() {
    // Cages of a whole row: 16,384 / 9 = 1,820 fit, the 1,821st passes the limit.
    let cage = r#"{"type":"killerCage","cells":[0,1,2,3,4,5,6,7,8],"sum":45}"#;
    let text = json_with(&copies(cage, 1821));
    assert_eq!(
        reason(puzzle_from_json(&text)),
        "invalid puzzle at constraints[1820].cells: the constraints list 16389 cells up to \
         here, more than the limit of 16384"
    );
    assert!(puzzle_from_json(&json_with(&copies(cage, 1820))).is_ok());
    // One list longer than the limit on its own.
    let mut puzzle = Puzzle::new(9);
    puzzle.constraints = vec![Constraint::Whispers {
        cells: vec![0; MAX_CONSTRAINT_CELLS + 1],
        difference: None,
    }];
    assert_eq!(
        reason(puzzle.validate_shape().map(|()| puzzle.clone())),
        "invalid puzzle at constraints[0].cells: the constraints list 16385 cells up to \
         here, more than the limit of 16384"
    );
}

#[test]
fn every_reader_refuses_text_past_the_limit() {
    let long = format!("{}{}", json_with(""), " ".repeat(MAX_TEXT));
    let expected = format!(
        "invalid puzzle at (input): the text is {} bytes, more than the limit of 4194304 \
         (4 MiB)",
        long.len()
    );
    assert_eq!(reason(puzzle_from_json(&long)), expected);
    assert_eq!(reason(from_fpuzzles(&long)), expected);
    assert_eq!(reason(from_sudokupad(&long)), expected);
}

#[test]
fn f_puzzles_cages_past_the_count_are_refused() {
    let row = format!("[{}]", [r#"{"value":0}"#; 4].join(","));
    let grid = format!("[{}]", [row.as_str(); 4].join(","));
    let cage = r#"{"cells":["R1C1","R1C2"],"value":"3"}"#;
    let text = format!(
        r#"{{"size":4,"grid":{grid},"killercage":[{}]}}"#,
        copies(cage, MAX_CONSTRAINTS + 1)
    );
    assert_eq!(
        reason(from_fpuzzles(&text)),
        "invalid puzzle at constraints: 4097 constraints, more than the limit of 4096"
    );
}

/// A 4×4 with global rules listed `times` times, and one cage.
fn globals(times: usize) -> Puzzle {
    let mut puzzle = Puzzle::new(4);
    puzzle.givens[0] = 1;
    let once = [
        Constraint::Diagonal {
            direction: Diagonal::Main,
        },
        Constraint::Negative { mark: Mark::X },
        Constraint::KillerCage {
            cells: vec![1, 2],
            sum: Some(7),
        },
    ];
    for _ in 0..times {
        puzzle.constraints.extend(once.iter().cloned());
    }
    puzzle
}

#[test]
fn repeated_rules_merge() {
    let one = globals(1);
    let many = globals(1000);
    assert_eq!(many.constraints.len(), 3000);
    let solutions = one.count_solutions(1000).unwrap();
    assert!(
        solutions > 1,
        "the test puzzle has {solutions} solutions, not several"
    );
    assert_eq!(many.count_solutions(1000).unwrap(), solutions);
    assert_eq!(
        many.true_candidates().unwrap(),
        one.true_candidates().unwrap()
    );
    // A broken rule is reported once, at its first copy.
    let mut broken = many.clone();
    broken.givens[5] = 1;
    let conflicts = broken.conflicts().unwrap();
    assert_eq!(conflicts, one_with(broken.givens).conflicts().unwrap());
    assert!(!conflicts.is_empty());
}

fn one_with(givens: Vec<u8>) -> Puzzle {
    Puzzle {
        givens,
        ..globals(1)
    }
}
