// `make variant-logic-report`: the variant logic engine through the page's wasm
// (www/pkg/full/wasm, the full build) in Node, over the published variant puzzles
// (../shared/data/variants/published-variants-dev.jsonl, else the committed copy in
// tests/fixtures/variants; FILE=path reads another file of the same shape, e.g. the ISS
// set). Per puzzle it reads: solvePathPuzzle's steps, guesses, the techniques used (with
// counts), the hardest (by level), and the time of one run; every step is checked against
// the published solution (a placement is the solution's digit, an elimination never
// removes it; where the recorded solution breaks the puzzle's own rules, against the
// puzzle's own solution). Then the totals: puzzles without a guess, the median and the largest time.
// Exits 1 when a step is unsound or a puzzle takes more than 10 s.
// FILTER=text keeps the puzzles whose title contains it.
import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PKG = new URL("../www/pkg/full/wasm/", import.meta.url);
const SET = "data/variants/published-variants-dev.jsonl";
const CANDIDATES = [
  ...(process.env.FILE ? [new URL(`file://${process.env.FILE}`).href] : []),
  ...(process.env.SHARED ? [`file://${process.env.SHARED.replace(/\/?$/, "/")}${SET}`] : []),
  new URL(`../../shared/${SET}`, import.meta.url).href,
  new URL(`../../../shared/${SET}`, import.meta.url).href,
  new URL("../tests/fixtures/variants/published-variants-dev.jsonl", import.meta.url).href,
];
const FILTER = process.env.FILTER ?? "";
/** The issue's limit per puzzle. */
const LIMIT_MS = 10_000;
const LEVELS = ["easy", "medium", "hard", "expert", "extreme", "guessing"];

const wasm = await import(new URL("sudoku_wasm.js", PKG).href);
await wasm.default({
  module_or_path: await readFile(fileURLToPath(new URL("sudoku_wasm_bg.wasm", PKG))),
});
const order = new Map(wasm.puzzleTechniques().map((t, i) => [t.name, i]));

const source = CANDIDATES.find((url) => existsSync(fileURLToPath(url)));
const text = await readFile(fileURLToPath(source), "utf8");
const entries = text
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line))
  .filter((entry) => (entry.title ?? entry.name).includes(FILTER));
console.log(`variant logic report: ${fileURLToPath(source)}, ${entries.length} puzzles (wasm)`);
console.log(`${"puzzle".padEnd(36)} ${"steps".padStart(5)} ${"guess".padStart(5)} ${"ms".padStart(8)}  ${"hardest".padEnd(28)} techniques`);

let read = 0;
let clean = 0;
let failed = 0;
const times = [];
for (const entry of entries) {
  const title = (entry.title ?? entry.name).slice(0, 36);
  let solution = Array.isArray(entry.solution) ? entry.solution : Array.from(entry.solution, Number);
  let puzzle;
  try {
    puzzle = wasm.fromFPuzzles(JSON.stringify(entry.fpuzzles));
  } catch (err) {
    console.log(`${title.padEnd(36)} not read: ${err.message}`);
    continue;
  }
  read += 1;
  // A recorded solution that breaks the puzzle's own rules ("Executive Function": see
  // tests/fixtures/variants/README.md) is a data error: the puzzle's own solution is the
  // reference then.
  let reference = "";
  if (wasm.validatePuzzle({ ...puzzle, givens: solution }).length) {
    solution = Array.from(wasm.solvePuzzle(puzzle));
    reference = " (recorded solution breaks a rule: checked against the puzzle's own)";
  }
  const start = performance.now();
  let path;
  try {
    path = wasm.solvePathPuzzle(puzzle);
  } catch (err) {
    failed += 1;
    console.log(`${title.padEnd(36)} FAILED: ${err.code ?? "error"}: ${err.message}`);
    continue;
  }
  const ms = performance.now() - start;
  times.push(ms);
  const used = new Map();
  let sound = true;
  for (const step of path) {
    used.set(step.technique, (used.get(step.technique) ?? 0) + 1);
    sound &&= step.placements.every((p) => solution[p.cell] === p.digit);
    sound &&= step.eliminations.every((e) => solution[e.cell] !== e.digit);
  }
  const guesses = used.get("Guess") ?? 0;
  if (guesses === 0) clean += 1;
  const levelOf = new Map(path.map((s) => [s.technique, s.level]));
  const names = [...used.keys()].sort((a, b) => order.get(a) - order.get(b));
  const hardest = names.reduce(
    (h, t) => (h === "" || LEVELS.indexOf(levelOf.get(t)) >= LEVELS.indexOf(levelOf.get(h)) ? t : h),
    "",
  );
  const problems = [];
  if (!sound) problems.push("UNSOUND");
  if (ms > LIMIT_MS) problems.push("over 10 s");
  if (problems.length) failed += 1;
  console.log(
    `${title.padEnd(36)} ${String(path.length).padStart(5)} ${String(guesses).padStart(5)} ${ms.toFixed(1).padStart(8)}  ${hardest.padEnd(28)} ${names.map((t) => `${t} ${used.get(t)}`).join(", ")}${problems.length ? `  ${problems.join(", ")}` : ""}${reference}`,
  );
}
times.sort((a, b) => a - b);
const median = times.length ? times[Math.floor(times.length / 2)] : 0;
const max = times.length ? times[times.length - 1] : 0;
console.log(
  `\nread ${read} of ${entries.length}; without a guess ${clean} of ${read}; median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms; failed ${failed}`,
);
process.exit(failed ? 1 : 0);
