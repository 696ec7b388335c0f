//! The variant engine (`variant::Puzzle`): per constraint, grids that satisfy and that
//! break it; every solution found obeys every rule by an independent checker (written
//! here from the rules, apart from the engine's propagators and its own check); counts
//! equal a naive exhaustive search on 4×4 and 6×6 with random constraints (proptest);
//! and a sample of the Interactive Sudoku Solver's puzzles (tests/fixtures/variants/,
//! read with `from_fpuzzles`).
// proptest is a native dev-dependency: on wasm32 there is nothing to run here.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use sudoku_wasm::variant::{Axis, Constraint, Diagonal, Mark, Puzzle, Side};
use sudoku_wasm::Error;

// ---------------------------------------------------------------------------------------
// The independent checker: does a full grid obey a puzzle's rules?
// ---------------------------------------------------------------------------------------

/// Why a full grid breaks the puzzle, or `Ok`. Every rule is read from its definition in
/// docs/variants.md's table, cell by cell, with no shared code with the engine.
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
            Constraint::DigitalRootCage { cells, root } => {
                // Add the sum's digits until one is left.
                let mut sum: i64 = cells.iter().map(val).sum();
                while sum > 9 {
                    sum = sum.to_string().bytes().map(|b| i64::from(b - b'0')).sum();
                }
                all_differ(&cells.iter().map(|&c| usize::from(c)).collect::<Vec<_>>())
                    && sum == i64::from(*root)
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
                            matches!(
                                c,
                                Constraint::KropkiWhite { difference: 1, .. }
                                    | Constraint::KropkiBlack { .. }
                            )
                        })
                })
            }),
            Constraint::Negative { mark } => {
                // Every value the dots of that colour use (the default without any);
                // any kropki dot exempts its pair from both kropki rules.
                let used: Vec<i64> = p
                    .constraints
                    .iter()
                    .filter_map(|c| match (c, mark) {
                        (Constraint::KropkiWhite { difference, .. }, Mark::KropkiWhite) => {
                            Some(i64::from(*difference))
                        }
                        (Constraint::KropkiBlack { ratio, .. }, Mark::KropkiBlack) => {
                            Some(i64::from(*ratio))
                        }
                        _ => None,
                    })
                    .collect();
                let kropki = |c: &Constraint| {
                    matches!(
                        c,
                        Constraint::KropkiWhite { .. } | Constraint::KropkiBlack { .. }
                    )
                };
                (0..(n * n) as u16).all(|a| {
                    (0..(n * n) as u16).all(|b| {
                        if !adjacent(a, b) {
                            return true;
                        }
                        let (x, y) = (val(&a), val(&b));
                        match mark {
                            Mark::KropkiWhite => {
                                let d = if used.is_empty() {
                                    vec![1]
                                } else {
                                    used.clone()
                                };
                                !d.contains(&(x - y).abs()) || has_mark(a, b, &kropki)
                            }
                            Mark::KropkiBlack => {
                                let r = if used.is_empty() {
                                    vec![2]
                                } else {
                                    used.clone()
                                };
                                !r.iter().any(|&r| x == r * y || y == r * x)
                                    || has_mark(a, b, &kropki)
                            }
                            Mark::X => {
                                x + y != 10
                                    || has_mark(a, b, &|c| {
                                        matches!(c, Constraint::Xv { sum: 10, .. })
                                    })
                            }
                            Mark::V => {
                                x + y != 5
                                    || has_mark(a, b, &|c| {
                                        matches!(c, Constraint::Xv { sum: 5, .. })
                                    })
                            }
                        }
                    })
                })
            }
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
            Constraint::PencilMarks { cells, digits } => {
                cells.iter().all(|c| digits.contains(&g[usize::from(*c)]))
            }
            Constraint::XSum { side, index, sum } => {
                let line = from_side(n, *side, *index, g);
                let x = usize::from(line[0]);
                line[..x].iter().map(|&d| i64::from(d)).sum::<i64>() == i64::from(*sum)
            }
            Constraint::Skyscraper {
                side,
                index,
                visible,
            } => {
                let line = from_side(n, *side, *index, g);
                let seen = (0..n).filter(|&i| line[..i].iter().all(|&d| d < line[i]));
                seen.count() == usize::from(*visible)
            }
            Constraint::Lockout { cells, difference } => {
                let d = i64::from(difference.unwrap_or(p.size / 2));
                let (a, b) = (val(&cells[0]), val(&cells[cells.len() - 1]));
                (a - b).abs() >= d
                    && cells[1..cells.len() - 1]
                        .iter()
                        .all(|c| val(c) < a.min(b) || val(c) > a.max(b))
            }
            Constraint::RegionSumLine { cells } => {
                // The sums of the runs of the line inside one region, all equal.
                let mut sums = vec![0i64];
                for (i, c) in cells.iter().enumerate() {
                    if i > 0 && region[usize::from(*c)] != region[usize::from(cells[i - 1])] {
                        sums.push(0);
                    }
                    *sums.last_mut().unwrap() += val(c);
                }
                sums.iter().all(|&s| s == sums[0])
            }
            Constraint::ZipperLine { cells } => {
                let len = cells.len();
                let mut totals: Vec<i64> = (0..len / 2)
                    .map(|i| val(&cells[i]) + val(&cells[len - 1 - i]))
                    .collect();
                if len % 2 == 1 && len > 1 {
                    totals.push(val(&cells[len / 2]));
                }
                totals.iter().all(|&t| t == totals[0])
            }
            Constraint::DoubleArrow { cells } => {
                let len = cells.len();
                val(&cells[0]) + val(&cells[len - 1])
                    == cells[1..len - 1].iter().map(val).sum::<i64>()
            }
            Constraint::Minimum { cells } | Constraint::Maximum { cells } => {
                let min = matches!(con, Constraint::Minimum { .. });
                // Neighbours that are cells of the same kind are exempt.
                let alike: Vec<usize> = p
                    .constraints
                    .iter()
                    .flat_map(|c| match (c, min) {
                        (Constraint::Minimum { cells }, true)
                        | (Constraint::Maximum { cells }, false) => cells.clone(),
                        _ => Vec::new(),
                    })
                    .map(usize::from)
                    .collect();
                cells.iter().all(|&c| {
                    let (r, col) = (usize::from(c) / n, usize::from(c) % n);
                    let mut around = Vec::new();
                    if r > 0 {
                        around.push((r - 1) * n + col);
                    }
                    if r + 1 < n {
                        around.push((r + 1) * n + col);
                    }
                    if col > 0 {
                        around.push(r * n + col - 1);
                    }
                    if col + 1 < n {
                        around.push(r * n + col + 1);
                    }
                    let me = g[usize::from(c)];
                    around.iter().filter(|i| !alike.contains(i)).all(|&i| {
                        if min {
                            me < g[i]
                        } else {
                            me > g[i]
                        }
                    })
                })
            }
            Constraint::EntropicLine { cells } | Constraint::ModularLine { cells } => {
                // Low, middle, high: 1..=N cut in three runs, the middle one the odd size out.
                let (small, large) = (n / 3, n.div_ceil(3));
                let sizes = if n % 3 == 1 {
                    [small, large, small]
                } else {
                    [large, small, large]
                };
                let entropy = |d: i64| {
                    let d = d as usize;
                    usize::from(d > sizes[0]) + usize::from(d > sizes[0] + sizes[1])
                };
                let class = |d: i64| {
                    if matches!(con, Constraint::EntropicLine { .. }) {
                        entropy(d)
                    } else {
                        (d % 3) as usize
                    }
                };
                cells.windows(cells.len().min(3)).all(|w| {
                    let classes: Vec<usize> = w.iter().map(|c| class(val(c))).collect();
                    (0..classes.len()).all(|i| !classes[i + 1..].contains(&classes[i]))
                })
            }
            Constraint::Nabner { cells } => cells
                .iter()
                .enumerate()
                .all(|(i, a)| cells[i + 1..].iter().all(|b| (val(a) - val(b)).abs() >= 2)),
            Constraint::SlowThermometer { cells } => {
                cells.windows(2).all(|w| val(&w[0]) <= val(&w[1]))
            }
            Constraint::Clone { cells, clone_cells } => {
                cells.iter().zip(clone_cells).all(|(a, b)| val(a) == val(b))
            }
            Constraint::RowIndexer { cells }
            | Constraint::ColumnIndexer { cells }
            | Constraint::BoxIndexer { cells } => cells.iter().all(|&c| {
                let c = usize::from(c);
                let (r, col, v) = (c / n, c % n, usize::from(g[c]));
                match con {
                    Constraint::RowIndexer { .. } => usize::from(at(v - 1, col)) == r + 1,
                    Constraint::ColumnIndexer { .. } => usize::from(at(r, v - 1)) == col + 1,
                    _ => {
                        let boxed: Vec<usize> =
                            (0..n * n).filter(|&i| region[i] == region[c]).collect();
                        let k = boxed.iter().position(|&i| i == c).unwrap();
                        usize::from(g[boxed[v - 1]]) == k + 1
                    }
                }
            }),
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

