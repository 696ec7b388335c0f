// The variant generator's API, for TypeScript: what the full entry (`sudoku-wasm/full`)
// exports with the `logic` and `variants` features. Hand-written, beside the Rust exports
// (src/wasm/variant_generate.rs, the lists in src/wasm/contract.rs) whose docs these
// repeat; the string unions come from the module's own lists (full/contract.d.cts,
// generated at build time).

import type { Level, Symmetry, VariantKind } from "./contract.cjs";
import type { Puzzle, PuzzleGrade } from "./variants.cjs";

/** What to generate: `variant`, `size` and `level` as `puzzleGenerators()` offers them. */
export interface GeneratePuzzleOptions {
  /** The seed, a whole number 0 to 2^53 - 1: the same options give the same puzzle. */
  seed: number;
  /** N: the grid is N×N (one of the sizes `puzzleGenerators()` lists for the kind). */
  size: number;
  /** The kind of puzzle. */
  variant: VariantKind;
  /** The level wanted: the hardest technique of the puzzle's logic path (one of the
   * levels `puzzleGenerators()` lists for the kind and size). */
  level: Level;
  /** The pattern of the givens (default "none"); killers, which have no givens, take
   * only "none". */
  symmetry?: Symmetry;
  /** The budget in attempts (a fresh puzzle each, cut down, fitted and graded), 1 to
   * 100 000; default: the kind's, which every level offered is reached within. */
  maxAttempts?: number;
}

/** What `generatePuzzle` returns. */
export interface GeneratedPuzzle {
  /** The puzzle: exactly one solution, which logic reaches without a guess. */
  puzzle: Puzzle;
  /** Its solution: N×N digits, row-major. */
  solution: Uint8Array;
  /** Its grade: `grade.level` is the level reached. */
  grade: PuzzleGrade;
  /** The seed it was made from. */
  seed: number;
  /** The attempts made. */
  attempts: number;
  /** Whether `grade.level` is the level asked for (false: the budget ran out, and this
   * is the closest puzzle found). */
  reached: boolean;
}

/** A kind at a size, as `puzzleGenerators()` lists it. */
export interface PuzzleGenerator {
  variant: VariantKind;
  size: number;
  /** The levels offered, easiest first. */
  levels: Level[];
  /** Whether it takes a `symmetry` (killers have no givens). */
  symmetry: boolean;
}

/**
 * Generates a variant puzzle with exactly one solution whose logic path needs no guess,
 * of the level asked for when the budget allows, deterministically: the same options
 * give the same puzzle in every browser and natively. When the budget runs out first, the
 * closest puzzle found comes back with `reached` false (it never needs a guess either).
 * `toFPuzzles(generated.puzzle)` writes it for other tools.
 *
 * Throws a `SudokuError` with `code` `"InvalidArgument"` when `options` is not an
 * object, `seed` is missing or not a whole number 0 to 2^53 - 1, `size` is missing or not
 * a whole number, `variant`, `level` or `symmetry` is not one of the names listed, or
 * `maxAttempts` is not a whole number 1 to 100 000; `"InvalidOption"` when the kind is
 * not made at that size, the level is not offered for the kind and size, or a killer is
 * asked for a symmetry (the message says what is offered).
 */
export declare function generatePuzzle(options: GeneratePuzzleOptions): GeneratedPuzzle;

/** The kinds `generatePuzzle` makes: "classic", "killer", "jigsaw", "x", "windoku". */
export declare function variantKinds(): VariantKind[];

/** What `generatePuzzle` makes: one entry per kind and size, in menu order, with the
 * levels offered there. Any other kind, size or level is an "InvalidOption" error. */
export declare function puzzleGenerators(): PuzzleGenerator[];
