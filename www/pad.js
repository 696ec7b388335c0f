// The on-screen digit pad: one button per value of the grid in play (1 to N: 1-9, then
// A for 10 to P for 25, as the grid shows them and the keyboard types them), then Erase.
// `padKeys` and `padColumns` are pure; `DigitPad` owns the pad's value buttons.

import { symbolOf } from "./layout.js";

/** The value buttons of the pad of an N×N grid: `{ value, text, label }`, in order. */
export function padKeys(size) {
  return Array.from({ length: size }, (_, k) => {
    const value = k + 1;
    const text = symbolOf(value);
    return { value, text, label: value > 9 ? `Enter ${value} (${text})` : `Enter ${value}` };
  });
}

/** How many columns the pad of an N×N grid has (its N buttons and Erase): one row up to
 *  4×4, two up to 9×9, three up to 16×16, four beyond, so that each stays thumb-sized. */
export function padColumns(size) {
  const rows = size <= 4 ? 1 : size <= 9 ? 2 : size <= 16 ? 3 : 4;
  return Math.ceil((size + 1) / rows);
}

export class DigitPad {
  #el;
  #size = 0;

  /** `el`: the pad; its Erase button (`data-digit="0"`) stays, the value buttons are made here. */
  constructor(el) {
    this.#el = el;
  }

  /** Shows the buttons of an N×N grid (rebuilt only when N changes). */
  setSize(size) {
    if (size === this.#size) return;
    this.#size = size;
    const erase = this.#el.querySelector('button[data-digit="0"]');
    for (const old of this.#el.querySelectorAll('button[data-digit]:not([data-digit="0"])')) old.remove();
    for (const { value, text, label } of padKeys(size)) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.digit = String(value);
      button.setAttribute("aria-label", label);
      button.textContent = text;
      this.#el.insertBefore(button, erase);
    }
    this.#el.style.setProperty("--pad-columns", String(padColumns(size)));
  }
}
