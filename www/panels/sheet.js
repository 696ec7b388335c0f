// A printed sheet: several new puzzles of the chosen level (or rating band) and symmetry on one page,
// made one after another on the solver worker, then printed. The grid on screen is not
// touched; the sheet is shown only in print.

import { generateRequest, madeName, randomSeed } from "./generate.js";
import { capitalize } from "../status.js";

export class SheetPanel {
  #ctx;
  #els;

  /** `ctx`: `{ store, jobs, solver, say, reportFailure }`; `els`: `{ count, sheet }`
   *  (the page's Print a sheet button calls `print`). */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    window.addEventListener("afterprint", () => document.body.classList.remove("printing-sheet"));
  }

  async print() {
    const { store, jobs, solver, say } = this.#ctx;
    const count = Number(this.#els.count.value);
    const made = [];
    let name = "";
    for (let k = 0; k < count; k++) {
      try {
        const seed = randomSeed();
        const request = generateRequest(store.settings, seed);
        name = request.name;
        const result = await jobs.run(solver, "generate", request.options, `Generating puzzle ${k + 1} of ${count}…`);
        made.push({ puzzle: result.puzzle, level: madeName(request, result.grade), seed });
      } catch (error) {
        this.#ctx.reportFailure(error);
        return;
      }
    }
    this.#els.sheet.replaceChildren(...made.map((entry, k) => figure(entry, k)));
    this.#els.sheet.dataset.count = String(count);
    document.body.classList.add("printing-sheet");
    say(`A sheet of ${count} ${name} puzzles is ready: printing. (Each names its seed: New puzzle's status line makes it again.)`, "ok");
    window.print();
  }
}

/** One puzzle of the sheet: its grid of givens and a caption with its level (or rating) and seed. */
function figure({ puzzle, level, seed }, k) {
  const item = document.createElement("figure");
  item.className = "sheet-puzzle";
  const grid = document.createElement("div");
  grid.className = "sheet-grid";
  puzzle.forEach((digit, i) => {
    const cell = document.createElement("span");
    cell.className = "sheet-cell";
    if (i % 9 === 2 || i % 9 === 5) cell.classList.add("box-right");
    if (Math.floor(i / 9) === 2 || Math.floor(i / 9) === 5) cell.classList.add("box-bottom");
    cell.textContent = digit ? String(digit) : "";
    grid.append(cell);
  });
  const caption = document.createElement("figcaption");
  caption.textContent = `${k + 1}. ${capitalize(level)} · seed ${seed}`;
  item.append(grid, caption);
  return item;
}
