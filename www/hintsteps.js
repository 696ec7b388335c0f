// Hints in three steps: first the technique and where to look, then the cells, then the
// whole step (with Apply). What each step shows and says; no DOM here. Steps of any
// grid: `layout` (layout.js; classic 9×9 by default) names the cells and boxes; a step on
// a variant puzzle may also name constraints (`{ kind: "constraint", index, name }`).

import { CLASSIC } from "./layout.js";
import { listCells } from "./sudoku.js";

/** The stages of a hint, in order. */
export const AREA = 0;
export const CELLS = 1;
export const FULL = 2;

/** Where a step happens, in words: its units grouped by kind (`box 9`, `column 3 and
 *  box 4`, `rows 2 and 3, and column 1`, `rows 1, 4 and 7; columns 3, 5 and 6; and box
 *  8`), or the boxes of its cells when it names no unit. */
export function areaOf(step, layout = CLASSIC) {
  const units = step.units?.length ? step.units : boxesOf(step, layout);
  const groups = [];
  for (const kind of ["row", "column", "box"]) {
    const numbers = units.filter((u) => u.kind === kind).map((u) => u.index + 1);
    if (numbers.length === 1) groups.push(`${kind} ${numbers[0]}`);
    else if (numbers.length > 1) groups.push(`${kind}${kind === "box" ? "es" : "s"} ${and(numbers)}`);
  }
  // A variant's constraints, by name: "the killer cage".
  for (const name of new Set(units.filter((u) => u.kind === "constraint").map((u) => u.name ?? "constraint"))) groups.push(`the ${name}`);
  // A group that lists several units has its own "and": set the groups apart.
  if (units.length === groups.length || groups.length === 1) return and(groups);
  if (groups.length === 2) return `${groups[0]}, and ${groups[1]}`;
  return `${groups.slice(0, -1).join("; ")}; and ${groups.at(-1)}`;
}

/** `a`, `a and b`, `a, b and c`. */
function and(items) {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function boxesOf(step, layout) {
  const cells = [...(step.cells ?? []), ...step.placements.map((p) => p.cell), ...step.eliminations.map((e) => e.cell)];
  const boxes = [...new Set(cells.map((c) => layout.regionOf(c)))].sort((a, b) => a - b);
  return boxes.map((index) => ({ kind: "box", index }));
}

/** What the grid shows of `step` at `stage`: the step itself cut down to its units
 *  (AREA), its pattern too (CELLS), or all of it, a chain's links included (FULL). */
export function shownPart(step, stage, layout = CLASSIC) {
  if (stage >= FULL) return step;
  const units = step.units?.length ? step.units : boxesOf(step, layout);
  return {
    ...step,
    units,
    cells: stage >= CELLS ? step.cells ?? [] : [],
    placements: [],
    eliminations: [],
    links: [],
  };
}

/** The hint panel's words at `stage`: `{ title, text, more }` (`more` names the button
 *  that shows the next stage; null at the last). */
export function hintWords(step, stage, layout = CLASSIC) {
  const size = layout.size;
  const guess = step.technique === "Guess";
  const title = guess ? "No technique applies. Fallback: a guess" : `Hint: ${step.technique} (${step.level})`;
  if (stage >= FULL) return { title, text: step.text, more: null };
  if (guess) {
    return stage === AREA
      ? { title, text: `No technique applies: the next step is a guess, in ${areaOf(step, layout)}.`, more: "Show the cells" }
      : { title, text: `The guess is about ${listCells(step.cells?.length ? step.cells : step.placements.map((p) => p.cell), size)}.`, more: "Show the step" };
  }
  if (stage === AREA) return { title, text: `Look for a ${step.technique.toLowerCase()} in ${areaOf(step, layout)}.`, more: "Show the cells" };
  const cells = step.cells?.length ? step.cells : [...step.placements.map((p) => p.cell), ...step.eliminations.map((e) => e.cell)];
  return { title, text: `The ${step.technique.toLowerCase()} uses ${listCells(cells, size)}.`, more: "Show the step" };
}
