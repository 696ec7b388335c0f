//! The [`Grid`] value type, its cells and units, and the text formats it reads and writes.
//!
//! A grid is 81 bytes, row-major: byte `9 * row + column` is the cell's digit 1-9, or 0
//! for a blank. Three inputs are understood:
//!
//! * **bytes**: exactly 81 values 0-9 (the wasm input), [`Grid::from_bytes`];
//! * **a line**: exactly 81 characters, `1`-`9` for givens and `0` or `.` for blanks
//!   (the format of the benchmark files), [`Grid::from_line`];
//! * **a grid** (the format of Baekjoon 2580): 9 lines of 9 whitespace-separated digits
//!   0-9, [`Grid::from_grid_text`].
//!
//! Each text form has one name, here, in [`Style`](crate::Style), the wasm module's
//! `format`/`parse` and the command line: `line`, `grid` and `pretty`.
//!
//! [`Grid::parse`] accepts all the text forms.

use std::fmt;

use crate::core::error::Error;

/// One of the 81 cells, by its row-major index 0-80.
///
/// `Display` writes it 1-based, the way people count: `row 2, column 5`.
///
/// # Example
/// ```
/// use sudoku_wasm::Cell;
///
/// let cell = Cell::new(13).unwrap();
/// assert_eq!((cell.row(), cell.column(), cell.box_index()), (1, 4, 1));
/// assert_eq!(cell.to_string(), "row 2, column 5");
/// assert_eq!(Cell::new(81), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell with row-major index `index`, or `None` when `index` is 81 or more.
    pub fn new(index: usize) -> Option<Cell> {
        (index < 81).then_some(Cell(index as u8))
    }

    /// The cell at `row` and `column` (both 0-based, taken modulo 9 so any input is a cell).
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Cell;
    ///
    /// assert_eq!(Cell::at(8, 8).index(), 80);
    /// ```
    pub fn at(row: u8, column: u8) -> Cell {
        Cell((row % 9) * 9 + column % 9)
    }

    /// The row-major index, 0-80.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The row, 0-8 (top to bottom).
    pub fn row(self) -> u8 {
        self.0 / 9
    }

    /// The column, 0-8 (left to right).
    pub fn column(self) -> u8 {
        self.0 % 9
    }

    /// The box, 0-8, numbered row-major (box 0 is top left, box 8 bottom right).
    pub fn box_index(self) -> u8 {
        self.row() / 3 * 3 + self.column() / 3
    }

    /// All 81 cells in row-major order.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Cell;
    ///
    /// assert_eq!(Cell::all().count(), 81);
    /// ```
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81).map(Cell)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, column {}", self.row() + 1, self.column() + 1)
    }
}

/// A row, a column or a box: nine cells that must hold nine different digits.
///
/// The index inside is 0-based; `Display` writes it 1-based (`row 4`, `box 9`).
///
/// # Example
/// ```
/// use sudoku_wasm::{Cell, Unit};
///
/// let unit = Unit::Box(4);
/// assert_eq!(unit.to_string(), "box 5");
/// assert_eq!(unit.cells()[0], Cell::at(3, 3));
/// assert!(unit.contains(Cell::at(5, 5)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Unit {
    /// A row, 0-8 from the top.
    Row(u8),
    /// A column, 0-8 from the left.
    Column(u8),
    /// A box, 0-8 in row-major order.
    Box(u8),
}

impl Unit {
    /// The 27 units: rows 0-8, then columns 0-8, then boxes 0-8.
    pub fn all() -> impl Iterator<Item = Unit> {
        (0..9)
            .map(Unit::Row)
            .chain((0..9).map(Unit::Column))
            .chain((0..9).map(Unit::Box))
    }

    /// The unit's nine cells in row-major order.
    pub fn cells(self) -> [Cell; 9] {
        std::array::from_fn(|k| {
            let k = k as u8;
            match self {
                Unit::Row(r) => Cell::at(r, k),
                Unit::Column(c) => Cell::at(k, c),
                Unit::Box(b) => Cell::at(b % 9 / 3 * 3 + k / 3, b % 3 * 3 + k % 3),
            }
        })
    }

    /// Whether `cell` is one of the unit's cells.
    pub fn contains(self, cell: Cell) -> bool {
        match self {
            Unit::Row(r) => cell.row() == r,
            Unit::Column(c) => cell.column() == c,
            Unit::Box(b) => cell.box_index() == b,
        }
    }

