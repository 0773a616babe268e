// A card's or a tile's details in a small popover: an element with data-details="text" shows it on a long
// press (touch or pen, 500 ms), on hover (mouse) and on keyboard focus, so no text is reachable by hover
// alone; a card that is not a control (it chooses nothing) shows it on a plain tap too, and a second tap hides
// it. A long press does not also click what it pressed. Escape, a tap elsewhere or scrolling closes it.
// The popover lives outside #app, so the app's redraws never touch it.
(function () {
  "use strict";

  var PRESS_MS = 500, HOVER_MS = 350, MOVE_PX = 10;
  var pop = null, shownFor = null, pressTimer = 0, hoverTimer = 0, press = null, swallowClick = false;
  var pointerAt = 0;          // when a pointer last went down: the focus a tap or a click gives shows nothing

  function popover() {
    if (!pop) {
      pop = document.createElement("div");
      pop.id = "details-pop";
      pop.className = "details-pop";
      pop.setAttribute("role", "tooltip");
      pop.hidden = true;
      document.body.appendChild(pop);
    }
    return pop;
  }

  function target(node) {
    return node && node.closest ? node.closest("[data-details]") : null;
  }

  function show(el) {
    var text = el.getAttribute("data-details");
    if (!text) return;
    var p = popover();
    p.textContent = text;
    p.hidden = false;
    shownFor = el;
    var box = el.getBoundingClientRect(), own = p.getBoundingClientRect();
    var margin = 8, width = document.documentElement.clientWidth;
    var left = Math.min(Math.max(box.left + box.width / 2 - own.width / 2, margin), width - own.width - margin);
    var top = box.top - own.height - margin;
    if (top < margin) top = box.bottom + margin;          // no room above: below
    p.style.left = Math.round(left) + "px";
    p.style.top = Math.round(top) + "px";
  }

  function hide() {
    window.clearTimeout(hoverTimer);
    if (pop) pop.hidden = true;
    shownFor = null;
  }

  function cancelPress() {
    window.clearTimeout(pressTimer);
    press = null;
  }

  document.addEventListener("pointerdown", function (event) {
    var el = target(event.target);
    swallowClick = false;
    pointerAt = Date.now();
    if (shownFor && el !== shownFor) hide();
    if (!el || event.pointerType === "mouse") return;
    cancelPress();
    press = { x: event.clientX, y: event.clientY, id: event.pointerId, el: el };
    pressTimer = window.setTimeout(function () {
      press = null;
      swallowClick = true;
      show(el);
    }, PRESS_MS);
  }, true);

  document.addEventListener("pointermove", function (event) {
    if (press && press.id === event.pointerId
        && Math.abs(event.clientX - press.x) + Math.abs(event.clientY - press.y) > MOVE_PX) cancelPress();
  }, true);
  // A tap on a card that chooses nothing (no button, link or action in or around it) tells what it does.
  function choosesNothing(el) {
    return !el.closest("button, a, summary, label, input, select, [data-action]");
  }
  document.addEventListener("pointerup", function (event) {
    pointerAt = Date.now();
    var tapped = press && press.id === event.pointerId ? press.el : null;
    cancelPress();
    if (tapped && choosesNothing(tapped)) {
      if (shownFor === tapped) hide(); else show(tapped);
    }
  }, true);
  document.addEventListener("pointercancel", cancelPress, true);

  // The click that ends a long press only closes the press: it does not pick the card.
  document.addEventListener("click", function (event) {
    if (!swallowClick) return;
    swallowClick = false;
    event.preventDefault();
    event.stopPropagation();
  }, true);
  document.addEventListener("contextmenu", function (event) {
    if (target(event.target) && event.pointerType !== "mouse") event.preventDefault();
  });

  document.addEventListener("pointerover", function (event) {
    if (event.pointerType !== "mouse") return;
    var el = target(event.target);
    window.clearTimeout(hoverTimer);
    if (!el) {
      if (shownFor && document.activeElement !== shownFor) hide();
      return;
    }
    if (el !== shownFor) hoverTimer = window.setTimeout(function () { show(el); }, HOVER_MS);
  });

  document.addEventListener("focusin", function (event) {
    var el = target(event.target);
    // Not a tap's focus, nor one the page moves to the next decision (window.tavoloMovingFocus, ui/app.py).
    if (el && el === event.target && Date.now() - pointerAt > 250 && !window.tavoloMovingFocus) show(el);
    else if (shownFor && el !== shownFor) hide();
  });
  document.addEventListener("focusout", function (event) {
    if (shownFor && event.target === shownFor) hide();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && shownFor) hide();
  });
  window.addEventListener("scroll", function () { if (shownFor && !press) hide(); }, { passive: true });

  window.tavoloDetails = { show: show, hide: hide };
})();

// What a screen reader would say of a part of the page, as one line: its names (aria-label) and words, without
// what is hidden from readers or not shown; lines of lists and paragraphs are kept apart. The keyboard commands
// of the play screen (ui/keys.py) speak it in the page's live region.
window.tavoloSpoken = function (root) {
  var parts = [];
  var BREAKS = { LI: 1, P: 1, H2: 1, H3: 1, H4: 1, SECTION: 1, TR: 1, SUMMARY: 1 };
  var UNITS = { BUTTON: 1, LI: 1, DIV: 1 };
  (function walk(node) {
    if (node.nodeType === 3) {
      var text = node.textContent.replace(/\s+/g, " ").trim();
      // Words that follow the last ones with no space between ("Bot 4" then ": Take gold") stay joined.
      if (text && parts.length && /^[:,.;!?)]/.test(text) && !/^\s/.test(node.textContent)) parts[parts.length - 1] += text;
      else if (text) parts.push(text);
      return;
    }
    if (node.nodeType !== 1 || node.getAttribute("aria-hidden") === "true") return;
    if (node.hasAttribute("data-unspoken")) return;       // a control of the view (a sort), not part of the game
    if (node.disabled) return;                            // a button one cannot use now says nothing of the game
    if (node.checkVisibility && !node.checkVisibility()) return;
    var label = node.getAttribute("aria-label");
    // A named thing (a card, a stone, a button) is said by its name, and apart from the next one.
    if (label && node !== root) { parts.push(label); if (UNITS[node.tagName] || node.getAttribute("role")) parts.push(";"); }
    else if (node.tagName.toLowerCase() !== "svg") {
      for (var child = node.firstChild; child; child = child.nextSibling) walk(child);
    }
    if (BREAKS[node.tagName] && parts.length && !/[.;:]$/.test(parts[parts.length - 1])) parts.push(";");
  })(root);
  return parts.join(" ").replace(/ ;/g, ";").replace(/;+/g, ";").replace(/^;\s*|;\s*$/g, "");
};
