//! Constraint combinations: a constraint's cells filled every way its whole rule allows.
//!
//! A constraint's propagators narrow its cells one rule at a time, and some only by
//! bounds (an arrow's sum, a region-sum line's equal sums); its cells that must differ
//! (in one row, column or region) add more. This step looks at the constraint as a whole:
//! every propagator of the constraint over its cells, with the cells that see each other
//! different, searched for the fillings its candidates allow. A candidate that no filling
//! uses goes ("Whispers line r3c3–r3c7: r3c5 cannot be 9"); a digit that every filling
//! holds is in the constraint, and leaves every cell outside that must differ from all of
//! its places there (the killer cage's rule for a required digit, for any constraint).
//!
//! Each question is a small search (the constraint's own cells only) with a node budget:
//! where the budget runs out the candidate stays, so every removal is proved. The same
//! search narrows the constraint in the chain engine's nets and finds its weak links.

use std::cell::RefCell;
use std::collections::HashMap;

use super::super::model::{CellMask, Model, Prop, Relation};
use super::super::propagate::Propagator;

/// The most positions a constraint remembers the narrowing of (then it forgets them all).
const MEMO: usize = 4096;

/// A constraint searched whole: its model, and the narrowings found so far (the chain
/// engine's nets ask the same question many times).
pub(crate) struct Whole {
    pub model: Model,
    memo: RefCell<HashMap<Vec<u32>, Option<Vec<u32>>>>,
}

impl Whole {
    pub fn new(model: Model) -> Whole {
        Whole {
            model,
            memo: RefCell::new(HashMap::new()),
        }
    }

    /// [`narrow_whole`], remembered.
    pub fn narrow(&self, masks: &mut [u32]) -> bool {
        if let Some(known) = self.memo.borrow().get(masks) {
            return match known {
                Some(after) => {
                    masks.copy_from_slice(after);
                    true
                }
                None => false,
            };
        }
        let key = masks.to_vec();
        let holds = narrow_whole(&self.model, masks);
        let mut memo = self.memo.borrow_mut();
        if memo.len() >= MEMO {
            memo.clear();
        }
        memo.insert(key, holds.then(|| masks.to_vec()));
        holds
    }
}

/// The most cells a constraint may have for its fillings to be searched.
pub(crate) const MAX_CELLS: usize = 16;

/// The most branches one search (for one candidate) may take before it gives up (the
/// candidate then stays).
const BUDGET: u32 = 400;

/// The most branches one narrowing (every candidate of the constraint) may take; past it
/// the candidates not yet shown in a filling stay.
const TOTAL: u32 = 1500;

/// A constraint's propagators over its own cells (renumbered 0..k), with the cells
/// that must differ as peers: the model its fillings are searched in.
pub(crate) fn whole_model(
    model: &Model,
    props: &[&Prop],
    masks: &[&CellMask],
) -> Option<(Vec<u16>, Model)> {
    let mut cells: Vec<u16> = Vec::new();
    for p in props {
        for c in p.cells() {
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
    }
    for m in masks {
        for &c in &m.cells {
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
    }
    let k = cells.len();
    if props.is_empty() || !(2..=MAX_CELLS).contains(&k) {
        return None;
    }
    let at = |c: u16| cells.iter().position(|&x| x == c).unwrap_or(0) as u16;
    let mut relations: Vec<Relation> = Vec::new();
    let mut relation = |r: u16| {
        let table = model.relations[usize::from(r)];
        match relations.iter().position(|t| *t == table) {
            Some(i) => i as u16,
            None => {
                relations.push(table);
                (relations.len() - 1) as u16
            }
        }
    };
    let local: Vec<Prop> = props
        .iter()
        .map(|p| p.renumber(at, &mut relation))
        .collect();
    let mut init = vec![model.full; k];
    for m in masks {
        for c in &m.cells {
            init[usize::from(at(*c))] &= m.keep;
        }
    }
    let words = k.div_ceil(64);
    let mut peers = vec![0u64; k * words];
    for (i, &a) in cells.iter().enumerate() {
        let bits = model.peer_bits_of(usize::from(a));
        for (j, &b) in cells.iter().enumerate() {
            if i != j && bits[usize::from(b) / 64] >> (b % 64) & 1 == 1 {
                peers[i * words + j / 64] |= 1 << (j % 64);
            }
        }
    }
    let local = Model::from_parts(model.n, init, peers, Vec::new(), local, relations);
    Some((cells, local))
}

/// Narrows `masks` (the model's cells' candidates) to the digits some filling uses;
/// `false` when no filling exists. A candidate whose search runs out of budget stays.
pub(crate) fn narrow_whole(model: &Model, masks: &mut [u32]) -> bool {
    let mut prop = Propagator::new(model);
    for (m, &init) in masks.iter_mut().zip(&model.init) {
        *m &= init;
    }
    prop.start(masks);
    if prop.run(masks).is_err() {
        return false;
    }
    let k = masks.len();
    let mut support = vec![0u32; k];
    let mut total = TOTAL;
    for i in 0..k {
        let mut digits = masks[i];
        while digits != 0 {
            let bit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            if support[i] & bit != 0 {
                continue;
            }
            let mut work = masks.to_vec();
            if prop.restrict(&mut work, i, bit).is_err() {
                prop.clear();
                continue;
            }
            let mut nodes = BUDGET.min(total);
            let found = filling(&mut prop, &mut work, &mut nodes);
            total -= BUDGET.min(total) - nodes;
            match found {
                Some(found) => {
                    for (s, f) in support.iter_mut().zip(found) {
                        *s |= f;
                    }
                }
                None if nodes == 0 => support[i] |= bit,
                None => {}
            }
        }
    }
    for (m, s) in masks.iter_mut().zip(support) {
        *m &= s;
    }
    masks.iter().all(|&m| m != 0)
}

/// Whether some filling of `masks` holds no `bit` anywhere: `Some(false)` proved none,
/// `None` when the search ran out of budget.
pub(crate) fn avoidable(model: &Model, masks: &[u32], bit: u32) -> Option<bool> {
    let mut prop = Propagator::new(model);
    let mut work: Vec<u32> = masks.iter().zip(&model.init).map(|(m, i)| m & i).collect();
    prop.start(&work);
    for (i, m) in masks.iter().enumerate() {
        if m & bit != 0 && prop.restrict(&mut work, i, !bit).is_err() {
            prop.clear();
            return Some(false);
        }
    }
    let mut nodes = BUDGET * 4;
    match filling(&mut prop, &mut work, &mut nodes) {
        Some(_) => Some(true),
        None if nodes == 0 => None,
        None => Some(false),
    }
}

/// A filling of `state` (every cell one digit, every propagator holding), searched
/// depth first from the cell with the fewest candidates; `None` when there is none or
/// `nodes` runs out (then `*nodes == 0`).
fn filling(prop: &mut Propagator, state: &mut [u32], nodes: &mut u32) -> Option<Vec<u32>> {
    prop.run(state).ok()?;
    let Some(cell) = (0..state.len())
        .filter(|&c| state[c].count_ones() > 1)
        .min_by_key(|&c| state[c].count_ones())
    else {
        return Some(state.to_vec());
    };
    let mut digits = state[cell];
    while digits != 0 {
        if *nodes == 0 {
            return None;
        }
        *nodes -= 1;
        let bit = digits & digits.wrapping_neg();
        digits &= digits - 1;
        let mut next = state.to_vec();
        if prop.restrict(&mut next, cell, bit).is_err() {
            prop.clear();
            continue;
        }
        if let Some(found) = filling(prop, &mut next, nodes) {
            return Some(found);
        }
    }
    None
}
