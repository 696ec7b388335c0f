//! The constraints' own rules as steps: each rule's propagator run alone on its cells
//! (a thermometer, an arrow, a kropki dot, ...), killer cages by their sum combinations,
//! the 45 rule (innies and outies) over houses and bands, and each constraint searched
//! whole (constraint combinations, [`super::combos`]).
//!
//! The rules are the compiled model's own: its initial masks and its propagators, each
//! tagged with the constraint it comes from ([`Model::sources`]), described by that
//! constraint's kind. Each propagator is run in a small [`Model`] over its own cells
//! (renumbered 0..k) holding that one propagator, so that running it narrows exactly
//! what the rule alone implies: every elimination is sound, and the step can name the
//! rule that made it.

use super::super::model::{combinations, CellMask, Model, Prop, Relation};
use super::super::propagate::Propagator;
use super::super::puzzle::{Constraint, Puzzle};
use super::board::Board;
use super::text::{cannot_be, cells_and, list};
use super::{make_step, Ctx, PuzzleStep, PuzzleTechnique, PuzzleUnit};

/// How a rule narrows its cells.
enum Narrow {
    /// Its propagator, over the rule's cells renumbered 0..k.
    Model(Box<Model>),
    /// Every cell keeps these digits (odd, even).
    Mask(u32),
    /// A whole constraint: its propagators and the cells that must differ, its
    /// fillings searched ([`super::combos`]).
    Whole(Box<super::combos::Whole>),
}

/// One rule over some cells.
pub(crate) struct Rule {
    /// The cells, in the rule's order.
    pub cells: Vec<u16>,
    narrow: Narrow,
    /// The rule's description, for the text.
    pub heading: String,
    pub units: Vec<PuzzleUnit>,
    /// For a killer cage: (sum, N) to list its combinations.
    cage: Option<i64>,
}

/// Every rule of a puzzle, compiled once per call.
pub(crate) struct Rules {
    rules: Vec<Rule>,
    cages: Vec<Rule>,
    derived: Vec<Rule>,
    /// Per constraint (of at most [`super::combos::MAX_CELLS`] cells), its whole rule.
    wholes: Vec<Rule>,
    /// The 45 rule with arrows ([`arrow_sums`]): steps only, too costly for the nets.
    arrow_sums: Vec<Rule>,
}

impl Rule {
    /// Runs the rule alone on `masks`, its cells' candidates (in [`Rule::cells`] order):
    /// narrows them to what the rule allows; `false` when it cannot hold.
    pub fn run(&self, masks: &mut [u32]) -> bool {
        match &self.narrow {
            Narrow::Mask(keep) => {
                for m in masks.iter_mut() {
                    *m &= keep;
                }
                masks.iter().all(|&m| m != 0)
            }
            Narrow::Model(model) => {
                let mut prop = Propagator::new(model);
                prop.start(masks);
                prop.run(masks).is_ok()
            }
            Narrow::Whole(whole) => whole.narrow(masks),
        }
    }

    /// For a killer cage, the digits every set of distinct digits with its sum that the
    /// cells allow holds (each then must appear in the cage); 0 otherwise.
    pub fn required(&self, n: usize, board: &Board) -> u32 {
        let Some(sum) = self.cage else {
            return 0;
        };
        match fitting(n, &self.cells, sum, board) {
            Some(fits) if !fits.is_empty() => fits.iter().fold(u32::MAX, |m, &s| m & s),
            _ => 0,
        }
    }
}

impl Rules {
    /// Every rule in one list, numbered for the chains: the constraints' rules, the
    /// killer cages, then the sums the 45 rule derives.
    pub fn all(&self) -> impl Iterator<Item = &Rule> {
        self.rules
            .iter()
            .chain(&self.cages)
            .chain(&self.derived)
            .chain(&self.wholes)
    }

