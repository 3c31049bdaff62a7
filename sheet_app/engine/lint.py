"""Problems with a character's rules, found before they bite: `sheet-app check`, `play`'s warnings,
and (later) the Rules Builder's inline messages all come from here."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..i18n import Engine, filled
from . import conditions, formulas, grants, numbers, predicates, spell_fields, toggles
from .formulas import FormulaError
from .model import (
    FORMULA_FIELDS,
    MOVEMENT_MODES,
    REFILL_CONTEXT,
    SKILLS,
    STATS,
    TOGGLE_OFF_EVENTS,
    TOGGLE_ON_EVENTS,
    ActionCost,
    ActionDelta,
    ChargeConsumer,
    ChargePool,
    ConditionalBonus,
    DamageBonus,
    DamageReduction,
    DiceConsumer,
    DicePool,
    GrantProficiency,
    ItemEntry,
    MaxHitDice,
    ModifyConsumer,
    ModifyPool,
    ModifyToggle,
    PoolGainMessage,
    RuleEntry,
    SavingThrowRollMode,
    ToggleEffect,
)
from .number_lints import number_warnings
from .pool_lints import other_items_pool
from .pools import MAX_POOL_DICE, pool_id, pool_kind, rule_identifier
from .predicates import PredicateError, TagSet
from .world import Character

if TYPE_CHECKING:
    from .session import Session

KNOWN_REFS = frozenset({"strength", "dexterity", "intelligence", "will", "key", "level", "hp", "hpMax", "wounds",
                        "woundsMax", "mana", "manaMax", "armor", *MOVEMENT_MODES, *SKILLS})
CONTEXT_REFS = frozenset({"n", "sum", "poolMax", "poolCurrent"})
# Formula fields the engine cannot do without (an empty effect or delta formula just means "none").
REQUIRED_FORMULAS = frozenset({"max", "cost", "formula"})


@dataclass(frozen=True)
class Problem:
    """One problem: where (item, rule, field), how bad, and what is wrong in plain words."""

    severity: str  # "error" | "warning"
    message: str
    item: str = ""
    rule: int | None = None
    rule_type: str = ""
    field: str = ""
    item_index: int | None = None  # which item, when two share a name
    # It names another rule's pool, consumer or toggle that is not there ("there is no dice pool 'fury'"): the
    # Problems list puts it after the problems of the rules themselves (ui/sheet/problems.py), in any language.
    follows: bool = False

    def line(self) -> str:
        """`ITEM / rule N (TYPE) / FIELD: error|warning: MESSAGE`, shorter outside a rule."""
        rule = Engine.tr("rule {number} ({type})").format(number=self.rule, type=self.rule_type) \
            if self.rule is not None else ""
        parts = [p for p in (self.item, rule, self.field) if p]
        where = " / ".join(parts)
        severity = severity_word(self.severity)
        return Engine.tr("{where}: {severity}: {message}").format(where=where, severity=severity,
                                                                  message=self.message) if where else \
            Engine.tr("{severity}: {message}").format(severity=severity, message=self.message)


def is_error_line(line: str) -> bool:
    """Whether a `Problem.line()` is an error's, in the language it was written in."""
    error = severity_word("error")
    for template in (Engine.tr("{where}: {severity}: {message}"), Engine.tr("{severity}: {message}")):
        fields = filled(template, line)
        if fields is not None and fields["severity"] == error:
            return True
    return False


def severity_word(severity: str) -> str:
    """"error" or "warning" in the player's language (any other severity as it is)."""
    if severity == "error":
        return Engine.tr("error", "the severity of a problem")
    if severity == "warning":
        return Engine.tr("warning", "the severity of a problem")
    return severity


# What check_formula and check_predicate found, kept: both depend only on their arguments, and a
# character repeats its formulas and conditions (the sheet lints again after level and HP changes).
_FORMULA_CHECKS: dict[tuple[Any, ...], list[tuple[str, str]]] = {}
_PREDICATE_CHECKS: dict[str, list[tuple[str, str]]] = {}
_CHECKS_KEPT = 20000


