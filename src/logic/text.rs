//! The words of the explanations: cell, unit and digit names, and lists of them.
//!
//! Cells are named `r4c2` (row 4, column 2, 1-based), units `row 4`, `column 2`, `box 5`
//! (boxes numbered 1-9 left to right, top to bottom).

use super::cells::{digits, unit};

/// `r4c2` for cell index 29.
pub(crate) fn cell_name(i: usize) -> String {
    cell_name_in(9, i)
}

/// A cell's name in a grid of `n` cells a side, for every size: `r4c2` for cell 29 of a
/// 9×9 grid, `r10c12` for cell 155 of a 16×16 (the variant engine's names too).
pub(crate) fn cell_name_in(n: usize, cell: impl Into<usize>) -> String {
    let cell = cell.into();
    format!("r{}c{}", cell / n + 1, cell % n + 1)
}

/// `row 4`, `column 2` or `box 5` for a unit number 0-26.
pub(crate) fn unit_name(u: usize) -> String {
    unit(u).to_string()
}

/// "a", "a and b", "a, b and c".
pub(crate) fn and_list(items: &[String]) -> String {
    list(items, "and")
}

/// `items` joined with commas, and `conjunction` before the last.
pub(crate) fn list(items: &[String], conjunction: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {conjunction} {last}", rest.join(", ")),
    }
}

/// Cells joined with "and": `r1c1, r1c2 and r1c3`.
pub(crate) fn cells_and(cells: impl IntoIterator<Item = usize>) -> String {
    and_list(&cells.into_iter().map(cell_name).collect::<Vec<_>>())
}

/// Cells joined with commas: `r1c1, r1c2, r1c3`.
pub(crate) fn cells_comma(cells: impl IntoIterator<Item = usize>) -> String {
    cells
        .into_iter()
        .map(cell_name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Units joined with "and": `row 2 and box 1`.
pub(crate) fn units_and(units: &[usize]) -> String {
    and_list(&units.iter().map(|&u| unit_name(u)).collect::<Vec<_>>())
}

/// The digits of a mask joined with "and": `3 and 7`.
pub(crate) fn digits_and(mask: u16) -> String {
    and_list(&digits(mask).map(|d| d.to_string()).collect::<Vec<_>>())
}

/// The digits of a mask joined with "or": `4`, `4 or 6`, `4, 6 or 7`.
pub(crate) fn digits_or(mask: u16) -> String {
    list(
        &digits(mask).map(|d| d.to_string()).collect::<Vec<_>>(),
        "or",
    )
}

/// The digits of a mask (bit `d - 1` for digit `d`, any size) joined with slashes: `3/7`.
pub(crate) fn digits_slash(mask: impl Into<u32>) -> String {
    let mask = mask.into();
    (0..32)
        .filter(|d| mask >> d & 1 == 1)
        .map(|d| (d + 1).to_string())
        .collect::<Vec<_>>()
        .join("/")
}

/// Lines of one kind, 1-based: `rows 2 and 7`, `columns 1, 5 and 9` (`indices` 0-8).
pub(crate) fn lines_name(columns: bool, indices: &[usize]) -> String {
    let kind = match (columns, indices.len()) {
        (false, 1) => "row",
        (false, _) => "rows",
        (true, 1) => "column",
        (true, _) => "columns",
    };
    let numbers: Vec<String> = indices.iter().map(|i| (i + 1).to_string()).collect();
    format!("{kind} {}", and_list(&numbers))
}

/// What a list of eliminations removes, grouped by digit: `3 from r4c1 and r4c5; 7 from
/// r4c6`. The list must be sorted by digit, then cell (as [`super::Step`] keeps it).
pub(crate) fn removals(eliminations: &[(usize, u8)]) -> String {
    let mut groups: Vec<(u8, Vec<usize>)> = Vec::new();
    for &(i, d) in eliminations {
        match groups.last_mut() {
            Some((digit, cells)) if *digit == d => cells.push(i),
            _ => groups.push((d, vec![i])),
        }
    }
    groups
        .iter()
        .map(|(d, cells)| format!("{d} from {}", cells_and(cells.iter().copied())))
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(cell_name(29), "r4c3");
        assert_eq!(cell_name_in(16, 155u16), "r10c12");
        assert_eq!(unit_name(9), "column 1");
        assert_eq!(cells_and([0, 1, 2]), "r1c1, r1c2 and r1c3");
        assert_eq!(cells_comma([0, 80]), "r1c1, r9c9");
        assert_eq!(digits_and(0b100_0100), "3 and 7");
        assert_eq!(digits_slash(0b1_0000_0001u16), "1/9");
        assert_eq!(digits_slash(1u32 << 24 | 1), "1/25");
        assert_eq!(lines_name(true, &[0, 4, 8]), "columns 1, 5 and 9");
        assert_eq!(lines_name(false, &[3]), "row 4");
        assert_eq!(units_and(&[1, 18]), "row 2 and box 1");
        assert_eq!(
            removals(&[(27, 3), (31, 3), (32, 7)]),
            "3 from r4c1 and r4c5; 7 from r4c6"
        );
    }
}
