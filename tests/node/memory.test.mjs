// Memory stays flat: a million `solve` calls in one wasm instance, and `solveMany` on
// 100,000 puzzles, do not grow the wasm memory after warm-up (no leak per call).
// Runs the page's module (www/pkg, built by `make wasm`) in Node.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const PKG = new URL("../../www/pkg/full/wasm/", import.meta.url);
const wasm = await import(new URL("sudoku_wasm.js", PKG).href);
const exports = await wasm.default({
  module_or_path: await readFile(fileURLToPath(new URL("sudoku_wasm_bg.wasm", PKG))),
});
const pages = () => exports.memory.buffer.byteLength / 65536;
const cells = (line) => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

// A few puzzles of different kinds, including failures (thrown errors must not leak).
const PUZZLES = [
  "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
  "000043000000000100000050000080700020060000003000000040005800600400100000300000500",
  "035469278782105609060278135321046897804913506596820413917652080603701952258394760",
].map(cells);
const CONFLICT = cells("55" + ".".repeat(79));
const SHORT = new Uint8Array(80);

function solveRound(n) {
  let solved = 0;
  for (let i = 0; i < n; i++) {
    const k = i % 5;
    if (k < 3) {
      solved += wasm.solve(PUZZLES[k]).length === 81;
    } else {
      assert.throws(() => wasm.solve(k === 3 ? CONFLICT : SHORT), { name: "SudokuError" });
    }
  }
  return solved;
}

test("a million solve calls leave the memory as it was after warm-up", () => {
  solveRound(10_000);
  const before = pages();
  const solved = solveRound(1_000_000);
  assert.equal(solved, 600_000);
  assert.equal(pages(), before, `grew from ${before} to ${pages()} pages`);
});

test("solveMany on 100,000 puzzles twice: the second run needs no new memory", () => {
  const n = 100_000;
  const batch = new Uint8Array(n * 81);
  for (let i = 0; i < n; i++) batch.set(i % 7 === 6 ? CONFLICT : PUZZLES[i % 3], i * 81);
  const first = wasm.solveMany(batch);
  const after = pages();
  const second = wasm.solveMany(batch);
  assert.equal(pages(), after, `grew from ${after} to ${pages()} pages`);
  assert.deepEqual(second.status, first.status);
  assert.equal(first.status.filter((s) => wasm.solveStatuses()[s] === "Solved").length, n - Math.floor(n / 7));
  assert.equal(first.solutions.length, n * 81);
  // And a small call afterwards does not grow it either.
  wasm.solveMany(batch.subarray(0, 81 * 10));
  assert.equal(pages(), after);
});

test("hints, grades and counts in a loop do not leak", () => {
  const round = () => {
    for (let i = 0; i < 2_000; i++) {
      const p = PUZZLES[i % 3];
      wasm.hint(p);
      wasm.grade(PUZZLES[2]);
      wasm.countSolutions(p, 2);
      wasm.validate(CONFLICT);
      wasm.candidates(p);
    }
  };
  round();
  const before = pages();
  round();
  round();
  assert.equal(pages(), before);
});
