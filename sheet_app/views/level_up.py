"""What the Level up dialog shows, without Qt (character.md §16; issue 31 item 4).

`LevelContent` is what the dialog asks the player's imported content for (the content index answers it;
`NoContent`, the default, answers nothing, and HP, the stat increase and the skill point still work):

- `features_for(class_doc, subclass_doc, level)`: the class's and the subclass's features gained at
  `level`, as `LevelFeature`s: `item` is a converted item document (the shape storage/upstream.py's
  `item_from_upstream` gives, with `_stats.compendiumSource` when known), `group` its selection group
  ("" for an automatic feature, which the level simply adds) and `choose` how many of that group the
  player picks (1 for an either/or); `groupLabel` names the group in words ("" = the group id).
  `class_doc` is the class item of the character, `subclass_doc` its subclass item or the one being
  picked at this level (None when it has none).
- `subclasses_for(class_doc)`: the subclass item documents whose `parentClass` is that class's identifier.
- `epic_boons()`: the epic boon item documents (offered at level 19).
- `library()`: the item documents Grant Item and Grant Spells copy from (matched by
  `_stats.compendiumSource`); the spells a Grant Spells pick offers are its spells within the rule's filter.

`level_plan` says what the next level asks for; `level_step` builds the `levelUp` step from the choices;
`preview` is every change in words ("HP 58 → 59–70", "Fury Dice d6 → d8"), worked out by running the real
step through `Session.preview` with the lowest and the highest dice.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, TypedDict

from ..engine import grants, level_up, predicates, steps
from ..engine.dice import ExtremeRoller
from ..engine.model import GrantSpells, ItemError, parse_item
from ..engine.runtime import ActionError
from ..engine.session import Session
from ..engine.vocab import SKILLS, STATS
from ..engine.world import Character
from ..i18n import Views
from .numbers import stat_name


class LevelFeature(TypedDict):
    """One feature a level offers: the item, and its selection group ("" = automatic) with its pick count."""

    item: dict[str, Any]
    group: str
    choose: int
    groupLabel: str


class LevelContent(Protocol):
    """What the Level up dialog asks the imported content for (the module docstring says each)."""

    def features_for(self, class_doc: dict[str, Any], subclass_doc: dict[str, Any] | None,
                     level: int) -> list[LevelFeature]: ...

    def subclasses_for(self, class_doc: dict[str, Any]) -> list[dict[str, Any]]: ...

    def epic_boons(self) -> list[dict[str, Any]]: ...

    def library(self) -> list[dict[str, Any]]: ...


class NoContent:
    """No content imported: the level still has its HP, stat increase and skill point."""

    def features_for(self, class_doc: dict[str, Any], subclass_doc: dict[str, Any] | None,
                     level: int) -> list[LevelFeature]:
        return []

    def subclasses_for(self, class_doc: dict[str, Any]) -> list[dict[str, Any]]:
        return []

    def epic_boons(self) -> list[dict[str, Any]]:
        return []

    def library(self) -> list[dict[str, Any]]:
        return []


@dataclass
class FeatureGroup:
    """A pick-N group of features (or an either/or: choose 1)."""

    id: str
    label: str
    choose: int
    items: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class SpellPick:
    """A Grant Spells rule that asks the player to pick `count` spells of `offered`."""

    rule_id: str
    label: str
    count: int
    offered: list[dict[str, Any]]


@dataclass
class LevelPlan:
    """What the next level asks for (None `level` with `problem`: it cannot be levelled, and why)."""

    level: level_up.ClassLevel | None
    problem: str = ""
    class_doc: dict[str, Any] = field(default_factory=dict)
    automatic: list[dict[str, Any]] = field(default_factory=list)
    groups: list[FeatureGroup] = field(default_factory=list)
    subclasses: list[dict[str, Any]] = field(default_factory=list)
    epic_boons: list[dict[str, Any]] = field(default_factory=list)
    skills: tuple[str, ...] = SKILLS
    stats: tuple[str, ...] = STATS

    @property
    def asks_subclass(self) -> bool:
        return self.level is not None and self.level.new_level == level_up.SUBCLASS_LEVEL

    @property
    def asks_epic_boon(self) -> bool:
        return self.level is not None and self.level.new_level == level_up.EPIC_BOON_LEVEL

    def stat_choices(self) -> list[str]:
        """The stats the level's increase may raise (primary: key stats; secondary: the others)."""
        if self.level is None or self.level.increase is None:
            return []
        keys = self.level.key_stats
        if self.level.increase == "primary":
            return list(keys)
        if self.level.increase == "secondary":
            return [stat for stat in STATS if stat not in keys]
        return list(STATS)


