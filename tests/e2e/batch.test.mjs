// The batch panel (issue 5): a whole dataset file with progress to 100% and the right
// counts; bad lines answered in place; cancel, with typing responsive meanwhile.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  openPage,
  cell,
  readGrid,
  until,
  untilEqual,
  statusText,
  pasteInto,
  digits,
  screenshot,
  isSolutionOf,
  loadWasm,
  parseError,
  useServerAndBrowser,
} from "./helpers.mjs";
import { puzzleLines as madePuzzleLines, puzzleText } from "./datasets.mjs";
import { SAMPLE_LINE } from "./fixtures.mjs";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

const text = (page, id) => page.locator(`#${id}`).textContent();
const count = async (page, id) => Number((await text(page, id)).replaceAll(",", ""));

/** Puzzle lines as the CLI's --lines reads them. */
const puzzleLines = (file) => file.split("\n").map((l) => l.replace(/\r$/, "")).filter((l) => l.trim() !== "" && !l.startsWith("#"));

/** Records every text the progress label shows, from now on. */
function recordProgress(page) {
  return page.evaluate(() => {
    window.progressSeen = [];
    const label = document.getElementById("batch-progress-label");
    new MutationObserver(() => window.progressSeen.push(label.textContent)).observe(label, { childList: true, characterData: true, subtree: true });
  });
}

async function downloadResults(page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download results" }).click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

test("a whole dataset file (50,000 puzzles) solves in parallel workers with progress to 100% and the right counts", async (t) => {
  const { page, context, assertClean } = await openPage(browser, server);
  // 50,000 unique puzzles made from the committed sample of the generated benchmark list.
  const name = "generated-50k";
  const dir = await mkdtemp(join(tmpdir(), "sudoku-batch-"));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, name), puzzleText("generated_minimal_50k_seed1", 50_000));
  const lines = puzzleLines(await readFile(join(dir, name), "utf8"));
  assert.equal(lines.length, 50_000);

  await page.locator("#batch-file").setInputFiles(join(dir, name));
  await until(() => text(page, "batch-source"), (t) => t === `${name}: 50,000 puzzles (too long to show here).`);
  await recordProgress(page);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  await page.getByRole("button", { name: "Solve all" }).click();

  await until(() => text(page, "batch-status"), (t) => t.startsWith("Done:"), { timeout: 120_000, message: "the batch finishes" });
  assert.equal(await text(page, "batch-progress-label"), "Batch progress: 50,000 of 50,000 (100%)");
  const progress = page.getByRole("progressbar", { name: /Batch progress/ });
  assert.equal(await progress.evaluate((bar) => [bar.value, bar.max].join("/")), "50000/50000");
  assert.equal(await count(page, "batch-solved"), 50_000);
  assert.equal(await count(page, "batch-nosolution"), 0);
  assert.equal(await count(page, "batch-invalid"), 0);
  assert.ok((await count(page, "batch-rate")) > 0, "puzzles/s is shown");
  assert.equal(await count(page, "batch-workers"), Math.min(cores, 16), "one worker per core");
  assert.match(await text(page, "batch-status"), /^Done: 50,000 puzzles in [\d.]+ s \([\d,]+ puzzles\/s\): 50,000 solved, 0 without a solution, 0 invalid\.$/);

  // Progress moved in steps (one per chunk of 500), never backwards, up to 100%.
  const seen = await page.evaluate(() => window.progressSeen);
  const done = seen.map((t) => Number(t.match(/: ([\d,]+) of/)[1].replaceAll(",", "")));
  assert.ok(done.length >= 100, `progress was reported per chunk (${done.length} updates)`);
  assert.deepEqual(done, [...done].sort((a, b) => a - b));
  assert.equal(done.at(-1), 50_000);
  await screenshot(page.locator("#batch"), "batch-done");

  // Line N of the results answers puzzle N.
  const results = await downloadResults(page);
  assert.equal(results.name, `${name}.solutions.txt`);
  const answers = results.text.split("\n");
  assert.equal(answers.pop(), "", "the file ends with a newline");
  assert.equal(answers.length, 50_000);
  answers.forEach((answer, n) => {
    if (!isSolutionOf(digits(answer), digits(lines[n]))) assert.fail(`line ${n + 1} does not solve puzzle ${n + 1}: ${answer}`);
  });
  // The batch workers are gone: only the page's three remain (quick, solver, grade).
  await until(() => page.workers().length, (n) => n === 3, { message: "the batch workers were terminated" });
  assertClean();
  await context.close();
});

