"""Toggles: toggleEffect and modifyToggle (engine.md §6).

A toggle is a set of states (`self:raging`) its item turns on when activated. It is on while any of
them is set, however it was set. It ends, clearing all of them and emptying its `clearPoolsOnEnd`
pools, when the player switches it off, when one of its `turnOff` events happens, or after
`endAfterInactiveRounds` rounds of an encounter without activity; modifyToggle removes events from
`turnOff` and adds events that turn it on (states only, no activation effects).

Events are read off the action once its triggers have run (`settle`, called by
`ActionContext.run_triggers`), so no event handler needs to know about toggles: a turn start is the
`onTurnStart` trigger, a rest `safeRest`/`fieldRest`, a wound `onWound`, a critical hit received
`onCritReceived`; dying and dead are states the action set that were not set when it began, and a
wound is also one marked by hand (the wounds went up).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, NamedTuple

from ..i18n import QT_TRANSLATE_NOOP, Engine, translate
from .model import TOGGLE_OFF_EVENTS, TOGGLE_ON_EVENTS, ModifyToggle, RuleEntry, ToggleEffect
from .rule_types import behaviour

if TYPE_CHECKING:
    from .runtime import ActionContext
    from .world import Character

# Why an event ended a toggle or turned it on, for the log ("Rage ended: the encounter ended").
CAUSES = {
    "onActorKilled": QT_TRANSLATE_NOOP("Engine", "you died"),
    "onActorWounded": QT_TRANSLATE_NOOP("Engine", "you were wounded"),
    "onActorDying": QT_TRANSLATE_NOOP("Engine", "you are dying"),
    "onRest": QT_TRANSLATE_NOOP("Engine", "you rested"),
    "onTurnStart": QT_TRANSLATE_NOOP("Engine", "your turn started"),
    "onTurnEnd": QT_TRANSLATE_NOOP("Engine", "your turn ended"),
    "onEncounterEnd": QT_TRANSLATE_NOOP("Engine", "the encounter ended"),
    "onCritReceived": QT_TRANSLATE_NOOP("Engine", "you took a critical hit"),
}
"""Why a toggle ended or started, by event, in English (translated where logged)."""
EVENT_NAMES = {
    "onActorKilled": QT_TRANSLATE_NOOP("Engine", "Killed (the character dies)"),
    "onActorWounded": QT_TRANSLATE_NOOP("Engine", "Wounded (a wound is added)"),
    "onActorDying": QT_TRANSLATE_NOOP("Engine", "Dying (the character starts dying)"),
    "onRest": QT_TRANSLATE_NOOP("Engine", "A safe or field rest"),
    "onTurnStart": QT_TRANSLATE_NOOP("Engine", "Turn start"),
    "onTurnEnd": QT_TRANSLATE_NOOP("Engine", "Turn end"),
    "onEncounterEnd": QT_TRANSLATE_NOOP("Engine", "Encounter end"),
    "onCritReceived": QT_TRANSLATE_NOOP("Engine", "A critical hit received"),
}
"""Each toggle event's name, in English: shown with translate("Engine", …)."""
# Triggers an action fires that are toggle events of the same meaning.
_FROM_TRIGGER = {"onTurnStart": "onTurnStart", "onTurnEnd": "onTurnEnd", "encounterEnd": "onEncounterEnd",
                 "safeRest": "onRest", "fieldRest": "onRest", "onWound": "onActorWounded",
                 "onCritReceived": "onCritReceived"}
_EVENT_ORDER = TOGGLE_OFF_EVENTS + tuple(e for e in TOGGLE_ON_EVENTS if e not in TOGGLE_OFF_EVENTS)


@dataclass(frozen=True)
class Toggle:
    """One toggleEffect rule of the character, with what names it."""

    index: int  # its item
    entry: RuleEntry
    rule: ToggleEffect
    name: str  # for the log: the rule's label, else its item's name
    key: str  # what a modifyToggle names it by: its identifier, else its id
    item_key: str  # its item's id (or name)

    @property
    def states(self) -> list[str]:
        return list(self.state_names)

    @cached_property
    def state_names(self) -> tuple[str, ...]:
        """`states`, worked out once: a toggle lives until the items change, and its rule with it."""
        return tuple(self.rule.states())

    @property
    def activity_key(self) -> str:
        """Where the encounter keeps the round of its last activity (its item and rule position)."""
        return f"{self.item_key}#{self.entry.index}"


