//! `find_steps` and the techniques only it uses (`Technique::in_hint` false): every
//! instance of a technique, soundness along solution paths, pinned findings.
//!
//! Positions come from the repository's own sample of magictour's top 1465
//! (`tests/fixtures/puzzles3_magictour_top1465.txt`), walked along `solve_path`.

#![cfg(feature = "logic")]

use sudoku_wasm::{
    find_steps, find_steps_with_givens, solve_path, Candidate, Cell, Error, Grid, Position, Step,
    Technique,
};

const TOP1465: &str = include_str!("fixtures/puzzles3_magictour_top1465.txt");

/// The `n`th puzzle of the sample.
fn puzzle(n: usize) -> Grid {
    let line = TOP1465
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .nth(n)
        .unwrap();
    Grid::from_line(&line[..81]).unwrap()
}

/// The position after the first `k` steps of the puzzle's solution path.
fn after(grid: &Grid, k: usize) -> Position {
    let mut position = Position::new(grid).unwrap();
    for step in solve_path(grid).unwrap().iter().take(k) {
        position.apply(step);
    }
    position
}

/// The techniques `hint` leaves to `find_steps`.
fn find_only() -> Vec<Technique> {
    Technique::ALL
        .into_iter()
        .filter(|t| !t.in_hint())
        .collect()
}

fn removes(steps: &[sudoku_wasm::Step], digit: u8, cells: &[(u8, u8)]) -> bool {
    let wanted: Vec<Candidate> = cells
        .iter()
        .map(|&(r, c)| Candidate {
            cell: Cell::at(r - 1, c - 1),
            digit,
        })
        .collect();
    steps.iter().any(|s| s.eliminations == wanted)
}

#[test]
fn hint_never_uses_the_find_only_techniques() {
    let grid = puzzle(0);
    for step in solve_path(&grid).unwrap() {
        assert!(step.technique.in_hint(), "{}", step.text);
    }
    assert_eq!(
        find_only(),
        [
            Technique::UniqueRectangleMissing,
            Technique::UniqueRectangle5,
            Technique::UniqueRectangle6,
            Technique::HiddenRectangle,
            Technique::AvoidableRectangle1,
            Technique::AvoidableRectangle2,
            Technique::FinnedJellyfish,
            Technique::FrankenFish,
            Technique::MutantFish,
            Technique::GroupedAic,
            Technique::AlsChain,
            Technique::DeathBlossom,
            Technique::SueDeCoq,
            Technique::TemplateSet,
            Technique::TemplateDelete
        ]
    );
}

/// Every step of every find-only technique, at every fourth position of a path, agrees
/// with the solution; each technique but the rectangles (rarer, see
/// `rectangles_are_found_sound_and_not_found`) is found somewhere.
#[test]
fn find_only_techniques_are_sound_along_a_path() {
    let grid = puzzle(0);
    let solution = grid.solve().unwrap();
    let mut found = vec![0; find_only().len()];
    let mut position = Position::new(&grid).unwrap();
    for (k, step) in solve_path(&grid).unwrap().iter().enumerate() {
        if k % 4 == 1 {
            for (n, t) in find_only().into_iter().enumerate() {
                for s in t.find_all(&position) {
                    assert_eq!(s.technique, t);
                    assert!(
                        !(s.eliminations.is_empty() && s.placements.is_empty()),
                        "{}",
                        s.text
                    );
                    assert_agrees(&s, &solution);
                    found[n] += 1;
                }
            }
        }
        position.apply(step);
    }
    let rare = find_only()
        .iter()
        .map(|t| t.needs_uniqueness())
        .collect::<Vec<_>>();
    assert!(
        found.iter().zip(&rare).all(|(&n, &rare)| rare || n > 0),
        "{found:?}"
    );
}

