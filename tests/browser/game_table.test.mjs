// The table at a glance (issue 17): a 2 × 4 fleet battle's tiles all on one
// 360 × 740 screen, the slim round bar, the ship's bottom sheet with its
// one-tap changes shown at once (in view) on the ship's tile, the
// sails-damaged reminder at this wind (issue 16 #7), in both languages;
// a whole game's table on one screen, the salvo's chosen ships and its
// damage, the wind named as the rules name it, and a wide window's sheet
// links (issue 33): a whole 2 × 4 game from setup through a salvo, a
// sinking, a shot that sinks, a captain revealed and a boarding with a
// captain moved, every ship in view at 360 × 740 after each.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, widePage, ready, tid, inView } from "./helpers.mjs";
import { savedLen, logLen, card, openHand, assignCaptain, hideHand, typePin, boardAndWin } from "./game-helpers.mjs";

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

const FLEETS = [
  ["Меркурий", "brig"],
  ["Азов", "frigate"],
  ["Виктория", "galleon"],
  ["Святослав", "linkor"],
];

/** A new 2 × 4 game: Аня and Борис, a brig, a frigate, a galleon and a linkor each. */
async function newBattle(page) {
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await page.fill(tid("setup-player-0-name"), "Аня");
  await page.fill(tid("setup-player-1-name"), "Борис");
  let key = 0;
  for (const player of [0, 1]) {
    for (const [name, cls] of FLEETS) {
      await page.click(tid(`setup-player-${player}-add-ship`));
      await page.fill(tid(`setup-ship-${key}-name`), player === 0 ? name : `${name} II`);
      await page.selectOption(tid(`setup-ship-${key}-class`), cls);
      key += 1;
    }
  }
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
}

