// Jobs on the solver worker (solve, check, hint, explain, generate): one at a time, the
// buttons that start one disabled meanwhile, and a job bar with Cancel (and Esc) once a
// job takes a while.

import { CANCELLED, WORKER_DIED } from "./workers.js";
import { capitalize } from "./status.js";

/** A job that takes longer than this shows the job bar with its Cancel button. */
const SLOW_JOB_MS = 300;

export class Jobs {
  #els;
  #worker = null;
  #buttons = [];
  #failed = false;

  /** `els`: `{ bar, label, cancel }`. */
  constructor(els) {
    this.#els = els;
    els.cancel.addEventListener("click", () => this.cancel());
  }

  /** Buttons that start a job: disabled while one runs. */
  addButtons(...buttons) {
    this.#buttons.push(...buttons);
  }

  /** Whether a job is running with its bar shown (Esc cancels it). */
  get showing() {
    return this.#worker !== null;
  }

  /** Runs `op` on `worker`, showing the job bar (with Cancel) if it takes a while. */
  async run(worker, op, args, label) {
    const timer = setTimeout(() => {
      this.#worker = worker;
      this.#els.label.textContent = label;
      this.#els.bar.hidden = false;
    }, SLOW_JOB_MS);
    this.#enable(false);
    try {
      return await worker.request(op, args);
    } finally {
      clearTimeout(timer);
      this.#worker = null;
      this.#els.bar.hidden = true;
      this.#enable(!this.#failed);
    }
  }

  cancel() {
    this.#worker?.cancel();
  }

  /** The solver cannot run: the job buttons stay disabled. */
  fail() {
    this.#failed = true;
    this.#enable(false);
  }

  #enable(on) {
    for (const button of this.#buttons) button.disabled = !on;
  }
}

/** What the status line says about a failed job; null when nothing should be said
 *  (a worker that died: its restart handler has spoken). */
export function failureWords(error) {
  if (error.code === CANCELLED) return { text: "Cancelled. The grid is unchanged.", kind: "info" };
  if (error.code === WORKER_DIED) return null;
  return { text: `${capitalize(error.message)}.`, kind: "error" };
}
