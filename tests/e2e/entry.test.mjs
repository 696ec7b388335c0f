// Entering and reading puzzles (issue 5): keyboard, paste formats, drop, copy out,
// undo and redo.

import { test, after } from "node:test";
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
  readPuzzleFile,
  parseError,
  useServerAndBrowser,
} from "./helpers.mjs";
import { SAMPLE, SAMPLE_SOLUTION, SAMPLE_LINE } from "./fixtures.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

/** The accessible name of the focused element. */
const focusedName = (page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);

test("the keyboard alone enters, clears and moves, with the focus always visible", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const expected = Array(81).fill(0);
  const at = async (name) => until(() => focusedName(page), (n) => n === name, { message: `focus on ${name}` });

  await cell(page, 1, 1).focus();
  await page.keyboard.press("5");
  expected[0] = 5;
  await page.keyboard.press("ArrowRight");
  await at("Row 1, column 2");
  await page.keyboard.press("7");
  expected[1] = 7;
  await untilEqual(() => readGrid(page), expected);

  // Letters and symbols never land in a cell; a new digit replaces the old one.
  await page.keyboard.type("q?");
  await page.keyboard.press("8");
  expected[1] = 8;
  await untilEqual(() => readGrid(page), expected);

  // Arrows wrap at the edges.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await at("Row 1, column 9");
  await page.keyboard.press("ArrowUp");
  await at("Row 9, column 9");
  await page.keyboard.press("ArrowDown");
  await at("Row 1, column 9");
  await page.keyboard.press("Home");
  await at("Row 1, column 1");
  await page.keyboard.press("End");
  await at("Row 1, column 9");
  await page.keyboard.press("Control+End");
  await at("Row 9, column 9");
  await page.keyboard.press("Control+Home");
  await at("Row 1, column 1");

  // The grid is one tab stop (the WAI-ARIA grid pattern): Tab leaves it for the next
  // control, Shift+Tab comes back to the cell that was active.
  assert.equal(await page.locator("#grid").getAttribute("role"), "grid");
  assert.deepEqual(await page.$$eval("#grid input", (inputs) => inputs.filter((input) => input.tabIndex === 0).length), 1, "one cell in the tab order");
  await page.keyboard.press("Tab");
  await until(() => focusedName(page), (name) => name === "Digit", { message: "Tab leaves the grid" });
  await page.keyboard.press("Shift+Tab");
  await at("Row 1, column 1");

  // 0, Backspace and Delete clear.
  await page.keyboard.press("0");
  expected[0] = 0;
  await untilEqual(() => readGrid(page), expected);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Backspace");
  expected[1] = 0;
  await untilEqual(() => readGrid(page), expected);
  await page.keyboard.press("9");
  await page.keyboard.press("Delete");
  await untilEqual(() => readGrid(page), expected);

  // The focused cell has a visible ring.
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement).boxShadow);
  assert.match(ring, /inset/, `the focused cell draws a focus ring (${ring})`);
  await page.keyboard.press("4");
  await screenshot(page.locator("#grid"), "keyboard-focus");

  // From the last cell too, Tab leaves the grid; Shift+Tab comes back to that cell.
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Tab");
  await until(() => focusedName(page), (name) => name === "Digit", { message: "Tab leaves the grid" });
  await page.keyboard.press("Shift+Tab");
  await at("Row 9, column 9");
  await page.getByRole("button", { name: "Solve", exact: true }).focus();
  await page.keyboard.press("Enter");
  await until(() => statusText(page), (text) => text.startsWith("Solved in"), { message: "Enter on Solve solves" });
  assertClean();
  await context.close();
});

test("pasting a line, a Baekjoon grid, nine rows or one digit fills the grid; garbage leaves it untouched", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const puzzle = digits(SAMPLE);
  const forms = {
    "a line with dots": SAMPLE_LINE,
    "a line with zeros": SAMPLE_LINE.replaceAll(".", "0"),
    "a Baekjoon grid with CRLF and extra spaces": SAMPLE.replaceAll("\n", "  \r\n").replaceAll(" 0", "  0"),
    "nine rows of nine characters": SAMPLE_LINE.match(/.{9}/g).join("\n"),
  };
  for (const [name, text] of Object.entries(forms)) {
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await untilEqual(() => readGrid(page), Array(81).fill(0));
    await pasteInto(cell(page, 7, 3), text);
    await untilEqual(() => readGrid(page), puzzle, { message: `${name} fills the grid` });
    assert.match(await statusText(page), /^Pasted a puzzle: 67 givens, locked\./, name);
    assert.deepEqual(await readKinds(page), puzzle.map((d) => (d ? "given" : "blank")));
  }

  // One digit pasted into a blank cell goes into that cell only (an entry: the givens are locked).
  await pasteInto(cell(page, 1, 1), "1");
  const withEntry = [1, ...puzzle.slice(1)];
  await untilEqual(() => readGrid(page), withEntry);
  assert.equal((await readKinds(page))[0], "entry");

  // Garbage: the grid (with the user's entry) stays, and the status says why.
  for (const garbage of ["12345", "hello", SAMPLE_LINE.replace(".", "x"), SAMPLE.replace("0 3 5", "0 3 5 1"), "１２３"]) {
    const reason = `Pasted text is not a puzzle: ${await parseError(garbage)}. The grid is unchanged.`;
    await pasteInto(cell(page, 2, 2), garbage);
    await until(() => statusText(page), (text) => text === reason, { message: `the reason for ${JSON.stringify(garbage.slice(0, 12))}` });
    assert.deepEqual(await readGrid(page), withEntry, "the grid is untouched");
  }
  assert.equal(await page.locator("#status").getAttribute("data-kind"), "error");
  await screenshot(page, "paste-garbage");

  // Pasting with the focus outside the grid works too.
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await pasteInto(page.getByRole("button", { name: "Check", exact: true }), SAMPLE_LINE);
  await untilEqual(() => readGrid(page), puzzle);
  assertClean();
  await context.close();
});

