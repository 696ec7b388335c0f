//! Reading f-puzzles JSON with paths: every value is looked up through a [`Field`] that
//! knows where it is (`killercage[2].value`), so a malformed value is reported there.

use serde_json::{Map, Value};

use crate::Error;

/// A JSON value and its path from the document's root.
#[derive(Clone, Copy)]
pub(crate) struct Field<'a> {
    pub(crate) value: &'a Value,
    path: Path<'a>,
}

/// A path as a linked list on the stack: no allocation until an error names it.
#[derive(Clone, Copy)]
enum Path<'a> {
    Root,
    Key(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl Path<'_> {
    fn write(&self, out: &mut String) {
        match *self {
            Path::Root => {}
            Path::Key(parent, key) => {
                parent.write(out);
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(key);
            }
            Path::Index(parent, index) => {
                parent.write(out);
                out.push('[');
                out.push_str(&index.to_string());
                out.push(']');
            }
        }
    }
}

/// The JSON type of a value, for messages.
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

/// A value as JSON for a message, cut to 40 characters.
pub(crate) fn brief(value: &Value) -> String {
    let text = value.to_string();
    match text.char_indices().nth(40) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text,
    }
}

impl<'a> Field<'a> {
    /// The document's root.
    pub(crate) fn root(value: &'a Value) -> Self {
        Field {
            value,
            path: Path::Root,
        }
    }

    /// The path, as written in error messages (`killercage[2].value`; `(root)` for the root).
    pub(crate) fn path(&self) -> String {
        let mut out = String::new();
        self.path.write(&mut out);
        if out.is_empty() {
            out.push_str("(root)");
        }
        out
    }

    /// An [`Error::InvalidPuzzle`] about this value.
    pub(crate) fn invalid(&self, reason: impl Into<String>) -> Error {
        Error::InvalidPuzzle {
            path: self.path(),
            reason: reason.into(),
        }
    }

