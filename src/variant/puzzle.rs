//! The [`Puzzle`] description: size, givens, regions and constraints, as data.
//!
//! This is what the variant API takes and what crosses to JavaScript as a plain object
//! (serde, with camelCase names and a `type` tag on each constraint). Cells are 0-based
//! row-major indices, `row * size + column`, everywhere.

use std::cell::Cell;

use serde::{Deserialize, Serialize};

use crate::Error;

/// The largest grid the engine takes: 25×25, digits 1-25 (a candidate set fits a `u32`).
pub const MAX_SIZE: u8 = 25;

/// A Sudoku of any size from 1×1 to 25×25, with optional irregular regions and any number
/// of variant constraints.
///
/// Every row and every column holds each digit 1..=`size` once, and so does every
/// region: the cells sharing a number in [`regions`](Puzzle::regions), or, without it,
/// the default rectangular boxes of [`box_shape`]. The [`constraints`](Puzzle::constraints)
/// add their rules on top.
///
/// # JSON shape
/// ```json
/// {
///   "size": 9,
///   "givens": [0, 0, 5, ...81 numbers, 0 = blank...],
///   "regions": null,
///   "constraints": [
///     { "type": "killerCage", "cells": [0, 1, 9], "sum": 15 },
///     { "type": "thermometer", "cells": [20, 21, 22] },
///     { "type": "antiKnight" }
///   ],
///   "title": "Knightmare",
///   "author": "A. Setter",
///   "rules": "Normal sudoku rules apply. ..."
/// }
/// ```
/// `regions` and `constraints` may be left out (no regions: default boxes; no
/// constraints: a classic puzzle of that size), and so may the setter's `title`,
/// `author` and `rules` text (shown to the player, never read as rules). Unknown fields
/// are errors.
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{Constraint, Puzzle};
///
/// let mut puzzle = Puzzle::new(4);
/// puzzle.givens[0] = 1;
/// puzzle.constraints.push(Constraint::KillerCage { cells: vec![1, 2], sum: Some(7) });
/// assert_eq!(puzzle.validate_shape(), Ok(()));
///
/// puzzle.constraints.push(Constraint::Thermometer { cells: vec![3, 16] });
/// let err = puzzle.validate_shape().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid puzzle at constraints[1].cells[1]: cell 16 is outside the 4×4 grid (cells are 0-15)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Puzzle {
    /// N: the grid is N×N and holds the digits 1..=N (1 to [`MAX_SIZE`]).
    pub size: u8,
    /// N×N values, row-major: the given digit 1..=N, or 0 for a blank.
    pub givens: Vec<u8>,
    /// Irregular regions (jigsaw): N×N region numbers 0..N-1, row-major, each used by
    /// exactly N cells; they replace the default boxes. `None`: the boxes of [`box_shape`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regions: Option<Vec<u8>>,
    /// The variant rules, each applied on top of rows, columns and regions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub constraints: Vec<Constraint>,
    /// The puzzle's title, as its setter published it (f-puzzles' `title`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The setter (f-puzzles' `author`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    /// The rules as the setter wrote them for the player (f-puzzles' `ruleset`,
    /// SudokuPad's `rules`). Text to show, not read: the rules the engine applies are
    /// [`constraints`](Puzzle::constraints).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
}

