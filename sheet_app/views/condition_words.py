"""Conditions, actions and spells in words, without Qt (character.md §12-§14): what each condition does (the
Rules Builder's picker tooltips, the party board and the printed sheet), a condition with its timer
("Slowed · ends at the end of your turn"), the actions left ("Actions 2 of 3 + 1 extra"), and a spell's
line ("Tier 3 · fire · 3 mana · concentration"). The effect text is paraphrased from upstream's
`NIMBLE.conditionDescriptions` as character.md §12.1 states what the engine does of it."""
from __future__ import annotations

from typing import Any

from ..engine import action_tracker, conditions, spell_fields
from ..engine.vocab import CONDITION_IDS, condition_words
from ..i18n import QT_TRANSLATE_NOOP, LabelRows, Labels, Views

# What each condition does, in one line (character.md §12.1).
CONDITION_HINTS = Labels("Views", {
    "blinded": QT_TRANSLATE_NOOP("Views", "your attacks −1; attacks against you +1"),
    "bloodied": QT_TRANSLATE_NOOP("Views", "derived: HP at half or less (never applied or stored)"),
    "charged": QT_TRANSLATE_NOOP("Views", "a tag only: no effect in the engine"),
    "charmed": QT_TRANSLATE_NOOP("Views", "a tag only: no effect in the engine"),
    "concentration": QT_TRANSLATE_NOOP("Views", "one spell at a time; a critical hit on you asks for a DC 10 STR "
                                                "save, a failure ends it"),
    "confused": QT_TRANSLATE_NOOP("Views", "a tag only: no effect in the engine"),
    "dazed": QT_TRANSLATE_NOOP("Views", "loses 1 action when applied in an encounter; implies Hampered"),
    "dead": QT_TRANSLATE_NOOP("Views", "no actions; using items and casting are refused"),
    "despair": QT_TRANSLATE_NOOP("Views", "your attacks −1; ends after your next attack or at the encounter's end"),
    "distracted": QT_TRANSLATE_NOOP("Views", "a tag only: no effect in the engine"),
    "dying": QT_TRANSLATE_NOOP("Views", "at 0 HP: actions capped at the Dying limit, a hit adds 2 wounds (3 on a "
                                        "critical)"),
    "frightened": QT_TRANSLATE_NOOP("Views", "every d20 check, save, initiative and attack of yours −1"),
    "grappled": QT_TRANSLATE_NOOP("Views", "every speed 0; attacks against you +1; implies Hampered and Restrained"),
    "hampered": QT_TRANSLATE_NOOP("Views", "no effect of its own; implied while dazed, grappled, prone, slowed or "
                                           "restrained"),
    "incapacitated": QT_TRANSLATE_NOOP("Views", "no actions or reactions; attacks against you +1 and a melee hit is a "
                                                "critical"),
    "invisible": QT_TRANSLATE_NOOP("Views", "your attacks +1; attacks against you −1"),
    "lastStand": QT_TRANSLATE_NOOP("Views", "a tag only: no effect in the engine"),
    "marked": QT_TRANSLATE_NOOP("Views", "a tag only: no effect in the engine"),
    "paralyzed": QT_TRANSLATE_NOOP("Views", "as Incapacitated (implies it)"),
    "petrified": QT_TRANSLATE_NOOP("Views", "as Incapacitated (implies it)"),
    "poisoned": QT_TRANSLATE_NOOP("Views", "every d20 check, save, initiative and attack of yours −1"),
    "prone": QT_TRANSLATE_NOOP("Views", "your attacks −1; melee against you +1, ranged −1; implies Hampered"),
    "restrained": QT_TRANSLATE_NOOP("Views", "every speed 0; attacks against you +1; implies Hampered and Grappled"),
    "riding": QT_TRANSLATE_NOOP("Views", "a tag only: no effect in the engine"),
    "silenced": QT_TRANSLATE_NOOP("Views", "casting is refused"),
    "slowed": QT_TRANSLATE_NOOP("Views", "every speed halved until the end of your next turn; implies Hampered"),
    "stunned": QT_TRANSLATE_NOOP("Views", "as Incapacitated (implies it)"),
    "smoldering": QT_TRANSLATE_NOOP("Views", "a tag only: no effect in the engine"),
    "taunted": QT_TRANSLATE_NOOP("Views", "your attacks −1, unless the roll waives it"),
    "unconscious": QT_TRANSLATE_NOOP("Views", "as Incapacitated (implies it)"),
    "wounded": QT_TRANSLATE_NOOP("Views", "derived: wounds above 0 (never applied or stored)"),
})
if set(CONDITION_HINTS) != set(CONDITION_IDS):  # a condition added to the engine's list needs its words
    raise RuntimeError(f"condition hints differ from CONDITION_IDS: {set(CONDITION_HINTS) ^ set(CONDITION_IDS)}")

