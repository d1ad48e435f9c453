// The app shell in a phone-sized Chromium: it loads cleanly, the language
// switch works and is remembered, every area is reachable, and the app
// opens offline after a first visit.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveDist, launch, phonePage, ready, tid, withServiceWorker } from "./helpers.mjs";

// the offline start and a reload with no network are the service worker's
withServiceWorker();

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

test("loads with no console errors, in Russian on a Russian device", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url);
  await ready(page);
  assert.equal(await page.textContent(tid("app-title")), "Штурман");
  assert.equal(await page.getAttribute("html", "lang"), "ru");
  await page.waitForTimeout(300);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an English device starts in English", async () => {
  const { context, page } = await phonePage(browser, { locale: "en-US" });
  await page.goto(server.url);
  await ready(page);
  assert.equal(await page.textContent(tid("app-title")), "Shturman");
  await context.close();
});

test("the language switch changes the visible text and survives a reload", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url + "#/settings");
  await ready(page);
  assert.match(await page.textContent(tid("nav-settings")), /Настройки/);
  await page.click(tid("lang-switch"));
  assert.equal(await page.textContent(tid("app-title")), "Shturman");
  assert.match(await page.textContent(tid("nav-settings")), /Settings/);
  assert.match(await page.textContent(tid("page-settings")), /Language/);
  await page.reload();
  await ready(page);
  assert.equal(await page.textContent(tid("app-title")), "Shturman");
  assert.equal(await page.getAttribute("html", "lang"), "en");
  await page.click(tid("lang-ru"));
  assert.equal(await page.textContent(tid("app-title")), "Штурман");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a screen whose chunk cannot be fetched says it tries again, in the player's language, and comes by itself once it can (issue 43 #13)", async () => {
  // (the service worker is blocked, as on the LAN page, which has none:
  // the page's own requests can fail)
  const { context, page, errors } = await phonePage(browser, { serviceWorkers: "block" });
  let offline = true;
  let fetched = 0;
  await page.route(/\/(split|chunk)_[^/]*\.wasm$/, (route) => {
    fetched += 1;
    return offline ? route.abort() : route.continue();
  });
  await page.goto(server.url);
  await ready(page);
  await page.click(tid("nav-roll"));
  await page.waitForSelector(tid("chunk-retrying"));
  assert.equal(await page.textContent(tid("chunk-retrying")), "Не удалось загрузить часть приложения — пробую снова…");
  await page.click(tid("lang-switch"));
  assert.equal(await page.textContent(tid("chunk-retrying")), "Could not load a part of the app — trying again…");
  // fetched again by itself, without a tap, and still saying so
  const first = fetched;
  await page.waitForSelector(`${tid("chunk-retrying")}[data-try="1"]`, { timeout: 15000 });
  assert.ok(fetched > first, "fetched again");
  // the app is still alive: the start screen and the language switch work
  await page.click(tid("nav-game"));
  await page.waitForSelector(tid("game-saves"));
  await page.click(tid("lang-switch"));
  // the network back: the screen comes by itself, the notice goes
  offline = false;
  await page.waitForSelector(tid("page-roll"), { state: "attached", timeout: 30000 });
  await page.click(tid("nav-roll"));
  await page.waitForSelector(tid("page-roll"));
  // and every other part that was retrying (the start screen's saves
  // list, on its own later try) comes too, its notice gone
  await page.waitForSelector(tid("chunk-retrying"), { state: "detached", timeout: 30000 });
  // the failed fetches are the only errors in the console
  assert.ok(errors.every((e) => /Failed to fetch|ERR_FAILED|net::|split module/.test(e)), errors.join("\n"));
  await context.close();
});