test("bad lines are answered in place: invalid, conflicting and unsolvable puzzles are counted apart", async () => {
  const { page, context, assertClean } = await openPage(browser, server);
  const { solve } = await loadWasm();
  const noSolution = "12345678." + ".".repeat(27) + "........9" + ".".repeat(36);
  const conflicting = "11" + ".".repeat(79);
  const file = [
    "# a comment, skipped",
    SAMPLE_LINE,
    "",
    SAMPLE_LINE.replace(".", "x"),
    SAMPLE_LINE.slice(1),
    noSolution,
    conflicting,
    SAMPLE_LINE.replaceAll(".", "0") + "\r",
  ].join("\n");
  const solveError = (line) => {
    try {
      solve(Uint8Array.from(digits(line)));
    } catch (error) {
      return error.message;
    }
    throw new Error("solved");
  };
  const solution = Array.from(solve(Uint8Array.from(digits(SAMPLE_LINE)))).join("");

  // A file of puzzles pasted into the grid goes to the batch panel; the grid is untouched.
  await pasteInto(cell(page, 1, 1), file);
  await until(() => statusText(page), (t) => t === "Pasted 6 puzzles: they are in the batch panel below; press Solve all.");
  await untilEqual(() => readGrid(page), Array(81).fill(0));
  assert.equal(await page.evaluate(() => document.activeElement.textContent), "Solve all", "the focus moves to Solve all");
  await page.keyboard.press("Enter");
  await until(() => text(page, "batch-status"), (t) => t.startsWith("Done:"));
  assert.equal(await count(page, "batch-solved"), 2);
  assert.equal(await count(page, "batch-nosolution"), 1);
  assert.equal(await count(page, "batch-invalid"), 3);
  assert.equal(await text(page, "batch-progress-label"), "Batch progress: 6 of 6 (100%)");

  const results = await downloadResults(page);
  assert.deepEqual(results.text.split("\n"), [
    solution,
    `error: ${await parseError(SAMPLE_LINE.replace(".", "x"))}`,
    `error: ${await parseError(SAMPLE_LINE.slice(1))}`,
    `error: ${solveError(noSolution)}`,
    `error: ${solveError(conflicting)}`,
    solution,
    "",
  ]);

  // The failures are listed with their reasons; a click loads one into the grid.
  const failures = page.getByRole("region", { name: /^Not solved/ });
  await failures.waitFor({ state: "visible" });
  assert.equal(await text(page, "batch-failures-title"), "Not solved: 4 puzzles");
  const listed = await failures.getByRole("button").allTextContents();
  assert.deepEqual(listed, [
    `Puzzle 2: ${await parseError(SAMPLE_LINE.replace(".", "x"))}`,
    `Puzzle 3: ${await parseError(SAMPLE_LINE.slice(1))}`,
    `Puzzle 4: ${solveError(noSolution)}`,
    `Puzzle 5: ${solveError(conflicting)}`,
  ]);
  await screenshot(page.locator("#batch"), "batch-failures");
  await failures.getByRole("button", { name: /^Puzzle 4:/ }).click();
  await untilEqual(() => readGrid(page), digits(noSolution));
  assert.match(await statusText(page), /^Puzzle 4 of the batch, loaded: 9 givens, locked\. It was not solved in the batch/);
  await failures.getByRole("button", { name: /^Puzzle 2:/ }).click();
  await until(() => statusText(page), (t) => t.startsWith("Puzzle 2 of the batch is not a puzzle:"));
  await untilEqual(() => readGrid(page), digits(noSolution), { message: "a line that is no puzzle leaves the grid as it was" });

  // Typed into the text box, the batch follows the text.
  await page.getByLabel("Puzzles, one per line").fill(`${SAMPLE_LINE}\n${noSolution}\n`);
  await until(() => text(page, "batch-source"), (t) => t === "puzzles: 2 puzzles.");
  await page.getByRole("button", { name: "Solve all" }).click();
  await until(() => text(page, "batch-status"), (t) => t.startsWith("Done: 2 puzzles"));
  assert.equal(await count(page, "batch-solved"), 1);
  assert.equal(await count(page, "batch-nosolution"), 1);
  assertClean();
  await context.close();
});

