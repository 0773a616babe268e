"""What a person sees on a phone without scrolling: the sizes to test at, a check that an element is fully on
screen and not covered by anything (a sticky bar, a panel), and one for words cut, for the phone-table tests of
every game."""

# Every element whose own words are cut: hidden overflow or an ellipsis on words that do not fit. Words made
# visually hidden on purpose (a 1 px box) are names for screen readers, not cut.
CLIPPED = """() => {
  const out = [];
  for (const el of document.querySelectorAll(".screen *")) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) continue;
    const s = getComputedStyle(el);
    if (s.display === "none" || s.visibility === "hidden") continue;
    const hides = /(hidden|clip)/.test(s.overflowX + s.overflowY) || s.textOverflow === "ellipsis";
    if (hides && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
      out.push(el.className + ": " + el.textContent.trim().slice(0, 40));
  }
  return out;
}"""

PORTRAIT = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
LANDSCAPE = {"viewport": {"width": 844, "height": 390}, "is_mobile": True, "has_touch": True}

# Reads, for every element matching `selector`, its box against the viewport and what lies on top of it at its
# centre and near its four corners (2 px inside): the element itself or one of its descendants, or what covers it.
_LOOK = """(selector) => {
  const out = [];
  for (const el of document.querySelectorAll(selector)) {
    const box = el.getBoundingClientRect();
    const inset = Math.min(2, box.width / 4, box.height / 4);
    const points = [[box.left + box.width / 2, box.top + box.height / 2], [box.left + inset, box.top + inset],
                    [box.right - inset, box.top + inset], [box.left + inset, box.bottom - inset],
                    [box.right - inset, box.bottom - inset]];
    const covered = [];
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (!top || !(top === el || el.contains(top))) {
        covered.push([Math.round(x), Math.round(y), top ? top.tagName.toLowerCase() + "." +
                      String(top.className && top.className.baseVal !== undefined ? top.className.baseVal
                                                                                   : top.className) : null]);
      }
    }
    out.push({ left: box.left, top: box.top, right: box.right, bottom: box.bottom, covered: covered,
               text: (el.innerText || el.getAttribute("aria-label") || "").slice(0, 40) });
  }
  return { scrollY: window.scrollY, width: window.innerWidth, height: window.innerHeight, found: out };
}"""


def seen_whole(page, selector, every=False) -> list:
    """Problems with `selector` as a person sees the page now (an empty list when all is well): it must exist, the
    page must be scrolled to the top, and the element (each of them with `every`, else the first) must lie
    fully inside the viewport with nothing on top of it."""
    look = page.evaluate(_LOOK, selector)
    if not look["found"]:
        return [f"{selector}: not on the page"]
    problems = [] if look["scrollY"] == 0 else [f"the page is scrolled by {look['scrollY']} px"]
    for box in look["found"] if every else look["found"][:1]:
        where = f"{selector} {box['text']!r}"
        if box["left"] < -0.5 or box["top"] < -0.5 or box["right"] > look["width"] + 0.5 \
                or box["bottom"] > look["height"] + 0.5:
            problems.append(f"{where} lies outside the {look['width']}x{look['height']} screen: "
                            f"{[round(box[k]) for k in ('left', 'top', 'right', 'bottom')]}")
        elif box["covered"]:
            problems.append(f"{where} is covered at {box['covered']}")
    return problems


def box_height(page, selector) -> float:
    """The height of the first element matching `selector` (0 when there is none)."""
    return page.evaluate("(s) => { const el = document.querySelector(s);"
                         " return el ? el.getBoundingClientRect().height : 0; }", selector)
