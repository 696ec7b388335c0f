// Grids larger than 9×9 on the page (issue 11): values 10 to 25 typed as the letters A to
// P and tapped on a pad with one button per value, shown as those letters; notes of any
// value; and a 25×25 grid that a phone scrolls to, every cell reachable and usable.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, until, untilEqual, cell, screenshot, useServerAndBrowser } from "./helpers.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

const PHONE = { width: 360, height: 740 };

/** The cells' values, row-major, 0 for a blank; letters are 10 (A) to 25 (P). */
const readValues = (page) =>
  page.$$eval("#grid input", (inputs) => inputs.map(({ value }) => (value === "" ? 0 : /^[0-9]$/.test(value) ? Number(value) : value.charCodeAt(0) - 55)));

/** The notes cell (r, c) shows, as the values lit in its marks. */
const notesOf = (page, r, c) =>
  cell(page, r, c).evaluate((input) => [...input.closest(".cell").querySelectorAll(".marks .on")].map((mark) => mark.textContent));

/** The corner marks cell (r, c) shows, in order. */
const cornersOf = (page, r, c) => cell(page, r, c).evaluate((input) => [...input.closest(".cell").querySelectorAll(".corners span")].map((mark) => mark.textContent));

/** The value buttons of the digit pad, by their text. */
const padTexts = (page) => page.$$eval('#pad button[data-digit]:not([data-digit="0"])', (buttons) => buttons.map((b) => b.textContent));

/** A clip of the page around a cell: the cells next to it, for a close look. */
async function around(locator) {
  const { x, y, width, height } = await locator.boundingBox();
  return { x: Math.max(0, x - 2 * width), y: Math.max(0, y - 2 * height), width: 5 * width, height: 4 * height };
}

async function blankGrid(page, size) {
  await page.getByLabel("Blank grid").selectOption(String(size));
  await page.getByRole("button", { name: "Start blank grid" }).click();
  await until(() => readValues(page), (g) => g.length === size * size, { message: `the grid is ${size}×${size}` });
}

test("16×16 and 25×25 on a desktop: letters type 10 to 25, shown as typed; marks hold any value", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  for (const size of [16, 25]) {
    await blankGrid(page, size);
    await cell(page, 1, 1).press("a");
    await cell(page, 1, 2).press("G");
    await cell(page, 1, 3).press("9");
    if (size === 25) await cell(page, 1, 4).press("P");
    // A letter beyond the grid's values types nothing (H in 16×16, Q in 25×25).
    await cell(page, 1, 5).press(size === 16 ? "H" : "Q");
    const expected = size === 16 ? [10, 16, 9, 0, 0] : [10, 16, 9, 25, 0];
    await untilEqual(() => readValues(page).then((g) => g.slice(0, 5)), expected, { message: `${size}×${size}: the typed values` });
    assert.deepEqual(await page.$$eval("#grid input", (inputs) => inputs.slice(0, 4).map((i) => i.value)), size === 16 ? ["A", "G", "9", ""] : ["A", "G", "9", "P"]);
    // Centre marks: the Centre button, then letters and digits into one cell.
    await page.getByRole("button", { name: "Centre" }).click();
    for (const key of ["b", "C", "7", size === 25 ? "O" : "F"]) await cell(page, 2, 1).press(key);
    await page.getByRole("button", { name: "Digit" }).click();
    const notes = ["7", "B", "C", size === 25 ? "O" : "F"];
    await untilEqual(() => notesOf(page, 2, 1), notes, { message: `${size}×${size}: the centre marks` });
    assert.equal(await cell(page, 2, 1).getAttribute("aria-description"), `centre 7 11 12 ${size === 25 ? 24 : 15}`);
    // Shift and a digit or a letter writes a corner mark in Digit mode.
    await cell(page, 2, 2).press("Shift+Digit3");
    await cell(page, 2, 2).press("Shift+KeyB");
    await untilEqual(() => cornersOf(page, 2, 2), ["3", "B"]);
    assert.equal(await cell(page, 2, 2).getAttribute("aria-description"), "corner 3 11");
    await screenshot(page.locator(".board"), `size-${size}-desktop`);
    await screenshot(page, `size-${size}-desktop-notes`, { clip: await around(cell(page, 2, 1)) });
  }
  assertClean();
  await context.close();
});

test("on a 360×740 phone the pad has a button per value, and the 25×25 grid scrolls so every cell is reachable", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { viewport: PHONE, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  assert.deepEqual(await padTexts(page), ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  await blankGrid(page, 16);
  await until(() => padTexts(page), (t) => t.length === 16 && t.at(-1) === "G", { message: "a 16-button pad" });
  await cell(page, 1, 1).tap();
  await page.getByRole("button", { name: "Enter 16 (G)" }).tap();
  await cell(page, 2, 1).tap();
  await page.getByRole("button", { name: "Centre" }).tap();
  await page.getByRole("button", { name: "Centre mark 10 (A)" }).tap();
  await page.getByRole("button", { name: "Centre mark 4" }).tap();
  await page.getByRole("button", { name: "Digit" }).tap();
  await untilEqual(() => readValues(page).then((g) => g[0]), 16);
  await untilEqual(() => notesOf(page, 2, 1), ["4", "A"]);
  await screenshot(page, "size-16-phone");

  await blankGrid(page, 25);
  assert.equal((await padTexts(page)).join(""), "123456789ABCDEFGHIJKLMNOP");
  // The page never scrolls sideways; the grid's frame does.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "nothing scrolls sideways but the grid");
  const frame = await page.$eval("#grid-frame", (el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  assert.ok(frame.scroll > frame.client, "the 25×25 grid scrolls in its frame");
  // The far corner: scrolled to, tapped, typed into from the pad, with a note beside it.
  const corner = cell(page, 25, 25);
  await corner.scrollIntoViewIfNeeded();
  assert.ok(await corner.isVisible());
  const box = await corner.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, "the corner cell is on screen after scrolling");
  assert.ok(box.width >= 20, `cells stay tappable (${box.width.toFixed(1)} px)`);
  await corner.tap();
  await page.getByRole("button", { name: "Enter 25 (P)" }).tap();
  await untilEqual(() => readValues(page).then((g) => g[624]), 25, { message: "the pad typed 25 into the corner" });
  await cell(page, 25, 24).tap();
  await page.getByRole("button", { name: "Centre" }).tap();
  await page.getByRole("button", { name: "Centre mark 20 (K)" }).tap();
  await page.getByRole("button", { name: "Digit" }).tap();
  await untilEqual(() => notesOf(page, 25, 24), ["K"]);
  await screenshot(page, "size-25-phone");
  await screenshot(page, "size-25-phone-notes", { clip: await around(cell(page, 25, 24)) });
  assertClean();
  await context.close();
});