    /// The kind of unit in lowercase: `"row"`, `"column"` or `"box"`.
    pub fn kind(self) -> &'static str {
        match self {
            Unit::Row(_) => "row",
            Unit::Column(_) => "column",
            Unit::Box(_) => "box",
        }
    }

    /// The index within its kind, 0-8.
    pub fn index(self) -> u8 {
        match self {
            Unit::Row(i) | Unit::Column(i) | Unit::Box(i) => i,
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind(), self.index() + 1)
    }
}

/// A 9×9 Sudoku grid: 81 cells, row-major, 0 for a blank and 1-9 for a digit.
///
/// A `Grid` is a small `Copy` value. Every constructor checks the values (each cell is
/// 0-9), so a `Grid` never holds anything else; whether the givens agree with each other
/// is a separate question, answered by [`Grid::conflicts`] and checked by every solving
/// method before it searches.
///
/// # Example
/// ```
/// use sudoku_wasm::Grid;
///
/// let puzzle = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let solution = puzzle.solve()?;
/// assert!(solution.is_solved());
/// assert_eq!(&solution.to_line()[..9], "534678912");
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid([u8; 81]);

impl Default for Grid {
    /// The empty grid.
    fn default() -> Grid {
        Grid([0; 81])
    }
}

/// True when every byte is 0..=9, eight bytes at a time: a byte of 10 or more sets its
/// top bit in `v + 0x76` (or is over 0x7F already). In the per-call path of `solve`, this
/// is 11 word steps where a byte loop (wasm has no vector form of it) takes 81.
fn all_digits(cells: &[u8; 81]) -> bool {
    const ADD: u64 = 0x7676_7676_7676_7676;
    const TOP: u64 = 0x8080_8080_8080_8080;
    let (words, last) = cells.split_at(80);
    let mut bad = u64::from(last[0] > 9);
    for chunk in words.chunks_exact(8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let v = u64::from_le_bytes(word);
        bad |= (v | v.wrapping_add(ADD)) & TOP;
    }
    bad == 0
}

impl Grid {
    /// The empty grid (every cell blank).
    pub fn empty() -> Grid {
        Grid::default()
    }

    /// Reads 81 bytes, each 0 (blank) or 1-9.
    ///
    /// # Errors
    /// [`Error::WrongLength`] unless there are exactly 81 bytes; [`Error::InvalidValue`]
    /// for the first byte over 9.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Error, Grid};
    ///
    /// let mut bytes = [0u8; 81];
    /// bytes[10] = 7;
    /// assert_eq!(Grid::from_bytes(&bytes)?.get(Cell::new(10).unwrap()), 7);
    /// bytes[10] = 10;
    /// assert_eq!(
    ///     Grid::from_bytes(&bytes),
    ///     Err(Error::InvalidValue { cell: Cell::new(10).unwrap(), value: 10 })
    /// );
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Grid, Error> {
        let cells: [u8; 81] = bytes
            .try_into()
            .map_err(|_| Error::WrongLength { found: bytes.len() })?;
        if !all_digits(&cells) {
            if let Some(index) = cells.iter().position(|&v| v > 9) {
                return Err(Error::InvalidValue {
                    cell: Cell(index as u8),
                    value: cells[index],
                });
            }
        }
        Ok(Grid(cells))
    }

    /// Reads one line of 81 characters: `1`-`9` for givens, `0` or `.` for blanks.
    ///
    /// A single trailing line break (`\n` or `\r\n`) is allowed; nothing else is.
    ///
    /// # Errors
    /// [`Error::WrongLength`] unless there are exactly 81 characters (checked first);
    /// [`Error::InvalidCharacter`] for the first character that is not a digit or `.`.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// let line = format!("{}{}", "1".repeat(1), ".".repeat(80));
    /// assert_eq!(Grid::from_line(&line)?.to_line(), line);
    /// assert_eq!(
    ///     Grid::from_line("12345").unwrap_err().to_string(),
    ///     "expected 81 cells, found 5"
    /// );
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn from_line(line: &str) -> Result<Grid, Error> {
        let line = line
            .strip_suffix('\n')
            .map_or(line, |l| l.strip_suffix('\r').unwrap_or(l));
        // Length first: a cell position means nothing in text that is not a grid.
        let count = line.chars().count();
        if count != 81 {
            return Err(Error::WrongLength { found: count });
        }
        let mut cells = [0u8; 81];
        for (k, ch) in line.chars().enumerate() {
            cells[k] = match ch {
                '.' | '0' => 0,
                '1'..='9' => ch as u8 - b'0',
                _ => {
                    return Err(Error::InvalidCharacter {
                        cell: Cell(k as u8),
                        found: ch,
                    })
                }
            };
        }
        Ok(Grid(cells))
    }

