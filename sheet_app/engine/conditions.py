"""Conditions: upstream's status ids as states that do something (character.md §12, §15.4).

A condition is a state whose name is one of `CONDITION_IDS` (`concentration` is the state `concentrating`).
What is stored is only what was turned on: implied conditions (hampered while prone, incapacitated while
stunned, grappled and restrained each other's tag) are derived from the stored states every time the tags
are built, so undo can never leave one behind; bloodied and wounded are tags only.

- Roll modes read the stored states where the roll is made (engine/rolls.py, engine/attack_modes.py) and
  the speeds where they are derived (engine/numbers.py `_speeds_done`); nothing here repeats them.
- `turn_on` / `turn_off` are the `condition` step's and Apply Condition's way in: immunity (§15.4), a
  second application that only lengthens the timer, the built-in timers (§12.3).
- `after_triggers` runs inside the action's triggers (runtime.ActionContext.run_triggers): Apply Condition
  rules of the triggers fired, then the timers that End turn, an attack or the encounter's end count down.
- `settle` runs once the action's pools have settled: what becoming a condition does at once (Dazed costs
  an action, incapacitation and death take them all, Dying caps them and ends concentration, §12.2, §12.4),
  an immunity gained ends the condition, and a timer never outlives its condition.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ..i18n import Engine
from .model import ApplyCondition, ConditionImmunity, RuleEntry
from .rule_types import behaviour
from .vocab import CONDITION_IDS, condition_words

if TYPE_CHECKING:
    from .predicates import TagSet
    from .runtime import ActionContext
    from .world import Character

STATE_OF = {"concentration": "concentrating"}
"""A condition id stored under another state name (upstream's tag for concentration)."""
STATES = tuple(STATE_OF.get(cid, cid) for cid in CONDITION_IDS)
"""Every condition as the state it is stored as, in upstream's order (the play output's `conditions`)."""
DERIVED = ("bloodied", "wounded")  # tags only: never stored, never listed (§12.1)
HAMPERING = frozenset(("dazed", "grappled", "prone", "slowed", "restrained"))
INCAPACITATING = frozenset(("paralyzed", "stunned", "unconscious", "petrified"))
NO_ACTIONS = INCAPACITATING | {"incapacitated", "dead"}  # the refill gives 0 and becoming one takes all (§13)
ALIASES = {"grappled": "restrained", "restrained": "grappled"}  # each implies the other's tag (upstream alias)
TIMER_KINDS = ("turnEnds", "attacks")
DEFAULT_ACTIONS = {"current": 3, "max": 3, "additional": 0, "pendingDelta": 0}  # character.md §10
# The triggers an action fires (engine.md §7) and the Apply Condition trigger each runs (§15.4).
_SELF_TRIGGERS = {"onTurnStart": "onTurnStart", "onTurnEnd": "onTurnEnd", "onKill": "onKill", "onWound": "onWound",
                  "safeRest": "onRest", "fieldRest": "onRest", "onInitiativeRolled": "onInitiative"}
Timer = dict[str, int]


def state_name(name: str) -> str | None:
    """The state a condition name is stored as (`concentration` and `concentrating` both give
    `concentrating`), or None for a name that is no condition."""
    if name in STATES:
        return name
    return STATE_OF.get(name) if name in CONDITION_IDS else None


# ---- immunity and what is implied ----------------------------------------------------------------
@behaviour("conditionImmunity")
def immunities(char: Character, tags: TagSet | None = None) -> frozenset[str]:
    """The conditions (as states) the active Condition Immunity rules list (§15.4)."""
    found = char.rules_of(ConditionImmunity)
    if not found:
        return frozenset()
    names: set[str] = set()
    for index, entry in found:
        rule = entry.model
        if isinstance(rule, ConditionImmunity) and char.rule_on(index, entry, tags):
            names.update(state for state in map(state_name, rule.conditions) if state)
    return frozenset(names)


def immune_sources(char: Character, name: str) -> list[str]:
    """The names of the active rules that make the character immune to `name` (their labels, else items)."""
    found: list[str] = []
    for index, entry in char.rules_of(ConditionImmunity):
        rule = entry.model
        if isinstance(rule, ConditionImmunity) and char.rule_on(index, entry) and \
                name in {state_name(c) for c in rule.conditions}:
            found.append(rule.label or char.items[index].name)
    return found


def implied(states: Iterable[str], immune: Callable[[], frozenset[str]] = frozenset) -> list[str]:
    """The conditions the stored `states` imply and do not hold themselves, in upstream's order, without
    those the character is immune to (asked only when something is implied)."""
    held = set(states)
    found: list[str] = []
    if held & HAMPERING and "hampered" not in held:
        found.append("hampered")
    if held & INCAPACITATING and "incapacitated" not in held:
        found.append("incapacitated")
    found.extend(alias for name, alias in ALIASES.items() if name in held and alias not in held)
    if not found:
        return []
    blocked = immune()
    return [name for name in STATES if name in found and name not in blocked]


def derived_tags(char: Character, states: Iterable[str], tags: list[str]) -> list[str]:
    """The tags added to the character's own (character.md §10): `self:wounded`, and the implied
    conditions' `self:` tags. `tags` are those built so far (an immunity rule's condition reads them)."""
    found = ["self:wounded"] if char.track("wounds", base=True)[0] > 0 else []

    def immune() -> frozenset[str]:
        if not char.rules_of(ConditionImmunity):
            return frozenset()
        from .predicates import TagSet
        return immunities(char, TagSet(tags))

    found.extend(f"self:{name}" for name in implied(states, immune))
    return found


def listed(char: Character) -> list[dict[str, Any]]:
    """The play output's `conditions` (play-format "More output"): every stored condition with its timer,
    then the implied ones marked `implied`, all in upstream's order; bloodied and wounded never."""
    stored = set(char.states)
    timers = timers_of(char.doc)
    also = set(implied(stored, lambda: immunities(char)))
    found: list[dict[str, Any]] = []
    for name in STATES:
        if name in DERIVED:
            continue
        if name in stored:
            entry: dict[str, Any] = {"name": name}
            if name in timers:
                entry["timer"] = dict(timers[name])
            found.append(entry)
        elif name in also:
            found.append({"name": name, "implied": True})
    return found


# ---- timers ------------------------------------------------------------------------------------------
def timers_of(doc: dict[str, Any]) -> dict[str, Timer]:
    """The document's `conditionTimers`, only the well-formed ones (a count of one kind, 1 or more)."""
    raw = doc.get("conditionTimers")
    if not isinstance(raw, dict):
        return {}
    found: dict[str, Timer] = {}
    for name, timer in raw.items():
        if isinstance(timer, dict) and len(timer) == 1:
            kind, count = next(iter(timer.items()))
            if kind in TIMER_KINDS and isinstance(count, int) and not isinstance(count, bool) and count > 0:
                found[name] = {kind: count}
    return found


def timer_words(timer: Timer | None) -> str:
    """"ends after 2 more of your turns", "ends after your next attack", "" (no timer)."""
    if not timer:
        return ""
    kind, count = next(iter(timer.items()))
    if kind == "attacks":
        # English's singular form: "ends after your next attack".
        return Engine.tr("ends after %n more of your attacks", "", count)
    return Engine.tr("ends after %n more of your turns", "", count)  # "ends at the end of your turn"


def built_in_timer(ctx: ActionContext, name: str) -> Timer | None:
    """§12.3: slowed lasts until the end of the character's next turn (1 End turn, 2 during its own turn);
    despair until its next attack."""
    if name == "slowed":
        return {"turnEnds": 2 if ctx.tx.get(("turnActive",)) is True else 1}
    if name == "despair":
        return {"attacks": 1}
    return None


def _write_timers(ctx: ActionContext, timers: dict[str, Timer]) -> None:
    if timers:
        ctx.tx.set(("conditionTimers",), timers)
    elif ctx.tx.get(("conditionTimers",)) is not None:
        ctx.tx.delete(("conditionTimers",))


def _longer(old: Timer | None, new: Timer | None) -> bool:
    """Whether `new` replaces `old` on a condition already on: only a higher count of the same kind (§12.2)."""
    if old is None or new is None:
        return False
    kind, count = next(iter(new.items()))
    return kind in old and count > old[kind]


# ---- turning one on or off ------------------------------------------------------------------------------
def _states(ctx: ActionContext) -> list[str]:
    return list(ctx.tx.get(("states",), []) or [])


def turn_on(ctx: ActionContext, name: str, timer: Timer | None = None, by: str | None = None) -> bool:
    """Turn condition (state) `name` on with `timer` (or its built-in one). Immune: skipped and logged for
    a rule (`by`, its name; the `condition` step refuses it before, as `conditionImmune`). Already on: only a
    longer timer of the same kind changes anything. Whether it was turned on."""
    from . import toggles

    blocked = immune_sources(ctx.char, name)
    if blocked:
        ctx.log.append(Engine.tr("{by}: {condition}: immune ({sources}), not applied").format(
            by=by or Engine.tr("You"), condition=condition_words(name), sources=", ".join(blocked)))
        return False
    timer = timer if timer is not None else built_in_timer(ctx, name)
    timers = timers_of(ctx.tx.doc)
    states = _states(ctx)
    said = f" ({timer_words(timer)})" if timer else ""
    if name in states:
        if _longer(timers.get(name), timer):
            assert timer is not None
            timers[name] = timer
            _write_timers(ctx, timers)
            ctx.log.append(Engine.tr("{condition}: now {timer}").format(condition=condition_words(name),
                                                                          timer=timer_words(timer))
                           + (f" ({by})" if by else ""))
        return False
    states.append(name)
    ctx.tx.set(("states",), states)
    if timer:
        timers[name] = timer
        _write_timers(ctx, timers)
    ctx.applied.add(name)
    ctx.log.append(Engine.tr("{condition} on{timer}").format(condition=condition_words(name), timer=said)
                   + (f" ({by})" if by else ""))
    toggles.state_set(ctx, name)
    return True


def turn_off(ctx: ActionContext, name: str, why: str | None = None) -> bool:
    """Turn condition (state) `name` off ("Prone off", "Slowed ended"), its timer with it; a condition
    that is not on changes nothing. Switching a toggle's state off ends the toggle (engine.md §6)."""
    from . import toggles

    states = _states(ctx)
    if name not in states:
        return False
    states.remove(name)
    ctx.tx.set(("states",), states)
    timers = timers_of(ctx.tx.doc)
    if timers.pop(name, None) is not None:
        _write_timers(ctx, timers)
    if why is None:
        ctx.log.append(Engine.tr("{condition} off").format(condition=condition_words(name)))
    else:
        ctx.log.append(Engine.tr("{condition} {why}").format(condition=condition_words(name), why=why))
    toggles.state_cleared(ctx, name)
    return True


# ---- Apply Condition and the timers, within the action's triggers ---------------------------------------
def _rules_for(ctx: ActionContext, trigger: str) -> list[tuple[int, RuleEntry, ApplyCondition]]:
    found: list[tuple[int, RuleEntry, ApplyCondition]] = []
    for index, entry in ctx.char.by_priority(ctx.char.rules_of(ApplyCondition)):
        rule = entry.model
        if isinstance(rule, ApplyCondition) and rule.trigger == trigger and rule.condition and \
                ctx.char.rule_on(index, entry, ctx.tags):
            found.append((index, entry, rule))
    return found


def rule_timer(rule: ApplyCondition) -> Timer | None:
    """A rule's duration as a timer (§15.4): rounds or turns, whichever is larger; None uses the built-in."""
    turns = max(rule.duration.rounds or 0, rule.duration.turns or 0)
    return {"turnEnds": turns} if turns > 0 else None


@behaviour("applyCondition")
def apply_rules(ctx: ActionContext, trigger: str) -> None:
    """Run the Apply Condition rules of one trigger: the attack triggers log the target's condition on
    the attack ("Target: Prone (Tripping Strike)"), the self triggers turn the condition on."""
    for index, _entry, rule in _rules_for(ctx, trigger):
        name = rule.label or ctx.char.items[index].name
        state = state_name(rule.condition)
        if state is None or state in DERIVED:
            continue
        if trigger in ("onHit", "onCrit", "onMiss"):
            lasting = rule_timer(rule)
            said = f", {timer_words(lasting)}" if lasting else ""
            ctx.log.append(Engine.tr("Target: {condition} ({by}{timer})").format(
                condition=condition_words(state), by=name, timer=said))
            continue
        turn_on(ctx, state, rule_timer(rule), by=name)


def after_triggers(ctx: ActionContext, queued: list[str]) -> None:
    """After the action's pool triggers, before toggle ends (§15.4, §17): the Apply Condition rules of the
    triggers fired, then the timers: End turn's (not one fired by hand), an own attack's, and the
    encounter's end, which clears every timed condition."""
    if ctx.char.rules_of(ApplyCondition):
        run_rules(ctx, queued)
    if not timers_of(ctx.tx.doc):
        return
    real = [trigger for trigger in queued if trigger not in ctx.by_hand]
    if "encounterEnd" in real:
        for name in list(timers_of(ctx.tx.doc)):
            turn_off(ctx, name, Engine.tr("ended (the encounter is over)"))
        return
    if "onTurnEnd" in real:
        tick(ctx, "turnEnds")
    if ctx.outcome is not None:
        tick(ctx, "attacks")


def run_rules(ctx: ActionContext, queued: list[str]) -> None:
    """The Apply Condition rules of the triggers the action fired, in their order, then the attack's."""
    for trigger in queued:
        if trigger in _SELF_TRIGGERS:
            apply_rules(ctx, _SELF_TRIGGERS[trigger])
    if "onHit" in queued:
        apply_rules(ctx, "onHit")
    if "onCriticalHit" in queued:
        apply_rules(ctx, "onCrit")
    if ctx.outcome == "miss":
        apply_rules(ctx, "onMiss")


def tick(ctx: ActionContext, kind: str) -> None:
    """Count down every `kind` timer but those set by this action (§12.3); one at 0 ends its condition."""
    timers = timers_of(ctx.tx.doc)
    ended = []
    for name, timer in timers.items():
        if kind in timer and name not in ctx.applied:
            timer[kind] -= 1
            if timer[kind] <= 0:
                ended.append(name)
    _write_timers(ctx, {name: timer for name, timer in timers.items() if name not in ended})
    for name in ended:
        turn_off(ctx, name, Engine.tr("ended"))


# ---- what becoming one does, once the action has settled -----------------------------------------------
def _actions(ctx: ActionContext) -> dict[str, int]:
    raw = ctx.tx.get(("actions",))
    found = dict(DEFAULT_ACTIONS)
    if isinstance(raw, dict):
        found.update({k: v for k, v in raw.items() if isinstance(v, int) and not isinstance(v, bool)})
    return found


def _set_actions(ctx: ActionContext, actions: dict[str, int], why: str) -> None:
    before = _actions(ctx)
    if actions != before:
        ctx.tx.set(("actions",), actions)
        ctx.log.append(Engine.tr("Actions {before} → {after} ({why})").format(
            before=before["current"] + before["additional"], after=actions["current"] + actions["additional"],
            why=why))


def dazed(ctx: ActionContext) -> None:
    """Dazed in an encounter takes one action, once per application (§12.2); at 0 the next refill gives
    one fewer (`pendingDelta`)."""
    actions = _actions(ctx)
    if actions["current"] > 0:
        actions["current"] -= 1
    else:
        actions["pendingDelta"] -= 1
        ctx.log.append(Engine.tr("Dazed: the next turn has one action fewer"))
    _set_actions(ctx, actions, condition_words("dazed"))


def became(ctx: ActionContext, new: set[str]) -> None:
    """§12.2: Dazed costs an action in an encounter (not while incapacitated or dead)."""
    # Becoming Dying ends concentration (engine/spells.py `settle`), caps the actions and becoming
    # incapacitated or dead takes them all (engine/action_tracker.py `settle`): each where its resource is.
    if ctx.tx.get(("encounter",)) is None:
        return
    if set(_states(ctx)) & NO_ACTIONS:
        return
    if "dazed" in new:
        dazed(ctx)


def settle(ctx: ActionContext, refresh: Callable[[], None]) -> None:
    """After the action's pools settle: what the conditions it turned on do at once, an immunity gained
    ending a condition, and no timer left on a condition that is off."""
    held = _states(ctx)
    new = set(held) - ctx.start_states
    if new & ({"dazed", "dying"} | NO_ACTIONS):
        became(ctx, new)
    changed = False
    if ctx.char.rules_of(ConditionImmunity):
        blocked = immunities(ctx.char) & set(held)
        for name in STATES:
            if name in blocked:
                turn_off(ctx, name, Engine.tr("ended: immune ({sources})").format(
                    sources=", ".join(immune_sources(ctx.char, name))))
                changed = True
    timers = timers_of(ctx.tx.doc)
    raw = ctx.tx.get(("conditionTimers",))
    kept = {name: timer for name, timer in timers.items() if name in _states(ctx)}
    if raw is not None and kept != raw:
        _write_timers(ctx, kept)
        changed = True
    if changed:
        refresh()


# ---- attacks against the character ---------------------------------------------------------------------
def held(char: Character) -> set[str]:
    """The conditions the character has: stored and implied."""
    stored = set(char.states)
    return stored | set(implied(stored, lambda: immunities(char)))


def incapacitated(char: Character) -> bool:
    """Incapacitated, stored or implied (paralyzed, stunned, unconscious, petrified)."""
    return "incapacitated" in held(char)


def against_you(char: Character, melee: bool) -> list[str]:
    """§12.1's "against you" effects, which change the attacker's dice: a reminder line for the GM
    ("Reminder: attacks against you: Blinded +1, Prone +1 in melee, −1 ranged"), or none."""
    have = held(char)
    parts = [f"{condition_words(name)} {'+1' if value > 0 else '−1'}" for name, value in
             (("blinded", 1), ("invisible", -1), ("grappled", 1), ("incapacitated", 1)) if name in have]
    if "restrained" in have and "grappled" not in have:
        parts.append(Engine.tr("Restrained +1"))
    if "prone" in have:
        parts.append(Engine.tr("Prone +1 (melee)") if melee else Engine.tr("Prone +1 in melee, −1 ranged"))
    return [Engine.tr("Reminder: attacks against you: {effects}").format(effects=", ".join(parts))] if parts else []


def on_load(ctx: ActionContext) -> None:
    """At load, timers on conditions that are off are dropped (dying and concentrating together is
    engine/spells.py `settle_on_load`'s, character.md §19.11)."""
    timers = ctx.tx.get(("conditionTimers",))
    if isinstance(timers, dict) and not set(timers) <= set(_states(ctx)):
        _write_timers(ctx, {name: t for name, t in timers_of(ctx.tx.doc).items() if name in _states(ctx)})


# ---- `sheet-app check` ------------------------------------------------------------------------------------
def rule_warnings(rule: Any) -> list[tuple[str, str]]:
    """Apply Condition's and Condition Immunity's warnings (play-format "sheet-app check"), as (field, message)."""
    found: list[tuple[str, str]] = []
    if isinstance(rule, ApplyCondition):
        if rule.duration.seconds:
            found.append(("duration", Engine.tr("a duration of {seconds} seconds is kept and ignored: only "
                                                "rounds or turns make a timer (character.md §15.4)")
                          .format(seconds=rule.duration.seconds)))
        if not rule.condition:
            found.append(("condition", Engine.tr("applies no condition: choose one")))
        elif rule.condition in DERIVED:
            found.append(("condition", Engine.tr("{condition} is derived from HP and wounds: it is never applied")
                          .format(condition=rule.condition)))
    if isinstance(rule, ConditionImmunity) and not rule.conditions:
        found.append(("conditions", Engine.tr("lists no condition: it does nothing")))
    return found
