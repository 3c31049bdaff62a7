"""The engine runtime's triggers (engine.md §7): every trigger, for both pool kinds, through the event that
causes it, in the documented order; attacks (hit, critical, miss); wounds and bloodied.

Checked on the play-script output (play-format.md), which is the engine's public surface.
"""
from __future__ import annotations

from typing import Any

import pytest
from trigger_helpers import (
    character,
    charge_pool,
    current,
    dice_pool,
    entry,
    faces,
    feature,
    in_order,
    lines,
    modify_pool,
    ok,
    play,
    session,
    weapon,
)

from sheet_app.engine.model import CHARGE_TRIGGERS, DICE_TRIGGERS
from sheet_app.engine.session import Session

# ---- every trigger, for both pool kinds, through the event that causes it -------------------------
# Each event: (steps before it, the event step, the triggers it must fire).
SWORD_HIT = {"do": "activate", "item": "sword", "outcome": "hit"}
EVENTS: dict[str, tuple[list[dict[str, Any]], dict[str, Any], set[str]]] = {
    "startEncounter": ([], {"do": "startEncounter"}, {"encounterStart"}),
    "endEncounter": ([{"do": "startEncounter"}], {"do": "endEncounter"}, {"encounterEnd"}),
    "rollInitiative": ([], {"do": "rollInitiative", "value": 12}, {"onInitiativeRolled"}),
    "startTurn": ([], {"do": "startTurn"}, {"onTurnStart"}),
    "endTurn": ([], {"do": "endTurn"}, {"onTurnEnd"}),
    "safeRest": ([], {"do": "rest", "kind": "safe"}, {"safeRest"}),
    "fieldRest": ([], {"do": "rest", "kind": "field"}, {"fieldRest"}),
    "hit": ([], SWORD_HIT, {"onHit"}),
    "crit": ([], {"do": "activate", "item": "sword", "outcome": "crit"}, {"onHit", "onCriticalHit"}),
    "miss": ([], {"do": "activate", "item": "sword", "outcome": "miss"}, set()),
    "attacked": ([], {"do": "attacked", "damage": 1}, {"onAttacked"}),
    "attackedCritically": ([], {"do": "attacked", "damage": 1, "critical": True}, {"onAttacked", "onCritReceived"}),
    "damageToZero": ([], {"do": "damage", "amount": 10}, {"onWound", "onBloodied"}),
    "damageToHalf": ([], {"do": "damage", "amount": 5}, {"onBloodied"}),
    "damageAboveHalf": ([], {"do": "damage", "amount": 4}, set()),
    "kill": ([], {"do": "fire", "trigger": "onKill"}, {"onKill"}),
    "heal": ([], {"do": "heal", "amount": 3}, set()),
}


def every_trigger_character() -> dict[str, Any]:
    """One charge pool and one dice pool per trigger each kind allows, each adding 1 on it."""
    rules = [charge_pool(f"charge-{t}", entry(t)) for t in CHARGE_TRIGGERS]
    rules += [dice_pool(f"dice-{t}", entry(t)) for t in DICE_TRIGGERS]
    return character(feature("pools", *rules), weapon("sword"))


def test_the_trigger_lists_are_the_documented_ones() -> None:
    assert set(CHARGE_TRIGGERS) == {"safeRest", "fieldRest", "onHit", "onCriticalHit", "encounterStart",
                                    "encounterEnd", "onWound", "onTurnStart", "onTurnEnd", "onKill", "onBloodied",
                                    "onInitiativeRolled"}
    assert set(DICE_TRIGGERS) == set(CHARGE_TRIGGERS) - {"onInitiativeRolled"} | {"onAttacked", "onCritReceived"}


