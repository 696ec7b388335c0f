//! Helpers shared by the native integration tests: a naive reference solver (the oracle),
//! a seeded generator of random puzzles, and the fixture files.
#![allow(dead_code)]

use sudoku_wasm::Grid;

mod rng;
pub use rng::Rng;

/// The Baekjoon 2580 sample: the puzzle ...
pub const SAMPLE_BOJ: &str = "\
0 3 5 4 6 9 2 7 8
7 8 2 1 0 5 6 0 9
0 6 0 2 7 8 1 3 5
3 2 1 0 4 6 8 9 7
8 0 4 9 1 3 5 0 6
5 9 6 8 2 0 4 1 3
9 1 7 6 5 2 0 8 0
6 0 3 7 0 1 9 5 2
2 5 8 3 9 4 7 6 0
";

/// ... and its expected output.
pub const SAMPLE_SOLVED: &str = "\
1 3 5 4 6 9 2 7 8
7 8 2 1 3 5 6 4 9
4 6 9 2 7 8 1 3 5
3 2 1 5 4 6 8 9 7
8 7 4 9 1 3 5 2 6
5 9 6 8 2 7 4 1 3
9 1 7 6 5 2 3 8 4
6 4 3 7 8 1 9 5 2
2 5 8 3 9 4 7 6 1
";

/// The oracle: plain row-major backtracking, digits 1-9, no cleverness at all. Counts
/// solutions up to `limit`, stopping after `max_nodes` placements (returns `None` then).
pub fn naive_count(cells: &[u8; 81], limit: u64, max_nodes: u64) -> Option<u64> {
    fn ok(g: &[u8; 81], i: usize, d: u8) -> bool {
        let (r, c) = (i / 9, i % 9);
        let (br, bc) = (r / 3 * 3, c / 3 * 3);
        (0..9).all(|k| {
            g[r * 9 + k] != d && g[k * 9 + c] != d && g[(br + k / 3) * 9 + bc + k % 3] != d
        })
    }
    fn go(g: &mut [u8; 81], from: usize, limit: u64, count: &mut u64, nodes: &mut u64) -> bool {
        let Some(i) = (from..81).find(|&i| g[i] == 0) else {
            *count += 1;
            return *count < limit;
        };
        for d in 1..=9 {
            if ok(g, i, d) {
                *nodes = nodes.saturating_sub(1);
                if *nodes == 0 {
                    return false;
                }
                g[i] = d;
                let go_on = go(g, i + 1, limit, count, nodes);
                g[i] = 0;
                if !go_on {
                    return false;
                }
            }
        }
        true
    }
    if limit == 0 {
        return Some(0);
    }
    let mut g = *cells;
    // Givens that clash make the puzzle unsolvable; the search below only checks blanks.
    for i in 0..81 {
        let d = g[i];
        if d != 0 {
            g[i] = 0;
            if !ok(&g, i, d) {
                return Some(0);
            }
            g[i] = d;
        }
    }
    let (mut count, mut nodes) = (0, max_nodes);
    go(&mut g, 0, limit, &mut count, &mut nodes);
    (nodes > 0 || count >= limit).then_some(count)
}

/// Whether `solution` is a complete valid grid that keeps every given of `puzzle`.
pub fn solves(puzzle: &Grid, solution: &Grid) -> bool {
    solution.is_solved()
        && puzzle
            .as_bytes()
            .iter()
            .zip(solution.as_bytes())
            .all(|(&p, &s)| p == 0 || p == s)
}

/// A random solved grid: a fixed valid grid under a random symmetry of the game
/// (digit relabelling, row and column shuffles within bands and stacks, band and stack
/// shuffles, transposition), which reaches a large, varied family of grids.
pub fn random_solved(rng: &mut Rng) -> [u8; 81] {
    let base: [u8; 81] = std::array::from_fn(|i| {
        let (r, c) = (i / 9, i % 9);
        ((r * 3 + r / 3 + c) % 9 + 1) as u8
    });
    let mut digits: Vec<u8> = (1..=9).collect();
    rng.shuffle(&mut digits);
    let order = |rng: &mut Rng| {
        let mut bands = [0, 1, 2];
        rng.shuffle(&mut bands);
        let mut out = Vec::with_capacity(9);
        for b in bands {
            let mut inner = [0, 1, 2];
            rng.shuffle(&mut inner);
            out.extend(inner.iter().map(|k| b * 3 + k));
        }
        out
    };
    let rows = order(rng);
    let cols = order(rng);
    let transpose = rng.below(2) == 1;
    std::array::from_fn(|i| {
        let (mut r, mut c) = (i / 9, i % 9);
        if transpose {
            std::mem::swap(&mut r, &mut c);
        }
        digits[usize::from(base[rows[r] * 9 + cols[c]]) - 1]
    })
}

/// A random puzzle: a random solved grid with `blanks` random cells cleared.
pub fn random_puzzle(rng: &mut Rng, blanks: usize) -> [u8; 81] {
    let mut cells = random_solved(rng);
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    for &i in &order[..blanks.min(81)] {
        cells[i] = 0;
    }
    cells
}

/// The puzzles of a fixture file: one per line, `#` lines and empty lines skipped.
pub fn fixture_puzzles(text: &str) -> Vec<Grid> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| Grid::from_line(l).expect("fixture lines are valid"))
        .collect()
}
