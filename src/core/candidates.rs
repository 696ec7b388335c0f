//! Pencil marks: which digits each blank cell can still take, given the givens.
//!
//! Layout of a mark: bit `d - 1` is set when digit `d` (1-9) is possible, so a mask is
//! at most `0b1_1111_1111` (`0x1ff`, all nine digits):
//!
//! ```text
//! bit   8 7 6 5 4 3 2 1 0
//! digit 9 8 7 6 5 4 3 2 1
//! ```
//!
//! This is the same layout as the solver's unit masks, and what the wasm module returns
//! as a `Uint16Array`.

use crate::core::grid::{Cell, Grid};

/// Every digit, as a candidate mask.
const ALL_DIGITS: u16 = 0x1ff;

/// The mask bit of digit `d` (1-9): bit `d - 1`, the layout of every digit mask in the
/// crate (pencil marks, unit scans, the wasm's `Uint16Array`s).
pub(crate) const fn digit_bit(d: u8) -> u16 {
    1 << (d - 1)
}

/// The digits the givens use in each row, column and box (as [`digit_bit`] masks), and
/// whether a digit appeared twice in a unit on the way: the one scan of the givens by
/// unit, for the pencil marks, the consistency check and the batch. One pass, no
/// allocation.
pub(crate) struct UnitDigits {
    rows: [u16; 9],
    columns: [u16; 9],
    boxes: [u16; 9],
    /// Some digit is given twice in a unit.
    pub(crate) clash: bool,
}

impl UnitDigits {
    /// Scans the givens of `grid`.
    pub(crate) fn of(grid: &Grid) -> UnitDigits {
        let mut scan = UnitDigits {
            rows: [0; 9],
            columns: [0; 9],
            boxes: [0; 9],
            clash: false,
        };
        for cell in Cell::all() {
            let digit = grid.get(cell);
            if digit == 0 {
                continue;
            }
            // A Grid holds only 0-9, so the shift is in range.
            let bit = digit_bit(digit);
            let (r, c, b) = Self::units(cell);
            scan.clash |= (scan.rows[r] | scan.columns[c] | scan.boxes[b]) & bit != 0;
            scan.rows[r] |= bit;
            scan.columns[c] |= bit;
            scan.boxes[b] |= bit;
        }
        scan
    }

    /// The digits given in the row, column or box of `cell`.
    pub(crate) fn seen_from(&self, cell: Cell) -> u16 {
        let (r, c, b) = Self::units(cell);
        self.rows[r] | self.columns[c] | self.boxes[b]
    }

    fn units(cell: Cell) -> (usize, usize, usize) {
        (
            usize::from(cell.row()),
            usize::from(cell.column()),
            usize::from(cell.box_index()),
        )
    }
}

impl Grid {
    /// The candidates of every cell, row-major: for a blank cell, the digits that no
    /// given in its row, column or box already holds; for a filled cell, 0.
    ///
    /// Bit `d - 1` of a mask is set when digit `d` is possible, so a mask is at most
    /// `0x1ff` (all nine digits) and `mask.count_ones()` is the number of candidates. Only
    /// the givens are looked at, with no deduction beyond them: a blank whose mask is 0
    /// has no digit left, and a mask with one bit is a "naked single". The givens need
    /// not agree with each other: with conflicting givens the masks are still exactly
    /// "what the givens leave", and [`Grid::conflicts`] says what clashes.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Grid};
    ///
    /// let grid = Grid::from_line(
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    /// )?;
    /// let marks = grid.candidates();
    /// assert_eq!(marks[0], 0); // a given: no candidates
    /// // Row 1, column 3 can be 1, 2 or 4.
    /// let digits: Vec<u8> = (1..=9).filter(|d| marks[2] & 1 << (d - 1) != 0).collect();
    /// assert_eq!(digits, [1, 2, 4]);
    /// assert_eq!(Grid::empty().candidates(), [0x1ff; 81]);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn candidates(&self) -> [u16; 81] {
        let used = UnitDigits::of(self);
        let mut marks = [0u16; 81];
        for cell in Cell::all() {
            if self.get(cell) == 0 {
                marks[cell.index()] = ALL_DIGITS & !used.seen_from(cell);
            }
        }
        marks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The naive definition: try each digit against the 20 peers.
    fn naive(grid: &Grid, cell: Cell) -> u16 {
        if grid.get(cell) != 0 {
            return 0;
        }
        (1..=9u8)
            .filter(|&d| {
                Cell::all().all(|peer| {
                    peer == cell
                        || grid.get(peer) != d
                        || (peer.row() != cell.row()
                            && peer.column() != cell.column()
                            && peer.box_index() != cell.box_index())
                })
            })
            .fold(0, |mask, d| mask | digit_bit(d))
    }

    #[test]
    fn agrees_with_the_naive_definition() {
        let lines = [
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            // Conflicting givens (two 5s in row 1): still just "what the givens leave".
            "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        ];
        for line in lines {
            let grid = Grid::from_line(line).unwrap();
            let marks = grid.candidates();
            for cell in Cell::all() {
                assert_eq!(marks[cell.index()], naive(&grid, cell), "{line} {cell}");
            }
        }
    }

    #[test]
    fn solved_grid_has_no_candidates_and_clash_is_seen() {
        let solved = Grid::empty().solve().unwrap();
        assert_eq!(solved.candidates(), [0; 81]);
        assert!(!UnitDigits::of(&solved).clash);
        for line in [
            "11".to_string() + &".".repeat(79),              // a row
            "1........1".to_string() + &".".repeat(71),      // a box
            "1".to_string() + &".".repeat(71) + "1........", // a column
        ] {
            assert!(
                UnitDigits::of(&Grid::from_line(&line).unwrap()).clash,
                "{line}"
            );
        }
    }
}
