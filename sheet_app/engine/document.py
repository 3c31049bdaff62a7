"""Reading and checking character documents (`sheet/1`, and the older `sheet/0`)."""
from __future__ import annotations

import copy
from typing import Any

from . import jsonsafe
from .model import (
    DIE_SIZES,
    NUMBER_LIMIT,
    REQUIRED,
    STATS,
    Check,
    Form,
    Invalid,
    ItemEntry,
    ItemError,
    Unsure,
    any_list,
    formula_value,
    one_of,
    opt_dict,
    optional,
    parse_item,
    read,
    text,
    text_list,
)
from .vocab import SIZES

FORMAT = "sheet/1"


class DocumentError(ValueError):
    """A document that cannot be opened; `path` names the field, `message` says what is wrong."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message


# Document limits (docs/file-formats.md, "Limits"): far above any table's needs; files, the library and
# every action keep a character under them, with a message naming the limit.
MAX_ITEMS = 20_000  # items in one character (or one item file)
MAX_RULES_PER_ITEM = 500  # rules in one item
MAX_SAVED_POOLS = 5_000  # saved pool states in one character (`pools`)


def check_limits(doc: dict[str, Any], paths: list[tuple[Any, ...]]) -> None:
    """DocumentError when an action's changes (`paths`) took the character past a document limit; only
    what the action touched is counted, so it costs nothing on a big sheet."""
    items = doc.get("items")
    for path in paths:
        if path[:1] == ("items",) and isinstance(items, list):
            if len(items) > MAX_ITEMS:
                raise DocumentError("items", f"{len(items):,} items, more than the limit of {MAX_ITEMS:,} items")
            touched = range(len(items)) if len(path) == 1 else [path[1]] if isinstance(path[1], int) else []
            for index in touched:
                item = items[index] if 0 <= index < len(items) else None
                rules = item.get("rules") if isinstance(item, dict) else None
                if isinstance(rules, list) and len(rules) > MAX_RULES_PER_ITEM:
                    raise DocumentError(f"items[{index}].rules", f"{len(rules):,} rules, more than the limit of "
                                                                 f"{MAX_RULES_PER_ITEM:,} rules per item")
        elif path[:1] == ("pools",):
            pools = doc.get("pools")
            if isinstance(pools, dict) and len(pools) > MAX_SAVED_POOLS:
                raise DocumentError("pools", f"{len(pools):,} saved pools, more than the limit of "
                                             f"{MAX_SAVED_POOLS:,}")


# The header's forms (the schema's models of the same names, engine/schema.py). A file with hp
# 3,000,000,000 is refused there, not crashed on later (model.NUMBER_LIMIT).


def _whole(low: int) -> Check:  # StrictInt within low..NUMBER_LIMIT
    def check(value: Any) -> Any:
        if type(value) is int and low <= value <= NUMBER_LIMIT:
            return value
        raise Unsure

    return check


_number, _count = _whole(-NUMBER_LIMIT), _whole(0)


def _bool(value: Any) -> Any:  # a lax bool: only true and false are plainly valid
    if type(value) is bool:
        return value
    raise Unsure


def _a_dict(value: Any) -> Any:  # dict[str, Any]: a fresh dict of the same items
    if value is None:
        raise Unsure
    return opt_dict(value)


def _nested(form: type[Form]) -> Check:
    def check(value: Any) -> Any:
        if type(value) is dict:
            return form.quick(value)
        raise Unsure

    return check


def _list_of(check: Check) -> Check:
    def each(value: Any) -> Any:
        if type(value) is list:
            return [check(v) for v in value]
        raise Unsure

    return each


def _dict_of(key: Check, check: Check) -> Check:
    def each(value: Any) -> Any:
        if type(value) is dict:
            return {key(k): check(v) for k, v in value.items()}
        raise Unsure

    return each


class Track(Form):
    current: int
    max: int
    _checks = {"current": (_number, 0), "max": (_count, 0)}


class HpTrack(Track):
    temp: int  # temporary HP (engine.md §5.3)
    _checks = {**Track._checks, "temp": (_count, 0)}


class HitDie(Form):
    current: int
    max: int
    _checks = {"current": (_count, 0), "max": (_count, 0)}


class Stats(Form):
    strength: int
    dexterity: int
    intelligence: int
    will: int
    _checks = {stat: (_number, 0) for stat in STATS}


class Encounter(Form):
    round: int
    initiativeRolled: bool
    bloodiedFired: bool
    _checks = {"round": (_count, 1), "initiativeRolled": (_bool, False), "bloodiedFired": (_bool, False)}


class CharacterFields(Form):
    format: str
    name: str
    level: int
    keyStats: list[str]
    stats: Stats
    size: str
    hp: HpTrack
    wounds: Track
    mana: Track
    states: list[str]
    items: list[Any]
    pools: dict[str, dict[str, Any]]
    # Level-up bonuses to pool maxima by identifier (engine.md §4), e.g. {"combat-dice": 1}.
    poolBonuses: dict[str, int]
    # engine.md §5.4: absent means the defaults (hit dice from the class item, `1d20 + @dexterity`).
    hitDice: dict[str, HitDie] | None
    initiative: str | None
    manaRecovery: list[str] | None
    # Runtime state the app adds once play starts (not written until it exists).
    encounter: Encounter | None
    bank: int
    combatMana: Track
    rolledInitiative: int | None  # the kept initiative (engine.md §5.4)
    _checks = {
        "format": (one_of(FORMAT), REQUIRED), "name": (text, REQUIRED), "level": (_count, 1),
        "keyStats": (_list_of(one_of(*STATS)), list), "stats": (_nested(Stats), lambda: Stats.quick({})),
        "size": (one_of(*SIZES), "medium"), "hp": (_nested(HpTrack), lambda: HpTrack.quick({"current": 10, "max": 10})),
        "wounds": (_nested(Track), lambda: Track.quick({"current": 0, "max": 6})),
        "mana": (_nested(Track), lambda: Track.quick({})), "states": (text_list, list), "items": (any_list, REQUIRED),
        "pools": (_dict_of(text, _a_dict), dict), "poolBonuses": (_dict_of(text, _number), dict),
        "hitDice": (optional(_dict_of(one_of(*DIE_SIZES), _nested(HitDie))), None),
        "initiative": (optional(formula_value), None),
        "manaRecovery": (optional(_list_of(one_of("safeRest", "fieldRest"))), None),
        "encounter": (optional(_nested(Encounter)), None), "bank": (_count, 0),
        "combatMana": (_nested(Track), lambda: Track.quick({})), "rolledInitiative": (optional(_number), None)}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older document up to `sheet/1` (a new dict; the input is not touched)."""
    fmt = data.get("format")
    if fmt == "sheet/0":
        doc = copy.deepcopy(data)
        stats = {name: doc.pop(name) for name in STATS if name in doc}
        new: dict[str, Any] = {}
        for key, value in doc.items():
            new[key] = value
            if key == "format":
                new[key] = FORMAT
        new.setdefault("stats", stats)
        for state in (new.get("pools") or {}).values():
            if isinstance(state, dict) and "value" in state and "current" not in state:
                state["current"] = state.pop("value")
        return new
    return data


