"""A table client: one pycrdt Doc per room, each kept in sync by pycrdt's Provider over a websocket
(the `websockets` library), reconnecting on its own. It runs its asyncio loop in a thread; callers on
other threads use its thread-safe methods, and hear back through a listener called on that thread."""
from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections.abc import Callable
from typing import Any, Protocol
from urllib.parse import quote

from anyio import create_task_group
from pycrdt import Array, Doc, Map, Provider

from ..i18n import Table, translate
from . import parts, protocol

log = logging.getLogger("sheet_app.table.client")

RETRY_FIRST, RETRY_MAX = 0.2, 3.0


class Listener(Protocol):
    """What a client reports (called on the client's loop thread: hand it over, do not block)."""

    def status(self, state: str, message: str) -> None: ...        # connected/reconnecting/offline/refused
    def roster(self, table: dict[str, Any], online: dict[str, bool]) -> None: ...
    def card(self, card: protocol.Card) -> None: ...
    def requests(self) -> None: ...                                 # the table room changed
    # and, optionally, removed(key): the host removed that character (a GM's client)


class _Channel:
    """A `websockets` connection as pycrdt's Channel."""

    def __init__(self, ws: Any, path: str):
        self._ws = ws
        self._path = path

    @property
    def path(self) -> str:
        return self._path

    def __aiter__(self) -> _Channel:
        return self

    async def __anext__(self) -> bytes:
        try:
            return await self.recv()
        except Exception:  # noqa: BLE001 - a closed connection ends the stream
            raise StopAsyncIteration from None

    async def send(self, message: bytes) -> None:
        await self._ws.send(message)

    async def recv(self) -> bytes:
        message = await self._ws.recv()
        return message if isinstance(message, bytes) else message.encode()


