//! Franken and Mutant fish: fish whose base and cover sets mix rows, columns and boxes.
//!
//! A fish on digit `d` takes `n` base units and `n` cover units (none both). When the
//! base units share no candidate of `d`, each holds `d` exactly once, in `n` different
//! cells, and each of those lies in a cover unit, which holds `d` at most once: so the
//! `n` copies of `d` in the cover units are the base units' ones, and every other
//! candidate of `d` in a cover unit goes. A base candidate in two cover units goes too
//! (cannibalism): if it held `d`, the other `n - 1` base copies would need `n - 1` more
//! cover units.
//!
//! Fins are what spoils the pattern: base candidates in no cover unit (exo fins) and
//! base candidates in two base units (endo fins, where the base units meet). If no fin
//! holds `d` the fish stands; if one does, it rules out `d` in every cell that sees it.
//! Either way a removal is sound when it sees every fin.
//!
//! HoDoKu's names, which the steps use: a **Franken** fish takes its base units among
//! rows and boxes and its cover units among columns and boxes (or columns and boxes
//! against rows and boxes), with a box somewhere; a **Mutant** fish is any other mix (a
//! row and a column among the base units, say). Basic fish (rows against columns) are
//! [`super::fish`]'s. HoDoKu reports a "Siamese" fish, two fish on the same base units
//! with different removals, as one: here they are two steps.
//!
//! The search: base units in increasing order (at most [`MAX_ENDO`] endo fins), then
//! the cover units by an exact-cover walk over the base candidates: the lowest
//! candidate not yet covered is either covered by one of its three units or declared an
//! exo fin (at most [`MAX_FINS`] fins in all, and only while some candidate still sees
//! every fin). Choosing the `k`-th of a candidate's units rules out its lower ones for
//! the rest of the walk, and a fin's units are never chosen after it: so each cover set
//! is reached once. The rejected design, every `n` of the cover units for every base
//! choice, tried thousands of cover sets per base that leave most candidates uncovered.

use super::cells::{units_of, CellSet, PEERS, UNIT_SETS};
use super::text::{cells_and, units_and};
use super::{make_step, remove_digit, sorted, Ctx, Step, Technique};

/// The most fins (exo and endo) a fish may have: HoDoKu's default for Franken and Mutant
/// fish.
const MAX_FINS: u32 = 5;

/// The most endo fins (candidates in two base units).
const MAX_ENDO: u32 = 2;

/// Unit masks: bit `u` for unit `u` (rows 0-8, columns 9-17, boxes 18-26).
const ROWS: u32 = 0x1ff;
const COLUMNS: u32 = 0x1ff << 9;
const BOXES: u32 = 0x1ff << 18;

/// Which fish a finder looks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// Rows and boxes against columns and boxes, or the other way round.
    Franken,
    /// Any other mix of units.
    Mutant,
}

/// The kind of a fish with these base and cover units; `None` for a basic fish (rows
/// against columns or columns against rows).
fn classify(base: u32, cover: u32) -> Option<Kind> {
    let within = |set: u32, allowed: u32| set & !allowed == 0;
    if (within(base, ROWS) && within(cover, COLUMNS))
        || (within(base, COLUMNS) && within(cover, ROWS))
    {
        None
    } else if (within(base, ROWS | BOXES) && within(cover, COLUMNS | BOXES))
        || (within(base, COLUMNS | BOXES) && within(cover, ROWS | BOXES))
    {
        Some(Kind::Franken)
    } else {
        Some(Kind::Mutant)
    }
}

/// The name of a fish of size `n`: `Swordfish` for 3.
fn size_name(n: usize) -> &'static str {
    match n {
        2 => "X-Wing",
        3 => "Swordfish",
        4 => "Jellyfish",
        5 => "Squirmbag",
        6 => "Whale",
        _ => "Leviathan",
    }
}

/// The Franken fish of sizes 2-4 (X-Wing to Jellyfish), finned or not.
pub(crate) fn franken(ctx: &Ctx) -> Option<Step> {
    search(ctx, Kind::Franken, 2..=4)
}

