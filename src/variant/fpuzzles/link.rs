//! f-puzzles links: `https://www.f-puzzles.com/?load=` followed by the puzzle's JSON
//! compressed with lz-string's `compressToBase64` (the [`lz_str`] crate here).

use crate::Error;

/// Where [`to_fpuzzles_url`](super::to_fpuzzles_url) points.
pub(super) const FPUZZLES_PAGE: &str = "https://www.f-puzzles.com/?load=";

/// The longest decompressed text accepted, in UTF-16 units: the readers' text limit.
const MAX_JSON: usize = crate::variant::MAX_TEXT;

/// The compressed puzzle in a link or share text: the value of its `load=` parameter
/// (after `?`, `#` or `&`), or SudokuPad's `fpuzzles` path prefix; `None` when the text
/// has neither (it is then not a link).
fn payload(text: &str) -> Option<&str> {
    let start = if let Some(at) = text.find("load=") {
        at + "load=".len()
    } else {
        // SudokuPad: https://sudokupad.app/fpuzzles<compressed>
        let at = text.find("/fpuzzles")?;
        at + "/fpuzzles".len()
    };
    let rest = &text[start..];
    let end = rest.find(['&', '#', '?']).unwrap_or(rest.len());
    Some(rest[..end].trim())
}

/// Undoes the percent-encoding a browser may add to the base64 alphabet (`%2B`, `%2F`,
/// `%3D`) and turns spaces back into `+` (a `+` in a query string reads as a space).
fn unescape(payload: &str) -> String {
    payload
        .replace("%2B", "+")
        .replace("%2b", "+")
        .replace("%2F", "/")
        .replace("%2f", "/")
        .replace("%3D", "=")
        .replace("%3d", "=")
        .replace(' ', "+")
}

/// The JSON text of an f-puzzles link, or `None` when `text` is not a link.
///
/// # Errors
/// [`Error::InvalidPuzzle`] (path `load`) when the compressed text is not
/// lz-string base64, does not decompress, or decompresses to more than 4 MB.
pub(super) fn json_of_link(text: &str) -> Result<Option<String>, Error> {
    let Some(payload) = payload(text) else {
        return Ok(None);
    };
    decompress_from_base64(payload, "load").map(Some)
}

/// lz-string's `decompressFromBase64`, bounded to 4 MB of text: the JSON a link carries
/// (f-puzzles' `load=`, SudokuPad's `fpuzzles…` and `scl…`). Percent-escapes and spaces
/// a browser may have put in the base64 are undone first.
///
/// # Errors
/// [`Error::InvalidPuzzle`] at `path` when the text is not lz-string base64, does not
/// decompress, or decompresses to more than 4 MB.
pub(in crate::variant) fn decompress_from_base64(
    payload: &str,
    path: &str,
) -> Result<String, Error> {
    let invalid = |reason: String| Error::InvalidPuzzle {
        path: path.into(),
        reason,
    };
    let payload = unescape(payload);
    let mut sextets = Vec::with_capacity(payload.len());
    for c in payload.chars() {
        match BASE64.iter().position(|&b| char::from(b) == c) {
            Some(value) => sextets.push(value as u16),
            None if c == '=' => {}
            None => {
                return Err(invalid(format!(
                    "the compressed puzzle is not lz-string base64 (unexpected {})",
                    crate::core::error::Quoted::Char(c)
                )))
            }
        }
    }
    let wide = decompress(&sextets, 6, MAX_JSON).map_err(|reason| invalid(reason.into()))?;
    String::from_utf16(&wide)
        .map_err(|_| invalid("the compressed puzzle decompresses to invalid UTF-16".into()))
}

/// lz-string's base64 alphabet.
const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// lz-string's decompression, bounded: `Err` once the output would pass `limit` units.
///
/// Not `lz_str::decompress_from_base64` (the crate writes the links): it keeps every
/// dictionary entry as its own vector, so a hostile link of `n` characters costs about
/// `n²/10` units of memory before its output can be checked (40,000 characters: several
/// GB, a wasm trap). Here an entry is a slice of the output already written (an LZW entry
/// is always the previous output plus the first unit of the next), so memory is the
/// output, which is capped, plus 8 bytes per code.
///
/// `codes` holds `bits`-bit values (6 for base64), read most significant bit first; the
/// value of each field is assembled least significant bit first (lz-string's layout).
fn decompress(codes: &[u16], bits: u32, limit: usize) -> Result<Vec<u16>, &'static str> {
    const TRUNCATED: &str = "the compressed puzzle is cut short (lz-string base64)";
    const MALFORMED: &str = "the compressed puzzle does not decompress (lz-string base64)";
    const TOO_LONG: &str = "the compressed puzzle decompresses to more than 4 MB";
    let mut input = codes.iter();
    let mut value = *input.next().ok_or(MALFORMED)?;
    let mut position = 1u16 << (bits - 1);
    let mut read = |count: u32| -> Result<u32, &'static str> {
        let mut out = 0u32;
        for k in 0..count {
            if value & position != 0 {
                out |= 1 << k;
            }
            position >>= 1;
            if position == 0 {
                position = 1 << (bits - 1);
                value = input.next().copied().unwrap_or(0);
            }
        }
        Ok(out)
    };
    let mut out: Vec<u16> = Vec::new();
    // Entries 0-2 are the codes "8-bit literal", "16-bit literal", "end"; an entry is
    // (start, length) in `out`, or a literal not yet written (start = u32::MAX).
    let mut dictionary: Vec<(u32, u32, u16)> = vec![(0, 0, 0); 3];
    let mut width = 2u32;
    let first = match read(2)? {
        0 => read(8)? as u16,
        1 => read(16)? as u16,
        2 => return Ok(out),
        _ => return Err(MALFORMED),
    };
    dictionary.push((u32::MAX, 1, first));
    width += 1;
    let mut enlarge_in: u32 = 4;
    out.push(first);
    let mut previous = (0u32, 1u32);
    // Guards against reading past the end forever: each code takes at least `width` bits.
    let total_bits = codes.len() as u64 * u64::from(bits);
    let mut consumed = 2u64 + 8;
    loop {
        if consumed > total_bits + 32 {
            return Err(TRUNCATED);
        }
        consumed += u64::from(width);
        let mut code = read(width)? as usize;
        match code {
            0 | 1 => {
                let literal = if code == 0 { read(8)? } else { read(16)? } as u16;
                consumed += if code == 0 { 8 } else { 16 };
                dictionary.push((u32::MAX, 1, literal));
                code = dictionary.len() - 1;
                enlarge_in -= 1;
            }
            2 => return Ok(out),
            _ => {}
        }
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        let start = out.len() as u32;
        let length = match dictionary.get(code) {
            Some(&(u32::MAX, _, literal)) => {
                out.push(literal);
                1
            }
            Some(&(from, length, _)) => {
                if out.len() + length as usize > limit {
                    return Err(TOO_LONG);
                }
                out.extend_from_within(from as usize..(from + length) as usize);
                length
            }
            // The entry being defined: the previous output and its own first unit.
            None if code == dictionary.len() => {
                if out.len() + previous.1 as usize + 1 > limit {
                    return Err(TOO_LONG);
                }
                out.extend_from_within(previous.0 as usize..(previous.0 + previous.1) as usize);
                out.push(out[previous.0 as usize]);
                previous.1 + 1
            }
            None => return Err(MALFORMED),
        };
        // The new entry: the previous output and the first unit of this one, which
        // follow each other in `out`.
        dictionary.push((previous.0, previous.1 + 1, 0));
        enlarge_in -= 1;
        previous = (start, length);
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        if width > 31 {
            return Err(MALFORMED);
        }
    }
}

