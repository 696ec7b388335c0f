// `make bench-variants`: the variant engine through the page's wasm (www/pkg/full/wasm, the full
// build, the same module as the package's `sudoku-wasm/full`) in Node.
//
// 1. Every puzzle of the Interactive Sudoku Solver's variant set: fromFPuzzles, then
//    countPuzzleSolutions(puzzle, 2) (the proof of uniqueness: the search finds the
//    solution and exhausts the rest, as ISS's `--solutions 2` does) and solvePuzzle
//    (the solution, checked against the file's). Per puzzle: the median time of each
//    call over up to RUNS runs (fewer once a puzzle has taken 2 s), ISS's recorded time
//    (`iss_ms`), the ratio of our count-to-2 to ISS's, and of count + solve to ISS's;
//    the geometric means. Fails (exit 1) when a puzzle is unreadable, has not exactly
//    one solution, gives another solution than the file's, or takes more than 10 s.
// 2. 16×16 count-to-2 throughput on 2,000 generated puzzles, and 25×25 solve-and-count
//    times on 20: the same puzzles as the native benchmark (examples/bench_variants.rs,
//    `make bench-variants-native`), made from a blank grid's solution with digits, rows
//    within bands and columns within stacks shuffled by a fixed seed (xorshift64*),
//    keeping 50% (16×16) or 55% (25×25) of the cells.
//
// 3. Per puzzle also the true candidates (trueCandidates, one run): their time, and a
//    failure unless they are the solution (one digit a cell, the file's).
//
// ISS_EXTRA=path adds a second file of the same format (an independent set of ISS
// puzzles): its own table, worst ratio and geometric means, after the first.
//
// The ISS set is read from $SHARED/data/variants, else ../shared beside the repository
// (or beside its folder of worktrees); without it, the copy committed in
// tests/fixtures/variants (the same file, same sha256) is used, and the report says so.
// Before the table, each puzzle is counted once within 20,000 guesses (a warm-up: V8
// compiles hot wasm functions again on background threads).
// RUNS=n (default 5); FILTER=text keeps the puzzles whose name contains it; SIZES=0
// skips part 2; CLOCK=cpu times by this process's CPU time instead of the wall clock
// (for a loaded machine: ISS's recorded times are wall times on a quiet one, where the
// two agree).
import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const PKG = new URL("../www/pkg/full/wasm/", import.meta.url);
const SET = "data/variants/iss-variants.jsonl";
const CANDIDATES = [
  ...(process.env.SHARED ? [`file://${process.env.SHARED.replace(/\/?$/, "/")}${SET}`] : []),
  new URL(`../../shared/${SET}`, import.meta.url).href,
  new URL(`../../../shared/${SET}`, import.meta.url).href,
];
const COMMITTED = new URL("../tests/fixtures/variants/iss-variants.jsonl", import.meta.url);
const RUNS = Number(process.env.RUNS ?? 5);
const FILTER = process.env.FILTER ?? "";
/** The issue's limit per puzzle: solved and proved unique within 10 s. */
const LIMIT_MS = 10_000;
/** A puzzle stops being repeated once its runs have taken this long. */
const REPEAT_BUDGET_MS = 2_000;