def _subclass_of(char: Character) -> dict[str, Any] | None:
    return next((item.raw for item in char.items if item.fields.type == "subclass"), None)


def level_plan(char: Character, content: LevelContent, subclass: dict[str, Any] | None = None) -> LevelPlan:
    """The next level of the character's first class, with the features `content` offers for it (and for
    `subclass`, the one being picked at level 3, else the character's own)."""
    try:
        level = level_up.next_level(char)
    except ActionError as err:
        return LevelPlan(None, err.message)
    class_doc = char.items[level.index].raw
    chosen = subclass if subclass is not None else _subclass_of(char)
    plan = LevelPlan(level, class_doc=class_doc)
    if plan.asks_subclass:
        plan.subclasses = list(content.subclasses_for(class_doc))
    if plan.asks_epic_boon:
        plan.epic_boons = list(content.epic_boons())
    groups: dict[str, FeatureGroup] = {}
    owned = _owned(char)
    for offer in content.features_for(class_doc, chosen, level.new_level):
        if _key(offer["item"]) in owned:
            continue  # already on the sheet: a feature of several levels, or a pick taken at an earlier one
        if not offer.get("group"):
            plan.automatic.append(offer["item"])
            continue
        group = groups.setdefault(offer["group"], FeatureGroup(offer["group"], offer.get("groupLabel") or
                                                               offer["group"], max(1, offer.get("choose", 1))))
        group.items.append(offer["item"])
    plan.groups = list(groups.values())
    return plan


def _key(raw: dict[str, Any]) -> tuple[str, str]:
    """What makes two items the same feature: the compendium source they came from, else type and name."""
    source = grants.source_of(raw)
    return ("source", source) if source else (str(raw.get("type", "")), str(raw.get("name", "")).casefold())


def _owned(char: Character) -> set[tuple[str, str]]:
    return {_key(item.raw) for item in char.items}


def spell_picks(char: Character, plan: LevelPlan, added: list[dict[str, Any]],
                library: list[dict[str, Any]]) -> list[SpellPick]:
    """The Grant Spells rules that ask for picks at this level: on the items the level adds and on the class
    item, with the library spells each may pick."""
    owners = [plan.class_doc, *added]
    known = {item.fields.school for item in char.items if item.fields.type == "spell" and item.fields.school}
    gained = Character({**char.doc, "level": plan.level.new_level if plan.level else char.level}, char.items)
    tags = gained.tags()  # the predicates see the level being gained, as the engine's grant does
    found: list[SpellPick] = []
    for owner in owners:
        try:
            entry = parse_item(owner)
        except ItemError:
            continue
        for rule in entry.rules:
            model = rule.model
            if isinstance(model, GrantSpells) and model.mode != "auto" and not model.disabled \
                    and _holds(model.predicate, tags):
                offered = [raw for raw in library if grants.spell_matches(model, raw, known)]
                count = model.count or 1
                found.append(SpellPick(rule.rule_id, model.label or Views.tr("{item}: pick {count}").format(
                    item=entry.name, count=count), count, offered))
    return found


def _holds(predicate: Any, tags: Any) -> bool:
    try:
        return not predicate or predicates.evaluate(predicate, tags)
    except predicates.PredicateError:
        return False


@dataclass
class Choices:
    """What the player chose in the dialog."""

    method: str = "average"  # roll | average | value
    value: int | None = None
    stats: list[str] = field(default_factory=list)
    skill: str | None = None
    subclass: dict[str, Any] | None = None
    epic_boon: dict[str, Any] | None = None
    picked: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # feature group id -> items
    spells: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # grantSpells rule id -> spells


def added_items(plan: LevelPlan, choices: Choices) -> list[dict[str, Any]]:
    """The features the level adds: the automatic ones and the picks."""
    return [*plan.automatic, *(item for group in plan.groups for item in choices.picked.get(group.id, []))]


def level_step(plan: LevelPlan, choices: Choices) -> dict[str, Any]:
    """The `levelUp` step (play-format) of these choices."""
    hp = steps.HpChoice(method=choices.method, value=choices.value) if choices.method == "value" else \
        steps.HpChoice(method=choices.method)
    fields: dict[str, Any] = {"hp": hp, "stats": list(choices.stats), "features": added_items(plan, choices)}
    if choices.skill is not None:
        fields["skill"] = choices.skill
    if choices.subclass is not None:
        fields["subclass"] = choices.subclass
    if choices.epic_boon is not None:
        fields["epicBoon"] = choices.epic_boon
    if choices.spells:
        fields["spellPicks"] = choices.spells
    if plan.level is not None and plan.class_doc.get("id"):
        fields["class"] = plan.class_doc["id"]
    return steps.LevelUp(**fields).step()


