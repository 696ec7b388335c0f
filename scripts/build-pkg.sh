#!/usr/bin/env bash
# Builds the npm package `sudoku-wasm` into pkg/ (git-ignored); `npm pack ./pkg` makes the
# tarball. Two entries, one per variant of the module (scripts/build-wasm.sh):
#
#   "sudoku-wasm"        the core (no logic feature): pkg/
#   "sudoku-wasm/full"   everything, the logic engine included: pkg/full/
#
# Each entry directory holds the same set of files:
#
#   index.js, node.cjs, node.mjs,  hand-written entries (js/), copied as they are:
#   node-bundle.js, node-webpack.js, workerd.js
#       index.js    browsers, bundlers, Deno, Bun, workers: re-exports the browser glue;
#                   `await init()` fetches wasm/sudoku_wasm_bg.wasm via
#                   new URL(…, import.meta.url), which Vite and webpack 5 emit as an asset
#       node.cjs    Node `require`: the Node glue, instantiated synchronously on load
#       node.mjs    Node `import`: re-exports node.cjs (one instance for both)
#       node-bundle.js  bundlers building for Node (esbuild --platform=node): the browser
#                   glue over an `import` of the wasm the bundler resolves, instantiated
#                   synchronously on load
#       node-webpack.js  webpack building for Node: the same, the wasm read from
#                   new URL(…, import.meta.url), which webpack emits as an asset
#       workerd.js  workerd (Cloudflare Workers): the browser glue over a static `import`
#                   of the wasm, which workerd gives as a compiled module
#   index.d.ts, node.d.cts         their types (js/index.d.ts, js/full/index.d.ts)
#   contract.js, .cjs, .d.cts      generated from the module's own lists
#                                  (scripts/contract.mjs): SolveStatus, SudokuError and
#                                  the string unions (ErrorCode, Level, ...)
#   wasm/                          wasm-bindgen's output, never edited:
#       sudoku_wasm.js       the browser glue (--target web)
#       sudoku_wasm.cjs      the Node glue (--target nodejs), renamed only (it is CommonJS)
#       sudoku_wasm_bg.wasm  the module, optimised by wasm-opt; both glues load this one
#                            (wasm-bindgen emits the same module for each target)
#
# and the root has the types both entries share: api.d.cts (the core's functions and
# shapes), init.d.cts (init, initSync); pkg/full/logic.d.cts, variants.d.cts and generate.d.cts have the
# logic engine's and the variant puzzles'. A new feature's exports (a new src/wasm/*.rs)
# get their types in a new js/full/*.d.cts, one `export *` line in js/full/index.d.ts and
# one name in the `cp` below; the test in tests/package/node.test.mjs lists the files.
#
# The `exports` map in package.json (written below) picks a file per condition: `node`
# (its `types` for import / require, `webpack` and `module` for bundlers building for
# Node, then import / require), then `types` and `default` (index.js) for every other runtime and
# bundler. A runtime that needs its own entry gets a condition before
# `default` in `entry()` below, pointing at a hand-written file in js/.
#
# Only what changed is rebuilt: build-wasm.sh skips a variant whose module is unchanged.
#
# usage: scripts/build-pkg.sh [OUT_DIR]   (default pkg)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-pkg}
export PATH="$HOME/.cargo/bin:$PATH"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One entry: the module and both glues in DIR/wasm, the hand-written entries and types
# from js/ (and TYPES_DIR, the entry's own types), the generated contract.
#   entry --core|--full DIR TARGET_DIR TYPES_DIR
entry() {
  local flag=$1 dir=$2 target_dir=$3 types=$4
  mkdir -p "$dir/wasm"
  if [ "$flag" = --core ]; then
    scripts/build-wasm.sh --core "$dir/wasm"
  else
    scripts/build-wasm.sh "$dir/wasm"
  fi
  local node_out="$tmp/${flag#--}"
  wasm-bindgen --target nodejs --no-typescript --out-dir "$node_out" \
    "$target_dir/wasm32-unknown-unknown/release/sudoku_wasm.wasm"
  cp "$node_out/sudoku_wasm.js" "$dir/wasm/sudoku_wasm.cjs"

  cp js/index.js js/browser-bundle.js js/node.cjs js/node.mjs js/node-bundle.js js/node-webpack.js \
    js/workerd.js "$dir/"
  cp "$types/index.d.ts" "$dir/index.d.ts"
  cp "$types/index.d.ts" "$dir/node.d.cts"
  node scripts/contract.mjs "$dir"
}

# The package's types are the hand-written files in js/: a `typescript_custom_section`
# in Rust would be dropped (the glue is built with --no-typescript), so none may exist.
if grep -rn typescript_custom_section src/wasm/; then
  echo "build-pkg: TypeScript belongs in js/*.d.cts (js/README.md), not in the Rust source" >&2
  exit 1
