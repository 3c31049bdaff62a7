"""The character on paper: File ▸ Export PDF… and Print….

One drawing routine paints a page for any QPaintDevice (a QPdfWriter, a QPrinter, or an image for the
tests and the docs): the header (stats, HP with a box for temporary HP, wounds, mana, hit dice), then
every item with its pools drawn as on the sheet — dice with `paint_die`, the sheet's own die drawing,
and charge pools as boxes to tick — and a short line per rule in words. Paper is always light: the
light theme's colours are used whatever the screen shows.

Coordinates are points (1/72 inch) and fonts are sized in points through pixel sizes, so a PDF at 72
dpi and a printer at 600 dpi lay out the same page.
"""
from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from ..engine.session import Session
from ..i18n import Ui
from ..views import explain
from ..views.condition_words import condition_lines, other_states, play_lines, spell_line
from ..views.rows import GROUP_NAMES, PoolChip, build_rows
from . import theme
from .dice import die_path, paint_die

INK = QColor("#1d1f24")
MUTED = QColor("#5f636b")
LINE = QColor("#9aa0aa")
MARGIN = 36.0  # half an inch
DIE = 15.0  # a die on paper, in points
BOX = 9.0  # a box to tick
MAX_DRAWN = 20  # more boxes or dice than this are written as numbers with a box to write in


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(size)))  # points, since the painter is scaled to points
    font.setBold(bold)
    return font


@dataclass
class _Cursor:
    """Where the next line goes, and how to start a new page when the page is full."""

    painter: QPainter
    page: QRectF
    new_page: Callable[[], None]
    y: float = 0.0
    pages: int = 1

    def need(self, height: float) -> None:
        if self.y + height > self.page.bottom() and self.y > self.page.top():
            self.new_page()
            self.pages += 1
            self.y = self.page.top()


def rule_lines(session: Session, index: int) -> list[str]:
    """One short line per rule of item `index`, in words (views/explain.py `rule_lines`)."""
    return explain.rule_lines(session.char, index)


