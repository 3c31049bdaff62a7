"""What the sheet's header shows of conditions, actions and reactions, worked out without Qt (character.md
§12, §13): the condition chips with their descriptions and timers in words, the condition picker's list,
the action pips and the heroic reactions with why one cannot be used now.

A reaction's reason is the engine's own refusal: the `reaction` step is worked out and rolled back by the
`preview` it is given (the window's runner, `Operations.preview`), so the tooltip says exactly what clicking
it would say. A reaction rolls no dice, so the preview runs without a roller of its own (which would copy
the whole document for its `after`): the session's dice are not touched either way.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import action_tracker, conditions, steps
from ..engine.session import ActionPreview
from ..engine.vocab import condition_words
from ..engine.world import Character
from ..i18n import QT_TRANSLATE_NOOP, Engine, LabelRows, Labels, Views, filled, translate

# Each condition in a sentence or two, paraphrased from upstream's condition descriptions (en.json
# NIMBLE.conditionDescriptions) with what the sheet does about it (character.md §12.1).
DESCRIPTIONS = Labels("Views", {
    "blinded": QT_TRANSLATE_NOOP("Views", "You cannot see. Your attacks have disadvantage; attacks against you "
                                          "have advantage."),
    "charged": QT_TRANSLATE_NOOP("Views", "Charged with energy (a tag your features may test)."),
    "charmed": QT_TRANSLATE_NOOP("Views", "You cannot attack the one who charmed you (a tag: the GM rules it)."),
    "concentrating": QT_TRANSLATE_NOOP("Views", "You hold a spell. One at a time; a critical hit against you asks "
                                                "for a DC 10 Strength save, and failing it ends the spell. Dying "
                                                "ends it too."),
    "confused": QT_TRANSLATE_NOOP("Views", "You act erratically (a tag: the GM rules it)."),
    "dazed": QT_TRANSLATE_NOOP("Views", "You lose 1 action when it is applied in an encounter; you are Hampered."),
    "dead": QT_TRANSLATE_NOOP("Views", "No actions; items cannot be used and spells cannot be cast."),
    "despair": QT_TRANSLATE_NOOP("Views", "Your attacks have disadvantage; it ends after your next attack or with "
                                          "the encounter."),
    "distracted": QT_TRANSLATE_NOOP("Views", "Your attention is elsewhere (a tag your features may test)."),
    "dying": QT_TRANSLATE_NOOP("Views", "At 0 HP. A hit adds 2 wounds (3 on a critical); you have at most your "
                                        "Dying action limit of actions; attacking or casting asks for a DC 10 "
                                        "Strength save. Healing above 0 ends it."),
    "frightened": QT_TRANSLATE_NOOP("Views", "Every d20 check, save, initiative and attack you make has "
                                             "disadvantage, unless the roll says Frightened does not apply."),
    "grappled": QT_TRANSLATE_NOOP("Views", "Your speed is 0 and attacks against you have advantage; you are "
                                           "Hampered (and Restrained)."),
    "hampered": QT_TRANSLATE_NOOP("Views", "Hampered by another condition, or set by hand; it has no effect of its "
                                           "own."),
    "incapacitated": QT_TRANSLATE_NOOP("Views", "No actions: the refill gives none and reactions are refused; "
                                                "attacks against you have advantage and a melee hit on you is a "
                                                "critical."),
    "invisible": QT_TRANSLATE_NOOP("Views", "Your attacks have advantage; attacks against you have disadvantage."),
    "lastStand": QT_TRANSLATE_NOOP("Views", "Fighting on at the brink (a tag your features may test)."),
    "marked": QT_TRANSLATE_NOOP("Views", "Marked by an enemy or an ally (a tag your features may test)."),
    "paralyzed": QT_TRANSLATE_NOOP("Views", "You cannot move or act: Incapacitated."),
    "petrified": QT_TRANSLATE_NOOP("Views", "Turned to stone: Incapacitated."),
    "poisoned": QT_TRANSLATE_NOOP("Views", "Every d20 check, save, initiative and attack you make has disadvantage."),
    "prone": QT_TRANSLATE_NOOP("Views", "Your attacks have disadvantage; melee attacks against you have advantage, "
                                        "ranged ones disadvantage; you are Hampered."),
    "restrained": QT_TRANSLATE_NOOP("Views", "Your speed is 0 and attacks against you have advantage; you are "
                                             "Hampered (and Grappled)."),
    "riding": QT_TRANSLATE_NOOP("Views", "Mounted (a tag your features may test)."),
    "silenced": QT_TRANSLATE_NOOP("Views", "You cannot cast spells."),
    "slowed": QT_TRANSLATE_NOOP("Views", "Your speed is halved until the end of your next turn; you are Hampered."),
    "smoldering": QT_TRANSLATE_NOOP("Views", "Burning (a tag: the GM rules the damage)."),
    "stunned": QT_TRANSLATE_NOOP("Views", "You cannot act: Incapacitated."),
    "taunted": QT_TRANSLATE_NOOP("Views", "Your attacks have disadvantage, unless the roll says Taunted does not "
                                          "apply."),
    "unconscious": QT_TRANSLATE_NOOP("Views", "Out cold: Incapacitated."),
})
IMPLIERS = {"hampered": conditions.HAMPERING, "incapacitated": conditions.INCAPACITATING,
            "grappled": frozenset({"restrained"}), "restrained": frozenset({"grappled"})}
SHOWN_ELSEWHERE = ("dying",)  # the header's own Dying toggle shows it (beside the HP caption's DYING)


def describe(name: str) -> str:
    """A condition's description ("" for a state that is no condition)."""
    return DESCRIPTIONS.get(conditions.state_name(name) or name, "")


