// New puzzle: a unique puzzle of the chosen variant, size, level (or Sudoku Explainer
// rating band) and symmetry, made by the engine's seeded generators on the solver worker,
// loaded with its grade. Classic 9×9 is the classic generator's (`generate`); every other
// kind is `generatePuzzle`'s, opened as any variant puzzle is (www/variants/panel.js).
// The other kinds' menus and requests are kind-menus.js's, loaded once the menus are used
// or the full engine has arrived (not before the page is interactive).

import { plural } from "../sudoku.js";
import { formatMs } from "../status.js";

/** How the status line describes the symmetry of a new puzzle. */
export const SYMMETRY_WORDS = {
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

/** The Sudoku Explainer rating bands New puzzle offers (`generate`'s `se` option), with
 *  what a puzzle of each needs at its hardest; "any" (the setting's default) targets the
 *  level instead. */
export const SE_BANDS = [
  { band: [1.0, 2.5], words: "easy: singles" },
  { band: [2.6, 4.0], words: "medium: pointing, pairs, triples, X-Wing" },
  { band: [4.1, 6.0], words: "hard: wings, quads, unique rectangles" },
  { band: [6.1, 7.5], words: "fiendish: cycles and chains" },
  { band: [7.6, 8.9], words: "diabolical: forcing chains" },
  { band: [9.0, 9.5], words: "extreme: dynamic forcing chains" },
];
export const ANY_BAND = "any";

/** A band as the menu's value and the page's words: `1.0–2.5`. */
export const bandName = ([lo, hi]) => `${lo.toFixed(1)}–${hi.toFixed(1)}`;

/** The options of the rating menu: "any", then every band. */
export function bandOptions() {
  return [
    { value: ANY_BAND, label: "Any: the level decides" },
    ...SE_BANDS.map(({ band, words }) => ({ value: bandName(band), label: `${bandName(band)} (${words})` })),
  ];
}

/** The band a menu value names, or null for "any" and anything unknown. */
export function bandOf(value) {
  return SE_BANDS.find(({ band }) => bandName(band) === value)?.band ?? null;
}

/** What New puzzle and the printed sheet ask `generate` for, and say about it, with the
 *  settings `{ level, symmetry, seBand }`: the band when one is chosen, else the level.
 *  `{ options, target, name }`: `target` completes "Generating …" ("a medium puzzle",
 *  "a puzzle rated SE 1.0–2.5"), `name` names one of them ("medium", "SE 1.0–2.5"). */
export function generateRequest({ level, symmetry, seBand }, seed) {
  const band = bandOf(seBand);
  if (band === null) return { options: { seed, level, symmetry }, target: `${/^[aeiou]/.test(level) ? "an" : "a"} ${level} puzzle`, name: level };
  const name = `SE ${bandName(band)}`;
  return { options: { seed, se: band, symmetry }, target: `a puzzle rated ${name}`, name };
}

/** How a generated puzzle is named once made: its rating when a band was asked for, else
 *  its level. */
export function madeName(request, grade) {
  return request.options.se ? `SE ${grade.se.toFixed(1)}` : grade.level;
}

/** `2^53`: generate's seeds are whole numbers below it. */
const SEED_LIMIT = 2 ** 53;

/** A seed for `generate`: a random whole number below 2^53. */
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return ((high % (SEED_LIMIT / 2 ** 32)) * 2 ** 32 + low) % SEED_LIMIT;
}

/** kind-menus.js, once asked for. */
let kindMenus = null;

export class GeneratePanel {
  #ctx;
  #els;
  /** The menus of the other kinds (kind-menus.js), once loaded; the module's table of
   *  kinds (`puzzleGenerators()`; null: it has none, undefined: not said yet). */
  #kinds = null;
  #table = undefined;

