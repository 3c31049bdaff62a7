"""Upstream (Foundry VTT Nimble) documents: items in and out, character exports in.

The field mapping is documented in docs/file-formats.md. The principle: rules and activation pool
effects are copied verbatim, and everything of the upstream document we do not use is kept aside
under the item's `upstream` key, so that import -> export gives the document back.
"""
from __future__ import annotations

import copy
import re
from typing import Any

from ..engine.document import FORMAT, SIZES, DocumentError, parse_character
from ..engine.model import DIE_SIZES, ITEM_TYPES, MOVEMENT_MODES, SKILLS, STATS
from ..engine.world import Character
from ..i18n import Storage
from .upstream_conditions import add_conditions
from .upstream_levels import CLASS_LEVEL_KEYS, class_level_fields, import_history, whole

# Foundry actor types; an actor document is never an item document.
ACTOR_TYPES = ("character", "npc", "soloMonster", "minion")
# Upstream item types that are not ours; imported as features, their type kept for export.
KNOWN_UPSTREAM_ITEM_TYPES = ITEM_TYPES + ("spell", "monsterFeature")
# Where we keep item fields upstream has no place for (Foundry keeps unknown flag scopes).
FLAG_SCOPE = "sheet-app"
SIDE_KEY = "upstream"
# Item keys the mapping writes to a place of their own in the upstream document.
_MAPPED_ITEM_KEYS = ("id", "name", "type", "rules", "activation", "equipped", "objectType", "properties",
                     SIDE_KEY)
# Foundry document ids: 16 letters and digits. Anything else cannot be an `_id` there.
_FOUNDRY_ID = re.compile(r"^[A-Za-z0-9]{16}$")


CLASS_PROFICIENCIES = ("armorProficiencies", "weaponProficiencies")


def is_upstream_actor(data: Any) -> bool:
    """Whether `data` looks like a Foundry actor document (a type of actor and a system object)."""
    return isinstance(data, dict) and "format" not in data and isinstance(data.get("system"), dict) \
        and data.get("type") in ACTOR_TYPES


def is_upstream_item(data: Any) -> bool:
    """Whether `data` looks like a Foundry item document (name, type and a system object)."""
    return isinstance(data, dict) and isinstance(data.get("system"), dict) and "name" in data \
        and "type" in data and "format" not in data and not is_upstream_actor(data)


def _obj(value: Any) -> dict[str, Any]:
    """`value` when it is a JSON object, else an empty one (upstream documents vary)."""
    return value if isinstance(value, dict) else {}


def _lst(value: Any) -> list[Any]:
    """`value` when it is a list, else an empty one."""
    return value if isinstance(value, list) else []


def json_kind(value: Any) -> str:
    """The JSON name of a value's type, for messages ("an object", "a list", "a number")."""
    if isinstance(value, bool):
        return Storage.tr("true/false", "a JSON value's type, in 'got …'")
    kinds = {dict: Storage.tr("an object", "a JSON value's type, in 'got …'"),
             list: Storage.tr("a list", "a JSON value's type, in 'got …'"),
             str: Storage.tr("text", "a JSON value's type, in 'got …'"),
             int: Storage.tr("a number", "a JSON value's type, in 'got …'"),
             type(None): Storage.tr("null", "a JSON value's type, in 'got …'")}
    kinds[float] = kinds[int]
    return kinds.get(type(value), type(value).__name__)


def upstream_system_id(data: dict[str, Any]) -> str | None:
    """The game system a Foundry document says it belongs to (`_stats.systemId`), if it says."""
    stats = data.get("_stats")
    system_id = stats.get("systemId") if isinstance(stats, dict) else None
    return system_id if isinstance(system_id, str) and system_id else None


def _is_pool_node(node: Any) -> bool:
    """Whether an activation effect node is a pool node."""
    return isinstance(node, dict) and node.get("type") == "pool"


