#!/usr/bin/env bash
# Builds the npm package `sudoku-wasm` into pkg/ (git-ignored); `npm pack ./pkg` makes the
# tarball. One wasm file, two ways to load it:
#
#   sudoku_wasm.js    browsers and bundlers (wasm-bindgen --target web): `await init()`
#                     fetches sudoku_wasm_bg.wasm via new URL(…, import.meta.url), which
#                     Vite and webpack 5 turn into an emitted asset.
#   node.cjs          Node `require` (wasm-bindgen --target nodejs): reads and compiles the
#                     wasm synchronously on first load; init() and initSync() are added
#                     and have nothing left to do.
#   node.mjs          Node `import`: re-exports node.cjs, so both share one instance.
#
# The exports map in package.json picks one by condition. The glue differs per target,
# the wasm does not (wasm-bindgen emits the same module for each target).
#
# usage: scripts/build-pkg.sh [OUT_DIR]   (default pkg)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-pkg}
export PATH="$HOME/.cargo/bin:$PATH"

rm -rf "$out"
# cargo build, wasm-bindgen --target web, wasm-opt: the same module the page ships.
scripts/build-wasm.sh "$out"
rm -f "$out/sudoku_wasm_bg.wasm.d.ts" "$out/.gitignore"
# InitOutput, the raw exports, types an externref parameter (a string argument taken as
# a JsValue) as `any`; `unknown` is as true and keeps `any` out of the package.
sed -i -E '/^    readonly [A-Za-z0-9_]+: \(/ s/: any([,)])/: unknown\1/g' "$out/sudoku_wasm.d.ts"
if grep -nw any "$out/sudoku_wasm.d.ts" | grep -v '^[0-9]*: *\*\|/\*\*'; then
  echo "build-pkg: \`any\` left in $out/sudoku_wasm.d.ts" >&2
  exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
wasm-bindgen --target nodejs --out-dir "$tmp" target/wasm32-unknown-unknown/release/sudoku_wasm.wasm
node scripts/guard-glue.mjs "$tmp/sudoku_wasm.js"
# The nodejs glue names `${__dirname}/sudoku_wasm_bg.wasm` and keeps the instance's
# exports in `wasm`: check both, since the lines below rely on them.
grep -q '^const wasmPath = `${__dirname}/sudoku_wasm_bg.wasm`;$' "$tmp/sudoku_wasm.js"
grep -q '^let wasm = wasmInstance.exports;$' "$tmp/sudoku_wasm.js"
{
  cat "$tmp/sudoku_wasm.js"
  cat <<'JS'

// Added by scripts/build-pkg.sh: the loading interface of the browser build. Here the
// module was compiled and instantiated synchronously above, so there is nothing to wait
// for: `await init()` resolves at once and `initSync()` returns at once, whatever their
// arguments.
exports.__esModule = true;
exports.default = function init() {
    return Promise.resolve(wasm);
};
exports.initSync = function initSync() {
    return wasm;
};
JS
} > "$out/node.cjs"

# Named exports listed from the built module itself, so they cannot drift; `export *`
# would also re-export node.cjs's `__esModule` marker.
node -e '
const out = process.argv[1];
const names = Object.keys(require(out + "/node.cjs"))
  .filter((name) => name !== "default" && name !== "__esModule");
require("node:fs").writeFileSync(out + "/node.mjs", [
  "// Node, ES modules: the CommonJS build underneath, so `import` and `require` share one",
  "// instance. The wasm is ready when this module has loaded; init() resolves at once.",
  "import sudoku from \"./node.cjs\";",
  "",
  "export const { " + names.join(", ") + " } = sudoku;",
  "export default sudoku.default;",
  "",
].join("\n"));
' "$(realpath "$out")"

# The same declarations serve `require` (a .d.cts types CommonJS) and `import`.
cp "$out/sudoku_wasm.d.ts" "$out/node.d.cts"
cp README.md LICENSE-MIT LICENSE-APACHE "$out/"

cargo metadata --no-deps --format-version 1 | node --input-type=module -e '
import { readFileSync, writeFileSync } from "node:fs";
const meta = JSON.parse(readFileSync(0, "utf8")).packages.find((p) => p.name === "sudoku-wasm");
const pkg = {
  name: meta.name,
  version: meta.version,
  description: meta.description,
  license: meta.license,
  repository: meta.repository,
  keywords: [...meta.keywords, "webassembly", "rust"],
  type: "module",
  main: "./node.cjs",
  module: "./sudoku_wasm.js",
  types: "./sudoku_wasm.d.ts",
  exports: {
    ".": {
      types: { require: "./node.d.cts", default: "./sudoku_wasm.d.ts" },
      node: { import: "./node.mjs", require: "./node.cjs" },
      default: "./sudoku_wasm.js",
    },
    "./sudoku_wasm_bg.wasm": "./sudoku_wasm_bg.wasm",
    "./package.json": "./package.json",
  },
  files: [
    "sudoku_wasm.js",
    "sudoku_wasm.d.ts",
    "sudoku_wasm_bg.wasm",
    "node.cjs",
    "node.mjs",
    "node.d.cts",
    "README.md",
    "LICENSE-MIT",
    "LICENSE-APACHE",
  ],
  sideEffects: false,
  engines: { node: ">=18" },
};
writeFileSync(process.argv[1] + "/package.json", JSON.stringify(pkg, null, 2) + "\n");
' "$out"

gz() { gzip -9 -c "$1" | wc -c; }
echo "built $out: wasm $(wc -c < "$out/sudoku_wasm_bg.wasm") B ($(gz "$out/sudoku_wasm_bg.wasm") gzipped)," \
  "browser JS $(wc -c < "$out/sudoku_wasm.js") B ($(gz "$out/sudoku_wasm.js") gzipped)" >&2
