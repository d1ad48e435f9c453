// The last step of a web build (run by stage-chunks in trunk's staging
// folder): gives every file but index.html, sw.js, manifest.webmanifest
// and the icons a content id in its name, so that a server may let
// browsers keep them for good (crates/serve: `Cache-Control: immutable`);
// relinks the references and recomputes trunk's integrity hashes; writes
// the service worker's list of files and a cache name that changes with
// the build; and, for a release build, precompresses every compressible
// file beside itself (X.br, X.gz) for servers that send them as they are.
//
//   node finish-dist.mjs STAGING_DIR WASM_ID release|debug
//
// WASM_ID is the id stage-chunks put into the chunks' names (the main
// wasm's hash): the main wasm is named with it too. The app's js and the
// chunk loader import each other, so they share one id, a hash of both.

import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import zlib from "node:zlib";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { buildSync, transformSync } from "esbuild";

const [dir, wasmId, profile] = process.argv.slice(2);
if (!dir || !/^[0-9a-f]{10}$/.test(wasmId ?? "") || !["release", "debug"].includes(profile)) {
  console.error("usage: node finish-dist.mjs STAGING_DIR WASM_ID release|debug");
  process.exit(2);
}
const fail = (msg) => {
  console.error(`finish-dist: ${msg}`);
  process.exit(1);
};
const file = (name) => path.join(dir, name);
const id = (...bufs) => {
  const h = crypto.createHash("sha256");
  for (const b of bufs) h.update(b);
  return h.digest("hex").slice(0, 10);
};
// A release build's js and css are minified (esbuild): part of the first
// load a phone waits for (issue 19); names in strings, which the steps
// below relink, stay as they are.
const minify = (code, loader) =>
  profile === "release" ? transformSync(code, { loader, minify: true, legalComments: "none" }).code : code;
// A chunk whose fetch fails (a Wi-Fi that drops for a moment; Chromium's
// ERR_NETWORK_CHANGED when an interface comes up) is fetched again, twice,
// after 0.3 s and 1 s: the loader itself gives up on the first failure,
// and the screen waiting for that chunk never came.
const RETRY =
  "const __fetchAgain=(u,n=0)=>fetch(u).catch(e=>n<2?new Promise(r=>setTimeout(r,[300,1000][n])).then(()=>__fetchAgain(u,n+1)):Promise.reject(e));\n";
const text = {}; // the files whose references are rewritten, by name
for (const name of ["index.html", "shturman-ui.js", "__wasm_split.js", "sw.js"]) {
  if (!fs.existsSync(file(name))) fail(`no ${name} in the build`);
  text[name] = fs.readFileSync(file(name), "utf8");
  if (name === "__wasm_split.js") {
    const n = text[name].split("fetch(new URL(").length - 1;
    if (n === 0) fail("the chunk loader no longer fetches its chunks as fetch(new URL(…)): tell its retry how");
    text[name] = RETRY + text[name].replaceAll("fetch(new URL(", "__fetchAgain(new URL(");
  }
  if (name.endsWith(".js") && name !== "sw.js") text[name] = minify(text[name], "js");
}

// Replaces the quoted name `from` ("from", './from') by `to` in the text
// of `inName`; at least `min` times, or the build's layout has changed
// and this script must be told. A quoted name followed by a colon is an
// object key, not a link: wasm-bindgen's glue names the wasm's import
// modules ("./__wasm_split.js": import1), which must stay as they are.
function relink(inName, from, to, min = 1) {
  const esc = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  let n = 0;
  text[inName] = text[inName].replace(new RegExp(`(["'])(\\./)?${esc}\\1(?!\\s*:)`, "g"), (_, q, dot) => {
    n++;
    return `${q}${dot ?? ""}${to}${q}`;
  });
  if (n < min) fail(`${inName} does not name ${from} (expected at least ${min})`);
}
function rename(from, to) {
  fs.renameSync(file(from), file(to));
}

// the main wasm: the build's id, already in the chunks' names
const wasm = `shturman-ui_bg.${wasmId}.wasm`;
if (id(fs.readFileSync(file("shturman-ui_bg.wasm"))) !== wasmId) fail("the main wasm is not the one the chunks were named after");
rename("shturman-ui_bg.wasm", wasm);
relink("index.html", "shturman-ui_bg.wasm", wasm, 2); // the preload and init()
relink("shturman-ui.js", "shturman-ui_bg.wasm", wasm); // wasm-bindgen's default path

