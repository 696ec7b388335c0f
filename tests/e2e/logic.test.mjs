// Human-style solving on the page (issue 6): Hint (highlights, text, Apply), Explain (the
// solve path, step by step), New puzzle (level and symmetry) and the grade of the
// puzzle. The page's answers are checked against the same wasm loaded in Node.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
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
  loadWasm,
  isSolutionOf,
  workerNamed,
  keepBusy,
  WWW,
  useServerAndBrowser,
  contrast,
} from "./helpers.mjs";
import { SAMPLE } from "./fixtures.mjs";

/** Extreme (forcing nets): its path starts with a hidden single, then pointing. */
const HARD = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
/** puzzles3_magictour_top1465, line 125: the first step is a finned Swordfish. */
const SWORDFISH = "4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5";
/** puzzles6_forum_hardest_1106, line 4: unique, but no technique applies at the start. */
// Several solutions and no deduction at all: the hint is a labelled guess (nested forcing
// nets finish every puzzle with one solution).
const BEYOND = "1" + ".".repeat(80);

const PHONE = { viewport: { width: 360, height: 760 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let server;
let browser;
let wasm;
useServerAndBrowser(async (s, b) => {
  [server, browser] = [s, b];
  wasm = await loadWasm();
});

const button = (page, name) => page.getByRole("button", { name, exact: true });
const sorted = (values) => [...new Set(values)].sort((a, b) => a - b);
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

/** The cells of a unit `{ kind, index }`, computed here, apart from the page's code. */
function unitCells({ kind, index }) {
  if (kind === "row") return range(0, 8).map((k) => index * 9 + k);
  if (kind === "column") return range(0, 8).map((k) => k * 9 + index);
  const top = Math.floor(index / 3) * 3;
  const left = (index % 3) * 3;
  return range(0, 8).map((k) => (top + Math.floor(k / 3)) * 9 + left + (k % 3));
}

/** What the page should highlight for `step`. */
function expectedHighlights(step) {
  return {
    pattern: sorted(step.cells),
    units: sorted(step.units.flatMap(unitCells)),
    place: sorted(step.placements.map((p) => p.cell)),
    remove: sorted(step.eliminations.map((e) => e.cell)),
  };
}

async function readHighlights(page) {
  return {
    pattern: await cellsWithClass(page, "hint-cell"),
    units: await cellsWithClass(page, "hint-unit"),
    place: await cellsWithClass(page, "hint-place"),
    remove: await cellsWithClass(page, "hint-remove"),
  };
}

/** The digits each cell's pencil marks show (only the visible ones). */
function readMarks(page) {
  return page.$$eval("#grid .marks", (all) =>
    all.map((marks) => [...marks.children].filter((mark) => getComputedStyle(mark).visibility === "visible").map((mark) => Number(mark.textContent))),
  );
}

/** Per cell, the candidates the shown step strikes out. */
function readStruck(page) {
  return page.$$eval("#grid .marks", (all) =>
    all.map((marks) =>
      [...marks.children]
        .filter((mark) => getComputedStyle(mark).visibility === "visible" && getComputedStyle(mark).textDecorationLine === "line-through")
        .map((mark) => Number(mark.textContent)),
    ),
  );
}

/** Candidate masks as digit lists. */
const maskDigits = (mask) => range(1, 9).filter((d) => mask & (1 << (d - 1)));

/** The grade line as the page shows it. */
function readGrade(page) {
  return page.evaluate(() => {
    const grade = document.getElementById("grade");
    return {
      level: grade.dataset.level,
      puzzle: grade.dataset.puzzle ?? "",
      busy: grade.getAttribute("aria-busy") === "true",
      text: grade.textContent.replace(/\s+/g, " ").trim(),
    };
  });
}

/** Waits until the grade shown is that of `puzzle` (81 digits) and returns it. */
async function gradeOf(page, puzzle) {
  const line = puzzle.join("");
  return until(() => readGrade(page), (g) => g.puzzle === line && !g.busy, { message: "the grade of the puzzle is shown" });
}

/** The text the grade line shows for a grade, as the page words it. */
function gradeText(grade) {
  const level = grade.level.charAt(0).toUpperCase() + grade.level.slice(1);
  // The Sudoku Explainer rating, when the engine gives one.
  const se = typeof grade.se === "number" ? ` SE ${grade.se.toFixed(1)}` : "";
  return `Grade ${level}${se} hardest technique ${grade.hardestTechnique}, score ${grade.score}`;
}

const focusedName = (page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);

/** Presses Hint three times: the technique and area, the cells, the whole step. */
async function fullHint(page) {
  for (let k = 0; k < 3; k++) {
    const stage = await page.locator("#hint-panel").getAttribute("data-stage");
    await button(page, "Hint").click();
    await until(() => page.locator("#hint-panel").getAttribute("data-stage"), (s) => s !== stage && s === String(k), { message: `hint stage ${k}` });
  }
}

test("Hint comes in three steps (technique and area, cells, the whole step), and Apply plays it: placements become entries, eliminations leave the pencil marks", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { colorScheme: "light" });
  const puzzle = digits(HARD);
  await pasteInto(cell(page, 1, 1), HARD);
  await untilEqual(() => readGrid(page), puzzle);
  const panel = page.getByRole("region", { name: /^Hint/ });

  // 1. A hidden single: the cell, its box, the digit it places.
  const first = wasm.hint(Uint8Array.from(puzzle));
  assert.equal(first.technique, "Hidden single");
  assert.deepEqual(first.placements, [{ cell: 74, digit: 7 }]);
  await button(page, "Hint").click();
  await panel.waitFor({ state: "visible" });
  // First the technique and where to look: nothing placed, ringed or outlined.
  assert.equal(await page.locator("#hint-title").textContent(), "Hint: Hidden single (easy)");
  assert.equal(await page.locator("#hint-text").textContent(), "Look for a hidden single in box 7.");
  assert.deepEqual(await readHighlights(page), { pattern: [], units: [54, 55, 56, 63, 64, 65, 72, 73, 74], place: [], remove: [] });
  assert.equal(await page.locator("#grid .cell").nth(74).locator(".ghost").textContent(), "");
  assert.equal(await button(page, "Apply").isHidden(), true, "nothing to apply yet");
  assert.equal(await focusedName(page), "Show the cells");
  await screenshot(page.locator(".board"), "hint-stage-area-light");
  // Then the cells; then the whole step.
  await button(page, "Hint").click();
  await until(() => page.locator("#hint-text").textContent(), (t) => t === "The hidden single uses r9c3.");
  assert.deepEqual(await readHighlights(page), { pattern: [74], units: [54, 55, 56, 63, 64, 65, 72, 73, 74], place: [], remove: [] });
  await button(page, "Show the step").click();
  await until(() => page.locator("#hint-text").textContent(), (t) => t === first.text);
  assert.match(first.text, /r9c3 is 7/);
  assert.deepEqual(await readHighlights(page), {
    pattern: [74],
    units: [54, 55, 56, 63, 64, 65, 72, 73, 74], // box 7
    place: [74],
    remove: [],
  });
  assert.equal(await page.locator("#grid .cell").nth(74).locator(".ghost").textContent(), "7");
  assert.match(await cell(page, 9, 3).getAttribute("aria-description"), /the step places 7 here/);
  // Not colour alone: the placed digit is ringed (dashed), the pattern outlined, the unit striped.
  const cues = await page.evaluate(() => {
    const cells = document.querySelectorAll("#grid .cell");
    return {
      ring: getComputedStyle(cells[74].querySelector(".ghost"), "::before").borderStyle,
      outline: getComputedStyle(cells[74], "::before").borderStyle,
      stripes: getComputedStyle(cells[54]).backgroundImage,
    };
  });
  assert.equal(cues.ring, "dashed");
  assert.equal(cues.outline, "solid");
  assert.match(cues.stripes, /repeating-linear-gradient/);
  assert.equal(await focusedName(page), "Apply", "the focus goes to Apply");
  await screenshot(page.locator(".board"), "hint-placement-light");

  await page.keyboard.press("Enter"); // Apply
  const afterFirst = [...puzzle];
  afterFirst[74] = 7;
  await untilEqual(() => readGrid(page), afterFirst, { message: "Apply places the digit" });
  assert.equal((await readKinds(page))[74], "entry", "as the user's answer: the givens stay the puzzle");
  assert.equal(await statusText(page), "Applied: row 9, column 3 is 7.");
  assert.equal(await panel.isHidden(), true);
  assert.equal(await focusedName(page), "Hint", "the focus is back on Hint, for the next one");

  // 2. Pointing: eliminations only, struck out in the cells that lose them.
  const second = wasm.hint(Uint8Array.from(afterFirst));
  assert.equal(second.technique, "Pointing");
  assert.deepEqual(second.eliminations, [2, 11, 20].map((cell) => ({ cell, digit: 5 })));
  await page.keyboard.press("Enter"); // Hint, from the keyboard
  await panel.waitFor({ state: "visible" });
  assert.equal(await page.locator("#hint-text").textContent(), "Look for a pointing in column 3 and box 4.");
  await page.keyboard.press("Enter"); // Show the cells
  await page.keyboard.press("Enter"); // Show the step
  await until(() => page.locator("#hint-text").textContent(), (t) => t === second.text);
  assert.equal(await focusedName(page), "Apply");
  assert.deepEqual(await readHighlights(page), expectedHighlights(second));
  const struck = await readStruck(page);
  assert.deepEqual(struck.flatMap((d, i) => (d.length ? [[i, d]] : [])), [[2, [5]], [11, [5]], [20, [5]]]);
  // The marks shown are the position's candidates, though Pencil marks is off.
  const marks = Array.from(wasm.candidates(Uint8Array.from(afterFirst)), maskDigits);
  assert.deepEqual(await readMarks(page), marks);
  await screenshot(page.locator(".board"), "hint-elimination-light");
  await button(page, "Apply").click();
  await until(() => statusText(page), (t) => t === "Applied: removed 5 from r1c3, r2c3 and r3c3 (Pencil marks shows the candidates left).");
  assert.deepEqual(await readGrid(page), afterFirst, "eliminations place nothing");

  // The removed candidates stay removed: in the pencil marks, and for the next hint.
  await button(page, "Pencil marks").click();
  const removed = marks.map((d, i) => ([2, 11, 20].includes(i) ? d.filter((x) => x !== 5) : d));
  await untilEqual(() => readMarks(page), removed, { message: "the pencil marks lose the eliminated 5s" });
  const masks = Uint16Array.from(removed, (list) => list.reduce((m, d) => m | (1 << (d - 1)), 0));
  const third = wasm.hint(Uint8Array.from(afterFirst), masks);
  assert.notEqual(third.text, second.text, "the oracle moves on once the 5s are gone");
  await fullHint(page);
  await until(() => page.locator("#hint-text").textContent(), (t) => t === third.text, { message: "the next hint starts from the user's marks" });
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "hidden" });
  assert.deepEqual(await readHighlights(page), { pattern: [], units: [], place: [], remove: [] }, "closing the hint clears the grid");

  // Undo brings the 5s back; a reload keeps what was removed.
  await page.keyboard.press("Control+z");
  await untilEqual(() => readMarks(page), marks, { message: "Undo restores the candidates" });
  await page.keyboard.press("Control+y");
  await untilEqual(() => readMarks(page), removed);
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  await untilEqual(() => readMarks(page), removed, { message: "the removed candidates survive a reload" });
  assertClean();
  await context.close();
});

