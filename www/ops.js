// The page's work in the solver's workers: the operations the page asks for (solve with
// the uniqueness proof, check, a batch chunk with its outcome counts, hint, explain, ...)
// over the full entry's functions. The worker entry (pkg/worker/, `sudoku-wasm/worker`)
// loads this module in each worker (workers.js passes its URL as `ops`) and calls its
// default export with the loaded entry; tests/node calls it the same way, without a
// Worker. Every op takes `(args, variant)`: the page's arguments, and the rules of the
// variant puzzle in the grid (null for a classic one), for which the ops of
// variants/ops.js answer instead. No DOM here.

import { applyStep } from "./sudoku.js";
import { TRUE_CANDIDATES_BUDGET, variantOps } from "./variants/ops.js";

const LINE_OF_DIGITS = /^[0-9.]{81}$/;

/** What the page counts a `solveMany` status as, by its name (`solveStatuses()`); every
 * other failed status counts as "invalid". */
const OUTCOME = { Solved: "solved", NoSolution: "noSolution", BudgetExceeded: "gaveUp" };

/** The 81 digits of a solution as text. */
function digitsOf(cells, offset = 0) {
  let out = "";
  for (let i = 0; i < 81; i++) out += String.fromCharCode(48 + cells[offset + i]);
  return out;
}

/** The ops that need a function only the full entry has, by that function's name: over
 *  the core entry (a worker the page starts light) they are left out, and the page's
 *  worker moves to the full entry when one is asked for (workers.js). */
const NEEDS_FULL = {
  contract: "levels",
  hint: "hint",
  explain: "solvePath",
  grade: "grade",
  generate: "generate",
  generatePuzzle: "generatePuzzle",
  fromFPuzzles: "fromFPuzzles",
  fromSudokuPad: "fromSudokuPad",
  toFPuzzlesUrl: "toFPuzzlesUrl",
  trueCandidates: "trueCandidates",
};

/**
 * The page's ops over `api`, the namespace of the full entry or of the core (loaded):
 * `{ name(args, variant) }`; over the core, only the ops it can answer for a classic grid.
 */
