// Which texts are f-puzzles puzzles (a link with `load=`, SudokuPad's `/fpuzzles…`, or
// the JSON itself), and the page's own share address for one. No DOM here.

/** Whether `text` is an f-puzzles puzzle rather than a classic grid. */
export function isFPuzzlesText(text) {
  const t = String(text).trim();
  return t.startsWith("{") || /(^|[?#&])load=/.test(t) || t.includes("/fpuzzles");
}

/** The compressed puzzle of an f-puzzles link (what follows `load=`), or null. */
export function payloadOf(link) {
  const match = /(?:^|[?#&])load=([^&#?]*)/.exec(String(link));
  return match ? match[1] : null;
}

/** The page's address sharing the puzzle of `link`: `path?load=…` (`+` kept as `%2B`,
 *  which a query string would otherwise read as a space). */
export function shareAddress(path, link) {
  const payload = payloadOf(link);
  return payload === null ? null : `${path}?load=${payload.replace(/\+/g, "%2B")}`;
}

/** The sizes a blank grid can start with, and their boxes' shapes as words. */
export const BLANK_SIZES = Object.freeze([4, 6, 8, 9, 10, 12, 14, 15, 16, 25]);
