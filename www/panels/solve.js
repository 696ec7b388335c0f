// Solve, Check and check-as-you-go: the answers that compare the grid with the
// solution, each a verdict the next edit clears.

import { Latest, STALE } from "../latest.js";
import { plural } from "../sudoku.js";
import { formatMs } from "../status.js";
import { lineOf } from "./grade.js";

export class SolvePanel {
  #ctx;
  #answers = new Latest();
  #checking = new Latest();
  /** The solution check-as-you-go compares with: `{ key, solution }` (solution null when
   *  the givens have none, or more than one). */
  #reference = { key: null, solution: null };

  /** `ctx`: `{ store, grid, jobs, solver, quick, say, reportFailure, beforeShow }`
   *  (`say(text, kind, { isVerdict })`); `els`: `{ solve, check }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    els.solve.addEventListener("click", () => this.solve());
    els.check.addEventListener("click", () => this.check());
  }

  /** Runs a job and resolves with its answer, or with STALE when the puzzle changed
   *  meanwhile (then says so). */
  async #ask(op, args, label) {
    const { store, jobs, solver, say } = this.#ctx;
    const puzzle = lineOf(store.puzzle());
    const answer = await this.#answers.run(jobs.run(solver, op, args, label), () => lineOf(store.puzzle()) === puzzle);
    if (answer === STALE && lineOf(store.puzzle()) !== puzzle) say("The grid changed while the job ran, so its answer was set aside; try again.");
    return answer;
  }

  /** Fills the blanks with the solution and says whether it is unique. */
  async solve() {
    const { store, say } = this.#ctx;
    this.#ctx.beforeShow();
    let result;
    try {
      result = await this.#ask("solve", { cells: store.puzzle() }, "Solving…");
    } catch (error) {
      this.#ctx.reportFailure(error);
      return;
    }
    if (result === STALE) return;
    if (!result.solution) {
      await this.#reportNoSolution();
      return;
    }
    store.showSolution(result.solution);
    const uniqueness =
      result.count === 1
        ? "the solution is unique"
        : result.count === null
          ? "whether it is unique is not known (the search ran out of budget)"
          : "this is one of several solutions";
    // One search finds the solution and counts to 2: `ms` covers both.
    say(`Solved in ${formatMs(result.ms)} with the uniqueness check: ${uniqueness}.`, "ok", { isVerdict: true });
  }

  async #reportNoSolution() {
    const { store, jobs, solver, say } = this.#ctx;
    const entries = store.entries.filter(Boolean).length;
    if (entries > 0 && store.hasPuzzle) {
      try {
        const givensOnly = await jobs.run(solver, "solve", { cells: store.givens }, "Solving…");
        if (givensOnly.solution) {
          say(`No solution with your entries: at least one of your ${plural(entries, "entry", "entries")} is wrong. Check marks the wrong ones.`, "error", { isVerdict: true });
          return;
        }
      } catch (error) {
        this.#ctx.reportFailure(error);
        return;
      }
    }
    say("No solution: these givens cannot all be satisfied.", "error", { isVerdict: true });
  }

  /** Marks the player's wrong entries without revealing any other cell. */
  async check() {
    const { store, grid, say } = this.#ctx;
    const entries = store.entries.filter(Boolean).length;
    if (!store.hasPuzzle) {
      say("Check needs a puzzle: type or paste the givens, press Lock givens, then type your answers.");
      return;
    }
    if (entries === 0) {
      say("Nothing to check yet: with the givens locked, type your answers into the blank cells.");
      return;
    }
    this.#ctx.beforeShow();
    let result;
    try {
      result = await this.#ask("check", { givens: store.givens, entries: store.entries }, "Checking…");
    } catch (error) {
      if (error.code === "NoSolution") say("The givens have no solution, so there is nothing to check your entries against.", "error");
      else this.#ctx.reportFailure(error);
      return;
    }
    if (result === STALE) return;
    grid.set({ wrong: new Set(result.wrong) });
    const several = result.several ? " (The puzzle has several solutions; your entries were compared with one of them.)" : "";
    if (result.wrong.length === 0) {
      say(`${entries === 1 ? "Your entry is" : `All ${entries} entries are`} right so far.`, "ok", { isVerdict: true });
    } else {
      const wrong = result.wrong.length;
      say(`${wrong} of your ${plural(entries, "entry", "entries")} ${wrong === 1 ? "is" : "are"} wrong, marked in red.${several}`, "error", { isVerdict: true });
    }
  }

  /** Check as you go: marks the entries that differ from the solution, when the setting
   *  is on and the puzzle has exactly one solution. */
  async checkAsYouGo() {
    const { store, grid, quick, say } = this.#ctx;
    const classic = store.layout.size === 9 && store.layout.regular;
    if (!store.settings.checkAsYouGo || !store.locked || !store.givens.some(Boolean) || !classic) return;
    const key = lineOf(store.givens);
    if (this.#reference.key !== key) {
      let result;
      try {
        result = await this.#checking.run(quick.request("solve", { cells: store.givens }), () => lineOf(store.givens) === key);
      } catch {
        return; // clashing givens: live validation says so already
      }
      if (result === STALE) return;
      const unique = result.solution !== null && result.count === 1;
      this.#reference = { key, solution: unique ? result.solution : null };
      if (!unique) say(`Check as you go needs a puzzle with exactly one solution: this one has ${result.solution ? "several" : "none"}.`);
    }
    if (!this.#reference.solution || lineOf(store.givens) !== key) return;
    const { solution } = this.#reference;
    const wrong = new Set();
    store.entries.forEach((entry, i) => {
      if (entry && entry !== solution[i]) wrong.add(i);
    });
    grid.set({ wrong });
  }

  /** The solution to copy: the one shown, or one solved now without showing it. */
  async solutionToCopy() {
    const { store, jobs, solver, say } = this.#ctx;
    const shown = Uint8Array.from({ length: store.count }, (_, i) => store.shown(i));
    if (store.solved.some(Boolean) && shown.every(Boolean)) return shown;
    try {
      const result = await jobs.run(solver, "solve", { cells: store.puzzle() }, "Solving…");
      if (!result.solution) say("There is no solution to copy: the puzzle has no solution.", "error");
      return result.solution;
    } catch (error) {
      this.#ctx.reportFailure(error);
      return null;
    }
  }
}
