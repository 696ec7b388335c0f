//! SudokuPad's links: which puzzle format a link carries, and its text.
//!
//! SudokuPad (sudokupad.app, and Cracking the Cryptic's `app.crackingthecryptic.com`)
//! opens a puzzle from its *puzzle id*, the last part of the link. The id is either a
//! short name of a puzzle stored on SudokuPad's server, or the puzzle itself: a format
//! prefix and the puzzle's JSON compressed with lz-string (`compressToBase64`):
//!
//! | prefix | format |
//! |---|---|
//! | `scl`, `ctc` | SudokuPad's own JSON (a drawing), often with its keys zipped ([`super::zipper`]) |
//! | `fpuzzles`, `fpuz` | f-puzzles JSON |
//! | `scf` | SudokuPad's compact format (not read here) |
//!
//! The link forms accepted are those of SudokuPad's loader: `https://sudokupad.app/ID`,
//! any `*.sudokupad.app` (beta, alpha), `app.crackingthecryptic.com`, each with or without
//! `/sudoku/` (or `/sudoku.html`) and `?puzzleid=`, and `sudokupad://puzzle/ID`; the
//! scheme may be left out, and a bare id with its prefix reads too. What follows the id
//! (`?setting-…`, `&…`, `#…`) is SudokuPad's display settings, and is ignored.

use crate::Error;

/// The format of a link's puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Format {
    /// SudokuPad's own JSON (a drawing), compressed.
    Scl,
    /// f-puzzles JSON, compressed.
    Fpuzzles,
}

/// The hosts SudokuPad answers on, as they appear after the scheme.
const HOSTS: &[&str] = &["app.crackingthecryptic.com", "sudokupad.app"];

/// The puzzle id of a SudokuPad link, or `None` when `text` is not one.
fn puzzle_id(text: &str) -> Option<&str> {
    if let Some(rest) = text.strip_prefix("sudokupad://puzzle/") {
        return Some(rest);
    }
    let rest = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"))
        .unwrap_or(text);
    let host_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let host = rest[..host_end].to_ascii_lowercase();
    let known = HOSTS.contains(&host.as_str())
        || host
            .strip_suffix(".sudokupad.app")
            .is_some_and(|sub| !sub.is_empty() && sub.bytes().all(|b| b.is_ascii_lowercase()));
    if !known {
        return None;
    }
    let mut id = &rest[host_end..];
    for prefix in ["/sudoku.html", "/sudoku"] {
        if let Some(after) = id.strip_prefix(prefix) {
            if after.is_empty() || after.starts_with(['/', '?']) {
                id = after;
                break;
            }
        }
    }
    id = id.strip_prefix('/').unwrap_or(id);
    if let Some(query) = id.strip_prefix('?') {
        // `?puzzleid=ID&…`, the parameter anywhere in the query.
        id = query
            .split('&')
            .find_map(|pair| pair.strip_prefix("puzzleid="))
            .unwrap_or("");
    }
    Some(id)
}

/// The id with SudokuPad's settings (`?setting-…`, `&…`, `#…`) and whitespace cut off.
fn strip_settings(id: &str) -> &str {
    let end = id.find(['?', '&', '#']).unwrap_or(id.len());
    id[..end].trim()
}

