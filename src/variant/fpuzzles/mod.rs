//! The f-puzzles format: its JSON and its links, read into a [`Puzzle`] and written back.
//!
//! f-puzzles (f-puzzles.com) is where variant setters build puzzles, and SudokuPad and
//! rangsk's solver read the same JSON. It has no published schema; the fields below are
//! those its public readers agree on (docs/variants.md lists them with their rules).
//!
//! # Read
//! | f-puzzles field | becomes |
//! |---|---|
//! | `size` | [`Puzzle::size`] |
//! | `grid[r][c].value` with `given: true` | [`Puzzle::givens`] (a value without `given` is a solver's entry, not part of the puzzle) |
//! | `grid[r][c].region` | [`Puzzle::regions`] (cells without one keep their default box's number) |
//! | `grid[r][c].givenPencilMarks` (`null` or `[]`: none) | [`Constraint::PencilMarks`] on that cell |
//! | `diagonal+`, `diagonal-` | [`Constraint::Diagonal`] `anti`, `main` |
//! | `antiknight`, `antiking`, `nonconsecutive` | [`Constraint::AntiKnight {}`], [`Constraint::AntiKing {}`], [`Constraint::NonConsecutive {}`] |
//! | `disjointgroups` | N [`Constraint::ExtraRegion`]s, the k-th cells of the boxes |
//! | `killercage` (`cells`, `value`) | [`Constraint::KillerCage`] |
//! | `cage` (`cells`, `value` `DR<root>`; any other value is decoration) | [`Constraint::DigitalRootCage`] |
//! | `littlekillersum` (`cell`, `direction`, `value`) | [`Constraint::LittleKiller`] |
//! | `sandwichsum` (`cell`, `value`) | [`Constraint::Sandwich`] |
//! | `thermometer` (`lines`) | a [`Constraint::Thermometer`] per line |
//! | `arrow` (`cells`, `lines`) | [`Constraint::Arrow`]: the circle, and the lines' other cells |
//! | `difference`, `ratio` (`cells`, `value`) | [`Constraint::KropkiWhite`], [`Constraint::KropkiBlack`] |
//! | `xv` (`cells`, `value` `X` or `V`) | [`Constraint::Xv`] |
//! | `odd`, `even` (`cell`) | one [`Constraint::Odd`], one [`Constraint::Even`] |
//! | `renban`, `whispers` (`value`: the difference), `palindrome`, `betweenline` (`lines`) | one constraint per line |
//! | `quadruple` (`cells`, `values`) | [`Constraint::Quadruple`] |
//! | `extraregion` (`cells`) | [`Constraint::ExtraRegion`] |
//! | `negative` (`"ratio"`, `"difference"`, `"xv"`) | [`Constraint::Negative`] |
//! | `title`, `author`, `ruleset` (text) | [`Puzzle::title`], [`Puzzle::author`], [`Puzzle::rules`] (shown, not solved with; blank text: none) |
//!
//! Ignored, because they carry no rule a solver can read: [`IGNORED_FIELDS`] at the top
//! level (the solution, decoration, solver settings), [`IGNORED_CELL_FIELDS`] in a grid cell (pencil
//! marks, colours). Any other field is an [`Error::Unsupported`] naming it, never a rule
//! silently dropped.

pub(in crate::variant) mod link;
pub(crate) mod read;
mod write;

use super::kinds::{pencil_marks, KINDS};
use crate::variant::{box_shape, Constraint, Puzzle};
use crate::Error;

pub(crate) use read::Field;
pub(crate) use write::Writer;
pub use write::{to_fpuzzles, to_fpuzzles_url};

/// Top-level fields read and ignored: metadata and decoration that no f-puzzles reader
/// solves with (`circle`, `line`, `rectangle` and `text` are f-puzzles' cosmetic tools;
/// `disabledlogic` and `truecandidatesoptions` are solver settings). Its cosmetic `cage`
/// is decoration too, except a cage whose value is `DR<root>`: a
/// [`Constraint::DigitalRootCage`].
pub const IGNORED_FIELDS: &[&str] = &[
    "solution",
    "highlightConflicts",
    "disabledlogic",
    "truecandidatesoptions",
    "circle",
    "line",
    "rectangle",
    "text",
];

