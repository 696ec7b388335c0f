// The constraints of a variant puzzle drawn over the grid: one SVG, sized to the grid by
// style.css, its viewBox in grid units (draw.js). Only attributes and textContent are
// set: nothing from the puzzle becomes markup.

import { hasOutsideClues, shapesOf } from "./draw.js";

const SVG = "http://www.w3.org/2000/svg";
const round = (x) => String(Math.round(x * 1000) / 1000);

/** An SVG element for one shape of draw.js. */
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
