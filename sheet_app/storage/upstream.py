"""Reading upstream (Foundry VTT Nimble) item documents into our item shape.

Only what `check` and `play` need today: the item's name and type, `system.rules[]` verbatim, and
`system.activation.effects[]` pool nodes as activation pool effects. The full importer (character
exports, export back to upstream) builds on this.
"""
from __future__ import annotations

from typing import Any

from ..engine.model import ITEM_TYPES

_POOL_EFFECT_KEYS = ("poolType", "action", "poolIdentifier", "value", "predicate")


def is_upstream_item(data: Any) -> bool:
    """Whether `data` looks like a Foundry item document (name, type and a system object)."""
    return isinstance(data, dict) and isinstance(data.get("system"), dict) and "name" in data and "type" in data \
        and "format" not in data


def item_from_upstream(data: dict[str, Any]) -> dict[str, Any]:
    """Our item dict for an upstream item document; rules are kept exactly as they are."""
    system = data.get("system") or {}
    kind = data.get("type")
    item: dict[str, Any] = {"id": data.get("_id") or None, "name": data.get("name"),
                            "type": kind if kind in ITEM_TYPES else "feature"}
    if item["id"] is None:
        del item["id"]
    if kind == "object":
        item["equipped"] = bool(system.get("equipped", True))
    effects = ((system.get("activation") or {}).get("effects") or [])
    pool = [{k: e[k] for k in _POOL_EFFECT_KEYS if k in e} for e in effects
            if isinstance(e, dict) and e.get("type") == "pool"]
    if pool:
        item["activation"] = {"pool": pool}
    item["rules"] = list(system.get("rules") or [])
    return item
