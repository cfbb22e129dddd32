// Writes the service worker of a build: public/sw.js with the list of every file of the
// build and a version hashed from their contents, so nothing is ever listed by hand.
//
// Run by trunk as a post_build hook (Trunk.toml), on the staging directory, after trunk has
// written index.html there:    node scripts/precache.mjs            (uses TRUNK_STAGING_DIR)
// or by hand on any directory:  node scripts/precache.mjs DIR        (a copy of dist, say;
// then node scripts/compress.mjs DIR, or a server of DIR sends the old worker's copies)
//
// TRUNK_PROFILE=debug (trunk serve, trunk build without --release) writes a worker that
// caches nothing, so a development build is never served stale from a cache.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The worker's file name in the build; it is the one file the worker does not cache. */
const WORKER = 'sw.js';
/** The precompressed copies scripts/compress.mjs writes (FILE.br, FILE.gz): the server
    sends them in place of FILE, so the worker lists and caches only FILE. */
const COPY = /\.(br|gz)$/;
/** Each language's messages (locales/de.ftl, …): fetched only by a page in that language, so
    the worker does not precache them all; it caches each as a page first asks for it, and
    keeps those across an update (public/sw.js). Their bytes still make the version. */
const ON_DEMAND = /^locales\//;
/** The line of the template that this script replaces. */
const MARKER = /^const BUILD = .*; \/\/ @precache-build$/m;

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('precache: give a build directory, or run as a trunk hook (TRUNK_STAGING_DIR)');
  process.exit(2);
}
const debug = process.env.TRUNK_PROFILE === 'debug';
const template = await readFile(new URL('../public/sw.js', import.meta.url), 'utf8');
if (!MARKER.test(template)) {
  console.error('precache: public/sw.js has lost its "const BUILD = ...; // @precache-build" line');
  process.exit(1);
}

/** Every file under `root`, as sorted URL paths relative to it (`icons/icon-192.png`). */
async function filesUnder(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/'))
    .filter((path) => path !== WORKER && !COPY.test(path))
    .sort();
}

let build;
if (debug) {
  build = { version: 'debug', files: null };
} else {
  const files = await filesUnder(dir);
  if (!files.includes('index.html')) {
    console.error(`precache: no index.html in ${dir}; is this a build directory?`);
    process.exit(1);
  }
  // The version covers each file's name and bytes, and the worker's own code: any change to
  // any of them is a new version with its own cache.
  const hash = createHash('sha256');
  hash.update(template);
  let bytes = 0;
  for (const file of files) {
    const body = await readFile(join(dir, ...file.split('/')));
    bytes += body.length;
    hash.update(`\0${file}\0${body.length}\0`);
    hash.update(body);
  }
  const precached = files.filter((file) => !ON_DEMAND.test(file));
  build = {
    version: hash.digest('hex').slice(0, 16),
    files: precached.map(encodeURI),
    onDemand: files.filter((file) => ON_DEMAND.test(file)).map(encodeURI),
  };
  console.log(
    `precache: ${precached.length} files (and ${files.length - precached.length} on demand), ` +
      `${(bytes / 1024).toFixed(0)} KiB, version ${build.version}`,
  );
}

const line = `const BUILD = ${JSON.stringify(build)}; // @precache-build`;
await writeFile(join(dir, WORKER), template.replace(MARKER, () => line));
