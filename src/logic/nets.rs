//! Forcing nets: what naked and hidden singles alone make of an assumption.
//!
//! From a position with one candidate assumed true, [`propagate`] places naked and hidden
//! singles until none is left or the position breaks (a cell without candidates, or a
//! digit without a place in a unit). An assumption that breaks the position is false (a
//! *forcing net*); a placement every candidate of a cell leads to is true (a *cell
//! forcing net*). Singles only: deeper reasoning inside a branch would be a guess that
//! only hides its depth.
//!
//! The same propagation, with branching, is the small search [`solve_position`] that
//! finds a solution allowed by a player's pencil marks.

use super::cells::{bit, digits, first_digit, ALL_DIGITS, UNIT_SETS};
use super::settle::{assume, eliminate, settle};
use super::text::{cell_name, digits_or, removals, unit_name};
use super::{make_step, sorted, Ctx, Position, Step, Technique};
use crate::core::error::Error;

/// Why a branch broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Broken {
    /// A blank cell lost its last candidate.
    NoCandidate(usize),
    /// A unit has no place left for a digit.
    NoPlace(usize, u8),
}

/// The end of a propagation: the placements made (in order), and how it ended.
struct Branch {
    placements: Vec<(usize, u8)>,
    end: Result<Position, Broken>,
    /// Whether it ran until no single was left (else it gave up at its limit).
    finished: bool,
}

/// Candidates known not to break the position they were tested in (bit `d - 1` of entry
/// `i` for `(i, d)`).
///
/// Singles are monotone: a position with fewer candidates gives at least the same
/// placements and removals. So when the assumption `(i, d)` ends, unbroken, in a
/// position where `(j, e)` is placed, the assumption `(j, e)` alone (a weaker start)
/// ends in a position with at least the candidates of that one: it cannot break
/// either, and need not be tried. The same holds for singles with the forcing nets
/// inside the branch ([`breaks_with_nets`]): removing a candidate whose assumption
/// breaks the position is monotone too. A removal makes the position stronger, so the
/// set is cleared then.
struct Unbroken([u16; 81]);

impl Unbroken {
    fn new() -> Unbroken {
        Unbroken([0; 81])
    }

    fn contains(&self, i: usize, d: u8) -> bool {
        self.0[i] & bit(d) != 0
    }

    /// Records the placements of a finished, unbroken branch.
    fn add(&mut self, end: &Position) {
        for (known, &d) in self.0.iter_mut().zip(&end.digits) {
            if d != 0 {
                *known |= bit(d);
            }
        }
    }

    fn clear(&mut self) {
        self.0 = [0; 81];
    }
}

/// Places naked and hidden singles in `position` until none is left or it breaks.
///
/// Each round scans the cells for naked singles, then each unit for hidden singles: a
/// digit seen in exactly one cell's mask (`once & !more`, where `more` collects the
/// digits seen twice). A unit where neither the filled cells nor the masks hold some
/// digit is broken. A round without a placement ends the propagation; it has then
/// looked at every cell and unit unchanged, so nothing broken goes unnoticed.
fn propagate(position: Position) -> Branch {
    propagate_within(position, usize::MAX)
}

/// [`propagate`], giving up (as if nothing broke) once more than `limit` placements are
/// made: the forcing net search only wants contradictions shorter than its best so far.
fn propagate_within(mut position: Position, limit: usize) -> Branch {
    let mut placements = Vec::new();
    let broken = |placements, why| Branch {
        placements,
        end: Err(why),
        finished: true,
    };
    loop {
        let mut progress = false;
        for i in 0..81 {
            let m = position.masks[i];
            if position.digits[i] != 0 {
                continue;
            }
            if m == 0 {
                return broken(placements, Broken::NoCandidate(i));
            }
            if m & (m - 1) == 0 {
                let d = first_digit(m);
                position.place(i, d);
                placements.push((i, d));
                progress = true;
            }
        }
        for (u, set) in UNIT_SETS.iter().enumerate() {
            let (mut once, mut more, mut placed) = (0u16, 0u16, 0u16);
            for i in set.iter() {
                let m = position.masks[i];
                more |= once & m;
                once |= m;
                if position.digits[i] != 0 {
                    placed |= bit(position.digits[i]);
                }
            }
            let missing = ALL_DIGITS & !(once | placed);
            if missing != 0 {
                return broken(placements, Broken::NoPlace(u, first_digit(missing)));
            }
            for d in digits(once & !more) {
                // An earlier single of this unit may have taken the cell: then `d` has
                // no place left.
                let Some(i) = set.iter().find(|&i| position.masks[i] & bit(d) != 0) else {
                    return broken(placements, Broken::NoPlace(u, d));
                };
                position.place(i, d);
                placements.push((i, d));
                progress = true;
            }
        }
        if !progress || placements.len() > limit {
            return Branch {
                placements,
                end: Ok(position),
                finished: !progress,
            };
        }
    }
}

/// [`propagate`] after placing `d` in cell `i`: where the sweeps end, `None` when they
/// break (the oracle of the work list in [`settle`](super::settle)).
#[cfg(test)]
pub(crate) fn assume_by_sweeps(position: &Position, i: usize, d: u8) -> Option<Position> {
    let mut trial = *position;
    trial.place(i, d);
    propagate(trial).end.ok()
}

