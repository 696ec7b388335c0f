//! Human-style solving of any [`Puzzle`]: logic steps over its all-different houses and
//! its constraints' own rules, each explained ([`Puzzle::hint`], [`Puzzle::solve_path`]).
//!
//! The techniques hold for any set of houses: rows, columns, boxes (rectangular for
//! every size) or jigsaw regions, the diagonals of sudoku X, extra regions (windoku),
//! and killer cages and renban lines of N cells. Smaller all-different groups (a cage of
//! 3 cells, anti-knight or anti-king neighbours) count wherever "these cells differ" is
//! enough: a placed digit leaves every cell that must differ from it, naked subsets work
//! inside any group, and locked candidates remove a digit from every cell that sees all
//! of its places. They are tried in the order of [`PuzzleTechnique::ALL`]:
//!
//! | level | techniques |
//! |---|---|
//! | easy | full house, naked single, hidden single, a constraint's rule, cage combinations |
//! | medium | locked candidates (any two houses), naked and hidden pairs and triples, innies and outies, constraint combinations |
//! | hard | X-Wing, XY-Wing, naked and hidden quads, Swordfish |
//! | expert | X-Chain, XY-Chain, alternating inference chain |
//! | extreme | forcing chain, forcing net, cell and house forcing nets, nested forcing net |
//!
//! A constraint's rule is its own propagator run on its cells alone, reported as a step
//! that names the rule and the cells ("Thermometer r1c1–r1c4 …: r1c2 cannot be 1 or 9").
//! Killer cages list the sets of distinct digits with their sum that the cells still
//! allow; innies and outies apply the 45 rule (N(N+1)/2 per row, column or region) to
//! every house and every band of consecutive rows or columns. Constraint combinations
//! take a constraint whole (all its rules over its cells, the cells that must differ
//! holding different digits) and search the ways to fill it: a candidate no filling uses
//! goes, and a digit every filling holds leaves the cells outside that see all its places
//! ("Whispers line r3c3–r3c7 (5 cells) (neighbours differ by at least 5) …").
//!
//! Past these, chains and forcing nets work on one graph of candidates whose weak links
//! come from the houses and from every rule (each constraint's whole search included),
//! before the last resort below.
//!
//! When no technique applies, the step is a [`PuzzleTechnique::Guess`], as in the classic
//! engine: the solution's digit in a cell with the fewest candidates, and a text that
//! says plainly that logic ends there.
//!
//! Every step is a deduction valid in every solution the position allows: none of these
//! techniques assumes a unique solution.

mod board;
mod chains;
mod combos;
mod fish;
mod grade;
mod houses;
mod locked;
mod rules;
mod singles;
mod subsets;
mod technique;
pub(crate) mod text;
mod wings;

use std::cell::OnceCell;

use serde::Serialize;

use super::model::Model;
use super::propagate::Propagator;
use super::puzzle::Puzzle;
use crate::{Error, Level, DEFAULT_MAX_GUESSES};
use board::Board;
use chains::{Chains, Mode, Net};
pub use grade::PuzzleGrade;
use houses::House;
use rules::Rules;
pub use technique::PuzzleTechnique;

/// A digit in a cell of a [`Puzzle`]: what a step places, or a candidate it removes.
///
/// # Example
/// ```
/// use sudoku_wasm::variant::PuzzleCandidate;
///
/// let candidate = PuzzleCandidate { cell: 17, digit: 12 };
/// assert_eq!(candidate.cell, 17);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct PuzzleCandidate {
    /// The cell, `row * size + column`.
    pub cell: u16,
    /// The digit, 1..=N.
    pub digit: u8,
}

