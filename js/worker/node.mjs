// `sudoku-wasm/worker` in Node: the full entry in a worker_threads Worker, behind
// promises (client.js). An idle worker does not keep the process alive. Hand-written.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

import { createEngine, createPool as pool } from "./client.js";

/** A worker_threads Worker running node-thread.mjs, adapted to what client.js expects. */
function spawn(name) {
  const worker = new Worker(new URL("./node-thread.mjs", import.meta.url), { name });
  let stopping = false;
  return {
    post: (message) => {
      worker.ref();
      worker.postMessage(message);
    },
    idle: () => worker.unref(),
    terminate: () => {
      stopping = true;
      worker.terminate();
    },
    onMessage: (handler) => worker.on("message", handler),
    onError: (handler) => {
      worker.on("error", handler);
      worker.on("exit", (code) => {
        if (!stopping) handler(new Error(`the worker stopped (exit code ${code})`));
      });
    },
  };
}

/**
 * An engine: the full entry's functions, each returning a promise. `options`: `ops` (a
 * module of more functions), `onCrash`, `name`; see client.js's Engine (`module` is not
 * used: each Node worker loads the module itself).
 */
export function createWorker(options = {}) {
  return createEngine(spawn, { ...options, shareModule: false });
}

/** `size` engines (default: the machine's cores) spreading `solveMany` over them. */
export function createPool({ size = availableParallelism(), ...options } = {}) {
  return pool(spawn, size, { ...options, shareModule: false });
}
