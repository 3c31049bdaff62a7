"""One card of the party board: a joined character as its owner's app published it, read-only (name,
player, HP and its condition, wounds, mana, states, armor and the last roll, pools, the last log lines),
with the GM's buttons and a mark while requests wait for its player."""
from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ...engine.conditions import STATES
from ...engine.dice import SeededRoller
from ...engine.session import Session
from ...engine.world import PoolView
from ...i18n import Board
from ...table import protocol
from ...views.board import ALARM_STATES, armor_words, hp_condition, last_roll_words, state_words
from ...views.condition_words import play_lines
from ...views.rows import PoolChip, make_chip
from ..gauges import HpBar
from ..theme import colors
from .pool_strip import PoolStrip

CARD_MARGIN = 10  # left and right, inside the frame
BUTTONS_A_ROW = 3  # the GM's request buttons on a card
CARD_WIDTH = 320  # the narrowest a card is drawn; the board fits as many columns as this allows

# Per pool key: the view a chip was made from, the items' epoch then, and the chip (card_pools' `kept`).
KeptChips = dict[str, tuple[PoolView, int, PoolChip]]


def card_pools(document: dict[str, Any], session: Session | None = None,
               changed: list[tuple[Any, ...]] | None = None,
               kept: KeptChips | None = None) -> tuple[list[PoolChip], Session]:
    """The visible pools of a published character as the sheet's chips (read through the engine, never
    changed by an action: the session has a seeded roller). Given the card's last session and the paths
    the card changed (protocol.Card.changed), those are written into it and the engine derives again
    from there, as after an action (a 150-item character is not parsed again for a click). Given the
    chips it made last (`kept`, updated in place), a pool whose view is the same object as then (the
    engine hands out a view again while nothing it is made from changed) keeps its chip."""
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
    epoch = session.char.items_epoch()  # a chip names its refills' items: kept while no item changed
    made: KeptChips = {}
    for view in session.char.pools().values():
        if not view.hidden:
            hit = kept.get(view.pid) if kept is not None else None
            chip = hit[2] if hit is not None and hit[0] is view and hit[1] == epoch else make_chip(session, view, set())
            made[view.pid] = (view, epoch, chip)
    if kept is not None:
        kept.clear()
        kept.update(made)
    return [chip for _view, _epoch, chip in made.values()], session


def wrap_words(line: str, metrics: QFontMetrics, width: int) -> str:
    """`line` broken at spaces into lines no wider than `width` (a word wider than that stands alone)."""
    rows: list[str] = []
    for word in line.split(" "):
        if rows and metrics.horizontalAdvance(f"{rows[-1]} {word}") <= width:
            rows[-1] = f"{rows[-1]} {word}"
        else:
            rows.append(word)
    return "\n".join(rows)


def player_id(key: str) -> str:
    return key.split("/", 1)[0]


def seat_words(card: protocol.Card) -> str:
    """Who holds a card's seat: "played by Bob · player 3fa2c1d0" (the start of the player id, the hash of
    the key their app joined with: two players of one name are two ids)."""
    who = (Board.tr("played by {player}").format(player=card.player) if card.player
           else Board.tr("played by an unnamed player"))
    return Board.tr("{who} · player {id}").format(who=who, id=player_id(card.key)[:8])



def _bold(font: QFont, scale: float = 1.0) -> QFont:
    bold = QFont(font)
    bold.setBold(True)
    if scale != 1.0:
        bold.setPointSizeF(bold.pointSizeF() * scale)
    return bold


