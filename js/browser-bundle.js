// The entry for bundlers building for browsers that resolve a static `.wasm` import
// themselves (the `module` condition, after the `webpack`, `development` and `production`
// keys that webpack, Vite, Parcel and Rollup's node-resolve match first, so that only
// esbuild and bundlers like it, Rolldown, get here), of both `sudoku-wasm` and
// `sudoku-wasm/full` (the build copies it into each). esbuild leaves index.js's
// `new URL("…_bg.wasm", import.meta.url)` as it is and copies nothing; an `import` of the
// wasm it does resolve: with `--loader:.wasm=file` it emits the file and gives its URL
// (relative to the page, or under `--public-path`), with `--loader:.wasm=binary` its
// bytes. `init()` with no argument loads that, so the user's code is the same as
// everywhere else; an argument is passed on to the glue's init as it is.
// Hand-written; js/README.md maps the files.
import * as glue from "./wasm/sudoku_wasm.js";
import wasm from "./wasm/sudoku_wasm_bg.wasm";
import { fastPath } from "./fast.js";

export * from "./wasm/sudoku_wasm.js";
export * from "./contract.js";
// Local exports take precedence over the glue's of the same name.
export const { solve, countSolutions, solveAndCount } = fastPath(glue);

/**
 * The glue's `init`; with no argument (or no `module_or_path`), the module the bundler
 * resolved: a URL string (a `file` loader) or the bytes (a `binary` loader).
 */
export default function init(input) {
  const options = input !== undefined && Object.getPrototypeOf(input) === Object.prototype;
  if (input === undefined || (options && input.module_or_path === undefined)) {
    return glue.default({ module_or_path: wasm });
  }
  return glue.default(input);
}
