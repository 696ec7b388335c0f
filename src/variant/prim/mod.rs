//! The propagation primitives: the few rules every constraint kind lowers to, each a
//! bitmask narrowing over its cells, one file each.
//!
//! | primitive | rule | used by |
//! |---|---|---|
//! | [`pair`] | a dense relation table between two cells | kropki, X/V, whispers, palindrome, non-consecutive, negative |
//! | [`increasing`] | strictly increasing along a chain | thermometer |
//! | [`cage`] | distinct digits with a sum, by digit sets | killer cage, 45-rule sums |
//! | [`linear`] | `Σ weight·digit = sum`, repeats allowed | little killer, arrow, sums of cells that may repeat |
//! | [`sandwich`] | the digits between the 1 and the N sum to a clue | sandwich |
//! | [`run`] | distinct digits forming a run | renban |
//! | [`between`] | inner digits strictly between the ends | between line |
//! | [`contains`] | listed digits appear among the cells | quadruple |
//! | [`equal_sum`] | groups of cells with one sum, repeats allowed | region-sum line, zipper line, double arrow |
//! | [`xsum`] | the first X digits sum to the clue, X the first | X-sum |
//! | [`skyscraper`] | the digits seen from the clue | skyscraper |
//! | [`lockout`] | ends far apart, the rest outside them | lockout line |
//!
//! Why this shape: a constraint kind (`kinds/`) says *what* its rule is by lowering to
//! all-different groups, initial masks, pair relations and these primitives; the
//! primitives say *how* to narrow, once, for every kind. A new kind whose rule is a
//! relation between neighbours costs no propagation code at all; a new primitive is one
//! file here, one [`Prop`] variant and one dispatch arm.
//!
//! Contract of every primitive (what `propagate.rs`'s invariant rests on): it only
//! removes digits (through [`Propagator::restrict`], which queues the watchers of a
//! changed cell); it never removes a digit that some assignment satisfying its rule
//! (given the current masks) uses; and on cells that are all single digits it fails
//! exactly when its rule is broken. Each runs in time linear (or, for `cage` and
//! `sandwich`, bounded polynomial) in its cells, with no allocation.

mod between;
mod cage;
mod contains;
mod equal_sum;
mod increasing;
mod linear;
mod lockout;
mod pair;
mod run;
mod sandwich;
mod skyscraper;
#[cfg(test)]
pub(crate) mod testing;
mod xsum;

pub(crate) use pair::Relation;

use super::propagate::{Contradiction, Propagator};

type Result<T = ()> = std::result::Result<T, Contradiction>;

/// One propagator: a rule over several cells, narrowed to what its cells allow.
#[derive(Clone, Debug)]
pub(crate) enum Prop {
    /// A relation between two cells: `forward` gives `b`'s digits for each digit of
    /// `a`, `backward` `a`'s for each of `b` (indices into
    /// [`Model::relations`](super::model::Model::relations)).
    Pair {
        a: u16,
        b: u16,
        forward: u16,
        backward: u16,
    },
    /// Strictly increasing digits along the cells (thermometer).
    Increasing { cells: Vec<u16> },
    /// Distinct digits summing to `sum`: the digit sets of the right size and sum
    /// (`combos`), or bounds when there would be too many to list. A digit every
    /// possible set holds leaves the cells outside that see all its places in the cage.
    Cage {
        cells: Vec<u16>,
        sum: i64,
        combos: Option<Vec<u32>>,
    },
    /// `Σ weight·digit = sum` (digits may repeat): little killers, arrows.
    Linear {
        cells: Vec<u16>,
        weights: Vec<i64>,
        sum: i64,
    },
    /// The digits between the 1 and the N of a row or column (cells in order) sum to `sum`.
    Sandwich { cells: Vec<u16>, sum: i64 },
    /// Distinct digits forming a run (renban).
    Run { cells: Vec<u16> },
    /// The inner cells lie strictly between the two ends.
    Between { cells: Vec<u16> },
    /// Each listed digit appears among the cells, as many times as it is listed.
    Contains {
        cells: Vec<u16>,
        digits: Vec<(u32, u8)>,
    },
    /// The groups `cells[ends[g - 1]..ends[g]]` (the first from 0) have one sum;
    /// digits may repeat (region-sum lines, zipper lines, double arrows).
    EqualSum { cells: Vec<u16>, ends: Vec<u16> },
    /// The first X digits of the row or column `cells` (from the clue) sum to `sum`, X
    /// the first digit.
    XSum { cells: Vec<u16>, sum: i64 },
    /// `visible` digits of the row or column `cells` are seen from its first cell.
    Skyscraper { cells: Vec<u16>, visible: u8 },
    /// The line's ends differ by at least `difference`; the other digits lie outside them.
    Lockout { cells: Vec<u16>, difference: i64 },
}

impl Prop {
    /// The cells the propagator reads (and narrows), in its own order.
    pub(crate) fn cells(&self) -> Vec<u16> {
        match self {
            Prop::Pair { a, b, .. } => vec![*a, *b],
            Prop::Increasing { cells }
            | Prop::Cage { cells, .. }
            | Prop::Linear { cells, .. }
            | Prop::Sandwich { cells, .. }
            | Prop::Run { cells }
            | Prop::Between { cells }
            | Prop::Contains { cells, .. }
            | Prop::EqualSum { cells, .. }
            | Prop::XSum { cells, .. }
            | Prop::Skyscraper { cells, .. }
            | Prop::Lockout { cells, .. } => cells.clone(),
        }
    }

