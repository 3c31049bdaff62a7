"""Heights the lists keep instead of asking every row or card again (issue 28 items 3 and 4): a built
Rules Builder card gives the card list its height for the list's width as a plain size hint, and
follows a change of width; the item list's row heights are look-ups that match the row's layout; the
header's full state list comes after the slices, the same as a whole scan."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QStyleOptionViewItem
from test_builder_helpers import berserker, flush_deleted, open_builder, session_for
from test_lint_slices import big_doc, slicing_window

from sheet_app.engine.world import rule_states
from sheet_app.ui.sheet import lint_slices
from sheet_app.ui.sheet.items_model import ROW_ROLE
from sheet_app.ui.sheet.row_layout import layout_row, plain_row_height


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


def _heights_right(dialog: Any) -> list[tuple[int, int, int]]:
    """The built cards whose height is not their layout's height for their width: (place, has, wants)."""
    wrong = []
    for n, card in enumerate(dialog.shown_cards()):
        layout = card.layout()
        if card.built and layout is not None and layout.hasHeightForWidth():
            wants = layout.totalHeightForWidth(card.width())
            if card.height() != wants:
                wrong.append((n, card.height(), wants))
    return wrong


def test_a_built_card_has_its_height_for_the_lists_width_and_follows_a_resize(qtbot):
    dialog = open_builder(qtbot, session_for(berserker()), "rage")
    cards = dialog.shown_cards()
    assert cards and all(card.built for card in cards)
    assert not any(card.hasHeightForWidth() for card in cards)  # the list's layout reads a plain hint
    assert any(card.layout().hasHeightForWidth() for card in cards)  # ... of a card whose lines wrap
    assert _heights_right(dialog) == []
    width = cards[0].width()
    dialog.resize(830, 780)  # narrower (a card is ~770 px at least): its height for the new width
    qtbot.waitUntil(lambda: cards[0].width() < width - 100 and dialog.idle())
    qtbot.waitUntil(lambda: _heights_right(dialog) == [])
    tops = [card.y() for card in cards]
    assert all(above.y() + above.height() < below.y() for above, below in zip(cards, cards[1:], strict=False))
    assert tops == sorted(tops)


def _option(view: Any) -> QStyleOptionViewItem:
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    return option


def test_the_item_rows_heights_are_their_layouts(qtbot, library, settings, sample_doc):
    cid = library.create(sample_doc)
    from sheet_app.ui.sheet.window import MainWindow

    window = MainWindow(library.open_session(cid), library=library, character_id=cid, settings=settings)
    qtbot.addWidget(window)
    window.resize(1100, 800)
    window.show()
    qtbot.waitUntil(lambda: window.view.painted)
    view, model = window.view, window.view.model()
    option = _option(view)
    width = view.viewport().width() - view.indentation()
    pools = plain = 0
    for g in range(model.rowCount()):
        group = model.index(g, 0)
        assert view.delegate.sizeHint(option, group).height() == 30
        for r in range(model.rowCount(group)):
            index = model.index(r, 0, group)
            row = index.data(ROW_ROLE)
            got = view.delegate.sizeHint(option, index)
            if row.pools:
                pools += 1
                assert got.height() == layout_row(QRect(0, 0, max(width, 400), 44), row, option.font)[1]
            else:
                plain += 1
                assert got.height() == plain_row_height(option.font)
            assert got.width() == width
            assert view.visualRect(index).height() == got.height()  # what the view laid out
    assert pools and plain


def test_a_sliced_open_gives_the_header_every_rule_state(qtbot, library, settings, sample_doc, monkeypatch):
    monkeypatch.setattr(lint_slices, "SLICE", 0.0)  # one part a turn
    doc = big_doc(sample_doc)
    doc["items"][-1]["rules"].append({"type": "toggleEffect", "label": "Late", "tags": ["lateState"]})
    window = slicing_window(qtbot, library, settings, doc, [])
    header = window.header
    qtbot.waitUntil(lambda: not window.display._lint_pending, timeout=20000)  # noqa: SLF001
    states = header.state_completer.model().stringList()
    assert "lateState" in states
    assert states == rule_states(window.session.char.items)
