// Playing a puzzle (issue 13): notes, completion, the timer, Restart and Clear, the
// phone layout, saves per puzzle across tabs, offline use and printing.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  openPage,
  startServer,
  cell,
  readGrid,
  readKinds,
  untilEqual,
  until,
  statusText,
  pasteInto,
  digits,
  screenshot,
  loadWasm,
  useServerAndBrowser,
} from "./helpers.mjs";
import { SAMPLE, SAMPLE_SOLUTION } from "./fixtures.mjs";

/** Extreme (forcing nets): its first step is the hidden single r9c3 = 7. */
const HARD = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let server;
let browser;
let wasm;
useServerAndBrowser(async (s, b) => {
  [server, browser] = [s, b];
  wasm = await loadWasm();
});

const button = (page, name) => page.getByRole("button", { name, exact: true });
const puzzle = digits(SAMPLE);
const solution = digits(SAMPLE_SOLUTION);
const blanks = puzzle.flatMap((d, i) => (d ? [] : [i]));
/** `[row, column]` (1-based) of cell `i`. */
const at = (i) => [Math.floor(i / 9) + 1, (i % 9) + 1];

/** The notes or marks each cell shows (visible digits only). */
function readMarks(page) {
  return page.$$eval("#grid .marks", (all) =>
    all.map((marks) => [...marks.children].filter((mark) => getComputedStyle(mark).visibility === "visible").map((mark) => Number(mark.textContent))),
  );
}

async function loadSample(page) {
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), puzzle);
}

test("Centre marks: a mode button and the N key write them; a digit placed clears them from its peers (a setting); undoable, saved", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await loadSample(page);
  const notes = button(page, "Centre");
  assert.equal(await notes.getAttribute("aria-pressed"), "false");
  await cell(page, 1, 1).focus();
  await page.keyboard.press("n");
  assert.equal(await notes.getAttribute("aria-pressed"), "true", "N switches centre marks on");
  await page.keyboard.press("1");
  await page.keyboard.press("4");
  await page.keyboard.press("ArrowDown"); // r2c1 is a given: notes go only into blanks
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("4");
  await page.keyboard.press("9");
  let marks = await readMarks(page);
  assert.deepEqual([marks[0], marks[18]], [[1, 4], [4, 9]]);
  assert.deepEqual(await readGrid(page), puzzle, "notes are not digits");
  assert.equal(await cell(page, 1, 1).getAttribute("aria-description"), "centre 1 4");
  await page.keyboard.press("4"); // again: off
  await untilEqual(() => readMarks(page).then((m) => m[18]), [9]);
  await screenshot(page.locator(".board"), "notes");

  // Digit mode (the button this time); a 1 in r3c1 removes the 1 from r1c1's marks.
  await button(page, "Digit").click();
  assert.equal(await notes.getAttribute("aria-pressed"), "false");
  await cell(page, 3, 1).press("1");
  await untilEqual(() => readMarks(page).then((m) => m[0]), [4], { message: "the peer loses the placed digit" });
  await page.keyboard.press("Control+z");
  await untilEqual(() => readMarks(page).then((m) => [m[0], m[18]]), [[1, 4], [9]], { message: "Undo brings the note back" });
  assert.equal((await readGrid(page))[18], 0);

  // Ctrl and a digit writes a centre mark in Digit mode.
  await cell(page, 1, 1).press("Control+7");
  await untilEqual(() => readMarks(page).then((m) => m[0]), [1, 4, 7]);
  assert.equal((await readGrid(page))[0], 0);
  await cell(page, 1, 1).press("Control+7");
  await untilEqual(() => readMarks(page).then((m) => m[0]), [1, 4]);

  // The setting turns that off.
  await page.getByLabel("Placing a digit removes it from the marks of its row, column and box").uncheck();
  await cell(page, 3, 1).press("1");
  await untilEqual(() => readGrid(page).then((g) => g[18]), 1);
  assert.deepEqual((await readMarks(page))[0], [1, 4], "notes stay when the setting is off");

  // Saved with the game.
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.deepEqual((await readMarks(page))[0], [1, 4]);
  assert.equal(await page.getByLabel("Placing a digit removes it from the marks of its row, column and box").isChecked(), false);
  assertClean();
  await context.close();
});

