"""A table client's listener for the window: its reports from the network thread, re-emitted as Qt
signals (delivered on the GUI thread)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ...table import protocol


class Bridge(QObject):
    """A table client's listener: its reports, re-emitted as signals (delivered on the GUI thread)."""

    statusChanged = Signal(str, str)
    cardChanged = Signal(object)
    cardRemoved = Signal(str)
    rosterChanged = Signal(object, object)
    requestsChanged = Signal()
    requestStored = Signal(str)  # a GM request's id, once the host stored it (the outbox lets it go)

    def status(self, state: str, message: str) -> None:
        self.statusChanged.emit(state, message)

    def roster(self, table: dict[str, Any], online: dict[str, bool]) -> None:
        self.rosterChanged.emit(table, online)

    def card(self, card: protocol.Card) -> None:
        self.cardChanged.emit(card)

    def removed(self, key: str) -> None:
        self.cardRemoved.emit(key)

    def requests(self) -> None:
        self.requestsChanged.emit()


    def stored(self, rid: str) -> None:
        self.requestStored.emit(rid)
