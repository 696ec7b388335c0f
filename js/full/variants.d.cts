// The variant puzzles' API, for TypeScript: what the full entry (`sudoku-wasm/full`)
// exports with the `variants` feature. Hand-written, beside the Rust exports
// (src/wasm/variants.rs, src/wasm/variant_logic.rs) whose docs these repeat; the string
// unions come from the module's own lists (full/contract.d.cts, generated at build time).

import type { Level, PuzzleTechniqueName, PuzzleUnitKind } from "./contract.cjs";

/** A cell of a `Puzzle`: its 0-based row-major index, `row * size + column`. */
export type PuzzleCell = number;

/** One variant rule of a `Puzzle`, told apart by `type`. Cells are `PuzzleCell`s; within
 * one constraint no cell appears twice. */
export type Constraint =
  /** A main diagonal holds each digit once: "main" top-left to bottom-right, "anti"
   * bottom-left to top-right. */
  | { type: "diagonal"; direction: "main" | "anti" }
  /** Extra all-different cells (a windoku window, a hyper box): 1 to N cells. */
  | { type: "extraRegion"; cells: PuzzleCell[] }
  /** Digits differ and sum to `sum` (when given). 1 to N cells. */
  | { type: "killerCage"; cells: PuzzleCell[]; sum?: number | null }
  /** The cage's digits differ, and the digital root of their sum is `root` (1-9): the sum is `root` plus a multiple of 9. */
  | { type: "digitalRootCage"; cells: PuzzleCell[]; root: number }
  /** The diagonal's digits (which may repeat) sum to `sum`; cells from the clue inwards. */
  | { type: "littleKiller"; cells: PuzzleCell[]; sum: number }
  /** The digits strictly between the 1 and the N of the row or column sum to `sum`. */
  | { type: "sandwich"; axis: "row" | "column"; index: number; sum: number }
  /** Digits strictly increase from the bulb (the first cell). At most N cells. */
  | { type: "thermometer"; cells: PuzzleCell[] }
  /** The line's digits (which may repeat) sum to the circle's number (a multi-cell
   * circle reads its digits as a decimal number). */
  | { type: "arrow"; circle: PuzzleCell[]; line: PuzzleCell[] }
  /** White kropki dot between orthogonal neighbours: their digits differ by
   * `difference` (default 1). */
  | { type: "kropkiWhite"; cells: [PuzzleCell, PuzzleCell]; difference?: number }
  /** Black kropki dot: one digit is `ratio` (default 2) times the other. */
  | { type: "kropkiBlack"; cells: [PuzzleCell, PuzzleCell]; ratio?: number }
  /** X (sum 10) or V (sum 5) between orthogonal neighbours. */
  | { type: "xv"; cells: [PuzzleCell, PuzzleCell]; sum: number }
  /** Cells a knight's move apart differ. */
  | { type: "antiKnight" }
  /** Cells a king's move apart differ. */
  | { type: "antiKing" }
  /** Orthogonal neighbours never hold consecutive digits (except across a white dot). */
  | { type: "nonConsecutive" }
  /** The cells hold odd digits. */
  | { type: "odd"; cells: PuzzleCell[] }
  /** The cells hold even digits. */
  | { type: "even"; cells: PuzzleCell[] }
  /** The line's digits differ and form a run of consecutive numbers, in any order. */
  | { type: "renban"; cells: PuzzleCell[] }
  /** The line reads the same from both ends. */
  | { type: "palindrome"; cells: PuzzleCell[] }
  /** Every digit inside the line lies strictly between the digits of its two ends. */
  | { type: "between"; cells: PuzzleCell[] }
  /** The digits listed (with repeats) all appear among the cells (usually a 2×2). */
  | { type: "quadruple"; cells: PuzzleCell[]; digits: number[] }
  /** Neighbours along the line differ by at least `difference` (default ceil(N/2)). */
  | { type: "whispers"; cells: PuzzleCell[]; difference?: number | null }
  /** Every orthogonal pair without a mark of the kind breaks the mark's rule. */
  | { type: "negative"; mark: "kropkiWhite" | "kropkiBlack" | "x" | "v" }
  /** Each cell's digit is smaller than its orthogonal neighbours' that are not minimum cells too. */
  | { type: "minimum"; cells: PuzzleCell[] }
  /** Each cell's digit is larger than its orthogonal neighbours' that are not maximum cells too. */
  | { type: "maximum"; cells: PuzzleCell[] }
  /** Every three consecutive cells hold a low, a middle and a high digit (1-3, 4-6, 7-9 on 9×9). */
  | { type: "entropicLine"; cells: PuzzleCell[] }
  /** Every three consecutive cells hold digits with different remainders modulo 3. */
  | { type: "modularLine"; cells: PuzzleCell[] }
  /** No two digits on the line are equal or consecutive. At most N cells. */
  | { type: "nabner"; cells: PuzzleCell[] }
  /** Digits never decrease from the bulb (repeats allowed where no house forbids them). */
  | { type: "slowThermometer"; cells: PuzzleCell[] }
  /** The k-th cells of `cells` and `cloneCells` hold the same digit. */
  | { type: "clone"; cells: PuzzleCell[]; cloneCells: PuzzleCell[] }
  /** Indexer cells: in row R, column C, a digit v says column C holds R in row v. */
  | { type: "rowIndexer"; cells: PuzzleCell[] }
  /** Indexer cells: in row R, column C, a digit v says row R holds C in column v. */
  | { type: "columnIndexer"; cells: PuzzleCell[] }
  /** Indexer cells: in the k-th cell of a box, a digit v says the box holds k in its v-th cell. */
  | { type: "boxIndexer"; cells: PuzzleCell[] }
  /** Given pencil marks: each cell holds one of `digits` (each listed once). */
  | { type: "pencilMarks"; cells: PuzzleCell[]; digits: number[] }
  /** X-sum: the first X digits of the row or column, read from the clue on `side`, sum
   * to `sum`, X being the first of them. `index`: the column (top, bottom) or row (left,
   * right), 0-based. */
  | { type: "xSum"; side: PuzzleSide; index: number; sum: number }
  /** Skyscraper: `visible` digits of the row or column are seen from the clue on `side`
   * (a digit is seen when taller than every digit before it). */
  | { type: "skyscraper"; side: PuzzleSide; index: number; visible: number }
  /** Lockout line: the ends differ by at least `difference` (default floor(N/2): 4 on
   * 9×9); no other digit on the line lies between them or equals either. */
  | { type: "lockout"; cells: PuzzleCell[]; difference?: number | null }
  /** Region-sum line: one sum in every region the line passes through (re-entering a
   * region starts a new sum). */
  | { type: "regionSumLine"; cells: PuzzleCell[] }
  /** Zipper line: digits the same distance from the centre share one sum; the centre
   * digit of an odd line is that sum. */
  | { type: "zipperLine"; cells: PuzzleCell[] }
  /** Double arrow: the circles at both ends sum to the digits between them (at least 3
   * cells). */
  | { type: "doubleArrow"; cells: PuzzleCell[] };