# A built-in timer in words (character.md §12.3), for the Apply Condition card's "its own" choice.
# The longest timer the sheet's controls offer (the picker, the Rules Builder, the GM's dialog); a longer one
# is typed in the rule's raw JSON or sent by a play script.
MOST_TIMER = 99

BUILT_IN_WORDS = Labels("Views", {"slowed": QT_TRANSLATE_NOOP("Views", "until the end of your next turn"),
                                   "despair": QT_TRANSLATE_NOOP("Views", "until your next attack")})
# The spell properties `spell_line` names in words (any other is shown as stored).
PROPERTY_WORDS = Labels("Views", {"concentration": QT_TRANSLATE_NOOP("Views", "concentration"),
                                  "range": QT_TRANSLATE_NOOP("Views", "range"),
                                  "reach": QT_TRANSLATE_NOOP("Views", "reach")})


def hint(name: str) -> str:
    """What a condition (id or state name) does, in one line."""
    return CONDITION_HINTS.get("concentration" if name == "concentrating" else name, "")


def own_timer_words(condition: str) -> str:
    """What "the condition's own timer" means for one condition (blank: none chosen yet)."""
    if not condition:
        return Views.tr("the condition's own timer (Slowed: to the end of your next turn; Despair: your next attack; "
                        "others until removed)")
    built = BUILT_IN_WORDS.get(condition)
    return Views.tr("{condition}'s own: {timer}").format(condition=condition_words(condition), timer=built) \
        if built else Views.tr("{condition} has no timer of its own: it lasts until it is removed").format(
            condition=condition_words(condition))


def condition_lines(char: Any) -> list[str]:
    """The character's conditions, each with its timer or marked implied, in upstream's order:
    ["Prone", "Slowed · ends after 2 more of your turns", "Hampered (implied)"]."""
    lines = []
    for entry in conditions.listed(char):
        words = condition_words(entry["name"])
        if entry.get("implied"):
            lines.append(Views.tr("{condition} (implied)").format(condition=words))
        elif entry.get("timer"):
            lines.append(f"{words} · {conditions.timer_words(entry['timer'])}")
        else:
            lines.append(words)
    return lines


def other_states(char: Any) -> list[str]:
    """The character's states that are no condition (a toggle's "raging"), as the sheet names them."""
    return [name[:1].upper() + name[1:] for name in char.states if name not in conditions.STATES]


def play_lines(char: Any, spells_named: bool = False, say_none: bool = True) -> list[str]:
    """What the table tracks turn by turn, one line each where there is something to say: the conditions
    with their timers, the actions and reactions in an encounter, the mana and spells (and, for the board,
    which spells: the printed sheet lists each with its items). `say_none`: "Conditions: none" when none."""
    found = condition_lines(char)
    lines = [Views.tr("Conditions: {conditions}").format(conditions=", ".join(found))] if found else \
        [Views.tr("Conditions: none")] if say_none else []
    actions = "  ·  ".join(filter(None, [actions_words(char), reactions_words(char)]))
    if actions:
        lines.append(actions)
    spells = spells_summary(char)
    if spells:
        lines.append(spells)
    named = spell_names(char) if spells_named else ""
    if named:
        lines.append(named)
    return lines


def spell_names(char: Any, most: int = 6) -> str:
    """"Spells: Fireball (tier 3, concentration), Ember (cantrip)", the first `most` and how many more."""
    found = []
    for item in char.items:
        if item.fields.type != "spell":
            continue
        tier = Views.tr("cantrip") if item.fields.tier == 0 else Views.tr("tier {tier}").format(tier=item.fields.tier)
        if "concentration" in spell_fields.selected(item):
            found.append(Views.tr("{spell} ({tier}, concentration)").format(spell=item.name, tier=tier))
        else:
            found.append(Views.tr("{spell} ({tier})").format(spell=item.name, tier=tier))
    if not found:
        return ""
    shown = found[:most] + ([Views.tr("{count} more").format(count=len(found) - most)] if len(found) > most else [])
    return Views.tr("Spells: {spells}").format(spells=", ".join(shown))


