// The packed tarball under the two linters users and registries run on packages (issue
// 14): publint (package.json fields, `exports` targets, the format of each file and of its
// types) and @arethetypeswrong/cli (what TypeScript resolves under node10, node16 from
// CommonJS and from ES modules, and bundler resolution, against what the JavaScript is).
// Both must report nothing.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";

import { packTarball, sh, TOOLS } from "./helpers.mjs";

test("the packed package under publint and @arethetypeswrong/cli", async (t) => {
  const tarball = await packTarball(t);

  await t.test("publint --strict: no error, warning or suggestion", async () => {
    const { stdout } = await sh(join(TOOLS, ".bin/publint"), ["run", tarball, "--strict"]);
    assert.match(stdout, /All good!/, stdout);
  });

  await t.test("attw: sudoku-wasm and sudoku-wasm/full in every resolution mode", async () => {
    // The `./…_bg.wasm` subpaths are assets for bundlers to import (what the import is
    // depends on the bundler: a URL, bytes, a compiled module), not modules with types:
    // only the JavaScript entries are checked.
    await sh(join(TOOLS, ".bin/attw"), [tarball, "--no-definitely-typed", "--format", "ascii", "--entrypoints", ".", "./full"]);
  });

  await t.test("attw: sudoku-wasm/worker, ES modules only by design", async () => {
    // The worker entry is an ES module for every condition (js/worker: it spawns module
    // workers and worker_threads from `import.meta.url`), so `require` of it resolving to
    // ES modules is by design: that one rule is ignored, for this entry only.
    await sh(join(TOOLS, ".bin/attw"), [
      tarball, "--no-definitely-typed", "--format", "ascii", "--entrypoints", "./worker", "--ignore-rules", "cjs-resolves-to-esm",
    ]);
  });
});
