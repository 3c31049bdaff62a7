"""`sheet-app check`: exact lines for a broken file, silence for good ones."""
import json
from pathlib import Path

import pytest

from sheet_app.checkfile import FileError, check_document, check_file

ROOT = Path(__file__).resolve().parents[2]
UPSTREAM = ROOT.parent / "shared" / "fixtures" / "upstream"

EXPECTED_BROKEN = """\
Alpha / attack.damage: error: unknown function 'open'
Alpha / activation.pool[0].poolIdentifier: error: there is no dice pool 'nowhere'
Alpha / rule 0 (dicePool) / max: warning: unknown reference @bogus (it counts as 0)
Alpha / rule 2 (chargePool) / max: error: dice are not allowed in this field (it must give the same value every time)
Alpha / rule 3 (chargeConsumer) / poolIdentifier: error: there is no charge pool 'missing'
Alpha / rule 4 (diceConsumer) / poolIdentifier: error: 'uses' is a charge pool, not a dice pool
Alpha / rule 5 (chargeConsumer) / poolIdentifier: error: there is no charge pool 'actor:uses' in this scope \
(there is an item-scoped one: set the scope to item)
Alpha / rule 6 (modifyPool) / poolIdentifier: warning: modifies no pool: there is no dice pool 'ghost'
Alpha / rule 7 (modifyConsumer) / poolIdentifier: warning: modifies no consumer: no dice consumer with an effect \
formula spends item pool 'fury'
Alpha / rule 8 (chargePool) / predicate: error: invalid condition: level.above: unknown bound (use min, max or equal)
Alpha / rule 9 (dicePool) / max: warning: @n only has a value in effect and append formulas; here it is 0
Alpha / rule 10 (mysteryRule) / type: warning: rule type 'mysteryRule' is not supported; kept as is and does nothing
Alpha / rule 11 (diceConsumer) / mode: error: must be one of 'manual' or 'autoBonus' (got 'sometimes')
Alpha / rule 0 (dicePool) / identifier: warning: pool 'fury' is defined 2 times; the last one wins
Alpha / rule 1 (chargePool) / identifier: warning: pool 'fury' is defined 2 times; the last one wins
pools.forgotten: warning: saved state for pool 'forgotten', which no rule defines (kept; shown as inactive)"""


def test_broken_file_gives_exactly_these_lines():
    problems, summary = check_file(str(ROOT / "tests" / "fixtures" / "broken-character.json"))
    assert "\n".join(p.line() for p in problems) == EXPECTED_BROKEN
    assert summary == "8 errors, 8 warnings."


def test_sample_character_has_no_problems():
    problems, summary = check_file(str(ROOT / "resources" / "sample-berserker.json"))
    assert problems == []
    assert summary == "No problems found."


def items(*rules, **item):
    return {"format": "item/1", "name": item.pop("name", "Thing"), "type": "feature", "rules": list(rules), **item}


