// Recent puzzles: the games saved in this browser, newest first, each resumed with a click.

import { durationWords } from "../clock.js";
import { ruleName } from "../variants/ops.js";

export class RecentPanel {
  #ctx;
  #els;

  /** `ctx`: `{ saves, store, resume(id) }`; `els`: `{ section, list }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    els.list.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-game]");
      if (button) ctx.resume(button.dataset.game);
    });
  }

  render() {
    const { saves, store } = this.#ctx;
    const games = saves.recent().filter((entry) => entry.id !== store.id);
    this.#els.section.hidden = games.length === 0;
    this.#els.list.replaceChildren(
      ...games.map((entry) => {
        const item = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.game = entry.id;
        const state = entry.finished ? "finished" : `${entry.filled} of ${entry.cells} cells filled`;
        const kinds = Array.isArray(entry.kinds) && entry.kinds.length ? ` (${entry.kinds.map(ruleName).join(", ")})` : "";
        button.textContent = `${entry.size}×${entry.size}${kinds}, ${entry.givens} givens: ${state}, ${durationWords(entry.elapsedMs)} played`;
        button.setAttribute("aria-label", `Resume the puzzle ${entry.puzzle.slice(0, 12)}…: ${button.textContent}`);
        item.append(button, " ", when(entry.updated));
        return item;
      }),
    );
  }
}

function when(time) {
  const span = document.createElement("span");
  span.className = "recent-when";
  span.textContent = new Date(time).toLocaleString(undefined, { dateStyle: "short", timeStyle: "short" });
  return span;
}
