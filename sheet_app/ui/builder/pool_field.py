"""Pool identifiers as an editable drop-down of the character's pools (label, kind, scope, item)."""
from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QWidget

from ...i18n import Builder
from ...views.rule_specs import FieldSpec
from .draft import Path
from .fields import Field, Host
from .widgets import Line, muted_label, pool_kind_word


class PoolField(Field):
    """An editable drop-down of the character's pools (label, kind, scope); stores the identifier.

    Every item's instance of an item pool is listed with its item (engine.md §4); the one a
    reference from the edited item resolves to is marked "used from here".

    Choosing a pool of the other scope also sets the rule's scope field, so the pair stays
    consistent; typing an identifier by hand leaves the scope alone (problems then say so).
    """

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.combo = _PoolCombo(host.ensure_preview)
        self.combo.setObjectName(".".join(map(str, self.path)))
        self.combo.setAccessibleName(self.name())
        self.combo.setAccessibleDescription(spec.hint)
        self._line().setPlaceholderText(spec.placeholder)
        self._line().setAccessibleName(self.name())
        self.combo.setMinimumWidth(320)
        self.ids = QStringListModel()
        completer = QCompleter(self.ids, self.combo)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.combo.setCompleter(completer)
        self._line().textEdited.connect(lambda text: self.commit(text, merge=True))
        self._line().editingFinished.connect(self.host.seal)
        self.combo.activated.connect(self._chosen)
        self.row.addWidget(self.combo, 1)
        self._listed: list[Any] = []
        self.kind = "dice"
        # Which pool the identifier reaches can be long ("→ Wand Charges, charge pool, item scope, on …"): it
        # wraps instead of ending in "…" (a card has a few pool fields, so wrapping costs little).
        wrapped = muted_label(self.hint.text(), wrap=True)
        self.box.replaceWidget(self.hint, wrapped)
        self.hint.deleteLater()
        self.hint = self.messages.stand_in = wrapped

    def inputs(self) -> list[QWidget]:
        return [self.combo]

    def _line(self) -> Line:
        return cast(Line, self.combo.lineEdit())  # the combo's own (setLineEdit(Line()))

    def show_value(self, value: Any, raw: Any) -> None:
        kind = self.spec.pool_kind(raw) if (self.spec.pool_kind and isinstance(raw, dict)) else "dice"
        if kind != self.kind:
            self.kind = kind
            self._listed = []
        self.refresh_pools()
        value = self.current(value)
        self._line().set_text_keep_cursor("" if value is None else str(value))
        self.update_hint()

    def refresh_pools(self) -> None:
        pools = self.host.preview.pools
        wanted = [p for p in pools if p.kind == self.kind]
        others = [p for p in pools if p.kind != self.kind]
        listing = wanted + others
        if listing == self._listed:
            return
        self._listed = listing
        text = self.combo.currentText()
        pos = self._line().cursorPosition()
        self.combo.blockSignals(True)
        self.combo.clear()
        for choice in wanted:
            self.combo.addItem(choice.text(), choice)
        if others:
            if wanted:
                self.combo.insertSeparator(self.combo.count())
            for choice in others:
                self.combo.addItem(Builder.tr("{pool} — not a {kind} pool").format(
                    pool=choice.text(), kind=pool_kind_word(self.kind)), choice)
        self.combo.setCurrentIndex(-1)
        self.combo.setEditText(text)
        self._line().setCursorPosition(pos)
        self.combo.blockSignals(False)
        self.ids.setStringList(sorted({p.identifier for p in wanted}))
        self.update_hint()

    def hint_text(self) -> str:
        if not self.host.preview.pools:
            return Builder.tr("{hint} No pools on this character yet: type the identifier of the pool.").format(
                hint=self.spec.hint)
        ident = self.combo.currentText().strip()
        found = [p for p in self.host.preview.pools if p.identifier == ident]
        if not found:
            return self.spec.hint
        return f"{self.spec.hint}  → " + "; ".join(
            (Builder.tr("{pool}, {kind} pool, {scope} scope, on {item} (the one this item uses)") if p.used_here
             else Builder.tr("{pool}, {kind} pool, {scope} scope, on {item}")).format(
                pool=p.label, kind=pool_kind_word(p.kind), item=p.item,
                scope=Builder.tr("character", "a pool's scope") if p.scope == "actor"
                else Builder.tr("item", "a pool's scope"))
            for p in found)

    def _chosen(self, index: int) -> None:
        choice = self.combo.itemData(index)
        if choice is None:
            return
        self._line().set_text_keep_cursor(choice.identifier)
        changes: list[tuple[Path, Any]] = [(self.path, choice.identifier)]
        raw = self.host.raw()
        if self.spec.scope_key and isinstance(raw, dict):
            if raw.get("type") == "modifyPool":  # no scope means "either scope": leave it so
                current = raw.get(self.spec.scope_key)
                if current is not None and current != choice.scope:
                    changes.append(((self.spec.scope_key,), choice.scope))
            elif raw.get(self.spec.scope_key, "item") != choice.scope:
                changes.append(((self.spec.scope_key,), choice.scope))
        self.host.commit(changes, Builder.tr("Choose pool {pool}").format(pool=choice.label), None)


class _PoolCombo(QComboBox):
    def __init__(self, before_popup: Any) -> None:
        super().__init__()
        self.before_popup = before_popup
        self.setEditable(True)
        self.setLineEdit(Line())
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setMaxVisibleItems(12)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(24)

    def wheelEvent(self, event: Any) -> None:
        event.ignore()

    def showPopup(self) -> None:
        self.before_popup()  # list the pools the rules define right now, not as of the last check
        super().showPopup()
