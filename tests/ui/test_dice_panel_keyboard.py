"""The dice panel by keyboard (issue 19): every feature card is a Tab stop, arrows move between the
cards, Space chooses one, and the focused card, die or pill shows a ring."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_dice_panel import card, open_panel, press, raging


def focus_chain(panel, start, steps=30):
    """The widgets Tab visits from `start`, in order, until it comes back."""
    seen = []
    widget = start
    for _ in range(steps):
        widget = widget.nextInFocusChain()
        while not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus) or not widget.isVisibleTo(panel) \
                or not widget.isEnabled():
            widget = widget.nextInFocusChain()
        if widget is start:
            break
        seen.append(widget)
    return seen


def test_every_card_is_a_tab_stop_and_arrows_move_between_them(qtbot):
    panel = open_panel(qtbot, raging([3, 4, 2]))
    cards = [c for c in panel.cards if c.isEnabled()]
    assert len(cards) >= 2
    cards[0].radio.setFocus()
    qtbot.waitUntil(cards[0].radio.hasFocus)
    assert all(c.radio in focus_chain(panel, cards[0].radio) for c in cards[1:])  # none skipped by Tab
    press(qtbot, panel, Qt.Key.Key_Down)
    assert cards[1].radio.hasFocus() and not cards[1].radio.isChecked()  # moved, not chosen
    press(qtbot, panel, Qt.Key.Key_Up)
    assert cards[0].radio.hasFocus()
    press(qtbot, panel, Qt.Key.Key_Up)  # the first card: stays
    assert cards[0].radio.hasFocus()
    press(qtbot, panel, Qt.Key.Key_Down)
    press(qtbot, panel, Qt.Key.Key_Space)
    assert cards[1].radio.isChecked() and panel.selected == cards[1].info
    # Tab from the chosen card still reaches the others.
    assert cards[0].radio in focus_chain(panel, cards[1].radio)


def test_tab_walks_the_cards_one_by_one(qtbot):
    panel = open_panel(qtbot, raging([3, 4, 2]))
    cards = [c for c in panel.cards if c.isEnabled()]
    cards[0].radio.setFocus()
    qtbot.waitUntil(cards[0].radio.hasFocus)
    press(qtbot, panel, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is cards[1].radio


def test_a_focused_card_draws_a_ring(qtbot):
    panel = open_panel(qtbot, raging([3, 4, 2]))
    target = card(panel, "Blood Frenzy")
    target.radio.setFocus()
    qtbot.waitUntil(target.radio.hasFocus)
    ring = target.grab().toImage()
    panel.tray.buttons[0].setFocus()
    qtbot.waitUntil(lambda: not target.radio.hasFocus())
    plain = target.grab().toImage()
    assert ring != plain  # the focus shows on the card itself, not only on its small radio ring


def test_a_focused_die_draws_the_ring(qtbot):
    from PySide6.QtGui import QColor

    panel = open_panel(qtbot, raging([3, 4, 2]))
    die = panel.tray.buttons[1]
    die.setFocus()
    qtbot.waitUntil(die.hasFocus)
    image = die.grab().toImage()
    highlight = panel.palette().color(panel.palette().ColorRole.Highlight)

    def near(pixel):
        c = QColor(pixel)
        distance = abs(c.red() - highlight.red()) + abs(c.green() - highlight.green())
        return distance + abs(c.blue() - highlight.blue()) < 90
    ring = max(sum(near(image.pixel(x, y)) for x in range(image.width())) for y in range(4))
    assert ring > 10  # along the ring's top edge


def test_the_sheets_keyboard_row_draws_a_ring(qtbot, window):
    from sheet_helpers import row_of

    index, _row = row_of(window, "Rage")
    window.view.setCurrentIndex(index)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    rect = window.view.visualRect(index)
    focused = window.view.viewport().grab(rect).toImage()
    window.filter.setFocus()
    qtbot.waitUntil(lambda: not window.view.hasFocus())
    plain = window.view.viewport().grab(rect).toImage()
    assert focused != plain
