// Shared by the page's end-to-end tests: a static server for www/ on a random port, a
// headless Chromium (playwright-core, /usr/bin/chromium), pages that record console
// errors and any request leaving the origin, polling assertions and screenshots.

import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { mkdir, readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { after, before } from "node:test";
import { chromium } from "playwright-core";

export const REPO = resolve(fileURLToPath(import.meta.url), "../../..");
export const WWW = join(REPO, "www");
/** The committed puzzle samples (tests/fixtures/README.md says where they come from). */
export const FIXTURES = join(REPO, "tests/fixtures");
export const SCREENSHOTS = join(REPO, "test-results/screenshots");

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".ts": "text/plain; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves `root` on 127.0.0.1 at a free port. `served` lists every path answered, with
 * the bytes sent, so tests can say what a page load costs.
 */
export async function startServer(root = WWW) {
  const served = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = normalize(join(root, path.endsWith("/") ? path + "index.html" : path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error("not a file");
      // Revalidated on every use, as a plain static host would: a repeat costs a 304.
      const etag = `"${info.size}-${Math.trunc(info.mtimeMs)}"`;
      if (req.headers["if-none-match"] === etag) {
        served.push({ path, bytes: 0, status: 304 });
        res.writeHead(304, { etag, "cache-control": "no-cache" }).end();
        return;
      }
      res.writeHead(200, {
        "content-type": MIME[extname(file)] ?? "application/octet-stream",
        "content-length": info.size,
        "cache-control": "no-cache",
        etag,
      });
      served.push({ path, bytes: info.size, status: 200 });
      createReadStream(file).pipe(res);
    } catch {
      served.push({ path, bytes: 0, status: 404 });
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: `${origin}/`,
    served,
    /** Stops serving: open connections too (a browser keeps them alive), as a host that went away. */
    close: () =>
      new Promise((done) => {
        server.close(done);
        server.closeAllConnections();
      }),
  };
}

export async function launch() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
}

/**
 * A fresh context and page on `server`, watched: `problems` lists console errors,
 * uncaught page errors and requests to any other origin (workers' included). No
 * request is routed, so the HTTP cache works as it does for users (Playwright turns
 * it off for routed contexts). `before(context)` runs before the page opens; with
 * `waitReady` (the default) it returns once the solver is ready. Other options go to
 * `browser.newContext` (viewport, …).
 */
export async function openPage(browser, server, { path = "/", allowConsole = [], waitReady = true, before = null, ...options } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const problems = [];
  const allowed = (text) => allowConsole.some((pattern) => pattern.test(text));
  const onConsole = (message) => {
    if (message.type() === "error" && !allowed(message.text())) problems.push(`console error: ${message.text()}`);
  };
  context.on("console", onConsole);
  context.on("weberror", (error) => {
    if (!allowed(String(error.error()))) problems.push(`page error: ${error.error()}`);
  });
  context.on("request", (request) => {
    if (new URL(request.url()).origin !== server.origin) problems.push(`request outside the origin: ${request.url()}`);
  });
  if (before) await before(context);
  const page = await context.newPage();
  page.on("worker", (worker) => worker.on("console", onConsole));
  await page.goto(server.url + path.replace(/^\//, ""));
  if (waitReady) await page.waitForSelector("html[data-solver=ready]");
  return {
    context,
    page,
    problems,
    /** Fails the test if anything went wrong on the page. */
    assertClean() {
      assert.deepEqual(problems, [], "the page logged errors or left the origin");
    },
  };
}

/** Polls `read` until `check(value)` holds; fails with the last value after `timeout` ms. */
export async function until(read, check, { timeout = 10_000, message = "condition not met" } = {}) {
  const deadline = Date.now() + timeout;
  let value;
  for (;;) {
    value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) assert.fail(`${message}; last value: ${JSON.stringify(value)}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Polls until `read()` deep-equals `expected`. */
export async function untilEqual(read, expected, options = {}) {
  const value = await until(read, (v) => isDeepEqual(v, expected), options);
  assert.deepEqual(value, expected);
}

function isDeepEqual(a, b) {
  try {
    assert.deepEqual(a, b);
    return true;
  } catch {
    return false;
  }
}

/** The cell input named `Row r, column c` (1-based), as a user finds it. */
export function cell(page, r, c) {
  return page.getByRole("textbox", { name: `Row ${r}, column ${c}`, exact: true });
}

/** The 81 cells' values, row-major, 0 for a blank. */
export function readGrid(page) {
  return page.$$eval("#grid input", (inputs) => inputs.map((input) => Number(input.value || 0)));
}

/** The 81 cells' kinds: given, entry, solved or blank. */
export function readKinds(page) {
  return page.$$eval("#grid .cell", (cells) => cells.map((cell) => cell.dataset.kind));
}

/** Indices of the cells that have `className`. */
export function cellsWithClass(page, className) {
  return page.$$eval(`#grid .cell`, (cells, name) => cells.flatMap((c, i) => (c.classList.contains(name) ? [i] : [])), className);
}

/** The page's worker named `name` (each runs under `self.name`), once the page runs the
 *  full engine: before that, a worker on the core entry may be replaced by one on the
 *  full entry at any moment (www/workers.js), and a test that keeps the old one busy would
 *  see its request answered by the new one. A worker that does not answer at once (busy,
 *  or being terminated) is not it. */
export async function workerNamed(page, name) {
  await page.waitForSelector("html[data-engine=full]");
  const nameOf = (worker) =>
    Promise.race([worker.evaluate(() => self.name).catch(() => null), new Promise((resolve) => setTimeout(resolve, 250, null))]);
  return until(
    async () => {
      for (const worker of page.workers()) {
        if ((await nameOf(worker)) === name) return worker;
      }
      return null;
    },
    (worker) => worker !== null,
    { message: `a worker named ${name}` },
  );
}

/** Keeps a worker busy for `ms` without waiting for it (as a long search would). */
export function keepBusy(worker, ms) {
  worker
    .evaluate((ms) => {
      const end = Date.now() + ms;
      while (Date.now() < end);
    }, ms)
    .catch(() => {}); // the page terminates it: that is the point
}

export function statusText(page) {
  return page.locator("#status").textContent();
}

/** Pastes `text` into the focused element through a real ClipboardEvent. */
export async function pasteInto(locator, text) {
  await locator.focus();
  await locator.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData("text/plain", data);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

/** Digits of a line or Baekjoon grid, 0 for a blank. */
export function digits(text) {
  return Array.from(text.replace(/\s+/g, ""), (ch) => (ch === "." ? 0 : Number(ch)));
}

/** Saves a screenshot of a page or a locator under test-results/screenshots/. */
export async function screenshot(target, name, options = {}) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: "disabled", ...options });
}

/** The page's own wasm module, loaded in Node: the oracle for the exact error messages. */
export async function loadWasm() {
  const module = await import(join(WWW, "pkg/full/wasm/sudoku_wasm.js"));
  await module.default({ module_or_path: await readFile(join(WWW, "pkg/full/wasm/sudoku_wasm_bg.wasm")) });
  return module;
}

/** The message the wasm `parse` throws for `text`. */
export async function parseError(text) {
  const { parse } = await loadWasm();
  try {
    parse(text);
  } catch (error) {
    return error.message;
  }
  throw new Error(`parse accepted ${JSON.stringify(text)}`);
}

/** The text of the committed sample `tests/fixtures/NAME.txt`. */
export async function readPuzzleFile(name) {
  return readFile(join(FIXTURES, `${name}.txt`), "utf8");
}

/** Whether a solved grid is a valid Sudoku solution that keeps the puzzle's givens. */
export function isSolutionOf(solution, puzzle) {
  if (solution.length !== 81 || solution.some((d) => d < 1 || d > 9)) return false;
  if (puzzle.some((d, i) => d !== 0 && d !== solution[i])) return false;
  for (let u = 0; u < 9; u++) {
    const row = new Set();
    const column = new Set();
    const box = new Set();
    for (let k = 0; k < 9; k++) {
      row.add(solution[u * 9 + k]);
      column.add(solution[k * 9 + u]);
      box.add(solution[(Math.floor(u / 3) * 3 + Math.floor(k / 3)) * 9 + (u % 3) * 3 + (k % 3)]);
    }
    if (row.size !== 9 || column.size !== 9 || box.size !== 9) return false;
  }
  return true;
}

/**
 * Starts the static server and Chromium before a test file's tests and stops both after
 * them; `ready(server, browser)` receives the two once they are up.
 */
export function useServerAndBrowser(ready) {
  let server;
  let browser;
  before(async () => {
    server = await startServer();
    browser = await launch();
    await ready(server, browser);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
}

/**
 * `useServerAndBrowser` plus the wasm loaded in Node (to check the page's answers): an
 * object whose `server`, `browser` and `wasm` are set once the suite's `before` has run.
 */
export function useSuite() {
  const suite = { server: null, browser: null, wasm: null };
  useServerAndBrowser(async (server, browser) => {
    Object.assign(suite, { server, browser, wasm: await loadWasm() });
  });
  return suite;
}

/** The page's button named exactly `name`. */
export function button(page, name) {
  return page.getByRole("button", { name, exact: true });
}

/** Relative luminance (0 black - 1 white) of a computed CSS `rgb()` colour. */
export function luminance(rgb) {
  const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two computed CSS `rgb()` colours (1 to 21). */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
