// The page: wires the store (store.js), the grid (grid-view.js) and the panels
// (panels/*.js, batch.js) together, and asks the workers (workers.js: the package's
// worker entry running the page's ops.js) for everything that needs the wasm. Each module owns its part of the DOM; this one
// owns what follows a change of the store (stale verdicts cleared, saving, validation,
// grade, completion), typing into the grid, the toolbar and the keys that work
// everywhere.
//
// Nothing the player typed is ever dropped by an error: errors only add highlights and
// words in the status line. Every answer from a worker goes through a `Latest`, so an
// answer made stale by an edit is set aside.

import { SolverWorker } from "./workers.js";
import { BatchPanel } from "./batch.js";
import { plural } from "./sudoku.js";
import { Store, IS_GIVEN, IS_FILLED, UNCHANGED } from "./store.js";
import { Saves, MemoryStorage } from "./saves.js";
import { GridView } from "./grid-view.js";
import { DigitPad } from "./pad.js";
import { MODES, MODE_WORDS, COLOURS, nextMode, modeOfModifiers, modeOfKey } from "./modes.js";
import { Status, capitalize } from "./status.js";
import { TextIn } from "./textin.js";
import { Address } from "./address.js";
import { Jobs, failureWords } from "./jobs.js";
import { GameLock } from "./gamelock.js";
import { durationWords } from "./clock.js";
import { HintPanel } from "./panels/hint.js";
import { GradePanel } from "./panels/grade.js";
import { GeneratePanel } from "./panels/generate.js";
import { SharePanel } from "./panels/share.js";
import { TimerPanel } from "./panels/timer.js";
import { RecentPanel } from "./panels/recent.js";
import { SolvePanel } from "./panels/solve.js";
import { LiveValidation } from "./panels/validation.js";
import { VariantPanel } from "./variants/panel.js";

const THEMES = ["auto", "light", "dark"];
const touch = matchMedia("(pointer: coarse)");

const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------- the parts

const store = new Store();
const status = new Status($("status"));
/** Quick requests (parse, validate, candidates, format) and long ones (solve, check)
 *  go to separate workers, so live validation keeps working while a solve runs. The
 *  second starts once the first has loaded, from the cached scripts and shared module.
 *  Both start on the core entry, a light first load; the full one (hints, grades,
 *  generation, variants) comes once the page is interactive and the browser idle, or as
 *  soon as a request needs it (workers.js), and typing never waits for it. */
const quick = new SolverWorker({ name: "sudoku-quick", entry: "core" });
const solver = new SolverWorker({ name: "sudoku-solver", entry: "core", startAfter: settled(quick) });
let interactive;
/** Resolves when the quick worker runs the full entry (or failed to load it). */
const fullEngine = new Promise((resolve) => (interactive = resolve)).then(whenIdle).then(() => quick.upgrade());
/** Grades run on a worker of their own: a stale one is stopped rather than waited for. */
const grader = new SolverWorker({ name: "sudoku-grade", startAfter: fullEngine });
const saves = new Saves({ local: storage("localStorage"), session: storage("sessionStorage") });
const lock = new GameLock();

const els = {
  modes: $("modes"),
  pencil: $("pencil"),
  lock: $("lock"),
  undo: $("undo"),
  redo: $("redo"),
  solve: $("solve"),
  check: $("check"),
  clear: $("clear"),
  restart: $("restart"),
  pad: $("pad"),
  theme: $("theme"),
  autoNotes: $("auto-notes"),
  checkAsYouGo: $("check-as-you-go"),
  trueCandidates: $("true-candidates"),
  palette: document.querySelector(".palette"),
  dropOverlay: $("drop-overlay"),
  grid: $("grid"),
};

const grid = new GridView(els.grid, store, { onEntry: enter });
/** The digit pad: a button per value of the grid in play (1-9, then A-P). */
const pad = new DigitPad(els.pad);
const jobs = new Jobs({ bar: $("job"), label: $("job-label"), cancel: $("job-cancel") });

/** What the panels share. */
const ctx = {
  store,
  grid,
  jobs,
  quick,
  solver,
  grader,
  saves,
  say,
  reportFailure,
  reportStepFailure,
  reveal,
  beforeShow: closeSteps,
  load: loadPuzzle,
  solution: () => solving.solutionToCopy(),
  resume,
  enter,
};
const solving = new SolvePanel(ctx, { solve: $("solve"), check: $("check") });
const validation = new LiveValidation(ctx);
const hint = new HintPanel(ctx, {
  button: $("hint-button"),
  panel: $("hint-panel"),
  title: $("hint-title"),
  text: $("hint-text"),
  more: $("hint-more"),
  apply: $("hint-apply"),
  close: $("hint-close"),
});
/** The solve path (panels/explain.js) loads when Explain is first pressed (a lighter
 *  first load); until then it is closed. */
