"""What the builder knows about each rule type: names, descriptions, fields, defaults, templates.

Everything here is data (no widgets), so the cards, the picker and the guide agree on one wording.
"""
from __future__ import annotations

import secrets
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.explain import MODE_HINTS, MODE_NAMES, TRIGGER_HINTS, trigger_name
from ..engine.model import (
    CHARGE_MODES,
    CHARGE_TRIGGERS,
    DICE_MODES,
    DICE_TRIGGERS,
    DIE_SIZES,
    FORMULA_FIELDS,
    TOGGLE_OFF_EVENTS,
    TOGGLE_ON_EVENTS,
)
from ..engine.model import REFILL_CONTEXT as _REFILL_CONTEXT
from ..engine.predicates import slug
from ..engine.toggles import EVENT_NAMES

REFILL_CONTEXT = _REFILL_CONTEXT

# One option of a drop-down: (stored value, human name, one-line hint).
Option = tuple[Any, str, str]


@dataclass(frozen=True)
class RuleType:
    """A rule type as the picker and the card header show it."""

    type: str
    name: str
    group: str
    description: str
    badge: str  # badge colour (hex); readable with white text in both palettes


RULE_TYPES: dict[str, RuleType] = {t.type: t for t in (
    RuleType("chargePool", "Charge Pool", "Resources",
             "A refillable pool of charges (per item or per character), with recovery triggers.", "#2e7d6f"),
    RuleType("chargeConsumer", "Charge Consumer", "Resources",
             "Spends charges from a charge pool each time this item is used.", "#2f6fa8"),
    RuleType("dicePool", "Dice Pool", "Resources",
             "A refillable pool of rolled dice (Fury Dice, Judgment Dice); each die keeps its face.", "#2e7d6f"),
    RuleType("diceConsumer", "Dice Consumer", "Resources",
             "Spends dice from a dice pool (manual) or adds their faces to attacks (auto bonus).", "#2f6fa8"),
    RuleType("modifyPool", "Modify Pool", "Resources",
             "Upgrades another feature's pool: die size, max, minimum face, extra refills.", "#7b4fa8"),
    RuleType("modifyConsumer", "Modify Consumer", "Resources",
             "Appends to the effect formula of the dice consumers that spend a pool.", "#7b4fa8"),
    RuleType("combatMana", "Combat Mana", "Resources",
             "Grants mana for the length of a combat and clears it afterwards.", "#4f5fa8"),
    RuleType("poolGainMessage", "Pool Gain Message", "Notes",
             "Writes a line to the activity log whenever a dice pool gains dice.", "#6b6f78"),
    RuleType("toggleEffect", "Toggle Effect", "Triggers",
             "Using the item turns states on (self:raging) until the player switches them off, an event ends "
             "them or rounds pass idle; ending empties the listed pools.", "#a0522d"),
    RuleType("modifyToggle", "Modify Toggle", "Triggers",
             "Changes another feature's toggle: events that no longer end it, events that turn it on.",
             "#7b4fa8"),
)}
GROUPS = ("Resources", "Notes", "Triggers")
UNSUPPORTED_BADGE = "#8a5a00"


def type_name(rtype: Any) -> str:
    """Human name of a rule type ("chargePool" -> "Charge Pool"); unknown types as written."""
    known = RULE_TYPES.get(rtype) if isinstance(rtype, str) else None
    return known.name if known else str(rtype or "(no type)")


@dataclass(frozen=True)
class Template:
    """A picker entry that creates several linked rules at once."""

    key: str
    name: str
    description: str


TEMPLATES = (
    Template("charges", "Item with N charges",
             "A charge pool (refilled on a safe rest) plus a consumer that spends 1 charge per use; "
             "type the number of charges next."),
    Template("dice-manual", "Dice pool with a manual spend",
             "A dice pool plus a manual dice consumer that spends picked dice for @sum."),
)

