"""The table as a player and a GM use it (issue 27 items 6-8): the GM's Attacked… answered in the player's
own Attacked dialog with a reaction, by keyboard, as one action the board shows; the status chip against
the real connection; resuming a player and a host after their app closed; the board at three and eight
cards; the Join dialog on a refusal; switching the shared character asks first. On 127.0.0.1 only."""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from sheet_helpers import make_window

from sheet_app.storage.library import Library
from sheet_app.table import protocol
from sheet_app.table.server import TableServer
from sheet_app.ui.attacked_dialog import AttackedDialog
from sheet_app.ui.sheet.window import MainWindow
from sheet_app.ui.table.board import PartyBoard
from sheet_app.ui.table.dialogs import AskDialog
from sheet_app.ui.table.resume import ResumeStore, resume_at_start, store_path

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
    """Every window a test opens, its table left and its library closed at the end."""
    opened: list[tuple[MainWindow, Library | None]] = []
    yield opened
    for window, _library in opened:
        window.table.stop()
    for _window, library in opened:
        if library is not None:
            library.close()


@pytest.fixture
def gm(qtbot, tmp_path, windows):
    lib = Library(tmp_path / "gm" / "library.sqlite3", busy_timeout_ms=50)
    settings = QSettings(str(tmp_path / "gm.ini"), QSettings.Format.IniFormat)
    window = make_window(qtbot, lib, settings, sample("sample-spellblade.json"))
    windows.append((window, lib))
    return window


@pytest.fixture
def raging(qtbot, tmp_path, windows):
    """A player's Berserker at 58/58, raging, with three Fury Dice (3, 1, 4) on d6."""
    doc = sample("sample-berserker.json")
    doc["states"] = ["raging"]
    doc["pools"] = {"fury": {"faces": [3, 1, 4]}}
    lib = Library(tmp_path / "player" / "library.sqlite3", busy_timeout_ms=50)
    settings = QSettings(str(tmp_path / "player.ini"), QSettings.Format.IniFormat)
    window = make_window(qtbot, lib, settings, doc, dice=[2, 5, 3, 1] * 4)
    windows.append((window, lib))
    return window


def reopen(qtbot, windows, window: MainWindow) -> MainWindow:
    """The same library and settings in a new window, as the app opens them at its next start."""
    library = window.library
    again = MainWindow(library.open_session(window.character_id), library=library,
                       character_id=window.character_id, settings=window.settings)
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    qtbot.waitExposed(again)
    windows.append((again, None))  # its library is the first window's, closed with it
    return again


def host(qtbot, window: MainWindow) -> PartyBoard:
    board = window.table.host("127.0.0.1", 0)
    assert board is not None
    qtbot.addWidget(board)
    qtbot.waitUntil(lambda: window.table.chip.text() == "Table: connected", timeout=WAIT)
    return board


def join(qtbot, player: MainWindow, gm_window: MainWindow) -> None:
    """Join by keyboard: the code typed into the Join dialog, Enter; it closes once the table lets us in."""
    dialog = player.table.join_dialog()
    dialog.address.setText(f"127.0.0.1:{gm_window.table.server.port}")
    dialog.player.setText("Ann")
    dialog.code.clear()
    qtbot.keyClicks(dialog.code, gm_window.table.server.code)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT)
    assert player.table.chip.text() == "Table: connected"


def the_card(qtbot, board: PartyBoard, *, online: bool = True):
    qtbot.waitUntil(lambda: len(board.cards) == 1 and next(iter(board.cards.values())).card is not None
                    and next(iter(board.cards.values())).card.document is not None
                    and next(iter(board.cards.values())).card.online is online, timeout=WAIT)
    return next(iter(board.cards.values()))