/// One variant rule of a [`Puzzle`]. In JSON an object whose `type` is the variant's
/// name in camelCase (`"killerCage"`, `"littleKiller"`, ...), with the fields below.
///
/// Cells are 0-based row-major indices (`row * size + column`). Within one constraint no
/// cell appears twice. Sums and digits are plain numbers.
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{Constraint, Diagonal};
///
/// let json = r#"{"type":"diagonal","direction":"anti"}"#;
/// let parsed: Constraint = serde_json::from_str(json).unwrap();
/// assert_eq!(parsed, Constraint::Diagonal { direction: Diagonal::Anti });
/// assert_eq!(parsed.name(), "diagonal");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase", deny_unknown_fields)]
pub enum Constraint {
    /// A main diagonal holds each digit once (sudoku X uses both).
    Diagonal {
        /// Which diagonal.
        direction: Diagonal,
    },
    /// Any extra set of cells whose digits all differ: a windoku window, a hyper box, a
    /// jigsaw piece on top of the boxes. 1 to N cells.
    ExtraRegion {
        /// The region's cells.
        cells: Vec<u16>,
    },
    /// A killer cage: its digits differ, and sum to `sum` when it is given. 1 to N cells.
    KillerCage {
        /// The cage's cells.
        cells: Vec<u16>,
        /// The total, or `None` (JSON: absent or `null`) for a cage without a sum.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        sum: Option<u32>,
    },
    /// A digital-root cage: its digits differ, and the digital root of their sum (its
    /// digits added up until one is left) is `root`, so the sum is `root` plus a multiple
    /// of 9. f-puzzles: a cosmetic `cage` whose value is `DR<root>`. 1 to N cells.
    DigitalRootCage {
        /// The cage's cells.
        cells: Vec<u16>,
        /// The digital root, 1-9.
        root: u8,
    },
    /// A little killer clue: the digits on its diagonal (which may repeat) sum to `sum`.
    LittleKiller {
        /// The diagonal's cells, from the clue inwards.
        cells: Vec<u16>,
        /// The total.
        sum: u32,
    },
    /// A sandwich clue: in the row or column, the digits strictly between the 1 and the
    /// N sum to `sum` (0 when the 1 and the N are neighbours).
    Sandwich {
        /// A row or a column.
        axis: Axis,
        /// Which row or column, 0-based.
        index: u8,
        /// The total.
        sum: u32,
    },
    /// A thermometer: the digits strictly increase from the bulb (first cell) to the tip.
    Thermometer {
        /// The cells, bulb first.
        cells: Vec<u16>,
    },
    /// An arrow: the digits on the line (which may repeat) sum to the circle's number.
    /// A circle of several cells (a pill) reads its digits in order as a decimal number.
    Arrow {
        /// The circle's cells, most significant digit first (usually one cell).
        circle: Vec<u16>,
        /// The line's cells, not including the circle.
        line: Vec<u16>,
    },
    /// A white kropki dot between two orthogonal neighbours: their digits differ by
    /// `difference` (1 unless given).
    KropkiWhite {
        /// The two cells.
        cells: [u16; 2],
        /// The difference (JSON: absent means 1).
        #[serde(default = "one")]
        difference: u8,
    },
    /// A black kropki dot between two orthogonal neighbours: one digit is `ratio` times
    /// the other (2 unless given).
    KropkiBlack {
        /// The two cells.
        cells: [u16; 2],
        /// The ratio (JSON: absent means 2).
        #[serde(default = "two")]
        ratio: u8,
    },
    /// An X (sum 10) or a V (sum 5) between two orthogonal neighbours; any other sum is a
    /// generic sum clue on the pair.
    Xv {
        /// The two cells.
        cells: [u16; 2],
        /// 10 for an X, 5 for a V.
        sum: u8,
    },
    /// Cells a chess knight's move apart hold different digits.
    AntiKnight {},
    /// Cells a chess king's move apart (diagonal neighbours included) hold different digits.
    AntiKing {},
    /// Orthogonal neighbours never hold consecutive digits, except across a white
    /// kropki dot of difference 1 (as on f-puzzles).
    NonConsecutive {},
    /// The cells hold odd digits.
    Odd {
        /// The cells.
        cells: Vec<u16>,
    },
    /// The cells hold even digits.
    Even {
        /// The cells.
        cells: Vec<u16>,
    },
    /// A renban line: its digits differ and form a run of consecutive numbers, in any order.
    Renban {
        /// The line's cells.
        cells: Vec<u16>,
    },
    /// A palindrome line: it reads the same from both ends.
    Palindrome {
        /// The line's cells, end to end.
        cells: Vec<u16>,
    },
    /// A between line: every digit strictly inside the line lies strictly between the
    /// digits of its two ends.
    Between {
        /// The line's cells, end to end (at least 2).
        cells: Vec<u16>,
    },
    /// A quadruple: the digits listed (with repeats) all appear among the cells.
    Quadruple {
        /// The cells, usually the 4 cells of a 2×2 square.
        cells: Vec<u16>,
        /// The digits, at most one per cell.
        digits: Vec<u8>,
    },
    /// A whispers line: neighbours along the line differ by at least `difference`
    /// (German whispers: 5 on 9×9; by default ceil(N/2)).
    Whispers {
        /// The line's cells.
        cells: Vec<u16>,
        /// The least difference (JSON: absent or `null` for ceil(N/2)).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        difference: Option<u8>,
    },
    /// Minimum cells: each cell's digit is smaller than those of its orthogonal
    /// neighbours that are not minimum cells too.
    Minimum {
        /// The cells.
        cells: Vec<u16>,
    },
    /// Maximum cells: each cell's digit is larger than those of its orthogonal
    /// neighbours that are not maximum cells too.
    Maximum {
        /// The cells.
        cells: Vec<u16>,
    },
    /// An entropic line: every three consecutive cells hold a low, a middle and a high
    /// digit (1-3, 4-6, 7-9 on 9×9; other sizes split 1..=N into three runs, the middle
    /// one the odd size out).
    EntropicLine {
        /// The line's cells, end to end.
        cells: Vec<u16>,
    },
    /// A modular line: every three consecutive cells hold digits with different
    /// remainders modulo 3.
    ModularLine {
        /// The line's cells, end to end.
        cells: Vec<u16>,
    },
    /// A nabner line: no two digits on it are equal or consecutive.
    Nabner {
        /// The line's cells (1 to N).
        cells: Vec<u16>,
    },
    /// A slow thermometer: the digits never decrease from the bulb (repeats allowed
    /// where no house forbids them).
    SlowThermometer {
        /// The cells, bulb first.
        cells: Vec<u16>,
    },
    /// A clone: the k-th cell of `cells` and the k-th of `clone_cells` hold the same digit.
    Clone {
        /// The first shape's cells.
        cells: Vec<u16>,
        /// Its clone's cells, in the same order (JSON: `cloneCells`).
        #[serde(rename = "cloneCells")]
        clone_cells: Vec<u16>,
    },
    /// Row indexers: the digit v in row R, column C says that column C holds the digit
    /// R in row v.
    RowIndexer {
        /// The indexer cells.
        cells: Vec<u16>,
    },
    /// Column indexers: the digit v in row R, column C says that row R holds the digit
    /// C in column v.
    ColumnIndexer {
        /// The indexer cells.
        cells: Vec<u16>,
    },
    /// Box indexers: the digit v in the k-th cell of its box (reading order) says that
    /// the box holds the digit k in its v-th cell.
    BoxIndexer {
        /// The indexer cells.
        cells: Vec<u16>,
    },
    /// Given pencil marks: each cell holds one of `digits` (f-puzzles' `givenPencilMarks`).
    PencilMarks {
        /// The cells.
        cells: Vec<u16>,
        /// The digits allowed, each once.
        digits: Vec<u8>,
    },
    /// The negative constraint: every orthogonally adjacent pair **without** a mark of the
    /// kind breaks that mark's rule ("all dots given").
    Negative {
        /// The kind of mark that is given everywhere it applies.
        mark: Mark,
    },
    /// An X-sum clue outside the grid: the first X digits of the row or column, read
    /// from the clue's side, sum to `sum`, where X is the first of them (it counts
    /// itself).
    XSum {
        /// The side of the grid the clue is on.
        side: Side,
        /// The column (top, bottom) or row (left, right), 0-based.
        index: u8,
        /// The total, 1 to N(N+1)/2.
        sum: u32,
    },
    /// A skyscraper clue outside the grid: reading the row or column from the clue's
    /// side, a digit is seen when it is taller than every digit before it; `visible`
    /// digits are seen.
    Skyscraper {
        /// The side of the grid the clue is on.
        side: Side,
        /// The column (top, bottom) or row (left, right), 0-based.
        index: u8,
        /// How many digits are seen, 1 to N.
        visible: u8,
    },
    /// A lockout line: its two ends (diamonds) differ by at least `difference`, and no
    /// other digit on the line lies between them or equals either.
    Lockout {
        /// The line's cells, end to end (at least 2).
        cells: Vec<u16>,
        /// The least difference of the ends (JSON: absent or `null` for N/2 rounded
        /// down: 4 on 9×9).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        difference: Option<u8>,
    },
    /// A region-sum line: its digits (which may repeat) have one sum inside every region
    /// it passes through; leaving a region and coming back starts a new sum.
    RegionSumLine {
        /// The line's cells, in order.
        cells: Vec<u16>,
    },
    /// A zipper line: digits the same distance from the line's centre sum to one total;
    /// on a line of odd length the centre digit is that total.
    ZipperLine {
        /// The line's cells, end to end.
        cells: Vec<u16>,
    },
    /// A double arrow: the digits in the circles at both ends sum to the digits between
    /// them (which may repeat).
    DoubleArrow {
        /// The line's cells, circle to circle (at least 3).
        cells: Vec<u16>,
    },
}

