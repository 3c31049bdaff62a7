"""What the GM's party board says of a character, worked out without Qt (ui/table draws it): its HP
condition and states in the sheet's words, its armor and last roll, the encounter's initiative order and
whose turn it is, which encounter controls apply, and a player's answer to the GM's attack in one line."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine.rolls import name_of
from ..i18n import QT_TRANSLATE_NOOP, Views, translate

# The sheet's header calls these out in capitals beside HP (ui/sheet/header.py `_show_hp`).
ALARM_STATES = ("dead", "dying")
ALARM_WORDS = {"dead": QT_TRANSLATE_NOOP("Views", "DEAD"), "dying": QT_TRANSLATE_NOOP("Views", "DYING")}


def hp_condition(char: Any) -> str:
    """"DEAD", "DYING" or "BLOODIED" as the sheet's header says it beside HP, else ""."""
    condition = next((translate("Views", ALARM_WORDS[state]) for state in ALARM_STATES if state in char.states), "")
    return condition or (Views.tr("BLOODIED") if "self:bloodied" in char.tags() else "")


def state_words(states: Iterable[str]) -> str:
    """The states in force as the sheet's toggles name them ("Raging, Dazed"), or "none"."""
    shown = [name[:1].upper() + name[1:] for name in states if name not in ALARM_STATES]
    return ", ".join(shown) or Views.tr("none")


def armor_words(char: Any) -> str:
    """"Armor 5": the derived armor (character.md §15.2), named as the sheet's `set` names it."""
    return Views.tr("Armor {armor}").format(armor=char.numbers()["armor"])


def last_roll_words(roll: dict[str, Any] | None) -> str:
    """A player's last d20 roll as the log says it, short: "Last: Stealth check 14 vs 12, succeeded",
    "Last: Will save 9", "Last: Initiative 17"; "" before any (`roll`: protocol.read_roll's fields)."""
    if not roll:
        return ""
    total = roll.get("total")
    said = name_of(roll["kind"], roll["key"]) + (f" {total}" if total is not None else "")
    if roll.get("dc") is not None and roll.get("success") is not None:
        if roll["success"]:
            return Views.tr("Last: {roll} vs {dc}, succeeded").format(roll=said, dc=roll["dc"])
        return Views.tr("Last: {roll} vs {dc}, failed").format(roll=said, dc=roll["dc"])
    return Views.tr("Last: {roll}").format(roll=said)


@dataclass(frozen=True)
class Turn:
    """One character in the initiative order."""

    key: str
    name: str
    initiative: int | None  # None: not rolled yet (listed last, in the cards' order)


def initiative_order(entries: Iterable[Turn]) -> list[Turn]:
    """Highest initiative first; ties and those not rolled yet keep the cards' order."""
    listed = list(entries)
    rolled = sorted((t for t in listed if t.initiative is not None), key=lambda t: -(t.initiative or 0))
    return rolled + [t for t in listed if t.initiative is None]


def order_words(order: list[Turn], turn: str | None) -> str:
    """"Initiative: ▶ Korr 17 · Vesna 12 · Ann (not rolled)", the one whose turn it is marked."""
    if not order:
        return Views.tr("Initiative: nobody at the table yet")
    parts = [("▶ " if t.key == turn else "") + (f"{t.name} {t.initiative}" if t.initiative is not None
                                               else Views.tr("{name} (not rolled)").format(name=t.name)) for t in order]
    return Views.tr("Initiative: {order}").format(order=" · ".join(parts))


def next_turn(order: list[Turn], turn: str | None) -> str | None:
    """Whose turn comes after `turn` (the first at the top of a round, None past the last)."""
    keys = [t.key for t in order]
    if turn not in keys:
        return keys[0] if keys else None
    position = keys.index(turn) + 1
    return keys[position] if position < len(keys) else None


def control_applies(starts: bool, running: bool) -> bool:
    """An encounter control applies: the one that starts an encounter when none runs, the others
    (next round, end) while one does."""
    return starts != running


def answer_words(reactions: list[str], outcome: str, hp: tuple[int, int]) -> str:
    """A player's answer to the GM's attack, for the board: "That all you got?!: 5 absorbed, HP 58 → 48".
    `outcome` is the Attacked dialog's preview ("15 damage: 5 absorbed, HP 58 → 48"); the HP part is
    what actually happened (`hp`: before, after)."""
    damage, _, rest = outcome.partition(": ")
    parts = [part for part in rest.split(", ")[:-1] if part]  # the preview's HP part comes last
    before, after = hp
    parts.append(Views.tr("HP {before} → {after}").format(before=before, after=after) if before != after
                 else Views.tr("HP stays {hp}").format(hp=before))
    who = ", ".join(reactions) if reactions else \
        Views.tr("No reaction to {damage}").format(damage=damage or Views.tr("the attack"))
    return Views.tr("{who}: {effects}").format(who=who, effects=", ".join(parts))


def request_outcome(session: Any, step: dict[str, Any]) -> str:
    """What a GM's damage or attack would do to a card's character as the board last read it ("9 damage:
    HP 49 → 40"), for the GM's dialog: worked out on the board's own copy, never the player's sheet, whose
    app decides what really happens (its reactions included)."""
    from .action_preview import attack_preview

    outcome = attack_preview(session, step)
    return str(outcome.text) if outcome.ok else Views.tr("Refused: {why}").format(why=outcome.message)
