// New game and saves (issue 17): the setup refuses what cannot start and a
// bad card value, each message where the player looks; the saves list names
// each game with its date and last round (an old record without a write
// time still loads, named without a date); the start screen links to a
// player's own hand (#/game/phone).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, inView, storedEntries, storedText, putStored } from "./helpers.mjs";
import { fillTwoFleets } from "./game-helpers.mjs";

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

const RU_MONTHS = ["янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"];

test("setup: problems and a bad card value shown in view; saves named by date and round (Russian)", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url + "#/game");
  await ready(page);
  await page.waitForSelector(tid("no-saves"));
  // the start screen says what the app is, in view (issue 33)
  assert.match(await page.textContent(tid("start-about")), /^Помощник для настольной игры «Адмирал»/);
  await inView(page, tid("start-about"));
  // it leads to a player's own phone, said so that a newcomer knows what it is for
  assert.match(await page.textContent(tid("my-hand-link")), /Мои скрытые капитаны на моём телефоне \(партия идёт на другом устройстве\)/);
  await inView(page, tid("my-hand-link"));
  assert.equal(await page.getAttribute(tid("my-hand-link"), "href"), "#/game/phone");

  await page.click(tid("game-new"));
  await page.waitForSelector(tid("game-setup"));
  // nothing filled: Start says why, next to the button
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("setup-problems"));
  assert.match(await page.textContent(tid("setup-problems")), /имя/);
  await inView(page, tid("setup-problems"));

  await fillTwoFleets(page);
  // a bad card value: refused in words under the field, the value kept
  await page.locator(`${tid("setup-ship-0")} summary`).click();
  await page.fill(tid("setup-ship-0-shots"), "25");
  await page.press(tid("setup-ship-0-shots"), "Tab");
  await page.waitForSelector(tid("setup-ship-0-shots-error"));
  assert.match(await page.textContent(tid("setup-ship-0-shots-error")), /от 0 до 20/);
  await inView(page, tid("setup-ship-0-shots-error"));
  assert.equal(await page.inputValue(tid("setup-ship-0-shots")), "1");
  await page.fill(tid("setup-ship-0-shots"), "2");
  await page.press(tid("setup-ship-0-shots"), "Tab");
  await page.waitForSelector(tid("setup-ship-0-shots-error"), { state: "detached" });
  assert.match(await page.textContent(tid("setup-ship-0-shots-source")), /изменено вами/);

  await page.click(tid("setup-captains-0"));
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));

  // the saves list: today's date, the stage, the players
  await page.click(tid("game-tab-saves"));
  await page.waitForSelector(tid("save-name"));
  const today = await page.evaluate(() => [new Date().getDate(), new Date().getMonth()]);
  const name = await page.textContent(tid("save-name"));
  assert.equal(name, `${today[0]} ${RU_MONTHS[today[1]]} · подготовка · Аня — Борис`);
  assert.match(await page.textContent(tid("save-detail")), /записей|записи|запись/);

  // an old record, written before records kept their time, still loads
  const [key, text] = (await storedEntries(page)).find(([k]) => k.startsWith("shturman.game."));
  await putStored(page, [[key, text.replace(/^(shturman-record\/1 \d+) \d+\n/, "$1\n")]]);
  await page.reload();
  await ready(page);
  await page.waitForSelector(tid("save-name"));
  assert.equal(await page.textContent(tid("save-name")), "подготовка · Аня — Борис");

  // the link takes a player to their own hand
  await page.click(tid("my-hand-link"));
  await page.waitForFunction(() => location.hash === "#/game/phone");
  assert.deepEqual(errors, []);
  await context.close();
});

test("setup and saves speak English", async () => {
  const { context, page, errors } = await phonePage(browser, { locale: "en-US" });
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  assert.match(await page.textContent(tid("game-setup")), /Players: 2 players/);
  await page.click(tid("setup-create"));
  assert.match(await page.textContent(tid("setup-problems")), /Every player needs a name/);
  await page.goto(server.url + "#/game/saves");
  await page.waitForSelector(tid("my-hand-link"));
  assert.match(await page.textContent(tid("start-about")), /^A companion for the «Admiral» naval tabletop game/);
  assert.match(await page.textContent(tid("my-hand-link")), /My hidden captains on my own phone \(the game runs on another device\)/);
  assert.deepEqual(errors, []);
  await context.close();
});