let explainPanel = null;
const explain = {
  get open() {
    return explainPanel?.open ?? false;
  },
  close: () => explainPanel?.close(),
  closeByUser: () => explainPanel?.closeByUser(),
};
$("explain").addEventListener(
  "click",
  async () => {
    const { ExplainPanel } = await import("./panels/explain.js");
    explainPanel = new ExplainPanel(ctx, {
      button: $("explain"),
      panel: $("explain-panel"),
      title: $("explain-title"),
      position: $("explain-position"),
      text: $("explain-text"),
      prev: $("explain-prev"),
      next: $("explain-next"),
      close: $("explain-close"),
      steps: $("explain-steps"),
    });
    explainPanel.show(); // this once: from now on the panel's own listener shows it
  },
  { once: true },
);
const grade = new GradePanel(ctx, {
  line: $("grade"),
  level: $("grade-level"),
  se: $("grade-se"),
  detail: $("grade-detail"),
  technique: $("grade-technique"),
  more: $("grade-more"),
});
ctx.grade = grade;
const generator = new GeneratePanel(ctx, {
  button: $("new-puzzle"),
  variant: $("new-variant"),
  size: $("new-size"),
  note: $("new-kind-note"),
  level: $("new-level"),
  symmetry: $("new-symmetry"),
  seBand: $("new-se"),
});
// The printed sheet's module loads when it is first asked for (a lighter first load).
let sheet = null;
$("print-sheet").addEventListener("click", async () => {
  sheet ??= import("./panels/sheet.js").then(({ SheetPanel }) => new SheetPanel(ctx, { count: $("sheet-count"), sheet: $("sheet") }));
  (await sheet).print();
});
const share = new SharePanel(ctx, {
  format: $("copy-format"),
  puzzle: $("copy-puzzle"),
  solution: $("copy-solution"),
  link: $("copy-link"),
  out: $("copy-out"),
  outLabel: $("copy-out-label"),
});
const timer = new TimerPanel(ctx, { timer: $("timer"), toggle: $("timer-toggle") });
const recent = new RecentPanel(ctx, { section: $("recent"), list: $("recent-list") });
const batch = new BatchPanel({
  text: $("batch-text"),
  source: $("batch-source"),
  open: $("batch-open"),
  file: $("batch-file"),
  start: $("batch-start"),
  cancel: $("batch-cancel"),
  download: $("batch-download"),
  progress: $("batch-progress"),
  progressLabel: $("batch-progress-label"),
  status: $("batch-status"),
  solved: $("batch-solved"),
  noSolution: $("batch-nosolution"),
  invalid: $("batch-invalid"),
  gaveUp: $("batch-gaveup"),
  gaveUpRow: $("batch-gaveup-row"),
  rate: $("batch-rate"),
  workers: $("batch-workers"),
  failures: $("batch-failures"),
  failuresTitle: $("batch-failures-title"),
  failureList: $("batch-failure-list"),
  failuresMore: $("batch-failures-more"),
  touch,
  onPick: (line, number) => textIn.take(line, { verb: `Puzzle ${number} of the batch`, pick: true }),
});
ctx.batch = batch;
const textIn = new TextIn(ctx, { grid: els.grid, dropOverlay: els.dropOverlay });
const address = new Address(ctx);
const variants = new VariantPanel(ctx, {
  text: $("fpuzzles-text"),
  open: $("fpuzzles-open"),
  size: $("blank-size"),
  blank: $("blank-start"),
  overlay: $("variant-overlay"),
  rules: $("variant-rules"),
  board: $("grid-frame"),
  setter: { box: $("setter"), title: $("setter-title"), author: $("setter-author"), rules: $("setter-rules") },
});
ctx.variants = variants;
// A shown step of a variant puzzle draws the constraints it uses and its chain's links.
grid.onShown = (step) => variants.showStep(step);
jobs.addButtons(els.solve, els.check, $("hint-button"), $("explain"), $("new-puzzle"), $("print-sheet"));

// ---------------------------------------------------------------- the status line

