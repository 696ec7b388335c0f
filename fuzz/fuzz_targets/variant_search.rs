//! The variant search on puzzles built around a solved grid: X-sums, skyscrapers,
//! lockout, region-sum, zipper and double-arrow lines (with killer cages and
//! thermometers beside them), their clues read off the grid, some perturbed, some
//! givens. Every solution found obeys every rule by the independent checker
//! (`Puzzle::conflicts` on the filled grid), and a puzzle whose clues all come from the
//! grid is never found without a solution.
#![no_main]

#[path = "common/planted.rs"]
mod planted;

use libfuzzer_sys::fuzz_target;
use planted::{solved_grid, walk, Bytes};
use sudoku_wasm::variant::{box_shape, Constraint, Puzzle, Side};
use sudoku_wasm::Error;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let n = [4usize, 6, 9][usize::from(bytes.next()) % 3];
    let grid = solved_grid(n, &mut bytes);
    let (rows, columns) = box_shape(n as u8);
    let (rows, columns) = (usize::from(rows), usize::from(columns));
    let v = |c: u16| i64::from(grid[usize::from(c)]);
    let distinct = |cells: &[u16]| {
        cells
            .iter()
            .enumerate()
            .all(|(i, &a)| cells[..i].iter().all(|&b| v(a) != v(b)))
    };
    let mut puzzle = Puzzle::new(n as u8);
    let mut planted = true;
    let count = 1 + bytes.next() % 4;
    for _ in 0..count {
        let kind = bytes.next() % 8;
        let side =
            [Side::Top, Side::Bottom, Side::Left, Side::Right][usize::from(bytes.next() % 4)];
        let index = bytes.next() % n as u8;
        let start = usize::from(bytes.next()) % (n * n);
        let len = 1 + usize::from(bytes.next()) % 6;
        let line = walk(n, start, len, &mut bytes);
        let perturb = bytes.next();
        // The clue off the grid, shifted by the top bits of `perturb` now and then.
        let shift = if perturb >= 224 {
            i64::from(perturb % 3) + 1
        } else {
            0
        };
        planted &= shift == 0;
        let from_side: Vec<u16> = (0..n)
            .map(|j| {
                let i = usize::from(index);
                let (r, c) = match side {
                    Side::Left => (i, j),
                    Side::Right => (i, n - 1 - j),
                    Side::Top => (j, i),
                    Side::Bottom => (n - 1 - j, i),
                };
                (r * n + c) as u16
            })
            .collect();
        let constraint = match kind {
            0 => {
                let x = v(from_side[0]) as usize;
                let sum: i64 = from_side[..x].iter().map(|&c| v(c)).sum();
                Constraint::XSum {
                    side,
                    index,
                    sum: (sum + shift) as u32,
                }
            }
            1 => {
                let mut tallest = 0;
                let mut seen = 0;
                for &c in &from_side {
                    if v(c) > tallest {
                        tallest = v(c);
                        seen += 1;
                    }
                }
                let visible = ((seen + shift - 1) % n as i64 + 1) as u8;
                planted &= i64::from(visible) == seen;
                Constraint::Skyscraper {
                    side,
                    index,
                    visible,
                }
            }
            2 => {
                let (a, b) = (v(line[0]), v(line[line.len() - 1]));
                let gap = (a - b).abs();
                let difference = (gap - shift).clamp(1, n as i64 - 1) as u8;
                let ok = gap >= i64::from(difference)
                    && line[1..line.len().saturating_sub(1)]
                        .iter()
                        .all(|&c| v(c) < a.min(b) || v(c) > a.max(b));
                planted &= ok;
                Constraint::Lockout {
                    cells: line,
                    difference: Some(difference),
                }
            }
            3 => {
                // The sums of the line's stretches inside one box, all equal.
                let region = |c: u16| {
                    let (r, col) = (usize::from(c) / n, usize::from(c) % n);
                    (r / rows) * (n / columns) + col / columns
                };
                let mut sums = vec![0i64];
                for (i, &c) in line.iter().enumerate() {
                    if i > 0 && region(c) != region(line[i - 1]) {
                        sums.push(0);
                    }
                    *sums.last_mut().unwrap() += v(c);
                }
                planted &= sums.iter().all(|&t| t == sums[0]);
                Constraint::RegionSumLine { cells: line }
            }
            4 => {
                let len = line.len();
                let total = v(line[0]) + v(line[len - 1]);
                let ok = (0..len / 2).all(|i| v(line[i]) + v(line[len - 1 - i]) == total)
                    && (len % 2 == 0 || len == 1 || v(line[len / 2]) == total);
                planted &= ok;
                Constraint::ZipperLine { cells: line }
            }
            5 => {
                let len = line.len();
                let ok = len >= 3
                    && v(line[0]) + v(line[len - 1])
                        == line[1..len - 1].iter().map(|&c| v(c)).sum::<i64>();
                planted &= ok;
                Constraint::DoubleArrow { cells: line }
            }
            6 => {
                let sum: i64 = line.iter().map(|&c| v(c)).sum();
                planted &= distinct(&line);
                Constraint::KillerCage {
                    cells: line,
                    sum: Some((sum + shift) as u32),
                }
            }
            _ => {
                planted &= distinct(&line);
                let mut cells = line;
                cells.sort_by_key(|&c| v(c));
                Constraint::Thermometer { cells }
            }
        };
        puzzle.constraints.push(constraint);
    }
    // Givens from the grid.
    while let Some(&b) = bytes.0.first() {
        bytes.0 = &bytes.0[1..];
        let cell = usize::from(b) % (n * n);
        puzzle.givens[cell] = grid[cell];
    }
    if puzzle.validate_shape().is_err() {
        planted = false;
    }
    match puzzle.solve_and_count(2, 3_000) {
        Ok(found) => {
            let mut filled = puzzle.clone();
            filled.givens = found.solution.clone();
            assert_eq!(filled.conflicts().unwrap(), vec![], "{puzzle:?}");
            for (g, s) in puzzle.givens.iter().zip(&found.solution) {
                assert!(*g == 0 || g == s);
            }
        }
        Err(Error::NoSolution) | Err(Error::BrokenRule { .. }) => {
            assert!(!planted, "the planted grid was lost: {puzzle:?}")
        }
        Err(Error::BudgetExceeded { .. }) | Err(Error::InvalidPuzzle { .. }) => {}
        Err(other) => panic!("unexpected {other:?}"),
    }
});
