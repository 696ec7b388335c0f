//! SudokuPad's `PuzzleZipper`: the scl JSON with its keys shortened, unzipped.
//!
//! SudokuPad shrinks an scl puzzle before compressing it: empty arrays dropped, common
//! keys shortened (`cells` → `ce`, `wayPoints` → `wp`, ...), keys unquoted, `{}` written
//! as nothing (`[,,]`), `true`/`false` as `t`/`f`, colours `#000000`/`#FFFFFF` as
//! `#0`/`#F` and other `#RRGGBB` as `RRGGBB`, integer strings as numbers, and double
//! quotes as single ones. [`unzip`] undoes each step, in SudokuPad's order, so that what
//! SudokuPad reads, this reads the same.

use serde_json::{Map, Value};

/// The zipped keys, as (full, zipped).
const KEYS: &[(&str, &str)] = &[
    ("color", "c"),
    ("cages", "ca"),
    ("center", "ct"),
    ("borderColor", "c1"),
    ("backgroundColor", "c2"),
    ("cells", "ce"),
    ("cellSize", "cs"),
    ("arrows", "a"),
    ("overlays", "o"),
    ("underlays", "u"),
    ("width", "w"),
    ("height", "h"),
    ("value", "v"),
    ("videos", "vd"),
    ("lines", "l"),
    ("rounded", "r"),
    ("regions", "re"),
    ("fontSize", "fs"),
    ("thickness", "th"),
    ("headLength", "hl"),
    ("wayPoints", "wp"),
    ("title", "t"),
    ("text", "te"),
    ("duration", "d"),
    ("d", "d2"),
];

/// Why a zipped text was not read.
#[derive(Debug, PartialEq)]
pub(super) enum Failure {
    /// It does not become JSON (the reason).
    NotJson(String),
    /// Its JSON opens more objects and arrays than any puzzle's (the reason).
    TooLarge(String),
}

/// Unzips a zipped scl text into its JSON value.
///
/// # Errors
/// [`Failure::TooLarge`] past [`MAX_JSON_NODES`](crate::variant::limits::MAX_JSON_NODES)
/// (checked before parsing), [`Failure::NotJson`] when the text does not become JSON.
pub(super) fn unzip(zipped: &str) -> Result<Value, Failure> {
    // Quotes: zipped text has no double quotes; `\'` is a quote inside a string.
    let text = if zipped.contains('"') {
        zipped.to_owned()
    } else {
        zipped
            .replace("\\'", "\u{2019}")
            .replace('\'', "\"")
            .replace('\u{2019}', "'")
    };
    // Strings stay as they are; the rest is rewritten piece by piece.
    let mut json = String::with_capacity(text.len() + text.len() / 4);
    let mut rest = text.as_str();
    while let Some(start) = rest.find('"') {
        json.push_str(&expand(&rest[..start]));
        let after = &rest[start + 1..];
        let end = after.find('"').map_or(after.len(), |e| e + 1);
        json.push('"');
        json.push_str(&after[..end]);
        rest = &after[end..];
    }
    json.push_str(&expand(rest));
    crate::variant::limits::check_json_nodes(&json, "the unzipped scl JSON").map_err(|err| {
        match err {
            crate::Error::InvalidPuzzle { reason, .. } => Failure::TooLarge(reason),
            other => Failure::TooLarge(other.to_string()),
        }
    })?;
    let value: Value = serde_json::from_str(&json)
        .map_err(|err| Failure::NotJson(format!("not JSON, zipped or not: {err}")))?;
    restore(value).map_err(Failure::NotJson)
}

/// One stretch of zipped text outside strings, expanded: keys quoted, empty elements
/// filled with `{}`, `t`/`f` and colours written out.
fn expand(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() * 2);
    let opens = |b: u8| matches!(b, b',' | b'{' | b'[');
    let closes = |b: Option<&u8>| matches!(b, Some(b',' | b'}' | b']'));
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        out.push(char::from(b));
        i += 1;
        if opens(b) {
            // An unquoted key: `,key:` → `,"key":`.
            let key_len = bytes[i..]
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric())
                .count();
            if key_len > 0 && bytes.get(i + key_len) == Some(&b':') {
                out.push('"');
                out.push_str(&text[i..i + key_len]);
                out.push_str("\":");
                i += key_len + 1;
                i += value(&text[i..], &mut out);
                continue;
            }
            // An empty element: `[,` → `[{},`; `{}` stays.
            if closes(bytes.get(i)) && !(b == b'{' && bytes.get(i) == Some(&b'}')) {
                out.push_str("{}");
            }
        } else if b == b':' {
            i += value(&text[i..], &mut out);
        }
    }
    out
}

