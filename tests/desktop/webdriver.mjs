// A minimal WebDriver client (fetch only) for tauri-driver, which proxies
// to Debian's WebKitWebDriver and starts the real desktop app.
import { spawn, execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TARGET = process.env.CARGO_TARGET_DIR || path.join(ROOT, "target");
export const APP = process.env.SHTURMAN_APP || path.join(TARGET, "release/shturman-app");
// A port of our own (and the next one for WebKitWebDriver), so a driver
// left running elsewhere on the machine is never the one we talk to.
const PORT = Number(process.env.TAURI_DRIVER_PORT || 20000 + Math.floor(Math.random() * 20000));
const BASE = `http://127.0.0.1:${PORT}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The PIDs of every running copy of the app (to kill it by its PID). */
export function appPids() {
  try {
    return execFileSync("pgrep", ["-f", `^${APP}`], { encoding: "utf8" })
      .split("\n")
      .map((l) => Number(l.trim()))
      .filter((p) => p > 0 && p !== process.pid);
  } catch {
    return [];
  }
}

/** Start tauri-driver and wait until it answers. */
export async function startDriver() {
  const proc = spawn("tauri-driver", ["--port", String(PORT), "--native-port", String(PORT + 1)], { stdio: ["ignore", "inherit", "inherit"] });
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`${BASE}/status`);
      if (r.ok) return proc;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  proc.kill();
  throw new Error("tauri-driver did not start");
}

async function call(method, url, body) {
  const r = await fetch(BASE + url, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await r.json();
  if (!r.ok || (json.value && json.value.error)) {
    throw new Error(`${method} ${url}: ${JSON.stringify(json.value)}`);
  }
  return json.value;
}

const ELEMENT = "element-6066-11e4-a07b-4a6f98eb9daf";

/** One run of the desktop app. */
export class Session {
  static async start() {
    const v = await call("POST", "/session", {
      capabilities: { alwaysMatch: { "tauri:options": { application: APP } } },
    });
    return new Session(v.sessionId);
  }
  constructor(id) {
    this.id = id;
  }
  async find(css, timeoutMs = 20000) {
    const t0 = Date.now();
    for (;;) {
      try {
        const v = await call("POST", `/session/${this.id}/element`, { using: "css selector", value: css });
        return v[ELEMENT] ?? v.ELEMENT ?? Object.values(v)[0];
      } catch (e) {
        if (Date.now() - t0 > timeoutMs) throw e;
        await sleep(200);
      }
    }
  }
  async text(css) {
    const el = await this.find(css);
    return call("GET", `/session/${this.id}/element/${el}/text`);
  }
  async click(css) {
    const el = await this.find(css);
    await call("POST", `/session/${this.id}/element/${el}/click`, {});
    await this.settle();
  }
  /** Until the app's answer to the last tap is in: it paints the press
   * first and marks the root `data-answering` meanwhile (src/schedule/answer.rs). */
  async settle() {
    await until("the app's answer to a tap", async () => !(await this.exec("return document.documentElement.hasAttribute('data-answering');")), 20);
  }
  async exec(script, args = []) {
    return call("POST", `/session/${this.id}/execute/sync`, { script, args });
  }
  async execAsync(script, args = []) {
    return call("POST", `/session/${this.id}/execute/async`, { script, args });
  }
  /** End the session, and wait until its window has gone: a start while
   * the last window is still closing is a case of its own
   * (instances.test.mjs), not something every restart should meet. */
  async end() {
    await call("DELETE", `/session/${this.id}`);
    await until("the app's window closed", () => appPids().length === 0);
  }
}

/** Until `check()` holds, polling every `every` ms. The deadline only ends
 * a test that would otherwise hang: it is generous and no test's verdict. */
export async function until(what, check, every = 100, deadlineMs = 60000) {
  const t0 = Date.now();
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() - t0 > deadlineMs) throw new Error(`never: ${what}`);
    await sleep(every);
  }
}

export { sleep };
