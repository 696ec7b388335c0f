//! Propagation to a fixpoint: placed digits leave their peers, each propagator narrows
//! its cells, and every house of N cells places its hidden singles.
//!
//! The rules' own narrowing lives in `prim/` (one file per primitive); this file is the
//! engine that runs them: the singles queue, the watched-propagator queue, hidden singles
//! and locked candidates in the full houses, and the contradiction weights the search
//! branches on.
//!
//! Invariant: when [`Propagator::run`] returns `Ok`, no queue holds work, and every
//! cell's mask is non-empty. A grid whose cells are all single digits after `Ok`
//! satisfies every rule (each propagator rejects a full assignment that breaks it).

use super::model::Model;

/// A contradiction: some cell has no candidate left, or a rule cannot hold.
#[derive(Debug)]
pub(crate) struct Contradiction;

type Result<T = ()> = std::result::Result<T, Contradiction>;

/// The counts of contradictions (one per cell blamed) after which the weights halve.
/// Measured (guesses, native, count to 2; 4,096 before): `Hard renban 2` 226,097 →
/// 162,754, `Hard renban 1` 64,689 → 60,633, `I want to break free` 21,572 → 16,373,
/// `A kind of magic` 27,728 → 18,157; worse `Wecoc #1 [mod A]` 9,893 → 10,827, `Wecoc
/// #1` 5,380 → 5,614, `Hard renban 3` 894 → 1,376. At 512 `Wecoc #1` 7,456 and `Wecoc
/// #2` 1,833 → 2,507; at 16,384 `Hard renban 2` 266,242.
const DECAY_PERIOD: u32 = 1 << 10;

/// The work queues of propagation, reused across the search.
pub(crate) struct Propagator<'m> {
    pub model: &'m Model,
    /// Cells that became single digits and whose peers have not yet lost that digit.
    singles: Vec<u16>,
    /// Props to run, and whether each is queued.
    queue: Vec<u32>,
    queued: Vec<bool>,
    /// Per cell, how often a contradiction emptied it or a rule over it, or came at once
    /// from a guess of it (decaying): the search branches where the puzzle is hard.
    pub weights: Vec<u32>,
    /// Contradictions since the weights last decayed.
    contradictions: u32,
    /// Scratch: the cells that see every place of a digit ([`Model::words`] words).
    pub(crate) seen: Vec<u64>,
    /// Scratch of the line primitives: a copy of their cells' masks, and sum sets.
    pub(crate) line: Vec<u32>,
    pub(crate) sums: Vec<u128>,
}

impl<'m> Propagator<'m> {
    pub fn new(model: &'m Model) -> Propagator<'m> {
        Propagator {
            model,
            singles: Vec::new(),
            queue: Vec::new(),
            queued: vec![false; model.props.len()],
            weights: model.priority.clone(),
            contradictions: 0,
            seen: vec![0; model.words],
            line: Vec::new(),
            sums: Vec::new(),
        }
    }

    /// Queues everything: the first propagation of a grid.
    pub fn start(&mut self, masks: &[u32]) {
        self.clear();
        for (c, m) in masks.iter().enumerate() {
            if m.is_power_of_two() {
                self.singles.push(c as u16);
            }
        }
        for p in (0..self.model.props.len()).rev() {
            self.queued[p] = true;
            self.queue.push(p as u32);
        }
    }

    /// Drops queued work (after a contradiction).
    pub fn clear(&mut self) {
        self.singles.clear();
        for &p in &self.queue {
            self.queued[p as usize] = false;
        }
        self.queue.clear();
    }

    /// Narrows `cell` to `keep` and queues what depends on it.
    #[inline]
    pub fn restrict(&mut self, masks: &mut [u32], cell: usize, keep: u32) -> Result {
        let old = masks[cell];
        let new = old & keep;
        if new == old {
            return Ok(());
        }
        if new == 0 {
            self.blame(cell);
            return Err(Contradiction);
        }
        masks[cell] = new;
        if new.is_power_of_two() {
            self.singles.push(cell as u16);
        }
        let model = self.model;
        for &p in model.watchers_of(cell) {
            let queued = &mut self.queued[p as usize];
            if !*queued {
                *queued = true;
                self.queue.push(p);
            }
        }
        Ok(())
    }

    /// Counts a contradiction against `cell`; halves every weight each
    /// [`DECAY_PERIOD`] counts, so that recent trouble counts most.
    pub(crate) fn blame(&mut self, cell: usize) {
        self.weights[cell] += 1;
        self.contradictions += 1;
        if self.contradictions >= DECAY_PERIOD {
            self.contradictions = 0;
            for w in &mut self.weights {
                *w >>= 1;
            }
        }
    }

    /// A rule over `cells` cannot hold.
    pub(crate) fn fail(&mut self, cells: &[u16]) -> Result {
        for &c in cells {
            self.blame(usize::from(c));
        }
        Err(Contradiction)
    }

    /// Propagates to a fixpoint. On `Err` the queues are cleared.
    pub fn run(&mut self, masks: &mut [u32]) -> Result {
        let result = self.fixpoint(masks);
        if result.is_err() {
            self.clear();
        }
        result
    }

    fn fixpoint(&mut self, masks: &mut [u32]) -> Result {
        let model = self.model;
        loop {
            while let Some(c) = self.singles.pop() {
                let c = usize::from(c);
                let bit = masks[c];
                for &p in model.peers_of(c) {
                    let p = usize::from(p);
                    if masks[p] & bit != 0 {
                        self.restrict(masks, p, !bit)?;
                    }
                }
            }
            if let Some(p) = self.queue.pop() {
                self.queued[p as usize] = false;
                self.prop(masks, p as usize)?;
                continue;
            }
            if !self.hidden_singles(masks)? && !self.locked(masks)? {
                return Ok(());
            }
        }
    }

    /// Places every digit that has one place left in a house; false when none did.
    fn hidden_singles(&mut self, masks: &mut [u32]) -> Result<bool> {
        let model = self.model;
        let n = model.n;
        let mut placed = false;
        for house in model.houses.chunks_exact(n) {
            let mut once = 0u32;
            let mut twice = 0u32;
            let mut fixed = 0u32;
            for &c in house {
                let m = masks[usize::from(c)];
                twice |= once & m;
                once |= m;
                if m.is_power_of_two() {
                    fixed |= m;
                }
            }
            if once != model.full {
                return self.fail(house).map(|()| false);
            }
            let mut hidden = once & !twice & !fixed;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                for &c in house {
                    if masks[usize::from(c)] & bit != 0 {
                        self.restrict(masks, usize::from(c), bit)?;
                        placed = true;
                        break;
                    }
                }
            }
        }
        Ok(placed)
    }

