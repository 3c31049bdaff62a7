"""The Table menu's dialogs: hosting (address and port), joining (a table found or typed, the code, your
name and the character to share; it stays open until the table lets the player in, and says why when it
refuses), the GM's item offer, and the questions asked first: switching the shared character, resuming."""
from __future__ import annotations

import contextlib
import socket
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from ...i18n import Board
from ..theme import colors

DEFAULT_PORT = 8765


def lan_addresses() -> list[str]:
    """127.0.0.1 first, then this machine's IPv4 addresses (for the host's address choice)."""
    found = ["127.0.0.1"]
    try:
        import ifaddr  # zeroconf's dependency; optional here

        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and ip.ip not in found and not ip.ip.startswith("127."):
                    found.append(ip.ip)
    except Exception:  # noqa: BLE001 - no address list: loopback and the host name still work
        with contextlib.suppress(OSError):
            found.extend(a for a in socket.gethostbyname_ex(socket.gethostname())[2] if a not in found)
    return found


class HostDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(Board.tr("Host a table"))
        form = QFormLayout(self)
        form.addRow(QLabel(Board.tr("Players on this network join with the address and the code shown next.")))
        self.address = QComboBox()
        self.address.setEditable(True)
        self.address.addItems(lan_addresses())
        self.address.setAccessibleName(Board.tr("Address to listen on"))
        form.addRow(Board.tr("Address"), self.address)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(Board.tr("Port"), self.port)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(Board.tr("Host", "the button that hosts a table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class JoinDialog(QDialog):
    """The address (or a table found on the LAN), the code, your name and the character to share. Join
    asks the controller to join (`joinRequested`) and the dialog stays open until the table lets the
    player in (`show_state("connected")` closes it); a refusal is shown in it, with the host's reason,
    and the player can fix the code and join again."""

    found = Signal(object)  # the tables a Finder heard of (from zeroconf's thread)
    joinRequested = Signal()

    def __init__(self, characters: list[tuple[str, str]], current: str, player: str, parent: QWidget | None = None,
                 *, interfaces: list[str] | None = None):
        super().__init__(parent)
        self.setWindowTitle(Board.tr("Join a table"))
        form = QFormLayout(self)
        self.tables = QListWidget()
        self.tables.setAccessibleName(Board.tr("Tables found on this network"))
        self.tables.setMaximumHeight(110)
        self.tables.addItem(Board.tr("Looking for tables on this network…"))
        self.tables.item(0).setFlags(Qt.ItemFlag.NoItemFlags)
        self.tables.currentItemChanged.connect(self._picked)
        form.addRow(Board.tr("Tables found"), self.tables)
        self.address = QLineEdit(f"127.0.0.1:{DEFAULT_PORT}")
        self.address.setAccessibleName(Board.tr("The table's address (host:port)"))
        form.addRow(Board.tr("Address"), self.address)
        self.code = QLineEdit()
        self.code.setPlaceholderText(Board.tr("the code the GM shows"))
        self.code.setAccessibleName(Board.tr("The table's code"))
        form.addRow(Board.tr("Code"), self.code)
        self.player = QLineEdit(player)
        self.player.setAccessibleName(Board.tr("Your name at the table"))
        form.addRow(Board.tr("Your name"), self.player)
        self.character = QComboBox()
        self.character.setAccessibleName(Board.tr("The character to share"))
        for cid, name in characters:
            self.character.addItem(name, cid)
        self.character.setCurrentIndex(max(0, self.character.findData(current)))
        form.addRow(Board.tr("Share"), self.character)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.state.setAccessibleName(Board.tr("Joining"))
        self.state.hide()
        form.addRow(self.state)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(Board.tr("Join"))
        self.ok.setEnabled(False)
        self.code.textChanged.connect(lambda text: self.ok.setEnabled(bool(text.strip())))
        buttons.accepted.connect(self._join)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.found.connect(self._show_found)
        self.finder: Any = None
        try:
            from ...table.discovery import Finder

            self.finder = Finder(self.found.emit, interfaces=interfaces).start()
        except Exception as err:  # noqa: BLE001 - no discovery here: the address can still be typed
            self.tables.item(0).setText(Board.tr("Cannot look for tables here ({error}); type the address").format(
                error=err))
        self.finished.connect(self._stop_finding)

    def _stop_finding(self, *_: Any) -> None:
        if self.finder is not None:
            self.finder.close()
            self.finder = None

    def _show_found(self, tables: list[Any]) -> None:
        self.tables.clear()
        for table in tables:
            entry = QListWidgetItem(f"{table.name} — {table.where}")
            entry.setData(Qt.ItemDataRole.UserRole, table.where)
            self.tables.addItem(entry)
        if not tables:
            self.tables.addItem(Board.tr("No table found yet: type the address the GM gives"))
            self.tables.item(0).setFlags(Qt.ItemFlag.NoItemFlags)

    def _picked(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        where = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(where, str):
            self.address.setText(where)

    def _join(self) -> None:
        if self.ok.isEnabled():
            self.show_state("connecting")
            self.joinRequested.emit()

    def show_state(self, state: str, message: str = "") -> None:
        """What the table said of this join: connected closes the dialog; a refusal or a host that cannot be
        reached stays, saying why, with Join enabled again (the code can be fixed)."""
        if state == "connected":
            self.accept()
            return
        words = {"connecting": Board.tr("Joining…"),
                 "refused": Board.tr("The table refused: {reason}. Check the code and join again.").format(
                     reason=message or Board.tr("wrong table code?")),
                 "offline": Board.tr("Cannot reach the table yet ({reason}); still trying. Check the address, or "
                                     "Cancel.").format(reason=message or Board.tr("no answer")),
                 "reconnecting": Board.tr("Lost the table ({reason}); still trying.").format(reason=message)}
        self.state.setText(words.get(state) or Board.tr("Table: {state}").format(state=state))
        self.state.setStyleSheet(f"color: {colors().low.name()};" if state in ("refused", "offline") else "")
        self.state.show()
        self.ok.setEnabled(state != "connecting" and bool(self.code.text().strip()))
        if state == "refused":
            self.code.setFocus()
            self.code.selectAll()

    def url(self) -> str:
        text = self.address.text().strip()
        if "://" not in text:
            text = f"ws://{text}"
        return text


class OfferDialog(QMessageBox):
    """"The GM gives you Wand of Scorching Rays": Add / Decline (non-blocking)."""

    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(Board.tr("An item from the GM"))
        self.setText(Board.tr("The GM gives you {item}.").format(item=name))
        self.add = self.addButton(Board.tr("Add"), QMessageBox.ButtonRole.AcceptRole)
        self.decline = self.addButton(Board.tr("Decline"), QMessageBox.ButtonRole.RejectRole)




class AskDialog(QMessageBox):
    """A question asked before the table does something the player did not see coming (switching the
    shared character, resuming a table at start): `yes` / `no` (non-blocking, opened with open())."""

    def __init__(self, title: str, text: str, detail: str, yes: str, no: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(title)
        self.setText(text)
        self.setInformativeText(detail)
        self.yes = self.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        self.no = self.addButton(no, QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.yes)
