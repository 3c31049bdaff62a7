"""Every rule type is complete: one declaration (fields, card, words) and one registered behaviour; a
rule type declared without one of them fails, naming what is missing. The Rules Builder's presentation
extras (views/rule_specs.py) name only values their declaration allows."""
from __future__ import annotations

import types
import typing
from typing import Annotated, Any

import pytest

import sheet_app.engine.session  # noqa: F401  # every concept module, so every behaviour is registered
from sheet_app.engine import model, rule_types
from sheet_app.engine.declare import Doc, Formula, Label
from sheet_app.engine.model import RULE_CLASSES, RuleBase
from sheet_app.views import rule_specs


def test_every_declared_rule_type_has_its_behaviour_card_and_words() -> None:
    rule_types.complete(RULE_CLASSES.values())
    assert set(RULE_CLASSES) <= set(rule_types.BEHAVIOURS)


def test_a_rule_type_declared_without_behaviour_card_or_words_fails_naming_each_missing_part() -> None:
    class Bare(RuleBase, rule="bareBonus"):
        value: Annotated[str, Formula()] = ""

    with pytest.raises(rule_types.IncompleteRuleType) as raised:
        rule_types.complete([Bare])
    assert str(raised.value).splitlines() == [
        "bareBonus: no card name (name=... on its class line)",
        "bareBonus: no card group (group=... on its class line)",
        "bareBonus: no card description (its docstring)",
        "bareBonus.value: no card label (Label(...) in its annotation)",
        "bareBonus.value: no card description (Doc(...) in its annotation)",
        "bareBonus: no words (a words(self, say) method saying what one rule does)",
        "bareBonus: no behaviour (@behaviour('bareBonus') on the function of its concept's engine module)",
    ]
    assert "bareBonus" not in RULE_CLASSES  # a test's declaration stays out of the app's rule types


def test_each_part_is_asked_for_on_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    class Carded(RuleBase, rule="cardedBonus", name="Carded", group="Bonuses"):
        """Adds nothing."""

        value: Annotated[str, Formula(), Label("Value"), Doc("What it adds.")] = ""

        def words(self, say: model.Say) -> str:
            return f"Adds {self.value}"

    assert rule_types.problems(Carded) == [
        "cardedBonus: no behaviour (@behaviour('cardedBonus') on the function of its concept's engine module)"]
    monkeypatch.setattr(rule_types, "BEHAVIOURS", dict(rule_types.BEHAVIOURS))
    rule_types.behaviour("cardedBonus", step="woundsMax")(lambda rule, value, refs: value)
    assert rule_types.problems(Carded) == []
    assert [b.rule_type for b in rule_types.on_step("woundsMax")][-1] == "cardedBonus"


def test_a_rule_type_has_one_behaviour() -> None:
    with pytest.raises(ValueError, match="chargePool already has a behaviour: CharacterPools.pools"):
        rule_types.behaviour("chargePool")(lambda char: None)


def _literal_values(annotation: Any) -> set[Any]:
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return _literal_values(args[0])
    if origin is typing.Literal:
        return set(args)
    if origin in (typing.Union, types.UnionType):
        return set().union(*map(_literal_values, args))
    return {None} if annotation is type(None) else set()


@pytest.mark.parametrize("rtype", sorted(RULE_CLASSES))
def test_a_cards_options_are_the_values_its_declaration_allows(rtype: str) -> None:
    declared = {f.name: f for f in RULE_CLASSES[rtype].fields()}
    for spec in rule_specs.field_specs(rtype):
        allowed = _literal_values(declared[spec.key].annotation)
        if spec.kind == "enum" and allowed:
            offered = {value for value, _name, _hint in spec.options}
            assert offered <= allowed and allowed - {None} <= offered, (rtype, spec.key)  # null may go unoffered


def test_a_rule_type_with_no_presentation_extras_still_gets_its_card() -> None:
    class Plain(RuleBase, rule="plainBonus", name="Plain", group="Bonuses"):
        """Adds a number."""

        value: Annotated[str, Formula(), Label("Value"), Doc("The number added.")] = ""
        mode: Annotated[typing.Literal["add", "set"], Label("Mode"), Doc("Add or set.")] = "add"

    value, mode = (rule_specs.field_spec("plainBonus", f) for f in Plain.card_fields())
    assert (value.key, value.label, value.kind, value.hint, value.default, value.dice) == \
        ("value", "Value", "formula", "The number added.", "", False)
    assert (mode.kind, mode.options, mode.default) == ("enum", (("add", "add", ""), ("set", "set", "")), "add")
