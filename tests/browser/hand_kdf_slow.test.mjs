// Issue 46 (item 12) and issue 43 (item 16): where a hand's key is bound
// to no device key (the LAN page, which has no WebCrypto; the desktop app)
// it is Argon2id at 64 MiB and 3 passes, derived by the Web Worker
// (src/state/hand_store/kdf_worker.js). Checked here: the worker's
// Argon2id gives the bits the Rust host derives (the known answers of
// crates/hand/tests/cipher.rs), it reports its progress before its bits,
// and its time at the app's cost is printed at 1× and with the page's CPU
// 4× slower (Chromium's Emulation.setCPUThrottlingRate: a figure, not an
// assertion). Then, in Russian and English at 360×740 (and a wide window
// for the screenshots), a page without WebCrypto makes and opens a hand:
// the PIN pad shows the key's progress and says why it is slow, and the
// hand opens after it.
//
// The LAN page itself (plain http on a network namespace pair,
// tests/serve/lan.test.mjs) needs the serve binary and root; here a page
// whose `crypto.subtle` is taken away and which reads as not a secure
// context (an init script) stands in for it: to the app it is the same —
// no WebCrypto, so no device key, so the key is Argon2id in the worker.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serverAndBrowser, phonePage, widePage, ready, tid, inView, storedEntries } from "./helpers.mjs";
import { backupText, newTwoFleetGame, openHand, typePin } from "./game-helpers.mjs";

const WORKER = fs.readFileSync(new URL("../../src/state/hand_store/kdf_worker.js", import.meta.url), "utf8");
// KdfParams::UNBOUND in crates/hand/src/cipher.rs
const M_KIB = 64 * 1024;
const PASSES = 3;
const SHOTS = process.env.SHOTS_DIR;

const s = serverAndBrowser();

/** Argon2id by the worker's script, in a worker started from a Blob as the
 * app starts it: hex, milliseconds, and the progress shares it reported
 * before its bits. */
const workerArgon2id = (page, password, salt, mKib, t) =>
  page.evaluate(
    async ([src, password, salt, mKib, t]) => {
      const enc = new TextEncoder();
      const url = URL.createObjectURL(new Blob([src], { type: "text/javascript" }));
      const w = new Worker(url);
      const shares = [];
      const t0 = performance.now();
      const data = await new Promise((resolve, reject) => {
        w.onmessage = (e) => (e.data.progress !== undefined ? shares.push(e.data.progress) : resolve(e.data));
        w.onerror = (e) => reject(new Error(e.message));
        w.postMessage({ alg: "argon2id", pin: enc.encode(password), salt: enc.encode(salt), m_kib: mKib, t });
      });
      const ms = performance.now() - t0;
      w.terminate();
      URL.revokeObjectURL(url);
      if (data.error) return { error: data.error };
      const hex = [...data.bits].map((b) => b.toString(16).padStart(2, "0")).join("");
      return { hex, ms, shares };
    },
    [WORKER, password, salt, mKib, t]
  );

