"""The room server: pycrdt-websocket's WebsocketServer and ASGIServer under hypercorn, rooms persisted
with pycrdt-store, and the table's one rule on top: who may write which room (docs/table.md)."""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import socket
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from anyio import Lock, create_task_group, to_thread
from pycrdt import Array, Doc, Map, create_update_message
from pycrdt.store import SQLiteYStore, YDocNotFound
from pycrdt.websocket import ASGIServer, WebsocketServer, YRoom, exception_logger
from pycrdt.websocket.asgi_server import ASGIWebsocket

from ..i18n import QT_TRANSLATE_NOOP, Table
from . import guard, protocol
from .guard import Limits

log = logging.getLogger("sheet_app.table.server")

EMPTY_UPDATE = b"\x00\x00"


def inspect(message: Any, writer: bool, limits: Limits = guard.DEFAULT) -> tuple[int, int, bytes, guard.UpdateInfo]:
    """(message type, sync kind, payload, what a writer's update creates) of a client's y-websocket
    message, read from its bytes alone: framing, size, and for a writer's update its encoding
    (guard.read_update), then that pycrdt reads it. Refusal says why not."""
    if not isinstance(message, (bytes, bytearray)):
        raise guard.Refusal("not a y-websocket message")
    if len(message) > limits.message:
        raise guard.Refusal(f"a message over {limits.message // 1024} kB")
    kind, sub, payload = guard.frame(bytes(message))
    info = guard.UpdateInfo()
    if kind == guard.AWARENESS:
        if len(message) > limits.awareness:
            raise guard.Refusal(f"a presence message over {limits.awareness // 1024} kB")
        guard.read_awareness(payload, limits)
    elif sub == guard.STEP1:
        guard.read_state_vector(payload)
    elif writer and payload != EMPTY_UPDATE:
        info = guard.read_update(payload, limits)
        try:
            Doc().apply_update(payload)  # safe now: nothing in it nests past the limits
        except Exception as err:  # noqa: BLE001 - pycrdt says ValueError; anything here is a bad update
            raise guard.Refusal(f"not a valid update ({err})") from None
    return kind, sub, payload, info


@dataclass
class RoomBudget:
    """What a room holds, as far as the limits go: its encoded size (an estimate from above, measured
    again when it nears the limit) and the shared types created in it."""
    size: int
    types: int


