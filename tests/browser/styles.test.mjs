// The other screens' style sheet (public/screens/, src/styles.rs): not
// part of the first load, and never late. The start screen fetches only
// its own sheet; a screen from a chunk is painted with its rules from its
// very first frame, even when the sheet arrives well after the screen's
// code (the sheet's answer is held back here).
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, phonePage, ready, tid } from "./helpers.mjs";

const s = serverAndBrowser();

// What each watched screen looks like in the first frame it is visible:
// a property of a part whose rule is in the other screens' sheet.
const WATCHED = {
  // tools.css: the six faces in a grid (without it, a <div>'s block)
  "page-roll": [".faces", "display"],
  // game.css: a player's card 8 px in at 360 px (without it, a card's 12)
  "game-setup": [".player-draft", "padding-left"],
};

async function watchFirstFrames(page) {
  await page.addInitScript((watched) => {
    window.__firstFrame = {};
    const tick = () => {
      for (const [id, [part, property]] of Object.entries(watched)) {
        if (id in window.__firstFrame) continue;
        const el = document.querySelector(`[data-testid="${id}"]`);
        // rAF runs before the frame's style, layout and paint: what is
        // visible here is what that frame shows
        if (el && el.checkVisibility()) {
          const p = el.querySelector(part);
          window.__firstFrame[id] = p ? getComputedStyle(p).getPropertyValue(property) : `no ${part}`;
        }
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, WATCHED);
}

/** Hold back every answer for the other screens' sheet until `release()`. */
async function holdSheet(page) {
  const asked = [];
  let release;
  const released = new Promise((r) => (release = r));
  await page.route(/\/screens\/[^/]*\.css$/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { asked, release };
}

test("the start screen links only its own sheet; the other screens' sheet is fetched once, with the first of them", async () => {
  // (the service worker, which copies the whole build, is blocked: only the
  // page's own requests are seen)
  const { context, page, errors } = await phonePage(s.browser, { serviceWorkers: "block" });
  const sheets = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet") sheets.push(new URL(r.url()).pathname);
  });
  await page.goto(s.server.url);
  await ready(page);
  await page.waitForSelector(tid("no-saves"));
  assert.equal(sheets.length, 1, sheets.join(", "));
  assert.match(sheets[0], /^\/style\.[0-9a-f]{10}\.css$/);
  await page.click(tid("nav-roll"));
  await page.waitForSelector(`${tid("page-roll")} .faces`);
  await page.click(tid("nav-game"));
  await page.click(tid("game-new"));
  await page.waitForSelector(tid("game-setup"));
  assert.equal(sheets.length, 2, sheets.join(", "));
  assert.match(sheets[1], /^\/screens\/screens\.[0-9a-f]{10}\.css$/);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Resolve after `n` frames of the page (no clock: frames). */
const frames = (page, n) =>
  page.evaluate(
    (n) => new Promise((r) => {
      const f = (k) => (k === 0 ? r() : requestAnimationFrame(() => f(k - 1)));
      f(n);
    }),
    n,
  );

/** Open a screen whose sheet is held back until its own chunk (`group`)
 * has come and some frames have passed (time enough, without the wait for
 * the sheet, to show the screen without its rules); then let the sheet
 * come and return what the screen's first visible frame showed. */
async function firstFrameWithLateSheet(page, open, id, group) {
  const sheet = await holdSheet(page);
  const chunk = page.waitForEvent("requestfinished", (r) => new RegExp(`/split_${group}\\.`).test(r.url()));
  await open();
  await chunk;
  await frames(page, 10);
  assert.equal(await page.locator(tid(id)).count(), 0, `no ${id} before its sheet`);
  assert.equal(sheet.asked.length, 1, "the sheet is asked for with the chunk");
  sheet.release();
  await page.waitForFunction((id) => id in window.__firstFrame, id);
  return page.evaluate((id) => window.__firstFrame[id], id);
}

// each opened from the start screen: a tab, and a game area's sub-screen
for (const [what, id, open, group, expected] of [
  ["a tab's screen (the quick roll)", "page-roll", (page) => page.click(tid("nav-roll")), "roll", "grid"],
  ["a game area's sub-screen (a new game)", "game-setup", (page) => page.click(tid("game-new")), "game_more", "8px"],
]) {
  test(`${what} is first painted with its rules, though its sheet comes after its code`, async () => {
    const { context, page, errors } = await phonePage(s.browser, { serviceWorkers: "block" });
    await watchFirstFrames(page);
    await page.goto(s.server.url);
    await ready(page);
    assert.equal(await firstFrameWithLateSheet(page, () => open(page), id, group), expected);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