/// The digits of row or column `index` of the full grid `g`, read from `side`.
fn from_side(n: usize, side: Side, index: u8, g: &[u8]) -> Vec<u8> {
    let i = usize::from(index);
    (0..n)
        .map(|j| match side {
            Side::Left => g[i * n + j],
            Side::Right => g[i * n + n - 1 - j],
            Side::Top => g[j * n + i],
            Side::Bottom => g[(n - 1 - j) * n + i],
        })
        .collect()
}

/// Every full grid of the puzzle's size (rows, columns, regions), by plain
/// backtracking, that obeys the puzzle, up to `limit` of them: the naive oracle, for 4×4
/// and 6×6 with givens.
fn naive_solutions(p: &Puzzle, limit: usize) -> Vec<Vec<u8>> {
    let n = usize::from(p.size);
    let region = p.region_of_cells();
    let mut g = p.givens.clone();
    fn fill(
        p: &Puzzle,
        region: &[u8],
        g: &mut Vec<u8>,
        i: usize,
        n: usize,
        found: &mut Vec<Vec<u8>>,
        limit: usize,
    ) {
        if found.len() >= limit {
            return;
        }
        if i == n * n {
            if obeys(p, g).is_ok() {
                found.push(g.clone());
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
    let mut found = Vec::new();
    // Givens that clash among themselves admit nothing.
    for i in 0..n * n {
        for j in 0..i {
            if g[i] != 0
                && g[i] == g[j]
                && (j / n == i / n || j % n == i % n || region[j] == region[i])
            {
                return found;
            }
        }
    }
    fill(p, &region, &mut g, 0, n, &mut found, limit);
    found
}

/// How many full grids obey the puzzle, up to `limit` (the naive oracle).
fn naive_count(p: &Puzzle, limit: usize) -> usize {
    naive_solutions(p, limit).len()
}

// ---------------------------------------------------------------------------------------
// Fixtures: one solved grid per size; constraints that it satisfies and that it breaks.
// ---------------------------------------------------------------------------------------

/// A solved 9×9 (README.md's classic example's solution).
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
            DigitalRootCage {
                cells: vec![0, 1, 2],
                root: 9,
            },
            true,
        ),
        (
            DigitalRootCage {
                cells: vec![0, 1, 2],
                root: 1,
            },
            false,
        ),
        (
            DigitalRootCage {
                cells: vec![0, 12],
                root: 2,
            },
            false,
        ), // 1 and 1 sum to 2, but repeat
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
        (Minimum { cells: vec![0, 40] }, true),
        (Minimum { cells: vec![1] }, false),
        (Minimum { cells: vec![0, 1] }, true), // 1 3: each other exempt, 7 5 8 around
        (Maximum { cells: vec![39] }, true),
        (Maximum { cells: vec![0] }, false),
        (
            EntropicLine {
                cells: vec![0, 9, 18, 27],
            },
            true,
        ), // 1 7 4 3: low high middle low
        (
            EntropicLine {
                cells: vec![0, 1, 2],
            },
            false,
        ), // 1 3 5: two lows
        (
            ModularLine {
                cells: vec![0, 1, 2, 3],
            },
            true,
        ), // 1 3 5 4
        (ModularLine { cells: vec![0, 9] }, false), // 1 7
        (
            Nabner {
                cells: vec![0, 2, 5],
            },
            true,
        ), // 1 5 9
        (Nabner { cells: vec![2, 3] }, false),      // 5 4
        (SlowThermometer { cells: vec![0, 12] }, true), // 1 1, no shared house
        (SlowThermometer { cells: vec![1, 0] }, false), // 3 1
        (
            Clone {
                cells: vec![0, 1],
                clone_cells: vec![12, 13],
            },
            true,
        ), // 1 3 and 1 3
        (
            Clone {
                cells: vec![0],
                clone_cells: vec![1],
            },
            false,
        ),
        (RowIndexer { cells: vec![0, 18] }, true),
        (RowIndexer { cells: vec![9] }, false),
        (ColumnIndexer { cells: vec![0, 3] }, true),
        (ColumnIndexer { cells: vec![1] }, false),
        (BoxIndexer { cells: vec![0, 20] }, true),
        (BoxIndexer { cells: vec![1] }, false),
        (
            PencilMarks {
                cells: vec![0, 1],
                digits: vec![1, 3],
            },
            true,
        ),
        (
            PencilMarks {
                cells: vec![0, 1],
                digits: vec![1, 2, 4],
            },
            false,
        ), // r1c2 is 3
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
        // Row 1 from the left is 1...: X = 1; from the right 8 7 2 9 6 4 5 3 (44).
        (
            XSum {
                side: Side::Left,
                index: 0,
                sum: 1,
            },
            true,
        ),
        (
            XSum {
                side: Side::Left,
                index: 0,
                sum: 2,
            },
            false,
        ),
        (
            XSum {
                side: Side::Right,
                index: 0,
                sum: 44,
            },
            true,
        ),
        (
            XSum {
                side: Side::Right,
                index: 0,
                sum: 43,
            },
            false,
        ),
        // Column 3 from the top is 5 2 9 1 4... (21); column 1 from the bottom 2 6 (8).
        (
            XSum {
                side: Side::Top,
                index: 2,
                sum: 21,
            },
            true,
        ),
        (
            XSum {
                side: Side::Bottom,
                index: 0,
                sum: 8,
            },
            true,
        ),
        // Row 1 from the left sees 1 3 5 6 9; from the right 8 9.
        (
            Skyscraper {
                side: Side::Left,
                index: 0,
                visible: 5,
            },
            true,
        ),
        (
            Skyscraper {
                side: Side::Left,
                index: 0,
                visible: 4,
            },
            false,
        ),
        (
            Skyscraper {
                side: Side::Right,
                index: 0,
                visible: 2,
            },
            true,
        ),
        // Column 1 from the top sees 1 7 8 9, from the bottom 2 6 9.
        (
            Skyscraper {
                side: Side::Top,
                index: 0,
                visible: 4,
            },
            true,
        ),
        (
            Skyscraper {
                side: Side::Bottom,
                index: 0,
                visible: 2,
            },
            false,
        ),
        // r1c3 r2c3 r3c3: 5 2 9, ends 4 apart, 2 outside 5..9.
        (
            Lockout {
                cells: vec![2, 11, 20],
                difference: None,
            },
            true,
        ),
        (
            Lockout {
                cells: vec![2, 11, 20],
                difference: Some(5),
            },
            false,
        ),
        // 1 3 5: the 3 lies between the ends.
        (
            Lockout {
                cells: vec![0, 1, 2],
                difference: None,
            },
            false,
        ),
        // Column 1: 1 7 4, ends 3 apart: only with difference 3.
        (
            Lockout {
                cells: vec![0, 9, 18],
                difference: Some(3),
            },
            true,
        ),
        (
            Lockout {
                cells: vec![0, 9, 18],
                difference: None,
            },
            false,
        ),
        // r1c6 | r1c7 r1c8: 9 in box 2, 2 + 7 in box 3.
        (
            RegionSumLine {
                cells: vec![5, 6, 7],
            },
            true,
        ),
        (
            RegionSumLine {
                cells: vec![4, 5, 6, 7],
            },
            false,
        ),
        // A line in one box has one sum: nothing to compare.
        (
            RegionSumLine {
                cells: vec![0, 1, 2],
            },
            true,
        ),
        // r1c7, r1c6, r1c8: 2 + 7 = 9 in the centre.
        (
            ZipperLine {
                cells: vec![6, 5, 7],
            },
            true,
        ),
        (
            ZipperLine {
                cells: vec![0, 1, 2],
            },
            false,
        ),
        (
            ZipperLine {
                cells: vec![0, 1, 2, 3],
            },
            false,
        ),
        (
            DoubleArrow {
                cells: vec![6, 5, 7],
            },
            true,
        ),
        (
            DoubleArrow {
                cells: vec![0, 1, 2],
            },
            false,
        ),
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
fn a_partly_filled_cage_or_arrow_that_can_no_longer_hold_is_a_conflict() {
    // What the page flags while the player types: the rule is broken before its cells fill.
    let cage = |givens: &[(usize, u8)]| {
        let mut puzzle = Puzzle::new(9);
        puzzle.constraints.push(Constraint::KillerCage {
            cells: vec![20, 21, 30],
            sum: Some(12),
        });
        for &(cell, digit) in givens {
            puzzle.givens[cell] = digit;
        }
        puzzle.conflicts().unwrap()
    };
    assert!(
        cage(&[(20, 5), (30, 2)]).is_empty(),
        "5 + 2 + a blank can still make 12"
    );
    let repeat = cage(&[(20, 5), (30, 5)]);
    assert_eq!(
        repeat.len(),
        1,
        "two 5s in the cage (no shared row, column or box)"
    );
    assert_eq!(
        (repeat[0].rule, repeat[0].cells.clone()),
        ("killerCage", vec![20, 30])
    );
    let over = cage(&[(20, 9), (30, 8)]);
    assert_eq!(
        (over[0].rule, over[0].cells.clone()),
        ("killerCage", vec![20, 21, 30]),
        "9 + 8 + 1 > 12"
    );

    let arrow = |givens: &[(usize, u8)]| {
        let mut puzzle = Puzzle::new(9);
        puzzle.constraints.push(Constraint::Arrow {
            circle: vec![54],
            line: vec![55, 64],
        });
        for &(cell, digit) in givens {
            puzzle.givens[cell] = digit;
        }
        puzzle.conflicts().unwrap()
    };
    assert!(arrow(&[(54, 3), (55, 2)]).is_empty(), "3 = 2 + 1");
    assert!(
        arrow(&[(55, 9)]).is_empty(),
        "no circle yet: anything may come"
    );
    let short = arrow(&[(54, 3), (55, 4)]);
    assert_eq!(
        (short[0].rule, short[0].cells.clone()),
        ("arrow", vec![54, 55, 64]),
        "4 + 1 > 3"
    );
    assert_eq!(arrow(&[(54, 8), (55, 9)]).len(), 1, "9 + 1 > 8");
    assert!(arrow(&[(54, 9), (55, 1)]).is_empty(), "1 + 8 = 9");
    // A pill of two cells reading 19 needs a line that can reach it: 2 + 9 cannot.
    let mut pill = Puzzle::new(9);
    pill.constraints.push(Constraint::Arrow {
        circle: vec![0, 1],
        line: vec![11, 12],
    });
    pill.givens[0] = 1;
    pill.givens[1] = 9;
    pill.givens[11] = 2;
    assert_eq!(pill.conflicts().unwrap().len(), 1, "2 + at most 9 < 19");
    assert_eq!(pill.solve().unwrap_err().code(), "ConflictingGivens");
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
    "HS_KILLERS#0",
    "HS_KILLERS#1",
    "Hailstone - little killer [easier]",
    "Killer sudoku [0 cage]",
    "Killing with flowers",
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
        // A unique puzzle's true candidates are its solution.
        let masks: Vec<u32> = solution.iter().map(|&d| 1 << (d - 1)).collect();
        assert_eq!(puzzle.true_candidates().unwrap(), masks, "{name}");
        seen += 1;
    }
    assert_eq!(seen, ISS_SAMPLE.len());
}

// ---------------------------------------------------------------------------------------
// Random constraints on small grids: engine == naive, solutions obey.
// ---------------------------------------------------------------------------------------

/// Any side of the grid.
fn side() -> impl Strategy<Value = Side> {
    prop_oneof![
        Just(Side::Top),
        Just(Side::Bottom),
        Just(Side::Left),
        Just(Side::Right)
    ]
}

/// A line from `start` stepping to an unvisited orthogonal neighbour as `turns` say (a
/// direction each), stopping where it cannot: 1 to 5 cells.
fn walk(n: u8, start: u16, turns: &[usize]) -> Vec<u16> {
    let n = i32::from(n);
    let mut cells = vec![start];
    for &turn in turns {
        let c = i32::from(*cells.last().unwrap());
        let next = (0..4).map(|k| (turn + k) % 4).find_map(|d| {
            let (dr, dc) = [(0, 1), (1, 0), (0, -1), (-1, 0)][d];
            let (r, col) = (c / n + dr, c % n + dc);
            let cell = (r * n + col) as u16;
            ((0..n).contains(&r) && (0..n).contains(&col) && !cells.contains(&cell)).then_some(cell)
        });
        match next {
            Some(cell) => cells.push(cell),
            None => break,
        }
    }
    cells
}

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
    // Sum lines of 3 to 5 orthogonally connected cells (a walk that does not revisit).
    let long_line = (0..cells as u16, proptest::collection::vec(0..4usize, 4))
        .prop_map(move |(start, turns)| walk(n, start, &turns));
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
        (line.clone(), 1..=9u8)
            .prop_map(|(cells, root)| Constraint::DigitalRootCage { cells, root }),
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
        cell.clone()
            .prop_map(|c| Constraint::Even { cells: vec![c] }),
        line.clone().prop_map(|cells| Constraint::Renban { cells }),
        line.clone()
            .prop_map(|cells| Constraint::Palindrome { cells }),
        line.clone().prop_map(|cells| Constraint::Between { cells }),
        (line.clone(), proptest::collection::vec(digit, 1..=2))
            .prop_map(|(cells, digits)| Constraint::Quadruple { cells, digits }),
        cell.clone()
            .prop_map(|c| Constraint::Minimum { cells: vec![c] }),
        cell.clone()
            .prop_map(|c| Constraint::Maximum { cells: vec![c] }),
        line.clone()
            .prop_map(|cells| Constraint::EntropicLine { cells }),
        line.clone()
            .prop_map(|cells| Constraint::ModularLine { cells }),
        line.clone().prop_map(|cells| Constraint::Nabner { cells }),
        line.clone()
            .prop_map(|cells| Constraint::SlowThermometer { cells }),
        line.clone().prop_map(|cells| Constraint::Clone {
            clone_cells: cells.iter().rev().copied().collect(),
            cells,
        }),
        (cell.clone(), 0..3u8).prop_map(|(c, which)| match which {
            0 => Constraint::RowIndexer { cells: vec![c] },
            1 => Constraint::ColumnIndexer { cells: vec![c] },
            _ => Constraint::BoxIndexer { cells: vec![c] },
        }),
        (cell.clone(), proptest::collection::btree_set(1..=n, 1..=3)).prop_map(|(c, digits)| {
            Constraint::PencilMarks {
                cells: vec![c],
                digits: digits.into_iter().collect(),
            }
        }),
        line.clone().prop_map(|cells| Constraint::Whispers {
            cells,
            difference: None
        }),
        (side(), 0..n, 1..=u32::from(n) * (u32::from(n) + 1) / 2)
            .prop_map(|(side, index, sum)| Constraint::XSum { side, index, sum }),
        (side(), 0..n, 1..=n).prop_map(|(side, index, visible)| Constraint::Skyscraper {
            side,
            index,
            visible
        }),
        (line, proptest::option::of(1..n))
            .prop_map(|(cells, difference)| { Constraint::Lockout { cells, difference } }),
        long_line
            .clone()
            .prop_map(|cells| Constraint::RegionSumLine { cells }),
        long_line
            .clone()
            .prop_map(|cells| Constraint::ZipperLine { cells }),
        long_line.prop_map(|cells| Constraint::DoubleArrow { cells }),
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

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// True candidates are the digits the naive search's solutions hold, cell by cell;
    /// the counts per candidate are its tallies, capped at the limit.
    #[test]
    fn true_candidates_match_naive_search(puzzle in small_puzzle(), limit in 1u32..=4) {
        prop_assume!(puzzle.validate_shape().is_ok());
        let n = usize::from(puzzle.size);
        // Small grids: 4×4 has 288 solutions, these have no more.
        let solutions = naive_solutions(&puzzle, usize::MAX);
        let mut masks = vec![0u32; n * n];
        let mut counts = vec![0u32; n * n * n];
        for solution in &solutions {
            for (cell, &d) in solution.iter().enumerate() {
                masks[cell] |= 1 << (d - 1);
                let count = &mut counts[cell * n + usize::from(d) - 1];
                *count = (*count + 1).min(limit);
            }
        }
        match puzzle.true_candidates() {
            Ok(found) => prop_assert_eq!(found, masks, "{:?}", puzzle),
            Err(err) => {
                prop_assert_eq!(err.code(), "ConflictingGivens", "{:?}", puzzle);
                prop_assert!(solutions.is_empty());
            }
        }
        if let Ok(found) = puzzle.candidate_counts(limit, 1_000_000) {
            prop_assert_eq!(found, counts, "limit {}: {:?}", limit, puzzle);
        }
    }
}