    /// Calls `f` with the member `key` of this object (absent: `None`), a field whose
    /// path is this one's plus the key.
    pub(crate) fn with_key<T>(
        &self,
        key: &'a str,
        f: impl FnOnce(Option<Field<'_>>) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let map = self.object()?;
        let path = Path::Key(&self.path, key);
        f(map.get(key).map(|value| Field { value, path }))
    }

    /// Like [`with_key`](Self::with_key), for a member that must be there.
    pub(crate) fn required<T>(
        &self,
        key: &'a str,
        f: impl FnOnce(Field<'_>) -> Result<T, Error>,
    ) -> Result<T, Error> {
        self.with_key(key, |field| match field {
            Some(field) => f(field),
            None => Err(self.invalid(format!("missing \"{key}\""))),
        })
    }

    /// This value as an object.
    pub(crate) fn object(&self) -> Result<&'a Map<String, Value>, Error> {
        self.value
            .as_object()
            .ok_or_else(|| self.invalid(format!("expected an object, found {}", kind(self.value))))
    }

    /// Calls `f` on each element of this array, with its index in the path.
    pub(crate) fn each(
        &self,
        mut f: impl FnMut(Field<'_>) -> Result<(), Error>,
    ) -> Result<(), Error> {
        let items = self.value.as_array().ok_or_else(|| {
            self.invalid(format!("expected an array, found {}", kind(self.value)))
        })?;
        for (index, value) in items.iter().enumerate() {
            f(Field {
                value,
                path: Path::Index(&self.path, index),
            })?;
        }
        Ok(())
    }

    /// The length of this array.
    pub(crate) fn len(&self) -> Result<usize, Error> {
        self.value
            .as_array()
            .map(Vec::len)
            .ok_or_else(|| self.invalid(format!("expected an array, found {}", kind(self.value))))
    }

    /// This value as a boolean.
    pub(crate) fn bool(&self) -> Result<bool, Error> {
        self.value.as_bool().ok_or_else(|| {
            self.invalid(format!(
                "expected true or false, found {}",
                kind(self.value)
            ))
        })
    }

    /// This value as a string.
    pub(crate) fn str(&self) -> Result<&'a str, Error> {
        self.value
            .as_str()
            .ok_or_else(|| self.invalid(format!("expected a string, found {}", kind(self.value))))
    }

    /// This value as a whole number in `range` (a JSON integer; `2.0` counts).
    pub(crate) fn int(&self, range: std::ops::RangeInclusive<i64>) -> Result<i64, Error> {
        let number = match self.value {
            Value::Number(n) => n.as_i64().or_else(|| {
                n.as_f64()
                    .filter(|x| x.fract() == 0.0 && x.abs() < 1e15)
                    .map(|x| x as i64)
            }),
            _ => {
                return Err(self.invalid(format!(
                    "expected a whole number, found {}",
                    kind(self.value)
                )))
            }
        };
        match number {
            Some(n) if range.contains(&n) => Ok(n),
            _ => Err(self.invalid(format!(
                "expected a whole number {}..{}, found {}",
                range.start(),
                range.end(),
                brief(self.value)
            ))),
        }
    }

    /// A clue: a whole number written as a string (`"23"`, f-puzzles' way) or as a number
    /// in `range`; `None` for an empty string (a clue left blank).
    pub(crate) fn clue(&self, range: std::ops::RangeInclusive<i64>) -> Result<Option<i64>, Error> {
        let Value::String(text) = self.value else {
            return self.int(range).map(Some);
        };
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        match text.parse::<i64>() {
            Ok(n) if range.contains(&n) => Ok(Some(n)),
            _ => Err(self.invalid(format!(
                "expected a whole number {}..{}, found {}",
                range.start(),
                range.end(),
                brief(self.value)
            ))),
        }
    }

    /// A cell name `R{row}C{col}` (1-based) as 0-based `(row, column)`, each in
    /// `0..limit` after the shift by `offset` (1 for cells in the grid, 0 for clue cells,
    /// which may sit on row or column 0 or N + 1).
    pub(crate) fn cell_name(&self, limit: usize, offset: usize) -> Result<(usize, usize), Error> {
        let text = self.str()?;
        parse_cell_name(text, limit, offset).ok_or_else(|| {
            self.invalid(format!(
                "expected a cell name R{{row}}C{{column}} with row and column {offset}..{}, found {}",
                limit + offset - 1,
                brief(self.value)
            ))
        })
    }
}

/// `R3C12` → `(3 - offset, 12 - offset)` when both are in `0..limit`.
fn parse_cell_name(text: &str, limit: usize, offset: usize) -> Option<(usize, usize)> {
    let rest = text.trim().strip_prefix(['R', 'r'])?;
    let split = rest.find(['C', 'c'])?;
    let number = |digits: &str| -> Option<usize> {
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits
            .parse::<usize>()
            .ok()?
            .checked_sub(offset)
            .filter(|&n| n < limit)
    };
    Some((number(&rest[..split])?, number(&rest[split + 1..])?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_names() {
        assert_eq!(parse_cell_name("R1C1", 9, 1), Some((0, 0)));
        assert_eq!(parse_cell_name("R10C12", 16, 1), Some((9, 11)));
        assert_eq!(parse_cell_name("R0C3", 11, 0), Some((0, 3)));
        assert_eq!(parse_cell_name("R0C3", 9, 1), None);
        assert_eq!(parse_cell_name("R10C1", 9, 1), None);
        assert_eq!(parse_cell_name("R1C", 9, 1), None);
        assert_eq!(parse_cell_name("R-1C1", 9, 1), None);
        assert_eq!(parse_cell_name("R+1C1", 9, 1), None);
        assert_eq!(parse_cell_name("X1C1", 9, 1), None);
        assert_eq!(parse_cell_name("R99999999999999999999C1", 9, 1), None);
    }

    #[test]
    fn paths_name_the_value() {
        let json: Value = serde_json::from_str(r#"{"killercage":[{},{},{"value":true}]}"#).unwrap();
        let root = Field::root(&json);
        let err = root
            .required("killercage", |cages| {
                let mut last = Ok(());
                cages.each(|cage| {
                    last = cage.with_key("value", |v| {
                        v.map_or(Ok(None), |v| v.clue(1..=100)).map(drop)
                    });
                    last.clone()
                })
            })
            .unwrap_err();
        assert_eq!(
            err,
            Error::InvalidPuzzle {
                path: "killercage[2].value".into(),
                reason: "expected a whole number, found a boolean".into()
            }
        );
    }
}
