"""Property tests: random play on the sample berserker and on a generated character.

Hypothesis drives a session with random sequences of every play-script step kind (play-format.md)
and a seeded roller, and checks after every step:

* pools: every active pool holds state; 0 <= charges <= max; len(faces) <= max; every face within
  1..the top face of the pool's die;
* the header: bank >= 0, 0 <= hp <= hp max;
* atomicity: a failed step changes nothing (document, undo and redo history);
* undo right after a successful step gives back the document before it, and redo the document after
  it; several undos in a row walk back through every earlier document, and redo walks forward again;
* records survive JSON: `Record.from_json(json.loads(json.dumps(record.to_json())))` equals the
  record, and undo/redo through the revived record work the same;
* the derived views (pools, tags) equal those of a character freshly loaded from the document, so no
  cache survives a change it should not.

Undo and redo run both directly (Session.undo/redo) and as play steps ({"do": "undo"}/{"do": "redo"}).
Beyond play-format's steps, the engine's edit steps are drawn too when actions.HANDLERS has them:
editRule (set/unset/raw, sensible and breaking edits), addRule, deleteRule, setRules, the item
actions (addItem, editItem, duplicateItem, moveItem, deleteItem), rerollDie and renaming.

Engine bugs these tests found have minimal reproductions at the end of this file (now regressions).
"""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from bench_generator import generate
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from sheet_app.engine.actions import HANDLERS
from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.document import parse_character
from sheet_app.engine.model import ALL_TRIGGERS, die_faces
from sheet_app.engine.session import Record, Session
from sheet_app.engine.world import Character

ROOT = Path(__file__).resolve().parents[2]


SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))
GENERATED = generate.make_character(seed=7, items=14, rules=48, pools=6)

STATES = ("raging", "concentrating", "hasted", "blessed", "dying", "dead", "hidden")
SET_RANGES = {"level": (0, 21), "stats.strength": (-3, 6), "stats.dexterity": (-3, 6),
              "stats.intelligence": (-3, 6), "stats.will": (-3, 6), "hp.current": (0, 90), "hp.max": (0, 90),
              "wounds.current": (0, 8), "wounds.max": (0, 8), "mana.current": (0, 12), "mana.max": (0, 12)}


# Rule edits: sensible ones, and ones that break the rule (it is then kept, invalid, and does nothing).
RULE_SETS = [
    {"max": "@key + 1"}, {"max": "0"}, {"max": "@level * 2"}, {"max": "1d4"}, {"max": "(("}, {"max": "1/0"},
    {"disabled": True}, {"disabled": False}, {"disabled": "yes"}, {"predicate": {}},
    {"predicate": {"self": "raging"}}, {"predicate": {"level": {"min": 5}}}, {"predicate": {"$bad": 1}},
    {"dieSize": "d12"}, {"dieSize": "d4"}, {"dieSize": None}, {"dieSize": "d7"}, {"scope": "actor"},
    {"scope": "item"}, {"identifier": "renamed"}, {"identifier": "a:b"}, {"initial": "zero"}, {"cost": "2"},
    {"cost": "0"}, {"maxDelta": "-3"}, {"maxDelta": "5"}, {"maxDelta": "1d4"}, {"minFace": 3}, {"minFace": 0},
    {"mode": "autoBonus"}, {"mode": "manual"}, {"selectionOutcome": "maximize"}, {"effectFormula": "@sum * 2"},
    {"effectFormula": "@sum +"}, {"type": "dicePool"}, {"type": "chargePool"}, {"type": "mystery"},
    {"priority": -5}, {"hidden": True},
    {"refills": [{"trigger": "onTurnStart", "mode": "add", "value": "1"}]},
    {"recoveries": [{"trigger": "onTurnEnd", "mode": "refresh", "value": "1"}]},
    {"addRefills": [{"trigger": "onKill", "mode": "setIfEmpty", "value": "@poolMax"}]},
]
ITEM_SETS = [
    {"equipped": False}, {"equipped": True}, {"type": "object"}, {"type": "feature"}, {"name": "Renamed"},
    {"attack": {"delivery": "melee", "damage": "1d6+@strength"}}, {"attack": {"damage": "(("}},
    {"activation": {"pool": []}}, {"objectType": "shield"}, {"properties": ["reach"]},
]


