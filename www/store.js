// The page's state: the grid (givens, the player's entries, what Solve filled in), the
// player's notes and cell colours, the candidates removed by applied hints, undo and
// redo, the time played, and the settings. Every change emits a `change` event; views
// redraw from the store and never keep a copy. No DOM and no wasm here.
//
// A cell shows the first non-zero of `givens`, `entries` and `solved`. The player's own
// pencil marks are of two kinds, as in SudokuPad: centre marks (`notes`: what the cell
// can hold) and corner marks (`corners`: where a digit can go), bit d - 1 for digit d;
// `removed` holds candidates removed by applied hints, so the engine's candidates less
// those are what "Pencil marks" shows.
//
// `enter` writes one entry (a digit, a mark, a colour, or a deletion) into any number of
// cells as one change: one undo step however many cells it touched.

import { CLASSIC, isSolvedGrid } from "./layout.js";
import { COLOURS, MODES } from "./modes.js";

export const HISTORY_LIMIT = 200;

/** The settings and their defaults. */
export const DEFAULT_SETTINGS = Object.freeze({
  /** Show every blank cell's candidates (computed), instead of the player's notes. */
  pencil: false,
  /** Pencil marks show the true candidates (the digits some solution puts in the cell;
   *  a setter's tool) instead of those the filled cells leave. */
  trueCandidates: false,
  /** What digits typed or tapped write: "digit", "corner", "centre" or "colour" (modes.js). */
  mode: "digit",
  /** Placing a digit removes it from the notes of the cell's peers. */
  autoNotes: true,
  /** Every entry is compared with the solution as it is typed. */
  checkAsYouGo: false,
  /** Show the timer. */
  showTimer: true,
  copyFormat: "line",
  theme: "auto",
  /** New puzzle's kind: a variant ("classic", "killer", "jigsaw", "x", "windoku") and a size. */
  variant: "classic",
  size: 9,
  level: "medium",
  symmetry: "rotate180",
  /** New puzzle's Sudoku Explainer band ("1.0–2.5"), or "any": the level decides. */
  seBand: "any",
});

/** What `setDigit`, `toggleNote` and the others did: a change, or why not. */
export const DONE = "done";
export const UNCHANGED = "unchanged";
export const IS_GIVEN = "given";
export const IS_FILLED = "filled";

export class Store extends EventTarget {
  layout = CLASSIC;
  /** A variant puzzle's rules (its `Puzzle` less the givens: `{ size, regions,
   *  constraints }`), null for a classic grid: part of the game (saved, undone). */
  rules = null;
  givens = new Uint8Array(81);
  entries = new Uint8Array(81);
  solved = new Uint8Array(81);
  /** The player's centre marks, one mask per cell. */
  notes = new Uint32Array(81);
  /** The player's corner marks, one mask per cell. */
  corners = new Uint32Array(81);
  /** Candidates removed by applied hints, one mask per cell. */
  removed = new Uint32Array(81);
  /** Cell colours: 0 none, else a palette index. */
  colours = new Uint8Array(81);
  locked = false;
  /** Time played on this puzzle, in ms (the timer adds to it). */
  elapsedMs = 0;
  /** The time it took, once the grid was finished correctly; null before. */
  finishedMs = null;
  /** This game's id (its save's key). */
  id = newId();
  /** Bumped by every change of the grid, notes or colours. */
  revision = 0;
  settings = { ...DEFAULT_SETTINGS };
  #undo = [];
  #redo = [];

  /** The cell count. */
  get count() {
    return this.layout.count;
  }

  /** The digits that make the puzzle as the player has it: givens and entries. */
  puzzle() {
    return this.givens.map((g, i) => g || this.entries[i]);
  }

  /** The puzzle to share or copy: the givens, or everything typed when there are none
   *  (and no rules make the puzzle: a killer may have no givens at all). */
  sharedPuzzle() {
    return this.givens.some(Boolean) || this.hasRules ? this.givens.slice() : this.puzzle();
  }

  /** Whether the puzzle has rules besides rows, columns and regions (cages, lines…). */
  get hasRules() {
    return (this.rules?.constraints?.length ?? 0) > 0;
  }

  /** Whether the grid holds a puzzle: givens, or rules (a killer may have no givens). */
  get hasPuzzle() {
    return this.hasRules || this.givens.some(Boolean);
  }

