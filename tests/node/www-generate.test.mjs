// New puzzle (www/panels/generate.js, generate-kinds.js): menus filled from the module's own lists, rating bands,
// the kinds the engine makes, the requests and their words.

import { test } from "node:test";
import assert from "node:assert/strict";
import { ANY_BAND, SE_BANDS, bandName, bandOf, bandOptions, generateRequest, madeName, menuOptions, randomSeed } from "../../www/panels/generate.js";
import {
  fitChoice,
  isClassicNine,
  kindNote,
  kindsOf,
  levelsOff,
  madeWords,
  sizeOptions,
  takesSymmetry,
  variantOptions,
  variantRequest,
} from "../../www/panels/generate-kinds.js";

test("menu options: known names get the page's words, new ones their own name capitalized, skipped ones left out", () => {
  const labels = { easy: "Easy", rotate180: "Half turn" };
  assert.deepEqual(menuOptions(["easy", "fiendish", "guessing"], labels, new Set(["guessing"])), [
    { value: "easy", label: "Easy" },
    { value: "fiendish", label: "Fiendish" },
  ]);
  assert.deepEqual(menuOptions(["rotate180"], labels), [{ value: "rotate180", label: "Half turn" }]);
});

test("seeds are whole numbers below 2^53", () => {
  for (let k = 0; k < 1000; k++) {
    const seed = randomSeed();
    assert.ok(Number.isSafeInteger(seed) && seed >= 0, String(seed));
  }
});

test("rating bands: menu values name their bands, 'any' and unknown values name none", () => {
  const options = bandOptions();
  assert.equal(options[0].value, ANY_BAND);
  assert.deepEqual(options.slice(1).map((o) => o.value), ["1.0–2.5", "2.6–4.0", "4.1–6.0", "6.1–7.5", "7.6–8.9", "9.0–9.5"]);
  assert.equal(options[1].label, "1.0–2.5 (easy: singles)");
  for (const { band } of SE_BANDS) {
    assert.deepEqual(bandOf(bandName(band)), band);
    assert.ok(band[0] <= band[1] && band[0] >= 1 && band[1] <= 12, String(band));
  }
  assert.equal(bandOf(ANY_BAND), null);
  assert.equal(bandOf("3.0–4.0"), null);
});

test("generate's request: the level, or the band in its place, and the words for each", () => {
  const settings = { level: "hard", symmetry: "none", seBand: ANY_BAND };
  const byLevel = generateRequest(settings, 7);
  assert.deepEqual(byLevel, { options: { seed: 7, level: "hard", symmetry: "none" }, target: "a hard puzzle", name: "hard" });
  assert.equal(madeName(byLevel, { level: "expert", se: 6.6 }), "expert");
  const byBand = generateRequest({ ...settings, seBand: "1.0–2.5" }, 7);
  assert.deepEqual(byBand, { options: { seed: 7, se: [1.0, 2.5], symmetry: "none" }, target: "a puzzle rated SE 1.0–2.5", name: "SE 1.0–2.5" });
  assert.equal(madeName(byBand, { level: "easy", se: 2 }), "SE 2.0");
});

// ---------------------------------------------------------------- kinds (generate-kinds.js)

const LEVELS = ["easy", "medium", "hard", "expert", "extreme"];
/** A table as the module's `puzzleGenerators()` gives it. */
const TABLE = [
  { variant: "classic", size: 4, levels: ["easy"], symmetry: true },
  { variant: "classic", size: 6, levels: ["easy", "medium", "hard"], symmetry: true },
  { variant: "classic", size: 16, levels: ["easy", "medium"], symmetry: true },
  { variant: "killer", size: 9, levels: ["easy", "medium", "hard", "expert"], symmetry: false },
  { variant: "windoku", size: 9, levels: ["easy", "medium", "hard", "expert"], symmetry: true },
  { variant: "sandwich", size: 9, levels: ["easy"], symmetry: true },
];
const MENU_VARIANTS = ["classic", "killer", "jigsaw", "x", "windoku"];
const MENU_SIZES = [4, 6, 8, 9, 12, 16];