@pytest.mark.parametrize("rule, line", [
    ({"type": "chargePool", "identifier": "w", "max": "open('/etc/passwd').read()"},
     "Thing / rule 0 (chargePool) / max: error: attribute access is not allowed"),
    ({"type": "chargePool", "identifier": "w", "max": "3", "recoveries": [{"trigger": "onAttacked"}]},
     "Thing / rule 0 (chargePool) / recoveries[0].trigger: error: onAttacked is a dice pool trigger, not a charge "
     "pool one; this entry does nothing"),
    ({"type": "chargePool", "identifier": "w", "recoveries": [{"trigger": "onNap"}, {"mode": "double"},
                                                                 {"predicate": {"$or": [{}]}}, 3]},
     "Thing / rule 0 (chargePool) / recoveries[0].trigger: error: unknown trigger 'onNap' (a charge pool uses "
     "safeRest, fieldRest, onHit, onCriticalHit, encounterStart, encounterEnd, onWound, onTurnStart, onTurnEnd, "
     "onKill, onBloodied, onInitiativeRolled); this entry does nothing"),
    ({"type": "chargePool", "identifier": "w", "recoveries": [{"mode": "double"}]},
     "Thing / rule 0 (chargePool) / recoveries[0].mode: error: unknown mode 'double' (a charge pool uses add, set, "
     "refresh); this entry does nothing"),
    ({"type": "dicePool", "identifier": "w", "refills": [{"mode": "add"}, {"predicate": {"$or": [{}]}}]},
     "Thing / rule 0 (dicePool) / refills[1].predicate: error: invalid condition: $or[0]: an empty condition here "
     "would always hold; remove it or give it a tag; this entry does nothing"),
    ({"type": "dicePool", "identifier": "w", "refills": ["refresh"]},
     "Thing / rule 0 (dicePool) / refills[0]: error: an entry must be an object, got str; this entry does nothing"),
    ({"type": "dicePool", "identifier": "w", "dieSize": "d7"},
     "Thing / rule 0 (dicePool) / dieSize: warning: unknown die size 'd7' (use one of d4, d6, d8, d10, d12, d20); "
     "using d4"),
    ({"type": "chargePool", "identifier": "w", "dieSize": 8},
     "Thing / rule 0 (chargePool) / dieSize: warning: unknown die size 8 (use one of d4, d6, d8, d10, d12, d20); "
     "no die size"),
    ({"type": "chargePool", "identifier": "", "label": ""},
     "Thing / rule 0 (chargePool) / identifier: error: a pool needs an identifier or a label"),
    ({"type": "dicePool"},
     "Thing / rule 0 (dicePool) / identifier: error: a pool needs an identifier or a label"),
    ({"type": "dicePool", "identifier": "fury@rage"},
     "Thing / rule 0 (dicePool) / identifier: error: may not contain '@'"),
    ({"type": "dicePool", "identifier": "w", "max": "150"},
     "Thing / rule 0 (dicePool) / max: warning: max is 150; a dice pool holds at most 100 dice, so it is clamped "
     "to 100"),
    ({"type": "chargePool", "identifier": "w", "max": "1/0"},
     "Thing / rule 0 (chargePool) / max: error: division by zero"),
    ({"type": "diceConsumer", "poolIdentifier": "fury", "effectFormula": "@sum * 2 +"},
     None),
    ({"type": "chargePool", "identifier": "a:b"},
     "Thing / rule 0 (chargePool) / identifier: error: may not contain ':'"),
    ({"type": "modifyPool", "poolType": "charge", "poolIdentifier": "w",
      "addRefills": [{"trigger": "onCritReceived", "mode": "add"}]},
     "Thing / rule 0 (modifyPool) / addRefills[0].trigger: error: onCritReceived is a dice pool trigger, not a "
     "charge pool one; this entry does nothing"),
    ({"type": "combatMana", "formula": "1d4"},
     "Thing / rule 0 (combatMana) / formula: error: dice are not allowed in this field (it must give the same value "
     "every time)"),
    ({"type": "combatMana", "resource": "stamina"},
     "Thing / rule 0 (combatMana) / resource: error: must be one of 'mana' (got 'stamina')"),
    ({"type": "chargePool", "identifier": "w", "predicate": {"$nor": []}},
     None),
])
def test_single_rule_problems(rule, line):
    problems, _ = check_document(items(rule))
    lines = [p.line() for p in problems]
    if line is None:
        assert any(": error: " in entry for entry in lines), lines
    else:
        assert line in lines, lines


def test_items_alone_warn_about_pools_another_item_defines():
    problems, summary = check_document(items({"type": "diceConsumer", "poolIdentifier": "fury",
                                              "effectFormula": "@sum"}))
    assert [p.severity for p in problems] == ["warning"]
    assert "another item must define it" in problems[0].message
    assert summary == "0 errors, 1 warning."


def test_not_a_document_is_refused():
    with pytest.raises(FileError, match="not a character"):
        check_document({"hello": "world"}, "x.json")


