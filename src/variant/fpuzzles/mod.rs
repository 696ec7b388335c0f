//! The f-puzzles format: its JSON and its links, read into a [`Puzzle`] and written back.
//!
//! f-puzzles (f-puzzles.com) is where variant setters build puzzles, and SudokuPad and
//! rangsk's solver read the same JSON. It has no published schema; the fields below are
//! those its public readers agree on (the project's README lists them with their rules).
//!
//! # Read
//! | f-puzzles field | becomes |
//! |---|---|
//! | `size` | [`Puzzle::size`] |
//! | `grid[r][c].value` with `given: true` | [`Puzzle::givens`] (a value without `given` is a solver's entry, not part of the puzzle) |
//! | `grid[r][c].region` | [`Puzzle::regions`] (cells without one keep their default box's number) |
//! | `diagonal+`, `diagonal-` | [`Constraint::Diagonal`] `anti`, `main` |
//! | `antiknight`, `antiking`, `nonconsecutive` | [`Constraint::AntiKnight {}`], [`Constraint::AntiKing {}`], [`Constraint::NonConsecutive {}`] |
//! | `disjointgroups` | N [`Constraint::ExtraRegion`]s, the k-th cells of the boxes |
//! | `killercage` (`cells`, `value`) | [`Constraint::KillerCage`] |
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
//!
//! Ignored, because they carry no rule a solver can read: [`IGNORED_FIELDS`] at the top
//! level (titles, rules text, decoration), [`IGNORED_CELL_FIELDS`] in a grid cell (pencil
//! marks, colours). Any other field is an [`Error::Unsupported`] naming it, never a rule
//! silently dropped.

mod link;
mod read;
mod write;

use crate::variant::{box_shape, Axis, Constraint, Diagonal, Mark, Puzzle};
use crate::Error;

use read::Field;
pub use write::{to_fpuzzles, to_fpuzzles_url};

/// Top-level fields read and ignored: metadata and decoration that no f-puzzles reader
/// solves with (`cage`, `circle`, `line`, `rectangle` and `text` are f-puzzles' cosmetic
/// tools; `disabledlogic` and `truecandidatesoptions` are solver settings).
pub const IGNORED_FIELDS: &[&str] = &[
    "title",
    "author",
    "ruleset",
    "solution",
    "highlightConflicts",
    "disabledlogic",
    "truecandidatesoptions",
    "cage",
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
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|err| Error::InvalidPuzzle {
            path: "(input)".into(),
            reason: format!("not JSON: {err}"),
        })?;
    Reader::read(Field::root(&value))
}

