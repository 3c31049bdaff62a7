"""The item list as a Qt model: groups by item type, one row per item, pools carried as row data.

Rows are plain snapshots (`ItemRow`) built from the engine's views; the delegate paints them. A
change-set from the session names which pools and items changed, and only those rows are rebuilt
and repainted (`refresh`).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt

from ...views.rows import GROUP_NAMES, ItemRow

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
FLASH_ROLE = Qt.ItemDataRole.UserRole + 3
GROUP_ROLE = Qt.ItemDataRole.UserRole + 4  # a group row's key (its item type)


class _Node:
    __slots__ = ("parent", "key", "row", "children")

    def __init__(self, parent: _Node | None, key: str, row: ItemRow | None = None):
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
