//! The hostile-input catalogue, `tests/fixtures/hostile.json`, for the Rust test layers
//! (native and wasm): each case with its input built. The file's `about` says what a
//! case holds.

use serde_json::Value;

/// What a case gives the engine.
pub enum Input {
    /// Bytes for `solve`.
    Cells(Vec<u8>),
    /// Text for `parse`.
    Text(String),
}

/// One case of the catalogue.
pub struct Case {
    pub name: String,
    pub input: Input,
    /// `None` when the input is accepted (`ok`), else the error's code, message and
    /// cells (row-major indices).
    pub error: Option<(String, String, Vec<u32>)>,
    /// The page is also given the text as a paste.
    #[allow(dead_code)]
    pub paste: bool,
}

fn cells(spec: &Value) -> Vec<u8> {
    let length = spec["length"].as_u64().expect("cells.length") as usize;
    let fill = spec["fill"].as_u64().unwrap_or(0) as u8;
    let mut cells = vec![fill; length];
    for pair in spec["set"].as_array().into_iter().flatten() {
        cells[pair[0].as_u64().unwrap() as usize] = pair[1].as_u64().unwrap() as u8;
    }
    cells
}

fn text(spec: &Value) -> String {
    let base = match spec["literal"].as_str() {
        Some(literal) => literal.to_string(),
        None => spec["repeat"]
            .as_str()
            .expect("text.repeat")
            .repeat(spec["times"].as_u64().expect("text.times") as usize),
    };
    let mut chars: Vec<String> = base.chars().map(String::from).collect();
    for pair in spec["put"].as_array().into_iter().flatten() {
        chars[pair[0].as_u64().unwrap() as usize] = pair[1].as_str().unwrap().to_string();
    }
    chars.concat() + spec["append"].as_str().unwrap_or("")
}

/// Every case of `tests/fixtures/hostile.json`.
pub fn cases() -> Vec<Case> {
    let file: Value = serde_json::from_str(include_str!("../fixtures/hostile.json"))
        .expect("hostile.json is JSON");
    file["cases"]
        .as_array()
        .expect("cases")
        .iter()
        .map(|case| Case {
            name: case["name"].as_str().expect("name").to_string(),
            input: if case["cells"].is_object() {
                Input::Cells(cells(&case["cells"]))
            } else {
                Input::Text(text(&case["text"]))
            },
            error: match case["ok"].as_bool() {
                Some(true) => None,
                _ => Some((
                    case["code"].as_str().expect("code").to_string(),
                    case["message"].as_str().expect("message").to_string(),
                    case["errorCells"]
                        .as_array()
                        .expect("errorCells")
                        .iter()
                        .map(|i| i.as_u64().unwrap() as u32)
                        .collect(),
                )),
            },
            paste: case["paste"].as_bool().unwrap_or(false),
        })
        .collect()
}
