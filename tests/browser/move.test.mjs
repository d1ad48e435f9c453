// The movement planner in a phone-sized Chromium: the seed's brig example
// stepped through (budget 3, L L F F → (−4,2) facing W with 0 left, an L
// instead → −1), undo, a tapped cell's path taken, calm with the two-calms
// move and its rate, storm drift, a dismasted Rapid brig, the "both cells
// free" note, the fire lines crossed (§4.7), the plan kept across a rule
// link, both languages. After every tap whose result matters, the grid and
// the step buttons (or the calm moves) are on screen without scrolling.
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

const text = async (page, id) => (await page.textContent(tid(id))).trim();
const kind = (page, x, y) => page.getAttribute(tid(`cell-${x}-${y}`), "data-kind");

async function openPlanner(locale) {
  const { context, page, errors } = await phonePage(browser, { locale });
  await page.goto(server.url + "#/tools");
  await ready(page);
  await page.click(tid("tool-move"));
  await page.waitForSelector(tid("page-move"));
  return { context, page, errors };
}

/** The grid and the F / L / R buttons are both on screen. */
async function planInView(page) {
  await inView(page, tid("plan-grid"));
  for (const m of ["L", "F", "R"]) await inView(page, tid(`step-${m}`));
}

/** The legend shows these kinds, each in the grid's own colour. */
async function legendMatches(page, kinds) {
  for (const k of kinds) {
    const cell = await page.$eval(`${tid("plan-grid")} [data-kind="${k}"]`, (e) => getComputedStyle(e).backgroundColor);
    const swatch = await page.$eval(`${tid("plan-legend")} .plan-cell--${k}`, (e) => getComputedStyle(e).backgroundColor);
    assert.equal(swatch, cell, k);
  }
}

/** Tap, then check the grid and the step buttons are in view. */
async function tap(page, id) {
  await page.click(tid(id));
  await planInView(page);
}

