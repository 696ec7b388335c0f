// SudokuPad's habits on the page (issue 23): digit, corner, centre and colour modes
// (buttons, Z/X/C/V, Space, Shift and Ctrl held), several cells selected by a drag,
// Shift- and Ctrl-click, Shift or Ctrl with the arrow keys and on a touch screen, every
// entry going to all of them as one Undo step, and marks saved with the game.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, cell, readGrid, untilEqual, until, statusText, pasteInto, digits, screenshot, useServerAndBrowser } from "./helpers.mjs";
import { SAMPLE } from "./fixtures.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const puzzle = digits(SAMPLE);
const button = (page, name) => page.getByRole("button", { name, exact: true });

/** Each cell's corner marks and centre marks, as the grid draws them. */
const readMarks = (page) =>
  page.$$eval("#grid .cell", (cells) =>
    cells.map((c) => ({
      corner: [...c.querySelectorAll(".corners span")].map((s) => Number(s.textContent)),
      centre: c.classList.contains("noted") ? [...c.querySelectorAll(".marks span.on")].map((s) => Number(s.textContent)) : [],
    })),
  );
const marksAt = async (page, cells) => {
  const all = await readMarks(page);
  return cells.map((i) => all[i]);
};
/** The selected cells, as the grid tells assistive technology. */
const selected = (page) => page.$$eval("#grid .cell", (cells) => cells.flatMap((c, i) => (c.getAttribute("aria-selected") === "true" ? [i] : [])));
const modePressed = (page) => page.$$eval("#modes button", (buttons) => buttons.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.textContent));
/** The centre of cell (r, c) on the screen. */
async function centreOf(page, r, c) {
  const box = await cell(page, r, c).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function loadSample(page) {
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), puzzle);
}

test("corner and centre marks by mouse and keyboard, on several cells at once, one Undo each; they survive a reload", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await loadSample(page);
  // r1c1 and r3c1 (blanks), by a click and a Shift-click.
  await cell(page, 1, 1).click();
  await cell(page, 3, 1).click({ modifiers: ["Shift"] });
  assert.deepEqual(await selected(page), [0, 18]);
  // Shift held: a corner mark; Ctrl held: a centre mark; in both cells.
  await page.keyboard.press("Shift+1");
  await page.keyboard.press("Control+3");
  await untilEqual(() => marksAt(page, [0, 18]), [{ corner: [1], centre: [3] }, { corner: [1], centre: [3] }]);
  assert.deepEqual(await readGrid(page), puzzle, "marks are not digits");
  assert.equal(await cell(page, 3, 1).getAttribute("aria-description"), "corner 1, centre 3");

  // The mode keys: X corner, Space to the next (centre), Z back to digits.
  await page.keyboard.press("x");
  assert.deepEqual(await modePressed(page), ["Corner"]);
  assert.match(await statusText(page), /^Corner mode/);
  await page.keyboard.press("5");
  await page.keyboard.press("Space");
  assert.deepEqual(await modePressed(page), ["Centre"]);
  await page.keyboard.press("7");
  await untilEqual(() => marksAt(page, [0, 18]), [{ corner: [1, 5], centre: [3, 7] }, { corner: [1, 5], centre: [3, 7] }]);
  assert.equal(await cell(page, 1, 1).getAttribute("aria-description"), "corner 1 5, centre 3 7");
  // The same mark on every selected cell again takes it off all of them.
  await page.keyboard.press("7");
  await untilEqual(() => marksAt(page, [0, 18]).then((m) => m.map((x) => x.centre)), [[3], [3]]);
  // One Undo brings it back on both: an entry on two cells is one step.
  await page.keyboard.press("Control+z");
  await untilEqual(() => marksAt(page, [0, 18]).then((m) => m.map((x) => x.centre)), [[3, 7], [3, 7]]);
  await page.keyboard.press("z");
  assert.deepEqual(await modePressed(page), ["Digit"]);
  await screenshot(page.locator("#grid-frame"), "marks-corner-centre");

  // A drag selects a row of cells (givens on the way stay givens); a digit fills the blanks.
  const from = await centreOf(page, 2, 5);
  const to = await centreOf(page, 2, 8);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  assert.deepEqual(await selected(page), [13, 14, 15, 16]);
  await page.keyboard.press("4");
  await untilEqual(() => readGrid(page).then((g) => g.slice(13, 17)), [4, 5, 6, 4]);
  await page.keyboard.press("Control+z");
  await untilEqual(() => readGrid(page).then((g) => g.slice(13, 17)), [0, 5, 6, 0], { message: "one Undo takes back both digits" });

  // The keyboard: Shift and Ctrl with an arrow key add the next cell; Ctrl-click takes one out.
  await cell(page, 1, 1).click();
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Control+ArrowDown");
  assert.deepEqual(await selected(page), [0, 9, 18]);
  await page.keyboard.press("ArrowRight");
  assert.deepEqual(await selected(page), [19], "a plain arrow selects one cell again");
  await cell(page, 1, 1).click({ modifiers: ["Control"] });
  await cell(page, 3, 3).click({ modifiers: ["Control"] });
  await cell(page, 3, 2).click({ modifiers: ["Control"] });
  assert.deepEqual(await selected(page), [0, 20]);
  // Colour mode from its button; 2 paints both cells.
  await button(page, "Colour").click();
  await page.keyboard.press("2");
  await until(() => page.$$eval("#grid .cell", (cells) => [cells[0].dataset.colour, cells[20].dataset.colour]), (c) => c[0] === "2" && c[1] === "2");
  await page.keyboard.press("Control+Shift+Digit6"); // Ctrl+Shift: a colour in any mode
  await page.keyboard.press("z");

  // A double click selects every cell showing the same digit; Esc goes back to one cell;
  // Ctrl+A selects them all.
  await cell(page, 1, 3).dblclick();
  const fives = puzzle.flatMap((d, i) => (d === 5 ? [i] : []));
  await untilEqual(() => selected(page), fives, { message: "every 5 is selected" });
  await page.keyboard.press("Escape");
  assert.deepEqual(await selected(page), [2]);
  await page.keyboard.press("Control+a");
  assert.equal((await selected(page)).length, 81);
  await page.keyboard.press("ArrowLeft");

  // Saved with the game.
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.deepEqual(await marksAt(page, [0, 18]), [{ corner: [1, 5], centre: [3, 7] }, { corner: [1, 5], centre: [3, 7] }]);
  assert.deepEqual(await page.$$eval("#grid .cell", (cells) => [cells[0].dataset.colour, cells[20].dataset.colour]), ["6", "6"]);
  assert.deepEqual(await modePressed(page), ["Digit"]);
  // With Pencil marks on, the engine's candidates are drawn, and the cell still says its marks.
  await button(page, "Pencil marks").click();
  await until(() => cell(page, 1, 1).getAttribute("aria-description"), (d) => /^candidates [0-9, ]+; corner 1 5, centre 3 7$/.test(d ?? ""), { message: "candidates and the player's marks are said" });
  await button(page, "Pencil marks").click();
  // Delete clears one layer at a time: the marks first, then the colours.
  await cell(page, 1, 1).click();
  await page.keyboard.press("Delete");
  await untilEqual(() => marksAt(page, [0]), [{ corner: [1, 5], centre: [] }], { message: "Digit mode: the centre marks first" });
  await page.keyboard.press("Delete");
  await untilEqual(() => marksAt(page, [0]), [{ corner: [], centre: [] }]);
  await page.keyboard.press("Delete");
  await until(() => page.$eval("#grid .cell", (c) => c.dataset.colour ?? null), (c) => c === null);
  assertClean();
  await context.close();
});

