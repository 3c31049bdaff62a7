"""The sample characters in resources/: each is clean under `sheet-app check`, each is played by a
script in tests/scripts/, and together they use every rule type, every field of every rule, every
trigger, every mode and every enum value of the rule models.

The scripts themselves run in test_scripts.py (they are ordinary files in tests/scripts/). They are
written by tests/scripts/make_sample_scripts.py from the character in resources/ and the steps in
tests/scripts/samples/, so each character has one source; a test here fails when they drift apart.
"""
from __future__ import annotations

import copy
import importlib.util
import json
import types
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_scripts import check_mismatches

from sheet_app.checkfile import check_file
from sheet_app.cli import main as cli_main

# The pydantic models: they list every field and its allowed values (engine/schema.py builds them).
from sheet_app.engine import model as _model
from sheet_app.engine.model import (
    CHARGE_MODES,
    CHARGE_TRIGGERS,
    DICE_MODES,
    DICE_TRIGGERS,
    DIE_SIZES,
    RuleBase,
    parse_rule,
)
from sheet_app.engine.schema import model_of
from sheet_app.play import run_script

# The samples show every rule type of engine.md: the seven resource rules, poolGainMessage, toggleEffect and
# modifyToggle. character.md's bonus and grant types (§15) are tested on their own (tests/engine/
# test_numbers.py) until a sample character uses them.
ENGINE_MD_TYPES = ("chargePool", "chargeConsumer", "dicePool", "diceConsumer", "modifyPool", "modifyConsumer",
                   "combatMana", "poolGainMessage", "toggleEffect", "modifyToggle")
RULE_CLASSES = {rtype: model_of(_model.RULE_CLASSES[rtype]) for rtype in ENGINE_MD_TYPES}
ChargeRecovery, DiceRefill = model_of(_model.ChargeRecovery), model_of(_model.DiceRefill)
ROOT = Path(__file__).resolve().parents[2]
RESOURCES = sorted((ROOT / "resources").glob("*.json"))
SCRIPTS = ROOT / "tests" / "scripts"
SOURCES = sorted((SCRIPTS / "samples").glob("*.json"))


def load(path: Path) -> Any:
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def sample(name: str) -> dict[str, Any]:
    return load(ROOT / "resources" / name)


