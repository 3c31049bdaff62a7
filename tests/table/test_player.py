"""A player's requests: handed out once, in order, per character; a character new to the table starts
after what is there; the state file is shared by windows. A stand-in client (no network)."""
from __future__ import annotations

from typing import Any

from sheet_app.table import protocol
from sheet_app.table.player import PlayerTable, handle


class FakeClient:
    def __init__(self, texts: list[str]):
        self.texts = texts
        self.table_info = {"id": "t1"}
        self.published: list[tuple[str, int]] = []

    def table_synced(self) -> bool:
        return True

    def run(self, fn: Any, *args: Any) -> Any:
        return fn(*args)

    def call(self, fn: Any, *args: Any) -> None:
        fn(*args)

    def requests_list(self) -> list[Any]:
        out: list[Any] = []
        for text in self.texts:
            try:
                out.append(protocol.parse_request(text))
            except protocol.RequestError as err:
                out.append(err)
        return out

    def key_of(self, cid: str) -> str:
        return f"{'a' * 16}/{cid}"

    def share(self, cid: str, document: Any, log: list[str], applied: int) -> None:
        self.published.append((cid, applied))

    def set_applied(self, cid: str, applied: int) -> None:
        self.published.append((cid, applied))


def req(seq: int, to: str, kind: str = "damage", **fields: Any) -> str:
    return protocol.Request(seq, to, kind, **fields).to_json()


def test_requests_are_due_once_in_order_and_survive_a_restart(tmp_path):
    me = "a" * 16 + "/c1"
    client = FakeClient([req(1, protocol.EVERYONE, "startEncounter")])
    table = PlayerTable(client, tmp_path / "state.json")
    table.share("c1", {}, [])
    assert table.due() == []  # new to the table: what was there before is not for this character
    client.texts += [req(2, me, amount=3), req(3, "b" * 16 + "/c9", amount=50), "not json",
                     req(5, me, "heal", amount=1)]
    due = table.due()
    assert [(cid, position) for cid, position, _ in due] == [("c1", 2), ("c1", 4), ("c1", 5)]
    assert isinstance(due[1][2], protocol.RequestError)
    # The app stops before handling 2: restarted, 2 is due again (the one for another character after it
    # does not count it as handled).
    crashed = PlayerTable(FakeClient(client.texts), tmp_path / "state.json")
    crashed.share("c1", {}, [])
    assert [position for _, position, _ in crashed.due()] == [2, 4, 5]
    table.done("c1", 2)
    # Restarted (a new PlayerTable on the same file): 2 and 3 (not ours) are done, 4 and 5 are still due.
    again = PlayerTable(FakeClient(client.texts), tmp_path / "state.json")
    again.share("c1", {}, [])
    assert [position for _, position, _ in again.due()] == [4, 5]
    for _, position, _ in again.due():
        again.done("c1", position)
    assert again.due() == []


def test_two_windows_share_the_state_file(tmp_path):
    texts = [req(1, protocol.EVERYONE, "startEncounter")]
    one, two = PlayerTable(FakeClient(texts), tmp_path / "s.json"), PlayerTable(FakeClient(texts), tmp_path / "s.json")
    one.share("c1", {}, [])
    two.share("c2", {}, [])
    one.due()
    two.due()
    texts.append(req(2, protocol.EVERYONE, "nextRound"))
    one.done("c1", 2)
    fresh = PlayerTable(FakeClient(texts), tmp_path / "s.json")
    fresh.share("c2", {}, [])
    assert [p for _, p, _ in fresh.due()] == [2]  # c2's entry survived c1's write
    fresh.share("c1", {}, [])
    assert [(c, p) for c, p, _ in fresh.due()] == [("c2", 2)]


def test_handle_sends_each_kind_through_the_right_door():
    calls: list[tuple[str, Any]] = []
    for request in (protocol.Request(1, "*", "damage", amount=2), protocol.Request(2, "*", "attacked", amount=4),
                    protocol.Request(3, "*", "giveItem", item={"name": "Rope"}),
                    protocol.Request(4, "*", "nextRound")):
        handle(request, lambda step: calls.append(("apply", step)),
               attacked=lambda r: calls.append(("attacked", r.amount)), offer=lambda r: calls.append(("offer", r.item)))
    assert calls == [("apply", {"do": "damage", "amount": 2, "by": "GM"}), ("attacked", 4),
                     ("offer", {"name": "Rope"}), ("apply", {"do": "endTurn", "by": "GM"})]


def test_a_corrupt_state_file_is_read_as_empty(tmp_path):
    (tmp_path / "s.json").write_text("{broken", encoding="utf-8")
    table = PlayerTable(FakeClient([req(1, "*", "startEncounter")]), tmp_path / "s.json")
    table.share("c1", {}, [])
    assert table.due() == []
