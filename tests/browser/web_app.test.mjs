// What a user expects of an installable web app (issue 36): the service
// worker answers a file with a content id from its cache without asking
// the network, asks the network first for the page (and starts from the
// cache when the network is down or dead), and a new build's worker
// fetches only what changed; the manifest has an id, categories and
// screenshots; the settings say whether the browser keeps the saved games.
// Requests are counted by a proxy of the test's own between Chromium and
// the build's server (127.0.0.1 is a secure context: service workers run).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveDist, launch, phonePage, ready, tid, DIST, withServiceWorker } from "./helpers.mjs";

// what the service worker keeps and answers is what this file tests
withServiceWorker();

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The same rule as crates/serve's `has_content_id` and sw.js's. */
const hasContentId = (p) =>
  p
    .split("/")
    .pop()
    .split(/[._-]/)
    .slice(1, -1)
    .some((x) => /^[0-9a-f]{8,64}$/i.test(x));

/**
 * A proxy on 127.0.0.1 in front of `target` that notes every path asked
 * of it. `mode`: "up" passes requests on; "down" drops the connection (no
 * network); "dead" holds them unanswered (a network that is there but
 * carries nothing).
 */
async function proxy(target) {
  const p = { seen: [], mode: "up" };
  const held = [];
  const server = http.createServer((req, res) => {
    p.seen.push(new URL(req.url, "http://x").pathname);
    if (p.mode === "down") return req.socket.destroy();
    if (p.mode === "dead") return held.push(res);
    const up = http.request(new URL(req.url, target), { method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
    });
    up.on("error", () => res.destroy());
    req.pipe(up);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  p.url = `http://127.0.0.1:${server.address().port}/`;
  p.close = () =>
    new Promise((r) => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close(() => r());
    });
  return p;
}

/** A first visit: the worker installed, and in control of the page. */
async function firstVisit(page, url) {
  await page.goto(url);
  await ready(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await ready(page);
  assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), "the worker controls the page");
}

test("online after a first visit: the page is asked of the network, files with a content id are not; offline the app starts and opens a lazily loaded screen", async () => {
  const server = await serveDist();
  const net = await proxy(server.url);
  const { context, page, errors } = await phonePage(browser);
  try {
    await firstVisit(page, net.url);
    // online: the page again (a new build is seen at once), nothing with a content id
    net.seen.length = 0;
    await page.reload();
    await ready(page);
    await page.click(tid("nav-roll"));
    await page.waitForSelector(tid("page-roll"));
    assert.ok(net.seen.includes("/"), `the page re-fetched: ${net.seen}`);
    assert.deepEqual(net.seen.filter(hasContentId), [], "files with a content id come from the cache");
    // the screen's chunk was loaded all the same: from the worker's cache
    const chunks = await page.evaluate(() =>
      performance.getEntriesByType("resource").filter((e) => /split_roll\./.test(e.name))
    );
    assert.ok(chunks.length > 0, "the roll screen's chunk was loaded");
    // no network: the app starts and a lazily loaded screen opens
    net.mode = "down";
    await page.reload();
    await ready(page);
    assert.equal(await page.textContent(tid("app-title")), "Штурман");
    await page.click(tid("nav-tools"));
    await page.waitForSelector(tid("page-tools"));
    await page.goto(net.url + "#/tools/fire");
    await page.waitForSelector(tid("page-fire"));
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|ERR_/.test(e)), []);
  } finally {
    await context.close();
    await net.close();
    await server.close();
  }
});

test("a network that is there but answers nothing: the app starts from the cache, and its screens open", async () => {
  const server = await serveDist();
  const net = await proxy(server.url);
  const { context, page } = await phonePage(browser);
  try {
    await firstVisit(page, net.url + "#/settings");
    net.mode = "dead";
    net.seen.length = 0;
    // the page waits a moment for the network, then takes the copy; the
    // rest comes from the cache without waiting at all
    await page.reload({ waitUntil: "commit" });
    await page.waitForSelector(tid("page-settings"), { timeout: 30000 });
    await page.click(tid("nav-rules"));
    await page.waitForSelector(tid("page-rules"));
    assert.ok(net.seen.includes("/"), `the page was asked of the network first: ${net.seen}`);
    assert.deepEqual(net.seen.filter(hasContentId), [], "no file with a content id waited on the network");
  } finally {
    await context.close();
    await net.close();
    await server.close();
  }
});

