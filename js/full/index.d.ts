// The types of `sudoku-wasm/full`, the core and the logic engine (index.js in browsers and
// bundlers, node.cjs and node.mjs under Node: the build copies this file to node.d.cts
// too). Hand-written; what they gather is in ../api.d.cts, logic.d.cts, variants.d.cts, generate.d.cts, ../init.d.cts and
// the generated contract.d.cts.
export * from "../api.cjs";
export * from "./logic.cjs";
export * from "./variants.cjs";
export * from "./generate.cjs";
export * from "./contract.cjs";
export { init as default, initSync } from "../init.cjs";
export type { InitInput, InitOutput, SyncInitInput } from "../init.cjs";
