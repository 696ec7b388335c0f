// New puzzle's kinds: the variant and size menus of the generate panel, which of their
// combinations (and levels) the engine makes, what `generatePuzzle` is asked for one, and
// the words for the puzzle it makes. Classic 9×9 is the classic generator's (generate.js,
// every level and symmetry); every other kind is the variant generator's, whose table
// the module gives (`puzzleGenerators()`: one row per kind and size with its levels and
// whether it takes a symmetry; a module without it makes classic 9×9 only). Until the module has said, every choice is offered
// and the engine's coded error explains a combination it does not make. Loaded when first needed (the menus used, the full
// engine arrived), never before the page is interactive. No DOM here.

/** The page's words for the variants (the menu's labels, the status line's names). */
const VARIANT_LABELS = { classic: "Classic", killer: "Killer", jigsaw: "Jigsaw", x: "X (both diagonals)", windoku: "Windoku" };
const VARIANT_WORDS = { classic: "classic", killer: "killer", jigsaw: "jigsaw", x: "X", windoku: "windoku" };
/** What each kind's puzzle is, for the line under the menus. */
const VARIANT_RULES = {
  classic: "rows, columns and boxes",
  killer: "each cage's digits differ and add up to its sum; no givens",
  jigsaw: "irregular regions in place of the boxes",
  x: "both main diagonals hold every digit once too",
  windoku: "four extra 3×3 windows hold every digit once too",
};

/** The name of a variant in the page's words ("killer", "X"); an unknown one as it is. */
export const variantWords = (variant) => VARIANT_WORDS[variant] ?? variant;

/** `size`×`size`. */
export const sizeWords = (size) => `${size}×${size}`;

/** Whether `{ variant, size }` is the classic generator's (classic 9×9, every level). */
export const isClassicNine = ({ variant, size }) => variant === "classic" && size === 9;

/**
 * The kinds the engine makes, from the module's table (`[{ variant, size, levels,
 * symmetry }]`; null: the module has none, undefined: it has not said yet): `{ variant:
 * { size: { levels, symmetry } } }`, or null when not known (nothing is ruled out then).
 * Classic 9×9 takes the classic generator's `levels` (all of them) and symmetries.
 */
export function kindsOf(table, classicLevels = []) {
  if (table === undefined) return null;
  const kinds = {};
  for (const row of Array.isArray(table) ? table : []) {
    if (!row || typeof row.variant !== "string" || !Number.isInteger(row.size)) continue;
    const levels = Array.isArray(row.levels) ? row.levels.filter((l) => typeof l === "string") : [];
    (kinds[row.variant] ??= {})[row.size] = { levels, symmetry: row.symmetry !== false };
  }
  (kinds.classic ??= {})[9] = { levels: [...classicLevels], symmetry: true };
  return kinds;
}

/** Whether `{ variant, size }` takes a symmetry (its givens'): not a killer (no givens);
 *  when the engine has not said, any kind does. */
export const takesSymmetry = (kinds, { variant, size }) => kinds?.[variant]?.[size]?.symmetry ?? true;

/** The sizes `variant` is made in, smallest first (empty for an unknown variant). */
const sizesOf = (kinds, variant) => Object.keys(kinds[variant] ?? {}).map(Number).sort((a, b) => a - b);

/** The options of the variant menu (`[{ value, label }]`): `names` (the menu's own, in
 *  its order), then any other variant the engine makes. */
export function variantOptions(kinds, names) {
  const all = kinds ? [...names, ...Object.keys(kinds).filter((v) => !names.includes(v))] : names;
  return all.map((value) => ({ value, label: VARIANT_LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1) }));
}

/** The options of the size menu for `variant` (`[{ value, label, disabled }]`): `sizes`
 *  (the menu's own) and any other the engine makes, those `variant` is not made in
 *  disabled. */
export function sizeOptions(kinds, variant, sizes) {
  const all = kinds ? [...new Set([...sizes, ...Object.values(kinds).flatMap((bySize) => Object.keys(bySize).map(Number))])].sort((a, b) => a - b) : sizes;
  const made = kinds ? new Set(sizesOf(kinds, variant)) : null;
  return all.map((size) => ({ value: String(size), label: sizeWords(size), disabled: made !== null && !made.has(size) }));
}

/** The levels of `levels` (the menu's, easiest first) that `{ variant, size }` is not
 *  made at: none when the module has not said. */