test("a hard step shows its whole pattern; where no technique applies the hint says so and offers a labelled guess", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { colorScheme: "dark" });
  await pasteInto(cell(page, 1, 1), SWORDFISH);
  await untilEqual(() => readGrid(page), digits(SWORDFISH));
  const step = wasm.hint(Uint8Array.from(digits(SWORDFISH)));
  assert.equal(step.technique, "Finned Swordfish");
  await fullHint(page);
  await until(() => page.locator("#hint-title").textContent(), (t) => t === "Hint: Finned Swordfish (expert)");
  assert.equal(await page.locator("#hint-text").textContent(), step.text);
  const lit = await readHighlights(page);
  assert.deepEqual(lit, expectedHighlights(step));
  assert.ok(lit.pattern.length >= 6 && lit.units.length >= 27, "a fish spans rows and columns");
  const struck = await readStruck(page);
  for (const { cell: i, digit } of step.eliminations) assert.ok(struck[i].includes(digit), `${digit} is struck out in cell ${i}`);
  await screenshot(page.locator(".board"), "hint-pattern-dark");
  // Typing closes the hint: it would be stale.
  await cell(page, 1, 2).press("5");
  await page.locator("#hint-panel").waitFor({ state: "hidden" });
  assert.deepEqual(await cellsWithClass(page, "hint-cell"), []);

  // Beyond the engine: the plain message, and the fallback labelled as a guess.
  const beyond = Uint8Array.from(digits(BEYOND));
  const guess = wasm.hint(beyond);
  assert.equal(guess.technique, "Guess");
  await pasteInto(cell(page, 1, 1), BEYOND);
  await untilEqual(() => readGrid(page), Array.from(beyond));
  await fullHint(page);
  await until(() => page.locator("#hint-title").textContent(), (t) => t === "No technique applies. Fallback: a guess");
  const text = await page.locator("#hint-text").textContent();
  assert.equal(text, guess.text);
  assert.match(text, /^No technique applies, and the puzzle has several solutions, so logic alone cannot finish it\. Not a logical step: /);
  assert.equal(await page.locator("#hint-panel").getAttribute("data-kind"), "guess");
  await screenshot(page.locator(".board"), "hint-guess-dark");
  await button(page, "Apply the guess").click();
  const [{ cell: at, digit }] = guess.placements;
  await untilEqual(() => readGrid(page).then((g) => g[at]), digit);
  assert.ok(wasm.candidates(beyond)[at] & (1 << (digit - 1)), "the guess is a candidate of its cell");
  assertClean();
  await context.close();
});

