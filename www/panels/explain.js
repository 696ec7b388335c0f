// The solve path (Explain): every step from the grid as it is to the solution, walked
// with Next and Previous (or the arrow keys), each drawn on the position it starts from.

import { Latest, STALE } from "../latest.js";
import { plural, stepSummary } from "../sudoku.js";

export class ExplainPanel {
  #ctx;
  #els;
  #latest = new Latest();
  /** The path shown: `{ steps, positions, index }`, or null. */
  #path = null;

  /** `ctx`: as HintPanel's; `els`: `{ button, panel, title, position, text, prev, next, close, steps }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    els.button.addEventListener("click", () => this.show());
    els.prev.addEventListener("click", () => this.goTo(this.#path.index - 1));
    els.next.addEventListener("click", () => this.goTo(this.#path.index + 1));
    els.close.addEventListener("click", () => this.closeByUser());
    els.panel.addEventListener("keydown", (event) => this.#onKeydown(event));
    els.steps.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-step]");
      if (button) this.goTo(Number(button.dataset.step));
    });
  }

  get open() {
    return this.#path !== null;
  }

  /** Shows the solve path from the grid as it is, at its first step. */
  async show() {
    const { store, jobs, solver, say } = this.#ctx;
    this.#ctx.beforeShow();
    // A grid other than classic 9×9 is a variant puzzle: the variant engine's path.
    const revision = store.revision;
    const cells = store.puzzle();
    let result;
    try {
      result = await this.#latest.run(jobs.run(solver, "explain", { cells }, "Finding the solve path…"), () => store.revision === revision);
    } catch (error) {
      this.#ctx.reportStepFailure(error, "solve path");
      return;
    }
    if (result === STALE) {
      if (store.revision !== revision) say("The grid changed while the job ran, so its answer was set aside; try again.");
      return;
    }
    const { steps, positions } = result;
    if (steps.length === 0) {
      say("Every cell is filled: there is no path left to explain.", "ok");
      return;
    }
    this.#path = { steps, positions, index: 0 };
    const els = this.#els;
    const guesses = steps.filter((step) => step.technique === "Guess").length;
    const from = store.entries.some(Boolean) ? "from the grid with your entries" : "from the givens";
    els.title.textContent = `Solve path: ${plural(steps.length, "step")}`;
    els.steps.replaceChildren(
      ...steps.map((step, k) => stepItem(k, `${k + 1}. ${step.technique}: ${stepSummary(step, store.layout.size)}`)),
      stepItem(steps.length, "Solved"),
    );
    els.panel.hidden = false;
    this.goTo(0);
    say(
      `The solve path ${from}: ${plural(steps.length, "step")}${guesses ? `, ${plural(guesses, "guess", "guesses")} among them (where no technique applies)` : ""}. Walk it with Next and Previous, or the arrow keys.`,
    );
    els.next.focus({ preventScroll: true });
    this.#ctx.reveal(els.panel);
  }

  /** Shows position `k`: the grid before step `k` with that step drawn, or, past the
   *  last step, the solution. */
  goTo(k) {
    const path = this.#path;
    if (!path) return;
    const els = this.#els;
    const last = path.steps.length;
    const index = Math.max(0, Math.min(k, last));
    path.index = index;
    const step = path.steps[index];
    if (step) {
      els.position.textContent = `Step ${index + 1} of ${last}: ${step.technique} (${step.level})`;
      els.text.textContent = step.text;
    } else {
      els.position.textContent = `Solved, after ${plural(last, "step")}`;
      els.text.textContent = "Every cell is filled: this is the solution.";
    }
    els.prev.disabled = index === 0;
    els.next.disabled = index === last;
    const focusInList = els.steps.contains(document.activeElement);
    for (const button of els.steps.querySelectorAll("button")) {
      const current = Number(button.dataset.step) === index;
      button.tabIndex = current ? 0 : -1; // one tab stop; the arrow keys move within
      if (current) button.setAttribute("aria-current", "step");
      else button.removeAttribute("aria-current");
    }
    const current = els.steps.querySelector(`button[data-step="${index}"]`);
    if (focusInList) current.focus({ preventScroll: true });
    // Keeps the current step in view inside the list, without scrolling the page.
    const list = els.steps;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + current.offsetHeight - list.clientHeight;
    // A disabled button loses the focus: hand it to its partner.
    if (document.activeElement === els.next && els.next.disabled) els.prev.focus();
    if (document.activeElement === els.prev && els.prev.disabled) els.next.focus();
    this.#ctx.grid.set({ shown: { ...path.positions[index], step: step ?? null }, readOnly: true });
  }

  #onKeydown(event) {
    if (!this.#path || event.altKey || event.ctrlKey || event.metaKey) return;
    const { index, steps } = this.#path;
    const moves = { ArrowRight: index + 1, ArrowDown: index + 1, PageDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, PageUp: index - 1, Home: 0, End: steps.length };
    if (!(event.key in moves)) return;
    event.preventDefault();
    this.goTo(moves[event.key]);
  }

  close() {
    this.#latest.invalidate();
    if (!this.#path) return;
    this.#path = null;
    this.#els.panel.hidden = true;
    this.#ctx.grid.set({ shown: null, readOnly: false });
  }

  closeByUser() {
    const hadFocus = this.#els.panel.contains(document.activeElement);
    this.close();
    this.#ctx.say("Solve path closed: the grid is as it was.");
    if (hadFocus) this.#els.button.focus();
  }
}

/** One entry of the list of steps: a button that shows that step. */
function stepItem(k, text) {
  const item = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "step-item";
  button.dataset.step = String(k);
  button.textContent = text;
  item.append(button);
  return item;
}
