// The entry for workerd (Cloudflare Workers; the `workerd` condition), of both
// `sudoku-wasm` and `sudoku-wasm/full` (the build copies it into each). workerd cannot
// fetch a URL relative to a module or compile bytes at run time, which is what the
// browser entry's `init()` does; it hands a `.wasm` import over as a compiled
// `WebAssembly.Module` (the modules syntax of Workers, and what wrangler bundles), which
// the browser glue instantiates synchronously when this module loads: `await init()`
// resolves at once. Hand-written; js/README.md maps the files.
import * as glue from "./wasm/sudoku_wasm.js";
import module from "./wasm/sudoku_wasm_bg.wasm";
import { fastPath } from "./fast.js";

glue.initSync({ module });

export * from "./wasm/sudoku_wasm.js";
export { default } from "./wasm/sudoku_wasm.js";
export * from "./contract.js";
// Local exports take precedence over the glue's of the same name.
export const { solve, countSolutions, solveAndCount } = fastPath(glue);
