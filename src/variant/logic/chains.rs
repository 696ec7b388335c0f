//! The variant engine's one chain engine: implications followed over the link graph
//! ([`Links`]) from an assumption, as alternating inference chains, forcing chains and
//! forcing nets.
//!
//! A trial assumes one candidate true and follows what it implies, breadth first, each
//! implication remembering its causes (its parents):
//! - a true candidate removes the other digits of its cell, its digit from every cell that
//!   must differ, and every candidate weakly linked to it by a rule;
//! - a cell with one candidate left holds it (strong link: a bivalue cell), a set of
//!   cells that must hold a digit with one place left holds it there (strong link: a
//!   bilocal house or cage);
//! - in a forcing net, a rule run alone on its cells removes what it no longer allows.
//!
//! It ends at a contradiction (a candidate both true and false, a cell with no candidate,
//! a house with no place for a digit, a rule that cannot hold) or when nothing more
//! follows. A contradiction removes the assumption. The steps, easiest first:
//! - an **alternating inference chain** (AIC): the implications form one path back to
//!   the assumed candidate itself, `x → ¬a → b → … → ¬x`; it is an **X-Chain** when it
//!   uses one digit, an **XY-Chain** when its strong links are bivalue cells; weak links
//!   may come from any rule (a kropki dot, a cage sum);
//! - a **forcing chain**: any contradiction reached by links and singles alone;
//! - a **forcing net**: any contradiction, the rules run on the way;
//! - **cell** and **house forcing nets**: every candidate of a cell (every place of a
//!   digit in a house) implies the same thing, so it holds.
//!
//! Among the trials of a kind, the step shown is the one whose conclusion needs the fewest
//! implications (its ancestors). None of this assumes that the solution is unique.

use std::cell::RefCell;
use std::collections::VecDeque;

use super::super::links::{Links, LinksBuilder};
use super::super::model::Model;
use super::board::Board;
use super::houses::House;
use super::rules::{Rule, Rules};
use super::text::cell_name_in;
use super::{PuzzleCandidate, PuzzleLink, PuzzleStep, PuzzleTechnique, PuzzleUnit};

const NONE: u32 = u32::MAX;

/// The largest number of candidates a cell (or places a house) may have for a cell or
/// house forcing net.
const MAX_BRANCHES: u32 = 4;

/// The most contradictions a pass keeps for the next calls.
const CACHE: usize = 64;

/// What a trial follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Weak links, and strong links only: a cell's last candidate when it has two in
    /// the position, a digit's last place when it has two. Every implication has one
    /// parent, and only a path back to the assumption's own removal counts: an AIC.
    Chain,
    /// Weak links and singles.
    Links,
    /// Weak links, singles and the rules run alone on their cells.
    Rules,
}

/// Why an implication holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Why {
    /// The assumption.
    Assumed,
    /// Another digit of the cell is true.
    SameCell,
    /// The digit is true in a cell that must differ.
    Peer,
    /// A rule's weak link (the rule's number).
    Link(u32),
    /// The last candidate of its cell.
    Last,
    /// The last place of its digit in a must (its number in [`Links::musts`]).
    Place(u32),
    /// A rule run alone on its cells (the rule's number).
    Rule(u32),
    /// Locked candidates: the digit's places in one house all lie in another (the
    /// intersection's number in [`Chains::intersections`], times 2, plus 1 when the
    /// house is the intersection's second).
    Locked(u32),
}

/// One implication: `cand` is true (`on`) or false.
#[derive(Clone, Copy, Debug)]
struct Fact {
    cand: u32,
    on: bool,
    why: Why,
    /// Its parents' range in [`Trial::pool`].
    parents: (u32, u32),
}

/// How a trial ends in a contradiction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Clash {
    /// A candidate would be both true and false.
    Both(u32),
    /// A cell would hold two digits.
    TwoDigits(u32),
    /// A cell would have no candidate.
    EmptyCell(u32),
    /// A must would have no place for its digit.
    EmptyMust(u32),
    /// A rule could not hold.
    Rule(u32),
}

/// What one assumption implies.
struct Trial {
    start: u32,
    mode: Mode,
    facts: Vec<Fact>,
    pool: Vec<u32>,
    /// Per cell, its candidates under the assumption.
    masks: Vec<u32>,
    /// Per candidate, the fact turning it off; per cell, the fact turning a digit on.
    off: Vec<u32>,
    on: Vec<u32>,
    /// Per must, the places left (`NONE` once its digit is true).
    left: Vec<u32>,
    /// Per rule, whether one of its cells lost a candidate since it last ran.
    dirty: Vec<bool>,
    queue: VecDeque<u32>,
    clash: Option<(Clash, (u32, u32))>,
}