def toggles(char: Character) -> list[Toggle]:
    """Every valid toggleEffect rule, in item then rule order (kept until the items change)."""
    return list(char.cached("toggles", _toggles))


def _toggles(char: Character) -> tuple[Toggle, ...]:
    found = []
    for index, entry in char.rules_of(ToggleEffect):
        rule = entry.model
        assert isinstance(rule, ToggleEffect)
        name = rule.label or char.items[index].name
        found.append(Toggle(index, entry, rule, name, rule.identifier or rule.id or "", char.items[index].key))
    return tuple(found)


def toggle_of(char: Character, state: str) -> Toggle | None:
    """The first toggle that turns `state` on (the sheet asks its confirmation before switching it off)."""
    return next((t for t in toggles(char) if state in t.states), None)


def is_on(toggle: Toggle, states: Any) -> bool:
    return any(state in states for state in toggle.state_names)


@behaviour("modifyToggle")
def modifiers(char: Character, toggle: Toggle, tags: Any = None) -> list[tuple[int, RuleEntry]]:
    """Active modifyToggle rules naming this toggle, in priority order."""
    if not toggle.key:
        return []
    found = [(index, entry) for index, entry in char.rules_by(ModifyToggle, "toggleIdentifier").get(toggle.key, [])
             if char.rule_on(index, entry, tags)]
    return char.by_priority(found)


def turn_off_events(char: Character, toggle: Toggle, tags: Any = None) -> list[str]:
    """Its `turnOff` events less every active modifyToggle's `suppressTurnOff`."""
    suppressed: set[str] = set()
    for _index, entry in modifiers(char, toggle, tags):
        suppressed.update(entry.model.suppressTurnOff)  # type: ignore[union-attr]
    return [event for event in toggle.rule.turnOff if event in TOGGLE_OFF_EVENTS and event not in suppressed]


def readable_prompt(text: str | None, name: str = "") -> str:
    """A `confirmEndPrompt` in words: a translation key (`NIMBLE.rules.featureMessages.berserker.
    rageEndConfirm`) becomes "End your Rage?"; plain text is shown as it is."""
    text = (text or "").strip()
    if not text:
        return ""
    if re.fullmatch(r"[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+", text):
        last = text.rsplit(".", 1)[1]
        words = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", last).split()
        lowered = [w.lower() for w in words]
        if lowered[-2:] == ["end", "confirm"] and len(words) > 2:
            return Engine.tr("End your {name}?").format(name=" ".join(w.capitalize() for w in words[:-2]))
        if lowered and lowered[-1] == "confirm" and len(words) > 1:
            return " ".join(words[:-1]).capitalize() + "?"
        return Engine.tr("End {name}?").format(name=name or " ".join(words))
    return text


# ---- inside an action --------------------------------------------------------------------------
def _states(ctx: ActionContext) -> list[str]:
    return list(ctx.tx.get(("states",), []) or [])


def _round(ctx: ActionContext) -> int | None:
    encounter = ctx.tx.get(("encounter",))
    return int(encounter.get("round", 1)) if isinstance(encounter, dict) else None


def _mark_active(ctx: ActionContext, toggle: Toggle) -> None:
    """Record this round as the toggle's last activity in the running encounter."""
    current = _round(ctx)
    if current is not None:
        ctx.tx.set(("encounter", "toggleActivity", toggle.activity_key), current)


@behaviour("toggleEffect")
def activated(ctx: ActionContext, index: int | None) -> None:
    """The item was activated: its toggles turn their states on, and it is activity for its own toggles
    (and, when the item has an attack, for every toggle). `index` None: an Unarmed Strike, an attack."""
    states = _states(ctx)
    attack = index is None or ctx.char.items[index].fields.attack is not None
    lit: set[str] = set()
    for toggle in toggles(ctx.char):
        if toggle.index == index and ctx.char.rule_on(index, toggle.entry, ctx.tags):
            for state in toggle.states:
                if state not in states:
                    states.append(state)
                    ctx.log.append(Engine.tr("{name} on").format(name=state.capitalize()))
            _mark_active(ctx, toggle)
            lit.update(toggle.states)
        elif attack and is_on(toggle, states):
            _mark_active(ctx, toggle)
    # A toggle on the same states (a duplicated item's) is used too, as when they are set by hand.
    for toggle in toggles(ctx.char):
        if toggle.index != index and lit.intersection(toggle.states):
            _mark_active(ctx, toggle)
    if states != _states(ctx):
        ctx.tx.set(("states",), states)


