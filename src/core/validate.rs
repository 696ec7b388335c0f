//! Checking the givens against each other, without solving.

use crate::core::candidates::UnitDigits;
use crate::core::error::Error;
use crate::core::grid::{Cell, Grid, Unit};

/// Two givens with the same digit in one unit.
///
/// # Example
/// ```
/// use sudoku_wasm::{Cell, Conflict, Grid, Unit};
///
/// let grid = Grid::empty().with(Cell::at(0, 0), 5)?.with(Cell::at(0, 8), 5)?;
/// assert_eq!(
///     grid.conflicts(),
///     vec![Conflict { digit: 5, cells: [Cell::at(0, 0), Cell::at(0, 8)], unit: Unit::Row(0) }]
/// );
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Conflict {
    /// The digit, 1-9.
    pub digit: u8,
    /// The two cells, in row-major order.
    pub cells: [Cell; 2],
    /// The unit they share.
    pub unit: Unit,
}

impl From<Conflict> for Error {
    fn from(c: Conflict) -> Error {
        Error::ConflictingGivens {
            digit: c.digit,
            cells: c.cells,
            unit: c.unit,
        }
    }
}

impl Grid {
    /// Every pair of givens that share a unit and a digit, rows first, then columns, then
    /// boxes; within a unit by cell order. Two cells in the same row and box are listed
    /// once for each. Empty when the givens are consistent.
    ///
    /// This does not solve: a grid without conflicts may still have no solution.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Grid, Unit};
    ///
    /// let grid = Grid::empty().with(Cell::at(0, 0), 3)?.with(Cell::at(1, 1), 3)?;
    /// let conflicts = grid.conflicts();
    /// assert_eq!(conflicts.len(), 1);
    /// assert_eq!(conflicts[0].unit, Unit::Box(0));
    /// assert!(Grid::empty().conflicts().is_empty());
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut found = Vec::new();
        for unit in Unit::all() {
            let cells = unit.cells();
            for (k, &a) in cells.iter().enumerate() {
                let digit = self.get(a);
                if digit == 0 {
                    continue;
                }
                for &b in &cells[k + 1..] {
                    if self.get(b) == digit {
                        found.push(Conflict {
                            digit,
                            cells: [a, b],
                            unit,
                        });
                    }
                }
            }
        }
        found
    }

    /// Checks that no two givens conflict.
    ///
    /// # Errors
    /// [`Error::ConflictingGivens`] for the first conflict [`Grid::conflicts`] lists.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Grid};
    ///
    /// assert!(Grid::empty().check().is_ok());
    /// let bad = Grid::empty().with(Cell::at(0, 4), 9)?.with(Cell::at(8, 4), 9)?;
    /// assert_eq!(
    ///     bad.check().unwrap_err().to_string(),
    ///     "digit 9 is given twice in column 5: at row 1, column 5 and at row 9, column 5"
    /// );
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn check(&self) -> Result<(), Error> {
        // A cheap pass first: most grids are consistent, and this allocates nothing.
        match UnitDigits::of(self).clash {
            false => Ok(()),
            true => Err(self.conflicts()[0].into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_every_pair_in_every_unit() {
        // Three 7s in row 1; two of them also share box 1.
        let grid = Grid::empty()
            .with(Cell::at(0, 0), 7)
            .and_then(|g| g.with(Cell::at(0, 2), 7))
            .and_then(|g| g.with(Cell::at(0, 5), 7))
            .unwrap();
        let units: Vec<(Unit, [usize; 2])> = grid
            .conflicts()
            .iter()
            .map(|c| (c.unit, [c.cells[0].index(), c.cells[1].index()]))
            .collect();
        assert_eq!(
            units,
            vec![
                (Unit::Row(0), [0, 2]),
                (Unit::Row(0), [0, 5]),
                (Unit::Row(0), [2, 5]),
                (Unit::Box(0), [0, 2]),
            ]
        );
        assert_eq!(
            grid.check(),
            Err(Error::ConflictingGivens {
                digit: 7,
                cells: [Cell::at(0, 0), Cell::at(0, 2)],
                unit: Unit::Row(0),
            })
        );
    }

    #[test]
    fn each_unit_kind() {
        for (a, b, unit) in [
            (Cell::at(4, 1), Cell::at(4, 7), Unit::Row(4)),
            (Cell::at(1, 6), Cell::at(7, 6), Unit::Column(6)),
            (Cell::at(6, 6), Cell::at(8, 8), Unit::Box(8)),
        ] {
            let grid = Grid::empty().with(a, 2).and_then(|g| g.with(b, 2)).unwrap();
            let err = grid.check().unwrap_err();
            assert_eq!(
                err,
                Error::ConflictingGivens {
                    digit: 2,
                    cells: [a, b],
                    unit
                }
            );
        }
    }
}
