//! The logic engine, the grader and the generator: every technique on a pinned position,
//! every step of the sample puzzles' solution paths checked against their solutions, the
//! API's answers for odd inputs, and the generator's promises.

mod common;

use common::{fixture_puzzles, random_puzzle, Rng};
use sudoku_wasm::{
    generate, grade, hint, rate, solve_path, solver, Candidate, Cell, Error, GenerateOptions,
    Grade, Grid, Level, Position, Step, Symmetry, Technique,
};

const SAMPLES: [(&str, &str); 6] = [
    (
        "generated_minimal_50k_seed1",
        include_str!("fixtures/generated_minimal_50k_seed1.txt"),
    ),
    (
        "puzzles2_17_clue",
        include_str!("fixtures/puzzles2_17_clue.txt"),
    ),
    (
        "puzzles3_magictour_top1465",
        include_str!("fixtures/puzzles3_magictour_top1465.txt"),
    ),
    (
        "puzzles5_forum_hardest_1905_11+",
        include_str!("fixtures/puzzles5_forum_hardest_1905_11+.txt"),
    ),
    (
        "puzzles6_forum_hardest_1106",
        include_str!("fixtures/puzzles6_forum_hardest_1106.txt"),
    ),
    (
        "puzzles7_serg_benchmark",
        include_str!("fixtures/puzzles7_serg_benchmark.txt"),
    ),
];

const TECHNIQUE_FIXTURES: &str = include_str!("fixtures/logic/techniques.txt");
const VARIANT_FIXTURES: &str = include_str!("fixtures/logic/variants.txt");
const SE_RATINGS: &str = include_str!("fixtures/logic/se_ratings.txt");

/// An easy classic (30 givens, singles only).
const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// One pinned position: where `technique` is the easiest step, and that step.
struct Fixture {
    technique: Technique,
    source: String,
    pencilmarks: String,
    grid: Grid,
    masks: [u16; 81],
    places: Vec<Candidate>,
    removes: Vec<Candidate>,
    text: String,
}

/// `r9c9=6` or `r4c1<>3`.
fn candidates(list: &str, sign: &str) -> Vec<Candidate> {
    list.split_whitespace()
        .map(|item| {
            let (cell, digit) = item.split_once(sign).expect("rNcM and a digit");
            let (r, c) = cell[1..].split_once('c').expect("rNcM");
            let (r, c): (u8, u8) = (r.parse().unwrap(), c.parse().unwrap());
            Candidate {
                cell: Cell::at(r - 1, c - 1),
                digit: digit.parse().unwrap(),
            }
        })
        .collect()
}

fn technique_fixtures() -> Vec<Fixture> {
    fixtures(TECHNIQUE_FIXTURES)
}

fn fixtures(text: &str) -> Vec<Fixture> {
    text.split("\n\n")
        .filter(|block| block.contains("technique: "))
        .map(|block| {
            let field = |name: &str| -> &str {
                block
                    .lines()
                    .find_map(|l| l.strip_prefix(name))
                    .unwrap_or_else(|| panic!("no {name} in {block}"))
                    .trim()
            };
            let comments: Vec<&str> = block.lines().filter(|l| l.starts_with('#')).collect();
            let grid = Grid::from_line(field("grid:")).unwrap();
            let mut masks = grid.candidates();
            for gone in candidates(field("removed:"), "<>") {
                masks[gone.cell.index()] &= !(1 << (gone.digit - 1));
            }
            Fixture {
                technique: Technique::from_name(field("technique:")).expect("a technique name"),
                source: comments[0].to_string(),
                pencilmarks: comments[1..]
                    .iter()
                    .map(|l| format!("{}\n", &l[4..]))
                    .collect(),
                grid,
                masks,
                places: candidates(field("places:"), "="),
                removes: candidates(field("removes:"), "<>"),
                text: field("text:").to_string(),
            }
        })
        .collect()
}

/// Why `step` contradicts `solution`, if it does.
fn unsound(step: &Step, solution: &Grid) -> Option<String> {
    for p in &step.placements {
        if solution.get(p.cell) != p.digit {
            return Some(format!("{}: places {p}", step.text));
        }
    }
    for e in &step.eliminations {
        if solution.get(e.cell) == e.digit {
            return Some(format!("{}: removes {e}", step.text));
        }
    }
    None
}