    pub fn new(puzzle: &Puzzle, model: &Model) -> Rules {
        let n = usize::from(puzzle.size);
        let full = model.full;
        let mut rules = Vec::new();
        let mut cages = Vec::new();
        let mut wholes = Vec::new();
        // The model's masks and propagators, tagged with their constraints, in the
        // constraints' order.
        let mut masks = model.masks.iter().peekable();
        let mut props = model.props.iter().zip(&model.sources).peekable();
        for (k, constraint) in puzzle.constraints.iter().enumerate() {
            let units = vec![PuzzleUnit::Constraint(k as u16)];
            let source = Some(k as u32);
            let own_props: Vec<&Prop> = model
                .props
                .iter()
                .zip(&model.sources)
                .filter(|(_, s)| **s == source)
                .map(|(p, _)| p)
                .collect();
            let own_masks: Vec<&CellMask> = model
                .masks
                .iter()
                .filter(|m| m.source == k as u32)
                .collect();
            if let Some((cells, local)) = super::combos::whole_model(model, &own_props, &own_masks)
            {
                wholes.push(Rule {
                    heading: constraint.with_kind(|kind| kind.describe_whole(n, &cells)),
                    cells,
                    narrow: Narrow::Whole(Box::new(super::combos::Whole::new(local))),
                    units: units.clone(),
                    cage: None,
                });
            }
            while let Some(mask) = masks.next_if(|m| m.source == k as u32) {
                rules.push(Rule {
                    heading: constraint.with_kind(|kind| kind.describe(n, &mask.cells)),
                    cells: mask.cells.clone(),
                    narrow: Narrow::Mask(mask.keep),
                    units: units.clone(),
                    cage: None,
                });
            }
            while let Some((prop, _)) = props.next_if(|(_, s)| **s == source) {
                let (cells, local) = localize(n, full, prop, &model.relations);
                let heading = constraint.with_kind(|kind| kind.describe(n, &cells));
                match (constraint, prop) {
                    // A killer cage's sum: its own step, cage combinations.
                    (Constraint::KillerCage { sum: Some(sum), .. }, Prop::Cage { .. }) => cages
                        .push(Rule {
                            heading,
                            cells,
                            narrow: Narrow::Model(Box::new(local)),
                            units: units.clone(),
                            cage: Some(i64::from(*sum)),
                        }),
                    _ => rules.push(Rule {
                        heading,
                        cells,
                        narrow: Narrow::Model(Box::new(local)),
                        units: units.clone(),
                        cage: None,
                    }),
                }
            }
        }
        let derived = derived_sums(puzzle, model);
        let arrow_sums = arrow_sums(puzzle, model);
        Rules {
            rules,
            cages,
            derived,
            wholes,
            arrow_sums,
        }
    }

    /// The first constraint rule that removes candidates.
    pub fn rule_step(&self, ctx: &Ctx) -> Option<PuzzleStep> {
        self.rules.iter().find_map(|rule| {
            let eliminations = narrow(rule, ctx.board)?;
            let text = format!("{}: {}.", rule.heading, cannot_be(ctx.n, &eliminations));
            Some(make_step(
                PuzzleTechnique::Rule,
                &[],
                &eliminations,
                rule.cells.clone(),
                rule.units.clone(),
                text,
            ))
        })
    }

    /// The first killer cage whose sum combinations remove candidates: from its own
    /// cells, or, for a digit every fitting set holds, from the cells outside that must
    /// differ from all of its places in the cage.
    pub fn cage_step(&self, ctx: &Ctx) -> Option<PuzzleStep> {
        self.cages
            .iter()
            .find_map(|rule| self.cage_inside(rule, ctx))
            .or_else(|| self.cages.iter().find_map(|rule| cage_outside(rule, ctx)))
    }

    fn cage_inside(&self, rule: &Rule, ctx: &Ctx) -> Option<PuzzleStep> {
        {
            let eliminations = narrow(rule, ctx.board)?;
            let sum = rule.cage?;
            let fits = fitting(ctx.n, &rule.cells, sum, ctx.board);
            let k = rule.cells.len();
            let sets = match fits {
                Some(sets) if sets.len() <= 8 => {
                    let sets: Vec<String> = sets.iter().map(|&s| plus(s)).collect();
                    let verb = if sets.len() == 1 { "fits" } else { "fit" };
                    format!("only {} {verb} its candidates", list(&sets, "or"))
                }
                Some(sets) => format!("{} sets fit its candidates", sets.len()),
                None => "the bounds of that sum allow no more".into(),
            };
            let text = format!(
                "Cage combinations: {} holds {k} different digits summing to {sum}; {sets}, \
                 so {}.",
                rule.heading,
                cannot_be(ctx.n, &eliminations)
            );
            Some(make_step(
                PuzzleTechnique::CageCombinations,
                &[],
                &eliminations,
                rule.cells.clone(),
                rule.units.clone(),
                text,
            ))
        }
    }

