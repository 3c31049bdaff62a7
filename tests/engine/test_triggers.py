"""The engine runtime (GitHub issue "Engine runtime"): triggers, refill modes, modifiers, scopes,
pool lifecycle, activation, dice spends, combat mana, undo/redo and every error code.

Triggers are fired through the event that causes them (engine.md §7), for both pool kinds, and
checked on the play-script output (play-format.md), which is the engine's public surface.
"""
from __future__ import annotations

import copy
from typing import Any

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.model import CHARGE_TRIGGERS, DICE_TRIGGERS
from sheet_app.engine.session import Session
from sheet_app.play import run_script


# ---- building characters -------------------------------------------------------------------------
def character(*items: dict[str, Any], **fields: Any) -> dict[str, Any]:
    """A sheet/1 document: STR 3 / DEX 2 (key 3), 10 HP, 6 wounds, no mana, plus `fields`."""
    doc: dict[str, Any] = {"format": "sheet/1", "name": "Korr", "level": 3, "keyStats": ["strength", "dexterity"],
                           "stats": {"strength": 3, "dexterity": 2, "intelligence": 0, "will": 0},
                           "hp": {"current": 10, "max": 10}, "wounds": {"current": 0, "max": 6},
                           "mana": {"current": 0, "max": 0}, "items": list(items)}
    doc.update(fields)
    return doc


