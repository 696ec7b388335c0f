// `make variant-generate-report`: the variant generator through the page's wasm
// (www/pkg/full/wasm, the full build) in Node. For every kind, size and level that
// `puzzleGenerators()` offers, SEEDS seeds (default 10, from SEED, default 1): the time of
// `generatePuzzle`, whether it reached the level, and checks made on the puzzle alone,
// apart from the generator's own claims: `countPuzzleSolutions(puzzle, 2)` is 1 (unique),
// `solvePathPuzzle` has no Guess step and `gradePuzzle`'s level is the one asked for, the
// same seed makes the same puzzle (a second run), and the puzzle reads back the same
// from `toFPuzzles`. Per row: median and max time, attempts, givens (or cages), and the
// checks passed. Exits 1 when a check fails, or a median passes 3 s or a time 20 s.
// FILTER=text keeps the rows whose "kind size" contains it (FILTER=killer, FILTER="x 9");
// MARKDOWN=1 prints the table for PERFORMANCE.md.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const PKG = new URL("../www/pkg/full/wasm/", import.meta.url);
const SEEDS = Number(process.env.SEEDS ?? 10);
const FIRST = Number(process.env.SEED ?? 1);
const FILTER = process.env.FILTER ?? "";
const MARKDOWN = process.env.MARKDOWN === "1";
/** The limits. */
const MEDIAN_MS = 3_000;
const MAX_MS = 20_000;

const wasm = await import(new URL("sudoku_wasm.js", PKG).href);
await wasm.default({
  module_or_path: await readFile(fileURLToPath(new URL("sudoku_wasm_bg.wasm", PKG))),
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** What a puzzle's clues are: its givens, or its cages with their sizes. */
function clues(puzzle) {
  const cages = (puzzle.constraints ?? []).filter((c) => c.type === "killerCage");
  if (cages.length) {
    const sizes = cages.map((c) => c.cells.length);
    return `${cages.length} cages ${Math.min(...sizes)}-${Math.max(...sizes)}`;
  }
  return `${puzzle.givens.filter((d) => d).length} givens`;
}

const rows = [];
let failed = false;
if (!MARKDOWN) {
  console.log(`variant generate report: ${SEEDS} seeds from ${FIRST} per kind, size and level (wasm in Node)`);
  console.log(`${"kind".padEnd(14)} ${"level".padEnd(7)} ${"median ms".padStart(9)} ${"max ms".padStart(8)} ${"attempts".padStart(8)}  ${"reached".padEnd(7)} ${"unique".padEnd(6)} ${"no guess".padEnd(8)} ${"level".padEnd(5)} ${"same".padEnd(5)} ${"f-puz".padEnd(5)} clues (median)`);
}
for (const { variant, size, levels } of wasm.puzzleGenerators()) {
  const kind = `${variant} ${size}`;
  if (!kind.includes(FILTER)) continue;
  for (const level of levels) {
    const times = [];
    const attempts = [];
    const clueList = [];
    const counts = { reached: 0, unique: 0, noGuess: 0, level: 0, same: 0, fpuzzles: 0 };
    for (let seed = FIRST; seed < FIRST + SEEDS; seed++) {
      const options = { seed, size, variant, level };
      const start = performance.now();
      const generated = wasm.generatePuzzle(options);
      times.push(performance.now() - start);
      attempts.push(generated.attempts);
      clueList.push(clues(generated.puzzle));
      const { puzzle } = generated;
      const fail = (what) => {
        failed = true;
        console.log(`  FAIL ${kind} ${level} seed ${seed}: ${what}`);
      };
      if (generated.reached) counts.reached += 1;
      else fail(`reached ${generated.grade.level} in ${generated.attempts} attempts`);
      if (wasm.countPuzzleSolutions(puzzle, 2) === 1) counts.unique += 1;
      else fail("not unique");
      const path = wasm.solvePathPuzzle(puzzle);
      if (path.every((step) => step.technique !== "Guess")) counts.noGuess += 1;
      else fail("its logic path needs a guess");
      if (wasm.gradePuzzle(puzzle).level === level) counts.level += 1;
      else fail(`gradePuzzle says ${wasm.gradePuzzle(puzzle).level}`);
      if (same(wasm.generatePuzzle(options).puzzle, puzzle)) counts.same += 1;
      else fail("a second run made another puzzle");
      if (same(wasm.fromFPuzzles(wasm.toFPuzzles(puzzle)), puzzle)) counts.fpuzzles += 1;
      else fail("toFPuzzles does not read back the same");
    }
    const row = {
      kind,
      level,
      median: median(times),
      max: Math.max(...times),
      attempts: median(attempts),
      clues: clueList.sort()[Math.floor(clueList.length / 2)],
      ...counts,
    };
    if (row.median > MEDIAN_MS || row.max > MAX_MS) {
      failed = true;
      console.log(`  SLOW ${kind} ${level}: median ${row.median.toFixed(0)} ms, max ${row.max.toFixed(0)} ms`);
    }
    rows.push(row);
    const of = (n) => `${n}/${SEEDS}`;
    if (!MARKDOWN) {
      console.log(
        `${kind.padEnd(14)} ${level.padEnd(7)} ${row.median.toFixed(0).padStart(9)} ${row.max.toFixed(0).padStart(8)} ${String(row.attempts).padStart(8)}  ${of(row.reached).padEnd(7)} ${of(row.unique).padEnd(6)} ${of(row.noGuess).padEnd(8)} ${of(row.level).padEnd(5)} ${of(row.same).padEnd(5)} ${of(row.fpuzzles).padEnd(5)} ${row.clues}`,
      );
    }
  }
}
if (MARKDOWN) {
  console.log(`| kind | level | median ms | max ms | attempts (median) | reached | unique | no guess | level checked | same puzzle | f-puzzles | clues (median) |`);
  console.log(`|---|---|---:|---:|---:|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    const of = (n) => `${n}/${SEEDS}`;
    console.log(`| ${r.kind}×${r.kind.split(" ")[1]} | ${r.level} | ${r.median.toFixed(0)} | ${r.max.toFixed(0)} | ${r.attempts} | ${of(r.reached)} | ${of(r.unique)} | ${of(r.noGuess)} | ${of(r.level)} | ${of(r.same)} | ${of(r.fpuzzles)} | ${r.clues} |`);
  }
}
const all = rows.flatMap((r) => [r.median]);
console.log(`${rows.length} rows, ${rows.length * SEEDS} puzzles; slowest median ${Math.max(...all).toFixed(0)} ms, slowest puzzle ${Math.max(...rows.map((r) => r.max)).toFixed(0)} ms${failed ? "; FAILED" : "; every check passed"}`);
process.exit(failed ? 1 : 0);