/// A house or a rule a step is about, for highlighting: a row, a column, a default box,
/// a jigsaw region, or one of the puzzle's constraints (by its index in
/// [`Puzzle::constraints`]).
///
/// # Example
/// ```
/// use sudoku_wasm::variant::PuzzleUnit;
///
/// assert_eq!(PuzzleUnit::Constraint(3).kind(), "constraint");
/// assert_eq!(PuzzleUnit::Row(0).index(), 0);
/// assert_eq!(PuzzleUnit::KINDS, ["row", "column", "box", "region", "constraint"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PuzzleUnit {
    /// A row, 0-based.
    Row(u8),
    /// A column, 0-based.
    Column(u8),
    /// A default box, 0-based, numbered row-major.
    Box(u8),
    /// A jigsaw region: its number in [`Puzzle::regions`].
    Region(u8),
    /// A constraint: its index in [`Puzzle::constraints`].
    Constraint(u16),
}

impl PuzzleUnit {
    /// Every [`kind`](PuzzleUnit::kind), as the JS API writes it.
    pub const KINDS: [&'static str; 5] = ["row", "column", "box", "region", "constraint"];

    /// `"row"`, `"column"`, `"box"`, `"region"` or `"constraint"`.
    pub fn kind(self) -> &'static str {
        let k = match self {
            PuzzleUnit::Row(_) => 0,
            PuzzleUnit::Column(_) => 1,
            PuzzleUnit::Box(_) => 2,
            PuzzleUnit::Region(_) => 3,
            PuzzleUnit::Constraint(_) => 4,
        };
        PuzzleUnit::KINDS[k]
    }

    /// The row, column, box or region number, or the constraint's index; 0-based.
    pub fn index(self) -> usize {
        match self {
            PuzzleUnit::Row(i) | PuzzleUnit::Column(i) | PuzzleUnit::Box(i) => usize::from(i),
            PuzzleUnit::Region(i) => usize::from(i),
            PuzzleUnit::Constraint(i) => usize::from(i),
        }
    }
}

/// A link of a chain a step follows, for drawing: `from` implies `to` — `to` is true
/// (`strong`: the last candidate of its cell, the last place of its digit) or false (a
/// weak link: the two cannot both be true).
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{PuzzleCandidate, PuzzleLink};
///
/// let link = PuzzleLink {
///     from: PuzzleCandidate { cell: 0, digit: 5 },
///     to: PuzzleCandidate { cell: 3, digit: 5 },
///     strong: false,
/// };
/// assert_eq!(link.to.cell, 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct PuzzleLink {
    /// The candidate the implication starts from.
    pub from: PuzzleCandidate,
    /// The candidate it makes true (`strong`) or false.
    pub to: PuzzleCandidate,
    /// Whether `to` becomes true.
    pub strong: bool,
}

/// One step of reasoning on a [`Puzzle`]: what it places and removes, the pattern behind
/// it, and why. The same shape as the classic [`Step`](crate::Step), with cells as
/// indices into the N×N grid and digits 1..=N. Serialized (serde), it has the classic
/// step's JSON shape: `{ technique, level, placements: [{ cell, digit }], eliminations,
/// cells, units: [{ kind, index }], text }`, plus `links: [{ from, to, strong }]` (the
/// implications of a chain step, empty for the others).
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{Puzzle, PuzzleTechnique};
///
/// let mut puzzle = Puzzle::new(4);
/// puzzle.givens[..3].copy_from_slice(&[1, 2, 3]);
/// let step = puzzle.hint(None)?.unwrap();
/// assert_eq!(step.technique, PuzzleTechnique::FullHouse);
/// assert_eq!(step.placements[0].cell, 3);
/// assert_eq!(step.placements[0].digit, 4);
/// assert_eq!(step.text, "Full house: r1c4 is the last empty cell of row 1, so it is 4.");
/// # Ok::<(), sudoku_wasm::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PuzzleStep {
    /// The technique.
    pub technique: PuzzleTechnique,
    /// The digits it places (each also leaves every cell that must differ from its cell).
    pub placements: Vec<PuzzleCandidate>,
    /// The candidates it removes, sorted by digit, then cell.
    pub eliminations: Vec<PuzzleCandidate>,
    /// The cells that make the pattern.
    pub cells: Vec<u16>,
    /// The houses and constraints the pattern lives in.
    pub units: Vec<PuzzleUnit>,
    /// The explanation: cells named `r4c2` (`r10c12` past 9), digits as numbers.
    pub text: String,
    /// For a chain or a forcing net, its implications (empty for other techniques).
    pub links: Vec<PuzzleLink>,
}