# ---- options -----------------------------------------------------------------------------------
SCOPES: tuple[Option, ...] = (
    ("item", "Item", "the pool's state lives with this item; any item can still reach it by identifier"),
    ("actor", "Character", "the pool lives on the character and is shared by every rule naming it"),
)
DIE_OPTIONS: tuple[Option, ...] = tuple((d, d, f"faces 1 to {d[1:]}") for d in DIE_SIZES)
INITIAL: tuple[Option, ...] = (
    ("max", "Full", "starts full when the rule first applies (a dice pool pre-rolls its dice)"),
    ("zero", "Empty", "starts empty and waits for a refill or an activation"),
)
CONSUMER_MODES: tuple[Option, ...] = (
    ("manual", "Manual spend", "using the item opens the dice panel; the player picks which dice to spend"),
    ("autoBonus", "Auto bonus", "every face in the pool is added to matching attacks; nothing is spent"),
)
DELIVERIES: tuple[Option, ...] = (
    (None, "Every attack", "no filter: the bonus applies to every attack"),
    ("melee", "Melee attacks", "only attacks delivered in melee"),
    ("ranged", "Ranged attacks", "only ranged attacks"),
    ("any", "Any attack", "every attack (same as no filter)"),
)
EFFECT_TYPES: tuple[Option, ...] = (
    ("generic", "Generic", "the total is written to the activity log"),
    ("damageReduction", "Damage reduction", "the total is banked and subtracted from the next damage taken"),
)
OUTCOMES: tuple[Option, ...] = (
    ("consume", "Consume", "the picked dice are removed from the pool"),
    ("maximize", "Maximize", "the picked dice stay and are raised to their top face (at most Cost picks)"),
)
POOL_TYPES: tuple[Option, ...] = (
    ("dice", "Dice pool", "target a pool of rolled dice"),
    ("charge", "Charge pool", "target a charge counter"),
)
EFFECT_FILTERS: tuple[Option, ...] = (
    ("", "Every consumer", "modify every dice consumer spending the pool"),
    ("generic", "Generic only", "only consumers whose effect type is Generic"),
    ("damageReduction", "Damage reduction only", "only consumers whose effect type is Damage reduction"),
)
MOD_SCOPES: tuple[Option, ...] = (
    (None, "Either scope", "modify the pool with this identifier in both scopes (as upstream)"),
    ("item", "Item", "only the item-scoped pool"),
    ("actor", "Character", "only the character-scoped pool"),
)
RESOURCES: tuple[Option, ...] = (("mana", "Mana", "the only resource combat mana can grant"),)
MANA_TRIGGERS: tuple[Option, ...] = (
    ("initiativeRoll", "Initiative roll", "the first initiative roll of an encounter"),
    ("encounterStart", "Encounter start", "when an encounter starts"),
)
MANA_CLEAR: tuple[Option, ...] = (
    ("combatEnd", "Encounter end", "when the encounter ends"),
    ("safeRest", "Safe rest", "after a safe rest"),
    ("fieldRest", "Field rest", "after a field rest"),
)
CARD_OFFERS: tuple[Option, ...] = (
    (None, "No", "spent in the dice panel, or by using the item"),
    ("hit", "On a hit", "not in the dice panel: offered on the result of your attacks that hit (critical hits "
                        "too); the dice picked there add the effect's total to that attack's damage"),
    ("criticalHit", "On a critical hit", "not in the dice panel: offered only on the result of your critical hits "
                                         "(Death Blow); the dice picked there add the effect's total to its damage"),
)
_EVENT_HINTS = {
    "onActorKilled": "the character becomes dead", "onActorWounded": "a wound is added",
    "onActorDying": "the character becomes dying", "onRest": "a safe or a field rest",
    "onTurnStart": "Start turn", "onTurnEnd": "End turn", "onEncounterEnd": "the encounter ends",
    "onCritReceived": "an incoming attack is a critical hit",
}
OFF_EVENTS: tuple[Option, ...] = tuple((e, EVENT_NAMES[e].split(" (")[0], _EVENT_HINTS[e]) for e in TOGGLE_OFF_EVENTS)
ON_EVENTS: tuple[Option, ...] = tuple((e, EVENT_NAMES[e].split(" (")[0], _EVENT_HINTS[e]) for e in TOGGLE_ON_EVENTS)
SUPPRESS: tuple[Option, ...] = (
    ("auto", "Automatic", "the activation card is left out when a manual dice spend follows (it logs its own)"),
    ("always", "Always", "never write this item's activation card"),
    ("never", "Never", "always write the activation card, even when a dice spend follows"),
)