def check_formula(text: Any, *, dice: bool, context: frozenset[str] = frozenset(),
                  refs: dict[str, int] | None = None) -> list[tuple[str, str]]:
    """Problems with one formula as (severity, message); deterministic ones are also evaluated."""
    return _formula_problems(text, dice, context, refs, None if refs is None else frozenset(refs.items()))


def _formula_problems(text: Any, dice: bool, context: frozenset[str], refs: dict[str, int] | None,
                      refs_key: frozenset[tuple[str, int]] | None) -> list[tuple[str, str]]:
    """`check_formula`, given the references' key (a lint makes it once, not once per formula)."""
    if text is None or text == "":
        return []
    key = (type(text), str(text), dice, context, refs_key)
    found = _FORMULA_CHECKS.get(key)
    if found is None:
        if len(_FORMULA_CHECKS) > _CHECKS_KEPT:
            _FORMULA_CHECKS.clear()
        found = _FORMULA_CHECKS[key] = _check_formula(text, dice=dice, context=context, refs=refs)
    return list(found)


def _check_formula(text: Any, *, dice: bool, context: frozenset[str], refs: dict[str, int] | None
                   ) -> list[tuple[str, str]]:
    try:
        parsed = formulas.parse(str(text))
    except FormulaError as err:
        return [("error", err.message)]
    found: list[tuple[str, str]] = []
    if parsed.has_dice and not dice:
        found.append(("error", Engine.tr("dice are not allowed in this field (it must give the same value every "
                                         "time)")))
    for name in sorted(parsed.references):
        if name in CONTEXT_REFS and name not in context:
            found.append(("warning", Engine.tr("@{name} only has a value in effect and append formulas; here it is 0")
                          .format(name=name) if name in ("n", "sum") else
                          Engine.tr("@{name} only has a value in refill and recovery values; here it is 0")
                          .format(name=name)))
        elif name not in KNOWN_REFS and name not in CONTEXT_REFS:
            near = nearest_reference(name, context)
            found.append(("warning", Engine.tr("unknown reference @{name}: did you mean @{near}? (it counts as 0)")
                          .format(name=name, near=near) if near else
                          Engine.tr("unknown reference @{name} (it counts as 0)").format(name=name)))
    if refs is not None and not parsed.has_dice and not found:
        try:
            formulas.evaluate(parsed, {**refs, **{name: 1 for name in context}})
        except FormulaError as err:
            found.append(("error", err.message))
    return found


def nearest_reference(name: str, context: frozenset[str] = frozenset()) -> str:
    """The known reference an unknown one was most likely meant to be ("levle" → "level"), or ""."""
    import difflib

    known = sorted(KNOWN_REFS | (CONTEXT_REFS & context))
    by_lower = {ref.lower(): ref for ref in known}
    if name.lower() in by_lower:  # "@Level": only the case differs
        return by_lower[name.lower()]
    close = difflib.get_close_matches(name.lower(), list(by_lower), n=1, cutoff=0.6)
    return by_lower[close[0]] if close else ""


def check_predicate(pred: Any) -> list[tuple[str, str]]:
    """Problems with a predicate: structural ones are errors, never-matching ones warnings."""
    if not pred:
        return []
    # Remembered per predicate text: equal JSON values have the same repr (a big sheet repeats its
    # conditions, "self:dying" on every other rule), and the answer depends on the value alone.
    key = repr(pred)
    hit = _PREDICATE_CHECKS.get(key)
    if hit is None:
        if len(_PREDICATE_CHECKS) > _CHECKS_KEPT:
            _PREDICATE_CHECKS.clear()
        hit = _PREDICATE_CHECKS[key] = _check_predicate(pred)
    return list(hit)


def _check_predicate(pred: Any) -> list[tuple[str, str]]:
    messages = predicates.validate(pred)
    if not messages:
        return []
    try:
        predicates.evaluate(pred, TagSet([]))
    except PredicateError as err:
        return [("error", Engine.tr("invalid condition: {error}").format(error=err))]
    return [("warning", Engine.tr("condition: {problem}").format(problem=m)) for m in messages]