test("Explain walks the solve path with Next, Previous and the keyboard; the last position is the solution; Close restores the grid", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const puzzle = digits(HARD);
  await pasteInto(cell(page, 1, 1), HARD);
  await untilEqual(() => readGrid(page), puzzle);
  const path = wasm.solvePath(Uint8Array.from(puzzle));
  const solution = Array.from(wasm.solve(Uint8Array.from(puzzle)));
  // Position k: the puzzle with the placements of steps 0 to k - 1 (computed here).
  const positions = [puzzle];
  for (const step of path) {
    const next = [...positions.at(-1)];
    for (const { cell: i, digit } of step.placements) next[i] = digit;
    positions.push(next);
  }
  assert.deepEqual(positions.at(-1), solution, "the oracle's path ends at the solution");

  const expectAt = async (k) => {
    const where = k < path.length ? `Step ${k + 1} of ${path.length}: ${path[k].technique} (${path[k].level})` : `Solved, after ${path.length} steps`;
    await until(() => page.locator("#explain-position").textContent(), (t) => t === where, { message: `at position ${k}` });
    assert.equal(await page.locator("#explain-text").textContent(), k < path.length ? path[k].text : "Every cell is filled: this is the solution.");
    assert.deepEqual(await readGrid(page), positions[k], `the grid before step ${k + 1}`);
    if (k < path.length) assert.deepEqual(await readHighlights(page), expectedHighlights(path[k]));
    assert.equal(await page.locator('#explain-steps [aria-current="step"]').getAttribute("data-step"), String(k));
  };

  await button(page, "Explain").click();
  await page.getByRole("region", { name: /^Solve path/ }).waitFor({ state: "visible" });
  assert.equal(await page.locator("#explain-title").textContent(), `Solve path: ${path.length} steps`);
  assert.equal(await page.locator("#explain-steps button").count(), path.length + 1);
  await expectAt(0);
  assert.equal(await button(page, "Previous").isDisabled(), true);
  assert.equal(await focusedName(page), "Next");

  await button(page, "Next").click();
  await expectAt(1);
  for (let n = 0; n < 3; n++) await page.keyboard.press("ArrowRight");
  await expectAt(4);
  await page.keyboard.press("ArrowLeft");
  await expectAt(3);
  await button(page, "Previous").click();
  await expectAt(2);
  await page.locator('#explain-steps button[data-step="9"]').click();
  await expectAt(9);
  await page.keyboard.press("ArrowDown"); // in the list, the arrows move the focus along
  await expectAt(10);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.step), "10");
  await screenshot(page, "explain-desktop-light", { fullPage: true });

  await page.keyboard.press("End");
  await expectAt(path.length);
  assert.ok(isSolutionOf(await readGrid(page), puzzle));
  assert.deepEqual(await readKinds(page), puzzle.map((d) => (d ? "given" : "solved")));
  assert.equal(await button(page, "Next").isDisabled(), true);
  await page.keyboard.press("Home");
  await expectAt(0);

  // The grid is not editable while it shows the path.
  await cell(page, 1, 2).press("9");
  await until(() => statusText(page), (t) => t === "The grid shows the solve path: close it (Esc) to change the grid.");
  assert.deepEqual(await readGrid(page), positions[0]);

  await button(page, "Next").focus();
  await page.keyboard.press("End");
  await expectAt(path.length);
  assert.equal(await focusedName(page), "Previous", "Next, now disabled, hands the focus to Previous");
  await page.keyboard.press("Escape");
  await page.locator("#explain-panel").waitFor({ state: "hidden" });
  assert.deepEqual(await readGrid(page), puzzle, "closing restores the grid");
  assert.deepEqual(await readKinds(page), puzzle.map((d) => (d ? "given" : "blank")));
  assert.deepEqual(await cellsWithClass(page, "hint-cell"), []);
  assert.equal(await statusText(page), "Solve path closed: the grid is as it was.");
  assert.equal(await focusedName(page), "Explain");
  assertClean();
  await context.close();
});