def trigger_options(kind: str) -> tuple[Option, ...]:
    triggers = CHARGE_TRIGGERS if kind == "charge" else DICE_TRIGGERS
    return tuple((t, trigger_name(t), TRIGGER_HINTS.get(t, "")) for t in triggers)


def mode_options(kind: str) -> tuple[Option, ...]:
    modes = CHARGE_MODES if kind == "charge" else DICE_MODES
    return tuple((m, MODE_NAMES.get(m, m), MODE_HINTS.get(m, "")) for m in modes)


# ---- fields ------------------------------------------------------------------------------------
Raw = dict[str, Any]


@dataclass(frozen=True)
class FieldSpec:
    """One field of a rule type and the widget that edits it."""

    key: str
    label: str
    kind: str  # enum | formula | pool | text | int | check | refills | identifier
    hint: str = ""
    default: Any = None
    options: tuple[Option, ...] = ()
    dice: bool = False
    context: frozenset[str] = frozenset()
    placeholder: str = ""
    pool_kind: Callable[[Raw], str] | None = None
    scope_key: str = ""  # the sibling field holding the pool's scope (pool pickers)
    refill_kind: Callable[[Raw], str] | None = None
    disabled_when: Callable[[Raw], str] | None = None  # returns why the field is ignored, or ""
    nullable: bool = False  # an emptied text/formula/int box stores null


def _formula(rtype: str, key: str, label: str, hint: str, default: Any, **kw: Any) -> FieldSpec:
    dice, context = next((d, c) for f, d, c in FORMULA_FIELDS[rtype] if f == key)
    return FieldSpec(key, label, "formula", hint, default, dice=dice, context=context, **kw)


def _dice_kind(raw: Raw) -> str:
    return "dice"


def _charge_kind(raw: Raw) -> str:
    return "charge"


def _target_kind(raw: Raw) -> str:
    return "charge" if raw.get("poolType") == "charge" else "dice"


def _manual_only(raw: Raw) -> str:
    return "used only by a manual spend" if raw.get("mode") == "autoBonus" else ""


def _effect_unused(raw: Raw) -> str:
    if raw.get("mode") == "autoBonus":
        return "used only by a manual spend"
    return "a maximize spend needs no effect" if raw.get("selectionOutcome") == "maximize" else ""


def _auto_only(raw: Raw) -> str:
    if raw.get("mode") == "autoBonus" or raw.get("cardOffer"):
        return ""
    return "used only in auto-bonus mode or by a card offer"


def _dice_target_only(raw: Raw) -> str:
    return "ignored for charge pools" if raw.get("poolType") == "charge" else ""


IDENTIFIER = FieldSpec("identifier", "Identifier", "identifier",
                       "How consumers and modifiers find this pool. Blank: the label's slug.")

