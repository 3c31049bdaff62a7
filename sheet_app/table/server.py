"""The room server: pycrdt-websocket's WebsocketServer and ASGIServer under hypercorn, rooms persisted
with pycrdt-store, and the table's one rule on top: who may write which room (docs/table.md)."""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from anyio import Lock, create_task_group
from pycrdt import Doc, Map, YMessageType, YSyncMessageType
from pycrdt.store import SQLiteYStore, YDocNotFound
from pycrdt.websocket import ASGIServer, WebsocketServer, YRoom, exception_logger
from pycrdt.websocket.asgi_server import ASGIWebsocket

from . import protocol

log = logging.getLogger("sheet_app.table.server")

EMPTY_UPDATE = b"\x00\x00"


def _read_uint(data: bytes, pos: int) -> tuple[int, int]:
    """A lib0 variable-length unsigned int at `pos`: (value, next position); ValueError if cut short."""
    value, shift = 0, 0
    while True:
        if pos >= len(data) or shift > 49:
            raise ValueError("a length is cut short")
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, pos


def _adds(room_doc: Doc | None, update: bytes) -> bool:
    """Whether an update would change the room (new items, or deletions the room has not made)."""
    if update == EMPTY_UPDATE:
        return False
    scratch = Doc()
    if room_doc is not None:
        scratch.apply_update(room_doc.get_update())
    before = scratch.get_update()
    scratch.apply_update(update)
    return scratch.get_update() != before


def check_message(message: Any, writer: bool, room_doc: Doc | None = None) -> str:
    """Why a client's y-websocket message is refused ("" = let the room handle it). A reader's sync
    reply repeats what it got from the room (its deletions); anything beyond that is a write."""
    if not isinstance(message, (bytes, bytearray)) or len(message) < 2:
        return "not a y-websocket message"
    if len(message) > protocol.MESSAGE_LIMIT:
        return f"a message over {protocol.MESSAGE_LIMIT // 1024} kB"
    if message[0] != YMessageType.SYNC:
        return "only document sync messages are accepted"
    kind = message[1]
    if kind not in (YSyncMessageType.SYNC_STEP1, YSyncMessageType.SYNC_STEP2, YSyncMessageType.SYNC_UPDATE):
        return "an unknown sync message"
    try:
        length, start = _read_uint(message, 2)
    except ValueError as err:
        return f"a damaged message ({err})"
    payload = bytes(message[start:])
    if length != len(payload):
        return "a damaged message (its length is wrong)"
    if kind == YSyncMessageType.SYNC_STEP1:
        return ""  # asks for what it lacks: reading is allowed to everyone with the code
    try:
        Doc().apply_update(payload)
    except Exception as err:  # noqa: BLE001 - pycrdt says ValueError; anything here is a bad update
        return f"not a valid update ({err})"
    if not writer and _adds(room_doc, payload):
        return "a write to a room this client may only read"
    return ""


class Refused(Exception):
    pass


class GuardedChannel:
    """The library's ASGI websocket, with every incoming message checked before the room sees it; the
    first refused message ends the connection (the room never applies it)."""

    def __init__(self, websocket: ASGIWebsocket, room: str, writer: bool, rooms: WebsocketServer):
        self._ws = websocket
        self._rooms = rooms
        self._room = room
        self.writer = writer
        self.refusal = ""

    @property
    def path(self) -> str:
        return self._room

    def __aiter__(self) -> GuardedChannel:
        return self

    async def __anext__(self) -> bytes:
        return await self.recv()

    async def send(self, message: bytes) -> None:
        await self._ws.send(message)

    async def recv(self) -> bytes:
        message = await self._ws.recv()
        room = self._rooms.rooms.get(self._room)
        problem = check_message(message, self.writer, room.ydoc if room is not None else None)
        if problem:
            self.refusal = problem
            log.warning("room %s: refused %s", self._room, problem)
            raise StopAsyncIteration
        return bytes(message)