  /** The value cell `i` shows. */
  shown(i) {
    return this.givens[i] || this.entries[i] || this.solved[i];
  }

  /** Whether the grid holds nothing at all (a variant's rules are something). */
  get empty() {
    return !this.hasRules && !this.givens.some(Boolean) && !this.entries.some(Boolean) && !this.solved.some(Boolean) && !this.notes.some(Boolean) && !this.corners.some(Boolean) && !this.colours.some(Boolean);
  }

  /** Whether the player finished the puzzle: every cell filled by givens and entries,
   *  at least one entry, and every unit complete. */
  get complete() {
    return this.entries.some(Boolean) && isSolvedGrid(this.layout, this.puzzle());
  }

  get canUndo() {
    return this.#undo.length > 0;
  }

  get canRedo() {
    return this.#redo.length > 0;
  }

  /** The candidates the player has ruled out, per cell, for Hint: those hints removed,
   *  and every digit a cell's marks leave out: its centre marks, or where it has none,
   *  its corner marks. */
  playerRemoved() {
    const all = (2 ** this.layout.size - 1) >>> 0;
    return this.removed.map((mask, i) => {
      const marks = this.notes[i] || this.corners[i];
      return marks ? (mask | (all & ~marks)) >>> 0 : mask;
    });
  }

  // ------------------------------------------------------------ edits

  /**
   * Writes one entry into `cells` (the selection), as one change and one undo step.
   * `mode` is "digit", "corner", "centre" or "colour"; `value` 1 to N (for a colour, a
   * palette index), or 0 to delete. Returns DONE, UNCHANGED, or why nothing could be
   * written: IS_GIVEN (every cell a locked given), IS_FILLED (marks, and every cell holds
   * a digit).
   *
   * - A digit goes into every cell but the locked givens (a given while unlocked).
   * - A mark goes into every blank cell; when all of them have it already, it comes off
   *   all of them (as SudokuPad toggles a mark over a selection). So does a colour.
   * - 0 deletes one layer, the first the cells have: digits, then marks (in Corner or
   *   Centre mode, that kind first), then colours; in Colour mode, colours.
   */
  enter(cells, mode, value) {
    if (!MODES.includes(mode)) throw new RangeError(`no entry mode ${mode}`);
    const editable = cells.filter((i) => !(this.locked && this.givens[i]));
    const blank = editable.filter((i) => !this.givens[i] && !this.entries[i]);
    if (mode === "colour") return this.#paint(cells, value);
    if (editable.length === 0) return IS_GIVEN;
    if (value === 0) return this.#delete(editable, blank, mode);
    if (mode === "digit") return this.#place(editable, value);
    if (blank.length === 0) return IS_FILLED;
    return this.#mark(blank, mode === "corner" ? this.corners : this.notes, 1 << (value - 1));
  }

