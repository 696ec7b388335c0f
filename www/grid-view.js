// The grid on screen: N×N cells following the WAI-ARIA grid pattern (one tab stop, the
// arrow keys move), drawn from the store and from what the panels lay over it (a shown
// step, conflicts, wrong entries, candidates). It owns the cells' DOM, their keys and
// the selection (selection.js): a click selects a cell; a drag, Shift- or Ctrl-click,
// Shift or Ctrl with an arrow key, and on a touch screen a long press then a drag, select
// several. What a key means for the game is the caller's (`onEntry`).

import { symbolOf, valueOfKey } from "./layout.js";
import { valueOfCode } from "./modes.js";
import { Selection, stepFrom, alike } from "./selection.js";

/** How long a finger rests on a cell before the press adds it to the selection (ms). */
const LONG_PRESS_MS = 450;

/** Corner marks take the corners first, then the edges' middles, as SudokuPad's do. */
const CORNER_SLOTS = 8;

/** The words for a cell's own marks: "corner 1 5, centre 3 7". */
export function marksWords(corners, centres) {
  const digits = (mask) => {
    const out = [];
    for (let d = 1; mask >>> (d - 1); d++) if (mask & (1 << (d - 1))) out.push(d);
    return out.join(" ");
  };
  const parts = [];
  if (corners) parts.push(`corner ${digits(corners)}`);
  if (centres) parts.push(`centre ${digits(centres)}`);
  return parts.join(", ");
}

/** The highlights a step draws: pattern cells, the cells of its units, the digits it
 *  places and, per cell, the candidates it removes (a mask). */
export function highlightsOf(step, layout) {
  const pattern = new Set(step?.cells ?? []);
  const unitCells = (unit) => layout.units.find((u) => u.kind === unit.kind && u.index === unit.index)?.cells ?? [];
  const units = new Set((step?.units ?? []).flatMap(unitCells));
  const place = new Map((step?.placements ?? []).map(({ cell, digit }) => [cell, digit]));
  const remove = new Map();
  for (const { cell, digit } of step?.eliminations ?? []) remove.set(cell, (remove.get(cell) ?? 0) | (1 << (digit - 1)));
  return { pattern, units, place, remove };
}

export class GridView {
  #el;
  #store;
  #cells = [];
  #layout = null;
  #selection = new Selection();
  #focused = false;
  /** The pointer dragging over the grid (a selection being drawn), or null. */
  #drag = null;
  /** What the panels lay over the grid; see `set`. */
  overlay = {
    /** `{ digits, marks, step }`: a step drawn on the position it starts from, or null. */
    shown: null,
    /** Whether the shown step is a read-only walk (the solve path): no typing. */
    readOnly: false,
    conflicts: [],
    wrong: new Set(),
    errorCells: new Set(),
    /** The engine's candidates of the grid (with Pencil marks on), or null. */
    candidates: null,
  };

