// The dreadnought gunnery screen and the impulse tracker in a phone-sized
// Chromium: the seed's Viribus Unitus example (8 primary dice at 3 hexes,
// two hits), the damage dice of each hit, the section the table gives
// applied to the target's record with the result in view after each tap;
// the tracker's refusal in the player's language; the tracker stepping through
// a round one tap a step — in both languages.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, tid, inView, openTool, keypadFaces } from "./helpers.mjs";

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

const open = (locale, hubItem) => openTool(browser, server.url, locale, hubItem);

const faces = keypadFaces;

const flows = {
  ru: {
    locale: "ru-RU",
    dice: "Бросьте · Главный калибр: 8 кубиков",
    hits: "Попаданий: 2",
    hit1: "Попадание 1: корпус — клетка 1 из 8",
    hit2: "Попадание 2: главный калибр — клетка 1 из 8",
  },
  en: {
    locale: "en-US",
    dice: "Roll · Primary: 8 dice",
    hits: "Hits: 2",
    hit1: "Hit 1: Hull — box 1 of 8",
    hit2: "Hit 2: Primary guns — box 1 of 8",
  },
};

for (const [lang, w] of Object.entries(flows)) {
  test(`dreadnought gunnery: Viribus Unitus, two hits applied to the record (${lang})`, async () => {
    const { context, page, errors } = await open(w.locale, "tool-dreadnought-gunnery");
    await page.waitForSelector(tid("page-dread-gunnery"));
    assert.equal(await text(page, "b-dice-line"), w.dice);
    assert.match(await text(page, "b-odds-at-least-one"), /1288991\/1679616/);
    await inView(page, tid("b-odds-at-least-one"));
    // the seed's faces: two 1s, a 2, two 3s, a 4 and two 6s
    await faces(page, [1, 1, 2, 3, 3, 4, 6, 6]);
    // the hits show by the dice; the result waits in place for the damage dice
    assert.equal(await text(page, "b-pool-primary-sum"), w.hits);
    // no modifier: said "(+0)", not "(0)" (issue 33)
    assert.match(await text(page, "b-steps"), /1, 1, 2, 3, 3, 4, 6, 6 \(\+0\): 2 /);
    assert.doesNotMatch(await text(page, "b-steps"), /\(0\)/);
    await inView(page, tid("b-pool-primary-sum"));
    assert.equal(await text(page, "b-result-line-0"), w.hits);
    // 2d6 for each hit, then the section each total strikes
    await faces(page, [3, 4, 2, 3]);
    await inView(page, tid("b-hit-1-hull"));
    await page.click(tid("b-hit-1-hull"));
    assert.equal(await text(page, "b-result-line-1"), w.hit1);
    await inView(page, tid("b-result-line-1"));
    await page.click(tid("b-hit-2-primary"));
    assert.equal(await text(page, "b-result-line-2"), w.hit2);
    await inView(page, tid("b-result-line-2"));
    assert.match(await text(page, "b-steps"), /2d6 = 3 \+ 4 = 7/);
    // the record: a hull keeps at least one box
    await page.click(tid("b-close"));
    await page.click(`${tid("page-dread-gunnery")} details summary >> nth=1`);
    for (let i = 0; i < 7; i++) await page.click(tid("b-hull-boxes-dec"));
    assert.equal(await text(page, "b-hull-boxes"), "1");
    assert.ok(await page.isDisabled(tid("b-hull-boxes-dec")));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("dreadnought impulse tracker: one tap a step, who moves, a new round (en, ru)", async () => {
  const { context, page, errors } = await open("en-US", "tool-dreadnought-tracker");
  await page.waitForSelector(tid("page-dread-tracker"));
  assert.equal(await text(page, "t-position"), "Round 1 · step 1 of 20");
  await page.click(tid("t-next"));
  assert.equal(await text(page, "t-position"), "Round 1 · step 2 of 20");
  assert.equal(await text(page, "t-line-0"), "Side A moves: speeds 2+");
  await inView(page, tid("t-line-0"));
  assert.equal(await text(page, "t-answer"), "May move (need not)");
  await page.click(tid("t-next"));
  assert.match(await text(page, "t-kind"), /Gunnery/);
  await page.click(tid("t-next"));
  assert.equal(await text(page, "t-line-0"), "Gunnery damage takes effect now");
  for (let i = 4; i <= 20; i++) await page.click(tid("t-next"));
  assert.equal(await text(page, "t-position"), "Round 2 · step 1 of 20");
  await page.click(tid("t-next"));
  assert.equal(await text(page, "t-error"), "Round 2: first enter who holds the initiative");
  await inView(page, tid("t-error"));
  await page.click(tid("t-initiative-b"));
  await page.click(tid("t-next"));
  assert.equal(await text(page, "t-line-0"), "Side B moves: speeds 2+");
  assert.deepEqual(errors, []);
  await context.close();

  const ru = await open("ru-RU", "tool-dreadnought-tracker");
  await ru.page.waitForSelector(tid("page-dread-tracker"));
  await ru.page.click(tid("t-next"));
  assert.equal(await text(ru.page, "t-line-0"), "Двигается Сторона А: скорости 2+");
  await inView(ru.page, tid("t-line-0"));
  await ru.page.click(tid("t-speed-slow1"));
  assert.equal(await text(ru.page, "t-answer"), "Не двигается на этом шаге");
  await inView(ru.page, tid("t-answer"));
  assert.deepEqual(ru.errors, []);
  await ru.context.close();
});
