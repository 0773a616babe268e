from tavolo.markup import Markup, esc, h, join


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