test("Hint takes the player's notes as their marks", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const cells = Uint8Array.from(digits(HARD));
  await pasteInto(cell(page, 1, 1), HARD);
  await untilEqual(() => readGrid(page), Array.from(cells));
  const plain = wasm.hint(cells);
  assert.deepEqual(plain.placements, [{ cell: 74, digit: 7 }]);
  // A note of just the solution's digit in some cell: the first cell (in reading order)
  // where that changes the engine's next step, found with the oracle.
  const solved = wasm.solve(cells);
  const candidates = wasm.candidates(cells);
  let target = -1;
  let expected = null;
  for (let i = 0; i < 81 && target < 0; i++) {
    if (cells[i]) continue;
    const marks = candidates.slice();
    marks[i] = 1 << (solved[i] - 1);
    const step = wasm.hint(cells, marks);
    if (step.text !== plain.text) [target, expected] = [i, step];
  }
  assert.ok(target >= 0, "some note changes the next step");
  const noted = [solved[target]];
  const [row, column] = at(target);
  await cell(page, row, column).focus();
  await button(page, "Centre").click();
  for (const d of noted) await cell(page, row, column).press(String(d));
  await untilEqual(() => readMarks(page).then((m) => m[target]), noted);
  for (let k = 0; k < 3; k++) await button(page, "Hint").click();
  await until(() => page.locator("#hint-text").textContent(), (t) => t === expected.text, { message: "the hint from the player's notes" });
  // Notes that leave out the solution's digit: the hint says what is wrong.
  await page.keyboard.press("Escape");
  const wrongNote = [1, 2, 3, 4, 5, 6, 8, 9].find((d) => candidates[74] & (1 << (d - 1)));
  await cell(page, 9, 3).press(String(wrongNote));
  await untilEqual(() => readMarks(page).then((m) => m[74]), [wrongNote]);
  await button(page, "Hint").click();
  await until(() => statusText(page), (t) => t === "No hint: with your marks the puzzle has no solution, so a mark is missing somewhere (or an entry is wrong: Check marks those).");
  assertClean();
  await context.close();
});

test("Completion: the last right digit says Solved with the time; any edit clears a stale verdict", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await loadSample(page);
  const timer = page.getByRole("timer");
  // A wrong entry, checked, then fixed: the verdict goes with the edit.
  const [first, ...rest] = blanks;
  await cell(page, ...at(first)).press(String(solution[first] === 9 ? 8 : 9));
  await button(page, "Check").click();
  await until(() => statusText(page), (t) => t === "1 of your 1 entry is wrong, marked in red.");
  await cell(page, ...at(first)).press(String(solution[first]));
  await until(() => statusText(page), (t) => !t.includes("wrong"), { message: "the old verdict is cleared" });
  for (const i of rest) await cell(page, ...at(i)).press(String(solution[i]));
  await untilEqual(() => readGrid(page), solution);
  const status = await until(() => statusText(page), (t) => t.startsWith("Solved"));
  assert.match(status, /^Solved: every cell is right\. Your time: \d+ seconds?\.$/);
  assert.equal(await page.locator("#status").getAttribute("role"), "status");
  assert.equal(await timer.getAttribute("data-state"), "finished");
  await screenshot(page.locator(".board"), "finished-puzzle");
  // An edit makes it unfinished again: the verdict goes, the timer runs on.
  await cell(page, ...at(first)).press("Delete");
  await until(() => statusText(page), (t) => !t.startsWith("Solved"), { message: "Solved is cleared" });
  await until(() => timer.getAttribute("data-state"), (s) => s === "running");
  assertClean();
  await context.close();
});

test("the timer counts while playing, pauses while the page is hidden, and can be hidden", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const timer = page.getByRole("timer");
  assert.equal(await timer.textContent(), "0:00");
  assert.equal(await timer.getAttribute("data-state"), "paused", "no puzzle: no time");
  await loadSample(page);
  await until(() => timer.getAttribute("data-state"), (s) => s === "running");
  await until(() => timer.textContent(), (t) => t !== "0:00", { message: "the timer counts" });
  // Hidden: paused, and no second is counted meanwhile.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  assert.equal(await timer.getAttribute("data-state"), "paused");
  const shown = await timer.textContent();
  await page.waitForTimeout(1500);
  assert.equal(await timer.textContent(), shown, "nothing counted while hidden");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  assert.equal(await timer.getAttribute("data-state"), "running");
  // Hideable, and the choice is kept.
  const toggle = button(page, "Timer");
  assert.equal(await toggle.getAttribute("aria-pressed"), "true");
  await toggle.click();
  assert.equal(await timer.isHidden(), true);
  assert.equal(await toggle.getAttribute("aria-pressed"), "false");
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.equal(await page.locator("#timer").isHidden(), true);
  assertClean();
  await context.close();
});