impl Trial {
    fn parents(&self, f: u32) -> &[u32] {
        let (a, b) = self.facts[f as usize].parents;
        &self.pool[a as usize..b as usize]
    }

    fn clash_parents(&self) -> &[u32] {
        self.clash
            .map_or(&[][..], |(_, (a, b))| &self.pool[a as usize..b as usize])
    }

    /// The facts behind `ends` (themselves included), in the order they were found.
    fn ancestors(&self, ends: &[u32]) -> Vec<u32> {
        let mut seen = vec![false; self.facts.len()];
        let mut stack: Vec<u32> = ends.to_vec();
        while let Some(f) = stack.pop() {
            if std::mem::replace(&mut seen[f as usize], true) {
                continue;
            }
            stack.extend_from_slice(self.parents(f));
        }
        (0..self.facts.len() as u32)
            .filter(|&f| seen[f as usize])
            .collect()
    }
}

/// Two houses that share cells: (shared, rest of the first, rest of the second), and
/// each house's name and unit.
type Intersection = ([Vec<u16>; 3], [(String, PuzzleUnit); 2]);

/// The links and rules of a puzzle for its chains, built once per engine (the first
/// time a chain is needed).
pub(crate) struct Chains {
    links: Links,
    /// Per cell, the rules over it.
    watch: Vec<Vec<u32>>,
    /// Per must, its name for the text and its unit.
    must_names: Vec<(String, Option<PuzzleUnit>)>,
    /// Every digit.
    full: u32,
    /// Contradictions found by a pass of [`Net::contradiction`] and not shown yet, with
    /// their mode, hardest first (the easiest last).
    cache: RefCell<Vec<(Mode, Trial)>>,
    /// Pairs of houses sharing cells: (shared, rest of the first, rest of the second),
    /// with the two houses' names and units.
    intersections: Vec<Intersection>,
}

impl Chains {
    /// The link graph at the puzzle's first position (`board`): peers, every rule's
    /// weak links found by running it alone, every house of N cells as a must for every
    /// digit, and every killer cage for the digits all its fitting sets hold.
    pub fn new(model: &Model, houses: &[House], rules: &Rules, board: &Board) -> Chains {
        let n = model.n;
        let cells = board.masks.len();
        let mut builder = LinksBuilder::new(n, cells, model.words, model.peer_bits.clone());
        let mut watch = vec![Vec::new(); cells];
        let mut must_names = Vec::new();
        for (r, rule) in rules.all().enumerate() {
            let masks: Vec<u32> = rule
                .cells
                .iter()
                .map(|&c| board.masks[usize::from(c)])
                .collect();
            builder.add_local(&rule.cells, &masks, r as u32, |m| rule.run(m));
            for &c in &rule.cells {
                let w = &mut watch[usize::from(c)];
                if w.last() != Some(&(r as u32)) {
                    w.push(r as u32);
                }
            }
            let required = rule.required(n, board);
            for d in super::text::digits(required) {
                builder.add_must(rule.cells.clone(), d);
                must_names.push((
                    format!("{} (every sum that fits holds {d})", rule.heading),
                    rule.units.first().copied(),
                ));
            }
        }
        for house in houses.iter().filter(|h| h.full) {
            for d in 1..=n as u8 {
                builder.add_must(house.cells.clone(), d);
                must_names.push((house.name.clone(), Some(house.unit)));
            }
        }
        let intersections = model
            .intersections
            .iter()
            .filter_map(|parts| {
                let named = |rest: &[u16]| {
                    let mut cells = parts[0].clone();
                    cells.extend_from_slice(rest);
                    cells.sort_unstable();
                    let house = houses.iter().find(|h| {
                        let mut other = h.cells.clone();
                        other.sort_unstable();
                        other == cells
                    })?;
                    Some((house.name.clone(), house.unit))
                };
                Some((parts.clone(), [named(&parts[1])?, named(&parts[2])?]))
            })
            .collect();
        Chains {
            cache: RefCell::new(Vec::new()),
            full: model.full,
            links: builder.finish(),
            watch,
            must_names,
            intersections,
        }
    }
}

/// The chain engine on one position.
pub(crate) struct Net<'a> {
    n: usize,
    chains: &'a Chains,
    rules: Vec<&'a Rule>,
    board: &'a Board,
    /// Per must, the places its digit has in the position (`NONE` when placed).
    left: Vec<u32>,
}

