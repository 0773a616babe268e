import re

from tavolo.markup import Markup, counted, esc, h, join, settled


def test_text_and_attributes_are_escaped():
    html = h("button", '<img src=x onerror="alert(1)">', title='"quoted" & <b>', data_action="go")
    assert html == ('<button title="&quot;quoted&quot; &amp; &lt;b&gt;" data-action="go">'
                    '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</button>')


def test_markup_is_kept_and_lists_are_flattened():
    inner = h("b", "x")
    assert h("p", ["a", [inner, None, False], "c"]) == "<p>a<b>x</b>c</p>"
    assert isinstance(join(["<", inner]), Markup)
    assert join(["<", inner]) == "&lt;<b>x</b>"


def test_attribute_names_and_flags():
    assert h("input", type="text", class_="c", disabled=True, hidden=False, aria_label=None) == \
        '<input type="text" class="c" disabled>'
    assert esc(None) == ""


def test_a_counted_number_is_marked_where_it_stands_alone():
    assert counted("7 gold", 7, "gold:0") == '<span class="count" data-count="gold:0">7</span> gold'
    assert counted("Punti: 12", 12, "p") == 'Punti: <span class="count" data-count="p">12</span>'
    # 7 inside 17 is not the number; text without it stays as it is, escaped.
    assert counted("17 gold, 7 left", 7, "g") == '17 gold, <span class="count" data-count="g">7</span> left'
    assert counted("<b> no number", 3, "g") == "&lt;b&gt; no number"
    assert counted("-2 points", -2, "s") == '<span class="count" data-count="s">-2</span> points'


def test_a_settled_part_carries_a_digest_of_itself():
    tiles = settled("g", h("use", href="#t1"), h("use", href="#t2"), class_="cc-tiles")
    assert tiles.startswith('<g data-same="') and tiles.endswith('<use href="#t1"/><use href="#t2"/></g>')
    assert 'class="cc-tiles"' in tiles
    digest = re.search(r'data-same="([0-9a-f]+)"', tiles).group(1)
    assert len(digest) == 18
    assert settled("g", h("use", href="#t1"), h("use", href="#t2"), class_="cc-tiles") == tiles
    # Any change, inside or in its own attributes, gives another digest.
    assert digest not in settled("g", h("use", href="#t1"), h("use", href="#t3"), class_="cc-tiles")
    assert digest not in settled("g", h("use", href="#t1"), h("use", href="#t2"), class_="cc-tiles on")
    assert "&lt;b&gt;" in settled("p", "<b>")                 # text is escaped as by h
