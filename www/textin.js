// Text in: a puzzle (or a file of them) pasted anywhere, dropped on the page, or picked
// from the batch's failures. One digit pasted into a cell is typed there; a file of
// puzzles goes to the batch panel; anything else is parsed by the engine, and text that
// is not a puzzle leaves the grid as it was, with the engine's reason.

import { CANCELLED, WORKER_DIED } from "./workers.js";
import { MAX_FILE_BYTES } from "./batch.js";
import { isPuzzleFile, plural } from "./sudoku.js";

export class TextIn {
  #ctx;
  #els;

  /** `ctx`: `{ quick, batch, grid, say, enter, load }`; `els`: `{ grid, dropOverlay }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    document.addEventListener("paste", (event) => this.#onPaste(event));
    document.addEventListener("dragover", (event) => {
      if (!droppable(event)) return;
      event.preventDefault();
      els.dropOverlay.hidden = false;
    });
    document.addEventListener("dragleave", (event) => {
      if (event.relatedTarget === null) els.dropOverlay.hidden = true;
    });
    document.addEventListener("drop", (event) => this.#onDrop(event));
  }

  /** Whether `target` takes text itself (a text box that is not a cell of the grid). */
  isTextField(target) {
    return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !this.#els.grid.contains(target));
  }

  /**
   * Takes pasted or dropped text: a digit for one cell, a puzzle, or a file of puzzles.
   * `verb` says how it came ("Pasted", "Dropped"); `file` names the file it came from;
   * `pick`: a failed puzzle of the batch, `verb` naming it.
   */
  async take(text, { cell = null, verb, file = null, pick = false }) {
    const { say, batch } = this.#ctx;
    const from = file ? ` from ${file}` : "";
    const trimmed = text.trim();
    if (trimmed === "") {
      say(`${verb} nothing${from}: there was no text.`);
      return;
    }
    if (cell !== null && /^[0-9.]$/.test(trimmed)) {
      this.#ctx.enter(trimmed === "." ? 0 : Number(trimmed));
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
      puzzle = await this.#ctx.quick.request("parse", { text });
    } catch (error) {
      if (error.code === CANCELLED || error.code === WORKER_DIED) return;
      const what = pick ? verb : `${verb} ${file ? `file ${file}` : "text"}`;
      say(`${what} is not a puzzle: ${error.message}. The grid is unchanged.`, "error");
      return;
    }
    if (pick) {
      this.#ctx.load(puzzle, `${verb}, loaded`, "It was not solved in the batch: Solve or Hint say why.");
      this.#ctx.grid.focus(0, { preventScroll: true });
      return;
    }
    this.#ctx.load(puzzle, `${verb} a puzzle${from}`);
  }

  #onPaste(event) {
    if (this.isTextField(event.target)) return;
    event.preventDefault();
    const inGrid = this.#els.grid.contains(event.target);
    this.take(event.clipboardData?.getData("text/plain") ?? "", { cell: inGrid ? this.#ctx.grid.active : null, verb: "Pasted" });
  }

  async #onDrop(event) {
    if (!droppable(event)) return;
    event.preventDefault();
    this.#els.dropOverlay.hidden = true;
    const file = event.dataTransfer.files[0];
    if (!file) {
      this.take(event.dataTransfer.getData("text/plain"), { verb: "Dropped" });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      this.#ctx.say(`${file.name} is ${(file.size / 1048576).toFixed(0)} MB; files up to ${MAX_FILE_BYTES / 1048576} MB can be read. The grid is unchanged.`, "error");
      return;
    }
    this.take(await file.text(), { verb: "Dropped", file: file.name });
  }
}

function droppable(event) {
  const types = event.dataTransfer?.types ?? [];
  return types.includes("Files") || types.includes("text/plain");
}
