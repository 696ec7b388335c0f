// New puzzle of other kinds and sizes (issue 26): the generate panel's Variant and Size
// menus show what the engine makes; the page makes a killer 9×9 and a classic 6×6 on
// the solver worker, opens them as variant puzzles (cages drawn, the grid's size right;
// a jigsaw's regions, an X's diagonals, a windoku's windows too),
// the player types the solution and the page says solved; the address shares the puzzle
// and reopens it; a generation cancelled leaves the grid as it was. Each puzzle is checked
// against the same wasm in Node (the same seed makes the same puzzle; its solution is
// the engine's).

import { test } from "node:test";
import assert from "node:assert/strict";
import { button, cell, digits, keepBusy, openPage, pasteInto, statusText, until, untilEqual, useSuite, workerNamed } from "./helpers.mjs";
import { SAMPLE } from "./fixtures.mjs";

const suite = useSuite();
const menu = (page, name) => page.getByLabel(name, { exact: true });

/** The cells' values, row-major, 0 for a blank (any size; 10 and up are letters). */
const readGrid = (page) =>
  page.$$eval("#grid input", (inputs) => inputs.map(({ value }) => (value === "" ? 0 : /^[0-9]$/.test(value) ? Number(value) : value.charCodeAt(0) - 55)));

/** How many shapes matching `selector` the overlay draws (it must be shown at all). */
const overlayShapes = (page, selector) =>
  page.$$eval(`#variant-overlay ${selector}`, (els) => (els[0]?.closest("svg").checkVisibility() ? els.filter((el) => el.getBBox().width > 0 || el.getBBox().height > 0).length : 0));

/** The page with the full engine loaded (the menus then show the module's own table). */
async function openFull() {
  const opened = await openPage(suite.browser, suite.server);
  await opened.page.waitForSelector("html[data-engine=full]");
  return opened;
}

/** Presses New puzzle with the menus set to `choice` and waits for the puzzle: its
 *  status line and seed, and the same request's puzzle made in Node. */
async function generate(page, { variant, size, level, symmetry = null }) {
  await menu(page, "Variant").selectOption(variant);
  await menu(page, "Size").selectOption(String(size));
  await menu(page, "Level").selectOption(level);
  if (symmetry) await menu(page, "Symmetry").selectOption(symmetry);
  const before = await statusText(page);
  await button(page, "New puzzle").click();
  const status = await until(() => statusText(page), (t) => t.startsWith("New ") && t !== before, { timeout: 60_000, message: "a puzzle is made" });
  const seed = Number(/seed (\d+)/.exec(status)[1]);
  const made = suite.wasm.generatePuzzle({ seed, size, variant, level, ...(symmetry ? { symmetry } : {}) });
  return { status, seed, made };
}

/** Types `solution` into every blank cell of an N×N grid. */
async function typeSolution(page, puzzle, solution) {
  const n = puzzle.size;
  for (let i = 0; i < n * n; i++) {
    if (puzzle.givens[i]) continue;
    const digit = solution[i];
    await cell(page, Math.floor(i / n) + 1, (i % n) + 1).press(digit < 10 ? String(digit) : String.fromCharCode(55 + digit));
  }
}

