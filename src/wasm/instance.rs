//! The instance's own exports, for the package's hand-written Node entry.

use wasm_bindgen::prelude::*;

/// The module instance's own exports (its `memory` and raw functions): what `init()` and
/// `initSync()` return. The browser glue returns them itself; the Node glue (which
/// instantiates on `require`) keeps them private, so the package's hand-written Node entry
/// (`js/node.cjs`) reads them here. Not part of the API.
#[doc(hidden)]
#[wasm_bindgen(js_name = __instanceExports)]
pub fn instance_exports() -> JsValue {
    wasm_bindgen::exports()
}
