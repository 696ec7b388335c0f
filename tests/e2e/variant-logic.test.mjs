// The variant engine's logic on the page (issue 22): the grade line grades a variant
// puzzle as the module's gradePuzzle does (run here in Node on the same puzzle), and a
// hint or a solve-path step draws the constraint it uses and its chain's links over the
// grid, each link from one pencil mark to another. The puzzles are ISS's
// (tests/fixtures/variants, MIT).

import { test } from "node:test";
import assert from "node:assert/strict";
import { button, cell, keepBusy, openPage, readGrid, screenshot, statusText, until, useServerAndBrowser, loadWasm, workerNamed } from "./helpers.mjs";
import { iss, linkOf } from "./variant-fixtures.mjs";
import { houseCandidates } from "../../www/variants/ops.js";

let server;
let browser;
useServerAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

const wasm = await loadWasm();

/** The ISS puzzle `name` as the module reads it (the page reads the same link). */
async function puzzleOf(name) {
  return wasm.fromFPuzzles((await iss(name)).json);
}

/** The grade line once it shows the grade of `givens` (a puzzle's digits). */
async function gradeOf(page, givens) {
  const line = givens.join("");
  return until(
    () =>
      page.evaluate(() => {
        const grade = document.getElementById("grade");
        return { level: grade.dataset.level, puzzle: grade.dataset.puzzle, busy: grade.getAttribute("aria-busy") === "true", text: grade.textContent.replace(/\s+/g, " ").trim() };
      }),
    (g) => g.puzzle === line && !g.busy,
    { message: "the grade of the puzzle is shown", timeout: 30_000 },
  );
}

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);

test("the grade line shows a variant puzzle's level as gradePuzzle gives it, the hardest technique on request; a path that needs a guess says so", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("6x6") });
  const puzzle = await puzzleOf("6x6");
  const grade = wasm.gradePuzzle(puzzle);
  assert.equal(grade.techniques.Guess, undefined, "the 6×6 needs no guess");
  const shown = await gradeOf(page, puzzle.givens);
  assert.equal(shown.level, grade.level);
  assert.equal(shown.text, `Grade ${capital(grade.level)} hardest technique ${grade.hardestTechnique}, ${grade.steps} steps`);
  // The level shows; the technique (a spoiler) only on request; no SE rating for variants.
  const technique = page.locator("#grade-technique");
  assert.equal(await technique.isHidden(), true);
  assert.equal(await page.locator("#grade-se").isHidden(), true);
  await button(page, "Technique").click();
  assert.equal(await technique.textContent(), `hardest technique ${grade.hardestTechnique}, ${grade.steps} steps`);
  assert.equal(await technique.isVisible(), true);
  await screenshot(page.locator(".board"), "variant-grade");

  // Sudoku X: its path needs guesses, and the line says so instead of naming a technique.
  await page.locator("#fpuzzles-text").fill((await iss("Sudoku X")).json);
  await page.locator("#fpuzzles-open").click();
  const x = await puzzleOf("Sudoku X");
  const xGrade = wasm.gradePuzzle(x);
  assert.equal(xGrade.level, "guessing");
  assert.ok(xGrade.techniques.Guess > 0);
  const xShown = await gradeOf(page, x.givens);
  assert.equal(xShown.level, "guessing");
  assert.equal(xShown.text, `Grade Guessing no technique of the engine finishes it: its solve path needs ${xGrade.techniques.Guess} guess${xGrade.techniques.Guess === 1 ? "" : "es"}`);
  assert.equal(await button(page, "Technique").isHidden(), true);

  // A killer without givens is a puzzle all the same.
  await page.locator("#fpuzzles-text").fill((await iss("Killer")).json);
  await page.locator("#fpuzzles-open").click();
  const killer = await puzzleOf("Killer");
  assert.ok(killer.givens.every((v) => v === 0));
  const killerGrade = wasm.gradePuzzle(killer);
  const killerShown = await until(() => gradeOf(page, killer.givens), (g) => g.level !== "none", { message: "the killer is graded", timeout: 30_000 });
  assert.equal(killerShown.text, `Grade ${capital(killerGrade.level)} hardest technique ${killerGrade.hardestTechnique}, ${killerGrade.steps} steps`);
  assertClean();
  await context.close();
});

