// The modal sheets — the ship's sheet and the one confirmation — are
// native <dialog>s opened modally (issue 36): the focus moves into the
// sheet, Escape closes it as its own close or Cancel does, and the page
// behind is inert: a tap there does not reach it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, phonePage, tid } from "./helpers.mjs";
import { newTwoFleetGame, card, logLen, savedLen } from "./game-helpers.mjs";

const s = serverAndBrowser();

/** The data-testid of the dialog the focus is in, and whether it is modal. */
const focusIn = (page) =>
  page.evaluate(() => {
    const d = document.activeElement?.closest("dialog");
    return d ? { in: d.dataset.testid, modal: d.matches(":modal") } : null;
  });
const hash = (page) => page.evaluate(() => location.hash);
/** Where a control of the page behind is: its centre. */
const centre = async (page, sel) => {
  const b = await page.locator(sel).first().boundingBox();
  return [b.x + b.width / 2, b.y + b.height / 2];
};

test("the ship's sheet: modal with the focus in it; Escape and a tap beside it return to the table, the page behind gets nothing", async () => {
  const { context, page, errors } = await phonePage(s.browser);
  await newTwoFleetGame(page, s.server.url);
  const nav = await centre(page, tid("nav-roll"));
  await card(page, "Меркурий").click();
  await page.waitForSelector(tid("ship-sheet"));
  assert.deepEqual(await focusIn(page), { in: "ship-sheet", modal: true });
  const ship = await hash(page);
  assert.match(ship, /^#\/game\?ship=/);
  // a tap where the navigation is, behind the sheet: the dim takes it and
  // returns to the table; the navigation never hears of it
  await page.mouse.click(...nav);
  await page.waitForSelector(tid("ship-sheet"), { state: "detached" });
  assert.equal(await hash(page), "#/game");
  assert.equal(await page.getAttribute(tid("nav-game"), "aria-current"), "page");
  // Escape closes it, as its ✕ does
  await card(page, "Меркурий").click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.keyboard.press("Escape");
  await page.waitForSelector(tid("ship-sheet"), { state: "detached" });
  assert.equal(await hash(page), "#/game");
  // the focus is back on the page, and the page takes taps again
  assert.equal(await focusIn(page), null);
  await page.click(tid("nav-roll"));
  await page.waitForSelector(tid("page-roll"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("the confirmation: modal over the ship's sheet with the focus in it; the page behind gets no tap; Escape cancels as Cancel does", async () => {
  const { context, page, errors } = await phonePage(s.browser);
  await newTwoFleetGame(page, s.server.url);
  // a round begun: a new heading is then a change to confirm
  const len = (await logLen(page)) + 1;
  await page.click(tid("new-round"));
  await page.click(tid("weather-calm"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, len);
  const nav = await centre(page, tid("nav-roll"));
  await card(page, "Меркурий").click();
  await page.waitForSelector(tid("ship-sheet"));
  const ship = await hash(page);
  await page.click(tid("rose-S"));
  await page.waitForSelector(tid("confirm"));
  assert.deepEqual(await focusIn(page), { in: "confirm", modal: true });
  const asked = await page.textContent(tid("confirm-summary"));
  // a tap behind it (the navigation's place; the ship's sheet is behind it
  // too): nothing moves, the question stays
  await page.mouse.click(...nav);
  const rose = await centre(page, `${tid("ship-sheet")} ${tid("rose-N")}`);
  await page.mouse.click(...rose);
  assert.equal(await page.locator(tid("confirm")).count(), 1);
  assert.equal(await hash(page), ship);
  assert.equal(await page.textContent(tid("confirm-summary")), asked, "the rose behind was not pressed");
  // Escape: the question goes, nothing is recorded, the ship's sheet stays
  // with the focus back in it
  await page.keyboard.press("Escape");
  await page.waitForSelector(tid("confirm"), { state: "detached" });
  assert.equal(await hash(page), ship);
  assert.deepEqual(await focusIn(page), { in: "ship-sheet", modal: true });
  assert.equal(await logLen(page), len);
  // Cancel does the same
  await page.click(tid("rose-S"));
  await page.waitForSelector(tid("confirm"));
  await page.click(tid("confirm-no"));
  await page.waitForSelector(tid("confirm"), { state: "detached" });
  assert.equal(await logLen(page), len);
  // and confirming still records
  await page.click(tid("rose-S"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, len + 1);
  assert.equal(await page.getAttribute(tid("rose-S"), "aria-pressed"), "true");
  assert.deepEqual(errors, []);
  await context.close();
});
