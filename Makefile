# sudoku-wasm: the two commands are `make serve` and `make test`. Both install whatever
# is missing first (scripts/setup.sh) and skip that in seconds when all is there.

SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)
PORT ?= 8080
WASM_RUNNER := CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner

.PHONY: setup setup-browsers build cli wasm serve test test-native lint test-wasm \
        test-wasm-chromium test-wasm-firefox test-node test-e2e pkg test-pkg bench-browser spark \
        bench-variants bench-variants-native clean \
        se-check hardest-report reglib

## setup: the Rust/wasm toolchain and npm tools; setup-browsers: also Chromium, Firefox
setup:
	@scripts/setup.sh
setup-browsers:
	@scripts/setup.sh --browsers

## build: the CLI (target/release/sudoku) and the page's engine (www/pkg: the full build
## and the worker entry, laid out as in the package; scripts/build-page.sh)
build: cli wasm
cli:
	cargo build --release --bin sudoku
wasm: setup
	scripts/build-page.sh www/pkg

## serve: build, then serve www/ on http://127.0.0.1:$(PORT)/
serve: wasm
	@echo "serving www/ on http://127.0.0.1:$(PORT)/ (Ctrl-C stops)"
	python3 -m http.server --bind 127.0.0.1 $(PORT) --directory www

## test: everything: lint, native tests, wasm in both browsers, the page end to end,
## the npm package as its users get it
test: setup-browsers
	$(MAKE) lint test-native test-wasm test-node test-e2e test-pkg

# Each check with the default features (the logic engine) and without (the core alone);
# the docs last with the default features, so target/doc documents everything.
lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -q -- -D warnings
	cargo clippy --all-targets -q --no-default-features -- -D warnings
	cargo clippy --all-targets -q --target wasm32-unknown-unknown -- -D warnings
	cargo clippy --all-targets -q --target wasm32-unknown-unknown --no-default-features -- -D warnings
	RUSTDOCFLAGS=-Dwarnings cargo doc --no-deps -q --no-default-features
	RUSTDOCFLAGS=-Dwarnings cargo doc --no-deps -q

test-native:
	cargo test -q
	cargo test -q --no-default-features

# Set exactly one driver variable per run, or the runner picks whichever it finds first.
test-wasm: test-wasm-chromium test-wasm-firefox
test-wasm-chromium:
	env -u GECKODRIVER -u SAFARIDRIVER $(WASM_RUNNER) CHROMEDRIVER=/usr/bin/chromedriver \
	  cargo test --target wasm32-unknown-unknown --tests
test-wasm-firefox:
	env -u CHROMEDRIVER -u SAFARIDRIVER $(WASM_RUNNER) GECKODRIVER=$$(command -v geckodriver) \
	  cargo test --target wasm32-unknown-unknown --tests

# The page's module in Node: memory stays flat over a million calls.
test-node: wasm
	node --test tests/node/

test-e2e: wasm
	node --test --test-concurrency=1 tests/e2e/

## pkg: the npm package `sudoku-wasm` in pkg/ (`npm pack ./pkg` makes the tarball): the
## core at the root, everything (the logic engine too) in pkg/full (`sudoku-wasm/full`)
pkg: setup
	scripts/build-pkg.sh pkg

# The packed tarball installed into fresh projects, both entries: Node import and require,
# TypeScript, a page without a bundler, Vite and webpack 5 builds in headless Chromium,
# esbuild (browser and Node bundles), Deno, Bun, workerd, publint and
# @arethetypeswrong/cli, the core's gzipped size.
test-pkg: pkg
	node --test --test-concurrency=1 tests/package/*.test.mjs

## bench-browser: the page's wasm in headless Chromium (per call, batch, startup);
## MIN_TIME, PASSES, STARTUP_RUNS tune it, PKG=pkg/wasm times the package's core entry
## instead (after `make pkg`; see bench/browser.mjs). Not part of `test`.
bench-browser: wasm
	node bench/browser.mjs

## spark: `sudoku lines` under Apache Spark (local mode, RDD.pipe) over a puzzle file,
## checked line for line against a single-process run; installs a JRE (if `java` is
## missing) and pyspark. Not part of `test` (one to two minutes, ~350 MB of downloads once).
spark:
	scripts/spark/run.sh

## bench-variants: every puzzle of ../shared/data/variants/iss-variants.jsonl (or the
## committed copy) through the page's wasm in Node: solved, proved unique (count to 2),
## checked against its solution; our time vs ISS's, the ratios and geometric means; fails
## when a puzzle is wrong, not unique or over 10 s. Then 16x16 count-to-2 throughput and
## 25x25 times on generated puzzles. bench-variants-native: the same natively (release).
## Not part of `test`.
bench-variants: wasm
	node bench/variants.mjs
bench-variants-native:
	cargo run --release -q --example bench_variants

## se-check: our Sudoku Explainer ratings against SukakuExplainer's on
## ../shared/data/rated/se_diabolical_dev.txt (exact and within-0.1 shares, by rating).
## hardest-report: solvePath and rate on the forum's hardest puzzles (../shared), natively
## and in wasm (Node): guesses, ratings, times. Reports, not part of `test`.
se-check:
	cargo run --release --example logic_se_check

## reglib: every case of HoDoKu's regression library (../shared/data/logic/reglib-1.3.txt,
## GPL-3.0, never copied here; REGLIB=path reads another copy) through find_steps, with
## a pass table per HoDoKu code. A report, not part of `test`.
REGLIB ?= ../shared/data/logic/reglib-1.3.txt
reglib:
	cargo run --release -q --example logic_reglib -- $(REGLIB)

hardest-report: wasm
	cargo run --release --example logic_hardest
	node bench/logic-hardest.mjs

clean:
	cargo clean
	rm -rf www/pkg pkg test-results