class CardWidget(QFrame):
    """One character: name and player, HP bar and its condition (BLOODIED, DYING, DEAD as the sheet says
    it), wounds, mana, states, bank, pools, the last log lines, connection state, the requests waiting for
    its player and the GM's buttons."""

    requested = Signal(str, str)  # key, what: a request kind sent to one character (protocol.KINDS)
    removeRequested = Signal(str)  # key: the GM asks to remove this character from the table

    def __init__(self, key: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.setObjectName("partyCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(CARD_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(CARD_MARGIN, 8, CARD_MARGIN, 8)
        layout.setSpacing(6)
        layout.addLayout(self._top())
        self.player = QLabel()
        self.player.setObjectName("muted")
        layout.addWidget(self.player)
        self.pending = QLabel()
        self.pending.setObjectName("pendingMark")
        self.pending.setAccessibleName(Board.tr("Requests waiting for this player"))
        self.pending.hide()
        layout.addWidget(self.pending)
        hp_row = QHBoxLayout()
        self.hp = HpBar()
        self.condition = QLabel()
        self.condition.setFont(_bold(self.font()))
        self.condition.setAccessibleName(Board.tr("Condition"))
        hp_row.addWidget(self.hp, 1)
        hp_row.addWidget(self.condition)
        layout.addLayout(hp_row)
        self.stats = QLabel()
        self.stats.setWordWrap(True)
        layout.addWidget(self.stats)
        self.play = QLabel()  # the conditions with their timers, the actions left, mana and spells (§12-§14)
        self.play.setTextFormat(Qt.TextFormat.PlainText)
        self.play.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # wrapped by _fit_play
        self.play_lines: list[str] = []
        self.play.setAccessibleName(Board.tr("Conditions, actions, mana and spells"))
        layout.addWidget(self.play)
        self.numbers = QLabel()  # "Armor 5  ·  Last: Stealth check 14 vs 12, succeeded"
        self.numbers.setWordWrap(True)
        self.numbers.setAccessibleName(Board.tr("Armor and the last roll"))
        layout.addWidget(self.numbers)
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
        layout.addLayout(self._buttons())
        self.card: protocol.Card | None = None
        self.session: Session | None = None  # the card's character, derived again as its parts change
        self.chips: KeptChips = {}  # the chips its pools were shown with (card_pools)
        self.hp_values: tuple[int, int] = (0, 0)
        self.initiative: int | None = None
        self.pending_count = 0

    def _top(self) -> QHBoxLayout:
        top = QHBoxLayout()
        self.name = QLabel()
        self.name.setFont(_bold(self.font(), 1.15))
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # elided, not clipped
        self.online = QLabel()
        self.online.setObjectName("connectionChip")
        top.addWidget(self.name, 1)
        top.addWidget(self.online)
        self.remove = QPushButton(Board.tr("Remove…"))
        self.remove.setObjectName("removeCharacter")
        self.remove.setFlat(True)
        self.remove.setToolTip(Board.tr("Remove this character from the table: its player can no longer share it "
                                        "here"))
        self.remove.setAccessibleName(Board.tr("Remove this character from the table"))
        self.remove.clicked.connect(lambda: self.removeRequested.emit(self.key))
        top.addWidget(self.remove)
        return top

    def _buttons(self) -> QGridLayout:
        """A button per kind a GM sends to one character, BUTTONS_A_ROW to a row (a card stays narrow enough
        for three columns at 1280 wide)."""
        buttons = QGridLayout()
        buttons.setSpacing(4)
        self.buttons: dict[str, QPushButton] = {}
        for kind in protocol.KINDS:
            if kind.everyone:
                continue
            title = kind.title
            button = QPushButton(Board.tr("{request}…").format(request=title))
            button.setObjectName(f"request-{kind.id}")
            button.setAccessibleName(Board.tr("{request} this character").format(request=title))
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, w=kind.id: self.requested.emit(self.key, w))
            buttons.addWidget(button, len(self.buttons) // BUTTONS_A_ROW, len(self.buttons) % BUTTONS_A_ROW)
            self.buttons[kind.id] = button
        return buttons

    def set_name(self, text: str) -> None:
        if text == self.full_name():
            return  # elided again on a resize (resizeEvent)
        self.name.setProperty("fullName", text)
        self.name.setToolTip(text)
        self._elide_name()

    def full_name(self) -> str:
        return str(self.name.property("fullName") or "")

    def _elide_name(self) -> None:
        text = self.full_name()
        width = max(40, self.name.width())
        self.name.setText(QFontMetrics(self.name.font()).elidedText(text, Qt.TextElideMode.ElideRight, width))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._elide_name()
        if event.size().width() != event.oldSize().width():
            self._fit_play()

    def _fit_play(self) -> None:
        """The conditions, actions and spells lines wrapped at the card's width by hand: the card's height is
        its size hint, which a word-wrapped label's lines do not count right at the real width."""
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 2 * CARD_MARGIN
        width = max(self.width(), CARD_WIDTH) - margins
        text = "\n".join(wrap_words(line, self.play.fontMetrics(), width) for line in self.play_lines)
        if text != self.play.text():
            self.play.setText(text)

    def set_pending(self, count: int) -> None:
        """The GM's requests this character's player has not handled yet (shown while offline too)."""
        if count == self.pending_count:
            return  # a style sheet set again costs a re-polish of the whole card
        mark = colors().partial.name()
        self.pending.setText(Board.tr("● %n requests waiting for the player", "", count) if count else "")
        self.pending.setStyleSheet(f"color: {mark}; font-weight: bold;")
        self.pending.setVisible(count > 0)
        # The card's frame in the same colour: the mark shows at a glance across a full board.
        self.setStyleSheet(f"QFrame#partyCard {{ border: 2px solid {mark}; border-radius: 3px; }}" if count else "")
        self.pending_count = count

    def show_card(self, card: protocol.Card) -> None:
        self.card = card
        c = colors()
        self.online.setText(Board.tr("● online") if card.online else Board.tr("○ offline"))
        online = f"color: {(c.full if card.online else c.muted).name()};"
        if online != self.online.styleSheet():  # a style sheet set again re-polishes the label
            self.online.setStyleSheet(online)
        self.player.setText(seat_words(card))
        self.player.setToolTip(Board.tr("Player id {id} (the hash of the key their app joined with)").format(
            id=card.key.split("/", 1)[0]))
        self.log.setText("\n".join(card.log[-protocol.LOG_LINES:]) or Board.tr("No log lines yet"))
        if card.document is None:
            self.session = None
            self._damaged(card.name or Board.tr("Unreadable character"), card.problem)
            return
        try:
            pools, session = card_pools(card.document, self.session, card.changed, self.chips)
            self.session = session
        except Exception as err:  # noqa: BLE001 - a published state the engine cannot open is a damaged card
            self.session = None
            self._damaged(card.name or Board.tr("Unreadable character"),
                          Board.tr("the shared character is damaged: {error}").format(error=err))
            return
        self.problem.hide()
        for widget in (self.hp, self.stats, self.play, self.numbers, self.pools):
            if widget.isHidden():  # after a damaged state: shown again (the condition as it says)
                widget.show()
        for button in self.buttons.values():
            button.setEnabled(True)
        self._show_character(session, card.document)
        self.pools.set_pools(pools)

    def _damaged(self, name: str, problem: str) -> None:
        self.set_name(name)
        self.initiative = None
        self.problem.setText(problem)
        self.problem.setStyleSheet(f"color: {colors().low.name()};")
        self.problem.show()
        for widget in (self.hp, self.stats, self.play, self.numbers, self.pools, self.condition):
            widget.hide()
        for button in self.buttons.values():
            button.setEnabled(False)

    def _show_character(self, session: Session, document: dict[str, Any]) -> None:
        char = session.char
        hp, hp_max = char.track("hp")
        self.hp_values = (hp, hp_max)
        self.initiative = char.rolled_initiative
        self.set_name(char.name)
        condition = hp_condition(char)
        bloodied = "self:bloodied" in char.tags() and not any(state in char.states for state in ALARM_STATES)
        self.hp.set_values(hp, hp_max, bloodied, char.temp_hp)  # as hp_condition says BLOODIED
        style = f"color: {colors().bloodied.name()};"  # the theme's, set again only when it changes
        if condition != self.condition.text() or style != self.condition.styleSheet():
            self.condition.setText(condition)
            self.condition.setStyleSheet(style)
        self.condition.setVisible(bool(condition))
        parts = []
        wounds, wounds_max = char.track("wounds")
        parts.append(Board.tr("Wounds {current}/{most}").format(current=wounds, most=wounds_max))
        if char.bank:
            parts.append(Board.tr("Bank {bank}").format(bank=char.bank))
        encounter = char.encounter
        if encounter:
            parts.append(Board.tr("Round {round}").format(round=encounter.get("round", 1)))
        # The states in force, not every state a rule mentions (Dying is a test, not a fact).
        parts.append(Board.tr("States: {states}").format(
            states=state_words(name for name in char.states if name not in STATES)))
        self.stats.setText("  ·  ".join(parts))
        play = play_lines(char, spells_named=True)  # mana among them
        if play != self.play_lines:
            self.play_lines = play
            self._fit_play()
        last = last_roll_words(self.card.last_roll if self.card is not None else None)
        self.numbers.setText("  ·  ".join(filter(None, [armor_words(char), last])))