test("the Variant and Size menus: labelled, keyboard reachable, and only what the engine makes is offered", async () => {
  const { page, context, assertClean } = await openFull();
  const variants = await menu(page, "Variant").locator("option").evaluateAll((o) => o.map((x) => x.value));
  assert.deepEqual(variants.slice(0, 5), ["classic", "killer", "jigsaw", "x", "windoku"]);
  const sizes = await menu(page, "Size").locator("option").evaluateAll((o) => o.map((x) => x.value));
  for (const size of ["4", "6", "8", "9", "12", "16"]) assert.ok(sizes.includes(size), `${size}×${size} is in the menu`);
  // The engine's table: each size a kind is not made in is disabled, and the line under
  // the menus says what the kind is.
  const table = suite.wasm.puzzleGenerators();
  await menu(page, "Variant").selectOption("killer");
  const killerSizes = table.filter((row) => row.variant === "killer").map((row) => String(row.size));
  await until(
    () => menu(page, "Size").locator("option").evaluateAll((o) => o.filter((x) => !x.disabled).map((x) => x.value)),
    (enabled) => enabled.join() === killerSizes.join(),
    { message: "the size menu offers the killer sizes only" },
  );
  assert.equal(await menu(page, "Size").inputValue(), "9");
  assert.match(await page.locator("#new-kind-note").textContent(), /^Killer 9×9: /);
  assert.equal(await menu(page, "Symmetry").isDisabled(), true, "a killer has no givens: no symmetry");
  assert.equal(await menu(page, "SE rating").isDisabled(), true, "SE ratings are for classic 9×9");
  // A classic 4×4 is easy at most: the harder levels are disabled, the level moves to one made.
  await menu(page, "Variant").selectOption("classic");
  await menu(page, "Size").selectOption("4");
  const levels4 = table.find((row) => row.variant === "classic" && row.size === 4).levels;
  await until(() => menu(page, "Level").inputValue(), (level) => levels4.includes(level), { message: "the level fits a 4×4" });
  const offLevels = await menu(page, "Level").locator("option").evaluateAll((o) => o.filter((x) => x.disabled).map((x) => x.value));
  assert.ok(offLevels.length > 0 && offLevels.every((level) => !levels4.includes(level)), JSON.stringify(offLevels));
  // From the keyboard: Tab reaches the Variant menu, the arrow keys change it.
  await menu(page, "Variant").focus();
  await page.keyboard.press("ArrowDown");
  await until(() => menu(page, "Variant").inputValue(), (v) => v === "killer", { message: "the arrow key picks the next variant" });
  assertClean();
  await context.close();
});

test("New puzzle makes a killer 9×9: cages drawn, no givens, the player types its solution and the page says solved; the address reopens it", async () => {
  const { page, context, assertClean } = await openFull();
  const { status, seed, made } = await generate(page, { variant: "killer", size: 9, level: "easy" });
  assert.match(status, new RegExp(`^New killer 9×9 puzzle \\(${made.grade.level}, seed ${seed}, made in .+\\): 0 givens, locked\\. Type your answers, or press Hint\\.$`));
  const puzzle = made.puzzle;
  const cages = puzzle.constraints.filter((c) => c.type === "killerCage");
  assert.ok(cages.length > 10, `${cages.length} cages`);
  await untilEqual(() => readGrid(page), puzzle.givens);
  await until(() => overlayShapes(page, ".cage-sum"), (n) => n === cages.length, { message: "every cage's sum is drawn" });
  // The address shares the puzzle: a fresh tab opens the same cages.
  const address = await until(() => page.url(), (url) => /\?load=/.test(url), { message: "the address shares the puzzle" });
  const other = await openPage(suite.browser, suite.server, { path: address.slice(suite.server.url.length - 1) });
  await until(() => overlayShapes(other.page, ".cage-sum"), (n) => n === cages.length, { message: "the link opens the same cages" });
  const linked = suite.wasm.fromFPuzzles(address);
  assert.deepEqual(linked.givens, puzzle.givens);
  assert.deepEqual(
    linked.constraints.map(({ cells, sum }) => [cells, sum]).sort(),
    cages.map(({ cells, sum }) => [cells, sum]).sort(),
    "the link's cages are the puzzle's",
  );
  other.assertClean();
  await other.context.close();
  // The player types the engine's solution: solved.
  const solution = Array.from(suite.wasm.solvePuzzle(puzzle));
  await typeSolution(page, puzzle, solution);
  await untilEqual(() => readGrid(page), solution);
  await until(() => statusText(page), (t) => /^Solved: every cell is right\./.test(t), { message: "the page says solved" });
  // Saved with its cages: after a reload, Recent names the kind; the game comes back.
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  await until(() => overlayShapes(page, ".cage-sum"), (n) => n === cages.length, { message: "the cages come back on reload" });
  await untilEqual(() => readGrid(page), solution);
  assertClean();
  await context.close();
});