test("the variant grade follows the givens as they are typed; a grade on its way holds up neither typing nor the grid", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("6x6") });
  const puzzle = await puzzleOf("6x6");
  const { solution } = await iss("6x6");
  await gradeOf(page, puzzle.givens);
  // The grader kept busy, as by a long grade: a given typed meanwhile shows at once.
  keepBusy(await workerNamed(page, "sudoku-grade"), 4_000);
  await button(page, "Lock givens").click(); // unlocked: what is typed is the puzzle
  const blank = puzzle.givens.indexOf(0);
  await cell(page, Math.floor(blank / 6) + 1, (blank % 6) + 1).press(String(solution[blank]));
  const givens = puzzle.givens.map((v, i) => (i === blank ? solution[blank] : v));
  await until(() => readGrid(page), (grid) => grid[blank] === solution[blank], { message: "the typed given shows" });
  assert.equal(await page.locator("#grade").getAttribute("aria-busy"), "true", "the grid did not wait for the grade");
  // Then the grade of the puzzle as it now is: the module's.
  const grade = wasm.gradePuzzle({ ...puzzle, givens });
  const shown = await gradeOf(page, givens);
  assert.equal(shown.level, grade.level);
  assert.equal(shown.text, `Grade ${capital(grade.level)} hardest technique ${grade.hardestTechnique}, ${grade.steps} steps`);
  assertClean();
  await context.close();
});

/**
 * The step overlay's links as drawn: for each curve, the pencil mark nearest each of its
 * ends (`{ cell, digit }`), found among the grid's mark slots on screen.
 */
function drawnLinks(page) {
  return page.evaluate(() => {
    const svg = document.getElementById("step-overlay");
    if (!svg || svg.hasAttribute("hidden")) return null;
    const marks = [...document.querySelectorAll("#grid .cell")].flatMap((cell, i) =>
      [...cell.querySelectorAll(".marks span")].map((span, k) => {
        const box = span.getBoundingClientRect();
        return { cell: i, digit: k + 1, x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );
    const nearest = (p) => {
      let best = null;
      for (const m of marks) {
        const d = Math.hypot(m.x - p.x, m.y - p.y);
        if (!best || d < best.d) best = { d, cell: m.cell, digit: m.digit };
      }
      return { cell: best.cell, digit: best.digit };
    };
    return [...svg.querySelectorAll("path.step-link")].map((path) => {
      const matrix = path.getScreenCTM();
      const at = (length) => path.getPointAtLength(length).matrixTransform(matrix);
      return { from: nearest(at(0)), to: nearest(at(path.getTotalLength())), strong: path.classList.contains("step-link-strong") };
    });
  });
}

test("a Hint whose step is a chain draws its links from pencil mark to pencil mark at its last stage", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("Sudoku X") });
  const puzzle = await puzzleOf("Sudoku X");
  await gradeOf(page, puzzle.givens);
  // The page's hint starts from the candidates the rows, columns and boxes leave.
  const step = wasm.hintPuzzle(puzzle, houseCandidates(puzzle, puzzle.givens));
  assert.ok(step.links.length > 1, `the first step is a chain: ${step.technique}`);
  const hint = page.getByRole("button", { name: "Hint", exact: true });
  await hint.click();
  await until(() => statusText(page), (t) => t.startsWith(`Hint: ${step.technique}.`), { message: "the chain's hint is shown" });
  // The first two stages do not give the chain away.
  assert.equal(await drawnLinks(page), null);
  await page.locator("#hint-more").click();
  assert.equal(await drawnLinks(page), null);
  await page.locator("#hint-more").click();
  assert.equal(await page.locator("#hint-text").textContent(), step.text);
  const links = await until(() => drawnLinks(page), (drawn) => drawn?.length === step.links.length, { message: "every link is drawn" });
  assert.deepEqual(links, step.links.map(({ from, to, strong }) => ({ from, to, strong })));
  assert.equal(await page.locator("#step-overlay .step-link-node").count(), new Set(step.links.flatMap(({ from, to }) => [`${from.cell}:${from.digit}`, `${to.cell}:${to.digit}`])).size);
  await screenshot(page.locator(".board"), "variant-hint-chain");
  await page.locator("#hint-close").click();
  await until(() => page.locator("#step-overlay").getAttribute("hidden"), (hidden) => hidden !== null, { message: "closing the hint clears the drawing" });
  assertClean();
  await context.close();
});