/// Whether `grid` with `cell` set to `digit` has a solution (used for puzzles with
/// several solutions, where "the" solution does not exist).
fn possible(grid: &Grid, cell: Cell, digit: u8) -> bool {
    let with = grid.with(cell, digit).unwrap();
    with.check().is_ok() && solver::search(with.as_bytes(), 1, u64::MAX).count > 0
}

#[test]
fn every_technique_has_a_pinned_position() {
    let fixtures = technique_fixtures();
    let pinned: Vec<Technique> = fixtures.iter().map(|f| f.technique).collect();
    let hinted: Vec<Technique> = Technique::ALL.into_iter().filter(|t| t.in_hint()).collect();
    assert_eq!(pinned, hinted);
}

/// Each fixture's position gives exactly its step: as the next hint (so no easier
/// technique applies), and from the technique alone; the step agrees with the solution,
/// and the pencil marks shown in the comments are the position's.
#[test]
fn each_pinned_position_gives_exactly_its_step() {
    let all: Vec<Fixture> = fixtures(TECHNIQUE_FIXTURES)
        .into_iter()
        .chain(fixtures(VARIANT_FIXTURES))
        .collect();
    let hinted = Technique::ALL.iter().filter(|t| t.in_hint()).count();
    assert_eq!(all.len(), hinted + 8);
    for f in all {
        let name = f.technique.name();
        let position = Position::with_masks(&f.grid, &f.masks).unwrap();
        assert_eq!(position.to_pencilmarks(), f.pencilmarks, "{}", f.source);
        let step = hint(&f.grid, Some(&f.masks)).unwrap().expect("not solved");
        assert_eq!(step.technique, f.technique, "{}: {}", f.source, step.text);
        assert_eq!(step.placements, f.places, "{name}");
        assert_eq!(step.eliminations, f.removes, "{name}");
        assert_eq!(step.text, f.text, "{name}");
        assert!(!step.cells.is_empty(), "{name}");
        if f.technique == Technique::Guess {
            assert!(f.technique.find(&position).is_none());
        } else {
            assert_eq!(f.technique.find(&position).as_ref(), Some(&step), "{name}");
        }
        for easier in Technique::ALL
            .iter()
            .filter(|t| **t < f.technique && t.in_hint())
        {
            assert!(easier.find(&position).is_none(), "{name}: {easier} applies");
        }
        let solution = f.grid.solve().unwrap();
        assert_eq!(unsound(&step, &solution), None, "{name}");
    }
}

/// Replays the solution path of every sample puzzle (240: easy to the hardest known,
/// and puzzles with several solutions), checking every step against the solutions.
#[test]
fn every_step_of_the_sample_paths_is_sound() {
    let mut steps = 0;
    for (name, text) in SAMPLES {
        for puzzle in fixture_puzzles(text) {
            let search = solver::search(puzzle.as_bytes(), 2, u64::MAX);
            let unique = search.count == 1;
            let solution = Grid::from_bytes(&search.first.unwrap()).unwrap();
            let path = solve_path(&puzzle).unwrap();
            let mut position = Position::new(&puzzle).unwrap();
            // For several solutions: the puzzle plus the guesses made so far.
            let mut so_far = puzzle;
            for step in &path {
                steps += 1;
                if unique {
                    assert_eq!(unsound(step, &solution), None, "{name} {puzzle}");
                    assert_ne!(step.technique, Technique::Guess, "{name} {puzzle}");
                } else if step.technique == Technique::Guess {
                    assert!(step.text.contains("several solutions"), "{}", step.text);
                    let p = step.placements[0];
                    so_far = so_far.with(p.cell, p.digit).unwrap();
                } else {
                    assert!(!step.technique.needs_uniqueness(), "{name} {puzzle}");
                    for e in &step.eliminations {
                        assert!(!possible(&so_far, e.cell, e.digit), "{name} {puzzle}: {e}");
                    }
                    for p in &step.placements {
                        let others = (1..=9).filter(|&d| d != p.digit);
                        assert!(
                            others.into_iter().all(|d| !possible(&so_far, p.cell, d)),
                            "{name} {puzzle}: {p}"
                        );
                    }
                }
                position.apply(step);
            }
            let done = position.grid();
            assert!(done.is_solved(), "{name} {puzzle}");
            if unique {
                assert_eq!(done, solution, "{name} {puzzle}");
            }
        }
    }
    assert!(steps > 15_000, "{steps} steps");
}

