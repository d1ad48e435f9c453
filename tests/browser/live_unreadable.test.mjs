// A live table whose host cannot read the game back from its store (its
// disk failing: `Bad::Unavailable`, crates/live/src/protocol.rs): the
// phone tells its player so, on the join page and on the table's live
// line, keeps what it holds, and asks again by itself; once the host can
// read the table the phone joins without being touched. And a whole seat
// code the host does not know is said on the join page. The host's answer
// is played by the test between the phone and the real server
// (Playwright's WebSocket routing): the server's own path to it has a unit
// test (crates/serve/src/live/hub.rs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, phonePage, widePage, tid, serveDist, storedText } from "./helpers.mjs";
import { newTwoFleetGame } from "./game-helpers.mjs";

const waitFor = (page, sel, opts = {}) => page.waitForSelector(sel, { timeout: 30000, ...opts });
const UNREADABLE = "Ведущий стол не может сейчас прочитать эту игру — спрошу снова сам";

/** Until `check()` holds; the deadline only ends a hang. */
async function until(what, check, deadlineMs = 60000) {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > deadlineMs) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The phone's connections to the host: while `unreadable`, each one is
 * answered as a host that cannot read the table; otherwise relayed. */
async function hostThatCannotRead(page) {
  const st = { unreadable: true, refused: 0 };
  await page.routeWebSocket(/\/live\/ws$/, (ws) => {
    if (!st.unreadable) {
      ws.connectToServer();
      return;
    }
    ws.onMessage(() => {
      st.refused += 1;
      ws.send(JSON.stringify({ type: "bad", bad: "unavailable" }));
    });
  });
  return st;
}

test("a host that cannot read the table: the phone says so, keeps its table, and joins by itself once it can", async () => {
  const host = await serveDist();
  const browser = await launch();
  try {
    const boss = await widePage(browser, { locale: "ru-RU" });
    await newTwoFleetGame(boss.page, host.url, { captains: 0 });
    await boss.page.click(tid("open-to-phones"));
    await boss.page.click(tid("open-now"));
    await waitFor(boss.page, tid("seat-code"));
    const link = await boss.page.$eval(tid("seat-code"), (e) => e.dataset.url);

    // a first join: the join page says why it waits, and asks again
    const anya = await phonePage(browser);
    const st = await hostThatCannotRead(anya.page);
    await anya.page.goto(link);
    await waitFor(anya.page, `${tid("live-join-status")}:has-text("${UNREADABLE}")`);
    // asked again by itself (the timer), and still told
    const first = st.refused;
    await until("asked again", () => st.refused > first);
    assert.equal(await anya.page.textContent(tid("live-join-status")), UNREADABLE);
    assert.equal(await anya.page.locator(tid("game-table")).count(), 0, "no table shown that the host has not given");

    // the host can read it again: the phone joins without a touch
    st.unreadable = false;
    await waitFor(anya.page, `${tid("live-bar")}[data-link="online"]`);
    await waitFor(anya.page, tid("game-table"));

    // a phone that holds the table (once it is stored): after a reload it
    // keeps showing it, with the reason on the live line, then comes back
    // online
    await until("the table kept on the phone", async () =>
      /"table":\{"type":"welcome"/.test((await storedText(anya.page, "shturman.setting.live")) ?? "")
    );
    st.unreadable = true;
    const before = st.refused;
    // every state the live line shows from here on, in order
    await anya.page.addInitScript(() => {
      window.__links = [];
      new MutationObserver(() => {
        const now = document.querySelector('[data-testid="live-bar"]')?.dataset.link;
        if (now && now !== window.__links.at(-1)) window.__links.push(now);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-link"] });
    });
    await anya.page.reload();
    await waitFor(anya.page, `${tid("live-bar")}[data-link="unreadable"]`);
    const seen = st.refused;
    await until("asked again after the reload", () => st.refused > seen);
    assert.ok(seen > before);
    // never "online" while the host gives no table: an open socket is not
    // a host that answered
    assert.ok(!(await anya.page.evaluate(() => window.__links)).includes("online"), "no 'online' before the host answered");
    assert.equal(await anya.page.textContent(tid("live-link")), UNREADABLE);
    await waitFor(anya.page, tid("game-table"));
    st.unreadable = false;
    await waitFor(anya.page, `${tid("live-bar")}[data-link="online"]`);

    // a whole seat code of another table (a QR code of last week's game):
    // the host does not know it, and the join page says so
    const other = await phonePage(browser, { locale: "en-US" });
    await other.page.goto(`${host.url}#/game/live?seat=${"0123456789abcdef".repeat(2)}`);
    await waitFor(other.page, `${tid("live-join-status")}:has-text("The table does not know this seat code: scan the QR code again.")`);
    assert.equal(await other.page.locator(tid("live-bar")).count(), 0);
    assert.deepEqual(anya.errors.filter((e) => !/WebSocket/.test(e)), []);
    assert.deepEqual(boss.errors, []);
  } finally {
    await browser.close();
    await host.close();
  }
});
