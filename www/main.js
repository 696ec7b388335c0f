// The page: owns the DOM. It keeps the grid's state, draws it, and asks the workers
// (worker.js, through workers.js) for everything that needs the wasm.
//
// The grid has three layers: `givens` (the puzzle), `entries` (the user's answers, typed
// while the givens are locked) and `solved` (what Solve filled in). A cell shows the
// first non-zero of the three. Nothing the user typed is ever dropped by an error:
// errors only add highlights and words in the status area.

import { SolverWorker, CANCELLED, WORKER_DIED } from "./workers.js";
import { BatchPanel, MAX_FILE_BYTES } from "./batch.js";
import { rowOf, columnOf, boxOf, unitCells, cellName, describeConflicts, isPuzzleFile, plural } from "./sudoku.js";

const STORAGE_KEY = "sudoku-wasm:v1";
const HISTORY_LIMIT = 200;
/** A job that takes longer than this shows the job bar with its Cancel button. */
const SLOW_JOB_MS = 300;
const CONFLICTS_LISTED = 3;
const STYLE_NAMES = { line: "one line", grid: "a grid", pretty: "a boxed grid" };

const $ = (id) => document.getElementById(id);
const els = {
  grid: $("grid"),
  pad: $("pad"),
  status: $("status"),
  job: $("job"),
  jobLabel: $("job-label"),
  jobCancel: $("job-cancel"),
  solve: $("solve"),
  check: $("check"),
  clear: $("clear"),
  pencil: $("pencil"),
  lock: $("lock"),
  undo: $("undo"),
  redo: $("redo"),
  copyFormat: $("copy-format"),
  copyPuzzle: $("copy-puzzle"),
  copySolution: $("copy-solution"),
  copyLink: $("copy-link"),
  copyOut: $("copy-out"),
  copyOutLabel: $("copy-out-label"),
  theme: $("theme"),
  dropOverlay: $("drop-overlay"),
};

/** What is saved and restored. */
const state = {
  givens: new Uint8Array(81),
  entries: new Uint8Array(81),
  solved: new Uint8Array(81),
  locked: false,
  pencil: false,
  copyFormat: "line",
  theme: "auto",
};

/** What is derived or transient. */
const view = {
  conflicts: [],
  errorCells: new Set(),
  wrong: new Set(),
  marks: null,
  active: 0,
  focused: false,
  conflictsShown: false,
  jobWorker: null,
  storageWarned: false,
};

/** Grid snapshots for Undo and Redo. */
const edits = { undo: [], redo: [] };

/** Quick requests (parse, validate, candidates, format) and long ones (solve, check)
 *  go to separate workers, so live validation keeps working while a solve runs. The
 *  second starts once the first has loaded, from the cached scripts and shared module. */
const quick = new SolverWorker({ name: "sudoku-quick" });
const solver = new SolverWorker({ name: "sudoku-solver", startAfter: settled(quick) });

const cells = buildGrid();
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
});

// ---------------------------------------------------------------- building

function buildGrid() {
  const built = [];
  for (let i = 0; i < 81; i++) {
    const cell = document.createElement("div");
    cell.className = "cell";
    if (columnOf(i) === 2 || columnOf(i) === 5) cell.classList.add("box-right");
    if (rowOf(i) === 2 || rowOf(i) === 5) cell.classList.add("box-bottom");
    const input = document.createElement("input");
    input.type = "text";
    input.inputMode = "numeric";
    input.autocomplete = "off";
    input.spellcheck = false;
    input.dataset.index = String(i);
    input.setAttribute("aria-label", `Row ${rowOf(i) + 1}, column ${columnOf(i) + 1}`);
    const marks = document.createElement("div");
    marks.className = "marks";
    marks.setAttribute("aria-hidden", "true");
    for (let d = 1; d <= 9; d++) {
      const mark = document.createElement("span");
      mark.textContent = String(d);
      marks.append(mark);
    }
    cell.append(input, marks);
    els.grid.append(cell);
    built.push({ cell, input, marks: [...marks.children] });
  }
  return built;
}

