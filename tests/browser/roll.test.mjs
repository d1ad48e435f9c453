// Quick roll in a phone-sized Chromium: one tap from the start screen, the
// faces with marks, the chance, the explanation; a real die entered, a
// virtual roll, the last-shot critical, several shots in a row. Both
// languages.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid } from "./helpers.mjs";

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

const text = (page, id) => page.textContent(tid(id));

async function openRoll(locale) {
  const { context, page, errors } = await phonePage(browser, { locale });
  await page.goto(server.url);
  await ready(page);
  await page.click(tid("nav-roll"));
  await page.waitForSelector(tid("page-roll"));
  return { context, page, errors };
}

test("brig broadside at long range, a real die entered, critical (Russian)", async () => {
  const { context, page, errors } = await openRoll("ru-RU");
  await page.click(tid("roll-class-brig"));
  await page.click(tid("gun-broadside"));
  await page.click(tid("band-long"));
  for (let f = 1; f <= 6; f++) {
    const hit = [1, 3, 5].includes(f);
    assert.equal(await page.getAttribute(tid(`face-${f}`), "data-hit"), String(hit));
    assert.match(await page.getAttribute(tid(`face-${f}`), "aria-label"), hit ? /попадание/ : /промах/);
    assert.match(await text(page, `face-${f}`), hit ? /✓/ : /✗/);
  }
  assert.equal(await text(page, "roll-chance"), "50 % · 3 из 6 · 1/2");
  const explain = await text(page, "roll-explain");
  assert.match(explain, /Бортовой залп: грани 1, 3, 5 → 1, 3, 5/);
  assert.match(explain, /Дальняя дистанция/);
  assert.equal(await page.getAttribute(`${tid("roll-explain")} a.sec >> nth=0`, "href"), "#/rules?s=4.4");
  assert.match(await text(page, "shot-counter"), /Выстрел 1 из 1 — последний/);
  // "I rolled…" 3: a hit with the last shot → critical offered.
  await page.click(tid("rolled-3"));
  await page.waitForSelector(tid("crit-6"));
  await page.click(tid("crit-6"));
  assert.match(await text(page, "roll-result"), /выпало 3: Попадание; 6: Крит! Цель тонет/);
  assert.match(await text(page, "shot-counter"), /Все выстрелы раунда сделаны/);
  await page.click(tid("roll-reset"));
  assert.match(await text(page, "shot-counter"), /Выстрел 1 из 1/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a linkor's three shots: only the third is the last", async () => {
  const { context, page, errors } = await openRoll("ru-RU");
  await page.click(tid("roll-class-linkor"));
  await page.click(tid("band-medium"));
  assert.equal(await text(page, "roll-chance"), "67 % · 4 из 6 · 2/3");
  assert.match(await text(page, "shot-counter"), /Выстрел 1 из 3 — не последний/);
  await page.click(tid("rolled-5"));
  assert.match(await text(page, "roll-result"), /выпало 5: Попадание$/);
  assert.match(await text(page, "shot-counter"), /Выстрел 2 из 3 — не последний/);
  await page.click(tid("rolled-2"));
  assert.match(await text(page, "roll-result"), /выпало 2: Промах/);
  assert.match(await text(page, "shot-counter"), /Выстрел 3 из 3 — последний/);
  await page.click(tid("rolled-6"));
  await page.click(tid("crit-4"));
  assert.match(await text(page, "roll-result"), /выпало 6: Попадание; 4: Крита нет/);
  assert.equal((await page.locator(`${tid("roll-log")} li`).count()), 3);
  // Damage level from hull damage: 3 of 7 is reduced → face 1 removed.
  await page.click(tid("roll-reset"));
  for (let i = 0; i < 3; i++) await page.click(tid("roll-damage-inc"));
  assert.equal(await page.getAttribute(tid("face-1"), "data-hit"), "false");
  assert.match(await text(page, "roll-explain"), /Средние повреждения: убрать 1/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a virtual roll, and Target at point blank needs no roll (English)", async () => {
  const { context, page, errors } = await openRoll("en-US");
  await page.click(tid("roll-class-frigate"));
  await page.click(tid("gun-chaser"));
  await page.click(tid("band-long"));
  assert.equal(await text(page, "roll-chance"), "17% · 1 of 6 · 1/6");
  await page.click(tid("roll-virtual"));
  await page.waitForSelector(tid("die"));
  const face = Number(await text(page, "die"));
  assert.ok(face >= 1 && face <= 6, `face ${face}`);
  const result = await text(page, "roll-result");
  if (face === 5) {
    assert.match(result, /rolled 5: Hit/);
  } else {
    assert.match(result, new RegExp(`rolled ${face}: Miss`));
  }
  assert.match(await page.getAttribute(tid(`face-${face}`), "class"), /face--rolled/);
  // Distance instead of band: 1 cell = point blank.
  await page.click(tid("roll-reset"));
  await page.click(tid("gun-broadside"));
  await page.click(`${tid("page-roll")} details.more summary >> nth=0`);
  await page.click(tid("dist-1"));
  assert.equal(await page.getAttribute(tid("band-point_blank"), "aria-pressed"), "true");
  await page.click(tid("captain-target"));
  assert.equal(await text(page, "roll-chance"), "100% · 6 of 6 · 1/1");
  for (const id of ["roll-virtual", "band-long", "captain-target", "face-1", "rolled-1"]) {
    const b = await page.locator(tid(id)).boundingBox();
    assert.ok(b.width >= 44 && b.height >= 44, `${id} ${b.width}x${b.height}`);
  }
  await page.click(tid("roll-virtual"));
  assert.match(await text(page, "roll-result"), /no roll needed: Hit/);
  // The frigate's only shot is its last: the critical roll is offered.
  await page.waitForSelector(tid("crit-virtual"));
  await page.click(tid("crit-virtual"));
  assert.match(await text(page, "roll-result"), /no roll needed: Hit; [1-6]: (Critical! The target sinks|No critical)/);
  assert.deepEqual(errors, []);
  await context.close();
});
