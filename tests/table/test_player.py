"""A player's requests: handed out once each by id, in the order the table holds them, per character;
the id recorded in the library in the same transaction as the action it became; a character new to
the table starts after what is there. A stand-in client (no network) and a real library."""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheet_app.storage import tablebook
from sheet_app.storage.library import Library
from sheet_app.table import protocol
from sheet_app.table.player import PlayerTable, handle

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))
ME = "a" * 16


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

    def request_texts(self) -> list[str]:
        return list(self.texts)

    def key_of(self, cid: str) -> str:
        return f"{ME}/{cid}"

    def share_parts(self, cid: str, encoded: Any, log: list[str], applied: int, whole: bool,
                    last_roll: str = "") -> None:
        self.published.append((cid, applied))

    def set_applied(self, cid: str, applied: int) -> None:
        self.published.append((cid, applied))


def req(rid: str, to: str, kind: str = "damage", **fields: Any) -> str:
    return protocol.Request(rid, to, kind, **fields).to_json()


def library_with(path: Path, count: int = 1) -> tuple[Library, list[str]]:
    library = Library(path)
    return library, [library.create(dict(SAMPLE, name=f"Korr {n}")) for n in range(count)]


def run_due(table: PlayerTable, sessions: dict[str, Any]) -> list[tuple[str, str]]:
    """Handle what is due as the app does: each inside `handling`, its step through the session."""
    seen = []
    for cid, rid, request in table.due():
        with table.handling(cid, rid, request):
            seen.append((cid, rid))
            if isinstance(request, protocol.Request):
                handle(request, sessions[cid].apply, attacked=lambda r: None, offer=lambda r: None)
    return seen


def test_requests_are_due_once_by_id_in_order_and_survive_a_restart(tmp_path):
    library, [cid] = library_with(tmp_path / "lib.sqlite3")
    me = f"{ME}/{cid}"
    client = FakeClient([req("r1", protocol.EVERYONE, "startEncounter")])
    table = PlayerTable(client, library)
    table.share(cid, SAMPLE, [])
    assert table.due() == []  # new to the table: what was there before is not for this character
    client.texts += [req("r2", me, amount=3), req("r3", "b" * 16 + "/c9", amount=50), "not json",
                     req("r5", me, "heal", amount=1), req("r2", me, amount=3)]  # r2 again: a republished copy
    due = table.due()
    assert [rid for _, rid, _ in due][0::2] == ["r2", "r5"] and isinstance(due[1][2], protocol.RequestError)
    assert due[1][1].startswith("bad-")
    # The app stops before handling any: restarted, the same are due (r3, another's, was passed over).
    again = PlayerTable(FakeClient(client.texts), Library(tmp_path / "lib.sqlite3"))
    again.share(cid, SAMPLE, [])
    assert [rid for _, rid, _ in again.due()] == [rid for _, rid, _ in due]
    session = library.open_session(cid)
    assert run_due(table, {cid: session}) == [(cid, rid) for _, rid, _ in due]
    assert table.due() == []
    fresh = PlayerTable(FakeClient(client.texts + [req("r6", protocol.EVERYONE, "endEncounter")]),
                        Library(tmp_path / "lib.sqlite3"))
    fresh.share(cid, SAMPLE, [])
    assert [rid for _, rid, _ in fresh.due()] == ["r6"]
    outcomes = dict(library.db.execute("SELECT request_id, outcome FROM table_handled").fetchall())
    assert outcomes == {tablebook.SAT: "passed", "r1": "passed", "r2": "applied", "r3": "passed", due[1][1]: "refused",
                        "r5": "applied"}


def test_two_characters_of_one_library_keep_their_own(tmp_path):
    library, [c1, c2] = library_with(tmp_path / "lib.sqlite3", 2)
    texts = [req("r1", protocol.EVERYONE, "startEncounter")]
    one, two = PlayerTable(FakeClient(texts), library), PlayerTable(FakeClient(texts), library)
    one.share(c1, SAMPLE, [])
    two.share(c2, SAMPLE, [])
    one.due()
    two.due()
    texts.append(req("r2", protocol.EVERYONE, "nextRound"))
    run_due(one, {c1: library.open_session(c1)})
    fresh = PlayerTable(FakeClient(texts), Library(tmp_path / "lib.sqlite3"))
    fresh.share(c2, SAMPLE, [])
    fresh.share(c1, SAMPLE, [])
    assert [(c, rid) for c, rid, _ in fresh.due()] == [(c2, "r2")]


class Killed(BaseException):
    """The app's process ends here (a fault the library's transaction does not catch)."""


