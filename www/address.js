// The address bar: `#` + the puzzle's 81 digits shares it. The page keeps the `#` equal
// to the puzzle in the grid (without history entries) and opens a puzzle that arrives
// in it (a link, or the user editing the address), resuming a saved game of it.
//
// A link always wins over the game the tab restores: until the address has been read
// once (`open`), `sync` leaves it alone, so restoring a saved game cannot overwrite the
// puzzle the link names. The game the link replaces stays saved (Recent puzzles).

import { CANCELLED, WORKER_DIED } from "./workers.js";
import { lineOf } from "./panels/grade.js";

export class Address {
  #ctx;
  /** Whether the address the page was opened with has been read (see the top). */
  #read = false;

  /** `ctx`: `{ store, quick, saves, say, load, resume }`. */
  constructor(ctx) {
    this.#ctx = ctx;
    window.addEventListener("hashchange", () => this.open());
  }

  /** The text after `#`, decoded (kept as it is when it is not valid percent-encoding). */
  get text() {
    const raw = location.hash.slice(1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }

  /** Keeps the `#` equal to the puzzle, without adding history entries. */
  sync() {
    if (!this.#read) return;
    const { store } = this.#ctx;
    const puzzle = store.sharedPuzzle();
    if (/[?&]load=/.test(location.search)) {
      // A variant puzzle's address (www/variants/panel.js keeps it) stays as it is.
    } else if (puzzle.some(Boolean) && store.layout.size === 9 && store.layout.regular && !store.rules) {
      const hash = `#${lineOf(puzzle)}`;
      if (hash !== location.hash) history.replaceState(null, "", hash);
    } else if (location.hash !== "") {
      history.replaceState(null, "", location.pathname + location.search);
    }
  }

  /** Opens the puzzle in the `#`, unless it is the one already in the grid (a reload
   *  keeps the player's answers); a saved game of it is resumed. Returns whether the
   *  grid or the status line changed. */
  async open() {
    try {
      return await this.#open();
    } finally {
      this.#read = true;
    }
  }

  async #open() {
    const { store, quick, saves, say, variants } = this.#ctx;
    // An f-puzzles link (`?load=`, `#load=`): the variants panel opens it.
    if (variants && (await variants.openAddress())) return true;
    const text = this.text.trim();
    // Read: from now on the address follows the grid.
    this.#read = true;
    // A whole link after the `#` (an f-puzzles or SudokuPad one): the variants panel's.
    if (variants && variants.constructor.handles(text)) {
      const opened = await variants.open(text, { how: "Opened the puzzle from the link" });
      if (!opened) this.sync();
      return true;
    }
    if (text === "" || text === lineOf(store.sharedPuzzle())) return false;
    let puzzle;
    try {
      puzzle = await quick.request("parse", { text });
    } catch (error) {
      if (error.code === CANCELLED || error.code === WORKER_DIED) return false;
      say(`The link's puzzle could not be read: ${error.message}. The grid is unchanged.`, "error");
      this.sync();
      return true;
    }
    const line = lineOf(puzzle);
    if (line === lineOf(store.sharedPuzzle())) {
      this.sync();
      return false;
    }
    const saved = saves.findByPuzzle(line);
    if (saved) {
      await this.#ctx.resume(saved.id);
      return true;
    }
    this.#ctx.load(puzzle, "Opened the puzzle from the link");
    return true;
  }
}