const wasm = await import(new URL("sudoku_wasm.js", PKG).href);
await wasm.default({
  module_or_path: await readFile(fileURLToPath(new URL("sudoku_wasm_bg.wasm", PKG))),
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const geomean = (values) => Math.exp(values.reduce((s, v) => s + Math.log(v), 0) / values.length);
const fixed = (value, digits) => value.toFixed(digits).padStart(10);

/**
 * The clock: wall time (`performance.now()`, the default), or with CLOCK=cpu the CPU
 * time of this process (`process.cpuUsage()`, user + system): on a shared machine
 * whose load average is several times its cores, the wall time of a call is mostly time
 * spent waiting for a core, and CPU time is what the call costs.
 */
const CPU_CLOCK = process.env.CLOCK === "cpu";
const now = CPU_CLOCK
  ? () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    }
  : () => performance.now();

/** Times `call` once: [result, milliseconds]. */
function timed(call) {
  const start = now();
  const result = call();
  return [result, now() - start];
}

/** One puzzle of the ISS set: times, checks; returns its row. */
function benchPuzzle(entry) {
  const expected = Array.isArray(entry.solution)
    ? entry.solution
    : Array.from(entry.solution, Number);
  const row = { name: entry.name, iss: entry.iss_ms, problems: [] };
  let puzzle;
  try {
    puzzle = wasm.fromFPuzzles(JSON.stringify(entry.fpuzzles));
  } catch (err) {
    row.problems.push(`unreadable: ${err.message}`);
    return row;
  }
  const countTimes = [];
  const solveTimes = [];
  let spent = 0;
  while (countTimes.length < RUNS && (countTimes.length === 0 || spent < REPEAT_BUDGET_MS)) {
    let count, solution, countMs, solveMs;
    try {
      [count, countMs] = timed(() => wasm.countPuzzleSolutions(puzzle, 2));
      [solution, solveMs] = timed(() => wasm.solvePuzzle(puzzle));
    } catch (err) {
      row.problems.push(`${err.code ?? "error"}: ${err.message}`);
      return row;
    }
    if (countTimes.length === 0) {
      if (count !== 1) row.problems.push(`count ${count}, not 1`);
      const same =
        solution.length === expected.length && solution.every((d, i) => d === expected[i]);
      if (!same) row.problems.push("a solution other than the file's");
      if (countMs + solveMs > LIMIT_MS) {
        row.problems.push(`${(countMs + solveMs).toFixed(0)} ms, over the 10 s limit`);
      }
    }
    countTimes.push(countMs);
    solveTimes.push(solveMs);
    spent += countMs + solveMs;
  }
  row.count = median(countTimes);
  row.solve = median(solveTimes);
  row.runs = countTimes.length;
  try {
    const [masks, ms] = timed(() => wasm.trueCandidates(puzzle));
    row.candidates = ms;
    if (!expected.every((d, i) => masks[i] === 1 << (d - 1))) {
      row.problems.push("true candidates other than the solution");
    }
    if (ms > LIMIT_MS) row.problems.push(`true candidates ${ms.toFixed(0)} ms, over the 10 s limit`);
  } catch (err) {
    row.problems.push(`true candidates: ${err.code ?? "error"}: ${err.message}`);
  }
  return row;
}

/** The dev set's location: the shared file, else the committed copy. */
function devSet() {
  const found = CANDIDATES.find((url) => existsSync(fileURLToPath(url)));
  if (!found) {
    console.log(
      `bench-variants: ${CANDIDATES.map((u) => fileURLToPath(u)).join(" or ")} is missing ` +
        "(../shared lives beside the repository); using the committed copy " +
        `${fileURLToPath(COMMITTED)} (the same 34 puzzles, same sha256)`,
    );
    return COMMITTED.href;
  }
  return found;
}

/** Times every puzzle of the set at `source` (a file URL) and prints its table. */
async function issSet(source) {
  const text = await readFile(fileURLToPath(source), "utf8");
  const entries = text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.name.includes(FILTER));
  console.log(
    `ISS variant set: ${fileURLToPath(source)}, ${entries.length} puzzles, ${RUNS} runs each ` +
      `(fewer past 2 s), ${CPU_CLOCK ? "CPU time of the process" : "wall clock"}`,
  );
  console.log(
    `${"puzzle".padEnd(52)} ${"count ms".padStart(10)} ${"solve ms".padStart(10)} ${"ISS ms".padStart(10)} ${"ratio".padStart(10)} ${"ratio c+s".padStart(10)} ${"cands ms".padStart(10)}  result`,
  );
  // Warm-up: V8 tiers hot wasm functions up on background threads, whose CPU time
  // counts in this process; one budgeted count of each puzzle first keeps that out of
  // the first puzzles' times (with either clock).
  for (const entry of entries) {
    try {
      wasm.countPuzzleSolutions(wasm.fromFPuzzles(JSON.stringify(entry.fpuzzles)), 2, 20_000);
    } catch {
      // Out of budget or unreadable: benchPuzzle reports it.
    }
  }
  const rows = [];
  for (const entry of entries) {
    const row = benchPuzzle(entry);
    rows.push(row);
    if (row.count === undefined) {
      console.log(`${row.name.padEnd(52)} FAILED: ${row.problems.join("; ")}`);
      continue;
    }
    row.ratio = row.count / row.iss;
    row.ratioTotal = (row.count + row.solve) / row.iss;
    const result = row.problems.length ? `FAILED: ${row.problems.join("; ")}` : "unique, correct";
    console.log(
      `${row.name.padEnd(52)} ${fixed(row.count, 3)} ${fixed(row.solve, 3)} ${fixed(row.iss, 1)} ${fixed(row.ratio, 3)} ${fixed(row.ratioTotal, 3)} ${fixed(row.candidates ?? NaN, 3)}  ${result}`,
    );
  }
  const timedRows = rows.filter((row) => row.count !== undefined);
  const failed = rows.filter((row) => row.problems.length > 0);
  if (timedRows.length > 0) {
    const g = geomean(timedRows.map((row) => row.ratio));
    const gTotal = geomean(timedRows.map((row) => row.ratioTotal));
    const worst = timedRows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    const slow = timedRows.filter((row) => row.ratio > 1.5).map((row) => row.name);
    const longest = Math.max(...timedRows.map((row) => row.count + row.solve));
    const candidates = timedRows.filter((row) => row.candidates !== undefined);
    const slowestCandidates = candidates.reduce((a, b) => (b.candidates > a.candidates ? b : a), candidates[0]);
    console.log(
      `\n${rows.length} puzzles, ${failed.length} failed; geometric mean of ours/ISS ` +
        `${g.toFixed(3)} (${(1 / g).toFixed(2)}x faster) for the count to 2, ` +
        `${gTotal.toFixed(3)} (${(1 / gTotal).toFixed(2)}x) for count + solve; ` +
        `worst ratio ${worst.ratio.toFixed(2)} (${worst.name}); ` +
        `${slow.length} more than 1.5x slower than ISS${slow.length ? ` (${slow.join(", ")})` : ""}; ` +
        `longest count + solve ${longest.toFixed(0)} ms (limit 10,000 ms)` +
        (slowestCandidates
          ? `; longest true candidates ${slowestCandidates.candidates.toFixed(0)} ms (${slowestCandidates.name})`
          : ""),
    );
  }
  return failed.length;
}

