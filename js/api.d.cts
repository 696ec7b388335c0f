// The core's API, for TypeScript: the functions both entries export and the shapes they
// take and return. Hand-written, beside the Rust exports (src/wasm/core.rs,
// contract.rs) whose docs these repeat; the string unions come from the module's own
// lists (contract.d.cts, generated at build time). A `.d.cts` so that the ES-module
// entries (index.d.ts) and the CommonJS ones (node.d.cts) can both import it.
// `tsc --strict` checks it, with and without the DOM library (tests/package).

import type { ErrorCode, FormatStyle, SolveStatusName, UnitKind } from "./contract.cjs";

/**
 * An array argument as the functions read it: a `Uint8Array` as it is (the fast path), or
 * any other typed array or array of numbers, whose values are converted as JS converts
 * them into a `Uint8Array` (modulo 256). Anything else throws an `"InvalidArgument"`
 * `SudokuError`.
 */
export type Cells =
  | Uint8Array
  | Uint8ClampedArray
  | Int8Array
  | Uint16Array
  | Int16Array
  | Uint32Array
  | Int32Array
  | Float32Array
  | Float64Array
  | readonly number[];

/** A row, a column or a box. `index` is 0-8: rows top to bottom, columns left to right,
 * boxes row-major (0 top left, 8 bottom right). */
export interface Unit {
  kind: UnitKind;
  index: number;
}

/** Two givens with the same digit in one unit, as `validate` lists them. */
export interface Conflict {
  /** The digit given twice, 1-9. */
  digit: number;
  /** The two cells, 0-80 row-major indices, the smaller first. */
  cells: [number, number];
  /** The unit they share. */
  unit: Unit;
  /** The same conflict in words, 1-based: "digit 5 is given twice in row 1: at row 1,
   * column 1 and at row 1, column 2". */
  message: string;
}

/** What `solveMany` returns for `n` puzzles. */
export interface SolveManyResult {
  /** `n * 81` bytes: puzzle `i`'s solution at `81 * i`, all zeros where it was not solved. */
  solutions: Uint8Array;
  /** `n` bytes, one `SolveStatus` per puzzle. */
  status: Uint8Array;
}

/** What `solveAndCount` returns: one solution and how many there are, from one search. */
export interface SolveAndCountResult {
  /** 81 cells, row-major: the solution `solve` returns. */
  solution: Uint8Array;
  /** Solutions found, 1 up to the limit (with the default limit 2: 1 unique, 2 several).
   * A lower bound when `complete` is false. */
  count: number;
  /** False when the budget of guesses ran out before the count reached the limit or the
   * search ended: then whether more solutions exist is not known. */
  complete: boolean;
}

/**
 * The pencil marks: for each of the 81 cells, the digits that no given in its row,
 * column or box holds, as a bitmask (bit `d - 1` set when digit `d` is possible, so
 * `0x1ff` is all nine). Filled cells get 0, and so does a blank with no digit left.
 *
 * `(marks[i] >> (d - 1)) & 1` tells whether cell `i` can hold `d`.
 *
 * Throws a `SudokuError` with `code` `"WrongLength"` or `"InvalidValue"`.
 */
export declare function candidates(cells: Cells): Uint16Array;

/**
 * Counts the solutions of a puzzle, stopping at `limit` (2 proves uniqueness: 0 none,
 * 1 unique, 2 several). The cost is bounded by `limit`: `countSolutions(empty, 2)` is
 * instant.
 *
 * `maxGuesses` bounds the search (default 10 000 000 guesses); past it the call throws
 * a `SudokuError` with `code` `"BudgetExceeded"`. Other errors are those of `solve`, less
 * `"NoSolution"` (that is a count of 0), plus `"InvalidArgument"` for a `limit` or
 * `maxGuesses` that is negative, fractional or NaN. `Infinity` means no limit.
 */
export declare function countSolutions(cells: Cells, limit: number, maxGuesses?: number | null): number;

/**
 * Every `code` a thrown `SudokuError` can have: the core's [`Error::CODES`], then
 * `"InvalidArgument"` (a bad argument that is not a grid).
 */
export declare function errorCodes(): ErrorCode[];

/**
 * Writes a grid as text in `style`: `"line"` (81 characters, `.` for blanks),
 * `"grid"` (the Baekjoon 2580 grid, 0 for blanks, a `\n` after each row) or `"pretty"`
 * (a boxed grid for people, a `\n` after each line). `parse` reads the line and the
 * grid back.
 *
 * Throws a `SudokuError` with `code` `"WrongLength"` or `"InvalidValue"` for bad cells,
 * `"InvalidArgument"` for an unknown style.
 */
export declare function format(cells: Cells, style: FormatStyle): string;