impl<'a> Net<'a> {
    pub fn new(chains: &'a Chains, rules: &'a Rules, board: &'a Board) -> Net<'a> {
        let n = chains.links.n;
        let left = chains
            .links
            .musts
            .iter()
            .map(|m| {
                let bit = 1u32 << (m.digit - 1);
                let mut count = 0;
                for &c in &m.cells {
                    let c = usize::from(c);
                    if board.masks[c] & bit != 0 {
                        if board.placed[c] {
                            return NONE;
                        }
                        count += 1;
                    }
                }
                count
            })
            .collect();
        Net {
            n,
            chains,
            rules: rules.all().collect(),
            board,
            left,
        }
    }

    fn open(&self) -> impl Iterator<Item = u32> + '_ {
        let n = self.n;
        (0..self.board.masks.len())
            .filter(|&c| !self.board.placed[c])
            .flat_map(move |c| {
                super::text::digits(self.board.masks[c])
                    .map(move |d| (c * n) as u32 + u32::from(d) - 1)
            })
    }

    /// Follows what `start` being true implies; with `rules`, the rules run too.
    fn trial(&self, start: u32, mode: Mode) -> Trial {
        self.trial_from(&self.board.masks, &self.left, start, mode)
    }

    /// [`Net::trial`] from other candidates (`masks`, with `left` places per must): a
    /// trial inside another's conclusions.
    fn trial_from(&self, masks: &[u32], left: &[u32], start: u32, mode: Mode) -> Trial {
        let rules = mode == Mode::Rules;
        let cells = self.board.masks.len();
        let mut t = Trial {
            start,
            mode,
            facts: Vec::with_capacity(64),
            pool: Vec::with_capacity(128),
            masks: masks.to_vec(),
            off: vec![NONE; cells * self.n],
            on: vec![NONE; cells],
            left: left.to_vec(),
            dirty: vec![false; if rules { self.rules.len() } else { 0 }],
            queue: VecDeque::new(),
            clash: None,
        };
        if self.set_on(&mut t, start, Why::Assumed, &[]) {
            self.follow(&mut t, rules);
        }
        t
    }

    fn push(t: &mut Trial, cand: u32, on: bool, why: Why, parents: &[u32]) -> u32 {
        let a = t.pool.len() as u32;
        t.pool.extend_from_slice(parents);
        t.facts.push(Fact {
            cand,
            on,
            why,
            parents: (a, t.pool.len() as u32),
        });
        t.facts.len() as u32 - 1
    }

    /// Records a contradiction and stops the trial (`false`). In [`Mode::Chain`], where
    /// every implication has one parent, only a contradiction of two implications counts
    /// (two paths from the assumption: read one backwards and they are one alternating
    /// chain from the assumption to its own removal); the implication that would clash
    /// otherwise is dropped instead (`true`).
    fn clash(t: &mut Trial, clash: Clash, parents: &[u32]) -> bool {
        if t.mode == Mode::Chain && parents.len() != 2 {
            return true;
        }
        let a = t.pool.len() as u32;
        t.pool.extend_from_slice(parents);
        t.clash = Some((clash, (a, t.pool.len() as u32)));
        false
    }

    /// The facts of this trial that removed candidates of `cell` (of `mask`).
    fn offs_in(&self, t: &Trial, cell: usize, mask: u32) -> Vec<u32> {
        super::text::digits(mask & self.chains.full)
            .map(|d| t.off[cell * self.n + usize::from(d) - 1])
            .filter(|&f| f != NONE)
            .collect()
    }

    /// Makes `cand` true; `false` on a contradiction.
    fn set_on(&self, t: &mut Trial, cand: u32, why: Why, parents: &[u32]) -> bool {
        let n = self.n;
        let (cell, bit) = (cand as usize / n, 1u32 << (cand as usize % n));
        if t.on[cell] != NONE {
            if t.facts[t.on[cell] as usize].cand == cand {
                return true;
            }
            let mut all = parents.to_vec();
            all.push(t.on[cell]);
            return Self::clash(t, Clash::TwoDigits(cell as u32), &all);
        }
        if t.masks[cell] & bit == 0 {
            let mut all = parents.to_vec();
            all.extend(Some(t.off[cand as usize]).filter(|&f| f != NONE));
            return Self::clash(t, Clash::Both(cand), &all);
        }
        let f = Self::push(t, cand, true, why, parents);
        t.on[cell] = f;
        for &m in self.chains.links.musts_of(cand as usize) {
            t.left[m as usize] = NONE;
        }
        t.queue.push_back(f);
        true
    }

