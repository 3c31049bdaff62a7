"""Level-up and level-down (character.md §16): one level from the choices the caller supplies.

`level_up` checks the whole step against the class's next level first (every missing, extra or
out-of-range choice is `invalidChoice`, its message naming the rule), then writes it in one transaction:
the stats, the skill point, HP, the class item (`classLevel`, `hpData`, `abilityScoreData.<L>.value`), one
hit die, the items with what their Grant Item and Grant Spells rules bring (engine/grants.py), pool bonuses,
and a `levelUpHistory` entry in upstream's shape. `level_down` takes the last entry back, part by part.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..i18n import Engine
from . import grants, hit_dice
from .model import GrantItem, HitDiceAdvantage, ItemEntry, ItemError, parse_item
from .predicates import slug
from .runtime import ActionError
from .state import copy_json
from .vocab import SKILLS, STATS

if TYPE_CHECKING:
    from .runtime import ActionContext
    from .steps import LevelUp
    from .world import Character

SUBCLASS_LEVEL = 3  # upstream levelUpConstants.ts SUBCLASS_LEVEL
EPIC_BOON_LEVEL = 19
MAX_LEVEL = 20
STAT_CAP = 5
SKILL_CAP = 12  # character.md decision 8: enforced at level-up only
INCREASES = {"primary": 1, "secondary": 1, "capstone": 2}  # stats a statIncreaseType raises


@dataclass(frozen=True)
class ClassLevel:
    """What a class's next level asks for, worked out before any choice (the dialog shows the same)."""

    index: int  # the class item's index
    name: str
    identifier: str  # the slug of its name (engine §2)
    new_level: int
    die: str | None  # the hit die the HP roll uses ("d12"): hitDieSize stepped by Increment Hit Dice
    stored_die: str | None  # the class's own, unstepped: the hit die the level adds
    advantage: int  # extra dice the HP roll keeps the highest of (Hit Dice Advantage, maxHpIncrease)
    advantage_from: tuple[str, ...]
    increase: str | None  # primary | secondary | capstone | None
    key_stats: tuple[str, ...]

    @property
    def faces(self) -> int:
        return int(self.die[1:]) if self.die else 0

    @property
    def average(self) -> int:
        """ceil((N + 1) / 2)."""
        return math.ceil((self.faces + 1) / 2)


def class_index(char: Character, name: str | None) -> int:
    """The class item named (by id or name; default the first); `invalidChoice` when there is none."""
    if name is None:
        found = next((i for i, item in enumerate(char.items) if item.fields.type == "class"), None)
        if found is None:
            raise ActionError("invalidChoice", Engine.tr("levelling up needs a class item: the character has none"))
        return found
    index = char.find_item(name)
    if index is None or char.items[index].fields.type != "class":
        raise ActionError("invalidChoice", Engine.tr("levelling up needs a class item: {name} is none")
                          .format(name=repr(name)))
    return index


def _stored_die(raw: dict[str, Any]) -> str | None:
    size = raw.get("hitDieSize")
    if isinstance(size, str) and size.isdigit():
        size = int(size)
    if isinstance(size, int) and not isinstance(size, bool) and f"d{size}" in hit_dice.CHAIN:
        return f"d{size}"
    return size if isinstance(size, str) and size in hit_dice.CHAIN else None


def _advantage(char: Character) -> tuple[int, tuple[str, ...]]:
    """The highest `amount` of the active Hit Dice Advantage rules for the level-up roll, and their names."""
    found = [(index, entry) for index, entry in char.rules_of(HitDiceAdvantage)
             if entry.model.rollContext == "maxHpIncrease"  # type: ignore[union-attr]
             and char.rule_on(index, entry)]
    amounts = [entry.model.amount for _index, entry in found]  # type: ignore[union-attr]
    names = tuple(entry.model.label or char.items[index].name for index, entry in found)  # type: ignore[union-attr]
    return (max(amounts) if amounts else 0), names


def key_stats(char: Character, raw: dict[str, Any]) -> tuple[str, ...]:
    """The class's key stats (upstream's `keyAbilityScores`), else the character's `keyStats`."""
    own = raw.get("keyAbilityScores")
    chosen = own if isinstance(own, list) and own else char.doc.get("keyStats") or []
    return tuple(stat for stat in chosen if stat in STATS)