export default function pageOps(api) {
  const { solve, solveAndCount, countSolutions, validate, candidates, solveMany, parse, format, hint, solvePath, grade, generate, fromFPuzzles, fromSudokuPad, toFPuzzlesUrl, solveStatuses } = api;

  /** One puzzle line of a batch to its 81 cells; `parse` gives the error for a bad line. */
  function cellsOfLine(line) {
    if (!LINE_OF_DIGITS.test(line)) return parse(line);
    const cells = new Uint8Array(81);
    for (let i = 0; i < 81; i++) {
      const code = line.charCodeAt(i);
      cells[i] = code === 46 ? 0 : code - 48;
    }
    return cells;
  }

  /**
   * Solves one puzzle and says whether its solution is unique, in one search. `solution` is
   * null when there is none; `count` is 0, 1 or 2 (2 = several), or null when the budget
   * ran out during the uniqueness proof. `ms` is the time of that one search, the proof
   * included, as the page says ("Solved in 2.1 ms with the uniqueness check").
   */
  function solveOne({ cells }) {
    const start = performance.now();
    let answer;
    try {
      answer = solveAndCount(cells, 2);
    } catch (error) {
      if (error?.code === "NoSolution") return { solution: null, count: 0, ms: performance.now() - start };
      throw error;
    }
    const ms = performance.now() - start;
    return { solution: answer.solution, count: answer.complete ? answer.count : null, ms };
  }

  /**
   * Compares the user's entries with the solution of the givens. `wrong` lists the cells
   * whose entry differs from it. When the givens have several solutions, entries that
   * still lead to a solution are all right; otherwise they are compared with the one
   * `solve` returns (`several: true` tells the page to say so).
   */
  function check({ givens, entries }) {
    const { solution, count, complete } = solveAndCount(givens, 2);
    if (!complete) {
      // The budget ran out during the uniqueness proof, so which entries are wrong is not
      // known. The same search with countSolutions runs out the same way and throws the
      // BudgetExceeded error (with its message) that the page reports.
      countSolutions(givens, 2);
    }
    const several = count > 1;
    if (several && entriesLeadToSolution(givens.map((g, i) => g || entries[i]))) {
      return { wrong: [], several };
    }
    const wrong = [];
    for (let i = 0; i < 81; i++) if (entries[i] !== 0 && entries[i] !== solution[i]) wrong.push(i);
    return { wrong, several };
  }

  /** Whether givens and entries together still have a solution (entries that clash do not). */
  function entriesLeadToSolution(cells) {
    try {
      return countSolutions(cells, 1) > 0;
    } catch (error) {
      if (error?.code === "ConflictingGivens") return false;
      throw error;
    }
  }

  /**
   * Solves a chunk of puzzle lines (joined by "\n") with one `solveMany` call. `output`
   * has one line per puzzle, in order, as the CLI's `--lines` writes them: the 81-digit
   * solution or `error: <reason>`.
   */
  function solveBatch({ text }) {
    const lines = text.split("\n");
    const answers = new Array(lines.length);
    const counts = { solved: 0, noSolution: 0, invalid: 0, gaveUp: 0 };
    const puzzles = new Uint8Array(lines.length * 81);
    const placed = []; // line index of each puzzle in `puzzles`
    lines.forEach((line, k) => {
      try {
        puzzles.set(cellsOfLine(line), placed.length * 81);
        placed.push(k);
      } catch (error) {
        if (!error?.code) throw error;
        answers[k] = `error: ${error.message}`;
        counts.invalid += 1;
      }
    });
    const { solutions, status } = solveMany(puzzles.subarray(0, placed.length * 81));
    const statusNames = solveStatuses();
    placed.forEach((k, n) => {
      const outcome = OUTCOME[statusNames[status[n]]] ?? "invalid";
      if (outcome === "solved") {
        answers[k] = digitsOf(solutions, n * 81);
      } else {
        answers[k] = `error: ${reasonOf(puzzles.subarray(n * 81, n * 81 + 81))}`;
      }
      counts[outcome] += 1;
    });
    return { output: answers.join("\n") + "\n", ...counts };
  }

  /**
   * The core's words for why a puzzle failed: `solveMany` gives only a status, so the
   * (rare) failed puzzle is solved once more on its own for its error message.
   */
  function reasonOf(cells) {
    try {
      solve(cells);
      return "the puzzle could not be solved";
    } catch (error) {
      if (!error?.code) throw error;
      return error.message;
    }
  }

  /**
   * The next logic step from the page's position: `cells` (givens and entries) and the
   * pencil marks the filled cells leave, less `removed` (81 masks of the candidates the
   * player has removed by applying hints). Returns `{ step, marks }`: the step (null on a
   * full grid) and the marks it starts from, for the page to draw.
   */
  function nextHint({ cells, removed }) {
    const marks = candidates(cells);
    for (let i = 0; i < 81; i++) marks[i] &= ~removed[i];
    return { step: hint(cells, marks), marks };
  }

  /**
   * The solve path from `cells` and every position along it: `positions[k]` is the grid
   * and pencil marks before step `k`, `positions[steps.length]` the solution.
   */
  function explain({ cells }) {
    const steps = solvePath(cells);
    const digits = Uint8Array.from(cells);
    const marks = candidates(cells);
    const positions = [{ digits: digits.slice(), marks: marks.slice() }];
    for (const step of steps) {
      applyStep(digits, marks, step);
      positions.push({ digits: digits.slice(), marks: marks.slice() });
    }
    return { steps, positions };
  }

  /** A generator's answer (`generate`: classic 9×9; `generatePuzzle`: any kind), with
   *  the time it took in `ms`. */
  function timed(generator, options) {
    const start = performance.now();
    const generated = generator(options);
    return { ...generated, ms: performance.now() - start };
  }

  /**
   * The names the page's menus offer, from the module itself (`levels()`, `symmetries()`,
   * and `puzzleGenerators()`: the kinds, sizes and levels `generatePuzzle` makes), so that
   * one added to the engine shows up without an edit here. Null for a list the module
   * does not export.
   */
  function contract() {
    return { levels: api.levels?.() ?? null, symmetries: api.symmetries?.() ?? null, generators: api.puzzleGenerators?.() ?? null };
  }

  const OPS = {
    contract,
    parse: ({ text }) => parse(text),
    validate: ({ cells }) => validate(cells),
    candidates: ({ cells }) => candidates(cells),
    trueCandidates: ({ cells }) =>
      api.trueCandidates({ size: 9, givens: Array.from(cells) }, { maxGuesses: TRUE_CANDIDATES_BUDGET }),
    format: ({ cells, style }) => format(cells, style),
    solve: solveOne,
    check,
    solveBatch,
    hint: nextHint,
    explain,
    grade: ({ cells }) => grade(cells),
    generate: (options) => timed(generate, options),
    generatePuzzle: (options) => timed(api.generatePuzzle, options),
    fromFPuzzles: ({ text }) => fromFPuzzles(text),
    fromSudokuPad: ({ text }) => fromSudokuPad(text),
    toFPuzzlesUrl: ({ puzzle }) => toFPuzzlesUrl(puzzle),
  };

  /** The ops that differ for a variant puzzle (the rules come with the request). */
  const VARIANT_OPS = variantOps(api);

  return Object.fromEntries(
    Object.entries(OPS)
      .filter(([name]) => !NEEDS_FULL[name] || typeof api[NEEDS_FULL[name]] === "function")
      .map(([name, run]) => [
        name,
        (args, variant = null) => {
          if (!variant || !VARIANT_OPS[name]) return run(args);
          if (typeof api.solvePuzzle !== "function") throw new Error("the core entry has no variant engine");
          return VARIANT_OPS[name](args, variant);
        },
      ]),
  );
}
