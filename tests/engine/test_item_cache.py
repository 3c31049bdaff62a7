"""Per-item caches (engine/item_cache.py, Character.per_item): an item edit derives that item again, not the
sheet; moves, adds and deletes renumber what the other items gave; undo and redo likewise (issue 28 item 2)."""
from __future__ import annotations

import copy
from typing import Any

import pytest
from bench_generator import generate

from sheet_app.engine import item_cache
from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.model import ChargePool, ItemEntry
from sheet_app.engine.session import Session


def _session() -> Session:
    return Session(generate.make_character(3, items=30, rules=110, pools=10), roller=SeededRoller(3))


class Counting:
    """A per-item build that counts the entries it was asked about (each item's name and its rule count)."""

    def __init__(self) -> None:
        self.asked: list[ItemEntry] = []

    def __call__(self, entry: ItemEntry) -> list[Any]:
        self.asked.append(entry)
        return [(entry.name, len(entry.rules))]


def _expected(session: Session) -> list[tuple[int, Any]]:
    return [(index, (item.name, len(item.rules))) for index, item in enumerate(session.char.items)]


def _object(session: Session) -> int:
    return next(index for index, item in enumerate(session.char.items) if item.is_object)


@pytest.mark.parametrize("step", ["equip", "edit", "enableRule", "move", "add", "delete", "duplicate"])
def test_an_item_edit_builds_again_only_the_items_it_wrote(step: str) -> None:
    session = _session()
    build = Counting()
    assert session.char.per_item("test", build) == _expected(session)
    assert len(build.asked) == len(session.char.items)
    build.asked.clear()
    index = _object(session)
    key = session.char.items[index].key
    steps = {
        "equip": {"do": "equip", "item": key, "on": not session.char.items[index].fields.equipped},
        "edit": {"do": "editItem", "item": key, "set": {"name": "Renamed"}},
        "enableRule": {"do": "enableRule", "item": session.char.items[1].key, "rule": 0, "on": False},
        "move": {"do": "moveItem", "item": key, "to": len(session.char.items) - 1},
        "add": {"do": "addItem", "raw": {"name": "Rope", "type": "object"}, "at": 2},
        "delete": {"do": "deleteItem", "item": key},
        "duplicate": {"do": "duplicateItem", "item": key},
    }
    result = session.apply(steps[step])
    assert result.ok, result.message
    assert session.char.per_item("test", build) == _expected(session)
    written = {"move": 0, "delete": 0}.get(step, 1)
    assert len(build.asked) == written, [entry.name for entry in build.asked]
    for move in ("undo", "redo", "undo"):
        build.asked.clear()
        assert (session.undo() if move == "undo" else session.redo()).ok
        assert session.char.per_item("test", build) == _expected(session), move
        assert len(build.asked) <= 1, (move, [entry.name for entry in build.asked])


def test_a_list_left_behind_by_more_changes_than_the_log_holds_is_built_again_right() -> None:
    session = _session()
    build = Counting()
    session.char.per_item("test", build)
    index = _object(session)
    for number in range(item_cache.LOG_LENGTH + 3):
        key = session.char.items[index].key
        assert session.apply({"do": "editItem", "item": key, "set": {"name": f"Name {number}"}}).ok
        if number % 5 == 0:
            assert session.apply({"do": "moveItem", "item": session.char.items[0].key, "to": 4}).ok
    assert session.char.per_item("test", build) == _expected(session)


def test_a_list_changes_object_only_when_its_values_changed() -> None:
    """Caches built from a per-item list by identity (rules_by, the pools' definitions) see every change."""
    session = _session()
    pools = session.char.rules_of(ChargePool)
    index = next(i for i, item in enumerate(session.char.items) if not any(
        isinstance(entry.model, ChargePool) for entry in item.rules) and session.char.items[i].is_object)
    key = session.char.items[index].key
    assert session.apply({"do": "equip", "item": key, "on": not session.char.items[index].fields.equipped}).ok
    assert session.char.rules_of(ChargePool) is pools  # an item without charge pools changed: the same list
    owner = next(i for i, item in enumerate(session.char.items) if any(
        isinstance(entry.model, ChargePool) for entry in item.rules))
    assert session.apply({"do": "editItem", "item": session.char.items[owner].key, "set": {"name": "Other"}}).ok
    again = session.char.rules_of(ChargePool)
    assert again is not pools and [i for i, _ in again] == [i for i, _ in pools]
    assert all(any(entry is own for own in session.char.items[i].rules) for i, entry in again)


