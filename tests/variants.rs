//! The variant engine (`variant::Puzzle`): per constraint, grids that satisfy and that
//! break it; every solution found obeys every rule by an independent checker (written
//! here from the rules, apart from the engine's propagators and its own check); counts
//! equal a naive exhaustive search on 4×4 and 6×6 with random constraints (proptest);
//! and a sample of the Interactive Sudoku Solver's puzzles (tests/fixtures/variants/,
//! read with `from_fpuzzles`).
// proptest is a native dev-dependency: on wasm32 there is nothing to run here.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use sudoku_wasm::variant::{Axis, Constraint, Diagonal, Mark, Puzzle};
use sudoku_wasm::Error;

// ---------------------------------------------------------------------------------------
// The independent checker: does a full grid obey a puzzle's rules?
// ---------------------------------------------------------------------------------------

/// Why a full grid breaks the puzzle, or `Ok`. Every rule is read from its definition in
/// the README's table, cell by cell, with no shared code with the engine.
fn obeys(p: &Puzzle, g: &[u8]) -> Result<(), String> {
    let n = usize::from(p.size);
    let at = |r: usize, c: usize| g[r * n + c];
    let val = |c: &u16| i64::from(g[usize::from(*c)]);
    let all_differ = |cells: &[usize]| {
        let mut seen = vec![false; n + 1];
        cells
            .iter()
            .all(|&c| !std::mem::replace(&mut seen[usize::from(g[c])], true))
    };
    if g.len() != n * n || g.iter().any(|&d| d < 1 || usize::from(d) > n) {
        return Err("not a full grid".into());
    }
    for (i, (&given, &digit)) in p.givens.iter().zip(g).enumerate() {
        if given != 0 && given != digit {
            return Err(format!("given at {i} changed"));
        }
    }
    for r in 0..n {
        if !all_differ(&(0..n).map(|c| r * n + c).collect::<Vec<_>>()) {
            return Err(format!("row {r}"));
        }
        if !all_differ(&(0..n).map(|c| c * n + r).collect::<Vec<_>>()) {
            return Err(format!("column {r}"));
        }
    }
    // Regions: given, or boxes of R×(N/R), R the largest divisor of N with R*R <= N.
    let region: Vec<usize> = match &p.regions {
        Some(r) => r.iter().map(|&x| usize::from(x)).collect(),
        None => {
            let rows = (1..=n).filter(|r| n % r == 0 && r * r <= n).max().unwrap();
            let cols = n / rows;
            (0..n * n)
                .map(|i| (i / n / rows) * (n / cols) + (i % n) / cols)
                .collect()
        }
    };
    for k in 0..n {
        let cells: Vec<usize> = (0..n * n).filter(|&i| region[i] == k).collect();
        if !all_differ(&cells) {
            return Err(format!("region {k}"));
        }
    }
    let adjacent = |a: u16, b: u16| {
        let (a, b) = (usize::from(a), usize::from(b));
        (a / n == b / n && a.abs_diff(b) == 1) || a.abs_diff(b) == n
    };
    let has_mark = |a: u16, b: u16, want: &dyn Fn(&Constraint) -> bool| {
        p.constraints.iter().any(|c| {
            want(c)
                && match c {
                    Constraint::KropkiWhite { cells, .. }
                    | Constraint::KropkiBlack { cells, .. }
                    | Constraint::Xv { cells, .. } => {
                        (cells[0] == a && cells[1] == b) || (cells[0] == b && cells[1] == a)
                    }
                    _ => false,
                }
        })
    };
    for (k, con) in p.constraints.iter().enumerate() {
        let bad = Err(format!("constraints[{k}] {con:?}"));
        let ok = match con {
            Constraint::Diagonal { direction } => all_differ(
                &(0..n)
                    .map(|i| match direction {
                        Diagonal::Main => i * n + i,
                        Diagonal::Anti => (n - 1 - i) * n + i,
                    })
                    .collect::<Vec<_>>(),
            ),
            Constraint::ExtraRegion { cells } => {
                all_differ(&cells.iter().map(|&c| usize::from(c)).collect::<Vec<_>>())
            }
            Constraint::KillerCage { cells, sum } => {
                all_differ(&cells.iter().map(|&c| usize::from(c)).collect::<Vec<_>>())
                    && sum.map_or(true, |s| cells.iter().map(val).sum::<i64>() == i64::from(s))
            }
            Constraint::LittleKiller { cells, sum } => {
                cells.iter().map(val).sum::<i64>() == i64::from(*sum)
            }
            Constraint::Sandwich { axis, index, sum } => {
                let i = usize::from(*index);
                let line: Vec<u8> = (0..n)
                    .map(|j| {
                        if *axis == Axis::Row {
                            at(i, j)
                        } else {
                            at(j, i)
                        }
                    })
                    .collect();
                let a = line.iter().position(|&d| d == 1).unwrap();
                let b = line.iter().position(|&d| usize::from(d) == n).unwrap();
                let (lo, hi) = (a.min(b), a.max(b));
                line[lo + 1..hi].iter().map(|&d| i64::from(d)).sum::<i64>() == i64::from(*sum)
            }
            Constraint::Thermometer { cells } => cells.windows(2).all(|w| val(&w[0]) < val(&w[1])),
            Constraint::Arrow { circle, line } => {
                let mut number = 0i64;
                for c in circle {
                    number = number * 10 + val(c);
                }
                number == line.iter().map(val).sum::<i64>()
            }
            Constraint::KropkiWhite { cells, difference } => {
                (val(&cells[0]) - val(&cells[1])).abs() == i64::from(*difference)
            }
            Constraint::KropkiBlack { cells, ratio } => {
                let (x, y) = (val(&cells[0]), val(&cells[1]));
                x == i64::from(*ratio) * y || y == i64::from(*ratio) * x
            }
            Constraint::Xv { cells, sum } => val(&cells[0]) + val(&cells[1]) == i64::from(*sum),
            Constraint::AntiKnight {} | Constraint::AntiKing {} => {
                let knight = matches!(con, Constraint::AntiKnight {});
                let mut fine = true;
                for a in 0..n * n {
                    for b in 0..n * n {
                        let (dr, dc) = ((a / n).abs_diff(b / n), (a % n).abs_diff(b % n));
                        let touch = if knight {
                            dr * dr + dc * dc == 5
                        } else {
                            a != b && dr <= 1 && dc <= 1
                        };
                        if touch && g[a] == g[b] {
                            fine = false;
                        }
                    }
                }
                fine
            }
            Constraint::NonConsecutive {} => (0..(n * n) as u16).all(|a| {
                (0..(n * n) as u16).all(|b| {
                    !adjacent(a, b)
                        || (val(&a) - val(&b)).abs() != 1
                        || has_mark(a, b, &|c| {
                            matches!(c, Constraint::KropkiWhite { difference: 1, .. })
                        })
                })
            }),
            Constraint::Negative { mark } => (0..(n * n) as u16).all(|a| {
                (0..(n * n) as u16).all(|b| {
                    if !adjacent(a, b) {
                        return true;
                    }
                    let (x, y) = (val(&a), val(&b));
                    match mark {
                        Mark::KropkiWhite => {
                            (x - y).abs() != 1
                                || has_mark(a, b, &|c| matches!(c, Constraint::KropkiWhite { .. }))
                        }
                        Mark::KropkiBlack => {
                            (x != 2 * y && y != 2 * x)
                                || has_mark(a, b, &|c| matches!(c, Constraint::KropkiBlack { .. }))
                        }
                        Mark::X => {
                            x + y != 10
                                || has_mark(a, b, &|c| matches!(c, Constraint::Xv { sum: 10, .. }))
                        }
                        Mark::V => {
                            x + y != 5
                                || has_mark(a, b, &|c| matches!(c, Constraint::Xv { sum: 5, .. }))
                        }
                    }
                })
            }),
            Constraint::Odd { cells } => cells.iter().all(|c| val(c) % 2 == 1),
            Constraint::Even { cells } => cells.iter().all(|c| val(c) % 2 == 0),
            Constraint::Renban { cells } => {
                let mut v: Vec<i64> = cells.iter().map(val).collect();
                v.sort_unstable();
                v.windows(2).all(|w| w[1] == w[0] + 1)
            }
            Constraint::Palindrome { cells } => {
                let v: Vec<i64> = cells.iter().map(val).collect();
                v.iter().eq(v.iter().rev())
            }
            Constraint::Between { cells } => {
                let (a, b) = (val(&cells[0]), val(&cells[cells.len() - 1]));
                cells[1..cells.len() - 1]
                    .iter()
                    .all(|c| a.min(b) < val(c) && val(c) < a.max(b))
            }
            Constraint::Quadruple { cells, digits } => {
                let mut left: Vec<i64> = cells.iter().map(val).collect();
                digits
                    .iter()
                    .all(|&d| match left.iter().position(|&v| v == i64::from(d)) {
                        Some(i) => {
                            left.remove(i);
                            true
                        }
                        None => false,
                    })
            }
            Constraint::Whispers { cells, difference } => {
                let d = i64::from(difference.unwrap_or(p.size.div_ceil(2)));
                cells
                    .windows(2)
                    .all(|w| (val(&w[0]) - val(&w[1])).abs() >= d)
            }
        };
        if !ok {
            return bad;
        }
    }
    Ok(())
}

