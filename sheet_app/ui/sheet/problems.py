"""The Problems list: a character's rule problems grouped by item, the cause first, one step from a fix."""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QWidget

from ...engine.lint import Problem
from ...i18n import Sheet
from ..theme import colors

PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 20


def type_words(rule_type: str) -> str:
    """"diceConsumer" -> "Dice Consumer"."""
    return " ".join(word.capitalize() for word in re.findall(r"[a-z]+|[A-Z][a-z]*", rule_type)) or Sheet.tr("rule")


def cause_first(problem: Problem) -> tuple[int, int, int, str]:
    """Errors before warnings; within them, a rule that is itself broken before the rules that name it
    (a pool with a bad die size comes before "there is no dice pool" on its consumers)."""
    follows = int(problem.follows)
    return (problem.severity != "error", follows, problem.rule if problem.rule is not None else -1, problem.field)


def describe(problem: Problem, raw_rules: list[Any]) -> str:
    """One problem without its item: "✗ Fury Dice (Dice Pool) · dieSize: must be one of ..."."""
    mark = "    ✗" if problem.severity == "error" else "    ⚠"  # indented under the item's name
    where = ""
    if problem.rule is not None:
        raw = raw_rules[problem.rule] if 0 <= problem.rule < len(raw_rules) else {}
        label = raw.get("label") if isinstance(raw, dict) else ""
        kind = type_words(problem.rule_type)
        where = f"{label} ({kind})" if label else Sheet.tr("{type} (rule {number})").format(
            type=kind, number=problem.rule + 1)
    field = (f" · {problem.field}" if where else problem.field) if problem.field else ""
    return f"{mark} {where}{field}: {problem.message}" if where or field else f"{mark} {problem.message}"


class ProblemsPanel(QListWidget):
    """Problems under their item's name; Enter or a double-click opens the item's rules at the field."""

    openRequested = Signal(object)  # the Problem

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setLayoutMode(QListView.LayoutMode.Batched)  # 150 wrapped lines laid out over a few turns
        self.setBatchSize(25)
        self.setAccessibleName(Sheet.tr("Problems"))
        self.setMinimumWidth(240)
        self.setToolTip(Sheet.tr("Double-click or press Enter on a problem to open the item's rules at that field"))
        self.problems: list[Problem] = []
        self.itemActivated.connect(self._activated)

    def show_problems(self, problems: list[Problem], items: list[Any]) -> None:
        self.clear()
        self.problems = list(problems)
        groups: dict[int | None, list[Problem]] = {}
        for problem in problems:
            groups.setdefault(problem.item_index, []).append(problem)
        c = colors()
        for index, found in sorted(groups.items(), key=lambda kv: -1 if kv[0] is None else kv[0]):
            name = (items[index].name if index is not None and 0 <= index < len(items)
                    else Sheet.tr("Character", "the heading of the character's own problems"))
            raw_rules = list(items[index].raw.get("rules") or []) if index is not None and index < len(items) else []
            errors = sum(1 for p in found if p.severity == "error")
            warnings = len(found) - errors
            counts = ", ".join(part for part in (
                Sheet.tr("%n errors", "", errors) if errors else "",
                Sheet.tr("%n warnings", "", warnings) if warnings else "")
                if part)
            heading = QListWidgetItem(f"{name} — {counts}")
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.addItem(heading)
            for problem in sorted(found, key=cause_first):
                entry = QListWidgetItem(describe(problem, raw_rules))
                entry.setData(PROBLEM_ROLE, problem)
                entry.setToolTip(problem.line())
                entry.setData(Qt.ItemDataRole.AccessibleTextRole, problem.line())
                entry.setForeground(QBrush(c.low if problem.severity == "error" else c.partial))
                self.addItem(entry)

    def headings(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count()) if self.item(i).data(PROBLEM_ROLE) is None]

    def entries(self) -> list[QListWidgetItem]:
        return [self.item(i) for i in range(self.count()) if self.item(i).data(PROBLEM_ROLE) is not None]

    def lines(self) -> list[str]:
        """Every problem as `sheet-app check` writes it, in the order shown."""
        return [entry.data(PROBLEM_ROLE).line() for entry in self.entries()]

    def _activated(self, item: QListWidgetItem) -> None:
        problem = item.data(PROBLEM_ROLE)
        if problem is not None and problem.item_index is not None:
            self.openRequested.emit(problem)
