//! Writing a [`Puzzle`] as f-puzzles JSON, and as an f-puzzles link.

use serde_json::{json, Value};

use super::link;
use crate::variant::Puzzle;
use crate::Error;

/// Writes `puzzle` as f-puzzles JSON, which f-puzzles, SudokuPad and [`from_fpuzzles`]
/// read back.
///
/// Fields come in f-puzzles' own order (`size`, `title`, `author`, `ruleset`, `grid`, then
/// the constraints), each only when used. Reading the JSON back gives the same puzzle (a
/// blank title, author or rules text reads back as none), up to the order of its
/// constraints (grouped by kind, in the order of the table in the module's docs) and the
/// cells of the kinds f-puzzles lists cell by cell or entry by entry (odd, even, minimum,
/// maximum, the indexers), which come back as one constraint per kind, and given pencil
/// marks, which come back one per cell.
///
/// # Errors
/// [`Error::InvalidPuzzle`] when the description itself is malformed
/// ([`Puzzle::validate_shape`]); [`Error::Unsupported`] for a rule f-puzzles cannot
/// state: a [`Constraint::LittleKiller`](crate::variant::Constraint::LittleKiller) whose cells are not a whole diagonal from the
/// edge, or a [`Constraint::Negative`](crate::variant::Constraint::Negative) for only one of X and V (f-puzzles' `negative`
/// takes them together).
///
/// [`from_fpuzzles`]: super::from_fpuzzles
/// [`Constraint::Odd`]: crate::variant::Constraint::Odd
/// [`Constraint::Even`]: crate::variant::Constraint::Even
/// [`Constraint::LittleKiller`]: crate::variant::Constraint::LittleKiller
/// [`Constraint::Negative`]: crate::variant::Constraint::Negative
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
    let grid: Vec<serde_json::Map<String, Value>> = (0..n * n)
        .map(|index| {
            let mut cell = serde_json::Map::new();
            let given = puzzle.givens[index];
            if given != 0 {
                cell.insert("value".into(), json!(given));
                cell.insert("given".into(), json!(true));
            }
            if let Some(regions) = &puzzle.regions {
                cell.insert("region".into(), json!(regions[index]));
            }
            cell
        })
        .collect();

    let mut writer = Writer {
        puzzle,
        n,
        grid,
        fields: Vec::new(),
        last: Vec::new(),
    };
    for constraint in &puzzle.constraints {
        constraint.with_kind(|kind| kind.write(&mut writer))?;
    }
    for (key, value) in std::mem::take(&mut writer.last) {
        writer.add(key, value);
    }
    // f-puzzles' own order of fields; a field it does not list goes after, in the
    // order first written.
    let mut fields = writer.fields;
    let mut cells = writer.grid.into_iter().map(Value::Object);
    let grid: Vec<Value> = (0..n).map(|_| cells.by_ref().take(n).collect()).collect();
    fields.sort_by_key(|(key, _)| ORDER.iter().position(|k| k == key).unwrap_or(ORDER.len()));

    let mut out = format!("{{\"size\":{n}");
    for (key, text) in [
        ("title", &puzzle.title),
        ("author", &puzzle.author),
        ("ruleset", &puzzle.rules),
    ] {
        if let Some(text) = text {
            out.push_str(&format!(",\"{key}\":{}", Value::String(text.clone())));
        }
    }
    out.push_str(&format!(",\"grid\":{}", Value::Array(grid)));
    for (key, values) in fields {
        // A flag (`"antiking": true`) is written once, as `true`.
        let value = if values.iter().all(|v| *v == Value::Bool(true)) {
            Value::Bool(true)
        } else {
            Value::Array(values)
        };
        out.push_str(&format!(",{}:{value}", Value::String(key.into())));
    }
    out.push('}');
    Ok(out)
}

/// f-puzzles' own order of its constraint fields, as it writes them.
const ORDER: &[&str] = &[
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
    "minimum",
    "maximum",
    "rowindexer",
    "columnindexer",
    "boxindexer",
    "clone",
    "slowthermometer",
    "entropicline",
    "modularline",
    "nabner",
];

/// The f-puzzles document being written: the kinds' `write` add their entries here.
pub(crate) struct Writer<'p> {
    /// The puzzle being written (for kinds whose entry depends on others).
    pub(crate) puzzle: &'p Puzzle,
    /// N.
    pub(crate) n: usize,
    /// The grid's cells, row-major.
    grid: Vec<serde_json::Map<String, Value>>,
    /// Each field with its entries, in the order first written.
    fields: Vec<(&'static str, Vec<Value>)>,
    /// Entries written after all the others, each once.
    last: Vec<(&'static str, Value)>,
}

impl Writer<'_> {
    /// A cell's f-puzzles name, `R1C1`.
    pub(crate) fn name(&self, cell: u16) -> Value {
        let cell = usize::from(cell);
        Value::String(format!("R{}C{}", cell / self.n + 1, cell % self.n + 1))
    }

    /// Cells' f-puzzles names.
    pub(crate) fn names(&self, cells: &[u16]) -> Value {
        cells.iter().map(|&c| self.name(c)).collect()
    }

    /// Adds an entry to field `key`.
    pub(crate) fn add(&mut self, key: &'static str, value: Value) {
        match self.fields.iter_mut().find(|(k, _)| *k == key) {
            Some((_, list)) => list.push(value),
            None => self.fields.push((key, vec![value])),
        }
    }

    /// Sets a flag field (`"antiking": true`).
    pub(crate) fn flag(&mut self, key: &'static str) {
        self.add(key, Value::Bool(true));
    }

    /// Adds an entry to field `key` after every other entry, once however often asked.
    pub(crate) fn add_last(&mut self, key: &'static str, value: Value) {
        if !self.last.iter().any(|(k, v)| *k == key && *v == value) {
            self.last.push((key, value));
        }
    }

    /// Sets a cell's `givenPencilMarks` to the digits of `mask`, or to those it shares
    /// with marks already written there.
    ///
    /// # Errors
    /// [`Error::Unsupported`] when they share none (f-puzzles' empty list means no marks).
    pub(crate) fn pencil_marks(&mut self, cell: u16, mask: u32) -> Result<(), Error> {
        let entry = &mut self.grid[usize::from(cell)];
        let old = entry
            .get("givenPencilMarks")
            .and_then(Value::as_array)
            .map(|digits| {
                digits
                    .iter()
                    .filter_map(Value::as_u64)
                    .filter(|d| (1..=32).contains(d))
                    .fold(0u32, |m, d| m | 1 << (d - 1))
            });
        let mask = old.map_or(mask, |old| old & mask);
        if mask == 0 {
            return Err(Error::Unsupported {
                constraint: "pencilMarks (two sets on one cell that share no digit)".into(),
            });
        }
        let digits: Vec<u32> = (0..32)
            .filter(|d| mask >> d & 1 == 1)
            .map(|d| d + 1)
            .collect();
        entry.insert("givenPencilMarks".into(), json!(digits));
        Ok(())
    }

    /// Adds a line entry `{"lines": [[cells]], "value"?}` to field `key`.
    pub(crate) fn line(&mut self, key: &'static str, cells: &[u16], value: Option<Value>) {
        let lines = json!([self.names(cells)]);
        let entry = match value {
            Some(value) => json!({ "lines": lines, "value": value }),
            None => json!({ "lines": lines }),
        };
        self.add(key, entry);
    }
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