/// The engine counts `puzzle`'s solutions (up to 1,000) as the naive search does (or
/// calls its givens conflicting when there are none), and the solution it finds obeys
/// every rule.
fn counts_as_naive(puzzle: &Puzzle) {
    let naive = naive_count(puzzle, 1000);
    match puzzle.count_solutions(1000) {
        Ok(count) => assert_eq!(count as usize, naive, "{puzzle:?}"),
        Err(err) => {
            assert_eq!(err.code(), "ConflictingGivens", "{puzzle:?}");
            assert_eq!(naive, 0, "{puzzle:?}");
        }
    }
    if let Ok(found) = puzzle.solve() {
        assert_eq!(obeys(puzzle, &found), Ok(()));
    }
}

/// Every X-sum and skyscraper clue of a 4×4, each alone, and pairs of opposite clues:
/// the engine counts what the naive search counts, and its solutions obey.
#[test]
fn outside_clues_count_as_the_naive_search() {
    let sides = [Side::Top, Side::Bottom, Side::Left, Side::Right];
    let mut puzzles = Vec::new();
    for side in sides {
        for index in 0..4 {
            for sum in 1..=10 {
                puzzles.push(vec![Constraint::XSum { side, index, sum }]);
            }
            for visible in 1..=4 {
                puzzles.push(vec![Constraint::Skyscraper {
                    side,
                    index,
                    visible,
                }]);
            }
        }
    }
    for (a, b) in [(1, 4), (2, 2), (3, 2), (2, 3)] {
        puzzles.push(vec![
            Constraint::Skyscraper {
                side: Side::Left,
                index: 1,
                visible: a,
            },
            Constraint::Skyscraper {
                side: Side::Right,
                index: 1,
                visible: b,
            },
            Constraint::XSum {
                side: Side::Top,
                index: 0,
                sum: 3 + u32::from(a),
            },
        ]);
    }
    for constraints in puzzles {
        let mut puzzle = Puzzle::new(4);
        puzzle.constraints = constraints;
        counts_as_naive(&puzzle);
    }
}

