"""Pools (engine.md §4): which pools a character has, each resolved from its rules and saved state.

A Charge Pool or Dice Pool rule defines a pool, Modify Pool rules change its max, die, minimum face
and refills, and the document's `pools` holds its count. `CharacterPools` is the part of
`world.Character` that resolves them (`char.pools()`, `char.pool_key(...)`, `char.resolve_pool_ref(...)`):
Character takes it as its base class and gives it the rules, the references and the tags (the names
under TYPE_CHECKING below); world.py builds the pool tags (`self:wandChargePool:2`) from the views.
What is cached here lives until the items change (`_forget_pool_rules`), the views until the next
refresh. `PoolView` is also importable from world, as the type of what Character hands out.
"""
from __future__ import annotations

import math
import operator
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from ..i18n import Engine
from . import formulas, predicates
from .formulas import FormulaError, clamp_int
from .item_cache import renumber
from .model import (
    ChargePool,
    ChargeRecovery,
    DicePool,
    DiceRefill,
    ItemEntry,
    ModifyPool,
    RuleEntry,
    die_faces,
)
from .predicates import PredicateError, TagSet, slug
from .rule_types import behaviour

if TYPE_CHECKING:
    from .world import Character


def pool_kind(kind: str) -> str:
    """"dice pool" or "charge pool" (`kind` "dice" or "charge") in the player's language."""
    if kind == "dice":
        return Engine.tr("dice pool")
    if kind == "charge":
        return Engine.tr("charge pool")
    return Engine.tr("{kind} pool").format(kind=kind)


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


def _moved_view(view: PoolView, old: tuple[int, ...], new: tuple[int, ...]) -> PoolView:
    """A pool's view (without its state) with its rules' items at other places: `old` and `new` are the places
    of the same rules (its `_pool_rules_signature` before and after).

    Its refills, modifiers and problems, which name those places, are renumbered when first read
    (`PoolView.__getattr__`), from the view they were last made for: an add, delete or move elsewhere on the
    sheet moves every pool's rules, and most actions after it never read those lists (an edit and its undo
    give the places they were made for again, and the very lists)."""
    pending = view.__dict__.get("_renumber")
    moved = view.copy()
    index = view.item_index
    if index is not None:
        moved.item_index = new[old.index(index)] if index in old else index
    for name in _RENUMBERED:
        moved.__dict__.pop(name, None)
    moved.__dict__["_renumber"] = (view, old, new) if pending is None else (pending[0], pending[1], new)
    moved._by_trigger = {}
    return moved


def _renumbered(name: str, value: list[Any], places: dict[int, int]) -> list[Any]:
    """A view's refills, modifiers or problems with their items' places moved (`places`: old -> new)."""
    if name == "refills":
        return [RefillSource(source.entry, places.get(source.item_index, source.item_index), source.rule_index,
                             source.from_modifier) for source in value]
    if name == "modifiers":
        return [(places.get(index, index), rule) for index, rule in value]
    return [(places.get(index, index), rule, field_name, message) for index, rule, field_name, message in value]


_RENUMBERED = ("refills", "modifiers", "problems")


def _same_objects(first: tuple[Any, ...] | list[Any], second: tuple[Any, ...] | list[Any]) -> bool:
    return len(first) == len(second) and all(map(operator.is_, first, second))


def _defined_pool_ids(item: ItemEntry) -> list[str]:
    """The pool ids an item's pool rules define, valid or not, in rule order."""
    return [pid for pid in map(_defined_pool_id, item.rules) if pid is not None]


def _modify_pool_rules(item: ItemEntry) -> list[tuple[str, RuleEntry]]:
    """An item's valid Modify Pool rules, by the identifier each names."""
    return [(entry.model.poolIdentifier, entry) for entry in item.rules if isinstance(entry.model, ModifyPool)]


def _broken_pool_rules(item: ItemEntry) -> list[tuple[str, RuleEntry]]:
    """An item's pool rules that fail validation, with the pool id each names."""
    found = []
    for entry in item.rules:
        pid = _defined_pool_id(entry) if entry.model is None else None
        if pid is not None:
            found.append((pid, entry))
    return found


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


