"""The table in the window: a GM's window hosts and shows the party board, a player's window joins;
the GM's damage lands in the player's window through its own door (logged, undoable), an item arrives
as an offer, and a damaged card is shown as damaged. Both windows in this process, on 127.0.0.1."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from sheet_helpers import make_window

from sheet_app.storage.library import Library
from sheet_app.table import protocol
from sheet_app.ui.attacked_dialog import AttackedDialog
from sheet_app.ui.table.dialogs import OfferDialog
from sheet_app.ui.theme import apply_theme

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def gm_window(qtbot, tmp_path, sample_doc):
    lib = Library(tmp_path / "gm" / "library.sqlite3", busy_timeout_ms=50)
    lib.save_item({"name": "Wand of Frost Rays", "type": "object"})
    settings = QSettings(str(tmp_path / "gm.ini"), QSettings.Format.IniFormat)
    window = make_window(qtbot, lib, settings, sample_doc)
    yield window
    window.table.leave()
    lib.close()


@pytest.fixture
def player_window(qtbot, tmp_path):
    lib = Library(tmp_path / "player" / "library.sqlite3", busy_timeout_ms=50)
    settings = QSettings(str(tmp_path / "player.ini"), QSettings.Format.IniFormat)
    doc = json.loads((ROOT / "resources" / "sample-spellblade.json").read_text(encoding="utf-8"))
    window = make_window(qtbot, lib, settings, doc, dice=[5, 4, 3, 6, 2, 7, 1, 8] * 4)
    yield window
    window.table.leave()
    lib.close()


@pytest.fixture(autouse=True)
def loopback_discovery(monkeypatch):
    """The Join dialog listens for tables on 127.0.0.1 only (no multicast on real interfaces)."""
    import sheet_app.ui.table.controller as table_ui

    monkeypatch.setattr(table_ui, "DISCOVERY_INTERFACES", ["127.0.0.1"])


def test_host_join_damage_offer_and_the_board(qtbot, gm_window, player_window, tmp_path):
    board = gm_window.table.host("127.0.0.1", 0)
    qtbot.addWidget(board)
    server = gm_window.table.server
    assert server.code in board.info.text()
    qtbot.waitUntil(lambda: gm_window.table.chip.text() == "Table: connected", timeout=10000)
    # The player joins with the address and the code.
    dialog = player_window.table.join_dialog()
    dialog.address.setText(f"127.0.0.1:{server.port}")
    dialog.code.setText(server.code)
    dialog.player.setText("Bob")
    dialog.ok.click()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=10000)  # closed once the table let the player in
    qtbot.waitUntil(lambda: len(board.cards) == 1 and next(iter(board.cards.values())).card.document is not None,
                    timeout=10000)
    card = next(iter(board.cards.values()))
    assert card.name.text() == "Vesna Arcwright" and "Bob" in card.player.text()
    assert card.online.text() == "● online"
    assert player_window.table.chip.text() == "Table: connected"
    hp = player_window.session.char.track("hp")[0]
    assert card.hp.current == hp

    # A player's click shows on the board.
    player_window.apply({"do": "damage", "amount": 3})
    qtbot.waitUntil(lambda: card.hp.current == hp - 3, timeout=10000)

    # The GM's Damage… lands in the player's window as "GM: …", and the player can undo it.
    ask = board.ask(card.key, "damage")
    ask.amount.setValue(9)
    assert ask.outcome.text() == f"9 damage: HP {hp - 3} → {hp - 12}"  # the GM sees what it would do (issue 32 item 3)
    ask._ok()
    qtbot.waitUntil(lambda: player_window.session.char.track("hp")[0] == hp - 12, timeout=10000)
    assert player_window.session.undo_stack[-1].log[0] == "GM: Took 9 damage"
    qtbot.waitUntil(lambda: card.hp.current == hp - 12, timeout=10000)
    player_window.ops.undo()
    assert player_window.session.char.track("hp")[0] == hp - 3
    qtbot.waitUntil(lambda: card.hp.current == hp - 3, timeout=10000)

    # Attacked… opens the player's Attacked dialog pre-filled; the player's OK applies it as the GM's.
    ask = board.ask(card.key, "attacked")
    ask.amount.setValue(6)
    ask.type.setCurrentText("fire")
    ask.critical.setChecked(True)
    ask._ok()
    qtbot.waitUntil(lambda: any(isinstance(d, AttackedDialog) and d.isVisible() for d in player_window.table.dialogs),
                    timeout=10000)
    attacked = next(d for d in player_window.table.dialogs if isinstance(d, AttackedDialog))
    assert (attacked.amount.value(), attacked.type.currentText(), attacked.critical.isChecked()) == (6, "fire", True)
    assert player_window.session.char.track("hp")[0] == hp - 3  # nothing yet: the player reacts first
    attacked.ok_button.click()
    assert player_window.session.undo_stack[-1].action["do"] == "attacked"
    assert player_window.session.undo_stack[-1].log[0].startswith("GM: ")
    player_window.ops.undo()

    # Give item… from the GM's item library arrives as an offer.
    give = board.ask(card.key, "giveItem")
    give.list.setCurrentRow(0)
    give._ok()
    qtbot.waitUntil(lambda: any(isinstance(d, OfferDialog) and d.isVisible()
                                for d in player_window.table.dialogs), timeout=10000)
    offer = next(d for d in player_window.table.dialogs if isinstance(d, OfferDialog))
    assert offer.text() == "The GM gives you Wand of Frost Rays."
    offer.add.click()
    assert player_window.session.char.items[-1].name == "Wand of Frost Rays"

    # The encounter for everyone.
    board.controls["startEncounter"].click()
    qtbot.waitUntil(lambda: player_window.session.char.encounter is not None, timeout=10000)
    qtbot.waitUntil(lambda: "Round 1" in card.stats.text(), timeout=10000)
    assert board.encounter.text() == "Encounter: round 1"

    # A damaged published state: the card says so, nothing crashes.
    from sheet_app.table.client import TableClient
    bad = TableClient(server.url(), server.code, protocol.new_key(), player="Eve").start()
    try:
        bad.call(bad.share, "x1", {"format": "sheet/1", "name": "Broken", "hp": {"current": "lots"}}, [], 0)
        qtbot.waitUntil(lambda: bad.key_of("x1") in board.cards and
                        "damaged" in board.cards[bad.key_of("x1")].problem.text(), timeout=10000)
        assert not board.cards[bad.key_of("x1")].buttons["damage"].isEnabled()
        board.resize(1180, 760)
        for theme in ("light", "dark"):
            from PySide6.QtWidgets import QApplication
            apply_theme(QApplication.instance(), theme)
            board.repaint()
            board.grab().save(str(tmp_path / f"board-{theme}.png"))
    finally:
        bad.stop()


def test_the_join_dialog_lists_a_table_found_on_loopback(qtbot, gm_window, player_window):
    board = gm_window.table.host("127.0.0.1", 0)
    qtbot.addWidget(board)
    server = gm_window.table.server
    if server.announce_problem:
        pytest.skip(server.announce_problem)
    dialog = player_window.table.join_dialog()
    try:
        qtbot.waitUntil(lambda: dialog.tables.item(0).data(Qt.ItemDataRole.UserRole) is not None, timeout=10000)
    except Exception:  # noqa: BLE001 - pytest-qt's TimeoutError
        pytest.skip("no multicast on loopback here")
    dialog.tables.setCurrentRow(0)
    assert dialog.address.text() == f"127.0.0.1:{server.port}"
    assert dialog.character.currentData() == player_window.character_id
    dialog.reject()
    assert dialog.finder is None


def test_a_wrong_code_shows_refused(qtbot, gm_window, player_window):
    board = gm_window.table.host("127.0.0.1", 0)
    qtbot.addWidget(board)
    player_window.table.join(f"ws://127.0.0.1:{gm_window.table.server.port}", "wrong-code", "Bob")
    qtbot.waitUntil(lambda: player_window.table.chip.text() == "Table: refused", timeout=10000)
    assert "refused" in player_window.message.text.text()
    assert board.cards == {}
    # Table ▸ Party board brings a closed board back; a player (not hosting) is told how to host.
    board.close()
    assert gm_window.table.show_board() is board and board.isVisible()
    assert player_window.table.show_board() is None
    assert "Not hosting" in player_window.message.text.text()


def test_the_sheet_window_does_not_load_the_network_until_a_table_is_used():
    import subprocess
    import sys

    code = ("import os, sys; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
            "from PySide6.QtWidgets import QApplication; app = QApplication([])\n"
            "import json; from sheet_app.engine.session import Session\n"
            "from sheet_app.ui.sheet.window import MainWindow\n"
            "w = MainWindow(Session(json.load(open('resources/sample-berserker.json'))))\n"
            "assert w.table is not None\n"
            "print(sorted(m for m in ('pycrdt', 'hypercorn', 'websockets', 'zeroconf', 'anyio') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                         env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    assert out.stdout.strip() == "[]", out.stderr


def test_a_card_lists_the_states_in_force_not_every_state_a_rule_mentions(qtbot, sample_doc):
    """The Berserker's Enduring Rage tests `self:dying`; the board must not call a healthy Berserker dying."""
    from sheet_app.ui.table.board import CardWidget

    widget = CardWidget("k")
    qtbot.addWidget(widget)
    widget.show_card(protocol.Card("k", "Korr", "Ann", dict(sample_doc, states=[]), online=True))
    assert "States: none" in widget.stats.text()
    widget.show_card(protocol.Card("k", "Korr", "Ann", dict(sample_doc, states=["raging"]), online=True))
    assert "States: Raging" in widget.stats.text() and "dying" not in widget.stats.text()