/** Whether the status line holds a verdict on the grid (a check, a solve, "Solved"):
 *  any edit makes it stale, so the next edit clears it. */
let verdict = false;
/** Whether the change being made is a digit or note typed (not a load, clear, undo…). */
let typed = false;
/** The conflicts of the grid as the last change left it (LiveValidation.refresh). */
let checked = Promise.resolve(null);

function say(text, kind = "info", { isVerdict = false } = {}) {
  status.say(text, kind);
  verdict = isVerdict;
}

/** Reports a failed job; the grid is left as it was, the cells involved are marked. */
function reportFailure(error) {
  const words = failureWords(error);
  if (!words) return;
  if (error.cells?.length) grid.set({ errorCells: new Set(error.cells) });
  say(words.text, words.kind);
}

/** Reports a hint or a solve path that could not be made (the grid is unchanged). */
function reportStepFailure(error, what) {
  if (error.code === "NoSolution" && store.entries.some(Boolean)) {
    say(`No ${what}: with your entries the puzzle has no solution, so at least one of them is wrong. Check marks the wrong ones.`, "error");
  } else if (error.code === "NoSolution") {
    say(`No ${what}: the puzzle has no solution.`, "error");
  } else if (error.code === "ConflictingGivens" && (variants.rules || store.entries.some(Boolean))) {
    // The engine calls every filled cell a given and a variant's rule by its internal
    // name ("killerCage"): in the page's words, the grid breaks a rule, which the
    // conflict check shows.
    if (error.cells?.length) grid.set({ errorCells: new Set(error.cells) });
    const where = error.cells?.length ? ` at ${error.cells.map(cellLabel).join("; ")}` : "";
    say(`No ${what}: the grid breaks one of the puzzle's rules${where}, as the conflicts show. Fix that first.`, "error");
  } else {
    reportFailure(error);
  }
}

const cellLabel = (i) => `row ${store.layout.rowOf(i) + 1}, column ${store.layout.columnOf(i) + 1}`;

// ---------------------------------------------------------------- changing the grid

/** A value typed or tapped into the selected cells (0 deletes), in the mode picked or
 *  the one the modifiers held make of it (modes.js): a digit, a corner or centre mark,
 *  a colour. One entry is one undo step, however many cells it touches. */
function enter(value, modifiers = {}) {
  if (explain.open) {
    say("The grid shows the solve path: close it (Esc) to change the grid.");
    return;
  }
  const mode = modeOfModifiers(store.settings.mode, modifiers);
  if (mode === "colour" && value > COLOURS.length) {
    say(`There are ${COLOURS.length} colours: 1 to ${COLOURS.length} pick one, 0 takes it off.`);
    return;
  }
  const cells = grid.selected;
  typed = true;
  const result = store.enter(cells, mode, value);
  typed = false;
  const where = cells.length === 1 ? capitalize(cellLabel(cells[0])) : "Every selected cell";
  if (result === IS_GIVEN) say(`${where} is a given. Press Lock givens to unlock the givens and change ${cells.length === 1 ? "it" : "them"}.`);
  else if (result === IS_FILLED) say(`${where} holds a digit: clear ${cells.length === 1 ? "it" : "them"} to write marks there.`);
}

/** Replaces the grid with a puzzle read from text, a link or a file, or generated; the
 *  givens lock. `after` is said after the count of givens; `layout` and `rules` are a
 *  variant puzzle's (www/variants/panel.js). */
function loadPuzzle(puzzle, how, after = "Type your answers, or press Solve.", { layout, rules = null } = {}) {
  store.load(puzzle, layout ? { layout, rules } : { rules });
  lock.claim(store.id);
  say(`${how}: ${plural(store.givens.filter(Boolean).length, "given")}, locked. ${after}`, "ok");
}

/** Opens saved game `id` (from the recent list); a game another tab is playing is
 *  copied, so the two never write over each other. */
async function resume(id) {
  const game = saves.loadGame(id);
  if (!game) {
    say("That game is no longer saved in this browser.", "error");
    recent.render();
    return;
  }
  closeSteps();
  const mine = await lock.claim(game.id);
  if (!mine) game.id = newGameId();
  store.adopt(game);
  const filled = store.puzzle().filter(Boolean).length;
  say(`Resumed a game: ${filled} of ${store.count} cells filled, ${durationWords(store.elapsedMs)} played${mine ? "" : " (a copy: another tab has it open)"}.`, "ok");
  grid.focus(0, { preventScroll: true });
}

