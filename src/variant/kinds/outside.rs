//! Clues outside the grid that read a whole row or column from one side (X-sums,
//! skyscrapers): the cells in reading order, and the clue cell's f-puzzles name.

#[cfg(feature = "variants")]
use crate::variant::fpuzzles::Field;
use crate::variant::puzzle::{invalid, Shape, Side};
use crate::Error;

/// The row's or column's cells, from the clue's side inwards.
pub(crate) fn line(n: usize, side: Side, index: u8) -> Vec<u16> {
    let i = usize::from(index);
    (0..n)
        .map(|j| {
            let (row, column) = match side {
                Side::Left => (i, j),
                Side::Right => (i, n - 1 - j),
                Side::Top => (j, i),
                Side::Bottom => (n - 1 - j, i),
            };
            (row * n + column) as u16
        })
        .collect()
}

/// Checks the clue's row or column.
pub(crate) fn validate_index(shape: &Shape, index: u8, path: &str) -> Result<(), Error> {
    if index >= shape.n {
        return Err(invalid(
            format!("{path}.index"),
            format!("index {index} is not 0-{}", shape.n - 1),
        ));
    }
    Ok(())
}

/// The side and row or column of a clue cell `R{row}C{col}` outside an `n`×`n` grid:
/// row 0 (top) or N + 1 (bottom) beside a column, column 0 (left) or N + 1 (right)
/// beside a row; `what` names the clue in the error for any other cell.
#[cfg(feature = "variants")]
pub(crate) fn read_cell(field: Field<'_>, n: usize, what: &str) -> Result<(Side, u8), Error> {
    let (row, column) = field.cell_name(n + 2, 0)?;
    let inner = |k: usize| (1..=n).contains(&k);
    let side = match (row, column) {
        (0, c) if inner(c) => Some((Side::Top, c - 1)),
        (r, c) if r == n + 1 && inner(c) => Some((Side::Bottom, c - 1)),
        (r, 0) if inner(r) => Some((Side::Left, r - 1)),
        (r, c) if c == n + 1 && inner(r) => Some((Side::Right, r - 1)),
        _ => None,
    };
    side.map(|(side, index)| (side, index as u8)).ok_or_else(|| {
        field.invalid(format!(
            "{what} sits outside the grid, beside a row or a column (row 0 or {m}, or column 0 or {m})",
            m = n + 1
        ))
    })
}

/// The f-puzzles name of the clue cell.
#[cfg(feature = "variants")]
pub(crate) fn cell_name(n: usize, side: Side, index: u8) -> String {
    let i = usize::from(index) + 1;
    match side {
        Side::Top => format!("R0C{i}"),
        Side::Bottom => format!("R{}C{i}", n + 1),
        Side::Left => format!("R{i}C0"),
        Side::Right => format!("R{i}C{}", n + 1),
    }
}

/// The clue's place in words: `column 3 from the top`.
#[cfg(feature = "logic")]
pub(crate) fn place(side: Side, index: u8) -> String {
    let (line, from) = match side {
        Side::Top => ("column", "the top"),
        Side::Bottom => ("column", "the bottom"),
        Side::Left => ("row", "the left"),
        Side::Right => ("row", "the right"),
    };
    format!("{line} {} from {from}", index + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_from_the_clue() {
        assert_eq!(line(4, Side::Left, 1), vec![4, 5, 6, 7]);
        assert_eq!(line(4, Side::Right, 1), vec![7, 6, 5, 4]);
        assert_eq!(line(4, Side::Top, 2), vec![2, 6, 10, 14]);
        assert_eq!(line(4, Side::Bottom, 2), vec![14, 10, 6, 2]);
    }
}