/// Unique rectangle types 5 and 6 and the hidden rectangle along the solution paths of
/// the sample's first puzzles (all with one solution): every step agrees with the
/// solution, each is found, and none is left in a grid with one blank cell.
#[test]
fn rectangles_are_found_sound_and_not_found() {
    let kinds = [
        Technique::UniqueRectangle5,
        Technique::UniqueRectangle6,
        Technique::HiddenRectangle,
        Technique::UniqueRectangleMissing,
    ];
    let mut found = [0; 4];
    for n in 0..PUZZLES_FOR_RECTANGLES {
        let grid = puzzle(n);
        let solution = grid.solve().unwrap();
        let mut position = Position::new(&grid).unwrap();
        for step in solve_path(&grid).unwrap() {
            for (k, t) in kinds.into_iter().enumerate() {
                for s in t.find_all(&position) {
                    assert_eq!(s.technique, t);
                    assert!(!s.eliminations.is_empty(), "{}", s.text);
                    assert_agrees(&s, &solution);
                    found[k] += 1;
                }
            }
            position.apply(&step);
        }
    }
    // Type 5 is rare in the sample (none in these paths): see `crafted_type_5`.
    assert!(found[1] > 0 && found[2] > 0, "{found:?}");
    let grid = puzzle(0);
    let mut cells = *grid.solve().unwrap().as_bytes();
    cells[0] = 0;
    let nearly = Position::new(&Grid::from_bytes(&cells).unwrap()).unwrap();
    for t in kinds {
        assert!(t.find_all(&nearly).is_empty());
    }
}

/// Pencil marks on an empty grid: `(row, column, digits)` (1-based) set, and `digit`
/// removed from the other cells of `lines` (rows 0-8, then columns 9-17).
fn marks(set: &[(usize, usize, &[u8])], digit: u8, lines: &[usize]) -> Position {
    let mut masks = [0x1ffu16; 81];
    for &line in lines {
        for k in 0..9 {
            let i = if line < 9 {
                line * 9 + k
            } else {
                k * 9 + line - 9
            };
            masks[i] &= !(1 << (digit - 1));
        }
    }
    for &(r, c, digits) in set {
        masks[(r - 1) * 9 + c - 1] = digits.iter().fold(0, |m, d| m | 1 << (d - 1));
    }
    Position::with_masks(&Grid::from_bytes(&[0; 81]).unwrap(), &masks).unwrap()
}

/// Each rectangle on a crafted position (no givens: the finders do not count
/// solutions, `find_steps` does), with the elimination pinned, and not found when one
/// candidate changes.
#[test]
fn crafted_rectangles() {
    // Type 5: r1c1 and r2c4 are 1/2/3, r1c4 and r2c1 exactly 1/2: 3 leaves the cells
    // that see r1c1 and r2c4.
    let five = |last: &'static [u8]| {
        marks(
            &[
                (1, 1, &[1, 2, 3]),
                (1, 4, &[1, 2]),
                (2, 1, &[1, 2]),
                (2, 4, last),
            ],
            9,
            &[],
        )
    };
    let steps = Technique::UniqueRectangle5.find_all(&five(&[1, 2, 3]));
    assert!(
        removes(&steps, 3, &[(1, 5), (1, 6), (2, 2), (2, 3)]),
        "{steps:?}"
    );
    assert!(steps[0].text.starts_with("Unique rectangle type 5 on 1/2 "));
    assert!(Technique::UniqueRectangle5
        .find_all(&five(&[1, 2, 4]))
        .is_empty());
    // Type 6: r1c1 and r2c4 exactly 1/2, 1 only in the rectangle in rows 1 and 2.
    let six = |lines: &[usize]| {
        marks(
            &[
                (1, 1, &[1, 2]),
                (1, 4, &[1, 2, 5]),
                (2, 1, &[1, 2, 6]),
                (2, 4, &[1, 2]),
            ],
            1,
            lines,
        )
    };
    let steps = Technique::UniqueRectangle6.find_all(&six(&[0, 1]));
    assert!(removes(&steps, 1, &[(1, 4), (2, 1)]), "{steps:?}");
    assert!(Technique::UniqueRectangle6.find_all(&six(&[0])).is_empty());
    // Type 1 with a missing candidate: three corners exactly 1/2, r2c4 1/3 loses 1.
    let missing = |last: &'static [u8]| {
        marks(
            &[
                (1, 1, &[1, 2]),
                (1, 4, &[1, 2]),
                (2, 1, &[1, 2]),
                (2, 4, last),
            ],
            9,
            &[],
        )
    };
    let steps = Technique::UniqueRectangleMissing.find_all(&missing(&[1, 3]));
    assert!(removes(&steps, 1, &[(2, 4)]), "{steps:?}");
    assert!(steps[0].text.starts_with(
        "Unique rectangle with a missing candidate (as unique rectangle type 1) on 1/2 "
    ));
    assert!(Technique::UniqueRectangle1
        .find_all(&missing(&[1, 3]))
        .is_empty());
    assert!(Technique::UniqueRectangleMissing
        .find_all(&missing(&[3, 4]))
        .is_empty());
    // Hidden rectangle: r1c1 exactly 1/2, 2 only in the rectangle in row 2 and column 4.
    const ALL: &[u8] = &[1, 2, 3, 4, 5, 6, 7, 8, 9];
    let hidden = |lines: &[usize]| marks(&[(1, 1, &[1, 2]), (1, 4, ALL), (2, 1, ALL)], 2, lines);
    let steps = Technique::HiddenRectangle.find_all(&hidden(&[1, 12]));
    assert!(removes(&steps, 1, &[(2, 4)]), "{steps:?}");
    assert!(steps.iter().any(|s| s
        .text
        .starts_with("Hidden rectangle on 1/2 (r1c1, r1c4, r2c1, r2c4)")));
    assert!(!removes(
        &Technique::HiddenRectangle.find_all(&hidden(&[1])),
        1,
        &[(2, 4)]
    ));
}