def test_a_damaged_history_refused_leaves_the_lists_right() -> None:
    session = _session()
    build = Counting()
    session.char.per_item("test", build)
    assert session.apply({"do": "addItem", "raw": {"name": "Rope", "type": "object"}}).ok
    record = session.undo_stack[-1]
    (path, old, new), = record.ops
    broken = copy.deepcopy(old)
    broken[2] = {"name": 3}
    session.undo_stack[-1] = type(record)(record.action, [(path, broken, new)], record.log)
    assert not session.undo().ok
    assert session.char.per_item("test", build) == _expected(session)


def _entries(count: int) -> list[ItemEntry]:
    from sheet_app.engine.model import parse_item

    return [parse_item({"id": f"i{n}", "name": f"Item {n}"}) for n in range(count)]


@pytest.mark.parametrize("change", ["add at 0", "add in the middle", "add at the end", "delete first", "delete last",
                                    "delete in the middle", "move later", "move earlier", "move to the end",
                                    "swap", "replace two"])
def test_the_runs_of_a_written_list_renumber_it_as_a_fresh_build_would(change: str) -> None:
    """`runs_of` finds one stretch replaced or one item moved (issue 28: renumbered by stretches, not item by
    item); `shifted` gives what building the list anew gives, and a change of another shape gives None."""
    before = _entries(10)
    extra = _entries(13)[10:]
    after = list(before)
    if change.startswith("add"):
        at = {"add at 0": 0, "add in the middle": 4, "add at the end": 10}[change]
        after[at:at] = extra[:2]
    elif change.startswith("delete"):
        del after[{"delete first": 0, "delete last": 9, "delete in the middle": 5}[change]]
    elif change == "move later":
        after.insert(7, after.pop(2))
    elif change == "move earlier":
        after.insert(1, after.pop(8))
    elif change == "move to the end":
        after.append(after.pop(0))
    elif change == "swap":
        after[2], after[6] = after[6], after[2]
    else:
        after[3:5] = extra
    fresh = frozenset(index for index, entry in enumerate(after) if not any(entry is old for old in before))
    runs = item_cache.runs_of(tuple(before), tuple(after), fresh)
    if change == "swap":
        assert runs is None
        return
    assert runs is not None

    def values(entry: ItemEntry) -> list[str]:
        return [entry.name, entry.name + "!"] if int(entry.fields.id[1:]) % 3 else []

    flat = [(index, value) for index, entry in enumerate(before) for value in values(entry)]
    made = [(index, value) for index in sorted(fresh) for value in values(after[index])]
    assert item_cache.shifted(flat, runs, made) == [(index, value) for index, entry in enumerate(after)
                                                     for value in values(entry)]


def test_the_item_index_follows_adds_deletes_moves_and_renames() -> None:
    """The item index (engine/item_index.py) answers `find_item` and free ids as a pass over the items would,
    after each kind of item edit and its undo."""
    session = _session()
    char = session.char

    def check() -> None:
        ids, names = [item.fields.id for item in char.items], [item.name for item in char.items]
        for item in char.items:
            for key in (item.key, item.name):
                assert char.find_item(key) == (ids.index(key) if key in ids else names.index(key))
            assert char.item_taken(item.name) and (item.fields.id is None or char.item_id_used(item.fields.id))
        assert char.find_item("no such item") is None and not char.item_taken("no such item")

    key = char.items[_object(session)].key
    for step in ({"do": "addItem", "raw": {"name": "Rope", "type": "object"}, "at": 2},
                 {"do": "addItem", "raw": {"name": "Rope", "type": "object"}},
                 {"do": "moveItem", "item": key, "to": len(char.items) - 1},
                 {"do": "moveItem", "item": key, "to": 0},
                 {"do": "editItem", "item": key, "set": {"name": "Renamed"}},
                 {"do": "duplicateItem", "item": key},
                 {"do": "deleteItem", "item": key}):
        assert session.apply(step).ok
        check()
    assert char.item_taken("rope-2") and not char.item_taken("Item that was never")
    while session.undo_stack:
        assert session.undo().ok
        check()
    assert not char.item_taken("Rope")


def _randomly_edited(randomness: Any, old: list[Any], kinds: list[str]) -> list[Any]:
    """A copy of `old` after zero to three random edits of the given kinds: add a new dict, delete, move, place
    an old dict (maybe one of the kept ends) a second time, swap two, or add ten new dicts at one place."""
    new = list(old)
    for _step in range(randomness.randint(0, 3)):
        what = randomness.choice(kinds)
        if what == "add":
            new.insert(randomness.randint(0, len(new)), {"n": "new"})
        elif what == "delete" and new:
            new.pop(randomness.randrange(len(new)))
        elif what == "move" and new:
            new.insert(randomness.randint(0, len(new) - 1), new.pop(randomness.randrange(len(new))))
        elif what == "again" and old:
            new.insert(randomness.randint(0, len(new)), randomness.choice(old))
        elif what == "swap" and len(new) > 1:
            a, b = randomness.sample(range(len(new)), 2)
            new[a], new[b] = new[b], new[a]
        elif what == "many":
            at = randomness.randint(0, len(new))
            new[at:at] = [{"n": "new"} for _ in range(10)]
    return new


