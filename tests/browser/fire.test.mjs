// The fire helper in a phone-sized Chromium: the gun, band, faces and
// probability on a tapped cell match what the CLI (`shturman fire`) gives
// for the same input; the odds match `shturman odds`; real dice entered
// apply the outcome to the target. Both languages.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launch, phonePage, ready, tid } from "./helpers.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The CLI binary: $SHTURMAN_CLI, else built with cargo into the target dir. */
function cliPath() {
  if (process.env.SHTURMAN_CLI) return process.env.SHTURMAN_CLI;
  const target = process.env.CARGO_TARGET_DIR || path.join(ROOT, "target");
  const bin = path.join(target, "debug", "shturman");
  execFileSync("cargo", ["build", "-q", "-p", "shturman-cli"], { cwd: ROOT, stdio: "inherit" });
  assert.ok(fs.existsSync(bin), `CLI not found at ${bin}`);
  return bin;
}

let server;
let browser;
let cli;
before(async () => {
  cli = cliPath();
  server = await serveDist();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const run = (...args) => JSON.parse(execFileSync(cli, args, { encoding: "utf8" }));

async function openFire(locale) {
  const { context, page, errors } = await phonePage(browser, { locale });
  await page.goto(server.url + "#/tools");
  await ready(page);
  await page.click(tid("tool-fire"));
  await page.waitForSelector(tid("page-fire"));
  return { context, page, errors };
}

test("linkor heading N, target at (3,0): what the CLI says (Russian)", async () => {
  const expected = run("fire", "--class", "linkor", "--heading", "N", "--at=3,0");
  assert.equal(expected.gun, "starboard");
  const { context, page, errors } = await openFire("ru-RU");
  await page.click(tid("fire-class-linkor"));
  await page.click(tid("fire-heading-N"));
  // The grid marks the line cell before the tap.
  assert.match(await page.getAttribute(tid("cell-3-0"), "aria-label"), /^клетка 3 на восток: правый борт, дальняя дистанция/);
  assert.match(await page.getAttribute(tid("cell-1-1"), "aria-label"), /мёртвая зона/);
  await page.click(tid("cell-3-0"));
  assert.equal(await page.getAttribute(tid("fire-gun"), "data-gun"), expected.gun);
  assert.equal(await page.textContent(tid("fire-gun")), "правый борт");
  assert.equal(await page.getAttribute(tid("fire-band"), "data-band"), expected.band);
  assert.match(await page.textContent(tid("fire-band")), new RegExp(`дальняя дистанция \\(${expected.distance} `));
  assert.equal(await page.getAttribute(tid("fire-prob"), "data-fraction"), expected.probability);
  assert.match(await page.textContent(tid("fire-prob")), /50 % · 3 из 6 · 1\/2/);
  for (let f = 1; f <= 6; f++) {
    const hit = expected.faces.includes(f);
    assert.equal(await page.getAttribute(tid(`fire-face-${f}`), "data-hit"), String(hit), `face ${f}`);
    assert.equal((await page.textContent(tid(`fire-face-${f}`))).includes(hit ? "✓" : "✗"), true);
  }
  assert.match(await page.textContent(tid("fire-explain")), /Бортовой залп: грани 1, 3, 5/);
  assert.match(await page.textContent(tid("fire-reminders")), /§4\.6/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("other cells agree with the CLI too (English)", async () => {
  const { context, page, errors } = await openFire("en-US");
  await page.click(tid("fire-class-frigate"));
  await page.click(tid("fire-heading-NE"));
  await page.click(tid("fire-damage-inc"));
  await page.click(tid("fire-damage-inc"));
  for (const [x, y] of [[1, 1], [-2, 2], [2, -2], [-1, -1], [0, 2], [4, -4]]) {
    const exp = run("fire", "--class", "frigate", "--heading", "NE", "--damage", "2", `--at=${x},${y}`);
    await page.click(tid(`cell-${x}-${y}`));
    if (exp.gun === null) {
      await page.waitForSelector(tid("fire-none"));
    } else {
      assert.equal(await page.getAttribute(tid("fire-gun"), "data-gun"), exp.gun, `${x},${y}`);
      assert.equal(await page.getAttribute(tid("fire-band"), "data-band"), exp.band, `${x},${y}`);
      assert.equal(await page.getAttribute(tid("fire-prob"), "data-fraction"), exp.probability, `${x},${y}`);
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("odds before rolling match the CLI, and entered dice apply the outcome", async () => {
  const { context, page, errors } = await openFire("en-US");
  await page.click(tid("fire-class-linkor"));
  await page.click(tid("fire-heading-N"));
  await page.click(tid("cell-3-0"));
  await page.click(tid("target-class-brig"));
  await page.click(tid("target-damage-inc"));
  // Three single shots: only the third is the last.
  await page.click(tid("shot-count-inc"));
  await page.click(tid("shot-count-inc"));
  const exp = run("odds", "--faces", "1,3,5", "--shots", "3", "--target-class", "brig", "--target-damage", "1");
  assert.equal(exp.sunk, "25/48");
  assert.equal(await page.getAttribute(tid("odds-sunk"), "data-fraction"), exp.sunk);
  for (const s of exp.hull_damage) {
    assert.match(await page.textContent(tid(`odds-hull-${s.value}`)), new RegExp(`\\(${s.probability}\\)`));
  }
  // Salvo of 3: one roll, 3 damage on a hit.
  await page.click(tid("mode-salvo"));
  const salvo = run("odds", "--faces", "1,3,5", "--shots", "3", "--salvo", "--target-class", "brig", "--target-damage", "1");
  assert.equal(await page.getAttribute(tid("odds-sunk"), "data-fraction"), salvo.sunk);
  await page.click(tid("mode-single"));
  // Enter real dice: 2 misses, 3 hits (hull 2/3), then the last shot: 1 hits
  // and sinks by damage, no critical roll needed.
  await page.click(tid("fire-rolled-2"));
  assert.match(await page.textContent(tid("fire-log")), /Roll 1: rolled 2 — miss → Hull 1\/3/);
  await page.click(tid("fire-rolled-3"));
  assert.match(await page.textContent(tid("fire-after")), /Hull 2\/3 · Sails 0 · Afloat/);
  await page.click(tid("fire-rolled-1"));
  assert.match(await page.textContent(tid("fire-after")), /Hull 3\/3 · Sails 0 · Sunk/);
  await page.waitForSelector(tid("fire-done"));
  // A virtual roll from the start: some outcome, consistent with the faces.
  await page.click(tid("fire-reset"));
  await page.click(tid("fire-roll"));
  const line = await page.textContent(tid("fire-log"));
  const m = line.match(/rolled (\d)/);
  assert.ok(m, line);
  assert.match(line, [1, 3, 5].includes(Number(m[1])) ? /— hit/ : /— miss/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a sails critical strips all sails", async () => {
  const { context, page, errors } = await openFire("ru-RU");
  await page.click(tid("fire-class-brig"));
  await page.click(tid("fire-heading-N"));
  await page.click(tid("cell--2-0"));
  assert.equal(await page.getAttribute(tid("fire-gun"), "data-gun"), "port");
  await page.click(tid("target-class-frigate"));
  await page.click(tid("fire-aim-sails"));
  await page.click(tid("fire-rolled-5"));
  await page.click(tid("fire-rolled-6"));
  assert.match(await page.textContent(tid("fire-log")), /6: крит/);
  assert.match(await page.textContent(tid("fire-after")), /Паруса 4/);
  assert.deepEqual(errors, []);
  await context.close();
});