test("Restart clears entries and marks and keeps the givens; Clear empties the grid; both undo", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await loadSample(page);
  await cell(page, 1, 1).press("1");
  await button(page, "Centre").click();
  await cell(page, 3, 1).press("4");
  await button(page, "Digit").click();
  const played = await readGrid(page);
  await button(page, "Restart").click();
  await untilEqual(() => readGrid(page), puzzle);
  assert.equal(await statusText(page), "Restarted: your entries and marks are cleared, the givens stay. Undo (Ctrl+Z) brings them back.");
  assert.deepEqual((await readMarks(page))[18], []);
  assert.deepEqual(await readKinds(page), puzzle.map((d) => (d ? "given" : "blank")), "the givens stay locked");
  await button(page, "Undo").click();
  await untilEqual(() => readGrid(page), played);
  assert.deepEqual((await readMarks(page))[18], [4]);
  await button(page, "Clear").click();
  await untilEqual(() => readGrid(page), Array(81).fill(0));
  assert.equal(await statusText(page), "Grid cleared. Undo (Ctrl+Z) brings it back.");
  await button(page, "Undo").click();
  await untilEqual(() => readGrid(page), played);
  await button(page, "Clear").click();
  await button(page, "Restart").click();
  assert.equal(await statusText(page), "Restart needs a puzzle: type or paste the givens, or press New puzzle.");
  assertClean();
  await context.close();
});

test("on a 360×740 phone the grid, the pad, the modes, Undo and Hint are all on the first screen; nothing speaks of dropping files", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const { page, context, assertClean } = await openPage(browser, server, { ...PHONE, colorScheme });
    await loadSample(page);
    const visible = async (locator, what) => {
      const box = await locator.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= 740 && box.x >= 0 && box.x + box.width <= 360, `${what} is on the first screen: ${JSON.stringify(box)}`);
    };
    assert.equal(await page.evaluate(() => scrollY), 0);
    await visible(page.locator("#grid"), "the grid");
    await visible(page.getByRole("group", { name: "Digit pad" }), "the pad");
    for (const name of ["Digit", "Corner", "Centre", "Colour", "Undo", "Hint", "Erase", "Enter 9"]) await visible(button(page, name), name);
    // The pad writes centre marks in Centre mode.
    await cell(page, 1, 1).tap();
    await button(page, "Centre").tap();
    await button(page, "Centre mark 1").tap();
    await untilEqual(() => readMarks(page).then((m) => m[0]), [1]);
    await button(page, "Digit").tap();
    await button(page, "Enter 1").tap();
    await untilEqual(() => readGrid(page).then((g) => g[0]), 1);
    await button(page, "Undo").tap();
    await untilEqual(() => readGrid(page).then((g) => g[0]), 0);
    const text = await page.locator("body").innerText();
    assert.doesNotMatch(text, /\bdrop\b/i, "no drop-file wording on a touch screen");
    await screenshot(page, `phone-360x740-${colorScheme}`);
    assertClean();
    await context.close();
  }
});

test("each puzzle is saved on its own: two tabs never overwrite each other, and the recent list resumes a game", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await loadSample(page);
  await cell(page, 1, 1).press("1");
  // A second tab opens another puzzle by its link.
  const other = await context.newPage();
  await other.goto(`${server.url}#${HARD}`);
  await other.waitForSelector("html[data-solver=ready]");
  await untilEqual(() => readGrid(other), digits(HARD));
  await cell(other, 1, 2).press("2");
  await untilEqual(() => readGrid(other).then((g) => g[1]), 2);
  // Each tab's reload brings back its own game.
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.equal((await readGrid(page))[0], 1);
  assert.deepEqual((await readGrid(page)).slice(1), puzzle.slice(1));
  await other.reload();
  await other.waitForSelector("html[data-solver=ready]");
  assert.equal((await readGrid(other))[1], 2);
  // The first tab lists the second's game; resuming it while that tab has it open
  // takes a copy, so neither writes over the other.
  const recent = page.getByRole("region", { name: "Recent puzzles" });
  await recent.waitFor({ state: "visible" });
  await recent.getByRole("button").first().click();
  await until(() => statusText(page), (t) => t.startsWith("Resumed a game"));
  assert.match(await statusText(page), /a copy: another tab has it open/);
  assert.equal((await readGrid(page))[1], 2);
  await cell(page, 1, 3).press("3");
  await other.reload();
  await other.waitForSelector("html[data-solver=ready]");
  assert.equal((await readGrid(other))[2], 0, "the copy's answer stays out of the other tab's game");
  await other.close();
  assertClean();
  await context.close();
});

test("after one visit the page loads and solves offline", async () => {
  const own = await startServer();
  const { page, context, assertClean } = await openPage(browser, own);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await until(() => page.evaluate(() => navigator.serviceWorker.controller !== null), (c) => c, { message: "the service worker controls the page" });
  assert.ok(await page.evaluate(() => document.querySelector('link[rel="manifest"]') !== null), "installable: a web app manifest");
  await own.close();
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  await loadSample(page);
  await button(page, "Solve").click();
  await until(() => statusText(page), (t) => t.startsWith("Solved in"));
  await untilEqual(() => readGrid(page), solution);
  assertClean();
  await context.close();
});

