"""The table's shared documents: room names, who may write which, requests and cards (docs/table.md).

Pure Python (no pycrdt, no Qt): the server, the clients and the board all read the shapes from here.
"""
from __future__ import annotations

import hashlib
import json
import re
import secrets
from dataclasses import dataclass, field
from typing import Any

from ..engine import steps
from ..engine.document import NUMBER_LIMIT, DocumentError, parse_character

# A y-websocket message bigger than this drops the connection (a character document is ~10-60 kB).
MESSAGE_LIMIT = 2 * 1024 * 1024
MAX_CHARACTERS = 64          # character rooms a table holds
LOG_LINES = 6                # recent log lines each character publishes
TEXT_LIMIT = 200             # player names, damage types

TABLE_ROOM = "table"         # the GM's: requests and the encounter
ROSTER_ROOM = "roster"       # the host's: table id and name, who is online
CHAR_PREFIX = "char/"        # char/<player id>/<character id>: that player's

_CHAR_ROOM = re.compile(r"char/([0-9a-f]{16})/([A-Za-z0-9_-]{1,64})")

REQUEST_KINDS = ("damage", "heal", "attacked", "giveItem", "startEncounter", "nextRound", "endEncounter")
EVERYONE = "*"


def new_code() -> str:
    """The table's join code: 10 characters a player can type (no 0/O, 1/l)."""
    alphabet = "23456789abcdefghjkmnpqrstuvwxyz"
    return "".join(secrets.choice(alphabet) for _ in range(10))


def new_key() -> str:
    """A client's secret key (a player's app keeps one; the host makes the GM's)."""
    return secrets.token_hex(16)


def key_id(key: str) -> str:
    """The public id of a key: a player's id, or the GM's."""
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def char_room(player_id: str, cid: str) -> str:
    return f"{CHAR_PREFIX}{player_id}/{cid}"


def parse_room(name: str) -> tuple[str, str, str] | None:
    """('table'|'roster'|'char', player id, character id) for a valid room name, else None."""
    if name in (TABLE_ROOM, ROSTER_ROOM):
        return name, "", ""
    match = _CHAR_ROOM.fullmatch(name)
    if match is None:
        return None
    return "char", match.group(1), match.group(2)


def may_write(room: str, client_id: str, gm_id: str) -> bool:
    """The host's rule: the GM writes the table room, a player only its own character rooms,
    nobody but the host the roster."""
    parsed = parse_room(room)
    if parsed is None:
        return False
    kind, player, _cid = parsed
    if kind == TABLE_ROOM:
        return client_id == gm_id
    if kind == "char":
        return client_id == player and client_id != gm_id
    return False


# ---- requests ---------------------------------------------------------------------------------
class RequestError(ValueError):
    """A request that cannot be applied (bad shape); the player's app logs it and moves on."""


@dataclass
class Request:
    seq: int
    to: str                      # a character key (player id/character id) or EVERYONE
    kind: str
    amount: int = 0
    type: str | None = None
    critical: bool = False
    item: dict[str, Any] | None = None

    def to_json(self) -> str:
        data: dict[str, Any] = {"seq": self.seq, "to": self.to, "kind": self.kind}
        if self.kind in ("damage", "heal", "attacked"):
            data["amount"] = self.amount
        if self.type is not None:
            data["type"] = self.type
        if self.critical:
            data["critical"] = True
        if self.item is not None:
            data["item"] = self.item
        return json.dumps(data, ensure_ascii=False)

    def applies_to(self, key: str) -> bool:
        return self.to in (EVERYONE, key)

    def step(self) -> dict[str, Any] | None:
        """The action this request asks the owner's app to apply (None: giveItem and attacked ask the
        player first)."""
        by = "GM"
        if self.kind == "damage":
            return steps.Damage(amount=self.amount, type=self.type, by=by).step()
        if self.kind == "heal":
            return steps.Heal(amount=self.amount, by=by).step()
        if self.kind == "startEncounter":
            return steps.StartEncounter(by=by).step()
        if self.kind == "nextRound":
            return steps.EndTurn(by=by).step()
        if self.kind == "endEncounter":
            return steps.EndEncounter(by=by).step()
        return None

    def attacked_step(self) -> dict[str, Any]:
        return steps.Attacked(damage=self.amount, type=self.type, critical=self.critical, by="GM").step()

    def item_step(self) -> dict[str, Any]:
        return steps.AddItem(raw=self.item or {}, by="GM").step()

    def describe(self) -> str:
        if self.kind in ("damage", "heal"):
            return f"{self.amount} {'damage' if self.kind == 'damage' else 'healing'}" + (
                f" ({self.type})" if self.type and self.kind == "damage" else "")
        if self.kind == "attacked":
            return f"attacked for {self.amount}" + (" (critical)" if self.critical else "")
        if self.kind == "giveItem":
            return f"gives {item_name(self.item)}"
        return {"startEncounter": "start encounter", "nextRound": "next round",
                "endEncounter": "end encounter"}[self.kind]