/** The side of the grid an outside clue sits on. */
export type PuzzleSide = "top" | "bottom" | "left" | "right";

/** A Sudoku of any size 1-25 with optional jigsaw regions and variant constraints. Every
 * row, column and region holds each digit 1..size once. */
export interface Puzzle {
  /** N: the grid is N×N, digits 1..N. */
  size: number;
  /** N×N values, row-major: a given digit, or 0 for a blank. */
  givens: number[];
  /** N×N region numbers 0..N-1 (each used by N cells) replacing the default boxes;
   * absent or null: the boxes (2×3 for 6, 3×4 for 12, 4×4 for 16, ...). */
  regions?: number[] | null;
  /** The variant rules, on top of rows, columns and regions. */
  constraints?: Constraint[];
  /** The setter's title (f-puzzles `title`); shown, never solved with. */
  title?: string;
  /** The setter (f-puzzles `author`). */
  author?: string;
  /** The rules as the setter wrote them for the player (f-puzzles `ruleset`, SudokuPad
   * `rules`): text to show; the rules applied are `constraints`. */
  rules?: string;
}

/** Counts the solutions of a `Puzzle`, stopping at `limit` (2 proves uniqueness: 0
 * none, 1 unique, 2 several); `maxGuesses` bounds the search (default 10 000 000). */
export declare function countPuzzleSolutions(puzzle: Puzzle, limit: number, maxGuesses?: number): number;

/** The options of `trueCandidates` and `trueCandidateCounts`. */
export interface TrueCandidatesOptions {
  /** The budget of guesses for all the searches together (default 10 000 000). */
  maxGuesses?: number;
}

/**
 * The true candidates of a `Puzzle` (a setter's tool: the digits each cell holds in at
 * least one solution): N×N masks, row-major, bit `d - 1` set when digit `d` is in the
 * cell in some solution. All zero when there is no solution; a unique puzzle's masks are
 * its solution, one bit a cell.
 *
 * Throws a `SudokuError` with `code` `"InvalidPuzzle"`, `"Unsupported"`,
 * `"ConflictingGivens"`, `"BudgetExceeded"` (not every candidate decided within
 * `maxGuesses`), or `"InvalidArgument"` (options that are not an object, a bad
 * `maxGuesses`).
 */
export declare function trueCandidates(
  puzzle: Puzzle,
  options?: TrueCandidatesOptions | null,
): Uint32Array;

