// Which texts are variant puzzles (an f-puzzles link with `load=`, a SudokuPad or
// Cracking the Cryptic app link, or the JSON itself), and the page's own share address
// for one. No DOM here.

/** Whether `text` is a variant puzzle (f-puzzles or SudokuPad) rather than a classic grid. */
export function isFPuzzlesText(text) {
  const t = String(text).trim();
  return (
    t.startsWith("{") ||
    /(^|[?#&])load=/.test(t) ||
    t.includes("/fpuzzles") ||
    /^(https?:\/\/)?([a-z]+\.)?(sudokupad\.app|app\.crackingthecryptic\.com)\/|^sudokupad:\/\//i.test(t)
  );
}

/** The setter's title, author and rules of a `Puzzle` to show, or null when it has none:
 *  `{ title, author, rules }`, each a string or null. */
export function setterText(puzzle) {
  const text = (value) => (typeof value === "string" && value.trim() ? value.trim() : null);
  const info = { title: text(puzzle?.title), author: text(puzzle?.author), rules: text(puzzle?.rules) };
  return info.title || info.author || info.rules ? info : null;
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
