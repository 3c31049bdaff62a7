"""The character as the engine sees it: header values, tags, references and resolved pools.

Everything here is derived from the document and recomputed after each commit; nothing here
changes the document (actions do, through a Transaction). The pools resolve in engine/pools.py
(`CharacterPools`, which Character takes as its base); the tags they give are built here.
"""
from __future__ import annotations

import json
import operator
import re
from collections.abc import Callable, Iterator
from typing import Any

from ..i18n import Engine
from . import conditions, hit_dice, numbers, predicates, proficiencies, spell_fields
from .item_cache import ItemGroups, ItemList, ItemLog
from .item_index import ItemIndex, kept_entries
from .model import DIE_SIZES, RULE_CLASSES, STATS, ConditionImmunity, GrantProficiency, ItemEntry, RuleEntry, parse_item
from .pools import CharacterPools, pool_tag_name
from .pools import PoolView as PoolView  # what Character.pools() hands out, imported from here by many
from .predicates import PredicateError, TagSet, slug
from .state import read

DEFAULT_INITIATIVE = "1d20 + @dexterity"
_ABSENT = object()
_RAW = operator.attrgetter("raw")
_FIRST = operator.itemgetter(0)
_SECOND = operator.itemgetter(1)


def _by_priority(pair: tuple[int, RuleEntry]) -> tuple[float, int, int]:
    return pair[1].model.priority if pair[1].model else 1, pair[0], pair[1].index


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
_OWN_KEYS = frozenset({"type", "identifier", "objectType", "property", "school", "tier"})

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


def _item_rules(entry: ItemEntry) -> list[RuleEntry]:
    return entry.rules


def _item_base_tags(entry: ItemEntry) -> list[str]:
    """The character tags one item gives: its class, subclass, ancestry or background; "armor" or "shield"
    for equipped armor or a shield (Character._base_tags turns those into armor:equipped, self:shield)."""
    fields = entry.fields
    if fields.type in ("class", "subclass", "ancestry", "background"):
        return [f"{fields.type}:{slug(fields.name)}"]
    if fields.type == "object" and fields.equipped and fields.objectType == "shield":
        return ["shield"]
    if fields.type == "object" and fields.equipped and fields.objectType == "armor" and \
            any(rule.type == "armorClass" for rule in entry.rules):
        return ["armor"]  # character.md §15.2: equipped armor that carries an Armor Class rule
    return []


