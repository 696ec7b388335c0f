// The page: owns the DOM. It keeps the grid's state, draws it, and asks the workers
// (worker.js, through workers.js) for everything that needs the wasm.
//
// The grid has three layers: `givens` (the puzzle), `entries` (the user's answers, typed
// while the givens are locked) and `solved` (what Solve filled in). A cell shows the
// first non-zero of the three. `removed` holds the candidates the user has removed by
// applying hints: the pencil marks are the candidates the filled cells leave, less
// those. Nothing the user typed is ever dropped by an error: errors only add highlights
// and words in the status area.
//
// A hint or the solve path (Explain) is drawn over the grid without changing it: the
// step's pattern, units, eliminations and placements are highlighted on the position
// the step starts from. Any change of the grid closes them.

import { SolverWorker, CANCELLED, WORKER_DIED } from "./workers.js";
import { BatchPanel, MAX_FILE_BYTES } from "./batch.js";
import {
  rowOf,
  columnOf,
  boxOf,
  unitCells,
  cellName,
  describeConflicts,
  isPuzzleFile,
  plural,
  stepSummary,
} from "./sudoku.js";

const STORAGE_KEY = "sudoku-wasm:v1";
const HISTORY_LIMIT = 200;
/** A job that takes longer than this shows the job bar with its Cancel button. */
const SLOW_JOB_MS = 300;
const CONFLICTS_LISTED = 3;
const STYLE_NAMES = { line: "one line", grid: "a grid", pretty: "a boxed grid" };
/** The grade is asked for once the puzzle has stayed the same this long. */
const GRADE_DELAY_MS = 300;
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
  hint: $("hint-button"),
  explain: $("explain"),
  newPuzzle: $("new-puzzle"),
  newLevel: $("new-level"),
  newSymmetry: $("new-symmetry"),
  grade: $("grade"),
  gradeLevel: $("grade-level"),
  gradeDetail: $("grade-detail"),
  stepLegend: $("step-legend"),
  hintPanel: $("hint-panel"),
  hintTitle: $("hint-title"),
  hintText: $("hint-text"),
  hintApply: $("hint-apply"),
  hintClose: $("hint-close"),
  explainPanel: $("explain-panel"),
  explainTitle: $("explain-title"),
  explainPosition: $("explain-position"),
  explainText: $("explain-text"),
  explainPrev: $("explain-prev"),
  explainNext: $("explain-next"),
  explainClose: $("explain-close"),
  explainSteps: $("explain-steps"),
};

/** The buttons that start a job on the solver worker: disabled while one runs. */
const JOB_BUTTONS = [els.solve, els.check, els.hint, els.explain, els.newPuzzle];

/** What is saved and restored. */
const state = {
  givens: new Uint8Array(81),
  entries: new Uint8Array(81),
  solved: new Uint8Array(81),
  /** Per cell, the candidates removed by applied hints (bit d - 1 for digit d). */
  removed: new Uint16Array(81),
  locked: false,
  pencil: false,
  copyFormat: "line",
  theme: "auto",
  level: "medium",
  symmetry: "rotate180",
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
  /** The hint shown: `{ step, cells, marks }` (the position it starts from), or null. */
  hint: null,
  /** The solve path shown: `{ steps, positions, index }`, or null. */
  explain: null,
  /** The puzzle (its 81-digit line) the grade shown or being computed is for. */
  gradeKey: null,
  gradeTimer: 0,
  gradeSeq: 0,
  /** Grade requests sent and not yet answered. */
  gradesPending: 0,
};

/** Grid snapshots for Undo and Redo. */
const edits = { undo: [], redo: [] };

/** Quick requests (parse, validate, candidates, format) and long ones (solve, check)
 *  go to separate workers, so live validation keeps working while a solve runs. The
 *  second starts once the first has loaded, from the cached scripts and shared module. */
