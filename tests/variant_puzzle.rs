//! The `variant::Puzzle` description: its JSON shape (pinned) and `validate_shape`'s
//! errors, one per kind of bad field, each naming the field's path.

use sudoku_wasm::variant::{box_shape, Axis, Constraint, Diagonal, Mark, Puzzle};
use sudoku_wasm::Error;

fn with(size: u8, constraints: Vec<Constraint>) -> Puzzle {
    let mut puzzle = Puzzle::new(size);
    puzzle.constraints = constraints;
    puzzle
}

/// The path and the reason of a shape error, or a failure naming what came instead.
fn shape_error(puzzle: &Puzzle) -> (String, String) {
    match puzzle.validate_shape() {
        Err(Error::InvalidPuzzle { path, reason }) => (path, reason),
        other => panic!("expected InvalidPuzzle, got {other:?}"),
    }
}

/// One constraint of every kind, all valid on a 9×9 grid.
fn every_kind() -> Vec<Constraint> {
    vec![
        Constraint::Diagonal {
            direction: Diagonal::Main,
        },
        Constraint::ExtraRegion {
            cells: vec![10, 11, 12, 19, 20, 21, 28, 29, 30],
        },
        Constraint::KillerCage {
            cells: vec![0, 1],
            sum: Some(3),
        },
        Constraint::KillerCage {
            cells: vec![2, 3],
            sum: None,
        },
        Constraint::LittleKiller {
            cells: vec![1, 11, 21],
            sum: 14,
        },
        Constraint::Sandwich {
            axis: Axis::Column,
            index: 4,
            sum: 18,
        },
        Constraint::Thermometer {
            cells: vec![40, 41, 42],
        },
        Constraint::Arrow {
            circle: vec![50],
            line: vec![51, 52],
        },
        Constraint::KropkiWhite {
            cells: [60, 61],
            difference: 1,
        },
        Constraint::KropkiBlack {
            cells: [60, 69],
            ratio: 2,
        },
        Constraint::Xv {
            cells: [70, 71],
            sum: 10,
        },
        Constraint::AntiKnight {},
        Constraint::AntiKing {},
        Constraint::NonConsecutive {},
        Constraint::Odd { cells: vec![5, 6] },
        Constraint::Even { cells: vec![7] },
        Constraint::Renban {
            cells: vec![72, 73, 74],
        },
        Constraint::Palindrome {
            cells: vec![75, 76, 77],
        },
        Constraint::Between {
            cells: vec![78, 79, 80],
        },
        Constraint::Quadruple {
            cells: vec![30, 31, 39, 40],
            digits: vec![1, 1, 2],
        },
        Constraint::Whispers {
            cells: vec![8, 17],
            difference: None,
        },
        Constraint::Whispers {
            cells: vec![26, 35],
            difference: Some(4),
        },
        Constraint::Negative {
            mark: Mark::KropkiBlack,
        },
        Constraint::Negative { mark: Mark::X },
        Constraint::PencilMarks {
            cells: vec![9, 10],
            digits: vec![2, 5],
        },
        Constraint::Minimum { cells: vec![0] },
        Constraint::Maximum { cells: vec![80] },
        Constraint::EntropicLine {
            cells: vec![18, 19, 20],
        },
        Constraint::ModularLine {
            cells: vec![27, 28],
        },
        Constraint::Nabner {
            cells: vec![36, 37],
        },
        Constraint::SlowThermometer {
            cells: vec![45, 46],
        },
        Constraint::Clone {
            cells: vec![54, 55],
            clone_cells: vec![63, 64],
        },
        Constraint::RowIndexer { cells: vec![0] },
        Constraint::ColumnIndexer { cells: vec![1] },
        Constraint::BoxIndexer { cells: vec![2] },
    ]
}

#[test]
fn every_kind_is_valid_and_round_trips_through_json() {
    let puzzle = with(9, every_kind());
    assert_eq!(puzzle.validate_shape(), Ok(()));
    let json = serde_json::to_string(&puzzle).unwrap();
    let back: Puzzle = serde_json::from_str(&json).unwrap();
    assert_eq!(back, puzzle);
}