/// Every full grid of the puzzle's size (rows, columns, regions), by plain
/// backtracking, that obeys the puzzle: the naive oracle, for 4×4 and 6×6 with givens.
fn naive_count(p: &Puzzle, limit: usize) -> usize {
    let n = usize::from(p.size);
    let region = p.region_of_cells();
    let mut g = p.givens.clone();
    fn fill(
        p: &Puzzle,
        region: &[u8],
        g: &mut Vec<u8>,
        i: usize,
        n: usize,
        found: &mut usize,
        limit: usize,
    ) {
        if *found >= limit {
            return;
        }
        if i == n * n {
            if obeys(p, g).is_ok() {
                *found += 1;
            }
            return;
        }
        if p.givens[i] != 0 {
            return fill(p, region, g, i + 1, n, found, limit);
        }
        for d in 1..=n as u8 {
            let clash = (0..n * n).any(|j| {
                j != i && g[j] == d && (j / n == i / n || j % n == i % n || region[j] == region[i])
            });
            if !clash {
                g[i] = d;
                fill(p, region, g, i + 1, n, found, limit);
                g[i] = 0;
            }
        }
    }
    let mut found = 0;
    // Givens that clash among themselves admit nothing.
    for i in 0..n * n {
        for j in 0..i {
            if g[i] != 0
                && g[i] == g[j]
                && (j / n == i / n || j % n == i % n || region[j] == region[i])
            {
                return 0;
            }
        }
    }
    fill(p, &region, &mut g, 0, n, &mut found, limit);
    found
}

