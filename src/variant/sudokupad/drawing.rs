//! An scl puzzle (SudokuPad's JSON: a drawing) turned into the f-puzzles JSON it was
//! drawn from, shape by shape, with the styles of [`super::styles`].
//!
//! Every shape must be recognised: one that is not is an [`Error::Unsupported`] that
//! says what it is and where (`unrecognised line (colour #123456, thickness 9) through
//! r3c4-r3c6 (lines[3])`), never a rule silently dropped. The f-puzzles reader then
//! decides what each field means, so whatever it reads, SudokuPad links read too.

use serde_json::{json, Map, Value};

use super::styles::{self, Ends};
use crate::Error;

/// A point of the drawing: (row, column) in cells from the grid's top-left corner.
type Point = (f64, f64);
/// A cell (row, column), 0-based; clue cells outside the grid are -1 or N.
type Cell = (i64, i64);

const EPSILON: f64 = 1e-6;

fn near(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-3
}

/// The cell whose centre `point` is.
fn centre_cell(point: Point) -> Option<Cell> {
    let at = |x: f64| {
        let k = (x - 0.5).round();
        ((x - 0.5 - k).abs() < EPSILON && k.abs() < 1e6).then_some(k as i64)
    };
    Some((at(point.0)?, at(point.1)?))
}

/// The cell `point` lies in.
fn cell_of(point: Point) -> Cell {
    (point.0.floor() as i64, point.1.floor() as i64)
}

/// A point or cell for messages: `r3c4` for a cell's centre, `(2.25, 3.5)` otherwise.
fn place(point: Point) -> String {
    match centre_cell(point) {
        Some((r, c)) => format!("r{}c{}", r + 1, c + 1),
        None => format!("({}, {})", point.0, point.1),
    }
}

/// f-puzzles' name of a cell: `R3C4`, 1-based (`R0C4` above the grid).
fn name((r, c): Cell) -> Value {
    Value::String(format!("R{}C{}", r + 1, c + 1))
}

/// A colour as `#RRGGBB` in capitals (`#fff` → `#FFFFFF`; an alpha channel dropped).
fn colour(value: Option<&Value>) -> Option<String> {
    let text = value?.as_str()?.trim().strip_prefix('#')?;
    if !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let full: String = match text.len() {
        3 | 4 => text[..3].chars().flat_map(|c| [c, c]).collect(),
        6 | 8 => text[..6].to_owned(),
        _ => return None,
    };
    Some(format!("#{}", full.to_ascii_uppercase()))
}

