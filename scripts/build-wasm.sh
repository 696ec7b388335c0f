#!/usr/bin/env bash
# Builds one variant of the wasm module and its browser glue:
#   cargo (release, wasm32) -> wasm-bindgen --target web -> wasm-opt -O3.
#
# wasm-bindgen's output is used as it comes: no script edits it. Arguments are checked in
# Rust (src/wasm/mod.rs), and the package's types are hand-written (js/*.d.ts), so the
# generated glue needs no guard and no `.d.ts`.
#
#   full (default)  every export, the logic engine included: what the page ships
#                   (www/pkg) and the package's `sudoku-wasm/full` entry.
#   --core          `--no-default-features`: the solving core alone (solve,
#                   countSolutions, solveAndCount, validate, candidates, solveMany, parse,
#                   format), the package's root entry. Built in its own target dir,
#                   target/wasm-core, so that the two variants never overwrite each
#                   other's sudoku_wasm.wasm (each rebuild would otherwise relink).
#
# Nothing but cargo runs when the module cargo made, these scripts and the tools
# (wasm-bindgen, the npm lock file) are those of the last build into OUT_DIR (their hash
# is kept in OUT_DIR/.build-key).
#
# usage: scripts/build-wasm.sh [--core] [OUT_DIR]   (default www/pkg)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

variant=full
if [ "${1:-}" = "--core" ]; then
  variant=core
  shift
fi
out=${1:-www/pkg}

if [ "$variant" = core ]; then
  target_dir=target/wasm-core
  cargo build --release --target wasm32-unknown-unknown --lib -q --no-default-features \
    --target-dir "$target_dir"
else
  target_dir=target
  cargo build --release --target wasm32-unknown-unknown --lib -q
fi
wasm=$target_dir/wasm32-unknown-unknown/release/sudoku_wasm.wasm

key=$( (cat "$wasm" scripts/build-wasm.sh package-lock.json; wasm-bindgen --version) |
  sha256sum | cut -d' ' -f1)
outputs=("$out/sudoku_wasm.js" "$out/sudoku_wasm_bg.wasm")
fresh=1
for file in "${outputs[@]}"; do [ -f "$file" ] || fresh=0; done
if [ "$fresh" = 1 ] && [ "$(cat "$out/.build-key" 2>/dev/null)" = "$key" ]; then
  echo "$out is up to date ($variant)" >&2
  exit 0
fi

mkdir -p "$out"
rm -f "$out/.build-key"
rm -f "$out/sudoku_wasm.d.ts" "$out/sudoku_wasm_bg.wasm.d.ts"
wasm-bindgen --target web --no-typescript --out-dir "$out" "$wasm"
rm -f "$out/.gitignore"
# The npm binaryen, never Debian's (its wasm-opt 108 breaks wasm-bindgen's output). The
# producers and target-features sections are tool metadata no engine reads.
node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
  --strip-producers --strip-target-features \
  "$out/sudoku_wasm_bg.wasm" -o "$out/sudoku_wasm_bg.wasm"
echo "$key" > "$out/.build-key"

gz() { gzip -9 -c "$1" | wc -c; }
echo "built $out ($variant): wasm $(wc -c < "$out/sudoku_wasm_bg.wasm") bytes" \
  "($(gz "$out/sudoku_wasm_bg.wasm") gzipped), JS glue $(wc -c < "$out/sudoku_wasm.js") bytes" \
  "($(gz "$out/sudoku_wasm.js") gzipped)" >&2