function newGameId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** After every change of the store: drop what it made stale, save, redraw, and (for the
 *  grid) validate, grade and see whether the puzzle is finished. */
function onChange(event) {
  const { grid: gridChanged, setting, reset } = event.detail;
  // First: the requests below go with the rules of the game now in the grid.
  variants.sync();
  if (gridChanged) {
    closeSteps();
    grid.overlay.wrong = new Set();
    grid.overlay.errorCells = new Set();
    if (verdict) say("");
    if (!typed) validation.forget();
    if (store.finishedMs !== null && !store.complete) store.finishedMs = null;
    address.sync();
    checked = validation.refresh();
    grade.schedule();
    solving.checkAsYouGo();
  }
  if (setting === "pencil" || setting === "trueCandidates") validation.refresh();
  if (setting === "checkAsYouGo") {
    if (store.settings.checkAsYouGo) solving.checkAsYouGo();
    else grid.set({ wrong: new Set() });
  }
  if (setting === "theme") applyTheme();
  timer.update({ reset });
  persist();
  render();
  if (gridChanged && store.complete && store.finishedMs === null) {
    // Rows, columns and regions hold: a variant's own rules (cage sums, lines…) are the
    // solver's to check, so its verdict on this very grid decides.
    if (!store.hasRules) finish();
    else {
      const revision = store.revision;
      checked.then((conflicts) => {
        if (conflicts?.length === 0 && store.revision === revision && store.finishedMs === null) finish();
      });
    }
  }
}

/** The player filled the last cell and every unit is right. */
function finish() {
  store.finish(timer.elapsed);
  say(`Solved: every cell is right. Your time: ${durationWords(store.finishedMs)}.`, "ok", { isVerdict: true });
}

/** Redraws everything the store shows. */
function render() {
  grid.render();
  pad.setSize(store.layout.size);
  const { settings } = store;
  for (const button of els.modes.querySelectorAll("button[data-mode]")) button.setAttribute("aria-pressed", String(button.dataset.mode === settings.mode));
  pad.setMode(settings.mode);
  els.pencil.setAttribute("aria-pressed", String(settings.pencil));
  els.lock.setAttribute("aria-pressed", String(store.locked));
  els.autoNotes.checked = settings.autoNotes;
  els.checkAsYouGo.checked = settings.checkAsYouGo;
  els.trueCandidates.checked = settings.trueCandidates;
  els.undo.disabled = !store.canUndo;
  els.redo.disabled = !store.canRedo;
  els.theme.value = settings.theme;
  share.render();
  generator.render();
  recent.render();
}

function applyTheme() {
  document.documentElement.dataset.theme = store.settings.theme;
}

let storageWarned = false;

function persist() {
  try {
    saves.saveGame(store);
    saves.saveSettings(store.settings);
  } catch (error) {
    if (!storageWarned) {
      storageWarned = true;
      say(`This browser does not let the page save the grid (${error.message}); it will not survive a reload.`, "error");
    }
  }
}

function undo() {
  if (store.undo()) say("Undone.");
}

function redo() {
  if (store.redo()) say("Redone.");
}

function clearGrid() {
  if (store.clear() === UNCHANGED) say("The grid is already empty.");
  else say("Grid cleared. Undo (Ctrl+Z) brings it back.");
}

function restart() {
  if (!store.hasPuzzle) {
    say("Restart needs a puzzle: type or paste the givens, or press New puzzle.");
  } else if (store.restart() === UNCHANGED) {
    say("Nothing to restart: the grid holds only the puzzle's givens.");
  } else {
    say("Restarted: your entries and marks are cleared, the givens stay. Undo (Ctrl+Z) brings them back.", "ok");
  }
}

/** Picks entry mode `mode` (modes.js) and says what digits now do. */
function pickMode(mode) {
  store.setSetting("mode", mode);
  say(MODE_WORDS[mode].said);
}

// ---------------------------------------------------------------- hint and solve path

/** Hides the hint and the solve path; the grid shows its own digits again. */
function closeSteps() {
  hint.close();
  explain.close();
}

/** Scrolls the grid and a step's panel into view: both when they fit the window, else
 *  the grid from its top (the panel, right under it, follows as far as it fits). */
function reveal(panel) {
  const top = els.grid.getBoundingClientRect().top;
  const bottom = panel.getBoundingClientRect().bottom;
  if (top >= 0 && bottom <= innerHeight) return;
  window.scrollBy(0, top >= 0 && bottom - top <= innerHeight ? bottom - innerHeight : top);
}