def generator() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("make_sample_scripts", SCRIPTS / "make_sample_scripts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---- each sample on its own ----------------------------------------------------------------------
def test_the_samples_are_there() -> None:
    assert {p.name for p in RESOURCES} >= {"sample-berserker.json", "sample-oathsworn.json",
                                            "sample-commander.json", "sample-spellblade.json"}


@pytest.mark.parametrize("path", RESOURCES, ids=[p.stem for p in RESOURCES])
def test_sample_passes_check(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    problems, summary = check_file(str(path))
    assert [p.line() for p in problems] == []
    assert summary == "No problems found."
    assert cli_main(["check", str(path)]) == 0
    assert capsys.readouterr().out.strip() == "No problems found."


@pytest.mark.parametrize("path", RESOURCES, ids=[p.stem for p in RESOURCES])
def test_sample_has_a_play_script(path: Path) -> None:
    played = [source.name for source in SOURCES if load(source).get("sample") == path.name]
    assert played, f"no steps file in tests/scripts/samples/ names {path.name}"
    for name in played:
        script = load(SCRIPTS / name)
        assert script["character"] == load(path)
        assert script["steps"] and script["expect"]


def test_sample_scripts_are_up_to_date() -> None:
    """tests/scripts/<name>.json is exactly what make_sample_scripts.py writes from its sources."""
    stale = [path.name for path, text in generator().outputs().items()
             if not path.exists() or path.read_text(encoding="utf-8") != text]
    assert not stale, f"run .venv/bin/python tests/scripts/make_sample_scripts.py (stale: {stale})"


# ---- together: every rule type, field, trigger and mode ---------------------------------------------
def raw_rules() -> Iterator[tuple[str, dict[str, Any]]]:
    """(sample file, raw rule) for every rule of every sample."""
    for path in RESOURCES:
        for item in load(path)["items"]:
            for rule in item.get("rules", []):
                yield path.name, rule


def parsed_rules() -> list[tuple[dict[str, Any], RuleBase]]:
    found = []
    for name, raw in raw_rules():
        entry = parse_rule(raw, 0)
        assert entry.model is not None, f"{name}: {raw.get('id')}: {entry.error}"
        found.append((raw, entry.model))
    return found


def refill_entries(kind: str) -> list[tuple[dict[str, Any], ChargeRecovery | DiceRefill]]:
    """Every recovery ("charge") or refill ("dice") entry, the pools' own and modifyPool's additions."""
    cls = ChargeRecovery if kind == "charge" else DiceRefill
    found = []
    for raw, model in parsed_rules():
        own = {"charge": "chargePool", "dice": "dicePool"}[kind]
        if model.type == own:
            entries = raw.get("recoveries" if kind == "charge" else "refills", [])
        elif model.type == "modifyPool" and model.poolType == kind:
            entries = raw.get("addRefills", [])
        else:
            continue
        found.extend((entry, cls.model_validate(entry)) for entry in entries)
    return found


def literal_values(annotation: Any) -> set[Any]:
    """The values a field's Literal annotation allows (through Optional/Union/Annotated)."""
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return set(typing.get_args(annotation))
    if origin in (typing.Union, types.UnionType, typing.Annotated):
        args = typing.get_args(annotation)
        return set().union(*(literal_values(a) for a in (args[:1] if origin is typing.Annotated else args)))
    return set()


def test_every_rule_type_is_used() -> None:
    used = {model.type for _raw, model in parsed_rules()}
    assert set(RULE_CLASSES) - used == set()
    assert len(RULE_CLASSES) == 10  # the seven resource rules, poolGainMessage, toggleEffect and modifyToggle
    assert set(ENGINE_MD_TYPES) < set(_model.RULE_CLASSES)


@pytest.mark.parametrize("rule_type", sorted(RULE_CLASSES))
def test_every_field_of_the_rule_type_is_written_somewhere(rule_type: str) -> None:
    written: set[str] = set()
    for raw, model in parsed_rules():
        if model.type == rule_type:
            written |= set(raw)
    assert set(RULE_CLASSES[rule_type].model_fields) - written == set()


@pytest.mark.parametrize("kind", ["charge", "dice"])
def test_every_field_of_the_refill_entries_is_written_somewhere(kind: str) -> None:
    cls = ChargeRecovery if kind == "charge" else DiceRefill
    written = set().union(*(set(raw) for raw, _entry in refill_entries(kind)))
    assert set(cls.model_fields) - written == set()


@pytest.mark.parametrize("kind, triggers", [("charge", CHARGE_TRIGGERS), ("dice", DICE_TRIGGERS)])
def test_every_trigger_is_used(kind: str, triggers: tuple[str, ...]) -> None:
    used = {entry.trigger for _raw, entry in refill_entries(kind)}
    assert set(triggers) - used == set()


@pytest.mark.parametrize("kind, modes", [("charge", CHARGE_MODES), ("dice", DICE_MODES)])
def test_every_mode_is_used(kind: str, modes: tuple[str, ...]) -> None:
    used = {entry.mode for _raw, entry in refill_entries(kind)}
    assert set(modes) - used == set()


# Fields whose values are counted over all rule types together (no single rule type needs every
# die size or every card setting).
ACROSS_TYPES = ("dieSize", "suppressActivationCard")


def test_every_enum_value_of_every_rule_field_is_used() -> None:
    """Scopes, pool types, consumer modes, deliveries, effect types, outcomes, filters, combat mana..."""
    missing = []
    for rule_type, cls in sorted(RULE_CLASSES.items()):
        for field, info in cls.model_fields.items():
            allowed = literal_values(info.annotation)
            if field == "type" or field in ACROSS_TYPES or not allowed:
                continue
            used = {getattr(model, field) for _raw, model in parsed_rules() if model.type == rule_type}
            missing += [f"{rule_type}.{field} = {value!r}" for value in sorted(allowed - used, key=str)]
    assert missing == []


@pytest.mark.parametrize("field", ACROSS_TYPES)
def test_values_counted_across_rule_types_are_all_used(field: str) -> None:
    allowed = set().union(*(literal_values(cls.model_fields[field].annotation)
                            for cls in RULE_CLASSES.values() if field in cls.model_fields))
    used = {getattr(model, field, None) for _raw, model in parsed_rules()}
    assert allowed - used == set()


def test_every_die_size_appears() -> None:
    used = {getattr(model, "dieSize", None) for _raw, model in parsed_rules()}
    assert set(DIE_SIZES) == {"d4", "d6", "d8", "d10", "d12", "d20"}
    assert set(DIE_SIZES) <= used


def test_suppress_activation_card_values_are_written_out() -> None:
    written = {raw["suppressActivationCard"] for _name, raw in raw_rules() if "suppressActivationCard" in raw}
    assert written == {"auto", "always", "never"}


@pytest.mark.parametrize("rule_type", ["chargePool", "dicePool"])
def test_both_scopes_and_both_initial_states(rule_type: str) -> None:
    models = [model for _raw, model in parsed_rules() if model.type == rule_type]
    assert {m.scope for m in models} == {"item", "actor"}
    assert {m.initial for m in models} == {"max", "zero"}


@pytest.mark.parametrize("rule_type", ["chargeConsumer", "diceConsumer", "modifyConsumer", "modifyPool"])
def test_both_pool_scopes_are_aimed_at(rule_type: str) -> None:
    assert {"item", "actor"} <= {model.poolScope for _raw, model in parsed_rules()
                                 if model.type == rule_type}


def test_flags_take_both_values() -> None:
    charge_pools = [model for _raw, model in parsed_rules() if model.type == "chargePool"]
    assert {m.hidden for m in charge_pools} == {True, False}
    assert {model.disabled for _raw, model in parsed_rules()} == {True, False}
    assert {m.dieSize is None for m in charge_pools} == {True, False}


def test_the_reference_context_values_are_used() -> None:
    values = [entry.value for _raw, entry in refill_entries("dice") if entry.mode in ("set", "setIfEmpty")]
    assert any("@poolMax" in value for value in values)


# ---- engine bugs the samples expose (engine.md says otherwise; see the reasons) ---------------------
# Regressions found by the samples: an inactive combat mana rule used to clear the layer, and a
# clear effect plus a cost on one charge pool used to log negative charges.


def play(character: dict[str, Any], dice: list[int], steps: list[dict[str, Any]]) -> dict[str, Any]:
    return run_script({"character": character, "dice": dice, "steps": steps})


def _lingering_mana(character: dict[str, Any]) -> dict[str, Any]:
    item = next(i for i in character["items"] if i["id"] == "runed-edge")
    return next(r for r in item["rules"] if r["id"] == "lingering-mana")


def _disabled(character: dict[str, Any]) -> None:
    assert _lingering_mana(character)["disabled"] is True  # as shipped


def _condition_fails(character: dict[str, Any]) -> None:
    rule = _lingering_mana(character)
    rule["disabled"] = False
    rule["predicate"] = {"level": {"min": 7}}  # the sample is level 5


@pytest.mark.parametrize("make_inactive", [_disabled, _condition_fails], ids=["disabled", "condition-fails"])
def test_an_inactive_combat_mana_rule_does_not_clear_the_layer(make_inactive: Any) -> None:
    """Spellblade: Battle Mana (active, clears at the encounter's end) grants 3 at initiative; Lingering
    Mana (clears on a safe rest) is inactive, so a safe rest inside the encounter keeps the 3."""
    character = copy.deepcopy(sample("sample-spellblade.json"))
    make_inactive(character)
    output = play(character, [5, 2, 7, 4, 8, 1],
                  [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, {"do": "rest", "kind": "safe"}])
    problems = check_mismatches({"errors": [], "mana": {"current": 9, "max": 9},
                                 "logContains": [{"step": 1, "text": "Combat mana 3"}],
                                 "logLacks": [{"step": 2, "text": "Combat mana"}]}, output)
    assert not problems, "\n".join(problems)


def test_a_clear_effect_and_a_cost_on_one_charge_pool_never_go_below_zero() -> None:
    """Spellblade variant: Overchannel also costs 1 Arcana (validated while Arcana holds 1), and its
    own effect clears Arcana."""
    character = copy.deepcopy(sample("sample-spellblade.json"))
    overchannel = next(i for i in character["items"] if i["id"] == "overchannel")
    overchannel["rules"] = [{"type": "chargeConsumer", "label": "Overchannel: 1 Arcana",
                             "poolIdentifier": "arcana", "poolScope": "actor", "cost": "1"}]
    output = play(character, [5, 2, 7, 4, 8, 1],
                  [{"do": "startEncounter"}, {"do": "activate", "item": "overchannel"}])
    problems = check_mismatches({"errors": [], "pools": {"actor:arcana": {"current": 0}},
                                 "logContains": [{"step": 1,
                                                  "text": "Runes raised to the top face (1 → 8) by Overchannel"}],
                                 "logLacks": [{"step": 1, "text": "(-1/3)"}]}, output)
    assert not problems, "\n".join(problems)
