"""Actions in the game's words, for undo and redo lines, menus and the log."""
from __future__ import annotations

from typing import Any

from ..runtime import plural
from .character import FIELD_WORDS

_WORDS = {"startEncounter": "Start encounter", "endEncounter": "End encounter", "rollInitiative": "Roll initiative",
          "startTurn": "Start turn", "endTurn": "End turn", "undo": "Undo", "redo": "Redo"}


_POOL_WORDS = {"setDie": "Set a die of", "removeDie": "Remove a die from", "rollDie": "Roll a die into",
               "rerollDie": "Reroll a die of", "rollCharge": "Roll a die from", "spend": "Spend"}


_ITEM_VERBS = {"activate": "Use", "addItem": "Add", "editItem": "Edit", "duplicateItem": "Duplicate",
               "moveItem": "Move", "deleteItem": "Delete"}


def describe_step(step: dict[str, Any], char: Any = None) -> str:
    """An action in the game's words, for undo/redo lines and menus: "Use That all you got?!",
    "Attacked (14 damage)", "Rules Builder edits on Wand of Testing". With the character (`char`),
    items and pools are named as the sheet shows them; without, by the ids the step uses."""
    do = str(step.get("do", "action"))

    def item() -> str:
        key = step.get("item")
        if char is not None and isinstance(key, str):
            index = char.find_item(key)
            if index is not None:
                return str(char.items[index].name)
        raw = step.get("raw")
        if key is None and isinstance(raw, dict) and isinstance(raw.get("name"), str):
            return raw["name"]
        return str(key) if key is not None else "an item"

    def pool() -> str:
        pid = step.get("pool")
        if char is not None and isinstance(pid, str):
            try:
                view = char.pools().get(pid)
            except Exception:  # a character that cannot resolve its pools still gets a description
                view = None
            if view is not None:
                return str(view.label)
        return str(pid)

    if do in _ITEM_VERBS:
        return f"{_ITEM_VERBS[do]} {item()}"
    if do == "rest":
        return f"{str(step.get('kind', '')).capitalize()} rest"
    if do == "set":
        field = str(step.get("field"))
        value = step.get("value")
        return f"Set {FIELD_WORDS.get(field, field)}" + (f" to {value}" if value is not None else "")
    if do == "state":
        return f"{str(step.get('name', '')).capitalize()} {'on' if step.get('on') else 'off'}"
    if do == "equip":
        return f"{'Equip' if step.get('on') else 'Unequip'} {item()}"
    if do == "enableRule":
        return f"{'Enable' if step.get('on') else 'Disable'} a rule of {item()}"
    if do == "addItems":
        raws = step.get("raws")
        return f"Add {plural(len(raws), 'item')}" if isinstance(raws, list) else "Add items"
    if do == "setRules":
        return f"Rules Builder edits on {item()}"
    if do in ("editRule", "addRule", "deleteRule"):
        return f"{do[:-4].capitalize()} a rule of {item()}"
    if do == "fire":
        from ..runtime import TRIGGER_NAMES
        trigger = str(step.get("trigger"))
        return f"Trigger {TRIGGER_NAMES.get(trigger, trigger)}"
    if do == "attacked":
        what = " ".join(str(w) for w in (step.get("damage"), step.get("type"), "damage") if w is not None and w != "")
        return f"Attacked ({what}{', critical' if step.get('critical') is True else ''})"
    if do in ("damage", "heal"):
        amount = step.get("amount")
        return do.capitalize() + (f" ({amount}{' HP' if do == 'heal' else ''})" if amount is not None else "")
    if do == "setCharges":
        return f"Set {pool()} to {step.get('value')}"
    if do in _POOL_WORDS:
        return f"{_POOL_WORDS[do]} {pool()}"
    if do in _WORDS:
        return _WORDS[do]
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in do).strip()  # "spendHitDice"
    return words[:1].upper() + words[1:]