class SheetPainter:
    """Paints a session's character on pages of `page` points (the printable area)."""

    def __init__(self, session: Session):
        self.session = session

    # ---- pieces ----------------------------------------------------------------------------------
    def _text(self, painter: QPainter, x: float, y: float, text: str, font: QFont, colour: QColor = INK,
              width: float = 0) -> float:
        """Text with its top at y; returns the width used."""
        metrics = QFontMetricsF(font)
        if width:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(QPointF(x, y + metrics.ascent()), text)
        return metrics.horizontalAdvance(text)

    def _boxes(self, painter: QPainter, x: float, y: float, total: int, ticked: int) -> float:
        """`total` boxes, the first `ticked` crossed; returns the width used."""
        for n in range(total):
            box = QRectF(x + n * (BOX + 2.5), y, BOX, BOX)
            painter.setPen(QPen(INK, 0.8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(box)
            if n < ticked:
                painter.drawLine(box.topLeft() + QPointF(1.5, 1.5), box.bottomRight() - QPointF(1.5, 1.5))
                painter.drawLine(box.topRight() + QPointF(-1.5, 1.5), box.bottomLeft() + QPointF(1.5, -1.5))
        return total * (BOX + 2.5) - 2.5 if total else 0.0

    def _write_in(self, painter: QPainter, x: float, y: float, width: float, height: float, value: str,
                  font: QFont) -> None:
        painter.setPen(QPen(LINE, 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(x, y, width, height), 2, 2)
        if value:
            painter.setFont(font)
            painter.setPen(INK)
            painter.drawText(QRectF(x, y, width, height), int(Qt.AlignmentFlag.AlignCenter), value)

    def _chip(self, painter: QPainter, x: float, y: float, chip: PoolChip) -> float:
        """One pool as on the sheet: its label, then dice (empty slots dashed) or boxes; returns the
        x after it."""
        small = _font(7.5)
        x += self._text(painter, x, y + 2, chip.label, small, INK if chip.active else MUTED) + 4
        if chip.kind == "dice":
            slots = max(chip.max, len(chip.faces))
            if slots > MAX_DRAWN:
                self._write_in(painter, x, y, 60, DIE, f"{len(chip.faces)} / {chip.max}", small)
                return x + 64
            for n in range(slots):
                rect = QRectF(x + n * (DIE + 3), y, DIE, DIE)
                if n < len(chip.faces):
                    face = chip.faces[n]
                    top = int(chip.die[1:]) if chip.die and chip.die[1:].isdigit() else 0
                    paint_die(painter, rect, chip.die or "d6", face, top=face >= top > 0, enabled=chip.active)
                else:  # an empty slot: the die's outline, dashed, to draw a face into
                    painter.save()
                    painter.setPen(QPen(LINE, 0.8, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawPath(die_path(chip.die or "d6", rect))
                    painter.restore()
            x += slots * (DIE + 3)
            return x + self._text(painter, x + 2, y + 3, chip.die or "", _font(7), MUTED) + 10
        if chip.max > MAX_DRAWN:
            self._write_in(painter, x, y + 1, 50, BOX + 4, f"{chip.current} / {chip.max}", small)
            return x + 60
        width = self._boxes(painter, x, y + 3, chip.max, chip.max - chip.current)
        return x + width + 12

    # ---- the page --------------------------------------------------------------------------------
    def paint(self, painter: QPainter, page: QRectF, new_page: Callable[[], None] = lambda: None) -> int:
        """Paint the sheet; returns the number of pages used."""
        with theme.light_colours():  # paper is white: the dice in the light theme's colours
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            cursor = _Cursor(painter, page, new_page, page.top())
            self._header(cursor)
            self._numbers(cursor)
            self._items(cursor)
            self._descriptions(cursor)
            return cursor.pages

    def _header(self, cur: _Cursor) -> None:
        p, page = cur.painter, cur.page
        char = self.session.char
        doc = self.session.doc
        classes = [i.name for i in char.items if i.fields.type in ("class", "subclass")]
        self._text(p, page.left(), cur.y, char.name, _font(18, True))
        line = (Ui.tr("Level {level} · {classes}").format(level=char.level, classes=" · ".join(classes)) if classes
                else Ui.tr("Level {level}").format(level=char.level))
        self._text(p, page.left(), cur.y + 23, line, _font(9), MUTED)
        cur.y += 40
        label, value = _font(7, True), _font(11, True)
        x = page.left()
        for stat, short in (("strength", Ui.tr("STR")), ("dexterity", Ui.tr("DEX")), ("intelligence", Ui.tr("INT")),
                            ("will", Ui.tr("WIL"))):
            self._text(p, x, cur.y, short, label, MUTED)
            self._write_in(p, x, cur.y + 10, 30, 20, f"{char.stat(stat):+d}", value)
            x += 38
        x += 6
        hp, hp_max = char.track("hp")
        temp = (doc.get("hp") or {}).get("temp") or 0
        self._text(p, x, cur.y, Ui.tr("HP", "printed: the box of hit points"), label, MUTED)
        self._write_in(p, x, cur.y + 10, 62, 20, f"{hp} / {hp_max}", value)
        self._text(p, x + 68, cur.y, Ui.tr("TEMP HP"), label, MUTED)
        self._write_in(p, x + 68, cur.y + 10, 40, 20, str(temp) if temp else "", value)
        x += 118
        wounds, wounds_max = char.track("wounds")
        self._text(p, x, cur.y, Ui.tr("WOUNDS ({most})").format(most=wounds_max), label, MUTED)
        self._boxes(p, x, cur.y + 15, min(wounds_max, MAX_DRAWN), min(wounds, MAX_DRAWN))
        x += max(62, min(wounds_max, MAX_DRAWN) * (BOX + 2.5)) + 8
        mana, mana_max = char.track("mana")
        self._text(p, x, cur.y, Ui.tr("MANA"), label, MUTED)
        self._write_in(p, x, cur.y + 10, 44, 20, f"{mana} / {mana_max}" if mana_max else "", value)
        x += 52
        hit_dice = char.hit_dice()  # saved, or the class item's default (engine.md §5.4)
        if hit_dice:
            self._text(p, x, cur.y, Ui.tr("HIT DICE"), label, MUTED)
            hx = x
            for size, (left, most) in hit_dice.items():
                hx += self._text(p, hx, cur.y + 13, str(size), _font(8, True)) + 3
                hx += self._boxes(p, hx, cur.y + 14, min(most, MAX_DRAWN), max(0, min(most, MAX_DRAWN) - left)) + 8
        cur.y += 38
        # The conditions with their timers, the actions left and the mana and spells (character.md §12-§14).
        played = play_lines(char, say_none=False)
        conditions = bool(condition_lines(char))  # then the first line is the conditions', in bold
        for number, line in enumerate(played):
            self._text(p, page.left(), cur.y, line, _font(8.5, conditions and number == 0), INK, page.width())
            cur.y += 12
        states = ", ".join(other_states(char)) or Ui.tr("none", "no states")
        none = [] if conditions else [Ui.tr("Conditions: none")]
        extra = none + [Ui.tr("States: {states}").format(states=states),
                        Ui.tr("Damage reduction banked: {bank}").format(bank=char.bank or 0),
                        Ui.tr("Boxes: empty = left, crossed = spent. Dice: as rolled; dashed = empty slot.")]
        self._text(p, page.left(), cur.y, "   ·   ".join(extra), _font(7.5), MUTED, page.width())
        cur.y += 14
        p.setPen(QPen(LINE, 0.8))
        p.drawLine(QPointF(page.left(), cur.y), QPointF(page.right(), cur.y))
        cur.y += 8

    def _numbers(self, cur: _Cursor) -> None:
        """Armor and speed, then the skills (stat and mod) and the saves (mod, advantage or disadvantage)."""
        from ..views.numbers import armor_value, save_rows, skill_rows, speed_text

        p, page = cur.painter, cur.page
        char = self.session.char
        label, value, small = _font(7, True), _font(11, True), _font(8)
        x, y = page.left(), cur.y
        self._text(p, x, y, Ui.tr("ARMOR"), label, MUTED)
        self._write_in(p, x, y + 10, 34, 20, str(armor_value(char)), value)
        self._text(p, x + 42, y, Ui.tr("SPEED"), label, MUTED)
        speed = speed_text(char)
        width = max(34.0, QFontMetricsF(value).horizontalAdvance(speed) + 12)
        self._write_in(p, x + 42, y + 10, width, 20, speed, value)
        x += 42 + width + 14
        # The saves beside Armor and speed, the skills below in five columns of two.
        self._text(p, x, y, Ui.tr("SAVES"), label, MUTED)
        column = (page.right() - x) / 4
        for n, row in enumerate(save_rows(char)):
            mark = f" {row.mode_text}" if row.mode else ""
            self._write_in(p, x + n * column, y + 10, column - 6, 20, f"{row.name} {row.mod_text}{mark}", small)
        y += 36
        self._text(p, page.left(), y, Ui.tr("SKILLS"), label, MUTED)
        y += 10
        column = page.width() / 5
        for n, row in enumerate(skill_rows(char)):
            cx, cy = page.left() + (n % 5) * column, y + (n // 5) * 13
            bold = _font(8, True)
            mod = row.mod_text.replace("\u2212", "-")
            self._text(p, cx + 18 - QFontMetricsF(bold).horizontalAdvance(mod), cy, mod, bold, INK)
            used = self._text(p, cx + 22, cy, row.name, small, INK, column - 50)
            mark = f"{row.stat}{' · ' + row.mode_text if row.mode else ''}"
            self._text(p, cx + 22 + used + 4, cy + 1, mark, _font(6.5), MUTED)
        cur.y = y + 2 * 13 + 4
        p.setPen(QPen(LINE, 0.8))
        p.drawLine(QPointF(page.left(), cur.y), QPointF(page.right(), cur.y))
        cur.y += 8

    def _items(self, cur: _Cursor) -> None:
        p, page = cur.painter, cur.page
        groups = build_rows(self.session, [])
        name_font, sub_font, rule_font = _font(10, True), _font(7.5), _font(7.5)
        name_width = 150.0
        shown = _shown_names([row for rows in groups.values() for row in rows if row.index >= 0], name_font,
                             name_width)
        for key, rows in groups.items():
            cur.need(40)
            group = GROUP_NAMES.get(key) or key or Ui.tr("Other")  # a Labels table: translated when read
            self._text(p, page.left(), cur.y, group.upper(), _font(8, True), MUTED)
            cur.y += 14
            for row in rows:
                if row.index < 0:
                    continue
                lines = rule_lines(self.session, row.index)
                sub = row.subtitle if row.usable or not row.is_object else \
                    Ui.tr("{subtitle} · not equipped").format(subtitle=row.subtitle)
                if sub.lower() == key:  # "feature" under FEATURES says nothing
                    sub = ""
                item = self.session.char.items[row.index]
                if item.fields.type == "spell":  # tier, school, mana cost, concentration (character.md §14.1)
                    lines = [spell_line(item), *lines]
                height = (26 if sub else 16) + (DIE + 6 if row.pools else 0) + 10 * len(lines)
                cur.need(height)
                top = cur.y
                self._text(p, page.left(), top, shown[row.index], name_font, INK, name_width + 1)
                if sub:
                    self._text(p, page.left(), top + 13, sub, sub_font, MUTED, name_width)
                x, y = page.left() + name_width + 10, top
                for chip in row.pools:
                    if x > page.right() - 120:
                        x, y = page.left() + name_width + 10, y + DIE + 6
                    x = self._chip(p, x, y, chip)
                pools_bottom = y + (DIE + 4 if row.pools else 0)
                ly = max(top + (26 if sub else 16), pools_bottom + 2)
                for text in lines:
                    self._text(p, page.left() + 10, ly, f"• {text}", rule_font, INK, page.width() - 10)
                    ly += 10
                cur.y = ly + 4
                p.setPen(QPen(QColor("#d5d8dd"), 0.5))
                p.drawLine(QPointF(page.left(), cur.y - 2), QPointF(page.right(), cur.y - 2))
                cur.y += 4

    def _descriptions(self, cur: _Cursor) -> None:
        """Each item's description (sanitised to text, views/descriptions.py) after the items, going on to
        the next page when the page is full."""
        from ..views.descriptions import item_description

        said = list(dict.fromkeys((item.name, text) for item in self.session.char.items
                                  if (text := item_description(item.raw))))
        if not said:
            return
        p, page = cur.painter, cur.page
        name_font, body = _font(9, True), _font(8)
        step = QFontMetricsF(body).height() + 1
        cur.need(40)
        self._text(p, page.left(), cur.y, Ui.tr("DESCRIPTIONS"), _font(8, True), MUTED)
        cur.y += 14
        for name, text in said:
            lines = _wrap(text, body, page.width() - 10)
            cur.need(14 + min(len(lines), 2) * step)  # a name is not left alone at the foot of a page
            self._text(p, page.left(), cur.y, name, name_font, INK, page.width())
            cur.y += 13
            for line in lines:
                cur.need(step)
                self._text(p, page.left() + 10, cur.y, line, body, INK, page.width() - 10)
                cur.y += step
            cur.y += 6


def _shown_names(rows: list[Any], font: QFont, width: float) -> dict[int, str]:
    """Each row's name as it fits `width` on paper; names cut to the same text ("Wand of Scorching Rays …"
    twice) are numbered in item order, "(1)", "(2)", so two copies can be told apart."""
    metrics = QFontMetricsF(font)
    cut = {row.index: metrics.elidedText(row.name, Qt.TextElideMode.ElideRight, width) for row in rows}
    same: dict[str, list[Any]] = {}
    for row in rows:
        same.setdefault(cut[row.index], []).append(row)
    for copies in same.values():
        if len(copies) < 2:
            continue
        for n, row in enumerate(sorted(copies, key=lambda r: r.index), 1):
            suffix = f" ({n})"
            room = width - metrics.horizontalAdvance(suffix)
            cut[row.index] = metrics.elidedText(row.name, Qt.TextElideMode.ElideRight, room) + suffix
    return cut


def _wrap(text: str, font: QFont, width: float) -> list[str]:
    """Text broken into lines that fit `width`, at spaces; each of its own lines starts a new one."""
    metrics = QFontMetricsF(font)
    out: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(trial) > width:
                out.append(line)
                line = word
            else:
                line = trial
        out.append(line)
    return out


def _points(device: QPagedPaintDevice) -> tuple[QRectF, float]:
    """The printable area in points (from the painter's origin) and device units per point."""
    layout = device.pageLayout()
    paint = layout.paintRect(QPageLayout.Unit.Point)
    scale = device.logicalDpiX() / 72.0
    return QRectF(0, 0, paint.width(), paint.height()), scale


def paint_document(device: QPagedPaintDevice, session: Session) -> int:
    """Paint the sheet on a PDF writer or printer; returns the pages used."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(Ui.tr("could not start drawing on the page (is the file writable?)"))
    try:
        page, scale = _points(device)
        painter.scale(scale, scale)

        def new_page() -> None:
            device.newPage()
        return SheetPainter(session).paint(painter, page, new_page)
    finally:
        painter.end()


def export_pdf(session: Session, path: str) -> int:
    """Write the sheet as an A4 PDF (US Letter in the US locale would be the printer's business)."""
    writer = QPdfWriter(path)
    writer.setResolution(300)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN, MARGIN, MARGIN, MARGIN), QPageLayout.Unit.Point))
    writer.setTitle(Ui.tr("{name} — character sheet").format(name=session.char.name))

    writer.setCreator("sheet-app")
    return paint_document(writer, session)


def page_image(session: Session, width: int = 1240) -> Any:
    """The first page as a QImage (A4 proportions, white), for the docs' picture and the tests."""
    from PySide6.QtGui import QImage

    size = QPageSize(QPageSize.PageSizeId.A4).size(QPageSize.Unit.Point)
    scale = width / size.width()
    image = QImage(width, round(size.height() * scale), QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.scale(scale, scale)
    page = QRectF(QPointF(MARGIN, MARGIN), QSizeF(size.width() - 2 * MARGIN, size.height() - 2 * MARGIN))

    def first_page_only() -> None:  # an image has one page: what follows it is not drawn over the first
        raise _PageFull

    with contextlib.suppress(_PageFull):
        SheetPainter(session).paint(painter, page, first_page_only)
    painter.end()
    return image


class _PageFull(Exception):
    """The first page is full (page_image draws only that one)."""