    /// Reads the grid form (the format of Baekjoon 2580): 9 lines of 9 digits 0-9
    /// separated by whitespace.
    ///
    /// Extra spaces, tabs, `\r\n` line ends, blank lines before, between or after the
    /// rows, and a trailing newline are all accepted.
    ///
    /// # Errors
    /// [`Error::WrongRowCount`] unless there are 9 non-empty lines;
    /// [`Error::WrongRowLength`] for the first line without exactly 9 values;
    /// [`Error::InvalidToken`] for the first value that is not a single digit 0-9.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// let text = "0 0 0 0 0 0 0 0 1\n".repeat(9);
    /// let grid = Grid::from_grid_text(&text)?;
    /// assert_eq!(grid.to_grid_text(), text);
    /// assert_eq!(
    ///     Grid::from_grid_text("1 2 3").unwrap_err().to_string(),
    ///     "expected 9 rows, found 1"
    /// );
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn from_grid_text(text: &str) -> Result<Grid, Error> {
        let rows: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        Grid::from_rows(&rows, false)
    }

    /// The old name of [`Grid::from_grid_text`] (deprecated: call that instead).
    #[doc(hidden)]
    pub fn from_boj(text: &str) -> Result<Grid, Error> {
        Grid::from_grid_text(text)
    }

    /// Nine rows of nine whitespace-separated tokens; `.` is a blank too when `dots`.
    fn from_rows(rows: &[&str], dots: bool) -> Result<Grid, Error> {
        if rows.len() != 9 {
            return Err(Error::WrongRowCount { found: rows.len() });
        }
        let mut cells = [0u8; 81];
        for (r, line) in rows.iter().enumerate() {
            let found = line.split_whitespace().count();
            if found != 9 {
                return Err(Error::WrongRowLength {
                    row: r as u8,
                    found,
                });
            }
            for (c, token) in line.split_whitespace().enumerate() {
                let cell = Cell::at(r as u8, c as u8);
                cells[cell.index()] = match token.as_bytes() {
                    [d @ b'0'..=b'9'] => d - b'0',
                    [b'.'] if dots => 0,
                    _ => {
                        return Err(Error::InvalidToken {
                            cell,
                            token: token.chars().take(16).collect(),
                        })
                    }
                };
            }
        }
        Ok(Grid(cells))
    }

