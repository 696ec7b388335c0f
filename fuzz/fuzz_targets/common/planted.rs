//! Variant puzzles from fuzz bytes for the variant targets: a solved grid (the pattern
//! of n's boxes, digits relabelled), constraints of every kind over cells the bytes pick,
//! their clues read off the grid (a sum, a root, a difference), and givens from the grid.
//! Whether the grid keeps every rule is for the independent checker to say
//! ([`Planted::planted`]); clues that do not fit it are kept too (puzzles with no
//! solution, or other ones).
// Each target uses part of this module.
#![allow(dead_code)]

use sudoku_wasm::variant::{box_shape, Axis, Constraint, Diagonal, Mark, Puzzle, Side};

/// Reads bytes one at a time, zeros when they run out.
pub struct Bytes<'a>(pub &'a [u8]);

impl Bytes<'_> {
    pub fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// A fuzzed puzzle and the grid its clues were read from.
pub struct Planted {
    pub puzzle: Puzzle,
    pub grid: Vec<u8>,
}

impl Planted {
    /// Whether the grid keeps every rule of the puzzle (the independent checker).
    pub fn planted(&self) -> bool {
        let mut filled = self.puzzle.clone();
        filled.givens = self.grid.clone();
        filled.conflicts().is_ok_and(|c| c.is_empty())
    }
}

/// A walk of up to `len` orthogonally connected cells from `start`, turning as the bytes
/// say.
pub fn walk(n: usize, start: usize, len: usize, bytes: &mut Bytes<'_>) -> Vec<u16> {
    let mut cells = vec![start as u16];
    while cells.len() < len {
        let c = usize::from(*cells.last().unwrap());
        let turn = usize::from(bytes.next());
        let next = (0..4).map(|k| (turn + k) % 4).find_map(|d| {
            let (r, col) = (c / n, c % n);
            let (r, col) = match d {
                0 if col + 1 < n => (r, col + 1),
                1 if r + 1 < n => (r + 1, col),
                2 if col > 0 => (r, col - 1),
                3 if r > 0 => (r - 1, col),
                _ => return None,
            };
            let cell = (r * n + col) as u16;
            (!cells.contains(&cell)).then_some(cell)
        });
        match next {
            Some(cell) => cells.push(cell),
            None => break,
        }
    }
    cells
}

/// A solved n×n grid: the pattern of n's boxes, its digits relabelled as the bytes say.
pub fn solved_grid(n: usize, bytes: &mut Bytes<'_>) -> Vec<u8> {
    let (rows, columns) = box_shape(n as u8);
    let (rows, columns) = (usize::from(rows), usize::from(columns));
    let mut digits: Vec<u8> = (1..=n as u8).collect();
    for k in 0..n {
        digits.swap(k, usize::from(bytes.next()) % n);
    }
    (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            digits[(columns * (r % rows) + r / rows + c) % n]
        })
        .collect()
}

