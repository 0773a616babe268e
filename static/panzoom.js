// Pan and zoom for a board drawn as one SVG (the Carcassonne map): drag, wheel, pinch and buttons.
// Plain JavaScript, so a pointer move costs no crossing into Python. The app redraws the whole screen with
// innerHTML; the view each map had is kept here, by the map's name, and put back after every redraw.
//
// The markup it reads (written by the game's view):
//   <svg data-map="NAME" viewBox="x y w h" data-fit="x y w h" data-focus="cx cy">  the map; data-fit is the
//        box that shows everything, data-focus the point to centre on (the last tile)
//   data-zoom="x y w h" data-zoom-key="K"   a close-up the game asks for (the follower step): applied once per
//        key, widened so one map unit takes at most MAX_SCALE px; the view from before comes back when the map
//        stops asking
//   <button data-map-zoom="in|out|fit|focus" data-map-for="NAME">                 the buttons
// A drag of more than a few pixels does not click what it started on (a pan is not a placement).
(function () {
  "use strict";

  var views = {};            // map name -> [x, y, w, h]
  var pointers = {};         // pointerId -> {x, y}
  var gesture = null;        // {svg, name, start view, start pointers, moved}
  var suppressClick = false;
  var DRAG_PX = 6;
  var MIN_W = 120, MAX_W = 6000;
  var MAX_SCALE = 2.4;
  var asked = {};            // map name -> {key, before: the view before the close-up, or null}

  function numbers(text) {
    return String(text || "").trim().split(/[\s,]+/).map(Number);
  }

  function apply(svg, view) {
    view = view.map(function (v) { return Math.round(v * 100) / 100; });
    views[svg.getAttribute("data-map")] = view;
    svg.setAttribute("viewBox", view.join(" "));
  }

  function current(svg) {
    return views[svg.getAttribute("data-map")] || numbers(svg.getAttribute("viewBox"));
  }

  // The close-up box, grown about its centre so that a unit is at most MAX_SCALE px on this screen.
  function closeUp(svg, box) {
    var rect = svg.getBoundingClientRect();
    var scale = Math.min(rect.width / box[2], rect.height / box[3]);
    if (!(scale > MAX_SCALE)) return box;
    var k = scale / MAX_SCALE, w = box[2] * k, h = box[3] * k;
    return [box[0] + box[2] / 2 - w / 2, box[1] + box[3] / 2 - h / 2, w, h];
  }

  function restoreAll() {
    var maps = document.querySelectorAll("svg[data-map]");
    for (var i = 0; i < maps.length; i++) {
      var svg = maps[i], name = svg.getAttribute("data-map");
      var key = svg.getAttribute("data-zoom-key"), wanted = asked[name];
      if (key && (!wanted || wanted.key !== key)) {
        asked[name] = { key: key, before: wanted ? wanted.before : (views[name] || null) };
        apply(svg, closeUp(svg, numbers(svg.getAttribute("data-zoom"))));
        continue;
      }
      if (!key && wanted) {
        delete asked[name];
        if (wanted.before) views[name] = wanted.before;
        else delete views[name];
      }
      var view = views[name];
      if (view) svg.setAttribute("viewBox", view.join(" "));
    }
  }

  // The SVG point under a client position, for the view `view`.
  function toMap(svg, view, clientX, clientY) {
    var box = svg.getBoundingClientRect();
    var scale = Math.max(view[2] / box.width, view[3] / box.height);
    var offX = (box.width * scale - view[2]) / 2, offY = (box.height * scale - view[3]) / 2;
    return [view[0] - offX + (clientX - box.left) * scale, view[1] - offY + (clientY - box.top) * scale, scale];
  }

  function zoom(svg, factor, clientX, clientY) {
    var view = current(svg);
    var w = Math.min(Math.max(view[2] * factor, MIN_W), MAX_W);
    factor = w / view[2];
    var box = svg.getBoundingClientRect();
    if (clientX === undefined) { clientX = box.left + box.width / 2; clientY = box.top + box.height / 2; }
    var p = toMap(svg, view, clientX, clientY);
    apply(svg, [p[0] - (p[0] - view[0]) * factor, p[1] - (p[1] - view[1]) * factor, w, view[3] * factor]);
  }

  function centreOn(svg, cx, cy) {
    var view = current(svg);
    apply(svg, [cx - view[2] / 2, cy - view[3] / 2, view[2], view[3]]);
  }

  // A square of a map's grid read by keys (data-map-cell="x,y" in a [data-map-grid=NAME]): its square shown on the
  // drawn map by the cursor (rect[data-map-cursor], one map unit of 100 a square), and brought into view.
  function cellOf(target) {
    return target && target.closest ? target.closest("[data-map-cell]") : null;
  }
  document.addEventListener("focusin", function (event) {
    var cell = cellOf(event.target);
    if (!cell) return;
    var grid = cell.closest("[data-map-grid]");
    var svg = grid && document.querySelector('svg[data-map="' + grid.getAttribute("data-map-grid") + '"]');
    var cursor = svg && svg.querySelector("[data-map-cursor]");
    if (!cursor) return;
    var xy = numbers(cell.getAttribute("data-map-cell").replace(",", " "));
    var x = xy[0] * 100, y = xy[1] * 100, view = current(svg);
    cursor.setAttribute("x", x);
    cursor.setAttribute("y", y);
    cursor.setAttribute("visibility", "visible");
    if (x < view[0] || y < view[1] || x + 100 > view[0] + view[2] || y + 100 > view[1] + view[3]) {
      centreOn(svg, x + 50, y + 50);
    }
  });
  document.addEventListener("focusout", function (event) {
    var cell = cellOf(event.target);
    if (!cell || cellOf(event.relatedTarget)) return;
    var cursor = document.querySelector("[data-map-cursor]");
    if (cursor) cursor.setAttribute("visibility", "hidden");
  });

  document.addEventListener("click", function (event) {
    if (suppressClick) {
      suppressClick = false;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    var button = event.target.closest ? event.target.closest("button[data-map-zoom]") : null;
    if (!button) return;
    var svg = document.querySelector('svg[data-map="' + button.getAttribute("data-map-for") + '"]');
    if (!svg) return;
    event.preventDefault();
    var kind = button.getAttribute("data-map-zoom");
    if (kind === "in") zoom(svg, 1 / 1.3);
    else if (kind === "out") zoom(svg, 1.3);
    else if (kind === "fit") apply(svg, numbers(svg.getAttribute("data-fit")));
    else if (kind === "focus") {
      var f = numbers(svg.getAttribute("data-focus"));
      if (f.length === 2) centreOn(svg, f[0], f[1]);
    }
  }, true);

  document.addEventListener("wheel", function (event) {
    var svg = event.target.closest ? event.target.closest("svg[data-map]") : null;
    if (!svg) return;
    event.preventDefault();
    zoom(svg, Math.exp(Math.max(-1, Math.min(1, event.deltaY / 300))), event.clientX, event.clientY);
  }, { passive: false });

  function copyPointers() {
    var copy = {};
    Object.keys(pointers).forEach(function (id) { copy[id] = { x: pointers[id].x, y: pointers[id].y }; });
    return copy;
  }

  document.addEventListener("pointerdown", function (event) {
    var svg = event.target.closest ? event.target.closest("svg[data-map]") : null;
    if (!svg) return;
    pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
    gesture = { svg: svg, view: current(svg).slice(), start: copyPointers(), moved: false };
  });

  document.addEventListener("pointermove", function (event) {
    if (!gesture || !pointers[event.pointerId]) return;
    pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
    var ids = Object.keys(pointers);
    var svg = gesture.svg, view = gesture.view;
    if (ids.length === 1) {
      var s = gesture.start[ids[0]];
      if (!s) return;
      var dx = event.clientX - s.x, dy = event.clientY - s.y;
      if (!gesture.moved && Math.abs(dx) + Math.abs(dy) < DRAG_PX) return;
      if (!gesture.moved) {
        // A drag, not a tap: keep the pointer on the map even where it crosses a button.
        try { svg.setPointerCapture(event.pointerId); } catch (error) { /* not capturable: fine */ }
      }
      gesture.moved = true;
      var scale = toMap(svg, view, 0, 0)[2];
      apply(svg, [view[0] - dx * scale, view[1] - dy * scale, view[2], view[3]]);
    } else if (ids.length === 2) {
      var a0 = gesture.start[ids[0]], b0 = gesture.start[ids[1]];
      if (!a0 || !b0) return;
      var a = pointers[ids[0]], b = pointers[ids[1]];
      var before = Math.hypot(a0.x - b0.x, a0.y - b0.y), after = Math.hypot(a.x - b.x, a.y - b.y);
      if (before < 10 || after < 10) return;
      gesture.moved = true;
      var factor = before / after;
      var w = Math.min(Math.max(view[2] * factor, MIN_W), MAX_W);
      factor = w / view[2];
      var mid = toMap(svg, view, (a0.x + b0.x) / 2, (a0.y + b0.y) / 2);
      apply(svg, [mid[0] - (mid[0] - view[0]) * factor, mid[1] - (mid[1] - view[1]) * factor, w, view[3] * factor]);
    }
  });

  function release(event) {
    delete pointers[event.pointerId];
    if (gesture && Object.keys(pointers).length === 0) {
      suppressClick = gesture.moved;
      gesture = null;
      if (suppressClick) window.setTimeout(function () { suppressClick = false; }, 400);
    }
  }
  document.addEventListener("pointerup", release);
  document.addEventListener("pointercancel", release);

  // After every redraw of the app, each map gets back the view it had.
  document.addEventListener("DOMContentLoaded", function () {
    var app = document.getElementById("app");
    if (app && window.MutationObserver) new MutationObserver(restoreAll).observe(app, { childList: true });
    restoreAll();
  });

  window.tavoloMaps = { views: views, restore: restoreAll };
})();
