"""Character ▸ New character… without Qt (issue 31 item 5): a level-1 character document in our format from
the imported content's class, ancestry and background, a stat array assigned to the stats and a name.

- Starting HP is character.md §16's table by the class's hit die (upstream's `startingHpByHitDieSize`);
  a d20 (or unknown) hit die has no entry and gives 0 (§0 item 6: `sheet-app check` warns).
- The class's level-1 features come from the same content adapter the Level up dialog reads
  (views/content_levels.py): the automatic ones, and the picks of a pick-N group the player made.
- The items go on through the engine's `addItems` action on the new document, with the imported content as
  the session's library, so their Grant Item rules act as at level-up (engine/grants.py, character.md §15.5):
  the class's "Starting Gear" lands on the character with `grantedBy`, and the label of a grant whose uuid
  the content lacks is in `Creation.missing` instead (the engine's log line in `Creation.log`).
- Grant Spells acts at creation too (character.md §15.5): an `auto` rule on the items added brings every
  library spell of its filter the character lacks; a `select*` rule asks for picks (`spell_choices`, the
  dialog's lists), given to `create` as `spells` (rule id -> spells) and checked against its count.
- The stat arrays are upstream's (`src/config.ts statArrayModifiers`, docs/content.md): each value of the
  array goes to one stat.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine import grants, steps
from ..engine.model import GrantSpells, ItemError, parse_item
from ..engine.session import Session
from ..engine.vocab import STATS
from ..engine.world import Character
from ..i18n import QT_TRANSLATE_NOOP, Labels, Views
from .level_up import FeatureGroup, LevelContent, LevelPlan, SpellPick, spell_picks

STARTING_HP = {4: 7, 6: 10, 8: 13, 10: 17, 12: 20}  # character.md §16

# key: (words, the values); upstream config.ts statArrays / statArrayModifiers, in its order (the words are
# translated when read)
STAT_ARRAYS: Labels[str, tuple[str, tuple[int, ...]]] = Labels("Views", {
    "standard": (QT_TRANSLATE_NOOP("Views", "Standard"), (2, 2, 0, -1)),
    "balanced": (QT_TRANSLATE_NOOP("Views", "Balanced"), (2, 1, 1, 0)),
    "minMax": (QT_TRANSLATE_NOOP("Views", "Min-Max"), (3, 1, -1, -1)),
}, at=(0,))


class CreationContent(LevelContent, Protocol):
    """What the New character dialog asks the imported content for: the level-up's provider, and the
    documents of one type ("class", "ancestry", "background"), by name (views/content_levels.py)."""

    def documents_of(self, kind: str) -> list[dict[str, Any]]: ...


def starting_hp(class_doc: dict[str, Any]) -> int:
    """The level-1 max HP of a class by its `hitDieSize`; 0 where the table has no entry (d20, none)."""
    size = class_doc.get("hitDieSize")
    return STARTING_HP.get(size, 0) if isinstance(size, int) and not isinstance(size, bool) else 0


def key_stats(class_doc: dict[str, Any]) -> list[str]:
    """The class's key stats (upstream's `keyAbilityScores`) that are stats of ours."""
    keys = class_doc.get("keyStats") or class_doc.get("keyAbilityScores") or []
    return [stat for stat in keys if stat in STATS] if isinstance(keys, list) else []


# ---- the stat array --------------------------------------------------------------------------------
def default_assignment(values: tuple[int, ...], keys: list[str]) -> dict[str, int]:
    """Which position of the array each stat takes at first: the highest values to the class's key stats,
    the rest in the stats' order (stat -> index into `values`)."""
    order = [stat for stat in keys if stat in STATS] + [stat for stat in STATS if stat not in keys]
    positions = sorted(range(len(values)), key=lambda n: -values[n])
    return dict(zip(order, positions, strict=True))