    /// The first constraint whose fillings, searched whole, remove candidates: a
    /// candidate no filling uses, or a digit every filling holds, from the cells outside
    /// that must differ from all of its places.
    pub fn whole_step(&self, ctx: &Ctx) -> Option<PuzzleStep> {
        self.wholes
            .iter()
            .find_map(|rule| {
                let eliminations = narrow(rule, ctx.board)?;
                let text = format!(
                    "Constraint combinations: {}. No way of filling its cells from their \
                     candidates keeps the rule (cells that must differ holding different \
                     digits) with these digits, so {}.",
                    rule.heading,
                    cannot_be(ctx.n, &eliminations)
                );
                Some(make_step(
                    PuzzleTechnique::RuleCombinations,
                    &[],
                    &eliminations,
                    rule.cells.clone(),
                    rule.units.clone(),
                    text,
                ))
            })
            .or_else(|| self.wholes.iter().find_map(|rule| whole_outside(rule, ctx)))
    }

    /// The first sum that the 45 rule implies and that removes candidates.
    pub fn innies_step(&self, ctx: &Ctx) -> Option<PuzzleStep> {
        self.derived
            .iter()
            .chain(&self.arrow_sums)
            .find_map(|rule| {
                let eliminations = narrow(rule, ctx.board)?;
                let text = format!("{}: {}.", rule.heading, cannot_be(ctx.n, &eliminations));
                Some(make_step(
                    PuzzleTechnique::InniesOuties,
                    &[],
                    &eliminations,
                    rule.cells.clone(),
                    rule.units.clone(),
                    text,
                ))
            })
    }
}

/// Where digit `d` can go in the rule's cells (`places`, none of them placed) and the
/// open cells outside that must differ from all of them and still hold it (`targets`):
/// what `d` being in the rule removes. `None` when either is empty.
fn outside(rule: &Rule, ctx: &Ctx, d: u8) -> Option<Outside> {
    let board = ctx.board;
    let bit = 1u32 << (d - 1);
    let places: Vec<u16> = rule
        .cells
        .iter()
        .copied()
        .filter(|&c| board.masks[usize::from(c)] & bit != 0)
        .collect();
    if places.is_empty() || places.iter().any(|&c| board.placed[usize::from(c)]) {
        return None;
    }
    let targets: Vec<(u16, u8)> = (0..board.masks.len() as u16)
        .filter(|&c| {
            !board.placed[usize::from(c)]
                && board.masks[usize::from(c)] & bit != 0
                && !rule.cells.contains(&c)
                && places.iter().all(|&p| ctx.sees(p, c))
        })
        .map(|c| (c, d))
        .collect();
    (!targets.is_empty()).then_some(Outside { places, targets })
}

/// Where a digit is in a rule, and what it removes outside ([`outside`]).
struct Outside {
    places: Vec<u16>,
    targets: Vec<(u16, u8)>,
}

/// A digit that every set fitting the cage holds is in the cage: it leaves every cell
/// outside that must differ from all of its places there.
fn cage_outside(rule: &Rule, ctx: &Ctx) -> Option<PuzzleStep> {
    let board = ctx.board;
    let sum = rule.cage?;
    let fits = fitting(ctx.n, &rule.cells, sum, board)?;
    let required = fits.iter().fold(u32::MAX, |m, &s| m & s);
    if fits.is_empty() || required == 0 {
        return None;
    }
    for d in super::text::digits(required) {
        let Some(Outside { places, targets }) = outside(rule, ctx, d) else {
            continue;
        };
        let sets: Vec<String> = fits.iter().map(|&s| plus(s)).collect();
        let sets = if sets.len() <= 8 {
            list(&sets, "or")
        } else {
            format!("each of the {} sets that fit", sets.len())
        };
        let text = format!(
            "Cage combinations: {} holds {sets}; each holds {d}, so {d} is in the cage, in {}, and leaves every cell that must differ from all of them: removes {}.",
            rule.heading,
            cells_and(ctx.n, &places),
            super::text::removals(ctx.n, &super::sorted(&targets))
        );
        return Some(make_step(
            PuzzleTechnique::CageCombinations,
            &[],
            &targets,
            rule.cells.clone(),
            rule.units.clone(),
            text,
        ));
    }
    None
}

