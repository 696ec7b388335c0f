//! X-sums, skyscrapers, lockout, region-sum, zipper and double-arrow lines at the
//! edges: their JSON shape (pinned), their f-puzzles fields read, written and read back
//! (as Rangsk's f-puzzles constraints script and the lockout lines script export them,
//! cosmetic copies included), and every kind of bad input refused with its path.
//! (Their rules, fixtures both ways and counts against a naive search are in
//! tests/variants.rs with the other kinds.)

use serde_json::{json, Value};
use sudoku_wasm::variant::fpuzzles::{from_fpuzzles, to_fpuzzles, to_fpuzzles_url};
use sudoku_wasm::variant::{Constraint, Puzzle, Side};
use sudoku_wasm::Error;

/// An f-puzzles document of size `n`, blank, with `extra` fields.
fn document(n: usize, extra: Value) -> String {
    let row: Vec<Value> = vec![json!({}); n];
    let mut doc = json!({ "size": n, "grid": vec![row; n] });
    for (key, value) in extra.as_object().unwrap() {
        doc[key] = value.clone();
    }
    doc.to_string()
}

fn every_new_kind() -> Vec<Constraint> {
    vec![
        Constraint::XSum {
            side: Side::Top,
            index: 2,
            sum: 21,
        },
        Constraint::XSum {
            side: Side::Bottom,
            index: 0,
            sum: 8,
        },
        Constraint::XSum {
            side: Side::Left,
            index: 0,
            sum: 1,
        },
        Constraint::XSum {
            side: Side::Right,
            index: 8,
            sum: 45,
        },
        Constraint::Skyscraper {
            side: Side::Top,
            index: 0,
            visible: 4,
        },
        Constraint::Skyscraper {
            side: Side::Right,
            index: 0,
            visible: 2,
        },
        Constraint::Lockout {
            cells: vec![2, 11, 20],
            difference: None,
        },
        Constraint::Lockout {
            cells: vec![30, 31],
            difference: Some(3),
        },
        Constraint::RegionSumLine {
            cells: vec![5, 6, 7],
        },
        Constraint::ZipperLine {
            cells: vec![60, 61, 62, 63],
        },
        Constraint::DoubleArrow {
            cells: vec![72, 73, 74],
        },
    ]
}

#[test]
fn json_shape_is_pinned() {
    let json: Vec<Value> = every_new_kind()
        .iter()
        .map(|c| serde_json::to_value(c).unwrap())
        .collect();
    assert_eq!(
        json[0],
        json!({ "type": "xSum", "side": "top", "index": 2, "sum": 21 })
    );
    assert_eq!(
        json[5],
        json!({ "type": "skyscraper", "side": "right", "index": 0, "visible": 2 })
    );
    assert_eq!(json[6], json!({ "type": "lockout", "cells": [2, 11, 20] }));
    assert_eq!(
        json[7],
        json!({ "type": "lockout", "cells": [30, 31], "difference": 3 })
    );
    assert_eq!(
        json[8],
        json!({ "type": "regionSumLine", "cells": [5, 6, 7] })
    );
    assert_eq!(
        json[9],
        json!({ "type": "zipperLine", "cells": [60, 61, 62, 63] })
    );
    assert_eq!(
        json[10],
        json!({ "type": "doubleArrow", "cells": [72, 73, 74] })
    );
    let mut puzzle = Puzzle::new(9);
    puzzle.constraints = every_new_kind();
    assert_eq!(puzzle.validate_shape(), Ok(()));
    let back: Puzzle = serde_json::from_str(&serde_json::to_string(&puzzle).unwrap()).unwrap();
    assert_eq!(back, puzzle);
    for (c, name) in every_new_kind().iter().zip([
        "xSum",
        "xSum",
        "xSum",
        "xSum",
        "skyscraper",
        "skyscraper",
        "lockout",
        "lockout",
        "regionSumLine",
        "zipperLine",
        "doubleArrow",
    ]) {
        assert_eq!(c.name(), name);
    }
}

