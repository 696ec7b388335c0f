// The page's grid geometry (www/layout.js): N×N layouts, regions as data, keys and
// symbols, finished grids and conflicts.

import { test } from "node:test";
import assert from "node:assert/strict";
import { makeLayout, boxShape, CLASSIC, symbolOf, valueOfKey, isSolvedGrid, conflictsOf } from "../../www/layout.js";

const SOLVED_4 = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];

test("boxes are the most square shape that tiles the grid; prime sizes have none", () => {
  assert.deepEqual(boxShape(4), [2, 2]);
  assert.deepEqual(boxShape(6), [2, 3]);
  assert.deepEqual(boxShape(8), [2, 4]);
  assert.deepEqual(boxShape(9), [3, 3]);
  assert.deepEqual(boxShape(12), [3, 4]);
  assert.deepEqual(boxShape(16), [4, 4]);
  assert.deepEqual(boxShape(25), [5, 5]);
  assert.equal(boxShape(7), null);
});

test("the classic layout: 81 cells, 27 units, 20 peers each, box borders after columns 3 and 6", () => {
  assert.equal(CLASSIC.count, 81);
  assert.equal(CLASSIC.units.length, 27);
  assert.ok(CLASSIC.peers.every((peers) => peers.length === 20));
  assert.deepEqual(CLASSIC.units[18].cells, [0, 1, 2, 9, 10, 11, 18, 19, 20]);
  assert.equal(CLASSIC.regionOf(80), 8);
  assert.deepEqual([0, 1, 2, 3, 5, 8].map(CLASSIC.borderRight), [false, false, true, false, true, false]);
  assert.equal(CLASSIC.borderBottom(18), true);
  assert.equal(CLASSIC.borderBottom(72), false, "no border at the grid's edge");
});

test("6×6 boxes are 2 rows by 3 columns; a 25×25 grid has 625 cells and 64 peers per cell (24 + 24 + 24, less the 8 the box shares)", () => {
  const six = makeLayout({ size: 6 });
  assert.deepEqual(six.units.find((u) => u.kind === "box" && u.index === 1).cells, [3, 4, 5, 9, 10, 11]);
  const big = makeLayout({ size: 25 });
  assert.equal(big.count, 625);
  assert.ok(big.peers.every((peers) => peers.length === 64));
});

test("regions given as data (a jigsaw, a prime size) replace the boxes and are checked", () => {
  const regions = [0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 3, 3, 4, 4, 4];
  const five = makeLayout({ size: 5, regions });
  assert.equal(five.regular, false);
  assert.equal(five.regionOf(24), 4);
  assert.equal(five.borderRight(4), false, "the grid's edge is no region border");
  assert.equal(five.borderBottom(4), true);
  assert.throws(() => makeLayout({ size: 5 }), /a 5×5 grid has no regular boxes: give its regions/);
  assert.throws(() => makeLayout({ size: 3 }), /the grid size must be a whole number from 4 to 25, not 3/);
  assert.throws(() => makeLayout({ size: 26 }), /from 4 to 25, not 26/);
  assert.throws(() => makeLayout({ size: 5, regions: regions.slice(1) }), /needs 25 region numbers, not 24/);
  assert.throws(() => makeLayout({ size: 5, regions: [5, ...regions.slice(1)] }), /cell 1's region must be a whole number from 0 to 4, not 5/);
  assert.throws(() => makeLayout({ size: 5, regions: [1, ...regions.slice(1)] }), /region 0 has 4 cells; every region needs 5/);
});

test("values past 9 are the letters A (10) to P (25), typed in either case", () => {
  assert.equal(symbolOf(0), "");
  assert.equal(symbolOf(9), "9");
  assert.equal(symbolOf(10), "A");
  assert.equal(symbolOf(25), "P");
  assert.equal(valueOfKey("7", 9), 7);
  assert.equal(valueOfKey("0", 9), 0);
  assert.equal(valueOfKey("7", 6), null, "7 is not a value of a 6×6 grid");
  assert.equal(valueOfKey("a", 9), null);
  assert.equal(valueOfKey("a", 16), 10);
  assert.equal(valueOfKey("G", 16), 16);
  assert.equal(valueOfKey("H", 16), null);
  assert.equal(valueOfKey("Enter", 16), null);
});

test("a finished grid has every value once in every unit; conflicts name the digit, cells and unit", () => {
  const four = makeLayout({ size: 4 });
  assert.equal(isSolvedGrid(four, SOLVED_4), true);
  const blank = SOLVED_4.slice();
  blank[5] = 0;
  assert.equal(isSolvedGrid(four, blank), false);
  const swapped = SOLVED_4.slice();
  [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
  assert.equal(isSolvedGrid(four, swapped), false);
  assert.deepEqual(conflictsOf(four, [1, 1, ...Array(14).fill(0)]), [
    { digit: 1, cells: [0, 1], unit: { kind: "row", index: 0 } },
    { digit: 1, cells: [0, 1], unit: { kind: "box", index: 0 } },
  ]);
});
