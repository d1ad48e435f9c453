// The live table's latency benchmark (a report, not a test; issue 34): the
// project's own server on loopback, a host page and 8 phones on one table
// in headless Debian Chromium (one acting player, seven watching), and
// the time from the acting phone's confirming tap to each other phone
// showing the entry in its page (its DOM; the paint is not timed: headless
// Chromium gives pages not in front no frames), p50 and p95, unthrottled. Clocks: every page is on this machine, so
// `performance.timeOrigin + performance.now()` compares across pages.
// Run: bash scripts/live-bench --browser (after trunk build --release).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, phonePage, widePage, tid, serveDist, DIST, withServiceWorker } from "../browser/helpers.mjs";
import { newTwoFleetGame, card } from "../browser/game-helpers.mjs";

// a player's browser has the service worker: the bench measures what they get
withServiceWorker();

const PHONES = Number(process.env.LIVE_PHONES || 8);
const ACTIONS = Number(process.env.LIVE_ACTIONS || 30);

function pct(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** Note, on each page, when each stored log length first shows in its
 * DOM (an observer of the whole document; headless Chromium gives pages
 * that are not in front no frames, so the paint itself is not timed). */
const WATCH = () => {
  window.__arrivals = {};
  const seen = () => {
    const n = document.querySelector('[data-testid="page-game"]')?.dataset.savedLen;
    if (n !== undefined) window.__arrivals[n] ??= performance.timeOrigin + performance.now();
  };
  new MutationObserver(seen).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-saved-len"],
  });
  seen();
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-live-latency-"));
const host = await serveDist(DIST, { tables: path.join(dir, "t.sqlite") });
const browser = await launch();
try {
  const boss = (await widePage(browser, { locale: "ru-RU" })).page;
  await newTwoFleetGame(boss, host.url);
  await boss.click(tid("open-to-phones"));
  await boss.click(tid("open-now"));
  await boss.waitForSelector(tid("seat-code"));
  const codes = await boss.$$eval(tid("seat-code"), (els) => els.map((e) => e.dataset.url));
  const viewerCode = codes[codes.length - 1];
  await boss.click(tid("open-to-table"));
  await boss.waitForSelector(`${tid("live-bar")}[data-link="online"]`);
  // the first round, from the host: headings are the round's moves
  for (const t of ["new-round", "weather-fresh", "weather-dir-W", "weather-start", "confirm-yes"]) await boss.click(tid(t));
  const phones = [];
  for (let i = 0; i < PHONES; i++) {
    const { page } = await phonePage(browser);
    await page.goto(i === 0 ? codes[0] : viewerCode);
    await page.waitForSelector(`${tid("live-bar")}[data-link="online"]`, { timeout: 30000 });
    await page.waitForSelector(tid("game-table"));
    await page.evaluate(WATCH);
    phones.push(page);
  }
  const [actor, ...others] = phones;
  const lens = [];
  const delays = [];
  for (let i = 0; i < ACTIONS; i++) {
    const before = Number(await actor.getAttribute(tid("page-game"), "data-saved-len"));
    await card(actor, "Меркурий").locator(".tile__link").click();
    await actor.click(`${tid("ship-sheet")} ${tid(i % 2 ? "rose-N" : "rose-S")}`);
    await actor.waitForSelector(tid("confirm-yes"));
    const t0 = await actor.evaluate(() => {
      const t = performance.timeOrigin + performance.now();
      document.querySelector('[data-testid="confirm-yes"]').click();
      return t;
    });
    const n = String(before + 1);
    for (const p of others) {
      await p.waitForFunction((n) => window.__arrivals[n] !== undefined, n, { timeout: 15000 });
      delays.push((await p.evaluate((n) => window.__arrivals[n], n)) - t0);
    }
    lens.push(n);
    await actor.click(`${tid("ship-sheet")} ${tid("ship-back")}`);
    await actor.waitForSelector(tid("ship-sheet"), { state: "hidden" });
  }
  const f = (x) => `${x.toFixed(1)} ms`;
  console.log(`live table, ${PHONES} phones on one table (1 acting, ${PHONES - 1} watching), ${ACTIONS} actions, ${delays.length} arrivals:`);
  console.log(`  tap → shown in another phone's page: p50 ${f(pct(delays, 50))}, p95 ${f(pct(delays, 95))}, max ${f(Math.max(...delays))}`);
} finally {
  await browser.close();
  await host.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
