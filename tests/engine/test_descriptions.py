"""An item's description as plain text for paper (views/descriptions.py, issue 32 item 9)."""
from __future__ import annotations

from sheet_app.views.descriptions import MAX_CHARS, html_to_text, item_description


def test_html_becomes_lines_of_text_and_nothing_else():
    markup = ("<h2>Rage</h2><p>You <em>rage</em>&nbsp;&amp; roll [[/r 1d6]] (@UUID[Item.x]{Fury Dice}).</p>"
              "<script>alert(1)</script><style>p{}</style><ul><li>one</li><li>two</li></ul><img src=x onerror=y>")
    assert html_to_text(markup) == "Rage\nYou rage & roll 1d6 (Fury Dice).\n• one\n• two"


def test_the_description_is_found_where_the_importer_keeps_it():
    assert item_description({"upstream": {"system": {"description": "<p>Kept</p>"}}}) == "Kept"
    spell = {"upstream": {"system": {"description": {"baseEffect": "<p>Deal 1d6.</p>",
                                                      "higherLevelEffect": "<p>+1d6</p>", "upcastEffect": ""}}}}
    assert item_description(spell) == "Deal 1d6.\nAt higher levels: +1d6"
    assert item_description({"description": {"public": "<p>A wand.</p>", "secret": "<p>GM only</p>"}}) == "A wand."
    assert item_description({"name": "none"}) == "" and item_description(None) == ""


def test_a_huge_description_is_cut_on_paper():
    said = item_description({"description": "word " * 5000})
    assert len(said) <= MAX_CHARS + 2 and said.endswith(" …")