/// A number, or a string holding one (SudokuPad's zipper turns `"14"` into `14`).
fn number(value: Option<&Value>) -> Option<f64> {
    match value? {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// A text, or a number written as one.
fn text_of(value: Option<&Value>) -> Option<String> {
    match value? {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn invalid(path: impl Into<String>, reason: impl Into<String>) -> Error {
    Error::InvalidPuzzle {
        path: path.into(),
        reason: reason.into(),
    }
}

/// One shape of the drawing: a line, an arrow, an overlay or an underlay.
struct Shape<'a> {
    list: &'static str,
    index: usize,
    map: &'a Map<String, Value>,
    used: bool,
}

impl Shape<'_> {
    fn path(&self) -> String {
        format!("{}[{}]", self.list, self.index)
    }

    fn colour(&self, key: &str) -> Option<String> {
        colour(self.map.get(key))
    }

    fn is_colour(&self, key: &str, wanted: &str) -> bool {
        self.colour(key).as_deref() == Some(wanted)
    }

    fn number(&self, key: &str) -> Option<f64> {
        number(self.map.get(key))
    }

    fn is(&self, key: &str, wanted: f64) -> bool {
        self.number(key).is_some_and(|x| near(x, wanted))
    }

    fn rounded(&self) -> bool {
        self.map
            .get("rounded")
            .and_then(Value::as_bool)
            .unwrap_or(false)
    }

    fn size(&self, wanted: f64) -> bool {
        self.is("width", wanted) && self.is("height", wanted)
    }

    fn text(&self) -> String {
        text_of(self.map.get("text")).unwrap_or_default()
    }

    fn point(value: &Value, path: impl Fn() -> String) -> Result<Point, Error> {
        match value.as_array().map(Vec::as_slice) {
            Some([r, c]) => match (r.as_f64(), c.as_f64()) {
                (Some(r), Some(c)) if r.is_finite() && c.is_finite() => Ok((r, c)),
                _ => Err(invalid(path(), "expected [row, column] numbers")),
            },
            _ => Err(invalid(path(), "expected a point [row, column]")),
        }
    }

    /// The overlay's or underlay's centre.
    fn centre(&self) -> Result<Point, Error> {
        match self.map.get("center") {
            Some(value) => Self::point(value, || format!("{}.center", self.path())),
            None => Err(invalid(self.path(), "missing \"center\"")),
        }
    }

    /// The line's or arrow's points.
    fn points(&self) -> Result<Vec<Point>, Error> {
        let path = || format!("{}.wayPoints", self.path());
        let items = self
            .map
            .get("wayPoints")
            .and_then(Value::as_array)
            .ok_or_else(|| invalid(path(), "expected an array of points"))?;
        items
            .iter()
            .enumerate()
            .map(|(i, p)| Self::point(p, || format!("{}[{i}]", path())))
            .collect()
    }

    /// What the shape looks like and where, for an error.
    fn describe(&self) -> String {
        let mut looks = Vec::new();
        for (key, what) in [
            ("color", "colour"),
            ("backgroundColor", "fill"),
            ("borderColor", "border"),
        ] {
            if let Some(c) = self.map.get(key).and_then(Value::as_str) {
                looks.push(format!("{what} {c}"));
            }
        }
        if let Some(t) = self.number("thickness") {
            looks.push(format!("thickness {t}"));
        }
        if let (Some(w), Some(h)) = (self.number("width"), self.number("height")) {
            looks.push(format!("size {w}×{h}"));
        }
        let text = self.text();
        if !text.is_empty() {
            let short: String = text.chars().take(20).collect();
            looks.push(format!("text {short:?}"));
        }
        let kind = match self.list {
            "lines" => "line",
            "arrows" => "arrow",
            "overlays" if self.rounded() => "round overlay",
            "overlays" => "overlay",
            _ if self.rounded() => "round underlay",
            _ => "underlay",
        };
        let at = match self.points() {
            Ok(points) if !points.is_empty() => {
                let (first, last) = (points[0], points[points.len() - 1]);
                if points.len() == 1 {
                    format!(" at {}", place(first))
                } else {
                    format!(" through {}-{}", place(first), place(last))
                }
            }
            _ => match self.centre() {
                Ok(p) => format!(" at {}", place(p)),
                Err(_) => String::new(),
            },
        };
        format!(
            "unrecognised {kind} ({}){at} ({})",
            looks.join(", "),
            self.path()
        )
    }
}

/// The drawing being read, and the f-puzzles JSON being built.
struct Drawing<'a> {
    n: usize,
    out: Map<String, Value>,
    grid: Vec<Vec<Map<String, Value>>>,
    lines: Vec<Shape<'a>>,
    arrows: Vec<Shape<'a>>,
    overlays: Vec<Shape<'a>>,
    underlays: Vec<Shape<'a>>,
    /// The metadata texts, by f-puzzles key.
    meta: Vec<(&'static str, String)>,
}

/// Top-level keys that carry nothing to solve with.
const IGNORED: &[&str] = &["id", "cellSize", "settings", "videos", "duration"];
/// Keys of a cell that carry nothing to solve with (a solver's marks and colours).
const IGNORED_CELL: &[&str] = &[
    "pencilMarks",
    "centremarks",
    "candidates",
    "colour",
    "colours",
    "highlight",
];

/// Turns an scl puzzle into f-puzzles JSON.
///
/// # Errors
/// [`Error::InvalidPuzzle`] with the scl path for a malformed value (a cell outside the
/// grid, a point that is not a number); [`Error::Unsupported`] for a shape or a feature
/// this reader does not recognise.
pub(super) fn to_fpuzzles(scl: &Value) -> Result<Value, Error> {
    let root = scl
        .as_object()
        .ok_or_else(|| invalid("(root)", "expected an scl object"))?;
    const KNOWN: &[&str] = &[
        "cells",
        "regions",
        "cages",
        "lines",
        "arrows",
        "overlays",
        "underlays",
        "global",
        "metadata",
    ];
    if let Some(key) = root
        .keys()
        .find(|k| !KNOWN.contains(&k.as_str()) && !IGNORED.contains(&k.as_str()))
    {
        return Err(Error::Unsupported {
            constraint: format!("SudokuPad feature {key:?}"),
        });
    }
    let mut drawing = Drawing::new(root)?;
    drawing.globals(root.get("global"))?;
    drawing.regions(root.get("regions"))?;
    drawing.cages(root.get("cages"))?;
    drawing.metadata(root.get("metadata"));
    for (list, field) in [
        ("lines", 0),
        ("arrows", 1),
        ("overlays", 2),
        ("underlays", 3),
    ] {
        let shapes = shapes(root.get(list), list)?;
        match field {
            0 => drawing.lines = shapes,
            1 => drawing.arrows = shapes,
            2 => drawing.overlays = shapes,
            _ => drawing.underlays = shapes,
        }
    }
    drawing.read_lines()?;
    drawing.read_arrows()?;
    drawing.read_overlays()?;
    drawing.read_underlays()?;
    if let Some(shape) = [
        &drawing.lines,
        &drawing.arrows,
        &drawing.overlays,
        &drawing.underlays,
    ]
    .into_iter()
    .flatten()
    .find(|s| !s.used)
    {
        return Err(Error::Unsupported {
            constraint: shape.describe(),
        });
    }
    Ok(drawing.finish())
}

/// The objects of one of the shape lists.
fn shapes<'a>(value: Option<&'a Value>, list: &'static str) -> Result<Vec<Shape<'a>>, Error> {
    let Some(value) = value else {
        return Ok(Vec::new());
    };
    let items = value
        .as_array()
        .ok_or_else(|| invalid(list, "expected an array"))?;
    items
        .iter()
        .enumerate()
        .map(|(index, item)| match item.as_object() {
            Some(map) => Ok(Shape {
                list,
                index,
                map,
                used: false,
            }),
            None => Err(invalid(format!("{list}[{index}]"), "expected an object")),
        })
        .collect()
}

impl<'a> Drawing<'a> {
    fn new(root: &'a Map<String, Value>) -> Result<Self, Error> {
        let rows = root
            .get("cells")
            .ok_or_else(|| invalid("(root)", "missing \"cells\""))?
            .as_array()
            .ok_or_else(|| invalid("cells", "expected an array of rows"))?;
        let n = rows.len();
        if n == 0 || n > usize::from(crate::variant::MAX_SIZE) {
            return Err(invalid(
                "cells",
                format!(
                    "a grid of {n} rows (1-{} are read)",
                    crate::variant::MAX_SIZE
                ),
            ));
        }
        let mut grid = Vec::with_capacity(n);
        for (r, row) in rows.iter().enumerate() {
            let cells = row
                .as_array()
                .ok_or_else(|| invalid(format!("cells[{r}]"), "expected an array of cells"))?;
            if cells.len() != n {
                return Err(Error::Unsupported {
                    constraint: format!(
                        "a grid that is not square (cells[{r}] has {} cells, the grid {n} rows)",
                        cells.len()
                    ),
                });
            }
            let mut out_row = Vec::with_capacity(n);
            for (c, cell) in cells.iter().enumerate() {
                let path = format!("cells[{r}][{c}]");
                let map = cell
                    .as_object()
                    .ok_or_else(|| invalid(&path, "expected an object"))?;
                let mut out = Map::new();
                for (key, value) in map {
                    match key.as_str() {
                        "value" => {
                            let digit = number(Some(value))
                                .filter(|d| d.fract() == 0.0 && *d >= 1.0 && *d <= n as f64)
                                .ok_or_else(|| {
                                    invalid(
                                        format!("{path}.value"),
                                        format!("expected a digit 1-{n}, found {value}"),
                                    )
                                })?;
                            out.insert("value".into(), json!(digit as u8));
                            out.insert("given".into(), json!(true));
                        }
                        k if IGNORED_CELL.contains(&k) => {}
                        other => {
                            return Err(Error::Unsupported {
                                constraint: format!("SudokuPad cell feature {other:?} ({path})"),
                            })
                        }
                    }
                }
                out_row.push(out);
            }
            grid.push(out_row);
        }
        Ok(Drawing {
            n,
            out: Map::new(),
            grid,
            lines: Vec::new(),
            arrows: Vec::new(),
            overlays: Vec::new(),
            underlays: Vec::new(),
            meta: Vec::new(),
        })
    }

    fn inside(&self, (r, c): Cell) -> bool {
        (0..self.n as i64).contains(&r) && (0..self.n as i64).contains(&c)
    }

    /// Appends `item` to the f-puzzles list `field`.
    fn push(&mut self, field: &str, item: Value) {
        match self
            .out
            .entry(field.to_owned())
            .or_insert_with(|| json!([]))
        {
            Value::Array(items) => items.push(item),
            other => *other = json!([item]),
        }
    }

    /// A list of `[row, column]` cells, each inside the grid.
    fn cell_list(&self, value: Option<&Value>, path: &str) -> Result<Vec<Cell>, Error> {
        let Some(value) = value else {
            return Ok(Vec::new());
        };
        let items = value
            .as_array()
            .ok_or_else(|| invalid(path, "expected an array of [row, column] cells"))?;
        items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                let here = format!("{path}[{i}]");
                let pair = item.as_array().map(Vec::as_slice);
                let cell = match pair {
                    Some([r, c]) => match (r.as_i64(), c.as_i64()) {
                        (Some(r), Some(c)) => (r, c),
                        _ => return Err(invalid(here, "expected whole [row, column] numbers")),
                    },
                    _ => return Err(invalid(here, "expected a cell [row, column]")),
                };
                if !self.inside(cell) {
                    return Err(invalid(
                        here,
                        format!(
                            "cell [{}, {}] is outside the {n}×{n} grid",
                            cell.0,
                            cell.1,
                            n = self.n
                        ),
                    ));
                }
                Ok(cell)
            })
            .collect()
    }

    fn globals(&mut self, value: Option<&Value>) -> Result<(), Error> {
        let Some(value) = value else {
            return Ok(());
        };
        let items = value
            .as_array()
            .ok_or_else(|| invalid("global", "expected an array of rule names"))?;
        for (i, item) in items.iter().enumerate() {
            let rule = item
                .as_str()
                .ok_or_else(|| invalid(format!("global[{i}]"), "expected a rule name"))?;
            let field = styles::GLOBALS
                .iter()
                .find(|(name, _)| *name == rule)
                .map(|(_, field)| *field)
                .ok_or_else(|| Error::Unsupported {
                    constraint: format!("SudokuPad rule {rule:?} (global[{i}])"),
                })?;
            match field.strip_prefix("negative:") {
                Some(mark) => self.push("negative", json!(mark)),
                None => {
                    self.out.insert(field.into(), json!(true));
                }
            }
        }
        Ok(())
    }

    fn regions(&mut self, value: Option<&Value>) -> Result<(), Error> {
        let n = self.n;
        let Some(value) = value else {
            return Err(Error::Unsupported {
                constraint: "a grid without regions (scl `regions` is missing)".into(),
            });
        };
        let list = value
            .as_array()
            .ok_or_else(|| invalid("regions", "expected an array of regions"))?;
        let mut region: Vec<Option<usize>> = vec![None; n * n];
        for (k, cells) in list.iter().enumerate() {
            let path = format!("regions[{k}]");
            for (i, (r, c)) in self.cell_list(Some(cells), &path)?.into_iter().enumerate() {
                let at = r as usize * n + c as usize;
                if region[at].is_some() {
                    return Err(invalid(
                        format!("{path}[{i}]"),
                        format!("r{}c{} is already in a region", r + 1, c + 1),
                    ));
                }
                region[at] = Some(k);
            }
        }
        // The default boxes need no region numbers.
        let (rows, columns) = crate::variant::box_shape(n as u8);
        let (rows, columns) = (usize::from(rows), usize::from(columns));
        let boxes = |i: usize| (i / n) / rows * (n / columns) + (i % n) / columns;
        let mut box_of_region: Vec<Option<usize>> = vec![None; list.len()];
        let default = list.len() == n
            && region.iter().enumerate().all(|(i, k)| match k {
                Some(k) => *box_of_region[*k].get_or_insert(boxes(i)) == boxes(i),
                None => false,
            });
        if !default {
            for (i, k) in region.iter().enumerate() {
                self.grid[i / n][i % n]
                    .insert("region".into(), k.map_or(Value::Null, |k| json!(k)));
            }
        }
        Ok(())
    }

    fn cages(&mut self, value: Option<&Value>) -> Result<(), Error> {
        let Some(value) = value else {
            return Ok(());
        };
        let items = value
            .as_array()
            .ok_or_else(|| invalid("cages", "expected an array of cages"))?;
        let disjoint = self.out.contains_key("disjointgroups");
        let mut indexers: Vec<(&'static str, Vec<Value>)> = Vec::new();
        for (k, item) in items.iter().enumerate() {
            let path = format!("cages[{k}]");
            let cage = item
                .as_object()
                .ok_or_else(|| invalid(&path, "expected an object"))?;
            let cells = self.cell_list(cage.get("cells"), &format!("{path}.cells"))?;
            let names: Vec<Value> = cells.iter().map(|&c| name(c)).collect();
            let text = text_of(cage.get("value"));
            let style = cage.get("style").and_then(Value::as_str);
            let flag = |key: &str| cage.get(key).and_then(Value::as_bool).unwrap_or(false);
            if cells.is_empty() {
                if let Some((key, meta)) = text.as_deref().and_then(meta_tag) {
                    self.add_meta(key, meta);
                }
                continue;
            }
            if style == Some("extraregion")
                || (cage.get("type").and_then(Value::as_str) == Some("disjoint") && !disjoint)
            {
                self.push("extraregion", json!({ "cells": names }));
            } else if cage.get("type").and_then(Value::as_str) == Some("disjoint") {
                // Drawn for the global `disjoint` rule, already read.
            } else if let Some(field) = style.and_then(|s| {
                styles::INDEXERS
                    .iter()
                    .find(|(name, _)| *name == s)
                    .map(|(_, field)| *field)
            }) {
                match indexers.iter_mut().find(|(f, _)| *f == field) {
                    Some((_, list)) => list.extend(names),
                    None => indexers.push((field, names)),
                }
            } else if flag("hidden") && !flag("unique") {
                // The cells of no region (SudokuPad's drawing of f-puzzles' `region: null`),
                // already left out of `regions`.
            } else if flag("unique") {
                let mut killer = Map::new();
                killer.insert("cells".into(), Value::Array(names));
                if let Some(text) = text {
                    killer.insert("value".into(), Value::String(text));
                }
                self.push("killercage", Value::Object(killer));
            } else {
                // f-puzzles' cosmetic cage, back where it came from.
                let mut cosmetic = Map::new();
                cosmetic.insert("cells".into(), Value::Array(names));
                if let Some(text) = text {
                    cosmetic.insert("value".into(), Value::String(text));
                }
                for key in ["outlineC", "fontC"] {
                    if let Some(v) = cage.get(key) {
                        cosmetic.insert(key.into(), v.clone());
                    }
                }
                self.push("cage", Value::Object(cosmetic));
            }
        }
        for (field, cells) in indexers {
            self.push(field, json!({ "cells": cells }));
        }
        Ok(())
    }

    fn metadata(&mut self, value: Option<&Value>) {
        let Some(map) = value.and_then(Value::as_object) else {
            return;
        };
        for (key, value) in map {
            if let Some(text) = value.as_str() {
                self.add_meta(key, text.to_owned());
            }
        }
    }

    /// A metadata text: `title`, `author`, `rules` kept (SudokuPad's default texts dropped, several
    /// `rules` joined by lines); others (`solution`, messages) carry no rule.
    fn add_meta(&mut self, key: &str, text: String) {
        let field = match key {
            "title" => "title",
            "author" => "author",
            "rules" => "ruleset",
            _ => return,
        };
        let text = text.trim().to_owned();
        let default_text = styles::DEFAULT_TEXTS
            .iter()
            .any(|(k, p)| *k == key && *p == text);
        if text.is_empty() || default_text {
            return;
        }
        match self.meta.iter_mut().find(|(f, _)| *f == field) {
            Some((_, existing)) if field == "ruleset" => {
                existing.push('\n');
                existing.push_str(&text);
            }
            Some(_) => {}
            None => self.meta.push((field, text)),
        }
    }

    /// The cells of a line through cell centres, all inside the grid.
    fn line_cells(&self, shape: &Shape<'_>, points: &[Point]) -> Result<Vec<Cell>, Error> {
        points
            .iter()
            .enumerate()
            .map(|(i, &p)| match centre_cell(p) {
                Some(cell) if self.inside(cell) => Ok(cell),
                _ => Err(invalid(
                    format!("{}.wayPoints[{i}]", shape.path()),
                    format!(
                        "{} is not the centre of a cell of the {n}×{n} grid",
                        place(p),
                        n = self.n
                    ),
                )),
            })
            .collect()
    }

    /// Marks the first unused overlay (or underlay) at `cell`'s centre that `matches`;
    /// whether there was one.
    fn take_mark(
        marks: &mut [Shape<'_>],
        cell: Cell,
        matches: impl Fn(&Shape<'_>) -> bool,
    ) -> bool {
        let centre = (cell.0 as f64 + 0.5, cell.1 as f64 + 0.5);
        for mark in marks.iter_mut().filter(|m| !m.used) {
            if let Ok(p) = mark.centre() {
                if near(p.0, centre.0) && near(p.1, centre.1) && matches(mark) {
                    mark.used = true;
                    return true;
                }
            }
        }
        false
    }

    fn read_lines(&mut self) -> Result<(), Error> {
        let n = self.n as f64;
        let mut lines = std::mem::take(&mut self.lines);
        for line in lines.iter_mut() {
            let Some(colour) = line.colour("color") else {
                continue;
            };
            let Some(thickness) = line.number("thickness") else {
                continue;
            };
            let style = (colour.as_str(), thickness);
            let same = |(c, t): (&str, f64)| style.0 == c && near(style.1, t);
            let points = line.points()?;
            if same(styles::DIAGONAL) && points.len() == 2 {
                let corner = |p: Point, q: Point| near(p.0, q.0) && near(p.1, q.1);
                if corner(points[0], (0.0, n)) && corner(points[1], (n, 0.0)) {
                    self.out.insert("diagonal+".into(), json!(true));
                    line.used = true;
                } else if corner(points[0], (0.0, 0.0)) && corner(points[1], (n, n)) {
                    self.out.insert("diagonal-".into(), json!(true));
                    line.used = true;
                }
            } else if same(styles::THERMOMETER) {
                let cells = self.line_cells(line, &points)?;
                if let Some(&bulb) = cells.first() {
                    Self::take_mark(&mut self.underlays, bulb, |m| {
                        m.rounded() && m.size(styles::THERMOMETER_BULB)
                    });
                }
                self.push(
                    "thermometer",
                    json!({ "lines": [cells.iter().map(|&c| name(c)).collect::<Vec<_>>()] }),
                );
                line.used = true;
            } else if same(styles::PALINDROME) {
                let cells = self.line_cells(line, &points)?;
                self.push(
                    "palindrome",
                    json!({ "lines": [cells.iter().map(|&c| name(c)).collect::<Vec<_>>()] }),
                );
                line.used = true;
            } else if same(styles::BETWEEN) && points.len() >= 2 {
                // The ends stop short of the end cells' centres, at their circles.
                let last = points.len() - 1;
                let mut cells = vec![cell_of(points[0])];
                cells.extend(self.line_cells(line, &points[1..last])?);
                cells.push(cell_of(points[last]));
                if let Some(&outside) = cells.iter().find(|&&c| !self.inside(c)) {
                    return Err(invalid(
                        format!("{}.wayPoints", line.path()),
                        format!(
                            "the between line's end r{}c{} is outside the grid",
                            outside.0 + 1,
                            outside.1 + 1
                        ),
                    ));
                }
                for end in [cells[0], cells[cells.len() - 1]] {
                    Self::take_mark(&mut self.overlays, end, |m| {
                        m.rounded() && m.size(styles::BETWEEN_END)
                    });
                }
                self.push(
                    "betweenline",
                    json!({ "lines": [cells.iter().map(|&c| name(c)).collect::<Vec<_>>()] }),
                );
                line.used = true;
            } else if let Some(kind) = styles::LINES.iter().find(|k| same((k.colour, k.thickness)))
            {
                let cells = self.line_cells(line, &points)?;
                let (Some(&first), Some(&last)) = (cells.first(), cells.last()) else {
                    continue;
                };
                match kind.ends {
                    Ends::Plain => {}
                    Ends::Bulb(c, size) => {
                        Self::take_mark(&mut self.overlays, first, |m| {
                            m.is_colour("backgroundColor", c) && m.size(size)
                        });
                    }
                    Ends::Circles(c, size) => {
                        for end in [first, last] {
                            Self::take_mark(&mut self.overlays, end, |m| {
                                m.is_colour("backgroundColor", c) && m.size(size)
                            });
                        }
                    }
                    Ends::Diamonds => {
                        for end in [first, last] {
                            Self::take_mark(&mut self.overlays, end, |m| {
                                !m.rounded() && m.is("angle", 45.0) && m.size(0.55)
                            });
                        }
                    }
                }
                let names: Vec<Value> = cells.iter().map(|&c| name(c)).collect();
                let entry = match kind.whispers {
                    Some(offset) => {
                        let difference = (self.n as i64 + 1) / 2 + offset;
                        json!({ "lines": [names], "value": difference.to_string() })
                    }
                    None => json!({ "lines": [names] }),
                };
                self.push(kind.field, entry);
                line.used = true;
            }
        }
        self.lines = lines;
        Ok(())
    }

    fn read_arrows(&mut self) -> Result<(), Error> {
        let mut arrows = std::mem::take(&mut self.arrows);
        // Arrows grouped by circle: (circle cells, lines).
        let mut circles: Vec<(Vec<Cell>, Vec<Vec<Cell>>)> = Vec::new();
        for arrow in arrows.iter_mut() {
            let points = arrow.points()?;
            if arrow.is_colour("color", styles::ARROW) && points.len() >= 2 {
                // The first point is pushed out of the circle's cell towards the line.
                let start = cell_of(points[0]);
                let mut cells = vec![start];
                cells.extend(self.line_cells(arrow, &points[1..])?);
                if !self.inside(start) {
                    return Err(invalid(
                        format!("{}.wayPoints[0]", arrow.path()),
                        "the arrow starts outside the grid",
                    ));
                }
                let circle = match circles.iter().position(|(c, _)| c.contains(&start)) {
                    Some(k) => k,
                    None => {
                        let circle = self.circle_at(start, arrow)?;
                        circles.push((circle, Vec::new()));
                        circles.len() - 1
                    }
                };
                circles[circle].1.push(cells);
                arrow.used = true;
            } else if arrow.is_colour("color", styles::LITTLE_KILLER.0)
                && arrow.is("thickness", styles::LITTLE_KILLER.1)
                && points.len() == 2
            {
                let step = |a: f64, b: f64| (b - a).signum() as i64;
                let direction = (
                    step(points[0].0, points[1].0),
                    step(points[0].1, points[1].1),
                );
                let name_of = match direction {
                    (-1, -1) => "UL",
                    (-1, 1) => "UR",
                    (1, -1) => "DL",
                    (1, 1) => "DR",
                    _ => continue,
                };
                let clue = cell_of((
                    points[0].0 - 0.3 * direction.0 as f64,
                    points[0].1 - 0.3 * direction.1 as f64,
                ));
                let mut value = None;
                let centre = (clue.0 as f64 + 0.5, clue.1 as f64 + 0.5);
                for mark in self.overlays.iter_mut().filter(|m| !m.used) {
                    if mark.is("fontSize", styles::LITTLE_KILLER_TEXT)
                        && mark
                            .centre()
                            .is_ok_and(|p| near(p.0, centre.0) && near(p.1, centre.1))
                    {
                        mark.used = true;
                        value = Some(mark.text());
                        break;
                    }
                }
                let mut entry = json!({ "cell": name(clue), "direction": name_of });
                if let Some(value) = value.filter(|v| v != "_" && !v.is_empty()) {
                    entry["value"] = Value::String(value);
                }
                self.push("littlekillersum", entry);
                arrow.used = true;
            }
        }
        for (circle, lines) in circles {
            let lines: Vec<Vec<Value>> = lines
                .into_iter()
                .map(|line| line.into_iter().map(name).collect())
                .collect();
            let cells: Vec<Value> = circle.into_iter().map(name).collect();
            self.push("arrow", json!({ "cells": cells, "lines": lines }));
        }
        self.arrows = arrows;
        Ok(())
    }

    /// The circle an arrow leaves from `start`: the cells under a white circle with an
    /// arrow-grey border (a pill in one row or column), or under a thick grey line (any
    /// other pill); marked as read.
    fn circle_at(&mut self, start: Cell, arrow: &Shape<'_>) -> Result<Vec<Cell>, Error> {
        let n = self.n as i64;
        let centre = (start.0 as f64 + 0.5, start.1 as f64 + 0.5);
        for bulb in self.overlays.iter_mut().filter(|m| !m.used && m.rounded()) {
            if !bulb.is_colour("borderColor", styles::ARROW) {
                continue;
            }
            let (Ok(p), Some(w), Some(h)) =
                (bulb.centre(), bulb.number("width"), bulb.number("height"))
            else {
                continue;
            };
            let covers =
                |q: (f64, f64)| (q.0 - p.0).abs() <= h / 2.0 && (q.1 - p.1).abs() <= w / 2.0;
            if covers(centre) {
                bulb.used = true;
                let cells = (0..n)
                    .flat_map(|r| (0..n).map(move |c| (r, c)))
                    .filter(|&(r, c)| covers((r as f64 + 0.5, c as f64 + 0.5)))
                    .collect();
                return Ok(cells);
            }
        }
        for k in 0..self.lines.len() {
            let line = &self.lines[k];
            if line.used
                || !line.is_colour("color", styles::ARROW)
                || !line.is("thickness", styles::ARROW_PILL)
            {
                continue;
            }
            let points = line.points()?;
            let cells = self.line_cells(line, &points)?;
            if cells.contains(&start) {
                self.lines[k].used = true;
                // The white line inside it.
                if let Some(inner) = self.lines.iter_mut().find(|l| {
                    !l.used
                        && l.is_colour("color", "#FFFFFF")
                        && l.points().is_ok_and(|p| p == points)
                }) {
                    inner.used = true;
                }
                return Ok(cells);
            }
        }
        Err(Error::Unsupported {
            constraint: format!(
                "an arrow from r{}c{} without its circle ({})",
                start.0 + 1,
                start.1 + 1,
                arrow.path()
            ),
        })
    }

    /// The two cells either side of the edge through `p` (kropki, XV).
    fn edge_cells(&self, p: Point) -> Option<(Cell, Cell)> {
        let whole = |x: f64| (x - x.round()).abs() < EPSILON;
        let cells = if whole(p.0) && !whole(p.1) {
            let c = p.1.floor() as i64;
            ((p.0 as i64 - 1, c), (p.0 as i64, c))
        } else if whole(p.1) && !whole(p.0) {
            let r = p.0.floor() as i64;
            ((r, p.1 as i64 - 1), (r, p.1 as i64))
        } else {
            return None;
        };
        (self.inside(cells.0) && self.inside(cells.1)).then_some(cells)
    }

    fn read_overlays(&mut self) -> Result<(), Error> {
        let mut overlays = std::mem::take(&mut self.overlays);
        let white = |m: &Shape<'_>| m.is_colour("backgroundColor", "#FFFFFF");
        // X-sum and skyscraper values, by centre, read with their symbols below.
        for k in 0..overlays.len() {
            let mark = &overlays[k];
            if mark.used {
                continue;
            }
            let p = match mark.centre() {
                Ok(p) => p,
                Err(_) => continue,
            };
            let text = mark.text();
            let kropki = mark.rounded()
                && mark.size(styles::KROPKI_SIZE)
                && mark.is_colour("borderColor", "#000000");
            let square = !mark.rounded()
                && mark.size(0.25)
                && white(mark)
                && mark.is_colour("borderColor", "#FFFFFF");
            let entry = if kropki {
                let field = if mark.is_colour("backgroundColor", "#000000") {
                    "ratio"
                } else if white(mark) {
                    "difference"
                } else {
                    continue;
                };
                let Some((a, b)) = self.edge_cells(p) else {
                    continue;
                };
                let mut entry = json!({ "cells": [name(a), name(b)] });
                if !text.is_empty() {
                    entry["value"] = Value::String(text);
                }
                (field, entry)
            } else if square && mark.is("fontSize", styles::XV_TEXT) {
                let Some((a, b)) = self.edge_cells(p) else {
                    continue;
                };
                ("xv", json!({ "cells": [name(a), name(b)], "value": text }))
            } else if square && mark.is("fontSize", styles::SANDWICH_TEXT) {
                let cell = cell_of(p);
                if self.inside(cell) {
                    continue;
                }
                ("sandwichsum", json!({ "cell": name(cell), "value": text }))
            } else if mark.rounded()
                && mark.size(0.7)
                && white(mark)
                && mark.is_colour("borderColor", "#000000")
                && mark.is("fontSize", styles::QUADRUPLE_TEXT)
            {
                let corner = (p.0.round() as i64, p.1.round() as i64);
                if !(near(p.0, corner.0 as f64) && near(p.1, corner.1 as f64)) {
                    continue;
                }
                let cells = [
                    (corner.0 - 1, corner.1 - 1),
                    (corner.0 - 1, corner.1),
                    (corner.0, corner.1 - 1),
                    corner,
                ];
                if !cells.iter().all(|&c| self.inside(c)) {
                    continue;
                }
                let mut values = Vec::new();
                for word in text.split_whitespace() {
                    match word.parse::<u32>() {
                        Ok(d) => values.push(json!(d)),
                        Err(_) => {
                            return Err(invalid(
                                format!("{}.text", mark.path()),
                                format!("a quadruple's digits, found {word:?}"),
                            ))
                        }
                    }
                }
                (
                    "quadruple",
                    json!({ "cells": cells.map(name), "values": values }),
                )
            } else if mark.is("fontSize", styles::OUTSIDE_SYMBOL) {
                let Some(&(_, field)) = styles::OUTSIDE_CLUES
                    .iter()
                    .find(|(s, _)| *s == text.trim())
                else {
                    continue;
                };
                let cell = cell_of(p);
                // Its value: the small text on the same cell.
                let value = overlays.iter().position(|m| {
                    !m.used
                        && m.is("fontSize", styles::OUTSIDE_VALUE)
                        && m.centre().is_ok_and(|q| cell_of(q) == cell)
                });
                let Some(v) = value else {
                    continue;
                };
                overlays[v].used = true;
                let value = overlays[v].text().replace('\u{a0}', " ").trim().to_owned();
                (field, json!({ "cell": name(cell), "value": value }))
            } else {
                continue;
            };
            overlays[k].used = true;
            self.push(entry.0, entry.1);
        }
        self.overlays = overlays;
        Ok(())
    }

    fn read_underlays(&mut self) -> Result<(), Error> {
        let mut underlays = std::mem::take(&mut self.underlays);
        // The grey minimum/maximum cells in drawing order (the converter's order, the
        // f-puzzles list's): `Some(true)` a minimum, `Some(false)` a maximum, `None` a
        // cell without a chevron (every side of its faces a cell of the same set).
        let mut extremes: Vec<(Cell, Option<bool>)> = Vec::new();
        // The grey clone cells, with their underlays' paths.
        let mut clones: Vec<(Cell, String)> = Vec::new();
        for mark in underlays.iter_mut().filter(|m| !m.used) {
            let Ok(p) = mark.centre() else {
                continue;
            };
            let Some(cell) = centre_cell(p).filter(|&c| self.inside(c)) else {
                continue;
            };
            let grey = mark.is_colour("backgroundColor", "#CFCFCF")
                && mark.is_colour("borderColor", "#CFCFCF");
            if grey && mark.size(styles::PARITY_SIZE) {
                let field = if mark.rounded() { "odd" } else { "even" };
                self.push(field, json!({ "cell": name(cell) }));
                mark.used = true;
            } else if grey && mark.size(1.0) && !mark.rounded() {
                clones.push((cell, mark.path()));
                mark.used = true;
            } else if mark.size(1.0) && !mark.rounded() && mark.map.get("borderColor").is_none() {
                let Some(fill) = mark.colour("backgroundColor") else {
                    continue;
                };
                if fill == styles::MIN_MAX {
                    extremes.push((cell, self.chevrons(p)));
                } else {
                    // A cell's colour: f-puzzles' cosmetic `c`.
                    self.grid[cell.0 as usize][cell.1 as usize]
                        .insert("c".into(), Value::String(fill));
                }
                mark.used = true;
            }
        }
        // An enclosed grey cell belongs to the set it touches (its sides need no
        // chevron: neighbours of the same set are exempt); one touching none is a colour.
        loop {
            let mut changed = false;
            for k in 0..extremes.len() {
                let ((r, c), None) = extremes[k] else {
                    continue;
                };
                let touching = extremes.iter().find_map(|&((r2, c2), kind)| {
                    kind.filter(|_| (r - r2).abs() + (c - c2).abs() == 1)
                });
                if touching.is_some() {
                    extremes[k].1 = touching;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for (cell, kind) in extremes {
            match kind {
                Some(minimum) => {
                    let field = if minimum { "minimum" } else { "maximum" };
                    self.push(field, json!({ "cell": name(cell) }));
                }
                None => {
                    self.grid[cell.0 as usize][cell.1 as usize]
                        .insert("c".into(), Value::String(styles::MIN_MAX.into()));
                }
            }
        }
        self.clones(&clones)?;
        self.underlays = underlays;
        Ok(())
    }

    /// Clones: SudokuPad's converter draws every cell of an f-puzzles clone and of its
    /// copy as the same grey square, so the drawing says what a player reads: grey shapes
    /// of the same shape and orientation hold the same digits in corresponding cells. Each
    /// shape (the grey cells connected by their sides) becomes a clone of the first shape
    /// of its form (by its top-left cell), cells matched by their place in the shape.
    ///
    /// # Errors
    /// [`Error::Unsupported`] for a grey shape no other shape has the form of.
    fn clones(&mut self, clones: &[(Cell, String)]) -> Result<(), Error> {
        let mut left: Vec<Cell> = clones.iter().map(|(cell, _)| *cell).collect();
        left.sort_unstable();
        left.dedup();
        // The shapes, each its cells in row-major order (so the first is its top-left).
        let mut shapes: Vec<Vec<Cell>> = Vec::new();
        while let Some(&start) = left.first() {
            let mut shape = vec![start];
            left.retain(|&c| c != start);
            let mut k = 0;
            while k < shape.len() {
                let (r, c) = shape[k];
                for next in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
                    if let Some(at) = left.iter().position(|&x| x == next) {
                        shape.push(left.remove(at));
                    }
                }
                k += 1;
            }
            shape.sort_unstable();
            shapes.push(shape);
        }
        shapes.sort_unstable_by_key(|shape| shape[0]);
        // Its form: the cells' offsets from its top-left cell.
        let form = |shape: &[Cell]| -> Vec<Cell> {
            shape
                .iter()
                .map(|&(r, c)| (r - shape[0].0, c - shape[0].1))
                .collect()
        };
        for (k, shape) in shapes.iter().enumerate() {
            let first = shapes.iter().position(|s| form(s) == form(shape));
            if first != Some(k) {
                continue;
            }
            let copies: Vec<&Vec<Cell>> = shapes[k + 1..]
                .iter()
                .filter(|s| form(s) == form(shape))
                .collect();
            if copies.is_empty() {
                let path = clones
                    .iter()
                    .find(|(cell, _)| *cell == shape[0])
                    .map_or_else(String::new, |(_, path)| path.clone());
                return Err(Error::Unsupported {
                    constraint: format!(
                        "a grey clone shape at {} that no other grey shape has the form of ({path})",
                        shape
                            .iter()
                            .map(|&(r, c)| format!("r{}c{}", r + 1, c + 1))
                            .collect::<Vec<_>>()
                            .join(" ")
                    ),
                });
            }
            for copy in copies {
                let cells: Vec<Value> = shape.iter().map(|&c| name(c)).collect();
                let clone_cells: Vec<Value> = copy.iter().map(|&c| name(c)).collect();
                self.push(
                    "clone",
                    json!({ "cells": cells, "cloneCells": clone_cells }),
                );
            }
        }
        Ok(())
    }

    /// The chevrons around a minimum or maximum cell centred at `p`, marked as read:
    /// `Some(true)` when they point in (a minimum), `Some(false)` out, `None` when there
    /// are none.
    fn chevrons(&mut self, p: Point) -> Option<bool> {
        let mut inwards = None;
        for line in self.lines.iter_mut().filter(|l| !l.used) {
            if !line.is_colour("color", "#000000") || !line.is("thickness", 1.0) {
                continue;
            }
            let Ok(points) = line.points() else {
                continue;
            };
            let [a, tip, b] = points[..] else {
                continue;
            };
            let distance = |q: Point| ((q.0 - p.0).powi(2) + (q.1 - p.1).powi(2)).sqrt();
            if distance(tip) > 0.5 {
                continue;
            }
            line.used = true;
            let points_in = distance(tip) < distance(a).min(distance(b));
            inwards.get_or_insert(points_in);
        }
        inwards
    }

    fn finish(mut self) -> Value {
        let mut root = Map::new();
        root.insert("size".into(), json!(self.n));
        for (field, text) in std::mem::take(&mut self.meta) {
            root.insert(field.into(), Value::String(text));
        }
        let grid: Vec<Value> = self
            .grid
            .into_iter()
            .map(|row| Value::Array(row.into_iter().map(Value::Object).collect()))
            .collect();
        root.insert("grid".into(), Value::Array(grid));
        root.extend(self.out);
        Value::Object(root)
    }
}

/// `title: The Puzzle` → (`title`, `The Puzzle`): SudokuPad's metadata cages.
fn meta_tag(text: &str) -> Option<(&str, String)> {
    let (key, value) = text.split_once(':')?;
    if key.is_empty() || key.contains(' ') {
        return None;
    }
    let value = value.trim_start();
    (!value.is_empty()).then(|| (key, value.to_owned()))
}