/// The Mutant fish of sizes 2-4 (X-Wing to Jellyfish), finned or not.
pub(crate) fn mutant(ctx: &Ctx) -> Option<Step> {
    search(ctx, Kind::Mutant, 2..=4)
}

/// Every fish of `kind` of the `sizes`, smallest first (the first when `ctx` does not
/// collect).
fn search(ctx: &Ctx, kind: Kind, sizes: std::ops::RangeInclusive<usize>) -> Option<Step> {
    // (base units, cover units) to draw from.
    let orientations: &[(u32, u32)] = match kind {
        Kind::Franken => &[
            (ROWS | BOXES, COLUMNS | BOXES),
            (COLUMNS | BOXES, ROWS | BOXES),
        ],
        Kind::Mutant => &[(ROWS | COLUMNS | BOXES, ROWS | COLUMNS | BOXES)],
    };
    for n in sizes {
        for d in 1..=9 {
            let cands = ctx.cells(d);
            for &(base_allowed, cover_allowed) in orientations {
                let units: Vec<usize> = (0..27)
                    .filter(|&u| base_allowed >> u & 1 != 0 && !(UNIT_SETS[u] & cands).is_empty())
                    .collect();
                let mut fish = Fish {
                    ctx,
                    kind,
                    n,
                    d,
                    cands,
                    units,
                    cover_allowed,
                    base: Vec::with_capacity(n),
                    base_cells: CellSet::EMPTY,
                    endo: CellSet::EMPTY,
                    covers: Vec::with_capacity(n),
                    found: None,
                };
                if fish.bases(0) {
                    return fish.found;
                }
            }
        }
    }
    None
}

/// The state of the search for one digit, size and orientation.
struct Fish<'c, 'a> {
    ctx: &'c Ctx<'a>,
    kind: Kind,
    n: usize,
    d: u8,
    /// The cells with candidate `d`.
    cands: CellSet,
    /// The units that may be base units, in increasing order.
    units: Vec<usize>,
    /// The units that may be cover units (bit `u`).
    cover_allowed: u32,
    base: Vec<usize>,
    /// The candidates of the base units.
    base_cells: CellSet,
    /// The candidates in two base units.
    endo: CellSet,
    covers: Vec<usize>,
    found: Option<Step>,
}

impl Fish<'_, '_> {
    /// Chooses the base units from `units[from..]`; true when the search should stop.
    fn bases(&mut self, from: usize) -> bool {
        for k in from..self.units.len() {
            let u = self.units[k];
            let cells = UNIT_SETS[u] & self.cands;
            let endo = self.endo | (cells & self.base_cells);
            // A unit with no new candidate adds nothing but endo fins.
            if endo.len() > MAX_ENDO || (cells - self.base_cells).is_empty() {
                continue;
            }
            let (base_cells, old_endo) = (self.base_cells, self.endo);
            self.base.push(u);
            self.base_cells = base_cells | cells;
            self.endo = endo;
            let stop = if self.base.len() == self.n {
                self.start_covers()
            } else {
                self.units.len() - k > self.n - self.base.len() && self.bases(k + 1)
            };
            self.base.pop();
            self.base_cells = base_cells;
            self.endo = old_endo;
            if stop {
                return true;
            }
        }
        false
    }

    /// Starts the cover walk for the chosen base units.
    fn start_covers(&mut self) -> bool {
        let base_mask = self.base.iter().fold(0u32, |m, &u| m | 1 << u);
        let allowed = self.cover_allowed & !base_mask;
        let see = self.endo.iter().fold(self.cands, |s, f| s & PEERS[f]);
        if see.is_empty() {
            return false;
        }
        let walk = Walk {
            allowed,
            covered: CellSet::EMPTY,
            twice: CellSet::EMPTY,
            exo: CellSet::EMPTY,
            forbidden: 0,
            see,
        };
        self.cover(walk)
    }

