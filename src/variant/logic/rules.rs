//! The constraints' own rules as steps: each rule's propagator run alone on its cells
//! (a thermometer, an arrow, a kropki dot, ...), killer cages by their sum combinations,
//! and the 45 rule (innies and outies) over houses and bands.
//!
//! Each rule is compiled into a small [`Model`] over its own cells (renumbered 0..k)
//! holding that one propagator, so that running it narrows exactly what the rule alone
//! implies: every elimination is sound, and the step can name the rule that made it.

use super::super::model::{combinations, prop_cells, Model, Prop, Relation};
use super::super::propagate::Propagator;
use super::super::puzzle::{Axis, Constraint, Mark, Puzzle};
use super::board::Board;
use super::text::{cannot_be, cell_name_in, cells_and, cells_short, list};
use super::{make_step, Ctx, PuzzleStep, PuzzleTechnique, PuzzleUnit};

/// How a rule narrows its cells.
enum Narrow {
    /// Its propagator, over the rule's cells renumbered 0..k.
    Model(Box<Model>),
    /// Every cell keeps these digits (odd, even).
    Mask(u32),
}

/// One rule over some cells.
struct Rule {
    /// The cells, in the rule's order.
    cells: Vec<u16>,
    narrow: Narrow,
    /// The rule's description, for the text.
    heading: String,
    units: Vec<PuzzleUnit>,
    /// For a killer cage: (sum, N) to list its combinations.
    cage: Option<i64>,
}

/// Every rule of a puzzle, compiled once per call.
pub(crate) struct Rules {
    rules: Vec<Rule>,
    cages: Vec<Rule>,
    derived: Vec<Rule>,
}

