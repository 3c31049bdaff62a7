"""The numbers the table asks for, in the sheet's words: skills, saves, Armor and speed (character.md §10),
and what a roll's mode will be before it is rolled (§11.2, §11.3). Worked out without Qt: the skills panel,
the roll dialog, the faces prompt and the printed sheet show these.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine.attack_modes import attack_mode, kept_index
from ..engine.formulas import reference_word
from ..engine.model import MOVEMENT_MODES, SKILL_STATS, STATS
from ..engine.rolls import Mode, modifier, name_of, net_mode
from ..engine.vocab import skill_word, stat_word
from ..engine.world import Character
from ..i18n import QT_TRANSLATE_NOOP, Labels, Views

MINUS = "\u2212"
# The movement modes in words (the sheet's names; their keys are the documents'). The stats and skills are
# the engine's words (engine/vocab.py, engine/formulas.py `reference_word` for "STR").
SPEED_WORDS = Labels("Views", {"walk": QT_TRANSLATE_NOOP("Views", "walk"), "fly": QT_TRANSLATE_NOOP("Views", "fly"),
                               "climb": QT_TRANSLATE_NOOP("Views", "climb"), "swim": QT_TRANSLATE_NOOP("Views", "swim"),
                               "burrow": QT_TRANSLATE_NOOP("Views", "burrow")})


def stat_name(key: str) -> str:
    """"Strength" (a key of STATS), "Stealth" (of SKILLS); any other key capitalised."""
    if key in STATS:
        return stat_word(key)
    return skill_word(key) if key in SKILL_STATS else key.capitalize()


# What a roll of each kind can waive: only Frightened and Taunted can be (character.md decision 4), and
# Taunted changes attacks only.
WAIVABLE = {"skill": ("frightened",), "save": ("frightened",), "stat": ("frightened",),
            "attack": ("frightened", "taunted")}


def signed(value: int) -> str:
    """"+2", "−1" (a true minus, as the log writes it), "+0"."""
    return f"+{value}" if value >= 0 else f"{MINUS}{-value}"


def mode_word(mode: int) -> str:
    """"advantage", "disadvantage 2", "" for none."""
    if not mode:
        return ""
    count = abs(mode)
    if count > 1:
        return (Views.tr("advantage {count}") if mode > 0 else Views.tr("disadvantage {count}")).format(count=count)
    return Views.tr("advantage") if mode > 0 else Views.tr("disadvantage")


@dataclass(frozen=True)
class NumberRow:
    """One row of the skills panel: a skill or a save, its stat, its mod and its shown roll mode."""

    kind: str  # "skill" or "save"
    key: str
    name: str
    stat: str  # "DEX"
    mod: int
    mode: int  # §11.2 step 1 (rules, class, document): conditions are not in it

    @property
    def mod_text(self) -> str:
        return signed(self.mod)

    @property
    def mode_text(self) -> str:
        """"Adv", "Dis 2", "" (the panel's short column)."""
        if not self.mode:
            return ""
        word = Views.tr("Adv", "short for advantage") if self.mode > 0 else Views.tr("Dis", "short for disadvantage")
        return f"{word} {abs(self.mode)}" if abs(self.mode) > 1 else word

    def tip(self) -> str:
        what = name_of(self.kind, self.key)
        if self.mode:
            return Views.tr("{roll}: d20 {mod} ({stat}, {mode} by default). Enter or a click rolls; Shift+Enter asks "
                            "first.").format(roll=what, mod=self.mod_text, stat=self.stat, mode=mode_word(self.mode))
        return Views.tr("{roll}: d20 {mod} ({stat}). Enter or a click rolls; Shift+Enter asks first.").format(
            roll=what, mod=self.mod_text, stat=self.stat)


def skill_rows(char: Character) -> list[NumberRow]:
    """The ten skills, in alphabetical order, each with its stat, its mod and its default mode."""
    numbers = char.numbers()
    return [NumberRow("skill", skill, stat_name(skill), reference_word(stat), numbers[skill],
                      numbers[f"mode.skill.{skill}"]) for skill, stat in SKILL_STATS.items()]


def save_rows(char: Character) -> list[NumberRow]:
    """The four saves, in the stats' order, each with its mod and its default mode (the class's
    advantage and disadvantage, the rules, the sheet's own adjustment)."""
    numbers = char.numbers()
    return [NumberRow("save", stat, stat_name(stat), reference_word(stat), numbers[f"save.{stat}"],
                      numbers[f"mode.save.{stat}"]) for stat in STATS]


def speed_text(char: Character) -> str:
    """"6" or "6 · fly 4 · swim 3": walk, then every other movement mode the character has."""
    numbers = char.numbers()
    others = [f"{SPEED_WORDS.get(mode, mode)} {numbers[mode]}" for mode in MOVEMENT_MODES[1:] if numbers[mode]]
    return " · ".join([str(numbers["walk"]), *others])


def armor_value(char: Character) -> int:
    return char.numbers()["armor"]


# ---- a roll before it is rolled ---------------------------------------------------------------------
@dataclass(frozen=True)
class RollPlan:
    """What a check or an attack will roll with these choices: the net mode, its sources in words, the
    dice, and a line saying how the kept die is chosen."""

    net: int
    sources: tuple[tuple[str, int], ...]
    clamped: bool
    dice: str  # "2d20, the higher counts"
    plus: int | None  # a check's modifier (None for an attack)

    def sources_text(self) -> str:
        """"Poisoned −1 · Roll +2" or "none"."""
        return " · ".join(f"{name} {signed(value)}" for name, value in self.sources) or Views.tr("none")

    def summary(self) -> str:
        """"Net: advantage (2d20, the higher counts) + 4" or "Net: no advantage (1d20) + 4"."""
        word = mode_word(self.net) or Views.tr("no advantage or disadvantage")
        plus = "" if self.plus is None else f" {signed(self.plus)}"
        said = Views.tr("Net: {mode} (clamped to −9..9): {dice}{plus}") if self.clamped else \
            Views.tr("Net: {mode}: {dice}{plus}")
        return said.format(mode=word, dice=self.dice, plus=plus)


def _dice(net: int, die: str) -> str:
    count = abs(net) + 1
    if count == 1:
        return f"1{die}"
    said = Views.tr("{dice}, the higher counts") if net > 0 else Views.tr("{dice}, the lower counts")
    return said.format(dice=f"{count}{die}")


def check_plan(char: Character, kind: str, key: str, own: int = 0, waive: Iterable[str] = ()) -> RollPlan:
    """A check's or save's mode before rolling (engine/rolls.py `net_mode`): its default, the conditions
    (Frightened waived when asked), the roll's own."""
    mode: Mode = net_mode(char, kind, key, own, waive)
    return RollPlan(mode.net, mode.sources, mode.clamped, _dice(mode.net, "d20"), modifier(char, kind, key))


def attack_plan(char: Character, own: int = 0, waive: Iterable[str] = (), die: str = "") -> RollPlan:
    """An attack's mode before rolling (§11.3): the conditions (Frightened and Taunted waived when asked)
    and the player's choice; it applies to the primary die only."""
    found = attack_mode(char.states, list(waive), own)
    # as the attack's log line names it
    sources = tuple(found.sources) + (((Views.tr("chosen", "a roll mode the player chose"), own),) if own else ())
    count = abs(found.net) + 1
    primary = Views.tr("the primary die ({die})").format(die=die) if die else Views.tr("the primary die")
    said = Views.tr("{die} once") if count == 1 else Views.tr("{die} {count} times, the higher counts") \
        if found.net > 0 else Views.tr("{die} {count} times, the lower counts")
    dice = said.format(die=primary, count=count)
    return RollPlan(found.net, sources, found.clamped, dice, None)


def primary_die(char: Character, index: int) -> str:
    """The first die of an item's damage formula ("d12"), the die an attack's mode rolls again; "" if none."""
    import re

    item = char.items[index]
    spec = item.fields.attack
    found = re.search(r"\d*d(\d+)", spec.damage) if spec is not None else None
    return f"d{found.group(1)}" if found else ""


def primary_faces(char: Character, step: dict[str, Any], faces: list[int]) -> tuple[list[int], int, int]:
    """The primary die's faces of an attack rolled with `faces` (they come first, §11.3's draw order), the
    index of the one that counts and the net mode."""
    found = attack_mode(char.states, list(step.get("waive") or []), int(step.get("mode") or 0))
    drawn = list(faces[:abs(found.net) + 1])
    return drawn, kept_index(drawn, found.net) if drawn else 0, found.net


def dice_hint(char: Character, step: dict[str, Any]) -> str:
    """What the player's own dice are for, when a roll has a mode: "Advantage: roll 2d20, the higher
    counts." for a check; for an attack, how many times the primary die is rolled. "" otherwise."""
    do = step.get("do")
    if do == "check":
        kind, key = next(((k, step[k]) for k in ("skill", "save", "stat") if step.get(k)), ("", ""))
        if not kind:
            return ""
        plan = check_plan(char, kind, str(key), int(step.get("mode") or 0), step.get("waive") or [])
        if not plan.net:
            return Views.tr("{roll}: roll 1d20 ({mod}).").format(roll=name_of(kind, str(key)),
                                                                 mod=signed(plan.plus or 0))
        return Views.tr("{roll}, {mode} ({sources}): roll {dice}.").format(
            roll=name_of(kind, str(key)), mode=mode_word(plan.net), sources=plan.sources_text(), dice=plan.dice)
    if do == "activate" and (step.get("mode") or char.states):
        found = char.find_item(str(step.get("item")))
        if found is None or char.items[found].fields.attack is None:
            return ""
        plan = attack_plan(char, int(step.get("mode") or 0), step.get("waive") or [], primary_die(char, found))
        if not plan.net:
            return ""
        count = abs(plan.net) + 1
        said = Views.tr("{mode} ({sources}): the first {count} dice are the primary die rolled {count} times; the "
                        "higher counts.") if plan.net > 0 else \
            Views.tr("{mode} ({sources}): the first {count} dice are the primary die rolled {count} times; the "
                     "lower counts.")
        return said.format(mode=mode_word(plan.net).capitalize(), sources=plan.sources_text(), count=count)
    return ""