// ---------------------------------------------------------------------------------------
// Fixtures: one solved grid per size; constraints that it satisfies and that it breaks.
// ---------------------------------------------------------------------------------------

/// A solved 9×9 (the README's classic example's solution).
const GRID9: &str =
    "135469278782135649469278135321546897874913526596827413917652384643781952258394761";

fn grid9() -> Vec<u8> {
    GRID9.bytes().map(|b| b - b'0').collect()
}

/// (constraint, satisfied by GRID9?) pairs covering every kind, both ways.
fn cases9() -> Vec<(Constraint, bool)> {
    use Constraint::*;
    // GRID9 rows: 135469278 / 782135649 / 469278135 / 321546897 / 874913526 /
    //             596827413 / 917652384 / 643781952 / 258394761
    vec![
        (
            Diagonal {
                direction: sudoku_wasm::variant::Diagonal::Main,
            },
            false,
        ), // 1,8,9,5,1,...: repeats
        (
            ExtraRegion {
                cells: vec![0, 1, 2, 9, 10, 11],
            },
            true,
        ),
        (ExtraRegion { cells: vec![0, 12] }, false), // 1 and 1
        (
            KillerCage {
                cells: vec![0, 1, 2],
                sum: Some(9),
            },
            true,
        ),
        (
            KillerCage {
                cells: vec![0, 1, 2],
                sum: Some(10),
            },
            false,
        ),
        (
            KillerCage {
                cells: vec![0, 12],
                sum: None,
            },
            false,
        ),
        (
            LittleKiller {
                cells: vec![1, 11, 21],
                sum: 3 + 2 + 2,
            },
            true,
        ),
        (
            LittleKiller {
                cells: vec![1, 11, 21],
                sum: 9,
            },
            false,
        ),
        // Row 0: 1 3 5 4 6 9 ...: between the 1 and the 9: 3+5+4+6 = 18.
        (
            Sandwich {
                axis: Axis::Row,
                index: 0,
                sum: 18,
            },
            true,
        ),
        (
            Sandwich {
                axis: Axis::Row,
                index: 0,
                sum: 17,
            },
            false,
        ),
        // Column 0: 1 7 4 3 8 5 9 6 2: between: 7+4+3+8+5 = 27.
        (
            Sandwich {
                axis: Axis::Column,
                index: 0,
                sum: 27,
            },
            true,
        ),
        (
            Thermometer {
                cells: vec![0, 1, 2],
            },
            true,
        ), // 1 3 5
        (Thermometer { cells: vec![2, 3] }, false), // 5 4
        (
            Arrow {
                circle: vec![5],
                line: vec![0, 1, 2],
            },
            true,
        ), // 9 = 1+3+5
        (
            Arrow {
                circle: vec![4],
                line: vec![0, 1],
            },
            false,
        ), // 6 != 4
        (
            Arrow {
                circle: vec![0, 1],
                line: vec![5, 3],
            },
            true,
        ), // 13 = 9+4
        (
            KropkiWhite {
                cells: [2, 3],
                difference: 1,
            },
            true,
        ), // 5 4
        (
            KropkiWhite {
                cells: [0, 1],
                difference: 2,
            },
            true,
        ), // 1 3
        (
            KropkiWhite {
                cells: [0, 1],
                difference: 1,
            },
            false,
        ),
        (
            KropkiBlack {
                cells: [7, 8],
                ratio: 2,
            },
            false,
        ), // 7 8
        (
            KropkiBlack {
                cells: [3, 12],
                ratio: 2,
            },
            false,
        ), // 4 1
        (
            KropkiBlack {
                cells: [6, 7],
                ratio: 2,
            },
            false,
        ), // 2 7
        (
            KropkiBlack {
                cells: [0, 9],
                ratio: 7,
            },
            true,
        ), // 1 7
        (
            Xv {
                cells: [2, 3],
                sum: 9,
            },
            true,
        ),
        (
            Xv {
                cells: [0, 9],
                sum: 10,
            },
            false,
        ), // 1+7
        (
            Xv {
                cells: [1, 2],
                sum: 10,
            },
            false,
        ),
        (
            Xv {
                cells: [6, 15],
                sum: 10,
            },
            false,
        ), // 2+6
        (AntiKnight {}, false),
        (AntiKing {}, false),
        (NonConsecutive {}, false),
        (
            Odd {
                cells: vec![0, 1, 2],
            },
            true,
        ),
        (Odd { cells: vec![3] }, false),
        (Even { cells: vec![3, 4] }, true),
        (Even { cells: vec![5] }, false),
        (
            Renban {
                cells: vec![1, 2, 3],
            },
            true,
        ), // 3 5 4
        (Renban { cells: vec![0, 1] }, false), // 1 3
        (
            Palindrome {
                cells: vec![1, 2, 3, 10],
            },
            false,
        ),
        (Palindrome { cells: vec![0, 12] }, true), // 1 .. 1
        (
            Between {
                cells: vec![0, 1, 2, 5],
            },
            true,
        ), // 1 < 3,5 < 9
        (
            Between {
                cells: vec![1, 0, 2],
            },
            false,
        ),
        (
            Quadruple {
                cells: vec![0, 1, 9, 10],
                digits: vec![1, 8],
            },
            true,
        ),
        (
            Quadruple {
                cells: vec![0, 1, 9, 10],
                digits: vec![1, 1],
            },
            false,
        ),
        (
            Whispers {
                cells: vec![5, 14, 13],
                difference: None,
            },
            false,
        ), // 9 5: 4 < 5
        (
            Whispers {
                cells: vec![0, 5],
                difference: Some(5),
            },
            true,
        ), // 1 9 (not adjacent: fine)
        (
            Whispers {
                cells: vec![0, 5],
                difference: Some(8),
            },
            true,
        ),
        (
            Negative {
                mark: Mark::KropkiBlack,
            },
            false,
        ),
        (Negative { mark: Mark::V }, false),
    ]
}