/**
 * How many solutions of a `Puzzle` put each digit in each cell, counted no further than
 * `limit`: N×N×N numbers, `counts[cell * size + d - 1]` for digit `d`, each at most
 * `limit` (a count of `limit` means that many or more). Non-zero exactly at the true
 * candidates.
 *
 * Throws as `trueCandidates`; `"InvalidArgument"` also for a `limit` that is not a whole
 * number 0 or more.
 */
export declare function trueCandidateCounts(
  puzzle: Puzzle,
  limit: number,
  options?: TrueCandidatesOptions | null,
): Uint32Array;

/** A rule the givens break, as `validatePuzzle` lists them. */
export interface PuzzleConflict {
  /** "row", "column", "region", or the constraint's `type`. */
  rule: string;
  /** The constraint's index in `puzzle.constraints`; null for a row, column or region. */
  constraint: number | null;
  /** The cells that show it. */
  cells: PuzzleCell[];
}

/**
 * Reads an f-puzzles puzzle: its JSON text, or a link to it (`https://www.f-puzzles.com/?load=…`,
 * a `?load=` or `#load=` share text, or SudokuPad's `…/fpuzzles…`). Returns the `Puzzle`.
 *
 * Throws a `SudokuError` with `code` `"InvalidPuzzle"` (the message names the bad
 * field's path, e.g. `killercage[2].value`), `"Unsupported"` (a rule this engine does
 * not know, e.g. `unsupported constraint 'clock'`), or `"InvalidArgument"` when `text`
 * is not a string.
 */
export declare function fromFPuzzles(text: string): Puzzle;

/**
 * Reads a SudokuPad link whose puzzle is in the link (`https://sudokupad.app/scl…`,
 * `…/ctc…`, `…/fpuzzles…`, `https://app.crackingthecryptic.com/sudoku/…`,
 * `?puzzleid=…`), an scl puzzle's JSON, or anything `fromFPuzzles` reads. Returns the
 * `Puzzle`, with the setter's `title`, `author` and `rules` when the link has them.
 *
 * Throws a `SudokuError` with `code` `"InvalidPuzzle"` (a short id such as
 * `sudokupad.app/abc123`, which needs the network: no request is made; text that does not
 * decompress; a malformed value, named by its path), `"Unsupported"` (a shape no style
 * matches, named with its colour and cells; a rule this engine does not know), or
 * `"InvalidArgument"` when `text` is not a string.
 */
export declare function fromSudokuPad(text: string): Puzzle;

/**
 * Writes a `Puzzle` as f-puzzles JSON (what f-puzzles, SudokuPad and `fromFPuzzles`
 * read). `toFPuzzlesUrl` gives the f-puzzles link instead.
 *
 * Throws a `SudokuError` with `code` `"InvalidPuzzle"` for a malformed puzzle,
 * `"Unsupported"` for a rule f-puzzles cannot state (a little killer that is not a whole
 * diagonal, a negative X without V), `"InvalidArgument"` when `puzzle` is not an object.
 */
export declare function toFPuzzles(puzzle: Puzzle): string;

/**
 * Writes a `Puzzle` as an f-puzzles link: `https://www.f-puzzles.com/?load=` and the
 * f-puzzles JSON compressed with lz-string (`compressToBase64`). Throws as `toFPuzzles`.
 */
export declare function toFPuzzlesUrl(puzzle: Puzzle): string;

/**
 * Solves a `Puzzle`: its N×N digits, row-major (one solution, always the same one, when
 * there are several).
 *
 * Throws a `SudokuError` with `code` `"InvalidPuzzle"` (with the bad field's path),
 * `"Unsupported"`, `"ConflictingGivens"` (givens that break a rule), `"NoSolution"`,
 * `"BudgetExceeded"` (past 10 000 000 guesses) or `"InvalidArgument"`.
 */
export declare function solvePuzzle(puzzle: Puzzle): Uint8Array;

/**
 * The rules the givens of a `Puzzle` break, without solving: `{ rule, constraint, cells }`
 * each (see `PuzzleConflict`). Empty when nothing is broken yet.
 *
 * Throws a `SudokuError` with `code` `"InvalidPuzzle"`, `"Unsupported"` or
 * `"InvalidArgument"`.
 */
export declare function validatePuzzle(puzzle: Puzzle): PuzzleConflict[];

/** A digit in a cell of a `Puzzle`: `cell` is `row * size + column`, `digit` 1..size. */
export interface PuzzleCellDigit {
  cell: PuzzleCell;
  digit: number;
}

/** A house or a rule a `PuzzleStep` is about: a row, column, default box or jigsaw
 * region (0-based), or a constraint (`index` into `puzzle.constraints`). */
export interface PuzzleUnit {
  kind: PuzzleUnitKind;
  index: number;
}

