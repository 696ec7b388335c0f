// www/ops.js: the page's ops, as the worker runs them, called here without a Worker over
// the page's own engine (www/pkg/full, built by `make wasm`): inputs to outputs, and the
// errors they throw.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

import pageOps from "../../www/ops.js";

const FULL = new URL("../../www/pkg/full/", import.meta.url);
const api = await import(new URL("index.js", FULL).href);
api.initSync({ module: await readFile(new URL("wasm/sudoku_wasm_bg.wasm", FULL)) });
const ops = pageOps(api);

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const cells = (line) => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));
const line = (digits) => Array.from(digits).join("");
/** r1c3 is 4 in the one solution; 2 breaks no rule there, but leaves no solution. */
const NO_SOLUTION = PUZZLE.slice(0, 2) + "2" + PUZZLE.slice(3);
/** Two givens of 1 in row 1 (and box 1): no solution, and `validate` reports them. */
const CLASH = "11" + ".".repeat(79);

/** The SudokuError `f` throws, as `{ code, message }`. */
function thrown(f) {
  try {
    f();
  } catch (error) {
    assert.equal(error.name, "SudokuError");
    return { code: error.code, message: error.message, cells: error.cells };
  }
  assert.fail("no error was thrown");
}

test("solve: the solution, whether it is unique, and the time of the search", () => {
  const unique = ops.solve({ cells: cells(PUZZLE) });
  assert.equal(line(unique.solution), SOLUTION);
  assert.equal(unique.count, 1);
  assert.ok(unique.ms >= 0);
  const several = ops.solve({ cells: new Uint8Array(81) });
  assert.equal(several.count, 2);
  assert.equal(several.solution.length, 81);
  assert.deepEqual({ ...ops.solve({ cells: cells(NO_SOLUTION) }), ms: 0 }, { solution: null, count: 0, ms: 0 });
});

test("solve: givens that clash are an error with their cells", () => {
  const { code, cells: at } = thrown(() => ops.solve({ cells: cells(CLASH) }));
  assert.equal(code, "ConflictingGivens");
  assert.deepEqual(at, [0, 1]);
});

test("check: the entries that differ from the solution, none when all are right", () => {
  const givens = cells(PUZZLE);
  const entries = new Uint8Array(81);
  entries[2] = 4; // right
  entries[3] = 5; // wrong: 6
  assert.deepEqual(ops.check({ givens, entries }), { wrong: [3], several: false });
  entries[3] = 6;
  assert.deepEqual(ops.check({ givens, entries }), { wrong: [], several: false });
});

test("check: with several solutions, entries that still lead to one are all right", () => {
  const givens = new Uint8Array(81);
  const entries = new Uint8Array(81);
  entries[0] = 7;
  assert.deepEqual(ops.check({ givens, entries }), { wrong: [], several: true });
  entries[1] = 7; // clashes with r1c1: no solution, so compared with solve's
  const { wrong, several } = ops.check({ givens, entries });
  assert.equal(several, true);
  assert.ok(wrong.length >= 1 && wrong.every((i) => i === 0 || i === 1));
});

test("solveBatch: one output line per puzzle line, and the outcomes counted", () => {
  const text = [PUZZLE, "not a puzzle", NO_SOLUTION, CLASH].join("\n");
  const { output, solved, noSolution, invalid, gaveUp } = ops.solveBatch({ text });
  const lines = output.split("\n");
  assert.equal(lines.pop(), "", "the output ends with a newline");
  assert.equal(lines.length, 4);
  assert.equal(lines[0], SOLUTION);
  assert.match(lines[1], /^error: /);
  assert.equal(lines[1], `error: ${thrown(() => api.parse("not a puzzle")).message}`);
  assert.match(lines[2], /^error: /);
  assert.equal(lines[3], `error: ${thrown(() => api.solve(cells(CLASH))).message}`);
  assert.deepEqual({ solved, noSolution, invalid, gaveUp }, { solved: 1, noSolution: 1, invalid: 2, gaveUp: 0 });
});

