"""The item list as a Qt model: groups by item type, one row per item, pools carried as row data.

Rows are plain snapshots (`ItemRow`) built from the engine's views; the delegate paints them. A
change-set from the session names which pools and items changed, and only those rows are rebuilt
and repainted (`refresh`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt

from ..engine.activation import use_blocked
from ..engine.explain import pool_status, recoveries
from ..engine.lint import Problem
from ..engine.model import ChargeConsumer, DiceConsumer, ToggleEffect
from ..engine.session import Session
from ..engine.world import PoolView

GROUPS = (("class", "Class"), ("subclass", "Subclass"), ("ancestry", "Ancestry"), ("background", "Background"),
          ("feature", "Features"), ("boon", "Boons"), ("object", "Objects"), ("", "Pools without a rule"))
GROUP_NAMES = dict(GROUPS)

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
FLASH_ROLE = Qt.ItemDataRole.UserRole + 3
GROUP_ROLE = Qt.ItemDataRole.UserRole + 4  # a group row's key (its item type)


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
    found = set()
    for index, entry in session.char.rules():
        rule = entry.model
        if isinstance(rule, DiceConsumer) and rule.mode == "manual" and rule.cardOffer is None and \
                session.char.rule_active(index, entry)[0]:
            found.add(session.char.pool_ref(index, rule.poolIdentifier, rule.poolScope))
    return found


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


class _Node:
    __slots__ = ("parent", "key", "row", "children")

    def __init__(self, parent: "_Node | None", key: str, row: ItemRow | None = None):
        self.parent = parent
        self.key = key
        self.row = row
        self.children: list[_Node] = []


class ItemsModel(QAbstractItemModel):
    """Two levels: item-type groups, then items. One column; the delegate draws the rest."""

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self._root = _Node(None, "")
        self._flash: set[int] = set()

    # ---- filling ------------------------------------------------------------------------------
    def reset(self, groups: dict[str, list[ItemRow]]) -> None:
        self.beginResetModel()
        self._root = _Node(None, "")
        for key, rows in groups.items():
            group = _Node(self._root, key)
            group.children = [_Node(group, key, row) for row in rows]
            self._root.children.append(group)
        self.endResetModel()

    def update_rows(self, groups: dict[str, list[ItemRow]], items: set[int]) -> None:
        """Replace the rows of these item indices (same structure) and repaint only them."""
        fresh = {row.index: row for rows in groups.values() for row in rows}
        for group in self._root.children:
            for node in group.children:
                if node.row is not None and node.row.index in items and node.row.index in fresh:
                    node.row = fresh[node.row.index]
                    idx = self.createIndex(group.children.index(node), 0, node)
                    self.dataChanged.emit(idx, idx)

    def same_shape(self, groups: dict[str, list[ItemRow]]) -> bool:
        """Whether `groups` has the same groups and item indices as the model (no reset needed)."""
        mine = [(g.key, [n.row.index for n in g.children if n.row]) for g in self._root.children]
        theirs = [(key, [r.index for r in rows]) for key, rows in groups.items()]
        return mine == theirs

    def set_flash(self, items: set[int]) -> None:
        """Highlight these item rows (cleared by calling again with an empty set)."""
        changed = self._flash ^ items
        self._flash = set(items)
        for group in self._root.children:
            for position, node in enumerate(group.children):
                if node.row is not None and node.row.index in changed:
                    idx = self.createIndex(position, 0, node)
                    self.dataChanged.emit(idx, idx, [FLASH_ROLE])

    def index_of_item(self, item_index: int) -> QModelIndex:
        for group in self._root.children:
            for position, node in enumerate(group.children):
                if node.row is not None and node.row.index == item_index:
                    return self.createIndex(position, 0, node)
        return QModelIndex()

    def rows(self) -> list[ItemRow]:
        return [n.row for g in self._root.children for n in g.children if n.row is not None]

    # ---- QAbstractItemModel -----------------------------------------------------------------
    def _node(self, index: QModelIndex | QPersistentModelIndex) -> _Node:
        return index.internalPointer() if index.isValid() else self._root  # type: ignore[no-any-return]

    def index(self, row: int, column: int, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> QModelIndex:
        if column != 0 or row < 0:
            return QModelIndex()
        node = self._node(parent)
        if row >= len(node.children):
            return QModelIndex()
        return self.createIndex(row, 0, node.children[row])

    def parent(self, index: QModelIndex | QPersistentModelIndex = QModelIndex()) -> QModelIndex:  # type: ignore[override]
        if not index.isValid():
            return QModelIndex()
        node = self._node(index)
        parent = node.parent
        if parent is None or parent is self._root:
            return QModelIndex()
        return self.createIndex(self._root.children.index(parent), 0, parent)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        if parent.column() > 0:
            return 0
        return len(self._node(parent).children)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 1

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        node = self._node(index)
        row = node.row
        if role == KIND_ROLE:
            return "item" if row is not None else "group"
        if row is None:
            if role == GROUP_ROLE:
                return node.key
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return f"{GROUP_NAMES.get(node.key, node.key)} ({len(node.children)})"
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return row.name
        if role == ROW_ROLE:
            return row
        if role == FLASH_ROLE:
            return row.index in self._flash
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return row.accessible
        if role == Qt.ItemDataRole.ToolTipRole and row.problems:
            return "Problems:\n" + "\n".join(row.problems)
        return None


class ItemsFilter(QSortFilterProxyModel):
    """Filters items by name, type and pool labels; groups stay while they have a match."""

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self._text = ""

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """While a filter is typed a group's count is its matching items."""
        if self._text and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole) \
                and index.isValid() and not index.parent().isValid():
            key = super().data(index, GROUP_ROLE)
            if key is not None:
                return f"{GROUP_NAMES.get(key, key)} ({self.rowCount(index)})"
        return super().data(index, role)

    def first_match(self) -> QModelIndex:
        """The first item row shown (invalid when nothing matches)."""
        for group in range(self.rowCount()):
            parent = self.index(group, 0)
            if self.rowCount(parent):
                return self.index(0, 0, parent)
        return QModelIndex()

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        text = self._text
        if not text:
            return True
        index = self.sourceModel().index(source_row, 0, source_parent)
        row = index.data(ROW_ROLE)
        if row is None:
            return False
        haystack = " ".join([row.name, row.type, row.subtitle] + [c.label for c in row.pools]).lower()
        return all(word in haystack for word in text.lower().split())