/// Every technique alone, at every position of some paths (not just where the path
/// uses it): whatever it finds must agree with the solution.
#[test]
fn every_technique_alone_is_sound_along_the_paths() {
    let mut found = std::collections::BTreeMap::new();
    for (_, text) in &SAMPLES[..5] {
        for puzzle in fixture_puzzles(text).iter().step_by(8) {
            let solution = puzzle.solve().unwrap();
            let mut position = Position::new(puzzle).unwrap();
            for step in solve_path(puzzle).unwrap() {
                for t in Technique::ALL {
                    if let Some(alone) = t.find(&position) {
                        assert_eq!(unsound(&alone, &solution), None, "{puzzle}");
                        if t.in_hint() {
                            *found.entry(t).or_insert(0) += 1;
                        }
                    }
                }
                position.apply(&step);
            }
        }
    }
    // Every technique of the hints but the guess was exercised (the others: find_steps.rs).
    let hinted = Technique::ALL.iter().filter(|t| t.in_hint()).count();
    assert_eq!(found.len(), hinted - 1, "{found:?}");
}

#[test]
fn hints_follow_the_players_pencil_marks() {
    let grid = Grid::from_line(CLASSIC).unwrap();
    let step = hint(&grid, None).unwrap().unwrap();
    assert_eq!(step.technique, Technique::NakedSingle);
    assert_eq!(
        step.text,
        "Naked single: 5 is the only candidate left in r5c5, so r5c5 is 5."
    );
    // Untouched pencil marks (all nine everywhere) are the same as none.
    assert_eq!(hint(&grid, Some(&[0x1ff; 81])).unwrap(), Some(step.clone()));
    // Bits the filled cells rule out, and bits 9-15, are ignored.
    assert_eq!(hint(&grid, Some(&[0xffff; 81])).unwrap(), Some(step));

    // The naked pair fixture: without its pencil marks, the hint is something else.
    let pair = technique_fixtures()
        .into_iter()
        .find(|f| f.technique == Technique::NakedPair)
        .unwrap();
    let plain = hint(&pair.grid, None).unwrap().unwrap();
    assert_ne!(plain.technique, Technique::NakedPair);
    let with_marks = hint(&pair.grid, Some(&pair.masks)).unwrap().unwrap();
    assert_eq!(with_marks.technique, Technique::NakedPair);

    // A wrongly removed candidate: the position has no solution any more.
    let solution = grid.solve().unwrap();
    let mut masks = [0x1ffu16; 81];
    let blank = Cell::all().find(|&c| grid.get(c) == 0).unwrap();
    masks[blank.index()] &= !(1 << (solution.get(blank) - 1));
    assert_eq!(hint(&grid, Some(&masks)), Err(Error::NoSolution));
    // A blank with no candidate left.
    let mut masks = [0x1ffu16; 81];
    masks[blank.index()] = 0;
    assert_eq!(hint(&grid, Some(&masks)), Err(Error::NoSolution));
}

