// The page's state: the grid (givens, the player's entries, what Solve filled in), the
// player's notes and cell colours, the candidates removed by applied hints, undo and
// redo, the time played, and the settings. Every change emits a `change` event; views
// redraw from the store and never keep a copy. No DOM and no wasm here.
//
// A cell shows the first non-zero of `givens`, `entries` and `solved`. Notes are the
// player's own pencil marks (bit d - 1 for digit d); `removed` holds candidates removed
// by applied hints, so the engine's candidates less those are what "Pencil marks" shows.

import { CLASSIC, isSolvedGrid } from "./layout.js";

export const HISTORY_LIMIT = 200;

/** The settings and their defaults. */
export const DEFAULT_SETTINGS = Object.freeze({
  /** Show every blank cell's candidates (computed), instead of the player's notes. */
  pencil: false,
  /** Digits typed or tapped go into the cell's notes instead of the cell. */
  notesMode: false,
  /** Placing a digit removes it from the notes of the cell's peers. */
  autoNotes: true,
  /** Every entry is compared with the solution as it is typed. */
  checkAsYouGo: false,
  /** Show the timer. */
  showTimer: true,
  copyFormat: "line",
  theme: "auto",
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
  givens = new Uint8Array(81);
  entries = new Uint8Array(81);
  solved = new Uint8Array(81);
  /** The player's notes, one mask per cell. */
  notes = new Uint32Array(81);
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

  /** The puzzle to share or copy: the givens, or everything typed when there are none. */
  sharedPuzzle() {
    return this.givens.some(Boolean) ? this.givens.slice() : this.puzzle();
  }

  /** The value cell `i` shows. */
  shown(i) {
    return this.givens[i] || this.entries[i] || this.solved[i];
  }

  /** Whether the grid holds nothing at all. */
  get empty() {
    return !this.givens.some(Boolean) && !this.entries.some(Boolean) && !this.solved.some(Boolean) && !this.notes.some(Boolean) && !this.colours.some(Boolean);
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
   *  and, in a cell with notes, every digit not noted. */
  playerRemoved() {
    const all = (2 ** this.layout.size - 1) >>> 0;
    return this.removed.map((mask, i) => (this.notes[i] ? (mask | (all & ~this.notes[i])) >>> 0 : mask));
  }

  // ------------------------------------------------------------ edits

  /** Puts `digit` (0 clears) in cell `i`: a given while unlocked, an entry while locked. */
  setDigit(i, digit) {
    if (this.locked && this.givens[i]) return IS_GIVEN;
    const current = this.givens[i] || this.entries[i];
    if (current === digit && this.solved[i] === 0) return UNCHANGED;
    this.#remember();
    if (this.locked) {
      this.entries[i] = digit;
    } else {
      this.givens[i] = digit;
      this.entries[i] = 0;
      // Candidates removed from the old puzzle say nothing about the new one.
      this.removed.fill(0);
    }
    if (digit && this.settings.autoNotes) this.#clearFromPeers(i, digit);
    // Any edit makes a shown solution stale.
    this.solved.fill(0);
    this.#changed();
    return DONE;
  }

  /** Switches note `digit` of cell `i` on or off; `digit` 0 clears the cell's notes. */
  toggleNote(i, digit) {
    if (this.givens[i] && this.locked) return IS_GIVEN;
    if (this.givens[i] || this.entries[i]) return IS_FILLED;
    const next = digit === 0 ? 0 : (this.notes[i] ^ (1 << (digit - 1))) >>> 0;
    if (next === this.notes[i]) return UNCHANGED;
    this.#remember();
    this.notes[i] = next;
    this.#changed();
    return DONE;
  }

  /** Paints cell `i` with palette colour `colour` (0 removes it). */
  setColour(i, colour) {
    if (this.colours[i] === colour) return UNCHANGED;
    this.#remember();
    this.colours[i] = colour;
    this.#changed();
    return DONE;
  }

  /** Replaces the grid with `puzzle` (a new game: its own id, timer at zero); the
   *  givens lock. `layout` changes the grid's shape (N×N, regions). */
  load(puzzle, { layout = this.layout, id = newId() } = {}) {
    if (puzzle.length !== layout.count) throw new RangeError(`a ${layout.size}×${layout.size} puzzle has ${layout.count} cells, not ${puzzle.length}`);
    this.#remember();
    this.layout = layout;
    this.#reset(Uint8Array.from(puzzle));
    this.locked = true;
    this.id = id;
    this.#changed({ reset: true });
  }

  /** Clears the player's entries, notes, colours and what hints removed; keeps the
   *  givens. UNCHANGED when there is nothing to clear. */
  restart() {
    const played = this.entries.some(Boolean) || this.solved.some(Boolean) || this.notes.some(Boolean) || this.colours.some(Boolean) || this.removed.some(Boolean);
    if (!played) return UNCHANGED;
    this.#remember();
    this.#reset(this.givens);
    this.locked = this.givens.some(Boolean);
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
    }
    this.solved.fill(0);
    this.#changed();
    return locking;
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
    this.givens = game.givens;
    this.entries = game.entries;
    this.solved = game.solved;
    this.notes = game.notes;
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
    this.removed = new Uint32Array(n);
    this.colours = new Uint8Array(n);
    this.elapsedMs = 0;
    this.finishedMs = null;
  }

  #clearFromPeers(cell, digit) {
    const bit = ~(1 << (digit - 1));
    for (const peer of this.layout.peers[cell]) this.notes[peer] &= bit;
  }

  #snapshot() {
    return {
      layout: this.layout,
      givens: this.givens.slice(),
      entries: this.entries.slice(),
      solved: this.solved.slice(),
      notes: this.notes.slice(),
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
