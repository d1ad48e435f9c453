// A live table on a phone (issue 43 #14): at 4 players × 2 ships (two
// against two) and 2 × 4, on a 360 × 740 screen in Russian and in
// English, the live line is one line, allies share a column, and every
// ship lies on the screen above the tab bar — with the live line and a
// refusal's banner over the table.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DIST, launch, phonePage, widePage, tid, serveDist, freePort } from "./helpers.mjs";

const waitFor = (page, sel, opts = {}) => page.waitForSelector(sel, { timeout: 20000, ...opts });

/** How many lines the element's visible text takes (its text's line
 * boxes, grouped where they overlap vertically). */
async function lines(page, selector) {
  return page.locator(selector).evaluate((el) => {
    const boxes = [];
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.textContent.trim() || n.parentElement.closest(".sr-only,[hidden]")) continue;
      const r = document.createRange();
      r.selectNodeContents(n);
      boxes.push(...[...r.getClientRects()].filter((b) => b.width > 0 && b.height > 0));
    }
    const rows = [];
    for (const b of boxes) if (!rows.some((t) => b.top < t.bottom - 2 && t.top < b.bottom - 2)) rows.push(b);
    return rows.length;
  });
}

/** A host's game of `fleets` ([name, [[ship, class]…]]), allies `allied`
 * (pairs of player numbers), a first round, opened to phones; the seat
 * links. */