FIELDS: dict[str, tuple[FieldSpec, ...]] = {
    "chargePool": (
        IDENTIFIER,
        FieldSpec("scope", "Scope", "enum", "Where the pool's state lives.", "item", SCOPES),
        _formula("chargePool", "max", "Max charges", "Capacity: 3, @key, @level + 1 …", "1"),
        FieldSpec("dieSize", "Die size", "enum", "Set when each charge is spent by rolling a die (Combat Dice).",
                  None, ((None, "None", "a plain counter"),) + DIE_OPTIONS),
        FieldSpec("initial", "Initial", "enum", "How the pool starts when first granted.", "max", INITIAL),
        FieldSpec("hidden", "Hidden", "check", "Tracked but not shown on the sheet (a gate, not a resource).",
                  False, placeholder="Hide this pool on the sheet"),
        FieldSpec("recoveries", "Recoveries", "refills", "When charges come back, in this order.", [],
                  refill_kind=_charge_kind),
    ),
    "dicePool": (
        IDENTIFIER,
        FieldSpec("scope", "Scope", "enum", "Where the pool's state lives.", "item", SCOPES),
        FieldSpec("dieSize", "Die size", "enum", "Size of each die stored in the pool.", "d4", DIE_OPTIONS),
        _formula("dicePool", "max", "Max dice", "How many dice the pool holds: 3, @key …", "1"),
        FieldSpec("initial", "Initial", "enum", "How the pool starts when first granted.", "max", INITIAL),
        FieldSpec("refills", "Refills", "refills", "When dice come back, in this order.", [],
                  refill_kind=_dice_kind),
    ),
    "chargeConsumer": (
        FieldSpec("poolIdentifier", "Pool", "pool", "The charge pool this item spends from.", "",
                  pool_kind=_charge_kind, scope_key="poolScope", placeholder="type a pool identifier"),
        FieldSpec("poolScope", "Pool scope", "enum", "Must match the pool's scope.", "item", SCOPES),
        _formula("chargeConsumer", "cost", "Cost", "Charges spent per use.", "1"),
    ),
    "diceConsumer": (
        FieldSpec("poolIdentifier", "Pool", "pool", "The dice pool this consumer uses.", "",
                  pool_kind=_dice_kind, scope_key="poolScope", placeholder="type a pool identifier"),
        FieldSpec("poolScope", "Pool scope", "enum", "Must match the pool's scope.", "item", SCOPES),
        FieldSpec("mode", "Mode", "enum", "How the pool's dice are used.", "manual", CONSUMER_MODES),
        _formula("diceConsumer", "cost", "Cost", "Consume: at least this many dice. Maximize: at most this many.",
                 "1", disabled_when=_manual_only),
        FieldSpec("bonusOnAttackDelivery", "Attack delivery", "enum", "Which attacks get the faces as a bonus.",
                  None, DELIVERIES, disabled_when=_auto_only),
        _formula("diceConsumer", "effectFormula", "Effect formula",
                 "Evaluated when the player confirms: @n = dice picked, @sum = their faces.", None,
                 nullable=True, disabled_when=_effect_unused),
        FieldSpec("effectType", "Effect type", "enum", "What the effect's total does.", "generic", EFFECT_TYPES,
                  disabled_when=_effect_unused),
        FieldSpec("selectionOutcome", "Selection outcome", "enum", "What happens to the picked dice.", "consume",
                  OUTCOMES, disabled_when=_manual_only),
        FieldSpec("cardOffer", "Card offer", "enum",
                  "Offered on an attack's result instead of in the dice panel: when one of your attacks hits "
                  "(or crits), pick dice there and the effect's total is added to that attack's damage, in the "
                  "same action. Attack delivery filters which attacks offer it.", None, CARD_OFFERS,
                  disabled_when=_manual_only),
    ),
    "modifyPool": (
        FieldSpec("poolType", "Pool type", "enum", "Which kind of pool to modify.", "dice", POOL_TYPES),
        FieldSpec("poolIdentifier", "Pool", "pool", "The pool to modify (defined by another rule).", "",
                  pool_kind=_target_kind, scope_key="poolScope", placeholder="type a pool identifier"),
        FieldSpec("poolScope", "Pool scope", "enum", "Leave on Either scope unless two pools share the name.",
                  None, MOD_SCOPES),
        FieldSpec("dieSize", "Die size override", "enum", "Replaces the pool's die; dice in it keep their faces.",
                  None, ((None, "Keep", "leave the die size unchanged"),) + DIE_OPTIONS),
        _formula("modifyPool", "maxDelta", "Max delta", "Signed change to the max: 1, -1, @level. Blank: none.",
                 None, nullable=True),
        FieldSpec("minFace", "Minimum face", "int", "Dice rolled into the pool below this are raised to it. "
                  "Blank: no floor.", None, nullable=True, disabled_when=_dice_target_only),
        FieldSpec("addRefills", "Additional refills", "refills", "Appended after the pool's own refills.", [],
                  refill_kind=_target_kind),
    ),
    "modifyConsumer": (
        FieldSpec("poolIdentifier", "Pool", "pool", "The dice pool whose consumers to modify.", "",
                  pool_kind=_dice_kind, scope_key="poolScope", placeholder="type a pool identifier"),
        FieldSpec("poolScope", "Pool scope", "enum", "Must match the pool's scope.", "item", SCOPES),
        FieldSpec("effectTypeFilter", "Effect type filter", "enum", "Which consumers to modify.", "",
                  EFFECT_FILTERS),
        _formula("modifyConsumer", "appendFormula", "Append formula",
                 "Added to matching effect formulas as + (…); @n and @sum work here.", None, nullable=True),
    ),
    "combatMana": (
        _formula("combatMana", "formula", "Mana", "Mana granted for the combat: 2, @key, @level …", "0"),
        FieldSpec("resource", "Resource", "enum", "What is granted.", "mana", RESOURCES),
        FieldSpec("trigger", "Granted on", "enum", "When the mana is granted.", "initiativeRoll", MANA_TRIGGERS),
        FieldSpec("clearOn", "Cleared on", "enum", "When the granted mana disappears.", "combatEnd", MANA_CLEAR),
    ),
    "poolGainMessage": (
        FieldSpec("poolIdentifier", "Pool", "pool", "The dice pool to watch.", "", pool_kind=_dice_kind,
                  placeholder="type a pool identifier"),
        _formula("poolGainMessage", "formula", "Formula", "Its value (floored) replaces {value} in the message.",
                 "0"),
        FieldSpec("message", "Message", "text", "Use {value} to insert the formula's result.", "",
                  placeholder="e.g. Fury grows: +{value} damage"),
    ),
    "toggleEffect": (
        FieldSpec("identifier", "Identifier", "text", "How a Modify Toggle names this toggle (blank: its id).", "",
                  placeholder="rage"),
        FieldSpec("tags", "States", "list", "Tags this turns on when the item is used, comma-separated: "
                  "self:raging. It is on while any of them is set; ending it clears them all.", [],
                  placeholder="self:raging"),
        FieldSpec("turnOff", "Ends on", "events", "Events that end it, whoever turned it on.", [], OFF_EVENTS),
        FieldSpec("endAfterInactiveRounds", "Ends when idle for", "int",
                  "Rounds of an encounter without an attack or a use of this item, checked at the end of "
                  "your turn. Blank: never.", None, nullable=True),
        FieldSpec("confirmEndPrompt", "Ask before ending", "prompt",
                  "Asked when the player switches it off on the sheet.", None, nullable=True,
                  placeholder="End your Rage? (or a NIMBLE.… key)"),
        FieldSpec("clearPoolsOnEnd", "Empty on end", "pools", "Pools emptied whenever it ends (dice or charges).",
                  []),
    ),
    "modifyToggle": (
        FieldSpec("toggleIdentifier", "Toggle", "toggle", "The toggle effect to change (its identifier).", "",
                  placeholder="type a toggle identifier"),
        FieldSpec("suppressTurnOff", "No longer ends on", "events", "Events removed from that toggle's Ends on "
                  "while this rule is active (Deep Rage: Dying).", [], OFF_EVENTS),
        FieldSpec("turnOn", "Turns on at", "events", "Events that switch it on while this rule's condition holds: "
                  "the states only, the item's activation does not run.", [], ON_EVENTS),
    ),
}
POOL_TYPES_DEFINED = ("chargePool", "dicePool")
ADVANCED_IDENTIFIER = FieldSpec("identifier", "Identifier", "text",
                                "Optional name other rules can refer to this rule by.", "")