def feature(item_id: str, *rules: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {"id": item_id, "name": fields.pop("name", item_id), "type": fields.pop("type", "feature"),
            "rules": list(rules), **fields}


def weapon(item_id: str, *rules: dict[str, Any], damage: str = "1d6", delivery: str | None = "melee",
           **fields: Any) -> dict[str, Any]:
    return feature(item_id, *rules, type="object", objectType="weapon", equipped=fields.pop("equipped", True),
                   attack={"delivery": delivery, "damage": damage}, **fields)


def entry(trigger: str, mode: str = "add", value: Any = "1", predicate: Any = None) -> dict[str, Any]:
    found = {"trigger": trigger, "mode": mode, "value": value}
    if predicate is not None:
        found["predicate"] = predicate
    return found


def charge_pool(ident: str, *recoveries: dict[str, Any], max: Any = "3", initial: str = "zero",
                **fields: Any) -> dict[str, Any]:
    return {"type": "chargePool", "identifier": ident, "label": fields.pop("label", ident), "max": max,
            "initial": initial, "recoveries": list(recoveries), **fields}


def dice_pool(ident: str, *refills: dict[str, Any], max: Any = "3", initial: str = "zero", die: str = "d6",
              **fields: Any) -> dict[str, Any]:
    return {"type": "dicePool", "identifier": ident, "label": fields.pop("label", ident), "dieSize": die,
            "max": max, "initial": initial, "refills": list(refills), **fields}


def charge_consumer(pool: str, cost: Any = "1", **fields: Any) -> dict[str, Any]:
    return {"type": "chargeConsumer", "poolIdentifier": pool, "cost": cost, **fields}


def dice_consumer(pool: str, formula: str | None = None, **fields: Any) -> dict[str, Any]:
    return {"type": "diceConsumer", "poolIdentifier": pool, "mode": fields.pop("mode", "manual"),
            "effectFormula": formula, **fields}


def modify_pool(pool: str, **fields: Any) -> dict[str, Any]:
    return {"type": "modifyPool", "poolType": fields.pop("poolType", "dice"), "poolIdentifier": pool, **fields}


def play(doc: dict[str, Any], steps: list[dict[str, Any]], dice: list[int] | None = None) -> dict[str, Any]:
    """Run a play script; `dice` defaults to none at all, so any unexpected roll is an error."""
    return run_script({"character": doc, "dice": list(dice or []), "steps": steps})


def session(doc: dict[str, Any], dice: list[int] | None = None) -> Session:
    return Session(copy.deepcopy(doc), roller=ScriptedRoller(list(dice or [])))


def ok(s: Session, *steps: dict[str, Any]) -> list[str]:
    """Apply steps that must succeed; their log lines."""
    lines: list[str] = []
    for step in steps:
        result = s.apply(step)
        assert result.ok, f"{step}: {result.code}: {result.message}"
        lines.extend(result.log)
    return lines


def fails(s: Session, step: dict[str, Any], code: str) -> str:
    """Apply a step that must fail with `code` and change nothing (document and dice); its message."""
    before, left = s.document(), s.roller.remaining  # type: ignore[attr-defined]
    result = s.apply(step)
    assert not result.ok and result.code == code, (result.code, result.message)
    assert s.document() == before, "a failed step changed the character"
    assert s.roller.remaining == left, "a failed step used up dice"  # type: ignore[attr-defined]
    return result.message


def faces(out: dict[str, Any], pid: str) -> list[int]:
    return out["pools"][pid]["faces"]


def current(out: dict[str, Any], pid: str) -> int:
    return out["pools"][pid]["current"]


def codes(out: dict[str, Any]) -> list[tuple[Any, str]]:
    return [(e["step"], e["code"]) for e in out["errors"]]


def lines(out: dict[str, Any], step: int | None = None) -> list[str]:
    return [line["text"] for line in out["log"] if step is None or line["step"] == step]


def in_order(actual: list[str], expected: list[str]) -> bool:
    """`expected` appears in `actual` in this order (other lines may come between and around)."""
    rest = iter(actual)
    return all(any(line == want for line in rest) for want in expected)


def count(s: Session, pid: str) -> int:
    return s.char.pools()[pid].count


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
    expected = {f"charge-{t}" for t in fired if t in CHARGE_TRIGGERS} | {f"dice-{t}" for t in fired if t in DICE_TRIGGERS}
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
    assert lines(out, 0)[0] == "sword: critical hit, 17 damage (1d6 + 1d4 = 17; the first die exploded: 6+6+2)"  # then 3
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


# ---- modes -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode, value, start, expected", [
    ("add", "2", 1, 3), ("add", "5", 1, 4), ("add", "-2", 3, 3),
    ("set", "2", 4, 2), ("set", "9", 0, 4), ("set", "0", 3, 0),
    ("refresh", "1", 1, 4), ("refresh", "1d6 + @nothing", 0, 4),
])
def test_charge_modes(mode: str, value: str, start: int, expected: int) -> None:
    doc = character(feature("f", charge_pool("c", entry("onTurnStart", mode, value), max="4")),
                    pools={"c": {"current": start}})
    out = play(doc, [{"do": "startTurn"}])
    assert out["errors"] == [] and current(out, "c") == expected  # refresh ignores its value: no dice drawn


@pytest.mark.parametrize("mode, value, start, dice, expected", [
    ("add", "1", [1], [5], [1, 5]),
    ("add", "3", [1, 2], [5], [1, 2, 5]),            # only as many as fit
    ("add", "0", [1], [], [1]),
    ("set", "2", [1, 2, 3], [5, 6], [5, 6]),          # discards every face, rolls the value
    ("set", "9", [1], [4, 5, 6], [4, 5, 6]),          # at most max
    ("refresh", "1", [1], [5, 6], [1, 5, 6]),         # rolls max - count, value ignored
    ("refresh", "1", [1, 2, 3], [], [1, 2, 3]),
    ("setIfEmpty", "2", [], [5, 6], [5, 6]),
    ("setIfEmpty", "2", [1], [], [1]),                # a non-empty pool is left alone
    ("clear", "1", [1, 2], [], []),
])
def test_dice_modes(mode: str, value: str, start: list[int], dice: list[int], expected: list[int]) -> None:
    doc = character(feature("f", dice_pool("p", entry("onTurnStart", mode, value), max="3")),
                    pools={"p": {"faces": start}})
    out = play(doc, [{"do": "startTurn"}], dice=dice)
    assert out["errors"] == [] and faces(out, "p") == expected and out["diceLeft"] == 0


