// New puzzle: a unique puzzle of the chosen level and symmetry, made by the engine's
// seeded generator on the solver worker, loaded with its grade.

import { plural } from "../sudoku.js";
import { formatMs } from "../status.js";

/** How the status line describes the symmetry of a new puzzle. */
const SYMMETRY_WORDS = {
  none: "no symmetry",
  rotate180: "half-turn symmetry",
  rotate90: "quarter-turn symmetry",
  mirrorHorizontal: "mirrored top to bottom",
  mirrorVertical: "mirrored left to right",
  diagonal: "mirrored across r1c1–r9c9",
  antiDiagonal: "mirrored across r1c9–r9c1",
};
/** How the menus name the levels and symmetries; a name the page does not know yet is
 *  shown as it is, capitalized. */
const LEVEL_LABELS = { easy: "Easy", medium: "Medium", hard: "Hard", expert: "Expert", extreme: "Extreme" };
const SYMMETRY_LABELS = {
  none: "None",
  rotate180: "Half turn",
  rotate90: "Quarter turn",
  mirrorHorizontal: "Mirror, top to bottom",
  mirrorVertical: "Mirror, left to right",
  diagonal: "Diagonal (r1c1–r9c9)",
  antiDiagonal: "Anti-diagonal (r1c9–r9c1)",
};
/** Levels the generator (almost) never delivers, so not offered: a puzzle that needs
 *  guessing turned up in none of 10 seeds' budgets. */
const NOT_OFFERED = new Set(["guessing"]);

/** The options of a menu for `names`: `[{ value, label }]`. */
export function menuOptions(names, labels, skip = new Set()) {
  return names.filter((name) => !skip.has(name)).map((name) => ({ value: name, label: labels[name] ?? name.charAt(0).toUpperCase() + name.slice(1) }));
}

/** `2^53`: generate's seeds are whole numbers below it. */
const SEED_LIMIT = 2 ** 53;

/** A seed for `generate`: a random whole number below 2^53. */
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return ((high % (SEED_LIMIT / 2 ** 32)) * 2 ** 32 + low) % SEED_LIMIT;
}

export class GeneratePanel {
  #ctx;
  #els;

  /** `ctx`: `{ store, jobs, solver, say, reportFailure, beforeShow, grade, load }`;
   *  `els`: `{ button, level, symmetry }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    els.button.addEventListener("click", () => this.generate());
    els.level.addEventListener("change", () => ctx.store.setSetting("level", els.level.value));
    els.symmetry.addEventListener("change", () => ctx.store.setSetting("symmetry", els.symmetry.value));
  }

  /** The values the menus offer, for checking saved settings. */
  get choices() {
    const values = (select) => [...select.options].map((option) => option.value);
    return { level: values(this.#els.level), symmetry: values(this.#els.symmetry) };
  }

  /** Fills the menus from the module's own lists (`{ levels, symmetries }`, either null
   *  when the module has none: the page's built-in menu stays). */
  setChoices({ levels, symmetries }) {
    if (levels) fill(this.#els.level, menuOptions(levels, LEVEL_LABELS, NOT_OFFERED));
    if (symmetries) fill(this.#els.symmetry, menuOptions(symmetries, SYMMETRY_LABELS));
    this.render();
  }

  /** Shows the settings' choices in the menus. */
  render() {
    const { settings } = this.#ctx.store;
    this.#els.level.value = settings.level;
    this.#els.symmetry.value = settings.symmetry;
  }

  async generate() {
    const { store, jobs, solver } = this.#ctx;
    const { level, symmetry } = store.settings;
    const seed = randomSeed();
    const symmetryWords = SYMMETRY_WORDS[symmetry] ?? `${this.#els.symmetry.selectedOptions[0].textContent} symmetry`;
    this.#ctx.beforeShow();
    let result;
    try {
      result = await jobs.run(solver, "generate", { seed, level, symmetry }, `Generating a ${level} puzzle…`);
    } catch (error) {
      this.#ctx.reportFailure(error);
      return;
    }
    const reached = result.reached
      ? ""
      : ` No ${level} puzzle turned up within the budget (${plural(result.attempts, "attempt")}); this is the closest: ${result.grade.level}.`;
    this.#ctx.grade.setKnown(result.puzzle, result.grade);
    this.#ctx.load(
      result.puzzle,
      `New ${result.grade.level} puzzle (${symmetryWords}, seed ${seed}, made in ${formatMs(result.ms)})`,
      `${reached} Type your answers, or press Hint.`.trim(),
    );
  }
}

function fill(select, options) {
  select.replaceChildren(
    ...options.map(({ value, label }) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = label;
      return option;
    }),
  );
}