/// How many puzzles of the sample `rectangles_are_found_sound_and_not_found` walks.
const PUZZLES_FOR_RECTANGLES: usize = 40;

#[test]
fn finned_jellyfish_is_found_and_not_found() {
    let grid = puzzle(0);
    let steps = Technique::FinnedJellyfish.find_all(&after(&grid, 15));
    assert!(removes(&steps, 1, &[(5, 3), (6, 3)]), "{steps:?}");
    assert!(steps[0].text.starts_with(
        "Finned Jellyfish on 1: rows 1, 4, 8 and 9 have 1 only in columns 2, 3, 6 and 7, \
         apart from the fin r4c1."
    ));
    // Once every fish found has removed its digits, there is nothing left to find.
    let mut position = after(&grid, 15);
    for _ in 0..10 {
        for step in Technique::FinnedJellyfish.find_all(&position) {
            position.apply(&step);
        }
    }
    assert!(Technique::FinnedJellyfish.find_all(&position).is_empty());
    assert!(Technique::FinnedJellyfish.find(&position).is_none());
}

#[test]
fn als_chain_is_found_and_not_found() {
    let grid = puzzle(0);
    let steps = Technique::AlsChain.find_all(&after(&grid, 5));
    assert!(removes(&steps, 1, &[(5, 3), (6, 3)]), "{steps:?}");
    assert!(steps.iter().all(|s| s.text.contains("in the ALS")));
    // A grid one digit short of solved has no ALS to chain through.
    let mut cells = *grid.solve().unwrap().as_bytes();
    cells[0] = 0;
    let nearly = Position::new(&Grid::from_bytes(&cells).unwrap()).unwrap();
    assert!(Technique::AlsChain.find_all(&nearly).is_empty());
}

#[test]
fn grouped_aic_is_found_and_not_found() {
    let grid = puzzle(0);
    let position = after(&grid, 5);
    let steps = Technique::GroupedAic.find_all(&position);
    assert!(!steps.is_empty());
    // Each conclusion once.
    for (k, s) in steps.iter().enumerate() {
        assert!(steps[..k]
            .iter()
            .all(|o| (&o.placements, &o.eliminations) != (&s.placements, &s.eliminations)));
    }
    let mut cells = *grid.solve().unwrap().as_bytes();
    cells[0] = 0;
    cells[40] = 0;
    let nearly = Position::new(&Grid::from_bytes(&cells).unwrap()).unwrap();
    assert!(Technique::GroupedAic.find_all(&nearly).is_empty());
}

#[test]
fn find_steps_checks_the_grid_and_the_uniqueness() {
    let grid = puzzle(0);
    let singles = find_steps(&grid, None, Technique::HiddenSingle).unwrap();
    assert!(!singles.is_empty());
    assert!(find_steps(&grid, None, Technique::Guess)
        .unwrap()
        .is_empty());
    // A grid with several solutions: no uniqueness technique applies.
    let several = Grid::from_line(&".".repeat(81)).unwrap();
    assert!(find_steps(&several, None, Technique::UniqueRectangle1)
        .unwrap()
        .is_empty());
    // Conflicting givens and removed solution digits are errors, as for hint.
    let mut cells = *grid.as_bytes();
    let first = cells.iter().position(|&d| d != 0).unwrap();
    let twin = (first + 1..9).find(|&i| cells[i] == 0).unwrap();
    cells[twin] = cells[first];
    let clash = Grid::from_bytes(&cells).unwrap();
    assert!(matches!(
        find_steps(&clash, None, Technique::NakedSingle),
        Err(Error::ConflictingGivens { .. })
    ));
    let solution = grid.solve().unwrap();
    let blank = (0..81).find(|&i| grid.as_bytes()[i] == 0).unwrap();
    let mut masks = [0x1ffu16; 81];
    masks[blank] &= !(1 << (solution.as_bytes()[blank] - 1));
    assert_eq!(
        find_steps(&grid, Some(&masks), Technique::NakedSingle),
        Err(Error::NoSolution)
    );
}