    /// Locked candidates between every two houses that share cells; false when nothing
    /// changed.
    fn locked(&mut self, masks: &mut [u32]) -> Result<bool> {
        let model = self.model;
        let mut changed = false;
        for [shared, rest_a, rest_b] in &model.intersections {
            let union = |cells: &[u16]| cells.iter().fold(0u32, |m, &c| m | masks[usize::from(c)]);
            let inside = union(shared);
            let (outside_a, outside_b) = (union(rest_a), union(rest_b));
            // Digits of the shared cells that one house holds nowhere else.
            let from_a = inside & !outside_a & outside_b;
            let from_b = inside & !outside_b & outside_a;
            for (digits, rest) in [(from_a, rest_b), (from_b, rest_a)] {
                if digits != 0 {
                    for &c in rest {
                        if masks[usize::from(c)] & digits != 0 {
                            self.restrict(masks, usize::from(c), !digits)?;
                            changed = true;
                        }
                    }
                }
            }
            if changed && !self.singles.is_empty() {
                return Ok(true);
            }
        }
        Ok(changed)
    }
}

/// The tests' generator (xorshift64*, `tests/common/rng.rs`, included once by the
/// primitives' tests): the propagation test's random partial grids, the same every run.
#[cfg(all(test, feature = "variants"))]
use super::prim::testing::rng as test_rng;

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(feature = "variants")]
    use crate::variant::fpuzzles::from_fpuzzles;
    use crate::variant::{Constraint, Puzzle};

    /// The candidates after propagating `puzzle`'s givens, or `None` on a contradiction.
    fn propagated(puzzle: &Puzzle) -> Option<Vec<u32>> {
        let model = Model::new(puzzle);
        let mut prop = Propagator::new(&model);
        let mut masks = model.init.clone();
        prop.start(&masks);
        prop.run(&mut masks).ok().map(|()| masks)
    }

    /// Row `r`, column `c` of a 9×9 grid.
    fn at(r: u16, c: u16) -> u16 {
        r * 9 + c
    }

    #[test]
    fn a_cage_digit_leaves_the_cells_that_see_all_its_places() {
        // The cage r1c3, r1c4, r2c3 (across boxes 1 and 2, so no 45-rule sum pins it)
        // sums to 6: it holds 1, 2 and 3. A given 1 in r2c8 leaves the 1 two places,
        // both in row 1: the rest of row 1 loses the 1 (no outside cell sees the whole
        // cage, so only the digit's places tell this).
        let mut puzzle = Puzzle::new(9);
        let cage = vec![at(0, 2), at(0, 3), at(1, 2)];
        puzzle.constraints.push(Constraint::KillerCage {
            cells: cage,
            sum: Some(6),
        });
        puzzle.givens[usize::from(at(1, 7))] = 1;
        let masks = propagated(&puzzle).expect("no contradiction");
        for c in [0, 1, 4, 5, 6, 7, 8] {
            assert_eq!(
                masks[usize::from(at(0, c))] & 1,
                0,
                "row 1, column {}",
                c + 1
            );
        }
        assert_eq!(masks[usize::from(at(1, 2))] & 1, 0);
        // Without the given, 1 may sit in r2c3 too, and row 1 keeps it elsewhere.
        puzzle.givens[usize::from(at(1, 7))] = 0;
        let masks = propagated(&puzzle).expect("no contradiction");
        assert_ne!(masks[usize::from(at(0, 8))] & 1, 0);
        // Broken: another 1 given in row 1 (r1c9) leaves the cage no place for its 1.
        puzzle.givens[usize::from(at(1, 7))] = 1;
        puzzle.givens[usize::from(at(0, 8))] = 1;
        assert_eq!(propagated(&puzzle), None);
    }

    #[test]
    fn a_renban_digit_leaves_the_cells_that_see_all_its_places() {
        // A 7-cell renban holds 3..=7 whatever its run. Down column 1 from r1 to r7:
        // every digit it needs is somewhere in column 1, so nothing else in column 1
        // (r8, r9) holds 3..=7.
        let mut puzzle = Puzzle::new(9);
        let line: Vec<u16> = (0..7).map(|r| at(r, 0)).collect();
        puzzle.constraints.push(Constraint::Renban { cells: line });
        let masks = propagated(&puzzle).expect("no contradiction");
        for r in 7..9 {
            assert_eq!(
                masks[usize::from(at(r, 0))] & 0b111_1100,
                0,
                "row {}",
                r + 1
            );
        }
        // A 5-cell renban r1c4..r1c6, r2c4, r2c5 holds 5 whatever its run. With 5 given
        // in r2c7, the line's 5 is in row 1: the rest of row 1 loses it (box 2 does not
        // confine it: r3c4..r3c6 may still hold a 5).
        let mut puzzle = Puzzle::new(9);
        let line = vec![at(0, 3), at(0, 4), at(0, 5), at(1, 3), at(1, 4)];
        puzzle.constraints.push(Constraint::Renban { cells: line });
        puzzle.givens[usize::from(at(1, 6))] = 5;
        let masks = propagated(&puzzle).expect("no contradiction");
        for c in [0, 1, 2, 6, 7, 8] {
            assert_eq!(
                masks[usize::from(at(0, c))] & 1 << 4,
                0,
                "row 1, column {}",
                c + 1
            );
        }
        // Broken: another 5 given in row 1 (r1c9) leaves the line no place for its 5.
        puzzle.givens[usize::from(at(0, 8))] = 5;
        assert_eq!(propagated(&puzzle), None);
    }

    #[test]
    fn a_renban_window_fails_when_one_cell_alone_has_two_of_its_digits() {
        // A 3-cell renban r1c1, r1c2, r2c1 with r1c1 {1,2,5}, r1c2 {1,2}, r2c1 {3,4}:
        // the run 2-3-4 needs the 2 in r1c1 or r1c2 and both 3 and 4 in r2c1, so only
        // 1-2-3 fits and r2c1 is 3.
        let mut puzzle = Puzzle::new(9);
        puzzle.constraints.push(Constraint::Renban {
            cells: vec![at(0, 0), at(0, 1), at(1, 0)],
        });
        let model = Model::new(&puzzle);
        let mut prop = Propagator::new(&model);
        let p = model
            .props
            .iter()
            .position(|p| matches!(p, crate::variant::model::Prop::Run { .. }))
            .expect("the renban's propagator");
        let mut masks = model.init.clone();
        masks[usize::from(at(0, 0))] = 0b1_0011;
        masks[usize::from(at(0, 1))] = 0b0_0011;
        masks[usize::from(at(1, 0))] = 0b0_1100;
        prop.prop(&mut masks, p).expect("1-2-3 fits");
        assert_eq!(masks[usize::from(at(0, 0))], 0b0_0011);
        assert_eq!(masks[usize::from(at(0, 1))], 0b0_0011);
        assert_eq!(masks[usize::from(at(1, 0))], 0b0_0100);
        // With r1c1 {2,5} and r1c2 {2}: 1-2-3 lacks its 1, 2-3-4 needs r2c1 to be both
        // 3 and 4, 3-4-5 leaves r1c2 nothing: no run fits.
        masks[usize::from(at(0, 0))] = 0b1_0010;
        masks[usize::from(at(0, 1))] = 0b0_0010;
        masks[usize::from(at(1, 0))] = 0b0_1100;
        assert!(prop.prop(&mut masks, p).is_err());
    }

    #[test]
    fn a_little_killer_counts_its_cells_that_differ_as_different_digits() {
        // r1c1, r2c2, r3c3 lie in box 1, so they hold three different digits: a total
        // of 6 makes them 1, 2 and 3 (cell by cell, each could be up to 4). r4c4 and
        // r5c5 (box 5) added with a total of 9: the three make at least 6, the two at
        // least 3 (1 + 2), so r4c4 and r5c5 are 1 or 2 and the box-1 cells 1 to 3.
        let mut puzzle = Puzzle::new(9);
        puzzle.constraints.push(Constraint::LittleKiller {
            cells: vec![at(0, 0), at(1, 1), at(2, 2)],
            sum: 6,
        });
        let masks = propagated(&puzzle).expect("no contradiction");
        for c in [at(0, 0), at(1, 1), at(2, 2)] {
            assert_eq!(masks[usize::from(c)], 0b111, "cell {c}");
        }
        let mut puzzle = Puzzle::new(9);
        puzzle.constraints.push(Constraint::LittleKiller {
            cells: (0..5).map(|i| at(i, i)).collect(),
            sum: 9,
        });
        let masks = propagated(&puzzle).expect("no contradiction");
        for c in [at(0, 0), at(1, 1), at(2, 2)] {
            assert_eq!(masks[usize::from(c)], 0b111, "cell {c}");
        }
        for c in [at(3, 3), at(4, 4)] {
            assert_eq!(masks[usize::from(c)], 0b11, "cell {c}");
        }
    }

    #[test]
    fn a_derived_sum_at_the_end_of_its_range_bounds_its_groups() {
        // 4×4: the cages r1c3, r1c4, r2c3 (6) and r2c1, r2c2 (3) leave rows 1-2 the
        // innies r1c1, r1c2, r2c4 summing to 20 - 9 = 11. r1c1 and r1c2 differ, r2c4
        // sees neither: 11 is the most they can make (4 + 3, and 4). Bounded by
        // groups, that sum pins them (r1c1 and r1c2 are 3 and 4, r2c4 is 4); cell by
        // cell (each up to 4, 12 in all) it leaves each cell 3 or 4, r2c4 too.
        let mut puzzle = Puzzle::new(4);
        for (cells, sum) in [(vec![2, 3, 6], 6), (vec![4, 5], 3)] {
            puzzle.constraints.push(Constraint::KillerCage {
                cells,
                sum: Some(sum),
            });
        }
        let model = Model::new(&puzzle);
        let innies = model
            .props
            .iter()
            .position(|p| matches!(p, crate::variant::prim::Prop::Linear { cells, sum: 11, .. } if cells == &[0, 1, 7]))
            .expect("the innies of rows 1-2 are a derived sum");
        assert_eq!(model.sources[innies], None);
        assert!(!model.sum_groups[innies].is_empty(), "its groups are kept");
        let mut prop = Propagator::new(&model);
        let mut masks = model.init.clone();
        assert!(prop.prop(&mut masks, innies).is_ok());
        assert_eq!(masks[0], 0b1100);
        assert_eq!(masks[1], 0b1100);
        assert_eq!(masks[7], 0b1000);
    }

    /// Every ISS puzzle of tests/fixtures/variants, with random parts of its solution
    /// given: propagation never fails and never removes a digit of the solution.
    #[cfg(feature = "variants")]
    #[test]
    fn propagation_keeps_every_digit_of_the_solution() {
        let text = include_str!("../../tests/fixtures/variants/iss-variants.jsonl");
        let mut rng = super::test_rng::Rng::from_state(0x5eed);
        for line in text.lines() {
            let value: serde_json::Value = serde_json::from_str(line).unwrap();
            let name = value["name"].as_str().unwrap();
            let solution: Vec<u8> = match &value["solution"] {
                serde_json::Value::String(d) => d.bytes().map(|b| b - b'0').collect(),
                list => list
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d.as_u64().unwrap() as u8)
                    .collect(),
            };
            let puzzle = from_fpuzzles(&value["fpuzzles"].to_string()).unwrap();
            for percent in [0u64, 5, 15, 30, 60] {
                let mut partial = puzzle.clone();
                for (cell, &digit) in solution.iter().enumerate() {
                    if rng.next() % 100 < percent {
                        partial.givens[cell] = digit;
                    }
                }
                let masks = propagated(&partial)
                    .unwrap_or_else(|| panic!("{name} at {percent}%: a contradiction"));
                for (cell, &digit) in solution.iter().enumerate() {
                    assert_ne!(
                        masks[cell] & 1 << (digit - 1),
                        0,
                        "{name} at {percent}%: cell {cell} lost its {digit}"
                    );
                }
            }
        }
    }
}
