//! The error type: what went wrong, and where.
//!
//! Every variant names the cells it is about. Messages are lowercase, specific and
//! 1-based (`row 2, column 5`); the cells themselves are [`Cell`]s, 0-based indices.

use std::fmt::{self, Write};

use crate::core::grid::{Cell, Unit};

/// Everything that can go wrong when reading, checking or solving a puzzle.
///
/// "No solution" is an answer about a well-formed puzzle, but it is reported here too so
/// that [`Grid::solve`](crate::Grid::solve) has one error type. A puzzle with several
/// solutions is not an error: `solve` returns one of them, and
/// [`Grid::count_solutions`](crate::Grid::count_solutions) tells how many there are.
///
/// # Example
/// ```
/// use sudoku_wasm::{Error, Grid};
///
/// let err = Grid::from_bytes(&[0; 80]).unwrap_err();
/// assert_eq!(err, Error::WrongLength { found: 80 });
/// assert_eq!(err.to_string(), "expected 81 cells, found 80");
/// assert_eq!(err.code(), "WrongLength");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// The input does not have exactly 81 cells.
    WrongLength {
        /// How many cells (bytes or characters) there were.
        found: usize,
    },
    /// A byte of a binary grid is not a cell value 0-9.
    InvalidValue {
        /// The cell holding it.
        cell: Cell,
        /// The byte found.
        value: u8,
    },
    /// A character of a text grid is not `1`-`9`, `0` or `.`.
    InvalidCharacter {
        /// The cell it stands for.
        cell: Cell,
        /// The character found.
        found: char,
    },
    /// A Baekjoon grid does not have 9 rows.
    WrongRowCount {
        /// How many non-empty lines there were.
        found: usize,
    },
    /// A row of a Baekjoon grid does not have 9 values.
    WrongRowLength {
        /// The row, 0-based.
        row: u8,
        /// How many values it had.
        found: usize,
    },
    /// A value of a Baekjoon grid is not a single digit 0-9.
    InvalidToken {
        /// The cell it stands for.
        cell: Cell,
        /// The text found (at most 16 characters of it).
        token: String,
    },
    /// Two givens with the same digit share a row, a column or a box.
    ConflictingGivens {
        /// The digit, 1-9.
        digit: u8,
        /// The two cells, in row-major order.
        cells: [Cell; 2],
        /// The unit they share (the first of row, column, box).
        unit: Unit,
    },
    /// The givens are consistent, but no way to fill the blanks satisfies every unit.
    NoSolution,
    /// A [`variant::Puzzle`](crate::variant::Puzzle) description is malformed, or the
    /// givens passed with a grid do not match it (path `givens[i]`).
    InvalidPuzzle {
        /// The path of the bad field: `size`, `givens[17]`, `constraints[3].cells[2]`, ...
        path: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A rule the engine does not know, by its name in the input (`clock`).
    Unsupported {
        /// The constraint's name as the input spells it.
        constraint: String,
    },
    /// Givens of a [`variant::Puzzle`](crate::variant::Puzzle) break one of its rules.
    /// Its code is `"ConflictingGivens"`, the same as the classic grid's.
    BrokenRule {
        /// The rule: a constraint's name (`"killerCage"`), or `"row"`, `"column"`, `"region"`.
        rule: String,
        /// The cells involved, 0-based row-major indices in the puzzle's own size.
        cells: Vec<u16>,
        /// The puzzle's size N (to name the cells by row and column).
        size: u8,
    },
    /// An option of a request is not one offered: a size or a level the variant
    /// generator (`variant::generate`, with the `logic` feature) does not make for that
    /// kind.
    InvalidOption {
        /// The option's name: `size`, `level`, `symmetry`.
        option: String,
        /// What is wrong, with what is offered.
        reason: String,
    },
    /// The search stopped at its budget of guesses before it could answer.
    BudgetExceeded {
        /// The budget, in guesses.
        max_guesses: u64,
        /// Solutions found before it stopped.
        found: u64,
    },
}

impl Error {
    /// Every [`code`](Error::code), in the order of the variants: the list the wasm module
    /// exports as `errorCodes()` and the package's `ErrorCode` type is generated from.
    /// A new variant gets its code here and in `code`.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Error;
    ///
    /// assert_eq!(Error::CODES[0], "WrongLength");
    /// assert!(Error::CODES.contains(&Error::NoSolution.code()));
    /// ```
    pub const CODES: [&'static str; 12] = [
        "WrongLength",
        "InvalidValue",
        "InvalidCharacter",
        "WrongRowCount",
        "WrongRowLength",
        "InvalidToken",
        "ConflictingGivens",
        "InvalidPuzzle",
        "Unsupported",
        "NoSolution",
        "InvalidOption",
        "BudgetExceeded",
    ];