class _Linter:
    def __init__(self, char: Character, standalone_items: bool):
        self.char = char
        self.standalone = standalone_items
        self.problems: list[Problem] = []
        self.refs = char.refs()
        self._refs_key = frozenset(self.refs.items())
        self.definitions = char.pool_definitions()
        self.kinds = {pid: ("charge" if isinstance(d[-1][1].model, ChargePool) else "dice")
                      for pid, d in self.definitions.items()}
        # Indexes, so the check stays linear in the number of items, rules and pools.
        self.item_index = {id(it): i for i, it in enumerate(char.items)}
        self.pools_named: dict[str, list[str]] = {}
        for pid, defs in self.definitions.items():
            for name in dict.fromkeys((rule_identifier(defs[-1][1]), pid)):
                self.pools_named.setdefault(name, []).append(pid)
        self._consumers: dict[tuple[str, str], list[DiceConsumer]] | None = None
        self._capped: dict[tuple[int | None, int | None], Any] | None = None

    def add(self, severity: str, message: str, item: ItemEntry | None = None, entry: RuleEntry | None = None,
            field: str = "", *, follows: bool = False) -> None:
        index = self.item_index.get(id(item)) if item else None
        self.problems.append(Problem(severity, message, item.name if item else "",
                                     entry.index if entry else None, entry.type if entry else "", field, index,
                                     follows))

    def formula(self, text: Any, dice: bool, context: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
        """`check_formula` against the character's references."""
        return _formula_problems(text, dice, context, self.refs, self._refs_key)

    def run(self) -> list[Problem]:
        for _part in self.steps():
            pass
        return self.problems

    def steps(self) -> Iterator[None]:
        """The check a part at a time: each item, then the checks across items."""
        for item in self.char.items:
            self.item(item)
            yield
        self.conflicts()
        self.orphans()
        self.character()

    def character(self) -> None:
        """The character's own formula (engine.md §5.4: initiative), once the rules are checked."""
        text = self.char.doc.get("initiative")
        if text not in (None, ""):
            for severity, message in self.formula(text, True):
                self.add(severity, Engine.tr("initiative formula {formula}: {problem}").format(formula=repr(text),
                                                                                                problem=message),
                         field="initiative")

    def item(self, item: ItemEntry) -> None:
        if item is self.char.class_item() and item.raw.get("hitDieSize") is not None \
                and self.char.class_hit_die() is None:  # engine.md §5.4: the default hit dice need a size
            self.add("warning", Engine.tr("unknown hit die size {size} (use 4, 6, 8, 10, 12 or 20); the character "
                                          "has no hit dice by default").format(size=repr(item.raw["hitDieSize"])),
                     item, field="hitDieSize")
        for severity, field, message in spell_fields.lint(self.char, item):
            self.add(severity, message, item, field=field)
        attack = item.fields.attack
        if attack is not None:
            for sev, msg in self.formula(attack.damage, True):
                self.add(sev, msg, item, field="attack.damage")
        for effect in item.effects:
            field = f"activation.pool[{effect.index}]"
            if effect.model is None:
                self.add("error", effect.error, item, field=field)
                continue
            for sev, msg in check_predicate(effect.model.predicate):
                self.add(sev, msg, item, field=f"{field}.predicate")
            self.pool_reference(effect.model.poolIdentifier, effect.model.poolType, item, None,
                                f"{field}.poolIdentifier")
            self.ambiguous(effect.model.poolIdentifier, item, None, f"{field}.poolIdentifier")
        for entry in item.rules:
            self.rule(item, entry)

    def rule(self, item: ItemEntry, entry: RuleEntry) -> None:
        if entry.model is None:
            self.add("warning" if entry.unsupported else "error", entry.error, item, entry, entry.error_field)
            return
        rule = entry.model
        for sev, field, msg in entry.problems:
            self.add(sev, msg, item, entry, field)
        for sev, msg in check_predicate(rule.predicate):
            self.add(sev, msg, item, entry, "predicate")
        for field, dice, context in used_formulas(rule):
            value = getattr(rule, field)
            if field in REQUIRED_FORMULAS and (value is None or not str(value).strip()):
                self.add("error", Engine.tr("is required (a number or formula)"), item, entry, field)
                continue
            for sev, msg in self.formula(value, dice, context):
                self.add(sev, msg, item, entry, field)
        self.bonus(item, entry, rule)
        self.numbers_rule(item, entry, rule)
        self.grant_library(item, entry, rule)
        if isinstance(rule, DiceConsumer) and rule.mode == "manual" and rule.selectionOutcome == "consume" \
                and not (rule.effectFormula or "").strip():
            self.add("warning", Engine.tr("no effect formula: spending dice only removes them (the rules reference: "
                                          "a consume spend needs an effect formula, such as @sum, to be worth "
                                          "showing)"),
                     item, entry, "effectFormula")
        if isinstance(rule, ModifyConsumer) and not (rule.appendFormula or "").strip():
            self.add("warning", Engine.tr("no append formula: this rule changes nothing"), item, entry, "appendFormula")
        if isinstance(rule, (ChargePool, DicePool)):
            name = "recoveries" if isinstance(rule, ChargePool) else "refills"
            self.refills(item, entry, name, entry.refills)
            self.dice_cap(item, entry)
        elif isinstance(rule, ModifyPool):
            self.refills(item, entry, "addRefills", entry.refills)
            if not rule.poolIdentifier.strip():
                self.add("warning", Engine.tr("no pool chosen: pick the {kind} this rule modifies")
                         .format(kind=pool_kind(rule.poolType)), item, entry, "poolIdentifier")
            elif not self.matching_pools(rule.poolIdentifier, rule.poolType, rule.poolScope):
                self.add("warning", Engine.tr("modifies no pool: there is no {kind} {pool}")
                         .format(kind=pool_kind(rule.poolType), pool=repr(rule.poolIdentifier)), item, entry,
                         "poolIdentifier", follows=True)
        elif isinstance(rule, (ChargeConsumer, DiceConsumer)):
            kind = "charge" if isinstance(rule, ChargeConsumer) else "dice"
            self.pool_reference(pool_id(rule.poolIdentifier, rule.poolScope), kind, item, entry, "poolIdentifier")
            self.ambiguous(pool_id(rule.poolIdentifier, rule.poolScope), item, entry, "poolIdentifier")
            for message in other_items_pool(self.char, self.index_of(item), rule):  # engine/pool_lints.py
                self.add("warning", message, item, entry, "poolIdentifier")
        elif isinstance(rule, ModifyConsumer):
            self.modify_consumer(item, entry, rule)
        elif isinstance(rule, ToggleEffect):
            self.toggle(item, entry, rule)
        elif isinstance(rule, ModifyToggle):
            self.modify_toggle(item, entry, rule)
        elif isinstance(rule, PoolGainMessage):
            if not rule.poolIdentifier.strip():
                self.add("warning", Engine.tr("no pool chosen: pick the dice pool whose gains this message reports"),
                         item, entry, "poolIdentifier")
            elif not self.matching_pools(rule.poolIdentifier, "dice", None):
                self.add("warning", Engine.tr("there is no dice pool {pool}").format(pool=repr(rule.poolIdentifier)),
                         item, entry, "poolIdentifier", follows=True)

    def modify_consumer(self, item: ItemEntry, entry: RuleEntry, rule: ModifyConsumer) -> None:
        if not rule.poolIdentifier.strip():  # a new one: no pool '' to find yet
            self.add("warning", Engine.tr("no pool chosen: pick the dice pool whose consumers this rule changes"),
                     item, entry, "poolIdentifier")
        elif not self.consumers_of(rule):
            self.add("warning", (Engine.tr("modifies no consumer: no dice consumer with an effect formula spends "
                                           "{scope} pool {pool} for {effect}") if rule.effectTypeFilter else
                                 Engine.tr("modifies no consumer: no dice consumer with an effect formula spends "
                                           "{scope} pool {pool}"))
                     .format(scope=rule.poolScope, pool=repr(rule.poolIdentifier), effect=rule.effectTypeFilter),
                     item, entry, "poolIdentifier", follows=True)

    def bonus(self, item: ItemEntry, entry: RuleEntry, rule: Any) -> None:
        for field, msg in bonus_warnings(rule):
            self.add("warning", msg, item, entry, field)

    def grant_library(self, item: ItemEntry, entry: RuleEntry, rule: Any) -> None:
        """A Grant Item the character's library cannot satisfy (character.md §15.5)."""
        for field, msg in grants.library_warnings(rule, self.char.library):
            self.add("warning", msg, item, entry, field)

    def numbers_rule(self, item: ItemEntry, entry: RuleEntry, rule: Any) -> None:
        """A bonus rule of the sheet's numbers (character.md §10.1, play-format's check messages): a Stat Bonus
        condition reading a stat tag, a formula reading its own step's value or a later one (it sees the
        base), a Save Roll Mode waiting for the player's choice."""
        step = numbers.step_of(rule.type)
        if step is None:
            return
        if rule.type == "abilityBonus":
            try:
                keys, whole = predicates.dependencies(rule.predicate) if rule.predicate else ((), ())
            except PredicateError:
                keys, whole = (), ()
            read = sorted({key for key in (*keys, *(tag.split(":", 1)[0] for tag in whole)) if key in STATS})
            if read:
                self.add("warning", Engine.tr("its condition reads the {tags} tag: a Stat Bonus sees the base "
                                              "stats, before any Stat Bonus (character.md §10.1)")
                         .format(tags=", ".join(read)), item, entry, "predicate")
        for field, _dice, _context in FORMULA_FIELDS.get(rule.type, ()):
            late = numbers.late_references(step, getattr(rule, field))
            if late:
                names = ", ".join(f"@{name}" for name in late)
                self.add("warning", Engine.tr("reads {names}, worked out in this rule's step or after it: it sees "
                                              "the base value, not the final one (character.md §10.1)")
                         .format(names=names), item, entry, field)
        if isinstance(rule, SavingThrowRollMode) and rule.requiresChoice and rule.selectedSave is None:
            self.add("warning", Engine.tr("asks the player to choose a save (Chosen save): until then it does "
                                          "nothing"),
                     item, entry, "selectedSave")

    def toggle(self, item: ItemEntry, entry: RuleEntry, rule: ToggleEffect) -> None:
        if not rule.states():
            self.add("warning", Engine.tr("turns no state on: add a tag such as self:raging"), item, entry, "tags")
        for n, event in enumerate(rule.turnOff):
            if event not in TOGGLE_OFF_EVENTS:
                self.add("warning", Engine.tr("unknown event {event}: it never ends the toggle (one of {events})")
                         .format(event=repr(event), events=", ".join(TOGGLE_OFF_EVENTS)), item, entry, f"turnOff[{n}]")
        for n, pid in enumerate(rule.clearPoolsOnEnd):
            if pid not in self.kinds:
                self.add("warning", Engine.tr("names no pool: there is no pool {pool} to empty (the toggle still "
                                              "works)").format(pool=repr(pid)), item, entry, f"clearPoolsOnEnd[{n}]",
                         follows=True)

    def modify_toggle(self, item: ItemEntry, entry: RuleEntry, rule: ModifyToggle) -> None:
        names = {t.key for t in toggles.toggles(self.char) if t.key}
        if rule.toggleIdentifier not in names:
            message = Engine.tr("modifies no toggle: there is no toggle effect {toggle} (toggles here: {toggles})") \
                if names else Engine.tr("modifies no toggle: there is no toggle effect {toggle}")
            self.add("warning", message.format(toggle=repr(rule.toggleIdentifier), toggles=", ".join(sorted(names))),
                     item, entry, "toggleIdentifier", follows=True)
        for name, events, allowed in (("suppressTurnOff", rule.suppressTurnOff, TOGGLE_OFF_EVENTS),
                                      ("turnOn", rule.turnOn, TOGGLE_ON_EVENTS)):
            for n, event in enumerate(events):
                if event not in allowed:
                    self.add("warning", Engine.tr("unknown event {event}: it does nothing here (one of {events})")
                             .format(event=repr(event), events=", ".join(allowed)), item, entry, f"{name}[{n}]")

    def refills(self, item: ItemEntry, entry: RuleEntry, name: str, entries: Iterable[Any]) -> None:
        for n, refill in enumerate(entries):
            if refill.mode not in ("refresh", "clear") and not str(refill.value).strip():
                self.add("error", Engine.tr("is required (a number or formula)"), item, entry, f"{name}[{n}].value")
            elif refill.mode not in ("refresh", "clear"):
                for sev, msg in self.formula(refill.value, True, REFILL_CONTEXT):
                    self.add(sev, msg, item, entry, f"{name}[{n}].value")
            for sev, msg in check_predicate(refill.predicate):
                self.add(sev, msg, item, entry, f"{name}[{n}].predicate")

    def dice_cap(self, item: ItemEntry, entry: RuleEntry) -> None:
        """engine.md §4: a dice pool holds at most 100 dice; a larger max is clamped, and said so."""
        view = self.capped().get((self.index_of(item), entry.index))
        if view is not None:
            self.add("warning", Engine.tr("max is {max}; a dice pool holds at most {limit} dice, so it is clamped "
                                          "to {limit}").format(max=view.uncapped, limit=MAX_POOL_DICE),
                     item, entry, "max")

    def index_of(self, item: ItemEntry) -> int | None:
        return self.item_index.get(id(item))

    def capped(self) -> dict[tuple[int | None, int | None], Any]:
        """Dice pools whose max was clamped to the cap, by (item index, rule index); built once."""
        if self._capped is None:
            self._capped = {(v.item_index, v.rule_index): v for v in self.char.pools().values()
                            if v.uncapped is not None}
        return self._capped

    def ambiguous(self, pid: str, item: ItemEntry, entry: RuleEntry | None, field: str) -> None:
        """A reference to an item pool that several *other* items define (engine.md §4)."""
        if pid.startswith("actor:") or "@" in pid:
            return
        index = self.index_of(item)
        instances = self.char.pool_instances().get(pid, [])
        if len(instances) < 2 or self.char.pool_key(pid, index) != pid or (instances[0][0] == index):
            return  # at most one other item defines it, or the item's own pool
        # The item defines none of them here, so every instance is another item's (kept short: linear).
        count = len(instances)
        names = [self.char.items[i].name for i, _ in instances[:3] if i is not None]
        more = count - 3
        shown = Engine.tr("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1]) if count <= 3 \
            else Engine.tr("{names} and %n more", "", more).format(names=", ".join(names))
        self.add("warning", Engine.tr("ambiguous: pool {pool} is defined by {count} other items ({names}); this "
                                      "refers to the first, {first}'s").format(pool=repr(pid), count=count,
                                                                               names=shown, first=names[0]),
                 item, entry, field)

    def matching_pools(self, identifier: str, kind: str, scope: str | None) -> list[str]:
        """Pools a modifier aimed at (identifier, kind, scope or any scope) would reach."""
        found = []
        for pid in self.pools_named.get(identifier, []) if isinstance(identifier, str) else []:
            model = self.definitions[pid][-1][1].model
            if self.kinds[pid] != kind:
                continue
            if scope is None or getattr(model, "scope", None) == scope:
                found.append(pid)
        return found

    def pool_reference(self, pid: str, kind: str, item: ItemEntry, entry: RuleEntry | None, field: str) -> None:
        if not pid.split(":", 1)[-1].strip():
            self.add("error", Engine.tr("no pool chosen: pick the {kind} this spends").format(kind=pool_kind(kind)),
                     item, entry, field)
            return
        key = self.char.resolve_pool_ref(self.index_of(item), pid)
        if key in self.kinds:
            if self.kinds[key] != kind:
                self.add("error", Engine.tr("{pool} is a {actual}, not a {kind}").format(
                    pool=repr(pid), actual=pool_kind(self.kinds[key]), kind=pool_kind(kind)), item, entry, field)
            return
        other = pid.split(":", 1)[1] if pid.startswith("actor:") else f"actor:{pid}"
        if self.kinds.get(other) == kind:
            if other.startswith("actor:"):
                message = Engine.tr("there is no {kind} {pool} in this scope (there is an actor-scoped one: set "
                                    "the scope to actor)")
            else:
                message = Engine.tr("there is no {kind} {pool} in this scope (there is an item-scoped one: set "
                                    "the scope to item)")
            self.add("error", message.format(kind=pool_kind(kind), pool=repr(pid)), item, entry, field, follows=True)
            return
        if self.standalone:
            self.add("warning", Engine.tr("no {kind} {pool} in this file; another item must define it")
                     .format(kind=pool_kind(kind), pool=repr(pid)), item, entry, field)
        else:
            self.add("error", Engine.tr("there is no {kind} {pool}").format(kind=pool_kind(kind), pool=repr(pid)),
                     item, entry, field, follows=True)

    def consumers_of(self, mod: ModifyConsumer) -> list[DiceConsumer]:
        if self._consumers is None:  # built once: one pass over the rules, not one per modifier
            self._consumers = {}
            for _index, entry in self.char.rules():
                rule = entry.model
                if isinstance(rule, DiceConsumer) and rule.effectFormula:
                    self._consumers.setdefault((rule.poolIdentifier, rule.poolScope), []).append(rule)
        return [rule for rule in self._consumers.get((mod.poolIdentifier, mod.poolScope), [])
                if mod.effectTypeFilter in ("", None, rule.effectType)]

    def conflicts(self) -> None:
        for pid, defs in self.definitions.items():
            owners = {index for index, _ in defs}
            if len(defs) < 2:
                continue
            # Item pools: one key per item, so these are one item's rules (or an actor pool's, across items).
            where = Engine.tr(" and ", "joins item names: Rage and Fury").join(
                dict.fromkeys(self.char.items[i].name for i, _ in defs))
            times = len(defs)
            message = Engine.tr("pool {pool} is defined %n times ({where}); the last one wins", "", times) \
                if len(owners) > 1 else Engine.tr("pool {pool} is defined %n times; the last one wins", "", times)
            for index, entry in defs:
                self.add("warning", message.format(pool=repr(pid), where=where), self.char.items[index], entry,
                         "identifier")

    def orphans(self) -> None:
        for pid in (self.char.doc.get("pools") or {}):
            if pid not in self.definitions:
                self.add("warning", Engine.tr("saved state for pool {pool}, which no rule defines (kept; shown as "
                                              "inactive)").format(pool=repr(pid)), field=f"pools.{pid}")


def used_formulas(rule: Any) -> tuple[tuple[str, bool, frozenset[str]], ...]:
    """A rule's formula fields that it reads: a half Damage Reduction ignores its value (character.md §19.10)."""
    found = FORMULA_FIELDS.get(rule.type, ())
    if isinstance(rule, DamageReduction) and rule.mode == "half":
        return tuple(f for f in found if f[0] != "value")
    return found


HIT_DIE_SIZES = frozenset({0, 4, 6, 8, 10, 12, 20})


def bonus_warnings(rule: Any) -> list[tuple[str, str]]:
    """The bonus and grant rules' own warnings (character.md §15.1, §15.3, §15.5), as (field, message)."""
    found: list[tuple[str, str]] = []
    if isinstance(rule, (DamageBonus, ConditionalBonus)) and rule.targetCondition:
        found.extend(("targetCondition", msg) for msg in _target_warnings(rule.targetCondition))
    if isinstance(rule, ConditionalBonus) and rule.advantage <= 0 and not rule.damageBonus.strip():
        found.append(("advantage", Engine.tr("offers neither advantage nor damage: no pick can choose it")))
    if isinstance(rule, MaxHitDice) and rule.dieSize not in HIT_DIE_SIZES:
        found.append(("dieSize", Engine.tr("d{size} is no hit die size (0 for the class's, or 4, 6, 8, 10, 12, 20); "
                                            "the rule does nothing").format(size=rule.dieSize)))
    if isinstance(rule, GrantProficiency) and not rule.values:
        found.append(("values", Engine.tr("grants nothing: list the proficiencies it grants")))
    if isinstance(rule, ActionDelta) and rule.target != "self":
        found.append(("target", Engine.tr("gives actions to others: the engine tracks only this character's, so it "
                                          "is a line in the log")))
    if isinstance(rule, ActionCost) and rule.applies == "item" and rule.reactions:
        found.append(("reactions", Engine.tr("applies to items: the reactions listed are ignored")))
    if isinstance(rule, ActionCost) and rule.applies == "heroicReaction" and (rule.itemTypes or rule.itemIdentifier):
        found.append(("itemTypes", Engine.tr("applies to heroic reactions: the item filters are ignored")))
    found.extend(number_warnings(rule))
    found.extend(conditions.rule_warnings(rule))  # Apply Condition, Condition Immunity (character.md §15.4)
    found.extend(grants.rule_warnings(rule))  # Grant Item, Grant Spells, the level-up roll's advantage (§15.5, §16)
    return found


def _target_warnings(pred: Any) -> list[str]:
    """A target condition reads the target's tags (target:quarry): a self: atom never matches (§19.8)."""
    try:
        keys, whole = predicates.dependencies(pred)
    except PredicateError:
        return []  # the condition check reports an invalid one
    read = [*keys, *whole]
    found = []
    if any(tag == "self" or tag.startswith("self:") for tag in read):
        found.append(Engine.tr("a target condition reads the target's tags: a self: tag never matches"))
    if any(not (tag == "target" or tag.startswith(("self", "target:"))) for tag in read):
        found.append(Engine.tr("reads tags other than target:<tag>: the attack names only the target's (targetTags)"))
    return found


def lint_character(char: Character, *, standalone_items: bool = False) -> list[Problem]:
    """Every problem in a character's items and rules."""
    return _Linter(char, standalone_items).run()


def lint_in_steps(char: Character) -> Iterator[list[Problem] | None]:
    """`lint_character` a part at a time (the sheet window lints between paints): None after each
    item, then every problem, the same list in the same order."""
    linter = _Linter(char, False)
    yield None
    yield from linter.steps()
    yield linter.problems


class ItemLint:
    """The problems of the items of one name, each name linted when first asked (a sheet's rows, before
    the whole character is linted): the problems `lint_character` names that item name with, in its
    order. An item's checks read only the character (never another item's problems); the checks across
    items (pools defined twice, saved pools no rule defines, the initiative formula) are cheap and done
    at once."""

    def __init__(self, char: Character):
        self.char = char
        self._linter = _Linter(char, False)
        self._named: dict[str, list[ItemEntry]] = {}
        for item in char.items:
            self._named.setdefault(item.name, []).append(item)
        self._linter.conflicts()
        self._linter.orphans()
        self._linter.character()
        self._across, self._linter.problems = self._linter.problems, []
        self._found: dict[str, list[Problem]] = {}

    def of(self, name: str) -> list[Problem]:
        found = self._found.get(name)
        if found is None:
            linter = self._linter
            for item in self._named.get(name, []):
                linter.item(item)
            found = self._found[name] = [*linter.problems, *(p for p in self._across if p.item == name)]
            linter.problems = []
        return found


def lint_session(session: Session) -> list[Problem]:
    return lint_character(session.char)


def summary(problems: list[Problem]) -> str:
    errors = sum(1 for p in problems if p.severity == "error")
    warnings = len(problems) - errors
    if not problems:
        return Engine.tr("No problems found.")
    return Engine.tr("{errors}, {warnings}.", "a problem count: 1 error, 2 warnings.").format(
        errors=Engine.tr("%n errors", "", errors), warnings=Engine.tr("%n warnings", "", warnings))
