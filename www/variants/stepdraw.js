// What a step of the variant engine draws over the grid (Hint, Explain): the constraints
// it names, picked out (a cage's outline, a line's path, a dot's ring, the cells of the
// rule tinted), and the links of a chain between candidates, as SudokuPad draws them:
// curved arrows from one pencil mark to the next, solid for a strong link (the candidate
// it reaches is true), dashed for a weak one (it is false), with a ring on every
// candidate of the chain. Shapes in grid units, as draw.js's (cell (r, c) is the square
// [c, c+1] × [r, r+1]); no DOM here: overlay.js turns them into SVG.
//
// A shape is draw.js's `{ kind, ...geometry, class }`, plus kind "path": `points` [[x1,
// y1], [cx, cy], [x2, y2]], a quadratic curve from the first point to the last.

import { cageOutline, centre, littleKillerClue, outsideClue } from "./draw.js";

/**
 * Where digit `digit`'s pencil mark sits in cell `cell` of an N×N grid, as the page lays
 * the marks out (style.css `.marks`): up to 9×9 a k×k block of slots, k = ⌈√N⌉, digit d in
 * slot d - 1 row by row; above 9×9 the cell lists only the digits it holds, so a place
 * per digit does not exist: the cell's centre.
 */
export function candidatePoint(size, cell, digit) {
  if (size > 9) return centre(size, cell);
  const k = Math.ceil(Math.sqrt(size));
  const slot = digit - 1;
  return [(cell % size) + ((slot % k) + 0.5) / k, Math.floor(cell / size) + (Math.floor(slot / k) + 0.5) / k];
}

/** The radius of a candidate's ring: most of its slot (a quarter cell above 9×9). */
export function candidateRadius(size) {
  return size > 9 ? 0.25 : 0.42 / Math.ceil(Math.sqrt(size));
}

/** The constraint types drawn as a line through their cells' centres. */
const LINE_TYPES = new Set([
  "thermometer", "slowThermometer", "renban", "whispers", "palindrome", "between", "lockout", "regionSumLine",
  "zipperLine", "doubleArrow", "entropicLine", "modularLine", "nabner", "littleKiller",
]);

/** The constraint types that sit on the edge between two cells. */
const EDGE_TYPES = new Set(["kropkiWhite", "kropkiBlack", "xv"]);

/** The cells of row or column `index` read from `side` (an X-sum's, a skyscraper's). */
function lineFrom(size, side, index) {
  const cells = Array.from({ length: size }, (_, k) => (side === "top" || side === "bottom" ? k * size + index : index * size + k));
  return side === "bottom" || side === "right" ? cells.reverse() : cells;
}

/**
 * The cells constraint `c` is about, in its own order (a line from its start); groups
 * drawn apart (a clone's two sets) as separate lists. Rules of the whole grid
 * (anti-knight, non-consecutive, ...) have none.
 */
export function constraintCells(c, size) {
  switch (c.type) {
    case "arrow":
      return [[...c.circle, ...c.line]];
    case "clone":
      return [c.cells, c.cloneCells];
    case "diagonal":
      return [Array.from({ length: size }, (_, k) => (c.direction === "anti" ? (size - 1 - k) * size + k : k * size + k))];
    case "sandwich":
      return [lineFrom(size, c.axis === "row" ? "left" : "top", c.index)];
    case "xSum":
    case "skyscraper":
      return [lineFrom(size, c.side, c.index)];
    default:
      return Array.isArray(c.cells) ? [c.cells] : [];
  }
}

