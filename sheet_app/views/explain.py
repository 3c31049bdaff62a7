"""Plain words for the windows: formulas resolved, recoveries described, inactive things explained."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import formulas, predicates, toggles
from ..engine.formulas import FormulaError
from ..engine.model import RuleEntry
from ..engine.pools import pool_id
from ..engine.runtime import TRIGGER_NAMES
from ..engine.world import Character, PoolView
from .formula_words import formula_words

TRIGGER_HINTS = {
    "safeRest": "after a safe rest", "fieldRest": "after a field rest",
    "onHit": "when one of this character's attacks hits",
    "onCriticalHit": "when one of this character's attacks is a critical hit",
    "encounterStart": "when an encounter starts", "encounterEnd": "when an encounter ends",
    "onWound": "when this character gains a wound", "onTurnStart": "at the start of this character's turn",
    "onTurnEnd": "at the end of this character's turn", "onKill": "when this character kills a foe",
    "onBloodied": "when this character drops to half HP or less",
    "onInitiativeRolled": "when this character rolls initiative",
    "onAttacked": "when this character is attacked", "onCritReceived": "when this character takes a critical hit",
}
MODE_NAMES = {"add": "Add", "set": "Set to", "refresh": "Refill to max", "setIfEmpty": "Set if empty",
              "clear": "Clear"}
MODE_HINTS = {
    "add": "gain this many (up to the max)", "set": "set to exactly this many (up to the max)",
    "refresh": "fill to the max (value ignored)", "setIfEmpty": "like set, but only when the pool is empty",
    "clear": "empty the pool (value ignored)",
}


def trigger_name(trigger: str) -> str:
    """Human name of a trigger ("onTurnStart" -> "Turn Start")."""
    return TRIGGER_NAMES.get(trigger, trigger)


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
            return f"{self.text} — {self.error}"
        if self.deterministic:
            value = _fmt(self.low)
            return f"{self.text} = {value}" if self.substituted.strip() == self.text.strip() \
                else f"{self.text} → {self.substituted} = {value}"
        return f"{self.text} → {self.substituted} = {_fmt(self.low)} / {_fmt(self.average)} / {_fmt(self.high)} " \
               f"(min / average / max)"


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
            what = "refill to max" if entry.mode == "refresh" else "clear"
        else:
            what = f"{mode_name(entry.mode).lower()} {entry.value}"
        line = f"{trigger_name(entry.trigger)}: {what}"
        if entry.predicate:
            try:
                line += f" (only while {predicates.describe(entry.predicate)})"
            except predicates.PredicateError as err:
                line += f" (invalid condition: {err})"
        if source.from_modifier:
            line += f" — from {char.items[source.item_index].name}"
        lines.append(line)
    return lines


def pool_status(view: PoolView) -> str:
    """One line for a pool's tooltip: what it holds, or why it is inactive."""
    if not view.active:
        return f"{view.label} is inactive: {view.reason}"
    if view.kind == "dice":
        faces = ", ".join(map(str, view.faces)) or "empty"
        extra = f", minimum face {view.min_face}" if view.min_face else ""
        return f"{view.label}: {len(view.faces)}/{view.max} {view.die} ({faces}){extra}"
    return f"{view.label}: {view.current}/{view.max}" + (f" ({view.die})" if view.die else "")


# ---- each rule in words (the printed sheet) ------------------------------------------------------------
_SHORT_EVENTS = {"onActorKilled": "death", "onActorWounded": "a wound", "onActorDying": "dying",
                 "onRest": "a rest", "onTurnStart": "turn start", "onTurnEnd": "turn end",
                 "onEncounterEnd": "encounter end", "onCritReceived": "a critical hit taken"}


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
        return next((t.name for t in toggles.toggles(self.char) if t.key == identifier), identifier or "its toggle")

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
        delivery = f" ({attack.delivery})" if attack.delivery else ""
        out.append(f"Attack{delivery}: {formulas.in_words(attack.damage, char.refs())} damage")
    for entry in char.items[index].rules:
        rule = entry.model
        if rule is None or rule.disabled:
            continue
        text = rule.words(RuleWords(char, index, entry, pools))
        if not text:
            continue
        if rule.predicate:
            try:
                text += f" (when {predicates.describe(rule.predicate)})"
            except predicates.PredicateError:
                text += " (its condition is invalid)"
        out.append(text)
    return out
