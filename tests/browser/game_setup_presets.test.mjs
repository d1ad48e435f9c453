// Faster setup (issue 33, item 10: a 2 × 4 game took six screens and 46
// taps): a fleet preset fills a player's fleet in one tap, each ship with
// its class and a name of its own, and every ship is one row within a
// phone's width. The test counts its own taps from the start screen to the
// table (a name typed is one tap on its field) and sets up the whole 2 × 4
// game in at most 12.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, widePage, ready, tid } from "./helpers.mjs";

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

const CASES = [
  {
    locale: "ru-RU",
    players: ["Аня", "Борис"],
    preset: "Бриг + фрегат + галеон + линкор",
    pair: "Бриг + фрегат",
    names: ["Меркурий", "Паллада", "Азов", "Полтава", "Надежда", "Рафаил", "Орёл", "Штандарт"],
    classes: ["Бриг", "Фрегат", "Галеон", "Линкор"],
    renamed: "Святая Анна",
  },
  {
    locale: "en-US",
    players: ["Anna", "Boris"],
    preset: "Brig + frigate + galleon + ship of the line",
    pair: "Brig + frigate",
    names: ["Victory", "Surprise", "Bellona", "Agamemnon", "Minerva", "Vanguard", "Temeraire", "Dreadnought"],
    classes: ["Brig", "Frigate", "Galleon", "Ship of the line"],
    renamed: "Golden Hind",
  },
];

/** Every ship row of the setup screen: within the window's width, its
 * name, class and remove on one line; the page does not scroll sideways. */
