//! The styles SudokuPad's f-puzzles converter draws each constraint with, and those the
//! f-puzzles solver add-on (rangsk's `fpuzzles-newconstraints`) exports its lines in: the
//! table that turns a drawing back into rules.
//!
//! SudokuPad draws an f-puzzles `line` of width `w` (cells) with thickness `32 w`
//! (pixels of a 32-pixel cell), so the add-on's widths appear here times 32.

/// Thermometer: a `#CFCFCF` line of thickness 21, and a round `#CFCFCF` underlay of
/// size 0.85 on its bulb.
pub(super) const THERMOMETER: (&str, f64) = ("#CFCFCF", 21.0);
/// The thermometer's bulb (size).
pub(super) const THERMOMETER_BULB: f64 = 0.85;
/// Palindrome: a `#CFCFCF` line of thickness 16.
pub(super) const PALINDROME: (&str, f64) = ("#CFCFCF", 16.0);
/// Between line: a `#CFCFCF` line of thickness 2 whose ends stop at the edge of a white
/// circle (size 0.8, `#CFCFCF` border) in each end cell.
pub(super) const BETWEEN: (&str, f64) = ("#CFCFCF", 2.0);
/// The between line's end circles (size).
pub(super) const BETWEEN_END: f64 = 0.8;
/// The two diagonals: `#34BBE6` lines of thickness 2 from corner to corner.
pub(super) const DIAGONAL: (&str, f64) = ("#34BBE6", 2.0);
/// Arrow: `#A1A1A1` arrows (thickness 5) leaving a white circle with a `#A1A1A1` border.
pub(super) const ARROW: &str = "#A1A1A1";
/// A circle of several cells not in one row or column: a `#A1A1A1` line this thick
/// through its cells (a white one, 10 thinner, inside it).
pub(super) const ARROW_PILL: f64 = 45.0;
/// Little killer: a black arrow of thickness 2 beside its clue, a white text of font size
/// 28 on the clue's cell.
pub(super) const LITTLE_KILLER: (&str, f64) = ("#000000", 2.0);
/// The little killer's clue text (font size).
pub(super) const LITTLE_KILLER_TEXT: f64 = 28.0;
/// Kropki dots: round overlays of size 0.3 with a black border, filled black (ratio) or
/// white (difference), on the edge between two cells.
pub(super) const KROPKI_SIZE: f64 = 0.3;
/// XV: a white square of size 0.25, font size 21, on the edge between two cells.
pub(super) const XV_TEXT: f64 = 21.0;
/// Sandwich clue: a white square of size 0.25, font size 32, outside the grid.
pub(super) const SANDWICH_TEXT: f64 = 32.0;
/// Quadruple: a white circle of size 0.7 with a black border and font size 14, on the
/// corner of four cells.
pub(super) const QUADRUPLE_TEXT: f64 = 14.0;
/// Odd (round) and even (square) cells: `#CFCFCF` underlays of size 0.7.
pub(super) const PARITY_SIZE: f64 = 0.7;
/// Minimum and maximum cells: a `#CCCCCC` square over the cell, and a black chevron
/// (thickness 1) on each side that faces a cell outside the set: pointing in for a
/// minimum, out for a maximum.
pub(super) const MIN_MAX: &str = "#CCCCCC";
/// X-sum and skyscraper clues: a symbol (`◯`, `▯`) at font size 38 and the clue at font
/// size 22, on the clue's cell outside the grid (the add-on's `text`, sizes 1.2 and 0.7).
pub(super) const OUTSIDE_CLUES: &[(&str, &str)] =
    &[("\u{25EF}", "xsum"), ("\u{25AF}", "skyscraper")];
/// The outside clues' symbol and value font sizes.
pub(super) const OUTSIDE_SYMBOL: f64 = 38.0;
/// See [`OUTSIDE_SYMBOL`].
pub(super) const OUTSIDE_VALUE: f64 = 22.0;

