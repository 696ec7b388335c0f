// The packed tarball in Node: its contents, the README's examples under `import` and
// `require`, every export's shape through the real JS glue, and the TypeScript
// declarations under `tsc --strict`.

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";

import {
  consumerProject,
  expectedLogs,
  packTarball,
  readmeExamples,
  sh,
  TOOLS,
} from "./helpers.mjs";

const LINE =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

test("the packed package in Node", async (t) => {
  const tarball = await packTarball(t);
  const examples = await readmeExamples();

  await t.test("the tarball holds the package and nothing else", async () => {
    const { stdout } = await sh("tar", ["-tzf", tarball]);
    const files = stdout.trim().split("\n").sort();
    assert.deepEqual(files, [
      "package/LICENSE-APACHE",
      "package/LICENSE-MIT",
      "package/README.md",
      "package/node.cjs",
      "package/node.d.cts",
      "package/node.mjs",
      "package/package.json",
      "package/sudoku_wasm.d.ts",
      "package/sudoku_wasm.js",
      "package/sudoku_wasm_bg.wasm",
    ]);
  });

  const dir = await consumerProject(t, tarball, "node", {
    "quick-start.mjs": examples.quickStart,
    "tour.mjs": examples.tour,
    "commonjs.cjs": examples.commonjs,
    "logic-tour.mjs": examples.logicTour,
  });

  for (const [name, file, code] of [
    ["the README's first example runs under import", "quick-start.mjs", examples.quickStart],
    ["the README's require example runs under require", "commonjs.cjs", examples.commonjs],
    ["the README's API tour prints what its comments say", "tour.mjs", examples.tour],
    ["the README's logic tour prints what its comments say", "logic-tour.mjs", examples.logicTour],
  ]) {
    await t.test(name, async () => {
      const { stdout, stderr } = await sh(process.execPath, [file], { cwd: dir });
      assert.equal(stderr, "");
      assert.deepEqual(stdout.trimEnd().split("\n"), expectedLogs(code));
    });
  }

  await t.test("import and require share one instance and one init", async () => {
    const script = `
      import { createRequire } from "node:module";
      import init, * as esm from "sudoku-wasm";
      const cjs = createRequire(import.meta.url)("sudoku-wasm");
      if (esm.solve !== cjs.solve) throw new Error("two copies of the module");
      const exports = await init();
      if (!(exports.memory instanceof WebAssembly.Memory)) throw new Error("init result");
      if (cjs.initSync() !== exports) throw new Error("initSync result");
      if ((await cjs.default()) !== exports) throw new Error("require(...).default");
      console.log(Object.keys(esm).sort().join(" "));
    `;
    const { stdout } = await sh(process.execPath, ["--input-type=module", "-e", script], {
      cwd: dir,
    });
    assert.equal(
      stdout.trim(),
      "SolveStatus candidates countSolutions default format generate grade hint initSync parse solve " +
        "solveMany solvePath techniques validate",
    );
  });

  await t.test("every export's shape through the JS glue", async () => {
    const script = `
      import init, * as s from "sudoku-wasm";
      await init();
      const out = {};
      const thrown = (f) => { try { f(); return "no error"; } catch (e) {
        return [e instanceof Error, e.name, e.code, e.cells, e.message]; } };
      const puzzle = s.parse(${JSON.stringify(LINE)});
      out.parse = [puzzle.constructor.name, puzzle.length];
      out.solve = [s.solve(puzzle).constructor.name, s.solve(puzzle).length];
      const marks = s.candidates(puzzle);
      out.candidates = [marks.constructor.name, marks.length, marks[0], marks[2]];
      const bad = puzzle.slice(); bad[1] = 5;
      out.validate = s.validate(bad);
      out.validateOk = s.validate(puzzle);
      const batch = s.solveMany(new Uint8Array(81 * 2 + 3));
      out.solveMany = [Object.keys(batch), batch.solutions.constructor.name,
        batch.solutions.length, batch.status.constructor.name, [...batch.status]];
      out.status = s.SolveStatus;
      out.format = s.format(puzzle, "grid").split("\\n").slice(0, 2);
      out.errors = [
        thrown(() => s.solve(new Uint8Array(80))),
        thrown(() => s.parse(42)),
        thrown(() => s.parse({ length: 3 })),
        thrown(() => s.format(puzzle, "Line")),
        thrown(() => s.format(puzzle, undefined)),
        thrown(() => s.countSolutions(puzzle, -1)),
        thrown(() => s.solveMany(puzzle, NaN)),
        thrown(() => s.candidates([1, 1])),
      ];
      // The module survives all of that.
      out.after = s.countSolutions(puzzle, 2);
      console.log(JSON.stringify(out));
    `;
    const { stdout } = await sh(process.execPath, ["--input-type=module", "-e", script], {
      cwd: dir,
    });
    const out = JSON.parse(stdout);
    assert.deepEqual(out.parse, ["Uint8Array", 81]);
    assert.deepEqual(out.solve, ["Uint8Array", 81]);
    assert.deepEqual(out.candidates, ["Uint16Array", 81, 0, 0b1011]);
    assert.deepEqual(out.validate, [
      {
        digit: 5,
        cells: [0, 1],
        unit: { kind: "row", index: 0 },
        message: "digit 5 is given twice in row 1: at row 1, column 1 and at row 1, column 2",
      },
      {
        digit: 5,
        cells: [0, 1],
        unit: { kind: "box", index: 0 },
        message: "digit 5 is given twice in box 1: at row 1, column 1 and at row 1, column 2",
      },
    ]);
    assert.deepEqual(out.validateOk, []);
    assert.deepEqual(out.solveMany, [
      ["solutions", "status"],
      "Uint8Array",
      3 * 81,
      "Uint8Array",
      [0, 0, 4],
    ]);
    assert.equal(out.status.Solved, 0);
    assert.equal(out.status.BudgetExceeded, 5);
    assert.deepEqual(out.format, ["5 3 0 0 7 0 0 0 0", "6 0 0 1 9 5 0 0 0"]);
    assert.deepEqual(out.errors, [
      [true, "SudokuError", "WrongLength", [], "expected 81 cells, found 80"],
      [true, "SudokuError", "InvalidArgument", [], "text must be a string, not number"],
      [true, "SudokuError", "InvalidArgument", [], "text must be a string, not object"],
      [
        true,
        "SudokuError",
        "InvalidArgument",
        [],
        'style must be "line", "grid" or "pretty", not "Line"',
      ],
      [
        true,
        "SudokuError",
        "InvalidArgument",
        [],
        'style must be "line", "grid" or "pretty", not undefined',
      ],
      [true, "SudokuError", "InvalidArgument", [], "limit must be a whole number 0 or more, not -1"],
      [
        true,
        "SudokuError",
        "InvalidArgument",
        [],
        "maxGuesses must be a whole number 0 or more, not NaN",
      ],
      [true, "SudokuError", "WrongLength", [], "expected 81 cells, found 2"],
    ]);
    assert.equal(out.after, 1);
  });

  await t.test("the TypeScript declarations: strict, no any, ESM and CommonJS", async () => {
    const declarations = await readFile(join(dir, "node_modules/sudoku-wasm/sudoku_wasm.d.ts"), "utf8");
    const code = declarations.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
    assert.doesNotMatch(code, /\bany\b/);
    const typed = await consumerProject(t, tarball, "types", {
      "tsconfig.json": JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: "nodenext",
          moduleResolution: "nodenext",
          target: "es2022",
          lib: ["es2022", "dom"],
          types: [],
          skipLibCheck: false,
        },
        include: ["*.mts", "*.cts"],
      }),
      "quick-start.mts": examples.quickStart,
      "shapes.mts": TYPES_MTS,
      "commonjs.cts": TYPES_CTS,
    });
    await sh(process.execPath, [join(TOOLS, "typescript/bin/tsc"), "-p", "."], { cwd: typed });
  });
});

