// Issue 18, "Files and storage": a save from before the seals (schema 1,
// captains in plain text) is moved on opening: each player sets a PIN in
// turn, their captains go into their hand (stored encrypted), the table's
// game keeps seals only, and the old save is deleted last. Leaving half way
// changes nothing. The old save is the game crate's schema-1 fixture, cut
// before its first reveal (so no captain was ever shown at that table).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launch, phonePage, ready, tid, inView, storedEntries, storedText, putStored } from "./helpers.mjs";
import { CAPTAIN_NAMES, typePin, openHand } from "./game-helpers.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const V1 = JSON.parse(fs.readFileSync(path.join(ROOT, "crates/game/tests/fixtures/v1-save.json"), "utf8"));
const firstReveal = V1.game.log.findIndex((a) => a.type === "reveal_captain");
const OLD = JSON.stringify({ schema_version: 1, game: { log: V1.game.log.slice(0, firstReveal), redo: [] } });
const OLD_ID = "7a1e5c2b-0000-4000-8000-00000000beef";
const PIN = { 0: "246810", 1: "975312" };
const CODES = ['"rapid"', '"swift"', '"target"', '"berserk"'];
const padAt = (stage) => `${tid("pin-pad")}[data-stage="${stage}"]`;

let server;
let browser;
before(async () => {
  assert.ok(firstReveal > 0 && OLD.includes('"captain":"target"'), "the fixture names its captains");
  server = await serveDist();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A phone with the old save stored, on the saves list. */
async function withOldSave(locale) {
  const { context, page, errors } = await phonePage(browser, { locale });
  await page.goto(server.url + "#/game/saves");
  await ready(page);
  await page.evaluate(([id, text]) => localStorage.setItem(`shturman.game.${id}`, text), [OLD_ID, OLD]);
  await page.reload();
  await ready(page);
  await page.waitForSelector(tid("save-old"));
  return { context, page, errors };
}

const keys = async (page) => (await storedEntries(page)).map(([k]) => k);

/** One player's turn: the gate, then a new PIN typed twice. */
async function setPin(page, name, pin) {
  await page.waitForSelector(tid("migrate-gate"));
  assert.match(await page.textContent(tid("hand-pass")), new RegExp(name));
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(padAt("Choose"));
  await inView(page, tid("pin-ok"));
  await typePin(page, pin);
  await page.waitForSelector(padAt("Repeat"));
  await typePin(page, pin);
}

test("an old save is moved: a PIN each, seals on the table, captains in the hands, the old save gone", async () => {
  const { context, page, errors } = await withOldSave("ru-RU");
  assert.match(await page.textContent(tid("save-old")), /Старая запись — нужно перенести/);
  assert.equal(await page.locator(tid("save-damaged")).count(), 0, "not shown as an error");
  await inView(page, tid("save-migrate"));

  // leaving half way changes nothing; opening it again starts over
  await page.click(tid("save-migrate"));
  await page.waitForSelector(tid("migrate-intro"));
  assert.match(await page.textContent(tid("migrate-intro")), /каждый игрок по очереди задаёт PIN/);
  const seats = await page.locator(tid("migrate-seat")).allInnerTexts();
  assert.deepEqual(seats, ["Аня — 3 капитана: задаёт PIN", "Борис — 3 капитана: задаёт PIN"]);
  await inView(page, tid("migrate-begin"));
  await page.click(tid("migrate-begin"));
  await setPin(page, "Ане", PIN[0]);
  await page.waitForSelector(tid("migrate-gate"));
  assert.match(await page.textContent(tid("hand-pass")), /Борису/);
  await page.click(tid("migrate-leave"));
  await page.waitForSelector(tid("save-old"));
  assert.deepEqual((await keys(page)).filter((k) => k.includes("hand.") || k.includes("game.")), [`shturman.game.${OLD_ID}`]);
  assert.equal(await storedText(page, `shturman.game.${OLD_ID}`), OLD);

  await page.click(tid("save-migrate"));
  await page.waitForSelector(tid("migrate-begin"));
  await page.click(tid("migrate-begin"));
  await setPin(page, "Ане", PIN[0]);
  await setPin(page, "Борису", PIN[1]);
  await page.waitForSelector(tid("game-table"), { timeout: 30000 });

  // the table: seals only
  const seals = await page.locator(tid("ship-captain")).allTextContents();
  assert.equal(seals.length, 6);
  for (const s of seals) assert.match(s.trim(), /^⚓ капитан [0-9A-F]{4}$/);
  const table = await page.evaluate(() => document.body.innerText);
  for (const n of CAPTAIN_NAMES) assert.ok(!table.includes(n), `the table shows ${n}`);

  // the storage: the old save gone, the new game and two locked hands
  const stored = await storedEntries(page);
  assert.ok(!stored.some(([k]) => k.includes(OLD_ID)), "the old save is deleted");
  assert.equal(stored.filter(([k]) => k.includes("hand.")).length, 2);
  assert.equal(stored.filter(([k]) => k.includes("game.")).length, 1);
  for (const [k, v] of stored) {
    for (const n of [...CAPTAIN_NAMES, ...CODES]) assert.ok(!(k + v).includes(n), `stored ${k} names ${n}`);
  }

  // Аня's hand opens with her PIN and holds her captains where they were
  await openHand(page, 0, PIN[0]);
  await page.waitForSelector(tid("hand-on-ship-target"), { state: "attached" });
  await page.waitForSelector(tid("hand-on-ship-rapid"), { state: "attached" });
  assert.match(await page.evaluate(() => document.body.innerText), /Таргет/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the migration page in English, and an old file imported is moved the same way", async () => {
  const { context, page, errors } = await withOldSave("en-US");
  assert.match(await page.textContent(tid("save-old")), /Old save — needs moving/);
  await page.click(tid("save-migrate"));
  await page.waitForSelector(tid("migrate-intro"));
  assert.match(await page.textContent(tid("migrate-intro")), /saved before hidden captains were sealed/);
  assert.match(await page.textContent(tid("migrate-intro")), /each player in turn sets a PIN/);
  assert.deepEqual(await page.locator(tid("migrate-seat")).allInnerTexts(), [
    "Аня — 3 captains: sets a PIN",
    "Борис — 3 captains: sets a PIN",
  ]);
  await inView(page, tid("migrate-begin"));
  await page.click(tid("migrate-begin"));
  await page.waitForSelector(tid("migrate-gate"));
  assert.match(await page.textContent(tid("hand-pass")), /Pass the phone to Аня/);
  await page.click(tid("hand-its-me"));
  await typePin(page, "12");
  await page.waitForSelector(tid("pin-problem"));
  await inView(page, tid("pin-problem"));
  await page.click(tid("migrate-leave"));
  await page.waitForSelector(tid("save-old"));

  // the same old text imported: stored as it is, then the migration page
  await putStored(page, [[`shturman.game.${OLD_ID}`, null]]);
  await page.click(tid("import-open")); // folded under its title
  await page.fill(tid("import-text"), OLD);
  await page.click(tid("import-go"));
  await page.waitForSelector(tid("migrate-intro"));
  const old = (await keys(page)).filter((k) => k.includes("game."));
  assert.equal(old.length, 1);
  // stored as a record (a revision header), the old text unchanged
  assert.ok((await storedText(page, old[0])).endsWith("\n" + OLD));
  assert.deepEqual(errors, []);
  await context.close();
});