def swap(assignment: dict[str, int], stat: str, position: int) -> dict[str, int]:
    """`stat` takes the array's `position`; the stat that had it takes `stat`'s old one (as upstream's
    assignment swaps), so each value stays on exactly one stat."""
    changed = dict(assignment)
    holder = next((other for other, at in assignment.items() if at == position and other != stat), None)
    if holder is not None:
        changed[holder] = assignment[stat]
    changed[stat] = position
    return changed


def assigned_stats(values: tuple[int, ...], assignment: dict[str, int]) -> dict[str, int]:
    return {stat: values[assignment[stat]] for stat in STATS}


def give_value(values: tuple[int, ...], assignment: dict[str, int], stat: str, value: int) -> dict[str, int]:
    """`stat` takes `value` of the array: the position of that value another stat holds changes hands (the
    stat giving it takes `stat`'s old value); unchanged when `stat` has that value already or the array
    has no such value."""
    if values[assignment[stat]] == value:
        return dict(assignment)
    position = next((at for other in STATS if other != stat and values[at := assignment[other]] == value), None)
    return dict(assignment) if position is None else swap(assignment, stat, position)


# ---- the level-1 features --------------------------------------------------------------------------
def level_one(content: LevelContent, class_doc: dict[str, Any]) -> tuple[list[dict[str, Any]], list[FeatureGroup]]:
    """The class's automatic level-1 features, and its level-1 pick-N groups."""
    automatic: list[dict[str, Any]] = []
    groups: dict[str, FeatureGroup] = {}
    for offer in content.features_for(class_doc, None, 1):
        if not offer["group"]:
            automatic.append(offer["item"])
            continue
        group = groups.setdefault(offer["group"], FeatureGroup(offer["group"], offer["groupLabel"] or offer["group"],
                                                               max(1, offer["choose"])))
        group.items.append(offer["item"])
    return automatic, list(groups.values())


def _auto_spells(char: Character, library: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The library spells the character's active `auto` Grant Spells rules bring, the ones it has left out."""
    known = grants.known_schools(char)
    found: list[dict[str, Any]] = []
    for index, entry in char.rules():
        rule = entry.model
        if isinstance(rule, GrantSpells) and rule.mode == "auto" and char.rule_on(index, entry):
            found += grants.auto_spells(char, library, rule, known, found)
    return found


def spell_choices(class_doc: dict[str, Any], added: list[dict[str, Any]],
                  library: list[dict[str, Any]]) -> list[SpellPick]:
    """The Grant Spells rules of the class and the other items created with it that ask for picks, with the
    library spells each may pick (the Level up dialog's `spell_picks`, at level 1)."""
    char = _character([class_doc, *added])
    return spell_picks(char, LevelPlan(None, class_doc=class_doc), added, library)


def picks_wanted(pick: SpellPick) -> int:
    """How many spells a pick takes at creation: its count, or every spell it offers when the imported
    content has fewer (none: nothing to pick, and nothing stops the character being made)."""
    return min(pick.count, len(pick.offered))


def _character(raws: list[dict[str, Any]]) -> Character:
    entries = []
    for raw in raws:
        try:
            entries.append(parse_item(raw))
        except ItemError:
            continue
    char = Character({"format": "sheet/1", "name": "-", "level": 1, "items": [e.raw for e in entries]}, entries)
    char.refresh(parsed=True)
    return char


def _checked_picks(picks: list[SpellPick], given: dict[str, list[dict[str, Any]]],
                   require_picks: bool) -> dict[str, list[dict[str, Any]]]:
    """The spells picked, checked against the picks the items ask for (ValueError naming the first wrong)."""
    wanted = {pick.rule_id: pick for pick in picks}
    for rule_id, pick in wanted.items():
        count, chosen = picks_wanted(pick), given.get(rule_id, [])
        if len(chosen) != count and (require_picks or len(chosen) > count):
            raise ValueError(Views.tr("{pick}: choose %n spells", "", count).format(pick=pick.label))
        offered = {grants.source_of(offer) for offer in pick.offered}
        outside = [raw for raw in chosen if grants.source_of(raw) not in offered]
        if outside:
            raise ValueError(Views.tr("{pick}: {spell} is not one of the spells it offers").format(
                pick=pick.label, spell=repr(outside[0].get("name"))))
    stray = [rule_id for rule_id in given if rule_id not in wanted]
    if stray:
        raise ValueError(Views.tr("{rule} is no Grant Spells rule that picks spells at creation").format(
            rule=repr(stray[0])))
    return given


@dataclass
class Creation:
    """The new character and what its making said: the items its Grant Item rules brought (`granted`, names),
    the grants the imported content could not satisfy (`missing`, the rules' labels) and the engine's log."""

    doc: dict[str, Any]
    granted: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)