test("on a 360 px phone the hint and the solve path fit, in both themes", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const { page, context, assertClean } = await openPage(browser, server, { ...PHONE, colorScheme });
    await pasteInto(cell(page, 1, 1), SWORDFISH);
    await untilEqual(() => readGrid(page), digits(SWORDFISH));
    await button(page, "Hint").tap();
    await page.locator("#hint-panel").waitFor({ state: "visible" });
    let width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `with the hint open the page is ${width} px wide`);
    // The step's colours read in this theme: placed digits and struck candidates as
    // text (4.5:1), the pattern's outline as a graphic (3:1).
    const colours = await page.evaluate(() => {
      // Each colour as the theme in force resolves it (the palette is light-dark()),
      // read through a probe element that is removed again.
      const probe = document.body.appendChild(document.createElement("span"));
      const get = (name) => {
        probe.style.color = `var(${name})`;
        return getComputedStyle(probe).color;
      };
      const colours = { place: get("--place"), step: get("--step"), stepSoft: get("--step-soft"), danger: get("--danger"), dangerSoft: get("--danger-soft"), surface: get("--surface") };
      probe.remove();
      return colours;
    });
    assert.ok(contrast(colours.place, colours.surface) >= 4.5, `${colorScheme}: placed digits ${JSON.stringify(colours)}`);
    assert.ok(contrast(colours.danger, colours.dangerSoft) >= 4.5, `${colorScheme}: struck candidates`);
    assert.ok(contrast(colours.step, colours.surface) >= 3 && contrast(colours.step, colours.stepSoft) >= 3, `${colorScheme}: the pattern's outline`);
    await screenshot(page, `hint-phone-360-${colorScheme}`); // what the phone shows

    await button(page, "Explain").tap();
    await page.locator("#explain-panel").waitFor({ state: "visible" });
    await button(page, "Next").tap();
    await until(() => page.locator("#explain-position").textContent(), (t) => t.startsWith("Step 2 of "));
    width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `with the solve path open the page is ${width} px wide`);
    const panel = await page.locator("#explain-panel").boundingBox();
    assert.ok(panel.x >= 0 && panel.x + panel.width <= 360, `the panel spans ${panel.x}-${panel.x + panel.width} px`);
    for (const name of ["Previous", "Next", "Close"]) {
      const box = await button(page, name).boundingBox();
      // Layout works in 1/64 px units, so a 40 px button at a fractional y can measure
      // 39.99997: allow that rounding, nothing more.
      assert.ok(box.height >= 40 - 1 / 64 && box.x + box.width <= 360, `${name} is big enough to tap and on screen: ${JSON.stringify(box)}`);
    }
    await screenshot(page, `explain-phone-360-${colorScheme}`);
    const controls = await page.locator(".controls").boundingBox();
    assert.ok(controls.x >= 0 && controls.x + controls.width <= 360, "the controls, New puzzle's menus included, fit");
    await screenshot(page.locator(".controls"), `controls-phone-360-${colorScheme}`);
    assertClean();
    await context.close();
  }
});

