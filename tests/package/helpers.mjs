// Shared by the package tests: the packed tarball, fresh consumer projects that install
// it, the documentation's JavaScript examples, a static server, headless Chromium and the check
// that a served page prints what its example says.
//
// The tests consume the package the way users do: `npm pack ./pkg`, then `npm install` of
// that tarball into a new project in a temporary directory (nothing linked, no registry
// needed: the package has no dependencies). The bundlers and the browser driver are the
// workspace's own dev dependencies (package.json), installed once by scripts/setup.sh.

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { chromium } from "playwright-core";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const PKG = join(ROOT, "pkg");
export const TOOLS = join(ROOT, "node_modules");

const run = promisify(execFile);

/** Runs a command; on failure the error message carries its output. */
export async function sh(file, args, options = {}) {
  try {
    return await run(file, args, { maxBuffer: 64 << 20, ...options });
  } catch (err) {
    err.message += `\n--- stdout\n${err.stdout}\n--- stderr\n${err.stderr}`;
    throw err;
  }
}

/**
 * What a Node user writes, bundled for Node (esbuild, webpack): nothing about the wasm.
 * It prints the core's and the full entry's first row of the solution and the hint's technique.
 */
export const NODE_APP = `import init, { solve } from "sudoku-wasm";
import initFull, { solve as solveFull, hint } from "sudoku-wasm/full";

await init();
await initFull();
const line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const cells = Uint8Array.from(line, (c) => (c === "." ? 0 : Number(c)));
console.log(solve(cells).slice(0, 9).join(""));
console.log(solveFull(cells).slice(0, 9).join(""));
console.log(hint(cells).technique);
`;