def edit_strategies(doc: dict[str, Any], items: st.SearchStrategy[str]) -> list[st.SearchStrategy[dict[str, Any]]]:
    """Rule and item edits, when the engine has them as steps (editRule and friends)."""
    if "editRule" not in HANDLERS:
        return []
    raws = [copy.deepcopy(rule) for item in doc["items"] for rule in item.get("rules", [])]
    raw_rules = st.sampled_from(raws) if raws else st.just({"type": "chargePool", "identifier": "extra"})
    raw_items = st.sampled_from([copy.deepcopy(item) for item in doc["items"]])
    index = st.integers(-1, 6)
    found = [
        st.builds(lambda i, r, s, u: {"do": "editRule", "item": i, "rule": r, "set": s, "unset": u},
                  items, index, st.sampled_from(RULE_SETS),
                  st.lists(st.sampled_from(["predicate", "max", "dieSize", "identifier", "scope", "disabled"]),
                           max_size=2)),
        st.builds(lambda i, r, raw: {"do": "editRule", "item": i, "rule": r, "raw": raw}, items, index, raw_rules),
        st.builds(lambda i, raw: {"do": "addRule", "item": i, "raw": raw}, items, raw_rules),
        st.builds(lambda i, r: {"do": "deleteRule", "item": i, "rule": r}, items, index),
        st.builds(lambda i, rules: {"do": "setRules", "item": i, "rules": rules}, items,
                  st.lists(raw_rules, max_size=3)),
    ]
    item_steps = {
        "addItem": st.builds(lambda raw: {"do": "addItem", "raw": raw}, raw_items),
        "editItem": st.builds(lambda i, s: {"do": "editItem", "item": i, "set": s}, items, st.sampled_from(ITEM_SETS)),
        "duplicateItem": st.builds(lambda i: {"do": "duplicateItem", "item": i}, items),
        "moveItem": st.builds(lambda i, to: {"do": "moveItem", "item": i, "to": to}, items,
                              st.integers(-1, len(doc["items"]))),
        "deleteItem": st.builds(lambda i: {"do": "deleteItem", "item": i}, items),
    }
    found += [strategy for name, strategy in item_steps.items() if name in HANDLERS]
    found.append(st.builds(lambda n: {"do": "set", "field": "name", "value": n}, st.sampled_from(["Korr", ""])))
    return found


