// The live table (issue 34) in the browser: the project's own server
// (shturman-serve, with its SQLite store) on loopback, a host page on a
// wide window and two players' phones at 360 × 740. The host opens its
// game to phones; each phone joins from its seat's link (what its own
// camera app opens); a shot from Аня's phone shows on every screen; an
// action on another player's ship is refused with the reason on the
// phone; an action made offline waits (through a reload) and lands once;
// the host killed by PID and started again loses nothing, and the phones
// come back by themselves.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { DIST, launch, phonePage, widePage, tid, serveDist } from "./helpers.mjs";
import { newTwoFleetGame, card, assertNoCaptainNames, typePin, assignCaptain, logLen, CAPTAIN_NAMES } from "./game-helpers.mjs";

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A cable between a phone and the host that the test can cut: a TCP
 * relay on its own port. Cut, it drops every connection and takes no new
 * one (what a phone sees when the Wi-Fi goes); healed, it relays again. */
async function cable(hostPort) {
  const live = new Set();
  let up = true;
  const server = net.createServer((c) => {
    if (!up) return c.destroy();
    const h = net.connect(hostPort, "127.0.0.1");
    const end = () => {
      c.destroy();
      h.destroy();
      live.delete(end);
    };
    live.add(end);
    c.pipe(h);
    h.pipe(c);
    for (const s of [c, h]) s.on("error", end).on("close", end);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: server.address().port,
    cut() {
      up = false;
      for (const end of [...live]) end();
    },
    heal() {
      up = true;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

const waitFor = (page, sel, opts = {}) => page.waitForSelector(sel, { timeout: 15000, ...opts });

test("four screens, one table: joined by link, shots shown everywhere, refusals told, offline and a killed host lose nothing", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-live-"));
  const tables = path.join(dir, "tables.sqlite");
  const port = await freePort();
  // the project's own server, with its SQLite store, on a port that stays
  let host = await serveDist(DIST, { port, tables });
  const url = host.url;
  const browser = await launch();
  const pages = {};
  const errors = {};
  let wifi;
  try {
    // --- the host: a game of two fleets, opened to phones ---
    const boss = await widePage(browser, { locale: "ru-RU" });
    pages.host = boss.page;
    errors.host = boss.errors;
    await newTwoFleetGame(boss.page, url, { captains: 1 });
    await boss.page.click(tid("open-to-phones"));
    await waitFor(boss.page, tid("seat-code"));
    const codes = await boss.page.$$eval(tid("seat-code"), (els) =>
      els.map((e) => ({ name: e.querySelector("h3").textContent, url: e.dataset.url }))
    );
    assert.deepEqual(codes.map((c) => c.name), ["Аня", "Борис", "Зритель: весь стол, без действий"]);
    for (const c of codes) assert.match(c.url, new RegExp(`^http://127\\.0\\.0\\.1:${port}/#/game/live\\?seat=[0-9a-f]{32}$`));
    assert.equal(await boss.page.locator(`${tid("seat-code")} ${tid("qr-code")}`).count(), 3);
    await boss.page.screenshot({ path: path.join(dir, "live-open-ru.png") });
    await boss.page.click(tid("open-to-table"));
    await waitFor(boss.page, `${tid("live-bar")}[data-link="online"]`);
    assert.match(await boss.page.textContent(tid("live-seat")), /Этот компьютер ведёт стол/);

    // --- the phones join from their links ---
    const anya = await phonePage(browser);
    const boris = await phonePage(browser, { locale: "en-US" });
    Object.assign(pages, { anya: anya.page, boris: boris.page });
    Object.assign(errors, { anya: anya.errors, boris: boris.errors });
    await anya.page.goto(codes[0].url);
    // Борис's phone reaches the host through a cable the test can cut
    wifi = await cable(port);
    await boris.page.goto(codes[1].url.replace(`:${port}/`, `:${wifi.port}/`));
    for (const p of [anya.page, boris.page]) {
      await waitFor(p, `${tid("live-bar")}[data-link="online"]`);
      await waitFor(p, tid("game-table"));
    }
    assert.match(await anya.page.textContent(tid("live-seat")), /Вы за столом: Аня/);
    assert.match(await boris.page.textContent(tid("live-seat")), /At the table as Борис/);
    // the join page gave way: Back does not join again
    assert.equal(await anya.page.evaluate(() => location.hash), "#/game");
    await waitFor(boss.page, `${tid("live-bar")}:not(:has(${tid("live-offline")}))`);

    // --- Аня's captain, from her own phone: face down on the table, then up ---
    await anya.page.click(tid("live-captains"));
    await waitFor(anya.page, tid("hand-gate"));
    await anya.page.click(tid("hand-its-me"));
    await waitFor(anya.page, `${tid("pin-pad")}[data-stage="Choose"]`);
    await typePin(anya.page, "135791");
    await waitFor(anya.page, `${tid("pin-pad")}[data-stage="Repeat"]`);
    await typePin(anya.page, "135791");
    await waitFor(anya.page, tid("hand-open"), { timeout: 30000 });
    const placed = (await logLen(boss.page)) + 1;
    await assignCaptain(anya.page, "swift", "Бриг «Меркурий»");
    await boss.page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="page-game"]').dataset.savedLen) >= n,
      placed,
      { timeout: 15000 }
    );
    await assertNoCaptainNames(boss.page, "host table with a face-down captain");
    // nor does anything the host stores: its database and its write-ahead log
    for (const f of [tables, `${tables}-wal`].filter((f) => fs.existsSync(f))) {
      const bytes = fs.readFileSync(f).toString("utf8");
      for (const name of CAPTAIN_NAMES) assert.ok(!bytes.includes(name), `${path.basename(f)} names ${name}`);
      assert.ok(!/"captain"\s*:/.test(bytes), `${path.basename(f)} holds a captain field`);
    }
    await assertNoCaptainNames(boris.page, "Борис's phone with Аня's face-down captain");
    // the host starts the first round (a table action: the host's)
    await boss.page.click(tid("new-round"));
    await boss.page.click(tid("weather-fresh"));
    await boss.page.click(tid("weather-dir-W"));
    await boss.page.click(tid("weather-start"));
    await boss.page.click(tid("confirm-yes"));
    await waitFor(boss.page, `${tid("round-line")}:has-text("1")`);
    await anya.page.click(tid("hand-reveal-swift"));
    await anya.page.click(tid("confirm-yes"));
    await boss.page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="ship-card"]')].some(
        (c) => c.textContent.includes("Меркурий") && /Свифт/.test(c.querySelector('[data-testid="ship-captain"]')?.textContent ?? "")
      ),
      null,
      { timeout: 15000 }
    );
    await anya.page.click(tid("hand-hide"));
    await waitFor(anya.page, tid("game-table"));

    // --- Аня's phone: Меркурий hits Санта (dice entered) ---
    await card(anya.page, "Меркурий").first().click();
    await anya.page.click(tid("sheet-shot-open"));
    await anya.page.selectOption(tid("shot-target"), { label: "Бриг «Санта»" });
    await anya.page.click(tid("shot-die-5"));
    await anya.page.click(tid("shot-die-3"));
    await anya.page.click(tid("shot-record"));
    await anya.page.click(tid("confirm-yes"));
    // on every screen, within a moment
    for (const p of [anya.page, boris.page, boss.page]) {
      await p.waitForFunction(
        () => [...document.querySelectorAll('[data-testid="ship-card"]')].some(
          (c) => c.textContent.includes("Санта") && c.querySelector('[data-testid="ship-hull"]')?.dataset.value === "1/3"
        ),
        null,
        { timeout: 15000 }
      );
    }

    await anya.page.screenshot({ path: path.join(dir, "live-phone-ru.png") });
    await boris.page.screenshot({ path: path.join(dir, "live-phone-en.png") });

    // --- Борис's ship from Аня's phone: refused, and told why ---
    await anya.page.goto(`${url}#/game`);
    await waitFor(anya.page, `${tid("live-bar")}[data-link="online"]`);
    await card(anya.page, "Санта").first().click();
    await anya.page.click(tid("sheet-shot-open"));
    await anya.page.selectOption(tid("shot-target"), { label: "Бриг «Меркурий»" });
    await anya.page.click(tid("shot-die-5"));
    await anya.page.click(tid("shot-die-3"));
    await anya.page.click(tid("shot-record"));
    await anya.page.click(tid("confirm-yes"));
    await anya.page.waitForFunction(
      () => document.body.innerText.includes("Это действие игрока Борис: с этого телефона его не записать."),
      null,
      { timeout: 15000 }
    );
    const mercury = await card(boss.page, "Меркурий").locator(tid("ship-hull")).getAttribute("data-value");
    assert.equal(mercury, "0/3", "the refused shot changed nothing");

    // --- Борис offline: an action waits on his phone, through a reload ---
    await waitFor(boris.page, `${tid("live-bar")}[data-link="online"]`);
    wifi.cut();
    await waitFor(boris.page, `${tid("live-bar")}[data-link="offline"]`);
    await waitFor(boss.page, tid("live-offline"));
    assert.match(await boss.page.textContent(tid("live-offline")), /Нет на связи: Борис/);
    await card(boris.page, "Виктория").first().click();
    await boris.page.click(tid("sheet-shot-open"));
    await boris.page.selectOption(tid("shot-target"), { label: "Frigate “Азов”" });
    await boris.page.click(tid("shot-die-6"));
    // a critical roll, when the shot asks for one
    if (await boris.page.locator(tid("shot-die-2")).count()) await boris.page.click(tid("shot-die-2"));
    await boris.page.click(tid("shot-record"));
    await boris.page.click(tid("confirm-yes"));
    await waitFor(boris.page, tid("live-waiting"));
    assert.match(await boris.page.textContent(tid("live-waiting")), /1 waiting to be sent/);
    await boris.page.reload();
    await waitFor(boris.page, tid("live-waiting"));
    wifi.heal();
    await waitFor(boris.page, `${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    await boris.page.waitForSelector(tid("live-waiting"), { state: "detached", timeout: 15000 });
    // the shot is on the host's table: Виктория has one shot of two left
    await boss.page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="ship-card"]')].some(
        (c) => c.textContent.includes("Виктория") && c.querySelector('[data-testid="ship-shots"]')?.dataset.value === "1/2"
      ),
      null,
      { timeout: 15000 }
    );
    const logLenOf = (p) => p.getAttribute(tid("page-game"), "data-saved-len");
    const before = await logLenOf(boss.page);

    // --- the host killed by its PID and started again ---
    process.kill(host.pid, "SIGKILL");
    await host.ended();
    await waitFor(anya.page, `${tid("live-bar")}[data-link="offline"]`);
    host = await serveDist(DIST, { port, tables });
    for (const p of [anya.page, boris.page, boss.page]) {
      await waitFor(p, `${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    }
    assert.equal(await logLenOf(boss.page), before, "every acknowledged action is back");
    assert.equal(await logLenOf(anya.page), before);
    const shots = await card(anya.page, "Виктория").locator(tid("ship-shots")).getAttribute("data-value");
    assert.equal(shots, "1/2", "the offline shot landed once");

    // a damaged link (a QR code half read): the phone says so, in its
    // language, and joins nothing
    for (const [ctx, said] of [
      [anya.context, "Стол не знает этот код места: отсканируйте QR-код ещё раз."],
      [boris.context, "The table does not know this seat code: scan the QR code again."],
    ]) {
      const bad = await ctx.newPage();
      await bad.goto(`${url}#/game/live?seat=e9368f7da1394922`);
      await waitFor(bad, `${tid("live-join-status")}:has-text("${said}")`);
      assert.equal(await bad.locator(tid("live-bar")).count(), 0);
      await bad.close();
    }
    for (const s of [boss, anya, boris]) {
      assert.deepEqual(s.errors.filter((e) => !/WebSocket|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)), []);
    }
  } finally {
    // what each screen showed last (kept with the test's files)
    for (const [name, p] of Object.entries(pages)) {
      await p.screenshot({ path: path.join(dir, `${name}-last.png`) }).catch(() => {});
    }
    await browser.close();
    for (const [name, errs] of Object.entries(errors)) if (errs.length) console.log(name, errs);
    await host.close();
    await wifi?.close();
    console.log(`screenshots in ${dir}`);
  }
});
