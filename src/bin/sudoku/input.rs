//! Reading: files and standard input (`-`), named in every error; one puzzle per input
//! (grid mode) or one per line (line mode), with bounded memory for any input.

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use sudoku_wasm::{Error, Grid};

/// Input past this size cannot be a sensible grid; it is rejected without being kept.
pub const MAX_GRID_BYTES: u64 = 1 << 20;

/// A line is kept up to this many bytes; past it only its characters are counted.
pub const MAX_LINE_BYTES: usize = 4096;

/// The read buffer of line mode: a batch of lines is at most what one buffer holds.
const READ_BUFFER_BYTES: usize = 128 << 10;

/// Where puzzles come from: a file, or standard input (no FILE, or `-`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Standard input.
    Stdin,
    /// A file, by the path given on the command line.
    File(PathBuf),
}

impl Source {
    /// The sources named by `files`: standard input when there are none.
    pub fn all(files: &[PathBuf]) -> Vec<Source> {
        if files.is_empty() {
            return vec![Source::Stdin];
        }
        files
            .iter()
            .map(|path| {
                if path.as_os_str() == "-" {
                    Source::Stdin
                } else {
                    Source::File(path.clone())
                }
            })
            .collect()
    }

    /// Opens the source for reading. A directory is refused here, by name, rather than
    /// failing at the first read.
    pub fn open(&self) -> Result<Box<dyn Read + Send>, InputError> {
        match self {
            Source::Stdin => Ok(Box::new(io::stdin())),
            Source::File(path) => {
                let named = |error| InputError::io(self, error);
                if path.metadata().map_err(named)?.is_dir() {
                    return Err(InputError::io(
                        self,
                        io::Error::other("is a directory, not a file of puzzles"),
                    ));
                }
                Ok(Box::new(File::open(path).map_err(named)?))
            }
        }
    }

    /// The path as given, or `None` for standard input.
    pub fn path(&self) -> Option<&Path> {
        match self {
            Source::Stdin => None,
            Source::File(path) => Some(path),
        }
    }
}

/// An input that could not be read, with the path it came from.
#[derive(Debug)]
pub struct InputError {
    /// `None` for standard input.
    pub path: Option<PathBuf>,
    /// What went wrong.
    pub error: io::Error,
}

impl InputError {
    /// `error`, met while reading `source`.
    pub fn io(source: &Source, error: io::Error) -> InputError {
        InputError {
            path: source.path().map(Path::to_path_buf),
            error,
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.path {
            Some(path) => write!(f, "{}: {}", path.display(), self.error),
            None => write!(f, "standard input: {}", self.error),
        }
    }
}

/// Why one input did not give a grid.
#[derive(Debug)]
pub enum GridInputError {
    /// The text is not a puzzle; `hint` is advice to show after the reason.
    Puzzle { error: Error, hint: Option<String> },
    /// Over [`MAX_GRID_BYTES`].
    TooLarge,
}

impl fmt::Display for GridInputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridInputError::Puzzle { error, hint: None } => write!(f, "{error}"),
            GridInputError::Puzzle {
                error,
                hint: Some(hint),
            } => write!(f, "{error} ({hint})"),
            GridInputError::TooLarge => write!(
                f,
                "the input is over {MAX_GRID_BYTES} bytes; a Baekjoon grid is 9 lines of 9 digits"
            ),
        }
    }
}

/// Reads a whole input of grid mode, keeping at most [`MAX_GRID_BYTES`] + 1 bytes.
pub fn read_grid_text(source: &Source) -> Result<Result<String, GridInputError>, InputError> {
    let mut input = Vec::new();
    source
        .open()?
        .take(MAX_GRID_BYTES + 1)
        .read_to_end(&mut input)
        .map_err(|error| InputError::io(source, error))?;
    if input.len() as u64 > MAX_GRID_BYTES {
        return Ok(Err(GridInputError::TooLarge));
    }
    Ok(Ok(String::from_utf8_lossy(&input).into_owned()))
}