/// A digit every filling of a whole constraint holds (a place of it in the constraint
/// is true): it leaves every cell outside that must differ from all of its places.
fn whole_outside(rule: &Rule, ctx: &Ctx) -> Option<PuzzleStep> {
    let Narrow::Whole(whole) = &rule.narrow else {
        return None;
    };
    let board = ctx.board;
    let masks: Vec<u32> = rule
        .cells
        .iter()
        .map(|&c| board.masks[usize::from(c)])
        .collect();
    let present = masks.iter().fold(0u32, |a, &m| a | m);
    for d in super::text::digits(present) {
        let bit = 1u32 << (d - 1);
        let Some(Outside { places, targets }) = outside(rule, ctx, d) else {
            continue;
        };
        if super::combos::avoidable(&whole.model, &masks, bit) != Some(false) {
            continue;
        }
        let text = format!(
            "Constraint combinations: {}. Every way to fill its cells from their candidates \
             (cells that must differ holding different digits) puts {d} in {}, so {d} \
             leaves every cell that must differ from all of them: removes {}.",
            rule.heading,
            list(
                &places
                    .iter()
                    .map(|&c| super::text::cell_name_in(ctx.n, c))
                    .collect::<Vec<_>>(),
                "or"
            ),
            super::text::removals(ctx.n, &super::sorted(&targets))
        );
        return Some(make_step(
            PuzzleTechnique::RuleCombinations,
            &[],
            &targets,
            rule.cells.clone(),
            rule.units.clone(),
            text,
        ));
    }
    None
}

/// What the rule alone removes from its open cells; `None` when nothing, or when the
/// rule cannot hold in this position (a contradiction is not a step).
fn narrow(rule: &Rule, board: &Board) -> Option<Vec<(u16, u8)>> {
    let before: Vec<u32> = rule
        .cells
        .iter()
        .map(|&c| board.masks[usize::from(c)])
        .collect();
    let after: Vec<u32> = match &rule.narrow {
        Narrow::Mask(keep) => before.iter().map(|m| m & keep).collect(),
        Narrow::Model(model) => {
            let mut work = before.clone();
            let mut prop = Propagator::new(model);
            prop.start(&work);
            prop.run(&mut work).ok()?;
            work
        }
        Narrow::Whole(whole) => {
            let mut work = before.clone();
            whole.narrow(&mut work).then_some(work)?
        }
    };
    let mut eliminations = Vec::new();
    for (i, &c) in rule.cells.iter().enumerate() {
        let removed = before[i] & !after[i];
        if removed == 0 {
            continue;
        }
        if board.placed[usize::from(c)] || after[i] == 0 {
            return None;
        }
        eliminations.extend(super::text::digits(removed).map(|d| (c, d)));
    }
    (!eliminations.is_empty()).then_some(eliminations)
}

/// A propagator over its own cells renumbered 0..k, as a model of its own.
fn localize(n: usize, full: u32, prop: &Prop, relations: &[Relation]) -> (Vec<u16>, Model) {
    let mut cells = prop.cells();
    let mut seen = Vec::new();
    cells.retain(|c| {
        let new = !seen.contains(c);
        seen.push(*c);
        new
    });
    let at = |c: u16| cells.iter().position(|&x| x == c).unwrap_or(0) as u16;
    let mut local_relations = Vec::new();
    let local = prop.renumber(at, |r| {
        local_relations.push(relations[usize::from(r)]);
        (local_relations.len() - 1) as u16
    });
    let k = cells.len();
    // No peers: the one propagator is the only rule among these cells, and every cell
    // watches it, so it runs to its own fixpoint.
    let model = Model::from_parts(
        n,
        vec![full; k],
        vec![0; k * k.div_ceil(64)],
        Vec::new(),
        vec![local],
        local_relations,
    );
    (cells, model)
}

/// A digit set as a sum: `1+3+9`.
fn plus(set: u32) -> String {
    super::text::digits(set)
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("+")
}

/// The sets of distinct digits summing to `sum` that the cage's cells still allow (each
/// cell has a digit of the set); `None` when there are too many to list.
fn fitting(n: usize, cells: &[u16], sum: i64, board: &Board) -> Option<Vec<u32>> {
    let sets = combinations(n, cells.len(), sum)?;
    let union = cells
        .iter()
        .fold(0u32, |m, &c| m | board.masks[usize::from(c)]);
    Some(
        sets.into_iter()
            .filter(|&s| {
                s & !union == 0 && cells.iter().all(|&c| board.masks[usize::from(c)] & s != 0)
            })
            .collect(),
    )
}

