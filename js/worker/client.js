// The promise API over a worker that runs the full entry (or the core): one request at a
// time per message id, answers matched by id, cancellation by terminating the worker.
// Shared by the browser entry (index.js: a module Worker) and the Node one (node.mjs:
// worker_threads), which differ only in how they start a worker (`spawn`). Hand-written.
// The core's contract: the full entry's is the same file, and its SudokuError matches
// errors of either entry (`instanceof` tests the name and code).
import { SudokuError } from "../contract.js";

/** The error a cancelled call rejects with: the signal's reason, or an AbortError. */
function abortReason(signal) {
  if (signal.reason !== undefined) return signal.reason;
  const error = new Error("the call was cancelled");
  error.name = "AbortError";
  return error;
}

/** An error as the worker reported it (serve.js): a SudokuError when it is one. */
function revive({ name, message, code, cells }) {
  if (name === "SudokuError") return new SudokuError(message, code, cells);
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * The compiled modules the engines of this page share, by entry ("full", "core"; browsers:
 * Node's workers load their own): while the first worker of an entry compiles it, a
 * promise of it (null if that failed); absent before. The next worker of that entry is
 * given it, so a restart after a cancel or a crash neither fetches nor compiles.
 */
const sharedModules = new Map();

/**
 * One engine: a worker started by `spawn(name)` when the first call needs it (or `start()`
 * is called), and again after a cancellation or a crash. `spawn` returns `{ post(message),
 * terminate(), onMessage(f), onError(f) }` and, optionally, `idle()`, called when no call
 * is pending (Node lets the process exit then).
 *
 * `options`: `entry`, the entry the worker runs: `"full"` (the default) or `"core"`
 * (`sudoku-wasm`'s functions only, a fraction of the download); `ops`, the absolute URL of an ES module whose default export, given the
 * loaded full entry, returns more functions for the worker to run (`{ name(...args) }`;
 * a name of the entry's replaces its function); `module`, a compiled
 * `WebAssembly.Module` of the full entry to instantiate (browsers; by default the first
 * worker compiles it and the others share it); `onCrash(error)`, called when the worker
 * died or a call failed with an error that is not a `SudokuError` (a trap, a bug): its
 * state is unknown, so it is stopped, the other pending calls reject with that error, and
 * the next call starts a fresh worker; `name`, the worker's name (devtools);
 * `shareModule: false` (the Node entry's) when workers never hand a compiled module back.
 */
export class Engine {
  #spawn;
  #options;
  #worker = null;
  #ready = null;
  #pending = new Map();
  #nextId = 1;
  /** Settles `sharedModule` when this engine's worker is the one compiling it. */
  #settleShared = null;

  constructor(spawn, options = {}) {
    this.#spawn = spawn;
    this.#options = options;
  }

  /** Starts the worker (if it is not running) and resolves to the names it can call. */
  start() {
    if (this.#ready) return this.#ready;
    const worker = this.#spawn(this.#options.name);
    this.#worker = worker;
    const ops = this.#options.ops === undefined ? null : String(this.#options.ops);
    const entry = this.#entry;
    this.#moduleFor().then((module) => {
      if (worker === this.#worker) worker.post({ init: { module, ops, entry } });
    });
    this.#ready = new Promise((resolve, reject) => {
      worker.onMessage((message) => {
        if (worker !== this.#worker) return;
        if ("ready" in message) {
          this.#shareModule(message.module ?? null);
          if (!message.ready) {
            const error = revive(message.error);
            reject(error);
            this.#stop(error);
            return;
          }
          if (this.#pending.size === 0) worker.idle?.();
          resolve(message.names);
          return;
        }
        const call = this.#pending.get(message.id);
        if (!call) return;
        this.#pending.delete(message.id);
        if (this.#pending.size === 0) worker.idle?.();
        call.cleanup();
        if (!("error" in message)) {
          call.resolve(message.result);
          return;
        }
        const error = revive(message.error);
        call.reject(error);
        if (!(error instanceof SudokuError)) this.#crash(error);
      });
      worker.onError((error) => {
        if (worker !== this.#worker) return;
        const failure = error instanceof Error ? error : new Error(String(error?.message ?? error));
        reject(failure);
        this.#crash(failure);
      });
    });
    return this.#ready;
  }

  /**
   * Calls the function `name` (the full entry's, or the ops module's) with `args` in the
   * worker. With `options.signal`, aborting terminates the worker (the search cannot be
   * interrupted any other way), rejects this call and every other pending one with the
   * signal's reason, and the next call starts a fresh worker.
   */
  async call(name, args = [], options = {}) {
    const { signal } = options;
    if (signal?.aborted) throw abortReason(signal);
    const ready = this.start();
    const names = await ready;
    if (!names.includes(name)) throw new TypeError(`the engine has no function ${name}`);
    if (signal?.aborted) throw abortReason(signal);
    // The worker stopped (a crash, another call's cancel) before this call was sent.
    if (ready !== this.#ready) return this.call(name, args, options);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => this.#stop(abortReason(signal));
      signal?.addEventListener("abort", onAbort, { once: true });
      const cleanup = () => signal?.removeEventListener("abort", onAbort);
      this.#pending.set(id, { resolve, reject, cleanup });
      this.#worker.post({ id, name, args });
    });
  }

  /** The entry the worker runs: "full" or "core". */
  get #entry() {
    return this.#options.entry ?? "full";
  }

  /** The module to give a new worker: the caller's, the shared one, or null (compile it). */
  #moduleFor() {
    if (this.#options.module) return Promise.resolve(this.#options.module);
    // Node's workers load the module themselves: none to wait for.
    if (this.#options.shareModule === false) return Promise.resolve(null);
    const shared = sharedModules.get(this.#entry);
    if (shared) return shared;
    sharedModules.set(this.#entry, new Promise((resolve) => (this.#settleShared = resolve)));
    return Promise.resolve(null);
  }

  /** Hands the module this engine's worker compiled (null: none) to the engines waiting. */
  #shareModule(module) {
    if (!this.#settleShared) return;
    this.#settleShared(module);
    this.#settleShared = null;
    if (module === null) sharedModules.delete(this.#entry);
  }

  /** The worker died or broke: stopped, its calls rejected, the user's `onCrash` told. */
  #crash(error) {
    this.#stop(error);
    this.#options.onCrash?.(error);
  }

  /** Stops the worker; pending calls reject with `reason`. */
  #stop(reason) {
    this.#shareModule(null);
    this.#worker?.terminate();
    this.#worker = null;
    // A start that had not finished rejects, and nobody need handle that.
    this.#ready?.catch(() => {});
    this.#ready = null;
    for (const call of this.#pending.values()) {
      call.cleanup();
      call.reject(reason);
    }
    this.#pending.clear();
  }

  /** Stops the worker; pending calls reject with an AbortError. */
  terminate() {
    const error = new Error("the engine was terminated");
    error.name = "AbortError";
    this.#stop(error);
  }
}

/**
 * An engine whose methods are the full entry's functions (and the ops module's), each
 * returning a promise: `await engine.solve(cells)`. `engine.call(name, args, { signal })`
 * cancels; `engine.start()` starts a stopped worker ahead of the next call (after a
 * cancel, so that call finds it loaded); `engine.terminate()` stops it. `options` as
 * `Engine`'s.
 */
export async function createEngine(spawn, options = {}) {
  const engine = new Engine(spawn, options);
  const names = await engine.start();
  const methods = {};
  for (const name of names) {
    methods[name] = (...args) => engine.call(name, args);
  }
  methods.call = (name, args, callOptions) => engine.call(name, args, callOptions);
  methods.start = () => engine.start().then(() => undefined);
  methods.terminate = () => engine.terminate();
  return Object.freeze(methods);
}

/**
 * `size` engines that share `solveMany` work: `pool.solveMany(cells, options)` splits the
 * puzzles into chunks (`options.chunk` puzzles, default 1000), runs them on the engines
 * as they come free, and resolves to one `{ solutions, status }` as `solveMany` would.
 * `options.onProgress({ done, total })` is called as chunks finish; `options.signal`
 * cancels (every engine's worker is terminated and restarts on the next call);
 * `options.maxGuesses` is each puzzle's budget. `engineOptions` as `Engine`'s.
 */
export async function createPool(spawn, size, engineOptions = {}) {
  const engines = Array.from({ length: size }, () => new Engine(spawn, engineOptions));
  await Promise.all(engines.map((engine) => engine.start()));
  async function solveMany(cells, options = {}) {
    const { chunk = 1000, onProgress, signal, maxGuesses } = options;
    const bytes = cells instanceof Uint8Array ? cells : Uint8Array.from(cells);
    const total = Math.ceil(bytes.length / 81);
    const solutions = new Uint8Array(total * 81);
    const status = new Uint8Array(total);
    let next = 0;
    let done = 0;
    async function work(engine) {
      while (next < total) {
        const first = next;
        const end = Math.min(total, first + chunk);
        next = end;
        const part = bytes.subarray(first * 81, Math.min(bytes.length, end * 81));
        const result = await engine.call("solveMany", [part, maxGuesses], { signal });
        solutions.set(result.solutions, first * 81);
        status.set(result.status, first);
        done += end - first;
        onProgress?.({ done, total });
      }
    }
    try {
      await Promise.all(engines.map(work));
    } catch (error) {
      // One failed or was cancelled: stop the others too.
      for (const engine of engines) engine.terminate();
      throw error;
    }
    return { solutions, status };
  }
  return Object.freeze({
    size,
    solveMany,
    terminate: () => engines.forEach((engine) => engine.terminate()),
  });
}
