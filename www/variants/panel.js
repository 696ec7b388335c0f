// Variant puzzles on the page: open an f-puzzles link or JSON (pasted, or in the page's
// address as `?load=` / `#load=`), start a blank grid of any size, put a generated
// variant puzzle in the grid, and draw the puzzle's constraints over the grid. The
// rules are part of the game (the store's `rules`: saved, resumed, undone); this panel
// follows them (`sync`): it draws them, sends them with every request to the solver
// (SolverWorker.variant), so Solve, Check and the conflict checks apply them, and keeps
// the page's address sharing the puzzle (`?load=`). The drawing modules (overlay.js,
// draw.js) load with the first variant puzzle: a classic grid never needs them (a
// lighter first load); what a hint or the solve path draws of a step (stepdraw.js)
// loads with the first step shown.

import { makeLayout } from "../layout.js";
import { SolverWorker } from "../workers.js";
import { isFPuzzlesText, setterText, shareAddress } from "./link.js";

/** The drawing modules, once a variant puzzle has asked for them. */
let drawing = null;
const loadDrawing = () =>
  (drawing ??= Promise.all([import("./overlay.js"), import("./draw.js")]).then(([overlay, draw]) => ({ ...overlay, ...draw })));
/** The step drawing module too, once a step has asked for it. */
let stepDrawing = null;
const loadStepDrawing = () =>
  (stepDrawing ??= Promise.all([loadDrawing(), import("./stepdraw.js")]).then(([modules, step]) => ({ ...modules, ...step })));

export class VariantPanel {
  #ctx;
  #els;
  /** The rules drawn and sent to the solver: the store's, as of the last `sync`. */
  #rules = null;
  /** The rules the page's `?load=` address stands for (null: none, or another puzzle's). */
  #addressFor = null;
  /** Whether the address the page was opened with has been read (`openAddress`). */
  #addressRead = false;
  /** Bumped by every `#set`, so that only the latest puzzle's drawing lands. */
  #drawn = 0;
  /** Bumped by every `showStep`, so that only the latest step's drawing lands. */
  #stepTurn = 0;