/** A fresh temporary directory, removed when `t`'s suite ends. */
export async function tempDir(t, prefix) {
  const dir = await mkdtemp(join(tmpdir(), `sudoku-wasm-${prefix}-`));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** `npm pack ./pkg` into a temporary directory; returns the tarball's path. */
export async function packTarball(t) {
  await stat(join(PKG, "package.json")).catch(() => {
    throw new Error("pkg/ is missing: run `make pkg` (or `make test-pkg`) first");
  });
  const dir = await tempDir(t, "tarball");
  const { stdout } = await sh("npm", ["pack", PKG, "--pack-destination", dir, "--json"]);
  const [{ filename }] = JSON.parse(stdout);
  return join(dir, filename);
}

/**
 * A new npm project with `files` ({ relative path: text }) and the tarball installed
 * into its node_modules. Returns its directory.
 */
export async function consumerProject(t, tarball, name, files = {}) {
  const dir = await tempDir(t, name);
  await writeFile(
    join(dir, "package.json"),
    JSON.stringify({ name: `consumer-${name}`, private: true, version: "0.0.0" }, null, 2),
  );
  await sh("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", tarball], {
    cwd: dir,
  });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** The fenced code blocks of a Markdown file of the repository, verbatim, with their language. */
async function codeBlocks(path) {
  const text = await readFile(join(ROOT, path), "utf8");
  return [...text.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map(([, lang, code]) => ({ lang, code }));
}

/**
 * The documentation's JavaScript examples, verbatim: `quickStart` (README.md's `js` block,
 * `import` + `await init()` of the core; docs/javascript.md opens with the same one),
 * and from docs/javascript.md `commonjs` (the `js` block that calls `require`),
 * `fullStart` (the `js` block that imports `sudoku-wasm/full`), `html` (the import-map
 * page), `tour` (the `js` block that calls `solveMany`) and `worker` (the `js` block that
 * imports `sudoku-wasm/worker`); `logicTour` is docs/logic.md's first `js` block (hints,
 * grades, generation, from `sudoku-wasm/full`).
 */
export async function readmeExamples() {
  const pick = (where, what, found) => {
    if (!found) throw new Error(`${where}: no ${what} example`);
    return found;
  };
  const front = (await codeBlocks("README.md")).filter((b) => b.lang === "js").map((b) => b.code);
  const blocks = await codeBlocks("docs/javascript.md");
  const js = blocks.filter((b) => b.lang === "js").map((b) => b.code);
  const quickStart = pick("README.md", "quick start", front.find((c) => c.includes("await init()")));
  if (!js.includes(quickStart)) throw new Error("docs/javascript.md lacks README.md's quick start, verbatim");
  const doc = "docs/javascript.md";
  return {
    quickStart,
    commonjs: pick(doc, "require", js.find((c) => c.includes('require("sudoku-wasm")'))),
    fullStart: pick(doc, "full entry", js.find((c) => c.includes('from "sudoku-wasm/full"'))),
    tour: pick(doc, "API tour", js.find((c) => c.includes("solveMany(") && !c.includes("sudoku-wasm/worker"))),
    worker: pick(doc, "worker", js.find((c) => c.includes('from "sudoku-wasm/worker"'))),
    html: pick(doc, "html", blocks.find((b) => b.lang === "html")?.code),
    logicTour: pick("docs/logic.md", "logic tour", (await codeBlocks("docs/logic.md")).find((b) => b.lang === "js")?.code),
  };
}

/**
 * The `lang` code blocks of js/README.md (the package's README) between `<!-- NAME -->`
 * and `<!-- end NAME -->`, verbatim.
 */
export async function packageReadmeBlocks(name, lang = "js") {
  const readme = await readFile(join(ROOT, "js/README.md"), "utf8");
  const start = readme.indexOf(`<!-- ${name} -->`);
  const end = readme.indexOf(`<!-- end ${name} -->`);
  if (start < 0 || end < start) throw new Error(`js/README.md has no ${name} section`);
  const blocks = readme.slice(start, end).matchAll(new RegExp(`^\`\`\`${lang}\n([\\s\\S]*?)^\`\`\`$`, "gm"));
  return [...blocks].map((m) => m[1]);
}

/**
 * What an example prints: in the README every `console.log(…); // text` line prints
 * `text`, so the examples' comments are checked, not just run.
 */
export function expectedLogs(code) {
  const lines = code
    .split("\n")
    .map((line) => line.match(/^\s*console\.log\(.*\);\s*\/\/ (.*)$/))
    .filter(Boolean)
    .map((m) => m[1]);
  if (lines.length === 0) throw new Error(`example prints nothing to check:\n${code}`);
  return lines;
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".css": "text/css",
};

/** Serves `root` on 127.0.0.1 (a free port) until `t`'s suite ends; returns its URL. */
export async function serve(t, root) {
  const server = createServer(async (req, res) => {
    const path = normalize(join(root, decodeURIComponent(new URL(req.url, "http://x").pathname)));
    if (path !== root && !path.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const file = (await stat(path)).isDirectory() ? join(path, "index.html") : path;
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  t.after(() => new Promise((ok) => server.close(ok)));
  return `http://127.0.0.1:${server.address().port}/`;
}

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** Headless Chromium for the suite `t`. */
export async function browser(t) {
  const instance = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  t.after(() => instance.close());
  return instance;
}

/** The consumer projects' page: a title, then `body` (an import map, a script tag). */
export function pageHtml(body) {
  return `<!doctype html>\n<title>sudoku-wasm</title>\n${body}`;
}

/** A page that runs the ES module at `src`. */
export function modulePage(src) {
  return pageHtml(`<script type="module" src="${src}"></script>\n`);
}

/**
 * Serves `root`, opens it in `chromium` and checks that the page printed what `example`
 * says it prints ([`expectedLogs`]), with no console error or warning, no uncaught
 * exception, no failed request and no request leaving the origin.
 */
export async function checkPage(t, chromium, root, example) {
  const expected = expectedLogs(example);
  const url = await serve(t, root);
  const { logs, problems } = await pageLogs(chromium, url, expected.length);
  assert.deepEqual(problems, []);
  assert.deepEqual(logs, expected);
}

/**
 * Opens `url` and collects what the page logs until `count` `console.log` lines have
 * arrived (or 30 s have passed). Fails on any console error or warning, uncaught
 * exception or failed request, and on any request that leaves `url`'s origin.
 */
export async function pageLogs(browserInstance, url, count) {
  const page = await browserInstance.newPage();
  const origin = new URL(url).origin;
  const logs = [];
  const problems = [];
  let done;
  const finished = new Promise((ok) => (done = ok));
  page.on("console", (msg) => {
    if (msg.type() === "log") {
      logs.push(msg.text());
      if (logs.length >= count) done();
    } else if (msg.type() === "error" || msg.type() === "warning") {
      problems.push(`console.${msg.type()}: ${msg.text()}`);
    }
  });
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("requestfailed", (req) => problems.push(`request failed: ${req.url()}`));
  await page.route("**/*", (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    problems.push(`request left the origin: ${route.request().url()}`);
    return route.abort();
  });
  try {
    await page.goto(url);
    let timer;
    const timeout = new Promise((ok) => (timer = setTimeout(ok, 30_000)));
    await Promise.race([finished, timeout]);
    clearTimeout(timer);
    return { logs, problems };
  } finally {
    await page.close();
  }
}