    /// One step of the cover walk (see the module's docs); true when the search should
    /// stop.
    fn cover(&mut self, walk: Walk) -> bool {
        let rest = self.base_cells - walk.covered - walk.exo - self.endo;
        if self.covers.len() == self.n {
            let exo = walk.exo | rest;
            if exo.len() + self.endo.len() > MAX_FINS {
                return false;
            }
            let see = rest.iter().fold(walk.see, |s, f| s & PEERS[f]);
            return self.leaf(&walk, exo, see);
        }
        // Everything covered by fewer than n units: the last ones would be arbitrary.
        let Some(c) = rest.first() else {
            return false;
        };
        let mut lower = 0u32;
        for u in units_of(c) {
            let bit = 1u32 << u;
            if walk.allowed & bit != 0
                && walk.forbidden & bit == 0
                && (UNIT_SETS[u] & walk.exo).is_empty()
            {
                let cells = UNIT_SETS[u] & self.cands;
                self.covers.push(u);
                let stop = self.cover(Walk {
                    covered: walk.covered | cells,
                    twice: walk.twice | (walk.covered & cells),
                    forbidden: walk.forbidden | lower,
                    ..walk
                });
                self.covers.pop();
                if stop {
                    return true;
                }
            }
            lower |= bit;
        }
        // Or `c` is an exo fin.
        let see = walk.see & PEERS[c];
        if walk.exo.len() + self.endo.len() < MAX_FINS && !see.is_empty() {
            let mut exo = walk.exo;
            exo.insert(c);
            return self.cover(Walk { exo, see, ..walk });
        }
        false
    }

    /// A complete fish: offers its step if it is of the wanted kind and removes
    /// something.
    fn leaf(&mut self, walk: &Walk, exo: CellSet, see: CellSet) -> bool {
        let fins = exo | self.endo;
        let targets = ((walk.covered - self.base_cells) | (walk.twice & (self.base_cells - fins)))
            & self.cands
            & see;
        if targets.is_empty() {
            return false;
        }
        let base_mask = self.base.iter().fold(0u32, |m, &u| m | 1 << u);
        let cover_mask = self.covers.iter().fold(0u32, |m, &u| m | 1 << u);
        if classify(base_mask, cover_mask) != Some(self.kind) {
            return false;
        }
        let step = self.step(exo, targets);
        self.found = self.ctx.offer(step);
        self.found.is_some()
    }

    fn step(&self, exo: CellSet, targets: CellSet) -> Step {
        let d = self.d;
        let fins = exo | self.endo;
        let mut covers = self.covers.clone();
        covers.sort_unstable();
        let name = format!(
            "{}{} {}",
            if fins.is_empty() { "" } else { "Finned " },
            match self.kind {
                Kind::Franken => "Franken",
                Kind::Mutant => "Mutant",
            },
            size_name(self.n)
        );
        let technique = match self.kind {
            Kind::Franken => Technique::FrankenFish,
            Kind::Mutant => Technique::MutantFish,
        };
        let base_words = units_and(&self.base);
        let cover_words = units_and(&covers);
        let removed = cells_and(targets.iter());
        let text = if fins.is_empty() {
            format!(
                "{name} on {d}: {base_words} hold {d} only in {cover_words}, so {d} is \
                 removed from the rest of {cover_words}: {removed}."
            )
        } else {
            let mut parts = Vec::new();
            if !exo.is_empty() {
                parts.push(format!(
                    "{} {}",
                    if exo.len() == 1 {
                        "the fin"
                    } else {
                        "the fins"
                    },
                    cells_and(exo.iter())
                ));
            }
            if !self.endo.is_empty() {
                parts.push(format!(
                    "{} {} (in two base units)",
                    if self.endo.len() == 1 {
                        "the endo fin"
                    } else {
                        "the endo fins"
                    },
                    cells_and(self.endo.iter())
                ));
            }
            format!(
                "{name} on {d}: {base_words} hold {d} only in {cover_words}, apart from \
                 {}. Either the fish stands or a fin is {d}; both rule out {d} in {removed}.",
                parts.join(" and "),
            )
        };
        let units: Vec<usize> = self.base.iter().chain(&covers).copied().collect();
        make_step(
            technique,
            &[],
            &sorted(remove_digit(d, targets)),
            self.base_cells.iter(),
            &units,
            text,
        )
    }
}

