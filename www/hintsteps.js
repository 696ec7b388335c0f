// Hints in three steps: first the technique and where to look, then the cells, then the
// whole step (with Apply). What each step shows and says; no DOM here.

import { unitName, listCells } from "./sudoku.js";

/** The stages of a hint, in order. */
export const AREA = 0;
export const CELLS = 1;
export const FULL = 2;

/** Where a step happens, in words: its units (`box 9`, `row 1 and column 3`), or the
 *  boxes of its cells when it names no unit. */
export function areaOf(step) {
  const units = step.units?.length ? step.units : boxesOf(step);
  const names = units.map(unitName);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function boxesOf(step) {
  const cells = [...(step.cells ?? []), ...step.placements.map((p) => p.cell), ...step.eliminations.map((e) => e.cell)];
  const boxes = [...new Set(cells.map((c) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3)))].sort((a, b) => a - b);
  return boxes.map((index) => ({ kind: "box", index }));
}

/** What the grid shows of `step` at `stage`: the step itself cut down to its units
 *  (AREA), its pattern too (CELLS), or all of it (FULL). */
export function shownPart(step, stage) {
  if (stage >= FULL) return step;
  const units = step.units?.length ? step.units : boxesOf(step);
  return {
    ...step,
    units,
    cells: stage >= CELLS ? step.cells ?? [] : [],
    placements: [],
    eliminations: [],
  };
}

/** The hint panel's words at `stage`: `{ title, text, more }` (`more` names the button
 *  that shows the next stage; null at the last). */
export function hintWords(step, stage) {
  const guess = step.technique === "Guess";
  const title = guess ? "No technique applies. Fallback: a guess" : `Hint: ${step.technique} (${step.level})`;
  if (stage >= FULL) return { title, text: step.text, more: null };
  if (guess) {
    return stage === AREA
      ? { title, text: `No technique applies: the next step is a guess, in ${areaOf(step)}.`, more: "Show the cells" }
      : { title, text: `The guess is about ${listCells(step.cells?.length ? step.cells : step.placements.map((p) => p.cell))}.`, more: "Show the step" };
  }
  if (stage === AREA) return { title, text: `Look for a ${step.technique.toLowerCase()} in ${areaOf(step)}.`, more: "Show the cells" };
  const cells = step.cells?.length ? step.cells : [...step.placements.map((p) => p.cell), ...step.eliminations.map((e) => e.cell)];
  return { title, text: `The ${step.technique.toLowerCase()} uses ${listCells(cells)}.`, more: "Show the step" };
}
