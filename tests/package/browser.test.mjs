// The packed tarball in headless Chromium: a page without a bundler (an import map and
// `<script type="module">`), a Vite production build and a webpack 5 production build.
// Each page runs the README's first example verbatim and must print what its comment
// says, with no console error or warning and no request leaving the page's origin.

import assert from "node:assert/strict";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

import {
  browser,
  consumerProject,
  expectedLogs,
  packTarball,
  pageLogs,
  readmeExamples,
  serve,
  sh,
  TOOLS,
} from "./helpers.mjs";

test("the packed package in the browser", async (t) => {
  const tarball = await packTarball(t);
  const { quickStart, html } = await readmeExamples();
  const expected = expectedLogs(quickStart);
  const chromium = await browser(t);

  /** Serves `root`, opens it, and checks the page printed the example's output. */
  async function check(root, path = "") {
    const url = (await serve(t, root)) + path;
    const { logs, problems } = await pageLogs(chromium, url, expected.length);
    assert.deepEqual(problems, []);
    assert.deepEqual(logs, expected);
  }

  await t.test("no bundler: an import map and <script type=module>", async () => {
    const dir = await consumerProject(t, tarball, "plain", {
      "index.html": `<!doctype html>\n<title>sudoku-wasm</title>\n${html}`,
      "main.js": quickStart,
    });
    await check(dir);
  });

  await t.test("Vite production build", async () => {
    const dir = await consumerProject(t, tarball, "vite", {
      "index.html": `<!doctype html>\n<title>sudoku-wasm</title>\n<script type="module" src="./main.js"></script>\n`,
      "main.js": quickStart,
    });
    await sh(process.execPath, [join(TOOLS, "vite/bin/vite.js"), "build", "--logLevel", "warn"], {
      cwd: dir,
    });
    const assets = await readdir(join(dir, "dist/assets"));
    assert.ok(assets.some((f) => f.endsWith(".wasm")), `no wasm emitted: ${assets}`);
    await check(join(dir, "dist"));
  });

  await t.test("webpack 5 production build", async () => {
    const dir = await consumerProject(t, tarball, "webpack", {
      "src/index.js": quickStart,
      "dist/index.html": `<!doctype html>\n<title>sudoku-wasm</title>\n<script src="main.js"></script>\n`,
    });
    await sh(process.execPath, [join(TOOLS, "webpack-cli/bin/cli.js"), "--mode", "production"], {
      cwd: dir,
    });
    const emitted = await readdir(join(dir, "dist"));
    assert.ok(emitted.some((f) => f.endsWith(".wasm")), `no wasm emitted: ${emitted}`);
    await check(join(dir, "dist"));
  });
});
