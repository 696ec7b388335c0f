// The Foundation's page test (issue 2) and Solve's answers (issue 5): type the Baekjoon
// sample through the labelled cells and solve it; paste a conflicting grid and keep it;
// unique, several and no solution.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  openPage,
  cell,
  readGrid,
  readKinds,
  untilEqual,
  until,
  statusText,
  pasteInto,
  digits,
  screenshot,
  cellsWithClass,
  isSolutionOf,
  useServerAndBrowser,
} from "./helpers.mjs";
import { SAMPLE, SAMPLE_SOLUTION } from "./fixtures.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

const solveButton = (page) => page.getByRole("button", { name: "Solve", exact: true });

test("the Baekjoon sample typed through the labelled cells solves to the exact solution", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const puzzle = digits(SAMPLE);
  for (let i = 0; i < 81; i++) {
    if (puzzle[i]) await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).press(String(puzzle[i]));
  }
  await untilEqual(() => readGrid(page), puzzle, { message: "the typed digits are in the grid" });

  await solveButton(page).click();
  await untilEqual(() => readGrid(page), digits(SAMPLE_SOLUTION), { message: "the grid shows the solution" });
  const status = await statusText(page);
  // The time is that of the one search that solves and proves uniqueness.
  assert.match(status, /^Solved in (under 0\.1 ms|[\d.]+ m?s) with the uniqueness check: the solution is unique\.$/);
  // Typed digits stay givens; only the blanks were filled, and they look different.
  const kinds = await readKinds(page);
  assert.deepEqual(kinds, puzzle.map((d) => (d ? "given" : "solved")));
  const colours = await page.$$eval(["#grid .cell[data-kind=given] input", "#grid .cell[data-kind=solved] input"].join(","), (inputs) =>
    [...new Set(inputs.map((input) => `${input.closest(".cell").dataset.kind}:${getComputedStyle(input).color}`))],
  );
  assert.equal(colours.length, 2, `givens and solved cells have one colour each: ${colours}`);
  await screenshot(page, "solved-sample");
  assertClean();
  await context.close();
});

test("a pasted conflicting grid stays in the grid, with the conflict highlighted and explained", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const conflicting = SAMPLE.replace(/^0/, "4"); // a second 4 in row 1
  await pasteInto(cell(page, 5, 5), conflicting);
  await untilEqual(() => readGrid(page), digits(conflicting), { message: "the pasted grid is shown" });
  await until(
    () => statusText(page),
    (text) => text === "1 conflict: digit 4 appears twice in row 1 (row 1, column 1 and row 1, column 4).",
    { message: "live validation explains the conflict" },
  );
  assert.deepEqual(await cellsWithClass(page, "conflict"), [0, 3]);
  assert.deepEqual(await cellsWithClass(page, "conflict-unit"), [0, 1, 2, 3, 4, 5, 6, 7, 8], "row 1 is highlighted");

  await solveButton(page).click();
  await until(
    () => statusText(page),
    (text) => text === "Digit 4 is given twice in row 1: at row 1, column 1 and at row 1, column 4.",
    { message: "Solve reports the wasm error" },
  );
  assert.deepEqual(await cellsWithClass(page, "error"), [0, 3]);
  assert.equal(await cell(page, 1, 1).getAttribute("aria-invalid"), "true");
  assert.equal(await cell(page, 1, 4).getAttribute("aria-invalid"), "true");
  assert.equal(await cell(page, 1, 2).getAttribute("aria-invalid"), null);
  // Nothing was lost or filled in.
  assert.deepEqual(await readGrid(page), digits(conflicting));
  assert.ok((await readKinds(page)).every((kind) => kind === "given" || kind === "blank"));
  await screenshot(page, "conflict");
  assertClean();
  await context.close();
});

test("Solve says whether the solution is unique, one of several, or that there is none", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const status = (pattern, message) => until(() => statusText(page), (text) => pattern.test(text), { message });

  // Several solutions (the second seed counterexample of issue 2).
  const several = "000000000782135649469278135321546897000000000596827413917652384643781952000000000";
  await pasteInto(cell(page, 1, 1), several);
  await untilEqual(() => readGrid(page), digits(several));
  await solveButton(page).click();
  await status(/^Solved in (under 0\.1 ms|[\d.]+ m?s) with the uniqueness check: this is one of several solutions\.$/, "several solutions are reported");
  const solved = await readGrid(page);
  assert.ok(isSolutionOf(solved, digits(several)), "the shown grid is a solution of the puzzle");

  // Consistent givens, but cell (1,9) cannot hold anything: no solution.
  const none = "12345678." + "........." .repeat(3) + "........9" + "........." .repeat(4);
  await pasteInto(cell(page, 1, 1), none);
  await untilEqual(() => readGrid(page), digits(none));
  await solveButton(page).click();
  await status(/^No solution: /, "no solution is reported");
  assert.deepEqual(await readGrid(page), digits(none), "the grid is unchanged");

  // The empty grid: instant, one of several.
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await untilEqual(() => readGrid(page), Array(81).fill(0));
  await solveButton(page).click();
  await status(/: this is one of several solutions\.$/, "the empty grid solves");
  assert.ok(isSolutionOf(await readGrid(page), Array(81).fill(0)));
  assertClean();
  await context.close();
});
