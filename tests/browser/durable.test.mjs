// A crash loses nothing the screen called saved (audit finding 13): a real
// Chromium with a profile on disk, killed by SIGKILL (a dead battery, the
// phone's OS) half a second after the game screen says «Сохранено», then
// started again on the same profile, has the action — every time, four
// times over (the new game, then a round each time). Chromium writes
// localStorage to disk in batches, seconds later; the app's records are in
// IndexedDB, and a write shows as saved only once its transaction is on
// disk (src/state/idb.rs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { serveDist, ready, tid } from "./helpers.mjs";
import { fillTwoFleets, savedLen, logLen } from "./game-helpers.mjs";

let server;
let profile;
before(async () => {
  // SHTURMAN_DIST: another build to try (an older one fails here)
  server = await serveDist(process.env.SHTURMAN_DIST);
  profile = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-durable-"));
});
after(async () => {
  await server?.close();
  if (profile) fs.rmSync(profile, { recursive: true, force: true });
});

/** Chromium on the profile, as helpers.mjs launches it, at the phone size. */
async function start() {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 360, height: 740 },
    locale: "ru-RU",
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** The browser process of this profile: this node process's child. */
function browserPid() {
  const lines = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" }).split("\n");
  const mine = lines.filter((l) => l.includes(`--user-data-dir=${profile}`));
  assert.equal(mine.length, 1, `one browser on the profile: ${lines.join(" | ")}`);
  return Number(mine[0].trim().split(/\s+/)[0]);
}

/** Kill the browser the way a dead battery does: no shutdown, no flush. */
async function kill(context) {
  const pid = browserPid();
  const closed = new Promise((r) => context.once("close", r));
  process.kill(pid, "SIGKILL");
  await closed;
}

/** Started again: the game open last time, with `n` stored entries. */
async function reopen(n) {
  const b = await start();
  await b.page.goto(server.url + "#/game");
  await ready(b.page);
  await b.page
    .waitForSelector(tid("game-table"), { timeout: 20000 })
    .catch(() => assert.fail("the game stored before the kill is gone"));
  await b.page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="page-game"]');
    return el && el.dataset.busy === "false" && Number(el.dataset.savedLen) > 0;
  });
  assert.equal(await logLen(b.page), n, "the action stored before the kill is gone");
  return b;
}

/** Wait until the game screen says «Сохранено» (stored, nothing pending). */
async function saidSaved(page, n) {
  await savedLen(page, n);
  assert.match(await page.textContent(tid("page-game")), /Сохранено/);
}

test("killed half a second after «Сохранено», the browser comes back with the action, every time", async () => {
  let b = await start();
  await b.page.goto(server.url + "#/game/new");
  await ready(b.page);
  await b.page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(b.page);
  await b.page.click(tid("setup-captains-0"));
  await b.page.click(tid("setup-create"));
  await b.page.waitForSelector(tid("game-table"));
  let n = await logLen(b.page);
  await saidSaved(b.page, n);
  await b.page.waitForTimeout(500);
  await kill(b.context);
  assert.deepEqual(b.errors, []);

  for (const round of [1, 2, 3]) {
    b = await reopen(n);
    assert.deepEqual(b.errors, []);
    await b.page.click(tid("new-round"));
    await b.page.click(tid("weather-calm"));
    await b.page.click(tid("weather-start"));
    await b.page.click(tid("confirm-yes"));
    await saidSaved(b.page, n + 1);
    assert.match(await b.page.textContent(tid("round-line")), new RegExp(`Раунд ${round}`));
    n += 1;
    await b.page.waitForTimeout(500);
    await kill(b.context);
  }
  b = await reopen(n);
  assert.match(await b.page.textContent(tid("round-line")), /Раунд 3/);
  assert.deepEqual(b.errors, []);
  await b.context.close();
});
