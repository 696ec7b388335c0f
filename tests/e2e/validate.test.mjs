// Live validation, pencil marks and Check (issue 5).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  openPage,
  cell,
  readGrid,
  untilEqual,
  until,
  statusText,
  pasteInto,
  digits,
  screenshot,
  cellsWithClass,
  loadWasm,
  isSolutionOf,
  useServerAndBrowser,
} from "./helpers.mjs";
import { SAMPLE } from "./fixtures.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

const button = (page, name) => page.getByRole("button", { name, exact: true });
const range = (from, to, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, k) => from + k * step);

test("conflicts are highlighted with their unit and explained while typing, and nothing typed is dropped", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const expectConflict = async (status, conflict, unit) => {
    await until(() => statusText(page), (text) => text === status, { message: `status: ${status}` });
    assert.deepEqual(await cellsWithClass(page, "conflict"), conflict);
    assert.deepEqual(await cellsWithClass(page, "conflict-unit"), unit);
    for (const i of conflict) {
      assert.equal(await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).getAttribute("aria-invalid"), "true");
    }
  };

  // A row.
  await cell(page, 2, 1).press("5");
  await cell(page, 2, 9).press("5");
  await expectConflict("1 conflict: digit 5 appears twice in row 2 (row 2, column 1 and row 2, column 9).", [9, 17], range(9, 17));
  await screenshot(page, "conflict-row");
  await cell(page, 2, 9).press("Delete");
  await until(() => statusText(page), (text) => text === "No conflicts left.");
  assert.deepEqual(await cellsWithClass(page, "conflict"), []);
  assert.deepEqual(await cellsWithClass(page, "conflict-unit"), []);

  // A column.
  await cell(page, 9, 1).press("5");
  await expectConflict("1 conflict: digit 5 appears twice in column 1 (row 2, column 1 and row 9, column 1).", [9, 72], range(0, 72, 9));
  await cell(page, 9, 1).press("Backspace");

  // A box (and a row at once: one phrase for the pair).
  await cell(page, 3, 3).press("5");
  await expectConflict("1 conflict: digit 5 appears twice in box 1 (row 2, column 1 and row 3, column 3).", [9, 20], [0, 1, 2, 9, 10, 11, 18, 19, 20]);
  await cell(page, 3, 3).press("0");
  await cell(page, 2, 2).press("5");
  await expectConflict(
    "1 conflict: digit 5 appears twice in row 2 and box 1 (row 2, column 1 and row 2, column 2).",
    [9, 10],
    [...new Set([...range(9, 17), 0, 1, 2, 18, 19, 20])].sort((a, b) => a - b),
  );

  // Every digit typed is still there, conflicts or not.
  const grid = await readGrid(page);
  assert.equal(grid[9], 5);
  assert.equal(grid[10], 5);
  assert.equal(await page.locator("#status").getAttribute("data-kind"), "error");
  assertClean();
  await context.close();
});

/** Candidates computed here, independently of the page: digits not in the cell's units. */
function expectedMarks(puzzle) {
  return puzzle.map((value, i) => {
    if (value) return [];
    const r = Math.floor(i / 9);
    const c = i % 9;
    const used = new Set();
    for (let k = 0; k < 9; k++) {
      used.add(puzzle[r * 9 + k]);
      used.add(puzzle[k * 9 + c]);
      used.add(puzzle[(Math.floor(r / 3) * 3 + Math.floor(k / 3)) * 9 + Math.floor(c / 3) * 3 + (k % 3)]);
    }
    return range(1, 9).filter((d) => !used.has(d));
  });
}

/** The digits each cell's pencil marks show (only the visible ones). */
function readMarks(page) {
  return page.$$eval("#grid .marks", (all) =>
    all.map((marks) => [...marks.children].filter((mark) => getComputedStyle(mark).visibility === "visible").map((mark) => Number(mark.textContent))),
  );
}

test("pencil marks show the candidates of every blank cell and follow the grid", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const puzzle = digits(SAMPLE);
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), puzzle);
  assert.deepEqual(await readMarks(page), Array(81).fill([]), "no marks before the toggle");

  const pencil = button(page, "Pencil marks");
  await pencil.click();
  assert.equal(await pencil.getAttribute("aria-pressed"), "true");
  await untilEqual(() => readMarks(page), expectedMarks(puzzle), { message: "the marks are the candidates" });
  assert.equal(await cell(page, 1, 1).getAttribute("aria-description"), "candidates 1");
  await screenshot(page.locator(".board"), "pencil-marks");

  // An entry removes its own marks and its peers' candidates.
  await cell(page, 3, 1).press("4");
  const after = [...puzzle];
  after[18] = 4;
  await untilEqual(() => readMarks(page), expectedMarks(after), { message: "the marks follow an entry" });

  await pencil.click();
  assert.equal(await pencil.getAttribute("aria-pressed"), "false");
  await untilEqual(() => readMarks(page), Array(81).fill([]), { message: "the toggle hides them" });
  assertClean();
  await context.close();
});

