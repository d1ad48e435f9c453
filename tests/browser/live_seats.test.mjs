// A live table's seats through an evening (issue 43, items 1–4): the host
// shows every seat's QR code again from its live line («Места»), with who
// holds it; a second phone that opens a held seat's link is asked before
// it takes the seat, and the first phone is told it only watches; the
// host gives a lost phone's seat a new code (the old phone is told, the
// new link joins); a player moves their own seat to a new phone without
// the host; leaving is asked first (tests/browser/live.test.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DIST, launch, phonePage, widePage, tid, serveDist, freePort } from "./helpers.mjs";
import { newTwoFleetGame } from "./game-helpers.mjs";

const waitFor = (page, sel, opts = {}) => page.waitForSelector(sel, { timeout: 20000, ...opts });
const online = (page) => waitFor(page, `${tid("live-bar")}[data-link="online"]`);

/** The seat list's codes, by label: link and state. */
async function seatList(page) {
  await waitFor(page, tid("seat-code"));
  return page.$$eval(tid("seat-code"), (els) =>
    Object.fromEntries(
      els.map((e) => [
        e.querySelector("h3").textContent,
        { url: e.dataset.url, state: e.querySelector('[data-testid="seat-state"]').textContent },
      ])
    )
  );
}

async function openMenu(page, item) {
  await page.click(`${tid("live-menu")} summary`);
  await page.click(tid(item));
}

/** Nothing of `page` reaches past 360 px or under the bottom of 740. */
async function fits(page, sel, what) {
  const box = await page.locator(sel).first().boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 361, `${what}: within the width (${JSON.stringify(box)})`);
}

