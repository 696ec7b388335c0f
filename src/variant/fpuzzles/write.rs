//! Writing a [`Puzzle`] as f-puzzles JSON, and as an f-puzzles link.

use serde_json::{json, Value};

use super::link;
use crate::variant::{Axis, Constraint, Diagonal, Mark, Puzzle};
use crate::Error;

/// Writes `puzzle` as f-puzzles JSON, which f-puzzles, SudokuPad and [`from_fpuzzles`]
/// read back.
///
/// Fields come in f-puzzles' own order (`size`, `grid`, then the constraints), each only
/// when used. Reading the JSON back gives the same puzzle, up to the order of its
/// constraints (grouped by kind, in the order of the table in the module's docs) and the
/// [`Constraint::Odd`] and [`Constraint::Even`] cells, which come back as one constraint
/// each.
///
/// # Errors
/// [`Error::InvalidPuzzle`] when the description itself is malformed
/// ([`Puzzle::validate_shape`]); [`Error::Unsupported`] for a rule f-puzzles cannot
/// state: a [`Constraint::LittleKiller`] whose cells are not a whole diagonal from the
/// edge, or a [`Constraint::Negative`] for only one of X and V (f-puzzles' `negative`
/// takes them together).
///
/// [`from_fpuzzles`]: super::from_fpuzzles
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{fpuzzles, Constraint, Puzzle};
///
/// let mut puzzle = Puzzle::new(4);
/// puzzle.givens[5] = 3;
/// puzzle.constraints.push(Constraint::AntiKing {});
/// let json = fpuzzles::to_fpuzzles(&puzzle)?;
/// assert!(json.starts_with(r#"{"size":4,"grid":[[{},{},{},{}],[{},{"given":true,"value":3},"#));
/// assert!(json.ends_with(r#""antiking":true}"#));
/// assert_eq!(fpuzzles::from_fpuzzles(&json)?, puzzle);
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn to_fpuzzles(puzzle: &Puzzle) -> Result<String, Error> {
    puzzle.validate_shape()?;
    let n = usize::from(puzzle.size);
    let name = |cell: u16| -> Value {
        let cell = usize::from(cell);
        Value::String(format!("R{}C{}", cell / n + 1, cell % n + 1))
    };
    let names = |cells: &[u16]| -> Value { cells.iter().map(|&c| name(c)).collect() };

    let grid: Vec<Value> = (0..n)
        .map(|row| {
            (0..n)
                .map(|column| {
                    let index = row * n + column;
                    let mut cell = serde_json::Map::new();
                    let given = puzzle.givens[index];
                    if given != 0 {
                        cell.insert("value".into(), json!(given));
                        cell.insert("given".into(), json!(true));
                    }
                    if let Some(regions) = &puzzle.regions {
                        cell.insert("region".into(), json!(regions[index]));
                    }
                    Value::Object(cell)
                })
                .collect()
        })
        .collect();

    // The fields, in f-puzzles' order; each list filled from the constraints.
    let mut fields: Vec<(&str, Vec<Value>)> = [
        "diagonal+",
        "diagonal-",
        "antiknight",
        "antiking",
        "nonconsecutive",
        "negative",
        "arrow",
        "killercage",
        "littlekillersum",
        "odd",
        "even",
        "extraregion",
        "thermometer",
        "palindrome",
        "renban",
        "whispers",
        "betweenline",
        "difference",
        "xv",
        "ratio",
        "quadruple",
        "sandwichsum",
    ]
    .into_iter()
    .map(|key| (key, Vec::new()))
    .collect();
    let mut add = |key: &str, value: Value| {
        if let Some((_, list)) = fields.iter_mut().find(|(k, _)| *k == key) {
            list.push(value);
        }
    };
    let text = |number: u32| Value::String(number.to_string());
    let mut negative_x = false;
    let mut negative_v = false;
    for constraint in &puzzle.constraints {
        match constraint {
            Constraint::Diagonal {
                direction: Diagonal::Anti,
            } => add("diagonal+", json!(true)),
            Constraint::Diagonal {
                direction: Diagonal::Main,
            } => add("diagonal-", json!(true)),
            Constraint::AntiKnight {} => add("antiknight", json!(true)),
            Constraint::AntiKing {} => add("antiking", json!(true)),
            Constraint::NonConsecutive {} => add("nonconsecutive", json!(true)),
            Constraint::Negative { mark } => match mark {
                Mark::KropkiWhite => add("negative", json!("difference")),
                Mark::KropkiBlack => add("negative", json!("ratio")),
                Mark::X => negative_x = true,
                Mark::V => negative_v = true,
            },
            Constraint::ExtraRegion { cells } => {
                add("extraregion", json!({ "cells": names(cells) }))
            }
            Constraint::KillerCage { cells, sum } => add(
                "killercage",
                match sum {
                    Some(sum) => json!({ "cells": names(cells), "value": text(*sum) }),
                    None => json!({ "cells": names(cells) }),
                },
            ),
            Constraint::LittleKiller { cells, sum } => {
                let (clue, direction) =
                    little_killer_clue(n, cells).ok_or_else(|| Error::Unsupported {
                        constraint:
                            "littleKiller (cells that are not a whole diagonal from the edge)"
                                .into(),
                    })?;
                add(
                    "littlekillersum",
                    json!({
                        "cell": format!("R{}C{}", clue.0, clue.1),
                        "cells": names(cells),
                        "direction": direction,
                        "value": text(*sum),
                    }),
                );
            }
            Constraint::Sandwich { axis, index, sum } => {
                let cell = match axis {
                    Axis::Row => format!("R{}C0", index + 1),
                    Axis::Column => format!("R0C{}", index + 1),
                };
                add("sandwichsum", json!({ "cell": cell, "value": text(*sum) }));
            }
            Constraint::Thermometer { cells } => {
                add("thermometer", json!({ "lines": [names(cells)] }))
            }
            Constraint::Arrow { circle, line } => {
                let mut path = vec![circle[0]];
                path.extend_from_slice(line);
                add(
                    "arrow",
                    json!({ "cells": names(circle), "lines": [names(&path)] }),
                );
            }
            Constraint::KropkiWhite { cells, difference } => add(
                "difference",
                if *difference == 1 {
                    json!({ "cells": names(cells) })
                } else {
                    json!({ "cells": names(cells), "value": text(u32::from(*difference)) })
                },
            ),
            Constraint::KropkiBlack { cells, ratio } => add(
                "ratio",
                if *ratio == 2 {
                    json!({ "cells": names(cells) })
                } else {
                    json!({ "cells": names(cells), "value": text(u32::from(*ratio)) })
                },
            ),
            Constraint::Xv { cells, sum } => {
                let value = match sum {
                    10 => "X",
                    5 => "V",
                    _ => {
                        return Err(Error::Unsupported {
                            constraint: format!("xv (a sum of {sum}: f-puzzles has X and V only)"),
                        })
                    }
                };
                add("xv", json!({ "cells": names(cells), "value": value }));
            }
            Constraint::Odd { cells } => cells
                .iter()
                .for_each(|&c| add("odd", json!({ "cell": name(c) }))),
            Constraint::Even { cells } => cells
                .iter()
                .for_each(|&c| add("even", json!({ "cell": name(c) }))),
            Constraint::Renban { cells } => add("renban", json!({ "lines": [names(cells)] })),
            Constraint::Palindrome { cells } => {
                add("palindrome", json!({ "lines": [names(cells)] }))
            }
            Constraint::Between { cells } => add("betweenline", json!({ "lines": [names(cells)] })),
            Constraint::Whispers { cells, difference } => add(
                "whispers",
                match difference {
                    Some(d) => json!({ "lines": [names(cells)], "value": text(u32::from(*d)) }),
                    None => json!({ "lines": [names(cells)] }),
                },
            ),
            Constraint::Quadruple { cells, digits } => add(
                "quadruple",
                json!({ "cells": names(cells), "values": digits }),
            ),
        }
    }
    match (negative_x, negative_v) {
        (true, true) => add("negative", json!("xv")),
        (false, false) => {}
        _ => {
            return Err(Error::Unsupported {
                constraint: "negative (X or V alone: f-puzzles' negative takes both)".into(),
            })
        }
    }

    let mut out = format!("{{\"size\":{n},\"grid\":{}", Value::Array(grid));
    for (key, values) in fields {
        let value = match key {
            _ if values.is_empty() => continue,
            "diagonal+" | "diagonal-" | "antiknight" | "antiking" | "nonconsecutive" => json!(true),
            _ => Value::Array(values),
        };
        out.push_str(&format!(",{}:{value}", Value::String(key.into())));
    }
    out.push('}');
    Ok(out)
}

