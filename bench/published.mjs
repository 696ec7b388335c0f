// `make published-report`: every published puzzle of
// ../shared/data/variants/published-variants-dev.jsonl through the page's wasm (the full
// build, www/pkg/full/wasm) in Node, read three ways: from its f-puzzles `link`
// (fromFPuzzles), its `sudokupad_fpuzzles` link and its `sudokupad_scl` link
// (fromSudokuPad). Per link: does it read (else the field or shape refused), does
// solvePuzzle give the published solution, does countPuzzleSolutions(puzzle, 2) prove it
// unique, and the time of count + solve (median of RUNS runs). Per puzzle: do the three
// links give the same Puzzle (its rules, up to the order of the two cells of a dot or an
// XV and of the cells of a set, which a drawing does not keep; apart, its title, author
// and rules text), and are trueCandidates (from the f-puzzles link) the solution, with
// their time. A puzzle passes when all of it holds, each link within LIMIT_MS.
//
// When the solver's solution is not the published one, the published one is checked
// against the puzzle's rules (validatePuzzle with it as givens): a recorded solution that
// breaks a rule is named as a data error, not counted as ours.
//
// The set is read from $SHARED/data/variants, else ../shared beside the repository (or
// beside its folder of worktrees). RUNS=n (default 3); FILTER=text keeps the titles that
// contain it; MARKDOWN=1 prints the table as Markdown (for PERFORMANCE.md). A report: exit
// 1 only when the data is missing.
import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PKG = new URL("../www/pkg/full/wasm/", import.meta.url);
const SET = "data/variants/published-variants-dev.jsonl";
const CANDIDATES = [
  ...(process.env.SHARED ? [`file://${process.env.SHARED.replace(/\/?$/, "/")}${SET}`] : []),
  new URL(`../../shared/${SET}`, import.meta.url).href,
  new URL(`../../../shared/${SET}`, import.meta.url).href,
];
const RUNS = Number(process.env.RUNS ?? 3);
const FILTER = process.env.FILTER ?? "";
const MARKDOWN = process.env.MARKDOWN === "1";
/** The issue's limit per puzzle and link: read, solved and proved unique within 10 s. */
const LIMIT_MS = 10_000;
/** The constraint types whose cells are a set (a drawing keeps no order). */
const SETS = ["kropkiWhite", "kropkiBlack", "xv", "odd", "even", "minimum", "maximum", "extraRegion"];

const found = CANDIDATES.map((url) => new URL(url)).find((url) => existsSync(fileURLToPath(url)));
if (!found) {
  console.error(`published-report: ${SET} not found (set SHARED to the shared folder)`);
  process.exit(1);
}
const wasm = await import(new URL("sudoku_wasm.js", PKG).href);
await wasm.default({
  module_or_path: await readFile(fileURLToPath(new URL("sudoku_wasm_bg.wasm", PKG))),
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const geomean = (values) => Math.exp(values.reduce((s, v) => s + Math.log(v), 0) / values.length);

/** The Puzzle's rules in a comparable form (size, givens, regions, constraints; the cells
 *  of a set in order). The setter's text is compared apart: SudokuPad's zipper writes a
 *  `"` inside a text as `'`, so an scl link cannot carry it. */
function canonical({ title, author, rules, ...puzzle }) {
  const constraints = (puzzle.constraints ?? []).map((c) =>
    SETS.includes(c.type) ? { ...c, cells: [...c.cells].sort((a, b) => a - b) } : c,
  );
  return JSON.stringify({ ...puzzle, constraints });
}
const textOf = ({ title, author, rules }) => JSON.stringify([title, author, rules]);

/** What stops a reading: the refused field or shape, shortened. */
function reason(err) {
  const message = String(err.message ?? err);
  const unsupported = /^unsupported constraint '(.*)'$/s.exec(message);
  return (unsupported ? unsupported[1] : message).slice(0, 90);
}

/** One link: read, solved, unique, the time of count + solve. */
function runLink(call, text, entry) {
  let puzzle;
  try {
    puzzle = call(text);
  } catch (err) {
    return { error: reason(err) };
  }
  const out = { puzzle };
  const times = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      out.count = wasm.countPuzzleSolutions(puzzle, 2);
      out.solution = Array.from(wasm.solvePuzzle(puzzle)).join("");
      times.push(performance.now() - start);
      if (times.reduce((a, b) => a + b, 0) > LIMIT_MS) break;
    }
    out.ms = median(times);
  } catch (err) {
    out.error = `solve: ${reason(err)}`;
  }
  out.solved = out.solution === entry.solution;
  out.ok = !out.error && out.solved && out.count === 1 && out.ms <= LIMIT_MS;
  return out;
}

/** The rules the published solution breaks, as `rule at r1c2` texts. */
function brokenBy(puzzle, solution) {
  const givens = Array.from(solution, Number);
  const n = puzzle.size;
  return wasm.validatePuzzle({ ...puzzle, givens }).map(
    ({ rule, cells }) => `${rule} at ${cells.map((c) => `r${Math.floor(c / n) + 1}c${(c % n) + 1}`).join(" ")}`,
  );
}

