// Issue 35 item 1: Here I Stand's cards played after the roll, in a
// phone-sized Chromium (360 × 740). The text lets the Ottomans decide once
// the dice are seen (H.4 step 7: «они могут разыграть её, чтобы бросить
// дополнительные кости»): the field battle rolls its dice first, then the
// result asks — with «Янычары»' dice set — "play it: win 40.7 %; don't:
// 0 %" in the core's exact numbers, and once played its dice join the roll
// and the result applies them. One flow in each language. Issue 46 #5: the
// cards are named and held to the text — «Янычары» only for the side
// marked as the Ottomans (the Habsburgs are offered none), and at sea the
// Ottomans pick «Янычары» or «Профессиональные гребцы», then Rowers are
// asked for the other side with Janissaries played.
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
    lateLabel: /Атакующий · «Янычары» после броска/,
    play: "Атакующий · Сыграть «Янычары» (+4 кубика): победа 40,7 %, в среднем останется отрядов атакующего: 2",
    dont: "Не играть: победа 0 %, в среднем останется отрядов атакующего: 2",
    won: "Победа атакующего: 3 : 2",
    left: "Осталось: у атакующего 2 отряда, у защитника 0 отрядов",
    step: /Атакующий, кубики карты: 5, 6, 1, 1 — 2 удара/,
  }],
  ["en-GB", {
    before: "The defender wins: 1 : 2, the attacker had fewer hits",
    lateLabel: /Attacker · «Janissaries» after the roll/,
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
    // the Ottomans are the attacker: marked with the cards, folded
    await page.click("details.bfold > summary");
    await page.click(tid("b-ottoman-attacker"));
    await page.click("details.bfold > summary");
    // the roll first: no pool for the card's dice
    assert.equal(await page.locator(tid("b-pool-attacker-late")).count(), 0);
    await keys(page, [5, 1, 1, 1, 1, 1]);
    await keys(page, [5, 6, 1, 1, 1]);
    assert.equal(await text(page, "b-result-line-0"), w.before);
    // the card named, for the Ottomans only
    assert.equal(await page.locator(tid("b-d-late")).count(), 0);
    assert.match(await page.textContent(tid("page-his-field")), w.lateLabel);
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
    assert.equal(await page.getAttribute(tid("b-played-janissaries"), "aria-pressed"), "true");
    assert.equal(await page.locator(tid("b-a-late")).count(), 0, "played once a battle");
    assert.match(await text(page, "b-steps"), w.step);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/his-late-applied-${locale}.png` });
    // again: a new roll without the card
    await page.click(tid("b-again"));
    assert.equal(await page.locator(tid("b-pool-attacker-late")).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [locale, w] of [
  ["ru-RU", {
    pick: ["«Янычары»", "«Профессиональные гребцы»"],
    rowersLabel: /Защитник · «Профессиональные гребцы» после броска/,
    jan: /^Атакующий · Сыграть «Янычары» \(\+3 кубика\): победа 3,7 %, в среднем останется подразделений атакующего: /,
    rowers: /^Защитник · Сыграть «Профессиональные гребцы» \(\+2 кубика\): победа 100 %, в среднем останется подразделений защитника: /,
    dont: /^Не играть: победа 100 %/,
  }],
  ["en-GB", {
    pick: ["«Janissaries»", "«Professional rowers»"],
    rowersLabel: /Defender · «Professional rowers» after the roll/,
    jan: /^Attacker · Play «Janissaries» \(\+3 dice\): win 3\.7%, the attacker's units left on average: /,
    rowers: /^Defender · Play «Professional rowers» \(\+2 dice\): win 100%, the defender's units left on average: /,
    dont: /^Don't play: win 100%/,
  }],
]) {
  test(`at sea: the Ottomans pick «Янычары», then Rowers for the other side (${locale})`, async () => {
    const { context, page, errors } = await phonePage(browser, { locale });
    await page.goto(server.url);
    await ready(page);
    await page.click(tid("nav-tools"));
    await page.waitForSelector(`${tid("page-tools")}:visible`);
    await page.click(tid("tool-his-naval"));
    await page.waitForSelector(tid("page-his-naval"));
    // the Barbary Coast (the Ottomans attack): 1 hit against 3
    await keys(page, [5, 1, 1, 1, 1, 1, 1]);
    await keys(page, [5, 6, 5, 1, 1, 1]);
    // the Ottomans pick between their two cards; the other side has Rowers
    const picks = await page.locator(`[data-testid^="b-a-card-"]`).allTextContents();
    assert.deepEqual(picks.map((t) => t.trim()), w.pick);
    assert.equal(await page.getAttribute(tid("b-a-card-janissaries"), "aria-pressed"), "true");
    assert.match(await page.textContent(tid("page-his-naval")), w.rowersLabel);
    for (let i = 0; i < 3; i++) await page.click(tid("b-a-late-inc"));
    assert.match(await text(page, "b-result-line-2"), w.jan);
    for (const id of ["b-result-line-2", "b-a-card-rowers", "b-a-play"]) {
      const b = await page.locator(tid(id)).boundingBox();
      assert.ok(b.x >= 0 && b.x + b.width <= 360, `${id} overflows: ${b.x}+${b.width}`);
    }
    if (process.env.SHOTS) {
      await page.locator(tid("b-a-card")).scrollIntoViewIfNeeded().catch(() => {});
      await page.screenshot({ path: `${process.env.SHOTS}/his-naval-pick-${locale}.png` });
    }
    await page.click(tid("b-a-play"));
    await keys(page, [5, 1, 1]);
    // Janissaries played (2 : 3): Rowers asked for the defender
    assert.equal(await page.getAttribute(tid("b-played-janissaries"), "aria-pressed"), "true");
    assert.equal(await page.locator(tid("b-a-card")).count(), 0, "Janissaries once a battle");
    await page.click(tid("b-d-late-inc"));
    await page.click(tid("b-d-late-inc"));
    assert.match(await text(page, "b-result-line-2"), w.rowers);
    assert.match(await text(page, "b-result-line-3"), w.dont);
    await page.locator(tid("b-result-line-3")).scrollIntoViewIfNeeded();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/his-naval-rowers-${locale}.png` });
    await page.click(tid("b-d-play"));
    assert.equal(await page.locator(`${tid("b-pool-defender-late")} .slot--plain`).count(), 2);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
