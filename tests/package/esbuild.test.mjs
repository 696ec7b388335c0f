// The packed tarball bundled by esbuild (issue 14), each bundle ESM and each solving with
// the core entry and asking the full entry for a solve and a hint:
// - for the browser, run in headless Chromium: the app and the command are js/README.md's
//   esbuild section, verbatim: the code as everywhere (no wasm import, `await init()`),
//   the one option `--loader:.wasm=file` (the `module` condition picks browser-bundle.js,
//   whose wasm import esbuild emits); no console error and no request leaving the page's
//   origin;
// - for Node (`--platform=node`), run by Node after moving the bundle's directory away
//   from the project (no node_modules to fall back on): the `node` > `module` condition
//   picks node-bundle.js, whose wasm import esbuild resolves; the one option is
//   `--loader:.wasm=file` (the wasm files beside the bundle), or `--loader:.wasm=binary`
//   (one self-contained file; with a `--target`, see below), which CommonJS bundles
//   (`--format=cjs`) need: they have no `import.meta.url` to find a file by.
// What to write is docs/javascript.md's "Per bundler and runtime" table.

import assert from "node:assert/strict";
import { cp, readdir } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

import {
  browser,
  checkPage,
  consumerProject,
  modulePage,
  NODE_APP,
  packageReadmeBlocks,
  packTarball,
  sh,
  tempDir,
  TOOLS,
} from "./helpers.mjs";

/** js/README.md's esbuild section: the browser app and the esbuild command's arguments. */
async function readmeEsbuild() {
  const [app] = await packageReadmeBlocks("esbuild");
  const [command] = await packageReadmeBlocks("esbuild", "sh");
  assert.ok(app && command, "the esbuild section has an app and a command");
  assert.doesNotMatch(app, /\.wasm/, "the app names no wasm file");
  const [bin, ...args] = command.trim().split(/\s+/);
  assert.equal(bin, "esbuild");
  return { app, args };
}

/** NODE_APP under `require`: the module is ready when required, nothing to wait for. */
const NODE_CJS_APP = `const { solve } = require("sudoku-wasm");
const { solve: solveFull, hint } = require("sudoku-wasm/full");

const line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const cells = Uint8Array.from(line, (c) => (c === "." ? 0 : Number(c)));
console.log(solve(cells).slice(0, 9).join(""));
console.log(solveFull(cells).slice(0, 9).join(""));
console.log(hint(cells).technique);
`;

test("the packed package bundled by esbuild", async (t) => {
  const tarball = await packTarball(t);
  const chromium = await browser(t);

  await t.test("a browser ESM bundle (--loader:.wasm=file) in Chromium: solves and a hint", async () => {
    const { app, args } = await readmeEsbuild();
    const dir = await consumerProject(t, tarball, "esbuild-web", {
      "app.js": app,
      "dist/index.html": modulePage("./app.js"),
    });
    const { stderr } = await sh(join(TOOLS, ".bin/esbuild"), [...args, "--log-level=warning"], { cwd: dir });
    assert.equal(stderr, "", "no esbuild warning");
    const emitted = await readdir(join(dir, "dist"));
    assert.equal(emitted.filter((f) => f.endsWith(".wasm")).length, 2, `both wasm files emitted: ${emitted}`);
    await checkPage(t, chromium, join(dir, "dist"), app);
  });

  await t.test("Node ESM bundles (--platform=node), moved away from node_modules: a solve and a hint", async () => {
    const dir = await consumerProject(t, tarball, "esbuild-node", { "app.js": NODE_APP });
    for (const [loader, extra, wasmFiles] of [
      ["file", [], 2],
      // esbuild's default target (esnext) decodes the bytes with Uint8Array.fromBase64,
      // which Node 20 lacks; a target of Node 18 or later brings a fallback.
      ["binary", ["--target=node18"], 0],
    ]) {
      const out = `dist-${loader}`;
      await sh(
        join(TOOLS, ".bin/esbuild"),
        ["app.js", "--bundle", "--platform=node", "--format=esm", `--loader:.wasm=${loader}`, ...extra,
          `--outfile=${out}/app.mjs`, "--log-level=warning"],
        { cwd: dir },
      );
      const emitted = await readdir(join(dir, out));
      assert.equal(emitted.filter((f) => f.endsWith(".wasm")).length, wasmFiles, `${loader}: ${emitted}`);
      const moved = await tempDir(t, `esbuild-node-${loader}`);
      await cp(join(dir, out), moved, { recursive: true });
      const { stdout, stderr } = await sh(process.execPath, ["app.mjs"], { cwd: moved });
      assert.equal(stderr, "", loader);
      assert.equal(stdout, "534678912\n534678912\nNaked single\n", loader);
    }
  });

  await t.test("a Node CommonJS bundle (--format=cjs, --loader:.wasm=binary), moved: a solve and a hint", async () => {
    const dir = await consumerProject(t, tarball, "esbuild-node-cjs", { "app.cjs": NODE_CJS_APP });
    await sh(
      join(TOOLS, ".bin/esbuild"),
      ["app.cjs", "--bundle", "--platform=node", "--format=cjs", "--loader:.wasm=binary", "--target=node18",
        "--outfile=dist/app.cjs", "--log-level=warning"],
      { cwd: dir },
    );
    const moved = await tempDir(t, "esbuild-node-cjs-moved");
    await cp(join(dir, "dist"), moved, { recursive: true });
    const { stdout, stderr } = await sh(process.execPath, ["app.cjs"], { cwd: moved });
    assert.equal(stderr, "");
    assert.equal(stdout, "534678912\n534678912\nNaked single\n");
  });
});
