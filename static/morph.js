// Puts a rendered screen on the page by morphing (vendor/idiomorph): the new HTML is merged into the live DOM,
// so an element that stays keeps its identity, and with it focus, scroll, an open or closed panel and a CSS
// transition under way. The app calls window.tavoloMorph(root, html, animate) once per update.
//
// Moves you can watch, declared by the boards with four attributes:
// - data-flip="<key>" (e.g. "card:castle"; a key repeated on the screen is told apart by the board part that
//   holds each copy, its nearest data-part, and its order there): the same piece wherever it goes. When it moves it slides from where it was to where it is (FLIP,
//   in an SVG map too); a keyed piece that appears fades in.
// - data-face="<side>" on a keyed piece: when its side changes (a stone flipped, a character revealed) it turns.
// - data-flip-from="<key>@<tag>" on a keyed piece: it comes from where <key> was (a swapped stone comes from the
//   other's square); played once per tag, so a redraw of the same position does not play it again.
// - data-count="<key>" on an element whose text is a number (gold, points): it counts up or down to its new value.
// A part marked data-same="<digest>" (markup.settled) that comes back with the same digest is left untouched.
// No motion under prefers-reduced-motion, on a new screen, or once the person acts again (a tap or a key
// finishes every running one at once). The slides start in the frame after the morph.
(function () {
  "use strict";

  var MOVE_MS = 300, ENTER_MS = 220, TURN_MS = 300, COUNT_MS = 400;
  var ID_PREFIX = "flip-";
  var running = [];
  var counting = [];          // counters under way: {el, to, done}
  var reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

  var frame = 0;              // the frame after a morph: its slides, and the action bar's room
  var due = null;             // the slides that frame starts: {root, before}
  function finishAll() {
    due = null;
    var counters = counting;
    counting = [];
    for (var c = 0; c < counters.length; c++) {
      counters[c].done = true;
      counters[c].el.textContent = String(counters[c].to);
    }
    var list = running;
    running = [];
    for (var i = 0; i < list.length; i++) {
      try { list[i].finish(); } catch (error) { /* already gone */ }
    }
  }
  document.addEventListener("pointerdown", finishAll, true);
  document.addEventListener("keydown", finishAll, true);

  // Keyed elements get an id from their key, so the morph pairs each with its old self even when it moved
  // to another parent (idiomorph matches by id). A key that stands more than once on the screen (two Castles in
  // two cities) is named by the board part that holds each copy (its nearest data-part) and its order there,
  // never by its order on the page: another part's change must not pair a copy with one in a part left as it is
  // (a settled city would lose its card to the city above it).
  function giveIds(scope) {
    var elements = scope.querySelectorAll("[data-flip]");
    var copies = Object.create(null);
    for (var i = 0; i < elements.length; i++) {
      var key = elements[i].getAttribute("data-flip");
      copies[key] = (copies[key] || 0) + 1;
    }
    var seen = Object.create(null);
    for (var j = 0; j < elements.length; j++) {
      var el = elements[j];
      var name = el.getAttribute("data-flip");
      if (copies[name] > 1) {
        var holder = el.parentElement ? el.parentElement.closest("[data-part]") : null;
        name += "|" + (holder ? holder.getAttribute("data-part") : "");
      }
      var n = seen[name] || 0;
      seen[name] = n + 1;
      if (!el.id) el.id = ID_PREFIX + name + (n ? "~" + n : "");
    }
  }

  // The drawing a piece lies in (the outermost <svg>), or null for a piece of the page.
  function drawingOf(el) {
    var svg = el.ownerSVGElement;
    while (svg && svg.ownerSVGElement) svg = svg.ownerSVGElement;
    return svg || null;
  }

  // A box in a drawing's own units, so that a piece that stays where it is on a map that was panned, zoomed or
  // fitted anew does not slide: only its place on the map counts.
  function inDrawing(box, m) {
    return { x: (box.left - m.e) / m.a, y: (box.top - m.f) / m.d, w: box.width / m.a, h: box.height / m.d };
  }

  function onScreen(user, m) {
    return { left: m.e + user.x * m.a, top: m.f + user.y * m.d, width: user.w * m.a, height: user.h * m.d };
  }

  // Where the board starts on the screen. Pieces are placed relative to it, so a board that moves as a whole (a
  // menu or a notice opened above it) does not make every piece slide. A board may be laid out without a box of
  // its own (display: contents on a phone): then its first part with a box stands for it.
  function origin(root) {
    var wrap = root.querySelector(".board-wrap");
    if (!wrap) return { left: 0, top: 0 };
    var box = wrap.getBoundingClientRect();
    if (box.width || box.height) return box;
    var parts = wrap.querySelectorAll("*");
    for (var i = 0; i < parts.length && i < 50; i++) {
      box = parts[i].getBoundingClientRect();
      if (box.width && box.height) return box;
    }
    return { left: 0, top: 0 };
  }

  function moved(box, dx, dy) {
    return { left: box.left + dx, top: box.top + dy, width: box.width, height: box.height };
  }

  // What each keyed piece and counter looked like before the morph.
  function look(root) {
    var out = { boxes: new Map(), user: new Map(), faces: new Map(), froms: new Map(), counts: new Map(),
                origin: origin(root) };
    var elements = root.querySelectorAll("[data-flip]");
    var screens = new Map();
    for (var i = 0; i < elements.length; i++) {
      var el = elements[i];
      var box = el.getBoundingClientRect();
      if (box.width || box.height) {
        out.boxes.set(el.id, box);
        var svg = drawingOf(el);
        if (svg) {
          if (!screens.has(svg)) screens.set(svg, svg.getScreenCTM());
          var m = screens.get(svg);
          if (m && m.a && m.d) out.user.set(el.id, inDrawing(box, m));
        }
      }
      if (el.hasAttribute("data-face")) out.faces.set(el.id, el.getAttribute("data-face"));
      if (el.hasAttribute("data-flip-from")) out.froms.set(el.id, el.getAttribute("data-flip-from"));
    }
    var counters = root.querySelectorAll("[data-count]");
    for (var j = 0; j < counters.length; j++) {
      var value = parseInt(counters[j].textContent, 10);
      if (!isNaN(value)) out.counts.set(counters[j].getAttribute("data-count"), value);
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

  // Screen pixels per unit of the element's own coordinates: 1 in HTML, the map's zoom inside an SVG, where a
  // CSS transform is read in the user units of the element's parent.
  function unitScale(el) {
    if (!el.ownerSVGElement || !el.parentNode || !el.parentNode.getScreenCTM) return [1, 1];
    var m = el.parentNode.getScreenCTM();
    return m && m.a && m.d ? [m.a, m.d] : [1, 1];
  }

  function slide(el, then, now, unit) {
    var dx = then.left - now.left, dy = then.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return false;
    // A box may be flat (a drawing of one straight line): it is then not stretched along that side.
    var sx = now.width && then.width ? then.width / now.width : 1;
    var sy = now.height && then.height ? then.height / now.height : 1;
    var start = "translate(" + dx / unit[0] + "px," + dy / unit[1] + "px) scale(" + sx + "," + sy + ")";
    track(el.animate([{ transformOrigin: "0 0", transform: start }, { transformOrigin: "0 0", transform: "none" }],
                     { duration: MOVE_MS, easing: "cubic-bezier(.2,.7,.3,1)" }));
    return true;
  }

  function turn(el) {
    track(el.animate([{ transformOrigin: "50% 50%", transform: "scaleX(0)" },
                      { transformOrigin: "50% 50%", transform: "none" }],
                     { duration: TURN_MS, easing: "ease-out" }));
  }

  function enter(el) {
    track(el.animate([{ opacity: 0, transform: "scale(.85)" }, { opacity: 1, transform: "none" }],
                     { duration: ENTER_MS, easing: "ease-out" }));
  }

  // A counter steps its text each frame; finishAll writes its last value at once, before any new morph.
  function count(el, from, to) {
    var counter = { el: el, to: to, done: false };
    var start = performance.now();
    function step(now) {
      if (counter.done) return;
      var t = Math.min(1, (now - start) / COUNT_MS);
      el.textContent = String(Math.round(from + (to - from) * t));
      if (t < 1) { requestAnimationFrame(step); return; }
      counter.done = true;
      var at = counting.indexOf(counter);
      if (at >= 0) counting.splice(at, 1);
    }
    counting.push(counter);
    el.textContent = String(from);
    requestAnimationFrame(step);
  }

  function play(root, before) {
    // Every position is read first, then every animation started: a read after an animation has started would
    // make the browser lay the page out again, once for each piece.
    var elements = root.querySelectorAll("[data-flip]");
    var pieces = [];
    var screens = new Map();
    var here = origin(root);
    var dx = here.left - before.origin.left, dy = here.top - before.origin.top;
    for (var i = 0; i < elements.length; i++) {
      var el = elements[i];
      var now = el.getBoundingClientRect();
      if (!now.width && !now.height) continue;
      var svg = drawingOf(el);
      if (svg && !screens.has(svg)) screens.set(svg, svg.getScreenCTM());
      pieces.push({ el: el, now: now, unit: unitScale(el), screen: svg ? screens.get(svg) : null });
    }
    for (var k = 0; k < pieces.length; k++) {
      var piece = pieces[k];
      var from = piece.el.getAttribute("data-flip-from");
      if (from && from !== before.froms.get(piece.el.id)) {
        var source = before.boxes.get(ID_PREFIX + from.split("@")[0]);
        if (source && slide(piece.el, moved(source, dx, dy), piece.now, piece.unit)) continue;
      }
      var then = before.boxes.get(piece.el.id);
      if (!then) { enter(piece.el); continue; }
      then = moved(then, dx, dy);
      var user = before.user.get(piece.el.id);
      if (user && piece.screen && piece.screen.a && piece.screen.d) then = onScreen(user, piece.screen);
      if (before.faces.has(piece.el.id) && before.faces.get(piece.el.id) !== piece.el.getAttribute("data-face")) {
        turn(piece.el);
        continue;
      }
      slide(piece.el, then, piece.now, piece.unit);
    }
    var counters = root.querySelectorAll("[data-count]");
    for (var j = 0; j < counters.length; j++) {
      var was = before.counts.get(counters[j].getAttribute("data-count"));
      var is = parseInt(counters[j].textContent, 10);
      if (was !== undefined && !isNaN(is) && was !== is) count(counters[j], was, is);
    }
  }

  var options = {
    morphStyle: "innerHTML",
    callbacks: {
      // A <details> stays as the person left it: the view's `open` only counts for a new one.
      beforeAttributeUpdated: function (name, element) {
        return !(name === "open" && element.tagName === "DETAILS");
      },
      // A part that carries the digest of what it already shows (data-same, markup.settled) is left as it is,
      // not compared element by element: a map's hundreds of placed tiles on a tap that only moves a preview.
      beforeNodeMorphed: function (oldNode, newNode) {
        if (oldNode.nodeType !== 1 || newNode.nodeType !== 1) return true;
        var same = oldNode.getAttribute("data-same");
        return !(same && same === newNode.getAttribute("data-same"));
      }
    }
  };

  window.tavoloMorph = function (root, html, animate) {
    finishAll();
    var motion = animate && !reduced.matches && typeof root.animate === "function";
    var before = motion ? look(root) : null;
    var fresh = document.createElement("template");
    fresh.innerHTML = html;
    giveIds(fresh.content);
    try {
      window.Idiomorph.morph(root, fresh.content, options);
    } catch (error) {
      // A morph that fails must not leave the screen half drawn: put the new screen in whole.
      console.warn("Tavolo: morph failed, the screen is drawn anew:", String(error));
      root.innerHTML = html;
    }
    if (window.tavoloMaps) window.tavoloMaps.restore();      // each map's pan and zoom, as the person left it
    // The slides read where every piece landed, which lays the page out: in the next frame, where the page
    // is laid out anyway, not in the task that morphed it (on a phone that task would pass 50 ms).
    due = motion && (before.boxes.size || before.counts.size) ? { root: root, before: before } : null;
    if (!frame) frame = requestAnimationFrame(nextFrame);
  };

  function nextFrame() {
    frame = 0;
    var slides = due;
    due = null;
    if (slides) play(slides.root, slides.before);
    if (window.tavoloBar) window.tavoloBar.fit();            // static/bar.js: the new bar's room
  }

  window.tavoloMotion = {
    finish: finishAll,
    running: function () { return running.length + counting.length; },
    due: function () { return frame !== 0; }                 // the frame after a morph has not come yet
  };
})();
