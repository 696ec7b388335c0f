// www/pad.js: the digit pad's buttons and columns for every grid size.
import { test } from "node:test";
import assert from "node:assert/strict";

import { padColumns, padKeys } from "../../www/pad.js";
import { MAX_SIZE, MIN_SIZE, valueOfKey } from "../../www/layout.js";

test("the pad has one button per value, shown and labelled as the grid shows them", () => {
  assert.deepEqual(padKeys(4).map((k) => k.text), ["1", "2", "3", "4"]);
  assert.deepEqual(padKeys(9).at(-1), { value: 9, text: "9", label: "Enter 9", colour: 0 });
  assert.deepEqual(padKeys(16).slice(9).map((k) => k.text), ["A", "B", "C", "D", "E", "F", "G"]);
  assert.deepEqual(padKeys(16).at(-1), { value: 16, text: "G", label: "Enter 16 (G)", colour: 0 });
  assert.deepEqual(padKeys(25).at(-1), { value: 25, text: "P", label: "Enter 25 (P)", colour: 0 });
});

test("every button's text is the key that types its value", () => {
  for (let size = MIN_SIZE; size <= MAX_SIZE; size++) {
    for (const { value, text } of padKeys(size)) {
      assert.equal(valueOfKey(text, size), value);
      assert.equal(valueOfKey(text.toLowerCase(), size), value);
    }
  }
});

test("the pad's rows stay few and its buttons thumb-sized", () => {
  assert.equal(padColumns(4), 5); // one row: 1-4 and Erase
  assert.equal(padColumns(9), 5); // two rows, as before
  assert.equal(padColumns(16), 6); // three rows
  assert.equal(padColumns(25), 7); // four rows
  for (let size = MIN_SIZE; size <= MAX_SIZE; size++) {
    const columns = padColumns(size);
    assert.ok(columns <= 7, `${size}: at most 7 columns (46 px each at 360 px)`);
    assert.ok(Math.ceil((size + 1) / columns) <= 4, `${size}: at most 4 rows`);
  }
});

test("in the other modes the buttons say what they write; in Colour mode they are the colours", () => {
  assert.equal(padKeys(9, "corner")[4].label, "Corner mark 5");
  assert.equal(padKeys(16, "centre").at(-1).label, "Centre mark 16 (G)");
  const colours = padKeys(4, "colour");
  assert.equal(colours.length, 9, "every colour, whatever the grid's size");
  assert.deepEqual(colours[0], { value: 1, text: "", label: "Colour yellow", colour: 1 });
  assert.deepEqual(colours.map((k) => k.colour), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
});
