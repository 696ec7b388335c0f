//! The position the techniques work on: the placed digits and, for every blank cell, the
//! digits still possible there.

use std::fmt;

use super::cells::{bit, digits, ALL_DIGITS, PEERS, UNIT_SETS};
use super::Step;
use crate::core::error::Error;
use crate::core::grid::{Cell, Grid};

/// A grid with pencil marks: the digit of each filled cell, and the candidates (digits
/// still possible) of each blank cell.
///
/// Candidates are 9-bit masks: bit `d - 1` set means digit `d` is still possible. A
/// filled cell has the mask 0. Placing a digit removes it from the candidates of the
/// cell's 20 peers, so a position built here never lists a candidate that a placed digit
/// in the same row, column or box already rules out.
///
/// # Example
/// ```
/// use sudoku_wasm::{Position, Cell, Grid};
///
/// let grid = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let position = Position::new(&grid)?;
/// // r1c3 sees 5, 3, 7 in its row, 8 and 9 in its box, 6 in its column...
/// assert_eq!(position.candidates(Cell::at(0, 2)), vec![1, 2, 4]);
/// assert_eq!(position.digit(Cell::at(0, 0)), 5);
/// assert_eq!(position.mask(Cell::at(0, 0)), 0);
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) digits: [u8; 81],
    pub(crate) masks: [u16; 81],
}

