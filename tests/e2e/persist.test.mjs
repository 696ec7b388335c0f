// The grid and settings survive a reload; the puzzle is shared as `#` + its line (issue 5).

import { test, before } from "node:test";
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
  parseError,
  useServerAndBrowser,
} from "./helpers.mjs";
import { SAMPLE, SAMPLE_LINE } from "./fixtures.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

const button = (page, name) => page.getByRole("button", { name, exact: true });

test("the grid, the user's entries and the settings survive a reload", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  await cell(page, 1, 1).press("1");
  await cell(page, 2, 5).press("3");
  await button(page, "Pencil marks").click();
  await page.getByLabel("Theme").selectOption("dark");
  await page.getByLabel("Format").selectOption("pretty");
  const before = await readGrid(page);
  const kinds = await readKinds(page);
  assert.equal(before[13], 3);

  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.deepEqual(await readGrid(page), before);
  assert.deepEqual(await readKinds(page), kinds, "givens stay givens and entries stay entries");
  assert.equal(await button(page, "Pencil marks").getAttribute("aria-pressed"), "true");
  assert.equal(await button(page, "Lock givens").getAttribute("aria-pressed"), "true");
  assert.equal(await page.getByLabel("Theme").inputValue(), "dark");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
  assert.equal(await page.getByLabel("Format").inputValue(), "pretty");
  assert.equal(await statusText(page), "Your grid is back as you left it.");
  // The address carries the puzzle (its givens), so the reload did not replace the entries.
  assert.equal(new URL(page.url()).hash, `#${digits(SAMPLE).join("")}`);

  // Solved cells come back as solved cells.
  await button(page, "Clear").click();
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await button(page, "Solve").click();
  await until(() => statusText(page), (text) => text.startsWith("Solved in"));
  const solved = await readKinds(page);
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.deepEqual(await readKinds(page), solved);
  assertClean();
  await context.close();
});

test("a shared URL opens its puzzle; a broken one leaves the grid alone and says why", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: `/#${SAMPLE_LINE}` });
  await untilEqual(() => readGrid(page), digits(SAMPLE), { message: "the linked puzzle (dots for blanks) opens" });
  assert.match(await statusText(page), /^Opened the puzzle from the link: 67 givens, locked\./);
  assert.deepEqual(await readKinds(page), digits(SAMPLE).map((d) => (d ? "given" : "blank")));

  // Following another link in the same tab opens that puzzle; the previous one is an Undo away.
  const other = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  await page.evaluate((hash) => (location.hash = hash), other);
  await untilEqual(() => readGrid(page), digits(other));
  await page.keyboard.press("Control+z");
  await untilEqual(() => readGrid(page), digits(SAMPLE));

  // A broken link: the message is the wasm's, the grid keeps its puzzle.
  const broken = SAMPLE_LINE.slice(0, 80);
  await page.evaluate((hash) => (location.hash = hash), broken);
  const reason = `The link's puzzle could not be read: ${await parseError(broken)}. The grid is unchanged.`;
  await until(() => statusText(page), (text) => text === reason, { message: "the broken link is explained" });
  assert.deepEqual(await readGrid(page), digits(SAMPLE));
  assert.equal(new URL(page.url()).hash, `#${digits(SAMPLE).join("")}`, "the address is the grid's puzzle again");

  // Not even valid percent-encoding: read as it is.
  const mangled = "%E0%A4%A";
  await page.evaluate((hash) => (location.hash = hash), mangled);
  const why = `The link's puzzle could not be read: ${await parseError(mangled)}. The grid is unchanged.`;
  await until(() => statusText(page), (text) => text === why, { message: "the mangled link is explained" });
  assert.deepEqual(await readGrid(page), digits(SAMPLE));
  assertClean();
  await context.close();
});

test("a link opened over a saved game in the same tab opens its puzzle; the old game stays in Recent puzzles", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  await cell(page, 1, 1).press("1");
  await untilEqual(() => readGrid(page).then((g) => g[0]), 1);

  // The same tab leaves the page and comes back by a link to another puzzle: this tab's
  // saved game would be restored, but the link wins.
  const other = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  await page.goto("about:blank");
  await page.goto(`${server.url}#${other}`);
  await page.waitForSelector("html[data-solver=ready]");
  await untilEqual(() => readGrid(page), digits(other), { message: "the link's puzzle is in the grid" });
  assert.ok((await statusText(page)).startsWith(`Opened the puzzle from the link: ${digits(other).filter(Boolean).length} givens, locked.`));
  assert.equal(new URL(page.url()).hash, `#${digits(other).join("")}`, "the address still names the link's puzzle");
  const recent = page.getByRole("region", { name: "Recent puzzles" });
  await recent.waitFor({ state: "visible" });
  const resume = recent.getByRole("button", { name: /67 givens: 68 of 81 cells filled/ });
  assert.equal(await resume.count(), 1, "the game the link replaced is listed");

  // A reload keeps the link's game (now this tab's own).
  await cell(page, 1, 2).press("2");
  await page.reload();
  await page.waitForSelector("html[data-solver=ready]");
  assert.equal((await readGrid(page))[1], 2);
  assert.equal(await statusText(page), "Your grid is back as you left it.");

  // An unreadable link over it: the restored grid stays and the page says why.
  const broken = SAMPLE_LINE.slice(0, 80);
  await page.goto("about:blank");
  await page.goto(`${server.url}#${broken}`);
  await page.waitForSelector("html[data-solver=ready]");
  const reason = `The link's puzzle could not be read: ${await parseError(broken)}. The grid is unchanged.`;
  await until(() => statusText(page), (text) => text === reason, { message: "the broken link is explained" });
  assert.equal((await readGrid(page))[1], 2, "the game in progress is kept");
  assert.equal(new URL(page.url()).hash, `#${digits(other).join("")}`, "the address is the grid's puzzle again");

  // The old game resumes from Recent puzzles, with its answer.
  await page.getByRole("region", { name: "Recent puzzles" }).getByRole("button", { name: /67 givens/ }).click();
  await until(() => statusText(page), (t) => t.startsWith("Resumed a game"));
  assert.equal((await readGrid(page))[0], 1);
  assertClean();
  await context.close();
});