test("printing shows the puzzle alone, large: its givens only", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await loadSample(page);
  await cell(page, 1, 1).press("1");
  await page.emulateMedia({ media: "print" });
  for (const selector of [".controls", ".batch", ".masthead", ".toolbar", "#status"]) {
    assert.equal(await page.locator(selector).isVisible(), false, `${selector} is not printed`);
  }
  const grid = await page.locator("#grid").boundingBox();
  assert.ok(grid.width >= 500, `the grid prints ${grid.width} px wide`);
  const colours = await page.$$eval("#grid input", (inputs) => inputs.map((input) => getComputedStyle(input).color));
  assert.equal(colours[0], "rgba(0, 0, 0, 0)", "the player's answers are not printed");
  assert.equal(colours[1], "rgb(0, 0, 0)", "givens print black");
  await screenshot(page, "print", { fullPage: true });
  assertClean();
  await context.close();
});

test("cells take colours from a small palette (undoable, saved); check as you go marks a wrong answer as it is typed", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await loadSample(page);
  const colourOf = (i) => page.locator("#grid .cell").nth(i).getAttribute("data-colour");
  await cell(page, 1, 1).click();
  await button(page, "Colour the cells green").click();
  await until(() => colourOf(0), (c) => c === "2");
  assert.match(await page.locator("#grid .cell").nth(0).evaluate((el) => getComputedStyle(el).backgroundImage), /linear-gradient/);
  await cell(page, 3, 1).click();
  await button(page, "Colour the cells blue").click();
  await until(() => colourOf(18), (c) => c === "3");
  await button(page, "Colour the cells blue").click(); // the same colour again: off
  await until(() => colourOf(18), (c) => c === null);
  await page.keyboard.press("Control+z");
  await until(() => colourOf(18), (c) => c === "3");
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.deepEqual([await colourOf(0), await colourOf(18)], ["2", "3"]);

  // Check as you go.
  await page.getByLabel("Check as you go: mark wrong answers as they are typed").check();
  const wrongDigit = solution[0] === 9 ? 8 : 9;
  await cell(page, 1, 1).press(String(wrongDigit));
  await until(() => page.locator("#grid .cell").nth(0).getAttribute("class"), (c) => c.includes("wrong"), { message: "the wrong answer is marked" });
  assert.equal(await cell(page, 1, 1).getAttribute("aria-invalid"), "true");
  await cell(page, 1, 1).press(String(solution[0]));
  await until(() => page.locator("#grid .cell").nth(0).getAttribute("class"), (c) => !c.includes("wrong"), { message: "the right answer is not" });
  await screenshot(page.locator(".board"), "colours-and-check");
  assertClean();
  await context.close();
});

test("a printed sheet holds several new puzzles of the chosen level, and leaves the grid alone", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await loadSample(page);
  await page.evaluate(() => {
    window.printed = 0;
    window.print = () => (window.printed += 1); // headless: count the call instead
  });
  await page.getByLabel("Level", { exact: true }).selectOption("easy");
  await page.getByLabel("Puzzles on a printed page").selectOption("4");
  await button(page, "Print a sheet").click();
  await until(() => page.evaluate(() => window.printed), (n) => n === 1, { message: "the sheet is printed", timeout: 30_000 });
  assert.match(await statusText(page), /^A sheet of 4 easy puzzles is ready/);
  assert.deepEqual(await readGrid(page), puzzle, "the grid keeps its puzzle");
  const captions = await page.locator("#sheet figcaption").allTextContents();
  assert.equal(captions.length, 4);
  // Each is the generator's puzzle for its seed.
  const grids = await page.$$eval("#sheet .sheet-grid", (all) => all.map((grid) => [...grid.children].map((c) => Number(c.textContent || 0))));
  captions.forEach((caption, k) => {
    const seed = Number(caption.match(/seed (\d+)/)[1]);
    assert.deepEqual(grids[k], Array.from(wasm.generate({ seed, level: "easy", symmetry: "rotate180" }).puzzle));
  });
  await page.emulateMedia({ media: "print" });
  assert.equal(await page.locator("#sheet").isVisible(), true);
  assert.equal(await page.locator("#grid").isVisible(), false, "only the sheet prints");
  await screenshot(page, "print-sheet", { fullPage: true });
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  assert.equal(await page.locator("#grid").isVisible(), true, "after printing, the page prints itself again");
  assertClean();
  await context.close();
});
