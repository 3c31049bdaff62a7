"""The character as the engine sees it: header values, tags, references and resolved pools.

Everything here is derived from the document and recomputed after each commit; nothing here
changes the document (actions do, through a Transaction).
"""
from __future__ import annotations

import copy
import json
import math
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from . import formulas, predicates
from .formulas import FormulaError
from .model import (
    DIE_SIZES,
    STATS,
    ChargePool,
    ChargeRecovery,
    DicePool,
    DiceRefill,
    ItemEntry,
    ModifyPool,
    RuleEntry,
    die_faces,
    parse_item,
)
from .predicates import PredicateError, TagSet, slug
from .state import read

DEFAULT_INITIATIVE = "1d20 + @dexterity"


class ItemTags:
    """The character's tags plus one item's own tags, without copying either."""

    __slots__ = ("base", "own")

    def __init__(self, base: TagSet, own: TagSet):
        self.base = base
        self.own = own

    def __contains__(self, tag: object) -> bool:
        return tag in self.own or tag in self.base

    def values(self, key: str) -> tuple[str, ...]:
        return self.base.values(key) + self.own.values(key)

    def has_number(self, key: str, number: float) -> bool:
        return self.base.has_number(key, number) or self.own.has_number(key, number)

    def numbers(self, key: str) -> tuple[float, ...]:
        return self.base.numbers(key) + self.own.numbers(key)

    def __iter__(self) -> Iterator[str]:
        yield from self.base
        yield from self.own


# The keys of an item's own tags (Character.item_tags): a condition reading none of them answers the
# same for every item.
_OWN_KEYS = frozenset({"type", "identifier", "objectType", "property"})

# Tags the engine derives itself (never toggled by hand): see Character._base_tags below.
_DERIVED = re.compile(r"^(bloodied|fullHp|shield|noShield|no[A-Z]\w*(Dice|Charges)"
                      r"|\w+(ChargesMax|DiceMax|ChargePool|DicePool))$")


def _state_names(value: Any) -> Iterator[str]:
    """"self:NAME" strings, and {"self": NAME or [NAMES]} in predicates, anywhere inside `value`."""
    found: list[str] = []
    _collect_state_names(value, found)
    return iter(found)


def _collect_state_names(value: Any, found: list[str]) -> None:
    # One list filled in place, strings tested where they are met: a 2,000-item character's rules hold
    # ~200,000 values, and a generator per value made this most of the cost of opening its sheet.
    if isinstance(value, str):
        if value.startswith("self:"):
            found.append(value[5:])
    elif isinstance(value, dict):
        for key, inner in value.items():
            if key == "self" and isinstance(inner, (str, list)):
                found.extend(name for name in ([inner] if isinstance(inner, str) else inner) if isinstance(name, str))
            if isinstance(key, str):
                if key.startswith("self:"):
                    found.append(key[5:])
            else:
                _collect_state_names(key, found)
            if isinstance(inner, str):
                if inner.startswith("self:"):
                    found.append(inner[5:])
            elif isinstance(inner, (dict, list)):
                _collect_state_names(inner, found)
    elif isinstance(value, list):
        for inner in value:
            if isinstance(inner, str):
                if inner.startswith("self:"):
                    found.append(inner[5:])
            elif isinstance(inner, (dict, list)):
                _collect_state_names(inner, found)


# Each item entry's state names, kept per entry (held, so its id is not reused): the engine makes a new
# entry whenever an item's document changes, so an edit to one item scans only that item again.
_ITEM_STATES: dict[int, tuple[Any, list[str]]] = {}


def rule_states(items: list[Any], first: int | None = None) -> list[str]:
    """States the character's rules test or set ("self:raging" -> "raging"), as written, in order; with
    `first`, only the first that many (the items after the one that completes them are not scanned)."""
    found: dict[str, None] = {}
    if len(_ITEM_STATES) > 4 * max(len(items), 5000):
        _ITEM_STATES.clear()
    for item in items:
        hit = _ITEM_STATES.get(id(item))
        if hit is None or hit[0] is not item:
            hit = _ITEM_STATES[id(item)] = (item, _item_states(item))
        found.update(dict.fromkeys(hit[1]))
        if first is not None and len(found) >= first:
            return list(found)[:first]
    return list(found)


def _item_states(item: Any) -> list[str]:
    raw = item.raw if isinstance(item.raw, dict) else {}
    names = list(_state_names([raw.get("rules"), raw.get("activation")]))
    for rule in raw.get("rules") or []:
        if isinstance(rule, dict) and rule.get("type") == "toggleEffect" and isinstance(rule.get("tags"), list):
            names += [tag for tag in rule["tags"] if isinstance(tag, str) and ":" not in tag]  # bare states
    return [name for name in dict.fromkeys(names) if name and ":" not in name and not _DERIVED.match(name)]


def pool_id(identifier: str, scope: str) -> str:
    """The id a pool is known by: the identifier, prefixed `actor:` for actor scope."""
    return f"actor:{identifier}" if scope == "actor" else identifier


def pool_tag_name(pid: str) -> str:
    """The pool id as it appears in tags (the `actor:` prefix dropped)."""
    return pid.split(":", 1)[1] if pid.startswith("actor:") else pid


def rule_identifier(entry: RuleEntry) -> str:
    """A pool rule's identifier, falling back to the slug of its label."""
    model = entry.model
    ident = (model.identifier if model is not None else None) or ""
    if not ident and model is not None:
        ident = slug(model.label or "")
    return ident