test("hint: the next step and the marks it starts from, less the removed candidates", () => {
  const removed = new Uint32Array(81);
  const { step, marks } = ops.hint({ cells: cells(PUZZLE), removed });
  assert.deepEqual(Array.from(marks), Array.from(api.candidates(cells(PUZZLE))));
  assert.equal(typeof step.technique, "string");
  assert.ok(step.placements.length + step.eliminations.length > 0);
  // A candidate removed by the player is gone from the marks.
  const blank = PUZZLE.indexOf(".");
  const digit = 31 - Math.clz32(marks[blank] & -marks[blank]) + 1;
  removed[blank] = 1 << (digit - 1);
  const after = ops.hint({ cells: cells(PUZZLE), removed });
  assert.equal(after.marks[blank], marks[blank] & ~removed[blank]);
  assert.equal(ops.hint({ cells: cells(SOLUTION), removed: new Uint32Array(81) }).step, null, "a full grid has no step");
});

test("explain: every position along the path, from the puzzle to its solution", () => {
  const { steps, positions } = ops.explain({ cells: cells(PUZZLE) });
  assert.equal(positions.length, steps.length + 1);
  assert.equal(line(positions[0].digits), PUZZLE.replaceAll(".", "0"));
  assert.equal(line(positions.at(-1).digits), SOLUTION);
  assert.ok(positions.at(-1).marks.every((m) => m === 0));
});

test("grade, generate and the contract's names come from the module", () => {
  assert.equal(ops.grade({ cells: cells(PUZZLE) }).level, api.grade(cells(PUZZLE)).level);
  const made = ops.generate({ seed: 7, level: "easy" });
  assert.deepEqual({ ...made, ms: 0 }, { ...api.generate({ seed: 7, level: "easy" }), ms: 0 });
  assert.ok(made.ms >= 0);
  assert.deepEqual(ops.contract({}), { levels: api.levels(), symmetries: api.symmetries(), generators: api.puzzleGenerators() });
});

test("generatePuzzle: a puzzle of any kind from the module, timed, also with a variant puzzle in the grid", () => {
  const options = { seed: 3, size: 6, variant: "classic", level: "easy", symmetry: "rotate180" };
  const made = ops.generatePuzzle(options);
  assert.deepEqual({ ...made, ms: 0 }, { ...api.generatePuzzle(options), ms: 0 });
  assert.ok(made.ms >= 0);
  assert.equal(made.puzzle.size, 6);
  assert.equal(made.puzzle.givens.length, 36);
  // The rules of the puzzle in the grid go with every request: the generator ignores them.
  const rules = { size: 9, regions: null, constraints: [{ type: "killerCage", cells: [0, 1], sum: 3 }] };
  assert.deepEqual(ops.generatePuzzle(options, rules).puzzle, made.puzzle);
  // A kind the engine does not make at that size: its coded error, which says what it makes.
  const { code, message } = thrown(() => ops.generatePuzzle({ seed: 3, size: 6, variant: "killer", level: "easy" }));
  assert.equal(code, "InvalidOption");
  assert.match(message, /killer/);
});

test("parse, validate, candidates and format pass the page's arguments through", () => {
  assert.equal(line(ops.parse({ text: PUZZLE })), PUZZLE.replaceAll(".", "0"));
  assert.deepEqual(thrown(() => ops.parse({ text: "x" })), thrown(() => api.parse("x")));
  assert.deepEqual(ops.validate({ cells: cells(CLASH) }), api.validate(cells(CLASH)));
  assert.deepEqual(ops.validate({ cells: cells(CLASH) }).map((c) => c.unit.kind), ["row", "box"]);
  assert.equal(ops.format({ cells: cells(PUZZLE), style: "line" }), PUZZLE);
  assert.equal(ops.candidates({ cells: cells(PUZZLE) }).length, 81);
});

