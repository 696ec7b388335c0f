// The entry for Node's `require`, of both `sudoku-wasm` and `sudoku-wasm/full` (the build
// copies it into each): wasm-bindgen's Node glue as it generated it
// (wasm/sudoku_wasm.cjs), which reads, compiles and instantiates the module synchronously
// when it is first required, with the per-call fast path in front of three of its
// functions (fast.cjs); plus the contract and the loading interface of the browser entry,
// which here has nothing left to do. Hand-written; js/README.md maps the files.
"use strict";

const glue = require("./wasm/sudoku_wasm.cjs");
const { fastPath } = require("./fast.cjs");

/** `await init()` resolves at once, to the instance's exports, whatever its arguments. */
function init() {
  return Promise.resolve(glue.__instanceExports());
}

/** `initSync()` returns the instance's exports at once, whatever its arguments. */
function initSync() {
  return glue.__instanceExports();
}

const { solve, countSolutions, solveAndCount } = fastPath(glue);

// Spelled so that Node's ES-module loader sees every name (node.mjs re-exports them).
module.exports = {
  ...require("./wasm/sudoku_wasm.cjs"),
  ...require("./contract.cjs"),
  solve,
  countSolutions,
  solveAndCount,
  initSync,
};
// `exports.default`, as node.d.cts declares it, assigned where TypeScript's reading of
// CommonJS (and so @arethetypeswrong) sees it: inside the literal above, after the
// spreads, it does not.
module.exports.default = init;
