// What a browser fetches for each entry of the built package, and the table of it that the
// package's README shows: `node scripts/package-sizes.mjs PKG_DIR` rewrites the lines
// between `<!-- sizes -->` and `<!-- end sizes -->` of PKG_DIR/README.md (scripts/build-pkg.sh
// runs it on every build, so the numbers on the npm page are those of the files it packs).
// tests/package/node.test.mjs checks the packed README's table against the packed files.
//
// An entry's files are its browser entry (index.js) and every module it imports, followed
// statically (`import … from "./…"`, `export … from "./…"`), plus the wasm its glue
// fetches. Sizes are gzip level 9 (Node's zlib), each file on its own, as a server sends them.

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { constants, gzipSync } from "node:zlib";

/** The entries a browser imports: the modules it starts from (package-relative), its wasm. */
export const ENTRIES = [
  { name: "sudoku-wasm", roots: ["index.js"], wasm: "wasm/sudoku_wasm_bg.wasm" },
  { name: "sudoku-wasm/full", roots: ["full/index.js"], wasm: "full/wasm/sudoku_wasm_bg.wasm" },
  // The worker entry's own modules, on the page and in the worker; the entry the worker
  // runs (full or core) is counted in its own row.
  { name: "sudoku-wasm/worker", roots: ["worker/index.js", "worker/browser-thread.js"], wasm: null, only: "worker/" },
];

/** The package-relative paths of `index` and every module it imports statically from its
 *  own package (an `import()` is loaded when called: the entry it names counts apart). */
export function moduleGraph(pkgDir, index) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(join(pkgDir, path), "utf8");
    for (const [, spec] of source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*"(\.{1,2}\/[^"]+)"/gms)) {
      const target = relative(pkgDir, join(pkgDir, dirname(path), spec));
      // The worker entry's client imports the full entry's contract: counted there.
      if (!target.startsWith("..")) visit(target);
    }
  };
  visit(index);
  return [...seen];
}

const gzipped = (pkgDir, path) =>
  gzipSync(readFileSync(join(pkgDir, path)), { level: constants.Z_BEST_COMPRESSION }).length;
const raw = (pkgDir, path) => readFileSync(join(pkgDir, path)).length;

/** Each entry's bytes and gzipped bytes, wasm and JS apart. */
export function measure(pkgDir) {
  return ENTRIES.map(({ name, roots, wasm, only = "" }) => {
    const graph = new Set(roots.flatMap((root) => moduleGraph(pkgDir, root)));
    const js = [...graph].filter((path) => path.startsWith(only));
    const sum = (paths, size) => paths.reduce((total, path) => total + size(pkgDir, path), 0);
    const wasmFiles = wasm ? [wasm] : [];
    return {
      name,
      files: [...js, ...wasmFiles],
      wasm: { bytes: sum(wasmFiles, raw), gzipped: sum(wasmFiles, gzipped) },
      js: { bytes: sum(js, raw), gzipped: sum(js, gzipped) },
    };
  });
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The README's table for `measure`'s rows. */
export function table(rows) {
  const lines = [
    "| entry | files a browser fetches | wasm, gzipped | JS, gzipped | total gzipped (bytes) |",
    "|---|---:|---:|---:|---:|",
  ];
  for (const { name, files, wasm, js } of rows) {
    const total = wasm.gzipped + js.gzipped;
    const wasmCell = name === "sudoku-wasm/worker" ? "(the entry it runs)" : kb(wasm.gzipped);
    lines.push(`| \`${name}\` | ${files.length} | ${wasmCell} | ${kb(js.gzipped)} | **${kb(total)}** (${total}) |`);
  }
  return lines.join("\n");
}

const START = "<!-- sizes -->";
const END = "<!-- end sizes -->";

/** `readme` with the lines between the size markers replaced by `text`. */
export function withTable(readme, text) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, start + START.length)}\n${text}\n${readme.slice(end)}`;
}

/** The table between the size markers of `readme`. */
export function tableOf(readme) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return readme.slice(start + START.length, end).trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pkgDir = process.argv[2];
  if (!pkgDir) {
    console.error("usage: node scripts/package-sizes.mjs PKG_DIR");
    process.exit(2);
  }
  const rows = measure(pkgDir);
  const readme = join(pkgDir, "README.md");
  writeFileSync(readme, withTable(readFileSync(readme, "utf8"), table(rows)));
  for (const { name, wasm, js } of rows) {
    console.error(
      `built ${name}: wasm ${wasm.bytes} B (${wasm.gzipped} gzipped), JS ${js.bytes} B (${js.gzipped} gzipped),`,
      `${wasm.gzipped + js.gzipped} B gzipped together`,
    );
  }
}