/** The symmetries the module lists (`symmetries()`, the page's own build). */
async function apiSymmetries() {
  const wasm = await import(pathToFileURL(join(WWW, "pkg/full/wasm/sudoku_wasm.js")).href);
  wasm.initSync({ module: await readFile(join(WWW, "pkg/full/wasm/sudoku_wasm_bg.wasm")) });
  return wasm.symmetries();
}

/** The cell a symmetry pairs with cell `i` (one generator of its orbit). */
const MIRROR = {
  rotate180: (r, c) => [8 - r, 8 - c],
  rotate90: (r, c) => [c, 8 - r],
  mirrorHorizontal: (r, c) => [8 - r, c],
  mirrorVertical: (r, c) => [r, 8 - c],
  diagonal: (r, c) => [c, r],
  antiDiagonal: (r, c) => [8 - c, 8 - r],
};

function hasSymmetry(puzzle, symmetry) {
  return puzzle.every((d, i) => {
    const [r, c] = MIRROR[symmetry](Math.floor(i / 9), i % 9);
    return (d !== 0) === (puzzle[r * 9 + c] !== 0);
  });
}

test("New puzzle makes a unique puzzle of the chosen level and symmetry, in the worker, shown with its grade and shareable", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  // The menus offer what the API offers.
  // Every level but "guessing", which the generator almost never delivers.
  // (The module's own lists where it exports them: the page fills its menus from them.)
  const levels = (wasm.levels?.() ?? [...new Set(wasm.techniques().map((t) => t.level))]).filter((level) => level !== "guessing");
  assert.deepEqual(await page.locator("#new-level option").evaluateAll((o) => o.map((x) => x.value)), levels);
  assert.deepEqual(await page.locator("#new-symmetry option").evaluateAll((o) => o.map((x) => x.value)), wasm.symmetries?.() ?? (await apiSymmetries()));

  const previous = digits(SAMPLE);
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), previous);

  for (const [level, symmetry] of [
    ["hard", "rotate90"],
    ["easy", "mirrorVertical"],
    ["expert", "diagonal"],
  ]) {
    await page.getByLabel("Level", { exact: true }).selectOption(level);
    await page.getByLabel("Symmetry", { exact: true }).selectOption(symmetry);
    const before = await readGrid(page);
    const previousStatus = await statusText(page);
    await button(page, "New puzzle").click();
    const status = await until(() => statusText(page), (t) => t.startsWith("New ") && t !== previousStatus, { message: `a ${level} puzzle is made` });
    const puzzle = await until(() => readGrid(page), (g) => g.join("") !== before.join(""));
    const seed = Number(status.match(/seed (\d+)/)[1]);

    // Made by generate with these options (the same seed gives the same puzzle here).
    const made = wasm.generate({ seed, level, symmetry });
    assert.deepEqual(puzzle, Array.from(made.puzzle));
    // Up to expert the level is nearly always reached; when not, the page says so.
    const reached = made.reached ? level : made.grade.level;
    const shortfall = made.reached ? "" : ` No ${level} puzzle turned up within the budget \\(${made.attempts} attempts\\); this is the closest: ${reached}\\.`;
    assert.match(status, new RegExp(`^New ${reached} puzzle \\(.*seed ${seed}, made in .+\\): \\d+ givens, locked\\.${shortfall} Type your answers, or press Hint\\.$`));
    assert.equal(wasm.countSolutions(Uint8Array.from(puzzle), 2), 1, "exactly one solution");
    assert.ok(hasSymmetry(puzzle, symmetry), `the givens have ${symmetry} symmetry`);
    assert.deepEqual(await readKinds(page), puzzle.map((d) => (d ? "given" : "blank")), "locked as givens");

    // The grade shown is the puzzle's.
    const grade = wasm.grade(Uint8Array.from(puzzle));
    assert.equal(grade.level, reached);
    const shown = await gradeOf(page, puzzle);
    assert.equal(shown.level, reached);
    assert.equal(shown.text, gradeText(grade));
    assert.equal(new URL(page.url()).hash, `#${puzzle.join("")}`, "the address shares it");
  }
  await screenshot(page, "new-puzzle-light", { fullPage: true });

  // Undo brings back the grid before; the menus and the puzzle survive a reload.
  const last = await readGrid(page);
  await page.keyboard.press("Control+z");
  await until(() => readGrid(page), (g) => g.join("") !== last.join(""));
  await page.keyboard.press("Control+y");
  await untilEqual(() => readGrid(page), last);
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.deepEqual(await readGrid(page), last);
  assert.equal(await page.getByLabel("Level", { exact: true }).inputValue(), "expert");
  assert.equal(await page.getByLabel("Symmetry", { exact: true }).inputValue(), "diagonal");
  const regraded = await gradeOf(page, last);
  assert.equal(regraded.text, gradeText(wasm.grade(Uint8Array.from(last))));
  assertClean();
  await context.close();
});