@pytest.mark.skipif(not UPSTREAM.is_dir(), reason="upstream fixtures are not present")
@pytest.mark.parametrize("path", sorted(UPSTREAM.glob("*.json")) if UPSTREAM.is_dir() else [],
                         ids=lambda p: p.name)
def test_upstream_documents_have_no_errors(path):
    problems, _ = check_document(json.loads(path.read_text()), path.name)
    assert not [p.line() for p in problems if p.severity == "error"]


@pytest.mark.skipif(not UPSTREAM.is_dir(), reason="upstream fixtures are not present")
def test_upstream_documents_together_resolve_their_pools():
    docs = [json.loads(p.read_text()) for p in sorted(UPSTREAM.glob("*.json"))]
    problems, _ = check_document(docs, "all")
    messages = [p.line() for p in problems]
    assert not [m for m in messages if "error" in m], messages
    assert not [m for m in messages if "'fury'" in m], messages


@pytest.mark.parametrize("rule, line", [
    ({"type": "chargePool", "identifier": "w", "max": ""},
     "Thing / rule 0 (chargePool) / max: error: is required (a number or formula)"),
    ({"type": "combatMana", "formula": " "},
     "Thing / rule 0 (combatMana) / formula: error: is required (a number or formula)"),
    ({"type": "dicePool", "identifier": "d", "refills": [{"trigger": "onTurnStart", "mode": "add", "value": ""}]},
     "Thing / rule 0 (dicePool) / refills[0].value: error: is required (a number or formula)"),
    ({"type": "modifyConsumer", "poolIdentifier": "d"},
     "Thing / rule 0 (modifyConsumer) / appendFormula: warning: no append formula: this rule changes nothing"),
])
def test_empty_required_formulas_are_errors(rule, line):
    problems, _ = check_document(items(rule))
    assert line in [p.line() for p in problems]


def test_problems_name_the_item_index_when_names_repeat():
    doc = [items({"type": "chargePool", "identifier": "a", "max": "1/0"}),
           items({"type": "chargePool", "identifier": "b", "max": "1/0"})]
    problems, _ = check_document(doc)
    assert sorted(p.item_index for p in problems if p.field == "max") == [0, 1]


def _docs():
    yield json.loads((ROOT / "tests" / "fixtures" / "broken-character.json").read_text())
    yield json.loads((ROOT / "resources" / "sample-berserker.json").read_text())
    from sheet_app.storage.files import read_document

    for path in sorted(UPSTREAM.glob("*.json")):
        document = read_document(str(path))
        if document.kind != "items":
            yield document.data
    # Two items of one name: their rows share the name's problems.
    doc = json.loads((ROOT / "tests" / "fixtures" / "broken-character.json").read_text())
    twin = {**json.loads(json.dumps(doc["items"][0])), "id": "twin"}
    doc["items"].append(twin)
    yield doc


def test_item_lint_gives_each_name_the_problems_the_whole_lint_names_it_with_in_order():
    """The sheet's rows are linted item by item while opening (`ItemLint`); the whole lint comes later
    and must not change what a row showed."""
    from sheet_app.engine.lint import ItemLint, lint_character
    from sheet_app.engine.session import Session

    checked = 0
    for doc in _docs():
        char = Session(doc).char
        whole = lint_character(char)
        early = ItemLint(char)
        names = {item.name for item in char.items} | {p.item for p in whole} | {"no such item"}
        for name in sorted(names):
            assert [p.line() for p in early.of(name)] == [p.line() for p in whole if p.item == name], name
            assert early.of(name) == [p for p in whole if p.item == name]
            checked += bool(early.of(name))
    assert checked >= 3  # names with problems were compared, not only clean ones


