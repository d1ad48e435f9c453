// `bash scripts/run --lan` as a phone on the Wi-Fi meets it. The test
// makes a network namespace of its own, joined to this one by a veth pair
// on a private /30 no route here uses, starts
// `SHTURMAN_SKIP_BUILD=1 bash scripts/run --lan` inside it, and from here,
// through the veth only, checks that the server listens beyond loopback,
// that the QR code it printed decodes to the address it printed, and that
// it serves the build compressed, typed and cached as it should; then, in
// Chromium at the namespace's address (not a secure context, as a phone on
// the Wi-Fi sees it: no WebCrypto, camera, wake lock or service worker),
// that a hand's PIN is derived off the page's thread at 4× CPU and the
// page says what only the installed app has. No packet leaves this
// machine. Needs root (CI runs as root) and iproute2; serves the existing
// dist/ (a release build: scripts/test runs it after the browser tests).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import jsQR from "jsqr";
import { launch, phonePage, ready, tid } from "../browser/helpers.mjs";
import { fillTwoFleets, assignCaptain, hideHand } from "../browser/game-helpers.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DIST = path.join(ROOT, "dist");
const NS = `shturman-lan-${process.pid}`;
// interface names are at most 15 characters
const HOST_IF = `shl${process.pid}h`;
const NS_IF = `shl${process.pid}n`;

// The server is built in a folder of its own (scripts/run builds it there
// too): scripts/test runs this test beside the desktop build, whose cargo
// holds the main build folder's lock for minutes.
const BASE = process.env.CARGO_TARGET_DIR || path.join(ROOT, "target");
const TARGET = path.join(BASE, "serve-lan");

const ip = (...args) => execFileSync("ip", args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
const quietly = (f) => {
  try {
    f();
  } catch {
    // already gone
  }
};

let server = null; // the `ip netns exec … scripts/run --lan` process group
let made = false;
let printed = ""; // what scripts/run printed (stdout and stderr)
let hostAddr;
let nsAddr;

function cleanup() {
  if (server && server.exitCode === null && server.signalCode === null) {
    quietly(() => process.kill(-server.pid, "SIGKILL"));
  }
  if (made) {
    // anything still running in the namespace, then the namespace: that
    // removes its end of the veth pair, which removes ours
    quietly(() => {
      for (const pid of ip("netns", "pids", NS).split(/\s+/).filter(Boolean)) quietly(() => process.kill(Number(pid), "SIGKILL"));
    });
    quietly(() => ip("netns", "del", NS));
    quietly(() => ip("link", "del", HOST_IF));
    made = false;
  }
}
process.on("exit", cleanup);
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    cleanup();
    process.exit(1);
  });
}

// ---- a free private /30 ------------------------------------------------

const toInt = (a) => a.split(".").reduce((n, o) => n * 256 + Number(o), 0);
const toAddr = (n) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join(".");
/** Every IPv4 prefix this namespace routes or owns, as [base, length]. */
function prefixesInUse() {
  const out = [];
  for (const r of JSON.parse(ip("-j", "-4", "route", "show", "table", "all"))) {
    if (!r.dst || r.dst === "default") continue;
    const [a, len] = r.dst.split("/");
    out.push([toInt(a), len === undefined ? 32 : Number(len)]);
  }
  for (const link of JSON.parse(ip("-j", "-4", "addr"))) {
    for (const a of link.addr_info ?? []) out.push([toInt(a.local), a.prefixlen]);
  }
  return out;
}
/** Whether two prefixes share an address: they agree on the shorter's bits. */
const overlaps = ([a, la], [b, lb]) => {
  const size = 2 ** (32 - Math.min(la, lb));
  return Math.floor(a / size) === Math.floor(b / size);
};
/** A /30 in 10.0.0.0/8, else 192.168.0.0/16, that overlaps nothing here. */
function freeSubnet() {
  const used = prefixesInUse();
  const tries = [];
  for (let i = 0; i < 200; i++) tries.push((10 << 24) + Math.floor(Math.random() * 2 ** 22) * 4);
  for (let i = 0; i < 200; i++) tries.push(toInt("192.168.0.0") + Math.floor(Math.random() * 2 ** 14) * 4);
  const base = tries.find((b) => !used.some((u) => overlaps([b, 30], u)));
  if (base === undefined) throw new Error("no free /30 in 10.0.0.0/8 or 192.168.0.0/16 on this machine");
  return [toAddr(base + 1), toAddr(base + 2)];
}

