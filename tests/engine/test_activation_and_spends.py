"""Activation: charge consumers, pool effects, dice spends (consume, maximize, picks), autoBonus,
toggleEffect, equip.
"""
from __future__ import annotations

from typing import Any

import pytest
from trigger_helpers import (
    character,
    charge_consumer,
    charge_pool,
    codes,
    current,
    dice_consumer,
    dice_pool,
    entry,
    faces,
    fails,
    feature,
    in_order,
    lines,
    ok,
    play,
    session,
    weapon,
)


# ---- activation: charge consumers --------------------------------------------------------------
def test_charge_costs_of_one_activation_are_summed_per_pool() -> None:
    doc = character(feature("pools", charge_pool("one", max="1", initial="max"), charge_pool("many", initial="max"),
                            dice_pool("p")),
                    weapon("blast", charge_consumer("many"), charge_consumer("one"), charge_consumer("one"),
                           activation={"pool": [{"poolType": "dice", "action": "rollDie", "poolIdentifier": "p",
                                                 "value": 1}]}))
    s = session(doc, dice=[3, 3])
    message = fails(s, {"do": "activate", "item": "blast", "outcome": "hit"}, "insufficientCharges")
    assert message == "blast needs 2 charges of one, 1 left"
    assert s.char.pools()["many"].current == 3 and s.char.pools()["p"].faces == []


def test_a_charge_consumer_whose_predicate_fails_is_skipped() -> None:
    doc = character(feature("pools", charge_pool("c", max="1")),
                    feature("strike", charge_consumer("c", predicate={"self": "raging"}),
                            charge_consumer("nowhere", predicate={"self": "never"})))
    out = play(doc, [{"do": "activate", "item": "strike"}, {"do": "state", "name": "raging", "on": True},
                     {"do": "activate", "item": "strike"}])
    assert codes(out) == [(2, "insufficientCharges")] and "Used strike" in lines(out, 0)  # not unknownPool
    assert not any(line.startswith("c ") for line in lines(out, 0))  # nothing spent


def test_charge_cost_formula_and_zero_cost() -> None:
    doc = character(feature("pools", charge_pool("c", max="9", initial="max")),
                    feature("big", charge_consumer("c", cost="@strength * 2")),
                    feature("free", charge_consumer("c", cost="0")))
    out = play(doc, [{"do": "activate", "item": "big"}, {"do": "activate", "item": "free"}])
    assert current(out, "c") == 3 and "Used free" in lines(out, 1)
    assert not any(line.startswith("c ") for line in lines(out, 1))


# ---- activation pool effects ---------------------------------------------------------------------
def effects_doc(*effects: dict[str, Any], **pools: Any) -> dict[str, Any]:
    return character(feature("pools", dice_pool("p", die="d6"), charge_pool("c", max="3")),
                     feature("use", activation={"pool": list(effects)}), pools=pools)


def test_roll_die_into_a_full_pool_rolls_and_keeps_nothing() -> None:
    out = play(effects_doc({"poolType": "dice", "action": "rollDie", "poolIdentifier": "p", "value": 2},
                           p={"faces": [1, 1]}), [{"do": "activate", "item": "use"}], dice=[5, 6])
    assert faces(out, "p") == [1, 1, 5] and out["diceLeft"] == 0
    assert in_order(lines(out, 0), ["p +1 (5) from use", "p is full: rolled 6, kept nothing"])


def test_pool_effects_roll_pool_clear_maximize_fill_and_predicates() -> None:
    out = play(effects_doc({"poolType": "dice", "action": "rollPool", "poolIdentifier": "p"},
                           {"poolType": "dice", "action": "maximizeDie", "poolIdentifier": "p", "value": 2},
                           {"poolType": "charge", "action": "fillCount", "poolIdentifier": "c", "value": 5},
                           {"poolType": "charge", "action": "clear", "poolIdentifier": "c",
                            "predicate": {"self": "raging"}},
                           p={"faces": [1]}), [{"do": "activate", "item": "use"}], dice=[4, 2, 3])
    assert faces(out, "p") == [4, 6, 6] and current(out, "c") == 3
    out = play(effects_doc({"poolType": "dice", "action": "clear", "poolIdentifier": "p"},
                           {"poolType": "charge", "action": "clear", "poolIdentifier": "c"},
                           p={"faces": [1]}, c={"current": 2}), [{"do": "activate", "item": "use"}])
    assert faces(out, "p") == [] and current(out, "c") == 0


