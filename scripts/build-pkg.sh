#!/usr/bin/env bash
# Builds the npm package `sudoku-wasm` into pkg/ (git-ignored); `npm pack ./pkg` makes the
# tarball. Two entries, one per variant of the module (scripts/build-wasm.sh):
#
#   "sudoku-wasm"        the core (no logic feature): pkg/
#   "sudoku-wasm/full"   everything, the logic engine included: pkg/full/
#
# Each directory holds the same set of files, three ways to load its wasm:
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
# the wasm does not (wasm-bindgen emits the same module for each target). Only what
# changed is rebuilt: build-wasm.sh skips a variant whose module is unchanged.
#
# usage: scripts/build-pkg.sh [OUT_DIR]   (default pkg)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-pkg}
export PATH="$HOME/.cargo/bin:$PATH"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One entry: build-wasm.sh's browser build in DIR, then the Node glue beside it.
#   entry --core|--full DIR TARGET_DIR
entry() {
  local flag=$1 dir=$2 target_dir=$3
  if [ "$flag" = --core ]; then scripts/build-wasm.sh --core "$dir"; else scripts/build-wasm.sh "$dir"; fi

  # InitOutput, the raw exports, types an externref parameter (a string argument taken
  # as a JsValue) as `any`; `unknown` is as true and keeps `any` out of the package.
  sed -i -E '/^    readonly [A-Za-z0-9_]+: \(/ s/: any([,)])/: unknown\1/g' "$dir/sudoku_wasm.d.ts"
  if grep -nw any "$dir/sudoku_wasm.d.ts" | grep -v '^[0-9]*: *\*\|/\*\*'; then
    echo "build-pkg: \`any\` left in $dir/sudoku_wasm.d.ts" >&2
    exit 1
  fi

  local node_out="$tmp/${flag#--}"
  wasm-bindgen --target nodejs --out-dir "$node_out" \
    "$target_dir/wasm32-unknown-unknown/release/sudoku_wasm.wasm"
  node scripts/guard-glue.mjs "$node_out/sudoku_wasm.js"
  node scripts/trim-glue.mjs "$node_out/sudoku_wasm.js"
  # The nodejs glue names `${__dirname}/sudoku_wasm_bg.wasm` and keeps the instance's
  # exports in `wasm`: check both, since the lines below rely on them.
  grep -q '^const wasmPath = `${__dirname}/sudoku_wasm_bg.wasm`;$' "$node_out/sudoku_wasm.js"
  grep -q '^let wasm = wasmInstance.exports;$' "$node_out/sudoku_wasm.js"
  {
    cat "$node_out/sudoku_wasm.js"
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
  } > "$dir/node.cjs"

  # Named exports listed from the built module itself, so they cannot drift; `export *`
  # would also re-export node.cjs's `__esModule` marker.
  node -e '
  const dir = process.argv[1];
  const names = Object.keys(require(dir + "/node.cjs"))
    .filter((name) => name !== "default" && name !== "__esModule");
  require("node:fs").writeFileSync(dir + "/node.mjs", [
    "// Node, ES modules: the CommonJS build underneath, so `import` and `require` share one",
    "// instance. The wasm is ready when this module has loaded; init() resolves at once.",
    "import sudoku from \"./node.cjs\";",
    "",
    "export const { " + names.join(", ") + " } = sudoku;",
    "export default sudoku.default;",
    "",
  ].join("\n"));
  ' "$(realpath "$dir")"

  # The same declarations serve `require` (a .d.cts types CommonJS) and `import`.
  cp "$dir/sudoku_wasm.d.ts" "$dir/node.d.cts"
}

mkdir -p "$out"
entry --core "$out" target/wasm-core
entry --full "$out/full" target
cp README.md LICENSE-MIT LICENSE-APACHE "$out/"

cargo metadata --no-deps --format-version 1 | node --input-type=module -e '
import { readFileSync, writeFileSync } from "node:fs";
const meta = JSON.parse(readFileSync(0, "utf8")).packages.find((p) => p.name === "sudoku-wasm");
/** The exports of one entry, its files under `dir` ("." or "./full"). */
const entry = (dir) => ({
  types: { require: `${dir}/node.d.cts`, default: `${dir}/sudoku_wasm.d.ts` },
  node: { import: `${dir}/node.mjs`, require: `${dir}/node.cjs` },
  default: `${dir}/sudoku_wasm.js`,
});
const files = (dir) =>
  ["sudoku_wasm.js", "sudoku_wasm.d.ts", "sudoku_wasm_bg.wasm", "node.cjs", "node.mjs", "node.d.cts"]
    .map((name) => (dir === "." ? name : `${dir.slice(2)}/${name}`));
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
  // TypeScript resolving without `exports` (moduleResolution "node10") finds the
  // subpath types here.
  typesVersions: { "*": { full: ["./full/sudoku_wasm.d.ts"] } },
  exports: {
    ".": entry("."),
    "./full": entry("./full"),
    "./sudoku_wasm_bg.wasm": "./sudoku_wasm_bg.wasm",
    "./full/sudoku_wasm_bg.wasm": "./full/sudoku_wasm_bg.wasm",
    "./package.json": "./package.json",
  },
  // Listed one by one: the build leaves a .build-key beside them.
  files: [...files("."), ...files("./full"), "README.md", "LICENSE-MIT", "LICENSE-APACHE"],
  sideEffects: false,
  engines: { node: ">=18" },
};
writeFileSync(process.argv[1] + "/package.json", JSON.stringify(pkg, null, 2) + "\n");
' "$out"

gz() { gzip -9 -c "$1" | wc -c; }
for dir in "$out" "$out/full"; do
  wasm_gz=$(gz "$dir/sudoku_wasm_bg.wasm")
  js_gz=$(gz "$dir/sudoku_wasm.js")
  echo "built $dir: wasm $(wc -c < "$dir/sudoku_wasm_bg.wasm") B ($wasm_gz gzipped)," \
    "browser JS $(wc -c < "$dir/sudoku_wasm.js") B ($js_gz gzipped), $((wasm_gz + js_gz)) B gzipped together" >&2
done
