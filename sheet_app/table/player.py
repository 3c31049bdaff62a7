"""A player's side of a table: the characters it shares and the GM's requests due for each, handed
out once and in order. The app applies them through its own door (the window's apply, or a session's
in a headless process) and reports back with done(); the last handled request is kept in a small
file beside the library so a restarted app neither loses nor repeats one."""
from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import protocol
from .client import TableClient


class PlayerTable:
    def __init__(self, client: TableClient, state_path: str | Path):
        self.client = client
        self.state_path = Path(state_path)
        self.characters: list[str] = []
        self._state = self._read()

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.state_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _set(self, table: str, cid: str, applied: int) -> None:
        # Read again first: another window of the app may share another character at the same table.
        self._state = self._read()
        entry = self._state.get(table)
        if not isinstance(entry, dict):
            entry = self._state[table] = {}
        entry[cid] = max(applied, self._applied(table, cid) or 0)
        tmp = self.state_path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(self._state), encoding="utf-8")
        os.replace(tmp, self.state_path)

    def _applied(self, table: str, cid: str) -> int | None:
        entry = self._state.get(table)
        value = entry.get(cid) if isinstance(entry, dict) else None
        return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None

    def share(self, cid: str, document: dict[str, Any], log_lines: list[str]) -> None:
        """Share a character (or publish its new state); any thread."""
        if cid not in self.characters:
            self.characters.append(cid)
        table = self.client.table_info.get("id")
        applied = self._applied(str(table), cid) if table else None
        self.client.call(self.client.share, cid, document, list(log_lines), applied or 0)

    def due(self) -> list[tuple[str, int, protocol.Request | protocol.RequestError]]:
        """The requests not handled yet, per shared character, in the order the GM sent them (from any
        thread but the client's). Nothing until the table room is synced. A character shared here for
        the first time starts after the requests already on the table. Each is (character id, position,
        the request or why it cannot be read); hand the position to done() once it is handled."""
        def read() -> tuple[str, list[protocol.Request | protocol.RequestError]] | None:
            table = self.client.table_info.get("id")
            if not table or not self.client.table_synced():
                return None
            return str(table), self.client.requests_list()

        got = self.client.run(read)
        if got is None:
            return []
        table, requests = got
        out: list[tuple[str, int, protocol.Request | protocol.RequestError]] = []
        last_seq = len(requests)
        for cid in self.characters:
            applied = self._applied(table, cid)
            if applied is None:
                self._set(table, cid, last_seq)
                continue
            key = self.client.key_of(cid)
            pending = False
            for position, request in enumerate(requests, start=1):
                if position <= applied:
                    continue
                if isinstance(request, protocol.RequestError) or request.applies_to(key):
                    out.append((cid, position, request))
                    pending = True
                elif not pending:
                    self.done(cid, position)  # another character's: passed over (never past one still due)
        return out

    def done(self, cid: str, seq: int) -> None:
        """Request `seq` (its position on the table) is handled for this character: never again."""
        table = self.client.table_info.get("id")
        if not table:
            return
        if seq > (self._applied(str(table), cid) or 0):
            self._set(str(table), cid, seq)
            self.client.call(self.client.set_applied, cid, seq)


def handle(request: protocol.Request, apply: Callable[[dict[str, Any]], Any], *,
           attacked: Callable[[protocol.Request], Any], offer: Callable[[protocol.Request], Any]) -> None:
    """Apply one request through the app's door as its kind declares (protocol.KINDS): at once (damage,
    heal, the encounter), or answered by the player first: an attack opens the player's Attacked dialog
    (pre-filled, `attacked`), an item becomes an offer (`offer`)."""
    answer = request.declared.answer
    if not answer:
        apply(request.step())
    else:
        {"react": attacked, "offer": offer}[answer](request)