    /// A stable, machine-readable name for the kind of error (the variant's name).
    ///
    /// This is the `code` property of the errors the wasm module throws.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// let err = Grid::from_line("55").unwrap_err();
    /// assert_eq!(err.code(), "WrongLength");
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            Error::WrongLength { .. } => "WrongLength",
            Error::InvalidValue { .. } => "InvalidValue",
            Error::InvalidCharacter { .. } => "InvalidCharacter",
            Error::WrongRowCount { .. } => "WrongRowCount",
            Error::WrongRowLength { .. } => "WrongRowLength",
            Error::InvalidToken { .. } => "InvalidToken",
            Error::ConflictingGivens { .. } | Error::BrokenRule { .. } => "ConflictingGivens",
            Error::InvalidPuzzle { .. } => "InvalidPuzzle",
            Error::Unsupported { .. } => "Unsupported",
            Error::NoSolution => "NoSolution",
            Error::InvalidOption { .. } => "InvalidOption",
            Error::BudgetExceeded { .. } => "BudgetExceeded",
        }
    }

    /// The cells the error is about, in row-major order (empty when it is about none).
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Grid};
    ///
    /// let mut cells = [0u8; 81];
    /// cells[0] = 4;
    /// cells[80] = 42;
    /// let err = Grid::from_bytes(&cells).unwrap_err();
    /// assert_eq!(err.cells(), vec![Cell::new(80).unwrap()]);
    /// ```
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Error::InvalidValue { cell, .. }
            | Error::InvalidCharacter { cell, .. }
            | Error::InvalidToken { cell, .. } => vec![*cell],
            Error::ConflictingGivens { cells, .. } => cells.to_vec(),
            Error::WrongRowLength { row, .. } => (0..9).map(|c| Cell::at(*row, c)).collect(),
            Error::WrongLength { .. }
            | Error::WrongRowCount { .. }
            | Error::NoSolution
            | Error::BudgetExceeded { .. }
            | Error::InvalidPuzzle { .. }
            | Error::Unsupported { .. }
            | Error::InvalidOption { .. }
            | Error::BrokenRule { .. } => Vec::new(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::WrongLength { found } => write!(f, "expected 81 cells, found {found}"),
            Error::InvalidValue { cell, value } => {
                write!(f, "invalid value {value} at {cell} (cells must be 0-9)")
            }
            Error::InvalidCharacter { cell, found } => write!(
                f,
                "invalid character {} at {cell} (expected a digit 1-9, or 0 or . for a blank)",
                Quoted::Char(*found)
            ),
            Error::WrongRowCount { found } => write!(f, "expected 9 rows, found {found}"),
            Error::WrongRowLength { row, found } => {
                write!(f, "row {} has {found} values, expected 9", row + 1)
            }
            Error::InvalidToken { cell, token } => {
                write!(
                    f,
                    "invalid value {} at {cell} (expected a digit 0-9)",
                    Quoted::Str(token)
                )
            }
            Error::ConflictingGivens { digit, cells, unit } => write!(
                f,
                "digit {digit} is given twice in {unit}: at {} and at {}",
                cells[0], cells[1]
            ),
            Error::NoSolution => f.write_str("the puzzle has no solution"),
            Error::InvalidPuzzle { path, reason } => {
                write!(f, "invalid puzzle at {path}: {reason}")
            }
            Error::Unsupported { constraint } => {
                write!(f, "unsupported constraint {}", Quoted::Single(constraint))
            }
            Error::BrokenRule { rule, cells, size } => {
                write!(f, "the givens break the {rule} rule at")?;
                let n = u16::from(*size).max(1);
                for (i, c) in cells.iter().enumerate() {
                    let sep = if i == 0 { " " } else { "; " };
                    write!(f, "{sep}row {}, column {}", c / n + 1, c % n + 1)?;
                }
                Ok(())
            }
            Error::InvalidOption { option, reason } => {
                write!(f, "invalid option {option}: {reason}")
            }
            Error::BudgetExceeded { max_guesses, found } => write!(
                f,
                "the search stopped at its budget of {max_guesses} guesses, \
                 with {found} solutions found so far"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// Text quoted for a message the way `{:?}` quotes a `char` or a `str`: between `'` or
/// `"`, with `\0`, `\t`, `\r`, `\n`, `\\` and the quote escaped, and the characters that
/// would not show written as `\u{…}`.
///
/// Not `{:?}` itself: to tell which characters show, `{:?}` brings Unicode's printable and
/// grapheme-extend tables, 3.7 KB of the core's gzipped wasm module (an eighth of it), for
/// one character of an error message. Here the characters written as `\u{…}` are the
/// controls, whitespace other than the space, the format characters (soft hyphen,
/// zero-width and direction marks, the byte-order mark, ...), the combining diacritics
/// and variation selectors (they would fuse with the quote), noncharacters, private use
/// and the unassigned planes, all of which `{:?}` escapes in a `char` too. `{:?}` also
/// escapes the unassigned code points and the combining marks of other scripts, which
/// are written as they are here (a unit test checks that these are the only differences
/// for a `char`). In a `str`, `{:?}` escapes combining marks only at its start, this
/// everywhere.
pub(crate) enum Quoted<'a> {
    /// A `char`, between single quotes.
    Char(char),
    /// A `str`, between double quotes.
    Str(&'a str),
    /// A `str`, between single quotes (a name: `'clock'`).
    Single(&'a str),
}

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Quoted::Char(c) => {
                f.write_char('\'')?;
                escaped(f, c, '\'')?;
                f.write_char('\'')
            }
            Quoted::Str(text) => {
                f.write_char('"')?;
                for c in text.chars() {
                    escaped(f, c, '"')?;
                }
                f.write_char('"')
            }
            Quoted::Single(text) => {
                f.write_char('\'')?;
                for c in text.chars() {
                    escaped(f, c, '\'')?;
                }
                f.write_char('\'')
            }
        }
    }
}

