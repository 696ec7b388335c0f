//! The f-puzzles format: every ISS puzzle reads, writes and reads back the same; links
//! round-trip; each kind of bad input is refused with its path or its name; hostile input
//! never panics.

use serde_json::Value;
use sudoku_wasm::variant::fpuzzles::{from_fpuzzles, to_fpuzzles, to_fpuzzles_url};
use sudoku_wasm::variant::{Axis, Constraint, Diagonal, Mark, Puzzle};
use sudoku_wasm::Error;

/// The ISS sample (tests/fixtures/variants/README.md): (name, f-puzzles JSON text, line).
fn iss() -> Vec<(String, String, Value)> {
    include_str!("fixtures/variants/iss-variants.jsonl")
        .lines()
        .map(|line| {
            let value: Value = serde_json::from_str(line).unwrap();
            let name = value["name"].as_str().unwrap().to_owned();
            (name, value["fpuzzles"].to_string(), value)
        })
        .collect()
}

/// The constraint names a puzzle's f-puzzles fields must give.
fn expected_names(fpuzzles: &Value) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = fpuzzles
        .as_object()
        .unwrap()
        .keys()
        .filter_map(|key| match key.as_str() {
            "diagonal+" | "diagonal-" => Some("diagonal"),
            "antiknight" => Some("antiKnight"),
            "antiking" => Some("antiKing"),
            "nonconsecutive" => Some("nonConsecutive"),
            "killercage" => Some("killerCage"),
            "littlekillersum" => Some("littleKiller"),
            "sandwichsum" => Some("sandwich"),
            "thermometer" => Some("thermometer"),
            "arrow" => Some("arrow"),
            "difference" => Some("kropkiWhite"),
            "ratio" => Some("kropkiBlack"),
            "xv" => Some("xv"),
            "odd" => Some("odd"),
            "even" => Some("even"),
            "renban" => Some("renban"),
            "whispers" => Some("whispers"),
            "palindrome" => Some("palindrome"),
            "betweenline" => Some("between"),
            "quadruple" => Some("quadruple"),
            "extraregion" => Some("extraRegion"),
            "size" | "grid" => None,
            other => panic!("field {other} not in the test's table"),
        })
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

#[test]
fn every_iss_puzzle_reads_with_its_rules() {
    let lines = iss();
    assert_eq!(lines.len(), 34);
    for (name, json, line) in &lines {
        let puzzle = from_fpuzzles(json).unwrap_or_else(|e| panic!("{name}: {e}"));
        let fpuzzles = &line["fpuzzles"];
        assert_eq!(
            u64::from(puzzle.size),
            line["size"].as_u64().unwrap(),
            "{name}"
        );
        // Givens: the solution's digit wherever the JSON gives one.
        let n = usize::from(puzzle.size);
        for (index, &given) in puzzle.givens.iter().enumerate() {
            let cell = &fpuzzles["grid"][index / n][index % n];
            assert_eq!(
                u64::from(given),
                cell["value"].as_u64().unwrap_or(0),
                "{name} {index}"
            );
        }
        assert_eq!(
            puzzle.regions.is_some(),
            fpuzzles["grid"][0][0].get("region").is_some(),
            "{name}"
        );
        let mut names: Vec<&str> = puzzle.constraints.iter().map(Constraint::name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names, expected_names(fpuzzles), "{name}");
    }
}

/// Counts of constraints per kind on a few puzzles, from their JSON by hand.
#[test]
fn iss_constraint_counts() {
    let lines = iss();
    let count = |name: &str, kind: &str| {
        let (_, json, _) = lines.iter().find(|(n, _, _)| n == name).unwrap();
        let puzzle = from_fpuzzles(json).unwrap();
        puzzle
            .constraints
            .iter()
            .filter(|c| c.name() == kind)
            .count()
    };
    assert_eq!(count("Sudoku X", "diagonal"), 2);
    assert_eq!(count("Windoku", "extraRegion"), 4);
    assert_eq!(count("Between 1 and 9 Sudoku", "sandwich"), 18);
}

