// The page's side of its solver workers: each a `sudoku-wasm/worker` engine (pkg/worker/,
// the package's own worker entry) running the page's ops (ops.js), with the page's
// rules on top: requests as promises that cancel together (by terminating the worker),
// and a worker that dies replaced at once, unless it keeps dying. A worker may start on
// the core entry (a light first load) and move to the full one (hints, grades,
// generation, variants) when a request needs it or the page asks (`upgrade`). No DOM here.

import { createWorker } from "./pkg/worker/index.js";

/** The page's ops, loaded by every worker (ops.js). */
const OPS_URL = new URL("./ops.js", import.meta.url).href;

/** Deaths within this window count towards giving up (a worker that cannot start). */
const DEATH_WINDOW_MS = 30_000;
const MAX_DEATHS = 3;

/** A failed request: a SudokuError from the wasm, or one of the codes below. */
export class SolverError extends Error {
  constructor({ message, code, cells = [] }) {
    super(message);
    this.name = "SudokuError";
    this.code = code;
    this.cells = cells;
  }
}

/** The codes a request can fail with besides the wasm's own. */
export const CANCELLED = "Cancelled";
export const WORKER_DIED = "WorkerDied";
/** A request that needs the full entry, which could not load (the core still answers). */
export const UNAVAILABLE = "Unavailable";
/** A request that failed with an error that is not a SudokuError (the worker is replaced). */
export const INTERNAL = "Internal";

/**
 * One engine in a module worker. Events:
 * - `ready` once the wasm is loaded (again after every restart, and once the full entry
 *   has replaced the core);
 * - `restart` (detail: the reason) when the worker died or broke and was replaced;
 * - `failed` (detail: the reason) when it cannot run at all (it will not be restarted).
 */
export class SolverWorker extends EventTarget {
  /** The rules of the variant puzzle in the grid (`Puzzle` less its givens), sent with
   *  every request; null for a classic grid. */
  static variant = null;
  #name;
  /** The entry the worker runs, or is moving to: "core" until `upgrade()`, then "full". */
  #entry;
  /** The engine once loaded, else null; `#loading` resolves to the latest one started
   *  (null: it failed). */
  #engine = null;
  /** Whether `#engine` runs the core entry (the full one may be loading meanwhile). */
  #onCore = false;
  #loading;
  /** `upgrade()`'s promise, once called (again after a failed one). */
  #upgrading = null;
  /** Why the last upgrade failed, if it did. */
  #upgradeFailure = "";
  /** Calls in flight, by engine; the core engine, once replaced, stops when it has none. */
  #calls = new Map();
  #retired = null;
  /** Aborted by `cancel` and `terminate`: every pending request uses its signal. */
  #controller = new AbortController();
  /** Bumped by every death, so a request knows its worker died under it. */
  #deathCount = 0;
  #deaths = [];
  #stopped = false;

  /**
   * `name`: the worker's name (`self.name` inside it, shown by devtools); `startAfter`:
   * a promise to wait for before starting the worker (requests wait meanwhile); `entry`:
   * `"core"` to start on the core entry, `"full"` (the default) for the full one.
   */
  constructor({ name = "sudoku", startAfter = null, entry = "full" } = {}) {
    super();
    this.#name = name;
    this.#entry = entry;
    this.#loading = Promise.resolve(startAfter).then(() => (this.#stopped ? null : this.#boot()));
  }

  /**
   * Runs the op `op` with `args`; resolves with the result, rejects with a SolverError.
   * On the core entry, an op it lacks (a hint, a grade) or any op on a variant puzzle
   * waits for the full entry (`upgrade`); the others are answered by the core meanwhile.
   */
  async request(op, args) {
    if (this.#stopped) throw new SolverError({ message: "the solver is not running", code: WORKER_DIED });
    // The rules of a variant puzzle in the grid go with every request (www/variants/).
    const variant = SolverWorker.variant;
    const { signal } = this.#controller;
    const deaths = this.#deathCount;
    let engine = this.#engine ?? (await this.#loaded());
    if (engine && engine === this.#engine && this.#onCore && (variant || typeof engine[op] !== "function")) {
      engine = await this.upgrade();
      if (!engine && !this.#stopped) {
        throw new SolverError({ message: `this needs the full engine, which could not load (${this.#upgradeFailure}); solving still works`, code: UNAVAILABLE });
      }
    }
    if (!engine) throw new SolverError({ message: "the solver is not running", code: WORKER_DIED });
    this.#calls.set(engine, (this.#calls.get(engine) ?? 0) + 1);
    try {
      return await engine.call(op, [args, variant], { signal });
    } catch (error) {
      if (error instanceof SolverError || typeof error?.code === "string") throw error;
      // Not a Sudoku error: the worker died under this request, or broke (a trap, a bug)
      // and is being replaced; `restart` tells the user.
      if (this.#deathCount !== deaths) throw new SolverError({ message: `the solver stopped (${error?.message})`, code: WORKER_DIED });
      throw new SolverError({ message: String(error?.message ?? error), code: INTERNAL });
    } finally {
      this.#release(engine);
    }
  }

  /**
   * Moves the worker to the full entry, once (later calls get the same promise): a worker
   * not started yet starts on it; one running the core keeps answering what the core can
   * until the full engine is loaded, and is stopped once its calls are done. Resolves to
   * the full engine, or null when it could not load: a worker on the core keeps it (the
   * next call tries again), one that had not started fails (`failed` says why).
   */
  upgrade() {
    if (this.#upgrading) return this.#upgrading;
    const fromCore = this.#entry === "core";
    this.#entry = "full";
    this.#upgrading = this.#loaded().then((engine) => {
      if (!fromCore || this.#stopped || !engine || !this.#onCore) return engine;
      return this.#boot(engine).then((full) => {
        if (full) this.#retire(engine);
        return full;
      });
    });
    return this.#upgrading;
  }

