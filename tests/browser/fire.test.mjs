// The fire helper in a phone-sized Chromium: a linkor's starboard shot at
// long range with its faces and 1/2, right under the grid; the dice to tap,
// the roll and who fires first right under the answer, the chance of
// sinking said once (issue 33); a salvo of a Target ship with another ship
// (face 2 dropped); one chaser shot a round, and a frigate's chaser shot
// leaving it no broadside; a Swift target shows only the Swift line; a
// target crossing a diagonal line; rolling to a result, each answer in view
// after its tap; the setup kept across a rule link; a ship of the open game
// fills the shooter and its shot is recorded through the game's one
// confirmation. Both languages.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, inView } from "./helpers.mjs";
import { fillTwoFleets, savedLen, logLen, card, openShip } from "./game-helpers.mjs";

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

async function openFire(locale) {
  const { context, page, errors } = await phonePage(browser, { locale });
  await page.goto(server.url + "#/tools/fire");
  await ready(page);
  await page.waitForSelector(`${tid("page-fire")}:visible`);
  return { context, page, errors };
}

/** Set the shooter in its collapsible section, then close it again. */
async function shooter(page, { cls, heading, captain }) {
  await page.click(`${tid("fire-setup")} > summary`);
  if (cls) await page.click(tid(`fire-class-${cls}`));
  if (heading) await page.click(tid(`fire-heading-${heading}`));
  if (captain) await page.click(tid(`fire-captain-${captain}`));
  await page.click(`${tid("fire-setup")} > summary`);
}

async function size(page, selector) {
  const b = await page.locator(selector).boundingBox();
  return [b.width, b.height];
}

