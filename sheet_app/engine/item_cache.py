"""What the engine derives from each item alone, kept per item: an edit to one item derives that item again.

An item's parsed entry (model.ItemEntry) is made anew whenever its document changes (an edit, a rule
edit, an undo writing it back) and kept otherwise (a move, an add or a delete elsewhere leaves it as it
was). `ItemList` keeps, per entry, the values one function gives for that item, and the list over all
items of `(item index, value)` in item order. `Character.refresh` (engine/world.py) logs each change of
the items (`ItemLog`): which indices hold new entries, or that the whole list was written (entries kept,
added, dropped or moved); a list brought up to date calls its function only for the entries it has not
seen, and re-numbers the others. Every change gives a new list object, so a cache built from one (by
identity) knows when to build again.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from operator import is_, itemgetter
from typing import Any

from .model import ItemEntry
from .state import common_ends

LOG_LENGTH = 32  # changes a list can catch up on; one left further behind is built again from the items
_FIRST = itemgetter(0)
FRESH = None  # in a change's runs: the place of the new entries


def runs_of(before: tuple[ItemEntry, ...], after: tuple[ItemEntry, ...], fresh: frozenset[int],
            ends: tuple[int, int] | None = None) -> list[tuple[int, int, int] | None] | None:
    """How `after` keeps the entries of `before`, when it is `before` with one stretch replaced by new
    entries (an add, a delete, a duplicate) or one entry moved: the kept stretches `(low, high, shift)` over
    the old indices in their new order, `FRESH` where the new entries go. None for any other change.
    Found with C-speed passes (`map(is_)`): no Python step per item. `ends`: `common_ends(before, after)`
    when known."""
    nb, na = len(before), len(after)
    p, s = ends if ends is not None else common_ends(before, after)
    low_b, high_b, high_a = p, nb - s, na - s
    runs: list[tuple[int, int, int] | None] = [(0, p, 0)]
    if len(fresh) == high_a - p and all(index in fresh for index in range(p, high_a)):
        runs += [FRESH, (high_b, nb, na - nb)]  # a stretch dropped, new entries in its place
        return runs
    k = high_b - low_b
    if fresh or k != high_a - p or k < 2:
        return None
    if before[low_b] is after[high_a - 1] and all(map(is_, before[low_b + 1:high_b], after[p:high_a - 1])):
        return runs + [(low_b + 1, high_b, -1), (low_b, low_b + 1, k - 1), (high_b, nb, 0)]  # moved later
    if before[high_b - 1] is after[p] and all(map(is_, before[low_b:high_b - 1], after[p + 1:high_a])):
        return runs + [(high_b - 1, high_b, 1 - k), (low_b, high_b - 1, 1), (high_b, nb, 0)]  # moved earlier
    return None


def shifted(flat: list[tuple[int, Any]], runs: list[tuple[int, int, int] | None],
            fresh: list[tuple[int, Any]]) -> list[tuple[int, Any]]:
    """`flat` (sorted by index) with its stretches moved as `runs` say and `fresh` put in at `FRESH`: a
    bisection per stretch and the moved values renumbered."""
    if not flat:
        return list(fresh)
    if len(runs) == 3 and runs[1] is FRESH:  # a stretch replaced: two bisections, the rest renumbered
        start, (high, _end, shift) = runs[0][1], runs[2]  # type: ignore[index, misc]
        cut = bisect_left(flat, start, key=_FIRST)
        rest = bisect_left(flat, high, lo=cut, key=_FIRST)
        tail = flat[rest:] if not shift else [(index + shift, value) for index, value in flat[rest:]]
        return flat[:cut] + fresh + tail if fresh else flat[:cut] + tail
    pieces: list[tuple[int, Any]] = []
    for run in runs:
        if run is FRESH:
            pieces += fresh
            continue
        low, high, shift = run
        if low >= high:
            continue
        a, b = bisect_left(flat, low, key=_FIRST), bisect_left(flat, high, key=_FIRST)
        if a == b:
            continue
        part = flat[a:b]
        if shift:
            part = [(index + shift, value) for index, value in part]
        pieces += part
    return pieces


def renumber(pairs: list[tuple[int, Any]], high: int, shift: int) -> list[tuple[int, Any]]:
    """`(index, value)` pairs (in any order) with each index from `high` on moved by `shift`."""
    return [(index + shift, value) if index >= high else (index, value) for index, value in pairs]


class ItemLog:
    """The changes of a character's items since it was built, each numbered (its epoch)."""

    __slots__ = ("epoch", "since", "changes")

    def __init__(self) -> None:
        self.epoch = 0
        self.since = 0  # the first epoch the log covers: a list older than it is built again
        # Per epoch: ("at", {index: (old entry, new entry)}) for entries replaced in place, or ("list", old items,
        # new items, indices of the new entries, {id(entry): index} once asked, the runs (`runs_of`) or None)
        # when the list was written.
        self.changes: list[Any] = []

    def everything(self) -> None:
        """Every item may have changed: every list is built again."""
        self.epoch += 1
        self.since = self.epoch
        self.changes = []

    def replaced(self, old: dict[int, tuple[ItemEntry, ItemEntry]]) -> None:
        """The entries at these indices were replaced (old and new entry given), the others kept in place."""
        if old:
            self._add(["at", dict(old)])

    def rewritten(self, before: list[ItemEntry], after: list[ItemEntry], fresh: set[int],
                  ends: tuple[int, int] | None = None) -> None:
        """The items list was written: `after` keeps entries of `before` (in any order) and new ones at `fresh`
        (`ends`: how many places at the start and the end hold the same entries, when known)."""
        if len(before) == len(after) and not fresh and all(map(is_, before, after)):
            return  # the same entries in the same places: nothing changed
        old, new, made = tuple(before), tuple(after), frozenset(fresh)
        self._add(["list", old, new, made, None, runs_of(old, new, made, ends)])

    def _add(self, change: list[Any]) -> None:
        self.epoch += 1
        self.changes.append(change)
        if len(self.changes) > LOG_LENGTH:
            del self.changes[0]
            self.since += 1


