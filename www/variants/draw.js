// The drawing of a variant puzzle's constraints, as plain shapes in grid units: the grid
// spans 0..N on both axes (cell (r, c) is the square [c, c+1] × [r, r+1]); clues outside
// the grid (little killers, sandwiches) sit in the one-cell margin around it. No DOM
// here: `overlay.js` turns the shapes into SVG elements.
//
// A shape is `{ kind, ...geometry, class }`: kind "line" (x1 y1 x2 y2), "polyline"
// (points: [[x, y], ...]), "circle" (cx cy r), "rect" (x y width height), "text" (x y
// text size). `class` names what it draws (style.css colours it), e.g. "cage", "thermo".

/** The centre of cell `cell` in an N×N grid. */
export function centre(size, cell) {
  return [(cell % size) + 0.5, Math.floor(cell / size) + 0.5];
}

/** Whether the puzzle draws anything outside the grid (then the grid needs a margin). */
export function hasOutsideClues(puzzle) {
  return (puzzle.constraints ?? []).some((c) => OUTSIDE_TYPES.has(c.type));
}

/** The constraint types whose clues sit outside the grid. */
const OUTSIDE_TYPES = new Set(["littleKiller", "sandwich", "xSum", "skyscraper"]);

/** Every shape of `puzzle`'s constraints, in drawing order (shading first, text last). */
export function shapesOf(puzzle) {
  const size = puzzle.size;
  const shapes = [];
  const layers = { under: [], lines: [], marks: [], text: [] };
  for (const constraint of puzzle.constraints ?? []) {
    const draw = DRAW[constraint.type];
    if (draw) draw(constraint, size, layers);
  }
  shapes.push(...layers.under, ...layers.lines, ...layers.marks, ...layers.text);
  return shapes;
}

/** The rules a puzzle has that no shape shows (anti-knight, ...), as short phrases. */
export function unseenRules(puzzle) {
  const words = {
    antiKnight: "anti-knight",
    antiKing: "anti-king",
    nonConsecutive: "non-consecutive",
  };
  const negative = { kropkiWhite: "all white dots given", kropkiBlack: "all black dots given", x: "all X given", v: "all V given" };
  const out = [];
  for (const c of puzzle.constraints ?? []) {
    if (words[c.type]) out.push(words[c.type]);
    if (c.type === "negative") out.push(negative[c.mark] ?? c.mark);
  }
  return [...new Set(out)];
}

const points = (size, cells) => cells.map((cell) => centre(size, cell));

/** The point at `distance` from `from` towards `to`. */
function towards([x1, y1], [x2, y2], distance) {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  return [x1 + ((x2 - x1) * distance) / length, y1 + ((y2 - y1) * distance) / length];
}

/** The midpoint of the edge between two neighbouring cells. */
function edgeMiddle(size, [a, b]) {
  const [x1, y1] = centre(size, a);
  const [x2, y2] = centre(size, b);
  return [(x1 + x2) / 2, (y1 + y2) / 2];
}

/**
 * The outline of a set of cells, inset by `inset` (a killer cage's dashed line): one
 * segment per cell edge on the boundary, extended at corners so the segments join.
 */
export function cageOutline(size, cells, inset = 0.08) {
  const inside = new Set(cells);
  const at = (r, c) => r >= 0 && c >= 0 && r < size && c < size && inside.has(r * size + c);
  const d = inset;
  const segments = [];
  for (const cell of cells) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    // For each side: the neighbour across it, and the two cells beside it along the
    // side (before, after) with the cells diagonally beyond them.
    if (!at(r - 1, c)) {
      const x1 = !at(r, c - 1) ? c + d : at(r - 1, c - 1) ? c - d : c;
      const x2 = !at(r, c + 1) ? c + 1 - d : at(r - 1, c + 1) ? c + 1 + d : c + 1;
      segments.push([x1, r + d, x2, r + d]);
    }
    if (!at(r + 1, c)) {
      const x1 = !at(r, c - 1) ? c + d : at(r + 1, c - 1) ? c - d : c;
      const x2 = !at(r, c + 1) ? c + 1 - d : at(r + 1, c + 1) ? c + 1 + d : c + 1;
      segments.push([x1, r + 1 - d, x2, r + 1 - d]);
    }
    if (!at(r, c - 1)) {
      const y1 = !at(r - 1, c) ? r + d : at(r - 1, c - 1) ? r - d : r;
      const y2 = !at(r + 1, c) ? r + 1 - d : at(r + 1, c - 1) ? r + 1 + d : r + 1;
      segments.push([c + d, y1, c + d, y2]);
    }
    if (!at(r, c + 1)) {
      const y1 = !at(r - 1, c) ? r + d : at(r - 1, c + 1) ? r - d : r;
      const y2 = !at(r + 1, c) ? r + 1 - d : at(r + 1, c + 1) ? r + 1 + d : r + 1;
      segments.push([c + 1 - d, y1, c + 1 - d, y2]);
    }
  }
  return segments;
}

