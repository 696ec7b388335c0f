// `sudoku-wasm/worker` in browsers and bundlers: the full entry in a module Worker, behind
// promises (client.js). Bundlers that understand `new Worker(new URL(…, import.meta.url))`
// (Vite, webpack 5) bundle the worker script. Hand-written.
import { createEngine, createPool as pool } from "./client.js";

/** A module Worker running browser-thread.js (named `name`), adapted to what client.js expects. */
function spawn(name) {
  const worker = new Worker(new URL("./browser-thread.js", import.meta.url), { type: "module", name });
  return {
    post: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
    onMessage: (handler) => worker.addEventListener("message", (event) => handler(event.data)),
    onError: (handler) => {
      worker.addEventListener("error", (event) => {
        event.preventDefault();
        handler(new Error(`the worker failed: ${event.message ?? "it could not start"}`));
      });
      worker.addEventListener("messageerror", () => handler(new Error("a message could not be read")));
    },
  };
}

/**
 * An engine: the full entry's functions, each returning a promise. `options`: `ops` (a
 * module of more functions), `module` (a compiled module), `onCrash`, `name`; see
 * client.js's Engine.
 */
export function createWorker(options = {}) {
  return createEngine(spawn, options);
}

/** `size` engines (default: the machine's cores) spreading `solveMany` over them. */
export function createPool({ size = globalThis.navigator?.hardwareConcurrency || 2, ...options } = {}) {
  return pool(spawn, size, options);
}
