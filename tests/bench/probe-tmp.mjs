import { launch, phonePage, ready } from "../browser/helpers.mjs";
import { spawn } from "node:child_process";
const dir = process.argv[2];
const port = 20000 + Math.floor(Math.random() * 20000);
const child = spawn("/work/wt-perf-target/release/shturman-serve", ["--port", String(port), dir], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 700));
const browser = await launch();
const { context, page } = await phonePage(browser);
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
});
await page.goto(`http://127.0.0.1:${port}/`);
await ready(page);
await page.waitForTimeout(6000);
const r = await page.evaluate(() => ({
  lt: window.__lt,
  m: performance.getEntriesByType("measure").map((e) => [e.name, Math.round(e.startTime), Math.round(e.duration)]),
  lcp: performance.getEntriesByType("largest-contentful-paint").map((e) => [Math.round(e.startTime), e.element?.className]),
  res: performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm")).map((e) => [e.name.split("/").pop().slice(0, 20), Math.round(e.startTime), Math.round(e.responseEnd)]),
}));
console.log(JSON.stringify(r, null, 0));
await browser.close();
child.kill();