/// Where the cover walk stands.
#[derive(Clone, Copy)]
struct Walk {
    /// The units that may still be cover units (bit `u`).
    allowed: u32,
    /// The candidates in the cover units chosen so far.
    covered: CellSet,
    /// The candidates in two of them.
    twice: CellSet,
    /// The exo fins declared so far.
    exo: CellSet,
    /// Units ruled out for the rest of the walk (lower units of a covered candidate).
    forbidden: u32,
    /// The candidates that see every fin declared so far.
    see: CellSet,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_follow_the_units() {
        let row = 1u32;
        let col = 1u32 << 9;
        let bx = 1u32 << 18;
        assert_eq!(classify(row | row << 1, col | col << 1), None);
        assert_eq!(classify(row | bx, col | bx << 1), Some(Kind::Franken));
        assert_eq!(classify(col | bx, row | bx << 1), Some(Kind::Franken));
        assert_eq!(classify(bx | bx << 4, row | col), Some(Kind::Mutant));
        assert_eq!(classify(row | col, col << 1 | row << 1), Some(Kind::Mutant));
        assert_eq!(classify(row | bx, row << 1 | col), Some(Kind::Mutant));
    }
}

#[cfg(test)]
mod position_tests {
    use super::{search, Kind};
    use crate::core::grid::Grid;
    use crate::logic::{Ctx, Position, Step, Technique};

    /// An empty grid whose cells allow every digit but 1, and 1 only in `ones`
    /// (`(row, column)`, 1-based).
    fn position(ones: &[(usize, usize)]) -> Position {
        let mut masks = [0x1feu16; 81];
        for &(r, c) in ones {
            masks[(r - 1) * 9 + c - 1] |= 1;
        }
        Position::with_masks(&Grid::from_bytes(&[0; 81]).unwrap(), &masks).unwrap()
    }

    /// Every fish of `kind` and size `n` on 1 in `pos` whose text starts with `start`.
    fn fish(pos: &Position, kind: Kind, n: usize, start: &str) -> Vec<Step> {
        let ctx = Ctx::collecting(pos);
        assert!(
            search(&ctx, kind, n..=n).is_none(),
            "a collecting search returns none"
        );
        ctx.into_steps()
            .into_iter()
            .filter(|s| s.text.starts_with(start))
            .collect()
    }

    /// Where a step removes 1: `(row, column)`, 1-based.
    fn removed(step: &Step) -> Vec<(usize, usize)> {
        step.eliminations
            .iter()
            .map(|e| {
                assert_eq!(e.digit, 1);
                (
                    usize::from(e.cell.row()) + 1,
                    usize::from(e.cell.column()) + 1,
                )
            })
            .collect()
    }

    /// Rows 1 and 5 and box 9 hold 1 only in columns 1, 4 and 8, but for the fin r1c6:
    /// of the other 1s of those columns, only r2c4 sees the fin.
    const FRANKEN: [(usize, usize); 10] = [
        (1, 1),
        (1, 4),
        (1, 6),
        (5, 4),
        (5, 8),
        (7, 8),
        (8, 8),
        (2, 4),
        (9, 4),
        (3, 1),
    ];
    const FRANKEN_UNITS: &str = "row 1, row 5 and box 9 hold 1 only in column 1, column 4 \
                                 and column 8";

