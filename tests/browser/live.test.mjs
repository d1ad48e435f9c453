// The live table (issue 34) in the browser: the project's own server
// (shturman-serve, with its SQLite store) on loopback, a host page on a
// wide window and two players' phones at 360 × 740. The host opens its
// game to phones; each phone joins from its seat's link (what its own
// camera app opens); a shot from Аня's phone shows on every screen; a
// phone offers no actions for another player's ship and says why; an
// action made offline waits (through a reload) and lands once;
// the host killed by PID and started again loses nothing, and the phones
// come back by themselves.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { DIST, launch, phonePage, widePage, tid, serveDist, freePort, withServiceWorker } from "./helpers.mjs";
import { newTwoFleetGame, card, assertNoCaptainNames, typePin, assignCaptain, logLen, savedLen, CAPTAIN_NAMES } from "./game-helpers.mjs";

// Борис reloads while his Wi-Fi is cut: the page comes from the service worker
withServiceWorker();

/** A cable between a phone and the host that the test can cut: a TCP
 * relay on its own port. Cut, it drops every connection and takes no new
 * one (what a phone sees when the Wi-Fi goes); healed, it relays again. */
async function cable(hostPort) {
  const live = new Set();
  const pairs = [];
  let up = true;
  let joined = 0;
  const server = net.createServer((c) => {
    if (!up) return c.destroy();
    const h = net.connect(hostPort, "127.0.0.1");
    const end = () => {
      c.destroy();
      h.destroy();
      live.delete(end);
    };
    live.add(end);
    // what the phone sends, its requests' Host and Origin named as the
    // host's own (the host takes only its own pages: the relay is the
    // Wi-Fi, not another site)
    const relay = `127.0.0.1:${server.address().port}`;
    const own = `127.0.0.1:${hostPort}`;
    const pair = { c, h, stalled: false };
    c.on("data", (d) => {
      if (pair.stalled) return;
      const text = d.toString("latin1");
      if (/^(GET|POST|HEAD) /.test(text)) {
        if (/^GET \/live\/ws/.test(text)) joined += 1;
        d = Buffer.from(text.split(relay).join(own), "latin1");
      }
      h.write(d);
    });
    pairs.push(pair);
    h.pipe(c);
    for (const s of [c, h]) s.on("error", end).on("close", end);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: server.address().port,
    /** How many live connections (WebSocket upgrades) it has relayed. */
    joined: () => joined,
    /** The open connections go silent without closing (a Wi-Fi that went
     * away and left the phone's socket looking open); new ones relay. */
    stall() {
      for (const p of pairs) {
        p.stalled = true;
        p.h.unpipe(p.c);
        p.c.pause();
        p.h.pause();
      }
    },
    cut() {
      up = false;
      for (const end of [...live]) end();
    },
    heal() {
      up = true;
    },
    close: () => {
      for (const { c, h } of pairs) {
        c.destroy();
        h.destroy();
      }
      return new Promise((r) => server.close(r));
    },
  };
}

const waitFor = (page, sel, opts = {}) => page.waitForSelector(sel, { timeout: 15000, ...opts });

test("three screens, one table: joined by link, shots shown everywhere, others' ships not offered, offline and a killed host lose nothing", async () => {
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
    // who starts a round: the host only, the first time
    await waitFor(boss.page, `${tid("rounds-host")}[aria-pressed="true"]`);
    // the choice fits a phone's width in both languages
    const wide = boss.page.viewportSize();
    await boss.page.setViewportSize({ width: 360, height: 740 });
    for (const lang of ["ru", "en"]) {
      if (lang === "en") await boss.page.click(tid("lang-switch"));
      await boss.page.screenshot({ path: path.join(dir, `live-pick-${lang}.png`) });
      for (const b of ["rounds-host", "rounds-any", "open-now"]) {
        const box = await boss.page.locator(tid(b)).boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= 360, `${lang}: ${b} within the screen`);
      }
    }
    await boss.page.click(tid("lang-switch"));
    await boss.page.setViewportSize(wide);
    // the choice says what each rule lets players do, and what stays with
    // a ship's owner and the host whatever the rule (issue 43)
    assert.equal(await boss.page.textContent(tid("rounds-says")), "Новый раунд и его погоду задаёт только ведущий стол.");
    await boss.page.click(tid("rounds-any"));
    await waitFor(boss.page, `${tid("rounds-any")}[aria-pressed="true"]`);
    assert.equal(await boss.page.textContent(tid("rounds-says")), "Новый раунд и его погоду может задать любой игрок со своего телефона.");
    assert.match(
      await boss.page.textContent(tid("seat-rule")),
      /^Потопить корабль или поправить его повреждения может только его владелец или ведущий стол\./
    );
    await boss.page.click(tid("rounds-host"));
    await waitFor(boss.page, `${tid("rounds-host")}[aria-pressed="true"]`);
    await boss.page.click(tid("open-now"));
    await waitFor(boss.page, tid("seat-code"));
    assert.equal(await boss.page.textContent(tid("open-rules")), "Новый раунд и его погоду задаёт только ведущий стол.");
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
    await typePin(anya.page, "135792");
    await waitFor(anya.page, `${tid("pin-pad")}[data-stage="Repeat"]`);
    await typePin(anya.page, "135792");
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
    assertHostKeepsNoCaptain(tables);
    await assertNoCaptainNames(boris.page, "Борис's phone with Аня's face-down captain");
    // the host starts the first round (a table action: the host's); the
    // players' phones show the round but offer none (Аня's is in her hand)
    assert.ok(await boris.page.locator(tid("new-round")).isDisabled(), "a player's phone offers no new round at a host-only table");
    assert.equal(await boris.page.locator(".round-bar__act").count(), 0);
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

    // --- Борис's ship on Аня's phone: no actions offered, and why ---
    await anya.page.goto(`${url}#/game`);
    await waitFor(anya.page, `${tid("live-bar")}[data-link="online"]`);
    await card(anya.page, "Санта").locator(".tile__link").click();
    await waitFor(anya.page, tid("sheet-not-yours"));
    assert.equal(
      await anya.page.textContent(tid("sheet-not-yours")),
      "Это корабль игрока Борис: его действия Борис записывает со своего телефона."
    );
    assert.equal(await anya.page.locator(`${tid("ship-sheet")} ${tid("sheet-shot-open")}`).count(), 0);
    assert.equal(await anya.page.locator(`${tid("ship-sheet")} ${tid("rose-S")}`).count(), 0);
    await anya.page.goto(`${url}#/game`);

    // --- Борис offline: an action waits on his phone, through a reload ---
    await waitFor(boris.page, `${tid("live-bar")}[data-link="online"]`);
    wifi.cut();
    await waitFor(boris.page, `${tid("live-bar")}[data-link="offline"]`);
    // the line marks it; a tap on the line says who (issue 43 #14: one line)
    await waitFor(boss.page, tid("live-marked"));
    await boss.page.click(tid("live-summary"));
    await waitFor(boss.page, tid("live-offline"));
    assert.match(await boss.page.textContent(tid("live-offline")), /Нет на связи: Борис/);
    await boss.page.click(tid("live-summary"));
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

/** Wait until every page shows `n` log entries stored. */
async function allAt(pages, n) {
  for (const [i, p] of pages.entries()) {
    await p
      .waitForFunction(
        (n) => Number(document.querySelector('[data-testid="page-game"]')?.dataset.savedLen) === n,
        n,
        { timeout: 15000 }
      )
      .catch(async (e) => {
        const at = await p.evaluate(() => [location.hash, document.querySelector('[data-testid="page-game"]')?.dataset.savedLen]);
        throw new Error(`screen ${i} is at ${JSON.stringify(at)}, not ${n} entries: ${e.message}`);
      });
  }
}

/** On a phone at the table: open the player's own hand (a new PIN),
 * place captain `code` face down on `ship`, back to the table. */
async function placeFromPhone(page, pin, code, ship) {
  const tableLen = await logLen(page);
  await page.click(tid("live-captains"));
  await waitFor(page, tid("hand-gate"));
  await page.click(tid("hand-its-me"));
  await waitFor(page, `${tid("pin-pad")}[data-stage="Choose"]`);
  await typePin(page, pin);
  await waitFor(page, `${tid("pin-pad")}[data-stage="Repeat"]`);
  await typePin(page, pin);
  await waitFor(page, tid("hand-open"), { timeout: 30000 });
  // the phone's first hand goes on the log (HandMade), stored while the
  // hand already shows: count from after it
  await savedLen(page, tableLen + 1);
  await assignCaptain(page, code, ship);
  await page.click(tid("hand-hide"));
  await waitFor(page, tid("game-table"));
}

/** Open the player's stored hand with its PIN. */
async function unlockHand(page, pin) {
  await waitFor(page, tid("hand-gate"));
  await page.click(tid("hand-its-me"));
  await waitFor(page, `${tid("pin-pad")}[data-stage="Enter"]`);
  await typePin(page, pin);
  await waitFor(page, tid("hand-open"), { timeout: 30000 });
}

/** The host's database and write-ahead log name no captain (but the
 * face-up ones in `shown`), and hold a captain field only in the reveal
 * proofs of those (`revealed`: their codes). */
function assertHostKeepsNoCaptain(tables, shown = [], revealed = []) {
  for (const f of [tables, `${tables}-wal`].filter((f) => fs.existsSync(f))) {
    const bytes = fs.readFileSync(f).toString("utf8");
    for (const name of CAPTAIN_NAMES.filter((n) => !shown.includes(n))) {
      assert.ok(!bytes.includes(name), `${path.basename(f)} names ${name}`);
    }
    for (const m of bytes.matchAll(/"captain"\s*:\s*("?)([^",}]*)/g)) {
      assert.ok(revealed.includes(m[2]), `${path.basename(f)} holds a captain field: ${m[0]}`);
    }
  }
}