class ItemList:
    """`build(entry)`'s values for every item, as `(index, value)` in item (then value) order."""

    __slots__ = ("build", "epoch", "per", "flat")

    def __init__(self, build: Callable[[ItemEntry], Iterable[Any]]):
        self.build = build
        self.epoch = -1
        self.per: dict[int, tuple[ItemEntry, list[Any]]] = {}  # id(entry) -> (entry, its values)
        self.flat: list[tuple[int, Any]] = []

    def values(self, entry: ItemEntry) -> list[Any]:
        hit = self.per.get(id(entry))
        if hit is None or hit[0] is not entry:
            hit = self.per[id(entry)] = (entry, list(self.build(entry)))
        return hit[1]

    def current(self, items: list[ItemEntry], log: ItemLog) -> list[tuple[int, Any]]:
        """The list for `items` as they are now (the log says what changed since it was last asked)."""
        if self.epoch == log.epoch:
            return self.flat
        if self.epoch < log.since:
            self._build(items)
        else:
            for change in log.changes[len(log.changes) - (log.epoch - self.epoch):]:
                if change[0] == "at":
                    self._replace(change[1])
                else:
                    self._rewrite(change)
        self.epoch = log.epoch
        return self.flat

    def _build(self, items: list[ItemEntry]) -> None:
        self.per = {}  # filled as entries are asked again (`values`); a first build calls `build` only
        build = self.build
        self.flat = [(index, value) for index, entry in enumerate(items) for value in build(entry)]

    def built(self, flat: list[tuple[int, Any]], log: ItemLog) -> None:
        """Take `flat` as this list for the items as they are now (made by one pass for several lists)."""
        self.per = {}
        self.flat = flat
        self.epoch = log.epoch

    def _replace(self, replaced: dict[int, tuple[ItemEntry, ItemEntry]]) -> None:
        flat = self.flat
        for index, (before, after) in replaced.items():
            self.per.pop(id(before), None)  # `before` is held by the log: no other entry has its id
            new = self.values(after)
            low, high = bisect_left(flat, index, key=_FIRST), bisect_right(flat, index, key=_FIRST)
            if low != high or new:
                flat = flat[:low] + [(index, value) for value in new] + flat[high:]
        self.flat = flat

    def _rewrite(self, change: list[Any]) -> None:
        _kind, before, after, fresh, remap, runs = change
        if runs is not None:  # one stretch replaced or one item moved: renumbered by stretches
            made = [(index, value) for index in sorted(fresh) for value in self.values(after[index])]
            self.flat = shifted(self.flat, runs, made)
            self._trim(after)
            return
        if remap is None:  # per index before: its index after (-1: gone), and whether the order holds
            where = {id(entry): index for index, entry in enumerate(after)}
            places = [where.get(id(entry), -1) for entry in before]
            places = [at if at >= 0 and after[at] is entry else -1 for at, entry in zip(places, before, strict=True)]
            kept = [at for at in places if at >= 0]
            remap = change[4] = (places, all(a < b for a, b in zip(kept, kept[1:], strict=False)))
        places, ordered = remap
        flat = [(places[index], value) for index, value in self.flat if places[index] >= 0]
        for index in sorted(fresh):
            flat.extend((index, value) for value in self.values(after[index]))
        if fresh or not ordered:
            flat.sort(key=_FIRST)  # stable: one item's values keep their order
        self._trim(after)
        self.flat = flat

    def _trim(self, after: tuple[ItemEntry, ...]) -> None:
        if len(self.per) > 2 * len(after) + 64:
            self.per = {id(entry): self.per[id(entry)] for entry in after if id(entry) in self.per}

