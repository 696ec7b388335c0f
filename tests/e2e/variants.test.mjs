// Variant puzzles on the page (issue 11): f-puzzles links open with the puzzle's size,
// regions and constraints drawn over the grid; Solve fills in the one solution; a
// broken cage shows as a conflict; a blank grid of any size starts from the picker.
// The puzzles are ISS's (tests/fixtures/variants, MIT), their links made here with the
// module's own toFPuzzlesUrl.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { openPage, readKinds, untilEqual, until, statusText, screenshot, cell, useServerAndBrowser, REPO } from "./helpers.mjs";
import { iss, linkOf } from "./variant-fixtures.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

/** The cells' values, row-major, 0 for a blank; 10 and up are shown as letters (A = 10). */
const readGrid = (page) =>
  page.$$eval("#grid input", (inputs) => inputs.map(({ value }) => (value === "" ? 0 : /^[0-9]$/.test(value) ? Number(value) : value.charCodeAt(0) - 55)));

/** How many shapes matching `selector` the overlay draws (it must be shown at all). */
const overlayShapes = (page, selector) =>
  page.$$eval(`#variant-overlay ${selector}`, (els) => (els[0]?.closest("svg").checkVisibility() ? els.filter((el) => el.getBBox().width > 0 || el.getBBox().height > 0).length : 0));
const solveButton = (page) => page.getByRole("button", { name: "Solve", exact: true });

async function solvesToIss(page, name) {
  const { solution } = await iss(name);
  await solveButton(page).click();
  await untilEqual(() => readGrid(page), solution, { message: `${name}: the grid shows ISS's solution`, timeout: 30_000 });
  assert.match(await statusText(page), /the solution is unique\.$/);
}

test("a killer opens from its link with cages and sums drawn, and solves", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("Killer") });
  await until(() => overlayShapes(page, ".cage-sum"), (n) => n > 10, { message: "the cage sums are drawn" });
  assert.equal((await readGrid(page)).length, 81);
  assert.ok((await overlayShapes(page, ".cage")) > 40, "the cages' dashed outlines are drawn");
  assert.match(await statusText(page), /^Opened the f-puzzles puzzle from the link: .*killerCage/);
  await screenshot(page.locator("#grid-frame"), "variant-killer");
  await solvesToIss(page, "Killer");
  // The address still shares the puzzle.
  assert.match(page.url(), /\?load=/);
  assertClean();
  await context.close();
});

test("a 16×16 jigsaw takes its size and regions from the link", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("16x16: Jigsaw") });
  await until(() => readGrid(page), (g) => g.length === 256, { message: "the grid is 16×16" });
  const { json } = await iss("16x16: Jigsaw");
  const regions = JSON.parse(json).grid.flat().map((c) => c.region);
  // A thick border wherever the region changes to the right.
  const borders = await page.$$eval("#grid .cell", (cells) => cells.map((c) => c.classList.contains("box-right")));
  borders.forEach((border, i) => {
    if (i % 16 !== 15) assert.equal(border, regions[i] !== regions[i + 1], `cell ${i}`);
  });
  await screenshot(page.locator("#grid-frame"), "variant-jigsaw-16");
  await solvesToIss(page, "16x16: Jigsaw");
  assertClean();
  await context.close();
});

test("a classic 16×16 from a link solves", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("16x16") });
  await until(() => readGrid(page), (g) => g.length === 256, { message: "the grid is 16×16" });
  await solvesToIss(page, "16x16");
  assertClean();
  await context.close();
});

test("thermometers and arrows are drawn and respected", async () => {
  for (const [name, selector, count] of [
    ["Arrow", ".arrow-circle", 1],
    ["I want to break free", ".thermo-bulb", 1],
  ]) {
    const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf(name) });
    await until(() => overlayShapes(page, selector), (n) => n >= count, { message: `${name}: ${selector} drawn` });
    await screenshot(page.locator("#grid-frame"), `variant-${selector.slice(1)}`);
    await solvesToIss(page, name);
    assertClean();
    await context.close();
  }
});

