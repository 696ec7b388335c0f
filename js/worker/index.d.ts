// The types of `sudoku-wasm/worker` (index.js in browsers and bundlers, node.mjs under
// Node's import, node.cjs under its require: the build copies this file to node.d.cts
// too). Hand-written; the engine's methods are derived from the entries' types.
import type * as Full from "../full/node.cjs";
import type * as Core from "../node.cjs";
import type { Cells, SolveManyResult } from "../api.cjs";

/** The entry a worker runs: `sudoku-wasm/full` or `sudoku-wasm`, the core. */
export type EntryName = "full" | "core";

/** An entry's functions, as an engine runs them. */
type CallsOf<M> = Omit<M, "default" | "initSync" | "SolveStatus" | "SudokuError">;
type EntryCalls = { full: CallsOf<typeof Full>; core: CallsOf<typeof Core> };

/** How a call may be cancelled. */
export interface CallOptions {
  /** Aborting terminates the worker and rejects the call with the signal's reason. */
  signal?: AbortSignal;
}

/** A compiled `WebAssembly.Module`, where the project's libraries declare one (as init.d.cts). */
type WebAssemblyModule = typeof globalThis extends {
  WebAssembly: { Module: abstract new (...args: never[]) => infer M };
}
  ? M
  : never;

/** Functions an ops module adds to a worker (its default export returns them). */
export type Ops = Record<string, (...args: never[]) => unknown>;

/** The calls of an engine: its entry's functions, and `O`'s in their place. */
type CallsWith<O extends Ops, E extends EntryName> = Omit<EntryCalls[E], keyof O> & O;

/**
 * An entry (`E`: the full one by default) in a worker: each of its functions (and the ops
 * module's, `O`), returning a promise of what it returns (a thrown `SudokuError` becomes a
 * rejection with one). `call` is the same with a signal; `start` starts a stopped worker ahead of the
 * next call; `terminate` stops the worker (the next call starts a new one).
 */
export type Engine<O extends Ops = {}, E extends EntryName = "full"> = {
  readonly [K in keyof CallsWith<O, E>]: CallsWith<O, E>[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
} & {
  call<K extends keyof CallsWith<O, E>>(
    name: K,
    args: CallsWith<O, E>[K] extends (...args: infer A) => unknown ? A : never,
    options?: CallOptions,
  ): Promise<CallsWith<O, E>[K] extends (...args: never[]) => infer R ? Awaited<R> : never>;
  start(): Promise<void>;
  terminate(): void;
};

/**
 * How `createWorker` (and each worker of `createPool`) starts its workers.
 */
export interface WorkerOptions {
  /**
   * The entry the worker runs: `"full"` (the default: every function of
   * `sudoku-wasm/full`) or `"core"` (`sudoku-wasm`'s functions, a fraction of the
   * download).
   */
  entry?: EntryName;
  /**
   * The absolute URL of an ES module (e.g. `new URL("./ops.js", import.meta.url)`) whose
   * default export, called in the worker with the loaded full entry's namespace, returns
   * more functions for the worker to run (`{ name(...args) }`, results and arguments
   * structured-cloneable). A name of the full entry's replaces its function.
   */
  ops?: string | URL;
  /**
   * The full entry's compiled module, instantiated instead of fetching it (browsers; Node
   * workers load their own). By default the first worker compiles it and every later one
   * (a restart after a cancel or a crash, the other engines of the page) reuses it.
   */
  module?: WebAssemblyModule;
  /**
   * Called when the worker died, or a call failed with an error that is not a
   * `SudokuError` (a trap, a bug): the worker is stopped, pending calls reject with that
   * error, and the next call (or `start()`) starts a fresh one.
   */
  onCrash?(error: Error): void;
  /** The worker's name, as devtools show it. */
  name?: string;
}

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

/**
 * Starts an engine: a module Worker in browsers, a worker_threads Worker in Node. `O`
 * types the functions of `options.ops`' module. Rejects when the module cannot load.
 */
export declare function createWorker<O extends Ops = {}>(options?: WorkerOptions & { entry?: "full" }): Promise<Engine<O>>;
export declare function createWorker<O extends Ops = {}>(options: WorkerOptions & { entry: "core" }): Promise<Engine<O, "core">>;

/** Starts `size` engines (default: the machine's cores). */
export declare function createPool(options?: { size?: number } & WorkerOptions): Promise<Pool>;
