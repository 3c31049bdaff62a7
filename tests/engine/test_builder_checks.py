"""Checks a GM meets while writing rules (issue 19): near-miss references, a consume spend with no
effect, and a pool left unchosen are named plainly."""
import pytest

from sheet_app.checkfile import check_document
from sheet_app.engine.lint import check_formula, nearest_reference


def items(*rules):
    return {"format": "item/1", "name": "Thing", "type": "feature", "rules": list(rules)}


def lines(doc):
    problems, _summary = check_document(doc)
    return [p.line() for p in problems]


@pytest.mark.parametrize("typed, meant", [("levle", "level"), ("Level", "level"), ("strenght", "strength"),
                                          ("dex", ""), ("hpmax", "hpMax"), ("wil", "will"), ("zzz", "")])
def test_the_nearest_known_reference(typed, meant):
    assert nearest_reference(typed) == meant


def test_an_unknown_reference_suggests_the_nearest_known_one():
    assert check_formula("@levle + 1", dice=False) == \
        [("warning", "unknown reference @levle: did you mean @level? (it counts as 0)")]
    assert check_formula("@bogus", dice=False) == [("warning", "unknown reference @bogus (it counts as 0)")]
    # A spend token is suggested only where it has a value.
    assert check_formula("@summ", dice=False, context=frozenset({"n", "sum"})) == \
        [("warning", "unknown reference @summ: did you mean @sum? (it counts as 0)")]


def test_a_consume_spend_without_an_effect_formula_warns():
    pool = {"type": "dicePool", "identifier": "fury", "dieSize": "d6", "max": "3"}
    bare = {"type": "diceConsumer", "poolIdentifier": "fury"}
    assert lines(items(pool, bare)) == [
        "Thing / rule 1 (diceConsumer) / effectFormula: warning: no effect formula: spending dice only removes "
        "them (the rules reference: a consume spend needs an effect formula, such as @sum, to be worth showing)"]
    assert lines(items(pool, {**bare, "effectFormula": "@sum"})) == []
    assert lines(items(pool, {**bare, "selectionOutcome": "maximize"})) == []  # needs none
    assert lines(items(pool, {**bare, "mode": "autoBonus"})) == []  # spends nothing


def test_a_pool_left_unchosen_says_so():
    got = lines(items({"type": "modifyPool", "poolIdentifier": "", "maxDelta": "1"},
                      {"type": "chargeConsumer", "poolIdentifier": ""},
                      {"type": "poolGainMessage", "poolIdentifier": "", "message": "x"}))
    assert got == ["Thing / rule 0 (modifyPool) / poolIdentifier: warning: no pool chosen: pick the dice pool "
                   "this rule modifies",
                   "Thing / rule 1 (chargeConsumer) / poolIdentifier: error: no pool chosen: pick the charge pool "
                   "this spends",
                   "Thing / rule 2 (poolGainMessage) / poolIdentifier: warning: no pool chosen: pick the dice pool "
                   "whose gains this message reports"]
    assert not any("''" in line for line in got)
