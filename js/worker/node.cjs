// `sudoku-wasm/worker` from CommonJS (Node's `require`): the engines of node.mjs, whose ES
// modules `import()` loads on the first call (createWorker and createPool resolve
// asynchronously anyway, so nothing changes for the caller). Hand-written.
"use strict";

const load = () => import("./node.mjs");

/** As node.mjs's createWorker: an engine in a worker_threads Worker. */
exports.createWorker = async (options) => (await load()).createWorker(options);

/** As node.mjs's createPool: engines spreading `solveMany` over them. */
exports.createPool = async (options) => (await load()).createPool(options);