/// One of the two main diagonals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Diagonal {
    /// Top-left to bottom-right (f-puzzles' `diagonal-`).
    Main,
    /// Bottom-left to top-right (f-puzzles' `diagonal+`).
    Anti,
}

/// A row or a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Axis {
    /// A row.
    Row,
    /// A column.
    Column,
}

/// The side of the grid an outside clue ([`Constraint::XSum`], [`Constraint::Skyscraper`])
/// sits on; it reads its row or column from there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Side {
    /// Above a column, reading down.
    Top,
    /// Below a column, reading up.
    Bottom,
    /// Left of a row, reading right.
    Left,
    /// Right of a row, reading left.
    Right,
}

/// The kinds of mark between two neighbours that a [`Constraint::Negative`] can
/// declare complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Mark {
    /// White kropki dots: unmarked neighbours do not differ by 1.
    KropkiWhite,
    /// Black kropki dots: unmarked neighbours are not in ratio 2.
    KropkiBlack,
    /// X: unmarked neighbours do not sum to 10.
    X,
    /// V: unmarked neighbours do not sum to 5.
    V,
}

fn one() -> u8 {
    1
}

fn two() -> u8 {
    2
}

/// The default box of an N×N grid, as (rows, columns): the rows are the largest divisor
/// of N not above √N (f-puzzles' and SudokuPad's rule). So 4: 2×2, 6: 2×3, 8: 2×4, 9:
/// 3×3, 12: 3×4, 16: 4×4, 25: 5×5, and for a prime N each row is its own box (1×N).
///
/// # Example
/// ```
/// use sudoku_wasm::variant::box_shape;
///
/// assert_eq!(box_shape(6), (2, 3));
/// assert_eq!(box_shape(12), (3, 4));
/// assert_eq!(box_shape(7), (1, 7));
/// ```
pub fn box_shape(size: u8) -> (u8, u8) {
    let rows = (1..=size)
        .take_while(|r| u16::from(*r) * u16::from(*r) <= u16::from(size))
        .filter(|r| size % r == 0)
        .last()
        .unwrap_or(1);
    (rows, size / rows.max(1))
}

