// `make hardest-report`: solvePath and rate of the page's wasm (www/pkg, the full
// build) in Node on the forum's hardest puzzles: how many paths need a guess, the
// ratings, and the time per call (median, p90, worst): wall-clock time, and the
// process's CPU time (user + system), which a busy machine inflates less.
//
// Reads ../shared/data/puzzles, or $SHARED/data/puzzles (not in the repository: says so
// and exits 2 without it).
// STEP=n takes every n-th puzzle of each list; LIMIT=n at most n of each (defaults: all
// of puzzles6_forum_hardest_1106, a 1,000-puzzle sample of puzzles5_forum_hardest_1905_11+).
import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PKG = new URL("../www/pkg/full/wasm/", import.meta.url);
const DATA = process.env.SHARED
  ? new URL(`file://${process.env.SHARED.replace(/\/?$/, "/")}data/puzzles/`)
  : new URL("../../shared/data/puzzles/", import.meta.url);
const LISTS = [
  ["puzzles6_forum_hardest_1106", 1, Infinity],
  ["puzzles5_forum_hardest_1905_11+", 48, 1000],
];

if (!existsSync(fileURLToPath(DATA))) {
  console.error(`hardest-report: ${fileURLToPath(DATA)} is missing (../shared lives beside the repository); nothing to report`);
  process.exit(2);
}
const wasm = await import(new URL("sudoku_wasm.js", PKG).href);
await wasm.default({
  module_or_path: await readFile(fileURLToPath(new URL("sudoku_wasm_bg.wasm", PKG))),
});
const cells = (line) => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));
const pct = (sorted, p) => sorted[Math.round((sorted.length - 1) * p)];
const ms = (t) => `${t.toFixed(0)} ms`;

for (const [name, defaultStep, defaultLimit] of LISTS) {
  const step = Number(process.env.STEP ?? defaultStep);
  const limit = Number(process.env.LIMIT ?? defaultLimit);
  const text = await readFile(new URL(name, DATA), "utf8");
  const puzzles = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length >= 81 && !l.startsWith("#"))
    .filter((_, i) => i % step === 0)
    .slice(0, limit);
  const pathTimes = [];
  const rateTimes = [];
  const rateCpu = [];
  const ratings = [];
  let guessed = 0;
  for (const line of puzzles) {
    const grid = cells(line.slice(0, 81));
    let t = performance.now();
    const path = wasm.solvePath(grid);
    pathTimes.push(performance.now() - t);
    if (path.some((s) => s.technique === "Guess")) guessed += 1;
    t = performance.now();
    const cpu = process.cpuUsage();
    const rating = wasm.rate(grid);
    rateTimes.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    rateCpu.push((used.user + used.system) / 1000);
    ratings.push(rating ? rating.er : 0);
  }
  for (const v of [pathTimes, rateTimes, rateCpu, ratings]) v.sort((a, b) => a - b);
  const n = puzzles.length;
  console.log(`${name}: ${n} puzzles (every ${step}th${Number.isFinite(limit) ? `, at most ${limit}` : ""})`);
  console.log(`  solvePath with a Guess step: ${guessed} of ${n}`);
  console.log(
    `  ER: min ${ratings[0].toFixed(1)}, median ${pct(ratings, 0.5).toFixed(1)}, max ${ratings[n - 1].toFixed(1)}; below 10.5: ${ratings.filter((r) => r < 10.5).length}`,
  );
  for (const [label, t] of [["solvePath", pathTimes], ["rate", rateTimes], ["rate, CPU time", rateCpu]]) {
    console.log(`  ${label} (wasm in Node ${process.version}): median ${ms(pct(t, 0.5))}, p90 ${ms(pct(t, 0.9))}, worst ${ms(t[n - 1])}`);
  }
}
