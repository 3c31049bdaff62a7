"""Log lines a player reads: fields and triggers in words, not in the file's names."""
import json
from pathlib import Path

from sheet_app.engine.session import Session

SAMPLE = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())


def test_set_and_fire_lines_use_words():
    session = Session(json.loads(json.dumps(SAMPLE)))
    assert session.apply({"do": "set", "field": "hp.current", "value": 5}).log == ["HP 58 → 5"]
    assert session.apply({"do": "set", "field": "stats.will", "value": 2}).log == ["Will 1 → 2"]
    assert session.apply({"do": "fire", "trigger": "onKill"}).log[0] == "Kill triggered"
    assert session.apply({"do": "fire", "trigger": "onTurnStart"}).log[0] == "Turn Start triggered"


def test_header_numbers_are_bounded_in_files_and_actions():
    import pytest

    from sheet_app.engine.document import DocumentError, parse_character

    doc = json.loads(json.dumps(SAMPLE))
    doc["hp"] = {"current": 3_000_000_000, "max": 3_000_000_000}
    with pytest.raises(DocumentError) as err:
        parse_character(doc)
    assert err.value.path == "hp.current" and "1000000" in err.value.message
    session = Session(json.loads(json.dumps(SAMPLE)))
    refused = session.apply({"do": "set", "field": "level", "value": 2_000_000})
    assert refused.code == "invalidStep" and "between" in refused.message
    assert session.apply({"do": "damage", "amount": 10**12}).code == "invalidStep"


def test_a_damaged_saved_history_is_refused_and_changes_nothing():
    from sheet_app.engine.session import Record

    session = Session(json.loads(json.dumps(SAMPLE)))
    before = session.document()
    session.undo_stack.append(Record({"do": "damage", "amount": 3}, [(("hp", "current"), "abc", 58)], ["x"]))
    refused = session.undo()
    assert refused.code == "invalidStep" and "saved history is damaged" in refused.message
    assert session.document() == before and session.char.track("hp") == (58, 58)
    session.undo_stack[-1] = Record({"do": "damage", "amount": 3}, [(("hp", "current"), float("nan"), 58)], [])
    assert "NaN" in session.undo().message and session.document() == before
    session.undo_stack[-1] = Record({"do": "x"}, [(("items", 99, "name"), "a", "b")], [])
    assert session.undo().code == "invalidStep" and session.document() == before


def test_steps_and_documents_must_be_plain_json():
    import pytest

    from sheet_app.engine.document import DocumentError, parse_character
    from sheet_app.engine.jsonsafe import JsonError, loads

    session = Session(json.loads(json.dumps(SAMPLE)))
    assert "NaN" in session.apply({"do": "set", "field": "name", "value": float("nan")}).message
    bad_label = {"do": "addItem", "raw": {"name": "X", "type": "feature", "label": "\ud800"}}
    assert "surrogate" in session.apply(bad_label).message
    deep: list = []
    for _ in range(300):
        deep = [deep]
    assert "nested more than" in session.apply({"do": "addItem", "raw": {"name": "X", "x": deep}}).message
    doc = json.loads(json.dumps(SAMPLE))
    doc["items"][0]["note"] = float("inf")
    with pytest.raises(DocumentError, match="NaN or Infinity"):
        parse_character(doc)
    for text, words in (("[" * 50_000, "nested"), ("NaN", "NaN"), ("1" * 5000, "digits"), ('"\\ud800"', "surrogate")):
        with pytest.raises(JsonError, match=words):
            loads(text)


def test_add_items_is_one_action_with_unique_ids():
    session = Session(json.loads(json.dumps(SAMPLE)))
    count = len(session.char.items)
    raws = [{"name": "Torch", "type": "object"}, {"name": "Torch", "type": "object"}, {"id": "rage", "name": "Rage 2"}]
    result = session.apply({"do": "addItems", "raws": raws})
    assert result.ok and result.log == ["3 items added: Torch, Torch, Rage 2"]
    ids = [item.fields.id for item in session.char.items[count:]]
    assert ids == ["torch", "torch-2", "rage-2"] and len(session.undo_stack) == 1
    bad = session.apply({"do": "addItems", "raws": [{"name": "Ok"}, {"type": "feature"}]})
    assert bad.code == "invalidStep" and bad.message.startswith("raws[1]")
    session.undo()
    assert len(session.char.items) == count


