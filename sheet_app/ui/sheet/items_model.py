"""The item list as a Qt model: groups by item type, one row per item, pools carried as row data.

Rows are plain snapshots (`ItemRow`) from `views.rows.SheetRows`, which builds each the first time the
view asks for it (a large character builds only the rows on screen); the delegate paints them. After
an action the window asks `SheetRows.update` which built rows differ and repaints only those
(`rows_changed`).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt

from ...i18n import Sheet, translate
from ...views.rows import GROUP_NAMES, ItemRow, SheetRows

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
FLASH_ROLE = Qt.ItemDataRole.UserRole + 3
GROUP_ROLE = Qt.ItemDataRole.UserRole + 4  # a group row's key (its item type)
PLAIN_ROLE = Qt.ItemDataRole.UserRole + 5  # an item row without pools: one line high (no need to build it)
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 6  # what the filter matches, lower case


class _Node:
    __slots__ = ("parent", "key", "item", "position", "children")

    def __init__(self, parent: _Node | None, key: str, item: int | None = None, position: int = 0):
        self.parent = parent
        self.key = key
        self.item = item  # the item index (-1: the orphan pools' row); None for a group
        self.position = position
        self.children: list[_Node] = []


class ItemsModel(QAbstractItemModel):
    """Two levels: item-type groups, then items. One column; the delegate draws the rest."""

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self._root = _Node(None, "")
        self._where: dict[int, _Node] = {}
        self._flash: set[int] = set()
        self.source: SheetRows | None = None

    # ---- filling ------------------------------------------------------------------------------
    def reset(self, rows: SheetRows) -> None:
        self.beginResetModel()
        self.source = rows
        self._root = _Node(None, "")
        self._where = {}
        for position, (key, indices) in enumerate(rows.shape.items()):
            group = _Node(self._root, key, None, position)
            group.children = [_Node(group, key, item, at) for at, item in enumerate(indices)]
            self._where.update((item, node) for item, node in zip(indices, group.children, strict=True))
            self._root.children.append(group)
        self.endResetModel()

    def replace(self, rows: SheetRows) -> bool:
        """Show another `SheetRows` (the items changed): in place when the groups hold the same items, only
        the rows that differ repainted; else a reset. True on a reset."""
        if not self.same_shape(rows) or self.source is None:
            self.reset(rows)
            return True
        old, self.source = self.source, rows
        self.rows_changed(rows.differing_from(old))
        return False

    def rows_changed(self, items: set[int]) -> None:
        """Repaint the rows of these item indices (their data changed in `source`)."""
        for item in items:
            node = self._where.get(item)
            if node is not None:
                idx = self.createIndex(node.position, 0, node)
                self.dataChanged.emit(idx, idx)

    def rows_with_pools(self) -> set[int]:
        """The item rows that show pools (their height depends on the width)."""
        return {item for item in self._where if self.source is not None and self.source.has_pools(item)}

    def same_shape(self, rows: SheetRows) -> bool:
        """Whether `rows` has the same groups and item indices as the model (no reset needed)."""
        mine = [(g.key, [n.item for n in g.children]) for g in self._root.children]
        return mine == list(rows.shape.items())

    def set_flash(self, items: set[int]) -> None:
        """Highlight these item rows (cleared by calling again with an empty set)."""
        changed = self._flash ^ items
        self._flash = set(items)
        for item in changed:
            node = self._where.get(item)
            if node is not None:
                idx = self.createIndex(node.position, 0, node)
                self.dataChanged.emit(idx, idx, [FLASH_ROLE])

    def index_of_item(self, item_index: int) -> QModelIndex:
        node = self._where.get(item_index)
        return self.createIndex(node.position, 0, node) if node is not None else QModelIndex()

    def rows(self) -> list[ItemRow]:
        """Every row, in the list's order (each built if it was not yet)."""
        if self.source is None:
            return []
        return [self.source.row(n.item) for g in self._root.children for n in g.children if n.item is not None]

    # ---- QAbstractItemModel -----------------------------------------------------------------
    def _node(self, index: QModelIndex | QPersistentModelIndex) -> _Node:
        return index.internalPointer() if index.isValid() else self._root  # type: ignore[no-any-return]

    def index(self, row: int, column: int, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> QModelIndex:
        # Asked ~6 times a row while the view and the filter lay a 2,000-row list out: kept to the least.
        if column or row < 0:
            return QModelIndex()
        children = (parent.internalPointer() if parent.isValid() else self._root).children
        if row >= len(children):
            return QModelIndex()
        return self.createIndex(row, 0, children[row])

    def parent(self, index: QModelIndex | QPersistentModelIndex = QModelIndex()) -> QModelIndex:  # type: ignore[override]
        if not index.isValid():
            return QModelIndex()
        node = self._node(index)
        parent = node.parent
        if parent is None or parent is self._root:
            return QModelIndex()
        return self.createIndex(parent.position, 0, parent)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        if parent.column() > 0:
            return 0
        return len(self._node(parent).children)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 1

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        return _FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        node = self._node(index)
        if role == KIND_ROLE:
            return "item" if node.item is not None else "group"
        if node.item is None or self.source is None:
            if role == GROUP_ROLE:
                return node.key
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return f"{translate('Views', GROUP_NAMES.get(node.key, node.key))} ({len(node.children)})"
            return None
        if role == PLAIN_ROLE:
            return not self.source.has_pools(node.item)
        if role == SEARCH_ROLE:
            return self.source.search_text(node.item)
        if role == FLASH_ROLE:
            return node.item in self._flash
        if role not in _ROW_ROLES:
            return None
        row = self.source.row(node.item)
        if role == Qt.ItemDataRole.DisplayRole:
            return row.name
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return row.accessible
        if role == Qt.ItemDataRole.ToolTipRole and row.problems:
            return Sheet.tr("Problems:") + "\n" + "\n".join(row.problems)
        return None


def row_source(index: QModelIndex | QPersistentModelIndex) -> tuple[_Node | None, SheetRows | None]:
    """The model's node behind a view's index (through the filter) and the rows it reads, without
    asking the model's roles (the row heights ask this of every row: a look-up, not three Python calls)."""
    model = index.model()
    if isinstance(model, QSortFilterProxyModel):
        index = model.mapToSource(index)
        model = model.sourceModel()
    if not isinstance(model, ItemsModel) or not index.isValid():
        return None, None
    return index.internalPointer(), model.source


_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable  # made once: an enum's | is a Python call

_ROW_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, ROW_ROLE, Qt.ItemDataRole.AccessibleTextRole,
                        Qt.ItemDataRole.ToolTipRole})


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
                return f"{translate('Views', GROUP_NAMES.get(key, key))} ({self.rowCount(index)})"
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
        haystack = index.data(SEARCH_ROLE)
        if haystack is None:
            return False
        return all(word in haystack for word in text.lower().split())