#[test]
fn every_iss_puzzle_round_trips() {
    for (name, json, _) in iss() {
        let puzzle = from_fpuzzles(&json).unwrap();
        let written = to_fpuzzles(&puzzle).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(from_fpuzzles(&written).unwrap(), puzzle, "{name}");
        // Writing is a fixed point from then on.
        assert_eq!(
            to_fpuzzles(&from_fpuzzles(&written).unwrap()).unwrap(),
            written,
            "{name}"
        );
        let link = to_fpuzzles_url(&puzzle).unwrap();
        assert!(
            link.starts_with("https://www.f-puzzles.com/?load="),
            "{name}"
        );
        assert_eq!(from_fpuzzles(&link).unwrap(), puzzle, "{name}");
        // The description's own JSON (serde) round-trips too.
        let own = serde_json::to_string(&puzzle).unwrap();
        assert_eq!(
            serde_json::from_str::<Puzzle>(&own).unwrap(),
            puzzle,
            "{name}"
        );
    }
}

/// One constraint of every kind, in the order reading gives them, written and read back
/// identical.
#[test]
fn every_constraint_kind_round_trips() {
    let mut puzzle = Puzzle::new(9);
    puzzle.givens[0] = 5;
    puzzle.givens[80] = 9;
    puzzle.constraints = vec![
        // Given pencil marks sit in the grid, read before every field.
        Constraint::PencilMarks {
            cells: vec![15],
            digits: vec![2, 4],
        },
        Constraint::Diagonal {
            direction: Diagonal::Anti,
        },
        Constraint::Diagonal {
            direction: Diagonal::Main,
        },
        Constraint::AntiKnight {},
        Constraint::AntiKing {},
        Constraint::NonConsecutive {},
        Constraint::ExtraRegion {
            cells: vec![10, 11, 12, 19, 20, 21, 28, 29, 30],
        },
        Constraint::KillerCage {
            cells: vec![1, 2],
            sum: Some(3),
        },
        Constraint::KillerCage {
            cells: vec![3, 4],
            sum: None,
        },
        Constraint::DigitalRootCage {
            cells: vec![5, 6],
            root: 4,
        },
        // R0C0 going DR, and the one-cell diagonal of the top-right corner.
        Constraint::LittleKiller {
            cells: vec![0, 10, 20, 30, 40, 50, 60, 70, 80],
            sum: 45,
        },
        Constraint::LittleKiller {
            cells: vec![8],
            sum: 7,
        },
        Constraint::Sandwich {
            axis: Axis::Column,
            index: 4,
            sum: 18,
        },
        Constraint::Sandwich {
            axis: Axis::Row,
            index: 0,
            sum: 0,
        },
        Constraint::Thermometer {
            cells: vec![40, 41, 42],
        },
        Constraint::Arrow {
            circle: vec![60],
            line: vec![61, 62, 71],
        },
        Constraint::Arrow {
            circle: vec![63, 64],
            line: vec![65, 66],
        },
        Constraint::KropkiWhite {
            cells: [72, 73],
            difference: 1,
        },
        Constraint::KropkiWhite {
            cells: [73, 74],
            difference: 3,
        },
        Constraint::KropkiBlack {
            cells: [75, 76],
            ratio: 2,
        },
        Constraint::KropkiBlack {
            cells: [76, 77],
            ratio: 3,
        },
        Constraint::Xv {
            cells: [5, 6],
            sum: 10,
        },
        Constraint::Xv {
            cells: [6, 7],
            sum: 5,
        },
        Constraint::Odd { cells: vec![9, 18] },
        Constraint::Even { cells: vec![27] },
        Constraint::Renban {
            cells: vec![36, 37, 38],
        },
        Constraint::Whispers {
            cells: vec![45, 46],
            difference: None,
        },
        Constraint::Whispers {
            cells: vec![47, 48],
            difference: Some(4),
        },
        Constraint::Palindrome {
            cells: vec![54, 55, 56],
        },
        Constraint::Between {
            cells: vec![31, 32, 33],
        },
        Constraint::Quadruple {
            cells: vec![13, 14, 22, 23],
            digits: vec![1, 1, 2],
        },
        Constraint::Negative {
            mark: Mark::KropkiWhite,
        },
        Constraint::Negative {
            mark: Mark::KropkiBlack,
        },
        Constraint::Negative { mark: Mark::X },
        Constraint::Negative { mark: Mark::V },
        Constraint::Minimum {
            cells: vec![24, 34],
        },
        Constraint::Maximum { cells: vec![25] },
        Constraint::EntropicLine {
            cells: vec![57, 58, 59],
        },
        Constraint::ModularLine {
            cells: vec![67, 68],
        },
        Constraint::Nabner {
            cells: vec![43, 44],
        },
        Constraint::SlowThermometer {
            cells: vec![49, 50, 51],
        },
        Constraint::Clone {
            cells: vec![78, 79],
            clone_cells: vec![52, 53],
        },
        Constraint::RowIndexer { cells: vec![26] },
        Constraint::ColumnIndexer {
            cells: vec![35, 44],
        },
        Constraint::BoxIndexer { cells: vec![80] },
    ];
    let json = to_fpuzzles(&puzzle).unwrap();
    assert_eq!(from_fpuzzles(&json).unwrap(), puzzle, "{json}");
    let value: Value = serde_json::from_str(&json).unwrap();
    // The corner's one-cell diagonal: the first clue place that gives it.
    assert_eq!(value["littlekillersum"][1]["cell"], "R2C10");
    assert_eq!(value["littlekillersum"][1]["direction"], "UL");
    assert_eq!(value["sandwichsum"][1]["cell"], "R1C0");
    assert_eq!(value["arrow"][1]["lines"][0][0], "R8C1");
    assert_eq!(
        value["negative"],
        serde_json::json!(["difference", "ratio", "xv"])
    );
    // A jigsaw, with sizes other than 9.
    for size in [4u8, 6, 8, 12, 16, 25] {
        let mut puzzle = Puzzle::new(size);
        let n = usize::from(size);
        // Regions: the columns, numbered in order.
        puzzle.regions = Some((0..n * n).map(|i| (i % n) as u8).collect());
        puzzle.givens[n * n - 1] = size;
        puzzle
            .constraints
            .push(Constraint::Thermometer { cells: vec![0, 1] });
        let json = to_fpuzzles(&puzzle).unwrap();
        assert_eq!(from_fpuzzles(&json).unwrap(), puzzle, "{size}");
    }
}

