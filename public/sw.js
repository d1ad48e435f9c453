// Shturman's service worker: keeps a copy of the build so the web app opens
// with no network after the first visit. Network first (so a new build is
// picked up at once), the cached copy when the network fails.
// The cache's name changes with every build, and the list is every file
// of the build (all but the page, the manifest and the icons carry a
// content id in their names): scripts/wasm-split/finish-dist.mjs writes
// both at build time.
const CACHE = "shturman-dev";
const BUILD = [
  "./",
  // the build's files: listed here by scripts/wasm-split/finish-dist.mjs
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