/// The JSON shape of a step, the classic `Step`'s as the JS API and the CLI write it:
/// `{ technique, level, placements: [{ cell, digit }], eliminations, cells, units: [{
/// kind, index }], text }`.
impl Serialize for PuzzleStep {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut step = serializer.serialize_struct("PuzzleStep", 8)?;
        step.serialize_field("technique", self.technique.name())?;
        step.serialize_field("level", self.technique.level().name())?;
        step.serialize_field("placements", &self.placements)?;
        step.serialize_field("eliminations", &self.eliminations)?;
        step.serialize_field("cells", &self.cells)?;
        step.serialize_field("units", &self.units)?;
        step.serialize_field("text", &self.text)?;
        step.serialize_field("links", &self.links)?;
        step.end()
    }
}

/// `{ kind, index }`.
impl Serialize for PuzzleUnit {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut unit = serializer.serialize_struct("PuzzleUnit", 2)?;
        unit.serialize_field("kind", self.kind())?;
        unit.serialize_field("index", &self.index())?;
        unit.end()
    }
}

/// Builds a step; eliminations are sorted by digit, then cell, without repeats.
fn make_step(
    technique: PuzzleTechnique,
    placements: &[(u16, u8)],
    eliminations: &[(u16, u8)],
    cells: Vec<u16>,
    units: Vec<PuzzleUnit>,
    text: String,
) -> PuzzleStep {
    let candidate = |&(cell, digit): &(u16, u8)| PuzzleCandidate { cell, digit };
    PuzzleStep {
        technique,
        placements: placements.iter().map(candidate).collect(),
        eliminations: sorted(eliminations).iter().map(candidate).collect(),
        cells,
        units,
        text,
        links: Vec::new(),
    }
}

/// Eliminations by digit, then cell, without repeats.
fn sorted(eliminations: &[(u16, u8)]) -> Vec<(u16, u8)> {
    let mut out: Vec<(u8, u16)> = eliminations.iter().map(|&(c, d)| (d, c)).collect();
    out.sort_unstable();
    out.dedup();
    out.into_iter().map(|(d, c)| (c, d)).collect()
}

/// What every technique reads: the puzzle compiled once per call, and the position.
pub(crate) struct Ctx<'a> {
    pub n: usize,
    pub board: &'a Board,
    pub houses: &'a [House],
    pub rules: &'a Rules,
    /// The chains' link graph, built the first time a chain is needed.
    chains: &'a OnceCell<Chains>,
    model: &'a Model,
    /// The puzzle's first position (givens only): where the links are found.
    first: &'a Board,
    /// Per cell, a bitset of the cells that must differ from it.
    see: &'a [u64],
    words: usize,
}

impl Ctx<'_> {
    /// The chain engine on this position.
    fn net(&self) -> Net<'_> {
        let chains = self
            .chains
            .get_or_init(|| Chains::new(self.model, self.houses, self.rules, self.first));
        Net::new(chains, self.rules, self.board)
    }

    /// Whether cells `a` and `b` must hold different digits.
    pub fn sees(&self, a: u16, b: u16) -> bool {
        self.see[usize::from(a) * self.words + usize::from(b) / 64] >> (b % 64) & 1 == 1
    }
}

/// A puzzle compiled for the logic engine: its search model (peers), its named houses and
/// its rules, built once per [`Puzzle::hint`] or [`Puzzle::solve_path`].
struct Engine {
    n: usize,
    model: Model,
    houses: Vec<House>,
    rules: Rules,
    see: Vec<u64>,
    words: usize,
    chains: OnceCell<Chains>,
    first: Board,
}