/// After a `:`, a short value (`t`, `f`, `#0`, `#F`, `RRGGBB`) followed by `,`, `}` or
/// `]` is written out in full; returns how many bytes of `text` it took (0: none).
fn value(text: &str, out: &mut String) -> usize {
    let end = text.find([',', '}', ']']).unwrap_or(usize::MAX);
    let Some(short) = text.get(..end) else {
        return 0;
    };
    let long = match short {
        "t" => "true".to_owned(),
        "f" => "false".to_owned(),
        "#0" => "\"#000000\"".to_owned(),
        "#F" => "\"#FFFFFF\"".to_owned(),
        hex if hex.len() == 6 && hex.bytes().all(|b| b.is_ascii_hexdigit()) => {
            format!("\"#{hex}\"")
        }
        _ => return 0,
    };
    out.push_str(&long);
    short.len()
}

/// Full keys back, and `RRGGBB` strings as `#RRGGBB` (SudokuPad's last step).
fn restore(value: Value) -> Result<Value, String> {
    Ok(match value {
        Value::Object(map) => {
            let mut out = Map::with_capacity(map.len());
            for (key, item) in map {
                let full = KEYS
                    .iter()
                    .find(|(_, short)| *short == key)
                    .map_or(key.as_str(), |(full, _)| full)
                    .to_owned();
                if out.contains_key(&full) {
                    return Err(format!("two keys stand for {full:?}"));
                }
                out.insert(full, restore(item)?);
            }
            Value::Object(out)
        }
        Value::Array(items) => {
            Value::Array(items.into_iter().map(restore).collect::<Result<_, _>>()?)
        }
        Value::String(text) if text.len() == 6 && text.bytes().all(|b| b.is_ascii_hexdigit()) => {
            Value::String(format!("#{text}"))
        }
        other => other,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn unzips_every_shortcut() {
        let zipped = "{id:'x',cs:50,ce:[[,{v:5},],[{},,{v:'a\\'b'}]],l:[{c:CFCFCF,th:21,wp:[[0.5,1.5]],r:t,h:f}],\
                      o:[{c1:#0,c2:#F,te:'',d2:1}],ca:[{v:'title: It\\'s here'}]}";
        assert_eq!(
            unzip(zipped).unwrap(),
            json!({
                "id": "x", "cellSize": 50,
                "cells": [[{}, {"value": 5}, {}], [{}, {}, {"value": "a'b"}]],
                "lines": [{"color": "#CFCFCF", "thickness": 21, "wayPoints": [[0.5, 1.5]], "rounded": true, "height": false}],
                "overlays": [{"borderColor": "#000000", "backgroundColor": "#FFFFFF", "text": "", "d": 1}],
                "cages": [{"value": "title: It's here"}]
            })
        );
    }

    #[test]
    fn plain_json_only_gets_its_keys_back() {
        assert_eq!(
            unzip(r#"{"ce":[[{"v":1}]],"c":"abcdef"}"#).unwrap(),
            json!({"cells": [[{"value": 1}]], "color": "#abcdef"})
        );
    }

    #[test]
    fn broken_text_is_an_error() {
        assert!(unzip("{ce:[[,]").is_err());
        assert!(unzip("").is_err());
        assert_eq!(
            unzip("{c:1,color:2}").unwrap_err(),
            Failure::NotJson("two keys stand for \"color\"".into())
        );
        // Commas stand for `{}`: counted after unzipping, refused before parsing.
        let commas = format!("{{ce:[{}]}}", ",".repeat(200_000));
        assert!(matches!(unzip(&commas), Err(Failure::TooLarge(_))));
    }
}
