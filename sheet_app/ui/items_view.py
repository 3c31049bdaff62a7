"""Painting and clicking item rows: charge pills, dice trays drawn as dice, equip and Use.

The delegate lays a row out once per paint (`layout_row`), and the same layout answers clicks,
tooltips and the context menu, so what is drawn is exactly what is hit.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QMouseEvent, QPainter, QPalette, QPen
from PySide6.QtWidgets import (QAbstractItemView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QToolTip,
                               QTreeView, QWidget)

from ..engine.model import die_faces
from .dice import paint_die
from .items_model import FLASH_ROLE, KIND_ROLE, ROW_ROLE, ItemRow, PoolChip
from .theme import colors

DIE = 24
PAD = 8
LINE = 30


@dataclass
class Hit:
    """A clickable part of a row."""

    kind: str  # pill | die | tray | rollin | use | equip | warn
    rect: QRect
    chip: PoolChip | None = None
    die: int = -1


def pill_color(chip: PoolChip) -> QColor:
    c = colors()
    if not chip.active or chip.max <= 0:
        return c.empty
    if chip.current >= chip.max:
        return c.full
    return c.low if chip.current == 0 else c.partial


def _small(font: QFont) -> QFont:
    small = QFont(font)
    small.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
    return small


def layout_row(rect: QRect, row: ItemRow, font: QFont) -> tuple[list[Hit], int]:
    """Where each part of a row goes; returns (hits, height). Chips wrap onto more lines if needed."""
    fm = QFontMetrics(font)
    small = QFontMetrics(_small(font))
    hits: list[Hit] = []
    right = rect.right() - PAD
    top = rect.top() + 6
    if row.usable and row.activatable and row.index >= 0:
        use = QRect(right - 56, top + 2, 56, 26)
        hits.append(Hit("use", use))
        right = use.left() - 8
    if row.is_object:
        label = "Equipped" if row.equipped else "Unequipped"
        width = small.horizontalAdvance(label) + 30
        equip = QRect(right - width, top + 4, width, 22)
        hits.append(Hit("equip", equip))
        right = equip.left() - 8
    left = rect.left() + PAD
    if row.problems:
        hits.append(Hit("warn", QRect(left, top + 6, 18, 18)))
        left += 24
    name_width = max(150, min(280, (rect.width() * 30) // 100))
    chips_left = left + name_width + 8
    x, y = chips_left, top
    lines = 1
    for chip in row.pools:
        label_w = small.horizontalAdvance(chip.label) + 6
        if chip.kind == "charge":
            text = f"{chip.current}/{chip.max}"
            width = label_w + fm.horizontalAdvance(text) + 20
        else:
            shown = max(len(chip.faces), 1)
            count = small.horizontalAdvance(f"{len(chip.faces)}/{chip.max}") + 6
            roll_in = 22 if chip.active and len(chip.faces) < chip.max else 0
            width = label_w + shown * (DIE + 3) + count + roll_in + 6
        if x + width > right and x > chips_left:
            x = chips_left
            y += LINE + 4
            lines += 1
        if chip.kind == "charge":
            hits.append(Hit("pill", QRect(x + label_w, y + 3, width - label_w, 24), chip))
        else:
            tray = QRect(x, y, width, LINE)
            hits.append(Hit("tray", tray, chip))
            dx = x + label_w
            for position in range(len(chip.faces)):
                hits.append(Hit("die", QRect(dx, y + 3, DIE, DIE), chip, position))
                dx += DIE + 3
            if not chip.faces:
                dx += DIE + 3
            dx += small.horizontalAdvance(f"{len(chip.faces)}/{chip.max}") + 6
            if chip.active and len(chip.faces) < chip.max:
                hits.append(Hit("rollin", QRect(dx, y + 5, 20, 20), chip))
        x += width + 14
    height = max(44, 12 + lines * (LINE + 4) + (4 if lines > 1 else 0))
    return hits, height


class ItemDelegate(QStyledItemDelegate):
    """Draws item rows and group headings; turns clicks into signals."""

    useClicked = Signal(int)
    equipClicked = Signal(int)
    pillClicked = Signal(str, QPoint)
    dieClicked = Signal(str, int)
    trayClicked = Signal(str)
    rollInClicked = Signal(str)

    def _layout(self, option: QStyleOptionViewItem, row: ItemRow) -> list[Hit]:
        return layout_row(option.rect, row, option.font)[0]  # type: ignore[attr-defined]

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        row = index.data(ROW_ROLE)
        if row is None:
            return QSize(200, 30)
        width = option.rect.width() if option.rect.width() > 0 else 900  # type: ignore[attr-defined]
        view = self.parent()
        if isinstance(view, QTreeView):
            width = view.viewport().width() - view.indentation()
        _hits, height = layout_row(QRect(0, 0, max(width, 400), 44), row, option.font)  # type: ignore[attr-defined]
        return QSize(width, height)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        rect: QRect = option.rect  # type: ignore[attr-defined]
        palette: QPalette = option.palette  # type: ignore[attr-defined]
        font: QFont = option.font  # type: ignore[attr-defined]
        state = option.state  # type: ignore[attr-defined]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if index.data(KIND_ROLE) == "group":
            bold = QFont(font)
            bold.setBold(True)
            painter.setFont(bold)
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
            painter.drawText(rect.adjusted(4, 0, 0, 0), int(Qt.AlignmentFlag.AlignVCenter), index.data())
            painter.restore()
            return
        row: ItemRow = index.data(ROW_ROLE)
        c = colors()
        if state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, palette.color(QPalette.ColorRole.Highlight).lighter(170 if not _dark(palette) else 60))
        if index.data(FLASH_ROLE):
            painter.fillRect(rect, c.changed)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 0.6))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        hits, _height = layout_row(rect, row, font)
        text_color = palette.color(QPalette.ColorRole.Text)
        muted = c.muted
        left = rect.left() + PAD + (24 if row.problems else 0)
        name_width = max(150, min(280, (rect.width() * 30) // 100))
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(text_color if row.usable or row.index < 0 else muted)
        name_rect = QRect(left, rect.top() + 5, name_width, 20)
        painter.drawText(name_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         QFontMetrics(bold).elidedText(row.name, Qt.TextElideMode.ElideRight, name_width))
        small = _small(font)
        painter.setFont(small)
        painter.setPen(muted)
        sub = row.subtitle if row.usable or not row.is_object else f"{row.subtitle} · not equipped"
        painter.drawText(QRect(left, rect.top() + 24, name_width, 16),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         QFontMetrics(small).elidedText(sub, Qt.TextElideMode.ElideRight, name_width))
        for hit in hits:
            self._paint_hit(painter, hit, row, palette, font, small)
        painter.restore()

    def _paint_hit(self, painter: QPainter, hit: Hit, row: ItemRow, palette: QPalette, font: QFont,
                   small: QFont) -> None:
        c = colors()
        chip = hit.chip
        if hit.kind == "warn":
            painter.setBrush(QColor("#f9a825"))
            painter.setPen(Qt.PenStyle.NoPen)
            r = QRectF(hit.rect)
            from PySide6.QtGui import QPolygonF
            from PySide6.QtCore import QPointF
            painter.drawPolygon(QPolygonF([QPointF(r.center().x(), r.top()), QPointF(r.right(), r.bottom()),
                                           QPointF(r.left(), r.bottom())]))
            painter.setPen(QColor("#000000"))
            bold = QFont(small)
            bold.setBold(True)
            painter.setFont(bold)
            painter.drawText(hit.rect.adjusted(0, 3, 0, 0), int(Qt.AlignmentFlag.AlignCenter), "!")
        elif hit.kind == "use":
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
            painter.setBrush(palette.color(QPalette.ColorRole.Button))
            painter.drawRoundedRect(QRectF(hit.rect), 5, 5)
            painter.setPen(palette.color(QPalette.ColorRole.ButtonText))
            painter.setFont(font)
            painter.drawText(hit.rect, int(Qt.AlignmentFlag.AlignCenter), "Use")
        elif hit.kind == "equip":
            on = row.equipped
            painter.setPen(QPen(c.full if on else c.muted, 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(hit.rect), 11, 11)
            box = QRect(hit.rect.left() + 6, hit.rect.top() + 5, 12, 12)
            painter.setBrush(c.full if on else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(box)
            painter.setFont(small)
            painter.setPen(palette.color(QPalette.ColorRole.Text))
            painter.drawText(hit.rect.adjusted(22, 0, -4, 0), int(Qt.AlignmentFlag.AlignVCenter),
                             "Equipped" if on else "Unequipped")
        elif hit.kind == "pill" and chip is not None:
            label_rect = QRect(hit.rect.left() - QFontMetrics(small).horizontalAdvance(chip.label) - 6,
                               hit.rect.top(), QFontMetrics(small).horizontalAdvance(chip.label) + 4, hit.rect.height())
            painter.setFont(small)
            painter.setPen(palette.color(QPalette.ColorRole.Text) if chip.active else c.muted)
            painter.drawText(label_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight), chip.label)
            color = pill_color(chip)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(QRectF(hit.rect), 12, 12)
            bold = QFont(font)
            bold.setBold(True)
            painter.setFont(bold)
            painter.setPen(c.pill_text)
            painter.drawText(hit.rect, int(Qt.AlignmentFlag.AlignCenter), f"{chip.current}/{chip.max}")
        elif hit.kind == "tray" and chip is not None:
            fm = QFontMetrics(small)
            painter.setFont(small)
            painter.setPen(palette.color(QPalette.ColorRole.Text) if chip.active else c.muted)
            label_w = fm.horizontalAdvance(chip.label) + 6
            painter.drawText(QRect(hit.rect.left(), hit.rect.top(), label_w, hit.rect.height()),
                             int(Qt.AlignmentFlag.AlignVCenter), chip.label)
            dx = hit.rect.left() + label_w
            if not chip.faces:
                painter.setPen(QPen(c.muted, 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(dx, hit.rect.top() + 3, DIE, DIE), 4, 4)
                dx += DIE + 3
            else:
                dx += len(chip.faces) * (DIE + 3)
            painter.setPen(c.muted)
            count = f"{len(chip.faces)}/{chip.max}"
            painter.drawText(QRect(dx + 2, hit.rect.top(), fm.horizontalAdvance(count) + 4, hit.rect.height()),
                             int(Qt.AlignmentFlag.AlignVCenter), count)
        elif hit.kind == "die" and chip is not None:
            face = chip.faces[hit.die]
            top = chip.die is not None and face >= die_faces(chip.die)
            paint_die(painter, QRectF(hit.rect), chip.die or "d4", face, top=top, enabled=chip.active)
        elif hit.kind == "rollin" and chip is not None:
            painter.setPen(QPen(c.muted, 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(hit.rect).adjusted(1, 1, -1, -1))
            painter.setFont(font)
            painter.drawText(hit.rect, int(Qt.AlignmentFlag.AlignCenter), "+")

    def hit_at(self, option_rect: QRect, row: ItemRow, font: QFont, pos: QPoint) -> Hit | None:
        hits, _ = layout_row(option_rect, row, font)
        # Dice sit inside their tray: the most specific part wins.
        for kind in ("die", "rollin", "pill", "use", "equip", "warn", "tray"):
            for hit in hits:
                if hit.kind == kind and hit.rect.contains(pos):
                    return hit
        return None

    def editorEvent(self, event: QEvent, model: Any, option: QStyleOptionViewItem,
                    index: QModelIndex | QPersistentModelIndex) -> bool:
        row = index.data(ROW_ROLE)
        if row is None or event.type() != QEvent.Type.MouseButtonRelease:
            return super().editorEvent(event, model, option, index)
        assert isinstance(event, QMouseEvent)
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        hit = self.hit_at(option.rect, row, option.font, event.position().toPoint())  # type: ignore[attr-defined]
        if hit is None:
            return False
        if hit.kind == "use":
            self.useClicked.emit(row.index)
        elif hit.kind == "equip":
            self.equipClicked.emit(row.index)
        elif hit.kind == "pill" and hit.chip:
            view = self.parent()
            pos = view.viewport().mapToGlobal(hit.rect.bottomLeft()) if isinstance(view, QWidget) else QPoint()
            self.pillClicked.emit(hit.chip.pid, pos)
        elif hit.kind == "die" and hit.chip:
            self.dieClicked.emit(hit.chip.pid, hit.die)
        elif hit.kind == "rollin" and hit.chip:
            self.rollInClicked.emit(hit.chip.pid)
        elif hit.kind == "tray" and hit.chip:
            self.trayClicked.emit(hit.chip.pid)
        else:
            return False
        return True

    def helpEvent(self, event: QHelpEvent, view: Any, option: QStyleOptionViewItem,
                  index: QModelIndex | QPersistentModelIndex) -> bool:
        row = index.data(ROW_ROLE)
        if row is None:
            return super().helpEvent(event, view, option, index)
        hit = self.hit_at(option.rect, row, option.font, event.pos())  # type: ignore[attr-defined]
        text = ""
        if hit is not None and hit.chip is not None:
            text = hit.chip.tooltip
            if hit.kind == "die":
                text = f"Die {hit.die + 1}: {hit.chip.faces[hit.die]} on a {hit.chip.die} — right-click to edit\n" + text
            elif hit.kind == "rollin":
                text = f"Roll one {hit.chip.die} into {hit.chip.label}"
            elif hit.kind in ("tray", "die") and hit.chip.spendable:
                text += "\nClick to open the dice panel"
        elif hit is not None and hit.kind == "warn":
            text = "Problems:\n" + "\n".join(row.problems)
        elif hit is not None and hit.kind == "use":
            text = f"Use {row.name} (Enter)"
        elif hit is not None and hit.kind == "equip":
            text = "Click to unequip" if row.equipped else "Click to equip"
        if text:
            QToolTip.showText(event.globalPos(), text, view)
            return True
        QToolTip.hideText()
        return True


def _dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


class ItemsView(QTreeView):
    """The item list: keyboard Enter uses the current item, the menu key opens its actions."""

    useRequested = Signal(int)
    menuRequested = Signal(int, QPoint, object)  # item index, global position, Hit or None

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setUniformRowHeights(False)
        self.setAnimated(False)
        self.setMouseTracking(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        self.delegate = ItemDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setAccessibleName("Items")

    def _row_at(self, index: QModelIndex) -> ItemRow | None:
        return index.data(ROW_ROLE) if index.isValid() else None

    def _context_menu(self, pos: QPoint) -> None:
        index = self.indexAt(pos)
        if not index.isValid():
            index = self.currentIndex()
            pos = self.visualRect(index).center()
        row = self._row_at(index)
        if row is None:
            return
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        hit = self.delegate.hit_at(self.visualRect(index), row, option.font, pos)
        self.menuRequested.emit(row.index, self.viewport().mapToGlobal(pos), hit)

    def keyPressEvent(self, event: Any) -> None:
        row = self._row_at(self.currentIndex())
        if row is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and row.index >= 0:
            self.useRequested.emit(row.index)
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()  # rows re-wrap their chips at the new width
