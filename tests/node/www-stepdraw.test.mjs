// www/variants/stepdraw.js: where a variant step's constraint and chain links are drawn,
// in grid units (cell (r, c) is [c, c+1] × [r, r+1]).
import { test } from "node:test";
import assert from "node:assert/strict";

import { cageOutline } from "../../www/variants/draw.js";
import { candidatePoint, candidateRadius, constraintCells, constraintShapes, linkShapes, stepShapes } from "../../www/variants/stepdraw.js";

const round = (v) => Math.round(v * 1000) / 1000;
const roundAll = (value) => (Array.isArray(value) ? value.map(roundAll) : round(value));

/** Whether point `p` lies in cell `cell`'s square of an N×N grid. */
const inCell = (size, cell, [x, y]) => x > cell % size && x < (cell % size) + 1 && y > Math.floor(cell / size) && y < Math.floor(cell / size) + 1;

test("a candidate sits in its pencil-mark slot: a 3×3 block on 9×9, 2×2 on 4×4, 3×3 on 6×6", () => {
  // 9×9, r1c1: digit 1 top left, 5 in the middle, 9 bottom right.
  assert.deepEqual(roundAll(candidatePoint(9, 0, 1)), [0.167, 0.167]);
  assert.deepEqual(roundAll(candidatePoint(9, 0, 5)), [0.5, 0.5]);
  assert.deepEqual(roundAll(candidatePoint(9, 0, 9)), [0.833, 0.833]);
  // r2c3 (cell 11), digit 6: slot row 1, column 2.
  assert.deepEqual(roundAll(candidatePoint(9, 11, 6)), [2.833, 1.5]);
  // 4×4: a 2×2 block; digit 3 is bottom left.
  assert.deepEqual(roundAll(candidatePoint(4, 5, 3)), [1.25, 1.75]);
  // 6×6: three a row, two rows used.
  assert.deepEqual(roundAll(candidatePoint(6, 0, 4)), [0.167, 0.5]);
  // Every digit's point lies inside its cell, and no two digits share one.
  for (const size of [4, 6, 8, 9]) {
    for (const cell of [0, size + 1, size * size - 1]) {
      const points = Array.from({ length: size }, (_, d) => candidatePoint(size, cell, d + 1));
      assert.ok(points.every((p) => inCell(size, cell, p)), `${size}×${size}, cell ${cell}`);
      assert.equal(new Set(points.map((p) => p.join())).size, size);
    }
  }
});

test("above 9×9 (marks listed, not placed), a candidate is its cell's centre", () => {
  assert.deepEqual(candidatePoint(16, 17, 12), [1.5, 1.5]);
  assert.equal(candidateRadius(16), 0.25);
  assert.equal(round(candidateRadius(9)), 0.14);
});

test("a link is a curved arrow between the two candidates' rings, solid or dashed by its kind", () => {
  const link = { from: { cell: 0, digit: 1 }, to: { cell: 3, digit: 1 }, strong: true };
  const [curve, head] = linkShapes(link, 9);
  assert.equal(curve.kind, "path");
  assert.equal(curve.class, "step-link step-link-strong");
  const [start, control, end] = curve.points;
  const r = candidateRadius(9);
  const from = candidatePoint(9, 0, 1);
  const to = candidatePoint(9, 3, 1);
  assert.equal(round(Math.hypot(start[0] - from[0], start[1] - from[1])), round(r), "it leaves the first ring");
  assert.equal(round(Math.hypot(end[0] - to[0], end[1] - to[1])), round(r), "it reaches the second ring");
  // Left to right along row 1: it bows upwards (to its left), by at most a quarter cell.
  assert.ok(control[1] < from[1] && control[1] >= from[1] - 0.25);
  assert.equal(round(control[0]), round((from[0] + to[0]) / 2));
  // The head's tip is the curve's end.
  assert.equal(head.kind, "polyline");
  assert.deepEqual(head.points[1], end);
  // A weak link is dashed; the reverse link bows the other way.
  const [weak] = linkShapes({ from: link.to, to: link.from, strong: false }, 9);
  assert.equal(weak.class, "step-link step-link-weak");
  assert.ok(weak.points[1][1] > from[1]);
});

test("a link between two digits of one cell bends between their slots; above 9×9 it has no length and is not drawn", () => {
  const [curve] = linkShapes({ from: { cell: 40, digit: 1 }, to: { cell: 40, digit: 9 }, strong: true }, 9);
  assert.ok(curve.points.every((p) => inCell(9, 40, p)));
  assert.deepEqual(linkShapes({ from: { cell: 40, digit: 1 }, to: { cell: 40, digit: 9 }, strong: true }, 16), []);
});