    /// Makes `cand` false; `false` on a contradiction.
    fn set_off(&self, t: &mut Trial, cand: u32, why: Why, parents: &[u32]) -> bool {
        let n = self.n;
        let (cell, digit) = (cand as usize / n, cand as usize % n);
        let bit = 1u32 << digit;
        if t.masks[cell] & bit == 0 {
            return true;
        }
        if t.on[cell] != NONE && t.facts[t.on[cell] as usize].cand == cand {
            let mut all = parents.to_vec();
            all.push(t.on[cell]);
            return Self::clash(t, Clash::Both(cand), &all);
        }
        let f = Self::push(t, cand, false, why, parents);
        t.off[cand as usize] = f;
        t.masks[cell] &= !bit;
        if !t.dirty.is_empty() {
            for &r in &self.chains.watch[cell] {
                t.dirty[r as usize] = true;
            }
        }
        let left = t.masks[cell];
        if left == 0 {
            let all = self.offs_in(t, cell, u32::MAX);
            return Self::clash(t, Clash::EmptyCell(cell as u32), &all);
        }
        let strong = t.mode != Mode::Chain || self.board.masks[cell].count_ones() == 2;
        if strong && left.is_power_of_two() && t.on[cell] == NONE {
            let all = self.offs_in(t, cell, !left);
            let last = (cell * n) as u32 + left.trailing_zeros();
            if !self.set_on(t, last, Why::Last, &all) {
                return false;
            }
        }
        for &m in self.chains.links.musts_of(cand as usize) {
            let m = m as usize;
            if t.left[m] == NONE {
                continue;
            }
            t.left[m] -= 1;
            if t.left[m] > 1 || (t.mode == Mode::Chain && self.left[m] != 2) {
                continue;
            }
            let must = &self.chains.links.musts[m];
            let places: Vec<u32> = must
                .cells
                .iter()
                .map(|&c| (usize::from(c) * n + digit) as u32)
                .collect();
            let offs: Vec<u32> = places
                .iter()
                .map(|&x| t.off[x as usize])
                .filter(|&f| f != NONE)
                .collect();
            if t.left[m] == 0 {
                return Self::clash(t, Clash::EmptyMust(m as u32), &offs);
            }
            let Some(&last) = places.iter().find(|&&x| t.masks[x as usize / n] & bit != 0) else {
                continue;
            };
            if !self.set_on(t, last, Why::Place(m as u32), &offs) {
                return false;
            }
        }
        true
    }

    /// Expands the queued true candidates, then (with rules) runs the rules whose cells
    /// changed, until nothing follows or a contradiction.
    fn follow(&self, t: &mut Trial, rules: bool) {
        let n = self.n;
        let links = &self.chains.links;
        loop {
            while let Some(f) = t.queue.pop_front() {
                let cand = t.facts[f as usize].cand;
                let (cell, digit) = (cand as usize / n, cand as usize % n);
                let bit = 1u32 << digit;
                let mut others = t.masks[cell] & !bit;
                while others != 0 {
                    let e = others.trailing_zeros() as usize;
                    others &= others - 1;
                    if !self.set_off(t, (cell * n + e) as u32, Why::SameCell, &[f]) {
                        return;
                    }
                }
                for (w, &word) in links.peer_bits_of(cell).iter().enumerate() {
                    let mut word = word;
                    while word != 0 {
                        let p = w * 64 + word.trailing_zeros() as usize;
                        word &= word - 1;
                        if t.masks[p] & bit != 0
                            && !self.set_off(t, (p * n + digit) as u32, Why::Peer, &[f])
                        {
                            return;
                        }
                    }
                }
                for &(other, source) in links.weak_of(cand as usize) {
                    if !self.set_off(t, other, Why::Link(source), &[f]) {
                        return;
                    }
                }
            }
            if !rules || !self.run_rules(t) {
                return;
            }
        }
    }

    /// Runs the first changed rule that removes something; whether the trial goes on
    /// (something removed, no contradiction).
    fn run_rules(&self, t: &mut Trial) -> bool {
        let n = self.n;
        for r in 0..self.rules.len() {
            if !std::mem::replace(&mut t.dirty[r], false) {
                continue;
            }
            let rule = self.rules[r];
            let before: Vec<u32> = rule
                .cells
                .iter()
                .map(|&c| t.masks[usize::from(c)])
                .collect();
            let mut after = before.clone();
            let holds = rule.run(&mut after);
            if holds && after == before {
                continue;
            }
            let mut parents: Vec<u32> = Vec::new();
            for &c in &rule.cells {
                let c = usize::from(c);
                parents.extend(self.offs_in(t, c, u32::MAX));
                if t.on[c] != NONE {
                    parents.push(t.on[c]);
                }
            }
            parents.sort_unstable();
            parents.dedup();
            if !holds {
                return Self::clash(t, Clash::Rule(r as u32), &parents);
            }
            for (i, &c) in rule.cells.iter().enumerate() {
                let mut dead = before[i] & !after[i];
                while dead != 0 {
                    let e = dead.trailing_zeros() as usize;
                    dead &= dead - 1;
                    let x = (usize::from(c) * n + e) as u32;
                    if !self.set_off(t, x, Why::Rule(r as u32), &parents) {
                        return false;
                    }
                }
            }
            return true;
        }
        self.run_locked(t)
    }

