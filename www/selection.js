// The cells selected in the grid: one or many, as SudokuPad selects them (a drag, Shift-
// or Ctrl-click, Shift or Ctrl with the arrow keys, a long press on a phone). Every entry
// goes to all of them. `active` is the cell the keys move from (the focused one). No DOM.

export class Selection {
  /** The selected cells, in the order they were added. */
  #cells = new Set([0]);
  #active = 0;

  /** The cell the keys move from: the last one selected. */
  get active() {
    return this.#active;
  }

  /** The selected cells, in row-major order. */
  get cells() {
    return [...this.#cells].sort((a, b) => a - b);
  }

  get size() {
    return this.#cells.size;
  }

  has(i) {
    return this.#cells.has(i);
  }

  /** Selects `i` alone. */
  only(i) {
    this.#cells = new Set([i]);
    this.#active = i;
  }

  /** Adds `i` to the selection (a drag, Shift-click, Shift or Ctrl with an arrow key). */
  add(i) {
    this.#cells.add(i);
    this.#active = i;
  }

  /** Adds `i`, or takes it out when it is selected (Ctrl-click); the last cell stays. */
  toggle(i) {
    if (this.#cells.has(i) && this.#cells.size > 1) {
      this.#cells.delete(i);
      if (this.#active === i) this.#active = [...this.#cells].at(-1);
    } else {
      this.add(i);
    }
  }

  /** Replaces the selection with `cells` (none: cell `active` alone). */
  set(cells, active = cells.at(-1) ?? 0) {
    this.#cells = new Set(cells.length ? cells : [active]);
    this.#cells.add(active);
    this.#active = active;
  }

  /** Keeps the selection inside a grid of `count` cells (another grid was loaded). */
  fit(count) {
    const kept = [...this.#cells].filter((i) => i < count);
    this.set(kept, this.#active < count ? this.#active : (kept.at(-1) ?? 0));
  }
}

/** The cell `dRow` rows and `dColumn` columns from `i` in an N×N grid, wrapping at the edges. */
export function stepFrom(size, i, dRow, dColumn) {
  const row = (Math.floor(i / size) + dRow + size) % size;
  const column = ((i % size) + dColumn + size) % size;
  return row * size + column;
}

/**
 * The cells a double click on cell `i` selects, as SudokuPad's does: every cell showing
 * the same value (`values`: what each cell shows, 0 for a blank); for a blank cell, every
 * cell of the same colour (`colours`, 0 for none); else `i` alone.
 */
export function alike(i, values, colours) {
  const match = values[i] ? (j) => values[j] === values[i] : colours[i] ? (j) => !values[j] && colours[j] === colours[i] : (j) => j === i;
  const cells = [];
  for (let j = 0; j < values.length; j++) if (match(j)) cells.push(j);
  return cells;
}