/// Writes `c` as it stands between `quote`s (see [`Quoted`]).
fn escaped(f: &mut fmt::Formatter<'_>, c: char, quote: char) -> fmt::Result {
    match c {
        '\0' => f.write_str("\\0"),
        '\t' => f.write_str("\\t"),
        '\r' => f.write_str("\\r"),
        '\n' => f.write_str("\\n"),
        '\\' => f.write_str("\\\\"),
        c if c == quote => write!(f, "\\{c}"),
        c if shows(c) => f.write_char(c),
        c => write!(f, "\\u{{{:x}}}", u32::from(c)),
    }
}

/// Whether `c` is written as it is between quotes (see [`Quoted`]).
fn shows(c: char) -> bool {
    !(c.is_control()
        || matches!(
            u32::from(c),
            0xa0 | 0xad
                | 0x300..=0x36f
                | 0x600..=0x605
                | 0x61c
                | 0x6dd
                | 0x70f
                | 0x1680
                | 0x180e
                | 0x2000..=0x200f
                | 0x2028..=0x202f
                | 0x205f..=0x206f
                | 0x3000
                | 0xd800..=0xf8ff
                | 0xfe00..=0xfe0f
                | 0xfeff
                | 0xfff0..=0xfffb
                | 0xfffe..=0xffff
                | 0x40000..=0x10ffff
        ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(row: u8, column: u8) -> Cell {
        Cell::at(row, column)
    }

    /// Every message, pinned: they are part of the interface (the CLI prints them, the
    /// page shows them, JS code may match on them).
    #[test]
    fn messages_are_pinned() {
        let cases: Vec<(Error, &str)> = vec![
            (Error::WrongLength { found: 80 }, "expected 81 cells, found 80"),
            (
                Error::InvalidValue { cell: cell(1, 0), value: 10 },
                "invalid value 10 at row 2, column 1 (cells must be 0-9)",
            ),
            (
                Error::InvalidCharacter { cell: cell(0, 2), found: 'x' },
                "invalid character 'x' at row 1, column 3 (expected a digit 1-9, or 0 or . for a blank)",
            ),
            (Error::WrongRowCount { found: 8 }, "expected 9 rows, found 8"),
            (
                Error::WrongRowLength { row: 2, found: 10 },
                "row 3 has 10 values, expected 9",
            ),
            (
                Error::InvalidToken { cell: cell(8, 8), token: "12".into() },
                "invalid value \"12\" at row 9, column 9 (expected a digit 0-9)",
            ),
            (
                Error::ConflictingGivens {
                    digit: 5,
                    cells: [cell(0, 1), cell(0, 6)],
                    unit: Unit::Row(0),
                },
                "digit 5 is given twice in row 1: at row 1, column 2 and at row 1, column 7",
            ),
            (Error::NoSolution, "the puzzle has no solution"),
            (
                Error::InvalidPuzzle { path: "constraints[3].cells[2]".into(), reason: "cell 99 is outside the 9×9 grid (cells are 0-80)".into() },
                "invalid puzzle at constraints[3].cells[2]: cell 99 is outside the 9×9 grid (cells are 0-80)",
            ),
            (
                Error::Unsupported { constraint: "clo'ck\n".into() },
                "unsupported constraint 'clo\\'ck\\n'",
            ),
            (
                Error::BrokenRule { rule: "killerCage".into(), cells: vec![0, 1, 9], size: 9 },
                "the givens break the killerCage rule at row 1, column 1; row 1, column 2; row 2, column 1",
            ),
            (
                Error::InvalidOption { option: "level".into(), reason: "killer 9×9 is made at easy, medium, expert".into() },
                "invalid option level: killer 9×9 is made at easy, medium, expert",
            ),
            (
                Error::BudgetExceeded { max_guesses: 1000, found: 3 },
                "the search stopped at its budget of 1000 guesses, with 3 solutions found so far",
            ),
        ];
        for (err, text) in &cases {
            assert_eq!(err.to_string(), *text, "{err:?}");
        }
        // One case per variant, so `CODES` lists every code, once, in variant order
        // (`BrokenRule` shares `ConflictingGivens`).
        let mut codes: Vec<&str> = Vec::new();
        for (err, _) in &cases {
            if !codes.contains(&err.code()) {
                codes.push(err.code());
            }
        }
        let mut listed = Error::CODES.to_vec();
        listed.sort_unstable();
        codes.sort_unstable();
        assert_eq!(codes, listed);
    }

    /// `Quoted` writes every character as `{:?}` does, but for some that `{:?}` writes as
    /// `\u{…}` (unassigned code points, combining marks of other scripts) and `Quoted`
    /// writes as they are; and none of those in the ranges a puzzle's text is likely to
    /// hold (ASCII, Latin, Greek, Cyrillic, CJK, fullwidth forms, Arabic-Indic digits).
    #[test]
    fn quoted_is_debug_but_for_rare_characters() {
        let likely = |c: char| {
            matches!(
                u32::from(c),
                0..=0x2ff | 0x391..=0x3a1 | 0x3a3..=0x3c9 | 0x410..=0x44f | 0x660..=0x669 | 0x4e00..=0x9fff
                    | 0xff01..=0xff5e | 0x1f600..=0x1f64f
            )
        };
        for c in (0..=0x10ffff).filter_map(char::from_u32) {
            let (ours, std) = (Quoted::Char(c).to_string(), format!("{c:?}"));
            if ours != std {
                assert!(
                    std.starts_with("'\\u{") && ours == format!("'{c}'") && !likely(c),
                    "{ours} {std}"
                );
            }
        }
        for text in [
            "12",
            "a\"b'c\\",
            "\0\t\r\n",
            "é５😀",
            "\u{feff}x\u{200b}",
            "\u{7f}\u{85}",
        ] {
            assert_eq!(Quoted::Str(text).to_string(), format!("{text:?}"));
        }
    }

    #[test]
    fn codes_and_cells() {
        let err = Error::ConflictingGivens {
            digit: 5,
            cells: [cell(0, 0), cell(2, 2)],
            unit: Unit::Box(0),
        };
        assert_eq!(err.code(), "ConflictingGivens");
        assert_eq!(err.cells(), vec![cell(0, 0), cell(2, 2)]);
        assert_eq!(Error::NoSolution.code(), "NoSolution");
        assert!(Error::NoSolution.cells().is_empty());
        assert_eq!(Error::WrongRowLength { row: 1, found: 3 }.cells().len(), 9);
        assert_eq!(
            Error::WrongRowLength { row: 1, found: 3 }.cells()[0],
            cell(1, 0)
        );
    }

    #[test]
    fn error_is_send_sync_and_std_error() {
        fn assert_traits<T: Send + Sync + std::error::Error + 'static>() {}
        assert_traits::<Error>();
    }
}
