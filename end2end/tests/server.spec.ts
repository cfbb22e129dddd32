// How the build is sent: the precompressed copies the build writes, the
// project's server (server/) choosing one from Accept-Encoding, MIME types and caching.
// These check the server through plain HTTP (node:http), byte for byte: a browser would
// decompress and hide what was sent.
import { request as httpRequest } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { DIST } from './own-server';
import { changeBuildFile, serveCopy } from './pwa-helpers';

/** What the build compresses: text and wasm (scripts/compress.mjs). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.map', '.ftl']);

/** Every file of the build (copies included), as URL paths relative to dist/. */
function distFiles(): string[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(DIST, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
const isCopy = (path: string) => /\.(br|gz)$/.test(path);
/** The build's own files, which the copies copy. */
const realFiles = () => distFiles().filter((path) => !isCopy(path));
/** The one build file whose name matches `pattern`. */
function buildFile(pattern: RegExp): string {
  const found = realFiles().filter((path) => pattern.test(path));
  expect(found, `one file matching ${pattern}`).toHaveLength(1);
  return found[0];
}

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET (or HEAD) with exactly these headers, the body as sent: nothing decoded. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body decoded as its Content-Encoding says. */
function decoded(res: Raw): Buffer {
  switch (res.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(res.body);
    case 'gzip':
      return gunzipSync(res.body);
    case undefined:
      return res.body;
    default:
      throw new Error(`unexpected content-encoding ${res.headers['content-encoding']}`);
  }
}

test('the build writes a brotli and a gzip copy of every text and wasm file, and the worker caches only the files', () => {
  const files = realFiles();
  const compressible = files.filter((path) => COMPRESSIBLE.has(extname(path)));
  for (const kind of ['.html', '.js', '.wasm', '.css', '.webmanifest', '.svg']) {
    expect(compressible.some((path) => path.endsWith(kind)), `a ${kind} file in the build`).toBe(true);
  }
  for (const path of compressible) {
    const bytes = readFileSync(join(DIST, path));
    const br = readFileSync(join(DIST, `${path}.br`));
    const gz = readFileSync(join(DIST, `${path}.gz`));
    expect(brotliDecompressSync(br).equals(bytes), `${path}.br is ${path}`).toBe(true);
    expect(gunzipSync(gz).equals(bytes), `${path}.gz is ${path}`).toBe(true);
    if (bytes.length > 1000) expect(br.length, `${path}.br is smaller`).toBeLessThan(bytes.length);
  }
  // Copies of what is compressed already (PNG) would only cost space.
  expect(distFiles().filter(isCopy).sort()).toEqual(compressible.flatMap((p) => [`${p}.br`, `${p}.gz`]).sort());
  // The worker lists the files the page asks for, never a copy (the server picks those).
  const line = readFileSync(join(DIST, 'sw.js'), 'utf8').match(/^const BUILD = (.*); \/\/ @precache-build$/m);
  const build: { files: string[]; onDemand: string[] } = JSON.parse(line![1]);
  expect([...build.files, ...build.onDemand].filter(isCopy)).toEqual([]);
  // The languages' messages are cached when a page first asks for them, not up front.
  const onDemand = (path: string) => path.startsWith('locales/');
  expect(build.files).toEqual(files.filter((path) => path !== 'sw.js' && !onDemand(path)).map(encodeURI));
  expect(build.onDemand).toEqual(files.filter(onDemand).map(encodeURI));
  // English's messages are in the wasm: its file is never asked for, and not in the build.
  expect(build.onDemand).toEqual(['ar', 'de', 'es', 'fr', 'ja'].map((tag) => `locales/${tag}.ftl`));
});

test('the server sends the coding Accept-Encoding prefers, with Vary, and bytes that decode to the file', async ({ baseURL }) => {
  const wasm = buildFile(/_bg\.wasm$/);
  const cases: [string | null, string | undefined][] = [
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    // q-values: the highest wins; br before gzip on a tie; q=0 refuses.
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['gzip;q=1.0, br;q=1.0', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['x-gzip', 'gzip'],
    // Identity rated above every coding on offer, or nothing on offer accepted.
    ['br;q=0.1, identity;q=0.5', undefined],
    ['deflate, zstd', undefined],
    ['', undefined],
    // No header at all: the file as it is (curl, say).
    [null, undefined],
  ];
  for (const path of ['index.html', wasm, 'sw.js']) {
    const file = readFileSync(join(DIST, path));
    for (const [accept, coding] of cases) {
      const res = await get(baseURL!, path, accept === null ? {} : { 'accept-encoding': accept });
      const what = `${path} with Accept-Encoding: ${accept}`;
      expect(res.status, what).toBe(200);
      expect(res.headers['content-encoding'], what).toBe(coding);
      expect(res.headers.vary, what).toMatch(/^accept-encoding$/i);
      expect(Number(res.headers['content-length']), what).toBe(res.body.length);
      expect(decoded(res).equals(file), `${what}: the bytes decode to the file`).toBe(true);
    }
  }
  // The page itself, at its directory's URL, like index.html.
  const root = await get(baseURL!, '/', { 'accept-encoding': 'gzip, deflate, br' });
  expect(root.headers['content-encoding']).toBe('br');
  expect(decoded(root).equals(readFileSync(join(DIST, 'index.html')))).toBe(true);
  // HEAD: the same headers, no body.
  const head = await get(baseURL!, wasm, { 'accept-encoding': 'br' }, 'HEAD');
  expect(head.headers['content-encoding']).toBe('br');
  expect(Number(head.headers['content-length'])).toBe(readFileSync(join(DIST, `${wasm}.br`)).length);
  expect(head.body.length).toBe(0);
  // A PNG is compressed already: no copies, no coding.
  const png = await get(baseURL!, 'icons/icon-192.png', { 'accept-encoding': 'gzip, deflate, br' });
  expect(png.status).toBe(200);
  expect(png.headers['content-encoding']).toBeUndefined();
  expect(png.body.equals(readFileSync(join(DIST, 'icons/icon-192.png')))).toBe(true);
});

test('the server sends each file with its MIME type, and the copies with their file’s', async ({ baseURL }) => {
  const types: [string, string][] = [
    ['index.html', 'text/html; charset=utf-8'],
    ['/', 'text/html; charset=utf-8'],
    [buildFile(/^exponentorus-[0-9a-f]+\.js$/), 'text/javascript; charset=utf-8'],
    [buildFile(/_bg\.wasm$/), 'application/wasm'],
    [buildFile(/\.css$/), 'text/css; charset=utf-8'],
    ['sw.js', 'text/javascript; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json'],
    ['icons/icon.svg', 'image/svg+xml'],
    ['icons/icon-192.png', 'image/png'],
  ];
  for (const [path, type] of types) {
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await get(baseURL!, path, { 'accept-encoding': accept });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], `${path} (${accept})`).toBe(type);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  }
  // Nothing the build does not have: not the copies by their own names' types either.
  expect((await get(baseURL!, 'no-such-file.js')).status).toBe(404);
});

test('content-hashed files are cached for a year; the page, the worker, the manifest and the icons are revalidated', async ({ baseURL }) => {
  const immutable = 'public, max-age=31536000, immutable';
  const hashed = realFiles().filter((path) => /-[0-9a-f]{12,16}(_bg)?\.[a-z]+$/.test(path));
  // The page's script, its wasm and its stylesheet: every name trunk hashes (a hash with
  // leading zeros is written shorter).
  expect(hashed.map((path) => extname(path)).sort()).toEqual(['.css', '.js', '.wasm']);
  for (const path of hashed) {
    for (const accept of ['br', 'gzip', '']) {
      const res = await get(baseURL!, path, { 'accept-encoding': accept });
      expect(res.headers['cache-control'], `${path} (${accept || 'identity'})`).toBe(immutable);
    }
  }
  const unhashed = realFiles().filter((path) => !hashed.includes(path));
  expect(unhashed).toEqual(expect.arrayContaining(['index.html', 'sw.js', 'manifest.webmanifest', 'icons/icon.svg']));
  for (const path of [...unhashed, '/']) {
    const res = await get(baseURL!, path, { 'accept-encoding': 'br' });
    expect(res.headers['cache-control'], path).toBe('no-cache');
    // no-cache means "ask first": the tag makes asking cheap.
    const etag = res.headers.etag as string;
    expect(etag, path).toMatch(/^"[^"]+"$/);
    const again = await get(baseURL!, path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status, `${path} unchanged: 304`).toBe(304);
    expect(again.body.length).toBe(0);
    // Another coding is another representation, with its own tag.
    const gzip = await get(baseURL!, path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    if (COMPRESSIBLE.has(extname(path)) || path === '/') expect(gzip.status, `${path} as gzip`).toBe(200);
  }
});

test('a file changed after the build, its copies made again, is sent as it is now in every coding', async () => {
  // The server sends a copy as it is: whatever changes a build makes its copies again, as
  // the tests that deploy a changed build do (changeBuildFile).
  const served = await serveCopy();
  try {
    const index = join(served.dir, 'index.html');
    const changed = readFileSync(index, 'utf8').replace('</head>', '<meta name="changed" content="1" /></head>');
    changeBuildFile(served.dir, 'index.html', changed);
    const codings: [string, string | undefined][] = [['br', 'br'], ['gzip', 'gzip'], ['identity', undefined]];
    for (const [accept, coding] of codings) {
      const res = await get(served.url, 'index.html', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(decoded(res).toString('utf8'), accept).toBe(changed);
    }
  } finally {
    served.close();
  }
});
