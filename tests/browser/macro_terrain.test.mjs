// Issue 35 in a phone-sized Chromium (360 × 740), in both languages: the
// macro-battle's melee between two cells (a wall from open ground refused
// in the text's words, from a ladder allowed with the sentence shown; the
// gates refused while the defender's troops share their cell, and a unit
// that loses to them not destroyed), the march between territories on the
// courier screen, the dreadnought record saying a slowed ship may be
// detached from its group (7.35), and the tracker's hex limit on a move
// step (7.32). Screenshots go to /tmp/macro-shots for a look.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { serverAndBrowser, tid, inView, openTool, keypadFaces } from "./helpers.mjs";

const s = serverAndBrowser();
mkdirSync("/tmp/macro-shots", { recursive: true });
const text = (page, id) => page.textContent(tid(id));
const open = (locale, hubItem) => openTool(s.browser, s.server.url, locale, hubItem);
const faces = keypadFaces;

/** The page's width holds its content: nothing wider than the phone. */
async function noOverflow(page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 360, `the page is ${wide} px wide`);
}

const melee = {
  ru: {
    locale: "ru-RU",
    open: "Открытая клетка",
    wall: "Стена",
    ladder: "Лестница",
    gates: "Ворота",
    refused: "«На стену можно … ходить в штыковую с клеток лестницы, башни или стены, но не с остальных» — атака с клетки «открытая клетка»",
    wallRule: /^«На стену можно/,
    held: "«В рукопашную ворота могут быть атакованы, только если на одной клетке с ними нет вражеских войск»",
    gatesRule: /Проигрыш рукопашной воротам не влечет уничтожения отряда/,
    repulsed: "Отбит воротами — отряд не уничтожен",
  },
  en: {
    locale: "en-US",
    open: "Open ground",
    wall: "Wall",
    ladder: "Ladder",
    gates: "Gates",
    refused: "“A wall may be … attacked in melee from ladder, tower or wall cells, but not from the others” — attacked from: open ground",
    wallRule: /^“A wall may be/,
    held: "“The gates may be attacked in melee only if no enemy troops share their cell”",
    gatesRule: /Losing a melee to the gates does not destroy the unit/,
    repulsed: "Repulsed by the gates — the unit is not destroyed",
  },
};

