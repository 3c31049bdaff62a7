"""Plain words for the windows: formulas resolved, recoveries described, inactive things explained."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import formulas, predicates, toggles
from ..engine.formulas import FormulaError
from ..engine.model import RuleEntry
from ..engine.pools import pool_id
from ..engine.runtime import trigger_name as runtime_trigger_name
from ..engine.world import Character, PoolView
from ..i18n import QT_TRANSLATE_NOOP, Labels, Views
from .formula_words import formula_words

TRIGGER_HINTS = Labels("Views", {
    "safeRest": QT_TRANSLATE_NOOP("Views", "after a safe rest"),
    "fieldRest": QT_TRANSLATE_NOOP("Views", "after a field rest"),
    "onHit": QT_TRANSLATE_NOOP("Views", "when one of this character's attacks hits"),
    "onCriticalHit": QT_TRANSLATE_NOOP("Views", "when one of this character's attacks is a critical hit"),
    "encounterStart": QT_TRANSLATE_NOOP("Views", "when an encounter starts"),
    "encounterEnd": QT_TRANSLATE_NOOP("Views", "when an encounter ends"),
    "onWound": QT_TRANSLATE_NOOP("Views", "when this character gains a wound"),
    "onTurnStart": QT_TRANSLATE_NOOP("Views", "at the start of this character's turn"),
    "onTurnEnd": QT_TRANSLATE_NOOP("Views", "at the end of this character's turn"),
    "onKill": QT_TRANSLATE_NOOP("Views", "when this character kills a foe"),
    "onBloodied": QT_TRANSLATE_NOOP("Views", "when this character drops to half HP or less"),
    "onInitiativeRolled": QT_TRANSLATE_NOOP("Views", "when this character rolls initiative"),
    "onAttacked": QT_TRANSLATE_NOOP("Views", "when this character is attacked"),
    "onCritReceived": QT_TRANSLATE_NOOP("Views", "when this character takes a critical hit"),
})
MODE_NAMES = Labels("Views", {
    "add": QT_TRANSLATE_NOOP("Views", "Add"),
    "set": QT_TRANSLATE_NOOP("Views", "Set to"),
    "refresh": QT_TRANSLATE_NOOP("Views", "Refill to max"),
    "setIfEmpty": QT_TRANSLATE_NOOP("Views", "Set if empty"),
    "clear": QT_TRANSLATE_NOOP("Views", "Clear"),
})
MODE_HINTS = Labels("Views", {
    "add": QT_TRANSLATE_NOOP("Views", "gain this many (up to the max)"),
    "set": QT_TRANSLATE_NOOP("Views", "set to exactly this many (up to the max)"),
    "refresh": QT_TRANSLATE_NOOP("Views", "fill to the max (value ignored)"),
    "setIfEmpty": QT_TRANSLATE_NOOP("Views", "like set, but only when the pool is empty"),
    "clear": QT_TRANSLATE_NOOP("Views", "empty the pool (value ignored)"),
})


def trigger_name(trigger: str) -> str:
    """Human name of a trigger ("onTurnStart" -> "Turn Start"), in the player's language."""
    return runtime_trigger_name(trigger)


def mode_name(mode: str) -> str:
    return MODE_NAMES.get(mode, mode)


@dataclass(frozen=True)
class FormulaPreview:
    """A formula with its references filled in and its value (dice as min / average / max)."""

    text: str
    substituted: str
    low: float | None = None
    average: float | None = None
    high: float | None = None
    error: str = ""

    @property
    def deterministic(self) -> bool:
        return self.low == self.high

    def describe(self) -> str:
        """"@key + 1 → 3 + 1 = 4", "1d6+1 → 2 / 4.5 / 7", or the error."""
        if self.error:
            return Views.tr("{formula} — {error}").format(formula=self.text, error=self.error)
        if self.deterministic:
            value = _fmt(self.low)
            return f"{self.text} = {value}" if self.substituted.strip() == self.text.strip() \
                else f"{self.text} → {self.substituted} = {value}"
        return Views.tr("{formula} → {substituted} = {low} / {average} / {high} (min / average / max)").format(
            formula=self.text, substituted=self.substituted, low=_fmt(self.low), average=_fmt(self.average),
            high=_fmt(self.high))


def _fmt(value: float | None) -> str:
    if value is None:
        return "?"
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0").rstrip(".")


def preview(text: str, refs: Mapping[str, float]) -> FormulaPreview:
    """Resolve a formula against references without rolling anything."""
    try:
        low, average, high = formulas.evaluate_range(text, refs)
        return FormulaPreview(text, formulas.substitute(text, refs), low, average, high)
    except FormulaError as err:
        return FormulaPreview(text, text, error=err.message)


def preview_for(char: Character, text: str, context: Mapping[str, float] | None = None) -> FormulaPreview:
    """`preview` against a character's references plus context values (e.g. @n, @poolMax)."""
    return preview(text, {**char.refs(), **(context or {})})


