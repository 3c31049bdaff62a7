"""Fields of the condition and action rules (character.md §12-§13, §15.4-§15.5): the conditions a Condition
Immunity lists, ticked from the Nimble list with what each does; an Apply Condition's duration as the
timer it makes (the condition's own, or a number of your turns); and the item an Action Cost names,
picked from the character's items by the identifier the engine matches (the slug of its name)."""
from __future__ import annotations

from typing import Any, cast

from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from ...engine.action_tracker import UNARMED_IDENTIFIER
from ...engine.predicates import slug
from ...i18n import QT_TRANSLATE_NOOP, Builder, translate
from ...views.condition_words import MOST_TIMER, own_timer_words
from ...views.rule_specs import FieldSpec, Option
from .draft import MISSING, Path
from .fields import Field, Host
from .toggle_fields import EventsField
from .widgets import INVALID, EnumCombo, Line


class PicksField(EventsField):
    """A list picked from short names, four boxes to a row, each with what it means as its tooltip: Condition
    Immunity's conditions (the Nimble list), Action Cost's item types and reactions."""

    columns = 4

    def unknown_text(self, value: str) -> str:
        return Builder.tr("⚠ {value} (not one of these)").format(value=value)


DURATION_KINDS: tuple[Option, ...] = (
    ("own", QT_TRANSLATE_NOOP("Builder", "Its own timer"),
     QT_TRANSLATE_NOOP("Builder", "the condition's built-in timer (character.md §12.3), or none")),
    ("turns", QT_TRANSLATE_NOOP("Builder", "Turns"),
     QT_TRANSLATE_NOOP("Builder", "ends at the end of your turn, that many times from now (your End turns count "
                                  "down)")),
    ("rounds", QT_TRANSLATE_NOOP("Builder", "Rounds"),
     QT_TRANSLATE_NOOP("Builder", "the same as turns for the engine: that many of your End turns")),
)


def duration_kinds() -> tuple[Option, ...]:
    """DURATION_KINDS in the player's language."""
    return tuple((kind, translate("Builder", name), translate("Builder", hint)) for kind, name, hint in DURATION_KINDS)