#[test]
fn templates_are_found_and_not_found() {
    let grid = puzzle(0);
    let solution = grid.solve().unwrap();
    let position = after(&grid, 5);
    let deletes = Technique::TemplateDelete.find_all(&position);
    assert!(!deletes.is_empty());
    for step in &deletes {
        assert!(
            step.text.starts_with("Template delete on "),
            "{}",
            step.text
        );
        assert!(step
            .eliminations
            .iter()
            .all(|e| solution.get(e.cell) != e.digit));
    }
    // At the start every cell of a digit's templates is open: each digit of the puzzle
    // is placed at most where a template puts it, and nothing is certain yet.
    let sets = Technique::TemplateSet.find_all(&Position::new(&grid).unwrap());
    for step in &sets {
        assert!(step
            .placements
            .iter()
            .all(|p| solution.get(p.cell) == p.digit));
    }
    // One blank cell: the template of its digit puts it there, which is a placement.
    let mut cells = *solution.as_bytes();
    cells[0] = 0;
    let nearly = Position::new(&Grid::from_bytes(&cells).unwrap()).unwrap();
    let set = Technique::TemplateSet.find_all(&nearly);
    assert_eq!(set.len(), 1);
    assert_eq!(set[0].placements[0].digit, solution.as_bytes()[0]);
    assert!(Technique::TemplateDelete.find_all(&nearly).is_empty());
}

#[test]
fn death_blossom_is_found_and_not_found() {
    let grid = puzzle(0);
    let solution = grid.solve().unwrap();
    let steps = Technique::DeathBlossom.find_all(&after(&grid, 5));
    assert!(!steps.is_empty());
    for step in &steps {
        assert!(
            step.text.starts_with("Death Blossom: stem "),
            "{}",
            step.text
        );
        assert!(step
            .eliminations
            .iter()
            .all(|e| solution.get(e.cell) != e.digit));
    }
    let mut cells = *solution.as_bytes();
    cells[0] = 0;
    cells[40] = 0;
    let nearly = Position::new(&Grid::from_bytes(&cells).unwrap()).unwrap();
    assert!(Technique::DeathBlossom.find_all(&nearly).is_empty());
}

/// Whether some step removes `digit` from the cell at (row, column), 1-based.
fn removes_any(steps: &[sudoku_wasm::Step], digit: u8, (r, c): Place) -> bool {
    let wanted = Candidate {
        cell: Cell::at(r - 1, c - 1),
        digit,
    };
    steps.iter().any(|s| s.eliminations.contains(&wanted))
}

/// Whether some step places `digit` in the cell at (row, column), 1-based.
fn places(steps: &[sudoku_wasm::Step], digit: u8, (r, c): Place) -> bool {
    let wanted = Candidate {
        cell: Cell::at(r - 1, c - 1),
        digit,
    };
    steps.iter().any(|s| s.placements == [wanted])
}

/// A cell as (row, column), 1-based.
type Place = (u8, u8);

/// Pencil marks on an empty grid: every digit everywhere, then `digit` kept in a unit
/// only at `keep` for each `(unit cells, keep)`.
fn crafted(digit: u8, units: &[(Vec<Place>, &[Place])]) -> Position {
    let index = |(r, c): Place| usize::from(r - 1) * 9 + usize::from(c - 1);
    let mut masks = [0x1ffu16; 81];
    for (unit, keep) in units {
        for &cell in unit.iter().filter(|cell| !keep.contains(cell)) {
            masks[index(cell)] &= !(1 << (digit - 1));
        }
    }
    Position::with_masks(&Grid::from_bytes(&[0; 81]).unwrap(), &masks).unwrap()
}

fn row(r: u8) -> Vec<Place> {
    (1..=9).map(|c| (r, c)).collect()
}

fn column(c: u8) -> Vec<Place> {
    (1..=9).map(|r| (r, c)).collect()
}