def step_strategy(doc: dict[str, Any]) -> st.SearchStrategy[list[dict[str, Any]]]:
    """Runs of steps: mostly one step of any kind of play-format.md, naming this character's items,
    pools and consumers; sometimes a few dice rolled into a pool by hand and then spent."""
    names = generate.catalog(doc)
    items = st.sampled_from(names["items"] + ["no-such-item"])
    pools = st.sampled_from(names["dice_pools"] + names["charge_pools"] + ["no-such-pool"])
    dice_pools = st.sampled_from(names["dice_pools"]) if names["dice_pools"] else pools
    charge_pools = st.sampled_from(names["charge_pools"]) if names["charge_pools"] else pools
    # Mostly plausible picks (distinct, low indices); sometimes repeated or out of range.
    picks = st.lists(st.integers(0, 2), min_size=1, max_size=3, unique=True) | st.lists(st.integers(-1, 5), max_size=4)
    outcome = st.sampled_from([None, "hit", "crit", "miss"])

    def activate(item: str, out: str | None, chosen: list[int] | None) -> dict[str, Any]:
        step: dict[str, Any] = {"do": "activate", "item": item}
        if out is not None:
            step["outcome"] = out
        if chosen is not None:
            step["picks"] = chosen
        return step

    def spend(target: tuple[str, str], chosen: list[int], rule_no: int | None) -> dict[str, Any]:
        step: dict[str, Any] = {"do": "spend", "pool": target[0], "consumer": target[1], "picks": chosen}
        if rule_no is not None:
            step["rule"] = rule_no
        return step

    real_spends = st.sampled_from(names["spends"]) if names["spends"] else st.nothing()
    spend_targets = st.one_of(real_spends, real_spends, real_spends, st.tuples(pools, items))

    def enable(item: str, index: int, on: bool) -> dict[str, Any]:
        return {"do": "enableRule", "item": item, "rule": index, "on": on}

    def set_step(field: str) -> st.SearchStrategy[dict[str, Any]]:
        low, high = SET_RANGES[field]
        return st.builds(lambda v: {"do": "set", "field": field, "value": v}, st.integers(low, high))

    activations = st.builds(activate, st.sampled_from(names["activatable"]) | items, outcome, st.none() | picks)
    spends = st.builds(spend, spend_targets, picks, st.one_of(st.none(), st.none(), st.integers(0, 1)))

    strategies = [
        activations, spends, activations, spends, activations,
        *(st.builds(lambda d=d: {"do": d})
          for d in ("startEncounter", "rollInitiative", "startTurn", "endTurn", "endEncounter")),
        st.builds(lambda k: {"do": "rest", "kind": k}, st.sampled_from(["safe", "field"])),
        st.builds(lambda t: {"do": "fire", "trigger": t}, st.sampled_from(ALL_TRIGGERS)),
        st.builds(lambda p: {"do": "rollCharge", "pool": p}, charge_pools | pools),
        st.builds(lambda d, t, c: {"do": "attacked", "damage": d, "type": t, "critical": c},
                  st.integers(0, 40), st.sampled_from([None, "slashing", "fire"]), st.booleans()),
        st.builds(lambda a: {"do": "damage", "amount": a}, st.integers(0, 40)),
        st.builds(lambda a: {"do": "heal", "amount": a}, st.integers(0, 40)),
        st.builds(lambda p, i, f: {"do": "setDie", "pool": p, "index": i, "face": f},
                  dice_pools | pools, st.integers(-1, 5), st.integers(0, 21)),
        st.builds(lambda p, i: {"do": "removeDie", "pool": p, "index": i}, dice_pools | pools, st.integers(-1, 5)),
        st.builds(lambda p, i: {"do": "rerollDie", "pool": p, "index": i}, dice_pools | pools, st.integers(-1, 5)),
        st.builds(lambda p: {"do": "rollDie", "pool": p}, dice_pools | pools),
        st.builds(lambda p, v: {"do": "setCharges", "pool": p, "value": v}, charge_pools | pools,
                  st.integers(-2, 12)),
        st.sampled_from(sorted(SET_RANGES)).flatmap(set_step),
        st.builds(lambda s: {"do": "set", "field": "size", "value": s},
                  st.sampled_from(["tiny", "small", "medium", "large", "huge", "gargantuan", "colossal"])),
        st.builds(lambda n, on: {"do": "state", "name": n, "on": on}, st.sampled_from(STATES), st.booleans()),
        st.builds(lambda i, on: {"do": "equip", "item": i, "on": on},
                  (st.sampled_from(names["objects"]) if names["objects"] else items) | items, st.booleans()),
        st.builds(enable, items, st.integers(-1, 6), st.booleans()),
        # Malformed steps must fail cleanly too.
        st.sampled_from([{"do": "fly"}, {"do": "rest"}, {"do": "damage", "amount": "lots"},
                         {"do": "heal", "amount": -1}, {"do": "activate"}, {"do": "set", "field": "name", "value": 1}]),
    ]
    strategies += edit_strategies(doc, items)
    single = st.one_of(*strategies).map(lambda step: [step])
    if not names["spends"]:
        return single

    def fill_then_spend(target: tuple[str, str], fill: int, chosen: list[int]) -> list[dict[str, Any]]:
        return [{"do": "rollDie", "pool": target[0]}] * fill + [
            {"do": "spend", "pool": target[0], "consumer": target[1], "picks": chosen}]

    macro = st.builds(fill_then_spend, real_spends, st.integers(0, 2),
                      st.lists(st.integers(0, 2), min_size=1, max_size=2, unique=True))
    return st.one_of(single, single, single, macro)


