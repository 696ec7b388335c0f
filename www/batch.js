// The batch panel: a file of puzzles, solved in parallel by a pool of workers (one per
// core), in chunks, with progress, throughput, counts, cancel and a results file in
// which line N answers puzzle N (the CLI's `--lines` format).

import { SolverWorker, CANCELLED, WORKER_DIED } from "./workers.js";
import { puzzleLines, plural } from "./sudoku.js";

/** Puzzles per message: big enough that messaging costs little, small enough for smooth progress. */
const CHUNK_SIZE = 500;
const MAX_WORKERS = 16;
/** Files past this size are refused rather than read into memory (about 800,000 puzzles). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
/** Text past this size goes straight to the batch instead of into the text box. */
const TEXTAREA_LIMIT = 200_000;
const CANCELLED_LINE = "error: not solved (the batch was cancelled)";
/** Failed puzzles listed under the counts; the rest are in the results file. */
export const FAILURES_LISTED = 100;

export class BatchPanel {
  #els;
  #source = { name: "puzzles", lines: [] };
  #run = null;
  #results = null;
  #typing = 0;

  /** `els.touch`: a media query that matches on touch screens (where nothing is dropped);
   *  `els.onPick(line, number)`: a failed puzzle was clicked (to load it into the grid). */
  constructor(els) {
    this.#els = els;
    if (els.touch?.matches && this.#source.lines.length === 0) els.source.textContent = this.#emptyWords();
    els.open.addEventListener("click", () => els.file.click());
    els.file.addEventListener("change", () => this.#openFile());
    els.start.addEventListener("click", () => this.start());
    els.cancel.addEventListener("click", () => this.cancel());
    els.download.addEventListener("click", () => this.#download());
    els.failureList.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-puzzle]");
      if (!button) return;
      const k = Number(button.dataset.puzzle);
      els.onPick?.(this.#results?.lines[k] ?? "", k + 1);
    });
    els.text.addEventListener("input", () => {
      clearTimeout(this.#typing);
      this.#typing = setTimeout(() => this.#useText(els.text.value, "puzzles", false), 150);
    });
    els.text.addEventListener("paste", (event) => {
      const text = event.clipboardData?.getData("text/plain") ?? "";
      if (text.length <= TEXTAREA_LIMIT) return;
      event.preventDefault();
      this.load(text, "pasted puzzles");
    });
  }

  /** Whether a batch is being solved. */
  get running() {
    return this.#run !== null;
  }

  /** Takes a whole file's text as the batch; returns the number of puzzles in it. */
  load(text, name = "puzzles") {
    if (this.#run) return 0;
    this.#els.text.value = text.length <= TEXTAREA_LIMIT ? text : "";
    return this.#useText(text, name, true);
  }

  /** Brings the panel into view and puts the focus on Solve all. */
  reveal() {
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    this.#els.start.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
    this.#els.start.focus({ preventScroll: true });
  }

  #useText(text, name, fromFile) {
    if (this.#run) return 0;
    const lines = puzzleLines(text);
    this.#source = { name, lines };
    this.#results = null;
    const { source, start, download } = this.#els;
    if (lines.length === 0) {
      source.textContent = this.#emptyWords();
    } else if (fromFile && this.#els.text.value === "") {
      source.textContent = `${name}: ${plural(lines.length, "puzzle")} (too long to show here).`;
    } else {
      source.textContent = `${name}: ${plural(lines.length, "puzzle")}.`;
    }
    start.disabled = lines.length === 0;
    download.disabled = true;
    this.#resetProgress(lines.length);
    return lines.length;
  }

  async #openFile() {
    const file = this.#els.file.files[0];
    if (!file || this.#run) return;
    if (file.size > MAX_FILE_BYTES) {
      this.#els.file.value = "";
      this.#say(`${file.name} is ${(file.size / 1048576).toFixed(0)} MB; files up to ${MAX_FILE_BYTES / 1048576} MB can be read.`);
      return;
    }
    const text = await file.text();
    this.#els.file.value = "";
    const count = this.load(text, file.name);
    this.#say(`Opened ${file.name}: ${plural(count, "puzzle")}. Press Solve all.`);
  }

  #emptyWords() {
    return this.#els.touch?.matches ? "No puzzles yet: paste them above, or open a file." : "No puzzles yet: paste them above, open a file, or drop one on the page.";
  }

  #resetProgress(total) {
    const e = this.#els;
    e.progress.max = Math.max(total, 1);
    e.progress.value = 0;
    e.progressLabel.textContent = total ? `Batch progress: 0 of ${total.toLocaleString("en-US")} (0%)` : "Batch progress: idle";
    for (const key of ["solved", "noSolution", "invalid", "gaveUp"]) e[key].textContent = "0";
    e.gaveUpRow.hidden = true;
    e.rate.textContent = "–";
    e.workers.textContent = "–";
    e.failures.hidden = true;
    e.failureList.replaceChildren();
  }

  #say(text) {
    this.#els.status.textContent = text;
  }

