"""What one action can do to a character: roll, move pools, fire triggers, log.

An `ActionContext` lives for one action. It reads the character as it was when the action began
(tags, pool definitions), writes through the action's Transaction, and draws dice through the
session's roller. Any failure is an `ActionError`; the session then rolls everything back.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ..i18n import QT_TRANSLATE_NOOP, Engine, Labels
from . import formulas
from .dice import BadDice, DiceExhausted, Roller
from .formulas import FormulaError, clamp_int
from .model import (
    NUMBER_LIMIT,
    TRIGGER_ORDER,
    ChargePool,
    ChargeRecovery,
    CombatMana,
    DicePool,
    DiceRefill,
    PoolGainMessage,
    die_faces,
)
from .pools import pool_id, pool_kind
from .predicates import TagSet
from .rule_types import behaviour
from .state import Transaction
from .world import Character, PoolView

# The triggers' names, each in the player's language when read (`trigger_name`).
TRIGGER_NAMES: Labels[str, str] = Labels("Engine", {
    "safeRest": QT_TRANSLATE_NOOP("Engine", "Safe Rest"), "fieldRest": QT_TRANSLATE_NOOP("Engine", "Field Rest"),
    "onHit": QT_TRANSLATE_NOOP("Engine", "Hit"), "onCriticalHit": QT_TRANSLATE_NOOP("Engine", "Critical Hit"),
    "encounterStart": QT_TRANSLATE_NOOP("Engine", "Encounter Start"),
    "encounterEnd": QT_TRANSLATE_NOOP("Engine", "Encounter End"), "onWound": QT_TRANSLATE_NOOP("Engine", "Wound"),
    "onTurnStart": QT_TRANSLATE_NOOP("Engine", "Turn Start"), "onTurnEnd": QT_TRANSLATE_NOOP("Engine", "Turn End"),
    "onKill": QT_TRANSLATE_NOOP("Engine", "Kill"), "onBloodied": QT_TRANSLATE_NOOP("Engine", "Bloodied"),
    "onInitiativeRolled": QT_TRANSLATE_NOOP("Engine", "Initiative"),
    "onAttacked": QT_TRANSLATE_NOOP("Engine", "Attacked"),
    "onCritReceived": QT_TRANSLATE_NOOP("Engine", "Critical Hit Received"),
})


def trigger_name(trigger: str) -> str:
    """A trigger's name in the player's language ("Safe Rest"); an unknown trigger as it is."""
    return TRIGGER_NAMES.get(trigger, trigger)


AFTER_ACTION: list[Callable[[ActionContext], None]] = []
"""What every action ends with, after its triggers and toggles, in the order registered: the action tracker's
limits (engine/action_tracker.py `settle`), then mana and concentration (engine/spells.py `settle`)."""


class ActionError(Exception):
    """An action that cannot be done; `code` is one of play-format.md's error codes."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


# The counted nouns, each one numerus message ("%n dice": "1 die", "2 dice" in English).
_PLURALS: dict[str, Callable[[int], str]] = {
    "die": lambda n: Engine.tr("%n dice", "", n), "charge": lambda n: Engine.tr("%n charges", "", n),
    "use": lambda n: Engine.tr("%n uses", "", n), "action": lambda n: Engine.tr("%n actions", "", n),
    "rule": lambda n: Engine.tr("%n rules", "", n), "item": lambda n: Engine.tr("%n items", "", n),
}


def plural(n: int, word: str) -> str:
    """"1 die", "2 dice", "3 charges", in the player's language for the nouns of `_PLURALS`."""
    counted = _PLURALS.get(word)
    if counted is not None and n >= 0:
        return counted(n)
    return f"{n} {word}" if n == 1 else f"{n} {'dice' if word == 'die' else word + 's'}"


