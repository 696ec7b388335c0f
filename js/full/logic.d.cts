// The logic engine's API, for TypeScript: what the full entry (`sudoku-wasm/full`) exports
// besides the core's (api.d.cts). Hand-written, beside the Rust exports
// (src/wasm/logic.rs) whose docs these repeat; the string unions come from the module's
// own lists (full/contract.d.cts, generated at build time).

import type { Cells, Unit } from "../api.cjs";
import type { Level, Symmetry, TechniqueName } from "./contract.cjs";

/** A digit in a cell: `cell` is 0-80 (row-major), `digit` 1-9. */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** One step of reasoning, as `hint` and `solvePath` give it. */
export interface Step {
  /** The technique ("Guess" when no technique applies: then `text` says so). */
  technique: TechniqueName;
  /** The level of the technique. */
  level: Level;
  /** The digits it places; each also removes its digit from the cell's row, column and
   * box. */
  placements: CellDigit[];
  /** The candidates it removes, by digit, then cell. */
  eliminations: CellDigit[];
  /** The cells of the pattern, 0-80 (for a chain, in chain order): highlight these. */
  cells: number[];
  /** The rows, columns and boxes of the pattern. */
  units: Unit[];
  /** The explanation, one or two sentences; cells are written r4c2 (row 4, column 2,
   * 1-based), units "row 4", "column 2", "box 5". */
  text: string;
}

/** How hard a puzzle is, from the techniques its step-by-step solution needs. */
export interface Grade {
  /** The sum of the techniques' scores over the solution path (see `techniques()`). */
  score: number;
  /** The level of the hardest technique on the path. */
  level: Level;
  /** The hardest technique on the path; null when the grid has no blank. */
  hardestTechnique: TechniqueName | null;
  /** How many steps used each technique, easiest first. */
  techniques: Partial<Record<TechniqueName, number>>;
  /** Whether the puzzle has exactly one solution (otherwise its level is "guessing"). */
  unique: boolean;
  /** The rating on Sudoku Explainer's scale (`rate(cells).er`); null with several solutions. */
  se: number | null;
}

/** What `generate` should make: a `level`, or a band `se` of Sudoku Explainer ratings
 * (exactly one of the two). */
export type GenerateOptions = GenerateCommonOptions &
  (
    | {
        /** The level wanted. */
        level: Level;
        se?: never;
      }
    | {
        /** A band `[lo, hi]` of Sudoku Explainer ratings (ER, as `rate` gives them),
         * both included, 1.0 to 12.0 (`lo` <= `hi`): the target instead of a level;
         * `reached` then says whether `grade.se` lies in it. */
        se: readonly [lo: number, hi: number];
        level?: never;
      }
  );

/** The options of `generate` other than its target. */
export interface GenerateCommonOptions {
  /** Any whole number 0 to 2^53 - 1: the same options give the same puzzle. */
  seed: number;
  /** The pattern of the givens; default "none". */
  symmetry?: Symmetry;
  /** Default true: no given (or symmetric group of givens) can be removed. When false, up
   * to 6 givens are added back where they keep the level (with `se`: the rating). */
  minimal?: boolean;
  /** The budget in attempts (a fresh puzzle each, dug out and graded); default 500, or
   * 3000 with `se` (ratings of 9 and more are rare among random puzzles). */
  maxAttempts?: number;
}

/** A generated puzzle. */
export interface Generated {
  /** 81 cells, row-major, 0 = blank; exactly one solution. */
  puzzle: Uint8Array;
  /** Its solution, 81 cells. */
  solution: Uint8Array;
  /** Its grade: `grade.level` is the level actually reached. */
  grade: Grade;
  /** Whether `grade.level` is the level asked for (with `se`: whether `grade.se` lies in
   * the band). */
  reached: boolean;
  /** How many attempts it took. */
  attempts: number;
}

/** A technique as `techniques()` lists it. */
export interface TechniqueInfo {
  name: TechniqueName;
  level: Level;
  /** What one use adds to a grade's score. */
  score: number;
  /** The HoDoKu step codes the technique covers ("0300" for X-Wing); may be empty. */
  hodoku: string[];
  /** Whether `hint` and `solvePath` use it; false: only `findSteps` finds it. */
  inHint: boolean;
}

/**
 * The next step from a position: the easiest technique that applies, with what it
 * places and removes, the pattern to highlight and an explanation; or, when no
 * technique applies, a step with `technique` `"Guess"` that gives the solution's digit
 * in a cell with the fewest candidates and says plainly that it is not a deduction.
 * `null` when every cell is filled.
 *
 * `cells` holds the givens and the digits placed so far (81 bytes, 0 = blank).
 * `candidates`, when given, is the player's pencil marks: 81 masks as `candidates()`
 * returns them (bit `d - 1` for digit `d`); digits the player removed stay removed, and
 * bits the filled cells already rule out are ignored. Without it the hint starts from
 * the marks the filled cells leave.
 *
 * Unique rectangles and BUG+1 are used only when the grid has exactly one solution. For
 * a grid with several, steps are deductions valid in every solution, then guesses that
 * say the puzzle has several solutions.
 *
 * Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"` or
 * `"ConflictingGivens"` for bad cells; `"NoSolution"` when the grid has no solution or
 * the pencil marks remove a digit the solution needs (a wrong elimination);
 * `"InvalidArgument"` for `candidates` that are not 81 masks of 0-511 (with the cell in
 * `cells`); `"BudgetExceeded"` if counting the solutions runs past 10 000 000 guesses.
 */