  /** Stops the replaced core engine now, or after its last call. */
  #retire(core) {
    if (this.#calls.has(core)) this.#retired = core;
    else core.terminate();
  }

  /** One call on `engine` ended. */
  #release(engine) {
    const left = (this.#calls.get(engine) ?? 1) - 1;
    if (left > 0) {
      this.#calls.set(engine, left);
      return;
    }
    this.#calls.delete(engine);
    if (engine === this.#retired) {
      this.#retired = null;
      engine.terminate();
    }
  }

  /** Stops whatever the worker is doing: pending requests fail with CANCELLED, and a fresh
   *  worker (from the compiled module every worker shares) is started for the next. */
  cancel() {
    if (this.#stopped) return;
    this.#controller.abort(new SolverError({ message: "cancelled", code: CANCELLED }));
    this.#controller = new AbortController();
    this.#warm();
  }

  /** Stops the worker for good, freeing it; pending requests fail with `error`. */
  terminate(error = new SolverError({ message: "cancelled", code: CANCELLED })) {
    this.#stopped = true;
    this.#controller.abort(error);
    this.#engine?.terminate();
    this.#retired?.terminate();
  }

  /**
   * Starts a worker; resolves to its engine, or to null when it could not load. `core`:
   * the engine on the core entry this one is to replace, kept when this one fails.
   */
  #boot(core = null) {
    const entry = this.#entry;
    let crashed = false;
    const onCrash = (error) => {
      crashed = true;
      this.#die(error.message);
    };
    const loading = createWorker({ name: this.#name, ops: OPS_URL, onCrash, entry }).then(
      (engine) => {
        if (this.#stopped) engine.terminate();
        else this.#ready(engine, entry);
        return engine;
      },
      (error) => {
        if (core && !this.#stopped) {
          // The full entry could not load: the core keeps answering what it can.
          this.#entry = "core";
          this.#upgrading = null;
          this.#upgradeFailure = error.message;
          this.#loading = Promise.resolve(core);
          return null;
        }
        // A worker that died while loading is being replaced (#die); else the wasm or
        // the page's ops could not load, and will not on a retry either.
        if (!crashed) this.#fail(`the solver could not load: ${error.message}`);
        return null;
      },
    );
    this.#loading = loading;
    return loading;
  }

  #ready(engine, entry) {
    this.#engine = engine;
    this.#onCore = entry === "core";
    this.dispatchEvent(new Event("ready"));
  }

  /** The engine, waiting for a (re)start under way; null when there is none. */
  async #loaded() {
    for (;;) {
      const loading = this.#loading;
      const engine = await loading;
      if (engine || loading === this.#loading) return engine;
    }
  }

  /** Starts a stopped worker ahead of the next request. */
  #warm() {
    const engine = this.#engine;
    const entry = this.#onCore ? "core" : "full";
    if (engine) engine.start().then(() => engine === this.#engine && !this.#stopped && this.#ready(engine, entry), () => {});
    else if (!this.#stopped) this.#boot();
  }

  /** The worker died or broke (the engine has stopped it): replaced, unless it keeps dying. */
  #die(reason) {
    if (this.#stopped) return;
    this.#deathCount += 1;
    const now = performance.now();
    this.#deaths = this.#deaths.filter((t) => now - t < DEATH_WINDOW_MS);
    this.#deaths.push(now);
    if (this.#deaths.length > MAX_DEATHS) {
      this.#fail(`${reason}; it failed ${MAX_DEATHS + 1} times in a row, so it was not restarted`);
      return;
    }
    this.#warm();
    this.dispatchEvent(new CustomEvent("restart", { detail: reason }));
  }

  #fail(reason) {
    if (this.#stopped) return;
    this.terminate(new SolverError({ message: reason, code: WORKER_DIED }));
    this.dispatchEvent(new CustomEvent("failed", { detail: reason }));
  }
}
