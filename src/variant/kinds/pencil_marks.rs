//! Given pencil marks: each listed cell holds one of the listed digits (f-puzzles'
//! `givenPencilMarks` on a grid cell, which its editor writes as `null` or `[]` when the
//! cell has none).
//!
//! Lowered to an initial candidate mask.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{invalid, Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "pencilMarks",
    // Read from the grid's cells (`grid[r][c].givenPencilMarks`), not a field of its own.
    fpuzzles: &[],
    rule: "Each cell holds one of the given pencil marks.",
    #[cfg(feature = "variants")]
    read: None,
};

/// [`Constraint::PencilMarks`](crate::variant::Constraint::PencilMarks).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub digits: &'a [u8],
}

impl View<'_> {
    fn mask(&self) -> u32 {
        self.digits.iter().fold(0u32, |m, &d| m | 1 << (d - 1))
    }
}

/// A grid cell's `givenPencilMarks` (the grid reader calls it, after the cell's given):
/// `null` or `[]` for none, else a list of digits 1..=N. On a cell whose given digit is
/// among them they state nothing the given does not (the f-puzzles editor keeps the marks
/// of a cell later given a digit, and SudokuPad's converter drops them), so they make no
/// constraint; a given outside them stays a constraint the given breaks.
#[cfg(feature = "variants")]
pub(crate) fn read_cell(reader: &mut Reader, cell: u16, field: Field<'_>) -> Result<(), Error> {
    if field.value.is_null() {
        return Ok(());
    }
    let n = reader.size() as i64;
    let mut digits: Vec<u8> = Vec::new();
    field.each(|value| {
        let d = value.int(1..=n)? as u8;
        if !digits.contains(&d) {
            digits.push(d);
        }
        Ok(())
    })?;
    let given = reader.puzzle.givens[usize::from(cell)];
    if !digits.is_empty() && !digits.contains(&given) {
        let cells = vec![cell];
        reader.push(Constraint::PencilMarks { cells, digits }, &field);
    }
    Ok(())
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)?;
        let digits_path = format!("{path}.digits");
        if self.digits.is_empty() {
            return Err(invalid(digits_path, "expected at least 1 digit, found 0"));
        }
        for (i, &d) in self.digits.iter().enumerate() {
            shape.digit(d, format!("{digits_path}[{i}]"), "digit")?;
            if let Some(j) = self.digits[..i].iter().position(|&e| e == d) {
                return Err(invalid(
                    format!("{digits_path}[{i}]"),
                    format!("digit {d} is already at {digits_path}[{j}]"),
                ));
            }
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        builder.mask(self.cells, self.mask());
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        for &c in self.cells {
            let v = checker.v(c);
            if v != 0 && !self.digits.iter().any(|&d| i64::from(d) == v) {
                checker.report(ROW.name, Some(k), vec![c]);
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        use super::super::logic::text::{cells_short, list};
        let digits: Vec<String> = self.digits.iter().map(u8::to_string).collect();
        format!(
            "Given pencil marks in {} (they hold {})",
            cells_short(n, self.cells),
            list(&digits, "or")
        )
    }

    /// Into each cell's `givenPencilMarks` (several on one cell: the digits they share).
    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        for &c in self.cells {
            writer.pencil_marks(c, self.mask())?;
        }
        Ok(())
    }
}