class TableRooms(WebsocketServer):
    """WebsocketServer whose rooms load from and write to one SQLite store (pycrdt-store)."""

    def __init__(self, db_path: Path, **kwargs: Any):
        super().__init__(rooms_ready=True, auto_clean_rooms=False, exception_handler=exception_logger,
                         log=log, **kwargs)
        self.store_class = type("TableStore", (SQLiteYStore,), {"db_path": str(db_path)})
        self._rooms_lock = Lock()

    async def get_room(self, name: str) -> YRoom:
        async with self._rooms_lock:
            if name not in self.rooms:
                assert self._task_group is not None
                store = self.store_class(path=name, log=log)
                await self._task_group.start(store.start)
                ydoc = Doc()
                with contextlib.suppress(YDocNotFound):
                    await store.apply_updates(ydoc)
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
            return "wrong table code"
        if not 16 <= len(key) <= 128:
            return "no client key"
        parsed = protocol.parse_room(room)
        if parsed is None:
            return f"no room {room!r}"
        client = protocol.key_id(key)
        writer = protocol.may_write(room, client, self.table.gm_id)
        if parsed[0] == "char":
            # The roster lists every character whose owner has connected (it is kept in the store):
            # only an owner brings a new character room to the table.
            known = self.table.characters()
            if room[len(protocol.CHAR_PREFIX):] not in known:
                if not writer:
                    return "no such character at this table"
                if len(known) >= protocol.MAX_CHARACTERS:
                    return "the table is full"
        return Access(room, client, writer)

    async def __call__(self, scope: dict[str, Any], receive: Callable[..., Any], send: Callable[..., Any]) -> None:
        if scope["type"] != "websocket":
            await super().__call__(scope, receive, send)
            return
        message = await receive()
        if message["type"] != "websocket.connect":
            return
        access = self.admit(scope)
        if isinstance(access, str):
            log.warning("refused a connection: %s", access)
            await send({"type": "websocket.close", "code": 4003, "reason": access})
            return
        await send({"type": "websocket.accept"})
        channel = GuardedChannel(ASGIWebsocket(receive, send, access.room), access.room, access.writer,
                                 self.table.rooms)
        owner = access.writer and access.room.startswith(protocol.CHAR_PREFIX)
        if owner:
            await self.table.set_online(access.room, +1)
        try:
            await self.table.rooms.serve(channel)
        finally:
            if owner:
                await self.table.set_online(access.room, -1)
        if channel.refusal:
            with contextlib.suppress(Exception):  # the client may be gone already
                await send({"type": "websocket.close", "code": 4008, "reason": channel.refusal[:120]})


class TableServer:
    """A table's host. Its folder keeps the table (id, code, GM key: table.json) and the rooms
    (rooms.db), so a restarted host brings the board back."""

    def __init__(self, folder: str | Path, *, host: str = "127.0.0.1", port: int = 0, name: str = "",
                 announce: bool = False):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.host, self.port = host, port
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
        tmp = meta_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(meta), encoding="utf-8")
        tmp.replace(meta_path)
        self.table_id, self.code, self.gm_key = meta["id"], meta["code"], meta["gm_key"]
        self.name = str(meta["name"])
        self.gm_id = protocol.key_id(self.gm_key)
        self.rooms = TableRooms(self.folder / "rooms.db")
        self._online: dict[str, int] = {}
        self._stop: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self.started = threading.Event()
        self.error: BaseException | None = None
        self.announce = announce  # by zeroconf, on the address it listens on (never the code)
        self.announce_problem = ""

    def url(self, host: str | None = None) -> str:
        return f"ws://{host or self.host}:{self.port}"

    def characters(self) -> set[str]:
        """The keys (player id/character id) of the characters on the roster."""
        roster = self.rooms.rooms.get(protocol.ROSTER_ROOM)
        return set(roster.ydoc.get("online", type=Map).keys()) if roster is not None else set()

    async def set_online(self, room: str, delta: int) -> None:
        self._online[room] = max(0, self._online.get(room, 0) + delta)
        roster = await self.rooms.get_room(protocol.ROSTER_ROOM)
        online = roster.ydoc.get("online", type=Map)
        online[room[len(protocol.CHAR_PREFIX):]] = self._online[room] > 0

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
                    online = roster.ydoc.get("online", type=Map)
                    for key in list(online.keys()):
                        online[key] = False  # nobody is connected to a host that has just started
                    await self.rooms.get_room(protocol.TABLE_ROOM)
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
            raise TimeoutError("the table server did not start")
        return self

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None


def table_folder(library: str | None) -> Path:
    """Where a host keeps its table by default: table/ beside the library."""
    from ..storage.library import default_path

    return (Path(library) if library else default_path()).parent / "table"


def serve_forever(args: Any) -> int:
    """`sheet-app serve`: host until interrupted (Ctrl+C or SIGTERM)."""
    import signal
    import sys

    if args.self_test:
        return self_test()

    server = TableServer(args.folder or table_folder(args.library), host=args.host, port=args.port, name=args.name,
                         announce=not args.no_announce)

    def ready(srv: TableServer) -> None:
        print(json.dumps({"url": srv.url(), "code": srv.code, "gm_key": srv.gm_key, "table": srv.table_id,
                          "folder": str(srv.folder)}), flush=True)
        if srv.announce_problem:
            print(f"sheet-app serve: {srv.announce_problem}", file=sys.stderr, flush=True)

    async def main() -> None:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows has no signal handlers
                loop.add_signal_handler(sig, lambda: server._stop.set() if server._stop else None)
        await server.run(ready)

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