test("on a phone: mode buttons under the grid, a drag and a long press select cells, the pad writes marks into all of them", async () => {
  const { page, context, assertClean } = await openPage(browser, server, PHONE);
  await loadSample(page);
  const client = await context.newCDPSession(page);
  const touch = (type, point) => client.send("Input.dispatchTouchEvent", { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
  // Under the grid: the mode buttons.
  const gridBottom = await page.locator("#grid").boundingBox().then((b) => b.y + b.height);
  const modes = await page.getByRole("group", { name: /^Entry mode/ }).boundingBox();
  assert.ok(modes.y >= gridBottom && modes.y + modes.height <= 740, `the modes are under the grid, on the first screen: ${JSON.stringify(modes)}`);

  // A tap selects r1c1; Corner; the pad's 2.
  await cell(page, 1, 1).tap();
  await button(page, "Corner").tap();
  await button(page, "Corner mark 2").tap();
  await untilEqual(() => marksAt(page, [0]), [{ corner: [2], centre: [] }]);

  // A drag down column 1 from r1c1 to r3c1 selects the three cells.
  const path = [await centreOf(page, 1, 1), await centreOf(page, 2, 1), await centreOf(page, 3, 1)];
  await touch("touchStart", path[0]);
  for (const point of path.slice(1)) await touch("touchMove", point);
  await touch("touchEnd");
  assert.deepEqual(await selected(page), [0, 9, 18]);
  // A long press on r2c5 adds it, keeping the others.
  const far = await centreOf(page, 2, 5);
  await touch("touchStart", far);
  await page.waitForTimeout(700); // longer than the long press, not a timing assertion
  await touch("touchEnd");
  assert.deepEqual(await selected(page), [0, 9, 13, 18]);
  await button(page, "Centre").tap();
  await button(page, "Centre mark 8").tap();
  await untilEqual(() => marksAt(page, [0, 13, 18]).then((m) => m.map((x) => x.centre)), [[8], [8], [8]], { message: "every selected blank takes the mark" });
  assert.equal(await cell(page, 1, 1).getAttribute("aria-description"), "corner 2, centre 8");
  await button(page, "Undo").tap();
  await untilEqual(() => marksAt(page, [0, 13, 18]).then((m) => m.map((x) => x.centre)), [[], [], []], { message: "one Undo for the three" });
  // Colour mode: the pad's buttons are the colours.
  await button(page, "Colour").tap();
  await button(page, "Colour teal").tap();
  await until(() => page.$$eval("#grid .cell", (cells) => [0, 9, 13, 18].map((i) => cells[i].dataset.colour)), (c) => c.every((x) => x === "9"));
  await screenshot(page, "phone-marks");
  await button(page, "Digit").tap();
  assertClean();
  await context.close();
});
