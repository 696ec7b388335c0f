// The worker_threads worker of the worker entry in Node: loads the entry the client names
// (the full one, or the core) and serves it (serve.js). Started by node.mjs. The Node
// entries read and compile their module as they load, so a module the client passes is
// not used and none is handed back. Hand-written.
import { parentPort } from "node:worker_threads";

import { serve } from "./serve.js";

const ENTRIES = { full: () => import("../full/node.mjs"), core: () => import("../node.mjs") };

serve(
  async (_shared, entry) => ({ api: await ENTRIES[entry](), module: null }),
  (message) => parentPort.postMessage(message),
  (handler) => parentPort.on("message", handler),
);