test("the worker's Argon2id is the host's, reports its progress, and is timed at 1× and 4×", async () => {
  const { context, page, errors } = await phonePage(s.browser);
  await page.goto(s.server.url + "#/");
  await ready(page);
  // the answers of crates/hand/tests/cipher.rs (the `argon2` crate's)
  for (const [m, t, want] of [
    [8, 1, "f137f8e186a403a679ccd0606e5ab5dcdafe43c1640855ac8c6e33e9bd63eeb3"],
    [64, 2, "16a1a498734609dd01456da406de9f3d9da93e6c86c300a12fc1465214ce4922"],
    [1024, 3, "85349f834f99c54540e80cbc12dd35b1e36ddadc754f5f178797a5c4d86b3499"],
  ]) {
    assert.equal((await workerArgon2id(page, "password", "somesalt", m, t)).hex, want, `m = ${m}, t = ${t}`);
  }
  // a planted cost is refused by the worker too, before any memory
  assert.match((await workerArgon2id(page, "482913", "0123456789abcdef", 4 * 1024 * 1024, 3)).error, /out of bounds/);
  const app = await workerArgon2id(page, "482913", "0123456789abcdef", M_KIB, PASSES);
  assert.equal(app.hex.length, 64);
  // progress before the bits, growing, under 1
  assert.ok(app.shares.length >= 10, `progress reported: ${app.shares.length} times`);
  assert.deepEqual(app.shares, [...app.shares].sort((a, b) => a - b));
  assert.ok(app.shares.every((s) => s > 0 && s <= 1));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const slow = await workerArgon2id(page, "482913", "fedcba9876543210", M_KIB, PASSES);
  // CDP's throttling reaches the page's thread, not a worker's
  // (DEVELOPERS.md): the same script run on the throttled page's thread is
  // what a core 4× slower takes (a benchmark only: the app never runs it there)
  const onPage = await page.evaluate(
    ([src, mKib, t]) => {
      const { argon2id } = new Function(`${src}; return { argon2id };`)();
      const enc = new TextEncoder();
      const t0 = performance.now();
      argon2id(enc.encode("482913"), enc.encode("0123456789abcdef"), mKib, t);
      return performance.now() - t0;
    },
    [WORKER, M_KIB, PASSES]
  );
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  console.log(
    `# Argon2id, ${M_KIB / 1024} MiB, ${PASSES} passes, the worker's script: ${app.ms.toFixed(0)} ms; ` +
      `with the page's CPU 4× slower: ${slow.ms.toFixed(0)} ms in the worker (not throttled), ${onPage.toFixed(0)} ms on the throttled page's thread`
  );
  assert.deepEqual(errors, []);
  await context.close();
});

/** No WebCrypto and not a secure context, as on the LAN page (plain http). */
const likeTheLanPage = () => {
  Object.defineProperty(Crypto.prototype, "subtle", { get: () => undefined, configurable: true });
  Object.defineProperty(window, "isSecureContext", { get: () => false, configurable: true });
};

/** On a page like the LAN page, a new game whose first player has chosen
 * a PIN: the pad asks for it again. */
async function toTheRepeatedPin(context, page) {
  await context.addInitScript(likeTheLanPage);
  await newTwoFleetGame(page, s.server.url, { captains: 1 });
  await page.click(tid("pass-phone-0"));
  await page.click(tid("hand-its-me"));
  await typePin(page, "582046");
  await page.waitForSelector(`${tid("pin-pad")}[data-stage="Repeat"]`);
}

const WORDS = {
  ru: { locale: "ru-RU", working: /Проверяю PIN-код/, percent: /Ключ готов на \d+ %/, why: /^Это долго нарочно: .*простому http.*скриптом — медленно/ },
  en: { locale: "en-US", working: /Checking the PIN/, percent: /Key \d+% done/, why: /^This is slow on purpose: .*plain http.*in script — slowly/ },
};