def test_the_gms_attack_is_answered_in_the_players_attacked_dialog_with_a_reaction(qtbot, gm, raging):
    board = host(qtbot, gm)
    join(qtbot, raging, gm)
    card = the_card(qtbot, board)
    before = raging.session.document()
    depth = len(raging.session.undo_stack)

    ask = board.ask(card.key, "attacked")
    ask.amount.setValue(15)
    ask._ok()
    qtbot.waitUntil(lambda: any(isinstance(d, AttackedDialog) and d.isVisible() for d in raging.table.dialogs),
                    timeout=WAIT)
    dialog = next(d for d in raging.table.dialogs if isinstance(d, AttackedDialog))
    assert dialog.windowTitle() == "Attacked by GM" and dialog.amount.value() == 15
    assert [c.info.title for c in dialog.cards] == ["That all you got?!", "Blood Frenzy"]  # every reaction it has
    assert raging.session.document() == before  # nothing lands before the player answers

    # By keyboard: tick That all you got?!, pick its first die (3) with "1", Enter takes the hit.
    tayg = dialog.cards[0]
    tayg.check.setFocus()
    qtbot.keyClick(tayg.check, Qt.Key.Key_Space)
    qtbot.keyClick(dialog, Qt.Key.Key_1)
    assert tayg.picks.sorted() == [0]
    assert dialog.outcome_text() == "15 damage: 5 absorbed, HP 58 → 48"
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible()

    # One action: the reaction and the hit, the GM's, one undo step named after the attack.
    assert len(raging.session.undo_stack) == depth + 1
    record = raging.session.undo_stack[-1]
    assert record.action["do"] == "attacked" and record.action["by"] == "GM"
    assert [r["consumer"] for r in record.action["reactions"]] == ["tayg"]
    assert raging.ops.undo_name() == "Attacked (15 damage)"
    assert raging.session.char.track("hp")[0] == 48
    # The board shows what happened.
    qtbot.waitUntil(lambda: card.hp.current == 48, timeout=WAIT)
    qtbot.waitUntil(lambda: card.log.text().endswith("That all you got?!: 5 absorbed, HP 58 → 48"), timeout=WAIT)
    assert "That all you got?!: 5 absorbed, HP 58 → 48" in raging.log.lines()

    # An attack the player cancels lands nowhere, and the log says so.
    board.ask(card.key, "attacked").amount.setValue(7)
    board.dialog._ok()
    qtbot.waitUntil(lambda: any(isinstance(d, AttackedDialog) and d.isVisible() and d is not dialog
                                for d in raging.table.dialogs), timeout=WAIT)
    second = next(d for d in raging.table.dialogs if isinstance(d, AttackedDialog) and d is not dialog)
    qtbot.keyClick(second, Qt.Key.Key_Escape)
    assert raging.log.lines()[-1] == "Did not take the attack from GM (attacked for 7)"
    assert len(raging.session.undo_stack) == depth + 1

    raging.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is raging)
    raging.view.setFocus()
    qtbot.keyClick(raging, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # all of it, in one step
    assert raging.session.document() == before
    qtbot.waitUntil(lambda: card.hp.current == 58, timeout=WAIT)


def test_the_status_chip_follows_the_connection(qtbot, tmp_path, raging):
    folder = tmp_path / "table"
    server = TableServer(folder, port=0, announce=False).start()
    port = server.port
    try:
        raging.table.join(f"ws://127.0.0.1:{port}", server.code, "Ann")
        chip = raging.table.chip
        qtbot.waitUntil(lambda: chip.text() == "Table: connected", timeout=WAIT)
        server.stop()
        qtbot.waitUntil(lambda: chip.text() == "Table: reconnecting…", timeout=WAIT)
        assert "The GM's requests: reconnecting…" in chip.toolTip()  # each part of the table in the tooltip
        server = TableServer(folder, port=port, announce=False).start()
        qtbot.waitUntil(lambda: chip.text() == "Table: connected", timeout=WAIT)
        old = raging.table.bridge
        raging.table.leave()
        assert chip.text() == "Table: left" and raging.table.client is None
        old.statusChanged.emit("connected", "")  # a late report from the client just left is not the truth
        assert chip.text() == "Table: left"
        raging.table.join(f"ws://127.0.0.1:{port}", "wrong-code", "Ann")
        qtbot.waitUntil(lambda: chip.text() == "Table: refused", timeout=WAIT)
        assert "wrong table code" in raging.message.text.text()
    finally:
        raging.table.stop()
        server.stop()


def test_a_player_resumes_the_table_at_the_next_start(qtbot, gm, raging, windows):
    board = host(qtbot, gm)
    join(qtbot, raging, gm)
    card = the_card(qtbot, board)
    code = gm.table.server.code
    # The code is kept beside the library, 0600, never in the settings.
    path = store_path(raging.library)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert ResumeStore(path).get("join")["code"] == code
    raging.settings.sync()
    assert code not in Path(raging.settings.fileName()).read_text(encoding="utf-8")

    raging.table.stop()  # the app closes: the table is remembered
    card = the_card(qtbot, board, online=False)
    # A request made while the player is away is marked on the card.
    board.ask(card.key, "damage").amount.setValue(4)
    board.dialog._ok()
    qtbot.waitUntil(lambda: card.pending_count == 1 and card.pending.isVisible(), timeout=WAIT)
    assert card.pending.text() == "● 1 request waiting for the player"

    again = reopen(qtbot, windows, raging)
    resume_at_start(again)  # the same character is open: it re-joins without asking
    qtbot.waitUntil(lambda: again.table.chip.text() == "Table: connected", timeout=WAIT)
    card = the_card(qtbot, board)
    assert card.key == protocol.key_id(ResumeStore(path).get("key")["key"]) + "/" + again.character_id
    assert again.settings.value("table/key") is None  # the player's key is in the file, never in the settings
    qtbot.waitUntil(lambda: again.session.char.track("hp")[0] == 54, timeout=WAIT)  # the damage, applied once
    qtbot.waitUntil(lambda: card.pending_count == 0 and not card.pending.isVisible(), timeout=WAIT)
    dialog = again.table.join_dialog()
    assert dialog.code.text() == code  # the Join dialog remembers the code
    dialog.reject()

    again.table.leave()  # Leave the table: not resumed at the next start
    assert ResumeStore(path).get("join") is None
    assert again.table.chip.text() == "Table: left"


def test_a_host_resumes_hosting_with_its_cards(qtbot, gm, raging, windows):
    board = host(qtbot, gm)
    join(qtbot, raging, gm)
    key = the_card(qtbot, board).key
    code, port = gm.table.server.code, gm.table.server.port
    gm.table.stop()  # the GM's app closes
    qtbot.waitUntil(lambda: raging.table.chip.text() == "Table: reconnecting…", timeout=WAIT)

    again = reopen(qtbot, windows, gm)
    resume_at_start(again)
    box = next(d for d in again.table.dialogs if isinstance(d, AskDialog))
    assert box.isVisible() and box.text() == "Resume hosting Table?"
    assert f"127.0.0.1:{port}" in box.informativeText()
    box.yes.click()
    board = again.table.board
    assert board is not None and again.table.server.code == code and again.table.server.port == port
    qtbot.addWidget(board)
    card = the_card(qtbot, board)  # back, and online again once the player's app reconnects
    assert card.key == key and card.full_name() == "Korr Ironhide"
    qtbot.waitUntil(lambda: raging.table.chip.text() == "Table: connected", timeout=WAIT)


def test_the_join_dialog_stays_open_on_a_refusal_and_says_why(qtbot, gm, raging):
    host(qtbot, gm)
    dialog = raging.table.join_dialog()
    dialog.address.setText(f"127.0.0.1:{gm.table.server.port}")
    qtbot.keyClicks(dialog.code, "not-the-code")
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "refused" in dialog.state.text(), timeout=WAIT)
    assert dialog.isVisible() and dialog.ok.isEnabled()
    assert dialog.state.text() == "The table refused: wrong table code. Check the code and join again."
    dialog.code.setText(gm.table.server.code)
    dialog.ok.click()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT)
    assert raging.table.chip.text() == "Table: connected"


