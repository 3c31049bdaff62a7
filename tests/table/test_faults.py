"""Bad input and faults at the host: a wrong code, forged writes, oversized and invalid messages, a
published state that fails the document check. The host runs in a thread on 127.0.0.1."""
from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from pycrdt import Array, Doc, Map, create_update_message
from table_helpers import SAMPLES, Board, hp
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from sheet_app.engine.session import Session
from sheet_app.table import guard, protocol
from sheet_app.table.client import TableClient
from sheet_app.table.server import TableServer, inspect


def check_message(message, writer):
    """Why the host refuses a client's message ("" = acceptable)."""
    try:
        inspect(message, writer, guard.DEFAULT)
    except guard.Refusal as err:
        return str(err)
    return ""

SAMPLE = json.loads((SAMPLES / "sample-berserker.json").read_text(encoding="utf-8"))


@pytest.fixture
def host(tmp_path: Path):
    server = TableServer(tmp_path / "host").start()
    yield server
    server.stop()


def url(server: TableServer, room: str, key: str, code: str | None = None) -> str:
    return f"{server.url()}/{room}?code={code or server.code}&key={key}&v={protocol.PROTOCOL}"


async def _send_raw(address: str, message: bytes) -> tuple[int | None, str]:
    """Connect, take the host's first sync message, send one message; the close code and reason."""
    async with connect(address, max_size=None, proxy=None) as ws:
        await ws.recv()
        await ws.send(message)
        try:
            while True:
                await asyncio.wait_for(ws.recv(), 10)
        except ConnectionClosed:
            return ws.close_code, ws.close_reason or ""


def send_raw(address: str, message: bytes) -> tuple[int | None, str]:
    return asyncio.run(_send_raw(address, message))


async def _send_then_sync(address: str, message: bytes) -> bool:
    """Connect, send one message, then a sync step 1: whether the host still answers it (the messages
    of one connection are handled in order, so the first has been handled by then)."""
    async with connect(address, max_size=None, proxy=None) as ws:
        await ws.recv()
        await ws.send(message)
        await ws.send(b"\x00\x00\x01\x00")
        while True:
            try:
                reply = await asyncio.wait_for(ws.recv(), 10)
            except ConnectionClosed:
                return False
            if isinstance(reply, bytes) and reply[:2] == b"\x00\x01":
                return True


def send_then_sync(address: str, message: bytes) -> bool:
    return asyncio.run(_send_then_sync(address, message))


def forged_update(room_doc_values: dict) -> bytes:
    doc = Doc()
    sheet = doc.get("sheet", type=Map)
    for key, value in room_doc_values.items():
        sheet[key] = value
    return create_update_message(doc.get_update())


def room_values(server: TableServer, room: str, name: str = "sheet") -> dict:
    found = server.rooms.rooms.get(room)
    if found is None:
        return {}
    return dict(found.ydoc.get(name, type=Map))


def sharing_player(server: TableServer):
    key = protocol.new_key()
    client = TableClient(server.url(), server.code, key, player="Ann").start()
    client.call(client.share, "c1", Session(SAMPLE).document(), ["hello"], 0)
    return client, key


def test_a_wrong_code_is_refused_and_nothing_is_shared(host):
    board = Board()
    client = TableClient(host.url(), "not-the-code", protocol.new_key(), player="Mallory", listener=board).start()
    try:
        client.call(client.share, "c1", Session(SAMPLE).document(), [], 0)
        board.wait(lambda s: s.state == "refused")
        assert not any(name.startswith(protocol.CHAR_PREFIX) for name in host.rooms.rooms)
        with pytest.raises(InvalidStatus):
            send_raw(url(host, protocol.TABLE_ROOM, protocol.new_key(), "wrong"), b"\x00\x00\x01\x00")
    finally:
        client.stop()


def test_a_forged_write_to_another_players_character_is_refused(host):
    ann, ann_key = sharing_player(host)
    board = Board()
    gm = TableClient(host.url(), host.code, host.gm_key, gm=True, listener=board).start()
    try:
        key = f"{protocol.key_id(ann_key)}/c1"
        board.wait(lambda s: key in s.cards and s.cards[key].document is not None)
        room = protocol.CHAR_PREFIX + key
        before = room_values(host, room)
        # Mallory (another player) and the GM himself may read Ann's character, not write it: what a
        # reader sends beyond its sync step 1 is dropped unread, and the connection stays.
        for writer in (protocol.new_key(), host.gm_key):
            assert send_then_sync(url(host, room, writer), forged_update({"document": json.dumps({"name": 5})}))
        assert room_values(host, room) == before
        assert hp(board.cards[key]) == SAMPLE["hp"]["current"]
    finally:
        gm.stop()
        ann.stop()


def test_a_forged_request_from_a_player_is_refused(host):
    doc = Doc()
    doc.get("requests", type=Array).append(
        protocol.Request("r1", protocol.EVERYONE, "damage", amount=99).to_json())
    assert send_then_sync(url(host, protocol.TABLE_ROOM, protocol.new_key()), create_update_message(doc.get_update()))
    assert list(host.rooms.rooms[protocol.TABLE_ROOM].ydoc.get("requests", type=Array)) == []
    # Nor may anyone but the host write the roster.
    assert send_then_sync(url(host, protocol.ROSTER_ROOM, host.gm_key), forged_update({"x": 1}))
    assert "x" not in room_values(host, protocol.ROSTER_ROOM)