// the app's js and the chunk loader: one id for the pair
const pair = id(text["shturman-ui.js"], "\0", text["__wasm_split.js"]);
const js = `shturman-ui.${pair}.js`;
const loader = `__wasm_split.${pair}.js`;
relink("index.html", "shturman-ui.js", js, 2); // the modulepreload and the import
relink("index.html", "__wasm_split.js", loader); // stage-chunks' modulepreload
relink("shturman-ui.js", "__wasm_split.js", loader);
relink("__wasm_split.js", "shturman-ui.js", js);
fs.writeFileSync(file(js), text["shturman-ui.js"]);
fs.writeFileSync(file(loader), text["__wasm_split.js"]);
fs.rmSync(file("shturman-ui.js"));
fs.rmSync(file("__wasm_split.js"));

// the other screens' style sheet (public/screens/, copied by trunk): its
// parts bundled, in the order of their index.css, into one file with a
// content id, which the app links when the first of those screens is
// wanted and waits for before it shows one (src/styles.rs). index.html
// names it for the app (a <meta>); the parts themselves are not served.
{
  const parts = file("screens");
  const entry = path.join(parts, "index.css");
  if (!fs.existsSync(entry)) fail("no screens/index.css in the build (index.html's copy-dir of public/screens)");
  const out = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: profile === "release",
    legalComments: "none",
    write: false,
    outdir: parts,
    logLevel: "error",
  }).outputFiles;
  if (out.length !== 1) fail(`screens/index.css bundled into ${out.length} files, not one`);
  fs.rmSync(parts, { recursive: true });
  fs.mkdirSync(parts);
  const named = `screens.${id(out[0].contents)}.css`;
  fs.writeFileSync(path.join(parts, named), out[0].contents);
  relink("index.html", "screens/index.css", `screens/${named}`);
}

// style sheets: their own content
const KEEP = new Set(["index.html", "sw.js", "manifest.webmanifest"]);
const idPart = /[.\-_][0-9a-f]{10}\.[a-z0-9]+$/;
for (const name of fs.readdirSync(dir)) {
  if (fs.statSync(file(name)).isDirectory() || KEEP.has(name) || idPart.test(name)) continue;
  if (!name.endsWith(".css")) fail(`${name} has no content id and nothing here says where it is linked: name it in finish-dist.mjs`);
  fs.writeFileSync(file(name), minify(fs.readFileSync(file(name), "utf8"), "css"));
  const named = name.replace(/\.css$/, `.${id(fs.readFileSync(file(name)))}.css`);
  rename(name, named);
  relink("index.html", name, named);
}

// the main wasm is fetched once the start frame is painted, not preloaded:
// its download (most of the first load) then never stands before the first
// paint, on a slow link or in Lighthouse's simulation of one (issue 19,
// Largest Contentful Paint). The app's js (small) stays preloaded.
{
  const esc = wasm.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const preload = new RegExp(`<link rel="preload" href="\\./${esc}"[^>]*>\\n?`);
  if (!preload.test(text["index.html"])) fail("index.html has no preload link for the main wasm");
  text["index.html"] = text["index.html"].replace(preload, "");
  const init = "const wasm = await init(";
  if (text["index.html"].split(init).length !== 2) fail("index.html has no single init() call");
  text["index.html"] = text["index.html"].replace(
    init,
    // a timer from inside an animation frame runs after that frame is painted
    "await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));\n" + init,
  );
  // compiled from its bytes, not streamed: a streamed compile decodes the
  // module on the main thread as the bytes arrive, one long task when they
  // come at once (a fast link, the cache, the service worker); from the
  // bytes, the browser compiles it off the main thread (issue 19)
  const streamed = new RegExp(`init\\(\\{ module_or_path: ('\\./${esc}') \\}\\)`);
  if (!streamed.test(text["index.html"])) fail("index.html's init() does not take the main wasm's path");
  text["index.html"] = text["index.html"].replace(streamed, "init({ module_or_path: await (await fetch($1)).arrayBuffer() })");
}

// a release build's page without its comments (they are for whoever edits
// index.html, and part of the first load)
if (profile === "release") text["index.html"] = text["index.html"].replace(/[ \t]*<!--[\s\S]*?-->\n?/g, "");

