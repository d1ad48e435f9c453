// Optimises the lazily loaded wasm chunks like `wasm-opt -Oz IN -o OUT`,
// byte for byte, but in one process: npm's binaryen is itself a 10 MB wasm
// that each `wasm-opt` run compiles afresh before it starts work. Measured
// here on the app's 35 chunks: 148 CPU-s as 35 runs, 27 CPU-s in one.
//
//   node opt-chunks.mjs IN OUT [IN OUT ...]

import fs from "node:fs";

// binaryen does not know the name subsection wasm-split writes, says so,
// and drops it: that is expected, so keep it out of the build's log. Its
// printing is bound when it loads, so filter before importing it.
const quiet = (write) => (...args) => {
  if (!args.some((a) => String(a).includes("unknown name subsection"))) write(...args);
};
console.error = quiet(console.error.bind(console));
console.warn = quiet(console.warn.bind(console));
const { default: binaryen } = await import("binaryen");

const files = process.argv.slice(2);
if (files.length === 0 || files.length % 2 !== 0) {
  console.error("usage: node opt-chunks.mjs IN OUT [IN OUT ...]");
  process.exit(2);
}
// what `wasm-opt -Oz` sets: size first, and Stack IR optimised on output
binaryen.setOptimizeLevel(2);
binaryen.setShrinkLevel(2);
binaryen.setGenerateStackIR(true);
binaryen.setOptimizeStackIR(true);
for (let i = 0; i < files.length; i += 2) {
  let module;
  try {
    module = binaryen.readBinary(fs.readFileSync(files[i]));
  } catch (e) {
    console.error(`opt-chunks: cannot read ${files[i]}: ${e.message ?? e}`);
    process.exit(1);
  }
  if (!module.validate()) {
    console.error(`opt-chunks: ${files[i]} is not a valid wasm module`);
    process.exit(1);
  }
  module.optimize();
  fs.writeFileSync(files[i + 1], module.emitBinary());
  module.dispose();
}
