"""Items: use one (`activate`, engine.md §5.1), equip it, and the items themselves: add, edit, duplicate,
move, delete (all undoable)."""
from __future__ import annotations

import copy
from typing import Any

from ...i18n import Engine
from .. import dying, level_up, spells, steps
from ..activation import activate, find_item
from ..model import ChargePool, DicePool, ItemError, parse_item
from ..pools import pool_id, rule_identifier
from ..predicates import slug
from ..runtime import ActionContext, ActionError
from ..state import copy_json
from .registry import action

EDITABLE = ("name", "type", "equipped", "objectType", "properties", "attack", "activation",
            "tier", "school", "scaling")  # a spell's own (character.md §14.1) too


def _items(ctx: ActionContext) -> list[Any]:
    return list(ctx.char.doc.get("items") or [])


def _check(raw: Any) -> None:
    try:
        parse_item(raw)
    except ItemError as err:
        raise ActionError("invalidStep", Engine.tr("item {path}: {error}").format(path=err.path, error=err.message)
                          if err.path else err.message) from None


def unique_id(ctx: ActionContext, wanted: str) -> str:
    """`wanted` (a slug), or `wanted-2`, `wanted-3`... when the character already has it (as an item's id
    or name: the item index, engine/item_index.py)."""
    base = slug(wanted) or "item"
    candidate, n = base, 1
    while ctx.char.item_taken(candidate):
        n += 1
        candidate = f"{base}-{n}"
    return candidate


@action(steps.AddItem)
def add_item(ctx: ActionContext, step: steps.AddItem) -> None:
    """Add an item (a copy of `raw`); it gets a fresh id when it has none or its id is taken."""
    raw = copy_json(step.raw)
    raw.pop("format", None)
    _check(raw)
    items = _items(ctx)
    at = len(items) if step.at is None else step.at
    if not 0 <= at <= len(items):
        raise ActionError("invalidStep", Engine.tr("'at' must be 0..{last}").format(last=len(items)))
    if not isinstance(raw.get("id"), str) or ctx.char.item_id_used(raw["id"]):
        raw = {"id": unique_id(ctx, str(raw.get("id") or raw.get("name"))),
               **{k: v for k, v in raw.items() if k != "id"}}
    items.insert(at, raw)
    ctx.tx.set(("items",), items)
    ctx.log.append(Engine.tr("{name} added").format(name=raw["name"]))
    level_up.grant_added(ctx, [at])  # its Grant Item rules (character.md §15.5)


@action(steps.AddItems)
def add_items(ctx: ActionContext, step: steps.AddItems) -> None:
    """Add several items at the end in one action (one undo step, one save): an item file's contents."""
    taken = {item.fields.id for item in ctx.char.items} | {item.fields.name for item in ctx.char.items}
    added = []
    for number, given in enumerate(step.raws):
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
    start = len(ctx.char.items)
    ctx.tx.set(("items",), _items(ctx) + added)
    names = [str(raw["name"]) for raw in added]
    shown = ", ".join(names[:5]) + (Engine.tr(" and {count} more").format(count=len(names) - 5)
                                    if len(names) > 5 else "")
    ctx.log.append(Engine.tr("%n items added: {items}", "", len(added)).format(items=shown))
    level_up.grant_added(ctx, list(range(start, start + len(added))))  # their Grant Item rules (§15.5)


@action(steps.EditItem)
def edit_item(ctx: ActionContext, step: steps.EditItem) -> None:
    """Change an item's own fields (`set`, `unset`); rules have their own actions."""
    index = find_item(ctx, step.item)
    changes = step.set
    removed = step.unset
    bad = [key for key in list(changes) + removed if key not in EDITABLE]
    if bad:
        raise ActionError("invalidStep", Engine.tr("{key} cannot be edited here (one of {keys})").format(
            key=repr(bad[0]), keys=", ".join(EDITABLE)))
    old = ctx.char.doc["items"][index]
    new = dict(old)
    new.update(copy.deepcopy(changes))
    for key in removed:
        new.pop(key, None)
    _check(new)
    if new == old:
        return
    ctx.tx.set(("items", index), new)
    what = ", ".join(list(changes) + [Engine.tr("no {key}").format(key=k) for k in removed])
    ctx.log.append(Engine.tr("{name}: edited ({fields})").format(name=new["name"], fields=what))