    /// Reads any of the text forms, telling them apart by shape. Leading and trailing
    /// whitespace is ignored, and so are the box rulings of [`Grid::to_pretty`]: `|`
    /// characters, and lines made only of `-`, `+`, `=` and spaces.
    ///
    /// * one line: the 81-character line ([`Grid::from_line`]);
    /// * several lines, none with inner whitespace (`53..7....` nine times): their
    ///   characters joined, read as a line;
    /// * otherwise: nine rows of nine values separated by whitespace, as in the Baekjoon
    ///   grid ([`Grid::from_grid_text`]), where `.` is also a blank (so the boxed form of
    ///   [`Grid::to_pretty`] reads back).
    ///
    /// # Errors
    /// Those of the reader the shape chose.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// let line = "4".to_string() + &"0".repeat(80);
    /// let boj = "4 0 0 0 0 0 0 0 0\n".to_string() + &"0 0 0 0 0 0 0 0 0\n".repeat(8);
    /// let rows = "4........\n".to_string() + &".........\n".repeat(8);
    /// let grid = Grid::parse(&line)?;
    /// assert_eq!(Grid::parse(&boj)?, grid);
    /// assert_eq!(Grid::parse(&rows)?, grid);
    /// assert_eq!(Grid::parse(&grid.to_pretty())?, grid);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn parse(text: &str) -> Result<Grid, Error> {
        let text = text.trim();
        let is_ruling = |l: &str| l.chars().all(|c| matches!(c, '-' | '+' | '=' | ' ' | '\t'));
        let cleaned: Vec<String> = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !is_ruling(l))
            .map(|l| l.replace('|', "").trim().to_string())
            .collect();
        if text.lines().count() <= 1 && !text.contains('|') {
            return Grid::from_line(text);
        }
        let rows: Vec<&str> = cleaned.iter().map(String::as_str).collect();
        if rows.len() <= 1 {
            return Grid::from_line(rows.first().copied().unwrap_or(""));
        }
        if rows.iter().all(|l| !l.contains(char::is_whitespace)) {
            return Grid::from_line(&rows.concat());
        }
        Grid::from_rows(&rows, true)
    }

    /// A grid from the search core's output, which holds only digits 1-9; checked in
    /// debug builds, trusted in release ones (the checked path is [`Grid::from_bytes`]).
    pub(crate) fn from_solution(cells: [u8; 81]) -> Grid {
        debug_assert!(cells.iter().all(|d| (1..=9).contains(d)));
        Grid(cells)
    }

    /// The 81 cells, row-major, 0 for a blank.
    pub fn to_bytes(self) -> [u8; 81] {
        self.0
    }

    /// The 81 cells, row-major, 0 for a blank, borrowed.
    pub fn as_bytes(&self) -> &[u8; 81] {
        &self.0
    }

    /// The digit in `cell`, 0 when it is blank.
    pub fn get(&self, cell: Cell) -> u8 {
        self.0[cell.index()]
    }

    /// A copy with `cell` set to `digit` (0 clears it).
    ///
    /// # Errors
    /// [`Error::InvalidValue`] when `digit` is over 9.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Grid};
    ///
    /// let grid = Grid::empty().with(Cell::at(0, 0), 5)?;
    /// assert_eq!(grid.get(Cell::at(0, 0)), 5);
    /// assert!(Grid::empty().with(Cell::at(0, 0), 10).is_err());
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn with(mut self, cell: Cell, digit: u8) -> Result<Grid, Error> {
        if digit > 9 {
            return Err(Error::InvalidValue { cell, value: digit });
        }
        self.0[cell.index()] = digit;
        Ok(self)
    }

    /// How many cells hold a digit.
    pub fn given_count(&self) -> usize {
        self.0.iter().filter(|&&v| v != 0).count()
    }

    /// Whether every cell holds a digit and every unit holds each digit once.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// assert!(!Grid::empty().is_solved());
    /// assert!(Grid::empty().solve()?.is_solved());
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn is_solved(&self) -> bool {
        self.0.iter().all(|&v| v != 0)
            && Unit::all().all(|unit| {
                let seen = unit
                    .cells()
                    .iter()
                    .fold(0u16, |seen, &c| seen | 1 << self.get(c));
                seen == 0b11_1111_1110
            })
    }

    /// The line form: 81 characters, `.` for blanks.
    pub fn to_line(&self) -> String {
        self.0
            .iter()
            .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
            .collect()
    }

    /// The grid form: 9 lines of 9 digits separated by single spaces, 0 for blanks, each
    /// line ending in `\n` (what [`Grid::from_grid_text`] reads; Baekjoon 2580's format).
    pub fn to_grid_text(&self) -> String {
        let mut out = String::with_capacity(162);
        for row in self.0.chunks(9) {
            for (k, &v) in row.iter().enumerate() {
                if k > 0 {
                    out.push(' ');
                }
                out.push(char::from(b'0' + v));
            }
            out.push('\n');
        }
        out
    }

    /// The old name of [`Grid::to_grid_text`] (deprecated: call that instead).
    #[doc(hidden)]
    pub fn to_boj(&self) -> String {
        self.to_grid_text()
    }

    /// A boxed grid for people to read: `.` for blanks, `|` and `-` between boxes.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::Grid;
    ///
    /// let text = Grid::empty().to_pretty();
    /// assert_eq!(text.lines().count(), 11);
    /// assert_eq!(text.lines().next(), Some(". . . | . . . | . . ."));
    /// assert_eq!(text.lines().nth(3), Some("------+-------+------"));
    /// ```
    pub fn to_pretty(&self) -> String {
        let mut out = String::with_capacity(242);
        for (r, row) in self.0.chunks(9).enumerate() {
            if r == 3 || r == 6 {
                out.push_str("------+-------+------\n");
            }
            for (c, &v) in row.iter().enumerate() {
                match c {
                    0 => {}
                    3 | 6 => out.push_str(" | "),
                    _ => out.push(' '),
                }
                out.push(if v == 0 { '.' } else { char::from(b'0' + v) });
            }
            out.push('\n');
        }
        out
    }
}