#[test]
fn each_constraint_satisfied_and_broken() {
    let solution = grid9();
    for (k, (constraint, satisfied)) in cases9().into_iter().enumerate() {
        let mut puzzle = Puzzle::new(9);
        puzzle.constraints.push(constraint.clone());
        assert_eq!(puzzle.validate_shape(), Ok(()), "case {k}");
        // The independent checker agrees with the fixture.
        assert_eq!(
            obeys(&puzzle, &solution).is_ok(),
            satisfied,
            "checker, case {k}: {constraint:?}"
        );
        // The engine's conflicts on the full grid as givens agree too.
        puzzle.givens = solution.clone();
        let conflicts = puzzle.conflicts().unwrap();
        assert_eq!(
            conflicts.is_empty(),
            satisfied,
            "conflicts, case {k}: {constraint:?} {conflicts:?}"
        );
        if !satisfied {
            assert!(conflicts
                .iter()
                .all(|c| c.rule == constraint.name() && c.constraint == Some(0)));
        }
        // And the search: the grid is its own unique solution, or the givens break a rule.
        match puzzle.count_solutions(2) {
            Ok(count) => assert!(satisfied && count == 1, "case {k}: {count}"),
            Err(err) => {
                assert!(!satisfied, "case {k}: {err}");
                assert_eq!(err.code(), "ConflictingGivens", "case {k}: {err}");
            }
        }
    }
}