def _defined_pool_id(entry: RuleEntry) -> str | None:
    """The pool id a pool rule defines, valid or not (None for other rules and nameless pools)."""
    if entry.model is not None:
        if isinstance(entry.model, (ChargePool, DicePool)):
            return pool_id(rule_identifier(entry), entry.model.scope)
        return None
    raw = entry.raw
    if not isinstance(raw, dict) or raw.get("type") not in ("chargePool", "dicePool"):
        return None
    ident = raw.get("identifier") or slug(str(raw.get("label") or ""))
    if not isinstance(ident, str) or not ident:
        return None
    return pool_id(ident, "actor" if raw.get("scope") == "actor" else "item")


def resolve_pool_ref(char: Character, referring_item_index: int | None, pid: str) -> str:
    """The key of the pool that a reference to pool id `pid` from that item means (engine.md §4):
    the item's own pool when it defines one, otherwise the first item's in item order."""
    return char.resolve_pool_ref(referring_item_index, pid)


def _rule_reads(entry: RuleEntry) -> tuple[frozenset[str], frozenset[str]]:
    """The tag keys and whole tags a rule's condition reads (predicates.dependencies); none when it
    has none or it is invalid (an invalid condition never holds, whatever the tags say)."""
    if entry.model is not None and entry.model.predicate:
        try:
            keys, whole = predicates.dependencies(entry.model.predicate)
            return frozenset(keys), frozenset(whole)
        except PredicateError:
            pass
    return frozenset(), frozenset()


_UNSET = object()
MAX_POOL_DICE = 100  # engine.md §4: a dice pool holds at most 100 dice


def clamp_int(value: float, low: int = 0) -> int:
    """Floor a formula result and clamp it to >= low."""
    return max(low, math.floor(value))


@dataclass
class RefillSource:
    """One refill/recovery entry of a pool and where it came from."""

    entry: ChargeRecovery | DiceRefill
    item_index: int
    rule_index: int
    from_modifier: bool


@dataclass
class PoolView:
    """A pool resolved from its definition, modifiers and saved state.

    Read-only once resolved: a view whose inputs did not change is handed out again by the next
    resolution (Character._resolve_pools), so the views before and after an action may be one object."""

    pid: str  # the pool's key: its pool id, or `<id>@<item id>` for a later instance (engine.md §4)
    kind: str  # "charge" | "dice"
    scope: str
    identifier: str
    label: str
    item_index: int | None
    rule_index: int | None
    active: bool = False
    reason: str = ""
    die: str | None = None
    max: int = 0
    min_face: int | None = None
    hidden: bool = False
    initial: str = "max"
    refills: list[RefillSource] = field(default_factory=list)
    modifiers: list[tuple[int, int]] = field(default_factory=list)
    problems: list[tuple[int, int, str, str]] = field(default_factory=list)
    faces: list[int] = field(default_factory=list)
    current: int = 0
    has_state: bool = False
    ref: str = ""  # the pool id references name it by (the key without `@<item id>`)
    uncapped: int | None = None  # a dice pool's max before the 100-dice cap, when the cap cut it
    bonus: int = 0  # the level-up bonus in `max` (poolBonuses)
    pre_bonus: int = 0  # max formula plus modifier deltas, before the bonus and the clamps
    _by_trigger: dict[str, list[RefillSource]] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.ref:
            self.ref = self.pid.split("@", 1)[0]

    @property
    def count(self) -> int:
        return len(self.faces) if self.kind == "dice" else self.current

    def refills_on(self, trigger: str) -> list[RefillSource]:
        """Its refills that a trigger runs, in order. Grouped on first use into a dict that the copies
        of this view share, as they share `refills` (never written once the view is resolved)."""
        grouped = self._by_trigger
        if not grouped and self.refills:
            for source in self.refills:
                grouped.setdefault(source.entry.trigger, []).append(source)
        return grouped.get(trigger, [])

    def summary(self) -> tuple[Any, ...]:
        """What the sheet shows of this pool; used to tell which pools an action changed."""
        return (self.kind, self.label, self.active, self.reason, self.die, self.max, self.min_face,
                self.hidden, tuple(self.faces), self.current)

    def to_output(self) -> dict[str, Any]:
        """The pool as `play` prints it."""
        if self.kind == "dice":
            return {"kind": "dice", "scope": self.scope, "label": self.label, "die": self.die, "max": self.max,
                    "faces": list(self.faces), "minFace": self.min_face, "active": self.active}
        return {"kind": "charge", "scope": self.scope, "label": self.label, "max": self.max,
                "current": self.current, "die": self.die, "hidden": self.hidden, "active": self.active}