test("a generation can be cancelled; a level out of the budget's reach gives the closest puzzle and says so", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  await page.getByLabel("Level", { exact: true }).selectOption("medium");
  keepBusy(await workerNamed(page, "sudoku-solver"), 10_000);
  await button(page, "New puzzle").click();
  await page.locator("#job").waitFor({ state: "visible" });
  assert.equal(await page.locator("#job-label").textContent(), "Generating a medium puzzle…");
  assert.equal(await button(page, "New puzzle").isDisabled(), true);
  await page.keyboard.press("Escape");
  await until(() => statusText(page), (t) => t === "Cancelled. The grid is unchanged.");
  assert.deepEqual(await readGrid(page), digits(SAMPLE));
  // The replacement worker generates.
  await button(page, "New puzzle").click();
  await until(() => statusText(page), (t) => t.startsWith("New medium puzzle"));

  // A level the budget seldom reaches: the closest puzzle comes, and the page says so.
  await page.getByLabel("Level", { exact: true }).selectOption("extreme");
  await page.getByLabel("Symmetry", { exact: true }).selectOption("none");
  await button(page, "New puzzle").click();
  const status = await until(() => statusText(page), (t) => /^New \w+ puzzle \(no symmetry/.test(t), { timeout: 30_000 });
  const made = wasm.generate({ seed: Number(status.match(/seed (\d+)/)[1]), level: "extreme", symmetry: "none" });
  assert.deepEqual(await readGrid(page), Array.from(made.puzzle));
  const note = made.reached
    ? ""
    : ` No extreme puzzle turned up within the budget (${made.attempts} attempts); this is the closest: ${made.grade.level}.`;
  assert.ok(status.endsWith(`locked.${note} Type your answers, or press Hint.`), status);
  assert.equal((await gradeOf(page, Array.from(made.puzzle))).level, made.grade.level);
  assertClean();
  await context.close();
});

