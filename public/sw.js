// Shturman's service worker: keeps a copy of the build so the web app opens
// with no network after the first visit.
// - A file whose name carries a content id (every wasm, js and css file:
//   scripts/wasm-split/finish-dist.mjs names them) never changes under its
//   name: it is answered from the cache, with no request at all.
// - The page, the manifest and the icons keep their names from build to
//   build: the network first, so a new build is picked up at once, but
//   only for NETWORK_WAIT ms; then, or when the network fails, the cached
//   copy (a phone on a present but dead network waits that long once, not
//   on every file).
// - A new build's worker copies the content-id files it shares with the
//   build cached before, and fetches only the others.
// The cache's name changes with every build, and the list is every file
// of the build: finish-dist.mjs writes both at build time.
const CACHE = "shturman-dev";
const BUILD = [
  "./",
  // the build's files: listed here by scripts/wasm-split/finish-dist.mjs
];
const NETWORK_WAIT = 3000;

// The same rule as crates/serve's `has_content_id`: a part of the name,
// between its first and last, of 8 to 64 hex digits.
function hasContentId(url) {
  const parts = new URL(url, self.location.href).pathname.split("/").pop().split(/[._-]/);
  return parts.slice(1, -1).some((p) => /^[0-9a-f]{8,64}$/i.test(p));
}

// A content-id file from an older build's cache, else from the network.
async function copyOrFetch(cache, url) {
  const old = hasContentId(url) && (await caches.match(url));
  if (old) return cache.put(url, old);
  const res = await fetch(url, { cache: "no-cache" });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return cache.put(url, res);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) => Promise.all(BUILD.map((url) => copyOrFetch(c, url))))
      .then(() => self.skipWaiting())
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

async function cached(req) {
  return (
    (await caches.match(req, { ignoreSearch: true })) ||
    (req.mode === "navigate" ? await caches.match("./") : undefined)
  );
}

async function cacheFirst(req) {
  const hit = await caches.match(req, { ignoreSearch: true });
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) {
    const copy = res.clone();
    caches.open(CACHE).then((c) => c.put(req, copy));
  }
  return res;
}

async function networkFirst(req) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, NETWORK_WAIT)));
  const net = fetch(req).then((res) => {
    if (res.ok) {
      const copy = res.clone();
      caches.open(CACHE).then((c) => c.put(req, copy));
    }
    return res;
  });
  net.catch(() => {}); // answered from the cache meanwhile: no error to report
  try {
    const res = await Promise.race([net, late]);
    if (res) return res;
    // the network is slow: the copy, if there is one; else keep waiting
    return (await cached(req)) || (await net);
  } catch (e) {
    return (await cached(req)) || Promise.reject(e);
  } finally {
    clearTimeout(timer);
  }
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(hasContentId(req.url) ? cacheFirst(req) : networkFirst(req));
});
