// Shared pieces of the browser tests: the real server (crates/serve) for
// dist/ and Debian's Chromium driven by playwright-core at the phone
// viewport.
import path from "node:path";
import net from "node:net";
import os from "node:os";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { spawn, execFileSync } from "node:child_process";
import { before, after } from "node:test";
import { chromium } from "playwright-core";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST = path.join(ROOT, "dist");

// The server is built in a folder of its own, as tests/serve/lan.test.mjs
// builds it (the same one): scripts/test runs the browser tests beside the
// desktop build, whose cargo holds the main build folder's lock for minutes.
const SERVE_TARGET = path.join(process.env.CARGO_TARGET_DIR || path.join(ROOT, "target"), "serve-lan");
let serverBuilt = false;
// servers not closed when this process ends (a test failed in its set-up)
const running = new Set();
process.on("exit", () => {
  for (const c of running) c.kill("SIGKILL");
});
/** The release `shturman-serve`, built (or found up to date) once per
 * process; `SHTURMAN_SERVE` names one already built (scripts/test's
 * serve-build stage, scripts/ui-bench): no cargo run in each test file. */
function serverBinary() {
  if (process.env.SHTURMAN_SERVE) return process.env.SHTURMAN_SERVE;
  if (!serverBuilt) {
    execFileSync("cargo", ["build", "-q", "--release", "--locked", "-p", "shturman-serve"], {
      cwd: ROOT,
      env: { ...process.env, CARGO_TARGET_DIR: SERVE_TARGET },
      stdio: "inherit",
    });
    serverBuilt = true;
  }
  return path.join(SERVE_TARGET, "release", "shturman-serve");
}

/**
 * Serve dist/ (or another folder) on 127.0.0.1 at a free port with the
 * real server, `shturman-serve` (crates/serve, what `scripts/run` serves
 * with): precompressed copies, its cache rules and types, nothing outside
 * the folder. A process of its own, as a real web server is: not on the
 * event loop that also drives the browser (the UI bench times loads).
 */
/** A port free on loopback now (for a server that must keep its port
 * across a restart). */