def test_pool_references_in_refill_values() -> None:
    doc = character(feature("f",
                            charge_pool("c", entry("onTurnStart", "set", "@poolMax - 1"), max="5"),
                            charge_pool("d", entry("onTurnStart", "add", "@poolCurrent"), max="10"),
                            dice_pool("p", entry("onTurnStart", "add", "@poolMax - @poolCurrent - 1"), max="4"),
                            # each entry sees the count the earlier entries left
                            dice_pool("q", entry("onTurnStart", "add", "@poolCurrent"),
                                      entry("onTurnStart", "add", "@poolCurrent"), max="9")),
                    pools={"d": {"current": 3}, "p": {"faces": [1]}, "q": {"faces": [1]}})
    out = play(doc, [{"do": "startTurn"}], dice=[2, 2, 3, 4, 5])
    assert current(out, "c") == 4 and current(out, "d") == 6
    assert faces(out, "p") == [1, 2, 2] and faces(out, "q") == [1, 3, 4, 5]  # +1, then +2
    assert out["diceLeft"] == 0 and out["warnings"] == []


def test_a_dice_term_in_a_refill_value_is_rolled_before_the_dice_the_entry_adds() -> None:
    doc = character(feature("wand", charge_pool("wand", entry("safeRest", "add", "1d6+1"), max="10")),
                    feature("pool", dice_pool("p", entry("safeRest", "add", "1d3"), max="5")))
    out = play(doc, [{"do": "rest", "kind": "safe"}], dice=[4, 2, 5, 6])
    assert current(out, "wand") == 5 and faces(out, "p") == [5, 6] and out["diceLeft"] == 0
    assert in_order(lines(out, 0), ["Safe rest", "wand +5 (5/10) on Safe Rest", "p +2 (5, 6) on Safe Rest"])


def test_a_failing_refill_formula_fails_the_event_and_changes_nothing() -> None:
    doc = character(feature("f", charge_pool("c", entry("onTurnStart", "add", "1 / 0")),
                            dice_pool("p", entry("onTurnStart"))))
    s = session(doc, dice=[3])
    assert "division by zero" in fails(s, {"do": "startTurn"}, "formulaError")


# ---- refill conditions are judged on the state before the event ---------------------------------
def test_refill_condition_sees_the_state_before_the_wound() -> None:
    doc = character(feature("f", charge_pool("last", entry("onWound", predicate={"self": "dying"}))))
    out = play(doc, [{"do": "damage", "amount": 10}, {"do": "damage", "amount": 1}])
    assert out["wounds"]["current"] == 2 and current(out, "last") == 1  # only the second wound: dying before it


def test_refill_condition_sees_the_state_before_the_bloodying_damage() -> None:
    doc = character(feature("f", dice_pool("p", entry("onBloodied", predicate={"self": "bloodied"}))))
    out = play(doc, [{"do": "damage", "amount": 6}])
    assert "self:bloodied" in out["tags"] and faces(out, "p") == []


def test_refill_condition_still_sees_the_charge_the_activation_spends() -> None:
    ammo = charge_pool("ammo", entry("onHit", predicate={"$not": "self:noAmmoCharges"}), max="2")
    doc = character(weapon("bow", ammo, charge_consumer("ammo")), pools={"ammo": {"current": 1}})
    out = play(doc, [{"do": "activate", "item": "bow", "outcome": "hit"},
                     {"do": "activate", "item": "bow", "outcome": "hit"},
                     {"do": "setCharges", "pool": "ammo", "value": 1},
                     {"do": "activate", "item": "bow", "outcome": "hit"}], dice=[3, 3, 3])
    assert current(out, "ammo") == 1 and out["errors"] == []
    assert in_order(lines(out, 0), ["ammo: 1 charge spent (0/2 left) for bow", "ammo +1 (1/2) on Hit"])