test("a 2 × 4 battle: every tile on one phone screen; the sheet's changes show at once", async () => {
  const { context, page, errors } = await phonePage(browser);
  await newBattle(page);
  const tiles = page.locator(tid("ship-card"));
  assert.equal(await tiles.count(), 8);
  for (let i = 0; i < 8; i++) {
    await inView(page, `${tid("ship-card")} >> nth=${i}`);
  }
  await inView(page, tid("new-round"));
  await page.screenshot({ path: "/tmp/game-shots/table-ru-setup.png" });

  // the bar starts round 1: fresh wind W
  let n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-fresh"));
  await page.click(tid("weather-dir-W"));
  // issue 33 #8: said once, under the rose, how the rules name a wind
  assert.equal(await page.textContent(tid("weather-note")), "Западный ветер — дует на запад, как в правилах");
  await inView(page, tid("weather-note"));
  await page.click(tid("weather-start"));
  // as the rose and the bar say it, not «свежий ветер: запад» (issue 46 #4)
  assert.match(await page.textContent(tid("confirm-summary")), /Новый раунд — ветер → запад/);
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  assert.match(await page.textContent(tid("round-line")), /Раунд 1 — ветер → запад/);
  await inView(page, tid("round-line"));

  // a tap on a tile opens its sheet: +1 hull is two taps, shown at once
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  assert.match(page.url(), /#\/game\?ship=/);
  n = await logLen(page);
  await page.click(tid("quick-hull"));
  assert.equal(await page.textContent(tid("confirm-summary")), "Исправление, не выстрел — Бриг «Меркурий»: корпус 0 → 1");
  await inView(page, tid("confirm-yes"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  const sheetTile = `${tid("sheet-tile")} ${tid("ship-hull")}`;
  await page.waitForSelector(`${sheetTile}[data-value="1/3"]`);
  await inView(page, sheetTile);

  // +1 sails: the reminder gives the range at this wind (brig N, wind W: 5 − 1 − 2 = 2)
  await page.click(tid("quick-sails"));
  assert.equal(await page.textContent(tid("confirm-summary")), "Исправление, не выстрел — Бриг «Меркурий»: паруса 0 → 1");
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 2);
  // (the sheet lists the reminders in full, with their rules, under its tile)
  const rem = `${tid("ship-sheet")} .sheet__rem:has-text("паруса повреждены")`;
  await page.waitForSelector(rem);
  assert.match(await page.textContent(rem), /ход при этом ветре — 2 клетки/);
  await inView(page, rem);

  // the rose: the heading after the move, two taps
  await page.click(tid("rose-E"));
  assert.match(await page.textContent(tid("confirm-summary")), /курс север → восток/);
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 3);
  await page.waitForSelector(`${tid("rose-E")}[aria-pressed="true"]`);
  assert.match(await page.textContent(`${tid("sheet-tile")} ${tid("ship-heading")}`), /восток/);
  await inView(page, tid("sheet-tile"));
  // the sheet's tile shows all of itself (the sheet's flex column squeezed
  // it, and its shots ran under the reminder: issue 33)
  assert.ok(await page.locator(tid("sheet-tile")).evaluate((el) => el.scrollHeight <= el.clientHeight + 1), "the sheet's tile is not cut");
  await page.screenshot({ path: "/tmp/game-shots/sheet-ru.png" });

  // back closes the sheet; the table tile shows the same
  await page.goBack();
  await page.waitForSelector(tid("ship-sheet"), { state: "detached" });
  assert.equal(await card(page, "Меркурий").first().locator(tid("ship-hull")).getAttribute("data-value"), "1/3");
  await page.screenshot({ path: "/tmp/game-shots/table-ru.png" });

  // English: the bar and the reminder, still all tiles in view
  await page.click(tid("lang-switch"));
  await page.waitForSelector(`${tid("round-line")}:has-text("Round 1 — wind → west")`);
  assert.equal(await card(page, "Меркурий").first().locator(tid("reminder-sails")).textContent(), "sails: range 0");
  assert.match(
    await reminderText(page, "Меркурий", "sails"),
    /range at this wind 0 cells/ // heading E, wind W: 4 − 4
  );
  for (let i = 0; i < 8; i++) {
    await inView(page, `${tid("ship-card")} >> nth=${i}`);
  }
  await page.screenshot({ path: "/tmp/game-shots/table-en.png" });
  await page.click(tid("lang-switch"));

  // the log: newest first, undo from the entry's menu
  await page.click(tid("game-tab-log"));
  await page.waitForSelector(tid("game-log"));
  const newest = `${tid("log-entry")} >> nth=0`;
  assert.match(await page.textContent(newest), /Меркурий/);
  await inView(page, newest);
  const idx = await page.getAttribute(newest, "data-index");
  await page.click(`${tid(`log-menu-${idx}`)} > summary`);
  await inView(page, tid(`log-undo-${idx}`));
  await page.screenshot({ path: "/tmp/game-shots/log-ru.png" });
  await page.click(tid("game-tab-table"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a salvo of two ships is one roll and one record; boarding shows the defender's shot and points", async () => {
  const { context, page, errors } = await phonePage(browser);
  await newBattle(page);
  let n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid("weather-calm"));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);

  // Меркурий (1 shot) and Виктория (2 shots) fire at Святослав II
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(`${tid("sheet-salvo")} > summary`);
  await page.selectOption(tid("salvo-target"), { label: "Линкор «Святослав II»" });
  await page.click(tid("salvo-ship-0"));
  await page.click(tid("salvo-ship-2"));
  await page.click(tid("salvo-shots-plus-2"));
  const lines = await page.textContent(tid("salvo-lines"));
  assert.match(lines, /Залп: 3 выстрела/);
  assert.match(lines, /каждый корабль тратит последний выстрел/);
  // a miss: the first face that does not hit
  const miss = page.locator(`${tid("salvo-die")} button[data-hit="false"]`).first();
  await miss.click();
  await page.waitForSelector(tid("salvo-result"));
  assert.match(await page.textContent(tid("salvo-result")), /промах/);
  await inView(page, tid("salvo-result"));
  n = await logLen(page);
  await page.click(tid("salvo-record"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.screenshot({ path: "/tmp/game-shots/salvo-ru.png" });
  // both ships spent their shots: one action in the log
  assert.equal(await page.locator(`${tid("sheet-tile")} ${tid("ship-shots")}`).getAttribute("data-value"), "0/1");

  // boarding Азов II from its west: its port broadside fires first
  await page.click(`${tid("sheet-salvo")} > summary`);
  await page.click(`${tid("sheet-boarding")} > summary`);
  await page.selectOption(tid("boarding-target"), { label: "Фрегат «Азов II»" });
  await page.click(tid("boarding-side-W"));
  const b = await page.textContent(tid("boarding-lines"));
  assert.match(b, /Защитник стреляет первым: левый борт/);
  assert.match(b, /Очки абордажа: \d+ очк/);
  await inView(page, tid("boarding-lines"));
  await page.screenshot({ path: "/tmp/game-shots/boarding-ru.png" });
  assert.deepEqual(errors, []);
  await context.close();
});

/** Every afloat ship's shots as its tile shows them ("1/2"), by name. */
async function allShots(page) {
  return page.locator(tid("ship-card")).evaluateAll((els) =>
    Object.fromEntries(
      els
        .filter((e) => e.querySelector('[data-testid="ship-shots"]'))
        .map((e) => [e.querySelector('[data-testid="ship-title"]').textContent.trim(), e.querySelector('[data-testid="ship-shots"]').dataset.value])
    )
  );
}

/** Start a round from the bar: `kind` calm, fresh or storm, `dir` a heading code. */
async function startRound(page, kind, dir) {
  const n = await logLen(page);
  await page.click(tid("new-round"));
  await page.click(tid(`weather-${kind}`));
  if (dir) await page.click(tid(`weather-dir-${dir}`));
  await page.click(tid("weather-start"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
}

/** How many lines the element's visible text takes: the line boxes of its
 * text (not of text only a screen reader hears), grouped where they
 * overlap vertically. */
async function lines(page, selector) {
  return page.locator(selector).evaluate((el) => {
    const boxes = [];
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.textContent.trim() || n.parentElement.closest(".sr-only")) continue;
      const r = document.createRange();
      r.selectNodeContents(n);
      boxes.push(...[...r.getClientRects()].filter((b) => b.width > 0 && b.height > 0));
    }
    const rows = [];
    for (const b of boxes) {
      if (!rows.some((t) => b.top < t.bottom - 2 && t.top < b.bottom - 2)) rows.push(b);
    }
    return rows.length;
  });
}

/** Issue 33 #5: after each round of a 2 × 4 game on one phone, every tile
 * lies inside the viewport above the bottom bar, the round bar is one
 * line, each reminder is a one-line chip whose tap opens its full text,
 * and a sunk ship is one line. */
async function tableFits(page, where) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const vp = page.viewportSize();
  const nav = await page.locator("nav.nav").boundingBox();
  const tiles = page.locator(tid("ship-card"));
  assert.equal(await tiles.count(), 8, where);
  for (let i = 0; i < 8; i++) {
    const b = await tiles.nth(i).boundingBox();
    const name = await tiles.nth(i).locator(tid("ship-title")).textContent();
    const sub = tiles.nth(i).locator(".tile__sub");
    if (await sub.count()) assert.equal(await lines(page, `${tid("ship-card")} >> nth=${i} >> .tile__sub`), 1, `${where}: ${name}'s class and captain are one line`);
    assert.ok(
      b.y >= 0 && b.x >= 0 && b.x + b.width <= vp.width && b.y + b.height <= nav.y,
      `${where}: ${name} (y ${b.y}, h ${b.height}) is outside the screen above the bar (${nav.y})`
    );
  }
  assert.equal(await lines(page, tid("new-round")), 1, `${where}: the round bar is one line`);
  assert.ok(
    await page.locator(tid("round-line")).evaluate((el) => el.scrollWidth <= el.clientWidth),
    `${where}: the round and the weather are not cut off`
  );
  const chips = page.locator(`${tid("ship-card")} [data-testid^="reminder-"]`);
  for (let i = 0; i < (await chips.count()); i++) {
    assert.equal(await lines(page, `${tid("ship-card")} [data-testid^="reminder-"] >> nth=${i}`), 1, `${where}: reminder ${i} is one line`);
  }
  // a sunk ship is its name and the word: the whole name (issue 46 #11:
  // «Штанд… потоплен»), the word under it when both do not fit one line
  const sunk = page.locator(`${tid("ship-card")}[data-status="sunk"]`);
  for (let i = 0; i < (await sunk.count()); i++) {
    const at = `${tid("ship-card")}[data-status="sunk"] >> nth=${i}`;
    assert.ok((await lines(page, at)) <= 2, `${where}: a sunk ship is at most two lines`);
    const title = page.locator(`${at} >> ${tid("ship-title")}`);
    assert.ok(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${where}: a sunk ship's name is whole`);
  }
}

/** Tap a tile's reminder chip: its full text opens, under the chip; a
 * second tap folds it. Returns the full text. */
async function reminderText(page, ship, code) {
  const chip = card(page, ship).first().locator(tid(`reminder-${code}`));
  await chip.click();
  assert.equal(await chip.getAttribute("aria-expanded"), "true");
  const full = card(page, ship).first().locator(tid("reminder-full"));
  await full.waitFor();
  const text = await full.textContent();
  await chip.click();
  await full.waitFor({ state: "detached" });
  return text;
}

test("a whole 2 × 4 game on one phone: every ship stays on one 360 × 740 screen, round after round (issue 33 #5)", async (t) => {
  const { context, page, errors } = await phonePage(browser);
  await newBattle(page);
  // Аня's four captains, face down on her four ships: a seal on every tile
  // of her column (the class, the marker and the status keep to one line)
  await openHand(page, 0, "135792");
  for (const [code, ship] of [["swift", "Бриг «Меркурий»"], ["target", "Фрегат «Азов»"], ["rapid", "Галеон «Виктория»"], ["berserk", "Линкор «Святослав»"]]) {
    await assignCaptain(page, code, ship);
  }
  await hideHand(page);
  assert.match(await card(page, "Святослав").first().locator(tid("ship-captain")).textContent(), /^⚓ капитан [0-9A-F]{4}$/);
  await tableFits(page, "setup");

  // round 1: fresh wind W; a salvo of Аня's galleon and linkor brings
  // down Меркурий II's sails (a hit on the sails)
  await startRound(page, "fresh", "W");
  await card(page, "Виктория").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(`${tid("sheet-salvo")} > summary`);
  await page.selectOption(tid("salvo-target"), { label: "Бриг «Меркурий II»" });
  await page.click(tid("salvo-ship-0"));
  // issue 33 #7: the ship in the salvo looks chosen, the one out does not
  const look = (i) =>
    page.locator(tid(`salvo-ship-${i}`)).evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b, "::before").content]);
  const [inBg, inMark] = await look(0);
  const [outBg, outMark] = await look(1);
  assert.notEqual(inBg, outBg, "a ship in the salvo is filled");
  assert.equal(inMark, '"✓"');
  assert.notEqual(outMark, '"✓"');
  await page.click(tid("salvo-aim-sails"));
  await page.locator(`${tid("salvo-die")} button[data-hit="true"]`).first().click();
  if (await page.locator(`${tid("salvo-die")} button`).count()) {
    await page.locator(`${tid("salvo-die")} button[data-hit="false"]`).first().click();
  }
  // the result says what the hit did, as the tile will show it
  assert.match(await page.textContent(tid("salvo-result")), / — паруса \+1 \(1 из 5\)$/);
  await inView(page, tid("salvo-result"));
  let n = await logLen(page);
  await page.click(tid("salvo-record"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.click(tid("ship-back"));
  await page.waitForSelector(tid("ship-sheet"), { state: "detached" });
  assert.match(await reminderText(page, "Меркурий II", "sails"), /паруса повреждены: ход при этом ветре/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "/tmp/game-shots/fit-ru-round1.png" });
  await tableFits(page, "round 1");

  // round 2: calm; Азов II is sunk
  await startRound(page, "calm");
  // issue 46 #4: a calm takes no account of the sails: no «паруса: ход 3»
  // (the fresh wind's range) on the damaged brig's tile
  assert.equal(await card(page, "Меркурий II").first().locator(tid("reminder-sails")).count(), 0);
  n = await logLen(page);
  await card(page, "Азов II").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(`${tid("sheet-more")} > summary`);
  await page.click(tid("sink-enemy"));
  await page.click(tid("sink-record"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  // (the record returns to the table)
  await page.waitForSelector(tid("ship-sheet"), { state: "detached" });
  assert.match(await card(page, "Азов II").first().locator(tid("ship-status")).textContent(), /потоплен/);
  await tableFits(page, "round 2");

  // round 3: calm again: two calms, a one-cell move for every ship that kept its heading
  await startRound(page, "calm");
  assert.ok((await page.locator(`${tid("ship-card")} ${tid("reminder-two_calms")}`).count()) >= 4, "two-calms reminders on the tiles");
  assert.match(await reminderText(page, "Святослав", "two_calms"), /два штиля/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "/tmp/game-shots/fit-ru-round3.png" });
  await tableFits(page, "round 3");

  // the same in English
  await page.click(tid("lang-switch"));
  await page.waitForSelector(`${tid("new-round")}:has-text("Round 3")`);
  await tableFits(page, "round 3, English");
  assert.match(await reminderText(page, "Святослав", "two_calms"), /two calms/);
  await page.screenshot({ path: "/tmp/game-shots/fit-en-round3.png" });
  await page.click(tid("lang-switch"));

  // issue 33, done when: a shot recorded the one way (the shooter's sheet),
  // which spends exactly the shooter's shot; Аня's brig sinks Меркурий II
  // with a hit and a critical 6
  const shotsBefore = await allShots(page);
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(tid("sheet-shot-open"));
  await page.selectOption(tid("shot-target"), { label: "Бриг «Меркурий II»" });
  await page.click(tid("shot-aim-hull"));
  await page.locator(`${tid("shot-die")} button[data-hit="true"]`).first().click();
  await page.waitForSelector(`${tid("shot-prompt")}:has-text("крита")`);
  await page.click(tid("shot-die-6"));
  assert.match(await page.textContent(tid("shot-result")), /^Попадание: .* — цель потоплена$/);
  await inView(page, tid("shot-record"));
  n = await logLen(page);
  await page.click(tid("shot-record"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.waitForSelector(tid("game-table"));
  assert.match(await card(page, "Меркурий II").first().locator(tid("ship-status")).textContent(), /потоплен/);
  const shotsAfter = await allShots(page);
  for (const [ship, before] of Object.entries(shotsBefore)) {
    if (ship === "Меркурий II") continue; // sunk: its tile is one line, no shots
    const [left, of] = before.split("/").map(Number);
    const expected = ship === "Меркурий" ? `${left - 1}/${of}` : before;
    assert.equal(shotsAfter[ship], expected, `${ship}'s shots after Меркурий's shot`);
  }
  await tableFits(page, "round 3, after a sinking shot");

  // a captain revealed: Аня turns Свифт face up on Меркурий
  n = await logLen(page);
  await openHand(page, 0, "135792");
  await page.click(tid("hand-reveal-swift"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  await page.click(tid("hand-hide"));
  await page.waitForSelector(tid("game-table"));
  assert.match(await card(page, "Меркурий").first().locator(tid("ship-captain")).textContent(), /Свифт/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "/tmp/game-shots/fit-ru-reveal.png" });
  await tableFits(page, "round 3, a captain revealed");

  // a boarding: Святослав takes Виктория II, and Аня moves her Берсерк
  // onto the captured ship (a seal, through her hand)
  await boardAndWin(page, "Святослав", "Галеон «Виктория II»", "W");
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(`${tid("pin-pad")}[data-stage="Enter"]`);
  await typePin(page, "135792");
  await page.waitForSelector(tid("hand-open"), { timeout: 30000 });
  await page.selectOption(tid("hand-ship-berserk"), { label: "Галеон «Виктория II»" });
  n = await logLen(page);
  await page.click(tid("hand-move-berserk"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  // (Свифт is face up on the table now: hideHand's no-name check is not for here)
  await page.click(tid("hand-hide"));
  await page.waitForSelector(tid("game-table"));
  assert.ok(!(await page.evaluate(() => document.body.innerText)).includes("Берсерк"), "the moved captain stays hidden");
  // the taken ship stays where the table saw it, under Борис, in Аня's
  // colour and words (so no column grows past the screen)
  const taken = page.locator(`${tid("fleet-1")} ${tid("ship-card")}:has-text("Виктория II")`);
  assert.equal(await taken.count(), 1, "the captured ship stays in Борис's column");
  assert.equal(await taken.locator(tid("ship-status")).textContent(), "взят Аней");
  const stripe = (l) => l.evaluate((el) => getComputedStyle(el).borderLeftColor);
  assert.equal(await stripe(taken), await stripe(card(page, "Меркурий").first()), "in Аня's colour");
  assert.notEqual(await stripe(taken), await stripe(card(page, "Святослав II").first()));
  assert.match(await card(page, "Виктория II").first().locator(tid("ship-captain")).textContent(), /^⚓ капитан [0-9A-F]{4}$/);
  assert.equal(await card(page, "Святослав").first().locator(tid("ship-captain")).count(), 0);
  // never a wrong number of shots: Меркурий's one spent, none over its card
  const shotsLast = await allShots(page);
  assert.equal(shotsLast["Меркурий"], shotsAfter["Меркурий"]);
  for (const [ship, v] of Object.entries(shotsLast)) {
    const [left, of] = v.split("/").map(Number);
    assert.ok(left >= 0 && left <= of, `${ship}: ${v} shots`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "/tmp/game-shots/fit-ru-boarding.png" });
  await tableFits(page, "round 3, after a boarding");
  await page.click(tid("lang-switch"));
  try {
    await page.waitForFunction(() => document.querySelector('[data-testid="new-round"]')?.textContent.includes("Round"));
    assert.equal(await taken.locator(tid("ship-status")).textContent(), "taken by Аня");
    await page.screenshot({ path: "/tmp/game-shots/fit-en-boarding.png" });
    await tableFits(page, "round 3, after a boarding, English");
  } finally {
    await page.click(tid("lang-switch"));
  }

  // the same game in a wide window: more than two columns of tiles
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(() => new Set([...document.querySelectorAll('[data-testid="ship-card"]')].map((e) => Math.round(e.getBoundingClientRect().x))).size > 2);
  await tableFits(page, "round 3, wide");
  await page.screenshot({ path: "/tmp/game-shots/wide-ru-round3.png" });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a wide window: more than two columns of tiles; the sheet's links open beside the table and take clicks (issue 33 #4, #5)", async () => {
  const { context, page, errors } = await widePage(browser, { locale: "ru-RU" });
  await newBattle(page);
  await startRound(page, "fresh", "W");
  // more than two columns: the tiles of one fleet side by side
  const xs = new Set();
  for (const b of await page.locator(tid("ship-card")).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().x)))) xs.add(b);
  assert.ok(xs.size > 2, `columns of tiles: ${[...xs].join(", ")}`);
  await page.screenshot({ path: "/tmp/game-shots/wide-ru-round1.png" });

  // a § link from a ship's sheet: the rules open on the right, the sheet
  // is gone, and a click in the rules stays there
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  // (a fresh brig has no reminder: the salvo's lines have their rules)
  await page.click(`${tid("sheet-salvo")} > summary`);
  await page.selectOption(tid("salvo-target"), { label: "Бриг «Меркурий II»" });
  await page.click(tid("salvo-ship-0"));
  await page.click(`${tid("salvo-lines")} a.sec >> nth=0`);
  await page.waitForSelector(`${tid("page-rules")}:visible`);
  assert.equal(await page.locator(`${tid("ship-sheet")}:visible`).count(), 0, "the sheet is not over the rules");
  const rules = await page.locator(tid("page-rules")).boundingBox();
  await page.mouse.click(rules.x + rules.width / 2, rules.y + 40);
  assert.match(page.url(), /#\/rules/, "a click in the rules stays in the rules");

  // the planner from a ship's sheet: a step taken on the right
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(tid("sheet-planner"));
  await page.waitForSelector(tid("tracked-ship"));
  assert.equal(await page.locator(`${tid("ship-sheet")}:visible`).count(), 0, "the sheet is not over the planner");
  await page.click(tid("step-F"));
  assert.match(page.url(), /#\/tools\/move/);
  assert.notEqual((await page.textContent(tid("move-remaining"))).trim(), (await page.textContent(tid("move-budget"))).trim());

  // the fire helper from a ship's sheet: a shot recorded on the right
  await card(page, "Меркурий").first().click();
  await page.waitForSelector(tid("ship-sheet"));
  await page.click(tid("sheet-fire"));
  await page.waitForSelector(`${tid("page-fire")}:visible`);
  assert.equal(await page.locator(`${tid("ship-sheet")}:visible`).count(), 0, "the sheet is not over the fire helper");
  await page.click(tid("fire-cell-2-0"));
  assert.match(page.url(), /#\/tools\/fire/, "a click in the fire helper stays there");
  await page.click(`${tid("fire-tgt")} > summary`);
  await page.locator(`${tid("fire-tgt")} button:has-text("Меркурий II")`).click();
  await page.click(`${tid("fire-tgt")} > summary`);
  const hit = await page.evaluate(() => {
    const b = [...document.querySelectorAll('[data-testid^="fire-rolled-"]')].find((e) => e.dataset.hit === "true");
    return b && b.dataset.testid;
  });
  await page.click(tid(hit));
  await page.click(tid("fire-rolled-1"));
  const n = await logLen(page);
  await page.click(tid("fire-save"));
  await page.click(tid("confirm-yes"));
  await savedLen(page, n + 1);
  assert.equal(await card(page, "Меркурий II").first().locator(tid("ship-hull")).getAttribute("data-value"), "1/3");
  assert.deepEqual(errors, []);
  await context.close();
});

/** Issue 46 #10: on a 360 × 740 phone the open shot's die is on the
 * first screen (it was one scroll down), and a ship's planner shows
 * «Записать ход» without a scroll (it was below the fold); both
 * languages. */
test("the shot's die and the planner's record are on the first screen (issue 46 #10)", async () => {
  const { context, page, errors } = await phonePage(browser);
  await newBattle(page);
  await startRound(page, "fresh", "W");
  for (const [lang, target, ship] of [
    ["ru", "Бриг «Меркурий II»", "Меркурий"],
    ["en", "Brig “Меркурий II”", "Азов"],
  ]) {
    if (lang === "en") await page.click(tid("lang-switch"));
    await card(page, ship).first().click();
    await page.waitForSelector(tid("ship-sheet"));
    await page.click(tid("sheet-shot-open"));
    await page.selectOption(tid("shot-target"), { label: target });
    await inView(page, `${tid("shot-die")} button >> nth=0`);
    await inView(page, `${tid("shot-die")} button >> nth=5`);
    await page.screenshot({ path: `/tmp/game-shots/shot-open-${lang}.png` });
    await page.click(tid("sheet-shot-open"));
    await page.click(tid("sheet-planner"));
    await page.waitForSelector(tid("tracked-ship"));
    // the game's class and weather: nothing to pick here
    assert.equal(await page.locator(tid("plan-sky")).count(), 0);
    assert.equal(await page.locator(tid("plan-class")).count(), 0);
    await page.click(tid("step-F"));
    await page.evaluate(() => window.scrollTo(0, 0));
    await inView(page, tid("tracked-record"));
    await page.screenshot({ path: `/tmp/game-shots/planner-ship-${lang}.png` });
    await page.click(tid("tracked-back"));
    await page.waitForSelector(tid("ship-sheet"));
    await page.click(tid("ship-back"));
    await page.waitForSelector(tid("game-table"));
  }
  assert.deepEqual(errors, []);
  await context.close();
});