/** Uses every exported type; the `@ts-expect-error` lines must fail to type-check. */
const TYPES_MTS = `
import init, {
  candidates, countSolutions, format, initSync, parse, solve, solveMany, SolveStatus, validate,
} from "sudoku-wasm";
import type {
  Conflict, ErrorCode, FormatStyle, InitOutput, SolveManyResult, SudokuError, Unit, UnitKind,
} from "sudoku-wasm";

const ready: InitOutput = await init();
const again: InitOutput = initSync({ module: new Uint8Array(0) });
const cells: Uint8Array = parse(${JSON.stringify(LINE)});
const solution: Uint8Array = solve(cells);
const count: number = countSolutions(cells, 2, 1000);
const conflicts: Conflict[] = validate(cells);
const unit: Unit | undefined = conflicts[0]?.unit;
const kind: UnitKind | undefined = unit?.kind;
const pair: [number, number] | undefined = conflicts[0]?.cells;
const marks: Uint16Array = candidates(cells);
const batch: SolveManyResult = solveMany(cells);
const solved: boolean = batch.status[0] === SolveStatus.Solved;
const style: FormatStyle = "pretty";
const text: string = format(solution, style);
function codeOf(err: unknown): ErrorCode | undefined {
  return err instanceof Error && err.name === "SudokuError" ? (err as SudokuError).code : undefined;
}
// @ts-expect-error: not a style
format(cells, "boxed");
// @ts-expect-error: text is a string
parse(42);
// @ts-expect-error: the style is required
format(cells);
export { again, count, kind, marks, pair, ready, solved, text, codeOf };
`;

/** \`require\` resolves to node.cjs, typed by node.d.cts. */
const TYPES_CTS = `
import sudoku = require("sudoku-wasm");
const solution: Uint8Array = sudoku.solve(new Uint8Array(81));
const ready: Promise<sudoku.InitOutput> = sudoku.default();
export = { solution, ready };
`;