/// An area the 45 rule reads: a band of consecutive rows or columns, or a region.
struct HouseArea {
    /// Whether each cell of the grid is in it.
    cells: Vec<bool>,
    /// How many houses it is (each holds N(N+1)/2).
    houses: i64,
    /// "row 3", "columns 1–3", "box 5", "region 2".
    name: String,
    /// The houses, as the step's units.
    units: Vec<PuzzleUnit>,
}

/// Every band of 1 to `max_band` consecutive rows, then columns (by start), then every
/// region: the areas the 45 rules read, in the order their steps are looked for.
fn house_areas(puzzle: &Puzzle, max_band: usize) -> Vec<HouseArea> {
    let n = usize::from(puzzle.size);
    let cells = n * n;
    let mut areas = Vec::new();
    for band in 1..=max_band {
        for start in 0..=n - band {
            for rows in [true, false] {
                let kind = if rows { "row" } else { "column" };
                let name = if band == 1 {
                    format!("{kind} {}", start + 1)
                } else {
                    format!("{kind}s {}–{}", start + 1, start + band)
                };
                areas.push(HouseArea {
                    cells: (0..cells)
                        .map(|c| (start..start + band).contains(&if rows { c / n } else { c % n }))
                        .collect(),
                    houses: band as i64,
                    name,
                    units: (start..start + band)
                        .map(|i| {
                            if rows {
                                PuzzleUnit::Row(i as u8)
                            } else {
                                PuzzleUnit::Column(i as u8)
                            }
                        })
                        .collect(),
                });
            }
        }
    }
    let regions = puzzle.region_of_cells();
    for i in 0..n {
        let (name, unit) = if puzzle.regions.is_some() {
            (format!("region {}", i + 1), PuzzleUnit::Region(i as u8))
        } else {
            (format!("box {}", i + 1), PuzzleUnit::Box(i as u8))
        };
        areas.push(HouseArea {
            cells: (0..cells).map(|c| usize::from(regions[c]) == i).collect(),
            houses: 1,
            name,
            units: vec![unit],
        });
    }
    areas
}