test("a new build's worker fetches only the files that changed", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-sw-"));
  fs.cpSync(DIST, dir, { recursive: true });
  const server = await serveDist(dir);
  const net = await proxy(server.url);
  const { context, page } = await phonePage(browser);
  try {
    await firstVisit(page, net.url);
    const before = await page.evaluate(async () => (await caches.keys()).length === 1 && (await caches.keys())[0]);
    assert.ok(before, "one cache, the build's");
    // a new build: one new file with a content id in the list, a new
    // cache name (finish-dist.mjs writes both)
    const fresh = "fresh.0123456789.js";
    fs.writeFileSync(path.join(dir, fresh), "// a file of the new build\n");
    const sw = fs.readFileSync(path.join(dir, "sw.js"), "utf8");
    const next = sw.replace(/"shturman-[0-9a-f]+"/, '"shturman-0000000000"').replace(/(const BUILD = \[\n)/, `$1  "./${fresh}",\n`);
    assert.notEqual(next, sw);
    fs.writeFileSync(path.join(dir, "sw.js"), next);
    // the build's compressed copies of the old worker go with it (the
    // server sends a .br or .gz copy when there is one, as a build makes)
    for (const ext of [".br", ".gz"]) fs.rmSync(path.join(dir, `sw.js${ext}`), { force: true });
    net.seen.length = 0;
    const swapped = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg.update();
      // installed and active: the old cache is gone, the new one is there
      const done = async () => (await caches.has("shturman-0000000000")) && (await caches.keys()).length === 1;
      for (let i = 0; i < 600 && !(await done()); i++) await new Promise((r) => setTimeout(r, 50));
      return done();
    });
    assert.ok(swapped, "the new build's worker took over");
    const fetched = net.seen.filter(hasContentId);
    assert.deepEqual(fetched, [`/${fresh}`], `the new build fetched: ${net.seen}`);
    // and the new cache holds the whole build, the copies included
    const listed = [...next.matchAll(/^  "(\.\/[^"]*)",$/gm)].length;
    const held = await page.evaluate(async () => (await (await caches.open("shturman-0000000000")).keys()).length);
    assert.equal(held, listed);
  } finally {
    await context.close();
    await net.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A PNG's width and height, from its header. */
const pngSize = (buf) => `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;

test("the manifest, as Chromium reads it: an id, categories and screenshots, no fixed orientation", async () => {
  const server = await serveDist();
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(server.url);
    await ready(page);
    const cdp = await context.newCDPSession(page);
    const m = await cdp.send("Page.getAppManifest");
    assert.deepEqual(m.errors, []);
    const data = JSON.parse(m.data);
    assert.equal(new URL(data.id, new URL(data.start_url, m.url)).href, server.url);
    assert.ok(data.categories.includes("games"));
    assert.equal(data.orientation, undefined, "a wide window shows two columns");
    assert.ok(data.screenshots.length >= 1);
    for (const s of data.screenshots) {
      const res = await page.request.get(new URL(s.src, m.url).href);
      assert.equal(res.status(), 200, s.src);
      assert.equal(res.headers()["content-type"], "image/png");
      assert.equal(pngSize(await res.body()), s.sizes, `${s.src} is ${s.sizes}`);
      assert.ok(s.label, `${s.src} has a label`);
    }
  } finally {
    await context.close();
    await server.close();
  }
});

test("the settings say whether the browser keeps the saved games, in Russian and in English", async () => {
  const server = await serveDist();
  const { context, page, errors } = await phonePage(browser);
  try {
    await page.goto(server.url + "#/settings");
    await ready(page);
    const note = page.locator(tid("storage-note"));
    // asked for, then answered (Chromium decides without asking the player)
    await page.waitForSelector(`${tid("storage-note")}:not([data-storage="Checking"])`);
    const state = await note.getAttribute("data-storage");
    assert.ok(["Kept", "MayClear"].includes(state), state);
    const ru = { Kept: /не удалит их/, MayClear: /может удалить партии/ };
    const en = { Kept: /will not clear them/, MayClear: /may clear games/ };
    assert.match(await note.textContent(), ru[state]);
    await page.click(tid("lang-en"));
    assert.match(await note.textContent(), en[state]);
    assert.equal(await page.evaluate(() => navigator.storage.persisted()), state === "Kept");
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