/** An implication of a chain step: `from` makes `to` true (`strong`: the last candidate
 * of its cell, the last place of its digit) or false (a weak link). */
export interface PuzzleLink {
  from: PuzzleCellDigit;
  to: PuzzleCellDigit;
  strong: boolean;
}

/** One step of reasoning on a `Puzzle`, as `hintPuzzle` and `solvePathPuzzle` give it:
 * the shape of the classic `Step`, for any size. */
export interface PuzzleStep {
  /** The technique ("Guess" when none applies: then `text` says so). */
  technique: PuzzleTechniqueName;
  /** The level of the technique. */
  level: Level;
  /** The digits it places; each also leaves every cell that must differ from its cell. */
  placements: PuzzleCellDigit[];
  /** The candidates it removes, by digit, then cell. */
  eliminations: PuzzleCellDigit[];
  /** The cells of the pattern: highlight these. */
  cells: PuzzleCell[];
  /** The houses and constraints of the pattern. */
  units: PuzzleUnit[];
  /** The explanation; cells are written r4c2 (row 4, column 2, 1-based; r10c12 past
   * 9), digits as numbers. */
  text: string;
  /** For a chain or forcing step, its implications, to draw; empty for the others. */
  links: PuzzleLink[];
}

/** A technique as `puzzleTechniques()` lists it. */
export interface PuzzleTechniqueInfo {
  name: PuzzleTechniqueName;
  level: Level;
}

/**
 * The next step on a `Puzzle`: the easiest technique that applies, with what it places
 * and removes, the cells and units to highlight and an explanation; or, when none
 * applies, a step with `technique` `"Guess"` that gives the solution's digit in a cell
 * with the fewest candidates and says plainly that logic ends there. `null` when every
 * cell is filled.
 *
 * `puzzle.givens` holds the givens and the digits placed so far. `candidates`, when
 * given, is the player's pencil marks: N×N masks (bit `d - 1` for digit `d`); what the
 * player removed stays removed. Without it the candidates are those the filled cells
 * leave, and the constraints' own rules are steps of their own.
 *
 * Throws a `SudokuError` with `code` `"InvalidPuzzle"`, `"Unsupported"`,
 * `"ConflictingGivens"`, `"NoSolution"` (also when the pencil marks remove a digit the
 * solution needs), `"BudgetExceeded"`, or `"InvalidArgument"` (for `candidates` that
 * are not N×N masks of digits 1..N, with the cell in `cells`).
 */
export declare function hintPuzzle(
  puzzle: Puzzle,
  candidates?: Uint32Array | readonly number[] | null,
): PuzzleStep | null;

/**
 * Every step from a `Puzzle` to its solution, each the easiest that applies at its
 * point (`"Guess"` steps, which say so, where none does). Applying the placements and
 * eliminations in order fills the grid with the solution. An empty array for a full
 * grid.
 *
 * Throws as `hintPuzzle`.
 */
export declare function solvePathPuzzle(puzzle: Puzzle): PuzzleStep[];

/** How hard a `Puzzle` is for a person, as `gradePuzzle` gives it: its solve path's
 * hardest technique and that technique's level. */
export interface PuzzleGrade {
  /** The level of the hardest technique on the path ("easy" for a full grid;
   * "guessing" when the path needs a "Guess" step: no technique of the engine applies
   * at some point, or the puzzle has several solutions). */
  level: Level;
  /** The hardest technique on the path (by level, then by the order techniques are
   * tried); null when no cell was blank. */
  hardestTechnique: PuzzleTechniqueName | null;
  /** How many steps used each technique, in the order techniques are tried. */
  techniques: Partial<Record<PuzzleTechniqueName, number>>;
  /** The number of steps of the path. */
  steps: number;
}

/**
 * How hard a `Puzzle` is for a person: `{ level, hardestTechnique, techniques, steps }`
 * (see `PuzzleGrade`), from `solvePathPuzzle`'s path. The level is the hardest
 * technique's ("easy": singles and a constraint's own rule; "medium": locked
 * candidates, pairs, triples, cage combinations, innies and outies; "hard": fish,
 * wings, quads; "expert": chains; "extreme": forcing chains and nets; "guessing": the
 * path needs a "Guess" step).
 *
 * Throws as `hintPuzzle`.
 */
export declare function gradePuzzle(puzzle: Puzzle): PuzzleGrade;

/** The variant engine's techniques, in the order `hintPuzzle` tries them, with their
 * levels. The last is "Guess". */
export declare function puzzleTechniques(): PuzzleTechniqueInfo[];

/** The kinds of unit a `PuzzleStep`'s `units` can have: "row", "column", "box",
 * "region" (a jigsaw region), "constraint" (an index into `puzzle.constraints`). */
export declare function puzzleUnitKinds(): PuzzleUnitKind[];