// ---------------------------------------------------------------- keys

function onDocumentKeydown(event) {
  const ctrl = event.ctrlKey || event.metaKey;
  const inTextField = textIn.isTextField(event.target) || event.target instanceof HTMLSelectElement;
  const inGrid = els.grid.contains(event.target);
  if (event.key === "Escape" && jobs.showing) {
    event.preventDefault();
    jobs.cancel();
  } else if (event.key === "Escape" && (explain.open || hint.open)) {
    event.preventDefault();
    if (explain.open) explain.closeByUser();
    else hint.closeByUser();
  } else if (ctrl && event.key === "Enter" && !inTextField) {
    event.preventDefault();
    solving.solve();
  } else if (ctrl && !inTextField && (event.key === "z" || event.key === "Z") && !event.shiftKey) {
    event.preventDefault();
    undo();
  } else if (ctrl && !inTextField && (event.key === "y" || ((event.key === "z" || event.key === "Z") && event.shiftKey))) {
    event.preventDefault();
    redo();
  } else if (!ctrl && !event.altKey && inGrid && event.key === " ") {
    // Space cycles the modes (Shift+Space back), as in SudokuPad.
    event.preventDefault();
    pickMode(nextMode(store.settings.mode, event.shiftKey));
  } else if (!ctrl && !event.altKey && !inTextField && modeOfKey(event.key, inGrid ? store.layout.size : 9)) {
    // Z, X, C, V: SudokuPad's mode keys (C is a value of grids of 12 and more: there,
    // Centre is a button or Space).
    event.preventDefault();
    pickMode(modeOfKey(event.key, inGrid ? store.layout.size : 9));
  } else if (!ctrl && !event.altKey && !inTextField && (event.key === "n" || event.key === "N") && !(inGrid && store.layout.size >= 23)) {
    // N, the page's older key for notes: centre marks on and off (N is a value of grids
    // of 23 and more: there, Centre is a button).
    event.preventDefault();
    pickMode(store.settings.mode === "centre" ? "digit" : "centre");
  }
}

// ---------------------------------------------------------------- wiring

function wire() {
  store.addEventListener("change", onChange);
  document.addEventListener("keydown", onDocumentKeydown);

  // The digit pad must not take the focus from the cell it types into.
  els.pad.addEventListener("pointerdown", (event) => {
    if (event.target.closest("button")) event.preventDefault();
  });
  els.pad.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-digit]");
    if (!button) return;
    enter(Number(button.dataset.digit));
    if (event.detail > 0) grid.focus(grid.active, { preventScroll: true });
  });
  const keyboardMode = () => grid.setInputMode(touch.matches ? "none" : "numeric");
  touch.addEventListener("change", keyboardMode);
  keyboardMode();

  els.clear.addEventListener("click", clearGrid);
  els.restart.addEventListener("click", restart);
  els.undo.addEventListener("click", undo);
  els.redo.addEventListener("click", redo);
  // The toolbar keeps the focus in the grid when it is there (a tap on Notes, Undo).
  for (const button of [els.modes, els.undo, els.redo]) {
    button.addEventListener("pointerdown", (event) => {
      if (els.grid.contains(document.activeElement)) event.preventDefault();
    });
  }
  els.modes.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-mode]");
    if (button) pickMode(button.dataset.mode);
  });
  els.autoNotes.addEventListener("change", () => store.setSetting("autoNotes", els.autoNotes.checked));
  els.checkAsYouGo.addEventListener("change", () => store.setSetting("checkAsYouGo", els.checkAsYouGo.checked));
  els.trueCandidates.addEventListener("change", () => store.setSetting("trueCandidates", els.trueCandidates.checked));
  els.palette.addEventListener("click", (event) => {
    const swatch = event.target.closest("button[data-colour]");
    if (!swatch) return;
    // Every selected cell; the same colour on all of them again takes it off.
    store.enter(grid.selected, "colour", Number(swatch.dataset.colour));
    if (event.detail > 0 || els.grid.contains(document.activeElement)) grid.focus(grid.active, { preventScroll: true });
  });
  // A swatch keeps the focus in the grid when it is there.
  els.palette.addEventListener("pointerdown", (event) => {
    if (event.target.closest("button") && els.grid.contains(document.activeElement)) event.preventDefault();
  });
  els.pencil.addEventListener("click", () => {
    store.setSetting("pencil", !store.settings.pencil);
    say(store.settings.pencil ? "Pencil marks on: blank cells show their candidates." : "Pencil marks off.");
  });
  els.lock.addEventListener("click", () => {
    store.setLocked(!store.locked);
    say(store.locked ? "Givens locked: the digits you type now are your answers." : "Givens unlocked: the digits you type now are part of the puzzle.");
  });
  els.theme.addEventListener("change", () => store.setSetting("theme", els.theme.value));
  // Leaving the page (or hiding it) saves the time played since the last change.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") persist();
  });
  // Another tab saved a game: the recent list shows it.
  window.addEventListener("storage", () => recent.render());

  for (const worker of [quick, solver]) {
    worker.addEventListener("restart", (event) => {
      say(`The solver stopped unexpectedly and was restarted (${event.detail}). Your grid is unchanged; please try again.`, "error");
      if (worker === quick) validation.refresh();
    });
    worker.addEventListener("failed", (event) => {
      say(`The solver cannot run: ${event.detail.replace(/\.+$/, "")}. Your grid is kept; reload the page to try again.`, "error");
      jobs.fail();
    });
  }
}

