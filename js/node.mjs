// The entry for Node's `import`, of both `sudoku-wasm` and `sudoku-wasm/full` (the build
// copies it into each): the CommonJS entry underneath, so that `import` and `require`
// share one instance. The wasm is ready when this module has loaded; `await init()`
// resolves at once. Hand-written; js/README.md maps the files.
import entry from "./node.cjs";

export * from "./node.cjs";
export default entry.default;
