//! `sudoku`: solve, check, grade and make puzzles from the command line.
//!
//! Argument parsing (`args`), reading (`input`), the parallel ordered line mode
//! (`pipeline`) and the answers' formats (`answer`, `json`); the work is the library's.
//!
//! wasm32-unknown-unknown has no files, arguments or standard streams: there the binary is
//! only compiled (so `cargo build --all-targets --target wasm32-unknown-unknown` works) and
//! its `main` does nothing; the command is a native program.

#[cfg(not(target_arch = "wasm32"))]
mod answer;
#[cfg(not(target_arch = "wasm32"))]
mod args;
#[cfg(not(target_arch = "wasm32"))]
mod candidates;
#[cfg(not(target_arch = "wasm32"))]
mod input;
#[cfg(not(target_arch = "wasm32"))]
mod json;
#[cfg(not(target_arch = "wasm32"))]
mod pipeline;
#[cfg(not(target_arch = "wasm32"))]
mod run;
#[cfg(all(not(target_arch = "wasm32"), feature = "variants"))]
mod variant;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use clap::Parser;
    run::main(args::Cli::parse())
}

#[cfg(target_arch = "wasm32")]
fn main() {}