/** The first cell in reading order: where a cage's sum is written. */
const topLeft = (cells) => Math.min(...cells);

/** The place of a little killer's clue, outside the grid: one diagonal step back from
 *  its first cell, the way its cells run (a one-cell diagonal is a corner's). */
export function littleKillerClue(size, cells) {
  const [x, y] = centre(size, cells[0]);
  let dx;
  let dy;
  if (cells.length > 1) {
    const [x2, y2] = centre(size, cells[1]);
    [dx, dy] = [x2 - x, y2 - y];
  } else {
    // A corner cell: step in from outside the corner.
    dx = x < size / 2 ? 1 : -1;
    dy = y < size / 2 ? 1 : -1;
  }
  return { x: x - dx, y: y - dy, dx, dy };
}

/** The centre of the margin cell beside row or column `index` on `side` (an X-sum's or a
 *  skyscraper's clue). */
export function outsideClue(size, side, index) {
  switch (side) {
    case "top":
      return [index + 0.5, -0.5];
    case "bottom":
      return [index + 0.5, size + 0.5];
    case "left":
      return [-0.5, index + 0.5];
    default:
      return [size + 0.5, index + 0.5];
  }
}

/** A diamond (a square on its corner) of half-diagonal `r` around a point, closed. */
function diamond([x, y], r) {
  return [[x, y - r], [x + r, y], [x, y + r], [x - r, y], [x, y - r]];
}

const line = (cls) => (c, size, layers) => {
  layers.lines.push({ kind: "polyline", points: points(size, c.cells), class: cls });
};

/** Shaded squares on `cells` (clones, indexers). */
const shade = (cls) => (c, size, layers) => {
  for (const cell of c.cells) {
    layers.under.push({ kind: "rect", x: (cell % size) + 0.06, y: Math.floor(cell / size) + 0.06, width: 0.88, height: 0.88, class: cls });
  }
};

/** A minimum or maximum cell: shaded, with a chevron at each side that faces a cell
 *  outside its set, pointing in for a minimum and out for a maximum (SudokuPad's
 *  drawing of f-puzzles' minimum and maximum). */
const extremum = (cls, outwards) => (c, size, layers) => {
  for (const cell of c.cells) {
    const [cx, cy] = centre(size, cell);
    layers.under.push({ kind: "rect", x: cx - 0.5, y: cy - 0.5, width: 1, height: 1, class: cls });
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
      const [nx, ny] = [cx + dx, cy + dy];
      if (nx < 0 || ny < 0 || nx > size || ny > size) continue;
      const neighbour = Math.floor(ny) * size + Math.floor(nx);
      if (c.cells.includes(neighbour)) continue;
      const sign = outwards ? 1 : -1;
      const tip = [cx + dx * (0.36 + 0.06 * sign), cy + dy * (0.36 + 0.06 * sign)];
      const back = (side) => [cx + dx * (0.36 - 0.06 * sign) + dy * 0.1 * side, cy + dy * (0.36 - 0.06 * sign) + dx * 0.1 * side];
      layers.marks.push({ kind: "polyline", points: [back(1), tip, back(-1)], class: "extremum-chevron" });
    }
  }
};

/** A dashed cage round `cells`, with `label` (or none) in its top-left corner. */
function cage(size, cells, label, layers) {
  for (const [x1, y1, x2, y2] of cageOutline(size, cells)) {
    layers.lines.push({ kind: "line", x1, y1, x2, y2, class: "cage" });
  }
  if (label != null) {
    const first = topLeft(cells);
    layers.text.push({ kind: "text", x: (first % size) + 0.1, y: Math.floor(first / size) + 0.3, text: label, size: 0.26, class: "cage-sum" });
  }
}

