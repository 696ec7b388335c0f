// The packed tarball bundled by Rollup for the browser (issue 14), run in headless
// Chromium, in the two ways js/README.md's Rollup section gives, each read verbatim
// (config and app) from it:
// - "rollup": @rollup/plugin-node-resolve (`browser: true`, for the package's `exports`)
//   and @web/rollup-plugin-import-meta-assets, which emits what index.js finds by
//   `new URL(…, import.meta.url)` (each entry's wasm) beside the bundle: the app is the
//   code as everywhere (no wasm import, `await init()`);
// - "rollup-wasm": @rollup/plugin-node-resolve and @rollup/plugin-wasm
//   (`targetEnv: "browser"`): each entry's wasm imported by its package path, which the
//   wasm plugin turns into a function resolving to the compiled module, handed to `init`.
// Rollup's node-resolve matches `production` (or `development`) like Vite, so it gets
// index.js, not esbuild's browser-bundle.js. Each must print the solutions' first rows
// and the hint's technique, with no build warning, no console error or warning and no
// request leaving the origin.

import assert from "node:assert/strict";
import { mkdir, readdir, symlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { test } from "node:test";

import {
  browser,
  checkPage,
  consumerProject,
  modulePage,
  packageReadmeBlocks,
  packTarball,
  sh,
  TOOLS,
} from "./helpers.mjs";

/** The plugins the configs may import: the workspace's pinned dev dependencies. */
const PLUGINS = ["@rollup/plugin-node-resolve", "@rollup/plugin-wasm", "@web/rollup-plugin-import-meta-assets"];

/** The `js` blocks of one js/README.md Rollup section: the config and the app. */
async function readmeRollup(name) {
  const blocks = await packageReadmeBlocks(name);
  const config = blocks.find((code) => code.includes("export default"));
  const app = blocks.find((code) => code.includes("await init("));
  assert.ok(config && app, `the ${name} section has a config and an app`);
  return { config, app };
}

test("the packed package bundled by Rollup", async (t) => {
  const tarball = await packTarball(t);
  const chromium = await browser(t);

  for (const [name, what] of [
    ["rollup", "plugin-node-resolve, import-meta-assets; the app as everywhere"],
    ["rollup-wasm", "plugin-node-resolve, plugin-wasm; the wasm imported"],
  ]) {
    await t.test(`a browser ES-module bundle (${what}) in Chromium: solves and a hint`, async () => {
      const { config, app } = await readmeRollup(name);
      if (name === "rollup") assert.doesNotMatch(app, /\.wasm/, "the app names no wasm file");
      const dir = await consumerProject(t, tarball, name, {
        "rollup.config.mjs": config,
        "src/main.js": app,
        "dist/index.html": modulePage("./main.js"),
      });
      // Linked where the config (an ES module, which ignores NODE_PATH) looks for them.
      for (const plugin of PLUGINS) {
        await mkdir(join(dir, "node_modules", dirname(plugin)), { recursive: true });
        await symlink(join(TOOLS, plugin), join(dir, "node_modules", plugin), "dir");
      }
      const { stderr } = await sh(process.execPath, [join(TOOLS, "rollup/dist/bin/rollup"), "-c"], { cwd: dir });
      // Rollup reports on stderr; beyond its summary lines, nothing (no warning).
      const noise = stderr
        .replace(/\x1b\[[0-9;]*m/g, "")
        .split("\n")
        .filter((line) => line.trim() && !/^(src\/main\.js → dist|created dist in )/.test(line));
      assert.deepEqual(noise, [], stderr);
      const emitted = await readdir(join(dir, "dist"), { recursive: true });
      assert.equal(emitted.filter((f) => f.endsWith(".wasm")).length, 2, `both wasm files emitted: ${emitted}`);
      await checkPage(t, chromium, join(dir, "dist"), app);
    });
  }
});
