"""A rule card's share of the problem check: problems on their fields (or in its banner), whether the
rule runs now and why not, the pools its drop-downs list, a pool's die size as modified now."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.model import ChargePool, DicePool
from ...engine.pools import pool_id, rule_identifier
from ...i18n import Builder
from ...views.rule_preview import field_path
from . import card_effect
from .pool_field import PoolField
from .refills import RefillsField

if TYPE_CHECKING:
    from .cards import RuleCard


def apply(card: RuleCard) -> None:
    position = card.position()
    problems = card.preview.problems_for(position)
    if not card.parts_done:  # shown on the card when it is built; the dialog's list has them all
        card.problems = problems
        return
    entry = card.preview.entries[position] if position < len(card.preview.entries) else None
    broken = entry is not None and entry.model is None
    for widget in card.fields.values():
        if isinstance(widget, PoolField):
            widget.refresh_pools()
    located: dict[str, list[tuple[str, str, tuple[str, ...]]]] = {}
    banner: list[tuple[str, str]] = []
    for problem in problems:
        parts = field_path(problem.field)
        key = parts[0] if parts else ""
        if key == "predicate" and card.condition is not None or key in card.fields \
                or key in card.advanced_fields:
            located.setdefault(key, []).append((problem.severity, problem.message, parts[1:]))
        elif not (broken and problem.message == entry.error):  # type: ignore[union-attr]
            banner.append((problem.severity, (f"{problem.field}: " if problem.field else "") + problem.message))
    for key, widget in {**card.fields, **card.advanced_fields}.items():
        found = located.get(key, [])
        if isinstance(widget, RefillsField):
            widget.set_located_problems(found)
            widget.refresh_status()
        else:
            widget.set_problems([(s, m if not sub else f"{'.'.join(sub)}: {m}") for s, m, sub in found])
    _show_current_die(card, entry)
    if card.condition is not None:
        card.condition_messages.show_messages([(s, m) for s, m, _ in located.get("predicate", [])])
        card.condition.refresh_status()
    active, reason = card.preview.status(position)
    if not card.supported:
        banner.insert(0, ("warning", Builder.tr("Not supported: this app keeps this rule exactly as it is and does not "
                                                "run it.")))
    elif broken:
        assert entry is not None
        where = f"{entry.error_field}: " if entry.error_field else ""
        banner.insert(0, ("error", Builder.tr("This rule is not running: {where}{error}").format(where=where,
                                                                                                error=entry.error)))
    elif not active and reason:
        banner.append(("info", Builder.tr("Inactive now: {reason}.").format(reason=reason)))
    card.status.show_messages(banner)
    card.problems = problems
    card_effect.refresh(card)


def _show_current_die(card: RuleCard, entry: Any) -> None:
    """Under Die size: the size the pool has now when Modify Pool rules change it ("Now d6: ...")."""
    field = card.fields.get("dieSize")
    model = getattr(entry, "model", None)
    if field is None or not isinstance(model, (DicePool, ChargePool)):
        return
    view = card.preview.char.pools().get(card.preview.char.pool_key(pool_id(rule_identifier(entry), model.scope),
                                                                    card.preview.item_index))
    if view is None or not view.die or view.die == entry.die_size:
        return
    items = card.preview.char.items
    by = sorted({items[i].name for i, _rule in view.modifiers if 0 <= i < len(items)})
    note = Builder.tr("Now {die} on this character: changed by {items}").format(die=view.die, items=", ".join(by)) \
        if by else Builder.tr("Now {die} on this character").format(die=view.die)
    field.set_problems([*field.problems, ("info", note)])