def increase_at(raw: dict[str, Any], level: int) -> str | None:
    """The class's `abilityScoreData[<level>].statIncreaseType` (None: no increase at that level)."""
    data = raw.get("abilityScoreData")
    entry = data.get(str(level)) if isinstance(data, dict) else None
    kind = entry.get("statIncreaseType") if isinstance(entry, dict) else None
    return kind if kind in INCREASES else None


def next_level(char: Character, name: str | None = None) -> ClassLevel:
    """What the class's next level asks for; `invalidChoice` without a class, at level 20, or without a hit die."""
    index = class_index(char, name)
    item = char.items[index]
    if char.level >= MAX_LEVEL:
        raise ActionError("invalidChoice", Engine.tr("level {level} is the last level: there is no level to gain")
                          .format(level=MAX_LEVEL))
    stored = _stored_die(item.raw)
    die = hit_dice.step_size(stored, hit_dice.increment(char)) if stored else None
    advantage, names = _advantage(char)
    new_level = char.level + 1
    return ClassLevel(index, item.name, slug(item.name), new_level, die, stored, advantage, names,
                      increase_at(item.raw, new_level), key_stats(char, item.raw))


# ---- checking the choices --------------------------------------------------------------------------
def _check_stats(char: Character, level: ClassLevel, stats: list[str]) -> None:
    if level.increase is None:
        if stats:
            raise ActionError("invalidChoice", Engine.tr("level {level} of {name} has no stat increase: give no stats")
                              .format(level=level.new_level, name=level.name))
        return
    wanted = INCREASES[level.increase]
    if level.increase == "primary":
        rule = Engine.tr("level {level} of {name} has a primary stat increase: name one key stat")
    elif level.increase == "secondary":
        rule = Engine.tr("level {level} of {name} has a secondary stat increase: name one stat that is not a key stat")
    else:
        rule = Engine.tr("level {level} of {name} has a capstone increase: name two different stats")
    rule = rule.format(level=level.new_level, name=level.name)
    if len(stats) != wanted or len(set(stats)) != wanted:
        raise ActionError("invalidChoice", rule)
    if level.increase == "primary" and stats[0] not in level.key_stats:
        keys = ", ".join(level.key_stats) or "none"
        raise ActionError("invalidChoice", Engine.tr("primary increase must be a key stat ({keys}), not {stat}")
                          .format(keys=keys, stat=stats[0]))
    if level.increase == "secondary" and stats[0] in level.key_stats:
        raise ActionError("invalidChoice", Engine.tr("secondary increase must be a non-key stat ({stat} is a key stat)")
                          .format(stat=stats[0]))
    for stat in stats:
        if char.base_stat(stat) + 1 > STAT_CAP:
            raise ActionError("invalidChoice", Engine.tr("a stat cannot pass {cap}: {stat} is {value}")
                              .format(cap=STAT_CAP, stat=stat, value=char.base_stat(stat)))


def _check_skill(char: Character, skill: Any) -> str:
    if skill is None or isinstance(skill, list):
        raise ActionError("invalidChoice",
                          Engine.tr("a level gives exactly one skill point: name one skill in 'skill'"))
    if skill not in SKILLS:
        raise ActionError("invalidStep", Engine.tr("unknown skill {skill} (one of {skills})")
                          .format(skill=repr(skill), skills=", ".join(SKILLS)))
    mod = char.numbers()[skill]
    if mod + 1 > SKILL_CAP:
        raise ActionError("invalidChoice", Engine.tr("a skill cannot pass +{cap}: {skill} is +{value}")
                          .format(cap=SKILL_CAP, skill=skill, value=mod))
    return str(skill)