def test_the_board_shows_the_seats_and_removes_a_card_after_a_confirmation(qtbot, gm_window, player_window, tmp_path):
    from sheet_app.ui.table.board import RemoveDialog

    board = gm_window.table.host("127.0.0.1", 0)
    qtbot.addWidget(board)
    server = gm_window.table.server
    player_window.table.join(f"ws://127.0.0.1:{server.port}", server.code, "Bob")
    qtbot.waitUntil(lambda: len(board.cards) == 1 and next(iter(board.cards.values())).card.document is not None,
                    timeout=10000)
    key, card = next(iter(board.cards.items()))
    pid = key.split("/")[0]
    qtbot.waitUntil(lambda: "up to 3 a player" in board.seats.text(), timeout=10000)
    assert f"Bob ({pid[:8]}): Vesna Arcwright" in board.seats.text()
    assert f"played by Bob · player {pid[:8]}" == card.player.text()
    board.resize(1180, 560)
    board.show()
    board.grab().save(str(tmp_path / "board-seats.png"))

    # Cancel keeps the card; Remove asks the host, and the card goes once the host has removed it.
    card.remove.click()
    box = board.dialog
    assert isinstance(box, RemoveDialog) and box.isVisible() and "Vesna Arcwright" in box.text()
    box.cancel.click()
    assert key in board.cards and key in gm_window.table.client.online  # the roster, as the host keeps it
    card.remove.click()
    board.dialog.confirm.click()
    qtbot.waitUntil(lambda: key not in board.cards, timeout=10000)
    assert key not in gm_window.table.client.online and board.empty.isVisible()
    assert "Seats: 0 of 64" in board.seats.text()
    # The player's app says why, not "wrong code?".
    qtbot.waitUntil(lambda: player_window.table.chip.text() == "Table: refused", timeout=10000)
    assert "the GM removed this character from the table" in player_window.message.text.text()
    assert gm_window.table.chip.text() == "Table: connected"