def test_refill_condition_is_checked_when_the_trigger_fires() -> None:
    doc = character(feature("f", dice_pool("fury", entry("onTurnStart", predicate={"self": "raging"}), die="d4")))
    out = play(doc, [{"do": "startTurn"}, {"do": "state", "name": "raging", "on": True}, {"do": "startTurn"},
                     {"do": "state", "name": "raging", "on": False}, {"do": "startTurn"}], dice=[3])
    assert faces(out, "fury") == [3] and out["diceLeft"] == 0


# ---- modifyPool: priority order --------------------------------------------------------------------
def test_the_last_die_size_by_priority_wins_fractions_and_negatives_allowed() -> None:
    doc = character(feature("f", dice_pool("p", die="d4")),
                    feature("m", modify_pool("p", dieSize="d6", priority=1), modify_pool("p", dieSize="d12", priority=0.5),
                            modify_pool("p", dieSize="d8", priority=-1)))
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
                     feature("use", *consumer_rules), pools={"fury": {"faces": start if start is not None else [1, 2, 3]}})


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


# ---- combat mana -----------------------------------------------------------------------------------
def mana_doc(**rule: Any) -> dict[str, Any]:
    doc = character(feature("arcana", {"type": "combatMana", "formula": "@key", **rule}),
                    mana={"current": 2, "max": 4})
    doc["manaRecovery"] = []  # the character's own mana stays put on rests: these tests watch the layer
    return doc


def test_combat_mana_on_the_first_initiative_roll_only_and_own_mana_untouched() -> None:
    s = session(mana_doc())
    ok(s, {"do": "startEncounter"})
    assert s.char.mana_total() == (2, 4)
    ok(s, {"do": "rollInitiative", "value": 12})
    assert s.char.mana_total() == (5, 7)
    ok(s, {"do": "set", "field": "stats.strength", "value": 6}, {"do": "rollInitiative", "value": 12})
    assert s.char.mana_total() == (5, 7)  # not the second roll
    ok(s, {"do": "set", "field": "mana.current", "value": 1})
    assert s.char.mana_total() == (4, 7)
    ok(s, {"do": "endEncounter"})
    assert s.char.mana_total() == (1, 4) and s.document()["mana"] == {"current": 1, "max": 4}
    ok(s, {"do": "startEncounter"}, {"do": "rollInitiative", "value": 12})
    assert s.char.mana_total() == (7, 10)  # a new encounter, a new first roll


def test_combat_mana_on_encounter_start() -> None:
    out = play(mana_doc(trigger="encounterStart"), [{"do": "rollInitiative", "value": 12}, {"do": "startEncounter"}])
    assert out["mana"] == {"current": 5, "max": 7} and "Combat mana 3" in lines(out, 1)
    assert not any("Combat mana" in line for line in lines(out, 0))


@pytest.mark.parametrize("clear_on, clearing, not_clearing", [
    ("combatEnd", {"do": "endEncounter"}, {"do": "rest", "kind": "safe"}),
    ("safeRest", {"do": "rest", "kind": "safe"}, {"do": "endEncounter"}),
    ("fieldRest", {"do": "rest", "kind": "field"}, {"do": "rest", "kind": "safe"}),
])
def test_combat_mana_clears_on_its_event(clear_on: str, clearing: dict[str, Any],
                                         not_clearing: dict[str, Any]) -> None:
    out = play(mana_doc(clearOn=clear_on),
               [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, not_clearing])
    assert out["mana"] == {"current": 5, "max": 7}
    steps = [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, clearing]
    out = play(mana_doc(clearOn=clear_on), steps)
    assert out["mana"] == {"current": 2, "max": 4} and "Combat mana cleared" in lines(out, 2)


def test_combat_mana_honours_predicates() -> None:
    doc = mana_doc(predicate={"self": "raging"})
    out = play(doc, [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}])
    assert out["mana"] == {"current": 2, "max": 4}
    out = play(doc, [{"do": "state", "name": "raging", "on": True}, {"do": "startEncounter"},
                     {"do": "rollInitiative", "value": 12}])
    assert out["mana"] == {"current": 5, "max": 7}