test("a game screen's chunk that fails on a tap is fetched again, saying so, and the screen comes (issue 43 #13)", async () => {
  const { context, page, errors } = await phonePage(browser, { serviceWorkers: "block" });
  let offline = false;
  const failed = [];
  await page.route(/\/(split|chunk)_[^/]*\.wasm$/, (route) => {
    if (!offline) return route.continue();
    failed.push(route.request().url());
    return route.abort();
  });
  await page.goto(server.url);
  await ready(page);
  await page.waitForSelector(tid("game-saves"));
  // the new game's screen is in a chunk not fetched yet: the first fetch
  // of it fails, and the tap on «new game» answers with the notice
  offline = true;
  await page.evaluate(() => (location.hash = "#/game/new"));
  await page.waitForSelector(tid("chunk-retrying"));
  assert.ok(failed.length > 0, "its chunk was asked for");
  assert.match(await page.textContent(tid("page-game")), /Не удалось загрузить часть приложения — пробую снова…/);
  offline = false;
  await page.waitForSelector(tid("game-setup"), { timeout: 30000 });
  assert.equal(await page.locator(tid("chunk-retrying")).count(), 0);
  assert.ok(errors.every((e) => /Failed to fetch|ERR_FAILED|net::|split module/.test(e)), errors.join("\n"));
  await context.close();
});

