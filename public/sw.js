// ExponenTorus service worker: the game starts and plays with no network after one visit.
//
// This file is a template. The build's post_build hook, scripts/precache.mjs, writes it to
// the build output with BUILD filled in: the list of every file of the build and a version
// hashed from their contents. So the worker script changes whenever any file changes, the
// browser sees a new version, and the page offers it ("Update available"); it takes over
// only when the player says so (see src/web/service_worker.rs).

'use strict';

/** Filled in by scripts/precache.mjs; `files: null` marks a debug (trunk serve) build. */
const BUILD = { version: 'template', files: null }; // @precache-build

/** Every cache this app makes starts with this; other caches on the origin are not ours. */
const PREFIX = 'exponentorus-';

// CacheStorage belongs to the whole origin, and the game may be served from several paths
// of one origin (a copy under /beta/, say). Each copy keeps its own caches, named after its
// scope, and clears only those.
const SCOPE = self.registration.scope;
const SCOPE_SUFFIX = ` ${SCOPE}`;
const CACHE = `${PREFIX}${BUILD.version}${SCOPE_SUFFIX}`;

/** The app's only page: navigations anywhere under the scope get it. */
const INDEX = new URL('index.html', SCOPE).href;

self.addEventListener('message', (event) => {
  // Sent by the page when the player presses "Update now", and only then: a new version
  // must not take over a game in progress by itself.
  if (event.data === 'skipWaiting') self.skipWaiting();
});

if (BUILD.files === null) {
  // A debug build changes on every save; serving it from a cache would hide the changes.
  // This worker caches nothing and handles no fetch, takes over at once, and clears the
  // caches a release build may have left under this scope.
  self.addEventListener('install', () => self.skipWaiting());
  self.addEventListener('activate', (event) => {
    event.waitUntil(deleteCaches(() => true).then(() => self.clients.claim()));
  });
} else {
  self.addEventListener('install', (event) => {
    event.waitUntil(precache());
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(deleteCaches((name) => name !== CACHE).then(() => self.clients.claim()));
  });
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    // Only plain reads of our own files; anything else goes to the network untouched.
    if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
    event.respondWith(respond(request));
  });
}

/**
 * A file named by its content's hash (trunk's `name-<hash>.js`, `name-<hash>_bg.wasm`,
 * `main-<hash>.css`): its name never holds other bytes, so the copy the page has just
 * loaded will do. The server sends these as immutable (server/src/files.rs,
 * is_content_hashed: the same rule).
 */
const HASHED = /-[0-9a-f]{12,16}(_bg)?\.[a-z]+$/;

/** Stores every file of this build; if one fails, installation fails and is retried later.
    A language's messages are cached only once a page asks for them, but a language the
    previous version had cached is cached again, in this build's copy, so an update keeps
    the player's language offline. */
async function precache() {
  const cache = await caches.open(CACHE);
  const onDemand = new Set((BUILD.onDemand ?? []).map((file) => new URL(file, SCOPE).href));
  const used = new Set();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || !name.endsWith(SCOPE_SUFFIX) || name === CACHE) continue;
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      if (onDemand.has(request.url)) used.add(request.url);
    }
  }
  // `reload` bypasses the HTTP cache, so the cache holds this build's files, not older
  // copies; a hashed file is taken from the HTTP cache where it is there, so a first visit
  // does not download the wasm a second time.
  const requests = [
    ...BUILD.files.map(
      (file) => new Request(new URL(file, SCOPE), { cache: HASHED.test(file) ? 'default' : 'reload' }),
    ),
    ...[...used].map((url) => new Request(url, { cache: 'reload' })),
  ];
  await cache.addAll(requests);
}

/** Deletes this app's caches for this scope that `stale` picks, and no one else's. */
async function deleteCaches(stale) {
  const names = await caches.keys();
  const ours = names.filter((name) => name.startsWith(PREFIX) && name.endsWith(SCOPE_SUFFIX));
  await Promise.all(ours.filter(stale).map((name) => caches.delete(name)));
}

/** Cache first, then the network; a navigation falls back to the cached page. */
async function respond(request) {
  try {
    const cache = await caches.open(CACHE);
    if (request.mode === 'navigate') {
      const file = await cache.match(request, { ignoreSearch: true });
      if (file) return file;
      // The page's asset URLs are relative (so that any sub-path works), so the page only
      // runs from the scope's own directory: send deeper paths there, keeping the query.
      const url = new URL(request.url);
      if (url.href.slice(SCOPE.length).split(/[?#]/)[0].includes('/')) {
        return Response.redirect(`${SCOPE}${url.search}`, 302);
      }
      const page = await cache.match(INDEX);
      if (page) return page;
    } else {
      const hit = await cache.match(request);
      if (hit) return hit;
      if ((BUILD.onDemand ?? []).some((file) => new URL(file, SCOPE).href === request.url)) {
        // A language's messages, asked for the first time: kept for the next visit offline.
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      }
    }
  } catch (error) {
    // A broken cache (storage evicted or blocked) must not break the game: use the network.
    console.warn('service worker: cache unavailable, using the network', error);
  }
  return fetch(request);
}
