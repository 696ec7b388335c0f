// The packed tarball bundled by esbuild for the browser (issue 14), run in headless
// Chromium: one ESM bundle that solves with the core entry and asks the full entry for a
// hint. The one option a user adds is `--loader:.wasm=file`, with the wasm imported by
// its package path and handed to `init` (README, "Bundlers and runtimes"); it must print
// the solution's first row and the hint's technique, with no console error and no
// request leaving the page's origin.

import assert from "node:assert/strict";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

import { browser, consumerProject, packTarball, pageLogs, serve, sh, TOOLS } from "./helpers.mjs";

/** What a user writes: both entries, each given the URL of its wasm. */
const APP = `import init, { solve } from "sudoku-wasm";
import wasmUrl from "sudoku-wasm/sudoku_wasm_bg.wasm";
import initFull, { hint } from "sudoku-wasm/full";
import fullWasmUrl from "sudoku-wasm/full/sudoku_wasm_bg.wasm";

await init({ module_or_path: wasmUrl });
await initFull({ module_or_path: fullWasmUrl });
const line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const cells = Uint8Array.from(line, (c) => (c === "." ? 0 : Number(c)));
console.log(solve(cells).slice(0, 9).join(""));
console.log(hint(cells).technique);
`;

test("the packed package bundled by esbuild", async (t) => {
  const tarball = await packTarball(t);
  const chromium = await browser(t);

  await t.test("a browser ESM bundle (--loader:.wasm=file) in Chromium: a solve and a hint", async () => {
    const dir = await consumerProject(t, tarball, "esbuild-web", {
      "app.js": APP,
      "dist/index.html": `<!doctype html>\n<title>sudoku-wasm</title>\n<script type="module" src="./app.js"></script>\n`,
    });
    await sh(
      join(TOOLS, ".bin/esbuild"),
      ["app.js", "--bundle", "--format=esm", "--loader:.wasm=file", "--outdir=dist", "--log-level=warning"],
      { cwd: dir },
    );
    const emitted = await readdir(join(dir, "dist"));
    assert.equal(emitted.filter((f) => f.endsWith(".wasm")).length, 2, `both wasm files emitted: ${emitted}`);
    const url = await serve(t, join(dir, "dist"));
    const { logs, problems } = await pageLogs(chromium, url, 2);
    assert.deepEqual(problems, []);
    assert.deepEqual(logs, ["534678912", "Naked single"]);
  });
});