def item_from_upstream(data: dict[str, Any]) -> dict[str, Any]:
    """Our item dict for an upstream item document; rules are kept exactly as they are."""
    system = _obj(data.get("system"))
    kind = data.get("type")
    item_id = data.get("_id")
    # An `_id` that is not text is left in the kept-aside document; the item is known by its name.
    item: dict[str, Any] = {"id": item_id if isinstance(item_id, str) and item_id else None,
                            "name": data.get("name"), "type": kind if kind in ITEM_TYPES else "feature"}
    if item["id"] is None:
        del item["id"]
    if kind == "object":
        item["equipped"] = bool(system.get("equipped", True))
        if isinstance(system.get("objectType"), str) and system["objectType"]:
            item["objectType"] = system["objectType"]
        properties = system.get("properties")
        selected = properties.get("selected") if isinstance(properties, dict) else None
        if isinstance(selected, list) and all(isinstance(p, str) for p in selected):
            item["properties"] = list(selected)
    _import_proficiency_fields(item, kind, system)
    if kind == "class":
        _class_fields(item, system)
    activation = _obj(system.get("activation"))
    effects = _lst(activation.get("effects"))
    _import_cost(item, activation)
    if kind == "spell":
        _spell_fields(item, system, activation, effects)
    # The whole node minus its `type`: ids and upstream's chat keys survive an edit here.
    pool = [{k: copy.deepcopy(v) for k, v in node.items() if k != "type"}
            for node in effects if _is_pool_node(node)]
    if pool:
        item.setdefault("activation", {})["pool"] = pool
    _import_healing(item, effects)
    rules = system.get("rules")
    item["rules"] = copy.deepcopy(rules) if isinstance(rules, list) else []
    # Fields of ours that upstream has no place for come back from our flag scope.
    flags = data.get("flags")
    ours = flags.get(FLAG_SCOPE) if isinstance(flags, dict) else None
    if isinstance(ours, dict):
        for key, value in ours.items():
            if key == "activation" and isinstance(value, dict):
                item["activation"] = {**copy.deepcopy(value), **item.get("activation", {})}
            elif key not in ("name", "type", "rules", SIDE_KEY):
                item[key] = copy.deepcopy(value)
    item[SIDE_KEY] = _side_copy(data)
    return item


def _export_weapon_type(item: dict[str, Any], system: dict[str, Any]) -> None:
    if "weaponType" in item or "weaponType" in system:
        system["weaponType"] = item.get("weaponType") or ""


def _import_proficiency_fields(item: dict[str, Any], kind: Any, system: dict[str, Any]) -> None:
    """A weapon's `weaponType` (the proficiency a wielder needs to crit, character.md §11.3) and a class's
    armor and weapon proficiencies (§10: the class adds them to the character's own)."""
    if kind == "object" and isinstance(system.get("weaponType"), str) and system["weaponType"]:
        item["weaponType"] = system["weaponType"]
    for key in CLASS_PROFICIENCIES if kind == "class" else ():
        if isinstance(system.get(key), list):
            item[key] = [v for v in system[key] if isinstance(v, str) and v]


def _import_healing(item: dict[str, Any], effects: list[Any]) -> None:
    """The first top-level healing node's formula as `activation.healing` (a potion's, character.md §19.16);
    the node itself stays in the kept-aside document."""
    healing = next((node.get("formula") for node in effects if isinstance(node, dict) and node.get("type") == "healing"
                    and not node.get("parentNode") and isinstance(node.get("formula"), str)), None)
    if healing:
        item.setdefault("activation", {})["healing"] = healing
def _class_fields(item: dict[str, Any], system: dict[str, Any]) -> None:
    """engine.md §5.4: the class's hit die and when its mana comes back; character.md §11.2: the saves it
    gives advantage and disadvantage (all kept in `system` on export)."""
    if _int(system.get("hitDieSize")) is not None:
        item["hitDieSize"] = _int(system["hitDieSize"])
    for key in ("mana", "savingThrows"):
        if isinstance(system.get(key), dict):
            item[key] = copy.deepcopy(system[key])
    class_level_fields(item, system)  # what level-up reads and writes (character.md §16)


SPELL_KEYS = ("tier", "school", "scaling", "classes")  # a spell's fields kept in `system` on export (§14.1)


def _spell_fields(item: dict[str, Any], system: dict[str, Any], activation: dict[str, Any],
                  effects: list[Any]) -> None:
    """character.md §14.1, §19.3: a spell's tier, school, properties and scaling; its action cost; its first
    top-level damage node as its `attack` (ranged with the range property, melee with reach). Damage nested
    under a saving throw stays in the kept-aside document and rolls nothing."""
    tier = _int(system.get("tier"))
    item["tier"] = tier if tier is not None and 0 <= tier <= 9 else 0
    item["school"] = system["school"] if isinstance(system.get("school"), str) else ""
    properties = _obj(system.get("properties"))
    chosen = [p for p in _lst(properties.get("selected")) if isinstance(p, str)]
    item["properties"] = {"selected": chosen}
    if isinstance(system.get("scaling"), dict):
        item["scaling"] = copy.deepcopy(system["scaling"])
    if isinstance(system.get("classes"), list):
        item["classes"] = [c for c in system["classes"] if isinstance(c, str)]
    node = next((n for n in effects if isinstance(n, dict) and n.get("type") == "damage" and not n.get("parentNode")
                 and isinstance(n.get("formula"), str) and n["formula"].strip()), None)
    if node is not None:
        delivery = "ranged" if "range" in chosen else "melee" if "reach" in chosen else None
        attack: dict[str, Any] = {"delivery": delivery, "damage": node["formula"]}
        if isinstance(node.get("damageType"), str) and node["damageType"]:
            attack["damageType"] = node["damageType"]
        if isinstance(node.get("id"), str):
            attack["effectId"] = node["id"]  # what a scaling delta's targetEffectId names
        item["attack"] = attack