/// The JSON shape is part of the interface (it crosses to JS as is): pinned.
#[test]
fn json_shape_is_pinned() {
    let mut puzzle = with(
        4,
        vec![
            Constraint::KillerCage {
                cells: vec![0, 1],
                sum: Some(3),
            },
            Constraint::KillerCage {
                cells: vec![2, 3],
                sum: None,
            },
            Constraint::Sandwich {
                axis: Axis::Row,
                index: 1,
                sum: 5,
            },
            Constraint::KropkiWhite {
                cells: [4, 5],
                difference: 1,
            },
            Constraint::Diagonal {
                direction: Diagonal::Anti,
            },
            Constraint::AntiKing {},
            Constraint::Negative {
                mark: Mark::KropkiWhite,
            },
            Constraint::Arrow {
                circle: vec![8],
                line: vec![9, 10],
            },
        ],
    );
    puzzle.givens[15] = 4;
    let json = serde_json::to_string(&puzzle).unwrap();
    assert_eq!(
        json,
        r#"{"size":4,"givens":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,4],"constraints":[{"type":"killerCage","cells":[0,1],"sum":3},{"type":"killerCage","cells":[2,3]},{"type":"sandwich","axis":"row","index":1,"sum":5},{"type":"kropkiWhite","cells":[4,5],"difference":1},{"type":"diagonal","direction":"anti"},{"type":"antiKing"},{"type":"negative","mark":"kropkiWhite"},{"type":"arrow","circle":[8],"line":[9,10]}]}"#
    );
    // Defaults: no regions, no constraints, dot values.
    let read: Puzzle = serde_json::from_str(
        r#"{"size":4,"givens":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"regions":null,
            "constraints":[{"type":"kropkiBlack","cells":[0,1]},{"type":"kropkiWhite","cells":[0,4]},
                           {"type":"killerCage","cells":[5],"sum":null}]}"#,
    )
    .unwrap();
    assert_eq!(
        read.constraints,
        vec![
            Constraint::KropkiBlack {
                cells: [0, 1],
                ratio: 2
            },
            Constraint::KropkiWhite {
                cells: [0, 4],
                difference: 1
            },
            Constraint::KillerCage {
                cells: vec![5],
                sum: None
            },
        ]
    );
}

#[test]
fn json_refuses_unknown_fields_and_types() {
    let bad = [
        r#"{"size":4,"givens":[],"extra":1}"#,
        r#"{"size":4,"givens":[],"constraints":[{"type":"clock"}]}"#,
        r#"{"size":4,"givens":[],"constraints":[{"type":"antiKing","cells":[1]}]}"#,
        r#"{"size":4,"givens":[],"constraints":[{"cells":[1]}]}"#,
        r#"{"size":4}"#,
    ];
    for json in bad {
        assert!(serde_json::from_str::<Puzzle>(json).is_err(), "{json}");
    }
}

#[test]
fn default_boxes() {
    let shapes: Vec<(u8, (u8, u8))> = [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24, 25]
        .into_iter()
        .map(|n| (n, box_shape(n)))
        .collect();
    assert_eq!(
        shapes,
        vec![
            (1, (1, 1)),
            (2, (1, 2)),
            (3, (1, 3)),
            (4, (2, 2)),
            (5, (1, 5)),
            (6, (2, 3)),
            (8, (2, 4)),
            (9, (3, 3)),
            (10, (2, 5)),
            (12, (3, 4)),
            (14, (2, 7)),
            (15, (3, 5)),
            (16, (4, 4)),
            (18, (3, 6)),
            (20, (4, 5)),
            (24, (4, 6)),
            (25, (5, 5)),
        ]
    );
    // Every default region has N cells, and a box's cells share it.
    for n in 1..=25u8 {
        let regions = Puzzle::new(n).region_of_cells();
        let mut count = vec![0; usize::from(n)];
        for &r in &regions {
            count[usize::from(r)] += 1;
        }
        assert!(
            count.iter().all(|&c| c == usize::from(n)),
            "size {n}: {count:?}"
        );
    }
    let regions = Puzzle::new(12).region_of_cells();
    assert_eq!(regions[0], regions[2 * 12 + 3]);
    assert_ne!(regions[0], regions[3 * 12]);
    assert_ne!(regions[0], regions[4]);
}

