// The page's store (www/store.js): entries, notes, restart and clear, hints applied,
// undo and redo, completion, change events. Runs in Node: the store has no DOM.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Store, DONE, UNCHANGED, IS_GIVEN, IS_FILLED } from "../../www/store.js";
import { makeLayout } from "../../www/layout.js";

/** The Baekjoon 2580 sample (tests/e2e/fixtures.mjs) and its solution. */
const PUZZLE = Array.from("035469278782105609060278135321046897804913506596820413917652080603701952258394760", Number);
const SOLUTION = Array.from("135469278782135649469278135321546897874913526596827413917652384643781952258394761", Number);
const BLANKS = PUZZLE.flatMap((d, i) => (d ? [] : [i]));

function loaded() {
  const store = new Store();
  store.load(PUZZLE);
  return store;
}

test("a loaded puzzle locks its givens: digits become entries, givens refuse them", () => {
  const store = loaded();
  assert.equal(store.locked, true);
  assert.equal(store.setDigit(1, 9), IS_GIVEN);
  assert.equal(store.setDigit(0, 1), DONE);
  assert.equal(store.entries[0], 1);
  assert.equal(store.setDigit(0, 1), UNCHANGED);
  assert.equal(store.puzzle()[0], 1);
  assert.deepEqual(Array.from(store.sharedPuzzle()), PUZZLE, "the shared puzzle is the givens");
});

test("notes toggle per digit, refuse filled cells, and lose a digit placed in a peer", () => {
  const store = loaded();
  assert.equal(store.toggleNote(0, 1), DONE);
  assert.equal(store.toggleNote(0, 4), DONE);
  assert.equal(store.notes[0], 0b1001);
  assert.equal(store.toggleNote(0, 4), DONE);
  assert.equal(store.notes[0], 0b0001);
  assert.equal(store.toggleNote(1, 2), IS_GIVEN);
  store.toggleNote(40, 1); // r5c5
  store.setDigit(4 * 9 + 1, 1); // r5c2 = 1: the same row as r5c5
  assert.equal(store.notes[40], 0, "r5c5 lost its 1: r5c2 holds 1 now");
  assert.equal(store.notes[0], 0b0001, "r1c1 is no peer of r5c2");
  store.setDigit(2 * 9 + 0, 1); // r3c1 = 1: same column and box as r1c1
  assert.equal(store.notes[0], 0, "r1c1 lost its 1");
  assert.equal(store.toggleNote(18, 3), IS_FILLED);
  store.toggleNote(0, 7);
  assert.equal(store.toggleNote(0, 0), DONE, "0 clears the cell's notes");
  assert.equal(store.notes[0], 0);
});

test("with autoNotes off, placing a digit leaves the peers' notes alone", () => {
  const store = loaded();
  store.setSetting("autoNotes", false);
  store.toggleNote(0, 1);
  store.setDigit(18, 1);
  assert.equal(store.notes[0], 1);
});

test("the player's marks for Hint: hint removals, and every digit a noted cell leaves out", () => {
  const store = loaded();
  store.toggleNote(0, 1);
  store.toggleNote(0, 4);
  store.applyStep({ placements: [], eliminations: [{ cell: 10, digit: 3 }] });
  const removed = store.playerRemoved();
  assert.equal(removed[0], 0x1ff & ~0b1001);
  assert.equal(removed[10], 0b100);
  assert.equal(removed[4], 0);
});

test("Restart keeps the givens and clears entries, notes, colours and the time; Clear empties everything; both undo", () => {
  const store = loaded();
  store.setDigit(0, 1);
  store.toggleNote(13, 3);
  store.setColour(20, 2);
  store.setElapsed(5000);
  assert.equal(store.restart(), DONE);
  assert.deepEqual(Array.from(store.puzzle()), PUZZLE);
  assert.equal(store.notes.some(Boolean) || store.colours.some(Boolean), false);
  assert.equal(store.elapsedMs, 0);
  assert.equal(store.locked, true);
  assert.equal(store.restart(), UNCHANGED, "nothing left to restart");
  assert.equal(store.undo(), true);
  assert.equal(store.entries[0], 1);
  assert.equal(store.notes[13], 0b100);
  assert.equal(store.colours[20], 2);
  assert.equal(store.clear(), DONE);
  assert.equal(store.empty, true);
  assert.equal(store.locked, false);
  assert.equal(store.clear(), UNCHANGED);
  store.undo();
  assert.equal(store.entries[0], 1);
  store.redo();
  assert.equal(store.empty, true);
});

test("complete: every cell filled by givens and entries, every unit right", () => {
  const store = loaded();
  assert.equal(store.complete, false);
  for (const i of BLANKS.slice(1)) store.setDigit(i, SOLUTION[i]);
  assert.equal(store.complete, false, "one cell left");
  store.setDigit(BLANKS[0], SOLUTION[BLANKS[0]] === 9 ? 8 : 9);
  assert.equal(store.complete, false, "the last cell is wrong");
  store.setDigit(BLANKS[0], SOLUTION[BLANKS[0]]);
  assert.equal(store.complete, true);
  const shown = new Store();
  shown.load(PUZZLE);
  shown.showSolution(SOLUTION);
  assert.equal(shown.complete, false, "a solution shown by Solve is not the player's");
});

test("applying a step places entries, removes candidates and notes; typed givens lock first", () => {
  const store = new Store();
  PUZZLE.forEach((d, i) => d && store.setDigit(i, d));
  assert.equal(store.locked, false);
  store.toggleNote(0, 1);
  store.toggleNote(0, 2);
  const locking = store.applyStep({ placements: [{ cell: 9 * 2, digit: 4 }], eliminations: [{ cell: 0, digit: 2 }] });
  assert.equal(locking, true);
  assert.equal(store.entries[18], 4);
  assert.equal(store.givens[18], 0);
  assert.equal(store.notes[0], 1);
  assert.equal(store.removed[0], 0b10);
});

test("every change emits one change event; settings say which one changed", () => {
  const store = loaded();
  const seen = [];
  store.addEventListener("change", (event) => seen.push(event.detail));
  store.setDigit(0, 1);
  store.setSetting("notesMode", true);
  store.setSetting("notesMode", true);
  assert.deepEqual(seen, [
    { grid: true, reset: false },
    { grid: false, setting: "notesMode" },
  ]);
  assert.throws(() => store.setSetting("nope", 1), /no setting nope/);
});

test("the store takes any N×N layout", () => {
  const store = new Store();
  const four = makeLayout({ size: 4 });
  store.load([1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1], { layout: four });
  assert.equal(store.count, 16);
  store.toggleNote(1, 4);
  assert.equal(store.notes[1], 0b1000);
  assert.equal(store.playerRemoved()[1], 0b0111);
  assert.throws(() => store.load([1, 2, 3], { layout: four }), /a 4×4 puzzle has 16 cells, not 3/);
});