def _check_items(level: ClassLevel, step: LevelUp) -> None:
    if step.subclass is not None:
        if level.new_level != SUBCLASS_LEVEL:
            raise ActionError("invalidChoice", Engine.tr("a subclass is chosen at level {at}, not at level {level}")
                              .format(at=SUBCLASS_LEVEL, level=level.new_level))
        parent = parent_class(step.subclass)
        if parent != level.identifier:
            raise ActionError("invalidChoice", Engine.tr("the subclass's parentClass must be {identifier} "
                                                         "(the class's identifier), not {parent}")
                              .format(identifier=repr(level.identifier), parent=repr(parent)))
    if step.epicBoon is not None and level.new_level != EPIC_BOON_LEVEL:
        raise ActionError("invalidChoice", Engine.tr("an epic boon is chosen at level {at}, not at level {level}")
                          .format(at=EPIC_BOON_LEVEL, level=level.new_level))


def parent_class(raw: dict[str, Any]) -> Any:
    """A subclass item's `parentClass`: its own, or its upstream document's (an imported subclass keeps it
    there, `upstream.system.parentClass`)."""
    if "parentClass" in raw:
        return raw["parentClass"]
    side = raw.get("upstream")
    system = side.get("system") if isinstance(side, dict) else None
    return system.get("parentClass") if isinstance(system, dict) else None


def hp_increase(ctx: ActionContext, level: ClassLevel, method: str, value: int | None) -> tuple[int, str]:
    """The HP the level adds and its words ("d12 with advantage: 3, 9 → 9")."""
    if level.die is None:
        raise ActionError("invalidChoice", Engine.tr("{name} has no hit die size (hitDieSize 4, 6, 8, 10, 12 or 20): "
                                                     "the level's HP cannot be found").format(name=level.name))
    if method == "average":
        return level.average, Engine.tr("average of {die}").format(die=level.die)
    if method == "value":
        if value is None or not 1 <= value <= level.faces:
            raise ActionError("invalidChoice", Engine.tr("the HP value must be 1..{faces} (a {die} rolled at the "
                                                         "table), not {value}")
                              .format(faces=level.faces, die=level.die, value=value))
        return value, Engine.tr("{die} rolled at the table").format(die=level.die)
    faces = [ctx.roll(level.faces) for _ in range(level.advantage + 1)]
    if len(faces) == 1:
        return faces[0], f"{level.die}: {faces[0]}"
    source = f" ({', '.join(level.advantage_from)})" if level.advantage_from else ""
    return max(faces), Engine.tr("{die} with advantage{sources}: {faces} → {kept}").format(
        die=level.die, sources=source, faces=", ".join(map(str, faces)), kept=max(faces))


# ---- writing it ------------------------------------------------------------------------------------
def _checked(raw: dict[str, Any], where: str) -> dict[str, Any]:
    item = copy_json(raw)
    item.pop("format", None)
    try:
        parse_item(item)
    except ItemError as err:
        raise ActionError("invalidStep", f"{where} ({item.get('name', '?')}): "
                                         f"{err.path + ': ' if err.path else ''}{err.message}") from None
    return item


def _unique(item: dict[str, Any], taken: set[str]) -> dict[str, Any]:
    wanted = item.get("id")
    if isinstance(wanted, str) and wanted and wanted not in taken:
        chosen = wanted
    else:
        base = slug(str(wanted or item.get("name"))) or "item"
        chosen, n = base, 1
        while chosen in taken:
            n += 1
            chosen = f"{base}-{n}"
    taken.add(chosen)
    return {"id": chosen, **{k: v for k, v in item.items() if k != "id"}}


def _add_items(ctx: ActionContext, raws: list[dict[str, Any]]) -> list[int]:
    """Append items (ids made unique) and refresh; their indices."""
    if not raws:
        return []
    items = list(ctx.char.doc.get("items") or [])
    taken = {item.key for item in ctx.char.items} | {item.fields.id or "" for item in ctx.char.items}
    start = len(items)
    items += [_unique(raw, taken) for raw in raws]
    ctx.tx.set(("items",), items)
    ctx.char.refresh([op[0] for op in ctx.tx.ops])
    return list(range(start, len(items)))


