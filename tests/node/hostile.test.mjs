// The catalogue of hostile inputs (tests/fixtures/hostile.json, shared with the Rust, wasm
// and page tests), through the JS glue in Node (the page's module, www/pkg): each gets its
// specific SudokuError or answer, nothing traps, and the module keeps working afterwards;
// then what only JS can pass (BigInts, Symbols, objects that are not arrays).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { CASES } from "../fixtures/hostile.mjs";

const PKG = new URL("../../www/pkg/full/wasm/", import.meta.url);
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

test("the shared catalogue (tests/fixtures/hostile.json): each case's code, message and cells", () => {
  assert.ok(CASES.length >= 30, `${CASES.length} cases`);
  for (const c of CASES) {
    const call = c.kind === "cells" ? () => wasm.solve(c.input) : () => wasm.parse(c.input);
    if (c.ok) {
      assert.equal(call().length, 81, c.name);
      continue;
    }
    assert.deepEqual(thrown(call), [c.code, c.message, c.errorCells], c.name);
    if (c.kind === "cells") {
      // solveAndCount reports what solve does; a grid that reads but has no solution counts 0.
      assert.deepEqual(thrown(() => wasm.solveAndCount(c.input)), [c.code, c.message, c.errorCells], c.name);
      if (c.code === "NoSolution") assert.equal(wasm.countSolutions(c.input, Infinity), 0, c.name);
      if (c.code === "ConflictingGivens") assert.equal(wasm.validate(c.input).length, 1, c.name);
    }
  }
  stillWorks();
});

test("the text forms with CRLF parse like the plain ones", () => {
  assert.deepEqual(wasm.parse(SAMPLE + "\r\n"), cells(SAMPLE));
  assert.deepEqual(wasm.parse(wasm.format(cells(SAMPLE), "grid").replaceAll("\n", "\r\n")), cells(SAMPLE));
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
  // Values that are not numbers: nothing is coerced (a BigInt or a Symbol would make
  // JS's `+x` throw a TypeError, a string would pass as its number).
  const noNumber = [
    [2n, "a bigint"],
    [Symbol("two"), "a symbol"],
    [{ valueOf: () => 2 }, "an object"],
    ["2", "a string"],
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
  // Arrays holding values with no number (a BigInt, a Symbol, an object whose valueOf
  // throws) are refused too, and so is an array whose length getter throws.
  const throwing = { valueOf() { throw new Error("no"); } };
  const proxy = new Proxy([], { get: (target, key) => { if (key === "length") throw new Error("no"); return target[key]; } });
  for (const arg of [[1n], [Symbol("s")], [throwing], new BigInt64Array(81), proxy]) {
    for (const call of [() => wasm.solve(arg), () => wasm.solveMany(arg), () => wasm.hint(new Uint8Array(81), arg)]) {
      const [code, message] = thrown(call);
      assert.equal(code, "InvalidArgument", message);
    }
  }
  // A plain array of numbers is read like a Uint8Array.
  assert.deepEqual(wasm.solve(Array.from(cells(SAMPLE))), wasm.solve(cells(SAMPLE)));
  assert.deepEqual(wasm.solveAndCount(Array.from(cells(SAMPLE))), wasm.solveAndCount(cells(SAMPLE)));
  stillWorks();
});
