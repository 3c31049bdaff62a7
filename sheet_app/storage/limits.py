"""Document limits: sizes past which a character or item file is refused, with a message naming the
limit (docs/file-formats.md, "Limits"). They sit far above anything a table uses and keep every
action and `sheet-app check` fast; a dice pool's own cap (100 dice) is the engine's (engine.md §4)."""
from __future__ import annotations

from typing import Any

from ..engine.document import MAX_ITEMS, MAX_RULES_PER_ITEM, MAX_SAVED_POOLS  # noqa: F401 (set once, there)
from ..i18n import Storage


def item_problem(item: Any, where: str = "") -> str | None:
    """Why one item is past a limit, naming the field, or None."""
    rules = item.get("rules") if isinstance(item, dict) else None
    if isinstance(rules, list) and len(rules) > MAX_RULES_PER_ITEM:
        return Storage.tr("{where}rules: {count:,} rules, more than the limit of {limit:,} rules per item").format(
            where=where, count=len(rules), limit=MAX_RULES_PER_ITEM)
    return None


def items_problem(items: Any, where: str = "items") -> str | None:
    """Why a list of items is past a limit (count, or one item's rules), or None."""
    if not isinstance(items, list):
        return None
    if len(items) > MAX_ITEMS:
        return Storage.tr("{where}: {count:,} items, more than the limit of {limit:,} items").format(
            where=where, count=len(items), limit=MAX_ITEMS)
    for index, item in enumerate(items):
        found = item_problem(item, f"{where}[{index}].")
        if found:
            return found
    return None


def character_problem(doc: Any) -> str | None:
    """Why a character document is past a limit (or holds a saved pool number that is null), naming the
    field, or None."""
    if not isinstance(doc, dict):
        return None
    found = items_problem(doc.get("items"))
    if found:
        return found
    pools = doc.get("pools")
    if isinstance(pools, dict) and len(pools) > MAX_SAVED_POOLS:
        return Storage.tr("pools: {count:,} saved pools, more than the limit of {limit:,}").format(
            count=len(pools), limit=MAX_SAVED_POOLS)
    for key, state in pools.items() if isinstance(pools, dict) else ():
        # A saved state's numbers may be left out, never null (the engine counts them).
        if isinstance(state, dict) and "current" in state and state["current"] is None:
            return Storage.tr("pools.{key}.current: must be a whole number (got null)").format(key=key)
        if isinstance(state, dict) and "faces" in state and state["faces"] is None:
            return Storage.tr("pools.{key}.faces: must be a list of whole numbers (got null)").format(key=key)
    return None