/// A grouped discontinuous nice loop with two strong links at its start places the
/// start's digit: 1 is only at r1c1 and r1c5 in row 1, only at r5c2 and r5c5 in row 5,
/// and only at r1c1, r2c2 and r3c2 in box 1. Not 1 in r1c1 makes r1c5 1, so not r5c5,
/// so r5c2, so not r2c2/r3c2, so r1c1 after all. With a third place in row 1, no loop.
#[test]
fn grouped_nice_loop_places_its_start() {
    let box1: Vec<Place> = (1..=3).flat_map(|r| (1..=3).map(move |c| (r, c))).collect();
    let loop_marks = |row1: &'static [Place]| {
        crafted(
            1,
            &[
                (row(1), row1),
                (row(5), &[(5, 2), (5, 5)]),
                (box1.clone(), &[(1, 1), (2, 2), (3, 2)]),
            ],
        )
    };
    let steps = Technique::GroupedAic.find_all(&loop_marks(&[(1, 1), (1, 5)]));
    assert!(places(&steps, 1, (1, 1)), "{steps:?}");
    let step = steps.iter().find(|s| !s.placements.is_empty()).unwrap();
    assert!(step.eliminations.is_empty());
    assert_eq!(
        step.text,
        "Grouped AIC: not 1 in r1c1 ⇒ 1 in r1c5 ⇒ not 1 in r5c5 ⇒ 1 in r5c2 ⇒ not 1 in \
         r2c2/r3c2 ⇒ 1 in r1c1. The chain comes back to its start, so r1c1 is 1."
    );
    let open = Technique::GroupedAic.find_all(&loop_marks(&[(1, 1), (1, 5), (1, 9)]));
    assert!(open.iter().all(|s| s.placements.is_empty()), "{open:?}");
}

/// A chain from a candidate to a group of another digit: r1c1 is 1/2/3, 1 is only at
/// r1c1 and r1c7 in row 1, r5c7 is 1/3 and 3 is only at r2c2, r3c2 and r5c2 in column 2.
/// Not 1 in r1c1 makes r1c7 1, r5c7 3, not r5c2 3, so 3 in r2c2/r3c2: either way r1c1
/// is not 3. With r5c7 1/3/4 the chain breaks.
#[test]
fn grouped_aic_concludes_from_ends_of_two_digits() {
    let position = |r5c7: &'static [u8]| {
        let mut rows = crafted(1, &[(row(1), &[(1, 1), (1, 7)])]).masks();
        let columns = crafted(3, &[(column(2), &[(2, 2), (3, 2), (5, 2)])]).masks();
        for (m, c) in rows.iter_mut().zip(columns) {
            *m &= c;
        }
        rows[0] = 0b111;
        rows[4 * 9 + 6] = r5c7.iter().fold(0, |m, d| m | 1 << (d - 1));
        Position::with_masks(&Grid::from_bytes(&[0; 81]).unwrap(), &rows).unwrap()
    };
    let steps = Technique::GroupedAic.find_all(&position(&[1, 3]));
    assert!(removes(&steps, 3, &[(1, 1)]), "{steps:?}");
    assert!(steps.iter().any(|s| s.text
        == "Grouped AIC: not 1 in r1c1 ⇒ 1 in r1c7 ⇒ not 1 in r5c7 ⇒ 3 in r5c7 ⇒ not 3 in \
            r5c2 ⇒ 3 in r2c2/r3c2. So 1 in r1c1 or 3 in r2c2/r3c2, which removes 3 from \
            r1c1."));
    let steps = Technique::GroupedAic.find_all(&position(&[1, 3, 4]));
    assert!(!removes_any(&steps, 3, (1, 1)), "{steps:?}");
}

/// The new conclusions on the sample's first puzzle, pinned: a grouped loop that comes
/// back to its start places a digit (after 36 steps), a chain ending on a group of
/// another digit removes from its start's cell (after 1 step), and ALS chains do both.
#[test]
fn nice_loops_on_a_sample_puzzle() {
    let grid = puzzle(0);
    let solution = grid.solve().unwrap();
    let steps = Technique::GroupedAic.find_all(&after(&grid, 36));
    assert!(places(&steps, 4, (3, 7)), "{steps:?}");
    let steps = Technique::GroupedAic.find_all(&after(&grid, 1));
    assert!(removes(&steps, 4, &[(9, 2)]), "{steps:?}");
    let steps = Technique::AlsChain.find_all(&after(&grid, 20));
    assert!(places(&steps, 1, (8, 2)), "{steps:?}");
    let steps = Technique::AlsChain.find_all(&after(&grid, 0));
    assert!(removes(&steps, 1, &[(4, 2)]), "{steps:?}");
    for k in [0, 1, 20, 36] {
        for t in [Technique::GroupedAic, Technique::AlsChain] {
            for s in t.find_all(&after(&grid, k)) {
                assert!(s.placements.iter().all(|p| solution.get(p.cell) == p.digit));
                assert!(s
                    .eliminations
                    .iter()
                    .all(|e| solution.get(e.cell) != e.digit));
            }
        }
    }
}

