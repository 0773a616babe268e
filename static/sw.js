// Tavolo's service worker: after one visit the whole site is served from the cache, so it boots and
// plays with no network.
//
// tools/build.py fills in VERSION (a hash of the built files) and PRECACHE (every file of the built
// site) when it copies this file to the root of the site.
//
// Updates never swap code under a running game. A new version installs into a new cache next to the old
// one and then WAITS: there is no skipWaiting() and no clients.claim(), and nothing reloads a page. The old
// worker keeps serving the old cache (and only that cache) to every open tab. The browser activates the
// new worker only once no tab uses the old one any more (all Tavolo tabs closed); the next visit then gets
// the new version whole, and the old cache is deleted on "activate".
"use strict";

const VERSION = "{{VERSION}}";
const PRECACHE = /*PRECACHE*/[];
const CACHE = "tavolo-" + VERSION;
const CACHE_PREFIX = "tavolo-";

self.addEventListener("install", (event) => {
  // cache: "no-cache" revalidates with the server instead of copying what the HTTP cache just got on
  // the first visit (which would be fine) or an older copy (which would not); the first visit then
  // downloads each file once.
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" })))
    )
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(
        keys
          .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
          .map((key) => caches.delete(key))
      )
    )
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(fromCache(request));
});

async function fromCache(request) {
  // Only this worker's own cache: a newer version's cache may already be filled while this one runs.
  const cache = await caches.open(CACHE);
  const navigate = request.mode === "navigate";
  const hit = await cache.match(request, { ignoreSearch: navigate });
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (error) {
    if (navigate) {
      const page = await cache.match("./");
      if (page) return page;
    }
    throw error;
  }
}