impl Engine {
    fn new(puzzle: &Puzzle) -> Engine {
        let model = Model::new(puzzle);
        let n = usize::from(puzzle.size);
        let cells = n * n;
        let words = cells.div_ceil(64);
        let mut see = vec![0u64; cells * words];
        for a in 0..cells {
            for &b in model.peers_of(a) {
                see[a * words + usize::from(b) / 64] |= 1 << (b % 64);
            }
        }
        let first = Board::new(puzzle, &model, None).unwrap_or_else(|_| Board {
            masks: model.init.clone(),
            placed: vec![false; cells],
        });
        Engine {
            n,
            houses: houses::houses(puzzle),
            rules: Rules::new(puzzle, &model),
            model,
            see,
            words,
            chains: OnceCell::new(),
            first,
        }
    }

    /// The first logical step in the order of [`PuzzleTechnique::ALL`], if any.
    fn next_logical(&self, board: &Board) -> Option<PuzzleStep> {
        self.next_within(board, Level::Extreme)
    }

    /// The first logical step of a technique at most `cap` hard, in the order of
    /// [`PuzzleTechnique::ALL`], if any: the techniques above `cap` are not tried.
    fn next_within(&self, board: &Board, cap: Level) -> Option<PuzzleStep> {
        let ctx = Ctx {
            n: self.n,
            board,
            houses: &self.houses,
            rules: &self.rules,
            chains: &self.chains,
            model: &self.model,
            first: &self.first,
            see: &self.see,
            words: self.words,
        };
        PuzzleTechnique::ALL
            .iter()
            .filter(|t| t.level() <= cap)
            .find_map(|&t| find(t, &ctx))
    }
}

/// The step technique `t` finds in `ctx`, if any.
fn find(t: PuzzleTechnique, ctx: &Ctx) -> Option<PuzzleStep> {
    use PuzzleTechnique as T;
    match t {
        T::FullHouse => singles::full_house(ctx),
        T::NakedSingle => singles::naked_single(ctx),
        T::HiddenSingle => singles::hidden_single(ctx),
        T::Rule => ctx.rules.rule_step(ctx),
        T::CageCombinations => ctx.rules.cage_step(ctx),
        T::LockedCandidates => locked::locked_candidates(ctx),
        T::NakedPair => subsets::naked(ctx, 2),
        T::HiddenPair => subsets::hidden(ctx, 2),
        T::NakedTriple => subsets::naked(ctx, 3),
        T::HiddenTriple => subsets::hidden(ctx, 3),
        T::InniesOuties => ctx.rules.innies_step(ctx),
        T::RuleCombinations => ctx.rules.whole_step(ctx),
        T::XWing => fish::basic_fish(ctx, 2),
        T::XyWing => wings::xy_wing(ctx),
        T::NakedQuad => subsets::naked(ctx, 4),
        T::HiddenQuad => subsets::hidden(ctx, 4),
        T::Swordfish => fish::basic_fish(ctx, 3),
        // One search finds the shortest alternating inference chain, of any kind.
        T::XChain => ctx.net().contradiction(Mode::Chain),
        T::XyChain | T::Aic => None,
        T::ForcingChain => ctx.net().contradiction(Mode::Links),
        T::ForcingNet => ctx.net().contradiction(Mode::Rules),
        // One search tries the cells, then the houses.
        T::CellForcing => ctx.net().forcing(),
        T::HouseForcing => None,
        T::NestedForcing => ctx.net().nested(),
        T::Guess => None,
    }
}

/// A solution the position allows, and whether the puzzle has only one.
struct Oracle {
    unique: bool,
    solution: Vec<u8>,
}

impl Oracle {
    fn new(puzzle: &Puzzle, engine: &Engine, board: &Board) -> Result<Oracle, Error> {
        let counted = puzzle.solve_and_count(2, DEFAULT_MAX_GUESSES)?;
        let unique = counted.count == 1 && counted.complete;
        if board.allows(&counted.solution) {
            return Ok(Oracle {
                unique,
                solution: counted.solution,
            });
        }
        if unique {
            // The player removed a candidate the only solution needs.
            return Err(Error::NoSolution);
        }
        let solution = solve_from(puzzle, &engine.model, &board.masks)?;
        Ok(Oracle { unique, solution })
    }
}

