"""The whole character's lint after the window's first paint, a slice per turn of the event loop
(issue 28 item 4): a 2,000-item character is checked between paints instead of in one block, and
anything that needs the answer at once (an action, `MainWindow.problems`) finishes it there."""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QObject, QTimer

from ...engine.lint import Problem, lint_in_steps
from ...engine.world import Character, rule_states

SLICE = 0.012  # seconds of checking per turn (then the loop paints, takes keys and clicks)
SLICED_FROM = 400  # items: a smaller sheet is linted in one turn (tens of ms at most), as before
STATES_CHUNK = 50  # items whose rule states are scanned in one part (~0.1 ms an item)


class LintSlices(QObject):
    """`start(char, first)`: `first()` (the header's full state list) after the items' rule states
    were scanned a few items a part (kept per item by the engine, so `first` only joins them), then the
    lint of `char` in slices; `done(char, problems)` is called with the whole lint's answer, once,
    unless `cancel()` came first (the window lints at once when an action lands meanwhile)."""

    def __init__(self, done: Callable[[Character, list[Problem]], Any], parent: QObject | None = None):
        super().__init__(parent)
        self._done = done
        self._parts: Iterator[list[Problem] | None] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)

    def start(self, char: Character, first: Callable[[], Any]) -> None:
        self._char = char
        self._parts = self._all(char, first)
        self._timer.start()

    def running(self) -> bool:
        return self._parts is not None

    def cancel(self) -> None:
        self._parts = None
        self._timer.stop()

    def _slice(self) -> None:
        parts = self._parts
        if parts is None:
            self._timer.stop()
            return
        deadline = time.perf_counter() + SLICE
        for found in parts:
            if found is not None:
                self.cancel()
                self._done(self._char, found)
                return
            if time.perf_counter() >= deadline:
                return

    @staticmethod
    def _all(char: Character, first: Callable[[], Any]) -> Iterator[list[Problem] | None]:
        items = char.items
        for start in range(0, len(items), STATES_CHUNK):
            rule_states(items[start:start + STATES_CHUNK])
            yield None
        first()
        yield None
        yield from lint_in_steps(char)
