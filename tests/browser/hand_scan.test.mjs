// Issue 18's scan, shared-phone mode: everything the table device holds —
// the DOM of the table, log and saves screens in both languages, the
// export, every localStorage record — names no hidden captain (display
// names in both languages, and the core's enum codes as JSON strings).
// It cannot pass vacuously: the same scan finds the names where they are
// expected — the owner's unlocked hand, and the one captain revealed on
// the table (Таргет, face up: in the DOM and in the saved log).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, inView, storedEntries, storedText, putStored } from "./helpers.mjs";
import { backupText, savedLen, logLen, fillTwoFleets, newTwoFleetGame, openHand, hideHand, assignCaptain, typePin } from "./game-helpers.mjs";

const PIN = { 0: "135792", 1: "864200" };
// Hidden in this game: Свифт (Аня), Рапид and Берсерк (Борис). Таргет is revealed.
const HIDDEN = ["Свифт", "Swift", "Рапид", "Rapid", "Берсерк", "Berserk"];
const HIDDEN_CODES = ['"swift"', '"rapid"', '"berserk"'];

/** The hidden names found in a text. */
const found = (text, list = HIDDEN) => list.filter((n) => text.includes(n));

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

test("the table device holds no hidden captain: DOM, storage, export, log", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page);
  await page.click(tid("setup-captains-2"));
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));

  await openHand(page, 0, PIN[0]);
  await assignCaptain(page, "swift", "Бриг «Меркурий»");
  await assignCaptain(page, "target", "Фрегат «Азов»");
  // the scanner sees names where they belong: the owner's open hand
  const hand = await page.evaluate(() => document.body.innerText);
  assert.deepEqual(found(hand, ["Свифт", "Таргет"]), ["Свифт", "Таргет"]);
  // her backup is encrypted: it names no captain either
  const backup = await backupText(page);
  assert.equal(JSON.parse(backup).header.purpose, "backup");
  assert.deepEqual(found(backup, [...HIDDEN, ...HIDDEN_CODES, "Таргет", "Target", '"target"']), []);
  await hideHand(page);
  await openHand(page, 1, PIN[1]);
  await assignCaptain(page, "rapid", "Галеон «Виктория»");
  await assignCaptain(page, "berserk", "Бриг «Санта»");
  await hideHand(page);

  // round 1, then Аня reveals Таргет (her PIN, the table checks the proof)
  let n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("weather-dir-W"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  n = await logLen(page);
  await openHand(page, 0, PIN[0]);
  await page.click(tid("hand-reveal-target"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.click(tid("hand-hide"));
  await page.waitForSelector(tid("game-table"));

  // --- the DOM of every table screen, both languages ---
  const screens = [];
  for (const lang of ["ru", "en"]) {
    for (const [tab, sel] of [["game-tab-table", "game-table"], ["game-tab-log", "game-log"], ["game-tab-saves", "save"]]) {
      await page.click(tid(tab));
      await page.waitForSelector(tid(sel));
      screens.push([`${lang} ${sel}`, await page.evaluate(() => document.body.innerText)]);
    }
    if (lang === "ru") await page.click(tid("lang-switch"));
  }
  await page.click(tid("lang-switch"));
  for (const [where, text] of screens) assert.deepEqual(found(text), [], `${where} names a hidden captain`);
  // not vacuous: the revealed one is on the table and in the log, in both languages
  assert.ok(screens[0][1].includes("Таргет") && screens[1][1].includes("Таргет"), "the revealed captain is shown");
  assert.ok(screens[3][1].includes("Target"), "the revealed captain is shown in English");

  // --- the export ---
  await page.click(tid("game-tab-saves"));
  await page.click(tid("export-show"));
  const json = await page.inputValue(tid("export-text"));
  assert.deepEqual(found(json, [...HIDDEN, ...HIDDEN_CODES]), [], "the export names a hidden captain");
  assert.ok(json.includes('"target"'), "the export holds the revealed captain (the scan reads it)");

  // --- every stored record: games, hands (encrypted), settings ---
  const stored = await storedEntries(page);
  assert.ok(stored.some(([k]) => k.includes("hand.")), "the hands are stored");
  for (const [k, v] of stored) {
    assert.deepEqual(found(k + v, [...HIDDEN, ...HIDDEN_CODES]), [], `stored ${k} names a hidden captain`);
  }
  assert.ok(stored.some(([, v]) => v.includes('"target"')), "the saved game holds the revealed captain");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a forgotten PIN: the reset is on the log, the old hand kept and opened by its PIN", async () => {
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
  const n = await logLen(page);
  const stored = (await storedEntries(page)).map(([k]) => k).filter((k) => k.includes("hand."));
  assert.equal(stored.length, 1);

  // Аня forgot her PIN (or someone else pressed it on her gate): asked
  // first; then a new PIN and an empty hand, the reset on the log for all
  // to see, and the old hand kept (issue 32: it was deleted, unseen)
  await page.click(tid("pass-phone-0"));
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(tid("pin-forgot"));
  await page.click(tid("pin-forgot"));
  await page.click(tid("hand-reset-no"));
  await page.waitForSelector(tid("pin-forgot"));
  await page.click(tid("pin-forgot"));
  await page.click(tid("hand-reset-yes"));
  await page.waitForSelector(`${tid("pin-pad")}[data-stage="Choose"]`);
  assert.match(await page.textContent(tid("pin-problem")), /Рука сброшена/);
  assert.match(await page.textContent(tid("pin-problem")), /прежний PIN-код её откроет/);
  await inView(page, tid("pin-problem"));
  const after = (await storedEntries(page)).map(([k]) => k).filter((k) => k.includes("hand."));
  assert.equal(after.length, 1, "the hand's record is kept");
  await savedLen(page, n + 1);
  // a new PIN: an empty hand
  await typePin(page, "730519");
  await page.waitForSelector(`${tid("pin-pad")}[data-stage="Repeat"]`);
  await typePin(page, "730519");
  await page.waitForSelector(tid("hand-open"), { timeout: 30000 });
  assert.equal(await page.locator(tid("hand-on-ship-swift")).count(), 0);
  await hideHand(page);
  assert.match(await page.textContent(tid("captains-status-0")), /1 \/ 1/);
  // the log says it, for everyone
  await page.click(tid("game-tab-log"));
  await page.waitForSelector(tid("game-log"));
  assert.match(await page.textContent(tid("game-log")), /Аня: рука сброшена на этом устройстве/);
  // and so is her first hand, made before the reset (issue 32: a hand
  // made in a player's name before they made one was unseen); once
  const log = await page.textContent(tid("game-log"));
  assert.equal(log.match(/Аня: рука заведена на этом устройстве/g)?.length, 1, log);
  assert.doesNotMatch(log, /Борис: рука/, "Борис made no hand");
  // her old PIN opens her old hand, Свифт still placed
  await page.click(tid("game-tab-table"));
  await page.waitForSelector(tid("game-table"));
  await openHand(page, 0, PIN[0]);
  await page.waitForSelector(tid("hand-on-ship-swift"), { state: "attached" });
  await hideHand(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a stored hand's length is the same whichever captain is placed", async () => {
  // issue 32, finding 1: the ciphertext's length named the captain (JSON
  // names of 5, 6 and 7 bytes, unpadded). The same game, the same ship,
  // each of the four captains placed in turn: every stored record of Аня's
  // hand (text form: revision, time, envelope) has one length
  const lengths = {};
  for (const captain of ["rapid", "swift", "target", "berserk"]) {
    const { context, page, errors } = await phonePage(browser);
    await newTwoFleetGame(page, server.url, { captains: 1 });
    await openHand(page, 0, PIN[0]);
    await assignCaptain(page, captain, "Бриг «Меркурий»");
    await hideHand(page);
    const hand = (await storedEntries(page)).find(([k]) => k.includes("hand.") && k.endsWith(".0"));
    assert.ok(hand, "Аня's hand is stored");
    lengths[captain] = hand[1].length;
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.equal(new Set(Object.values(lengths)).size, 1, JSON.stringify(lengths));
});
