// The page as a whole (issue 5): a 360 px phone with the digit pad, light and dark
// themes, the Content-Security-Policy and accessible names (what a first load costs:
// load.test.mjs).

import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  openPage,
  cell,
  readGrid,
  untilEqual,
  until,
  statusText,
  pasteInto,
  screenshot,
  useServerAndBrowser,
  contrast,
  luminance,
} from "./helpers.mjs";
import { SAMPLE } from "./fixtures.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

const PHONE = { viewport: { width: 360, height: 760 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test("on a 360 px phone the grid fits, nothing scrolls sideways, and the digit pad types", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const { page, context, assertClean } = await openPage(browser, server, { ...PHONE, colorScheme });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `the page is ${width} px wide`);
    const grid = await page.locator("#grid").boundingBox();
    assert.ok(grid.x >= 0 && grid.x + grid.width <= 360, `the grid spans ${grid.x}-${grid.x + grid.width} px`);
    const size = await cell(page, 1, 1).boundingBox();
    assert.ok(size.width >= 32, `cells are ${size.width} px wide: big enough to tap`);

    // The pad is shown, and the keyboard of the phone is not (the pad replaces it).
    const pad = page.getByRole("group", { name: "Digit pad" });
    assert.equal(await pad.isVisible(), true);
    assert.equal(await cell(page, 1, 1).getAttribute("inputmode"), "none");
    await cell(page, 5, 5).tap();
    await page.getByRole("button", { name: "Enter 7" }).tap();
    await untilEqual(() => readGrid(page).then((g) => g[40]), 7);
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), "Row 5, column 5", "the cell keeps the focus");
    await page.getByRole("button", { name: "Erase" }).tap();
    await untilEqual(() => readGrid(page).then((g) => g[40]), 0);
    // Text from a keyboard that sends no key events (a phone's, an IME).
    await cell(page, 9, 1).fill("3");
    await untilEqual(() => readGrid(page).then((g) => g[72]), 3);
    await cell(page, 9, 1).fill("x");
    await untilEqual(() => readGrid(page).then((g) => g[72]), 3);
    await cell(page, 9, 1).fill("");
    await untilEqual(() => readGrid(page).then((g) => g[72]), 0);

    await pasteInto(cell(page, 1, 1), SAMPLE);
    await page.getByRole("button", { name: "Solve", exact: true }).tap();
    await until(() => statusText(page), (t) => t.startsWith("Solved in"));
    await cell(page, 1, 1).focus();
    await screenshot(page, `phone-360-${colorScheme}`, { fullPage: true });
    assertClean();
    await context.close();
  }
});

test("light and dark themes follow the system and the Theme menu, with readable text", async () => {
  const read = (page) =>
    page.evaluate(() => {
      const style = (selector, property) => getComputedStyle(document.querySelector(selector))[property];
      return {
        background: style("html", "backgroundColor"),
        text: style("body", "color"),
        cell: style("#grid .cell", "backgroundColor"),
        given: style("#grid .cell[data-kind=given] input", "color"),
        solved: style("#grid .cell[data-kind=solved] input", "color"),
        status: style("#status", "color"),
      };
    });
  const themes = {};
  for (const colorScheme of ["light", "dark"]) {
    const { page, context, assertClean } = await openPage(browser, server, { colorScheme });
    await pasteInto(cell(page, 1, 1), SAMPLE);
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await until(() => statusText(page), (t) => t.startsWith("Solved in"));
    const colours = await read(page);
    themes[colorScheme] = colours;
    for (const part of ["given", "solved"]) {
      assert.ok(contrast(colours[part], colours.cell) >= 4.5, `${colorScheme}: ${part} digits are readable (${colours[part]} on ${colours.cell})`);
    }
    assert.ok(contrast(colours.text, colours.background) >= 7, `${colorScheme}: body text is readable`);
    await screenshot(page, `theme-${colorScheme}`, { fullPage: true });

    // The menu overrides the system's choice.
    const other = colorScheme === "light" ? "dark" : "light";
    await page.getByLabel("Theme").selectOption(other);
    const forced = await read(page);
    assert.equal(luminance(forced.background) < 0.2, other === "dark", `the ${other} theme applies`);
    assertClean();
    await context.close();
  }
  assert.ok(luminance(themes.light.background) > 0.8, "the light theme is light");
  assert.ok(luminance(themes.dark.background) < 0.05, "the dark theme is dark");
});

test("the Content-Security-Policy forbids inline script and eval, and every control has a name", async () => {
  const refused = /Content Security Policy|Refused to/;
  const { page, context, assertClean } = await openPage(browser, server, { allowConsole: [refused] });
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  assert.match(policy, /default-src 'none'/);
  assert.match(policy, /script-src 'self'(;|$)/);
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|https?:|\*/);

  const attempts = await page.evaluate(async () => {
    const violations = [];
    document.addEventListener("securitypolicyviolation", (event) => violations.push(event.violatedDirective));
    // (Code that devtools evaluates may eval; code the page runs later may not.)
    const evalResult = await new Promise((resolve) =>
      setTimeout(() => {
        try {
          new Function("return 1")();
          resolve("ran");
        } catch (error) {
          resolve(error.name);
        }
      }),
    );
    window.inlineRan = false;
    const script = document.createElement("script");
    script.textContent = "window.inlineRan = true";
    document.head.append(script);
    const button = document.createElement("button");
    button.setAttribute("onclick", "window.inlineRan = true");
    document.body.append(button);
    button.click();
    button.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { evalResult, inlineRan: window.inlineRan, violations };
  });
  assert.equal(attempts.evalResult, "EvalError");
  assert.equal(attempts.inlineRan, false);
  assert.deepEqual([...new Set(attempts.violations)].sort(), ["script-src", "script-src-attr", "script-src-elem"]);

  // Every control in the accessibility tree has a name.
  const tree = await page.locator("body").ariaSnapshot();
  const controls = tree.split("\n").filter((line) => /^\s*- (button|textbox|combobox|checkbox|progressbar|group)\b/.test(line));
  assert.ok(controls.length >= 81 + 10, `found ${controls.length} controls`);
  const unnamed = controls.filter((line) => !/^\s*- \w+ "[^"]+"/.test(line));
  assert.deepEqual(unnamed, [], "controls without an accessible name");
  for (let r = 1; r <= 9; r++) {
    for (let c = 1; c <= 9; c++) assert.ok(tree.includes(`textbox "Row ${r}, column ${c}"`));
  }
  assertClean();
  await context.close();
});
