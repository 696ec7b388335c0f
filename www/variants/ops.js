// The solver's work on a variant puzzle, in the worker: Solve, Check, the conflict check
// and Hint with the puzzle's rules. `rules` is the `Puzzle` less its givens (what the page
// sends with every request); the grid's digits are the givens. No DOM here.

import { makeLayout } from "../layout.js";
import { applyStep } from "../sudoku.js";

/** The budget of a true-candidates request, in guesses (classic and variant grids): a
 *  second or two on a hard puzzle, then a `BudgetExceeded` error rather than a wait. */
export const TRUE_CANDIDATES_BUDGET = 200_000;

/** How the page names a rule (a conflict's `rule`, a constraint's `type`) in words. */
const RULE_NAMES = {
  killerCage: "killer cage", digitalRootCage: "digital-root cage", littleKiller: "little killer", kropkiWhite: "white dot", kropkiBlack: "black dot",
  xv: "X/V", extraRegion: "extra region", antiKnight: "anti-knight rule", antiKing: "anti-king rule",
  nonConsecutive: "non-consecutive rule", between: "between line", negative: "negative rule",
  minimum: "minimum cell", maximum: "maximum cell", entropicLine: "entropic line", modularLine: "modular line",
  nabner: "nabner line", slowThermometer: "slow thermometer", rowIndexer: "row indexer", columnIndexer: "column indexer",
  boxIndexer: "box indexer", pencilMarks: "given pencil marks",
};
export const ruleName = (rule) => RULE_NAMES[rule] ?? rule;

/** A SudokuError-shaped error the worker reports with its code. */
function unsupported(what) {
  const error = new Error(`${what} is not available for variant puzzles yet`);
  error.name = "SudokuError";
  error.code = "Unsupported";
  error.cells = [];
  return error;
}

/** The error of a puzzle without a solution, as the engine words it. */
function noSolution() {
  const error = new Error("the puzzle has no solution");
  error.name = "SudokuError";
  error.code = "NoSolution";
  error.cells = [];
  return error;
}

/** The `Puzzle` of `rules` with `cells` as its givens. */
export function puzzleOf(rules, cells) {
  return { size: rules.size, givens: Array.from(cells), regions: rules.regions ?? null, constraints: rules.constraints ?? [] };
}

/**
 * The page's conflict shape for the engine's `PuzzleConflict`s: rows, columns and regions
 * as `{ digit, cells, unit }` (regions are the page's "box" units); a constraint's as
 * `{ digit: 0, cells, unit: { kind: rule, index: constraint }, rule }`.
 */
export function pageConflicts(conflicts, cells, regionOf) {
  const size = Math.round(Math.sqrt(cells.length));
  return conflicts.map(({ rule, constraint, cells: at }) => {
    const first = at[0];
    switch (rule) {
      case "row":
        return { digit: cells[first], cells: at, unit: { kind: "row", index: Math.floor(first / size) } };
      case "column":
        return { digit: cells[first], cells: at, unit: { kind: "column", index: first % size } };
      case "region":
        return { digit: cells[first], cells: at, unit: { kind: "box", index: regionOf(first) } };
      default:
        return { digit: 0, cells: at, unit: { kind: rule, index: constraint ?? -1 }, rule };
    }
  });
}

/** A cell as the engine's texts name it: `r1c2`. */
const rc = (i, size) => `r${Math.floor(i / size) + 1}c${(i % size) + 1}`;

/** Words for a constraint's conflict: "the killer cage at r1c2 is broken". */
export function describeRuleConflicts(conflicts, size) {
  return conflicts.map(({ rule, cells }) => `the ${ruleName(rule)} at ${cells.map((i) => rc(i, size)).join(", ")} is broken`);
}

/**
 * The candidates the filled cells leave in an N×N grid of `rules` (its rows, columns and
 * regions; the other constraints are the hint's own steps): N² masks, bit d - 1 for
 * digit d, 0 for a filled cell.
 */
export function houseCandidates(rules, cells) {
  const layout = makeLayout({ size: rules.size, regions: rules.regions ?? null });
  const all = (2 ** rules.size - 1) >>> 0;
  return Uint32Array.from(cells, (value, i) => {
    if (value) return 0;
    let seen = 0;
    for (const peer of layout.peers[i]) if (cells[peer]) seen |= 1 << (cells[peer] - 1);
    return (all & ~seen) >>> 0;
  });
}

/**
 * A `PuzzleStep` in the page's terms: jigsaw regions are its "box" units (as layout.js
 * has them), and a constraint's unit carries its name for the words, with its first
 * cell when it has cells ("the killer cage at r1c2": which of them to look at).
 */
export function pageStep(step, rules) {
  if (!step) return null;
  const units = step.units.map(({ kind, index }) => {
    if (kind === "region") return { kind: "box", index };
    if (kind !== "constraint") return { kind, index };
    const c = rules.constraints?.[index];
    const first = c?.cells?.[0] ?? c?.circle?.[0];
    return { kind, index, name: ruleName(c?.type ?? "constraint") + (first === undefined ? "" : ` at ${rc(first, rules.size)}`) };
  });
  return { ...step, units };
}

