// Prints the size of the release build in dist/: raw, gzip and brotli bytes of the wasm,
// the JS, the CSS and the HTML, and the total; fails when the wasm is over its budget.
// Usage: node scripts/size-report.mjs [dist]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Gzipped bytes of the wasm: a ceiling, raised only on purpose. What each feature cost and
// why the budget stands where it does: docs/performance.md, "How big the game is".
const WASM_GZIP_BUDGET = 605_300;

const dist = process.argv[2] ?? 'dist';
const kinds = { '.wasm': 'wasm', '.js': 'js', '.mjs': 'js', '.css': 'css', '.html': 'html' };

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    // The build's precompressed copies (scripts/compress.mjs) are measured below anyway.
    else if (!/\.(br|gz)$/.test(name)) yield path;
  }
}

const totals = {};
for (const kind of [...new Set(Object.values(kinds)), 'other']) {
  totals[kind] = { raw: 0, gzip: 0, brotli: 0 };
}
for (const path of files(dist)) {
  const bytes = readFileSync(path);
  const sizes = totals[kinds[extname(path)] ?? 'other'];
  sizes.raw += bytes.length;
  sizes.gzip += gzipSync(bytes, { level: 9 }).length;
  sizes.brotli += brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

const row = (name, s) =>
  `${name.padEnd(8)}${String(s.raw).padStart(10)}${String(s.gzip).padStart(10)}${String(s.brotli).padStart(10)}`;
console.log(`${'kind'.padEnd(8)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
const total = { raw: 0, gzip: 0, brotli: 0 };
for (const [kind, sizes] of Object.entries(totals)) {
  console.log(row(kind, sizes));
  for (const key of Object.keys(total)) total[key] += sizes[key];
}
console.log(row('total', total));

const wasm = totals.wasm.gzip;
if (wasm === 0) {
  console.error(`size budget: no wasm found in ${dist}`);
  process.exit(1);
}
console.log(`wasm budget: ${wasm} of ${WASM_GZIP_BUDGET} bytes gzipped`);
if (wasm > WASM_GZIP_BUDGET) {
  console.error(`size budget exceeded: the wasm is ${wasm - WASM_GZIP_BUDGET} bytes over`);
  process.exit(1);
}
