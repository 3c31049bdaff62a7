"""Where each part of an item row sits (pills, trays, dice, Use, equip, the reason): one layout that the
delegate paints and that answers clicks, tooltips and the context menu, so what is drawn is what is hit."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetrics

from ...i18n import Sheet
from ...views.rows import ItemRow, PoolChip, reason_text, tray_count

PAD = 8


@dataclass(frozen=True)
class RowMetrics:
    """Sizes in a row, worked out from the font so that a larger system font gets larger rows."""

    die: int  # a die's box
    line: int  # one line of pools
    name: int  # the name's line
    sub: int  # the subtitle's line
    use_w: int
    use_h: int
    equip_h: int
    warn: int


_METRICS: dict[str, RowMetrics] = {}


def row_metrics(font: QFont) -> RowMetrics:
    key = font.key()
    found = _METRICS.get(key)
    if found is None:
        fm = QFontMetrics(font)
        small = QFontMetrics(_small(font))
        die = max(26, round(fm.height() * 1.6))
        found = _METRICS[key] = RowMetrics(
            die=die, line=die + 6, name=max(20, fm.height() + 4), sub=max(16, small.height() + 2),
            use_w=max(56, fm.horizontalAdvance(Sheet.tr("Use", "the button of an item's row")) + 2 * fm.height()),
            use_h=max(26, fm.height() + 10),
            equip_h=max(22, small.height() + 8), warn=max(18, fm.height() + 2))
    return found


@dataclass
class Hit:
    """A clickable part of a row."""

    kind: str  # pill | die | tray | rollin | use | equip | warn | reason
    rect: QRect
    chip: PoolChip | None = None
    die: int = -1





def _small(font: QFont) -> QFont:
    small = QFont(font)
    small.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
    return small


def layout_row(rect: QRect, row: ItemRow, font: QFont) -> tuple[list[Hit], int]:
    """Where each part of a row goes; returns (hits, height). Chips wrap onto more lines if needed."""
    fm = QFontMetrics(font)
    small = QFontMetrics(_small(font))
    m = row_metrics(font)
    hits: list[Hit] = []
    # On a wide window the pools, the equip toggle and Use stay together beside the name (a row is at
    # most ~140 characters wide) instead of Use drifting to the far edge, away from what it spends.
    left = rect.left() + PAD
    name_width = max(150, min(280, (rect.width() * 30) // 100))
    chips_left = left + m.warn + 6 + name_width + 8
    # Nor is a wide gap left between the pools and Use (at 1600 × 1000): the pools get about 40 characters
    # before they wrap, then the equip toggle and Use follow (issue 32 item 10).
    # A row whose one pool is wider (an inactive pool's reason) keeps room for it.
    widths = [_chip_width(chip, fm, small, m) for chip in row.pools]
    room = max([POOLS_MAX_CHARS * fm.averageCharWidth(), *(width for width, _ in widths)])
    unequipped = small.horizontalAdvance(Sheet.tr("Unequipped"))  # the wider of the toggle's two words
    equip_room = unequipped + m.equip_h + 16
    snug = chips_left + room + equip_room + m.use_w + 8 + PAD
    right = min(rect.right(), rect.left() + ROW_MAX_CHARS * fm.averageCharWidth(), snug) - PAD
    top = rect.top() + 6
    if row.usable and row.activatable and row.index >= 0:
        use = QRect(right - m.use_w, top + 2, m.use_w, m.use_h)
        hits.append(Hit("use", use))
    # The Use column is kept on every row so that equip toggles and pools line up down the list.
    right -= m.use_w + 8
    if row.is_object:
        width = unequipped + m.equip_h + 8
        equip = QRect(right - width, top + 4, width, m.equip_h)
        hits.append(Hit("equip", equip))
        right = equip.left() - 8
    if row.problems:
        hits.append(Hit("warn", QRect(left, top + (m.name - m.warn) // 2 + 4, m.warn, m.warn)))
    # chips_left leaves a column for the warning icon, so names line up with or without one
    x, y = chips_left, top
    lines = 1
    for chip, (width, reason_w) in zip(row.pools, widths, strict=True):
        label_w = small.horizontalAdvance(chip.label) + 6
        reason = reason_text(chip)
        if x + width > right and x > chips_left:
            x = chips_left
            y += m.line + 4
            lines += 1
        if reason:
            hits.append(Hit("reason", QRect(x + width - reason_w + 6, y, reason_w - 6, m.line), chip))
        if chip.kind == "charge":
            hits.append(Hit("pill", QRect(x + label_w, y + 3, width - label_w - reason_w, m.line - 6), chip))
        else:
            tray = QRect(x, y, width, m.line)
            hits.append(Hit("tray", tray, chip))
            dx = x + label_w
            for position in range(len(chip.faces)):
                hits.append(Hit("die", QRect(dx, y + 3, m.die, m.die), chip, position))
                dx += m.die + 3
            if not chip.faces:
                dx += m.die + 3
            dx += small.horizontalAdvance(tray_count(chip)) + 6
            if chip.active and len(chip.faces) < chip.max:
                size = m.die - 4
                hits.append(Hit("rollin", QRect(dx, y + 5, size, size), chip))
        x += width + 14
    height = max(12 + m.name + m.sub, 12 + lines * (m.line + 4) + (4 if lines > 1 else 0))
    return hits, height


def _chip_width(chip: PoolChip, fm: QFontMetrics, small: QFontMetrics, m: RowMetrics) -> tuple[int, int]:
    """A pool's width in a row, and the part of it its inactive reason takes."""
    label_w = small.horizontalAdvance(chip.label) + 6
    if chip.kind == "charge":
        width = label_w + fm.horizontalAdvance(f"{chip.current}/{chip.max}") + 2 * fm.height()
    else:
        shown = max(len(chip.faces), 1)
        count = small.horizontalAdvance(tray_count(chip)) + 6
        roll_in = m.die if chip.active and len(chip.faces) < chip.max else 0
        width = label_w + shown * (m.die + 3) + count + roll_in + 6
    reason = reason_text(chip)
    reason_w = min(small.horizontalAdvance(reason), REASON_MAX) + 8 if reason else 0
    return width + reason_w, reason_w


def plain_row_height(font: QFont) -> int:
    """The height `layout_row` gives a row without pools (one line of them, whatever the width)."""
    m = row_metrics(font)
    return max(12 + m.name + m.sub, 12 + m.line + 4)


REASON_MAX = 260
ROW_MAX_CHARS = 140
POOLS_MAX_CHARS = 40