class ActionContext:
    """The working state of one action."""

    def __init__(self, char: Character, tx: Transaction, roller: Roller):
        self.char = char
        self.tx = tx
        self.roller = roller
        self.tags: TagSet = char.tags()  # as the action began (engine.md §2)
        self.pools: dict[str, PoolView] = char.pools()
        self.log: list[str] = []
        self.warnings: list[str] = []  # problems found in saved state while loading (play's `warnings`)
        self.fired: list[str] = []
        # What toggles (engine.md §6) compare with once the triggers have run.
        self.start_states: frozenset[str] = frozenset(char.states)
        self.start_wounds = char.track("wounds")[0]
        encounter = char.encounter
        self.start_encounter: dict[str, Any] | None = dict(encounter) if isinstance(encounter, dict) else None
        self.outcome: str | None = None  # the attack's outcome, once the action made one
        self.by_hand: set[str] = set()  # triggers the `fire` step fired: not the events they name
        self.toggle_triggers: list[str] = []
        self.summary = ""  # rests and encounter ends log one line summing up what they changed
        self.report: dict[str, Any] = {}  # what a preview shows (take_damage: what absorbed what)
        self.rolls: list[dict[str, Any]] = []  # the d20 rolls it made: the play output's `rolls` (engine/rolls.py)
        # What runs after the action's pool triggers and before toggle ends (character.md §17: End turn's
        # action refill, `attacked`'s concentration save), in the order the handler queued them.
        self.after_triggers: list[Callable[[ActionContext], None]] = []
        self.defending = False  # the attack being taken is Defended: Armor comes off its damage (§13)
        self.applied: set[str] = set()  # conditions it turned on: their timers are not ticked by it (§12.3)
        self._values: tuple[Any, dict[Any, Any]] = (None, {})  # dice-free formula values, see evaluate

    # ---- dice ---------------------------------------------------------------------------------
    def roll(self, sides: int) -> int:
        try:
            return self.roller.roll(sides)
        except DiceExhausted:
            raise ActionError("diceExhausted", Engine.tr("a d{sides} was needed but the scripted dice are used up")
                              .format(sides=sides)) from None
        except BadDice as err:
            raise ActionError("badDice", str(err)) from None

    def roll_term(self, count: int, sides: int) -> list[int]:
        return [self.roll(sides) for _ in range(count)]

    def evaluate(self, text: str | None, field: str, extra: dict[str, Any] | None = None, *,
                 dice: bool = True, where: str = "") -> float:
        """Evaluate a formula against the character; a failure is a formulaError naming where.

        A formula without dice is a function of the references it reads alone, so within the action its
        value (or its failure) is kept per text and those references and given again: a turn start asks
        the same few gain-message and refill formulas dozens of times. Dice are always rolled."""
        base = self.char.refs()
        try:
            formula = formulas.parse(text if text is not None else "")
            # Only the context references it reads are in the key: "2" or "@will" as a refill value is one
            # value whatever the pool's @poolMax and @poolCurrent (an unread reference is never looked at).
            key = None if formula.dice else (formula.text, tuple(item for item in extra.items()
                                                                  if item[0] in formula.references)
                                             if extra else ())
            if key is not None:
                if self._values[0] is not base:  # the references changed (a refresh): nothing kept holds
                    self._values = (base, {})
                kept = self._values[1].get(key)
                if kept is not None:
                    if isinstance(kept, FormulaError):
                        raise kept
                    return kept
            refs = base if not extra else {**base, **extra}
            try:
                value = formulas.evaluate(formula, refs, roll_term=self.roll_term if dice else None, allow_dice=dice)
            except FormulaError as err:
                if key is not None:
                    self._values[1][key] = err
                raise
            if key is not None:
                self._values[1][key] = value
            return value
        except FormulaError as err:
            raise ActionError("formulaError", Engine.tr("{where}{field} formula {formula}: {error}").format(
                where=where, field=field, formula=repr(text), error=err.message)) from None

    # ---- pools --------------------------------------------------------------------------------
    def pool(self, pid: str, kind: str | None = None, *, usable: bool = True) -> PoolView:
        """A pool by id; unknown or (when `usable`) inactive pools are errors."""
        view = self.pools.get(pid)
        if view is None or (kind is not None and view.kind != kind):
            what = pool_kind(kind) if kind else Engine.tr("pool")
            raise ActionError("unknownPool", Engine.tr("there is no {kind} {pool}").format(kind=what, pool=repr(pid)))
        if usable and not view.active:
            raise ActionError("inactivePool", Engine.tr("{pool} is inactive: {reason}").format(pool=view.label,
                                                                                                reason=view.reason))
        return view

    def faces(self, view: PoolView) -> list[int]:
        return list(self.tx.get(("pools", view.pid, "faces"), []) or [])

    def current(self, view: PoolView) -> int:
        return int(self.tx.get(("pools", view.pid, "current"), 0))

    def count(self, view: PoolView) -> int:
        return len(self.faces(view)) if view.kind == "dice" else self.current(view)

    def set_faces(self, view: PoolView, faces: list[int]) -> None:
        self.tx.set(("pools", view.pid, "faces"), list(faces))

    def set_current(self, view: PoolView, value: int) -> None:
        self.tx.set(("pools", view.pid, "current"), int(value))

    def roll_into(self, view: PoolView, n: int) -> list[int]:
        """Roll n dice of the pool's die, each raised to its minimum face."""
        sides = die_faces(view.die or "d4")
        rolled = []
        for _ in range(n):
            face = self.roll(sides)
            if view.min_face is not None:
                face = max(face, view.min_face)
            rolled.append(face)
        return rolled

    # ---- triggers -----------------------------------------------------------------------------
    def fire(self, trigger: str) -> None:
        """Queue a trigger; queued triggers run at the end of the action in engine.md §7 order."""
        if trigger not in self.fired:
            self.fired.append(trigger)

    def run_triggers(self) -> None:
        queued = sorted(self.fired, key=TRIGGER_ORDER.index)
        self.fired = []
        for trigger in queued:
            self.refill_all(trigger)
        from . import conditions
        conditions.after_triggers(self, queued)  # Apply Condition, then the timers (character.md §15.4, §17)
        for later in self.after_triggers:  # then End turn's action refill, the concentration save (§17)
            later(self)
        self.after_triggers = []
        # Toggle ends and turn-ons come after the action's triggers (engine.md §7).
        from . import toggles
        self.toggle_triggers = [t for t in queued if t not in self.by_hand]
        toggles.settle(self)
        for settle in AFTER_ACTION:
            settle(self)
        if self.summary:
            line = self.summarise()
            if line is not None:
                self.log.append(line)

    def summarise(self) -> str | None:
        """"Safe rest: Wand Charges 1 → 3, Fury Dice cleared"; when no pool changed, "nothing to refill or
        clear" only if nothing else was logged either (a rest that healed says what it healed, not that)."""
        parts = []
        for view in sorted(self.pools.values(), key=lambda v: (v.item_index is None, v.item_index or 0,
                                                                v.rule_index or 0)):
            before, after = view.count, self.count(view)
            if view.kind == "dice" and self.faces(view) == view.faces:
                continue
            if view.kind == "charge" and before == after:
                continue
            if view.kind == "dice" and after == 0:
                parts.append(Engine.tr("{pool} cleared").format(pool=view.label))
            else:
                parts.append(Engine.tr("{pool} {before} → {after}").format(pool=view.label, before=before, after=after))
        if not parts and len(self.log) > 1:
            return None
        return Engine.tr("{summary}: {changes}").format(
            summary=self.summary, changes=", ".join(parts) if parts else Engine.tr("nothing to refill or clear"))

    def refill_all(self, trigger: str) -> None:
        ordered = sorted((v for v in self.pools.values() if v.active and v.item_index is not None),
                         key=lambda v: (v.item_index, v.rule_index))
        for view in ordered:
            for source in view.refills_on(trigger):
                if not self.char.predicate_on(source.entry.predicate, source.item_index, self.tags):
                    continue
                self.apply_refill(view, source.entry, trigger_name(trigger))

    def apply_refill(self, view: PoolView, entry: ChargeRecovery | DiceRefill, cause: str) -> None:
        if entry.mode in ("refresh", "clear"):
            value = 0
        else:
            current = self.count(view)
            value = clamp_int(self.evaluate(entry.value, "value", {"poolMax": view.max, "poolCurrent": current},
                                            where=Engine.tr("{pool} refill ").format(pool=view.label)))
        if view.kind == "charge":
            before = self.current(view)
            after = {"add": before + value, "set": value, "refresh": view.max}[entry.mode]
            after = max(0, min(view.max, after))
            if after != before:
                self.set_current(view, after)
                self.log.append(Engine.tr("{pool} {change:+d} ({current}/{max}) on {cause}").format(
                    pool=view.label, change=after - before, current=after, max=view.max, cause=cause))
            return
        faces = self.faces(view)
        mode = entry.mode
        if mode == "setIfEmpty":
            if faces:
                return
            mode = "set"
        if mode == "clear":
            if faces:
                self.set_faces(view, [])
                self.log.append(Engine.tr("{pool} cleared on {cause}").format(pool=view.label, cause=cause))
            return
        if mode == "set":
            faces = []
            count = min(value, view.max)
        elif mode == "add":
            count = min(value, view.max - len(faces))
        else:  # refresh
            count = view.max - len(faces)
        rolled = self.roll_into(view, max(0, count))
        new = faces + rolled
        if new != self.faces(view):
            self.set_faces(view, new)
            shown = ", ".join(map(str, rolled))
            if mode == "set":
                self.log.append(Engine.tr("{pool} set to %n dice ({faces}) on {cause}", "", len(new)).format(
                    pool=view.label, faces=shown, cause=cause))
            elif rolled:
                self.log.append(Engine.tr("{pool} +{count} ({faces}) on {cause}").format(
                    pool=view.label, count=len(rolled), faces=shown, cause=cause))

    # ---- combat mana --------------------------------------------------------------------------
    @behaviour("combatMana")
    def combat_mana(self, event: str) -> None:
        """Grant or clear the combat-mana layer for `event` (a combatMana trigger or clearOn value)."""
        grant = 0
        granted = False
        clears = clears_if_none = False
        any_active = False
        for index, entry in self.char.rules_of(CombatMana):
            rule = entry.model
            if not isinstance(rule, CombatMana):
                continue
            active = self.char.rule_on(index, entry, self.tags)
            any_active = any_active or active
            # Conditions are honoured for clearing too; a layer no rule grants any more still clears
            # on the events its rules name.
            clears = clears or (active and rule.clearOn == event)
            clears_if_none = clears_if_none or rule.clearOn == event
            if rule.trigger == event and active:
                value = self.evaluate(rule.formula, "formula", dice=False,
                                      where=Engine.tr("{item} combat mana ").format(item=self.char.items[index].name))
                grant += clamp_int(value)
                granted = True
        clears = clears or (clears_if_none and not any_active)
        if clears and self.char.track("combatMana") != (0, 0):
            self.tx.set(("combatMana",), {"current": 0, "max": 0})
            self.log.append(Engine.tr("Combat mana cleared"))
        if granted:
            grant = max(0, min(NUMBER_LIMIT, grant))  # a layer of mana: none to a million
            self.tx.set(("combatMana",), {"current": grant, "max": grant})
            self.log.append(Engine.tr("Combat mana {value}").format(value=grant))

    # ---- after the action ---------------------------------------------------------------------
    def settle(self, before: dict[str, PoolView], paths: Callable[[], list[tuple[Any, ...]]]) -> None:
        """Bring pools in line with their definitions and write pool gain messages."""
        settle_pools(self, paths)
        from . import conditions
        conditions.settle(self, lambda: self.char.refresh(paths()))  # what becoming a condition does (§12)
        self.gain_messages(before)

    @behaviour("poolGainMessage")
    def gain_messages(self, before: dict[str, PoolView]) -> None:
        # The dice pools that gained faces first: most actions (an item edit, a spend) gain none, and then
        # the rules' lists are not brought up to date for nothing.
        gained = [view for view in self.pools.values() if view.kind == "dice" and
                  len(view.faces) > (len(old.faces) if (old := before.get(view.pid)) else 0)]
        if not gained or not self.char.rules_of(PoolGainMessage):
            return
        named = self.char.rules_by(PoolGainMessage, "poolIdentifier")
        ranked: dict[tuple[str, str], list[tuple[int, Any, Any, bool]]] = \
            self.char.cached("gain messages", lambda char: {})
        # Every condition is asked of the action's starting tags and no formula here sees a changed
        # reference, so within this pass a condition gives one answer per group (`condition_group`) and a
        # dice-free formula one value per text; a formula with dice is evaluated (rolled) every time.
        answers: dict[Any, bool] = {}
        values: dict[str, float] = {}
        for view in gained:
            rules = ranked.get((view.identifier, view.ref))
            if rules is None:  # in priority order, kept until the items change
                found = named.get(view.identifier, [])
                if view.ref != view.identifier:
                    found = found + named.get(view.ref, [])
                rules = ranked[(view.identifier, view.ref)] = [
                    (index, entry.model, self.char.condition_group(entry.model.predicate, index),  # type: ignore[union-attr]
                     _dice_free(entry.model.formula))  # type: ignore[union-attr]
                    for index, entry in self.char.by_priority(found)
                    if not entry.model.disabled and self.char.items[index].usable]  # type: ignore[union-attr]
            for index, rule, group, plain in rules:
                # Disabled rules and rules of unequipped items are left out above; the condition is asked now.
                if group is not None:
                    holds = answers.get(group)
                    if holds is None:
                        holds = answers[group] = self.char.predicate_on(rule.predicate, index, self.tags)
                    if not holds:
                        continue
                if plain:
                    value = values.get(rule.formula)
                    if value is None:
                        value = values[rule.formula] = math.floor(
                            self.evaluate(rule.formula, "formula", where=_gain_where(rule)))
                else:
                    value = math.floor(self.evaluate(rule.formula, "formula", where=_gain_where(rule)))
                self.log.append(rule.message.replace("{value}", str(value)))