// ---------------------------------------------------------------- drawing

/** The digits that make the puzzle as the user has it: givens and entries. */
function puzzleCells() {
  return state.givens.map((g, i) => g || state.entries[i]);
}

/** The puzzle to share or copy: the givens, or everything typed when there are none. */
function sharedPuzzle() {
  return state.givens.some(Boolean) ? state.givens.slice() : puzzleCells();
}

function shownDigit(i) {
  return state.givens[i] || state.entries[i] || state.solved[i];
}

function render() {
  const conflictCells = new Set();
  const conflictUnits = new Set();
  for (const conflict of view.conflicts) {
    conflict.cells.forEach((c) => conflictCells.add(c));
    unitCells(conflict.unit).forEach((c) => conflictUnits.add(c));
  }
  const active = view.focused ? view.active : -1;
  const activeDigit = active >= 0 ? shownDigit(active) : 0;
  for (let i = 0; i < 81; i++) {
    const { cell, input, marks } = cells[i];
    const digit = shownDigit(i);
    const kind = state.givens[i] ? "given" : state.entries[i] ? "entry" : state.solved[i] ? "solved" : "blank";
    const text = digit ? String(digit) : "";
    if (input.value !== text) input.value = text;
    cell.dataset.kind = kind;
    input.readOnly = state.locked && kind === "given";
    const conflict = conflictCells.has(i);
    const invalid = conflict || view.wrong.has(i) || view.errorCells.has(i);
    cell.classList.toggle("conflict", conflict);
    cell.classList.toggle("conflict-unit", conflictUnits.has(i));
    cell.classList.toggle("wrong", view.wrong.has(i));
    cell.classList.toggle("error", view.errorCells.has(i));
    if (invalid) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    const peer =
      active >= 0 &&
      i !== active &&
      (rowOf(i) === rowOf(active) || columnOf(i) === columnOf(active) || boxOf(i) === boxOf(active));
    cell.classList.toggle("peer", peer);
    cell.classList.toggle("same-digit", activeDigit !== 0 && i !== active && digit === activeDigit);
    renderMarks(i, digit, marks, input);
  }
  els.grid.classList.toggle("pencil", state.pencil);
  els.pencil.setAttribute("aria-pressed", String(state.pencil));
  els.lock.setAttribute("aria-pressed", String(state.locked));
  els.undo.disabled = edits.undo.length === 0;
  els.redo.disabled = edits.redo.length === 0;
}

function renderMarks(i, digit, marks, input) {
  const mask = state.pencil && !digit && view.marks ? view.marks[i] : 0;
  const digits = [];
  marks.forEach((mark, k) => {
    const on = (mask & (1 << k)) !== 0; // bit d - 1 is digit d
    mark.classList.toggle("on", on);
    if (on) digits.push(k + 1);
  });
  if (state.pencil && !digit && view.marks) {
    input.setAttribute("aria-description", digits.length ? `candidates ${digits.join(", ")}` : "no candidates");
  } else {
    input.removeAttribute("aria-description");
  }
}

/** Writes a message to the status area; `kind` is info, ok or error. */
function say(text, kind = "info") {
  els.status.textContent = text;
  els.status.dataset.kind = kind;
}

