// The worker's side of the worker entry. The first message is `{ init: { module, ops,
// entry } }`: the thread loads the entry `entry` names ("full", the default, or "core"),
// from `module`, a compiled WebAssembly.Module, when the client has one, imports the ops module `ops` (a URL) when given, and announces
// `{ ready: true, names, module }` (`module`: what it compiled, for the client to share)
// or `{ ready: false, error }`. Then it answers `{ id, name, args }` with `{ id, result }`
// or `{ id, error }`. Shared by the browser thread (browser-thread.js) and the Node one
// (node-thread.mjs). Hand-written.

/** What a worker does not call: the loading functions and the classes. */
const NOT_CALLS = new Set(["default", "initSync", "SolveStatus", "SudokuError"]);

/** An error as plain data for `postMessage`: what the client revives (client.js). */
export function errorData(error) {
  return {
    name: error?.name ?? "Error",
    message: String(error?.message ?? error),
    code: typeof error?.code === "string" ? error.code : undefined,
    cells: Array.isArray(error?.cells) ? error.cells : [],
  };
}

/**
 * The calls of a worker: the full entry's functions (`api`, its namespace, loaded), and
 * the ops a module made from it (`ops`: `{ name: function }`), which take precedence
 * over the entry's functions of the same name.
 */
export function callsOf(api, ops = {}) {
  const calls = {};
  for (const name of Object.keys(api)) {
    if (typeof api[name] === "function" && !NOT_CALLS.has(name) && !name.startsWith("__")) calls[name] = api[name];
  }
  for (const name of Object.keys(ops)) {
    if (typeof ops[name] !== "function") throw new TypeError(`the ops module's ${name} is not a function`);
    calls[name] = ops[name];
  }
  return calls;
}

/**
 * Serves an entry: `load(module, entry)` loads it (`entry`: "full" or "core"; from a
 * compiled module, or null) and resolves to `{ api, module }` (its namespace and the module it compiled, or null);
 * `post(message)` answers; `listen(handler)` registers the handler of each message.
 */
export function serve(load, post, listen) {
  let calls = null;
  listen(async (message) => {
    if (message?.init) {
      try {
        const entry = message.init.entry ?? "full";
        if (entry !== "full" && entry !== "core") throw new TypeError(`no entry ${entry}: "full" or "core"`);
        const { api, module } = await load(message.init.module ?? null, entry);
        const ops = message.init.ops ? await opsOf(message.init.ops, api) : {};
        calls = callsOf(api, ops);
        post({ ready: true, names: Object.keys(calls), module: message.init.module ? null : module });
      } catch (error) {
        post({ ready: false, error: errorData(error) });
      }
      return;
    }
    const { id, name, args } = message;
    try {
      post({ id, result: await calls[name](...args) });
    } catch (error) {
      post({ id, error: errorData(error) });
    }
  });
}

/** The ops of the module at `url`: its default export, called with the loaded entry. */
async function opsOf(url, api) {
  let made;
  try {
    const module = await import(url);
    if (typeof module.default !== "function") throw new TypeError("its default export is not a function");
    made = await module.default(api);
  } catch (error) {
    throw new Error(`the ops module ${url} could not be loaded: ${error?.message ?? error}`);
  }
  return made ?? {};
}