def _formula_reads(entry: RuleEntry) -> frozenset[str]:
    """The references a pool rule's max or a Modify Pool rule's maxDelta formula reads (none for a formula
    that cannot be parsed: it fails the same way whatever the references are)."""
    model = entry.model
    text = model.max if isinstance(model, (ChargePool, DicePool)) else getattr(model, "maxDelta", None)
    if not isinstance(text, str) or not text:
        return frozenset()
    try:
        return formulas.parse(text).references
    except FormulaError:
        return frozenset()


def _tag_keys(tags: frozenset[str]) -> set[str]:
    """The keys these tags answer `values(k)` for: every k before one of a tag's colons."""
    keys: set[str] = set()
    for tag in tags:
        cut = tag.find(":")
        while cut != -1:
            keys.add(tag[:cut])
            cut = tag.find(":", cut + 1)
    return keys


def _moved_names(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
    """The names whose value differs between two dicts (one missing from either counts)."""
    if before == after:
        return set()
    return {name for name in before.keys() | after.keys() if before.get(name, _UNSET) != after.get(name, _UNSET)}


def _moved_among(before: dict[str, Any], after: dict[str, Any], names: Iterable[str]) -> set[str]:
    """Those of `names` whose value differs between two dicts (one missing from either counts)."""
    if before == after:
        return set()
    return {name for name in names if before.get(name, _UNSET) != after.get(name, _UNSET)}


class _Moved(NamedTuple):
    """What moved since the last resolution of a character's pools (CharacterPools._moved_since)."""

    tags: frozenset[str]  # the tags that came or went
    keys: set[str]  # the tag keys they answer
    read: set[str]  # the pools whose rules' conditions read one of those
    valued: set[str]  # the pools whose formulas read a reference that moved, or whose level-up bonus moved
    refs: set[str]  # the references that moved, of those a pool's formula or a kept formula value reads


_UNSET = object()
_FIRST = operator.itemgetter(0)
_SECOND = operator.itemgetter(1)
MAX_POOL_DICE = 100  # engine.md §4: a dice pool holds at most 100 dice


def _readers_moved(before: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]],
                   found: tuple[dict[str, set[str]], dict[str, set[str]], dict[str, set[str]]],
                   after: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]],
                   moved: list[str]) -> tuple[dict[str, set[str]], dict[str, set[str]], dict[str, set[str]]]:
    """`found` (the readers made from `before`) for the pools' dependencies `after`, where only the pools
    `moved` have others: their names taken out and put in again. `found` and its sets are not written to
    (the last readers made may still be handed out); a set that changes is a new one."""
    made = (dict(found[0]), dict(found[1]), dict(found[2]))
    for pid in moved:
        for index, read in enumerate(before.get(pid, ())):
            for name in read:
                left = made[index][name] - {pid}
                if left:
                    made[index][name] = left
                else:
                    del made[index][name]
        for index, read in enumerate(after.get(pid, ())):
            for name in read:
                made[index][name] = made[index].get(name, set()) | {pid}
    return made


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

    if not TYPE_CHECKING:  # (hidden from mypy, which would take any attribute name for one of these)
        def __getattr__(self, name: str) -> Any:
            """`refills`, `modifiers` or `problems` of a view whose rules moved (`_moved_view`), renumbered now."""
            pending = self.__dict__.get("_renumber")
            if pending is None or name not in _RENUMBERED:
                raise AttributeError(name)
            made_for, old, new = pending
            value = getattr(made_for, name)
            if old != new:
                value = _renumbered(name, value, dict(zip(old, new, strict=True)))
            self.__dict__[name] = value
            return value

    @property
    def count(self) -> int:
        return len(self.faces) if self.kind == "dice" else self.current

    def copy(self) -> PoolView:
        """A shallow copy (copy.copy, without its generic protocol: a pool's view is copied per action)."""
        view = object.__new__(PoolView)
        view.__dict__.update(self.__dict__)
        return view

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


