//! Propagation to a fixpoint: placed digits leave their peers, each propagator narrows
//! its cells, and every house of N cells places its hidden singles.
//!
//! Invariant: when [`Propagator::run`] returns `Ok`, no queue holds work, and every
//! cell's mask is non-empty. A grid whose cells are all single digits after `Ok`
//! satisfies every rule (each propagator rejects a full assignment that breaks it).

use super::model::{high, low, range_mask, Model, Prop};

/// A contradiction: some cell has no candidate left, or a rule cannot hold.
#[derive(Debug)]
pub(crate) struct Contradiction;

type Result<T = ()> = std::result::Result<T, Contradiction>;

/// The work queues of propagation, reused across the search.
pub(crate) struct Propagator<'m> {
    pub model: &'m Model,
    /// Cells that became single digits and whose peers have not yet lost that digit.
    singles: Vec<u16>,
    /// Props to run, and whether each is queued.
    queue: Vec<u32>,
    queued: Vec<bool>,
    /// Per cell, how often a contradiction emptied it or a rule over it (decaying): the
    /// search branches where the puzzle is hard.
    pub weights: Vec<u32>,
    /// Contradictions since the weights last decayed.
    contradictions: u32,
    /// Scratch: the cells that see every place of a digit ([`Model::words`] words).
    seen: Vec<u64>,
}