  /** `ctx`: `{ store, jobs, solver, say, reportFailure, beforeShow, grade, load, variants }`;
   *  `els`: `{ button, variant, size, note, level, symmetry, seBand }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    fill(els.seBand, bandOptions());
    els.button.addEventListener("click", () => this.generate());
    // The value picked is read at once: the menus are refilled when their module loads.
    els.variant.addEventListener("change", () => this.#pick("variant", els.variant.value));
    els.size.addEventListener("change", () => this.#pick("size", Number(els.size.value)));
    for (const select of [els.variant, els.size]) select.addEventListener("focus", () => this.#useKinds(), { once: true });
    els.level.addEventListener("change", () => ctx.store.setSetting("level", els.level.value));
    els.symmetry.addEventListener("change", () => ctx.store.setSetting("symmetry", els.symmetry.value));
    els.seBand.addEventListener("change", () => {
      ctx.store.setSetting("seBand", els.seBand.value);
      this.render();
    });
  }

  /** The values the menus offer, for checking saved settings. */
  get choices() {
    const values = (select) => [...select.options].map((option) => option.value);
    const els = this.#els;
    return { variant: values(els.variant), size: values(els.size).map(Number), level: values(els.level), symmetry: values(els.symmetry), seBand: values(els.seBand) };
  }

  /** Fills the menus from the module's own lists (`{ levels, symmetries, generators }`,
   *  each null when the module has none: the page's built-in menu stays). */
  setChoices({ levels, symmetries, generators = null }) {
    if (levels) fill(this.#els.level, menuOptions(levels, LEVEL_LABELS, NOT_OFFERED));
    if (symmetries) fill(this.#els.symmetry, menuOptions(symmetries, SYMMETRY_LABELS));
    this.#table = generators;
    if (this.#kinds || generators) this.#useKinds().then((kinds) => kinds.setTable(generators));
    this.render();
  }

  /** Shows the settings' choices in the menus. */
  render() {
    const { settings } = this.#ctx.store;
    const els = this.#els;
    const classicNine = settings.variant === "classic" && settings.size === 9;
    this.#kinds?.render();
    els.variant.value = settings.variant;
    els.size.value = String(settings.size);
    els.level.value = settings.level;
    els.symmetry.value = settings.symmetry;
    els.seBand.value = settings.seBand;
    // Sudoku Explainer rates classic 9×9 puzzles; a band replaces the level there.
    els.seBand.disabled = !classicNine;
    els.level.disabled = classicNine && bandOf(settings.seBand) !== null;
  }

  async #pick(setting, value) {
    (await this.#useKinds()).pick(setting, value);
  }

  /** Loads the menus of the other kinds (kind-menus.js); resolves to them. */
  async #useKinds() {
    if (!this.#kinds) {
      const { KindMenus } = await (kindMenus ??= import("./kind-menus.js"));
      this.#kinds ??= new KindMenus(this.#ctx, this.#els, this.#table);
      this.render();
    }
    return this.#kinds;
  }

  async generate() {
    const { settings } = this.#ctx.store;
    if (settings.variant === "classic" && settings.size === 9) await this.#generateClassic();
    else await (await this.#useKinds()).generate();
  }

  async #generateClassic() {
    const { store, jobs, solver } = this.#ctx;
    const { symmetry } = store.settings;
    const seed = randomSeed();
    const request = generateRequest(store.settings, seed);
    const symmetryWords = SYMMETRY_WORDS[symmetry] ?? `${this.#els.symmetry.selectedOptions[0].textContent} symmetry`;
    this.#ctx.beforeShow();
    let result;
    try {
      result = await jobs.run(solver, "generate", request.options, `Generating ${request.target}…`);
    } catch (error) {
      this.#ctx.reportFailure(error);
      return;
    }
    const made = madeName(request, result.grade);
    const reached = result.reached
      ? ""
      : ` No ${request.name} puzzle turned up within the budget (${plural(result.attempts, "attempt")}); this is the closest: ${made}.`;
    this.#ctx.load(
      result.puzzle,
      `New ${made} puzzle (${symmetryWords}, seed ${seed}, made in ${formatMs(result.ms)})`,
      `${reached} Type your answers, or press Hint.`.trim(),
    );
    this.#ctx.grade.setKnown(result.puzzle, result.grade);
  }
}

/** Replaces the options of `select` (`[{ value, label, disabled? }]`). */
export function fill(select, options) {
  select.replaceChildren(
    ...options.map(({ value, label, disabled = false }) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = label;
      option.disabled = disabled;
      return option;
    }),
  );
}