/// The fields that hold constraints, each with its reader: one table, one dispatch.
type FieldReader = fn(&mut Reader, Field<'_>) -> Result<(), Error>;
const CONSTRAINT_FIELDS: &[(&str, FieldReader)] = &[
    ("diagonal+", |r, f| {
        r.flag(
            f,
            Constraint::Diagonal {
                direction: Diagonal::Anti,
            },
        )
    }),
    ("diagonal-", |r, f| {
        r.flag(
            f,
            Constraint::Diagonal {
                direction: Diagonal::Main,
            },
        )
    }),
    ("antiknight", |r, f| r.flag(f, Constraint::AntiKnight {})),
    ("antiking", |r, f| r.flag(f, Constraint::AntiKing {})),
    ("nonconsecutive", |r, f| {
        r.flag(f, Constraint::NonConsecutive {})
    }),
    ("disjointgroups", Reader::disjoint_groups),
    ("extraregion", Reader::extra_regions),
    ("killercage", Reader::killer_cages),
    ("littlekillersum", Reader::little_killers),
    ("sandwichsum", Reader::sandwiches),
    ("thermometer", |r, f| {
        r.lines(f, |cells| Constraint::Thermometer { cells })
    }),
    ("arrow", Reader::arrows),
    ("difference", |r, f| r.dots(f, Dot::White)),
    ("ratio", |r, f| r.dots(f, Dot::Black)),
    ("xv", Reader::xvs),
    ("odd", |r, f| r.parity(f, true)),
    ("even", |r, f| r.parity(f, false)),
    ("renban", |r, f| {
        r.lines(f, |cells| Constraint::Renban { cells })
    }),
    ("whispers", Reader::whispers),
    ("palindrome", |r, f| {
        r.lines(f, |cells| Constraint::Palindrome { cells })
    }),
    ("betweenline", |r, f| {
        r.lines(f, |cells| Constraint::Between { cells })
    }),
    ("quadruple", Reader::quadruples),
    ("negative", Reader::negatives),
];

/// The puzzle being read, and where each constraint came from (to name its f-puzzles
/// path when the description's own checks refuse it).
struct Reader {
    puzzle: Puzzle,
    origins: Vec<String>,
}

#[derive(Clone, Copy)]
enum Dot {
    White,
    Black,
}

impl Reader {
    fn read(root: Field<'_>) -> Result<Puzzle, Error> {
        let fields = root.object()?;
        // A rule this reader does not know is refused before anything else is read.
        if let Some(name) = fields.keys().find(|key| {
            !matches!(key.as_str(), "size" | "grid")
                && !IGNORED_FIELDS.contains(&key.as_str())
                && !CONSTRAINT_FIELDS.iter().any(|(name, _)| name == key)
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
        // Fields in the order of the table, so the constraints come out in one order
        // whatever the JSON's key order.
        for (name, read) in CONSTRAINT_FIELDS {
            root.with_key(name, |field| match field {
                Some(field) => read(&mut reader, field),
                None => Ok(()),
            })?;
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

    fn size(&self) -> usize {
        usize::from(self.puzzle.size)
    }

    fn push(&mut self, constraint: Constraint, origin: &Field<'_>) {
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
        if let Some(key) = cell.object()?.keys().find(|key| {
            !matches!(key.as_str(), "value" | "given" | "region")
                && !IGNORED_CELL_FIELDS.contains(&key.as_str())
        }) {
            return Err(Error::Unsupported {
                constraint: key.clone(),
            });
        }
        Ok(())
    }

    /// A cell of the grid from its f-puzzles name, as an index.
    fn cell_index(&self, name: Field<'_>) -> Result<u16, Error> {
        let n = self.size();
        let (row, column) = name.cell_name(n, 1)?;
        Ok((row * n + column) as u16)
    }

    /// A list of cell names as indices; the same cell twice is an error at the second.
    fn cell_list(&self, names: Field<'_>) -> Result<Vec<u16>, Error> {
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

    fn flag(&mut self, field: Field<'_>, constraint: Constraint) -> Result<(), Error> {
        if field.bool()? {
            self.push(constraint, &field);
        }
        Ok(())
    }

    fn disjoint_groups(&mut self, field: Field<'_>) -> Result<(), Error> {
        if !field.bool()? {
            return Ok(());
        }
        if self.puzzle.regions.is_some() {
            return Err(Error::Unsupported {
                constraint: "disjointgroups (with irregular regions)".into(),
            });
        }
        let n = self.size();
        let (rows, columns) = box_shape(self.puzzle.size);
        let (rows, columns) = (usize::from(rows), usize::from(columns));
        for k in 0..n {
            let cells = (0..n)
                .map(|b| {
                    let (band, stack) = (b / (n / columns), b % (n / columns));
                    let (row, column) = (band * rows + k / columns, stack * columns + k % columns);
                    (row * n + column) as u16
                })
                .collect();
            self.push(Constraint::ExtraRegion { cells }, &field);
        }
        Ok(())
    }

    fn extra_regions(&mut self, field: Field<'_>) -> Result<(), Error> {
        field.each(|item| {
            let cells = item.required("cells", |f| self.cell_list(f))?;
            self.push(Constraint::ExtraRegion { cells }, &item);
            Ok(())
        })
    }

    /// The largest sum a clue can state: every cell of a 25×25 row holding 25.
    const MAX_SUM: i64 = 25 * 25;

    fn killer_cages(&mut self, field: Field<'_>) -> Result<(), Error> {
        field.each(|item| {
            let cells = item.required("cells", |f| self.cell_list(f))?;
            let sum = item.with_key("value", |f| {
                f.map_or(Ok(None), |f| f.clue(0..=Self::MAX_SUM))
            })?;
            // f-puzzles' cage tool writes no value (or "0", in ISS's export) for a cage
            // without a total.
            let sum = sum.filter(|&s| s > 0).map(|s| s as u32);
            self.push(Constraint::KillerCage { cells, sum }, &item);
            Ok(())
        })
    }

    fn little_killers(&mut self, field: Field<'_>) -> Result<(), Error> {
        let n = self.size();
        field.each(|item| {
            let (row, column) = item.required("cell", |f| {
                let (row, column) = f.cell_name(n + 2, 0)?;
                if (1..=n).contains(&row) && (1..=n).contains(&column) {
                    return Err(f.invalid("a little killer clue sits outside the grid"));
                }
                Ok((row, column))
            })?;
            let step = item.required("direction", |f| {
                Ok(match f.str()? {
                    "UL" => (-1, -1),
                    "UR" => (-1, 1),
                    "DL" => (1, -1),
                    "DR" => (1, 1),
                    _ => {
                        return Err(f.invalid(format!(
                            "expected \"UL\", \"UR\", \"DL\" or \"DR\", found {}",
                            read::brief(f.value)
                        )))
                    }
                })
            })?;
            let cells = diagonal(n, (row as i64, column as i64), step);
            if cells.is_empty() {
                return Err(item.invalid("the clue's diagonal does not enter the grid"));
            }
            item.with_key("cells", |f| match f {
                Some(f) => {
                    let mut listed = self.cell_list(f)?;
                    let mut expected = cells.clone();
                    listed.sort_unstable();
                    expected.sort_unstable();
                    if listed != expected {
                        return Err(
                            f.invalid("the cells are not the diagonal of `cell` and `direction`")
                        );
                    }
                    Ok(())
                }
                None => Ok(()),
            })?;
            let sum = item.with_key("value", |f| {
                f.map_or(Ok(None), |f| f.clue(0..=Self::MAX_SUM))
            })?;
            // A blank clue, or "0" (f-puzzles' readers take both as no clue): no rule.
            if let Some(sum) = sum.filter(|&s| s > 0) {
                self.push(
                    Constraint::LittleKiller {
                        cells,
                        sum: sum as u32,
                    },
                    &item,
                );
            }
            Ok(())
        })
    }

    fn sandwiches(&mut self, field: Field<'_>) -> Result<(), Error> {
        let n = self.size();
        field.each(|item| {
            let (axis, index) = item.required("cell", |f| {
                let (row, column) = f.cell_name(n + 2, 0)?;
                let edge = |k: usize| k == 0 || k == n + 1;
                let inner = |k: usize| (1..=n).contains(&k);
                if edge(row) && inner(column) {
                    Ok((Axis::Column, column - 1))
                } else if edge(column) && inner(row) {
                    Ok((Axis::Row, row - 1))
                } else {
                    Err(f
                        .invalid("a sandwich clue sits outside the grid, beside a row or a column"))
                }
            })?;
            let sum = item.required("value", |f| f.clue(0..=Self::MAX_SUM))?;
            if let Some(sum) = sum {
                self.push(
                    Constraint::Sandwich {
                        axis,
                        index: index as u8,
                        sum: sum as u32,
                    },
                    &item,
                );
            }
            Ok(())
        })
    }

    /// Fields of `{"lines": [[cells...], ...]}` entries: one constraint per line.
    fn lines(&mut self, field: Field<'_>, make: fn(Vec<u16>) -> Constraint) -> Result<(), Error> {
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

    fn whispers(&mut self, field: Field<'_>) -> Result<(), Error> {
        let n = self.size() as i64;
        field.each(|item| {
            let difference = item.with_key("value", |f| {
                f.map_or(Ok(None), |f| f.clue(1..=(n - 1).max(1)))
            })?;
            item.required("lines", |lines| {
                lines.each(|line| {
                    let cells = self.cell_list(line)?;
                    self.push(
                        Constraint::Whispers {
                            cells,
                            difference: difference.map(|d| d as u8),
                        },
                        &line,
                    );
                    Ok(())
                })
            })
        })
    }

    fn arrows(&mut self, field: Field<'_>) -> Result<(), Error> {
        field.each(|item| {
            let circle = item.required("cells", |f| self.cell_list(f))?;
            if circle.is_empty() {
                return Err(item.invalid("an arrow needs a circle (`cells` is empty)"));
            }
            let mut line: Vec<u16> = Vec::new();
            item.required("lines", |lines| {
                lines.each(|cells| {
                    // Each line starts in the circle; branches may share cells.
                    for cell in self.cell_list(cells)? {
                        if !circle.contains(&cell) && !line.contains(&cell) {
                            line.push(cell);
                        }
                    }
                    Ok(())
                })
            })?;
            if line.is_empty() {
                return Err(item.invalid("an arrow needs a line leaving its circle"));
            }
            self.push(Constraint::Arrow { circle, line }, &item);
            Ok(())
        })
    }

    fn dots(&mut self, field: Field<'_>, dot: Dot) -> Result<(), Error> {
        let n = self.size() as i64;
        field.each(|item| {
            let cells = self.pair(item)?;
            let value = item.with_key("value", |f| f.map_or(Ok(None), |f| f.clue(1..=n.max(2))))?;
            let constraint = match dot {
                Dot::White => Constraint::KropkiWhite {
                    cells,
                    difference: value.unwrap_or(1) as u8,
                },
                Dot::Black => Constraint::KropkiBlack {
                    cells,
                    ratio: value.unwrap_or(2) as u8,
                },
            };
            self.push(constraint, &item);
            Ok(())
        })
    }

    /// The `cells` of a mark between two neighbours.
    fn pair(&self, item: Field<'_>) -> Result<[u16; 2], Error> {
        item.required("cells", |f| {
            let cells = self.cell_list(f)?;
            <[u16; 2]>::try_from(cells.as_slice())
                .map_err(|_| f.invalid(format!("expected 2 cells, found {}", cells.len())))
        })
    }

    fn xvs(&mut self, field: Field<'_>) -> Result<(), Error> {
        field.each(|item| {
            let cells = self.pair(item)?;
            let sum = item.required("value", |f| match f.str()? {
                "X" | "x" => Ok(10),
                "V" | "v" => Ok(5),
                _ => Err(f.invalid(format!(
                    "expected \"X\" or \"V\", found {}",
                    read::brief(f.value)
                ))),
            })?;
            self.push(Constraint::Xv { cells, sum }, &item);
            Ok(())
        })
    }

    fn parity(&mut self, field: Field<'_>, odd: bool) -> Result<(), Error> {
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
        if !cells.is_empty() {
            let constraint = if odd {
                Constraint::Odd { cells }
            } else {
                Constraint::Even { cells }
            };
            self.push(constraint, &field);
        }
        Ok(())
    }

    fn quadruples(&mut self, field: Field<'_>) -> Result<(), Error> {
        let n = self.size() as i64;
        field.each(|item| {
            let cells = item.required("cells", |f| self.cell_list(f))?;
            let mut digits = Vec::new();
            item.required("values", |values| {
                values.each(|value| {
                    digits.push(value.int(1..=n)? as u8);
                    Ok(())
                })
            })?;
            self.push(Constraint::Quadruple { cells, digits }, &item);
            Ok(())
        })
    }

    fn negatives(&mut self, field: Field<'_>) -> Result<(), Error> {
        field.each(|item| {
            let marks: &[Mark] = match item.str()? {
                "difference" => &[Mark::KropkiWhite],
                "ratio" => &[Mark::KropkiBlack],
                "xv" => &[Mark::X, Mark::V],
                other => {
                    return Err(Error::Unsupported {
                        constraint: format!("negative {other}"),
                    });
                }
            };
            for &mark in marks {
                let constraint = Constraint::Negative { mark };
                if !self.puzzle.constraints.contains(&constraint) {
                    self.push(constraint, &item);
                }
            }
            Ok(())
        })
    }
}

/// The cells of the diagonal from `start` (outside the grid, or on its edge) stepping by
/// `step`, inside the `n`×`n` grid.
fn diagonal(n: usize, start: (i64, i64), step: (i64, i64)) -> Vec<u16> {
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