/// `r3c7=2, r5c7=9 and r8c7=4`, or the first five and a count.
fn describe(placements: &[(usize, u8)]) -> String {
    let shown: Vec<String> = placements
        .iter()
        .take(5)
        .map(|&(i, d)| format!("{}={d}", cell_name(i)))
        .collect();
    match placements.len() {
        0 => "nothing".to_string(),
        n if n <= 5 => super::text::and_list(&shown),
        n => format!("{}, … ({n} placements in all)", shown.join(", ")),
    }
}

/// The blank cells with `2..=max` candidates, fewest candidates first, then row-major.
fn cells_by_candidates(ctx: &Ctx, max: u32) -> Vec<usize> {
    (2..=max)
        .flat_map(|n| {
            ctx.blanks
                .iter()
                .filter(move |&i| ctx.mask(i).count_ones() == n)
        })
        .collect()
}

/// A candidate whose assumption breaks the position by singles: it is removed. The
/// one that breaks it in the fewest placements is reported.
pub(crate) fn contradiction(ctx: &Ctx) -> Option<Step> {
    let mut best: Option<(usize, u8, Branch)> = None;
    let mut unbroken = Unbroken::new();
    let settled = settle(ctx.pos);
    for i in cells_by_candidates(ctx, 9) {
        for d in digits(ctx.mask(i)) {
            if unbroken.contains(i, d) {
                continue;
            }
            // Most assumptions do not break the position: the work list says so
            // faster than the sweeps, which then only count the breaking ones.
            if let Some(end) = settled.as_ref().and_then(|s| assume(s, i, d)) {
                unbroken.add(&end);
                continue;
            }
            let mut position = *ctx.pos;
            position.place(i, d);
            let limit = best
                .as_ref()
                .map_or(usize::MAX, |(_, _, b)| b.placements.len());
            let branch = propagate_within(position, limit);
            if let Ok(end) = &branch.end {
                if branch.finished {
                    unbroken.add(end);
                }
                continue;
            }
            let shorter = match &best {
                None => true,
                Some((_, _, b)) => branch.placements.len() < b.placements.len(),
            };
            if shorter {
                best = Some((i, d, branch));
            }
        }
    }
    let (i, d, branch) = best?;
    let (why, cells, units) = match branch.end {
        Err(Broken::NoCandidate(j)) => (
            format!("{} would have no candidate left", cell_name(j)),
            vec![i, j],
            vec![],
        ),
        Err(Broken::NoPlace(u, e)) => (
            format!("{e} would have no place left in {}", unit_name(u)),
            vec![i],
            vec![u],
        ),
        Ok(_) => return None,
    };
    let name = cell_name(i);
    let text = format!(
        "Forcing net: if {name} were {d}, naked and hidden singles would give {}, and then \
         {why}. So {d} is removed from {name}.",
        describe(&branch.placements)
    );
    Some(make_step(
        Technique::ForcingNet,
        &[],
        &[(i, d)],
        cells,
        &units,
        text,
    ))
}

/// A cell with two or three candidates each of which leads, by singles, to the same
/// digit in another cell (that digit is placed), or failing that to the removal of the
/// same candidates (they are removed).
pub(crate) fn cell_forcing(ctx: &Ctx) -> Option<Step> {
    for i in cells_by_candidates(ctx, 3) {
        let mut ends = Vec::new();
        for d in digits(ctx.mask(i)) {
            let mut position = *ctx.pos;
            position.place(i, d);
            match propagate(position) {
                Branch {
                    placements,
                    end: Ok(end),
                    ..
                } => ends.push((placements.len(), end)),
                _ => break,
            }
        }
        if ends.len() != ctx.mask(i).count_ones() as usize {
            continue; // a branch broke: that is a plain forcing net
        }
        let name = cell_name(i);
        let counts =
            super::text::and_list(&ends.iter().map(|(n, _)| n.to_string()).collect::<Vec<_>>());
        let cases = digits_or(ctx.mask(i));
        let placed = (0..81).find_map(|j| {
            let d = ends[0].1.digits[j];
            (j != i
                && ctx.pos.digits[j] == 0
                && d != 0
                && ends.iter().all(|(_, e)| e.digits[j] == d))
            .then_some((j, d))
        });
        if let Some((j, d)) = placed {
            let text = format!(
                "Cell forcing net: {name} is {cases}, and in every case naked and hidden \
                 singles lead to {}={d} (after {counts} placements). So {} is {d}.",
                cell_name(j),
                cell_name(j)
            );
            return Some(make_step(
                Technique::CellForcingNet,
                &[(j, d)],
                &[],
                [i, j],
                &[],
                text,
            ));
        }
        let eliminations: Vec<(usize, u8)> = ctx
            .blanks
            .iter()
            .filter(|&j| j != i)
            .flat_map(|j| {
                let gone = ends
                    .iter()
                    .fold(ctx.mask(j), |m, (_, e)| m & !e.masks[j] & !placed_bit(e, j));
                digits(gone).map(move |d| (j, d))
            })
            .collect();
        if eliminations.is_empty() {
            continue;
        }
        let eliminations = sorted(eliminations);
        let text = format!(
            "Cell forcing net: {name} is {cases}, and in every case naked and hidden singles \
             remove {}; so {} removed.",
            removals(&eliminations),
            if eliminations.len() == 1 {
                "it is"
            } else {
                "they are"
            }
        );
        let mut cells = vec![i];
        cells.extend(eliminations.iter().map(|&(j, _)| j));
        cells.dedup();
        return Some(make_step(
            Technique::CellForcingNet,
            &[],
            &eliminations,
            cells,
            &[],
            text,
        ));
    }
    None
}