/// Fields of a grid cell read and ignored: a solver's pencil marks and colours.
pub const IGNORED_CELL_FIELDS: &[&str] = &[
    "centerPencilMarks",
    "cornerPencilMarks",
    "candidates",
    "highlight",
    "c",
];

/// Reads an f-puzzles puzzle: its JSON text, or an f-puzzles link (`…?load=` followed by
/// the JSON compressed with lz-string's `compressToBase64`; SudokuPad's
/// `…/fpuzzles<compressed>` links too).
///
/// # Errors
/// * [`Error::InvalidPuzzle`] with the path of the bad field (`killercage[2].value`) and
///   the reason, for text that is neither JSON nor a link, malformed JSON, a missing or
///   mistyped field, a cell outside the grid, or a clue out of range;
/// * [`Error::Unsupported`] naming the first field this crate cannot read (`clock`).
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{fpuzzles, Constraint};
///
/// let json = r#"{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],
///   [{},{},{},{}],[{},{},{},{}]],"killercage":[{"cells":["R1C2","R1C3"],"value":"7"}]}"#;
/// let puzzle = fpuzzles::from_fpuzzles(json)?;
/// assert_eq!(puzzle.givens[0], 1);
/// assert_eq!(puzzle.constraints, vec![Constraint::KillerCage { cells: vec![1, 2], sum: Some(7) }]);
///
/// // The same puzzle as a link reads the same.
/// let link = fpuzzles::to_fpuzzles_url(&puzzle)?;
/// assert_eq!(fpuzzles::from_fpuzzles(&link)?, puzzle);
///
/// let err = fpuzzles::from_fpuzzles(r#"{"size":4,"grid":[],"clock":[]}"#).unwrap_err();
/// assert_eq!(err.to_string(), "unsupported constraint 'clock'");
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn from_fpuzzles(text: &str) -> Result<Puzzle, Error> {
    crate::variant::limits::check_text(text)?;
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if trimmed.starts_with('{') {
        return from_json(trimmed);
    }
    match link::json_of_link(trimmed)? {
        Some(json) => from_json(json.trim()),
        None => Err(Error::InvalidPuzzle {
            path: "(input)".into(),
            reason: "expected f-puzzles JSON (an object, starting with {) or an f-puzzles \
                     link (with ?load=)"
                .into(),
        }),
    }
}

fn from_json(json: &str) -> Result<Puzzle, Error> {
    crate::variant::limits::check_json_nodes(json, "the f-puzzles JSON")?;
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|err| Error::InvalidPuzzle {
            path: "(input)".into(),
            reason: format!("not JSON: {err}"),
        })?;
    from_value(&value)
}

/// Reads f-puzzles JSON already parsed (SudokuPad's reader builds it from a drawing).
pub(in crate::variant) fn from_value(value: &serde_json::Value) -> Result<Puzzle, Error> {
    Reader::read(Field::root(value))
}

/// The puzzle being read, and where each constraint came from (to name its f-puzzles
/// path when the description's own checks refuse it).
pub(crate) struct Reader {
    pub(crate) puzzle: Puzzle,
    origins: Vec<String>,
}

impl Reader {
    fn read(root: Field<'_>) -> Result<Puzzle, Error> {
        let fields = root.object()?;
        // A rule this reader does not know is refused before anything else is read.
        if let Some(name) = fields.keys().find(|key| {
            !matches!(
                key.as_str(),
                "size" | "grid" | "title" | "author" | "ruleset"
            ) && !IGNORED_FIELDS.contains(&key.as_str())
                && !KINDS
                    .iter()
                    .any(|kind| kind.fpuzzles.contains(&key.as_str()))
        }) {
            return Err(Error::Unsupported {
                constraint: name.clone(),
            });
        }
        let size = root.required("size", |f| f.int(1..=i64::from(crate::variant::MAX_SIZE)))?;
        let size = u8::try_from(size).unwrap_or(0);
        let mut reader = Reader {
            puzzle: Puzzle::new(size),
            origins: Vec::new(),
        };
        root.required("grid", |grid| reader.grid(grid))?;
        reader.puzzle.title = root.with_key("title", text)?;
        reader.puzzle.author = root.with_key("author", text)?;
        reader.puzzle.rules = root.with_key("ruleset", text)?;
        // Fields in the order of the kinds' table, so the constraints come out in one
        // order whatever the JSON's key order.
        for kind in KINDS {
            for name in kind.fpuzzles {
                root.with_key(name, |field| match (field, kind.read) {
                    (Some(field), Some(read)) => read(&mut reader, name, field),
                    _ => Ok(()),
                })?;
            }
        }
        reader.finish()
    }

