// The hint panel: the next logic step from the grid as the player has it (their marks
// and the candidates earlier hints removed count as their marks), shown in three steps:
// the technique and where to look, then its cells, then the whole step with Apply.

import { Latest, STALE } from "../latest.js";
import { AREA, FULL, hintWords, shownPart } from "../hintsteps.js";
import { cellName, stepSummary } from "../sudoku.js";

export class HintPanel {
  #ctx;
  #els;
  #latest = new Latest();
  /** The hint shown: `{ step, cells, marks, stage }`, or null. */
  #hint = null;

  /** `ctx`: `{ store, grid, jobs, solver, say, reportFailure, reveal, beforeShow }`;
   *  `els`: `{ button, panel, title, text, more, apply, close }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    els.button.addEventListener("click", () => this.press());
    els.more.addEventListener("click", () => this.#advance());
    els.apply.addEventListener("click", () => this.apply());
    els.close.addEventListener("click", () => this.closeByUser());
  }

  get open() {
    return this.#hint !== null;
  }

  /** Hint pressed: the next stage of the hint shown, or a new hint. */
  async press() {
    if (this.#hint && this.#hint.stage < FULL) {
      this.#advance();
      return;
    }
    await this.#ask();
  }

  async #ask() {
    const { store, jobs, solver, say } = this.#ctx;
    this.#ctx.beforeShow();
    // A grid other than classic 9×9 is a variant puzzle (its rules go with the request):
    // the variant engine's hint, which says when it cannot help.
    const revision = store.revision;
    const cells = store.puzzle();
    let result;
    try {
      result = await this.#latest.run(
        jobs.run(solver, "hint", { cells, removed: store.playerRemoved() }, "Looking for a hint…"),
        () => store.revision === revision,
      );
    } catch (error) {
      if (error.code === "NoSolution" && (store.notes.some(Boolean) || store.corners.some(Boolean))) {
        say("No hint: with your marks the puzzle has no solution, so a mark is missing somewhere (or an entry is wrong: Check marks those).", "error");
        return;
      }
      this.#ctx.reportStepFailure(error, "hint");
      return;
    }
    if (result === STALE) {
      if (store.revision !== revision) say("The grid changed while the job ran, so its answer was set aside; try again.");
      return;
    }
    const { step, marks } = result;
    if (step === null) {
      say("Every cell is filled: there is nothing left to hint.", "ok");
      return;
    }
    this.#hint = { step, cells, marks, stage: AREA };
    this.#render();
    this.#els.panel.hidden = false;
    const guess = step.technique === "Guess";
    say(guess ? "No technique applies here; the hint offers a guess instead, labelled as one." : `Hint: ${step.technique}. Press Hint again for more, or close the hint (Esc).`);
    this.#els.more.focus({ preventScroll: true });
    this.#ctx.reveal(this.#els.panel);
  }

  #advance() {
    if (!this.#hint || this.#hint.stage >= FULL) return;
    this.#hint.stage += 1;
    this.#render();
    const { step, stage } = this.#hint;
    if (stage === FULL) {
      this.#ctx.say(step.technique === "Guess" ? "The guess, in full: apply it, or close the hint (Esc)." : `Hint: ${step.technique}. Apply it, or close the hint (Esc).`);
      this.#els.apply.focus({ preventScroll: true });
    } else {
      this.#ctx.say(`Hint: the cells of the ${step.technique === "Guess" ? "guess" : step.technique.toLowerCase()}. Press Hint again for the whole step.`);
      this.#els.more.focus({ preventScroll: true });
    }
  }

  #render() {
    const { step, cells, marks, stage } = this.#hint;
    const { layout } = this.#ctx.store;
    const words = hintWords(step, stage, layout);
    const guess = step.technique === "Guess";
    const els = this.#els;
    els.panel.dataset.kind = guess ? "guess" : "step";
    els.panel.dataset.stage = String(stage);
    els.title.textContent = words.title;
    els.text.textContent = words.text;
    els.more.hidden = words.more === null;
    if (words.more) els.more.textContent = words.more;
    els.apply.hidden = stage < FULL;
    els.apply.textContent = guess ? "Apply the guess" : "Apply";
    this.#ctx.grid.set({ shown: { digits: cells, marks, step: shownPart(step, stage, layout) }, readOnly: false });
  }

  /** Plays the shown hint on the grid. */
  apply() {
    if (!this.#hint || this.#hint.stage < FULL) return;
    const { store, say } = this.#ctx;
    const { step } = this.#hint;
    const locking = store.applyStep(step);
    const { size } = store.layout;
    const placed = step.placements.map(({ cell, digit }) => `${cellName(cell, size)} is ${digit}`);
    const removed = step.eliminations.length
      ? `${stepSummary({ placements: [], eliminations: step.eliminations }, size).replace(/^removes/, "removed")} ${store.settings.pencil ? "" : "(Pencil marks shows the candidates left)"}`.trim()
      : "";
    this.#ctx.afterApply?.();
    say(`${locking ? "Givens locked. " : ""}Applied: ${[...placed, removed].filter(Boolean).join("; ")}.`, "ok");
    this.#els.button.focus();
  }

  /** Hides the hint (the grid changed, or another panel opened); stale answers are dropped. */
  close() {
    this.#latest.invalidate();
    if (!this.#hint) return;
    this.#hint = null;
    this.#els.panel.hidden = true;
    this.#ctx.grid.set({ shown: null });
  }

  closeByUser() {
    const hadFocus = this.#els.panel.contains(document.activeElement);
    this.close();
    this.#ctx.say("Hint closed.");
    if (hadFocus) this.#els.button.focus();
  }
}