def test_switching_the_shared_character_asks_first(qtbot, gm, raging):
    host(qtbot, gm)
    other = raging.library.create(sample("sample-spellblade.json"))
    first = raging.character_id
    dialog = raging.table.join_dialog()
    dialog.address.setText(f"127.0.0.1:{gm.table.server.port}")
    dialog.code.setText(gm.table.server.code)
    dialog.character.setCurrentIndex(dialog.character.findData(other))
    dialog.ok.click()
    box = raging.table.dialogs[-1]
    assert isinstance(box, AskDialog) and box.isVisible()
    assert box.text() == "Share Vesna Arcwright at the table?"
    assert "switches from Korr Ironhide to Vesna Arcwright" in box.informativeText()
    box.no.click()
    assert raging.character_id == first and raging.table.client is None and dialog.isVisible()
    dialog.ok.click()
    raging.table.dialogs[-1].yes.click()
    assert raging.character_id == other
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT)
    assert raging.table.cid == other


def test_the_players_key_is_kept_0600_beside_the_library_and_an_old_settings_key_moves_there_once(qtbot, tmp_path):
    """Issue 27 item 7: the player's key for its tables (its hash is the player id) is a secret like the
    code: kept in the resume file, 0600, never in the settings. An older app's key in the settings is moved
    there once (the same key: the same seats) and removed from the settings."""
    lib = Library(tmp_path / "library.sqlite3", busy_timeout_ms=50)
    settings = QSettings(str(tmp_path / "player.ini"), QSettings.Format.IniFormat)
    old_key = protocol.new_key()
    settings.setValue("table/key", old_key)
    settings.sync()
    window = make_window(qtbot, lib, settings, sample("sample-berserker.json"))
    old = os.umask(0)
    try:
        assert window.table._key() == old_key
    finally:
        os.umask(old)
    path = store_path(lib)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert ResumeStore(path).get("key") == {"key": old_key}
    assert settings.value("table/key") is None and old_key not in Path(settings.fileName()).read_text(encoding="utf-8")
    assert window.table._key() == old_key  # kept: read from the file from now on
    window.table.leave()  # leaving a table forgets the table, not who this app is
    assert ResumeStore(path).get("key") == {"key": old_key}
    # A fresh app makes a key of its own, straight into the file.
    other = Library(tmp_path / "other" / "library.sqlite3", busy_timeout_ms=50)
    fresh = make_window(qtbot, other, QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat),
                        sample("sample-berserker.json"))
    key = fresh.table._key()
    assert len(key) >= 32 and key != old_key and ResumeStore(store_path(other)).get("key") == {"key": key}
    assert fresh.settings.value("table/key") is None
    lib.close()
    other.close()