def _export_object(item: dict[str, Any], system: dict[str, Any], side: Any) -> None:
    if "equipped" in system or "equipped" in item or not isinstance(side, dict):
        system["equipped"] = bool(item.get("equipped", True))
    if "objectType" in item or "objectType" in system:
        system["objectType"] = item.get("objectType") or ""
    if "properties" in item:
        properties = system.get("properties")
        if not isinstance(properties, dict):
            properties = system["properties"] = {}
        properties["selected"] = list(item.get("properties") or [])
    _export_weapon_type(item, system)


def _own_activation(activation: dict[str, Any], side: Any) -> dict[str, Any]:
    """The activation keys of ours that go to our flags: not the pool effects (upstream's nodes), not the
    healing an imported item's node holds, not the cost (`system.activation.cost`)."""
    return {k: v for k, v in activation.items() if k not in ("pool", "cost") and not (k == "healing" and side)}


def _system_keys(kind: Any, side: Any) -> tuple[str, ...]:
    """The item keys an item of this kind writes into `system` (not into our flags) on export."""
    if kind == "class":
        return ("hitDieSize", "mana", "savingThrows", *CLASS_PROFICIENCIES, *CLASS_LEVEL_KEYS)
    if kind == "spell":  # an imported spell's attack is its damage node, which the kept-aside document holds
        return (*SPELL_KEYS, "attack") if isinstance(side, dict) else SPELL_KEYS
    return ("weaponType",) if kind == "object" else ()


def _export_spell(item: dict[str, Any], system: dict[str, Any]) -> None:
    for key in SPELL_KEYS:
        if key in item:
            system[key] = copy.deepcopy(item[key])
    selected = _obj(item.get("properties")).get("selected")
    if isinstance(selected, list):
        properties = system.get("properties")
        if not isinstance(properties, dict):
            properties = system["properties"] = {}
        properties["selected"] = list(selected)


def _import_cost(item: dict[str, Any], activation: dict[str, Any]) -> None:
    """An item's action cost (character.md §10, §13: `{type, quantity, isReaction}`, upstream common.ts)."""
    cost = activation.get("cost")
    if isinstance(cost, dict) and isinstance(cost.get("type"), str):
        item["activation"] = {"cost": {k: copy.deepcopy(cost[k]) for k in ("type", "quantity", "isReaction")
                                       if k in cost}}


def _export_cost(item: dict[str, Any], system: dict[str, Any]) -> None:
    """Our `activation.cost` back into upstream's `system.activation.cost` (its `details` kept)."""
    cost = _obj(item.get("activation")).get("cost")
    if isinstance(cost, dict):
        activation = system.get("activation")
        if not isinstance(activation, dict):
            activation = system["activation"] = {}
        activation["cost"] = {**_obj(activation.get("cost")), **copy.deepcopy(cost)}


def _side_copy(data: dict[str, Any]) -> dict[str, Any]:
    """The upstream document minus what now lives in the item (rules, pool effects, our flags)."""
    side = copy.deepcopy(data)
    system = side.get("system")
    if isinstance(system, dict):
        system.pop("rules", None)
        activation = system.get("activation")
        if isinstance(activation, dict) and isinstance(activation.get("effects"), list):
            # A pool node's slot (with its id) stays so non-pool nodes keep their order around it on export.
            activation["effects"] = [_slot(node) if _is_pool_node(node) else node
                                     for node in activation["effects"]]
    flags = side.get("flags")
    if isinstance(flags, dict):
        flags.pop(FLAG_SCOPE, None)
    return side


def _slot(node: dict[str, Any]) -> dict[str, Any]:
    """The placeholder a pool node leaves in the kept-aside effects list."""
    return {"id": node["id"], "type": "pool"} if "id" in node else {"type": "pool"}


