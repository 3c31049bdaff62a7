"""A pool's view whose rules only moved (an add, delete or move elsewhere on the sheet) renumbers its refills,
modifiers and problems when they are read (engine/pools.py `_moved_view`), and gives what a fresh resolution
gives; an edit and its undo give back the very lists."""
from __future__ import annotations

import copy
import random

import pytest
from bench_generator import generate

from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.session import Session
from sheet_app.engine.world import Character


def _lists(char: Character) -> dict[str, tuple[object, ...]]:
    return {pid: (view.item_index, view.refills, view.modifiers, view.problems) for pid, view in char.pools().items()}


def _fresh(session: Session) -> Character:
    fresh = Character(session.doc, session.char.items)
    fresh.refresh(None)
    return fresh


def _session(seed: int) -> Session:
    doc = generate.make_character(seed=seed, items=60, rules=220, pools=10)
    return Session(copy.deepcopy(doc), roller=SeededRoller(seed))


def test_a_delete_before_the_pools_rules_leaves_their_lists_to_be_renumbered_when_read() -> None:
    session = _session(1)
    before = dict(session.char.pools())
    assert session.apply({"do": "deleteItem", "item": session.char.items[0].key}).ok
    after = session.char.pools()
    waiting = [pid for pid, view in after.items() if "_renumber" in view.__dict__]
    assert waiting, "no pool's view was moved without being made again"
    for pid in waiting:
        assert "refills" not in after[pid].__dict__  # not renumbered until read
    assert _lists(session.char) == _lists(_fresh(session))
    assert session.undo().ok
    for pid, view in session.char.pools().items():
        if pid in before and "_renumber" in view.__dict__:
            assert view.refills is before[pid].refills  # back in the places they were made for: the same lists
            assert view.modifiers is before[pid].modifiers


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_moved_views_read_at_any_point_match_a_fresh_resolution(seed: int) -> None:
    """Adds, deletes, moves and duplicates, undone and redone in random runs, with the lists read only now
    and then (so some views are moved several times before they are read)."""
    rng = random.Random(seed)
    session = _session(seed)
    for number in range(60):
        items = session.char.items
        kind = rng.choice(("add", "delete", "move", "move", "duplicate", "undo", "redo"))
        if kind == "add":
            raw = copy.deepcopy(items[rng.randrange(len(items))].raw)
            raw.pop("id", None)
            raw["name"] = f"{raw['name']} {number}"
            session.apply({"do": "addItem", "raw": raw})
        elif kind == "delete" and len(items) > 20:
            session.apply({"do": "deleteItem", "item": items[rng.randrange(len(items))].key})
        elif kind == "move":
            session.apply({"do": "moveItem", "item": items[rng.randrange(len(items))].key,
                           "to": rng.randrange(len(items))})
        elif kind == "duplicate":
            session.apply({"do": "duplicateItem", "item": items[rng.randrange(len(items))].key})
        elif kind == "undo":
            session.undo()
        else:
            session.redo()
        if rng.random() < 0.3:
            assert _lists(session.char) == _lists(_fresh(session)), f"seed {seed}, after {number}: {kind}"
    assert _lists(session.char) == _lists(_fresh(session))


def test_readers_made_again_for_the_pools_whose_dependencies_moved_equal_a_fresh_index() -> None:
    """`_readers_moved` (only the pools whose dependencies are other objects taken out and put in again) gives
    what indexing every pool anew gives, and leaves the last readers' dicts and sets as they were."""
    from sheet_app.engine.pools import _readers_moved

    def index(deps: dict[str, tuple[frozenset[str], ...]]) -> tuple[dict[str, set[str]], ...]:
        found: tuple[dict[str, set[str]], ...] = ({}, {}, {})
        for pid, reads in deps.items():
            for at, read in enumerate(reads):
                for name in read:
                    found[at].setdefault(name, set()).add(pid)
        return found

    randomness = random.Random(28)
    names = [f"n{number}" for number in range(8)]

    def reads() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
        return tuple(frozenset(randomness.sample(names, randomness.randint(0, 3))) for _ in range(3))  # type: ignore[return-value]

    for _ in range(200):
        before = {f"p{number}": reads() for number in range(randomness.randint(0, 6))}
        after = {pid: read for pid, read in before.items() if randomness.random() < 0.8}
        for pid in list(after):
            if randomness.random() < 0.3:
                after[pid] = reads()
        for number in range(randomness.randint(0, 2)):
            after[f"new{number}"] = reads()
        last = index(before)
        kept = copy.deepcopy(last)
        moved = [pid for pid in {**before, **after} if before.get(pid) is not after.get(pid)]
        assert _readers_moved(before, last, after, moved) == index(after)  # type: ignore[arg-type]
        assert last == kept
