"""The Rules Builder's problem summary ("✗ 2 errors, 1 warning") and its list; going to a problem
builds and focuses its card's field."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidgetItem

from ...i18n import Builder
from ...views.rule_specs import type_name
from .draft import rule_type
from .widgets import severity_color

if TYPE_CHECKING:
    from .dialog import RulesBuilder


def update_problems(dialog: RulesBuilder) -> None:
    problems = sorted((p for p in dialog.preview.problems if p.rule is not None),
                      key=lambda p: (p.severity != "error", p.rule, p.field))
    errors = sum(1 for p in problems if p.severity == "error")
    warnings = len(problems) - errors
    if not problems:
        text, severity = Builder.tr("✓ No problems"), "ok"
    else:
        parts = [Builder.tr("%n errors", "", errors) if errors else "",
                 Builder.tr("%n warnings", "", warnings) if warnings else ""]
        text, severity = ("✗ " if errors else "⚠ ") + ", ".join(p for p in parts if p), \
            "error" if errors else "warning"
    dialog.problems_button.setText(text)
    dialog.problems_button.setAccessibleName(Builder.tr("Problems: {summary}").format(summary=text.lstrip("✓✗⚠ ")))
    pal = dialog.problems_button.palette()
    pal.setColor(dialog.problems_button.foregroundRole(), severity_color(severity))
    dialog.problems_button.setPalette(pal)
    dialog.problems_list.clear()
    uids = dialog.draft.uids
    for problem in problems:
        uid = uids[problem.rule] if problem.rule is not None and problem.rule < len(uids) else None
        raw = dialog.draft.raw(uid) if uid is not None else {}
        title = (raw.get("label") if isinstance(raw, dict) else "") or type_name(rule_type(raw))
        where = f" · {problem.field}" if problem.field else ""
        mark = "✗" if problem.severity == "error" else "⚠"
        item = QListWidgetItem(f"{mark} {title}{where}: {problem.message}")
        item.setData(Qt.ItemDataRole.UserRole, (uid, problem.field))
        item.setForeground(severity_color(problem.severity))
        dialog.problems_list.addItem(item)
    row = dialog.problems_list.sizeHintForRow(0) if problems else 0
    dialog.problems_list.setFixedHeight(min(150, max(1, len(problems)) * max(row, 1) + 8))


def problem_activated(dialog: RulesBuilder, item: QListWidgetItem) -> None:
    uid, field = item.data(Qt.ItemDataRole.UserRole)
    card = dialog.cards.get(uid)
    if card is None:
        return
    if dialog.pages.currentIndex() != 0:
        dialog.close_picker()
    card.focus_field(field)
    dialog.scroll_area.ensureWidgetVisible(card, 20, 20)

