// The grade line: the level of the puzzle in the grid, worked out on a worker of its own
// once the puzzle has stayed the same for a moment. The hardest technique (a spoiler on
// a fresh puzzle) is shown on request.

import { Latest, STALE } from "../latest.js";
import { CANCELLED, WORKER_DIED } from "../workers.js";
import { capitalize } from "../status.js";

/** The grade is asked for once the puzzle has stayed the same this long. */
const GRADE_DELAY_MS = 300;

/** The line a puzzle is keyed (and linked) by: its digits, 0 for a blank. */
export const lineOf = (puzzle) => Array.from(puzzle).join("");

export class GradePanel {
  #ctx;
  #els;
  #latest = new Latest();
  #key = null;
  #timer = 0;

  /** `ctx`: `{ store, grader }`; `els`: `{ line, level, se, detail, technique, more }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    els.more.addEventListener("click", () => this.#toggleTechnique());
    ctx.grader.addEventListener("restart", () => {
      // A grade that killed its worker: the replacement tries once more.
      this.#key = null;
      this.schedule();
    });
    ctx.grader.addEventListener("failed", (event) => this.#show(this.#key, { failed: event.detail }));
  }

  /** Asks for the grade of the store's puzzle once it has stopped changing. */
  schedule() {
    const { store } = this.#ctx;
    const puzzle = store.sharedPuzzle();
    const key = lineOf(puzzle);
    if (key === this.#key) return;
    this.#key = key;
    clearTimeout(this.#timer);
    this.#latest.invalidate(); // whatever is on its way is for another puzzle
    const els = this.#els;
    els.line.setAttribute("aria-busy", "true");
    if (els.line.dataset.level === "none" && puzzle.some(Boolean)) {
      // No grade to leave dimmed meanwhile: say what is happening instead.
      els.level.textContent = "–";
      els.detail.textContent = "grading…";
    }
    this.#timer = setTimeout(() => this.#gradeNow(puzzle, key, store.layout), GRADE_DELAY_MS);
  }

  async #gradeNow(puzzle, key, layout) {
    if (!puzzle.some(Boolean)) {
      this.#show(key, { empty: true });
      return;
    }
    if (layout.size !== 9 || !layout.regular || this.#ctx.variants?.rules) {
      this.#show(key, { failed: "grades are for classic 9×9 puzzles" });
      return;
    }
    const { grader } = this.#ctx;
    // A grade still running is for an older puzzle: stop it rather than wait for it.
    if (this.#latest.pending > 0) grader.cancel();
    let grade;
    try {
      grade = await this.#latest.run(grader.request("grade", { cells: puzzle }));
    } catch (error) {
      if (error.code === CANCELLED) return;
      // A worker that died mid-grade is restarted, and its restart asks again; one that
      // stopped for good leaves this as its last word.
      if (error.code === WORKER_DIED) this.#show(key, { failed: error.message });
      else this.#show(key, { error });
      return;
    }
    if (grade !== STALE) this.#show(key, { grade });
  }

  /** A grade that is already known (a generated puzzle comes with its own). */
  setKnown(puzzle, grade) {
    clearTimeout(this.#timer);
    this.#latest.invalidate();
    this.#key = lineOf(puzzle);
    this.#show(this.#key, { grade });
  }

  /** Writes the grade line: the level, and the hardest technique behind a button. */
  #show(key, { grade = null, error = null, empty = false, failed = null }) {
    let level = "none";
    let badge = "–";
    let detail = "";
    let technique = "";
    if (empty) {
      detail = "no puzzle yet: type or paste one, or press New puzzle";
    } else if (failed) {
      detail = `not available: ${failed.replace(/\.+$/, "")}`;
    } else if (error) {
      const reasons = {
        ConflictingGivens: "not graded: two givens clash",
        NoSolution: "not graded: the puzzle has no solution",
        BudgetExceeded: "not graded: the search ran out of budget",
      };
      detail = reasons[error.code] ?? `not graded: ${error.message}`;
    } else if (!grade.unique) {
      level = grade.level;
      badge = "Several solutions";
      detail = "logic alone cannot finish it";
    } else if (grade.hardestTechnique === null) {
      level = grade.level;
      badge = capitalize(grade.level);
      detail = "every cell is given";
    } else {
      level = grade.level;
      badge = capitalize(grade.level);
      technique = `hardest technique ${grade.hardestTechnique}, score ${grade.score}`;
    }
    const els = this.#els;
    els.line.dataset.level = level;
    els.line.dataset.puzzle = key ?? "";
    els.line.removeAttribute("aria-busy");
    els.level.textContent = badge;
    // The Sudoku Explainer rating, when the engine gives one (puzzles with one solution).
    const se = typeof grade?.se === "number" ? `SE ${grade.se.toFixed(1)}` : "";
    els.se.textContent = se;
    els.se.hidden = se === "";
    if (se) els.se.title = "Sudoku Explainer's rating: the hardest step of its solving path, from 1.0 up";
    els.detail.textContent = detail;
    els.detail.hidden = detail === "";
    els.technique.textContent = technique;
    els.more.hidden = technique === "";
    this.#showTechnique(false);
  }

  #toggleTechnique() {
    this.#showTechnique(this.#els.more.getAttribute("aria-expanded") !== "true");
  }

  #showTechnique(on) {
    const els = this.#els;
    els.technique.hidden = !on;
    els.more.setAttribute("aria-expanded", String(on));
  }
}
