// www/variants/draw.js: the geometry of each constraint's drawing, in grid units.
import { test } from "node:test";
import assert from "node:assert/strict";

import { cageOutline, centre, DRAWN_TYPES, hasOutsideClues, littleKillerClue, shapesOf, unseenRules } from "../../www/variants/draw.js";

const puzzle = (size, constraints) => ({ size, givens: new Array(size * size).fill(0), constraints });

test("cell centres are row-major", () => {
  assert.deepEqual(centre(9, 0), [0.5, 0.5]);
  assert.deepEqual(centre(9, 80), [8.5, 8.5]);
  assert.deepEqual(centre(16, 17), [1.5, 1.5]);
});

test("a one-cell cage is a closed inset square", () => {
  const segments = cageOutline(9, [10], 0.1);
  assert.equal(segments.length, 4);
  assert.deepEqual(segments.map((s) => s.map((v) => Math.round(v * 10) / 10)), [
    [1.1, 1.1, 1.9, 1.1],
    [1.1, 1.9, 1.9, 1.9],
    [1.1, 1.1, 1.1, 1.9],
    [1.9, 1.1, 1.9, 1.9],
  ]);
});

test("an L-shaped cage's outline joins at every corner", () => {
  // Cells (0,0), (1,0), (1,1): a concave corner at (1, 1).
  const segments = cageOutline(9, [0, 9, 10], 0.1);
  assert.equal(segments.length, 8);
  // Every endpoint is shared by exactly two segments: a closed loop.
  const key = (x, y) => `${Math.round(x * 100)},${Math.round(y * 100)}`;
  const ends = new Map();
  for (const [x1, y1, x2, y2] of segments) {
    for (const k of [key(x1, y1), key(x2, y2)]) ends.set(k, (ends.get(k) ?? 0) + 1);
  }
  for (const [point, count] of ends) assert.equal(count % 2, 0, point);
  // The concave corner: the right side of (0,0) meets the top of (1,1) at (1 - d, 1 + d).
  assert.ok(ends.has(key(0.9, 1.1)));
});

test("a straight cage's outline joins along its length", () => {
  const segments = cageOutline(9, [0, 1, 2], 0.1);
  const key = (x, y) => `${Math.round(x * 100)},${Math.round(y * 100)}`;
  const ends = new Map();
  for (const [x1, y1, x2, y2] of segments) for (const k of [key(x1, y1), key(x2, y2)]) ends.set(k, (ends.get(k) ?? 0) + 1);
  for (const [point, count] of ends) assert.equal(count % 2, 0, point);
});

test("killer cages draw their outline and their sum at the first cell", () => {
  const shapes = shapesOf(puzzle(9, [{ type: "killerCage", cells: [12, 3, 4], sum: 17 }]));
  const sum = shapes.find((s) => s.class === "cage-sum");
  assert.equal(sum.text, "17");
  assert.ok(sum.x > 3 && sum.x < 3.5 && sum.y > 0 && sum.y < 0.5);
  assert.ok(shapes.filter((s) => s.class === "cage").length >= 6);
  // No sum, no text.
  assert.equal(shapesOf(puzzle(9, [{ type: "killerCage", cells: [0] }])).filter((s) => s.kind === "text").length, 0);
});

test("thermometers, arrows and lines follow their cells' centres", () => {
  const shapes = shapesOf(puzzle(9, [
    { type: "thermometer", cells: [0, 1, 10] },
    { type: "arrow", circle: [40], line: [41, 42] },
    { type: "renban", cells: [70, 71] },
    { type: "whispers", cells: [72, 73] },
    { type: "palindrome", cells: [74, 75] },
    { type: "between", cells: [60, 61, 62] },
  ]));
  const thermo = shapes.find((s) => s.class === "thermo");
  assert.deepEqual(thermo.points, [[0.5, 0.5], [1.5, 0.5], [1.5, 1.5]]);
  assert.deepEqual(shapes.find((s) => s.class === "thermo-bulb"), { kind: "circle", cx: 0.5, cy: 0.5, r: 0.36, class: "thermo-bulb" });
  const [shaft, head] = shapes.filter((s) => s.class === "arrow");
  // The shaft leaves the circle (centre 4.5, 4.5, radius 0.4) and ends at the last cell.
  assert.deepEqual(shaft.points[0], [4.9, 4.5]);
  assert.deepEqual(shaft.points.at(-1), [6.5, 4.5]);
  assert.deepEqual(head.points[1], [6.5, 4.5]);
  assert.ok(head.points[0][0] < 6.5 && head.points[2][0] < 6.5);
  assert.equal(shapes.find((s) => s.class === "arrow-circle").r, 0.4);
  for (const cls of ["renban", "whispers", "palindrome", "between"]) assert.ok(shapes.some((s) => s.class === cls), cls);
  assert.equal(shapes.filter((s) => s.class === "between-end").length, 2);
});

