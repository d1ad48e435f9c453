// §6, captains in port: a captain is taken off in its owner's port from the
// ship screen (one confirmation; an enemy port is refused and changes
// nothing), waits there face down — the table and the other player see no
// name — and its owner gives it, on the private screen, to another of
// their ships, which then carries a face-down card.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid } from "./helpers.mjs";
import { assertNoCaptainNames, savedLen, logLen, card, openShip, fillTwoFleets, openHand, hideHand, assignCaptain } from "./game-helpers.mjs";

const PIN = { 0: "135792", 1: "864200" };

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

// The table links each player's hand, before and during play.
async function openPrivate(page, player) {
  await page.click(tid("game-tab-table"));
  await page.waitForSelector(tid("game-table"));
  await openHand(page, player, PIN[player]);
}

test("a captain taken off in its owner's port waits there and is given to another ship", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url + "#/game");
  await ready(page);
  await page.waitForSelector('[data-game-loaded="true"]');
  await page.click(tid("game-new"));
  await page.waitForSelector(tid("game-setup"));

  // --- setup: Аня holds Кронштадт, Борис holds Портсмут ---
  await fillTwoFleets(page, { borisPort: "Портсмут" });
  await page.click(tid("setup-captains-2"));
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));

  // --- Аня places Свифт on Меркурий, privately; Азов stays without one ---
  await openPrivate(page, 0);
  await assignCaptain(page, "swift", "Бриг «Меркурий»");
  let n;
  await hideHand(page);
  await assertNoCaptainNames(page, "table after placing");

  // --- round 1 ---
  n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("weather-dir-W"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);

  // a ship without a captain offers no take-off
  await openShip(page, "Азов");
  assert.equal(await page.locator(tid("port-take")).count(), 0);
  await page.click(tid("ship-back"));
  await page.waitForSelector(tid("game-table"));

  // --- an enemy port is refused: explained, nothing changes ---
  n = await logLen(page);
  await openShip(page, "Меркурий");
  await page.selectOption(tid("port-take-select"), { label: "Портсмут" });
  await page.click(tid("port-take"));
  assert.match(await page.textContent(tid("confirm-summary")), /Портсмут/);
  await page.click(tid("confirm-yes"));
  await page.waitForSelector(tid("game-error"));
  assert.equal(await logLen(page), n);
  await assertNoCaptainNames(page, "ship screen after a refused take-off");

  // --- taken off in Кронштадт, with one confirmation ---
  await page.selectOption(tid("port-take-select"), { label: "Кронштадт" });
  await page.click(tid("port-take"));
  assert.match(await page.textContent(tid("confirm-summary")), /Капитан снят.*Меркурий.*Кронштадт/);
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.waitForSelector(tid("game-table"));
  // the tile no longer shows a captain
  assert.equal(await card(page, "Меркурий").locator(tid("ship-captain")).count(), 0);
  assert.equal(await card(page, "Меркурий").locator(tid("captain-reveal")).count(), 0);
  await assertNoCaptainNames(page, "table after the take-off");
  await page.click(tid("game-tab-log"));
  await page.waitForSelector(tid("game-log"));
  await assertNoCaptainNames(page, "log after the take-off");
  await page.click(tid("game-tab-table"));
  await page.waitForSelector(tid("game-table"));

  // --- Борис's private screen does not list Аня's card ---
  await openPrivate(page, 1);
  assert.equal(await page.locator(tid("hand-give-swift")).count(), 0);
  await hideHand(page);

  // --- Аня gives it to Азов ---
  await openPrivate(page, 0);
  await page.waitForSelector(tid("hand-give-swift"));
  assert.match(await page.textContent(tid("hand-card-swift")), /Свифт.*Кронштадт/s);
  await page.selectOption(tid("hand-ship-swift"), { label: "Фрегат «Азов»" });
  n = await logLen(page);
  await page.click(tid("hand-give-swift"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.waitForSelector(tid("hand-give-swift"), { state: "detached" });
  assert.match(await page.textContent(tid("hand-place-swift")), /Азов/);
  await hideHand(page);
  assert.match(await card(page, "Азов").locator(tid("ship-captain")).textContent(), /^⚓ капитан [0-9A-F]{4}$/);
  await assertNoCaptainNames(page, "table after giving");
  await page.click(tid("game-tab-log"));
  await page.waitForSelector(tid("game-log"));
  await assertNoCaptainNames(page, "log after giving");

  // the English ship screen names the new fieldset
  await page.click(tid("game-tab-table"));
  await page.waitForSelector(tid("game-table"));
  await page.click(tid("lang-switch"));
  await openShip(page, "Азов");
  assert.match(await page.textContent(tid("port-take")), /Take the captain off here/);
  // ("Target" is also the English word of the fire section, so only the
  // card line is checked here.)
  assert.match(await page.textContent(`${tid("sheet-tile")} ${tid("ship-captain")}`), /^⚓ captain [0-9A-F]{4}$/);
  assert.deepEqual(errors, []);
  await context.close();
});
