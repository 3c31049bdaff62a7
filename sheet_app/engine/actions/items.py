"""Items: use one (`activate`, engine.md §5.1), equip it, and the items themselves: add, edit, duplicate,
move, delete (all undoable)."""
from __future__ import annotations

import copy
from typing import Any

from ..activation import activate, find_item
from ..model import ChargePool, DicePool, ItemError, parse_item
from ..pools import pool_id, rule_identifier
from ..predicates import slug
from ..runtime import ActionContext, ActionError
from .registry import _field, action

EDITABLE = ("name", "type", "equipped", "objectType", "properties", "attack", "activation")


def _items(ctx: ActionContext) -> list[Any]:
    return list(ctx.char.doc.get("items") or [])


def _check(raw: Any) -> None:
    try:
        parse_item(raw)
    except ItemError as err:
        raise ActionError("invalidStep", f"item {err.path}: {err.message}" if err.path else err.message) from None


def unique_id(ctx: ActionContext, wanted: str) -> str:
    """`wanted` (a slug), or `wanted-2`, `wanted-3`... when the character already has it."""
    taken = {item.fields.id for item in ctx.char.items} | {item.fields.name for item in ctx.char.items}
    base = slug(wanted) or "item"
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}-{n}"
    return candidate


@action("addItem")
def add_item(ctx: ActionContext, step: dict[str, Any]) -> None:
    """Add an item (a copy of `raw`); it gets a fresh id when it has none or its id is taken."""
    raw = copy.deepcopy(_field(step, "raw", dict))
    raw.pop("format", None)
    _check(raw)
    items = _items(ctx)
    at = _field(step, "at", int, len(items))
    if not 0 <= at <= len(items):
        raise ActionError("invalidStep", f"'at' must be 0..{len(items)}")
    if not isinstance(raw.get("id"), str) or raw["id"] in {i.fields.id for i in ctx.char.items}:
        raw = {"id": unique_id(ctx, str(raw.get("id") or raw.get("name"))),
               **{k: v for k, v in raw.items() if k != "id"}}
    items.insert(at, raw)
    ctx.tx.set(("items",), items)
    ctx.log.append(f"{raw['name']} added")


@action("addItems")
def add_items(ctx: ActionContext, step: dict[str, Any]) -> None:
    """Add several items at the end in one action (one undo step, one save): an item file's contents."""
    raws = _field(step, "raws", list)
    if not raws:
        raise ActionError("invalidStep", "'raws' must list at least one item")
    taken = {item.fields.id for item in ctx.char.items} | {item.fields.name for item in ctx.char.items}
    added = []
    for number, given in enumerate(raws):
        if not isinstance(given, dict):
            raise ActionError("invalidStep", f"raws[{number}]: an item must be an object")
        raw = copy.deepcopy(given)
        raw.pop("format", None)
        try:
            parse_item(raw)
        except ItemError as err:
            raise ActionError("invalidStep", f"raws[{number}] ({raw.get('name', '?')}): "
                                             f"{err.path + ': ' if err.path else ''}{err.message}") from None
        if not isinstance(raw.get("id"), str) or raw["id"] in taken:
            base = slug(str(raw.get("id") or raw.get("name"))) or "item"
            candidate, n = base, 1
            while candidate in taken:
                n += 1
                candidate = f"{base}-{n}"
            raw = {"id": candidate, **{k: v for k, v in raw.items() if k != "id"}}
        taken.update({raw["id"], raw.get("name")})
        added.append(raw)
    ctx.tx.set(("items",), _items(ctx) + added)
    names = [str(raw["name"]) for raw in added]
    shown = ", ".join(names[:5]) + (f" and {len(names) - 5} more" if len(names) > 5 else "")
    ctx.log.append(f"{len(added)} item{'s' if len(added) != 1 else ''} added: {shown}")