class GuardedChannel:
    """The library's ASGI websocket, with every incoming message checked before the room sees it; the
    first refused message ends the connection (the room never applies it). A reader's updates are
    dropped unread (its sync step 1 is answered); a writer's presence is relayed to the room's
    clients, a reader's echoed to itself only (a standard Yjs client needs traffic to stay connected);
    the room itself never sees presence, so nothing of it is stored."""

    def __init__(self, websocket: ASGIWebsocket, room: str, writer: bool, server: TableServer,
                 asgi_send: Callable[..., Any] | None = None):
        self._ws = websocket
        self._asgi_send = asgi_send
        self._server = server
        self._rooms = server.rooms
        self._room = room
        self.writer = writer
        self.limits = limits = server.limits
        scale = 1 if writer else 2  # a reader echoes what it is sent: the room's traffic, and its own
        self._messages = guard.Bucket(limits.rate * scale, limits.burst * scale)
        self._bytes = guard.Bucket(limits.byte_rate * scale, max(limits.byte_burst, 2 * limits.message) * scale)
        self._values = guard.Bucket(limits.value_rate, max(limits.value_burst, limits.values))
        self.taken = 0  # bytes applied or relayed from this connection
        self.refusal = ""
        self.removed = ""  # why the host closed it (the GM removed its room's character)
        self._relays: set[asyncio.Task[None]] = set()

    @property
    def path(self) -> str:
        return self._room

    def __aiter__(self) -> GuardedChannel:
        return self

    async def __anext__(self) -> bytes:
        return await self.recv()

    async def send(self, message: bytes) -> None:
        await self._ws.send(message)

    async def close(self, reason: str) -> None:
        """End this connection from the host's side (the GM removed the character): the client hears
        the reason, and its next attempt is refused at the door."""
        self.removed = reason
        if self._asgi_send is None:
            return
        with contextlib.suppress(Exception):  # the client may be gone already
            await asyncio.wait_for(self._asgi_send({"type": "websocket.close", "code": 4003,
                                                    "reason": reason[:120]}), 5)

    async def recv(self) -> bytes:
        while True:
            if self.removed:
                raise StopAsyncIteration
            message = await self._ws.recv()
            try:
                passed = self._check(message)
            except guard.Refusal as err:
                self.refusal = str(err)
                log.warning("room %s: refused %s", self._room, self.refusal)
                raise StopAsyncIteration from None
            if passed is not None:
                return passed

    def _check(self, message: Any) -> bytes | None:
        """The message for the room, None when it is dropped or relayed here; Refusal to close."""
        size = len(message) if isinstance(message, (bytes, bytearray)) else 0
        if not self._messages.take():
            raise guard.Refusal(f"too many messages (over {self.limits.rate:g} a second)")
        if not self._bytes.take(size):
            raise guard.Refusal(f"too much data (over {self.limits.byte_rate / 2 ** 20:g} MB a second)")
        if not self.writer and size >= 2 and message[0] == guard.SYNC and message[1] != guard.STEP1:
            # A reader's sync reply or update: never decoded, never applied (only framed and counted).
            guard.frame(bytes(message))
            return None
        kind, sub, payload, info = inspect(message, self.writer, self.limits)
        message = bytes(message)
        if kind == guard.AWARENESS:
            self._count(size)
            room = self._rooms.rooms.get(self._room)
            clients = list(room.clients) if room is not None and self.writer else [self]
            for client in clients:
                self._relay(client, message)
            return None
        if sub != guard.STEP1:
            if payload == EMPTY_UPDATE:
                return None  # an echo of what the room sent: nothing to apply
            if not self._values.take(info.values):
                raise guard.Refusal(f"too many values (over {self.limits.value_rate:,g} a second)")
            self._count(size)
            self._budget(payload, info)
        return message

    def _count(self, size: int) -> None:
        self.taken += size
        if self.taken > self.limits.connection:
            raise guard.Refusal(f"over {self.limits.connection // 2 ** 20} MB on one connection")

    def _budget(self, payload: bytes, info: guard.UpdateInfo) -> None:
        room = self._rooms.rooms.get(self._room)
        if info.waits(guard.read_state_vector(room.ydoc.get_state()) if room is not None else {}):
            raise guard.Refusal("an update that depends on what the room lacks (it would wait, pending)")
        budget = self._server.budget(self._room)
        types = info.types
        if budget.types + types > self.limits.types:
            raise guard.Refusal(f"the room would hold more than {self.limits.types} shared types")
        if budget.size + len(payload) > self.limits.room and room is not None:
            budget.size = len(room.ydoc.get_update())  # measure: deleted content does not count
        if budget.size + len(payload) > self.limits.room:
            raise guard.Refusal(f"the room would outgrow {self.limits.room // 2 ** 20} MB")
        budget.size += len(payload)
        budget.types += types

    def _relay(self, client: Any, message: bytes) -> None:
        async def send() -> None:
            with contextlib.suppress(Exception):  # a client that is gone misses a presence update
                await asyncio.wait_for(client.send(message), 10)

        task = asyncio.ensure_future(send())
        self._relays.add(task)
        task.add_done_callback(self._relays.discard)


