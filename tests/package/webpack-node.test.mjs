// The packed tarball bundled by webpack 5 for Node (issue 14): `target: "node"`, nothing
// else in the config, the default CommonJS output, run by Node after moving the output
// directory away from the project (no node_modules to fall back on). The `node` >
// `webpack` condition picks node-webpack.js, which reads the wasm from
// `new URL(…, import.meta.url)`, emitted by webpack beside the bundle. It must print each
// entry's first row of the solution and the full entry's hint.

import assert from "node:assert/strict";
import { cp, readdir } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

import { consumerProject, NODE_APP, packTarball, sh, tempDir, TOOLS } from "./helpers.mjs";

test("the packed package bundled by webpack 5 for Node", async (t) => {
  const tarball = await packTarball(t);
  const dir = await consumerProject(t, tarball, "webpack-node", {
    "src/index.js": NODE_APP,
    "webpack.config.cjs": 'module.exports = { target: "node", mode: "production" };\n',
  });
  await sh(process.execPath, [join(TOOLS, "webpack-cli/bin/cli.js"), "--config", "webpack.config.cjs"], {
    cwd: dir,
  });
  const emitted = await readdir(join(dir, "dist"));
  assert.equal(emitted.filter((f) => f.endsWith(".wasm")).length, 2, `both wasm files emitted: ${emitted}`);
  const moved = await tempDir(t, "webpack-node-moved");
  await cp(join(dir, "dist"), moved, { recursive: true });
  const { stdout, stderr } = await sh(process.execPath, ["main.js"], { cwd: moved });
  assert.equal(stderr, "");
  assert.equal(stdout, "534678912\n534678912\nNaked single\n");
});
