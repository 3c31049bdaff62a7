"""What the sheet shows of a spell before it is cast, without Qt (character.md §14): its row's subtitle
("Tier 1 · fire · 1 mana · 2 actions · concentration"), whether Cast asks for the mana (an upcast is possible),
and the upcast in words ("+1d6 damage, Range +2 for 1 more mana"). The cast itself, and its refusals, are
the engine's (engine/spells.py), worked out by the preview the Cast dialog runs through the runner."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.action_tracker import base_cost
from ..engine.model import ItemEntry
from ..engine.spell_fields import can_upcast, highest_tier, scaling, selected
from ..engine.spells import DAMAGE_DELTAS, delta_words, upcast_damage
from ..engine.world import Character
from ..i18n import QT_TRANSLATE_NOOP, Labels, Views
from .formula_words import formula_words

# An attack's delivery in its item's line ("melee 1d12 + STR"); the item keeps its rules' word.
DELIVERY_WORDS: Labels[str, str] = Labels("Views", {"melee": QT_TRANSLATE_NOOP("Views", "melee"),
                                                   "ranged": QT_TRANSLATE_NOOP("Views", "ranged")})


def delivery_word(delivery: str | None) -> str:
    """"melee", "ranged" in the player's language; no delivery: "attack"; another as the rules write it."""
    if not delivery:
        return Views.tr("attack")
    return DELIVERY_WORDS.get(delivery, delivery)


def spell_subtitle(fields: Any, raw: dict[str, Any] | None = None) -> str:
    """"Tier 2 · lightning · 2 mana · 1 action · concentration"; a cantrip says so and costs no mana."""
    tier = fields.tier
    parts = [Views.tr("Cantrip") if tier == 0 else Views.tr("Tier {tier}").format(tier=tier)]
    if fields.school:
        parts.append(fields.school)
    if tier:
        parts.append(Views.tr("{mana} mana").format(mana=tier))
    actions = base_cost(raw if raw is not None else {"activation": fields.activation})
    if actions:
        parts.append(Views.tr("%n actions", "", actions))
    properties = fields.properties
    chosen = properties.get("selected") if isinstance(properties, dict) else properties
    if isinstance(chosen, list) and "concentration" in chosen:
        parts.append(Views.tr("concentration"))
    if fields.attack is not None:
        delivery = delivery_word(fields.attack.delivery)
        parts.append(f"{delivery} {formula_words(fields.attack.damage)}")  # "1d6 + INT"
    return " · ".join(parts)


@dataclass(frozen=True)
class CastChoice:
    """What Cast can ask: the mana from the tier up to what may be spent, and an upcast choice's options."""

    tier: int
    most: int  # the most mana an upcast may spend (the highest unlocked tier), at least the tier
    choices: list[str]  # upcastChoice's labels ([] for upcast or none)

    @property
    def asks(self) -> bool:
        """Whether Cast asks first: only when there is more than one way to cast it."""
        return self.most > self.tier


def cast_choice(char: Character, item: ItemEntry) -> CastChoice:
    tier = item.fields.tier
    highest = highest_tier(char)
    most = max(tier, highest or 0) if can_upcast(item) else tier
    found = scaling(item)
    choices = found.get("choices") if found.get("mode") == "upcastChoice" else None
    labels = [str(c.get("label") or Views.tr("Option {number}").format(number=i + 1)) for i, c in enumerate(choices)
              if isinstance(c, dict)] if isinstance(choices, list) else []
    return CastChoice(tier, most, labels)


def _deltas(item: ItemEntry, choice: int | None) -> list[dict[str, Any]]:
    found = scaling(item)
    if found.get("mode") == "upcastChoice":
        choices = found.get("choices")
        picked = choices[choice] if isinstance(choices, list) and choice is not None and \
            0 <= choice < len(choices) and isinstance(choices[choice], dict) else {}
        deltas = picked.get("deltas")
    else:
        deltas = found.get("deltas")
    return [d for d in deltas if isinstance(d, dict)] if isinstance(deltas, list) else []


def upcast_words(item: ItemEntry, mana: int, choice: int | None = None) -> str:
    """"+1d6 damage, Range +2 for 1 more mana (damage 3d6 + 1d6)"; "" at the tier's own mana."""
    steps_up = mana - item.fields.tier
    if steps_up <= 0:
        return ""
    deltas = _deltas(item, choice)
    said = [delta_words(delta, steps_up) for delta in deltas]
    if not said:
        return Views.tr("no upcast effect for {count} more mana").format(count=steps_up)
    damage = item.fields.attack.damage if item.fields.attack is not None else None
    if damage is not None:
        for delta in deltas:
            if delta.get("operation") in DAMAGE_DELTAS:
                damage = upcast_damage(damage, delta, steps_up)
    if damage is not None and damage != item.fields.attack.damage:  # type: ignore[union-attr]
        return Views.tr("{effects} for {count} more mana (damage {damage})").format(effects=", ".join(said),
                                                                                   count=steps_up, damage=damage)
    return Views.tr("{effects} for {count} more mana").format(effects=", ".join(said), count=steps_up)


def concentration_note(char: Character, item: ItemEntry) -> str:
    """A concentration spell ends the one held: "Ends your concentration on Static Web"."""
    if "concentration" not in selected(item):
        return ""
    key = char.doc.get("concentratingOn")
    index = char.find_item(key) if isinstance(key, str) else None
    if index is None or char.items[index] is item:
        return Views.tr("Concentration: you hold it until you stop or a critical hit breaks it")
    return Views.tr("Concentration: ends your concentration on {spell}").format(spell=char.items[index].name)
