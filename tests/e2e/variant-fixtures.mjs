// The ISS variant puzzles of tests/fixtures/variants (MIT) for the page's tests, and the
// page's own share address of each, made with the module's toFPuzzlesUrl.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadWasm, REPO } from "./helpers.mjs";

/** The ISS puzzle `name`: `{ json, size, solution }`. */
export async function iss(name) {
  const lines = (await readFile(join(REPO, "tests/fixtures/variants/iss-variants.jsonl"), "utf8")).split("\n");
  const line = JSON.parse(lines.find((l) => l.startsWith(`{"name":${JSON.stringify(name)}`)));
  const solution = typeof line.solution === "string" ? [...line.solution].map(Number) : line.solution;
  return { json: JSON.stringify(line.fpuzzles), size: line.size, solution };
}

/** The page's own share address of an ISS puzzle: `/?load=…`. */
export async function linkOf(name) {
  const { fromFPuzzles, toFPuzzlesUrl } = await loadWasm();
  const { json } = await iss(name);
  const link = toFPuzzlesUrl(fromFPuzzles(json));
  return `/?load=${link.split("load=")[1].replace(/\+/g, "%2B")}`;
}
