// Prints the size of the release build in dist/: raw, gzip and brotli bytes of the wasm,
// the JS, the CSS and the HTML, and the total; fails when the wasm is over its budget.
// Usage: node scripts/size-report.mjs [dist]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Gzipped bytes of the wasm: a ceiling. Code is written for clarity first; a trick that
// makes an API harder to read is kept only where it saves at least 2 KB gzipped, measured,
// with the figure beside it. Raise it only on purpose, saying what for: 140,000 → 150,000
// for the settings dialog, themes and palettes (issue 13); → 160,000 for undo and redo with
// the move log (issue 10, about 8 KB: every reactive piece of a Leptos view costs bytes);
// → 180,000 for the solver and Watch (issue 16, about 3 KB) and the Saves panel with
// export, import and the checked backup format (issue 15, about 16 KB); → 217,000 for
// classic 2048 as a second mode (issue 12: 215,560 against main's 172,823, so about 43 KB;
// its page alone, measured by a build without it, about 25 KB, the rest its rules, its
// save with undo, its part of backups and the new-game dialog with the mode choice that
// both modes share). A page holds one mode's app, chosen once per load: switching modes in
// place cost 22 KB more (237,653), and wrapping the 2048 views' closures in signals saved
// only 162 bytes. → 234,000 for replays and sharing (issue 10: the replay codes, the
// viewer with its controls, Share with its fallback box, in both modes), measured on the
// merged build at 233,345 against 2048's 216,194. → 236,800 for board sizes (issue 11:
// 236,117, so 2,772 bytes: the size menu of both modes, the best per side, the address's
// size and its notice, the backup's bests; sharing one reader of bests by side between the
// two modes' backup parts saved 1,314). → 276,800 for the daily game and statistics
// (issue 11): 273,446 on their branch against 233,345 there, so about 40 KB: the
// statistics panel in both modes (figures, two SVG charts, streaks, the last days, the
// mode and size menu), the record with its reader and backup part, the daily game's days,
// derivation, slot, offer and HUD; 276,039 merged with board sizes. The charts'
// coordinates are whole numbers: printing floats cost 9 KB more (282,677). → 266,000
// (issue 14): Leptos's erase_components (.cargo/config.toml) took 15 KB off, building the
// settings and statistics dialogs only when they open put 4 KB on, the score's count-up
// went: 263,698. → 268,000 (issue 14) for building the page in parts behind the shell
// (src/ui/later.rs): each part is a view of its own, 266,651 against 263,698, after making
// the parts' machinery one non-generic function (a generic one cost 272,258); it took the
// start's longest task from about 300 ms to under 100 ms on a mid-range phone. The
// restructuring issue's 140,000 is long gone: the features since cost it (each raise above
// says what for), and the wasm Leptos needs for a page at all is 35 KB of it (a counter
// with a list, measured with the same profile).
const WASM_GZIP_BUDGET = 268_000;

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