const quick = new SolverWorker({ name: "sudoku-quick" });
const solver = new SolverWorker({ name: "sudoku-solver", startAfter: settled(quick) });
/** The grade of the puzzle is computed on a worker of its own, in the background: a grade
 *  made stale by an edit is stopped (the worker replaced) instead of waited for, and
 *  neither live validation nor Solve ever waits behind one. */
const grader = new SolverWorker({ name: "sudoku-grade", startAfter: settled(solver) });

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
    // The digit a shown step places, drawn over the blank cell.
    const ghost = document.createElement("span");
    ghost.className = "ghost";
    ghost.setAttribute("aria-hidden", "true");
    cell.append(input, marks, ghost);
    els.grid.append(cell);
    built.push({ cell, input, marks: [...marks.children], ghost });
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

/** The step drawn over the grid (a hint's, or the solve path's current one) and the
 *  position it starts from: `{ digits, marks, step }`; null when none is shown. On the
 *  solve path's last position `step` is null (the grid is solved). */
function shownStep() {
  if (view.explain) {
    const { positions, steps, index } = view.explain;
    return { ...positions[index], step: steps[index] ?? null };
  }
  if (view.hint) return { digits: view.hint.cells, marks: view.hint.marks, step: view.hint.step };
  return null;
}

/** What a step highlights: pattern cells, the cells of its units, the digits it places
 *  and, per cell, the candidates it removes (a mask). */
function highlightsOf(step) {
  const pattern = new Set(step?.cells ?? []);
  const units = new Set((step?.units ?? []).flatMap(unitCells));
  const place = new Map((step?.placements ?? []).map(({ cell, digit }) => [cell, digit]));
  const remove = new Map();
  for (const { cell, digit } of step?.eliminations ?? []) remove.set(cell, (remove.get(cell) ?? 0) | (1 << (digit - 1)));
  return { pattern, units, place, remove };
}

function render() {
  const conflictCells = new Set();
  const conflictUnits = new Set();
  for (const conflict of view.conflicts) {
    conflict.cells.forEach((c) => conflictCells.add(c));
    unitCells(conflict.unit).forEach((c) => conflictUnits.add(c));
  }
  const shown = shownStep();
  const lit = highlightsOf(shown?.step);
  const active = view.focused && !shown ? view.active : -1;
  const activeDigit = active >= 0 ? shownDigit(active) : 0;
  for (let i = 0; i < 81; i++) {
    const { cell, input, marks, ghost } = cells[i];
    const digit = shown ? shown.digits[i] : shownDigit(i);
    const kind = state.givens[i]
      ? "given"
      : state.entries[i]
        ? "entry"
        : (shown ? digit : state.solved[i])
          ? "solved"
          : "blank";
    const text = digit ? String(digit) : "";
    if (input.value !== text) input.value = text;
    cell.dataset.kind = kind;
    input.readOnly = view.explain !== null || (state.locked && kind === "given");
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
    cell.classList.toggle("hint-cell", lit.pattern.has(i));
    cell.classList.toggle("hint-unit", lit.units.has(i));
    cell.classList.toggle("hint-place", lit.place.has(i));
    cell.classList.toggle("hint-remove", lit.remove.has(i));
    ghost.textContent = lit.place.has(i) ? String(lit.place.get(i)) : "";
    const mask = digit ? 0 : shown ? shown.marks[i] : state.pencil && view.marks ? view.marks[i] & ~state.removed[i] : 0;
    const marksKnown = shown !== null || (state.pencil && view.marks !== null);
    renderMarks(i, digit, mask, marksKnown, lit, marks, input);
  }
  els.grid.classList.toggle("pencil", state.pencil || shown !== null);
  els.grid.classList.toggle("showing-step", shown !== null);
  els.stepLegend.hidden = shown === null;
  els.pencil.setAttribute("aria-pressed", String(state.pencil));
  els.lock.setAttribute("aria-pressed", String(state.locked));
  els.undo.disabled = edits.undo.length === 0;
  els.redo.disabled = edits.redo.length === 0;
}

