"""Pool scopes (actor and item), pool state that survives whatever hides the pool, and loading (pre-rolls,
clamping, pools no rule defines).
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
    modify_pool,
    ok,
    play,
    session,
    weapon,
)

from sheet_app.play import run_script


# ---- scopes ------------------------------------------------------------------------------------------
def test_actor_pools_are_named_actor_id_everywhere() -> None:
    judge = dice_pool("judgment", scope="actor", die="d6", label="Judgment Dice")
    doc = character(feature("oath", judge, activation={"pool": [{"poolType": "dice", "action": "rollDie",
                                                                 "poolIdentifier": "actor:judgment", "value": 1}]}),
                    feature("smite", dice_consumer("judgment", "@sum", poolScope="actor"),
                            charge_consumer("zeal", poolScope="actor")),
                    feature("zeal", charge_pool("zeal", scope="actor", initial="max")))
    out = play(doc, [{"do": "activate", "item": "oath"}, {"do": "rollDie", "pool": "actor:judgment"},
                     {"do": "activate", "item": "smite", "picks": [1]}], dice=[2, 5])
    assert set(out["pools"]) == {"actor:judgment", "actor:zeal"}
    assert out["pools"]["actor:judgment"]["scope"] == "actor" and faces(out, "actor:judgment") == [2]
    assert current(out, "actor:zeal") == 2
    assert "self:judgmentDicePool:1" in out["tags"] and "self:zealChargePool:2" in out["tags"]
    assert "Spent 1 Judgment Die (5): smite 5" in lines(out, 2)
    out = play(doc, [{"do": "rollDie", "pool": "judgment"}])
    assert codes(out) == [(0, "unknownPool")]


def test_item_and_actor_pools_with_one_identifier_are_two_pools() -> None:
    doc = character(feature("a", dice_pool("fury", die="d4"), dice_pool("fury", scope="actor", die="d4")),
                    feature("spend", dice_consumer("fury", "@sum", poolScope="actor")),
                    feature("both", modify_pool("fury", dieSize="d6")),
                    feature("item-only", modify_pool("fury", poolScope="item", maxDelta="2")),
                    pools={"fury": {"faces": [1]}, "actor:fury": {"faces": [2]}})
    out = play(doc, [{"do": "spend", "pool": "actor:fury", "consumer": "spend", "picks": [0]}])
    assert faces(out, "fury") == [1] and faces(out, "actor:fury") == []
    assert out["pools"]["fury"]["die"] == out["pools"]["actor:fury"]["die"] == "d6"
    assert (out["pools"]["fury"]["max"], out["pools"]["actor:fury"]["max"]) == (5, 3)
    assert not any("defined" in w for w in out["warnings"])  # not a conflict
    out = play(doc, [{"do": "spend", "pool": "fury", "consumer": "spend", "picks": [0]}])
    assert codes(out) == [(0, "unknownConsumer")]  # that consumer spends the actor pool only


def test_a_consumer_on_one_item_reaches_another_items_item_scoped_pool() -> None:
    doc = character(feature("wand", charge_pool("wand-charges", max="3", initial="max")),
                    feature("ray", charge_consumer("wand-charges", cost="2")),
                    feature("rage", dice_pool("fury")),
                    feature("tayg", dice_consumer("fury", "@sum", effectType="damageReduction")),
                    pools={"fury": {"faces": [4, 2]}})
    out = play(doc, [{"do": "activate", "item": "ray"}, {"do": "activate", "item": "tayg", "picks": [0]}])
    assert out["errors"] == [] and current(out, "wand-charges") == 1
    assert faces(out, "fury") == [2] and out["bank"] == 4


def test_a_consumer_aimed_at_the_wrong_scope_finds_no_pool() -> None:
    doc = character(feature("wand", charge_pool("wand", initial="max"), charge_consumer("wand", poolScope="actor")))
    out = play(doc, [{"do": "activate", "item": "wand"}])
    assert codes(out) == [(0, "unknownPool")] and current(out, "wand") == 3
    assert any("there is no charge pool 'actor:wand'" in w for w in out["warnings"])


def test_modify_consumer_scope_and_filter() -> None:
    doc = character(feature("rage", dice_pool("fury", max="9")),
                    feature("dr", dice_consumer("fury", "@n", effectType="damageReduction")),
                    feature("gen", dice_consumer("fury", "@n")),
                    feature("mods", {"type": "modifyConsumer", "poolIdentifier": "fury", "appendFormula": "10"},
                            {"type": "modifyConsumer", "poolIdentifier": "fury", "appendFormula": "@sum",
                             "effectTypeFilter": "generic", "priority": 0},
                            {"type": "modifyConsumer", "poolIdentifier": "fury", "poolScope": "actor",
                             "appendFormula": "1000"},
                            {"type": "modifyConsumer", "poolIdentifier": "fury", "appendFormula": "100",
                             "predicate": {"self": "raging"}}),
                    pools={"fury": {"faces": [3, 4]}})
    out = play(doc, [{"do": "spend", "pool": "fury", "consumer": "dr", "picks": [0]},
                     {"do": "spend", "pool": "fury", "consumer": "gen", "picks": [0]}])
    assert out["bank"] == 11  # 1 + (10): not the generic-only, actor-scoped or inactive appends
    assert "Spent 1 die of fury (4): gen 15" in lines(out, 1)  # 1 + (@sum) + (10), priority order


# ---- pool state survives whatever hides the pool --------------------------------------------------
# How a pool gets hidden and shown again, and which pools of hidden_pool_doc() that hides.
HIDERS: dict[str, tuple[dict[str, Any], dict[str, Any], set[str]]] = {
    "disabled rule": ({"do": "enableRule", "item": "wand", "rule": 0, "on": False},
                      {"do": "enableRule", "item": "wand", "rule": 0, "on": True}, {"wand"}),
    "disabled rule by id": ({"do": "enableRule", "item": "wand", "rule": "sparks-pool", "on": False},
                            {"do": "enableRule", "item": "wand", "rule": "sparks-pool", "on": True}, {"sparks"}),
    "unequipped": ({"do": "equip", "item": "wand", "on": False}, {"do": "equip", "item": "wand", "on": True},
                   {"wand", "sparks"}),
    "condition false": ({"do": "state", "name": "attuned", "on": False},
                        {"do": "state", "name": "attuned", "on": True}, {"wand", "sparks"}),
}


def hidden_pool_doc() -> dict[str, Any]:
    cond = {"self": "attuned"}
    return character(
        feature("wand", charge_pool("wand", entry("safeRest", "refresh"), entry("onTurnStart"), initial="max",
                                    predicate=cond),
                dice_pool("sparks", entry("safeRest", "refresh"), entry("onTurnStart"), predicate=cond,
                          id="sparks-pool"),
                type="object", objectType="wand", equipped=True),
        feature("zap", charge_consumer("wand")),
        feature("fizzle", dice_consumer("sparks", "@sum")),
        states=["attuned"], pools={"wand": {"current": 1}, "sparks": {"faces": [2]}})


@pytest.mark.parametrize("hider", HIDERS, ids=list(HIDERS))
def test_pool_state_survives_hiding_and_comes_back_unchanged(hider: str) -> None:
    hide, show, hidden = HIDERS[hider]
    s = session(hidden_pool_doc(), dice=[6, 6, 6, 6])
    saved = s.document()["pools"]
    ok(s, hide)
    assert {pid for pid, view in s.char.pools().items() if not view.active} == hidden
    # Hidden pools are not refilled by triggers and cannot be spent or edited.
    ok(s, {"do": "rest", "kind": "safe"}, {"do": "startTurn"})
    assert all(s.document()["pools"][pid] == saved[pid] for pid in hidden)
    if "sparks" in hidden:
        fails(s, {"do": "spend", "pool": "sparks", "consumer": "fizzle", "picks": [0]}, "inactivePool")
        fails(s, {"do": "rollDie", "pool": "sparks"}, "inactivePool")
    if "wand" in hidden:
        fails(s, {"do": "setCharges", "pool": "wand", "value": 3}, "inactivePool")
        fails(s, {"do": "activate", "item": "zap"}, "inactivePool")
    out = run_script({"character": s.document(), "dice": [], "steps": []})
    assert {pid for pid, pool in out["pools"].items() if not pool["active"]} == hidden
    assert current(out, "wand") == s.document()["pools"]["wand"]["current"]
    assert faces(out, "sparks") == s.document()["pools"]["sparks"]["faces"]
    left = s.roller.remaining  # type: ignore[attr-defined]
    ok(s, show)
    assert all(view.active for view in s.char.pools().values())
    assert all(s.document()["pools"][pid] == saved[pid] for pid in hidden)  # not refilled for free
    assert s.roller.remaining == left  # type: ignore[attr-defined]


def test_equipping_keeps_the_authors_disabled_flag() -> None:
    doc = hidden_pool_doc()
    doc["items"][0]["rules"][0]["disabled"] = True
    s = session(doc)
    ok(s, {"do": "equip", "item": "wand", "on": False}, {"do": "equip", "item": "wand", "on": True})
    assert s.document()["items"][0]["rules"][0]["disabled"] is True and not s.char.pools()["wand"].active


# ---- loading -------------------------------------------------------------------------------------
def test_initial_max_prerolls_a_dice_pool_at_load_from_the_script_dice() -> None:
    doc = character(feature("f", dice_pool("p", initial="max", die="d8"), modify_pool("p", minFace=3),
                            charge_pool("c", initial="max"), charge_pool("z")))
    out = play(doc, [], dice=[1, 7, 2, 5])
    assert faces(out, "p") == [3, 7, 3] and out["diceLeft"] == 1  # raised to the minimum face
    assert current(out, "c") == 3 and current(out, "z") == 0
    assert out["errors"] == [] and in_order(lines(out, None), ["p rolled in full (3, 7, 3)"])
    assert all(line["step"] is None for line in out["log"])


def test_initial_max_pre_roll_running_out_of_dice_keeps_what_was_rolled() -> None:
    doc = character(feature("f", dice_pool("p", initial="max"), charge_pool("c", initial="max")),
                    feature("g", dice_pool("q", initial="max", max="1")))
    out = play(doc, [{"do": "startTurn"}], dice=[2])
    assert out["errors"][0]["step"] is None and out["errors"][0]["code"] == "diceExhausted"
    assert len(out["errors"]) == 1 and out["diceLeft"] == 0
    assert faces(out, "p") == [2] and faces(out, "q") == []  # what could be rolled is kept
    assert current(out, "c") == 3  # the other pools still get their initial state
    full = play(doc, [], dice=[2, 3, 4, 1])
    assert (faces(full, "p"), faces(full, "q"), full["errors"]) == ([2, 3, 4], [1], [])


def test_a_pool_first_appearing_mid_play_gets_its_initial_state_in_that_action() -> None:
    doc = character(weapon("wand", dice_pool("sparks", initial="max", max="2"), equipped=False))
    s = session(doc, dice=[4, 5])
    assert "sparks" not in s.document().get("pools", {})
    ok(s, {"do": "equip", "item": "wand", "on": True})
    assert s.char.pools()["sparks"].faces == [4, 5]
    ok(s, {"do": "undo"}, {"do": "redo"})
    assert s.char.pools()["sparks"].faces == [4, 5]


def test_saved_state_is_clamped_to_the_active_definition_at_load() -> None:
    doc = character(feature("f", dice_pool("p", die="d4"), charge_pool("c"), charge_pool("n"),
                            dice_pool("h", die="d4", predicate={"self": "never"})),
                    pools={"p": {"faces": [4, 6, 1, 3, 2]}, "c": {"current": 7}, "n": {"current": -2},
                           "h": {"faces": [1, 2, 3, 4, 5]}})
    out = play(doc, [])
    assert faces(out, "p") == [4, 4, 1]  # dropped from the end, clamped to the d4
    assert current(out, "c") == 3 and current(out, "n") == 0
    assert faces(out, "h") == [1, 2, 3, 4, 5]  # an inactive pool is left as saved


def test_state_for_a_pool_no_rule_defines_is_kept_and_listed_inactive() -> None:
    doc = character(feature("f", charge_pool("broken", max="1 +"), dice_pool("p", max="@nope / 0")),
                    pools={"gone": {"current": 2}, "old-dice": {"faces": [3]}, "broken": {"current": 1},
                           "p": {"faces": [1, 2]}})
    s = session(doc, dice=[])
    ok(s, {"do": "rest", "kind": "safe"}, {"do": "startTurn"})
    assert s.document()["pools"] == doc["pools"]
    out = run_script({"character": s.document(), "dice": [], "steps": [{"do": "spend", "pool": "old-dice",
                                                                       "consumer": "f", "picks": [0]}]})
    assert {pid: v["active"] for pid, v in out["pools"].items()} == \
        {"gone": False, "old-dice": False, "broken": False, "p": False}
    assert current(out, "gone") == 2 and faces(out, "old-dice") == [3] and current(out, "broken") == 1
    assert codes(out) == [(0, "inactivePool")]
    assert any("saved state for pool 'gone'" in w for w in out["warnings"])
    assert any("f / rule 0 (chargePool) / max: error:" in w for w in out["warnings"])