    /// Locked candidates under the assumption: a digit whose places in a house all lie
    /// where it meets another leaves the rest of the other (both ways). Whether something
    /// went.
    fn run_locked(&self, t: &mut Trial) -> bool {
        let n = self.n;
        for (i, (parts, _)) in self.chains.intersections.iter().enumerate() {
            let [shared, rest_a, rest_b] = parts;
            let union = |cells: &[u16], t: &Trial| {
                cells.iter().fold(0u32, |m, &c| m | t.masks[usize::from(c)])
            };
            for (side, (rest, other)) in
                [(rest_a, rest_b), (rest_b, rest_a)].into_iter().enumerate()
            {
                let locked = union(shared, t) & !union(rest, t) & union(other, t);
                if locked == 0 {
                    continue;
                }
                let d = locked.trailing_zeros() as usize;
                let bit = 1u32 << d;
                let parents: Vec<u32> = rest
                    .iter()
                    .map(|&c| t.off[usize::from(c) * n + d])
                    .filter(|&f| f != NONE)
                    .collect();
                if parents.is_empty() {
                    continue;
                }
                for &c in other {
                    let x = (usize::from(c) * n + d) as u32;
                    if t.masks[usize::from(c)] & bit != 0
                        && !self.set_off(t, x, Why::Locked((2 * i + side) as u32), &parents)
                    {
                        return false;
                    }
                }
                return true;
            }
        }
        false
    }

    /// The easiest contradiction among the trials of every open candidate in `mode`:
    /// an AIC ([`Mode::Chain`]), a forcing chain, or a forcing net.
    ///
    /// One pass tries every candidate; the other contradictions it finds are kept
    /// ([`Chains::cache`], easiest first) and serve the next calls while they still hold:
    /// a contradiction found in a position holds in every narrower one, and its text stays
    /// true while each candidate it makes true is still a candidate. So a solve path pays
    /// for a pass only when the kept ones are used up, at the price of a step that is not
    /// always the shortest of its kind at that point.
    pub fn contradiction(&self, mode: Mode) -> Option<PuzzleStep> {
        let t = self.kept(mode).or_else(|| {
            let mut found: Vec<(usize, Trial)> = self
                .open()
                .map(|x| self.trial(x, mode))
                .filter(|t| t.clash.is_some())
                .map(|t| (t.ancestors(t.clash_parents()).len(), t))
                .collect();
            found.sort_by_key(|(size, _)| std::cmp::Reverse(*size));
            let best = found.pop()?.1;
            found.drain(..found.len().saturating_sub(CACHE));
            let mut cache = self.chains.cache.borrow_mut();
            cache.retain(|(m, _)| *m != mode);
            cache.extend(found.into_iter().map(|(_, t)| (mode, t)));
            Some(best)
        })?;
        let uses_rules = || {
            t.ancestors(t.clash_parents())
                .iter()
                .any(|&f| matches!(t.facts[f as usize].why, Why::Rule(_)))
        };
        let technique = match mode {
            Mode::Chain => self.aic_kind(&t),
            Mode::Rules if uses_rules() => PuzzleTechnique::ForcingNet,
            _ => PuzzleTechnique::ForcingChain,
        };
        Some(self.contradiction_step(technique, &t))
    }

    /// The easiest kept contradiction of `mode` that still holds in this position (its
    /// assumption open, every candidate it makes true still there); drops the others.
    fn kept(&self, mode: Mode) -> Option<Trial> {
        let mut cache = self.chains.cache.borrow_mut();
        let n = self.n;
        let alive = |x: u32| self.board.masks[x as usize / n] >> (x as usize % n) & 1 == 1;
        while let Some(i) = cache.iter().rposition(|(m, _)| *m == mode) {
            let (_, t) = cache.remove(i);
            let cell = t.start as usize / n;
            if self.board.placed[cell] || !alive(t.start) {
                continue;
            }
            let holds = t
                .ancestors(t.clash_parents())
                .iter()
                .all(|&f| !t.facts[f as usize].on || alive(t.facts[f as usize].cand));
            if holds {
                return Some(t);
            }
        }
        None
    }

