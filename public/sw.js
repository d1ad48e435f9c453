// Shturman's service worker: keeps a copy of the build so the web app opens
// with no network after the first visit. Network first (so a new build is
// picked up at once), the cached copy when the network fails.
const CACHE = "shturman-v2";
const BUILD = [
  "./",
  "./index.html",
  "./shturman-ui.js",
  "./shturman-ui_bg.wasm",
  "./style.css",
  "./manifest.webmanifest",
  "./icons/favicon-32.png",
  "./icons/icon-192.png",
  "./icons/icon-512.png",
  "./__wasm_split.js",
  // the lazily loaded wasm chunks: listed here by scripts/wasm-split/stage-chunks
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((c) => c.addAll(BUILD)).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(req)
      .then((res) => {
        if (res.ok) {
          const copy = res.clone();
          caches.open(CACHE).then((c) => c.put(req, copy));
        }
        return res;
      })
      .catch(() =>
        caches
          .match(req, { ignoreSearch: true })
          .then((hit) => hit || caches.match("./index.html"))
      )
  );
});
