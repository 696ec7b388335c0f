// New puzzle's menus (www/panels/generate.js): filled from the module's own lists.

import { test } from "node:test";
import assert from "node:assert/strict";
import { menuOptions, randomSeed } from "../../www/panels/generate.js";

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
