// The grid on screen: N×N cells following the WAI-ARIA grid pattern (one tab stop, the
// arrow keys move), drawn from the store and from what the panels lay over it (a shown
// step, conflicts, wrong entries, candidates). It owns the cells' DOM and their keys;
// what a key means for the game is the caller's (`onValue`, `onClear`).

import { symbolOf, valueOfKey } from "./layout.js";

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
  #active = 0;
  #focused = false;
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

  /** `onValue(cell, value)`: a value typed (0 clears); `onNote(cell, value)`: a value
   *  typed with Shift (a note whatever the mode); `onMove()` after the active cell changed. */
  constructor(el, store, { onValue, onNote = onValue, onMove = () => {} }) {
    this.#el = el;
    this.#store = store;
    this.onValue = onValue;
    this.onNote = onNote;
    this.onMove = onMove;
    el.addEventListener("keydown", (event) => this.#onKeydown(event));
    el.addEventListener("input", (event) => this.#onInput(event));
    el.addEventListener("focusin", (event) => {
      const i = this.#indexOf(event.target);
      if (i < 0) return;
      this.#active = i;
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

  /** The active cell: the one the keys and the pad type into. */
  get active() {
    return this.#active;
  }

  /** The input of cell `i`. */
  input(i) {
    return this.#cells[i].input;
  }

  /** Changes the overlay (a partial one) and redraws. */
  set(changes) {
    Object.assign(this.overlay, changes);
    this.render();
  }

  /** Puts the focus on cell `i`. */
  focus(i = this.#active, options = {}) {
    this.#active = Math.max(0, Math.min(i, this.#cells.length - 1));
    this.#roving();
    this.#cells[this.#active].input.focus(options);
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
        cell.append(input, marks, ghost);
        row.append(cell);
        this.#cells.push({ cell, input, marks: [...marks.children], ghost });
      }
      rows.push(row);
    }
    this.#el.replaceChildren(...rows);
    this.#layout = layout;
    if (this.#active >= layout.count) this.#active = 0;
    this.#roving();
  }

  /** One tab stop: the active cell. */
  #roving() {
    this.#cells.forEach(({ input }, i) => (input.tabIndex = i === this.#active ? 0 : -1));
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
    const active = this.#focused && !shown ? this.#active : -1;
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
      this.#renderMarks(i, digit, mask, source, lit, marks, input);
    }
    this.#el.classList.toggle("pencil", settings.pencil || shown !== null);
    this.#el.classList.toggle("showing-step", shown !== null);
    this.#el.classList.toggle("notes-mode", settings.notesMode);
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
    if (source === "candidates" && !digit) parts.push(digits.length ? `candidates ${digits.join(", ")}` : "no candidates");
    if (source === "notes") parts.push(`notes ${digits.join(", ")}`);
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

  #move(i, dRow, dColumn) {
    const { size } = this.#layout;
    const row = (Math.floor(i / size) + dRow + size) % size;
    const column = ((i % size) + dColumn + size) % size;
    this.focus(row * size + column);
  }

  #onKeydown(event) {
    const i = this.#indexOf(event.target);
    if (i < 0 || event.altKey) return;
    const { key } = event;
    const ctrl = event.ctrlKey || event.metaKey;
    const { size, count } = this.#layout;
    const value = ctrl ? null : valueOfKey(key, size);
    // Shift with a digit key: a note (the key's digit, whatever Shift makes of it).
    const shifted = !ctrl && event.shiftKey && /^(Digit|Numpad)[1-9]$/.test(event.code) ? Number(event.code.at(-1)) : null;
    const moves = {
      ArrowUp: () => this.#move(i, -1, 0),
      ArrowDown: () => this.#move(i, 1, 0),
      ArrowLeft: () => this.#move(i, 0, -1),
      ArrowRight: () => this.#move(i, 0, 1),
      Home: () => this.focus(ctrl ? 0 : i - (i % size)),
      End: () => this.focus(ctrl ? count - 1 : i - (i % size) + size - 1),
    };
    if (shifted !== null && shifted <= size) {
      event.preventDefault();
      this.onNote(i, shifted);
    } else if (value !== null) {
      event.preventDefault();
      this.onValue(i, value);
    } else if (!ctrl && (key === "Backspace" || key === "Delete")) {
      event.preventDefault();
      this.onValue(i, 0);
    } else if (key in moves) {
      event.preventDefault();
      moves[key]();
    } else if (!ctrl && key.length === 1) {
      // Letters, spaces and symbols never land in a cell (the page may give them a
      // meaning, as N for Notes: the event still bubbles).
      event.preventDefault();
    }
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
    if (event.inputType?.startsWith("delete") || value === "") this.onValue(i, 0);
    else if (typed.length) this.onValue(i, typed.at(-1));
  }
}