test("dots and X/V sit on the edge between their cells", () => {
  const shapes = shapesOf(puzzle(9, [
    { type: "kropkiWhite", cells: [0, 1] },
    { type: "kropkiBlack", cells: [0, 9], ratio: 3 },
    { type: "xv", cells: [2, 3], sum: 10 },
    { type: "xv", cells: [4, 13], sum: 5 },
  ]));
  const white = shapes.find((s) => s.class === "kropki-white");
  assert.deepEqual([white.cx, white.cy], [1, 0.5]);
  const black = shapes.find((s) => s.class === "kropki-black");
  assert.deepEqual([black.cx, black.cy], [0.5, 1]);
  assert.equal(shapes.find((s) => s.class === "kropki-label-black").text, "3");
  assert.deepEqual(shapes.filter((s) => s.class === "xv").map((s) => [s.text, s.x]), [["X", 3], ["V", 4.5]]);
});

test("diagonals, extra regions, odd and even", () => {
  const shapes = shapesOf(puzzle(6, [
    { type: "diagonal", direction: "main" },
    { type: "diagonal", direction: "anti" },
    { type: "extraRegion", cells: [7, 8] },
    { type: "odd", cells: [0] },
    { type: "even", cells: [35] },
  ]));
  assert.deepEqual(shapes.filter((s) => s.class === "diagonal").map((s) => [s.x1, s.y1, s.x2, s.y2]), [[0, 0, 6, 6], [0, 6, 6, 0]]);
  assert.deepEqual(shapes.filter((s) => s.class === "extra-region").map((s) => [s.x, s.y]), [[1, 1], [2, 1]]);
  assert.equal(shapes.find((s) => s.class === "odd").kind, "circle");
  assert.equal(shapes.find((s) => s.class === "even").kind, "rect");
  // Shading is drawn first, lines after.
  assert.ok(shapes.findIndex((s) => s.class === "extra-region") < shapes.findIndex((s) => s.class === "diagonal"));
});

test("little killers and sandwiches sit outside the grid", () => {
  // R0C0 going down-right: cells 0, 10, 20, ...
  const clue = littleKillerClue(9, [0, 10, 20]);
  assert.deepEqual(clue, { x: -0.5, y: -0.5, dx: 1, dy: 1 });
  // Bottom edge going up-right: R10C3 → R9C4, R8C5.
  assert.deepEqual(littleKillerClue(9, [75, 67]), { x: 2.5, y: 9.5, dx: 1, dy: -1 });
  // A corner's one-cell diagonal.
  assert.deepEqual(littleKillerClue(9, [8]), { x: 9.5, y: -0.5, dx: -1, dy: 1 });
  const p = puzzle(9, [
    { type: "littleKiller", cells: [0, 10, 20], sum: 12 },
    { type: "sandwich", axis: "column", index: 4, sum: 18 },
    { type: "sandwich", axis: "row", index: 2, sum: 0 },
  ]);
  assert.equal(hasOutsideClues(p), true);
  assert.equal(hasOutsideClues(puzzle(9, [{ type: "antiKing" }])), false);
  const texts = shapesOf(p).filter((s) => s.class === "outside-clue");
  assert.deepEqual(texts.map((t) => t.text), ["12", "18", "0"]);
  assert.ok(texts[1].y < 0 && texts[1].x === 4.5);
  assert.ok(texts[2].x < 0 && texts[2].y > 2 && texts[2].y < 3);
});

test("quadruples write their digits on the shared corner", () => {
  const [circle, digits] = shapesOf(puzzle(9, [{ type: "quadruple", cells: [0, 1, 9, 10], digits: [1, 2, 2] }]));
  assert.deepEqual([circle.cx, circle.cy], [1, 1]);
  assert.equal(digits.text, "1 2 2");
});

test("rules without a shape are named, and every drawn type is known", () => {
  assert.deepEqual(unseenRules(puzzle(9, [{ type: "antiKnight" }, { type: "antiKing" }, { type: "nonConsecutive" }, { type: "negative", mark: "x" }, { type: "antiKnight" }])), [
    "anti-knight",
    "anti-king",
    "non-consecutive",
    "all X given",
  ]);
  assert.deepEqual([...DRAWN_TYPES].sort(), [
    "arrow", "between", "diagonal", "even", "extraRegion", "killerCage", "kropkiBlack", "kropkiWhite", "littleKiller",
    "odd", "palindrome", "quadruple", "renban", "sandwich", "thermometer", "whispers", "xv",
  ]);
  assert.deepEqual(shapesOf({ size: 4, givens: [] }), []);
});