@pytest.mark.parametrize("event", EVENTS, ids=list(EVENTS))
def test_each_event_fires_exactly_its_triggers_on_both_pool_kinds(event: str) -> None:
    before_steps, step, fired = EVENTS[event]
    s = session(every_trigger_character(), dice=[3] * 40)
    assert s.load_error is None
    ok(s, *before_steps)
    before = {pid: view.count for pid, view in s.char.pools().items()}
    ok(s, step)
    after = {pid: view.count for pid, view in s.char.pools().items()}
    changed = {pid for pid in after if after[pid] != before[pid]}
    expected = ({f"charge-{t}" for t in fired if t in CHARGE_TRIGGERS}
                | {f"dice-{t}" for t in fired if t in DICE_TRIGGERS})
    assert changed == expected
    assert all(after[pid] == before[pid] + 1 for pid in changed)


def test_every_trigger_is_fired_by_some_event() -> None:
    fired = set().union(*(e[2] for e in EVENTS.values()))
    assert fired == set(CHARGE_TRIGGERS) | set(DICE_TRIGGERS)


@pytest.mark.parametrize("trigger", sorted(set(CHARGE_TRIGGERS) | set(DICE_TRIGGERS)))
def test_fire_step_fires_one_trigger_directly(trigger: str) -> None:
    s = session(every_trigger_character(), dice=[3] * 4)
    ok(s, {"do": "fire", "trigger": trigger})
    changed = {pid for pid, view in s.char.pools().items() if view.count}
    assert changed == ({f"charge-{trigger}"} if trigger in CHARGE_TRIGGERS else set()) | \
        ({f"dice-{trigger}"} if trigger in DICE_TRIGGERS else set())


def test_a_dice_pool_with_an_initiative_refill_keeps_the_pool_and_only_that_entry_is_inert() -> None:
    """engine.md §4, §4.5: entries are validated one by one; the other kind's trigger makes one entry inert."""
    doc = character(feature("judge", dice_pool("judgment", entry("onInitiativeRolled"), entry("onTurnStart"))),
                    feature("boost", modify_pool("other", addRefills=[entry("onInitiativeRolled"),
                                                                      entry("onTurnStart")])),
                    feature("other-pool", dice_pool("other")))
    out = play(doc, [{"do": "rollInitiative", "value": 12}])
    assert out["errors"] == []
    assert out["pools"]["judgment"]["active"] and faces(out, "judgment") == []  # the pool lives
    assert faces(out, "other") == []  # the inert added entry adds nothing
    assert any("judge / rule 0 (dicePool) / refills[0].trigger: error:" in w and "onInitiativeRolled" in w
               for w in out["warnings"]), out["warnings"]
    assert any("boost / rule 0 (modifyPool) / addRefills[0].trigger: error:" in w for w in out["warnings"])
    assert not any("refills[1]" in w for w in out["warnings"])
    rule = Session(doc).char.items[0].rules[0]
    assert rule.valid and len(rule.refills) == 1 and rule.refills[0].trigger == "onTurnStart"
    out = play(doc, [{"do": "startTurn"}, {"do": "undo"}, {"do": "startTurn"}], dice=[2, 3, 4, 5])
    assert out["errors"] == []
    assert faces(out, "judgment") == [4] and faces(out, "other") == [5]  # the good entries work, after an undo


def test_a_charge_pool_with_an_attacked_recovery_keeps_its_other_entries() -> None:
    pool = charge_pool("c", entry("onAttacked", "set", "0"), entry("onTurnStart", "mode-x"),
                       entry("onTurnStart", "refresh"), max="3", initial="zero")
    out = play(character(feature("f", pool)), [{"do": "attacked", "damage": 1}, {"do": "startTurn"}])
    assert out["errors"] == [] and current(out, "c") == 3
    assert any("recoveries[0].trigger: error:" in w for w in out["warnings"])
    assert any("recoveries[1].mode: error: unknown mode 'mode-x'" in w for w in out["warnings"])