def recoveries(char: Character, view: PoolView) -> list[str]:
    """A pool's recoveries/refills in words, e.g. "Turn Start: add 1 (only while self is raging)"."""
    lines = []
    for source in view.refills:
        entry = source.entry
        if entry.mode in ("refresh", "clear"):
            what = Views.tr("refill to max") if entry.mode == "refresh" else Views.tr("clear", "empty a pool")
        else:
            what = f"{mode_name(entry.mode).lower()} {entry.value}"
        line = Views.tr("{trigger}: {what}").format(trigger=trigger_name(entry.trigger), what=what)
        if entry.predicate:
            try:
                line = Views.tr("{recovery} (only while {condition})").format(
                    recovery=line, condition=predicates.describe(entry.predicate))
            except predicates.PredicateError as err:
                line = Views.tr("{recovery} (invalid condition: {error})").format(recovery=line, error=err)
        if source.from_modifier:
            line = Views.tr("{recovery} — from {item}").format(recovery=line, item=char.items[source.item_index].name)
        lines.append(line)
    return lines


def pool_status(view: PoolView) -> str:
    """One line for a pool's tooltip: what it holds, or why it is inactive."""
    if not view.active:
        return Views.tr("{pool} is inactive: {why}").format(pool=view.label, why=view.reason)
    if view.kind == "dice":
        faces = ", ".join(map(str, view.faces)) or Views.tr("empty")
        held = f"{view.label}: {len(view.faces)}/{view.max} {view.die} ({faces})"
        return Views.tr("{pool}, minimum face {face}").format(pool=held, face=view.min_face) if view.min_face else held
    return f"{view.label}: {view.current}/{view.max}" + (f" ({view.die})" if view.die else "")


# ---- each rule in words (the printed sheet) ------------------------------------------------------------
_SHORT_EVENTS = Labels("Views", {
    "onActorKilled": QT_TRANSLATE_NOOP("Views", "death"),
    "onActorWounded": QT_TRANSLATE_NOOP("Views", "a wound"),
    "onActorDying": QT_TRANSLATE_NOOP("Views", "dying"),
    "onRest": QT_TRANSLATE_NOOP("Views", "a rest"),
    "onTurnStart": QT_TRANSLATE_NOOP("Views", "turn start"),
    "onTurnEnd": QT_TRANSLATE_NOOP("Views", "turn end"),
    "onEncounterEnd": QT_TRANSLATE_NOOP("Views", "encounter end"),
    "onCritReceived": QT_TRANSLATE_NOOP("Views", "a critical hit taken"),
})


class RuleWords:
    """What a rule's `words` (its declaration, engine/model.py) may ask of the sheet: model.Say."""

    def __init__(self, char: Character, index: int, entry: RuleEntry, pools: dict[str, PoolView]):
        self.char, self.index, self.entry, self.pools = char, index, entry, pools

    def pool(self, identifier: str, scope: str | None = "item") -> str:
        pools = self.pools
        view = pools.get(pool_id(identifier, scope or "item")) or pools.get(identifier) or \
            pools.get(f"actor:{identifier}")
        return view.label if view is not None else identifier

    def own_pool(self) -> PoolView | None:
        return next((v for v in self.pools.values() if v.item_index == self.index and v.rule_index == self.entry.index),
                    None)

    def recoveries(self, view: PoolView) -> list[str]:
        return recoveries(self.char, view)

    def refills(self) -> list[Any]:
        return list(self.entry.refills or [])

    def formula(self, text: str) -> str:
        return formula_words(text, self.char.refs())  # "1d12 + 3 (STR)", "2 × the dice's sum"

    def event(self, name: str) -> str:
        return _SHORT_EVENTS.get(name, toggles.EVENT_NAMES.get(name, name))

    def toggle(self, identifier: str) -> str:
        return next((t.name for t in toggles.toggles(self.char) if t.key == identifier),
                    identifier or Views.tr("its toggle"))

    def trigger(self, name: str) -> str:
        return trigger_name(name)

    def mode(self, name: str) -> str:
        return mode_name(name)


def rule_lines(char: Character, index: int) -> list[str]:
    """One short line per rule of item `index`, in words ("Wand Charges: 3 charges; Safe Rest: refill
    to max"), each said by its rule type's declaration. Disabled and unsupported rules are left out; a
    condition is added in words. An attack comes first."""
    pools = char.pools()
    out = []
    attack = char.items[index].fields.attack
    if attack is not None:
        damage = formulas.in_words(attack.damage, char.refs())
        out.append(Views.tr("Attack ({delivery}): {damage} damage").format(delivery=attack.delivery, damage=damage)
                   if attack.delivery else Views.tr("Attack: {damage} damage").format(damage=damage))
    for entry in char.items[index].rules:
        rule = entry.model
        if rule is None or rule.disabled:
            continue
        text = rule.words(RuleWords(char, index, entry, pools))
        if not text:
            continue
        if rule.predicate:
            try:
                text = Views.tr("{rule} (when {condition})").format(rule=text,
                                                                      condition=predicates.describe(rule.predicate))
            except predicates.PredicateError:
                text = Views.tr("{rule} (its condition is invalid)").format(rule=text)
        out.append(text)
    return out
