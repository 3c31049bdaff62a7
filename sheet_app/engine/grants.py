"""Grant Item and Grant Spells (character.md §15.5): what an added item brings with it from the library.

The library stands in for the app's item library (a play script's top-level `library`, the session's
`library`): item dicts matched by their upstream uuid, `_stats.compendiumSource` (on the item itself, or
in the upstream document an imported item keeps aside under `upstream`). Both rules act when their item
is added at level-up (engine/level_up.py) and, for Grant Spells, on the class item being levelled.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..i18n import Engine
from .model import GrantItem, GrantSpells, HitDiceAdvantage, RuleEntry
from .rule_types import behaviour
from .runtime import ActionError
from .state import copy_json

if TYPE_CHECKING:
    from .runtime import ActionContext
    from .world import Character

GRANT_LIMIT = 200  # items one action may grant, grants of grants included (a loop of grants stops here)


def source_of(raw: Any) -> str | None:
    """An item's upstream uuid (`_stats.compendiumSource`, or the kept-aside document's), else None."""
    if not isinstance(raw, dict):
        return None
    for holder in (raw, raw.get("upstream")):
        stats = holder.get("_stats") if isinstance(holder, dict) else None
        found = stats.get("compendiumSource") if isinstance(stats, dict) else None
        if isinstance(found, str) and found:
            return found
    return None


def _document_id(uuid: str | None) -> str | None:
    """The Foundry document id a compendium uuid ends with (`Compendium.<package>.<pack>[.Item].<id>`)."""
    if not uuid or not uuid.startswith("Compendium."):
        return None
    tail = uuid.rsplit(".", 1)[-1]
    return tail or None


def _same_document(source: str | None, uuid: str) -> bool:
    """`source` names the document `uuid` names: the same uuid, or the same compendium document id under
    another package or pack name (a pack imported from unpacked JSON is named after its folder, not after
    the package its grants name: docs/content.md)."""
    if not source:
        return False
    if source == uuid:
        return True
    wanted = _document_id(uuid)
    return wanted is not None and _document_id(source) == wanted


def in_library(library: Iterable[Any], uuid: str) -> dict[str, Any] | None:
    """The library item with this upstream uuid; else the first one of the same compendium document id."""
    if not uuid:
        return None
    fallback = None
    for raw in library:
        source = source_of(raw)
        if source == uuid:
            return raw
        if fallback is None and _same_document(source, uuid):
            fallback = raw
    return fallback


def _on_character(ctx: ActionContext, uuid: str) -> bool:
    return any(_same_document(source_of(item.raw), uuid) for item in ctx.char.items)


def _active(ctx: ActionContext, index: int, kind: type) -> list[RuleEntry]:
    """The item's active rules of `kind` as the character is now (the new level written: its predicates
    see the level being gained)."""
    return [entry for entry in ctx.char.items[index].rules
            if isinstance(entry.model, kind) and ctx.char.rule_on(index, entry)]


@behaviour("grantItem")
def granted_items(ctx: ActionContext, index: int) -> list[dict[str, Any]]:
    """Copies of the library items the active Grant Item rules of item `index` grant, with `grantedBy`
    (the granting item's id) and the rule's `quantity`; ids are made unique by the caller. A uuid the
    library lacks grants nothing and logs a warning line; so does `inMemoryOnly` (unsupported)."""
    owner = ctx.char.items[index]
    found: list[dict[str, Any]] = []
    for entry in _active(ctx, index, GrantItem):
        rule = entry.model
        assert isinstance(rule, GrantItem)
        if rule.inMemoryOnly:
            ctx.log.append(Engine.tr("{name}: Grant Item {rule} is in-memory only (not supported here): nothing added")
                           .format(name=owner.name, rule=repr(rule.label or rule.uuid)))
            continue
        match = in_library(ctx.char.library, rule.uuid)
        if match is None:
            ctx.log.append(Engine.tr("{name}: Grant Item {rule}: no library item has uuid {uuid}; nothing added")
                           .format(name=owner.name, rule=repr(rule.label or rule.uuid), uuid=repr(rule.uuid)))
            continue
        if not rule.allowDuplicate and _on_character(ctx, rule.uuid):
            continue
        copy = copy_json(match)
        copy["grantedBy"] = owner.key
        if rule.quantity is not None:
            copy["quantity"] = rule.quantity
        found.append(copy)
    return found


def spell_matches(rule: GrantSpells, raw: dict[str, Any], known: set[str]) -> bool:
    """Whether a spell item fits a Grant Spells filter: its uuids, or its schools, tiers and utility."""
    if raw.get("type") != "spell":
        return False
    if rule.uuids:
        return source_of(raw) in rule.uuids
    schools = set(rule.schools) | (known if "known" in rule.schools else set())
    schools.discard("known")
    if schools and raw.get("school") not in schools:
        return False
    tier = raw.get("tier", 0)
    if tier not in (rule.tiers or [0]):
        return False
    props = raw.get("properties")
    selected = props.get("selected") if isinstance(props, dict) else props
    return not rule.utilityOnly or (isinstance(selected, list) and "utility" in selected)


def known_schools(char: Character) -> set[str]:
    """The schools of the character's spells (what a Grant Spells rule's "known" school stands for)."""
    return {item.fields.school for item in char.items if item.fields.type == "spell" and item.fields.school}


@behaviour("grantSpells")
def granted_spells(ctx: ActionContext, indices: Iterable[int], picks: dict[str, list[dict[str, Any]]]) \
        -> list[dict[str, Any]]:
    """The spells the active Grant Spells rules on these items grant: `auto` every library spell of its
    filter the character lacks (by uuid), `select*` the player's `picks[rule id]`, exactly `count` of them
    within the filter (else `invalidChoice`). A pick for no such rule is `invalidChoice` too."""
    known = known_schools(ctx.char)
    found: list[dict[str, Any]] = []
    used: set[str] = set()
    for index in indices:
        for entry in _active(ctx, index, GrantSpells):
            rule = entry.model
            assert isinstance(rule, GrantSpells)
            if rule.mode == "auto":
                found += auto_spells(ctx.char, ctx.char.library, rule, known, found)
                continue
            used.add(entry.rule_id)
            found += _picked(rule, entry.rule_id, picks.get(entry.rule_id), known)
    stray = [rule_id for rule_id in picks if rule_id not in used]
    if stray:
        raise ActionError("invalidChoice", Engine.tr("spellPicks names {rule}, which is no Grant Spells rule "
                                                     "that picks spells at this level").format(rule=repr(stray[0])))
    return found


def auto_spells(char: Character, library: Iterable[Any], rule: GrantSpells, known: set[str],
                so_far: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Copies of the library spells an `auto` Grant Spells rule brings: of its filter, none the character or
    `so_far` holds already (by uuid)."""
    have = {source_of(item.raw) for item in char.items} | {source_of(raw) for raw in so_far}
    found = []
    for raw in library:
        uuid = source_of(raw)
        if uuid is not None and uuid not in have and spell_matches(rule, raw, known):
            found.append(copy_json(raw))
            have.add(uuid)
    return found


