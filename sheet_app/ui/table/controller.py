"""One sheet window's table (docs/table.md): hosting (server, GM client, party board) or joining (a player
client), the status chip, and resuming either at the next start. The network lives in sheet_app.table,
off this thread; it talks to these widgets by signals (bridge.py). The GM's requests are applied by
player_side.py through the window's own door."""
from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QDialog, QLabel

from ...i18n import Board
from ...table import protocol
from .board import STATUS_WORDS, PartyBoard
from .bridge import Bridge
from .dialogs import DEFAULT_PORT, AskDialog, HostDialog, JoinDialog
from .player_side import PlayerSide
from .resume import ResumeStore, store_path

OLD_KEY_SETTING = "table/key"  # where the player's key was kept before the resume file (moved once: _key)
# Where the Join dialog listens for tables (None: every interface); the tests keep it on 127.0.0.1.
DISCOVERY_INTERFACES: list[str] | None = None


def state_words(state: str) -> str:
    """A connection state in words ("reconnecting…"); an unknown one as it is."""
    return STATUS_WORDS.get(state, state)


def chip_words(state: str) -> str:
    """The status chip's text: "Table: connected"."""
    return Board.tr("Table: {state}").format(state=state_words(state))


def install(window: Any) -> TableController:
    """A sheet window's table controller, its status chip added to the status bar. The window builds it
    when the Table menu is first used (ui/sheet/menus.py): the network code is not part of start-up."""
    controller = TableController(window)
    window.statusBar().addPermanentWidget(controller.chip)
    return controller