def _gain_where(rule: PoolGainMessage) -> str:
    """Where a pool gain message's formula is, for its error: its label, else "Pool gain"."""
    return (rule.label or Engine.tr("Pool gain")) + " "


def _dice_free(text: str | None) -> bool:
    """Whether a formula parses and rolls no dice (so it has one value per action's references)."""
    try:
        return not formulas.parse(text if text is not None else "").dice
    except FormulaError:
        return False  # evaluated, and refused, every time


def settle_pools(ctx: ActionContext, paths: Callable[[], list[tuple[Any, ...]]]) -> None:
    """Initialise and clamp pools until nothing moves: one pool's new state can change the tags
    another pool's modifier or condition reads.

    It always ends: every pass that changes something either gives a pool its first state or lowers
    the total of charges and dice, so pools + that total + 1 passes are enough."""
    changed = paths()
    before = _instance_owners(ctx.char) if any(path[:1] == ("items",) for path in changed) else None
    ctx.char.refresh(changed)
    if before is not None and rekey_pools(ctx, before):
        ctx.char.refresh(paths())
    ctx.pools = ctx.char.pools()
    passes = len(ctx.pools) + sum(max(0, v.count) for v in ctx.pools.values()) + 1
    checked: dict[str, PoolView] = {}
    for _ in range(passes):
        if not initialise_and_clamp(ctx, checked):
            return
        checked = ctx.pools
        ctx.char.refresh(paths())
        ctx.pools = ctx.char.pools()