def test_triggers_fire_in_the_documented_order_pools_in_item_order() -> None:
    # Damage to 0 fires onWound before onBloodied (engine.md §7), whatever the items' order.
    doc = character(feature("a", dice_pool("bloodied", entry("onBloodied"))),
                    feature("b", dice_pool("wound", entry("onWound")), dice_pool("wound2", entry("onWound"))))
    out = play(doc, [{"do": "damage", "amount": 10}], dice=[1, 2, 3])
    assert (faces(out, "wound"), faces(out, "wound2"), faces(out, "bloodied")) == ([1], [2], [3])


def test_entries_of_one_pool_apply_in_list_order() -> None:
    doc = character(feature("a", dice_pool("p", entry("onTurnStart", "add", "2"), entry("onTurnStart", "clear"),
                                           entry("onTurnStart", "add", "1"), max="5")))
    out = play(doc, [{"do": "startTurn"}], dice=[1, 2, 3])
    assert faces(out, "p") == [3] and out["diceLeft"] == 0


def test_dice_order_effects_then_attack_dice_then_triggers() -> None:
    doc = character(feature("pools", dice_pool("p"), dice_pool("q", entry("onHit"))),
                    weapon("sword", activation={"pool": [{"poolType": "dice", "action": "rollDie",
                                                          "poolIdentifier": "p", "value": 1}]}))
    out = play(doc, [{"do": "activate", "item": "sword"}], dice=[2, 4, 5])
    assert faces(out, "p") == [2] and faces(out, "q") == [5]
    assert "sword: hit, 4 damage (1d6 = 4)" in lines(out, 0)


# ---- attacks: hit, critical, miss ---------------------------------------------------------------
def attack_doc(damage: str = "1d6") -> dict[str, Any]:
    return character(feature("pools", charge_pool("hits", entry("onHit")), charge_pool("crits", entry("onCriticalHit")),
                             dice_pool("dhits", entry("onHit")), dice_pool("dcrits", entry("onCriticalHit"))),
                     weapon("sword", damage=damage))


def test_a_natural_top_face_first_die_is_a_critical_hit_that_explodes() -> None:
    out = play(attack_doc("1d6+1d4"), [{"do": "activate", "item": "sword"}], dice=[6, 6, 2, 3, 4, 5])
    # then the 3
    assert lines(out, 0)[0] == "sword: critical hit, 17 damage (1d6 + 1d4 = 17; the first die exploded: 6+6+2)"
    assert (current(out, "hits"), current(out, "crits")) == (1, 1)
    assert (faces(out, "dhits"), faces(out, "dcrits")) == ([4], [5])  # onHit before onCriticalHit


def test_a_forced_critical_explodes_only_while_the_die_shows_its_top_face() -> None:
    out = play(attack_doc(), [{"do": "activate", "item": "sword", "outcome": "crit"}], dice=[3, 1, 1])
    assert lines(out, 0)[0] == "sword: critical hit, 3 damage (1d6 = 3)"
    assert (current(out, "hits"), current(out, "crits")) == (1, 1) and out["diceLeft"] == 0
    out = play(attack_doc(), [{"do": "activate", "item": "sword", "outcome": "crit"}], dice=[6, 2, 1, 1])
    assert lines(out, 0)[0] == "sword: critical hit, 8 damage (1d6 = 8; the first die exploded: 6+2)"


def test_a_forced_hit_never_explodes() -> None:
    out = play(attack_doc(), [{"do": "activate", "item": "sword", "outcome": "hit"}], dice=[6, 1, 5])
    assert lines(out, 0)[0] == "sword: hit, 6 damage (1d6 = 6)"
    assert (current(out, "hits"), current(out, "crits")) == (1, 0) and faces(out, "dhits") == [1]
    assert out["diceLeft"] == 1


@pytest.mark.parametrize("step, dice", [({"do": "activate", "item": "sword"}, [1]),
                                        ({"do": "activate", "item": "sword", "outcome": "miss"}, [4]),
                                        ({"do": "activate", "item": "sword", "outcome": "miss"}, [6])],
                         ids=["natural-1", "forced", "forced-on-top-face"])
