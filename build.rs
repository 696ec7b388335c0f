//! Splits README.md in two for the README doctests (`ReadmeDoctests` in src/lib.rs): the
//! Rust examples of its logic section (between `<!-- section: logic -->` and its end
//! marker) need the `logic` feature, the rest of the README must pass without it.
//! Writes `$OUT_DIR/README-core.md` (the README with that section blanked out) and
//! `$OUT_DIR/README-logic.md` (the section alone); both keep the README's line numbers,
//! so a failing doctest names its line in README.md.

use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=README.md");
    println!("cargo:rerun-if-changed=build.rs");
    let readme = fs::read_to_string("README.md").expect("README.md is readable");
    let start = readme
        .find("<!-- section: logic -->")
        .expect("README.md has a logic section");
    let end = readme[start..]
        .find("<!-- end section: logic -->")
        .map(|at| start + at)
        .expect("README.md's logic section has an end marker");
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let (before, section, after) = (&readme[..start], &readme[start..end], &readme[end..]);
    let blank = |text: &str| "\n".repeat(text.matches('\n').count());
    let core = format!("{before}{}{after}", blank(section));
    let logic = format!("{}{section}", blank(before));
    fs::write(Path::new(&out).join("README-core.md"), core).expect("OUT_DIR is writable");
    fs::write(Path::new(&out).join("README-logic.md"), logic).expect("OUT_DIR is writable");
}
