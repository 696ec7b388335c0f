//! Every text reader on arbitrary bytes: no panic, and whatever parses formats back to
//! the same grid.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::Grid;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for result in [
        Grid::from_line(&text),
        Grid::from_grid_text(&text),
        Grid::parse(&text),
    ] {
        match result {
            Ok(grid) => {
                assert_eq!(Grid::from_line(&grid.to_line()), Ok(grid));
                assert_eq!(Grid::from_grid_text(&grid.to_grid_text()), Ok(grid));
                assert_eq!(Grid::parse(&grid.to_pretty()), Ok(grid));
            }
            Err(err) => {
                // Every error can be shown, and its cells are real cells.
                assert!(!err.to_string().is_empty());
                assert!(err.cells().iter().all(|c| c.index() < 81));
            }
        }
    }
});
