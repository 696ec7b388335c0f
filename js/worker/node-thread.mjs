// The worker_threads worker of the worker entry in Node: loads the full entry and serves
// it (serve.js). Started by node.mjs. The Node entry reads and compiles the module as it
// loads, so a module the client passes is not used and none is handed back.
// Hand-written.
import { parentPort } from "node:worker_threads";

import * as api from "../full/node.mjs";
import { serve } from "./serve.js";

serve(
  async () => ({ api, module: null }),
  (message) => parentPort.postMessage(message),
  (handler) => parentPort.on("message", handler),
);