def end(ctx: ActionContext, toggle: Toggle, cause: str = "") -> None:
    """End a toggle: every state it names off, its `clearPoolsOnEnd` pools emptied, logged with the cause."""
    states = _states(ctx)
    kept = [s for s in states if s not in toggle.states]
    if kept != states:
        ctx.tx.set(("states",), kept)
    if cause:  # switched off by hand, the "Raging off" line has said it
        ctx.log.append(Engine.tr("{name} ended: {cause}").format(name=toggle.name, cause=cause))
    for pid in toggle.rule.clearPoolsOnEnd:
        view = ctx.pools.get(ctx.char.resolve_pool_ref(toggle.index, pid))
        if view is None:
            continue  # the check warns about a pool no rule defines; the toggle still ends
        if view.kind == "dice" and ctx.faces(view):
            ctx.set_faces(view, [])
            ctx.log.append(Engine.tr("{pool} cleared ({name} ended)").format(pool=view.label, name=toggle.name))
        elif view.kind == "charge" and ctx.current(view):
            ctx.set_current(view, 0)
            ctx.log.append(Engine.tr("{pool} emptied ({name} ended)").format(pool=view.label, name=toggle.name))
    encounter = ctx.tx.get(("encounter",))
    if isinstance(encounter, dict) and toggle.activity_key in (encounter.get("toggleActivity") or {}):
        ctx.tx.set(("encounter", "toggleActivity"),
                   {k: v for k, v in encounter["toggleActivity"].items() if k != toggle.activity_key})


def state_cleared(ctx: ActionContext, state: str) -> None:
    """The player switched `state` off: every active toggle that names it ends (its other states too)."""
    states = _states(ctx) + [state]  # as it was just before the switch
    for toggle in toggles(ctx.char):
        if state in toggle.states and is_on(toggle, states) and \
                ctx.char.rule_on(toggle.index, toggle.entry, ctx.tags):
            end(ctx, toggle)


def state_set(ctx: ActionContext, state: str) -> None:
    """The player switched `state` on: turning a toggle on by hand is activity for it."""
    for toggle in toggles(ctx.char):
        if state in toggle.states:
            _mark_active(ctx, toggle)


def events(ctx: ActionContext) -> list[str]:
    """The toggle events this action caused, in `_EVENT_ORDER`."""
    found = {_FROM_TRIGGER[t] for t in ctx.toggle_triggers if t in _FROM_TRIGGER}
    before = ctx.start_states
    after = set(_states(ctx))
    if "dying" in after and "dying" not in before:
        found.add("onActorDying")
    if "dead" in after and "dead" not in before:
        found.add("onActorKilled")
    wounds = ctx.tx.get(("wounds", "current"))
    if isinstance(wounds, int) and wounds > ctx.start_wounds:
        found.add("onActorWounded")  # marked by hand too (Deathless Rage: "mark 1 Wound on your sheet")
    return [event for event in _EVENT_ORDER if event in found]


class EventIndex(NamedTuple):
    """Which toggles an event can end or turn on, by what their rules say alone (no condition asked):
    kept until the items change, so a settle asks only the toggles an event it saw can reach."""

    ends: dict[str, tuple[int, ...]]  # event -> places in `toggles(char)` of those whose turnOff names it
    idle: tuple[int, ...]  # the places of those with endAfterInactiveRounds (a turn end can end them)
    lights: dict[str, tuple[int, ...]]  # event -> places of those a Modify Toggle naming it turns on then


def event_index(char: Character) -> EventIndex:
    """`EventIndex` of the character's toggles (kept until the items change)."""
    return char.cached("toggle events", _event_index)  # type: ignore[no-any-return]