def initialise_and_clamp(ctx: ActionContext, checked: dict[str, PoolView] | None = None) -> bool:
    """Give new active pools their initial state and clamp saved state to the current max.

    `checked` is the last pass's pools: a view that is the same object as there was resolved from the
    same rules, tags and saved state, so it was seen then and needs nothing now (a later pass looks
    only at the pools the last one, or what it moved, changed).

    A pre-roll that fails (dice used up) keeps what it rolled and the other pools still get their
    state; the first failure is raised once every pool has been seen (play-format.md: at load the
    error is recorded with step null, during an action the action fails as a whole)."""
    changed = False
    failure: ActionError | None = None
    for pid, view in ctx.pools.items():
        if not view.active or (checked and checked.get(pid) is view):
            continue
        if not view.has_state:
            if view.kind == "charge":
                ctx.tx.set(("pools", view.pid), {"current": view.max if view.initial == "max" else 0})
            else:
                ctx.tx.set(("pools", view.pid), {"faces": []})
                if view.initial == "max" and view.max > 0:
                    rolled: list[int] = []
                    try:
                        for _ in range(view.max):
                            rolled.extend(ctx.roll_into(view, 1))
                    except ActionError as err:
                        failure = failure or err
                    finally:
                        ctx.set_faces(view, rolled)
                    shown = ", ".join(map(str, rolled))
                    ctx.log.append(Engine.tr("{pool} rolled in full ({faces})").format(pool=view.label, faces=shown)
                                   if len(rolled) == view.max else
                                   Engine.tr("{pool} rolled {count} of {max} ({faces}): out of dice").format(
                                       pool=view.label, count=len(rolled), max=view.max, faces=shown))
            changed = True
            continue
        if view.kind == "charge":
            clamped = max(0, min(view.max, view.current))
            if clamped != view.current or "faces" in (ctx.tx.get(("pools", view.pid)) or {}):
                ctx.tx.set(("pools", view.pid), {"current": clamped})
                if clamped != view.current:
                    ctx.log.append(Engine.tr("{pool} {before} → {after} (its max is now {max})").format(
                        pool=view.label, before=view.current, after=clamped, max=view.max))
                changed = True
        else:
            top = die_faces(view.die or "d4")
            if len(view.faces) <= view.max and (not view.faces or (min(view.faces) >= 1 and max(view.faces) <= top)):
                continue  # nothing to clamp (the usual case, asked of every pool after every action)
            outside = [f for f in view.faces if not 1 <= f <= top]
            faces = [max(1, min(f, top)) for f in view.faces[:view.max]]
            if outside:
                # Numerus without %n: "saved face 7" for one, "saved faces 7, 9" for more.
                several = len(outside)
                ctx.warnings.append(Engine.tr("pools.{pid}: {pool}: saved faces {faces} outside 1..{top} of its {die}; "
                                              "clamped into the die", "", several).format(
                    pid=view.pid, pool=view.label, faces=", ".join(map(str, outside)), top=top, die=view.die or "d4"))
            if faces != view.faces:
                ctx.set_faces(view, faces)
                dropped = len(view.faces) - len(faces)
                ctx.log.append(Engine.tr("{pool}: %n dice dropped (its max is now {max})", "", dropped).format(
                    pool=view.label, max=view.max) if dropped else
                    Engine.tr("{pool}: faces lowered to the {die}'s top face").format(pool=view.label, die=view.die))
                changed = True
    if failure is not None:
        raise failure
    return changed