/// Reads the one puzzle of a grid-mode input: the Baekjoon grid. (This is where other
/// whole-input formats are told apart from it.) `line_mode_command` is the command line
/// that would read the text as lines, for the hint when it looks like 81-character lines.
pub fn parse_grid(text: &str, line_mode_command: &str) -> Result<Grid, GridInputError> {
    Grid::from_boj(text).map_err(|error| {
        let rows: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let looks_like_lines = matches!(error, Error::WrongRowCount { .. })
            && !rows.is_empty()
            && rows.iter().all(|row| Grid::from_line(row.trim()).is_ok());
        let hint = looks_like_lines.then(|| {
            let what = if rows.len() == 1 {
                "this is one 81-character puzzle line"
            } else {
                "these are 81-character puzzle lines"
            };
            format!("{what}: `{line_mode_command}` reads one puzzle per line")
        });
        GridInputError::Puzzle { error, hint }
    })
}

/// One line of line mode, as kept in a batch's text.
#[derive(Clone, Copy, Debug)]
pub struct LineSpan {
    /// Where its kept bytes start and end in the batch's text.
    pub start: usize,
    /// (exclusive)
    pub end: usize,
    /// Characters counted past [`MAX_LINE_BYTES`] but not kept (0 for a normal line).
    pub extra_chars: usize,
}

/// The lines of every source in turn, read in batches with a fixed-size buffer.
pub struct LineReader {
    sources: std::vec::IntoIter<Source>,
    current: Option<(Source, BufReader<Box<dyn Read + Send>>)>,
}

impl LineReader {
    /// Reads `sources` in order; nothing is opened until the first line is wanted.
    pub fn new(sources: Vec<Source>) -> LineReader {
        LineReader {
            sources: sources.into_iter(),
            current: None,
        }
    }

    /// Appends lines to `text` and `spans`, up to `max_lines`. Returns `Ok(false)` at the
    /// end of the last source. Once at least one line is taken, it returns as soon as
    /// more would mean waiting for input, so a slow producer gets its answers early.
    pub fn fill(
        &mut self,
        text: &mut Vec<u8>,
        spans: &mut Vec<LineSpan>,
        max_lines: usize,
    ) -> Result<bool, InputError> {
        while spans.len() < max_lines {
            if self.current.is_none() {
                let Some(source) = self.sources.next() else {
                    return Ok(false);
                };
                let reader = BufReader::with_capacity(READ_BUFFER_BYTES, source.open()?);
                self.current = Some((source, reader));
            }
            let (source, reader) = self.current.as_mut().expect("opened above");
            if !spans.is_empty() && reader.buffer().is_empty() {
                return Ok(true);
            }
            match read_line(reader, text) {
                Ok(Some(span)) => spans.push(span),
                Ok(None) => self.current = None,
                Err(error) => return Err(InputError::io(source, error)),
            }
        }
        Ok(true)
    }
}

/// Reads one line onto the end of `text` (at most [`MAX_LINE_BYTES`] of it, line break
/// included), or `None` at the end of the input.
fn read_line(input: &mut impl BufRead, text: &mut Vec<u8>) -> io::Result<Option<LineSpan>> {
    let start = text.len();
    let mut extra_chars = 0;
    let mut any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buf.is_empty() {
            let span = LineSpan {
                start,
                end: text.len(),
                extra_chars,
            };
            return Ok(any.then_some(span));
        }
        any = true;
        let end = buf.iter().position(|&b| b == b'\n');
        let chunk = &buf[..end.map_or(buf.len(), |e| e + 1)];
        let room = MAX_LINE_BYTES
            .saturating_sub(text.len() - start)
            .min(chunk.len());
        text.extend_from_slice(&chunk[..room]);
        // Count the characters (UTF-8 lead bytes) that did not fit, not the line break.
        extra_chars += chunk[room..]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80 && b != b'\n' && b != b'\r')
            .count();
        let used = chunk.len();
        input.consume(used);
        if end.is_some() {
            return Ok(Some(LineSpan {
                start,
                end: text.len(),
                extra_chars,
            }));
        }
    }
}

/// What line mode makes of one line: `None` for a line to skip (empty, or a `#`
/// comment), else the puzzle or why it is not one.
pub fn parse_line(bytes: &[u8], extra_chars: usize) -> Option<Result<Grid, Error>> {
    let text = String::from_utf8_lossy(bytes);
    let text = text.trim_end_matches(['\n', '\r']);
    if extra_chars > 0 {
        return Some(Err(Error::WrongLength {
            found: text.chars().count() + extra_chars,
        }));
    }
    if text.trim().is_empty() || text.starts_with('#') {
        return None;
    }
    Some(Grid::from_line(text))
}
