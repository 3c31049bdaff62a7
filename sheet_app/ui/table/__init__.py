"""The window's side of the table (docs/table.md): the Table menu, the status chip, hosting with the
party board, joining, and the GM's requests applied through the window's own door (`MainWindow.apply`),
so they are logged, saved and undoable like clicks. The network lives in sheet_app.table, off this
thread; it talks to these widgets by signals."""
from __future__ import annotations

import contextlib
import socket
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
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

from ...engine import steps
from ...table import protocol
from ..dialogs import AmountDialog
from .board import Bridge, PartyBoard

DEFAULT_PORT = 8765
# Where the Join dialog listens for tables (None: every interface); the tests keep it on 127.0.0.1.
DISCOVERY_INTERFACES: list[str] | None = None


def install(window: Any) -> TableController:
    """A sheet window's table controller, its status chip added to the status bar. The window builds it
    when the Table menu is first used (ui/sheet/menus.py): the network code is not part of start-up."""
    controller = TableController(window)
    window.statusBar().addPermanentWidget(controller.chip)
    return controller


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
        self.setWindowTitle("Host a table")
        form = QFormLayout(self)
        form.addRow(QLabel("Players on this network join with the address and the code shown next."))
        self.address = QComboBox()
        self.address.setEditable(True)
        self.address.addItems(lan_addresses())
        self.address.setAccessibleName("Address to listen on")
        form.addRow("Address", self.address)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow("Port", self.port)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Host")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class JoinDialog(QDialog):
    """The address (or a table found on the LAN), the code, your name and the character to share."""

    found = Signal(object)  # the tables a Finder heard of (from zeroconf's thread)

    def __init__(self, characters: list[tuple[str, str]], current: str, player: str, parent: QWidget | None = None,
                 *, interfaces: list[str] | None = None):
        super().__init__(parent)
        self.setWindowTitle("Join a table")
        form = QFormLayout(self)
        self.tables = QListWidget()
        self.tables.setAccessibleName("Tables found on this network")
        self.tables.setMaximumHeight(110)
        self.tables.addItem("Looking for tables on this network…")
        self.tables.item(0).setFlags(Qt.ItemFlag.NoItemFlags)
        self.tables.currentItemChanged.connect(self._picked)
        form.addRow("Tables found", self.tables)
        self.address = QLineEdit(f"127.0.0.1:{DEFAULT_PORT}")
        self.address.setAccessibleName("The table's address (host:port)")
        form.addRow("Address", self.address)
        self.code = QLineEdit()
        self.code.setPlaceholderText("the code the GM shows")
        self.code.setAccessibleName("The table's code")
        form.addRow("Code", self.code)
        self.player = QLineEdit(player)
        self.player.setAccessibleName("Your name at the table")
        form.addRow("Your name", self.player)
        self.character = QComboBox()
        self.character.setAccessibleName("The character to share")
        for cid, name in characters:
            self.character.addItem(name, cid)
        self.character.setCurrentIndex(max(0, self.character.findData(current)))
        form.addRow("Share", self.character)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("Join")
        self.ok.setEnabled(False)
        self.code.textChanged.connect(lambda text: self.ok.setEnabled(bool(text.strip())))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.found.connect(self._show_found)
        self.finder: Any = None
        try:
            from ...table.discovery import Finder

            self.finder = Finder(self.found.emit, interfaces=interfaces).start()
        except Exception as err:  # noqa: BLE001 - no discovery here: the address can still be typed
            self.tables.item(0).setText(f"Cannot look for tables here ({err}); type the address")
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
            self.tables.addItem("No table found yet: type the address the GM gives")
            self.tables.item(0).setFlags(Qt.ItemFlag.NoItemFlags)

    def _picked(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        where = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(where, str):
            self.address.setText(where)

    def url(self) -> str:
        text = self.address.text().strip()
        if "://" not in text:
            text = f"ws://{text}"
        return text


class OfferDialog(QMessageBox):
    """"The GM gives you Wand of Scorching Rays": Add / Decline (non-blocking)."""

    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("An item from the GM")
        self.setText(f"The GM gives you {name}.")
        self.add = self.addButton("Add", QMessageBox.ButtonRole.AcceptRole)
        self.decline = self.addButton("Decline", QMessageBox.ButtonRole.RejectRole)


class TableController(QObject):
    """One window's table: hosting (server, GM client, board) or joining (player client)."""

    def __init__(self, window: Any):
        super().__init__(window)
        self.window = window
        self.chip = QLabel()
        self.chip.setObjectName("tableChip")
        self.chip.setAccessibleName("Table connection")
        self.chip.hide()
        self.server: Any = None
        self.client: Any = None
        self.player: Any = None
        self.board: PartyBoard | None = None
        self.bridge: Bridge | None = None
        self.book: Any = None  # the GM's outbox (storage/tablebook.py), while hosting
        self.cid: str | None = None
        self.dialogs: list[QDialog] = []
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.leave)
        window.destroyed.connect(lambda *_: self._stop_network())

    # ---- common -------------------------------------------------------------------------------
    def _folder(self) -> Path:
        from ...table.server import table_folder

        library = getattr(self.window, "library", None)
        return table_folder(str(library.path) if library is not None else None)

    def _key(self) -> str:
        key = str(self.window.settings.value("table/key", "") or "")
        if len(key) < 32:
            key = protocol.new_key()
            self.window.settings.setValue("table/key", key)
        return key

    def show_status(self, state: str, message: str = "") -> None:
        words = {"connected": "Table: connected", "reconnecting": "Table: reconnecting…", "offline": "Table: offline",
                 "refused": "Table: refused", "connecting": "Table: connecting…"}
        self.chip.setText(words.get(state, f"Table: {state}"))
        self.chip.setToolTip(message or words.get(state, state))
        self.chip.show()
        if state == "refused":
            self.window.message.show_message(f"The table refused this app: {message or 'wrong code?'}")

    def _stop_network(self) -> None:
        for part in (self.client, self.server):
            if part is not None:
                part.stop()
        self.client = self.server = self.player = None

    def leave(self) -> None:
        if self.player is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.window.applied.disconnect(self.publish)
        self._stop_network()
        if self.board is not None:
            self.board.close()
            self.board = None
        self.chip.hide()

    def _open(self, dialog: QDialog) -> QDialog:
        self.dialogs = [d for d in self.dialogs if d.isVisible()] + [dialog]
        dialog.open()
        return dialog

    # ---- the GM -------------------------------------------------------------------------------
    def host_dialog(self) -> QDialog:
        dialog = HostDialog(self.window)
        dialog.accepted.connect(lambda: self.host(dialog.address.currentText().strip(), dialog.port.value()))
        return self._open(dialog)

    def host(self, address: str, port: int) -> PartyBoard | None:
        from ...table.client import TableClient
        from ...table.server import TableServer

        self.leave()
        try:
            self.server = TableServer(self._folder(), host=address, port=port, announce=True).start()
        except (OSError, TimeoutError) as err:
            self.server = None
            self.window.message.show_message(f"Cannot host a table on {address}:{port}: {err}")
            return None
        self.bridge = Bridge(self)
        self.client = TableClient(self.server.url("127.0.0.1" if address in ("0.0.0.0", "") else address),
                                  self.server.code, self.server.gm_key, gm=True, listener=self.bridge)
        self.board = PartyBoard(self._send, self._library_items, remove=self._remove)
        self.board.set_info(self.server.url(), self.server.code)
        self.bridge.cardChanged.connect(self.board.show_card)
        self.bridge.cardRemoved.connect(self.board.remove_card)
        self.bridge.rosterChanged.connect(self.board.set_roster)
        self.bridge.statusChanged.connect(self.board.set_status)
        self.bridge.statusChanged.connect(self.show_status)
        self.bridge.requestsChanged.connect(self._encounter_changed)
        self.bridge.requestStored.connect(self._stored)
        self.book = self._book()
        if self.book is not None:  # what an earlier run sent that the host may have lost (killed with it)
            self.client.outbox = [(rid, text) for rid, text, acked in self.book.outbox(self.server.table_id)
                                  if not acked]
        self.client.start()
        self.board.show()
        self.window.statusBar().showMessage(f"Hosting a table at {self.server.url()}, code {self.server.code}", 8000)
        if self.server.announce_problem:
            self.window.message.show_message(f"The table is {self.server.announce_problem}: players type the address.",
                                             error=False)
        return self.board

    def show_board(self) -> PartyBoard | None:
        """Bring the board back (after its window was closed); only while hosting."""
        if self.board is None:
            self.window.message.show_message("Not hosting a table: Table ▸ Host a table… opens the party board.",
                                             error=False)
            return None
        self.board.show()
        self.board.raise_()
        return self.board

    def _book(self) -> Any:
        from ...storage.tablebook import TableBook

        library = getattr(self.window, "library", None)
        return TableBook(library) if library is not None else None

    def _send(self, to: str, kind: str, **fields: Any) -> None:
        """Send a GM request: kept in the library's outbox first, so a host killed with this board gets
        it again when hosting resumes (docs/table.md "Exactly once")."""
        client, server = self.client, self.server
        if client is None or server is None:
            return
        try:
            request = protocol.make_request(to, kind, **fields)
        except protocol.RequestError as err:
            self.window.message.show_message(f"The request was not sent: {err}")
            return
        text = request.to_json()
        if self.book is not None:
            self.book.post(server.table_id, request.id, text)
        client.call(client.post, request.id, text)

    def _stored(self, rid: str) -> None:
        if self.book is not None and self.server is not None:
            self.book.acknowledge(self.server.table_id, rid)

    def _remove(self, key: str) -> None:
        client = self.client
        if client is not None:
            client.call(client.remove_seat, key)

    def _encounter_changed(self) -> None:
        if self.client is not None and self.board is not None:
            self.board.set_encounter(self.client.run(self.client.encounter))

    def _library_items(self) -> list[tuple[str, dict[str, Any]]]:
        library = getattr(self.window, "library", None)
        if library is None:
            return []
        found = []
        for iid, name in library.list_items():
            try:
                found.append((name, library.get_item(iid)))
            except Exception:  # noqa: BLE001 - an unreadable item is left out of the list
                continue
        return found

    # ---- a player -----------------------------------------------------------------------------
    def join_dialog(self) -> QDialog | None:
        if self.window.character_id is None:
            self.window.message.show_message("Only a character saved in the library can join a table.")
            return None
        characters = [(info.id, info.name) for info in self.window.library.list()]
        dialog = JoinDialog(characters, self.window.character_id, str(self.window.settings.value("table/player", "")),
                            self.window, interfaces=DISCOVERY_INTERFACES)
        dialog.accepted.connect(lambda: self.join(dialog.url(), dialog.code.text(), dialog.player.text(),
                                                  dialog.character.currentData()))
        return self._open(dialog)

    def join(self, url: str, code: str, player: str, cid: str | None = None) -> None:
        from ...table.client import TableClient
        from ...table.player import PlayerTable

        self.leave()
        if cid and cid != self.window.character_id:
            self.window.switch_to(cid)
            if self.window.character_id != cid:
                return  # it could not be opened (the window says why)
        self.window.settings.setValue("table/player", player)
        self.bridge = Bridge(self)
        self.client = TableClient(url, code, self._key(), player=player.strip(), listener=self.bridge)
        library = self.window.library
        self.player = PlayerTable(self.client, library)
        self.cid = self.window.character_id
        self.bridge.statusChanged.connect(self.show_status)
        self.bridge.requestsChanged.connect(self.apply_due)
        self.bridge.rosterChanged.connect(lambda *_: self.apply_due())
        self.window.applied.connect(self.publish)
        self.client.start()
        self.publish()

    def publish(self, result: Any = None, *_: Any) -> None:
        """Publish the shared character: the parts an action changed (its record's paths), else whole."""
        from ...storage import journal

        if self.player is None or self.window.character_id != self.cid or self.cid is None:
            return
        record = getattr(result, "record", None)
        paths = journal.outermost(op[0] for op in record.ops) if record is not None and record.ops else None
        self.player.share(self.cid, self.window.session.doc, self.window.library.log(self.cid, protocol.LOG_LINES),
                          paths)

    def apply_due(self) -> None:
        """Apply the GM's requests for the shared character, in order, each once."""
        from ...table.player import handle

        if self.player is None:
            return
        for cid, rid, request in self.player.due():
            if cid != self.cid or self.window.character_id != cid:
                continue  # handled when that character is open again
            with self.player.handling(cid, rid, request):  # its action's commit records it, once
                if isinstance(request, protocol.RequestError):
                    self.window.log.add([f"Refused a request from the GM: {request}"], kind="refused")
                else:
                    handle(request, self.window.apply, attacked=self.attacked, offer=self.offer)
        self.publish()

    def attacked(self, request: protocol.Request) -> AmountDialog:
        dialog = AmountDialog("Attacked by the GM", "attacked", self.window, attack=True,
                              hp=self.window.session.char.track("hp"))
        dialog.amount.setValue(min(request.amount, dialog.amount.maximum()))
        if request.type:
            dialog.type.setCurrentText(request.type)
        dialog.critical.setChecked(request.critical)
        dialog.chosen.connect(lambda step: self.window.apply(steps.parse(step).but(by=request.by).step()))
        self._open(dialog)
        return dialog

    def offer(self, request: protocol.Request) -> OfferDialog:
        dialog = OfferDialog(protocol.item_name(request.item), self.window)
        dialog.add.clicked.connect(lambda: self.window.apply(request.step()))
        dialog.decline.clicked.connect(
            lambda: self.window.log.add([f"Declined {protocol.item_name(request.item)} from the GM"], kind="refused"))
        self._open(dialog)
        return dialog
