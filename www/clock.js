// Time for the timer: a stopwatch that can be paused (the page hides, the puzzle is
// finished) and the way the page writes a duration. No DOM here; the clock is passed in.

/** `0:07`, `4:05`, `1:02:03`: minutes and seconds, hours when there are any. */
export function formatDuration(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** `7 seconds`, `4 minutes 5 seconds`, `1 hour 2 minutes`: a duration in words. */
export function durationWords(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const unit = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (hours > 0) return [unit(hours, "hour"), minutes ? unit(minutes, "minute") : ""].filter(Boolean).join(" ");
  if (minutes > 0) return [unit(minutes, "minute"), seconds ? unit(seconds, "second") : ""].filter(Boolean).join(" ");
  return unit(seconds, "second");
}

export class Stopwatch {
  #now;
  #base = 0;
  #since = null;

  /** `now()` gives the time in ms (performance.now in the page). */
  constructor(now) {
    this.#now = now;
  }

  get running() {
    return this.#since !== null;
  }

  /** The time counted so far. */
  get elapsed() {
    return this.#base + (this.#since === null ? 0 : this.#now() - this.#since);
  }

  /** Sets the time counted so far (a resumed game), keeping it running or paused. */
  set elapsed(ms) {
    this.#base = ms;
    if (this.#since !== null) this.#since = this.#now();
  }

  start() {
    if (this.#since === null) this.#since = this.#now();
  }

  pause() {
    if (this.#since === null) return;
    this.#base += this.#now() - this.#since;
    this.#since = null;
  }
}
