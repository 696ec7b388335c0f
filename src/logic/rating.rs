//! Ratings on Sudoku Explainer's scale (SE, the community's 1.0-11.9 scale).
//!
//! SE solves a puzzle by always taking a step of the first rule, in a fixed order of
//! rules, that finds one, each rule's step the easiest it finds; the puzzle's rating
//! (ER) is the hardest step on that path, its *pearl* (EP) the hardest step up to the
//! first placement and its *diamond* (ED) the first step's rating. The rules, their
//! order and their ratings are those of the SukakuExplainer build (v1.15, January 2020)
//! that rated the public puzzle banks (its default rules; later builds added loops,
//! UVWXYZ- and TUVWXYZ-Wings and other ratings, which the banks do not use):
//!
//! | rating | rule |
//! |---|---|
//! | 1.0-2.3 | full house 1.0, hidden single 1.2 (box) or 1.5, naked single 2.3 |
//! | 2.6-4.4 | pointing 2.6, claiming 2.8, naked pair 3.0, X-Wing 3.2, hidden pair 3.4, naked triple 3.6, Swordfish 3.8, hidden triple 4.0, turbot fish 4.0-4.3 (two strong links: Skyscraper 4.0, 2-String Kite 4.1, with a box 4.2, grouped 4.3; see [`strong_links`](super::strong_links)), XY-Wing 4.2, XYZ-Wing 4.4 |
//! | 4.5-5.7 | unique rectangles 4.5 (types 1, 2 and 4; type 3 4.6), naked quad 5.0, Jellyfish 5.2, hidden quad 5.4, three strong links 5.4-5.7, WXYZ-Wing 5.5-5.6, BUG+1 5.6, BUG type 2 5.7 |
//! | 6.2-7.4 | VWXYZ-Wing 6.2-6.4, bidirectional cycles 6.5 (X or Y) and 7.0 (XY), forcing X-chains 6.6 and forcing chains 7.0 (plus length) |
//! | 7.5-9.0 | Nishio forcing chains 7.5, cell and region forcing chains 8.0, dynamic forcing chains 8.5 (plus length) |
//! | 9.5-11+ | nested forcing chains: 9.5 (forcing chains inside), 10.5 (dynamic chains inside) and deeper, plus length |
//!
//! A rule that finds several steps takes the easiest. A chain's rating grows with its
//! complexity (see [`chaining`](super::chaining)): +0.1 past 4, 6, 8, 12, 16, 24, 32, …
//! implications.
//!
//! Not modelled (so a puzzle whose hardest step is one of these rates on the next rule
//! that finds a step): the "direct" singles variants, aligned pair (6.2) and triple
//! (7.5) exclusion, unique loops longer than rectangles, BUG types 3 and 4 (5.7-6.0),
//! dynamic forcing chains "(+)" (level 1).

use super::cells::{bit, digits, PEERS, UNIT_SETS};
use super::chaining::{
    cand, cycles, follow, follow_into, forcing_chain, length_tenths, nested_base_tenths, Cands,
    Net, Rules,
};
use super::strong_links::strong_links;
use super::{
    fish, intersections, singles, subsets, uniqueness, wings, Ctx, Oracle, Position, Step,
};
use crate::Error;
use crate::Grid;

/// A puzzle's difficulty on Sudoku Explainer's scale: ER, EP and ED, each 1.0-11.x with
/// one decimal.
///
/// # Example
/// ```
/// use sudoku_wasm::{rate, Grid};
///
/// let grid = Grid::from_line(
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
/// )?;
/// let rating = rate(&grid)?.expect("one solution");
/// assert_eq!((rating.er, rating.ep, rating.ed), (1.2, 1.2, 1.2)); // hidden singles in boxes
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating: the hardest step on SE's path.
    pub er: f64,
    /// The pearl: the hardest step up to the first placement.
    pub ep: f64,
    /// The diamond: the first step's rating.
    pub ed: f64,
}

/// What one rated step does.
pub(crate) struct SeStep {
    /// The rating, in tenths.
    pub(crate) tenths: u32,
    pub(crate) placements: Vec<(usize, u8)>,
    pub(crate) eliminations: Vec<(usize, u8)>,
}

impl SeStep {
    fn from_step(step: &Step, tenths: u32) -> SeStep {
        SeStep {
            tenths,
            placements: step
                .placements
                .iter()
                .map(|p| (p.cell.index(), p.digit))
                .collect(),
            eliminations: step
                .eliminations
                .iter()
                .map(|e| (e.cell.index(), e.digit))
                .collect(),
        }
    }

