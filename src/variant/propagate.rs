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
            Prop::Cage {
                cells,
                sum,
                combos,
                common,
            } => match combos {
                Some(combos) => self.cage(masks, cells, combos, common),
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

    fn cage(&mut self, masks: &mut [u32], cells: &[u16], combos: &[u32], common: &[u16]) -> Result {
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
        if required != 0 {
            for &c in common {
                self.restrict(masks, usize::from(c), !required)?;
            }
        }
        let mut hidden = required & !fixed;
        while hidden != 0 {
            let bit = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            let mut place = None;
            for &c in cells {
                if masks[usize::from(c)] & bit != 0 {
                    if place.is_some() {
                        place = None;
                        break;
                    }
                    place = Some(usize::from(c));
                }
            }
            if let Some(c) = place {
                self.restrict(masks, c, bit)?;
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
        let mut need = required;
        while need != 0 {
            let bit = need & need.wrapping_neg();
            need &= need - 1;
            let mut place = None;
            let mut count = 0;
            for &c in cells {
                if masks[usize::from(c)] & bit != 0 {
                    count += 1;
                    place = Some(usize::from(c));
                }
            }
            match (count, place) {
                (0, _) => return self.fail(cells),
                (1, Some(c)) => self.restrict(masks, c, bit)?,
                _ => {}
            }
        }
        Ok(())
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
