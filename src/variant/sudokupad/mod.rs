//! SudokuPad links: puzzles shared from sudokupad.app (and Cracking the Cryptic's app),
//! read into a [`Puzzle`].
//!
//! A SudokuPad link carries its puzzle in one of two formats (`scl`/`ctc` or
//! `fpuzzles`/`fpuz` before the compressed text): f-puzzles JSON (`…/fpuzzles…`), read by the
//! [f-puzzles reader](crate::variant::fpuzzles), or SudokuPad's own JSON (`…/scl…`,
//! `…/ctc…`), lz-string compressed and often zipped (SudokuPad's `PuzzleZipper`). An scl puzzle is a
//! drawing: givens, regions, cages, and lines, arrows and shapes in the styles SudokuPad's
//! f-puzzles converter draws each constraint with. This reader recognises each style, rebuilds the f-puzzles JSON it was drawn from and reads that, so that a
//! puzzle converted from f-puzzles reads back to the same [`Puzzle`], and whatever the
//! f-puzzles reader reads, SudokuPad links read too.
//!
//! | scl | becomes (f-puzzles) |
//! |---|---|
//! | `cells[r][c].value` | a given |
//! | `regions` | the boxes, or `region` numbers when they differ from the default boxes |
//! | `cages` with `unique` (and `value`) | `killercage` |
//! | `cages` with `style: "extraregion"` | `extraregion` |
//! | `cages` with `fpRowIndexer`, `fpColumnIndexer`, `fpBoxIndexer` styles | `rowindexer`, `columnindexer`, `boxindexer` |
//! | cell-less `cages` with `title: …`, `author: …`, `rules: …` | [`Puzzle::title`], [`Puzzle::author`], [`Puzzle::rules`] (SudokuPad's default texts `Untitled`, `Unknown`, `No rules provided…` read as none) |
//! | `global`: `antiknight`, `antiking`, `nonconsecutive`, `disjoint`, `antixv`, `antiratio`, `antidifference` | the flag, `disjointgroups`, `negative` |
//! | `#CFCFCF` line of thickness 21 (+ round bulb), 16, 2 (+ end circles) | `thermometer`, `palindrome`, `betweenline` |
//! | `#34BBE6` corner-to-corner lines | `diagonal+`, `diagonal-` |
//! | coloured lines (renban, German and Dutch whispers, entropic, modular, region-sum, nabner, zipper, double arrow, slow thermometer, lockout) | their fields (by colour and thickness) |
//! | grey arrows from a circle | `arrow` |
//! | black arrows beside a clue | `littlekillersum` |
//! | kropki dots, XV letters, sandwich and quadruple clues | `ratio`, `difference`, `xv`, `sandwichsum`, `quadruple` |
//! | `◯` and `▯` clues outside the grid | `xsum`, `skyscraper` |
//! | round and square grey underlays | `odd`, `even` |
//! | grey cells with chevrons | `minimum`, `maximum` |
//! | grey squares over whole cells | `clone`: each grey shape a copy of the first of its form, cells matched by place |
//! | a full-cell colour | the cell's colour (cosmetic) |
//!
//! Anything else is an [`Error::Unsupported`] saying what the shape is and where.

mod drawing;
mod link;
mod styles;
mod zipper;

use crate::variant::{fpuzzles, Puzzle};
use crate::Error;

