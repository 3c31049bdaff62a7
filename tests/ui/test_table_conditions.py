"""Conditions at the table (issue 30 item 4), end to end on 127.0.0.1: the board shows each card's conditions
with their timers, actions left, mana and spells; the GM's Condition… applies one (a `condition` request,
applied once by the player's app through its own door, undoable there) and removes it; a condition the
character is immune to is refused on the player's sheet and the board is told why in words; a forged or
malformed condition request is refused with a message on both."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from sheet_helpers import make_window

from sheet_app.engine import steps
from sheet_app.storage.library import Library
from sheet_app.table import protocol
from sheet_app.ui.sheet.window import MainWindow
from sheet_app.ui.table.board import PartyBoard
from sheet_app.ui.table.condition_dialog import ConditionDialog

ROOT = Path(__file__).resolve().parents[2]
WAIT = 15000


def sample(name: str) -> dict:
    return json.loads((ROOT / "resources" / name).read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def loopback_discovery(monkeypatch):
    import sheet_app.ui.table.controller as controller

    monkeypatch.setattr(controller, "DISCOVERY_INTERFACES", ["127.0.0.1"])


@pytest.fixture
def windows(qtbot):
    opened: list[tuple[MainWindow, Library]] = []
    yield opened
    for window, _library in opened:
        window.table.stop()
    for _window, library in opened:
        library.close()


def open_window(qtbot, tmp_path, windows, who: str, doc: dict) -> MainWindow:
    lib = Library(tmp_path / who / "library.sqlite3", busy_timeout_ms=50)
    settings = QSettings(str(tmp_path / f"{who}.ini"), QSettings.Format.IniFormat)
    window = make_window(qtbot, lib, settings, doc, dice=[4, 3, 5, 2] * 6)
    windows.append((window, lib))
    return window


@pytest.fixture
def table(qtbot, tmp_path, windows):
    """A GM hosting, and a player's fearless Berserker (immune to Frightened) in an encounter, joined."""
    gm = open_window(qtbot, tmp_path, windows, "gm", sample("sample-spellblade.json"))
    doc = sample("sample-berserker.json")
    doc["items"][0]["rules"].append({"type": "conditionImmunity", "id": "fearless", "label": "Fearless",
                                     "conditions": ["frightened"]})
    player = open_window(qtbot, tmp_path, windows, "player", doc)
    board = gm.table.host("127.0.0.1", 0)
    qtbot.addWidget(board)
    qtbot.waitUntil(lambda: gm.table.chip.text() == "Table: connected", timeout=WAIT)
    dialog = player.table.join_dialog()
    dialog.address.setText(f"127.0.0.1:{gm.table.server.port}")
    dialog.player.setText("Ann")
    dialog.code.setText(gm.table.server.code)
    dialog.ok.click()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT)
    player.apply(steps.StartEncounter().step())
    qtbot.waitUntil(lambda: len(board.cards) == 1 and next(iter(board.cards.values())).card is not None
                    and next(iter(board.cards.values())).card.document is not None
                    and "Actions 3 of 3" in "\n".join(next(iter(board.cards.values())).play_lines), timeout=WAIT)
    return gm, player, board, next(iter(board.cards.values()))


def ask_condition(qtbot, board: PartyBoard, key: str, name: str, turns: int = 0, remove: bool = False) -> None:
    """The card's Condition… by keyboard: the condition picked with the arrow keys, the turns typed, Enter."""
    dialog = board.ask(key, "condition")
    assert isinstance(dialog, ConditionDialog)
    combo = dialog.condition
    combo.setFocus()
    target = combo.findData(name)
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)
    if remove:
        dialog.remove_it.setFocus()
        qtbot.keyClick(dialog.remove_it, Qt.Key.Key_Space)
        assert not dialog.turns.isEnabled()
    elif turns:
        dialog.turns.setFocus()
        qtbot.keyClick(dialog.turns, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(dialog.turns, str(turns))
    dialog.ok_button.setFocus()
    qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)


def test_the_gm_applies_and_removes_a_condition_the_player_can_undo_it(qtbot, table):
    gm, player, board, card = table
    assert card.play_lines[0] == "Conditions: none"
    assert card.buttons["condition"].text() == "Condition…"
    dialog = board.ask(card.key, "condition")
    dialog.condition.setCurrentIndex(dialog.condition.findData("prone"))
    dialog.turns.setValue(2)
    assert dialog.outcome.text() == "Prone on (ends after 2 more of your turns)"  # on the board's copy
    assert dialog.what.text().startswith("Your attacks −1")
    dialog.reject()
    depth = len(player.session.undo_stack)

    ask_condition(qtbot, board, card.key, "prone", turns=2)
    qtbot.waitUntil(lambda: "prone" in player.session.char.states, timeout=WAIT)
    assert len(player.session.undo_stack) == depth + 1  # once, as one action of the player's
    record = player.session.undo_stack[-1]
    assert record.action == {"do": "condition", "name": "prone", "on": True, "turnEnds": 2, "by": "GM"}
    assert record.log[0] == "GM: Prone on (ends after 2 more of your turns)"
    qtbot.waitUntil(lambda: card.play_lines[0] ==
                    "Conditions: Hampered (implied), Prone · ends after 2 more of your turns", timeout=WAIT)

    player.ops.undo()  # undoable on the player's side
    assert "prone" not in player.session.char.states
    qtbot.waitUntil(lambda: card.play_lines[0] == "Conditions: none", timeout=WAIT)
    player.ops.redo()
    qtbot.waitUntil(lambda: "Prone ·" in "\n".join(card.play_lines), timeout=WAIT)

    ask_condition(qtbot, board, card.key, "prone", remove=True)
    qtbot.waitUntil(lambda: "prone" not in player.session.char.states, timeout=WAIT)
    assert player.session.undo_stack[-1].log[0] == "GM: Prone off"
    qtbot.waitUntil(lambda: card.play_lines[0] == "Conditions: none", timeout=WAIT)