class TableStore(SQLiteYStore):
    """pycrdt-store's SQLite store, squashing a room's updates into one after a pause (its
    `squash_after_inactivity_of`) and those older than a few minutes while it is busy. pycrdt-store
    0.1.5 squashes only what its decompress callback reads (without one a squash keeps nothing), so
    the store is given callbacks that pass the bytes through.

    rooms.db is in write-ahead-log mode. The table room's commits are synced to disk before its clients
    hear of them (synchronous=FULL: an acknowledged request survives a power cut); the other rooms' are
    kept through a crash of the host but may lose the last writes to a power cut (NORMAL: their players
    republish them, and the roster is rebuilt as they come back), for a third of the host's time a click."""

    squash_after_inactivity_of = 30         # seconds without a write: the next write squashes the room
    squash_history_older_than = 300         # while busy: what is older than this is squashed ...
    squash_no_more_often_than = 60          # ... at most once a minute
    _cleaned_timestamp: float | None = None
    _journal_set = False

    def __init__(self, path: str, **kwargs: Any):
        super().__init__(path, **kwargs)
        self.register_compression_callbacks(bytes, bytes)

    async def write(self, data: bytes) -> None:
        """Store an update; a store that fails is logged (as pycrdt-store's own write does), and the room
        goes on (a character room: its player republishes it)."""
        try:
            await self.write_or_raise(data)
        except sqlite3.Error:
            log.exception("table: could not store an update of %s", self.path)

    async def write_or_raise(self, data: bytes) -> None:
        """Store an update as pycrdt-store 0.1.5's write does (squash after a pause or of old history, a
        checkpoint every `checkpoint_interval` updates, then the update, in one transaction), but in one
        call on the store's SQLite thread instead of a hand-over to it for every statement (six a click:
        each costs the host's loop a thread switch and a wake-up). Raises when it is not stored."""
        if self.db_initialized is None:
            raise RuntimeError("YStore not started")
        await self.db_initialized.wait()
        metadata = await self.get_metadata()
        async with self.lock:
            await to_thread.run_sync(self._write_now, data, metadata, limiter=self._db._limiter)

    def _write_now(self, data: bytes, metadata: bytes) -> None:
        connection = self._db._real_connection
        if not self._journal_set:  # (this connection's; the journal mode is the file's, and stays)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute(f"PRAGMA synchronous={'FULL' if self.path == protocol.TABLE_ROOM else 'NORMAL'}")
            self._journal_set = True
        now = time.time()
        with connection:  # committed, or rolled back on an error
            cursor = connection.cursor()
            try:
                self._squash_if_due(cursor, now, metadata)
                self._checkpoint_if_due(cursor, now)
                cursor.execute("INSERT INTO yupdates VALUES (?, ?, ?, ?)", (self.path, data, metadata, now))
            finally:
                cursor.close()

    def _squash_if_due(self, cursor: sqlite3.Cursor, now: float, metadata: bytes) -> None:
        oldest, newest = cursor.execute("SELECT MIN(timestamp), MAX(timestamp) FROM yupdates WHERE path = ?",
                                        (self.path,)).fetchone() or (None, None)
        pause, history = self.squash_after_inactivity_of, self.squash_history_older_than
        idle = pause is not None and newest is not None and now - newest > pause
        old = history is not None and oldest is not None and now - oldest > history
        if not (idle or old):
            return
        if self._cleaned_timestamp is not None and now - self._cleaned_timestamp <= self.squash_no_more_often_than:
            return
        self._cleaned_timestamp = now
        older_than = now if idle or history is None else now - history
        ydoc: Doc[Any] = Doc()
        for (update,) in cursor.execute("SELECT yupdate FROM yupdates WHERE path = ? AND timestamp <= ? "
                                        "ORDER BY timestamp ASC", (self.path, older_than)).fetchall():
            ydoc.apply_update(update)
        cursor.execute("DELETE FROM yupdates WHERE path = ? AND timestamp <= ?", (self.path, older_than))
        cursor.execute("INSERT INTO yupdates VALUES (?, ?, ?, ?)", (self.path, ydoc.get_update(), metadata, older_than))

    def _checkpoint_if_due(self, cursor: sqlite3.Cursor, now: float) -> None:
        self._update_counter += 1
        if not self.checkpoint_interval or self._update_counter < self.checkpoint_interval:
            return
        row = cursor.execute("SELECT checkpoint, timestamp FROM ycheckpoints WHERE path = ?", (self.path,)).fetchone()
        ydoc: Doc[Any] = Doc()
        since = 0.0
        if row:
            ydoc.apply_update(row[0])
            since = row[1]
        for (update,) in cursor.execute("SELECT yupdate FROM yupdates WHERE path = ? AND timestamp >= ? "
                                        "ORDER BY timestamp ASC", (self.path, since)).fetchall():
            ydoc.apply_update(update)
        cursor.execute("INSERT OR REPLACE INTO ycheckpoints (path, checkpoint, timestamp) VALUES (?, ?, ?)",
                       (self.path, ydoc.get_update(), now))
        self._update_counter = 0