impl Constraint {
    /// The constraint's name: its JSON `type` (`"killerCage"`, `"antiKnight"`, ...).
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::Constraint;
    ///
    /// assert_eq!(Constraint::AntiKnight {}.name(), "antiKnight");
    /// ```
    pub fn name(&self) -> &'static str {
        self.with_kind(|kind| kind.row().name)
    }

    /// The constraint's rule, in one sentence (the same for every constraint of a kind).
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::Constraint;
    ///
    /// let rule = Constraint::Thermometer { cells: vec![0, 1] }.rule();
    /// assert_eq!(rule, "The digits strictly increase from the bulb to the tip.");
    /// ```
    pub fn rule(&self) -> &'static str {
        self.with_kind(|kind| kind.row().rule)
    }
}

impl Puzzle {
    /// A blank `size`×`size` puzzle: no givens, default boxes, no constraints.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::Puzzle;
    ///
    /// let puzzle = Puzzle::new(16);
    /// assert_eq!(puzzle.givens.len(), 256);
    /// ```
    pub fn new(size: u8) -> Puzzle {
        let cells = usize::from(size) * usize::from(size);
        Puzzle {
            size,
            givens: vec![0; cells],
            regions: None,
            constraints: Vec::new(),
            title: None,
            author: None,
            rules: None,
        }
    }