def _merge_pool_effects(slots: list[Any], pool: list[Any]) -> list[Any]:
    """Upstream's effects list with our pool effects put back into their slots (by id, else in order)."""
    pending = [_pool_node(effect) for effect in pool if isinstance(effect, dict)]
    by_id: dict[str, dict[str, Any]] = {}
    for node in pending:
        if isinstance(node.get("id"), str):
            by_id.setdefault(node["id"], node)
    anonymous = [node for node in pending if not isinstance(node.get("id"), str)]
    merged: list[Any] = []
    for node in slots:
        if not _is_pool_node(node):
            merged.append(copy.deepcopy(node))
        elif isinstance(node.get("id"), str):
            if node["id"] in by_id:  # a slot whose pool effect is gone was deleted here
                merged.append(by_id.pop(node["id"]))
        elif anonymous:
            merged.append(anonymous.pop(0))
    placed = {id(node) for node in merged}
    taken = {node.get("id") for node in slots + pending if isinstance(node, dict)}
    # Pool effects added here go after upstream's nodes, in our order.
    for index, node in enumerate(pending):
        if id(node) in placed:
            continue
        if "id" not in node:
            # Upstream addresses activation nodes by id (parentNode); one authored here has none yet.
            base = f"{node.get('poolIdentifier') or 'pool'}-{node.get('action') or 'effect'}-{index}"
            node_id, n = base, 1
            while node_id in taken:
                n += 1
                node_id = f"{base}-{n}"
            taken.add(node_id)
            node = {"id": node_id, **node}
            node.setdefault("parentContext", None)
            node.setdefault("parentNode", None)
        merged.append(node)
    return merged


def _pool_node(effect: dict[str, Any]) -> dict[str, Any]:
    """An upstream pool node for one of our pool effects (`type` after `id`, as upstream writes it)."""
    node: dict[str, Any] = {}
    if "id" in effect:
        node["id"] = copy.deepcopy(effect["id"])
    node["type"] = "pool"
    node.update({k: copy.deepcopy(v) for k, v in effect.items() if k not in ("id", "type")})
    return node


def _with_rules(system: dict[str, Any], rules: list[Any]) -> dict[str, Any]:
    """`system` with `rules` where upstream writes it (after `identifier`), so exports diff cleanly."""
    if "rules" in system or "identifier" not in system:
        return {"rules": rules, **system} if "rules" not in system else {**system, "rules": rules}
    out: dict[str, Any] = {}
    for key, value in system.items():
        out[key] = value
        if key == "identifier":
            out["rules"] = rules
    return out


def item_to_upstream(item: dict[str, Any]) -> dict[str, Any]:
    """An upstream item document for our item: the kept-aside document with our fields written in."""
    side = item.get(SIDE_KEY)
    # An item authored here starts from upstream's minimal shape (Foundry fills the defaults).
    doc: dict[str, Any] = copy.deepcopy(side) if isinstance(side, dict) else {"name": None, "type": None}
    ours: dict[str, Any] = {}
    kind = item.get("type", "feature")
    side_type = doc.get("type")
    # A spell imported as a feature goes back as a spell unless it was retyped here.
    if not (kind == "feature" and isinstance(side_type, str) and side_type not in ITEM_TYPES):
        doc["type"] = kind
    doc["name"] = item.get("name")
    item_id = item.get("id")
    if isinstance(item_id, str) and _FOUNDRY_ID.match(item_id):
        doc["_id"] = item_id
    elif item_id is not None:
        ours["id"] = item_id
    system = doc.setdefault("system", {})
    if not isinstance(system, dict):
        system = doc["system"] = {}
    system = doc["system"] = _with_rules(system, copy.deepcopy(item.get("rules") or []))
    activation_in = _obj(item.get("activation"))
    pool = _lst(activation_in.get("pool"))
    activation = system.get("activation")
    if pool or isinstance(activation, dict):
        if not isinstance(activation, dict):
            activation = system["activation"] = {}
        slots = _lst(activation.get("effects"))
        activation["effects"] = _merge_pool_effects(slots, pool)
    # The healing comes from the activation's healing node, which the kept-aside document holds; the cost goes
    # back to `system.activation.cost`.
    extra_activation = _own_activation(activation_in, side)
    _export_cost(item, system)
    if extra_activation:
        ours["activation"] = copy.deepcopy(extra_activation)
    if kind == "object":
        _export_object(item, system, side)
    elif kind == "spell":
        _export_spell(item, system)
    else:
        for key in ("equipped", "objectType", "properties"):
            if key in item:
                ours[key] = copy.deepcopy(item[key])
    class_keys = _system_keys(kind, side)
    if kind == "class":
        for key in class_keys:
            if key in item:
                system[key] = copy.deepcopy(item[key])
    for key, value in item.items():
        if key not in _MAPPED_ITEM_KEYS and key not in class_keys:
            ours[key] = copy.deepcopy(value)  # e.g. `attack`: upstream models attacks differently
    if ours:
        flags = doc.get("flags")
        if not isinstance(flags, dict):
            flags = doc["flags"] = {}
        flags[FLAG_SCOPE] = ours
    elif not isinstance(side, dict):
        doc.setdefault("flags", {})
    if not isinstance(side, dict):
        doc.setdefault("effects", [])
    return doc