def test_combat_mana_sums_active_rules() -> None:
    doc = character(feature("a", {"type": "combatMana", "formula": "2"}, {"type": "combatMana", "formula": "@level"},
                            {"type": "combatMana", "formula": "50", "disabled": True}))
    out = play(doc, [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}])
    assert out["mana"] == {"current": 5, "max": 5}


# ---- pool gain message -----------------------------------------------------------------------------
def test_pool_gain_message_on_any_growth_of_the_dice_count() -> None:
    doc = character(feature("rage", dice_pool("fury", entry("onTurnStart"), entry("onTurnStart"), max="4",
                                              label="Fury Dice"),
                            dice_consumer("fury", "@sum"),
                            activation={"pool": [{"poolType": "dice", "action": "rollDie", "poolIdentifier": "fury"}]}),
                    feature("notes", {"type": "poolGainMessage", "poolIdentifier": "fury", "formula": "@level / 2",
                                      "message": "Fury grows: +{value} ({value})"}))
    out = play(doc, [{"do": "startTurn"}, {"do": "activate", "item": "rage"}, {"do": "rollDie", "pool": "fury"},
                     {"do": "spend", "pool": "fury", "consumer": "rage", "picks": [0]},
                     {"do": "setDie", "pool": "fury", "index": 0, "face": 1}], dice=[1, 2, 3, 4])
    message = "Fury grows: +1 (1)"
    assert faces(out, "fury") == [1, 3, 4] and out["errors"] == []
    assert [line["step"] for line in out["log"] if line["text"] == message] == [0, 1, 2]  # one per action
    assert in_order(lines(out, 0), ["Fury Dice +1 (1) on Turn Start", "Fury Dice +1 (2) on Turn Start", message])


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


# ---- undo and redo --------------------------------------------------------------------------------
def rich_doc() -> dict[str, Any]:
    return character(feature("rage", {"type": "toggleEffect", "tags": ["self:raging"], "clearPoolsOnEnd": ["fury"]},
                             dice_pool("fury", entry("onTurnStart", predicate={"self": "raging"}), max="@key", die="d4"),
                             dice_consumer("fury", "(@strength + @dexterity) * @n", effectType="damageReduction"),
                             activation={"pool": [{"poolType": "dice", "action": "rollDie", "poolIdentifier": "fury"}]}),
                     weapon("wand", charge_pool("wand", entry("safeRest", "refresh"), initial="max"),
                            charge_consumer("wand"), damage="2d6", delivery="ranged"),
                     feature("arcana", {"type": "combatMana", "formula": "2"}))