SUPPRESS_FIELD = FieldSpec("suppressActivationCard", "Suppress activation card", "enum",
                           "Whether using the item writes its activation card to the log.", "auto", SUPPRESS)


def field_specs(rtype: str) -> tuple[FieldSpec, ...]:
    return FIELDS.get(rtype, ())


# ---- new rules ---------------------------------------------------------------------------------
_ID_ALPHABET = string.ascii_letters + string.digits


def new_rule_id() -> str:
    """A fresh rule id in upstream's style (16 letters and digits)."""
    return "".join(secrets.choice(_ID_ALPHABET) for _ in range(16))


_TYPE_DEFAULTS: dict[str, Raw] = {
    "chargePool": {"scope": "item", "max": "1", "dieSize": None, "initial": "max", "hidden": False,
                   "recoveries": []},
    "dicePool": {"scope": "item", "dieSize": "d4", "max": "1", "initial": "max", "refills": []},
    "chargeConsumer": {"poolIdentifier": "", "poolScope": "item", "cost": "1"},
    "diceConsumer": {"poolIdentifier": "", "poolScope": "item", "mode": "manual", "cost": "1",
                     "bonusOnAttackDelivery": None, "effectFormula": None, "effectType": "generic",
                     "selectionOutcome": "consume"},
    "modifyPool": {"poolType": "dice", "poolIdentifier": "", "dieSize": None, "maxDelta": None, "minFace": None,
                   "addRefills": []},
    "modifyConsumer": {"poolIdentifier": "", "poolScope": "item", "effectTypeFilter": "", "appendFormula": None},
    "combatMana": {"formula": "0", "resource": "mana", "trigger": "initiativeRoll", "clearOn": "combatEnd"},
    "poolGainMessage": {"poolIdentifier": "", "formula": "0", "message": ""},
    "toggleEffect": {"tags": [], "turnOff": [], "confirmEndPrompt": None, "clearPoolsOnEnd": [],
                     "endAfterInactiveRounds": None},
    "modifyToggle": {"toggleIdentifier": "", "suppressTurnOff": [], "turnOn": []},
}


