// The packed tarball in headless Chromium, both entries: a page without a bundler (an
// import map and `<script type="module">`) and a Vite production build for each, and a
// webpack 5 production build of the core. Each page runs a documented example verbatim (the
// first one for the core, the `sudoku-wasm/full` one for the full entry) and must print
// what its comments say, with no console error or warning and no request leaving the
// page's origin.

import assert from "node:assert/strict";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

import {
  browser,
  checkPage,
  consumerProject,
  modulePage,
  packTarball,
  pageHtml,
  readmeExamples,
  sh,
  TOOLS,
} from "./helpers.mjs";

test("the packed package in the browser", async (t) => {
  const tarball = await packTarball(t);
  const { quickStart, fullStart, html, worker } = await readmeExamples();
  const chromium = await browser(t);

  const check = (root, example) => checkPage(t, chromium, root, example);

  for (const [entry, example] of [
    ["sudoku-wasm", quickStart],
    ["sudoku-wasm/full", fullStart],
  ]) {
    await t.test(`${entry}, no bundler: an import map and <script type=module>`, async () => {
      const dir = await consumerProject(t, tarball, "plain", {
        "index.html": pageHtml(html),
        "main.js": example,
      });
      await check(dir, example);
    });

    await t.test(`${entry}, Vite production build`, async () => {
      const dir = await consumerProject(t, tarball, "vite", {
        "index.html": modulePage("./main.js"),
        "main.js": example,
      });
      await sh(process.execPath, [join(TOOLS, "vite/bin/vite.js"), "build", "--logLevel", "warn"], {
        cwd: dir,
      });
      const assets = await readdir(join(dir, "dist/assets"));
      assert.equal(assets.filter((f) => f.endsWith(".wasm")).length, 1, `one wasm emitted: ${assets}`);
      await check(join(dir, "dist"), example);
    });
  }

  await t.test("sudoku-wasm/worker, no bundler: a module Worker, cancel, pool", async () => {
    const map = html.replace(
      '"sudoku-wasm/full":',
      '"sudoku-wasm/worker": "./node_modules/sudoku-wasm/worker/index.js",\n      "sudoku-wasm/full":',
    );
    assert.notEqual(map, html, "docs/javascript.md's import map lists sudoku-wasm/full");
    const dir = await consumerProject(t, tarball, "worker", {
      "index.html": pageHtml(map),
      "main.js": worker,
    });
    await check(dir, worker);
  });

  await t.test("sudoku-wasm, webpack 5 production build", async () => {
    const dir = await consumerProject(t, tarball, "webpack", {
      "src/index.js": quickStart,
      "dist/index.html": pageHtml(`<script src="main.js"></script>\n`),
    });
    await sh(process.execPath, [join(TOOLS, "webpack-cli/bin/cli.js"), "--mode", "production"], {
      cwd: dir,
    });
    const emitted = await readdir(join(dir, "dist"));
    assert.ok(emitted.some((f) => f.endsWith(".wasm")), `no wasm emitted: ${emitted}`);
    await check(join(dir, "dist"), quickStart);
  });
});