def actions_words(char: Any) -> str:
    """The actions left ("Actions 2 of 3", "Actions 1 of 3 + 1 extra", "next turn −1"), only during an
    encounter; "" outside one (nothing spends actions then, character.md §13)."""
    if char.encounter is None:
        return ""
    actions = action_tracker.actions_of(char.doc)
    text = Views.tr("Actions {current} of {most}").format(current=actions["current"], most=actions["max"])
    if actions["additional"]:
        text = Views.tr("{actions} + {extra} extra").format(actions=text, extra=actions["additional"])
    if actions["pendingDelta"]:
        text = Views.tr("{actions} (next turn {delta})").format(
            actions=text, delta=f"{actions['pendingDelta']:+d}".replace("-", "−"))
    return text


def reactions_words(char: Any) -> str:
    """The heroic reactions used this round ("Reactions used: Defend"), "" when none or outside an encounter."""
    if char.encounter is None:
        return ""
    used = [action_tracker.reaction_words(name) for name, free in action_tracker.reactions_of(char.doc).items()
            if not free]
    return Views.tr("Reactions used: {reactions}").format(reactions=", ".join(used)) if used else ""


def spell_line(item: Any) -> str:
    """A spell's tier, school, mana cost and properties: "Tier 3 · fire · 3 mana · concentration · upcast"."""
    fields = item.fields
    tier = fields.tier
    parts = [Views.tr("Cantrip") if tier == 0 else Views.tr("Tier {tier}").format(tier=tier)]
    if fields.school:
        parts.append(fields.school)
    parts.append(Views.tr("no mana") if tier == 0 else Views.tr("{mana} mana").format(mana=tier))
    parts.extend(PROPERTY_WORDS.get(p, p) for p in spell_fields.selected(item) if p != "utilitySpell")
    if "utilitySpell" in spell_fields.selected(item):
        parts.append(Views.tr("utility"))
    if spell_fields.can_upcast(item):
        parts.append(Views.tr("upcast"))
    return " · ".join(parts)


def spells_summary(char: Any) -> str:
    """The caster's line: mana, the highest unlocked tier and the spell concentrated on ("" for a
    non-caster without spells)."""
    mana, mana_max = char.mana_total()
    tier = spell_fields.highest_tier(char)
    spells = [item for item in char.items if item.fields.type == "spell"]
    if not mana_max and not spells:
        return ""
    parts = [Views.tr("Mana {mana}/{most}").format(mana=mana, most=mana_max)]
    parts.append(Views.tr("spells up to tier {tier}").format(tier=tier) if tier is not None else
                 Views.tr("no spell tier unlocked"))
    focus = char.doc.get("concentratingOn")
    if focus:
        index = char.find_item(focus) if isinstance(focus, str) else None
        parts.append(Views.tr("concentrating on {spell}").format(
            spell=char.items[index].name if index is not None else focus))
    return " · ".join(parts)


def condition_outcome(session: Any, step: dict[str, Any]) -> str:
    """What a GM's condition request would do to a card's character as the board last read it ("Prone on",
    "Refused: you are immune to Prone (Fearless)"), worked out on the board's own copy with a roller of its
    own (nothing is committed); the player's app decides what really happens."""
    from ..engine.dice import SeededRoller

    preview = session.preview(step, SeededRoller(0))
    if not preview.ok:
        return Views.tr("Refused: {why}").format(why=preview.message or preview.code)
    return "; ".join(preview.log) or Views.tr("Nothing changes: it is so already")


# ---- a spell's fields in the item editor (character.md §14.1) ---------------------------------------------
# (key, text, tip): the text and the tip are translated when read.
SPELL_PROPERTIES = LabelRows("Views", (
    ("concentration", QT_TRANSLATE_NOOP("Views", "Concentration"),
     QT_TRANSLATE_NOOP("Views", "casting it sets concentrating; one spell at a time")),
    ("range", QT_TRANSLATE_NOOP("Views", "Range"), QT_TRANSLATE_NOOP("Views", "a ranged spell")),
    ("reach", QT_TRANSLATE_NOOP("Views", "Reach"), QT_TRANSLATE_NOOP("Views", "a reach spell")),
    ("secretSpell", QT_TRANSLATE_NOOP("Views", "Secret"), QT_TRANSLATE_NOOP("Views", "a secret spell")),
    ("utilitySpell", QT_TRANSLATE_NOOP("Views", "Utility"),
     QT_TRANSLATE_NOOP("Views", "a utility spell (utility spells have no school)"))), at=(1, 2))
