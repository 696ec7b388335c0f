// The worker's side of the worker entry: answers `{ id, name, args }` with `{ id, result }`
// or `{ id, error }` by calling the full entry's function `name`, after announcing
// `{ ready, names }`. Shared by the browser thread (browser-thread.js) and the Node one
// (node-thread.mjs). Hand-written.

/** What a worker does not call: the loading functions and the classes. */
const NOT_CALLS = new Set(["default", "initSync", "SolveStatus", "SudokuError"]);

/**
 * Serves `api` (the full entry's namespace, loaded): `post(message)` answers,
 * `listen(handler)` registers the handler of each request.
 */
export function serve(api, post, listen) {
  const names = Object.keys(api).filter(
    (name) => typeof api[name] === "function" && !NOT_CALLS.has(name) && !name.startsWith("__"),
  );
  listen(({ id, name, args }) => {
    try {
      post({ id, result: api[name](...args) });
    } catch (error) {
      post({
        id,
        error: {
          name: error?.name ?? "Error",
          message: String(error?.message ?? error),
          code: error?.code,
          cells: Array.isArray(error?.cells) ? error.cells : [],
        },
      });
    }
  });
  post({ ready: true, names });
}