def test_a_refused_undo_leaves_every_op_as_it_was():
    from sheet_app.engine.session import Record

    session = Session(json.loads(json.dumps(SAMPLE)))
    session.apply({"do": "set", "field": "hp.current", "value": 5})
    good = session.undo_stack[-1]
    bad_first = (("nosuch", 3, "x"), 1, 2)
    session.undo_stack[-1] = Record(good.action, [bad_first, *good.ops], good.log)
    refused = session.undo()
    assert refused.code == "invalidStep"
    assert session.char.track("hp") == (5, 58) and session.document()["hp"]["current"] == 5


def test_actions_cannot_push_header_numbers_past_the_limit():
    from sheet_app.engine.dice import ScriptedRoller
    from sheet_app.engine.document import parse_character

    session = Session(json.loads(json.dumps(SAMPLE)), roller=ScriptedRoller([6, 6]))
    assert session.apply({"do": "set", "field": "stats.strength", "value": 1_000_000}).ok
    assert session.apply({"do": "activate", "item": "rage"}).ok
    spend = session.apply({"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0, 1]})
    assert spend.ok and "at most 1,000,000" in spend.log[-1]
    assert session.document()["bank"] == 1_000_000  # capped rather than the character broken
    parse_character(session.document())  # it still opens
    assert session.undo().ok and session.redo().ok


def test_use_blocked_predicts_the_charge_refusal_without_changing_anything():
    from sheet_app.engine.activation import use_blocked

    session = Session(json.loads(json.dumps(SAMPLE)))
    wand = next(i for i, item in enumerate(session.char.items) if item.key == "wand")
    assert use_blocked(session.char, wand) == ""
    for _ in range(3):
        assert session.apply({"do": "activate", "item": "wand", "outcome": "miss"}).ok
    before = session.document()
    reason = use_blocked(session.char, wand)
    refused = session.apply({"do": "activate", "item": "wand", "outcome": "miss"})
    assert reason == refused.message and session.document() == before
    session.apply({"do": "equip", "item": "wand", "on": False})
    assert use_blocked(session.char, wand) == "Wand of Scorching Rays is not equipped"


def test_wounds_stop_at_their_max_and_damage_at_zero_hp_logs_no_change():
    session = Session(json.loads(json.dumps(SAMPLE)))
    session.apply({"do": "set", "field": "wounds.current", "value": 5})
    session.apply({"do": "damage", "amount": 100})
    again = session.apply({"do": "damage", "amount": 5})
    assert session.char.track("wounds") == (6, 6) and "dead" in session.char.states
    assert not any(line.startswith("HP 0 → 0") for line in again.log)
    assert "Wounded (6/6): dead" in again.log


def test_undo_and_redo_name_actions_in_the_games_words():
    """Issue 19: "Undid Use That all you got?!", not "Undid activate tayg"."""
    from sheet_app.engine.actions import describe_step

    session = Session(json.loads(json.dumps(SAMPLE)))
    assert session.apply({"do": "activate", "item": "tayg"}).ok
    assert session.undo().log == ["Undid Use That all you got?!"]
    assert session.redo().log == ["Redid Use That all you got?!"]
    char = session.char
    assert describe_step({"do": "attacked", "damage": 14}, char) == "Attacked (14 damage)"
    assert describe_step({"do": "attacked", "damage": 9, "type": "piercing", "critical": True}) == \
        "Attacked (9 piercing damage, critical)"
    wand = {"id": "wand-of-testing", "name": "Wand of Testing", "type": "object", "rules": []}
    assert session.apply({"do": "addItem", "raw": wand}).ok
    pool = {"type": "chargePool", "label": "Tests", "identifier": "tests", "max": "1"}
    assert session.apply({"do": "setRules", "item": "wand-of-testing", "rules": [pool]}).ok
    assert session.undo().log == ["Undid Rules Builder edits on Wand of Testing"]
    assert session.undo().log == ["Undid Add Wand of Testing"]  # gone now, still named
    assert session.redo().log == ["Redid Add Wand of Testing"]
    assert describe_step({"do": "deleteItem", "item": "wand-of-testing"}, session.char) == "Delete Wand of Testing"
    assert session.apply({"do": "deleteItem", "item": "wand-of-testing"}).ok
    assert session.undo().log == ["Undid Delete Wand of Testing"]
    words = {describe_step(step, char) for step in (
        {"do": "rest", "kind": "safe"}, {"do": "state", "name": "raging", "on": True},
        {"do": "setCharges", "pool": "wand-charges", "value": 2}, {"do": "rollDie", "pool": "fury"},
        {"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0]},
        {"do": "set", "field": "hp.current", "value": 5},
        {"do": "heal", "amount": 4}, {"do": "fire", "trigger": "onKill"}, {"do": "spendHitDice"})}
    assert words == {"Safe rest", "Raging on", "Set Wand Charges to 2", "Roll a die into Fury Dice",
                     "Spend Fury Dice", "Set HP to 5", "Heal (4 HP)", "Trigger Kill", "Spend hit dice"}
    assert describe_step({"do": "activate", "item": "tayg"}) == "Use tayg"  # no character: the step's own id
    # A step that does not parse (a damaged saved history, undo and redo) is named by its `do`.
    assert [describe_step(step, char) for step in ({"do": "spend", "pool": "fury"}, {"do": "undo"}, {}, [])] == \
        ["Spend", "Undo", "Action", "Action"]


def test_attack_and_charge_lines_read_as_the_table_says_them():
    session = Session(json.loads(json.dumps(SAMPLE)), roller=__import__(
        "sheet_app.engine.dice", fromlist=["ScriptedRoller"]).ScriptedRoller([7, 3, 4, 2, 5]))
    hit = session.apply({"do": "activate", "item": "greataxe"}).log
    assert hit[0] == "Greataxe: hit, 10 damage (1d12 + 3 (STR) = 10)"
    spent = session.apply({"do": "activate", "item": "blood-frenzy"}).log
    assert "Blood Frenzy: 1 use spent (0/1 left)" in spent
    wand = session.apply({"do": "activate", "item": "wand", "outcome": "miss"}).log
    assert "Wand Charges: 1 charge spent (2/3 left) for Wand of Scorching Rays" in wand


def test_formulas_in_words():
    from sheet_app.engine.formulas import in_words

    refs = {"strength": 3, "key": 2, "level": 5, "dexterity": -1}
    assert in_words("1d12+@strength", refs) == "1d12 + 3 (STR)"
    assert in_words("(1d4+@level)-3", refs) == "(1d4 + 5 (level)) - 3"
    assert in_words("-1+2d6", refs) == "-1 + 2d6"  # a leading minus stays a sign
    assert in_words("@dexterity", refs) == "-1 (DEX)"


def test_a_refused_undo_puts_back_a_deleted_key_in_its_place_without_copying_the_document(monkeypatch):
    import copy as copy_module

    from sheet_app.engine.session import Record
    from sheet_app.engine.state import ABSENT

    session = Session(json.loads(json.dumps(SAMPLE)))
    before = json.dumps(session.doc)
    first_key = next(iter(session.doc))
    # Undo deletes a header key (it was added by the action), then meets a path that leads nowhere.
    session.undo_stack.append(Record({"do": "x"}, [((first_key,), ABSENT, session.doc[first_key]),
                                                    (("nosuch", 0), 1, 2)], []))
    copied: list[int] = []
    real = copy_module.deepcopy
    monkeypatch.setattr(copy_module, "deepcopy", lambda value, *a: copied.append(len(json.dumps(value))) or
                        real(value, *a))
    refused = session.undo()
    assert refused.code == "invalidStep" and "saved history is damaged" in refused.message
    assert json.dumps(session.doc) == before  # the same keys in the same order
    assert not any(size >= len(before) // 2 for size in copied)  # nothing like the whole document was copied


def test_a_rest_that_healed_does_not_end_with_nothing_to_refill():
    """Issue 32 item 6: "Safe rest: nothing to refill or clear" after it healed read as if it did nothing;
    a rest that changed nothing at all still says so."""
    import json
    from pathlib import Path

    from sheet_app.engine.session import Session

    doc = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())
    session = Session(doc)
    assert session.apply({"do": "damage", "amount": 30}).ok
    log = session.apply({"do": "rest", "kind": "safe"}).log
    assert log[:2] == ["Safe rest", "HP 28 → 58"] and not any("nothing to refill" in line for line in log)
    assert session.apply({"do": "rest", "kind": "safe"}).log == ["Safe rest", "Safe rest: nothing to refill or clear"]
