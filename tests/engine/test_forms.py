"""The one generic reader (engine/forms.py) reads every declaration (engine/model.py, engine/document.py)
into exactly what the pydantic models built from the same declarations (engine/schema.py) make of the
same input, and every message still comes from pydantic.

The quick reading only ever accepts: whatever it is not sure of goes to the schema. So the property that
keeps results identical is one-sided: whenever the quick reading accepts a dict, the schema accepts it
too, with the same values (same types: 1 is not 1.0 nor True), fresh lists and dicts where pydantic
copies them, and the same extra keys. Hypothesis checks it on input generated from the schema's own
annotations, valid and invalid mixed; the whole parse (rules with their refills, items, documents) is
then compared with the quick reading switched off, on generated input and on every document we have.
"""
from __future__ import annotations

import functools
import json
import math
import os
import subprocess
import sys
import types
import typing
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from sheet_app.engine import document, model, schema
from sheet_app.engine.model import Form, Unsure, form_of, parse_effect, parse_item, parse_rule
from sheet_app.engine.vocab import NUMBER_LIMIT

ROOT = Path(__file__).resolve().parents[2]
UPSTREAM = Path(os.environ.get("SHEET_APP_UPSTREAM_FIXTURES") or ROOT.parent / "shared" / "fixtures" / "upstream")
FORMS = {name: form for name, form in model._FORMS.items()
         if form.__module__.startswith("sheet_app.") and not name.startswith("_")}
