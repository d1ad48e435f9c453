// Issue 32, finding 3: wrong PINs were never limited or slowed. Five wrong
// PINs on a hand are free; the next PIN then waits (30 s, doubling), says
// so in words, and a reload does not start the count again — the right PIN
// too is refused until the wait is over. Playwright's clock moves the time.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid } from "./helpers.mjs";
import { fillTwoFleets, openHand, hideHand, typePin, assertNoCaptainNames } from "./game-helpers.mjs";

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

const padAt = (stage) => `${tid("pin-pad")}[data-stage="${stage}"]`;

/** From the table: Аня's gate, "it's me", her PIN pad. */
async function toPad(page) {
  await page.click(tid("pass-phone-0"));
  await page.waitForSelector(tid("hand-gate"));
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(padAt("Enter"));
}

/** Type `pin`, wait until the pad has been to work and is back at the
 * PIN's entry, and return what it says. */
async function answer(page, pin) {
  await page.evaluate(() => {
    window.__stages = [];
    const note = () => window.__stages.push(document.querySelector('[data-testid="pin-pad"]')?.dataset.stage);
    window.__stagesObserver?.disconnect();
    window.__stagesObserver = new MutationObserver(note);
    window.__stagesObserver.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-stage"] });
  });
  await typePin(page, pin);
  await page.waitForFunction(() => window.__stages.includes("Working") && window.__stages.at(-1) === "Enter", null, {
    timeout: 30000,
  });
  return page.textContent(tid("pin-problem"));
}

test("five wrong PINs, then a wait that a reload keeps", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.clock.install();
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page);
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
  await openHand(page, 0, "482913");
  await hideHand(page);
  await toPad(page);
  for (let i = 0; i < 5; i++) {
    // each wrong PIN is read and refused as wrong
    assert.match(await answer(page, "730519"), /Неверный PIN-код/, `wrong PIN ${i + 1}`);
  }
  // the sixth, even the right one, waits 30 s (not the next step's 60),
  // and says so: the page's clock runs on meanwhile, so the count said
  // may be a few seconds short of 30 on a busy machine
  const wait = await answer(page, "482913");
  const said = Number(/Слишком много неверных PIN-кодов.*через (\d+) секунд/.exec(wait)?.[1]);
  assert.ok(said > 20 && said <= 30, wait);
  assert.equal(await page.locator(tid("hand-open")).count(), 0);
  await assertNoCaptainNames(page, "the pad while it waits");
  // a reload keeps the wait
  await page.reload();
  await ready(page);
  await page.waitForSelector(tid("hand-gate"));
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(padAt("Enter"));
  assert.match(await answer(page, "482913"), /Слишком много неверных PIN-кодов/);
  assert.equal(await page.locator(tid("hand-open")).count(), 0);
  // once the wait is over, the right PIN opens the hand
  await page.clock.fastForward(31_000);
  await typePin(page, "482913");
  await page.waitForSelector(tid("hand-open"), { timeout: 30000 });
  assert.deepEqual(errors, []);
  await context.close();
});