/// A solution of the puzzle within the candidates `masks` (the search of
/// [`Puzzle::solve`], started from a position), within [`DEFAULT_MAX_GUESSES`] guesses.
fn solve_from(puzzle: &Puzzle, model: &Model, masks: &[u32]) -> Result<Vec<u8>, Error> {
    let mut prop = Propagator::new(model);
    let mut state = masks.to_vec();
    prop.start(&state);
    let mut guesses = 0u64;
    let found = branch(puzzle, &mut prop, &mut state, &mut guesses);
    if guesses >= DEFAULT_MAX_GUESSES && found.is_none() {
        return Err(Error::BudgetExceeded {
            max_guesses: DEFAULT_MAX_GUESSES,
            found: 0,
        });
    }
    found.ok_or(Error::NoSolution)
}

fn branch(
    puzzle: &Puzzle,
    prop: &mut Propagator,
    state: &mut [u32],
    guesses: &mut u64,
) -> Option<Vec<u8>> {
    prop.run(state).ok()?;
    let Some(cell) = (0..state.len())
        .filter(|&c| state[c].count_ones() > 1)
        .min_by_key(|&c| state[c].count_ones())
    else {
        let values: Vec<u8> = state.iter().map(|m| m.trailing_zeros() as u8 + 1).collect();
        return super::check::satisfies(puzzle, &values).then_some(values);
    };
    let mut digits = state[cell];
    while digits != 0 {
        if *guesses >= DEFAULT_MAX_GUESSES {
            return None;
        }
        *guesses += 1;
        let bit = digits & digits.wrapping_neg();
        digits &= digits - 1;
        let mut next = state.to_vec();
        if prop.restrict(&mut next, cell, bit).is_err() {
            prop.clear();
            continue;
        }
        if let Some(found) = branch(puzzle, prop, &mut next, guesses) {
            return Some(found);
        }
    }
    None
}

/// The fallback when no technique applies: the solution's digit in an empty cell with
/// the fewest candidates (the first in row-major order).
fn guess(n: usize, board: &Board, oracle: &Oracle) -> Option<PuzzleStep> {
    let cell = (0..board.masks.len())
        .filter(|&c| !board.placed[c])
        .min_by_key(|&c| board.masks[c].count_ones())?;
    let d = oracle.solution[cell];
    let name = text::cell_name_in(n, cell as u16);
    let text = if oracle.unique {
        format!(
            "No technique of the variant engine applies here: logic ends, and the puzzle \
             needs guessing. Not a logical step: the solution has {d} in {name}, one of \
             the cells with the fewest candidates ({}).",
            text::digits_joined(board.masks[cell], "and")
        )
    } else {
        format!(
            "No technique applies, and the puzzle has several solutions, so logic alone \
             cannot finish it. Not a logical step: {name} is set to {d}, as in one of the \
             solutions."
        )
    };
    Some(make_step(
        PuzzleTechnique::Guess,
        &[(cell as u16, d)],
        &[],
        vec![cell as u16],
        Vec::new(),
        text,
    ))
}

