"""Items themselves: add, edit, duplicate, move and delete, each undoable, bad input refused."""
import json
from pathlib import Path

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session

SAMPLE = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())


@pytest.fixture
def session():
    return Session(json.loads(json.dumps(SAMPLE)), roller=ScriptedRoller([3, 4, 2, 5]))


def names(session):
    return [item.name for item in session.char.items]


def undo_restores(session, step):
    before = session.document()
    result = session.apply(step)
    assert result.ok, result.message
    after = session.document()
    assert session.undo().ok and session.document() == before
    assert session.redo().ok and session.document() == after
    return result


def test_add_item_gets_a_unique_id_and_is_undoable(session):
    result = undo_restores(session, {"do": "addItem", "raw": {"format": "item/1", "name": "Rage", "type": "feature"}})
    assert result.log == ["Rage added"]
    added = session.document()["items"][-1]
    assert added["id"] == "rage-2" and "format" not in added and list(added)[0] == "id"


def test_add_item_at_a_position_and_bad_items_are_refused(session):
    assert session.apply({"do": "addItem", "raw": {"name": "Rope", "type": "object"}, "at": 0}).ok
    assert names(session)[0] == "Rope"
    bad = session.apply({"do": "addItem", "raw": {"name": "Goblin Bite", "type": "monsterFeature"}})
    assert bad.code == "invalidStep" and "item type: must be one of" in bad.message


def test_edit_item_changes_only_its_own_keys(session):
    original = session.document()["items"][5]
    undo_restores(session, {"do": "editItem", "item": "greataxe",
                            "set": {"name": "Great Axe",
                                    "attack": {"delivery": "melee", "damage": "1d12+@strength+1"}}})
    edited = session.document()["items"][5]
    assert list(edited) == list(original)
    assert {k: v for k, v in edited.items() if k not in ("name", "attack")} == \
        {k: v for k, v in original.items() if k not in ("name", "attack")}
    refused = session.apply({"do": "editItem", "item": "greataxe", "set": {"rules": []}})
    assert refused.code == "invalidStep" and "cannot be edited here" in refused.message
    broken = session.apply({"do": "editItem", "item": "greataxe", "set": {"attack": {"delivery": "thrown"}}})
    assert broken.code == "invalidStep" and "attack.delivery" in broken.message


def test_activation_effects_can_be_authored(session):
    undo_restores(session, {"do": "editItem", "item": "tayg", "set": {"activation": {"pool": [
        {"poolType": "dice", "action": "rollDie", "poolIdentifier": "fury", "value": 1}]}}})
    assert session.apply({"do": "activate", "item": "tayg"}).ok
    assert session.char.pools()["fury"].faces == [3]


def test_duplicate_and_move(session):
    undo_restores(session, {"do": "duplicateItem", "item": "greataxe"})
    assert names(session)[5:7] == ["Greataxe", "Greataxe (copy)"]
    assert session.document()["items"][6]["id"] == "greataxe-copy"
    undo_restores(session, {"do": "moveItem", "item": "wand", "to": 0})
    assert names(session)[0] == "Wand of Scorching Rays"
    assert session.apply({"do": "moveItem", "item": "wand", "to": 99}).code == "invalidStep"


def test_deleting_an_item_deletes_the_pools_only_it_defined(session):
    session.apply({"do": "activate", "item": "wand"})
    result = undo_restores(session, {"do": "deleteItem", "item": "wand"})
    assert result.log == ["Wand of Scorching Rays deleted with its pools (wand-charges)"]
    assert "wand-charges" not in session.document()["pools"]
    assert "Wand of Scorching Rays" not in names(session)


def test_deleting_one_of_two_definers_keeps_the_pool(session):
    session.apply({"do": "duplicateItem", "item": "wand"})
    session.apply({"do": "deleteItem", "item": "wand"})
    assert session.char.pools()["wand-charges"].current == 3


def test_no_action_takes_a_character_past_a_document_limit(monkeypatch):
    """Files are refused past the limits (tests/storage/test_json_types.py); actions are too: the item
    count, the rules of one item and the saved pools, each refused naming the limit, nothing changed."""
    import copy

    from sheet_app.engine import document
    from sheet_app.engine.session import Session

    monkeypatch.setattr(document, "MAX_ITEMS", 2)
    monkeypatch.setattr(document, "MAX_RULES_PER_ITEM", 2)
    monkeypatch.setattr(document, "MAX_SAVED_POOLS", 1)
    pool = {"type": "chargePool", "identifier": "x"}
    doc = {"format": "sheet/1", "name": "T", "items": [{"id": "a", "name": "A", "type": "feature", "rules": [pool]}]}
    session = Session(doc)
    before = copy.deepcopy(session.doc)
    for step, said in (
            ({"do": "addItems", "raws": [{"name": "B", "type": "feature"}, {"name": "C", "type": "feature"}]},
             "items: 3 items, more than the limit of 2 items"),
            ({"do": "setRules", "item": "a", "rules": [pool] * 3},
             "items[0].rules: 3 rules, more than the limit of 2 rules per item"),
            ({"do": "addItem", "raw": {"name": "B", "type": "feature", "rules": [{**pool, "identifier": "y"}]}},
             "pools: 2 saved pools, more than the limit of 1")):
        result = session.apply(step)
        assert not result.ok and result.code == "invalidStep" and said in result.message, result
        assert session.doc == before and not session.undo_stack
    assert session.apply({"do": "addItem", "raw": {"name": "B", "type": "feature"}}).ok  # at the limits: allowed
