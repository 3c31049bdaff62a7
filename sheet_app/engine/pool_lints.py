"""A consumer bound to another item's pool while its own item defines one (issue 32 item 5).

Following the reference word for word, "That all you got?!" written as its own feature with a Fury Dice
pool `fury-dice` and a consumer of `fury` spends Rage's pool, not its own; nothing else says so, since
`fury` exists. The check warns: "this item's pool is 'fury-dice'; 'fury' is Rage's". A consumer whose item
defines no pool of its kind (the sample's That all you got?!) is the ordinary way to spend another
feature's dice and is not warned about.
"""
from __future__ import annotations

from typing import Any

from ..i18n import Engine
from .model import ChargeConsumer, ChargePool, DicePool
from .pools import rule_identifier
from .world import Character


def other_items_pool(char: Character, index: int | None, rule: Any) -> list[str]:
    """The warning for a Charge or Dice Consumer on item `index` that names an item pool other items
    define while its own item defines a pool of that kind under another identifier; [] otherwise."""
    ident = (rule.poolIdentifier or "").strip()
    if index is None or rule.poolScope != "item" or not ident:
        return []
    kind = ChargePool if isinstance(rule, ChargeConsumer) else DicePool
    own = [rule_identifier(entry) for entry in char.items[index].rules
           if isinstance(entry.model, kind) and entry.model.scope == "item"]
    own = [name for name in own if name]
    if not own or ident in own:
        return []
    owners = [char.items[i].name for i, _key in char.pool_instances().get(ident, []) if i is not None and i != index]
    if not owners:
        return []  # no pool of that name: the pool reference check says so
    and_ = Engine.tr(" and ", "joins item names: Rage and Fury")
    mine = and_.join(repr(name) for name in dict.fromkeys(own))
    theirs = and_.join(Engine.tr("{name}'s", "whose pool: Rage's").format(name=name) for name in dict.fromkeys(owners))
    message = Engine.tr("this item's pools are {mine}; {pool} is {theirs} (set the pool to {first} to spend this "
                        "item's own)") if len(set(own)) > 1 else \
        Engine.tr("this item's pool is {mine}; {pool} is {theirs} (set the pool to {first} to spend this item's own)")
    return [message.format(mine=mine, pool=repr(ident), theirs=theirs, first=repr(own[0]))]
