"""An action as Edit ▸ History names it: what the player did, in the game's words, not its first log line
(an Attacked with a reaction logs the reaction's spend first)."""
from __future__ import annotations

from typing import Any

from ..engine.actions import describe_step
from ..i18n import Engine, Views, filled
from .turn_state import attack_words


def _absorbed(line: str) -> dict[str, str] | None:
    """engine/activation.py's "Damage reduction absorbed 5" line (and what follows it), in the log's language."""
    return filled(Engine.tr("Damage reduction absorbed {absorbed}") + "{rest}", line, numbers=("absorbed",))


def _damage(action: dict[str, Any]) -> str:
    """"20 fire damage (critical)": the attack's damage, its type and whether it was a critical."""
    amount = " ".join(str(w) for w in (action.get("damage"), action.get("type")) if w)
    said = Views.tr("{amount} damage").format(amount=amount) if amount else Views.tr("damage")
    return Views.tr("{damage} (critical)").format(damage=said) if action.get("critical") else said


def action_words(action: dict[str, Any], log: list[str], char: Any) -> str:
    """"Attacked: 20 damage, That all you got?! absorbed 5" for an attack taken with reactions; otherwise the
    action's first log line, or its description when it logged nothing."""
    if action.get("do") == "attacked" and not action.get("reactions") and (action.get("defend") or
                                                                          action.get("concentrationSave")):
        # Defend logs its spend first: the attack is what was done.
        return Views.tr("Attacked: {damage}{after}").format(damage=_damage(action), after=attack_words(action))
    if action.get("do") == "attacked" and action.get("reactions"):
        names = []
        for reaction in action.get("reactions") or []:
            consumer = str((reaction or {}).get("consumer", "")) if isinstance(reaction, dict) else ""
            index = char.find_item(consumer) if consumer else None
            name = str(char.items[index].name) if index is not None else consumer
            if name and name not in names:
                names.append(name)
        absorbed = next((found["absorbed"] for found in map(_absorbed, log) if found), None)
        who = Views.tr(" and ", "joins a list: a and b").join(names) or Views.tr("a reaction")
        if absorbed:
            return Views.tr("Attacked: {damage}, {who} absorbed {amount}{after}").format(
                damage=_damage(action), who=who, amount=absorbed, after=attack_words(action))
        return Views.tr("Attacked: {damage}, with {who}{after}").format(damage=_damage(action), who=who,
                                                                        after=attack_words(action))
    return log[0] if log else describe_step(action, char)
