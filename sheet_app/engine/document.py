"""Reading and checking character documents (`sheet/1`, and the older `sheet/0`)."""

import copy
import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any, Literal

from ..i18n import Engine
from . import jsonsafe
from .declare import Formula, Ge, Le, Strict, fresh
from .model import (
    DIE_SIZES,
    NUMBER_LIMIT,
    SKILLS,
    STATS,
    Form,
    Invalid,
    ItemEntry,
    ItemError,
    parse_item,
    read,
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
# Items in one character (or one item file): the most for which check, import and a 3-step play stay within
# their budgets of 3, 5 and 3 s (issue 28 item 5, docs/performance.md "At the item limit"); 20,000 did not.
MAX_ITEMS = 15_000
MAX_RULES_PER_ITEM = 500  # rules in one item
MAX_SAVED_POOLS = 5_000  # saved pool states in one character (`pools`)


def check_limits(doc: dict[str, Any], paths: list[tuple[Any, ...]]) -> None:
    """DocumentError when an action's changes (`paths`) took the character past a document limit; only
    what the action touched is counted, so it costs nothing on a big sheet."""
    items = doc.get("items")
    for path in paths:
        if path[:1] == ("items",) and isinstance(items, list):
            if len(items) > MAX_ITEMS:
                raise DocumentError("items", Engine.tr("{count:,} items, more than the limit of {limit:,} items")
                                    .format(count=len(items), limit=MAX_ITEMS))
            touched = range(len(items)) if len(path) == 1 else [path[1]] if isinstance(path[1], int) else []
            for index in touched:
                item = items[index] if 0 <= index < len(items) else None
                rules = item.get("rules") if isinstance(item, dict) else None
                if isinstance(rules, list) and len(rules) > MAX_RULES_PER_ITEM:
                    raise DocumentError(f"items[{index}].rules", Engine.tr(
                        "{count:,} rules, more than the limit of {limit:,} rules per item").format(
                        count=len(rules), limit=MAX_RULES_PER_ITEM))
        elif path[:1] == ("pools",):
            pools = doc.get("pools")
            if isinstance(pools, dict) and len(pools) > MAX_SAVED_POOLS:
                raise DocumentError("pools", Engine.tr("{count:,} saved pools, more than the limit of {limit:,}")
                                    .format(count=len(pools), limit=MAX_SAVED_POOLS))


# The header's declarations (the schema builds its models from the same classes, engine/schema.py). A file
# with hp 3,000,000,000 is refused, not crashed on later (model.NUMBER_LIMIT).
Number = Annotated[int, Strict(), Ge(-NUMBER_LIMIT), Le(NUMBER_LIMIT)]
Count = Annotated[int, Strict(), Ge(0), Le(NUMBER_LIMIT)]


class Track(Form):
    current: Number = 0
    max: Count = 0


class HpTrack(Track):
    temp: Count = 0  # temporary HP (engine.md §5.3)


class HitDie(Form):
    current: Count = 0
    max: Count = 0


class Stats(Form):
    strength: Number = 0
    dexterity: Number = 0
    intelligence: Number = 0
    will: Number = 0


class Proficiencies(Form):
    """The character's own proficiencies (character.md §10); the class item and grant rules add to them."""

    armor: list[str] = fresh(list)
    weapons: list[str] = fresh(list)
    languages: list[str] = fresh(list)
# character.md §10: the numbers a player reads aloud (derived in engine/numbers.py from these bases).
RollMode = Annotated[int, Strict(), Ge(-3), Le(3)]


class Skill(Form):
    points: Number = 0
    bonus: Number = 0  # a hand bonus


class SavingThrow(Form):
    bonus: Number = 0
    defaultRollMode: RollMode = 0  # a hand adjustment of the save's default mode (§11.2)


class Armor(Form):
    baseValue: Annotated[str, Formula()] = "@dexterity"


class Movement(Form):
    walk: Count = 6
    fly: Count = 0
    climb: Count = 0
    swim: Count = 0
    burrow: Count = 0


class ManaTrack(Track):
    bonus: Number = 0  # added to a class's derived mana max (character.md §14.1)


class Actions(Form):
    """The action tracker (character.md §10, §13): upstream's combatant data, kept on the character."""

    current: Count = 3
    max: Count = 3
    additional: Count = 0
    pendingDelta: Number = 0


class Reactions(Form):
    """Each heroic reaction: available this round (character.md §13)."""

    defend: bool = True
    interpose: bool = True
    opportunityAttack: bool = True
    help: bool = True


class Encounter(Form):
    round: Count = 1
    initiativeRolled: bool = False
    bloodiedFired: bool = False


class CharacterFields(Form):
    format: Literal["sheet/1"]
    name: str
    level: Count = 1
    keyStats: list[Literal["strength", "dexterity", "intelligence", "will"]] = fresh(list)
    stats: Stats = fresh(dict)
    size: Literal[SIZES] = "medium"  # type: ignore[valid-type]
    hp: HpTrack = fresh(lambda: {"current": 10, "max": 10})
    wounds: Track = fresh(lambda: {"current": 0, "max": 6})
    mana: ManaTrack = fresh(dict)
    states: list[str] = fresh(list)
    items: list[Any]
    pools: dict[str, dict[str, Any]] = fresh(dict)
    # Level-up bonuses to pool maxima by identifier (engine.md §4), e.g. {"combat-dice": 1}.
    poolBonuses: dict[str, Number] = fresh(dict)
    # engine.md §5.4: absent means the defaults (hit dice from the class item, `1d20 + @dexterity`).
    hitDice: dict[Literal[DIE_SIZES], HitDie] | None = None  # type: ignore[valid-type]
    initiative: Annotated[str, Formula(dice=True)] | None = None
    manaRecovery: list[Literal["safeRest", "fieldRest"]] | None = None
    skills: dict[Literal[SKILLS], Skill] | None = None  # type: ignore[valid-type]
    savingThrows: dict[Literal[STATS], SavingThrow] | None = None  # type: ignore[valid-type]
    armor: Armor | None = None
    movement: Movement | None = None
    # Runtime state the app adds once play starts (not written until it exists).
    encounter: Encounter | None = None
    bank: Count = 0
    combatMana: Track = fresh(dict)
    rolledInitiative: Number | None = None  # the kept initiative (engine.md §5.4)
    proficiencies: Proficiencies = fresh(dict)  # character.md §10
    actions: Actions | None = None  # character.md §13 (engine/action_tracker.py)
    reactions: Reactions | None = None
    turnActive: bool = False
    highestUnlockedSpellTier: Annotated[int, Strict(), Ge(0), Le(9)] | None = None  # §14.1 (engine/spells.py)
    concentratingOn: str | None = None
    # character.md §12.3: a condition's timer, the count left ({"slowed": {"turnEnds": 1}}, engine/conditions.py)
    conditionTimers: dict[str, dict[Literal["turnEnds", "attacks"], Annotated[int, Strict(), Ge(1),
                                                                              Le(NUMBER_LIMIT)]]] | None = None
    levelUpHistory: list[dict[str, Any]] | None = None  # character.md §16, upstream's entries (engine/level_up.py)


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
            raise DocumentError(".".join(path), Engine.tr("would be {value:,}; it must stay within ±{limit:,}").format(
                value=value, limit=NUMBER_LIMIT))
    for size, die in (doc.get("hitDice") or {}).items():
        for key in ("current", "max"):
            value = die.get(key) if isinstance(die, dict) else None
            if isinstance(value, int) and not 0 <= value <= NUMBER_LIMIT:
                raise DocumentError(f"hitDice.{size}.{key}",
                                    Engine.tr("would be {value:,}; it must stay within 0..{limit:,}").format(
                                        value=value, limit=NUMBER_LIMIT))


def check_fields(doc: dict[str, Any]) -> CharacterFields:
    """Check a sheet/1 document's own fields and pool states, not its items (DocumentError if bad)."""
    try:
        fields = read(CharacterFields, doc)
    except Invalid as err:
        raise DocumentError(err.path, err.message) from None
    for key, state in fields.pools.items():
        _check_pool_state(key, state)
    return fields


@contextmanager
def collect_later(*, freeze: bool = False) -> Iterator[None]:
    """While a large document is read and parsed, Python's cycle collector waits (it would walk the growing
    heap again and again: half the time of checking a 20,000-item file). Reference counting frees as
    before; cycles made meanwhile wait for the collector's next pass. With `freeze`, what exists then is
    left out of the collector's walks as it starts again (`gc.freeze`: its first walk of a 20,000-item
    heap, ~1 M objects, costs 0.3-0.7 s, and so does the one as the process exits): for a command that
    keeps the character to its end, or gives it back with `gc.unfreeze()`."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if freeze:
            gc.freeze()
        if was:
            gc.enable()


def parse_character(data: Any, *, own: bool = False, plain: bool = False
                    ) -> tuple[dict[str, Any], CharacterFields, list[ItemEntry]]:
    """Check a character document; returns (raw sheet/1 dict, header fields, items). With `own`, the raw
    dict shares nothing with `data` (a deep copy, made once the document is known to be plain JSON
    values) and the items are parsed from it (their `raw` are its items). With `plain`, the caller has just
    found `data` plain JSON (`jsonsafe.problem`, as a file read does) and it is not walked again."""
    if not isinstance(data, dict):
        raise DocumentError("", Engine.tr("a character document must be a JSON object, got {kind}").format(
            kind=type(data).__name__))
    fmt = data.get("format")
    if fmt is None:
        raise DocumentError("format", Engine.tr('is required ("sheet/1")'))
    if isinstance(fmt, str) and fmt.startswith("sheet/") and fmt not in ("sheet/0", "sheet/1"):
        raise DocumentError("format", Engine.tr("{format} is newer than this app understands (it reads sheet/0 and "
                                                "sheet/1)").format(format=repr(fmt)))
    if fmt not in ("sheet/0", "sheet/1"):
        raise DocumentError("format", Engine.tr('{format} is not a character document (expected "sheet/1")').format(
            format=repr(fmt)))
    bad = None if plain else jsonsafe.problem(data)
    if bad:
        raise DocumentError("", Engine.tr("the document holds {problem}").format(problem=bad))
    raw = migrate(data)
    if own and raw is data:  # an older document's migration already made a new one
        raw = jsonsafe.copy_plain(raw)
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
                raise DocumentError(f"items[{index}].id", Engine.tr("{id} is already used by items[{index}]").format(
                    id=repr(entry.fields.id), index=seen[entry.fields.id]))
            seen[entry.fields.id] = index
        items.append(entry)
    return raw, fields, items


def _check_pool_state(key: str, state: dict[str, Any]) -> None:
    faces = state.get("faces")
    # Faces outside the die (0, or 7 on a d6) are clamped into it on load, with a warning (engine.md §4).
    if faces is not None and (not isinstance(faces, list) or not all(
            isinstance(f, int) and not isinstance(f, bool) and abs(f) <= NUMBER_LIMIT for f in faces)):
        raise DocumentError(f"pools.{key}.faces", Engine.tr("must be a list of whole numbers"))
    current = state.get("current")
    if current is not None and (not isinstance(current, int) or isinstance(current, bool)):
        raise DocumentError(f"pools.{key}.current", Engine.tr("must be a whole number"))