    /// The region number of every cell: [`regions`](Puzzle::regions) when given, else the
    /// default boxes of [`box_shape`] numbered row-major. Meaningful once
    /// [`validate_shape`](Puzzle::validate_shape) passes.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::Puzzle;
    ///
    /// let regions = Puzzle::new(6).region_of_cells();
    /// assert_eq!(&regions[..12], &[0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
    /// assert_eq!(regions[12], 2);
    /// ```
    pub fn region_of_cells(&self) -> Vec<u8> {
        if let Some(regions) = &self.regions {
            return regions.clone();
        }
        let n = self.size;
        let (rows, cols) = box_shape(n);
        let per_band = n / cols.max(1);
        (0..u16::from(n) * u16::from(n))
            .map(|i| {
                let (r, c) = ((i / u16::from(n)) as u8, (i % u16::from(n)) as u8);
                (r / rows) * per_band + c / cols
            })
            .collect()
    }

    /// Checks the description's shape: the size, the givens' count and range, the
    /// regions, and every constraint's cells and numbers. It does not look for a
    /// solution, nor for givens that break a rule.
    ///
    /// # Errors
    /// [`Error::InvalidPuzzle`] for the first problem found, with the path of the bad
    /// field (`size`, `givens[17]`, `regions`, `constraints[3].cells[2]`, ...) and the
    /// reason.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{variant::Puzzle, Error};
    ///
    /// let mut puzzle = Puzzle::new(9);
    /// puzzle.givens[10] = 10;
    /// assert_eq!(
    ///     puzzle.validate_shape(),
    ///     Err(Error::InvalidPuzzle {
    ///         path: "givens[10]".into(),
    ///         reason: "digit 10 is not 0-9 (0 for a blank)".into(),
    ///     })
    /// );
    /// ```
    pub fn validate_shape(&self) -> Result<(), Error> {
        let n = self.size;
        if n == 0 || n > MAX_SIZE {
            return Err(invalid("size", format!("size {n} is not 1-{MAX_SIZE}")));
        }
        let cells = usize::from(n) * usize::from(n);
        if self.givens.len() != cells {
            return Err(invalid(
                "givens",
                format!(
                    "expected {cells} values ({n}×{n}), found {}",
                    self.givens.len()
                ),
            ));
        }
        for (i, &g) in self.givens.iter().enumerate() {
            if g > n {
                return Err(invalid(
                    format!("givens[{i}]"),
                    format!("digit {g} is not 0-{n} (0 for a blank)"),
                ));
            }
        }
        if let Some(regions) = &self.regions {
            check_regions(regions, n)?;
        }
        super::limits::check_count(self.constraints.len(), "constraints")?;
        let shape = Shape {
            n,
            listed: Cell::new(0),
        };
        for (k, constraint) in self.constraints.iter().enumerate() {
            shape.check(constraint, &format!("constraints[{k}]"))?;
        }
        Ok(())
    }
}

pub(crate) fn invalid(path: impl Into<String>, reason: impl Into<String>) -> Error {
    Error::InvalidPuzzle {
        path: path.into(),
        reason: reason.into(),
    }
}

