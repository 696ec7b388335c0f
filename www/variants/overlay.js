// The constraints of a variant puzzle drawn over the grid: one SVG, sized to the grid by
// style.css, its viewBox in grid units (draw.js); and a second one above the pencil marks
// for the step a hint or the solve path shows (stepdraw.js's shapes). Only attributes
// and textContent are set: nothing from the puzzle becomes markup.

import { hasOutsideClues, shapesOf } from "./draw.js";

const SVG = "http://www.w3.org/2000/svg";
const round = (x) => String(Math.round(x * 1000) / 1000);

/** An SVG element for one shape of draw.js or stepdraw.js. */
function element(shape) {
  const el = document.createElementNS(SVG, shape.kind);
  el.setAttribute("class", shape.class);
  switch (shape.kind) {
    case "line":
      for (const key of ["x1", "y1", "x2", "y2"]) el.setAttribute(key, round(shape[key]));
      break;
    case "polyline":
      el.setAttribute("points", shape.points.map(([x, y]) => `${round(x)},${round(y)}`).join(" "));
      break;
    case "path": {
      const [[x1, y1], [cx, cy], [x2, y2]] = shape.points;
      el.setAttribute("d", `M${round(x1)} ${round(y1)}Q${round(cx)} ${round(cy)} ${round(x2)} ${round(y2)}`);
      break;
    }
    case "circle":
      for (const key of ["cx", "cy", "r"]) el.setAttribute(key, round(shape[key]));
      break;
    case "rect":
      for (const key of ["x", "y", "width", "height"]) el.setAttribute(key, round(shape[key]));
      break;
    case "text":
      el.setAttribute("x", round(shape.x));
      el.setAttribute("y", round(shape.y));
      el.setAttribute("font-size", round(shape.size));
      if (shape.anchor) el.setAttribute("text-anchor", shape.anchor);
      el.textContent = shape.text;
      break;
  }
  return el;
}

/**
 * Draws `puzzle`'s constraints into `svg` (an <svg> laid over the grid), or clears it for
 * null. Returns whether the grid needs room for clues outside it.
 */
export function drawConstraints(svg, puzzle) {
  if (!puzzle) {
    svg.replaceChildren();
    // An <svg> has no `hidden` property (that is HTMLElement's): the attribute it is.
    svg.setAttribute("hidden", "");
    return false;
  }
  const n = puzzle.size;
  svg.setAttribute("viewBox", `0 0 ${n} ${n}`);
  svg.replaceChildren(...shapesOf(puzzle).map(element));
  svg.removeAttribute("hidden");
  return hasOutsideClues(puzzle);
}

/**
 * Draws `shapes` (a step's, from stepdraw.js) for an N×N grid in the <svg> laid over
 * `overlay` (the constraints' <svg>) and the pencil marks, made the first time; hidden
 * when there are none.
 */
export function drawStep(overlay, shapes, size) {
  let svg = overlay.parentElement.querySelector("#step-overlay");
  if (!svg) {
    svg = document.createElementNS(SVG, "svg");
    svg.id = "step-overlay";
    svg.setAttribute("class", "variant-overlay step-overlay");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    overlay.after(svg);
  }
  if (shapes.length === 0) {
    svg.replaceChildren();
    svg.setAttribute("hidden", "");
    return;
  }
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svg.replaceChildren(...shapes.map(element));
  svg.removeAttribute("hidden");
}