def test_an_invalid_or_oversized_message_drops_the_connection(host):
    key = protocol.new_key()
    room = protocol.char_room(protocol.key_id(key), "c1")
    # Not a valid update, though framed as one.
    code, reason = send_raw(url(host, room, key), b"\x00\x02\x05garbage")
    assert code == 4008 and "damaged" in reason
    code, reason = send_raw(url(host, room, key), b"\x00\x02\x07garbage")
    assert code == 4008 and "damaged update" in reason
    # Not a sync message at all.
    code, _ = send_raw(url(host, room, key), b"\x07\x01\x02")
    assert code == 4008
    # Over the size limit: the websocket layer drops it before anything reads it.
    big = forged_update({"document": "x" * (protocol.MESSAGE_LIMIT + 10)})
    code, _ = send_raw(url(host, room, key), big)
    assert code in (1009, 4008)
    assert room_values(host, room) == {}
    # Only its owner brings a character to the table: a reader cannot open (and so create) one.
    with pytest.raises(InvalidStatus):
        send_raw(url(host, protocol.char_room(protocol.key_id(protocol.new_key()), "c9"), key), b"\x00\x00\x01\x00")
    # A room name that is not one of the table's.
    with pytest.raises(InvalidStatus):
        send_raw(url(host, "char/../../etc", key), b"\x00\x00\x01\x00")


def test_check_message_names_what_is_wrong():
    assert check_message(b"", True) == "not a y-websocket message"
    assert "only document sync" in check_message(b"\x07\x00\x00", True)
    assert "length is wrong" in check_message(b"\x01\x00\x00", True)
    assert "unknown sync" in check_message(b"\x00\x09\x00", True)
    assert "cut short" in check_message(b"\x00\x02\xff", True)
    assert check_message(b"\x00\x00\x01\x00", False) == ""        # a reader asking for the state
    assert check_message(b"\x00\x01\x02\x00\x00", False) == ""    # a reader with nothing to add
    assert "over" in check_message(b"\x00\x02" + b"\x00" * (protocol.MESSAGE_LIMIT + 1), True)


def test_a_published_state_that_fails_the_check_is_a_damaged_card(host):
    board = Board()
    gm = TableClient(host.url(), host.code, host.gm_key, gm=True, listener=board).start()
    bad = TableClient(host.url(), host.code, protocol.new_key(), player="Eve").start()
    try:
        bad.call(bad.share, "c1", {"format": "sheet/1", "name": "Broken", "hp": {"current": "lots"}}, [], 0)
        key = bad.key_of("c1")
        board.wait(lambda s: key in s.cards and s.cards[key].problem.startswith("the shared character is damaged"))
        assert board.cards[key].document is None
        # Not JSON at all, and not even a document: still a card, still no exception.
        card = protocol.read_card(key, {"log": "[1,", "applied": "x"}, {"items": "0", "doc/format": "{nope"}, True)
        assert card.problem.startswith("the shared character is not JSON") and card.log == [] and card.applied == 0
        assert protocol.read_card(key, {}, {"doc/format": "7"}, False).problem.startswith("the shared character is "
                                                                                         "damaged")
        # An item part that is missing, or one that fails the item check, names the item.
        shared = {"items": "2", "doc/format": '"sheet/1"', "doc/name": '"Korr"', "item/0": '{"name": "Rope"}'}
        assert "items[1]" in protocol.read_card(key, {}, shared, True).problem
        shared["item/1"] = '{"name": 5}'
        assert "items[1]" in protocol.read_card(key, {}, shared, True).problem
    finally:
        bad.stop()
        gm.stop()


@pytest.mark.parametrize("text, problem", [
    ("{", "not JSON"),
    ("[]", "must be an object"),
    ('{"id": "no id!", "to": "*", "kind": "damage", "amount": 1}', "'id'"),
    ('{"id": "r1", "to": "nobody", "kind": "damage", "amount": 1}', "'to'"),
    ('{"id": "r1", "to": "*", "kind": "explode"}', "unknown kind"),
    ('{"id": "r1", "to": "*", "kind": "damage", "amount": -3}', "'amount'"),
    ('{"id": "r1", "to": "*", "kind": "heal", "amount": 1e400}', "'amount'"),
    ('{"id": "r1", "to": "*", "kind": "damage", "amount": true}', "'amount'"),
    ('{"id": "r1", "to": "*", "kind": "giveItem", "item": "wand"}', "'item'"),
])
def test_a_bad_request_is_named(text, problem):
    with pytest.raises(protocol.RequestError, match=problem):
        protocol.parse_request(text)


def test_a_gm_request_is_logged_as_the_gms_and_undoes():
    session = Session(SAMPLE)
    before = session.document()
    result = session.apply(protocol.Request("r1", "*", "damage", amount=9).step())
    assert result.ok and result.log[0] == "GM: Took 9 damage"
    assert session.undo().ok
    assert session.document() == before
