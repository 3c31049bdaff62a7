"""The GM's party board: one card per joined character, live, with the GM's requests per card and the
encounter controls for everyone. Read-only: what a card shows is what the owner's app published."""
from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.dice import SeededRoller
from ...engine.model import die_faces
from ...engine.session import Session
from ...table import protocol
from ...views.rows import PoolChip, make_chip, reason_text, tray_count
from ..dialogs import AmountDialog
from ..dice import paint_die
from ..gauges import HpBar, pill_color, pill_text_color
from ..theme import colors


class Bridge(QObject):
    """A table client's listener: its reports, re-emitted as signals (delivered on the GUI thread)."""

    statusChanged = Signal(str, str)
    cardChanged = Signal(object)
    cardRemoved = Signal(str)
    rosterChanged = Signal(object, object)
    requestsChanged = Signal()
    requestStored = Signal(str)

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


def card_pools(document: dict[str, Any], session: Session | None = None,
               changed: list[tuple[Any, ...]] | None = None) -> tuple[list[PoolChip], Session]:
    """The visible pools of a published character as the sheet's chips (read through the engine, never
    changed by an action: the session has a seeded roller). Given the card's last session and the paths
    the card changed (protocol.Card.changed), those are written into it and the engine derives again
    from there, as after an action (a 150-item character is not parsed again for a click)."""
    items = document.get("items")
    if session is None or changed is None or len(session.doc.get("items", [])) != len(items or []):
        session = Session(document, roller=SeededRoller(0))
    else:
        for path in changed:
            if path[0] == "items":
                session.doc["items"][path[1]] = copy.deepcopy(document["items"][path[1]])
            elif path[0] in document:
                session.doc[path[0]] = copy.deepcopy(document[path[0]])
            else:
                session.doc.pop(path[0], None)
        session.char.refresh(list(changed))
    chips = [make_chip(session, view, set()) for view in session.char.pools().values() if not view.hidden]
    return chips, session


