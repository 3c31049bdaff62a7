"""modifyPool in priority order (die size, max, minimum face, added refills, predicates), same identifiers,
pool tags, rollCharge, and the damage-reduction bank.
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
    dice_pool,
    entry,
    faces,
    feature,
    lines,
    modify_pool,
    ok,
    play,
    session,
)


# ---- modifyPool: priority order --------------------------------------------------------------------
def test_the_last_die_size_by_priority_wins_fractions_and_negatives_allowed() -> None:
    doc = character(feature("f", dice_pool("p", die="d4")),
                    feature("m", modify_pool("p", dieSize="d6", priority=1),
                            modify_pool("p", dieSize="d12", priority=0.5), modify_pool("p", dieSize="d8", priority=-1)))
    assert play(doc, [])["pools"]["p"]["die"] == "d6"


def die_with(*items: dict[str, Any]) -> str:
    return play(character(*items), [])["pools"]["p"]["die"]


def test_priority_ties_go_by_item_order_then_rule_order() -> None:
    # Same priority, one item: the later rule wins.
    assert die_with(feature("a", dice_pool("p", die="d4"), modify_pool("p", dieSize="d10"),
                            modify_pool("p", dieSize="d8"))) == "d8"
    # Same priority, two items: the later item wins, whichever defines the pool.
    assert die_with(feature("a", dice_pool("p", die="d4"), modify_pool("p", dieSize="d10")),
                    feature("b", modify_pool("p", dieSize="d8"))) == "d8"
    assert die_with(feature("b", modify_pool("p", dieSize="d8")),
                    feature("a", dice_pool("p", die="d4"), modify_pool("p", dieSize="d10"))) == "d10"
    # Priority beats order.
    assert die_with(feature("a", dice_pool("p", die="d4"), modify_pool("p", dieSize="d12", priority=2),
                            modify_pool("p", dieSize="d8"))) == "d12"


def test_max_deltas_are_summed_then_clamped_once() -> None:
    doc = character(feature("f", charge_pool("c", max="1"), dice_pool("p", max="@key"),
                            modify_pool("c", poolType="charge", maxDelta="-5"),
                            modify_pool("c", poolType="charge", maxDelta="3"),
                            modify_pool("p", maxDelta="+@level"), modify_pool("p", maxDelta="-1.9")))
    out = play(doc, [])
    assert out["pools"]["c"]["max"] == 0  # 1 - 5 + 3, clamped once (not 3)
    assert out["pools"]["p"]["max"] == 5  # 3 + 3 - 1 (truncated toward 0)


def test_the_highest_minimum_face_wins_clamped_to_the_top_face() -> None:
    doc = character(feature("f", dice_pool("p", entry("onTurnStart", "add", "2"), die="d6"),
                            modify_pool("p", minFace=4, priority=5), modify_pool("p", minFace=2)),
                    feature("g", dice_pool("q", die="d4"), modify_pool("q", minFace=9)))
    out = play(doc, [{"do": "startTurn"}], dice=[1, 5])
    assert out["pools"]["p"]["minFace"] == 4 and faces(out, "p") == [4, 5]
    assert out["pools"]["q"]["minFace"] == 4


@pytest.mark.parametrize("step", [
    {"do": "rollDie", "pool": "p"}, {"do": "activate", "item": "roll-one"}, {"do": "activate", "item": "roll-all"},
    {"do": "rest", "kind": "safe"}, {"do": "rerollDie", "pool": "p", "index": 0},
], ids=lambda step: step.get("item") or step["do"])
def test_every_die_rolled_into_a_pool_is_raised_to_its_minimum_face(step: dict[str, Any]) -> None:
    effect = {"poolType": "dice", "poolIdentifier": "p"}
    doc = character(feature("f", dice_pool("p", entry("safeRest", "set", "1"), max="1"), modify_pool("p", minFace=5)),
                    feature("roll-one", activation={"pool": [{**effect, "action": "rollDie"}]}),
                    feature("roll-all", activation={"pool": [{**effect, "action": "rollPool"}]}),
                    pools={"p": {"faces": [2]} if step["do"] == "rerollDie" else {"faces": []}})
    s = session(doc, dice=[3])
    ok(s, step)
    assert s.char.pools()["p"].faces == [5] and s.roller.remaining == 0  # type: ignore[attr-defined]
    ok(s, {"do": "setDie", "pool": "p", "index": 0, "face": 1})
    assert s.char.pools()["p"].faces == [1]  # a face typed by hand is not raised


def test_added_refills_follow_the_pools_own_in_priority_order() -> None:
    doc = character(feature("f", dice_pool("p", entry("onTurnStart"), max="5")),
                    feature("late", modify_pool("p", priority=2, addRefills=[entry("onTurnStart", "clear")])),
                    feature("early", modify_pool("p", priority=1, addRefills=[entry("onTurnStart", "add", "2")])))
    out = play(doc, [{"do": "startTurn"}], dice=[1, 2, 3])
    assert faces(out, "p") == [] and out["diceLeft"] == 0  # own add 1, then add 2, then clear


def test_a_modifier_applies_only_while_its_predicate_holds_and_to_its_pool_kind() -> None:
    doc = character(feature("f", dice_pool("p", die="d4"), charge_pool("c", max="2"),
                            modify_pool("p", dieSize="d8", predicate={"level": {"min": 5}}),
                            modify_pool("c", maxDelta="10")),  # a dice modifier: the charge pool is untouched
                    level=4)
    out = play(doc, [{"do": "set", "field": "level", "value": 5}])
    assert out["pools"]["p"]["die"] == "d8" and out["pools"]["c"]["max"] == 2


def test_charge_max_drop_clamps_current_and_growth_does_not_raise_it() -> None:
    doc = character(feature("f", charge_pool("c", max="@strength", initial="max")))
    out = play(doc, [{"do": "set", "field": "stats.strength", "value": 1},
                     {"do": "set", "field": "stats.strength", "value": 5}])
    assert out["pools"]["c"]["max"] == 5 and current(out, "c") == 1


def test_dice_max_drop_drops_faces_from_the_end() -> None:
    doc = character(feature("f", dice_pool("p", max="@strength")), pools={"p": {"faces": [1, 2, 3]}})
    out = play(doc, [{"do": "set", "field": "stats.strength", "value": 1}])
    assert faces(out, "p") == [1]


def test_same_identifier_on_two_items_gives_each_its_own_pool_and_within_one_item_the_later_wins() -> None:
    """engine.md §4: item pools live on their item; within one item one identifier names one pool."""
    doc = character(feature("old", charge_pool("wand", max="2", initial="max")),
                    feature("new", charge_pool("wand", max="5", initial="zero")),
                    feature("kind", charge_pool("mixed", max="2"), dice_pool("mixed", max="4")))
    out = play(doc, [])
    assert out["pools"]["wand"]["max"] == 2 and current(out, "wand") == 2
    assert out["pools"]["wand@new"]["max"] == 5 and current(out, "wand@new") == 0
    assert out["pools"]["mixed"]["kind"] == "dice"
    assert not any(w.startswith(("old /", "new /")) for w in out["warnings"]), out["warnings"]
    assert any(w.startswith("kind / rule 0 (chargePool) / identifier: warning:") for w in out["warnings"])
    assert any(w.startswith("kind / rule 1 (dicePool) / identifier: warning:") for w in out["warnings"])


def test_an_empty_identifier_falls_back_to_the_label_slug() -> None:
    out = play(character(feature("wand", charge_pool("", label="Wand Charges", initial="max"),
                                 charge_consumer("wand-charges"))), [{"do": "activate", "item": "wand"}])
    assert current(out, "wand-charges") == 2 and out["pools"]["wand-charges"]["label"] == "Wand Charges"


def test_pool_tags() -> None:
    doc = character(feature("f", charge_pool("wand", initial="max"), charge_pool("empty"), dice_pool("fury", max="1"),
                            dice_pool("scars", max="2")), pools={"fury": {"faces": [2]}})
    tags = play(doc, [])["tags"]
    assert {"self:wandChargePool:3", "self:wandChargesMax", "self:emptyChargePool:0", "self:noEmptyCharges",
            "self:furyDicePool:1", "self:furyDiceMax", "self:scarsDicePool:0", "self:noScarsDice"} <= set(tags)
    assert "self:noWandCharges" not in tags and "self:scarsDiceMax" not in tags


def test_roll_charge_spends_one_charge_and_rolls_the_pools_die() -> None:
    doc = character(feature("combat", charge_pool("combat-dice", max="2", initial="max", dieSize="d8", hidden=True)))
    out = play(doc, [{"do": "rollCharge", "pool": "combat-dice"}, {"do": "rollCharge", "pool": "combat-dice"},
                     {"do": "rollCharge", "pool": "combat-dice"}], dice=[7, 8])
    assert current(out, "combat-dice") == 0 and out["pools"]["combat-dice"]["hidden"] is True
    assert any("7" in line and "d8" in line for line in lines(out, 0))
    assert codes(out) == [(2, "insufficientCharges")] and out["diceLeft"] == 0


# ---- the damage-reduction bank -------------------------------------------------------------------
def test_the_bank_absorbs_the_next_damage_whole_and_attacks_fire_even_when_nothing_gets_through() -> None:
    doc = character(feature("f", dice_pool("hurt", entry("onAttacked"), max="5")), bank=6)
    out = play(doc, [{"do": "attacked", "damage": 0}, {"do": "attacked", "damage": 2},
                     {"do": "attacked", "damage": 3}], dice=[1, 2, 3])
    assert faces(out, "hurt") == [1, 2, 3]  # every attack fires onAttacked
    assert out["bank"] == 0 and out["hp"]["current"] == 7  # 0 damage leaves the bank; 2 uses it all (4 lost)
    assert "Damage reduction absorbed 2 (4 lost)" in lines(out, 1)
    assert not any("absorbed" in line for line in lines(out, 0))
