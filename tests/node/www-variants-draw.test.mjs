// www/variants/draw.js: the geometry of each constraint's drawing, in grid units.
import { test } from "node:test";
import assert from "node:assert/strict";

import { cageOutline, centre, DRAWN_TYPES, hasOutsideClues, littleKillerClue, outsideClue, shapesOf, unseenRules } from "../../www/variants/draw.js";

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

test("x-sums and skyscrapers sit outside the grid, on their side", () => {
  assert.deepEqual(outsideClue(9, "top", 3), [3.5, -0.5]);
  assert.deepEqual(outsideClue(9, "bottom", 3), [3.5, 9.5]);
  assert.deepEqual(outsideClue(9, "left", 0), [-0.5, 0.5]);
  assert.deepEqual(outsideClue(9, "right", 8), [9.5, 8.5]);
  const p = puzzle(9, [
    { type: "xSum", side: "right", index: 2, sum: 23 },
    { type: "skyscraper", side: "bottom", index: 0, visible: 4 },
  ]);
  assert.equal(hasOutsideClues(p), true);
  const shapes = shapesOf(p);
  const texts = shapes.filter((s) => s.class === "outside-clue");
  assert.deepEqual(texts.map((t) => t.text), ["23", "4"]);
  assert.ok(texts[0].x > 9 && texts[0].y > 2 && texts[0].y < 3);
  assert.ok(texts[1].y > 9 && texts[1].x === 0.5);
  const ring = shapes.find((s) => s.class === "xsum-ring");
  assert.deepEqual([ring.cx, ring.cy], [9.5, 2.5]);
  assert.ok(shapes.some((s) => s.class === "skyscraper-box" && s.y > 9));
});

test("lockout lines end in diamonds, double arrows in circles, and the sum lines follow their cells", () => {
  const shapes = shapesOf(puzzle(9, [
    { type: "lockout", cells: [0, 1, 2], difference: null },
    { type: "doubleArrow", cells: [9, 10, 11] },
    { type: "regionSumLine", cells: [18, 19, 20, 21] },
    { type: "zipperLine", cells: [27, 28, 29] },
  ]));
  const diamonds = shapes.filter((s) => s.class === "lockout-end");
  assert.equal(diamonds.length, 2);
  // A closed diamond around the first cell's centre.
  assert.deepEqual(diamonds[0].points[0], diamonds[0].points[4]);
  assert.deepEqual(diamonds[0].points[1], [0.89, 0.5]);
  const lockout = shapes.find((s) => s.class === "lockout");
  assert.deepEqual(lockout.points[0], [0.89, 0.5]);
  const ends = shapes.filter((s) => s.class === "double-arrow-end");
  assert.deepEqual(ends.map((e) => [e.cx, e.cy]), [[0.5, 1.5], [2.5, 1.5]]);
  assert.deepEqual(shapes.find((s) => s.class === "region-sum-line").points, [[0.5, 2.5], [1.5, 2.5], [2.5, 2.5], [3.5, 2.5]]);
  assert.equal(shapes.find((s) => s.class === "zipper-line").points.length, 3);
  assert.equal(hasOutsideClues(puzzle(9, [{ type: "lockout", cells: [0, 1] }])), false);
});

test("quadruples write their digits on the shared corner", () => {
  const [circle, digits] = shapesOf(puzzle(9, [{ type: "quadruple", cells: [0, 1, 9, 10], digits: [1, 2, 2] }]));
  assert.deepEqual([circle.cx, circle.cy], [1, 1]);
  assert.equal(digits.text, "1 2 2");
});

test("given pencil marks are small digits at each cell's foot", () => {
  const shapes = shapesOf(puzzle(4, [{ type: "pencilMarks", cells: [5, 6], digits: [1, 3] }]));
  assert.deepEqual(shapes.map((s) => [s.x, s.y, s.text, s.class]), [[1.5, 1.9, "13", "pencil-marks"], [2.5, 1.9, "13", "pencil-marks"]]);
});

test("a minimum cell's chevrons point in, a maximum's out; edges and cells of the set get none", () => {
  const min = shapesOf(puzzle(4, [{ type: "minimum", cells: [0] }]));
  assert.equal(min.filter((s) => s.class === "extremum-chevron").length, 2);
  const [tipMin] = min.filter((s) => s.class === "extremum-chevron").map((s) => s.points[1]);
  const max = shapesOf(puzzle(4, [{ type: "maximum", cells: [0] }]));
  const [tipMax] = max.filter((s) => s.class === "extremum-chevron").map((s) => s.points[1]);
  // The first chevron is the right-hand one: the maximum's tip lies further right.
  assert.ok(tipMin[0] < tipMax[0], `${tipMin} ${tipMax}`);
  const pair = shapesOf(puzzle(4, [{ type: "minimum", cells: [0, 1] }]));
  assert.equal(pair.filter((s) => s.class === "extremum-chevron").length, 3);
});

test("clones and indexers shade their cells; new lines are polylines", () => {
  const clone = shapesOf(puzzle(4, [{ type: "clone", cells: [0, 1], cloneCells: [10, 11] }]));
  // As SudokuPad: whole grey cells.
  assert.deepEqual(clone.map((s) => [s.x, s.y, s.width]), [[0, 0, 1], [1, 0, 1], [2, 2, 1], [3, 2, 1]]);
  for (const type of ["entropicLine", "modularLine", "nabner"]) {
    const [shape] = shapesOf(puzzle(4, [{ type, cells: [0, 1, 2] }]));
    assert.equal(shape.kind, "polyline", type);
  }
  assert.equal(shapesOf(puzzle(4, [{ type: "rowIndexer", cells: [0, 4] }])).length, 2);
  // A slow thermometer: SudokuPad's line and bulb (0.8 across), no core.
  const slow = shapesOf(puzzle(4, [{ type: "slowThermometer", cells: [0, 1] }]));
  assert.deepEqual(slow.map((s) => [s.kind, s.class, s.r]), [["polyline", "slow-thermo", undefined], ["circle", "slow-thermo-bulb", 0.4]]);
});

test("a digital-root cage is a cage labelled DR and its root", () => {
  const shapes = shapesOf(puzzle(9, [{ type: "digitalRootCage", cells: [12, 3, 4], root: 5 }]));
  assert.equal(shapes.filter((s) => s.class === "cage").length, 8);
  const [label] = shapes.filter((s) => s.kind === "text");
  assert.deepEqual([label.text, label.x, label.y], ["DR5", 3.1, 0.3]);
});

test("rules without a shape are named, and every drawn type is known", () => {
  assert.deepEqual(unseenRules(puzzle(9, [{ type: "antiKnight" }, { type: "antiKing" }, { type: "nonConsecutive" }, { type: "negative", mark: "x" }, { type: "antiKnight" }])), [
    "anti-knight",
    "anti-king",
    "non-consecutive",
    "all X given",
  ]);
  assert.deepEqual([...DRAWN_TYPES].sort(), [
    "arrow", "between", "boxIndexer", "clone", "columnIndexer", "diagonal", "digitalRootCage", "doubleArrow", "entropicLine", "even",
    "extraRegion", "killerCage", "kropkiBlack", "kropkiWhite", "littleKiller", "lockout", "maximum", "minimum",
    "modularLine", "nabner", "odd", "palindrome", "pencilMarks", "quadruple", "regionSumLine", "renban", "rowIndexer",
    "sandwich", "skyscraper", "slowThermometer", "thermometer", "whispers", "xSum", "xv", "zipperLine",
  ]);
  assert.deepEqual(shapesOf({ size: 4, givens: [] }), []);
});
