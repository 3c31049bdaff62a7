"""The choices a bonus or grant rule card offers that come from the open character, not the declaration:
the proficiency values its content names (character.md §15.5)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.model import GrantProficiency
from ..i18n import QT_TRANSLATE_NOOP, Labels, Views, translate

if TYPE_CHECKING:
    from ..engine.world import Character


# kind: (value, text, tip); the text and the tip are translated when read, the value is the documents'.
PROFICIENCY_ALL = Labels("Views", {
    "armor": ("all", QT_TRANSLATE_NOOP("Views", "All armor"), QT_TRANSLATE_NOOP("Views", "every armor")),
    "languages": ("all", QT_TRANSLATE_NOOP("Views", "All languages"), QT_TRANSLATE_NOOP("Views", "every language"))},
    at=(1, 2))
UNARMED_PROFICIENCY = ("Unarmed Strike", QT_TRANSLATE_NOOP("Views", "Unarmed Strike"),
                       QT_TRANSLATE_NOOP("Views", "lets Unarmed Strike crit (character.md §11.3)"))


def proficiency_choices(char: Character, kind: str) -> list[tuple[str, str, str]]:
    """(value, text, tip) for each proficiency of `kind` the character's content names: `all` (armor and
    languages), Unarmed Strike and every item's weapon type (weapons), what the character has already and
    what its class and the other Grant Proficiency rules list."""
    found: dict[str, tuple[str, str, str]] = {}
    if kind in PROFICIENCY_ALL:
        value, text, tip = PROFICIENCY_ALL[kind]
        found[value] = (value, text, tip)
    if kind == "weapons":
        value, text, tip = UNARMED_PROFICIENCY
        found[value] = (value, translate("Views", text), translate("Views", tip))
        for item in char.items:
            weapon = item.fields.weaponType
            if weapon and weapon not in found:
                found[weapon] = (weapon, weapon, Views.tr("{item} needs it to crit").format(item=item.name))
    for value in char.proficiencies().get(kind, []):
        found.setdefault(value, (value, value, Views.tr("the character has it already")))
    for index, entry in char.rules_of(GrantProficiency):
        rule = entry.model
        if isinstance(rule, GrantProficiency) and rule.proficiencyType == kind:
            for value in rule.values:
                found.setdefault(value, (value, value,
                                         Views.tr("granted by {item}").format(item=char.items[index].name)))
    return list(found.values())