    fn apply(&self, position: &mut Position) {
        for &(i, d) in &self.placements {
            if position.digits[i] == 0 {
                position.place(i, d);
            }
        }
        for &(i, d) in &self.eliminations {
            position.masks[i] &= !bit(d);
        }
    }
}

/// Rates a puzzle on Sudoku Explainer's scale (SE, the community's 1.0-11.9 scale):
/// [`Rating::er`] is the hardest step on SE's path, [`Rating::ep`] the hardest up to the
/// first placement, [`Rating::ed`] the first step's. `None` when the puzzle has several
/// solutions (SE rates only puzzles with one).
///
/// # Errors
/// [`Error::ConflictingGivens`], [`Error::NoSolution`], [`Error::BudgetExceeded`] as
/// for [`solve_path`](crate::solve_path).
///
/// # Example
/// ```
/// use sudoku_wasm::{rate, Grid};
///
/// // Arto Inkala's "world's hardest sudoku": nested forcing chains.
/// let grid = Grid::from_line(
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
/// )?;
/// let rating = rate(&grid)?.unwrap();
/// assert!(rating.er >= 10.0);
/// assert_eq!(rate(&Grid::empty())?, None);
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
pub fn rate(grid: &Grid) -> Result<Option<Rating>, Error> {
    let position = Position::new(grid)?;
    let oracle = Oracle::new(grid, &position)?;
    if !oracle.unique {
        return Ok(None);
    }
    Ok(Some(rate_position(position)))
}

/// The rating of a position of a puzzle with one solution.
pub(crate) fn rate_position(mut position: Position) -> Rating {
    let (mut er, mut ep, mut ed) = (0u32, None, None);
    while !position.is_solved() {
        let Some(step) = next_step(&position, er) else {
            // Beyond every rule here: rated as SE's deepest nesting.
            er = er.max(nested_base_tenths(6) + 10);
            break;
        };
        er = er.max(step.tenths);
        ed.get_or_insert(er);
        if ep.is_none() && !step.placements.is_empty() {
            ep = Some(er);
        }
        let before = position;
        step.apply(&mut position);
        if position == before {
            debug_assert!(false, "a rated step changed nothing");
            break;
        }
    }
    let tenths = |t: u32| f64::from(t) / 10.0;
    Rating {
        er: tenths(er),
        ep: tenths(ep.unwrap_or(er)),
        ed: tenths(ed.unwrap_or(er)),
    }
}

/// A technique's finder.
type Finder = fn(&Ctx) -> Option<Step>;