fi

rm -rf "$out/full" "$out"/*.js "$out"/*.cjs "$out"/*.mjs "$out"/*.d.ts "$out"/*.d.cts
mkdir -p "$out"
entry --core "$out" target/wasm-core js
entry --full "$out/full" target js/full
cp js/api.d.cts js/init.d.cts "$out/"
cp js/full/logic.d.cts js/full/variants.d.cts js/full/generate.d.cts "$out/full/"
# `sudoku-wasm/worker`: the full entry in a worker, behind promises (js/worker/).
mkdir -p "$out/worker"
cp js/worker/*.js js/worker/*.mjs js/worker/*.cjs js/worker/index.d.ts "$out/worker/"
cp js/worker/index.d.ts "$out/worker/node.d.cts"
cp js/README.md "$out/README.md"
cp CHANGELOG.md LICENSE-MIT LICENSE-APACHE "$out/"

cargo metadata --no-deps --format-version 1 | node --input-type=module -e '
import { readFileSync, writeFileSync } from "node:fs";
const meta = JSON.parse(readFileSync(0, "utf8")).packages.find((p) => p.name === "sudoku-wasm");
/** The exports of one entry, its files under `dir` ("." or "./full"). */
// The CommonJS types only under "node", where require finds CommonJS: elsewhere require
// finds index.js, an ES module, typed by index.d.ts (publint checks the formats agree).
const entry = (dir) => ({
  node: {
    types: { import: `${dir}/index.d.ts`, require: `${dir}/node.d.cts` },
    // Bundlers only (Node ignores both), for import and require alike: the __dirname
    // of the Node glue would not survive bundling. webpack first: it honours "module"
    // too but cannot take its static wasm import.
    webpack: `${dir}/node-webpack.js`,
    module: `${dir}/node-bundle.js`,
    import: `${dir}/node.mjs`,
    require: `${dir}/node.cjs`,
  },
  types: `${dir}/index.d.ts`,
  // Cloudflare Workers and wrangler: the wasm as a compiled module import.
  workerd: `${dir}/workerd.js`,
  // Bundlers that emit new URL(…, import.meta.url) as an asset keep index.js: webpack
  // (and Rspack) by `webpack`, Vite, Parcel and Rollup by their mode. The rest that honour
  // `module` (esbuild) get an entry whose init() loads a static import of the wasm.
  webpack: `${dir}/index.js`,
  development: `${dir}/index.js`,
  production: `${dir}/index.js`,
  module: `${dir}/browser-bundle.js`,
  default: `${dir}/index.js`,
});
/** The files of one entry directory ("" or "full/"). */
const files = (dir) =>
  ["*.js", "*.cjs", "*.mjs", "*.d.ts", "*.d.cts", "wasm/*.js", "wasm/*.cjs", "wasm/*.wasm"].map(
    (glob) => dir + glob,
  );
const pkg = {
  name: meta.name,
  version: meta.version,
  description: meta.description,
  license: meta.license,
  // No `repository`: the project has no public URL yet (Cargo.toml has none either).
  ...(meta.repository ? { repository: meta.repository } : {}),
  keywords: [...meta.keywords, "webassembly", "rust"],
  type: "module",
  main: "./node.cjs",
  module: "./index.js",
  types: "./index.d.ts",
  // TypeScript resolving without `exports` (moduleResolution "node10") finds the
  // subpath types here.
  typesVersions: { "*": { full: ["./full/index.d.ts"], worker: ["./worker/node.d.cts"] } },
  exports: {
    ".": entry("."),
    "./full": entry("./full"),
    // A module Worker (browsers, bundlers), worker_threads (Node): ES modules, and for
    // require under Node a CommonJS file that imports them on the first call.
    "./worker": {
      node: {
        import: { types: "./worker/index.d.ts", default: "./worker/node.mjs" },
        require: { types: "./worker/node.d.cts", default: "./worker/node.cjs" },
      },
      types: "./worker/index.d.ts",
      default: "./worker/index.js",
    },
    "./sudoku_wasm_bg.wasm": "./wasm/sudoku_wasm_bg.wasm",
    "./full/sudoku_wasm_bg.wasm": "./full/wasm/sudoku_wasm_bg.wasm",
    "./package.json": "./package.json",
  },
  // Globs, not directories: the build leaves a .build-key in each wasm/.
  files: [...files(""), ...files("full/"), "worker/*", "README.md", "CHANGELOG.md", "LICENSE-MIT", "LICENSE-APACHE"],
  sideEffects: false,
  engines: { node: ">=18" },
};
writeFileSync(process.argv[1] + "/package.json", JSON.stringify(pkg, null, 2) + "\n");
' "$out"

# What a browser fetches for each entry, gzipped, into the package README's size table.
node scripts/package-sizes.mjs "$out"
