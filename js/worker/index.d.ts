// The types of `sudoku-wasm/worker` (index.js in browsers and bundlers, node.mjs in Node).
// Hand-written; the engine's methods are derived from the full entry's types.
import type * as Full from "../full/index.js";
import type { Cells, SolveManyResult } from "../api.cjs";

/** The full entry's functions, as an engine runs them. */
type Calls = Omit<typeof Full, "default" | "initSync" | "SolveStatus" | "SudokuError">;

/** How a call may be cancelled. */
export interface CallOptions {
  /** Aborting terminates the worker and rejects the call with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * The full entry in a worker: each of its functions, returning a promise of what it
 * returns (a thrown `SudokuError` becomes a rejection with one). `call` is the same with
 * a signal; `terminate` stops the worker (the next call starts a new one).
 */
export type Engine = {
  readonly [K in keyof Calls]: Calls[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<R>
    : never;
} & {
  call<K extends keyof Calls>(
    name: K,
    args: Calls[K] extends (...args: infer A) => unknown ? A : never,
    options?: CallOptions,
  ): Promise<Calls[K] extends (...args: never[]) => infer R ? R : never>;
  terminate(): void;
};

/** What `pool.solveMany` takes besides the puzzles. */
export interface PoolSolveOptions extends CallOptions {
  /** Puzzles per message to a worker; default 1000. */
  chunk?: number;
  /** Each puzzle's budget of guesses, as `solveMany`'s. */
  maxGuesses?: number;
  /** Called as chunks finish: puzzles done so far, of `total`. */
  onProgress?(progress: { done: number; total: number }): void;
}

/** Engines that share `solveMany` work. */
export interface Pool {
  readonly size: number;
  /** As `solveMany`, spread over the pool's workers; resolves to one result. */
  solveMany(cells: Cells, options?: PoolSolveOptions): Promise<SolveManyResult>;
  /** Stops every worker. */
  terminate(): void;
}

/** Starts an engine: a module Worker in browsers, a worker_threads Worker in Node. */
export declare function createWorker(): Promise<Engine>;

/** Starts `size` engines (default: the machine's cores). */
export declare function createPool(options?: { size?: number }): Promise<Pool>;