SCALING_MODES = LabelRows("Views", (
    ("none", QT_TRANSLATE_NOOP("Views", "No upcasting"), QT_TRANSLATE_NOOP("Views", "it always costs its tier")),
    ("upcast", QT_TRANSLATE_NOOP("Views", "Upcast"),
     QT_TRANSLATE_NOOP("Views", "each mana over its tier applies the deltas once more")),
    ("upcastChoice", QT_TRANSLATE_NOOP("Views", "Upcast with a choice"),
     QT_TRANSLATE_NOOP("Views", "the caster picks one of the choices, each its deltas"))), at=(1, 2))
DELTA_OPERATIONS = ("addFlatDamage", "addDice", "increaseDieSize", "addReach", "addRange", "addTargets",
                    "addAreaSize", "addDC", "addArmor", "addDuration", "addCondition")


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def delta_problem(delta: Any, where: str) -> str:
    """What is wrong with one scaling delta (upstream's ScalingDelta), "" when nothing."""
    if not isinstance(delta, dict):
        return Views.tr("{where} must be an object such as {example}").format(
            where=where, example='{"operation": "addDice", "dice": {"count": 1, "faces": 6}}')
    operation = delta.get("operation")
    if operation not in DELTA_OPERATIONS:
        return Views.tr("{where}: 'operation' must be one of {operations} (not {operation})").format(
            where=where, operations=", ".join(DELTA_OPERATIONS), operation=repr(operation))
    if operation == "addDice":
        dice = delta.get("dice")
        if not isinstance(dice, dict) or not _whole(dice.get("count")) or not _whole(dice.get("faces")) or \
                dice["count"] < 1 or dice["faces"] < 2:
            return Views.tr("{where}: addDice needs 'dice' with a whole 'count' (1 or more) and 'faces' (2 or more)"
                            ).format(where=where)
        return ""
    if operation == "addCondition":
        return "" if isinstance(delta.get("condition"), str) or delta.get("condition") is None else \
            Views.tr("{where}: 'condition' must be a condition's name").format(where=where)
    value = delta.get("value")
    if value is not None and not _whole(value):
        return Views.tr("{where}: 'value' must be a whole number (or null)").format(where=where)
    cap = delta.get("maxDieFaces")
    if operation == "increaseDieSize" and cap is not None and not _whole(cap):
        return Views.tr("{where}: 'maxDieFaces' must be a whole number of faces (or null: d20)").format(where=where)
    return ""


def scaling_problem(mode: str, listed: Any) -> str:
    """What is wrong with a spell's deltas (mode upcast: a list of deltas) or choices (upcastChoice: a list of
    {label, deltas}), "" when nothing."""
    if mode == "none":
        return ""
    if not isinstance(listed, list):
        return Views.tr("the deltas must be a JSON list") if mode == "upcast" else \
            Views.tr("the choices must be a JSON list")
    if mode == "upcast":
        return next((p for p in (delta_problem(d, Views.tr("delta {number}").format(number=n + 1))
                                 for n, d in enumerate(listed)) if p), "")
    for n, choice in enumerate(listed):
        if not isinstance(choice, dict) or not isinstance(choice.get("label"), str) or \
                not isinstance(choice.get("deltas"), list):
            return Views.tr("choice {number} must be an object with a 'label' and a list of 'deltas'").format(
                number=n + 1)
        found = next((p for p in (delta_problem(d, Views.tr("choice {number}, delta {delta}").format(
            number=n + 1, delta=m + 1)) for m, d in enumerate(choice["deltas"])) if p), "")
        if found:
            return found
    return "" if listed else Views.tr("an upcast with a choice needs at least one choice")


def upcast_words(mode: str, listed: list[Any]) -> str:
    """What one more mana does, in the log's words: "Each extra mana: +1d6 damage, Range +4"."""
    from ..engine.spells import delta_words

    if mode == "upcast":
        said = ", ".join(delta_words(d, 1) for d in listed) or Views.tr("nothing (no deltas)")
        return Views.tr("Each extra mana: {effects}").format(effects=said)
    if mode == "upcastChoice":
        return Views.tr("Each extra mana, the caster's choice: {choices}").format(choices="; ".join(
            Views.tr("{choice}: {effects}").format(choice=c["label"] or Views.tr("unnamed"), effects=", ".join(
                delta_words(d, 1) for d in c["deltas"]) or Views.tr("nothing")) for c in listed))
    return Views.tr("It always costs its tier in mana (a cantrip nothing).")
