// An action bar kept at the top of a wide screen (position: sticky; top: ...) never runs past the screen's
// bottom: its height is capped to the room left under it, which is less while the page is scrolled to its top
// (the bar then sits lower, under the news of the last turns) than once it is stuck, and less again near the
// board's end, which a sticky bar does not pass. Its moves scroll inside it when they do not fit. A bar kept at
// the bottom (a phone) is left to its stylesheet.
(function () {
  "use strict";

  var MARGIN = 8;         // px left free under the bar
  var LEAST = 160;        // px: the bar never shrinks below a prompt and a row of moves
  var frame = 0;
  function fit() {
    frame = 0;
    var bar = document.querySelector('.action-bar[data-block="actions"]');
    if (!bar) return;
    var style = getComputedStyle(bar);
    if (style.position !== "sticky" || style.top === "auto") {
      if (bar.style.maxHeight) bar.style.maxHeight = "";
      return;
    }
    var top = Math.max(bar.getBoundingClientRect().top, parseFloat(style.top) || 0);
    // A sticky bar stays inside its board: where the board ends above the screen's bottom, so does the room. A
    // board laid out with display: contents has no box of its own: the box that holds the bar is further up.
    var bottom = window.innerHeight - MARGIN;
    var holder = bar.parentElement;
    while (holder && getComputedStyle(holder).display === "contents") holder = holder.parentElement;
    if (holder) bottom = Math.min(bottom, holder.getBoundingClientRect().bottom);
    var room = Math.max(LEAST, Math.floor(bottom - top));
    if (bar.style.maxHeight !== room + "px") bar.style.maxHeight = room + "px";
  }

  function soon() {
    if (!frame) frame = requestAnimationFrame(fit);
  }

  window.addEventListener("scroll", soon, { passive: true });
  window.addEventListener("resize", soon);
  window.tavoloBar = { fit: fit };
})();