impl Rules {
    pub fn new(puzzle: &Puzzle, model: &Model) -> Rules {
        let n = usize::from(puzzle.size);
        let full = model.full;
        let mut rules = Vec::new();
        let mut cages = Vec::new();
        for (k, constraint) in puzzle.constraints.iter().enumerate() {
            let units = vec![PuzzleUnit::Constraint(k as u16)];
            match constraint {
                Constraint::Odd { cells } | Constraint::Even { cells } => {
                    let odd = matches!(constraint, Constraint::Odd { .. });
                    let parity = (0..n)
                        .filter(|d| (d % 2 == 0) == odd)
                        .fold(0u32, |m, d| m | 1 << d);
                    let kind = if odd { "Odd" } else { "Even" };
                    let s = if cells.len() == 1 { "" } else { "s" };
                    rules.push(Rule {
                        cells: cells.clone(),
                        narrow: Narrow::Mask(parity),
                        heading: format!(
                            "{kind} cell{s} {} (they hold {} digits)",
                            cells_short(n, cells),
                            kind.to_lowercase()
                        ),
                        units,
                        cage: None,
                    });
                }
                Constraint::KillerCage { sum: Some(sum), .. } => {
                    let (props, relations) = constraint_props(puzzle, k);
                    if let Some(prop) = props.first() {
                        let (cells, local) = localize(n, full, prop, &relations);
                        cages.push(Rule {
                            heading: format!(
                                "the {sum} cage at {} ({})",
                                cells
                                    .iter()
                                    .min()
                                    .map_or(String::new(), |&c| cell_name_in(n, c)),
                                cells_and(n, &cells)
                            ),
                            cells,
                            narrow: Narrow::Model(Box::new(local)),
                            units,
                            cage: Some(i64::from(*sum)),
                        });
                    }
                }
                _ => {
                    let (props, relations) = constraint_props(puzzle, k);
                    for prop in &props {
                        let (cells, local) = localize(n, full, prop, &relations);
                        rules.push(Rule {
                            heading: heading(constraint, n, &cells),
                            cells,
                            narrow: Narrow::Model(Box::new(local)),
                            units: units.clone(),
                            cage: None,
                        });
                    }
                }
            }
        }
        let derived = derived_sums(puzzle, model);
        Rules {
            rules,
            cages,
            derived,
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

    /// The first sum that the 45 rule implies and that removes candidates.
    pub fn innies_step(&self, ctx: &Ctx) -> Option<PuzzleStep> {
        self.derived.iter().find_map(|rule| {
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
        let bit = 1u32 << (d - 1);
        let places: Vec<u16> = rule
            .cells
            .iter()
            .copied()
            .filter(|&c| board.masks[usize::from(c)] & bit != 0)
            .collect();
        if places.iter().any(|&c| board.placed[usize::from(c)]) {
            continue;
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
        if places.is_empty() || targets.is_empty() {
            continue;
        }
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

/// The propagators one constraint compiles to, with the relations they index. A
/// non-consecutive or negative constraint depends on the dots and X/V marks beside it:
/// those are compiled along (after it) and their own propagators left out.
fn constraint_props(puzzle: &Puzzle, k: usize) -> (Vec<Prop>, Vec<Relation>) {
    let constraint = &puzzle.constraints[k];
    let marks: Vec<Constraint> = match constraint {
        Constraint::NonConsecutive {} | Constraint::Negative { .. } => puzzle
            .constraints
            .iter()
            .filter(|c| {
                matches!(
                    c,
                    Constraint::KropkiWhite { .. }
                        | Constraint::KropkiBlack { .. }
                        | Constraint::Xv { .. }
                )
            })
            .cloned()
            .collect(),
        _ => Vec::new(),
    };
    let mut alone = Puzzle::new(puzzle.size);
    alone.regions = puzzle.regions.clone();
    alone.constraints.push(constraint.clone());
    alone.constraints.extend(marks.iter().cloned());
    let (mut props, relations) = Model::constraint_props(&alone);
    // A killer cage's own propagator comes first.
    let own = match constraint {
        Constraint::KillerCage { .. } => props.len().min(1),
        _ => props.len() - marks.len(),
    };
    props.truncate(own);
    (props, relations)
}

/// A propagator over its own cells renumbered 0..k, as a model of its own.
fn localize(n: usize, full: u32, prop: &Prop, relations: &[Relation]) -> (Vec<u16>, Model) {
    let mut cells = prop_cells(prop);
    let mut seen = Vec::new();
    cells.retain(|c| {
        let new = !seen.contains(c);
        seen.push(*c);
        new
    });
    let at = |c: &u16| cells.iter().position(|x| x == c).unwrap_or(0) as u16;
    let map = |list: &[u16]| list.iter().map(at).collect::<Vec<u16>>();
    let mut local_relations = Vec::new();
    let local = match prop {
        Prop::Pair {
            a,
            b,
            forward,
            backward,
        } => {
            local_relations.push(relations[usize::from(*forward)]);
            local_relations.push(relations[usize::from(*backward)]);
            Prop::Pair {
                a: at(a),
                b: at(b),
                forward: 0,
                backward: 1,
            }
        }
        Prop::Increasing { cells } => Prop::Increasing { cells: map(cells) },
        Prop::Cage {
            cells, sum, combos, ..
        } => Prop::Cage {
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
    };
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

/// The description of a rule over `cells` (the propagator's cells).
fn heading(constraint: &Constraint, n: usize, cells: &[u16]) -> String {
    let short = cells_short(n, cells);
    let pair = || match cells {
        [a, b, ..] => format!("{} and {}", cell_name_in(n, *a), cell_name_in(n, *b)),
        _ => short.clone(),
    };
    match constraint {
        Constraint::Thermometer { cells } => format!(
            "Thermometer {} (digits increase from the bulb {})",
            cells_short(n, cells),
            cell_name_in(n, cells[0])
        ),
        Constraint::LittleKiller { cells, sum } => format!(
            "Little killer {sum} along {} (the diagonal's digits sum to {sum})",
            cells_short(n, cells)
        ),
        Constraint::Sandwich { axis, index, sum } => {
            let line = match axis {
                Axis::Row => "row",
                Axis::Column => "column",
            };
            format!(
                "Sandwich {sum} in {line} {} (the digits between the 1 and the {n} sum to {sum})",
                index + 1
            )
        }
        Constraint::Arrow { circle, line } => format!(
            "Arrow from {} along {} (the line's digits sum to the circle's number)",
            cells_and(n, circle),
            cells_short(n, line)
        ),
        Constraint::KropkiWhite { difference, .. } => {
            format!(
                "White dot between {} (the digits differ by {difference})",
                pair()
            )
        }
        Constraint::KropkiBlack { ratio, .. } => format!(
            "Black dot between {} (one digit is {} the other)",
            pair(),
            times(*ratio)
        ),
        Constraint::Xv { sum, .. } => {
            let mark = match sum {
                10 => "X".to_string(),
                5 => "V".to_string(),
                s => format!("Sum {s}"),
            };
            format!("{mark} between {} (the digits sum to {sum})", pair())
        }
        Constraint::NonConsecutive {} => format!(
            "Non-consecutive neighbours {} (they do not differ by 1)",
            pair()
        ),
        Constraint::Negative { mark } => {
            let (what, rule) = match mark {
                Mark::KropkiWhite => ("white dot", "the digits do not differ by 1"),
                Mark::KropkiBlack => ("black dot", "neither digit is twice the other"),
                Mark::X => ("X", "the digits do not sum to 10"),
                Mark::V => ("V", "the digits do not sum to 5"),
            };
            format!(
                "No {what} between {} (every {what} is given, so {rule})",
                pair()
            )
        }
        Constraint::Renban { cells } => format!(
            "Renban line {} (its digits are a run of consecutive numbers)",
            cells_short(n, cells)
        ),
        Constraint::Palindrome { cells: line } => format!(
            "Palindrome line {}: {} mirror each other (they hold the same digit)",
            cells_short(n, line),
            pair()
        ),
        Constraint::Between { cells } => format!(
            "Between line {} (the inner digits lie strictly between the two ends)",
            cells_short(n, cells)
        ),
        Constraint::Quadruple { cells, digits } => format!(
            "Quadruple {} on {} (those digits appear among these cells)",
            list(&digits.iter().map(u8::to_string).collect::<Vec<_>>(), "and"),
            cells_and(n, cells)
        ),
        Constraint::Whispers {
            cells: line,
            difference,
        } => format!(
            "Whispers line {}: neighbours {} differ by at least {}",
            cells_short(n, line),
            pair(),
            difference.map_or(n.div_ceil(2), usize::from)
        ),
        other => format!("The {} rule on {short}", other.name()),
    }
}

/// `twice`, `3 times`.
fn times(ratio: u8) -> String {
    match ratio {
        2 => "twice".into(),
        r => format!("{r} times"),
    }
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
    // (cells of the area, its total, its name, its units)
    let mut areas: Vec<(Vec<bool>, i64, String, Vec<PuzzleUnit>)> = Vec::new();
    for band in 1..n {
        for start in 0..=n - band {
            for rows in [true, false] {
                let area = (0..cells)
                    .map(|c| (start..start + band).contains(&if rows { c / n } else { c % n }))
                    .collect();
                let kind = match (rows, band) {
                    (true, 1) => "row",
                    (true, _) => "rows",
                    (false, 1) => "column",
                    (false, _) => "columns",
                };
                let name = if band == 1 {
                    format!("{kind} {}", start + 1)
                } else {
                    format!("{kind} {}–{}", start + 1, start + band)
                };
                let units = (start..start + band)
                    .map(|i| {
                        if rows {
                            PuzzleUnit::Row(i as u8)
                        } else {
                            PuzzleUnit::Column(i as u8)
                        }
                    })
                    .collect();
                areas.push((area, band as i64 * line_total, name, units));
            }
        }
    }
    let regions = puzzle.region_of_cells();
    for i in 0..n {
        let area = (0..cells).map(|c| usize::from(regions[c]) == i).collect();
        let (name, unit) = if puzzle.regions.is_some() {
            (format!("region {}", i + 1), PuzzleUnit::Region(i as u8))
        } else {
            (format!("box {}", i + 1), PuzzleUnit::Box(i as u8))
        };
        areas.push((area, line_total, name, vec![unit]));
    }
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
    for (area, total, name, units) in areas {
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