class TableController(QObject):
    """One window's table: hosting (server, GM client, board) or joining (player client)."""

    def __init__(self, window: Any):
        super().__init__(window)
        self.window = window
        self.chip = QLabel()
        self.chip.setObjectName("tableChip")
        self.chip.setAccessibleName(Board.tr("Table connection"))
        self.chip.hide()
        self.server: Any = None
        self.client: Any = None
        self.board: PartyBoard | None = None
        self.bridge: Bridge | None = None
        self.book: Any = None  # the GM's outbox (storage/tablebook.py), while hosting
        self.joining: JoinDialog | None = None  # the Join dialog waiting for the table's answer
        self.dialogs: list[QDialog] = []
        self.requests: list[Any] = []  # the table's (id, request) as the GM's client last read them
        self.side = PlayerSide(self)
        self.store = ResumeStore(store_path(getattr(window, "library", None)))
        self._window_key = ""  # the player's key of a window without a library (see _key)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)  # closing the app keeps the table to resume at the next start
        window.destroyed.connect(lambda *_: self._stop_network())

    @property
    def player(self) -> Any:
        """The player's side of the table (sheet_app.table.player.PlayerTable) while joined, else None."""
        return self.side.table

    @property
    def cid(self) -> str | None:
        return self.side.cid

    # ---- common -------------------------------------------------------------------------------
    def _folder(self) -> Path:
        from ...table.server import table_folder

        library = getattr(self.window, "library", None)
        return table_folder(str(library.path) if library is not None else None)

    def _key(self) -> str:
        """The player's key (its hash is the player id, so the same app re-joins as the same seats): kept in
        the resume file beside the library, 0600, never in the settings. A key an older app kept in the
        settings (`table/key`) is moved there once and then removed from them. A window without a library
        has no file: its key lasts while the window is open (and an old settings key stays where it is)."""
        kept = self.store.get("key")
        key = str(kept["key"]) if kept is not None and isinstance(kept["key"], str) else ""
        if len(key) >= 32:
            return key
        if self.store.path is None:
            self._window_key = self._window_key or protocol.new_key()
            return self._window_key
        old = str(self.window.settings.value(OLD_KEY_SETTING, "") or "")
        key = old if len(old) >= 32 else protocol.new_key()
        self.store.remember("key", key=key)
        moved = self.store.get("key")
        if old and moved is not None and moved["key"] == key:  # in the file now: out of the settings
            self.window.settings.remove(OLD_KEY_SETTING)
            self.window.settings.sync()
        return key

    def _status(self, state: str, message: str) -> None:
        """A report of the current connection (a report from a client already left behind is dropped: the
        chip says what this window's table is now)."""
        if self.sender() is self.bridge and self.bridge is not None:
            self.show_status(state, message)
            parts = self._room_states()
            if parts:
                self.chip.setToolTip(parts)

    def _room_states(self) -> str:
        """Each part of the table in a line, for the chip's tooltip: "Your sheet: connected", "The GM's
        requests: reconnecting… (the host closed the connection)"."""
        client = self.client
        if client is None:
            return ""

        def read() -> list[tuple[str, str, str]]:
            return [(name, room.state, room.message) for name, room in client.rooms.items()]

        try:
            rooms = client.run(read, timeout=1.0)
        except Exception:  # noqa: BLE001 - a client stopping: the chip keeps its one line
            return ""
        names = {protocol.ROSTER_ROOM: Board.tr("Who is at the table"),
                 protocol.TABLE_ROOM: Board.tr("The GM's requests")}
        lines = []
        for name, state, message in rooms:
            words = state_words(state)
            room = names.get(name, Board.tr("A character"))
            lines.append(f"{room}: {words}" + (f" ({message})" if message else ""))
        return "\n".join(lines)

    def show_status(self, state: str, message: str = "") -> None:
        self.chip.setText(chip_words(state))
        self.chip.setToolTip(message or (chip_words(state) if state in STATUS_WORDS else state))
        self.chip.show()
        if self.joining is not None:
            if self.joining.isVisible():
                self.joining.show_state(state, message)
            if state in ("connected", "refused") or not self.joining.isVisible():
                self.joining = None
        if state == "refused":
            self.window.message.show_message(Board.tr("The table refused this app: {reason}").format(
                reason=message or Board.tr("wrong code?")))

    def _stop_network(self) -> None:
        for part in (self.client, self.server):
            if part is not None:
                part.stop()
        self.client = self.server = None
        self.bridge = None
        self.side.stopped()

    def stop(self) -> None:
        """Stop the network and close the board, remembering the table (the app is closing)."""
        was = self.client is not None
        self._stop_network()
        if self.board is not None:
            self.board.close()
            self.board = None
        if was:
            self.show_status("left", Board.tr("Not at a table"))

    def leave(self) -> None:
        """Table ▸ Leave the table: stop sharing or hosting, and do not resume it at the next start."""
        self.store.forget("join" if self.server is None else "host")
        self.stop()

    def _open(self, dialog: QDialog) -> QDialog:
        self.dialogs = [d for d in self.dialogs if d.isVisible()] + [dialog]
        dialog.open()
        return dialog

    def _bridge(self) -> Bridge:
        self.bridge = Bridge(self)
        self.bridge.statusChanged.connect(self._status)
        return self.bridge

    # ---- resuming at start --------------------------------------------------------------------
    def resume(self, entries: dict[str, dict[str, Any]]) -> QDialog | None:
        """Take up the table this library's app had when it closed: hosting is offered ("Resume hosting
        Table?"); a player re-joins with the same character, or is asked when another is open."""
        host, join = entries.get("host"), entries.get("join")
        if host is not None:
            name = str(host.get("name") or Board.tr("the table"))
            where = f"{host['address']}:{host['port']}"
            box = AskDialog(Board.tr("Resume hosting"), Board.tr("Resume hosting {table}?").format(table=name),
                            Board.tr("The party board comes back at {address} with its cards and the same "
                                     "code.").format(address=where),
                            Board.tr("Resume hosting"), Board.tr("Not now"), self.window)
            box.yes.clicked.connect(lambda: self.host(str(host["address"]), int(host["port"])))
            box.no.clicked.connect(lambda: self._not_hosting(join))
            return self._open(box)
        if join is not None:
            return self.side.resume(join)
        return None

    def _not_hosting(self, join: dict[str, Any] | None) -> None:
        self.store.forget("host")
        if join is not None:
            self.side.resume(join)

    # ---- the GM -------------------------------------------------------------------------------
    def host_dialog(self) -> QDialog:
        dialog = HostDialog(self.window)
        last = self.store.get("host")
        if last is not None:
            dialog.address.setCurrentText(str(last["address"]))
            dialog.port.setValue(int(last["port"]) if 1024 <= int(last["port"]) <= 65535 else DEFAULT_PORT)
        dialog.accepted.connect(lambda: self.host(dialog.address.currentText().strip(), dialog.port.value()))
        return self._open(dialog)

    def host(self, address: str, port: int) -> PartyBoard | None:
        from ...table.client import TableClient
        from ...table.host_process import HostProcess

        self.leave()
        try:
            self.server = HostProcess(self._folder(), host=address, port=port, announce=True).start()
        except (OSError, TimeoutError) as err:
            self.server = None
            self.window.message.show_message(Board.tr("Cannot host a table on {address}:{port}: {error}").format(
                address=address, port=port, error=err))
            return None
        self.store.remember("host", address=address, port=self.server.port, name=self.server.name)
        bridge = self._bridge()
        self.client = TableClient(self.server.url("127.0.0.1" if address in ("0.0.0.0", "") else address),
                                  self.server.code, self.server.gm_key, gm=True, listener=bridge)
        self.board = PartyBoard(self._send, self._library_items, remove=self._remove)
        self.board.set_info(self.server.url(), self.server.code)
        bridge.cardChanged.connect(self.board.show_card)
        bridge.cardChanged.connect(lambda *_: self._show_pending())
        bridge.cardRemoved.connect(self.board.remove_card)
        bridge.rosterChanged.connect(self.board.set_roster)
        bridge.statusChanged.connect(self.board.set_status)
        bridge.requestsChanged.connect(self._requests_changed)
        bridge.requestStored.connect(self._stored)
        self.book = self._book()
        if self.book is not None:  # what an earlier run sent that the host may have lost (killed with it)
            self.client.outbox = [(rid, text) for rid, text, acked in self.book.outbox(self.server.table_id)
                                  if not acked]
        self.client.start()
        self.board.show()
        self.window.statusBar().showMessage(Board.tr("Hosting a table at {address}, code {code}").format(
            address=self.server.url(), code=self.server.code), 8000)
        if self.server.announce_problem:
            self.window.message.show_message(Board.tr("The table is {problem}: players type the address.").format(
                problem=self.server.announce_problem),
                                             error=False)
        return self.board

    def show_board(self) -> PartyBoard | None:
        """Bring the board back (after its window was closed); only while hosting."""
        if self.board is None:
            self.window.message.show_message(Board.tr("Not hosting a table: Table ▸ Host a table… opens the party "
                                                      "board."),
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
            self.window.message.show_message(Board.tr("The request was not sent: {error}").format(error=err))
            return
        text = request.to_json()
        if self.book is not None:
            self.book.post(server.table_id, request.id, text)
        client.call(client.post, request.id, text)

    def _stored(self, rid: str) -> None:
        """The host stored a request: the outbox need not send it again."""
        if self.book is not None and self.server is not None:
            self.book.acknowledge(self.server.table_id, rid)

    def _remove(self, key: str) -> None:
        client = self.client
        if client is not None:
            client.call(client.remove_seat, key)

    def _requests_changed(self) -> None:
        """The table room changed: the encounter, and the requests waiting for each card."""
        client, board = self.client, self.board
        if client is None or board is None:
            return

        def read() -> tuple[dict[str, Any], list[Any]]:
            synced = client.table_synced()
            return client.encounter(), protocol.read_requests(client.request_texts()) if synced else []

        with contextlib.suppress(Exception):  # a client stopping under us: the next change shows it
            encounter, self.requests = client.run(read)
            board.set_encounter(encounter)
            self._show_pending()

    def _show_pending(self) -> None:
        """A card or the requests changed: the requests each card's player has not handled yet (from the
        requests last read and the cards as shown, so a card's change costs no trip to the network)."""
        if self.board is not None:
            cards = [widget.card for widget in self.board.cards.values() if widget.card is not None]
            self.board.set_pending(pending_requests(self.requests, cards))

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
            self.window.message.show_message(Board.tr("Only a character saved in the library can join a table."))
            return None
        characters = [(info.id, info.name) for info in self.window.library.list()]
        last = self.store.get("join") or {}
        dialog = JoinDialog(characters, self.window.character_id,
                            str(last.get("player") or self.window.settings.value("table/player", "")),
                            self.window, interfaces=DISCOVERY_INTERFACES)
        if last:  # the last table's address and code, kept by the resume file (never in the settings)
            dialog.address.setText(str(last["url"]).removeprefix("ws://"))
            dialog.code.setText(str(last["code"]))
        dialog.joinRequested.connect(lambda: self.side.join_asked(dialog))
        dialog.rejected.connect(lambda: self._cancel_join(dialog))
        return self._open(dialog)

    def _cancel_join(self, dialog: JoinDialog) -> None:
        """Cancel while the table has not let the player in yet: stop trying (and do not resume it)."""
        if self.joining is dialog:
            self.joining = None
            self.leave()

    def join(self, url: str, code: str, player: str, cid: str | None = None, *,
             dialog: JoinDialog | None = None) -> None:
        self.stop()
        self.joining = dialog
        if self.side.join(url, code, player, cid, self._bridge()):
            self.show_status("connecting")
        else:
            self.bridge = None
            self.joining = None


def pending_requests(requests: list[tuple[str, Any]], cards: list[protocol.Card]) -> dict[str, int]:
    """How many requests for each card's character its player has not handled yet. `requests` are the
    table's (id, request) as protocol.read_requests reads them; a card's `applied` is how many of their
    ids its app has handled (for it, passed over as another's, or on the table before it sat down).
    The app handles them in the table's order, so the ones not handled are the last `len - applied`
    distinct ids; of those, the ones that apply to the card are pending."""
    ordered: dict[str, Any] = {}
    for rid, request in requests:
        ordered.setdefault(rid, request)  # a repeated id counts once, where it first stands
    listed = list(ordered.values())
    pending: dict[str, int] = {}
    for card in cards:
        waiting = listed[min(card.applied, len(listed)):]
        count = sum(1 for request in waiting
                    if isinstance(request, protocol.Request) and request.applies_to(card.key))
        if count:
            pending[card.key] = count
    return pending