#[test]
fn every_kind_round_trips_through_fpuzzles() {
    let mut puzzle = Puzzle::new(9);
    puzzle.constraints = every_new_kind();
    let json = to_fpuzzles(&puzzle).unwrap();
    assert_eq!(from_fpuzzles(&json).unwrap(), puzzle, "{json}");
    assert_eq!(
        from_fpuzzles(&to_fpuzzles_url(&puzzle).unwrap()).unwrap(),
        puzzle
    );
    let value: Value = serde_json::from_str(&json).unwrap();
    let cells: Vec<&str> = value["xsum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["cell"].as_str().unwrap())
        .collect();
    assert_eq!(cells, ["R0C3", "R10C1", "R1C0", "R9C10"]);
    assert_eq!(value["xsum"][0]["value"], "21");
    assert_eq!(
        value["skyscraper"][1],
        json!({ "cell": "R1C10", "value": "2" })
    );
    assert_eq!(
        value["lockout"],
        json!([
            { "lines": [["R1C3", "R2C3", "R3C3"]] },
            { "lines": [["R4C4", "R4C5"]], "value": "3" }
        ])
    );
    assert_eq!(
        value["doublearrow"],
        json!([{ "lines": [["R9C1", "R9C2", "R9C3"]] }])
    );
    // On other sizes the clue cells move with N.
    let mut puzzle = Puzzle::new(6);
    puzzle.constraints = vec![
        Constraint::XSum {
            side: Side::Bottom,
            index: 5,
            sum: 21,
        },
        Constraint::Skyscraper {
            side: Side::Right,
            index: 3,
            visible: 6,
        },
    ];
    let json = to_fpuzzles(&puzzle).unwrap();
    assert!(
        json.contains("\"R7C6\"") && json.contains("\"R4C7\""),
        "{json}"
    );
    assert_eq!(from_fpuzzles(&json).unwrap(), puzzle);
}

/// As the f-puzzles constraints scripts export them: each line its own entry (or several
/// lines in one), cosmetic copies in `line`, `circle` and `text` beside them, blank clues.
#[test]
fn the_scripts_exports_read() {
    let json = document(
        9,
        json!({
            "xsum": [{ "cell": "R0C4", "value": "10" }, { "cell": "R5C10", "value": "" }],
            "skyscraper": [{ "cell": "R10C4", "value": "2" }],
            "lockout": [{ "lines": [["R3C2", "R3C3", "R3C4"], ["R7C3", "R7C4"]] }],
            "regionsumline": [{ "lines": [["R1C3", "R1C4", "R1C5"]] }],
            "zipperline": [{ "lines": [["R5C1", "R5C2", "R5C3"]] }],
            "doublearrow": [{ "lines": [["R9C7", "R9C8", "R9C9"]] }],
            "line": [{ "lines": [["R1C3", "R1C4", "R1C5"]], "outlineC": "#2ECBFF", "width": 0.15625, "fromConstraint": "Region Sum Line" }],
            "circle": [{ "cells": ["R9C7"], "baseC": "#C54B8B", "outlineC": "#C54B8B", "width": 0.85, "height": 0.85, "fromConstraint": "Double Arrow" }],
            "text": [{ "cells": ["R0C4"], "value": "\u{25EF}", "fontC": "#000000", "size": 1.2, "fromConstraint": "X Sum" }]
        }),
    );
    let puzzle = from_fpuzzles(&json).unwrap();
    assert_eq!(
        puzzle.constraints,
        vec![
            Constraint::XSum {
                side: Side::Top,
                index: 3,
                sum: 10
            },
            Constraint::Skyscraper {
                side: Side::Bottom,
                index: 3,
                visible: 2
            },
            Constraint::Lockout {
                cells: vec![19, 20, 21],
                difference: None
            },
            Constraint::Lockout {
                cells: vec![56, 57],
                difference: None
            },
            Constraint::RegionSumLine {
                cells: vec![2, 3, 4]
            },
            Constraint::ZipperLine {
                cells: vec![36, 37, 38]
            },
            Constraint::DoubleArrow {
                cells: vec![78, 79, 80]
            },
        ]
    );
}

/// Bad f-puzzles input: (extra fields, path, reason).
#[test]
fn bad_fpuzzles_fields_name_their_path() {
    let cases = [
        (
            json!({ "xsum": [{ "cell": "R1C1", "value": "3" }] }),
            "xsum[0].cell",
            "an X-sum clue sits outside the grid, beside a row or a column (row 0 or 10, or column 0 or 10)",
        ),
        (
            json!({ "skyscraper": [{ "cell": "R0C0", "value": "3" }] }),
            "skyscraper[0].cell",
            "a skyscraper clue sits outside the grid, beside a row or a column (row 0 or 10, or column 0 or 10)",
        ),
        (
            json!({ "xsum": [{ "cell": "R0C11", "value": "3" }] }),
            "xsum[0].cell",
            "expected a cell name R{row}C{column} with row and column 0..10, found \"R0C11\"",
        ),
        (
            json!({ "xsum": [{ "cell": "R0C1", "value": "46" }] }),
            "xsum[0].value",
            "expected a whole number 1..45, found \"46\"",
        ),
        (
            json!({ "skyscraper": [{ "cell": "R0C1", "value": "10" }] }),
            "skyscraper[0].value",
            "expected a whole number 1..9, found \"10\"",
        ),
        (
            json!({ "skyscraper": [{ "cell": "R0C1" }] }),
            "skyscraper[0]",
            "missing \"value\"",
        ),
        (
            json!({ "lockout": [{ "lines": [["R1C1", "R1C2"]], "value": "9" }] }),
            "lockout[0].value",
            "expected a whole number 1..8, found \"9\"",
        ),
        (
            json!({ "zipperline": [{ "lines": [["R1C1", "R1C2", "R1C1"]] }] }),
            "zipperline[0].lines[0][2]",
            "\"R1C1\" is listed twice",
        ),
        (
            json!({ "regionsumline": [{ "lines": [["R1C1", "R10C2"]] }] }),
            "regionsumline[0].lines[0][1]",
            "expected a cell name R{row}C{column} with row and column 1..9, found \"R10C2\"",
        ),
        (
            json!({ "doublearrow": [{ "lines": "R1C1" }] }),
            "doublearrow[0].lines",
            "expected an array, found a string",
        ),
    ];
    for (extra, path, reason) in cases {
        let input = document(9, extra);
        assert_eq!(
            from_fpuzzles(&input),
            Err(Error::InvalidPuzzle {
                path: path.into(),
                reason: reason.into()
            }),
            "{input}"
        );
    }
    // Lines too short for their rule: the description's check, at the line's path.
    for (extra, path) in [
        (
            json!({ "lockout": [{ "lines": [["R1C1"]] }] }),
            "lockout[0].lines[0]",
        ),
        (
            json!({ "doublearrow": [{ "lines": [["R1C1", "R1C2"]] }] }),
            "doublearrow[0].lines[0]",
        ),
        (
            json!({ "zipperline": [{ "lines": [[]] }] }),
            "zipperline[0].lines[0]",
        ),
        (
            json!({ "regionsumline": [{ "lines": [[]] }] }),
            "regionsumline[0].lines[0]",
        ),
    ] {
        match from_fpuzzles(&document(9, extra)) {
            Err(Error::InvalidPuzzle { path: p, reason }) => {
                assert_eq!(p, path);
                assert!(reason.starts_with("expected at least"), "{reason}");
            }
            other => panic!("{path}: {other:?}"),
        }
    }
}

/// Bad descriptions: (constraint, path, reason) on a 9×9.
#[test]
fn bad_descriptions_name_their_field() {
    let cases = [
        (
            Constraint::XSum {
                side: Side::Left,
                index: 9,
                sum: 3,
            },
            "constraints[0].index",
            "index 9 is not 0-8",
        ),
        (
            Constraint::XSum {
                side: Side::Left,
                index: 0,
                sum: 0,
            },
            "constraints[0].sum",
            "sum 0 is not 1-45",
        ),
        (
            Constraint::XSum {
                side: Side::Top,
                index: 0,
                sum: 46,
            },
            "constraints[0].sum",
            "sum 46 is not 1-45",
        ),
        (
            Constraint::Skyscraper {
                side: Side::Bottom,
                index: 0,
                visible: 10,
            },
            "constraints[0].visible",
            "10 seen is not 1-9",
        ),
        (
            Constraint::Skyscraper {
                side: Side::Bottom,
                index: 0,
                visible: 0,
            },
            "constraints[0].visible",
            "0 seen is not 1-9",
        ),
        (
            Constraint::Lockout {
                cells: vec![0],
                difference: None,
            },
            "constraints[0].cells",
            "expected at least 2 cells, found 1",
        ),
        (
            Constraint::Lockout {
                cells: vec![0, 1],
                difference: Some(9),
            },
            "constraints[0].difference",
            "difference 9 is not 1-8",
        ),
        (
            Constraint::Lockout {
                cells: vec![0, 81],
                difference: None,
            },
            "constraints[0].cells[1]",
            "cell 81 is outside the 9×9 grid (cells are 0-80)",
        ),
        (
            Constraint::RegionSumLine { cells: vec![] },
            "constraints[0].cells",
            "expected at least 1 cells, found 0",
        ),
        (
            Constraint::ZipperLine {
                cells: vec![3, 4, 3],
            },
            "constraints[0].cells[2]",
            "cell 3 (row 1, column 4) is already at constraints[0].cells[0]",
        ),
        (
            Constraint::DoubleArrow { cells: vec![0, 1] },
            "constraints[0].cells",
            "expected at least 3 cells, found 2",
        ),
    ];
    for (constraint, path, reason) in cases {
        let mut puzzle = Puzzle::new(9);
        puzzle.constraints.push(constraint.clone());
        assert_eq!(
            puzzle.validate_shape(),
            Err(Error::InvalidPuzzle {
                path: path.into(),
                reason: reason.into()
            }),
            "{constraint:?}"
        );
    }
    // JSON: an unknown side, a missing field.
    for text in [
        r#"{"size":4,"givens":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"constraints":[{"type":"xSum","side":"up","index":0,"sum":3}]}"#,
        r#"{"size":4,"givens":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"constraints":[{"type":"skyscraper","side":"top","index":0}]}"#,
    ] {
        assert!(serde_json::from_str::<Puzzle>(text).is_err(), "{text}");
    }
}
