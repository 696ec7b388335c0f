#!/usr/bin/env bash
# What a crate that uses sudoku-wasm as a library compiles: `cargo tree` (normal
# dependencies, this machine's target) with the default features, without them, and with
# each library feature alone must list serde and what it needs (its derive's proc-macro
# crates), serde_json and lz-str (and theirs) only with `variants`, and nothing else:
# never clap, which only the `cli` feature (the `sudoku` command) brings.
#
# usage: scripts/check-deps.sh   (part of `make lint`)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

serde="serde serde_core serde_derive proc-macro2 quote syn unicode-ident"
json="serde_json itoa memchr ryu zmij lz-str"

# check ALLOWED [cargo tree feature flags...]
check() {
  local allowed=" sudoku-wasm $1 "
  shift
  local crates
  crates=$(cargo tree -q -e normal --prefix none --format '{p}' "$@" | awk '{print $1}' | sort -u)
  local extra=()
  for crate in $crates; do
    [[ $allowed == *" $crate "* ]] || extra+=("$crate")
  done
  if [ ${#extra[@]} -gt 0 ]; then
    echo "check-deps: a library user (cargo tree ${*:-with the default features}) compiles ${extra[*]}" >&2
    exit 1
  fi
  echo "check-deps: ${*:-default features}: $(echo $crates | tr '\n' ' ')"
}

check "$serde $json"
check "$serde" --no-default-features
check "$serde" --no-default-features --features logic
check "$serde $json" --no-default-features --features variants
# And the command line does bring clap (so the checks above can fail).
cargo tree -q -e normal --prefix none --format '{p}' --features cli | grep -q '^clap ' ||
  { echo "check-deps: the cli feature no longer brings clap: update this script" >&2; exit 1; }