/** Draws cell `i`'s candidates (`mask`) and says them, and the shown step's part in the
 *  cell, in the cell's description. */
function renderMarks(i, digit, mask, marksKnown, lit, marks, input) {
  const removing = lit.remove.get(i) ?? 0;
  const digits = [];
  marks.forEach((mark, k) => {
    const on = (mask & (1 << k)) !== 0; // bit d - 1 is digit d
    mark.classList.toggle("on", on);
    mark.classList.toggle("elim", on && (removing & (1 << k)) !== 0);
    if (on) digits.push(k + 1);
  });
  const parts = [];
  if (marksKnown && !digit) parts.push(digits.length ? `candidates ${digits.join(", ")}` : "no candidates");
  if (lit.place.has(i)) parts.push(`the step places ${lit.place.get(i)} here`);
  if (removing) parts.push(`the step removes ${digits.filter((d) => removing & (1 << (d - 1))).join(" and ")} here`);
  if (lit.pattern.has(i)) parts.push("part of the step's pattern");
  else if (lit.units.has(i)) parts.push("in the step's units");
  if (parts.length) input.setAttribute("aria-description", parts.join("; "));
  else input.removeAttribute("aria-description");
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
    removed: state.removed.slice(),
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
  state.removed = shot.removed;
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

/** After any change of the grid: forget stale marks and steps, save, redraw, validate
 *  and grade again. */
function changed() {
  view.wrong.clear();
  view.errorCells.clear();
  closeSteps();
  save();
  syncHash();
  render();
  refresh();
  scheduleGrade();
}

/** Puts `digit` (0 clears) in cell `i`: a given while unlocked, an entry while locked. */
function setDigit(i, digit) {
  if (view.explain) {
    say("The grid shows the solve path: close it (Esc) to change the grid.");
    return;
  }
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
    // Candidates removed from the old puzzle say nothing about the new one.
    state.removed.fill(0);
  }
  // Any edit makes a shown solution stale.
  state.solved.fill(0);
  changed();
}

/** Replaces the grid with a puzzle read from text, a link or a file, or generated; the
 *  givens lock. `after` is said after the count of givens. */
