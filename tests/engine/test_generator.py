"""The benchmark generator (tests/bench/generate.py) keeps its promises, small and full size."""
from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from bench_generator import generate

from sheet_app.checkfile import check_document
from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.session import Session

ROOT = Path(__file__).resolve().parents[2]
RULE_TYPES = {"chargePool", "dicePool", "chargeConsumer", "diceConsumer", "modifyPool", "modifyConsumer",
              "combatMana", "poolGainMessage", "toggleEffect"}
REFERENCES = ("@key", "@level", "@strength", "@will")


SIZES = [pytest.param(dict(items=14, rules=48, pools=6), id="small"),
         pytest.param(dict(items=150, rules=500, pools=40), id="full")]


def _rules(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [rule for item in doc["items"] for rule in item["rules"]]


def _pool_ids(doc: dict[str, Any]) -> dict[str, str]:
    """pool id -> kind, for every pool definition."""
    found = {}
    for rule in _rules(doc):
        if rule["type"] in ("chargePool", "dicePool"):
            pid = f"actor:{rule['identifier']}" if rule["scope"] == "actor" else rule["identifier"]
            assert pid not in found, f"pool {pid} defined twice"
            found[pid] = "charge" if rule["type"] == "chargePool" else "dice"
    return found


@pytest.fixture(scope="module", params=SIZES)
def sized(request: pytest.FixtureRequest) -> tuple[dict[str, int], dict[str, Any]]:
    return request.param, generate.make_character(seed=1, **request.param)


def test_counts(sized: tuple[dict[str, int], dict[str, Any]]) -> None:
    size, doc = sized
    assert doc["format"] == "sheet/1"
    assert len(doc["items"]) == size["items"]
    assert len({item["id"] for item in doc["items"]}) == size["items"]
    assert len(_rules(doc)) == size["rules"]
    assert len({rule["id"] for rule in _rules(doc)}) == size["rules"]
    assert len(_pool_ids(doc)) == size["pools"]


def test_every_rule_type_and_variant(sized: tuple[dict[str, int], dict[str, Any]]) -> None:
    _size, doc = sized
    rules = _rules(doc)
    assert set(Counter(rule["type"] for rule in rules)) == RULE_TYPES
    dice = [rule for rule in rules if rule["type"] == "diceConsumer"]
    assert any(r["mode"] == "manual" and r["selectionOutcome"] == "consume" for r in dice)
    assert any(r["mode"] == "manual" and r["selectionOutcome"] == "maximize" for r in dice)
    assert any(r["mode"] == "autoBonus" for r in dice)


def test_items_are_mixed(sized: tuple[dict[str, int], dict[str, Any]]) -> None:
    _size, doc = sized
    types = Counter(item["type"] for item in doc["items"])
    assert {"feature", "object"} <= set(types)
    objects = [item for item in doc["items"] if item["type"] == "object"]
    assert any("attack" in item for item in objects)
    assert any(item.get("equipped") is False for item in objects)
    assert any((item.get("activation") or {}).get("pool") for item in doc["items"])


def test_half_the_rules_have_conditions(sized: tuple[dict[str, int], dict[str, Any]]) -> None:
    _size, doc = sized
    rules = _rules(doc)
    assert 2 * sum(1 for rule in rules if rule["predicate"]) >= len(rules)


def test_formulas_use_references(sized: tuple[dict[str, int], dict[str, Any]]) -> None:
    _size, doc = sized
    text = json.dumps(doc)
    for ref in REFERENCES + ("max(@will, 1)", "@strength + 1", "@poolMax", "@sum", "@n"):
        assert ref in text, ref


def test_every_pool_is_modified(sized: tuple[dict[str, int], dict[str, Any]]) -> None:
    _size, doc = sized
    pools = _pool_ids(doc)
    targeted = set()
    for rule in _rules(doc):
        if rule["type"] == "modifyPool":
            for pid, kind in pools.items():
                ident = pid.split(":", 1)[-1]
                if rule["poolIdentifier"] in (ident, pid) and rule["poolType"] == kind:
                    targeted.add(pid)
    assert targeted == set(pools)
    # ...and once loaded, each pool is active with at least one modifier applied.
    session = Session(doc, roller=SeededRoller(1))
    views = session.char.pools()
    assert set(views) == set(pools)
    assert all(view.active and view.modifiers for view in views.values())


def test_refills_on_many_triggers(sized: tuple[dict[str, int], dict[str, Any]]) -> None:
    size, doc = sized
    triggers = set()
    for rule in _rules(doc):
        for entry in rule.get("recoveries", []) + rule.get("refills", []) + rule.get("addRefills", []):
            triggers.add(entry["trigger"])
    assert len(triggers) >= (8 if size["pools"] < 10 else 13)


def test_check_reports_no_errors(sized: tuple[dict[str, int], dict[str, Any]]) -> None:
    _size, doc = sized
    problems, _summary = check_document(doc)
    errors = [problem.line() for problem in problems if problem.severity == "error"]
    assert errors == []


def test_generator_is_seeded() -> None:
    assert generate.make_character(seed=3, items=14, rules=48, pools=6) == \
        generate.make_character(seed=3, items=14, rules=48, pools=6)
    assert generate.make_character(seed=3, items=14, rules=48, pools=6) != \
        generate.make_character(seed=4, items=14, rules=48, pools=6)


def test_sizes_too_small_are_refused() -> None:
    with pytest.raises(ValueError):
        generate.make_character(items=3, rules=40, pools=6)
    with pytest.raises(ValueError):
        generate.make_character(items=14, rules=10, pools=6)


def test_script_runs() -> None:
    from sheet_app.play import run_script

    script = generate.make_script(5, steps=120, items=14, rules=48, pools=6)
    assert script["seed"] == 5 and len(script["steps"]) == 120
    assert {step["do"] for step in script["steps"]} >= {"startTurn", "activate", "spend", "attacked"}
    out = run_script(json.loads(json.dumps(script)))
    assert not any(error["code"] == "invalidStep" and "unknown step" in error["message"]
                   for error in out["errors"])
    assert len(out["errors"]) < 60
    assert out["log"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_pools_resolved_again_only_where_needed_match_a_fresh_resolution(seed: int) -> None:
    """The per-pool cache (pools.CharacterPools._resolve_pools) gives what resolving everything gives, after
    every step, undo and redo of a generated script."""
    from sheet_app.engine.runtime import ActionContext, initialise_and_clamp
    from sheet_app.engine.state import Transaction
    from sheet_app.engine.world import Character

    script = generate.make_script(seed, steps=150, items=40, rules=150, pools=12)
    session = Session(script["character"], roller=SeededRoller(seed))
    steps = list(script["steps"])
    for number, step in enumerate(steps):
        session.apply(step)
        if number % 7 == 3:
            session.undo()
        if number % 11 == 5:
            session.redo()
        fresh = Character(session.doc, session.char.items)
        fresh.refresh(None)
        mine = {pid: (view.summary(), view.refills, view.modifiers, view.problems, view.has_state, view.uncapped,
                      view.bonus) for pid, view in session.char.pools().items()}
        want = {pid: (view.summary(), view.refills, view.modifiers, view.problems, view.has_state, view.uncapped,
                      view.bonus) for pid, view in fresh.pools().items()}
        assert mine == want, f"after step {number}: {step}"
        assert list(session.char.pools()) == list(fresh.pools())
        assert session.char.tags().as_list() == fresh.tags().as_list()  # the patched tags as if built anew
        # Settled: a clamp pass from nothing (every pool looked at) finds nothing to initialise or clamp,
        # so the passes that looked only at the pools that moved missed none.
        doc = copy.deepcopy(session.doc)
        again = Character(doc, session.char.items)
        again.refresh(None)
        ctx = ActionContext(again, Transaction(doc), SeededRoller(seed))
        assert not initialise_and_clamp(ctx) and ctx.tx.ops == [], f"after step {number}: {step}"


def _views(char: Any) -> dict[str, Any]:
    return {pid: (view.summary(), view.refills, view.modifiers, view.problems, view.has_state, view.uncapped,
                  view.bonus) for pid, view in char.pools().items()}


def test_two_characters_sharing_formulas_and_rules_keep_their_own_answers() -> None:
    """Compiled formulas are shared by text and compiled conditions by rule object, across characters and
    sessions; every value and answer still comes from each character's own references and tags."""
    from sheet_app.engine.world import Character

    script = generate.make_script(4, steps=90, items=30, rules=120, pools=10)
    first = json.loads(json.dumps(script["character"]))
    second = json.loads(json.dumps(script["character"]))  # the same rules and formula texts...
    second["level"] = max(1, int(second.get("level", 1)) + 5)  # ...with other references and tags
    second.setdefault("stats", {})["strength"] = int(second["stats"].get("strength", 0)) + 3
    second["states"] = ["raging", "hasted"]
    sessions = [Session(first, roller=SeededRoller(1)), Session(second, roller=SeededRoller(2))]
    assert _views(sessions[0].char) != _views(sessions[1].char)
    for number, step in enumerate(script["steps"]):
        for session in sessions:  # interleaved: whatever one character leaves behind, the other must not see
            session.apply(json.loads(json.dumps(step)))
            if number % 9 == 4:
                session.undo()
            fresh = Character(session.doc, session.char.items)  # the same rule objects, resolved from nothing
            fresh.refresh(None)
            assert _views(session.char) == _views(fresh), f"after step {number}: {step}"
            assert session.char.tags().as_list() == fresh.tags().as_list()


def _item_edit(rng: Any, session: Session) -> dict[str, Any]:
    """An item edit for the session's character as it is now: add, delete, move, duplicate, equip, rename,
    or a rule enabled, deleted or added."""
    items = session.char.items
    index = rng.randrange(len(items))
    key = items[index].key
    kind = rng.choice(("add", "delete", "move", "duplicate", "equip", "edit", "enableRule", "deleteRule",
                       "addRule"))
    if kind == "add":
        raw = copy.deepcopy(items[rng.randrange(len(items))].raw)
        raw["name"] = f"{raw['name']} again"
        return {"do": "addItem", "raw": raw, "at": rng.randint(0, len(items))}
    if kind == "delete" and len(items) > 5:
        return {"do": "deleteItem", "item": key}
    if kind == "move":
        return {"do": "moveItem", "item": key, "to": rng.randrange(len(items))}
    if kind == "duplicate":
        return {"do": "duplicateItem", "item": key}
    if kind == "equip" and items[index].is_object:
        return {"do": "equip", "item": key, "on": not items[index].fields.equipped}
    if kind in ("enableRule", "deleteRule") and items[index].rules:
        rule = rng.randrange(len(items[index].rules))
        if kind == "deleteRule":
            return {"do": "deleteRule", "item": key, "rule": rule}
        return {"do": "enableRule", "item": key, "rule": rule, "on": rng.random() < 0.5}
    if kind == "addRule":
        return {"do": "addRule", "item": key, "raw": {"type": "chargePool", "label": "Spare", "max": "@level"}}
    return {"do": "editItem", "item": key, "set": {"name": f"{items[index].name}!"}}


def _per_item_caches(char: Any) -> dict[str, Any]:
    """What the character derives per item (world.Character.per_item and the lists built on it): the rules,
    valid rules by class, each derived number's rules, the pools' instances, definitions and modifiers, the
    tags the items give and each item's own tags."""
    from sheet_app.engine import numbers
    from sheet_app.engine.model import RULE_CLASSES, ModifyToggle, PoolGainMessage

    return {"rules": list(char.rules()),
            "by class": {name: char.rules_of(cls) for name, cls in RULE_CLASSES.items()},
            "numbers": {step.name: numbers._rules(char, step.name) for step in numbers.STEPS},
            "instances": char.pool_instances(), "definitions": char.pool_definitions(),
            "modifiers": char.pool_modifiers(), "base tags": char.tags_without_proficiencies().as_list(),
            "item tags": [char.item_tags(index).as_list() for index in range(len(char.items))],
            "rules by": {(cls.__name__, field): char.rules_by(cls, field)
                         for cls, field in ((ModifyToggle, "toggleIdentifier"), (PoolGainMessage, "poolIdentifier"))},
            "index": _item_index(char)}


def _item_index(char: Any) -> dict[str, Any]:
    """The item index kept with the character (engine/item_index.py): each id with the place of its entry
    (the very entry at that place), the count of each name, and what `find_item` answers for every key."""
    index = char._index.current(char.items, char._log)
    places = {ident: next(at for at, entry in enumerate(char.items) if entry is mine)
              for ident, mine in index.ids.items()}
    found = {key: char.find_item(key) for item in char.items for key in (item.fields.id, item.fields.name) if key}
    return {"ids": places, "names": dict(index.names), "found": found,
            "taken": [char.item_taken(f"{item.fields.name}") for item in char.items]}


def _check_per_item(session: Session, where: str) -> None:
    """The per-item caches equal those of the whole document parsed and derived anew, and every rule they
    hold is the character's own entry at its place (no entry of an item since changed or moved)."""
    _items, fresh = _rebuilt(session)
    mine = _per_item_caches(session.char)
    assert mine == _per_item_caches(fresh), where
    items = session.char.items
    for index, entry in mine["rules"]:
        assert any(entry is own for own in items[index].rules), where
    for listed in (*mine["by class"].values(), *mine["numbers"].values(), *mine["definitions"].values(),
                   *mine["modifiers"].values()):
        assert all(any(entry is own for own in items[index].rules) for index, entry in listed), where


def _rebuilt(session: Session) -> tuple[Any, Any]:
    """The session's character parsed and derived anew from a copy of its document."""
    from sheet_app.engine.document import parse_character
    from sheet_app.engine.world import Character

    doc, _fields, items = parse_character(copy.deepcopy(session.doc), own=True)
    fresh = Character(doc, items)
    fresh.refresh(parsed=True)
    return items, fresh


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_undo_and_redo_of_item_edits_match_a_fresh_parse_of_the_whole_document(seed: int) -> None:
    """Undo and redo of item edits parse only the items their record names and patch what was derived
    (Session._move, Character.refresh): after each, the items (fields, rules, effects), the pools, tags
    and derived numbers equal those of the whole document parsed anew. Some records go through JSON
    first, as a history read back from the library does (no dict of theirs is the character's own). After
    every step, item edit, undo and redo the per-item caches equal those of a full rebuild (issue 28 item 2)."""
    import random

    from sheet_app.engine.session import Record

    rng = random.Random(seed)
    script = generate.make_script(seed, steps=60, items=30, rules=110, pools=10)
    session = Session(script["character"], roller=SeededRoller(seed))
    moves = 0
    for number, step in enumerate(script["steps"]):
        session.apply(step)
        _check_per_item(session, f"after step {number} ({step})")
        for _ in range(rng.randint(1, 3)):
            edit = _item_edit(rng, session)
            session.apply(edit)
            _check_per_item(session, f"after step {number}'s edit {edit}")
        if session.undo_stack and rng.random() < 0.5:
            session.undo_stack[-1] = Record.from_json(json.loads(json.dumps(session.undo_stack[-1].to_json())))
        for move in rng.sample(("undo", "redo", "undo", "undo", "redo"), rng.randint(1, 4)):
            before = copy.deepcopy(session.doc)
            result = session.undo() if move == "undo" else session.redo()
            if not result.ok:
                assert session.doc == before and result.code in ("nothingToUndo", "nothingToRedo"), result.message
                continue
            moves += 1
            items, fresh = _rebuilt(session)
            where = f"after step {number} ({step}), {move}"
            assert [(e.raw, e.fields, e.rules, e.effects) for e in session.char.items] == \
                [(e.raw, e.fields, e.rules, e.effects) for e in items], where
            assert all(entry.raw is raw for entry, raw in zip(session.char.items, session.doc["items"], strict=True))
            assert _views(session.char) == _views(fresh), where
            assert list(session.char.pools()) == list(fresh.pools()), where
            assert session.char.tags().as_list() == fresh.tags().as_list(), where
            assert session.char.numbers() == fresh.numbers() and session.char.refs() == fresh.refs(), where
            assert session.char.rule_states() == fresh.rule_states(), where
            _check_per_item(session, where)
            assert json.dumps(session.doc) == json.dumps(json.loads(json.dumps(session.doc))), where
    assert moves > 50


@pytest.mark.parametrize("damage", ["duplicate id", "two new items of one id", "not a number", "no name",
                                    "not an item"])
def test_a_damaged_items_list_in_a_record_is_refused_and_changes_nothing(damage: str) -> None:
    """Undo writes a record's items list keeping the character's own equal dicts; what differs is still
    walked for JSON safety, parsed and checked for ids used twice, and a refusal leaves all as it was."""
    from sheet_app.engine.session import Record

    session = Session(generate.make_character(2, items=14, rules=48, pools=6), roller=SeededRoller(2))
    assert session.apply({"do": "addItem", "raw": {"name": "Rope", "type": "object"}}).ok
    record = Record.from_json(json.loads(json.dumps(session.undo_stack[-1].to_json())))
    (path, old, new), = record.ops
    broken = copy.deepcopy(session.doc["items"][3])
    if damage == "duplicate id":
        old.append(copy.deepcopy(session.doc["items"][0]))
    elif damage == "two new items of one id":
        old += [{"id": "twin", "name": "Left", "type": "object"}, {"id": "twin", "name": "Right", "type": "object"}]
    elif damage == "not a number":
        broken["rules"] = [{"type": "chargePool", "label": "x", "max": float("nan")}]
        old[3] = broken
    elif damage == "no name":
        del broken["name"]
        old[3] = broken
    else:
        old[3] = "rope"
    session.undo_stack[-1] = Record(record.action, [(path, old, new)], record.log)
    before, entries = copy.deepcopy(session.doc), list(session.char.items)
    refused = session.undo()
    assert not refused.ok and refused.code == "invalidStep" and "saved history" in refused.message
    assert session.doc == before and len(session.char.items) == len(entries) == len(session.doc["items"])
    assert [entry.raw for entry in session.char.items] == session.doc["items"]


def test_a_record_that_replaces_an_item_by_another_of_its_id_is_undone() -> None:
    """An id is free again once the item that held it is gone: a record whose items list holds, in place of
    an item, another dict of the same id (and one new item) is no clash."""
    from sheet_app.engine.session import Record

    session = Session(generate.make_character(2, items=14, rules=48, pools=6), roller=SeededRoller(2))
    assert session.apply({"do": "addItem", "raw": {"name": "Rope", "type": "object"}}).ok
    record = Record.from_json(json.loads(json.dumps(session.undo_stack[-1].to_json())))
    (path, old, new), = record.ops
    ident = old[3]["id"]
    old[3] = {"id": ident, "name": "Another thing", "type": "object"}
    old.append({"id": "fresh-one", "name": "Fresh", "type": "object"})
    session.undo_stack[-1] = Record(record.action, [(path, old, new)], record.log)
    assert session.undo().ok
    assert [item["id"] for item in session.doc["items"]][3] == ident
    assert session.doc["items"][3]["name"] == "Another thing" and session.doc["items"][-1]["id"] == "fresh-one"
    assert [entry.raw for entry in session.char.items] == session.doc["items"]


def _reading_hp(doc: dict[str, Any]) -> dict[str, Any]:
    """A generated character whose pools' formulas read what damage and healing move: every third pool's
    max reads @hp, every fourth Modify Pool's maxDelta reads @hpMax - @hp or @wounds."""
    pools = [rule for rule in _rules(doc) if rule["type"] in ("chargePool", "dicePool")]
    for n, rule in enumerate(pools[::3]):
        rule["max"] = "@hp // 8 + 1" if n % 2 else "min(@hp, 6)"
    for n, rule in enumerate([rule for rule in _rules(doc) if rule["type"] == "modifyPool"][::4]):
        rule["maxDelta"] = "(@hpMax - @hp) // 10" if n % 2 else "@wounds"
    return doc


def _board_refresh(board: Session, doc: dict[str, Any], record: Any) -> None:
    """What the party board does with a click (ui/table/card.py card_pools): the parts the player's app
    published written into its own copy of the document, then `Character.refresh` on those paths. The app
    publishes a record's outermost paths; after an undo or redo (no record) every part, and the board
    reads those that differ."""
    from sheet_app.storage import journal

    if record is not None and record.ops:
        paths = list(journal.outermost(op[0] for op in record.ops))
    else:
        paths = [(key,) for key in doc.keys() | board.doc.keys()
                 if key != "items" and doc.get(key) != board.doc.get(key)]
        paths += [("items", n) for n, raw in enumerate(doc["items"]) if raw != board.doc["items"][n]]
    for path in paths:
        if path[0] == "items" and len(path) > 1:
            board.doc["items"][path[1]] = copy.deepcopy(doc["items"][path[1]])
        elif path[0] in doc:
            board.doc[path[0]] = copy.deepcopy(doc[path[0]])
        else:
            board.doc.pop(path[0], None)
    board.char.refresh(paths)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_pools_resolved_again_by_the_references_and_bonuses_they_read_match_a_fresh_resolution(seed: int) -> None:
    """A pool is resolved again when a tag its conditions read, a reference its formulas read or its level-up
    bonus moved (pools.CharacterPools._moved_since), and only then: after damage, healing, level and bonus
    changes and every step of a generated script, undo and redo, its views equal those of a fresh resolution,
    for the acting session and for a copy refreshed on the record's paths as the party board's card is."""
    import random

    from sheet_app.engine.world import Character

    rng = random.Random(seed)
    script = generate.make_script(seed, steps=90, items=30, rules=110, pools=10)
    doc = _reading_hp(script["character"])
    session = Session(doc, roller=SeededRoller(seed))
    board = Session(copy.deepcopy(session.doc), roller=SeededRoller(0))
    idents = sorted({rule["identifier"] for rule in _rules(doc) if rule["type"] in ("chargePool", "dicePool")})
    extra = [lambda: {"do": "damage", "amount": rng.randint(1, 12)},
             lambda: {"do": "heal", "amount": rng.randint(1, 12)},
             lambda: {"do": "set", "field": "level", "value": rng.randint(1, 12)},
             lambda: {"do": "set", "field": f"poolBonuses.{rng.choice(idents)}", "value": rng.randint(0, 3)}]
    board.char.pools()
    for number, step in enumerate(script["steps"]):
        for move in [step, *(rng.choice(extra)() for _ in range(rng.randint(1, 3)))]:
            result = session.apply(move)
            if not result.ok:
                continue
            if len(board.doc["items"]) == len(session.doc["items"]):
                _board_refresh(board, session.doc, result.record)
            else:
                board = Session(copy.deepcopy(session.doc), roller=SeededRoller(0))  # as the card does
            fresh = Character(session.doc, session.char.items)
            fresh.refresh(None)
            assert _views(session.char) == _views(fresh), f"after step {number}: {move}"
            assert _views(board.char) == _views(fresh), f"the board, after step {number}: {move}"
            assert board.char.tags().as_list() == fresh.tags().as_list()
        if number % 7 == 3 and session.undo().ok:
            if len(board.doc["items"]) == len(session.doc["items"]):
                _board_refresh(board, session.doc, None)
            else:
                board = Session(copy.deepcopy(session.doc), roller=SeededRoller(0))
            fresh = Character(session.doc, session.char.items)
            fresh.refresh(None)
            assert _views(session.char) == _views(fresh), f"after undo at {number}"
            assert _views(board.char) == _views(fresh), f"the board, after undo at {number}"


def test_damage_makes_again_only_the_pools_whose_formulas_or_conditions_read_what_it_moved() -> None:
    """HP moves the references (@hp) and a tag or two (self:bloodied, self:fullHp): the views of pools that
    read neither are handed out again, the same objects; a pool whose max reads @hp, one whose modifier reads
    it and one whose condition reads self:bloodied are made again, with their new values."""
    def pool(ident: str, maximum: str, **more: Any) -> dict[str, Any]:
        return {"type": "chargePool", "label": ident.capitalize(), "identifier": ident, "max": maximum, **more}

    doc = {"format": "sheet/1", "name": "Tess", "level": 4, "hp": {"current": 40, "max": 40},
           "items": [{"name": "Kit", "type": "feature", "rules": [
               pool("grit", "@hp // 10"), pool("luck", "@level"), pool("focus", "2"),
               pool("fury", "3", predicate={"self": "bloodied"}),
               {"type": "modifyPool", "poolIdentifier": "focus", "poolType": "charge",
                "maxDelta": "(@hpMax - @hp) // 10"}]}]}
    session = Session(doc, roller=SeededRoller(1))
    before = dict(session.char.pools())
    assert (before["grit"].max, before["luck"].max, before["focus"].max, before["fury"].active) == (4, 4, 2, False)
    session.apply({"do": "damage", "amount": 25})
    after = session.char.pools()
    assert after["luck"] is before["luck"]
    assert (after["grit"].max, after["focus"].max, after["fury"].active) == (1, 4, True)
    session.apply({"do": "set", "field": "poolBonuses.luck", "value": 2})
    again = session.char.pools()
    assert again["luck"].max == 6 and again["grit"] is after["grit"] and again["fury"] is after["fury"]
