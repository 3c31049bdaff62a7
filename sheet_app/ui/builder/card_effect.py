"""A bonus or grant rule card's Preview row: what the rule does to the open character, worked out by the
engine on the builder's draft (views/rule_effects.py): "Armor 2 → 18", "Stealth +2 → +4",
"Initiative: normal → advantage". It is the last row of the card's form, under the fields, and is shown
again whenever the problem check is (card_preview.apply)."""
from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel

from ...engine.numbers import step_of
from ...i18n import QT_TRANSLATE_NOOP, Builder, translate
from ...views.rule_effects import EFFECTS, Effect, rule_effect
from ..theme import colors

if TYPE_CHECKING:
    from .cards import RuleCard

PREVIEW_TIP = QT_TRANSLATE_NOOP("Builder", "What this rule does to the character the builder is open on, worked out "
                                           "as the sheet will: the numbers without the rule → with it. A rule that "
                                           "does not apply now is shown as if it applied.")


def wanted(rtype: Any) -> bool:
    """Whether cards of this rule type have a Preview row."""
    return isinstance(rtype, str) and (rtype in EFFECTS or step_of(rtype) is not None)


class EffectLabel(QLabel):
    """The preview text; `effect` is what it shows (None: nothing to show)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("effect")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setToolTip(translate("Builder", PREVIEW_TIP))
        self.effect: Effect | None = None
        self.shown_for: tuple[Any, ...] = ()

    def show_effect(self, effect: Effect | None) -> None:
        self.effect = effect
        self.setAccessibleName(Builder.tr("Preview: {effect}").format(effect=effect.text()) if effect
                               else Builder.tr("Preview"))
        if effect is None:
            self.setText("")
            return
        muted = colors().muted.name()
        # Two lines at most one under the other; more (Every skill +1) run on, as the label wraps them.
        joint = "<br>" if len(effect.lines) <= 2 else ", "
        lines = joint.join(f"<b>{html.escape(line)}</b>" for line in effect.lines)
        follows = html.escape(Builder.tr("then {effects}").format(effects=", ".join(effect.follows)))
        then = f"<br><span style='color:{muted}'>{follows}</span>" if effect.follows else ""
        self.setText(f"<span style='color:{muted}'>{html.escape(effect.note)}</span> {lines}{then}")


def attach(card: RuleCard, grid: QGridLayout) -> None:
    """The Preview row under the card's fields, for the rule types that have one."""
    if not wanted(card.rtype):
        return
    label = QLabel(Builder.tr("Preview"))
    label.setToolTip(translate("Builder", PREVIEW_TIP))
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
    card.effect = EffectLabel()
    label.setBuddy(card.effect)
    row = grid.rowCount()
    grid.addWidget(label, row, 0)
    grid.addWidget(card.effect, row, 1)


def refresh(card: RuleCard) -> None:
    """Show the rule's effect on the draft as the problem check has it now (worked out again only when the
    checked character or the card's place changed)."""
    widget = getattr(card, "effect", None)
    if widget is None:
        return
    key = (card.preview.char, card.position(), card.raw())
    if widget.shown_for and all(kept is now for kept, now in zip(widget.shown_for, key, strict=True)):
        return
    widget.shown_for = key
    widget.show_effect(rule_effect(card.preview, card.position()))
