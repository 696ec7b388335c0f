// The catalogue of hostile inputs, through the JS glue in Node (the page's module,
// www/pkg): each gets its specific SudokuError or answer, nothing traps, and the module
// keeps working afterwards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const PKG = new URL("../../www/pkg/", import.meta.url);
const wasm = await import(new URL("sudoku_wasm.js", PKG).href);
await wasm.default({
  module_or_path: await readFile(fileURLToPath(new URL("sudoku_wasm_bg.wasm", PKG))),
});
const cells = (line) => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));
const SAMPLE = "035469278782105609060278135321046897804913506596820413917652080603701952258394760";

/** Calls `f`, expects a SudokuError; returns [code, message, cells]. */
function thrown(f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
    assert.equal(e.name, "SudokuError", e.message);
    assert.ok(Array.isArray(e.cells));
    return [e.code, e.message, e.cells];
  }
  assert.fail("no error thrown");
}

/** After every hostile call the module must still solve. */
function stillWorks() {
  assert.equal(wasm.solve(cells(SAMPLE)).join(""), "135469278782135649469278135321546897874913526596827413917652384643781952258394761");
}

test("wrong sizes", () => {
  for (const n of [0, 1, 80, 82, 1000, 1_000_000]) {
    assert.deepEqual(thrown(() => wasm.solve(new Uint8Array(n))), ["WrongLength", `expected 81 cells, found ${n}`, []]);
    assert.equal(thrown(() => wasm.countSolutions(new Uint8Array(n), 2))[0], "WrongLength");
    assert.deepEqual(thrown(() => wasm.solveAndCount(new Uint8Array(n))), ["WrongLength", `expected 81 cells, found ${n}`, []]);
  }
  assert.equal(thrown(() => wasm.parse(".".repeat(1_000_000)))[1], "expected 81 cells, found 1000000");
  stillWorks();
});

test("values 10 and 255, letters, Unicode, NUL and CRLF", () => {
  for (const value of [10, 255]) {
    const bad = cells(SAMPLE);
    bad[80] = value;
    assert.deepEqual(thrown(() => wasm.solve(bad)), ["InvalidValue", `invalid value ${value} at row 9, column 9 (cells must be 0-9)`, [80]]);
    assert.deepEqual(thrown(() => wasm.solveAndCount(bad)), thrown(() => wasm.solve(bad)));
  }
  for (const ch of ["a", "é", "😀", "\0"]) {
    const [code, , where] = thrown(() => wasm.parse(ch + SAMPLE.slice(1)));
    assert.deepEqual([code, where], ["InvalidCharacter", [0]]);
  }
  assert.deepEqual(wasm.parse(SAMPLE + "\r\n"), cells(SAMPLE));
  assert.deepEqual(wasm.parse(wasm.format(cells(SAMPLE), "grid").replaceAll("\n", "\r\n")), cells(SAMPLE));
  stillWorks();
});

test("conflicting givens in each unit kind, and unsolvable but consistent grids", () => {
  for (const [a, b, unit] of [[0, 8, "row 1"], [4, 76, "column 5"], [30, 50, "box 5"]]) {
    const grid = new Uint8Array(81);
    grid[a] = grid[b] = 6;
    const [code, message, where] = thrown(() => wasm.solve(grid));
    assert.equal(code, "ConflictingGivens");
    assert.deepEqual(where, [a, b]);
    assert.ok(message.includes(`given twice in ${unit}:`), message);
    assert.deepEqual(thrown(() => wasm.solveAndCount(grid, Infinity)), [code, message, where]);
    assert.equal(wasm.validate(grid).length, 1);
  }
  const dead = new Uint8Array(81);
  dead.set([1, 2, 3, 4, 5, 6, 7, 8], 1);
  dead[36] = 9;
  assert.deepEqual(thrown(() => wasm.solve(dead)), ["NoSolution", "the puzzle has no solution", []]);
  assert.equal(wasm.countSolutions(dead, Infinity), 0);
  assert.deepEqual(thrown(() => wasm.solveAndCount(dead, Infinity)), ["NoSolution", "the puzzle has no solution", []]);
  stillWorks();
});

