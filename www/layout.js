// The shape of a grid: N×N cells (N from 4 to 25) and the regions ("boxes") that, with
// the rows and columns, must each hold every digit once. Classic Sudoku is N = 9 with
// 3×3 boxes; other sizes get the most square boxes that tile them (6: 2×3, 12: 3×4), and
// any layout can give its regions as data (jigsaw puzzles, prime sizes). No DOM here.
// Cells are row-major indices 0 to N² - 1; values are 0 (blank) or 1 to N.

export const MIN_SIZE = 4;
export const MAX_SIZE = 25;

/** The box of an N×N grid as `[rows, columns]`, the most square that tiles it, or null
 *  when N is prime (its regions must then be given). */
export function boxShape(size) {
  for (let rows = Math.floor(Math.sqrt(size)); rows > 1; rows--) {
    if (size % rows === 0) return [rows, size / rows];
  }
  return null;
}

/**
 * The layout of an N×N grid. `regions` (N² region numbers, 0 to N - 1, N cells each)
 * replaces the boxes; without it the boxes of `boxShape(size)` are used. Throws a
 * RangeError that says what is wrong with a size or region list.
 */
export function makeLayout({ size = 9, regions = null } = {}) {
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw new RangeError(`the grid size must be a whole number from ${MIN_SIZE} to ${MAX_SIZE}, not ${size}`);
  }
  const count = size * size;
  let region;
  if (regions === null) {
    const shape = boxShape(size);
    if (shape === null) throw new RangeError(`a ${size}×${size} grid has no regular boxes: give its regions`);
    const [rows, columns] = shape;
    region = Uint8Array.from({ length: count }, (_, c) => {
      const row = Math.floor(c / size);
      const column = c % size;
      return Math.floor(row / rows) * rows + Math.floor(column / columns);
    });
  } else {
    region = checkRegions(size, regions);
  }
  const units = [];
  for (let k = 0; k < size; k++) units.push({ kind: "row", index: k, cells: range(size, (j) => k * size + j) });
  for (let k = 0; k < size; k++) units.push({ kind: "column", index: k, cells: range(size, (j) => j * size + k) });
  const members = Array.from({ length: size }, () => []);
  region.forEach((r, c) => members[r].push(c));
  members.forEach((cells, k) => units.push({ kind: "box", index: k, cells }));
  const peers = Array.from({ length: count }, (_, c) => {
    const set = new Set([...units[Math.floor(c / size)].cells, ...units[size + (c % size)].cells, ...members[region[c]]]);
    set.delete(c);
    return Object.freeze([...set].sort((a, b) => a - b));
  });
  return Object.freeze({
    size,
    count,
    /** Whether the regions are the regular boxes (false for a jigsaw layout). */
    regular: regions === null,
    region,
    units: Object.freeze(units),
    peers: Object.freeze(peers),
    rowOf: (c) => Math.floor(c / size),
    columnOf: (c) => c % size,
    regionOf: (c) => region[c],
    /** Whether a region border runs on the right of cell `c` (not at the grid's edge). */
    borderRight: (c) => c % size !== size - 1 && region[c] !== region[c + 1],
    /** Whether a region border runs under cell `c` (not at the grid's edge). */
    borderBottom: (c) => c + size < count && region[c] !== region[c + size],
  });
}

function checkRegions(size, regions) {
  const count = size * size;
  if (!regions || regions.length !== count) {
    throw new RangeError(`a ${size}×${size} grid needs ${count} region numbers, not ${regions?.length ?? 0}`);
  }
  const sizes = new Array(size).fill(0);
  for (let c = 0; c < count; c++) {
    const r = regions[c];
    if (!Number.isInteger(r) || r < 0 || r >= size) {
      throw new RangeError(`cell ${c + 1}'s region must be a whole number from 0 to ${size - 1}, not ${r}`);
    }
    sizes[r] += 1;
  }
  const wrong = sizes.findIndex((n) => n !== size);
  if (wrong >= 0) throw new RangeError(`region ${wrong} has ${sizes[wrong]} cells; every region needs ${size}`);
  return Uint8Array.from(regions);
}

const range = (n, f) => Array.from({ length: n }, (_, k) => f(k));

/** Classic 9×9 with 3×3 boxes. */
export const CLASSIC = makeLayout();

/** The symbol a value is shown and typed as: 1-9, then A (10) to P (25). */
export function symbolOf(value) {
  return value === 0 ? "" : value <= 9 ? String(value) : String.fromCharCode(55 + value);
}

/** The value a typed key stands for in a grid of `size` (0 for 0), or null when it is
 *  not a value of that grid. */
export function valueOfKey(key, size) {
  if (key.length !== 1) return null;
  if (key >= "0" && key <= "9") {
    const value = Number(key);
    return value <= size ? value : null;
  }
  const letter = key.toUpperCase().charCodeAt(0) - 55;
  return size > 9 && letter >= 10 && letter <= size ? letter : null;
}

/** Whether `cells` (N² values) is a finished grid: every unit holds every value once. */
export function isSolvedGrid(layout, cells) {
  const full = (1 << layout.size) - 1;
  return layout.units.every((unit) => unit.cells.reduce((mask, c) => mask | (cells[c] ? 1 << (cells[c] - 1) : 0), 0) === full && unit.cells.every((c) => cells[c] !== 0));
}

/** Pairs of cells that hold the same value in one unit: `{ digit, cells: [a, b], unit }`,
 *  in the order the engine's `validate` gives them (by unit, then by cell). */
export function conflictsOf(layout, cells) {
  const out = [];
  for (const unit of layout.units) {
    const seen = new Map();
    for (const c of unit.cells) {
      const d = cells[c];
      if (!d) continue;
      if (seen.has(d)) out.push({ digit: d, cells: [seen.get(d), c], unit: { kind: unit.kind, index: unit.index } });
      else seen.set(d, c);
    }
  }
  return out;
}