@action("editItem")
def edit_item(ctx: ActionContext, step: dict[str, Any]) -> None:
    """Change an item's own fields (`set`, `unset`); rules have their own actions."""
    index = find_item(ctx, _field(step, "item", str))
    changes = _field(step, "set", dict, {})
    removed = _field(step, "unset", list, [])
    bad = [key for key in list(changes) + removed if key not in EDITABLE]
    if bad:
        raise ActionError("invalidStep", f"{bad[0]!r} cannot be edited here (one of {', '.join(EDITABLE)})")
    old = ctx.char.doc["items"][index]
    new = dict(old)
    new.update(copy.deepcopy(changes))
    for key in removed:
        new.pop(key, None)
    _check(new)
    if new == old:
        return
    ctx.tx.set(("items", index), new)
    what = ", ".join(list(changes) + [f"no {k}" for k in removed])
    ctx.log.append(f"{new['name']}: edited ({what})")


@action("duplicateItem")
def duplicate_item(ctx: ActionContext, step: dict[str, Any]) -> None:
    index = find_item(ctx, _field(step, "item", str))
    raw = copy.deepcopy(ctx.char.doc["items"][index])
    raw["name"] = _field(step, "name", str, f"{raw['name']} (copy)")
    raw["id"] = unique_id(ctx, raw["name"])
    items = _items(ctx)
    items.insert(index + 1, raw)
    ctx.tx.set(("items",), items)
    ctx.log.append(f"{raw['name']} added (a copy of {ctx.char.items[index].name})")


@action("moveItem")
def move_item(ctx: ActionContext, step: dict[str, Any]) -> None:
    index = find_item(ctx, _field(step, "item", str))
    items = _items(ctx)
    to = _field(step, "to", int)
    if not 0 <= to < len(items):
        raise ActionError("invalidStep", f"'to' must be 0..{len(items) - 1}")
    if to == index:
        return
    items.insert(to, items.pop(index))
    ctx.tx.set(("items",), items)
    ctx.log.append(f"{ctx.char.items[index].name} moved to position {to + 1}")


@action("deleteItem")
def delete_item(ctx: ActionContext, step: dict[str, Any]) -> None:
    """Delete an item and the state of the pools only it defined (engine.md §4)."""
    index = find_item(ctx, _field(step, "item", str))
    name = ctx.char.items[index].name
    owners: dict[str, set[int]] = {}
    for item_index, entry in ctx.char.rules():
        if isinstance(entry.model, (ChargePool, DicePool)):
            owners.setdefault(pool_id(rule_identifier(entry), entry.model.scope), set()).add(item_index)
    # The item's own pools go with it; an actor pool goes when no other item defines it. Later
    # instances of its item pools move up to the keys they now have when the action settles.
    gone = [pid if pid.startswith("actor:") else ctx.char.pool_key(pid, index)
            for pid, who in owners.items() if index in who and (who == {index} or not pid.startswith("actor:"))]
    items = _items(ctx)
    items.pop(index)
    ctx.tx.set(("items",), items)
    saved = ctx.tx.get(("pools",), {}) or {}
    for pid in gone:
        if pid in saved:
            ctx.tx.delete(("pools", pid))
    ctx.log.append(f"{name} deleted" + (f" with its pools ({', '.join(gone)})" if gone else ""))


@action("activate")
def do_activate(ctx: ActionContext, step: dict[str, Any]) -> None:
    activate(ctx, _field(step, "item", str), step.get("outcome"), step.get("picks"), step.get("offers"),
             step.get("chargeDice"))


@action("equip")
def equip(ctx: ActionContext, step: dict[str, Any]) -> None:
    index = find_item(ctx, _field(step, "item", str))
    on = _field(step, "on", bool)
    item = ctx.char.items[index]
    if not item.is_object:
        raise ActionError("notEquippable", f"{item.name} is a {item.fields.type}, not an object")
    ctx.tx.set(("items", index, "equipped"), on)
    ctx.log.append(f"{item.name} {'equipped' if on else 'unequipped'}")