class Character(CharacterPools):
    """Derived, read-only views over a character document (its pools: pools.CharacterPools)."""

    def __init__(self, doc: dict[str, Any], items: list[ItemEntry]):
        self.doc = doc
        self.items = items
        self._tags: TagSet | None = None
        self._last_tags: tuple[TagSet | None, TagSet | None] = (None, None)  # the last tags() built (see there)
        self._item_tags: dict[int, tuple[ItemEntry, TagSet]] = {}  # per item entry (by id): its own tags
        self._refs: dict[str, int] | None = None
        self._numbers: dict[str, int] | None = None  # the derived numbers (engine/numbers.py)
        # The last derivation of them and the document keys written since (None: derive them all again)
        self._derivation: numbers.Derivation | None = None
        self._moved: set[str] | None = None
        self._numbers_states: frozenset[str] = frozenset()  # the SPEED_STATES held when they were derived
        self._proficiencies: dict[str, list[str]] | None = None  # engine/proficiencies.py, until a refresh
        self._mana_max: tuple[int | None] | None = None  # a class's derived own mana max (engine/spells.py)
        self._last_pass: TagSet | None = None  # the last tags their rules' conditions saw (pass_tags)
        # Per item (engine/item_cache.py): what each item alone gives, and the lists over the items of it.
        self._log = ItemLog()
        self._lists: dict[Any, ItemList] = {}
        # Per index written into in place: the entry parsed then, and the value each written path held
        self._parsed_from: dict[int, tuple[ItemEntry, dict[tuple[Any, ...], Any]]] = {}
        self._groups: dict[Any, ItemGroups] = {}
        self._typed: dict[int, tuple[ItemEntry, dict[type, list[RuleEntry]]]] = {}  # per entry: valid rules by class
        self._merged: dict[tuple[type, ...], tuple[tuple[int, ...], list[tuple[int, RuleEntry]]]] = {}
        self._layered: tuple[Any, dict[int, tuple[ItemEntry, ItemTags]]] = (None, {})  # per tag set, per item entry
        self._states: list[str] | None = None
        # The tags' parts (`_tag_parts`), each with what it was built from, and the last parts and pools' "full"
        # tags `tags()` was built of
        self._item_base: tuple[Any, tuple[str, ...]] = (None, ())  # the tags the items give (class, armor, shield)
        self._head: tuple[Any, tuple[str, ...]] = (None, ())
        self._stat_tags: dict[tuple[int, ...], tuple[str, ...]] = {}
        self._states_part: tuple[Any, tuple[str, ...]] = (None, ())
        self._proficiency_tags: tuple[Any, tuple[str, ...]] = (None, ())
        self._last_parts: tuple[tuple[str, ...], ...] = ()
        self._last_full: frozenset[str] = frozenset()
        self._pool_tag_names: dict[str, tuple[str, str, str, str]] = {}  # per pool key: its tags' words
        # Per pool key: the tags its saved count gives, and all of them; built again only for the pools a
        # refresh names (`_pools_moved`; None: every pool)
        self._pool_parts: dict[str, tuple[str, ...]] = {}
        self._pool_flat: tuple[str, ...] = ()
        self._pools_moved: set[str] | None = None
        self._derived: dict[str, Any] = {}
        self._index = ItemIndex()  # the items by id and by name (engine/item_index.py)
        # The item library Grant Item and Grant Spells copy from (character.md §15.5): the session's.
        self.library: list[dict[str, Any]] = []
        self._priority: dict[tuple[int, ...], tuple[list[RuleEntry], list[int]]] = {}  # by_priority's orders
        self._init_pools()

    # ---- refresh ---------------------------------------------------------------------------
    def refresh(self, paths: list[tuple[Any, ...]] | None = None, *, parsed: bool = False) -> None:
        """Recompute derived views after the document changed at `paths` (None: everything; with
        `parsed`, everything but the items, which were just parsed from this document's own). What is
        derived per item (`per_item`) is derived again only for the items whose entries are new."""
        if paths is not None and not paths:
            return  # nothing changed: every view still holds
        self._pool_tags_moved(paths)
        epoch = self._log.epoch
        if paths is None:
            if not parsed:
                self.items = [parse_item(raw) for raw in self.doc.get("items", [])]
            self._log.everything()
            self._item_tags.clear()
            self._typed.clear()
            self._parsed_from.clear()
        else:
            inside: dict[int, list[tuple[Any, ...]]] = {}
            for path in paths:
                if path and path[0] == "items":
                    if len(path) == 1:
                        self._items_again(paths)
                        inside = {}
                        self._parsed_from.clear()
                        break
                    inside.setdefault(path[1], []).append(path)
            self._parse_written(inside)
        items_changed = paths is None or any(path and path[0] == "items" for path in paths)
        keep_numbers = not items_changed and self._numbers_hold(paths)
        if self._log.epoch != epoch:
            self._states = None
            self._pool_items_changed()
            self._derived = {}
            if len(self._item_tags) > 2 * len(self.items) + 64:
                self._item_tags.clear()
                self._typed.clear()
        self._tags = None
        self._pools = None
        self._refs = None
        if not keep_numbers:
            self._numbers_moved(paths if not items_changed else None)
        self._proficiencies_moved(paths, items_changed)
        self._mana_max = None

    def _pool_tags_moved(self, paths: list[tuple[Any, ...]] | None) -> None:
        """The pools whose count tags are built again (`_pool_count_tags`): those the paths write into."""
        moved = self._pools_moved
        for path in paths if paths is not None else [()]:
            if moved is None:
                return
            if not path or (path[0] == "pools" and len(path) == 1):
                moved = self._pools_moved = None
            elif path[0] == "pools":
                moved.add(path[1])

    def _numbers_moved(self, paths: list[tuple[Any, ...]] | None) -> None:
        """The numbers derived again at the next ask, from the last derivation and the keys written since
        (`paths`; None, as after an item change: all of them from nothing)."""
        self._numbers = None
        if paths is None or not all(paths):  # an item changed, or the whole document was written
            self._derivation = self._moved = None
        elif self._derivation is not None and self._moved is not None:
            self._moved.update(self._keys_moved(paths))

    def _numbers_hold(self, paths: list[tuple[Any, ...]] | None) -> bool:
        """Whether the derived numbers still hold after a change to these paths (none of the items): it names
        no document key they follow from (engine/numbers.py `reads_all`)."""
        return self._numbers is not None and paths is not None and \
            numbers.reads_all(self).isdisjoint(self._keys_moved(paths))

    def _keys_moved(self, paths: list[tuple[Any, ...]]) -> set[str]:
        """The document keys these paths write, for the numbers: the states only when the states the numbers
        read (`numbers.states_read`) are not those held when they were last derived (a state turned on that
        no number reads moves none)."""
        keys = {path[0] for path in paths if path}
        if "states" in keys and self._derivation is not None:
            names = numbers.states_read(self)
            if names is not None and names.intersection(self.doc.get("states") or ()) == self._numbers_states:
                keys.discard("states")
        return keys

    def _parse_written(self, inside: dict[int, list[tuple[Any, ...]]]) -> None:
        """Parse again the items written into (by index, the paths into each), but not one whose every
        written place holds the very value it held when its entry was last parsed so (an action's later
        refreshes name its writes again)."""
        replaced = {}
        raws = self.doc["items"] if inside else []
        for index, written in inside.items():
            raw = raws[index]
            leaves = {path: read(self.doc, path, _ABSENT) for path in written}
            last = self._parsed_from.get(index)
            entry = self.items[index]
            if last is not None and last[0] is entry and entry.raw is raw and all(
                    path in last[1] and last[1][path] is leaf for path, leaf in leaves.items()):
                continue
            self.items[index] = parse_item(raw)
            self._parsed_from[index] = (self.items[index], leaves)
            replaced[index] = (entry, self.items[index])
        self._log.replaced(replaced)

    def _items_again(self, paths: list[tuple[Any, ...]]) -> None:
        """The items parsed after their whole list was written: an item whose dict is the one an entry was
        parsed from keeps that entry, unless a path also writes inside an item (in place)."""
        raws = self.doc.get("items", [])
        before = self.items
        if any(path[:1] == ("items",) and len(path) > 2 for path in paths):
            self.items = [parse_item(raw) for raw in raws]
            self._log.everything()
            return
        if len(raws) == len(before) and all(map(operator.is_, map(_RAW, before), raws)):
            return  # the very dicts in the same places (an action's later refreshes)
        self.items, fresh, ends = kept_entries(before, raws)
        self._log.rewritten(before, self.items, fresh, ends)

    # ---- per item ----------------------------------------------------------------------------
    def per_item(self, name: Any, build: Callable[[ItemEntry], Any]) -> list[tuple[int, Any]]:
        """`(item index, value)` for every value `build(item entry)` gives, in item order. `build` is called
        once per entry: an item edited (or written back by undo) gets a new entry and only it is asked
        again; moved, added or deleted items renumber the rest. `name` says what `build` gives (the first
        `build` given under a name is the one used). A list that changed is a new list object."""
        found = self._lists.get(name)
        if found is None:
            found = self._lists[name] = ItemList(build)
        return found.current(self.items, self._log)

    def per_item_groups(self, name: Any, build: Callable[[ItemEntry], Any]) -> dict[Any, list[tuple[int, Any]]]:
        """`per_item` for a `build` that gives `(group, value)` pairs: `{group: [(item index, value), ...]}`,
        each group's list in item order and a new list object only when that group changed."""
        found = self._groups.get(name)
        if found is None:
            found = self._groups[name] = ItemGroups(build)
        return found.current(self.items, self._log)

    def groups_renumbered(self, name: Any) -> dict[Any, tuple[list[tuple[int, Any]], int, int]]:
        """Of a `per_item_groups` list (asked before): the groups its last catch-up only renumbered, each with
        its list before and how (item_cache.ItemGroups.renumbered)."""
        found = self._groups.get(name)
        return found.renumbered if found is not None else {}

    def items_epoch(self) -> int:
        """A number that changes whenever any item's entry does (what `per_item` lists follow)."""
        return self._log.epoch

    def _typed_rules(self, entry: ItemEntry) -> dict[type, list[RuleEntry]]:
        hit = self._typed.get(id(entry))
        if hit is None or hit[0] is not entry:
            by_type: dict[type, list[RuleEntry]] = {}
            for rule in entry.rules:
                if rule.model is not None:
                    by_type.setdefault(type(rule.model), []).append(rule)
            hit = self._typed[id(entry)] = (entry, by_type)
        return hit[1]

    # ---- header -----------------------------------------------------------------------------
    def get(self, *path: Any, default: Any = None) -> Any:
        return read(self.doc, path, default)

    @property
    def name(self) -> str:
        return str(self.doc.get("name", ""))

    @property
    def level(self) -> int:
        return int(self.doc.get("level", 1))

    def base_stat(self, name: str) -> int:
        """A stat as the document holds it (before Stat Bonus rules)."""
        return int(read(self.doc, ("stats", name), 0))

    def stat(self, name: str) -> int:
        """A stat's effective value: the document's plus the Stat Bonus rules (character.md §10.1 step 1)."""
        if not numbers.has_rules(self, "stats"):
            return self.base_stat(name)
        return self.numbers()[name]

    def track(self, name: str, *, base: bool = False) -> tuple[int, int]:
        """(current, max); the HP's and the wounds' max are the derived ones (engine/numbers.py), with `base`
        the document's."""
        defaults = {"hp": (10, 10), "wounds": (0, 6), "mana": (0, 0), "combatMana": (0, 0)}[name]
        value = self.doc.get(name) or {}
        current = int(value.get("current", defaults[0]))
        if not base and name in ("hp", "wounds"):
            return current, self.numbers()[f"{name}Max"]
        if not base and name == "mana":
            derived = self.own_mana_max()
            if derived is not None:
                return current, derived
        return current, int(value.get("max", defaults[1]))

    def own_mana_max(self) -> int | None:
        """The own mana max a class's `mana.formula` derives (character.md §14.1), None when it derives none;
        its formula sees the derived numbers' final values."""
        if self._mana_max is None:
            self._mana_max = (spell_fields.own_mana_max(self, {**self._base_refs(), **self.numbers()}),)
        return self._mana_max[0]

    def numbers(self) -> dict[str, int]:
        """The sheet's derived numbers by reference name (engine/numbers.py), until the next refresh."""
        if self._numbers is None:
            self._derivation = numbers.derive(self, self._base_refs(), self._derivation, self._moved)
            self._numbers, self._moved = self._derivation.values, set()
            self._numbers_states = numbers.SPEED_STATES.intersection(self.doc.get("states") or ())
        return self._numbers

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
        """Hit dice by the size they show as (current, max), smallest die first, as the Hit Dice and
        Increment Hit Dice rules make them (engine/hit_dice.py); the class default when none are saved."""
        return hit_dice.shown_hit_dice(self)

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

    def mana_total(self, base: bool = False) -> tuple[int, int]:
        """Own mana plus the combat-mana layer (with `base`, the stored own max, not a class's derived one)."""
        cur, mx = self.track("mana", base=base)
        lcur, lmx = self.track("combatMana")
        return cur + lcur, mx + lmx

    def refs(self) -> dict[str, int]:
        """The values `@name` references resolve to (the derived numbers' final values)."""
        if self._refs is None:
            self._refs = {**self._base_refs(), **self.numbers()}
            self._refs["mana"], self._refs["manaMax"] = self.mana_total()
        return self._refs

    def _base_refs(self) -> dict[str, int]:
        stats = {name: self.base_stat(name) for name in STATS}
        keys = [stats[k] for k in self.doc.get("keyStats", []) if k in stats]
        hp, hp_max = self.track("hp", base=True)
        wounds, wounds_max = self.track("wounds", base=True)
        mana, mana_max = self.mana_total(base=True)  # a class's derived max is in refs()
        return {**stats, "key": max(keys) if keys else 0, "level": self.level, "hp": hp, "hpMax": hp_max,
                "wounds": wounds, "woundsMax": wounds_max, "mana": mana, "manaMax": mana_max}

    # ---- items ------------------------------------------------------------------------------
    def find_item(self, name: str) -> int | None:
        """Index of the item with this id, or failing that this name (the item index: no pass over the items)."""
        return self._index.current(self.items, self._log).find(self.items, name)

    def item_taken(self, name: str) -> bool:
        """Whether an item has this id or this name."""
        return self._index.current(self.items, self._log).taken(name)

    def item_with_id(self, ident: str) -> ItemEntry | None:
        """The item entry with this id, or None (the item index)."""
        return self._index.current(self.items, self._log).ids.get(ident)

    def item_id_used(self, ident: str) -> bool:
        """Whether an item has this id."""
        return ident in self._index.current(self.items, self._log).ids

    def item_tags(self, index: int) -> TagSet:
        entry = self.items[index]
        hit = self._item_tags.get(id(entry))
        if hit is None or hit[0] is not entry:
            item = entry.fields
            own = [f"type:{item.type}", f"identifier:{slug(item.name)}"]
            if item.type == "object":
                if item.objectType:
                    own.append(f"objectType:{item.objectType}")
                own.extend(f"property:{p}" for p in item.properties)
            elif item.type == "spell":
                own.extend(spell_fields.spell_tags(entry))
            hit = self._item_tags[id(entry)] = (entry, TagSet(own))
        return hit[1]

    def tags_for(self, index: int, base: TagSet | None = None) -> ItemTags:
        base = base if base is not None else self.tags()
        if self._layered[0] is not base:
            self._layered = (base, {})
        entry = self.items[index]
        hit = self._layered[1].get(id(entry))
        if hit is None or hit[0] is not entry:
            hit = self._layered[1][id(entry)] = (entry, ItemTags(base, self.item_tags(index)))
        return hit[1]

    def rule_active(self, index: int, entry: RuleEntry, base: TagSet | None = None) -> tuple[bool, str]:
        """Whether a rule is active, and if not, why (in words)."""
        if entry.model is None:
            return False, entry.error or Engine.tr("the rule is invalid")
        if entry.model.disabled:
            return False, Engine.tr("the rule is disabled")
        item = self.items[index]
        if not item.usable:
            return False, Engine.tr("{item} is not equipped").format(item=item.name)
        return self.predicate_holds(entry.model.predicate, index, base)

    def predicate_holds(self, pred: Any, index: int, base: TagSet | None = None) -> tuple[bool, str]:
        if not pred:
            return True, ""
        try:
            if predicates.evaluate(pred, self.tags_for(index, base)):
                return True, ""
            return False, Engine.tr("its condition ({condition}) does not hold").format(
                condition=predicates.describe(pred))
        except PredicateError as err:
            return False, Engine.tr("its condition is invalid: {error}").format(error=err)

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

    def rule_on_in(self, index: int, entry: RuleEntry, tags: TagSet | None) -> bool:
        """`rule_on` against tags of their own (the numbers' pass, engine/numbers.py), leaving the layered
        tags the pools are resolved with as they are."""
        model = entry.model
        if model is None or model.disabled or not self.items[index].usable:
            return False
        if not model.predicate or tags is None:
            return not model.predicate
        try:
            return predicates.evaluate(model.predicate, ItemTags(tags, self.item_tags(index)))
        except PredicateError:
            return False

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
        """Every rule, valid or not, as (item index, entry) in item then rule order (kept per item)."""
        return iter(self.per_item("rules", _item_rules))

    def rules_of(self, *kinds: type) -> list[tuple[int, RuleEntry]]:
        """Valid rules of these model classes, in item then rule order (kept per item: see `per_item`)."""
        if len(kinds) == 1:
            kind = kinds[0]
            if ("rules of", kind) not in self._lists:
                self._rules_of_all(kind)
            return self.per_item(("rules of", kind), self._rules_of_one(kind))
        lists = [self.rules_of(kind) for kind in kinds]
        ids = tuple(id(listed) for listed in lists)
        merged = self._merged.get(kinds)
        if merged is None or merged[0] != ids:
            merged = self._merged[kinds] = (ids, sorted((pair for listed in lists for pair in listed),
                                                        key=lambda p: (p[0], p[1].index)))
        return merged[1]

    def _rules_of_all(self, kind: type) -> None:
        """The `rules_of` lists of every class not listed yet (and of `kind`), made in one pass over the items:
        every declared rule class's, those no item holds too (or each one asked would be a pass of its own)."""
        found: dict[type, list[tuple[int, RuleEntry]]] = {cls: [] for cls in (kind, *RULE_CLASSES.values())}
        for index, item in enumerate(self.items):
            for entry in item.rules:
                if entry.model is not None:
                    listed = found.get(type(entry.model))
                    if listed is None:
                        listed = found[type(entry.model)] = []
                    listed.append((index, entry))
        for cls, flat in found.items():
            if ("rules of", cls) not in self._lists:
                self._lists[("rules of", cls)] = made = ItemList(self._rules_of_one(cls))
                made.built(flat, self._log)

    def _rules_of_one(self, kind: type) -> Callable[[ItemEntry], Any]:
        return lambda entry: self._typed_rules(entry).get(kind, ())

    def cached(self, name: str, build: Callable[[Character], Any]) -> Any:
        """`build(self)`, kept until the items change: what other modules derive from the rules alone."""
        if name not in self._derived:
            self._derived[name] = build(self)
        return self._derived[name]

    def rules_by(self, kind: type, attribute: str) -> dict[Any, list[tuple[int, RuleEntry]]]:
        """Valid rules of one model class grouped by one of their fields (e.g. Modify Toggle rules by
        the toggle they name), in item then rule order; kept per item (`per_item_groups`): a group's list is
        the same object while its rules are the same entries in the same places."""
        return self.per_item_groups(("rules by", kind, attribute), self._rules_by_one(kind, attribute))

    def _rules_by_one(self, kind: type, attribute: str) -> Callable[[ItemEntry], Any]:
        return lambda entry: [(getattr(rule.model, attribute), rule) for rule in self._typed_rules(entry).get(kind, ())]

    def by_priority(self, found: list[tuple[int, RuleEntry]]) -> list[tuple[int, RuleEntry]]:
        """Rules by priority ascending, ties by item order then rule order. A list in item order whose
        entries are those of one sorted before, in the same order, is put in the order found then (the
        same entries in the same item order sort the same): an add, delete or move elsewhere on the sheet
        renumbers a list without sorting it again."""
        if len(found) < 8:
            return sorted(found, key=_by_priority)
        places = list(map(_FIRST, found))
        if places != sorted(places):
            return sorted(found, key=_by_priority)
        entries = list(map(_SECOND, found))
        key = tuple(map(id, entries))
        hit = self._priority.get(key)  # (the entries, held so that no other object has their ids; the order)
        if hit is None:
            if len(self._priority) > 256:
                self._priority.clear()
            order = sorted(range(len(found)), key=lambda at: _by_priority(found[at]))
            hit = self._priority[key] = (entries, order)
        return list(map(found.__getitem__, hit[1]))

    # ---- tags -------------------------------------------------------------------------------
    def tags(self) -> TagSet:
        """The character's tags as of the last commit."""
        if self._tags is None:
            # Patched from the last refresh's tags by the parts that changed (`_tag_parts`): a state turned on
            # changes the states' part, a die set one pool's count.
            parts = (*self._tag_parts(None), self._proficiency_part())
            last_first, last = self._last_tags
            first, came, gone = self._first_tags(parts)
            pools = self._resolve_pools(first)
            self._pools = pools
            full, last_full = _full_tags(pools), self._last_full
            if last is None:
                self._tags = first.extended(full)
            elif came is None or gone is None:
                self._tags = last.updated(first.as_frozenset() | full)
            elif first is last_first and full == last_full:
                self._tags = last
            else:  # what the first tags gained or lost, and the pools' "full" tags that came or went
                went = (gone | (last_full - full)) - first.as_frozenset() - full
                self._tags = last.changed(came | (full - last_full), went)
            self._last_tags = (first, self._tags)
            self._last_full = full
        return self._tags

    def _first_tags(self, parts: tuple[tuple[str, ...], ...]) -> tuple[TagSet, set[str] | None, set[str] | None]:
        """The tags of these parts, and those that came and went since the last ones (None, None: built anew):
        the last ones when no part changed, else those patched by the parts that changed (a tag one part lost
        stays while another part gives it)."""
        last, last_parts = self._last_tags[0], self._last_parts
        self._last_parts = parts
        if last is None or len(last_parts) != len(parts):
            return TagSet(tag for part in parts for tag in part), None, None
        moved = [at for at, (old, new) in enumerate(zip(last_parts, parts, strict=True))
                 if old is not new and old != new]
        if not moved:
            return last, set(), set()
        came = {tag for at in moved for tag in parts[at]}
        gone = {tag for at in moved for tag in last_parts[at]} - came
        if gone:
            kept = [part for at, part in enumerate(parts) if at not in moved]
            gone = {tag for tag in gone if not any(tag in part for part in kept)}
        came = {tag for tag in came if tag not in last}
        return last.changed(came, gone), came, gone

    def proficiencies(self) -> dict[str, list[str]]:
        """Armor, weapon and language proficiencies (engine/proficiencies.py), until a refresh that can move
        them (`_proficiencies_moved`)."""
        if self._proficiencies is None:
            self._proficiencies = proficiencies.proficiencies(self)
        return self._proficiencies

    def _proficiencies_moved(self, paths: list[tuple[Any, ...]] | None, items_changed: bool) -> None:
        """The proficiencies asked again after a write to the document's own, an item change, or any write when
        a Grant Proficiency rule has a condition (it sees the other tags)."""
        if items_changed or paths is None or any(not path or path[0] == "proficiencies" for path in paths) or \
                self.cached("grants read tags", _grants_read_tags):
            self._proficiencies = None

    def _proficiency_part(self) -> tuple[str, ...]:
        found = self.proficiencies()
        if self._proficiency_tags[0] is not found:
            self._proficiency_tags = (found, tuple(proficiencies.proficiency_tags(found)))
        return self._proficiency_tags[1]

    def tags_without_proficiencies(self) -> TagSet:
        """The tags a Grant Proficiency rule's condition sees: all but the proficiency tags and the pools'
        "full" tags."""
        return TagSet(self._base_tags())

    def pass_tags(self, stats: dict[str, int], near: TagSet | None = None, *, pools: bool = True) -> TagSet:
        """The tags a rule's condition sees while the numbers are derived (engine/numbers.py): of these stats
        (the base ones for Stat Bonus rules, character.md §10.1), the document's max HP, no pools' "full".
        Built from `near` (the same tags but the stats') or from the last ones built, which differ by little;
        without the pools' counts when no condition there reads them (`pools`)."""
        found = self._base_tags(stats, pools=pools)  # no proficiency tags: grants see these numbers
        last = near if near is not None else self._last_pass
        tags = last.updated(found) if last is not None else TagSet(found)
        if near is None:
            self._last_pass = tags
        return tags

    def _base_tags(self, stats: dict[str, int] | None = None, *, pools: bool = True) -> list[str]:
        return [tag for part in self._tag_parts(stats, pools=pools) for tag in part]

    def _tag_parts(self, stats: dict[str, int] | None, *, pools: bool = True) -> tuple[tuple[str, ...], ...]:
        """The character's own tags (no proficiencies, no pools' "full"), in parts each kept while what it is
        built from is the same: the level and size, the stats (these, else the effective ones), what the items
        give, the states with what they imply, the HP's (of the document's max HP with `stats`), the pools'
        counts. An unchanged part is the same tuple (what `_first_tags` patches by)."""
        head = self._head_part()
        found = [head, self._stat_part(stats), self._item_part()]
        found.append(self._state_part(found))
        found.append(self._hp_part(base=stats is not None))
        if pools:
            found.append(self._pool_count_tags())
        return tuple(found)

    def _head_part(self) -> tuple[str, ...]:
        key = (self.doc.get("level", 1), self.doc.get("size", "medium"))
        if self._head[0] != key:
            self._head = (key, (f"level:{self.level}", f"size:{key[1]}"))
        return self._head[1]

    def _stat_part(self, stats: dict[str, int] | None) -> tuple[str, ...]:
        if stats is None:  # the effective stats: the numbers' (the base ones when no Stat Bonus rule is there)
            stats = self.numbers()
        values = tuple(stats[name] for name in STATS)
        found = self._stat_tags.get(values)
        if found is None:
            if len(self._stat_tags) > 16:
                self._stat_tags.clear()
            found = tuple(f"{name}:{value}" for name, value in zip(STATS, values, strict=True))
            self._stat_tags[values] = found
        return found

    def _item_part(self) -> tuple[str, ...]:
        given = self.per_item("item tags", _item_base_tags)  # what the items say, kept per item
        if self._item_base[0] is not given:
            found = [tag for _index, tag in given if tag not in ("armor", "shield")]
            found.append("armor:equipped" if any(tag == "armor" for _index, tag in given) else "armor:unarmored")
            found.append("self:shield" if any(tag == "shield" for _index, tag in given) else "self:noShield")
            self._item_base = (given, tuple(found))
        return self._item_base[1]

    def _state_part(self, before: list[tuple[str, ...]]) -> tuple[str, ...]:
        """`self:` each state, `self:wounded`, the implied conditions (§12.1); built again when the states or
        whether wounded changed, or every time while a Condition Immunity rule's condition sees the tags
        before these (`before`)."""
        states = tuple(self.doc.get("states", ()))
        key = (states, self.track("wounds", base=True)[0] > 0)
        immunities = bool(self.rules_of(ConditionImmunity))
        if immunities or self._states_part[0] != key:
            held = set(states)
            tags = [f"self:{state}" for state in held]
            tags.extend(conditions.derived_tags(self, held, [tag for part in before for tag in part] + tags))
            self._states_part = (None if immunities else key, tuple(tags))
        return self._states_part[1]

    def _hp_part(self, *, base: bool) -> tuple[str, ...]:
        hp, hp_max = self.track("hp", base=base)
        bloodied = 0 < hp <= hp_max / 2 and "dying" not in (self.doc.get("states") or ())  # not while dying (§12.1)
        return _HP_TAGS[bloodied, hp >= hp_max > 0]  # character.md §19.17: full needs max HP above 0

    def _pool_count_tags(self) -> tuple[str, ...]:
        """The tags of the pools' saved counts (`self:xDicePool:2`, `self:noXCharges` …), kept per pool and built
        again only for the pools written since (`_pools_moved`)."""
        moved, parts = self._pools_moved, self._pool_parts
        if moved is not None and not moved:
            return self._pool_flat
        saved = self.doc.get("pools") or {}
        if moved is None:
            parts.clear()
        for pid in saved if moved is None else moved:
            state = saved.get(pid)
            if state is None or "@" in pid:  # a later instance of an item pool: tags describe the first (§2)
                parts.pop(pid, None)
            else:
                parts[pid] = self._pool_tags_of(pid, state)
        self._pools_moved = set()
        self._pool_flat = tuple(tag for part in parts.values() for tag in part)
        return self._pool_flat

    def _pool_tags_of(self, pid: str, state: dict[str, Any]) -> tuple[str, ...]:
        named = self._pool_tag_names.get(pid)
        if named is None:
            name = pool_tag_name(pid)
            cap = name[:1].upper() + name[1:]
            named = self._pool_tag_names[pid] = (f"self:{name}DicePool:", f"self:no{cap}Dice",
                                                 f"self:{name}ChargePool:", f"self:no{cap}Charges")
        if "faces" in state:
            count = len(state.get("faces") or [])
            return (f"{named[0]}{count}", named[1]) if count == 0 else (f"{named[0]}{count}",)
        current = int(state.get("current", 0))
        return (f"{named[2]}{current}", named[3]) if current == 0 else (f"{named[2]}{current}",)


def _full_tags(pools: dict[str, PoolView]) -> frozenset[str]:
    """The pools' "full" tags (`self:xChargesMax`, `self:xDiceMax`): of the first instance of an item pool, and
    never of a 0/0 pool (§2)."""
    found = []
    for view in pools.values():
        if view.pid != view.ref or not view.active or view.max <= 0:
            continue
        if view.kind == "charge" and view.current >= view.max:
            found.append(f"self:{pool_tag_name(view.pid)}ChargesMax")
        if view.kind == "dice" and len(view.faces) >= view.max:
            found.append(f"self:{pool_tag_name(view.pid)}DiceMax")
    return frozenset(found)


# The HP's tags by (bloodied, full HP).
_HP_TAGS = {(False, False): (), (True, False): ("self:bloodied",), (False, True): ("self:fullHp",),
            (True, True): ("self:bloodied", "self:fullHp")}


def _grants_read_tags(char: Character) -> bool:
    """Whether a Grant Proficiency rule has a condition (kept until the items change)."""
    return any(entry.model.predicate for _index, entry in char.rules_of(GrantProficiency))  # type: ignore[union-attr]