    /// X-Chain (one digit), XY-Chain (strong links in bivalue cells) or AIC.
    fn aic_kind(&self, t: &Trial) -> PuzzleTechnique {
        let facts = t.ancestors(t.clash_parents());
        let digit = t.start as usize % self.n;
        let one_digit = facts
            .iter()
            .all(|&f| t.facts[f as usize].cand as usize % self.n == digit);
        if one_digit
            && facts.iter().all(|&f| {
                matches!(
                    t.facts[f as usize].why,
                    Why::Assumed | Why::Peer | Why::Place(_)
                )
            })
        {
            return PuzzleTechnique::XChain;
        }
        if facts.iter().all(|&f| {
            matches!(
                t.facts[f as usize].why,
                Why::Assumed | Why::Peer | Why::Last | Why::SameCell
            )
        }) {
            return PuzzleTechnique::XyChain;
        }
        PuzzleTechnique::Aic
    }

    /// Cell forcing nets, then house forcing nets: every candidate of a cell (every place
    /// of a digit in a must) implies the same removal or digit.
    pub fn forcing(&self) -> Option<PuzzleStep> {
        let n = self.n;
        let mut best: Option<(usize, PuzzleStep)> = None;
        for c in 0..self.board.masks.len() {
            let m = self.board.masks[c];
            if self.board.placed[c] || m.count_ones() > MAX_BRANCHES {
                continue;
            }
            let branches = super::text::digits(m)
                .map(|d| (c * n) as u32 + u32::from(d) - 1)
                .collect();
            let what = format!("whichever digit {} holds", cell_name_in(n, c as u16));
            self.consider(
                &mut best,
                branches,
                what,
                None,
                PuzzleTechnique::CellForcing,
            );
        }
        if best.is_none() {
            for (m, must) in self.chains.links.musts.iter().enumerate() {
                if self.left[m] == NONE || self.left[m] > MAX_BRANCHES {
                    continue;
                }
                let bit = 1u32 << (must.digit - 1);
                let branches = must
                    .cells
                    .iter()
                    .filter(|&&c| self.board.masks[usize::from(c)] & bit != 0)
                    .map(|&c| (usize::from(c) * n) as u32 + u32::from(must.digit) - 1)
                    .collect();
                let (name, unit) = &self.chains.must_names[m];
                let what = format!("wherever {} goes in {name}", must.digit);
                self.consider(
                    &mut best,
                    branches,
                    what,
                    *unit,
                    PuzzleTechnique::HouseForcing,
                );
            }
        }
        best.map(|(_, s)| s)
    }

    /// One cell or house forcing net: the branches' trials, and the conclusion they all
    /// reach with the fewest implications, kept in `best` when easier.
    fn consider(
        &self,
        best: &mut Option<(usize, PuzzleStep)>,
        branches: Vec<u32>,
        what: String,
        unit: Option<PuzzleUnit>,
        technique: PuzzleTechnique,
    ) {
        let n = self.n;
        let trials: Vec<Trial> = branches
            .iter()
            .map(|&x| self.trial(x, Mode::Rules))
            .collect();
        if trials.iter().any(|t| t.clash.is_some()) {
            return;
        }
        let first = &trials[0];
        for f in 0..first.facts.len() as u32 {
            let fact = first.facts[f as usize];
            let cell = fact.cand as usize / n;
            if self.board.placed[cell] {
                continue;
            }
            let ends: Option<Vec<u32>> = trials
                .iter()
                .map(|t| {
                    let end = if fact.on {
                        t.on[cell]
                    } else {
                        t.off[fact.cand as usize]
                    };
                    (end != NONE && t.facts[end as usize].cand == fact.cand).then_some(end)
                })
                .collect();
            let Some(ends) = ends else {
                continue;
            };
            if branches.contains(&fact.cand) && !fact.on {
                continue;
            }
            let size: usize = trials
                .iter()
                .zip(&ends)
                .map(|(t, &e)| t.ancestors(&[e]).len())
                .sum();
            if best.as_ref().is_some_and(|(s, _)| *s <= size) {
                continue;
            }
            let step = self.forcing_step(technique, &trials, &ends, fact, &what, unit);
            *best = Some((size, step));
        }
    }

