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

  await t.test("attw: every entry in every resolution mode, no rule ignored", async () => {
    // The `./…_bg.wasm` subpaths are assets for bundlers to import (what the import is
    // depends on the bundler: a URL, bytes, a compiled module), not modules with types:
    // only the JavaScript entries are checked. The worker entry's `require` under Node is
    // a CommonJS file (worker/node.cjs), so no entry resolves CommonJS to an ES module.
    const { stdout } = await sh(join(TOOLS, ".bin/attw"), [
      tarball, "--no-definitely-typed", "--format", "ascii", "--entrypoints", ".", "./full", "./worker",
    ]);
    assert.match(stdout, /No problems found/, stdout);
  });
});
