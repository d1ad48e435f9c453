// The desktop app's content security policy (src-tauri/tauri.conf.json)
// has no 'unsafe-inline' styles (issue 36): the app sets style properties
// (`style:` in Leptos, through the CSSOM), never a `style` attribute. The
// page is served here under that policy, with the hashes of index.html's
// inline scripts added as Tauri adds them when it embeds the build, and a
// tour of the main screens must meet no violation.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { serverAndBrowser, phonePage, ready, tid, DIST } from "./helpers.mjs";
import { fillTwoFleets, card } from "./game-helpers.mjs";

const ROOT = path.resolve(DIST, "..");
const conf = JSON.parse(fs.readFileSync(path.join(ROOT, "src-tauri/tauri.conf.json"), "utf8"));

/** The app's policy as the desktop app serves it: the inline scripts' hashes added to script-src. */
function policy() {
  const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1].trim())
    .map((m) => `'sha256-${crypto.createHash("sha256").update(m[1]).digest("base64")}'`);
  return conf.app.security.csp.replace(/script-src ([^;]*)/, (_, v) => `script-src ${v} ${hashes.join(" ")}`);
}

const s = serverAndBrowser();

test("the policy allows no inline style", () => {
  const style = /style-src ([^;]*)/.exec(conf.app.security.csp)[1];
  assert.ok(!style.includes("unsafe-inline"), style);
});

/** A phone page whose documents come with the desktop app's policy (the
 * service worker blocked, so that every response passes the route). */
async function pageUnderPolicy() {
  const { context, page, errors } = await phonePage(s.browser, { serviceWorkers: "block" });
  const csp = policy();
  await context.route("**/*", async (route) => {
    const res = await route.fetch();
    const headers = res.headers();
    if (route.request().resourceType() === "document") headers["content-security-policy"] = csp;
    await route.fulfill({ response: res, headers });
  });
  return { context, page, errors };
}

/** Close a page made by `pageUnderPolicy`: a request still in its route
 * (the favicon, late) would fail its fetch on the closed context after
 * the test, so the route is let go first, ignoring what is in flight. */
async function closeUnderPolicy(context) {
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.close();
}

test("a tour of the main screens under the desktop app's policy meets no violation", async () => {
  const { context, page, errors } = await pageUnderPolicy();
  const { seen, violations } = await startUnderPolicy(context, page, errors);
  await tour(page, violations);
  assert.deepEqual(seen, []);
  assert.deepEqual(errors.filter((e) => /Content Security Policy/.test(e)), []);
  await closeUnderPolicy(context);
});

test("under the desktop app's policy the hand's key worker starts from a Blob (issue 46: the key is Argon2id there)", async () => {
  const { context, page, errors } = await pageUnderPolicy();
  const { seen } = await startUnderPolicy(context, page, errors);
  // as src/state/hand_store/kdf_worker.rs starts it; a tiny cost
  const src = fs.readFileSync(new URL("../../src/state/hand_store/kdf_worker.js", import.meta.url), "utf8");
  const answer = await page.evaluate(async (src) => {
    const url = URL.createObjectURL(new Blob([src], { type: "text/javascript" }));
    const w = new Worker(url);
    return await new Promise((resolve) => {
      w.onmessage = (e) => e.data.progress === undefined && resolve(e.data.bits ? e.data.bits.length : e.data.error);
      w.onerror = (e) => resolve(`refused: ${e.message}`);
      w.postMessage({ alg: "argon2id", pin: new Uint8Array([49]), salt: new Uint8Array(16), m_kib: 8, t: 1 });
    });
  }, src);
  assert.equal(answer, 32);
  assert.deepEqual(seen, []);
  assert.deepEqual(errors.filter((e) => /Content Security Policy/.test(e)), []);
  await closeUnderPolicy(context);
});

/** Watch the page's policy violations, open the start screen and show the
 * policy is in force there (an inline style attribute set now is refused):
 * `violations(where)` then files what each later step met under `where`. */
async function startUnderPolicy(context, page, errors) {
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`)
    );
  });
  const seen = [];
  const violations = async (where) => {
    const v = await page.evaluate(() => window.__violations.splice(0));
    seen.push(...v.map((x) => `${where}: ${x}`));
  };
  await page.goto(s.server.url);
  await ready(page);
  await page.evaluate(() => document.body.setAttribute("style", "outline: 1px solid red"));
  await page.waitForFunction(() => window.__violations.length > 0);
  assert.match((await page.evaluate(() => window.__violations.splice(0)))[0], /^style-src/);
  await page.evaluate(() => document.body.removeAttribute("style"));
  errors.length = 0; // its report on the console
  await violations("start");
  return { seen, violations };
}

/** The main screens, each checked by `violations(where)`. */
async function tour(page, violations) {
  // a new game: the setup (the players' colours), then the table (the owners' colours)
  await page.goto(s.server.url + "#/game/new");
  await page.waitForSelector(tid("game-setup"));
  await fillTwoFleets(page);
  await violations("new game");
  await page.click(tid("setup-create"));
  await page.waitForSelector(tid("game-table"));
  // the owners' colours are there all the same (set through the CSSOM)
  const owner = await page.$eval(tid("ship-card"), (e) => getComputedStyle(e).getPropertyValue("--owner").trim());
  assert.match(owner, /\S/, "a tile has its owner's colour");
  await violations("table");
  // a ship's sheet
  await card(page, "Меркурий").click();
  await page.waitForSelector(tid("ship-sheet"));
  await violations("ship sheet");
  // the fire helper from it, a target tapped (the odds' bars)
  await page.click(tid("sheet-fire"));
  await page.waitForSelector(tid("page-fire"));
  await page.click(tid("fire-cell-3-0"));
  await violations("fire helper");
  // the planner (its grid's columns)
  await page.goto(s.server.url + "#/tools/move");
  await page.waitForSelector(tid("page-move"));
  await page.click(tid("plan-class-brig"));
  await violations("planner");
  // the quick roll (its odds' bars)
  await page.click(tid("nav-roll"));
  await page.waitForSelector(tid("page-roll"));
  await page.click(tid("roll-band-long"));
  await violations("roll");
  // a battle resolver (its chart)
  await page.goto(s.server.url + "#/tools/his/field");
  await page.waitForSelector(tid("page-his-field"));
  await page.click(tid("b-d-units-inc"));
  const bar = await page.$eval(".odds__bar > span", (e) => e.style.width);
  assert.match(bar, /%$/, "the odds' bar has its width");
  await violations("battle");
  // the settings
  await page.click(tid("nav-settings"));
  await page.waitForSelector(tid("page-settings"));
  await violations("settings");
}

test("the web build's own policy (a <meta>, for any server) is in force as served, and the app runs under it", async () => {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(fs.readFileSync(path.join(DIST, "index.html"), "utf8"));
  assert.ok(meta, "dist/index.html carries a policy");
  assert.ok(!meta[1].includes("unsafe-inline"), meta[1]);
  const app = path.join(ROOT, "dist-app", "index.html");
  if (fs.existsSync(app)) assert.ok(!fs.readFileSync(app, "utf8").includes("Content-Security-Policy"), "the desktop app's copy leaves it to Tauri's");
  const { context, page, errors } = await phonePage(s.browser, { serviceWorkers: "block" });
  const { seen, violations } = await startUnderPolicy(context, page, errors);
  await tour(page, violations);
  assert.deepEqual(seen, []);
  assert.deepEqual(errors.filter((e) => /Content Security Policy/.test(e)), []);
  await context.close();
});
