// The project's static server for the release build: no live reload, no rewriting, just
// files, sent the way a production host should send them (the README lists the headers):
// - precompressed copies (FILE.br, FILE.gz, written by scripts/compress.mjs) to browsers
//   that accept them, chosen from Accept-Encoding with its q-values, with Content-Encoding
//   and Vary: Accept-Encoding; a copy older than its file (the file changed since the
//   build) is never sent, the file itself is;
// - each file's MIME type;
// - Cache-Control: content-hashed files (exponentorus-<hash>.js, main-<hash>.css, ...) are
//   immutable for a year; every other file (index.html, sw.js, the manifest, the icons)
//   is `no-cache`: kept, but revalidated on every use, which an ETag makes a cheap 304.
// Usage: node serve.mjs [--dir ../dist] [--port 8080] [--host 127.0.0.1] [--base /]
// Prints the address it listens on; takes the next free port when the one asked is busy.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const root = resolve(args.dir ?? new URL('../dist', import.meta.url).pathname);
const host = args.host ?? '127.0.0.1';
const base = (args.base ?? '/').replace(/\/?$/, '/');
let port = Number(args.port ?? 8080);
// The page's Content-Security-Policy, as index.html's <meta> has it, plus what only a
// header can say: no other site may frame the game. tests/csp.spec.ts checks they agree.
const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "style-src-elem 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
/** The files scripts/compress.mjs writes .br and .gz copies of (the same list). */
const compressible = new Set([
  '.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.map',
]);
/** The codings on offer, best first (the tie-break between equal q-values). */
const codings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** trunk's content hash in a file name: `-` and its hex digits before the extension (16, or
 *  fewer when the hash's leading digits are zeros: trunk drops them). */
const HASHED = /-[0-9a-f]{12,16}(_bg)?\.[a-z0-9]+$/;

function cacheControl(path) {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The q-value Accept-Encoding gives each coding it names, lower-cased; `*` stands for the
 * codings it does not name.
 */
function acceptedCodings(header) {
  const q = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return q;
}

const IDENTITY = { name: 'identity', suffix: '' };

/**
 * The coding to send `path` in: of the codings whose copy exists and is up to date, the
 * one Accept-Encoding gives the highest q-value (br before gzip on a tie), unless it
 * rates identity higher; identity when no coding is accepted; null when the client
 * refuses identity too (`identity;q=0`, or `*;q=0` without naming identity). No header
 * at all: identity, as a client that asks for nothing expects (curl, say).
 */
async function chooseCoding(path, header, fileMtime) {
  if (header === undefined) return IDENTITY;
  const q = acceptedCodings(header);
  const any = q.get('*') ?? 0;
  let best = null;
  let bestQ = 0;
  for (const coding of codings) {
    const weight = q.get(coding.name) ?? any;
    if (weight <= bestQ) continue;
    try {
      const copy = await stat(path + coding.suffix);
      if (copy.isFile() && copy.mtimeMs >= fileMtime) {
        best = coding;
        bestQ = weight;
      }
    } catch {
      /* no copy */
    }
  }
  const identityQ = q.get('identity');
  if (best && (identityQ === undefined || bestQ >= identityQ)) return best;
  const identityRefused = identityQ === 0 || (identityQ === undefined && q.get('*') === 0);
  return identityRefused ? null : IDENTITY;
}

async function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  const relative = normalize(decodeURIComponent(urlPath.slice(base.length)));
  if (relative.startsWith('..')) return null;
  let path = join(root, relative);
  try {
    let info = await stat(path);
    if (info.isDirectory()) {
      path = join(path, 'index.html');
      info = await stat(path);
    }
    return info.isFile() ? { path, info } : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://local');
  res.setHeader('content-security-policy', CSP);
  if (url.pathname === base.slice(0, -1)) {
    res.writeHead(301, { location: base }).end();
    return;
  }
  let file;
  try {
    file = await fileFor(url.pathname);
  } catch {
    file = null; // a malformed %-escape
  }
  if (!file && url.pathname.startsWith(base) && !extname(url.pathname)) {
    // An unknown page under the base (a mistyped or tampered link) goes to the game,
    // keeping its query: served at a deeper path, the page's relative asset URLs would
    // miss and leave a blank page.
    res.writeHead(302, { location: base + url.search }).end();
    return;
  }
  try {
    if (!file) throw new Error('not found');
    const { path, info } = file;
    const headers = {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'cache-control': cacheControl(path),
      'x-content-type-options': 'nosniff',
    };
    let coding = IDENTITY;
    if (compressible.has(extname(path))) {
      // Whatever this client gets, another may get another coding of the same URL.
      headers.vary = 'Accept-Encoding';
      coding = await chooseCoding(path, req.headers['accept-encoding'], info.mtimeMs);
      if (!coding) {
        res.writeHead(406, { 'content-type': 'text/plain', vary: 'Accept-Encoding' });
        res.end('not acceptable: this server has br, gzip and identity\n');
        return;
      }
      if (coding.name !== 'identity') headers['content-encoding'] = coding.name;
    }
    // Each coding is its own representation, with its own tag.
    const tag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}-${coding.name}"`;
    headers.etag = tag;
    headers['last-modified'] = info.mtime.toUTCString();
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === tag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const body = await readFile(path + coding.suffix);
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
  }
});

server.on('error', (err) => {
  if (err.code === 'EADDRINUSE' && !args.strict) {
    port += 1;
    server.listen(port, host);
  } else {
    console.error(`serve: ${err.message}`);
    process.exit(1);
  }
});
server.on('listening', () => {
  console.log(`Serving ${root} at http://${host}:${port}${base}`);
});
server.listen(port, host);
