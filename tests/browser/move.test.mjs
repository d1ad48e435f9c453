// The movement planner in a phone-sized Chromium: the seed's brig example
// stepped through (budget 3 → L 2 → L 2 → F,F 0, or L → −1), undo, a tapped
// cell's path, calm and storm modes, both languages.
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

async function openPlanner(locale) {
  const { context, page, errors } = await phonePage(browser, { locale });
  await page.goto(server.url + "#/tools");
  await ready(page);
  await page.click(tid("tool-move"));
  await page.waitForSelector(tid("page-move"));
  return { context, page, errors };
}

test("the seed's brig example, step by step (Russian)", async () => {
  const { context, page, errors } = await openPlanner("ru-RU");
  // Defaults: brig, heading N, fresh wind W.
  await page.click(tid("move-class-brig"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("heading-N"));
  await page.click(tid("wind-W"));
  assert.equal(await text(page, "move-budget"), "3");
  assert.equal(await text(page, "move-remaining"), "3");
  const explain = await text(page, "budget-explain");
  assert.match(explain, /Дальность по карте, прямой курс: 5/);
  assert.match(explain, /−2 отклонение курса от ветра/);
  assert.match(explain, /§3\.1/);
  // Step L: −1 step, −1 diagonal, +1 towards the wind.
  assert.match(await page.getAttribute(tid("step-L"), "aria-label"), /шаг −1, диагональ −1, к ветру \+1, осталось 2/);
  await page.click(tid("step-L"));
  assert.equal(await text(page, "move-remaining"), "2");
  await page.click(tid("step-L"));
  assert.equal(await text(page, "move-remaining"), "2");
  assert.match(await text(page, "move-steps"), /Влево: в клетку \(-2,2\)/);
  // The ship is now at (−2,2) facing W.
  assert.match(await page.getAttribute(tid("cell--2-2"), "aria-label"), /корабль сейчас здесь, курс запад, осталось 2/);
  // Ending one: F, F → 0, move over.
  await page.click(tid("step-F"));
  await page.click(tid("step-F"));
  assert.equal(await text(page, "move-remaining"), "0");
  assert.ok(await page.isDisabled(tid("step-F")));
  await page.waitForSelector(tid("move-over"));
  // Undo twice, then ending two: L → −1.
  await page.click(tid("step-undo"));
  await page.click(tid("step-undo"));
  assert.equal(await text(page, "move-remaining"), "2");
  await page.click(tid("step-L"));
  assert.equal(await text(page, "move-remaining"), "−1");
  assert.match(await text(page, "move-steps"), /шаг −1, диагональ −1, от ветра −1 = −3 → осталось −1/);
  assert.match(await page.getAttribute(tid("cell--3-1"), "aria-label"), /корабль сейчас здесь, курс юго-запад, осталось −1/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("tapping a reachable cell shows the path to it (English)", async () => {
  const { context, page, errors } = await openPlanner("en-US");
  await page.click(tid("move-class-brig"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("heading-N"));
  await page.click(tid("wind-W"));
  assert.equal(await text(page, "move-budget"), "3");
  const label = await page.getAttribute(tid("cell--4-2"), "aria-label");
  assert.match(label, /^cell 4 west 2 north: reachable, heading west, 0 left/);
  await page.click(tid("cell--4-2"));
  assert.match(await text(page, "cell-info"), /Path → \(-4,2\), heading west, left 0: Left, Left, Forward, Forward/);
  // The cells passed are highlighted.
  for (const id of ["cell-0-1", "cell--1-1", "cell--2-2", "cell--3-2"]) {
    assert.match(await page.getAttribute(tid(id), "class"), /cell--path/, id);
  }
  await page.click(tid("follow-path"));
  assert.equal(await text(page, "move-remaining"), "0");
  // Cells are at least 36 px and the grid fits the 360 px screen.
  const box = await page.locator(tid("cell-0-0")).boundingBox();
  assert.ok(box.width >= 36 && box.height >= 36, `cell ${box.width}x${box.height}`);
  const grid = await page.locator(tid("mini-grid")).boundingBox();
  assert.ok(grid.x >= 0 && grid.x + grid.width <= 360, `grid ${grid.x}+${grid.width}`);
  for (const id of ["step-F", "step-L", "step-R", "heading-N", "wind-W"]) {
    const b = await page.locator(tid(id)).boundingBox();
    assert.ok(b.width >= 44 && b.height >= 44, `${id} ${b.width}x${b.height}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("calm with the two-calms move, and storm drift", async () => {
  const { context, page, errors } = await openPlanner("en-US");
  await page.click(tid("move-class-brig"));
  await page.click(tid("weather-calm"));
  await page.click(tid("heading-NE"));
  const before = await text(page, "calm-explain");
  assert.match(before, /Turn in place: 2 × 45°/);
  assert.match(before, /does not move on this heading/);
  await page.check(tid("two-calms"));
  assert.match(await text(page, "calm-explain"), /Second calm in a row: 1 cell forward \(1,1\)/);
  assert.match(await page.getAttribute(tid("cell-1-1"), "aria-label"), /reachable/);
  await page.click(tid("weather-storm"));
  await page.click(tid("wind-E"));
  assert.match(await text(page, "storm-explain"), /2 cells → \(2,0\), heading east/);
  assert.match(await text(page, "storm-explain"), /A-4/);
  assert.match(await page.getAttribute(tid("cell-2-0"), "class"), /cell--path/);
  assert.deepEqual(errors, []);
  await context.close();
});
