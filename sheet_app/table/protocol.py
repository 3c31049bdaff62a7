"""The table's shared documents: room names, who may write which, requests and cards (docs/table.md).

Pure Python (no pycrdt, no Qt): the server, the clients and the board all read the shapes from here.
"""
from __future__ import annotations

import hashlib
import json
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine import steps
from ..engine.conditions import DERIVED, STATES
from ..engine.document import NUMBER_LIMIT, DocumentError
from ..engine.vocab import SKILLS, STATS
from ..i18n import QT_TRANSLATE_NOOP, Table, translate
from .parts import Reader

# The table's wire shape (docs/table.md "Versions"): a client says it in its URL, the host in the roster;
# a client of another version is refused with UPDATE_WORDS (HTTP 403 before the websocket opens, or close
# code VERSION_CLOSE where the server cannot answer so), never left reconnecting. Version 1 (sheet-app
# before issue 27 item 9) sent no version: whole documents, requests by their position.
PROTOCOL = 2
VERSION_CLOSE = 4009
UPDATE_WORDS = "update sheet-app to join this table"

# A y-websocket message bigger than this drops the connection (a character document is ~10-60 kB).
MESSAGE_LIMIT = 2 * 1024 * 1024
MAX_CHARACTERS = 64          # character rooms a table holds
SEATS_PER_PLAYER = 3         # characters one player key may share at a table (a host setting)
LOG_LINES = 6                # recent log lines each character publishes
TEXT_LIMIT = 200             # player names, damage types

TABLE_ROOM = "table"         # the GM's: requests and the encounter
ROSTER_ROOM = "roster"       # the host's: table id and name, who is online
CHAR_PREFIX = "char/"        # char/<player id>/<character id>: that player's

_CHAR_ROOM = re.compile(r"char/([0-9a-f]{16})/([A-Za-z0-9_-]{1,64})")
_REQUEST_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")

EVERYONE = "*"


def new_code() -> str:
    """The table's join code: 10 characters a player can type (no 0/O, 1/l)."""
    alphabet = "23456789abcdefghjkmnpqrstuvwxyz"
    return "".join(secrets.choice(alphabet) for _ in range(10))


def new_key() -> str:
    """A client's secret key (a player's app keeps one; the host makes the GM's)."""
    return secrets.token_hex(16)


def new_request_id() -> str:
    """A GM request's id: unique across every GM and restart (a player's app applies each id once)."""
    return secrets.token_hex(8)


def version_refusal(version: str) -> str:
    """What the host says to a client of another protocol version ('' when it is this one)."""
    if version == str(PROTOCOL):
        return ""
    if version.isdigit() and int(version) > PROTOCOL:
        return (f"this table's host runs an older sheet-app (table version {PROTOCOL}, this app {version}): "
                f"the GM must {UPDATE_WORDS}")
    return f"{UPDATE_WORDS} (the table speaks version {PROTOCOL}, this app {version or 1})"


def host_version_words(version: Any) -> str:
    """What a client tells its player of a host whose roster names another version ('' for this one), in the
    player's language (version_refusal is the host's, sent over the network: English)."""
    number = int(version) if isinstance(version, (int, float)) and not isinstance(version, bool) and \
        0 <= version < 2 ** 31 else None
    if number == PROTOCOL:
        return ""
    if number is not None and number < PROTOCOL:
        return Table.tr("this table's host runs an older sheet-app (table version {host}, this app {app}): the GM "
                        "must update sheet-app to join this table").format(host=number, app=PROTOCOL)
    return Table.tr("update sheet-app to join this table (the table speaks version {host}, this app {app})").format(
        host=number if number is not None else "?", app=PROTOCOL)


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


def seats_word(count: int) -> str:
    """The host's words for a number of characters (in a refusal it sends: English, not translated)."""
    return f"{count} character" + ("" if count == 1 else "s")


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


