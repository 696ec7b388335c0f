// The page's first load (issue 23): interactive on the core entry, with at most 120 KB
// gzipped of wasm and JS fetched and nothing from another origin; the full entry (hints,
// grades, generation, variants) comes later and typing does not wait for it; then the
// service worker caches both. What it costs in time is bench/load.mjs's to measure.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { button, cell, openPage, statusText, until, useServerAndBrowser, REPO, WWW } from "./helpers.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

/** Gzipped wasm and JS a first visit may fetch before it is interactive. */
const BUDGET = 120_000;

/** The full entry's files: none may be fetched before the page is interactive. */
const isFullEngine = (path) => path.startsWith("/pkg/full/");

/** The paths the service worker caches, from its list. */
async function offlineFiles() {
  const source = await readFile(join(WWW, "sw.js"), "utf8");
  const list = JSON.parse(source.match(/const FILES = (\[[^\]]*\]);/)[1].replace(/,\s*\]/, "]"));
  return list.map((file) => (file === "./" ? "/" : `/${file}`));
}

/**
 * Holds every request for the full entry's files in `context` until `release()` is called:
 * the page must come up, and answer typing, without them.
 */
async function holdFullEngine(context) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  const held = [];
  await context.route(
    (url) => isFullEngine(url.pathname),
    async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    },
  );
  return { held, release };
}

const gzipped = async (path) => gzipSync(await readFile(join(WWW, path === "/" ? "index.html" : path)), { level: 9 }).length;

test("a first visit is interactive on the core entry: at most 120 KB gzipped of wasm and JS, all from this origin", async (t) => {
  server.served.length = 0;
  let hold;
  const { page, context, assertClean } = await openPage(browser, server, {
    before: async (c) => {
      hold = await holdFullEngine(c);
    },
  });
  const before = server.served.filter((s) => s.status === 200).map((s) => ({ ...s }));
  const requests = server.served.length;
  assert.deepEqual(before.filter((s) => isFullEngine(s.path)), [], "nothing of the full entry before interactive");
  assert.equal(before.filter((s) => s.path === "/pkg/wasm/sudoku_wasm_bg.wasm").length, 1, "the core module, once for both workers");
  const cached = await offlineFiles();
  assert.deepEqual(before.map((s) => s.path).filter((path) => !cached.includes(path)), [], "every file is one the page caches");
  const files = new Map(before.map((s) => [s.path, s.bytes]));
  let code = 0;
  let all = 0;
  for (const path of files.keys()) {
    const size = await gzipped(path);
    all += size;
    if (/\.(m?js|wasm)$/.test(path)) code += size;
  }
  assert.ok(code <= BUDGET, `${code} bytes of wasm and JS, gzipped, before interactive`);
  hold.release();
  await page.waitForSelector("html[data-engine=full]");
  assertClean();
  await context.close();

  const metrics = {
    method: "one cold load (new browser context) of http://127.0.0.1 in headless Chromium, the full entry held back until the page is interactive (performance mark \"sudoku:interactive\": both workers run the core entry); bench/load.mjs measures the times",
    beforeInteractive: { requests, bytes: [...files.values()].reduce((a, b) => a + b, 0), gzippedBytes: all, gzippedWasmAndJs: code },
    files: Object.fromEntries(files),
  };
  await mkdir(join(REPO, "test-results"), { recursive: true });
  await writeFile(join(REPO, "test-results/load-metrics.json"), JSON.stringify(metrics, null, 2) + "\n");
  t.diagnostic(`before interactive: ${requests} requests, ${metrics.beforeInteractive.bytes} bytes (${all} gzipped; wasm and JS ${code})`);
});

test("then the full entry comes, one download for every worker, and the service worker caches both", async () => {
  // No request held here: Playwright's routing turns the HTTP cache off.
  server.served.length = 0;
  const { page, context, assertClean } = await openPage(browser, server);
  await page.waitForSelector("html[data-engine=full]");
  await page.evaluate(() => navigator.serviceWorker.ready);
  for (const path of ["/pkg/wasm/sudoku_wasm_bg.wasm", "/pkg/full/wasm/sudoku_wasm_bg.wasm"]) {
    const sent = server.served.filter((s) => s.path === path && s.status === 200);
    assert.equal(sent.length, 1, `${path} is sent once (the service worker revalidates it)`);
  }
  const cached = await offlineFiles();
  const outside = server.served.map((s) => s.path).filter((path) => !cached.includes(path) && path !== "/sw.js");
  assert.deepEqual(outside, [], "nothing but the page's files");
  await until(
    () => page.evaluate(async () => Boolean((await caches.match("pkg/wasm/sudoku_wasm_bg.wasm")) && (await caches.match("pkg/full/wasm/sudoku_wasm_bg.wasm")))),
    (both) => both,
    { message: "both modules are cached for offline use" },
  );
  assertClean();
  await context.close();
});

test("typing, live validation and Solve work before the full entry arrives; a hint waits for it", async () => {
  let hold;
  const { page, context, assertClean } = await openPage(browser, server, {
    before: async (c) => {
      hold = await holdFullEngine(c);
    },
  });
  await cell(page, 1, 1).press("7");
  await cell(page, 1, 5).press("7");
  await until(() => statusText(page), (t) => t === "1 conflict: digit 7 appears twice in row 1 (row 1, column 1 and row 1, column 5).");
  await cell(page, 1, 5).press("Backspace");
  await until(() => statusText(page), (t) => t === "No conflicts left.");
  await button(page, "Solve").click();
  await until(() => statusText(page), (t) => /^Solved in /.test(t), { message: "the core solves" });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.engine), undefined, "the full entry is still held");
  assert.ok(hold.held.includes("/pkg/full/wasm/sudoku_wasm_bg.wasm"), "the page asked for the full entry once idle");

  // A hint needs the full entry: it waits for it, then comes.
  await button(page, "Clear").click();
  await page.locator("#grid").focus();
  await cell(page, 1, 1).press("5");
  const hint = button(page, "Hint").click();
  hold.release();
  await hint;
  await page.waitForSelector("html[data-engine=full]");
  await until(() => page.locator("#hint-text").textContent().catch(() => ""), (t) => t.trim() !== "", { message: "the hint comes once the full entry is loaded" });
  assertClean();
  await context.close();
});

test("when the full entry cannot load, the core keeps solving and a hint says why", async () => {
  const missing = /sudoku_wasm_bg\.wasm|404|Not Found/;
  const { page, context, assertClean } = await openPage(browser, server, {
    allowConsole: [missing],
    before: (c) => c.route("**/pkg/full/wasm/sudoku_wasm_bg.wasm", (route) => route.fulfill({ status: 404, body: "not found" })),
  });
  await cell(page, 1, 1).press("5");
  await button(page, "Hint").click();
  await until(() => statusText(page), (t) => t.startsWith("This needs the full engine, which could not load ("), { message: "the hint says why" });
  assert.match(await statusText(page), /answered 404\); solving still works\.$/);
  await button(page, "Solve").click();
  await until(() => statusText(page), (t) => /^Solved in /.test(t), { message: "the core still solves" });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.engine), undefined);
  assertClean();
  await context.close();
});