class CharacterPools:
    """The pools of a character, resolved: the part of `world.Character` that pool rules concern."""

    if TYPE_CHECKING:  # what Character (world.py) gives its pools
        doc: dict[str, Any]
        items: list[ItemEntry]

        def tags(self) -> TagSet: ...
        def refs(self) -> dict[str, int]: ...
        def rules_of(self, *kinds: type) -> list[tuple[int, RuleEntry]]: ...
        def per_item(self, name: Any, build: Callable[[ItemEntry], Any]) -> list[tuple[int, Any]]: ...
        def per_item_groups(self, name: Any, build: Callable[[ItemEntry], Any]) -> dict[Any, list[tuple[int, Any]]]: ...
        def items_epoch(self) -> int: ...
        def groups_renumbered(self, name: Any) -> dict[Any, tuple[list[tuple[int, Any]], int, int]]: ...
        def rule_active(self, index: int, entry: RuleEntry, base: TagSet | None = None) -> tuple[bool, str]: ...
        def rule_on(self, index: int, entry: RuleEntry, base: TagSet | None = None) -> bool: ...
        def by_priority(self, found: list[tuple[int, RuleEntry]]) -> list[tuple[int, RuleEntry]]: ...

    def _init_pools(self) -> None:
        """No pool resolved yet (Character.__init__)."""
        self._pools: dict[str, PoolView] | None = None  # the last resolution's views, until the next refresh
        self._instance_keys: dict[tuple[str, int | None], str] = {}
        self._memo: dict[str, float] = {}  # formula text -> its value for the last resolution's references
        self._memo_readers: dict[str, set[str]] = {}  # reference -> the memo's texts that read it
        # Per pool key: the tag keys and whole tags its rules' conditions read and the references their
        # formulas read, and the view last resolved with what it was resolved from (see _resolve_pools);
        # kept while the pool's rules are the same.
        self._pool_deps: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {}
        # [view without state, its state, view, activity, its rules (_pool_rules_signature), their lists,
        #  the places of its rules before and after they last moved]
        self._pool_cache: dict[str, list[Any]] = {}
        self._resolved_with: tuple[TagSet, dict[str, Any], Any] | None = None  # the last resolution's inputs
        self._def_reads: dict[str, list[tuple[frozenset[str], frozenset[str]]]] = {}  # per pool key: its definitions'
        self._pool_epoch = -1  # the items' epoch the cached views were checked against
        self._last_definitions: dict[str, list[tuple[int, RuleEntry]]] = {}
        # Per rule entry: (the entry, its item's index, its refills as sources); kept while both hold.
        self._own_refills: dict[int, tuple[RuleEntry, int, list[RefillSource]]] = {}
        # Per pool (identifier, id, kind, scope): (the Modify Pool lists it was made from, see _pool_modifier_list)
        self._modifier_lists: dict[tuple[str, str, str, str], tuple[tuple[Any, Any], tuple[Any, ...]]] = {}
        self._ranked_modifiers: dict[str, tuple[list[Any], list[tuple[int, RuleEntry]]]] = {}
        self._idents: dict[str, tuple[list[Any], tuple[str, ...]]] = {}  # per pool key: _pool_idents
        # The last readers made (_readers) and each pool's dependencies they were made from.
        self._readers_made: tuple[dict[str, Any], tuple[dict[str, set[str]], dict[str, set[str]],
                                                           dict[str, set[str]]]] | None = None
        self._pool_items_changed()

    def _pool_items_changed(self) -> None:
        """Drop what the pools derived from the lists of the items' rules (Character.refresh, when the items
        changed); the views of pools whose rules are the same entries are kept (checked in _resolve_pools)."""
        self._definitions: dict[str, list[tuple[int, RuleEntry]]] | None = None
        self._instances: dict[str, list[tuple[int | None, str]]] | None = None
        self._modifiers: dict[str, list[tuple[int, RuleEntry]]] | None = None
        self._broken: dict[str, str] | None = None
        self._pool_readers: tuple[dict[str, set[str]], dict[str, set[str]], dict[str, set[str]]] | None = None

    @behaviour("chargePool", "dicePool", "modifyPool")
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
            items = self.items
            for index, pid in self.per_item("pool ids", _defined_pool_ids):
                item = items[index]
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
            last = self._last_definitions
            for key, listed in found.items():  # a pool whose definitions are as they were keeps their list
                kept = last.get(key)
                if kept is not None and len(kept) == len(listed) and all(
                        a[0] == b[0] and a[1] is b[1] for a, b in zip(kept, listed, strict=True)):
                    found[key] = kept
            self._definitions = self._last_definitions = found
        return self._definitions

    def pool_modifiers(self) -> dict[str, list[tuple[int, RuleEntry]]]:
        """Modify Pool rules by the identifier they name, in priority order (per identifier, kept while
        the rules naming it are the same: the list is the same object)."""
        if self._modifiers is None:
            groups = self.per_item_groups("modify pool rules", _modify_pool_rules)
            renumbered = self.groups_renumbered("modify pool rules")
            ranked = self._ranked_modifiers
            grouped: dict[str, list[tuple[int, RuleEntry]]] = {}
            for identifier, listed in groups.items():
                hit = ranked.get(identifier)
                if hit is None or hit[0] is not listed:
                    how = renumbered.get(identifier)
                    if hit is not None and how is not None and how[0] is hit[0]:
                        # The same rules in the same order, renumbered by an add or a delete elsewhere (the
                        # same order of places): their priority order holds, renumbered alike.
                        hit = ranked[identifier] = (listed, renumber(hit[1], how[1], how[2]))
                    else:
                        hit = ranked[identifier] = (listed, self.by_priority(listed))
                grouped[identifier] = hit[1]
            for identifier in [known for known in ranked if known not in groups]:
                del ranked[identifier]
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
        saved = self.doc.get("pools") or {}
        bonuses = self.doc.get("poolBonuses")
        bonuses = dict(bonuses) if isinstance(bonuses, dict) else bonuses
        # A pool's view depends on the conditions its definitions and modifiers read, the references its
        # formulas read, its level-up bonus and its saved state; the items' own fields reset the cache.
        # Every cached view holds for the inputs of the last resolution, so a pool is resolved again only
        # when one of its own inputs moved since (most actions change a pool or two, and HP, which no
        # pool's formula reads in most characters, changes the references and a tag or two).
        moved_rules = self._check_pool_rules(definitions, by_identifier)
        since = self._moved_since(tags, refs, bonuses, definitions, by_identifier)
        value = self._valuer(refs, since)

        views: dict[str, PoolView] = {}
        for pid, defs in definitions.items():
            cached = self._pool_cache.get(pid)
            if cached is None or since is None or pid in since.read or pid in since.valued or pid in moved_rules:
                cached = self._pool_again(pid, defs, tags, value, by_identifier, cached, since, pid in moved_rules)
            # Its saved state only fills in the count: a pool whose rules read nothing that changed (the
            # usual case when an action spends or refills it) only takes its new state.
            state = saved.get(pid)
            if cached[1] is _UNSET or cached[1] != state:  # compared by value; kept as a copy (writes are in place)
                held = None if state is None else {k: list(v) if isinstance(v, list) else v for k, v in state.items()}
                view = cached[0]
                if state is not None:
                    view = view.copy()  # the lists it shares are never written to (see PoolView)
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
                                reason=broken[pid] if pid in broken else Engine.tr("no rule defines this pool"))
                self._apply_state(view, state)
                views[pid] = view
        return views

    def _moved_since(self, tags: TagSet, refs: dict[str, Any], bonuses: Any,
                     definitions: dict[str, list[tuple[int, RuleEntry]]],
                     by_identifier: dict[str, list[tuple[int, RuleEntry]]]) -> _Moved | None:
        """What moved since the last resolution, and which pools that moves (None before the first: every
        pool is resolved); these inputs are kept as the last."""
        last = self._resolved_with
        self._resolved_with = (tags, dict(refs), bonuses)
        if last is None:
            return None
        changed = last[0].difference(tags)
        changed_keys = _tag_keys(changed)
        by_key, by_tag, by_ref = self._readers(definitions, by_identifier)
        read: set[str] = set()
        for read_key in by_key.keys() & changed_keys:
            read.update(by_key[read_key])
        for read_tag in by_tag.keys() & changed:
            read.update(by_tag[read_tag])
        # Only the references something here reads: a pool's formula (by_ref) or a kept value (the memo's).
        moved_refs = _moved_among(last[1], refs, by_ref.keys() | self._memo_readers.keys())
        valued: set[str] = set()
        for name in by_ref.keys() & moved_refs:
            valued.update(by_ref[name])
        if last[2] != bonuses:
            valued.update(self._bonus_readers(last[2], bonuses, definitions))
        return _Moved(changed, changed_keys, read, valued, moved_refs)

    @staticmethod
    def _bonus_readers(before: Any, after: Any, definitions: dict[str, list[tuple[int, RuleEntry]]]) -> set[str]:
        """The pools whose level-up bonus may differ between these two `poolBonuses` (one that is no dict
        gives every pool none, as pool_bonus reads it)."""
        moved = _moved_names(before if isinstance(before, dict) else {}, after if isinstance(after, dict) else {})
        return {pid for pid, defs in definitions.items() if any(rule_identifier(entry) in moved for _i, entry in defs)}

    def _valuer(self, refs: dict[str, Any], since: _Moved | None) -> Callable[[str], float]:
        """A formula's value for these references, kept (with the references it reads) until one moves."""
        memo = self._memo_for(refs, since)
        readers = self._memo_readers

        def value(text: str) -> float:
            if text not in memo:
                formula = formulas.parse(text)
                memo[text] = formulas.evaluate(formula, refs, allow_dice=False)
                for name in formula.references:
                    readers.setdefault(name, set()).add(text)
            return memo[text]
        return value

    def _memo_for(self, refs: dict[str, Any], since: _Moved | None) -> dict[str, float]:
        """The formulas' values kept for these references: those reading a reference that moved are dropped."""
        if since is None:
            self._memo, self._memo_readers = {}, {}
        elif since.refs and self._memo_readers:
            # Only the moved references' readers, by the index value() keeps: no pass over the memo (a
            # cast's mana, read by no pool's formula in most characters, drops nothing).
            memo, readers = self._memo, self._memo_readers
            for name in readers.keys() & since.refs:
                for text in readers.pop(name):
                    memo.pop(text, None)
        return self._memo

    def _pool_again(self, pid: str, defs: list[tuple[int, RuleEntry]], tags: TagSet, value: Callable[[str], float],
                    by_identifier: dict[str, list[tuple[int, RuleEntry]]], cached: list[Any] | None,
                    since: _Moved | None, rules_moved: bool) -> list[Any]:
        """A pool's cache entry, its rules asked again where what they read moved (`since`, None for all) and
        its view made again when its formulas' references or its bonus moved, or its rules moved."""
        changed = since.tags if since is not None else None
        changed_keys = since.keys if since is not None else set()
        read_moved = since is not None and pid in since.read
        valued = since is not None and pid in since.valued
        if cached is not None and rules_moved and not read_moved and not valued and changed is not None:
            # The same rules in other places, answering as they did: the same view with their new places.
            moved = [_moved_view(cached[0], *cached[6]), _UNSET, None, *cached[3:6], ()]
            self._pool_cache[pid] = moved
            return moved
        kept = None if cached is None or changed is None else cached[3]
        if kept is not None and not read_moved:
            activity = kept  # its rules, moved to other places, answer as they did
        else:
            activity = self._pool_activity(pid, defs, tags, by_identifier, kept, (changed, changed_keys))
        # Its rules answering as they did for the kept view (most often: a count they read moved
        # without crossing a bound) give the same view; rules in other places give another.
        if cached is None or kept is None or kept != activity or rules_moved or valued:
            if cached is not None:
                signature, lists = cached[4], cached[5]
            else:
                signature = self._pool_rules_signature(pid, defs, by_identifier)
                lists = self._pool_rule_lists(pid, defs, by_identifier)
            cached = self._pool_cache[pid] = [self._resolve_pool(pid, defs, activity, value, by_identifier, None),
                                              _UNSET, None, activity, signature, lists, ()]
        return cached

    def _check_pool_rules(self, definitions: dict[str, list[tuple[int, RuleEntry]]],
                          by_identifier: dict[str, list[tuple[int, RuleEntry]]]) -> set[str]:
        """After the items changed: forget the views of pools whose rules are other entries now (an item
        edited, added or deleted among them), and return the pools whose rules are the same entries in
        other places (items moved before them): their answers hold, their views are made again."""
        epoch = self.items_epoch()
        if self._pool_epoch == epoch:
            return set()
        self._pool_epoch = epoch
        placed: set[str] = set()
        for pid in list(self._pool_cache):
            defs = definitions.get(pid)
            if defs is None:
                del self._pool_cache[pid]
                self._pool_deps.pop(pid, None)
                self._def_reads.pop(pid, None)
                continue
            cached = self._pool_cache[pid]
            lists = self._pool_rule_lists(pid, defs, by_identifier)
            if _same_objects(lists, cached[5]):
                continue  # the same lists: the same rules in the same places
            cached[5] = lists
            signature = self._pool_rules_signature(pid, defs, by_identifier)
            if not _same_objects(signature[0], cached[4][0]):
                del self._pool_cache[pid]
                self._pool_deps.pop(pid, None)
                self._def_reads.pop(pid, None)
            elif signature[1] != cached[4][1]:
                cached[6] = (cached[4][1], signature[1])  # the rules' places before and after
                cached[4] = signature
                placed.add(pid)
        for pid in list(self._pool_deps):
            if pid not in definitions:
                self._pool_deps.pop(pid, None)
                self._def_reads.pop(pid, None)
        if len(self._idents) > len(definitions):
            self._idents = {pid: hit for pid, hit in self._idents.items() if pid in definitions}
        return placed

    def _pool_idents(self, pid: str, defs: list[tuple[int, RuleEntry]]) -> tuple[str, ...]:
        """The identifiers a pool's Modify Pool rules may name (its definitions', then its pool id's), once
        each; kept while its definitions are the same list."""
        hit = self._idents.get(pid)
        if hit is None or hit[0] is not defs:
            idents = tuple(dict.fromkeys([rule_identifier(entry) for _index, entry in defs] + [pid.split("@", 1)[0]]))
            hit = self._idents[pid] = (defs, idents)
        return hit[1]

    def _pool_rule_lists(self, pid: str, defs: list[tuple[int, RuleEntry]],
                         by_identifier: dict[str, list[tuple[int, RuleEntry]]]) -> tuple[Any, ...]:
        """The lists a pool's rules come from (its definitions, the Modify Pool rules by each identifier they
        may name): when each is the same object, so are the rules and their places."""
        return (defs, *map(by_identifier.get, self._pool_idents(pid, defs)))

    def _pool_rules_signature(self, pid: str, defs: list[tuple[int, RuleEntry]],
                              by_identifier: dict[str, list[tuple[int, RuleEntry]]]) -> tuple[tuple[Any, ...], ...]:
        """The rules a pool's view comes from, its definitions and the Modify Pool rules that can name it:
        their entries (held: an entry lives as long as its item is unchanged) and their item indices."""
        named: list[tuple[int, RuleEntry]] = list(defs)
        for ident in self._pool_idents(pid, defs):
            named += by_identifier.get(ident, [])
        return tuple(map(_SECOND, named)), tuple(map(_FIRST, named))

    def _readers(self, definitions: dict[str, list[tuple[int, RuleEntry]]],
                 by_identifier: dict[str, list[tuple[int, RuleEntry]]]) -> tuple[dict[str, set[str]],
                                                                                  dict[str, set[str]],
                                                                                  dict[str, set[str]]]:
        """By tag key and by whole tag, the pools whose rules' conditions read it, and by reference the pools
        whose rules' formulas read it; kept until the items change. An item's own tags (type, identifier,
        properties) only change with the items, so the character's tags are enough. Made again after the
        items changed only when some pool's dependencies are others (an add, delete or move elsewhere keeps them),
        and then only for those pools (an add or an edit among a pool's rules)."""
        if self._pool_readers is None:
            deps = {pid: self._pool_dependencies(pid, defs, by_identifier) for pid, defs in definitions.items()}
            last = self._readers_made
            if last is not None and len(last[0]) == len(deps) and all(
                    last[0].get(pid) is read for pid, read in deps.items()):
                self._pool_readers = last[1]
                return last[1]
            found: tuple[dict[str, set[str]], dict[str, set[str]], dict[str, set[str]]]
            if last is not None:
                moved = [pid for pid in {**last[0], **deps} if last[0].get(pid) is not deps.get(pid)]
                found = _readers_moved(last[0], last[1], deps, moved)
            else:
                found = ({}, {}, {})
                for pid, reads in deps.items():
                    for index, read in enumerate(reads):
                        for name in read:
                            found[index].setdefault(name, set()).add(pid)
            self._pool_readers = found
            self._readers_made = (deps, found)
        return self._pool_readers

    def _pool_dependencies(self, pid: str, defs: list[tuple[int, RuleEntry]],
                           by_identifier: dict[str, list[tuple[int, RuleEntry]]]) -> tuple[frozenset[str],
                                                                                           frozenset[str],
                                                                                           frozenset[str]]:
        """The tag keys and whole tags the conditions of this pool's rules read, and the references their
        max and maxDelta formulas read (kept per pool)."""
        deps = self._pool_deps.get(pid)
        if deps is None:
            keys: dict[str, None] = {}
            whole: dict[str, None] = {}
            refs: set[str] = set()
            ref = pid.split("@", 1)[0]
            entries = list(defs)
            for _index, entry in defs:
                identifier = rule_identifier(entry)
                entries += by_identifier.get(identifier, []) + by_identifier.get(ref, [])
            for _index, entry in entries:
                refs.update(_formula_reads(entry))
                if entry.model is None or not entry.model.predicate:
                    continue
                try:
                    pred_keys, pred_whole = predicates.dependencies(entry.model.predicate)
                except PredicateError:
                    continue  # an invalid condition never holds, whatever the tags say
                keys.update(dict.fromkeys(pred_keys))
                whole.update(dict.fromkeys(pred_whole))
            deps = self._pool_deps[pid] = (frozenset(keys), frozenset(whole), frozenset(refs))
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
                active[position] = self.rule_on(mindex, mentry, tags)
        else:
            active = [self.rule_on(mindex, mentry, tags) for mindex, mentry, *_ in candidates]
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
        view.refills = list(self._refills_of(index, entry, False))
        self._apply_state(view, state)
        if chosen is None:
            view.reason = reason
        try:
            base_max = clamp_int(value(rule.max))
        except FormulaError as err:
            view.reason = Engine.tr("its max formula fails: {error}").format(error=err.message)
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
        lists = (by_identifier.get(identifier), by_identifier.get(ref))
        hit = self._modifier_lists.get(key)
        listed = hit[1] if hit is not None and hit[0][0] is lists[0] and hit[0][1] is lists[1] else None
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
                added = self._refills_of(mindex, mentry, True)
                keys, whole = _rule_reads(mentry)
                for read_key in keys:
                    by_key.setdefault(read_key, []).append(len(found))
                for read_tag in whole:
                    by_tag.setdefault(read_tag, []).append(len(found))
                found.append((mindex, mentry, mod.maxDelta if mod.maxDelta not in (None, "") else None,
                              mentry.die_size, mod.minFace if kind == "dice" else None, added))
            listed = (found, by_key, by_tag)
            self._modifier_lists[key] = (lists, listed)
        return listed

    def _refills_of(self, index: int, entry: RuleEntry, from_modifier: bool) -> list[RefillSource]:
        """A pool or Modify Pool rule's refills as sources (kept per rule entry and its item's place)."""
        hit = self._own_refills.get(id(entry))
        if hit is None or hit[0] is not entry or hit[1] != index:
            if len(self._own_refills) > 4096:
                self._own_refills.clear()
            hit = self._own_refills[id(entry)] = (entry, index, [RefillSource(e, index, entry.index, from_modifier)
                                                                 for e in entry.refills])
        return hit[2]

    def _broken_pool_rules(self) -> dict[str, str]:
        """Pool ids named by pool rules that fail validation, with the reason (for inactive pools)."""
        found: dict[str, str] = {}
        for index, (pid, entry) in self.per_item("broken pool rules", _broken_pool_rules):
            pid = self.pool_key(pid, index)
            found[pid] = Engine.tr("its rule in {item} is invalid: {field} {error}").format(
                item=self.items[index].name, field=entry.error_field, error=entry.error) if entry.error_field else \
                Engine.tr("its rule in {item} is invalid: {error}").format(item=self.items[index].name,
                                                                           error=entry.error)
        return found

    @staticmethod
    def _apply_state(view: PoolView, state: dict[str, Any] | None) -> None:
        if state is None:
            return
        view.has_state = True
        view.faces = list(state.get("faces") or [])
        view.current = int(state.get("current", 0))
