// Issue 18, rules §5/§7: a boarding won by a ship carrying a hidden
// captain; recording it passes the phone to the winner, whose hand offers
// to move the captain to the captured ship. The move is a new seal the
// table records; the table still names no hidden captain.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, inView, storedEntries, storedText, putStored } from "./helpers.mjs";
import {
  savedLen, logLen, card, fillTwoFleets, openHand, hideHand, assignCaptain, typePin, assertNoCaptainNames, boardAndWin,
} from "./game-helpers.mjs";

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

test("after a boarding the winner's hidden captain moves to the captured ship", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page);
  await page.click(tid("setup-captains-1"));
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
  await openHand(page, 0, PIN[0]);
  await assignCaptain(page, "swift", "Бриг «Меркурий»");
  await hideHand(page);
  await openHand(page, 1, PIN[1]);
  await assignCaptain(page, "berserk", "Бриг «Санта»");
  await hideHand(page);
  let n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("weather-dir-W"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);

  // Меркурий boards Санта and wins: the phone goes to Аня's hand
  await boardAndWin(page, "Меркурий", "Бриг «Санта»", "W");
  assert.match(await page.textContent(tid("hand-pass")), /Ане/);
  await assertNoCaptainNames(page, "the gate after the boarding");
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(`${tid("pin-pad")}[data-stage="Enter"]`);
  await typePin(page, PIN[0]);
  await page.waitForSelector(tid("hand-open"), { timeout: 30000 });

  // the move is offered to the captured ship only, and recorded as a seal
  const options = await page.locator(`${tid("hand-card-swift")} ${tid("hand-ship-swift")} option`).allTextContents();
  assert.deepEqual(options.slice(1), ["Бриг «Санта»"]);
  await page.selectOption(tid("hand-ship-swift"), { label: "Бриг «Санта»" });
  n = await logLen(page);
  await page.click(tid("hand-move-swift"));
  await page.waitForSelector(tid("confirm-summary"));
  const summary = await page.textContent(tid("confirm-summary"));
  assert.match(summary, /Санта/);
  assert.ok(!/Свифт|Swift/.test(summary), "the summary names no captain");
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.waitForFunction(() => /Санта/.test(document.querySelector('[data-testid="hand-place-swift"]')?.textContent || ""));
  await inView(page, tid("hand-place-swift"));
  assert.equal(await page.locator(tid("hand-move-swift")).count(), 0, "moved once");
  await page.screenshot({ path: "/tmp/hand-shots/boarding-move-ru.png" });
  await hideHand(page);
  // the table: a sealed card on Санта, none on Меркурий, no name shown
  const seal = card(page, "Санта").locator(tid("ship-captain"));
  assert.match(await seal.textContent(), /^⚓ капитан [0-9A-F]{4}$/);
  // the seal's short form fits the tile at 360 px (one line, not cut)
  const fits = await seal.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getClientRects().length === 1);
  assert.ok(fits, "the captain line fits its tile");
  await seal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/hand-shots/tile-seal-ru.png" });
  await page.click(tid("lang-switch"));
  assert.match(await seal.textContent(), /^⚓ captain [0-9A-F]{4}$/);
  await page.screenshot({ path: "/tmp/hand-shots/tile-seal-en.png" });
  await page.click(tid("lang-switch"));
  assert.equal(await card(page, "Меркурий").locator(tid("ship-captain")).count(), 0);
  // issue 33: the captured ship stays in Борис's column (no column grows
  // past the screen), said as taken by Аня — not «захвачен» in the colour
  // of a loss
  const status = card(page, "Санта").locator(tid("ship-status"));
  assert.equal(await status.textContent(), "взят Аней");
  assert.equal(await page.locator(`${tid("fleet-1")} ${tid("ship-card")}:has-text("Санта")`).count(), 1);
  const [colour, danger] = await status.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(document.documentElement).getPropertyValue("--danger")]);
  const probe = await page.evaluate((c) => {
    const e = document.createElement("i");
    e.style.color = c;
    document.body.append(e);
    const v = getComputedStyle(e).color;
    e.remove();
    return v;
  }, danger.trim());
  assert.notEqual(colour, probe, "not in the loss colour");
  const stored = (await storedEntries(page)).map(([, v]) => v).join("\n");
  assert.ok(!/"swift"|Свифт/.test(stored), "storage names no hidden captain");
  assert.deepEqual(errors, []);
  await context.close();
});
