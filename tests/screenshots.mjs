// Takes the README's phone screenshots (360×740) of the built UI in Russian
// and English: `node tests/screenshots.mjs` after `trunk build --release`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launch, phonePage, ready } from "./browser/helpers.mjs";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../docs/screenshots");
const server = await serveDist();
const browser = await launch();
try {
  for (const [lang, locale] of [["ru", "ru-RU"], ["en", "en-US"]]) {
    const { context, page } = await phonePage(browser, { locale });
    for (const [name, hash] of [["home", "#/game"], ["rules", "#/rules"], ["settings", "#/settings"]]) {
      await page.goto(server.url + hash);
      await ready(page);
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