def create(content: LevelContent, class_doc: dict[str, Any], name: str, stats: dict[str, int],
           ancestry: dict[str, Any] | None = None, background: dict[str, Any] | None = None, *,
           picked: list[dict[str, Any]] | None = None, library: list[dict[str, Any]] | None = None,
           spells: dict[str, list[dict[str, Any]]] | None = None, require_picks: bool = True) -> Creation:
    """The level-1 character: the class item, its automatic level-1 features and `picked` ones, the ancestry
    and background, added by the engine's `addItems` with `library` (default: the content's) for their Grant
    Item rules; the spells their Grant Spells rules bring and the `spells` picked for them; starting HP.
    Raises ValueError with a message naming what is wrong (`require_picks` False: a pick not made yet is
    left out instead, as the dialog's preview shows the character before every pick is made)."""
    if not name.strip():
        raise ValueError(Views.tr("the character needs a name"))
    missing = [s for s in STATS if not isinstance(stats.get(s), int) or isinstance(stats.get(s), bool)]
    if missing:
        raise ValueError(Views.tr("no value for {stats}").format(stats=", ".join(missing)))
    if class_doc.get("type") != "class":
        raise ValueError(Views.tr("{item} is no class").format(item=repr(class_doc.get("name", Views.tr("that item")))))
    automatic, _groups = level_one(content, class_doc)
    raws = [class_doc, *automatic, *(picked or []), *(d for d in (ancestry, background) if d is not None)]
    hp = starting_hp(class_doc)
    base = {"format": "sheet/1", "name": name.strip(), "level": 1, "keyStats": key_stats(class_doc),
            "stats": {s: stats[s] for s in STATS}, "hp": {"current": hp, "max": hp}, "levelUpHistory": [],
            "items": []}
    library = list(content.library()) if library is None else library
    session = Session(base, library=library)
    result = session.apply(steps.AddItems(raws=[copy.deepcopy(raw) for raw in raws]).step())
    if not result.ok:
        raise ValueError(result.message or result.code)
    given = _checked_picks(spell_choices(class_doc, raws[1:], library), spells or {}, require_picks)
    brought = _auto_spells(session.char, library) + [copy.deepcopy(raw) for rule in given.values() for raw in rule]
    if brought:
        added = session.apply(steps.AddItems(raws=brought).step())
        if not added.ok:
            raise ValueError(added.message or added.code)
    doc = session.document()
    granted = [str(item.get("name")) for item in doc["items"] if item.get("grantedBy")]
    return Creation(doc, granted, _missing(doc["items"], library), list(result.log))


def _missing(items: list[dict[str, Any]], library: list[dict[str, Any]]) -> list[str]:
    """The Grant Item rules of the items whose uuid no imported document carries, by label (else uuid)."""
    found = []
    for item in items:
        for rule in item.get("rules") or []:
            if isinstance(rule, dict) and rule.get("type") == "grantItem" and not rule.get("disabled") \
                    and not rule.get("inMemoryOnly") and grants.in_library(library, str(rule.get("uuid"))) is None:
                found.append(str(rule.get("label") or rule.get("uuid")))
    return found

