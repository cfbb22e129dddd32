// A plain static server for the release build: no live reload, no rewriting, just files.
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
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  const relative = normalize(decodeURIComponent(urlPath.slice(base.length)));
  if (relative.startsWith('..')) return null;
  let path = join(root, relative);
  try {
    if ((await stat(path)).isDirectory()) path = join(path, 'index.html');
    return path;
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
  const path = await fileFor(url.pathname);
  if (!path && url.pathname.startsWith(base) && !extname(url.pathname)) {
    // An unknown page under the base (a mistyped or tampered link) goes to the game,
    // keeping its query: served at a deeper path, the page's relative asset URLs would
    // miss and leave a blank page.
    res.writeHead(302, { location: base + url.search }).end();
    return;
  }
  try {
    if (!path) throw new Error('not found');
    const body = await readFile(path);
    res.writeHead(200, {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
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