/// SE's next step: the first rule, in SE's order, that finds one.
pub(crate) fn next_step(position: &Position, hardest: u32) -> Option<SeStep> {
    let ctx = Ctx::new(position);
    let fixed = |step: Option<Step>, tenths: u32| step.map(|s| SeStep::from_step(&s, tenths));
    if let Some(step) = singles::full_house(&ctx) {
        return Some(SeStep::from_step(&step, 10));
    }
    if let Some(step) = singles::hidden_single(&ctx) {
        let in_box = step.units.iter().any(|u| matches!(u, crate::Unit::Box(_)));
        return Some(SeStep::from_step(&step, if in_box { 12 } else { 15 }));
    }
    let rules: [(Finder, u32); 9] = [
        (singles::naked_single, 23),
        (intersections::pointing, 26),
        (intersections::claiming, 28),
        (|c| subsets::naked(c, 2), 30),
        (|c| fish::basic(c, 2), 32),
        (|c| subsets::hidden(c, 2), 34),
        (|c| subsets::naked(c, 3), 36),
        (|c| fish::basic(c, 3), 38),
        (|c| subsets::hidden(c, 3), 40),
    ];
    for (find, tenths) in rules {
        if let Some(step) = fixed(find(&ctx), tenths) {
            return Some(step);
        }
    }
    if let Some(step) = strong_links(position, 2) {
        return Some(step);
    }
    let rules: [(Finder, u32); 9] = [
        (wings::xy_wing, 42),
        (wings::xyz_wing, 44),
        (|c| uniqueness::rectangle(c, 1), 45),
        (|c| uniqueness::rectangle(c, 2), 45),
        (|c| uniqueness::rectangle(c, 4), 45),
        (|c| uniqueness::rectangle(c, 3), 46),
        (|c| subsets::naked(c, 4), 50),
        (|c| fish::basic(c, 4), 52),
        (|c| subsets::hidden(c, 4), 54),
    ];
    for (find, tenths) in rules {
        if let Some(step) = fixed(find(&ctx), tenths) {
            return Some(step);
        }
    }
    if let Some(step) = strong_links(position, 3) {
        return Some(step);
    }
    if let Some(step) = als_wing(position, 3) {
        return Some(step);
    }
    if let Some(step) = fixed(uniqueness::bug_plus_one(&ctx), 56) {
        return Some(step);
    }
    if let Some(step) = bug_type_two(position) {
        return Some(step);
    }
    if let Some(step) = als_wing(position, 4) {
        return Some(step);
    }
    // Past 8.8 the plain chains and cycles (8.7 at most: 7.0 plus the increment of a
    // chain through all 1,458 implications) cannot raise the rating either: the
    // dynamic sweep goes first then.
    let mut dynamic = None;
    if hardest >= 88 {
        let step = forcing_chains(position, Kind::Dynamic, hardest);
        if step.as_ref().is_some_and(|s| s.tenths <= hardest) {
            return step;
        }
        dynamic = Some(step);
    }
    if let Some(step) = plain_forcing_chains(position) {
        return Some(step);
    }
    // Past 8.5 the Nishio and multiple chains cannot raise the rating, and the
    // dynamic sweep finds what they find: it goes first while its step is no harder.
    if dynamic.is_none() && hardest >= 85 {
        dynamic = Some(forcing_chains(position, Kind::Dynamic, hardest));
    }
    if let Some(Some(step)) = &dynamic {
        if step.tenths <= hardest {
            return dynamic.flatten();
        }
    }
    for kind in [Kind::Nishio, Kind::Multiple] {
        if let Some(step) = forcing_chains(position, kind, hardest) {
            return Some(step);
        }
    }
    if let Some(step) = dynamic.unwrap_or_else(|| forcing_chains(position, Kind::Dynamic, hardest))
    {
        return Some(step);
    }
    nested_step(position)
}

/// A nested step: the first candidate a nested forcing net refutes (found fast, by
/// singles), rated as SE's nested chains rate its refutation: 9.5 when plain forcing
/// chains inside suffice, 10.5 when dynamic ones are needed, plus the length
/// increment. (SE would take the easiest of all nested chains; this takes the first.)
fn nested_step(position: &Position) -> Option<SeStep> {
    let (i, d, _) = super::nets::nested_refutation(position)?;
    let tenths = [2u8, 4]
        .into_iter()
        .find_map(|level| {
            let net = follow(
                &position.masks,
                &[(cand(i, d), true)],
                Kind::Nested(level).rules(),
            );
            net.contradiction?;
            Some(nested_base_tenths(level) + length_tenths(net.contradiction_complexity()))
        })
        .unwrap_or(nested_base_tenths(6) + 5);
    Some(SeStep {
        tenths,
        placements: Vec::new(),
        eliminations: vec![(i, d)],
    })
}

/// SE's BUG type 2 (5.7): every blank cell has two candidates but two or more with
/// three, which share a digit `x`; without `x` in them every digit would have exactly
/// two places in every unit it is missing from, a deadly pattern. So one of them holds
/// `x`, and `x` leaves every other cell that sees them all.
fn bug_type_two(position: &Position) -> Option<SeStep> {
    let masks = &position.masks;
    let blanks: Vec<usize> = (0..81).filter(|&i| position.digits[i] == 0).collect();
    let extra: Vec<usize> = blanks
        .iter()
        .copied()
        .filter(|&i| masks[i].count_ones() != 2)
        .collect();
    if extra.len() < 2 || extra.iter().any(|&i| masks[i].count_ones() != 3) {
        return None;
    }
    let common = extra.iter().fold(0x1ff, |m, &i| m & masks[i]);
    for x in digits(common) {
        let mut grave = *masks;
        for &i in &extra {
            grave[i] &= !bit(x);
        }
        let deadly = UNIT_SETS.iter().all(|set| {
            (1..=9).all(|d| {
                let n = set.iter().filter(|&i| grave[i] & bit(d) != 0).count();
                n == 0 || n == 2
            })
        });
        if !deadly {
            continue;
        }
        let eliminations: Vec<(usize, u8)> = (0..81)
            .filter(|&j| {
                masks[j] & bit(x) != 0
                    && !extra.contains(&j)
                    && extra.iter().all(|&c| PEERS[j].contains(c))
            })
            .map(|j| (j, x))
            .collect();
        if !eliminations.is_empty() {
            return Some(SeStep {
                tenths: 57,
                placements: Vec::new(),
                eliminations,
            });
        }
    }
    None
}