/** The variant ops for a wasm module's exports `{ solvePuzzle, countPuzzleSolutions,
 *  validatePuzzle, hintPuzzle, solvePathPuzzle, gradePuzzle }` (Hint, Explain and the
 *  grade say they are unavailable without the last three). */
export function variantOps({ solvePuzzle, countPuzzleSolutions, validatePuzzle, hintPuzzle, solvePathPuzzle, gradePuzzle, trueCandidates }) {
  /** Solution (null: none) and count (0, 1, 2; null: the budget ran out proving it). */
  function solveAndCount(puzzle) {
    let solution;
    try {
      solution = solvePuzzle(puzzle);
    } catch (error) {
      if (error?.code === "NoSolution") return { solution: null, count: 0 };
      throw error;
    }
    let count;
    try {
      count = countPuzzleSolutions(puzzle, 2);
    } catch (error) {
      if (error?.code !== "BudgetExceeded") throw error;
      count = null;
    }
    return { solution, count };
  }
  return {
    solve({ cells }, rules) {
      const start = performance.now();
      const answer = solveAndCount(puzzleOf(rules, cells));
      return { ...answer, ms: performance.now() - start };
    },
    check({ givens, entries }, rules) {
      const { solution, count } = solveAndCount(puzzleOf(rules, givens));
      if (!solution) throw noSolution();
      const several = count !== 1;
      const wrong = [];
      for (let i = 0; i < entries.length; i++) if (entries[i] !== 0 && entries[i] !== solution[i]) wrong.push(i);
      return { wrong, several };
    },
    validate({ cells }, rules) {
      const size = rules.size;
      const regions = rules.regions;
      const [rows, columns] = boxOf(size);
      const regionOf = (c) => (regions ? regions[c] : Math.floor(Math.floor(c / size) / rows) * rows + Math.floor((c % size) / columns));
      return pageConflicts(validatePuzzle(puzzleOf(rules, cells)), cells, regionOf);
    },
    candidates: ({ cells }, rules) => houseCandidates(rules, cells),
    /** The true candidates (N×N masks), within `TRUE_CANDIDATES_BUDGET` guesses. */
    trueCandidates: ({ cells }, rules) => trueCandidates(puzzleOf(rules, cells), { maxGuesses: TRUE_CANDIDATES_BUDGET }),
    /** The next step from the grid and the player's marks (`removed` as the classic
     *  hint's): `{ step, marks }`, the step in the page's terms. */
    hint({ cells, removed }, rules) {
      if (typeof hintPuzzle !== "function") throw unsupported("Hint");
      const marks = houseCandidates(rules, cells).map((mask, i) => (mask & ~removed[i]) >>> 0);
      return { step: pageStep(hintPuzzle(puzzleOf(rules, cells), marks), rules), marks };
    },
    /** The solve path from the grid, in the page's terms, and every position along it
     *  (as the classic explain's: `positions[k]` before step k, the last the solution). */
    explain({ cells }, rules) {
      if (typeof solvePathPuzzle !== "function") throw unsupported("Explain");
      const layout = makeLayout({ size: rules.size, regions: rules.regions ?? null });
      const steps = solvePathPuzzle(puzzleOf(rules, cells)).map((step) => pageStep(step, rules));
      const digits = Uint8Array.from(cells);
      const marks = houseCandidates(rules, cells);
      const positions = [{ digits: digits.slice(), marks: marks.slice() }];
      for (const step of steps) {
        applyStep(digits, marks, step, (c) => layout.peers[c]);
        positions.push({ digits: digits.slice(), marks: marks.slice() });
      }
      return { steps, positions };
    },
    /** The grade of the grid's puzzle: `gradePuzzle`'s `{ level, hardestTechnique,
     *  techniques, steps }` and `unique` (false: several solutions, graded "guessing"
     *  without a path; null: the budget ran out proving it). No solution is an error. */
    grade({ cells }, rules) {
      if (typeof gradePuzzle !== "function") throw unsupported("Grading");
      const puzzle = puzzleOf(rules, cells);
      let count;
      try {
        count = countPuzzleSolutions(puzzle, 2);
      } catch (error) {
        if (error?.code !== "BudgetExceeded") throw error;
        count = null;
      }
      if (count === 0) throw noSolution();
      if (count === 2) return { level: "guessing", hardestTechnique: null, techniques: {}, steps: null, unique: false };
      return { ...gradePuzzle(puzzle), unique: count === 1 ? true : null };
    },
  };
}

/** The default box of an N×N grid as [rows, columns] (the engine's and layout.js's rule). */
function boxOf(size) {
  for (let rows = Math.floor(Math.sqrt(size)); rows > 1; rows--) if (size % rows === 0) return [rows, size / rows];
  return [1, size];
}
