// The on-screen digit pad: one button per value of the grid in play (1 to N: 1-9, then
// A for 10 to P for 25, as the grid shows them and the keyboard types them), then Erase.
// In Colour mode the buttons are the colours, as in SudokuPad. `padKeys` and
// `padColumns` are pure; `DigitPad` owns the pad's value buttons.

import { symbolOf } from "./layout.js";
import { COLOURS } from "./modes.js";

/** What a pad button writes in each mode, for its accessible name. */
const VERBS = { digit: "Enter", corner: "Corner mark", centre: "Centre mark" };

/** The value buttons of the pad of an N×N grid in entry mode `mode`: `{ value, text,
 *  label, colour }`, in order (`colour`: the palette index a Colour-mode button paints). */
export function padKeys(size, mode = "digit") {
  if (mode === "colour") {
    return COLOURS.map((name, k) => ({ value: k + 1, text: "", label: `Colour ${name}`, colour: k + 1 }));
  }
  const verb = VERBS[mode] ?? VERBS.digit;
  return Array.from({ length: size }, (_, k) => {
    const value = k + 1;
    const text = symbolOf(value);
    return { value, text, label: value > 9 ? `${verb} ${value} (${text})` : `${verb} ${value}`, colour: 0 };
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
  #mode = "digit";

  /** `el`: the pad; its Erase button (`data-digit="0"`) stays, the value buttons are made here. */
  constructor(el) {
    this.#el = el;
  }

  /** Shows the buttons of an N×N grid (rebuilt only when N changes). */
  setSize(size) {
    if (size === this.#size) return;
    this.#size = size;
    this.#build();
  }

  /** Shows the buttons of entry mode `mode` (modes.js). */
  setMode(mode) {
    if (mode === this.#mode) return;
    this.#mode = mode;
    this.#build();
  }

  #build() {
    const erase = this.#el.querySelector('button[data-digit="0"]');
    for (const old of this.#el.querySelectorAll('button[data-digit]:not([data-digit="0"])')) old.remove();
    const keys = padKeys(this.#size, this.#mode);
    for (const { value, text, label, colour } of keys) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.digit = String(value);
      if (colour) button.dataset.colour = String(colour);
      button.setAttribute("aria-label", label);
      button.textContent = text;
      this.#el.insertBefore(button, erase);
    }
    erase.setAttribute("aria-label", this.#mode === "colour" ? "Remove the colour" : "Erase");
    this.#el.dataset.mode = this.#mode;
    this.#el.style.setProperty("--pad-columns", String(padColumns(keys.length)));
  }
}
