"""File ▸ Content…: browse the imported Foundry content (storage/content_index.py), add it to the sheet.

Search as you type (the index's FTS5 prefix search), filters by source, type, class, level, tier and
school; the selected document's description (sanitised by views/content.py, shown in a text browser
that loads nothing) and the rules it brings with the check's problems. Add to character is one action
on the open sheet (its own undo step there); Add to item library is one library write, which the
dialog's Undo (Ctrl+Z) takes back. A row dragged onto the sheet window is added as Add to character is.
"""
from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    QUrl,
)
from PySide6.QtGui import QDropEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..i18n import QT_TRANSLATE_NOOP, Ui, translate
from ..storage.content_index import ContentIndex, ContentRow
from ..storage.foundry_content import ContentError
from ..views.content import description_of, item_summary
from .operations import LibraryOps, library_ops_for

# What a dragged content row carries: the converted item (one JSON object).
ITEM_MIME = "application/x-sheet-app-item"
_ANY = QT_TRANSLATE_NOOP("Ui", "Any")
_Index = QModelIndex | QPersistentModelIndex


class ContentModel(QAbstractListModel):
    """The rows a search found; a dragged row carries its converted item."""

    def __init__(self, index: ContentIndex, parent: QObject | None = None):
        super().__init__(parent)
        self.index_ = index
        self.rows: list[ContentRow] = []

    def set_rows(self, rows: list[ContentRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return Ui.tr("{name}  ·  {kind}").format(name=row.name, kind=describe_kind(row))
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return Ui.tr("{name}, {kind}").format(name=row.name, kind=describe_kind(row))
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else base

    def mimeTypes(self) -> list[str]:
        return [ITEM_MIME]

    def mimeData(self, indexes: Any) -> QMimeData:
        data = QMimeData()
        if indexes:
            row = self.rows[indexes[0].row()]
            data.setData(ITEM_MIME, json.dumps(self.index_.item(row.source, row.uuid)).encode("utf-8"))
            data.setText(row.name)
        return data


@functools.lru_cache(maxsize=4096)
def describe_kind(row: ContentRow) -> str:
    """A row's kind in a few words: "spell, fire, tier 2", "feature, berserker, level 4, 6" (the type, class
    and school as the content has them)."""
    parts = [row.type]
    if row.cls and row.type != "class":
        parts.append(Ui.tr("{class_name} ({group})").format(class_name=row.cls, group=row.group) if row.subclass
                     else row.cls)
    if row.parent_class:
        parts.append(Ui.tr("of {class_name}").format(class_name=row.parent_class))
    if row.levels:
        parts.append(Ui.tr("level {levels}").format(levels=", ".join(str(v) for v in row.levels)))
    if row.school:
        parts.append(row.school)
    if row.tier is not None:
        parts.append(_tier_words(row.tier))
    return ", ".join(parts)


def _tier_words(tier: int) -> str:
    """"cantrip", "tier 2"."""
    return Ui.tr("cantrip") if tier == 0 else Ui.tr("tier {tier}").format(tier=tier)


class QuietBrowser(QTextBrowser):
    """A text browser that loads nothing: no images, no style sheets, no links followed."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)

    def loadResource(self, _type: int, _name: QUrl | str) -> Any:
        return None


class ContentBrowser(QDialog):
    """The imported content: search, filters, the document's words and rules, and adding it."""

    def __init__(self, library: Any, parent: QWidget | None = None, *,
                 send: Callable[[dict[str, Any]], Any] | None = None, target: Callable[[], str] | None = None):
        super().__init__(parent)
        self.library_ops: LibraryOps = library_ops_for(library)
        self.index = ContentIndex(self.library_ops.library)
        self.send = send
        self.target = target or (lambda: "")
        self.added_to_library: list[str] = []  # library item ids the dialog's Undo takes back, newest last
        self.keep_status = False  # the status says what an add did: a new search does not replace it
        self.setWindowTitle(Ui.tr("Content"))
        self.resize(980, 620)
        layout = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(Ui.tr("Search names and descriptions…"))
        self.search.setAccessibleName(Ui.tr("Search content"))
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        layout.addLayout(self._filters())
        split = QSplitter(Qt.Orientation.Horizontal)
        self.model = ContentModel(self.index, self)
        self.list = QListView()
        self.list.setAccessibleName(Ui.tr("Content found"))
        self.list.setModel(self.model)
        self.list.setUniformItemSizes(True)
        self.list.setDragEnabled(True)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        split.addWidget(self.list)
        split.addWidget(self._details())
        split.setSizes([420, 560])
        layout.addWidget(split, 1)
        layout.addLayout(self._buttons())
        self.search.textChanged.connect(self.refill)
        # The details follow the current row once the list has painted (a keystroke repaints the list first).
        self.details_timer = QTimer(self)
        self.details_timer.setSingleShot(True)
        self.details_timer.setInterval(0)
        self.details_timer.timeout.connect(self.show_current)
        self.list.selectionModel().currentChanged.connect(lambda *_: self.details_timer.start())
        self.library_ops.libraryChanged.connect(self._library_changed)
        self.fill_filters()
        self.refill()
        self.show_current()

    # ---- layout --------------------------------------------------------------------------------
    def _filters(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.filters: dict[str, QComboBox] = {}
        for key, label in (("source", Ui.tr("&Source")), ("kind", Ui.tr("&Type", "a content filter")),
                           ("cls", Ui.tr("C&lass")), ("level", Ui.tr("Le&vel")), ("tier", Ui.tr("T&ier")),
                           ("school", Ui.tr("Sc&hool"))):
            box = QComboBox()
            box.setObjectName(f"filter-{key}")
            box.setAccessibleName(label.replace("&", ""))
            box.currentIndexChanged.connect(lambda _i: self.refill())
            caption = QLabel(label)
            caption.setBuddy(box)
            row.addWidget(caption)
            row.addWidget(box, 1 if key in ("source", "cls") else 0)
            self.filters[key] = box
        return row

    def _details(self) -> QWidget:
        panel = QWidget()
        form = QVBoxLayout(panel)
        form.setContentsMargins(6, 0, 0, 0)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.kind = QLabel()
        self.kind.setWordWrap(True)
        form.addWidget(self.title)
        form.addWidget(self.kind)
        self.description = QuietBrowser()
        self.description.setAccessibleName(Ui.tr("Description"))
        form.addWidget(self.description, 5)
        rules_label = QLabel(Ui.tr("Rules it brings, and what the check says"))
        form.addWidget(rules_label)
        self.rules = QuietBrowser()
        self.rules.setAccessibleName(Ui.tr("Rules and problems"))
        form.addWidget(self.rules, 3)
        return panel

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.status = QLabel()
        self.status.setWordWrap(True)
        row.addWidget(self.status, 1)
        self.add_button = QPushButton(Ui.tr("&Add to character"))
        self.add_button.setObjectName("addToCharacter")
        self.add_button.setToolTip(Ui.tr("Put a copy on the open sheet: one action there, undone with the sheet's "
                                         "Undo"))
        self.library_button = QPushButton(Ui.tr("Add to item &library"))
        self.library_button.setObjectName("addToLibrary")
        self.undo_button = QPushButton(Ui.tr("&Undo add to library"))
        self.undo_button.setObjectName("undoAddToLibrary")
        self.undo_button.setEnabled(False)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        for button in (self.add_button, self.library_button, self.undo_button,
                       *(b for b in box.buttons() if isinstance(b, QPushButton))):
            button.setAutoDefault(False)  # Enter on a row adds it (the list's `activated`), nothing else
        for button in (self.add_button, self.library_button, self.undo_button):
            row.addWidget(button)
        row.addWidget(box)
        self.add_button.clicked.connect(self.add_to_character)
        self.library_button.clicked.connect(self.add_to_library)
        self.undo_button.clicked.connect(self.undo_library_add)
        self.list.activated.connect(lambda _index: self.add_to_character())  # Enter (or a double click) on a row
        self.search.installEventFilter(self)  # Down from the search goes to the list
        return row

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Ctrl+Z takes back the last Add to item library (the search box keeps its own Ctrl+Z)."""
        if event.matches(QKeySequence.StandardKey.Undo):
            self.undo_library_add()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.search and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Down:
            self._into_list()
            return True
        return super().eventFilter(watched, event)

    def _into_list(self) -> None:
        self.list.setFocus()
        if not self.list.currentIndex().isValid() and self.model.rows:
            self.list.setCurrentIndex(self.model.index(0))

    # ---- filling -------------------------------------------------------------------------------
    def fill_filters(self) -> None:
        facets = self.index.facets()
        choices: dict[str, list[tuple[str, Any]]] = {
            "source": [(s.label, s.source) for s in self.index.sources()],
            "kind": [(v, v) for v in facets["type"]],
            "cls": [(v, v) for v in facets["class"]],
            "level": [(str(v), v) for v in range(1, 21)],
            "tier": [(_tier_words(v), v) for v in facets["tier"]],
            "school": [(v, v) for v in facets["school"]]}
        for key, box in self.filters.items():
            kept = box.currentData()
            box.blockSignals(True)
            box.clear()
            box.addItem(translate("Ui", _ANY), None)
            for text, value in choices[key]:
                box.addItem(text, value)
            found = box.findData(kept) if kept is not None else 0
            box.setCurrentIndex(max(found, 0))
            box.blockSignals(False)

    def refill(self) -> None:
        """The list again for the search text and filters (as the player types)."""
        current = self.current_row()
        filters = {key: box.currentData() for key, box in self.filters.items()}
        try:
            rows = self.index.search(self.search.text(), **filters)
        except ContentError as err:
            rows = []
            self._say(str(err))
        self.model.set_rows(rows)
        keep = next((n for n, r in enumerate(rows) if current and (r.source, r.uuid) == (current.source, current.uuid)),
                    0 if rows else None)
        if keep is not None:
            self.list.setCurrentIndex(self.model.index(keep))
        else:
            self.details_timer.start()
        if not self.index.sources():
            self._say(Ui.tr("No content yet: File ▸ Import Foundry content… reads a pack, a system, module or world "
                            "folder, or unpacked JSON"))
        elif not self.keep_status:
            self._say(Ui.tr("%n found", "content rows found", len(rows)))

    def current_row(self) -> ContentRow | None:
        index = self.list.currentIndex()
        return self.model.rows[index.row()] if index.isValid() and index.row() < len(self.model.rows) else None

    def current_item(self) -> dict[str, Any] | None:
        row = self.current_row()
        return None if row is None else self.index.item(row.source, row.uuid)

    def show_current(self) -> None:
        row = self.current_row()
        enabled = row is not None
        self.add_button.setEnabled(enabled and self.send is not None)
        self.library_button.setEnabled(enabled)
        if row is None:
            self.title.setText("")
            self.kind.setText("")
            self.description.setHtml("")
            self.rules.setHtml("")
            return
        item = self.index.item(row.source, row.uuid)
        self.title.setText(row.name)
        self.kind.setText(describe_kind(row))
        self.description.setHtml(description_of(item) or Ui.tr("<p><i>No description.</i></p>"))
        self.rules.setHtml(_rules_html(item))

    def _library_changed(self, what: str, _key: str) -> None:
        if what == "content":
            self.fill_filters()
            self.refill()

    # ---- adding --------------------------------------------------------------------------------
    def add_to_character(self) -> None:
        item = self.current_item()
        if item is None or self.send is None:
            return
        name = self.target() or Ui.tr("the character")
        result = self.send(item)
        if result is not None and not getattr(result, "ok", False):
            self._say(Ui.tr("Not added to {character}: {why}").format(character=name,
                                                                     why=result.message or result.code))
            return
        self._say(Ui.tr("Added {item} to {character} (the sheet's Undo takes it back)").format(
            item=item.get("name"), character=name), keep=True)

    def add_to_library(self) -> None:
        item = self.current_item()
        if item is None:
            return
        iid = self.library_ops.save_item(item)
        self.added_to_library.append(iid)
        self.undo_button.setEnabled(True)
        self._say(Ui.tr("Added {item} to the item library (Undo takes it back)").format(item=item.get("name")),
                  keep=True)

    def undo_library_add(self) -> None:
        if not self.added_to_library:
            return
        iid = self.added_to_library.pop()
        name = self.library_ops.library.get_item(iid).get("name")
        self.library_ops.delete_item(iid)
        self.undo_button.setEnabled(bool(self.added_to_library))
        self._say(Ui.tr("Took back {item} from the item library (it is in the library's trash)").format(item=name),
                  keep=True)

    def _say(self, text: str, *, keep: bool = False) -> None:
        """The status line; `keep`: what an add did, which the next search's count does not replace."""
        self.status.setText(text)
        self.keep_status = keep


def _rules_html(item: dict[str, Any]) -> str:
    import html

    summary = item_summary(item)
    parts = []
    if summary.rules:
        parts.append("<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in summary.rules) + "</ul>")
    else:
        parts.append(Ui.tr("<p><i>No rules this app runs.</i></p>"))
    if summary.problems:
        parts.append(Ui.tr("<p><b>Check:</b></p>") + "<ul>" + "".join(f"<li>{html.escape(line)}</li>"
                                                                      for line in summary.problems) + "</ul>")
    else:
        parts.append(Ui.tr("<p>Check: no problems.</p>"))

    return "".join(parts)


class SheetDrops(QObject):
    """Content rows dropped on a sheet window are added there, as Add to character adds them."""

    def __init__(self, window: QWidget, send: Callable[[dict[str, Any]], Any]):
        super().__init__(window)
        self.send = send
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop) \
                or not isinstance(event, QDropEvent) or not event.mimeData().hasFormat(ITEM_MIME):
            return False
        if event.type() == QEvent.Type.Drop:
            self.drop(bytes(event.mimeData().data(ITEM_MIME).data()))
        event.acceptProposedAction()
        return True

    def drop(self, payload: bytes) -> Any:
        try:
            item = json.loads(payload.decode("utf-8"))
        except ValueError:
            return None
        return self.send(item) if isinstance(item, dict) else None

