// The packed tarball in Node, both entries (`sudoku-wasm`, the core, and
// `sudoku-wasm/full`): its contents, the core's gzipped size, the documented examples under
// `import` and `require`, every export's shape through the real JS glue, and the
// TypeScript declarations under `tsc --strict`.

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { constants, gzipSync } from "node:zlib";

import {
  consumerProject,
  expectedLogs,
  packTarball,
  readmeExamples,
  sh,
  TOOLS,
} from "./helpers.mjs";
import * as sizes from "../../scripts/package-sizes.mjs";

const LINE =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/** What the core exports; the full entry exports the same and the logic engine. */
const CORE_EXPORTS = [
  "SolveStatus", "SudokuError", "candidates", "countSolutions", "default", "errorCodes", "format",
  "formatStyles", "initSync", "parse", "solve", "solveAndCount", "solveMany", "solveStatuses",
  "unitKinds", "validate",
];
const LOGIC_EXPORTS = [
  "countPuzzleSolutions", "findSteps", "fromFPuzzles", "fromSudokuPad", "generate", "generatePuzzle", "grade",
  "gradePuzzle", "hint", "hintPuzzle", "levels", "puzzleGenerators", "puzzleTechniques", "puzzleUnitKinds", "rate",
  "solvePath", "solvePathPuzzle", "solvePuzzle", "symmetries", "techniques", "toFPuzzles", "toFPuzzlesUrl",
  "trueCandidateCounts", "trueCandidates", "validatePuzzle", "variantKinds",
];
const ENTRIES = [
  { name: "sudoku-wasm", exports: CORE_EXPORTS },
  { name: "sudoku-wasm/full", exports: [...CORE_EXPORTS, ...LOGIC_EXPORTS].sort() },
];

/** The budget of the core entry, its wasm and its browser glue gzipped (issue 4). */
const CORE_GZIP_BUDGET = 40_000;

