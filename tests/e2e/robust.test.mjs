// Jobs that take long show progress and cancel; a worker that dies is replaced and the
// user told; hostile input leaves the grid alone (issues 5 and 7).

import { test, before } from "node:test";
import assert from "node:assert/strict";
import {
  openPage,
  cell,
  readGrid,
  untilEqual,
  until,
  statusText,
  pasteInto,
  digits,
  screenshot,
  parseError,
  isSolutionOf,
  workerNamed,
  keepBusy,
  useServerAndBrowser,
} from "./helpers.mjs";
import { SAMPLE, SAMPLE_SOLUTION } from "./fixtures.mjs";
import { CASES } from "../fixtures/hostile.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

test("a long solve shows the job bar and can be cancelled with its button or Escape", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  const job = page.locator("#job");

  for (const how of ["button", "Escape"]) {
    keepBusy(await workerNamed(page, "sudoku-solver"), 10_000);
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await job.waitFor({ state: "visible" });
    assert.equal(await page.locator("#job-label").textContent(), "Solving…");
    assert.equal(await page.getByRole("button", { name: "Solve", exact: true }).isDisabled(), true);
    if (how === "button") {
      await screenshot(page.locator(".board"), "job-running");
      await page.getByRole("button", { name: "Cancel", exact: true }).click();
    } else {
      await page.keyboard.press("Escape");
    }
    await until(() => statusText(page), (t) => t === "Cancelled. The grid is unchanged.", { message: `cancelled with ${how}` });
    await job.waitFor({ state: "hidden" });
    assert.deepEqual(await readGrid(page), digits(SAMPLE));
  }

  // The replacement worker solves.
  await page.getByRole("button", { name: "Solve", exact: true }).click();
  await untilEqual(() => readGrid(page), digits(SAMPLE_SOLUTION));
  assertClean();
  await context.close();
});

test("a worker that dies is restarted, the user is told, and the page keeps working", async () => {
  const crash = /simulated crash/;
  const { page, context, assertClean } = await openPage(browser, server, { allowConsole: [crash] });
  await cell(page, 1, 1).press("6");

  for (const name of ["sudoku-quick", "sudoku-solver"]) {
    const worker = await workerNamed(page, name);
    await worker.evaluate(() => setTimeout(() => {
      throw new Error("simulated crash");
    }));
    await until(() => statusText(page), (t) => t.startsWith("The solver stopped unexpectedly and was restarted") && crash.test(t), {
      message: `the death of ${name} is reported`,
    });
    assert.match(await statusText(page), /Your grid is unchanged; please try again\.$/);
    assert.equal((await readGrid(page))[0], 6, "the grid is unchanged");
    // quick, solver and grade: the dead one is replaced.
    await until(() => page.workers().length, (n) => n === 3, { message: "the dead worker was replaced" });
  }

  // Both replacements work: live validation (quick) and Solve (solver).
  await cell(page, 1, 9).press("6");
  await until(() => statusText(page), (t) => t.startsWith("1 conflict: digit 6 appears twice in row 1"));
  await cell(page, 1, 9).press("Delete");
  await page.getByRole("button", { name: "Solve", exact: true }).click();
  await until(() => statusText(page), (t) => t.startsWith("Solved in"));
  const grid = await readGrid(page);
  assert.ok(isSolutionOf(grid, [6, ...Array(80).fill(0)]));
  assertClean();
  await context.close();
});

test("hostile pastes (a megabyte, Unicode, NUL, control characters) leave the grid untouched and say why", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  await pasteInto(cell(page, 1, 1), SAMPLE);
  await untilEqual(() => readGrid(page), digits(SAMPLE));
  // The catalogue's paste cases (tests/fixtures/hostile.json), each with its message.
  const pastes = CASES.filter((c) => c.paste);
  assert.ok(pastes.length >= 5);
  for (const { input: garbage, message } of pastes) {
    assert.equal(await parseError(garbage), message, "the page's module says what the catalogue says");
    const reason = `Pasted text is not a puzzle: ${message}. The grid is unchanged.`;
    await pasteInto(cell(page, 9, 9), garbage);
    await until(() => statusText(page), (t) => t === reason, { message: `the reason for ${JSON.stringify(garbage.slice(0, 10))}` });
    assert.deepEqual(await readGrid(page), digits(SAMPLE));
  }
  assert.equal(await page.locator("img").count(), 1, "pasted markup is text, never HTML (the one image is the logo)");
  assertClean();
  await context.close();
});

test("when the wasm cannot load, the page says so and keeps the grid", async () => {
  const missing = /sudoku_wasm_bg\.wasm|404|Not Found/;
  const { page, context, assertClean } = await openPage(browser, server, {
    waitReady: false,
    allowConsole: [missing],
    before: (context) => context.route("**/sudoku_wasm_bg.wasm", (route) => route.fulfill({ status: 404, body: "not found" })),
  });
  await until(() => statusText(page), (t) => t.startsWith("The solver cannot run: the solver could not load:"), {
    message: "the failure is reported",
  });
  assert.match(await statusText(page), /answered 404\. Your grid is kept; reload the page to try again\.$/);
  assert.equal(await page.getByRole("button", { name: "Solve", exact: true }).isDisabled(), true);
  await cell(page, 1, 1).press("8");
  await untilEqual(() => readGrid(page).then((grid) => grid[0]), 8, { message: "the grid still takes digits" });
  assertClean();
  await context.close();
});
