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
//
// One exception, for speed: the runtime's WebAssembly (pyodide.asm.wasm, 9.6 MB). Chromium keeps the
// machine code it compiled from a wasm file (its code cache) only for a response that did not come
// through a service worker: answered from Cache Storage, or even passed through with fetch(), the module
// was compiled again on every visit, and a returning visit took ~1.6x as long as the same page without a
// worker (tools/bench.py). So on each page load this worker checks whether the browser's HTTP cache holds
// a fresh copy of the very file it precached (same size and validators; the path carries Pyodide's
// version and is cached as immutable). If it does, the page's request for that file goes past the worker
// (no respondWith) to the HTTP cache, compiled code included; if not (the HTTP cache was cleared, the
// copy is stale or differs), the worker answers from its own cache as for every other file. Either way
// the file is this version's own and no network is needed.
"use strict";

const VERSION = "{{VERSION}}";
const PRECACHE = /*PRECACHE*/[];
const CACHE = "tavolo-" + VERSION;
const CACHE_PREFIX = "tavolo-";

const WASM = PRECACHE.filter((url) => url.endsWith(".wasm")).map((url) => new URL(url, self.location).href);
// A check made on a page load holds for that load's requests (the wasm is asked for well within this),
// then lapses: the next page load checks again.
const HTTP_CACHE_CHECK_MS = 10000;
const inHttpCache = new Map();   // wasm URL -> when the HTTP cache was last found to hold it
const DAY_S = 86400;

self.addEventListener("install", (event) => {
  // cache: "no-cache" revalidates with the server instead of copying what the HTTP cache just got on
  // the first visit (which would be fine) or an older copy (which would not); the first visit then
  // downloads each file once. The runtime under vendor/ is the exception: its paths carry the pinned
  // versions, so what the HTTP cache holds there is right, and it is copied as is. Revalidating it would
  // also cost the wasm its compiled code (see the top of this file): after a 304, the code Chromium saved
  // on one visit was discarded on the next (measured; it seems to store that code under the time of the
  // revalidation and look it up under the time of the original download).
  const vendor = new URL("./vendor/", self.location).href;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((url) => new Request(url, {
        cache: new URL(url, self.location).href.startsWith(vendor) ? "default" : "no-cache",
      })))
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
  if (request.mode === "navigate") {
    event.waitUntil(checkHttpCache());
  } else if (Date.now() - (inHttpCache.get(request.url) ?? -Infinity) < HTTP_CACHE_CHECK_MS) {
    return;   // the browser's HTTP cache answers, with the compiled code (see the top of this file)
  }
  event.respondWith(fromCache(request));
});

async function checkHttpCache() {
  const cache = await caches.open(CACHE);
  await Promise.all(WASM.map(async (href) => {
    inHttpCache.delete(href);
    if (await sameFreshCopyInHttpCache(href, cache)) inHttpCache.set(href, Date.now());
  }));
}

// True when the HTTP cache holds the file this version precached, fresh for a day more: the page's own
// request is then answered from it without the network (no revalidation).
async function sameFreshCopyInHttpCache(href, cache) {
  let copy;
  try {
    copy = await fetch(href, { cache: "only-if-cached", mode: "same-origin" });   // never the network
  } catch (error) {
    return false;   // not in the HTTP cache
  }
  if (copy.body) copy.body.cancel().catch(() => {});   // the headers are enough
  const own = await cache.match(href);
  if (!copy.ok || !own) return false;
  const header = (response, name) => response.headers.get(name);
  const validators = ["etag", "last-modified"].filter((name) => header(own, name) !== null);
  if (validators.length === 0 || header(copy, "content-length") !== header(own, "content-length") ||
      validators.some((name) => header(copy, name) !== header(own, name))) {
    return false;
  }
  const control = header(copy, "cache-control") || "";
  const maxAge = /(?:^|[\s,])max-age=(\d+)/.exec(control);
  const date = Date.parse(header(copy, "date") || "");
  if (!maxAge || /no-cache|no-store/.test(control) || Number.isNaN(date)) return false;
  const age = Math.max(0, (Date.now() - date) / 1000) + Number(header(copy, "age") || 0);
  return age < Number(maxAge[1]) - DAY_S;
}

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