impl<'m> Propagator<'m> {
    pub fn new(model: &'m Model) -> Propagator<'m> {
        Propagator {
            model,
            singles: Vec::new(),
            queue: Vec::new(),
            queued: vec![false; model.props.len()],
            weights: vec![0; model.init.len()],
            contradictions: 0,
            seen: vec![0; model.words],
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

    /// Counts a contradiction against `cell`; halves every weight now and then, so that
    /// recent trouble counts most.
    fn blame(&mut self, cell: usize) {
        self.weights[cell] += 1;
        self.contradictions += 1;
        if self.contradictions >= 1 << 12 {
            self.contradictions = 0;
            for w in &mut self.weights {
                *w >>= 1;
            }
        }
    }

    /// A rule over `cells` cannot hold.
    fn fail(&mut self, cells: &[u16]) -> Result {
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

    fn prop(&mut self, masks: &mut [u32], p: usize) -> Result {
        let model = self.model;
        match &model.props[p] {
            &Prop::Pair {
                a,
                b,
                forward,
                backward,
            } => {
                let (a, b) = (usize::from(a), usize::from(b));
                let fwd = &model.relations[usize::from(forward)];
                let bwd = &model.relations[usize::from(backward)];
                let allowed_b = support(masks[a], fwd);
                self.restrict(masks, b, allowed_b)?;
                let allowed_a = support(masks[b], bwd);
                self.restrict(masks, a, allowed_a)
            }
            Prop::Increasing { cells } => self.increasing(masks, cells),
            Prop::Cage { cells, sum, combos } => match combos {
                Some(combos) => self.cage(masks, cells, combos),
                None => self.linear(masks, cells, None, *sum),
            },
            Prop::Linear {
                cells,
                weights,
                sum,
            } => self.linear(masks, cells, Some(weights), *sum),
            Prop::Sandwich { cells, sum } => self.sandwich(masks, cells, *sum),
            Prop::Run { cells } => self.run_of(masks, cells),
            Prop::Between { cells } => self.between(masks, cells),
            Prop::Contains { cells, digits } => self.contains(masks, cells, digits),
        }
    }

    fn increasing(&mut self, masks: &mut [u32], cells: &[u16]) -> Result {
        // Forward: each cell above its predecessor's least digit; backward: below the
        // successor's greatest. On a chain this is exact.
        let mut least = 0i64;
        for &c in cells {
            let c = usize::from(c);
            self.restrict(masks, c, range_mask(least + 1, 32))?;
            least = low(masks[c]);
        }
        let mut most = 33i64;
        for &c in cells.iter().rev() {
            let c = usize::from(c);
            self.restrict(masks, c, range_mask(1, most - 1))?;
            most = high(masks[c]);
        }
        Ok(())
    }

    fn cage(&mut self, masks: &mut [u32], cells: &[u16], combos: &[u32]) -> Result {
        let mut union = 0u32;
        let mut fixed = 0u32;
        for &c in cells {
            let m = masks[usize::from(c)];
            union |= m;
            if m.is_power_of_two() {
                fixed |= m;
            }
        }
        let mut possible = 0u32;
        let mut required = u32::MAX;
        'combos: for &combo in combos {
            if combo & fixed != fixed || combo & !union != 0 {
                continue;
            }
            for &c in cells {
                if masks[usize::from(c)] & combo == 0 {
                    continue 'combos;
                }
            }
            possible |= combo;
            required &= combo;
        }
        if possible == 0 {
            return self.fail(cells);
        }
        for &c in cells {
            self.restrict(masks, usize::from(c), possible)?;
        }
        self.required(masks, cells, required & !fixed)
    }

    /// Digits that distinct-digit `cells` must hold, each exactly once: a digit with
    /// one place left in them goes there (hidden single); with several, it leaves every
    /// cell outside that sees all those places (they hold it, whichever it is).
    fn required(&mut self, masks: &mut [u32], cells: &[u16], required: u32) -> Result {
        let model = self.model;
        let mut need = required;
        while need != 0 {
            let bit = need & need.wrapping_neg();
            need &= need - 1;
            let mut places = 0;
            let mut last = 0;
            for &c in cells {
                if masks[usize::from(c)] & bit != 0 {
                    if places == 0 {
                        self.seen
                            .copy_from_slice(model.peer_bits_of(usize::from(c)));
                    } else {
                        for (s, &p) in self.seen.iter_mut().zip(model.peer_bits_of(usize::from(c)))
                        {
                            *s &= p;
                        }
                    }
                    places += 1;
                    last = usize::from(c);
                }
            }
            match places {
                0 => return self.fail(cells),
                1 => self.restrict(masks, last, bit)?,
                _ => {
                    for w in 0..self.seen.len() {
                        let mut word = self.seen[w];
                        while word != 0 {
                            let c = w * 64 + word.trailing_zeros() as usize;
                            word &= word - 1;
                            if masks[c] & bit != 0 {
                                self.restrict(masks, c, !bit)?;
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Bounds of `Σ weight·digit = sum` (weights 1 when `None`).
    fn linear(
        &mut self,
        masks: &mut [u32],
        cells: &[u16],
        weights: Option<&Vec<i64>>,
        sum: i64,
    ) -> Result {
        let weight = |k: usize| weights.map_or(1, |w| w[k]);
        // Up to two passes: the second sees the first's narrowing.
        for _ in 0..2 {
            let (mut lo, mut hi) = (0i64, 0i64);
            for (k, &c) in cells.iter().enumerate() {
                let m = masks[usize::from(c)];
                let w = weight(k);
                let (a, b) = (w * low(m), w * high(m));
                lo += a.min(b);
                hi += a.max(b);
            }
            if lo > sum || hi < sum {
                return self.fail(cells);
            }
            if lo == hi {
                return Ok(());
            }
            let mut changed = false;
            for (k, &c) in cells.iter().enumerate() {
                let c = usize::from(c);
                let m = masks[c];
                let w = weight(k);
                let (a, b) = (w * low(m), w * high(m));
                // w·x ∈ [sum - (hi - max_k), sum - (lo - min_k)]
                let top = sum - (lo - a.min(b));
                let bottom = sum - (hi - a.max(b));
                let (x_lo, x_hi) = if w > 0 {
                    (div_ceil(bottom, w), top.div_euclid(w))
                } else {
                    (div_ceil(top, w), bottom.div_euclid(w))
                };
                let keep = range_mask(x_lo, x_hi);
                if m & !keep != 0 {
                    self.restrict(masks, c, keep)?;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Ok(())
    }

    fn sandwich(&mut self, masks: &mut [u32], cells: &[u16], sum: i64) -> Result {
        let n = cells.len();
        let one = 1u32;
        let big = 1u32 << (n - 1);
        let middle = !(one | big) & self.model.full;
        let mut ones = 0u32; // positions (bits) where the 1 may go
        let mut bigs = 0u32;
        let mut pairs = 0usize;
        let mut last = (0, 0);
        for i in 0..n {
            if masks[usize::from(cells[i])] & one == 0 {
                continue;
            }
            for j in 0..n {
                if i == j || masks[usize::from(cells[j])] & big == 0 {
                    continue;
                }
                let (s, e) = (i.min(j), i.max(j));
                let k = (e - s - 1) as i64;
                // k distinct digits from 2..=n-1.
                let least = k * (k + 3) / 2;
                let most = k * (2 * n as i64 - 1 - k) / 2;
                if sum < least || sum > most {
                    continue;
                }
                let (mut lo, mut hi, mut ok) = (0, 0, true);
                for &c in &cells[s + 1..e] {
                    let m = masks[usize::from(c)] & middle;
                    if m == 0 {
                        ok = false;
                        break;
                    }
                    lo += low(m);
                    hi += high(m);
                }
                if ok && lo <= sum && sum <= hi {
                    ones |= 1 << i;
                    bigs |= 1 << j;
                    pairs += 1;
                    last = (s, e);
                }
            }
        }
        if pairs == 0 {
            return self.fail(cells);
        }
        for (i, &c) in cells.iter().enumerate() {
            let mut keep = u32::MAX;
            if ones & (1 << i) == 0 {
                keep &= !one;
            }
            if bigs & (1 << i) == 0 {
                keep &= !big;
            }
            self.restrict(masks, usize::from(c), keep)?;
        }
        if pairs == 1 {
            let (s, e) = last;
            let inner = &cells[s + 1..e];
            for &c in inner {
                self.restrict(masks, usize::from(c), middle)?;
            }
            if !inner.is_empty() {
                self.linear(masks, inner, None, sum)?;
            }
        }
        Ok(())
    }

    fn run_of(&mut self, masks: &mut [u32], cells: &[u16]) -> Result {
        let k = cells.len() as i64;
        let n = self.model.n as i64;
        let mut union = 0u32;
        for &c in cells {
            union |= masks[usize::from(c)];
        }
        let mut possible = 0u32;
        let mut required = u32::MAX;
        for lo in 1..=n - k + 1 {
            let window = range_mask(lo, lo + k - 1);
            if window & !union != 0 {
                continue;
            }
            if cells.iter().all(|&c| masks[usize::from(c)] & window != 0) {
                possible |= window;
                required &= window;
            }
        }
        if possible == 0 {
            return self.fail(cells);
        }
        for &c in cells {
            self.restrict(masks, usize::from(c), possible)?;
        }
        self.required(masks, cells, required)
    }

    fn between(&mut self, masks: &mut [u32], cells: &[u16]) -> Result {
        let first = usize::from(cells[0]);
        let last = usize::from(cells[cells.len() - 1]);
        let inner = &cells[1..cells.len() - 1];
        let (mut keep_first, mut keep_last) = (0u32, 0u32);
        let mut keep_inner = 0u32;
        // Orientation: the low end is `lo_cell`, the high end `hi_cell`.
        for (lo_cell, hi_cell) in [(first, last), (last, first)] {
            let lo_mask = masks[lo_cell];
            let hi_mask = masks[hi_cell];
            // Inner digits lie in (min low end, max high end).
            let band = range_mask(low(lo_mask) + 1, high(hi_mask) - 1);
            if inner.iter().any(|&c| masks[usize::from(c)] & band == 0) {
                continue;
            }
            // The low end is below every inner digit: below each inner cell's greatest
            // candidate; the high end above each one's least.
            let lo_bound = inner
                .iter()
                .map(|&c| high(masks[usize::from(c)] & band))
                .min()
                .unwrap_or(33);
            let hi_bound = inner
                .iter()
                .map(|&c| low(masks[usize::from(c)] & band))
                .max()
                .unwrap_or(0);
            let lo_keep = lo_mask & range_mask(1, lo_bound - 1);
            let hi_keep = hi_mask & range_mask(hi_bound + 1, 32);
            if lo_keep == 0 || hi_keep == 0 {
                continue;
            }
            let band = range_mask(low(lo_keep) + 1, high(hi_keep) - 1);
            if lo_cell == first {
                keep_first |= lo_keep;
                keep_last |= hi_keep;
            } else {
                keep_first |= hi_keep;
                keep_last |= lo_keep;
            }
            keep_inner |= band;
        }
        if keep_first == 0 {
            return self.fail(cells);
        }
        self.restrict(masks, first, keep_first)?;
        self.restrict(masks, last, keep_last)?;
        for &c in inner {
            self.restrict(masks, usize::from(c), keep_inner)?;
        }
        Ok(())
    }

    fn contains(&mut self, masks: &mut [u32], cells: &[u16], digits: &[(u32, u8)]) -> Result {
        let mut total = 0usize;
        let mut all = 0u32;
        for &(bit, times) in digits {
            total += usize::from(times);
            all |= bit;
            let mut can = 0usize;
            let mut sure = 0usize;
            for &c in cells {
                let m = masks[usize::from(c)];
                if m & bit != 0 {
                    can += 1;
                    if m == bit {
                        sure += 1;
                    }
                }
            }
            if can < usize::from(times) {
                return self.fail(cells);
            }
            if can == usize::from(times) && sure < can {
                for &c in cells {
                    if masks[usize::from(c)] & bit != 0 {
                        self.restrict(masks, usize::from(c), bit)?;
                    }
                }
            }
        }
        if total == cells.len() {
            for &c in cells {
                self.restrict(masks, usize::from(c), all)?;
            }
        }
        Ok(())
    }
}

/// The partner digits allowed by any digit of `mask` under `relation`.
#[inline]
fn support(mask: u32, relation: &[u32; 25]) -> u32 {
    let mut out = 0;
    let mut m = mask;
    while m != 0 {
        out |= relation[m.trailing_zeros() as usize];
        m &= m - 1;
    }
    out
}

fn div_ceil(a: i64, b: i64) -> i64 {
    -((-a).div_euclid(b))
}

/// The tests' generator (xorshift64*, `tests/common/rng.rs`): the propagation test's
/// random partial grids, the same every run.
#[cfg(all(test, feature = "variants"))]
#[path = "../../tests/common/rng.rs"]
mod test_rng;

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