def timer_text(timer: dict[str, int] | None, own_turn: bool) -> str:
    """A timer in words (character.md §12.3), counted from now: End turn ends the turn being played when
    it is the character's own, so `turnEnds: 1` then is "ends at the end of this turn" and outside it
    "ends after your next turn"."""
    if not timer:
        return ""
    kind, count = next(iter(timer.items()))
    if kind == "attacks":
        return Views.tr("ends after your next attack") if count == 1 else \
            Views.tr("ends after {count} more of your attacks").format(count=count)
    if own_turn:
        if count == 1:
            return Views.tr("ends at the end of this turn")
        return Views.tr("ends after your next turn") if count == 2 else \
            Views.tr("ends after {count} more of your turns").format(count=count - 1)
    return Views.tr("ends after your next turn") if count == 1 else \
        Views.tr("ends after {count} more of your turns").format(count=count)


@dataclass(frozen=True)
class ConditionChip:
    """One condition in the header: its state name, words, timer, tooltip; implied ones cannot be removed."""

    name: str
    words: str
    timer: str
    tooltip: str
    implied: bool = False
    spell: str = ""  # the spell concentrated on ("" when not known)

    @property
    def text(self) -> str:
        if self.name == "concentrating" and self.spell:
            return Views.tr("Concentrating on {spell}").format(spell=self.spell)  # "Concentrating on Static Web"
        return f"{self.words} · {self.timer}" if self.timer else self.words


def _concentration_words(char: Character) -> str:
    key = char.doc.get("concentratingOn")
    index = char.find_item(key) if isinstance(key, str) else None
    return char.items[index].name if index is not None else ""


def condition_chips(char: Character) -> list[ConditionChip]:
    """The character's conditions as the header shows them, in upstream's order (the play output's
    `conditions`, dying shown by its own toggle): the stored ones with their timers, then the implied."""
    own_turn = char.doc.get("turnActive") is True
    stored = set(char.states)
    found = []
    for entry in conditions.listed(char):
        name = entry["name"]
        if name in SHOWN_ELSEWHERE:
            continue
        words = condition_words(name)
        if entry.get("implied"):
            causes = [condition_words(s) for s in conditions.STATES if s in IMPLIERS.get(name, ()) and s in stored]
            why = Views.tr(" and ", "joins a list: a and b").join(causes) or Views.tr("another condition")
            goes = Views.tr("It goes when {causes} ends; it cannot be removed on its own.") if len(causes) < 2 else \
                Views.tr("It goes when {causes} end; it cannot be removed on its own.")
            found.append(ConditionChip(name, words, "", Views.tr("{condition} (from {causes}): {description}").format(
                condition=words, causes=why, description=describe(name)) + "\n" + goes.format(causes=why), True))
            continue
        timer = timer_text(entry.get("timer"), own_turn)
        spell = _concentration_words(char) if name == "concentrating" else ""
        if spell:
            timer = Views.tr("on {spell}").format(spell=spell)
        tip = Views.tr("{condition}: {description}").format(condition=words, description=describe(name)) + \
            (f"\n{timer[:1].upper()}{timer[1:]}." if timer else "")
        found.append(ConditionChip(name, words, timer, tip + "\n" + Views.tr("Click × (or press Delete) to remove it."),
                                   spell=spell))
    return found