test("dropping a puzzle file fills the grid; dropping a file of puzzles fills the batch panel", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const drop = (text, name) =>
    page.evaluate(
      ({ text, name }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], name, { type: "text/plain" }));
        const target = document.querySelector("#grid");
        for (const type of ["dragenter", "dragover", "drop"]) {
          target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
        }
      },
      { text, name },
    );
  await drop(SAMPLE, "sample.txt");
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  assert.match(await statusText(page), /^Dropped a puzzle from sample\.txt: 67 givens/);
  assert.equal(await page.locator("#drop-overlay").isHidden(), true);

  const file = await readPuzzleFile("puzzles6_forum_hardest_1106");
  await drop(file, "puzzles6_forum_hardest_1106.txt");
  await until(() => statusText(page), (text) => text.startsWith("Dropped 40 puzzles from puzzles6_forum_hardest_1106.txt"), {
    message: "the file goes to the batch panel",
  });
  assert.equal(await page.locator("#batch-source").textContent(), "puzzles6_forum_hardest_1106.txt: 40 puzzles.");
  assert.deepEqual(await readGrid(page), digits(SAMPLE), "the grid keeps its puzzle");
  assert.equal(await page.getByRole("button", { name: "Solve all" }).isEnabled(), true);
  assertClean();
  await context.close();
});

test("the puzzle and its solution copy out as a line or a grid, and the link opens the puzzle", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { permissions: ["clipboard-read", "clipboard-write"] });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const format = page.getByLabel("Format");
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));

  await page.getByRole("button", { name: "Copy puzzle" }).click();
  await until(clipboard, (text) => text === SAMPLE_LINE, { message: "the puzzle as a line" });
  assert.equal(await statusText(page), "Copied the puzzle as one line.");

  await format.selectOption("grid");
  await page.getByRole("button", { name: "Copy puzzle" }).click();
  await until(clipboard, (text) => text === SAMPLE, { message: "the puzzle as a Baekjoon grid" });

  // The solution copies without being revealed in the grid.
  await page.getByRole("button", { name: "Copy solution" }).click();
  await until(clipboard, (text) => text === SAMPLE_SOLUTION, { message: "the solution as a grid" });
  assert.deepEqual(await readGrid(page), digits(SAMPLE), "the grid still shows only the puzzle");

  await format.selectOption("line");
  await page.getByRole("button", { name: "Copy solution" }).click();
  await until(clipboard, (text) => text === digits(SAMPLE_SOLUTION).join(""), { message: "the solution as a line" });

  await page.getByRole("button", { name: "Copy link" }).click();
  const link = await until(clipboard, (text) => text.includes("#"), { message: "the link" });
  assert.equal(link, `${server.url}#${digits(SAMPLE).join("")}`);
  assertClean();
  await context.close();

  // The link opens the puzzle in a fresh browser profile.
  const fresh = await openPage(browser, server, { path: link.slice(server.url.length) });
  await untilEqual(() => readGrid(fresh.page), digits(SAMPLE));
  assert.match(await statusText(fresh.page), /^Opened the puzzle from the link: 67 givens/);
  fresh.assertClean();
  await fresh.context.close();
});

test("undo and redo step through changes, including Clear", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const undo = page.getByRole("button", { name: "Undo" });
  const redo = page.getByRole("button", { name: "Redo" });
  assert.equal(await undo.isDisabled(), true);
  await cell(page, 1, 1).press("5");
  await cell(page, 1, 2).press("6");
  const two = [5, 6, ...Array(79).fill(0)];
  await untilEqual(() => readGrid(page), two);
  await page.keyboard.press("Control+z");
  await untilEqual(() => readGrid(page), [5, ...Array(80).fill(0)]);
  await page.keyboard.press("Control+y");
  await untilEqual(() => readGrid(page), two);

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await untilEqual(() => readGrid(page), Array(81).fill(0));
  assert.equal(await statusText(page), "Grid cleared. Undo (Ctrl+Z) brings it back.");
  await undo.click();
  await untilEqual(() => readGrid(page), two);
  await redo.click();
  await untilEqual(() => readGrid(page), Array(81).fill(0));
  assertClean();
  await context.close();
});
