// The grade line: the level of the puzzle in the grid, worked out on a worker of its own
// once the puzzle has stayed the same for a moment. The hardest technique (a spoiler on
// a fresh puzzle) is shown on request. A variant puzzle (its rules go with the request)
// is graded by the variant engine: its solve path's hardest technique, no score.

import { Latest, STALE } from "../latest.js";
import { CANCELLED, WORKER_DIED } from "../workers.js";
import { capitalize } from "../status.js";
import { plural } from "../sudoku.js";

/** The grade is asked for once the puzzle has stayed the same this long. */
const GRADE_DELAY_MS = 300;

/** The line a puzzle is keyed (and linked) by: its digits, 0 for a blank. */
export const lineOf = (puzzle) => Array.from(puzzle).join("");

export class GradePanel {
  #ctx;
  #els;
  #latest = new Latest();
  /** What the grade is asked for: the puzzle's line and, for a variant, its game (two
   *  killers without givens share a line, not their rules). */
  #key = null;
  /** The puzzle's line (`data-puzzle` on the grade line). */
  #line = null;
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
    ctx.grader.addEventListener("failed", (event) => this.#show(this.#line, { failed: event.detail }));
  }

  /** Asks for the grade of the store's puzzle once it has stopped changing. */
  schedule() {
    const { store } = this.#ctx;
    const puzzle = store.sharedPuzzle();
    const rules = store.rules;
    const line = lineOf(puzzle);
    const key = this.#keyOf(line);
    if (key === this.#key) return;
    this.#key = key;
    this.#line = line;
    clearTimeout(this.#timer);
    this.#latest.invalidate(); // whatever is on its way is for another puzzle
    const els = this.#els;
    els.line.setAttribute("aria-busy", "true");
    if (els.line.dataset.level === "none" && (puzzle.some(Boolean) || store.hasRules)) {
      // No grade to leave dimmed meanwhile: say what is happening instead.
      els.level.textContent = "–";
      els.detail.textContent = "grading…";
    }
    this.#timer = setTimeout(() => this.#gradeNow(puzzle, line, store.layout, rules), GRADE_DELAY_MS);
  }

  async #gradeNow(puzzle, line, layout, rules) {
    // A blank grid is no puzzle yet, unless its rules make one (a killer has no givens).
    if (!puzzle.some(Boolean) && !this.#ctx.store.hasRules) {
      this.#show(line, { empty: true });
      return;
    }
    // Without rules, the grid is a classic 9×9 (every other grid comes with its rules).
    if (!rules && (layout.size !== 9 || !layout.regular)) {
      this.#show(line, { failed: "grades are for classic 9×9 puzzles and variant puzzles" });
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
      if (error.code === WORKER_DIED) this.#show(line, { failed: error.message });
      else this.#show(line, { error });
      return;
    }
    if (grade !== STALE) this.#show(line, { grade });
  }

  /** The key a grade is kept by: the givens' line, and a variant puzzle's game. */
  #keyOf(line) {
    const { store } = this.#ctx;
    return store.rules ? `${line}|${store.id}` : line;
  }

  /** A grade that is already known (a generated puzzle comes with its own, given once
   *  it is in the grid): of its givens `puzzle`. */
  setKnown(puzzle, grade) {
    clearTimeout(this.#timer);
    this.#latest.invalidate();
    this.#line = lineOf(puzzle);
    this.#key = this.#keyOf(this.#line);
    this.#show(this.#line, { grade });
  }

  /** Writes the grade line: the level, and the hardest technique behind a button. */
  #show(line, { grade = null, error = null, empty = false, failed = null }) {
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
    } else if (grade.unique === false) {
      level = grade.level;
      badge = "Several solutions";
      detail = "logic alone cannot finish it";
    } else if (grade.hardestTechnique === null) {
      level = grade.level;
      badge = capitalize(grade.level);
      detail = "every cell is given";
    } else if (grade.steps !== undefined) {
      // A variant puzzle's grade (gradePuzzle's): no score; a guess on the path is said.
      level = grade.level;
      badge = capitalize(grade.level);
      const guesses = grade.techniques.Guess ?? 0;
      if (guesses) detail = `no technique of the engine finishes it: its solve path needs ${plural(guesses, "guess", "guesses")}`;
      else technique = `hardest technique ${grade.hardestTechnique}, ${plural(grade.steps, "step")}`;
      if (grade.unique === null) detail = [detail, "its uniqueness was not proven within the search budget"].filter(Boolean).join("; ");
    } else {
      level = grade.level;
      badge = capitalize(grade.level);
      technique = `hardest technique ${grade.hardestTechnique}${grade.score == null ? "" : `, score ${grade.score}`}`;
    }
    const els = this.#els;
    els.line.dataset.level = level;
    els.line.dataset.puzzle = line ?? "";
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
