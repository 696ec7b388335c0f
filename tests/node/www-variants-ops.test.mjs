// www/variants/link.js and ops.js: which texts are f-puzzles puzzles, the page's share
// address, and the worker's variant ops over stand-in wasm functions.
import { test } from "node:test";
import assert from "node:assert/strict";

import { isFPuzzlesText, payloadOf, setterText, shareAddress } from "../../www/variants/link.js";
import { describeRuleConflicts, houseCandidates, pageConflicts, puzzleOf, variantOps } from "../../www/variants/ops.js";

test("f-puzzles texts are told from grids", () => {
  assert.equal(isFPuzzlesText(' {"size":9}'), true);
  assert.equal(isFPuzzlesText("https://www.f-puzzles.com/?load=N4Ig"), true);
  assert.equal(isFPuzzlesText("https://sudokupad.app/fpuzzlesN4Ig"), true);
  assert.equal(isFPuzzlesText("#load=N4Ig"), true);
  assert.equal(isFPuzzlesText(".".repeat(81)), false);
  assert.equal(isFPuzzlesText("download=1"), false);
});

test("the share address keeps the payload, + escaped", () => {
  assert.equal(payloadOf("https://www.f-puzzles.com/?load=N4Ig+a/b=&x=1"), "N4Ig+a/b=");
  assert.equal(payloadOf("no link"), null);
  assert.equal(shareAddress("/sudoku/", "https://www.f-puzzles.com/?load=N4Ig+a"), "/sudoku/?load=N4Ig%2Ba");
  assert.equal(shareAddress("/", "nothing"), null);
});

test("a puzzle is the rules with the grid's digits as givens", () => {
  const rules = { size: 4, regions: null, constraints: [{ type: "antiKing" }] };
  assert.deepEqual(puzzleOf(rules, new Uint8Array(16).fill(1)), { size: 4, givens: new Array(16).fill(1), regions: null, constraints: [{ type: "antiKing" }] });
});

test("conflicts take the page's shape: rows, columns and boxes by digit, rules by name", () => {
  const cells = new Array(16).fill(0);
  cells[0] = 3;
  cells[1] = 3;
  const conflicts = pageConflicts(
    [
      { rule: "row", constraint: null, cells: [0, 1] },
      { rule: "region", constraint: null, cells: [0, 1] },
      { rule: "killerCage", constraint: 2, cells: [0, 4] },
    ],
    cells,
    (c) => (c < 2 ? 0 : 1),
  );
  assert.deepEqual(conflicts, [
    { digit: 3, cells: [0, 1], unit: { kind: "row", index: 0 } },
    { digit: 3, cells: [0, 1], unit: { kind: "box", index: 0 } },
    { digit: 0, cells: [0, 4], unit: { kind: "killerCage", index: 2 }, rule: "killerCage" },
  ]);
  assert.deepEqual(describeRuleConflicts([conflicts[2]], 4), ["the killer cage at r1c1, r2c1 is broken"]);
});

test("the variant ops solve, count, check and validate with the rules", () => {
  const calls = [];
  const solution = Uint8Array.from({ length: 16 }, (_, i) => (i % 4) + 1);
  const ops = variantOps({
    solvePuzzle: (puzzle) => (calls.push(["solve", puzzle]), solution),
    countPuzzleSolutions: (puzzle, limit) => (calls.push(["count", limit]), 1),
    validatePuzzle: () => [{ rule: "thermometer", constraint: 0, cells: [0, 1] }],
  });
  const rules = { size: 4, regions: null, constraints: [{ type: "thermometer", cells: [0, 1] }] };
  const solved = ops.solve({ cells: new Uint8Array(16) }, rules);
  assert.equal(solved.solution, solution);
  assert.equal(solved.count, 1);
  assert.equal(calls[0][1].constraints, rules.constraints);
  assert.deepEqual(calls[1], ["count", 2]);
  const entries = new Uint8Array(16);
  entries[5] = 1; // the solution has 2 there
  entries[6] = 3;
  assert.deepEqual(ops.check({ givens: new Uint8Array(16), entries }, rules), { wrong: [5], several: false });
  assert.equal(ops.validate({ cells: new Uint8Array(16) }, rules)[0].rule, "thermometer");
  assert.equal(ops.candidates({ cells: new Uint8Array(16) }, rules)[0], 0b1111);
  // A module without hintPuzzle: Hint says it is not available.
  assert.throws(() => ops.hint({ cells: new Uint8Array(16), removed: new Uint32Array(16) }, rules), { code: "Unsupported", name: "SudokuError" });
});

