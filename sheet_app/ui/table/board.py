"""The GM's party board: the table's address and code (with a copy button), the encounter controls for
everyone (each enabled when it applies), the initiative order with whose turn it is, who holds the
seats, and one card per joined character, wrapped into as many columns as the window's width holds.
Read-only: what a card shows is what the owner's app published."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine import steps
from ...i18n import QT_TRANSLATE_NOOP, Board, Labels
from ...table import protocol
from ...views import board as words
from ...views.condition_words import condition_outcome
from ..dialogs import AmountDialog
from .board_dialogs import ItemChooser, RemoveDialog
from .card import CARD_WIDTH, CardWidget, player_id
from .condition_dialog import ConditionDialog

# A connection's states in words, by state: the board's status and the player's chip ("Table: connected").
STATUS_WORDS: Labels[str, str] = Labels("Board", {
    "connected": QT_TRANSLATE_NOOP("Board", "connected"), "reconnecting": QT_TRANSLATE_NOOP("Board", "reconnecting…"),
    "offline": QT_TRANSLATE_NOOP("Board", "offline"), "refused": QT_TRANSLATE_NOOP("Board", "refused"),
    "connecting": QT_TRANSLATE_NOOP("Board", "connecting…"), "left": QT_TRANSLATE_NOOP("Board", "left")})


class PartyBoard(QWidget):
    """The board: the table's code and address, encounter controls, the initiative order and the cards."""

    repainted = Signal(str)  # a card's key, after it showed a new state (the benchmark listens)

    def __init__(self, send: Callable[..., Any], items: Callable[[], list[tuple[str, dict[str, Any]]]],
                 parent: QWidget | None = None, *, remove: Callable[[str], Any] | None = None):
        super().__init__(parent)
        self.setWindowTitle(Board.tr("Party board — sheet-app"))
        self.send = send
        self.items = items
        self.remove = remove
        self.limits: tuple[int, int] = (protocol.MAX_CHARACTERS, protocol.SEATS_PER_PLAYER)
        self.cards: dict[str, CardWidget] = {}
        self.code = ""
        self.running = False
        self.turn: str | None = None
        self.columns = 0
        layout = QVBoxLayout(self)
        layout.addLayout(self._top())
        layout.addLayout(self._controls())
        self.order = QLabel(words.order_words([], None))
        self.order.setWordWrap(True)
        self.order.setAccessibleName(Board.tr("Initiative order"))
        layout.addWidget(self.order)
        self.seats = QLabel()
        self.seats.setObjectName("muted")
        self.seats.setWordWrap(True)
        self.seats.setTextFormat(Qt.TextFormat.PlainText)
        self.seats.setAccessibleName(Board.tr("Who holds the seats"))
        layout.addWidget(self.seats)
        self.area = QScrollArea()
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # cards wrap instead
        body = QWidget()
        self.grid = QGridLayout(body)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.empty = QLabel(Board.tr("Nobody has joined yet: give the players the address and the code."))
        self.empty.setObjectName("muted")
        self.grid.addWidget(self.empty, 0, 0)
        self.area.setWidget(body)
        layout.addWidget(self.area, 1)
        self.resize(1280, 800)
        self.dialog: QDialog | None = None
        self.set_encounter({})
        self.show_seats()

    def _top(self) -> QHBoxLayout:
        top = QHBoxLayout()
        self.info = QLabel()
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.info.setAccessibleName(Board.tr("The table's address and code"))
        top.addWidget(self.info, 1)
        self.copy = QPushButton(Board.tr("&Copy code"))
        self.copy.setObjectName("copyCode")
        self.copy.setToolTip(Board.tr("Copy the table's code to the clipboard, to send it to the players"))
        self.copy.clicked.connect(self.copy_code)
        top.addWidget(self.copy)
        self.status = QLabel()
        top.addWidget(self.status)
        return top

    def _controls(self) -> QHBoxLayout:
        controls = QHBoxLayout()
        self.encounter = QLabel(Board.tr("No encounter"))
        controls.addWidget(self.encounter)
        controls.addStretch(1)
        self.controls: dict[str, QPushButton] = {}
        for kind in protocol.KINDS:  # the kinds sent to the whole table
            if not kind.everyone:
                continue
            title = kind.title
            button = QPushButton(title)
            button.setObjectName(f"everyone-{kind.id}")
            button.setToolTip(Board.tr("{request} for everyone at the table").format(request=title))
            button.clicked.connect(lambda _=False, k=kind.id: self.everyone(k))
            controls.addWidget(button)
            self.controls[kind.id] = button
        self.next_turn = QPushButton(Board.tr("Next &turn"))
        self.next_turn.setObjectName("nextTurn")
        self.next_turn.setToolTip(Board.tr("Mark the next character in the initiative order as the one whose turn "
                                           "it is"))
        self.next_turn.clicked.connect(self.advance_turn)
        controls.addWidget(self.next_turn)
        return controls

    # ---- the table ----------------------------------------------------------------------------
    def set_info(self, address: str, code: str) -> None:
        self.code = code
        self.info.setText(Board.tr("Table at <b>{address}</b> — code <b>{code}</b>").format(address=address, code=code))

    def copy_code(self) -> None:
        QApplication.clipboard().setText(self.code)
        self.copy.setText(Board.tr("Copied"))

    def set_status(self, state: str, message: str = "") -> None:
        self.status.setText(STATUS_WORDS.get(state, state))
        self.status.setToolTip(message)

    def set_encounter(self, state: dict[str, Any]) -> None:
        """The table's encounter (running, round): its words, the controls that apply, the turn."""
        running = bool(state.get("running"))
        round_ = state.get("round", 1)
        if running and (not self.running or round_ != getattr(self, "_round", None)):
            self.turn = None  # a new encounter or round starts at the top of the order
        self.running, self._round = running, round_
        self.encounter.setText(Board.tr("Encounter: round {round}").format(round=round_) if running
                               else Board.tr("No encounter"))
        for kind_id, button in self.controls.items():
            starts = protocol.REQUEST_KINDS[kind_id].step is steps.StartEncounter
            button.setEnabled(words.control_applies(starts, running))
        if not running:
            self.turn = None
        self.show_order()

    def turn_order(self) -> list[words.Turn]:
        nothing = Board.tr("(nothing shared yet)")
        return words.initiative_order(words.Turn(key, widget.full_name() or nothing, widget.initiative)
                                      for key, widget in self.cards.items())

    def show_order(self) -> None:
        order = self.turn_order()
        if self.running and self.turn is None and order:
            self.turn = order[0].key
        self.order.setText(words.order_words(order, self.turn) if self.running
                           else Board.tr("Initiative: the order shows once an encounter starts"))
        self.next_turn.setEnabled(self.running and bool(order))

    def advance_turn(self) -> None:
        """The next character's turn; past the last, the round is over (Next round starts the next one)."""
        self.turn = words.next_turn(self.turn_order(), self.turn)
        self.show_order()
        if self.turn is None:
            self.order.setText(self.order.text() + "  ·  " + Board.tr("everyone has had a turn: Next round"))

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
            chars.append(widget.full_name() or Board.tr("(nothing shared yet)"))
        return [(pid, name, chars) for pid, (name, chars) in held.items()]

    def show_seats(self) -> None:
        most, each = self.limits
        holders = self.seat_holders()
        parts = [Board.tr("Seats: {taken} of {most} taken, up to {each} a player").format(
            taken=len(self.cards), most=most, each=each)]
        unnamed = Board.tr("unnamed", "a player who gave no name")
        parts += [f"{name or unnamed} ({pid[:8]}): {', '.join(chars)}" for pid, name, chars in holders]
        self.seats.setText("  ·  ".join(parts))

    def set_pending(self, pending: dict[str, int]) -> None:
        """How many requests wait for each card's player (a card not named has none)."""
        for key, widget in self.cards.items():
            widget.set_pending(pending.get(key, 0))

    # ---- the cards ----------------------------------------------------------------------------
    def _fitting_columns(self) -> int:
        margins = self.grid.contentsMargins()
        width = self.area.viewport().width() - margins.left() - margins.right()
        spacing = max(0, self.grid.horizontalSpacing())
        card = max([CARD_WIDTH, *(widget.minimumSizeHint().width() for widget in self.cards.values())])
        return max(1, (width + spacing) // (card + spacing))

    def _place(self) -> None:
        """Lay the cards out in as many columns as fit, each column as wide as the others."""
        self.columns = columns = self._fitting_columns()
        for widget in self.cards.values():
            self.grid.removeWidget(widget)
        for position, widget in enumerate(self.cards.values()):
            self.grid.addWidget(widget, position // columns, position % columns, Qt.AlignmentFlag.AlignTop)
        for column in range(max(columns, self.grid.columnCount())):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.cards and self._fitting_columns() != self.columns:
            self._place()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._place()

    def show_card(self, card: protocol.Card) -> None:
        widget = self.cards.get(card.key)
        if widget is None:
            self.empty.hide()
            widget = CardWidget(card.key)
            widget.requested.connect(self.ask)
            widget.removeRequested.connect(self.ask_remove)
            widget.remove.setVisible(self.remove is not None)
            self.cards[card.key] = widget
            self._place()
        widget.show_card(card)
        # Painted now (the benchmark's click ends here), but only what the card marked as changed: a
        # repaint() of the card would draw every label, button and pool row of it again.
        QApplication.sendPostedEvents(widget.window(), QEvent.Type.UpdateRequest)
        self.show_seats()
        self.show_order()
        self.repainted.emit(card.key)

    def remove_card(self, key: str) -> None:
        """The host removed a character: its card goes, the others close up."""
        widget = self.cards.pop(key, None)
        if widget is None:
            return
        self.grid.removeWidget(widget)
        widget.hide()
        widget.deleteLater()
        if self.turn == key:
            self.turn = None
        self._place()
        self.empty.setVisible(not self.cards)
        self.show_seats()
        self.show_order()

    def ask_remove(self, key: str) -> RemoveDialog:
        """Confirm, then ask the host to remove the character (the card goes once the host has)."""
        widget = self.cards[key]
        card = widget.card
        who = card.player if card is not None and card.player else Board.tr("an unnamed player")
        box = RemoveDialog(widget.full_name() or Board.tr("this character"), who, player_id(key), self)
        box.confirm.clicked.connect(lambda: self.remove(key) if self.remove is not None else None)
        box.open()
        self.dialog = box
        return box

    def everyone(self, kind: str) -> None:
        self.send(protocol.EVERYONE, kind)

    @staticmethod
    def _outcome(card: Any) -> Callable[[dict[str, Any]], str]:
        """The Damage dialog's preview on the card's character as the board last read it ("9 damage: 5 by
        temporary HP, HP 21 → 17"); the player's app decides what really happens (its reactions included)."""
        def outcome(step: dict[str, Any]) -> str:
            session = card.session
            return words.request_outcome(session, step) if session is not None else ""
        return outcome

    @staticmethod
    def _condition_outcome(card: Any) -> Callable[[dict[str, Any]], str]:
        """The Condition dialog's preview on the card's character as the board last read it."""
        def outcome(step: dict[str, Any]) -> str:
            session = card.session
            return condition_outcome(session, step) if session is not None else ""
        return outcome

    def ask(self, key: str, what: str) -> QDialog:
        """The dialog for a request of kind `what` to one card: the item chooser for a kind that carries
        an item, else the amount dialog (with critical for a kind that has it); its step becomes the
        request's fields as the kind declares them."""
        card = self.cards[key]
        kind = protocol.REQUEST_KINDS[what]
        dialog: QDialog
        if "item" in kind.fields:
            chooser = ItemChooser(self.items(), self)
            chooser.chosen.connect(lambda raw: self.send(key, what, **kind.fields_from(kind.step(raw=raw).step())))
            dialog = chooser
        elif "condition" in kind.fields:
            held = set(card.session.char.states) if card.session is not None else set()
            title = Board.tr("{request} {character}").format(request=kind.title,
                                                             character=card.full_name())
            asked = ConditionDialog(title, held, self,
                                    outcome=self._condition_outcome(card))
            asked.chosen.connect(lambda step: self.send(key, what, **kind.fields_from(step)))
            dialog = asked
        else:
            title = Board.tr("{request} {character}").format(request=kind.title,
                                                             character=card.full_name())
            amount = AmountDialog(title, kind.step.do, self,
                                  attack="critical" in kind.fields, hp=card.hp_values,
                                  outcome=self._outcome(card) if kind.step.do in ("damage", "attacked") else None)
            amount.chosen.connect(lambda step: self.send(key, what, **kind.fields_from(step)))
            dialog = amount
        dialog.open()
        self.dialog = dialog
        return dialog