test("a digit that breaks a cage shows as a conflict, and Hint says the grid breaks a rule there", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("Killer") });
  await until(() => overlayShapes(page, ".cage-sum"), (n) => n > 10, { message: "the cage sums are drawn" });
  const { json, solution } = await iss("Killer");
  const cages = JSON.parse(json).killercage;
  // A two-cell cage: type a digit in one cell and one in the other that sum wrong.
  const cage = cages.find((c) => c.cells.length === 2);
  const [r1, c1] = cage.cells[0].slice(1).split("C").map(Number);
  const [r2, c2] = cage.cells[1].slice(1).split("C").map(Number);
  const first = solution[(r1 - 1) * 9 + c1 - 1];
  const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== first && d + first !== Number(cage.value) && d !== solution[(r2 - 1) * 9 + c2 - 1]);
  await cell(page, r1, c1).press(String(first));
  await cell(page, r2, c2).press(String(wrong));
  await until(() => statusText(page), (t) => /killer cage/.test(t), { message: "the broken cage is reported" });
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await until(() => statusText(page), (t) => t === "No hint: the grid breaks one of the puzzle's rules, as the conflicts show. Fix that first.", { message: "Hint says the entries break a rule" });
  assertClean();
  await context.close();
});

/** Presses Hint through its three stages and Apply; returns the step's placements and
 *  eliminations as the panel and the grid show them. */
async function hintAndApply(page, shot) {
  const hint = page.getByRole("button", { name: "Hint", exact: true });
  await hint.click();
  await until(() => statusText(page), (t) => t.startsWith("Hint: "), { message: "a hint is shown" });
  await page.locator("#hint-more").click();
  await page.locator("#hint-more").click();
  const apply = page.getByRole("button", { name: /^Apply/ });
  await apply.waitFor({ state: "visible" });
  const title = await page.locator("#hint-title").textContent();
  const text = await page.locator("#hint-text").textContent();
  await screenshot(page, shot);
  await apply.click();
  await until(() => statusText(page), (t) => t.includes("Applied: "), { message: "the step is applied" });
  return { title, text, status: await statusText(page) };
}

for (const name of ["6x6", "16x16: Jigsaw"]) {
  test(`Hint on a ${name} shows a step of the variant engine, and applying it is right`, async () => {
    const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf(name) });
    const { solution, size } = await iss(name);
    await until(() => readGrid(page), (g) => g.length === size * size, { message: "the puzzle is open" });
    const before = await readGrid(page);
    const { title, text, status } = await hintAndApply(page, `variant-hint-${size}-step`);
    assert.match(title, /^Hint: /);
    assert.ok(text.length > 10, `the step explains itself: ${text}`);
    const after = await readGrid(page);
    const placed = after.flatMap((v, i) => (v !== before[i] ? [i] : []));
    if (placed.length) {
      for (const i of placed) assert.equal(after[i], solution[i], `the hint placed the solution's digit at cell ${i}`);
    } else {
      // An elimination: the candidates it removed are not the solution's.
      assert.match(status, /Applied: removed /);
      await page.getByRole("button", { name: "Pencil marks" }).click();
      const marks = await page.$$eval("#grid .cell", (cells) => cells.map((c) => [...c.querySelectorAll(".marks .on")].map((m) => m.textContent)));
      const symbol = (v) => (v <= 9 ? String(v) : String.fromCharCode(55 + v));
      marks.forEach((on, i) => {
        if (after[i] === 0) assert.ok(on.includes(symbol(solution[i])), `cell ${i} keeps the solution's digit`);
      });
    }
    await screenshot(page, `variant-hint-${size}`);
    assertClean();
    await context.close();
  });
}