/// The easiest of `a` and `b` (by rating, then the first).
fn easier(a: Option<SeStep>, b: SeStep) -> Option<SeStep> {
    match a {
        Some(a) if a.tenths <= b.tenths => Some(a),
        _ => Some(b),
    }
}

/// SE's "wings" of `size` cells (3: WXYZ, 4: VWXYZ; the rated banks' SE build has no
/// larger ones): `size`
/// cells of one unit holding `size + 1` digits between them, and a cell x/z outside them
/// that every one of them holding x sees. One of them is z, or the outside cell is: z
/// leaves every cell that sees all of those z. When z is restricted too, each of the
/// wing's digits is locked: it leaves the cells that see all its places.
fn als_wing(position: &Position, size: usize) -> Option<SeStep> {
    let masks = &position.masks;
    let mut best: Option<SeStep> = None;
    for (unit, unit_set) in UNIT_SETS.iter().enumerate() {
        let cells: Vec<usize> = unit_set
            .iter()
            .filter(|&i| masks[i].count_ones() >= 2)
            .collect();
        if cells.len() < size {
            continue;
        }
        super::cells::combinations(cells.len(), size, |pick| {
            let set: Vec<usize> = pick.iter().map(|&k| cells[k]).collect();
            // Cells of two units (a box and a line) show up twice: count them once, in
            // the lower-numbered unit.
            if (0..unit).any(|u| set.iter().all(|&i| UNIT_SETS[u].contains(i))) {
                return false;
            }
            let union = set.iter().fold(0u16, |m, &i| m | masks[i]);
            if union.count_ones() as usize != size + 1 {
                return false;
            }
            let biggest = set
                .iter()
                .map(|&i| masks[i].count_ones())
                .max()
                .unwrap_or(0);
            let tenths = wing_tenths(size, biggest);
            if best.as_ref().is_some_and(|b| b.tenths <= tenths) {
                return false;
            }
            let holders = |d: u8| -> Vec<usize> {
                set.iter()
                    .copied()
                    .filter(|&i| masks[i] & bit(d) != 0)
                    .collect()
            };
            for yz in 0..81 {
                if masks[yz].count_ones() != 2
                    || masks[yz] & union != masks[yz]
                    || set.contains(&yz)
                {
                    continue;
                }
                let pair: Vec<u8> = digits(masks[yz]).collect();
                let restricted = |d: u8| holders(d).iter().all(|&i| PEERS[yz].contains(i));
                for (x, z) in [(pair[0], pair[1]), (pair[1], pair[0])] {
                    if !restricted(x) {
                        continue;
                    }
                    let mut eliminations = Vec::new();
                    let seeing_all = |cells: &[usize], d: u8, out: &mut Vec<(usize, u8)>| {
                        for j in 0..81 {
                            if masks[j] & bit(d) != 0
                                && !cells.contains(&j)
                                && cells.iter().all(|&c| PEERS[j].contains(c))
                            {
                                out.push((j, d));
                            }
                        }
                    };
                    let mut zs = holders(z);
                    zs.push(yz);
                    seeing_all(&zs, z, &mut eliminations);
                    if restricted(z) {
                        let mut xs = holders(x);
                        xs.push(yz);
                        seeing_all(&xs, x, &mut eliminations);
                        for w in digits(union & !masks[yz]) {
                            seeing_all(&holders(w), w, &mut eliminations);
                        }
                    }
                    if !eliminations.is_empty() {
                        best = easier(
                            best.take(),
                            SeStep {
                                tenths,
                                placements: Vec::new(),
                                eliminations,
                            },
                        );
                        return false;
                    }
                }
            }
            false
        });
    }
    best
}

/// The rating of a wing of `size` cells (3: WXYZ, else VWXYZ) whose largest cell has
/// `biggest` candidates: cells of three candidates are the hardest.
fn wing_tenths(size: usize, biggest: u32) -> u32 {
    let off = 3u32.abs_diff(biggest);
    if size == 3 {
        (56u32).saturating_sub(off)
    } else {
        (64u32).saturating_sub(off)
    }
}

