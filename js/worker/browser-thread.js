// The module Worker of the worker entry in browsers: loads the entry the client names (the
// full one, or the core), from the compiled module the client passes or by fetching and
// compiling the package's wasm (then handed back to the client, which passes it to the
// next worker of that entry: one fetch and one compile for all), and serves it
// (serve.js). Started by index.js. Hand-written.
import { serve } from "./serve.js";

/** Each entry's module and wasm; bundlers that understand `import()` and
 *  `new URL(…, import.meta.url)` emit both. */
const ENTRIES = {
  full: { load: () => import("../full/index.js"), wasm: new URL("../full/wasm/sudoku_wasm_bg.wasm", import.meta.url) },
  core: { load: () => import("../index.js"), wasm: new URL("../wasm/sudoku_wasm_bg.wasm", import.meta.url) },
};

async function compile(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  if (response.headers.get("content-type")?.startsWith("application/wasm")) {
    return WebAssembly.compileStreaming(response);
  }
  // A server without the wasm MIME type: slower, but it works.
  return WebAssembly.compile(await response.arrayBuffer());
}

serve(
  async (shared, entry) => {
    const { load, wasm } = ENTRIES[entry];
    const [api, module] = await Promise.all([load(), shared ?? compile(wasm)]);
    await api.default({ module_or_path: module });
    return { api, module };
  },
  (message) => self.postMessage(message),
  (handler) => self.addEventListener("message", (event) => handler(event.data)),
);
