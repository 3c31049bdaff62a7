"""The choices a bonus or grant rule card offers that come from the open character, not the declaration:
the proficiency values its content names (character.md §15.5)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.model import GrantProficiency

if TYPE_CHECKING:
    from ..engine.world import Character


PROFICIENCY_ALL = {"armor": ("all", "All armor", "every armor"),
                   "languages": ("all", "All languages", "every language")}
UNARMED_PROFICIENCY = ("Unarmed Strike", "Unarmed Strike", "lets Unarmed Strike crit (character.md §11.3)")


def proficiency_choices(char: Character, kind: str) -> list[tuple[str, str, str]]:
    """(value, text, tip) for each proficiency of `kind` the character's content names: `all` (armor and
    languages), Unarmed Strike and every item's weapon type (weapons), what the character has already and
    what its class and the other Grant Proficiency rules list."""
    found: dict[str, tuple[str, str, str]] = {}
    if kind in PROFICIENCY_ALL:
        value, text, tip = PROFICIENCY_ALL[kind]
        found[value] = (value, text, tip)
    if kind == "weapons":
        found[UNARMED_PROFICIENCY[0]] = UNARMED_PROFICIENCY
        for item in char.items:
            weapon = item.fields.weaponType
            if weapon and weapon not in found:
                found[weapon] = (weapon, weapon, f"{item.name} needs it to crit")
    for value in char.proficiencies().get(kind, []):
        found.setdefault(value, (value, value, "the character has it already"))
    for index, entry in char.rules_of(GrantProficiency):
        rule = entry.model
        if isinstance(rule, GrantProficiency) and rule.proficiencyType == kind:
            for value in rule.values:
                found.setdefault(value, (value, value, f"granted by {char.items[index].name}"))
    return list(found.values())