/** The shapes that pick out constraint `c` (one the step names). */
export function constraintShapes(c, size) {
  const groups = constraintCells(c, size);
  const shapes = [];
  for (const cells of groups) {
    for (const cell of cells) shapes.push({ kind: "rect", x: cell % size, y: Math.floor(cell / size), width: 1, height: 1, class: "step-rule-cell" });
  }
  if (EDGE_TYPES.has(c.type)) {
    const [[x1, y1], [x2, y2]] = c.cells.map((cell) => centre(size, cell));
    shapes.push({ kind: "circle", cx: (x1 + x2) / 2, cy: (y1 + y2) / 2, r: 0.22, class: "step-rule-mark" });
  } else if (LINE_TYPES.has(c.type) || c.type === "diagonal" || c.type === "arrow") {
    for (const cells of groups) shapes.push({ kind: "polyline", points: cells.map((cell) => centre(size, cell)), class: "step-rule-line" });
  } else {
    for (const cells of groups) {
      for (const [x1, y1, x2, y2] of cageOutline(size, cells, 0.04)) shapes.push({ kind: "line", x1, y1, x2, y2, class: "step-rule-outline" });
    }
  }
  // A clue outside the grid gets a ring of its own.
  if (c.type === "littleKiller") {
    const { x, y } = littleKillerClue(size, c.cells);
    shapes.push({ kind: "circle", cx: x, cy: y, r: 0.42, class: "step-rule-mark" });
  } else if (c.type === "xSum" || c.type === "skyscraper") {
    const [cx, cy] = outsideClue(size, c.side, c.index);
    shapes.push({ kind: "circle", cx, cy, r: 0.42, class: "step-rule-mark" });
  } else if (c.type === "sandwich") {
    const [cx, cy] = outsideClue(size, c.axis === "row" ? "left" : "top", c.index);
    shapes.push({ kind: "circle", cx, cy, r: 0.42, class: "step-rule-mark" });
  }
  return shapes;
}

/** How far a link's curve bows out, at most (in cells). */
const BOW = 0.25;

/**
 * The arrow of one link, from candidate to candidate: a curve that leaves and reaches
 * the candidates' rings, bowed to the left of its direction (so that a link and its
 * reverse do not overlap), and a head at its end. None for a link within one point
 * (above 9×9, two digits of one cell).
 */
export function linkShapes(link, size) {
  const from = candidatePoint(size, link.from.cell, link.from.digit);
  const to = candidatePoint(size, link.to.cell, link.to.digit);
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const length = Math.hypot(dx, dy);
  const r = candidateRadius(size);
  if (length <= 2 * r) return [];
  const [ux, uy] = [dx / length, dy / length];
  const bow = Math.min(BOW, length * 0.2);
  const control = [(from[0] + to[0]) / 2 + uy * bow, (from[1] + to[1]) / 2 - ux * bow];
  const start = towards(from, control, r);
  const end = towards(to, control, r);
  const cls = link.strong ? "step-link step-link-strong" : "step-link step-link-weak";
  // The head: two strokes back from the end, along the curve's direction there.
  const [hx, hy] = unit([end[0] - control[0], end[1] - control[1]]);
  const head = (turn) => {
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    return [end[0] - 0.12 * (hx * cos - hy * sin), end[1] - 0.12 * (hy * cos + hx * sin)];
  };
  return [
    { kind: "path", points: [start, control, end], class: cls },
    { kind: "polyline", points: [head(0.5), end, head(-0.5)], class: "step-link-head" },
  ];
}

function unit([x, y]) {
  const length = Math.hypot(x, y) || 1;
  return [x / length, y / length];
}

/** The point at `distance` from `from` towards `to`. */
function towards(from, to, distance) {
  const [ux, uy] = unit([to[0] - from[0], to[1] - from[1]]);
  return [from[0] + ux * distance, from[1] + uy * distance];
}

/**
 * Everything `step` (a `PuzzleStep` in the page's terms: its `units` of kind
 * "constraint" index `rules.constraints`) draws on the grid of `rules`: the constraints it
 * names, then its links and a ring on each candidate they join. Empty when it names no
 * constraint and has no links.
 */
export function stepShapes(step, rules) {
  const size = rules.size;
  const under = [];
  for (const unit of step.units ?? []) {
    const c = unit.kind === "constraint" ? rules.constraints?.[unit.index] : null;
    if (c) under.push(...constraintShapes(c, size));
  }
  const links = [];
  const rings = new Map();
  for (const link of step.links ?? []) {
    links.push(...linkShapes(link, size));
    for (const { cell, digit } of [link.from, link.to]) rings.set(`${cell}:${digit}`, candidatePoint(size, cell, digit));
  }
  const r = candidateRadius(size);
  const nodes = [...rings.values()].map(([cx, cy]) => ({ kind: "circle", cx, cy, r, class: "step-link-node" }));
  return [...under, ...nodes, ...links];
}