fn check_regions(regions: &[u8], n: u8) -> Result<(), Error> {
    let cells = usize::from(n) * usize::from(n);
    if regions.len() != cells {
        return Err(invalid(
            "regions",
            format!(
                "expected {cells} region numbers ({n}×{n}), found {}",
                regions.len()
            ),
        ));
    }
    let mut count = vec![0usize; usize::from(n)];
    for (i, &r) in regions.iter().enumerate() {
        if r >= n {
            return Err(invalid(
                format!("regions[{i}]"),
                format!("region {r} is not 0-{}", n - 1),
            ));
        }
        count[usize::from(r)] += 1;
    }
    if let Some(r) = count.iter().position(|&c| c != usize::from(n)) {
        return Err(invalid(
            "regions",
            format!("region {r} has {} cells, expected {n}", count[r]),
        ));
    }
    Ok(())
}

/// The grid a constraint is checked against, with the checks the kinds share.
pub(crate) struct Shape {
    /// N.
    pub n: u8,
    /// The cells the constraints checked so far list, for [`MAX_CONSTRAINT_CELLS`].
    ///
    /// [`MAX_CONSTRAINT_CELLS`]: super::MAX_CONSTRAINT_CELLS
    listed: Cell<usize>,
}

impl Shape {
    pub(crate) fn cells(&self) -> u16 {
        u16::from(self.n) * u16::from(self.n)
    }

    /// Checks a list of cells: each inside the grid, none twice, `min..=max` of them.
    pub(crate) fn list(
        &self,
        cells: &[u16],
        path: &str,
        min: usize,
        max: usize,
    ) -> Result<(), Error> {
        let total = self.cells();
        super::limits::check_cells(self.listed.get(), cells.len(), path)?;
        self.listed.set(self.listed.get() + cells.len());
        for (i, &c) in cells.iter().enumerate() {
            if c >= total {
                return Err(invalid(
                    format!("{path}[{i}]"),
                    format!(
                        "cell {c} is outside the {n}×{n} grid (cells are 0-{})",
                        total - 1,
                        n = self.n
                    ),
                ));
            }
            if let Some(j) = cells[..i].iter().position(|&d| d == c) {
                return Err(invalid(
                    format!("{path}[{i}]"),
                    format!("{} is already at {path}[{j}]", self.name(c)),
                ));
            }
        }
        if cells.len() < min || cells.len() > max {
            let wanted = if min == max {
                format!("{min}")
            } else if max == usize::MAX {
                format!("at least {min}")
            } else {
                format!("{min}-{max}")
            };
            return Err(invalid(
                path,
                format!("expected {wanted} cells, found {}", cells.len()),
            ));
        }
        Ok(())
    }

    /// Checks two cells that must be orthogonal neighbours.
    pub(crate) fn pair(&self, cells: &[u16; 2], path: &str) -> Result<(), Error> {
        self.list(cells, path, 2, 2)?;
        let n = u16::from(self.n);
        let (a, b) = (cells[0].min(cells[1]), cells[0].max(cells[1]));
        let adjacent = (b - a == 1 && a / n == b / n) || b - a == n;
        if !adjacent {
            return Err(invalid(
                path,
                format!(
                    "{} and {} are not orthogonal neighbours",
                    self.name(cells[0]),
                    self.name(cells[1])
                ),
            ));
        }
        Ok(())
    }

    pub(crate) fn name(&self, cell: u16) -> String {
        let n = u16::from(self.n);
        format!(
            "cell {cell} (row {}, column {})",
            cell / n + 1,
            cell % n + 1
        )
    }

    pub(crate) fn digit(&self, value: u8, path: String, what: &str) -> Result<(), Error> {
        if value == 0 || value > self.n {
            return Err(invalid(path, format!("{what} {value} is not 1-{}", self.n)));
        }
        Ok(())
    }

    /// Checks a least difference between two digits of the grid: 1 to N - 1.
    pub(crate) fn difference(&self, d: u8, path: String) -> Result<(), Error> {
        if d == 0 || d >= self.n {
            return Err(invalid(
                path,
                format!(
                    "difference {d} is not 1-{}",
                    usize::from(self.n).saturating_sub(1)
                ),
            ));
        }
        Ok(())
    }

    fn check(&self, constraint: &Constraint, path: &str) -> Result<(), Error> {
        constraint.with_kind(|kind| kind.validate(self, path))
    }
}