async function hostGame(page, url, fleets, allied) {
  await page.goto(url + "#/game/new");
  await waitFor(page, tid("game-setup"));
  for (let i = 2; i < fleets.length; i++) await page.click(tid("setup-add-player"));
  let key = 0;
  for (const [i, [name, ships]] of fleets.entries()) {
    await page.fill(tid(`setup-player-${i}-name`), name);
    for (const [ship, cls] of ships) {
      await page.click(tid(`setup-player-${i}-add-ship`));
      await page.fill(tid(`setup-ship-${key}-name`), ship);
      await page.selectOption(tid(`setup-ship-${key}-class`), cls);
      key += 1;
    }
  }
  for (const [a, b] of allied) await page.check(tid(`setup-player-${a}-ally-${b}`));
  await page.click(tid("setup-create"));
  await waitFor(page, tid("game-table"));
  await page.click(tid("new-round"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("weather-dir-W"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await waitFor(page, `${tid("round-line")}:has-text("1")`);
  await page.click(tid("open-to-phones"));
  await page.click(tid("open-now"));
  await waitFor(page, tid("seat-code"), { timeout: 30000 });
  const codes = await page.$$eval(tid("seat-code"), (els) => els.map((e) => e.dataset.url));
  await page.click(tid("open-to-table"));
  return codes;
}

/** The table on `page` fits its screen: the live line is one line, every
 * ship lies inside the screen above the tab bar, and nothing on the line
 * spills out of it. */
async function fits(page, where, ships) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const vp = page.viewportSize();
  const nav = await page.locator("nav.nav").boundingBox();
  assert.equal(await lines(page, tid("live-summary")), 1, `${where}: the live line's text is one line`);
  const row = await page.locator(".live-line__row").boundingBox();
  assert.ok(row.height <= 48 && row.x >= 0 && row.x + row.width <= vp.width, `${where}: the live line is one row within the screen (${JSON.stringify(row)})`);
  for (const id of ["live-summary", "live-captains", "live-menu"]) {
    const b = await page.locator(tid(id)).boundingBox();
    assert.ok(b.x >= 0 && b.x + b.width <= vp.width && b.y >= row.y - 1 && b.y + b.height <= row.y + row.height + 1, `${where}: ${id} on the line`);
  }
  const tiles = page.locator(tid("ship-card"));
  assert.equal(await tiles.count(), ships, where);
  for (let i = 0; i < ships; i++) {
    const b = await tiles.nth(i).boundingBox();
    const name = await tiles.nth(i).locator(tid("ship-title")).textContent();
    assert.ok(
      b.y >= 0 && b.x >= 0 && b.x + b.width <= vp.width && b.y + b.height <= nav.y,
      `${where}: ${name} (y ${b.y}, h ${b.height}) is outside the screen above the tab bar (${nav.y})`
    );
  }
}

/** The x of each fleet's column, by player. */
async function columns(page, players) {
  const out = [];
  for (let p = 0; p < players; p++) out.push(Math.round((await page.locator(tid(`fleet-${p}`)).boundingBox()).x));
  return out;
}

for (const [shape, fleets, allied] of [
  [
    "4 × 2",
    [
      ["Аня", [["Меркурий", "brig"], ["Азов", "frigate"]]],
      ["Борис", [["Виктория", "galleon"], ["Санта", "brig"]]],
      ["Вера", [["Святослав", "linkor"], ["Паллада", "frigate"]]],
      ["Глеб", [["Надежда", "brig"], ["Полтава", "linkor"]]],
    ],
    [[0, 2], [1, 3]],
  ],
  [
    "2 × 4",
    [
      ["Аня", [["Меркурий", "brig"], ["Азов", "frigate"], ["Виктория", "galleon"], ["Святослав", "linkor"]]],
      ["Борис", [["Санта", "brig"], ["Паллада", "frigate"], ["Надежда", "galleon"], ["Полтава", "linkor"]]],
    ],
    [],
  ],
]) {
  test(`a live table of ${shape} on a 360 × 740 phone, in Russian and English: the line is one line, allies share a column, every ship on the screen with a banner`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-live-fit-"));
    const host = await serveDist(DIST, { port: await freePort(), tables: path.join(dir, "tables.sqlite") });
    const browser = await launch();
    try {
      const boss = (await widePage(browser, { locale: "ru-RU" })).page;
      const codes = await hostGame(boss, host.url, fleets, allied);
      await waitFor(boss, `${tid("live-bar")}[data-link="online"]`);
      const { page, errors } = await phonePage(browser);
      await page.goto(codes[0]);
      await waitFor(page, `${tid("live-bar")}[data-link="online"]`);
      await waitFor(page, tid("game-table"));
      const ships = fleets.reduce((n, [, s]) => n + s.length, 0);
      if (fleets.length === 4) {
        // Аня and Вера one side, Борис and Глеб the other: a column each
        const [a, b, v, g] = await columns(page, 4);
        assert.ok(a === v && b === g && a !== b, `allies share a column: ${[a, b, v, g]}`);
      }
      // a refusal asked from no ship (an undo of the host's entry from
      // Аня's phone): the banner over the table
      await page.evaluate(() => (location.hash = "#/game/log"));
      await page.click(tid("log-undo"));
      await page.click(tid("confirm-yes"));
      await waitFor(page, tid("game-error"));
      await page.evaluate(() => (location.hash = "#/game"));
      await waitFor(page, tid("game-table"));
      for (const lang of ["ru", "en"]) {
        if (lang === "en") await page.click(tid("lang-switch"));
        await waitFor(page, tid("game-error"));
        await page.screenshot({ path: path.join(dir, `fit-${shape.replace(/ × /, "x")}-${lang}.png`) });
        await fits(page, `${shape} ${lang}`, ships);
        // the whole line on a tap, and away again
        await page.click(tid("live-summary"));
        await waitFor(page, tid("live-link"));
        assert.match(await page.textContent(tid("live-seat")), lang === "ru" ? /Вы за столом: Аня/ : /At the table as Аня/);
        await page.click(tid("live-summary"));
        await waitFor(page, tid("live-details"), { state: "hidden" });
      }
      assert.deepEqual(errors.filter((e) => !/WebSocket/.test(e)), []);
      console.log(`screenshots in ${dir}`);
    } finally {
      await browser.close();
      await host.close();
    }
  });
}