def new_rule(rtype: str, **fields: Any) -> Raw:
    """A new rule in the shape the sample files use: envelope first, then the type's fields."""
    raw: Raw = {"id": new_rule_id(), "type": rtype, "label": "", "identifier": "", "predicate": {},
                "priority": 1, "disabled": False}
    raw.update(_TYPE_DEFAULTS[rtype])
    raw.update(fields)
    return raw


NEW_REFILL: Raw = {"trigger": "safeRest", "mode": "add", "value": "1"}


def template_rules(key: str, item_name: str, taken: set[str]) -> list[Raw]:
    """The linked rules a template creates; the pool identifier avoids the identifiers in `taken`."""
    if key == "charges":
        label = f"{item_name} Charges"
        ident = _free(slug(label) or "charges", taken)
        return [new_rule("chargePool", label=label, identifier=ident, max="3",
                         recoveries=[{"trigger": "safeRest", "mode": "refresh", "value": "1"}]),
                new_rule("chargeConsumer", label=item_name, poolIdentifier=ident)]
    if key == "dice-manual":
        label = f"{item_name} Dice"
        ident = _free(slug(label) or "dice", taken)
        return [new_rule("dicePool", label=label, identifier=ident, dieSize="d6", max="3", initial="zero"),
                new_rule("diceConsumer", label=f"{item_name}: spend dice", poolIdentifier=ident,
                         effectFormula="@sum")]
    raise KeyError(key)


def _free(ident: str, taken: set[str]) -> str:
    if ident not in taken:
        return ident
    n = 2
    while f"{ident}-{n}" in taken:
        n += 1
    return f"{ident}-{n}"
