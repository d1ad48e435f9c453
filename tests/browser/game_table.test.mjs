// The table at a glance (issue 17): a 2 × 4 fleet battle's tiles all on one
// 360 × 740 screen, the slim round bar, the ship's bottom sheet with its
// one-tap changes shown at once (in view) on the ship's tile, the
// sails-damaged reminder at this wind (issue 16 #7), in both languages.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, inView } from "./helpers.mjs";
import { savedLen, logLen, card } from "./game-helpers.mjs";

let server;
let browser;
before(async () => {
  server = await serveDist();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const FLEETS = [
  ["Меркурий", "brig"],
  ["Азов", "frigate"],
  ["Виктория", "galleon"],
  ["Святослав", "linkor"],
];

/** A new 2 × 4 game: Аня and Борис, a brig, a frigate, a galleon and a linkor each. */
async function newBattle(page) {
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await page.fill(tid("setup-player-0-name"), "Аня");
  await page.fill(tid("setup-player-1-name"), "Борис");
  let key = 0;
  for (const player of [0, 1]) {
    for (const [name, cls] of FLEETS) {
      await page.click(tid(`setup-player-${player}-add-ship`));
      await page.fill(tid(`setup-ship-${key}-name`), player === 0 ? name : `${name} II`);
      await page.selectOption(tid(`setup-ship-${key}-class`), cls);
      key += 1;
    }
  }
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
}

test("a 2 × 4 battle: every tile on one phone screen; the sheet's changes show at once", async () => {
  const { context, page, errors } = await phonePage(browser);
  await newBattle(page);
  const tiles = page.locator(tid("ship-card"));
  assert.equal(await tiles.count(), 8);
  for (let i = 0; i < 8; i++) {
    await inView(page, `${tid("ship-card")} >> nth=${i}`);
  }
  await inView(page, tid("new-round"));
  await page.screenshot({ path: "/tmp/game-shots/table-ru-setup.png" });

  // the bar starts round 1: fresh wind W
  let n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("weather-dir-W"));
  await page.click(tid("weather-start"));
  assert.match(await page.textContent(tid("confirm-summary")), /запад/);
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  assert.match(await page.textContent(tid("round-line")), /Раунд 1 — свежий ветер: запад/);
  await inView(page, tid("round-line"));

  // a tap on a tile opens its sheet: +1 hull is two taps, shown at once
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  assert.match(page.url(), /#\/game\?ship=/);
  n = await logLen(page);
  await page.click(tid("quick-hull"));
  assert.equal(await page.textContent(tid("confirm-summary")), "Исправление, не выстрел — Бриг «Меркурий»: корпус 0 → 1");
  await inView(page, tid("confirm-yes"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  const sheetTile = `${tid("sheet-tile")} ${tid("ship-hull")}`;
  await page.waitForSelector(`${sheetTile}[data-value="1/3"]`);
  await inView(page, sheetTile);

  // +1 sails: the reminder gives the range at this wind (brig N, wind W: 5 − 1 − 2 = 2)
  await page.click(tid("quick-sails"));
  assert.equal(await page.textContent(tid("confirm-summary")), "Исправление, не выстрел — Бриг «Меркурий»: паруса 0 → 1");
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 2);
  const rem = `${tid("sheet-tile")} ${tid("reminder-sails")}`;
  await page.waitForSelector(rem);
  assert.match(await page.textContent(rem), /ход при этом ветре — 2 клетки/);
  await inView(page, rem);

  // the rose: the heading after the move, two taps
  await page.click(tid("rose-E"));
  assert.match(await page.textContent(tid("confirm-summary")), /курс север → восток/);
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 3);
  await page.waitForSelector(`${tid("rose-E")}[aria-pressed="true"]`);
  assert.match(await page.textContent(`${tid("sheet-tile")} ${tid("ship-heading")}`), /восток/);
  await inView(page, tid("sheet-tile"));
  await page.screenshot({ path: "/tmp/game-shots/sheet-ru.png" });

  // back closes the sheet; the table tile shows the same
  await page.goBack();
  await page.waitForSelector(tid("ship-sheet"), { state: "detached" });
  assert.equal(await card(page, "Меркурий").first().locator(tid("ship-hull")).getAttribute("data-value"), "1/3");
  await page.screenshot({ path: "/tmp/game-shots/table-ru.png" });

  // English: the bar and the reminder, still all tiles in view
  await page.click(tid("lang-switch"));
  await page.waitForSelector(`${tid("round-line")}:has-text("Round 1 — fresh wind: west")`);
  assert.match(
    await card(page, "Меркурий").first().locator(tid("reminder-sails")).textContent(),
    /range at this wind 0 cells/ // heading E, wind W: 4 − 4
  );
  for (let i = 0; i < 8; i++) {
    await inView(page, `${tid("ship-card")} >> nth=${i}`);
  }
  await page.screenshot({ path: "/tmp/game-shots/table-en.png" });
  await page.click(tid("lang-switch"));

  // the log: newest first, undo from the entry's menu
  await page.click(tid("game-tab-log"));
  await page.waitForSelector(tid("game-log"));
  const newest = `${tid("log-entry")} >> nth=0`;
  assert.match(await page.textContent(newest), /Меркурий/);
  await inView(page, newest);
  const idx = await page.getAttribute(newest, "data-index");
  await page.click(`${tid(`log-menu-${idx}`)} > summary`);
  await inView(page, tid(`log-undo-${idx}`));
  await page.screenshot({ path: "/tmp/game-shots/log-ru.png" });
  await page.click(tid("game-tab-table"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a salvo of two ships is one roll and one record; boarding shows the defender's shot and points", async () => {
  const { context, page, errors } = await phonePage(browser);
  await newBattle(page);
  let n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-calm"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);

  // Меркурий (1 shot) and Виктория (2 shots) fire at Святослав II
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(`${tid("sheet-salvo")} > summary`);
  await page.selectOption(tid("salvo-target"), { label: "Линкор «Святослав II»" });
  await page.click(tid("salvo-ship-0"));
  await page.click(tid("salvo-ship-2"));
  await page.click(tid("salvo-shots-plus-2"));
  const lines = await page.textContent(tid("salvo-lines"));
  assert.match(lines, /Залп: 3 выстрела/);
  assert.match(lines, /каждый корабль тратит последний выстрел/);
  // a miss: the first face that does not hit
  const miss = page.locator(`${tid("salvo-die")} button[data-hit="false"]`).first();
  await miss.click();
  await page.waitForSelector(tid("salvo-result"));
  assert.match(await page.textContent(tid("salvo-result")), /промах/);
  await inView(page, tid("salvo-result"));
  n = await logLen(page);
  await page.click(tid("salvo-record"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.screenshot({ path: "/tmp/game-shots/salvo-ru.png" });
  // both ships spent their shots: one action in the log
  assert.equal(await page.locator(`${tid("sheet-tile")} ${tid("ship-shots")}`).getAttribute("data-value"), "0/1");

  // boarding Азов II from its west: its port broadside fires first
  await page.click(`${tid("sheet-salvo")} > summary`);
  await page.click(`${tid("sheet-boarding")} > summary`);
  await page.selectOption(tid("boarding-target"), { label: "Фрегат «Азов II»" });
  await page.click(tid("boarding-side-W"));
  const b = await page.textContent(tid("boarding-lines"));
  assert.match(b, /Защитник стреляет первым: левый борт/);
  assert.match(b, /Очки абордажа: \d+ очк/);
  await inView(page, tid("boarding-lines"));
  await page.screenshot({ path: "/tmp/game-shots/boarding-ru.png" });
  assert.deepEqual(errors, []);
  await context.close();
});