test("house candidates: what the filled cells of its rows, columns and regions leave each blank cell", () => {
  // 4×4: r1 = 1 2 . ., r2c3 = 3.
  const cells = Uint8Array.from([1, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const boxes = houseCandidates({ size: 4, regions: null }, cells);
  assert.equal(boxes[0], 0, "a filled cell has none");
  assert.equal(boxes[2], 0b1000, "r1c3: 4 (1, 2 in the row, 3 in the column and box)");
  assert.equal(boxes[8], 0b1110, "r3c1: 2, 3 or 4 (1 in the column)");
  assert.equal(boxes[9], 0b1101, "r3c2: 1, 3 or 4 (2 in the column)");
  // A jigsaw: r3c2 shares its region with r2c3 (3).
  const regions = [0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 3, 3, 3, 2];
  assert.equal(houseCandidates({ size: 4, regions }, cells)[9], 0b1001, "r3c2 in the jigsaw: 1 or 4");
});

test("Hint on a variant: the engine's step from the grid and the player's marks, in the page's terms", () => {
  const seen = [];
  const step = {
    technique: "Killer cage combination",
    level: "medium",
    placements: [],
    eliminations: [{ cell: 2, digit: 4 }],
    cells: [2, 3],
    units: [{ kind: "region", index: 1 }, { kind: "constraint", index: 0 }, { kind: "row", index: 0 }],
    text: "…",
  };
  const ops = variantOps({ solvePuzzle: () => null, countPuzzleSolutions: () => 1, validatePuzzle: () => [], hintPuzzle: (puzzle, marks) => (seen.push({ puzzle, marks }), step) });
  const rules = { size: 4, regions: null, constraints: [{ type: "killerCage", cells: [2, 3], value: 7 }] };
  const cells = Uint8Array.from([1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const removed = new Uint32Array(16);
  removed[8] = 0b0010; // the player ruled out 2 in r3c1
  const { step: shown, marks } = ops.hint({ cells, removed }, rules);
  assert.deepEqual(seen[0].puzzle, { size: 4, givens: Array.from(cells), regions: null, constraints: rules.constraints });
  assert.equal(seen[0].marks, marks);
  assert.equal(marks[8], 0b1100, "r3c1: 2, 3 or 4 less the 2 ruled out");
  assert.deepEqual(shown.units, [{ kind: "box", index: 1 }, { kind: "constraint", index: 0, name: "killer cage at r1c3" }, { kind: "row", index: 0 }]);
  // A rule without cells of its own is named alone.
  const diagonal = variantOps({ hintPuzzle: () => step }).hint({ cells, removed }, { ...rules, constraints: [{ type: "diagonal", direction: "main" }] });
  assert.equal(diagonal.step.units[1].name, "diagonal");
  assert.deepEqual(shown.eliminations, step.eliminations);
});

test("no solution and an exhausted budget are answers, not failures", () => {
  const fail = (code) => () => {
    const error = new Error(code);
    error.code = code;
    throw error;
  };
  const none = variantOps({ solvePuzzle: fail("NoSolution"), countPuzzleSolutions: () => 0, validatePuzzle: () => [] });
  assert.deepEqual({ ...none.solve({ cells: [] }, { size: 4 }), ms: 0 }, { solution: null, count: 0, ms: 0 });
  assert.throws(() => none.check({ givens: [], entries: [] }, { size: 4 }), { code: "NoSolution" });
  const budget = variantOps({ solvePuzzle: () => new Uint8Array(16), countPuzzleSolutions: fail("BudgetExceeded"), validatePuzzle: () => [] });
  assert.equal(budget.solve({ cells: [] }, { size: 4 }).count, null);
});

test("Explain on a variant: the engine's path and every position along it, placements clearing the cells' houses", () => {
  // 4×4, one blank left in each row: four placements finish it.
  const solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
  const blanks = [3, 4, 9, 14];
  const cells = Uint8Array.from(solution, (v, i) => (blanks.includes(i) ? 0 : v));
  const path = blanks.map((cell) => ({ technique: "Naked single", level: "easy", placements: [{ cell, digit: solution[cell] }], eliminations: [], cells: [cell], units: [{ kind: "region", index: 0 }], text: "…" }));
  const seen = [];
  const ops = variantOps({ solvePuzzle: () => null, countPuzzleSolutions: () => 1, validatePuzzle: () => [], solvePathPuzzle: (puzzle) => (seen.push(puzzle), path) });
  const rules = { size: 4, regions: null, constraints: [] };
  const { steps, positions } = ops.explain({ cells }, rules);
  assert.deepEqual(seen[0].givens, Array.from(cells));
  assert.equal(steps.length, 4);
  assert.deepEqual(steps[0].units, [{ kind: "box", index: 0 }], "regions are the page's boxes");
  assert.equal(positions.length, 5);
  assert.deepEqual(Array.from(positions[0].digits), Array.from(cells));
  assert.equal(positions[0].marks[3], 0b1000, "r1c4 starts with 4, all its houses leave");
  assert.deepEqual(Array.from(positions[4].digits), solution);
  assert.ok(positions[4].marks.every((m) => m === 0));
  // Without solvePathPuzzle: Explain says it is not available.
  assert.throws(() => variantOps({}).explain({ cells }, rules), { code: "Unsupported" });
});

test("the grade of a variant: gradePuzzle's with uniqueness; several solutions graded without a path, none an error", () => {
  const rules = { size: 4, regions: null, constraints: [{ type: "killerCage", cells: [0, 1], sum: 3 }] };
  const cells = new Uint8Array(16);
  cells[5] = 4;
  const graded = { level: "hard", hardestTechnique: "X-Wing", techniques: { "Naked single": 10, "X-Wing": 1 }, steps: 11 };
  const seen = [];
  let count = 1;
  const ops = variantOps({
    countPuzzleSolutions: (puzzle, limit) => (seen.push(["count", puzzle, limit]), count),
    gradePuzzle: (puzzle) => (seen.push(["grade", puzzle]), graded),
  });
  assert.deepEqual(ops.grade({ cells }, rules), { ...graded, unique: true });
  assert.deepEqual(seen.map(([op]) => op), ["count", "grade"]);
  assert.deepEqual(seen[1][1], { size: 4, givens: Array.from(cells), regions: null, constraints: rules.constraints });
  assert.equal(seen[0][2], 2, "uniqueness is counted to 2");
  // Several solutions: "guessing", and no path is walked.
  seen.length = 0;
  count = 2;
  assert.deepEqual(ops.grade({ cells }, rules), { level: "guessing", hardestTechnique: null, techniques: {}, steps: null, unique: false });
  assert.deepEqual(seen.map(([op]) => op), ["count"]);
  // No solution: the engine's error, as Check throws it.
  count = 0;
  assert.throws(() => ops.grade({ cells }, rules), { name: "SudokuError", code: "NoSolution", message: "the puzzle has no solution" });
  // A budget that ran out proving uniqueness: the grade, uniqueness unknown.
  const budget = Object.assign(new Error("budget"), { code: "BudgetExceeded" });
  const unproven = variantOps({ countPuzzleSolutions: () => { throw budget; }, gradePuzzle: () => graded });
  assert.equal(unproven.grade({ cells }, rules).unique, null);
  // Other errors are the engine's; a module without gradePuzzle says grading is not available.
  const clash = Object.assign(new Error("clash"), { code: "ConflictingGivens" });
  assert.throws(() => variantOps({ countPuzzleSolutions: () => { throw clash; }, gradePuzzle: () => graded }).grade({ cells }, rules), { code: "ConflictingGivens" });
  assert.throws(() => variantOps({}).grade({ cells }, rules), { code: "Unsupported" });
});

test("SudokuPad and Cracking the Cryptic app links are variant texts", () => {
  for (const text of [
    "https://sudokupad.app/sclN4Ig",
    "sudokupad.app/ctcN4Ig",
    "https://beta.sudokupad.app/sudoku/fpuzN4Ig",
    "https://app.crackingthecryptic.com/sudoku/sclN4Ig",
    "https://sudokupad.app/abc123",
    "sudokupad://puzzle/sclN4Ig",
  ]) {
    assert.equal(isFPuzzlesText(text), true, text);
  }
  for (const text of ["sudokupad", "https://example.org/sudokupad.app", "4.......1"]) {
    assert.equal(isFPuzzlesText(text), false, text);
  }
});

test("the setter's text: title, author and rules, blank ones left out", () => {
  assert.deepEqual(setterText({ title: " T ", author: "", rules: "R\nS" }), { title: "T", author: null, rules: "R\nS" });
  assert.equal(setterText({ title: "  ", size: 9 }), null);
  assert.equal(setterText({ title: 7 }), null);
  assert.equal(setterText(null), null);
});