/**
 * The text forms `format` writes: `"line"`, `"grid"`, `"pretty"`.
 */
export declare function formatStyles(): FormatStyle[];

/**
 * Reads a puzzle from text, telling the forms apart by shape: the 81-character line
 * (`1`-`9` givens, `0` or `.` blanks), nine 9-character rows such as `53..7....`, or the
 * Baekjoon 2580 grid (9 lines of 9 whitespace-separated digits 0-9). Surrounding
 * whitespace, CRLF and blank lines are ignored. Returns the 81 cells.
 *
 * Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidCharacter"`,
 * `"WrongRowCount"`, `"WrongRowLength"` or `"InvalidToken"` (with the cell in `cells`),
 * or `"InvalidArgument"` when `text` is not a string. Givens are not checked against
 * each other: `validate` does that.
 */
export declare function parse(text: string): Uint8Array;

/**
 * Solves a puzzle: 81 cells in (row-major, 0 = blank, 1-9 = given), 81 cells out.
 *
 * A puzzle with several solutions gets one of them, always the same one.
 *
 * Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
 * `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"` (past 10 000 000 guesses),
 * and the offending cell indices in `cells`.
 */
export declare function solve(cells: Cells): Uint8Array;

/**
 * Solves a puzzle and counts its solutions in one search: `{ solution, count, complete }`
 * (see `SolveAndCountResult`). `solution` is the one `solve` returns; `count` is the
 * number of solutions, counted up to `limit` (default 2: 1 unique, 2 several). The
 * solution counts itself, so `limit` 0 counts like 1: `count` 1, uniqueness untested.
 * It costs what `countSolutions(cells, limit)` alone costs, where `solve` then
 * `countSolutions` search twice.
 *
 * `maxGuesses` bounds the search (default 10 000 000 guesses). When it runs out after
 * the first solution, the answer still comes back, with `complete` false and `count`
 * the solutions found so far (a lower bound, at least 1); before the first solution,
 * the call throws a `SudokuError` with `code` `"BudgetExceeded"`.
 *
 * Other errors are those of `solve` (`"WrongLength"`, `"InvalidValue"`,
 * `"ConflictingGivens"`, `"NoSolution"`), and `"InvalidArgument"` for a `limit` or
 * `maxGuesses` that is negative, fractional or NaN. `Infinity` means no limit.
 */
export declare function solveAndCount(cells: Cells, limit?: number | null, maxGuesses?: number | null): SolveAndCountResult;

/**
 * Solves many puzzles in one call: `cells` holds `n` puzzles of 81 bytes each, back to
 * back. Returns `{ solutions, status }`: `solutions` has `n * 81` bytes (puzzle `i`'s
 * solution at `81 * i`, zeros where it was not solved), `status` one byte per puzzle:
 *
 * | status | `SolveStatus`       | meaning                                        |
 * |--------|---------------------|------------------------------------------------|
 * | 0      | `Solved`            | solved (the solution `solve` gives)            |
 * | 1      | `NoSolution`        | consistent givens, no solution                 |
 * | 2      | `ConflictingGivens` | two givens clash                               |
 * | 3      | `InvalidValue`      | a byte over 9                                  |
 * | 4      | `WrongLength`       | the trailing bytes when the length is not a multiple of 81 |
 * | 5      | `BudgetExceeded`    | more than `maxGuesses` guesses                 |
 *
 * A bad puzzle marks its own status and never fails the batch. `maxGuesses` is the
 * budget of each puzzle (default 10 000 000). Throws only for a bad `maxGuesses`
 * (`"InvalidArgument"`).
 */
export declare function solveMany(cells: Cells, maxGuesses?: number | null): SolveManyResult;

/**
 * The names of the `solveMany` status bytes, in numeric order: `solveStatuses()[s]` names
 * status byte `s` (`"Solved"` is 0; the others are the codes of the errors `solve` would
 * throw).
 */
export declare function solveStatuses(): SolveStatusName[];

/**
 * The kinds of unit a `Unit` can have: `"row"`, `"column"`, `"box"`.
 */
export declare function unitKinds(): UnitKind[];

/**
 * Lists every pair of givens that share a unit and a digit, without solving: rows
 * first, then columns, then boxes. Two givens that share a row and a box are listed
 * once for each. An empty array means the givens are consistent (the puzzle may still
 * have no solution: `countSolutions` tells).
 *
 * Each entry is `{ digit, cells: [a, b], unit: { kind, index }, message }` with 0-based
 * indices (see `Conflict`).
 *
 * Throws a `SudokuError` with `code` `"WrongLength"` or `"InvalidValue"`.
 */
export declare function validate(cells: Cells): Conflict[];