// ---- the QR code as printed --------------------------------------------

const ANSI = /\x1b\[[0-9;]*m/g;
/** The printed half-block lines, back to a black-on-white RGBA image. */
function qrImage(lines) {
  const SCALE = 4;
  const rows = [];
  for (const l of lines) {
    const chars = [...l];
    rows.push(chars.map((c) => c === "▀" || c === "█"));
    rows.push(chars.map((c) => c === "▄" || c === "█"));
  }
  const w = rows[0].length * SCALE;
  const h = rows.length * SCALE;
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = rows[Math.floor(y / SCALE)][Math.floor(x / SCALE)] ? 0 : 255;
      data.set([v, v, v, 255], (y * w + x) * 4);
    }
  }
  return { data, w, h, modules: rows };
}

// ---- HTTP through the veth ---------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** GET (or HEAD) a path from the server in the namespace. */
function get(pathname, headers = {}, method = "GET") {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: nsAddr, port: 8080, localAddress: hostAddr, path: pathname, method, headers, agent, timeout: 10000 },
      (res) => {
        const parts = [];
        res.on("data", (c) => parts.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts), reused: req.reusedSocket }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`GET ${pathname}: no answer in 10 s`)));
    req.on("error", reject);
    req.end();
  });
}

// ---- the server ----------------------------------------------------------

// Not root: one failing test that says so, instead of every test failing
// in the set-up.
const AS_ROOT = process.getuid() === 0;
if (!AS_ROOT) {
  test("scripts/run --lan in a network namespace", () => {
    const line = "tests/serve/lan.test.mjs needs root: it makes a network namespace and a veth pair (run it as root, as CI does)";
    throw Object.assign(new Error(line), { stack: line });
  });
}
const lanTest = AS_ROOT ? test : () => {};