/// A puzzle of size 4, 6 or 9 (of `sizes`), up to `most` constraints, from `bytes`;
/// the grid is given but for up to `most_blank`/256 of its cells (the bytes say which).
pub fn build(bytes: &mut Bytes<'_>, sizes: &[usize], most: u8, most_blank: u8) -> Planted {
    let n = sizes[usize::from(bytes.next()) % sizes.len()];
    let grid = solved_grid(n, bytes);
    let v = |c: u16| i64::from(grid[usize::from(c)]);
    let mut puzzle = Puzzle::new(n as u8);
    let count = 1 + bytes.next() % most.max(1);
    for _ in 0..count {
        let kind = bytes.next();
        let start = usize::from(bytes.next()) % (n * n);
        let len = 1 + usize::from(bytes.next()) % n.min(6);
        let line = walk(n, start, len, bytes);
        let pair = walk(n, start, 2, bytes);
        let index = bytes.next() % n as u8;
        let side =
            [Side::Top, Side::Bottom, Side::Left, Side::Right][usize::from(bytes.next() % 4)];
        let sum: i64 = line.iter().map(|&c| v(c)).sum();
        let by_value = |mut cells: Vec<u16>| {
            cells.sort_by_key(|&c| v(c));
            cells
        };
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
        let constraint = match kind % 40 {
            0 => Constraint::KillerCage {
                cells: line,
                sum: Some(sum as u32),
            },
            1 => Constraint::KillerCage {
                cells: line,
                sum: None,
            },
            2 => Constraint::DigitalRootCage {
                cells: line,
                root: ((sum - 1) % 9 + 1) as u8,
            },
            3 => {
                // A diagonal from the left edge, down and to the right.
                let r = usize::from(index);
                let cells: Vec<u16> = (0..n - r).map(|i| ((r + i) * n + i) as u16).collect();
                let sum = cells.iter().map(|&c| v(c)).sum::<i64>() as u32;
                Constraint::LittleKiller { cells, sum }
            }
            4 => {
                let axis = if bytes.next() % 2 == 0 {
                    Axis::Row
                } else {
                    Axis::Column
                };
                let i = usize::from(index);
                let at = |j: usize| {
                    if axis == Axis::Row {
                        i * n + j
                    } else {
                        j * n + i
                    }
                };
                let ends: Vec<usize> = (0..n)
                    .filter(|&j| matches!(grid[at(j)], 1) || usize::from(grid[at(j)]) == n)
                    .collect();
                let inner: u32 = (ends[0] + 1..ends[1]).map(|j| u32::from(grid[at(j)])).sum();
                Constraint::Sandwich {
                    axis,
                    index,
                    sum: inner,
                }
            }
            5 => Constraint::Thermometer {
                cells: by_value(line),
            },
            6 => Constraint::SlowThermometer {
                cells: by_value(line),
            },
            7 => Constraint::Arrow {
                circle: vec![line[0]],
                line: line[1..].to_vec(),
            },
            8 if pair.len() == 2 => {
                let d = (v(pair[0]) - v(pair[1])).unsigned_abs() as u8;
                Constraint::KropkiWhite {
                    cells: [pair[0], pair[1]],
                    difference: d.max(1),
                }
            }
            9 if pair.len() == 2 => {
                let (a, b) = (v(pair[0]).min(v(pair[1])), v(pair[0]).max(v(pair[1])));
                let ratio = if b % a == 0 && b > a {
                    (b / a) as u8
                } else {
                    2
                };
                Constraint::KropkiBlack {
                    cells: [pair[0], pair[1]],
                    ratio,
                }
            }
            10 if pair.len() == 2 => Constraint::Xv {
                cells: [pair[0], pair[1]],
                sum: (v(pair[0]) + v(pair[1])) as u8,
            },
            11 => Constraint::Odd {
                cells: vec![line[0]],
            },
            12 => Constraint::Even {
                cells: vec![line[0]],
            },
            13 => Constraint::Renban { cells: line },
            14 => {
                let d = line
                    .windows(2)
                    .map(|w| (v(w[0]) - v(w[1])).abs())
                    .min()
                    .unwrap_or(1);
                Constraint::Whispers {
                    cells: line,
                    difference: Some(d.max(1) as u8),
                }
            }
            15 => Constraint::Palindrome { cells: line },
            16 => Constraint::Between { cells: line },
            17 => {
                let digits: Vec<u8> = line.iter().take(4).map(|&c| grid[usize::from(c)]).collect();
                Constraint::Quadruple {
                    cells: line.into_iter().take(4).collect(),
                    digits,
                }
            }
            18 => {
                let mut digits = vec![grid[start]];
                let other = 1 + bytes.next() % n as u8;
                if other != digits[0] {
                    digits.push(other);
                }
                Constraint::PencilMarks {
                    cells: vec![start as u16],
                    digits,
                }
            }
            19 => Constraint::Minimum {
                cells: vec![start as u16],
            },
            20 => Constraint::Maximum {
                cells: vec![start as u16],
            },
            21 => Constraint::EntropicLine { cells: line },
            22 => Constraint::ModularLine { cells: line },
            23 => Constraint::Nabner { cells: line },
            24 => {
                // The cells of the line that hold the digit at its start's place, shifted.
                let other = walk(
                    n,
                    (start + n * usize::from(index)) % (n * n),
                    line.len(),
                    bytes,
                );
                let k = line.len().min(other.len());
                Constraint::Clone {
                    cells: line[..k].to_vec(),
                    clone_cells: other[..k].to_vec(),
                }
            }
            25 => Constraint::RowIndexer {
                cells: vec![start as u16],
            },
            26 => Constraint::ColumnIndexer {
                cells: vec![start as u16],
            },
            27 => Constraint::BoxIndexer {
                cells: vec![start as u16],
            },
            28 => {
                let x = v(from_side[0]) as usize;
                let sum: i64 = from_side[..x].iter().map(|&c| v(c)).sum();
                Constraint::XSum {
                    side,
                    index,
                    sum: sum as u32,
                }
            }
            29 => {
                let mut tallest = 0;
                let seen = from_side.iter().filter(|&&c| {
                    let taller = v(c) > tallest;
                    tallest = tallest.max(v(c));
                    taller
                });
                Constraint::Skyscraper {
                    side,
                    index,
                    visible: seen.count() as u8,
                }
            }
            30 => {
                let gap = (v(line[0]) - v(line[line.len() - 1])).abs().max(1) as u8;
                Constraint::Lockout {
                    cells: line,
                    difference: Some(gap),
                }
            }
            31 => Constraint::RegionSumLine { cells: line },
            32 => Constraint::ZipperLine { cells: line },
            33 => Constraint::DoubleArrow { cells: line },
            34 => Constraint::ExtraRegion { cells: line },
            35 => Constraint::Diagonal {
                direction: if index % 2 == 0 {
                    Diagonal::Main
                } else {
                    Diagonal::Anti
                },
            },
            36 => Constraint::AntiKnight {},
            37 => Constraint::AntiKing {},
            38 => Constraint::NonConsecutive {},
            _ => Constraint::Negative {
                mark: [Mark::KropkiWhite, Mark::KropkiBlack, Mark::X, Mark::V]
                    [usize::from(index % 4)],
            },
        };
        puzzle.constraints.push(constraint);
    }
    // Givens from the grid: all of it but up to `most_blank` (a share in 256ths) cells a
    // byte-seeded walk picks; each byte left toggles one more cell.
    let cells = n * n;
    puzzle.givens = grid.clone();
    let blanks = usize::from(bytes.next()) * cells * usize::from(most_blank) / (256 * 256);
    let mut at = usize::from(bytes.next());
    for _ in 0..blanks {
        // A step coprime with the cell count (16, 36, 81) visits every cell.
        at = (at + 7) % cells;
        puzzle.givens[at] = 0;
    }
    while !bytes.is_empty() {
        let cell = usize::from(bytes.next()) % cells;
        puzzle.givens[cell] = if puzzle.givens[cell] == 0 {
            grid[cell]
        } else {
            0
        };
    }
    Planted { puzzle, grid }
}