def test_the_id_is_written_with_the_action_or_not_at_all(tmp_path):
    for point in ("begin", "checked", "history", "commit", "committed"):
        path = tmp_path / f"{point}.sqlite3"
        library, [cid] = library_with(path)
        texts = [req("r0", protocol.EVERYONE, "endEncounter")]
        table = PlayerTable(FakeClient(texts), library)
        table.share(cid, SAMPLE, [])
        table.due()
        texts.append(req("r1", f"{ME}/{cid}", amount=4))
        session = library.open_session(cid)

        def crash(name: str, at: str = point) -> None:
            if name == at:
                raise Killed

        library.fault = crash
        with pytest.raises(Killed):
            run_due(table, {cid: session})
        reopened = Library(path)
        applied = [r.action.get("amount") for r in reopened.history(cid)[0]]
        handled = tablebook.TableBook(reopened).handled("t1", cid)
        assert (applied == [4]) == ("r1" in handled) == (point == "committed"), point
        # Restarted: applied exactly once in all.
        again = PlayerTable(FakeClient(texts), reopened)
        again.share(cid, SAMPLE, [])
        run_due(again, {cid: reopened.open_session(cid)})
        assert [r.action.get("amount") for r in reopened.history(cid)[0]] == [4], point


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_each_request_is_applied_once_in_order_under_kills_repeats_and_reorders(tmp_path_factory, seed):
    """The table shows requests appended, repeated (a republished copy) and out of place (a copy seen
    again among later ones); the app is killed at random points of its transactions and restarted:
    every request meant for the character is applied exactly once, in the order the GM sent them."""
    rng = random.Random(seed)
    path = tmp_path_factory.mktemp("exactly-once") / "lib.sqlite3"
    library, [cid] = library_with(path)
    me = f"{ME}/{cid}"
    texts: list[str] = []
    table = PlayerTable(FakeClient(texts), library)
    table.share(cid, SAMPLE, [])
    table.due()  # sits down at an empty table
    sent: list[int] = []
    for _round in range(rng.randint(3, 8)):
        for _ in range(rng.randint(1, 5)):  # new requests, some for another character
            amount = len(sent) + len(texts) + 1
            to = me if rng.random() < 0.8 else "b" * 16 + "/c9"
            texts.append(req(f"r{amount}", to, amount=amount))
            if to == me:
                sent.append(amount)
        for _ in range(rng.randint(0, 3)):  # copies of earlier ones (republished), anywhere after the first
            first = rng.randrange(len(texts))
            texts.insert(rng.randint(first + 1, len(texts)), texts[first])
        point = rng.choice(["begin", "checked", "logged", "history", "commit", "committed", None])
        countdown = rng.randint(1, 4)

        def crash(name: str, at: str | None = point) -> None:
            nonlocal countdown
            if name == at:
                countdown -= 1
                if countdown == 0:
                    raise Killed

        library.fault = crash
        try:
            run_due(table, {cid: library.open_session(cid)})
        except Killed:
            library = Library(path)  # the app again, on its library
            table = PlayerTable(FakeClient(texts), library)
            table.share(cid, SAMPLE, [])
    library.fault = None
    run_due(table, {cid: library.open_session(cid)})
    applied = [r.action.get("amount") for r in Library(path).history(cid)[0]]
    assert applied == sent  # each once, in the order first seen (the table's order)


def test_handle_sends_each_kind_through_the_right_door():
    calls: list[tuple[str, Any]] = []
    for request in (protocol.Request("r1", "*", "damage", amount=2), protocol.Request("r2", "*", "attacked", amount=4),
                    protocol.Request("r3", "*", "giveItem", item={"name": "Rope"}),
                    protocol.Request("r4", "*", "nextRound")):
        handle(request, lambda step: calls.append(("apply", step)),
               attacked=lambda r: calls.append(("attacked", r.amount)), offer=lambda r: calls.append(("offer", r.item)))
    assert calls == [("apply", {"do": "damage", "amount": 2, "by": "GM"}), ("attacked", 4),
                     ("offer", {"name": "Rope"}), ("apply", {"do": "endTurn", "by": "GM"})]


def test_a_request_handed_to_a_dialog_counts_as_handled(tmp_path):
    library, [cid] = library_with(tmp_path / "lib.sqlite3")
    texts: list[str] = []
    table = PlayerTable(FakeClient(texts), library)
    table.share(cid, SAMPLE, [])
    table.due()
    texts.append(req("g1", f"{ME}/{cid}", "giveItem", item={"name": "Rope"}))
    assert run_due(table, {cid: library.open_session(cid)}) == [(cid, "g1")]
    assert dict(library.db.execute("SELECT request_id, outcome FROM table_handled WHERE request_id = 'g1'")) == \
        {"g1": tablebook.HANDED}
    assert table.due() == []
