#!/usr/bin/env bash
# Builds the page's engine into www/pkg, laid out as the npm package lays out its
# `sudoku-wasm` (core), `sudoku-wasm/full` and `sudoku-wasm/worker` entries, so that the
# page runs on the package's own worker entry (one implementation) with the files a user
# gets. The page starts on the core (a light first load) and loads the full entry when it
# is first needed or the browser is idle (www/workers.js):
#
#   www/pkg/index.js, www/pkg/full/index.js   js/index.js (the browser entry, as the package's)
#   www/pkg/{,full/}contract.js, fast.js      scripts/contract.mjs's output, as the package's
#   www/pkg/wasm/, www/pkg/full/wasm/          scripts/build-wasm.sh's output (the core and
#                                    the full build): sudoku_wasm.js (browser glue),
#                                    sudoku_wasm_bg.wasm
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

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One entry in DIR: the module and its browser glue (build-wasm.sh FLAGS), js/index.js,
# and the contract (contract.js) and fast path (fast.js), written from the module's own
# lists, which scripts/contract.mjs reads through the Node glue: made in a temporary
# directory, only the two browser files kept. Skipped when the module and the script
# are those of the last run.
#   entry DIR TARGET_DIR [--core]
entry() {
  local dir=$1 target_dir=$2
  shift 2
  scripts/build-wasm.sh "$@" "$dir/wasm"
  cp js/index.js "$dir/index.js"
  local key
  key=$(cat "$dir/wasm/.build-key" scripts/contract.mjs js/fast-path.js | sha256sum | cut -d' ' -f1)
  if [ -f "$dir/contract.js" ] && [ -f "$dir/fast.js" ] &&
    [ "$(cat "$dir/.contract-key" 2>/dev/null)" = "$key" ]; then
    return
  fi
  local work="$tmp/$(basename "$dir")"
  mkdir -p "$work/wasm"
  wasm-bindgen --target nodejs --no-typescript --out-dir "$work/wasm" \
    "$target_dir/wasm32-unknown-unknown/release/sudoku_wasm.wasm"
  mv "$work/wasm/sudoku_wasm.js" "$work/wasm/sudoku_wasm.cjs"
  node scripts/contract.mjs "$work"
  cp "$work/contract.js" "$work/fast.js" "$dir/"
  echo "$key" > "$dir/.contract-key"
}

mkdir -p "$out/full" "$out/worker"
entry "$out" target/wasm-core --core
entry "$out/full" target
cp js/worker/index.js js/worker/client.js js/worker/browser-thread.js js/worker/serve.js "$out/worker/"