  /** `onEntry(value, { shift, ctrl })`: a value typed into the selection (0 deletes), with
   *  the modifiers held (modes.js says what they make of it); `onMove()` after the
   *  active cell changed; `onShown(step)` when the shown step changes (null: none), for
   *  what is drawn over the grid beside the cells' own highlights. */
  constructor(el, store, { onEntry, onMove = () => {}, onShown = () => {} }) {
    this.#el = el;
    this.#store = store;
    this.onEntry = onEntry;
    this.onMove = onMove;
    this.onShown = onShown;
    el.setAttribute("aria-multiselectable", "true");
    el.addEventListener("keydown", (event) => this.#onKeydown(event));
    el.addEventListener("input", (event) => this.#onInput(event));
    el.addEventListener("pointerdown", (event) => this.#onPointerDown(event));
    el.addEventListener("pointermove", (event) => this.#onPointerMove(event));
    for (const type of ["pointerup", "pointercancel"]) el.addEventListener(type, () => this.#endDrag());
    el.addEventListener("dblclick", (event) => this.#onDoubleClick(event));
    // A grid wider than its frame pans under a finger; after a long press, the finger
    // selects instead (the browser's panning is refused while it does).
    el.addEventListener("touchmove", (event) => {
      if (this.#drag?.held) event.preventDefault();
    }, { passive: false });
    addEventListener("resize", () => this.#fitTouch());
    el.addEventListener("focusin", (event) => {
      const i = this.#indexOf(event.target);
      if (i < 0) return;
      // Focus that comes without a pointer or a key of ours (Tab): that cell alone.
      if (!this.#selection.has(i)) this.#selection.only(i);
      else if (this.#selection.active !== i) this.#selection.add(i);
      this.#focused = true;
      this.#roving();
      this.render();
      this.onMove();
    });
    el.addEventListener("focusout", (event) => {
      if (!el.contains(event.relatedTarget)) {
        this.#focused = false;
        this.render();
      }
    });
  }

  /** The active cell: the one the keys move from (the last one selected). */
  get active() {
    return this.#selection.active;
  }

  /** The selected cells, row-major: every entry goes to all of them. */
  get selected() {
    return this.#selection.cells;
  }

  /** Selects `cells` (the last one active) and redraws. */
  select(cells) {
    this.#selection.set(cells);
    this.#roving();
    this.render();
  }

  /** The input of cell `i`. */
  input(i) {
    return this.#cells[i].input;
  }

  /** Changes the overlay (a partial one) and redraws. */
  set(changes) {
    Object.assign(this.overlay, changes);
    this.render();
    if ("shown" in changes) this.onShown(this.overlay.shown?.step ?? null);
  }

  /** Puts the focus on cell `i`. */
  focus(i = this.active, options = {}) {
    const cell = Math.max(0, Math.min(i, this.#cells.length - 1));
    if (!this.#selection.has(cell)) this.#selection.only(cell);
    else if (this.#selection.active !== cell) this.#selection.add(cell);
    this.#roving();
    this.#cells[cell].input.focus(options);
  }

  /** Text inputs show the phone's keyboard unless the page's pad replaces it. */
  setInputMode(mode) {
    for (const { input } of this.#cells) input.inputMode = mode;
    this.inputMode = mode;
  }

  #build(layout) {
    const { size } = layout;
    const rows = [];
    this.#cells = [];
    this.#el.style.setProperty("--size", String(size));
    this.#el.style.setProperty("--marks", String(Math.ceil(Math.sqrt(size))));
    // Above 9×9 a cell lists its marks rather than placing them on slots too small to read.
    this.#el.classList.toggle("many-values", size > 9);
    this.#el.setAttribute("aria-rowcount", String(size));
    this.#el.setAttribute("aria-colcount", String(size));
    for (let r = 0; r < size; r++) {
      const row = document.createElement("div");
      row.className = "grid-row";
      row.setAttribute("role", "row");
      row.setAttribute("aria-rowindex", String(r + 1));
      for (let c = 0; c < size; c++) {
        const i = r * size + c;
        const cell = document.createElement("div");
        cell.className = "cell";
        cell.setAttribute("role", "gridcell");
        cell.setAttribute("aria-colindex", String(c + 1));
        cell.classList.toggle("box-right", layout.borderRight(i));
        cell.classList.toggle("box-bottom", layout.borderBottom(i));
        cell.classList.toggle("edge-right", c === size - 1);
        cell.classList.toggle("edge-bottom", r === size - 1);
        const input = document.createElement("input");
        input.type = "text";
        input.inputMode = this.inputMode ?? "numeric";
        input.autocomplete = "off";
        input.spellcheck = false;
        input.tabIndex = -1;
        input.dataset.index = String(i);
        input.setAttribute("aria-label", `Row ${r + 1}, column ${c + 1}`);
        // Corner marks: the player's own, drawn around the cell's edge (CORNER_SLOTS).
        const corners = document.createElement("div");
        corners.className = "corners";
        corners.setAttribute("aria-hidden", "true");
        const marks = document.createElement("div");
        marks.className = "marks";
        marks.setAttribute("aria-hidden", "true");
        for (let d = 1; d <= size; d++) {
          const mark = document.createElement("span");
          mark.textContent = symbolOf(d);
          marks.append(mark);
        }
        // The digit a shown step places, drawn over the blank cell.
        const ghost = document.createElement("span");
        ghost.className = "ghost";
        ghost.setAttribute("aria-hidden", "true");
        cell.append(input, marks, corners, ghost);
        row.append(cell);
        this.#cells.push({ cell, input, marks: [...marks.children], corners, cornerMask: 0, ghost });
      }
      rows.push(row);
    }
    this.#el.replaceChildren(...rows);
    this.#layout = layout;
    this.#selection.fit(layout.count);
    this.#roving();
    this.#fitTouch();
  }

  /** One tab stop: the active cell. */
  #roving() {
    const { active } = this.#selection;
    this.#cells.forEach(({ input }, i) => (input.tabIndex = i === active ? 0 : -1));
  }

  /** Redraws every cell from the store and the overlay. */
  render() {
    const store = this.#store;
    const { layout, settings } = store;
    if (layout !== this.#layout) this.#build(layout);
    const { shown, conflicts, wrong, errorCells, candidates, readOnly } = this.overlay;
    const conflictCells = new Set();
    const conflictUnits = new Set();
    for (const conflict of conflicts) {
      conflict.cells.forEach((c) => conflictCells.add(c));
      const unit = layout.units.find((u) => u.kind === conflict.unit.kind && u.index === conflict.unit.index);
      unit?.cells.forEach((c) => conflictUnits.add(c));
    }
    const lit = highlightsOf(shown?.step, layout);
    const active = this.#focused && !shown ? this.active : -1;
    // The selection shows while the grid has the focus, and a selection of several always
    // (the pad and the mode buttons type into it).
    const showSelection = !shown && (this.#focused || this.#selection.size > 1);
    const activeDigit = active >= 0 ? store.shown(active) : 0;
    const peers = new Set(active >= 0 ? layout.peers[active] : []);
    const showCandidates = settings.pencil && candidates !== null;
    for (let i = 0; i < layout.count; i++) {
      const { cell, input, marks, ghost } = this.#cells[i];
      const digit = shown ? shown.digits[i] : store.shown(i);
      const kind = store.givens[i] ? "given" : store.entries[i] ? "entry" : (shown ? digit : store.solved[i]) ? "solved" : "blank";
      const text = symbolOf(digit);
      if (input.value !== text) input.value = text;
      cell.dataset.kind = kind;
      const colour = shown ? 0 : store.colours[i];
      if (colour) cell.dataset.colour = String(colour);
      else delete cell.dataset.colour;
      input.readOnly = readOnly || (store.locked && kind === "given");
      const conflict = conflictCells.has(i);
      const invalid = conflict || wrong.has(i) || errorCells.has(i);
      cell.classList.toggle("conflict", conflict);
      cell.classList.toggle("conflict-unit", conflictUnits.has(i));
      cell.classList.toggle("wrong", wrong.has(i));
      cell.classList.toggle("error", errorCells.has(i));
      if (invalid) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      const selected = showSelection && this.#selection.has(i);
      cell.classList.toggle("selected", selected);
      cell.setAttribute("aria-selected", String(selected));
      cell.classList.toggle("peer", peers.has(i));
      cell.classList.toggle("same-digit", activeDigit !== 0 && i !== active && digit === activeDigit);
      cell.classList.toggle("hint-cell", lit.pattern.has(i));
      cell.classList.toggle("hint-unit", lit.units.has(i));
      cell.classList.toggle("hint-place", lit.place.has(i));
      cell.classList.toggle("hint-remove", lit.remove.has(i));
      ghost.textContent = lit.place.has(i) ? symbolOf(lit.place.get(i)) : "";
      let mask = 0;
      let source = "none";
      if (!digit && shown) [mask, source] = [shown.marks[i], "candidates"];
      else if (!digit && showCandidates) [mask, source] = [candidates[i] & ~store.removed[i], "candidates"];
      else if (!digit && store.notes[i]) [mask, source] = [store.notes[i], "notes"];
      cell.classList.toggle("noted", source === "notes");
      // Corner marks give way to a shown step's or the engine's candidates.
      this.#renderCorners(this.#cells[i], !digit && source !== "candidates" ? store.corners[i] : 0);
      this.#renderMarks(i, digit, mask, source, lit, marks, input);
    }
    this.#el.classList.toggle("pencil", settings.pencil || shown !== null);
    this.#el.classList.toggle("showing-step", shown !== null);
    this.#el.dataset.mode = settings.mode;
  }

  /** Draws a cell's corner marks (rebuilt only when they change). */
  #renderCorners(record, mask) {
    if (record.cornerMask === mask) return;
    record.cornerMask = mask;
    const spans = [];
    for (let d = 1; mask >>> (d - 1); d++) {
      if (!(mask & (1 << (d - 1)))) continue;
      const span = document.createElement("span");
      span.textContent = symbolOf(d);
      span.dataset.slot = String(Math.min(spans.length, CORNER_SLOTS));
      spans.push(span);
    }
    record.corners.replaceChildren(...spans);
    record.corners.classList.toggle("crowded", spans.length > CORNER_SLOTS);
  }

  /** Draws cell `i`'s marks (`mask`: candidates or the player's notes) and says them,
   *  with the shown step's part in the cell, in the cell's description. */
  #renderMarks(i, digit, mask, source, lit, marks, input) {
    const removing = lit.remove.get(i) ?? 0;
    const digits = [];
    marks.forEach((mark, k) => {
      const on = (mask & (1 << k)) !== 0; // bit d - 1 is digit d
      mark.classList.toggle("on", on);
      mark.classList.toggle("elim", on && (removing & (1 << k)) !== 0);
      if (on) digits.push(k + 1);
    });
    const parts = [];
    const store = this.#store;
    if (source === "candidates" && !digit) parts.push(digits.length ? `candidates ${digits.join(", ")}` : "no candidates");
    // The player's own marks are said even while candidates are drawn over them.
    if (!digit && !this.overlay.shown && (store.notes[i] || store.corners[i])) parts.push(marksWords(store.corners[i], store.notes[i]));
    if (lit.place.has(i)) parts.push(`the step places ${lit.place.get(i)} here`);
    if (removing) parts.push(`the step removes ${digits.filter((d) => removing & (1 << (d - 1))).join(" and ")} here`);
    if (lit.pattern.has(i)) parts.push("part of the step's pattern");
    else if (lit.units.has(i)) parts.push("in the step's units");
    if (parts.length) input.setAttribute("aria-description", parts.join("; "));
    else input.removeAttribute("aria-description");
  }

  #indexOf(target) {
    return target instanceof HTMLInputElement && target.dataset.index !== undefined ? Number(target.dataset.index) : -1;
  }

  /** Moves from cell `i`; `extend` (Shift or Ctrl held) adds the new cell to the selection. */
  #move(i, dRow, dColumn, extend) {
    this.#goTo(stepFrom(this.#layout.size, i, dRow, dColumn), extend);
  }

  #goTo(cell, extend = false) {
    if (extend) this.#selection.add(cell);
    else this.#selection.only(cell);
    this.focus(cell);
    this.render();
  }

  #onKeydown(event) {
    const i = this.#indexOf(event.target);
    if (i < 0 || event.altKey) return;
    const { key } = event;
    const ctrl = event.ctrlKey || event.metaKey;
    const shift = event.shiftKey;
    const { size, count } = this.#layout;
    // With Shift or Ctrl, the key's own digit (Shift+1 types "!"): a corner or centre mark.
    const held = shift || ctrl ? valueOfCode(event.code, size) : null;
    // Ctrl with a letter is the browser's (Ctrl+C, Ctrl+V): Ctrl marks take digits only.
    const value = ctrl ? (held !== null && held <= 9 ? held : null) : shift ? held : valueOfKey(key, size);
    const extend = shift || ctrl;
    const moves = {
      ArrowUp: () => this.#move(i, -1, 0, extend),
      ArrowDown: () => this.#move(i, 1, 0, extend),
      ArrowLeft: () => this.#move(i, 0, -1, extend),
      ArrowRight: () => this.#move(i, 0, 1, extend),
      Home: () => this.#goTo(ctrl ? 0 : i - (i % size)),
      End: () => this.#goTo(ctrl ? count - 1 : i - (i % size) + size - 1),
    };
    if (ctrl && !shift && (key === "a" || key === "A")) {
      // Every cell, as SudokuPad's Ctrl+A.
      event.preventDefault();
      this.#selection.set(Array.from({ length: count }, (_, j) => j), i);
      this.render();
    } else if (key === "Escape" && this.#selection.size > 1) {
      // Back to the active cell alone (Esc also closes a panel or cancels a job).
      this.#selection.only(i);
      this.render();
    } else if (value !== null) {
      event.preventDefault();
      this.onEntry(value, { shift, ctrl });
    } else if (!ctrl && (key === "Backspace" || key === "Delete")) {
      event.preventDefault();
      this.onEntry(0, { shift });
    } else if (key in moves) {
      event.preventDefault();
      moves[key]();
    } else if (!ctrl && key.length === 1) {
      // Letters, spaces and symbols never land in a cell (the page may give them a
      // meaning, as Z, X, C, V and Space for the modes: the event still bubbles).
      event.preventDefault();
    }
  }

  // ------------------------------------------------------------ pointer selection

  /** A drag selects cells, unless the grid is wider than its frame: then it pans, and a
   *  long press starts a selection. */
  #fitTouch() {
    const frame = this.#el.parentElement;
    if (frame) this.#el.classList.toggle("pannable", frame.scrollWidth > frame.clientWidth + 1);
  }

  /** The cell under a pointer, or -1 (the pointer may have left the cell it went down on:
   *  a touch stays captured by it, so the point is what counts). */
  #cellAt(event) {
    const target = document.elementFromPoint(event.clientX, event.clientY);
    const cell = target?.closest?.(".cell");
    if (!cell || !this.#el.contains(cell)) return -1;
    return this.#indexOf(cell.querySelector("input"));
  }

  #onPointerDown(event) {
    const target = event.target.closest?.(".cell");
    if (!target || event.button !== 0) return;
    const i = this.#indexOf(target.querySelector("input"));
    if (i < 0) return;
    // The page focuses the cell itself: no caret, no text selection, no scrolling.
    event.preventDefault();
    const before = this.#selection.cells;
    if (event.ctrlKey || event.metaKey) this.#selection.toggle(i);
    else if (event.shiftKey) this.#selection.add(i);
    else this.#selection.only(i);
    // `held`: a long press made this a selecting drag on a grid that pans.
    this.#drag = { pointer: event.pointerId, last: i, timer: null, held: false };
    if (event.pointerType === "touch") {
      // A long press keeps what was selected and adds this cell (and what a drag then
      // crosses): a touch screen's Ctrl-click.
      const drag = this.#drag;
      drag.timer = setTimeout(() => {
        this.#selection.set([...before, i], i);
        drag.timer = null;
        drag.held = true;
        this.#roving();
        this.render();
      }, LONG_PRESS_MS);
    }
    this.focus(this.#selection.active, { preventScroll: true });
    this.render();
  }

  /** A double click selects every cell alike (selection.js `alike`). */
  #onDoubleClick(event) {
    const target = event.target.closest?.(".cell");
    const i = target ? this.#indexOf(target.querySelector("input")) : -1;
    if (i < 0 || this.overlay.shown) return;
    const store = this.#store;
    const values = Array.from({ length: this.#layout.count }, (_, j) => store.shown(j));
    this.#selection.set(alike(i, values, store.colours), i);
    this.#roving();
    this.render();
  }

  #onPointerMove(event) {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointer) return;
    const i = this.#cellAt(event);
    if (i < 0 || i === drag.last) return;
    drag.last = i;
    clearTimeout(drag.timer);
    drag.timer = null;
    this.#selection.add(i);
    this.#roving();
    this.render();
  }

  #endDrag() {
    if (!this.#drag) return;
    clearTimeout(this.#drag.timer);
    this.#drag = null;
    const { active } = this.#selection;
    if (document.activeElement !== this.#cells[active]?.input) this.focus(active, { preventScroll: true });
  }

  /** Text that reached a cell without a keydown we handled (a phone's keyboard, an IME):
   *  the last value typed goes in, a deletion clears, anything else is undone. */
  #onInput(event) {
    const i = this.#indexOf(event.target);
    if (i < 0) return;
    const { value } = event.target;
    const size = this.#layout.size;
    const typed = [...(event.data ?? value)].map((ch) => valueOfKey(ch, size)).filter((v) => v !== null);
    this.render(); // back to what the state says, until the store changes it
    if (event.inputType?.startsWith("delete") || value === "") this.onEntry(0, {});
    else if (typed.length) this.onEntry(typed.at(-1), {});
  }
}