class StoredFirst(YRoom):
    """A room that writes each update to its store before any client hears of it (the table room: a
    request a player has seen is one a restarted host still holds), and then says so (`stored`)."""

    def __init__(self, *args: Any, stored: Callable[[bytes], None], **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._stored = stored

    async def _broadcast_updates(self) -> None:
        assert self._task_group is not None and isinstance(self.ystore, TableStore)
        async with self.ystore.start_lock:
            if not self.ystore.started.is_set():
                await self._task_group.start(self.ystore.start)
        async with self._update_receive_stream:
            async for update in self._update_receive_stream:
                if self._task_group.cancel_scope.cancel_called:
                    return
                try:
                    await self.ystore.write_or_raise(update)  # committed (SQLite) before it is sent on
                except Exception as exception:  # noqa: BLE001 - the library's own handling of a store error
                    self._handle_exception(exception)
                    continue
                self._stored(update)
                message = create_update_message(update)
                for client in self.clients:
                    self._task_group.start_soon(client.send, message)


class TableRooms(WebsocketServer):
    """WebsocketServer whose rooms load from and write to one SQLite store (pycrdt-store)."""

    def __init__(self, db_path: Path, stored: Callable[[bytes], None] | None = None, **kwargs: Any):
        super().__init__(rooms_ready=True, auto_clean_rooms=False, exception_handler=exception_logger,
                         log=log, **kwargs)
        self.store_class = type("RoomsStore", (TableStore,), {"db_path": str(db_path)})
        self._rooms_lock = Lock()
        self._stored = stored

    async def get_room(self, name: str) -> YRoom:
        async with self._rooms_lock:
            if name not in self.rooms:
                assert self._task_group is not None
                store = self.store_class(path=name, log=log)
                await self._task_group.start(store.start)
                ydoc: Doc[Any] = Doc()
                with contextlib.suppress(YDocNotFound):
                    await store.apply_updates(ydoc)
                if name == protocol.TABLE_ROOM and self._stored is not None:
                    self._stored(ydoc.get_update())  # what the store holds already
                    self.rooms[name] = StoredFirst(ready=True, ystore=store, ydoc=ydoc, stored=self._stored,
                                                   exception_handler=exception_logger, log=log)
                else:
                    self.rooms[name] = YRoom(ready=True, ystore=store, ydoc=ydoc, exception_handler=exception_logger,
                                             log=log)
            room = self.rooms[name]
            await self.start_room(room)
            return room


@dataclass
class Access:
    room: str
    client_id: str
    writer: bool


async def _close_refused(reason: str, receive: Callable[..., Any], send: Callable[..., Any]) -> None:
    """Close a refused connection with 4008 and its reason. hypercorn holds a few unread messages per
    connection and waits while they are unread: a flood's backlog is drained so that the close can go out."""
    async def drain() -> None:  # what the client sent after the refusal: read, never looked at
        while (await receive()).get("type") != "websocket.disconnect":
            pass

    draining = asyncio.ensure_future(drain())
    with contextlib.suppress(Exception):  # the client may be gone already
        await asyncio.wait_for(send({"type": "websocket.close", "code": 4008, "reason": reason[:120]}), 5)
    # Read on until the client answers the close: a socket closed with the client's messages still unread
    # is reset, and the client then loses the close frame and its reason (it sees 1006, not 4008).
    with contextlib.suppress(Exception):
        await asyncio.wait_for(draining, 5)
    draining.cancel()


class TableApp(ASGIServer):
    """The ASGI app: the library's ASGIServer, with the table's code checked before a websocket is
    accepted and each connection's messages guarded."""

    def __init__(self, server: TableServer):
        super().__init__(server.rooms)
        self.table = server

    def admit(self, scope: dict[str, Any]) -> Access | str:
        room = str(scope.get("path", "")).lstrip("/")
        query = parse_qs(bytes(scope.get("query_string", b"")).decode("latin-1"))
        code = (query.get("code") or [""])[0]
        key = (query.get("key") or [""])[0]
        if code != self.table.code:
            return QT_TRANSLATE_NOOP("Table", "wrong table code")
        problem = protocol.version_refusal((query.get("v") or [""])[0]) or \
            ("" if 16 <= len(key) <= 128 else "no client key")
        if problem:
            return problem
        parsed = protocol.parse_room(room)
        if parsed is None:
            return f"no room {room!r}"
        client = protocol.key_id(key)
        writer = protocol.may_write(room, client, self.table.gm_id)
        if parsed[0] == "char":
            seat = room[len(protocol.CHAR_PREFIX):]
            if seat in self.table.removed:
                return QT_TRANSLATE_NOOP("Table", "the GM removed this character from the table")
            # The roster lists every character whose owner has connected (it is kept in the store):
            # only an owner brings a new character room to the table, within the seats.
            known = self.table.characters()
            if seat not in known:
                if not writer:
                    return QT_TRANSLATE_NOOP("Table", "no such character at this table")
                held = sum(1 for other in known if other.split("/", 1)[0] == client)
                if held >= self.table.seats_per_player:
                    return f"you already share {protocol.seats_word(held)} at this table"
                if len(known) >= self.table.max_characters:
                    return QT_TRANSLATE_NOOP("Table", "the table is full")
                self.table.claimed.add(seat)  # counted at once: a burst of connections cannot pass the limits
        return Access(room, client, writer)

    async def __call__(self, scope: dict[str, Any], receive: Callable[..., Any], send: Callable[..., Any]) -> None:
        if scope["type"] != "websocket":
            await super().__call__(scope, receive, send)
            return
        message = await receive()
        if message["type"] != "websocket.connect":
            return
        address = str((scope.get("client") or ("",))[0])
        if self.table.connections.get(address, 0) >= self.table.limits.per_address:
            log.warning("refused a connection: over %d from one address", self.table.limits.per_address)
            await refuse(scope, send, f"too many connections from your address (over {self.table.limits.per_address})")
            return
        self.table.connections[address] = self.table.connections.get(address, 0) + 1
        try:
            await self._serve(scope, receive, send)
        finally:
            self.table.connections[address] -= 1
            if not self.table.connections[address]:
                del self.table.connections[address]

    async def _serve(self, scope: dict[str, Any], receive: Callable[..., Any], send: Callable[..., Any]) -> None:
        access = self.admit(scope)
        if isinstance(access, str):
            log.warning("refused a connection: %s", access)
            await refuse(scope, send, access, protocol.VERSION_CLOSE if protocol.UPDATE_WORDS in access else 4003)
            return
        channel = GuardedChannel(ASGIWebsocket(receive, send, access.room), access.room, access.writer,
                                 self.table, send)
        owner = access.writer and access.room.startswith(protocol.CHAR_PREFIX)
        seat = access.room[len(protocol.CHAR_PREFIX):]
        try:
            await send({"type": "websocket.accept"})
            if owner:
                await self.table.set_online(access.room, +1)
        finally:
            self.table.claimed.discard(seat)
        self.table.channels.setdefault(access.room, set()).add(channel)
        if owner and seat in self.table.removed:  # removed while this one was let in: never served
            await channel.close(QT_TRANSLATE_NOOP("Table", "the GM removed this character from the table"))
        try:
            if not channel.removed:
                await self.table.rooms.serve(channel)
        finally:
            self.table.channels.get(access.room, set()).discard(channel)
            if owner:
                await self.table.set_online(access.room, -1)
        if channel.refusal:
            await _close_refused(channel.refusal, receive, send)


async def refuse(scope: dict[str, Any], send: Callable[..., Any], reason: str, code: int = 4003) -> None:
    """Refuse a websocket before it opens: HTTP 403 with the reason as its text (the ASGI websocket
    HTTP response extension, which hypercorn has), so the player's app can say why ("the table is
    full"); a bare close (403, no reason) where the server lacks it."""
    if "websocket.http.response" in (scope.get("extensions") or {}):
        await send({"type": "websocket.http.response.start", "status": 403,
                    "headers": [(b"content-type", b"text/plain; charset=utf-8")]})
        await send({"type": "websocket.http.response.body", "body": reason.encode("utf-8")})
    else:
        await send({"type": "websocket.close", "code": code, "reason": reason})


class TableServer:
    """A table's host. Its folder keeps the table (id, code, GM key: table.json) and the rooms
    (rooms.db), so a restarted host brings the board back."""

    def __init__(self, folder: str | Path, *, host: str = "127.0.0.1", port: int = 0, name: str = "",
                 announce: bool = False, limits: Limits | None = None,
                 seats_per_player: int = protocol.SEATS_PER_PLAYER, max_characters: int = protocol.MAX_CHARACTERS):
        self.folder = Path(folder)
        if not self.folder.exists():
            self.folder.mkdir(mode=0o700, parents=True)  # the table's own folder: its owner's only
        self.host, self.port = host, port
        self.limits = limits or Limits()
        if seats_per_player < 1 or max_characters < 1:
            raise ValueError("a table needs at least one seat, and one a player")
        self.seats_per_player, self.max_characters = seats_per_player, max_characters
        self.removed: set[str] = set()     # seats (player id/character id) the GM removed: refused for good
        self.claimed: set[str] = set()     # seats admitted, not yet on the roster
        self.channels: dict[str, set[GuardedChannel]] = {}
        self.connections: dict[str, int] = {}  # open websockets by the remote address (Limits.per_address)
        self._tasks: set[asyncio.Task[None]] = set()
        self._budgets: dict[str, RoomBudget] = {}
        meta_path = self.folder / "table.json"
        meta: dict[str, Any] = {}
        if meta_path.exists():
            try:
                meta = json.loads(meta_path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                meta = {}
        if not all(isinstance(meta.get(k), str) for k in ("id", "code", "gm_key")):
            meta = {"id": protocol.new_key()[:12], "code": protocol.new_code(), "gm_key": protocol.new_key()}
        if name:
            meta["name"] = name
        meta.setdefault("name", "Table")
        write_secret(meta_path, json.dumps(meta))
        self.table_id, self.code, self.gm_key = meta["id"], meta["code"], meta["gm_key"]
        self.name = str(meta["name"])
        self.gm_id = protocol.key_id(self.gm_key)
        self.rooms = TableRooms(self.folder / "rooms.db", stored=self._stored)
        self._stored_doc: Doc[Any] = Doc()  # the table room as its store holds it (the requests acknowledged)
        self._online: dict[str, int] = {}
        self._stop: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self.started = threading.Event()
        self.error: BaseException | None = None
        self.announce = announce  # by zeroconf, on the address it listens on (never the code)
        self.announce_problem = ""

    def url(self, host: str | None = None) -> str:
        host = host or self.host
        return f"ws://[{host}]:{self.port}" if ":" in host else f"ws://{host}:{self.port}"

    def budget(self, room: str) -> RoomBudget:
        """A room's budget, measured from the room itself the first time (it may come from the store)."""
        if room not in self._budgets:
            found = self.rooms.rooms.get(room)
            state = found.ydoc.get_update() if found is not None else EMPTY_UPDATE
            try:
                types = guard.read_update(state, Limits(depth=10 ** 9)).types
            except guard.Refusal:
                types = 0
            self._budgets[room] = RoomBudget(len(state), types)
        return self._budgets[room]

    def _stored(self, update: bytes) -> None:
        """The table room's store holds `update` now: the roster says which request is the last it holds
        (`stored`), so the GM's app lets go of the requests up to it (its outbox)."""
        self._stored_doc.apply_update(update)
        requests = self._stored_doc.get("requests", type=Array)
        roster = self.rooms.rooms.get(protocol.ROSTER_ROOM)
        if roster is None or not len(requests):
            return
        last = protocol.request_id(str(requests[len(requests) - 1]))
        info = roster.ydoc.get("table", type=Map)
        if info.get("stored") != last:
            info["stored"] = last

    def characters(self) -> set[str]:
        """The keys (player id/character id) of the characters on the roster, or just admitted."""
        roster = self.rooms.rooms.get(protocol.ROSTER_ROOM)
        return (set(roster.ydoc.get("online", type=Map).keys()) if roster is not None else set()) | self.claimed

    async def set_online(self, room: str, delta: int) -> None:
        seat = room[len(protocol.CHAR_PREFIX):]
        if seat in self.removed:
            return
        self._online[room] = max(0, self._online.get(room, 0) + delta)
        roster = await self.rooms.get_room(protocol.ROSTER_ROOM)
        online = roster.ydoc.get("online", type=Map)
        online[seat] = self._online[room] > 0

    # ---- seats the GM removes -----------------------------------------------------------------
    def _removals_changed(self, _event: Any = None) -> None:
        # Called inside the transaction that applied the GM's update: act after it.
        assert self._loop is not None
        self._loop.call_soon(self._start_removals)

    def _start_removals(self) -> None:
        task = asyncio.ensure_future(self.apply_removals())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def apply_removals(self) -> None:
        """Remove the seats the GM listed in the table room's `removed` map (the GM writes it; it is kept
        in the store, so a restarted host refuses them too): the owner's connections are closed, the
        room, its stored updates and its roster entry are gone, and its owner is refused that room."""
        table = self.rooms.rooms.get(protocol.TABLE_ROOM)
        if table is None:
            return
        listed = set(map(str, table.ydoc.get("removed", type=Map).keys()))
        for seat in sorted(listed - self.removed):
            if protocol.parse_room(protocol.CHAR_PREFIX + seat) is None:
                continue
            self.removed.add(seat)  # refused at the door from now on
            await self._remove(seat)

    async def _remove(self, seat: str) -> None:
        name = protocol.CHAR_PREFIX + seat
        roster = self.rooms.rooms.get(protocol.ROSTER_ROOM)
        if roster is not None:  # first, so that the GM's board lets the room go before it is closed
            online = roster.ydoc.get("online", type=Map)
            if seat in online:
                del online[seat]
        for channel in list(self.channels.pop(name, set())):
            await channel.close(QT_TRANSLATE_NOOP("Table", "the GM removed this character from the table"))
        room = self.rooms.rooms.get(name)
        if room is not None:
            with contextlib.suppress(Exception):  # a room that will not stop is gone from the host anyway
                await self.rooms.delete_room(name=name)
            for stream in ("_update_send_stream", "_update_receive_stream"):  # YRoom.stop leaves them open
                with contextlib.suppress(Exception):
                    getattr(room, stream).close()
            if room.ystore is not None:
                with contextlib.suppress(Exception):
                    await room.ystore.stop()
        await asyncio.to_thread(self._forget_stored, name)
        self._budgets.pop(name, None)
        self._online.pop(name, None)
        log.info("table: removed a character room (%s)", name)

    def _forget_stored(self, name: str) -> None:
        """Delete a room's updates from rooms.db (pycrdt-store's tables)."""
        db = self.folder / "rooms.db"
        if not db.exists():
            return
        connection = sqlite3.connect(db, timeout=10)
        try:
            with connection:
                for table in ("yupdates", "ycheckpoints"):
                    with contextlib.suppress(sqlite3.OperationalError):  # an older store has no checkpoints
                        connection.execute(f"DELETE FROM {table} WHERE path = ?", (name,))  # noqa: S608
        finally:
            connection.close()

    async def run(self, ready: Callable[[TableServer], None] | None = None) -> None:
        """Serve until stop(); `ready` is called once the port listens."""
        from hypercorn.asyncio import serve
        from hypercorn.config import Config

        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        sock = socket.socket(socket.AF_INET6 if ":" in self.host else socket.AF_INET, socket.SOCK_STREAM)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind((self.host, self.port))
            sock.listen(64)
            sock.setblocking(False)
        except OSError:
            sock.close()
            raise
        self.port = sock.getsockname()[1]
        config = Config()
        config.bind = [f"fd://{os.dup(sock.fileno())}"]  # hypercorn owns (and closes) its copy
        config.websocket_max_message_size = protocol.MESSAGE_LIMIT + 1024
        config.accesslog = None
        config.errorlog = log
        config.graceful_timeout = 0.5
        try:
            async with create_task_group() as tg:
                await tg.start(self.rooms.start)
                announcer = None
                try:
                    roster = await self.rooms.get_room(protocol.ROSTER_ROOM)
                    info = roster.ydoc.get("table", type=Map)
                    info["id"] = self.table_id
                    info["name"] = self.name
                    info["seatsPerPlayer"] = self.seats_per_player
                    info["maxCharacters"] = self.max_characters
                    info["protocol"] = protocol.PROTOCOL
                    online = roster.ydoc.get("online", type=Map)
                    for key in list(online.keys()):
                        online[key] = False  # nobody is connected to a host that has just started
                    table = await self.rooms.get_room(protocol.TABLE_ROOM)
                    # The seats the GM removed before a restart stay removed (and whatever of them a
                    # killed host left in its store is deleted now).
                    self.removed = set()
                    await self.apply_removals()
                    removals = table.ydoc.get("removed", type=Map)
                    self._removals = removals.observe(self._removals_changed)
                    announcer = await self._announce()
                    if ready is not None:
                        ready(self)
                    self.started.set()
                    await serve(TableApp(self), config, shutdown_trigger=self._stop.wait)  # type: ignore[arg-type]
                finally:
                    if announcer is not None:
                        await announcer.stop()
                    await self.rooms.stop()
        finally:
            sock.close()

    async def _announce(self) -> Any:
        if not self.announce:
            return None
        if self.host in ("0.0.0.0", "", "::"):
            self.announce_problem = "listening on every address, so not announced (give it one LAN address)"
            return None
        if ":" in self.host:
            self.announce_problem = ("not announced: the table announces on IPv4 only (players type the address "
                                     f"[{self.host}]:{self.port})")
            log.warning("table: %s", self.announce_problem)
            return None
        from .discovery import Announcer

        announcer = Announcer(self.name, self.host, self.port, self.table_id)
        try:
            await announcer.start()
        except Exception as err:  # noqa: BLE001 - a table nobody can find is still a table: type the address
            self.announce_problem = f"not announced on the network ({err})"
            log.warning("table: %s", self.announce_problem)
            await announcer.stop()
            return None
        return announcer

    # ---- in a thread (the app hosts; tests) ---------------------------------------------------
    def start(self, timeout: float = 10.0) -> TableServer:
        """Run in a background thread; returns once the port listens (raises what stopped it)."""

        def main() -> None:
            try:
                asyncio.run(self.run())
            except BaseException as err:  # noqa: BLE001 - reported to the starting thread
                self.error = err
                self.started.set()

        self._thread = threading.Thread(target=main, name="table-server", daemon=True)
        self._thread.start()
        self.started.wait(timeout)
        if self.error is not None:
            raise self.error
        if not self.started.is_set():
            raise TimeoutError(Table.tr("the table server did not start"))
        return self

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None


def write_secret(path: Path, text: str) -> None:
    """Write a file that holds the table's code or the GM key: readable by its owner only (0600),
    whatever the umask, and replaced whole (a file found wider is replaced by a 0600 one)."""
    tmp = path.with_name(path.name + ".tmp")
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, 0o600)
        os.write(fd, text.encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    with contextlib.suppress(OSError):
        os.chmod(path, 0o600)


def table_folder(library: str | None) -> Path:
    """Where a host keeps its table by default: table/ beside the library."""
    from ..storage.library import default_path

    return (Path(library) if library else default_path()).parent / "table"


def _ready(server: TableServer, child: bool) -> None:
    """`sheet-app serve` listens: say so on stdout, one JSON line."""
    import sys

    if server.announce_problem and not child:
        print(f"sheet-app serve: {server.announce_problem}", file=sys.stderr, flush=True)
    # The one place the code and GM key are written out, for the GM (never to a log).
    print(json.dumps({"url": server.url(), "code": server.code, "gm_key": server.gm_key, "table": server.table_id,
                      "folder": str(server.folder), "port": server.port, "name": server.name,
                      "announce_problem": server.announce_problem}), flush=True)


def _until_stdin_closes(server: TableServer) -> None:
    """The app's own host stops when the app closes its standard input, and so when the app ends, a crash
    included (the pipe closes with the process)."""
    import sys

    with contextlib.suppress(OSError, ValueError):  # os.read: no buffer's lock held at the interpreter's end
        while os.read(sys.stdin.fileno(), 4096):
            pass
    server.started.wait(60)
    server.stop()


def serve_forever(args: Any) -> int:
    """`sheet-app serve`: host until interrupted (Ctrl+C or SIGTERM)."""
    import signal
    import sys

    if args.self_test:
        return self_test()

    if args.seats_per_player < 1:
        print("sheet-app serve: --seats-per-player must be 1 or more", file=sys.stderr)
        return 2
    server = TableServer(args.folder or table_folder(args.library), host=args.host, port=args.port, name=args.name,
                         announce=not args.no_announce, seats_per_player=args.seats_per_player)

    child = bool(getattr(args, "until_stdin_closes", False))
    if child:  # the app's own host (table/host_process.py): its log lines go to the app, one a line
        logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(levelname)s %(message)s")

    async def main() -> None:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows has no signal handlers
                loop.add_signal_handler(sig, lambda: server._stop.set() if server._stop else None)
        if child:
            threading.Thread(target=_until_stdin_closes, args=(server,), name="table-host-stdin", daemon=True).start()
        await server.run(lambda srv: _ready(srv, child))

    try:
        asyncio.run(main())
    except OSError as err:
        print(f"sheet-app serve: cannot listen on {args.host}:{args.port}: {err.strerror or err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover
        pass
    return 0


def self_test() -> int:
    """`sheet-app serve --self-test`: host on 127.0.0.1 in a temporary folder, share a character from a
    player client and see it reach a GM client, then stop (the bundle test runs it)."""
    import tempfile

    from .client import TableClient

    arrived = threading.Event()

    class Board:
        def status(self, state: str, message: str) -> None:
            pass

        def roster(self, table: dict[str, Any], online: dict[str, bool]) -> None:
            pass

        def requests(self) -> None:
            pass

        def card(self, card: protocol.Card) -> None:
            if card.name == "Self test" and card.online:
                arrived.set()

    with tempfile.TemporaryDirectory(prefix="sheet-app-table-") as folder:
        server = TableServer(folder).start()
        try:
            gm = TableClient(server.url(), server.code, server.gm_key, gm=True, listener=Board()).start()
            player = TableClient(server.url(), server.code, protocol.new_key(), player="self-test").start()
            player.call(player.share, "c1", {"format": "sheet/1", "name": "Self test", "items": []}, [], 0)
            ok = arrived.wait(30)
            player.stop()
            gm.stop()
        finally:
            server.stop()
    print("table self-test: ok" if ok else "table self-test: the shared character never reached the board")
    return 0 if ok else 1
