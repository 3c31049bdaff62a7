"""The character's proficiencies (character.md §10, §15.5): the document's own `proficiencies`, the class
item's `armorProficiencies` and `weaponProficiencies`, and the active Grant Proficiency rules.

They give the tags `proficiency:armor:<x>`, `proficiency:weapon:<x>` and `proficiency:language:<x>`
(upstream `character.ts _populateBaseTags`); a Grant Proficiency rule's own condition is asked of the
tags without them (a grant cannot depend on what grants give).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .model import GrantProficiency
from .predicates import TagSet
from .rule_types import behaviour

if TYPE_CHECKING:
    from .world import Character

KINDS = ("armor", "weapons", "languages")
TAG_KINDS = {"armor": "armor", "weapons": "weapon", "languages": "language"}
_CLASS_KEYS = {"armor": "armorProficiencies", "weapons": "weaponProficiencies"}


def _words(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str) and v] if isinstance(value, list) else []


def _add(found: list[str], values: list[str]) -> None:
    for value in values:
        if value not in found:
            found.append(value)


@behaviour("grantProficiency")
def proficiencies(char: Character, tags: TagSet | None = None) -> dict[str, list[str]]:
    """Every proficiency by kind (armor, weapons, languages), in the order first given: the document's,
    the class item's, then the grants' in item and rule order; each once."""
    own = char.doc.get("proficiencies")
    own = own if isinstance(own, dict) else {}
    found: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for kind in KINDS:
        _add(found[kind], _words(own.get(kind)))
    item = char.class_item()
    if item is not None:
        for kind, key in _CLASS_KEYS.items():
            _add(found[kind], _words(item.raw.get(key)))
    for index, entry in char.rules_of(GrantProficiency):
        rule = entry.model
        assert isinstance(rule, GrantProficiency)
        if rule.values and tags is None:  # only a grant asks for the tags (most characters have none)
            tags = char.tags_without_proficiencies()
        if rule.values and char.rule_on(index, entry, tags):
            _add(found[rule.proficiencyType], _words(rule.values))
    return found


def proficiency_tags(found: dict[str, list[str]]) -> list[str]:
    """The tags the proficiencies give: proficiency:weapon:Blades …"""
    return [f"proficiency:{TAG_KINDS[kind]}:{value}" for kind in KINDS for value in found[kind]]
