"""A player's side of a table: the characters it shares and the GM's requests due for each, handed
out once each, by id, in the order the table holds them. The app applies them through its own door
(the window's apply, or a session's in a headless process) inside `handling`: the ids each character
has handled are kept in the library (storage/tablebook.py), the one an action handles written in the
same transaction as that action, so a crash or a restart neither loses nor repeats one, whatever
order or repetition the table room shows."""
from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ..storage import tablebook
from . import parts, protocol
from .client import TableClient

if TYPE_CHECKING:
    from ..storage.library import Library

Due = tuple[str, str, "protocol.Request | protocol.RequestError"]  # (character id, request id, request)


class PlayerTable:
    def __init__(self, client: TableClient, library: Library):
        self.client = client
        self.book = tablebook.TableBook(library)
        self.characters: list[str] = []
        self._handled: dict[tuple[str, str], set[str]] = {}  # (table, character) -> ids, read once

    def _table(self) -> str:
        table = self.client.table_info.get("id")
        return str(table) if table else ""

    def _ids(self, table: str, cid: str) -> set[str]:
        if (table, cid) not in self._handled:
            self._handled[table, cid] = self.book.handled(table, cid)
        return self._handled[table, cid]

    def share(self, cid: str, document: dict[str, Any], log_lines: list[str],
              paths: list[tuple[Any, ...]] | None = None, last_roll: dict[str, Any] | None = None) -> None:
        """Share a character, or publish what changed in it: the parts at `paths` (the action's), or
        with None every part (read here, on the caller's thread, so `document` may be the session's own);
        `last_roll`, its last d20 roll in effect (an engine/rolls.py entry), for the board."""
        if cid not in self.characters:
            self.characters.append(cid)
        table = self._table()
        applied = len(self._ids(table, cid) - {tablebook.SAT}) if table else 0
        encoded = parts.encode(document, paths)
        self.client.call(self.client.share_parts, cid, encoded, list(log_lines), applied, paths is None,
                         protocol.roll_text(last_roll))

    def due(self) -> list[Due]:
        """The requests not handled yet, per shared character, in the order the table holds them, each
        id once (from any thread but the client's). Nothing until the table room is synced. A character
        shared here for the first time starts after the requests already on the table; another
        character's requests are passed over. Handle each inside `handling`."""
        def read() -> tuple[str, list[tuple[str, protocol.Request | protocol.RequestError]]] | None:
            table = self._table()
            if not table or not self.client.table_synced():
                return None
            return table, protocol.read_requests(self.client.request_texts())

        got = self.client.run(read)
        if got is None:
            return []
        table, requests = got
        out: list[Due] = []
        for cid in self.characters:
            handled = self._ids(table, cid)
            if tablebook.SAT not in handled:  # new at this table: what is there already is not for it
                ids = [rid for rid, _request in requests]
                self.book.sit(table, cid, ids)
                handled.update([tablebook.SAT, *ids])
                continue
            key, passed, seen = self.client.key_of(cid), [], set()
            for rid, request in requests:
                if rid in handled or rid in seen:
                    continue  # handled, or repeated further on: once only
                seen.add(rid)
                if isinstance(request, protocol.RequestError) or request.applies_to(key):
                    out.append((cid, rid, request))
                else:
                    passed.append(rid)
            if passed:
                self.book.mark(table, cid, passed, tablebook.PASSED)
                handled.update(passed)
        return out

    @contextlib.contextmanager
    def handling(self, cid: str, rid: str, request: protocol.Request | protocol.RequestError) -> Iterator[None]:
        """Handle one request: the action committed inside (through the app's door) records it in the same
        transaction; when none is (refused, unreadable, or handed to the player's dialog), it is recorded
        on its own on the way out. Never handled twice (the library keeps the id). An exception out of
        it records nothing: the request is due again."""
        table = self._table()
        if not table:
            yield
            return
        self.book.ride(table, cid, rid)
        try:
            yield
        except BaseException:
            self.book.unride(cid)  # what failed here is tried again at the next look (nothing is recorded)
            raise
        if self.book.unride(cid):
            answered = isinstance(request, protocol.Request) and request.declared.answered
            self.book.mark(table, cid, [rid], tablebook.HANDED if answered else tablebook.REFUSED)
        handled = self._ids(table, cid)
        handled.add(rid)
        self.client.call(self.client.set_applied, cid, len(handled - {tablebook.SAT}))


def handle(request: protocol.Request, apply: Callable[[dict[str, Any]], Any], *,
           attacked: Callable[[protocol.Request], Any], offer: Callable[[protocol.Request], Any]) -> Any:
    """Apply one request through the app's door as its kind declares (protocol.KINDS): at once (damage,
    heal, a condition, the encounter: the door's result is returned, so a refusal can be told to the GM),
    or answered by the player first: an attack opens the player's Attacked dialog (pre-filled, `attacked`),
    an item becomes an offer (`offer`); None then."""
    answer = request.declared.answer
    if not answer:
        return apply(request.step())
    {"react": attacked, "offer": offer}[answer](request)
    return None
