// The per-call fast path of `solve`, `countSolutions` and `solveAndCount`, in front of
// wasm-bindgen's glue (`glue`). `solve` and `countSolutions` with a 81-byte `Uint8Array`
// (and number arguments) copy the cells into a static buffer in the module's memory
// (src/wasm/fast.rs) through one view and call an export that takes and returns plain
// numbers: no allocation on either side, no result array. `solveAndCount` with a
// `Uint8Array` goes to its `&[u8]` export, whose glue copies the bytes into wasm memory.
// Every other argument goes to the checked export, which reads and checks it in Rust and
// throws the "InvalidArgument" SudokuError. Only the type tests are here: every check and
// every message is in Rust (a failed buffered call throws the error Rust kept for it).
// Measured (PERFORMANCE.md, "Argument checks" and issue 16): the `&[u8]` exports were
// 10-16% faster per call on easy puzzles than the checked exports alone.
//
// Hand-written, as a body without import or export: scripts/contract.mjs puts it, as it
// is, into fast.js (an ES module, for index.js) and fast.cjs (CommonJS, for node.cjs).

/** The three functions over `glue`, the namespace of either glue (browser or Node). */
function fastPath(glue) {
  const number = (value) => typeof value === "number";
  const optional = (value) => value === undefined || typeof value === "number";
  // The buffer's view, made on the first call (the browser glue has no instance before
  // `init()`) and again when the memory grew (which detaches the old view: length 0).
  let view = null;
  let cells = 0;
  const buffer = () => {
    if (view === null || view.length === 0) {
      const [offset, length] = glue.__buffer();
      view = new Uint8Array(glue.__instanceExports().memory.buffer, offset, length);
      cells = length / 2;
    }
    return view;
  };
  const grid = (value) => value instanceof Uint8Array && value.length === 81;
  return {
    solve: (input) => {
      if (!grid(input)) return glue.solve(input);
      const bytes = buffer();
      bytes.set(input);
      if (!glue.__solveBuffered()) throw glue.__bufferedError();
      return bytes.slice(cells);
    },
    countSolutions: (input, limit, maxGuesses) => {
      if (!(grid(input) && number(limit) && optional(maxGuesses))) {
        return glue.countSolutions(input, limit, maxGuesses);
      }
      buffer().set(input);
      const count = glue.__countBuffered(limit, maxGuesses);
      if (count < 0) throw glue.__bufferedError();
      return count;
    },
    solveAndCount: (input, limit, maxGuesses) =>
      input instanceof Uint8Array && optional(limit) && optional(maxGuesses)
        ? glue.__solveAndCountBytes(input, limit, maxGuesses)
        : glue.solveAndCount(input, limit, maxGuesses),
  };
}