/// The largest complexity whose chain rates below `tenths` on the base `base` (0 when
/// none does).
fn longest_below(base: u32, tenths: u32) -> u32 {
    if base >= tenths {
        return 0;
    }
    // A few dozen steps for the ratings plain chains get (below 8.0).
    let mut k = 1;
    while base + length_tenths(k + 1) < tenths {
        k += 1;
    }
    k
}

/// SE's plain forcing chains: from a candidate assumed on, its own removal follows (it
/// is false), or assumed off, its placement follows (it is true). 6.6 for an X-chain
/// (one digit), 7.0 with cell links, plus the length increment; the easiest wins.
fn plain_forcing_chains(position: &Position) -> Option<SeStep> {
    let masks = &position.masks;
    let mut best: Option<SeStep> = None;
    let mut net = Net::new();
    // Bidirectional cycles: X (one digit) and Y (two-candidate cells) 6.5, XY 7.0.
    for (y, x, base) in [(false, true, 65), (true, false, 65), (true, true, 70)] {
        for i in 0..81 {
            let card = masks[i].count_ones();
            if card < 2 || (!x && card > 2) {
                continue;
            }
            for d in digits(masks[i]) {
                for (complexity, eliminations) in cycles(&mut net, masks, cand(i, d), y, x) {
                    if eliminations.is_empty() {
                        continue;
                    }
                    let step = SeStep {
                        tenths: base + length_tenths(complexity),
                        placements: Vec::new(),
                        eliminations,
                    };
                    best = easier(best.take(), step);
                }
            }
        }
    }
    for cells in [false, true] {
        let base = if cells { 70 } else { 66 };
        for i in 0..81 {
            if masks[i].count_ones() < 2 {
                continue;
            }
            for d in digits(masks[i]) {
                for on in [true, false] {
                    // Only a chain rated below the best so far can replace it.
                    let max = best
                        .as_ref()
                        .map_or(u32::MAX, |b| longest_below(base, b.tenths));
                    let Some(complexity) =
                        forcing_chain(&mut net, masks, cand(i, d), on, cells, max)
                    else {
                        continue;
                    };
                    let tenths = base + length_tenths(complexity);
                    let step = if on {
                        SeStep {
                            tenths,
                            placements: Vec::new(),
                            eliminations: vec![(i, d)],
                        }
                    } else {
                        SeStep {
                            tenths,
                            placements: vec![(i, d)],
                            eliminations: Vec::new(),
                        }
                    };
                    best = easier(best.take(), step);
                }
            }
        }
    }
    best
}

/// Which of SE's multiple-chain rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Dynamic X-chains from one candidate to a contradiction (7.5).
    Nishio,
    /// Cell and region forcing chains, not dynamic (8.0).
    Multiple,
    /// Dynamic forcing chains: contradictions, double, cell and region (8.5).
    Dynamic,
    /// Nested dynamic forcing chains of this SE level (2: 9.5, 4: 10.5, 6: deeper).
    Nested(u8),
}

impl Kind {
    fn rules(self) -> Rules {
        match self {
            Kind::Nishio => Rules {
                cells: false,
                dynamic: true,
                level: 0,
            },
            Kind::Multiple => Rules {
                cells: true,
                dynamic: false,
                level: 0,
            },
            Kind::Dynamic => Rules {
                cells: true,
                dynamic: true,
                level: 0,
            },
            Kind::Nested(level) => Rules {
                cells: true,
                dynamic: true,
                level,
            },
        }
    }

    fn base_tenths(self) -> u32 {
        match self {
            Kind::Nishio => 75,
            Kind::Multiple => 80,
            Kind::Dynamic => 85,
            Kind::Nested(level) => nested_base_tenths(level),
        }
    }
}

/// A conclusion of a multiple forcing chain: what it places or removes, and from which
/// chains.
pub(crate) struct Found {
    pub(crate) tenths: u32,
    pub(crate) complexity: u32,
    /// The candidate, and whether it is placed (else removed).
    pub(crate) target: (usize, u8),
    pub(crate) place: bool,
}