def test_new_items_and_common_ends_match_a_plain_pass_over_every_shape() -> None:
    """`state.new_items` skips the common start and end and a single move (issue 28: one dict looked at by id
    for an add, a delete or a move): it gives what the plain definition gives (every place whose dict is none
    of the old list's) for random lists, a dict placed twice, one of the kept ends placed again in the middle,
    and `common_ends` never lets the end's stretch overlap the start's."""
    import random

    from sheet_app.engine.state import common_ends, new_items

    def plain(old: list[Any], new: list[Any]) -> list[int]:
        return [index for index, raw in enumerate(new) if not any(raw is mine for mine in old)]

    randomness = random.Random(28)
    for _ in range(600):
        old = [{"n": n} for n in range(randomness.randint(0, 14))]
        new = _randomly_edited(randomness, old, ["add", "delete", "move", "again", "swap"])
        assert new_items(old, new) == plain(old, new), (old, new)
        start, end = common_ends(old, new)
        assert start + end <= min(len(old), len(new))
        assert all(a is b for a, b in zip(old[:start], new[:start], strict=True))
        assert all(old[len(old) - 1 - at] is new[len(new) - 1 - at] for at in range(end))
    many = [{"n": n} for n in range(20)]
    assert new_items(many, many[:3] + many[3:12] * 2 + many[12:]) == []  # more than 8 found in the middle, all old
    assert new_items(many, many[:3] + [{"n": "x"}] * 10 + many[3:]) == list(range(3, 13))


def test_entries_of_a_written_list_match_the_match_by_id_over_every_entry() -> None:
    """Undo's check finds each written dict's entry past the common start and end (session `_entries_of`):
    for adds, deletes, moves, swaps and many new dicts it gives what matching every dict by id gives."""
    import random
    from types import SimpleNamespace

    from sheet_app.engine.session import _entries_of

    def plain(raws: list[Any], entries: list[Any]) -> list[Any]:
        known = {id(entry.raw): entry for entry in entries}
        return [known.get(id(raw)) for raw in raws]

    randomness = random.Random(29)
    for _ in range(600):
        entries = [SimpleNamespace(raw={"n": n}) for n in range(randomness.randint(0, 14))]
        raws = _randomly_edited(randomness, [entry.raw for entry in entries], ["add", "delete", "move", "swap", "many"])
        assert list(map(id, _entries_of(raws, entries))) == list(map(id, plain(raws, entries)))


@pytest.mark.parametrize("step", ["delete", "add", "move"])
def test_groups_only_renumbered_by_an_add_or_a_delete_say_how(step: str) -> None:
    """`ItemGroups.renumbered` names the groups an add or a delete elsewhere only renumbered, with the list
    before and how: `renumber` of that list is the list now, the same values in the same order; a group that
    lost or gained a value is not named, nor is any group after a move or a catch-up over two changes."""
    session = _session()
    name = "test groups"

    def build(entry: ItemEntry) -> list[tuple[Any, Any]]:
        return [(rule.model.type if rule.model is not None else "broken", rule) for rule in entry.rules]

    before = dict(session.char.per_item_groups(name, build))
    middle = len(session.char.items) // 2
    steps = {"delete": {"do": "deleteItem", "item": session.char.items[middle].key},
             "add": {"do": "addItem", "raw": {"name": "Rope", "type": "object"}, "at": middle},
             "move": {"do": "moveItem", "item": session.char.items[2].key, "to": middle}}
    assert session.apply(steps[step]).ok
    after = session.char.per_item_groups(name, build)
    how = session.char.groups_renumbered(name)
    if step == "move":
        assert how == {}
    else:
        assert how
    for group, (old, high, shift) in how.items():
        assert old is before[group] and after[group] is not old
        renumbered = item_cache.renumber(old, high, shift)
        assert [index for index, _value in renumbered] == [index for index, _value in after[group]]
        assert all(a[1] is b[1] for a, b in zip(renumbered, after[group], strict=True))
    lost = [group for group in before if group in after and len(after[group]) != len(before[group])]
    assert not set(lost) & set(how)
    assert session.undo().ok and session.redo().ok  # two changes before the groups are asked again
    session.char.per_item_groups(name, build)
    assert session.char.groups_renumbered(name) == {}
