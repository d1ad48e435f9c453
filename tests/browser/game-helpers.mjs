// Pieces shared by the game-flow browser tests: the hidden-captain check,
// waiting for a stored action, and finding a ship's card.
import assert from "node:assert/strict";
import { tid, ready } from "./helpers.mjs";

/** Fill the setup both game tests start from: Аня (Кронштадт) with
 * Меркурий and Азов, Борис (green; `borisPort`, if given) with Виктория and
 * Санта; or the `ships` given, as [player, key, name, class]. The setup
 * screen must be open. */
export async function fillTwoFleets(page, { borisPort, ships: given } = {}) {
  await page.fill(tid("setup-player-0-name"), "Аня");
  await page.fill(tid("setup-player-1-name"), "Борис");
  await page.click(tid("setup-player-1-colour-green"));
  await page.fill(tid("setup-player-0-ports"), "Кронштадт");
  if (borisPort) await page.fill(tid("setup-player-1-ports"), borisPort);
  const ships = given ?? [
    [0, 0, "Меркурий", "brig"],
    [0, 1, "Азов", "frigate"],
    [1, 2, "Виктория", "galleon"],
    [1, 3, "Санта", "brig"],
  ];
  for (const [player, key, name, cls] of ships) {
    await page.click(tid(`setup-player-${player}-add-ship`));
    await page.fill(tid(`setup-ship-${key}-name`), name);
    await page.selectOption(tid(`setup-ship-${key}-class`), cls);
  }
}

/** On `page`, a new game of the two fleets above (`captains`: each
 * player's captain count, if given), its table open. */
export async function newTwoFleetGame(page, url, { captains } = {}) {
  await page.goto(url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page);
  if (captains) await page.click(tid(`setup-captains-${captains}`));
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
}

export const CAPTAIN_NAMES = ["Rapid", "Рапид", "Swift", "Свифт", "Target", "Таргет", "Berserk", "Берсерк"];

/** The page's whole text contains no captain's name. */
export async function assertNoCaptainNames(page, where, faceUp = []) {
  const text = await page.evaluate(() => document.body.innerText);
  for (const name of CAPTAIN_NAMES.filter((n) => !faceUp.includes(n))) {
    assert.ok(!text.includes(name), `${where}: "${name}" is visible on a table screen`);
  }
}

/** Wait until the game screen has stored `n` log entries and is idle. */
export async function savedLen(page, n) {
  await page.waitForFunction(
    (n) => {
      const el = document.querySelector('[data-testid="page-game"]');
      return el && el.dataset.savedLen === String(n) && el.dataset.busy === "false";
    },
    n,
    { timeout: 10000 }
  );
}

/** How many log entries the game screen has stored. */
export async function logLen(page) {
  return Number(await page.getAttribute(tid("page-game"), "data-saved-len"));
}

/** A ship's tile on the table, by (part of) its name. */
export const card = (page, name) => page.locator(`${tid("ship-card")}:has(${tid("ship-title")}:has-text("${name}"))`);

/** Open a ship's sheet from its tile, with its folded actions shown. */
export async function openShip(page, name) {
  await card(page, name).first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(`${tid("sheet-more")} > summary`);
  await page.waitForSelector(tid("game-ship"));
}

/** Type a PIN on the hand's PIN pad and submit it. */
export async function typePin(page, pin) {
  for (const d of pin) await page.click(tid(`pin-${d}`));
  await page.click(tid("pin-ok"));
}

const padAt = (stage) => `${tid("pin-pad")}[data-stage="${stage}"]`;

/** Pass the phone to `player` from the table and open their hand with
 * `pin` (chosen twice the first time). The gate shows no captain. */
export async function openHand(page, player, pin) {
  await page.click(tid(`pass-phone-${player}`));
  await page.waitForSelector(tid("hand-gate"));
  await assertNoCaptainNames(page, "pass-the-phone gate");
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(`${padAt("Choose")}, ${padAt("Enter")}`);
  await assertNoCaptainNames(page, "PIN pad");
  if ((await page.getAttribute(tid("pin-pad"), "data-stage")) === "Choose") {
    await typePin(page, pin);
    await page.waitForSelector(padAt("Repeat"));
  }
  await typePin(page, pin);
  await page.waitForSelector(tid("hand-open"), { timeout: 30000 });
}

/** Hide the open hand: back to the table, which names no hidden captain. */
export async function hideHand(page) {
  await page.click(tid("hand-hide"));
  await page.waitForSelector(tid("game-table"));
  await assertNoCaptainNames(page, "table after a hand was hidden");
}

/** Place a captain of the open hand face down on a ship (by its label),
 * confirmed and stored. */
export async function assignCaptain(page, code, shipLabel) {
  await page.selectOption(tid(`hand-ship-${code}`), { label: shipLabel });
  const before = await logLen(page);
  await page.click(tid(`hand-assign-${code}`));
  await page.click(tid("confirm-yes"));
  // at least one entry more: a first hand's HandMade entry may be stored
  // in between (it goes on the log while the hand already shows)
  await page.waitForFunction(
    (n) => {
      const el = document.querySelector('[data-testid="page-game"]');
      return el && Number(el.dataset.savedLen) >= n && el.dataset.busy === "false";
    },
    before + 1,
    { timeout: 10000 }
  );
  await page.waitForSelector(tid(`hand-on-ship-${code}`), { state: "attached" });
}

/** From `attacker`'s sheet, board the ship labelled `target` from side
 * `side` and record the attacker's win; the phone then goes to the
 * winner's hand gate. */
export async function boardAndWin(page, attacker, target, side) {
  await card(page, attacker).first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(`${tid("sheet-boarding")} > summary`);
  await page.selectOption(tid("boarding-target"), { label: target });
  await page.click(tid(`boarding-side-${side}`));
  const n = await logLen(page);
  await page.click(tid("boarding-attacker"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.waitForSelector(tid("hand-gate"));
}

/** Open the open hand's backup and wait for its text: sealed under its own
 * key (Argon2id in a Web Worker, issue 46), it takes seconds. */
export async function backupText(page) {
  await page.click(`${tid("hand-backup")} summary`);
  await page.waitForFunction(() => document.querySelector('[data-testid="hand-backup-text"]')?.value !== "", null, { timeout: 60000 });
  return page.inputValue(tid("hand-backup-text"));
}
