"""The Rules Builder's card list, built lazily: which cards are due (on screen, a screen below, half
a screen above), a slice of building per turn, the list laid out with the card being read kept in
place, the first screen before the cards show, and the Tab order in screen order."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

from .cards import RuleCard
from .keyboard import focus_order

EAGER_RULES = 30  # up to this many rules every card is built right after opening; beyond, as it nears the screen
BUILD_SLICE = 0.010  # seconds of card building per turn of the event loop (then paint, keys and clicks go on)

if TYPE_CHECKING:
    from .dialog import RulesBuilder


def due(dialog: RulesBuilder) -> list[RuleCard]:
    """The cards to build now: not built and on screen, then a screen below, then half a screen
    above (every card, when the item has few rules)."""
    if not dialog.isVisible() or dialog.pages.currentIndex() != 0:
        return []
    unbuilt = [card for card in dialog.shown_cards() if not card.built]
    if not unbuilt:
        return []
    top = dialog.scroll_area.verticalScrollBar().value()
    height = dialog.scroll_area.viewport().height()
    on = [c for c in unbuilt if c.y() < top + height and c.y() + c.height() > top]
    below = [c for c in unbuilt if top + height <= c.y() < top + 2 * height]
    above = [c for c in reversed(unbuilt) if top - height // 2 < c.y() + c.height() <= top]
    due = on + below + above
    if not due and len(dialog.cards) <= EAGER_RULES:
        due = unbuilt
    return due


def build_due(dialog: RulesBuilder) -> None:
    """One turn of building: due cards for about BUILD_SLICE, then the list laid out at once, the
    card at the top of the screen kept where it was (a card above it that grew or shrank does not
    move what one is reading). Left to Qt, the layout would run before the scroll area grows the
    list, squeezing the cards for one painted frame."""
    due = dialog._due()
    if not due:
        dialog._build_timer.stop()
        return
    anchor = dialog._anchor()
    deadline = time.perf_counter() + BUILD_SLICE
    finished = False
    dialog._batch = True
    try:
        for card in due:  # a card a part at a time: a turn never builds more than a slice
            if not card.build_some(deadline):
                break
            finished = True
            if time.perf_counter() >= deadline:
                break
    finally:
        dialog._batch = False
    if finished:  # the parts of a card being built are hidden: the list changes when one is done
        dialog._settle(anchor)


def anchor(dialog: RulesBuilder) -> tuple[RuleCard, int] | None:
    top = dialog.scroll_area.verticalScrollBar().value()
    for card in dialog.shown_cards():
        if card.y() + card.height() > top:
            return card, card.y() - top
    return None


def settle(dialog: RulesBuilder, anchor: tuple[RuleCard, int] | None = None) -> None:
    """Lay the list out now with the built cards' real heights; learn them as the estimate for
    the cards of the same shape; put the anchor card back where it was on screen."""
    container = cast(QWidget, dialog.scroll_area.widget())  # the card list, set in chrome.build
    hint = None
    for _round in range(4):  # a nested layout activated here can ask its parents for another round
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if container.sizeHint() == hint:
            break
        hint = container.sizeHint()
    if not dialog.isVisible():
        return
    cards = dialog.shown_cards()
    for card in cards:
        if card.built:
            dialog._heights[card.shape_key()] = card.height()
    changed = False
    for card in cards:
        if not card.built:
            estimate = dialog._heights.get(card.shape_key(), 0)
            if estimate != card.estimate:
                card.estimate = estimate
                changed = True
    if changed:
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    # the container's new height now (the scroll area would a turn later):
    wanted = max(container.sizeHint().height(), dialog.scroll_area.viewport().height())
    if container.height() != wanted:  # until then the layout squeezes the cards into the old one
        container.resize(container.width(), wanted)
    if anchor is not None and isValid(anchor[0]) and anchor[0] in cards:
        card, offset = anchor
        bar = dialog.scroll_area.verticalScrollBar()
        if card.y() - offset != bar.value():
            bar.setValue(card.y() - offset)


def retab(dialog: RulesBuilder) -> None:
    """Tab order = the order on screen: cards by priority, each from its header down to Advanced.
    (Qt puts widgets created later at the end of the chain, after OK.) Each card's own order is
    kept until something is added to or removed from it."""
    dialog._retab_timer.stop()
    cards = dialog.shown_cards()
    moved = [card.uid for card in cards] != dialog._tab_cards  # cards reordered, added or removed
    dialog._tab_cards = [card.uid for card in cards]
    anchor: QWidget = dialog.problems_list
    for card in cards:
        stale = card.tab_order is None or not all(isValid(w) for w in card.tab_order)
        if stale:  # a card not built yet is one stop: Tab into it builds it
            card.tab_order = focus_order(card) if card.built else [card]
        order = card.tab_order
        assert order is not None
        if stale or moved:  # an untouched card in its old place is already chained right
            for widget in order:
                QWidget.setTabOrder(anchor, widget)
                anchor = widget
        elif order:
            anchor = order[-1]


def prepare(dialog: RulesBuilder, deadline: float | None) -> bool:
    """One slice of getting ready (all of it with no deadline): the draft checked, in a turn of
    its own (the session's character as it is: nothing to parse), then the top cards built, as
    many as fill the window and the one below the fold. Returns whether it is ready."""
    if not dialog._prepared:
        if not dialog._checked:
            dialog._checked = True
            dialog.preview.ready()
            dialog.suggestions.update(dialog.preview.tag_list())
            dialog._apply_preview()
            if deadline is not None:
                return False
        used, below = 0, 0
        for card in dialog.shown_cards():  # the window's height of cards and the one below the fold
            if used > dialog.height():
                below += 1
                if below > 1:
                    break
            if not card.build_some(deadline):
                return False
            used += card.height_hint() + dialog.cards_box.spacing()
        dialog._prepared = True
    return True

