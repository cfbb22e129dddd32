// Writes precompressed copies beside every text and wasm file of a build: FILE.br (brotli,
// quality 11) and FILE.gz (gzip, level 9), for a server to send to browsers that accept
// them (the game's server, server/, does; see docs/operations.md for other hosts). The copies are derived
// files: the service worker's precache list leaves them out (scripts/precache.mjs).
//
// Run by trunk's post_build hook after scripts/precache.mjs, on the staging directory, for
// a release build:
//   node scripts/compress.mjs            (uses TRUNK_STAGING_DIR; TRUNK_PROFILE=debug: no-op)
// or by hand on any directory:
//   node scripts/compress.mjs DIR
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What is worth compressing: text, and wasm (PNGs and the like are compressed already).
    end2end/tests/server.spec.ts checks the build against the same list. */
const COMPRESSIBLE = new Set([
  '.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.map', '.ftl',
]);
/** The precompressed copies, by the suffix they add to the file's name. */
const ENCODINGS = { br: '.br', gzip: '.gz' };

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('compress: give a build directory, or run as a trunk hook (TRUNK_STAGING_DIR)');
  process.exit(2);
}

// A debug build (trunk serve) is served by trunk itself, which sends files as they are:
// no copies, and no seconds of brotli on every save.
if (process.env.TRUNK_PROFILE === 'debug' && !process.argv[2]) {
  console.log('compress: debug build, nothing to do');
  process.exit(0);
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const entries = await readdir(dir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath ?? entry.path, entry.name));

let raw = 0;
let br = 0;
let gzipped = 0;
for (const file of files) {
  const body = await readFile(file);
  const [b, g] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
        [constants.BROTLI_PARAM_MODE]:
          extname(file) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  // The server sends a copy as it is, never looking at the file: whatever changes a file
  // of a build afterwards makes its copies again (this script on the folder, say).
  await writeFile(file + ENCODINGS.br, b);
  await writeFile(file + ENCODINGS.gzip, g);
  raw += body.length;
  br += b.length;
  gzipped += g.length;
}
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`compress: ${files.length} files, ${kib(raw)} → brotli ${kib(br)}, gzip ${kib(gzipped)}`);