/** From `page`'s table, turn `ship` to `dir` (the sheet's rose). */
async function turn(page, ship, dir) {
  await card(page, ship).locator(".tile__link").click();
  await page.click(`${tid("ship-sheet")} ${tid(`rose-${dir}`)}`);
  await page.click(tid("confirm-yes"));
  await closeSheet(page);
}

/** Back from a ship's sheet to the table (a recorded shot closes it
 * by itself). */
async function closeSheet(page) {
  const back = page.locator(`${tid("ship-sheet")} ${tid("ship-back")}`);
  if (await back.isVisible()) await back.click({ timeout: 5000 }).catch(() => {});
  await waitFor(page, tid("ship-sheet"), { state: "hidden" });
}

test("four players on four phones and a viewer: captains placed and revealed from the phones, every seat's action on every screen with who made it, a round from a player's phone, two actions on one revision, undo by its author, a phone asleep, a sinking from a phone, the host killed and started again", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-live4-"));
  const tables = path.join(dir, "tables.sqlite");
  let host = await serveDist(DIST, { port: await freePort(), tables });
  const url = host.url;
  const browser = await launch();
  const cables = [];
  const all = [];
  try {
    const boss = (await widePage(browser, { locale: "ru-RU" })).page;
    await boss.goto(url + "#/game/new");
    await waitFor(boss, tid("game-setup"));
    await boss.click(tid("setup-add-player"));
    await boss.click(tid("setup-add-player"));
    const players = ["Аня", "Борис", "Вера", "Глеб"];
    const ships = [["Меркурий", "brig"], ["Санта", "brig"], ["Азов", "frigate"], ["Виктория", "galleon"]];
    for (const [i, name] of players.entries()) {
      await boss.fill(tid(`setup-player-${i}-name`), name);
      await boss.click(tid(`setup-player-${i}-add-ship`));
      await boss.fill(tid(`setup-ship-${i}-name`), ships[i][0]);
      await boss.selectOption(tid(`setup-ship-${i}-class`), ships[i][1]);
    }
    await boss.click(tid("setup-create"));
    await waitFor(boss, tid("game-table"));
    await boss.click(tid("open-to-phones"));
    // this table lets any player start a round
    await boss.click(tid("rounds-any"));
    await boss.click(tid("open-now"));
    await waitFor(boss, tid("seat-code"), { timeout: 30000 });
    assert.equal(await boss.textContent(tid("open-rules")), "Новый раунд и его погоду может задать любой игрок со своего телефона.");
    const codes = await boss.$$eval(tid("seat-code"), (els) => els.map((e) => e.dataset.url));
    assert.equal(codes.length, 5, "four players and a viewer");
    await boss.click(tid("open-to-table"));
    await waitFor(boss, `${tid("live-bar")}[data-link="online"]`);

    // four phones (Аня's and Борис's through cables the test can cut) and a viewer
    const phones = [];
    for (const [i, code] of codes.entries()) {
      const { page, errors } = await phonePage(browser, { locale: i % 2 ? "en-US" : "ru-RU" });
      let link = code;
      if (i < 2) {
        const c = await cable(Number(new URL(url).port));
        cables.push(c);
        link = code.replace(/:\d+\//, `:${c.port}/`);
      }
      await page.goto(link);
      phones.push({ page, errors });
    }
    for (const { page } of phones) {
      await waitFor(page, `${tid("live-bar")}[data-link="online"]`);
      await waitFor(page, tid("game-table"));
    }
    const [anya, boris, vera, gleb, viewer] = phones.map((p) => p.page);
    all.push(boss, anya, boris, vera, gleb, viewer);
    await waitFor(boss, `${tid("live-bar")}:not(:has(${tid("live-offline")}))`);
    let len = await logLen(boss);
    await allAt(all, len);

    // --- each player places a captain face down from their own phone; no
    // screen but its owner's names it, nor does anything the host stores ---
    const captainsOf = [["swift", "Бриг «Меркурий»"], ["rapid", "Brig “Санта”"], ["target", "Фрегат «Азов»"], ["berserk", "Galleon “Виктория”"]];
    for (const [i, p] of [anya, boris, vera, gleb].entries()) {
      // (246810…13: not a PIN that goes by one step, which hands refuse)
      await placeFromPhone(p, String(246810 + i), ...captainsOf[i]);
      len += 2; // the hand made, the captain placed
      assert.equal(await logLen(p), len);
      await allAt(all, len);
    }
    for (const [i, p] of all.entries()) await assertNoCaptainNames(p, `screen ${i} with four face-down captains`);
    assertHostKeepsNoCaptain(tables);
    // the first round (captains are placed before it), from the host
    await boss.click(tid("new-round"));
    await boss.click(tid("weather-fresh"));
    await boss.click(tid("weather-dir-W"));
    await boss.click(tid("weather-start"));
    await boss.click(tid("confirm-yes"));
    await waitFor(boss, `${tid("round-line")}:has-text("1")`);
    len += 1;
    await allAt(all, len);

    // --- each player turns their own ship from their phone: on every screen, with who ---
    const dirs = ["S", "N", "E", "S"];
    for (const [i, p] of [anya, boris, vera, gleb].entries()) {
      await turn(p, ships[i][0], dirs[i]);
      len += 1;
      await allAt(all, len);
      for (const other of all.filter((o) => o !== p)) {
        const last = await other.textContent(tid("live-last"));
        assert.ok(last.includes(players[i]), `${last} names ${players[i]}`);
      }
    }
    // the viewer sees the whole table and is offered no action
    await card(viewer, "Азов").locator(".tile__link").click();
    assert.equal(await viewer.textContent(tid("sheet-not-yours")), "Вы смотрите стол: действия записывают игроки.");
    assert.equal(await viewer.locator(`${tid("ship-sheet")} ${tid("rose-N")}`).count(), 0);
    await closeSheet(viewer);

    // --- two phones act on one revision, both still legal: both applied ---
    for (const c of cables) c.cut();
    await waitFor(anya, `${tid("live-bar")}[data-link="offline"]`);
    await waitFor(boris, `${tid("live-bar")}[data-link="offline"]`);
    await turn(anya, "Меркурий", "E");
    await turn(boris, "Санта", "W");
    await waitFor(anya, tid("live-waiting"));
    await waitFor(boris, tid("live-waiting"));
    for (const c of cables) c.heal();
    len += 2;
    await allAt(all, len);
    for (const p of [anya, boris]) await p.waitForSelector(tid("live-waiting"), { state: "detached", timeout: 15000 });

    // --- one revision, the second no longer legal: its player is told why ---
    // Аня (offline) fires Меркурий's one shot; the host, not knowing, fires it first
    cables[0].cut();
    await waitFor(anya, `${tid("live-bar")}[data-link="offline"]`);
    const fire = async (p, target) => {
      await card(p, "Меркурий").locator(".tile__link").click();
      await p.click(tid("sheet-shot-open"));
      await p.selectOption(tid("shot-target"), { label: target });
      await p.click(tid("shot-die-5"));
      // the critical roll, unless the shot sinks its target
      if (await p.locator(tid("shot-die-3")).count()) await p.click(tid("shot-die-3"));
      await p.click(tid("shot-record"));
      await p.click(tid("confirm-yes"));
      await closeSheet(p);
    };
    await fire(anya, "Бриг «Санта»");
    await waitFor(anya, tid("live-waiting"));
    await fire(boss, "Бриг «Санта»");
    len += 1;
    await allAt([boss, boris, vera, gleb, viewer], len);
    cables[0].heal();
    await waitFor(anya, `${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    // the refusal is said by the ship the shot was asked from — on its
    // tile and in its sheet — not in a banner over the table that stays
    // through the next actions and pushes her own ships down (issue 43 #12)
    const refusal = card(anya, "Меркурий").locator(tid("ship-refusal"));
    await refusal.waitFor({ timeout: 15000 });
    assert.match(await refusal.textContent(), /⚠ \S/, "the refusal is worded");
    assert.equal(await anya.locator(tid("game-error")).count(), 0, "no banner over the table");
    assert.equal(await card(anya, "Санта").locator(tid("ship-refusal")).count(), 0, "only by its ship");
    await card(anya, "Меркурий").locator(".tile__link").click();
    await waitFor(anya, `${tid("ship-sheet")} ${tid("ship-refusal")}`);
    await closeSheet(anya);
    await anya.screenshot({ path: path.join(os.tmpdir(), "shturman-live-refusal.png") });
    await anya.waitForSelector(tid("live-waiting"), { state: "detached", timeout: 15000 });
    await allAt(all, len);
    for (const p of all) {
      const hull = await card(p, "Санта").locator(tid("ship-hull")).getAttribute("data-value");
      assert.equal(hull, "1/3", "one shot landed, once");
    }
    // the next accepted action (the host's turn of Виктория) takes it away
    await turn(boss, "Виктория", "N");
    len += 1;
    await allAt(all, len);
    await refusal.waitFor({ state: "detached", timeout: 15000 });

    // --- undo: only the author (or the host) ---
    const go = (p, hash) => p.evaluate((h) => (location.hash = h), hash);
    await go(anya, "#/game/log");
    await anya.click(tid("log-undo"));
    await anya.click(tid("confirm-yes"));
    await waitFor(anya, `${tid("game-error")}:has-text("ведущий стол")`);
    await allAt(all, len);
    await turn(gleb, "Виктория", "W");
    len += 1;
    await allAt(all, len);
    // a refusal asked from no ship's sheet goes with the next entry too
    await anya.waitForSelector(tid("game-error"), { state: "detached", timeout: 15000 });
    await go(gleb, "#/game/log");
    await gleb.click(tid("log-undo"));
    await gleb.click(tid("confirm-yes"));
    len -= 1;
    await allAt(all, len);
    // no redo at a live table (its log is the host's)
    assert.ok(await gleb.isDisabled(tid("log-redo")));
    await go(anya, "#/game");
    await go(gleb, "#/game");

    // --- two more rounds, Вера's phone asleep through the first: Меркурий's
    // shots from Аня's phone sink Санта, on every screen ---
    const cdp = await vera.context().newCDPSession(vera);
    // round 2 from the host, round 3 from Глеб's phone (an any-seat table);
    // the viewer is offered none
    assert.ok(await viewer.locator(tid("new-round")).isDisabled(), "the viewer offers no new round");
    for (const [round, dir, by] of [[2, "N", boss], [3, "E", gleb]]) {
      if (round === 2) await cdp.send("Page.setWebLifecycleState", { state: "frozen" });
      await by.click(tid("new-round"));
      await by.click(tid("weather-fresh"));
      await by.click(tid(`weather-dir-${dir}`));
      await by.click(tid("weather-start"));
      await by.click(tid("confirm-yes"));
      await waitFor(anya, `${tid("round-line")}:has-text("${round}")`);
      if (by === gleb) assert.match(await anya.textContent(tid("live-last")), /Глеб/);
      await fire(anya, "Бриг «Санта»");
      await waitFor(boss, tid("live-last"), { state: "attached" });
      if (round === 2) {
        // asleep, it heard nothing; woken, it catches up by itself
        await cdp.send("Page.setWebLifecycleState", { state: "active" });
      }
    }
    for (const p of all) {
      await waitFor(p, `${tid("ship-card")}[data-status="sunk"]:has-text("Санта")`);
    }
    len = await logLen(boss);
    await allAt(all, len);

    // --- Глеб reveals his captain from his phone: face up on every screen ---
    await gleb.click(tid("live-captains"));
    await unlockHand(gleb, "246813");
    await gleb.click(tid("hand-reveal-berserk"));
    await gleb.click(tid("confirm-yes"));
    await waitFor(gleb, `${tid("page-game")}[data-saved-len="${len + 1}"]`);
    len += 1;
    await allAt(all, len);
    await gleb.click(tid("hand-hide"));
    await waitFor(gleb, tid("game-table"));
    for (const p of all) {
      assert.match(await card(p, "Виктория").locator(tid("ship-captain")).textContent(), /Берсерк|Berserk/);
    }

    // --- the host killed by its PID mid-game and started again: every
    // acknowledged action is back, the phones resync by themselves ---
    process.kill(host.pid, "SIGKILL");
    await host.ended();
    await waitFor(anya, `${tid("live-bar")}[data-link="offline"]`);
    host = await serveDist(DIST, { port: Number(new URL(url).port), tables });
    for (const p of all) await waitFor(p, `${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    await allAt(all, len);
    await turn(vera, "Азов", "W");
    len += 1;
    await allAt(all, len);
    for (const [i, p] of all.entries()) await assertNoCaptainNames(p, `screen ${i} after the restart`, ["Берсерк", "Berserk"]);
    assertHostKeepsNoCaptain(tables, ["Берсерк", "Berserk"], ["berserk"]);

    // --- the viewer leaves the table: the start screen, and a reload does
    // not take it back (its link would); the others play on ---
    // leaving is in the line's menu, and asked first: how to come back
    await viewer.click(`${tid("live-menu")} summary`);
    await viewer.click(tid("live-leave"));
    await waitFor(viewer, tid("live-confirm"));
    assert.match(await viewer.textContent(tid("live-confirm")), /снова открыв ссылку места|open the seat's link again/);
    await viewer.click(tid("live-confirm-no"));
    assert.equal(await viewer.locator(tid("live-bar")).count(), 1, "staying changes nothing");
    await viewer.click(`${tid("live-menu")} summary`);
    await viewer.click(tid("live-leave"));
    await viewer.click(tid("live-confirm-yes"));
    await waitFor(viewer, tid("start-about"));
    assert.equal(await viewer.locator(tid("ship-card")).count(), 0, "no table on the phone that left");
    await viewer.reload();
    await waitFor(viewer, tid("start-about"));
    assert.equal(await viewer.locator(tid("live-bar")).count(), 0, "left for good");
    assert.equal(await boss.locator(tid("live-leave")).count(), 0, "the host has no leave");
    for (const [i, { errors }] of phones.entries()) {
      assert.deepEqual(errors.filter((e) => !/WebSocket|ERR_CONNECTION|Failed to load resource/.test(e)), [], `phone ${i}`);
    }
    await boss.screenshot({ path: path.join(dir, "live4-host.png") });
    await gleb.screenshot({ path: path.join(dir, "live4-phone-en.png") });
  } finally {
    await browser.close();
    await host.close();
    for (const c of cables) await c.close();
    console.log(`screenshots in ${dir}`);
  }
});

test("a connection gone silent (a Wi-Fi that left the socket open) is found by its silence and replaced by itself; the phone catches up", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-live-quiet-"));
  // the host beats every second, so the phone hears it while its clock runs
  process.env.SHTURMAN_BEAT_SECONDS = "1";
  const host = await serveDist(DIST, { port: await freePort(), tables: path.join(dir, "tables.sqlite") }).finally(
    () => delete process.env.SHTURMAN_BEAT_SECONDS
  );
  const browser = await launch();
  let wifi;
  try {
    const boss = (await widePage(browser, { locale: "ru-RU" })).page;
    await newTwoFleetGame(boss, host.url);
    await boss.click(tid("open-to-phones"));
    await boss.click(tid("open-now"));
    await waitFor(boss, tid("seat-code"));
    const codes = await boss.$$eval(tid("seat-code"), (els) => els.map((e) => e.dataset.url));
    await boss.click(tid("open-to-table"));
    await waitFor(boss, `${tid("live-bar")}[data-link="online"]`);
    const { page: phone, errors } = await phonePage(browser);
    const sockets = [];
    phone.on("websocket", (ws) => sockets.push(ws));
    // the phone's clock is the test's to move: no test waits out the 35 s
    await phone.clock.install();
    wifi = await cable(Number(new URL(host.url).port));
    await phone.goto(codes[0].replace(/:\d+\//, `:${wifi.port}/`));
    await waitFor(phone, `${tid("live-bar")}[data-link="online"]`);
    await waitFor(phone, tid("game-table"));
    const len = await logLen(boss);
    await allAt([phone], len);
    assert.equal(wifi.joined(), 1);

    // a connection that speaks is kept: 48 s on the phone's clock, 12 at a
    // time, each after a beat heard, and still the one connection
    for (let i = 0; i < 4; i++) {
      await sockets.at(-1).waitForEvent("framereceived");
      await phone.clock.runFor(12000);
    }
    assert.equal(wifi.joined(), 1, "a connection the host speaks on is not replaced");
    assert.equal(sockets.length, 1);

    // the Wi-Fi goes silent; the host starts a round the phone cannot hear
    wifi.stall();
    await boss.click(tid("new-round"));
    await boss.click(tid("weather-fresh"));
    await boss.click(tid("weather-dir-W"));
    await boss.click(tid("weather-start"));
    await boss.click(tid("confirm-yes"));
    await allAt([boss], len + 1);
    assert.equal(await phone.getAttribute(tid("live-bar"), "data-link"), "online", "a silent socket looks open");
    assert.equal(await logLen(phone), len);

    // 40 s of silence on the phone's clock: it connects again by itself
    // and catches up from its last revision
    await phone.clock.fastForward(40000);
    await allAt([phone], len + 1);
    assert.equal(wifi.joined(), 2, "a second connection replaced the silent one");
    assert.equal(await phone.getAttribute(tid("live-bar"), "data-link"), "online");
    assert.deepEqual(errors.filter((e) => !/WebSocket|Failed to load resource/.test(e)), []);
  } finally {
    await browser.close();
    await host.close();
    await wifi?.close();
  }
});