def _instance_owners(char: Character) -> dict[str, tuple[str, str | None]]:
    """Each pool key and the instance it belongs to: (pool id, defining item's key; None for actor pools)."""
    owners: dict[str, tuple[str, str | None]] = {}
    for pid, instances in char.pool_instances().items():
        for index, key in instances:
            owners[key] = (pid, None if index is None else char.items[index].key)
    return owners


def rekey_pools(ctx: ActionContext, before: dict[str, tuple[str, str | None]]) -> bool:
    """Keep each item pool's saved state with its item when the items change (engine.md §4).

    Keys follow item order (the first instance is keyed by the pool id, later ones `<id>@<item id>`),
    so moving, adding or deleting an item, or a rule edit that adds a definition before another, can
    change which key an instance has: its state moves with it. State of an instance whose item no
    longer defines the pool stays, as inactive state, under its own `<id>@<item id>` key when its old
    key now belongs to another instance. Returns whether anything moved."""
    after = {owner: key for key, owner in _instance_owners(ctx.char).items()}
    saved = ctx.tx.get(("pools",), {}) or {}
    keys_now = set(after.values())
    moves: dict[str, str] = {}
    for old_key, owner in before.items():
        if old_key not in saved or owner[1] is None:
            continue
        new_key = after.get(owner)
        if new_key is None:
            if old_key in keys_now:
                new_key = f"{owner[0]}@{owner[1]}"
            else:
                continue
        if new_key != old_key:
            moves[old_key] = new_key
    if not moves:
        return False
    states = {old: saved[old] for old in moves}
    for old in moves:
        ctx.tx.delete(("pools", old))
    for old, new in moves.items():
        ctx.tx.set(("pools", new), states[old])
    return True


def consumer_pool_id(identifier: str, scope: str) -> str:
    return pool_id(identifier, scope)


__all__ = ["ActionContext", "ActionError", "ChargePool", "DicePool", "TRIGGER_NAMES", "consumer_pool_id",
           "initialise_and_clamp", "plural", "trigger_name"]
