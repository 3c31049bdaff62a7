"""The items' index kept with the character: each id and each name with the first item that has it, and the
entries kept when the whole items list is written. Both work at C speed (`map`, `dict(zip(...))`), so an
action on a 2,000-item sheet makes no Python step per item to find an item, to pick a free id or to
match the list it wrote with the entries parsed before (issue 28: cost that does not grow).
"""
from __future__ import annotations

from collections import Counter
from itertools import compress, count, repeat
from operator import attrgetter, is_
from typing import Any

from .item_cache import FRESH, ItemLog
from .model import ItemEntry, parse_item
from .state import common_ends, rotated

_RAW = attrgetter("raw")
_ID = attrgetter("fields.id")
_NAME = attrgetter("fields.name")


def kept_entries(before: list[ItemEntry], raws: list[Any]) -> tuple[list[ItemEntry], set[int], tuple[int, int]]:
    """The entries for a newly written items list: the dicts at the same places at the start and the end
    keep their entries, the stretch between is matched by dict (an item moved within it keeps its entry),
    the others are parsed. With the indices of those parsed anew, and how many places at the start and the
    end hold the same dicts (and so the same entries: `ItemLog.rewritten` need not look again)."""
    old = list(map(_RAW, before))
    start, end = common_ends(old, raws)
    low, high, new_high = start, len(before) - end, len(raws) - end
    if high == new_high:  # one item moved within the stretch: matched at C speed
        way = rotated(old, raws, low, high)
        if way > 0:
            return before[:low] + before[low + 1:high] + [before[low]] + before[high:], set(), (start, end)
        if way < 0:
            return before[:low] + [before[high - 1]] + before[low:high - 1] + before[high:], set(), (start, end)
    known = {id(entry.raw): entry for entry in before[start:len(before) - end]}
    middle: list[ItemEntry] = []
    fresh: set[int] = set()
    for offset, raw in enumerate(raws[start:len(raws) - end]):
        entry = known.pop(id(raw), None)
        if entry is None or entry.raw is not raw:
            entry = parse_item(raw)
            fresh.add(start + offset)
        middle.append(entry)
    return before[:start] + middle + before[len(before) - end:], fresh, (start, end)


class ItemIndex:
    """Each item id with its entry, and how many items have each name, for the items as they are (`ItemLog`
    epoch). It follows the log: an entry replaced in place (an equip, a rule edit) swaps one entry, an add
    or a delete (a stretch replaced) drops and adds those entries, a move changes nothing (ids lead to
    entries, not places); any other change makes it again at C speed. An entry's place is found when asked,
    by identity at C speed (`map(is_)`)."""

    __slots__ = ("epoch", "ids", "names")

    def __init__(self) -> None:
        self.epoch = -1
        self.ids: dict[Any, ItemEntry] = {}
        self.names: Counter[Any] = Counter()

    def current(self, items: list[ItemEntry], log: ItemLog) -> ItemIndex:
        if self.epoch != log.epoch:
            if not self._follow(log):
                self.ids = dict(zip(reversed(list(map(_ID, items))), reversed(items), strict=True))  # the first wins
                self.ids.pop(None, None)
                self.names = Counter(map(_NAME, items))
            self.epoch = log.epoch
        return self

    def _follow(self, log: ItemLog) -> bool:
        """Catch up on the log's changes since this index was made; False when it must be made again."""
        behind = log.epoch - self.epoch
        if self.epoch < 0 or self.epoch < log.since or behind > len(log.changes):
            return False
        for change in log.changes[len(log.changes) - behind:]:
            if change[0] == "at":
                for old, new in change[1].values():
                    self._drop(old)
                    self._add(new)
                continue
            _kind, before, after, fresh, _remap, runs = change
            if runs is None:
                return False
            if FRESH in runs:  # a stretch replaced: [(0, start, 0), FRESH, (end, ...)]
                for entry in before[runs[0][1]:runs[2][0]]:
                    self._drop(entry)
                for index in fresh:
                    self._add(after[index])
        return True

    def _drop(self, entry: ItemEntry) -> None:
        ident, name = entry.fields.id, entry.fields.name
        if ident is not None and self.ids.get(ident) is entry:
            del self.ids[ident]
        self.names[name] -= 1
        if self.names[name] <= 0:
            del self.names[name]

    def _add(self, entry: ItemEntry) -> None:
        ident = entry.fields.id
        if ident is not None:
            self.ids.setdefault(ident, entry)
        self.names[entry.fields.name] += 1

    def find(self, items: list[ItemEntry], name: str) -> int | None:
        """The index of the first item with this id, or failing that with this name."""
        entry = self.ids.get(name)
        if entry is not None:
            return next(compress(count(), map(is_, items, repeat(entry))))
        if name in self.names:
            return list(map(_NAME, items)).index(name)
        return None

    def taken(self, name: str) -> bool:
        """Whether an item has this id or this name."""
        return name in self.ids or name in self.names
