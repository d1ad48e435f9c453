// Two tabs of one browser at one seat (issue 44, item 5): both keep the
// seat's one record, so an action waiting in one tab is not written over
// by the other's next write. Аня's seat is open in two tabs of a browser
// with a profile on disk; the host stops answering; each tab turns one of
// her ships (each waits, kept); the browser is killed (SIGKILL, as a dead
// battery does) and started again on the profile; the host answers again;
// both turns reach the table, once each. Before the merge of the record
// (`Kept::merge`, src/live/kept.rs) the second tab's write dropped the
// first tab's turn.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { DIST, launch, widePage, tid, serveDist, freePort } from "./helpers.mjs";
import { newTwoFleetGame, card, logLen, savedLen } from "./game-helpers.mjs";

const waitFor = (page, sel, opts = {}) => page.waitForSelector(sel, { timeout: 20000, ...opts });
const online = (page) => waitFor(page, `${tid("live-bar")}[data-link="online"]`);

/** Chromium on `profile`, at the phone size. */
async function startBrowser(profile) {
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport: { width: 360, height: 740 },
    locale: "ru-RU",
  });
}

/** Kill the browser on `profile` with no shutdown (this process's child). */
async function kill(context, profile) {
  const lines = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" }).split("\n");
  const mine = lines.filter((l) => l.includes(`--user-data-dir=${profile}`));
  assert.equal(mine.length, 1, `one browser on the profile: ${lines.join(" | ")}`);
  const closed = new Promise((r) => context.once("close", r));
  process.kill(Number(mine[0].trim().split(/\s+/)[0]), "SIGKILL");
  await closed;
}

/** Turn `ship` to `dir` from its sheet; the action is kept (it waits). */
async function turn(page, ship, dir) {
  await card(page, ship).locator(".tile__link").click();
  await page.click(`${tid("ship-sheet")} ${tid(`rose-${dir}`)}`);
  await page.click(tid("confirm-yes"));
  await waitFor(page, tid("live-waiting"));
}

/** The heading `ship`'s tile says (its arrow's words). */
const heading = (page, ship) => card(page, ship).locator(tid("ship-heading")).textContent();

test("two tabs at one seat, each with an action waiting, then the browser killed: both actions reach the table once", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-tabs-"));
  const profile = path.join(dir, "profile");
  const port = await freePort();
  const host = await serveDist(DIST, { port, tables: path.join(dir, "tables.sqlite") });
  const browser = await launch();
  let anya;
  try {
    const boss = await widePage(browser, { locale: "ru-RU" });
    await newTwoFleetGame(boss.page, host.url, { captains: 0 });
    await boss.page.click(tid("open-to-phones"));
    await boss.page.click(tid("open-now"));
    await waitFor(boss.page, tid("seat-code"));
    const url = await boss.page.$eval(`${tid("seat-code")}:has(h3:text-is("Аня"))`, (e) => e.dataset.url);
    await boss.page.click(tid("open-to-table"));
    await online(boss.page);
    // a round, so a turn is a move of the game
    await boss.page.click(tid("new-round"));
    await boss.page.click(tid("weather-fresh"));
    await boss.page.click(tid("weather-dir-W"));
    await boss.page.click(tid("weather-start"));
    await boss.page.click(tid("confirm-yes"));
    await waitFor(boss.page, `${tid("round-line")}:has-text("1")`);
    const start = await logLen(boss.page);

    anya = await startBrowser(profile);
    const one = anya.pages()[0] ?? (await anya.newPage());
    await one.goto(url);
    await online(one);
    const two = await anya.newPage();
    await two.goto(`${host.url}#/game`);
    await online(two);
    await savedLen(two, start);

    // the host stops answering: each tab's turn waits, kept
    process.kill(host.pid, "SIGSTOP");
    await turn(one, "Меркурий", "E");
    await turn(two, "Азов", "S");
    assert.match(await two.textContent(tid("live-waiting")), /2/, "the second tab waits for the first tab's turn too");
    await kill(anya, profile);
    process.kill(host.pid, "SIGCONT");

    anya = await startBrowser(profile);
    const again = anya.pages()[0] ?? (await anya.newPage());
    await again.goto(`${host.url}#/game`);
    await online(again);
    await again.waitForSelector(tid("live-waiting"), { state: "detached", timeout: 20000 });
    await savedLen(boss.page, start + 2);
    assert.match(await heading(boss.page, "Меркурий"), /восток/);
    assert.match(await heading(boss.page, "Азов"), /юг/);
  } finally {
    try {
      process.kill(host.pid, "SIGCONT");
    } catch {}
    await anya?.close().catch(() => {});
    await browser.close();
    await host.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
