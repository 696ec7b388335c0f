//! SudokuPad links: published puzzles read the same from their f-puzzles link and both
//! SudokuPad links; every style SudokuPad's converter draws is recognised (and a shape
//! slightly off is refused, named); each kind of bad input gets its error.

use serde_json::{json, Value};
use sudoku_wasm::variant::fpuzzles::from_fpuzzles;
use sudoku_wasm::variant::sudokupad::from_sudokupad;
use sudoku_wasm::variant::{Axis, Constraint, Diagonal, Mark, Puzzle};
use sudoku_wasm::Error;

/// The published sample (tests/fixtures/variants/README.md).
fn published() -> Vec<Value> {
    include_str!("fixtures/variants/sudokupad-links.jsonl")
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// The puzzle with the two cells of each pair mark in order: which cell f-puzzles lists
/// first says nothing (a drawing has no order there).
fn normalised(mut puzzle: Puzzle) -> Puzzle {
    for constraint in &mut puzzle.constraints {
        match constraint {
            Constraint::KropkiWhite { cells, .. }
            | Constraint::KropkiBlack { cells, .. }
            | Constraint::Xv { cells, .. } => cells.sort_unstable(),
            _ => {}
        }
    }
    puzzle
}

#[test]
fn published_links_read_the_same_three_ways() {
    let mut read = 0;
    for line in published() {
        let title = line["title"].as_str().unwrap();
        let from_link = from_fpuzzles(line["link"].as_str().unwrap()).map(normalised);
        let from_pad = from_sudokupad(line["sudokupad_fpuzzles"].as_str().unwrap()).map(normalised);
        let from_scl = from_sudokupad(line["sudokupad_scl"].as_str().unwrap()).map(normalised);
        assert_eq!(from_pad, from_link, "{title}: SudokuPad's f-puzzles link");
        // SudokuPad's converter drops f-puzzles' given pencil marks (its decoder reads
        // only centre and corner marks); where setters leave them, on given cells, they
        // state nothing the given does not, and are read as no constraint.
        assert_eq!(from_scl, from_link, "{title}: SudokuPad's scl link");
        if let Ok(puzzle) = from_link {
            read += 1;
            let solution: Vec<u8> = line["solution"]
                .as_str()
                .unwrap()
                .bytes()
                .map(|b| b - b'0')
                .collect();
            // The published solution keeps every rule read.
            let mut solved = puzzle.clone();
            solved.givens = solution;
            assert_eq!(solved.conflicts().unwrap(), vec![], "{title}");
        }
    }
    assert_eq!(read, 14, "the sample's readable puzzles");
}

/// Two published puzzles solved from their scl links to their published solutions, and
/// proved unique.
#[test]
fn scl_links_solve_to_the_published_solution() {
    for line in published() {
        let title = line["title"].as_str().unwrap();
        if !["Effluence", "Dec. 1, 2023: Dutch Whispers"].contains(&title) {
            continue;
        }
        let puzzle = from_sudokupad(line["sudokupad_scl"].as_str().unwrap()).unwrap();
        let count = puzzle.solve_and_count(2, 10_000_000).unwrap();
        assert_eq!(count.count, 1, "{title}");
        let solution: String = count
            .solution
            .iter()
            .map(|d| char::from(b'0' + d))
            .collect();
        assert_eq!(solution, line["solution"].as_str().unwrap(), "{title}");
    }
}

#[test]
fn metadata_is_read_and_placeholders_are_not() {
    let line = &published()[12];
    let puzzle = from_sudokupad(line["sudokupad_scl"].as_str().unwrap()).unwrap();
    assert_eq!(
        puzzle.title.as_deref(),
        Some("Dec. 1, 2023: Dutch Whispers")
    );
    assert_eq!(puzzle.author.as_deref(), Some("clover!"));
    assert!(puzzle
        .rules
        .as_deref()
        .unwrap()
        .starts_with("Normal sudoku rules apply. Along each line"));
    // "The Initials" has none: SudokuPad's converter writes "Untitled", "Unknown", ...
    let line = &published()[0];
    let puzzle = from_sudokupad(line["sudokupad_scl"].as_str().unwrap()).unwrap();
    assert_eq!(
        (puzzle.title, puzzle.author, puzzle.rules),
        (None, None, None)
    );
}

/// A 4×4 scl puzzle with the default boxes and `extra` fields.
fn scl4(extra: Value) -> Value {
    let mut scl = json!({
        "id": "test", "cellSize": 50,
        "cells": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
        "regions": [[[0,0],[0,1],[1,0],[1,1]], [[0,2],[0,3],[1,2],[1,3]],
                    [[2,0],[2,1],[3,0],[3,1]], [[2,2],[2,3],[3,2],[3,3]]],
    });
    for (key, value) in extra.as_object().unwrap() {
        scl[key] = value.clone();
    }
    scl
}

/// The same with 9×9 cells and boxes.
fn scl9(extra: Value) -> Value {
    let cells: Vec<Value> = (0..9).map(|_| json!(vec![json!({}); 9])).collect();
    let regions: Vec<Value> = (0..9)
        .map(|b| {
            let cells: Vec<Value> = (0..9)
                .map(|k| json!([b / 3 * 3 + k / 3, b % 3 * 3 + k % 3]))
                .collect();
            Value::Array(cells)
        })
        .collect();
    let mut scl = json!({ "cells": cells, "regions": regions });
    for (key, value) in extra.as_object().unwrap() {
        scl[key] = value.clone();
    }
    scl
}

fn read(scl: &Value) -> Result<Puzzle, Error> {
    from_sudokupad(&scl.to_string())
}

fn constraints(scl: Value) -> Vec<Constraint> {
    read(&scl)
        .unwrap_or_else(|e| panic!("{e}: {scl}"))
        .constraints
}

fn unsupported(scl: Value) -> String {
    match read(&scl) {
        Err(Error::Unsupported { constraint }) => constraint,
        other => panic!("expected Unsupported, got {other:?}"),
    }
}

fn line(colour: &str, thickness: f64, points: Value) -> Value {
    json!({ "color": colour, "thickness": thickness, "wayPoints": points })
}

#[test]
fn givens_regions_and_cages() {
    let mut scl = scl4(json!({
        "cages": [
            {"cells": [[0,0],[0,1]], "unique": true, "value": 3},
            {"cells": [[3,3]], "unique": true},
            {"cells": [[2,0],[2,1],[3,0],[3,1]], "unique": true, "style": "extraregion", "sum": 10},
            {"cells": [[1,1]], "outlineC": "#ff0000", "value": "x"},
            {"value": "title: Four"}, {"value": "author: Me"}, {"value": "rules: One."}, {"value": "rules: Two."},
            {"value": "solution: 1234"}, {"value": "msgcorrect: Well done"}
        ],
    }));
    scl["cells"][1][2] = json!({"value": 4, "pencilMarks": [1], "centremarks": [2]});
    let puzzle = read(&scl).unwrap();
    assert_eq!(puzzle.givens[6], 4);
    assert_eq!(puzzle.regions, None);
    assert_eq!(
        (
            puzzle.title.as_deref(),
            puzzle.author.as_deref(),
            puzzle.rules.as_deref()
        ),
        (Some("Four"), Some("Me"), Some("One.\nTwo."))
    );
    assert_eq!(
        puzzle.constraints,
        vec![
            Constraint::ExtraRegion {
                cells: vec![8, 9, 12, 13]
            },
            Constraint::KillerCage {
                cells: vec![0, 1],
                sum: Some(3)
            },
            Constraint::KillerCage {
                cells: vec![15],
                sum: None
            },
        ]
    );
    // Irregular regions are numbered in SudokuPad's order.
    scl["regions"] = json!([
        [[0, 0], [0, 1], [0, 2], [1, 0]],
        [[0, 3], [1, 3], [1, 2], [1, 1]],
        [[2, 0], [2, 1], [3, 0], [3, 1]],
        [[2, 2], [2, 3], [3, 2], [3, 3]]
    ]);
    let puzzle = read(&scl).unwrap();
    assert_eq!(
        puzzle.regions,
        Some(vec![0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3])
    );
    // A cell in no region: f-puzzles' `region: null`, refused by the f-puzzles reader.
    scl["regions"][0] = json!([[0, 0], [0, 1], [0, 2]]);
    assert_eq!(
        unsupported(scl),
        "grid[1][0].region (a cell outside every region)"
    );
}

#[test]
fn globals() {
    let scl = scl9(
        json!({"global": ["antiknight", "antiking", "nonconsecutive", "antixv", "antiratio", "antidifference"]}),
    );
    assert_eq!(
        constraints(scl),
        vec![
            Constraint::AntiKnight {},
            Constraint::AntiKing {},
            Constraint::NonConsecutive {},
            Constraint::Negative { mark: Mark::X },
            Constraint::Negative { mark: Mark::V },
            Constraint::Negative {
                mark: Mark::KropkiBlack
            },
            Constraint::Negative {
                mark: Mark::KropkiWhite
            },
        ]
    );
    let disjoint = scl9(
        json!({"global": ["disjoint"], "cages": [{"unique": true, "type": "disjoint", "style": null, "cells": [[0,0],[0,3],[0,6],[3,0],[3,3],[3,6],[6,0],[6,3],[6,6]]}]}),
    );
    let found = constraints(disjoint);
    assert_eq!(found.len(), 9);
    assert_eq!(
        found[0],
        Constraint::ExtraRegion {
            cells: vec![0, 3, 6, 27, 30, 33, 54, 57, 60]
        }
    );
    assert_eq!(
        unsupported(scl9(json!({"global": ["chess"]}))),
        "SudokuPad rule \"chess\" (global[0])"
    );
}

/// Each line style SudokuPad's converter and the f-puzzles add-on draw: recognised, and
/// the same line a little off refused with what it is and where.
#[test]
fn every_line_style() {
    let path = json!([[0.5, 0.5], [0.5, 1.5], [1.5, 1.5]]);
    let cells = vec![0u16, 1, 10];
    let thermo = scl9(json!({
        "lines": [line("#CFCFCF", 21.0, path.clone())],
        "underlays": [{"borderColor": "#CFCFCF", "backgroundColor": "#CFCFCF", "center": [0.5, 0.5], "rounded": true, "width": 0.85, "height": 0.85}],
    }));
    assert_eq!(
        constraints(thermo),
        vec![Constraint::Thermometer {
            cells: cells.clone()
        }]
    );
    assert_eq!(
        constraints(scl9(
            json!({"lines": [line("#CFCFCF", 16.0, path.clone())]})
        )),
        vec![Constraint::Palindrome {
            cells: cells.clone()
        }]
    );
    let between = scl9(json!({
        "lines": [line("#CFCFCF", 2.0, json!([[0.9, 0.5], [1.5, 0.5], [2.1, 0.5]]))],
        "overlays": [
            {"borderColor": "#CFCFCF", "backgroundColor": "#FFFFFF", "center": [0.5, 0.5], "rounded": true, "width": 0.8, "height": 0.8, "borderSize": 2},
            {"borderColor": "#CFCFCF", "backgroundColor": "#FFFFFF", "center": [2.5, 0.5], "rounded": true, "width": 0.8, "height": 0.8, "borderSize": 2},
        ],
    }));
    assert_eq!(
        constraints(between),
        vec![Constraint::Between {
            cells: vec![0, 9, 18]
        }]
    );
    assert_eq!(
        constraints(scl9(
            json!({"lines": [line("#34BBE6", 2.0, json!([[0, 9], [9, 0]])), line("#34BBE6", 2.0, json!([[0, 0], [9, 9]]))]})
        )),
        vec![
            Constraint::Diagonal {
                direction: Diagonal::Anti
            },
            Constraint::Diagonal {
                direction: Diagonal::Main
            }
        ]
    );
    assert_eq!(
        constraints(scl9(json!({"lines": [line("#F067F0", 8.0, path.clone())]}))),
        vec![Constraint::Renban {
            cells: cells.clone()
        }]
    );
    assert_eq!(
        constraints(scl9(
            json!({"lines": [line("#67F067", 6.0, path.clone()), line("#FF9A00", 6.0, path.clone())]})
        )),
        vec![
            Constraint::Whispers {
                cells: cells.clone(),
                difference: Some(5)
            },
            Constraint::Whispers {
                cells: cells.clone(),
                difference: Some(4)
            },
        ]
    );
    // The kinds the f-puzzles reader refuses today are recognised and handed to it
    // under their f-puzzles names.
    for (colour, thickness, field) in [
        ("#FFCCAA", 5.0, "entropicline"),
        ("#33BBBB", 5.0, "modularline"),
        ("#2ECBFF", 5.0, "regionsumline"),
        ("#C9C883", 8.0, "nabner"),
        ("#CDB1EC", 5.0, "zipperline"),
    ] {
        match read(&scl9(
            json!({"lines": [line(colour, thickness, path.clone())]}),
        )) {
            Ok(puzzle) => assert_eq!(puzzle.constraints.len(), 1, "{field}"),
            Err(err) => assert_eq!(
                err,
                Error::Unsupported {
                    constraint: field.into()
                },
                "{field}"
            ),
        }
    }
    let circle = |centre: [f64; 2], colour: &str, size: f64| json!({"backgroundColor": colour, "borderColor": colour, "center": centre, "rounded": true, "width": size, "height": size, "borderSize": 1});
    let diamond = |centre: [f64; 2]| json!({"backgroundColor": "#E7E6FF", "borderColor": "#0000FF", "center": centre, "rounded": false, "width": 0.55, "height": 0.55, "angle": 45, "borderSize": 1});
    for (scl, field) in [
        (
            scl9(
                json!({"lines": [line("#C54B8B", 4.8, path.clone())], "overlays": [circle([0.5, 0.5], "#C54B8B", 0.85), circle([1.5, 1.5], "#C54B8B", 0.85)]}),
            ),
            "doublearrow",
        ),
        (
            scl9(
                json!({"lines": [line("#6495ED", 9.6, path.clone())], "overlays": [circle([0.5, 0.5], "#6495ED", 0.8)]}),
            ),
            "slowthermometer",
        ),
        (
            scl9(
                json!({"lines": [line("#AABEEF", 6.4, path.clone())], "overlays": [diamond([0.5, 0.5]), diamond([1.5, 1.5])]}),
            ),
            "lockout",
        ),
    ] {
        match read(&scl) {
            Ok(puzzle) => assert_eq!(puzzle.constraints.len(), 1, "{field}"),
            Err(err) => assert_eq!(
                err,
                Error::Unsupported {
                    constraint: field.into()
                },
                "{field}"
            ),
        }
    }
    // Off by a little: refused, and said what and where.
    assert_eq!(
        unsupported(scl9(json!({"lines": [line("#F067F0", 9.0, path.clone())]}))),
        "unrecognised line (colour #F067F0, thickness 9) through r1c1-r2c2 (lines[0])"
    );
    assert_eq!(
        unsupported(scl9(
            json!({"lines": [line("#123456", 8.0, json!([[0.5, 0.5], [0.75, 1.5]]))]})
        )),
        "unrecognised line (colour #123456, thickness 8) through r1c1-(0.75, 1.5) (lines[0])"
    );
    // A recognised line through a point that is not a cell's centre.
    assert_eq!(
        read(&scl9(
            json!({"lines": [line("#F067F0", 8.0, json!([[0.5, 0.5], [0.5, 9.5]]))]})
        ))
        .unwrap_err(),
        Error::InvalidPuzzle {
            path: "lines[0].wayPoints[1]".into(),
            reason: "r1c10 is not the centre of a cell of the 9×9 grid".into()
        }
    );
}

#[test]
fn arrows_and_little_killers() {
    let bulb = json!({"borderColor": "#a1a1a1", "backgroundColor": "#ffffff", "center": [0.5, 0.5], "rounded": true, "width": 0.83, "height": 0.83, "borderSize": 5, "fontSize": 16, "text": ""});
    let arrow = |points: Value| json!({"color": "#a1a1a1", "headLength": 0.3, "thickness": 5, "wayPoints": points});
    let scl = scl9(json!({
        "overlays": [bulb],
        "arrows": [arrow(json!([[0.9, 0.5], [1.5, 0.5], [2.5, 0.5]])), arrow(json!([[0.5, 0.9], [0.5, 1.5]]))],
    }));
    assert_eq!(
        constraints(scl),
        vec![Constraint::Arrow {
            circle: vec![0],
            line: vec![9, 18, 1]
        }]
    );
    // A pill in a row: one wide circle.
    let pill = json!({"borderColor": "#a1a1a1", "backgroundColor": "#ffffff", "center": [0.5, 1.0], "rounded": true, "width": 1.83, "height": 0.83, "borderSize": 5});
    let scl = scl9(
        json!({"overlays": [pill], "arrows": [arrow(json!([[0.9, 1.5], [1.5, 1.5], [2.5, 1.5]]))]}),
    );
    assert_eq!(
        constraints(scl),
        vec![Constraint::Arrow {
            circle: vec![0, 1],
            line: vec![10, 19]
        }]
    );
    let lonely = scl9(json!({"arrows": [arrow(json!([[0.9, 0.5], [1.5, 0.5]]))]}));
    assert_eq!(
        unsupported(lonely),
        "an arrow from r1c1 without its circle (arrows[0])"
    );

    // A little killer clue above r1c3, pointing down-left.
    let scl = scl9(json!({
        "arrows": [{"color": "#000000", "thickness": 2, "wayPoints": [[-0.2, 2.2], [-0.02, 2.02]]}],
        "overlays": [{"backgroundColor": "#FFFFFF", "borderColor": "#FFFFFF", "center": [-0.5, 2.5], "fontSize": 28, "width": 0.25, "height": 0.25, "rounded": false, "text": 12}],
    }));
    assert_eq!(
        constraints(scl),
        vec![Constraint::LittleKiller {
            cells: vec![1, 9],
            sum: 12
        }]
    );
}

#[test]
fn marks_and_clues() {
    let dot = |centre: [f64; 2], fill: &str| json!({"borderColor": "#000000", "backgroundColor": fill, "center": centre, "rounded": true, "width": 0.3, "height": 0.3, "text": ""});
    let letter = |centre: [f64; 2], text: &str, size: f64| json!({"backgroundColor": "#FFFFFF", "borderColor": "#FFFFFF", "center": centre, "fontSize": size, "rounded": false, "width": 0.25, "height": 0.25, "text": text});
    let scl = scl9(json!({"overlays": [
        dot([0.5, 1.0], "#000000"), dot([1.0, 0.5], "#FFFFFF"),
        letter([2.5, 1.0], "X", 21.0), letter([3.0, 2.5], "V", 21.0),
        letter([-0.5, 4.5], "18", 32.0), letter([5.5, -0.5], "0", 32.0),
        {"backgroundColor": "#FFFFFF", "borderColor": "#000000", "center": [4, 4], "fontSize": 14, "rounded": true, "width": 0.7, "height": 0.7, "text": "1 2\n3"},
    ]}));
    assert_eq!(
        constraints(scl),
        vec![
            Constraint::Sandwich {
                axis: Axis::Column,
                index: 4,
                sum: 18
            },
            Constraint::Sandwich {
                axis: Axis::Row,
                index: 5,
                sum: 0
            },
            Constraint::KropkiWhite {
                cells: [0, 9],
                difference: 1
            },
            Constraint::KropkiBlack {
                cells: [0, 1],
                ratio: 2
            },
            Constraint::Xv {
                cells: [18, 19],
                sum: 10
            },
            Constraint::Xv {
                cells: [20, 29],
                sum: 5
            },
            Constraint::Quadruple {
                cells: vec![30, 31, 39, 40],
                digits: vec![1, 2, 3]
            },
        ]
    );
    // X-sum and skyscraper clues: the converter's ring or box with the clue beside it.
    let text = |centre: [f64; 2], text: &str, size: f64| json!({"color": "#000000", "textStroke": "#fff", "center": centre, "fontSize": size, "rounded": false, "width": 0.25, "height": 0.25, "text": text});
    for (symbol, kind) in [("\u{25EF}", "xSum"), ("\u{25AF}", "skyscraper")] {
        let scl = scl9(
            json!({"overlays": [text([-0.5, 2.5], symbol, 38.0), text([-0.5, 2.5], "5", 22.0)]}),
        );
        let puzzle = read(&scl).unwrap();
        let names: Vec<&str> = puzzle.constraints.iter().map(Constraint::name).collect();
        assert_eq!(names, [kind]);
    }
    assert_eq!(
        unsupported(scl9(json!({"overlays": [text([0.5, 0.5], "hello", 32.0)]}))),
        "unrecognised overlay (colour #000000, size 0.25×0.25, text \"hello\") at r1c1 (overlays[0])"
    );
}

#[test]
fn shaded_cells() {
    let shade = |centre: [f64; 2], rounded: bool, size: f64| json!({"borderColor": "#CFCFCF", "backgroundColor": "#CFCFCF", "center": centre, "rounded": rounded, "width": size, "height": size});
    assert_eq!(
        constraints(scl9(
            json!({"underlays": [shade([0.5, 0.5], true, 0.7), shade([0.5, 1.5], false, 0.7), shade([1.5, 1.5], true, 0.7)]})
        )),
        vec![
            Constraint::Odd { cells: vec![0, 10] },
            Constraint::Even { cells: vec![1] }
        ]
    );
    // Clones: grey squares over whole cells. Shapes of one form are copies of the first
    // (by top-left cell), cells matched by place, whatever order they are drawn in.
    let grey = |cells: &[(usize, usize)]| -> Vec<Value> {
        cells
            .iter()
            .map(|&(r, c)| shade([r as f64 + 0.5, c as f64 + 0.5], false, 1.0))
            .collect()
    };
    // An L at r1c1 r1c2 r2c1, copies at r5c5.. and r8c1..; a domino r4c8 r5c8 and r7c7 r8c7.
    let mut squares = grey(&[(7, 1), (4, 4), (0, 0), (3, 7), (4, 5), (0, 1), (5, 4)]);
    squares.extend(grey(&[(7, 0), (1, 0), (6, 6), (4, 7), (8, 0), (7, 6)]));
    assert_eq!(
        constraints(scl9(json!({ "underlays": squares }))),
        vec![
            Constraint::Clone {
                cells: vec![0, 1, 9],
                clone_cells: vec![40, 41, 49]
            },
            Constraint::Clone {
                cells: vec![0, 1, 9],
                clone_cells: vec![63, 64, 72]
            },
            Constraint::Clone {
                cells: vec![34, 43],
                clone_cells: vec![60, 69]
            },
        ]
    );
    // A shape with no other of its form is refused, named.
    let lone = unsupported(scl9(json!({"underlays": grey(&[(0, 0), (0, 1), (2, 2)])})));
    assert_eq!(
        lone,
        "a grey clone shape at r1c1 r1c2 that no other grey shape has the form of (underlays[0])"
    );
    // A cell's colour is cosmetic.
    let colour = json!({"backgroundColor": "#ffa0a0", "center": [2.5, 2.5], "rounded": false, "width": 1, "height": 1});
    assert_eq!(constraints(scl9(json!({"underlays": [colour]}))), vec![]);
    // Minimum (chevrons point in) and maximum (out), refused by the f-puzzles reader today.
    let grey = json!({"backgroundColor": "#ccc", "center": [4.5, 4.5], "rounded": false, "width": 1, "height": 1});
    for (tip, field) in [(0.39, "minimum"), (0.49, "maximum")] {
        let (a, b) = if field == "minimum" {
            (0.44, tip)
        } else {
            (0.39, 0.44)
        };
        let chevron = json!({"color": "#000000", "thickness": 1, "wayPoints": [[4.5 - a, 4.4], [4.5 - b, 4.5], [4.5 - a, 4.6]]});
        match read(&scl9(
            json!({"underlays": [grey.clone()], "lines": [chevron]}),
        )) {
            Ok(puzzle) => assert_eq!(puzzle.constraints.len(), 1),
            Err(err) => assert_eq!(
                err,
                Error::Unsupported {
                    constraint: field.into()
                }
            ),
        }
    }
}

/// SudokuPad's converter copies f-puzzles' cosmetic cages as they are: one whose value is
/// `DR<root>` reads back as the digital-root cage, any other as decoration.
#[test]
fn digital_root_cages() {
    let cages = json!({"cages": [
        {"cells": [[0, 0], [0, 1]], "value": "DR5", "outlineC": "#000000", "fontC": "#000000"},
        {"cells": [[2, 2]], "value": "note", "outlineC": "#000000"},
    ]});
    assert_eq!(
        constraints(scl4(cages)),
        vec![Constraint::DigitalRootCage {
            cells: vec![0, 1],
            root: 5
        }]
    );
}

#[test]
fn indexers_are_handed_on() {
    let scl = scl9(
        json!({"cages": [{"outlineC": "#7CC77C", "fontC": "#000000", "fromConstraint": "Row Indexer", "style": "fpRowIndexer", "cells": [[0,0],[0,1]]}]}),
    );
    // One constraint holds every indexer cell of its kind.
    match read(&scl) {
        Ok(puzzle) => assert_eq!(
            puzzle.constraints,
            vec![Constraint::RowIndexer { cells: vec![0, 1] }]
        ),
        Err(err) => assert_eq!(
            err,
            Error::Unsupported {
                constraint: "rowindexer".into()
            }
        ),
    }
}

/// Each kind of bad input, with its error pinned.
#[test]
fn bad_input_is_named() {
    let message = |text: &str| from_sudokupad(text).unwrap_err().to_string();
    assert_eq!(
        message("https://sudokupad.app/abc123"),
        "invalid puzzle at puzzleid: \"abc123\" is a short SudokuPad id: the puzzle is kept on \
         SudokuPad's server, and reading it needs the network (this reader makes no request); \
         open it in SudokuPad and share the full link instead"
    );
    assert_eq!(
        message("https://app.crackingthecryptic.com/sudoku/sclAB!C"),
        "invalid puzzle at puzzleid: the compressed puzzle is not lz-string base64 (unexpected '!')"
    );
    let not_json = format!(
        "https://sudokupad.app/scl{}",
        lz_str::compress_to_base64("{cells:[[,]")
    );
    assert!(
        message(&not_json)
            .starts_with("invalid puzzle at (input): not JSON (nor SudokuPad's zipped JSON)"),
        "{}",
        message(&not_json)
    );
    assert_eq!(message("hello"), "invalid puzzle at (input): expected a SudokuPad link (sudokupad.app/…, with the puzzle in it), an f-puzzles link, or the puzzle's JSON");
    assert_eq!(message("https://sudokupad.app/scfN4Ig"), "unsupported constraint 'the scf puzzle format of SudokuPad (share the scl or f-puzzles link)'");
    let outside = scl4(json!({"cages": [{"cells": [[0, 0], [4, 1]], "unique": true, "value": 3}]}));
    assert_eq!(
        read(&outside).unwrap_err().to_string(),
        "invalid puzzle at cages[0].cells[1]: cell [4, 1] is outside the 4×4 grid"
    );
    let mut digit = scl4(json!({}));
    digit["cells"][0][0] = json!({"value": 7});
    assert_eq!(
        read(&digit).unwrap_err().to_string(),
        "invalid puzzle at cells[0][0].value: expected a digit 1-4, found 7"
    );
    assert_eq!(
        read(&json!({"cells": []})).unwrap_err().to_string(),
        "invalid puzzle at cells: a grid of 0 rows (1-25 are read)"
    );
    assert_eq!(read(&json!({"cells": [[{}, {}]]})).unwrap_err().to_string(), "unsupported constraint 'a grid that is not square (cells[0] has 2 cells, the grid 1 rows)'");
    assert_eq!(
        read(&scl4(json!({"foglight": []})))
            .unwrap_err()
            .to_string(),
        "unsupported constraint 'SudokuPad feature \"foglight\"'"
    );
    let no_regions = json!({"cells": [[{}]]});
    assert_eq!(
        read(&no_regions).unwrap_err().to_string(),
        "unsupported constraint 'a grid without regions (scl `regions` is missing)'"
    );
}

/// A zipped scl link (SudokuPad's usual form) and its plain JSON read the same.
#[test]
fn zipped_and_plain_agree() {
    let line = &published()[9];
    let link = line["sudokupad_scl"].as_str().unwrap();
    let zipped =
        lz_str::decompress_from_base64(link.trim_start_matches("https://sudokupad.app/scl"))
            .unwrap();
    let zipped = String::from_utf16(&zipped).unwrap();
    assert!(
        !zipped.contains('"'),
        "SudokuPad's zipper uses single quotes"
    );
    let puzzle = from_sudokupad(link).unwrap();
    assert_eq!(from_sudokupad(&zipped).unwrap(), puzzle);
    for form in [
        link.replace(
            "https://sudokupad.app/",
            "https://app.crackingthecryptic.com/sudoku/",
        ),
        link.replace("https://sudokupad.app/", "https://sudokupad.app/?puzzleid="),
        link.replace(
            "https://sudokupad.app/scl",
            "https://beta.sudokupad.app/ctc",
        ) + "?setting-nogrid=1",
        link.replace("https://sudokupad.app/", ""),
    ] {
        assert_eq!(from_sudokupad(&form).unwrap(), puzzle, "{form}");
    }
}

/// Hostile text: an error or a puzzle, never a panic.
#[test]
fn hostile_text_never_panics() {
    let line = &published()[6];
    let link = line["sudokupad_scl"].as_str().unwrap();
    for end in (0..link.len()).step_by(7) {
        let _ = from_sudokupad(&link[..end]);
    }
    for text in [
        "{",
        "{ce:[[",
        "[]",
        "null",
        "{\"cells\":[[{\"value\":1e300}]]}",
        "{\"cells\":[[null]]}",
        "{lines:[{wp:[[1e308,-1e308]]}]}",
    ] {
        let _ = from_sudokupad(text);
        let _ = from_sudokupad(&format!(
            "https://sudokupad.app/scl{}",
            lz_str::compress_to_base64(text)
        ));
    }
}

/// Bombs in a link: a few kilobytes whose (zipped) JSON opens hundreds of thousands of
/// objects are refused with a coded error before anything is parsed. (A link that
/// decompresses past 4 MB is refused while decompressing: the reader's own unit test.)
#[test]
fn bombs_are_refused() {
    let refused = |link: String, reason: &str| {
        assert!(link.len() < 20_000, "{}", link.len());
        match from_sudokupad(&link) {
            Err(err @ Error::InvalidPuzzle { .. }) => {
                assert_eq!(err.code(), "InvalidPuzzle");
                assert!(err.to_string().contains(reason), "{err}");
            }
            other => panic!("expected InvalidPuzzle, got {other:?}"),
        }
    };
    let scl = |text: String| {
        format!(
            "https://sudokupad.app/scl{}",
            lz_str::compress_to_base64(text.as_str())
        )
    };
    // Zipped commas: each is a `{}` once unzipped.
    refused(
        scl(format!("{{ce:[{}]}}", ",".repeat(200_000))),
        "the unzipped scl JSON opens 200003 objects and arrays, more than the limit of 100000",
    );
    // Plain JSON, and f-puzzles JSON in a SudokuPad link.
    refused(
        scl(format!("{{\"cells\":[{}{{}}]}}", "{},".repeat(150_000))),
        "the scl JSON opens 150003 objects and arrays",
    );
    let fpuzzles = format!("{{\"size\":9,\"grid\":[{}[]]}}", "[],".repeat(150_000));
    refused(
        format!(
            "https://sudokupad.app/fpuzzles{}",
            lz_str::compress_to_base64(fpuzzles.as_str())
        ),
        "the f-puzzles JSON opens 150003 objects and arrays",
    );
}
