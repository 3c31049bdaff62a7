"""Seats (issue 27 item 3), on 127.0.0.1 with the Qt-free clients and no engine session: a player key
holds at most its seats, a full table says so (not "wrong code?"), and a character the GM removes is
refused to its owner and gone from the board and the store, after a restart of the host too."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from table_helpers import Board

from sheet_app.table import protocol
from sheet_app.table.client import TableClient, refusal_words
from sheet_app.table.server import TableServer

DOC = {"format": "sheet/1", "name": "Seat", "items": []}


def player(server: TableServer, key: str | None = None, name: str = "Bob") -> tuple[TableClient, Board]:
    board = Board()
    client = TableClient(server.url(), server.code, key or protocol.new_key(), player=name, listener=board).start()
    return client, board


def share(client: TableClient, *cids: str) -> None:
    for cid in cids:
        client.call(client.share, cid, {**DOC, "name": f"Seat {cid}"}, [], 0)


def gm(server: TableServer) -> tuple[TableClient, Board]:
    board = Board()
    return TableClient(server.url(), server.code, server.gm_key, gm=True, listener=board).start(), board


def online(board: Board, *keys: str):
    return lambda b: all(k in b.cards and b.cards[k].online and b.cards[k].document for k in keys)


@pytest.fixture
def started(tmp_path: Path):
    made: list = []

    def start(**kwargs) -> TableServer:
        server = TableServer(tmp_path / "host", **kwargs).start()
        made.append(server)
        return server

    yield start, made
    for part in reversed(made):
        part.stop()


def test_a_player_key_holds_at_most_its_seats_and_is_told_so(started):
    start, made = started
    server = start()
    board_client, board = gm(server)
    bob, bob_sees = player(server)
    made += [board_client, bob]
    share(bob, "c1", "c2", "c3")
    board.wait(online(board, *(bob.key_of(c) for c in ("c1", "c2", "c3"))))
    share(bob, "c4")
    bob_sees.wait(lambda b: b.state == "refused")
    assert bob_sees.message == "you already share 3 characters at this table"
    assert bob.key_of("c4") not in board.cards
    # Another player's key has its own seats; the limit is the host's setting.
    ann, _ = player(server, name="Ann")
    made.append(ann)
    share(ann, "a1")
    board.wait(online(board, ann.key_of("a1")))
    assert len(server.characters()) == 4


def test_the_seats_per_player_and_a_full_table_are_the_hosts_settings(started):
    start, made = started
    server = start(seats_per_player=1, max_characters=2)
    board_client, board = gm(server)
    made.append(board_client)
    one, one_sees = player(server)
    two, _ = player(server)
    made += [one, two]
    share(one, "c1")
    share(two, "c1")
    board.wait(online(board, one.key_of("c1"), two.key_of("c1")))
    share(one, "c2")
    one_sees.wait(lambda b: b.state == "refused")
    assert one_sees.message == "you already share 1 character at this table"
    three, three_sees = player(server)
    made.append(three)
    share(three, "c1")
    three_sees.wait(lambda b: b.state == "refused")
    assert three_sees.message == "the table is full"
    # A wrong code says so too, in the host's words.
    wrong = TableClient(server.url(), "not-the-code", protocol.new_key(), listener=(lost := Board())).start()
    made.append(wrong)
    lost.wait(lambda b: b.state == "refused")
    assert lost.message == "wrong table code"
    with pytest.raises(ValueError):
        TableServer(server.folder, seats_per_player=0)


def test_refusal_words_read_the_hosts_reason_or_fall_back():
    assert refusal_words(b"the table is full") == "the table is full"
    assert refusal_words(b"") == "the host refused the connection (wrong table code?)"
    assert refusal_words(b"\x1b[31mfull\n") == "[31mfull"  # no control characters reach the window


def test_a_removed_character_is_refused_to_its_owner_and_gone_after_a_restart(started):
    start, made = started
    server = start()
    port, folder = server.port, server.folder
    board_client, board = gm(server)
    key = protocol.new_key()
    bob, bob_sees = player(server, key)
    made += [board_client, bob]
    share(bob, "c1", "c2")
    gone, kept = bob.key_of("c1"), bob.key_of("c2")
    board.wait(online(board, gone, kept))
    board_client.call(board_client.remove_seat, gone)
    board.wait(lambda b: gone in b.removals and gone not in b.cards)
    bob_sees.wait(lambda b: b.state == "refused")
    assert bob_sees.message == "the GM removed this character from the table"
    assert gone not in server.characters() and kept in server.characters()
    assert board.state == "connected"  # the GM's own reading of the removed room is not a refusal
    # Its seat is free again (the key holds c2 and may share another).
    share(bob, "c3")
    board.wait(online(board, kept, bob.key_of("c3")))
    bob.stop()

    # A restarted host: the card is gone, its stored room too, and the owner is still refused.
    server.stop()
    made.remove(server)
    again = start(port=port)
    assert again.folder == folder and gone in again.removed
    rows = sqlite3.connect(folder / "rooms.db").execute(
        "SELECT COUNT(*) FROM yupdates WHERE path = ?", (protocol.CHAR_PREFIX + gone,)).fetchone()[0]
    assert rows == 0
    fresh, fresh_board = gm(again)
    made.append(fresh)
    fresh_board.wait(lambda b: kept in b.cards)
    assert gone not in fresh_board.cards and gone not in again.characters()
    back, back_sees = player(again, key)
    made.append(back)
    share(back, "c1")
    back_sees.wait(lambda b: b.state == "refused")
    assert back_sees.message == "the GM removed this character from the table"
    assert gone not in again.characters()


def test_serve_takes_the_seats_per_player(tmp_path):
    import subprocess
    import sys

    from table_helpers import ROOT, Host

    host = Host(tmp_path / "host", 0, "--seats-per-player", "1")
    try:
        sees = Board()
        client = TableClient(host.url, host.code, protocol.new_key(), player="Bob", listener=sees).start()
        try:
            share(client, "c1", "c2")
            sees.wait(lambda b: b.state == "refused")
            assert sees.message == "you already share 1 character at this table"
        finally:
            client.stop()
    finally:
        host.kill()
    out = subprocess.run([sys.executable, "-m", "sheet_app", "serve", "--seats-per-player", "0", "--folder",
                          str(tmp_path / "other")], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.returncode == 2 and "--seats-per-player must be 1 or more" in out.stderr