test("a linkor's starboard shot at long range: the faces and 1/2 right under the grid (Russian)", async () => {
  const { context, page, errors } = await openFire("ru-RU");
  await shooter(page, { cls: "linkor", heading: "N" });
  assert.match(await text(page, "fire-setup-summary"), /Стреляющий: Линкор · ↑ север · повреждения 0 из 7 · осталось 3 выстрела/);
  assert.match(await text(page, "fire-hint"), /Нажмите клетку цели/);
  // the grid: 49 cells of at least 44 px, text of at least 12 px, words not letters
  assert.equal(await page.locator(`${tid("fire-grid")} button`).count(), 49);
  const [w, h] = await size(page, tid("fire-cell-3-0"));
  assert.ok(w >= 44 && h >= 44, `cell ${w}x${h}`);
  const font = await page.$eval(tid("fire-cell-3-0"), (e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(font >= 12, `cell text ${font}px`);
  assert.equal(await text(page, "fire-cell-3-0"), "3");
  assert.equal(await page.getAttribute(tid("fire-cell-3-0"), "data-kind"), "long");
  assert.equal(await page.getAttribute(tid("fire-cell-1-1"), "data-kind"), "dead");
  assert.match(await page.getAttribute(tid("fire-cell-3-0"), "aria-label"), /^клетка 3 на восток: правый борт, дальняя дистанция, 3 клетки$/);
  assert.match(await text(page, "fire-legend"), /в упор\s*средняя\s*дальняя\s*мёртвая зона/);
  assert.equal(await page.getAttribute(tid("fire-legend"), "aria-label"), "Дистанция");
  const gridText = await text(page, "fire-grid");
  assert.doesNotMatch(gridText, /ЛБ|ПБ|Н|К/);
  // the tap's answer
  await page.click(tid("fire-cell-3-0"));
  assert.equal(await page.getAttribute(tid("fire-cell-3-0"), "aria-pressed"), "true");
  assert.equal(await page.getAttribute(tid("fire-headline"), "data-gun"), "starboard");
  assert.equal(await page.getAttribute(tid("fire-headline"), "data-band"), "long");
  assert.equal(await text(page, "fire-headline"), "Правый борт · дальняя · 3 клетки");
  assert.equal(await text(page, "fire-chance"), "3 из 6 · 1/2 · 50 %");
  assert.equal(await page.getAttribute(tid("fire-chance"), "data-fraction"), "1/2");
  for (let f = 1; f <= 6; f++) {
    assert.equal(await page.getAttribute(tid(`fire-rolled-${f}`), "data-hit"), String([1, 3, 5].includes(f)), `face ${f}`);
  }
  for (const id of ["fire-headline", "fire-chance", "fire-rolled-6"]) await inView(page, tid(id));
  // how the faces came about, with its rule
  await page.click(`${tid("fire-why")} summary`);
  assert.match(await text(page, "fire-why"), /Бортовой залп: грани 1, 3, 5 → 1, 3, 5/);
  assert.equal(await page.getAttribute(`${tid("fire-why")} a.sec >> nth=0`, "href"), "#/rules?at=4.4");
  // who fires first: the attack, then the answer
  assert.match(await text(page, "fire-order-0"), /^1\. Ваша атака/);
  assert.match(await text(page, "fire-order-1"), /2\. Ответный огонь цели — после атаки и броска на крит: левый борт, 3 клетки/);
  const [lw, lh] = await size(page, `${tid("fire-order")} a.sec`);
  assert.ok(lw >= 44 && lh >= 44, `§ link ${lw}x${lh}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a salvo of a Target ship with another ship drops face 2 (Russian)", async () => {
  const { context, page, errors } = await openFire("ru-RU");
  await shooter(page, { cls: "linkor", heading: "N", captain: "target" });
  await page.click(tid("fire-cell-3-0"));
  assert.equal(await text(page, "fire-chance"), "4 из 6 · 2/3 · 67 %");
  await page.click(tid("fire-mode-salvo"));
  await page.click(tid("fire-count-inc"));
  assert.match(await text(page, "fire-plan-lines"), /Вы: правый борт, грани 1, 2, 3, 5/);
  assert.doesNotMatch(await text(page, "fire-plan-lines"), /убрана/, "a salvo of one Target ship keeps its 2");
  // another ship: a brig with the target 2 cells east (its default)
  await page.click(tid("fire-add-partner"));
  assert.match(await text(page, "fire-p0-part"), /правый борт, 2 клетки: грани 1, 3, 5/);
  assert.match(await text(page, "fire-plan-lines-0"), /^Вы: правый борт, грани 1, 2, 3, 5 → в залпе 1, 3, 5\s*$/);
  assert.match(await text(page, "fire-plan-lines"), /Таргет не помогает залпу нескольких кораблей: грань 2 убрана у всех/);
  assert.match(await text(page, "fire-plan-lines"), /Один бросок по граням 1, 3, 5 худшей части \(вашей\); при попадании — 3 повреждения/);
  await inView(page, tid("fire-plan-lines"));
  // the odds of the salvo, under the plan's inputs
  assert.match(await text(page, "fire-sunk"), /^Цель потоплена: /);
  await page.click(`${tid("fire-p0")} > summary`);
  await page.click(tid("fire-p0-remove"));
  assert.equal(await page.locator(tid("fire-p0")).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("one chaser shot a round: never more, and once fired the bow says why (English)", async () => {
  const { context, page, errors } = await openFire("en-US");
  await shooter(page, { cls: "linkor", heading: "N" });
  await page.click(tid("fire-cell-0-2"));
  assert.equal(await page.getAttribute(tid("fire-headline"), "data-gun"), "bow");
  assert.equal(await text(page, "fire-count"), "1");
  assert.equal(await page.isDisabled(tid("fire-count-inc")), true, "no second chaser shot offered");
  assert.equal(await text(page, "fire-count-note"), "Bow and stern chasers: one shot a round");
  await page.click(tid("fire-mode-salvo"));
  assert.equal(await page.isDisabled(tid("fire-count-inc")), true);
  // the chaser shot of this round is fired
  await page.click(`${tid("fire-setup")} > summary`);
  await page.click(tid("fire-chaser"));
  await page.click(`${tid("fire-setup")} > summary`);
  assert.match(await text(page, "fire-cannot"), /The chaser shot of this round is already fired: one a round \(§4\.5\)/);
  await inView(page, tid("fire-cannot"));
  assert.equal(await page.locator(`${tid("fire-plan")}:visible`).count(), 0, "no plan for it");
  // the broadside still fires
  await page.click(tid("fire-cell--2-0"));
  assert.equal(await page.getAttribute(tid("fire-headline"), "data-gun"), "port");
  assert.equal(await page.isDisabled(tid("fire-count-inc")), false);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The element's box lies wholly between the app bar and the navigation. */
async function onFirstScreen(page, id) {
  const b = await page.locator(tid(id)).boundingBox();
  assert.ok(b, `${id} is shown`);
  assert.ok(b.y >= 60 && b.y + b.height <= 740 - 56, `${id}: y ${b.y}, height ${b.height}`);
}

for (const [locale, words] of [
  ["ru-RU", { roll: "⚄ Бросить кубик", first: /^1\. Ваша атака/, sunk: /Цель потоплена:/g, hull: "Повреждения корпуса цели после этих выстрелов" }],
  ["en-US", { roll: "⚄ Roll the die", first: /^1\. Your attack/, sunk: /Target sunk:/g, hull: "The target's hull damage after these shots" }],
]) {
  test(`the roll and who fires first right under the answer, the chance of sinking said once (${locale})`, async () => {
    const { context, page, errors } = await openFire(locale);
    await shooter(page, { cls: "linkor", heading: "N" });
    await page.click(tid("fire-cell-3-0"));
    // nothing scrolled: the answer, its dice, the roll and who fires first
    // are all on the first screen
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    for (const id of ["fire-headline", "fire-status", "fire-rolled-1", "fire-rolled-6", "fire-chance", "fire-roll", "fire-order-0"]) {
      await onFirstScreen(page, id);
    }
    assert.equal((await text(page, "fire-roll")).trim(), words.roll);
    assert.match(await text(page, "fire-order-0"), words.first);
    // the faces under the answer are the die to tap: buttons, enabled
    assert.equal(await page.$eval(tid("fire-rolled-3"), (e) => e.tagName), "BUTTON");
    assert.equal(await page.isEnabled(tid("fire-rolled-3")), true);
    assert.equal(await page.locator(`${tid("fire-answer")} [role="img"]`).count(), 0, "no look-alike faces");
    // the target can be sunk: P(sunk) once on the whole page, and the
    // distribution's title a finished phrase
    await page.click(`${tid("fire-tgt")} > summary`);
    await page.click(tid("fire-tgt-class-brig"));
    await page.click(tid("fire-tgt-hull-inc"));
    await page.click(`${tid("fire-tgt")} > summary`);
    for (let i = 0; i < 2; i++) await page.click(tid("fire-count-inc"));
    const body = await page.evaluate(() => document.body.innerText);
    assert.equal((body.match(words.sunk) || []).length, 1, body);
    assert.equal((await page.textContent(`${tid("fire-odds")} + .card details summary`)).trim(), words.hull);
    // a face tapped in the answer: its result right under the dice
    await page.click(tid("fire-rolled-3"));
    await inView(page, tid("fire-result-0"));
    await inView(page, tid("fire-rolled-3"));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [locale, words] of [
  ["ru-RU", {
    cannot: "Выстрелов в этом раунде не осталось: курсовой или ретирадный выстрел тоже тратит маркер стрельбы — у брига и фрегата единственный (§4.5)",
    summary: /Фрегат · ↑ север · повреждения 0 из 4 · осталось 0 выстрелов · курсовой выстрел сделан$/,
    status: /^Бросок 1 из 1 /,
  }],
  ["en-US", {
    cannot: "No shots left this round: the chaser shot used a shot marker too — a brig's or frigate's only one (§4.5)",
    summary: /Frigate · ↑ north · damage 0 of 4 · 0 shots left · chaser fired$/,
    status: /^Roll 1 of 1 /,
  }],
]) {
  test(`a frigate's chaser shot leaves it no broadside: the starboard cell says why (${locale})`, async () => {
    const { context, page, errors } = await openFire(locale);
    await shooter(page, { cls: "frigate", heading: "N" });
    await page.click(`${tid("fire-setup")} > summary`);
    await page.click(tid("fire-chaser"));
    // its only shot marker is gone: none left, and no more to set
    assert.equal(await text(page, "fire-left"), "0");
    assert.equal(await page.isDisabled(tid("fire-left-inc")), true);
    await page.click(`${tid("fire-setup")} > summary`);
    assert.match(await text(page, "fire-setup-summary"), words.summary);
    await page.click(tid("fire-cell-2-0"));
    assert.equal(await text(page, "fire-cannot"), words.cannot);
    await inView(page, tid("fire-cannot"));
    // no shot offered: no roll, no "1 of 1"
    for (const id of ["fire-status", "fire-roll", "fire-rolled-1"]) {
      assert.equal(await page.locator(tid(id)).count(), 0, id);
    }
    assert.equal(await page.locator(`${tid("fire-plan")}:visible`).count(), 0);
    // the chaser shot not fired after all: the broadside is back
    await page.click(`${tid("fire-setup")} > summary`);
    await page.click(tid("fire-chaser"));
    await page.click(`${tid("fire-setup")} > summary`);
    assert.match(await text(page, "fire-status"), words.status);
    await inView(page, tid("fire-roll"));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("against a Swift target only the Swift line shows: it fires first (Russian)", async () => {
  const { context, page, errors } = await openFire("ru-RU");
  await shooter(page, { cls: "linkor", heading: "N" });
  await page.click(tid("fire-cell-3-0"));
  await page.click(`${tid("fire-tgt")} > summary`);
  await page.click(tid("fire-tgt-class-galleon"));
  await page.click(tid("fire-tgt-captain-swift"));
  assert.match(await text(page, "fire-order-0"), /^1\. Первой стреляет цель — капитан Свифт: левый борт, 3 клетки\. Это её ответ: после вашей атаки ответа не будет/);
  assert.match(await text(page, "fire-order-1"), /^2\. Ваша атака/);
  assert.equal(await page.locator(tid("fire-order-2")).count(), 0);
  assert.doesNotMatch(await text(page, "fire-order"), /Ответный огонь/);
  // who fires first is said under the answer, with the roll: back up there
  await page.click(`${tid("fire-tgt")} > summary`);
  await page.locator(tid("fire-answer")).scrollIntoViewIfNeeded();
  await inView(page, tid("fire-order-0"));
  await inView(page, tid("fire-roll"));
  // its shots left decide whether it can answer at all
  await page.click(`${tid("fire-tgt")} > summary`);
  for (let i = 0; i < 2; i++) await page.click(tid("fire-tgt-left-dec"));
  assert.match(await text(page, "fire-order"), /Свифт не ответит — Выстрелов в этом раунде не осталось/);
  assert.doesNotMatch(await text(page, "fire-order"), /Первой стреляет/);
  // enemies on both its broadsides and two shots left: it may fire both
  for (let i = 0; i < 2; i++) await page.click(tid("fire-tgt-left-inc"));
  await page.click(`${tid("fire-tgt")} > summary`);
  await page.click(tid("fire-mode-salvo"));
  await page.click(tid("fire-add-partner"));
  await page.click(`${tid("fire-p0")} > summary`);
  await page.click(tid("fire-p0-line-W"));
  await inView(page, tid("fire-p0-part"));
  assert.match(await text(page, "fire-order-1"), /^Свифт может выстрелить и другим бортом — по кораблю 2: правый борт, 2 клетки/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a target crossing a diagonal line: the distance beyond the crossing, no answer after a turn (English)", async () => {
  const { context, page, errors } = await openFire("en-US");
  await shooter(page, { cls: "linkor", heading: "NW" });
  await page.click(tid("fire-cell-1-2"));
  assert.match(await text(page, "fire-cannot"), /Not on a fire line/);
  await page.click(tid("fire-crossing"));
  await page.click(tid("fire-cross-diagonal"));
  await page.click(tid("fire-step-SE"));
  const lines = await text(page, "fire-cross-lines");
  assert.match(lines, /You fire first/);
  assert.match(lines, /The target may answer/);
  assert.match(lines, /The distance counts to the cell beyond the crossing: 2 cells, medium range/);
  assert.match(lines, /Chance to hit: 4 of 6 · 2\/3 · 67%/);
  await inView(page, tid("fire-cross-lines"));
  assert.equal(await page.getAttribute(tid("fire-headline"), "data-gun"), "starboard");
  assert.match(await page.getAttribute(tid("fire-cell-2-2"), "class"), /fcell--marked/);
  await page.click(tid("fire-turned"));
  assert.match(await text(page, "fire-cross-lines"), /The target turned — it cannot answer/);
  await inView(page, tid("fire-cross-lines"));
  // a step along the line crosses nothing
  await page.click(tid("fire-step-NE"));
  assert.match(await text(page, "fire-cross-error"), /crosses none of the shooter's diagonal lines/);
  await inView(page, tid("fire-cross-error"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("rolling to a result: the odds, then each die's outcome right under the dice (Russian)", async () => {
  const { context, page, errors } = await openFire("ru-RU");
  await shooter(page, { cls: "linkor", heading: "N" });
  await page.click(tid("fire-cell-3-0"));
  await page.click(`${tid("fire-tgt")} > summary`);
  await page.click(tid("fire-tgt-class-brig"));
  await page.click(tid("fire-tgt-hull-inc"));
  // P(sunk), one line, in view under the target's inputs
  assert.equal(await text(page, "fire-sunk"), "Цель потоплена: 0 %", "one shot, not the last: no critical");
  await inView(page, tid("fire-sunk"));
  await page.click(`${tid("fire-tgt")} > summary`);
  for (let i = 0; i < 2; i++) await page.click(tid("fire-count-inc"));
  assert.equal(await page.getAttribute(tid("fire-sunk"), "data-fraction"), "25/48");
  assert.equal(await text(page, "fire-sunk"), "Цель потоплена: 52,1 % · 25/48");
  await inView(page, tid("fire-sunk"));
  assert.equal(await text(page, "fire-status"), "Бросок 1 из 3 · без крита");
  await page.click(tid("fire-rolled-2"));
  assert.equal(await text(page, "fire-result-0"), "Выпало 2 — промах");
  await inView(page, tid("fire-result-0"));
  await page.click(tid("fire-rolled-3"));
  assert.equal(await text(page, "fire-result-0"), "Выпало 3 — попадание");
  assert.equal(await text(page, "fire-after"), "Цель: корпус 2 из 3 · паруса 0 из 5 · на плаву");
  await inView(page, tid("fire-after"));
  await page.click(tid("fire-rolled-1"));
  assert.equal(await text(page, "fire-result-1"), "Цель потоплена: повреждения достигли прочности");
  assert.equal(await text(page, "fire-after"), "Цель: корпус 3 из 3 · паруса 0 из 5 · потоплена");
  assert.equal(await text(page, "fire-status"), "Цель потоплена: бросать больше нечего");
  await inView(page, tid("fire-result-1"));
  await inView(page, tid("fire-after"));
  assert.equal(await page.isDisabled(tid("fire-rolled-4")), true);
  // start over with a virtual roll
  await page.click(tid("fire-again"));
  await page.click(tid("fire-roll"));
  const r = await text(page, "fire-result-0");
  const m = r.match(/^Выпало (\d) — (попадание|промах)$/);
  assert.ok(m, r);
  assert.equal(m[2], [1, 3, 5].includes(Number(m[1])) ? "попадание" : "промах");
  await inView(page, tid("fire-result-0"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a sails critical: all sails gone — dismasted (English)", async () => {
  const { context, page, errors } = await openFire("en-US");
  await shooter(page, { cls: "brig", heading: "N" });
  await page.click(tid("fire-cell--2-0"));
  assert.equal(await page.getAttribute(tid("fire-headline"), "data-gun"), "port");
  await page.click(tid("fire-aimat-sails"));
  await page.click(tid("fire-rolled-5"));
  assert.equal(await text(page, "fire-status"), "Roll for a critical: a 6 — all sails gone — dismasted");
  await page.click(tid("fire-rolled-6"));
  assert.equal(await text(page, "fire-result-1"), "Critical: a 6 — all sails gone — dismasted");
  assert.equal(await text(page, "fire-after"), "Target: hull 0 of 4 · sails 4 of 4 · dismasted");
  await inView(page, tid("fire-result-1"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("the setup survives a rule link and the way back", async () => {
  const { context, page, errors } = await openFire("ru-RU");
  await shooter(page, { cls: "galleon", heading: "E" });
  await page.click(tid("fire-cell-0--2"));
  assert.equal(await page.getAttribute(tid("fire-headline"), "data-gun"), "starboard");
  await page.click(`${tid("fire-why")} summary`);
  await page.click(`${tid("fire-why")} a.sec >> nth=0`);
  await page.waitForSelector(`${tid("page-rules")}:visible`);
  await page.click(tid("nav-tools"));
  await page.waitForSelector(`${tid("page-fire")}:visible`);
  assert.equal(await page.getAttribute(tid("fire-cell-0--2"), "aria-pressed"), "true");
  assert.match(await text(page, "fire-setup-summary"), /Галеон · → восток/);
  assert.equal(await text(page, "fire-chance"), "4 из 6 · 2/3 · 67 %");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a ship of the open game: filled in from it, its shot recorded through the game's confirmation (Russian)", async () => {
  const { context, page, errors } = await phonePage(browser, { locale: "ru-RU" });
  await page.goto(server.url + "#/game");
  await ready(page);
  await page.waitForSelector('[data-game-loaded="true"]');
  await page.click(tid("game-new"));
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page);
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
  let n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("weather-dir-W"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  // the fire helper opened for Меркурий
  await openShip(page, "Меркурий");
  await page.click(tid("sheet-fire"));
  await page.waitForSelector(`${tid("page-fire")}:visible`);
  assert.match(await text(page, "fire-from-game"), /Меркурий/);
  assert.match(await text(page, "fire-setup-summary"), /Бриг · ↑ север · повреждения 0 из 3 · осталось 1 выстрел$/);
  // the starboard line, heading north: two cells east
  await page.click(tid("fire-cell-2-0"));
  assert.equal(await page.getAttribute(tid("fire-headline"), "data-gun"), "starboard");
  assert.match(await text(page, "fire-headline"), /^Правый борт · \S+ · 2 клетки$/);
  // the target: an enemy of the game
  await page.click(`${tid("fire-tgt")} > summary`);
  const enemy = page.locator(`${tid("fire-tgt")} button:has-text("Санта")`);
  await enemy.click();
  assert.match(await text(page, "fire-tgt-summary"), /Бриг · корпус 0 из /);
  await page.click(`${tid("fire-tgt")} > summary`);
  // roll a hit die at the table: the game's one confirmation, then stored
  const hit = await page.evaluate(() => {
    const b = [...document.querySelectorAll('[data-testid^="fire-rolled-"]')].find((e) => e.dataset.hit === "true");
    return b && b.dataset.testid;
  });
  await page.click(tid(hit));
  assert.match(await text(page, "fire-result-0"), /попадание/);
  // its one shot is the last of the round: the critical die (a 1)
  assert.match(await text(page, "fire-status"), /крит/i);
  await page.click(tid("fire-rolled-1"));
  await inView(page, tid("fire-save"));
  await page.click(tid("fire-save"));
  await page.waitForSelector(tid("confirm-summary"));
  const summary = await text(page, "confirm-summary");
  assert.match(summary, /Меркурий/);
  assert.match(summary, new RegExp(`кубики: ${hit.slice(-1)}, 1`));
  await page.click(tid("confirm-yes"));
  await page.waitForSelector(tid("game-table"));
  assert.match(await card(page, "Санта").textContent(), /корпус1 повреждение из 3/);
  assert.match(await card(page, "Меркурий").textContent(), /осталось: 0 выстрелов/, "its one shot of the round is spent");
  assert.deepEqual(errors, []);
  await context.close();
});
