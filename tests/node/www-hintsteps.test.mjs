// Hints in three steps (www/hintsteps.js): what each stage says and draws.

import { test } from "node:test";
import assert from "node:assert/strict";
import { AREA, CELLS, FULL, hintWords, shownPart, areaOf } from "../../www/hintsteps.js";
import { makeLayout } from "../../www/layout.js";

const HIDDEN_SINGLE = {
  technique: "Hidden single",
  level: "easy",
  text: "In box 7, 7 fits only r9c3: r9c3 = 7.",
  cells: [74],
  units: [{ kind: "box", index: 6 }],
  placements: [{ cell: 74, digit: 7 }],
  eliminations: [],
};
const POINTING = {
  technique: "Pointing",
  level: "medium",
  text: "…",
  cells: [2, 11],
  units: [],
  placements: [],
  eliminations: [{ cell: 20, digit: 5 }, { cell: 47, digit: 5 }],
};

test("the first stage names the technique and the area only: nothing placed, removed or ringed", () => {
  assert.deepEqual(hintWords(HIDDEN_SINGLE, AREA), { title: "Hint: Hidden single (easy)", text: "Look for a hidden single in box 7.", more: "Show the cells" });
  const shown = shownPart(HIDDEN_SINGLE, AREA);
  assert.deepEqual([shown.cells, shown.placements, shown.eliminations], [[], [], []]);
  assert.deepEqual(shown.units, HIDDEN_SINGLE.units);
});

test("a step without units is placed by the boxes of its cells", () => {
  assert.equal(areaOf(POINTING), "boxes 1 and 4");
  assert.equal(hintWords(POINTING, AREA).text, "Look for a pointing in boxes 1 and 4.");
});

test("units are grouped by kind: rows, then columns, then boxes", () => {
  const units = (list) => ({ ...POINTING, units: list.map(([kind, index]) => ({ kind, index })) });
  assert.equal(areaOf(units([["box", 3], ["column", 2]])), "column 3 and box 4");
  assert.equal(areaOf(units([["row", 0], ["row", 3], ["row", 6], ["column", 2], ["column", 4], ["column", 5], ["box", 7]])), "rows 1, 4 and 7; columns 3, 5 and 6; and box 8");
  assert.equal(areaOf(units([["row", 0], ["column", 1], ["box", 2]])), "row 1, column 2 and box 3");
  assert.equal(areaOf(units([["row", 1], ["row", 2], ["column", 0]])), "rows 2 and 3, and column 1");
});

test("the second stage shows the cells; the third is the whole step, with no further button", () => {
  assert.equal(hintWords(HIDDEN_SINGLE, CELLS).text, "The hidden single uses r9c3.");
  assert.equal(hintWords(HIDDEN_SINGLE, CELLS).more, "Show the step");
  assert.deepEqual(shownPart(HIDDEN_SINGLE, CELLS).cells, [74]);
  assert.deepEqual(shownPart(HIDDEN_SINGLE, CELLS).placements, []);
  assert.deepEqual(hintWords(HIDDEN_SINGLE, FULL), { title: "Hint: Hidden single (easy)", text: HIDDEN_SINGLE.text, more: null });
  assert.equal(shownPart(HIDDEN_SINGLE, FULL), HIDDEN_SINGLE);
});

test("a guess says it is one from the start", () => {
  const guess = { ...HIDDEN_SINGLE, technique: "Guess", level: "guessing", units: [] };
  assert.equal(hintWords(guess, AREA).title, "No technique applies. Fallback: a guess");
  assert.equal(hintWords(guess, AREA).text, "No technique applies: the next step is a guess, in box 7.");
});

test("steps of other grids: cells named past r9c9, boxes of the grid's layout, constraints by name", () => {
  const layout = makeLayout({ size: 16 });
  const step = { technique: "Naked single", level: "easy", placements: [{ cell: 16 * 9 + 11, digit: 12 }], eliminations: [], cells: [], units: [], text: "r10c12 is 12." };
  // No units: the boxes of its cells, in the 16×16's 4×4 boxes.
  assert.equal(areaOf(step, layout), "box 11");
  assert.deepEqual(shownPart(step, AREA, layout).units, [{ kind: "box", index: 10 }]);
  assert.equal(hintWords({ ...step, cells: [16 * 9 + 11] }, CELLS, layout).text, "The naked single uses r10c12.");
  const cage = { ...step, technique: "Killer cage combination", units: [{ kind: "constraint", index: 3, name: "killer cage" }, { kind: "row", index: 0 }] };
  assert.equal(areaOf(cage, layout), "row 1 and the killer cage");
});

test("a chain's links are drawn with the whole step only: the first stages keep its constraint, not its links", () => {
  const link = { from: { cell: 0, digit: 2 }, to: { cell: 3, digit: 2 }, strong: false };
  const chain = { ...POINTING, technique: "X-Chain", units: [{ kind: "constraint", index: 1, name: "killer cage" }], links: [link] };
  for (const stage of [AREA, CELLS]) {
    assert.deepEqual(shownPart(chain, stage).links, [], `stage ${stage}`);
    assert.deepEqual(shownPart(chain, stage).units, chain.units, `stage ${stage}`);
  }
  assert.deepEqual(shownPart(chain, FULL).links, [link]);
});
