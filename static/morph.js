// Puts a rendered screen on the page by morphing (vendor/idiomorph): the new HTML is merged into the live DOM,
// so an element that stays keeps its identity, and with it focus, scroll, an open or closed panel and a CSS
// transition under way. The app calls window.tavoloMorph(root, html, animate) once per update.
//
// Moves you can watch (FLIP): an element with data-flip="<key>" (a key unique on the screen, e.g.
// "card:castle"; a repeated key is told apart by its order on the page) is the same element wherever it goes,
// and when it moves it slides from where it was to where it is; a keyed element that appears fades in.
// No animation under prefers-reduced-motion, on a new screen, or once the person acts again (a tap or a key
// finishes every running one at once).
(function () {
  "use strict";

  var MOVE_MS = 300, ENTER_MS = 220;
  var ID_PREFIX = "flip-";
  var running = [];
  var reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

  function finishAll() {
    var list = running;
    running = [];
    for (var i = 0; i < list.length; i++) {
      try { list[i].finish(); } catch (error) { /* already gone */ }
    }
  }
  document.addEventListener("pointerdown", finishAll, true);
  document.addEventListener("keydown", finishAll, true);

  // Keyed elements get an id from their key, so the morph pairs each with its old self even when it moved
  // to another parent (idiomorph matches by id).
  function giveIds(scope) {
    var seen = Object.create(null);
    var elements = scope.querySelectorAll("[data-flip]");
    for (var i = 0; i < elements.length; i++) {
      var el = elements[i];
      var key = el.getAttribute("data-flip");
      var n = seen[key] || 0;
      seen[key] = n + 1;
      if (!el.id) el.id = ID_PREFIX + key + (n ? "~" + n : "");
    }
  }

  function boxes(root) {
    var out = new Map();
    var elements = root.querySelectorAll("[data-flip]");
    for (var i = 0; i < elements.length; i++) {
      var box = elements[i].getBoundingClientRect();
      if (box.width && box.height) out.set(elements[i].id, box);
    }
    return out;
  }

  function track(animation) {
    running.push(animation);
    animation.onfinish = animation.oncancel = function () {
      var at = running.indexOf(animation);
      if (at >= 0) running.splice(at, 1);
    };
  }

  function play(root, before) {
    var elements = root.querySelectorAll("[data-flip]");
    for (var i = 0; i < elements.length; i++) {
      var el = elements[i];
      var now = el.getBoundingClientRect();
      if (!now.width || !now.height) continue;
      var then = before.get(el.id);
      if (!then) {
        track(el.animate([{ opacity: 0, transform: "scale(.85)" }, { opacity: 1, transform: "none" }],
                         { duration: ENTER_MS, easing: "ease-out" }));
        continue;
      }
      var dx = then.left - now.left, dy = then.top - now.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      var sx = then.width / now.width, sy = then.height / now.height;
      track(el.animate([{ transformOrigin: "0 0", transform: "translate(" + dx + "px," + dy + "px) scale(" + sx + "," + sy + ")" },
                        { transformOrigin: "0 0", transform: "none" }],
                       { duration: MOVE_MS, easing: "cubic-bezier(.2,.7,.3,1)" }));
    }
  }

  var options = {
    morphStyle: "innerHTML",
    callbacks: {
      // A <details> stays as the person left it: the view's `open` only counts for a new one.
      beforeAttributeUpdated: function (name, element) {
        return !(name === "open" && element.tagName === "DETAILS");
      }
    }
  };

  window.tavoloMorph = function (root, html, animate) {
    finishAll();
    var motion = animate && !reduced.matches && typeof root.animate === "function";
    var before = motion ? boxes(root) : null;
    var fresh = document.createElement("template");
    fresh.innerHTML = html;
    giveIds(fresh.content);
    window.Idiomorph.morph(root, fresh.content, options);
    if (window.tavoloMaps) window.tavoloMaps.restore();      // each map's pan and zoom, as the person left it
    if (motion && before.size) play(root, before);
  };

  window.tavoloMotion = { finish: finishAll, running: function () { return running.length; } };
})();