// trunk's subresource integrity: the js changed, so recompute them all
text["index.html"] = text["index.html"].replace(/<link\b[^>]*>/g, (tag) => {
  const href = /\bhref="\.?\/?([^"]+)"/.exec(tag)?.[1];
  if (!href || !/\bintegrity="/.test(tag)) return tag;
  if (!fs.existsSync(file(href))) fail(`index.html links ${href}, which is not in the build`);
  const sri = "sha384-" + crypto.createHash("sha384").update(fs.readFileSync(file(href))).digest("base64");
  return tag.replace(/\bintegrity="[^"]*"/, `integrity="${sri}"`);
});
// the web build's content security policy, as a <meta> (any static
// server then serves it): the desktop app's (src-tauri/tauri.conf.json)
// but for the app's own ipc, with index.html's inline scripts by their
// hashes (as Tauri adds them), its workers (the service worker, and the
// PIN's key worker started from a Blob where a page has no WebCrypto) and
// its own server's WebSocket ('self' is the page's host, ws: included).
// Not in the desktop app's copy: Tauri serves its own policy (with its
// ipc and the app's host), and a second policy would narrow it.
const appHtml = text["index.html"];
{
  const hashes = [...text["index.html"].matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1].trim())
    .map((m) => `'sha256-${crypto.createHash("sha256").update(m[1]).digest("base64")}'`);
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
  ].join("; ");
  const charset = '<meta charset="utf-8" />';
  if (text["index.html"].split(charset).length !== 2) fail("index.html has no single charset meta");
  text["index.html"] = text["index.html"].replace(
    charset,
    `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}
fs.writeFileSync(file("index.html"), text["index.html"]);

// the service worker: every file of the build it needs offline, and a cache name that
// changes whenever any of them does (the activation step then drops the
// old copy)
function walk(d, rel = "") {
  return fs.readdirSync(path.join(d, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walk(d, r) : [r];
  });
}
// (not the manifest's screenshots: only a browser offering to install the
// app shows them, online)
const all = walk(dir)
  .filter((n) => n !== "sw.js" && !n.startsWith("screenshots/"))
  .sort();
const cacheId = id(...all.map((n) => `${n}\0${id(fs.readFileSync(file(n)))}\n`));
const marker = "  // the build's files: listed here by scripts/wasm-split/finish-dist.mjs";
if (!text["sw.js"].includes(marker)) fail("no file-list marker in sw.js");
if (!text["sw.js"].includes('"shturman-dev"')) fail('no cache name "shturman-dev" in sw.js');
text["sw.js"] = text["sw.js"]
  .replace(marker, all.map((n) => `  "./${n}",`).join("\n"))
  .replace('"shturman-dev"', `"shturman-${cacheId}"`);
fs.writeFileSync(file("sw.js"), text["sw.js"]);

// precompressed copies, kept only where smaller; release builds only (a
// debug wasm is tens of MB, and brotli at its best is slow)
if (profile === "release") {
  const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|json|webmanifest|svg|txt|xml|ico|map)$/;
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  await Promise.all(
    walk(dir)
      .filter((n) => COMPRESSIBLE.test(n))
      .map(async (n) => {
        const raw = fs.readFileSync(file(n));
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzip(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) fs.writeFileSync(file(`${n}.br`), br);
        if (gz.length < raw.length) fs.writeFileSync(file(`${n}.gz`), gz);
      }),
  );
}

// the desktop app's copy (src-tauri/tauri.conf.json: frontendDist): the
// same files, hard-linked, without the compressed copies
const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist-app");
fs.rmSync(app, { recursive: true, force: true });
for (const n of walk(dir)) {
  if (/\.(br|gz)$/.test(n)) continue;
  fs.mkdirSync(path.dirname(path.join(app, n)), { recursive: true });
  try {
    fs.linkSync(file(n), path.join(app, n));
  } catch {
    fs.copyFileSync(file(n), path.join(app, n)); // another file system
  }
}
fs.rmSync(path.join(app, "index.html"));
fs.writeFileSync(path.join(app, "index.html"), appHtml);
// and the web build's page, with its policy, for the phones of a table the
// app hosts (src-tauri/src/host.rs serves it as their index.html): not
// named .html, so Tauri embeds its bytes as they are
fs.writeFileSync(path.join(app, "index.web"), text["index.html"]);