impl Puzzle {
    /// The next step from a position: the easiest technique that applies, or, when none
    /// does, a clearly labelled [`PuzzleTechnique::Guess`]. `None` when every cell is
    /// filled.
    ///
    /// The givens are the puzzle's and the player's digits. `candidates`, when given, is
    /// the player's pencil marks, N×N masks (bit `d - 1` for digit `d`): what the player
    /// removed stays removed, and bits the filled cells already rule out are ignored.
    /// Without it the candidates are those the filled cells leave (the constraints' own
    /// rules are then steps of their own).
    ///
    /// # Errors
    /// [`Error::InvalidPuzzle`] for a malformed puzzle, or `candidates` that are not N×N
    /// masks of digits 1..=N (path `candidates` or `candidates[i]`);
    /// [`Error::BrokenRule`] when the givens break a rule; [`Error::NoSolution`] when
    /// there is no solution, or the candidates remove a digit every solution needs;
    /// [`Error::BudgetExceeded`] when the search for a solution runs past
    /// [`DEFAULT_MAX_GUESSES`].
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::{Constraint, Puzzle, PuzzleTechnique};
    ///
    /// // A 4×4 with a thermometer down column 1: the bulb holds 1, the tip 4.
    /// let mut puzzle = Puzzle::new(4);
    /// puzzle.constraints.push(Constraint::Thermometer { cells: vec![0, 4, 8, 12] });
    /// let step = puzzle.hint(None)?.unwrap();
    /// assert_eq!(step.technique, PuzzleTechnique::Rule);
    /// assert!(step.text.starts_with("Thermometer r1c1, r2c1, r3c1 and r4c1"));
    ///
    /// let err = puzzle.hint(Some(&[0xf; 15])).unwrap_err();
    /// assert_eq!(err.to_string(), "invalid puzzle at candidates: expected 16 masks (4×4), found 15");
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn hint(&self, candidates: Option<&[u32]>) -> Result<Option<PuzzleStep>, Error> {
        self.validate_shape()?;
        let engine = Engine::new(self);
        let board = Board::new(self, &engine.model, candidates)?;
        let oracle = Oracle::new(self, &engine, &board)?;
        Ok(engine
            .next_logical(&board)
            .or_else(|| guess(engine.n, &board, &oracle)))
    }

    /// Every step from the puzzle to its solution, each the easiest that applies at its
    /// point ([`PuzzleTechnique::Guess`] steps where none does). Applying the steps in
    /// order fills the grid with a solution. Empty for a grid with every cell filled.
    ///
    /// # Errors
    /// As [`Puzzle::hint`].
    ///
    /// # Example
    /// ```
    /// use sudoku_wasm::variant::{Puzzle, PuzzleTechnique};
    ///
    /// let mut puzzle = Puzzle::new(4);
    /// puzzle.givens = vec![0, 2, 3, 4, 3, 0, 1, 2, 2, 1, 0, 0, 4, 0, 0, 0];
    /// let path = puzzle.solve_path()?;
    /// assert!(path.iter().all(|s| s.technique != PuzzleTechnique::Guess));
    /// let mut grid = puzzle.givens.clone();
    /// for step in &path {
    ///     for p in &step.placements {
    ///         grid[usize::from(p.cell)] = p.digit;
    ///     }
    /// }
    /// assert_eq!(grid, puzzle.solve()?);
    /// # Ok::<(), sudoku_wasm::Error>(())
    /// ```
    pub fn solve_path(&self) -> Result<Vec<PuzzleStep>, Error> {
        self.validate_shape()?;
        let engine = Engine::new(self);
        let mut board = Board::new(self, &engine.model, None)?;
        let oracle = Oracle::new(self, &engine, &board)?;
        let mut steps = Vec::new();
        // Every step places a digit or removes a candidate, so the path is at most
        // N³ steps long; the bound keeps it finite whatever happens.
        let most = board.masks.len() * engine.n + 1;
        while steps.len() < most {
            let Some(mut step) = engine
                .next_logical(&board)
                .or_else(|| guess(engine.n, &board, &oracle))
            else {
                break;
            };
            if !board.apply(&step, &engine.model) {
                // Every technique reports only steps that change the position.
                debug_assert!(false, "a step changed nothing: {step:?}");
                let Some(fallback) = guess(engine.n, &board, &oracle) else {
                    break;
                };
                board.apply(&fallback, &engine.model);
                step = fallback;
            }
            steps.push(step);
        }
        Ok(steps)
    }
}

#[cfg(test)]
mod kind_tests;
#[cfg(test)]
mod tests;