    /// The description's own checks, with a failing constraint's path named in
    /// f-puzzles terms (`killercage[2]`) as well as the description's.
    fn finish(self) -> Result<Puzzle, Error> {
        match self.puzzle.validate_shape() {
            Ok(()) => Ok(self.puzzle),
            Err(Error::InvalidPuzzle { path, reason }) => {
                let origin = path
                    .strip_prefix("constraints[")
                    .and_then(|rest| rest.split(']').next())
                    .and_then(|k| k.parse::<usize>().ok())
                    .and_then(|k| self.origins.get(k));
                Err(match origin {
                    Some(origin) => Error::InvalidPuzzle {
                        path: origin.clone(),
                        reason: format!("{reason} ({path} of the description)"),
                    },
                    None => Error::InvalidPuzzle { path, reason },
                })
            }
            Err(err) => Err(err),
        }
    }

    pub(crate) fn size(&self) -> usize {
        usize::from(self.puzzle.size)
    }

    pub(crate) fn push(&mut self, constraint: Constraint, origin: &Field<'_>) {
        self.puzzle.constraints.push(constraint);
        self.origins.push(origin.path());
    }

    fn grid(&mut self, grid: Field<'_>) -> Result<(), Error> {
        let n = self.size();
        if grid.len()? != n {
            return Err(grid.invalid(format!("expected {n} rows, found {}", grid.len()?)));
        }
        let mut regions: Vec<Option<u8>> = vec![None; n * n];
        let mut row = 0;
        grid.each(|cells| {
            if cells.len()? != n {
                return Err(cells.invalid(format!("expected {n} cells, found {}", cells.len()?)));
            }
            let mut column = 0;
            cells.each(|cell| {
                let index = row * n + column;
                column += 1;
                self.cell(cell, index, &mut regions[index])
            })?;
            row += 1;
            Ok(())
        })?;
        if regions.iter().any(Option::is_some) {
            let (rows, columns) = box_shape(self.puzzle.size);
            let (rows, columns) = (usize::from(rows), usize::from(columns));
            let numbers = regions
                .iter()
                .enumerate()
                .map(|(i, region)| {
                    region.unwrap_or(((i / n) / rows * (n / columns) + (i % n) / columns) as u8)
                })
                .collect();
            self.puzzle.regions = Some(numbers);
        }
        Ok(())
    }

    fn cell(
        &mut self,
        cell: Field<'_>,
        index: usize,
        region: &mut Option<u8>,
    ) -> Result<(), Error> {
        let n = self.size();
        let given = cell.with_key("given", |f| f.map_or(Ok(false), |f| f.bool()))?;
        cell.with_key("value", |f| {
            if let Some(f) = f {
                let value = f.int(0..=n as i64)?;
                if given {
                    self.puzzle.givens[index] = value as u8;
                }
            }
            Ok(())
        })?;
        cell.with_key("region", |f| {
            match f {
                // f-puzzles writes null (rangsk's solver -1) for "no region of its own".
                Some(f) if f.value.is_null() || f.value.as_i64() == Some(-1) => {
                    Err(Error::Unsupported {
                        constraint: format!("{} (a cell outside every region)", f.path()),
                    })
                }
                Some(f) => {
                    *region = Some(f.int(0..=n as i64 - 1)? as u8);
                    Ok(())
                }
                None => Ok(()),
            }
        })?;
        cell.with_key("givenPencilMarks", |f| match f {
            Some(f) => pencil_marks::read_cell(self, index as u16, f),
            None => Ok(()),
        })?;
        if let Some(key) = cell.object()?.keys().find(|key| {
            !matches!(
                key.as_str(),
                "value" | "given" | "region" | "givenPencilMarks"
            ) && !IGNORED_CELL_FIELDS.contains(&key.as_str())
        }) {
            return Err(Error::Unsupported {
                constraint: key.clone(),
            });
        }
        Ok(())
    }

