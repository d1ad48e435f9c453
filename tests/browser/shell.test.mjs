// The app shell in a phone-sized Chromium: it loads cleanly, the language
// switch works and is remembered, every area is reachable, and the app
// opens offline after a first visit.
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

test("reloads offline after a first visit", async () => {
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
  await context.close();
});