def test_a_miss_fires_neither_hit_nor_critical(step: dict[str, Any], dice: list[int]) -> None:
    out = play(attack_doc(), [step], dice=dice)
    assert lines(out, 0)[0] == f"sword: miss (1d6: {dice[0]}; no damage)"  # the card shows its roll (§5.1)
    assert (current(out, "hits"), current(out, "crits"), faces(out, "dhits"), faces(out, "dcrits")) == (0, 0, [], [])
    assert out["diceLeft"] == 0  # a miss never explodes


def test_an_attack_without_dice_is_a_hit_unless_forced() -> None:
    out = play(attack_doc("3"), [{"do": "activate", "item": "sword"},
                                 {"do": "activate", "item": "sword", "outcome": "miss"}], dice=[2])
    assert lines(out, 0)[0] == "sword: hit, 3 damage"
    assert current(out, "hits") == 1 and faces(out, "dhits") == [2]


# ---- wounds and bloodied -----------------------------------------------------------------------
def test_damage_to_zero_adds_a_wound_sets_dying_and_fires_onWound() -> None:
    doc = character(feature("f", charge_pool("grit", entry("onWound")), dice_pool("scars", entry("onWound"))),
                    wounds={"current": 0, "max": 2})
    out = play(doc, [{"do": "damage", "amount": 12, "type": "fire"}], dice=[4])
    assert out["hp"] == {"current": 0, "max": 10, "temp": 0} and out["wounds"] == {"current": 1, "max": 2}
    assert "dying" in out["states"] and "self:dying" in out["tags"] and "dead" not in out["states"]
    assert current(out, "grit") == 1 and faces(out, "scars") == [4]
    assert in_order(lines(out, 0), ["Took 12 fire damage", "HP 10 → 0", "Bloodied"])
    out = play(doc, [{"do": "damage", "amount": 12}, {"do": "attacked", "damage": 3}], dice=[4, 5, 6])
    assert out["wounds"]["current"] == 2 and "dead" in out["states"] and current(out, "grit") == 2


def test_bloodied_fires_once_per_encounter() -> None:
    doc = character(feature("f", charge_pool("rally", entry("onBloodied")), dice_pool("rage", entry("onBloodied"))))
    out = play(doc, [{"do": "startEncounter"}, {"do": "damage", "amount": 5}, {"do": "heal", "amount": 5},
                     {"do": "damage", "amount": 6}, {"do": "endEncounter"}, {"do": "startEncounter"},
                     {"do": "heal", "amount": 10}, {"do": "attacked", "damage": 5}], dice=[1, 2])
    assert current(out, "rally") == 2 and faces(out, "rage") == [1, 2]
    assert [line["step"] for line in out["log"] if line["text"] == "Bloodied"] == [1, 7]


def test_bloodied_fires_at_each_crossing_outside_an_encounter_and_only_when_crossing() -> None:
    doc = character(feature("f", charge_pool("rally", entry("onBloodied")), dice_pool("rage", entry("onBloodied"))))
    out = play(doc, [{"do": "damage", "amount": 4}, {"do": "damage", "amount": 1}, {"do": "damage", "amount": 1},
                     {"do": "heal", "amount": 10}, {"do": "damage", "amount": 7}], dice=[1, 2])
    assert current(out, "rally") == 2 and faces(out, "rage") == [1, 2]
    assert [line["step"] for line in out["log"] if line["text"] == "Bloodied"] == [1, 4]


def test_turn_and_attack_events_do_not_start_an_encounter() -> None:
    out = play(attack_doc(), [{"do": "startTurn"}, {"do": "endTurn"}, {"do": "attacked", "damage": 1},
                              {"do": "activate", "item": "sword", "outcome": "hit"}], dice=[3, 3])
    assert out["encounter"] is None and out["errors"] == []


def test_end_turn_advances_the_round_of_a_running_encounter() -> None:
    out = play(character(), [{"do": "startEncounter"}, {"do": "endTurn"}, {"do": "endTurn"}])
    assert out["encounter"]["round"] == 3
