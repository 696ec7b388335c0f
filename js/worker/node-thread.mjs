// The worker_threads worker of the worker entry in Node: loads the full entry and serves
// it (serve.js). Started by node.mjs. Hand-written.
import { parentPort } from "node:worker_threads";

import * as api from "../full/node.mjs";
import { serve } from "./serve.js";

serve(
  api,
  (message) => parentPort.postMessage(message),
  (handler) => parentPort.on("message", handler),
);
