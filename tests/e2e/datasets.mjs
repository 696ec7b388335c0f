// Puzzle files for the page's batch tests, from the samples committed in tests/fixtures
// (40 puzzles each): as many puzzles as a test needs, each a sample puzzle relabelled and
// with its rows, columns, bands and stacks permuted (and maybe transposed) by a seeded
// generator. Such a transformation maps solutions to solutions, so every puzzle made
// keeps its sample's number of solutions; the same seed gives the same file.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** The puzzle lines of `tests/fixtures/NAME.txt` (comments and blank lines left out). */
export function sampleLines(name) {
  return readFileSync(new URL(`../fixtures/${name}.txt`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"));
}

/** SplitMix32-style generator: a function giving integers in [0, n). */
function random(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    return z % n;
  };
}

/** A random permutation of 0..n-1 (Fisher-Yates). */
function permutation(n, next) {
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = next(i + 1);
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

/** A permutation of 0..8 that keeps rows (or columns) inside their bands (or stacks). */
function linePermutation(next) {
  const bands = permutation(3, next);
  return bands.flatMap((band) => permutation(3, next).map((r) => band * 3 + r));
}

/** One puzzle line transformed: digits relabelled, lines permuted, maybe transposed. */
export function transform(line, next) {
  const digits = [0, ...permutation(9, next).map((d) => d + 1)];
  const rows = linePermutation(next);
  const cols = linePermutation(next);
  const transpose = next(2) === 1;
  const out = new Array(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const source = transpose ? cols[c] * 9 + rows[r] : rows[r] * 9 + cols[c];
      const ch = line[source];
      out[r * 9 + c] = ch >= "1" && ch <= "9" ? digits[ch.charCodeAt(0) - 48] : ch;
    }
  }
  return out.join("");
}

/**
 * `count` puzzle lines made from the sample `name`, in order sample line 1, 2, ... 40, 1,
 * ..., each transformed with the generator seeded by `seed`.
 */
export function puzzleLines(name, count, seed = 1) {
  const sample = sampleLines(name);
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => transform(sample[i % sample.length], next));
}

/** The same as a file's text: one puzzle a line, each ending in "\n". */
export function puzzleText(name, count, seed = 1) {
  return puzzleLines(name, count, seed).join("\n") + "\n";
}
