// New puzzle (www/panels/generate.js): menus filled from the module's own lists, rating bands, the request.

import { test } from "node:test";
import assert from "node:assert/strict";
import { ANY_BAND, SE_BANDS, bandName, bandOf, bandOptions, generateRequest, madeName, menuOptions, randomSeed } from "../../www/panels/generate.js";

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
