"""A player's side of the window's table: joining (asking first before the window switches to another
character), re-joining at start, sharing the open character after every action, and the GM's requests
applied through the window's own door (`MainWindow.apply`: saved, logged, undoable). An attack opens the
player's own Attacked dialog, pre-filled, with every reaction the character has; their answer is one
action, and the board is told what happened ("That all you got?!: 5 absorbed, HP 58 → 48")."""
from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog

from ...engine import steps
from ...i18n import Board
from ...table import protocol
from ...views.board import answer_words
from ..attacked_dialog import AttackedDialog
from .dialogs import AskDialog, JoinDialog, OfferDialog

if TYPE_CHECKING:
    from .bridge import Bridge
    from .controller import TableController


class PlayerSide:
    """A part of TableController: what a joined player's window does at the table."""

    def __init__(self, controller: TableController):
        self.controller = controller
        self.window = controller.window
        self.table: Any = None          # sheet_app.table.player.PlayerTable while joined
        self.cid: str | None = None     # the shared character
        self.answers: dict[str, str] = {}  # an answered attack's record key -> what the board is told
        # The GM's requests refused here, told to the board in words after the log line they followed:
        # (the record key of the last log line then, or None, the words).
        self.refusals: list[tuple[str | None, str]] = []

    # ---- joining ------------------------------------------------------------------------------
    def _name(self, cid: str) -> str:
        return next((info.name for info in self.window.library.list() if info.id == cid), Board.tr("that character"))

    def _ask_switch(self, cid: str, title: str, text: str, yes: str, go: Any) -> QDialog | None:
        """Run `go` at once when `cid` is the open (and shared) character, else after the player says
        yes to switching the window to it."""
        open_cid = self.window.character_id
        if cid == open_cid and (self.cid is None or self.cid == cid or self.table is None):
            go()
            return None
        now, name = self.window.session.char.name, self._name(cid)
        shared = self._name(self.cid) if self.table is not None and self.cid else ""
        if cid == open_cid:  # the window shows it already: the shared character changes
            detail = Board.tr("{shared} stops being shared at the table; {name} is shared instead.").format(
                shared=shared, name=name)
        elif shared:
            detail = Board.tr("The window switches from {now} to {name}; {shared} stops being shared.").format(
                now=now, name=name, shared=shared)
        else:
            detail = Board.tr("The window switches from {now} to {name}; {now} stays in your library.").format(
                now=now, name=name)
        box = AskDialog(title, text.format(name=name), detail, yes, Board.tr("Cancel"), self.window)
        box.yes.clicked.connect(go)
        return self.controller._open(box)

    def join_asked(self, dialog: JoinDialog) -> QDialog | None:
        """The Join dialog's Join: join, after asking when it shares another character than the open one."""
        cid = dialog.character.currentData()
        cid = cid if isinstance(cid, str) else self.window.character_id

        def go() -> None:
            self.controller.join(dialog.url(), dialog.code.text(), dialog.player.text(), cid, dialog=dialog)

        asked = self._ask_switch(cid, Board.tr("Share another character"), Board.tr("Share {name} at the table?"),
                                 Board.tr("Switch and join"), go)
        if asked is not None:
            dialog.ok.setEnabled(True)  # "Cancel" leaves the Join dialog as it was
            dialog.state.hide()
        return asked

    def resume(self, entry: dict[str, Any]) -> QDialog | None:
        """Re-join the last table at start: at once with the character open, else after asking."""
        cid = str(entry["character"])
        if cid not in {info.id for info in self.window.library.list()}:
            self.controller.store.forget("join")
            self.window.message.show_message(Board.tr("The character last shared at a table is no longer in the "
                                                      "library: Table ▸ Join a table… shares another."), error=False)
            return None
        url, code, player = str(entry["url"]), str(entry["code"]), str(entry["player"])
        question = Board.tr("Re-join the table at {url} with {name}?").replace("{url}", url)  # {name}: _ask_switch's
        return self._ask_switch(cid, Board.tr("Re-join the table"), question, Board.tr("Re-join"),
                                lambda: self.controller.join(url, code, player, cid))

    def join(self, url: str, code: str, player: str, cid: str | None, bridge: Bridge) -> bool:
        from ...table.client import TableClient
        from ...table.player import PlayerTable

        window = self.window
        if cid and cid != window.character_id:
            window.files.switch_to(cid)
            if window.character_id != cid:
                return False  # it could not be opened (the window says why)
        window.settings.setValue("table/player", player)
        self.controller.client = client = TableClient(url, code, self.controller._key(), player=player.strip(),
                                                      listener=bridge)
        self.table = PlayerTable(client, window.library)
        self.cid = window.character_id
        self.controller.store.remember("join", url=url, code=code.strip(), player=player, character=self.cid)
        bridge.requestsChanged.connect(self.apply_due)
        bridge.rosterChanged.connect(lambda *_: self.apply_due())
        window.applied.connect(self.publish)
        client.start()
        self.publish()
        return True

    def stopped(self) -> None:
        if self.table is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.window.applied.disconnect(self.publish)
        self.table = None

    # ---- sharing and the GM's requests --------------------------------------------------------
    def publish(self, result: Any = None, *_: Any) -> None:
        """Publish the shared character: the parts an action changed (its record's paths), else whole."""
        from ...storage import journal

        if self.table is None or self.window.character_id != self.cid or self.cid is None:
            return
        record = getattr(result, "record", None)
        paths = journal.outermost(op[0] for op in record.ops) if record is not None and record.ops else None
        rolls = self.window.session.rolls()  # the d20 rolls of the actions in effect: the last is the board's
        self.table.share(self.cid, self.window.session.doc, self.log_lines(), paths, rolls[-1][1] if rolls else None)

    def log_lines(self) -> list[str]:
        """The last log lines the board shows, each answered attack followed by what its answer did, and each
        GM's request refused here after the line it followed."""
        lines: list[tuple[str, str | None]] = []
        for text, key in self.window.library.log_entries(self.cid, protocol.LOG_LINES):
            if lines and key in self.answers and lines[-1][0] == self.answers[key]:
                lines.pop()  # the answer's line goes after the last line of its action
            lines.append((text, key))
            if key in self.answers:
                lines.append((self.answers[key], key))
        for anchor, words in self.refusals:
            after = [n + 1 for n, (_text, key) in enumerate(lines) if key == anchor]
            if after or anchor is None:  # one whose line is older than those shown is left out
                lines.insert(after[-1] if after else 0, (words, anchor))
        return [text for text, _key in lines][-protocol.LOG_LINES:]

    def refused_request(self, words: str) -> None:
        """Tell the board, in words, that a GM's request was refused on this sheet."""
        entries = self.window.library.log_entries(self.cid, 1) if self.cid else []
        self.refusals = [*self.refusals, (entries[-1][1] if entries else None, words)][-protocol.LOG_LINES:]

    def apply_due(self) -> None:
        """Apply the GM's requests for the shared character, in order, each once."""
        from ...table.player import handle

        if self.table is None:
            return
        for cid, rid, request in self.table.due():
            if cid != self.cid or self.window.character_id != cid:
                continue  # handled when that character is open again
            with self.table.handling(cid, rid, request):  # its action's commit records it, once
                if isinstance(request, protocol.RequestError):
                    refusal = Board.tr("Refused a request from the GM: {error}").format(error=request)
                    self.window.log.add([refusal], kind="refused")
                    self.refused_request(refusal)
                    continue
                result = handle(request, self.window.apply, attacked=self.attacked, offer=self.offer)
                if result is not None and not result.ok:  # e.g. immune: the player's sheet says why, the board too
                    why = result.message or result.code
                    self.refused_request(Board.tr("Refused {who}'s {request}: {reason}").format(
                        who=request.by, request=request.describe(), reason=why))
        self.publish()

    def attacked(self, request: protocol.Request) -> AttackedDialog:
        """The GM's attack: the player's own Attacked dialog (every reaction the character can make),
        pre-filled with the GM's numbers; the player's answer is one action, marked as the GM's."""
        dialog = AttackedDialog(self.window.ops, self.window)
        dialog.setWindowTitle(Board.tr("Attacked by {who}").format(who=request.by))
        dialog.amount.setValue(min(request.amount, dialog.amount.maximum()))
        if request.type:
            dialog.type.setCurrentText(request.type)
        dialog.critical.setChecked(request.critical)
        dialog.chosen.connect(lambda step: self._answer(dialog, request, step))
        dialog.rejected.connect(lambda: self.window.log.add(
            [Board.tr("Did not take the attack from {who} ({request})").format(
                who=request.by, request=request.describe())], kind="refused"))
        self.controller._open(dialog)
        dialog.amount.setFocus()
        return dialog

    def _answer(self, dialog: AttackedDialog, request: protocol.Request, step: dict[str, Any]) -> None:
        outcome = dialog.outcome_text()
        reactions = [card.info.title for card in dialog.cards if card.chosen]
        before = self.window.session.char.track("hp")[0]
        result = self.window.apply(steps.parse(step).but(by=request.by).step())
        record = getattr(result, "record", None)
        if result is None or not getattr(result, "ok", False) or record is None:
            return
        words = answer_words(reactions, outcome, (before, self.window.session.char.track("hp")[0]))
        self.answers[record.key] = words
        self.window.log.add([words], record)
        self.publish(result)  # the answer's line on the card, with the parts the action changed

    def offer(self, request: protocol.Request) -> OfferDialog:
        dialog = OfferDialog(protocol.item_name(request.item), self.window)
        dialog.add.clicked.connect(lambda: self.window.apply(request.step()))
        dialog.decline.clicked.connect(
            lambda: self.window.log.add([Board.tr("Declined {item} from the GM").format(
                item=protocol.item_name(request.item))], kind="refused"))
        self.controller._open(dialog)
        return dialog
