// The desktop app as the live table's host (issue 34; release build, Xvfb,
// tauri-driver): "Open this table to phones" on the table starts the host
// inside the app (the same server as scripts/run --lan, at a fixed port:
// SHTURMAN_PORT here, a free one), the phones load the page from the
// app's own embedded build, a phone's action shows in the app's window
// and the app's action on the phone; the app killed by its PID and
// started again hosts the table again by itself and the phone comes back.
// The phone is Debian's Chromium at 360 × 740 on 127.0.0.1 (the seat
// link names the LAN address, if the machine has one; the test sends
// nothing there).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startDriver, Session, until, APP, appPids } from "./webdriver.mjs";
import { launch, phonePage, freePort, DIST } from "../browser/helpers.mjs";

const tid = (id) => `[data-testid="${id}"]`;
const LOADED = '[data-settings-loaded="true"][data-started="true"]';
const DATA = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-desktop-live-"));
let driver;
let port;

before(async () => {
  port = await freePort();
  // the app (started by tauri-driver) inherits these: its own data folder
  // (the tables' store is in it) and the port it hosts on
  process.env.XDG_DATA_HOME = DATA;
  process.env.SHTURMAN_PORT = String(port);
  driver = await startDriver();
});
after(() => {
  for (const pid of appPids()) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
  driver?.kill();
  fs.rmSync(DATA, { recursive: true, force: true });
});

async function tap(s, css) {
  await s.find(css);
  await s.exec("document.querySelector(arguments[0]).click();", [css]);
  await s.settle();
}

async function fill(s, css, value) {
  await s.find(css);
  await s.exec(
    "const el = document.querySelector(arguments[0]);" +
      "el.value = arguments[1]; el.dispatchEvent(new Event('input', { bubbles: true }));",
    [css, value]
  );
}

/** How many log entries a screen shows stored. */
const LEN = "const el = document.querySelector('[data-testid=\"page-game\"]'); return el ? Number(el.dataset.savedLen) : -1;";

const linkOf = (s) => s.exec("return document.querySelector('[data-testid=\"live-bar\"]')?.dataset.link ?? null;");

test("the desktop app hosts its table: a phone joins from the app's own page, actions go both ways, a killed app hosts again", async () => {
  let s = await Session.start();
  const browser = await launch();
  let phone;
  try {
    await s.find(LOADED);
    await s.exec("location.hash = '#/game/new';");
    await s.find(tid("game-setup"));
    await fill(s, tid("setup-player-0-name"), "Anna");
    await fill(s, tid("setup-player-1-name"), "Boris");
    await tap(s, tid("setup-player-0-add-ship"));
    await fill(s, tid("setup-ship-0-name"), "Mercury");
    await tap(s, tid("setup-player-1-add-ship"));
    await fill(s, tid("setup-ship-1-name"), "Santa");
    await tap(s, tid("setup-create"));
    await s.find(tid("game-table"));

    // the switch on the table: the app starts its host and shows the seats
    await tap(s, tid("open-to-phones"));
    await tap(s, tid("open-now"));
    await s.find(tid("seat-code"), 30000);
    const codes = await s.exec(
      "return [...document.querySelectorAll('[data-testid=\"seat-code\"]')].map((e) => e.dataset.url);"
    );
    assert.equal(codes.length, 3, "Anna, Boris and a viewer");
    for (const c of codes) assert.match(c, new RegExp(`^http://[0-9.]+:${port}/#/game/live\\?seat=[0-9a-f]{32}$`));
    const address = await s.text(tid("open-address"));
    assert.ok(address.includes(`:${port}/`), address);

    // the page the phones load is the app's own build, by the host's rules
    const base = `http://127.0.0.1:${port}`;
    const index = await fetch(`${base}/`);
    assert.equal(index.status, 200);
    assert.match(index.headers.get("content-type"), /^text\/html/);
    // the web build's own page, byte for byte, with its content security
    // policy (the window's copy leaves the policy to Tauri's, which names
    // the app's ipc and allows no worker: a phone without WebCrypto makes
    // its PIN's key in one)
    const web = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
    assert.match(web, /<meta http-equiv="Content-Security-Policy" content="[^"]*worker-src 'self' blob:/);
    assert.equal(await index.text(), web);
    assert.equal((await fetch(`${base}/index.web`)).status, 404, "the phones' page only under its own name");
    assert.equal((await fetch(`${base}/no-such-file.js`)).status, 404, "a missing file is not the index page");
    // opening stays on this computer's host, for its own pages: another
    // origin (or none) is refused before the body is read
    const opening = (origin) => fetch(`${base}/live/tables`, { method: "POST", body: "{}", headers: origin ? { origin } : {} });
    assert.equal((await opening(base)).status, 422, "the host's own page: the body is read (and is no table)");
    assert.equal((await opening("http://evil.example")).status, 403, "another site's page");
    assert.equal((await opening(undefined)).status, 403, "no origin");

    await tap(s, tid("open-to-table"));
    await until("the app's window online at its table", async () => (await linkOf(s)) === "online");

    // Anna's phone joins from her seat's link (on loopback)
    phone = await phonePage(browser);
    const link = codes[0].replace(/^http:\/\/[0-9.]+:/, "http://127.0.0.1:");
    await phone.page.goto(link);
    await phone.page.waitForSelector(`${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    await phone.page.waitForSelector(tid("game-table"));
    assert.match(await phone.page.textContent(tid("live-seat")), /Anna/);

    // the app starts a round: the phone shows it
    const before = await s.exec(LEN);
    await tap(s, tid("new-round"));
    await tap(s, tid("weather-fresh"));
    await tap(s, tid("weather-dir-E"));
    await tap(s, tid("weather-start"));
    await tap(s, tid("confirm-yes"));
    await until("the round in the app", async () => (await s.exec(LEN)) === before + 1);
    await phone.page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="page-game"]')?.dataset.savedLen) === n,
      before + 1,
      { timeout: 15000 }
    );
    assert.match(await phone.page.textContent(tid("round-line")), /1/);

    // Anna's phone turns Mercury: the app's window shows it
    const turn = async (to, n) => {
      await phone.page.locator(`${tid("ship-card")}:has-text("Mercury") .tile__link`).click();
      await phone.page.waitForSelector(tid("ship-sheet"));
      await phone.page.click(tid(`rose-${to}`));
      await phone.page.click(tid("confirm-yes"));
      await until(`the phone's turn ${n} in the app`, async () => (await s.exec(LEN)) === n);
    };
    await turn("S", before + 2);

    // the app killed by its PID, then started again: it hosts again by
    // itself and the phone comes back without being touched
    const pids = appPids();
    assert.ok(pids.length > 0, `no app process matching ${APP}`);
    for (const pid of pids) process.kill(pid, "SIGKILL");
    await phone.page.waitForSelector(`${tid("live-bar")}[data-link="offline"]`, { timeout: 30000 });
    await s.end().catch(() => {});
    s = await Session.start();
    await s.find(LOADED);
    await s.exec("location.hash = '#/game';");
    await until("the app's window back online at its table", async () => (await linkOf(s)) === "online");
    await phone.page.waitForSelector(`${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    assert.equal(await s.exec(LEN), before + 2, "every acknowledged action is back");
    await phone.page.goto(`http://127.0.0.1:${port}/#/game`);
    await phone.page.waitForSelector(`${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    await turn("W", before + 3);
    assert.deepEqual(phone.errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(e)), []);
  } finally {
    await browser.close();
    await s.end().catch(() => {});
  }
});
