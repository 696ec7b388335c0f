// The timer (`role="timer"`): the time played on this puzzle. It runs while a puzzle is
// being played and the page is visible, stops when the puzzle is finished, and can be
// hidden (it keeps counting).

import { Stopwatch, formatDuration } from "../clock.js";

export class TimerPanel {
  #ctx;
  #els;
  #watch = new Stopwatch(() => performance.now());
  #tick = 0;

  /** `ctx`: `{ store }`; `els`: `{ timer, toggle }`. */
  constructor(ctx, els) {
    this.#ctx = ctx;
    this.#els = els;
    els.toggle.addEventListener("click", () => ctx.store.setSetting("showTimer", !ctx.store.settings.showTimer));
    document.addEventListener("visibilitychange", () => this.update());
  }

  /** The time played so far, in ms. */
  get elapsed() {
    return this.#watch.elapsed;
  }

  /** Starts or pauses the watch as the game and the page's visibility say, and redraws.
   *  `reset`: take the store's time played (another game, a restart, an undo). */
  update({ reset = false } = {}) {
    const { store } = this.#ctx;
    if (reset) this.#watch.elapsed = store.elapsedMs;
    const playing = store.locked && store.hasPuzzle && store.finishedMs === null;
    if (playing && document.visibilityState === "visible") this.#watch.start();
    else this.#watch.pause();
    store.setElapsed(store.finishedMs ?? this.#watch.elapsed);
    clearInterval(this.#tick);
    if (this.#watch.running) this.#tick = setInterval(() => this.#draw(), 1000);
    this.#draw();
  }

  #draw() {
    const { store } = this.#ctx;
    const ms = store.finishedMs ?? this.#watch.elapsed;
    store.setElapsed(ms);
    const text = formatDuration(ms);
    const els = this.#els;
    if (els.timer.textContent !== text) els.timer.textContent = text;
    els.timer.dataset.state = store.finishedMs !== null ? "finished" : this.#watch.running ? "running" : "paused";
    els.timer.hidden = !store.settings.showTimer;
    els.toggle.setAttribute("aria-pressed", String(store.settings.showTimer));
  }
}