def _grant_items(ctx: ActionContext, added: list[int]) -> list[int]:
    """Grant Item for every added item, grants of grants too (up to GRANT_LIMIT items)."""
    queue, every = list(added), list(added)
    while queue:
        copies = [copy for index in queue for copy in grants.granted_items(ctx, index)]
        if len(every) + len(copies) > grants.GRANT_LIMIT:
            raise ActionError("invalidChoice", Engine.tr("the items added grant more than {limit} items "
                                                         "(a Grant Item loop?)").format(limit=grants.GRANT_LIMIT))
        queue = _add_items(ctx, copies)
        every += queue
    return every


def grant_added(ctx: ActionContext, indices: list[int]) -> None:
    """Grant Item for items just added by hand (character.md §15.5): the character refreshed, then what
    their rules grant (and what that grants) appended, with a log line naming it."""
    items = ctx.char.doc.get("items") or []
    if not any(isinstance(rule, dict) and rule.get("type") == GrantItem.rule_type
               for index in indices for rule in items[index].get("rules") or []):
        return  # nothing to grant: no refresh, no pass over the items (an item file's thousands)
    ctx.char.refresh([op[0] for op in ctx.tx.ops])
    granted = [index for index in _grant_items(ctx, indices) if index not in indices]
    if granted:
        ctx.log.append(Engine.tr("Granted: {items}").format(items=", ".join(ctx.char.items[index].name
                                                                           for index in granted)))


def granted_by(ctx: ActionContext, key: str, index: int) -> list[str]:
    """The ids of the items an item granted (`grantedBy`), once it is deleted (it was item `index` of the
    character's items, which are those before the delete); the character is refreshed only when there are
    some (a plain delete settles its pools' keys as before). The items' own grantedBy, kept per item, say
    first whether another item names this one: most sheets have none, and then no item is looked at."""
    marks = ctx.char.per_item("granted by", _granted_mark)
    if not any(mark == key for at, mark in marks if at != index):
        return []
    found = [raw["id"] for raw in ctx.char.doc.get("items") or []
             if isinstance(raw, dict) and raw.get("grantedBy") == key and isinstance(raw.get("id"), str)]
    if found:
        ctx.char.refresh([op[0] for op in ctx.tx.ops])
    return found


def _granted_mark(entry: ItemEntry) -> list[Any]:
    """The item's grantedBy, when it has one."""
    raw = entry.raw
    return [raw["grantedBy"]] if isinstance(raw, dict) and "grantedBy" in raw else []


def _write_numbers(ctx: ActionContext, level: ClassLevel, stats: list[str], skill: str, hp: int) -> None:
    char, tx = ctx.char, ctx.tx
    for stat in stats:
        tx.set(("stats", stat), char.base_stat(stat) + 1)
    points = tx.get(("skills", skill, "points"), 0)
    tx.set(("skills", skill, "points"), (points if isinstance(points, int) else 0) + 1)
    tx.set(("hp", "max"), int(tx.get(("hp", "max"), 10)) + hp)
    tx.set(("hp", "current"), int(tx.get(("hp", "current"), 10)) + hp)
    if level.stored_die is not None:
        stored = hit_dice.stored_hit_dice(char)  # the defaults (at the old level) made explicit first (§16)
        written = {size: {"current": cur, "max": mx} for size, (cur, mx) in stored.items()}
        cur, mx = stored.get(level.stored_die, (0, 0))
        written[level.stored_die] = {"current": cur + 1, "max": mx + 1}
        tx.set(("hitDice",), {size: written[size] for size in hit_dice.CHAIN if size in written})
    tx.set(("level",), level.new_level)
    _class_item(ctx, level, stats, hp)


def _class_item(ctx: ActionContext, level: ClassLevel, stats: list[str], hp: int) -> None:
    raw = ctx.char.items[level.index].raw
    at = ("items", level.index)
    current = raw.get("classLevel")
    ctx.tx.set((*at, "classLevel"), (current if isinstance(current, int) else level.new_level - 1) + 1)
    data = raw.get("hpData")
    ctx.tx.set((*at, "hpData"), [*(data if isinstance(data, list) else []), hp])
    if level.increase is not None:
        value: Any = stats if level.increase == "capstone" else stats[0]
        ctx.tx.set((*at, "abilityScoreData", str(level.new_level), "value"), value)


