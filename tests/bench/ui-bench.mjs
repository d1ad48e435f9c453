// UI benchmark (a report, not a test): in headless Chromium at 360×740,
// the time from navigation to the first interactive screen, and the p95
// time from a tap to the updated page across the table-tool flows.
// Run: bash scripts/ui-bench (after trunk build --release).
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import zlib from "node:zlib";
import { serveDistProcess, launch, phonePage, ready, tid, DIST } from "../browser/helpers.mjs";

const LOADS = 9;
const REPS = 10;
const server = await serveDistProcess();
// The browser's own floor: a page whose one module script only notes the
// time it runs, served the same way. No app can be interactive before it.
const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-floor-"));
fs.writeFileSync(
  path.join(floorDir, "index.html"),
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>floor</title><script type="module" src="floor.js"></script></head><body></body></html>',
);
fs.writeFileSync(path.join(floorDir, "floor.js"), "window.__ran = performance.now();\n");
const floorServer = await serveDistProcess(floorDir);
const browser = await launch();

function pct(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

// Time from a click to the first DOM change it causes, measured in the page.
async function tap(page, selector) {
  return page.evaluate(async (sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const changed = new Promise((res) => {
      const mo = new MutationObserver(() => {
        mo.disconnect();
        res(performance.now());
      });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      setTimeout(() => {
        mo.disconnect();
        res(null);
      }, 2000);
    });
    const t0 = performance.now();
    el.click();
    const t1 = await changed;
    return t1 === null ? null : t1 - t0;
  }, selector);
}

try {
  // first interactive: navigation start → the navigation and the start
  // screen's own content (the saves list, or the table) are in the page.
  // The first load is what the page fetched until then (gzip -9 of each
  // file); the other screens' chunks are fetched after it, in the background.
  const firsts = [];
  const again = [];
  const floors = [];
  let firstLoad = null;
  for (let i = 0; i < LOADS; i++) {
    {
      const { context, page } = await phonePage(browser);
      await page.goto(floorServer.url);
      await page.waitForFunction(() => window.__ran !== undefined);
      floors.push(await page.evaluate(() => window.__ran));
      await context.close();
    }
    const { context, page } = await phonePage(browser);
    await page.addInitScript(() => {
      const mo = new MutationObserver(() => {
        if (document.querySelector('[data-testid="nav-roll"]') && document.querySelector('[data-testid="game-saves"], [data-testid="game-table"]')) {
          window.__firstInteractive = performance.now();
          mo.disconnect();
        }
      });
      mo.observe(document, { subtree: true, childList: true });
    });
    await page.goto(server.url);
    await ready(page);
    await page.waitForFunction(() => window.__firstInteractive !== undefined);
    const { first, files } = await page.evaluate(() => ({
      first: window.__firstInteractive,
      files: performance
        .getEntriesByType("resource")
        .filter((e) => e.startTime < window.__firstInteractive)
        .map((e) => new URL(e.name).pathname),
    }));
    firsts.push(first);
    // the same player opening the app again (browser caches and service
    // worker warm, as when the installed app is reopened)
    await page.waitForTimeout(1500);
    await page.reload();
    await page.waitForFunction(() => window.__firstInteractive !== undefined);
    again.push(await page.evaluate(() => window.__firstInteractive));
    if (firstLoad === null) {
      const fetched = ["/index.html", ...files].filter((f) => !f.endsWith(".png"));
      firstLoad = { count: fetched.length, bytes: 0 };
      for (const f of fetched) firstLoad.bytes += zlib.gzipSync(fs.readFileSync(path.join(DIST, f)), { level: 9 }).length;
    }
    await context.close();
  }

  const { context, page } = await phonePage(browser);
  // Taps are timed once the app has settled: the other screens' chunks are
  // fetched and the five tab screens made (hidden) in the background after
  // the start screen, which takes well under a second.
  await page.goto(server.url + "#/game");
  await ready(page);
  await page.waitForFunction(
    () => ["game", "roll", "tools", "rules", "settings"].every((a) => document.querySelector(`[data-testid="page-${a}"]`)),
    null,
    { timeout: 20000 },
  );
  const times = {};
  const record = (flow, t) => {
    if (t === null || t === undefined) return;
    (times[flow] ||= []).push(t);
  };
  for (let rep = 0; rep < REPS; rep++) {
    // navigation between the areas
    await page.goto(server.url + "#/game");
    await ready(page);
    for (const a of ["roll", "tools", "rules", "settings", "game"]) record("navigation", await tap(page, tid(`nav-${a}`)));
    // quick roll: change gun and band, enter a real die
    await page.goto(server.url + "#/roll");
    await ready(page);
    for (const sel of [tid("gun-chaser"), tid("gun-broadside"), '[data-testid^="band-"]', '[data-testid^="die-"]', tid("roll-reset")])
      record("quick roll", await tap(page, sel));
    // movement planner: steps, undo, tap a cell
    await page.goto(server.url + "#/tools/move");
    await ready(page);
    for (const sel of [tid("step-L"), tid("step-L"), tid("step-F"), tid("step-undo"), tid("step-reset"), tid("cell-0-2")])
      record("movement planner", await tap(page, sel));
    // fire helper: tap target cells
    await page.goto(server.url + "#/tools/fire");
    await ready(page);
    for (const sel of [tid("cell-2-0"), tid("cell-0-2"), tid("cell-1-1"), tid("cell-3-0")]) record("fire helper", await tap(page, sel));
  }
  await context.close();

  const all = Object.values(times).flat();
  console.log(`first load of the start screen: ${(firstLoad.bytes / 1024).toFixed(1)} KB gzip in ${firstLoad.count} files (html, js, css, wasm; target ≤ 150 KB)`);
  console.log(`first interactive (navigation → start screen ready), median of ${LOADS}: ${pct(firsts, 50).toFixed(1)} ms (max ${Math.max(...firsts).toFixed(1)} ms; target ≤ 150 ms)`);
  console.log(`… the browser's floor (a page with one empty module script, in the same fresh contexts), median of ${LOADS}: ${pct(floors, 50).toFixed(1)} ms (max ${Math.max(...floors).toFixed(1)} ms)`);
  console.log(`first interactive when reopened (caches warm), median of ${LOADS}: ${pct(again, 50).toFixed(1)} ms (max ${Math.max(...again).toFixed(1)} ms)`);
  for (const [flow, xs] of Object.entries(times)) {
    console.log(`tap → update, ${flow}: p50 ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms (${xs.length} taps)`);
  }
  console.log(`tap → update, all flows: p95 ${pct(all, 95).toFixed(2)} ms over ${all.length} taps (target ≤ 8 ms)`);
} finally {
  await browser.close();
  await server.close();
  await floorServer.close();
  fs.rmSync(floorDir, { recursive: true, force: true });
}