test("the packed package in Node", async (t) => {
  const tarball = await packTarball(t);
  const examples = await readmeExamples();

  await t.test("the tarball holds both entries and nothing else (no test data)", async () => {
    const { stdout } = await sh("tar", ["-tzf", tarball]);
    const files = stdout.trim().split("\n").sort();
    const entry = [
      "browser-bundle.js", "contract.cjs", "contract.d.cts", "contract.js", "fast.cjs", "fast.js", "index.d.ts", "index.js",
      "node-bundle.js", "node-webpack.js", "node.cjs", "node.d.cts", "node.mjs", "wasm/sudoku_wasm.cjs",
      "wasm/sudoku_wasm.js", "workerd.js",
      "wasm/sudoku_wasm_bg.wasm",
    ];
    assert.deepEqual(
      files,
      [
        "CHANGELOG.md",
        "LICENSE-APACHE",
        "LICENSE-MIT",
        "README.md",
        "api.d.cts",
        "init.d.cts",
        "full/logic.d.cts",
        "full/variants.d.cts",
        "full/generate.d.cts",
        ...entry.map((f) => `full/${f}`),
        ...entry,
        ...["browser-thread.js", "client.js", "index.d.ts", "index.js", "node-thread.mjs", "node.cjs", "node.d.cts", "node.mjs", "serve.js"]
          .map((f) => `worker/${f}`),
        "package.json",
      ].map((f) => `package/${f}`).sort(),
    );
    assert.equal(files.filter((f) => /fixture|puzzle|test|\.txt$/i.test(f)).length, 0);
  });

  const dir = await consumerProject(t, tarball, "node", {
    "quick-start.mjs": examples.quickStart,
    "tour.mjs": examples.tour,
    "commonjs.cjs": examples.commonjs,
    "full-start.mjs": examples.fullStart,
    "logic-tour.mjs": examples.logicTour,
    "full-commonjs.cjs": FULL_CJS,
    "worker.mjs": examples.worker,
    "worker-commonjs.cjs": WORKER_CJS,
  });

  await t.test(`the core's wasm and browser glue are under ${CORE_GZIP_BUDGET} bytes gzipped`, async () => {
    const gzipped = async (file) =>
      gzipSync(await readFile(join(dir, "node_modules/sudoku-wasm", file)), {
        level: constants.Z_BEST_COMPRESSION,
      }).length;
    const sizes = {};
    // What a browser loads: the entry, the contract, the glue and the module.
    const browser = ["index.js", "contract.js", "wasm/sudoku_wasm.js", "wasm/sudoku_wasm_bg.wasm"];
    for (const prefix of ["", "full/"]) {
      for (const file of browser) sizes[prefix + file] = await gzipped(prefix + file);
    }
    t.diagnostic(`gzipped (level 9): ${JSON.stringify(sizes)}`);
    const core = browser.reduce((sum, file) => sum + sizes[file], 0);
    assert.ok(core < CORE_GZIP_BUDGET, `the core entry is ${core} bytes gzipped`);
  });

  for (const [name, file, code] of [
    ["README.md's first example runs under import", "quick-start.mjs", examples.quickStart],
    ["docs/javascript.md's require example runs under require", "commonjs.cjs", examples.commonjs],
    ["docs/javascript.md's API tour prints what its comments say", "tour.mjs", examples.tour],
    ["docs/javascript.md's full-entry example runs under import", "full-start.mjs", examples.fullStart],
    ["docs/logic.md's logic tour prints what its comments say", "logic-tour.mjs", examples.logicTour],
    ["the full entry under require", "full-commonjs.cjs", FULL_CJS],
    ["docs/javascript.md's worker example (worker_threads, cancel, pool) prints what its comments say", "worker.mjs", examples.worker],
    ["the worker entry under require, on the full entry and on the core", "worker-commonjs.cjs", WORKER_CJS],
  ]) {
    await t.test(name, async () => {
      const { stdout, stderr } = await sh(process.execPath, [file], { cwd: dir });
      assert.equal(stderr, "");
      assert.deepEqual(stdout.trimEnd().split("\n"), expectedLogs(code));
    });
  }

  for (const { name, exports } of ENTRIES) {
    await t.test(`${name}: import and require share one instance and one init`, async () => {
      const script = `
        import { createRequire } from "node:module";
        import init, * as esm from "${name}";
        const cjs = createRequire(import.meta.url)("${name}");
        if (esm.solve !== cjs.solve) throw new Error("two copies of the module");
        const exports = await init();
        if (!(exports.memory instanceof WebAssembly.Memory)) throw new Error("init result");
        if (cjs.initSync() !== exports) throw new Error("initSync result");
        if ((await cjs.default()) !== exports) throw new Error("require(...).default");
        // __instanceExports is the Node entry's way to the instance (not API).
        console.log(Object.keys(esm).filter((name) => !name.startsWith("__")).sort().join(" "));
      `;
      const { stdout } = await sh(process.execPath, ["--input-type=module", "-e", script], {
        cwd: dir,
      });
      assert.equal(stdout.trim(), exports.join(" "));
    });
  }

  await t.test("the package's README names every export of every entry", async () => {
    const readme = await readFile(join(dir, "node_modules/sudoku-wasm/README.md"), "utf8");
    const worker = await import(pathToFileURL(join(dir, "node_modules/sudoku-wasm/worker/node.mjs")).href);
    const names = [...new Set([...CORE_EXPORTS, ...LOGIC_EXPORTS, ...Object.keys(worker)])];
    assert.deepEqual(Object.keys(worker).sort(), ["createPool", "createWorker"]);
    // The default export is `init`.
    const missing = names.filter((name) => !readme.includes(`\`${name === "default" ? "init" : name}`));
    assert.deepEqual(missing, []);
  });

  await t.test("the package's README has the size table of the files it ships", async () => {
    const packed = join(dir, "node_modules/sudoku-wasm");
    const readme = await readFile(join(packed, "README.md"), "utf8");
    const rows = sizes.measure(packed);
    assert.equal(sizes.tableOf(readme), sizes.table(rows));
    // What the table counts is what a browser loads: the core's entry, glue and module.
    assert.deepEqual(rows[0].files.sort(), ["contract.js", "fast.js", "index.js", "wasm/sudoku_wasm.js", "wasm/sudoku_wasm_bg.wasm"]);
    assert.equal(rows.length, 3);
  });

  await t.test("the two entries are two modules, each with its own memory", async () => {
    const script = `
      import init, * as core from "sudoku-wasm";
      import initFull, * as full from "sudoku-wasm/full";
      const [a, b] = [await init(), await initFull()];
      if (a === b || a.memory === b.memory || core.solve === full.solve) throw new Error("shared");
      const puzzle = core.parse(${JSON.stringify(LINE)});
      console.log(core.format(core.solve(puzzle), "line") === full.format(full.solve(puzzle), "line"));
    `;
    const { stdout } = await sh(process.execPath, ["--input-type=module", "-e", script], {
      cwd: dir,
    });
    assert.equal(stdout.trim(), "true");
  });

  for (const { name } of ENTRIES) {
    await t.test(`${name}: the core exports' shapes through the JS glue`, async () => {
      const script = `
        import init, * as s from "${name}";
        await init();
        const out = {};
        const thrown = (f) => { try { f(); return "no error"; } catch (e) {
          return [e instanceof Error, e.name, e.code, e.cells, e.message]; } };
        const puzzle = s.parse(${JSON.stringify(LINE)});
        out.parse = [puzzle.constructor.name, puzzle.length];
        out.solve = [s.solve(puzzle).constructor.name, s.solve(puzzle).length];
        const counted = s.solveAndCount(puzzle);
        out.solveAndCount = [Object.keys(counted), counted.solution.constructor.name,
          s.format(counted.solution, "line") === s.format(s.solve(puzzle), "line"),
          counted.count, counted.complete];
        const starved = s.solveAndCount(new Uint8Array(81), Infinity, 100);
        out.solveAndCountStarved = [starved.count >= 1, starved.complete];
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
          thrown(() => s.solveAndCount(puzzle, 1.5)),
          thrown(() => s.solveAndCount({ length: -1 })),
          thrown(() => s.solveMany(puzzle, NaN)),
          thrown(() => s.candidates([1, 1])),
        ];
        // Every thrown error is an instance of the exported class, whichever entry threw it.
        const caught = (f) => { try { f(); } catch (e) { return e; } };
        const other = await import("${name === "sudoku-wasm" ? "sudoku-wasm/full" : "sudoku-wasm"}");
        out.instances = [
          caught(() => s.solve(new Uint8Array(80))) instanceof s.SudokuError,
          caught(() => s.parse(42)) instanceof s.SudokuError,
          caught(() => other.solve(new Uint8Array(80))) instanceof s.SudokuError,
          new s.SudokuError("made by hand", "NoSolution") instanceof s.SudokuError,
          caught(() => s.solve(new Uint8Array(80))) instanceof Error,
          new Error("another") instanceof s.SudokuError,
          Object.assign(new Error("named"), { name: "SudokuError" }) instanceof s.SudokuError,
        ];
        const made = new s.SudokuError("made by hand", "NoSolution", [3]);
        out.made = [made.name, made.code, made.cells, made.message, made instanceof Error];
        // The contract's lists: what the exports use, by name.
        out.lists = [s.errorCodes().length, s.solveStatuses()[s.SolveStatus.BudgetExceeded],
          s.formatStyles(), s.unitKinds()];
        // The fast path (a 81-byte Uint8Array through the module's static buffer) throws
        // what the checked path (here reached with a plain array) throws, and answers alike.
        const valued = puzzle.slice(); valued[40] = 12;
        // no conflicting givens and no solution: the first cell sees all nine digits
        const stuck = new Uint8Array(81); stuck.set([1, 2, 3, 4, 5, 6, 7, 8, 9], 1);
        const fastCases = [[puzzle, 2], [bad, 2], [valued, 2], [stuck, 2], [puzzle, 1.5],
          [new Uint8Array(81), 3, 2], [new Uint8Array(81), Infinity, 0.5]];
        // the answer (a count, or a solution's length) or the error's code
        const answer = (f) => { try { const value = f(); return typeof value === "number" ?
          value : value.length; } catch (e) { return e.code; } };
        const whole = (f) => { try { const value = f(); return typeof value === "number" ?
          value : [...value]; } catch (e) { return e.code; } };
        const same = (f, g) => JSON.stringify(thrown(f)) === JSON.stringify(thrown(g)) &&
          JSON.stringify(whole(f)) === JSON.stringify(whole(g));
        out.fastSame = fastCases.map(([cells, ...rest]) => [
          same(() => s.solve(cells), () => s.solve([...cells])),
          same(() => s.countSolutions(cells, ...rest), () => s.countSolutions([...cells], ...rest)),
          answer(() => s.solve(cells)),
          answer(() => s.countSolutions(cells, ...rest)),
        ]);
        // Each solution is a fresh array, and the view survives the memory's growth.
        const first = s.solve(puzzle); first.fill(0);
        const again = s.solve(puzzle);
        s.solveMany(new Uint8Array(81 * 30000));
        out.fastFresh = [again[0], s.format(s.solve(puzzle), "line") === s.format(again, "line"),
          s.countSolutions(puzzle, 2), thrown(() => s.solve(valued))[2]];
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
      assert.deepEqual(out.solveAndCount, [["solution", "count", "complete"], "Uint8Array", true, 1, true]);
      assert.deepEqual(out.solveAndCountStarved, [true, false]);
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
        [true, "SudokuError", "InvalidArgument", [], "limit must be a whole number 0 or more, not 1.5"],
        [
          true,
          "SudokuError",
          "InvalidArgument",
          [],
          "cells must be a typed array or an array of at most 2^30 numbers, not an object",
        ],
        [
          true,
          "SudokuError",
          "InvalidArgument",
          [],
          "maxGuesses must be a whole number 0 or more, not NaN",
        ],
        [true, "SudokuError", "WrongLength", [], "expected 81 cells, found 2"],
      ]);
      assert.deepEqual(out.instances, [true, true, true, true, true, false, false]);
      assert.deepEqual(out.made, ["SudokuError", "NoSolution", [3], "made by hand", true]);
      assert.deepEqual(out.lists, [13, "BudgetExceeded", ["line", "grid", "pretty"], ["row", "column", "box"]]);
      assert.equal(out.status[0], "Solved");
      assert.deepEqual(out.fastSame, [
        [true, true, 81, 1],
        [true, true, "ConflictingGivens", "ConflictingGivens"],
        [true, true, "InvalidValue", "InvalidValue"],
        [true, true, "NoSolution", 0],
        [true, true, 81, "InvalidArgument"],
        [true, true, 81, "BudgetExceeded"],
        [true, true, 81, "InvalidArgument"],
      ]);
      assert.deepEqual(out.fastFresh, [5, true, 1, "InvalidValue"]);
      assert.equal(out.after, 1);
    });
  }

  await t.test("the TypeScript declarations of both entries: strict, no any, ESM, CommonJS, node10, with and without the DOM", async () => {
    const declarationFiles = [
      "index.d.ts", "node.d.cts", "api.d.cts", "init.d.cts", "contract.d.cts",
      "full/index.d.ts", "full/node.d.cts", "full/logic.d.cts", "full/variants.d.cts", "full/generate.d.cts", "full/contract.d.cts",
      "worker/index.d.ts", "worker/node.d.cts",
    ];
    for (const file of declarationFiles) {
      const declarations = await readFile(join(dir, "node_modules/sudoku-wasm", file), "utf8");
      const code = declarations.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
      assert.doesNotMatch(code, /\bany\b/, file);
    }
    const compilerOptions = {
      strict: true,
      noEmit: true,
      module: "nodenext",
      moduleResolution: "nodenext",
      target: "es2022",
      lib: ["es2022", "dom"],
      types: [],
      skipLibCheck: false,
    };
    // A project for Node only: no DOM library, Node's own types (the workspace's).
    const nodeOnly = {
      ...compilerOptions,
      lib: ["es2022"],
      types: ["node"],
      typeRoots: [join(TOOLS, "@types")],
    };
    const typed = await consumerProject(t, tarball, "types", {
      "tsconfig.json": JSON.stringify({ compilerOptions, include: ["*.mts", "*.cts"] }),
      // Resolution without `exports`: `types` for the root, `typesVersions` for the subpath.
      "tsconfig.node10.json": JSON.stringify({
        compilerOptions: { ...compilerOptions, module: "commonjs", moduleResolution: "node10" },
        include: ["node10/*.ts"],
      }),
      "tsconfig.node-only.json": JSON.stringify({ compilerOptions: nodeOnly, include: ["*.mts", "*.cts"] }),
      "tsconfig.node-only-node10.json": JSON.stringify({
        compilerOptions: { ...nodeOnly, module: "commonjs", moduleResolution: "node10" },
        include: ["node10/*.ts"],
      }),
      "quick-start.mts": examples.quickStart,
      "full-start.mts": examples.fullStart,
      "shapes.mts": TYPES_MTS,
      "full-shapes.mts": TYPES_FULL_MTS,
      "worker.mts": TYPES_WORKER_MTS,
      "commonjs.cts": TYPES_CTS,
      "full-commonjs.cts": TYPES_FULL_CTS,
      "worker-commonjs.cts": TYPES_WORKER_CTS,
      "node10/entries.ts": TYPES_NODE10,
    });
    const tsc = join(TOOLS, "typescript/bin/tsc");
    await sh(process.execPath, [tsc, "-p", "."], { cwd: typed });
    await sh(process.execPath, [tsc, "-p", "tsconfig.node10.json"], { cwd: typed });
    await sh(process.execPath, [tsc, "-p", "tsconfig.node-only.json"], { cwd: typed });
    await sh(process.execPath, [tsc, "-p", "tsconfig.node-only-node10.json"], { cwd: typed });
  });
});

/** The worker entry under `require`: engines on the full entry and on the core. */
const WORKER_CJS = `
const { createWorker } = require("sudoku-wasm/worker");

(async () => {
  const puzzle = Uint8Array.from(${JSON.stringify(LINE)}, (c) => (c === "." ? 0 : Number(c)));
  const full = await createWorker();
  console.log((await full.hint(puzzle)).technique); // Naked single
  const core = await createWorker({ entry: "core" });
  console.log(typeof core.hint, (await core.solve(puzzle)).slice(0, 9).join("")); // undefined 534678912
  full.terminate();
  core.terminate();
})();
`;

/** The full entry under `require`: the logic engine with nothing to wait for. */
const FULL_CJS = `
const { parse, hint, grade } = require("sudoku-wasm/full");

const puzzle = parse(${JSON.stringify(LINE)});
console.log(hint(puzzle).technique); // Naked single
console.log(grade(puzzle).level); // easy
`;

/** Uses every exported type; the `@ts-expect-error` lines must fail to type-check. */
const TYPES_MTS = `
import init, {
  candidates, countSolutions, errorCodes, format, formatStyles, initSync, parse, solve,
  solveAndCount, solveMany, SolveStatus, solveStatuses, SudokuError, unitKinds, validate,
} from "sudoku-wasm";
import type {
  Cells, Conflict, ErrorCode, FormatStyle, InitOutput, SolveAndCountResult, SolveManyResult,
  SolveStatusName, Unit, UnitKind,
} from "sudoku-wasm";

const ready: InitOutput = await init();
const again: InitOutput = initSync({ module: new Uint8Array(0) });
const cells: Uint8Array = parse(${JSON.stringify(LINE)});
const solution: Uint8Array = solve(cells);
const count: number = countSolutions(cells, 2, 1000);
const counted: SolveAndCountResult = solveAndCount(cells);
const once: [Uint8Array, number, boolean] = [counted.solution, counted.count, counted.complete];
const bounded: SolveAndCountResult = solveAndCount(cells, Infinity, 1000);
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
  return err instanceof SudokuError ? err.code : undefined;
}
const made: SudokuError = new SudokuError("made by hand", "NoSolution", [0]);
const where: number[] = made.cells;
// The forms the functions read: readonly arrays and other typed arrays.
const frozen: readonly number[] = Object.freeze(Array.from(cells));
const forms: Cells[] = [frozen, new Uint8ClampedArray(81), new Int16Array(81), new Float64Array(81)];
const answers: Uint8Array[] = [solve(frozen), solve(new Uint8ClampedArray(cells))];
const lists: [ErrorCode[], SolveStatusName[], FormatStyle[], UnitKind[]] =
  [errorCodes(), solveStatuses(), formatStyles(), unitKinds()];
const status: SolveStatus = SolveStatus.Solved;
const named: "Solved" = SolveStatus[0];
// @ts-expect-error: not an error code
const wrongCode: ErrorCode = "Nope";
// @ts-expect-error: the code must be an ErrorCode
new SudokuError("message", "Nope");
// @ts-expect-error: strings are not cells
solve("53..7");
// @ts-expect-error: not a style
format(cells, "boxed");
// @ts-expect-error: text is a string
parse(42);
// @ts-expect-error: the style is required
format(cells);
// @ts-expect-error: the limit is a number
solveAndCount(cells, "2");
export { again, answers, bounded, count, forms, kind, lists, made, marks, named, once, pair, ready, solved, status, text, codeOf, where, wrongCode };
`;

/** \`require\` resolves to node.cjs, typed by node.d.cts. */
/** The worker entry's types under `require`. */
const TYPES_WORKER_CTS = `
import worker = require("sudoku-wasm/worker");
const engine: Promise<worker.Engine> = worker.createWorker();
const core: Promise<worker.Engine<{}, "core">> = worker.createWorker({ entry: "core" });
export = { engine, core };
`;

const TYPES_CTS = `
import sudoku = require("sudoku-wasm");
const solution: Uint8Array = sudoku.solve(new Uint8Array(81));
const ready: Promise<sudoku.InitOutput> = sudoku.default();
export = { solution, ready };
`;

/** The logic engine's types, from the full entry; the core entry has none of it. */
const TYPES_FULL_MTS = `
import init, {
  candidates, generate, grade, gradePuzzle, hint, hintPuzzle, levels, parse, puzzleTechniques, rate, solve,
  solvePath, solvePathPuzzle, SudokuError, symmetries, techniques,
} from "sudoku-wasm/full";
import type {
  CellDigit, Conflict, GenerateOptions, Generated, Grade, InitOutput, Level, Puzzle, PuzzleGrade, PuzzleStep,
  PuzzleTechniqueInfo, PuzzleTechniqueName, PuzzleUnitKind, Rating, Step, Symmetry,
  TechniqueInfo, TechniqueName,
} from "sudoku-wasm/full";
// @ts-expect-error: the core entry has no logic engine
import { hint as coreHint } from "sudoku-wasm";

const ready: InitOutput = await init();
const cells: Uint8Array = parse(${JSON.stringify(LINE)});
const step: Step | null = hint(cells, candidates(cells));
const placed: CellDigit[] = step?.placements ?? [];
const technique: TechniqueName | undefined = step?.technique;
const path: Step[] = solvePath(cells);
const graded: Grade = grade(cells);
const level: Level = graded.level;
const rating: Rating | null = rate(cells);
const se: number | null = graded.se;
// @ts-expect-error: a puzzle with several solutions has no rating
const er: number = rate(cells).er;
const options: GenerateOptions = { seed: 1, level: "easy", symmetry: "rotate180" };
const made: Generated = generate(options);
const listed: TechniqueInfo[] = techniques();
const named: [Level[], Symmetry[]] = [levels(), symmetries()];
const marked: Step | null = hint(cells, Array.from(candidates(cells)) as readonly number[]);
const failed: boolean = new SudokuError("m", "BudgetExceeded") instanceof Error;
const solution: Uint8Array = solve(made.puzzle);
const conflicts: Conflict[] = [];
// @ts-expect-error: not a level
generate({ seed: 1, level: "impossible" });
const band = [7, 8] as const;
const banded: Generated = generate({ seed: 1, se: band, maxAttempts: 10 });
// @ts-expect-error: a level or a band, not both
generate({ seed: 1, level: "easy", se: [7, 8] });
// @ts-expect-error: a band has two ends
generate({ seed: 1, se: [7] });
// @ts-expect-error: not a symmetry
const spiral: Symmetry = "spiral";
const puzzle: Puzzle = { size: 4, givens: new Array(16).fill(0) };
const variantStep: PuzzleStep | null = hintPuzzle(puzzle, new Uint32Array(16).fill(15));
const variantTechnique: PuzzleTechniqueName | undefined = variantStep?.technique;
const variantKind: PuzzleUnitKind | undefined = variantStep?.units[0]?.kind;
const variantPath: PuzzleStep[] = solvePathPuzzle(puzzle);
const variantListed: PuzzleTechniqueInfo[] = puzzleTechniques();
const variantGrade: PuzzleGrade = gradePuzzle(puzzle);
const variantLevel: Level = variantGrade.level;
const variantHardest: PuzzleTechniqueName | null = variantGrade.hardestTechnique;
const variantGuesses: number | undefined = variantGrade.techniques.Guess;
// @ts-expect-error: a variant grade has no score
const variantScore: number = variantGrade.score;
// @ts-expect-error: not a technique of the variant engine
const variantBad: PuzzleTechniqueName = "Skyscraper";
export { banded, conflicts, coreHint, er, failed, level, listed, marked, named, path, placed, rating, ready, se, solution, spiral, technique, variantBad, variantGrade, variantGuesses, variantHardest, variantKind, variantLevel, variantListed, variantPath, variantScore, variantStep, variantTechnique };
`;

/** \`require("sudoku-wasm/full")\` resolves to full/node.cjs, typed by full/node.d.cts. */
const TYPES_FULL_CTS = `
import sudoku = require("sudoku-wasm/full");
const step: sudoku.Step | null = sudoku.hint(new Uint8Array(81));
const ready: Promise<sudoku.InitOutput> = sudoku.default();
export = { step, ready };
`;

/** Both entries under moduleResolution "node10", which ignores \`exports\`. */
const TYPES_NODE10 = `
import init, { solve } from "sudoku-wasm";
import { hint, type Step } from "sudoku-wasm/full";
// @ts-expect-error: the core entry has no logic engine
import { grade } from "sudoku-wasm";

export const step: Step | null = hint(solve(new Uint8Array(81)));
export const ready = init();
export { grade };
`;

/** The worker entry: the full entry's functions as promises, `call` with a signal, the pool. */
const TYPES_WORKER_MTS = `
import { createPool, createWorker, type Engine, type Pool } from "sudoku-wasm/worker";
import type { Step } from "sudoku-wasm/full";

const engine: Engine = await createWorker();
const solved: Uint8Array = await engine.solve(new Uint8Array(81));
const step: Step | null = await engine.hint(solved);
const counted: number = await engine.call("countSolutions", [solved, 2], {
  signal: new AbortController().signal,
});
// @ts-expect-error: not a function of the full entry
engine.call("solveFaster", [solved]);
// @ts-expect-error: solve takes cells
engine.solve("53..7");
const core: Engine<{}, "core"> = await createWorker({ entry: "core" });
const coreSolved: Uint8Array = await core.solve(solved);
// @ts-expect-error: the core has no logic engine
core.hint(coreSolved);
const pool: Pool = await createPool({ size: 2 });
const batch = await pool.solveMany(solved, { chunk: 10, onProgress: ({ done, total }) => done <= total });
const status: Uint8Array = batch.status;
export { counted, status, step };
`;