@pytest.mark.parametrize("rule, line", [
    ({"type": "damageBonus", "value": "2", "targetCondition": {"$and": ["self:raging"]}},
     "Thing / rule 0 (damageBonus) / targetCondition: warning: a target condition reads the target's tags: a self: "
     "tag never matches"),
    ({"type": "conditionalBonus", "targetCondition": {"$and": ["quarry"]}},
     "Thing / rule 0 (conditionalBonus) / targetCondition: warning: reads tags other than target:<tag>: the attack "
     "names only the target's (targetTags)"),
    ({"type": "conditionalBonus", "advantage": 0, "damageBonus": ""},
     "Thing / rule 0 (conditionalBonus) / advantage: warning: offers neither advantage nor damage: no pick can "
     "choose it"),
    ({"type": "maxHitDice", "value": "1", "dieSize": 7},
     "Thing / rule 0 (maxHitDice) / dieSize: warning: d7 is no hit die size (0 for the class's, or 4, 6, 8, 10, 12, "
     "20); the rule does nothing"),
    ({"type": "grantProficiency", "proficiencyType": "weapons"},
     "Thing / rule 0 (grantProficiency) / values: warning: grants nothing: list the proficiencies it grants"),
    ({"type": "dyingActionLimit", "value": "1d4"},
     "Thing / rule 0 (dyingActionLimit) / value: error: dice are not allowed in this field (it must give the same "
     "value every time)"),
])
def test_bonus_rule_warnings(rule, line):
    """`sheet-app check` on the bonus and grant rules (character.md §15, §19.8); dice are refused where a
    rule's value must be deterministic."""
    lines = [p.line() for p in check_document(items(rule))[0]]
    assert line in lines, lines


def test_a_half_damage_reduction_ignores_its_value():
    """character.md §19.10: in half mode `value` is ignored and not validated."""
    half, _ = check_document(items({"type": "damageReduction", "mode": "half", "value": "1d4 +"}))
    flat, _ = check_document(items({"type": "damageReduction", "mode": "flat", "value": "1d4"}))
    assert not half and any("value: error" in p.line() for p in flat)


@pytest.mark.parametrize("rule, line", [
    ({"type": "actionDelta", "value": "1", "target": "allAllies"},
     "Thing / rule 0 (actionDelta) / target: warning: gives actions to others: the engine tracks only this "
     "character's, so it is a line in the log"),
    ({"type": "actionCost", "applies": "item", "reactions": ["help"]},
     "Thing / rule 0 (actionCost) / reactions: warning: applies to items: the reactions listed are ignored"),
    ({"type": "actionCost", "applies": "heroicReaction", "itemTypes": ["spell"]},
     "Thing / rule 0 (actionCost) / itemTypes: warning: applies to heroic reactions: the item filters are ignored"),
    ({"type": "actionCost", "value": "1d4"},
     "Thing / rule 0 (actionCost) / value: error: dice are not allowed in this field (it must give the same value "
     "every time)"),
    ({"type": "actionDelta", "value": "1d4"},
     "Thing / rule 0 (actionDelta) / value: error: dice are not allowed in this field (it must give the same value "
     "every time)"),
])
def test_action_rule_warnings(rule, line):
    """`sheet-app check` on Action Cost and Action Delta (character.md §15.5): filters that do nothing, other
    targets that are only a log line, dice where the value must be deterministic."""
    lines = [p.line() for p in check_document(items(rule))[0]]
    assert line in lines, lines


def test_a_spell_above_the_unlocked_tier_warns():
    """play-format "sheet-app check": a spell whose tier is above the character's unlocked tier (it casts with a
    warning line); an unknown school or scaling mode."""
    doc = {"format": "sheet/1", "name": "Wren", "level": 1, "mana": {"current": 3, "max": 3}, "items": [
        {"id": "nova", "name": "Nova", "type": "spell", "tier": 3, "school": "void", "scaling": {"mode": "double"}},
        {"id": "spark", "name": "Spark", "type": "spell", "tier": 1, "school": "fire"}]}
    lines = [p.line() for p in check_document(doc)[0]]
    assert lines == ["Nova / tier: warning: tier 3 is above the character's unlocked tier (1); it casts with a warning",
                     "Nova / school: warning: unknown school 'void' (one of fire, ice, lightning, necrotic, radiant, "
                     "wind)",
                     "Nova / scaling.mode: warning: unknown scaling mode 'double': the spell cannot be upcast"], lines