test("New puzzle makes a classic 6×6: the grid takes its size, the player types its solution, solved; Recent resumes it", async () => {
  const { page, context, assertClean } = await openFull();
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  const { status, seed, made } = await generate(page, { variant: "classic", size: 6, level: "easy", symmetry: "rotate180" });
  const puzzle = made.puzzle;
  assert.equal(puzzle.size, 6);
  const givens = puzzle.givens.filter(Boolean).length;
  assert.match(status, new RegExp(`^New classic 6×6 puzzle \\(easy, half-turn symmetry, seed ${seed}, made in .+\\): ${givens} givens, locked\\. Type your answers, or press Hint\\.$`));
  await untilEqual(() => readGrid(page), puzzle.givens);
  assert.match(page.url(), /\?load=/, "the address shares it");
  // The classic game it replaced is in Recent puzzles.
  const recent = page.getByRole("region", { name: "Recent puzzles" });
  await recent.waitFor({ state: "visible" });
  const solution = Array.from(suite.wasm.solvePuzzle(puzzle));
  await typeSolution(page, puzzle, solution);
  await untilEqual(() => readGrid(page), solution);
  await until(() => statusText(page), (t) => /^Solved: every cell is right\./.test(t), { message: "the page says solved" });
  // Back to the classic game from Recent, then to the 6×6 again: each with its own size.
  await recent.getByRole("button", { name: /: 9×9, / }).first().click();
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  await recent.getByRole("button", { name: /: 6×6, / }).first().click();
  await untilEqual(() => readGrid(page), solution);
  assertClean();
  await context.close();
});

test("a variant generation runs on the worker and can be cancelled, leaving the grid as it was", async () => {
  const { page, context, assertClean } = await openFull();
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  // The hardest level the engine makes killers at.
  const level = suite.wasm.puzzleGenerators().find((row) => row.variant === "killer" && row.size === 9).levels.at(-1);
  await menu(page, "Variant").selectOption("killer");
  await menu(page, "Level").selectOption(level);
  keepBusy(await workerNamed(page, "sudoku-solver"), 10_000);
  await button(page, "New puzzle").click();
  await page.locator("#job").waitFor({ state: "visible" });
  assert.equal(await page.locator("#job-label").textContent(), `Generating ${/^[aeiou]/.test(level) ? "an" : "a"} ${level} killer 9×9 puzzle…`);
  assert.deepEqual(await readGrid(page), digits(SAMPLE));
  await page.keyboard.press("Escape");
  await until(() => statusText(page), (t) => t === "Cancelled. The grid is unchanged.");
  assert.deepEqual(await readGrid(page), digits(SAMPLE));
  assert.equal(await overlayShapes(page, ".cage"), 0, "no cages drawn");
  assertClean();
  await context.close();
});

test("New puzzle makes a jigsaw, an X and a windoku: regions, diagonals and windows drawn, each the engine's puzzle for its seed", async () => {
  const { page, context, assertClean } = await openFull();
  // The jigsaw: a thick border wherever the puzzle's region changes to the right.
  const jigsaw = (await generate(page, { variant: "jigsaw", size: 9, level: "easy", symmetry: "none" })).made.puzzle;
  await untilEqual(() => readGrid(page), jigsaw.givens);
  const borders = await page.$$eval("#grid .cell", (cells) => cells.map((c) => c.classList.contains("box-right")));
  borders.forEach((border, i) => {
    if (i % 9 !== 8) assert.equal(border, jigsaw.regions[i] !== jigsaw.regions[i + 1], `cell ${i}`);
  });
  assert.ok(borders.some((border, i) => i % 9 !== 8 && border !== (i % 3 === 2)), "the regions are not the boxes");
  // X: both diagonals; windoku: the four windows' cells shaded.
  const x = (await generate(page, { variant: "x", size: 9, level: "easy", symmetry: "none" })).made.puzzle;
  await untilEqual(() => readGrid(page), x.givens);
  await until(() => overlayShapes(page, ".diagonal"), (n) => n === 2, { message: "both diagonals are drawn" });
  const windoku = (await generate(page, { variant: "windoku", size: 9, level: "easy", symmetry: "none" })).made.puzzle;
  await untilEqual(() => readGrid(page), windoku.givens);
  await until(() => overlayShapes(page, ".extra-region"), (n) => n === 36, { message: "the four windows' 36 cells are shaded" });
  assert.equal(await overlayShapes(page, ".diagonal"), 0, "the X's diagonals are gone");
  assertClean();
  await context.close();
});