#[test]
fn the_first_conflict_is_the_error() {
    let mut puzzle = Puzzle::new(4);
    puzzle.givens[0] = 1;
    puzzle.givens[1] = 2;
    puzzle.constraints.push(Constraint::Xv {
        cells: [0, 1],
        sum: 5,
    });
    assert_eq!(
        puzzle.solve(),
        Err(Error::BrokenRule {
            rule: "xv".into(),
            cells: vec![0, 1],
            size: 4
        })
    );
    let conflicts = puzzle.conflicts().unwrap();
    assert_eq!(conflicts.len(), 1);
}

#[test]
fn no_solution_and_budget() {
    // Consistent givens, no solution: a thermometer that needs five digits on 4×4.
    let mut puzzle = Puzzle::new(4);
    puzzle.constraints.push(Constraint::Thermometer {
        cells: vec![0, 1, 5, 4],
    });
    puzzle.constraints.push(Constraint::KillerCage {
        cells: vec![0, 4],
        sum: Some(7),
    });
    assert_eq!(puzzle.solve(), Err(Error::NoSolution));
    assert_eq!(puzzle.count_solutions(2), Ok(0));
    // The budget: an empty 16×16 has more solutions than 50 guesses can count.
    let empty = Puzzle::new(16);
    match empty.count_solutions_with_budget(u64::MAX, 50) {
        Err(Error::BudgetExceeded {
            max_guesses: 50, ..
        }) => {}
        other => panic!("{other:?}"),
    }
    // Malformed: the shape error comes first.
    let mut bad = Puzzle::new(4);
    bad.givens.pop();
    assert_eq!(bad.solve().unwrap_err().code(), "InvalidPuzzle");
    assert_eq!(bad.conflicts().unwrap_err().code(), "InvalidPuzzle");
}

#[test]
fn every_size_solves() {
    for n in 1..=25u8 {
        let puzzle = Puzzle::new(n);
        let solution = puzzle.solve().unwrap_or_else(|e| panic!("size {n}: {e}"));
        assert_eq!(obeys(&puzzle, &solution), Ok(()), "size {n}");
    }
    // Jigsaw regions on 5×5 (a prime size: the default boxes are rows).
    let mut jigsaw = Puzzle::new(5);
    jigsaw.regions = Some(vec![
        0, 0, 0, 1, 1, //
        0, 0, 1, 1, 1, //
        2, 2, 2, 3, 3, //
        4, 2, 2, 3, 3, //
        4, 4, 4, 4, 3,
    ]);
    let solution = jigsaw.solve().unwrap();
    assert_eq!(obeys(&jigsaw, &solution), Ok(()));
}

