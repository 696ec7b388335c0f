//! What the generators share: a random solution of any puzzle's rules, the symmetric
//! orbits of an N×N grid, givens cut down while the solution stays unique, and the level
//! fitted by giving some back.

use super::super::model::Model;
use super::super::propagate::Propagator;
use super::super::puzzle::Puzzle;
use super::super::search;
use super::super::PuzzleGrade;
use super::Candidate;
use crate::logic::generate::Rng;
use crate::{Level, Symmetry};

/// The guesses a random solution may take before the attempt gives up on it (an empty
/// grid of the sizes offered needs a handful; a jigsaw whose regions admit no solution is
/// refuted within it or dropped).
const SOLUTION_GUESSES: u64 = 20_000;

/// The guesses one uniqueness check may take; past it the clue stays (not proved unique).
pub(super) const COUNT_GUESSES: u64 = 200_000;

/// A random solution of `puzzle`'s rules (its givens kept): propagation to a fixpoint,
/// then a cell with the fewest candidates gets a digit drawn at random, backtracking on a
/// contradiction. `None` when there is none within [`SOLUTION_GUESSES`] guesses.
pub(super) fn random_solution(puzzle: &Puzzle, rng: &mut Rng) -> Option<Vec<u8>> {
    let model = Model::new(puzzle);
    let mut prop = Propagator::new(&model);
    let mut state = model.init.clone();
    prop.start(&state);
    let mut guesses = 0;
    let found = fill(puzzle, &mut prop, &mut state, rng, &mut guesses)?;
    Some(found)
}

fn fill(
    puzzle: &Puzzle,
    prop: &mut Propagator,
    state: &mut [u32],
    rng: &mut Rng,
    guesses: &mut u64,
) -> Option<Vec<u8>> {
    prop.run(state).ok()?;
    let open: Vec<usize> = (0..state.len())
        .filter(|&c| state[c].count_ones() > 1)
        .collect();
    let Some(fewest) = open.iter().map(|&c| state[c].count_ones()).min() else {
        let values: Vec<u8> = state.iter().map(|m| m.trailing_zeros() as u8 + 1).collect();
        return super::super::check::satisfies(puzzle, &values).then_some(values);
    };
    let tied: Vec<usize> = open
        .into_iter()
        .filter(|&c| state[c].count_ones() == fewest)
        .collect();
    let cell = tied[rng.below(tied.len())];
    let mut digits: Vec<u32> = (0..32)
        .filter(|d| state[cell] >> d & 1 == 1)
        .map(|d| 1 << d)
        .collect();
    rng.shuffle(&mut digits);
    for bit in digits {
        if *guesses >= SOLUTION_GUESSES {
            return None;
        }
        *guesses += 1;
        let mut next = state.to_vec();
        if prop.restrict(&mut next, cell, bit).is_err() {
            prop.clear();
            continue;
        }
        if let Some(found) = fill(puzzle, prop, &mut next, rng, guesses) {
            return Some(found);
        }
    }
    None
}

/// Whether `puzzle` has exactly one solution, proved by the counter within
/// [`COUNT_GUESSES`] guesses (a search out of budget is not a proof).
pub(super) fn unique(puzzle: &Puzzle) -> bool {
    let out = search::search(puzzle, 2, COUNT_GUESSES);
    out.count == 1 && !out.out_of_budget
}

/// The orbits of `symmetry` on an N×N grid, each once, in row-major order of their first
/// cell: the cells that are givens together or blanks together.
pub(super) fn orbits(symmetry: Symmetry, n: usize) -> Vec<Vec<usize>> {
    let last = n - 1;
    let image = |cell: usize| {
        let (r, c) = (cell / n, cell % n);
        let (r, c) = match symmetry {
            Symmetry::None => (r, c),
            Symmetry::Rotate180 => (last - r, last - c),
            Symmetry::Rotate90 => (c, last - r),
            Symmetry::MirrorHorizontal => (last - r, c),
            Symmetry::MirrorVertical => (r, last - c),
            Symmetry::Diagonal => (c, r),
            Symmetry::AntiDiagonal => (last - c, last - r),
        };
        r * n + c
    };
    let mut seen = vec![false; n * n];
    let mut orbits = Vec::new();
    for cell in 0..n * n {
        if seen[cell] {
            continue;
        }
        let mut orbit = vec![cell];
        seen[cell] = true;
        let mut next = image(cell);
        while next != cell {
            seen[next] = true;
            orbit.push(next);
            next = image(next);
        }
        orbit.sort_unstable();
        orbits.push(orbit);
    }
    orbits
}