    /// A nested forcing net: an assumption whose conclusions leave a cell two
    /// candidates that each lead to a contradiction. The first such assumption, trying
    /// cells with the fewest candidates first; of its cells, the one with the fewest
    /// implications.
    pub fn nested(&self) -> Option<PuzzleStep> {
        let n = self.n;
        let mut open: Vec<u32> = self.open().collect();
        open.sort_by_key(|&x| self.board.masks[x as usize / n].count_ones());
        for x in open {
            let t = self.trial(x, Mode::Rules);
            if t.clash.is_some() {
                continue;
            }
            let mut best: Option<(usize, usize, Vec<Trial>)> = None;
            for c in 0..t.masks.len() {
                let m = t.masks[c];
                if self.board.placed[c] || t.on[c] != NONE || m.count_ones() != 2 {
                    continue;
                }
                let subs: Vec<Trial> = super::text::digits(m)
                    .map(|d| {
                        let y = (c * n) as u32 + u32::from(d) - 1;
                        self.trial_from(&t.masks, &t.left, y, Mode::Rules)
                    })
                    .collect();
                if subs.iter().any(|s| s.clash.is_none()) {
                    continue;
                }
                let size = subs
                    .iter()
                    .map(|s| s.ancestors(s.clash_parents()).len())
                    .sum::<usize>()
                    + t.ancestors(&self.offs_in(&t, c, u32::MAX)).len();
                if best.as_ref().map_or(true, |(s, _, _)| size < *s) {
                    best = Some((size, c, subs));
                }
            }
            if let Some((_, c, subs)) = best {
                return Some(self.nested_step(&t, c, &subs));
            }
        }
        None
    }

    fn nested_step(&self, t: &Trial, cell: usize, subs: &[Trial]) -> PuzzleStep {
        let n = self.n;
        let start = t.facts[0];
        let (x, d) = (start.cand as usize / n, start.cand as usize % n + 1);
        let name = cell_name_in(n, x as u16);
        let pair = cell_name_in(n, cell as u16);
        let (chain, mut links, mut units, mut cells) =
            self.describe(t, &self.offs_in(t, cell, u32::MAX));
        let mut branches = Vec::new();
        for s in subs {
            let (sub, l, u, c) = self.describe(s, s.clash_parents());
            branches.push(format!(
                "if {}: {sub}; then {}",
                self.fact_name(&s.facts[0]),
                self.ending(s, &mut units)
            ));
            links.extend(l);
            units.extend(u);
            cells.extend(c);
        }
        units.sort_unstable();
        units.dedup();
        cells.sort_unstable();
        cells.dedup();
        let technique = PuzzleTechnique::NestedForcing;
        let text = format!(
            "{}: if {name} were {d}: {chain}; then {pair} holds {}, and each leads to a contradiction: {}. So {name} is not {d}.",
            technique.name(),
            super::text::digits_joined(t.masks[cell], "or"),
            branches.join("; ")
        );
        let mut step = super::make_step(technique, &[], &[(x as u16, d as u8)], cells, units, text);
        step.links = links;
        step
    }

    /// A fact as words: `r1c4=7` / `r1c4≠7`.
    fn fact_name(&self, fact: &Fact) -> String {
        let n = self.n;
        let cell = cell_name_in(n, (fact.cand as usize / n) as u16);
        let d = fact.cand as usize % n + 1;
        if fact.on {
            format!("{cell}={d}")
        } else {
            format!("{cell}≠{d}")
        }
    }

    /// Why a fact holds, in a few words.
    fn reason(&self, fact: &Fact) -> String {
        match fact.why {
            Why::Assumed => "assumed".into(),
            Why::SameCell => "same cell".into(),
            Why::Peer => "they must differ".into(),
            Why::Link(r) | Why::Rule(r) => self.rules[r as usize].heading.clone(),
            Why::Last => "last candidate".into(),
            Why::Place(m) => format!("last place in {}", self.chains.must_names[m as usize].0),
            Why::Locked(i) => {
                let (_, houses) = &self.chains.intersections[i as usize / 2];
                format!("locked in {}", houses[i as usize % 2].0)
            }
        }
    }

