// The page's entry modes and selection (www/modes.js, www/selection.js): SudokuPad's keys
// and modifiers, mode cycling, and the selected cells. Runs in Node: no DOM.

import { test } from "node:test";
import assert from "node:assert/strict";
import { MODES, MODE_WORDS, COLOURS, nextMode, modeOfModifiers, modeOfKey, valueOfCode } from "../../www/modes.js";
import { Selection, stepFrom, alike } from "../../www/selection.js";

test("Space cycles the four modes in the buttons' order, Shift+Space back", () => {
  assert.deepEqual(MODES, ["digit", "corner", "centre", "colour"]);
  assert.deepEqual(MODES.map((m) => nextMode(m)), ["corner", "centre", "colour", "digit"]);
  assert.deepEqual(MODES.map((m) => nextMode(m, true)), ["colour", "digit", "corner", "centre"]);
  for (const mode of MODES) assert.ok(MODE_WORDS[mode].name && MODE_WORDS[mode].said, mode);
  assert.equal(COLOURS.length, 9, "1 to 9 each pick a colour");
});

test("Shift holds a corner mark, Ctrl a centre mark, both a colour; else the mode picked", () => {
  assert.equal(modeOfModifiers("digit", {}), "digit");
  assert.equal(modeOfModifiers("centre", {}), "centre");
  assert.equal(modeOfModifiers("digit", { shift: true }), "corner");
  assert.equal(modeOfModifiers("colour", { ctrl: true }), "centre");
  assert.equal(modeOfModifiers("digit", { shift: true, ctrl: true }), "colour");
});

test("Z, X, C and V pick a mode unless the letter is a value of the grid", () => {
  assert.deepEqual(["z", "X", "c", "v"].map((k) => modeOfKey(k, 9)), ["digit", "corner", "centre", "colour"]);
  assert.equal(modeOfKey("c", 12), null, "C is 12 in a 12×12 grid");
  assert.equal(modeOfKey("c", 11), "centre");
  assert.equal(modeOfKey("z", 25), "digit");
  assert.equal(modeOfKey("n", 9), null);
});

test("a key's value comes from its code, whatever Shift or Ctrl make of it", () => {
  assert.equal(valueOfCode("Digit3", 9), 3);
  assert.equal(valueOfCode("Numpad9", 9), 9);
  assert.equal(valueOfCode("Digit0", 9), null, "0 is no mark");
  assert.equal(valueOfCode("Digit7", 6), null, "7 is not a value of 6×6");
  assert.equal(valueOfCode("KeyB", 16), 11);
  assert.equal(valueOfCode("KeyB", 9), null);
  assert.equal(valueOfCode("KeyQ", 25), null, "Q would be 26");
  assert.equal(valueOfCode("Space", 9), null);
});

test("a selection: one cell, added cells, Ctrl-click toggling, never empty", () => {
  const selection = new Selection();
  assert.deepEqual(selection.cells, [0]);
  selection.only(40);
  selection.add(41);
  selection.add(31);
  assert.deepEqual(selection.cells, [31, 40, 41]);
  assert.equal(selection.active, 31);
  selection.toggle(31);
  assert.deepEqual(selection.cells, [40, 41]);
  assert.equal(selection.active, 41, "the active cell moves to one still selected");
  selection.toggle(40);
  selection.toggle(41);
  assert.deepEqual(selection.cells, [41], "the last cell stays selected");
  selection.set([3, 200, 5], 200);
  selection.fit(81);
  assert.deepEqual(selection.cells, [3, 5]);
  assert.equal(selection.active, 5);
});

test("arrow steps wrap at the grid's edges", () => {
  assert.equal(stepFrom(9, 0, 0, -1), 8);
  assert.equal(stepFrom(9, 0, -1, 0), 72);
  assert.equal(stepFrom(9, 80, 1, 1), 0);
  assert.equal(stepFrom(4, 5, 1, 0), 9);
});

test("a double click selects the cells alike: the same value, or for a blank the same colour", () => {
  const values = [5, 0, 5, 0, 3, 0];
  const colours = [0, 2, 2, 2, 0, 0];
  assert.deepEqual(alike(0, values, colours), [0, 2]);
  assert.deepEqual(alike(1, values, colours), [1, 3], "blanks of colour 2 (not the 5 painted 2)");
  assert.deepEqual(alike(5, values, colours), [5], "a plain blank: itself");
});
