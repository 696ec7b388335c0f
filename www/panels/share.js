// Copy and share: the puzzle or its solution as text (in the chosen format), and a link
// that opens the puzzle (`#` + its 81 digits; a variant puzzle's is its f-puzzles form,
// `?load=…`). Falls back to a text box to copy by hand.

import { lineOf } from "./grade.js";

const STYLE_NAMES = { line: "one line", grid: "a grid", pretty: "a boxed grid" };

export class SharePanel {
  #ctx;
  #els;

  /** `ctx`: `{ store, quick, variants, say, reportFailure, solution }` (`solution()` resolves to
   *  the solution to copy, or null); `els`: `{ format, puzzle, solution, link, out, outLabel }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    els.format.addEventListener("change", () => ctx.store.setSetting("copyFormat", els.format.value));
    els.puzzle.addEventListener("click", () => this.copy("puzzle"));
    els.solution.addEventListener("click", () => this.copy("solution"));
    els.link.addEventListener("click", () => this.copyLink());
  }

  static formats = Object.keys(STYLE_NAMES);

  async copyLink() {
    const { store, variants, say } = this.#ctx;
    if (!store.sharedPuzzle().some(Boolean) && !store.hasRules) {
      say("The grid is empty: there is no puzzle to link to.");
      return;
    }
    if (!store.rules) {
      await this.#write(shareUrl(store), "the link to this puzzle");
      return;
    }
    let address;
    try {
      address = await variants.shareAddress();
    } catch (error) {
      this.#ctx.reportFailure(error);
      return;
    }
    if (!address) {
      say("This puzzle has no link form: copy it as text instead.", "error");
      return;
    }
    await this.#write(`${location.origin}${address}`, "the link to this puzzle");
  }

  render() {
    this.#els.format.value = this.#ctx.store.settings.copyFormat;
  }

  async copy(what) {
    const { store, quick, say } = this.#ctx;
    const style = store.settings.copyFormat;
    let puzzle;
    if (what === "puzzle") {
      puzzle = store.sharedPuzzle();
      if (!puzzle.some(Boolean)) {
        say("The grid is empty: there is no puzzle to copy.");
        return;
      }
    } else {
      puzzle = await this.#ctx.solution();
      if (!puzzle) return;
    }
    let text;
    try {
      text = await quick.request("format", { cells: puzzle, style });
    } catch (error) {
      this.#ctx.reportFailure(error);
      return;
    }
    await this.#write(text, `the ${what} as ${STYLE_NAMES[style]}`);
  }

  async #write(text, what) {
    const els = this.#els;
    try {
      await navigator.clipboard.writeText(text);
      els.out.hidden = true;
      els.outLabel.hidden = true;
      this.#ctx.say(`Copied ${what}.`, "ok");
    } catch {
      // No clipboard access (permissions, an old browser): show the text to copy by hand.
      els.out.value = text;
      els.out.hidden = false;
      els.outLabel.hidden = false;
      els.out.focus();
      els.out.select();
      this.#ctx.say(`This browser did not allow copying; ${what} is selected below: press Ctrl+C to copy it.`);
    }
  }
}

/** The address that opens the store's puzzle. */
export function shareUrl(store) {
  return `${location.origin}${location.pathname}#${lineOf(store.sharedPuzzle())}`;
}