test("a step that uses a killer cage highlights that cage from the hint's first stage", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("Killer") });
  const puzzle = await puzzleOf("Killer");
  await gradeOf(page, puzzle.givens);
  const step = wasm.hintPuzzle(puzzle, houseCandidates(puzzle, puzzle.givens));
  const cages = step.units.filter((u) => u.kind === "constraint");
  assert.equal(cages.length, 1, JSON.stringify(step.units));
  const cage = puzzle.constraints[cages[0].index];
  assert.equal(cage.type, "killerCage");
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await until(() => statusText(page), (t) => t.startsWith(`Hint: ${step.technique}.`), { message: "the hint is shown" });
  // The words say which cage: by its first cell.
  const first = cage.cells[0];
  assert.equal(await page.locator("#hint-text").textContent(), `Look for a ${step.technique.toLowerCase()} in the killer cage at r${Math.floor(first / 9) + 1}c${(first % 9) + 1}.`);
  // The tinted squares are the cage's cells, and the outline is drawn round them.
  const lit = await until(
    () =>
      page.evaluate(() => {
        const cells = [...document.querySelectorAll("#grid .cell")].map((c) => c.getBoundingClientRect());
        const inside = (x, y) => cells.findIndex((b) => x > b.left && x < b.right && y > b.top && y < b.bottom);
        const svg = document.getElementById("step-overlay");
        if (!svg || svg.hasAttribute("hidden")) return null;
        const tinted = [...svg.querySelectorAll(".step-rule-cell")].map((rect) => {
          const box = rect.getBoundingClientRect();
          return inside(box.x + box.width / 2, box.y + box.height / 2);
        });
        const outline = [...svg.querySelectorAll(".step-rule-outline")].map((line) => line.getBoundingClientRect());
        const left = Math.min(...outline.map((b) => b.left));
        const right = Math.max(...outline.map((b) => b.right));
        const top = Math.min(...outline.map((b) => b.top));
        const bottom = Math.max(...outline.map((b) => b.bottom));
        return { tinted: tinted.sort((a, b) => a - b), outline: outline.length, box: { left, right, top, bottom }, cells: cells.map((b) => ({ left: b.left, right: b.right, top: b.top, bottom: b.bottom })) };
      }),
    (v) => v !== null,
    { message: "the cage is drawn" },
  );
  assert.deepEqual(lit.tinted, [...cage.cells].sort((a, b) => a - b));
  assert.ok(lit.outline >= 4);
  // The outline stays within the cage's cells, close to their edges.
  const own = cage.cells.map((c) => lit.cells[c]);
  const bounds = { left: Math.min(...own.map((b) => b.left)), right: Math.max(...own.map((b) => b.right)), top: Math.min(...own.map((b) => b.top)), bottom: Math.max(...own.map((b) => b.bottom)) };
  for (const side of ["left", "top"]) assert.ok(lit.box[side] >= bounds[side] - 1 && lit.box[side] <= bounds[side] + 8, `${side}: ${lit.box[side]} near ${bounds[side]}`);
  for (const side of ["right", "bottom"]) assert.ok(lit.box[side] <= bounds[side] + 1 && lit.box[side] >= bounds[side] - 8, `${side}: ${lit.box[side]} near ${bounds[side]}`);
  await screenshot(page.locator(".board"), "variant-hint-cage");
  assertClean();
  await context.close();
});

test("Explain draws each step's links and constraint as it is walked, and nothing for a step without them", async () => {
  const { page, context, assertClean } = await openPage(browser, server, { path: await linkOf("6x6") });
  const puzzle = await puzzleOf("6x6");
  await gradeOf(page, puzzle.givens);
  const path = wasm.solvePathPuzzle(puzzle);
  const chain = path.findIndex((s) => s.links.length > 0);
  const plain = path.findIndex((s) => s.links.length === 0 && !s.units.some((u) => u.kind === "constraint"));
  assert.ok(chain >= 0 && plain >= 0);
  await page.getByRole("button", { name: "Explain", exact: true }).click();
  await page.locator("#explain-panel").waitFor({ state: "visible" });
  await page.locator(`#explain-steps button[data-step="${chain}"]`).click();
  const links = await until(() => drawnLinks(page), (drawn) => drawn?.length === path[chain].links.length, { message: "the step's links are drawn" });
  assert.deepEqual(links, path[chain].links.map(({ from, to, strong }) => ({ from, to, strong })));
  await page.locator(`#explain-steps button[data-step="${plain}"]`).click();
  await until(() => page.locator("#step-overlay").getAttribute("hidden"), (hidden) => hidden !== null, { message: "a plain step draws nothing" });
  assertClean();
  await context.close();
});