class PoolStrip(QWidget):
    """Charge pills and dice trays, read-only, drawn as the sheet draws them (its pill colours, die
    painter, top-face highlight and tray counts)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.pools: list[PoolChip] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_pools(self, pools: list[PoolChip]) -> None:
        self.pools = pools
        self.setAccessibleName("; ".join(chip.accessible for chip in pools) or "No pools")
        self.setToolTip("\n\n".join(f"{chip.label}\n{chip.tooltip}" for chip in pools))
        self.updateGeometry()
        self.update()

    def _row(self) -> int:
        return QFontMetrics(self.font()).height() + 10

    def sizeHint(self) -> QSize:
        return QSize(280, max(1, len(self.pools)) * self._row())

    def minimumSizeHint(self) -> QSize:
        return QSize(200, max(1, len(self.pools)) * self._row())

    def paintEvent(self, _event: Any) -> None:
        c = colors()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        row = self._row()
        metrics = QFontMetrics(self.font())
        text = self.palette().color(QPalette.ColorRole.Text)
        if not self.pools:
            painter.setPen(c.muted)
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), "No pools")
            return
        label_w = min(self.width() // 2, max(metrics.horizontalAdvance(chip.label) for chip in self.pools) + 10)
        bold = QFont(self.font())
        bold.setBold(True)
        for i, chip in enumerate(self.pools):
            top = i * row
            size = row - 6
            painter.setFont(self.font())
            painter.setPen(text if chip.active else c.muted)
            painter.drawText(QRectF(0, top, label_w, row), int(Qt.AlignmentFlag.AlignVCenter),
                             metrics.elidedText(chip.label, Qt.TextElideMode.ElideRight, label_w - 8))
            x = float(label_w)
            if not chip.active:
                italic = QFont(self.font())
                italic.setItalic(True)
                painter.setFont(italic)
                painter.drawText(QRectF(x, top, self.width() - x, row), int(Qt.AlignmentFlag.AlignVCenter),
                                 metrics.elidedText(reason_text(chip), Qt.TextElideMode.ElideRight,
                                                    int(self.width() - x)))
            elif chip.kind == "dice":
                if not chip.faces:
                    painter.setPen(QPen(c.muted, 1, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(QRectF(x, top + 3, size, size), 4, 4)
                    x += size + 3
                for face in chip.faces:
                    if x + size > self.width() - 30:
                        break
                    top_face = chip.die is not None and face >= die_faces(chip.die)
                    paint_die(painter, QRectF(x, top + 3, size, size), chip.die or "d4", face, top=top_face)
                    x += size + 3
                painter.setPen(c.muted)
                painter.drawText(QRectF(x + 4, top, self.width() - x - 4, row), int(Qt.AlignmentFlag.AlignVCenter),
                                 tray_count(chip))
            else:
                fill = pill_color(chip)
                label = f"{chip.current}/{chip.max}"
                rect = QRectF(x, top + 3, QFontMetrics(bold).horizontalAdvance(label) + 18, size)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(fill)
                painter.drawRoundedRect(rect, size / 2, size / 2)
                painter.setFont(bold)
                painter.setPen(pill_text_color(fill))
                painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), label)


def player_id(key: str) -> str:
    return key.split("/", 1)[0]


def seat_words(card: protocol.Card) -> str:
    """Who holds a card's seat: "played by Bob · player 3fa2c1d0" (the start of the player id, the hash of
    the key their app joined with: two players of one name are two ids)."""
    who = f"played by {card.player}" if card.player else "played by an unnamed player"
    return f"{who} · player {player_id(card.key)[:8]}"


class CardWidget(QFrame):
    """One character: name and player, HP bar (temporary HP when the document has it), wounds, mana,
    states, bank, pools, the last log lines, connection state and the GM's buttons."""

    requested = Signal(str, str)  # key, what: a request kind sent to one character (protocol.KINDS)
    removeRequested = Signal(str)  # key: the GM asks to remove this character from the table

    def __init__(self, key: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.setObjectName("partyCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(320)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        top = QHBoxLayout()
        self.name = QLabel()
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name.setFont(font)
        self.online = QLabel()
        self.online.setObjectName("connectionChip")
        top.addWidget(self.name, 1)
        top.addWidget(self.online)
        self.remove = QPushButton("Remove…")
        self.remove.setFlat(True)
        self.remove.setToolTip("Remove this character from the table: its player can no longer share it here")
        self.remove.setAccessibleName("Remove this character from the table")
        self.remove.clicked.connect(lambda: self.removeRequested.emit(self.key))
        top.addWidget(self.remove)
        layout.addLayout(top)
        self.player = QLabel()
        self.player.setObjectName("muted")
        layout.addWidget(self.player)
        self.hp = HpBar()
        layout.addWidget(self.hp)
        self.stats = QLabel()
        self.stats.setWordWrap(True)
        layout.addWidget(self.stats)
        self.pools = PoolStrip()
        layout.addWidget(self.pools)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("cardProblem")
        layout.addWidget(self.problem)
        self.log = QLabel()
        self.log.setWordWrap(True)
        self.log.setTextFormat(Qt.TextFormat.PlainText)
        self.log.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.log)
        layout.addStretch(1)
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for kind in protocol.KINDS:  # a button per kind a GM sends to one character
            if kind.everyone:
                continue
            button = QPushButton(f"{kind.title}…")
            button.setAccessibleName(f"{kind.title} this character")
            button.clicked.connect(lambda _=False, w=kind.id: self.requested.emit(self.key, w))
            buttons.addWidget(button)
            self.buttons[kind.id] = button
        layout.addLayout(buttons)
        self.card: protocol.Card | None = None
        self.session: Session | None = None  # the card's character, derived again as its parts change
        self.hp_values: tuple[int, int] = (0, 0)

    def show_card(self, card: protocol.Card) -> None:
        self.card = card
        c = colors()
        self.online.setText("● online" if card.online else "○ offline")
        self.online.setStyleSheet(f"color: {(c.full if card.online else c.muted).name()};")
        self.player.setText(seat_words(card))
        self.player.setToolTip(f"Player id {card.key.split('/', 1)[0]} (the hash of the key their app joined with)")
        self.log.setText("\n".join(card.log[-protocol.LOG_LINES:]) or "No log lines yet")
        if card.document is None:
            self.name.setText(card.name or "Unreadable character")
            self.problem.setText(card.problem)
            self.problem.setStyleSheet(f"color: {c.low.name()};")
            self.problem.show()
            for widget in (self.hp, self.stats, self.pools):
                widget.hide()
            for _what, button in self.buttons.items():
                button.setEnabled(False)
            return
        self.problem.hide()
        for widget in (self.hp, self.stats, self.pools):
            widget.show()
        for button in self.buttons.values():
            button.setEnabled(True)
        try:
            pools, session = card_pools(card.document, self.session, card.changed)
            self.session = session
        except Exception as err:  # noqa: BLE001 - a published state the engine cannot open is a damaged card
            self.session = None
            self.show_card(protocol.Card(card.key, card.name, card.player, None, f"the shared character is damaged: "
                                         f"{err}", card.log, card.applied, card.online, True))
            return
        char = session.char
        hp, hp_max = char.track("hp")
        self.hp_values = (hp, hp_max)
        self.name.setText(char.name)
        self.hp.set_values(hp, hp_max, 0 < hp <= hp_max // 2)
        parts = []
        temp = (card.document.get("hp") or {}).get("temp")
        if isinstance(temp, int) and not isinstance(temp, bool) and temp > 0:
            parts.append(f"Temp HP {temp}")
        wounds, wounds_max = char.track("wounds")
        parts.append(f"Wounds {wounds}/{wounds_max}")
        mana, mana_max = char.mana_total()
        if mana_max:
            parts.append(f"Mana {mana}/{mana_max}")
        if char.bank:
            parts.append(f"Bank {char.bank}")
        encounter = char.encounter
        if encounter:
            parts.append(f"Round {encounter.get('round', 1)}")
        states = char.states  # the states in force, not every state a rule mentions (Dying is a test, not a fact)
        parts.append("States: " + (", ".join(states) if states else "none"))
        self.stats.setText("  ·  ".join(parts))
        self.pools.set_pools(pools)


class ItemChooser(QDialog):
    """Pick an item from the GM's item library to give."""

    chosen = Signal(dict)

    def __init__(self, items: list[tuple[str, dict[str, Any]]], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Give item")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Give which item from your item library?"))
        self.list = QListWidget()
        self.list.setAccessibleName("Items in the item library")
        for name, raw in items:
            entry = QListWidgetItem(name)
            entry.setData(Qt.ItemDataRole.UserRole, raw)
            self.list.addItem(entry)
        if not items:
            self.list.addItem("The item library is empty (File ▸ Item library… adds items)")
            self.list.setEnabled(False)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("Give")
        self.ok.setEnabled(False)
        self.list.currentRowChanged.connect(lambda row: self.ok.setEnabled(bool(items) and row >= 0))
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _ok(self) -> None:
        item = self.list.currentItem()
        raw = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(raw, dict):
            self.accept()
            self.chosen.emit(raw)


class RemoveDialog(QMessageBox):
    """"Remove Korr (shared by Ann, player 3fa2c1d0) from the table?": Remove / Cancel (non-blocking)."""

    def __init__(self, name: str, who: str, pid: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle("Remove from the table")
        self.setText(f"Remove {name} (shared by {who}, player {pid[:8]}) from the table?")
        self.setInformativeText("The card and what the table stored of it are deleted, and the host refuses this "
                                "character from that player from now on, after a restart too. Their own sheet "
                                "is not touched.")
        self.confirm = self.addButton("Remove", QMessageBox.ButtonRole.DestructiveRole)
        self.cancel = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.cancel)


class PartyBoard(QWidget):
    """The board: the table's code and address, encounter controls, and the cards in a grid."""

    COLUMNS = 3
    repainted = Signal(str)  # a card's key, after it showed a new state (the benchmark listens)

    def __init__(self, send: Callable[..., Any], items: Callable[[], list[tuple[str, dict[str, Any]]]],
                 parent: QWidget | None = None, *, remove: Callable[[str], Any] | None = None):
        super().__init__(parent)
        self.setWindowTitle("Party board — sheet-app")
        self.send = send
        self.items = items
        self.remove = remove
        self.limits: tuple[int, int] = (protocol.MAX_CHARACTERS, protocol.SEATS_PER_PLAYER)
        self.cards: dict[str, CardWidget] = {}
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.info = QLabel()
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.info.setAccessibleName("The table's address and code")
        top.addWidget(self.info, 1)
        self.status = QLabel()
        top.addWidget(self.status)
        layout.addLayout(top)
        controls = QHBoxLayout()
        self.encounter = QLabel("No encounter")
        controls.addWidget(self.encounter)
        controls.addStretch(1)
        self.controls: dict[str, QPushButton] = {}
        for kind in protocol.KINDS:  # the kinds sent to the whole table
            if not kind.everyone:
                continue
            button = QPushButton(kind.title)
            button.setToolTip(f"{kind.title} for everyone at the table")
            button.clicked.connect(lambda _=False, k=kind.id: self.everyone(k))
            controls.addWidget(button)
            self.controls[kind.id] = button
        layout.addLayout(controls)
        self.seats = QLabel()
        self.seats.setObjectName("muted")
        self.seats.setWordWrap(True)
        self.seats.setTextFormat(Qt.TextFormat.PlainText)
        self.seats.setAccessibleName("Who holds the seats")
        layout.addWidget(self.seats)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        self.grid = QGridLayout(body)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.empty = QLabel("Nobody has joined yet: give the players the address and the code.")
        self.empty.setObjectName("muted")
        self.grid.addWidget(self.empty, 0, 0)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        self.resize(1060, 720)
        self.dialog: QDialog | None = None
        self.show_seats()

    def set_info(self, address: str, code: str) -> None:
        self.info.setText(f"Table at <b>{address}</b> — code <b>{code}</b>")

    def set_status(self, state: str, message: str = "") -> None:
        self.status.setText({"connected": "connected", "reconnecting": "reconnecting…", "offline": "offline",
                             "refused": "refused", "connecting": "connecting…"}.get(state, state))
        self.status.setToolTip(message)

    def set_encounter(self, state: dict[str, Any]) -> None:
        self.encounter.setText(f"Encounter: round {state.get('round', 1)}" if state.get("running") else "No encounter")

    def set_roster(self, table: dict[str, Any], _online: Any = None) -> None:
        """The host's seat limits, from the roster's `table` map."""
        def number(name: str, default: int) -> int:
            value = table.get(name)
            return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 1 \
                else default

        self.limits = (number("maxCharacters", protocol.MAX_CHARACTERS),
                       number("seatsPerPlayer", protocol.SEATS_PER_PLAYER))
        self.show_seats()

    def seat_holders(self) -> list[tuple[str, str, list[str]]]:
        """Who holds the seats: (player id, their name, the characters they share), in the cards' order."""
        held: dict[str, tuple[str, list[str]]] = {}
        for key, widget in self.cards.items():
            card = widget.card
            name, chars = held.setdefault(player_id(key), ("", []))
            if card is not None and card.player and not name:
                held[player_id(key)] = (card.player, chars)
            chars.append(widget.name.text() or "(nothing shared yet)")
        return [(pid, name, chars) for pid, (name, chars) in held.items()]

    def show_seats(self) -> None:
        most, each = self.limits
        holders = self.seat_holders()
        parts = [f"Seats: {len(self.cards)} of {most} taken, up to {each} a player"]
        parts += [f"{name or 'unnamed'} ({pid[:8]}): {', '.join(chars)}" for pid, name, chars in holders]
        self.seats.setText("  ·  ".join(parts))

    def _place(self) -> None:
        for position, widget in enumerate(self.cards.values()):
            self.grid.addWidget(widget, position // self.COLUMNS, position % self.COLUMNS, Qt.AlignmentFlag.AlignTop)

    def show_card(self, card: protocol.Card) -> None:
        widget = self.cards.get(card.key)
        if widget is None:
            self.empty.hide()
            widget = CardWidget(card.key)
            widget.requested.connect(self.ask)
            widget.removeRequested.connect(self.ask_remove)
            widget.remove.setVisible(self.remove is not None)
            position = len(self.cards)
            self.grid.addWidget(widget, position // self.COLUMNS, position % self.COLUMNS, Qt.AlignmentFlag.AlignTop)
            self.cards[card.key] = widget
        widget.show_card(card)
        widget.repaint()
        self.show_seats()
        self.repainted.emit(card.key)

    def remove_card(self, key: str) -> None:
        """The host removed a character: its card goes, the others close up."""
        widget = self.cards.pop(key, None)
        if widget is None:
            return
        self.grid.removeWidget(widget)
        widget.hide()
        widget.deleteLater()
        for other in self.cards.values():
            self.grid.removeWidget(other)
        self._place()
        self.empty.setVisible(not self.cards)
        self.show_seats()

    def ask_remove(self, key: str) -> RemoveDialog:
        """Confirm, then ask the host to remove the character (the card goes once the host has)."""
        widget = self.cards[key]
        card = widget.card
        who = card.player if card is not None and card.player else "an unnamed player"
        box = RemoveDialog(widget.name.text() or "this character", who, player_id(key), self)
        box.confirm.clicked.connect(lambda: self.remove(key) if self.remove is not None else None)
        box.open()
        self.dialog = box
        return box

    def everyone(self, kind: str) -> None:
        self.send(protocol.EVERYONE, kind)

    def ask(self, key: str, what: str) -> QDialog:
        """The dialog for a request of kind `what` to one card: the item chooser for a kind that carries
        an item, else the amount dialog (with critical for a kind that has it); its step becomes the
        request's fields as the kind declares them."""
        card = self.cards[key]
        kind = protocol.REQUEST_KINDS[what]
        if "item" in kind.fields:
            dialog: QDialog = ItemChooser(self.items(), self)
            dialog.chosen.connect(lambda raw: self.send(key, what, **kind.fields_from(kind.step(raw=raw).step())))
        else:
            dialog = AmountDialog(f"{kind.title} {card.name.text()}", kind.step.do, self,
                                  attack="critical" in kind.fields, hp=card.hp_values)
            dialog.chosen.connect(lambda step: self.send(key, what, **kind.fields_from(step)))
        dialog.open()
        self.dialog = dialog
        return dialog