def test_a_players_check_shows_as_the_last_roll_on_the_board(qtbot, gm, raging):
    """Issue 29 item 4: the player's last d20 roll in effect goes with what the app publishes; the board
    says it beside the armor, and an undo of the roll takes it off again."""
    from sheet_app.engine import steps

    board = host(qtbot, gm)
    join(qtbot, raging, gm)
    card = the_card(qtbot, board)
    armor = raging.session.char.numbers()["armor"]
    assert card.numbers.text() == f"Armor {armor}"
    raging.apply(steps.Check(skill="stealth", dc=12).step())
    entry = raging.session.rolls()[-1][1]
    outcome = "succeeded" if entry["success"] else "failed"
    want = f"Armor {armor}  ·  Last: Stealth check {entry['total']} vs 12, {outcome}"
    qtbot.waitUntil(lambda: card.numbers.text() == want, timeout=WAIT)
    raging.ops.undo()
    qtbot.waitUntil(lambda: card.numbers.text() == f"Armor {armor}", timeout=WAIT)


def board_of(qtbot, count: int) -> PartyBoard:
    """A board of `count` cards (the three samples in turn) in an encounter, at 1280×800."""
    board = PartyBoard(lambda *_a, **_k: None, lambda: [])
    qtbot.addWidget(board)
    board.set_info("ws://127.0.0.1:8765", "k7h2m9pq3x")
    samples = [sample(name) for name in ("sample-berserker.json", "sample-spellblade.json", "sample-oathsworn.json")]
    for i in range(count):
        doc = dict(samples[i % 3], name=samples[i % 3]["name"] + (f" {i}" if i >= 3 else ""))
        if i == 1:
            doc["hp"] = {"current": 10, "max": 44}
            doc["rolledInitiative"] = 11
        if i == 2:
            doc["rolledInitiative"] = 18
        roll = {"kind": "skill", "key": "examination", "total": 14 + i, "dc": 12, "success": True}
        board.show_card(protocol.Card(f"{i:016x}/c{i}", doc["name"], f"Player {i}", doc,
                                      log=["GM: Took 9 damage", "That all you got?!: 5 absorbed, HP 58 → 48"],
                                      online=True, last_roll=roll if i % 2 == 0 else None))
    board.resize(1280, 800)
    board.show()
    qtbot.waitExposed(board)
    return board


def assert_nothing_clipped(board: PartyBoard) -> None:
    width = board.area.viewport().width()
    for widget in board.cards.values():
        assert widget.x() >= 0 and widget.x() + widget.width() <= width, widget.full_name()
        assert widget.width() >= widget.minimumSizeHint().width(), widget.full_name()
        assert widget.name.text() == widget.full_name()  # not elided
        for label in (widget.stats, widget.numbers, widget.log):  # wrapped, each as tall as its lines
            assert label.isVisible() and label.height() >= label.heightForWidth(label.width()), label.text()
            assert label.geometry().right() <= widget.contentsRect().right(), label.text()
        for button in widget.buttons.values():
            assert button.width() >= button.sizeHint().width(), button.text()
    assert not board.area.horizontalScrollBar().isVisible()


