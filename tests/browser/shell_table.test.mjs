// What a table expects of the shell around a game (issue 17): the screen
// stays on while a game is open unless the player turned that off, and a
// wide window (the desktop app, a tablet on its side) shows the table
// beside the other tab instead of a phone column.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, widePage, ready, tid } from "./helpers.mjs";
import { fillTwoFleets } from "./game-helpers.mjs";

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

// A stand-in for the Screen Wake Lock API that records what the app asks
// (headless Chromium's own lock cannot be observed from the page).
const FAKE_WAKE_LOCK = () => {
  window.__wake = [];
  const api = {
    request: async (type) => {
      window.__wake.push(`request ${type}`);
      const s = {
        released: false,
        release: async () => {
          s.released = true;
          window.__wake.push("release");
        },
        addEventListener() {},
      };
      return s;
    },
  };
  Object.defineProperty(Navigator.prototype, "wakeLock", { get: () => api, configurable: true });
};

const wakeCalls = (page) => page.evaluate(() => window.__wake.slice());

async function newGame(page) {
  await page.goto(server.url + "#/game/new");
  await ready(page);
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page);
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
}

test("the screen is kept on while a game is open; the setting turns it off and it stays off", async () => {
  const { context, page, errors } = await phonePage(browser);
  await context.addInitScript(FAKE_WAKE_LOCK);
  await page.goto(server.url + "#/game");
  await ready(page);
  await page.waitForSelector('[data-game-loaded="true"]');
  // no game open: nothing is asked
  await page.waitForTimeout(200);
  assert.deepEqual(await wakeCalls(page), []);
  await newGame(page);
  await page.waitForFunction(() => window.__wake.length > 0);
  assert.deepEqual(await wakeCalls(page), ["request screen"]);
  // the player turns it off in the settings: the lock is let go
  await page.click(tid("nav-settings"));
  await page.waitForSelector(`${tid("page-settings")}:visible`);
  assert.equal(await page.getAttribute(tid("wake-lock"), "aria-pressed"), "true");
  await page.click(tid("wake-lock"));
  assert.equal(await page.getAttribute(tid("wake-lock"), "aria-pressed"), "false");
  await page.waitForFunction(() => window.__wake.includes("release"));
  assert.deepEqual(await wakeCalls(page), ["request screen", "release"]);
  // after a reload, with the game open again, it stays off
  await page.reload();
  await ready(page);
  await page.click(tid("nav-game"));
  await page.waitForSelector(tid("game-table"));
  await page.waitForTimeout(300);
  assert.deepEqual(await wakeCalls(page), []);
  await page.click(tid("nav-settings"));
  assert.equal(await page.getAttribute(tid("wake-lock"), "aria-pressed"), "false");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a wide window shows the table and a tool side by side, also when it starts on the tool", async () => {
  const { context, page, errors } = await widePage(browser);
  await newGame(page);
  await page.click(tid("nav-tools"));
  await page.waitForSelector(`${tid("page-tools")}:visible`);
  const table = await page.locator(tid("game-table")).boundingBox();
  const tools = await page.locator(tid("page-tools")).boundingBox();
  assert.ok(table && tools, "both are shown");
  assert.ok(table.x + table.width <= tools.x, `the table (x ${table.x}, w ${table.width}) is left of the tools (x ${tools.x})`);
  assert.ok(table.y < tools.y + tools.height && tools.y < table.y + table.height, "side by side, not one above the other");
  // a reload on the Tools tab: the table comes back on the left
  await page.reload();
  await ready(page);
  await page.waitForSelector(`${tid("page-tools")}:visible`);
  await page.waitForSelector(`${tid("game-table")}:visible`);
  const t2 = await page.locator(tid("game-table")).boundingBox();
  const o2 = await page.locator(tid("page-tools")).boundingBox();
  assert.ok(t2.x + t2.width <= o2.x);
  assert.deepEqual(errors, []);
  await context.close();
});