const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function formatMs(ms) {
  if (ms < 0.1) return "under 0.1 ms";
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

// ---------------------------------------------------------------- changing the grid

function snapshot() {
  return {
    givens: state.givens.slice(),
    entries: state.entries.slice(),
    solved: state.solved.slice(),
    locked: state.locked,
  };
}

/** Records the grid before a change, for Undo. */
function remember() {
  edits.undo.push(snapshot());
  if (edits.undo.length > HISTORY_LIMIT) edits.undo.shift();
  edits.redo.length = 0;
}

function restoreSnapshot(shot) {
  state.givens = shot.givens;
  state.entries = shot.entries;
  state.solved = shot.solved;
  state.locked = shot.locked;
  changed();
}

function undo() {
  const shot = edits.undo.pop();
  if (!shot) return;
  edits.redo.push(snapshot());
  restoreSnapshot(shot);
  say("Undone.");
}

function redo() {
  const shot = edits.redo.pop();
  if (!shot) return;
  edits.undo.push(snapshot());
  restoreSnapshot(shot);
  say("Redone.");
}

/** After any change of the grid: forget stale marks, save, redraw, validate again. */
function changed() {
  view.wrong.clear();
  view.errorCells.clear();
  save();
  syncHash();
  render();
  refresh();
}

/** Puts `digit` (0 clears) in cell `i`: a given while unlocked, an entry while locked. */
function setDigit(i, digit) {
  if (state.locked && state.givens[i]) {
    say(`${capitalize(cellName(i))} is a given. Press Lock givens to unlock the givens and change it.`);
    return;
  }
  const current = state.givens[i] || state.entries[i];
  if (current === digit && state.solved[i] === 0) return;
  remember();
  if (state.locked) {
    state.entries[i] = digit;
  } else {
    state.givens[i] = digit;
    state.entries[i] = 0;
  }
  // Any edit makes a shown solution stale.
  state.solved.fill(0);
  changed();
}

/** Replaces the grid with a puzzle read from text, a link or a file; the givens lock. */
function loadPuzzle(puzzle, how) {
  remember();
  state.givens = Uint8Array.from(puzzle);
  state.entries = new Uint8Array(81);
  state.solved = new Uint8Array(81);
  state.locked = true;
  say(`${how}: ${plural(state.givens.filter(Boolean).length, "given")}, locked. Type your answers, or press Solve.`, "ok");
  changed();
}

function clearGrid() {
  if (!state.givens.some(Boolean) && !state.entries.some(Boolean) && !state.solved.some(Boolean)) {
    say("The grid is already empty.");
    return;
  }
  remember();
  state.givens = new Uint8Array(81);
  state.entries = new Uint8Array(81);
  state.solved = new Uint8Array(81);
  state.locked = false;
  say("Grid cleared. Undo (Ctrl+Z) brings it back.");
  changed();
}

// ---------------------------------------------------------------- live validation

let refreshSeq = 0;

/** Asks for the conflicts (and the pencil marks when shown) of the grid as it is now. */
async function refresh() {
  const seq = ++refreshSeq;
  const puzzle = puzzleCells();
  try {
    const [conflicts, marks] = await Promise.all([
      quick.request("validate", { cells: puzzle }),
      state.pencil ? quick.request("candidates", { cells: puzzle }) : null,
    ]);
    if (seq !== refreshSeq) return;
    view.conflicts = conflicts;
    view.marks = marks;
    render();
    reportConflicts();
  } catch (error) {
    if (seq !== refreshSeq || error.code === CANCELLED || error.code === WORKER_DIED) return;
    say(capitalize(error.message), "error");
  }
}

function reportConflicts() {
  const phrases = describeConflicts(view.conflicts);
  if (phrases.length > 0) {
    const listed = phrases.slice(0, CONFLICTS_LISTED).join("; ");
    const more = phrases.length > CONFLICTS_LISTED ? `; and ${phrases.length - CONFLICTS_LISTED} more` : "";
    say(`${capitalize(plural(phrases.length, "conflict"))}: ${listed}${more}.`, "error");
    view.conflictsShown = true;
  } else if (view.conflictsShown) {
    view.conflictsShown = false;
    say("No conflicts left.", "ok");
  }
}

// ---------------------------------------------------------------- jobs

/** Runs a request on `worker`, showing the job bar (with Cancel) if it takes a while. */
async function job(worker, op, args, label) {
  const timer = setTimeout(() => {
    view.jobWorker = worker;
    els.jobLabel.textContent = label;
    els.job.hidden = false;
  }, SLOW_JOB_MS);
  els.solve.disabled = true;
  els.check.disabled = true;
  try {
    return await worker.request(op, args);
  } finally {
    clearTimeout(timer);
    view.jobWorker = null;
    els.job.hidden = true;
    els.solve.disabled = false;
    els.check.disabled = false;
  }
}

function cancelJob() {
  if (view.jobWorker) view.jobWorker.cancel();
}

/** Reports a failed job; the grid is left as it was, the cells involved are marked. */
function reportFailure(error) {
  if (error.code === CANCELLED) {
    say("Cancelled. The grid is unchanged.");
    return;
  }
  if (error.code === WORKER_DIED) return; // the restart handler has said what happened
  view.errorCells = new Set(error.cells);
  render();
  say(`${capitalize(error.message)}.`, "error");
}

/** Whether the grid was edited while a job on `puzzle` ran; if so its answer is stale. */
function gridChangedSince(puzzle) {
  const changedMeanwhile = puzzleCells().some((d, i) => d !== puzzle[i]);
  if (changedMeanwhile) say("The grid changed while the job ran, so its answer was set aside; try again.");
  return changedMeanwhile;
}

async function solvePuzzle() {
  const puzzle = puzzleCells();
  let result;
  try {
    result = await job(solver, "solve", { cells: puzzle }, "Solving…");
  } catch (error) {
    reportFailure(error);
    return;
  }
  if (gridChangedSince(puzzle)) return;
  if (!result.solution) {
    await reportNoSolution();
    return;
  }
  remember();
  state.solved = result.solution.map((d, i) => (puzzle[i] ? 0 : d));
  view.wrong.clear();
  view.errorCells.clear();
  save();
  render();
  const uniqueness =
    result.count === 1
      ? "the solution is unique"
      : result.count === null
        ? "whether it is unique is not known (the search ran out of budget)"
        : "this is one of several solutions";
  say(`Solved in ${formatMs(result.ms)}: ${uniqueness}.`, "ok");
}

async function reportNoSolution() {
  const entries = state.entries.filter(Boolean).length;
  if (entries > 0 && state.givens.some(Boolean)) {
    try {
      const givensOnly = await job(solver, "solve", { cells: state.givens }, "Solving…");
      if (givensOnly.solution) {
        say(`No solution with your entries: at least one of your ${plural(entries, "entry", "entries")} is wrong. Check marks the wrong ones.`, "error");
        return;
      }
    } catch (error) {
      reportFailure(error);
      return;
    }
  }
  say("No solution: these givens cannot all be satisfied.", "error");
}

async function checkEntries() {
  const entries = state.entries.filter(Boolean).length;
  if (!state.givens.some(Boolean)) {
    say("Check needs a puzzle: type or paste the givens, press Lock givens, then type your answers.");
    return;
  }
  if (entries === 0) {
    say("Nothing to check yet: with the givens locked, type your answers into the blank cells.");
    return;
  }
  const puzzle = puzzleCells();
  let result;
  try {
    result = await job(solver, "check", { givens: state.givens, entries: state.entries }, "Checking…");
  } catch (error) {
    if (error.code === "NoSolution") {
      say("The givens have no solution, so there is nothing to check your entries against.", "error");
      return;
    }
    reportFailure(error);
    return;
  }
  if (gridChangedSince(puzzle)) return;
  view.wrong = new Set(result.wrong);
  render();
  const several = result.several ? " (The puzzle has several solutions; your entries were compared with one of them.)" : "";
  if (result.wrong.length === 0) {
    say(`${entries === 1 ? "Your entry is" : `All ${entries} entries are`} right so far.`, "ok");
  } else {
    const wrong = result.wrong.length;
    say(`${wrong} of your ${plural(entries, "entry", "entries")} ${wrong === 1 ? "is" : "are"} wrong, marked in red.${several}`, "error");
  }
}

// ---------------------------------------------------------------- text in: paste and drop

/**
 * Takes pasted or dropped text: a digit for one cell, a puzzle, or a file of puzzles.
 * `verb` says how it came ("Pasted", "Dropped"); `file` names the file it came from.
 */
async function takeText(text, { cell = null, verb, file = null }) {
  const from = file ? ` from ${file}` : "";
  const trimmed = text.trim();
  if (trimmed === "") {
    say(`${verb} nothing${from}: there was no text.`);
    return;
  }
  if (cell !== null && /^[0-9.]$/.test(trimmed)) {
    setDigit(cell, trimmed === "." ? 0 : Number(trimmed));
    return;
  }
  if (isPuzzleFile(text)) {
    if (batch.running) {
      say(`A batch is running: cancel it (Cancel in the batch panel) before loading another file of puzzles.`, "error");
      return;
    }
    const count = batch.load(text, file ?? `${verb.toLowerCase()} puzzles`);
    say(`${verb} ${plural(count, "puzzle")}${from}: they are in the batch panel below; press Solve all.`, "ok");
    batch.reveal();
    return;
  }
  let puzzle;
  try {
    puzzle = await quick.request("parse", { text });
  } catch (error) {
    if (error.code === CANCELLED || error.code === WORKER_DIED) return;
    say(`${verb} ${file ? `file ${file}` : "text"} is not a puzzle: ${error.message}. The grid is unchanged.`, "error");
    return;
  }
  loadPuzzle(puzzle, `${verb} a puzzle${from}`);
}

function isTextField(target) {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !els.grid.contains(target));
}

