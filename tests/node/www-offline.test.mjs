// The service worker's list of files (www/sw.js) is the page: every module, the style,
// the icon, the manifest, the wasm and the worker entry (www/pkg, once built), and
// nothing that does not exist.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const WWW = fileURLToPath(new URL("../../www/", import.meta.url));

async function pageFiles(dir = WWW) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith(".")) continue; // the build's keys (www/pkg)
    if (entry.isDirectory()) {
      out.push(...(await pageFiles(path)));
    } else if (entry.name !== "sw.js") {
      out.push(relative(WWW, path));
    }
  }
  return out;
}

async function cachedFiles() {
  const source = await readFile(join(WWW, "sw.js"), "utf8");
  const list = source.match(/const FILES = (\[[^\]]*\]);/)[1];
  return JSON.parse(list.replace(/,\s*\]/, "]"));
}

test("the service worker caches every file of the page, and the wasm with its glue", async () => {
  const cached = await cachedFiles();
  for (const file of await pageFiles()) assert.ok(cached.includes(file), `${file} is cached for offline use`);
  assert.ok(cached.includes("./"), "the page's own address");
  for (const file of ["pkg/index.js", "pkg/wasm/sudoku_wasm.js", "pkg/wasm/sudoku_wasm_bg.wasm", "pkg/full/index.js", "pkg/full/wasm/sudoku_wasm.js", "pkg/full/wasm/sudoku_wasm_bg.wasm", "pkg/worker/index.js", "pkg/worker/browser-thread.js"]) {
    assert.ok(cached.includes(file), `${file} (the engines, core and full, and their worker entry) is cached`);
  }
  assert.equal(new Set(cached).size, cached.length, "no file twice");
});

test("every file the service worker caches exists (the wasm once built)", async () => {
  for (const file of await cachedFiles()) {
    if (file === "./" || (file.startsWith("pkg/") && !existsSync(join(WWW, "pkg")))) continue;
    assert.ok(existsSync(join(WWW, file)), `${file} exists`);
  }
});