    /// A cell of the grid from its f-puzzles name, as an index.
    pub(crate) fn cell_index(&self, name: Field<'_>) -> Result<u16, Error> {
        let n = self.size();
        let (row, column) = name.cell_name(n, 1)?;
        Ok((row * n + column) as u16)
    }

    /// A list of cell names as indices; the same cell twice is an error at the second.
    pub(crate) fn cell_list(&self, names: Field<'_>) -> Result<Vec<u16>, Error> {
        let mut cells: Vec<u16> = Vec::new();
        names.each(|name| {
            let cell = self.cell_index(name)?;
            if cells.contains(&cell) {
                return Err(name.invalid(format!("{} is listed twice", read::brief(name.value))));
            }
            cells.push(cell);
            Ok(())
        })?;
        Ok(cells)
    }

    pub(crate) fn flag(&mut self, field: Field<'_>, constraint: Constraint) -> Result<(), Error> {
        if field.bool()? {
            self.push(constraint, &field);
        }
        Ok(())
    }

    /// The largest sum a clue can state: every cell of a 25×25 row holding 25.
    pub(crate) const MAX_SUM: i64 = 25 * 25;

    /// Fields of `{"lines": [[cells...], ...]}` entries: one constraint per line.
    pub(crate) fn lines(
        &mut self,
        field: Field<'_>,
        make: fn(Vec<u16>) -> Constraint,
    ) -> Result<(), Error> {
        field.each(|item| {
            item.required("lines", |lines| {
                lines.each(|line| {
                    let cells = self.cell_list(line)?;
                    self.push(make(cells), &line);
                    Ok(())
                })
            })
        })
    }

    /// The `cells` of a mark between two neighbours.
    pub(crate) fn pair(&self, item: Field<'_>) -> Result<[u16; 2], Error> {
        item.required("cells", |f| {
            let cells = self.cell_list(f)?;
            <[u16; 2]>::try_from(cells.as_slice())
                .map_err(|_| f.invalid(format!("expected 2 cells, found {}", cells.len())))
        })
    }

    /// `[{cell}, ...]` entries (odd, even) as one list of cells; the same cell twice is
    /// an error at the second.
    pub(crate) fn single_cells(&self, field: Field<'_>) -> Result<Vec<u16>, Error> {
        let mut cells: Vec<u16> = Vec::new();
        field.each(|item| {
            item.required("cell", |f| {
                let cell = self.cell_index(f)?;
                if cells.contains(&cell) {
                    return Err(f.invalid(format!("{} is listed twice", read::brief(f.value))));
                }
                cells.push(cell);
                Ok(())
            })
        })?;
        Ok(cells)
    }
}

/// A text field (`title`, `author`, `ruleset`): absent, null or blank is none.
fn text(field: Option<Field<'_>>) -> Result<Option<String>, Error> {
    match field {
        Some(field) if !field.value.is_null() => {
            let text = field.str()?.trim();
            Ok((!text.is_empty()).then(|| text.to_owned()))
        }
        _ => Ok(None),
    }
}

/// The cells of the diagonal from `start` (outside the grid, or on its edge) stepping by
/// `step`, inside the `n`×`n` grid.
pub(crate) fn diagonal(n: usize, start: (i64, i64), step: (i64, i64)) -> Vec<u16> {
    let n = n as i64;
    let inside = |(r, c): (i64, i64)| (1..=n).contains(&r) && (1..=n).contains(&c);
    let mut at = (start.0 + step.0, start.1 + step.1);
    let mut cells = Vec::new();
    while inside(at) {
        cells.push(((at.0 - 1) * n + at.1 - 1) as u16);
        at = (at.0 + step.0, at.1 + step.1);
    }
    cells
}