/// (input, path, reason): each kind of malformed field, reported at its path.
#[test]
fn malformed_fields_name_their_path() {
    let blank = |n: usize| {
        let row = format!("[{}]", vec!["{}"; n].join(","));
        format!("[{}]", vec![row; n].join(","))
    };
    let g4 = blank(4);
    let cases: Vec<(String, &str, &str)> = vec![
        ("{}".into(), "(root)", "missing \"size\""),
        (r#"{"size":"9"}"#.into(), "size", "expected a whole number, found a string"),
        (r#"{"size":26,"grid":[]}"#.into(), "size", "expected a whole number 1..25, found 26"),
        (r#"{"size":-3,"grid":[]}"#.into(), "size", "expected a whole number 1..25, found -3"),
        (r#"{"size":4.5,"grid":[]}"#.into(), "size", "expected a whole number 1..25, found 4.5"),
        (r#"{"size":4}"#.into(), "(root)", "missing \"grid\""),
        (r#"{"size":4,"grid":[]}"#.into(), "grid", "expected 4 rows, found 0"),
        (r#"{"size":4,"grid":[[],[],[],[]]}"#.into(), "grid[0]", "expected 4 cells, found 0"),
        (
            format!(
                r#"{{"size":4,"grid":{}}}"#,
                g4.replacen("{}", r#"{"value":5,"given":true}"#, 6)
                    .replacen(r#"{"value":5,"given":true}"#, "{}", 5)
            ),
            "grid[1][1].value",
            "expected a whole number 0..4, found 5",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"killercage":[{{"cells":["R1C1"]}},{{"cells":["R1C2"]}},{{"cells":["R1C3"],"value":"x"}}]}}"#),
            "killercage[2].value",
            "expected a whole number 0..625, found \"x\"",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"killercage":[{{"cells":["R1C1","R5C1"]}}]}}"#),
            "killercage[0].cells[1]",
            "expected a cell name R{row}C{column} with row and column 1..4, found \"R5C1\"",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"thermometer":[{{"lines":[["R1C1","R1C2","R1C1"]]}}]}}"#),
            "thermometer[0].lines[0][2]",
            "\"R1C1\" is listed twice",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"xv":[{{"cells":["R1C1","R1C2"],"value":"W"}}]}}"#),
            "xv[0].value",
            "expected \"X\" or \"V\", found \"W\"",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"difference":[{{"cells":["R1C1","R2C2"]}}]}}"#),
            "difference[0]",
            "cell 0 (row 1, column 1) and cell 5 (row 2, column 2) are not orthogonal neighbours (constraints[0].cells of the description)",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"littlekillersum":[{{"cell":"R0C1","direction":"UL","value":"3"}}]}}"#),
            "littlekillersum[0]",
            "the clue's diagonal does not enter the grid",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"littlekillersum":[{{"cell":"R0C1","direction":"down","value":"3"}}]}}"#),
            "littlekillersum[0].direction",
            "expected \"UL\", \"UR\", \"DL\" or \"DR\", found \"down\"",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"littlekillersum":[{{"cell":"R0C1","direction":"DR","cells":["R1C2"],"value":"3"}}]}}"#),
            "littlekillersum[0].cells",
            "the cells are not the diagonal of `cell` and `direction`",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"sandwichsum":[{{"cell":"R2C2","value":"3"}}]}}"#),
            "sandwichsum[0].cell",
            "a sandwich clue sits outside the grid, beside a row or a column",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"arrow":[{{"cells":["R1C1"],"lines":[["R1C1"]]}}]}}"#),
            "arrow[0]",
            "an arrow needs a line leaving its circle",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"odd":[{{"cell":"R1C1"}},{{"cell":7}}]}}"#),
            "odd[1].cell",
            "expected a string, found a number",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"killercage":{{}}}}"#),
            "killercage",
            "expected an array, found an object",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"antiknight":"yes"}}"#),
            "antiknight",
            "expected true or false, found a string",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"quadruple":[{{"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[1,9]}}]}}"#),
            "quadruple[0].values[1]",
            "expected a whole number 1..4, found 9",
        ),
        (
            format!(r#"{{"size":4,"grid":{g4},"thermometer":[{{"lines":[["R1C1","R1C2","R1C3","R1C4","R2C4"]]}}]}}"#),
            "thermometer[0].lines[0]",
            "expected 1-4 cells, found 5 (constraints[0].cells of the description)",
        ),
        ("not a puzzle".into(), "(input)", "expected f-puzzles JSON (an object, starting with {) or an f-puzzles link (with ?load=)"),
        ("{\"size\":4,".into(), "(input)", "not JSON: EOF while parsing a value at line 1 column 10"),
    ];
    for (input, path, reason) in cases {
        let expected = Error::InvalidPuzzle {
            path: path.into(),
            reason: reason.into(),
        };
        assert_eq!(from_fpuzzles(&input), Err(expected), "{input}");
    }
}

/// f-puzzles' cosmetic `cage`: decoration, except a value `DR<root>` (Rangsk's solver's
/// digital-root cage), read as [`Constraint::DigitalRootCage`] and written back.
#[test]
fn digital_root_cages() {
    let g4 = {
        let row = format!("[{}]", ["{}"; 4].join(","));
        format!("[{}]", vec![row; 4].join(","))
    };
    let read = |cages: &str| from_fpuzzles(&format!(r#"{{"size":4,"grid":{g4},"cage":{cages}}}"#));
    let puzzle = read(
        r##"[{"cells":["R1C1","R1C2"],"value":" DR5 ","outlineC":"#000"},
             {"cells":["R3C3"],"value":"a note"},{"cells":["R4C4"]},{"value":"title: x"}]"##,
    )
    .unwrap();
    assert_eq!(
        puzzle.constraints,
        vec![Constraint::DigitalRootCage {
            cells: vec![0, 1],
            root: 5
        }]
    );
    // Two digits of 1-4 sum to 3-7: a root of 5 is a sum of 5.
    let solution = puzzle.solve().unwrap();
    assert_eq!(solution[0] + solution[1], 5);
    let json = to_fpuzzles(&puzzle).unwrap();
    assert!(json.contains(r#""value":"DR5""#), "{json}");
    assert_eq!(from_fpuzzles(&json).unwrap(), puzzle);
    for (cages, path, reason) in [
        (
            r#"[{"cells":["R1C1"],"value":"DR0"}]"#,
            "cage[0].value",
            "a digital root is 1-9, found \"DR0\"",
        ),
        (
            r#"[{"cells":["R1C1"],"value":"DR12"}]"#,
            "cage[0].value",
            "a digital root is 1-9, found \"DR12\"",
        ),
        (r#"[{"value":"DR3"}]"#, "cage[0]", "missing \"cells\""),
        (
            r#"[{"cells":["R1C1","R9C9"],"value":"DR3"}]"#,
            "cage[0].cells[1]",
            "",
        ),
    ] {
        match read(cages) {
            Err(Error::InvalidPuzzle { path: p, reason: r }) => {
                assert_eq!(p, path, "{cages}");
                assert!(r.starts_with(reason), "{cages}: {r}");
            }
            other => panic!("{cages}: {other:?}"),
        }
    }
}

#[test]
fn unsupported_fields_are_named() {
    let g4 = {
        let row = format!("[{}]", ["{}"; 4].join(","));
        format!("[{}]", vec![row; 4].join(","))
    };
    for (extra, name) in [
        (r#""clock":[]"#, "clock"),
        (r#""negative":["sum"]"#, "negative sum"),
    ] {
        let input = format!(r#"{{"size":4,"grid":{g4},{extra}}}"#);
        let err = from_fpuzzles(&input).unwrap_err();
        assert_eq!(
            err,
            Error::Unsupported {
                constraint: name.into()
            },
            "{input}"
        );
        assert_eq!(err.code(), "Unsupported");
    }
    assert_eq!(
        from_fpuzzles(&format!(
            r#"{{"size":4,"grid":{}}}"#,
            g4.replacen("{}", r#"{"region":null}"#, 1)
        )),
        Err(Error::Unsupported {
            constraint: "grid[0][0].region (a cell outside every region)".into()
        })
    );
    // What f-puzzles cannot state.
    let mut puzzle = Puzzle::new(4);
    puzzle.constraints.push(Constraint::LittleKiller {
        cells: vec![5, 10],
        sum: 3,
    });
    assert!(matches!(
        to_fpuzzles(&puzzle),
        Err(Error::Unsupported { .. })
    ));
    puzzle.constraints = vec![Constraint::Negative { mark: Mark::X }];
    assert!(matches!(
        to_fpuzzles(&puzzle),
        Err(Error::Unsupported { .. })
    ));
}

/// `givenPencilMarks` in a grid cell: `null` or `[]` (what f-puzzles' editor writes into
/// every cell) is nothing, a list restricts the cell; bad digits are named by path.
#[test]
fn given_pencil_marks() {
    let grid = |first: &str| {
        let row = format!("[{}]", ["{}"; 4].join(","));
        let rows = format!("[{}]", vec![row; 4].join(","));
        format!(r#"{{"size":4,"grid":{}}}"#, rows.replacen("{}", first, 1))
    };
    for none in [r#"{"givenPencilMarks":null}"#, r#"{"givenPencilMarks":[]}"#] {
        assert_eq!(
            from_fpuzzles(&grid(none)).unwrap(),
            Puzzle::new(4),
            "{none}"
        );
    }
    let puzzle = from_fpuzzles(&grid(r#"{"givenPencilMarks":[3,1,3]}"#)).unwrap();
    assert_eq!(
        puzzle.constraints,
        vec![Constraint::PencilMarks {
            cells: vec![0],
            digits: vec![3, 1]
        }]
    );
    // The marks hold: r1c1 is 1 or 3 in every solution.
    let solution = puzzle.solve().unwrap();
    assert!(matches!(solution[0], 1 | 3));
    let json = to_fpuzzles(&puzzle).unwrap();
    assert!(json.contains(r#""givenPencilMarks":[1,3]"#), "{json}");
    assert_eq!(from_fpuzzles(&json).unwrap().constraints.len(), 1);
    // On a given cell: marks that hold the given add nothing (no constraint, as an scl
    // link of the same puzzle reads); marks without it stay, and the given breaks them.
    let kept = r#"{"value":3,"given":true,"givenPencilMarks":[1,3]}"#;
    let puzzle = from_fpuzzles(&grid(kept)).unwrap();
    assert_eq!((puzzle.givens[0], puzzle.constraints.len()), (3, 0));
    let broken = r#"{"value":2,"given":true,"givenPencilMarks":[1,3]}"#;
    let puzzle = from_fpuzzles(&grid(broken)).unwrap();
    assert_eq!(puzzle.constraints.len(), 1);
    assert!(puzzle.solve().is_err());
    // A value the solver typed (not given) is no given: the marks stay.
    let typed = r#"{"value":3,"givenPencilMarks":[1,3]}"#;
    assert_eq!(from_fpuzzles(&grid(typed)).unwrap().constraints.len(), 1);
    for (cell, path, reason) in [
        (
            r#"{"givenPencilMarks":[5]}"#,
            "grid[0][0].givenPencilMarks[0]",
            "expected a whole number 1..4, found 5",
        ),
        (
            r#"{"givenPencilMarks":"12"}"#,
            "grid[0][0].givenPencilMarks",
            "expected an array, found a string",
        ),
    ] {
        assert_eq!(
            from_fpuzzles(&grid(cell)),
            Err(Error::InvalidPuzzle {
                path: path.into(),
                reason: reason.into()
            }),
            "{cell}"
        );
    }
    // In the description itself: no digit, or one listed twice, is refused.
    let mut puzzle = Puzzle::new(4);
    puzzle.constraints.push(Constraint::PencilMarks {
        cells: vec![0],
        digits: vec![],
    });
    assert_eq!(
        puzzle.validate_shape().unwrap_err().to_string(),
        "invalid puzzle at constraints[0].digits: expected at least 1 digit, found 0"
    );
    puzzle.constraints[0] = Constraint::PencilMarks {
        cells: vec![0],
        digits: vec![2, 2],
    };
    assert_eq!(
        puzzle.validate_shape().unwrap_err().to_string(),
        "invalid puzzle at constraints[0].digits[1]: digit 2 is already at constraints[0].digits[0]"
    );
}

/// The fields of the userscripts' constraints (issue 21's first group): read, and their
/// bad values named by path.
#[test]
fn userscript_constraints() {
    let grid = {
        let row = format!("[{}]", ["{}"; 4].join(","));
        format!("[{}]", vec![row; 4].join(","))
    };
    let read = |fields: &str| from_fpuzzles(&format!(r#"{{"size":4,"grid":{grid},{fields}}}"#));
    let puzzle = read(
        r#""germanwhispers":[{"lines":[["R1C1","R1C2"]]}],"dutchwhispers":[{"lines":[["R2C1","R2C2"]]}],
        "minimum":[{"cell":"R1C1"},{"cell":"R3C3"}],"clone":[{"cells":["R1C1"],"cloneCells":["R4C4"]}],
        "boxindexer":[{"cells":["R1C1","R1C2"]}],"slowthermometer":[{"lines":[["R4C1","R4C2"]]}]"#,
    )
    .unwrap();
    assert_eq!(
        puzzle.constraints,
        vec![
            Constraint::Whispers {
                cells: vec![0, 1],
                difference: Some(2)
            },
            Constraint::Whispers {
                cells: vec![4, 5],
                difference: Some(1)
            },
            Constraint::Minimum { cells: vec![0, 10] },
            Constraint::SlowThermometer {
                cells: vec![12, 13]
            },
            Constraint::Clone {
                cells: vec![0],
                clone_cells: vec![15]
            },
            Constraint::BoxIndexer { cells: vec![0, 1] },
        ]
    );
    for (fields, path, reason) in [
        (
            r#""minimum":[{"cell":"R5C1"}]"#,
            "minimum[0].cell",
            "expected a cell name R{row}C{column} with row and column 1..4, found \"R5C1\"",
        ),
        (
            r#""entropicline":[{"lines":[[]]}]"#,
            "entropicline[0].lines[0]",
            "expected at least 1 cells, found 0 (constraints[0].cells of the description)",
        ),
        (
            r#""clone":[{"cells":["R1C1","R1C2"],"cloneCells":["R2C1"]}]"#,
            "clone[0]",
            "expected 2 cells (as many as `cells`), found 1 (constraints[0].cloneCells of the description)",
        ),
        (
            r#""nabner":[{"lines":[["R1C1","R1C2","R2C1","R2C2","R3C1"]]}]"#,
            "nabner[0].lines[0]",
            "expected 1-4 cells, found 5 (constraints[0].cells of the description)",
        ),
        (
            r#""rowindexer":[{"cells":"R1C1"}]"#,
            "rowindexer[0].cells",
            "expected an array, found a string",
        ),
    ] {
        assert_eq!(
            read(fields),
            Err(Error::InvalidPuzzle {
                path: path.into(),
                reason: reason.into()
            }),
            "{fields}"
        );
    }
}

/// Cosmetic fields and a solver's entries are read and ignored; values without `given`
/// are not givens; clues written as numbers read like f-puzzles' strings.
#[test]
fn cosmetics_and_entries_are_ignored() {
    let json = r##"{"size":4,"title":"T","author":"A","ruleset":"R","text":[{"cells":["R1C1"],"value":"hi"}],
      "line":[{"lines":[["R1C1","R1C2"]]}],"rectangle":[],"circle":[],"cage":[{"cells":["R1C1"],"value":"x"}],
      "grid":[[{"value":2},{"value":3,"given":true,"centerPencilMarks":[1]},{"c":"#fff","highlight":"#000"},{}],
      [{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
      "killercage":[{"cells":["R2C1","R2C2"],"value":5},{"cells":["R3C1"],"value":""}]}"##;
    let puzzle = from_fpuzzles(json).unwrap();
    assert_eq!(&puzzle.givens[..4], &[0, 3, 0, 0]);
    assert_eq!(
        puzzle.constraints,
        vec![
            Constraint::KillerCage {
                cells: vec![4, 5],
                sum: Some(5)
            },
            Constraint::KillerCage {
                cells: vec![8],
                sum: None
            },
        ]
    );
}

/// Default boxes fill the cells a partial region layout leaves out; disjoint groups
/// become extra regions.
#[test]
fn regions_and_disjoint_groups() {
    let mut rows = Vec::new();
    for r in 0..4 {
        let cells: Vec<String> = (0..4)
            .map(|_| {
                if r == 0 {
                    r#"{"region":3}"#.to_owned()
                } else {
                    "{}".into()
                }
            })
            .collect();
        rows.push(format!("[{}]", cells.join(",")));
    }
    let json = format!(r#"{{"size":4,"grid":[{}]}}"#, rows.join(","));
    let err = from_fpuzzles(&json).unwrap_err();
    assert_eq!(
        err,
        Error::InvalidPuzzle {
            path: "regions".into(),
            reason: "region 0 has 2 cells, expected 4".into()
        }
    );
    let json = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"disjointgroups":true}"#;
    let puzzle = from_fpuzzles(json).unwrap();
    assert_eq!(
        puzzle.constraints,
        vec![
            Constraint::ExtraRegion {
                cells: vec![0, 2, 8, 10]
            },
            Constraint::ExtraRegion {
                cells: vec![1, 3, 9, 11]
            },
            Constraint::ExtraRegion {
                cells: vec![4, 6, 12, 14]
            },
            Constraint::ExtraRegion {
                cells: vec![5, 7, 13, 15]
            },
        ]
    );
}

/// Input no reader should choke on: deep nesting, 10 MB strings, huge numbers, wrong
/// types everywhere. Each gives an error (or a puzzle), never a panic.
#[test]
fn hostile_input_is_refused() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let deep_object = format!(r#"{{"size":4,"grid":{}}}"#, "[".repeat(100_000));
    let huge = format!(
        r#"{{"size":9,"title":"{}","grid":[]}}"#,
        "x".repeat(10 << 20)
    );
    let huge_link = format!("https://www.f-puzzles.com/?load={}", "N4Ig".repeat(2 << 20));
    for input in [
        deep.as_str(),
        &deep_object,
        &huge,
        &huge_link,
        r#"{"size":1e400,"grid":[]}"#,
        r#"{"size":18446744073709551616,"grid":[]}"#,
        r#"{"size":9,"grid":null}"#,
        r#"{"size":2,"grid":[[{},{}],[{},{}]],"killercage":[{"cells":["R1C1","R2C2","R1C2"]}]}"#,
        r#"{"size":2,"grid":[[{},{}],[{},{}]],"killercage":[{"cells":["R1C1"],"value":"99999999999999999999"}]}"#,
        r#"{"size":2,"grid":[[{},{}],[{},{}]],"littlekillersum":[{"cell":"R99999C0","direction":"DR","value":"3"}]}"#,
        "\u{feff}",
        "",
        "?load=%%%",
    ] {
        let _ = from_fpuzzles(input);
    }
    assert!(matches!(
        from_fpuzzles(&deep),
        Err(Error::InvalidPuzzle { .. })
    ));
    assert!(matches!(
        from_fpuzzles(&huge),
        Err(Error::InvalidPuzzle { .. })
    ));
    assert!(matches!(
        from_fpuzzles(&huge_link),
        Err(Error::InvalidPuzzle { .. })
    ));
}

/// The setter's title, author and rules text are read (blank text: none), kept in the
/// `Puzzle` and its JSON, and written back where f-puzzles keeps them.
#[test]
fn title_author_and_rules_round_trip() {
    let json = r#"{"size":4,"title":" Knightmare ","author":"A. Setter","ruleset":"Normal sudoku rules apply.\nCells a knight's move apart differ.",
      "grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"antiknight":true}"#;
    let puzzle = from_fpuzzles(json).unwrap();
    assert_eq!(puzzle.title.as_deref(), Some("Knightmare"));
    assert_eq!(puzzle.author.as_deref(), Some("A. Setter"));
    assert_eq!(
        puzzle.rules.as_deref(),
        Some("Normal sudoku rules apply.\nCells a knight's move apart differ.")
    );
    let written = to_fpuzzles(&puzzle).unwrap();
    assert!(
        written.starts_with(
            r#"{"size":4,"title":"Knightmare","author":"A. Setter","ruleset":"Normal"#
        ),
        "{written}"
    );
    assert_eq!(from_fpuzzles(&written).unwrap(), puzzle);
    // The description's own JSON carries them too, and leaves them out when absent.
    let own = serde_json::to_string(&puzzle).unwrap();
    assert!(
        own.contains(r#""title":"Knightmare","author":"A. Setter","rules":"#),
        "{own}"
    );
    assert_eq!(
        sudoku_wasm::variant::puzzle_from_json(&own).unwrap(),
        puzzle
    );
    let plain = from_fpuzzles(r#"{"size":4,"title":"  ","ruleset":null,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#).unwrap();
    assert_eq!((plain.title, plain.author, plain.rules), (None, None, None));
    assert!(!serde_json::to_string(&Puzzle::new(4))
        .unwrap()
        .contains("title"));
    // Text, nothing else.
    assert_eq!(
        from_fpuzzles(r#"{"size":1,"title":7,"grid":[[{}]]}"#).unwrap_err(),
        Error::InvalidPuzzle {
            path: "title".into(),
            reason: "expected a string, found a number".into()
        }
    );
    assert_eq!(
        sudoku_wasm::variant::puzzle_from_json(r#"{"size":4,"givens":[],"rules":[]}"#).unwrap_err(),
        Error::InvalidPuzzle {
            path: "rules".into(),
            reason: "expected a string, found an array".into()
        }
    );
}