test("Explain on a 6×6 walks the variant engine's solve path to the solution", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("6x6") });
  const { solution } = await iss("6x6");
  await until(() => readGrid(page), (g) => g.length === 36, { message: "the puzzle is open" });
  const puzzle = await readGrid(page);
  await page.getByRole("button", { name: "Explain", exact: true }).click();
  await page.locator("#explain-panel").waitFor({ state: "visible" });
  const title = await page.locator("#explain-title").textContent();
  const count = Number(title.match(/^Solve path: (\d+) steps?$/)[1]);
  assert.ok(count >= 1);
  assert.match(await page.locator("#explain-position").textContent(), /^Step 1 of \d+: /);
  assert.deepEqual(await readGrid(page), puzzle, "the first position is the puzzle");
  await screenshot(page, "variant-explain-6");
  await page.locator(`#explain-steps button[data-step="${count}"]`).click();
  await until(() => page.locator("#explain-position").textContent(), (t) => t.startsWith("Solved, after"));
  assert.deepEqual(await readGrid(page), solution, "the last position is the solution");
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await untilEqual(() => readGrid(page), puzzle, { message: "closing restores the grid" });
  assertClean();
  await context.close();
});

test("the size picker starts blank grids, 25×25 included, and they solve", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { viewport: { width: 390, height: 844 } });
  for (const size of ["6", "12", "25"]) {
    await page.getByLabel("Blank grid").selectOption(size);
    await page.getByRole("button", { name: "Start blank grid" }).click();
    const n = Number(size);
    await until(() => readGrid(page), (g) => g.length === n * n, { message: `the grid is ${size}×${size}` });
    await solveButton(page).click();
    await until(() => readKinds(page), (kinds) => kinds.every((k) => k === "solved"), { message: `a blank ${size}×${size} solves`, timeout: 30_000 });
  }
  // On a phone the 25×25 grid scrolls instead of shrinking its cells.
  const { scroll, client } = await page.$eval("#grid-frame", (el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  assert.ok(scroll > client, `the frame scrolls (${scroll} > ${client})`);
  await screenshot(page, "variant-blank-25-phone");
  assertClean();
  await context.close();
});

test("a broken cage is flagged while typing: a repeat, a sum passed before the cage is full, an arrow that can no longer hold", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  // A blank 9×9 with one L-shaped cage across two boxes (r3c3, r3c4, r4c4: 12) and one
  // arrow (circle r7c1, line r7c2, r8c2).
  const json = JSON.stringify({
    size: 9,
    grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))),
    killercage: [{ cells: ["R3C3", "R3C4", "R4C4"], value: "12" }],
    arrow: [{ cells: ["R7C1"], lines: [["R7C1", "R7C2", "R8C2"]] }],
  });
  await page.getByLabel("f-puzzles or SudokuPad link, or JSON").fill(json);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await until(() => overlayShapes(page, ".cage"), (n) => n > 0, { message: "the cage is drawn" });
  const flagged = () => page.$$eval("#grid .cell", (cells) => cells.flatMap((c, i) => (c.classList.contains("conflict") && c.querySelector("input").getAttribute("aria-invalid") === "true" ? [i] : [])));

  // Two 5s in the cage: they share no row, column or box, only the cage.
  await cell(page, 3, 3).press("5");
  await cell(page, 4, 4).press("5");
  await untilEqual(flagged, [20, 30], { message: "the repeat in the cage is flagged" });
  assert.equal(await statusText(page), "1 conflict: the killer cage at r3c3, r4c4 is broken.");
  await screenshot(page.locator("#grid-frame"), "variant-cage-flagged");
  // 5 + 2 and a blank can still make 12: nothing flagged.
  await cell(page, 4, 4).press("2");
  await untilEqual(flagged, [], { message: "a fixed cage is not flagged" });
  assert.equal(await statusText(page), "No conflicts left.");
  // 9 + 8 and a blank (at least 1) pass 12 before the cage is full.
  await cell(page, 3, 3).press("9");
  await cell(page, 4, 4).press("8");
  await untilEqual(flagged, [20, 21, 30], { message: "a sum that can no longer hold is flagged" });
  await page.keyboard.press("Control+z");
  await untilEqual(flagged, [], { message: "Undo takes the flag away with the digit" });

  // The arrow: a 3 in the circle and a 4 on its line (plus a blank) cannot hold.
  await cell(page, 7, 1).press("3");
  await cell(page, 7, 2).press("4");
  await untilEqual(flagged, [54, 55, 64], { message: "the arrow is flagged" });
  assert.match(await statusText(page), /the arrow at r7c1, r7c2, r8c2 is broken/);
  await cell(page, 7, 2).press("2");
  await untilEqual(flagged, [], { message: "3 = 2 + 1 can still hold" });
  assertClean();
  await context.close();
});