  /** Solves every puzzle of the batch. */
  async start() {
    const { lines, name } = this.#source;
    if (this.#run || lines.length === 0) return;
    const chunks = [];
    for (let from = 0; from < lines.length; from += CHUNK_SIZE) chunks.push([from, Math.min(from + CHUNK_SIZE, lines.length)]);
    const size = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, MAX_WORKERS, chunks.length));
    const run = {
      workers: Array.from({ length: size }, (_, k) => this.#poolWorker(k + 1)),
      chunks,
      outputs: new Array(chunks.length),
      next: 0,
      done: 0,
      counts: { solved: 0, noSolution: 0, invalid: 0, gaveUp: 0 },
      started: performance.now(),
      cancelled: false,
      restarts: 0,
    };
    this.#run = run;
    this.#results = null;
    this.#setRunning(true);
    this.#resetProgress(lines.length);
    this.#els.workers.textContent = String(size);
    this.#say(`Solving ${plural(lines.length, "puzzle")} from ${name} with ${plural(size, "worker")}…`);
    try {
      await Promise.all(run.workers.map((worker) => this.#drain(run, worker, lines)));
      this.#finish(run, lines, name);
    } catch (error) {
      if (error.code !== CANCELLED) throw error;
      this.#finish(run, lines, name);
    } finally {
      run.workers.forEach((worker) => worker.terminate());
      this.#run = null;
      this.#setRunning(false);
    }
  }

  /** A worker of the pool; when it dies it is restarted (by SolverWorker) and the user told. */
  #poolWorker(number) {
    const worker = new SolverWorker({ name: `sudoku-batch-${number}`, entry: "core" });
    worker.addEventListener("restart", (event) => {
      if (!this.#run) return;
      this.#run.restarts += 1;
      this.#say(`Worker ${number} stopped unexpectedly (${event.detail}) and was restarted; its puzzles are being solved again.`);
    });
    return worker;
  }

  /** Stops the batch: its workers are terminated at once, freeing them. */
  cancel() {
    const run = this.#run;
    if (!run) return;
    run.cancelled = true;
    run.workers.forEach((worker) => worker.terminate());
  }

  /** One worker's loop: take the next chunk until none is left. A worker that dies is
   *  restarted by SolverWorker; its chunk is tried once more, then reported as failed. */
  async #drain(run, worker, lines) {
    while (run.next < run.chunks.length) {
      const k = run.next++;
      const [from, to] = run.chunks[k];
      const text = lines.slice(from, to).join("\n");
      let result = null;
      for (let attempt = 0; attempt < 2 && result === null; attempt++) {
        try {
          result = await worker.request("solveBatch", { text });
        } catch (error) {
          if (error.code === CANCELLED) throw error;
          if (error.code !== WORKER_DIED || attempt === 1) {
            const line = `error: the solver failed on this part of the batch (${error.message})`;
            result = { output: `${Array(to - from).fill(line).join("\n")}\n`, solved: 0, noSolution: 0, invalid: to - from, gaveUp: 0 };
          }
        }
      }
      run.outputs[k] = result.output;
      for (const key of Object.keys(run.counts)) run.counts[key] += result[key];
      run.done += to - from;
      this.#showProgress(run, lines.length);
    }
  }

  #showProgress(run, total) {
    const e = this.#els;
    const seconds = (performance.now() - run.started) / 1000;
    e.progress.value = run.done;
    const percent = run.done === total ? 100 : Math.floor((run.done / total) * 100);
    const left = run.done < total && seconds >= 1 ? `, about ${timeLeft(((total - run.done) * seconds) / run.done)} left` : "";
    e.progressLabel.textContent = `Batch progress: ${run.done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} (${percent}%)${left}`;
    e.solved.textContent = run.counts.solved.toLocaleString("en-US");
    e.noSolution.textContent = run.counts.noSolution.toLocaleString("en-US");
    e.invalid.textContent = run.counts.invalid.toLocaleString("en-US");
    e.gaveUp.textContent = run.counts.gaveUp.toLocaleString("en-US");
    e.gaveUpRow.hidden = run.counts.gaveUp === 0;
    e.rate.textContent = seconds > 0 ? Math.round(run.done / seconds).toLocaleString("en-US") : "–";
  }

