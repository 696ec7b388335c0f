// The page's wasm (www/pkg, built by `make wasm`: the full build) or the package's core
// entry (pkg/, built by `make pkg`) timed in headless Chromium through its public JS
// API, one puzzle per call as users call it, plus the batch entry point and the startup
// cost.
//
// usage: node bench/browser.mjs [FILE...]      (`make bench-browser`; default: every
//        file in ../shared/data/puzzles)
// env:   MIN_TIME (seconds per timed pass, default 0.5; a pass covers the whole file at
//        least once), PASSES (median of, default 3), STARTUP_RUNS (default 5),
//        PKG (the directory served as /pkg/: www/pkg/full/wasm by default, `pkg/wasm` for the core entry)
//
// Serves www/ on 127.0.0.1 at a free port, with a bench page (from memory) and
// bench/page.js under /bench/ and the puzzle files under /puzzles/. For each file the
// page fetches it, checks every answer once (untimed), then times `solve(cells)` and
// `countSolutions(cells, 2)` per call and one `solveMany` call over the whole file.
// Startup: in a fresh browser context each run (empty HTTP cache, no compiled-code
// cache), the time from the start of `import()` of the module through `await init()`
// to the first `solve` answer. Prints markdown tables; exit 1 on any wrong answer.

import { createServer } from "node:http";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadavg } from "node:os";
import { launch } from "../tests/e2e/helpers.mjs";

const REPO = resolve(fileURLToPath(import.meta.url), "../..");
const WWW = join(REPO, "www");
const BENCH = join(REPO, "bench");
const PUZZLES = resolve(REPO, "../shared/data/puzzles");

const MIN_TIME = Number(process.env.MIN_TIME || 0.5);
const PASSES = Number(process.env.PASSES || 3);
const STARTUP_RUNS = Number(process.env.STARTUP_RUNS || 5);
const PKG = resolve(REPO, process.env.PKG || "www/pkg/full/wasm");

/** Solutions up to 2 of the shared files, from ../shared/data/puzzles/README.md. */
const KNOWN_COUNT = {
  puzzles2_17_clue: 1,
  puzzles3_magictour_top1465: 1,
  "puzzles5_forum_hardest_1905_11+": 1,
  puzzles6_forum_hardest_1106: 1,
  puzzles7_serg_benchmark: 2,
  generated_minimal_50k_seed1: 1,
};

const files = process.argv.length > 2
  ? process.argv.slice(2).map((f) => resolve(f))
  : existsSync(PUZZLES)
    ? readdirSync(PUZZLES).filter((f) => !f.endsWith(".md")).sort().map((f) => join(PUZZLES, f))
    : (console.error(`${PUZZLES} is missing: this benchmark reads the full puzzle lists from ../shared/data/puzzles beside the repository. Pass puzzle files instead, e.g. tests/fixtures/*.txt (40-puzzle samples).`), process.exit(1));
for (const f of files) if (!statSync(f).isFile()) throw new Error(`${f} is not a file`);
const byName = new Map(files.map((f) => [basename(f), f]));

/** The first puzzle of the first file: the one the startup runs solve. */
const firstPuzzle = readFileSync(files[0], "utf8").split("\n").map((l) => l.trim()).find((l) => l !== "" && !l.startsWith("#"));

const BENCH_HTML = `<!doctype html><meta charset="utf-8"><title>wasm bench</title><link rel="icon" href="data:,">
<script type="module" src="/bench/page.js"></script>`;

const STARTUP_HTML = `<!doctype html><meta charset="utf-8"><title>wasm startup</title><link rel="icon" href="data:,">
<script type="module">
const line = ${JSON.stringify(firstPuzzle)};
const cells = Uint8Array.from(line, (ch) => (ch === "." ? 0 : ch.charCodeAt(0) - 48));
// "?load": start once the page has loaded (and 50 ms more), out of the way of the
// renderer's own start-up work; otherwise at once, while the page is still loading.
if (location.search === "?load") {
  if (document.readyState !== "complete") await new Promise((done) => addEventListener("load", done));
  await new Promise((done) => setTimeout(done, 50));
}
const t0 = performance.now();
const wasm = await import("/pkg/sudoku_wasm.js");
const t1 = performance.now();
await wasm.default();
const t2 = performance.now();
const solution = wasm.solve(cells);
const t3 = performance.now();
window.startup = { import: t1 - t0, init: t2 - t1, solve: t3 - t2, total: t3 - t0, solved: solution.length === 81 && !solution.includes(0) };
</script>`;

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
};

