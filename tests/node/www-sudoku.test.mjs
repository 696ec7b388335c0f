// The page's Sudoku words and geometry (www/sudoku.js): names of cells and units, the
// one-puzzle-per-line file form, conflicts and steps in words, playing a step.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  unitCells,
  cellName,
  cellRef,
  unitName,
  puzzleLines,
  isPuzzleFile,
  describeConflicts,
  plural,
  peersOf,
  applyStep,
  listCells,
  stepSummary,
} from "../../www/sudoku.js";

const LINE = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

test("cells and units by name, 1-based", () => {
  assert.equal(cellName(0), "row 1, column 1");
  assert.equal(cellName(80), "row 9, column 9");
  assert.equal(cellName(17, 16), "row 2, column 2", "a 16×16 grid's cell 17");
  assert.equal(cellRef(74), "r9c3");
  assert.equal(unitName({ kind: "box", index: 8 }), "box 9");
  assert.deepEqual(unitCells({ kind: "row", index: 1 }), [9, 10, 11, 12, 13, 14, 15, 16, 17]);
  assert.deepEqual(unitCells({ kind: "column", index: 8 }), [8, 17, 26, 35, 44, 53, 62, 71, 80]);
  assert.deepEqual(unitCells({ kind: "box", index: 4 }), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
  assert.equal(peersOf(40).length, 20);
  assert.ok(!peersOf(40).includes(40));
});

test("a file's puzzle lines as the CLI's --lines reads them: CRLF, blanks and comments skipped", () => {
  assert.deepEqual(puzzleLines(`# comment\r\n${LINE}\r\n\r\n  \nbad line\n`), [LINE, "bad line"]);
  assert.equal(isPuzzleFile(`${LINE}\n${LINE}`), true);
  assert.equal(isPuzzleFile(LINE), false, "one line is a puzzle, not a file");
  assert.equal(isPuzzleFile("53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"), false, "nine rows are one grid");
});

test("conflicts in words: one phrase per pair, its units joined", () => {
  const conflicts = [
    { digit: 5, cells: [0, 1], unit: { kind: "row", index: 0 } },
    { digit: 5, cells: [0, 1], unit: { kind: "box", index: 0 } },
    { digit: 3, cells: [4, 76], unit: { kind: "column", index: 4 } },
  ];
  assert.deepEqual(describeConflicts(conflicts), [
    "digit 5 appears twice in row 1 and box 1 (row 1, column 1 and row 1, column 2)",
    "digit 3 appears twice in column 5 (row 1, column 5 and row 9, column 5)",
  ]);
  assert.equal(plural(1, "puzzle"), "1 puzzle");
  assert.equal(plural(2000, "entry", "entries"), "2,000 entries");
});

test("a step in a few words, and played on a position", () => {
  assert.equal(listCells([2, 11, 20]), "r1c3, r2c3 and r3c3");
  assert.equal(stepSummary({ placements: [{ cell: 74, digit: 7 }], eliminations: [] }), "r9c3 = 7");
  assert.equal(stepSummary({ placements: [], eliminations: [2, 11, 20, 29].map((cell) => ({ cell, digit: 5 })) }), "removes 5 from 4 cells");
  const digits = new Uint8Array(81);
  const marks = new Uint16Array(81).fill(0x1ff);
  applyStep(digits, marks, { placements: [{ cell: 0, digit: 1 }], eliminations: [{ cell: 40, digit: 9 }] });
  assert.equal(digits[0], 1);
  assert.equal(marks[0], 0);
  assert.equal(marks[1], 0x1fe, "a peer loses the placed digit");
  assert.equal(marks[40], 0x0ff);
  assert.equal(marks[80], 0x1ff);
});