def _pool_problems(session: Session) -> list[str]:
    found = []
    for pid, view in session.char.pools().items():
        if not view.active:
            continue
        if not view.has_state:
            found.append(f"{pid}: active but holds no state")
        if view.kind == "charge":
            if not 0 <= view.current <= view.max:
                found.append(f"{pid}: charges {view.current} outside 0..{view.max}")
        else:
            top = die_faces(view.die or "d4")
            if len(view.faces) > view.max:
                found.append(f"{pid}: {len(view.faces)} dice, max {view.max}")
            bad = [f for f in view.faces if not 1 <= f <= top]
            if bad:
                found.append(f"{pid}: faces {bad} outside 1..{top}")
    return found


def _header_problems(session: Session) -> list[str]:
    found = []
    if session.char.bank < 0:
        found.append(f"bank {session.char.bank} < 0")
    hp, hp_max = session.char.track("hp")
    if not 0 <= hp <= hp_max:
        found.append(f"hp {hp} outside 0..{hp_max}")
    return found


def _fresh_views(doc: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    raw, _fields, items = parse_character(copy.deepcopy(doc))
    fresh = Character(raw, items)
    fresh.refresh()
    return {pid: v.summary() for pid, v in fresh.pools().items()}, fresh.tags().as_list()


class PlayMachine(RuleBasedStateMachine):
    """Random play on one character; subclasses set CHARACTER."""

    CHARACTER: dict[str, Any] = SAMPLE
    STEPS: st.SearchStrategy[list[dict[str, Any]]] = st.nothing()

    @initialize(seed=st.integers(0, 2**16))
    def load(self, seed: int) -> None:
        self.session = Session(copy.deepcopy(self.CHARACTER), roller=SeededRoller(seed))
        self.history = [self.session.document()]  # the document at each undo-stack depth

    def _check_undo_redo(self, before: dict[str, Any], after: dict[str, Any], step: dict[str, Any]) -> None:
        session = self.session
        record = session.undo_stack[-1]
        revived = Record.from_json(json.loads(json.dumps(record.to_json())))
        assert revived == record, f"record of {step} changed through JSON"
        # session.doc is compared in place (session.document() is a deep copy of it).
        result = session.undo()
        assert result.ok, result.message
        assert session.doc == before, f"undo of {step} did not give back the document before it"
        result = session.redo()
        assert result.ok, result.message
        assert session.doc == after, f"redo of {step} did not give back the document after it"
        # The same through the record revived from JSON (persisted history).
        session.undo_stack[-1] = revived
        assert session.undo().ok and session.doc == before, f"undo of revived record of {step}"
        assert session.redo().ok and session.doc == after, f"redo of revived record of {step}"

    def _do(self, step: dict[str, Any]) -> None:
        """Apply one step and check atomicity, undo, redo and the record's JSON round trip."""
        session = self.session
        before = session.document()
        depth, redo_depth = len(session.undo_stack), len(session.redo_stack)
        result = session.apply(copy.deepcopy(step))
        if not result.ok:
            assert result.code, f"{step} failed without a code"
            assert session.doc == before, f"failed {step} ({result.code}) changed the document"
            assert (len(session.undo_stack), len(session.redo_stack)) == (depth, redo_depth)
            return
        after = session.document()
        if len(session.undo_stack) == depth and not result.log:
            # Nothing changed and nothing was logged: not recorded, nothing to undo.
            assert after == before, f"{step} changed the document without an undo record"
            return
        assert len(session.undo_stack) == depth + 1 and not session.redo_stack
        self._check_undo_redo(before, after, step)
        self.history = self.history[:depth + 1] + [after]

    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        for step in data.draw(self.STEPS, label="steps"):
            self._do(step)

    @precondition(lambda self: len(self.session.undo_stack) >= 1)
    @rule(count=st.integers(1, 6))
    def undo_then_redo(self, count: int) -> None:
        session = self.session
        count = min(count, len(session.undo_stack))
        top = len(session.undo_stack)
        for n in range(1, count + 1):
            assert session.apply({"do": "undo"}).ok
            assert session.doc == self.history[top - n], f"undo #{n} did not give back its document"
        for n in range(count - 1, -1, -1):
            assert session.apply({"do": "redo"}).ok
            assert session.doc == self.history[top - n], "redo did not give back its document"

    @invariant()
    def pools_within_bounds(self) -> None:
        problems = _pool_problems(self.session)
        assert not problems, problems

    @invariant()
    def header_within_bounds(self) -> None:
        problems = _header_problems(self.session)
        assert not problems, problems

    @invariant()
    def views_match_a_fresh_load(self) -> None:
        pools, tags = _fresh_views(self.session.doc)
        assert {pid: v.summary() for pid, v in self.session.char.pools().items()} == pools
        assert self.session.char.tags().as_list() == tags


class SampleMachine(PlayMachine):
    CHARACTER = SAMPLE
    STEPS = step_strategy(SAMPLE)


class GeneratedMachine(PlayMachine):
    CHARACTER = GENERATED
    STEPS = step_strategy(GENERATED)


TestSampleCharacter = SampleMachine.TestCase
TestGeneratedCharacter = GeneratedMachine.TestCase
TestGeneratedCharacter.settings = settings(settings.default, max_examples=25)


# ---- minimal reproductions of bugs the machines found -----------------------------------------

def _session(doc: dict[str, Any]) -> Session:
    return Session(copy.deepcopy(doc), roller=SeededRoller(1))


def test_undo_after_undo_redo_round_trip() -> None:
    """Found by the machines: undo used to write an op's old value back by reference, so undoing an
    earlier action (rollInitiative) mutated it in place and the next undo of endEncounter wrote back
    initiativeRolled=False."""
    session = _session(SAMPLE)
    for step in ({"do": "startEncounter"}, {"do": "rollInitiative"}, {"do": "endEncounter"}):
        assert session.apply(step).ok
    session.undo()
    expected = session.document()  # encounter running, initiativeRolled True
    session.undo()
    session.undo()
    session.redo()
    session.redo()
    session.redo()
    session.undo()
    assert session.document() == expected


def _charge(ident: str, top: str, predicate: dict[str, Any] | None = None) -> dict[str, Any]:
    rule: dict[str, Any] = {"type": "chargePool", "identifier": ident, "max": top}
    if predicate:
        rule["predicate"] = predicate
    return rule


def _modify(ident: str, delta: str, predicate: dict[str, Any]) -> dict[str, Any]:
    return {"type": "modifyPool", "poolType": "charge", "poolIdentifier": ident, "maxDelta": delta,
            "predicate": predicate}


def _doc(*rules: dict[str, Any]) -> dict[str, Any]:
    return {"format": "sheet/1", "name": "T", "items": [{"id": "x", "name": "X", "rules": list(rules)}]}


# Regressions: settling used to run once, leaving a pool whose modifier or condition reads another
# pool's new state over its max, or active without state, until some later action.


def test_load_clamps_a_pool_whose_modifier_depends_on_another_pools_initial_state() -> None:
    session = _session(_doc(_charge("a", "1"), _charge("b", "3"),
                            _modify("b", "-1", {"self:aChargePool": {"min": 1}})))
    view = session.char.pools()["b"]
    assert (view.current, view.max) == (2, 2)


def test_load_initialises_a_pool_activated_by_another_pools_initial_state() -> None:
    session = _session(_doc(_charge("a", "1"), _charge("b", "2", {"self:aChargePool": {"min": 1}})))
    view = session.char.pools()["b"]
    assert view.active and view.has_state and view.current == 2


def test_action_clamps_through_a_chain_of_modifiers() -> None:
    session = _session(_doc(_charge("a", "1"), _charge("b", "2"), _charge("c", "3"),
                            _modify("b", "-2", {"self": "noACharges"}), _modify("c", "-1", {"self": "noBCharges"})))
    assert session.apply({"do": "setCharges", "pool": "a", "value": 0}).ok
    pools = session.char.pools()
    assert (pools["b"].current, pools["b"].max) == (0, 0)
    assert (pools["c"].current, pools["c"].max) == (2, 2)