function loadPuzzle(puzzle, how, after = "Type your answers, or press Solve.") {
  remember();
  state.givens = Uint8Array.from(puzzle);
  state.entries = new Uint8Array(81);
  state.solved = new Uint8Array(81);
  state.removed = new Uint16Array(81);
  state.locked = true;
  say(`${how}: ${plural(state.givens.filter(Boolean).length, "given")}, locked. ${after}`, "ok");
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
  state.removed = new Uint16Array(81);
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
  JOB_BUTTONS.forEach((button) => (button.disabled = true));
  try {
    return await worker.request(op, args);
  } finally {
    clearTimeout(timer);
    view.jobWorker = null;
    els.job.hidden = true;
    JOB_BUTTONS.forEach((button) => (button.disabled = false));
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
  closeSteps();
  render();
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
  // One search finds the solution and counts to 2: `ms` covers both.
  say(`Solved in ${formatMs(result.ms)} with the uniqueness check: ${uniqueness}.`, "ok");
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
  closeSteps();
  render();
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

// ---------------------------------------------------------------- hint and the solve path

/** Hides the hint and the solve path; the grid shows its own digits again. */
function closeSteps() {
  view.hint = null;
  view.explain = null;
  els.hintPanel.hidden = true;
  els.explainPanel.hidden = true;
}

/** Closes the hint or the solve path at the user's request, and says so. */
function closeStepsByUser(what) {
  const panel = what === "hint" ? els.hintPanel : els.explainPanel;
  const hadFocus = panel.contains(document.activeElement);
  closeSteps();
  render();
  say(what === "hint" ? "Hint closed." : "Solve path closed: the grid is as it was.");
  if (hadFocus) (what === "hint" ? els.hint : els.explain).focus();
}

/** Reports a hint or a solve path that could not be made (the grid is unchanged). */
function reportStepFailure(error, what) {
  if (error.code === "NoSolution" && state.entries.some(Boolean)) {
    say(`No ${what}: with your entries the puzzle has no solution, so at least one of them is wrong. Check marks the wrong ones.`, "error");
    return;
  }
  if (error.code === "NoSolution") {
    say(`No ${what}: the puzzle has no solution.`, "error");
    return;
  }
  reportFailure(error);
}

/** Shows the next logic step from the grid as it is (with the candidates removed so far). */
async function showHint() {
  closeSteps();
  render();
  const puzzle = puzzleCells();
  let result;
  try {
    result = await job(solver, "hint", { cells: puzzle, removed: state.removed }, "Looking for a hint…");
  } catch (error) {
    reportStepFailure(error, "hint");
    return;
  }
  if (gridChangedSince(puzzle)) return;
  const { step, marks } = result;
  if (step === null) {
    say("Every cell is filled: there is nothing left to hint.", "ok");
    return;
  }
  view.hint = { step, cells: puzzle, marks };
  const guess = step.technique === "Guess";
  els.hintPanel.dataset.kind = guess ? "guess" : "step";
  els.hintTitle.textContent = guess ? "No technique applies. Fallback: a guess" : `Hint: ${step.technique} (${step.level})`;
  els.hintText.textContent = step.text;
  els.hintApply.textContent = guess ? "Apply the guess" : "Apply";
  els.hintPanel.hidden = false;
  render();
  say(
    guess
      ? "No technique applies here; the hint offers a guess instead, labelled as one."
      : `Hint: ${step.technique}. Apply it, or close the hint (Esc).`,
  );
  els.hintApply.focus({ preventScroll: true });
  reveal(els.hintPanel);
}

/** Plays the shown hint on the grid: its placements become entries (givens while the
 *  grid has no puzzle yet), its eliminations leave the pencil marks. */
function applyHint() {
  if (!view.hint) return;
  const { step } = view.hint;
  remember();
  // The givens typed so far are the puzzle: what the hint places is an answer.
  const locking = !state.locked && state.givens.some(Boolean);
  if (locking) state.locked = true;
  for (const { cell, digit } of step.placements) {
    if (state.locked) state.entries[cell] = digit;
    else state.givens[cell] = digit;
  }
  for (const { cell, digit } of step.eliminations) state.removed[cell] |= 1 << (digit - 1);
  state.solved.fill(0);
  changed();
  const placed = step.placements.map(({ cell, digit }) => `${cellName(cell)} is ${digit}`);
  const removed = step.eliminations.length
    ? `${stepSummary({ placements: [], eliminations: step.eliminations }).replace(/^removes/, "removed")} ${state.pencil ? "" : "(Pencil marks shows the candidates left)"}`.trim()
    : "";
  say(`${locking ? "Givens locked. " : ""}Applied: ${[...placed, removed].filter(Boolean).join("; ")}.`, "ok");
  els.hint.focus();
}

/** Shows the solve path from the grid as it is, at its first step. */
async function showExplain() {
  closeSteps();
  render();
  const puzzle = puzzleCells();
  let result;
  try {
    result = await job(solver, "explain", { cells: puzzle }, "Finding the solve path…");
  } catch (error) {
    reportStepFailure(error, "solve path");
    return;
  }
  if (gridChangedSince(puzzle)) return;
  const { steps, positions } = result;
  if (steps.length === 0) {
    say("Every cell is filled: there is no path left to explain.", "ok");
    return;
  }
  view.explain = { steps, positions, index: 0 };
  const guesses = steps.filter((step) => step.technique === "Guess").length;
  const from = state.entries.some(Boolean) ? "from the grid with your entries" : "from the givens";
  els.explainTitle.textContent = `Solve path: ${plural(steps.length, "step")}`;
  els.explainSteps.replaceChildren(
    ...steps.map((step, k) => stepItem(k, `${k + 1}. ${step.technique === "Guess" ? "Guess" : step.technique}: ${stepSummary(step)}`)),
    stepItem(steps.length, "Solved"),
  );
  els.explainPanel.hidden = false;
  goToStep(0);
  say(
    `The solve path ${from}: ${plural(steps.length, "step")}${guesses ? `, ${plural(guesses, "guess", "guesses")} among them (where no technique applies)` : ""}. Walk it with Next and Previous, or the arrow keys.`,
  );
  els.explainNext.focus({ preventScroll: true });
  reveal(els.explainPanel);
}

/** One entry of the list of steps: a button that shows that step. */
function stepItem(k, text) {
  const item = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "step-item";
  button.dataset.step = String(k);
  button.textContent = text;
  item.append(button);
  return item;
}

/** Shows position `k` of the solve path: the grid before step `k` with that step
 *  highlighted, or, past the last step, the solution. */
function goToStep(k) {
  const shown = view.explain;
  if (!shown) return;
  const last = shown.steps.length;
  const index = Math.max(0, Math.min(k, last));
  shown.index = index;
  const step = shown.steps[index];
  if (step) {
    els.explainPosition.textContent = `Step ${index + 1} of ${last}: ${step.technique} (${step.level})`;
    els.explainText.textContent = step.text;
  } else {
    els.explainPosition.textContent = `Solved, after ${plural(last, "step")}`;
    els.explainText.textContent = "Every cell is filled: this is the solution.";
  }
  els.explainPrev.disabled = index === 0;
  els.explainNext.disabled = index === last;
  const focusInList = els.explainSteps.contains(document.activeElement);
  for (const button of els.explainSteps.querySelectorAll("button")) {
    const current = Number(button.dataset.step) === index;
    button.tabIndex = current ? 0 : -1; // one tab stop; the arrow keys move within
    if (current) button.setAttribute("aria-current", "step");
    else button.removeAttribute("aria-current");
  }
  const current = els.explainSteps.querySelector(`button[data-step="${index}"]`);
  if (focusInList) current.focus({ preventScroll: true });
  // Keeps the current step in view inside the list, without scrolling the page.
  const list = els.explainSteps;
  const top = current.offsetTop - list.offsetTop;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + current.offsetHeight - list.clientHeight;
  // A disabled button loses the focus: hand it to its partner.
  if (document.activeElement === els.explainNext && els.explainNext.disabled) els.explainPrev.focus();
  if (document.activeElement === els.explainPrev && els.explainPrev.disabled) els.explainNext.focus();
  render();
}

function onExplainKeydown(event) {
  if (!view.explain || event.altKey || event.ctrlKey || event.metaKey) return;
  const { index, steps } = view.explain;
  const moves = {
    ArrowRight: index + 1,
    ArrowDown: index + 1,
    PageDown: index + 1,
    ArrowLeft: index - 1,
    ArrowUp: index - 1,
    PageUp: index - 1,
    Home: 0,
    End: steps.length,
  };
  if (!(event.key in moves)) return;
  event.preventDefault();
  goToStep(moves[event.key]);
}

/** Scrolls the grid and a step's panel into view: both when they fit the window, else
 *  the grid from its top (the panel, right under it, follows as far as it fits). */
function reveal(panel) {
  const top = els.grid.getBoundingClientRect().top;
  const bottom = panel.getBoundingClientRect().bottom;
  if (top >= 0 && bottom <= innerHeight) return;
  window.scrollBy(0, top >= 0 && bottom - top <= innerHeight ? bottom - innerHeight : top);
}

// ---------------------------------------------------------------- grade

/** Asks for the grade of the puzzle once it has stopped changing for a moment. */
function scheduleGrade() {
  const puzzle = sharedPuzzle();
  const key = linkLine(puzzle);
  if (key === view.gradeKey) return;
  view.gradeKey = key;
  clearTimeout(view.gradeTimer);
  view.gradeSeq += 1; // whatever is on its way is for another puzzle
  els.grade.setAttribute("aria-busy", "true");
  if (els.grade.dataset.level === "none" && puzzle.some(Boolean)) {
    // No grade to leave dimmed meanwhile: say what is happening instead.
    els.gradeLevel.textContent = "–";
    els.gradeDetail.textContent = "grading…";
  }
  view.gradeTimer = setTimeout(() => gradeNow(puzzle, key), GRADE_DELAY_MS);
}

async function gradeNow(puzzle, key) {
  if (!puzzle.some(Boolean)) {
    showGrade(key, { empty: true });
    return;
  }
  // A grade still running is for an older puzzle: stop it rather than wait for it.
  if (view.gradesPending > 0) grader.cancel();
  const seq = ++view.gradeSeq;
  view.gradesPending += 1;
  try {
    const grade = await grader.request("grade", { cells: puzzle });
    if (seq === view.gradeSeq) showGrade(key, { grade });
  } catch (error) {
    if (seq !== view.gradeSeq || error.code === CANCELLED) return;
    // A worker that died mid-grade is restarted, and its restart asks again (a newer
    // `gradeSeq`); one that stopped for good leaves this as its last word.
    if (error.code === WORKER_DIED) showGrade(key, { failed: error.message });
    else showGrade(key, { error });
  } finally {
    view.gradesPending -= 1;
  }
}

/** A grade that is already known (a generated puzzle comes with its own). */
function setGrade(puzzle, grade) {
  clearTimeout(view.gradeTimer);
  view.gradeSeq += 1;
  view.gradeKey = linkLine(puzzle);
  showGrade(view.gradeKey, { grade });
}

/** Writes the grade line: the level and the hardest technique, or why there is none. */
function showGrade(key, { grade = null, error = null, empty = false, failed = null }) {
  let level = "none";
  let badge = "–";
  let detail;
  if (empty) {
    detail = "no puzzle yet: type or paste one, or press New puzzle";
  } else if (failed) {
    detail = `not available: ${failed.replace(/\.+$/, "")}`;
  } else if (error) {
    const reasons = {
      ConflictingGivens: "not graded: two givens clash",
      NoSolution: "not graded: the puzzle has no solution",
      BudgetExceeded: "not graded: the search ran out of budget",
    };
    detail = reasons[error.code] ?? `not graded: ${error.message}`;
  } else if (!grade.unique) {
    level = grade.level;
    badge = "Several solutions";
    detail = "logic alone cannot finish it";
  } else if (grade.hardestTechnique === null) {
    level = grade.level;
    badge = capitalize(grade.level);
    detail = "every cell is given";
  } else {
    level = grade.level;
    badge = capitalize(grade.level);
    detail = `hardest technique ${grade.hardestTechnique}, score ${grade.score}`;
  }
  els.grade.dataset.level = level;
  els.grade.dataset.puzzle = key ?? "";
  els.grade.removeAttribute("aria-busy");
  els.gradeLevel.textContent = badge;
  els.gradeDetail.textContent = detail;
}

// ---------------------------------------------------------------- new puzzle

/** A seed for `generate`: a random whole number below 2^53. */
function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return ((high % (SEED_LIMIT / 2 ** 32)) * 2 ** 32 + low) % SEED_LIMIT;
}

/** Generates a puzzle of the chosen level and symmetry (in the solver worker) and loads it. */
async function newPuzzle() {
  const { level, symmetry } = state;
  const seed = randomSeed();
  const symmetryWords = SYMMETRY_WORDS[symmetry] ?? `${els.newSymmetry.selectedOptions[0].textContent} symmetry`;
  closeSteps();
  render();
  let result;
  try {
    result = await job(solver, "generate", { seed, level, symmetry }, `Generating a ${level} puzzle…`);
  } catch (error) {
    reportFailure(error);
    return;
  }
  const reached = result.reached
    ? ""
    : ` No ${level} puzzle turned up within the budget (${plural(result.attempts, "attempt")}); this is the closest: ${result.grade.level}.`;
  setGrade(result.puzzle, result.grade);
  loadPuzzle(
    result.puzzle,
    `New ${result.grade.level} puzzle (${symmetryWords}, seed ${seed}, made in ${formatMs(result.ms)})`,
    `${reached} Type your answers, or press Hint.`.trim(),
  );
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
    removed: Array.from(state.removed),
    locked: state.locked,
    pencil: state.pencil,
    copyFormat: state.copyFormat,
    theme: state.theme,
    level: state.level,
    symmetry: state.symmetry,
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
    if (isMaskList(saved.removed)) state.removed = Uint16Array.from(saved.removed);
  }
  state.locked = saved.locked === true;
  state.pencil = saved.pencil === true;
  if (Object.hasOwn(STYLE_NAMES, saved.copyFormat)) state.copyFormat = saved.copyFormat;
  if (["auto", "light", "dark"].includes(saved.theme)) state.theme = saved.theme;
  if (hasOption(els.newLevel, saved.level)) state.level = saved.level;
  if (hasOption(els.newSymmetry, saved.symmetry)) state.symmetry = saved.symmetry;
  return state.givens.some(Boolean) || state.entries.some(Boolean);
}

