// Issue 46 #11: a sunk ship's tile on the table cut its name («Штанд…
// потоплен») at 360 × 740. The name is what the player reads; the status
// gives way (it goes under the name when both do not fit one line), never
// the name. Both languages, two long names in the narrow columns of a
// two-fleet table.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid } from "./helpers.mjs";
import { fillTwoFleets, savedLen, logLen, card } from "./game-helpers.mjs";

let server;
let browser;
before(async () => {
  server = await serveDist(process.env.SHTURMAN_DIST || undefined);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const SHIPS = [
  [0, 0, "Штандарт", "frigate"],
  [0, 1, "Азов", "frigate"],
  [1, 2, "Святая Екатерина", "galleon"],
  [1, 3, "Санта", "brig"],
];

async function sink(page, name) {
  const n = await logLen(page);
  await card(page, name).first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(`${tid("sheet-more")} > summary`);
  await page.click(tid("sink-enemy"));
  await page.click(tid("sink-record"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.waitForSelector(tid("ship-sheet"), { state: "detached" });
}

for (const [locale, word] of [["ru-RU", /потоплен/], ["en-GB", /sunk/]]) {
  test(`a sunk ship's tile keeps its whole name at 360 × 740 (${locale})`, async () => {
    const { context, page, errors } = await phonePage(browser, { locale });
    await page.goto(server.url + "#/game/new");
    await ready(page);
    await page.waitForSelector(tid("game-setup"));
    await fillTwoFleets(page, { ships: SHIPS });
    await page.click(tid("setup-create"));
    await page.waitForSelector(tid("game-table"));
    for (const name of ["Штандарт", "Святая Екатерина"]) await sink(page, name);
    await page.evaluate(() => window.scrollTo(0, 0));
    const vp = page.viewportSize();
    for (const name of ["Штандарт", "Святая Екатерина"]) {
      const tile = card(page, name).first();
      assert.equal(await tile.getAttribute("data-status"), "sunk");
      assert.match(await tile.locator(tid("ship-status")).textContent(), word);
      const title = tile.locator(tid("ship-title"));
      // the whole name drawn: nothing clipped, no ellipsis
      assert.ok(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${name} is cut`);
      assert.equal(await title.evaluate((el) => getComputedStyle(el).textOverflow), "clip");
      assert.ok((await title.textContent()).includes(name));
      const b = await tile.boundingBox();
      assert.ok(b.x >= 0 && b.x + b.width <= vp.width, `${name}'s tile overflows: ${b.x}+${b.width}`);
      const s = await tile.locator(tid("ship-status")).boundingBox();
      assert.ok(s.x + s.width <= b.x + b.width + 1, `${name}'s status overflows its tile`);
    }
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/sunk-tile-${locale}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
