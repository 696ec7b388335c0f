// Live validation: the conflicts of the grid as it is (two equal digits in a unit),
// circled on the grid and said in the status line, and the candidates Pencil marks
// shows. Asked of the quick worker after every change; the latest answer wins.

import { Latest, STALE } from "../latest.js";
import { CANCELLED, WORKER_DIED } from "../workers.js";
import { conflictsOf } from "../layout.js";
import { describeConflicts, plural } from "../sudoku.js";
import { describeRuleConflicts } from "../variants/ops.js";
import { capitalize } from "../status.js";

const CONFLICTS_LISTED = 3;

export class LiveValidation {
  #ctx;
  #latest = new Latest();
  /** Whether the status line lists conflicts (so that fixing them says so). */
  #shown = false;

  /** `ctx`: `{ store, grid, quick, say }`. */
  constructor(ctx) {
    this.#ctx = ctx;
  }

  /** The grid changed by more than a digit typed (a load, Clear, Undo): conflicts that
   *  go away with it are not "fixed", so nothing is said about them. */
  forget() {
    this.#shown = false;
  }

  /** Asks for the conflicts (and the candidates when shown) of the grid as it is now.
   *  Resolves to them, or to null when no answer came (stale, cancelled, failed). */
  async refresh() {
    const { store, grid, quick, say } = this.#ctx;
    const puzzle = store.puzzle();
    if (!this.#ctx.variants?.rules && (store.layout.size !== 9 || !store.layout.regular)) {
      // The engine's validate knows classic grids; other layouts are checked here.
      this.#latest.invalidate();
      const conflicts = conflictsOf(store.layout, puzzle);
      grid.set({ conflicts, candidates: null });
      this.#report(conflicts);
      return conflicts;
    }
    let answer;
    try {
      answer = await this.#latest.run(
        Promise.all([quick.request("validate", { cells: puzzle }), store.settings.pencil ? this.#candidates(puzzle) : null]),
      );
    } catch (error) {
      if (error.code === CANCELLED || error.code === WORKER_DIED) return null;
      say(capitalize(error.message), "error");
      return null;
    }
    if (answer === STALE) return null;
    const [conflicts, candidates] = answer;
    grid.set({ conflicts, candidates });
    this.#report(conflicts);
    return conflicts;
  }

  /** The candidates Pencil marks show: those the filled cells leave, or with the
   *  setter's option the true candidates (null, said in the status line, when their
   *  search runs out of budget or the grid breaks a rule). */
  async #candidates(puzzle) {
    const { store, quick, say } = this.#ctx;
    if (!store.settings.trueCandidates) return quick.request("candidates", { cells: puzzle });
    try {
      return await quick.request("trueCandidates", { cells: puzzle });
    } catch (error) {
      if (error.code === "BudgetExceeded") {
        say("True candidates: the search ran out of its budget; showing none.", "error");
        return null;
      }
      if (error.code === "ConflictingGivens") return null;
      throw error;
    }
  }

  #report(conflicts) {
    const { store, say } = this.#ctx;
    // A variant's constraints (digit 0) have their own words (www/variants/ops.js).
    const phrases = [
      ...describeConflicts(conflicts.filter((c) => c.digit), store.layout.size),
      ...describeRuleConflicts(conflicts.filter((c) => !c.digit), store.layout.size),
    ];
    if (phrases.length > 0) {
      const listed = phrases.slice(0, CONFLICTS_LISTED).join("; ");
      const more = phrases.length > CONFLICTS_LISTED ? `; and ${phrases.length - CONFLICTS_LISTED} more` : "";
      say(`${capitalize(plural(phrases.length, "conflict"))}: ${listed}${more}.`, "error");
      this.#shown = true;
    } else if (this.#shown) {
      this.#shown = false;
      if (!store.complete) say("No conflicts left.", "ok");
    }
  }
}