/// The sums the 45 rule gives: for every row, column, region and band of consecutive
/// rows or columns (each holds N(N+1)/2 per line), the cells left when the killer cages
/// inside it are taken out (innies), and the cells sticking out of the cages that cover
/// it (outies). Only when the cages with sums do not overlap.
fn derived_sums(puzzle: &Puzzle, model: &Model) -> Vec<Rule> {
    let n = usize::from(puzzle.size);
    let cells = n * n;
    let mut cages: Vec<(usize, &[u16], i64)> = Vec::new();
    for (k, c) in puzzle.constraints.iter().enumerate() {
        if let Constraint::KillerCage {
            cells,
            sum: Some(sum),
        } = c
        {
            cages.push((k, cells, i64::from(*sum)));
        }
    }
    if cages.is_empty() {
        return Vec::new();
    }
    let mut owner = vec![usize::MAX; cells];
    for (i, (_, cage, _)) in cages.iter().enumerate() {
        for &c in *cage {
            if owner[usize::from(c)] != usize::MAX {
                return Vec::new();
            }
            owner[usize::from(c)] = i;
        }
    }
    let line_total = (n * (n + 1) / 2) as i64;
    // Bands up to N - 1 lines (all N lines are the regions' cells again).
    let areas = house_areas(puzzle, n - 1);
    let see = |a: u16, b: u16| model.peers_of(usize::from(a)).contains(&b);
    let mut seen: Vec<Vec<u16>> = cages
        .iter()
        .map(|(_, c, _)| {
            let mut c = c.to_vec();
            c.sort_unstable();
            c
        })
        .collect();
    let mut out = Vec::new();
    for HouseArea {
        cells: area,
        houses,
        name,
        units,
    } in areas
    {
        let total = houses * line_total;
        let mut touched = vec![false; cages.len()];
        for c in 0..cells {
            if area[c] && owner[c] != usize::MAX {
                touched[owner[c]] = true;
            }
        }
        // Innies.
        let mut inside = vec![false; cells];
        let mut inside_sum = 0;
        let mut inside_units = Vec::new();
        for (i, &(k, cage, sum)) in cages.iter().enumerate() {
            if touched[i] && cage.iter().all(|&c| area[usize::from(c)]) {
                inside_sum += sum;
                inside_units.push(PuzzleUnit::Constraint(k as u16));
                for &c in cage {
                    inside[usize::from(c)] = true;
                }
            }
        }
        let innies: Vec<u16> = (0..cells)
            .filter(|&c| area[c] && !inside[c])
            .map(|c| c as u16)
            .collect();
        if !inside_units.is_empty() && !innies.is_empty() && innies.len() <= n {
            let sum = total - inside_sum;
            let heading = format!(
                "Innies and outies: {name} holds {total} in all (1 to {n} once per house), \
                 the cages inside it {inside_sum}, so {} sum{} to {sum}",
                cells_and(n, &innies),
                if innies.len() == 1 { "s" } else { "" }
            );
            let mut units = units.clone();
            units.extend(inside_units);
            if let Some(rule) = derived(n, model.full, innies, sum, heading, units, &see, &mut seen)
            {
                out.push(rule);
            }
        }
        // Outies.
        if (0..cells).all(|c| !area[c] || owner[c] != usize::MAX) {
            let mut outies = Vec::new();
            let mut cage_sum = 0;
            let mut cage_units = Vec::new();
            for (i, &(k, cage, sum)) in cages.iter().enumerate() {
                if touched[i] {
                    cage_sum += sum;
                    cage_units.push(PuzzleUnit::Constraint(k as u16));
                    outies.extend(cage.iter().copied().filter(|&c| !area[usize::from(c)]));
                }
            }
            if !outies.is_empty() && outies.len() <= n {
                outies.sort_unstable();
                let sum = cage_sum - total;
                let heading = format!(
                    "Innies and outies: the cages covering {name} hold {cage_sum}, and \
                     {name} holds {total} (1 to {n} once per house), so the cells sticking \
                     out, {}, sum to {sum}",
                    cells_and(n, &outies)
                );
                let mut units = units.clone();
                units.extend(cage_units);
                if let Some(rule) =
                    derived(n, model.full, outies, sum, heading, units, &see, &mut seen)
                {
                    out.push(rule);
                }
            }
        }
    }
    out
}