_NUMBERS = (("level",), ("bank",), ("hp", "current"), ("hp", "max"), ("hp", "temp"), ("rolledInitiative",),
            ("wounds", "current"), ("wounds", "max"),
            ("mana", "current"), ("mana", "max"), ("combatMana", "current"), ("combatMana", "max"),
            *(("stats", stat) for stat in STATS))


def check_numbers(doc: dict[str, Any]) -> None:
    """The header numbers within ±NUMBER_LIMIT (a cheap check run after every action)."""
    for path in _NUMBERS:
        value: Any = doc
        for key in path:
            value = value.get(key) if isinstance(value, dict) else None
        if isinstance(value, int) and abs(value) > NUMBER_LIMIT:
            raise DocumentError(".".join(path), f"would be {value:,}; it must stay within ±{NUMBER_LIMIT:,}")
    for size, die in (doc.get("hitDice") or {}).items():
        for key in ("current", "max"):
            value = die.get(key) if isinstance(die, dict) else None
            if isinstance(value, int) and not 0 <= value <= NUMBER_LIMIT:
                raise DocumentError(f"hitDice.{size}.{key}",
                                    f"would be {value:,}; it must stay within 0..{NUMBER_LIMIT:,}")


def check_fields(doc: dict[str, Any]) -> CharacterFields:
    """Check a sheet/1 document's own fields and pool states, not its items (DocumentError if bad)."""
    try:
        fields = read(CharacterFields, doc)
    except Invalid as err:
        raise DocumentError(err.path, err.message) from None
    for key, state in fields.pools.items():
        _check_pool_state(key, state)
    return fields


def parse_character(data: Any, *, own: bool = False) -> tuple[dict[str, Any], CharacterFields, list[ItemEntry]]:
    """Check a character document; returns (raw sheet/1 dict, header fields, items). With `own`, the raw
    dict shares nothing with `data` (a deep copy, made once the document is known to be plain JSON
    values) and the items are parsed from it (their `raw` are its items)."""
    if not isinstance(data, dict):
        raise DocumentError("", f"a character document must be a JSON object, got {type(data).__name__}")
    fmt = data.get("format")
    if fmt is None:
        raise DocumentError("format", 'is required ("sheet/1")')
    if isinstance(fmt, str) and fmt.startswith("sheet/") and fmt not in ("sheet/0", "sheet/1"):
        raise DocumentError("format", f"{fmt!r} is newer than this app understands (it reads sheet/0 and sheet/1)")
    if fmt not in ("sheet/0", "sheet/1"):
        raise DocumentError("format", f"{fmt!r} is not a character document (expected \"sheet/1\")")
    bad = jsonsafe.problem(data)
    if bad:
        raise DocumentError("", f"the document holds {bad}")
    raw = migrate(data)
    if own and raw is data:  # an older document's migration already made a new one
        raw = copy.deepcopy(raw)
    fields = check_fields(raw)
    items: list[ItemEntry] = []
    seen: dict[str, int] = {}
    for index, item_raw in enumerate(fields.items):
        try:
            entry = parse_item(item_raw)
        except ItemError as err:
            path = f"items[{index}]" + (f".{err.path}" if err.path else "")
            raise DocumentError(path, err.message) from None
        if entry.fields.id is not None:
            if entry.fields.id in seen:
                raise DocumentError(f"items[{index}].id",
                                    f"{entry.fields.id!r} is already used by items[{seen[entry.fields.id]}]")
            seen[entry.fields.id] = index
        items.append(entry)
    return raw, fields, items


def _check_pool_state(key: str, state: dict[str, Any]) -> None:
    faces = state.get("faces")
    # Faces outside the die (0, or 7 on a d6) are clamped into it on load, with a warning (engine.md §4).
    if faces is not None and (not isinstance(faces, list) or not all(
            isinstance(f, int) and not isinstance(f, bool) and abs(f) <= NUMBER_LIMIT for f in faces)):
        raise DocumentError(f"pools.{key}.faces", "must be a list of whole numbers")
    current = state.get("current")
    if current is not None and (not isinstance(current, int) or isinstance(current, bool)):
        raise DocumentError(f"pools.{key}.current", "must be a whole number")