test("the setter's true candidates: off by default; on, the pencil marks are the digits some solution puts in each cell", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const puzzle = digits(SAMPLE);
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), puzzle);
  const option = page.getByRole("checkbox", { name: /true candidates/ });
  assert.equal(await option.isChecked(), false, "off by default");
  await button(page, "Pencil marks").click();
  await untilEqual(() => readMarks(page), expectedMarks(puzzle), { message: "the marks are the candidates the filled cells leave" });
  await option.check();
  // SAMPLE has one solution: its true candidates are the solution's digit in each blank cell.
  const { solve } = await loadWasm();
  const solution = Array.from(solve(Uint8Array.from(puzzle)));
  const expected = puzzle.map((d, i) => (d ? [] : [solution[i]]));
  await untilEqual(() => readMarks(page), expected, { message: "the marks are the true candidates" });
  await option.uncheck();
  await untilEqual(() => readMarks(page), expectedMarks(puzzle), { message: "back to the candidates the filled cells leave" });
  assertClean();
  await context.close();
});

test("Check marks wrong entries without revealing the rest of the solution", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  // A hard puzzle with a unique solution: its blanks have several candidates each.
  const line = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  const puzzle = digits(line);
  const { solve } = await loadWasm();
  const solution = Array.from(solve(Uint8Array.from(puzzle)));
  assert.ok(isSolutionOf(solution, puzzle));
  const marks = expectedMarks(puzzle);
  const right = puzzle.indexOf(0);
  // A wrong entry that breaks no rule: only the solution can tell it is wrong.
  const wrong = marks.findIndex((digits, i) => i !== right && digits.some((d) => d !== solution[i]));
  const wrongDigit = marks[wrong].find((d) => d !== solution[wrong]);
  const at = (i) => cell(page, Math.floor(i / 9) + 1, (i % 9) + 1);

  await pasteInto(cell(page, 1, 1), line);
  await untilEqual(() => readGrid(page), puzzle);
  assert.equal(await button(page, "Lock givens").getAttribute("aria-pressed"), "true", "a pasted puzzle locks its givens");
  await button(page, "Check").click();
  await until(() => statusText(page), (text) => text.startsWith("Nothing to check yet"));

  await at(right).press(String(solution[right]));
  await at(wrong).press(String(wrongDigit));
  await until(() => readGrid(page), (grid) => grid[wrong] === wrongDigit);
  assert.deepEqual(await cellsWithClass(page, "conflict"), [], "the wrong entry breaks no rule");
  await button(page, "Check").click();
  await until(() => statusText(page), (text) => text === "1 of your 2 entries is wrong, marked in red.");
  assert.deepEqual(await cellsWithClass(page, "wrong"), [wrong]);
  assert.equal(await at(wrong).getAttribute("aria-invalid"), "true");
  assert.equal(await at(right).getAttribute("aria-invalid"), null);
  // The other blanks are still blank: nothing was revealed.
  const shown = await readGrid(page);
  assert.deepEqual(shown, puzzle.map((d, i) => (i === right ? solution[right] : i === wrong ? wrongDigit : d)));
  await screenshot(page.locator(".board"), "check");

  // A given cannot be typed over while the givens are locked.
  await cell(page, 1, 1).press("9");
  await until(() => statusText(page), (text) => text.startsWith("Row 1, column 1 is a given."));
  assert.equal((await readGrid(page))[0], 4);

  // Fixing the entry clears the mark; Check agrees.
  await at(wrong).press(String(solution[wrong]));
  await until(() => cellsWithClass(page, "wrong"), (cells) => cells.length === 0);
  await button(page, "Check").click();
  await until(() => statusText(page), (text) => text === "All 2 entries are right so far.");
  assertClean();
  await context.close();
});

test("with several solutions, Check accepts entries that lead to any of them", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const line = "000000000782135649469278135321546897000000000596827413917652384643781952000000000";
  const puzzle = digits(line);
  const { solve, countSolutions } = await loadWasm();
  const first = solve(Uint8Array.from(puzzle));
  // An entry that the solution `solve` returns does not have, but another solution does.
  const [cellIndex, digit] = expectedMarks(puzzle)
    .flatMap((digits, i) => digits.map((d) => [i, d]))
    .find(([i, d]) => d !== first[i] && countSolutions(Uint8Array.from(puzzle.map((v, k) => (k === i ? d : v))), 1) > 0);
  await pasteInto(cell(page, 1, 1), line);
  await untilEqual(() => readGrid(page), puzzle);
  await cell(page, Math.floor(cellIndex / 9) + 1, (cellIndex % 9) + 1).press(String(digit));
  await button(page, "Check").click();
  await until(() => statusText(page), (text) => text === "Your entry is right so far.");
  assert.deepEqual(await cellsWithClass(page, "wrong"), []);
  assertClean();
  await context.close();
});