class RoomLink:
    """One room: its local Doc (kept across reconnects: offline changes sync when back) and the loop that
    keeps a connection to the host."""

    def __init__(self, client: TableClient, name: str, on_change: Callable[[RoomLink], None],
                 on_synced: Callable[[RoomLink], None] | None = None):
        self.client = client
        self.name = name
        self.doc: Doc[Any] = Doc()
        self.state = "connecting"
        self.message = ""
        self.synced_once = False
        self._on_change = on_change
        self._on_synced = on_synced
        self._pending = False
        self.subscriptions = [self.doc.observe(self._changed)]
        self.task: asyncio.Task[None] | None = None

    def _changed(self, _event: Any) -> None:
        # Called inside the transaction: read the doc after it, once per burst of changes.
        if not self._pending:
            self._pending = True
            self.client.loop.call_soon(self._fire)

    def _fire(self) -> None:
        self._pending = False
        try:
            self._on_change(self)
        except Exception:  # noqa: BLE001 - a listener's bug must not stop the sync
            log.exception("table listener failed")

    async def run(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import InvalidStatus

        delay = RETRY_FIRST
        url = (f"{self.client.url}/{self.name}?code={quote(self.client.code)}&key={quote(self.client.key)}"
               f"&v={protocol.PROTOCOL}")
        while True:
            try:
                # The host's first reply carries the whole room, which may outgrow one client message.
                async with connect(url, max_size=8 * protocol.MESSAGE_LIMIT, open_timeout=5, ping_interval=5,
                                   ping_timeout=10, proxy=None) as ws:
                    if await self._serve(ws):
                        delay = RETRY_FIRST  # back off only while connections fail before they sync
                    # The host's reason is English, as sent; the host's own fixed words are shown in this app's
                    # language (server.py marks them), any other reason as it came.
                    reason = translate("Table", ws.close_reason or "")
                    code = ws.close_code
                if self.client.gone(self.name):
                    return  # the GM removed this character: its room is closed for good
                if code == protocol.VERSION_CLOSE:
                    self._set("refused", reason or Table.tr("update sheet-app to join this table"))
                    return
                self._set("reconnecting", Table.tr("refused: {reason}").format(reason=reason) if code == 4008
                          else Table.tr("the host closed the connection"))
            except InvalidStatus as err:
                if err.response.status_code == 403:
                    if self.client.gone(self.name):
                        return  # a character the GM removed: nothing to read any more
                    self._set("refused", refusal_words(err.response.body))
                    return
                self._set("reconnecting", Table.tr("the host answered {status}").format(
                    status=err.response.status_code))
            except asyncio.CancelledError:
                raise
            except Exception as err:  # noqa: BLE001 - every network failure means: try again
                self._set("reconnecting" if self.synced_once else "offline", f"{type(err).__name__}: {err}")
            await asyncio.sleep(delay)
            delay = min(RETRY_MAX, delay * 2)

    async def _serve(self, ws: Any) -> bool:
        """Sync the room over one connection until it closes; whether it got in sync."""
        channel = _Channel(ws, self.name)
        provider = Provider(self.doc, channel, log=log)
        async with create_task_group() as tg:
            tg.start_soon(provider.start)

            async def synced() -> None:
                await provider.synced.wait()
                self.synced_once = True
                self._set("connected", "")
                if self._on_synced is not None:
                    self._on_synced(self)
                self._fire()  # what arrived before the sync completed is read again, now in sync

            tg.start_soon(synced)
            await ws.wait_closed()
            tg.cancel_scope.cancel()
        return provider.synced.is_set()

    def _set(self, state: str, message: str) -> None:
        if (state, message) != (self.state, self.message):
            self.state, self.message = state, message
            self.client._status_changed()


def refusal_words(body: Any) -> str:
    """What the player is told of a refused connection: the host's reason (the text of its HTTP 403,
    "the table is full"), or, from a host that gives none, the likeliest cause."""
    reason = ""
    if isinstance(body, (bytes, bytearray)):
        reason = bytes(body[:200]).decode("utf-8", "replace").strip()
    reason = translate("Table", "".join(c for c in reason if c.isprintable()))
    return reason or Table.tr("the host refused the connection (wrong table code?)")


class TableClient:
    """A GM's or a player's connection to a table. `gm=True` reads every character room on the roster
    and writes the table room; a player writes the character rooms it shares."""

    def __init__(self, url: str, code: str, key: str, *, gm: bool = False, player: str = "",
                 listener: Listener | None = None):
        self.url = url.rstrip("/")
        self.code = code.strip()
        self.key = key
        self.gm = gm
        self.player = player[:protocol.TEXT_LIMIT]
        self.player_id = protocol.key_id(key)
        self.listener = listener
        self.loop = asyncio.new_event_loop()
        self.rooms: dict[str, RoomLink] = {}
        self.shared: dict[str, dict[str, Any]] = {}     # cid -> what to publish: its parts and values
        self.readers: dict[str, parts.Reader] = {}      # GM: each character room's parts, as read so far
        self.outbox: list[tuple[str, str]] = []         # GM: requests not yet stored by the host (id, text)
        self.state = "connecting"
        self.table_info: dict[str, Any] = {}
        self.online: dict[str, bool] = {}
        self._thread = threading.Thread(target=self._main, name="table-client", daemon=True)
        self._ready = threading.Event()

    # ---- the loop thread ----------------------------------------------------------------------
    def start(self) -> TableClient:
        self._thread.start()
        self._ready.wait(5)
        self.call(self._open, protocol.ROSTER_ROOM, self._roster_changed)
        self.call(self._open, protocol.TABLE_ROOM, self._table_changed, self._publish_requests)
        return self

    def _main(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.call_soon(self._ready.set)
        self.loop.run_forever()
        self.loop.close()

    def stop(self, timeout: float = 5.0) -> None:
        if not self._thread.is_alive():
            return

        async def close() -> None:
            tasks = [room.task for room in self.rooms.values() if room.task is not None]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            self.loop.stop()

        asyncio.run_coroutine_threadsafe(close(), self.loop)
        self._thread.join(timeout)

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run fn(*args) on the loop thread (from any thread)."""
        self.loop.call_soon_threadsafe(fn, *args)

    def run(self, fn: Callable[..., Any], *args: Any, timeout: float = 5.0, **kwargs: Any) -> Any:
        """Run fn(*args, **kwargs) on the loop thread and return its result (never from the loop thread)."""
        async def job() -> Any:
            return fn(*args, **kwargs)
        return asyncio.run_coroutine_threadsafe(job(), self.loop).result(timeout)

    def _open(self, name: str, on_change: Callable[[RoomLink], None],
              on_synced: Callable[[RoomLink], None] | None = None) -> RoomLink:
        if name not in self.rooms:
            room = RoomLink(self, name, on_change, on_synced)
            self.rooms[name] = room
            room.task = self.loop.create_task(room.run())
        return self.rooms[name]

    def _status_changed(self) -> None:
        states = [room.state for room in self.rooms.values()]
        if "refused" in states:
            state = "refused"
        elif states and all(s == "connected" for s in states):
            state = "connected"
        elif any(room.synced_once and room.state in ("reconnecting", "offline") for room in self.rooms.values()):
            state = "reconnecting"
        else:
            state = "offline" if "offline" in states else "connecting"
        message = next((room.message for room in self.rooms.values() if room.message and room.state == state),
                       next((room.message for room in self.rooms.values() if room.message), ""))
        self.state = state
        if self.listener is not None:
            self.listener.status(state, message)

    # ---- the roster and the cards -------------------------------------------------------------
    def _roster_changed(self, room: RoomLink) -> None:
        self.table_info = dict(room.doc.get("table", type=Map))
        self.online = {str(k): bool(v) for k, v in room.doc.get("online", type=Map).items()}
        version = self.table_info.get("protocol")
        if version is not None and protocol.host_version_words(version):  # a relay let another version in
            room._set("refused", protocol.host_version_words(version))
        self._acknowledged(self.table_info.get("stored"))
        if self.gm:
            self._follow_roster()
        if self.listener is not None:
            self.listener.roster(self.table_info, dict(self.online))

    def _follow_roster(self) -> None:
        """GM: read the character rooms the roster lists, let go of those it no longer does."""
        for name in [n for n in self.rooms if n.startswith(protocol.CHAR_PREFIX)]:
            if self.gone(name):  # the host removed it (the GM's Remove)
                self._close(name)
                removed = getattr(self.listener, "removed", None)
                if removed is not None:
                    removed(name[len(protocol.CHAR_PREFIX):])
        for key in self.online:
            name = protocol.CHAR_PREFIX + key
            if protocol.parse_room(name) is not None and name not in self.rooms:
                self._open_card(name)
        for key in self.online:
            if protocol.CHAR_PREFIX + key in self.rooms:
                self._card_changed(self.rooms[protocol.CHAR_PREFIX + key])

    def gone(self, name: str) -> bool:
        """A character room a GM's client read that the roster no longer lists (removed by the GM)."""
        return self.gm and name.startswith(protocol.CHAR_PREFIX) and name[len(protocol.CHAR_PREFIX):] not in self.online

    def _close(self, name: str) -> None:
        room = self.rooms.pop(name, None)
        if room is not None and room.task is not None:
            room.task.cancel()
        self._status_changed()

    def remove_seat(self, key: str) -> None:
        """GM: ask the host to remove a character (player id/character id) from the table (loop thread):
        listed in the table room's `removed` map, which the host acts on and keeps."""
        if protocol.parse_room(protocol.CHAR_PREFIX + key) is None:
            raise ValueError(f"not a character at a table: {key!r}")
        self.rooms[protocol.TABLE_ROOM].doc.get("removed", type=Map)[key] = True

    def _open_card(self, name: str) -> None:
        """GM: read a character room; its parts are read as they change (table/parts.py)."""
        room = self._open(name, self._card_changed)
        reader = self.readers[name] = parts.Reader()
        parts_map = room.doc.get("parts", type=Map)
        room.subscriptions.append(parts_map.observe(lambda event: reader.touch(event.keys)))

    def _read_card(self, name: str) -> protocol.Card:
        key = name[len(protocol.CHAR_PREFIX):]
        doc = self.rooms[name].doc
        return protocol.read_card(key, dict(doc.get("sheet", type=Map)), doc.get("parts", type=Map),
                                  self.online.get(key, False), self.readers.get(name))

    def _card_changed(self, room: RoomLink) -> None:
        card = self._read_card(room.name)
        if self.listener is not None:
            self.listener.card(card)

    def cards(self) -> list[protocol.Card]:
        """Every character on the roster as a card (loop thread)."""
        return [self._read_card(protocol.CHAR_PREFIX + key) for key in self.online
                if protocol.CHAR_PREFIX + key in self.rooms]

    # ---- requests (the table room) ------------------------------------------------------------
    def _table_changed(self, room: RoomLink) -> None:
        if self.listener is not None:
            self.listener.requests()

    def table_synced(self) -> bool:
        room = self.rooms.get(protocol.TABLE_ROOM)
        return room is not None and room.synced_once

    def request_texts(self) -> list[str]:
        """The raw requests in order (loop thread)."""
        return [str(x) for x in self.rooms[protocol.TABLE_ROOM].doc.get("requests", type=Array)]

    def encounter(self) -> dict[str, Any]:
        text = self.rooms[protocol.TABLE_ROOM].doc.get("table", type=Map).get("encounter")
        try:
            value = json.loads(text) if isinstance(text, str) else {}
        except ValueError:
            value = {}
        return value if isinstance(value, dict) else {}

    def send_request(self, to: str, kind: str, **fields: Any) -> str:
        """GM: send a new request (loop thread); returns its id. The app's own path writes it to its
        library's outbox first and then calls post() (ui/table); this is the headless one."""
        request = protocol.make_request(to, kind, **fields)
        self.post(request.id, request.to_json())
        return request.id

    def post(self, rid: str, text: str) -> None:
        """GM: publish a request (loop thread), after every one posted before it. It waits in the outbox
        until the host says it has stored it (the roster's `stored`), and is published again if the table
        room lacks it after a reconnection (a host killed with the GM's board lost it)."""
        self.outbox.append((rid, text))
        self._publish_requests()

    def _publish_requests(self, _room: RoomLink | None = None) -> None:
        """Append what the outbox holds and the table room lacks, in order. Not before the room has synced
        once: a fresh document would put them before what the host holds."""
        room = self.rooms.get(protocol.TABLE_ROOM)
        if room is None or not room.synced_once or not self.outbox:
            return
        requests = room.doc.get("requests", type=Array)
        there = {rid for rid, _request in protocol.read_requests([str(x) for x in requests])}
        missing = [(rid, text) for rid, text in self.outbox if rid not in there]
        if not missing:
            return
        with room.doc.transaction():
            for _rid, text in missing:
                requests.append(text)
                request = protocol.parse_request(text)
                declared = request.declared
                if declared.encounter is not None and request.to == protocol.EVERYONE:
                    room.doc.get("table", type=Map)["encounter"] = json.dumps(declared.encounter(self.encounter()))

    def _acknowledged(self, rid: Any) -> None:
        """The host has stored request `rid` and every one before it: they leave the outbox."""
        ids = [r for r, _text in self.outbox]
        if not isinstance(rid, str) or rid not in ids:
            return
        del self.outbox[:ids.index(rid) + 1]
        stored = getattr(self.listener, "stored", None)
        if stored is not None:
            stored(rid)

    # ---- sharing characters (player) ----------------------------------------------------------
    def share(self, cid: str, document: dict[str, Any], log_lines: list[str], applied: int) -> None:
        """Publish a whole character (loop thread): now, and again after every (re)connection."""
        self.share_parts(cid, parts.encode(document), log_lines, applied, True)

    def share_parts(self, cid: str, encoded: parts.Encoded, log_lines: list[str], applied: int,
                    whole: bool = True, last_roll: str = "") -> None:
        """Publish a character's parts (loop thread; parts.encode): `whole`, every part (the others are
        deleted), else those named; again in whole after every (re)connection. `last_roll`: its last d20
        roll (protocol.roll_text), shown on the board."""
        entry = self.shared.setdefault(cid, {"parts": {}})
        texts: dict[str, str] = {} if whole else entry["parts"]
        for key, text in encoded.items():
            if text is None:
                texts.pop(key, None)
            else:
                texts[key] = text
        entry.update(parts=texts, values={"log": json.dumps(list(log_lines)[-protocol.LOG_LINES:], ensure_ascii=False),
                                          "applied": applied, "lastRoll": last_roll})
        name = protocol.char_room(self.player_id, cid)
        self._open(name, lambda _room: None, lambda _room: self._publish(cid))
        self._publish(cid, None if whole else set(encoded))

    def set_applied(self, cid: str, applied: int) -> None:
        """Publish how many requests the owner's app has handled (loop thread)."""
        if cid in self.shared and self.shared[cid]["values"]["applied"] != applied:
            self.shared[cid]["values"]["applied"] = applied
            self._publish(cid, set())

    def _publish(self, cid: str, keys: set[str] | None = None) -> None:
        """Write the shared values and the parts named (None: every part, and delete what is not shared)."""
        entry = self.shared.get(cid)
        room = self.rooms.get(protocol.char_room(self.player_id, cid))
        if entry is None or room is None:
            return
        sheet = room.doc.get("sheet", type=Map)
        parts_map = room.doc.get("parts", type=Map)
        texts: dict[str, str] = entry["parts"]
        # Called again once synced: then each write comes after what the host holds, so a republished
        # value wins over one an earlier run of the app wrote (a Map keeps the later of writes it has seen).
        with room.doc.transaction():
            for name, value in {**entry["values"], "player": self.player}.items():
                if sheet.get(name) != value:
                    sheet[name] = value
            if "document" in sheet:
                del sheet["document"]  # the whole document a version-1 app wrote
            self._write_parts(parts_map, texts, keys)

    @staticmethod
    def _write_parts(parts_map: Map[Any], texts: dict[str, str], keys: set[str] | None) -> None:
        names = set(parts_map.keys()) | set(texts) if keys is None else keys
        for key in names:
            text = texts.get(key)
            if text is None:
                if key in parts_map:
                    del parts_map[key]
            elif parts_map.get(key) != text:
                parts_map[key] = text
        if keys is None or parts.COUNT in keys:
            count = texts.get(parts.COUNT, "0")
            for key in parts.stale(list(parts_map.keys()), int(count) if count.isdigit() else 0):
                del parts_map[key]

    def key_of(self, cid: str) -> str:
        return f"{self.player_id}/{cid}"