/// Grouped AICs and ALS chains on more of the sample, every sixth position of each path:
/// every placement is the solution's digit, no elimination removes it, and the loops
/// that come back to their start are among the steps.
#[test]
fn chains_are_sound_on_more_puzzles() {
    let mut placed = 0;
    for n in 1..=4 {
        let grid = puzzle(n);
        let solution = grid.solve().unwrap();
        let mut position = Position::new(&grid).unwrap();
        for (k, step) in solve_path(&grid).unwrap().iter().enumerate() {
            if k % 6 == 0 {
                for t in [Technique::GroupedAic, Technique::AlsChain] {
                    for s in t.find_all(&position) {
                        placed += s.placements.len();
                        assert_agrees(&s, &solution);
                    }
                }
            }
            position.apply(step);
        }
    }
    assert!(placed > 0);
}

/// The rectangles on two rows, two columns and two boxes, as corners `[r1c1, r1c2,
/// r2c1, r2c2]` (0 and 3 on one diagonal, 1 and 2 on the other).
fn rectangles() -> Vec<[usize; 4]> {
    let mut out = Vec::new();
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    if (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3) {
                        out.push([r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]);
                    }
                }
            }
        }
    }
    out
}

/// Every conclusion of `step` agrees with the solution: each placement is the solution's
/// digit, no elimination removes it.
fn assert_agrees(step: &Step, solution: &Grid) {
    for p in &step.placements {
        assert_eq!(solution.get(p.cell), p.digit, "{}", step.text);
    }
    for e in &step.eliminations {
        assert_ne!(solution.get(e.cell), e.digit, "{}", step.text);
    }
}

/// The puzzle with the solution's digits placed in `cells`.
fn placed(puzzle: &Grid, solution: &Grid, cells: &[usize]) -> Grid {
    let mut bytes = *puzzle.as_bytes();
    for &i in cells {
        bytes[i] = solution.as_bytes()[i];
    }
    Grid::from_bytes(&bytes).unwrap()
}

/// Avoidable rectangle type 1, built on the sample's puzzles: three corners of a rectangle
/// with no given placed as x, y, y (from the solution), the fourth, whose solution is
/// not x, still allowing x. With the givens known, x leaves it; when every filled cell
/// counts as given (`find_steps`), or the corners are givens, nothing is found.
#[test]
fn avoidable_rectangle_1_over_placed_cells_finds_and_over_givens_does_not() {
    let mut built = 0;
    for n in 0..10 {
        let puzzle = puzzle(n);
        let solution = puzzle.solve().unwrap();
        let (p, s) = (puzzle.as_bytes(), solution.as_bytes());
        for c in rectangles() {
            if c.iter().any(|&i| p[i] != 0) || s[c[1]] != s[c[2]] || s[c[3]] == s[c[0]] {
                continue;
            }
            let grid = placed(&puzzle, &solution, &c[..3]);
            let x = s[c[0]];
            if !Position::new(&grid).unwrap().contains(cell(c[3]), x) {
                continue;
            }
            built += 1;
            let steps =
                find_steps_with_givens(&puzzle, &grid, None, Technique::AvoidableRectangle1)
                    .unwrap();
            let wanted = [Candidate {
                cell: cell(c[3]),
                digit: x,
            }];
            assert!(steps.iter().any(|s| s.eliminations == wanted), "{steps:?}");
            for step in &steps {
                assert!(step.text.starts_with("Avoidable rectangle type 1 on "));
                assert_agrees(step, &solution);
            }
            // Every filled cell a given: no avoidable rectangle.
            assert!(find_steps(&grid, None, Technique::AvoidableRectangle1)
                .unwrap()
                .is_empty());
            assert!(
                find_steps_with_givens(&grid, &grid, None, Technique::AvoidableRectangle1)
                    .unwrap()
                    .is_empty()
            );
        }
    }
    assert!(built > 10, "{built}");
}

