// www/variants/link.js and ops.js: which texts are f-puzzles puzzles, the page's share
// address, and the worker's variant ops over stand-in wasm functions.
import { test } from "node:test";
import assert from "node:assert/strict";

import { isFPuzzlesText, payloadOf, shareAddress } from "../../www/variants/link.js";
import { describeRuleConflicts, pageConflicts, puzzleOf, variantOps } from "../../www/variants/ops.js";

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
  assert.equal(ops.candidates(), null);
  assert.throws(() => ops.hint(), { code: "Unsupported", name: "SudokuError" });
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