  #place(cells, digit) {
    const changed = cells.filter((i) => (this.givens[i] || this.entries[i]) !== digit || this.solved[i] !== 0);
    if (changed.length === 0 && !this.solved.some(Boolean)) return UNCHANGED;
    this.#remember();
    for (const i of cells) {
      if (this.locked) {
        this.entries[i] = digit;
      } else {
        this.givens[i] = digit;
        this.entries[i] = 0;
      }
    }
    // Candidates removed from the old puzzle say nothing about the new one.
    if (!this.locked) this.removed.fill(0);
    if (this.settings.autoNotes) for (const i of cells) this.#clearFromPeers(i, digit);
    // Any edit makes a shown solution stale.
    this.solved.fill(0);
    this.#changed();
    return DONE;
  }

  /** Toggles mark `bit` in `masks` over `cells`: on in all, unless all have it already. */
  #mark(cells, masks, bit) {
    const off = cells.every((i) => masks[i] & bit);
    this.#remember();
    for (const i of cells) masks[i] = (off ? masks[i] & ~bit : masks[i] | bit) >>> 0;
    this.#changed();
    return DONE;
  }

  #paint(cells, colour) {
    if (!Number.isInteger(colour) || colour < 0 || colour > COLOURS.length) throw new RangeError(`no colour ${colour}`);
    // The same colour on every cell takes it off.
    const next = colour !== 0 && cells.every((i) => this.colours[i] === colour) ? 0 : colour;
    if (cells.every((i) => this.colours[i] === next)) return UNCHANGED;
    this.#remember();
    for (const i of cells) this.colours[i] = next;
    this.#changed();
    return DONE;
  }

  #delete(editable, blank, mode) {
    const filled = editable.filter((i) => this.givens[i] || this.entries[i]);
    if (filled.length) {
      this.#remember();
      for (const i of filled) {
        if (this.locked) this.entries[i] = 0;
        else this.givens[i] = 0;
      }
      if (!this.locked) this.removed.fill(0);
      this.solved.fill(0);
      this.#changed();
      return DONE;
    }
    const first = mode === "corner" ? [this.corners, this.notes] : [this.notes, this.corners];
    const marked = first.filter((masks) => blank.some((i) => masks[i]));
    if (marked.length) {
      this.#remember();
      for (const i of blank) marked[0][i] = 0;
      this.#changed();
      return DONE;
    }
    return this.#paint(editable, 0);
  }

  /** Puts `digit` (0 clears) in cell `i`: a given while unlocked, an entry while locked. */
  setDigit(i, digit) {
    if (this.locked && this.givens[i]) return IS_GIVEN;
    if (digit === 0 && !this.givens[i] && !this.entries[i]) return UNCHANGED;
    return this.enter([i], "digit", digit);
  }

  /** Switches centre mark `digit` of cell `i` on or off; `digit` 0 clears the cell's. */
  toggleNote(i, digit) {
    if (this.givens[i] && this.locked) return IS_GIVEN;
    if (this.givens[i] || this.entries[i]) return IS_FILLED;
    if (digit === 0 && !this.notes[i]) return UNCHANGED;
    return this.enter([i], "centre", digit);
  }

  /** Paints cell `i` with palette colour `colour` (0 removes it). */
  setColour(i, colour) {
    return this.colours[i] === colour ? UNCHANGED : this.enter([i], "colour", colour);
  }

  /** Replaces the grid with `puzzle` (a new game: its own id, timer at zero); the
   *  givens lock. `layout` changes the grid's shape (N×N, regions); `rules` are the
   *  variant's (null: a classic grid). */
  load(puzzle, { layout = this.layout, rules = null, id = newId() } = {}) {
    if (puzzle.length !== layout.count) throw new RangeError(`a ${layout.size}×${layout.size} puzzle has ${layout.count} cells, not ${puzzle.length}`);
    this.#remember();
    this.layout = layout;
    this.rules = rules;
    this.#reset(Uint8Array.from(puzzle));
    this.locked = true;
    this.id = id;
    this.#changed({ reset: true });
  }

  /** Clears the player's entries, notes, colours and what hints removed; keeps the
   *  givens. UNCHANGED when there is nothing to clear. */
  restart() {
    const played = this.entries.some(Boolean) || this.solved.some(Boolean) || this.notes.some(Boolean) || this.corners.some(Boolean) || this.colours.some(Boolean) || this.removed.some(Boolean);
    if (!played) return UNCHANGED;
    this.#remember();
    this.#reset(this.givens);
    this.locked = this.hasPuzzle;
    this.#changed({ reset: true });
    return DONE;
  }

  /** Empties the grid, the puzzle itself included. UNCHANGED when it is empty. */
  clear() {
    if (this.empty) return UNCHANGED;
    this.#remember();
    this.#reset(new Uint8Array(this.layout.count));
    this.locked = false;
    this.#changed({ reset: true });
    return DONE;
  }

  /** Shows `solution` in the cells the puzzle leaves blank. */
  showSolution(solution) {
    this.#remember();
    const puzzle = this.puzzle();
    this.solved = Uint8Array.from(solution, (d, i) => (puzzle[i] ? 0 : d));
    this.#changed();
  }

  /** Plays a logic step: its placements become entries (givens while the grid has no
   *  puzzle yet; typed givens lock first), its eliminations leave the candidates and
   *  the notes. Returns whether the givens were locked by it. */
  applyStep(step) {
    this.#remember();
    const locking = !this.locked && this.givens.some(Boolean);
    if (locking) this.locked = true;
    for (const { cell, digit } of step.placements) {
      if (this.locked) this.entries[cell] = digit;
      else this.givens[cell] = digit;
      if (this.settings.autoNotes) this.#clearFromPeers(cell, digit);
    }
    for (const { cell, digit } of step.eliminations) {
      this.removed[cell] |= 1 << (digit - 1);
      this.notes[cell] &= ~(1 << (digit - 1));
      this.corners[cell] &= ~(1 << (digit - 1));
    }
    this.solved.fill(0);
    this.#changed();
    return locking;
  }

  /** Gives the game in the grid its variant rules (a link read again over the game a
   *  reload restored), without an undo step. */
  setRules(rules) {
    this.rules = rules;
    this.#emit({ grid: true });
  }

  setLocked(locked) {
    this.locked = locked;
    this.#emit({ grid: false });
  }

  setSetting(key, value) {
    if (!Object.hasOwn(DEFAULT_SETTINGS, key)) throw new RangeError(`no setting ${key}`);
    if (this.settings[key] === value) return;
    this.settings[key] = value;
    this.#emit({ grid: false, setting: key });
  }

  /** Records the time played (the timer calls it; no change event). */
  setElapsed(ms) {
    this.elapsedMs = ms;
  }

  /** Marks the game finished after `ms` (the completion verdict). */
  finish(ms) {
    this.finishedMs = ms;
    this.elapsedMs = ms;
    this.#emit({ grid: false, finished: true });
  }

  undo() {
    const shot = this.#undo.pop();
    if (!shot) return false;
    this.#redo.push(this.#snapshot());
    this.#restoreSnapshot(shot);
    return true;
  }

  redo() {
    const shot = this.#redo.pop();
    if (!shot) return false;
    this.#undo.push(this.#snapshot());
    this.#restoreSnapshot(shot);
    return true;
  }

  /** Forgets undo and redo (another game was opened). */
  forgetHistory() {
    this.#undo.length = 0;
    this.#redo.length = 0;
    this.#emit({ grid: false });
  }

  /** Takes a saved game (see saves.js) as the current one, without an undo step. */
  adopt(game) {
    this.layout = game.layout;
    this.rules = game.rules ?? null;
    this.givens = game.givens;
    this.entries = game.entries;
    this.solved = game.solved;
    this.notes = game.notes;
    this.corners = game.corners;
    this.removed = game.removed;
    this.colours = game.colours;
    this.locked = game.locked;
    this.elapsedMs = game.elapsedMs;
    this.finishedMs = game.finishedMs;
    this.id = game.id;
    this.#undo.length = 0;
    this.#redo.length = 0;
    this.revision += 1;
    this.#emit({ grid: true, reset: true });
  }

  // ------------------------------------------------------------ inside

  #reset(givens) {
    const n = this.layout.count;
    this.givens = Uint8Array.from(givens);
    this.entries = new Uint8Array(n);
    this.solved = new Uint8Array(n);
    this.notes = new Uint32Array(n);
    this.corners = new Uint32Array(n);
    this.removed = new Uint32Array(n);
    this.colours = new Uint8Array(n);
    this.elapsedMs = 0;
    this.finishedMs = null;
  }

  #clearFromPeers(cell, digit) {
    const bit = ~(1 << (digit - 1));
    for (const peer of this.layout.peers[cell]) {
      this.notes[peer] &= bit;
      this.corners[peer] &= bit;
    }
  }

  #snapshot() {
    return {
      layout: this.layout,
      rules: this.rules,
      givens: this.givens.slice(),
      entries: this.entries.slice(),
      solved: this.solved.slice(),
      notes: this.notes.slice(),
      corners: this.corners.slice(),
      removed: this.removed.slice(),
      colours: this.colours.slice(),
      locked: this.locked,
      id: this.id,
      elapsedMs: this.elapsedMs,
      finishedMs: this.finishedMs,
    };
  }

  #remember() {
    this.#undo.push(this.#snapshot());
    if (this.#undo.length > HISTORY_LIMIT) this.#undo.shift();
    this.#redo.length = 0;
  }

  #restoreSnapshot(shot) {
    const { id, elapsedMs } = this;
    Object.assign(this, shot);
    // Undo brings back the grid, not the clock: the time played keeps counting.
    if (shot.id === id) this.elapsedMs = Math.max(elapsedMs, shot.elapsedMs);
    this.#changed({ reset: true });
  }

  /** `reset`: the time played was set anew (another game, a restart, an undo). */
  #changed({ reset = false } = {}) {
    this.revision += 1;
    this.#emit({ grid: true, reset });
  }

  #emit(detail) {
    this.dispatchEvent(new CustomEvent("change", { detail }));
  }
}

/** A fresh game id: random, so two tabs never pick the same one. */
export function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