function onPaste(event) {
  if (isTextField(event.target)) return;
  event.preventDefault();
  const inGrid = els.grid.contains(event.target);
  takeText(event.clipboardData?.getData("text/plain") ?? "", { cell: inGrid ? view.active : null, verb: "Pasted" });
}

function droppable(event) {
  const types = event.dataTransfer?.types ?? [];
  return types.includes("Files") || types.includes("text/plain");
}

async function onDrop(event) {
  if (!droppable(event)) return;
  event.preventDefault();
  els.dropOverlay.hidden = true;
  const file = event.dataTransfer.files[0];
  if (!file) {
    takeText(event.dataTransfer.getData("text/plain"), { verb: "Dropped" });
    return;
  }
  if (file.size > MAX_FILE_BYTES) {
    say(`${file.name} is ${(file.size / 1048576).toFixed(0)} MB; files up to ${MAX_FILE_BYTES / 1048576} MB can be read. The grid is unchanged.`, "error");
    return;
  }
  takeText(await file.text(), { verb: "Dropped", file: file.name });
}

// ---------------------------------------------------------------- text out: copy and share

/** The share link's line: 81 digits, 0 for a blank (dots at the end of a link get lost). */
function linkLine(puzzle) {
  return Array.from(puzzle).join("");
}

function shareUrl() {
  return `${location.origin}${location.pathname}#${linkLine(sharedPuzzle())}`;
}

