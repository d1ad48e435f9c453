// Issue 35 item 1: Here I Stand's cards played after the roll, in a
// phone-sized Chromium (360 × 740). The text lets the Ottomans decide once
// the dice are seen (H.4 step 7: «они могут разыграть её, чтобы бросить
// дополнительные кости»): the field battle rolls its dice first, then the
// result asks — with «Янычары»' dice set — "play it: win 40.7 %; don't:
// 0 %" in the core's exact numbers, and once played its dice join the roll
// and the result applies them. One flow in each language.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, inView } from "./helpers.mjs";

let server;
let browser;
before(async () => {
  server = await serveDist(process.env.SHTURMAN_DIST || undefined);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const text = (page, id) => page.textContent(tid(id));
const keys = async (page, list) => {
  for (const f of list) await page.click(tid(`b-key-${f}`));
};

for (const [locale, w] of [
  ["ru-RU", {
    before: "Победа защитника: 1 : 2, у атакующего меньше ударов",
    play: "Атакующий · Сыграть «Янычары» (+4 кубика): победа 40,7 %, в среднем останется отрядов атакующего: 2",
    dont: "Не играть: победа 0 %, в среднем останется отрядов атакующего: 2",
    won: "Победа атакующего: 3 : 2",
    left: "Осталось: у атакующего 2 отряда, у защитника 0 отрядов",
    step: /Атакующий, кубики карты: 5, 6, 1, 1 — 2 удара/,
  }],
  ["en-GB", {
    before: "The defender wins: 1 : 2, the attacker had fewer hits",
    play: "Attacker · Play «Janissaries» (+4 dice): win 40.7%, the attacker's units left on average: 2",
    dont: "Don't play: win 0%, the attacker's units left on average: 2",
    won: "The attacker wins: 3 : 2",
    left: "Left: the attacker 2 units, the defender 0 units",
    step: /The attacker, the card.s dice: 5, 6, 1, 1 — 2 hits/,
  }],
]) {
  test(`«Янычары» asked after the field roll, then applied (${locale})`, async () => {
    const { context, page, errors } = await phonePage(browser, { locale });
    await page.goto(server.url);
    await ready(page);
    await page.click(tid("nav-tools"));
    await page.waitForSelector(`${tid("page-tools")}:visible`);
    await page.click(tid("tool-his-field"));
    await page.waitForSelector(tid("page-his-field"));
    // the roll first: no pool for the card's dice
    assert.equal(await page.locator(tid("b-pool-attacker-late")).count(), 0);
    await keys(page, [5, 1, 1, 1, 1, 1]);
    await keys(page, [5, 6, 1, 1, 1]);
    assert.equal(await text(page, "b-result-line-0"), w.before);
    // the card's dice, in the result: the question with the core's numbers
    for (let i = 0; i < 4; i++) await page.click(tid("b-a-late-inc"));
    assert.equal(await text(page, "b-a-late"), "4");
    assert.equal(await text(page, "b-result-line-2"), w.play);
    assert.equal(await text(page, "b-result-line-3"), w.dont);
    await page.locator(tid("b-result-line-3")).scrollIntoViewIfNeeded();
    await inView(page, tid("b-result-line-2"));
    await inView(page, tid("b-result-line-3"));
    for (const id of ["b-result-line-2", "b-result-line-3", "b-a-play"]) {
      const b = await page.locator(tid(id)).boundingBox();
      assert.ok(b.x >= 0 && b.x + b.width <= 360, `${id} overflows: ${b.x}+${b.width}`);
    }
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/his-late-ask-${locale}.png` });
    // played: its four dice join the roll, entered like the others
    await page.click(tid("b-a-play"));
    assert.equal(await page.locator(`${tid("b-pool-attacker-late")} .slot--plain`).count(), 4);
    await keys(page, [5, 6, 1, 1]);
    assert.equal(await text(page, "b-result-line-0"), w.won);
    assert.equal(await text(page, "b-result-line-1"), w.left);
    await inView(page, tid("b-result-line-0"));
    assert.equal(await page.getAttribute(tid("b-a-play"), "aria-pressed"), "true");
    assert.match(await text(page, "b-steps"), w.step);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/his-late-applied-${locale}.png` });
    // again: a new roll without the card
    await page.click(tid("b-again"));
    assert.equal(await page.locator(tid("b-pool-attacker-late")).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