UNDOABLE = [
    {"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, {"do": "activate", "item": "rage"}, {"do": "startTurn"},
    {"do": "activate", "item": "wand"}, {"do": "spend", "pool": "fury", "consumer": "rage", "picks": [0]},
    {"do": "attacked", "damage": 12, "type": "fire", "critical": True}, {"do": "damage", "amount": 9},
    {"do": "heal", "amount": 3}, {"do": "endTurn"}, {"do": "setDie", "pool": "fury", "index": 0, "face": 1},
    {"do": "rollDie", "pool": "fury"}, {"do": "removeDie", "pool": "fury", "index": 0},
    {"do": "rollCharge", "pool": "wand"}, {"do": "setCharges", "pool": "wand", "value": 0},
    {"do": "set", "field": "level", "value": 7}, {"do": "state", "name": "raging", "on": False},
    {"do": "equip", "item": "wand", "on": False}, {"do": "enableRule", "item": "rage", "rule": 1, "on": False},
    {"do": "fire", "trigger": "onKill"}, {"do": "endEncounter"}, {"do": "rest", "kind": "safe"},
]


def test_undo_and_redo_restore_the_exact_state_and_redo_never_rolls() -> None:
    doc = rich_doc()
    doc["items"][1]["rules"][0]["dieSize"] = "d6"  # so rollCharge can roll
    s = session(doc, dice=[2, 3, 1, 4, 3, 2, 4, 5, 6, 1, 2, 3, 4, 5, 6])
    start = s.document()
    for step in UNDOABLE:
        before = s.document()
        assert s.apply(step).ok, step
        after, left = s.document(), s.roller.remaining  # type: ignore[attr-defined]
        undo = s.apply({"do": "undo"})
        assert undo.ok and s.document() == before, step
        redo = s.apply({"do": "redo"})
        assert redo.ok and s.document() == after, step
        assert s.roller.remaining == left, step
    for _ in UNDOABLE:
        assert s.apply({"do": "undo"}).ok
    assert s.document() == start


def test_every_undoable_step_succeeded_in_the_undo_test() -> None:
    doc = rich_doc()
    doc["items"][1]["rules"][0]["dieSize"] = "d6"
    out = play(doc, UNDOABLE, dice=[2, 3, 1, 4, 3, 2, 4, 5, 6, 1, 2, 3, 4, 5, 6])
    assert out["errors"] == []


def test_undo_all_the_way_back_then_redo_all_the_way_forward() -> None:
    doc = rich_doc()
    s = session(doc, dice=[2, 3, 1, 4, 3, 2, 4])
    start = s.document()
    ok(s, *UNDOABLE[:8])
    end, left = s.document(), s.roller.remaining  # type: ignore[attr-defined]
    for _ in range(8):
        ok(s, {"do": "undo"})
    assert s.document() == start
    fails(s, {"do": "undo"}, "nothingToUndo")
    for _ in range(8):
        ok(s, {"do": "redo"})
    assert s.document() == end and s.roller.remaining == left  # type: ignore[attr-defined]
    fails(s, {"do": "redo"}, "nothingToRedo")


# Regression: undo used to write the recorded old value object itself back into the document, so a
# later write inside it (encounter.initiativeRolled) changed the record and a second undo went wrong.


def test_undo_redo_chains_over_every_action_kind() -> None:
    doc = rich_doc()
    doc["items"][1]["rules"][0]["dieSize"] = "d6"
    s = session(doc, dice=[2, 3, 1, 4, 3, 2, 4, 5, 6, 1, 2, 3, 4, 5, 6])
    history = [s.document()]
    for step in UNDOABLE:
        ok(s, step)
        history.append(s.document())
    left = s.roller.remaining  # type: ignore[attr-defined]
    for _ in range(2):  # twice: the second pass replays records the first pass already wrote back
        for n in range(len(UNDOABLE) - 1, -1, -1):
            ok(s, {"do": "undo"})
            assert s.document() == history[n], f"undo of {UNDOABLE[n]}"
        for n in range(1, len(UNDOABLE) + 1):
            ok(s, {"do": "redo"})
            assert s.document() == history[n], f"redo of {UNDOABLE[n - 1]}"
    assert s.roller.remaining == left  # type: ignore[attr-defined]


def test_undo_after_redo_restores_a_value_a_later_action_wrote_inside() -> None:
    s = session(character())
    history = [s.document()]
    for step in ({"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, {"do": "endEncounter"}):
        ok(s, step)
        history.append(s.document())
    ok(s, {"do": "undo"}, {"do": "undo"}, {"do": "undo"}, {"do": "redo"}, {"do": "redo"}, {"do": "redo"})
    assert s.document() == history[3]
    ok(s, {"do": "undo"})
    assert s.document() == history[2]  # the encounter as it was, initiative rolled


def test_a_new_action_after_undo_discards_the_redo_history() -> None:
    s = session(rich_doc(), dice=[2])
    ok(s, {"do": "startTurn"}, {"do": "undo"}, {"do": "endTurn"})
    fails(s, {"do": "redo"}, "nothingToRedo")


def test_undo_and_redo_in_a_script_log_what_they_undid() -> None:
    out = play(rich_doc(), [{"do": "undo"}, {"do": "activate", "item": "rage"}, {"do": "undo"}, {"do": "redo"},
                            {"do": "redo"}], dice=[3])
    assert codes(out) == [(0, "nothingToUndo"), (4, "nothingToRedo")]
    assert lines(out, 2) == ["Undid Use rage"] and lines(out, 3) == ["Redid Use rage"]
    assert faces(out, "fury") == [3] and out["diceLeft"] == 0 and "raging" in out["states"]


# ---- every error code of play-format.md ----------------------------------------------------------
ERROR_CASES: dict[str, tuple[list[dict[str, Any]], list[int]]] = {
    "unknownItem": ([{"do": "activate", "item": "nothing"}], []),
    "unknownPool": ([{"do": "rollDie", "pool": "nothing"}], []),
    "unknownConsumer": ([{"do": "spend", "pool": "fury", "consumer": "wand", "picks": [0]}], []),
    "insufficientCharges": ([{"do": "setCharges", "pool": "wand", "value": 0}, {"do": "activate", "item": "wand"}], []),
    "insufficientDice": ([{"do": "spend", "pool": "fury", "consumer": "rage", "picks": []}], []),
    "badPicks": ([{"do": "rollDie", "pool": "fury"}, {"do": "spend", "pool": "fury", "consumer": "rage",
                                                      "picks": [1]}], [2]),
    "formulaError": ([{"do": "enableRule", "item": "broken", "rule": 0, "on": True},
                      {"do": "activate", "item": "broken"}], []),
    "diceExhausted": ([{"do": "activate", "item": "rage"}], []),
    "invalidStep": ([{"do": "rest", "kind": "long"}], []),
    "inactivePool": ([{"do": "enableRule", "item": "rage", "rule": 1, "on": False},
                      {"do": "rollDie", "pool": "fury"}], []),
    "notEquipped": ([{"do": "equip", "item": "wand", "on": False}, {"do": "activate", "item": "wand"}], []),
    "notEquippable": ([{"do": "equip", "item": "rage", "on": True}], []),
    "encounterRunning": ([{"do": "startEncounter"}, {"do": "startEncounter"}], []),
    "noEncounter": ([{"do": "endEncounter"}], []),
    "badDice": ([{"do": "activate", "item": "wand"}], [7, 1]),
    "nothingToUndo": ([{"do": "undo"}], []),
    "nothingToRedo": ([{"do": "redo"}], []),
}


def error_doc() -> dict[str, Any]:
    doc = rich_doc()
    doc["items"].append(feature("broken", charge_consumer("wand", cost="1 / 0", disabled=True)))
    return doc


def test_the_error_cases_cover_every_documented_code() -> None:
    documented = {"unknownItem", "unknownPool", "unknownConsumer", "insufficientCharges", "insufficientDice",
                  "badPicks", "formulaError", "diceExhausted", "invalidStep", "inactivePool", "notEquipped",
                  "notEquippable", "encounterRunning", "noEncounter", "badDice", "nothingToUndo", "nothingToRedo"}
    assert set(ERROR_CASES) == documented


@pytest.mark.parametrize("code", ERROR_CASES, ids=list(ERROR_CASES))
def test_every_error_code(code: str) -> None:
    steps, dice = ERROR_CASES[code]
    doc = error_doc()
    *setup, last = steps
    s = session(doc, dice=dice)
    ok(s, *setup)
    message = fails(s, last, code)
    assert message  # one clear message
    out = play(doc, steps, dice=dice)
    assert codes(out) == [(len(steps) - 1, code)] and out["errors"][0]["message"] == message


@pytest.mark.parametrize("step", [
    {"do": "fly"}, {"nodo": 1}, {"do": "rest"}, {"do": "fire", "trigger": "onSneeze"},
    {"do": "attacked", "damage": "12"}, {"do": "attacked", "damage": -1}, {"do": "damage", "amount": True},
    {"do": "activate", "item": "wand", "outcome": "graze"}, {"do": "spend", "pool": "fury", "consumer": "rage"},
    {"do": "spend", "pool": "fury", "consumer": "rage", "picks": [True]},
    {"do": "setDie", "pool": "fury", "index": 0, "face": 9}, {"do": "state", "name": "self:raging", "on": True},
    {"do": "state", "name": "raging"}, {"do": "set", "field": "hp", "value": 3},
    {"do": "set", "field": "level", "value": -1}, {"do": "enableRule", "item": "rage", "rule": 9, "on": False},
    {"do": "rollCharge", "pool": "wand"}, {"do": "rollDie", "pool": "fury"},
], ids=lambda step: str(step.get("do")))
def test_malformed_steps_are_invalid_and_change_nothing(step: dict[str, Any]) -> None:
    doc = rich_doc()
    doc["pools"] = {"fury": {"faces": [1, 2, 3]}}
    s = session(doc, dice=[1])
    fails(s, step, "invalidStep")


def test_a_failed_step_does_not_stop_the_script() -> None:
    out = play(rich_doc(), [{"do": "fly"}, {"do": "startTurn"}, {"do": "endEncounter"}, {"do": "endTurn"}])
    assert codes(out) == [(0, "invalidStep"), (2, "noEncounter")]
    assert [line["step"] for line in out["log"]] == [1, 3]


# ---- 0-based indices ------------------------------------------------------------------------------
def test_indices_are_zero_based_everywhere() -> None:
    doc = character(feature("f", charge_pool("a", initial="max"), charge_pool("b", initial="max"),
                            dice_pool("p", max="5"), dice_consumer("p", "@sum")),
                    pools={"p": {"faces": [1, 2, 3, 4]}})
    out = play(doc, [{"do": "enableRule", "item": "f", "rule": 0, "on": False},
                     {"do": "setDie", "pool": "p", "index": 0, "face": 6},
                     {"do": "removeDie", "pool": "p", "index": 1},
                     {"do": "spend", "pool": "p", "consumer": "f", "picks": [0]},
                     {"do": "removeDie", "pool": "p", "index": 2}])
    assert out["pools"]["a"]["active"] is False and out["pools"]["b"]["active"] is True
    assert faces(out, "p") == [3, 4] and "Spent 1 die of p (6): f 6" in lines(out, 3)
    assert codes(out) == [(4, "badPicks")] and "numbered from 0" in out["errors"][0]["message"]
    assert [line["step"] for line in out["log"]] == [0, 1, 2, 3]


def test_a_lower_max_logs_the_dice_it_drops() -> None:
    import json
    from pathlib import Path

    from sheet_app.engine.dice import ScriptedRoller
    from sheet_app.engine.session import Session

    doc = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())
    session = Session(doc, roller=ScriptedRoller([3, 4, 2]))
    session.apply({"do": "activate", "item": "rage"})
    session.apply({"do": "startTurn"})
    result = session.apply({"do": "set", "field": "stats.strength", "value": 0})
    assert "Fury Dice: 1 die dropped (its max is now 2)" in result.log
    assert session.char.pools()["fury"].faces == [3, 4]


def test_settling_follows_a_long_chain_of_pools() -> None:
    from sheet_app.engine.dice import ScriptedRoller
    from sheet_app.engine.session import Session

    rules = []
    for n in range(12):
        rules.append({"type": "chargePool", "identifier": f"p{n}", "max": "1"})
        if n:
            rules.append({"type": "modifyPool", "poolType": "charge", "poolIdentifier": f"p{n}", "maxDelta": "-1",
                          "predicate": {"$and": [f"self:noP{n - 1}Charges"]}})
    session = Session({"format": "sheet/1", "name": "Chain", "items": [
        {"id": "c", "name": "Chain", "type": "feature", "rules": rules}]}, roller=ScriptedRoller([]))
    assert session.apply({"do": "setCharges", "pool": "p0", "value": 0}).ok
    pools = session.char.pools()
    assert all(0 <= pools[f"p{n}"].current <= pools[f"p{n}"].max for n in range(12))