def level_up(ctx: ActionContext, step: LevelUp) -> None:
    """character.md §16, checked whole and then written."""
    char = ctx.char
    level = next_level(char, getattr(step, "class"))
    _check_stats(char, level, step.stats)
    skill = _check_skill(char, step.skill)
    _check_items(level, step)
    hp, hp_words = hp_increase(ctx, level, step.hp.method, step.hp.value)
    chosen = [(raw, where) for raw, where in ((step.subclass, "subclass"), (step.boon, "boon"),
                                              (step.epicBoon, "epicBoon")) if raw is not None]
    chosen += [(raw, f"features[{n}]") for n, raw in enumerate(step.features)]
    chosen += [(raw, f"spells[{n}]") for n, raw in enumerate(step.spells)]
    raws = [_checked(raw, where) for raw, where in chosen]
    _write_numbers(ctx, level, step.stats, skill, hp)
    added = _grant_items(ctx, _add_items(ctx, raws))
    spells = grants.granted_spells(ctx, [level.index, *added], step.spellPicks)
    added += _add_items(ctx, [_checked(raw, "spellPicks") for raw in spells])
    _pool_bonuses(ctx, step.poolBonuses, 1)
    entry = _entry(ctx, level, hp, step, skill, added)
    history = ctx.char.doc.get("levelUpHistory")
    ctx.tx.set(("levelUpHistory",), [*(history if isinstance(history, list) else []), entry])
    ctx.char.refresh([op[0] for op in ctx.tx.ops])
    ctx.log.append(_words(level, hp, hp_words, step.stats, skill, [ctx.char.items[i].name for i in added]))


def _entry(ctx: ActionContext, level: ClassLevel, hp: int, step: LevelUp, skill: str,
           added: list[int]) -> dict[str, Any]:
    items = [ctx.char.items[index] for index in added]
    return {"level": level.new_level, "hpIncrease": hp,
            "abilityIncreases": {stat: 1 for stat in step.stats}, "skillIncreases": {skill: 1},
            "hitDieAdded": level.stored_die is not None, "classIdentifier": level.identifier,
            "grantedFeatureIds": [item.key for item in items if item.fields.type != "spell"],
            "grantedSpellIds": [item.key for item in items if item.fields.type == "spell"],
            "poolMaxBonuses": dict(step.poolBonuses)}


def _pool_bonuses(ctx: ActionContext, bonuses: dict[str, Any], sign: int) -> None:
    if not bonuses:
        return
    saved = ctx.char.doc.get("poolBonuses")
    total = dict(saved) if isinstance(saved, dict) else {}
    for identifier, value in bonuses.items():
        if not isinstance(value, int) or isinstance(value, bool):
            continue
        now = int(total.get(identifier, 0)) + sign * value
        if now:
            total[identifier] = now
        else:
            total.pop(identifier, None)
    if total:
        ctx.tx.set(("poolBonuses",), total)
    else:
        ctx.tx.delete(("poolBonuses",))  # none left: as a character without level-up bonuses has it


def _words(level: ClassLevel, hp: int, hp_words: str, stats: list[str], skill: str, added: list[str]) -> str:
    parts = [Engine.tr("HP +{hp} ({how})").format(hp=hp, how=hp_words), *(f"{stat.capitalize()} +1" for stat in stats),
             f"{skill.capitalize()} +1"]
    if added:
        shown = ", ".join(added[:6]) + (Engine.tr(" and {count} more").format(count=len(added) - 6)
                                        if len(added) > 6 else "")
        parts.append(Engine.tr("added {items}").format(items=shown))
    return Engine.tr("{name} level {level}: {changes}").format(name=level.name, level=level.new_level,
                                                               changes=", ".join(parts))