impl Position {
    /// The position of a grid before any reasoning: every blank cell gets each digit that
    /// no filled peer holds.
    ///
    /// # Errors
    /// [`Error::ConflictingGivens`] when two filled cells clash.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Position, Cell, Grid};
    ///
    /// let position = Position::new(&Grid::empty())?;
    /// assert_eq!(position.mask(Cell::at(4, 4)), 0x1ff);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn new(grid: &Grid) -> Result<Position, Error> {
        grid.check()?;
        Ok(Position::from_consistent(grid.as_bytes()))
    }

    /// The position of a grid with the candidates a player has kept: each blank cell
    /// gets the digits of its entry in `masks` (bit `d - 1` for digit `d`) that no
    /// filled peer holds. Candidates the player has removed stay removed; bits 9-15 and
    /// the masks of filled cells are ignored.
    ///
    /// A blank cell whose mask keeps no digit makes the position impossible; the
    /// functions that take such a position ([`hint`](crate::hint)) report it.
    ///
    /// # Errors
    /// [`Error::ConflictingGivens`] when two filled cells clash.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Position, Cell, Grid};
    ///
    /// let grid = Grid::empty().with(Cell::at(0, 0), 1)?;
    /// let mut masks = [0x1ffu16; 81];
    /// masks[1] = 0b11; // the player kept 1 and 2 in r1c2
    /// let position = Position::with_masks(&grid, &masks)?;
    /// assert_eq!(position.candidates(Cell::at(0, 1)), vec![2]); // 1 is in r1c1
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn with_masks(grid: &Grid, masks: &[u16; 81]) -> Result<Position, Error> {
        let mut position = Position::new(grid)?;
        for (own, &kept) in position.masks.iter_mut().zip(masks) {
            *own &= kept;
        }
        Ok(position)
    }

    /// The filled cells as a grid (blank cells are 0).
    pub fn grid(&self) -> Grid {
        // Cannot fail: every digit here came from a Grid or a placement of 1-9.
        Grid::from_bytes(&self.digits).unwrap_or_default()
    }

    /// The digit in `cell`, 0 when it is blank.
    pub fn digit(&self, cell: Cell) -> u8 {
        self.digits[cell.index()]
    }

    /// The candidates of `cell` as a 9-bit mask (bit `d - 1` for digit `d`); 0 for a
    /// filled cell.
    pub fn mask(&self, cell: Cell) -> u16 {
        self.masks[cell.index()]
    }

    /// The 81 candidate masks, row-major (0 for filled cells).
    pub fn masks(&self) -> [u16; 81] {
        self.masks
    }

    /// The candidates of `cell` in increasing order; empty for a filled cell.
    pub fn candidates(&self, cell: Cell) -> Vec<u8> {
        digits(self.masks[cell.index()]).collect()
    }

    /// Whether `digit` is still a candidate of `cell` (false for filled cells and for
    /// digits outside 1-9).
    pub fn contains(&self, cell: Cell, digit: u8) -> bool {
        (1..=9).contains(&digit) && self.masks[cell.index()] & bit(digit) != 0
    }

    /// Whether every cell is filled.
    pub fn is_solved(&self) -> bool {
        self.digits.iter().all(|&d| d != 0)
    }

    /// Carries out a step: places its placements (each also removes its digit from the
    /// cell's peers) and removes its eliminations.
    ///
    /// Placements on filled cells and entries whose digit is not 1-9 are ignored, so a
    /// step from any source leaves a well-formed position.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{hint, Position, Grid};
    ///
    /// let grid = Grid::from_line(
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    /// )?;
    /// let mut position = Position::new(&grid)?;
    /// let step = hint(&grid, None)?.expect("not solved yet");
    /// position.apply(&step);
    /// let placed = step.placements[0];
    /// assert_eq!(position.digit(placed.cell), placed.digit);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn apply(&mut self, step: &Step) {
        for p in &step.placements {
            if (1..=9).contains(&p.digit) && self.digits[p.cell.index()] == 0 {
                self.place(p.cell.index(), p.digit);
            }
        }
        for e in &step.eliminations {
            if (1..=9).contains(&e.digit) {
                self.masks[e.cell.index()] &= !bit(e.digit);
            }
        }
    }

    /// The position as a pencil-mark grid for people: nine lines, each cell shown as its
    /// digit when filled or its candidates when blank, boxes separated by `|` and `-`.
    ///
    /// A filled cell and a blank cell with a single candidate look alike; use
    /// [`Position::digit`] to tell them apart.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Position, Grid};
    ///
    /// let text = Position::new(&Grid::empty())?.to_pencilmarks();
    /// assert_eq!(text.lines().count(), 11);
    /// assert!(text.starts_with("123456789 123456789"));
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn to_pencilmarks(&self) -> String {
        let token = |i: usize| -> String {
            match self.digits[i] {
                0 => digits(self.masks[i])
                    .map(|d| char::from(b'0' + d))
                    .collect(),
                d => char::from(b'0' + d).to_string(),
            }
        };
        let widths: Vec<usize> = (0..9)
            .map(|c| (0..9).map(|r| token(r * 9 + c).len()).max().unwrap_or(1))
            .collect();
        let mut out = String::new();
        for r in 0..9 {
            if r == 3 || r == 6 {
                let bars: Vec<String> = (0..3)
                    .map(|b| "-".repeat(widths[b * 3..b * 3 + 3].iter().sum::<usize>() + 2))
                    .collect();
                out.push_str(&bars.join("-+-"));
                out.push('\n');
            }
            let mut line = String::new();
            for (c, width) in widths.iter().enumerate() {
                match c {
                    0 => {}
                    3 | 6 => line.push_str(" | "),
                    _ => line.push(' '),
                }
                line.push_str(&format!("{:<width$}", token(r * 9 + c)));
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }

    /// The position of cells (0-9 each) known to have no conflicting givens: the check
    /// of [`Position::new`] is skipped.
    pub(crate) fn from_consistent(cells: &[u8; 81]) -> Position {
        let mut position = Position {
            digits: [0; 81],
            masks: [ALL_DIGITS; 81],
        };
        for (i, &d) in cells.iter().enumerate() {
            if (1..=9).contains(&d) {
                position.place(i, d);
            }
        }
        position
    }

    /// Fills cell `i` with `d` and removes `d` from its peers.
    pub(crate) fn place(&mut self, i: usize, d: u8) {
        self.digits[i] = d;
        self.masks[i] = 0;
        let keep = !bit(d);
        for j in PEERS[i].iter() {
            self.masks[j] &= keep;
        }
    }

    /// Whether the position is visibly impossible: a blank cell without candidates, or a
    /// unit with a missing digit that has no place left.
    pub(crate) fn is_broken(&self) -> bool {
        if (0..81).any(|i| self.digits[i] == 0 && self.masks[i] == 0) {
            return true;
        }
        UNIT_SETS.iter().any(|set| {
            let (placed, possible) = set.iter().fold((0u16, 0u16), |(p, m), i| {
                let d = self.digits[i];
                (if d == 0 { p } else { p | bit(d) }, m | self.masks[i])
            });
            placed | possible != ALL_DIGITS
        })
    }

    /// Whether `solution` (81 digits 1-9) agrees with every filled cell and keeps each
    /// blank cell's digit among its candidates.
    pub(crate) fn allows(&self, solution: &[u8; 81]) -> bool {
        (0..81).all(|i| match self.digits[i] {
            0 => (1..=9).contains(&solution[i]) && self.masks[i] & bit(solution[i]) != 0,
            d => d == solution[i],
        })
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(\n{})", self.to_pencilmarks())
    }
}

impl fmt::Display for Position {
    /// The pencil-mark grid ([`Position::to_pencilmarks`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pencilmarks())
    }
}
