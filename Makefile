# sudoku-wasm: the two commands are `make serve` and `make test`. Both install whatever
# is missing first (scripts/setup.sh) and skip that in seconds when all is there.

SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)
PORT ?= 8080
WASM_RUNNER := CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner

.PHONY: setup setup-browsers build cli wasm serve test test-native lint test-wasm \
        test-wasm-chromium test-wasm-firefox test-node test-e2e pkg test-pkg bench-browser bench-load spark \
        bench-variants bench-variants-native published-report variant-logic-report variant-logic-report-native \
        variant-generate-report clean \
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
	cargo build --release --features cli --bin sudoku
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

# Each check with the default features (the logic engine) and without (the core alone),
# natively with the command line (`cli`) too; the docs last with the default features, so
# target/doc documents everything. scripts/check-deps.sh: what a library user compiles.
lint:
	cargo fmt --all -- --check
	scripts/check-deps.sh
	cargo clippy --all-targets -q --features cli -- -D warnings
	cargo clippy --all-targets -q --no-default-features --features cli -- -D warnings
	cargo clippy --all-targets -q --target wasm32-unknown-unknown -- -D warnings
	cargo clippy --all-targets -q --target wasm32-unknown-unknown --no-default-features -- -D warnings
	RUSTDOCFLAGS=-Dwarnings cargo doc --no-deps -q --no-default-features
	RUSTDOCFLAGS=-Dwarnings cargo doc --no-deps -q

test-native:
	cargo test -q --features cli
	cargo test -q --no-default-features --features cli

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

## bench-load: the page's first load in headless Chromium, cold and warm, unthrottled and
## on DevTools' "Slow 4G" profile: bytes and requests before interactive, time to
## interactive and to the full engine (RUNS loads each, median). Not part of `test`.
bench-load: wasm
	node bench/load.mjs

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

## published-report: every published puzzle of
## ../shared/data/variants/published-variants-dev.jsonl through the page's wasm in Node,
## each of its f-puzzles link and both SudokuPad links on its own: read? solved to the
## published solution? proved unique? the time; the same Puzzle all three ways? true
## candidates equal to the solution? A recorded solution that breaks the puzzle's rules is
## named as a data error (MARKDOWN=1 for PERFORMANCE.md). Not part of `test`.
published-report: wasm
	node bench/published.mjs

## variant-logic-report: every published puzzle of
## ../shared/data/variants/published-variants-dev.jsonl (or the committed copy) solved step
## by step through the page's wasm in Node: steps, guesses, techniques, the hardest, the
## time; every step checked against the solution; fails on an unsound step or a puzzle
## over 10 s. variant-logic-report-native: the same natively (release). Not part of `test`.
variant-logic-report: wasm
	node bench/variant-logic.mjs
variant-logic-report-native:
	cargo run --release -q --example variant_logic_report

## variant-generate-report: the variant generator through the page's wasm in Node: for
## every kind, size and level puzzleGenerators() offers, 10 seeds (SEEDS=n, SEED=first)
## timed, each checked on its own: proved unique (count to 2), a logic path without a
## guess, gradePuzzle's level the one asked for, the same puzzle again from the same seed,
## the same back from toFPuzzles; median and max per row (FILTER=killer keeps some rows,
## MARKDOWN=1 for PERFORMANCE.md). Fails on a failed check, a median over 3 s or a
## puzzle over 20 s. Not part of `test`.
variant-generate-report: wasm
	node bench/variant-generate.mjs

## se-check: our Sudoku Explainer ratings against SukakuExplainer's on
## ../shared/data/rated/se_diabolical_dev.txt (exact and within-0.1 shares, by rating;
## `cargo run --release --example logic_se_check -- FILE` with serate's
## "%g %r/%p/%d %R" lines adds EP, ED and a table by SE's hardest technique).
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