/** Where a request path is answered from: in-memory pages, bench/, puzzles, www/. */
async function answer(path) {
  if (path === "/bench/index.html") return { type: MIME[".html"], body: BENCH_HTML };
  if (path === "/bench/startup.html") return { type: MIME[".html"], body: STARTUP_HTML };
  if (path === "/bench/page.js") return { type: MIME[".js"], body: await readFile(join(BENCH, "page.js")) };
  if (path.startsWith("/puzzles/")) {
    const file = byName.get(path.slice("/puzzles/".length));
    return file ? { type: "text/plain; charset=utf-8", body: await readFile(file) } : null;
  }
  // www/ (with PKG as /pkg/) only, and only plain names: no "..", no hidden files.
  if (!/^(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)+$/.test(path) || path.includes("..")) return null;
  const ext = path.slice(path.lastIndexOf("."));
  const file = path.startsWith("/pkg/") ? join(PKG, path.slice("/pkg/".length)) : join(WWW, path);
  return { type: MIME[ext] ?? "application/octet-stream", body: await readFile(file) };
}

const server = createServer(async (req, res) => {
  try {
    const found = await answer(decodeURIComponent(new URL(req.url, "http://x").pathname));
    if (!found) throw new Error("not found");
    res.writeHead(200, { "content-type": found.type, "content-length": Buffer.byteLength(found.body), "cache-control": "no-cache" });
    res.end(found.body);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${server.address().port}`;

// The same headless Chromium, with the same flags, as the page's end-to-end tests.
const browser = await launch();

/** Errors the pages report: any fails the run. */
let pageErrors = 0;
function watch(page) {
  page.on("pageerror", (error) => {
    pageErrors += 1;
    console.error(`page error: ${error.message}`);
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    pageErrors += 1;
    console.error(`console error: ${message.text()}`);
  });
}

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const int = (x) => Math.round(x).toLocaleString("en-US");
let wrong = 0;

try {
  const wasmBytes = statSync(join(PKG, "sudoku_wasm_bg.wasm")).size;
  console.log(`Chromium ${browser.version()} (headless), ${relative(REPO, PKG)}/sudoku_wasm_bg.wasm ${wasmBytes} bytes, ` +
    `MIN_TIME=${MIN_TIME} PASSES=${PASSES}, ${new Date().toISOString()}, load average ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);

  // Startup first, while nothing else of ours has run. Run 0 is discarded: it pays for
  // the browser's own first page (renderer, network stack), not for our module. Every
  // run has its own context, so its HTTP and compiled-wasm caches start empty.
  const startups = { "": [], "?load": [] };
  for (let k = 0; k <= STARTUP_RUNS; k++) {
    for (const [query, runs] of Object.entries(startups)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      watch(page);
      await page.goto(`${origin}/bench/startup.html${query}`);
      const result = await page.waitForFunction(() => window.startup).then((h) => h.jsonValue());
      if (!result.solved) throw new Error("the startup puzzle was not solved");
      if (k > 0) runs.push(result);
      await context.close();
    }
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  watch(page);
  await page.goto(`${origin}/bench/index.html`);
  await page.waitForSelector("html[data-bench=ready]");

  console.log("\n| file | mode | puzzles/s | µs/puzzle |\n|---|---|---:|---:|");
  for (const [name] of byName) {
    const expectedCount = KNOWN_COUNT[name] ?? null;
    const result = await page.evaluate(
      ({ name, options }) => window.bench.file(name, options),
      { name, options: { minTime: MIN_TIME, passes: PASSES, expectedCount } },
    );
    for (const { mode, rate } of result.rows) {
      const label = mode === "solveMany" ? "solveMany (batch)" : mode;
      console.log(`| ${name} | ${label} | ${int(rate)} | ${(1e6 / rate).toFixed(2)} |`);
    }
    if (result.wrong) {
      wrong += result.wrong;
      console.log(`(${name}: ${result.wrong} wrong answers of ${result.puzzles} puzzles)`);
    }
  }
  await context.close();

  console.log(`\nStartup, cold (fresh context, empty caches), median of ${STARTUP_RUNS} after one discarded run; ` +
    "medians of import(), await init(), the first solve() and their total (import to the first solved puzzle):");
  for (const [query, runs] of Object.entries(startups)) {
    const ms = (key) => median(runs.map((s) => s[key])).toFixed(1);
    const when = query ? "after the page's load event" : "during page load";
    console.log(`  ${when}: import ${ms("import")} ms, init ${ms("init")} ms, first solve ${ms("solve")} ms; total ${ms("total")} ms ` +
      `(runs: ${runs.map((s) => s.total.toFixed(1)).join(", ")} ms)`);
  }
  console.log(`load average at the end: ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
  if (wrong) console.log(`${wrong} wrong answers`);
  if (pageErrors) console.log(`${pageErrors} page errors`);
} finally {
  await browser.close();
  await new Promise((done) => server.close(done));
}
process.exit(wrong || pageErrors ? 1 : 0);