def test_a_pool_effect_on_a_missing_or_inactive_pool_fails_the_activation() -> None:
    out = play(effects_doc({"poolType": "dice", "action": "rollDie", "poolIdentifier": "nope"}),
               [{"do": "activate", "item": "use"}])
    assert codes(out) == [(0, "unknownPool")]
    doc = effects_doc({"poolType": "dice", "action": "rollDie", "poolIdentifier": "p"})
    doc["items"][0]["rules"][0]["disabled"] = True
    assert codes(play(doc, [{"do": "activate", "item": "use"}], dice=[1])) == [(0, "inactivePool")]


# ---- dice spends -----------------------------------------------------------------------------------
def spend_doc(*consumer_rules: dict[str, Any], start: list[int] | None = None, die: str = "d6") -> dict[str, Any]:
    return character(feature("rage", dice_pool("fury", die=die, max="5", label="Fury Dice")),
                     feature("use", *consumer_rules),
                     pools={"fury": {"faces": start if start is not None else [1, 2, 3]}})


@pytest.mark.parametrize("picks, message", [
    ([3], "pick 3 is out of range (Fury Dice holds 3 dice, numbered from 0)"),
    ([-1], "pick -1 is out of range"),
    ([0, 0], "a die was picked twice"),
    ([1], "use needs at least 2 dice picked, 1 picked"),
])
def test_consume_refuses_bad_picks(picks: list[int], message: str) -> None:
    s = session(spend_doc(dice_consumer("fury", "@sum", cost="2")))
    assert message in fails(s, {"do": "spend", "pool": "fury", "consumer": "use", "picks": picks}, "badPicks")


def test_consume_takes_at_least_cost_dice_with_no_upper_limit() -> None:
    out = play(spend_doc(dice_consumer("fury", "@n * 10 + @sum", cost="2")),
               [{"do": "spend", "pool": "fury", "consumer": "use", "picks": [2, 0, 1]}])
    assert faces(out, "fury") == [] and in_order(lines(out, 0), ["Spent 3 Fury Dice (3, 1, 2): use 36"])


def test_consume_needs_enough_dice_in_the_pool() -> None:
    s = session(spend_doc(dice_consumer("fury", "@sum", cost="4")))
    assert fails(s, {"do": "spend", "pool": "fury", "consumer": "use", "picks": [0, 1, 2]},
                 "insufficientDice") == "use needs 4 dice from Fury Dice, 3 held"


def test_consume_without_an_effect_formula_just_removes_the_dice() -> None:
    out = play(spend_doc(dice_consumer("fury")), [{"do": "spend", "pool": "fury", "consumer": "use", "picks": [1]}])
    assert faces(out, "fury") == [1, 3] and in_order(lines(out, 0), ["use: Spent 1 Fury Die (2)"])


def test_damage_reduction_banks_only_a_positive_floored_total() -> None:
    out = play(spend_doc(dice_consumer("fury", "@sum / 2 - 1", effectType="damageReduction")),
               [{"do": "spend", "pool": "fury", "consumer": "use", "picks": [0]},
                {"do": "spend", "pool": "fury", "consumer": "use", "picks": [1]}])
    assert out["bank"] == 0 and faces(out, "fury") == [2]
    out = play(spend_doc(dice_consumer("fury", "@sum / 2", effectType="damageReduction")),
               [{"do": "spend", "pool": "fury", "consumer": "use", "picks": [2]}])
    assert out["bank"] == 1