/** Keeps the address bar's `#` equal to the puzzle, without adding history entries. */
function syncHash() {
  const puzzle = sharedPuzzle();
  if (puzzle.some(Boolean)) {
    const hash = `#${linkLine(puzzle)}`;
    if (hash !== location.hash) history.replaceState(null, "", hash);
  } else if (location.hash !== "") {
    history.replaceState(null, "", location.pathname + location.search);
  }
}

async function copyOut(what) {
  const style = state.copyFormat;
  let puzzle;
  if (what === "puzzle") {
    puzzle = sharedPuzzle();
    if (!puzzle.some(Boolean)) {
      say("The grid is empty: there is no puzzle to copy.");
      return;
    }
  } else {
    puzzle = await solutionToCopy();
    if (!puzzle) return;
  }
  let text;
  try {
    text = await quick.request("format", { cells: puzzle, style });
  } catch (error) {
    reportFailure(error);
    return;
  }
  await writeClipboard(text, `the ${what} as ${STYLE_NAMES[style]}`);
}

/** The solution to copy: the one shown, or one solved now without showing it. */
async function solutionToCopy() {
  const shown = Uint8Array.from({ length: 81 }, (_, i) => shownDigit(i));
  if (state.solved.some(Boolean) && shown.every(Boolean)) return shown;
  try {
    const result = await job(solver, "solve", { cells: puzzleCells() }, "Solving…");
    if (!result.solution) say("There is no solution to copy: the puzzle has no solution.", "error");
    return result.solution;
  } catch (error) {
    reportFailure(error);
    return null;
  }
}