def _amount(value: Any, rid: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= NUMBER_LIMIT:
        raise RequestError(Table.tr("request {id}: 'amount' must be a whole number from 0 to {limit:,}").format(
            id=rid, limit=NUMBER_LIMIT))
    return value


def _text(value: Any, rid: str) -> str | None:
    if value is not None and (not isinstance(value, str) or len(value) > TEXT_LIMIT):
        raise RequestError(Table.tr("request {id}: 'type' must be a short text").format(id=rid))
    return value


def _flag(value: Any, _rid: str) -> bool:
    return value is True


def _item(value: Any, rid: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RequestError(Table.tr("request {id}: 'item' must be an item object").format(id=rid))
    return value


# The names a condition request may carry: the `condition` step's (character.md §12.2), not the derived ones.
CONDITION_NAMES = tuple(name for name in STATES if name not in DERIVED) + ("concentration",)


def _condition(value: Any, rid: str) -> str:
    if not isinstance(value, str) or value not in CONDITION_NAMES:
        raise RequestError(Table.tr("request {id}: 'condition' must be one of the conditions a GM can apply "
                                    "(blinded, dazed, prone …), not {value!r}").format(id=rid, value=str(value)[:40]))
    return value


def _on(value: Any, rid: str) -> bool:
    if not isinstance(value, bool):
        raise RequestError(Table.tr("request {id}: 'on' must be true (apply the condition) or false (remove "
                                    "it)").format(id=rid))
    return value


def _turns(value: Any, rid: str) -> int | None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or
                              not 1 <= value <= NUMBER_LIMIT):
        raise RequestError(Table.tr("request {id}: 'turns' must be a whole number of turns from 1 to "
                                    "{limit:,}").format(id=rid, limit=NUMBER_LIMIT))
    return value


# A request's fields: how each is read from the table room (a RequestError names what is wrong), and
# whether a request of a kind that has it is written with it always (else only when it is set).
FIELDS: dict[str, tuple[Callable[[Any, str], Any], bool]] = {
    "amount": (_amount, True), "type": (_text, False), "critical": (_flag, False), "item": (_item, True),
    "condition": (_condition, True), "on": (_on, True), "turns": (_turns, False)}


@dataclass(frozen=True)
class RequestKind:
    """One kind of GM request, declared once: its stable id (the `kind` on the wire), its title (the
    board's button and dialog: `title`, in the reader's language, from the English `title_source`), its
    fields (each the request field and the field of the step it fills), the step it becomes, and how the
    player's app takes it."""

    id: str
    title_source: str  # QT_TRANSLATE_NOOP("Table", ...): `title` is it in the reader's language
    step: type[steps.Step]
    fields: dict[str, str] = field(default_factory=dict)   # request field -> the step's field
    answer: str = ""        # "" applies at once; "react": the player's Attacked dialog; "offer": Add / Decline
    everyone: bool = False  # sent to the whole table (the board's encounter controls), else to one card
    encounter: Callable[[dict[str, Any]], dict[str, Any]] | None = None  # the encounter after it
    words: Callable[[Request], str] = lambda r: ""  # what it asks, in words (the reader's language)

    @property
    def title(self) -> str:
        """The board's button and dialog title, in the reader's language."""
        return translate("Table", self.title_source)

    @property
    def answered(self) -> bool:
        """The player answers it (a dialog on their sheet) before anything applies."""
        return bool(self.answer)

    def step_of(self, request: Request) -> steps.Step:
        values = {target: getattr(request, name) for name, target in self.fields.items()}
        return self.step(**{k: v for k, v in values.items() if v is not None}, by=request.by)

    def fields_from(self, step: dict[str, Any]) -> dict[str, Any]:
        """The request's fields from the step a GM's dialog chose (the step's own fields, by name)."""
        parsed = steps.parse(step)
        values = {name: getattr(parsed, target) for name, target in self.fields.items()}
        return {name: value for name, value in values.items()
                if value is not None and (value is not False or FIELDS[name][1])}  # `on: false` is a removal


def _round_after(current: dict[str, Any]) -> dict[str, Any]:
    round_ = current.get("round", 1)
    return {"running": True, "round": (round_ if isinstance(round_, int) and not isinstance(round_, bool)
                                       and 0 < round_ < NUMBER_LIMIT else 1) + 1}


def _damage_words(request: Request) -> str:
    if request.type:
        return Table.tr("{amount} damage ({type})").format(amount=request.amount, type=request.type)
    return Table.tr("{amount} damage").format(amount=request.amount)


def _attacked_words(request: Request) -> str:
    if request.critical:
        return Table.tr("attacked for {amount} (critical)").format(amount=request.amount)
    return Table.tr("attacked for {amount}").format(amount=request.amount)


KINDS: tuple[RequestKind, ...] = (
    RequestKind("damage", QT_TRANSLATE_NOOP("Table", "Damage"), steps.Damage, {"amount": "amount", "type": "type"},
                words=_damage_words),
    RequestKind("heal", QT_TRANSLATE_NOOP("Table", "Heal"), steps.Heal, {"amount": "amount"},
                words=lambda r: Table.tr("{amount} healing").format(amount=r.amount)),
    RequestKind("attacked", QT_TRANSLATE_NOOP("Table", "Attacked"), steps.Attacked,
                {"amount": "damage", "type": "type", "critical": "critical"}, answer="react", words=_attacked_words),
    RequestKind("giveItem", QT_TRANSLATE_NOOP("Table", "Give item"), steps.AddItem, {"item": "raw"}, answer="offer",
                words=lambda r: Table.tr("gives {item}").format(item=item_name(r.item))),
    RequestKind("condition", QT_TRANSLATE_NOOP("Table", "Condition"), steps.Condition,
                {"condition": "name", "on": "on", "turns": "turnEnds"}, words=lambda r: condition_request_words(r)),
    RequestKind("startEncounter", QT_TRANSLATE_NOOP("Table", "Start encounter"), steps.StartEncounter, everyone=True,
                encounter=lambda _current: {"running": True, "round": 1},
                words=lambda r: Table.tr("start encounter")),
    RequestKind("nextRound", QT_TRANSLATE_NOOP("Table", "Next round"), steps.EndTurn, everyone=True,
                encounter=_round_after, words=lambda r: Table.tr("next round")),
    RequestKind("endEncounter", QT_TRANSLATE_NOOP("Table", "End encounter"), steps.EndEncounter, everyone=True,
                encounter=lambda _current: {"running": False, "round": 0}, words=lambda r: Table.tr("end encounter")),
)
REQUEST_KINDS: dict[str, RequestKind] = {kind.id: kind for kind in KINDS}
GM = "GM"  # who a request's step says asked for it (its `by`), unless the request names another


@dataclass
class Request:
    id: str                      # unique (new_request_id): a player's app applies each id once
    to: str                      # a character key (player id/character id) or EVERYONE
    kind: str
    amount: int = 0
    type: str | None = None
    critical: bool = False
    item: dict[str, Any] | None = None
    condition: str | None = None  # a condition request's: the condition, on or off, and its timer in turns
    on: bool = True
    turns: int | None = None
    by: str = GM                 # the step's `by`: its log lines read "GM: Took 9 damage"

    @property
    def declared(self) -> RequestKind:
        return REQUEST_KINDS[self.kind]

    def to_json(self) -> str:
        data: dict[str, Any] = {"id": self.id, "to": self.to, "kind": self.kind, "by": self.by}
        for name in self.declared.fields:
            value = getattr(self, name)
            if FIELDS[name][1] or value not in (None, False):
                data[name] = value
        return json.dumps(data, ensure_ascii=False)

    def applies_to(self, key: str) -> bool:
        return self.to in (EVERYONE, key)

    def step(self) -> dict[str, Any]:
        """The action this request becomes on the owner's sheet (an answered kind's after the player's
        answer: the Attacked dialog adds the reactions, an offer is the item added)."""
        return self.declared.step_of(self).step()

    def describe(self) -> str:
        return self.declared.words(self)


def condition_request_words(request: Request) -> str:
    """"Prone on", "Slowed on for 2 turns", "Prone off"."""
    from ..engine.vocab import condition_words

    name = condition_words(request.condition) if request.condition else Table.tr("A condition")
    if not request.on:
        return Table.tr("{name} off").format(name=name)
    turns = request.turns
    if turns:
        return Table.tr("{name} on for %n turns", "", turns).format(name=name)
    return Table.tr("{name} on").format(name=name)


def item_name(raw: Any) -> str:
    name = raw.get("name") if isinstance(raw, dict) else None
    return name if isinstance(name, str) and name else Table.tr("an item")


def parse_request(text: Any) -> Request:
    """A request read from the table room; RequestError names what is wrong."""
    if not isinstance(text, str) or len(text) > MESSAGE_LIMIT:
        raise RequestError(Table.tr("a request must be a JSON text"))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise RequestError(Table.tr("a request is not JSON ({reason})").format(reason=err)) from None
    if not isinstance(data, dict):
        raise RequestError(Table.tr("a request must be an object"))
    rid, to, kind = data.get("id"), data.get("to"), data.get("kind")
    if not isinstance(rid, str) or not _REQUEST_ID.fullmatch(rid):
        raise RequestError(Table.tr("a request's 'id' must be a short text of letters, digits, - and _"))
    if not isinstance(to, str) or not (to == EVERYONE or parse_room(CHAR_PREFIX + to)):
        raise RequestError(Table.tr("request {id}: 'to' must name a character or {everyone!r}").format(
            id=rid, everyone=EVERYONE))
    if kind not in REQUEST_KINDS:
        raise RequestError(Table.tr("request {id}: unknown kind {kind!r}").format(id=rid, kind=kind))
    by = data.get("by", GM)
    if not isinstance(by, str) or not by.strip() or len(by) > TEXT_LIMIT:
        raise RequestError(Table.tr("request {id}: 'by' must be a short text").format(id=rid))
    request = Request(rid, to, kind, by=by)
    for name in REQUEST_KINDS[kind].fields:
        read, _always = FIELDS[name]
        setattr(request, name, read(data.get(name), rid))
    return request


def make_request(to: str, kind: str, **fields: Any) -> Request:
    """A new GM request with its own id, checked as a player's app will read it (RequestError)."""
    if kind not in REQUEST_KINDS:
        raise RequestError(Table.tr("unknown kind {kind!r}").format(kind=kind))
    request = Request(new_request_id(), to, kind, **fields)
    parse_request(request.to_json())  # what the GM sends is what players accept
    return request


def request_id(text: Any) -> str:
    """The id a request in the table room is handled under: its own, or for one without a readable id
    the hash of its text (so a damaged request is refused once, not at every look)."""
    try:
        rid = json.loads(text).get("id") if isinstance(text, str) and len(text) <= MESSAGE_LIMIT else None
    except (ValueError, RecursionError, AttributeError):
        rid = None
    if isinstance(rid, str) and _REQUEST_ID.fullmatch(rid):
        return rid
    return "bad-" + hashlib.sha256(str(text).encode("utf-8", "replace")).hexdigest()[:16]


def read_requests(texts: list[Any]) -> list[tuple[str, Request | RequestError]]:
    """The table room's requests in order, each (its id, the request or why it cannot be read)."""
    out: list[tuple[str, Request | RequestError]] = []
    for text in texts:
        try:
            request = parse_request(text)
            out.append((request.id, request))
        except RequestError as err:
            out.append((request_id(text), err))
    return out


# ---- a character's published state (one card on the board) -------------------------------------
@dataclass
class Card:
    key: str                               # player id/character id
    name: str = ""
    player: str = ""
    document: dict[str, Any] | None = None  # the checked sheet/1 document
    problem: str = ""                      # why the published state cannot be shown ("" = fine)
    log: list[str] = field(default_factory=list)
    applied: int = 0                       # how many requests the owner's app has handled
    online: bool = False
    changed: list[tuple[Any, ...]] | None = None  # the document paths changed since this card's last read
    last_roll: dict[str, Any] | None = None  # the owner's last d20 roll in effect (read_roll), None before any


# The keys a published roll may name, by kind (engine/rolls.py): anything else is no roll to show.
ROLL_KEYS = {"skill": SKILLS, "save": STATS, "stat": STATS, "initiative": ("initiative",)}


def roll_text(entry: dict[str, Any] | None) -> str:
    """What a player's app publishes of its last d20 roll (an engine/rolls.py `rolls` entry): its kind, key,
    total, DC and success as a JSON text, "" for none."""
    if not entry:
        return ""
    return json.dumps({name: entry.get(name) for name in ("kind", "key", "total", "dc", "success")})


def read_roll(text: Any) -> dict[str, Any] | None:
    """A published last roll (roll_text), checked: a known kind and key, whole numbers within the engine's
    limit, a yes/no success; None for anything else (a bad value shows no roll, never an error)."""
    if not isinstance(text, str) or not text or len(text) > 1000:
        return None
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(raw, dict) or raw.get("key") not in ROLL_KEYS.get(str(raw.get("kind")), ()):
        return None

    def number(value: Any) -> int | None:
        return value if isinstance(value, int) and not isinstance(value, bool) and abs(value) <= NUMBER_LIMIT else None

    success = raw.get("success")
    return {"kind": raw["kind"], "key": raw["key"], "total": number(raw.get("total")), "dc": number(raw.get("dc")),
            "success": success if isinstance(success, bool) else None}


def read_card(key: str, values: dict[str, Any], parts: Any, online: bool, reader: Any = None) -> Card:
    """A card from a character room's `sheet` map (player, log, applied) and `parts` map (the document,
    table/parts.py; `reader` keeps what it read before); a state that fails the document check is a
    damaged card (its problem says why), never an exception."""
    card = Card(key, online=online)
    player = values.get("player")
    card.player = player[:TEXT_LIMIT] if isinstance(player, str) else ""
    applied = values.get("applied")
    card.applied = int(applied) if isinstance(applied, (int, float)) and not isinstance(applied, bool) and \
        0 <= applied <= 2 ** 53 else 0
    card.last_roll = read_roll(values.get("lastRoll"))
    try:
        log = json.loads(values.get("log") or "[]")
        card.log = [str(line)[:500] for line in log][-LOG_LINES:] if isinstance(log, list) else []
    except (TypeError, ValueError, RecursionError):
        card.log = []
    if not values and not len(parts):
        card.problem = Table.tr("nothing shared yet")
        return card
    reader = reader if reader is not None else Reader()
    try:
        raw = reader.read(parts)
    except DocumentError as err:
        card.problem = Table.tr("the shared character is damaged: {problem}").format(problem=err)
        return card
    except (ValueError, RecursionError) as err:
        card.problem = Table.tr("the shared character is not JSON: {problem}").format(problem=err)
        return card
    card.document, card.changed = raw, reader.changed
    name = raw.get("name")
    card.name = name if isinstance(name, str) else ""
    return card
