// Short names for the main wasm's imports from its js glue (run by the
// wasm-bindgen wrapper next to this file, on wasm-bindgen's output).
//
// wasm-bindgen names each JS binding `__wbg_<name>_<16 hex digits>`: ~260
// names in the wasm's import section and again as the keys of the glue's
// import object. The hex digits are random to gzip: renamed `a0`, `a1`, …
// in both files the first load is ≈ 7 KB gzip smaller (issue 36). Only
// the names of the glue's own import module are renamed (the chunks
// import from `__wasm_split`, never from the glue), and each must appear
// in the js: else this build's layout is not the one this script knows.
//
//   node short-imports.mjs MAIN_BG.wasm GLUE.js

import fs from "node:fs";
import path from "node:path";

const [wasmPath, jsPath] = process.argv.slice(2);
if (!wasmPath || !jsPath) {
  console.error("usage: node short-imports.mjs MAIN_BG.wasm GLUE.js");
  process.exit(2);
}
const fail = (msg) => {
  console.error(`short-imports: ${msg}`);
  process.exit(1);
};
const wasm = fs.readFileSync(wasmPath);
let js = fs.readFileSync(jsPath, "utf8");
// the glue's import module, as the wasm names it ("./shturman-ui_bg.js")
const glueModule = `./${path.basename(wasmPath, ".wasm")}.js`;
// hashed binding names only: the hex digits are what gzip cannot shrink
const HASHED = /^__wbg(?:indgen)?_[A-Za-z0-9_]*_[0-9a-f]{16}$/;

function leb(buf, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = buf[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}
function uleb(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}
const name = (s) => Buffer.concat([uleb(Buffer.byteLength(s)), Buffer.from(s)]);
// the end of an import's description (its kind byte at `at`)
function descEnd(buf, at) {
  const kind = buf[at++];
  const limits = (p) => {
    const flags = buf[p++];
    [, p] = leb(buf, p);
    if (flags & 1) [, p] = leb(buf, p);
    return p;
  };
  switch (kind) {
    case 0: // function: its type
      return leb(buf, at)[1];
    case 1: // table: element type, limits
      return limits(at + 1);
    case 2: // memory: limits
      return limits(at);
    case 3: // global: value type, mutability
      return at + 2;
    case 4: // tag: attribute, type
      return leb(buf, at + 1)[1];
    default:
      fail(`import of unknown kind ${kind}`);
  }
}

if (wasm.readUInt32LE(0) !== 0x6d736100) fail(`${wasmPath} is not a wasm module`);
const parts = [wasm.subarray(0, 8)];
const renamed = new Map();
let at = 8;
while (at < wasm.length) {
  const id = wasm[at];
  const [size, body] = leb(wasm, at + 1);
  const end = body + size;
  if (id !== 2) {
    parts.push(wasm.subarray(at, end));
    at = end;
    continue;
  }
  let [count, p] = leb(wasm, body);
  const entries = [uleb(count)];
  while (count--) {
    let len;
    [len, p] = leb(wasm, p);
    const module = wasm.toString("utf8", p, p + len);
    p += len;
    [len, p] = leb(wasm, p);
    const field = wasm.toString("utf8", p, p + len);
    p += len;
    const desc = wasm.subarray(p, (p = descEnd(wasm, p)));
    let short = field;
    if (module === glueModule && HASHED.test(field)) {
      short = renamed.get(field) ?? `a${renamed.size.toString(36)}`;
      renamed.set(field, short);
    }
    entries.push(name(module), name(short), desc);
  }
  if (p !== end) fail("the import section did not parse to its end");
  const content = Buffer.concat(entries);
  parts.push(Buffer.from([2]), uleb(content.length), content);
  at = end;
}
if (renamed.size < 50) fail(`only ${renamed.size} hashed imports from ${glueModule}: has wasm-bindgen's naming changed?`);

for (const [from, to] of renamed) {
  const token = new RegExp(`\\b${from}\\b`, "g");
  const n = js.match(token)?.length ?? 0;
  if (n === 0) fail(`${path.basename(jsPath)} does not name the import ${from}`);
  js = js.replace(token, to);
}
fs.writeFileSync(wasmPath, Buffer.concat(parts));
fs.writeFileSync(jsPath, js);