test("0 to 16 givens solve at once and are never unique; huge limits stop at the budget", () => {
  const full = wasm.solve(new Uint8Array(81));
  for (let givens = 0; givens <= 16; givens++) {
    const grid = new Uint8Array(81);
    for (let k = 0; k < givens; k++) grid[(k * 29) % 81] = full[(k * 29) % 81];
    assert.equal(wasm.solve(grid).length, 81);
    assert.equal(wasm.countSolutions(grid, 2), 2);
    const { solution, count, complete } = wasm.solveAndCount(grid);
    assert.deepEqual([solution, count, complete], [wasm.solve(grid), 2, true]);
  }
  for (const limit of [Infinity, 2 ** 53, 1e12]) {
    const [code, message] = thrown(() => wasm.countSolutions(new Uint8Array(81), limit, 20_000));
    assert.equal(code, "BudgetExceeded");
    assert.match(message, /^the search stopped at its budget of 20000 guesses, with \d+ solutions found so far$/);
    // Once a solution is found, running out of budget is an answer: an incomplete count.
    const { solution, count, complete } = wasm.solveAndCount(new Uint8Array(81), limit, 20_000);
    assert.deepEqual([solution, complete, message.includes(`with ${count} solutions`)], [full, false, true]);
  }
  assert.deepEqual(thrown(() => wasm.solveAndCount(new Uint8Array(81), 2, 0)), [
    "BudgetExceeded",
    "the search stopped at its budget of 0 guesses, with 0 solutions found so far",
    [],
  ]);
  for (const limit of [-1, 0.5, NaN]) {
    assert.equal(thrown(() => wasm.countSolutions(new Uint8Array(81), limit))[0], "InvalidArgument");
    assert.equal(thrown(() => wasm.solveAndCount(new Uint8Array(81), limit))[0], "InvalidArgument");
    assert.equal(thrown(() => wasm.solveAndCount(new Uint8Array(81), 2, limit))[0], "InvalidArgument");
  }
  // Values JS cannot turn into a number (`+x` throws a TypeError in the raw glue).
  const noNumber = [
    [2n, "a bigint"],
    [Symbol("two"), "a symbol"],
    [{ valueOf: () => 2n }, "an object without a number value"],
  ];
  for (const [value, what] of noNumber) {
    const empty = new Uint8Array(81);
    for (const [call, name] of [
      [() => wasm.countSolutions(empty, value), "limit"],
      [() => wasm.countSolutions(empty, 2, value), "maxGuesses"],
      [() => wasm.solveAndCount(empty, value), "limit"],
      [() => wasm.solveAndCount(empty, 2, value), "maxGuesses"],
      [() => wasm.solveMany(empty, value), "maxGuesses"],
    ]) {
      assert.deepEqual(thrown(call), ["InvalidArgument", `${name} must be a whole number 0 or more, not ${what}`, []]);
    }
  }
  stillWorks();
});

test("arguments that are not arrays throw InvalidArgument, never trap", () => {
  const hostile = [null, undefined, 5, "0".repeat(81), {}, { length: -1 }, { length: 2 ** 40 }, new DataView(new ArrayBuffer(81))];
  for (const arg of hostile) {
    for (const call of [
      () => wasm.solve(arg),
      () => wasm.countSolutions(arg, 2),
      () => wasm.solveAndCount(arg),
      () => wasm.solveAndCount(arg, 2, 1000),
      () => wasm.solveMany(arg),
      () => wasm.validate(arg),
      () => wasm.candidates(arg),
      () => wasm.grade(arg),
      () => wasm.hint(new Uint8Array(81), arg === null || arg === undefined ? 7 : arg),
    ]) {
      const [code, message] = thrown(call);
      assert.equal(code, "InvalidArgument", message);
    }
  }
  // A plain array of numbers is read like a Uint8Array.
  assert.deepEqual(wasm.solve(Array.from(cells(SAMPLE))), wasm.solve(cells(SAMPLE)));
  assert.deepEqual(wasm.solveAndCount(Array.from(cells(SAMPLE))), wasm.solveAndCount(cells(SAMPLE)));
  stillWorks();
});