/** Whether `value` is 81 candidate masks (whole numbers 0-511). */
function isMaskList(value) {
  return Array.isArray(value) && value.length === 81 && value.every((m) => Number.isInteger(m) && m >= 0 && m <= 0x1ff);
}

function hasOption(select, value) {
  return [...select.options].some((option) => option.value === value);
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

/** Shows the saved settings: the theme, and the choices of the menus. */
function applySettings() {
  document.documentElement.dataset.theme = state.theme;
  els.theme.value = state.theme;
  els.copyFormat.value = state.copyFormat;
  els.newLevel.value = state.level;
  els.newSymmetry.value = state.symmetry;
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
  } else if (event.key === "Escape" && (view.explain || view.hint)) {
    event.preventDefault();
    closeStepsByUser(view.explain ? "explain" : "hint");
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
  els.hint.addEventListener("click", showHint);
  els.hintApply.addEventListener("click", applyHint);
  els.hintClose.addEventListener("click", () => closeStepsByUser("hint"));
  els.explain.addEventListener("click", showExplain);
  els.explainPrev.addEventListener("click", () => goToStep(view.explain.index - 1));
  els.explainNext.addEventListener("click", () => goToStep(view.explain.index + 1));
  els.explainClose.addEventListener("click", () => closeStepsByUser("explain"));
  els.explainPanel.addEventListener("keydown", onExplainKeydown);
  els.explainSteps.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-step]");
    if (button) goToStep(Number(button.dataset.step));
  });
  els.newPuzzle.addEventListener("click", newPuzzle);
  els.newLevel.addEventListener("change", () => {
    state.level = els.newLevel.value;
    save();
  });
  els.newSymmetry.addEventListener("change", () => {
    state.symmetry = els.newSymmetry.value;
    save();
  });
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
    applySettings();
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
      JOB_BUTTONS.forEach((button) => (button.disabled = true));
    });
  }
  grader.addEventListener("restart", () => {
    // A grade that killed its worker: the replacement tries once more.
    view.gradeKey = null;
    scheduleGrade();
  });
  grader.addEventListener("failed", (event) => {
    showGrade(view.gradeKey, { failed: event.detail });
  });
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
  applySettings();
  wire();
  render();
  if (restored) say("Your grid is back as you left it.");
  const opened = await openLinkedPuzzle();
  if (!opened) {
    syncHash();
    refresh();
    scheduleGrade();
  }
  await ready;
  performance.mark("sudoku:interactive");
  document.documentElement.dataset.solver = "ready";
  if (els.status.textContent === "Loading the solver…") {
    say("Ready. Type a puzzle, paste one into any cell, or drop a file of puzzles on the page.");
  }
}

start();