/// The bit of the digit placed in cell `j` of `position`, 0 when it is blank.
fn placed_bit(position: &Position, j: usize) -> u16 {
    match position.digits[j] {
        0 => 0,
        d => bit(d),
    }
}

/// A solution that `position` allows (every filled cell kept, every blank cell's digit
/// among its candidates), found by singles and branching on a cell with the fewest
/// candidates; `None` when there is none.
///
/// # Errors
/// [`Error::BudgetExceeded`] after `max_guesses` branches.
pub(crate) fn solve_position(
    position: &Position,
    max_guesses: u64,
) -> Result<Option<[u8; 81]>, Error> {
    fn go(position: Position, budget: &mut u64) -> Option<Option<[u8; 81]>> {
        let Ok(position) = propagate(position).end else {
            return Some(None);
        };
        let Some(i) = (0..81)
            .filter(|&i| position.digits[i] == 0)
            .min_by_key(|&i| position.masks[i].count_ones())
        else {
            return Some(Some(position.digits));
        };
        for d in digits(position.masks[i]) {
            *budget = budget.checked_sub(1)?;
            let mut next = position;
            next.place(i, d);
            if let Some(solution) = go(next, budget)? {
                return Some(Some(solution));
            }
        }
        Some(None)
    }
    if position.is_broken() {
        return Ok(None);
    }
    let mut budget = max_guesses;
    go(*position, &mut budget).ok_or(Error::BudgetExceeded {
        max_guesses,
        found: 0,
    })
}

/// Singles, plus every forcing net inside the branch: repeatedly, each candidate whose
/// assumption breaks the branch by singles is removed, until none is left or the branch
/// breaks. Returns how many candidates the inner nets removed when it broke; when it
/// holds, its placements go into `holding`.
///
/// `position` is the branch as the sweeps left it (candidates removed one by one in
/// cell and digit order, as the count reports them); `settled` is it with its singles
/// placed, where each assumption is tried (the same fixpoint either way).
fn breaks_with_nets(settled: Option<Position>, holding: &mut Unbroken) -> Option<usize> {
    let Some(mut position) = settled else {
        return Some(0);
    };
    let mut settled = Some(position);
    let mut removed = 0;
    let mut unbroken = Unbroken::new();
    loop {
        let mut progress = false;
        for i in 0..81 {
            if position.digits[i] != 0 {
                continue;
            }
            for d in digits(position.masks[i]) {
                if position.masks[i] & bit(d) == 0 || unbroken.contains(i, d) {
                    continue;
                }
                let end = settled.as_ref().and_then(|s| assume(s, i, d));
                if let Some(end) = end {
                    unbroken.add(&end);
                    continue;
                }
                position.masks[i] &= !bit(d);
                settled = settled.and_then(|s| eliminate(&s, i, d));
                removed += 1;
                progress = true;
                unbroken.clear();
            }
        }
        if !progress {
            holding.add(&position);
            return None;
        }
        match settled {
            Some(next) => position = next,
            None => return Some(removed),
        }
    }
}

/// The first candidate (cells with the fewest candidates first) whose assumption breaks
/// the position once singles and the forcing nets inside the branch have run: it is
/// false. The cost is a forcing net per candidate of the branch, so this comes last.
pub(crate) fn nested_refutation(position: &Position) -> Option<(usize, u8, usize)> {
    let ctx = Ctx::new(position);
    let mut unbroken = Unbroken::new();
    let settled = settle(position);
    for i in cells_by_candidates(&ctx, 9) {
        for d in digits(ctx.mask(i)) {
            if unbroken.contains(i, d) {
                continue;
            }
            let trial = settled.as_ref().and_then(|s| assume(s, i, d));
            if let Some(removed) = breaks_with_nets(trial, &mut unbroken) {
                return Some((i, d, removed));
            }
        }
    }
    None
}

/// A nested forcing net: see [`nested_refutation`].
pub(crate) fn nested(ctx: &Ctx) -> Option<Step> {
    let (i, d, removed) = nested_refutation(ctx.pos)?;
    let name = cell_name(i);
    let text = format!(
        "Nested forcing net: if {name} were {d}, naked and hidden singles, with the forcing \
         nets inside that case (each candidate whose own singles break the grid is removed: \
         {removed} of them), would break the grid. So {d} is removed from {name}."
    );
    Some(make_step(
        Technique::NestedForcingNet,
        &[],
        &[(i, d)],
        [i],
        &[],
        text,
    ))
}