# More examples for a deep check: SHEET_APP_FORM_EXAMPLES=5000 (the suite's profile is derandomized).
EXAMPLES = int(os.environ.get("SHEET_APP_FORM_EXAMPLES", "150"))
SETTINGS = settings(settings.default, max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


# ---- the schema's input, generated from its annotations ------------------------------------------

ODD = st.sampled_from([None, True, False, 0, 1, -1, 2, 1.5, 2.0, -0.0, math.inf, math.nan, NUMBER_LIMIT,
                       NUMBER_LIMIT + 1, -NUMBER_LIMIT, -NUMBER_LIMIT - 1, 10**20, "", "x", "1", "2.5", "d6", "a:b",
                       "true", [], ["a"], [1], ["a", None], {}, {"a": 1}, {"current": 1, "max": 2}, {1: "a"},
                       [{"trigger": "safeRest"}], b"x", ("a",)])
ODD_KEYS = st.sampled_from([None, True, 0, 1, 1.5, "", "x", b"x", ("a",)])
TEXT = st.one_of(st.sampled_from(["", "a", "fury", "self:raging", "Combat Dice", "1", "@strength", "é"]),
                 st.text(max_size=4))


def values(annotation: Any) -> st.SearchStrategy[Any]:
    """Mostly what the annotation allows, with anything else mixed in."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return values(args[0])
    if origin is typing.Literal:
        return st.one_of(st.sampled_from(args), ODD)
    if origin in (typing.Union, types.UnionType):
        return st.one_of(*(values(a) for a in args))
    if origin is list:
        return st.one_of(st.lists(values(args[0]), max_size=3), ODD)
    if origin is dict:
        literal = typing.get_origin(args[0]) is typing.Literal
        keys = st.one_of(st.sampled_from(typing.get_args(args[0])) if literal else TEXT, ODD_KEYS)
        return st.one_of(st.dictionaries(keys, values(args[1]), max_size=3), ODD)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return st.one_of(raw_of(annotation), ODD)
    if annotation is str:
        return st.one_of(TEXT, ODD)
    if annotation is bool:
        return st.one_of(st.booleans(), ODD)
    if annotation is int:
        return st.one_of(st.integers(-2 * NUMBER_LIMIT, 2 * NUMBER_LIMIT), ODD)
    if annotation is float:
        return st.one_of(st.floats(), ODD)
    if annotation is type(None):
        return st.none()
    return st.one_of(ODD, TEXT, st.dictionaries(TEXT, ODD, max_size=2))  # Any


@functools.cache
def raw_of(cls: type[BaseModel]) -> st.SearchStrategy[dict[str, Any]]:
    """A dict for the model: its required fields (usually), some optional ones, maybe extra keys."""
    fields = cls.model_fields
    required = {name: values(info.annotation) for name, info in fields.items() if info.is_required()}
    optional = {name: values(info.annotation) for name, info in fields.items() if not info.is_required()}
    extra = st.dictionaries(st.sampled_from(["note", "_x", "states", "flags", "model_config", "__class__"]), ODD,
                            max_size=2)
    return st.builds(lambda a, b, c: {**c, **a, **b},
                     st.fixed_dictionaries(required) | st.fixed_dictionaries({}, optional=required),
                     st.fixed_dictionaries({}, optional=optional), extra)


def schema_model(form: type[Form]) -> type[BaseModel]:
    return schema.model_of(form)


RULE_MODELS = [schema_model(cls) for cls in model.RULE_CLASSES.values()]


# ---- comparing -------------------------------------------------------------------------------------

def same(a: Any, b: Any) -> bool:
    """Equal with the same types all the way down (and NaN equal to NaN)."""
    if isinstance(a, Form) or isinstance(b, Form):
        return type(a) is type(b) and same(a.__dict__, b.__dict__)
    if type(a) is not type(b):
        return False
    if hasattr(a, "__dataclass_fields__"):  # the parse's entries
        return same(vars(a), vars(b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return bool(a == b)


def by_schema(form: type[Form], raw: dict[str, Any]) -> Any:
    """The schema's verdict: its model, or its error."""
    try:
        return schema_model(form).model_validate(raw)
    except ValidationError as err:
        return err


def check_agrees(form: type[Form], raw: dict[str, Any]) -> bool:
    """When the quick reading accepts `raw`, the schema accepts it with the same values. True if it accepted."""
    try:
        quick = form.quick(raw)
    except Unsure:
        return False
    verdict = by_schema(form, raw)
    assert not isinstance(verdict, ValidationError), f"quick accepted what the schema refuses: {raw!r}: {verdict}"
    assert same(quick, form_of(verdict)), (raw, quick, form_of(verdict))
    for name, value in quick.__dict__.items():  # a list or dict is a fresh copy exactly where pydantic copies
        if name != "_extra" and name in raw and isinstance(value, (list, dict)):
            assert (value is raw[name]) == (getattr(verdict, name) is raw[name]), name
    assert all(quick._extra[k] is raw[k] for k in quick._extra)
    assert quick._extra.keys() == (verdict.__pydantic_extra__ or {}).keys()
    return True


@contextmanager
def schema_only() -> Iterator[None]:
    """Every dict read by the schema, as before the quick reading existed."""
    original = Form.__dict__["quick"]

    def unsure(cls: type[Form], raw: dict[str, Any]) -> Form:
        raise Unsure

    Form.quick = classmethod(unsure)  # type: ignore[method-assign, assignment]
    try:
        yield
    finally:
        Form.quick = original  # type: ignore[method-assign]


def outcome(parse: Any, *args: Any) -> Any:
    """What a parse function gives: its result's fields, or its error's class and message."""
    try:
        result = parse(*args)
    except ValueError as err:
        return (type(err).__name__, str(err))
    if isinstance(result, tuple):
        return tuple(vars(r) if hasattr(r, "__dataclass_fields__") else r for r in result)
    return vars(result)


def both_ways(parse: Any, *args: Any) -> None:
    quick = outcome(parse, *args)
    with schema_only():
        slow = outcome(parse, *args)
    assert same(quick, slow), (args, quick, slow)


# ---- the forms and the schema describe the same fields --------------------------------------------

# An independent statement of the schema: every declaration's fields, in order (a field lost, added or
# moved in a declaration fails here, whatever the reader and the generated models agree on).
ENVELOPE = ("id", "type", "label", "identifier", "predicate", "priority", "disabled", "suppressActivationCard")
EXPECTED_FIELDS = {
    "ChargeRecovery": ("trigger", "mode", "value", "predicate"),
    "DiceRefill": ("trigger", "mode", "value", "predicate"),
    "RuleBase": ENVELOPE,
    "ChargePool": (*ENVELOPE, "scope", "max", "dieSize", "initial", "hidden", "recoveries"),
    "ChargeConsumer": (*ENVELOPE, "poolIdentifier", "poolScope", "cost"),
    "DicePool": (*ENVELOPE, "scope", "dieSize", "max", "initial", "refills"),
    "DiceConsumer": (*ENVELOPE, "poolIdentifier", "poolScope", "mode", "cost", "bonusOnAttackDelivery",
                     "effectFormula", "effectType", "selectionOutcome", "cardOffer"),
    "ModifyPool": (*ENVELOPE, "poolType", "poolIdentifier", "poolScope", "dieSize", "maxDelta", "minFace",
                   "addRefills"),
    "ModifyConsumer": (*ENVELOPE, "poolIdentifier", "poolScope", "effectTypeFilter", "appendFormula"),
    "CombatMana": (*ENVELOPE, "formula", "resource", "trigger", "clearOn"),
    "PoolGainMessage": (*ENVELOPE, "poolIdentifier", "formula", "message"),
    "ToggleEffect": (*ENVELOPE, "tags", "turnOff", "endAfterInactiveRounds", "confirmEndPrompt", "clearPoolsOnEnd"),
    "ModifyToggle": (*ENVELOPE, "toggleIdentifier", "suppressTurnOff", "turnOn"),
    "MaxWounds": (*ENVELOPE, "value"),
    "DamageBonus": (*ENVELOPE, "value", "damageType", "delivery", "source", "targetCondition"),
    "ConditionalBonus": (*ENVELOPE, "advantage", "damageBonus", "damageType", "delivery", "source", "targetCondition"),
    "DamageReduction": (*ENVELOPE, "mode", "value", "damageTypes"),
    "ModifyIncomingAttack": (*ENVELOPE, "modifier", "range", "automatic", "rerollTrigger", "rerollWithDisadvantage"),
    "MaxHitDice": (*ENVELOPE, "value", "dieSize"),
    "IncrementHitDice": (*ENVELOPE, "value"),
    "HitDiceAdvantage": (*ENVELOPE, "condition", "amount", "rollContext"),
    "MaximizeHitDice": ENVELOPE,
    "DyingActionLimit": (*ENVELOPE, "value"),
    "HealingPotionBonus": (*ENVELOPE, "value"),
    "UnarmedDamage": (*ENVELOPE, "value"),
    "GrantProficiency": (*ENVELOPE, "proficiencyType", "values", "displayAs"),
    "AbilityBonus": (*ENVELOPE, "value", "abilities"),
    "ArmorClass": (*ENVELOPE, "formula", "mode"),
    "SkillBonus": (*ENVELOPE, "value", "skills"),
    "SavingThrowBonus": (*ENVELOPE, "value", "savingThrows"),
    "SkillRollMode": (*ENVELOPE, "value", "skills", "mode"),
    "SavingThrowRollMode": (*ENVELOPE, "value", "target", "mode", "requiresChoice", "selectedSave"),
    "InitiativeBonus": (*ENVELOPE, "value"),
    "InitiativeRollMode": (*ENVELOPE, "value", "mode"),
    "SpeedBonus": (*ENVELOPE, "value", "movementType"),
    "MaxHpBonus": (*ENVELOPE, "value", "perLevel"),
    "GrantMovement": (*ENVELOPE, "mode", "speed"),
    "ActionCost": (*ENVELOPE, "applies", "mode", "value", "itemTypes", "itemIdentifier", "reactions"),
    "ActionDelta": (*ENVELOPE, "value", "timing", "target", "borrowFromNextTurn"),
    "ConditionDuration": ("rounds", "turns", "seconds"),
    "ApplyCondition": (*ENVELOPE, "condition", "trigger", "duration"),
    "ConditionImmunity": (*ENVELOPE, "conditions"),
    "GrantItem": (*ENVELOPE, "uuid", "allowDuplicate", "inMemoryOnly", "quantity"),
    "GrantSpells": (*ENVELOPE, "schools", "tiers", "utilityOnly", "uuids", "mode", "count"),
    "Attack": ("delivery", "damage", "damageType"),
    "PoolEffect": ("poolType", "action", "poolIdentifier", "value", "predicate"),
    "ItemFields": ("id", "name", "type", "equipped", "objectType", "properties", "attack", "weaponType", "tier",
                   "school", "scaling", "rules", "activation"),
    "Track": ("current", "max"),
    "HpTrack": ("current", "max", "temp"),
    "ManaTrack": ("current", "max", "bonus"),
    "Actions": ("current", "max", "additional", "pendingDelta"),
    "Reactions": ("defend", "interpose", "opportunityAttack", "help"),
    "HitDie": ("current", "max"),
    "Stats": ("strength", "dexterity", "intelligence", "will"),
    "Proficiencies": ("armor", "weapons", "languages"),
    "Skill": ("points", "bonus"),
    "SavingThrow": ("bonus", "defaultRollMode"),
    "Armor": ("baseValue",),
    "Movement": ("walk", "fly", "climb", "swim", "burrow"),
    "Encounter": ("round", "initiativeRolled", "bloodiedFired"),
    "CharacterFields": ("format", "name", "level", "keyStats", "stats", "size", "hp", "wounds", "mana", "states",
                        "items", "pools", "poolBonuses", "hitDice", "initiative", "manaRecovery", "skills",
                        "savingThrows", "armor", "movement", "encounter", "bank", "combatMana", "rolledInitiative",
                        "proficiencies", "actions", "reactions", "turnActive", "highestUnlockedSpellTier",
                        "concentratingOn", "conditionTimers", "levelUpHistory"),
}


def test_every_declaration_has_its_fields_and_a_model_with_the_same_fields_in_the_same_order() -> None:
    assert set(FORMS) == set(EXPECTED_FIELDS)
    for name, form in FORMS.items():
        assert tuple(f.name for f in form.fields()) == EXPECTED_FIELDS[name], name
        assert tuple(schema_model(form).model_fields) == EXPECTED_FIELDS[name], name
        assert schema_model(form).__name__ == name
    assert all(cls.rule_type == rtype and schema_model(cls).model_fields["type"].annotation.__args__ == (rtype,)
               for rtype, cls in model.RULE_CLASSES.items())


# What the hand-written models refused and took before the models were generated: each marker's
# constraint, as pydantic words it (None: accepted).
CONSTRAINTS = [
    (document.Track, {"current": 10**6 + 1}, "current: Input should be less than or equal to 1000000 (got 1000001)"),
    (document.Track, {"max": -1}, "max: Input should be greater than or equal to 0 (got -1)"),
    (document.Track, {"max": "3"}, "max: Input should be a valid integer (got '3')"),  # strict
    (document.Encounter, {"initiativeRolled": "yes"}, None),  # a lax bool takes "yes"
    (document.CharacterFields, {"format": "sheet/1", "name": "A", "items": [], "initiative": 3}, None),
    (model.ChargePool, {"type": "chargePool", "hidden": 1}, "hidden: Input should be a valid boolean (got 1)"),
    (model.ChargePool, {"type": "chargePool", "max": 2.5}, None),
    (model.ChargePool, {"type": "chargePool", "max": True}, "max: Input should be a valid string (got True)"),
    (model.ChargePool, {"type": "dicePool"}, "type: must be one of 'chargePool' (got 'dicePool')"),
    (model.ToggleEffect, {"type": "toggleEffect", "endAfterInactiveRounds": 0},
     "endAfterInactiveRounds: Input should be greater than or equal to 1 (got 0)"),
    (model.ItemFields, {"name": ""}, "name: String should have at least 1 character (got '')"),
    (model.PoolEffect, {"poolType": "charge", "action": "rollDie", "poolIdentifier": "p"},
     "Value error, action 'rollDie' is not a charge pool action (use one of fillCount, clear) "
     "(got {'poolType': 'charge', 'action': 'rollDie', 'poolIdentifier': 'p'})"),
]


@pytest.mark.parametrize("form, raw, refusal", CONSTRAINTS)
def test_the_generated_models_keep_each_constraint_and_its_message(form: type[Form], raw: dict[str, Any],
                                                                     refusal: str | None) -> None:
    try:
        model.read(form, raw)
    except model.Invalid as err:
        assert str(err) == refusal
    else:
        assert refusal is None


def test_defaults_are_the_schemas() -> None:
    """Every field left out: the quick reading's defaults are the schema's (fresh lists and forms each time)."""
    rule_types = {cls: rtype for rtype, cls in model.RULE_CLASSES.items()}
    minimal = {"RuleBase": {"type": "anything"}, "ChargePool": {"type": "chargePool"},
               "PoolEffect": {"poolType": "dice", "action": "rollDie", "poolIdentifier": "p"},
               "CharacterFields": {"format": "sheet/1", "name": "A", "items": []}, "ItemFields": {"name": "A"}}
    for name, form in FORMS.items():
        raw = minimal.get(name) or ({"type": rule_types[form], "poolIdentifier": "p"} if form in rule_types else {})
        assert check_agrees(form, raw), name
        first, second = form.quick(raw), form.quick(raw)
        assert all(first.__dict__[k] is not second.__dict__[k] for k, v in first.__dict__.items()
                   if isinstance(v, (list, dict, Form)) and k != "_extra"), name


@pytest.mark.parametrize("name", sorted(FORMS))
@SETTINGS
@given(data=st.data())
def test_what_the_quick_reading_accepts_the_schema_accepts_with_the_same_values(name: str, data: st.DataObject) -> None:
    form = FORMS[name]
    check_agrees(form, data.draw(raw_of(schema_model(form))))


@pytest.mark.parametrize("name", sorted(FORMS))
def test_the_quick_reading_accepts_plainly_valid_input(name: str) -> None:
    """Not a property that keeps results right, but the point of the quick reading: valid input is read
    without the schema. A generated valid dict (the schema accepts it, only JSON types) is accepted."""
    form = FORMS[name]
    accepted, valid = 0, 0

    @settings(settings.default, max_examples=max(100, EXAMPLES // 2), deadline=None, database=None)
    @given(raw=raw_of(schema_model(form)))
    def count(raw: dict[str, Any]) -> None:
        nonlocal accepted, valid
        if isinstance(by_schema(form, raw), ValidationError) or not plain_json(raw):
            return
        valid += 1
        accepted += check_agrees(form, raw)

    count()
    assert valid == 0 or accepted / valid > 0.5, (accepted, valid)


def plain_json(value: Any) -> bool:
    """JSON that needs no conversion by a lax schema: no bool or float where a number might be coerced."""
    if isinstance(value, dict):
        return all(type(k) is str and plain_json(v) for k, v in value.items())
    if isinstance(value, list):
        return all(plain_json(v) for v in value)
    return value is None or type(value) in (str, int) and abs(value if type(value) is int else 0) <= NUMBER_LIMIT


# ---- the whole parse, quick reading on and off ------------------------------------------------------

@SETTINGS
@given(raw=st.one_of(*map(raw_of, RULE_MODELS)))
def test_parse_rule_gives_the_same_entry_with_and_without_the_quick_reading(raw: dict[str, Any]) -> None:
    both_ways(parse_rule, raw, 0)


def refill_rule() -> st.SearchStrategy[dict[str, Any]]:
    """Pools and Modify Pool rules whose refill lists hold generated entries (valid and not)."""
    entries = st.lists(st.one_of(raw_of(schema_model(model.ChargeRecovery)), raw_of(schema_model(model.DiceRefill)),
                                 ODD), max_size=4)
    return st.builds(lambda rule, key, listed: {**rule, key: listed},
                     st.sampled_from([{"type": "chargePool", "identifier": "c"}, {"type": "dicePool", "label": "D"},
                                      {"type": "modifyPool", "poolIdentifier": "d", "poolType": "charge"},
                                      {"type": "modifyPool", "poolIdentifier": "d"}]),
                     st.sampled_from(["recoveries", "refills", "addRefills"]), entries)


@SETTINGS
@given(raw=refill_rule())
def test_refill_entries_are_the_same_with_and_without_the_quick_reading(raw: dict[str, Any]) -> None:
    both_ways(parse_rule, raw, 0)


@SETTINGS
@given(raw=raw_of(schema_model(model.PoolEffect)))
def test_pool_effects_are_the_same_with_and_without_the_quick_reading(raw: dict[str, Any]) -> None:
    both_ways(parse_effect, raw, 0)


@SETTINGS
@given(raw=raw_of(schema_model(model.ItemFields)), rules=st.lists(st.one_of(*map(raw_of, RULE_MODELS)),
                                                     max_size=3))
def test_parse_item_gives_the_same_item_or_message_with_and_without_the_quick_reading(
        raw: dict[str, Any], rules: list[Any]) -> None:
    both_ways(parse_item, {**raw, "rules": rules} if rules else raw)


@SETTINGS
@given(raw=raw_of(schema_model(document.CharacterFields)))
def test_a_documents_header_gives_the_same_fields_or_message_with_and_without_the_quick_reading(
        raw: dict[str, Any]) -> None:
    both_ways(document.check_fields, raw)


def documents() -> Iterator[tuple[str, Any]]:
    """Every character and item document the project has (samples, fixtures, scripts, upstream's)."""
    paths = [*sorted((ROOT / "resources").glob("*.json")), *sorted((ROOT / "tests" / "fixtures").rglob("*.json")),
             *sorted((ROOT / "tests" / "scripts").rglob("*.json"))]
    if UPSTREAM.is_dir():
        paths += sorted(UPSTREAM.glob("*.json"))
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))
        yield path.name, data.get("character", data) if isinstance(data, dict) else data


def test_every_document_we_have_reads_the_same_with_and_without_the_quick_reading() -> None:
    from sheet_app.storage.files import document_from_data

    def read(data: Any, name: str) -> Any:
        doc = document_from_data(data, name)
        return doc.kind, doc.data, doc.warnings, [vars(e) for e in doc.entries or []]

    names = []
    for name, data in documents():
        both_ways(read, data, name)
        names.append(name)
    assert len(names) >= 40


def test_a_generated_big_character_reads_the_same_with_and_without_the_quick_reading() -> None:
    sys.path.insert(0, str(ROOT / "tests" / "bench"))
    try:
        from generate import make_character
    finally:
        sys.path.remove(str(ROOT / "tests" / "bench"))
    for seed in range(3):
        both_ways(document.parse_character, make_character(seed=seed, items=60, rules=200, pools=12))


def test_messages_are_the_schemas() -> None:
    """A field the quick reading cannot vouch for is judged, and worded, by the schema."""
    entry = parse_rule({"type": "dicePool", "identifier": "d", "max": True, "dieSize": "d6"}, 3)
    assert (entry.error_field, entry.error) == ("max", "Input should be a valid string (got True)")
    entry = parse_rule({"type": "chargePool", "identifier": "c", "priority": "2"}, 0)
    assert entry.valid and entry.model.priority == 2 and type(entry.model.priority) is int  # the schema's conversion
    with pytest.raises(document.DocumentError, match=r"^hp\.current: Input should be less than or equal to 1000000"):
        document.check_fields({"format": "sheet/1", "name": "A", "items": [], "hp": {"current": 10**7}})


# ---- start-up: what loading a character does not import ---------------------------------------------

def run(code: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_play_and_check_on_valid_files_never_import_pydantic_or_the_schema() -> None:
    out = run("import contextlib, io, sys\n"
              "from sheet_app.cli import main\n"
              "with contextlib.redirect_stdout(io.StringIO()):\n"
              "    codes = [main(['play', 'tests/scripts/berserker-round.json']),\n"
              "             main(['check', 'resources/sample-berserker.json']),\n"
              "             main(['check', 'resources/sample-spellblade.json'])]\n"
              "print(codes, 'pydantic' in sys.modules, 'pydantic_core' in sys.modules,\n"
              "      'sheet_app.engine.schema' in sys.modules)\n")
    assert out == ["[0,", "0,", "0]", "False", "False", "False"]


def test_a_broken_field_loads_the_schema_and_builds_only_the_models_it_used() -> None:
    out = run("import sys\n"
              "from sheet_app.engine.model import ChargePool, parse_rule\n"
              "print(parse_rule({'type': 'chargePool', 'identifier': 'c'}, 0).valid, 'pydantic' in sys.modules)\n"
              "entry = parse_rule({'type': 'chargePool', 'identifier': 'c', 'hidden': 'no'}, 0)\n"
              "from sheet_app.engine import schema\n"
              "print(entry.error_field, 'pydantic' in sys.modules, schema.model_of(ChargePool).__pydantic_complete__,\n"
              "      [made.__name__ for made in schema.made()])\n")
    assert out == ["True", "False", "hidden", "True", "True", "['ChargePool']"]
