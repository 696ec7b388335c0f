#!/usr/bin/env bash
# Installs whatever this project needs that the machine lacks, and nothing else.
# Idempotent: with everything present it only checks, in a few seconds.
#
#   scripts/setup.sh            the Rust + wasm toolchain and the npm tools (build, serve)
#   scripts/setup.sh --browsers also Chromium, Firefox and their drivers (tests)
#
# Facts behind each step: ../shared/TOOLCHAIN.md (the CLI matches the locked wasm-bindgen; never
# Debian's binaryen; no downloads outside the package registries).
set -euo pipefail
cd "$(dirname "$0")/.."

# The CLI must be exactly the wasm-bindgen version Cargo.lock pins (Cargo.toml allows the
# 0.2 line; the lock file decides this project's build).
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { found = 1; next }
  found && /^version = / { gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
: "${WASM_BINDGEN_VERSION:?could not read the wasm-bindgen version from Cargo.lock}"
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf 'setup: %s\n' "$*" >&2; }

want_browsers=0
[ "${1:-}" = "--browsers" ] && want_browsers=1

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for comp in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$comp"; then
    say "adding rustup component $comp"
    rustup component add "$comp"
  fi
done

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
  # --locked can fail on the registry mirror (a locked transitive version is missing).
  cargo install -q wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --locked --force ||
    cargo install -q wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

apt_missing=()
if [ "$want_browsers" = 1 ]; then
  [ -x /usr/bin/chromium ] || apt_missing+=(chromium)
  [ -x /usr/bin/chromedriver ] || apt_missing+=(chromium-driver)
  [ -x /usr/bin/firefox-esr ] || apt_missing+=(firefox-esr)
fi
if [ ${#apt_missing[@]} -gt 0 ]; then
  say "installing ${apt_missing[*]} from Debian"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${apt_missing[@]}" fonts-dejavu-core >/dev/null
fi
if [ "$want_browsers" = 1 ] && ! command -v geckodriver >/dev/null; then
  say "installing geckodriver (a few minutes, once)"
  cargo install -q geckodriver --locked || cargo install -q geckodriver
fi

# npm tools (wasm-opt from the npm binaryen, playwright-core, bundlers for the package
# tests), pinned by package-lock.json; reinstalled only when the lock file changes.
if [ ! -f node_modules/.setup-stamp ] || [ package-lock.json -nt node_modules/.setup-stamp ]; then
  say "installing npm tools"
  npm ci --no-audit --no-fund --loglevel=error
  touch node_modules/.setup-stamp
fi
