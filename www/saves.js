// Saved games and settings. Each game is saved under its own id, so tabs playing
// different puzzles never overwrite each other; a tab remembers its game's id in
// sessionStorage (a reload resumes it) and the list of recent games lets the player
// resume any of them. The storage objects are passed in (localStorage, sessionStorage,
// or a Map-backed stand-in in tests). No DOM here.

import { CLASSIC, makeLayout } from "./layout.js";
import { DEFAULT_SETTINGS } from "./store.js";

const PREFIX = "sudoku-wasm:v2:";
export const SETTINGS_KEY = `${PREFIX}settings`;
export const INDEX_KEY = `${PREFIX}games`;
export const CURRENT_KEY = `${PREFIX}current`;
/** What the page saved before games had ids: one grid for every tab. */
export const LEGACY_KEY = "sudoku-wasm:v1";
export const RECENT_LIMIT = 12;

const gameKey = (id) => `${PREFIX}game:${id}`;

/** A game as saved: plain JSON. */
export function serializeGame(store) {
  const { layout } = store;
  return {
    id: store.id,
    size: layout.size,
    regions: layout.regular ? null : Array.from(layout.region),
    rules: store.rules,
    givens: Array.from(store.givens),
    entries: Array.from(store.entries),
    solved: Array.from(store.solved),
    notes: Array.from(store.notes),
    corners: Array.from(store.corners),
    removed: Array.from(store.removed),
    colours: Array.from(store.colours),
    locked: store.locked,
    elapsedMs: store.elapsedMs,
    finishedMs: store.finishedMs,
  };
}

/** A saved game read back, checked value by value; null when it is not one. */
export function parseGame(data) {
  if (!data || typeof data !== "object" || typeof data.id !== "string") return null;
  let layout;
  try {
    layout = data.size === 9 && data.regions == null ? CLASSIC : makeLayout({ size: data.size, regions: data.regions ?? null });
  } catch {
    return null;
  }
  const n = layout.count;
  const values = (list, max) => Array.isArray(list) && list.length === n && list.every((v) => Number.isInteger(v) && v >= 0 && v <= max);
  const masks = (list) => values(list, 2 ** layout.size - 1);
  if (!values(data.givens, layout.size) || !values(data.entries, layout.size) || !values(data.solved, layout.size)) return null;
  // A variant's rules: the solver checks them when they are used (a bad one is its
  // coded error, not a dropped rule); here only their shape, and that they fit the grid.
  const rules =
    data.rules && typeof data.rules === "object" && data.rules.size === layout.size && Array.isArray(data.rules.constraints)
      ? data.rules
      : null;
  const givens = Uint8Array.from(data.givens);
  const entries = Uint8Array.from(data.entries, (e, i) => (givens[i] ? 0 : e));
  return {
    id: data.id,
    layout,
    rules,
    givens,
    entries,
    solved: Uint8Array.from(data.solved, (s, i) => (givens[i] || entries[i] ? 0 : s)),
    notes: masks(data.notes) ? Uint32Array.from(data.notes) : new Uint32Array(n),
    corners: masks(data.corners) ? Uint32Array.from(data.corners) : new Uint32Array(n),
    removed: masks(data.removed) ? Uint32Array.from(data.removed) : new Uint32Array(n),
    colours: values(data.colours, 255) ? Uint8Array.from(data.colours) : new Uint8Array(n),
    locked: data.locked === true,
    elapsedMs: Number.isFinite(data.elapsedMs) && data.elapsedMs >= 0 ? data.elapsedMs : 0,
    finishedMs: Number.isFinite(data.finishedMs) && data.finishedMs >= 0 ? data.finishedMs : null,
  };
}

/** The settings read back: every known one that has the default's type, else the default. */
export function parseSettings(data, allowed = {}) {
  const settings = { ...DEFAULT_SETTINGS };
  if (!data || typeof data !== "object") return settings;
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
    const value = data[key];
    if (typeof value !== typeof fallback) continue;
    if (allowed[key] && !allowed[key].includes(value)) continue;
    settings[key] = value;
  }
  return settings;
}