for (const [lang, w] of Object.entries(melee)) {
  test(`macro-battle melee on walls and gates (${lang})`, async () => {
    const { context, page, errors } = await open(w.locale, "tool-macro-melee");
    await page.waitForSelector(tid("page-macro-melee"));
    // «На стену можно … ходить в штыковую с клеток лестницы, башни или
    // стены, но не с остальных»: from open ground, refused and said why
    await page.selectOption(tid("b-d-cell"), { label: w.wall });
    assert.equal(await text(page, "b-error"), w.refused);
    await inView(page, tid("b-error"));
    await page.screenshot({ path: `/tmp/macro-shots/melee-wall-refused-${lang}.png` });
    assert.equal(await page.$eval(tid("b-d-cell"), (el) => el.selectedOptions[0].textContent), w.open, "undone");
    // from a ladder it stands: the odds, and the sentence as a note
    await page.selectOption(tid("b-a-cell"), { label: w.ladder });
    await page.selectOption(tid("b-d-cell"), { label: w.wall });
    assert.ok(await page.isHidden(tid("b-error")));
    assert.match(await text(page, "b-notes-0"), w.wallRule);
    assert.match(await text(page, "b-odds-attacker-wins"), /7\/12/);
    // the gates: on their own cell; refused while the defender's troops are there
    await page.selectOption(tid("b-d-fighter"), { label: w.gates });
    assert.match(await text(page, "b-notes-0"), w.gatesRule);
    await page.click(tid("b-troops-on-gates"));
    assert.equal(await text(page, "b-error"), w.held);
    await inView(page, tid("b-error"));
    await noOverflow(page);
    await page.screenshot({ path: `/tmp/macro-shots/melee-gates-held-${lang}.png`, fullPage: true });
    // heavy infantry 1 + 2 against the gates' 4: repulsed, not destroyed
    await faces(page, [1, 4]);
    assert.equal(await text(page, "b-result-line-1"), w.repulsed);
    await inView(page, tid("b-result-line-1"));
    await page.screenshot({ path: `/tmp/macro-shots/melee-gates-result-${lang}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

const march = {
  ru: {
    locale: "ru-RU",
    infantry: "Марш на соседнюю территорию: 30 минут (по самому медленному — пехота)",
    artillery: "Марш на соседнюю территорию: 60 минут (по самому медленному — артиллерия)",
    border: "Первые 30 минут армия на марше на территории, откуда выходит, затем — на той, куда входит",
    none: "Отметьте хотя бы один род войск",
  },
  en: {
    locale: "en-US",
    infantry: "March to a neighbouring territory: 30 minutes (at the slowest's pace: infantry)",
    artillery: "March to a neighbouring territory: 60 minutes (at the slowest's pace: artillery)",
    border: "For the first 30 minutes the army marches in the territory it leaves, then in the one it enters",
    none: "Tick at least one kind of troops",
  },
};

for (const [lang, w] of Object.entries(march)) {
  test(`macro-battle march between territories on the courier screen (${lang})`, async () => {
    const { context, page, errors } = await open(w.locale, "tool-macro-courier");
    await page.waitForSelector(tid("page-macro-courier"));
    await page.click(tid("b-mode-march"));
    assert.equal(await text(page, "b-notes-0"), w.infantry);
    await inView(page, tid("b-notes-0"));
    assert.ok(await page.isHidden(tid("b-dice-card")), "no dice to roll");
    // the slowest decides: artillery with the infantry and cavalry
    await page.click(tid("b-march-cavalry"));
    await page.click(tid("b-march-artillery"));
    assert.equal(await text(page, "b-notes-0"), w.artillery);
    assert.equal(await text(page, "b-notes-1"), w.border);
    await inView(page, tid("b-notes-1"));
    await noOverflow(page);
    await page.screenshot({ path: `/tmp/macro-shots/march-${lang}.png` });
    // the last kind ticked stays, and the player is told why
    for (const k of ["cavalry", "artillery", "infantry"]) await page.click(tid(`b-march-${k}`));
    assert.equal(await text(page, "b-error"), w.none);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

const dread = {
  ru: {
    locale: "ru-RU",
    detach: "Корабль можно выделить из группы: уменьшилась скорость (вычеркнуто клеток хода: 1) — с шага торпед, когда отметки вступят в силу",
    limit: /^К концу хода в гексе — не больше 8 кораблей одной стороны/,
  },
  en: {
    locale: "en-US",
    detach: "The ship may be detached from its group: its speed went down (speed boxes crossed: 1) — from the torpedo step, when the marks take effect",
    limit: /^At the end of a move: at most 8 ships of a side in a hex/,
  },
};

for (const [lang, w] of Object.entries(dread)) {
  test(`dreadnought: a slowed ship may be detached (7.35), the hex limit on a move step (7.32) (${lang})`, async () => {
    const { context, page, errors } = await open(w.locale, "tool-dreadnought-gunnery");
    await page.waitForSelector(tid("page-dread-gunnery"));
    await faces(page, [1, 1, 2, 3, 3, 4, 6, 6]);
    await faces(page, [3, 4, 2, 3]);
    await page.click(tid("b-hit-1-speed"));
    await page.click(tid("b-hit-2-hull"));
    const lines = await page.locator(`${tid("b-result")} ${"[data-testid^='b-result-line-']"}`).allTextContents();
    assert.ok(lines.includes(w.detach), lines.join(" | "));
    await page.locator(`[data-testid^='b-result-line-']:text-is("${w.detach}")`).scrollIntoViewIfNeeded();
    await noOverflow(page);
    await page.screenshot({ path: `/tmp/macro-shots/gunnery-detach-${lang}.png` });
    await context.close();
    const t = await open(w.locale, "tool-dreadnought-tracker");
    await t.page.waitForSelector(tid("page-dread-tracker"));
    await t.page.click(tid("t-next"));
    assert.match(await text(t.page, "t-line-1"), w.limit);
    await inView(t.page, tid("t-line-1"));
    await t.page.screenshot({ path: `/tmp/macro-shots/tracker-limit-${lang}.png` });
    await t.page.click(tid("t-next"));
    assert.equal(await t.page.locator(tid("t-line-1")).count(), 0, "gunnery: no move, no limit");
    assert.deepEqual([...errors, ...t.errors], []);
    await t.context.close();
  });
}

// Issue 46 #2: with «Клетка защитника: Ворота» and the default defender,
// the screen quoted the gates' rule and fought the cavalry («Атакующий
// проиграл и уничтожен»). It says the troops in the gates are attacked,
// not the gates, and offers the gates themselves.
const gateCell = {
  ru: {
    locale: "ru-RU",
    gates: "Ворота",
    inGates: /^Атакуется отряд в воротах, не ворота: Лёгкая кавалерия бьётся по обычным правилам/,
    rule: /ворота могут быть атакованы, только если на одной клетке с ними нет вражеских войск/,
    destroyed: "Проигравший уничтожен",
    broken: "Ворота разбиты",
  },
  en: {
    locale: "en-US",
    gates: "Gates",
    inGates: /^The troops in the gates are attacked, not the gates: Light cavalry fights by the usual rules/,
    rule: /The gates may be attacked in melee only if no enemy troops share their cell/,
    destroyed: "The loser destroyed",
    broken: "The gates broken",
  },
};

for (const [lang, w] of Object.entries(gateCell)) {
  test(`macro-battle melee on a gate cell says what is attacked and offers the gates (${lang})`, async () => {
    const { context, page, errors } = await open(w.locale, "tool-macro-melee");
    await page.waitForSelector(tid("page-macro-melee"));
    await page.selectOption(tid("b-d-cell"), { label: w.gates });
    assert.match(await text(page, "b-notes-0"), w.inGates);
    assert.match(await text(page, "b-notes-1"), w.rule);
    assert.equal(await page.getAttribute(tid("b-gate-target-troops"), "aria-pressed"), "true");
    await faces(page, [6, 1]);
    assert.equal(await text(page, "b-result-line-1"), w.destroyed);
    await page.screenshot({ path: `/tmp/macro-shots/melee-gate-troops-${lang}.png`, fullPage: true });
    // the gates themselves: the same faces now break them
    await page.click(tid("b-gate-target-gates"));
    assert.equal(await page.getAttribute(tid("b-gate-target-gates"), "aria-pressed"), "true");
    assert.match(await text(page, "b-notes-0"), w.rule);
    assert.equal(await page.locator(tid("b-notes-1")).count(), 0);
    assert.equal(await page.$eval(tid("b-d-fighter"), (el) => el.selectedOptions[0].textContent), w.gates);
    assert.equal(await text(page, "b-result-line-1"), w.broken);
    await inView(page, tid("b-result-line-1"));
    await noOverflow(page);
    await page.screenshot({ path: `/tmp/macro-shots/melee-gate-gates-${lang}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
