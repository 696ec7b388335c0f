// New puzzle by Sudoku Explainer rating (issue 12): the SE rating menu of the generate
// panel targets a band instead of a level, on the solver worker (cancellable), and the
// grade line shows the rating of the puzzle made. Checked against the same wasm in Node.

import { test } from "node:test";
import assert from "node:assert/strict";
import { button, cell, digits, keepBusy, openPage, pasteInto, readGrid, statusText, until, untilEqual, useSuite, workerNamed } from "./helpers.mjs";
import { SAMPLE } from "./fixtures.mjs";

const suite = useSuite();
const seMenu = (page) => page.getByLabel("SE rating", { exact: true });
const levelMenu = (page) => page.getByLabel("Level", { exact: true });

/** The grade line's rating once it shows the grade of `puzzle`: a number, or null. */
async function shownSe(page, puzzle) {
  const line = puzzle.join("");
  await until(
    () => page.locator("#grade").evaluate((el) => ({ puzzle: el.dataset.puzzle, busy: el.getAttribute("aria-busy") === "true" })),
    (g) => g.puzzle === line && !g.busy,
    { message: "the grade of the puzzle is shown" },
  );
  const se = page.locator("#grade-se");
  if (await se.isHidden()) return null;
  const text = await se.textContent();
  const match = /^SE (\d+\.\d)$/.exec(text);
  assert.ok(match, `the rating reads "SE x.y", not ${JSON.stringify(text)}`);
  return Number(match[1]);
}

test("New puzzle in an easy SE band: the puzzle made is rated in the band, the grade line shows it, the choice survives a reload", async () => {
  const { page, context, assertClean } = await openPage(suite.browser, suite.server);
  // The menu: "any" (the level decides), then bands from 1.0 up to 9.5.
  const values = await seMenu(page).locator("option").evaluateAll((o) => o.map((x) => x.value));
  assert.deepEqual(values, ["any", "1.0–2.5", "2.6–4.0", "4.1–6.0", "6.1–7.5", "7.6–8.9", "9.0–9.5"]);
  assert.equal(await seMenu(page).inputValue(), "any");
  assert.equal(await levelMenu(page).isDisabled(), false);

  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  await seMenu(page).selectOption("1.0–2.5");
  assert.equal(await levelMenu(page).isDisabled(), true, "a band replaces the level");
  await page.getByLabel("Symmetry", { exact: true }).selectOption("rotate180");
  const previousStatus = await statusText(page);
  await button(page, "New puzzle").click();
  const status = await until(() => statusText(page), (t) => t.startsWith("New ") && t !== previousStatus, { timeout: 30_000, message: "a puzzle is made" });
  const puzzle = await until(() => readGrid(page), (g) => g.join("") !== digits(SAMPLE).join(""));
  const seed = Number(status.match(/seed (\d+)/)[1]);

  // The same request in Node makes the same puzzle, rated in the band.
  const made = suite.wasm.generate({ seed, se: [1.0, 2.5], symmetry: "rotate180" });
  assert.deepEqual(puzzle, Array.from(made.puzzle));
  assert.equal(made.reached, true, "easy bands are reached within the budget");
  const grade = suite.wasm.grade(Uint8Array.from(puzzle));
  assert.ok(grade.se >= 1.0 && grade.se <= 2.5, `SE ${grade.se} in 1.0–2.5`);
  assert.match(status, new RegExp(`^New SE ${grade.se.toFixed(1)} puzzle \\(half-turn symmetry, seed ${seed}, made in .+\\): \\d+ givens, locked\\. Type your answers, or press Hint\\.$`));

  // The grade line shows the rating, in the band.
  const shown = await shownSe(page, puzzle);
  assert.equal(shown, Number(grade.se.toFixed(1)));
  assert.ok(shown >= 1.0 && shown <= 2.5, `shown SE ${shown} in 1.0–2.5`);

  // The band survives a reload; "Any" gives the level back.
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.equal(await seMenu(page).inputValue(), "1.0–2.5");
  assert.equal(await levelMenu(page).isDisabled(), true);
  await seMenu(page).selectOption("any");
  assert.equal(await levelMenu(page).isDisabled(), false);
  assertClean();
  await context.close();
});

test("a search in a high SE band runs on the worker and can be cancelled, leaving the grid as it was", async () => {
  const { page, context, assertClean } = await openPage(suite.browser, suite.server);
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  await seMenu(page).selectOption("9.0–9.5");
  keepBusy(await workerNamed(page, "sudoku-solver"), 10_000);
  await button(page, "New puzzle").click();
  await page.locator("#job").waitFor({ state: "visible" });
  assert.equal(await page.locator("#job-label").textContent(), "Generating a puzzle rated SE 9.0–9.5…");
  // The page answers meanwhile.
  assert.deepEqual(await readGrid(page), digits(SAMPLE));
  await button(page, "Cancel").click();
  await until(() => statusText(page), (t) => t === "Cancelled. The grid is unchanged.");
  assert.deepEqual(await readGrid(page), digits(SAMPLE));
  assertClean();
  await context.close();
});
