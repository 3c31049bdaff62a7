"""Painting and clicking item rows: charge pills, dice trays drawn as dice, equip and Use.

The delegate lays a row out once per paint (`layout_row`), and the same layout answers clicks,
tooltips and the context menu, so what is drawn is exactly what is hit.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QMouseEvent, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
    QTreeView,
    QWidget,
)

from ...engine.lint import is_error_line
from ...engine.model import die_faces
from ...i18n import Sheet
from ...views.rows import ItemRow, reason_text, tray_count
from ..dice import paint_die, paint_focus_ring
from ..gauges import pill_color, pill_text_color
from ..icons import item_icon_name, paint_icon
from ..theme import colors
from .items_model import FLASH_ROLE, GROUP_ROLE, KIND_ROLE, ROW_ROLE, ItemsModel, row_source
from .row_layout import PAD, Hit, _small, layout_row, plain_row_height, row_metrics


class ItemDelegate(QStyledItemDelegate):
    """Draws item rows and group headings; turns clicks into signals."""

    useClicked = Signal(int)
    equipClicked = Signal(int)
    pillClicked = Signal(str, QPoint)
    dieClicked = Signal(str, int)
    trayClicked = Signal(str)
    rollInClicked = Signal(str)
    bonusClicked = Signal(str)  # a pool's "+1 from level-up" note

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self._ring: QPixmap | None = None
        self._ring_key: tuple[Any, ...] = ()
        # Row heights by what they depend on (issue 28 item 4): a row without pools is one line, the
        # same for every such row (by font); a row with pools by its snapshot (rows are replaced, never
        # changed in place) and the width. The view asks every row's height when it lays a 2,000-row
        # list out; each answer is then a look-up, without the model's roles or the row's layout.
        self._plain: tuple[str, int] = ("", 0)
        self._pools: dict[tuple[int, int, str], tuple[ItemRow, int]] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        node, rows = row_source(index)
        if node is None or node.item is None or rows is None:
            return QSize(200, 30)
        view = self.parent()
        if isinstance(view, QTreeView):
            width = view.viewport().width() - view.indentation()
        else:
            width = option.rect.width() if option.rect.width() > 0 else 900  # type: ignore[attr-defined]
        font: QFont = option.font  # type: ignore[attr-defined]
        key = font.key()
        if not rows.has_pools(node.item):  # one line whatever the width; the row need not be built
            if self._plain[0] != key:
                self._plain = (key, plain_row_height(font))
            return QSize(width, self._plain[1])
        row = rows.row(node.item)
        found = self._pools.get((id(row), width, key))
        if found is None or found[0] is not row:
            if len(self._pools) > 4096:
                self._pools.clear()
            _hits, height = layout_row(QRect(0, 0, max(width, 400), 44), row, font)
            found = self._pools[(id(row), width, key)] = (row, height)
        return QSize(width, found[1])

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
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
            painter.fillRect(rect, selection_colour(palette))
        if index.data(FLASH_ROLE):
            painter.fillRect(rect, c.changed)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 0.6))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        hits, _height = layout_row(rect, row, font)
        m = row_metrics(font)
        text_color = palette.color(QPalette.ColorRole.Text)
        muted = c.muted
        left = rect.left() + PAD + m.warn + 6
        name_width = max(150, min(280, (rect.width() * 30) // 100))
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(text_color if row.usable or row.index < 0 else muted)
        name_rect = QRect(left, rect.top() + 5, name_width, m.name)
        painter.drawText(name_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         QFontMetrics(bold).elidedText(row.name, Qt.TextElideMode.ElideRight, name_width))
        if not row.problems and row.index >= 0:  # the warning's column holds the item's type icon
            kind = row.subtitle.split(" · ")[0] if row.is_object else None
            box = QRectF(rect.left() + PAD, rect.top() + 6 + (m.name - m.warn) // 2 + 4, m.warn, m.warn)
            paint_icon(painter, box.adjusted(1, 1, -1, -1), item_icon_name(row.type, kind),
                       text_color if row.usable else muted)
        small = _small(font)
        painter.setFont(small)
        painter.setPen(muted)
        sub = row.subtitle if row.usable or not row.is_object else Sheet.tr("{subtitle} · not equipped").format(
            subtitle=row.subtitle)
        painter.drawText(QRect(left, rect.top() + 4 + m.name, name_width, m.sub),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         QFontMetrics(small).elidedText(sub, Qt.TextElideMode.ElideRight, name_width))
        for hit in hits:
            self._paint_hit(painter, hit, row, palette, font, small)
        if state & QStyle.StateFlag.State_HasFocus:  # the keyboard's row: Enter uses it, arrows move on
            painter.drawPixmap(rect.topLeft(), self._focus_ring(rect.size(), palette, painter))
        painter.restore()

    def _focus_ring(self, size: QSize, palette: QPalette, painter: QPainter) -> QPixmap:
        """The row's focus ring, drawn once per size and colours: its dashed, antialiased outline around a
        whole row was a fifth of the time from a click to the row's repaint."""
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        key = (size.width(), size.height(), ratio, palette.color(QPalette.ColorRole.Highlight).rgba(),
               palette.color(QPalette.ColorRole.Base).rgba())
        if self._ring_key != key or self._ring is None:
            ring = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
            ring.setDevicePixelRatio(ratio)
            ring.fill(Qt.GlobalColor.transparent)
            ring_painter = QPainter(ring)
            paint_focus_ring(ring_painter, QRectF(0, 0, size.width(), size.height()).adjusted(1.5, 1.5, -1.5, -2.5),
                             palette, 4)
            ring_painter.end()
            self._ring, self._ring_key = ring, key
        return self._ring

    def _paint_hit(self, painter: QPainter, hit: Hit, row: ItemRow, palette: QPalette, font: QFont,
                   small: QFont) -> None:
        c = colors()
        chip = hit.chip
        if hit.kind == "warn":
            errors = any(is_error_line(line) for line in row.problems)
            painter.setBrush(c.low if errors else QColor("#f9a825"))  # red for errors, amber for warnings
            painter.setPen(Qt.PenStyle.NoPen)
            r = QRectF(hit.rect)
            from PySide6.QtCore import QPointF
            from PySide6.QtGui import QPolygonF
            painter.drawPolygon(QPolygonF([QPointF(r.center().x(), r.top()), QPointF(r.right(), r.bottom()),
                                           QPointF(r.left(), r.bottom())]))
            painter.setPen(QColor("#ffffff") if errors else QColor("#000000"))
            bold = QFont(small)
            bold.setBold(True)
            painter.setFont(bold)
            painter.drawText(hit.rect.adjusted(0, 3, 0, 0), int(Qt.AlignmentFlag.AlignCenter), "!")
        elif hit.kind == "use":
            # A Use that would be refused (no charges left...) is drawn flat and grey; it still answers a
            # click with the reason, and its tooltip gives it before.
            # On a selected row it keeps a faint base of its own, so it reads on the selection colour too.
            text = palette.color(QPalette.ColorRole.Text)
            edge, base, label = QColor(text), QColor(palette.color(QPalette.ColorRole.Base)), QColor(text)
            edge.setAlpha(120)
            base.setAlpha(150)
            label.setAlpha(165)
            painter.setPen(QPen(edge if row.blocked else palette.color(QPalette.ColorRole.Mid), 1,
                                Qt.PenStyle.DashLine if row.blocked else Qt.PenStyle.SolidLine))
            painter.setBrush(base if row.blocked else palette.color(QPalette.ColorRole.Button))
            painter.drawRoundedRect(QRectF(hit.rect), 5, 5)
            painter.setPen(label if row.blocked else palette.color(QPalette.ColorRole.ButtonText))
            painter.setFont(font)
            painter.drawText(hit.rect, int(Qt.AlignmentFlag.AlignCenter),
                             Sheet.tr("Cast", "the button of a spell's row") if row.type == "spell"
                             else Sheet.tr("Use", "the button of an item's row"))
        elif hit.kind == "equip":
            on = row.equipped
            painter.setPen(QPen(c.full if on else c.muted, 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = hit.rect.height() / 2
            painter.drawRoundedRect(QRectF(hit.rect), radius, radius)
            dot = hit.rect.height() - 10
            box = QRect(hit.rect.left() + 6, hit.rect.top() + 5, dot, dot)
            painter.setBrush(c.full if on else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(box)
            painter.setFont(small)
            painter.setPen(palette.color(QPalette.ColorRole.Text))
            painter.drawText(hit.rect.adjusted(dot + 10, 0, -4, 0), int(Qt.AlignmentFlag.AlignVCenter),
                             Sheet.tr("Equipped") if on else Sheet.tr("Unequipped"))
        elif hit.kind == "pill" and chip is not None:
            label_rect = QRect(hit.rect.left() - QFontMetrics(small).horizontalAdvance(chip.label) - 6,
                               hit.rect.top(), QFontMetrics(small).horizontalAdvance(chip.label) + 4, hit.rect.height())
            painter.setFont(small)
            painter.setPen(palette.color(QPalette.ColorRole.Text) if chip.active else c.muted)
            painter.drawText(label_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight), chip.label)
            color = pill_color(chip)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(QRectF(hit.rect), hit.rect.height() / 2, hit.rect.height() / 2)
            bold = QFont(font)
            bold.setBold(True)
            painter.setFont(bold)
            painter.setPen(pill_text_color(color))
            painter.drawText(hit.rect, int(Qt.AlignmentFlag.AlignCenter), f"{chip.current}/{chip.max}")
        elif hit.kind == "tray" and chip is not None:
            fm = QFontMetrics(small)
            painter.setFont(small)
            painter.setPen(palette.color(QPalette.ColorRole.Text) if chip.active else c.muted)
            label_w = fm.horizontalAdvance(chip.label) + 6
            painter.drawText(QRect(hit.rect.left(), hit.rect.top(), label_w, hit.rect.height()),
                             int(Qt.AlignmentFlag.AlignVCenter), chip.label)
            dx = hit.rect.left() + label_w
            die = row_metrics(font).die
            if not chip.faces:
                painter.setPen(QPen(c.muted, 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(dx, hit.rect.top() + 3, die, die), 4, 4)
                dx += die + 3
            else:
                dx += len(chip.faces) * (die + 3)
            painter.setPen(c.muted)
            count = tray_count(chip)
            painter.drawText(QRect(dx + 2, hit.rect.top(), fm.horizontalAdvance(count) + 4, hit.rect.height()),
                             int(Qt.AlignmentFlag.AlignVCenter), count)
        elif hit.kind == "die" and chip is not None:
            face = chip.faces[hit.die]
            top = chip.die is not None and face >= die_faces(chip.die)
            paint_die(painter, QRectF(hit.rect), chip.die or "d4", face, top=top, enabled=chip.active)
        elif hit.kind == "reason" and chip is not None:
            italic = QFont(small)
            italic.setItalic(True)
            painter.setFont(italic)
            painter.setPen(c.muted)
            painter.drawText(hit.rect, int(Qt.AlignmentFlag.AlignVCenter),
                             QFontMetrics(italic).elidedText(reason_text(chip), Qt.TextElideMode.ElideRight,
                                                             hit.rect.width()))
        elif hit.kind == "rollin" and chip is not None:
            painter.setPen(QPen(c.muted, 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(hit.rect).adjusted(1, 1, -1, -1))
            painter.setFont(font)
            painter.drawText(hit.rect, int(Qt.AlignmentFlag.AlignCenter), "+")

    def hit_at(self, option_rect: QRect, row: ItemRow, font: QFont, pos: QPoint) -> Hit | None:
        hits, _ = layout_row(option_rect, row, font)
        # Dice sit inside their tray: the most specific part wins.
        for kind in ("die", "rollin", "pill", "use", "equip", "warn", "reason", "tray"):
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
            pos = (view.viewport().mapToGlobal(hit.rect.bottomLeft()) if isinstance(view, QAbstractScrollArea)
                   else QPoint())
            self.pillClicked.emit(hit.chip.pid, pos)
        elif hit.kind == "die" and hit.chip:
            self.dieClicked.emit(hit.chip.pid, hit.die)
        elif hit.kind == "rollin" and hit.chip:
            self.rollInClicked.emit(hit.chip.pid)
        elif hit.kind == "tray" and hit.chip:
            self.trayClicked.emit(hit.chip.pid)
        elif hit.kind == "reason" and hit.chip and hit.chip.active and hit.chip.bonus:
            self.bonusClicked.emit(hit.chip.pid)
        elif hit.kind == "reason" and hit.chip and hit.chip.kind == "dice":
            self.trayClicked.emit(hit.chip.pid)  # the note sits in the tray: the tray's click
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
                face = hit.chip.faces[hit.die]
                text = Sheet.tr("Die {position}: {face} on a {die} — right-click to edit").format(
                    position=hit.die + 1, face=face, die=hit.chip.die) + "\n" + text
            elif hit.kind == "rollin":
                text = Sheet.tr("Roll one {die} into {pool}").format(die=hit.chip.die, pool=hit.chip.label)
            elif hit.kind in ("tray", "die") and hit.chip.spendable:
                text += "\n" + Sheet.tr("Click to open the dice panel")
        else:
            text = _row_tip(hit, row)
        if text:
            QToolTip.showText(event.globalPos(), text, view)
            return True
        QToolTip.hideText()
        return True


def _row_tip(hit: Any, row: ItemRow) -> str:
    """The tooltip of a row's part that is not a pool (its name and subtitle: the damage formula as written,
    which the subtitle says in words)."""
    if hit is None:
        return Sheet.tr("Damage formula: {formula}").format(formula=row.formula) if row.formula else ""
    if hit.kind == "warn":
        return Sheet.tr("Problems:") + "\n" + "\n".join(row.problems)
    if hit.kind == "use":
        spell = row.type == "spell"
        if row.blocked:
            return (Sheet.tr("Cannot cast {item} now: {reason}") if spell
                    else Sheet.tr("Cannot use {item} now: {reason}")).format(item=row.name, reason=row.blocked)
        tip = (Sheet.tr("Cast {item} (Enter)") if spell else Sheet.tr("Use {item} (Enter)")).format(item=row.name)
        return tip + ("\n" + Sheet.tr("Note: {caution}").format(caution=row.caution) if row.caution else "")
    if hit.kind == "equip":
        return Sheet.tr("Click to unequip") if row.equipped else Sheet.tr("Click to equip")
    return ""


def selection_colour(palette: QPalette) -> QColor:
    """The selected row's fill: the highlight, softened so pills and dice stay readable on it (the list
    without the keyboard: the theme's dim unfocused highlight as it is, ui/theme.py)."""
    if palette.currentColorGroup() == QPalette.ColorGroup.Inactive:
        return palette.color(QPalette.ColorRole.Highlight)
    return palette.color(QPalette.ColorRole.Highlight).lighter(170 if not _dark(palette) else 60)


def _dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


class ItemsView(QTreeView):
    """The item list: keyboard Enter uses the current item, the menu key opens its actions."""

    useRequested = Signal(int)
    menuRequested = Signal(int, QPoint, object)  # item index, global position, Hit or None
    firstPainted = Signal()  # the end of the list's first paint (the window lints the character then)

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
        self.setAccessibleName(Sheet.tr("Items"))
        self.painted = False
        self.collapsed_groups: set[str] = set()  # kept when the list is rebuilt
        self.collapsed.connect(lambda index: self._remember(index, True))
        self.expanded.connect(lambda index: self._remember(index, False))
        self._restoring = False

    def _remember(self, index: QModelIndex, collapsed: bool) -> None:
        key = index.data(GROUP_ROLE)
        if key is None or self._restoring:
            return
        if collapsed:
            self.collapsed_groups.add(key)
        else:
            self.collapsed_groups.discard(key)

    def expand_groups(self, *, all_groups: bool = False) -> None:
        """Expand the groups the player has not collapsed (every group while a filter is typed)."""
        model = self.model()
        self._restoring = True
        try:
            for row in range(model.rowCount()):
                index = model.index(row, 0)
                self.setExpanded(index, all_groups or index.data(GROUP_ROLE) not in self.collapsed_groups)
        finally:
            self._restoring = False

    def drawBranches(self, painter: QPainter, rect: QRect,  # noqa: N802 - Qt's name
                     index: QModelIndex | QPersistentModelIndex) -> None:
        """Item rows have no branches: their indent takes the row's own (lighter) selection colour."""
        if index.data(ROW_ROLE) is None:
            super().drawBranches(painter, rect, index)
            return
        if self.selectionModel() is not None and self.selectionModel().isSelected(index):
            palette = QPalette(self.palette())
            if not self.hasFocus():  # as the row itself: the dimmer selection of a list without the keyboard
                palette.setCurrentColorGroup(QPalette.ColorGroup.Inactive)
            painter.fillRect(rect, selection_colour(palette))

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
            if row.activatable:  # Enter does what the row's Use button does; a passive row has none
                self.useRequested.emit(row.index)
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            self.firstPainted.emit()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.rewrap()

    def rewrap(self) -> None:
        """Rows re-wrap their chips at the new width: only rows with pools change height, so only they
        are measured again (a row without is one line at any width; a 2,000-item list is not laid out
        again for them)."""
        model = self.model()
        source = model.sourceModel() if isinstance(model, QSortFilterProxyModel) else model
        if isinstance(source, ItemsModel):
            source.rows_changed(source.rows_with_pools())
        else:
            self.scheduleDelayedItemsLayout()