export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function serveDist(dir = DIST, { port = 0, tables } = {}) {
  // the live tables' store: the test's own (never the user's)
  tables ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shturman-tables-")), "tables.sqlite");
  const child = spawn(serverBinary(), ["--port", String(port), "--tables", tables, dir], {
    env: { ...process.env, PORT: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let printed = "";
  const url = await new Promise((resolve, reject) => {
    // the line the server prints once it listens (src/main.rs, say_where)
    child.stdout.on("data", (d) => {
      printed += d;
      const m = /^Serving Shturman at (http:\/\/127\.0\.0\.1:\d+\/)/m.exec(printed);
      if (m) resolve(m[1]);
    });
    child.once("exit", (code, signal) => reject(new Error(`shturman-serve ended (${code ?? signal}) before serving:\n${printed}`)));
    child.once("error", reject);
  });
  return {
    url,
    pid: child.pid,
    /** Resolves when the server process has ended (killed by PID or not). */
    ended: () =>
      new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once("exit", () => r()))),
    close: () =>
      new Promise((r) => {
        if (child.exitCode !== null || child.signalCode !== null) return r();
        child.once("exit", () => r());
        child.kill("SIGKILL"); // nothing to save: no need to wait for open requests
      }),
  };
}

/** The same as `serveDist`, which now serves from a process of its own. */
export const serveDistProcess = serveDist;

/**
 * A test file's server of dist/ and browser: started before its tests,
 * closed after them. Read `server` and `browser` inside the tests.
 */
export function serverAndBrowser() {
  const s = { server: null, browser: null };
  before(async () => {
    s.server = await serveDist();
    s.browser = await launch();
  });
  after(async () => {
    await s.browser?.close();
    await s.server?.close();
  });
  return s;
}

/** Launch Debian's Chromium headless, as the machine's notes require. */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

// The service worker, off unless a file asks for it. Its install copies
// every file of the build (≈ 130 wasm chunks) into a fresh context's cache:
// a third of a short test's CPU (docs/performance.md, "The test run's
// time"). The files that test what it does (the offline start, the update,
// a reload with no network, the live table's offline phone) call
// `withServiceWorker()` at their top; node --test runs each file in a
// process of its own, so the choice stays in that file.
let serviceWorkersByDefault = "block";
export function withServiceWorker() {
  serviceWorkersByDefault = "allow";
}

/** A fresh phone-sized page; console errors and page errors are collected. */
export async function phonePage(browser, { locale = "ru-RU", serviceWorkers = serviceWorkersByDefault } = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    serviceWorkers,
  });
  const page = await context.newPage();
  settleAfterActions(page);
  const errors = [];
  page.on("console", (m) => {
    // a network change on this machine (another test's namespace, an
    // interface coming up) fails requests under way; the chunk loader
    // tries again, and it is no error of the app's
    if (m.type() === "error" && !/net::ERR_NETWORK_CHANGED/.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** A page in a wide desktop window (1280 × 800): the table and another
 * tab side by side. Page errors are collected. */
export async function widePage(browser, { locale = "en-US" } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale,
    serviceWorkers: serviceWorkersByDefault,
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return { context, page, errors };
}

/**
 * The app paints a tap's press first and its answer a frame later, marking
 * the root `data-answering` meanwhile (src/schedule/answer.rs). Every
 * action of a test (click, tap, fill, …) therefore returns once the answer
 * is in, as a player sees it, so that what the test reads next is the
 * answer and not the frame before it.
 */
const ACTIONS = ["click", "dblclick", "tap", "check", "uncheck", "setChecked", "fill", "press", "selectOption", "dispatchEvent"];
export async function settle(page) {
  await page
    .waitForFunction(() => !document.documentElement.hasAttribute("data-answering"), null, { polling: "raf", timeout: 5000 })
    .catch((e) => {
      // a page closed or navigated away by the action itself: nothing to wait for
      if (!/closed|destroyed|navigat/i.test(String(e))) throw e;
    });
}
function settleAfterActions(page) {
  for (const proto of [Object.getPrototypeOf(page), Object.getPrototypeOf(page.locator("body"))]) {
    if (proto.__settles) continue;
    proto.__settles = true;
    for (const m of ACTIONS) {
      const act = proto[m];
      if (typeof act !== "function") continue;
      proto[m] = async function (...args) {
        const out = await act.apply(this, args);
        await settle(typeof this.page === "function" ? this.page() : this);
        return out;
      };
    }
  }
}

/** Wait until the wasm app has rendered its app bar. */
export async function ready(page) {
  await page.waitForSelector('[data-testid="app-title"]', { timeout: 20000 });
}

export const tid = (id) => `[data-testid="${id}"]`;

/** A phone page in `locale` opened from the Tools hub on the item `hubItem`
 * (a resolver screen of the other games); its errors are collected. */
export async function openTool(browser, url, locale, hubItem) {
  const { context, page, errors } = await phonePage(browser, { locale });
  await page.goto(url);
  await ready(page);
  await page.click(tid("nav-tools"));
  await page.waitForSelector(`${tid("page-tools")}:visible`);
  await page.click(tid(hubItem));
  return { context, page, errors };
}

/** Enter faces on a resolver's keypad, one tap a die. */
export async function keypadFaces(page, list) {
  for (const f of list) await page.click(tid(`b-key-${f}`));
}

/**
 * Assert the element is wholly on screen: below the app bar's top edge and
 * above the bottom navigation (56 px), so the player sees it without
 * scrolling.
 */
export async function inView(page, selector) {
  const b = await page.locator(selector).boundingBox();
  const vp = page.viewportSize();
  if (!b) throw new Error(`${selector} is not shown`);
  const ok = b.y >= 0 && b.y + b.height <= vp.height - 56;
  if (!ok) throw new Error(`${selector} is out of view: y ${b.y}, height ${b.height}, viewport ${vp.height}`);
}

/** A Chromium whose camera shows `mjpegFile` (JPEG frames concatenated):
 * for reading QR codes through the app's camera (issue 18). */
export async function launchWithCamera(mjpegFile) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${mjpegFile}`,
    ],
  });
}

/**
 * Everything the page's origin stores, as [name, text] pairs: the app's
 * records (IndexedDB `shturman`, named `shturman.<record>` as they were in
 * localStorage) and whatever localStorage holds. For tests that read or
 * scan what is stored.
 */
export function storedEntries(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const req = indexedDB.open("shturman", 1);
      // as the app makes it (src/state/idb.rs), if the app has not yet
      req.onupgradeneeded = () => req.result.createObjectStore("records");
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const all = await new Promise((resolve, reject) => {
      const tx = db.transaction("records");
      const keys = tx.objectStore("records").getAllKeys();
      const values = tx.objectStore("records").getAll();
      tx.oncomplete = () => resolve(keys.result.map((k, i) => [`shturman.${k}`, values.result[i]]));
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    return [...all, ...Object.entries(localStorage)];
  });
}

/** The stored text of one record (`shturman.<record>`), or null. */
export async function storedText(page, name) {
  const found = (await storedEntries(page)).find(([k]) => k === name);
  return found ? found[1] : null;
}

/**
 * Put (text) or remove (null) records in the app's IndexedDB directly, as
 * another build or a damaged disk would have left them; names as
 * `storedEntries` gives them. Reload the page afterwards.
 */
export function putStored(page, entries) {
  return page.evaluate(async (entries) => {
    const db = await new Promise((resolve, reject) => {
      const req = indexedDB.open("shturman", 1);
      req.onupgradeneeded = () => req.result.createObjectStore("records");
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction("records", "readwrite");
      const store = tx.objectStore("records");
      for (const [name, text] of entries) {
        const key = name.replace(/^shturman\./, "");
        if (text === null) store.delete(key);
        else store.put(text, key);
      }
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, entries);
}

/**
 * Hold back what other tabs tell this page while `window.__holdStorage` is
 * true: the `storage` event and the app's BroadcastChannel messages (as if
 * the page had not heard yet). Call before the page loads.
 */
export function holdNews(page) {
  return page.addInitScript(() => {
    window.__holdStorage = false;
    window.addEventListener("storage", (e) => {
      if (window.__holdStorage) e.stopImmediatePropagation();
    }, true);
    const Channel = window.BroadcastChannel;
    window.BroadcastChannel = class extends Channel {
      constructor(name) {
        super(name);
        super.addEventListener("message", (e) => {
          if (window.__holdStorage) e.stopImmediatePropagation();
        });
      }
    };
  });
}