test("the seed's brig example, step by step (Russian)", async () => {
  const { context, page, errors } = await openPlanner("ru-RU");
  await tap(page, "plan-class-brig");
  await tap(page, "plan-sky-fresh");
  await tap(page, "plan-heading-N");
  await tap(page, "plan-wind-W");
  // issue 33, item 8: the rose says once how the rules name a wind (players
  // say «западный» of a wind from the west), in view with the grid
  assert.equal(await text(page, "plan-wind-note"), "Западный ветер — дует на запад, как в правилах");
  await inView(page, tid("plan-wind-note"));
  assert.equal(await text(page, "move-budget"), "3");
  assert.equal(await text(page, "move-remaining"), "3");
  assert.equal(await page.getAttribute(tid("step-L"), "aria-label"), "Влево: шаг −1, диагональ −1, к ветру +1, осталось 2");
  // the budget's parts, each with its rule
  await page.click(`${tid("plan-why")} summary`);
  const why = await text(page, "plan-why");
  assert.match(why, /Дальность по карте, прямой курс: 5/);
  assert.match(why, /−2: отклонение курса С от ветра З/);
  assert.match(why, /= запас хода 3/);
  assert.equal(await page.getAttribute(`${tid("plan-why")} a.sec >> nth=0`, "href"), "#/rules?at=3.1");
  await page.click(`${tid("plan-why")} summary`);
  // L: −1 step, −1 diagonal, +1 towards the wind; the two cells it passes
  await tap(page, "step-L");
  assert.equal(await text(page, "move-remaining"), "2");
  assert.match(await text(page, "plan-status"), /Влево: курс СЗ; шаг −1, диагональ −1, к ветру \+1 = −1 → осталось 2/);
  assert.match(await text(page, "plan-status"), /Поворот с прямого курса: обе клетки на пути должны быть свободны/);
  await inView(page, tid("plan-status-1"));
  await tap(page, "step-L");
  assert.equal(await text(page, "move-remaining"), "2");
  assert.doesNotMatch(await text(page, "plan-status"), /свободны/, "from a diagonal: one cell");
  assert.equal(await kind(page, -2, 2), "ship");
  assert.match(await page.getAttribute(tid("cell--2-2"), "aria-label"), /корабль, курс запад, осталось 2/);
  assert.equal(await kind(page, 0, 0), "start");
  assert.equal(await kind(page, 0, 1), "path");
  // F, F: (−4,2) facing W, 0 left, the move is over
  await tap(page, "step-F");
  await tap(page, "step-F");
  assert.equal(await text(page, "move-remaining"), "0");
  assert.equal(await kind(page, -4, 2), "ship");
  assert.equal(await text(page, "cell--4-2"), "←\n0");
  assert.ok(await page.isDisabled(tid("step-F")));
  assert.match(await text(page, "plan-status"), /Ход окончен/);
  // the steps, each with its reason, and what "(x,y)" means
  await page.click(`${tid("plan-log")} summary`);
  assert.match(await text(page, "plan-steps"), /Влево: в \(−1,1\), курс СЗ; шаг −1, диагональ −1, к ветру \+1 = −1 → осталось 2\. ⚠ Поворот с прямого курса проходит клетки \(0,1\) и \(−1,1\): обе должны быть свободны/);
  assert.match(await text(page, "plan-log"), /x на восток, y на север/);
  // undo twice, then L instead: −1
  await tap(page, "step-undo");
  await tap(page, "step-undo");
  assert.equal(await text(page, "move-remaining"), "2");
  await tap(page, "step-L");
  assert.equal(await text(page, "move-remaining"), "−1");
  assert.match(await text(page, "plan-status"), /шаг −1, диагональ −1, от ветра −1 = −3 → осталось −1/);
  assert.equal(await kind(page, -3, 1), "ship");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a tapped cell's path, the fire lines it crosses, sizes and colours (English)", async () => {
  const { context, page, errors } = await openPlanner("en-US");
  assert.equal(await text(page, "plan-wind-note"), "A west wind blows to the west, as in the rules");
  assert.equal(await text(page, "move-budget"), "3");
  assert.match(await page.getAttribute(tid("cell--4-2"), "aria-label"), /^cell \(−4,2\): reachable: heading west, 0 left/);
  await tap(page, "cell--4-2");
  assert.match(await text(page, "plan-status"), /Path: Left ×2, Forward ×2 → heading west, 0 left/);
  assert.match(await text(page, "plan-status"), /both cells passed must be free/);
  await inView(page, tid("plan-follow"));
  assert.equal(await page.getAttribute(tid("cell--4-2"), "aria-pressed"), "true");
  for (const [x, y] of [[0, 1], [-1, 1], [-2, 2], [-3, 2]]) assert.equal(await kind(page, x, y), "path", `${x},${y}`);
  // §4.7: the cells passed and who may fire there
  assert.equal(await text(page, "plan-crossing-cells"), "Passes (0,1), (−1,1), (−2,2), (−3,2); ends in (−4,2)");
  const crossing = await text(page, "plan-crossing-notes");
  assert.match(crossing, /Passing a cell on an enemy's fire line: it fires first, you answer and sail on/);
  assert.match(crossing, /Ending the move on such a cell: you fire first, it answers/);
  assert.match(crossing, /Swift may fire at once, you answer/);
  assert.equal(await page.getAttribute(`${tid("plan-crossing-notes")} a.sec >> nth=0`, "href"), "#/rules?at=4.7");
  // an unreachable cell: said where the player looks, nothing changes
  await tap(page, "cell-1-0");
  assert.match(await text(page, "plan-status-0"), /That cell is out of reach/);
  await inView(page, tid("plan-status-0"));
  assert.equal(await text(page, "move-remaining"), "3");
  await tap(page, "cell--4-2");
  await legendMatches(page, ["ship", "reach", "path"]);
  await tap(page, "plan-follow");
  await legendMatches(page, ["ship", "start", "path"]);
  assert.equal(await text(page, "move-remaining"), "0");
  assert.equal(await kind(page, -4, 2), "ship");
  // sizes: cells and buttons ≥ 44 px, cell text ≥ 12 px, nothing wider than the phone
  for (const id of ["cell-0-0", "cell--4-2", "step-F", "step-L", "step-R", "step-undo", "plan-heading-N", "plan-wind-W"]) {
    const b = await page.locator(tid(id)).boundingBox();
    assert.ok(b.width >= 44 && b.height >= 44, `${id} ${b.width}x${b.height}`);
  }
  const fontPx = await page.$eval(tid("cell--3-2"), (e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(fontPx >= 12, `cell text ${fontPx}px`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), "no sideways scroll");
  assert.deepEqual(errors, []);
  await context.close();
});

test("calm: the two-calms move only when offered, with its rate said plainly", async () => {
  const { context, page, errors } = await openPlanner("en-US");
  await page.click(tid("plan-sky-calm"));
  await page.click(tid("plan-heading-NE"));
  await inView(page, tid("plan-grid"));
  // the brig (calm 1/0) on a diagonal: no forward move, no two-calms move yet
  assert.equal(await page.locator(tid("plan-calm-two-calms")).count(), 0);
  await page.click(`${tid("plan-why")} summary`);
  assert.match(await text(page, "plan-why"), /In calm this ship does not move forward on this heading/);
  assert.match(await text(page, "plan-why"), /The two-calms move comes in a second calm in a row, heading kept through the first/);
  await page.click(`${tid("plan-why")} summary`);
  await page.click(tid("plan-first-calm"));
  await inView(page, tid("plan-calm-two-calms"));
  assert.match(await text(page, "plan-status"), /One such move per two calms: the next calm is a first calm again/);
  await page.click(tid("plan-calm-two-calms"));
  await inView(page, tid("plan-grid"));
  await inView(page, tid("plan-calm-two-calms"));
  assert.equal(await kind(page, 1, 1), "ship");
  assert.match(await text(page, "plan-status"), /The next calm is a first calm again/);
  // a turn instead: one or the other
  await page.click(tid("plan-calm-turn-E"));
  assert.equal(await kind(page, 1, 1), "reach");
  assert.equal(await text(page, "cell-0-0"), "→");
  assert.match(await text(page, "plan-status"), /The next calm is a first calm again/);
  // Russian: the same rate
  await page.click(tid("lang-switch"));
  await page.waitForSelector(`${tid("plan-status")}:has-text("штиль")`);
  assert.match(await text(page, "plan-status"), /Один такой ход на два штиля: после него следующий штиль снова первый/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("storm drift, and a dismasted Rapid brig (Russian)", async () => {
  const { context, page, errors } = await openPlanner("ru-RU");
  await page.click(tid("plan-sky-storm"));
  await page.click(tid("plan-wind-E"));
  await inView(page, tid("plan-grid"));
  assert.match(await text(page, "plan-headline"), /Буря: снос 2 клетки → \(2,0\), затем нос — на восток §3\.3 \[A-4\]/);
  assert.equal(await kind(page, 2, 0), "ship");
  assert.equal(await kind(page, 1, 0), "path");
  // the sails gone: no fresh-wind range, Rapid included; only a turn in place
  await page.click(tid("plan-sky-fresh"));
  await page.click(tid("plan-wind-W"));
  await page.click(tid("plan-rapid"));
  for (let i = 0; i < 5; i++) await page.click(tid("plan-sails-inc"));
  assert.equal(await text(page, "plan-sails"), "5");
  assert.ok(await page.isDisabled(tid("plan-sails-inc")));
  await planInView(page);
  assert.equal(await text(page, "move-budget"), "−2");
  assert.match(await text(page, "plan-status"), /Парусов нет: в свежий ветер хода нет, можно только развернуться на месте/);
  for (const m of ["L", "F", "R"]) assert.ok(await page.isDisabled(tid(`step-${m}`)), m);
  await page.click(`${tid("plan-why")} summary`);
  assert.match(await text(page, "plan-why"), /Рапид: \+0 — парусов нет, Рапид их не возвращает/);
  assert.equal(await page.getAttribute(`${tid("plan-why")} a.assume`, "href"), "#/rules?at=A-20");
  await page.click(`${tid("plan-why")} summary`);
  await inView(page, tid("plan-now-turn-NE"));
  await page.click(tid("plan-now-turn-NE"));
  await planInView(page);
  assert.match(await text(page, "plan-status"), /Развернулся на месте: курс северо-восток/);
  assert.equal(await text(page, "cell-0-0"), "↗\n−2");
  // calm turning and storm drift still apply
  await page.click(tid("plan-sky-calm"));
  await inView(page, tid("plan-calm-turn-NE"));
  assert.match(await text(page, "plan-status"), /Парусов нет, но в штиль корабль разворачивается на месте/);
  await page.click(tid("plan-sky-storm"));
  await inView(page, tid("plan-grid"));
  assert.match(await text(page, "plan-status"), /Парусов нет, но буря сносит корабль всё равно/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the planned path is kept across a rule link and back", async () => {
  const { context, page, errors } = await openPlanner("ru-RU");
  await tap(page, "step-L");
  await tap(page, "step-L");
  await tap(page, "cell--4-2");
  assert.equal(await text(page, "move-remaining"), "2");
  await page.click(`${tid("plan-why")} summary`);
  await page.click(`${tid("plan-why")} a.sec >> nth=0`);
  await page.waitForSelector(tid("page-rules"));
  assert.match(page.url(), /#\/rules\?at=3\.1$/);
  await page.goBack();
  await page.waitForSelector(tid("page-move"));
  assert.equal(await text(page, "move-remaining"), "2");
  assert.equal(await kind(page, -2, 2), "ship");
  assert.equal(await page.getAttribute(tid("cell--4-2"), "aria-pressed"), "true");
  // the Tools tab returns to the planner too
  await page.click(tid("nav-roll"));
  await page.click(tid("nav-tools"));
  await page.waitForSelector(tid("page-move"));
  assert.equal(await text(page, "move-remaining"), "2");
  assert.deepEqual(errors, []);
  await context.close();
});

/** Whether the element is the topmost thing at its centre (nothing covers it). */
const uncovered = (page, id) =>
  page.$eval(tid(id), (e) => {
    const r = e.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return e === top || e.contains(top);
  });

for (const locale of ["ru-RU", "en-US"]) {
  test(`nothing covers the class, sails and Rapid inputs; the grid shows whole cells (${locale})`, async () => {
    const { context, page, errors } = await openPlanner(locale);
    // a linkor with the wind behind it: more rows than the frame shows
    await page.click(tid("plan-class-linkor"));
    await page.click(tid("plan-wind-N"));
    await page.evaluate(() => window.scrollTo(0, 0));
    // at the top of the page: whatever input is on screen is not under the panel
    const inputs = ["plan-class-brig", "plan-class-linkor", "plan-sails-inc", "plan-rapid", "plan-sky-calm", "plan-wind-E", "plan-heading-S"];
    for (const id of inputs) {
      const b = await page.locator(tid(id)).boundingBox();
      if (b.y >= 60 && b.y + b.height <= 740 - 57) assert.ok(await uncovered(page, id), `${id} covered at the top`);
    }
    // each input brought on screen can be seen and tapped, and the panel's
    // grid and steps are on screen with it
    for (const id of ["plan-class-frigate", "plan-sails-inc", "plan-rapid"]) {
      await page.locator(tid(id)).scrollIntoViewIfNeeded();
      await inView(page, tid(id));
      assert.ok(await uncovered(page, id), `${id} covered`);
      await planInView(page);
    }
    await page.click(tid("plan-rapid"));
    assert.equal(await page.getAttribute(tid("plan-rapid"), "aria-pressed"), "true");
    await planInView(page);
    // the grid's frame shows whole rows and columns: no cell cut in half
    const cut = await page.$eval(tid("plan-grid"), (frame) => {
      const f = frame.getBoundingClientRect();
      const inner = { top: f.top + frame.clientTop, left: f.left + frame.clientLeft };
      inner.bottom = inner.top + frame.clientHeight;
      inner.right = inner.left + frame.clientWidth;
      return [...frame.querySelectorAll(".plan-cell")]
        .map((c) => c.getBoundingClientRect())
        .filter((r) => {
          const h = Math.min(r.bottom, inner.bottom) - Math.max(r.top, inner.top);
          const w = Math.min(r.right, inner.right) - Math.max(r.left, inner.left);
          return h > 0.5 && w > 0.5 && (h < r.height - 0.5 || w < r.width - 0.5);
        }).length;
    });
    assert.equal(cut, 0, "cells cut by the frame");
    const rows = await page.$eval(tid("plan-grid"), (f) => f.scrollHeight > f.clientHeight);
    assert.ok(rows, "the linkor's reach scrolls inside the frame");
    assert.deepEqual(errors, []);
    await context.close();
  });
}
