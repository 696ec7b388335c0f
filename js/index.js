// The entry for browsers, bundlers, Deno, Bun and workers, of both `sudoku-wasm` (the
// core) and `sudoku-wasm/full` (the build copies it into each): wasm-bindgen's browser
// glue as it generated it (wasm/), with the per-call fast path in front of three of its
// functions (fast.js), plus the contract (SolveStatus, SudokuError).
// `await init()` loads wasm/sudoku_wasm_bg.wasm. Hand-written; js/README.md maps the files.
import * as glue from "./wasm/sudoku_wasm.js";
import { fastPath } from "./fast.js";

export * from "./wasm/sudoku_wasm.js";
export { default } from "./wasm/sudoku_wasm.js";
export * from "./contract.js";
// Local exports take precedence over the glue's of the same name.
export const { solve, countSolutions, solveAndCount } = fastPath(glue);