@action(steps.DuplicateItem)
def duplicate_item(ctx: ActionContext, step: steps.DuplicateItem) -> None:
    index = find_item(ctx, step.item)
    raw = copy_json(ctx.char.doc["items"][index])
    raw["name"] = Engine.tr("{name} (copy)").format(name=raw["name"]) if step.name is None else step.name
    raw["id"] = unique_id(ctx, raw["name"])
    items = _items(ctx)
    items.insert(index + 1, raw)
    ctx.tx.set(("items",), items)
    ctx.log.append(Engine.tr("{name} added (a copy of {original})").format(
        name=raw["name"], original=ctx.char.items[index].name))


@action(steps.MoveItem)
def move_item(ctx: ActionContext, step: steps.MoveItem) -> None:
    index = find_item(ctx, step.item)
    items = _items(ctx)
    to = step.to
    if not 0 <= to < len(items):
        raise ActionError("invalidStep", Engine.tr("'to' must be 0..{last}").format(last=len(items) - 1))
    if to == index:
        return
    items.insert(to, items.pop(index))
    ctx.tx.set(("items",), items)
    ctx.log.append(Engine.tr("{name} moved to position {position}").format(
        name=ctx.char.items[index].name, position=to + 1))


@action(steps.DeleteItem)
def delete_item(ctx: ActionContext, step: steps.DeleteItem) -> None:
    """Delete an item and the state of the pools only it defined (engine.md §4)."""
    index = find_item(ctx, step.item)
    name, key = ctx.char.items[index].name, ctx.char.items[index].key
    owners: dict[str, set[int]] = {}
    for item_index, entry in ctx.char.rules_of(ChargePool, DicePool):
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
    ctx.log.append(Engine.tr("{name} deleted with its pools ({pools})").format(name=name, pools=", ".join(gone))
                   if gone else Engine.tr("{name} deleted").format(name=name))
    for number, granted in enumerate(level_up.granted_by(ctx, key, index)):  # what it granted goes too (§15.5)
        if number:  # the items as they are after the last delete (granted_by refreshed them for the first)
            ctx.char.refresh([op[0] for op in ctx.tx.ops])
        if ctx.char.find_item(granted) is not None:  # (a grant of a grant may have gone with the one before)
            delete_item(ctx, steps.DeleteItem(item=granted))


@action(steps.Activate)
def do_activate(ctx: ActionContext, step: steps.Activate) -> None:
    index = ctx.char.find_item(step.item)
    if index is not None and ctx.char.items[index].fields.type == "spell":
        spells.cast(ctx, index, step, None, None)  # activating a spell casts it with its tier's mana (§14.2)
        return
    states = ctx.char.states
    if "dead" in states:
        raise ActionError("conditionPrevents", Engine.tr("the dead cannot act (Dead)"))
    activate(ctx, step)
    dying.attack_save(ctx, "dying" in states, step.dyingSave, step.waive)  # character.md §11.4


@action(steps.Equip)
def equip(ctx: ActionContext, step: steps.Equip) -> None:
    index = find_item(ctx, step.item)
    on = step.on
    item = ctx.char.items[index]
    if not item.is_object:
        raise ActionError("notEquippable", Engine.tr("{name} is a {type}, not an object").format(
            name=item.name, type=item.fields.type))
    ctx.tx.set(("items", index, "equipped"), on)
    ctx.log.append((Engine.tr("{name} equipped") if on else Engine.tr("{name} unequipped")).format(name=item.name))