export declare function hint(cells: Cells, candidates?: Cells | null): Step | null;

/**
 * Every use of one technique in a position: each instance that places or removes
 * something, in the technique's scan order, each distinct conclusion once (the forcing
 * nets give their shortest one); an empty array when there is none. `technique` is a
 * name as `techniques()` lists it; `"Guess"` never has a step, and the uniqueness
 * techniques (unique rectangles, BUG+1...) have steps only when the grid has exactly one
 * solution. `cells` and `candidates` are as for `hint`.
 *
 * `givens`, when given, is the puzzle `cells` was played from (81 cells as `cells`): a
 * cell filled in `cells` but blank in `givens` was placed by solving. Only the avoidable
 * rectangles read it, and only they need it: without it every filled cell counts as
 * given and they find nothing.
 *
 * Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
 * `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"` as `hint` does,
 * `"InvalidArgument"` for bad `candidates`, bad `givens` or a `technique` that is not a
 * technique's name, and `"InvalidPuzzle"` for a given that `cells` lacks or
 * contradicts (the message names it: `givens[12]`).
 */
export declare function findSteps(
  cells: Cells,
  candidates: Cells | null | undefined,
  technique: TechniqueName,
  givens?: Cells | null,
): Step[];

/**
 * Every step from the puzzle to its solution, each the easiest that applies at its
 * point (`"Guess"` steps where none does). Applying the placements and eliminations in
 * order fills the grid with the solution. An empty array for a full grid.
 *
 * Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
 * `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"`.
 */
export declare function solvePath(cells: Cells): Step[];

/**
 * Grades a puzzle: `{ score, level, hardestTechnique, techniques, unique }`. The level is
 * that of the hardest technique its step-by-step solution needs ("easy": singles;
 * "medium": locked candidates, pairs, triples; "hard": fish, wings, single-digit
 * patterns, unique rectangles, quads; "expert": finned fish, Jellyfish, chains;
 * "extreme": forcing nets; "guessing": beyond all of them), the score the sum of the
 * scores of its steps (`techniques()` lists them). A puzzle with several solutions has
 * `unique` false and level "guessing".
 *
 * Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
 * `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"`.
 */
export declare function grade(cells: Cells): Grade;

/**
 * Generates a puzzle with exactly one solution, of the requested level when the budget
 * allows, deterministically: the same options give the same puzzle, in every browser
 * and natively. Options: `{ seed, level, symmetry?, minimal?, maxAttempts? }`, or
 * `{ seed, se: [lo, hi], ... }` to target a band of Sudoku Explainer ratings instead of a
 * level (see `GenerateOptions`). Returns `{ puzzle, solution, grade, reached, attempts }`; when the
 * budget runs out first, the closest puzzle found comes back with `reached` false.
 *
 * Levels up to "expert" are reached within the default budget nearly always, "extreme"
 * usually; "guessing" is rare among random puzzles.
 *
 * Throws a `SudokuError` with `code` `"InvalidArgument"` when `options` is not an object,
 * `seed` is missing or not a whole number 0 to 2^53 - 1, `level` is not a level name,
 * neither or both of `level` and `se` are given, `se` is not an array of two numbers
 * `lo` <= `hi` within 1.0 to 12.0, `symmetry` not a symmetry name, `minimal` not a boolean, or `maxAttempts`
 * not a whole number 1 to 100 000.
 */
export declare function generate(options: GenerateOptions): Generated;

/**
 * Every technique, easiest first (the order `hint` tries them in), with its level, its
 * score (what one use adds to a grade's score), the HoDoKu codes it covers and whether
 * `hint` uses it (`inHint`; the others are for `findSteps` only). The last is "Guess".
 */
export declare function techniques(): TechniqueInfo[];
/** A rating on Sudoku Explainer's scale, 1.0-11.x with one decimal. */
export interface Rating {
  /** The rating: the hardest step of SE's solving path. */
  er: number;
  /** The pearl: the hardest step up to the first placement. */
  ep: number;
  /** The diamond: the first step's rating. */
  ed: number;
}
/** Rates a puzzle on Sudoku Explainer's scale; null when it has several solutions. */
export declare function rate(cells: Cells): Rating | null;

/**
 * The difficulty levels, easiest first: what `generate` takes as `level` and a grade's
 * `level` is one of.
 */
export declare function levels(): Level[];

/**
 * The patterns `generate` can keep its givens in, as its `symmetry` option names them;
 * `"none"` first.
 */
export declare function symmetries(): Symmetry[];
