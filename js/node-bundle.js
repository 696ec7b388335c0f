// The entry for bundlers building for Node (the `module` condition inside `node`, which
// esbuild, webpack and Rollup honour and Node itself ignores), of both `sudoku-wasm` and
// `sudoku-wasm/full` (the build copies it into each). A bundle cannot use the Node entry
// (node.cjs): wasm-bindgen's Node glue reads the module from `${__dirname}/…`, which an
// ES-module bundle lacks and any bundle moves. Here the wasm is an import the bundler
// resolves, so it travels inside the bundle (esbuild `--loader:.wasm=binary`: its bytes)
// or beside it (`--loader:.wasm=file`: its path relative to the bundle), and the browser
// glue compiles and instantiates it synchronously when this module loads: `await init()`
// resolves at once, as in Node. Import and require in one bundle both resolve here: one
// instance. Hand-written; js/README.md maps the files.
import { readFileSync } from "node:fs";

import * as glue from "./wasm/sudoku_wasm.js";
import wasm from "./wasm/sudoku_wasm_bg.wasm";
import { fastPath } from "./fast.js";

// A string is a path relative to the bundle (esbuild's `file` loader); anything else is
// what `initSync` takes as it is (bytes, or a compiled WebAssembly.Module).
glue.initSync({
  module: typeof wasm === "string" ? readFileSync(new URL(wasm, import.meta.url)) : wasm,
});

export * from "./wasm/sudoku_wasm.js";
export { default } from "./wasm/sudoku_wasm.js";
export * from "./contract.js";
// Local exports take precedence over the glue's of the same name.
export const { solve, countSolutions, solveAndCount } = fastPath(glue);
