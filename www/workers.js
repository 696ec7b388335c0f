// The page's side of worker.js: requests as promises, cancelling by termination, and a
// worker that dies replaced by a fresh one. No DOM here.

const WORKER_URL = new URL("./worker.js", import.meta.url);

/**
 * The compiled wasm module, shared by every worker: the first worker fetches and
 * compiles it and hands it back; the others wait for it and instantiate it without
 * fetching. Null until a worker starts loading it; reset when that one fails.
 */
let sharedModule = null;
/** The worker loading `sharedModule`, and how to settle it. */
let loader = null;

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

/**
 * One module worker running worker.js. Events:
 * - `ready` once the wasm is loaded (again after every restart);
 * - `restart` (detail: the reason) when the worker died or broke and was replaced;
 * - `failed` (detail: the reason) when it cannot run at all (it will not be restarted).
 */
export class SolverWorker extends EventTarget {
  /** The rules of the variant puzzle in the grid (`Puzzle` less its givens), sent with
   *  every request; null for a classic grid. */
  static variant = null;
  #worker = null;
  #pending = new Map();
  #nextId = 1;
  #deaths = [];
  #stopped = false;
  /** Messages sent before the worker exists (see `startAfter`). */
  #queue = [];

  #name;

  /**
   * `name`: the worker's name (`self.name` inside it, shown by devtools); `startAfter`:
   * a promise to wait for before starting the worker (requests queue meanwhile).
   */
  constructor({ name = "sudoku", startAfter = null } = {}) {
    super();
    this.#name = name;
    if (startAfter) startAfter.then(() => this.#stopped || this.#start());
    else this.#start();
  }

  /** Sends `{ id, op, args }`; resolves with the result, rejects with a SolverError. */
  request(op, args, transfer = []) {
    if (this.#stopped) {
      return Promise.reject(new SolverError({ message: "the solver is not running", code: WORKER_DIED }));
    }
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // The rules of a variant puzzle in the grid go with every request (www/variants/).
      const variant = SolverWorker.variant;
      if (this.#worker) this.#worker.postMessage({ id, op, args, variant }, transfer);
      else this.#queue.push([{ id, op, args, variant }, transfer]);
    });
  }

  /** Stops whatever the worker is doing: it is replaced, and pending requests fail with CANCELLED. */
  cancel() {
    if (this.#stopped) return;
    this.#replace(new SolverError({ message: "cancelled", code: CANCELLED }));
  }

  /** Stops the worker for good, freeing it; pending requests fail with `error`. */
  terminate(error = new SolverError({ message: "cancelled", code: CANCELLED })) {
    this.#stopped = true;
    this.#stopWorker();
    this.#rejectAll(error);
  }

  #start() {
    const worker = new Worker(WORKER_URL, { type: "module", name: this.#name });
    if (sharedModule === null) {
      sharedModule = new Promise((resolve) => (loader = { worker, resolve }));
      worker.postMessage({ init: null });
    } else {
      // Requests sent meanwhile wait in the worker until it has loaded.
      sharedModule.then((module) => worker.postMessage({ init: module }));
    }
    worker.addEventListener("message", (event) => this.#onMessage(worker, event.data));
    worker.addEventListener("error", (event) => {
      // Handled here: an error that escapes the worker means its state is unknown.
      event.preventDefault();
      if (worker === this.#worker) this.#die(`the solver stopped unexpectedly (${event.message || "no reason given"})`);
    });
    worker.addEventListener("messageerror", () => {
      if (worker === this.#worker) this.#die("the solver sent a message that could not be read");
    });
    this.#worker = worker;
    for (const [message, transfer] of this.#queue.splice(0)) worker.postMessage(message, transfer);
  }

  #onMessage(worker, data) {
    if (worker !== this.#worker) return;
    if ("ready" in data) {
      if (loader?.worker === worker) settleLoader(data.module ?? null);
      if (data.ready) this.dispatchEvent(new Event("ready"));
      else this.#fail(data.error.message);
      return;
    }
    const request = this.#pending.get(data.id);
    if (!request) return;
    this.#pending.delete(data.id);
    if (!data.error) {
      request.resolve(data.result);
      return;
    }
    request.reject(new SolverError(data.error));
    // Not a Sudoku error: a trap or a bug. The wasm instance may be broken: replace it.
    if (data.error.code === "Internal") this.#die(`the solver failed (${data.error.message})`);
  }

  #die(reason) {
    const now = performance.now();
    this.#deaths = this.#deaths.filter((t) => now - t < DEATH_WINDOW_MS);
    this.#deaths.push(now);
    if (this.#deaths.length > MAX_DEATHS) {
      this.#fail(`${reason}; it failed ${MAX_DEATHS + 1} times in a row, so it was not restarted`);
      return;
    }
    this.#replace(new SolverError({ message: reason, code: WORKER_DIED }));
    this.dispatchEvent(new CustomEvent("restart", { detail: reason }));
  }

  #fail(reason) {
    this.terminate(new SolverError({ message: reason, code: WORKER_DIED }));
    this.dispatchEvent(new CustomEvent("failed", { detail: reason }));
  }

  #replace(error) {
    this.#stopWorker();
    this.#rejectAll(error);
    this.#start();
  }

  #stopWorker() {
    if (!this.#worker) return;
    if (loader?.worker === this.#worker) settleLoader(null);
    this.#worker.terminate();
    this.#worker = null;
  }

  #rejectAll(error) {
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const request of pending) request.reject(error);
  }
}

/** Hands the loaded module (or null: loading failed) to the workers waiting for it. */
function settleLoader(module) {
  loader.resolve(module);
  loader = null;
  if (module === null) sharedModule = null;
}
