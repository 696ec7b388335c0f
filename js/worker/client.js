// The promise API over a worker that runs the full entry: one request at a time per
// message id, answers matched by id, cancellation by terminating the worker. Shared by
// the browser entry (index.js: a module Worker) and the Node one (node.mjs:
// worker_threads), which differ only in how they start a worker (`spawn`). Hand-written.
import { SudokuError } from "../full/contract.js";

/** The functions of the full entry a worker runs; everything else stays here. */
const NOT_CALLS = new Set(["default", "initSync", "SolveStatus", "SudokuError"]);

/** The error a cancelled call rejects with: the signal's reason, or an AbortError. */
function abortReason(signal) {
  if (signal.reason !== undefined) return signal.reason;
  const error = new Error("the call was cancelled");
  error.name = "AbortError";
  return error;
}

/** An error as the worker reported it: a SudokuError when it has a code. */
function revive({ name, message, code, cells }) {
  if (name === "SudokuError") return new SudokuError(message, code, cells);
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * One engine: a worker started by `spawn()` when the first call needs it, and again after
 * a cancellation or a crash. `spawn()` returns `{ post(message), terminate(), onMessage(f),
 * onError(f) }` and, optionally, `idle()`, called when no call is pending (Node lets the
 * process exit then).
 */
export class Engine {
  #spawn;
  #worker = null;
  #ready = null;
  #names = null;
  #pending = new Map();
  #nextId = 1;

  constructor(spawn) {
    this.#spawn = spawn;
  }

  /** Starts the worker (if it is not running) and resolves to the names it can call. */
  start() {
    if (this.#ready) return this.#ready;
    const worker = this.#spawn();
    this.#worker = worker;
    this.#ready = new Promise((resolve, reject) => {
      worker.onMessage((message) => {
        if (message.ready) {
          this.#names = message.names;
          if (this.#pending.size === 0) worker.idle?.();
          resolve(message.names);
          return;
        }
        const call = this.#pending.get(message.id);
        if (!call) return;
        this.#pending.delete(message.id);
        if (this.#pending.size === 0) worker.idle?.();
        call.cleanup();
        if ("error" in message) call.reject(revive(message.error));
        else call.resolve(message.result);
      });
      worker.onError((error) => {
        const failure = error instanceof Error ? error : new Error(String(error?.message ?? error));
        reject(failure);
        this.#stop(failure);
      });
    });
    return this.#ready;
  }

  /**
   * Calls the full entry's function `name` with `args` in the worker. With
   * `options.signal`, aborting terminates the worker (the search cannot be interrupted
   * any other way), rejects this call and every other pending one with the signal's
   * reason, and the next call starts a fresh worker.
   */
  async call(name, args = [], options = {}) {
    const { signal } = options;
    if (signal?.aborted) throw abortReason(signal);
    const names = await this.start();
    if (!names.includes(name)) throw new TypeError(`the engine has no function ${name}`);
    if (signal?.aborted) throw abortReason(signal);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => this.#stop(abortReason(signal));
      signal?.addEventListener("abort", onAbort, { once: true });
      const cleanup = () => signal?.removeEventListener("abort", onAbort);
      this.#pending.set(id, { resolve, reject, cleanup });
      this.#worker.post({ id, name, args });
    });
  }

  /** Stops the worker; pending calls reject with `reason`. */
  #stop(reason) {
    this.#worker?.terminate();
    this.#worker = null;
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
 * An engine whose methods are the full entry's functions, each returning a promise:
 * `await engine.solve(cells)`. `engine.call(name, args, { signal })` cancels.
 */
export async function createEngine(spawn) {
  const engine = new Engine(spawn);
  const names = await engine.start();
  const methods = {};
  for (const name of names) {
    methods[name] = (...args) => engine.call(name, args);
  }
  methods.call = (name, args, options) => engine.call(name, args, options);
  methods.terminate = () => engine.terminate();
  return Object.freeze(methods);
}

/**
 * `size` engines that share `solveMany` work: `pool.solveMany(cells, options)` splits the
 * puzzles into chunks (`options.chunk` puzzles, default 1000), runs them on the engines
 * as they come free, and resolves to one `{ solutions, status }` as `solveMany` would.
 * `options.onProgress({ done, total })` is called as chunks finish; `options.signal`
 * cancels (every engine's worker is terminated and restarts on the next call);
 * `options.maxGuesses` is each puzzle's budget.
 */
export async function createPool(spawn, size) {
  const engines = Array.from({ length: size }, () => new Engine(spawn));
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
