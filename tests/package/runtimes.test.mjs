// The packed tarball in the other JavaScript runtimes (issue 14): Deno (the `deno` npm
// package's binary, `npm:` specifiers resolved from the project's node_modules) and Bun
// (the `bun` npm package). Each runs what docs/javascript.md says to write for it: a solve from
// the core entry and a hint from `sudoku-wasm/full`, and must print the solution's first
// row and the hint's technique.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";

import { consumerProject, packTarball, sh, TOOLS } from "./helpers.mjs";

/** The script, importing from `prefix + "sudoku-wasm"` ("npm:" for Deno). */
const script = (prefix) => `import init, { solve } from "${prefix}sudoku-wasm";
import initFull, { hint } from "${prefix}sudoku-wasm/full";

await init();
await initFull();
const line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const cells = Uint8Array.from(line, (c) => (c === "." ? 0 : Number(c)));
console.log(solve(cells).slice(0, 9).join(""));
console.log(hint(cells).technique);
`;
const EXPECTED = "534678912\nNaked single\n";

test("the packed package in Deno and Bun", async (t) => {
  const tarball = await packTarball(t);

  await t.test("Deno: npm: specifiers from node_modules (deno.json nodeModulesDir manual)", async () => {
    const dir = await consumerProject(t, tarball, "deno", {
      "main.mjs": script("npm:"),
      "deno.json": `${JSON.stringify({ nodeModulesDir: "manual" })}\n`,
    });
    const { stdout } = await sh(join(TOOLS, ".bin/deno"), ["run", "--quiet", "--allow-read", "main.mjs"], {
      cwd: dir,
      env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" },
    });
    assert.equal(stdout, EXPECTED);
  });

  await t.test("Bun: bun main.mjs", async () => {
    const dir = await consumerProject(t, tarball, "bun", { "main.mjs": script("") });
    const { stdout } = await sh(join(TOOLS, ".bin/bun"), ["main.mjs"], { cwd: dir });
    assert.equal(stdout, EXPECTED);
  });
});
