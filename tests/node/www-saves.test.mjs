// Saved games and settings (www/saves.js): one save per game, a recent list, a tab's own
// game on reload, malformed saves refused value by value, the old one-slot save read.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Saves, MemoryStorage, parseGame, parseSettings, RECENT_LIMIT, LEGACY_KEY, INDEX_KEY } from "../../www/saves.js";
import { Store, DEFAULT_SETTINGS } from "../../www/store.js";
import { makeLayout } from "../../www/layout.js";

const PUZZLE = Array.from("035469278782105609060278135321046897804913506596820413917652080603701952258394760", Number);
const OTHER = PUZZLE.map((d, i) => (i < 9 ? 0 : d));

function game(puzzle = PUZZLE) {
  const store = new Store();
  store.load(puzzle);
  return store;
}

test("two tabs (two sessions) save their games side by side; a reload resumes the tab's own", () => {
  const local = new MemoryStorage();
  const tabA = new Saves({ local, session: new MemoryStorage() });
  const sessionB = new MemoryStorage();
  const tabB = new Saves({ local, session: sessionB });
  const a = game();
  a.setDigit(0, 1);
  a.toggleNote(13, 3);
  a.enter([13, 20], "corner", 5);
  a.enter([13], "colour", 9);
  tabA.saveGame(a, 1);
  const b = game(OTHER);
  b.setDigit(4, 6);
  tabB.saveGame(b, 2);
  assert.deepEqual(tabA.recent().map((e) => e.id), [b.id, a.id], "newest first");
  const again = new Saves({ local, session: sessionB }).resumable();
  assert.equal(again.id, b.id, "tab B's reload resumes tab B's game");
  assert.equal(again.entries[4], 6);
  const own = tabA.loadGame(a.id);
  assert.equal(own.entries[0], 1);
  assert.equal(own.notes[13], 0b100);
  assert.deepEqual([own.corners[13], own.corners[20]], [0b10000, 0b10000], "corner marks are saved with the game");
  assert.equal(own.colours[13], 9);
  assert.equal(tabA.findByPuzzle(OTHER.join("")).id, b.id);
  const fresh = new Saves({ local, session: new MemoryStorage() });
  assert.equal(fresh.resumable().id, b.id, "a new tab offers the most recent game");
});

test("the recent list keeps the newest games, drops the rest, and forgets an emptied game", () => {
  const local = new MemoryStorage();
  const saves = new Saves({ local, session: new MemoryStorage() });
  const stores = Array.from({ length: RECENT_LIMIT + 2 }, () => game());
  stores.forEach((store, k) => saves.saveGame(store, k));
  const recent = saves.recent();
  assert.equal(recent.length, RECENT_LIMIT);
  assert.equal(saves.loadGame(stores[0].id), null, "the oldest game's save is removed");
  assert.deepEqual(recent[0], { id: stores.at(-1).id, size: 9, kinds: [], puzzle: PUZZLE.join(""), givens: 67, filled: 67, cells: 81, elapsedMs: 0, finished: false, updated: RECENT_LIMIT + 1 });
  const last = stores.at(-1);
  last.clear();
  saves.saveGame(last, 99);
  assert.equal(saves.recent().some((e) => e.id === last.id), false);
});

test("a saved game is read back value by value: malformed parts fall back, a bad grid is refused", () => {
  const store = game();
  store.setDigit(0, 1);
  const local = new MemoryStorage();
  const saves = new Saves({ local, session: new MemoryStorage() });
  saves.saveGame(store);
  const back = saves.loadGame(store.id);
  assert.deepEqual(Array.from(back.givens), PUZZLE);
  assert.equal(back.locked, true);
  const data = JSON.parse(local.getItem(`sudoku-wasm:v2:game:${store.id}`));
  assert.equal(parseGame({ ...data, givens: data.givens.slice(1) }), null);
  assert.equal(parseGame({ ...data, entries: data.entries.map(() => 10) }), null);
  assert.equal(parseGame({ ...data, size: 30 }), null);
  assert.equal(parseGame({ ...data, id: 5 }), null);
  const patched = parseGame({ ...data, notes: "x", elapsedMs: -1, entries: data.entries.map((e, i) => (i === 1 ? 4 : e)) });
  assert.equal(patched.notes.length, 81);
  assert.equal(patched.elapsedMs, 0);
  assert.equal(patched.entries[1], 0, "an entry over a given is dropped");
  local.setItem(INDEX_KEY, "{not json");
  assert.deepEqual(saves.recent(), []);
});

test("an N×N game with its own regions survives a save", () => {
  const store = new Store();
  const regions = [0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 3, 3, 4, 4, 4];
  store.load(Array(25).fill(0).map((_, i) => (i === 0 ? 1 : 0)), { layout: makeLayout({ size: 5, regions }) });
  const saves = new Saves({ local: new MemoryStorage(), session: new MemoryStorage() });
  saves.saveGame(store);
  const back = saves.loadGame(store.id);
  assert.equal(back.layout.size, 5);
  assert.deepEqual(Array.from(back.layout.region), regions);
});

test("settings: known keys of the right type (and allowed value) are kept; the rest is the default", () => {
  const settings = parseSettings({ theme: "dark", pencil: "yes", level: "guessing", autoNotes: false, extra: 1 }, { level: ["easy", "medium"] });
  assert.deepEqual(settings, { ...DEFAULT_SETTINGS, theme: "dark", autoNotes: false });
  assert.deepEqual(parseSettings(null), DEFAULT_SETTINGS);
});

test("the old one-slot save (before games had ids) is resumed, and its settings read", () => {
  const local = new MemoryStorage();
  local.setItem(LEGACY_KEY, JSON.stringify({ givens: PUZZLE.join(""), entries: "1".padEnd(81, "0"), solved: "0".repeat(81), locked: true, theme: "dark", copyFormat: "pretty" }));
  const saves = new Saves({ local, session: new MemoryStorage() });
  const old = saves.resumable();
  assert.equal(old.entries[0], 1);
  assert.equal(old.locked, true);
  assert.equal(saves.loadSettings().theme, "dark");
  assert.equal(saves.loadSettings().copyFormat, "pretty");
});

test("a variant game keeps its rules: saved, read back, in the recent list (a killer with no givens too)", () => {
  const saves = new Saves({ local: new MemoryStorage(), session: new MemoryStorage() });
  const store = new Store();
  const rules = { size: 9, regions: null, constraints: [{ type: "killerCage", cells: [0, 1], sum: 3 }], title: "Cages" };
  store.load(new Uint8Array(81), { rules });
  assert.equal(store.empty, false, "the cages are a puzzle");
  saves.saveGame(store, 1);
  const entry = saves.recent()[0];
  assert.equal(entry.id, store.id, "listed in Recent although it has no givens");
  assert.deepEqual(entry.kinds, ["killerCage"]);
  assert.deepEqual(saves.loadGame(store.id).rules, rules);
  // Rules that do not fit the grid, or have no constraints list, are not read back.
  const data = JSON.parse(JSON.stringify({ ...parseGameInput(store), rules: { size: 6, constraints: [] } }));
  assert.equal(parseGame(data).rules, null);
  assert.equal(parseGame({ ...data, rules: { size: 9, constraints: "x" } }).rules, null);
  assert.equal(parseGame({ ...data, rules: undefined }).rules, null, "a game saved before games kept rules");
});

function parseGameInput(store) {
  return { id: store.id, size: 9, regions: null, givens: Array.from(store.givens), entries: Array.from(store.entries), solved: Array.from(store.solved) };
}