    #[test]
    fn a_finned_franken_swordfish_is_found() {
        let pos = position(&FRANKEN);
        let found = fish(
            &pos,
            Kind::Franken,
            3,
            &format!("Finned Franken Swordfish on 1: {FRANKEN_UNITS}"),
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(
            found[0].text,
            format!(
                "Finned Franken Swordfish on 1: {FRANKEN_UNITS}, apart from the fin r1c6. \
                 Either the fish stands or a fin is 1; both rule out 1 in r2c4."
            )
        );
        assert_eq!(removed(&found[0]), [(2, 4)]);
        assert_eq!(found[0].technique, Technique::FrankenFish);
        // Without the fin, the fish removes every other 1 of its columns.
        let unfinned: Vec<(usize, usize)> =
            FRANKEN.iter().copied().filter(|&c| c != (1, 6)).collect();
        let found = fish(
            &position(&unfinned),
            Kind::Franken,
            3,
            &format!("Franken Swordfish on 1: {FRANKEN_UNITS}, so"),
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(removed(&found[0]), [(2, 4), (3, 1), (9, 4)]);
        // Not a Mutant fish: the Mutant search skips it.
        assert!(fish(
            &pos,
            Kind::Mutant,
            3,
            &format!("Finned Mutant Swordfish on 1: {FRANKEN_UNITS}")
        )
        .is_empty());
    }

    #[test]
    fn a_franken_fish_with_fins_out_of_reach_is_not_found() {
        // A second fin, r5c2, sees nothing the first one sees in the cover columns.
        let mut ones = FRANKEN.to_vec();
        ones.push((5, 2));
        let pos = position(&ones);
        assert!(fish(
            &pos,
            Kind::Franken,
            3,
            &format!("Finned Franken Swordfish on 1: {FRANKEN_UNITS}")
        )
        .is_empty());
    }

    /// Row 1, column 9 and box 7 hold 1 only in column 2, row 8 and box 3: every other 1
    /// of those goes (r4c2, r8c5, r3c8).
    const MUTANT: [(usize, usize); 9] = [
        (1, 2),
        (1, 7),
        (2, 9),
        (8, 9),
        (7, 2),
        (8, 1),
        (4, 2),
        (8, 5),
        (3, 8),
    ];
    const MUTANT_UNITS: &str = "row 1, column 9 and box 7 hold 1 only in row 8, column 2 \
                                and box 3";

    #[test]
    fn a_mutant_swordfish_is_found() {
        let pos = position(&MUTANT);
        let found = fish(
            &pos,
            Kind::Mutant,
            3,
            &format!("Mutant Swordfish on 1: {MUTANT_UNITS}"),
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(
            found[0].text,
            format!(
                "Mutant Swordfish on 1: {MUTANT_UNITS}, so 1 is removed from the rest of row 8, \
                 column 2 and box 3: r3c8, r4c2 and r8c5."
            )
        );
        assert_eq!(removed(&found[0]), [(3, 8), (4, 2), (8, 5)]);
        assert_eq!(found[0].technique, Technique::MutantFish);
        // Not a Franken fish: rows, columns and boxes on both sides.
        assert!(fish(
            &pos,
            Kind::Franken,
            3,
            "Franken Swordfish on 1: row 1, column 9"
        )
        .is_empty());
        // A fin in r1c5 leaves only the 1 of row 8 that sees it: r8c5.
        let mut ones = MUTANT.to_vec();
        ones.push((1, 5));
        let found = fish(
            &position(&ones),
            Kind::Mutant,
            3,
            &format!("Finned Mutant Swordfish on 1: {MUTANT_UNITS}, apart from the fin r1c5."),
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(removed(&found[0]), [(8, 5)]);
    }

    /// One candidate per cell, a solved grid's: every unit holds each digit once, so no
    /// fish removes anything.
    #[test]
    fn nothing_is_found_where_every_unit_has_one_place_per_digit() {
        let solved = Grid::from_line(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let masks: [u16; 81] = std::array::from_fn(|i| 1 << (solved.as_bytes()[i] - 1));
        let pos = Position::with_masks(&Grid::from_bytes(&[0; 81]).unwrap(), &masks).unwrap();
        assert!(Technique::FrankenFish.find_all(&pos).is_empty());
        assert!(Technique::MutantFish.find_all(&pos).is_empty());
    }
}
