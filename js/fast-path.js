// The per-call fast path of `solve`, `countSolutions` and `solveAndCount`, in front of
// wasm-bindgen's glue (`glue`): a `Uint8Array` with number arguments goes to the module's
// `&[u8]` exports (src/wasm/fast.rs), whose glue copies the bytes straight into wasm
// memory; every other argument goes to the checked export, which reads and checks it in
// Rust and throws the "InvalidArgument" SudokuError. Only the type test is here: every
// check and every message is in Rust. Measured 10-16% faster per call on easy puzzles than
// the checked exports alone (PERFORMANCE.md, "Argument checks").
//
// Hand-written, as a body without import or export: scripts/contract.mjs puts it, as it
// is, into fast.js (an ES module, for index.js) and fast.cjs (CommonJS, for node.cjs).

/** The three functions over `glue`, the namespace of either glue (browser or Node). */
function fastPath(glue) {
  const number = (value) => typeof value === "number";
  const optional = (value) => value === undefined || typeof value === "number";
  return {
    solve: (cells) =>
      cells instanceof Uint8Array ? glue.__solveBytes(cells) : glue.solve(cells),
    countSolutions: (cells, limit, maxGuesses) =>
      cells instanceof Uint8Array && number(limit) && optional(maxGuesses)
        ? glue.__countSolutionsBytes(cells, limit, maxGuesses)
        : glue.countSolutions(cells, limit, maxGuesses),
    solveAndCount: (cells, limit, maxGuesses) =>
      cells instanceof Uint8Array && optional(limit) && optional(maxGuesses)
        ? glue.__solveAndCountBytes(cells, limit, maxGuesses)
        : glue.solveAndCount(cells, limit, maxGuesses),
  };
}