# ----------------------------------------------------------------------------------------------
# Character exports


_int = whole  # a whole number from upstream's number fields (which may be floats like 3.0), else None


def _dict(value: Any) -> dict[str, Any]:
    """The value when it is a dict, else an empty dict (tolerant reads)."""
    return value if isinstance(value, dict) else {}


def _pool_flags(flags: Any) -> list[tuple[str, str, Any, str]]:
    """(kind, pool key, state, flag name) for each pool state in a document's `flags.nimble`."""
    nimble = _dict(_dict(flags).get("nimble"))
    found: list[tuple[str, str, Any, str]] = []
    for flag, kind in (("chargePools", "charge"), ("dicePools", "dice"), ("pools", None)):
        for key, state in _dict(nimble.get(flag)).items():
            guessed = "dice" if isinstance(state, dict) and "faces" in state else "charge"
            found.append((kind or guessed, key, state, flag))
    return found


def _loose_int(value: Any) -> tuple[int | None, bool]:
    """A whole number from a loosely stored upstream value, and whether it had to be coerced.

    Upstream's flags hold what its forms wrote: numbers, numeric strings ("2"), floats (2.0)."""
    exact = _int(value)
    if exact is not None:
        return exact, False
    if isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d+(\.0*)?\s*", value):
        return int(float(value)), True
    if isinstance(value, float) and value == value and abs(value) < 1e15:
        return int(value), True
    return None, False


def _pool_state(kind: str, state: Any, where: str = "", warnings: list[str] | None = None) -> dict[str, Any] | None:
    """Our saved pool state for one upstream pool flag, or None when it has no usable state.

    Upstream stores these flags loosely: numeric strings are read as numbers, faces below 1 are
    raised to 1 and negative counts to 0, each with one warning per field (faces above the die are
    clamped when the character loads, engine.md §4). Our own sheet/1 documents stay strict."""
    notes = warnings if warnings is not None else []
    if not isinstance(state, dict):
        return None
    if kind == "dice":
        field = "faces"
        faces = state.get("faces")
        if faces is None and isinstance(state.get("current"), list):
            faces, field = state["current"], "current"  # older upstream releases kept the faces under `current`
        if not isinstance(faces, list):
            return None
        read = [_loose_int(f) for f in faces]
        if any(value is None for value, _ in read):
            return None
        ints = [max(1, value) for value, _ in read]  # type: ignore[type-var]
        fixes = []
        if any(coerced for _, coerced in read):
            fixes.append(Storage.tr("numbers stored as text read as numbers"))
        if any(value < 1 for value, _ in read):  # type: ignore[operator]
            fixes.append(Storage.tr("faces below 1 raised to 1"))
        if fixes:
            notes.append(f"{where}.{field}: {'; '.join(fixes)}")
        return {"faces": ints}
    field = "current" if "current" in state else "value"
    current, coerced = _loose_int(state.get(field))
    if current is None:
        return None
    fixes = [Storage.tr("a number stored as text read as a number")] if coerced else []
    if current < 0:
        fixes.append(Storage.tr("{current} charges raised to 0").format(current=current))
        current = 0
    if fixes:
        notes.append(f"{where}.{field}: {'; '.join(fixes)}")
    return {"current": current}


