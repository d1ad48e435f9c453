// The real desktop app (release build) under Xvfb, driven by tauri-driver:
// the UI renders inside the Tauri window, and a value saved through the
// shell's record commands (the language choice) survives a restart of the app.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startDriver, Session, until } from "./webdriver.mjs";

const TITLE = '[data-testid="app-title"]';
// the app has read its stored settings (they arrive asynchronously in Tauri)
// the settings read and the start frame gone (it covers the app while the
// app is made underneath, and takes the clicks meanwhile)
const LOADED = '[data-settings-loaded="true"][data-started="true"]';
let driver;
before(async () => {
  driver = await startDriver();
});
after(() => driver?.kill());

test("the UI renders in the desktop window, inside Tauri", async () => {
  const s = await Session.start();
  try {
    const title = await s.text(TITLE);
    assert.ok(["Штурман", "Shturman"].includes(title), title);
    assert.equal(await s.exec("return typeof window.__TAURI__?.core?.invoke"), "function");
  } finally {
    await s.end();
  }
});

test("every screen opens in the desktop window (each is a wasm chunk loaded through Tauri's protocol)", async () => {
  const s = await Session.start();
  try {
    await s.find(LOADED);
    for (const area of ["roll", "tools", "rules", "settings", "game"]) {
      await s.click(`[data-testid="nav-${area}"]`);
      await s.find(`[data-testid="page-${area}"]`);
    }
    await s.click('[data-testid="nav-tools"]');
    await s.click('[data-testid="tool-fire"]');
    await s.find('[data-testid="page-fire"]');
  } finally {
    await s.end();
  }
});

test("the language saved as a record survives a restart", async () => {
  let s = await Session.start();
  let before;
  try {
    await s.find(LOADED);
    before = await s.text(TITLE);
    await s.click('[data-testid="lang-switch"]');
    const after = await s.text(TITLE);
    assert.notEqual(after, before);
    // the choice is written by an async command: wait until the record has it
    const want = after === "Shturman" ? "en" : "ru";
    await until(`the record holds ${want}`, async () =>
      (await s.execAsync(
        "const done = arguments[arguments.length - 1];" +
          "window.__TAURI__.core.invoke('record_read', { name: 'setting.lang' }).then((r) => r && r.body).then(done, (e) => done('error: ' + e));"
      )) === want
    );
  } finally {
    await s.end();
  }
  s = await Session.start();
  try {
    await s.find(LOADED);
    assert.notEqual(await s.text(TITLE), before, "the language chosen before the restart is back");
  } finally {
    await s.end();
  }
});
