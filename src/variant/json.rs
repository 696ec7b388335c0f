//! Reading a [`Puzzle`] from its own JSON (the shape documented on [`Puzzle`]) with the
//! path of a bad field in the error, which serde's derive alone does not give.

use serde::Deserialize;
use serde_json::Value;

use super::{Constraint, Puzzle};
use crate::Error;

/// Reads a [`Puzzle`] from its JSON and checks it ([`Puzzle::validate_shape`]).
///
/// # Errors
/// * [`Error::InvalidPuzzle`] with the path of the bad field (`givens[17]`,
///   `constraints[3]`, `constraints[3].cells[2]`) for text that is not JSON, a field of
///   the wrong type, an unknown field, or a description `validate_shape` refuses;
///   for text longer than [`MAX_TEXT`](super::MAX_TEXT) (path `(input)`) and more than
///   [`MAX_CONSTRAINTS`](super::MAX_CONSTRAINTS) constraints, before reading them;
/// * [`Error::Unsupported`] for a constraint whose `type` this crate does not know.
///
/// # Example
/// ```
/// use sudoku_wasm::{variant::{puzzle_from_json, Constraint}, Error};
///
/// let puzzle = puzzle_from_json(r#"{"size":4,"givens":[1,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,0],
///   "constraints":[{"type":"antiKing"}]}"#)?;
/// assert_eq!(puzzle.constraints, vec![Constraint::AntiKing {}]);
///
/// let err = puzzle_from_json(r#"{"size":4,"givens":[1,0,0,"x"]}"#).unwrap_err();
/// assert_eq!(err.to_string(), "invalid puzzle at givens[3]: invalid type: string \"x\", expected u8");
/// let err = puzzle_from_json(r#"{"size":4,"givens":[],"constraints":[{"type":"clock"}]}"#).unwrap_err();
/// assert_eq!(err, Error::Unsupported { constraint: "clock".into() });
/// # Ok::<(), Error>(())
/// ```
pub fn puzzle_from_json(text: &str) -> Result<Puzzle, Error> {
    super::limits::check_text(text)?;
    let value: Value =
        serde_json::from_str(text).map_err(|err| invalid("(input)", format!("not JSON: {err}")))?;
    puzzle_from_value(&value)
}

/// [`puzzle_from_json`] for JSON already parsed.
///
/// # Errors
/// As [`puzzle_from_json`].
pub fn puzzle_from_value(value: &Value) -> Result<Puzzle, Error> {
    let Some(fields) = value.as_object() else {
        return Err(invalid(
            "(root)",
            format!("expected an object, found {}", kind(value)),
        ));
    };
    if let Some(key) = fields.keys().find(|key| {
        !matches!(
            key.as_str(),
            "size" | "givens" | "regions" | "constraints" | "title" | "author" | "rules"
        )
    }) {
        return Err(invalid(
            key.clone(),
            "unknown field (expected size, givens, regions, constraints, title, author, rules)",
        ));
    }
    let size = match fields.get("size") {
        Some(size) => u8::deserialize(size).map_err(|e| invalid("size", e.to_string()))?,
        None => return Err(invalid("(root)", "missing \"size\"")),
    };
    let givens = match fields.get("givens") {
        Some(givens) => digits(givens, "givens")?,
        None => return Err(invalid("(root)", "missing \"givens\"")),
    };
    let regions = match fields.get("regions") {
        None | Some(Value::Null) => None,
        Some(regions) => Some(digits(regions, "regions")?),
    };
    let mut constraints = Vec::new();
    match fields.get("constraints") {
        None | Some(Value::Null) => {}
        Some(Value::Array(items)) => {
            super::limits::check_count(items.len(), "constraints")?;
            for (k, item) in items.iter().enumerate() {
                constraints.push(constraint(item, k)?);
            }
        }
        Some(other) => {
            return Err(invalid(
                "constraints",
                format!("expected an array, found {}", kind(other)),
            ))
        }
    }
    let text = |key: &str| match fields.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => Ok(Some(text.clone())),
        Some(other) => Err(invalid(
            key,
            format!("expected a string, found {}", kind(other)),
        )),
    };
    let puzzle = Puzzle {
        size,
        givens,
        regions,
        constraints,
        title: text("title")?,
        author: text("author")?,
        rules: text("rules")?,
    };
    puzzle.validate_shape()?;
    Ok(puzzle)
}

fn constraint(item: &Value, k: usize) -> Result<Constraint, Error> {
    let path = format!("constraints[{k}]");
    let Some(kind_name) = item.get("type") else {
        return Err(invalid(
            path,
            format!("expected an object with a \"type\", found {}", kind(item)),
        ));
    };
    Constraint::deserialize(item).map_err(|err| {
        let message = err.to_string();
        match kind_name.as_str() {
            Some(name) if message.starts_with("unknown variant") => Error::Unsupported {
                constraint: name.to_owned(),
            },
            _ => invalid(path, message),
        }
    })
}

/// An array of small numbers, each read with its index in the path.
fn digits(value: &Value, path: &str) -> Result<Vec<u8>, Error> {
    let Some(items) = value.as_array() else {
        return Err(invalid(
            path,
            format!("expected an array, found {}", kind(value)),
        ));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            u8::deserialize(item).map_err(|e| invalid(format!("{path}[{i}]"), e.to_string()))
        })
        .collect()
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn invalid(path: impl Into<String>, reason: impl Into<String>) -> Error {
    Error::InvalidPuzzle {
        path: path.into(),
        reason: reason.into(),
    }
}
