"""The Rules Builder's edits as undo commands on its draft (draft.py): one rule's fields, the rule
list (add, duplicate, delete, enable all), and what the picker adds."""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer

from ...i18n import Builder
from ...views.rule_specs import POOL_TYPES_DEFINED, RULE_TYPES, new_rule, new_rule_id, template_rules, type_name
from .draft import ChangeRules, EditRule, Path, rule_type, same_json, set_path

if TYPE_CHECKING:
    from .dialog import RulesBuilder


def push_edit(dialog: RulesBuilder, uid: int, changes: list[tuple[Path, Any]], text: str,
              merge: str | None = None) -> None:
    """One undoable edit of one rule: each change sets (or with MISSING removes) the value at a path."""
    old = dialog.draft.raw(uid)
    new = old
    for path, value in changes:
        new = set_path(new, path, value)
    if same_json(old, new):
        return
    dialog.message.show_messages([])
    dialog.stack.push(EditRule(dialog.draft, uid, old, new, text, f"{merge}#{dialog._epoch}" if merge else None))


def change(dialog: RulesBuilder, uids: list[int], raws: list[Any], text: str) -> None:
    dialog.seal()
    before = dialog.draft.snapshot()
    after = (tuple(uids), tuple(raws))
    if before == after:
        return
    dialog.stack.push(ChangeRules(dialog.draft, before, after, text))


def add_rules(dialog: RulesBuilder, raws: list[dict[str, Any]], auto_identifier: bool) -> None:
    uids = [dialog.draft.new_uid() for _ in raws]
    if auto_identifier:
        dialog.auto_identifier.update(uid for uid, raw in zip(uids, raws, strict=True)
                                    if raw["type"] in POOL_TYPES_DEFINED)
    dialog._change(dialog.draft.uids + uids, dialog.draft.raws + list(raws),
                 Builder.tr("Add {type}").format(type=type_name(raws[0]["type"])) if len(raws) == 1
                 else Builder.tr("Add rules from a template"))
    dialog.close_picker()
    first = dialog.cards.get(uids[0])
    if first is not None:
        first.set_expanded(True)
        QTimer.singleShot(0, lambda: dialog.scroll_area.ensureWidgetVisible(first, 20, 40))
        return_focus = first.fields.get("max") if len(raws) > 1 and "max" in first.fields else None
        if return_focus is not None:
            return_focus.focus_input()
            return_focus.edit.selectAll()  # type: ignore[attr-defined]
        else:
            first.label_edit.setFocus(Qt.FocusReason.OtherFocusReason)


def duplicate(dialog: RulesBuilder, uid: int) -> None:
    position = dialog.draft.position(uid)
    raw = copy.deepcopy(dialog.draft.raw(uid))
    if isinstance(raw, dict) and "id" in raw:
        raw["id"] = new_rule_id()
    new_uid = dialog.draft.new_uid()
    uids, raws = list(dialog.draft.uids), list(dialog.draft.raws)
    uids.insert(position + 1, new_uid)
    raws.insert(position + 1, raw)
    dialog._change(uids, raws, Builder.tr("Duplicate rule"))
    card = dialog.cards.get(new_uid)
    if card is not None:
        card.label_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        QTimer.singleShot(0, lambda: dialog.scroll_area.ensureWidgetVisible(card, 20, 40))


def delete(dialog: RulesBuilder, uid: int) -> None:
    order = dialog.card_order()
    at = order.index(uid)
    position = dialog.draft.position(uid)
    uids, raws = list(dialog.draft.uids), list(dialog.draft.raws)
    del uids[position], raws[position]
    dialog._change(uids, raws, Builder.tr("Delete rule"))
    rest = [u for u in order if u != uid]
    if rest:
        following = dialog.cards[rest[min(at, len(rest) - 1)]]
        following.ensure_built()
        following.label_edit.setFocus(Qt.FocusReason.OtherFocusReason)
    else:
        dialog.add_button.setFocus(Qt.FocusReason.OtherFocusReason)


def set_all_enabled(dialog: RulesBuilder, on: bool) -> None:
    raws = []
    for raw in dialog.draft.raws:
        if rule_type(raw) in RULE_TYPES and isinstance(raw, dict):
            if on and raw.get("disabled") is True:
                raw = set_path(raw, ("disabled",), False)
            elif not on and raw.get("disabled") is not True:
                raw = set_path(raw, ("disabled",), True)
        raws.append(raw)
    dialog._change(list(dialog.draft.uids), raws,
                   Builder.tr("Enable all rules") if on else Builder.tr("Disable all rules"))


def picked(dialog: RulesBuilder, kind: str, key: str) -> None:
    if kind == "type":
        fields: dict[str, Any] = {}
        if key in ("chargeConsumer", "diceConsumer", "poolGainMessage", "modifyConsumer", "modifyPool"):
            ident = dialog._own_pool(key)
            if not ident and key == "modifyPool":  # usually another item's pool: the first dice pool
                ident = next((p.identifier for p in dialog.preview.pools if p.kind == "dice"), "")
            if ident:
                fields["poolIdentifier"] = ident
        dialog.add_rules([new_rule(key, **fields)], auto_identifier=True)
    else:
        taken = {p.identifier for p in dialog.preview.pools}
        dialog.add_rules(template_rules(key, dialog.item_name, taken), auto_identifier=False)


def own_pool(dialog: RulesBuilder, consumer_type: str) -> str:
    """A new consumer starts aimed at this item's own pool of the right kind, when there is one."""
    wanted = "chargePool" if consumer_type == "chargeConsumer" else "dicePool"
    for raw in dialog.draft.raws:
        if isinstance(raw, dict) and raw.get("type") == wanted and raw.get("scope", "item") == "item":
            ident = raw.get("identifier") or ""
            if isinstance(ident, str) and ident:
                return ident
    return ""