@dataclass(frozen=True)
class PickerEntry:
    """One condition of the picker: its state name, words, description, and why picking it would be refused
    ("" when it would not); `on`: already on (picking it again only lengthens a timer)."""

    name: str
    words: str
    description: str
    refused: str = ""
    on: bool = False
    timer: str = ""  # an on one's timer in words

    @property
    def note(self) -> str:
        """What the picker says beside the name: why it is refused, else an on one's timer."""
        return self.refused or self.timer


def picker_entries(char: Character) -> list[PickerEntry]:
    """Every condition the `condition` step takes, in upstream's order (bloodied and wounded are derived:
    never offered); an immune one says so ("immune (Fearless)"), an on one its timer."""
    stored = set(char.states)
    timers = conditions.timers_of(char.doc)
    own_turn = char.doc.get("turnActive") is True
    found = []
    for name in conditions.STATES:
        if name in conditions.DERIVED:
            continue
        blocked = conditions.immune_sources(char, name)
        found.append(PickerEntry(name, condition_words(name), describe(name),
                                 Views.tr("immune ({sources})").format(sources=", ".join(blocked)) if blocked else "",
                                 name in stored,
                                 timer_text(timers.get(name), own_turn) if name in stored else ""))
    return found


# The picker's length (character.md §12.3): a count of the character's End turns (a round is one of them:
# the engine counts either the same, as the Rules Builder's Apply Condition does) or of its own attacks.
# (unit, timer kind, tip): the tip is translated when read.
LENGTH_UNITS: LabelRows[tuple[str, str, str]] = LabelRows("Views", (
    ("turns", "turnEnds", QT_TRANSLATE_NOOP("Views", "of your turns: it ends at the end of your turn, that many times "
                                                     "from now")),
    ("rounds", "turnEnds", QT_TRANSLATE_NOOP("Views", "rounds: one of your turns each, so it ends at the end of your "
                                                      "turn that many times from now")),
    ("attacks", "attacks", QT_TRANSLATE_NOOP("Views", "of your attacks: it ends after that many of your own attacks")),
), at=(2,))
# The units' names as the picker lists them (the unit's id, its data, is what code reads).
UNIT_WORDS: Labels[str, str] = Labels("Views", {"turns": QT_TRANSLATE_NOOP("Views", "turns"),
                                                "rounds": QT_TRANSLATE_NOOP("Views", "rounds"),
                                                "attacks": QT_TRANSLATE_NOOP("Views", "attacks")})
UNTIL_REMOVED = QT_TRANSLATE_NOOP("Views", "until removed")  # shown as translate("Views", UNTIL_REMOVED)
OWN_TIMERS = QT_TRANSLATE_NOOP("Views", "Slowed and Despair: their own length")


def length_timer(count: int, unit: str) -> dict[str, int] | None:
    """The `condition` step's timer for a length chosen in the picker; None (0): until removed."""
    if count <= 0:
        return None
    kind = next((kind for name, kind, _tip in LENGTH_UNITS if name == unit), "turnEnds")
    return {kind: count}


def length_words(count: int, unit: str, own_turn: bool) -> str:
    """The chosen length as the chip will say it ("ends after 2 more of your turns"); until removed, what
    that means for the conditions with a timer of their own."""
    timer = length_timer(count, unit)
    return timer_text(timer, own_turn) if timer else translate("Views", OWN_TIMERS)


def condition_for_text(text: str) -> str | None:
    """The condition (as its state) a typed name means, in any case and as the sheet writes it ("last
    stand", "Concentration"); None for any other state."""
    key = text.strip().replace(" ", "").lower()
    for name in conditions.STATES:
        if key in (name.lower(), condition_words(name).replace(" ", "").lower()):
            return name
    return "concentrating" if key == "concentration" else None


# ---- actions and reactions -------------------------------------------------------------------------
@dataclass(frozen=True)
class ActionPips:
    """The action tracker as pips: `current` of `max` filled, `additional` as extra pips."""

    current: int
    max: int
    additional: int
    tracked: bool  # an encounter runs
    tooltip: str

    @property
    def text(self) -> str:
        extra = f" +{self.additional}" if self.additional else ""
        return f"{self.current}/{self.max}{extra}"


def action_pips(char: Character) -> ActionPips:
    actions = action_tracker.actions_of(char.doc)
    tracked = char.encounter is not None
    current, most, extra = actions["current"], actions["max"], actions["additional"]
    if not tracked:
        tip = Views.tr("Actions: {most} a turn, tracked only in an encounter (Play ▸ Start encounter)").format(
            most=most)
    else:
        tip = Views.tr("Actions: {current} of {most} left, +{extra} extra (spent first)") if extra else \
            Views.tr("Actions: {current} of {most} left")
        tip = tip.format(current=current, most=most, extra=extra)
        pending = actions["pendingDelta"]
        if pending:
            tip = Views.tr("{actions}; next turn {delta}").format(actions=tip, delta=f"{pending:+d}")
        tip += ".\n" + Views.tr("They refill at the end of your turn. Click a pip or press Space to spend one action.")
    return ActionPips(current, most, extra, tracked, tip)


