//! The words of the variant explanations: cells `r10c12` (1-based, numbers for any size),
//! digits as numbers, and lists of them. Cell names, lists and digit lists are the classic
//! engine's (`crate::logic::text`), which serve every size.

pub(crate) use crate::logic::text::{cell_name_in, digits_slash, list};

/// Cells joined with "and": `r1c1, r1c2 and r1c3`.
pub(crate) fn cells_and(n: usize, cells: &[u16]) -> String {
    list(
        &cells
            .iter()
            .map(|&c| cell_name_in(n, c))
            .collect::<Vec<_>>(),
        "and",
    )
}

/// A line or a shape by its ends when it is long: `r1c1–r1c6 (6 cells)`, else every cell.
pub(crate) fn cells_short(n: usize, cells: &[u16]) -> String {
    match cells {
        [first, .., last] if cells.len() > 4 => format!(
            "{}–{} ({} cells)",
            cell_name_in(n, *first),
            cell_name_in(n, *last),
            cells.len()
        ),
        _ => cells_and(n, cells),
    }
}

/// The digits of a mask, smallest first.
pub(crate) fn digits(mask: u32) -> impl Iterator<Item = u8> {
    (0..32u8).filter(move |d| mask >> d & 1 == 1).map(|d| d + 1)
}

/// The digits of a mask joined with `conjunction`: `3 and 7`, `4, 6 or 17`.
pub(crate) fn digits_joined(mask: u32, conjunction: &str) -> String {
    list(
        &digits(mask).map(|d| d.to_string()).collect::<Vec<_>>(),
        conjunction,
    )
}

/// Eliminations grouped by digit: `3 from r4c1 and r4c5; 7 from r4c6`. The list is sorted
/// by digit, then cell.
pub(crate) fn removals(n: usize, eliminations: &[(u16, u8)]) -> String {
    let mut groups: Vec<(u8, Vec<u16>)> = Vec::new();
    for &(cell, d) in eliminations {
        match groups.last_mut() {
            Some((digit, cells)) if *digit == d => cells.push(cell),
            _ => groups.push((d, vec![cell])),
        }
    }
    groups
        .iter()
        .map(|(d, cells)| format!("{d} from {}", cells_and(n, cells)))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Eliminations grouped by cell, in cell order: `r1c2 cannot be 1 or 9; r1c3 cannot be 1`.
pub(crate) fn cannot_be(n: usize, eliminations: &[(u16, u8)]) -> String {
    let mut by_cell: Vec<(u16, u32)> = Vec::new();
    for &(cell, d) in eliminations {
        match by_cell.iter_mut().find(|(c, _)| *c == cell) {
            Some((_, mask)) => *mask |= 1 << (d - 1),
            None => by_cell.push((cell, 1 << (d - 1))),
        }
    }
    by_cell.sort_unstable();
    by_cell
        .iter()
        .map(|&(cell, mask)| {
            format!(
                "{} cannot be {}",
                cell_name_in(n, cell),
                digits_joined(mask, "or")
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(cells_and(9, &[0, 1, 2]), "r1c1, r1c2 and r1c3");
        assert_eq!(cells_short(9, &[0, 1, 2, 3, 4, 5]), "r1c1–r1c6 (6 cells)");
        assert_eq!(digits_joined(0b100_0100, "and"), "3 and 7");
        assert_eq!(digits_joined(1 << 16 | 0b1010, "or"), "2, 4 or 17");
        assert_eq!(
            removals(9, &[(27, 3), (31, 3), (32, 7)]),
            "3 from r4c1 and r4c5; 7 from r4c6"
        );
        assert_eq!(
            cannot_be(9, &[(2, 1), (1, 1), (1, 9)]),
            "r1c2 cannot be 1 or 9; r1c3 cannot be 1"
        );
    }
}