/// Lockout, region-sum, zipper and double-arrow lines on a 4×4 and a 6×6: every line
/// of a few shapes, counted as the naive search counts.
#[test]
fn sum_and_lockout_lines_count_as_the_naive_search() {
    // Lines through box borders (2×2 boxes on 4×4, 2×3 on 6×6).
    let lines4: [&[u16]; 4] = [
        &[0, 1, 2, 3],
        &[1, 5, 6, 10],
        &[4, 5, 6],
        &[0, 4, 8, 12, 13],
    ];
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for cells in lines4 {
        let cells = cells.to_vec();
        for constraint in [
            Constraint::RegionSumLine {
                cells: cells.clone(),
            },
            Constraint::ZipperLine {
                cells: cells.clone(),
            },
            Constraint::DoubleArrow {
                cells: cells.clone(),
            },
            Constraint::Lockout {
                cells: cells.clone(),
                difference: None,
            },
            Constraint::Lockout {
                cells: cells.clone(),
                difference: Some(1),
            },
        ] {
            let mut puzzle = Puzzle::new(4);
            puzzle.constraints.push(constraint);
            puzzles.push(puzzle);
        }
    }
    // A 6×6 with half its cells given and two lines.
    let base = Puzzle::new(6).solve().unwrap();
    let mut six = Puzzle::new(6);
    for (i, &d) in base.iter().enumerate() {
        if i % 2 == 0 {
            six.givens[i] = d;
        }
    }
    for constraints in [
        vec![
            Constraint::RegionSumLine {
                cells: vec![1, 2, 3, 4, 10],
            },
            Constraint::ZipperLine {
                cells: vec![7, 13, 19, 25, 31],
            },
        ],
        vec![
            Constraint::DoubleArrow {
                cells: vec![5, 11, 17, 23],
            },
            Constraint::Lockout {
                cells: vec![14, 15, 21, 27],
                difference: None,
            },
        ],
    ] {
        let mut puzzle = six.clone();
        puzzle.constraints = constraints;
        puzzles.push(puzzle);
    }
    for puzzle in puzzles {
        assert_eq!(puzzle.validate_shape(), Ok(()));
        counts_as_naive(&puzzle);
    }
}

