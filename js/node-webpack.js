// The entry for webpack building for Node (the `webpack` condition inside `node`), of both
// `sudoku-wasm` and `sudoku-wasm/full` (the build copies it into each). webpack parses a
// static `.wasm` import as a WebAssembly ES module (node-bundle.js's way, which esbuild
// and Rollup take) and fails on wasm-bindgen's imports; what it does understand is
// `new URL("…", import.meta.url)`, which it emits as an asset beside the bundle and
// rewrites to point there. So the bytes are read from that URL, and the browser glue
// instantiates them synchronously when this module loads: `await init()` resolves at
// once, as in Node. Hand-written; js/README.md maps the files.
import { readFileSync } from "node:fs";

import * as glue from "./wasm/sudoku_wasm.js";
import { fastPath } from "./fast.js";

glue.initSync({ module: readFileSync(new URL("./wasm/sudoku_wasm_bg.wasm", import.meta.url)) });

export * from "./wasm/sudoku_wasm.js";
export { default } from "./wasm/sudoku_wasm.js";
export * from "./contract.js";
// Local exports take precedence over the glue's of the same name.
export const { solve, countSolutions, solveAndCount } = fastPath(glue);