/** The true candidates of `puzzle`: equal to the solution's digits? and their time. */
function trueCandidatesOf(puzzle, solution) {
  try {
    const start = performance.now();
    const masks = wasm.trueCandidates(puzzle);
    const ms = performance.now() - start;
    const same = masks.length === solution.length && Array.from(masks).every((m, i) => m === 1 << (Number(solution[i]) - 1));
    return { same, ms };
  } catch (err) {
    return { error: reason(err) };
  }
}

const LINKS = [
  ["f-puzzles", wasm.fromFPuzzles, "link"],
  ["SP fpuzzles", wasm.fromSudokuPad, "sudokupad_fpuzzles"],
  ["SP scl", wasm.fromSudokuPad, "sudokupad_scl"],
];
const lines = (await readFile(fileURLToPath(found), "utf8")).split("\n").filter(Boolean);
const rows = [];
for (const line of lines) {
  const entry = JSON.parse(line);
  if (!entry.title.includes(FILTER)) continue;
  const links = LINKS.map(([, call, key]) => runLink(call, entry[key], entry));
  const read = links.filter((l) => l.puzzle);
  const row = {
    title: entry.title,
    links,
    same: read.length === 3 && new Set(read.map((l) => canonical(l.puzzle))).size === 1,
    sameText: read.length === 3 && new Set(read.map((l) => textOf(l.puzzle))).size === 1,
  };
  const first = read[0]?.puzzle;
  if (first) {
    row.candidates = trueCandidatesOf(first, read[0].solved ? entry.solution : read[0].solution ?? entry.solution);
    if (read.some((l) => l.solution && !l.solved)) row.broken = brokenBy(first, entry.solution);
  }
  row.ok = links.every((l) => l.ok) && row.same && row.candidates?.same;
  rows.push(row);
}

/** A link's cell: its time when it passes, else what failed. */
function cell(l) {
  if (!l.puzzle) return "refused";
  if (l.error) return l.error.startsWith("solve: budget") ? "over budget" : "error";
  if (l.count !== 1) return l.count === 0 ? "no solution" : "not unique";
  if (!l.solved) return "other solution";
  if (l.ms > LIMIT_MS) return `> ${LIMIT_MS / 1000} s`;
  return `${l.ms.toFixed(1)}`;
}
const header = ["puzzle", "f-puzzles ms", "SP fpuzzles ms", "SP scl ms", "same", "true cand.", "tc ms"];
const table = rows.map((r) => [
  r.title.slice(0, 34),
  ...r.links.map(cell),
  r.links.every((l) => l.puzzle) ? (r.same ? "yes" : "no") : "-",
  r.candidates === undefined ? "-" : r.candidates.error ? "error" : r.candidates.same ? "= solution" : "differ",
  r.candidates?.ms === undefined ? "-" : r.candidates.ms.toFixed(1),
]);
if (MARKDOWN) {
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`);
  for (const cells of table) console.log(`| ${cells.join(" | ")} |`);
} else {
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(format(header));
  for (const cells of table) console.log(format(cells));
}

const count = (f) => rows.filter(f).length;
console.log("");
console.log(`puzzles: ${rows.length}`);
LINKS.forEach(([name], k) => {
  const of = rows.map((r) => r.links[k]);
  console.log(
    `${name}: read ${of.filter((l) => l.puzzle).length}, solved to the published solution ${of.filter((l) => l.solved).length}, ` +
      `proved unique ${of.filter((l) => l.count === 1).length}, all within ${LIMIT_MS / 1000} s ${of.filter((l) => l.ok).length}`,
  );
});
console.log(`the same Puzzle all three ways: ${count((r) => r.same)} (rules), ${count((r) => r.sameText)} (title, author, rules text)`);
console.log(`true candidates equal to the solution: ${count((r) => r.candidates?.same)}`);
console.log(`every check, every link: ${count((r) => r.ok)} of ${rows.length}`);
const good = rows.filter((r) => r.ok);
if (good.length > 0) {
  const ms = (k) => geomean(good.map((r) => r.links[k].ms)).toFixed(1);
  console.log(`time of count + solve, geometric mean over those: ${LINKS.map(([name], k) => `${name} ${ms(k)} ms`).join(", ")}`);
  console.log(`true candidates, geometric mean ${geomean(good.map((r) => r.candidates.ms)).toFixed(1)} ms, max ${Math.max(...good.map((r) => r.candidates.ms)).toFixed(1)} ms`);
}
const blockers = new Map();
for (const r of rows) {
  for (const e of new Set(r.links.filter((l) => l.error).map((l) => l.error))) {
    blockers.set(e, (blockers.get(e) ?? 0) + 1);
  }
}
if (blockers.size > 0) {
  console.log("\nwhat stops the others (puzzles):");
  for (const [what, n] of [...blockers].sort((a, b) => b[1] - a[1])) console.log(`  ${n}  ${what}`);
}
for (const r of rows.filter((r) => r.broken?.length)) {
  console.log(`data error: ${r.title}: the published solution breaks ${r.broken.slice(0, 3).join("; ")}`);
}
for (const r of rows.filter((r) => r.links.every((l) => l.puzzle) && !r.same)) console.log(`not the same rules: ${r.title}`);
for (const r of rows.filter((r) => r.links.every((l) => l.puzzle) && !r.sameText)) console.log(`not the same text: ${r.title}`);
