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

/// The digits used in each row, column and box (bit `d - 1` for digit `d`), and whether
/// any digit appeared twice in a unit on the way. One pass, no allocation.
pub(crate) fn used_digits(grid: &Grid) -> ([u16; 9], [u16; 9], [u16; 9], bool) {
    let (mut rows, mut columns, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    let mut clash = false;
    for cell in Cell::all() {
        let digit = grid.get(cell);
        if digit == 0 {
            continue;
        }
        // A Grid holds only 0-9, so the shift is in range.
        let bit = 1u16 << (digit - 1);
        let (r, c, b) = (
            usize::from(cell.row()),
            usize::from(cell.column()),
            usize::from(cell.box_index()),
        );
        clash |= (rows[r] | columns[c] | boxes[b]) & bit != 0;
        rows[r] |= bit;
        columns[c] |= bit;
        boxes[b] |= bit;
    }
    (rows, columns, boxes, clash)
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
        let (rows, columns, boxes, _) = used_digits(self);
        let mut marks = [0u16; 81];
        for cell in Cell::all() {
            if self.get(cell) == 0 {
                let used = rows[usize::from(cell.row())]
                    | columns[usize::from(cell.column())]
                    | boxes[usize::from(cell.box_index())];
                marks[cell.index()] = ALL_DIGITS & !used;
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
            .fold(0, |mask, d| mask | 1 << (d - 1))
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
        assert!(!used_digits(&solved).3);
        let clash = Grid::from_line(&("11".to_string() + &".".repeat(79))).unwrap();
        assert!(used_digits(&clash).3);
    }
}
