// What one side records against another at a live table (issue 43, items
// 8 and 10): Борис's phone records that his brig boarded and took Вера's;
// Вера's phone shows the entry (a boarding has no dice: the app records
// the outcome the players enter [A-7], and says so) with «Оспорить»; one
// tap, and the host's screen shows the dispute with the entry and undoes
// it; Вера's phone says the host undid it, and her brig is hers again.
// Then an alliance offered on Борис's phone and accepted on Вера's, said
// on every line. Phones at 360 × 740, in Russian and English.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DIST, launch, phonePage, widePage, tid, serveDist, freePort, ready } from "./helpers.mjs";
import { fillTwoFleets, card } from "./game-helpers.mjs";

const waitFor = (page, sel, opts = {}) => page.waitForSelector(sel, { timeout: 20000, ...opts });
const online = (page) => waitFor(page, `${tid("live-bar")}[data-link="online"]`);

/** `sel` lies within a 360 px screen's width. */
async function fits(page, sel, what) {
  const box = await page.locator(sel).first().boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 361, `${what}: within the width (${JSON.stringify(box)})`);
}

test("a boarding disputed from the boarded player's phone and undone by the host; an alliance offered and accepted from the phones", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-dispute-"));
  const tables = path.join(dir, "tables.sqlite");
  const port = await freePort();
  const host = await serveDist(DIST, { port, tables });
  const browser = await launch();
  try {
    // --- the host: Вера's and Борис's fleets, opened to phones
    const boss = await widePage(browser, { locale: "ru-RU" });
    await boss.page.goto(host.url + "#/game/new");
    await ready(boss.page);
    await waitFor(boss.page, tid("game-setup"));
    await fillTwoFleets(boss.page);
    await boss.page.fill(tid("setup-player-0-name"), "Вера");
    await boss.page.click(tid("setup-create"));
    await waitFor(boss.page, tid("game-table"));
    await boss.page.click(tid("open-to-phones"));
    await boss.page.click(tid("open-now"));
    await waitFor(boss.page, tid("seat-code"));
    const codes = await boss.page.$$eval(tid("seat-code"), (els) =>
      Object.fromEntries(els.map((e) => [e.querySelector("h3").textContent, e.dataset.url]))
    );
    await boss.page.click(tid("open-to-table"));
    await online(boss.page);

    const vera = await phonePage(browser);
    const boris = await phonePage(browser, { locale: "en-US" });
    await vera.page.goto(codes["Вера"]);
    await boris.page.goto(codes["Борис"]);
    for (const p of [vera.page, boris.page]) {
      await online(p);
      await waitFor(p, tid("game-table"));
    }
    // the host starts round 1
    await boss.page.click(tid("new-round"));
    await boss.page.click(tid("weather-fresh"));
    await boss.page.click(tid("weather-dir-W"));
    await boss.page.click(tid("weather-start"));
    await boss.page.click(tid("confirm-yes"));
    await waitFor(vera.page, `${tid("round-line")}:has-text("1")`);
    assert.equal(await vera.page.locator(tid("live-disputes")).count(), 0, "nothing against Вера yet");

    // --- Борис's brig Санта boards Вера's brig Меркурий, and wins
    await card(boris.page, "Санта").first().click();
    await waitFor(boris.page, tid("ship-sheet"));
    await boris.page.click(`${tid("sheet-boarding")} > summary`);
    await boris.page.selectOption(tid("boarding-target"), { label: "Brig “Меркурий”" });
    await boris.page.click(tid("boarding-side-W"));
    await boris.page.click(tid("boarding-attacker"));
    await boris.page.click(tid("confirm-yes"));

    // Вера's phone: the entry, what it says of dice, one «Оспорить»
    await waitFor(vera.page, tid("live-disputes"));
    const row = vera.page.locator(`${tid("live-disputes")} li`).first();
    const entry = (await row.getAttribute("data-testid")).replace("dispute-row-", "");
    assert.match(await row.textContent(), /Борис/);
    assert.match(await row.textContent(), /Абордаж/);
    assert.equal(
      await vera.page.textContent(tid(`dispute-dice-${entry}`)),
      "Абордаж: исход вносят игроки, кости не записываются"
    );
    assert.equal(await vera.page.textContent(tid(`dispute-${entry}`)), "Оспорить");
    // Борис, who recorded it, is offered no dispute of it
    assert.equal(await boris.page.locator(tid("live-disputes")).count(), 0);
    await vera.page.locator(tid(`dispute-${entry}`)).scrollIntoViewIfNeeded();
    await fits(vera.page, tid(`dispute-row-${entry}`), "the entry against Вера");
    await vera.page.screenshot({ path: path.join(dir, "dispute-offered-ru.png") });
    await vera.page.click(tid(`dispute-${entry}`));
    await waitFor(vera.page, `${tid(`dispute-state-${entry}`)}[data-state="open"]`);
    assert.equal(await vera.page.textContent(tid(`dispute-state-${entry}`)), "Оспорено — ждёт решения ведущего");
    assert.equal(await vera.page.locator(tid(`dispute-${entry}`)).count(), 0, "one tap, not two");

    // --- the host sees the dispute with the entry, and undoes the entry
    await waitFor(boss.page, tid(`dispute-undo-${entry}`));
    const hostRow = await boss.page.textContent(tid(`dispute-row-${entry}`));
    assert.match(hostRow, /Вера оспаривает/);
    assert.match(hostRow, /Абордаж/);
    assert.match(await boss.page.textContent(tid(`dispute-undo-${entry}`)), new RegExp(`Отменить запись №${Number(entry) + 1} и всё после неё \\(ещё 1\\)`));
    await boss.page.setViewportSize({ width: 360, height: 740 });
    await boss.page.locator(tid(`dispute-undo-${entry}`)).scrollIntoViewIfNeeded();
    await fits(boss.page, tid(`dispute-row-${entry}`), "the host's dispute");
    await boss.page.screenshot({ path: path.join(dir, "dispute-host-ru.png") });
    await boss.page.click(tid(`dispute-undo-${entry}`));
    await boss.page.click(tid("confirm-yes"));
    await waitFor(boss.page, tid(`dispute-row-${entry}`), { state: "detached" });

    // Вера's phone says how it was settled; her brig is hers again
    await waitFor(vera.page, `${tid(`dispute-state-${entry}`)}[data-state="undone"]`);
    assert.equal(await vera.page.textContent(tid(`dispute-state-${entry}`)), "Ведущий отменил запись");
    await waitFor(vera.page, `${tid("fleet-0")} ${tid("ship-title")}:has-text("Меркурий")`);
    await vera.page.locator(tid(`dispute-state-${entry}`)).scrollIntoViewIfNeeded();
    await vera.page.screenshot({ path: path.join(dir, "dispute-undone-ru.png") });
    await vera.page.click(tid("lang-switch"));
    await waitFor(vera.page, `${tid(`dispute-state-${entry}`)}:has-text("The host undid the entry")`);
    await vera.page.screenshot({ path: path.join(dir, "dispute-undone-en.png") });
    await vera.page.click(tid("lang-switch"));

    // --- an alliance: offered on Борис's phone (his ship's sheet closed),
    // accepted on Вера's
    await boris.page.evaluate(() => (location.hash = "#/game"));
    await waitFor(boris.page, tid("ship-sheet"), { state: "detached" });
    await boris.page.click(`${tid("live-alliances")} > summary`);
    assert.equal(await boris.page.textContent(tid("alliance-1-0")), "Offer an alliance: Вера");
    await fits(boris.page, tid("alliance-1-0"), "the offer");
    await boris.page.screenshot({ path: path.join(dir, "alliance-offer-en.png") });
    await boris.page.click(tid("alliance-1-0"));
    await waitFor(boris.page, `${tid("alliance-1-0")}:has-text("Alliance offered: Вера — waiting for an answer")`);
    // said on every line: marked on it, and in its details (a tap on the
    // one-line summary opens them, issue 43 #14)
    for (const p of [boss.page, vera.page]) {
      await waitFor(p, `${tid("live-alliance")}:has-text("Борис предлагает союз игроку Вера")`, { state: "attached" });
      await p.click(tid("live-summary"));
      await waitFor(p, `${tid("live-alliance")}:has-text("Борис предлагает союз игроку Вера")`);
      await p.click(tid("live-summary"));
    }
    await vera.page.click(`${tid("live-alliances")} > summary`);
    await waitFor(vera.page, `${tid("alliance-0-1")}:has-text("Принять союз: Борис")`);
    await vera.page.screenshot({ path: path.join(dir, "alliance-accept-ru.png") });
    await vera.page.click(tid("alliance-0-1"));
    await waitFor(vera.page, `${tid("alliance-0-1")}:has-text("Союзник: Борис")`);
    await waitFor(boris.page, `${tid("alliance-1-0")}:has-text("Ally: Вера")`);
    await waitFor(boss.page, `${tid("live-alliance")}:has-text("Вера и Борис — союзники")`, { state: "attached" });
    await boss.page.click(tid("live-summary"));
    await waitFor(boss.page, `${tid("live-alliance")}:has-text("Вера и Борис — союзники")`);
    await boris.page.screenshot({ path: path.join(dir, "alliance-made-en.png") });

    for (const [name, p] of Object.entries({ boss, vera, boris })) {
      assert.deepEqual(p.errors.filter((e) => !/WebSocket|ERR_CONNECTION|Failed to load resource|ERR_NETWORK_CHANGED/.test(e)), [], name);
    }
    console.log(`screenshots in ${dir}`);
  } finally {
    await browser.close();
    await host.close();
  }
});
