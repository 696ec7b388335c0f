// `sudoku-wasm/worker` in browsers and bundlers: the full entry in a module Worker, behind
// promises (client.js). Bundlers that understand `new Worker(new URL(…, import.meta.url))`
// (Vite, webpack 5) bundle the worker script. Hand-written.
import { createEngine, createPool as pool } from "./client.js";

/** A module Worker running browser-thread.js, adapted to what client.js expects. */
function spawn() {
  const worker = new Worker(new URL("./browser-thread.js", import.meta.url), { type: "module" });
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

/** An engine: the full entry's functions, each returning a promise. */
export function createWorker() {
  return createEngine(spawn);
}

/** `size` engines (default: the machine's cores) spreading `solveMany` over them. */
export function createPool({ size = globalThis.navigator?.hardwareConcurrency || 2 } = {}) {
  return pool(spawn, size);
}
