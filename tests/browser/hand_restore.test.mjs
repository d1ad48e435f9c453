// Issue 32, finding 12: a hand's backup could be exported but never
// restored. Аня exports hers; her stored hand is lost (the record removed,
// as a cleared storage would); under her PIN pad she pastes the backup, and
// her PIN opens it with her captain still placed. Text that is not a backup,
// or Аня's backup pasted under Борис's pad, is refused in words. And her
// hand's record is bound to this browser's device key: copied to another
// browser (with the game), her PIN does not open it there, and says why;
// the backup, sealed unbound, does.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, storedEntries, putStored } from "./helpers.mjs";
import { backupText, newTwoFleetGame, openHand, hideHand, assignCaptain, typePin } from "./game-helpers.mjs";

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

const padAt = (stage) => `${tid("pin-pad")}[data-stage="${stage}"]`;

/** A new game where Аня placed Свифт on Меркурий: her hand's backup. */
async function gameWithBackup(page) {
  await newTwoFleetGame(page, server.url);
  await openHand(page, 0, "482913");
  await assignCaptain(page, "swift", "Бриг «Меркурий»");
  const backup = await backupText(page);
  await hideHand(page);
  return backup;
}

/** Paste `backup` under the open PIN pad, then open it with `pin`: the
 * hand shows Свифт placed. */
async function restoreAndOpen(page, backup, pin) {
  await page.fill(tid("hand-restore-text"), backup);
  await page.click(tid("hand-restore-go"));
  await page.waitForSelector(tid("hand-restore-done"));
  await page.waitForSelector(padAt("Enter"));
  await typePin(page, pin);
  await page.waitForSelector(tid("hand-open"), { timeout: 30000 });
  await page.waitForSelector(tid("hand-on-ship-swift"), { state: "attached" });
  await hideHand(page);
}

test("a backup pasted under the PIN pad brings the hand back", async () => {
  const { context, page, errors } = await phonePage(browser);
  const backup = await gameWithBackup(page);
  // the stored hand is lost
  const [name] = (await storedEntries(page)).map(([k]) => k).filter((k) => k.includes("hand.") && k.endsWith(".0"));
  assert.ok(name, "Аня's hand was stored");
  await putStored(page, [[name, null]]);
  await page.reload();
  await ready(page);
  await page.waitForSelector(tid("game-table"));

  // under Борис's pad, Аня's backup is refused
  await page.click(tid("pass-phone-1"));
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(padAt("Choose"));
  await page.click(`${tid("hand-restore")} summary`);
  await page.fill(tid("hand-restore-text"), backup);
  await page.click(tid("hand-restore-go"));
  await page.waitForSelector(tid("hand-restore-problem"));
  await page.click(tid("hand-back"));
  await page.waitForSelector(tid("game-table"));

  // Аня: no hand stored, so a new PIN is asked for; she restores instead
  await page.click(tid("pass-phone-0"));
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(padAt("Choose"));
  await page.click(`${tid("hand-restore")} summary`);
  await page.fill(tid("hand-restore-text"), "not a backup");
  await page.click(tid("hand-restore-go"));
  await page.waitForSelector(tid("hand-restore-problem"));
  await restoreAndOpen(page, backup, "482913");
  assert.deepEqual(errors, []);
  await context.close();
});

/** The device key this page keeps: whether it exists, and whether the page
 * could read it out. */
function deviceKey(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const req = indexedDB.open("shturman-device", 1);
      req.onupgradeneeded = () => req.result.createObjectStore("keys");
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const value = await new Promise((resolve) => {
      const req = db.transaction("keys").objectStore("keys").get("hand");
      req.onsuccess = () => resolve(req.result);
    });
    if (!value) return { found: false };
    let exported = true;
    try {
      await crypto.subtle.exportKey("raw", value.key);
    } catch {
      exported = false;
    }
    return { found: true, extractable: value.key.extractable, exported, usages: value.key.usages };
  });
}

test("a hand's record copied to another browser does not open with the PIN alone; its backup does", async () => {
  const one = await phonePage(browser);
  const page = one.page;
  const backup = await gameWithBackup(page);
  // the device's key: kept, usable for signing only, never readable
  assert.deepEqual(await deviceKey(page), { found: true, extractable: false, exported: false, usages: ["sign"] });
  const stored = await storedEntries(page);
  const hand = stored.find(([k]) => k.includes("hand.") && k.endsWith(".0"));
  assert.match(hand[1], /"device":"[A-Za-z0-9+/]{12}"/, "the stored hand names the device key it is bound to");
  assert.doesNotMatch(backup, /"device"/, "the backup is not bound to this device");

  // another browser: the game and Аня's record copied over, the PIN typed
  const two = await phonePage(browser);
  const other = two.page;
  await other.goto(server.url + "#/");
  await ready(other);
  await putStored(other, stored.filter(([k]) => !k.includes("pinwait")));
  await other.goto(server.url + "#/game");
  await other.reload();
  await ready(other);
  await other.waitForSelector(tid("game-table"));
  await other.click(tid("pass-phone-0"));
  await other.click(tid("hand-its-me"));
  await other.waitForSelector(padAt("Enter"));
  await typePin(other, "482913");
  await other.waitForSelector(tid("pin-problem"), { timeout: 30000 });
  assert.match(await other.textContent(tid("pin-problem")), /привязана к ключу другого устройства/);
  assert.equal(await other.locator(tid("hand-open")).count(), 0);
  // the backup, restored there, opens with the PIN, and is then bound to
  // that browser's own key
  await other.click(`${tid("hand-restore")} summary`);
  await restoreAndOpen(other, backup, "482913");
  const there = (await storedEntries(other)).find(([k]) => k === hand[0]);
  // the kept envelopes are JSON strings inside the record: quotes escaped
  const ids = (text) => [...text.matchAll(/\\?"device\\?":\\?"([A-Za-z0-9+/]{12})/g)].map((m) => m[1]);
  assert.equal(ids(there[1]).length, 2, "the copied hand is kept beside the one now bound here");
  assert.notEqual(ids(there[1])[0], ids(hand[1])[0], "bound to this browser's key, not the first one's");
  for (const c of [one, two]) assert.deepEqual(c.errors, []);
  for (const c of [one, two]) await c.context.close();
});