// ---------------------------------------------------------------------------------------
// The ISS sample.
// ---------------------------------------------------------------------------------------

/// The ISS puzzles the suite solves (the others are in the benchmark only): at least
/// one of each kind the data set holds but the slowest.
#[cfg(feature = "variants")]
const ISS_SAMPLE: &[&str] = &[
    "16x16",
    "16x16: Jigsaw",
    "6x6",
    "Anti-knight Anti-consecutive",
    "Anti-knight Anti-king",
    "Arrow",
    "Between 1 and 9 Sudoku",
    "German Whispers",
    "HS_KILLERS#1",
    "Hailstone - little killer [easier]",
    "Killer sudoku [0 cage]",
    "Kropki sudoku",
    "Little Killer Sudoku",
    "Odd & even",
    "Quadruple - repeated values",
    "Sudoku Variants Series (013) - Palindrome Sudoku",
    "Sudoku Variants Series (173) - Between Lines Sudoku",
    "Windoku",
    "X-Windoku",
    "XV-sudoku",
];

/// The sample of ISS's puzzles (f-puzzles JSON, read by `from_fpuzzles`): each solved to
/// its recorded solution and proved unique.
#[cfg(feature = "variants")]
#[test]
fn iss_sample_solves_uniquely() {
    use sudoku_wasm::variant::fpuzzles::from_fpuzzles;

    let text = include_str!("fixtures/variants/iss-variants.jsonl");
    let mut seen = 0;
    for line in text.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        let name = value["name"].as_str().unwrap();
        if !ISS_SAMPLE.contains(&name) {
            continue;
        }
        let puzzle = from_fpuzzles(&value["fpuzzles"].to_string()).unwrap();
        let solution: Vec<u8> = match &value["solution"] {
            serde_json::Value::String(digits) => digits.bytes().map(|b| b - b'0').collect(),
            list => list
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_u64().unwrap() as u8)
                .collect(),
        };
        assert_eq!(obeys(&puzzle, &solution), Ok(()), "{name}");
        let counted = puzzle
            .solve_and_count(2, 1_000_000)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(counted.count, 1, "{name}");
        assert!(counted.complete, "{name}");
        assert_eq!(counted.solution, solution, "{name}");
        assert!(puzzle.conflicts().unwrap().is_empty(), "{name}");
        seen += 1;
    }
    assert_eq!(seen, ISS_SAMPLE.len());
}

// ---------------------------------------------------------------------------------------
// Random constraints on small grids: engine == naive, solutions obey.
// ---------------------------------------------------------------------------------------