test("every area is reachable from the navigation", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url);
  await ready(page);
  for (const area of ["roll", "game", "tools", "rules", "settings"]) {
    await page.click(tid(`nav-${area}`));
    await page.waitForSelector(tid(`page-${area}`));
    assert.equal(await page.getAttribute(tid(`nav-${area}`), "aria-current"), "page", area);
    const box = await page.locator(tid(`nav-${area}`)).boundingBox();
    assert.ok(box.height >= 44 && box.width >= 44, `${area} touch target ${box.width}x${box.height}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("two tab taps before the screen changes: the last one wins, also when it is back to the current tab", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url + "#/roll");
  await ready(page);
  // both taps in one task: no frame is painted between them
  const both = (a, b) =>
    page.evaluate(([a, b]) => {
      document.querySelector(a).click();
      document.querySelector(b).click();
    }, [tid(a), tid(b)]);
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 400)))));
  await both("nav-tools", "nav-roll");
  await frames();
  assert.equal(await page.getAttribute(tid("nav-roll"), "aria-current"), "page");
  assert.equal(await page.getAttribute(tid("nav-tools"), "aria-current"), null);
  assert.ok(await page.isVisible(tid("page-roll")));
  assert.equal(new URL(page.url()).hash, "#/roll");
  assert.equal(await page.locator("main[data-leaving]").count(), 0, "the dim is lifted");
  await both("nav-tools", "nav-rules");
  await page.waitForSelector(tid("page-rules"));
  await page.waitForFunction(() => location.hash === "#/rules");
  await frames();
  assert.equal(await page.getAttribute(tid("nav-rules"), "aria-current"), "page");
  assert.ok(!(await page.isVisible(tid("page-roll"))));
  assert.equal(await page.locator(`${tid("page-tools")}:visible`).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("no hidden tab screen is made during the load; one is made on intent (focus) and kept", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url);
  await ready(page);
  // the background work after the start screen (chunks) has had its time
  await page.waitForTimeout(1500);
  for (const area of ["roll", "tools", "rules", "settings"]) {
    assert.equal(await page.locator(tid(`page-${area}`)).count(), 0, `${area} made during the load`);
  }
  // the order of what happens, noted in the page: a finger down on the
  // tab button, the focus on it, a fetch (the screen's chunk), the screen
  // made
  await page.evaluate(() => {
    window.__order = [];
    const fetch = window.fetch;
    window.fetch = (...args) => (window.__order.push("fetch"), fetch(...args));
    const nav = document.querySelector('[data-testid="nav-tools"]');
    nav.addEventListener("pointerdown", () => window.__order.push("pointerdown"), true);
    nav.addEventListener("focus", () => window.__order.push("focus"), true);
    new MutationObserver((_, o) => {
      if (document.querySelector('[data-testid="page-tools"]')) {
        window.__order.push("made");
        o.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  // a finger down alone makes nothing (its click would wait for it): the
  // app makes a screen once the next frame is painted, so after two
  // painted frames and a task it would be there …
  await page.dispatchEvent(tid("nav-tools"), "pointerdown");
  const afterPaints = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
  await afterPaints();
  await afterPaints();
  assert.equal(await page.locator(tid("page-tools")).count(), 0);
  // … the focus on a tab button (a keyboard, or the tap itself) makes its screen, hidden
  await page.focus(tid("nav-tools"));
  await page.waitForSelector(tid("page-tools"), { state: "attached" });
  const order = await page.evaluate(() => window.__order);
  assert.deepEqual(order.slice(0, 2), ["pointerdown", "focus"], `nothing fetched nor made on the finger down: ${order}`);
  assert.equal(order.at(-1), "made", `made on the focus: ${order}`);
  assert.ok(!(await page.isVisible(tid("page-tools"))));
  assert.equal(await page.locator(tid("page-roll")).count(), 0);
  // opened, then left: kept, only hidden
  await page.click(tid("nav-tools"));
  await page.waitForSelector(tid("page-tools"));
  await page.click(tid("nav-game"));
  await page.waitForSelector(tid("page-tools"), { state: "hidden" });
  assert.equal(await page.locator(tid("page-tools")).count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a rule link opens the rules screen at its section, also once the screen is made", async () => {
  const { context, page, errors } = await phonePage(browser);
  await page.goto(server.url + "#/roll");
  await ready(page);
  // the rules screen is made first, hidden (the intent to open it: the
  // focus on its tab button), then a link asks for §4.4
  await page.focus(tid("nav-rules"));
  await page.waitForSelector(tid("page-rules"), { state: "attached" });
  assert.ok(!(await page.isVisible(tid("page-rules"))));
  await page.click(tid("roll-band-long"));
  await page.click(`${tid("roll-why")} summary`);
  await page.click(`${tid("roll-why")} a.sec[href="#/rules?at=4.4"] >> nth=0`);
  await page.waitForSelector("#rule-4-4.card--target");
  assert.ok(await page.isVisible(tid("page-rules")));
  assert.ok(!(await page.isVisible(tid("page-roll"))));
  // in view, and its heading not under the sticky app bar nor the navigation
  const seen = (id) => page.evaluate((id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    const bar = document.querySelector(".app-bar").getBoundingClientRect().bottom;
    const nav = document.querySelector(".nav").getBoundingClientRect().top;
    return r.top >= bar && r.top + 24 <= nav;
  }, id);
  assert.ok(await seen("rule-4-4"));
  // a link inside the screen moves the mark
  await page.click(`#assumption-A-1 a[href^="#/rules?at="]`);
  const sec = (await page.getAttribute(`#assumption-A-1 a[href^="#/rules?at="]`, "href")).split("=")[1];
  const id = "rule-" + sec.replaceAll(".", "-");
  await page.waitForSelector(`#${id}.card--target`);
  assert.ok(await seen(id));
  assert.equal(await page.locator(".card--target").count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("reloads offline after a first visit, and every screen (a lazily loaded chunk) opens offline", async () => {
  const own = await serveDist();
  const { context, page } = await phonePage(browser);
  await page.goto(own.url);
  await ready(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker caches the build on install; give it the page once more so
  // it controls it, then take the network away.
  await page.reload();
  await ready(page);
  await own.close();
  await page.reload();
  await ready(page);
  assert.equal(await page.textContent(tid("app-title")), "Штурман");
  for (const [nav, screen] of [["roll", "page-roll"], ["tools", "page-tools"], ["rules", "page-rules"], ["settings", "page-settings"], ["game", "page-game"]]) {
    await page.click(tid(`nav-${nav}`));
    await page.waitForSelector(tid(screen));
  }
  for (const tool of ["move", "fire"]) {
    await page.goto(own.url + `#/tools/${tool}`);
    await page.waitForSelector(tid(`page-${tool}`));
  }
  await page.goto(own.url + "#/game/new");
  await page.waitForSelector(tid("game-setup"));
  await context.close();
});
