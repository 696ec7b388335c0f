#!/usr/bin/env bash
# Builds the wasm module the page and the package ship:
#   cargo (release, wasm32) -> wasm-bindgen --target web -> wasm-opt -O3 (npm binaryen).
# usage: scripts/build-wasm.sh [OUT_DIR]   (default www/pkg)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-www/pkg}
export PATH="$HOME/.cargo/bin:$PATH"

cargo build --release --target wasm32-unknown-unknown --lib -q
wasm=target/wasm32-unknown-unknown/release/sudoku_wasm.wasm
mkdir -p "$out"
wasm-bindgen --target web --out-dir "$out" "$wasm"
node scripts/guard-glue.mjs "$out/sudoku_wasm.js"
# The npm binaryen, never Debian's (its wasm-opt 108 breaks wasm-bindgen's output).
node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$out/sudoku_wasm_bg.wasm" -o "$out/sudoku_wasm_bg.wasm"
bytes=$(wc -c < "$out/sudoku_wasm_bg.wasm")
gz=$(gzip -9 -c "$out/sudoku_wasm_bg.wasm" | wc -c)
echo "built $out/sudoku_wasm_bg.wasm: $bytes bytes, $gz gzipped" >&2