/// `%XX` escapes decoded, as SudokuPad's `saveDecodeURIComponent` does: only when the
/// text decodes (as UTF-8) and gets shorter.
fn percent_decode(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains('%') {
        return text.into();
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(high), Some(low)) => {
                out.push((high * 16 + low) as u8);
                i += 3;
            }
            (b'%', _, _) => return text.into(),
            (byte, _, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    match String::from_utf8(out) {
        Ok(decoded) => decoded.into(),
        Err(_) => text.into(),
    }
}

/// The puzzle a SudokuPad link (or a bare puzzle id with its format prefix) carries.
/// `Ok(None)`: the text is not a SudokuPad link.
///
/// # Errors
/// [`Error::InvalidPuzzle`] (path `puzzleid`) for a link without a puzzle id, or whose
/// id is a short name (the puzzle is on SudokuPad's server: reading it needs the
/// network, and this reader makes no request); [`Error::Unsupported`] for SudokuPad's
/// `scf` format.
pub(super) fn payload(text: &str) -> Result<Option<(Format, std::borrow::Cow<'_, str>)>, Error> {
    let text = text.trim();
    let (id, is_link) = match puzzle_id(text) {
        Some(id) => (strip_settings(id), true),
        None => (strip_settings(text), false),
    };
    let invalid = |reason: String| Error::InvalidPuzzle {
        path: "puzzleid".into(),
        reason,
    };
    // The longest prefix first: `fpuzzles` before `fpuz`.
    for (prefix, scl) in [
        ("fpuzzles", false),
        ("fpuz", false),
        ("scl", true),
        ("ctc", true),
    ] {
        if let Some(data) = id.strip_prefix(prefix) {
            if data.is_empty() && !is_link {
                continue;
            }
            let data = percent_decode(data);
            if data.trim().is_empty() {
                return Err(invalid(format!("the {prefix} puzzle id holds no puzzle")));
            }
            let format = if scl { Format::Scl } else { Format::Fpuzzles };
            return Ok(Some((format, data)));
        }
    }
    if !is_link {
        return Ok(None);
    }
    if id.starts_with("scf") {
        return Err(Error::Unsupported {
            constraint: "the scf puzzle format of SudokuPad (share the scl or f-puzzles link)"
                .into(),
        });
    }
    if id.is_empty() {
        return Err(invalid("the SudokuPad link has no puzzle id".into()));
    }
    let shown: String = id.chars().take(40).collect();
    Err(invalid(format!(
        "{:?} is a short SudokuPad id: the puzzle is kept on SudokuPad's server, and \
         reading it needs the network (this reader makes no request); open it in SudokuPad \
         and share the full link instead",
        shown
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id_of(text: &str) -> Option<String> {
        puzzle_id(text.trim()).map(|id| strip_settings(id).to_owned())
    }

    #[test]
    fn link_forms() {
        for link in [
            "https://sudokupad.app/sclABC",
            "http://sudokupad.app/sclABC?setting-nogrid=1",
            "sudokupad.app/sclABC",
            "https://beta.sudokupad.app/sclABC",
            "https://sudokupad.app/sudoku/sclABC",
            "https://sudokupad.app/sudoku.html?puzzleid=sclABC",
            "https://sudokupad.app/?puzzleid=sclABC&setting-x=1",
            "https://app.crackingthecryptic.com/sudoku/sclABC",
            "https://app.crackingthecryptic.com/sclABC#x",
            "sudokupad://puzzle/sclABC",
        ] {
            assert_eq!(id_of(link).as_deref(), Some("sclABC"), "{link}");
        }
        for text in [
            "https://f-puzzles.com/?load=x",
            "sclABC",
            "https://evil.app/sclABC",
            "https://x.sudokupad.app.evil.com/scl",
        ] {
            assert_eq!(id_of(text), None, "{text}");
        }
    }

    #[test]
    fn prefixes() {
        let kind = |text: &str| match payload(text).unwrap() {
            Some((Format::Scl, data)) => format!("scl {data}"),
            Some((Format::Fpuzzles, data)) => format!("fpuzzles {data}"),
            None => "none".into(),
        };
        assert_eq!(kind("https://sudokupad.app/ctcAB%2BC"), "scl AB+C");
        assert_eq!(kind("https://sudokupad.app/fpuzzlesN4Ig"), "fpuzzles N4Ig");
        assert_eq!(kind("https://sudokupad.app/fpuzN4Ig"), "fpuzzles N4Ig");
        assert_eq!(kind("sclN4Ig"), "scl N4Ig");
        assert_eq!(kind("{\"size\":4}"), "none");
        assert_eq!(kind("scl"), "none");
    }

    #[test]
    fn short_ids_need_the_network() {
        let err = payload("https://sudokupad.app/abc123").unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid puzzle at puzzleid: \"abc123\" is a short SudokuPad id: the puzzle is kept \
             on SudokuPad's server, and reading it needs the network (this reader makes no \
             request); open it in SudokuPad and share the full link instead"
        );
        assert_eq!(
            payload("https://sudokupad.app/").unwrap_err().to_string(),
            "invalid puzzle at puzzleid: the SudokuPad link has no puzzle id"
        );
        assert_eq!(
            payload("https://sudokupad.app/scl")
                .unwrap_err()
                .to_string(),
            "invalid puzzle at puzzleid: the scl puzzle id holds no puzzle"
        );
        assert!(matches!(
            payload("https://sudokupad.app/scfAAA"),
            Err(Error::Unsupported { .. })
        ));
    }
}
