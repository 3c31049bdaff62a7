"""The sheet's rows, worked out without Qt: one `ItemRow` per item grouped by type, its pools as chips.

Rows are plain snapshots built from the engine's views; `ui.sheet.items_model` carries them in a Qt
model and the delegate paints them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.activation import manual_consumers_of, use_blocked
from ..engine.explain import pool_status, recoveries
from ..engine.lint import Problem
from ..engine.model import ChargeConsumer, DiceConsumer, ToggleEffect
from ..engine.session import Session
from ..engine.world import PoolView

GROUPS = (("class", "Class"), ("subclass", "Subclass"), ("ancestry", "Ancestry"), ("background", "Background"),
          ("feature", "Features"), ("boon", "Boons"), ("object", "Objects"), ("", "Pools without a rule"))
GROUP_NAMES = dict(GROUPS)

@dataclass
class PoolChip:
    """What the sheet shows of one pool."""

    pid: str
    kind: str
    label: str
    active: bool
    reason: str
    die: str | None
    max: int
    current: int
    faces: list[int]
    min_face: int | None
    tooltip: str
    spendable: bool  # a manual dice consumer somewhere spends it
    initial: str = "max"  # "zero": a pool that starts empty and fills in play
    bonus: int = 0  # the level-up bonus in `max` (poolBonuses), shown beside the pool
    identifier: str = ""

    @property
    def accessible(self) -> str:
        if self.kind == "dice":
            faces = ", ".join(map(str, self.faces)) or "none"
            text = f"{self.label}: {len(self.faces)} of {self.max}, faces {faces}"
        else:
            text = f"{self.label}: {self.current} of {self.max}"
        return text if self.active else f"{text} (inactive: {self.reason})"


@dataclass
class ItemRow:
    """One item row: name, kind, equip state, pools and problems."""

    index: int  # item index in the character; -1 for the orphan-pools row
    name: str
    type: str
    subtitle: str
    is_object: bool
    equipped: bool
    usable: bool
    has_attack: bool
    activatable: bool = True  # using it does something: an attack, a cost, a spend, a pool effect, a toggle
    pools: list[PoolChip] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    blocked: str = ""  # why Use would be refused now (its charge costs), shown on a greyed Use button

    @property
    def accessible(self) -> str:
        parts = [self.name]
        if self.is_object:
            parts.append("equipped" if self.equipped else "not equipped")
        if self.blocked and self.usable:
            parts.append(f"cannot be used now: {self.blocked}")
        parts.extend(chip.accessible for chip in self.pools)
        if self.problems:
            parts.append(f"{len(self.problems)} problem{'s' if len(self.problems) != 1 else ''}")
        return ". ".join(parts)


def _spendable_pools(session: Session) -> set[str]:
    """The pools an active manual dice consumer spends from (their trays open the dice panel)."""
    char = session.char
    return {char.pool_ref(index, entry.model.poolIdentifier, entry.model.poolScope)
            for index in range(len(char.items)) for entry in manual_consumers_of(char, index)}


def make_chip(session: Session, view: PoolView, spendable: set[str]) -> PoolChip:
    lines = [pool_status(view)]
    if view.bonus:
        lines.append(f"{view.bonus:+d} to its max from level-up (right-click to change)")
    refills = recoveries(session.char, view)
    lines.extend(refills or ["No recovery configured"])
    return PoolChip(view.pid, view.kind, view.label, view.active, view.reason, view.die, view.max, view.current,
                    list(view.faces), view.min_face, "\n".join(lines), view.pid in spendable, view.initial or "max",
                    view.bonus, view.identifier)


def is_activatable(item: Any) -> bool:
    """Whether using the item does anything: an attack, pool effects, a cost, a state or a dice spend."""
    return item.fields.attack is not None or bool(item.effects) or any(
        isinstance(e.model, (ChargeConsumer, ToggleEffect)) or
        (isinstance(e.model, DiceConsumer) and e.model.mode == "manual" and e.model.cardOffer is None)
        for e in item.rules)


def build_rows(session: Session, problems: list[Problem]) -> dict[str, list[ItemRow]]:
    """Rows grouped by item type, in item order."""
    char = session.char
    pools = char.pools()
    spendable = _spendable_pools(session)
    by_item: dict[int, list[PoolView]] = {}
    orphans: list[PoolView] = []
    for view in pools.values():
        if view.hidden:
            continue
        if view.item_index is None:
            orphans.append(view)
        else:
            by_item.setdefault(view.item_index, []).append(view)
    problems_by_item: dict[str, list[str]] = {}
    for problem in problems:
        problems_by_item.setdefault(problem.item, []).append(problem.line().split(" / ", 1)[-1])
    groups: dict[str, list[ItemRow]] = {key: [] for key, _ in GROUPS}
    for index, item in enumerate(char.items):
        f = item.fields
        # The type is the group's name already ("feature" under Features): only an object's kind says more.
        subtitle = "" if f.type != "object" else (f.objectType or "")
        if f.attack is not None:
            subtitle = " · ".join(p for p in (subtitle, f"{f.attack.delivery or 'attack'} {f.attack.damage}") if p)
        chips = [make_chip(session, v, spendable) for v in sorted(by_item.get(index, []), key=lambda v: v.rule_index)]
        activatable = is_activatable(item)
        blocked = use_blocked(char, index) if activatable and item.usable else ""
        groups[f.type if f.type in groups else "feature"].append(ItemRow(
            index, f.name, f.type, subtitle, item.is_object, f.equipped, item.usable, f.attack is not None,
            activatable, chips, problems_by_item.get(f.name, []), blocked))
    if orphans:
        groups[""].append(ItemRow(-1, "Saved pools no rule defines", "", "kept until you clean them up", False, True,
                                  False, False, False, [make_chip(session, v, spendable) for v in orphans]))
    return {key: rows for key, rows in groups.items() if rows}


def reason_text(chip: PoolChip) -> str:
    """Why an inactive pool is greyed, or its level-up bonus, shown beside it (the tooltip has it in full)."""
    if not chip.active:
        return f"inactive: {chip.reason}" if chip.reason else ""
    return f"{chip.bonus:+d} from level-up" if chip.bonus else ""


def tray_count(chip: PoolChip) -> str:
    """The count beside a tray, with the die size: "2/4 d6"."""
    return f"{len(chip.faces)}/{chip.max} {chip.die}" if chip.die else f"{len(chip.faces)}/{chip.max}"