async function rowsFit(page, count) {
  const width = page.viewportSize().width;
  const rows = page.locator(".ship-row");
  assert.equal(await rows.count(), count);
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    const parts = [row.locator("input"), row.locator("select"), row.locator("button")];
    const boxes = [await row.boundingBox(), ...(await Promise.all(parts.map((p) => p.boundingBox())))];
    for (const b of boxes) {
      assert.ok(b.x >= 0 && b.x + b.width <= width, `ship row ${i} leaves the ${width}-px width: ${JSON.stringify(b)}`);
    }
    const [, name, cls, remove] = boxes;
    for (const b of [cls, remove]) {
      assert.ok(Math.abs(b.y + b.height / 2 - (name.y + name.height / 2)) < 4, `ship row ${i} is not one line`);
    }
    assert.ok(name.width >= 90, `ship row ${i}: the name field is ${name.width} px wide`);
    assert.ok(name.width <= 360, `ship row ${i}: the name field stretches to ${name.width} px`);
  }
  // the class chosen is shown whole in its drop-down (English "Ship of
  // the line" was cut at 360 px): its text, in the select's font, fits
  // the select's room less its arrow
  const cutClasses = await rows.locator("select").evaluateAll((els) =>
    els
      .filter((e) => {
        const s = getComputedStyle(e);
        const probe = document.createElement("span");
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${s.font};letter-spacing:${s.letterSpacing}`;
        probe.textContent = e.selectedOptions[0].textContent;
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        const room = e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        return text > room + 1; // a pixel of rounding
      })
      .map((e) => e.selectedOptions[0].textContent)
  );
  assert.deepEqual(cutClasses, [], "classes cut off in their drop-downs");
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= width, `the setup screen scrolls sideways: ${scroll} px in ${width}`);
}

for (const c of CASES) {
  test(`a 2 × 4 game set up with fleet presets in at most 12 taps (${c.locale})`, async () => {
    const { context, page, errors } = await phonePage(browser, { locale: c.locale });
    // every tap the player makes, counted (a click; typing a name is one tap on its field)
    let taps = 0;
    const tap = async (selector) => {
      taps += 1;
      await page.click(selector);
    };
    const type = async (selector, text) => {
      await tap(selector);
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(text);
    };
    await page.goto(server.url + "#/game");
    await ready(page);
    await tap(tid("game-new"));
    await page.waitForSelector(tid("game-setup"));
    await type(tid("setup-player-0-name"), c.players[0]);
    await type(tid("setup-player-1-name"), c.players[1]);
    assert.equal(await page.textContent(tid("setup-player-0-preset-four")), c.preset);
    assert.equal(await page.textContent(tid("setup-player-0-preset-pair")), c.pair);
    // the plus is one every font has (a fullwidth ＋ showed as an empty box)
    assert.match(await page.textContent(tid("setup-player-0-add-ship")), /^\+ \S/);
    await tap(tid("setup-player-0-preset-four"));
    await tap(tid("setup-player-1-preset-four"));

    // eight rows, each with its class and a name no other ship has
    await rowsFit(page, 8);
    const names = await page.locator(`.ship-row input`).evaluateAll((els) => els.map((e) => e.value));
    assert.deepEqual(names, c.names);
    // …each shown whole in its field
    const cut = await page.locator(`.ship-row input`).evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.value));
    assert.deepEqual(cut, [], "names cut off in their fields");
    const classes = await page
      .locator(`.ship-row select`)
      .evaluateAll((els) => els.map((e) => e.selectedOptions[0].textContent));
    assert.deepEqual(classes, [...c.classes, ...c.classes]);
    // a name stays the player's to change
    await type(tid("setup-ship-4-name"), c.renamed);
    const expected = [...c.names];
    expected[4] = c.renamed;

    await tap(tid("setup-create"));
    await page.waitForSelector(tid("game-table"));
    assert.ok(taps <= 12, `${taps} taps from the start screen to the table`);

    const tiles = page.locator(tid("ship-card"));
    assert.equal(await tiles.count(), 8);
    const shown = await tiles.evaluateAll((els) =>
      els.map((e) => [e.querySelector('[data-testid="ship-title"]').textContent, e.querySelector(".tile__class").textContent])
    );
    assert.deepEqual(
      shown.sort(),
      expected.map((n, i) => [n, c.classes[i % 4]]).sort()
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("the smaller preset replaces a fleet; the rows fit a wide window too", async () => {
  const { context, page, errors } = await widePage(browser);
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await page.click(tid("setup-player-0-preset-four"));
  await page.click(tid("setup-player-0-preset-pair"));
  await page.click(tid("setup-player-1-preset-pair"));
  await rowsFit(page, 4);
  const names = await page.locator(`.ship-row input`).evaluateAll((els) => els.map((e) => e.value));
  assert.deepEqual(names, ["Victory", "Surprise", "Bellona", "Agamemnon"]);
  assert.deepEqual(errors, []);
  await context.close();
});

// Issue 33, item 10: a preset replaced a fleet typed in without asking.
// The ships it replaced come back with one tap.
for (const [locale, undo, typed] of [
  ["ru-RU", "↶ Вернуть прежний флот", "Чёрная жемчужина"],
  ["en-US", "↶ Bring back the fleet before", "Black Pearl"],
]) {
  test(`a preset over a typed fleet is taken back in one tap (${locale})`, async () => {
    const { context, page, errors } = await phonePage(browser, { locale });
    await page.goto(server.url + "#/game/new");
    await ready(page);
    await page.waitForSelector(tid("game-setup"));
    await page.click(tid("setup-player-0-add-ship"));
    await page.fill(tid("setup-ship-0-name"), typed);
    await page.selectOption(tid("setup-ship-0-class"), "galleon");
    assert.equal(await page.locator(tid("setup-player-0-undo-preset")).count(), 0, "nothing replaced yet");
    await page.click(tid("setup-player-0-preset-four"));
    await rowsFit(page, 4);
    // the way back is where the finger is: in view, under the presets
    const back = page.locator(tid("setup-player-0-undo-preset"));
    assert.equal((await back.textContent()).trim(), undo);
    const b = await back.boundingBox();
    assert.ok(b.y >= 0 && b.y + b.height <= 740, `the way back is off-screen: ${JSON.stringify(b)}`);
    await back.click();
    await rowsFit(page, 1);
    assert.equal(await page.inputValue(".ship-row input"), typed);
    assert.equal(await page.inputValue(".ship-row select"), "galleon");
    assert.equal(await back.count(), 0, "nothing left to bring back");
    assert.deepEqual(errors, []);
    await context.close();
  });
}