def test_an_immune_character_refuses_the_condition_and_the_board_is_told_why(qtbot, table):
    gm, player, board, card = table
    depth = len(player.session.undo_stack)
    dialog = board.ask(card.key, "condition")
    dialog.condition.setCurrentIndex(dialog.condition.findData("frightened"))
    assert dialog.outcome.text() == "Refused: you are immune to Frightened (Fearless)"
    dialog.reject()
    ask_condition(qtbot, board, card.key, "frightened")
    words = "Refused GM's Frightened on: you are immune to Frightened (Fearless)"
    qtbot.waitUntil(lambda: player.log.lines()[-1:] == ["Refused: you are immune to Frightened (Fearless)"],
                    timeout=WAIT)
    qtbot.waitUntil(lambda: card.log.text().splitlines()[-1:] == [words], timeout=WAIT)
    assert "frightened" not in player.session.char.states and len(player.session.undo_stack) == depth
    assert player.log.lines()[-1] == "Refused: you are immune to Frightened (Fearless)"
    # The next action's lines come after the refusal, which stays where it was.
    player.apply(steps.Damage(amount=3).step())
    took = player.session.undo_stack[-1].log
    qtbot.waitUntil(lambda: card.log.text().splitlines()[-len(took):] == took, timeout=WAIT)
    assert card.log.text().splitlines()[-len(took) - 1] == words


@pytest.mark.parametrize(("forged", "why"), [
    ({"condition": "raging"}, "'condition' must be one of the conditions a GM can apply"),
    ({"on": "yes"}, "'on' must be true (apply the condition) or false (remove it)"),
    ({"turns": -3}, "'turns' must be a whole number of turns"),
])
def test_a_forged_condition_request_is_refused_with_a_message(qtbot, table, forged, why):
    gm, player, board, card = table
    before = player.session.document()
    rid = protocol.new_request_id()
    text = json.dumps({"id": rid, "to": card.key, "kind": "condition", "by": "GM", "condition": "prone", "on": True,
                       **forged})
    client = gm.table.client
    client.call(client.post, rid, text)  # past the GM's own checks, as a forged client would write it
    words = f"Refused a request from the GM: request {rid}: {why}"
    qtbot.waitUntil(lambda: any(line.startswith(words) for line in player.log.lines()), timeout=WAIT)
    qtbot.waitUntil(lambda: any(line.startswith(words) for line in card.log.text().splitlines()), timeout=WAIT)
    assert player.session.document() == before  # nothing applied


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_board_shows_actions_mana_and_spells_and_a_timer(qtbot, tmp_path, theme):
    import os

    from PySide6.QtWidgets import QApplication

    from sheet_app.ui.theme import apply_theme
    apply_theme(QApplication.instance(), theme)
    board = PartyBoard(lambda *_a, **_k: None, lambda: [])
    qtbot.addWidget(board)
    doc = sample("sample-mage.json")
    doc["states"] = ["slowed", "concentrating"]
    doc["conditionTimers"] = {"slowed": {"turnEnds": 1}}
    doc["encounter"] = {"round": 2}
    doc["actions"] = {"current": 1, "max": 3, "additional": 1, "pendingDelta": 0}
    spell = next(item for item in doc["items"] if item.get("type") == "spell")
    doc["concentratingOn"] = spell.get("id") or spell["name"]
    board.show_card(protocol.Card("0" * 16 + "/m", doc["name"], "Ann", doc, online=True))
    card = next(iter(board.cards.values()))
    lines = card.play_lines
    assert lines[0] == "Conditions: Concentration, Hampered (implied), Slowed · ends at the end of your turn"
    assert lines[1] == "Actions 1 of 3 + 1 extra"
    assert lines[2].startswith("Mana ") and f"concentrating on {spell['name']}" in lines[2]
    assert lines[3].startswith("Spells: ") and spell["name"] in lines[3]
    berserker = sample("sample-berserker.json")
    board.show_card(protocol.Card("1" * 16 + "/k", berserker["name"], "Bob", berserker, online=True,
                                  log=["Refused GM's Frightened on: you are immune to Frightened (Fearless)"]))
    board.resize(900, 640)
    board.show()
    qtbot.waitExposed(board)
    qtbot.waitUntil(lambda: board.columns == 2)

    def fitting() -> bool:  # (once the cards have wrapped their lines at their new width and laid out again)
        return all(w.play.height() >= w.play.sizeHint().height() for w in board.cards.values())
    qtbot.waitUntil(fitting)
    for widget in board.cards.values():  # nothing of the wrapped lines is cut off or drawn over
        assert widget.play.geometry().bottom() < widget.numbers.geometry().top()
        assert widget.play.geometry().left() + widget.play.sizeHint().width() <= widget.contentsRect().right()
    board.grab().save(os.path.join(os.environ.get("SHEET_APP_SCREENSHOTS") or str(tmp_path),
                                   f"board-conditions-{theme}.png"))
    apply_theme(QApplication.instance(), "light")