test("with a variant's rules, the variant ops answer: a 4×4 solves by its own rules", () => {
  const rules = { size: 4, regions: null, constraints: [] };
  const givens = Uint8Array.from([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0]);
  const { solution, count } = ops.solve({ cells: givens }, rules);
  assert.deepEqual(Array.from(solution), [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]);
  assert.equal(count, 1);
  // The classic op would refuse 16 cells.
  assert.equal(thrown(() => ops.solve({ cells: givens })).code, "WrongLength");
  // Graded by the variant engine: gradePuzzle's grade, with the uniqueness counted.
  const grade = ops.grade({ cells: givens }, rules);
  assert.deepEqual(grade, { ...api.gradePuzzle({ ...rules, givens: Array.from(givens) }), unique: true });
  assert.deepEqual([grade.level, grade.hardestTechnique, grade.steps], ["easy", "Full house", 1]);
  const clash = Uint8Array.from(givens);
  clash[15] = 4;
  const conflicts = ops.validate({ cells: clash }, rules);
  assert.ok(conflicts.some((c) => c.unit.kind === "row" && c.digit === 4 && c.cells.includes(15)));
});

test("fromFPuzzles and toFPuzzlesUrl take the page's arguments", () => {
  const puzzle = ops.fromFPuzzles({ text: JSON.stringify({ size: 4, grid: Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({}))) }) });
  assert.equal(puzzle.size, 4);
  assert.match(ops.toFPuzzlesUrl({ puzzle }), /load=/);
  assert.equal(thrown(() => ops.fromFPuzzles({ text: "{" })).code, "InvalidPuzzle");
});

test("over the core entry (the page's first load), the ops a classic grid needs, and they answer", async () => {
  const CORE = new URL("../../www/pkg/", import.meta.url);
  const core = await import(new URL("index.js", CORE).href);
  core.initSync({ module: await readFile(new URL("wasm/sudoku_wasm_bg.wasm", CORE)) });
  const light = pageOps(core);
  assert.deepEqual(Object.keys(light).sort(), ["candidates", "check", "format", "parse", "solve", "solveBatch", "validate"]);
  assert.deepEqual(Object.keys(ops).sort(), [...Object.keys(light), "contract", "explain", "fromFPuzzles", "fromSudokuPad", "generate", "generatePuzzle", "grade", "hint", "toFPuzzlesUrl", "trueCandidates"].sort());
  assert.equal(line(light.solve({ cells: cells(PUZZLE) }).solution), SOLUTION);
  assert.equal(light.solveBatch({ text: PUZZLE }).output, `${SOLUTION}\n`);
  assert.throws(() => light.solve({ cells: cells(PUZZLE) }, { size: 9, constraints: [] }), /the core entry has no variant engine/);
});

test("true candidates: a unique puzzle's are its solution; with the rules of a variant, by those rules", () => {
  const masks = ops.trueCandidates({ cells: cells(PUZZLE) });
  assert.deepEqual(Array.from(masks), Array.from(SOLUTION, (d) => 1 << (Number(d) - 1)));
  // The first three rows blank: several solutions, each cell's digits include the solution's.
  const open = ".".repeat(27) + SOLUTION.slice(27);
  const wide = ops.trueCandidates({ cells: cells(open) });
  assert.ok(Array.from(SOLUTION).every((d, i) => (wide[i] & (1 << (Number(d) - 1))) !== 0));
  assert.ok(Array.from(wide.slice(0, 27)).some((m) => m !== (m & -m)));
  // A 4×4 with a killer cage of 3 over r1c1-r1c2: those cells hold 1 or 2.
  const rules = { size: 4, regions: null, constraints: [{ type: "killerCage", cells: [0, 1], sum: 3 }] };
  const four = ops.trueCandidates({ cells: new Uint8Array(16) }, rules);
  assert.deepEqual([four[0], four[1], four[2]], [0b0011, 0b0011, 0b1100]);
  // Givens that clash: the engine's coded error.
  assert.equal(thrown(() => ops.trueCandidates({ cells: cells(CLASH) })).code, "ConflictingGivens");
});