class ItemGroups:
    """`build(entry)`'s `(group, value)` pairs for every item, as `{group: [(index, value), ...]}` in item
    (then value) order; a group's list is a new object when it changed, the same one otherwise. Each group's
    list catches up on the log itself: an entry replaced touches only the groups it or its old values were
    in, an add, delete or move renumbers each group's list by stretches (`shifted`).

    `renumbered`: per group whose list the last catch-up (of one change, an add or a delete elsewhere) only
    renumbered, `(the list before, high, shift)`: the same values in the same order, each index from `high`
    on moved by `shift` (`renumber`), so what a reader derived from the list before can be renumbered alike."""

    __slots__ = ("list", "groups", "renumbered")

    def __init__(self, build: Callable[[ItemEntry], Iterable[tuple[Any, Any]]]):
        self.list = ItemList(build)  # its `values` per entry (its flat list is not kept)
        self.groups: dict[Any, list[tuple[int, Any]]] = {}
        self.renumbered: dict[Any, tuple[list[tuple[int, Any]], int, int]] = {}

    def current(self, items: list[ItemEntry], log: ItemLog) -> dict[Any, list[tuple[int, Any]]]:
        found = self.list
        if found.epoch == log.epoch:
            return self.groups
        self.renumbered = {}
        if found.epoch < log.since:
            self._build(items)
        else:
            changes = log.changes[len(log.changes) - (log.epoch - found.epoch):]
            for change in changes:
                if change[0] == "at":
                    self._replace(change[1])
                elif change[5] is not None:
                    self._shift(change, len(changes) == 1)
                else:
                    self._build(list(change[2]))
        found.epoch = log.epoch
        return self.groups

    def _build(self, items: list[ItemEntry]) -> None:
        grouped: dict[Any, list[tuple[int, Any]]] = {}
        values = self.list.values
        for index, entry in enumerate(items):
            for group, value in values(entry):
                listed = grouped.get(group)
                if listed is None:
                    listed = grouped[group] = []
                listed.append((index, value))
        old = self.groups
        for group, listed in grouped.items():  # an unchanged group keeps its list
            kept = old.get(group)
            if kept is not None and len(kept) == len(listed) and all(
                    a[0] == b[0] and a[1] is b[1] for a, b in zip(kept, listed, strict=True)):
                grouped[group] = kept
        self.list.per = {id(entry): self.list.per[id(entry)] for entry in items if id(entry) in self.list.per}
        self.groups = grouped

    def _replace(self, replaced: dict[int, tuple[ItemEntry, ItemEntry]]) -> None:
        groups = dict(self.groups)
        for index, (before, after) in replaced.items():
            self.list.per.pop(id(before), None)
            new: dict[Any, list[tuple[int, Any]]] = {}
            for group, value in self.list.values(after):
                new.setdefault(group, []).append((index, value))
            for group in set(groups) | set(new):
                listed = groups.get(group, [])
                low, high = bisect_left(listed, index, key=_FIRST), bisect_right(listed, index, key=_FIRST)
                mine = new.get(group, [])
                if low == high and not mine:
                    continue
                if len(mine) == high - low and all(a[1] is b[1] for a, b in zip(mine, listed[low:high], strict=True)):
                    continue  # the same values
                listed = listed[:low] + mine + listed[high:]
                if listed:
                    groups[group] = listed
                else:
                    del groups[group]
        self.groups = groups

    def _shift(self, change: list[Any], note: bool = False) -> None:
        _kind, _before, after, fresh, _remap, runs = change
        stretch = note and len(runs) == 3 and runs[1] is FRESH  # an add or a delete: `renumbered` noted
        made: dict[Any, list[tuple[int, Any]]] = {}
        for index in sorted(fresh):
            for group, value in self.list.values(after[index]):
                made.setdefault(group, []).append((index, value))
        groups: dict[Any, list[tuple[int, Any]]] = {}
        for group in [*self.groups, *(group for group in made if group not in self.groups)]:
            listed = self.groups.get(group, [])
            mine = made.get(group, [])
            if not mine and listed and listed[-1][0] < runs[0][1]:
                groups[group] = listed  # all before the first place that changed
                continue
            moved = shifted(listed, runs, mine)
            if not mine and len(moved) == len(listed) and all(map(is_, moved, listed)):
                moved = listed  # nothing in it moved: the same list
            elif stretch and not mine and len(moved) == len(listed):  # none dropped, none new: renumbered
                self.renumbered[group] = (listed, runs[2][0], runs[2][2])
            if moved:
                groups[group] = moved
        self.list._trim(after)
        self.groups = groups