/// `json` as an f-puzzles link.
pub(super) fn link_of_json(json: &str) -> String {
    format!("{FPUZZLES_PAGE}{}", lz_str::compress_to_base64(json))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_round_trip() {
        let json = r#"{"size":4,"grid":[]}"#;
        let link = link_of_json(json);
        assert!(link.starts_with(FPUZZLES_PAGE));
        assert_eq!(json_of_link(&link).unwrap().as_deref(), Some(json));
        let payload = &link[FPUZZLES_PAGE.len()..];
        // Other places the payload turns up.
        for text in [
            format!("https://f-puzzles.com/?id=x&load={payload}&other=1"),
            format!("https://example.org/page#load={payload}"),
            format!("https://sudokupad.app/fpuzzles{payload}"),
            format!(
                "?load={}",
                payload
                    .replace('+', "%2B")
                    .replace('/', "%2F")
                    .replace('=', "%3D")
            ),
            format!("  ?load={}  ", payload.replace('+', " ")),
        ] {
            assert_eq!(
                json_of_link(&text).unwrap().as_deref(),
                Some(json),
                "{text}"
            );
        }
    }

    #[test]
    fn not_a_link() {
        assert_eq!(json_of_link("{\"size\":9}").unwrap(), None);
    }

    #[test]
    fn bad_payloads_are_named() {
        for (text, reason) in [
            (
                "?load=",
                "the compressed puzzle does not decompress (lz-string base64)",
            ),
            (
                "?load=ab!cd",
                "the compressed puzzle is not lz-string base64 (unexpected '!')",
            ),
        ] {
            assert_eq!(
                json_of_link(text).unwrap_err(),
                Error::InvalidPuzzle {
                    path: "load".into(),
                    reason: reason.into()
                }
            );
        }
        // 10 MB of base64: decoded within the output limit, or refused.
        let long = format!("?load={}", "A".repeat(10 << 20));
        assert!(matches!(
            json_of_link(&long),
            Err(Error::InvalidPuzzle { .. })
        ));
    }

    /// Agrees with the lz-string crate on texts of every kind, and on the shapes that
    /// exercise the dictionary (runs, repeats, units above 255).
    #[test]
    fn decompress_agrees_with_lz_str() {
        let texts = [
            String::new(),
            "a".into(),
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".into(),
            "abababababababababababcabcabcabcabc".into(),
            "{\"size\":9,\"grid\":[[{},{},{}]]} é５😀 €".into(),
            (0..3000)
                .map(|i| char::from(b'a' + (i * 7 % 26) as u8))
                .collect(),
            "R1C1R1C2R1C3".repeat(500),
        ];
        for text in texts {
            let compressed = lz_str::compress_to_base64(text.as_str());
            let link = format!("?load={compressed}");
            if text.is_empty() {
                continue;
            }
            assert_eq!(json_of_link(&link).unwrap().as_deref(), Some(text.as_str()));
        }
    }

    /// A link whose text decompresses past the limit is refused, not decompressed: the
    /// run `aaaa…` is LZW's worst case (each code one unit longer than the last).
    #[test]
    fn expansion_is_bounded() {
        let run = "a".repeat(200_000);
        let compressed = lz_str::compress_to_base64(run.as_str());
        let codes: Vec<u16> = compressed
            .chars()
            .filter_map(|c| BASE64.iter().position(|&b| char::from(b) == c))
            .map(|v| v as u16)
            .collect();
        assert_eq!(decompress(&codes, 6, 200_000).unwrap().len(), 200_000);
        assert_eq!(
            decompress(&codes, 6, 100_000),
            Err("the compressed puzzle decompresses to more than 4 MB")
        );
        // Cut short anywhere: an error or a shorter text, never a panic.
        for end in 1..codes.len() {
            let _ = decompress(&codes[..end], 6, 200_000);
        }
    }
}