async function writeClipboard(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    els.copyOut.hidden = true;
    els.copyOutLabel.hidden = true;
    say(`Copied ${what}.`, "ok");
  } catch {
    // No clipboard access (permissions, an old browser): show the text to copy by hand.
    els.copyOut.value = text;
    els.copyOut.hidden = false;
    els.copyOutLabel.hidden = false;
    els.copyOut.focus();
    els.copyOut.select();
    say(`This browser did not allow copying; ${what} is selected below: press Ctrl+C to copy it.`);
  }
}

// ---------------------------------------------------------------- saving

function digitsOf(cellsArray) {
  return Array.from(cellsArray).join("");
}

function cellsOf(digits) {
  return typeof digits === "string" && /^[0-9]{81}$/.test(digits) ? Uint8Array.from(digits, Number) : null;
}

function save() {
  const saved = {
    givens: digitsOf(state.givens),
    entries: digitsOf(state.entries),
    solved: digitsOf(state.solved),
    locked: state.locked,
    pencil: state.pencil,
    copyFormat: state.copyFormat,
    theme: state.theme,
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch (error) {
    if (!view.storageWarned) {
      view.storageWarned = true;
      say(`This browser does not let the page save the grid (${error.message}); it will not survive a reload.`, "error");
    }
  }
}

/** Restores the saved grid and settings; whatever is missing or malformed stays default. */
function restore() {
  let saved;
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
  } catch {
    saved = null;
  }
  if (!saved || typeof saved !== "object") return false;
  const givens = cellsOf(saved.givens);
  const entries = cellsOf(saved.entries);
  const solved = cellsOf(saved.solved);
  if (givens && entries && solved) {
    state.givens = givens;
    state.entries = entries.map((e, i) => (givens[i] ? 0 : e));
    state.solved = solved.map((s, i) => (givens[i] || state.entries[i] ? 0 : s));
  }
  state.locked = saved.locked === true;
  state.pencil = saved.pencil === true;
  if (Object.hasOwn(STYLE_NAMES, saved.copyFormat)) state.copyFormat = saved.copyFormat;
  if (["auto", "light", "dark"].includes(saved.theme)) state.theme = saved.theme;
  return state.givens.some(Boolean) || state.entries.some(Boolean);
}

