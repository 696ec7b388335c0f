// The packed tarball bundled by Rollup for the browser (issue 14), with the plugins its
// users use: @rollup/plugin-node-resolve (`browser: true`, for the package's `exports`)
// and @rollup/plugin-wasm (`targetEnv: "browser"`), run in headless Chromium. The app
// and the config are the README's (js/README.md, "Rollup"), verbatim: each entry's wasm
// imported by its package path, which the wasm plugin turns into a function resolving to
// the compiled module, handed to `init`. It must print the solution's first row and the
// hint's technique, with no console error or warning and no request leaving the origin.

import assert from "node:assert/strict";
import { mkdir, readdir, symlink } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

import {
  browser,
  consumerProject,
  expectedLogs,
  packageReadmeBlocks,
  packTarball,
  pageLogs,
  serve,
  sh,
  TOOLS,
} from "./helpers.mjs";

/** The `js` blocks of js/README.md's Rollup section: the config and the app. */
async function readmeRollup() {
  const blocks = await packageReadmeBlocks("rollup");
  const config = blocks.find((code) => code.includes("export default"));
  const app = blocks.find((code) => code.includes("await init("));
  assert.ok(config && app, "the Rollup section has a config and an app");
  return { config, app };
}

test("the packed package bundled by Rollup", async (t) => {
  const tarball = await packTarball(t);
  const { config, app } = await readmeRollup();
  const chromium = await browser(t);

  await t.test("a browser ES-module bundle (plugin-node-resolve, plugin-wasm) in Chromium: a solve and a hint", async () => {
    const dir = await consumerProject(t, tarball, "rollup", {
      "rollup.config.mjs": config,
      "src/main.js": app,
      "dist/index.html": `<!doctype html>\n<title>sudoku-wasm</title>\n<script type="module" src="./main.js"></script>\n`,
    });
    // The plugins are the workspace's pinned dev dependencies, linked where the config
    // (an ES module, which ignores NODE_PATH) looks for them.
    await mkdir(join(dir, "node_modules/@rollup"), { recursive: true });
    for (const plugin of ["plugin-node-resolve", "plugin-wasm"]) {
      await symlink(join(TOOLS, "@rollup", plugin), join(dir, "node_modules/@rollup", plugin), "dir");
    }
    const { stderr } = await sh(process.execPath, [join(TOOLS, "rollup/dist/bin/rollup"), "-c"], { cwd: dir });
    // Rollup reports on stderr; beyond its summary lines, nothing (no warning).
    const noise = stderr
      .replace(/\x1b\[[0-9;]*m/g, "")
      .split("\n")
      .filter((line) => line.trim() && !/^(src\/main\.js → dist|created dist in )/.test(line));
    assert.deepEqual(noise, [], stderr);
    const emitted = await readdir(join(dir, "dist"));
    assert.equal(emitted.filter((f) => f.endsWith(".wasm")).length, 2, `both wasm files emitted: ${emitted}`);
    const expected = expectedLogs(app);
    const url = await serve(t, join(dir, "dist"));
    const { logs, problems } = await pageLogs(chromium, url, expected.length);
    assert.deepEqual(problems, []);
    assert.deepEqual(logs, expected);
  });
});