def _ordinal(n: int) -> str:
    """"2nd", "11th", "23rd": an End turn counted from now."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return Builder.tr("{n}th", "an ordinal number: 4th, 11th, 12th").format(n=n)
    if n % 10 == 1:
        return Builder.tr("{n}st", "an ordinal number: 21st, 31st").format(n=n)
    if n % 10 == 2:
        return Builder.tr("{n}nd", "an ordinal number: 2nd, 22nd").format(n=n)
    return Builder.tr("{n}rd", "an ordinal number: 3rd, 23rd").format(n=n)


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


class DurationField(Field):
    """Apply Condition's `duration {rounds, turns, seconds}` as the timer it makes: the condition's own
    (Slowed to the end of your next turn, Despair your next attack, others until removed), or a number of
    turns or rounds (the engine counts either as your End turns, the larger when both are set). Seconds
    are kept as they are (the check warns that they are ignored)."""

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.kind = EnumCombo(duration_kinds())
        self.kind.setObjectName(f"{'.'.join(map(str, self.path))}.kind")
        self.kind.setAccessibleName(self.name(Builder.tr("{field}: how long").format(field=spec.label)))
        self.kind.activated.connect(self._kind_chosen)
        self.count = QSpinBox()
        self.count.setObjectName(f"{'.'.join(map(str, self.path))}.count")
        self.count.setRange(1, MOST_TIMER)
        self.count.setAccessibleName(self.name(Builder.tr("{field}: how many").format(field=spec.label)))
        self.count.setMinimumWidth(70)
        self.count.valueChanged.connect(self._count_changed)
        self.count.editingFinished.connect(self.host.seal)
        self.row.addWidget(self.kind)
        self.row.addWidget(self.count)
        self.row.addStretch(1)
        self.value: dict[str, Any] = {}
        self.editable = True
        self.condition = ""

    def inputs(self) -> list[QWidget]:
        return [self.kind, self.count]

    def show_value(self, value: Any, raw: Any) -> None:
        value = self.current(value)
        self.condition = str(raw.get("condition") or "") if isinstance(raw, dict) else ""
        self.editable = isinstance(value, dict)
        self.value = dict(value) if self.editable else {}
        rounds, turns = _count(self.value.get("rounds")), _count(self.value.get("turns"))
        kind = "rounds" if rounds > turns else "turns" if turns else "own"
        self.kind.set_value(kind)
        self.count.blockSignals(True)
        self.count.setValue(min(MOST_TIMER, max(rounds, turns, 1)))
        self.count.blockSignals(False)
        self.kind.setEnabled(self.editable and not self.disabled_reason)
        self.count.setEnabled(self.editable and kind != "own" and not self.disabled_reason)
        problem = ("warning", Builder.tr("can only be edited in the raw JSON (not a duration object)"))
        self.set_problems([p for p in self.problems if p != problem] + ([] if self.editable else [problem]))
        self.update_hint()

    def hint_text(self) -> str:
        rounds, turns = _count(self.value.get("rounds")), _count(self.value.get("turns"))
        both = Builder.tr(" (rounds {rounds} and turns {turns} are both set: the larger counts)").format(
            rounds=rounds, turns=turns) if rounds and turns else ""
        most = max(rounds, turns)
        if most:
            ends = Builder.tr("at your next End turn") if most == 1 else \
                Builder.tr("at your {ordinal} End turn from now").format(ordinal=_ordinal(most))
            return Builder.tr("The timer: it ends {ends}; the encounter's end clears it{both}.").format(ends=ends,
                                                                                                      both=both)
        return Builder.tr("The timer: {timer}.").format(timer=own_timer_words(self.condition))

    def _written(self, kind: str, count: int) -> dict[str, Any]:
        """The duration with `kind` set to `count` (the other count cleared), other keys kept."""
        out = dict(self.value)
        for name in ("rounds", "turns"):
            if name == kind:
                out[name] = count
            elif name in out:
                out[name] = None
        return out

    def _kind_chosen(self, index: int) -> None:
        kind = self.kind.value_at(index)
        if kind is INVALID or not self.editable:
            return
        self.commit(self._written(kind, self.count.value()))

    def _count_changed(self, count: int) -> None:
        kind = self.kind.value_at(self.kind.currentIndex())
        if not self.editable or kind not in ("rounds", "turns"):
            return
        self.commit(self._written(kind, count), merge=True)

    def current(self, value: Any) -> Any:
        return {} if value is MISSING or value is None else value


class ItemField(Field):
    """Action Cost's `itemIdentifier`: an editable drop-down of the character's items by the identifier the
    engine matches (the slug of the name), Unarmed Strike among them; blank matches any item."""

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.combo = QComboBox()
        self.combo.setEditable(True)
        self.combo.setLineEdit(Line())
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.combo.setCompleter(None)  # type: ignore[arg-type]  # typed as typed: entries are longer than ids
        self.combo.setObjectName(".".join(map(str, self.path)))
        self.combo.setAccessibleName(self.name())
        self.combo.setAccessibleDescription(spec.hint)
        self.combo.setMinimumWidth(320)
        self._line().setPlaceholderText(spec.placeholder)
        self._line().textEdited.connect(lambda text: self.commit(text.strip(), merge=True))
        self._line().editingFinished.connect(self.host.seal)
        self.combo.activated.connect(self._chosen)
        self.row.addWidget(self.combo, 1)
        self._listed: list[tuple[str, str]] = []

    def inputs(self) -> list[QWidget]:
        return [self.combo]

    def _line(self) -> Line:
        return cast(Line, self.combo.lineEdit())

    def _items(self) -> list[tuple[str, str]]:
        found: dict[str, str] = {}
        for item in self.host.preview.char.items:
            ident = slug(item.name)
            if ident and ident not in found:
                found[ident] = f"{item.name} ({ident}) · {item.fields.type}"
        found.setdefault(UNARMED_IDENTIFIER, Builder.tr("Unarmed Strike ({identifier}) · object").format(
            identifier=UNARMED_IDENTIFIER))
        return list(found.items())

    def show_value(self, value: Any, raw: Any) -> None:
        listed = self._items()
        if listed != self._listed:
            self._listed = listed
            self.combo.blockSignals(True)
            self.combo.clear()
            for ident, shown in listed:
                self.combo.addItem(shown, ident)
            self.combo.blockSignals(False)
        if self.combo.currentIndex() != -1:  # (setting it clears the text, and the cursor with it)
            self.combo.setCurrentIndex(-1)
        current = self.current(value)
        self._line().set_text_keep_cursor(current if isinstance(current, str) else "")
        self.update_hint()

    def hint_text(self) -> str:
        text = slug(self.combo.currentText().strip())
        if not text:
            return self.spec.hint
        named = next((shown for ident, shown in self._listed if ident == text), "")
        return f"{self.spec.hint}  → {named}" if named else \
            Builder.tr("{hint}  No item of this character is called {name} now.").format(hint=self.spec.hint,
                                                                                        name=repr(text))

    def _chosen(self, index: int) -> None:
        ident = self.combo.itemData(index)
        if isinstance(ident, str):
            self._line().set_text_keep_cursor(ident)
            self.host.commit([(self.path, ident)], Builder.tr("Choose item {item}").format(item=ident), None)
            self.update_hint()
