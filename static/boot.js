// Runs in <head>, before the body is parsed: plain JavaScript, no Python yet.
// 1. Picks the language before the first paint, so the prerendered page shows in it at once.
// 2. Feeds the progress bar until the app sets <body data-ready>: on a first visit from the bytes of the large
//    downloads (it fetches the runtime's WebAssembly itself, at once, see firstVisit), then from PyScript's
//    "py:progress" events and the snapshot's reading ("tavolo:progress" from runtime.mjs).
// 3. Keeps a click made on the pre-rendered page before Python is up (window.tavoloPending), says it is
//    still loading, and lets the app carry the click out once it starts; a language switch happens at once.
// 4. Registers the service worker once Python has started (after "py:all-done"), so the first visit
//    does not download the runtime twice and its precache (which brings the snapshot for the next visit) never
//    competes with the page's own downloads; without a worker, runtime.mjs keeps the snapshot itself.
// 5. Shows, before the first paint, the opening of the screen an address names (a shared game, a join code, a
//    game in progress) instead of the home screen.
// 6. Keeps the last rendering of a game played by one person (others are bots) and, when the page opens
//    on that game's address, paints it at once, marked as not yet answering (data-stale); taps on it are
//    kept as in 3. A game with several people at one device is never kept: its screen may show one
//    person's secrets, which the app hides behind a "pass the device" screen when it resumes.
(function () {
  "use strict";

  // The languages the catalogs hold (the build writes them into the page): a saved choice, else the first of the
  // browser's languages that is one of them, else English.
  var meta = document.querySelector('meta[name="tavolo-langs"]');
  var langs = (meta && meta.content.split(" ")) || ["en"];
  function known(code) {
    code = String(code || "").toLowerCase().split("-")[0];
    return langs.indexOf(code) >= 0 ? code : null;
  }
  var lang = "en";
  try {
    var wanted = [window.localStorage.getItem("tavolo.lang")].concat(navigator.languages || [navigator.language]);
    for (var w = 0; w < wanted.length; w++) {
      if (known(wanted[w])) { lang = known(wanted[w]); break; }
    }
  } catch (error) {
    // localStorage can throw (privacy settings, sandboxed frames): keep English.
  }
  document.documentElement.lang = lang;
  // The page carries English words; another language's catalogs are an archive of their own, asked for now so
  // that they are in hand when Python starts (src/tavolo/ui/app.py: App.fetch_language).
  function fetchCatalogs(code) {
    if (code === "en") return;
    window.tavoloCatalogs = {
      lang: code,
      bytes: fetch("./locale-" + code + ".zip").then(function (r) { return r.ok ? r.arrayBuffer() : null; })
        .catch(function () { return null; }),
    };
  }
  fetchCatalogs(lang);

  // An address to a shared game, a join code or a game in progress: that screen's opening shows at the first
  // paint instead of the home screen (static/boot.css; the openings are pre-rendered with it).
  var opening = /^#\/(share|join|play)\//.exec(window.location.hash || "");
  if (opening) document.documentElement.setAttribute("data-opening", opening[1]);

  // PyScript's progress messages, with the share of the bar reached when each comes. They arrive in this
  // order; most of the wait (downloading and compiling Pyodide) lies between "Loading interpreter" and
  // "Loaded interpreter", where no event comes: there the bar creeps on by itself, or, on a first visit,
  // follows the bytes of the downloads up to DOWNLOADED.
  var DOWNLOADED = 70;
  var STEPS = {
    "Loading Pyodide": 8,
    "Loading interpreter": 12,
    "Loaded interpreter": 85,
    "Loading files": 88,
    "Loaded files": 92,
    "Loaded Pyodide": 94
  };
  var value = 2;
  var creep = null;

  function bar() {
    return document.getElementById("boot-progress");
  }

  function show(next) {
    value = Math.max(value, next);
    var progress = bar();
    if (progress) progress.value = value;
  }

  // While Pyodide downloads there are no events: creep towards the next step so the bar never looks stuck.
  function creepTowards(limit) {
    if (creep) window.clearInterval(creep);
    creep = window.setInterval(function () {
      if (value < limit - 1) show(value + (limit - value) * 0.04);
    }, 150);
  }

  window.addEventListener("py:progress", function (event) {
    var step = STEPS[event.detail];
    if (step === undefined) return;
    show(step);
    if (event.detail === "Loading interpreter" && !downloads) creepTowards(STEPS["Loaded interpreter"]);
    else if (event.detail === "Loaded Pyodide") creepTowards(99);
  });

  // ---- a first visit ----------------------------------------------------------------------------------
  // With no service worker in control, the runtime's WebAssembly (the largest download) is fetched here, as
  // soon as the page starts, rather than once PyScript and Pyodide's modules have loaded and asked for it:
  // its bytes go into the HTTP cache (its path carries Pyodide's version and is cached as immutable), where
  // Pyodide's own request finds them, and are counted for the bar. The other large files (tools/build.py
  // lists them in <meta name="tavolo-downloads">) count when they are in.
  var downloads = null;
  function firstVisit() {
    var meta = document.querySelector('meta[name="tavolo-downloads"]');
    if (!meta || !window.fetch || !window.PerformanceObserver) return;
    if (navigator.serviceWorker && navigator.serviceWorker.controller) return;    // a returning visit
    var info;
    try { info = JSON.parse(meta.content); } catch (error) { return; }    // trusted: the build wrote it
    var total = 0;
    var files = {};
    info.files.forEach(function (file) {
      var url = new URL(file[0], document.baseURI).href;
      files[url] = { sent: file[1], unpacked: file[2], got: 0 };
      total += file[1];
    });
    var wasm = new URL(info.wasm, document.baseURI).href;
    if (!total || !files[wasm]) return;
    downloads = { files: files, total: total };

    function update() {
      var got = 0;
      for (var url in files) got += Math.min(files[url].got, files[url].sent);
      show(STEPS["Loading Pyodide"] + (DOWNLOADED - STEPS["Loading Pyodide"]) * got / total);
      if (got >= total) creepTowards(STEPS["Loaded interpreter"]);
    }
    // Counted as they arrive: the share of its unpacked bytes, times what it costs over the wire.
    fetch(wasm).then(function (response) {
      if (!response.ok || !response.body) return;
      var reader = response.body.getReader();
      var seen = 0;
      function read() {
        return reader.read().then(function (part) {
          if (part.done) return;
          seen += part.value.byteLength;
          files[wasm].got = files[wasm].sent * Math.min(seen / files[wasm].unpacked, 1);
          update();
          return read();
        });
      }
      return read();
    }).catch(function () { /* Pyodide asks for it again and says what went wrong */ });
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        var file = files[entry.name];
        if (file && entry.name !== wasm) file.got = file.sent;
      });
      update();
    }).observe({ type: "resource", buffered: true });
  }
  firstVisit();

  // runtime.mjs reports how much of the memory snapshot has arrived (its largest download).
  window.addEventListener("tavolo:progress", function (event) {
    var share = event.detail && event.detail.snapshot;
    if (typeof share === "number") show(STEPS["Loading interpreter"] + share * 50);
  });

  window.addEventListener("py:all-done", function () {
    if (creep) window.clearInterval(creep);
    show(100);
    // Where no worker registers (none in this browser, refused, blocked), runtime.mjs keeps the snapshot in the
    // HTTP cache for the next visit instead: one download either way, never two at once.
    function keepSnapshot() {
      if (window.tavoloKeepSnapshot) window.tavoloKeepSnapshot();
    }
    if (!("serviceWorker" in navigator) || !window.isSecureContext) {
      keepSnapshot();
      return;
    }
    navigator.serviceWorker.register("./sw.js").then(function (registration) {
      if (!registration) keepSnapshot();
    }, function (error) {
      console.warn("Tavolo: offline mode unavailable:", error);
      keepSnapshot();
    });
  });

  // As soon as the page is parsed ("interactive"), not at DOMContentLoaded, which waits for the deferred
  // scripts and PyScript's modules to run (about 0.1 s at 1x CPU, more on a phone).
  document.addEventListener("readystatechange", function parsed() {
    if (document.readyState === "loading") return;
    document.removeEventListener("readystatechange", parsed);
    show(value);
    paintKept();
  });

  // ---- the last rendering of a game -----------------------------------------------------------------
  var PAINT_KEY = "tavolo.paint";

  function playedSave() {
    var match = /^#\/play\/([^/]+)$/.exec(window.location.hash || "");
    return match ? decodeURIComponent(match[1]) : null;
  }

  // Kept as plain text, "<save id>\n<language>\n<html>": nothing to parse but two line breaks. The app marks a
  // screen that may be kept (data-paint: a game of one person against bots, not over, while saving works).
  function paintKept() {
    var id = playedSave();
    var app = document.getElementById("app");
    if (!id || !app || document.body.hasAttribute("data-ready")) return;
    try {
      var kept = window.localStorage.getItem(PAINT_KEY) || "";
      var first = kept.indexOf("\n"), second = kept.indexOf("\n", first + 1);
      if (first < 0 || second < 0 || kept.slice(0, first) !== id || kept.slice(first + 1, second) !== lang) return;
      app.innerHTML = kept.slice(second + 1);
      app.setAttribute("data-stale", "");
      app.setAttribute("aria-busy", "true");
    } catch (error) {
      // Nothing kept, or not readable: the home screen shows until the app draws the game.
    }
  }

  function keep() {
    var id = playedSave();
    var app = document.getElementById("app");
    if (!id || !app || !document.body.hasAttribute("data-ready") || !app.querySelector("[data-paint]")) return;
    // Without the style a script gave an element (static/bar.js: the action bar's height): painted again from
    // HTML, a style attribute is refused by the page's Content-Security-Policy.
    var copy = app.cloneNode(true);
    var styled = copy.querySelectorAll("[style]");
    for (var i = 0; i < styled.length; i++) styled[i].removeAttribute("style");
    try {
      window.localStorage.setItem(PAINT_KEY, id + "\n" + document.documentElement.lang + "\n" + copy.innerHTML);
    } catch (error) {
      // Storage full: the saves matter more than a picture of one.
    }
  }

  // Kept a moment after the board last changed, and when the page is hidden or left.
  var keepTimer = null;
  function keepSoon() {
    if (keepTimer) window.clearTimeout(keepTimer);
    keepTimer = window.setTimeout(keep, 700);
  }
  document.addEventListener("visibilitychange", function () { if (document.hidden) keep(); });
  window.addEventListener("pagehide", keep);
  document.addEventListener("DOMContentLoaded", function () {
    var app = document.getElementById("app");
    if (!app) return;
    var observer = new MutationObserver(function () {
      if (!document.body.hasAttribute("data-ready")) return;
      if (app.hasAttribute("data-stale")) {           // the app's own first drawing replaced the kept one
        app.removeAttribute("data-stale");
        app.removeAttribute("aria-busy");
      }
      keepSoon();
    });
    observer.observe(app, { childList: true, subtree: true });
    observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  });

  // A form sent before Python is up would reload the page: it waits for the app instead.
  document.addEventListener("submit", function (event) {
    if (!document.body.hasAttribute("data-ready")) event.preventDefault();
  }, true);

  document.addEventListener("click", function (event) {
    if (document.body.hasAttribute("data-ready")) return;
    var target = event.target.closest
      ? event.target.closest('button[data-action], [role="button"][data-action]') : null;
    if (!target || target.disabled || target.getAttribute("aria-disabled") === "true") return;
    event.preventDefault();
    var action = target.getAttribute("data-action");
    if (action === "lang") {
      lang = known(target.getAttribute("data-code")) || "en";
      document.documentElement.lang = lang;
      fetchCatalogs(lang);
      try { window.localStorage.setItem("tavolo.lang", lang); } catch (error) { /* not remembered */ }
      return;
    }
    var data = {};
    for (var key in target.dataset) data[key] = target.dataset[key];
    window.tavoloPending = { action: action, data: data };
    var previous = document.querySelector("[data-pending]");
    if (previous) previous.removeAttribute("data-pending");
    target.setAttribute("data-pending", "1");
    var wait = document.getElementById("boot-wait");
    if (wait) wait.hidden = false;
  }, true);
})();