  /** `ctx`: `{ store, quick, say, load }`; `els`: `{ text, open, size, blank, overlay, rules, board, setter }`
   *  (`setter`: `{ box, title, author, rules }`, where the setter's text is shown). */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    els.open.addEventListener("click", () => this.open(els.text.value));
    els.text.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.open(els.text.value);
    });
    els.blank.addEventListener("click", () => this.blank(Number(els.size.value)));
  }

  /** The puzzle's rules when a variant puzzle is in the grid, else null. */
  get rules() {
    return this.#rules;
  }

  /** Whether `text` is for this panel (an f-puzzles or SudokuPad link, or the JSON). */
  static handles(text) {
    return isFPuzzlesText(text);
  }

  /** Opens an f-puzzles or SudokuPad link, or the JSON (SudokuPad's reader takes both).
   *  Returns whether the grid changed. */
  async open(text, { how = "Opened the puzzle" } = {}) {
    const { quick, say } = this.#ctx;
    if (!String(text).trim()) {
      say("Paste an f-puzzles or SudokuPad link, or its JSON, first.", "error");
      return false;
    }
    let puzzle;
    try {
      puzzle = await quick.request("fromSudokuPad", { text: String(text) });
    } catch (error) {
      say(`The puzzle could not be read: ${error.message}. The grid is unchanged.`, "error");
      return false;
    }
    // The grid's rules then put the page's own share address in the address bar (sync).
    this.load(puzzle, how);
    return true;
  }

  /**
   * Opens the f-puzzles puzzle of the page's address (`?load=` or `#load=`), if any. The
   * game in the grid is kept when it is that puzzle (a reload keeps the answers).
   * Returns whether the address had one.
   */
  async openAddress() {
    if (!/[?&#]load=/.test(location.href)) {
      // No link: from now on the address follows the grid's puzzle (a restored one too).
      this.#addressRead = true;
      this.#follow();
      return false;
    }
    const { store, quick, say } = this.#ctx;
    let puzzle;
    try {
      puzzle = await quick.request("fromFPuzzles", { text: location.href });
    } catch (error) {
      this.#addressRead = true;
      say(`The link's puzzle could not be read: ${error.message}. The grid is unchanged.`, "error");
      return true;
    }
    this.#addressRead = true;
    // The same puzzle with the player's work in it (a reload): keep the work. A game saved
    // before games kept their rules has none: it takes the link's.
    const played = store.givens.some(Boolean) || store.entries.some(Boolean);
    const same = played && store.layout.size === puzzle.size && store.givens.every((g, i) => g === puzzle.givens[i]) && (!store.rules || sameRules(store.rules, puzzle));
    if (!same) {
      this.#load(puzzle, "Opened the f-puzzles puzzle from the link", this.#describe(puzzle), { linked: true });
    } else if (store.rules) {
      this.#addressFor = store.rules; // the address is the link's: it stays as it is
    } else {
      const rules = rulesOf(puzzle);
      this.#addressFor = rules;
      store.setRules(rules);
    }
    return true;
  }

  /** Puts `puzzle` (a `Puzzle`) in the grid with its size, regions and rules; `after`
   *  follows the count of givens in the status line (by default, what the puzzle is). The
   *  address then shares it (`sync`). */
  load(puzzle, how, after = this.#describe(puzzle)) {
    this.#load(puzzle, how, after, { linked: false });
  }

  /** `linked`: the puzzle is the address's own, which stays as it is. */
  #load(puzzle, how, after, { linked }) {
    const layout = makeLayout({ size: puzzle.size, regions: puzzle.regions ?? null });
    const rules = rulesOf(puzzle);
    if (linked) this.#addressFor = rules;
    this.#ctx.load(Uint8Array.from(puzzle.givens), how, after, { layout, rules });
  }

  /** The page's address that opens the puzzle in the grid (`…?load=…`, its f-puzzles
   *  form), or null when the grid holds no variant puzzle. */
  async shareAddress() {
    const { store, quick } = this.#ctx;
    if (!store.rules) return null;
    const link = await quick.request("toFPuzzlesUrl", { puzzle: { ...store.rules, givens: Array.from(store.givens) } });
    return shareAddress(location.pathname, link);
  }

  /** The setter's title, author and rules beside the grid (text only), or nothing. */
  #showSetter(puzzle) {
    const { setter } = this.#els;
    if (!setter) return;
    const info = puzzle ? setterText(puzzle) : null;
    setter.box.hidden = !info;
    setter.title.textContent = info?.title ?? (info ? "Rules" : "");
    setter.author.textContent = info?.author ? `by ${info.author}` : "";
    setter.author.hidden = !info?.author;
    setter.rules.textContent = info?.rules ?? "";
    setter.rules.hidden = !info?.rules;
  }

  /** Starts a blank `size`×`size` grid (no rules beyond rows, columns and boxes). */
  blank(size) {
    const { load, say } = this.#ctx;
    let layout;
    try {
      layout = makeLayout({ size });
    } catch (error) {
      say(`${error.message}.`, "error");
      return;
    }
    load(new Uint8Array(size * size), `A blank ${size}×${size} grid`, "Type the givens, or a whole puzzle.", {
      layout,
      rules: size === 9 ? null : { size, regions: null, constraints: [] },
    });
    history.replaceState(null, "", location.pathname);
  }

  /** Draws over the grid what `step` (the step a hint or the solve path shows, or null)
   *  uses of the puzzle's rules: the constraints it names, its chain's links. */
  showStep(step) {
    const rules = this.#rules;
    const turn = ++this.#stepTurn;
    const shown = rules && step && (step.links?.length || step.units?.some((u) => u.kind === "constraint")) ? step : null;
    // Nothing was ever drawn without the module: nothing to clear.
    if (!shown && !stepDrawing) return;
    loadStepDrawing().then(
      ({ drawStep, stepShapes }) => turn === this.#stepTurn && drawStep(this.#els.overlay, shown ? stepShapes(shown, rules) : [], rules?.size),
      (error) => this.#ctx.say(`The step could not be drawn (${error.message}); its text says it all.`, "error"),
    );
  }

  /** After every change of the store: draws the rules of the game in the grid (none for
   *  a classic one), sends them with the solver's requests, and keeps the address. */
  sync() {
    const { store } = this.#ctx;
    // The overlay is sized in cells of the grid as it is now.
    this.#els.board.style.setProperty("--size", String(store.layout.size));
    if (store.rules === this.#rules) return;
    this.#set(store.rules);
    this.#showSetter(store.rules);
    this.#follow();
  }

  /** Keeps the address on the grid's variant puzzle: another puzzle's `?load=` goes, and
   *  this one's comes once known. Nothing before the address has been read (a link wins
   *  over the game the tab restores: address.js). */
  #follow() {
    const { store } = this.#ctx;
    if (!this.#addressRead || this.#addressFor === store.rules) return;
    this.#addressFor = null;
    if (/[?&]load=/.test(location.search)) history.replaceState(null, "", location.pathname + location.hash);
    if (store.rules && (store.hasRules || store.givens.some(Boolean))) this.#share(store.rules);
  }

  /** Puts the share address of the puzzle of `rules` in the address bar, if it is still
   *  the one in the grid when the address is known. */
  async #share(rules) {
    let address;
    try {
      address = await this.shareAddress();
    } catch {
      return; // the share address is a convenience: the puzzle is open either way
    }
    if (address && this.#ctx.store.rules === rules) {
      this.#addressFor = rules;
      history.replaceState(null, "", address);
    }
  }

  #set(rules) {
    this.#rules = rules;
    SolverWorker.variant = rules;
    const turn = ++this.#drawn;
    // Nothing was ever drawn without the drawing modules: nothing to clear.
    if (!rules && !drawing) return;
    loadDrawing().then(
      ({ drawConstraints, unseenRules }) => {
        if (turn !== this.#drawn) return;
        const outside = drawConstraints(this.#els.overlay, rules && rules.constraints.length ? rules : null);
        this.#els.board.classList.toggle("outside-clues", outside);
        const unseen = rules ? unseenRules(rules) : [];
        this.#els.rules.textContent = unseen.length ? `Also: ${unseen.join(", ")}.` : "";
        this.#els.rules.hidden = unseen.length === 0;
      },
      (error) => this.#ctx.say(`The puzzle's rules could not be drawn (${error.message}); they still apply.`, "error"),
    );
  }

  #describe(puzzle) {
    const kinds = [...new Set((puzzle.constraints ?? []).map((c) => c.type))];
    const shape = `${puzzle.size}×${puzzle.size}${puzzle.regions ? ", jigsaw" : ""}`;
    return `${shape}${kinds.length ? `, ${kinds.join(", ")}` : ""}. Type your answers, or press Solve.`;
  }
}

/** The rules of `puzzle`: the `Puzzle` less its givens (its size, regions, constraints,
 *  and the setter's title, author and rules text when it has them). */
export function rulesOf(puzzle) {
  const { givens, ...rules } = puzzle;
  return { ...rules, regions: rules.regions ?? null, constraints: rules.constraints ?? [] };
}

/** Whether two puzzles' rules are the same (size, regions, constraints in any order: a
 *  link read back may list them in another). */
export function sameRules(a, b) {
  if (!a || !b) return a === b;
  const key = ({ size, regions, constraints }) => JSON.stringify([size, regions ?? null, (constraints ?? []).map((c) => JSON.stringify(c)).sort()]);
  return key(a) === key(b);
}