/** The text after `#`, decoded (kept as it is when it is not valid percent-encoding). */
function linkText() {
  const raw = location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Opens the puzzle in the address's `#`, unless it is the one already in the grid
 *  (a reload keeps the user's answers). Returns whether the grid or status changed. */
async function openLinkedPuzzle() {
  const text = linkText().trim();
  if (text === "" || text === linkLine(sharedPuzzle())) return false;
  let puzzle;
  try {
    puzzle = await quick.request("parse", { text });
  } catch (error) {
    if (error.code === CANCELLED || error.code === WORKER_DIED) return false;
    say(`The link's puzzle could not be read: ${error.message}. The grid is unchanged.`, "error");
    syncHash();
    return true;
  }
  if (linkLine(puzzle) === linkLine(sharedPuzzle())) {
    syncHash();
    return false;
  }
  loadPuzzle(puzzle, "Opened the puzzle from the link");
  return true;
}

function applyTheme() {
  document.documentElement.dataset.theme = state.theme;
  els.theme.value = state.theme;
  els.copyFormat.value = state.copyFormat;
}

// ---------------------------------------------------------------- keyboard

function focusCell(i) {
  view.active = i;
  cells[i].input.focus();
}

function move(i, dRow, dColumn) {
  const row = (rowOf(i) + dRow + 9) % 9;
  const column = (columnOf(i) + dColumn + 9) % 9;
  focusCell(row * 9 + column);
}

function onCellKeydown(event) {
  const i = Number(event.target.dataset.index);
  const { key } = event;
  const ctrl = event.ctrlKey || event.metaKey;
  if (event.altKey) return;
  if (!ctrl && key >= "1" && key <= "9" && key.length === 1) {
    event.preventDefault();
    setDigit(i, Number(key));
  } else if (!ctrl && (key === "0" || key === "Backspace" || key === "Delete")) {
    event.preventDefault();
    setDigit(i, 0);
  } else if (key === "ArrowUp") {
    event.preventDefault();
    move(i, -1, 0);
  } else if (key === "ArrowDown") {
    event.preventDefault();
    move(i, 1, 0);
  } else if (key === "ArrowLeft") {
    event.preventDefault();
    move(i, 0, -1);
  } else if (key === "ArrowRight") {
    event.preventDefault();
    move(i, 0, 1);
  } else if (key === "Home") {
    event.preventDefault();
    focusCell(ctrl ? 0 : rowOf(i) * 9);
  } else if (key === "End") {
    event.preventDefault();
    focusCell(ctrl ? 80 : rowOf(i) * 9 + 8);
  } else if (!ctrl && key.length === 1) {
    // Letters, spaces and symbols never land in a cell.
    event.preventDefault();
  }
}

/** Text that reached a cell without a keydown we handled (a phone's keyboard, an IME):
 *  the last digit typed goes in, a deletion clears, anything else is undone. */
function onCellInput(event) {
  const i = Number(event.target.dataset.index);
  const { value } = event.target;
  const typed = (event.data ?? value).replace(/[^0-9]/g, "");
  render(); // back to what the state says, until setDigit changes it
  if (event.inputType?.startsWith("delete") || value === "") setDigit(i, 0);
  else if (typed !== "") setDigit(i, Number(typed.charAt(typed.length - 1)));
}

function onDocumentKeydown(event) {
  const ctrl = event.ctrlKey || event.metaKey;
  const inTextField = isTextField(event.target) || event.target instanceof HTMLSelectElement;
  if (event.key === "Escape" && view.jobWorker) {
    event.preventDefault();
    cancelJob();
  } else if (ctrl && event.key === "Enter" && !inTextField) {
    event.preventDefault();
    solvePuzzle();
  } else if (ctrl && !inTextField && (event.key === "z" || event.key === "Z") && !event.shiftKey) {
    event.preventDefault();
    undo();
  } else if (ctrl && !inTextField && (event.key === "y" || ((event.key === "z" || event.key === "Z") && event.shiftKey))) {
    event.preventDefault();
    redo();
  }
}

// ---------------------------------------------------------------- wiring

function wire() {
  els.grid.addEventListener("keydown", onCellKeydown);
  els.grid.addEventListener("input", onCellInput);
  els.grid.addEventListener("focusin", (event) => {
    view.active = Number(event.target.dataset.index);
    view.focused = true;
    render();
  });
  els.grid.addEventListener("focusout", (event) => {
    if (!els.grid.contains(event.relatedTarget)) {
      view.focused = false;
      render();
    }
  });
  document.addEventListener("paste", onPaste);
  document.addEventListener("keydown", onDocumentKeydown);

  document.addEventListener("dragover", (event) => {
    if (!droppable(event)) return;
    event.preventDefault();
    els.dropOverlay.hidden = false;
  });
  document.addEventListener("dragleave", (event) => {
    if (event.relatedTarget === null) els.dropOverlay.hidden = true;
  });
  document.addEventListener("drop", onDrop);

  // The digit pad must not take the focus from the cell it types into.
  els.pad.addEventListener("pointerdown", (event) => {
    if (event.target.closest("button")) event.preventDefault();
  });
  els.pad.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-digit]");
    if (!button) return;
    setDigit(view.active, Number(button.dataset.digit));
    if (event.detail > 0) cells[view.active].input.focus({ preventScroll: true });
  });
  const coarse = matchMedia("(pointer: coarse)");
  const keyboardMode = () => cells.forEach(({ input }) => (input.inputMode = coarse.matches ? "none" : "numeric"));
  coarse.addEventListener("change", keyboardMode);
  keyboardMode();

  els.solve.addEventListener("click", solvePuzzle);
  els.check.addEventListener("click", checkEntries);
  els.clear.addEventListener("click", clearGrid);
  els.undo.addEventListener("click", undo);
  els.redo.addEventListener("click", redo);
  els.jobCancel.addEventListener("click", cancelJob);
  els.pencil.addEventListener("click", () => {
    state.pencil = !state.pencil;
    save();
    render();
    refresh();
    say(state.pencil ? "Pencil marks on: blank cells show their candidates." : "Pencil marks off.");
  });
  els.lock.addEventListener("click", () => {
    state.locked = !state.locked;
    save();
    render();
    say(
      state.locked
        ? "Givens locked: the digits you type now are your answers."
        : "Givens unlocked: the digits you type now are part of the puzzle.",
    );
  });
  els.copyFormat.addEventListener("change", () => {
    state.copyFormat = els.copyFormat.value;
    save();
  });
  els.copyPuzzle.addEventListener("click", () => copyOut("puzzle"));
  els.copySolution.addEventListener("click", () => copyOut("solution"));
  els.copyLink.addEventListener("click", () => {
    if (!sharedPuzzle().some(Boolean)) {
      say("The grid is empty: there is no puzzle to link to.");
      return;
    }
    writeClipboard(shareUrl(), "the link to this puzzle");
  });
  els.theme.addEventListener("change", () => {
    state.theme = els.theme.value;
    applyTheme();
    save();
  });
  window.addEventListener("hashchange", openLinkedPuzzle);

  for (const worker of [quick, solver]) {
    worker.addEventListener("restart", (event) => {
      say(`The solver stopped unexpectedly and was restarted (${event.detail}). Your grid is unchanged; please try again.`, "error");
      if (worker === quick) refresh();
    });
    worker.addEventListener("failed", (event) => {
      say(`The solver cannot run: ${event.detail.replace(/\.+$/, "")}. Your grid is kept; reload the page to try again.`, "error");
      els.solve.disabled = true;
      els.check.disabled = true;
    });
  }
}

/** Resolves when `worker` has loaded the wasm, or failed to. */
function settled(worker) {
  return new Promise((resolve) => {
    worker.addEventListener("ready", resolve, { once: true });
    worker.addEventListener("failed", resolve, { once: true });
  });
}

/** Resolves when both workers have loaded the wasm for the first time. */
function whenReady() {
  const once = (worker) => new Promise((resolve) => worker.addEventListener("ready", resolve, { once: true }));
  return Promise.all([once(quick), once(solver)]);
}

async function start() {
  const ready = whenReady();
  const restored = restore();
  applyTheme();
  wire();
  render();
  if (restored) say("Your grid is back as you left it.");
  const opened = await openLinkedPuzzle();
  if (!opened) {
    syncHash();
    refresh();
  }
  await ready;
  performance.mark("sudoku:interactive");
  document.documentElement.dataset.solver = "ready";
  if (els.status.textContent === "Loading the solver…") {
    say("Ready. Type a puzzle, paste one into any cell, or drop a file of puzzles on the page.");
  }
}

start();
