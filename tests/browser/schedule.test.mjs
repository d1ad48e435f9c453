// The ordering `schedule::answer` relies on (src/schedule/answer.rs,
// `timed_answer`): it times a tap's answer up to a promise callback queued
// right after the answer set its signals, so Leptos must have applied the
// DOM updates of those signals by the time that callback runs (they are
// microtasks queued when the signal is set), not in a later task or frame.
// Asserted as an order of events, never as a duration.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, phonePage, ready, tid } from "./helpers.mjs";

const s = serverAndBrowser();

test("a signal set in a tap's handler is in the DOM before a promise callback queued after the handler", async () => {
  const { context, page, errors } = await phonePage(s.browser);
  await page.goto(s.server.url);
  await ready(page);
  await page.waitForSelector('[data-started="true"]');
  assert.equal(await page.textContent(tid("app-title")), "Штурман");
  const events = await page.evaluate(async () => {
    const title = document.querySelector('[data-testid="app-title"]');
    const events = [];
    // On the window, bubbling, added after the app's own delegated click
    // listener (Leptos adds it on the window when the app mounts): it runs
    // right after the app's handler, in the same task, with no microtask
    // checkpoint between them (the click below is dispatched from script),
    // just as `timed_answer` queues its callback right after the answer.
    addEventListener(
      "click",
      () => {
        // the app's handler has run: it keeps the language hint at once
        events.push(["handler ran", localStorage.getItem("shturman.hint.lang")]);
        Promise.resolve().then(() => events.push(["promise callback", title.textContent]));
      },
      { once: true },
    );
    document.querySelector('[data-testid="lang-switch"]').click();
    events.push(["click returned"]);
    await new Promise((r) => setTimeout(r, 0));
    return events;
  });
  assert.deepEqual(events, [
    ["handler ran", "en"],
    ["click returned"],
    ["promise callback", "Shturman"],
  ]);
  assert.deepEqual(errors, []);
  await context.close();
});