def character_from_upstream(actor: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """A sheet/1 character dict for an upstream character export, and warnings about what was guessed."""
    warnings: list[str] = []
    system = _dict(actor.get("system"))
    name = actor.get("name") if isinstance(actor.get("name"), str) and actor.get("name") else "Unnamed"
    if name == "Unnamed":
        warnings.append(Storage.tr("name: missing; the character is called {name!r}").format(name=name))
    items: list[dict[str, Any]] = []
    pools: dict[str, dict[str, Any]] = {}
    used_ids: set[str] = set()
    item_flags: list[tuple[int, int, Any]] = []  # (our item index, upstream index, flags)
    raw_items = _lst(actor.get("items"))
    for index, doc in enumerate(raw_items):
        if not is_upstream_item(doc) or not isinstance(doc.get("name"), str) or not doc["name"]:
            warnings.append(Storage.tr("items[{index}]: not an item document; skipped").format(index=index))
            continue
        item = item_from_upstream(doc)
        if "_id" in doc and "id" not in item and doc["_id"] not in ("", None):
            warnings.append(Storage.tr("items[{index}]._id: must be text (got {kind}); the item is identified by "
                                       "its name").format(index=index, kind=json_kind(doc["_id"])))
        if item.get("id") in used_ids:
            warnings.append(Storage.tr("items[{index}] ({name}): id {id!r} is used twice; the later one is "
                                       "identified by name").format(index=index, name=item["name"], id=item["id"]))
            del item["id"]
        elif "id" in item:
            used_ids.add(item["id"])
        item_flags.append((len(items), index, doc.get("flags")))
        # Pool state now lives under `pools`; a stale copy in the kept-aside document would come back.
        side_flags = _dict(item[SIDE_KEY].get("flags"))
        nimble = _dict(side_flags.get("nimble"))
        for flag in ("chargePools", "dicePools", "pools"):
            nimble.pop(flag, None)
        if "nimble" in side_flags and not nimble:
            del side_flags["nimble"]
        items.append(item)
    # Item pools live on their item (engine.md §4): an item's pool flags are that item's instance.
    keys = _instance_keys(items)
    for ours_index, index, flags in item_flags:
        for kind, key, state, flag in _pool_flags(flags):
            instance = keys(key, ours_index) if isinstance(key, str) else None
            _add_pool(pools, kind, key, state, f"items[{index}].flags.nimble", warnings, instance, flag)
    for kind, key, state, flag in _pool_flags(actor.get("flags")):
        _add_pool(pools, kind, key, state, "flags.nimble", warnings, flag=flag)

    classes = [doc for doc in raw_items if is_upstream_item(doc) and doc.get("type") == "class"]
    levels = [_int(_dict(doc.get("system")).get("classLevel")) for doc in classes]
    level_list = _dict(system.get("classData")).get("levels")
    if classes and all(level is not None and level >= 1 for level in levels):
        level = sum(levels)  # type: ignore[arg-type]  # multiclass: levels add up
    elif isinstance(level_list, list) and level_list:
        level = len(level_list)
    else:
        level = 1
        warnings.append(Storage.tr("level: no class item with a classLevel; level set to 1"))
    key_stats: list[str] = []
    for doc in classes:
        for stat in _lst(_dict(doc.get("system")).get("keyAbilityScores")):
            if stat in STATS and stat not in key_stats:
                key_stats.append(stat)

    abilities = _dict(system.get("abilities"))
    stats: dict[str, int] = {}
    for stat in STATS:
        ability = _dict(abilities.get(stat))
        base = _int(ability.get("baseValue"))
        if base is None:
            base = _int(ability.get("mod"))
        if base is None:
            warnings.append(Storage.tr("system.abilities.{stat}: missing; {stat} set to 0").format(stat=stat))
            base = 0
        stats[stat] = base + (_int(ability.get("bonus")) or 0)

    attributes = _dict(system.get("attributes"))
    sheet: dict[str, Any] = {"format": FORMAT, "name": name, "level": level, "keyStats": key_stats,
                             "stats": stats}
    size = attributes.get("sizeCategory")
    if size in SIZES:
        sheet["size"] = size
    hp = _dict(attributes.get("hp"))
    hp_current, hp_max = _int(hp.get("value")), _int(hp.get("max"))
    if hp_current is None:
        warnings.append(Storage.tr("system.attributes.hp: missing; hit points left at the default"))
    else:
        if hp_max is None or hp_max <= 0:
            # Upstream derives max HP at runtime; a source export may carry 0.
            warnings.append(Storage.tr("system.attributes.hp.max: not in the export; set to the current hit points"))
            hp_max = max(hp_current, 0)
        sheet["hp"] = {"current": hp_current, "max": hp_max}
    wounds = _dict(attributes.get("wounds"))
    wounds_max = _int(wounds.get("max"))
    if wounds_max is None:
        wounds_max = 6 + (_int(wounds.get("bonus")) or 0)
    sheet["wounds"] = {"current": _int(wounds.get("value")) or 0, "max": wounds_max}
    mana = _dict(_dict(system.get("resources")).get("mana"))
    mana_max = _int(mana.get("max"))
    if mana_max is None:
        mana_max = _int(mana.get("baseMax")) or 0
    mana_current = _int(mana.get("current"))
    if mana_current is None:
        mana_current = _int(mana.get("value")) or 0
    sheet["mana"] = {"current": mana_current, "max": mana_max}
    sheet.update(import_history(system, warnings))  # system.levelUpHistory (character.md §16)
    bonuses = _pool_bonuses(system, warnings)
    if bonuses:
        sheet["poolBonuses"] = bonuses
    _round_fields(sheet, attributes, classes, warnings)
    sheet.update(_proficiencies(_dict(system.get("proficiencies"))))
    sheet["states"] = _toggled_states(actor, raw_items, warnings)
    add_conditions(sheet, actor, warnings)  # its status effects, as conditions (character.md §12)
    sheet["items"] = items
    _numbers_fields(sheet, system, attributes, warnings)
    if pools:
        sheet["pools"] = pools
    # The rest of the actor (skills, currency, token...) is not ours to run but not ours to lose.
    sheet[SIDE_KEY] = {k: copy.deepcopy(v) for k, v in actor.items() if k != "items"}
    return sheet, warnings


def _proficiencies(found: dict[str, Any]) -> dict[str, Any]:
    """`{"proficiencies": ...}` from upstream's `system.proficiencies` (armor, weapons, languages: lists of
    words, each once), or {} when it holds none (character.md §10)."""
    kept = {kind: list(dict.fromkeys(v for v in _lst(found.get(kind)) if isinstance(v, str) and v))
            for kind in ("armor", "weapons", "languages")}
    return {"proficiencies": kept} if any(kept.values()) else {}
def _numbers_fields(sheet: dict[str, Any], system: dict[str, Any], attributes: dict[str, Any],
                    warnings: list[str]) -> None:
    """character.md §10's fields of an upstream actor: the skills' points and bonuses, the saves' bonuses, the
    speeds; upstream's derived `mod` values (and a skill's `defaultRollMode`) are dropped. A save's
    `defaultRollMode` is upstream's saved mode minus the one derived here from the class and the rules
    (§11.2), so the sheet shows what upstream showed."""
    skills: dict[str, dict[str, int]] = {}
    for skill in SKILLS:
        entry = _dict(_dict(system.get("skills")).get(skill))
        kept = {key: _int(entry.get(key)) or 0 for key in ("points", "bonus") if _int(entry.get(key))}
        if kept:
            skills[skill] = kept
    if skills:
        sheet["skills"] = skills
    movement = _dict(attributes.get("movement"))
    speeds = {mode: max(0, _int(movement.get(mode)) or 0) for mode in MOVEMENT_MODES
              if _int(movement.get(mode)) is not None}
    if speeds:
        sheet["movement"] = speeds
    saved = _dict(system.get("savingThrows"))
    if not saved:
        return
    saves: dict[str, dict[str, int]] = {stat: {"bonus": _int(_dict(saved.get(stat)).get("bonus")) or 0}
                                        for stat in STATS}
    try:
        raw, _fields, items = parse_character({**sheet, "savingThrows": saves})
        derived: dict[str, int] = Character(raw, items).numbers()
    except (DocumentError, ValueError) as err:
        warnings.append(Storage.tr("system.savingThrows: the saves' roll modes could not be worked out ({err}); left "
                                   "at 0").format(
            err=err))
        derived = {f"mode.save.{stat}": _int(_dict(saved.get(stat)).get("defaultRollMode")) or 0 for stat in STATS}
    for stat in STATS:
        mode = _int(_dict(saved.get(stat)).get("defaultRollMode")) or 0
        own = max(-3, min(3, mode - derived[f"mode.save.{stat}"]))
        if own:
            saves[stat]["defaultRollMode"] = own
    shown = {stat: {k: v for k, v in save.items() if v} for stat, save in saves.items() if any(save.values())}
    if shown:
        sheet["savingThrows"] = shown


def _round_fields(sheet: dict[str, Any], attributes: dict[str, Any], classes: list[Any], warnings: list[str]) -> None:
    """Temporary HP, hit dice and the initiative bonus of an upstream actor, where the export has them."""
    temp = _int(_dict(attributes.get("hp")).get("temp"))
    if temp is not None and temp > 0 and "hp" in sheet:
        sheet["hp"]["temp"] = temp
    # Upstream keys hit dice by size ("12": {"current": 2}); the max is one die per level of each
    # class with that size, plus the bonus dice the actor lists.
    maxima: dict[str, int] = {}
    for doc in classes:
        cls = _dict(doc.get("system"))
        size, level = _int(cls.get("hitDieSize")), _int(cls.get("classLevel"))
        if size is not None and level is not None and f"d{size}" in DIE_SIZES:
            maxima[f"d{size}"] = maxima.get(f"d{size}", 0) + max(0, level)
    for bonus in _lst(attributes.get("bonusHitDice")):
        size, value = _int(_dict(bonus).get("size")), _int(_dict(bonus).get("value"))
        if size is not None and value is not None and f"d{size}" in DIE_SIZES:
            maxima[f"d{size}"] = maxima.get(f"d{size}", 0) + max(0, value)
    dice: dict[str, dict[str, int]] = {}
    for key, state in _dict(attributes.get("hitDice")).items():
        die = f"d{key}" if not str(key).startswith("d") else str(key)
        current = _int(_dict(state).get("current"))
        if die not in DIE_SIZES or current is None:
            warnings.append(Storage.tr("system.attributes.hitDice.{key}: not a hit die; skipped").format(key=key))
            continue
        top = maxima.get(die, max(0, current))
        dice[die] = {"current": max(0, min(current, top)), "max": top}
    if dice:
        sheet["hitDice"] = {size: dice[size] for size in DIE_SIZES if size in dice}
    bonus = _dict(attributes.get("initiative")).get("bonuses")
    if isinstance(bonus, str) and bonus.strip():
        from ..engine import formulas

        formula = f"1d20 + @dexterity + ({bonus.strip()})"
        try:
            formulas.parse(formula)
        except formulas.FormulaError as err:
            warnings.append(Storage.tr("system.attributes.initiative.bonuses: {bonus!r} is not a formula here "
                                       "({problem}); initiative is 1d20 + DEX").format(bonus=bonus,
                                                                                       problem=err.message))
        else:
            sheet["initiative"] = formula


def _add_pool(pools: dict[str, dict[str, Any]], kind: str, key: Any, state: Any, where: str,
              warnings: list[str], instance: str | None = None, flag: str = "pools") -> None:
    """Record one pool flag's state under `pools` (under `instance`, the item's own key, when given),
    warning when unusable."""
    if not isinstance(key, str) or not key:
        return
    ours = _pool_state(kind, state, f"{where}.{flag}.{key}", warnings)
    if ours is None:
        warnings.append(Storage.tr("{where}: pool {key!r} has no usable {kind} state; it starts fresh").format(
            where=where, key=key, kind=kind))
        return
    key = instance or key
    if key in pools:
        warnings.append(Storage.tr("{where}: pool {key!r} has state in two places; the later one is used").format(
            where=where, key=key))
    pools[key] = ours


def _instance_keys(items: list[dict[str, Any]]) -> Any:
    """A function (pool id, item index) -> the key of that item's instance of the pool."""
    from ..engine.model import ItemError, parse_item
    from ..engine.world import Character
    try:
        parsed = [parse_item(item) for item in items]
    except ItemError:
        return lambda key, _index: None  # the character check reports the item; keys stay as upstream's
    char = Character({"items": items}, parsed)
    return lambda key, index: char.pool_key(key, index)


def _pool_bonuses(system: dict[str, Any], warnings: list[str]) -> dict[str, int]:
    """Level-up pool bonuses (engine.md §4): `system.levelUpHistory[].poolMaxBonuses`, summed by identifier."""
    totals: dict[str, int] = {}
    for index, entry in enumerate(_lst(system.get("levelUpHistory"))):
        for identifier, raw in _dict(_dict(entry).get("poolMaxBonuses")).items():
            where = f"system.levelUpHistory[{index}].poolMaxBonuses.{identifier}"
            value, coerced = _loose_int(raw)
            if value is None or not identifier:
                warnings.append(Storage.tr("{where}: {raw!r} is not a whole number; ignored").format(
                    where=where, raw=raw))
                continue
            if coerced:
                warnings.append(Storage.tr("{where}: {raw!r} read as {value}").format(
                    where=where, raw=raw, value=value))
            totals[identifier] = totals.get(identifier, 0) + value
    return {identifier: total for identifier, total in totals.items() if total}


def _toggled_states(actor: dict[str, Any], raw_items: list[Any], warnings: list[str]) -> list[str]:
    """States turned on by active upstream toggle effects (`flags.nimble.toggleEffectRuleId`)."""
    toggles: dict[str, list[str]] = {}
    for doc in raw_items:
        rules = _dict(_dict(doc).get("system")).get("rules")
        for rule in rules if isinstance(rules, list) else []:
            if isinstance(rule, dict) and rule.get("type") == "toggleEffect" \
                    and isinstance(rule.get("id"), str):
                toggles[rule["id"]] = [t for t in _lst(rule.get("tags")) if isinstance(t, str)]
    states: list[str] = []
    effects = _lst(actor.get("effects"))
    for index, effect in enumerate(effects):
        rule_id = _dict(_dict(_dict(effect).get("flags")).get("nimble")).get("toggleEffectRuleId")
        if rule_id is None or _dict(effect).get("disabled") is True:
            continue
        if not isinstance(rule_id, str):
            warnings.append(Storage.tr("effects[{index}].flags.nimble.toggleEffectRuleId: must be text (got "
                                       "{kind}); ignored").format(index=index, kind=json_kind(rule_id)))
            continue
        if rule_id not in toggles:
            warnings.append(Storage.tr("effects[{index}]: toggle for rule {rule_id!r}, which no item has; "
                                       "ignored").format(
                index=index, rule_id=rule_id))
            continue
        for tag in toggles[rule_id]:
            state = tag.split(":", 1)[1] if tag.startswith("self:") else tag
            if state and state not in states:
                states.append(state)
    return states