def test_a_spend_whose_formula_fails_is_refused_and_loses_no_die() -> None:
    doc = spend_doc(dice_consumer("fury", "@sum / (@n - 1)"), charge_pool("uses", max="1", initial="max"),
                    charge_consumer("uses"))
    s = session(doc)
    fails(s, {"do": "spend", "pool": "fury", "consumer": "use", "picks": [0]}, "formulaError")
    fails(s, {"do": "activate", "item": "use", "picks": [0]}, "formulaError")  # nor the charge
    ok(s, {"do": "spend", "pool": "fury", "consumer": "use", "picks": [0, 1]})
    assert s.char.pools()["fury"].faces == [3]


def test_maximize_raises_at_most_max_one_cost_dice_to_the_top_face() -> None:
    s = session(spend_doc(dice_consumer("fury", selectionOutcome="maximize", cost="1"), start=[2, 6, 4]))
    assert fails(s, {"do": "spend", "pool": "fury", "consumer": "use", "picks": [0, 2]}, "badPicks") == \
        "use can raise at most 1 die, 2 picked"
    assert fails(s, {"do": "spend", "pool": "fury", "consumer": "use", "picks": [1]}, "badPicks") == \
        "die 1 already shows its top face (6)"
    fails(s, {"do": "spend", "pool": "fury", "consumer": "use", "picks": []}, "badPicks")
    assert ok(s, {"do": "spend", "pool": "fury", "consumer": "use", "picks": [2]}) == \
        ["use: Fury Dice raised to the top face (4 → 6)"]
    assert s.char.pools()["fury"].faces == [2, 6, 6]


@pytest.mark.parametrize("cost, picks, expected", [("0", [0], [6, 1, 1]), ("2", [2, 0], [6, 1, 6])])
def test_maximize_cap_follows_cost(cost: str, picks: list[int], expected: list[int]) -> None:
    out = play(spend_doc(dice_consumer("fury", selectionOutcome="maximize", cost=cost), start=[1, 1, 1]),
               [{"do": "spend", "pool": "fury", "consumer": "use", "picks": picks}])
    assert out["errors"] == [] and faces(out, "fury") == expected


def test_maximize_on_an_empty_pool() -> None:
    out = play(spend_doc(dice_consumer("fury", selectionOutcome="maximize"), start=[]),
               [{"do": "spend", "pool": "fury", "consumer": "use", "picks": [0]}])
    assert codes(out) == [(0, "insufficientDice")]


def test_spend_picks_a_consumer_by_rule_index_among_active_manual_ones() -> None:
    doc = spend_doc(dice_consumer("fury", "@sum", label="first"), dice_consumer("fury", "@sum * 100", label="second"),
                    dice_consumer("fury", "1", label="gated", predicate={"self": "raging"}))
    out = play(doc, [{"do": "spend", "pool": "fury", "consumer": "use", "rule": 1, "picks": [0]},
                     {"do": "spend", "pool": "fury", "consumer": "use", "picks": [0]},
                     {"do": "spend", "pool": "fury", "consumer": "use", "rule": 2, "picks": [0]}])
    assert "Spent 1 Fury Die (1): second 100" in lines(out, 0) and "Spent 1 Fury Die (2): first 2" in lines(out, 1)
    assert codes(out) == [(2, "unknownConsumer")]


def test_activation_with_picks_spends_after_the_pool_effects_and_suppresses_the_card() -> None:
    rules = [dice_consumer("fury", "@sum")]
    doc = spend_doc(*rules, start=[1])
    doc["items"][1]["activation"] = {"pool": [{"poolType": "dice", "action": "rollDie", "poolIdentifier": "fury"}]}
    out = play(doc, [{"do": "activate", "item": "use", "picks": [1]}, {"do": "activate", "item": "use"}], dice=[5, 4])
    assert in_order(lines(out, 0), ["Fury Dice +1 (5) from use", "Spent 1 Fury Die (5): use 5"])
    assert "Used use" not in lines(out, 0)  # auto: the card is suppressed when a spend follows
    assert in_order(lines(out, 1), ["Used use", "Fury Dice +1 (4) from use"])  # no picks: no spend, card shown
    assert faces(out, "fury") == [1, 4]
    doc["items"][1]["rules"][0]["suppressActivationCard"] = "never"
    assert lines(play(doc, [{"do": "activate", "item": "use", "picks": [0]}], dice=[5]), 0)[0] == "Used use"
    doc["items"][1]["rules"][0]["suppressActivationCard"] = "always"
    out = play(doc, [{"do": "activate", "item": "use"}], dice=[5])
    assert "Fury Dice +1 (5) from use" in lines(out, 0) and "Used use" not in lines(out, 0)