def test_a_cards_pending_requests_are_its_characters_not_handled_yet_by_id():
    """`applied` counts the ids a player's app handled (its own, passed over, or there before it sat):
    the rest are the last distinct ids in the table's order, and the card counts those for it."""
    from sheet_app.ui.table.controller import pending_requests

    def damage(rid, to):
        return rid, protocol.Request(rid, to, "damage", amount=1)

    requests = [damage("a", protocol.EVERYONE), damage("b", "p/c2"), damage("a", protocol.EVERYONE),
                damage("c", "p/c1"), ("d", protocol.RequestError("unreadable"))]
    cards = [protocol.Card("p/c1", applied=0), protocol.Card("p/c2", applied=1), protocol.Card("p/c3", applied=4)]
    # p/c1: a (everyone) and c; p/c2 handled a, so b waits (the repeated a counts once); p/c3: only d, unreadable.
    assert pending_requests(requests, cards) == {"p/c1": 2, "p/c2": 1}
    assert pending_requests(requests, [protocol.Card("p/c1", applied=9)]) == {}  # more than the table holds


def test_a_click_on_a_big_character_repaints_only_what_it_changed_on_its_card(qtbot, sample_doc):
    """The board draws each pool row once into a pixmap kept with its look (ui/table/pool_strip.py): damage
    draws no pool row again and paints the HP bar; a spent charge draws that one row again. What the
    card shows is still the new state, painted before show_card returns."""
    from PySide6.QtCore import QEvent, QObject

    from sheet_app.engine.dice import SeededRoller
    from sheet_app.engine.session import Session
    from sheet_app.storage import journal
    from sheet_app.table import parts
    from sheet_app.ui.table.board import PartyBoard

    board = PartyBoard(lambda *_a, **_k: None, lambda: [])
    qtbot.addWidget(board)
    board.show()
    qtbot.waitExposed(board)
    player = Session(sample_doc, roller=SeededRoller(1))
    shared, reader = parts.encode(player.doc), parts.Reader()
    board.show_card(protocol.read_card("k", {"log": "[]"}, shared, True, reader))
    card = board.cards["k"]
    qtbot.waitUntil(lambda: card.pools.drawn == len(card.pools.pools) > 0)  # the first paint draws every row

    class Paints(QObject):
        count = 0

        def eventFilter(self, _watched, event):
            self.count += event.type() == QEvent.Type.Paint
            return False

    hp_paints = Paints()
    card.hp.installEventFilter(hp_paints)

    def click(step):
        result = player.apply(step)
        assert result.ok, result.message
        changed = parts.encode(player.doc, journal.outermost(op[0] for op in result.record.ops))
        shared.update(changed)
        reader.touch(changed)
        board.show_card(protocol.read_card("k", {"log": "[]"}, shared, True, reader))

    drawn = card.pools.drawn
    click({"do": "damage", "amount": 3})
    assert card.hp.current == player.char.track("hp")[0] and hp_paints.count == 1
    assert card.pools.drawn == drawn
    wand = next(chip for chip in card.pools.pools if chip.pid == "wand-charges")
    click({"do": "setCharges", "pool": "wand-charges", "value": max(0, wand.current - 1)})
    assert next(chip for chip in card.pools.pools if chip.pid == "wand-charges").current == max(0, wand.current - 1)
    assert card.pools.drawn == drawn + 1