#[test]
fn hints_and_paths_for_odd_grids() {
    // Solved: nothing to do.
    let solved = Grid::from_line(CLASSIC).unwrap().solve().unwrap();
    assert_eq!(hint(&solved, None), Ok(None));
    assert_eq!(solve_path(&solved), Ok(Vec::new()));
    let full = grade(&solved).unwrap();
    assert_eq!(
        (full.level, full.score, full.hardest_technique),
        (Level::Easy, 0, None)
    );

    // Conflicting givens and no solution are errors, as for solving.
    let clash = Grid::from_line(&format!("55{}", ".".repeat(79))).unwrap();
    assert!(matches!(
        hint(&clash, None),
        Err(Error::ConflictingGivens { digit: 5, .. })
    ));
    assert_eq!(solve_path(&clash).unwrap_err().code(), "ConflictingGivens");
    let mut cells = [0u8; 81];
    cells[1..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    cells[36] = 9; // r1c1 can only be 9, which column 1 has
    let stuck = Grid::from_bytes(&cells).unwrap();
    assert_eq!(hint(&stuck, None), Err(Error::NoSolution));
    assert_eq!(grade(&stuck), Err(Error::NoSolution));

    // A user's wrong digit: the grid has no solution.
    let mut wrong = Grid::from_line(CLASSIC).unwrap();
    let blank = Cell::all().find(|&c| wrong.get(c) == 0).unwrap();
    let right = solved.get(blank);
    let other = (1..=9)
        .find(|&d| d != right && wrong.with(blank, d).unwrap().check().is_ok())
        .unwrap();
    wrong = wrong.with(blank, other).unwrap();
    assert_eq!(hint(&wrong, None), Err(Error::NoSolution));

    // The empty grid: no logic applies; the guess says there are several solutions.
    let step = hint(&Grid::empty(), None).unwrap().unwrap();
    assert_eq!(step.technique, Technique::Guess);
    assert!(step.text.contains("several solutions"), "{}", step.text);
    assert_eq!(step.placements.len(), 1);
}

#[test]
fn several_solutions_get_logic_then_labelled_guesses() {
    let (_, serg) = SAMPLES[5];
    for puzzle in fixture_puzzles(serg).iter().take(10) {
        assert_eq!(puzzle.count_solutions(2), Ok(2));
        let path = solve_path(puzzle).unwrap();
        assert!(path.iter().all(|s| !s.technique.needs_uniqueness()));
        let guesses: Vec<&Step> = path
            .iter()
            .filter(|s| s.technique == Technique::Guess)
            .collect();
        assert!(!guesses.is_empty());
        assert!(guesses.iter().all(|s| s.text.contains("several solutions")));
        let g = grade(puzzle).unwrap();
        assert!(!g.unique);
        assert_eq!(g.level, Level::Guessing);
    }
}

/// Hints from the middle of random solving sessions, with pencil marks: each step is
/// sound, and following hints always reaches the solution.
#[test]
fn following_hints_solves_random_puzzles() {
    let mut rng = Rng::new(11);
    for round in 0..30 {
        let cells = random_puzzle(&mut rng, 40 + round % 20);
        let grid = Grid::from_bytes(&cells).unwrap();
        if grid.count_solutions(2) != Ok(1) {
            continue;
        }
        let solution = grid.solve().unwrap();
        let mut position = Position::new(&grid).unwrap();
        for _ in 0..200 {
            let Some(step) = hint(&position.grid(), Some(&position.masks())).unwrap() else {
                break;
            };
            assert_eq!(unsound(&step, &solution), None);
            position.apply(&step);
        }
        assert_eq!(position.grid(), solution);
    }
}

#[test]
fn the_catalogue_is_consistent() {
    for (k, t) in Technique::ALL.iter().enumerate() {
        assert_eq!(Technique::from_name(t.name()), Some(*t));
        assert_eq!(t.to_string(), t.name());
        if k > 0 {
            let before = Technique::ALL[k - 1];
            assert!(before < *t);
            assert!(before.level() <= t.level(), "{before} then {t}");
        }
    }
    assert_eq!(Technique::ALL.last(), Some(&Technique::Guess));
    // Every score of a level is below every score of the next one.
    for pair in Level::ALL.windows(2) {
        let max = |l: Level| {
            Technique::ALL
                .iter()
                .filter(|t| t.level() == l)
                .map(|t| t.score())
                .max()
        };
        let min = |l: Level| {
            Technique::ALL
                .iter()
                .filter(|t| t.level() == l)
                .map(|t| t.score())
                .min()
        };
        assert!(max(pair[0]) < min(pair[1]), "{pair:?}");
    }
    for level in Level::ALL {
        assert_eq!(Level::from_name(level.name()), Some(level));
    }
    for symmetry in Symmetry::ALL {
        assert_eq!(Symmetry::from_name(symmetry.name()), Some(symmetry));
    }
}

/// The grader orders the benchmark samples as their reputations say: the 17-clue and
/// generated sets easiest, magictour harder, the forum's hardest lists at the top.
#[test]
fn grades_order_the_samples() {
    let grades: Vec<(&str, Vec<Grade>)> = SAMPLES[..5]
        .iter()
        .map(|(name, text)| {
            let grades = fixture_puzzles(text)
                .iter()
                .map(|p| grade(p).unwrap())
                .collect();
            (*name, grades)
        })
        .collect();
    let median = |grades: &[Grade]| {
        let mut scores: Vec<u32> = grades.iter().map(|g| g.score).collect();
        scores.sort_unstable();
        scores[scores.len() / 2]
    };
    let share = |grades: &[Grade], at_least: Level| {
        grades.iter().filter(|g| g.level >= at_least).count() as f64 / grades.len() as f64
    };
    let [generated, seventeen, magictour, hardest_1905, hardest_1106] =
        [0, 1, 2, 3, 4].map(|k| grades[k].1.as_slice());
    assert!(median(seventeen) < median(magictour));
    assert!(median(generated) < median(magictour));
    assert!(median(magictour) < median(hardest_1905));
    assert!(median(magictour) < median(hardest_1106));
    assert!(share(seventeen, Level::Hard) < 0.3);
    assert!(share(generated, Level::Extreme) < 0.2);
    assert!(share(magictour, Level::Expert) > 0.5);
    // Nested forcing nets finish the hardest known puzzles without a guess.
    assert_eq!(share(hardest_1905, Level::Extreme), 1.0);
    assert_eq!(share(hardest_1106, Level::Extreme), 1.0);
    assert_eq!(share(hardest_1106, Level::Guessing), 0.0);
    assert_eq!(share(hardest_1905, Level::Guessing), 0.0);
    for g in hardest_1905.iter().chain(hardest_1106) {
        assert!(g.se >= Some(10.5), "{:?}", g.se);
    }
    for (_, grades) in &grades {
        for g in grades {
            assert!(g.unique);
            assert!(g.se.is_some_and(|se| (1.0..=12.9).contains(&se)));
            assert_eq!(
                g.hardest_technique
                    .map(Technique::level)
                    .unwrap_or(Level::Easy),
                g.level
            );
            let from_counts: u32 = g.techniques.iter().map(|(t, n)| t.score() * n).sum();
            assert_eq!(g.score, from_counts);
        }
    }
}

#[test]
fn generated_puzzles_keep_every_promise() {
    for (k, symmetry) in Symmetry::ALL.into_iter().enumerate() {
        let level = [Level::Easy, Level::Medium, Level::Hard][k % 3];
        let options = GenerateOptions {
            seed: 1000 + k as u64,
            level,
            symmetry,
            ..GenerateOptions::default()
        };
        let generated = generate(&options);
        let puzzle = generated.puzzle;
        assert!(generated.reached, "{options:?}");
        assert_eq!(generated.grade.level, level);
        assert_eq!(puzzle.count_solutions(2), Ok(1));
        assert_eq!(puzzle.solve(), Ok(generated.solution));
        assert_eq!(grade(&puzzle).as_ref(), Ok(&generated.grade));
        assert_eq!(generate(&options), generated, "deterministic");
        for cell in Cell::all() {
            let orbit = symmetry.orbit(cell);
            let given = puzzle.get(cell) != 0;
            assert!(
                orbit.iter().all(|&c| (puzzle.get(c) != 0) == given),
                "{symmetry:?}"
            );
            if given {
                // Minimal: emptying any orbit of givens allows a second solution.
                let fewer = orbit.iter().fold(puzzle, |g, &c| g.with(c, 0).unwrap());
                assert_eq!(fewer.count_solutions(2), Ok(2), "{symmetry:?} {cell}");
            }
        }
    }
}

#[test]
fn generator_levels_budget_and_extra_givens() {
    for (seed, level) in [(1, Level::Expert), (2, Level::Extreme)] {
        let generated = generate(&GenerateOptions {
            seed,
            level,
            ..GenerateOptions::default()
        });
        assert!(generated.reached, "{level}");
        assert_eq!(generated.grade.level, level);
    }
    // Different seeds, different puzzles.
    let a = generate(&GenerateOptions::default());
    let b = generate(&GenerateOptions {
        seed: 1,
        ..GenerateOptions::default()
    });
    assert_ne!(a.puzzle, b.puzzle);
    // A budget of one attempt: one attempt, whatever level it gives.
    let once = generate(&GenerateOptions {
        seed: 5,
        level: Level::Guessing,
        max_attempts: 1,
        ..GenerateOptions::default()
    });
    assert_eq!(once.attempts, 1);
    assert_eq!(once.reached, once.grade.level == Level::Guessing);
    assert_eq!(once.puzzle.count_solutions(2), Ok(1));
    // Not minimal: the same puzzle with some givens back, at the same level.
    let options = GenerateOptions {
        seed: 9,
        level: Level::Easy,
        ..GenerateOptions::default()
    };
    let minimal = generate(&options);
    let more = generate(&GenerateOptions {
        minimal: false,
        ..options
    });
    assert_eq!(more.solution, minimal.solution);
    assert_eq!(more.grade.level, Level::Easy);
    let extra = more.puzzle.given_count() - minimal.puzzle.given_count();
    assert!(
        (1..=sudoku_wasm::generate::EXTRA_GIVENS).contains(&extra),
        "{extra}"
    );
    assert!(Cell::all()
        .all(|c| minimal.puzzle.get(c) == 0 || more.puzzle.get(c) == minimal.puzzle.get(c)));
}

/// Nothing panics on any position: random grids with random pencil marks (empty cells,
/// impossible units and all), every technique alone, then a hint.
#[test]
fn no_position_makes_anything_panic() {
    let mut rng = Rng::new(23);
    for round in 0..200 {
        let cells = random_puzzle(&mut rng, 30 + round % 50);
        let grid = Grid::from_bytes(&cells).unwrap();
        let masks: [u16; 81] = std::array::from_fn(|_| match rng.below(4) {
            0 => 0,
            1 => rng.next() as u16,
            _ => 0x1ff,
        });
        let position = Position::with_masks(&grid, &masks).unwrap();
        for t in Technique::ALL {
            if let Some(step) = t.find(&position) {
                assert_eq!(step.technique, t);
                let mut after = position;
                after.apply(&step);
            }
        }
        match hint(&grid, Some(&masks)) {
            Ok(_) | Err(Error::NoSolution) => {}
            Err(other) => panic!("{other}"),
        }
    }
}

/// Sudoku Explainer's ratings (SukakuExplainer's, from a public-domain bank) of one to
/// three puzzles of each rating from 5.4 to 9.3, and a 4.5: a unique rectangle of type
/// 2 (4.5), three strong links (5.4 all rows or columns, 5.5 with a box, 5.6 rows and
/// columns, 5.7 grouped), BUG type 2 (5.7), wings, BUG+1, forcing
/// chains of each length, Nishio, cell and region, dynamic and nested chains. Ours are
/// equal.
#[test]
fn se_ratings_match_sukaku_explainer() {
    let mut rated = 0;
    for line in SE_RATINGS.lines().filter(|l| !l.starts_with('#')) {
        let (cells, se) = line.split_once(' ').unwrap();
        let grid = Grid::from_line(cells).unwrap();
        let rating = rate(&grid).unwrap().expect("one solution");
        assert_eq!(format!("{:.1}", rating.er), se, "{cells}");
        assert!(
            rating.ed <= rating.ep && rating.ep <= rating.er,
            "{cells}: {rating:?}"
        );
        rated += 1;
    }
    assert_eq!(rated, 47);
}

/// The rules of the rating on small cases: singles only, several solutions, a nested
/// puzzle, and EP and ED against the first steps.
#[test]
fn se_rating_rules() {
    let classic = Grid::from_line(CLASSIC).unwrap();
    let r = rate(&classic).unwrap().unwrap();
    // SE tries hidden singles first: boxes alone finish this one.
    assert_eq!((r.er, r.ep, r.ed), (1.2, 1.2, 1.2));
    // A hidden single in a box is 1.2 and the last cell of a unit 1.0: the full grid but
    // one cell rates 1.0.
    let solved = classic.solve().unwrap();
    let one_blank = solved.with(Cell::at(4, 4), 0).unwrap();
    assert_eq!(rate(&one_blank).unwrap().unwrap().er, 1.0);
    assert_eq!(rate(&Grid::empty()).unwrap(), None);
    assert_eq!(rate(&solved).unwrap().unwrap().er, 0.0);
    let clash = Grid::from_line(&format!("11{}", ".".repeat(79))).unwrap();
    assert!(matches!(rate(&clash), Err(Error::ConflictingGivens { .. })));
    // Arto Inkala's puzzle needs nested chains: 9.5 and up.
    let inkala = Grid::from_line(
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    )
    .unwrap();
    let r = rate(&inkala).unwrap().unwrap();
    assert!(r.er >= 9.5 && r.ed <= r.ep && r.ep <= r.er, "{r:?}");
}
