// Pieces shared by the game-flow browser tests: the hidden-captain check,
// waiting for a stored action, and finding a ship's card.
import assert from "node:assert/strict";
import { tid } from "./helpers.mjs";

export const CAPTAIN_NAMES = ["Rapid", "Рапид", "Swift", "Свифт", "Target", "Таргет", "Berserk", "Берсерк"];

/** The page's whole text contains no captain's name. */
export async function assertNoCaptainNames(page, where) {
  const text = await page.evaluate(() => document.body.innerText);
  for (const name of CAPTAIN_NAMES) {
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

/** A ship's card on the table, by (part of) its name. */
export const card = (page, name) => page.locator(`${tid("ship-card")}:has(${tid("ship-title")}:has-text("${name}"))`);

/** Open a ship's screen from its card. */
export async function openShip(page, name) {
  await card(page, name).locator(tid("ship-actions")).click();
  await page.waitForSelector(tid("game-ship"));
}