const DRAW = {
  diagonal(c, size, layers) {
    const [y1, y2] = c.direction === "anti" ? [size, 0] : [0, size];
    layers.lines.push({ kind: "line", x1: 0, y1, x2: size, y2, class: "diagonal" });
  },
  extraRegion(c, size, layers) {
    for (const cell of c.cells) {
      layers.under.push({ kind: "rect", x: cell % size, y: Math.floor(cell / size), width: 1, height: 1, class: "extra-region" });
    }
  },
  killerCage(c, size, layers) {
    cage(size, c.cells, c.sum == null ? null : String(c.sum), layers);
  },
  // As SudokuPad shows f-puzzles' cage with the value DR5: a cage labelled "DR5".
  digitalRootCage(c, size, layers) {
    cage(size, c.cells, `DR${c.root}`, layers);
  },
  littleKiller(c, size, layers) {
    const { x, y, dx, dy } = littleKillerClue(size, c.cells);
    layers.text.push({ kind: "text", x: x - 0.12 * dx, y: y - 0.12 * dy + 0.12, text: String(c.sum), size: 0.34, class: "outside-clue", anchor: "middle" });
    // A small arrow towards the diagonal.
    const tip = [x + 0.38 * dx, y + 0.38 * dy];
    layers.marks.push({ kind: "polyline", points: [[x + 0.2 * dx, y + 0.2 * dy], tip], class: "little-killer-arrow" });
  },
  sandwich(c, size, layers) {
    const [x, y] = c.axis === "row" ? [-0.5, c.index + 0.62] : [c.index + 0.5, -0.38];
    layers.text.push({ kind: "text", x, y, text: String(c.sum), size: 0.4, class: "outside-clue", anchor: "middle" });
  },
  thermometer(c, size, layers) {
    const pts = points(size, c.cells);
    layers.under.push({ kind: "polyline", points: pts, class: "thermo" });
    layers.under.push({ kind: "circle", cx: pts[0][0], cy: pts[0][1], r: 0.36, class: "thermo-bulb" });
  },
  arrow(c, size, layers) {
    const circle = points(size, c.circle);
    for (const [cx, cy] of circle) layers.marks.push({ kind: "circle", cx, cy, r: 0.4, class: "arrow-circle" });
    const line = points(size, c.line);
    if (line.length === 0) return;
    // The shaft leaves the circle cell nearest the line's first cell, at the circle's edge.
    const from = circle.reduce((best, p) => (Math.hypot(p[0] - line[0][0], p[1] - line[0][1]) < Math.hypot(best[0] - line[0][0], best[1] - line[0][1]) ? p : best));
    const shaft = [towards(from, line[0], 0.4), ...line];
    layers.lines.push({ kind: "polyline", points: shaft, class: "arrow" });
    // The head: two strokes back from the last point.
    const tip = shaft[shaft.length - 1];
    const back = shaft[shaft.length - 2];
    const [ux, uy] = [tip[0] - back[0], tip[1] - back[1]];
    const length = Math.hypot(ux, uy) || 1;
    const [nx, ny] = [ux / length, uy / length];
    const head = (turn) => [tip[0] - 0.25 * (nx * Math.cos(turn) - ny * Math.sin(turn)), tip[1] - 0.25 * (ny * Math.cos(turn) + nx * Math.sin(turn))];
    layers.lines.push({ kind: "polyline", points: [head(0.6), tip, head(-0.6)], class: "arrow" });
  },
  kropkiWhite(c, size, layers) {
    const [cx, cy] = edgeMiddle(size, c.cells);
    layers.marks.push({ kind: "circle", cx, cy, r: 0.13, class: "kropki-white" });
    if ((c.difference ?? 1) !== 1) layers.text.push({ kind: "text", x: cx, y: cy + 0.07, text: String(c.difference), size: 0.18, class: "kropki-label", anchor: "middle" });
  },
  kropkiBlack(c, size, layers) {
    const [cx, cy] = edgeMiddle(size, c.cells);
    layers.marks.push({ kind: "circle", cx, cy, r: 0.13, class: "kropki-black" });
    if ((c.ratio ?? 2) !== 2) layers.text.push({ kind: "text", x: cx, y: cy + 0.07, text: String(c.ratio), size: 0.18, class: "kropki-label-black", anchor: "middle" });
  },
  xv(c, size, layers) {
    const [cx, cy] = edgeMiddle(size, c.cells);
    const text = c.sum === 10 ? "X" : c.sum === 5 ? "V" : String(c.sum);
    layers.marks.push({ kind: "rect", x: cx - 0.14, y: cy - 0.15, width: 0.28, height: 0.3, class: "xv-back" });
    layers.text.push({ kind: "text", x: cx, y: cy + 0.11, text, size: 0.3, class: "xv", anchor: "middle" });
  },
  odd(c, size, layers) {
    for (const [cx, cy] of points(size, c.cells)) layers.under.push({ kind: "circle", cx, cy, r: 0.38, class: "odd" });
  },
  even(c, size, layers) {
    for (const [cx, cy] of points(size, c.cells)) layers.under.push({ kind: "rect", x: cx - 0.36, y: cy - 0.36, width: 0.72, height: 0.72, class: "even" });
  },
  renban: line("renban"),
  entropicLine: line("entropic-line"),
  modularLine: line("modular-line"),
  nabner: line("nabner"),
  slowThermometer(c, size, layers) {
    // As SudokuPad shows it (the f-puzzles add-on's export): a cornflower line 0.3 wide
    // with a bulb 0.8 across.
    const pts = points(size, c.cells);
    layers.under.push({ kind: "polyline", points: pts, class: "slow-thermo" });
    layers.under.push({ kind: "circle", cx: pts[0][0], cy: pts[0][1], r: 0.4, class: "slow-thermo-bulb" });
  },
  minimum: extremum("minimum", false),
  maximum: extremum("maximum", true),
  // SudokuPad: every cell of a clone and of its copy a grey (#CFCFCF) square.
  clone(c, size, layers) {
    for (const cell of [...c.cells, ...c.cloneCells]) {
      layers.under.push({ kind: "rect", x: cell % size, y: Math.floor(cell / size), width: 1, height: 1, class: "clone" });
    }
  },
  rowIndexer: shade("row-indexer"),
  columnIndexer: shade("column-indexer"),
  boxIndexer: shade("box-indexer"),
  palindrome: line("palindrome"),
  whispers: line("whispers"),
  between(c, size, layers) {
    const pts = points(size, c.cells);
    layers.lines.push({ kind: "polyline", points: [towards(pts[0], pts[1], 0.38), ...pts.slice(1, -1), towards(pts[pts.length - 1], pts[pts.length - 2], 0.38)], class: "between" });
    for (const [cx, cy] of [pts[0], pts[pts.length - 1]]) layers.marks.push({ kind: "circle", cx, cy, r: 0.38, class: "between-end" });
  },
  pencilMarks(c, size, layers) {
    // As SudokuPad shows given pencil marks: small digits in the cell, here along its
    // foot so that a placed digit stays readable.
    for (const cell of c.cells) {
      const [cx, cy] = centre(size, cell);
      layers.text.push({ kind: "text", x: cx, y: cy + 0.4, text: c.digits.join(""), size: 0.2, class: "pencil-marks", anchor: "middle" });
    }
  },
  // The new line kinds as SudokuPad shows them (the shapes of the f-puzzles add-ons'
  // export): region sums light blue, zippers lavender, double arrows magenta with a
  // circle at each end, lockout lines light blue with a diamond at each end.
  regionSumLine: line("region-sum-line"),
  zipperLine: line("zipper-line"),
  doubleArrow(c, size, layers) {
    // SudokuPad: a line 0.15 wide and a filled circle 0.85 across at each end.
    const pts = points(size, c.cells);
    layers.lines.push({ kind: "polyline", points: [towards(pts[0], pts[1], 0.425), ...pts.slice(1, -1), towards(pts[pts.length - 1], pts[pts.length - 2], 0.425)], class: "double-arrow" });
    for (const [cx, cy] of [pts[0], pts[pts.length - 1]]) layers.marks.push({ kind: "circle", cx, cy, r: 0.425, class: "double-arrow-end" });
  },
  lockout(c, size, layers) {
    // SudokuPad: a light blue line 0.2 wide, a pale diamond with a blue border (a square
    // 0.55 wide turned 45°) at each end.
    const pts = points(size, c.cells);
    // The line stops at the diamonds' corners (a two-cell line joins them).
    layers.lines.push({ kind: "polyline", points: [towards(pts[0], pts[1], 0.39), ...pts.slice(1, -1), towards(pts[pts.length - 1], pts[pts.length - 2], 0.39)], class: "lockout" });
    for (const end of [pts[0], pts[pts.length - 1]]) layers.marks.push({ kind: "polyline", points: diamond(end, 0.39), class: "lockout-end" });
  },
  xSum(c, size, layers) {
    const [x, y] = outsideClue(size, c.side, c.index);
    layers.marks.push({ kind: "circle", cx: x, cy: y, r: 0.32, class: "xsum-ring" });
    layers.text.push({ kind: "text", x, y: y + 0.12, text: String(c.sum), size: c.sum >= 10 ? 0.3 : 0.36, class: "outside-clue", anchor: "middle" });
  },
  skyscraper(c, size, layers) {
    const [x, y] = outsideClue(size, c.side, c.index);
    layers.marks.push({ kind: "rect", x: x - 0.22, y: y - 0.32, width: 0.44, height: 0.64, class: "skyscraper-box" });
    layers.text.push({ kind: "text", x, y: y + 0.13, text: String(c.visible), size: 0.36, class: "outside-clue", anchor: "middle" });
  },
  quadruple(c, size, layers) {
    // The corner the cells share (their centres' mean, for a 2×2).
    const pts = points(size, c.cells);
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    layers.marks.push({ kind: "circle", cx, cy, r: 0.24, class: "quadruple" });
    layers.text.push({ kind: "text", x: cx, y: cy + 0.05, text: c.digits.join(" "), size: c.digits.length > 2 ? 0.13 : 0.16, class: "quadruple-digits", anchor: "middle" });
  },
};

/** The constraint types this module draws (the others are rules without a shape). */
export const DRAWN_TYPES = Object.freeze(Object.keys(DRAW));