/// The complexity of a conclusion drawn from the chains to `ends` (a net and a node of
/// it each), or, when that surely rates `base` plus its length increment at most `cap`
/// tenths, an upper bound of it: counting the implications behind every conclusion of
/// a sweep costs more than the nets, and a step that takes every conclusion up to the
/// path's hardest so far needs no more than the bound.
fn measure<'a>(ends: impl Iterator<Item = (&'a Net, u32)> + Clone, base: u32, cap: u32) -> u32 {
    let bound: Option<u32> = ends
        .clone()
        .map(|(net, end)| net.complexity_bound(end))
        .sum();
    match bound {
        Some(bound) if base + length_tenths(bound) <= cap => bound,
        _ => ends.map(|(net, end)| net.complexity(&[end])).sum(),
    }
}

/// Every conclusion of SE's rule `kind` in the position. A conclusion rated at most
/// `cap` tenths may be rated above its true rating, never above `cap` (0: every rating
/// exact).
pub(crate) fn find_forcing(position: &Position, kind: Kind, cap: u32) -> Vec<Found> {
    let masks = &position.masks;
    let rules = kind.rules();
    let dynamic = rules.dynamic;
    let base = kind.base_tenths();
    let mut all: Vec<Found> = Vec::new();
    // A step found: its rating is the kind's base plus the chain's length increment.
    let offer = |complexity: u32, target: (usize, u8), place: bool, all: &mut Vec<Found>| {
        all.push(Found {
            tenths: base + length_tenths(complexity),
            complexity,
            target,
            place,
        })
    };
    let mut off = Net::new();
    let worth = |(i, d): (usize, u8), place: bool| {
        if place {
            position.digits[i] == 0 && masks[i] & bit(d) != 0
        } else {
            masks[i] & bit(d) != 0
        }
    };
    // The "on" net of every candidate, computed once.
    // The "on" net of every candidate, computed once, with the candidates it turns on
    // and off.
    let mut on_nets: Vec<Option<(Net, Cands, Cands)>> = (0..729).map(|_| None).collect();
    let on_net = |c: usize, nets: &mut Vec<Option<(Net, Cands, Cands)>>| {
        if nets[c].is_none() {
            let net = follow(masks, &[(c, true)], rules);
            let (ons, offs) = (net.reached(true), net.reached(false));
            nets[c] = Some((net, ons, offs));
        }
    };
    // The node of `net` turning `x` on (`place`) or off.
    let node = |net: &Net, x: usize, place: bool| {
        if place {
            net.on_node(x)
        } else {
            net.off_node(x)
        }
    };
    let target = |x: usize| (x / 9, (x % 9) as u8 + 1);
    for i in 0..81 {
        let card = masks[i].count_ones();
        if card < 2 || (!dynamic && card < 3) {
            continue;
        }
        let (mut cell_on, mut cell_off) = (Cands::ALL, Cands::ALL);
        for d in digits(masks[i]) {
            let c = cand(i, d);
            on_net(c, &mut on_nets);
            let Some((on, ons, offs)) = on_nets[c].as_ref() else {
                continue;
            };
            if dynamic || kind == Kind::Nishio {
                if let Some((a, b)) = on.contradiction.filter(|_| worth((i, d), false)) {
                    let complexity = measure([(on, a), (on, b)].into_iter(), base, cap);
                    offer(complexity, (i, d), false, &mut all);
                }
                follow_into(&mut off, masks, &[(c, false)], rules);
                let off = &off;
                if let Some((a, b)) = off.contradiction.filter(|_| worth((i, d), true)) {
                    let complexity = measure([(off, a), (off, b)].into_iter(), base, cap);
                    offer(complexity, (i, d), true, &mut all);
                }
                if dynamic && kind != Kind::Nishio && card >= 3 {
                    // Double chains: what both the candidate and its absence imply.
                    // (Their order does not matter: the dynamic step takes them all.)
                    for (both, place) in [
                        (ons.and(off.reached(true)), true),
                        (offs.and(off.reached(false)), false),
                    ] {
                        for x in both.iter() {
                            if !worth(target(x), place) {
                                continue;
                            }
                            let (Some(a), Some(b)) = (node(on, x, place), node(off, x, place))
                            else {
                                continue;
                            };
                            let complexity = measure([(on, a), (off, b)].into_iter(), base, cap);
                            offer(complexity, target(x), place, &mut all);
                        }
                    }
                }
            }
            cell_on = cell_on.and(*ons);
            cell_off = cell_off.and(*offs);
        }
        if kind == Kind::Nishio {
            continue;
        }
        // Cell forcing chains.
        for (set, place) in [(cell_on, true), (cell_off, false)] {
            for x in set.iter() {
                if !worth(target(x), place) {
                    continue;
                }
                let ends = (1..=9).filter(|&d| masks[i] & bit(d) != 0).filter_map(|d| {
                    let net = &on_nets[cand(i, d)].as_ref()?.0;
                    Some((net, node(net, x, place)?))
                });
                let complexity = measure(ends, base, cap);
                offer(complexity, target(x), place, &mut all);
            }
        }
        // Region forcing chains, from the unit's first place of each digit.
        for d in digits(masks[i]) {
            for unit in [18 + (i / 27) * 3 + (i % 9) / 3, i / 9, 9 + i % 9] {
                let places: Vec<usize> = UNIT_SETS[unit]
                    .iter()
                    .filter(|&j| masks[j] & bit(d) != 0)
                    .collect();
                if places.len() < 2 || places[0] != i {
                    continue;
                }
                let (mut region_on, mut region_off) = (Cands::ALL, Cands::ALL);
                for &j in &places {
                    on_net(cand(j, d), &mut on_nets);
                    if let Some((_, ons, offs)) = &on_nets[cand(j, d)] {
                        region_on = region_on.and(*ons);
                        region_off = region_off.and(*offs);
                    }
                }
                for (set, place) in [(region_on, true), (region_off, false)] {
                    for x in set.iter() {
                        if !worth(target(x), place) {
                            continue;
                        }
                        let ends = places.iter().filter_map(|&j| {
                            let net = &on_nets[cand(j, d)].as_ref()?.0;
                            Some((net, node(net, x, place)?))
                        });
                        let complexity = measure(ends, base, cap);
                        offer(complexity, target(x), place, &mut all);
                    }
                }
            }
        }
    }
    all
}