/// The 45 rule with arrows: a row, a column, a region or a band of consecutive rows or
/// columns holds N(N+1)/2 per house; an arrow (one circle cell) whose line lies inside
/// it sums to its circle, so the line's cells count as the circle once more; then every
/// full house of the area whose cells all still count is taken out whole, and the givens
/// with their digits. What is left (up to [`super::combos::MAX_CELLS`] cells, each
/// counted once or more) has a known sum, searched whole with the cells that must
/// differ (as steps only: in the chain engine's nets these searches cost too much).
fn arrow_sums(puzzle: &Puzzle, model: &Model) -> Vec<Rule> {
    let n = usize::from(puzzle.size);
    let cells = n * n;
    let arrows: Vec<(usize, u16, &[u16])> = puzzle
        .constraints
        .iter()
        .enumerate()
        .filter_map(|(k, c)| match c {
            Constraint::Arrow { circle, line } if circle.len() == 1 => {
                Some((k, circle[0], &line[..]))
            }
            _ => None,
        })
        .collect();
    if arrows.is_empty() {
        return Vec::new();
    }
    let total = (n * (n + 1) / 2) as i64;
    let regions = puzzle.region_of_cells();
    let region_word = if puzzle.regions.is_some() {
        "region"
    } else {
        "box"
    };
    let mut houses: Vec<(Vec<usize>, String)> = Vec::new();
    for i in 0..n {
        houses.push((
            (0..n).map(|c| i * n + c).collect(),
            format!("row {}", i + 1),
        ));
        houses.push((
            (0..n).map(|r| r * n + i).collect(),
            format!("column {}", i + 1),
        ));
        houses.push((
            (0..cells)
                .filter(|&c| usize::from(regions[c]) == i)
                .collect(),
            format!("{region_word} {}", i + 1),
        ));
    }
    let areas = house_areas(puzzle, n);
    let mut seen: Vec<(Vec<u16>, Vec<i64>, i64)> = Vec::new();
    let mut out = Vec::new();
    for HouseArea {
        cells: area,
        houses: count,
        name,
        mut units,
    } in areas
    {
        let mut coef: Vec<i64> = area.iter().map(|&a| i64::from(a)).collect();
        let mut used = 0;
        for &(k, circle, line) in &arrows {
            if line.iter().all(|&c| area[usize::from(c)]) && !line.contains(&circle) {
                for &c in line {
                    coef[usize::from(c)] -= 1;
                }
                coef[usize::from(circle)] += 1;
                units.push(PuzzleUnit::Constraint(k as u16));
                used += 1;
            }
        }
        if used == 0 || coef.iter().any(|&w| w < 0) {
            continue;
        }
        let mut sum = count * total;
        let mut taken = Vec::new();
        for (house, house_name) in &houses {
            if house.iter().all(|&c| coef[c] >= 1) {
                for &c in house {
                    coef[c] -= 1;
                }
                sum -= total;
                taken.push(house_name.clone());
            }
        }
        let mut placed = false;
        for (w, &given) in coef.iter_mut().zip(&puzzle.givens) {
            if *w > 0 && given != 0 {
                sum -= *w * i64::from(given);
                *w = 0;
                placed = true;
            }
        }
        let list: Vec<u16> = (0..cells)
            .filter(|&c| coef[c] > 0)
            .map(|c| c as u16)
            .collect();
        if !(2..=super::combos::MAX_CELLS).contains(&list.len()) {
            continue;
        }
        let weights: Vec<i64> = list.iter().map(|&c| coef[usize::from(c)]).collect();
        if seen
            .iter()
            .any(|(c, w, s)| *c == list && *w == weights && *s == sum)
        {
            continue;
        }
        seen.push((list.clone(), weights.clone(), sum));
        let named: Vec<String> = list
            .iter()
            .zip(&weights)
            .map(|(&c, &w)| match w {
                1 => super::text::cell_name_in(n, c),
                2 => format!("{} (twice)", super::text::cell_name_in(n, c)),
                w => format!("{} ({w} times)", super::text::cell_name_in(n, c)),
            })
            .collect();
        let taken_text = if taken.is_empty() {
            String::new()
        } else {
            format!(
                ", less {} ({total} each), whose cells all count",
                list_and(&taken)
            )
        };
        let placed_text = if placed {
            ", less the digits placed"
        } else {
            ""
        };
        let heading = format!(
            "Innies and outies: {name} hold{} {} (1 to {n} once per house); an arrow whose \
             line lies inside sums to its circle, so its line counts as the \
             circle{taken_text}{placed_text}: {} sum to {sum}",
            if count == 1 { "s" } else { "" },
            count * total,
            list_and(&named)
        );
        let prop = Prop::Linear {
            cells: list.clone(),
            weights,
            sum,
        };
        if let Some((cells, local)) = super::combos::whole_model(model, &[&prop], &[]) {
            out.push(Rule {
                cells,
                narrow: Narrow::Whole(Box::new(super::combos::Whole::new(local))),
                heading,
                units,
                cage: None,
            });
        }
    }
    out
}

/// Names joined with "and".
fn list_and(names: &[String]) -> String {
    list(names, "and")
}

/// A derived sum over `cells` as a rule (once per set of cells): distinct digit sets when
/// the cells all see each other, bounds otherwise.
#[allow(clippy::too_many_arguments)]
fn derived(
    n: usize,
    full: u32,
    cells: Vec<u16>,
    sum: i64,
    heading: String,
    units: Vec<PuzzleUnit>,
    see: &dyn Fn(u16, u16) -> bool,
    seen: &mut Vec<Vec<u16>>,
) -> Option<Rule> {
    let mut sorted = cells.clone();
    sorted.sort_unstable();
    if seen.contains(&sorted) {
        return None;
    }
    seen.push(sorted);
    let distinct = cells
        .iter()
        .enumerate()
        .all(|(i, &a)| cells[i + 1..].iter().all(|&b| see(a, b)));
    let combos = if distinct {
        combinations(n, cells.len(), sum)
    } else {
        None
    };
    let prop = match combos {
        Some(combos) => Prop::Cage {
            cells: cells.clone(),
            sum,
            combos: Some(combos),
        },
        None => Prop::Linear {
            cells: cells.clone(),
            weights: vec![1; cells.len()],
            sum,
        },
    };
    let (cells, model) = localize(n, full, &prop, &[]);
    Some(Rule {
        cells,
        narrow: Narrow::Model(Box::new(model)),
        heading,
        units,
        cage: None,
    })
}
