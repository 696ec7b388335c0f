// The module Worker of the worker entry in browsers: loads the full entry, from the
// compiled module the client passes or by fetching and compiling the package's wasm (then
// handed back to the client, which passes it to the next worker: one fetch and one
// compile for all), and serves it (serve.js). Started by index.js. Hand-written.
import init, * as api from "../full/index.js";
import { serve } from "./serve.js";

/** The full entry's module; bundlers that understand `new URL(…, import.meta.url)` emit it. */
const WASM_URL = new URL("../full/wasm/sudoku_wasm_bg.wasm", import.meta.url);

async function compile() {
  const response = await fetch(WASM_URL);
  if (!response.ok) throw new Error(`${WASM_URL.pathname} answered ${response.status}`);
  if (response.headers.get("content-type")?.startsWith("application/wasm")) {
    return WebAssembly.compileStreaming(response);
  }
  // A server without the wasm MIME type: slower, but it works.
  return WebAssembly.compile(await response.arrayBuffer());
}

serve(
  async (shared) => {
    const module = shared ?? (await compile());
    await init({ module_or_path: module });
    return { api, module };
  },
  (message) => self.postMessage(message),
  (handler) => self.addEventListener("message", (event) => handler(event.data)),
);
