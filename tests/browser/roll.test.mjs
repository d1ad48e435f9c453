// Quick roll in a phone-sized Chromium: every row named on screen (whose
// damage it is, and that the target's does not count), every class chip
// on screen; the faces with marks, the chance as a fraction, a real die
// entered, the hit or miss and then the critical die right under the dice
// (in view after every tap), a virtual roll, one chaser shot a round, the
// distance instead of the band, and the state kept when the player follows
// a rule link and comes back. Both languages.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, inView } from "./helpers.mjs";

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

test("brig broadside at long range, a real die, the critical right under it (Russian)", async () => {
  const { context, page, errors } = await openRoll("ru-RU");
  await page.click(tid("roll-class-brig"));
  await page.click(tid("roll-gun-broadside"));
  await page.click(tid("roll-band-long"));
  for (let f = 1; f <= 6; f++) {
    const hit = [1, 3, 5].includes(f);
    assert.equal(await page.getAttribute(tid(`roll-face-${f}`), "data-hit"), String(hit));
    assert.match(await page.getAttribute(tid(`roll-face-${f}`), "aria-label"), hit ? /попадание/ : /промах/);
    assert.match(await text(page, `roll-face-${f}`), hit ? /✓/ : /✗/);
  }
  assert.match(await text(page, "roll-chance"), /^3 из 6 · 1\/2 · 50 %/);
  assert.match(await text(page, "roll-status"), /^Выстрел 1 из 1 — последний выстрел: при попадании — бросок на крит$/);
  await page.click(`${tid("roll-why")} summary`);
  assert.match(await text(page, "roll-why"), /Бортовой залп: грани 1, 3, 5 → 1, 3, 5/);
  assert.equal(await page.getAttribute(`${tid("roll-why")} a.sec >> nth=0`, "href"), "#/rules?at=4.4");
  await page.click(`${tid("roll-why")} summary`);
  // The face rolled at the table: a hit with the last shot → the critical die.
  await page.click(tid("roll-face-3"));
  assert.equal(await text(page, "roll-result-0"), "Выпало 3 — попадание");
  assert.match(await text(page, "roll-status"), /Бросок на крит: 6 — цель тонет/);
  assert.equal(await page.getAttribute(tid("roll-face-6"), "data-hit"), "true");
  await inView(page, tid("roll-result-0"));
  await page.click(tid("roll-face-6"));
  assert.equal(await text(page, "roll-result-0"), "Выпало 3 — попадание");
  assert.equal(await text(page, "roll-result-1"), "Крит: выпало 6 — цель тонет");
  await inView(page, tid("roll-result-1"));
  assert.equal(await page.getAttribute(tid("roll-face-6"), "data-chosen"), "true");
  assert.match(await text(page, "roll-status"), /Все выстрелы раунда сделаны/);
  await page.click(`${tid("roll-round")} summary`);
  await page.click(tid("roll-new-round"));
  assert.match(await text(page, "roll-status"), /Выстрел 1 из 1/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a linkor's three shots: only the third rolls a critical; one chaser shot a round", async () => {
  const { context, page, errors } = await openRoll("ru-RU");
  await page.click(tid("roll-class-linkor"));
  await page.click(tid("roll-band-medium"));
  assert.match(await text(page, "roll-chance"), /^4 из 6 · 2\/3 · 67 %/);
  assert.match(await text(page, "roll-status"), /Выстрел 1 из 3 — не последний выстрел/);
  await page.click(tid("roll-face-5"));
  assert.equal(await text(page, "roll-result-0"), "Выпало 5 — попадание");
  assert.equal(await page.locator(tid("roll-result-1")).count(), 0, "no critical die");
  await page.click(tid("roll-face-2"));
  assert.equal(await text(page, "roll-result-0"), "Выпало 2 — промах");
  assert.match(await text(page, "roll-status"), /^Выстрел 3 из 3 — последний выстрел/);
  await page.click(tid("roll-face-6"));
  await page.click(tid("roll-face-4"));
  assert.equal(await text(page, "roll-result-1"), "На крит выпало 4 — крита нет");
  await page.click(`${tid("roll-round")} summary`);
  assert.equal(await page.locator(`${tid("roll-round")} li`).count(), 3);
  // §4.5: the chasers fire once a round, whatever the ship's broadside.
  await page.click(tid("roll-new-round"));
  await page.click(tid("roll-gun-chaser"));
  await page.click(tid("roll-face-5"));
  assert.equal(await page.locator(`${tid("roll-round")} li`).count(), 1, "one chaser shot");
  // no second one is offered: the faces and the roll button are off
  assert.match(await text(page, "roll-status"), /уже стреляли в этом раунде/);
  assert.equal(await page.isDisabled(tid("roll-face-5")), true);
  assert.equal(await page.isHidden(tid("roll-roll")), true);
  await page.click(tid("roll-gun-broadside"));
  await page.click(tid("roll-face-1"));
  assert.equal(await page.locator(`${tid("roll-round")} li`).count(), 2, "the broadside still fires");
  // Hull damage 3 of 7 is reduced: face 1 goes.
  for (let i = 0; i < 3; i++) await page.click(tid("roll-damage-inc"));
  assert.equal(await page.getAttribute(tid("roll-face-1"), "data-hit"), "false");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a virtual roll, distance in cells, Target at point blank needs no roll (English)", async () => {
  const { context, page, errors } = await openRoll("en-US");
  await page.click(tid("roll-class-frigate"));
  await page.click(tid("roll-gun-chaser"));
  await page.click(tid("roll-band-long"));
  assert.match(await text(page, "roll-chance"), /^1 of 6 · 1\/6 · 17%/);
  await page.click(tid("roll-roll"));
  const result = await text(page, "roll-result-0");
  const face = Number(result.match(/Rolled (\d)/)[1]);
  assert.equal(result, face === 5 ? "Rolled 5 — hit" : `Rolled ${face} — miss`);
  await inView(page, tid("roll-result-0"));
  // The distance instead of the band: 1 cell is point blank (§4.2).
  await page.click(`${tid("roll-round")} summary`);
  await page.click(tid("roll-new-round"));
  await page.click(tid("roll-gun-broadside"));
  await page.click(`${tid("roll-cells")} summary`);
  await page.click(tid("roll-dist-1"));
  assert.equal(await page.getAttribute(tid("roll-band-point_blank"), "aria-pressed"), "true");
  await page.click(tid("roll-target"));
  assert.match(await text(page, "roll-chance"), /^6 of 6 · 1\/1 · 100%/);
  for (const id of ["roll-fire", "roll-band-long", "roll-target", "roll-face-1", "roll-dist-2", "roll-damage-inc"]) {
    const b = await page.locator(tid(id)).boundingBox();
    assert.ok(b.width >= 44 && b.height >= 44, `${id} ${b.width}x${b.height}`);
  }
  await page.click(tid("roll-fire"));
  assert.equal(await text(page, "roll-result-0"), "A hit with no roll: every face hits");
  // The frigate's only shot is its last: the critical die is next.
  assert.match(await text(page, "roll-status"), /Roll for a critical: a 6 sinks the target/);
  await page.click(tid("roll-roll"));
  assert.match(await text(page, "roll-result-1"), /^(Critical: a 6 — the target sinks|Critical die [1-5] — no critical)$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the round survives a rule link and the way back", async () => {
  const { context, page, errors } = await openRoll("ru-RU");
  await page.click(tid("roll-class-galleon"));
  await page.click(tid("roll-face-1"));
  await page.click(`${tid("roll-why")} summary`);
  await page.click(`${tid("roll-why")} a.sec >> nth=0`);
  await page.waitForSelector(`${tid("page-rules")}:visible`);
  await page.click(tid("nav-roll"));
  assert.equal(await page.getAttribute(tid("roll-class-galleon"), "aria-pressed"), "true");
  assert.equal(await text(page, "roll-result-0"), "Выпало 1 — попадание");
  assert.match(await text(page, "roll-status"), /Выстрел 2 из 2/);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [locale, w] of [
  ["ru-RU", {
    rows: ["Стреляющий", "Орудия", "Куда стрелять", "Дистанция"],
    damage: "Повреждения стреляющего",
    note: "Повреждения цели на шансы не влияют",
    fort: "Форт",
  }],
  ["en-US", {
    rows: ["Shooter", "Guns", "Aim at", "Range"],
    damage: "Shooter's hull damage",
    note: "The target's damage does not change the odds",
    fort: "Fort",
  }],
]) {
  test(`every row named on screen, the damage the shooter's, every class chip in view (${locale})`, async () => {
    const { context, page, errors } = await openRoll(locale);
    // each row's name is on screen, just above its buttons
    const labels = await page.$$eval(`${tid("page-roll")} .row-label`, (ps) =>
      ps.map((p) => ({ text: p.textContent.trim(), shown: p.getBoundingClientRect().height > 0 })));
    assert.deepEqual(labels.map((l) => l.text), w.rows);
    assert.ok(labels.every((l) => l.shown));
    for (const [name, row] of [[w.rows[0], "roll-class"], [w.rows[1], "roll-gun"], [w.rows[2], "roll-aim"], [w.rows[3], "roll-band"]]) {
      const label = page.locator(`${tid("page-roll")} .row-label`, { hasText: name });
      const l = await label.boundingBox();
      const r = await page.locator(tid(row)).boundingBox();
      assert.ok(l.y + l.height <= r.y + 1 && r.y - (l.y + l.height) < 12, `${name} right above its row`);
    }
    // whose damage: the shooter's, said on the stepper; the target's is no input
    assert.equal((await page.textContent(`${tid("page-roll")} .stepper__label`)).trim(), w.damage);
    assert.equal((await text(page, "roll-damage-note")).trim(), w.note);
    await inView(page, tid("roll-damage-note"));
    // a damaged shooter loses face 1 (a brig: 1 of 2 is reduced): 33 %, not 50 %
    await page.click(tid("roll-class-brig"));
    await page.click(tid("roll-damage-inc"));
    assert.match(await text(page, "roll-chance"), /^2 (из|of) 6 · 1\/3 · 33/);
    // every class chip wholly on screen, none scrolled off to the side
    const fort = await page.locator(tid("roll-class-fort")).boundingBox();
    assert.ok(fort.x >= 0 && fort.x + fort.width <= 360, `fort chip ${fort.x}+${fort.width}`);
    assert.equal((await text(page, "roll-class-fort")).trim(), w.fort);
    const row = await page.$eval(tid("roll-class"), (e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    assert.ok(row.scroll <= row.client, `no sideways scroll: ${row.scroll} > ${row.client}`);
    for (const c of ["brig", "frigate", "galleon", "linkor", "fort"]) {
      const b = await page.locator(tid(`roll-class-${c}`)).boundingBox();
      assert.ok(b.x >= 0 && b.x + b.width <= 360 && b.width >= 44 && b.height >= 44, `${c}: ${JSON.stringify(b)}`);
    }
    await page.click(tid("roll-class-fort"));
    assert.equal(await page.getAttribute(tid("roll-class-fort"), "aria-pressed"), "true");
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Issue 46 #1: «Выпало 1 — попадание» stayed under the next shot's faces
// after the shooter's damage changed, 1 now ✗ and ringed as rolled, and in
// English «Roll the die» was pushed under the tab bar. An input's change
// clears the last result from the faces (the round's list keeps it), and
// the die's button stays in view above the tab bar.
for (const [locale, w] of [
  ["ru-RU", { rolled: "Выпало 1 — попадание", roll: "Бросить кубик", listed: /^1\. Выпало 1 — попадание$/ }],
  ["en-US", { rolled: "Rolled 1 — hit", roll: "Roll the die", listed: /^1\. Rolled 1 — hit$/ }],
]) {
  test(`a changed input leaves no old result under the next shot's faces (${locale})`, async () => {
    const { context, page, errors } = await openRoll(locale);
    await page.click(tid("roll-class-galleon"));
    await page.click(tid("roll-face-1"));
    assert.equal(await text(page, "roll-result-0"), w.rolled);
    assert.equal(await page.getAttribute(tid("roll-face-1"), "data-chosen"), "true");
    // the shooter's damage: face 1 no longer hits
    await page.click(tid("roll-damage-inc"));
    await page.click(tid("roll-damage-inc"));
    assert.equal(await page.getAttribute(tid("roll-face-1"), "data-hit"), "false");
    assert.equal(await page.locator(tid("roll-result-0")).count(), 0, "no result under the new faces");
    assert.equal(await page.locator(`${tid("roll-face")} [data-chosen="true"]`).count(), 0, "no face ringed");
    await page.click(`${tid("roll-round")} summary`);
    assert.match((await page.textContent(`${tid("roll-round")} li`)).trim(), w.listed);
    await page.click(`${tid("roll-round")} summary`);
    // the die's button is on screen, above the tab bar
    assert.match(await text(page, "roll-roll"), new RegExp(w.roll));
    await page.locator(tid("roll-face-1")).scrollIntoViewIfNeeded();
    await inView(page, tid("roll-roll"));
    await page.screenshot({ path: `/tmp/table46-roll-${locale}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
