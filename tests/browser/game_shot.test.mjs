// One way to record a shot (issue 33 #1): the "Выстрел / Shot" on the
// shooter's sheet — target, gun, range, aim, the faces entered — spends
// the shooter's shot and damages the target, and the log says who shot
// whom; the "+1" buttons say they are corrections. A sunk ship's sheet says
// why nothing is offered (issue 33 #15). Russian and English, 360 × 740.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, inView } from "./helpers.mjs";
import { savedLen, logLen, card, fillTwoFleets } from "./game-helpers.mjs";

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

/** Аня (Кронштадт): the frigate Паллада and the brig Меркурий; Борис: the
 * galleon Виктория and the brig Санта. Round 1, calm. */
async function newGame(page) {
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page, {
    ships: [
      [0, 0, "Паллада", "frigate"],
      [0, 1, "Меркурий", "brig"],
      [1, 2, "Виктория", "galleon"],
      [1, 3, "Санта", "brig"],
    ],
  });
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
  await newRound(page);
}

async function newRound(page) {
  const n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-calm"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
}

const value = (page, ship, what) => card(page, ship).locator(tid(what)).getAttribute("data-value");

test("a shot from Паллада's sheet spends her shot, damages the target and is logged (Russian, then English)", async () => {
  const { context, page, errors } = await phonePage(browser);
  await newGame(page);
  assert.equal(await value(page, "Паллада", "ship-shots"), "1/1");

  await card(page, "Паллада").click();
  await page.waitForSelector(tid("ship-sheet"));
  // the "+1" buttons are corrections, and say so
  assert.equal((await page.textContent(tid("quick-hull"))).trim(), "Исправить: +1 в корпус");
  assert.equal((await page.textContent(tid("quick-sails"))).trim(), "Исправить: +1 в паруса");
  // the tile in the sheet is whole: its last row inside it, above the shot
  // (issue 33 #15: the tile was clipped under the buttons below it)
  const box = async (sel) => page.locator(sel).first().boundingBox();
  const tileBox = await box(tid("sheet-tile"));
  const shotsBox = await box(`${tid("sheet-tile")} ${tid("ship-shots")}`);
  const shotBox = await box(tid("sheet-shot"));
  assert.ok(shotsBox.y + shotsBox.height <= tileBox.y + tileBox.height + 0.5, "the shots row inside the tile");
  assert.ok(tileBox.y + tileBox.height <= shotBox.y + 0.5, "the shot below the tile, not over it");
  // the shot is the one primary action, in view when the sheet opens
  await inView(page, tid("sheet-shot-open"));
  assert.match(await page.textContent(tid("sheet-shot-open")), /Выстрел/);
  await page.click(tid("sheet-shot-open"));
  await page.selectOption(tid("shot-target"), { label: "Галеон «Виктория»" });
  // the die rolled in the app is read the same way: a result or the
  // critical die; "Заново" starts the shot again
  await page.click(tid("shot-roll"));
  await page.waitForSelector(`${tid("shot-result")}, ${tid("shot-prompt")}:has-text("крита")`);
  await page.click(tid("shot-again"));
  assert.equal(await page.locator(tid("shot-result")).count(), 0);
  await page.selectOption(tid("shot-target"), { label: "Галеон «Виктория»" });
  await page.click(tid("shot-aim-sails"));
  assert.match(await page.textContent(tid("shot-lines")), /попадают грани 1, 3, 5/);
  assert.match(await page.textContent(tid("shot-lines")), /тратит 1 выстрел \(осталось 0\)/);
  // the faces as they fell: 3 hits (broadside, long range); her last shot
  // rolls the critical die: 4, no critical
  await page.click(tid("shot-die-3"));
  assert.match(await page.textContent(tid("shot-prompt")), /крита/);
  await page.click(tid("shot-die-4"));
  assert.equal(await page.textContent(tid("shot-result")), "Попадание: паруса +1 (1 из 4)");
  let n = await logLen(page);
  await page.click(tid("shot-record"));
  assert.match(
    await page.textContent(tid("confirm-summary")),
    /^Выстрел: Фрегат «Паллада» → Галеон «Виктория» \(1 выстрел\): попадание \(паруса\), крит не выпал; кубики: 3, 4$/
  );
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.waitForSelector(tid("game-table"));
  assert.equal(await value(page, "Виктория", "ship-sails"), "1/4");
  assert.equal(await value(page, "Виктория", "ship-hull"), "0/4");
  assert.equal(await value(page, "Паллада", "ship-shots"), "0/1");
  // no shot left: her sheet says so instead of offering one
  await card(page, "Паллада").click();
  await page.click(tid("sheet-shot-open"));
  assert.equal(await page.textContent(tid("shot-blocked")), "Выстрелов в этом раунде не осталось.");
  await page.click(tid("ship-back"));
  await page.waitForSelector(tid("ship-sheet"), { state: "detached" });

  // English, round 2: Паллада sinks Санта with a critical 6
  await page.click(tid("lang-switch"));
  await newRound(page);
  assert.equal(await value(page, "Паллада", "ship-shots"), "1/1");
  await card(page, "Паллада").click();
  assert.equal((await page.textContent(tid("quick-hull"))).trim(), "Correct: +1 hull");
  assert.equal((await page.textContent(tid("quick-sails"))).trim(), "Correct: +1 sails");
  await page.click(tid("sheet-shot-open"));
  await page.selectOption(tid("shot-target"), { label: "Brig “Санта”" });
  assert.match(await page.textContent(tid("shot-lines")), /hit on 1, 3, 5/);
  await page.click(tid("shot-die-1"));
  await page.click(tid("shot-die-6"));
  assert.equal(await page.textContent(tid("shot-result")), "Hit: hull +1 (1 of 3) — the target sinks");
  n = await logLen(page);
  await page.click(tid("shot-record"));
  assert.match(await page.textContent(tid("confirm-summary")), /^Shot: Frigate “Паллада” → Brig “Санта”/);
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.waitForSelector(tid("game-table"));
  assert.equal(await value(page, "Паллада", "ship-shots"), "0/1");
  assert.match(await card(page, "Санта").locator(tid("ship-status")).textContent(), /sunk/);

  // the log says who shot whom, in both languages
  await page.click(tid("game-tab-log"));
  await page.waitForSelector(tid("game-log"));
  assert.match(await page.textContent(tid("game-log")), /Shot: Frigate “Паллада” → Brig “Санта”/);
  assert.match(await page.textContent(tid("game-log")), /Shot: Frigate “Паллада” → Galleon “Виктория”/);
  await page.click(tid("lang-switch"));
  assert.match(await page.textContent(tid("game-log")), /Выстрел: Фрегат «Паллада» → Бриг «Санта»/);
  await page.click(tid("game-tab-table"));
  await page.waitForSelector(tid("game-table"));

  // a sunk ship's sheet: its tile and why nothing is offered, no dead buttons
  await card(page, "Санта").click();
  await page.waitForSelector(tid("sheet-sunk"));
  assert.match(await page.textContent(tid("sheet-sunk")), /^Корабль потоплен: .*отмените запись в журнале\.$/);
  await inView(page, tid("sheet-sunk"));
  for (const gone of ["quick-hull", "quick-sails", "sheet-shot", "sheet-fire", "sheet-salvo", "sheet-more", "rose-N"]) {
    assert.equal(await page.locator(tid(gone)).count(), 0, `${gone} on a sunk ship's sheet`);
  }
  assert.equal(await page.locator(`${tid("ship-sheet")} button:disabled`).count(), 0);
  await page.screenshot({ path: "/tmp/game-shots/sheet-sunk-ru.png" });
  await page.click(tid("ship-back"));
  await page.waitForSelector(tid("ship-sheet"), { state: "detached" });
  await page.click(tid("lang-switch"));
  await card(page, "Санта").click();
  assert.match(await page.textContent(tid("sheet-sunk")), /^This ship has sunk: /);

  assert.deepEqual(errors, []);
  await context.close();
});