export function levelsOff(kinds, { variant, size }, levels) {
  const made = kinds?.[variant]?.[size]?.levels;
  return made ? levels.filter((level) => !made.includes(level)) : [];
}

/**
 * The choice to make when the player picks a variant or size: `{ size, level }`, the
 * size kept if the kind is made in it (else the nearest, 9 on a tie), the level kept if
 * offered there (else the hardest offered below it, else the easiest). `levels` is the
 * level menu's order, easiest first.
 */
export function fitChoice(kinds, { variant, size, level }, levels) {
  const sizes = kinds ? sizesOf(kinds, variant) : [];
  if (sizes.length === 0) return { size, level };
  let fit = sizes.includes(size) ? size : sizes[0];
  for (const s of sizes) {
    const d = Math.abs(s - size);
    const best = Math.abs(fit - size);
    if (d < best || (d === best && s === 9)) fit = s;
  }
  const made = kinds[variant][fit].levels;
  if (made.length === 0 || made.includes(level)) return { size: fit, level };
  const rank = levels.indexOf(level);
  const below = made.filter((l) => levels.indexOf(l) <= rank).sort((a, b) => levels.indexOf(b) - levels.indexOf(a));
  return { size: fit, level: below[0] ?? made[0] };
}

/**
 * What the line under the menus says of `{ variant, size, level }`: `{ text, made }`,
 * `made` false when the engine does not make it (the text says what it makes instead),
 * so that New puzzle says why rather than fail.
 */
export function kindNote(kinds, { variant, size, level }) {
  const name = variantWords(variant);
  const title = `${capitalized(name)} ${sizeWords(size)}`;
  const rules = VARIANT_RULES[variant] ? `: ${VARIANT_RULES[variant]}` : "";
  if (!kinds) return { text: `${title}${rules}.`, made: true };
  const sizes = sizesOf(kinds, variant);
  if (sizes.length === 0) return { text: `This engine makes no ${name} puzzles.`, made: false };
  if (!sizes.includes(size)) {
    return { text: `${capitalized(name)} puzzles are made ${listWords(sizes.map(sizeWords))} only: pick a size the menu offers.`, made: false };
  }
  const { levels } = kinds[variant][size];
  if (!isClassicNine({ variant, size }) && levels.length && !levels.includes(level)) {
    return { text: `${title} puzzles are made ${listWords(levels)} only: pick a level the menu offers.`, made: false };
  }
  return { text: `${title}${rules}.`, made: true };
}

/**
 * What New puzzle asks `generatePuzzle` for, with the settings `{ variant, size, level,
 * symmetry }`: `{ options, target, kind }` ("Generating a hard killer 9×9 puzzle…"); the
 * symmetry only for a kind that takes one (a killer has no givens).
 */
export function variantRequest(kinds, { variant, size, level, symmetry }, seed) {
  const options = { seed, size, variant, level };
  if (takesSymmetry(kinds, { variant, size })) options.symmetry = symmetry;
  const kind = `${variantWords(variant)} ${sizeWords(size)}`;
  return { options, target: `${/^[aeiou]/.test(level) ? "an" : "a"} ${level} ${kind} puzzle`, kind };
}

/**
 * The status line's words for a generated puzzle `result` (`{ grade, seed, attempts,
 * reached, ms }`) made for `request`: `{ how, after }` for the page's `load` ("New killer
 * 9×9 puzzle (hard, seed 7, made in 0.40 s)", then what to do next, and when the level
 * was not reached within the budget, what was made instead). `formatMs` writes a time;
 * `symmetryWords` names the symmetry asked for ("half-turn symmetry"), if one was.
 */
export function madeWords(request, result, { formatMs, symmetryWords = null }) {
  const level = result.grade?.level ?? request.options.level;
  const symmetry = request.options.symmetry && symmetryWords ? `, ${symmetryWords}` : "";
  const how = `New ${request.kind} puzzle (${level}${symmetry}, seed ${result.seed ?? request.options.seed}, made in ${formatMs(result.ms)})`;
  const attempts = `${result.attempts} attempt${result.attempts === 1 ? "" : "s"}`;
  const missed =
    result.reached === false ? `No ${request.options.level} one turned up within the budget (${attempts}); this is the closest: ${level}. ` : "";
  return { how, after: `${missed}Type your answers, or press Hint.` };
}

/** "at easy", "at 6×6 or 9×9", "at easy, medium or hard". */
function listWords(items) {
  return `at ${items.length === 1 ? items[0] : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`}`;
}

const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
