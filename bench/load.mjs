// The page's first load in headless Chromium (www/, built by `make wasm`): what it fetches
// before it is interactive, and when it is interactive and when the full engine (hints,
// grades, generation, variants) has arrived, cold and warm, unthrottled and on Chrome's
// "Slow 4G" profile. A benchmark, not a test: it prints a markdown table for
// docs/performance.md and asserts nothing about time.
//
// usage: node bench/load.mjs      (`make bench-load`)
// env:   RUNS (loads per row, median reported; default 5), ROOT (the directory served,
//        default www/: another build of the page to compare with; a page without the
//        `sudoku:full` mark loads everything before it is interactive)
//
// Interactive: the page's `sudoku:interactive` performance mark (the quick and solver
// workers have instantiated the core entry; typing, live validation and Solve work).
// Full: the `sudoku:full` mark (both have moved to the full entry). Cold: a new browser
// context (empty HTTP cache, no service worker). Warm: a second load in the same context
// (HTTP cache, and the service worker the first load registered). The server here sends
// what a static host with compression would: each file gzipped (level 9), an ETag, and
// `no-cache` (every reuse revalidated: a 304); bytes are what it sent before the
// interactive mark. "Slow 4G" is DevTools' preset (562.5 ms latency, 180,000 B/s down,
// 84,375 B/s up), applied with CDP's Network.emulateNetworkConditions to the page (in
// Chromium its dedicated workers' requests are throttled with it: the full module's
// arrival moves by seconds).

import { createServer } from "node:http";
import { readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { loadavg } from "node:os";
import { gzipSync, constants } from "node:zlib";
import { launch, WWW as PAGE } from "../tests/e2e/helpers.mjs";

const WWW = process.env.ROOT ? normalize(process.env.ROOT).replace(/\/$/, "") : PAGE;

const RUNS = Number(process.env.RUNS || 5);
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
};

/** Each file's gzipped body, made once. */
const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
  return gzipCache.get(file);
}

/** Serves www/ as a compressing static host; `served` lists `{ path, bytes, status, at }`. */
async function startServer() {
  const served = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = normalize(join(WWW, path.endsWith("/") ? `${path}index.html` : path));
    const at = Date.now();
    let info;
    try {
      info = file.startsWith(WWW + sep) ? statSync(file) : null;
    } catch {
      info = null;
    }
    if (!info?.isFile()) {
      served.push({ path, bytes: 0, status: 404, at });
      res.writeHead(404).end();
      return;
    }
    const etag = `"${info.size}-${Math.trunc(info.mtimeMs)}"`;
    if (req.headers["if-none-match"] === etag) {
      served.push({ path, bytes: 0, status: 304, at });
      res.writeHead(304, { etag, "cache-control": "no-cache" }).end();
      return;
    }
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? gzipped(file) : readFileSync(file);
    const headers = { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-cache", etag };
    if (gzip) headers["content-encoding"] = "gzip";
    served.push({ path, bytes: body.length, status: 200, at });
    res.writeHead(200, { ...headers, "content-length": body.length }).end(body);
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    served,
    close: () => new Promise((done) => (server.close(done), server.closeAllConnections())),
  };
}

/**
 * Throttles the page (and, in Chromium, the requests of its dedicated workers) and the
 * service worker that controls it, if any (its own target: reached through the browser's
 * CDP session, whose messages to a target go as `Target.sendMessageToTarget`).
 */
async function throttle(context, page, browser) {
  const session = await context.newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", SLOW_4G);
  const root = await browser.newBrowserCDPSession();
  const { targetInfos } = await root.send("Target.getTargets");
  let id = 0;
  for (const target of targetInfos.filter((t) => t.type === "service_worker")) {
    const { sessionId } = await root.send("Target.attachToTarget", { targetId: target.targetId, flatten: false });
    for (const [method, params] of [["Network.enable", {}], ["Network.emulateNetworkConditions", SLOW_4G]]) {
      await root.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
    }
  }
}

/** One load of the page in `context`: its marks (ms from navigation) and what it fetched. */
async function load(context, server, { slow, browser }) {
  const page = await context.newPage();
  if (slow) await throttle(context, page, browser);
  const from = server.served.length;
  await page.goto(server.url);
  await page.waitForSelector("html[data-solver=ready]", { timeout: 120_000 });
  const interactive = await page.evaluate(() => ({
    at: performance.timeOrigin + performance.getEntriesByName("sudoku:interactive")[0].startTime,
    ms: performance.getEntriesByName("sudoku:interactive")[0].startTime,
  }));
  // The service worker is registered once the full engine is here (at interactive, on a
  // page that loads everything first); let it finish caching before the next load.
  await page.evaluate(() => navigator.serviceWorker?.ready);
  const full = await page.evaluate(() => (performance.getEntriesByName("sudoku:full")[0] ?? performance.getEntriesByName("sudoku:interactive")[0]).startTime);
  const served = server.served.slice(from).filter((s) => s.at <= interactive.at);
  await page.close();
  const sent = served.filter((s) => s.status === 200);
  const code = sent.filter((s) => /\.(m?js|wasm)$/.test(s.path));
  return {
    interactive: interactive.ms,
    full,
    requests: served.length,
    bytes: sent.reduce((sum, s) => sum + s.bytes, 0),
    codeBytes: code.reduce((sum, s) => sum + s.bytes, 0),
    fullFetched: sent.some((s) => s.path.startsWith("/pkg/full/wasm/")),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
const browser = await launch();
const rows = [];
try {
  for (const slow of [false, true]) {
    const cold = [];
    const warm = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      cold.push(await load(context, server, { slow, browser }));
      warm.push(await load(context, server, { slow, browser }));
      await context.close();
    }
    for (const [kind, loads] of [["cold", cold], ["warm", warm]]) {
      const pick = (key) => median(loads.map((l) => l[key]));
      rows.push({
        profile: slow ? "Slow 4G" : "unthrottled",
        kind,
        interactive: Math.round(pick("interactive")),
        interactiveRange: [Math.round(Math.min(...loads.map((l) => l.interactive))), Math.round(Math.max(...loads.map((l) => l.interactive)))],
        full: Math.round(pick("full")),
        requests: pick("requests"),
        bytes: pick("bytes"),
        codeBytes: pick("codeBytes"),
        fullFetched: loads.some((l) => l.fullFetched),
      });
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const [one, five, fifteen] = loadavg();
console.log(`The page's load, median of ${RUNS} (load average ${one.toFixed(1)} / ${five.toFixed(1)} / ${fifteen.toFixed(1)}):\n`);
console.log("| profile | load | interactive, ms (min-max) | full engine, ms | requests before interactive | bytes sent before interactive (gzipped) | of it wasm and JS | full module before interactive |");
console.log("|---|---|---:|---:|---:|---:|---:|---|");
for (const r of rows) {
  console.log(
    `| ${r.profile} | ${r.kind} | ${r.interactive} (${r.interactiveRange.join("-")}) | ${r.full} | ${r.requests} | ${r.bytes} | ${r.codeBytes} | ${r.fullFetched ? "yes" : "no"} |`,
  );
}