test("an f-puzzles link opened over a saved game in the same tab opens its puzzle; the old game stays in Recent puzzles", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await page.getByLabel("Blank grid").selectOption("6");
  await page.getByRole("button", { name: "Start blank grid" }).click();
  await until(() => readGrid(page), (g) => g.length === 36, { message: "a blank 6×6" });
  await cell(page, 1, 1).press("4");
  await until(() => readGrid(page), (g) => g[0] === 4);
  // The tab leaves and comes back by a `?load=` link: its saved 6×6 would be restored.
  const link = await linkOf("Killer");
  await page.goto("about:blank");
  await page.goto(server.url + link.slice(1));
  await page.waitForSelector("html[data-solver=ready]");
  await until(() => overlayShapes(page, ".cage-sum"), (n) => n > 10, { message: "the killer's cages are drawn" });
  assert.equal((await readGrid(page)).length, 81);
  assert.match(await statusText(page), /^Opened the f-puzzles puzzle from the link/);
  const recent = page.getByRole("region", { name: "Recent puzzles" });
  await recent.waitFor({ state: "visible" });
  const listed = await recent.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
  assert.equal(listed.filter((name) => /: 6×6, /.test(name)).length, 1, `the 6×6 game is listed: ${JSON.stringify(listed)}`);
  assertClean();
  await context.close();
});

/** A published puzzle of tests/fixtures/variants/sudokupad-links.jsonl (CC BY 4.0, title
 *  and author kept) by title. */
async function published(title) {
  const text = await readFile(join(REPO, "tests/fixtures/variants/sudokupad-links.jsonl"), "utf8");
  return text.split("\n").filter(Boolean).map((line) => JSON.parse(line)).find((line) => line.title === title);
}

test("a SudokuPad scl link opens from the link box, with the setter's title, author and rules beside the grid", async () => {
  const puzzle = await published("Effluence");
  const { page, context, assertClean } = await openPage(browser, server);
  assert.equal(await page.isHidden("#setter"), true, "no setter's text before a puzzle has some");
  await page.getByLabel("f-puzzles or SudokuPad link, or JSON").fill(puzzle.sudokupad_scl);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await until(() => page.textContent("#setter-title"), (title) => title === "Effluence", { message: "the title is shown" });
  assert.equal(await page.isVisible("#setter"), true);
  assert.equal(await page.textContent("#setter-author"), "by Philipp Blume");
  const rules = await page.textContent("#setter-rules");
  assert.match(rules, /renban/i, "the setter's rules are shown");
  assert.ok((await overlayShapes(page, ".cage")) > 0, "the killer cages are drawn");
  await screenshot(page.locator(".board"), "sudokupad-scl-setter");
  await solveButton(page).click();
  await untilEqual(() => readGrid(page), [...puzzle.solution].map(Number), { message: "solved to the published solution", timeout: 30_000 });
  // A short id needs the network: refused, and the grid stays.
  await page.getByLabel("f-puzzles or SudokuPad link, or JSON").fill("https://sudokupad.app/abc123");
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await until(() => statusText(page), (text) => /needs the network/.test(text), { message: "the short id is refused" });
  assert.equal(await page.textContent("#setter-title"), "Effluence");
  assertClean();
  await context.close();
});
