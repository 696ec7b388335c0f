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
  store.setSetting("mode", "corner");
  store.setSetting("mode", "corner");
  assert.deepEqual(seen, [
    { grid: true, reset: false },
    { grid: false, setting: "mode" },
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

test("an entry goes to every selected cell as one undo step: digits, corner and centre marks, colours", () => {
  const store = loaded();
  const cells = [0, 13, 1]; // two blanks and a locked given
  assert.equal(store.enter(cells, "digit", 4), DONE);
  assert.deepEqual([store.entries[0], store.entries[13], store.givens[1]], [4, 4, 3], "the given keeps its digit");
  assert.equal(store.undo(), true);
  assert.deepEqual([store.entries[0], store.entries[13]], [0, 0], "one undo takes back every cell");
  assert.deepEqual(Array.from(store.givens), PUZZLE, "and only that entry: the puzzle stays");
  assert.equal(store.redo(), true);
  assert.deepEqual([store.entries[0], store.entries[13]], [4, 4], "one redo brings every cell back");
  store.undo();

  // A mark goes on in every blank; when all have it, it comes off all of them.
  assert.equal(store.enter([0, 13], "corner", 1), DONE);
  assert.deepEqual([store.corners[0], store.corners[13], store.notes[0]], [1, 1, 0]);
  store.enter([0], "corner", 5);
  assert.equal(store.enter([0, 13], "corner", 5), DONE, "5 is on one of the two: on both");
  assert.deepEqual([store.corners[0], store.corners[13]], [0b10001, 0b10001]);
  assert.equal(store.enter([0, 13], "corner", 5), DONE);
  assert.deepEqual([store.corners[0], store.corners[13]], [1, 1], "then off both");
  assert.equal(store.enter([0, 13], "centre", 3), DONE);
  assert.deepEqual([store.notes[0], store.notes[13]], [0b100, 0b100]);
  assert.equal(store.enter([1], "centre", 3), IS_GIVEN);
  store.setDigit(0, 9);
  assert.equal(store.enter([0], "corner", 2), IS_FILLED, "marks need a blank cell");

  // Colours: every cell, givens included; the same colour again takes it off.
  assert.equal(store.enter([1, 13], "colour", 3), DONE);
  assert.deepEqual([store.colours[1], store.colours[13]], [3, 3]);
  assert.equal(store.enter([1, 13], "colour", 3), DONE);
  assert.deepEqual([store.colours[1], store.colours[13]], [0, 0]);
  assert.throws(() => store.enter([1], "colour", 10), /no colour 10/);
  assert.throws(() => store.enter([1], "ink", 1), /no entry mode ink/);
});

test("delete takes off one layer at a time: digits, then marks (the mode's kind first), then colours", () => {
  const store = loaded();
  store.enter([0, 13], "colour", 2);
  store.enter([0, 13], "corner", 1);
  store.enter([0, 13], "centre", 7);
  store.enter([0], "digit", 1);
  assert.equal(store.enter([0, 13], "corner", 0), DONE);
  assert.equal(store.entries[0], 0, "the digit first");
  assert.deepEqual([store.corners[13], store.notes[13]], [1, 0b1000000]);
  store.enter([0, 13], "corner", 0);
  assert.deepEqual([store.corners[0], store.corners[13], store.notes[13]], [0, 0, 0b1000000], "corner mode: corner marks next");
  store.enter([0, 13], "digit", 0);
  assert.deepEqual([store.notes[0], store.notes[13], store.colours[13]], [0, 0, 2], "then the centre marks");
  store.enter([0, 13], "digit", 0);
  assert.deepEqual([store.colours[0], store.colours[13]], [0, 0], "then the colours");
  assert.equal(store.enter([0, 13], "digit", 0), UNCHANGED);
  assert.equal(store.enter([1], "digit", 0), IS_GIVEN);
});

test("a digit placed takes itself off its peers' corner and centre marks; Hint reads centre marks, else corner marks", () => {
  const store = loaded();
  store.enter([0], "corner", 1);
  store.enter([0], "corner", 4);
  store.enter([20], "centre", 4);
  store.enter([20], "corner", 9);
  store.setDigit(18, 4); // r3c1 = 4: r1c1 shares its column, r3c3 its row
  assert.equal(store.corners[0], 0b1, "4 left r1c1's corner marks");
  assert.equal(store.notes[20], 0, "and r3c3's centre marks");
  const removed = store.playerRemoved();
  assert.equal(removed[0], 0b111111110, "r1c1: its corner marks are its candidates");
  assert.equal(removed[20], 0b011111111, "r3c3: no centre marks, so its corner marks (9)");
  store.enter([20], "centre", 2);
  assert.equal(store.playerRemoved()[20], 0b111111101, "centre marks win over corner marks");
});

test("a variant puzzle's rules are part of the game: loaded, shared with no givens, undone with it", () => {
  const store = new Store();
  const rules = { size: 9, regions: null, constraints: [{ type: "killerCage", cells: [0, 1], sum: 3 }] };
  store.load(new Uint8Array(81), { rules });
  assert.equal(store.rules, rules);
  assert.equal(store.hasRules, true);
  assert.equal(store.empty, false);
  assert.equal(store.hasPuzzle, true, "a killer with no givens is a puzzle");
  store.setDigit(0, 1);
  assert.equal(store.entries[0], 1, "an answer, not a given");
  assert.deepEqual(Array.from(store.sharedPuzzle()), new Array(81).fill(0), "the puzzle is its (no) givens, not the entries");
  assert.equal(store.restart(), DONE);
  assert.equal(store.locked, true, "Restart keeps a killer locked: what is typed next are answers");
  store.setDigit(0, 1);
  store.load(new Uint8Array(81).fill(0));
  assert.equal(store.rules, null, "a classic load has none");
  assert.equal(store.undo(), true);
  assert.equal(store.rules, rules, "undo brings the rules back with the grid");
  store.setRules(null);
  assert.equal(store.hasRules, false);
  // A blank grid of another size has rules with no constraints: not a puzzle by itself.
  store.load(new Uint8Array(36), { layout: makeLayout({ size: 6 }), rules: { size: 6, regions: null, constraints: [] } });
  assert.equal(store.hasRules, false);
  assert.equal(store.empty, true);
  assert.equal(store.hasPuzzle, false);
});