/** One entry of the recent list: what the list shows without reading the game. */
export function summaryOf(game, now) {
  const puzzle = game.givens.some(Boolean) ? game.givens : game.givens.map((g, i) => g || game.entries[i]);
  return {
    id: game.id,
    size: game.layout.size,
    kinds: [...new Set((game.rules?.constraints ?? []).map((c) => c?.type).filter((t) => typeof t === "string"))],
    puzzle: Array.from(puzzle).join(game.layout.size > 9 ? "," : ""),
    givens: game.givens.filter(Boolean).length,
    filled: game.givens.reduce((n, g, i) => n + (g || game.entries[i] ? 1 : 0), 0),
    cells: game.layout.count,
    elapsedMs: game.elapsedMs,
    finished: game.finishedMs !== null,
    updated: now,
  };
}

export class Saves {
  #local;
  #session;

  /** `local` keeps games and settings for good; `session` (this tab's) names its game. */
  constructor({ local, session }) {
    this.#local = local;
    this.#session = session;
  }

  /** Saves the store's game (an empty one leaves the recent list) and marks it as this
   *  tab's. Throws what the storage throws (full, or not allowed). */
  saveGame(store, now = Date.now()) {
    const data = serializeGame(store);
    const game = parseGame(data);
    const index = this.recent().filter((entry) => entry.id !== store.id);
    this.#session.setItem(CURRENT_KEY, store.id);
    if (store.empty) {
      this.#local.removeItem(gameKey(store.id));
    } else {
      this.#local.setItem(gameKey(store.id), JSON.stringify(data));
      index.unshift(summaryOf(game, now));
    }
    for (const dropped of index.splice(RECENT_LIMIT)) this.#local.removeItem(gameKey(dropped.id));
    this.#local.setItem(INDEX_KEY, JSON.stringify(index));
  }

  /** The saved game `id`, or null. */
  loadGame(id) {
    return parseGame(readJson(this.#local, gameKey(id)));
  }

  /** The recent games, newest first. */
  recent() {
    const index = readJson(this.#local, INDEX_KEY);
    return Array.isArray(index) ? index.filter((entry) => entry && typeof entry.id === "string" && typeof entry.puzzle === "string") : [];
  }

  /** The id of this tab's game, if it has one. */
  currentId() {
    return this.#session.getItem(CURRENT_KEY);
  }

  /** The most recent unfinished game of `puzzle` (its line), or null. */
  findByPuzzle(puzzle) {
    const entry = this.recent().find((e) => e.puzzle === puzzle && !e.finished);
    return entry ? this.loadGame(entry.id) : null;
  }

  /** The game this tab should show on opening: its own (a reload), or the most recent. */
  resumable() {
    return this.ownGame() ?? this.latestGame();
  }

  /** This tab's game (a reload), or null. */
  ownGame() {
    const own = this.currentId();
    return own ? this.loadGame(own) : null;
  }

  /** The most recent game (or the old single save), or null. */
  latestGame() {
    const latest = this.recent()[0];
    return latest ? this.loadGame(latest.id) : this.#legacy();
  }

  saveSettings(settings) {
    this.#local.setItem(SETTINGS_KEY, JSON.stringify(settings));
  }

  loadSettings(allowed = {}) {
    const saved = readJson(this.#local, SETTINGS_KEY) ?? readJson(this.#local, LEGACY_KEY);
    return parseSettings(saved, allowed);
  }

  /** The grid the page saved before games had ids, as a game. */
  #legacy() {
    const old = readJson(this.#local, LEGACY_KEY);
    if (!old || typeof old !== "object") return null;
    const digits = (text) => (typeof text === "string" && /^[0-9]{81}$/.test(text) ? Array.from(text, Number) : null);
    return parseGame({
      id: "legacy",
      size: 9,
      givens: digits(old.givens),
      entries: digits(old.entries),
      solved: digits(old.solved),
      removed: old.removed,
      locked: old.locked,
    });
  }
}

function readJson(storage, key) {
  try {
    return JSON.parse(storage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** A storage that keeps its items in a Map: for tests, and when the browser refuses one. */
export class MemoryStorage {
  #items = new Map();
  getItem(key) {
    return this.#items.has(key) ? this.#items.get(key) : null;
  }
  setItem(key, value) {
    this.#items.set(key, String(value));
  }
  removeItem(key) {
    this.#items.delete(key);
  }
  get length() {
    return this.#items.size;
  }
}
