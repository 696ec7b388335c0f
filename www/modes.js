// What a digit typed or tapped does, as SudokuPad has it: four entry modes (a digit, a
// corner mark, a centre mark, a colour), picked with the mode buttons, with Z, X, C and V,
// cycled with Space, or held for one key: Shift for a corner mark, Ctrl (Cmd on a Mac)
// for a centre mark, both for a colour. No DOM here.

import { valueOfKey } from "./layout.js";

/** The modes, in the order the buttons show them and Space cycles them. */
export const MODES = Object.freeze(["digit", "corner", "centre", "colour"]);

/** Each mode's name on its button, and what the status line says when it is picked. */
export const MODE_WORDS = Object.freeze({
  digit: { name: "Digit", said: "Digit mode: digits go into the cells." },
  corner: { name: "Corner", said: "Corner mode: digits are corner marks (where a digit can go)." },
  centre: { name: "Centre", said: "Centre mode: digits are centre marks (what a cell can hold)." },
  colour: { name: "Colour", said: "Colour mode: 1 to 9 colour the cells, 0 takes the colour off." },
});

/** The cell colours, palette index 1 to 9 (0: none), as the swatches name them. */
export const COLOURS = Object.freeze(["yellow", "green", "blue", "pink", "orange", "purple", "grey", "red", "teal"]);

/** The keys that pick a mode (SudokuPad's: the bottom row of a QWERTY keyboard). */
const MODE_KEYS = Object.freeze({ z: "digit", x: "corner", c: "centre", v: "colour" });

/** The mode after `mode` (before it with `back`), wrapping around. */
export function nextMode(mode, back = false) {
  const k = MODES.indexOf(mode);
  const n = MODES.length;
  return MODES[(Math.max(k, 0) + (back ? n - 1 : 1)) % n];
}

/** The mode a key typed with these modifiers writes in: Shift a corner mark, Ctrl (or
 *  Cmd) a centre mark, both a colour; no modifier, the mode picked. */
export function modeOfModifiers(mode, { shift = false, ctrl = false } = {}) {
  if (shift && ctrl) return "colour";
  if (shift) return "corner";
  if (ctrl) return "centre";
  return mode;
}

/** The mode key `key` picks in an N×N grid (Z, X, C, V), or null. A letter that is a
 *  value of the grid (C is 12 from 12×12 up) types that value instead. */
export function modeOfKey(key, size) {
  const mode = MODE_KEYS[String(key).toLowerCase()];
  if (!mode || valueOfKey(key, size) !== null) return null;
  return mode;
}

/** The value of the key that `code` names (`KeyboardEvent.code`: the key itself, whatever
 *  Shift or Ctrl make of it): Digit1-9 and Numpad1-9 are 1-9, KeyA-KeyP 10-25, up to N. */
export function valueOfCode(code, size) {
  let value = null;
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(code);
  const letter = /^Key([A-Z])$/.exec(code);
  if (digit) value = Number(digit[1]);
  else if (letter) value = letter[1].charCodeAt(0) - 55;
  return value !== null && value >= 1 && value <= size ? value : null;
}