def item_name(raw: Any) -> str:
    name = raw.get("name") if isinstance(raw, dict) else None
    return name if isinstance(name, str) and name else "an item"


def parse_request(text: Any) -> Request:
    """A request read from the table room; RequestError names what is wrong."""
    if not isinstance(text, str) or len(text) > MESSAGE_LIMIT:
        raise RequestError("a request must be a JSON text")
    try:
        data = json.loads(text)
    except ValueError as err:
        raise RequestError(f"a request is not JSON ({err})") from None
    if not isinstance(data, dict):
        raise RequestError("a request must be an object")
    seq, to, kind = data.get("seq"), data.get("to"), data.get("kind")
    if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
        raise RequestError("a request's 'seq' must be a whole number from 1")
    if not isinstance(to, str) or not (to == EVERYONE or parse_room(CHAR_PREFIX + to)):
        raise RequestError(f"request {seq}: 'to' must name a character or {EVERYONE!r}")
    if kind not in REQUEST_KINDS:
        raise RequestError(f"request {seq}: unknown kind {kind!r}")
    request = Request(seq, to, kind)
    if kind in ("damage", "heal", "attacked"):
        amount = data.get("amount")
        if not isinstance(amount, int) or isinstance(amount, bool) or not 0 <= amount <= NUMBER_LIMIT:
            raise RequestError(f"request {seq}: 'amount' must be a whole number from 0 to {NUMBER_LIMIT:,}")
        request.amount = amount
    kind_of = data.get("type")
    if kind_of is not None and (not isinstance(kind_of, str) or len(kind_of) > TEXT_LIMIT):
        raise RequestError(f"request {seq}: 'type' must be a short text")
    request.type = kind_of
    request.critical = data.get("critical") is True
    if kind == "giveItem":
        if not isinstance(data.get("item"), dict):
            raise RequestError(f"request {seq}: 'item' must be an item object")
        request.item = data["item"]
    return request


# ---- a character's published state (one card on the board) -------------------------------------
@dataclass
class Card:
    key: str                               # player id/character id
    name: str = ""
    player: str = ""
    document: dict[str, Any] | None = None  # the checked sheet/1 document
    problem: str = ""                      # why the published state cannot be shown ("" = fine)
    log: list[str] = field(default_factory=list)
    applied: int = 0                       # the last request the owner's app handled
    online: bool = False


def read_card(key: str, values: dict[str, Any], online: bool) -> Card:
    """A card from a character room's `sheet` map; a state that fails the document check is a damaged
    card (its problem says why), never an exception."""
    card = Card(key, online=online)
    player = values.get("player")
    card.player = player[:TEXT_LIMIT] if isinstance(player, str) else ""
    applied = values.get("applied")
    card.applied = int(applied) if isinstance(applied, (int, float)) and not isinstance(applied, bool) and \
        0 <= applied <= 2 ** 53 else 0
    try:
        log = json.loads(values.get("log") or "[]")
        card.log = [str(line)[:500] for line in log][-LOG_LINES:] if isinstance(log, list) else []
    except (TypeError, ValueError):
        card.log = []
    text = values.get("document")
    if not values:
        card.problem = "nothing shared yet"
        return card
    try:
        if not isinstance(text, str):
            raise DocumentError("", "no character document was published")
        data = json.loads(text)
        raw, _fields, _items = parse_character(data)
    except DocumentError as err:
        card.problem = f"the shared character is damaged: {err}"
        return card
    except (ValueError, RecursionError) as err:
        card.problem = f"the shared character is not JSON: {err}"
        return card
    card.document = raw
    name = raw.get("name")
    card.name = name if isinstance(name, str) else ""
    return card