test("kinds: the module's table by variant and size; classic 9×9 is the classic generator's, at every level", () => {
  const kinds = kindsOf(TABLE, LEVELS);
  const made = (levels, symmetry = true) => ({ levels, symmetry });
  assert.deepEqual(kinds.classic, { 4: made(["easy"]), 6: made(["easy", "medium", "hard"]), 9: made(LEVELS), 16: made(["easy", "medium"]) });
  assert.deepEqual(kinds.killer, { 9: made(["easy", "medium", "hard", "expert"], false) });
  assert.equal(takesSymmetry(kinds, { variant: "killer", size: 9 }), false, "a killer has no givens");
  assert.equal(takesSymmetry(kinds, { variant: "classic", size: 6 }), true);
  assert.equal(takesSymmetry(null, { variant: "killer", size: 9 }), true, "not said: the engine's error will say");
  assert.equal(kindsOf(undefined, LEVELS), null, "not said yet: nothing ruled out");
  assert.deepEqual(kindsOf(null, LEVELS), { classic: { 9: made(LEVELS) } }, "a module without the table: classic 9×9 only");
  assert.deepEqual(kindNote(kindsOf(null, LEVELS), { variant: "killer", size: 9, level: "easy" }), { text: "This engine makes no killer puzzles.", made: false });
  assert.deepEqual(kindsOf([{ variant: 3 }, null, { variant: "x", size: 9 }], LEVELS).x, { 9: made([]) }, "malformed rows are skipped");
});

test("kinds: the menus offer what the engine makes, the rest disabled, and a variant the page does not know by its name", () => {
  const kinds = kindsOf(TABLE, LEVELS);
  assert.deepEqual(variantOptions(kinds, MENU_VARIANTS).map((o) => o.value), [...MENU_VARIANTS, "sandwich"]);
  assert.equal(variantOptions(kinds, MENU_VARIANTS).at(-1).label, "Sandwich");
  assert.deepEqual(variantOptions(null, MENU_VARIANTS).map((o) => o.label), ["Classic", "Killer", "Jigsaw", "X (both diagonals)", "Windoku"]);
  const sizes = sizeOptions(kinds, "killer", MENU_SIZES);
  assert.deepEqual(sizes.map((o) => [o.value, o.disabled]), [["4", true], ["6", true], ["8", true], ["9", false], ["12", true], ["16", true]]);
  assert.equal(sizes[3].label, "9×9");
  const withBig = kindsOf([...TABLE, { variant: "classic", size: 25, levels: ["easy"] }], LEVELS);
  assert.deepEqual(sizeOptions(withBig, "classic", MENU_SIZES).map((o) => [o.value, o.disabled]).slice(-2), [["16", false], ["25", false]], "25×25 when the engine makes it");
  assert.ok(sizeOptions(null, "killer", MENU_SIZES).every((o) => !o.disabled));
  assert.deepEqual(levelsOff(kinds, { variant: "classic", size: 4 }, LEVELS), ["medium", "hard", "expert", "extreme"]);
  assert.deepEqual(levelsOff(kinds, { variant: "classic", size: 9 }, LEVELS), []);
  assert.deepEqual(levelsOff(null, { variant: "classic", size: 4 }, LEVELS), []);
});

