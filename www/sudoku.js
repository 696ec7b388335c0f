// Plain Sudoku facts the page needs between wasm calls: the grid's geometry, the
// one-puzzle-per-line file form, and the words the page uses. No DOM and no wasm here.
// Cells are row-major indices 0-80; values are 0 (blank) or 1-9.

export const rowOf = (cell) => Math.floor(cell / 9);
export const columnOf = (cell) => cell % 9;
export const boxOf = (cell) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);

/** The nine cells of a unit `{ kind: "row" | "column" | "box", index: 0-8 }`, row-major. */
export function unitCells({ kind, index }) {
  return Array.from({ length: 9 }, (_, k) => {
    if (kind === "row") return index * 9 + k;
    if (kind === "column") return k * 9 + index;
    return (Math.floor(index / 3) * 3 + Math.floor(k / 3)) * 9 + (index % 3) * 3 + (k % 3);
  });
}

/** `row 3, column 7` (1-based), the core's way of naming a cell (of an N×N grid). */
export function cellName(cell, size = 9) {
  return `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;
}

/** `row 3`, `column 7`, `box 9` (1-based). */
export function unitName(unit) {
  return `${unit.kind} ${unit.index + 1}`;
}

/**
 * The puzzle lines of a one-puzzle-per-line file, as the CLI's `--lines` reads them:
 * line breaks `\n` or `\r\n`; empty lines and lines starting with `#` skipped; every
 * other line is a puzzle (good or bad), so answer N belongs to puzzle N.
 */
export function puzzleLines(text) {
  const lines = text.split("\n");
  const out = [];
  for (let line of lines) {
    if (line.endsWith("\r")) line = line.slice(0, -1);
    if (line.trim() === "" || line.startsWith("#")) continue;
    out.push(line);
  }
  return out;
}

/**
 * Whether pasted or dropped text is a file of puzzles (two or more lines, at least one
 * as long as a whole puzzle) rather than one grid (a line, nine rows, a Baekjoon grid).
 */
export function isPuzzleFile(text) {
  const lines = puzzleLines(text);
  return lines.length >= 2 && lines.some((line) => line.trim().length >= 81);
}

/**
 * Conflicts in words (the cells of an N×N grid, 9 by default), one phrase per pair of
 * cells (a pair that shares a row and a box is one phrase): `digit 5 appears twice in
 * row 1 and box 1 (row 1, column 2 and row 1, column 3)`.
 */
export function describeConflicts(conflicts, size = 9) {
  const pairs = new Map();
  for (const conflict of conflicts) {
    const key = `${conflict.digit}:${conflict.cells[0]}:${conflict.cells[1]}`;
    if (!pairs.has(key)) pairs.set(key, { ...conflict, units: [] });
    pairs.get(key).units.push(unitName(conflict.unit));
  }
  return [...pairs.values()].map(({ digit, cells: [a, b], units }) => {
    return `digit ${digit} appears twice in ${units.join(" and ")} (${cellName(a, size)} and ${cellName(b, size)})`;
  });
}

/** A count with its noun, `1 puzzle`, `2,000 puzzles`. */
export function plural(count, noun, nouns = noun + "s") {
  return `${count.toLocaleString("en-US")} ${count === 1 ? noun : nouns}`;
}

/** `r3c7` (1-based), the way the logic engine's explanations name a cell (of an N×N
 *  grid, 9 by default: `r10c12` past 9). */
export function cellRef(cell, size = 9) {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** The 20 cells that share a row, a column or a box with `cell`. */
export function peersOf(cell) {
  const peers = new Set([
    ...unitCells({ kind: "row", index: rowOf(cell) }),
    ...unitCells({ kind: "column", index: columnOf(cell) }),
    ...unitCells({ kind: "box", index: boxOf(cell) }),
  ]);
  peers.delete(cell);
  return [...peers];
}

/**
 * Plays a logic step (as `hint` and `solvePath` give it) on a position, in place:
 * `digits` (N² values) and `marks` (N² candidate masks, bit d - 1 for digit d). Its
 * eliminations clear their bits; each placement fills its cell, which loses its marks,
 * and removes its digit from the marks of the cell's peers (`peers(cell)`: a 9×9 grid's
 * by default, `(c) => layout.peers[c]` for another layout).
 */
export function applyStep(digits, marks, step, peers = peersOf) {
  for (const { cell, digit } of step.eliminations) marks[cell] &= ~(1 << (digit - 1));
  for (const { cell, digit } of step.placements) {
    digits[cell] = digit;
    marks[cell] = 0;
    for (const peer of peers(cell)) marks[peer] &= ~(1 << (digit - 1));
  }
}

/** `r1c3, r2c3 and r3c3`. */
export function listCells(cells, size = 9) {
  const refs = cells.map((cell) => cellRef(cell, size));
  return refs.length < 2 ? refs.join("") : `${refs.slice(0, -1).join(", ")} and ${refs.at(-1)}`;
}

/** What a step does, in a few words: `r5c5 = 5`, or `removes 5 from r1c3, r2c3 and r3c3`. */
export function stepSummary(step, size = 9) {
  if (step.placements.length > 0) return step.placements.map(({ cell, digit }) => `${cellRef(cell, size)} = ${digit}`).join(", ");
  const byDigit = new Map();
  for (const { cell, digit } of step.eliminations) {
    if (!byDigit.has(digit)) byDigit.set(digit, []);
    byDigit.get(digit).push(cell);
  }
  const parts = [...byDigit].map(([digit, cells]) => `${digit} from ${cells.length > 3 ? `${cells.length} cells` : listCells(cells, size)}`);
  return `removes ${parts.join("; ")}`;
}