/// A random constraint on an N×N grid, built from random cells.
fn constraint(n: u8) -> impl Strategy<Value = Constraint> {
    let cells = usize::from(n) * usize::from(n);
    let cell = 0..cells as u16;
    let line =
        proptest::sample::subsequence((0..cells as u16).collect::<Vec<_>>(), 2..=3).prop_shuffle();
    let pair = (0..cells as u16, any::<bool>()).prop_map(move |(c, down)| {
        let n = u16::from(n);
        let (r, col) = (c / n, c % n);
        if down && r + 1 < n {
            [c, c + n]
        } else if col + 1 < n {
            [c, c + 1]
        } else {
            [c, c - 1]
        }
    });
    let digit = 1..=n;
    prop_oneof![
        Just(Constraint::Diagonal {
            direction: Diagonal::Main
        }),
        Just(Constraint::Diagonal {
            direction: Diagonal::Anti
        }),
        line.clone()
            .prop_map(|cells| Constraint::ExtraRegion { cells }),
        (line.clone(), 3..=2 * u32::from(n) + 1).prop_map(|(cells, s)| Constraint::KillerCage {
            cells,
            sum: Some(s)
        }),
        line.clone()
            .prop_map(|cells| Constraint::KillerCage { cells, sum: None }),
        (line.clone(), 2..=2 * u32::from(n))
            .prop_map(|(cells, sum)| Constraint::LittleKiller { cells, sum }),
        (any::<bool>(), 0..n, 0..=u32::from(n) * 2).prop_map(|(row, index, sum)| {
            Constraint::Sandwich {
                axis: if row { Axis::Row } else { Axis::Column },
                index,
                sum,
            }
        }),
        line.clone()
            .prop_map(|cells| Constraint::Thermometer { cells }),
        line.clone().prop_map(|cells| Constraint::Arrow {
            circle: vec![cells[0]],
            line: cells[1..].to_vec()
        }),
        pair.clone().prop_map(|cells| Constraint::KropkiWhite {
            cells,
            difference: 1
        }),
        pair.clone()
            .prop_map(|cells| Constraint::KropkiBlack { cells, ratio: 2 }),
        (pair.clone(), 3..=u8::max(n + n - 1, 3))
            .prop_map(|(cells, sum)| Constraint::Xv { cells, sum }),
        Just(Constraint::AntiKnight {}),
        Just(Constraint::AntiKing {}),
        Just(Constraint::NonConsecutive {}),
        cell.clone()
            .prop_map(|c| Constraint::Odd { cells: vec![c] }),
        cell.prop_map(|c| Constraint::Even { cells: vec![c] }),
        line.clone().prop_map(|cells| Constraint::Renban { cells }),
        line.clone()
            .prop_map(|cells| Constraint::Palindrome { cells }),
        line.clone().prop_map(|cells| Constraint::Between { cells }),
        (line.clone(), proptest::collection::vec(digit, 1..=2))
            .prop_map(|(cells, digits)| Constraint::Quadruple { cells, digits }),
        line.prop_map(|cells| Constraint::Whispers {
            cells,
            difference: None
        }),
        prop_oneof![
            Just(Mark::KropkiWhite),
            Just(Mark::KropkiBlack),
            Just(Mark::X),
            Just(Mark::V)
        ]
        .prop_map(|mark| Constraint::Negative { mark }),
    ]
}

/// A random puzzle: size 4 with no givens, or size 6 with some givens from a solution
/// (so that the naive search stays small), and 1-3 random constraints.
fn small_puzzle() -> impl Strategy<Value = Puzzle> {
    let four = proptest::collection::vec(constraint(4), 1..=3).prop_map(|constraints| {
        let mut p = Puzzle::new(4);
        p.constraints = constraints;
        p
    });
    let six = (
        proptest::collection::vec(constraint(6), 1..=3),
        proptest::collection::vec(any::<bool>(), 36),
        any::<u64>(),
    )
        .prop_map(|(constraints, keep, seed)| {
            // A solution of a blank 6×6, digits relabelled by the seed.
            let base = Puzzle::new(6).solve().unwrap();
            let mut perm: Vec<u8> = (1..=6).collect();
            let mut s = seed;
            for i in (1..6).rev() {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                perm.swap(i, (s >> 33) as usize % (i + 1));
            }
            let mut p = Puzzle::new(6);
            for (i, &d) in base.iter().enumerate() {
                if keep[i] || i % 3 == 0 {
                    p.givens[i] = perm[usize::from(d) - 1];
                }
            }
            p.constraints = constraints;
            p
        });
    prop_oneof![four, six]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// The engine counts what a naive exhaustive search counts, and every solution it
    /// returns obeys every rule.
    #[test]
    fn counts_match_naive_search(puzzle in small_puzzle()) {
        prop_assume!(puzzle.validate_shape().is_ok());
        let naive = naive_count(&puzzle, 1000);
        match puzzle.count_solutions(1000) {
            Ok(count) => prop_assert_eq!(count as usize, naive, "{:?}", puzzle),
            Err(err) => {
                prop_assert_eq!(err.code(), "ConflictingGivens", "{:?}", puzzle);
                prop_assert_eq!(naive, 0);
            }
        }
        if let Ok(solution) = puzzle.solve() {
            prop_assert_eq!(obeys(&puzzle, &solution), Ok(()));
        }
    }
}