test("seats shown again, a second phone asked first, a lost phone's seat re-issued, a seat moved by its player", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-seats-"));
  const tables = path.join(dir, "tables.sqlite");
  const port = await freePort();
  const host = await serveDist(DIST, { port, tables });
  const browser = await launch();
  try {
    const boss = await widePage(browser, { locale: "ru-RU" });
    await newTwoFleetGame(boss.page, host.url, { captains: 0 });
    await boss.page.click(tid("open-to-phones"));
    await boss.page.click(tid("open-now"));
    const first = await seatList(boss.page);
    await boss.page.click(tid("open-to-table"));
    await online(boss.page);

    // --- 1. the host's «Места»: every seat's QR code again, and who holds it
    await openMenu(boss.page, "live-seats");
    let seats = await seatList(boss.page);
    assert.deepEqual(Object.keys(seats), ["Аня", "Борис", "Зритель: весь стол, без действий"]);
    assert.equal(seats["Аня"].url, first["Аня"].url, "the same codes as opened");
    assert.equal(seats["Аня"].state, "ещё не подключился");
    assert.equal(await boss.page.locator(`${tid("seat-code")} ${tid("qr-code")}`).count(), 3);
    await boss.page.click(tid("open-to-table"));
    await online(boss.page);
    assert.match(await boss.page.textContent(tid("live-offline")), /Ещё не подключились: Аня, Борис/);

    const anya = await phonePage(browser);
    await anya.page.goto(seats["Аня"].url);
    await online(anya.page);
    await openMenu(boss.page, "live-seats");
    await boss.page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="seat-code"]')].some((e) => e.querySelector("h3").textContent === "Аня" && e.querySelector('[data-testid="seat-state"]').textContent === "на связи")
    );
    await boss.page.click(tid("open-to-table"));

    // --- 2. a second phone opens Аня's link: asked, then takes the seat
    const second = await phonePage(browser);
    await second.page.goto(seats["Аня"].url);
    await waitFor(second.page, tid("live-asking"));
    assert.match(await second.page.textContent(tid("live-asking")), /Вы — Аня\? Тогда этот телефон займёт ваше место/);
    await fits(second.page, tid("live-asking"), "the question");
    await second.page.screenshot({ path: path.join(dir, "seats-asked-ru.png") });
    await second.page.click(tid("live-take"));
    await online(second.page);
    await second.page.waitForFunction(() => document.querySelector('[data-testid="live-seat"]')?.textContent.includes("Аня"));
    // the first phone is told, and only watches
    await waitFor(anya.page, tid("live-watching"));
    assert.match(await anya.page.textContent(tid("live-watching")), /Место «Аня» занял другой телефон — здесь вы только смотрите/);
    assert.match(await anya.page.textContent(tid("live-seat")), /Вы смотрите стол/);
    await anya.page.screenshot({ path: path.join(dir, "seats-watching-ru.png") });
    // the host's line says it
    await waitFor(boss.page, `${tid("live-news")}:has-text("Место «Аня» занял другой телефон")`, { state: "attached" });
    assert.equal(await boss.page.locator(tid("live-marked")).count(), 1, "the line marks the news");

    // --- 3. Борис's phone is lost: the host gives his seat a new code
    const boris = await phonePage(browser, { locale: "en-US" });
    await boris.page.goto(seats["Борис"].url);
    await online(boris.page);
    await openMenu(boss.page, "live-seats");
    await waitFor(boss.page, tid("seat-reissue"));
    await boss.page.locator(tid("seat-code")).nth(1).locator(tid("seat-reissue")).click();
    await waitFor(boss.page, tid("live-confirm"));
    assert.match(await boss.page.textContent(tid("live-confirm")), /Старый код перестанет работать/);
    await boss.page.click(tid("live-confirm-yes"));
    await boss.page.waitForFunction(
      (old) => [...document.querySelectorAll('[data-testid="seat-code"]')].some((e) => e.querySelector("h3").textContent === "Борис" && e.dataset.url !== old),
      seats["Борис"].url
    );
    const reissued = await seatList(boss.page);
    assert.notEqual(reissued["Борис"].url, seats["Борис"].url);
    assert.equal(reissued["Аня"].url, seats["Аня"].url, "the other seats keep theirs");
    // the old phone is told, in its language, and tries no more
    await waitFor(boris.page, `${tid("live-ended")}[data-why="Revoked"]`);
    assert.match(await boris.page.textContent(tid("live-ended")), /This seat's code was replaced: ask the host for the new QR code/);
    await boris.page.screenshot({ path: path.join(dir, "seats-revoked-en.png") });
    // the new link joins as Борис
    const borisNew = await phonePage(browser, { locale: "en-US" });
    await borisNew.page.goto(reissued["Борис"].url);
    await online(borisNew.page);
    assert.match(await borisNew.page.textContent(tid("live-seat")), /Борис/);
    await boss.page.click(tid("open-to-table"));

    // --- 4. Аня moves her seat from the second phone to a new one
    await openMenu(second.page, "live-move");
    await waitFor(second.page, tid("live-confirm"));
    await second.page.click(tid("live-confirm-yes"));
    await waitFor(second.page, tid("live-moved-code"));
    const moved = await second.page.$eval(tid("live-moved-code"), (e) => e.dataset.url);
    assert.match(moved, new RegExp(`^http://127\\.0\\.0\\.1:${port}/#/game/live\\?seat=[0-9a-f]{32}$`));
    assert.notEqual(moved, seats["Аня"].url);
    await fits(second.page, tid("live-moved-code"), "the new code");
    await second.page.screenshot({ path: path.join(dir, "seats-moved-ru.png") });
    const fourth = await phonePage(browser);
    await fourth.page.goto(moved);
    await online(fourth.page);
    assert.equal(await fourth.page.locator(tid("live-asking")).count(), 0, "not asked: the player moved it");
    assert.match(await fourth.page.textContent(tid("live-seat")), /Аня/);
    // Аня's phone opens only her own hand: Борис's, asked for by its
    // address, is not offered (no gate, no PIN "for Борис")
    await fourth.page.evaluate(() => (location.hash = "#/game/hand?p=1"));
    await waitFor(fourth.page, tid("hand-not-yours"));
    assert.match(await fourth.page.textContent(tid("hand-not-yours")), /Это капитаны игрока Борис/);
    assert.equal(await fourth.page.locator(tid("pin-pad")).count(), 0);
    await fourth.page.evaluate(() => (location.hash = "#/game/hand?p=0"));
    await waitFor(fourth.page, tid("hand"));
    assert.equal(await fourth.page.locator(tid("hand-not-yours")).count(), 0);
    await fourth.page.evaluate(() => (location.hash = "#/game"));
    // the phone she left says done, and leaves
    await second.page.click(tid("live-ended-leave"));
    await waitFor(second.page, tid("start-about"));

    // the host's screen on a phone's size, in both languages
    await boss.page.setViewportSize({ width: 360, height: 740 });
    await boss.page.screenshot({ path: path.join(dir, "seats-host-ru.png") });
    await boss.page.click(tid("lang-switch"));
    await openMenu(boss.page, "live-seats");
    await waitFor(boss.page, tid("seat-code"));
    await fits(boss.page, tid("seat-reissue"), "the new-code button");
    await boss.page.screenshot({ path: path.join(dir, "seats-list-en.png") });
    for (const [name, p] of Object.entries({ boss, anya, second, boris, borisNew, fourth })) {
      assert.deepEqual(p.errors.filter((e) => !/WebSocket|ERR_CONNECTION|Failed to load resource|ERR_NETWORK_CHANGED/.test(e)), [], name);
    }
    console.log(`screenshots in ${dir}`);
  } finally {
    await browser.close();
    await host.close();
  }
});
