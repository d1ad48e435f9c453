// Hidden captains on a shared phone: an open hand locks whenever its screen
// is left, by any path — the bottom bar, a link, the browser's Back, a hash
// change — when the page is hidden, and after an idle minute. Afterwards
// (and after Back or Forward to the hand's address) the gate shows, and
// the whole DOM, hidden tab areas included, names no captain: Anna opens
// her hand, taps «Бросок» and passes the phone; Boris's Back must not show
// her captains.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid } from "./helpers.mjs";
import { fillTwoFleets, openHand, assignCaptain, CAPTAIN_NAMES } from "./game-helpers.mjs";

const PIN = "135792";
const HAND = "#/game/hand?p=0";
// Public texts of other screens that name a captain as a rule, not as
// anyone's card: the quick roll's option (crates/words/src/roll/). Taken
// out of the page's HTML before the scan.
const PUBLIC = ["Капитан Таргет", "Captain Target"];

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

/** The captain names (RU and EN, crates/words) in the whole DOM: hidden
 * areas, attributes and all. */
async function namesInDom(page) {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const text = PUBLIC.reduce((t, p) => t.split(p).join(""), html);
  return CAPTAIN_NAMES.filter((n) => text.includes(n));
}

/** Nothing of the open hand is anywhere in the DOM. */
async function assertNothingOpen(page, where) {
  assert.deepEqual(await namesInDom(page), [], `${where}: a captain's name is in the DOM`);
  assert.equal(await page.locator(tid("hand-open")).count(), 0, `${where}: the open hand is in the DOM`);
  const actions = '[data-testid^="hand-reveal-"], [data-testid^="hand-assign-"], [data-testid^="hand-give-"], [data-testid^="hand-move-"], [data-testid^="hand-ship-"]';
  assert.equal(await page.locator(actions).count(), 0, `${where}: a reveal or place control is in the DOM`);
}

/** On the hand's address: the gate for Аня shows, and nothing else of her hand. */
async function assertGate(page, where) {
  await page.waitForFunction((h) => location.hash === h, HAND);
  await page.waitForSelector(tid("hand-gate"), { state: "visible" });
  assert.match(await page.textContent(tid("hand-pass")), /Ане/);
  assert.equal(await page.locator(tid("pin-pad")).count(), 0, `${where}: no PIN pad before "It's me"`);
  await assertNothingOpen(page, where);
}

/** A game of two players, one captain each; Аня's hand open with a captain
 * placed face down. */
async function openGame(page) {
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page);
  await page.click(tid("setup-captains-1"));
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
  await openHand(page, 0, PIN);
  await assignCaptain(page, "swift", "Бриг «Меркурий»");
  await assertOpen(page, "the hand before it is left");
}

/** The hand is open, and the scan sees its captains (so it can see them). */
async function assertOpen(page, where) {
  await page.waitForSelector(tid("hand-open"), { state: "visible" });
  assert.ok((await namesInDom(page)).length > 0, `${where}: the open hand names its captains`);
}

/** Open Аня's hand again from the gate shown now. */
async function reopen(page) {
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(`${tid("pin-pad")}[data-stage="Enter"]`);
  for (const d of PIN) await page.click(tid(`pin-${d}`));
  await page.click(tid("pin-ok"));
  await assertOpen(page, "the hand opened again");
}

test("the bottom bar: the hand locks, and Back and Forward show the gate", async () => {
  const { context, page, errors } = await phonePage(browser);
  await openGame(page);
  await page.click(tid("nav-roll"));
  await page.waitForSelector(tid("page-roll"), { state: "visible" });
  await assertNothingOpen(page, "the quick roll, the game area hidden");
  await page.goBack();
  await assertGate(page, "Back to the hand");
  await page.goForward();
  await page.waitForSelector(tid("page-roll"), { state: "visible" });
  await page.goBack();
  await assertGate(page, "Forward, then Back to the hand");
  await page.screenshot({ path: "/tmp/hand-shots/lock-gate-after-back-ru.png" });
  // the gate still opens the hand with the PIN
  await reopen(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link inside the app and a hash change lock the hand", async () => {
  const { context, page, errors } = await phonePage(browser);
  await openGame(page);
  // a link in the game area (the log), followed as a tap would
  await page.evaluate(() => {
    const a = document.createElement("a");
    a.href = "#/game/log";
    document.body.append(a);
    a.click();
    a.remove();
  });
  await page.waitForFunction(() => location.hash === "#/game/log");
  await page.waitForSelector(tid("game-tab-log"));
  await assertNothingOpen(page, "the log after a link");
  await page.goBack();
  await assertGate(page, "Back from the log");
  await reopen(page);
  // an address typed or set by anything else: another tab's screen
  await page.evaluate(() => (location.hash = "#/settings"));
  await page.waitForSelector(tid("page-settings"), { state: "visible" });
  await assertNothingOpen(page, "the settings, the game area hidden");
  await page.goBack();
  await assertGate(page, "Back from the settings");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the browser's Back from the hand: Forward shows the gate", async () => {
  const { context, page, errors } = await phonePage(browser);
  await openGame(page);
  await page.goBack();
  await page.waitForSelector(tid("game-table"), { state: "visible" });
  await assertNothingOpen(page, "the table after Back");
  await page.goForward();
  await assertGate(page, "Forward to the hand");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the page hidden (visibilitychange, pagehide) locks the hand where it is", async () => {
  const { context, page, errors } = await phonePage(browser);
  await openGame(page);
  // Аня asks to reveal her captain and puts the phone down unanswered
  await page.click(tid("hand-reveal-swift"));
  assert.match(await page.textContent(tid("confirm-summary")), /Свифт/);
  // another app over the browser, or the phone's lock button: the page
  // says it is hidden (headless Chromium keeps every page visible)
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  await assertGate(page, "the page hidden");
  await page.evaluate(() => {
    delete document.visibilityState;
    delete document.hidden;
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  await assertGate(page, "the page shown again");
  await reopen(page);
  // the page left for another site (kept in the back-forward cache)
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
  await assertGate(page, "after pagehide");
  assert.deepEqual(errors, []);
  await context.close();
});

test("an idle minute locks the hand; a touch starts the minute again", async () => {
  const { context, page, errors } = await phonePage(browser);
  // the page's own clock, moved by the test (Playwright's clock API)
  await page.clock.install();
  await openGame(page);
  await page.clock.fastForward(50_000);
  await assertOpen(page, "50 s after the last touch");
  await page.click(tid("hand-note"));
  await page.clock.fastForward(50_000);
  await assertOpen(page, "50 s after a touch, 100 s after the one before");
  await page.clock.fastForward(11_000);
  await assertGate(page, "a minute after the last touch");
  // the gate after the lock opens the hand again, and that hand is watched too
  await reopen(page);
  await page.clock.fastForward(61_000);
  await assertGate(page, "a minute after opening it again");
  assert.deepEqual(errors, []);
  await context.close();
});
