// Loading the module, for TypeScript: `init` and `initSync` of every entry. Hand-written.
// The types are structural, so they hold with and without the DOM library: a Node-only
// project (lib es2022 + @types/node, which declare no `WebAssembly`) type-checks too.

/** A compiled `WebAssembly.Module`, where the project's libraries declare one. */
type WebAssemblyModule = typeof globalThis extends {
  WebAssembly: { Module: abstract new (...args: never[]) => infer M };
}
  ? M
  : never;

/** A `fetch` response, where the project's libraries declare one. */
type FetchResponse = typeof globalThis extends { Response: abstract new (...args: never[]) => infer R }
  ? R
  : never;

/** The module's bytes, or the module compiled. */
export type SyncInitInput = ArrayBuffer | ArrayBufferView | WebAssemblyModule;

/**
 * Where `init` loads the module from: a URL (string or `URL`), a `fetch` response, the
 * bytes or the compiled module. In browsers and bundlers the default is the
 * `sudoku_wasm_bg.wasm` beside the glue; under Node there is nothing to load.
 */
export type InitInput = string | URL | FetchResponse | SyncInitInput;

/** What `init` resolves to: the instance's own exports, its memory among them. */
export interface InitOutput {
  readonly memory: { readonly buffer: ArrayBuffer; grow(delta: number): number };
}

/**
 * Loads the module; every other function needs it loaded first. Resolves at once when it
 * is loaded already (always, under Node).
 */
export declare function init(
  input?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>,
): Promise<InitOutput>;

/** Loads the module from its bytes or compiled form, synchronously. */
export declare function initSync(module?: { module: SyncInitInput } | SyncInitInput): InitOutput;
