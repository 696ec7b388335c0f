// The types of `sudoku-wasm`, the core entry (index.js in browsers and bundlers, node.cjs
// and node.mjs under Node: the build copies this file to node.d.cts too). Hand-written;
// what they gather is in api.d.cts, init.d.cts and the generated contract.d.cts.
export * from "./api.cjs";
export * from "./contract.cjs";
export { init as default, initSync } from "./init.cjs";
export type { InitInput, InitOutput, SyncInitInput } from "./init.cjs";