    /// The chain behind `ends` as text (`r1c1=5 → r1c4≠5 (they must differ) → …`), its
    /// links for drawing, and the units of the rules and houses it uses.
    fn describe(
        &self,
        t: &Trial,
        ends: &[u32],
    ) -> (String, Vec<PuzzleLink>, Vec<PuzzleUnit>, Vec<u16>) {
        const SHOWN: usize = 40;
        let facts = t.ancestors(ends);
        let mut parts = Vec::new();
        let mut links = Vec::new();
        let mut units = Vec::new();
        let mut cells = Vec::new();
        let candidate = |x: u32| PuzzleCandidate {
            cell: (x as usize / self.n) as u16,
            digit: (x as usize % self.n + 1) as u8,
        };
        for &f in &facts {
            let fact = t.facts[f as usize];
            if parts.len() < SHOWN {
                let reason = self.reason(&fact);
                parts.push(if fact.why == Why::Assumed {
                    self.fact_name(&fact)
                } else {
                    format!("{} ({reason})", self.fact_name(&fact))
                });
            } else if parts.len() == SHOWN {
                parts.push(format!("… ({} implications in all)", facts.len()));
            }
            cells.push((fact.cand as usize / self.n) as u16);
            for &p in t.parents(f) {
                links.push(PuzzleLink {
                    from: candidate(t.facts[p as usize].cand),
                    to: candidate(fact.cand),
                    strong: fact.on,
                });
            }
            match fact.why {
                Why::Link(r) | Why::Rule(r) => {
                    units.extend(self.rules[r as usize].units.iter().copied())
                }
                Why::Place(m) => units.extend(self.chains.must_names[m as usize].1),
                Why::Locked(i) => {
                    units.push(self.chains.intersections[i as usize / 2].1[i as usize % 2].1)
                }
                _ => {}
            }
        }
        units.sort_unstable();
        units.dedup();
        cells.sort_unstable();
        cells.dedup();
        (parts.join(" → "), links, units, cells)
    }

    /// The contradiction a trial ends in, in words; adds the units it names.
    fn ending(&self, t: &Trial, units: &mut Vec<PuzzleUnit>) -> String {
        let n = self.n;
        match t.clash.map(|(c, _)| c) {
            Some(Clash::Both(x)) => {
                let f = Fact {
                    cand: x,
                    on: true,
                    why: Why::Assumed,
                    parents: (0, 0),
                };
                format!("{} would be both true and false", self.fact_name(&f))
            }
            Some(Clash::TwoDigits(c)) => {
                format!("{} would hold two digits", cell_name_in(n, c as u16))
            }
            Some(Clash::EmptyCell(c)) => {
                format!("{} would have no candidate left", cell_name_in(n, c as u16))
            }
            Some(Clash::EmptyMust(m)) => {
                let must = &self.chains.links.musts[m as usize];
                units.extend(self.chains.must_names[m as usize].1);
                format!(
                    "{} would have no place left in {}",
                    must.digit, self.chains.must_names[m as usize].0
                )
            }
            Some(Clash::Rule(r)) => {
                units.extend(self.rules[r as usize].units.iter().copied());
                format!("{} could not hold", self.rules[r as usize].heading)
            }
            None => String::new(),
        }
    }

    fn contradiction_step(&self, technique: PuzzleTechnique, t: &Trial) -> PuzzleStep {
        let n = self.n;
        let start = t.facts[0];
        let (chain, links, mut units, cells) = self.describe(t, t.clash_parents());
        let ending = self.ending(t, &mut units);
        units.sort_unstable();
        units.dedup();
        let (cell, d) = (start.cand as usize / n, start.cand as usize % n + 1);
        let name = cell_name_in(n, cell as u16);
        let text = format!(
            "{}: if {name} were {d}: {chain}; then {ending}. So {name} is not {d}.",
            technique.name()
        );
        let mut step = super::make_step(
            technique,
            &[],
            &[(cell as u16, d as u8)],
            cells,
            units,
            text,
        );
        step.links = links;
        step
    }

    fn forcing_step(
        &self,
        technique: PuzzleTechnique,
        trials: &[Trial],
        ends: &[u32],
        fact: Fact,
        what: &str,
        unit: Option<PuzzleUnit>,
    ) -> PuzzleStep {
        let n = self.n;
        let mut all_links = Vec::new();
        let mut all_units: Vec<PuzzleUnit> = unit.into_iter().collect();
        let mut all_cells = Vec::new();
        let mut branches = Vec::new();
        for (t, &end) in trials.iter().zip(ends) {
            let (chain, links, units, cells) = self.describe(t, &[end]);
            branches.push(format!("if {}: {chain}", self.fact_name(&t.facts[0])));
            all_links.extend(links);
            all_units.extend(units);
            all_cells.extend(cells);
        }
        all_units.sort_unstable();
        all_units.dedup();
        all_cells.sort_unstable();
        all_cells.dedup();
        let (cell, d) = (
            (fact.cand as usize / n) as u16,
            (fact.cand as usize % n + 1) as u8,
        );
        let conclusion = self.fact_name(&fact);
        let text = format!(
            "{}: {what}, {conclusion}. {}.",
            technique.name(),
            branches.join("; ")
        );
        let (placements, eliminations) = if fact.on {
            (vec![(cell, d)], Vec::new())
        } else {
            (Vec::new(), vec![(cell, d)])
        };
        let mut step = super::make_step(
            technique,
            &placements,
            &eliminations,
            all_cells,
            all_units,
            text,
        );
        step.links = all_links;
        step
    }
}
