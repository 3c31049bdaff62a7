"""The table across processes on 127.0.0.1: a host (`sheet-app serve`), two players (real libraries and
sessions through the Qt-free layer) and the GM's client in the test process."""
from __future__ import annotations

import json

from table_helpers import Board, hp

from sheet_app.storage.library import Library
from sheet_app.table import protocol


def key_of(player: str, cid: str) -> str:
    return f"{protocol.key_id(player)}/{cid}"


def test_an_encounter_with_two_players(table):
    ann, ann_cid, ann_key, ann_lib = table.player("Ann")
    bob, bob_cid, bob_key, _ = table.player("Bob", "sample-spellblade.json", offers="decline")
    a, b = key_of(ann_key, ann_cid), key_of(bob_key, bob_cid)
    board = table.board
    # Join: both cards appear, online, with the characters' names.
    board.wait(lambda s: a in s.cards and b in s.cards and s.cards[a].document and s.cards[b].document
               and s.cards[a].online and s.cards[b].online)
    assert board.cards[a].name == "Brakka Ironhide" or board.cards[a].name
    assert board.cards[a].player == "Ann"
    start = hp(board.cards[a])

    # A player's own action appears on the board.
    ann.send(apply=ann_cid, step={"do": "damage", "amount": 2})
    ann.expect(lambda e: e.get("event") == "applied" and e["ok"])
    board.wait(lambda s: hp(s.cards[a]) == start - 2)
    assert any("2" in line for line in board.cards[a].log)

    # GM damage lands on the player's sheet as an ordinary, logged, undoable action.
    table.gm.run(table.gm.send_request, a, "damage", amount=5)
    applied = ann.expect(lambda e: e.get("event") == "applied")
    assert applied["ok"] and applied["log"][0].startswith("GM: ")
    board.wait(lambda s: hp(s.cards[a]) == start - 7 and s.cards[a].applied == 1)
    assert any(line.startswith("GM: ") for line in board.cards[a].log)
    ann.send(apply=ann_cid, step={"do": "undo"})
    assert ann.expect(lambda e: e.get("event") == "applied")["ok"]
    board.wait(lambda s: hp(s.cards[a]) == start - 2)
    # Bob's sheet did not move.
    assert hp(board.cards[b]) == hp(board.cards[b])

    # Give an item: Ann adds the offer, Bob declines his.
    wand = {"name": "Wand of Frost Rays", "type": "object"}
    table.gm.run(table.gm.send_request, a, "giveItem", item=wand)
    table.gm.run(table.gm.send_request, b, "giveItem", item=wand)
    board.wait(lambda s: any(i.get("name") == "Wand of Frost Rays" for i in s.cards[a].document["items"]))
    bob.expect(lambda e: e.get("event") == "declined" and e["item"] == "Wand of Frost Rays")
    assert not any(i.get("name") == "Wand of Frost Rays" for i in board.cards[b].document["items"])

    # The encounter for everyone.
    table.gm.run(table.gm.send_request, protocol.EVERYONE, "startEncounter")
    board.wait(lambda s: s.cards[a].document.get("encounter") and s.cards[b].document.get("encounter"))
    table.gm.run(table.gm.send_request, protocol.EVERYONE, "nextRound")
    board.wait(lambda s: s.cards[a].document["encounter"]["round"] == 2
               and s.cards[b].document["encounter"]["round"] == 2)
    assert table.gm.run(table.gm.encounter) == {"running": True, "round": 2}
    table.gm.run(table.gm.send_request, protocol.EVERYONE, "endEncounter")
    board.wait(lambda s: not s.cards[a].document.get("encounter") and not s.cards[b].document.get("encounter"))

    # Everything Ann's app did is in Ann's library: the GM's damage and its undo, the item.
    ann.quit()
    lib = Library(ann_lib)
    saved, _version = lib.get(ann_cid)
    assert saved["hp"]["current"] == start - 2
    assert any(i.get("name") == "Wand of Frost Rays" for i in saved["items"])
    log = lib.log(ann_cid)
    assert any(line.startswith("GM: ") and "5" in line for line in log)
    assert any(line.startswith("Undid") for line in log)