test("kinds: picking a variant or size moves the size and level to ones it is made at", () => {
  const kinds = kindsOf(TABLE, LEVELS);
  assert.deepEqual(fitChoice(kinds, { variant: "killer", size: 6, level: "hard" }, LEVELS), { size: 9, level: "hard" });
  assert.deepEqual(fitChoice(kinds, { variant: "killer", size: 9, level: "extreme" }, LEVELS), { size: 9, level: "expert" }, "the hardest below");
  assert.deepEqual(fitChoice(kinds, { variant: "classic", size: 4, level: "hard" }, LEVELS), { size: 4, level: "easy" });
  assert.deepEqual(fitChoice(kinds, { variant: "classic", size: 12, level: "medium" }, LEVELS), { size: 9, level: "medium" }, "9 on a tie (8 is not made)");
  assert.deepEqual(fitChoice(kinds, { variant: "classic", size: 9, level: "extreme" }, LEVELS), { size: 9, level: "extreme" });
  assert.deepEqual(fitChoice(null, { variant: "killer", size: 6, level: "hard" }, LEVELS), { size: 6, level: "hard" }, "nothing known: kept");
});

test("kinds: the line under the menus says what a kind is, or what the engine makes instead", () => {
  const kinds = kindsOf(TABLE, LEVELS);
  assert.deepEqual(kindNote(kinds, { variant: "killer", size: 9, level: "hard" }), {
    text: "Killer 9×9: each cage's digits differ and add up to its sum; no givens.",
    made: true,
  });
  assert.deepEqual(kindNote(kinds, { variant: "killer", size: 6, level: "hard" }), { text: "Killer puzzles are made at 9×9 only: pick a size the menu offers.", made: false });
  assert.deepEqual(kindNote(kinds, { variant: "classic", size: 8, level: "easy" }), {
    text: "Classic puzzles are made at 4×4, 6×6, 9×9 or 16×16 only: pick a size the menu offers.",
    made: false,
  });
  assert.deepEqual(kindNote(kinds, { variant: "classic", size: 4, level: "hard" }), { text: "Classic 4×4 puzzles are made at easy only: pick a level the menu offers.", made: false });
  assert.deepEqual(kindNote(kinds, { variant: "jigsaw", size: 9, level: "easy" }), { text: "This engine makes no jigsaw puzzles.", made: false });
  assert.equal(kindNote(null, { variant: "x", size: 9, level: "easy" }).made, true, "unknown: the engine's error will say");
  assert.equal(isClassicNine({ variant: "classic", size: 9 }), true);
  assert.equal(isClassicNine({ variant: "x", size: 9 }), false);
});

test("kinds: generatePuzzle's request (a killer takes no symmetry) and the status line's words", () => {
  const kinds = kindsOf(TABLE, LEVELS);
  const killer = variantRequest(kinds, { variant: "killer", size: 9, level: "hard", symmetry: "rotate180" }, 7);
  assert.deepEqual(killer, { options: { seed: 7, size: 9, variant: "killer", level: "hard" }, target: "a hard killer 9×9 puzzle", kind: "killer 9×9" });
  const six = variantRequest(kinds, { variant: "classic", size: 6, level: "easy", symmetry: "none" }, 8);
  assert.deepEqual(six.options, { seed: 8, size: 6, variant: "classic", level: "easy", symmetry: "none" });
  assert.equal(six.target, "an easy classic 6×6 puzzle");
  assert.equal(generateRequest({ level: "expert", symmetry: "none", seBand: ANY_BAND }, 1).target, "an expert puzzle");
  const ms = (t) => `${t} ms`;
  assert.deepEqual(madeWords(killer, { grade: { level: "hard" }, seed: 7, attempts: 3, reached: true, ms: 12 }, { formatMs: ms }), {
    how: "New killer 9×9 puzzle (hard, seed 7, made in 12 ms)",
    after: "Type your answers, or press Hint.",
  });
  const missed = madeWords(six, { grade: { level: "easy" }, seed: 8, attempts: 1, reached: false, ms: 3 }, { formatMs: ms, symmetryWords: "no symmetry" });
  assert.equal(missed.how, "New classic 6×6 puzzle (easy, no symmetry, seed 8, made in 3 ms)");
  assert.equal(missed.after, "No easy one turned up within the budget (1 attempt); this is the closest: easy. Type your answers, or press Hint.");
});
