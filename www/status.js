// The status line (`role="status"`): the page's one place for what just happened.

export class Status {
  #el;

  constructor(el) {
    this.#el = el;
  }

  /** Writes `text`; `kind` is info, ok or error (drawn with a cue besides colour). */
  say(text, kind = "info") {
    this.#el.textContent = text;
    this.#el.dataset.kind = kind;
  }

  get text() {
    return this.#el.textContent;
  }
}

export const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A time in ms the way the status line says it. */
export function formatMs(ms) {
  if (ms < 0.1) return "under 0.1 ms";
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}