def unmet(plan: LevelPlan, choices: Choices, picks: list[SpellPick]) -> str:
    """What the player still has to choose ("" when Apply may go): the dialog's hint line."""
    if plan.level is None:
        return plan.problem
    wanted = level_up.INCREASES.get(plan.level.increase or "", 0)
    if len(choices.stats) != wanted:
        return Views.tr("Choose %n stats to raise", "", wanted)
    if choices.skill is None:
        return Views.tr("Choose the skill that gets this level's point")
    for group in plan.groups:
        if len(choices.picked.get(group.id, [])) != group.choose:
            return Views.tr("Choose {count} of {group}").format(count=group.choose, group=group.label)
    for pick in picks:
        count = pick.count
        if len(choices.spells.get(pick.rule_id, [])) != count:
            return Views.tr("Choose %n spells for {pick}", "", count).format(pick=pick.label)
    return ""


# ---- the preview -------------------------------------------------------------------------------------
def _after(session: Session, doc: dict[str, Any]) -> Character:
    char = Character(doc, [parse_item(raw) for raw in doc.get("items") or []])
    char.refresh(parsed=True)
    return char


def _span(low: Any, high: Any) -> str:
    return str(low) if low == high else f"{low}–{high}"


def _sign(value: int) -> str:
    return f"+{value}" if value >= 0 else str(value)


def preview(session: Session, step: dict[str, Any]) -> tuple[list[str], str]:
    """Every change the step makes, in words, and the reason it would be refused ("" when it would not)."""
    low, high = session.preview(step, ExtremeRoller(False)), session.preview(step, ExtremeRoller(True))
    if not low.ok:
        return [], low.message
    before, lo, hi = session.char, _after(session, low.after), _after(session, high.after)
    lines = [Views.tr("Level {before} → {after}").format(before=before.level, after=lo.level)]
    hp, lo_hp, hi_hp = before.track("hp")[1], lo.track("hp")[1], hi.track("hp")[1]
    lines.append(Views.tr("HP {before} → {after}").format(before=hp, after=_span(lo_hp, hi_hp)))
    lines += [f"{stat_name(stat)} {before.stat(stat)} → {lo.stat(stat)}" for stat in STATS
              if before.stat(stat) != lo.stat(stat)]
    now, then = before.numbers(), lo.numbers()
    lines += [f"{stat_name(skill)} {_sign(now[skill])} → {_sign(then[skill])}" for skill in SKILLS
              if now[skill] != then[skill]]
    lines += [f"{words} {now[key]} → {then[key]}" for key, words in (("armor", Views.tr("Armor")), ("initiativeBonus",
              Views.tr("Initiative bonus"))) if now.get(key) != then.get(key)]
    dice = " + ".join(f"{mx}{size}" for size, (_cur, mx) in before.hit_dice().items()) or Views.tr("none")
    dice_after = " + ".join(f"{mx}{size}" for size, (_cur, mx) in lo.hit_dice().items()) or Views.tr("none")
    if dice != dice_after:
        lines.append(Views.tr("Hit dice {before} → {after}").format(before=dice, after=dice_after))
    lines += _pool_lines(before, lo)
    mana, mana_after = before.mana_total()[1], lo.mana_total()[1]
    if mana != mana_after:
        lines.append(Views.tr("Mana {before} → {after}").format(before=mana, after=mana_after))
    names = {item.key for item in before.items}
    added = [item.name for item in lo.items if item.key not in names]
    if added:
        lines.append(Views.tr("Adds {items}").format(items=", ".join(added)))
    return lines, ""


def _pool_lines(before: Character, after: Character) -> list[str]:
    lines = []
    then = after.pools()
    for pid, view in before.pools().items():
        new = then.get(pid)
        if new is None:
            continue
        if view.die != new.die:
            lines.append(f"{view.label} {view.die} → {new.die}")
        if view.max != new.max:
            lines.append(Views.tr("{pool} max {before} → {after}").format(pool=view.label, before=view.max,
                                                                          after=new.max))
    lines += [Views.tr("New pool: {pool}").format(pool=view.label) for pid, view in then.items()
              if pid not in before.pools()]
    return lines
