// Hardens wasm-bindgen's generated glue (the files named on the command line, in place):
// every array argument is checked before it is copied into the module, so that `null`,
// a number, a plain object or `{ length: -1 }` throws a SudokuError with code
// "InvalidArgument" instead of making the module's allocator abort (a wasm trap); and
// every number argument (`limit`, `maxGuesses`) is converted so that a BigInt or a
// Symbol, which make JS's `+x` throw a TypeError, is an "InvalidArgument" SudokuError too.
// The checks are a type test and a comparison: nothing measurable on the `solve` path.
// Fails loudly when the glue no longer has the expected shape (a wasm-bindgen upgrade).
import { readFileSync, writeFileSync } from "node:fs";

const GUARD = `
// Added by scripts/guard-glue.mjs: a bad array argument is a SudokuError, never a trap.
function checkArrayArgument(arg) {
    const isArray = (ArrayBuffer.isView(arg) && !(arg instanceof DataView)) || Array.isArray(arg);
    if (isArray && arg.length <= 0x3fffffff) return;
    const what = arg === null ? "null" : isArray ? \`an array of \${arg.length} values\` : typeof arg;
    const error = new Error(\`expected a typed array or an array of at most 2^30 values, not \${what}\`);
    error.name = "SudokuError";
    error.code = "InvalidArgument";
    error.cells = [];
    throw error;
}

// Added by scripts/guard-glue.mjs: \`+arg\` for the number argument \`name\`, but a value
// that has no number (a BigInt, a Symbol, an object whose valueOf throws) is a
// SudokuError, not a TypeError.
function numberArgument(arg, name) {
    if (typeof arg === "number") return arg;
    try {
        return +arg;
    } catch {
        const what = typeof arg === "object" ? "an object without a number value" : \`a \${typeof arg}\`;
        const error = new Error(\`\${name} must be a whole number 0 or more, not \${what}\`);
        error.name = "SudokuError";
        error.code = "InvalidArgument";
        error.cells = [];
        throw error;
    }
}
`;

for (const file of process.argv.slice(2)) {
  let text = readFileSync(file, "utf8");
  if (text.includes("function checkArrayArgument(")) continue; // already guarded
  let patched = 0;
  text = text.replace(/^function (passArray(?:8|16|32)ToWasm0)\(arg, malloc\) \{\n/gm, (line) => {
    patched += 1;
    return `${line}    checkArrayArgument(arg);\n`;
  });
  if (patched === 0 || !text.includes("function passArray8ToWasm0(arg, malloc) {")) {
    console.error(`guard-glue: no passArray8ToWasm0 in ${file}: has the wasm-bindgen glue changed?`);
    process.exit(1);
  }
  // `const val2 = +limit;`, `const val3 = +(isLikeNone(maxGuesses) ? 0 : maxGuesses);`
  let numbers = 0;
  text = text.replace(/^( +const val\d+ = )\+(\w+|\(isLikeNone\((\w+)\) \? 0 : \w+\));$/gm, (_, start, value, optional) => {
    numbers += 1;
    return `${start}numberArgument(${value}, "${optional ?? value}");`;
  });
  if (numbers === 0 || /^ +const val\d+ = \+/m.test(text)) {
    console.error(`guard-glue: number arguments in ${file} not as expected: has the wasm-bindgen glue changed?`);
    process.exit(1);
  }
  text = text.replace(/^function passArray8ToWasm0\(/m, `${GUARD.trimStart()}\nfunction passArray8ToWasm0(`);
  writeFileSync(file, text);
}
