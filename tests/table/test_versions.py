"""The table's protocol version and the limit per address (docs/table.md "Versions", "What the host
refuses"): a client of another version is refused with words that say to update, never left
reconnecting; one address holds only so many connections. The host runs in a thread on 127.0.0.1."""
from __future__ import annotations

import asyncio
import contextlib
import threading
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from sheet_app.table import guard, protocol
from sheet_app.table import server as server_module
from sheet_app.table.client import TableClient
from sheet_app.table.server import TableServer, refuse


@pytest.fixture
def host(tmp_path: Path):
    server = TableServer(tmp_path / "host", limits=guard.Limits(per_address=3)).start()
    yield server
    server.stop()


def address(server: TableServer, room: str = protocol.ROSTER_ROOM, version: str | None = str(protocol.PROTOCOL)) -> str:
    query = f"code={server.code}&key={protocol.new_key()}" + (f"&v={version}" if version is not None else "")
    return f"{server.url()}/{room}?{query}"


async def _refusal(url: str) -> tuple[int, str]:
    try:
        async with connect(url, proxy=None, open_timeout=10):
            return 101, ""
    except InvalidStatus as err:
        return err.response.status_code, err.response.body.decode()


def refusal(url: str) -> tuple[int, str]:
    return asyncio.run(_refusal(url))


@pytest.mark.parametrize("version, words", [
    (None, "the table speaks version 2, this app 1"),   # sheet-app before the version: it sent none
    ("1", "the table speaks version 2, this app 1"),
    ("3", "the GM must update sheet-app"),
    ("x", protocol.UPDATE_WORDS),
])
def test_a_client_of_another_version_is_told_to_update(host, version, words):
    status, body = refusal(address(host, version=version))
    assert status == 403 and protocol.UPDATE_WORDS in body and words in body
    assert refusal(address(host))[0] == 101


class Status:
    def __init__(self) -> None:
        self.seen: list[tuple[str, str]] = []
        self.cond = threading.Condition()

    def status(self, state: str, message: str) -> None:
        with self.cond:
            self.seen.append((state, message))
            self.cond.notify_all()

    def roster(self, table, online) -> None:
        pass

    def card(self, card) -> None:
        pass

    def requests(self) -> None:
        pass

    def wait(self, state: str) -> str:
        with self.cond:
            assert self.cond.wait_for(lambda: any(s == state for s, _ in self.seen), 30), self.seen
            return next(m for s, m in self.seen if s == state)


def test_the_app_says_refused_and_stops_trying(host, monkeypatch):
    # A host of another version (it refuses this app's): the client is refused, with the host's words.
    words = protocol.version_refusal("1")
    monkeypatch.setattr(server_module.protocol, "version_refusal", lambda _version: words)
    status = Status()
    client = TableClient(host.url(), host.code, protocol.new_key(), listener=status).start()
    try:
        assert protocol.UPDATE_WORDS in status.wait("refused")
        tasks = client.run(lambda: [room.task for room in client.rooms.values()])
        # Every room's connection loop ends: none is left reconnecting.
        done, pending = asyncio.run_coroutine_threadsafe(asyncio.wait(tasks, timeout=20), client.loop).result(30)
        assert len(done) == 2 and not pending
        assert client.state == "refused"
    finally:
        client.stop()


def test_a_roster_of_another_version_refuses_the_app(host):
    # (what a plain relay would pass on: the host's roster names its version)
    status = Status()
    client = TableClient(host.url(), host.code, protocol.new_key(), listener=status).start()
    try:
        status.wait("connected")

        def newer() -> None:
            host.rooms.rooms[protocol.ROSTER_ROOM].ydoc.get("table", type=server_module.Map)["protocol"] = 3

        assert host._loop is not None
        host._loop.call_soon_threadsafe(newer)
        assert status.wait("refused") == "update sheet-app to join this table (the table speaks version 3, this app 2)"
    finally:
        client.stop()


def test_refused_where_the_server_cannot_answer_with_a_text_it_closes_with_the_version_code():
    sent: list[dict] = []

    async def send(message: dict) -> None:
        sent.append(message)

    words = protocol.version_refusal("1")
    asyncio.run(refuse({}, send, words, protocol.VERSION_CLOSE))
    assert sent == [{"type": "websocket.close", "code": protocol.VERSION_CLOSE, "reason": words}]


async def _hold(urls: list[str], opened: asyncio.Event, release: asyncio.Event) -> list[int]:
    async with contextlib.AsyncExitStack() as stack:
        for url in urls:
            await stack.enter_async_context(connect(url, proxy=None, open_timeout=10))
        opened.set()
        await release.wait()
    return [101] * len(urls)


def test_one_address_holds_only_so_many_connections(host):
    async def run() -> tuple[tuple[int, str], tuple[int, str]]:
        opened, release = asyncio.Event(), asyncio.Event()
        held = asyncio.ensure_future(_hold([address(host) for _ in range(3)], opened, release))
        await asyncio.wait_for(opened.wait(), 20)
        over = await _refusal(address(host))
        release.set()
        await held
        return over, await _refusal(address(host))

    over, after = asyncio.run(run())
    assert over[0] == 403 and "too many connections from your address" in over[1]
    assert after == (101, "")  # the connections closed: the address is let in again