for (const [lang, w] of Object.entries(WORDS)) {
  for (const wide of [false, true]) {
    const where = wide ? "a wide window" : "360×740";
    test(`${lang}, ${where}: without WebCrypto the PIN pad shows the key's progress and why it is slow, then the hand opens`, async () => {
      const { context, page, errors } = wide ? await widePage(s.browser, { locale: w.locale }) : await phonePage(s.browser, { locale: w.locale });
      await toTheRepeatedPin(context, page);
      assert.equal(await page.evaluate(() => crypto.subtle), undefined);
      // the order of what the player sees: progress (with its reason), a
      // later share, then the open hand
      await page.evaluate(() => {
        window.__seen = [];
        const look = () => {
          const bar = document.querySelector('[data-testid="pin-progress"]');
          const open = document.querySelector('[data-testid="hand-open"]');
          const last = window.__seen[window.__seen.length - 1];
          const now = open ? "open" : bar ? `progress ${bar.dataset.percent}` : null;
          if (now && now !== last) window.__seen.push(now);
          if (!open) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await typePin(page, "582046");
      await page.waitForSelector(tid("pin-progress"));
      await inView(page, tid("pin-progress"));
      assert.match(await page.textContent(tid("pin-working")), w.working);
      await page.waitForSelector(`${tid("pin-progress")}:not([data-percent="0"])`);
      assert.match(await page.textContent(tid("pin-progress-text")), w.percent);
      assert.match(await page.textContent(tid("pin-slow-why")), w.why);
      await inView(page, tid("pin-slow-why"));
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `hand-kdf-progress-${lang}${wide ? "-wide" : ""}.png`) });
      await page.waitForSelector(tid("hand-open"), { timeout: 60000 });
      const seen = await page.evaluate(() => window.__seen);
      const shares = seen.filter((s) => s.startsWith("progress")).map((s) => Number(s.split(" ")[1]));
      assert.ok(shares.length >= 2 && shares.some((s) => s > 0), `progress went on: ${seen.join(", ")}`);
      assert.equal(seen[seen.length - 1], "open", `the hand opened after the progress: ${seen.join(", ")}`);
      assert.equal(await page.locator(tid("pin-progress")).count(), 0, "the bar is gone once open");
      const ms = Number(await page.getAttribute(tid("hand"), "data-kdf-ms"));
      console.log(`# ${lang}, ${where}, no WebCrypto: making a hand took ${ms} ms (Argon2id in the worker)`);
      // sealed under Argon2id at the app's cost, bound to no device
      const stored = (await storedEntries(page)).map(([, v]) => v).join("\n");
      assert.match(stored, new RegExp(`argon2id\\\\*",\\\\*"m_kib\\\\*":${M_KIB}\\b`));
      assert.match(stored, new RegExp(`"t\\\\*":${PASSES}\\b`));
      assert.doesNotMatch(stored, /\\*"device\\*"/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test("at 4× CPU without WebCrypto, opening a hand again shows its progress and opens: timed", async () => {
  const { context, page, errors } = await phonePage(s.browser);
  await toTheRepeatedPin(context, page);
  await typePin(page, "582046");
  await page.waitForSelector(tid("hand-open"), { timeout: 60000 });
  await page.click(tid("hand-hide"));
  await page.waitForSelector(tid("game-table"));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.click(tid("pass-phone-0"));
  await page.click(tid("hand-its-me"));
  await page.waitForSelector(`${tid("pin-pad")}[data-stage="Enter"]`);
  await typePin(page, "582046");
  await page.waitForSelector(tid("pin-progress"), { timeout: 20000 });
  await page.waitForSelector(tid("hand-open"), { timeout: 120000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const ms = Number(await page.getAttribute(tid("hand"), "data-kdf-ms"));
  console.log(`# the page's CPU 4× slower, no WebCrypto: opening a hand took ${ms} ms (Argon2id in the worker)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("with WebCrypto the hand stays PBKDF2 bound to this device, and its backup is Argon2id bound to none", async () => {
  const { context, page, errors } = await phonePage(s.browser);
  await newTwoFleetGame(page, s.server.url);
  await openHand(page, 0, "582046");
  const stored = (await storedEntries(page)).map(([, v]) => v).join("\n");
  assert.match(stored, /pbkdf2-sha256/);
  assert.match(stored, /\\*"device\\*"/);
  const backup = JSON.parse(await backupText(page));
  assert.equal(backup.header.purpose, "backup");
  assert.deepEqual(
    { alg: backup.header.kdf.alg, m_kib: backup.header.kdf.m_kib, t: backup.header.kdf.t, device: backup.header.kdf.device },
    { alg: "argon2id", m_kib: M_KIB, t: PASSES, device: undefined }
  );
  assert.deepEqual(errors, []);
  await context.close();
});