@pytest.mark.parametrize("count", [3, 6, 8])
def test_the_board_wraps_its_cards_at_1280_by_800(qtbot, tmp_path, count):
    board = board_of(qtbot, count)
    cards = list(board.cards.values())
    qtbot.waitUntil(lambda: len({w.y() for w in cards}) == (count + 2) // 3)  # rows of three, once laid out
    assert board.columns == 3
    assert_nothing_clipped(board)
    if count == 8:
        assert board.area.verticalScrollBar().isVisible()
    # Narrower, it wraps into fewer columns, still unclipped.
    board.resize(800, 800)
    qtbot.waitUntil(lambda: board.columns == 2 and len({w.x() for w in cards}) == 2)
    assert_nothing_clipped(board)
    board.resize(1280, 800)
    qtbot.waitUntil(lambda: board.columns == 3)
    board.grab().save(str(tmp_path / f"board-{count}.png"))
    # BLOODIED and the states in the sheet's words; armor and the last roll (issue 29 item 4).
    assert cards[1].condition.text() == "BLOODIED" and cards[1].condition.isVisible()
    assert not cards[0].condition.isVisible()
    armor = cards[0].session.char.numbers()["armor"]
    assert cards[0].numbers.text() == f"Armor {armor}  ·  Last: Examination check 14 vs 12, succeeded"
    assert cards[1].numbers.text().startswith("Armor ") and "Last" not in cards[1].numbers.text()


def test_the_encounter_controls_follow_the_encounter_and_the_turn_goes_round(qtbot):
    board = board_of(qtbot, 3)
    controls = board.controls
    board.set_encounter({})
    assert controls["startEncounter"].isEnabled()
    assert not controls["nextRound"].isEnabled() and not controls["endEncounter"].isEnabled()
    assert not board.next_turn.isEnabled()
    board.set_encounter({"running": True, "round": 1})
    assert not controls["startEncounter"].isEnabled()
    assert controls["nextRound"].isEnabled() and controls["endEncounter"].isEnabled()
    assert board.order.text() == ("Initiative: ▶ Sera Dawnvow 18 · Vesna Arcwright 11 · "
                                  "Korr Ironhide (not rolled)")
    board.next_turn.setFocus()
    qtbot.keyClick(board.next_turn, Qt.Key.Key_Space)
    assert board.order.text().startswith("Initiative: Sera Dawnvow 18 · ▶ Vesna Arcwright 11")
    board.set_encounter({"running": True, "round": 2})  # Next round: the top of the order again
    assert "▶ Sera Dawnvow 18" in board.order.text()
    board.copy.click()
    assert QApplication.clipboard().text() == "k7h2m9pq3x"


def test_the_resume_file_is_0600_whatever_the_umask_and_unreadable_means_nothing(tmp_path):
    path = tmp_path / "library.resume.json"
    old = os.umask(0)
    try:
        store = ResumeStore(path)
        store.remember("join", url="ws://127.0.0.1:1", code="abc", player="Ann", character="c1")
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert store.get("join") == {"url": "ws://127.0.0.1:1", "code": "abc", "player": "Ann", "character": "c1"}
    store.forget("join")
    assert store.read() == {}
    path.write_text("{not json", encoding="utf-8")
    assert ResumeStore(path).read() == {}
    path.write_text(json.dumps({"join": {"url": "x"}, "host": [], "other": {}}), encoding="utf-8")
    assert ResumeStore(path).read() == {}  # an entry without its fields is no table to resume
    assert ResumeStore(None).read() == {}


def test_the_table_menu_offers_the_board_while_hosting_and_leave_while_at_a_table(qtbot, gm, raging):
    """Issue 32 item 8: Party board and Leave the table are enabled only when they can do something."""
    host(qtbot, gm)
    gm.menus.update_table_menu()
    assert gm.menus.board_action.isEnabled() and gm.menus.leave_action.isEnabled()
    join(qtbot, raging, gm)
    raging.menus.update_table_menu()
    assert raging.menus.leave_action.isEnabled() and not raging.menus.board_action.isEnabled()
    raging.menus.leave_action.trigger()
    raging.menus.update_table_menu()
    assert not raging.menus.leave_action.isEnabled()