test("the cells of a constraint: its own, an arrow's circle and line, a clone's two sets, a clue's row or column", () => {
  assert.deepEqual(constraintCells({ type: "killerCage", cells: [0, 1, 9], sum: 10 }, 9), [[0, 1, 9]]);
  assert.deepEqual(constraintCells({ type: "arrow", circle: [0], line: [1, 2] }, 9), [[0, 1, 2]]);
  assert.deepEqual(constraintCells({ type: "clone", cells: [0, 1], cloneCells: [30, 31] }, 9), [[0, 1], [30, 31]]);
  assert.deepEqual(constraintCells({ type: "diagonal", direction: "anti" }, 4), [[12, 9, 6, 3]]);
  assert.deepEqual(constraintCells({ type: "xSum", side: "right", index: 1, sum: 10 }, 4), [[7, 6, 5, 4]]);
  assert.deepEqual(constraintCells({ type: "skyscraper", side: "bottom", index: 2, visible: 3 }, 4), [[14, 10, 6, 2]]);
  assert.deepEqual(constraintCells({ type: "sandwich", axis: "column", index: 0, sum: 5 }, 4), [[0, 4, 8, 12]]);
  assert.deepEqual(constraintCells({ type: "antiKnight" }, 9), []);
});

test("a cage is outlined and its cells tinted; a line is traced; a dot is ringed on its edge", () => {
  const cage = constraintShapes({ type: "killerCage", cells: [0, 1, 9], sum: 10 }, 9);
  assert.deepEqual(
    cage.filter((s) => s.class === "step-rule-cell").map((s) => [s.x, s.y]),
    [[0, 0], [1, 0], [0, 1]],
  );
  assert.deepEqual(
    cage.filter((s) => s.class === "step-rule-outline").map((s) => [s.x1, s.y1, s.x2, s.y2]),
    cageOutline(9, [0, 1, 9], 0.04),
  );
  const thermo = constraintShapes({ type: "thermometer", cells: [0, 9, 18] }, 9);
  assert.deepEqual(thermo.find((s) => s.class === "step-rule-line").points, [[0.5, 0.5], [0.5, 1.5], [0.5, 2.5]]);
  const dot = constraintShapes({ type: "kropkiBlack", cells: [0, 1] }, 9).find((s) => s.class === "step-rule-mark");
  assert.deepEqual([dot.cx, dot.cy], [1, 0.5]);
  // A little killer's clue, outside the grid, is ringed too.
  const little = constraintShapes({ type: "littleKiller", cells: [1, 11, 21], sum: 12 }, 9).find((s) => s.class === "step-rule-mark");
  assert.deepEqual(roundAll([little.cx, little.cy]), [0.5, -0.5]);
  // A rule of the whole grid has nothing of its own to draw.
  assert.deepEqual(constraintShapes({ type: "antiKing" }, 9), []);
});

test("a step draws the constraints it names, then a ring on each candidate of its links, then the links", () => {
  const rules = { size: 9, regions: null, constraints: [{ type: "diagonal", direction: "main" }, { type: "killerCage", cells: [30, 31], sum: 3 }] };
  const step = {
    units: [{ kind: "row", index: 0 }, { kind: "constraint", index: 1, name: "killer cage" }],
    links: [
      { from: { cell: 30, digit: 1 }, to: { cell: 31, digit: 1 }, strong: false },
      { from: { cell: 31, digit: 1 }, to: { cell: 31, digit: 2 }, strong: true },
    ],
  };
  const shapes = stepShapes(step, rules);
  // Only the cage (the step's constraint), not the diagonal.
  assert.deepEqual(shapes.filter((s) => s.class === "step-rule-cell").map((s) => [s.x, s.y]), [[3, 3], [4, 3]]);
  assert.equal(shapes.filter((s) => s.class === "step-rule-line").length, 0);
  // Three candidates, one ring each, centred on their slots.
  const rings = shapes.filter((s) => s.class === "step-link-node");
  assert.deepEqual(rings.map((s) => [s.cx, s.cy]), [candidatePoint(9, 30, 1), candidatePoint(9, 31, 1), candidatePoint(9, 31, 2)]);
  assert.deepEqual(shapes.filter((s) => s.kind === "path").map((s) => s.class), ["step-link step-link-weak", "step-link step-link-strong"]);
  // The layers in order: the rule under the rings, the links on top.
  const last = (cls) => shapes.findLastIndex((s) => s.class === cls);
  const firstRing = shapes.findIndex((s) => s.class === "step-link-node");
  assert.ok(last("step-rule-outline") < firstRing && last("step-link-node") < shapes.findIndex((s) => s.kind === "path"));
  // A step without constraint or links draws nothing; an index past the list is skipped.
  assert.deepEqual(stepShapes({ units: [{ kind: "box", index: 0 }], links: [] }, rules), []);
  assert.deepEqual(stepShapes({ units: [{ kind: "constraint", index: 7 }] }, rules), []);
});
