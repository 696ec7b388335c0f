//! Full houses, naked singles and hidden singles, in any house of N cells.

use super::text::cell_name_in;
use super::{make_step, Ctx, PuzzleStep, PuzzleTechnique};

/// The last empty cell of a house of N cells: it takes the digit the house lacks.
pub(crate) fn full_house(ctx: &Ctx) -> Option<PuzzleStep> {
    let board = ctx.board;
    for house in ctx.houses.iter().filter(|h| h.full) {
        let mut empty = house
            .cells
            .iter()
            .filter(|&&c| !board.placed[usize::from(c)]);
        let (Some(&cell), None) = (empty.next(), empty.next()) else {
            continue;
        };
        let mask = board.masks[usize::from(cell)];
        if !mask.is_power_of_two() {
            continue;
        }
        let d = mask.trailing_zeros() as u8 + 1;
        let name = cell_name_in(ctx.n, cell);
        return Some(make_step(
            PuzzleTechnique::FullHouse,
            &[(cell, d)],
            &[],
            vec![cell],
            vec![house.unit],
            format!(
                "Full house: {name} is the last empty cell of {}, so it is {d}.",
                house.name
            ),
        ));
    }
    None
}

/// A cell with one candidate left.
pub(crate) fn naked_single(ctx: &Ctx) -> Option<PuzzleStep> {
    let board = ctx.board;
    let cell =
        (0..board.masks.len()).find(|&c| !board.placed[c] && board.masks[c].is_power_of_two())?;
    let d = board.masks[cell].trailing_zeros() as u8 + 1;
    let name = cell_name_in(ctx.n, cell as u16);
    Some(make_step(
        PuzzleTechnique::NakedSingle,
        &[(cell as u16, d)],
        &[],
        vec![cell as u16],
        Vec::new(),
        format!("Naked single: {d} is the only candidate left in {name}, so {name} is {d}."),
    ))
}

/// A digit with one place left in a house of N cells.
pub(crate) fn hidden_single(ctx: &Ctx) -> Option<PuzzleStep> {
    let board = ctx.board;
    for house in ctx.houses.iter().filter(|h| h.full) {
        let mut once = 0u32;
        let mut twice = 0u32;
        let mut placed = 0u32;
        for &c in &house.cells {
            let m = board.masks[usize::from(c)];
            if board.placed[usize::from(c)] {
                placed |= m;
            } else {
                twice |= once & m;
                once |= m;
            }
        }
        let hidden = once & !twice & !placed;
        if hidden == 0 {
            continue;
        }
        let d = hidden.trailing_zeros() as u8 + 1;
        let bit = 1u32 << (d - 1);
        let &cell = house
            .cells
            .iter()
            .find(|&&c| !board.placed[usize::from(c)] && board.masks[usize::from(c)] & bit != 0)?;
        let name = cell_name_in(ctx.n, cell);
        return Some(make_step(
            PuzzleTechnique::HiddenSingle,
            &[(cell, d)],
            &[],
            vec![cell],
            vec![house.unit],
            format!(
                "Hidden single: in {}, {d} can only go in {name}, so {name} is {d}.",
                house.name
            ),
        ));
    }
    None
}
