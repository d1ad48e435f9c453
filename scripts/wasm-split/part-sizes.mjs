// The lazily loaded parts of a web build, each against its own budget
// (issue 45): a part is what opening its screens first fetches — its
// split module (`split_<part>.wasm`) and every shared chunk its loader
// lists — gzip -9, as scripts/size-report counts the first load. Which
// chunks a part lists is read from the chunk loader wasm-split wrote
// beside the build (`<target>/wasm-bindgen/release/split/__wasm_split.js`,
// before the release build minifies its names); the sizes from dist/.
// A chunk shared by two parts counts in each: the figure is what a phone
// fetches when that part is the first it opens.
//
//   node scripts/wasm-split/part-sizes.mjs DIST LOADER [--check]
//
// What each part holds is said where its functions are marked
// (`#[wasm_split(<part>, …)]`) and, once, in DEVELOPERS.md ("Lazily
// loaded wasm chunks").

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Each part's budget, gzip KB: its size when the budget was set
 * (2026-12-02: camera 87.6, game_changes 146.1, game_more 193.1, game_open
 * 564.7, hand 464.9, info 101.7, roll 89.7, saves 82.3, tools 670.5), plus
 * about a tenth. A part over it, or one with no budget, fails `--check`
 * (scripts/test's size stage). */
const BUDGET_KB = {
  camera: 96,
  game_changes: 161,
  game_more: 212,
  game_open: 621,
  hand: 512,
  info: 112,
  roll: 99,
  saves: 91,
  tools: 740,
};

const [dist, loaderFile, flag] = process.argv.slice(2);
if (!dist || !loaderFile) {
  console.error("usage: node part-sizes.mjs DIST LOADER [--check]");
  process.exit(2);
}
const loader = fs.readFileSync(loaderFile, "utf8");
const files = fs.readdirSync(dist);
/** The gzip size of the one file of dist/ named `<stem>.<id>.wasm`. */
function gz(stem) {
  const names = files.filter((f) => f.startsWith(`${stem}.`) && f.endsWith(".wasm"));
  if (names.length !== 1) throw new Error(`part-sizes: ${names.length} files for ${stem} in ${dist}`);
  return zlib.gzipSync(fs.readFileSync(path.join(dist, names[0])), { level: 9 }).length;
}

const parts = [...loader.matchAll(/export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\([\s\S]*?\n, \[([^\]]*)\]\)\);/g)];
if (parts.length === 0) {
  console.error("part-sizes: no parts in the loader (has wasm-split's loader changed its form?)");
  process.exit(1);
}
let over = 0;
const kb = (b) => (b / 1024).toFixed(1);
for (const [, part, list] of parts) {
  const chunks = [...list.matchAll(/__chunk_(\d+)/g)].map((m) => `chunk_${m[1]}`);
  const bytes = gz(`split_${part}`) + chunks.reduce((sum, c) => sum + gz(c), 0);
  const budget = BUDGET_KB[part];
  const mark = budget === undefined ? "NO BUDGET" : bytes > budget * 1024 ? "OVER" : "ok";
  if (mark !== "ok") over++;
  console.log(`part ${part.padEnd(14)} ${String(chunks.length).padStart(3)} chunks ${kb(bytes).padStart(7)} KB gzip (budget ${budget ?? "—"} KB) ${mark}`);
}
for (const part of Object.keys(BUDGET_KB)) {
  if (!parts.some(([, p]) => p === part)) console.log(`part ${part}: in the budgets, not in the build`);
}
if (flag === "--check" && over > 0) {
  console.log(`${over} lazily loaded part(s) over budget or without one`);
  process.exit(1);
}