/** xorshift64*, as in examples/bench_variants.rs: the same puzzles in both benchmarks. */
class Rng {
  constructor(seed) {
    this.state = BigInt.asUintN(64, BigInt(seed));
  }
  next() {
    let x = this.state;
    x ^= x >> 12n;
    x = BigInt.asUintN(64, x ^ (x << 25n));
    x ^= x >> 27n;
    this.state = x;
    return BigInt.asUintN(64, x * 0x2545f4914f6cdd1dn);
  }
  below(n) {
    return Number(this.next() % BigInt(n));
  }
  shuffle(items) {
    for (let i = items.length - 1; i >= 1; i--) {
      const j = this.below(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
  }
}

/** `count` puzzles of size `n` keeping `keepPercent` of a shuffled solution's cells. */
function generated(n, boxRows, boxCols, count, keepPercent, seed) {
  const blank = () => ({ size: n, givens: new Array(n * n).fill(0) });
  const base = wasm.solvePuzzle(blank());
  const rng = new Rng(seed);
  const puzzles = [];
  const order = (within) => {
    const out = [];
    for (let block = 0; block < n / within; block++) {
      const part = Array.from({ length: within }, (_, k) => block * within + k);
      rng.shuffle(part);
      out.push(...part);
    }
    return out;
  };
  for (let p = 0; p < count; p++) {
    const digits = Array.from({ length: n }, (_, k) => k + 1);
    rng.shuffle(digits);
    const rows = order(boxRows);
    const cols = order(boxCols);
    const puzzle = blank();
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (rng.below(100) < keepPercent) {
          puzzle.givens[r * n + c] = digits[base[rows[r] * n + cols[c]] - 1];
        }
      }
    }
    puzzles.push(puzzle);
  }
  return puzzles;
}

function sizes() {
  const sixteen = generated(16, 4, 4, 2000, 50, 0x16);
  let unique = 0;
  let several = 0;
  let errors = 0;
  const [, ms] = timed(() => {
    for (const puzzle of sixteen) {
      try {
        if (wasm.countPuzzleSolutions(puzzle, 2) === 1) unique += 1;
        else several += 1;
      } catch {
        errors += 1;
      }
    }
  });
  console.log(
    `\n16x16 count-to-2: ${sixteen.length} generated puzzles (50% givens) in ${(ms / 1000).toFixed(3)} s: ` +
      `${((sixteen.length * 1000) / ms).toFixed(0)} puzzles/s (${unique} unique, ${several} with several ` +
      `solutions, ${errors} errors; goal 1,000/s)`,
  );
  const twentyFive = generated(25, 5, 5, 20, 55, 0x25);
  const times = twentyFive.map((puzzle) => {
    const [, solveMs] = timed(() => wasm.solvePuzzle(puzzle));
    const [, countMs] = timed(() => wasm.countPuzzleSolutions(puzzle, 2));
    return solveMs + countMs;
  });
  const [, blankMs] = timed(() => wasm.solvePuzzle({ size: 25, givens: new Array(625).fill(0) }));
  console.log(
    `25x25 solve + count to 2: ${times.length} generated puzzles (55% givens): median ` +
      `${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms; blank 25x25 solve ` +
      `${blankMs.toFixed(2)} ms (goal: under 1 s)`,
  );
  return errors;
}

let failures = await issSet(devSet());
if (process.env.ISS_EXTRA) {
  const extra = new URL(`file://${path.resolve(process.env.ISS_EXTRA)}`).href;
  console.log("");
  failures += await issSet(extra);
}
const errors = process.env.SIZES === "0" ? 0 : sizes();
try {
  console.log(`load average: ${(await readFile("/proc/loadavg", "utf8")).trim()}`);
} catch {
  // Not Linux: no load average to report.
}
if (failures > 0 || errors > 0) {
  console.error(`bench-variants: ${failures} ISS puzzles failed, ${errors} generated puzzles errored`);
  process.exit(1);
}