def test_a_request_made_while_the_player_was_away_is_applied_once_in_order(table):
    ann, cid, key, library = table.player("Ann")
    a = key_of(key, cid)
    board = table.board
    board.wait(lambda s: a in s.cards and s.cards[a].document is not None and s.cards[a].online)
    start = hp(board.cards[a])
    ann.kill()  # the laptop sleeps (killed mid-session)
    board.wait(lambda s: not s.cards[a].online)
    table.gm.run(table.gm.send_request, a, "damage", amount=6)
    table.gm.run(table.gm.send_request, a, "heal", amount=4)
    # Back: the same key and library; both requests land, damage first.
    ann, *_ = table.player("Ann", key=key, library=library)
    first = ann.expect(lambda e: e.get("event") == "applied")
    second = ann.expect(lambda e: e.get("event") == "applied")
    assert "damage" in first["log"][0].lower() and first["log"][0].startswith("GM: ")
    assert second["log"][0].startswith("GM: Healed 4")
    board.wait(lambda s: s.cards[a].online and hp(s.cards[a]) == start - 2 and s.cards[a].applied == 2)
    # Restarted again: nothing is applied twice.
    ann.quit()
    ann, *_ = table.player("Ann", key=key, library=library)
    board.wait(lambda s: s.cards[a].online)
    ann.send(state=cid)
    assert ann.expect(lambda e: e.get("event") == "state")["hp"] == start - 2
    assert not [e for e in ann.seen if e.get("event") == "applied"]
    lib = Library(library)
    log = lib.log(cid)
    lib.close()
    assert sum(line.startswith("GM: Took 6 damage") for line in log) == 1
    assert sum(line.startswith("GM: Healed 4") for line in log) == 1


def test_a_killed_player_catches_up_and_loses_nothing(table):
    ann, cid, key, library = table.player("Ann")
    a = key_of(key, cid)
    table.board.wait(lambda s: a in s.cards and s.cards[a].document is not None)
    start = hp(table.board.cards[a])
    ann.send(apply=cid, step={"do": "damage", "amount": 3})
    ann.expect(lambda e: e.get("event") == "applied")
    table.board.wait(lambda s: hp(s.cards[a]) == start - 3)
    ann.kill()
    # Offline play is saved in the library; on restart the board catches up.
    lib = Library(library)
    session = lib.open_session(cid)
    assert session.apply({"do": "heal", "amount": 1}).ok
    lib.close()
    ann, *_ = table.player("Ann", key=key, library=library)
    table.board.wait(lambda s: s.cards[a].online and hp(s.cards[a]) == start - 2)
    assert Library(library).get(cid)[0]["hp"]["current"] == start - 2


def test_a_restarted_host_brings_the_board_back_from_its_store(table):
    ann, cid, key, _library = table.player("Ann")
    a = key_of(key, cid)
    table.board.wait(lambda s: a in s.cards and s.cards[a].document is not None)
    start = hp(table.board.cards[a])
    ann.send(apply=cid, step={"do": "damage", "amount": 4})
    ann.expect(lambda e: e.get("event") == "applied")
    table.board.wait(lambda s: hp(s.cards[a]) == start - 4)
    ann.quit()
    table.board.wait(lambda s: not s.cards[a].online)
    table.gm.stop()
    table.restart_host()
    # A fresh GM client (as after the GM's app restarted too): the card is read from the host's store.
    from sheet_app.table.client import TableClient
    board = Board()
    table.gm = TableClient(table.host.url, table.host.code, table.host.gm_key, gm=True, listener=board).start()
    board.wait(lambda s: a in s.cards and hp(s.cards[a]) == start - 4 and not s.cards[a].online)
    assert board.cards[a].player == "Ann"
    # The table keeps its code and GM key across the restart.
    assert json.loads((table.folder / "table.json").read_text())["code"] == table.host.code


def test_play_goes_on_while_the_host_is_down_and_is_republished_when_it_is_back(table):
    ann, cid, key, library = table.player("Ann")
    a = key_of(key, cid)
    board = table.board
    board.wait(lambda s: a in s.cards and s.cards[a].document is not None)
    start = hp(board.cards[a])
    ann.seen.clear()  # only what happens from here on
    table.host.kill()
    ann.expect(lambda e: e.get("event") == "status" and e["state"] == "reconnecting")
    # The laptop is off the network: play goes on, saved in the library.
    ann.send(apply=cid, step={"do": "damage", "amount": 5})
    assert ann.expect(lambda e: e.get("event") == "applied")["ok"]
    table.start_host()
    # Both the player's and the GM's clients reconnect by themselves; the board shows the offline play.
    ann.expect(lambda e: e.get("event") == "status" and e["state"] == "connected")
    board.wait(lambda s: hp(s.cards[a]) == start - 5 and s.cards[a].online)
    lib = Library(library)
    assert lib.get(cid)[0]["hp"]["current"] == start - 5
    lib.close()