test("a long batch can be cancelled, frees its workers, and typing stays responsive meanwhile", async (t) => {
  const { page, context, assertClean } = await openPage(browser, server);
  // The hardest file eight times over (390,120 puzzles): long enough to still be running
  // while the grid is used, however fast the machine.
  // 48,765 hard puzzles made from the committed sample of the hardest list, eight times.
  const name = "hardest";
  const dir = await mkdtemp(join(tmpdir(), "sudoku-batch-"));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, `${name}-x8`);
  await writeFile(file, puzzleText("puzzles5_forum_hardest_1905_11+", 48_765).repeat(8));
  const total = 48_765 * 8;
  await page.locator("#batch-file").setInputFiles(file);
  await until(() => text(page, "batch-source"), (t) => t.startsWith(`${name}-x8: 390,120 puzzles`));
  await page.getByRole("button", { name: "Solve all" }).click();
  const cancel = page.getByRole("button", { name: "Cancel batch" });
  await until(() => count(page, "batch-solved"), (n) => n > 0, { timeout: 30_000, message: "the batch makes progress" });

  // While it runs, the page answers: typing, live validation from its own worker.
  await cell(page, 1, 1).press("7");
  await cell(page, 1, 5).press("7");
  await until(() => statusText(page), (t) => t === "1 conflict: digit 7 appears twice in row 1 (row 1, column 1 and row 1, column 5).");
  await cell(page, 1, 5).press("Backspace");
  await until(() => statusText(page), (t) => t === "No conflicts left.");
  assert.equal(await cancel.isEnabled(), true, "the batch was still running while the grid answered");
  assert.ok((await count(page, "batch-solved")) < total);
  await screenshot(page.locator("#batch"), "batch-running");

  await cancel.click();
  await until(() => text(page, "batch-status"), (t) => t.startsWith("Cancelled after"));
  const solved = await count(page, "batch-solved");
  assert.ok(solved > 0 && solved < total);
  assert.equal(await cancel.isDisabled(), true);
  await until(() => page.workers().length, (n) => n === 3, { message: "cancelling terminated the batch workers" });

  // The results so far: every line answers its puzzle, unsolved ones say why.
  const lines = puzzleLines(await readFile(file, "utf8"));
  const answers = (await downloadResults(page)).text.split("\n");
  answers.pop();
  assert.equal(answers.length, lines.length);
  const answered = answers.filter((answer, n) => {
    if (answer === "error: not solved (the batch was cancelled)") return false;
    if (!isSolutionOf(digits(answer), digits(lines[n]))) assert.fail(`line ${n + 1} does not solve puzzle ${n + 1}`);
    return true;
  });
  assert.equal(answered.length, solved);
  assert.equal((await readGrid(page))[0], 7, "the typed digit is there");
  assertClean();
  await context.close();
});

test("a batch worker that dies is restarted, the user told, and its puzzles solved all the same", async () => {
  const crash = /simulated crash/;
  const { page, context, assertClean } = await openPage(browser, server, { allowConsole: [crash] });
  // 20,000 of the hardest puzzles: 40 chunks, 20 for each of a pool of two workers.
  await page.evaluate(() => Object.defineProperty(navigator, "hardwareConcurrency", { value: 2 }));
  const lines = madePuzzleLines("puzzles5_forum_hardest_1905_11+", 20000);
  await page.locator("#batch-file").setInputFiles({ name: "hardest-20000.txt", mimeType: "text/plain", buffer: Buffer.from(lines.join("\n")) });
  await until(() => text(page, "batch-source"), (t) => t === "hardest-20000.txt: 20,000 puzzles (too long to show here).");
  // The batch's first worker (found by its name: the page's own workers may be born at
  // the same moment) crashes on the next message it gets after this, so surely mid-batch:
  // it answers one chunk at a time and has several to go.
  const crashArmed = new Promise((resolve) => {
    const onWorker = async (worker) => {
      if ((await worker.evaluate(() => self.name).catch(() => null)) !== "sudoku-batch-1") return;
      page.off("worker", onWorker);
      await worker.evaluate(() => {
        self.addEventListener("message", () => setTimeout(() => {
          throw new Error("simulated crash");
        }), { once: true });
      });
      resolve();
    };
    page.on("worker", onWorker);
  });
  await page.getByRole("button", { name: "Solve all" }).click();
  await crashArmed;
  await until(() => text(page, "batch-status"), (t) => t.startsWith("Done:"), { timeout: 120_000, message: "the batch finishes" });
  assert.match(await text(page, "batch-status"), /^Done: 20,000 puzzles in .*: 20,000 solved, 0 without a solution, 0 invalid\. A worker had to be restarted\.$/);
  const answers = (await downloadResults(page)).text.split("\n");
  answers.pop();
  assert.equal(answers.length, 20000);
  answers.forEach((answer, n) => {
    if (!isSolutionOf(digits(answer), digits(lines[n]))) assert.fail(`line ${n + 1} does not solve puzzle ${n + 1}`);
  });
  assertClean();
  await context.close();
});