/// A puzzle of `rules` (its size, regions and constraints; its givens ignored) with the
/// givens of `solution` cut down, fitted to `level` (see the module documentation of
/// [`super`]): the attempt of every kind with givens.
pub(super) fn attempt(
    rules: &Puzzle,
    solution: Vec<u8>,
    level: Level,
    symmetry: Symmetry,
    rng: &mut Rng,
) -> Option<Candidate> {
    let mut puzzle = rules.clone();
    puzzle.givens.clone_from(&solution);
    let mut orbits = orbits(symmetry, usize::from(rules.size));
    rng.shuffle(&mut orbits);
    // Cut down: each orbit emptied unless the solution would no longer be unique.
    let mut removed = Vec::new();
    for orbit in &orbits {
        for &c in orbit {
            puzzle.givens[c] = 0;
        }
        if unique(&puzzle) {
            removed.push(orbit);
        } else {
            for &c in orbit {
                puzzle.givens[c] = solution[c];
            }
        }
    }
    // Fit: the most orbits removed, in the order they were, that logic up to the level
    // still finishes.
    let after = |k: usize| {
        let mut puzzle = rules.clone();
        puzzle.givens.clone_from(&solution);
        for orbit in &removed[..k] {
            for &c in orbit.iter() {
                puzzle.givens[c] = 0;
            }
        }
        puzzle
    };
    let (puzzle, grade) = fit(removed.len(), after, level)?;
    // Deepen: the givens still there, each taken out (its orbit) if logic up to the
    // level still finishes.
    let orbits = &orbits;
    let moves = |puzzle: &Puzzle| -> Vec<Puzzle> {
        orbits
            .iter()
            .filter(|orbit| orbit.iter().all(|&c| puzzle.givens[c] != 0))
            .map(|orbit| {
                let mut next = puzzle.clone();
                for &c in orbit.iter() {
                    next.givens[c] = 0;
                }
                next
            })
            .collect()
    };
    let (puzzle, grade) = deepen(puzzle, grade, level, rng, moves, Puzzle::clone);
    Some(Candidate {
        puzzle,
        solution,
        grade,
    })
}

/// How many candidate puzzles [`deepen`] grades at most per attempt.
const DEEPEN_TRIES: usize = 40;

/// From `state`, fitted just inside `level` but easier (its grade `grade`), one more
/// clue taken out at a time: the `moves` of the state (each a state with one clue less)
/// in random order, the first whose puzzle stays unique and that the techniques up to
/// the level still finish is kept, until the level is reached, no move is left or
/// [`DEEPEN_TRIES`] puzzles were graded. The fit's bisection follows the order the clues
/// were cut in; here any clue may go, which often reaches the level where that order
/// jumps past it (measured natively on 9×9 hard, seeds 0-5: 2 to 26 attempts, median 11,
/// against 7 to 44 without). Not used for killers: merging other cages reached hard no
/// more often and tripled the time of an attempt.
pub(super) fn deepen<S>(
    mut state: S,
    mut grade: PuzzleGrade,
    level: Level,
    rng: &mut Rng,
    moves: impl Fn(&S) -> Vec<S>,
    puzzle_of: impl Fn(&S) -> Puzzle,
) -> (S, PuzzleGrade) {
    let mut tries = 0;
    'outer: while grade.level < level && tries < DEEPEN_TRIES {
        let mut next = moves(&state);
        rng.shuffle(&mut next);
        for candidate in next {
            let puzzle = puzzle_of(&candidate);
            if !unique(&puzzle) {
                continue;
            }
            tries += 1;
            if let Ok(Some(better)) = puzzle.grade_within(level) {
                state = candidate;
                grade = better;
                continue 'outer;
            }
            if tries >= DEEPEN_TRIES {
                break;
            }
        }
        break;
    }
    (state, grade)
}

/// The puzzle `after(k)` for the largest `k` up to `steps` (or one where the next is
/// beyond the level, found by bisection) that the techniques up to `level` finish, with
/// its grade: `after(0)` must be one they finish (`None` otherwise), and each step should
/// remove a clue. A few gradings of the logic engine, not one per clue.
pub(super) fn fit(
    steps: usize,
    after: impl Fn(usize) -> Puzzle,
    level: Level,
) -> Option<(Puzzle, PuzzleGrade)> {
    let graded = |k: usize| {
        let puzzle = after(k);
        let grade = puzzle.grade_within(level).ok().flatten()?;
        Some((puzzle, grade))
    };
    if let Some(found) = graded(steps) {
        return Some(found);
    }
    let (mut lo, mut hi) = (0, steps);
    let mut best = graded(0)?;
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        match graded(mid) {
            Some(found) => {
                best = found;
                lo = mid;
            }
            None => hi = mid,
        }
    }
    Some(best)
}

/// The orthogonal neighbours of `cell` in an N×N grid.
pub(super) fn neighbours(n: usize, cell: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (cell / n, cell % n);
    [
        (r > 0).then(|| cell - n),
        (r + 1 < n).then(|| cell + n),
        (c > 0).then(|| cell - 1),
        (c + 1 < n).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_every_size() {
        for n in [4usize, 6, 9, 16] {
            for symmetry in Symmetry::ALL {
                let orbits = orbits(symmetry, n);
                let mut seen = vec![0; n * n];
                for orbit in &orbits {
                    for &c in orbit {
                        seen[c] += 1;
                    }
                }
                assert!(seen.iter().all(|&k| k == 1), "{n} {symmetry:?}");
            }
        }
        // A half turn of a 6×6 pairs every cell with another; a quarter turn of a 9×9
        // leaves the centre alone.
        assert_eq!(orbits(Symmetry::Rotate180, 6).len(), 18);
        assert_eq!(orbits(Symmetry::Rotate90, 9).len(), 21);
        assert_eq!(orbits(Symmetry::Rotate90, 6)[0], vec![0, 5, 30, 35]);
    }

    #[test]
    fn random_solutions_solve_the_rules_and_vary() {
        let mut rng = Rng::new(2);
        let rules = super::super::diagonals::x(9);
        let a = random_solution(&rules, &mut rng).unwrap();
        let b = random_solution(&rules, &mut rng).unwrap();
        assert_ne!(a, b);
        for solution in [a, b] {
            let mut puzzle = rules.clone();
            puzzle.givens = solution;
            assert_eq!(puzzle.count_solutions(2), Ok(1));
        }
    }
}