def _event_index(char: Character) -> EventIndex:
    everything = toggles(char)
    named = char.rules_by(ModifyToggle, "toggleIdentifier")
    ends: dict[str, list[int]] = {}
    lights: dict[str, list[int]] = {}
    idle = []
    for place, toggle in enumerate(everything):
        for event in dict.fromkeys(toggle.rule.turnOff):
            if event in TOGGLE_OFF_EVENTS:
                ends.setdefault(event, []).append(place)
        if toggle.rule.endAfterInactiveRounds is not None:
            idle.append(place)
        turning = {event for _index, entry in named.get(toggle.key, []) if toggle.key
                   for event in entry.model.turnOn if event in TOGGLE_ON_EVENTS}  # type: ignore[union-attr]
        for event in turning:
            lights.setdefault(event, []).append(place)
    return EventIndex({event: tuple(places) for event, places in ends.items()}, tuple(idle),
                      {event: tuple(places) for event, places in lights.items()})


def _reached(by_event: dict[str, tuple[int, ...]], happened: list[str], also: tuple[int, ...] = ()) -> list[int]:
    """The places the events reach (and `also`), in toggle order."""
    found: set[int] = set(also)
    for event in happened:
        found.update(by_event.get(event, ()))
    return sorted(found)


def settle(ctx: ActionContext) -> None:
    """After the action's triggers: automatic ends, then turn-ons (engine.md §6, §7). Only the toggles an
    event of this action can end or turn on are asked (`event_index`); the others would do nothing."""
    happened = events(ctx)
    ended_turn = "onTurnEnd" in ctx.toggle_triggers
    if not happened and not ended_turn:
        return
    everything = toggles(ctx.char)
    if not everything:
        return
    index = event_index(ctx.char)
    on = set(_states(ctx))  # as the triggers left them: toggles sharing a state (a duplicated item) all end
    for place in _reached(index.ends, happened, index.idle if ended_turn else ()):
        toggle = everything[place]
        if on.isdisjoint(toggle.state_names) or not ctx.char.rule_on(toggle.index, toggle.entry, ctx.tags):
            continue
        ending = turn_off_events(ctx.char, toggle, ctx.tags)
        cause = next((event for event in happened if event in ending), None)
        if cause is not None:
            end(ctx, toggle, translate("Engine", CAUSES[cause]))
        elif ended_turn and _inactive(ctx, toggle):
            rounds = toggle.rule.endAfterInactiveRounds
            assert rounds is not None  # _inactive holds only with a number of rounds
            end(ctx, toggle, Engine.tr("no attack or use of {name} for %n rounds", "", rounds)
                .format(name=ctx.char.items[toggle.index].name))
    for place in _reached(index.lights, happened):
        _turn_on(ctx, everything[place], happened)


def _turn_on(ctx: ActionContext, toggle: Toggle, happened: list[str]) -> None:
    """Turn a toggle on when an active Modify Toggle naming it turns it on at an event that happened."""
    if is_on(toggle, _states(ctx)) or not ctx.char.rule_on(toggle.index, toggle.entry, ctx.tags):
        return
    for _mindex, mentry in modifiers(ctx.char, toggle, ctx.tags):
        mod = mentry.model
        assert isinstance(mod, ModifyToggle)
        cause = next((event for event in happened if event in mod.turnOn and event in TOGGLE_ON_EVENTS), None)
        if cause is None:
            continue
        states = _states(ctx) + [s for s in toggle.states if s not in _states(ctx)]
        ctx.tx.set(("states",), states)
        source = mod.label or ctx.char.items[_mindex].name
        ctx.log.append(Engine.tr("{name} on: {cause} ({source})").format(
            name=toggle.name, cause=translate("Engine", CAUSES[cause]), source=source))
        for state in toggle.states:  # activity for it and any toggle on the same states
            state_set(ctx, state)
        return


def _inactive(ctx: ActionContext, toggle: Toggle) -> bool:
    """Whether the turn that just ended closes `endAfterInactiveRounds` rounds without activity."""
    rounds = toggle.rule.endAfterInactiveRounds
    encounter = ctx.start_encounter
    if rounds is None or not isinstance(encounter, dict):
        return False  # never outside an encounter
    current = int(encounter.get("round", 1))
    activity = (ctx.tx.get(("encounter", "toggleActivity")) or {}).get(toggle.activity_key)
    last = int(activity) if isinstance(activity, int) and not isinstance(activity, bool) else 1
    return current - last >= rounds


def encounter_started(ctx: ActionContext) -> None:
    """A toggle already on when the encounter starts counts as active in its first round."""
    states = _states(ctx)
    for toggle in toggles(ctx.char):
        if is_on(toggle, states):
            _mark_active(ctx, toggle)
