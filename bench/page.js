// The in-page half of `bench/browser.mjs`: loads the page's own wasm module
// (www/pkg/sudoku_wasm.js, or the directory PKG names, served at /pkg/) on the page's
// main thread and times its public API. `browser.mjs` calls `window.bench.file(name, options)` once per puzzle file.

import init, { solve, countSolutions, solveMany } from "/pkg/sudoku_wasm.js";

await init();

/** Puzzles per warm-up round, and warm-up rounds per mode (lets V8 tier up the glue). */
const WARM_PUZZLES = 2000;
const WARM_ROUNDS = 2;

/** A puzzle file's lines (`#` and empty lines skipped) as one buffer of n * 81 cells. */
function parseFile(text) {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
  const cells = new Uint8Array(lines.length * 81);
  lines.forEach((line, k) => {
    if (!/^[0-9.]{81}$/.test(line)) throw new Error(`line ${k + 1} is not a puzzle: ${line.slice(0, 90)}`);
    for (let i = 0; i < 81; i++) {
      const code = line.charCodeAt(i);
      cells[k * 81 + i] = code === 46 ? 0 : code - 48;
    }
  });
  return cells;
}

/** Whether `s` is a full valid grid that keeps the givens of `p`. */
function isSolutionOf(p, s) {
  if (!s || s.length !== 81) return false;
  for (let i = 0; i < 81; i++) if (s[i] < 1 || s[i] > 9 || (p[i] !== 0 && p[i] !== s[i])) return false;
  for (let u = 0; u < 9; u++) {
    let row = 0, col = 0, box = 0;
    for (let k = 0; k < 9; k++) {
      row |= 1 << s[u * 9 + k];
      col |= 1 << s[k * 9 + u];
      box |= 1 << s[(Math.floor(u / 3) * 3 + Math.floor(k / 3)) * 9 + (u % 3) * 3 + (k % 3)];
    }
    if (row !== 0x3fe || col !== 0x3fe || box !== 0x3fe) return false;
  }
  return true;
}

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

/**
 * Puzzles per second of `pass` (which handles `count` puzzles per call), repeated until
 * `minTime` seconds have passed (at least once).
 */
function rate(pass, count, minTime) {
  let n = 0;
  const t0 = performance.now();
  let dt;
  do {
    pass();
    n += count;
    dt = (performance.now() - t0) / 1000;
  } while (dt < minTime);
  return n / dt;
}

/**
 * Checks every answer once (untimed), then times per-call `solve`, per-call
 * `countSolutions(cells, 2)` and one `solveMany` call over the whole file.
 * `expectedCount` (1 or 2) is the file's known count up to 2, or null when unknown.
 * Returns `{ puzzles, wrong, rows: [{ mode, rate }] }`.
 */
async function file(name, { minTime, passes, expectedCount }) {
  const response = await fetch(`/puzzles/${encodeURIComponent(name)}`);
  if (!response.ok) throw new Error(`/puzzles/${name} answered ${response.status}`);
  const all = parseFile(await response.text());
  const n = all.length / 81;
  const views = Array.from({ length: n }, (_, k) => all.subarray(k * 81, k * 81 + 81));
  const warm = views.slice(0, WARM_PUZZLES);

  // Correctness, untimed: every puzzle of the shared files has a solution, so every
  // `solve` answer must be a valid solution, every count the known one (1 or 2 when
  // unknown), and the batch equal to the per-call answers.
  let wrong = 0;
  const solutions = views.map((p) => {
    let s = null;
    try {
      s = solve(p);
    } catch (error) {
      if (error?.code !== "NoSolution") throw error;
    }
    if (!isSolutionOf(p, s)) wrong += 1;
    const count = countSolutions(p, 2);
    const countOk = expectedCount !== null ? count === expectedCount : count === 1 || count === 2;
    if (!countOk) wrong += 1;
    return s;
  });
  const batch = solveMany(all);
  for (let k = 0; k < n; k++) {
    const s = solutions[k];
    const b = batch.solutions.subarray(k * 81, k * 81 + 81);
    if (batch.status[k] !== 0 || !s || b.some((v, i) => v !== s[i])) wrong += 1;
  }

  let sink = 0; // keeps the answers alive
  const perCall = {
    solve: (list) => () => {
      for (const p of list) {
        try {
          sink += solve(p)[0];
        } catch {
          sink -= 1;
        }
      }
    },
    "count<=2": (list) => () => {
      for (const p of list) sink += countSolutions(p, 2);
    },
  };
  const rows = [];
  for (const [mode, make] of Object.entries(perCall)) {
    for (let w = 0; w < WARM_ROUNDS; w++) make(warm)();
    const rates = [];
    for (let k = 0; k < passes; k++) rates.push(rate(make(views), n, minTime));
    rows.push({ mode, rate: median(rates) });
  }
  const many = () => {
    sink += solveMany(all).status[0];
  };
  solveMany(all.subarray(0, warm.length * 81));
  const rates = [];
  for (let k = 0; k < passes; k++) rates.push(rate(many, n, minTime));
  rows.push({ mode: "solveMany", rate: median(rates) });
  return { puzzles: n, wrong, rows, sink };
}

window.bench = { file };
document.documentElement.dataset.bench = "ready";
