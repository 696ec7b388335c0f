#!/usr/bin/env bash
# Builds the page's engine into www/pkg, laid out as the npm package lays out its
# `sudoku-wasm/full` and `sudoku-wasm/worker` entries, so that the page runs on the
# package's own worker entry (one implementation) with the files a user gets:
#
#   www/pkg/full/index.js            js/index.js (the browser entry, as the package's)
#   www/pkg/full/contract.js, fast.js  scripts/contract.mjs's output, as the package's
#   www/pkg/full/wasm/               scripts/build-wasm.sh's output (the full build):
#                                    sudoku_wasm.js (browser glue), sudoku_wasm_bg.wasm
#   www/pkg/worker/                  js/worker/'s browser files (index.js, client.js,
#                                    browser-thread.js, serve.js)
#
# Every file here is in www/sw.js's list (tests/node/www-offline.test.mjs checks it).
# Only what changed is rebuilt.
#
# usage: scripts/build-page.sh [OUT_DIR]   (default www/pkg)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
out=${1:-www/pkg}

scripts/build-wasm.sh "$out/full/wasm"

mkdir -p "$out/worker"
cp js/index.js "$out/full/index.js"
cp js/worker/index.js js/worker/client.js js/worker/browser-thread.js js/worker/serve.js "$out/worker/"

# The contract (contract.js) and the fast path (fast.js) are written from the module's
# own lists, which scripts/contract.mjs reads through the Node glue: made in a
# temporary directory, only the two browser files kept. Skipped when the module and
# the script are those of the last run.
key=$(cat "$out/full/wasm/.build-key" scripts/contract.mjs js/fast-path.js | sha256sum | cut -d' ' -f1)
if [ -f "$out/full/contract.js" ] && [ -f "$out/full/fast.js" ] &&
  [ "$(cat "$out/full/.contract-key" 2>/dev/null)" = "$key" ]; then
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/wasm"
wasm-bindgen --target nodejs --no-typescript --out-dir "$tmp/wasm" \
  target/wasm32-unknown-unknown/release/sudoku_wasm.wasm
mv "$tmp/wasm/sudoku_wasm.js" "$tmp/wasm/sudoku_wasm.cjs"
node scripts/contract.mjs "$tmp"
cp "$tmp/contract.js" "$tmp/fast.js" "$out/full/"
echo "$key" > "$out/full/.contract-key"
