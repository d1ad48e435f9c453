// Issue 32, finding 12: a hand's backup could be exported but never
// restored. Аня exports hers; her stored hand is lost (the record removed,
// as a cleared storage would); under her PIN pad she pastes the backup, and
// her PIN opens it with her captain still placed. Text that is not a backup,
// or Аня's backup pasted under Борис's pad, is refused in words.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, storedEntries, putStored } from "./helpers.mjs";
import { fillTwoFleets, openHand, hideHand, assignCaptain, typePin } from "./game-helpers.mjs";

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

test("a backup pasted under the PIN pad brings the hand back", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page);
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
  await openHand(page, 0, "482913");
  await assignCaptain(page, "swift", "Бриг «Меркурий»");
  await page.click(`${tid("hand-backup")} summary`);
  const backup = await page.inputValue(tid("hand-backup-text"));
  await hideHand(page);
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
  await page.fill(tid("hand-restore-text"), backup);
  await page.click(tid("hand-restore-go"));
  await page.waitForSelector(tid("hand-restore-done"));
  await page.waitForSelector(padAt("Enter"));
  await typePin(page, "482913");
  await page.waitForSelector(tid("hand-open"), { timeout: 30000 });
  await page.waitForSelector(tid("hand-on-ship-swift"), { state: "attached" });
  await hideHand(page);
  assert.deepEqual(errors, []);
  await context.close();
});