def _picked(rule: GrantSpells, rule_id: str, picks: list[dict[str, Any]] | None,
            known: set[str]) -> list[dict[str, Any]]:
    wanted = rule.count or 1
    given = list(picks or [])
    name = rule.label or rule_id
    if len(given) != wanted:
        said = (Engine.tr("Grant Spells {name} picks exactly %n spells (spellPicks.{rule} has {given})", "", wanted)
                if wanted >= 0 else Engine.tr("Grant Spells {name} picks exactly {count} spells "
                                              "(spellPicks.{rule} has {given})"))
        raise ActionError("invalidChoice", said.format(name=repr(name), rule=rule_id, given=len(given), count=wanted))
    for number, raw in enumerate(given):
        if not spell_matches(rule, raw, known):
            raise ActionError("invalidChoice", Engine.tr("spellPicks.{rule}[{number}] ({spell}) is outside "
                                                         "Grant Spells {name}: {words}").format(
                rule=rule_id, number=number, spell=raw.get("name", "?"), name=repr(name), words=rule.words(_NO_SAY)))
    return [copy_json(raw) for raw in given]


class _NoSay:
    """`words` of a Grant Spells rule reads nothing of the sheet."""

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: ""


_NO_SAY: Any = _NoSay()


def library_warnings(rule: Any, library: list[Any]) -> list[tuple[str, str]]:
    """A Grant Item whose uuid no item of the character's library carries, as (field, message). Silent
    while the character has no library at all (no content imported, or a file checked on its own):
    then every grant would warn, and the engine says so in the log when the grant acts."""
    if not isinstance(rule, GrantItem) or rule.inMemoryOnly or not rule.uuid.strip() or not library:
        return []
    if in_library(library, rule.uuid) is not None:
        return []
    return [("uuid", Engine.tr("no item of the imported content has uuid {uuid}: the grant will add nothing "
                               "(import the pack that holds it, File ▸ Import Foundry content…, or fix the uuid)")
             .format(uuid=repr(rule.uuid)))]


def rule_warnings(rule: Any) -> list[tuple[str, str]]:
    """Grant Item's and Grant Spells' own warnings, and the level-up roll's advantage, as (field, message)."""
    found: list[tuple[str, str]] = []
    if isinstance(rule, GrantItem) and rule.inMemoryOnly:
        found.append(("inMemoryOnly", Engine.tr("in-memory grants are not supported here: the rule adds nothing")))
    elif isinstance(rule, GrantItem) and not rule.uuid.strip():
        found.append(("uuid", Engine.tr("grants nothing: give the library item's uuid (Compendium.…)")))
    if isinstance(rule, GrantSpells) and rule.mode != "auto" and not rule.uuids and not rule.schools:
        found.append(("schools", Engine.tr("lets the player pick from every school: list the schools (or known)")))
    if isinstance(rule, HitDiceAdvantage) and rule.rollContext == "maxHpIncrease" and rule.condition.strip():
        found.append(("condition", Engine.tr("the level-up HP roll takes this advantage whenever the rule is "
                                             "active: the condition is not asked at level-up")))
    return found
