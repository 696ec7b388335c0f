// Variant puzzles on the page: open an f-puzzles link or JSON (pasted, or in the page's
// address as `?load=` / `#load=`), start a blank grid of any size, and draw the puzzle's
// constraints over the grid. The grid takes the puzzle's size and regions; the rules go
// with every request to the solver (SolverWorker.variant), so Solve, Check and the
// conflict checks apply them.

import { makeLayout } from "../layout.js";
import { SolverWorker } from "../workers.js";
import { drawConstraints } from "./overlay.js";
import { unseenRules } from "./draw.js";
import { isFPuzzlesText, shareAddress } from "./link.js";

export class VariantPanel {
  #ctx;
  #els;
  /** The puzzle's rules (`Puzzle` less its givens) and the game they belong to. */
  #rules = null;
  #gameId = null;

  /** `ctx`: `{ store, quick, say, load }`; `els`: `{ text, open, size, blank, overlay, rules, board }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    els.open.addEventListener("click", () => this.open(els.text.value));
    els.text.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.open(els.text.value);
    });
    els.blank.addEventListener("click", () => this.blank(Number(els.size.value)));
  }

  /** The puzzle's rules when a variant puzzle is in the grid, else null. */
  get rules() {
    return this.#rules;
  }

  /** Whether `text` is for this panel (an f-puzzles link or JSON). */
  static handles(text) {
    return isFPuzzlesText(text);
  }

  /** Opens an f-puzzles link or JSON. Returns whether the grid changed. */
  async open(text, { how = "Opened the f-puzzles puzzle" } = {}) {
    const { quick, say } = this.#ctx;
    if (!String(text).trim()) {
      say("Paste an f-puzzles link or its JSON first.", "error");
      return false;
    }
    let puzzle;
    try {
      puzzle = await quick.request("fromFPuzzles", { text: String(text) });
    } catch (error) {
      say(`The f-puzzles puzzle could not be read: ${error.message}. The grid is unchanged.`, "error");
      return false;
    }
    this.load(puzzle, how);
    try {
      const link = await quick.request("toFPuzzlesUrl", { puzzle });
      const address = shareAddress(location.pathname, link);
      if (address) history.replaceState(null, "", address);
    } catch {
      // The share address is a convenience: the puzzle is open either way.
    }
    return true;
  }

  /**
   * Opens the f-puzzles puzzle of the page's address (`?load=` or `#load=`), if any. The
   * game in the grid is kept when it is that puzzle (a reload keeps the answers).
   * Returns whether the address had one.
   */
  async openAddress() {
    if (!/[?&#]load=/.test(location.href)) return false;
    const { store, quick, say } = this.#ctx;
    let puzzle;
    try {
      puzzle = await quick.request("fromFPuzzles", { text: location.href });
    } catch (error) {
      say(`The link's puzzle could not be read: ${error.message}. The grid is unchanged.`, "error");
      return true;
    }
    // The same puzzle with the player's work in it (a reload): keep the work.
    const played = store.givens.some(Boolean) || store.entries.some(Boolean);
    const same = played && store.layout.size === puzzle.size && store.givens.every((g, i) => g === puzzle.givens[i]);
    if (same) this.#set({ size: puzzle.size, regions: puzzle.regions ?? null, constraints: puzzle.constraints ?? [] }, store.id);
    else this.load(puzzle, "Opened the f-puzzles puzzle from the link");
    return true;
  }

  /** Puts `puzzle` (a `Puzzle`) in the grid with its size, regions and rules. */
  load(puzzle, how) {
    const { store, load } = this.#ctx;
    const layout = makeLayout({ size: puzzle.size, regions: puzzle.regions ?? null });
    load(Uint8Array.from(puzzle.givens), how, this.#describe(puzzle), { layout });
    this.#set({ size: puzzle.size, regions: puzzle.regions ?? null, constraints: puzzle.constraints ?? [] }, store.id);
  }

  /** Starts a blank `size`×`size` grid (no rules beyond rows, columns and boxes). */
  blank(size) {
    const { store, load, say } = this.#ctx;
    let layout;
    try {
      layout = makeLayout({ size });
    } catch (error) {
      say(`${error.message}.`, "error");
      return;
    }
    load(new Uint8Array(size * size), `A blank ${size}×${size} grid`, "Type the givens, or a whole puzzle.", { layout });
    this.#set(size === 9 ? null : { size, regions: null, constraints: [] }, store.id);
    history.replaceState(null, "", location.pathname);
  }

  /** After every change of the store: a new game that is not this puzzle drops it. */
  sync() {
    // The overlay is sized in cells of the grid as it is now.
    this.#els.board.style.setProperty("--size", String(this.#ctx.store.layout.size));
    if (this.#rules && this.#ctx.store.id !== this.#gameId) {
      this.#set(null, null);
      if (/[?&]load=/.test(location.search)) history.replaceState(null, "", location.pathname + location.hash);
    }
  }

  #set(rules, gameId) {
    this.#rules = rules;
    this.#gameId = gameId;
    SolverWorker.variant = rules;
    const outside = drawConstraints(this.#els.overlay, rules && rules.constraints.length ? rules : null);
    this.#els.board.classList.toggle("outside-clues", outside);
    const unseen = rules ? unseenRules(rules) : [];
    this.#els.rules.textContent = unseen.length ? `Also: ${unseen.join(", ")}.` : "";
    this.#els.rules.hidden = unseen.length === 0;
  }

  #describe(puzzle) {
    const kinds = [...new Set((puzzle.constraints ?? []).map((c) => c.type))];
    const shape = `${puzzle.size}×${puzzle.size}${puzzle.regions ? ", jigsaw" : ""}`;
    return `${shape}${kinds.length ? `, ${kinds.join(", ")}` : ""}. Type your answers, or press Solve.`;
  }
}
