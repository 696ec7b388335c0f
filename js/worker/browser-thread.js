// The module Worker of the worker entry in browsers: loads the full entry and serves it
// (serve.js). Started by index.js. Hand-written.
import init, * as api from "../full/index.js";
import { serve } from "./serve.js";

await init();
serve(
  api,
  (message) => self.postMessage(message),
  (handler) => self.addEventListener("message", (event) => handler(event.data)),
);