/// Sums that cover houses, as the search derives sums from them (the cells sticking out
/// of a house, a cage and the rest of its house, sums of one to three open cells): on
/// 4×4 grids whose rows or columns are cut into killer cages and little killers (their
/// totals from a solution, now and then one off), with a diagonal now and then, the
/// engine counts what the naive search counts, and its solutions obey.
#[test]
fn sums_covering_houses_count_as_the_naive_search() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |below: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % below as u64) as usize
    };
    let base = Puzzle::new(4).solve().unwrap();
    for case in 0..150 {
        // The solution of a blank 4×4, digits relabelled, maybe transposed.
        let mut perm: Vec<u8> = (1..=4).collect();
        for i in (1..4).rev() {
            perm.swap(i, next(i + 1));
        }
        let transposed = case % 2 == 1;
        let at = |r: usize, c: usize| if transposed { c * 4 + r } else { r * 4 + c };
        let solution: Vec<u8> = (0..16).map(|i| perm[usize::from(base[i]) - 1]).collect();
        let mut puzzle = Puzzle::new(4);
        for line in 0..4 {
            if next(4) == 0 {
                continue;
            }
            let mut start = 0;
            while start < 4 {
                let len = (1 + next(3)).min(4 - start);
                let cells: Vec<u16> = (start..start + len).map(|k| at(line, k) as u16).collect();
                let mut sum: u32 = cells
                    .iter()
                    .map(|&c| u32::from(solution[usize::from(c)]))
                    .sum();
                if next(12) == 0 {
                    sum += 1;
                }
                puzzle.constraints.push(if next(2) == 0 {
                    Constraint::KillerCage {
                        cells,
                        sum: Some(sum),
                    }
                } else {
                    Constraint::LittleKiller { cells, sum }
                });
                start += len;
            }
        }
        if next(3) == 0 {
            puzzle.constraints.push(Constraint::Diagonal {
                direction: Diagonal::Main,
            });
        }
        if puzzle.validate_shape().is_err() {
            continue;
        }
        counts_as_naive(&puzzle);
    }
}
