// Two starts of the desktop app on one data folder (release build, Xvfb,
// tauri-driver): the second start hands over to the running window and
// exits (tauri-plugin-single-instance, over D-Bus), so it can never write a
// stale copy of a game back over the first window's newer one when it quits
// (issue: revision 4 went back to 2, and the first window's next writes
// were refused). The data folder is a temporary one of this test's own
// (XDG_DATA_HOME), and so is the D-Bus session bus when none is running.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startDriver, Session, until, APP, appPids } from "./webdriver.mjs";

const LOADED = '[data-settings-loaded="true"][data-started="true"]';
const DATA = fs.mkdtempSync(path.join(os.tmpdir(), "shturman-instances-"));
const GAME = `instances-${process.pid}`;
// tauri-plugin-single-instance's name: the app's identifier + this
const BUS_NAME = "app.shturman.companion.SingleInstance";
let driver;
let bus;

/** A session bus of our own (the app finds other instances on it). */
async function startBus() {
  const proc = spawn("dbus-daemon", ["--session", "--nofork", "--print-address=1"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const address = await new Promise((resolve, reject) => {
    let out = "";
    proc.stdout.on("data", (d) => {
      out += d;
      if (out.includes("\n")) resolve(out.split("\n")[0].trim());
    });
    proc.on("exit", (code) => reject(new Error(`dbus-daemon ended (${code})`)));
  });
  return { proc, address };
}

before(async () => {
  // the app (started by tauri-driver, and below) inherits these
  process.env.XDG_DATA_HOME = DATA;
  if (!process.env.DBUS_SESSION_BUS_ADDRESS) {
    bus = await startBus();
    process.env.DBUS_SESSION_BUS_ADDRESS = bus.address;
  }
  driver = await startDriver();
});
after(() => {
  // a window that did not quit (a failed test) must not hold the run open
  for (const pid of appPids()) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
  driver?.kill();
  bus?.proc.kill();
  fs.rmSync(DATA, { recursive: true, force: true });
});

/** A shell command through the page, as the UI calls it. */
function invoke(s, cmd, args) {
  return s.execAsync(
    "const done = arguments[arguments.length - 1];" +
      "window.__TAURI__.core.invoke(arguments[0], arguments[1])" +
      ".then((v) => done({ ok: v }), (e) => done({ err: e }));",
    [cmd, args]
  );
}

/** Start the app once more and wait until that start has ended. */
async function startEnded() {
  const start = spawn(APP, [], { stdio: ["ignore", "inherit", "inherit"] });
  let ended = null;
  start.on("exit", (code, signal) => (ended = { code, signal }));
  try {
    await until("the start ended", () => ended);
  } finally {
    if (!ended) start.kill("SIGKILL");
  }
  return ended;
}

/** The PID of the process that owns the app's name on the bus, or null. */
function busOwner() {
  try {
    const out = execFileSync(
      "dbus-send",
      ["--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
        "org.freedesktop.DBus.GetConnectionUnixProcessID", `string:${BUS_NAME}`],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }
    );
    return Number(/uint32 (\d+)/.exec(out)[1]);
  } catch {
    return null;
  }
}
/** The game's file as it is on disk. */
function onDisk() {
  const file = path.join(DATA, "app.shturman.companion", "games", `${GAME}.json`);
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

test("a second start of the app hands over to the first and leaves its game alone", async () => {
  const s = await Session.start();
  try {
    await s.find(LOADED);
    let base = null;
    for (const body of ["one", "two"]) {
      const r = await invoke(s, "record_write", { name: `game.${GAME}`, body, base });
      assert.ok(r.ok, JSON.stringify(r));
      base = r.ok;
    }
    assert.equal(onDisk().revision, 2);

    // the second start: the same binary, the same data folder and bus
    assert.deepEqual(await startEnded(), { code: 0, signal: null }, "the second start exits by itself, successfully");

    // the first window goes on: its game is as it left it, and its next
    // writes, made on what it holds, are taken
    assert.equal(onDisk().revision, 2);
    for (const body of ["three", "four"]) {
      const r = await invoke(s, "record_write", { name: `game.${GAME}`, body, base });
      assert.ok(r.ok, `a write of the first window refused: ${JSON.stringify(r)}`);
      base = r.ok;
    }
    const read = await invoke(s, "record_read", { name: `game.${GAME}` });
    assert.deepEqual([read.ok.revision, read.ok.body], [4, "four"]);
    assert.deepEqual([onDisk().revision, onDisk().save], [4, "four"]);
    assert.equal(await s.exec("return typeof window.__TAURI__?.core?.invoke"), "function");
  } finally {
    await s.end();
  }
  // and after the first window has quit too (when the store plugin saved
  // what it had open), nothing went back
  assert.deepEqual(appPids(), [], "the first window quit");
  assert.deepEqual([onDisk().revision, onDisk().save], [4, "four"]);
});

test("a start while the last window is still closing opens once that window has gone, and never fails", async () => {
  // the last window: it owns the app's name on the bus, then stops
  // answering, as a window that is closing does
  const last = spawn(APP, [], { stdio: ["ignore", "inherit", "inherit"] });
  const monitor = spawn("dbus-monitor", ["--session", "type='method_call',interface='org.SingleInstance.DBus'"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let seen = "";
  monitor.stdout.on("data", (d) => (seen += d));
  let next;
  try {
    await until("the last window owns the name", () => busOwner() === last.pid);
    // the monitor is listening once it has reported its own name lost
    await until("the bus monitor listening", () => seen.includes("NameLost"));
    process.kill(last.pid, "SIGSTOP");
    // the next start asks that window to take over, and gets no answer
    next = spawn(APP, [], { stdio: ["ignore", "inherit", "inherit"] });
    let ended = null;
    next.on("exit", (code, signal) => (ended = { code, signal }));
    await until("the next start's call to the last window", () => seen.includes("member=ExecuteCallback"));
    // the last window goes (its process ends: the bus drops its name)
    process.kill(last.pid, "SIGKILL");
    // the next start becomes the app's window: the same process (PID) owns
    // the name, it has not ended, and a start after it hands over to it
    await until("the next start owns the name", () => busOwner() === next.pid || ended);
    assert.equal(ended, null, `the next start ended: ${JSON.stringify(ended)}`);
    assert.equal(busOwner(), next.pid);
    assert.deepEqual(await startEnded(), { code: 0, signal: null }, "a third start hands over to the next one");
    assert.equal(ended, null, "the next start's window is still open");
  } finally {
    monitor.kill();
    for (const p of [last, next]) {
      try {
        p?.kill("SIGKILL");
      } catch {}
    }
    await until("every window gone", () => appPids().length === 0);
  }
});
