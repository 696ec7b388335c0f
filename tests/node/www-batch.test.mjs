// The batch panel's pure parts (www/batch.js): which puzzles failed, and why.

import { test } from "node:test";
import assert from "node:assert/strict";
import { failuresOf } from "../../www/batch.js";

test("failures are read from each chunk's results, numbered by puzzle; chunks never run are skipped", () => {
  const chunks = [
    [0, 3],
    [3, 5],
    [5, 7],
  ];
  const outputs = ["1234\nerror: the puzzle has no solution\n5678\n", "error: expected 81 cells, found 80\n4321\n", undefined];
  assert.deepEqual(failuresOf(chunks, outputs), [
    { index: 1, reason: "the puzzle has no solution" },
    { index: 3, reason: "expected 81 cells, found 80" },
  ]);
  assert.deepEqual(failuresOf([[0, 1]], ["1234\n"]), []);
});
