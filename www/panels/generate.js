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