# ---- level down ------------------------------------------------------------------------------------
def level_down(ctx: ActionContext) -> None:
    """Take the last history entry back: its stats, skills, HP, hit die, pool bonuses, the class item's
    level and the items it granted; `invalidChoice` when the history is empty."""
    history = ctx.char.doc.get("levelUpHistory")
    if not isinstance(history, list) or not history or not isinstance(history[-1], dict):
        raise ActionError("invalidChoice", Engine.tr("there is no level-up in the history to take back "
                                                     "(levelUpHistory is empty)"))
    entry = history[-1]
    level = _int(entry.get("level"), ctx.char.level)
    gone = _remove_items(ctx, [*_ids(entry.get("grantedFeatureIds")), *_ids(entry.get("grantedSpellIds"))])
    _undo_numbers(ctx, entry)
    _undo_class(ctx, entry, level)
    bonuses = entry.get("poolMaxBonuses")
    _pool_bonuses(ctx, bonuses if isinstance(bonuses, dict) else {}, -1)
    ctx.tx.set(("level",), max(1, ctx.char.level - 1))
    ctx.tx.set(("levelUpHistory",), history[:-1])
    ctx.char.refresh([op[0] for op in ctx.tx.ops])
    ctx.log.append(Engine.tr("Level {level} taken back: HP -{hp}").format(level=level,
                                                                          hp=_int(entry.get("hpIncrease"), 0))
                   + (Engine.tr(", removed {items}").format(items=", ".join(gone)) if gone else ""))


def _int(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _ids(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def _remove_items(ctx: ActionContext, ids: list[str]) -> list[str]:
    wanted = set(ids)
    items = list(ctx.char.doc.get("items") or [])
    kept = [raw for raw in items if not (isinstance(raw, dict) and raw.get("id") in wanted)]
    names = [str(raw.get("name")) for raw in items if isinstance(raw, dict) and raw.get("id") in wanted]
    if len(kept) != len(items):
        ctx.tx.set(("items",), kept)
        ctx.char.refresh([op[0] for op in ctx.tx.ops])
    return names


def _undo_numbers(ctx: ActionContext, entry: dict[str, Any]) -> None:
    tx = ctx.tx
    for stat, value in _counts(entry.get("abilityIncreases"), STATS):
        tx.set(("stats", stat), ctx.char.base_stat(stat) - value)
    for skill, value in _counts(entry.get("skillIncreases"), SKILLS):
        tx.set(("skills", skill, "points"), _int(tx.get(("skills", skill, "points"), 0), 0) - value)
    hp = _int(entry.get("hpIncrease"), 0)
    most = int(tx.get(("hp", "max"), 10)) - hp
    tx.set(("hp", "max"), most)
    tx.set(("hp", "current"), max(0, min(most, int(tx.get(("hp", "current"), 10)) - hp)))


def _counts(value: Any, names: tuple[str, ...]) -> list[tuple[str, int]]:
    found = value.items() if isinstance(value, dict) else ()
    return [(name, count) for name, count in found if name in names and isinstance(count, int)]


def _undo_class(ctx: ActionContext, entry: dict[str, Any], level: int) -> None:
    wanted = entry.get("classIdentifier")
    index = next((i for i, item in enumerate(ctx.char.items)
                  if item.fields.type == "class" and (wanted is None or slug(item.name) == wanted)), None)
    if index is None:
        return
    raw, at = ctx.char.items[index].raw, ("items", index)
    current = raw.get("classLevel")
    if isinstance(current, int) and current > 1:
        ctx.tx.set((*at, "classLevel"), current - 1)
    data = raw.get("hpData")
    if isinstance(data, list) and data:
        ctx.tx.set((*at, "hpData"), data[:-1])
    scores = raw.get("abilityScoreData")
    if isinstance(scores, dict) and isinstance(scores.get(str(level)), dict) and "value" in scores[str(level)]:
        ctx.tx.set((*at, "abilityScoreData", str(level), "value"), None)
    die = _stored_die(raw)
    if entry.get("hitDieAdded") and die is not None:
        stored = hit_dice.stored_hit_dice(ctx.char)
        cur, mx = stored.get(die, (0, 0))
        if mx > 0:
            ctx.tx.set(("hitDice", die), {"current": max(0, min(cur - 1, mx - 1)), "max": mx - 1})


def output(char: Character) -> dict[str, Any]:
    """The play output's `levelUpHistory` (play-format "More output")."""
    history = char.doc.get("levelUpHistory")
    return {"levelUpHistory": copy_json(history) if isinstance(history, list) else []}