/// [`find_forcing`] as a rated step: its easiest conclusion. From the dynamic chains
/// on, where SE's paths get long, the step also takes every other conclusion rated no
/// higher than the path's hardest step so far (`hardest`, in tenths): they cannot raise
/// the rating, and taking them together saves a sweep each.
fn forcing_chains(position: &Position, kind: Kind, hardest: u32) -> Option<SeStep> {
    // The dynamic step takes every conclusion rated up to `hardest`: those need no
    // exact rating.
    let all = find_forcing(
        position,
        kind,
        if kind == Kind::Dynamic { hardest } else { 0 },
    );
    let easiest = all.iter().min_by_key(|f| (f.tenths, f.complexity))?;
    let tenths = easiest.tenths;
    let cap = if kind == Kind::Dynamic {
        tenths.max(hardest)
    } else {
        tenths
    };
    let mut step = SeStep {
        tenths,
        placements: Vec::new(),
        eliminations: Vec::new(),
    };
    let chosen: Vec<&Found> = if kind == Kind::Dynamic {
        all.iter().filter(|f| f.tenths <= cap).collect()
    } else {
        vec![easiest]
    };
    for f in chosen {
        if f.place {
            if !step.placements.iter().any(|&(i, _)| i == f.target.0) {
                step.placements.push(f.target);
            }
        } else if !step.eliminations.contains(&f.target) {
            step.eliminations.push(f.target);
        }
    }
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every step of the rating paths of the rated samples and of some of the hardest
    /// puzzles agrees with the solution: placements are its digits, eliminations never
    /// remove one.
    #[test]
    fn rated_steps_are_sound() {
        let rated = include_str!("../../tests/fixtures/logic/se_ratings.txt");
        let hardest = include_str!("../../tests/fixtures/puzzles6_forum_hardest_1106.txt");
        let lines = rated
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| &l[..81])
            .chain(hardest.lines().filter(|l| !l.starts_with('#')).step_by(8));
        let mut steps = 0;
        for line in lines {
            let grid = Grid::from_line(line).unwrap();
            let solution = grid.solve().unwrap();
            let solution = solution.as_bytes();
            let mut position = Position::new(&grid).unwrap();
            let mut hardest = 0;
            while !position.is_solved() {
                let step = next_step(&position, hardest).expect("a step");
                hardest = hardest.max(step.tenths);
                for &(i, d) in &step.placements {
                    assert_eq!(solution[i], d, "{line}");
                }
                for &(i, d) in &step.eliminations {
                    assert_ne!(solution[i], d, "{line}");
                }
                step.apply(&mut position);
                steps += 1;
            }
        }
        assert!(steps > 1000, "{steps}");
    }
}
