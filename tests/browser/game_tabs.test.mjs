// Two windows, one game, nothing lost (issue 17): two tabs of one browser
// on the same game. Tab B has not heard of tab A's action yet (its storage
// news is held back, as in the race the issue describes): A records round
// 1 "fresh wind W", stale B records "calm" — B's write is refused, B shows
// the newer game and says so where the player looks; after a reload A's
// action remains; and A follows B's later change through the tabs' news
// (the app's BroadcastChannel).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, inView, holdNews } from "./helpers.mjs";
import { fillTwoFleets, savedLen, logLen } from "./game-helpers.mjs";

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

/** Start a round from the round bar: `calm`, or a fresh wind blowing `dir`. */
async function startRound(page, dir) {
  await page.click(tid("new-round"));
  if (dir) {
    await page.click(tid("weather-fresh"));
    await page.click(tid(`weather-dir-${dir}`));
  } else {
    await page.click(tid("weather-calm"));
  }
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
}

const roundLine = (page) => page.textContent(tid("round-line"));

test("two tabs on one game: a stale tab's action is refused, shown and nothing is lost", async () => {
  const { context, page: a, errors } = await phonePage(browser);
  await a.goto(server.url + "#/game/new");
  await ready(a);
  await a.waitForSelector(tid("game-setup"));
  await fillTwoFleets(a);
  await a.click(tid("setup-captains-0"));
  await a.click(tid("setup-create"));
  await a.waitForSelector(tid("game-table"));
  const setupLen = await logLen(a);

  // tab B: the same browser, the same game
  const b = await context.newPage();
  b.on("pageerror", (e) => errors.push(String(e)));
  // listeners registered before the app's, to hold the news back
  await holdNews(b);
  await b.goto(server.url + "#/game");
  await ready(b);
  await b.waitForSelector(tid("game-table"));
  await savedLen(b, setupLen);
  // B does not hear of A's write yet (the other tabs' news held back)
  await b.evaluate(() => {
    window.__holdStorage = true;
  });

  // A: round 1, fresh wind W
  await startRound(a, "W");
  await savedLen(a, setupLen + 1);
  assert.match(await roundLine(a), /Раунд 1 — ветер → запад/);

  // B, stale: round 1, calm — refused; B shows A's game and says so
  await startRound(b, null);
  await b.waitForSelector(tid("game-error"));
  assert.match(await b.textContent(tid("game-error")), /другом окне/);
  await inView(b, tid("game-error"));
  await savedLen(b, setupLen + 1);
  assert.match(await roundLine(b), /Раунд 1 — ветер → запад/);
  assert.doesNotMatch(await roundLine(b), /штиль/);

  // after a reload, A's action is still there, B's is not
  await a.reload();
  await ready(a);
  await a.waitForSelector(tid("game-table"));
  await savedLen(a, setupLen + 1);
  assert.match(await roundLine(a), /Раунд 1 — ветер → запад/);

  // B, now up to date, records round 2 (calm): A follows without a reload
  await b.evaluate(() => {
    window.__holdStorage = false;
  });
  await startRound(b, null);
  await savedLen(b, setupLen + 2);
  await savedLen(a, setupLen + 2);
  assert.match(await roundLine(a), /Раунд 2.*штиль/);
  assert.deepEqual(errors, []);
  await context.close();
});