def test_activation_picks_without_a_manual_consumer() -> None:
    out = play(character(feature("plain")), [{"do": "activate", "item": "plain", "picks": [0]}])
    assert codes(out) == [(0, "unknownConsumer")]


# ---- autoBonus ------------------------------------------------------------------------------------
def test_auto_bonus_delivery_matching() -> None:
    doc = character(feature("pools", dice_pool("any", die="d4"), dice_pool("ranged", die="d4"),
                            dice_pool("melee", die="d4"),
                            dice_consumer("any", mode="autoBonus"),
                            dice_consumer("any", mode="autoBonus", bonusOnAttackDelivery="any"),  # counted once
                            dice_consumer("ranged", mode="autoBonus", bonusOnAttackDelivery="ranged"),
                            dice_consumer("melee", mode="autoBonus", bonusOnAttackDelivery="melee")),
                    weapon("bow", damage="2", delivery="ranged"), weapon("fist", damage="1", delivery=None),
                    pools={"any": {"faces": [1]}, "ranged": {"faces": [2]}, "melee": {"faces": [4]}})
    out = play(doc, [{"do": "activate", "item": "bow"}, {"do": "activate", "item": "fist"}])
    assert in_order(lines(out, 0), ["bow: hit, 5 damage (2 = 2 +1 [any] +2 [ranged])"])
    assert in_order(lines(out, 1), ["fist: hit, 2 damage (1 = 1 +1 [any])"])
    assert faces(out, "any") == [1]  # nothing is spent


# ---- toggleEffect --------------------------------------------------------------------------------
@pytest.mark.parametrize("tag", ["self:raging", "raging"])
def test_toggle_effect_turns_its_state_on_and_turning_it_off_clears_pools(tag: str) -> None:
    doc = character(feature("rage", {"type": "toggleEffect", "tags": [tag], "clearPoolsOnEnd": ["fury"]},
                            dice_pool("fury", entry("onTurnStart", predicate={"self": "raging"})),
                            dice_pool("keep", entry("onTurnStart"))))
    out = play(doc, [{"do": "activate", "item": "rage"}, {"do": "startTurn"}, {"do": "state", "name": "frenzy",
                                                                               "on": True},
                     {"do": "state", "name": "frenzy", "on": False}], dice=[3, 4])
    assert "raging" in out["states"] and faces(out, "fury") == [3]
    assert in_order(lines(out, 0), ["Used rage", "Raging on"])
    out = play(doc, [{"do": "activate", "item": "rage"}, {"do": "startTurn"},
                     {"do": "state", "name": "raging", "on": False}], dice=[3, 4])
    assert out["states"] == [] and faces(out, "fury") == [] and faces(out, "keep") == [4]
    assert in_order(lines(out, 2), ["Raging off", "fury cleared (rage ended)"])


# ---- equip ---------------------------------------------------------------------------------------
def test_equip_objects_only_and_unequipped_objects_cannot_be_activated() -> None:
    doc = character(feature("rage"), weapon("axe"))
    out = play(doc, [{"do": "equip", "item": "rage", "on": False}, {"do": "equip", "item": "axe", "on": False},
                     {"do": "activate", "item": "axe"}, {"do": "equip", "item": "axe", "on": True},
                     {"do": "activate", "item": "axe", "outcome": "hit"}], dice=[2])
    assert codes(out) == [(0, "notEquippable"), (2, "notEquipped")]
    assert in_order(lines(out, 4), ["axe: hit, 2 damage (1d6 = 2)"])