@dataclass(frozen=True)
class ReactionButton:
    """One heroic reaction: available now, or why not (the engine's refusal, in its words)."""

    name: str
    words: str
    available: bool
    reason: str
    tooltip: str


REACTION_HELP = Labels("Views", {
    "defend": QT_TRANSLATE_NOOP("Views", "reduce an attack's damage by your Armor (opens Attacked… with Defend "
                                         "ticked)"),
    "interpose": QT_TRANSLATE_NOOP("Views", "step in front of an ally's attack"),
    "opportunityAttack": QT_TRANSLATE_NOOP("Views", "strike a foe leaving your reach"),
    "help": QT_TRANSLATE_NOOP("Views", "give an ally's roll advantage")})


Preview = Callable[[dict[str, Any]], ActionPreview]


def reaction_buttons(char: Character, preview: Preview) -> list[ReactionButton]:
    """The four heroic reactions (character.md §13): why one cannot be used read off the character
    (`reaction_refusal`: no encounter, used, your own turn...), and one that can worked out as its `reaction`
    step would be (its cost after Action Cost rules, or `noActions`)."""
    found = []
    for name in action_tracker.REACTIONS:
        words = action_tracker.reaction_words(name)
        code, reason = action_tracker.reaction_refusal(char, name)
        seen = ActionPreview(False, message=reason) if code else preview(steps.Reaction(name=name).step())
        reason = "" if seen.ok else seen.message
        what = Views.tr("{reaction}: {help}; once a round, not on your turn.").format(reaction=words,
                                                                                      help=REACTION_HELP[name])
        tip = what + "\n" + Views.tr("Not now: {why}").format(why=reason) if reason else \
            f"{what}\n{_cost_words(seen.log)}".rstrip()
        found.append(ReactionButton(name, words, seen.ok, reason, tip))
    return found


def _reaction_cost(log: list[str]) -> str:
    """"1 action (2/3 left)": what the reaction's own line of its preview (engine/action_tracker.py) says it
    spends, read by the engine's own words, so in the log's language."""
    for line in log:
        found = filled(Engine.tr("{reaction} (reaction): {spent} ({left})"), line)
        number = re.search(r"\d+", found["spent"]) if found else None
        if found is None or number is None:
            continue
        count = int(number.group())
        spent = Engine.tr("%n actions spent", "", count)
        changed = found["spent"][len(spent):] if found["spent"].startswith(spent) else ""
        return Views.tr("{cost}{changed} ({left})").format(cost=Views.tr("%n actions", "", count), changed=changed,
                                                           left=found["left"])
    return ""


def _cost_words(log: list[str]) -> str:
    """"Costs 1 action (2/3 left)", from the reaction's own line of its preview."""
    cost = _reaction_cost(log)
    return Views.tr("Costs {cost}").format(cost=cost) if cost else ""


def attack_words(action: dict[str, Any]) -> str:
    """What an Attacked step adds in Edit ▸ History beyond the damage: ", defended" (Defend) and a
    concentration save taken ("concentration save failed")."""
    parts = []
    if action.get("defend"):
        parts.append(Views.tr("defended"))
    save = action.get("concentrationSave")
    if save in ("pass", "fail"):
        parts.append(Views.tr("concentration save passed") if save == "pass" else Views.tr("concentration save failed"))
    return "".join(f", {part}" for part in parts)


def defend_words(char: Character, log: list[str]) -> tuple[str, str]:
    """The Attacked dialog's Defend: what it does ("reduces the damage by Armor 2") and, from the `reaction`
    step's preview log, what it costs now ("Costs 1 action (2/3 left)")."""
    armor = max(0, char.numbers()["armor"])
    return Views.tr("reduces the damage by Armor {armor}").format(armor=armor), _cost_words(log)


def concentration_words(char: Character) -> str:
    """"Concentrating on Static Web: a critical hit asks for a DC 10 Strength save (a failure ends it)"."""
    spell = _concentration_words(char) or Views.tr("a spell")
    return Views.tr("Concentrating on {spell}: a critical hit asks for a DC 10 Strength save; failing it ends "
                    "{spell}.").format(spell=spell)