/// Writes `puzzle` as an f-puzzles link: `https://www.f-puzzles.com/?load=` and its JSON
/// ([`to_fpuzzles`]) compressed with lz-string's `compressToBase64`.
///
/// # Errors
/// Those of [`to_fpuzzles`].
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{fpuzzles, Puzzle};
///
/// let link = fpuzzles::to_fpuzzles_url(&Puzzle::new(6))?;
/// assert!(link.starts_with("https://www.f-puzzles.com/?load=N4Ig"));
/// assert_eq!(fpuzzles::from_fpuzzles(&link)?, Puzzle::new(6));
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn to_fpuzzles_url(puzzle: &Puzzle) -> Result<String, Error> {
    Ok(link::link_of_json(&to_fpuzzles(puzzle)?))
}

/// The clue cell (1-based, row or column 0 or N + 1) and direction of a little killer
/// whose `cells` run from the edge inwards along a whole diagonal.
fn little_killer_clue(n: usize, cells: &[u16]) -> Option<((i64, i64), &'static str)> {
    let first = usize::from(*cells.first()?);
    let (row, column) = ((first / n + 1) as i64, (first % n + 1) as i64);
    [
        ((-1, -1), "UL"),
        ((-1, 1), "UR"),
        ((1, -1), "DL"),
        ((1, 1), "DR"),
    ]
    .into_iter()
    .map(|(step, direction)| ((row - step.0, column - step.1), step, direction))
    .filter(|&(clue, _, _)| {
        let inside = |k: i64| (1..=n as i64).contains(&k);
        !(inside(clue.0) && inside(clue.1))
    })
    .find(|&(clue, step, _)| super::diagonal(n, clue, step) == cells)
    .map(|(clue, _, direction)| (clue, direction))
}
