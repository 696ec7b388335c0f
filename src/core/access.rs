//! Reading a grid cell by cell: `grid[cell]` and iterators over its cells.
//!
//! There is no `IndexMut`: a `&mut u8` could store a value over 9, and every `Grid` holds
//! only 0-9. [`Grid::with`] writes a cell, checked.

use std::ops::Index;

use crate::core::grid::{Cell, Grid};

impl Index<Cell> for Grid {
    type Output = u8;

    /// The digit in `cell`, 0 when blank; the same as [`Grid::get`].
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Grid};
    ///
    /// let grid = Grid::empty().with(Cell::at(4, 4), 5)?;
    /// assert_eq!(grid[Cell::at(4, 4)], 5);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    fn index(&self, cell: Cell) -> &u8 {
        &self.as_bytes()[cell.index()]
    }
}

impl Grid {
    /// Every cell with its digit (0 for a blank), in row-major order.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Grid};
    ///
    /// let grid = Grid::empty().with(Cell::at(0, 2), 7)?;
    /// let givens: Vec<(Cell, u8)> = grid.iter().filter(|&(_, d)| d != 0).collect();
    /// assert_eq!(givens, [(Cell::at(0, 2), 7)]);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (Cell, u8)> + '_ {
        Cell::all().zip(self.as_bytes().iter().copied())
    }

    /// The blank cells, in row-major order.
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::{Cell, Grid};
    ///
    /// let grid = Grid::empty().with(Cell::at(0, 0), 1)?;
    /// assert_eq!(grid.blanks().count(), 80);
    /// assert_eq!(grid.blanks().next(), Some(Cell::at(0, 1)));
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn blanks(&self) -> impl Iterator<Item = Cell> + '_ {
        self.iter().filter(|&(_, d)| d == 0).map(|(cell, _)| cell)
    }
}