  #finish(run, lines, name) {
    const seconds = (performance.now() - run.started) / 1000;
    const { solved, noSolution, invalid, gaveUp } = run.counts;
    const outcome = `${solved.toLocaleString("en-US")} solved, ${noSolution.toLocaleString("en-US")} without a solution, ${invalid.toLocaleString("en-US")} invalid${gaveUp ? `, ${gaveUp.toLocaleString("en-US")} over the search budget` : ""}`;
    this.#results = { run, name, lines };
    this.#els.download.disabled = false;
    this.#listFailures(run, lines);
    const restarts = run.restarts ? ` ${run.restarts === 1 ? "A worker" : `${run.restarts} workers`} had to be restarted.` : "";
    if (run.cancelled) {
      this.#say(`Cancelled after ${run.done.toLocaleString("en-US")} of ${plural(lines.length, "puzzle")} (${outcome}). The results file marks the rest as not solved.${restarts}`);
    } else {
      const rate = Math.round(lines.length / Math.max(seconds, 1e-3)).toLocaleString("en-US");
      this.#say(`Done: ${plural(lines.length, "puzzle")} in ${seconds.toFixed(2)} s (${rate} puzzles/s): ${outcome}.${restarts}`);
    }
  }

  /** Lists the puzzles that were not solved, with the reason, each a button that loads it. */
  #listFailures(run, lines) {
    const failed = failuresOf(run.chunks, run.outputs);
    const e = this.#els;
    e.failures.hidden = failed.length === 0;
    e.failuresTitle.textContent = `Not solved: ${plural(failed.length, "puzzle")}`;
    e.failureList.replaceChildren(
      ...failed.slice(0, FAILURES_LISTED).map(({ index, reason }) => {
        const item = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.className = "failure";
        button.dataset.puzzle = String(index);
        button.textContent = `Puzzle ${(index + 1).toLocaleString("en-US")}: ${reason}`;
        button.title = lines[index];
        item.append(button);
        return item;
      }),
    );
    const more = failed.length - FAILURES_LISTED;
    e.failuresMore.hidden = more <= 0;
    e.failuresMore.textContent = more > 0 ? `And ${plural(more, "more")}: the results file has every one.` : "";
  }

  #setRunning(running) {
    const e = this.#els;
    e.start.disabled = running || this.#source.lines.length === 0;
    e.cancel.disabled = !running;
    e.open.disabled = running;
    e.text.readOnly = running;
    if (running) e.download.disabled = true;
  }

  /** The results file: line N answers puzzle N; chunks a cancel left unsolved say so. */
  #download() {
    if (!this.#results) return;
    const { run, name } = this.#results;
    const parts = run.chunks.map(([from, to], k) => run.outputs[k] ?? `${Array(to - from).fill(CANCELLED_LINE).join("\n")}\n`);
    const url = URL.createObjectURL(new Blob(parts, { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${name.replace(/\.[^.]*$/, "").replace(/[^\w.+-]+/g, "_") || "puzzles"}.solutions.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: the download reads the blob after this handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/** `8 s`, `3 min` or `2 h 5 min`: a rough time left, rounded up. */
function timeLeft(seconds) {
  if (seconds < 60) return `${Math.ceil(seconds)} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The puzzles a run did not solve: `{ index, reason }` (0-based puzzle number and the
 *  results file's reason), in order. Chunks not reached (cancelled) are not listed. */
export function failuresOf(chunks, outputs) {
  const out = [];
  chunks.forEach(([from], k) => {
    const output = outputs[k];
    if (output === undefined) return;
    output
      .split("\n")
      .forEach((line, j) => {
        if (line.startsWith("error: ")) out.push({ index: from + j, reason: line.slice("error: ".length) });
      });
  });
  return out;
}
