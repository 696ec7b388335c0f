// The Variant and Size menus of New puzzle, and New puzzle for every kind but classic
// 9×9: the menus offer what the engine makes (its table, generate-kinds.js reads it), a
// pick moves the size and level to ones it makes, and the puzzle `generatePuzzle` makes
// opens as any variant puzzle does (www/variants/panel.js: drawn, shared by the address,
// saved). Loaded by generate.js when the menus are first used or the full engine has
// arrived, never before the page is interactive.

import { fill, randomSeed, SYMMETRY_WORDS } from "./generate.js";
import { formatMs } from "../status.js";
import { fitChoice, kindNote, kindsOf, levelsOff, madeWords, sizeOptions, takesSymmetry, variantOptions, variantRequest } from "./generate-kinds.js";

export class KindMenus {
  #ctx;
  #els;
  /** The variant and size menus' own values (index.html), in their order. */
  #variants;
  #sizes;
  /** The kinds the engine makes (generate-kinds.js's `kindsOf`; null: not said yet). */
  #kinds = null;
  /** The variant and size the menus' options were last made for. */
  #filledFor = "";

  /** `ctx` and `els` as GeneratePanel's; `table`: the module's table of kinds (null: it
   *  has none, undefined: not said yet). */
  constructor(ctx, els, table) {
    this.#ctx = ctx;
    this.#els = els;
    this.#variants = [...els.variant.options].map((option) => option.value);
    this.#sizes = [...els.size.options].map((option) => Number(option.value));
    this.setTable(table);
  }

  /** The level menu's values, easiest first. */
  get #levels() {
    return [...this.#els.level.options].map((option) => option.value);
  }

  /** Takes the module's table of kinds (`puzzleGenerators()`); the choices follow it. */
  setTable(table) {
    this.#kinds = kindsOf(table, this.#levels);
    this.#filledFor = "";
    this.#fit();
  }

  /** The menus' options and the line under them, for the settings' kind. */
  render() {
    const { settings } = this.#ctx.store;
    const els = this.#els;
    const kinds = this.#kinds;
    const key = `${settings.variant} ${settings.size} ${els.level.options.length}`;
    if (this.#filledFor !== key) {
      this.#filledFor = key;
      fill(els.variant, variantOptions(kinds, this.#variants));
      fill(els.size, sizeOptions(kinds, settings.variant, this.#sizes));
      const off = new Set(levelsOff(kinds, settings, this.#levels));
      for (const option of els.level.options) option.disabled = off.has(option.value);
    }
    const note = kindNote(kinds, settings);
    els.note.textContent = note.text;
    els.note.dataset.made = String(note.made);
    // A killer has no givens: no symmetry to ask for.
    els.symmetry.disabled = !takesSymmetry(kinds, settings);
  }

  /** The variant or size picked: the other choices follow to ones the engine makes. */
  pick(setting, value) {
    this.#ctx.store.setSetting(setting, value);
    this.#fit();
  }

  /** The size and level moved to ones the engine makes for the variant, if need be. */
  #fit() {
    const { store } = this.#ctx;
    const { size, level } = fitChoice(this.#kinds, store.settings, this.#levels);
    store.setSetting("size", size);
    store.setSetting("level", level);
    this.render();
  }

  /** A puzzle of the settings' kind from `generatePuzzle`, opened as a variant puzzle is;
   *  a kind the engine does not make is said, not asked for. */
  async generate() {
    const { store, jobs, solver, say, variants } = this.#ctx;
    // The engine's table first, if it has not said yet (the full engine is loading).
    if (!this.#kinds) {
      try {
        this.setTable((await solver.request("contract", {})).generators);
      } catch (error) {
        this.#ctx.reportFailure(error);
        return;
      }
    }
    const settings = { ...store.settings };
    const note = kindNote(this.#kinds, settings);
    if (!note.made) {
      say(`${note.text} The grid is unchanged.`, "error");
      return;
    }
    const request = variantRequest(this.#kinds, settings, randomSeed());
    const symmetryWords = request.options.symmetry ? (SYMMETRY_WORDS[settings.symmetry] ?? `${this.#els.symmetry.selectedOptions[0]?.textContent} symmetry`) : null;
    this.#ctx.beforeShow();
    let result;
    try {
      result = await jobs.run(solver, "generatePuzzle", request.options, `Generating ${request.target}…`);
    } catch (error) {
      this.#ctx.reportFailure(error);
      return;
    }
    const { how, after } = madeWords(request, result, { formatMs, symmetryWords });
    variants.load(result.puzzle, how, after);
    this.#ctx.grade.setKnown(result.puzzle.givens, result.grade);
  }
}