test("the grade follows the puzzle as it is typed, says why when there is none, and never holds up typing", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const empty = Array(81).fill(0);
  assert.deepEqual(await gradeOf(page, empty), { level: "none", puzzle: empty.join(""), busy: false, text: "Grade – no puzzle yet: type or paste one, or press New puzzle" });

  // A known puzzle: extreme, by forcing nets.
  const hard = digits(HARD);
  await pasteInto(cell(page, 1, 1), HARD);
  const grade = wasm.grade(Uint8Array.from(hard));
  assert.equal(grade.level, "extreme");
  assert.equal(grade.hardestTechnique, "Forcing net");
  assert.equal((await gradeOf(page, hard)).text, gradeText(grade));
  // The level shows; the technique (a spoiler) only on request.
  const technique = page.locator("#grade-technique");
  assert.equal(await technique.isHidden(), true);
  const more = button(page, "Technique");
  assert.equal(await more.getAttribute("aria-expanded"), "false");
  await more.click();
  assert.equal(await technique.textContent(), `hardest technique Forcing net, score ${grade.score}`);
  assert.equal(await technique.isVisible(), true);
  assert.equal(await more.getAttribute("aria-expanded"), "true");
  await screenshot(page.locator(".board"), "grade-light");
  // Answers do not change the puzzle, so the grade stays.
  await cell(page, 1, 2).press("1");
  assert.equal((await readGrade(page)).puzzle, hard.join(""));

  // Typed givens (unlocked): several solutions, then a clash, then none.
  await button(page, "Clear").click();
  await cell(page, 1, 1).press("5");
  const one = [5, ...Array(80).fill(0)];
  assert.deepEqual(await gradeOf(page, one), { level: "guessing", puzzle: one.join(""), busy: false, text: "Grade Several solutions logic alone cannot finish it" });
  await cell(page, 1, 2).press("5");
  assert.equal((await gradeOf(page, [5, 5, ...Array(79).fill(0)])).text, "Grade – not graded: two givens clash");
  const none = "12345678." + ".".repeat(27) + "........9" + ".".repeat(36);
  await pasteInto(cell(page, 1, 1), none);
  assert.equal((await gradeOf(page, digits(none))).text, "Grade – not graded: the puzzle has no solution");

  // A grader busy for seconds holds up neither typing nor live validation.
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await gradeOf(page, digits(SAMPLE));
  keepBusy(await workerNamed(page, "sudoku-grade"), 4_000);
  await button(page, "Lock givens").click(); // unlocked: what is typed is the puzzle
  await cell(page, 1, 1).press("3");
  const changed = [3, ...digits(SAMPLE).slice(1)];
  await untilEqual(() => readGrid(page), changed, { timeout: 1_000 });
  await until(() => statusText(page), (t) => /^\d conflicts?: digit 3 appears twice in row 1/.test(t), { timeout: 1_500, message: "validation is not held up" });
  assert.equal((await readGrade(page)).busy, true, "the grade is on its way");
  await cell(page, 1, 1).press("1");
  const fixed = [1, ...digits(SAMPLE).slice(1)];
  const shown = await gradeOf(page, fixed);
  assert.equal(shown.text, gradeText(wasm.grade(Uint8Array.from(fixed))));
  assertClean();
  await context.close();
});