/// Avoidable rectangle type 2, built as type 1: two corners of one side placed as x and
/// y, the other two left with exactly the digit each would need and the same extra c
/// (one of them holds c in the solution): c leaves the cells that see both.
#[test]
fn avoidable_rectangle_2_over_placed_cells_finds_and_over_givens_does_not() {
    let mut built = 0;
    for n in 0..10 {
        let puzzle = puzzle(n);
        let solution = puzzle.solve().unwrap();
        let (p, s) = (puzzle.as_bytes(), solution.as_bytes());
        for c in rectangles() {
            // Corners 0 and 2 (one column) placed; 1 would need y = s[2], 3 x = s[0].
            let (x, y) = (s[c[0]], s[c[2]]);
            let extra = if s[c[1]] == y { s[c[3]] } else { s[c[1]] };
            if c.iter().any(|&i| p[i] != 0)
                || [x, y].contains(&extra)
                || !(s[c[1]] == y && s[c[3]] == extra || s[c[1]] == extra && s[c[3]] == x)
            {
                continue;
            }
            let grid = placed(&puzzle, &solution, &[c[0], c[2]]);
            let mut masks = [0x1ffu16; 81];
            let bit = |d: u8| 1u16 << (d - 1);
            masks[c[1]] = bit(y) | bit(extra);
            masks[c[3]] = bit(x) | bit(extra);
            let position = Position::with_masks(&grid, &masks).unwrap();
            if position.mask(cell(c[1])) != masks[c[1]] || position.mask(cell(c[3])) != masks[c[3]]
            {
                continue;
            }
            let targets: Vec<Candidate> = (0..81)
                .filter(|&i| i != c[1] && i != c[3] && sees(i, c[1]) && sees(i, c[3]))
                .filter(|&i| position.contains(cell(i), extra))
                .map(|i| Candidate {
                    cell: cell(i),
                    digit: extra,
                })
                .collect();
            if targets.is_empty() {
                continue;
            }
            built += 1;
            let steps = find_steps_with_givens(
                &puzzle,
                &grid,
                Some(&masks),
                Technique::AvoidableRectangle2,
            )
            .unwrap();
            assert!(steps.iter().any(|s| s.eliminations == targets), "{steps:?}");
            for step in &steps {
                assert!(step.text.starts_with("Avoidable rectangle type 2 on "));
                assert_agrees(step, &solution);
            }
            assert!(
                find_steps(&grid, Some(&masks), Technique::AvoidableRectangle2)
                    .unwrap()
                    .is_empty()
            );
        }
    }
    assert!(built > 10, "{built}");
}

/// Along the solution paths of the sample, with the puzzle as the givens and the digits
/// placed so far as placed: every avoidable rectangle found agrees with the solution.
#[test]
fn avoidable_rectangles_are_sound_along_the_paths() {
    let mut found = 0;
    for n in 0..PUZZLES_FOR_RECTANGLES {
        let puzzle = puzzle(n);
        let solution = puzzle.solve().unwrap();
        let mut position = Position::new(&puzzle).unwrap();
        for step in solve_path(&puzzle).unwrap() {
            for t in [
                Technique::AvoidableRectangle1,
                Technique::AvoidableRectangle2,
            ] {
                let masks = position.masks();
                for s in find_steps_with_givens(&puzzle, &position.grid(), Some(&masks), t).unwrap()
                {
                    assert_eq!(s.technique, t);
                    assert!(!s.eliminations.is_empty(), "{}", s.text);
                    assert_agrees(&s, &solution);
                    found += 1;
                }
            }
            position.apply(&step);
        }
    }
    assert!(found > 0);
}

/// A given the grid lacks or contradicts is an error naming it; givens with several
/// solutions give no avoidable rectangle (the swap would not be a second solution).
#[test]
fn find_steps_with_givens_checks_the_givens() {
    let puzzle = puzzle(0);
    let solution = puzzle.solve().unwrap();
    let first = (0..81).find(|&i| puzzle.as_bytes()[i] != 0).unwrap();
    let mut cells = *puzzle.as_bytes();
    cells[first] = 0;
    let grid = Grid::from_bytes(&cells).unwrap();
    let err = find_steps_with_givens(&puzzle, &grid, None, Technique::NakedSingle).unwrap_err();
    assert_eq!(err.code(), "InvalidPuzzle");
    assert!(
        err.to_string()
            .starts_with(&format!("invalid puzzle at givens[{first}]: ")),
        "{err}"
    );
    // Fewer givens than the puzzle: several solutions, so no avoidable rectangle even
    // where the full puzzle has one.
    let several = Grid::from_bytes(&[0; 81]).unwrap();
    for t in [
        Technique::AvoidableRectangle1,
        Technique::AvoidableRectangle2,
    ] {
        assert!(find_steps_with_givens(&several, &solution, None, t)
            .unwrap()
            .is_empty());
    }
    // Other techniques do not read the givens.
    assert_eq!(
        find_steps_with_givens(&several, &puzzle, None, Technique::HiddenSingle).unwrap(),
        find_steps(&puzzle, None, Technique::HiddenSingle).unwrap()
    );
}