impl From<Grid> for [u8; 81] {
    fn from(grid: Grid) -> [u8; 81] {
        grid.0
    }
}

impl TryFrom<&[u8]> for Grid {
    type Error = Error;

    fn try_from(bytes: &[u8]) -> Result<Grid, Error> {
        Grid::from_bytes(bytes)
    }
}

impl std::str::FromStr for Grid {
    type Err = Error;

    /// The same as [`Grid::parse`].
    fn from_str(text: &str) -> Result<Grid, Error> {
        Grid::parse(text)
    }
}

impl fmt::Display for Grid {
    /// The line form ([`Grid::to_line`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `all_digits` (eight bytes at a time) agrees with a byte-by-byte check at every
    /// position, for the values around each edge of its arithmetic, and `from_bytes`
    /// reports the first bad cell.
    #[test]
    fn value_check_every_position() {
        for value in 0..=9u8 {
            assert!(all_digits(&[value; 81]));
        }
        for pos in 0..81 {
            for value in [10u8, 11, 0x75, 0x76, 0x7F, 0x80, 0x89, 0x8A, 0xF6, 0xFF] {
                let mut cells = [9u8; 81];
                cells[pos] = value;
                assert!(!all_digits(&cells), "{pos} {value}");
                // a second bad byte later: the first is reported
                if pos < 80 {
                    cells[80] = 200;
                }
                assert_eq!(
                    Grid::from_bytes(&cells),
                    Err(Error::InvalidValue {
                        cell: Cell(pos as u8),
                        value
                    })
                );
            }
        }
    }

    const SAMPLE_BOJ: &str = "\
0 3 5 4 6 9 2 7 8
7 8 2 1 0 5 6 0 9
0 6 0 2 7 8 1 3 5
3 2 1 0 4 6 8 9 7
8 0 4 9 1 3 5 0 6
5 9 6 8 2 0 4 1 3
9 1 7 6 5 2 0 8 0
6 0 3 7 0 1 9 5 2
2 5 8 3 9 4 7 6 0
";

    #[test]
    fn cells_and_units_agree() {
        for cell in Cell::all() {
            let units = [
                Unit::Row(cell.row()),
                Unit::Column(cell.column()),
                Unit::Box(cell.box_index()),
            ];
            for unit in Unit::all() {
                assert_eq!(unit.contains(cell), units.contains(&unit));
                assert_eq!(unit.cells().contains(&cell), unit.contains(cell));
            }
        }
        assert_eq!(Unit::Box(8).cells()[8], Cell::at(8, 8));
        assert_eq!(Unit::Column(3).to_string(), "column 4");
    }

    #[test]
    fn boj_round_trip_and_tolerance() {
        let grid = Grid::from_grid_text(SAMPLE_BOJ).unwrap();
        assert_eq!(grid.to_grid_text(), SAMPLE_BOJ);
        // The old names still work.
        assert_eq!(Grid::from_boj(SAMPLE_BOJ), Ok(grid));
        assert_eq!(grid.to_boj(), SAMPLE_BOJ);
        assert_eq!(crate::Style::Baekjoon, crate::Style::Grid);
        assert_eq!(grid.get(Cell::at(0, 1)), 3);
        let messy = format!(
            "\n\n  {}\n\n",
            SAMPLE_BOJ.replace(' ', " \t ").replace('\n', "\r\n")
        );
        assert_eq!(Grid::from_grid_text(&messy).unwrap(), grid);
        assert_eq!(Grid::parse(&messy).unwrap(), grid);
    }

