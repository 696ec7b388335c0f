#!/usr/bin/env bash
# Runs the cargo-fuzz targets (libFuzzer, nightly toolchain), each for a set time.
#   scripts/fuzz.sh [SECONDS [TARGET...]]     default: 600 s, every target in fuzz/Cargo.toml
# Seeds each corpus with puzzles from tests/fixtures (and ../shared/data/puzzles when
# present). A crash stops its target and leaves the input in fuzz/artifacts/TARGET/:
# add it as a test beside the surface's others (tests/hostile.rs, tests/fpuzzles.rs,
# tests/sudokupad.rs, tests/variants.rs), fix, and run again. The variant targets
# (variant_search, true_candidates, variant_logic) build their puzzles from the bytes with
# fuzz_targets/common/planted.rs; docs/guarantees.md lists every target.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
secs=${1:-600}; shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(sed -n 's/^name = "\([a-z_]*\)"$/\1/p' fuzz/Cargo.toml | grep -v '^sudoku')

rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked

seed() { # TARGET: puzzles as lines, as bytes and as Baekjoon grids
  local dir=fuzz/corpus/$1 n=0
  mkdir -p "$dir"
  [ -n "$(ls -A "$dir")" ] && return
  cat tests/fixtures/*.txt $(ls ../shared/data/puzzles/puzzles* 2>/dev/null | head -3) 2>/dev/null |
    grep -E '^[0-9.]{81}$' | awk 'NR % 37 == 1 && ++n <= 300' | while read -r line; do
      n=$((n + 1))
      printf '%s' "$line" > "$dir/line$n"
      perl -e 'print pack("C*", map { $_ eq "." ? 0 : $_ } split //, $ARGV[0])' "$line" > "$dir/bytes$n"
      printf '%s' "$line" | tr '.' '0' | sed 's/./& /g; s/\(\([0-9] \)\{9\}\)/\1\n/g' > "$dir/boj$n"
    done
  # The SudokuPad reader: the published sample's links (a first byte 0: read as they are).
  if [ "$1" = sudokupad ]; then
    grep -o '"https://[^"]*"' tests/fixtures/variants/sudokupad-links.jsonl | tr -d '"' |
      while read -r link; do
        printf '\0%s' "$link" > "$dir/link-$(printf '%s' "$link" | md5sum | cut -c1-12)"
      done
  fi
}

for t in "${targets[@]}"; do
  seed "$t"
  echo "fuzz: $t for $secs s" >&2
  cargo +nightly fuzz run "$t" "fuzz/corpus/$t" -- -max_total_time="$secs" -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1
done