fn cell(i: usize) -> Cell {
    Cell::at((i / 9) as u8, (i % 9) as u8)
}

fn sees(i: usize, j: usize) -> bool {
    i / 9 == j / 9 || i % 9 == j % 9 || (i / 27 == j / 27 && i % 9 / 3 == j % 9 / 3)
}

/// Death Blossom petals of any size, a two-candidate cell included, and stems of four
/// candidates: found along the sample's first paths, every one agreeing with the
/// solution.
#[test]
fn death_blossom_petals_of_any_size() {
    let (mut one_cell, mut four_digit_stem) = (0, 0);
    for n in 0..4 {
        let grid = puzzle(n);
        let solution = grid.solve().unwrap();
        let mut position = Position::new(&grid).unwrap();
        for (k, step) in solve_path(&grid).unwrap().iter().enumerate() {
            if k % 3 == 0 {
                for s in Technique::DeathBlossom.find_all(&position) {
                    assert_agrees(&s, &solution);
                    // "petals 1: the ALS r4c1 (1/6); ..." names each petal's cells.
                    let petals = s.text.split("the ALS ").skip(1);
                    one_cell += petals.filter(|p| p.find(" (") == Some(4)).count();
                    let stem = s.text.split(" (").nth(1).unwrap().split(')').next();
                    four_digit_stem += usize::from(stem.unwrap().len() == 7);
                }
            }
            position.apply(step);
        }
    }
    assert!(
        one_cell > 0 && four_digit_stem > 0,
        "{one_cell} {four_digit_stem}"
    );
}

/// A continuous nice loop gives every elimination of its weak links in one step: after
/// one step of the sample's first puzzle, 1 is in column 1's box-4 cells or in column
/// 3's, and in r2c1 or column 3's box-1 cells, so box 4 and box 1 lose 1 elsewhere. At
/// the start, with more places for 1 in those columns, there is no such loop.
#[test]
fn continuous_loop_removes_along_every_weak_link() {
    let grid = puzzle(0);
    let looped = |k: usize| {
        Technique::GroupedAic
            .find_all(&after(&grid, k))
            .into_iter()
            .filter(|s| s.text.contains("a continuous loop"))
            .collect::<Vec<_>>()
    };
    let steps = looped(1);
    assert!(removes(&steps, 1, &[(1, 2), (2, 2), (4, 2)]), "{steps:?}");
    assert!(steps.iter().any(|s| s.text
        == "Grouped AIC: not 1 in r2c1 ⇒ 1 in r4c1/r5c1/r6c1 ⇒ not 1 in r4c3/r5c3/r6c3 ⇒ 1 \
            in r1c3/r2c3 ⇒ not 1 in r2c1, the start: a continuous loop, so each of its weak \
            links (⇒ not) joins two nodes of which exactly one is true, which removes 1 \
            from r1c2, r2c2 and r4c2."));
    assert!(!removes_any(&looped(0), 1, (4, 2)));
}

/// Sue de Coq along the sample's first paths: found, every step agreeing with the
/// solution and naming its crossing; none in a grid with two blank cells.
#[test]
fn sue_de_coq_is_found_and_not_found() {
    let mut found = 0;
    for n in 0..4 {
        let grid = puzzle(n);
        let solution = grid.solve().unwrap();
        let mut position = Position::new(&grid).unwrap();
        for (k, step) in solve_path(&grid).unwrap().iter().enumerate() {
            if k % 3 == 0 {
                for s in Technique::SueDeCoq.find_all(&position) {
                    assert!(s.text.starts_with("Sue de Coq: "), "{}", s.text);
                    assert_eq!(s.units.len(), 2);
                    assert_agrees(&s, &solution);
                    found += 1;
                }
            }
            position.apply(step);
        }
    }
    assert!(found > 0);
    let mut cells = *puzzle(0).solve().unwrap().as_bytes();
    cells[0] = 0;
    cells[1] = 0;
    let nearly = Position::new(&Grid::from_bytes(&cells).unwrap()).unwrap();
    assert!(Technique::SueDeCoq.find_all(&nearly).is_empty());
}