/** `localStorage` or `sessionStorage`, or a stand-in kept in memory when the browser
 *  refuses it (then nothing survives a reload, and the page says so when it saves). */
function storage(name) {
  try {
    const store = window[name];
    store.getItem("probe");
    return store;
  } catch {
    return new MemoryStorage();
  }
}

/** Resolves when `worker` has loaded the wasm, or failed to. */
function settled(worker) {
  return new Promise((resolve) => {
    worker.addEventListener("ready", resolve, { once: true });
    worker.addEventListener("failed", resolve, { once: true });
  });
}

/** Resolves when the browser is idle (soon after, where it cannot say). */
function whenIdle() {
  return new Promise((resolve) =>
    "requestIdleCallback" in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200),
  );
}

/** Resolves when both workers have loaded the wasm for the first time. */
function whenReady() {
  const once = (worker) => new Promise((resolve) => worker.addEventListener("ready", resolve, { once: true }));
  return Promise.all([once(quick), once(solver)]);
}

async function start() {
  const ready = whenReady();
  const choices = { theme: THEMES, copyFormat: SharePanel.formats, mode: MODES, ...generator.choices };
  store.settings = saves.loadSettings(choices);
  wire();
  applyTheme();
  // This tab's own game (a reload); else, unless a link names a puzzle, the most recent
  // game, when no other tab has it open. A duplicated tab (the same session) gets a copy.
  const own = saves.ownGame();
  const game = own ?? (address.text.trim() === "" ? saves.latestGame() : null);
  let restored = false;
  if (game && (await lock.claim(game.id, { wait: game === own }))) {
    store.adopt(game);
    restored = !store.empty;
  } else if (game === own && own) {
    own.id = newGameId();
    store.adopt(own);
    restored = !store.empty;
  } else {
    lock.claim(store.id);
    render();
    timer.update();
    if (game) say("Your last game is open in another tab: resume any game from Recent puzzles.");
  }
  // A puzzle the address names opens over the restored game (which stays in Recent).
  const opened = await address.open();
  if (restored && !opened) say("Your grid is back as you left it.");
  if (!opened) {
    address.sync();
    checked = validation.refresh();
    grade.schedule();
  }
  await ready;
  performance.mark("sudoku:interactive");
  document.documentElement.dataset.solver = "ready";
  interactive();
  fullEngine.then(async (full) => {
    if (full && (await solver.upgrade())) {
      performance.mark("sudoku:full");
      document.documentElement.dataset.engine = "full";
    }
    // The menus' names from the module itself.
    quick.request("contract", {}).then(
      (names) => generator.setChoices(names),
      () => {}, // the built-in menus stay
    );
    // Offline use: the service worker caches the page and both modules once the full
    // one is here (registered earlier, it would fetch the full module a second time).
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("sw.js").then(
        () => (document.documentElement.dataset.offline = "registered"),
        () => (document.documentElement.dataset.offline = "unavailable"),
      );
    }
  });
  if (status.text === "Loading the solver…") {
    say(
      touch.matches
        ? "Ready. Tap a cell and the pad's digits, paste a puzzle, or press New puzzle."
        : "Ready. Type a puzzle, paste one into any cell, or drop a file of puzzles on the page.",
    );
  }
}

start();
