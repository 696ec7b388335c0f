// The service worker: the page works offline after one visit. On install it caches the
// page, its modules, the style, the icon and both wasm modules (the core the page starts
// on, the full one it moves to; the page registers this once the full one is loaded); afterwards every request goes to
// the network first (so an update shows at once) and falls back to the cache when the
// network is down. Only this origin's GET requests are handled.

const CACHE = "sudoku-wasm-v3";
/** Everything the page needs, relative to this script (tests/node checks the list). */
const FILES = [
  "./",
  "index.html",
  "style.css",
  "favicon.svg",
  "manifest.webmanifest",
  "address.js",
  "batch.js",
  "clock.js",
  "gamelock.js",
  "grid-view.js",
  "hintsteps.js",
  "jobs.js",
  "latest.js",
  "layout.js",
  "main.js",
  "modes.js",
  "ops.js",
  "pad.js",
  "saves.js",
  "selection.js",
  "status.js",
  "store.js",
  "sudoku.js",
  "textin.js",
  "workers.js",
  "panels/explain.js",
  "panels/generate.js",
  "panels/generate-kinds.js",
  "panels/grade.js",
  "panels/hint.js",
  "panels/kind-menus.js",
  "panels/recent.js",
  "panels/share.js",
  "panels/sheet.js",
  "panels/solve.js",
  "panels/timer.js",
  "panels/validation.js",
  "variants/draw.js",
  "variants/link.js",
  "variants/ops.js",
  "variants/overlay.js",
  "variants/panel.js",
  "variants/stepdraw.js",
  "pkg/index.js",
  "pkg/contract.js",
  "pkg/fast.js",
  "pkg/wasm/sudoku_wasm.js",
  "pkg/wasm/sudoku_wasm_bg.wasm",
  "pkg/full/index.js",
  "pkg/full/contract.js",
  "pkg/full/fast.js",
  "pkg/full/wasm/sudoku_wasm.js",
  "pkg/full/wasm/sudoku_wasm_bg.wasm",
  "pkg/worker/index.js",
  "pkg/worker/client.js",
  "pkg/worker/browser-thread.js",
  "pkg/worker/serve.js",
];

self.addEventListener("install", (event) => {
  // Revalidated with the server (a 304 costs nothing), never taken stale from the HTTP cache.
  const requests = FILES.map((file) => new Request(new URL(file, self.registration.scope), { cache: "no-cache" }));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(requests))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fromNetworkOrCache(request));
});

async function fromNetworkOrCache(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(request, { ignoreSearch: true })) ?? (request.mode === "navigate" ? await cache.match(new URL("./", self.registration.scope)) : undefined);
    if (cached) return cached;
    throw error;
  }
}