    #[test]
    fn boj_errors_say_where() {
        let eight_rows: String = SAMPLE_BOJ
            .lines()
            .take(8)
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(
            Grid::from_grid_text(&eight_rows),
            Err(Error::WrongRowCount { found: 8 })
        );
        let short = SAMPLE_BOJ.replacen("7 8 2 1 0 5 6 0 9", "7 8 2 1 0 5 6 0", 1);
        assert_eq!(
            Grid::from_grid_text(&short),
            Err(Error::WrongRowLength { row: 1, found: 8 })
        );
        let bad = SAMPLE_BOJ.replacen("0 6 0 2", "0 6 x 2", 1);
        assert_eq!(
            Grid::from_grid_text(&bad),
            Err(Error::InvalidToken {
                cell: Cell::at(2, 2),
                token: "x".into()
            })
        );
        let wide = SAMPLE_BOJ.replacen("3 2 1", "3 12 1", 1);
        assert_eq!(
            Grid::from_grid_text(&wide).unwrap_err().to_string(),
            "invalid value \"12\" at row 4, column 2 (expected a digit 0-9)"
        );
        let long_token = SAMPLE_BOJ.replacen("2 5 8", &format!("2 {} 8", "9".repeat(100)), 1);
        match Grid::from_grid_text(&long_token) {
            Err(Error::InvalidToken { token, .. }) => assert_eq!(token.len(), 16),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn line_forms() {
        let line = "1".to_string() + &".".repeat(79) + "9";
        let grid = Grid::from_line(&line).unwrap();
        assert_eq!(grid.to_line(), line);
        assert_eq!(Grid::from_line(&line.replace('.', "0")).unwrap(), grid);
        assert_eq!(Grid::from_line(&(line.clone() + "\r\n")).unwrap(), grid);
        assert_eq!(Grid::from_line(&(line.clone() + "\n")).unwrap(), grid);
        assert_eq!(
            Grid::from_line(&(line.clone() + "\n\n")),
            Err(Error::WrongLength { found: 82 })
        );
        assert_eq!(
            Grid::from_line(&line[..80]),
            Err(Error::WrongLength { found: 80 })
        );
        assert_eq!(
            Grid::from_line(&(line.clone() + "1")),
            Err(Error::WrongLength { found: 82 })
        );
        let unicode = "é".to_string() + &line[1..];
        assert_eq!(
            Grid::from_line(&unicode),
            Err(Error::InvalidCharacter {
                cell: Cell::at(0, 0),
                found: 'é'
            })
        );
        assert_eq!(Grid::from_line(""), Err(Error::WrongLength { found: 0 }));
    }

    #[test]
    fn bytes() {
        assert_eq!(Grid::from_bytes(&[]), Err(Error::WrongLength { found: 0 }));
        assert_eq!(
            Grid::from_bytes(&[0; 82]),
            Err(Error::WrongLength { found: 82 })
        );
        let mut bytes = [0u8; 81];
        bytes[80] = 255;
        assert_eq!(
            Grid::from_bytes(&bytes),
            Err(Error::InvalidValue {
                cell: Cell::at(8, 8),
                value: 255
            })
        );
        bytes[80] = 9;
        assert_eq!(Grid::from_bytes(&bytes).unwrap().to_bytes(), bytes);
    }

    #[test]
    fn parse_reads_every_form_back() {
        let grid = Grid::from_grid_text(SAMPLE_BOJ).unwrap();
        for text in [
            grid.to_line(),
            grid.to_grid_text(),
            grid.to_pretty(),
            grid.to_pretty().replace('.', "0"),
            format!("  {}  ", grid.to_pretty().replace('\n', "\r\n")),
        ] {
            assert_eq!(Grid::parse(&text), Ok(grid), "{text}");
        }
        // Wrong shapes still get the specific errors.
        assert_eq!(
            Grid::parse("1 2 3\n4 5 6"),
            Err(Error::WrongRowCount { found: 2 })
        );
        let pretty = grid.to_pretty().replacen(". 3 5", ". 3 x", 1);
        assert_eq!(
            Grid::parse(&pretty),
            Err(Error::InvalidToken {
                cell: Cell::at(0, 2),
                token: "x".into()
            })
        );
        assert_eq!(Grid::parse("12|34"), Err(Error::WrongLength { found: 4 }));
        assert_eq!(Grid::parse("-----"), Err(Error::WrongLength { found: 5 }));
        // The strict Baekjoon reader does not take dots.
        assert_eq!(
            Grid::from_grid_text(&SAMPLE_BOJ.replacen('0', ".", 1))
                .unwrap_err()
                .code(),
            "InvalidToken"
        );
    }

    #[test]
    fn pretty() {
        let grid = Grid::from_grid_text(SAMPLE_BOJ).unwrap();
        let text = grid.to_pretty();
        assert_eq!(text.lines().next(), Some(". 3 5 | 4 6 9 | 2 7 8"));
        assert_eq!(text.lines().count(), 11);
        assert!(text.lines().all(|l| l.chars().count() == 21));
    }
}