/// Reads a SudokuPad link (`https://sudokupad.app/scl…`, `…/ctc…`, `…/fpuzzles…`,
/// `https://app.crackingthecryptic.com/sudoku/…`, `?puzzleid=…`, a bare `scl…` id) whose
/// puzzle is in the link, or an scl puzzle's JSON text. f-puzzles JSON and f-puzzles
/// links read too (as [`fpuzzles::from_fpuzzles`]), so any puzzle link a setter shares
/// can be given here. No request is made.
///
/// # Errors
/// * [`Error::InvalidPuzzle`] (path `puzzleid`) for a short SudokuPad id
///   (`sudokupad.app/abc123`: its puzzle is on SudokuPad's server, and reading it needs
///   the network) or a link without a puzzle; (path `load`/`puzzleid`) for text that is
///   not lz-string; (path `(input)`) for text that is not JSON, zipped or not, or longer
///   than [`MAX_TEXT`](crate::variant::MAX_TEXT); with the
///   scl path (`cages[3].cells[1]`, `lines[2].wayPoints[0]`) for a malformed value or a
///   cell outside the grid;
/// * [`Error::Unsupported`] for a shape no style matches (`unrecognised line (colour
///   #123456, thickness 9) through r3c4-r3c6 (lines[3])`), a SudokuPad feature this reader
///   does not know (fog of war, `scf` links), or a rule the f-puzzles reader refuses;
/// * the f-puzzles reader's errors for the puzzle the drawing stands for.
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{sudokupad, Constraint};
///
/// // A 4×4 with a killer cage and a thermometer, as SudokuPad stores it.
/// let scl = r##"{"cells":[[{"value":1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
///   "regions":[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],
///              [[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],
///   "cages":[{"cells":[[0,1],[0,2]],"unique":true,"value":"7"},{"value":"title: Tiny"}],
///   "lines":[{"color":"#CFCFCF","thickness":21,"wayPoints":[[3.5,0.5],[3.5,1.5]]}]}"##;
/// let puzzle = sudokupad::from_sudokupad(scl)?;
/// assert_eq!(puzzle.givens[0], 1);
/// assert_eq!(puzzle.title.as_deref(), Some("Tiny"));
/// assert_eq!(puzzle.constraints, vec![
///     Constraint::KillerCage { cells: vec![1, 2], sum: Some(7) },
///     Constraint::Thermometer { cells: vec![12, 13] },
/// ]);
///
/// let err = sudokupad::from_sudokupad("https://sudokupad.app/abc123").unwrap_err();
/// assert!(err.to_string().contains("needs the network"));
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn from_sudokupad(text: &str) -> Result<Puzzle, Error> {
    crate::variant::limits::check_text(text)?;
    let text = text.trim_start_matches('\u{feff}').trim();
    let Some((format, data)) = link::payload(text)? else {
        if text.starts_with('{') {
            return from_json_text(text);
        }
        return fpuzzles::from_fpuzzles(text).map_err(|err| match err {
            Error::InvalidPuzzle { path, .. } if path == "(input)" => Error::InvalidPuzzle {
                path: "(input)".into(),
                reason: "expected a SudokuPad link (sudokupad.app/…, with the puzzle in it), \
                         an f-puzzles link, or the puzzle's JSON"
                    .into(),
            },
            other => other,
        });
    };
    let data = data.trim();
    // SudokuPad takes text that does not decompress as the puzzle itself.
    let json = if data.starts_with('{') {
        data.to_owned()
    } else {
        fpuzzles::link::decompress_from_base64(data, "puzzleid")?
    };
    match format {
        link::Format::Fpuzzles => fpuzzles::from_fpuzzles(json.trim()),
        link::Format::Scl => from_scl(&json),
    }
}

/// JSON text: f-puzzles (`size` and `grid`) or scl, plain or zipped.
fn from_json_text(text: &str) -> Result<Puzzle, Error> {
    crate::variant::limits::check_json_nodes(text, "the puzzle's JSON")?;
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(value) if value.get("size").is_some() && value.get("grid").is_some() => {
            fpuzzles::from_value(&value)
        }
        Ok(value) => from_scl_value(&value),
        Err(err) => from_scl_value(&unzipped(text, err)?),
    }
}

/// An scl puzzle's text: JSON, or zipped JSON.
fn from_scl(text: &str) -> Result<Puzzle, Error> {
    crate::variant::limits::check_json_nodes(text, "the scl JSON")?;
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(value) => from_scl_value(&value),
        Err(err) => from_scl_value(&unzipped(text, err)?),
    }
}

/// Zipped scl text, unzipped; `err` is why it was not JSON as it stood. Its unzipped
/// JSON is bounded as plain JSON is (SudokuPad's zipper writes `{}` as nothing).
fn unzipped(text: &str, err: serde_json::Error) -> Result<serde_json::Value, Error> {
    match zipper::unzip(text) {
        Ok(value) => Ok(value),
        Err(zipper::Failure::TooLarge(reason)) => Err(Error::InvalidPuzzle {
            path: "(input)".into(),
            reason,
        }),
        Err(zipper::Failure::NotJson(_)) => Err(not_json(err)),
    }
}

fn not_json(err: serde_json::Error) -> Error {
    Error::InvalidPuzzle {
        path: "(input)".into(),
        reason: format!("not JSON (nor SudokuPad's zipped JSON): {err}"),
    }
}

fn from_scl_value(value: &serde_json::Value) -> Result<Puzzle, Error> {
    fpuzzles::from_value(&drawing::to_fpuzzles(value)?)
}