/// What marks a coloured line's ends.
#[derive(Clone, Copy)]
pub(super) enum Ends {
    /// Nothing.
    Plain,
    /// A circle of this colour and size on the first cell (a slow thermometer's bulb).
    Bulb(&'static str, f64),
    /// Circles of this colour and size on both end cells (a double arrow).
    Circles(&'static str, f64),
    /// A diamond (a square turned 45°) on both end cells (a lockout line).
    Diamonds,
}

/// A line kind drawn in a colour of its own.
pub(super) struct LineStyle {
    /// The colour, `#RRGGBB` in capitals.
    pub(super) colour: &'static str,
    /// The thickness SudokuPad draws.
    pub(super) thickness: f64,
    /// The f-puzzles field it becomes.
    pub(super) field: &'static str,
    /// The whispers difference, as an offset from ceil(N/2) (German 0, Dutch -1).
    pub(super) whispers: Option<i64>,
    /// The marks at its ends.
    pub(super) ends: Ends,
}

/// Every coloured line kind: one row each.
pub(super) const LINES: &[LineStyle] = &[
    LineStyle {
        colour: "#F067F0",
        thickness: 8.0,
        field: "renban",
        whispers: None,
        ends: Ends::Plain,
    },
    LineStyle {
        colour: "#67F067",
        thickness: 6.0,
        field: "whispers",
        whispers: Some(0),
        ends: Ends::Plain,
    },
    LineStyle {
        colour: "#FF9A00",
        thickness: 6.0,
        field: "whispers",
        whispers: Some(-1),
        ends: Ends::Plain,
    },
    LineStyle {
        colour: "#FFCCAA",
        thickness: 5.0,
        field: "entropicline",
        whispers: None,
        ends: Ends::Plain,
    },
    LineStyle {
        colour: "#33BBBB",
        thickness: 5.0,
        field: "modularline",
        whispers: None,
        ends: Ends::Plain,
    },
    LineStyle {
        colour: "#2ECBFF",
        thickness: 5.0,
        field: "regionsumline",
        whispers: None,
        ends: Ends::Plain,
    },
    LineStyle {
        colour: "#C9C883",
        thickness: 8.0,
        field: "nabner",
        whispers: None,
        ends: Ends::Plain,
    },
    LineStyle {
        colour: "#CDB1EC",
        thickness: 5.0,
        field: "zipperline",
        whispers: None,
        ends: Ends::Plain,
    },
    LineStyle {
        colour: "#C54B8B",
        thickness: 4.8,
        field: "doublearrow",
        whispers: None,
        ends: Ends::Circles("#C54B8B", 0.85),
    },
    LineStyle {
        colour: "#6495ED",
        thickness: 9.6,
        field: "slowthermometer",
        whispers: None,
        ends: Ends::Bulb("#6495ED", 0.8),
    },
    LineStyle {
        colour: "#AABEEF",
        thickness: 6.4,
        field: "lockout",
        whispers: None,
        ends: Ends::Diamonds,
    },
];

/// The SudokuPad style of a cage for each f-puzzles indexer field.
pub(super) const INDEXERS: &[(&str, &str)] = &[
    ("fpRowIndexer", "rowindexer"),
    ("fpColumnIndexer", "columnindexer"),
    ("fpBoxIndexer", "boxindexer"),
];

/// SudokuPad's `global` rules and the f-puzzles field each becomes (a flag, or an entry
/// of `negative`).
pub(super) const GLOBALS: &[(&str, &str)] = &[
    ("antiknight", "antiknight"),
    ("antiking", "antiking"),
    ("nonconsecutive", "nonconsecutive"),
    ("disjoint", "disjointgroups"),
    ("antixv", "negative:xv"),
    ("antiratio", "negative:ratio"),
    ("antidifference", "negative:difference"),
];

/// The text SudokuPad's converter writes when an f-puzzles puzzle has no title, author or
/// rules: default texts, read as none.
pub(super) const DEFAULT_TEXTS: &[(&str, &str)] = &[
    ("title", "Untitled"),
    ("author", "Unknown"),
    (
        "rules",
        "No rules provided for this puzzle. Please check the related video or website for rules.",
    ),
];