    /// The same rule over renumbered cells (`at` gives each cell's new number) and
    /// relations (`relation` gives a pair's relation index its new one, called for
    /// `forward` then `backward`): a constraint taken as a model of its own (the
    /// variant logic's constraint searches).
    #[cfg(feature = "logic")]
    pub(crate) fn renumber(
        &self,
        at: impl Fn(u16) -> u16,
        mut relation: impl FnMut(u16) -> u16,
    ) -> Prop {
        let map = |list: &[u16]| list.iter().map(|&c| at(c)).collect::<Vec<u16>>();
        match self {
            &Prop::Pair {
                a,
                b,
                forward,
                backward,
            } => {
                let forward = relation(forward);
                let backward = relation(backward);
                Prop::Pair {
                    a: at(a),
                    b: at(b),
                    forward,
                    backward,
                }
            }
            Prop::Increasing { cells } => Prop::Increasing { cells: map(cells) },
            Prop::Cage { cells, sum, combos } => Prop::Cage {
                cells: map(cells),
                sum: *sum,
                combos: combos.clone(),
            },
            Prop::Linear {
                cells,
                weights,
                sum,
            } => Prop::Linear {
                cells: map(cells),
                weights: weights.clone(),
                sum: *sum,
            },
            Prop::Sandwich { cells, sum } => Prop::Sandwich {
                cells: map(cells),
                sum: *sum,
            },
            Prop::Run { cells } => Prop::Run { cells: map(cells) },
            Prop::Between { cells } => Prop::Between { cells: map(cells) },
            Prop::Contains { cells, digits } => Prop::Contains {
                cells: map(cells),
                digits: digits.clone(),
            },
            Prop::EqualSum { cells, ends } => Prop::EqualSum {
                cells: map(cells),
                ends: ends.clone(),
            },
            Prop::XSum { cells, sum } => Prop::XSum {
                cells: map(cells),
                sum: *sum,
            },
            Prop::Skyscraper { cells, visible } => Prop::Skyscraper {
                cells: map(cells),
                visible: *visible,
            },
            Prop::Lockout { cells, difference } => Prop::Lockout {
                cells: map(cells),
                difference: *difference,
            },
        }
    }
}

impl Propagator<'_> {
    /// Runs propagator `p` of the model once.
    pub(crate) fn prop(&mut self, masks: &mut [u32], p: usize) -> Result {
        let model = self.model;
        match &model.props[p] {
            &Prop::Pair {
                a,
                b,
                forward,
                backward,
            } => self.pair(masks, a, b, forward, backward),
            Prop::Increasing { cells } => self.increasing(masks, cells),
            Prop::Cage { cells, sum, combos } => match combos {
                Some(combos) => self.cage(masks, cells, combos, &model.cage_rest[p]),
                None => self.linear(masks, cells, None, *sum, &model.sum_groups[p]),
            },
            Prop::Linear {
                cells,
                weights,
                sum,
            } => self.linear(masks, cells, Some(weights), *sum, &model.sum_groups[p]),
            Prop::Sandwich { cells, sum } => self.sandwich(masks, cells, *sum),
            Prop::Run { cells } => self.run_of(masks, cells),
            Prop::Between { cells } => self.between(masks, cells),
            Prop::Contains { cells, digits } => self.contains(masks, cells, digits),
            Prop::EqualSum { cells, ends } => self.on_line(masks, cells, |line, sums| {
                equal_sum::narrow(line, ends, sums)
            }),
            Prop::XSum { cells, sum } => {
                self.on_line(masks, cells, |line, _| xsum::narrow(line, *sum))
            }
            Prop::Skyscraper { cells, visible } => self.on_line(masks, cells, |line, _| {
                skyscraper::narrow(line, usize::from(*visible))
            }),
            Prop::Lockout { cells, difference } => {
                self.on_line(masks, cells, |line, _| lockout::narrow(line, *difference))
            }
        }
    }

    /// Runs a primitive written over a line's own candidates (`narrow`, given a copy of
    /// `cells`' masks in order and a scratch of sum sets) and narrows the cells to what it
    /// kept. The copy keeps those primitives free functions, tested alone against every
    /// assignment of small lines; both buffers are reused, so nothing is allocated.
    fn on_line(
        &mut self,
        masks: &mut [u32],
        cells: &[u16],
        narrow: impl FnOnce(&mut [u32], &mut Vec<u128>) -> Result,
    ) -> Result {
        let mut line = std::mem::take(&mut self.line);
        let mut sums = std::mem::take(&mut self.sums);
        line.clear();
        line.extend(cells.iter().map(|&c| masks[usize::from(c)]));
        let narrowed = narrow(&mut line, &mut sums);
        let result = match narrowed {
            Err(Contradiction) => self.fail(cells),
            Ok(()) => cells
                .iter()
                .zip(&line)
                .try_for_each(|(&c, &keep)| self.restrict(masks, usize::from(c), keep)),
        };
        self.line = line;
        self.sums = sums;
        result
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
}
