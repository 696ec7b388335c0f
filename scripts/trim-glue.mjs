// Drops the doc comments wasm-bindgen copies from the Rust docs into its JS glue (the
// files named on the command line, in place). The same comments are in the `.d.ts`,
// which is what editors and TypeScript read; in the glue they are only bytes for every
// browser to download: 2 KB of the core entry's 5.5 KB of gzipped glue. Only `/** … */`
// blocks on lines of their own go, every other line stays as it was. Fails loudly when
// a block is not shaped as wasm-bindgen writes them (a wasm-bindgen upgrade).
import { readFileSync, writeFileSync } from "node:fs";

for (const file of process.argv.slice(2)) {
  const kept = [];
  let inDoc = false;
  for (const [i, line] of readFileSync(file, "utf8").split("\n").entries()) {
    if (!inDoc && /^\s*\/\*\*$/.test(line)) {
      inDoc = true;
    } else if (inDoc && /^\s*\*\/$/.test(line)) {
      inDoc = false;
    } else if (inDoc && !/^\s*\*( |$)/.test(line)) {
      console.error(`trim-glue: ${file}:${i + 1}: a doc comment line without a leading *`);
      process.exit(1);
    } else if (!inDoc) {
      kept.push(line);
    }
  }
  if (inDoc) {
    console.error(`trim-glue: ${file}: a doc comment is not closed`);
    process.exit(1);
  }
  writeFileSync(file, kept.join("\n"));
}
