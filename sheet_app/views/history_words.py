"""An action as Edit ▸ History names it: what the player did, in the game's words, not its first log line
(an Attacked with a reaction logs the reaction's spend first)."""
from __future__ import annotations

import re
from typing import Any

from ..engine.actions import describe_step
from .turn_state import attack_words

_ABSORBED = re.compile(r"^Damage reduction absorbed (\d+)")


def action_words(action: dict[str, Any], log: list[str], char: Any) -> str:
    """"Attacked: 20 damage, That all you got?! absorbed 5" for an attack taken with reactions; otherwise the
    action's first log line, or its description when it logged nothing."""
    if action.get("do") == "attacked" and not action.get("reactions") and (action.get("defend") or
                                                                          action.get("concentrationSave")):
        # Defend logs its spend first: the attack is what was done.
        damage = " ".join(str(w) for w in (action.get("damage"), action.get("type"), "damage") if w)
        return f"Attacked: {damage}{' (critical)' if action.get('critical') else ''}{attack_words(action)}"
    if action.get("do") == "attacked" and action.get("reactions"):
        damage = " ".join(str(w) for w in (action.get("damage"), action.get("type"), "damage") if w)
        names = []
        for reaction in action.get("reactions") or []:
            consumer = str((reaction or {}).get("consumer", "")) if isinstance(reaction, dict) else ""
            index = char.find_item(consumer) if consumer else None
            name = str(char.items[index].name) if index is not None else consumer
            if name and name not in names:
                names.append(name)
        absorbed = next((m.group(1) for m in map(_ABSORBED.match, log) if m), None)
        who = " and ".join(names) or "a reaction"
        return f"Attacked: {damage}{' (critical)' if action.get('critical') else ''}, " + \
            (f"{who} absorbed {absorbed}" if absorbed else f"with {who}") + attack_words(action)
    return log[0] if log else describe_step(action, char)
