// Takes the README's phone screenshots (360×740) of the built UI in Russian
// and English: `node tests/screenshots.mjs [dist dir]` after
// `trunk build --release` (the dist dir defaults to dist/). Each language:
// the game setup filled in for a 2 × 4 battle, the table of that battle
// (every tile on one screen) after round 1 started and a hit recorded, the
// ship's sheet, the log, the rules and the settings.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launch, phonePage, ready, tid, DIST } from "./browser/helpers.mjs";
import { savedLen, logLen, card } from "./browser/game-helpers.mjs";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../docs/screenshots");
const server = await serveDist(process.argv[2] ?? DIST);
const browser = await launch();

const FLEETS = {
  ru: { players: ["Аня", "Борис"], first: "Меркурий" },
  en: { players: ["Anna", "Boris"], first: "Victory" },
};

async function shot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(OUT, name) });
}

/** A new 2 × 4 battle, from the setup screen (its picture taken on the way):
 * each fleet from the brig + frigate + galleon + ship of the line preset,
 * its first ship `first`. */
async function newBattle(page, lang) {
  const f = FLEETS[lang];
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await page.fill(tid("setup-player-0-name"), f.players[0]);
  await page.fill(tid("setup-player-1-name"), f.players[1]);
  await page.click(tid("setup-player-0-preset-four"));
  await page.click(tid("setup-player-1-preset-four"));
  await shot(page, `game-setup-${lang}.png`);
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
}

try {
  for (const [lang, locale] of [["ru", "ru-RU"], ["en", "en-US"]]) {
    const { context, page } = await phonePage(browser, { locale });
    await newBattle(page, lang);
    // round 1: fresh wind W
    let n = await logLen(page);
    await page.click(tid("new-round"));
    await page.click(tid("weather-fresh"));
    await page.click(tid("weather-dir-W"));
    await page.click(tid("weather-start"));
    await page.click(tid("confirm-yes"));
    await savedLen(page, n + 1);
    // a shot from the brig's sheet (issue 33 #1): the first enemy, the die
    // entered as it fell (1 hits; its last shot: critical die 2), recorded
    await card(page, FLEETS[lang].first).first().click();
    await page.waitForSelector(tid("ship-sheet"));
    n = await logLen(page);
    await page.click(tid("sheet-shot-open"));
    await page.selectOption(tid("shot-target"), { index: 1 });
    await page.click(tid("shot-die-1"));
    await page.click(tid("shot-die-2"));
    await page.locator(tid("shot-record")).scrollIntoViewIfNeeded();
    await shot(page, `game-ship-${lang}.png`);
    await page.click(tid("shot-record"));
    await page.click(tid("confirm-yes"));
    await savedLen(page, n + 1);
    await page.waitForSelector(tid("ship-sheet"), { state: "detached" });
    await shot(page, `home-${lang}.png`);
    await page.click(tid("game-tab-log"));
    await page.waitForSelector(tid("game-log"));
    await shot(page, `game-log-${lang}.png`);
    for (const [name, hash] of [["rules", "#/rules"], ["settings", "#/settings"]]) {
      await page.goto(server.url + hash);
      await ready(page);
      await shot(page, `${name}-${lang}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