before(async () => {
  if (!AS_ROOT) return;
  try {
    ip("-V");
  } catch {
    throw new Error("tests/serve/lan.test.mjs needs iproute2 (the `ip` command): apt-get install iproute2");
  }
  assert.ok(fs.existsSync(path.join(DIST, "index.html")), "no dist/index.html: run `trunk build --release` first");
  // namespaces left by an earlier run that was killed
  for (const line of ip("netns", "list").split("\n")) {
    const m = /^shturman-lan-(\d+)\b/.exec(line);
    if (m && !fs.existsSync(`/proc/${m[1]}`)) quietly(() => ip("netns", "del", `shturman-lan-${m[1]}`));
  }
  // the server's build needs crates.io; the namespace has no route there
  execFileSync("cargo", ["build", "-q", "--release", "--locked", "-p", "shturman-serve"], {
    cwd: ROOT,
    env: { ...process.env, CARGO_TARGET_DIR: TARGET },
    stdio: "inherit",
  });

  [hostAddr, nsAddr] = freeSubnet();
  ip("netns", "add", NS);
  made = true;
  ip("link", "add", HOST_IF, "type", "veth", "peer", "name", NS_IF, "netns", NS);
  ip("addr", "add", `${hostAddr}/30`, "dev", HOST_IF);
  ip("link", "set", HOST_IF, "up");
  ip("-n", NS, "link", "set", "lo", "up");
  ip("-n", NS, "addr", "add", `${nsAddr}/30`, "dev", NS_IF);
  ip("-n", NS, "link", "set", NS_IF, "up");

  // the live tables' store: the test's own, not the user's
  const env = {
    ...process.env,
    SHTURMAN_SKIP_BUILD: "1",
    // scripts/run builds the server in BASE/serve-lan: the build above
    CARGO_TARGET_DIR: BASE,
    SHTURMAN_TABLES: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shturman-tables-")), "t.sqlite"),
  };
  delete env.PORT; // the default port, 8080 (the namespace's own)
  delete env.SHTURMAN_PORT;
  server = spawn("ip", ["netns", "exec", NS, "bash", "scripts/run", "--lan"], {
    cwd: ROOT,
    env,
    detached: true, // its own process group, killed as one
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (d) => (printed += d));
  server.stderr.on("data", (d) => (printed += d));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`scripts/run --lan printed no address in 180 s:\n${printed}`)), 180000);
    const check = () => {
      if (/^On this computer: /m.test(printed)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on("data", check);
    server.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`scripts/run --lan ended (${code}):\n${printed}`));
    });
  });
  // the veth may still be settling; wait until the server answers there
  for (let i = 0; ; i++) {
    try {
      await get("/");
      break;
    } catch (e) {
      if (i === 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});

after(() => {
  agent.destroy();
  cleanup();
});

// ---- the checks ----------------------------------------------------------

lanTest("it prints the namespace's address and a QR code that decodes to exactly that address", (t) => {
  for (const line of printed.split("\n")) t.diagnostic(line);
  const url = /^On a phone on the same Wi-Fi, open: (\S+)$/m.exec(printed)?.[1];
  assert.equal(url, `http://${nsAddr}:8080/`, printed);
  // the port is fixed, and the host says why: a phone's data is per origin
  assert.match(printed, /^Keep port 8080 from one game to the next: a phone keeps its saved games and hands for this address and port only\.$/m);
  const lines = printed
    .split("\n")
    .map((l) => l.replace(ANSI, ""))
    .filter((l) => l.length >= 29 && /^[ ▀▄█]+$/.test(l));
  assert.ok(lines.length >= 15, `no QR code printed:\n${printed}`);
  // drawn black on white whatever the terminal's colours, line by line
  for (const raw of printed.split("\n").filter((l) => /[▀▄█]/.test(l))) assert.match(raw, /^\x1b\[30;47m.*\x1b\[0m$/);
  const { data, w, h, modules } = qrImage(lines);
  // a quiet zone of four light modules on every side
  const n = modules[0].length;
  for (let i = 0; i < 4; i++) {
    assert.ok(modules[i].every((d) => !d) && modules.every((r) => !r[i] && !r[n - 1 - i]), "quiet zone");
  }
  const code = jsQR(data, w, h);
  assert.ok(code, "the QR code does not decode");
  assert.equal(code.data, url);
});

lanTest("it listens beyond loopback: the page comes through the veth, revalidated every time", async () => {
  const r = await get("/", { "accept-encoding": "gzip, deflate, br" });
  assert.equal(r.status, 200);
  assert.equal(r.headers["content-type"], "text/html; charset=utf-8");
  assert.equal(r.headers["cache-control"], "no-cache");
  const html = zlib.brotliDecompressSync(r.body).toString();
  assert.equal(html, fs.readFileSync(path.join(DIST, "index.html"), "utf8"));
  for (const [file, type] of [["sw.js", "text/javascript; charset=utf-8"], ["manifest.webmanifest", "application/manifest+json"]]) {
    const res = await get(`/${file}`);
    assert.equal(res.status, 200, file);
    assert.equal(res.headers["content-type"], type, file);
    assert.equal(res.headers["cache-control"], "no-cache", file);
    assert.equal(res.headers["content-length"], String(fs.statSync(path.join(DIST, file)).size));
  }
  // one connection for all of it (the agent allows one socket)
  assert.ok((await get("/icons/icon-192.png")).reused, "the connection was not kept alive");
  assert.equal((await get("/icons/icon-192.png")).headers["content-type"], "image/png");
});

lanTest("hashed wasm and js come compressed by Accept-Encoding, typed, cached for good, and 304 on revalidation", async () => {
  const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const wasm = /["']\.\/(shturman-ui_bg\.[0-9a-f]{10}\.wasm)["']/.exec(html)?.[1];
  const js = /"\.\/(shturman-ui\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
  assert.ok(wasm && js, "index.html names no hashed wasm and js");
  for (const [file, type] of [[wasm, "application/wasm"], [js, "text/javascript; charset=utf-8"]]) {
    const plain = fs.readFileSync(path.join(DIST, file));
    for (const [accept, coding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
      [undefined, undefined, (b) => b],
    ]) {
      const r = await get(`/${file}`, accept ? { "accept-encoding": accept } : {});
      assert.equal(r.status, 200, `${file} ${accept}`);
      assert.equal(r.headers["content-type"], type);
      assert.equal(r.headers["content-encoding"], coding, `${file} ${accept}`);
      assert.equal(r.headers["cache-control"], "public, max-age=31536000, immutable");
      assert.equal(r.headers.vary, "Accept-Encoding");
      assert.equal(Number(r.headers["content-length"]), r.body.length);
      assert.ok(decode(r.body).equals(plain), `${file} ${accept}: not the file`);
      if (coding) assert.ok(r.body.length < plain.length);
      // revalidation: same representation, so not modified
      const again = await get(`/${file}`, { ...(accept ? { "accept-encoding": accept } : {}), "if-none-match": r.headers.etag });
      assert.equal(again.status, 304, `${file} ${accept}`);
      assert.equal(again.body.length, 0);
      assert.equal(again.headers.etag, r.headers.etag);
    }
  }
  const page = await get("/");
  const byDate = await get("/", { "if-modified-since": page.headers["last-modified"] });
  assert.equal(byDate.status, 304);
});

lanTest("nothing outside dist/ and no missing file: refused or 404 with a tiny body", async () => {
  for (const p of ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/icons%2f..%2f..%2fCargo.toml"]) {
    const r = await get(p);
    assert.equal(r.status, 400, p);
  }
  const missing = await get("/no-such-file.js");
  assert.equal(missing.status, 404);
  assert.ok(missing.body.length < 32);
  const head = await get(`/index.html`, {}, "HEAD");
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  assert.equal(head.headers["content-length"], String(fs.statSync(path.join(DIST, "index.html")).size));
});

// The audit's finding (the LAN page is not a secure context): the PIN's
// key was derived in wasm on the page's thread there, 2.2–2.9 s a PIN and
// ~10 s at 4× CPU (a phone). Now a Web Worker derives it. A hand is made,
// opened, used (a captain placed) and locked, and opened again, at 4× CPU
// (Lighthouse's phone); the page keeps running while a PIN's key is
// derived — its clock ticks between the press of "Done" and the worker's
// answer (an order of events, not a time: the Long Tasks API's tasks and
// the answer's own task are printed, not asserted, issue 36) — and no
// error escapes. On the build before the worker the page was held 7425 ms
// (and 10147 ms) at 4×, with no tick until the hand showed.
/** Open player 0's hand with `pin` (chosen twice the first time), as
 * game-helpers' `openHand` does, but the last "Done" is pressed by a
 * script: the helpers' actions wait for a frame after each press, and a
 * page held by the derivation would fail there on a timeout, not on the
 * measured pause. */
async function openHand(page, pin) {
  const pad = (stage) => `${tid("pin-pad")}[data-stage="${stage}"]`;
  await page.click(tid("pass-phone-0"));
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(`${pad("Choose")}, ${pad("Enter")}`);
  if ((await page.getAttribute(tid("pin-pad"), "data-stage")) === "Choose") {
    for (const d of pin) await page.click(tid(`pin-${d}`));
    await page.click(tid("pin-ok"));
    await page.waitForSelector(pad("Repeat"));
  }
  for (const d of pin) await page.click(tid(`pin-${d}`));
  await page.evaluate(() => document.querySelector('[data-testid="pin-ok"]').click());
  // issue 43, item 16: the key's progress and why it is slow here, then
  // the hand (the key is Argon2id in the worker: no device key here)
  await page.waitForSelector(tid("pin-progress"), { timeout: 30000 });
  assert.match(await page.textContent(tid("pin-slow-why")), /простому http.*скриптом — медленно/s);
  await page.waitForSelector(tid("hand-open"), { timeout: 120000 });
}

lanTest("at the LAN address a hand is made, opened, used and locked, the page running while each key is derived at 4× CPU", async (t) => {
  const browser = await launch();
  try {
    const { context, page, errors } = await phonePage(browser);
    const uncaught = [];
    page.on("pageerror", (e) => uncaught.push(String(e)));
    const url = `http://${nsAddr}:8080/`;
    await page.goto(url + "#/");
    await ready(page);
    assert.equal(await page.evaluate(() => window.isSecureContext), false, "the LAN page is a secure context?");
    assert.equal(await page.evaluate(() => typeof crypto.subtle), "undefined");
    // the start screen says what this page is, once
    await page.waitForSelector(tid("lan-page-note"));
    assert.match(await page.textContent(tid("lan-page-note")), /не установленное приложение.*HTTPS/s);
    assert.equal(await page.locator(tid("lan-page-note")).count(), 1);

    await page.evaluate(() => (location.hash = "#/game/new"));
    await page.waitForSelector(tid("game-setup"));
    await fillTwoFleets(page);
    await page.click(tid("setup-captains-1"));
    await page.click(tid("setup-create"));
    await page.waitForSelector(tid("game-table"));

    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // every long task from here on, and each PIN check's span (from the
    // press of "Done" to the hand shown)
    await page.evaluate(() => {
      window.__long = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__long.push({ start: e.startTime, ms: e.duration });
      }).observe({ type: "longtask" });
      // the page's clock: it ticks whenever the page's thread is free
      window.__ticks = [];
      setInterval(() => window.__ticks.push(performance.now()), 10);
      window.__spans = [];
      document.addEventListener(
        "click",
        (e) => {
          if (e.target.closest?.('[data-testid="pin-ok"]')) window.__spans.push({ start: performance.now() });
        },
        true,
      );
      // when each worker's answer (the key) comes back: the task that
      // handles it unlocks and shows the hand, which is not the derivation
      window.__answers = [];
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(...args) {
          super(...args);
          // the key, not the progress the worker reports before it
          this.addEventListener("message", (e) => e.data?.bits && window.__answers.push(performance.now()));
        }
      };
      new MutationObserver(() => {
        const s = window.__spans.at(-1);
        if (s && s.end === undefined && document.querySelector('[data-testid="hand-open"]')) s.end = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const kdfMs = [];
    const PIN = "482913";
    await openHand(page, PIN); // chosen twice: made
    kdfMs.push(Number(await page.getAttribute(tid("hand"), "data-kdf-ms")));
    await assignCaptain(page, "swift", "Бриг «Меркурий»");
    await hideHand(page); // locked
    await openHand(page, PIN); // opened again
    kdfMs.push(Number(await page.getAttribute(tid("hand"), "data-kdf-ms")));
    await page.waitForSelector(tid("hand-on-ship-swift"), { state: "attached" });
    await hideHand(page);
    const { long, spans, answers, ticks } = await page.evaluate(() => ({
      long: window.__long,
      spans: window.__spans,
      answers: window.__answers,
      ticks: window.__ticks,
    }));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    t.diagnostic(`keys derived in ${kdfMs.join(", ")} ms at 4× CPU (a Web Worker: no WebCrypto here)`);
    t.diagnostic(`long tasks at 4×: ${long.map((l) => l.ms.toFixed(0)).join(", ") || "none"}`);
    const checks = spans.filter((s) => s.end !== undefined);
    assert.ok(checks.length >= 2, `PIN checks seen: ${JSON.stringify(spans)}`);
    // each PIN check: from the press of "Done" until the worker's answer
    // (the key) is handled; without an answer (derived on the page) until
    // the hand shows
    const spansOf = checks.map((c) => ({ ...c, answer: answers.find((a) => a > c.start && a <= c.end) }));
    const held = (c) =>
      long.filter((l) => l.start + l.ms > c.start && (c.answer === undefined ? l.start < c.end : l.start + l.ms < c.answer));
    const answering = (c) => long.find((l) => c.answer !== undefined && l.start <= c.answer && c.answer <= l.start + l.ms);
    for (const c of spansOf) {
      const a = answering(c);
      t.diagnostic(
        `a PIN checked in ${(c.end - c.start).toFixed(0)} ms: long tasks while deriving ${held(c).map((l) => l.ms.toFixed(0)).join(", ") || "none"}; ` +
          `the answer's (unlock, show the hand) ${a ? a.ms.toFixed(0) + " ms" : "under 50 ms"}`,
      );
      // the page ran while the worker derived the key
      const end = c.answer ?? c.end;
      assert.ok(ticks.some((x) => c.start < x && x < end), `the page's clock never ticked while a PIN was checked`);
    }
    // and the key came from the worker each time, not from the page
    assert.ok(spansOf.every((c) => c.answer !== undefined), `a key was not derived by the worker: ${JSON.stringify(spansOf)}`);

    // the camera: this page has none, and says where it is
    await page.evaluate(() => (location.hash = "#/game/phone"));
    await page.waitForSelector(tid("camera-https"));
    assert.match(await page.textContent(tid("camera-https")), /установленном приложении.*HTTPS/s);
    assert.equal(await page.locator(tid("camera-scan")).count(), 0);
    // nor a wake lock: the settings say the installed app keeps the screen on
    await page.evaluate(() => (location.hash = "#/settings"));
    await page.waitForSelector(tid("wake-lock-note"));
    assert.match(await page.textContent(tid("wake-lock-note")), /установленное приложение.*HTTPS/s);
    assert.deepEqual(uncaught, []);
    // Chromium reports ERR_NETWORK_CHANGED for requests under way while
    // the test's own veth settles; the app fetches those chunks again
    // (the loader's retry) and the steps above passed
    assert.deepEqual(errors.filter((e) => !/ERR_NETWORK_CHANGED/.test(e)), []);
    await context.close();
  } finally {
    await browser.close();
  }
});

// The live table from the LAN (issue 34): the table is opened on the host
// itself (its loopback, inside the namespace: a phone cannot open tables);
// a phone at the namespace's address — plain http, no WebCrypto — joins as
// Аня from her seat's link, places a captain from her own hand, and, once
// the host's seat has started a round, reveals it: the table shows it face
// up, and the page raised no error.
lanTest("at the LAN address a phone joins a live table, places a captain and reveals it once the host has started a round", async () => {
  const ship = (id, cls, owner, name, card) => ({ type: "add_ship", id, class: cls, card, name, owner, heading: "N" });
  const brig = { fresh_straight: 5, fresh_diagonal: 4, calm_straight: 1, calm_diagonal: 0, storm_range: 2, firing_range: 3, shots: 1, strength: 3, boarding: 1 };
  const open = JSON.stringify({
    game: "00000000-0000-4000-8000-00000000a11e",
    actions: [
      { type: "add_player", id: 0, name: "Аня", colour: "#c0392b" },
      { type: "add_player", id: 1, name: "Борис", colour: "#27ae60" },
      { type: "set_captain_count", player: 0, count: 1 },
      ship("00000000-0000-4000-8000-000000000001", "brig", 0, "Меркурий", brig),
      ship("00000000-0000-4000-8000-000000000002", "brig", 1, "Санта", brig),
    ],
  });
  const post = (body) =>
    execFileSync("ip", ["netns", "exec", NS, "node", "-e", `
      const r = require("http").request({ host: "127.0.0.1", port: 8080, path: "/live/tables", method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1:8080" } }, (res) => { let b = ""; res.on("data", (d) => (b += d));
        res.on("end", () => { process.stdout.write(res.statusCode + " " + b); }); });
      r.end(process.argv[1]);`, body], { encoding: "utf8" });
  const answer = post(open);
  assert.match(answer, /^200 /, answer);
  const opened = JSON.parse(answer.slice(4));
  const seat = (s) => opened.seats.find((x) => JSON.stringify(x.seat) === JSON.stringify(s)).code;
  // the host lists the LAN address for the phones' codes
  assert.deepEqual(opened.addresses, [`http://${nsAddr}:8080/`]);
  // and a phone cannot open a table
  assert.equal((await get("/live/tables", { "content-type": "application/json" }, "POST")).status, 403);

  const browser = await launch();
  try {
    const { context, page, errors } = await phonePage(browser);
    const uncaught = [];
    page.on("pageerror", (e) => uncaught.push(String(e)));
    await page.goto(`${opened.addresses[0]}#/game/live?seat=${seat({ seat: "player", player: 0 })}`);
    await page.waitForSelector(`${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    assert.equal(await page.evaluate(() => window.isSecureContext), false);
    // her captain, from her own hand (its key derived in a worker here)
    await page.click(tid("live-captains"));
    await page.click(tid("hand-its-me"));
    const pad = (stage) => `${tid("pin-pad")}[data-stage="${stage}"]`;
    await page.waitForSelector(pad("Choose"));
    for (const d of "246813") await page.click(tid(`pin-${d}`));
    await page.click(tid("pin-ok"));
    await page.waitForSelector(pad("Repeat"));
    for (const d of "246813") await page.click(tid(`pin-${d}`));
    await page.click(tid("pin-ok"));
    await page.waitForSelector(tid("hand-open"), { timeout: 60000 });
    await assignCaptain(page, "swift", "Бриг «Меркурий»");
    // the host's seat starts the round (its link works from any address:
    // only opening a table is kept to the host's own computer)
    const before = Number(await page.getAttribute(tid("page-game"), "data-saved-len"));
    const host = await phonePage(browser);
    await host.page.goto(`${opened.addresses[0]}#/game/live?seat=${seat({ seat: "host" })}`);
    await host.page.waitForSelector(`${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    await host.page.click(tid("new-round"));
    await host.page.click(tid("weather-fresh"));
    await host.page.click(tid("weather-dir-W"));
    await host.page.click(tid("weather-start"));
    await host.page.click(tid("confirm-yes"));
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="page-game"]').dataset.savedLen) > n,
      before,
      { timeout: 30000 }
    );
    await host.context.close();
    await page.click(tid("hand-reveal-swift"));
    await page.click(tid("confirm-yes"));
    // back at the table (face up now: hideHand's check of no names would not hold)
    await page.click(tid("hand-hide"));
    await page.waitForSelector(tid("game-table"));
    await page.waitForFunction(() => /Swift|Свифт/.test(document.querySelector('[data-testid="ship-captain"]')?.textContent ?? ""), null, { timeout: 30000 });
    // the host stops answering (its process stopped) and the phone hears
    // the network go: a reload now would lose the page (no offline copy
    // on plain http), so the browser asks first (issue 43 item 13)
    process.kill(-server.pid, "SIGSTOP");
    try {
      await page.evaluate(() => window.dispatchEvent(new Event("offline")));
      await page.waitForSelector(`${tid("live-bar")}:not([data-link="online"])`, { timeout: 30000 });
      let asked = null;
      page.once("dialog", async (d) => {
        asked = d.type();
        await d.dismiss();
      });
      const reload = await page.reload({ timeout: 5000 }).then(() => "reloaded", () => "held");
      assert.equal(asked, "beforeunload", "the browser asks before the reload");
      assert.equal(reload, "held");
      // still the table
      assert.equal(await page.locator(tid("game-table")).count(), 1);
    } finally {
      process.kill(-server.pid, "SIGCONT");
    }
    // the host back: the phone comes back by itself, and reloads freely
    await page.waitForSelector(`${tid("live-bar")}[data-link="online"]`, { timeout: 60000 });
    assert.deepEqual(uncaught, []);
    assert.deepEqual(errors.filter((e) => !/WebSocket|ERR_NETWORK_CHANGED/.test(e)), []);
    await context.close();
  } finally {
    await browser.close();
  }
});