#[test]
fn shape_errors_name_the_field() {
    let mut cases: Vec<(Puzzle, &str, &str)> = Vec::new();
    let mut p = Puzzle::new(9);
    p.size = 0;
    cases.push((p, "size", "size 0 is not 1-25"));
    let mut p = Puzzle::new(26);
    p.givens.truncate(4);
    cases.push((p, "size", "size 26 is not 1-25"));
    let mut p = Puzzle::new(9);
    p.givens.pop();
    cases.push((p, "givens", "expected 81 values (9×9), found 80"));
    let mut p = Puzzle::new(16);
    p.givens[200] = 17;
    cases.push((p, "givens[200]", "digit 17 is not 0-16 (0 for a blank)"));
    let mut p = Puzzle::new(4);
    p.regions = Some(vec![0; 15]);
    cases.push((p, "regions", "expected 16 region numbers (4×4), found 15"));
    let mut p = Puzzle::new(4);
    p.regions = Some(vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4]);
    cases.push((p, "regions[15]", "region 4 is not 0-3"));
    let mut p = Puzzle::new(4);
    p.regions = Some(vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 2]);
    cases.push((p, "regions", "region 2 has 5 cells, expected 4"));
    let c = |constraints| with(9, constraints);
    cases.push((
        c(vec![
            Constraint::AntiKing {},
            Constraint::KillerCage {
                cells: vec![0, 81],
                sum: Some(5),
            },
        ]),
        "constraints[1].cells[1]",
        "cell 81 is outside the 9×9 grid (cells are 0-80)",
    ));
    cases.push((
        c(vec![Constraint::Thermometer {
            cells: vec![0, 1, 0],
        }]),
        "constraints[0].cells[2]",
        "cell 0 (row 1, column 1) is already at constraints[0].cells[0]",
    ));
    cases.push((
        c(vec![Constraint::KillerCage {
            cells: (0..10).collect(),
            sum: None,
        }]),
        "constraints[0].cells",
        "expected 1-9 cells, found 10",
    ));
    cases.push((
        c(vec![Constraint::ExtraRegion { cells: vec![] }]),
        "constraints[0].cells",
        "expected 1-9 cells, found 0",
    ));
    cases.push((
        c(vec![Constraint::Between { cells: vec![3] }]),
        "constraints[0].cells",
        "expected at least 2 cells, found 1",
    ));
    cases.push((
        c(vec![Constraint::KropkiWhite {
            cells: [8, 9],
            difference: 1,
        }]),
        "constraints[0].cells",
        "cell 8 (row 1, column 9) and cell 9 (row 2, column 1) are not orthogonal neighbours",
    ));
    cases.push((
        c(vec![Constraint::Xv {
            cells: [0, 10],
            sum: 10,
        }]),
        "constraints[0].cells",
        "cell 0 (row 1, column 1) and cell 10 (row 2, column 2) are not orthogonal neighbours",
    ));
    cases.push((
        c(vec![Constraint::KropkiWhite {
            cells: [0, 9],
            difference: 9,
        }]),
        "constraints[0].difference",
        "difference 9 is not 1-8",
    ));
    cases.push((
        c(vec![Constraint::KropkiBlack {
            cells: [0, 1],
            ratio: 1,
        }]),
        "constraints[0].ratio",
        "ratio 1 is not 2-9",
    ));
    cases.push((
        c(vec![Constraint::Sandwich {
            axis: Axis::Row,
            index: 9,
            sum: 0,
        }]),
        "constraints[0].index",
        "index 9 is not 0-8",
    ));
    cases.push((
        c(vec![Constraint::Arrow {
            circle: vec![0],
            line: vec![1, 0],
        }]),
        "constraints[0].line[1]",
        "cell 0 (row 1, column 1) is also in the circle",
    ));
    cases.push((
        c(vec![Constraint::Arrow {
            circle: vec![],
            line: vec![1],
        }]),
        "constraints[0].circle",
        "expected at least 1 cells, found 0",
    ));
    cases.push((
        c(vec![Constraint::Quadruple {
            cells: vec![0, 1, 9, 10],
            digits: vec![1, 0],
        }]),
        "constraints[0].digits[1]",
        "digit 0 is not 1-9",
    ));
    cases.push((
        c(vec![Constraint::Quadruple {
            cells: vec![0, 1],
            digits: vec![1, 2, 3],
        }]),
        "constraints[0].digits",
        "expected 1-2 digits (one per cell at most), found 3",
    ));
    cases.push((
        c(vec![Constraint::Whispers {
            cells: vec![0, 1],
            difference: Some(9),
        }]),
        "constraints[0].difference",
        "difference 9 is not 1-8",
    ));
    for (puzzle, path, reason) in cases {
        let (p, r) = shape_error(&puzzle);
        assert_eq!((p.as_str(), r.as_str()), (path, reason));
        let err = puzzle.validate_shape().unwrap_err();
        assert_eq!(err.code(), "InvalidPuzzle");
        assert_eq!(
            err.to_string(),
            format!("invalid puzzle at {path}: {reason}")
        );
    }
}

#[test]
fn any_size_with_regions_is_valid() {
    for n in 1..=25u8 {
        let mut p = Puzzle::new(n);
        p.regions = Some(
            (0..u16::from(n) * u16::from(n))
                .map(|i| (i % u16::from(n)) as u8)
                .collect(),
        );
        assert_eq!(p.validate_shape(), Ok(()), "size {n}");
    }
}
