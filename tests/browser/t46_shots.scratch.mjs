// scratch: screenshots for issue 46 #10 (not committed)
import { serveDist, launch, phonePage, ready, tid } from "./helpers.mjs";
import { savedLen, logLen, card, boardAndWin } from "./game-helpers.mjs";
const FLEETS = [["Меркурий", "brig"], ["Азов", "frigate"], ["Виктория", "galleon"], ["Святослав", "linkor"]];
const server = await serveDist();
const browser = await launch();
const out = "/tmp/t46shots";
for (const locale of ["ru-RU", "en-US"]) {
  const L = locale.slice(0, 2);
  const { context, page } = await phonePage(browser, { locale });
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await page.fill(tid("setup-player-0-name"), "Аня");
  await page.fill(tid("setup-player-1-name"), "Борис");
  let key = 0;
  for (const player of [0, 1]) for (const [name, cls] of FLEETS) {
    await page.click(tid(`setup-player-${player}-add-ship`));
    await page.fill(tid(`setup-ship-${key}-name`), player === 0 ? name : `${name} II`);
    await page.selectOption(tid(`setup-ship-${key}-class`), cls);
    key += 1;
  }
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
  // the sheet before round 1
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.locator(tid("rose-N")).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/${L}-sheet-noround.png` });
  await page.click(tid("ship-back"));
  let n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("weather-dir-W"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  // the shot panel
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(tid("sheet-shot-open"));
  await page.screenshot({ path: `${out}/${L}-shot.png` });
  await page.click(tid("sheet-shot-open"));
  // the planner from the ship
  await page.click(tid("sheet-planner"));
  await page.waitForSelector(tid("page-move"));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${L}-planner.png` });
  for (const d of ["F", "F"]) { const b = page.locator(`${tid("plan-steps")} button`).first(); if (await b.count()) await b.click(); }
  await page.screenshot({ path: `${out}/${L}-planner-2.png` });
  await page.goto(server.url + "#/game");
  await page.waitForSelector(tid("game-table"));
  // a boarding
  await boardAndWin(page, "Святослав", L === "ru" ? "Галеон «Виктория II»" : "Galleon “Виктория II”", "W");
  await page.goto(server.url + "#/game");
  await page.waitForSelector(tid("game-table"));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${out}/${L}-boarded.png` });
  await context.close();
}
await browser.close();
await server.close();