class Character:
    """Derived, read-only views over a character document."""

    def __init__(self, doc: dict[str, Any], items: list[ItemEntry]):
        self.doc = doc
        self.items = items
        self._tags: TagSet | None = None
        self._last_tags: tuple[TagSet | None, TagSet | None] = (None, None)  # the last tags() built (see there)
        self._item_tags: dict[int, TagSet] = {}
        self._pools: dict[str, PoolView] | None = None
        self._refs: dict[str, int] | None = None
        self._by_type: dict[type, list[tuple[int, RuleEntry]]] | None = None  # until the items change
        self._definitions: dict[str, list[tuple[int, RuleEntry]]] | None = None
        self._instances: dict[str, list[tuple[int | None, str]]] | None = None
        self._instance_keys: dict[tuple[str, int | None], str] = {}
        self._modifiers: dict[str, list[tuple[int, RuleEntry]]] | None = None
        self._broken: dict[str, str] | None = None
        self._memo: tuple[Any, dict[str, float]] = ((), {})
        self._layered: tuple[Any, dict[int, ItemTags]] = (None, {})  # per tag set, per item
        self._own_refills: dict[int, list[RefillSource]] = {}
        self._states: list[str] | None = None
        # Per pool key, until the items change: the tag keys and whole tags its rules' conditions read,
        # and the view last resolved with what it was resolved from (see _resolve_pools).
        self._pool_deps: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
        self._pool_readers: tuple[dict[str, set[str]], dict[str, set[str]]] | None = None
        self._pool_cache: dict[str, list[Any]] = {}  # [view without state, its state, view, activity]
        self._resolved_with: tuple[TagSet, Any, Any] | None = None  # the last resolution's inputs
        self._def_reads: dict[str, list[tuple[frozenset[str], frozenset[str]]]] = {}  # per pool key: its definitions'
        self._modifier_lists: dict[tuple[str, str, str, str], tuple[Any, ...]] = {}  # see _pool_modifier_list
        self._item_base: list[str] | None = None  # the tags the items give (class, armor, shield)
        self._pool_tag_names: dict[str, tuple[str, str, str, str]] = {}  # per pool key: its tags' words
        self._derived: dict[str, Any] = {}
        self._grouped: dict[tuple[type, str], tuple[list[Any], dict[Any, list[tuple[int, RuleEntry]]]]] = {}

    # ---- refresh ---------------------------------------------------------------------------
    def refresh(self, paths: list[tuple[Any, ...]] | None = None, *, parsed: bool = False) -> None:
        """Recompute derived views after the document changed at `paths` (None: everything; with
        `parsed`, everything but the items, which were just parsed from this document's own)."""
        if paths is not None and not paths:
            return  # nothing changed: every view still holds
        reparse: set[int] = set()
        if paths is None:
            if not parsed:
                reparse = set(range(len(self.doc.get("items", []))))
                if len(self.items) != len(self.doc.get("items", [])):
                    self.items = [parse_item(raw) for raw in self.doc.get("items", [])]
                    reparse = set()
        else:
            for path in paths:
                if path and path[0] == "items":
                    if len(path) == 1:
                        self.items = [parse_item(raw) for raw in self.doc.get("items", [])]
                        reparse = set()
                        self._item_tags.clear()
                        break
                    reparse.add(path[1])
        for index in reparse:
            self.items[index] = parse_item(self.doc["items"][index])
            self._item_tags.pop(index, None)

        if paths is None or any(path and path[0] == "items" for path in paths):
            self._states = None
            self._by_type = self._definitions = self._modifiers = self._broken = None
            self._instances = None
            self._own_refills = {}
            self._layered = (None, {})
            self._pool_deps = {}
            self._pool_readers = None
            self._pool_cache = {}
            self._resolved_with = None
            self._def_reads = {}
            self._modifier_lists = {}
            self._item_base = None
            self._grouped = {}
            self._derived = {}
        self._tags = None
        self._pools = None
        self._refs = None

    # ---- header -----------------------------------------------------------------------------
    def get(self, *path: Any, default: Any = None) -> Any:
        return read(self.doc, path, default)

    @property
    def name(self) -> str:
        return str(self.doc.get("name", ""))

    @property
    def level(self) -> int:
        return int(self.doc.get("level", 1))

    def stat(self, name: str) -> int:
        return int(read(self.doc, ("stats", name), 0))

    def track(self, name: str) -> tuple[int, int]:
        defaults = {"hp": (10, 10), "wounds": (0, 6), "mana": (0, 0), "combatMana": (0, 0)}[name]
        value = self.doc.get(name) or {}
        return int(value.get("current", defaults[0])), int(value.get("max", defaults[1]))

    @property
    def states(self) -> list[str]:
        return list(self.doc.get("states", []))

    @property
    def bank(self) -> int:
        return int(self.doc.get("bank", 0))

    @property
    def encounter(self) -> dict[str, Any] | None:
        return self.doc.get("encounter")

    @property
    def temp_hp(self) -> int:
        """Temporary HP (engine.md §5.3): absorbed after the bank, before HP."""
        return int((self.doc.get("hp") or {}).get("temp", 0))

    @property
    def rolled_initiative(self) -> int | None:
        """The initiative kept from the last roll (engine.md §5.4), None when there is none."""
        value = self.doc.get("rolledInitiative")
        return value if isinstance(value, int) else None

    def initiative_formula(self) -> str:
        text = self.doc.get("initiative")
        return str(text) if text not in (None, "") else DEFAULT_INITIATIVE

    def class_item(self) -> ItemEntry | None:
        """The first `class` item (the one whose hit die size and mana recovery count)."""
        return next((item for item in self.items if item.fields.type == "class"), None)

    def class_hit_die(self) -> str | None:
        """The class item's hit die ("d12") from upstream's `hitDieSize` (4..20, or "d12"), else None."""
        item = self.class_item()
        size = item.raw.get("hitDieSize") if item is not None else None
        if isinstance(size, str) and size.isdigit():
            size = int(size)
        if isinstance(size, int) and not isinstance(size, bool) and f"d{size}" in DIE_SIZES:
            return f"d{size}"
        if isinstance(size, str) and size in DIE_SIZES:
            return size
        return None

    def hit_dice(self) -> dict[str, tuple[int, int]]:
        """Hit dice by size as (current, max), smallest die first; the class default when none are saved."""
        saved = self.doc.get("hitDice")
        if isinstance(saved, dict):
            found = {size: (int(die.get("current", 0)), int(die.get("max", 0)))
                     for size, die in saved.items() if size in DIE_SIZES and isinstance(die, dict)}
        else:
            die = self.class_hit_die()
            found = {die: (max(0, self.level), max(0, self.level))} if die else {}
        return {size: found[size] for size in DIE_SIZES if size in found}

    def mana_recovery(self) -> list[str]:
        """When the character's own mana refills: `manaRecovery`, else the class item's `mana.recovery`,
        else a safe rest (engine.md §5.4)."""
        saved = self.doc.get("manaRecovery")
        if isinstance(saved, list):
            return [str(v) for v in saved]
        item = self.class_item()
        mana = item.raw.get("mana") if item is not None else None
        recovery = mana.get("recovery") if isinstance(mana, dict) else None
        if isinstance(recovery, str):
            recovery = [recovery] if recovery else []
        if isinstance(recovery, list) and recovery:
            return [v for v in recovery if v in ("safeRest", "fieldRest")]
        return ["safeRest"]

    def mana_total(self) -> tuple[int, int]:
        """Own mana plus the combat-mana layer."""
        cur, mx = self.track("mana")
        lcur, lmx = self.track("combatMana")
        return cur + lcur, mx + lmx

    def refs(self) -> dict[str, int]:
        """The values `@name` references resolve to."""
        if self._refs is None:
            stats = {name: self.stat(name) for name in STATS}
            keys = [stats[k] for k in self.doc.get("keyStats", []) if k in stats]
            hp, hp_max = self.track("hp")
            wounds, wounds_max = self.track("wounds")
            mana, mana_max = self.mana_total()
            self._refs = {**stats, "key": max(keys) if keys else 0, "level": self.level, "hp": hp,
                          "hpMax": hp_max, "wounds": wounds, "woundsMax": wounds_max, "mana": mana,
                          "manaMax": mana_max}
        return self._refs

    # ---- items ------------------------------------------------------------------------------
    def find_item(self, name: str) -> int | None:
        """Index of the item with this id, or failing that this name."""
        for index, item in enumerate(self.items):
            if item.fields.id == name:
                return index
        for index, item in enumerate(self.items):
            if item.fields.name == name:
                return index
        return None

    def item_tags(self, index: int) -> TagSet:
        tags = self._item_tags.get(index)
        if tags is None:
            item = self.items[index].fields
            own = [f"type:{item.type}", f"identifier:{slug(item.name)}"]
            if item.type == "object":
                if item.objectType:
                    own.append(f"objectType:{item.objectType}")
                own.extend(f"property:{p}" for p in item.properties)
            tags = self._item_tags[index] = TagSet(own)
        return tags

    def tags_for(self, index: int, base: TagSet | None = None) -> ItemTags:
        base = base if base is not None else self.tags()
        if self._layered[0] is not base:
            self._layered = (base, {})
        layered = self._layered[1].get(index)
        if layered is None:
            layered = self._layered[1][index] = ItemTags(base, self.item_tags(index))
        return layered

    def rule_active(self, index: int, entry: RuleEntry, base: TagSet | None = None) -> tuple[bool, str]:
        """Whether a rule is active, and if not, why (in words)."""
        if entry.model is None:
            return False, entry.error or "the rule is invalid"
        if entry.model.disabled:
            return False, "the rule is disabled"
        item = self.items[index]
        if not item.usable:
            return False, f"{item.name} is not equipped"
        return self.predicate_holds(entry.model.predicate, index, base)

    def predicate_holds(self, pred: Any, index: int, base: TagSet | None = None) -> tuple[bool, str]:
        if not pred:
            return True, ""
        try:
            if predicates.evaluate(pred, self.tags_for(index, base)):
                return True, ""
            return False, f"its condition ({predicates.describe(pred)}) does not hold"
        except PredicateError as err:
            return False, f"its condition is invalid: {err}"

    def condition_group(self, pred: Any, index: int) -> Any:
        """A key shared by every condition that gives the same answer for the same character tags: the
        condition's JSON text, with the item when it reads the item's own tags (`item_tags`). None for no
        condition; an invalid condition (never holds) or one that is no JSON text is its own group."""
        if not pred:
            return None
        try:
            keys, whole = predicates.dependencies(pred)
            text = json.dumps(pred, sort_keys=True)
        except (PredicateError, TypeError, ValueError):
            return ("rule", id(pred), index)
        own = any(read.split(":", 1)[0] in _OWN_KEYS for read in (*keys, *whole))
        return (text, index) if own else text

    def rule_on(self, index: int, entry: RuleEntry, base: TagSet | None = None) -> bool:
        """`rule_active(...)[0]` without the reason, for the loops that only ask whether."""
        model = entry.model
        if model is None or model.disabled or not self.items[index].usable:
            return False
        return self.predicate_on(model.predicate, index, base)

    def predicate_on(self, pred: Any, index: int, base: TagSet | None = None) -> bool:
        """`predicate_holds(...)[0]` without the reason."""
        if not pred:
            return True
        try:
            return predicates.evaluate(pred, self.tags_for(index, base))
        except PredicateError:
            return False

    def rule_states(self, first: int | None = None) -> list[str]:
        """The states the character's rules test or set (cached until the items change); with `first`,
        only the first that many, scanning only as far as they are found (the full list when cached)."""
        if self._states is None:
            if first is not None:
                return rule_states(self.items, first)
            self._states = rule_states(self.items)
        return self._states if first is None else self._states[:first]

    def rule_states_known(self) -> bool:
        """Whether `rule_states()` is cached (answering it costs nothing)."""
        return self._states is not None

    def rules(self) -> Iterator[tuple[int, RuleEntry]]:
        for index, item in enumerate(self.items):
            for entry in item.rules:
                yield index, entry

    def rules_of(self, *kinds: type) -> list[tuple[int, RuleEntry]]:
        """Valid rules of these model classes, in item then rule order (cached until the items change)."""
        if self._by_type is None:
            by_type: dict[type, list[tuple[int, RuleEntry]]] = {}
            for index, entry in self.rules():
                if entry.model is not None:
                    by_type.setdefault(type(entry.model), []).append((index, entry))
            self._by_type = by_type
        if len(kinds) == 1:
            return self._by_type.get(kinds[0], [])
        return sorted((pair for kind in kinds for pair in self._by_type.get(kind, [])),
                      key=lambda p: (p[0], p[1].index))

    def cached(self, name: str, build: Callable[[Character], Any]) -> Any:
        """`build(self)`, kept until the items change: what other modules derive from the rules alone."""
        if name not in self._derived:
            self._derived[name] = build(self)
        return self._derived[name]

    def rules_by(self, kind: type, attribute: str) -> dict[Any, list[tuple[int, RuleEntry]]]:
        """Valid rules of one model class grouped by one of their fields (e.g. Modify Toggle rules by
        the toggle they name), in item then rule order; cached until the items change."""
        listed = self.rules_of(kind)
        cached = self._grouped.get((kind, attribute))
        if cached is None or cached[0] is not listed:
            grouped: dict[Any, list[tuple[int, RuleEntry]]] = {}
            for index, entry in listed:
                grouped.setdefault(getattr(entry.model, attribute), []).append((index, entry))
            cached = self._grouped[(kind, attribute)] = (listed, grouped)
        return cached[1]

    def by_priority(self, found: list[tuple[int, RuleEntry]]) -> list[tuple[int, RuleEntry]]:
        """Rules by priority ascending, ties by item order then rule order."""
        return sorted(found, key=lambda p: (p[1].model.priority if p[1].model else 1, p[0], p[1].index))

    # ---- tags -------------------------------------------------------------------------------
    def tags(self) -> TagSet:
        """The character's tags as of the last commit."""
        if self._tags is None:
            # Built from the last refresh's tags, which differ by a few pool counts after most actions.
            last_first, last = self._last_tags
            first = last_first.updated(self._base_tags()) if last_first is not None else TagSet(self._base_tags())
            pools = self._resolve_pools(first)
            self._pools = pools
            extra = []
            for view in pools.values():
                # Tags describe the first instance of an item pool; a 0/0 pool is not "full" (§2).
                if view.pid != view.ref or not view.active or view.max <= 0:
                    continue
                if view.kind == "charge" and view.current >= view.max:
                    extra.append(f"self:{pool_tag_name(view.pid)}ChargesMax")
                if view.kind == "dice" and len(view.faces) >= view.max:
                    extra.append(f"self:{pool_tag_name(view.pid)}DiceMax")
            self._tags = last.updated(first.as_frozenset().union(extra)) if last is not None \
                else first.extended(extra)
            self._last_tags = (first, self._tags)
        return self._tags

    def _base_tags(self) -> list[str]:
        tags = [f"level:{self.level}", f"size:{self.doc.get('size', 'medium')}"]
        tags.extend(f"{name}:{self.stat(name)}" for name in STATS)
        if self._item_base is None:  # what the items say, until they change
            found = []
            armor = shield = False
            for item in self.items:
                fields = item.fields
                if fields.type in ("class", "subclass", "ancestry", "background"):
                    found.append(f"{fields.type}:{slug(fields.name)}")
                if fields.type == "object" and fields.equipped:
                    armor = armor or fields.objectType == "armor"
                    shield = shield or fields.objectType == "shield"
            found.append("armor:equipped" if armor else "armor:unarmored")
            found.append("self:shield" if shield else "self:noShield")
            self._item_base = found
        tags.extend(self._item_base)
        states = set(self.states)
        tags.extend(f"self:{state}" for state in states)
        hp, hp_max = self.track("hp")
        if 0 < hp <= hp_max / 2:
            tags.append("self:bloodied")
        if hp >= hp_max:
            tags.append("self:fullHp")
        names = self._pool_tag_names
        for pid, state in (self.doc.get("pools") or {}).items():
            if "@" in pid:
                continue  # a later instance of an item pool: tags describe the first (engine.md §2)
            named = names.get(pid)
            if named is None:
                name = pool_tag_name(pid)
                cap = name[:1].upper() + name[1:]
                named = names[pid] = (f"self:{name}DicePool:", f"self:no{cap}Dice", f"self:{name}ChargePool:",
                                      f"self:no{cap}Charges")
            if "faces" in state:
                count = len(state.get("faces") or [])
                tags.append(f"{named[0]}{count}")
                if count == 0:
                    tags.append(named[1])
            else:
                current = int(state.get("current", 0))
                tags.append(f"{named[2]}{current}")
                if current == 0:
                    tags.append(named[3])
        return tags

    # ---- pools ------------------------------------------------------------------------------
    def pools(self) -> dict[str, PoolView]:
        """Every pool the character holds or defines, resolved, by key (cached until the next refresh)."""
        if self._pools is None:
            self.tags()
        assert self._pools is not None
        return self._pools

    def pool_instances(self) -> dict[str, list[tuple[int | None, str]]]:
        """Each pool id's instances as (defining item index, key), in item order (engine.md §4).

        Every item that defines an item-scoped identifier has its own pool: the first in item order is
        keyed by the pool id, each later one by `<id>@<item id>`. An actor pool is one pool (index None).
        Rules that fail validation still hold their item's place, so a broken rule does not move the
        saved state of the pools after it."""
        if self._instances is None:
            found: dict[str, list[tuple[int | None, str]]] = {}
            taken: set[str] = set()
            for index, item in enumerate(self.items):
                for entry in item.rules:
                    pid = _defined_pool_id(entry)
                    if pid is None:
                        continue
                    listed = found.setdefault(pid, [])
                    if pid.startswith("actor:"):
                        if not listed:
                            listed.append((None, pid))
                            taken.add(pid)
                        continue
                    if listed and listed[-1][0] == index:  # items come in order: only the last can be this one
                        continue
                    key = pid if not listed else f"{pid}@{item.key}"
                    n = 1
                    while key in taken:  # two items without ids that share a name
                        n += 1
                        key = f"{pid}@{item.key}-{n}"
                    listed.append((index, key))
                    taken.add(key)
            self._instances = found
            self._instance_keys = {(pid, index): key for pid, listed in found.items() for index, key in listed}
        return self._instances

    def pool_key(self, pid: str, item_index: int | None) -> str:
        """The key of the pool `pid` that item `item_index` defines (the pool id for actor pools)."""
        if pid.startswith("actor:"):
            return pid
        self.pool_instances()
        return self._instance_keys.get((pid, item_index), pid)

    def resolve_pool_ref(self, item_index: int | None, pid: str) -> str:
        """The key of the pool a reference to `pid` from item `item_index` means (engine.md §4).

        The referring item's own pool when it defines one, else the first item's in item order. An
        actor pool id, an explicit key (`wand@wand-2`) or a pool nobody defines comes back as given."""
        if pid.startswith("actor:") or "@" in pid:
            return pid
        instances = self.pool_instances().get(pid)
        if not instances:
            return pid
        return self._instance_keys.get((pid, item_index), instances[0][1])

    def pool_ref(self, item_index: int | None, identifier: str, scope: str) -> str:
        """`resolve_pool_ref` for a rule's (poolIdentifier, poolScope)."""
        return self.resolve_pool_ref(item_index, pool_id(identifier, scope))

    def pool_definitions(self) -> dict[str, list[tuple[int, RuleEntry]]]:
        """Every valid pool rule, grouped by pool key, in item then rule order."""
        if self._definitions is None:
            found: dict[str, list[tuple[int, RuleEntry]]] = {}
            for index, entry in self.rules_of(ChargePool, DicePool):
                assert isinstance(entry.model, (ChargePool, DicePool))
                key = self.pool_key(pool_id(rule_identifier(entry), entry.model.scope), index)
                found.setdefault(key, []).append((index, entry))
            self._definitions = found
        return self._definitions

    def pool_modifiers(self) -> dict[str, list[tuple[int, RuleEntry]]]:
        """Modify Pool rules by the identifier they name, in priority order."""
        if self._modifiers is None:
            grouped: dict[str, list[tuple[int, RuleEntry]]] = {}
            for index, entry in self.by_priority(list(self.rules_of(ModifyPool))):
                assert isinstance(entry.model, ModifyPool)
                grouped.setdefault(entry.model.poolIdentifier, []).append((index, entry))
            self._modifiers = grouped
        return self._modifiers

    def pool_bonus(self, identifier: str) -> int:
        """The level-up bonus to the max of every pool with this identifier (engine.md §4)."""
        bonuses = self.doc.get("poolBonuses")
        value = bonuses.get(identifier, 0) if isinstance(bonuses, dict) else 0
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    def _resolve_pools(self, tags: TagSet) -> dict[str, PoolView]:
        definitions = self.pool_definitions()
        by_identifier = self.pool_modifiers()
        refs = self.refs()
        # Max and delta formulas depend on the references only, which most actions leave alone.
        key = tuple(sorted(refs.items()))
        if self._memo[0] != key:
            self._memo = (key, {})
        memo: dict[str, float] = self._memo[1]

        def value(text: str) -> float:
            if text not in memo:
                memo[text] = formulas.evaluate(text, refs, allow_dice=False)
            return memo[text]

        saved = self.doc.get("pools") or {}
        bonuses = self.doc.get("poolBonuses")
        bonuses = dict(bonuses) if isinstance(bonuses, dict) else bonuses
        # A pool's view depends on the conditions its definitions and modifiers read, the references
        # (formulas), the level-up bonuses and its saved state; the items' own fields reset the cache.
        # Every cached view holds for the tags of the last resolution, so a pool is resolved again
        # only when a tag its conditions read came or went since (most actions change a pool or two).
        last = self._resolved_with
        changed: frozenset[str] | None = None
        changed_keys: set[str] = set()
        if last is not None and last[1] == key and last[2] == bonuses:
            changed = last[0].difference(tags)
            for tag in changed:  # a tag answers `values(k)` for every k before one of its colons
                cut = tag.find(":")
                while cut != -1:
                    changed_keys.add(tag[:cut])
                    cut = tag.find(":", cut + 1)
        self._resolved_with = (tags, key, bonuses)
        views: dict[str, PoolView] = {}
        readers = self._readers(definitions, by_identifier) if changed is not None else None
        moved: set[str] = set()
        if readers is not None and changed is not None:  # the pools whose conditions read what came or went
            for read_key in readers[0].keys() & changed_keys:
                moved.update(readers[0][read_key])
            for read_tag in readers[1].keys() & changed:
                moved.update(readers[1][read_tag])
        for pid, defs in definitions.items():
            cached = self._pool_cache.get(pid)
            if cached is None or changed is None or pid in moved:
                kept = None if cached is None or changed is None else cached[3]
                activity = self._pool_activity(pid, defs, tags, by_identifier, kept, (changed, changed_keys))
                # Its rules answering as they did for the kept view (most often: a count they read moved
                # without crossing a bound) give the same view.
                if cached is None or kept is None or kept != activity:
                    cached = self._pool_cache[pid] = [self._resolve_pool(pid, defs, activity, value, by_identifier,
                                                                         None), _UNSET, None, activity]
            # Its saved state only fills in the count: a pool whose rules read nothing that changed (the
            # usual case when an action spends or refills it) only takes its new state.
            state = saved.get(pid)
            if cached[1] is _UNSET or cached[1] != state:  # compared by value; kept as a copy (writes are in place)
                held = None if state is None else {k: list(v) if isinstance(v, list) else v for k, v in state.items()}
                view = cached[0]
                if state is not None:
                    view = copy.copy(view)  # the lists it shares are never written to (see PoolView)
                    self._apply_state(view, state)
                cached[1], cached[2] = held, view
            views[pid] = cached[2]
        if self._broken is None:
            self._broken = self._broken_pool_rules()
        broken = self._broken
        for pid, state in saved.items():
            if pid not in views:
                kind = "dice" if "faces" in state else "charge"
                ref = pid.split("@", 1)[0]
                view = PoolView(pid, kind, "actor" if pid.startswith("actor:") else "item", pool_tag_name(ref),
                                str(state.get("label") or pool_tag_name(ref)), None, None,
                                reason=broken.get(pid, "no rule defines this pool"))
                self._apply_state(view, state)
                views[pid] = view
        return views

    def _readers(self, definitions: dict[str, list[tuple[int, RuleEntry]]],
                 by_identifier: dict[str, list[tuple[int, RuleEntry]]]) -> tuple[dict[str, set[str]],
                                                                                  dict[str, set[str]]]:
        """By tag key and by whole tag, the pools whose rules' conditions read it; kept until the items
        change. An item's own tags (type, identifier, properties) only change with the items, so the
        character's tags are enough."""
        if self._pool_readers is None:
            by_key: dict[str, set[str]] = {}
            by_tag: dict[str, set[str]] = {}
            for pid, defs in definitions.items():
                keys, whole = self._pool_dependencies(pid, defs, by_identifier)
                for read_key in keys:
                    by_key.setdefault(read_key, set()).add(pid)
                for read_tag in whole:
                    by_tag.setdefault(read_tag, set()).add(pid)
            self._pool_readers = (by_key, by_tag)
        return self._pool_readers

    def _pool_dependencies(self, pid: str, defs: list[tuple[int, RuleEntry]],
                           by_identifier: dict[str, list[tuple[int, RuleEntry]]]) -> tuple[frozenset[str],
                                                                                           frozenset[str]]:
        """The tag keys and whole tags the conditions of this pool's rules read (kept per pool)."""
        deps = self._pool_deps.get(pid)
        if deps is None:
            keys: dict[str, None] = {}
            whole: dict[str, None] = {}
            ref = pid.split("@", 1)[0]
            entries = list(defs)
            for _index, entry in defs:
                identifier = rule_identifier(entry)
                entries += by_identifier.get(identifier, []) + by_identifier.get(ref, [])
            for _index, entry in entries:
                if entry.model is None or not entry.model.predicate:
                    continue
                try:
                    pred_keys, pred_whole = predicates.dependencies(entry.model.predicate)
                except PredicateError:
                    continue  # an invalid condition never holds, whatever the tags say
                keys.update(dict.fromkeys(pred_keys))
                whole.update(dict.fromkeys(pred_whole))
            deps = self._pool_deps[pid] = (frozenset(keys), frozenset(whole))
        return deps

    def _pool_activity(self, pid: str, defs: list[tuple[int, RuleEntry]], tags: TagSet,
                       by_identifier: dict[str, list[tuple[int, RuleEntry]]], kept: tuple[Any, ...] | None,
                       moved: tuple[frozenset[str] | None, set[str]]) -> tuple[Any, ...]:
        """What of a pool's rules holds for these tags: the definition chosen (the last active one, by its
        place; None and why not when none is), each definition's answer, and whether each Modify Pool
        rule that can apply to it is active. With the references, the bonuses and its saved state it
        decides the pool's view, so a pool whose rules all answer as before keeps its view.

        `kept` is what the pool's view was resolved with. It holds for the last resolution's tags: a
        pool is asked again whenever a tag that any rule naming it reads comes or goes. `moved` is the
        tags and the keys that came or went since; only the rules that read one of them are asked
        again (`kept` None: every rule is)."""
        moved_tags, moved_keys = moved
        reads = self._def_reads.get(pid)
        if reads is None:
            reads = self._def_reads[pid] = [_rule_reads(entry) for _index, entry in defs]
        answers = []
        for position, (index, entry) in enumerate(defs):
            if kept is not None and moved_tags is not None and reads[position][0].isdisjoint(moved_keys) \
                    and reads[position][1].isdisjoint(moved_tags):
                answers.append(kept[2][position])
            else:
                answers.append(self.rule_active(index, entry, tags))
        chosen = None
        reason = ""
        for position, (ok, why) in enumerate(answers):
            if ok:
                chosen = position
            elif chosen is None:
                reason = why
        entry = defs[chosen if chosen is not None else -1][1]
        rule = entry.model
        assert isinstance(rule, (ChargePool, DicePool))
        kind = "charge" if isinstance(rule, ChargePool) else "dice"
        candidates, by_key, by_tag = self._pool_modifier_list(rule_identifier(entry), pid.split("@", 1)[0], kind,
                                                              rule.scope, by_identifier)
        if kept is not None and moved_tags is not None and kept[0] == chosen:
            # The same definition, so the same candidates: only those reading what moved are asked again.
            active = list(kept[3])
            again: set[int] = set()
            for read_key in by_key.keys() & moved_keys:
                again.update(by_key[read_key])
            for read_tag in by_tag.keys() & moved_tags:
                again.update(by_tag[read_tag])
            for position in again:
                mindex, mentry = candidates[position][:2]
                active[position] = self.rule_active(mindex, mentry, tags)[0]
        else:
            active = [self.rule_active(mindex, mentry, tags)[0] for mindex, mentry, *_ in candidates]
        return chosen, reason, tuple(answers), tuple(active)

    def _resolve_pool(self, pid: str, defs: list[tuple[int, RuleEntry]], activity: tuple[Any, ...],
                      value: Callable[[str], float], by_identifier: dict[str, list[tuple[int, RuleEntry]]],
                      state: dict[str, Any] | None) -> PoolView:
        """One pool from its definitions, the Modify Pool rules that name it (as `_pool_activity` found
        them for this resolution's tags), and its saved state."""
        chosen, reason, _answers, active = activity
        index, entry = defs[chosen if chosen is not None else -1]
        rule = entry.model
        assert isinstance(rule, (ChargePool, DicePool))
        kind = "charge" if isinstance(rule, ChargePool) else "dice"
        view = PoolView(pid, kind, rule.scope, rule_identifier(entry), rule.label or rule_identifier(entry),
                        index, entry.index, die=entry.die_size, hidden=getattr(rule, "hidden", False),
                        initial=rule.initial)
        own = self._own_refills.get(id(entry))
        if own is None:
            own = self._own_refills[id(entry)] = [RefillSource(e, index, entry.index, False)
                                                  for e in entry.refills]
        view.refills = list(own)
        self._apply_state(view, state)
        if chosen is None:
            view.reason = reason
        try:
            base_max = clamp_int(value(rule.max))
        except FormulaError as err:
            view.reason = f"its max formula fails: {err.message}"
            view.problems.append((index, entry.index, "max", err.message))
            return view
        delta = 0
        min_face: int | None = None
        candidates = self._pool_modifier_list(view.identifier, view.ref, kind, view.scope, by_identifier)[0]
        for (mindex, mentry, delta_text, die_size, face, added), on in zip(candidates, active, strict=True):
            if not on:
                continue
            if delta_text is not None:
                try:
                    delta += math.trunc(value(delta_text))
                except FormulaError as err:
                    view.problems.append((mindex, mentry.index, "maxDelta", err.message))
                    continue
            view.modifiers.append((mindex, mentry.index))
            if die_size:
                view.die = die_size
            if face is not None:
                min_face = face if min_face is None else max(min_face, face)
            view.refills.extend(added)
        view.bonus = self.pool_bonus(view.identifier)
        view.pre_bonus = base_max + delta
        view.max = max(0, view.pre_bonus + view.bonus)
        if kind == "dice" and view.max > MAX_POOL_DICE:
            view.uncapped, view.max = view.max, MAX_POOL_DICE
        if min_face is not None and view.die:
            min_face = min(min_face, die_faces(view.die))
        view.min_face = min_face
        # An inactive pool still shows the max it would have, so the sheet can say "2/3 (inactive)".
        view.active = chosen is not None
        return view

    def _pool_modifier_list(self, identifier: str, ref: str, kind: str, scope: str,
                            by_identifier: dict[str, list[tuple[int, RuleEntry]]]) -> tuple[Any, ...]:
        """The Modify Pool rules that can apply to this pool (its identifier or id, its kind and scope),
        in priority order, with what each brings: its maxDelta formula, die size, minimum face (dice
        pools) and refills; then, by tag key and by whole tag, the places of those whose conditions read
        it. Whether each is active is asked per resolution. Kept until the items change."""
        key = (identifier, ref, kind, scope)
        listed = self._modifier_lists.get(key)
        if listed is None:
            named = by_identifier.get(identifier, [])
            if ref != identifier and ref in by_identifier:
                named = self.by_priority(named + by_identifier[ref])
            found: list[tuple[int, RuleEntry, str | None, str | None, int | None, list[RefillSource]]] = []
            by_key: dict[str, list[int]] = {}
            by_tag: dict[str, list[int]] = {}
            for mindex, mentry in named:
                mod = mentry.model
                assert isinstance(mod, ModifyPool)
                if mod.poolIdentifier not in (identifier, ref) or mod.poolType != kind:
                    continue
                if mod.poolScope is not None and mod.poolScope != scope:
                    continue
                added = self._own_refills.get(id(mentry))
                if added is None:
                    added = self._own_refills[id(mentry)] = [RefillSource(e, mindex, mentry.index, True)
                                                             for e in mentry.refills]
                keys, whole = _rule_reads(mentry)
                for read_key in keys:
                    by_key.setdefault(read_key, []).append(len(found))
                for read_tag in whole:
                    by_tag.setdefault(read_tag, []).append(len(found))
                found.append((mindex, mentry, mod.maxDelta if mod.maxDelta not in (None, "") else None,
                              mentry.die_size, mod.minFace if kind == "dice" else None, added))
            listed = self._modifier_lists[key] = (found, by_key, by_tag)
        return listed

    def _broken_pool_rules(self) -> dict[str, str]:
        """Pool ids named by pool rules that fail validation, with the reason (for inactive pools)."""
        found: dict[str, str] = {}
        for index, item in enumerate(self.items):
            for entry in item.rules:
                pid = _defined_pool_id(entry) if entry.model is None else None
                if pid is not None:
                    pid = self.pool_key(pid, index)
                    where = f"{entry.error_field} " if entry.error_field else ""
                    found[pid] = f"its rule in {item.name} is invalid: {where}{entry.error}"
        return found

    @staticmethod
    def _apply_state(view: PoolView, state: dict[str, Any] | None) -> None:
        if state is None:
            return
        view.has_state = True
        view.faces = list(state.get("faces") or [])
        view.current = int(state.get("current", 0))
