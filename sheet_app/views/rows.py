"""The sheet's rows, worked out without Qt: one `ItemRow` per item grouped by type, its pools as chips.

Rows are plain snapshots built from the engine's views; `ui.sheet.items_model` carries them in a Qt
model and the delegate paints them.
"""
from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any

from ..engine import formulas, predicates
from ..engine.action_tracker import actions_of
from ..engine.activation import use_blocked
from ..engine.formulas import FormulaError
from ..engine.lint import ItemLint, Problem
from ..engine.model import ChargeConsumer, DiceConsumer, RuleEntry, ToggleEffect
from ..engine.predicates import PredicateError
from ..engine.session import Session
from ..engine.spell_fields import highest_tier
from ..engine.spells import cast_refusal
from ..engine.vocab import object_type_word
from ..engine.world import Character, PoolView
from ..i18n import QT_TRANSLATE_NOOP, Labels, Views
from .explain import pool_status, recoveries
from .formula_words import formula_words

GROUPS = (("class", QT_TRANSLATE_NOOP("Views", "Class")), ("subclass", QT_TRANSLATE_NOOP("Views", "Subclass")),
          ("ancestry", QT_TRANSLATE_NOOP("Views", "Ancestry")),
          ("background", QT_TRANSLATE_NOOP("Views", "Background")),
          ("feature", QT_TRANSLATE_NOOP("Views", "Features")), ("spell", QT_TRANSLATE_NOOP("Views", "Spells")),
          ("boon", QT_TRANSLATE_NOOP("Views", "Boons")), ("object", QT_TRANSLATE_NOOP("Views", "Objects")),
          ("", QT_TRANSLATE_NOOP("Views", "Pools without a rule")))
GROUP_NAMES = Labels("Views", dict(GROUPS))  # each group's name, translated when read

@dataclass
class PoolChip:
    """What the sheet shows of one pool."""

    pid: str
    kind: str
    label: str
    active: bool
    reason: str
    die: str | None
    max: int
    current: int
    faces: list[int]
    min_face: int | None
    tooltip: str
    spendable: bool  # a manual dice consumer somewhere spends it
    initial: str = "max"  # "zero": a pool that starts empty and fills in play
    bonus: int = 0  # the level-up bonus in `max` (poolBonuses), shown beside the pool
    identifier: str = ""

    @property
    def accessible(self) -> str:
        if self.kind == "dice":
            faces = ", ".join(map(str, self.faces)) or Views.tr("none")
            text = Views.tr("{pool}: {count} of {most}, faces {faces}").format(pool=self.label, count=len(self.faces),
                                                                              most=self.max, faces=faces)
        else:
            text = Views.tr("{pool}: {count} of {most}").format(pool=self.label, count=self.current, most=self.max)
        return text if self.active else Views.tr("{pool} (inactive: {why})").format(pool=text, why=self.reason)



@dataclass
class ItemRow:
    """One item row: name, kind, equip state, pools and problems."""

    index: int  # item index in the character; -1 for the orphan-pools row
    name: str
    type: str
    subtitle: str
    is_object: bool
    equipped: bool
    usable: bool
    has_attack: bool
    activatable: bool = True  # using it does something: an attack, a cost, a spend, a pool effect, a toggle
    pools: list[PoolChip] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    blocked: str = ""  # why Use would be refused now (its charge costs; a spell's mana, actions, a condition)
    formula: str = ""  # the attack's damage formula as written (the subtitle says it in words): its tooltip
    caution: str = ""  # what Use does that the player may not expect (a spell above the unlocked tier)

    @property
    def accessible(self) -> str:
        parts = [self.name]
        if self.is_object:
            parts.append(Views.tr("equipped") if self.equipped else Views.tr("not equipped"))
        if self.blocked and self.usable:
            said = Views.tr("cannot be cast now: {why}") if self.type == "spell" else \
                Views.tr("cannot be used now: {why}")
            parts.append(said.format(why=self.blocked))
        parts.extend(chip.accessible for chip in self.pools)
        if self.problems:
            parts.append(Views.tr("%n problems", "", len(self.problems)))
        return ". ".join(parts)


def make_chip(session: Session, view: PoolView, spendable: set[str]) -> PoolChip:
    lines = [pool_status(view)]
    if view.bonus:
        lines.append(Views.tr("{bonus} to its max from level-up (right-click to change)").format(
            bonus=f"{view.bonus:+d}"))
    refills = recoveries(session.char, view)
    lines.extend(refills or [Views.tr("No recovery configured")])
    return PoolChip(view.pid, view.kind, view.label, view.active, view.reason, view.die, view.max, view.current,
                    list(view.faces), view.min_face, "\n".join(lines), view.pid in spendable, view.initial or "max",
                    view.bonus, view.identifier)


def is_activatable(item: Any) -> bool:
    """Whether using the item does anything: an attack, pool effects, a cost, a state or a dice spend."""
    return item.fields.type == "spell" or item.fields.attack is not None or bool(item.effects) or any(
        isinstance(e.model, (ChargeConsumer, ToggleEffect)) or
        (isinstance(e.model, DiceConsumer) and e.model.mode == "manual" and e.model.cardOffer is None)
        for e in item.rules)


def build_rows(session: Session, problems: list[Problem]) -> dict[str, list[ItemRow]]:
    """Rows grouped by item type, in item order (every row built: printing wants them all)."""
    rows = SheetRows(session, problems)
    return {key: [rows.row(index) for index in indices] for key, indices in rows.shape.items()}


@dataclass(frozen=True)
class _Reader:
    """A consumer rule the rows ask about: its item, the pool it spends and what its answer reads."""

    index: int
    entry: RuleEntry
    pid: str
    keys: frozenset[str]  # tag keys and whole tags its condition reads (predicates.dependencies)
    whole: frozenset[str]
    refs: frozenset[str] = frozenset()  # the references its cost formula reads


def _reader(char: Character, index: int, entry: RuleEntry, cost: Any = None) -> _Reader:
    rule = entry.model
    assert isinstance(rule, (ChargeConsumer, DiceConsumer))  # the rows ask only about consumers
    keys: tuple[str, ...] = ()
    whole: tuple[str, ...] = ()
    if rule.predicate:
        with suppress(PredicateError):  # an invalid condition never holds, whatever the tags say
            keys, whole = predicates.dependencies(rule.predicate)
    refs: frozenset[str] = frozenset()
    if cost is not None:
        with suppress(FormulaError):  # a cost that cannot be parsed fails the same way every time
            refs = formulas.parse(str(cost)).references
    return _Reader(index, entry, char.pool_ref(index, rule.poolIdentifier, rule.poolScope),
                   frozenset(keys), frozenset(whole), refs)


def _cost(entry: RuleEntry) -> Any:
    """A Charge Consumer's cost (a number or a formula)."""
    rule = entry.model
    assert isinstance(rule, ChargeConsumer)
    return rule.cost


class SheetRows:
    """One session's rows, built when first asked for and kept between actions (issue 18).

    `shape` (each group's item indices, -1 for the orphan pools' row) is known at once; `row(index)`
    builds a row the first time it is asked for, so opening a large character builds only the rows
    on screen. A row is made from its item, the views of its pools (and whether an active manual dice
    consumer spends each), its problems and why its Use would be refused now (`use_blocked`).

    After an action, `update` works out which of the rows built so far can differ and builds only
    those again. The engine replaces an item's entry when its document changes and a pool's view
    when it is resolved again or its state changes, so identity tells which moved. Whether a pool is
    spent and why a Use is blocked ask rule conditions, pool views and references: each consumer is
    asked again only when a tag its condition reads came or went (the same test the engine's pool
    resolution makes), a pool it spends got a new view, or a reference its cost reads changed.
    When any item changed, `update` answers None: the caller starts a new `SheetRows`.
    """

    def __init__(self, session: Session, problems: list[Problem] | ItemLint):
        self.session = session
        char = session.char
        self.items = list(char.items)
        self.tags = char.tags()
        self.views = dict(char.pools())
        self.refs = dict(char.refs())
        self.built: dict[int, ItemRow] = {}
        # An `ItemLint` (opening: the whole character is linted after the first paint): each row's
        # problems linted as it is built; `update` with the full list then repaints what differs.
        self._problems: list[Problem] | None = problems if isinstance(problems, list) else None
        self._lines: dict[str, list[str]] | _LazyLines = \
            _problem_lines(problems) if isinstance(problems, list) else _LazyLines(problems)
        self._chips = self._chip_views()
        self._blocked: dict[int, str] = {}
        self._casts: dict[int, tuple[str, str]] = {}  # each built spell row's (refusal, caution)
        self._cast_key = _cast_inputs(char)
        self._spent: dict[str, tuple[bool, list[_Reader]]] = {}  # by pool: the answer, the consumers asked
        self._spenders: dict[str, list[tuple[int, RuleEntry]]] | None = None  # by pool: its manual consumers
        self._spender_readers: dict[str, list[_Reader]] = {}
        self._payer_rules: dict[int, list[RuleEntry]] | None = None  # each item's charge consumers
        self._payers: dict[int, list[_Reader]] = {}
        shape: dict[str, list[int]] = {key: [] for key, _ in GROUPS}
        for index, item in enumerate(self.items):
            kind = item.fields.type
            shape[kind if kind in shape else "feature"].append(index)
        if -1 in self._chips:
            shape[""].append(-1)
        self.shape = {key: indices for key, indices in shape.items() if indices}

    # ---- rows -----------------------------------------------------------------------------------
    def row(self, index: int) -> ItemRow:
        """The row of item `index` (-1: the orphan pools), built now if it was not yet."""
        found = self.built.get(index)
        if found is None:
            found = self.built[index] = self._build(index)
        return found

    def has_pools(self, index: int) -> bool:
        """Whether the row shows any pool (without building it): a row without is one line high."""
        return index in self._chips

    def search_text(self, index: int) -> str:
        """What the filter matches: name, type, subtitle and pool labels (without building the row)."""
        if index in self.built or index < 0:
            row = self.row(index)
            parts = [row.name, row.type, row.subtitle, *(chip.label for chip in row.pools)]
        else:
            f = self.items[index].fields
            parts = [f.name, f.type, _subtitle(f), *(view.label for view in self._chips.get(index, []))]
        return " ".join(parts).lower()

    def _build(self, index: int) -> ItemRow:
        chips = [make_chip(self.session, view, {view.pid} if self._spendable(view.pid) else set())
                 for view in self._chips.get(index, [])]
        if index < 0:
            return ItemRow(-1, Views.tr("Saved pools no rule defines"), "", Views.tr("kept until you clean them up"),
                           False, True, False, False, False, chips)
        item = self.items[index]
        f = item.fields
        activatable = is_activatable(item)
        caution = ""
        if f.type == "spell":
            blocked, caution = self._cast_now(index)
        else:
            blocked = self._blocked_now(index) if activatable and item.usable else ""
        return ItemRow(index, f.name, f.type, _subtitle(f), item.is_object, f.equipped, item.usable,
                       f.attack is not None, activatable, chips, self._lines.get(f.name, []), blocked,
                       f.attack.damage if f.attack is not None else "", caution)

    def _chip_views(self) -> dict[int, list[PoolView]]:
        """The shown pools of each row, in rule order (-1: pools no item defines)."""
        by_item: dict[int, list[PoolView]] = {}
        for view in self.views.values():
            if not view.hidden:
                by_item.setdefault(-1 if view.item_index is None else view.item_index, []).append(view)
        for index, views in by_item.items():
            if index >= 0:
                views.sort(key=lambda v: v.rule_index or 0)  # an item's pools all have a rule
        return by_item

    # ---- what a row asks the rules ---------------------------------------------------------------
    def _spendable(self, pid: str) -> bool:
        """Whether an active manual dice consumer spends this pool (its tray opens the dice panel)."""
        found = self._spent.get(pid)
        if found is None:
            # The consumers are asked in order until one is active: the answer reads only those asked.
            char = self.session.char
            asked: list[_Reader] = []
            answer = False
            for at, (index, entry) in enumerate(self._spenders_of(pid)):
                readers = self._spender_readers.setdefault(pid, [])
                if at == len(readers):
                    readers.append(_reader(char, index, entry))
                asked.append(readers[at])
                if char.rule_active(index, entry)[0]:
                    answer = True
                    break
            found = self._spent[pid] = (answer, asked)
        return found[0]

    def _spenders_of(self, pid: str) -> list[tuple[int, RuleEntry]]:
        if self._spenders is None:
            self._spenders = {}
            char = self.session.char
            for index, entry in char.rules_of(DiceConsumer):
                rule = entry.model
                assert isinstance(rule, DiceConsumer)
                # A card-offer consumer is spent only on an attack's result, never from the panel (§4.4).
                if rule.mode == "manual" and rule.cardOffer is None:
                    key = char.pool_ref(index, rule.poolIdentifier, rule.poolScope)
                    self._spenders.setdefault(key, []).append((index, entry))
        return self._spenders.get(pid, [])

    def _blocked_now(self, index: int) -> str:
        found = self._blocked.get(index)
        if found is None:
            found = self._blocked[index] = use_blocked(self.session.char, index) if self._payers_of(index) else ""
        return found

    def _cast_now(self, index: int) -> tuple[str, str]:
        """A spell's Cast: why it would be refused now (the engine's `cast_refusal`), and a tier above the
        highest unlocked, which casts with a warning (character.md §14.2)."""
        found = self._casts.get(index)
        if found is None:
            char = self.session.char
            tier, highest = char.items[index].fields.tier, highest_tier(char)
            caution = Views.tr("tier {tier} is above your highest unlocked spell tier ({highest}); it casts with a "
                               "warning").format(tier=tier, highest=highest if highest is not None else
                                                 Views.tr("none: not a caster")) if tier > (highest or 0) else ""
            found = self._casts[index] = (cast_refusal(char, index)[1], caution)
        return found

    def _casts_moved(self, moved: bool) -> set[int]:
        """The spell rows whose Cast changed: asked again when a tag, pool or reference `moved`, or what
        `_cast_inputs` reads (a spell's refusal reads mana, actions, states, its pools)."""
        key = _cast_inputs(self.session.char)
        dirty = set()
        if self._casts and (moved or key != self._cast_key):
            for index in list(self._casts):
                was = self._casts.pop(index)
                if self._cast_now(index) != was:
                    dirty.add(index)
        self._cast_key = key
        return dirty

    def _payers_of(self, index: int) -> list[_Reader]:
        if self._payer_rules is None:
            self._payer_rules = {}
            for at, entry in self.session.char.rules_of(ChargeConsumer):
                self._payer_rules.setdefault(at, []).append(entry)
        found = self._payers.get(index)
        if found is None:
            char = self.session.char
            found = self._payers[index] = [_reader(char, index, entry, _cost(entry))
                                           for entry in self._payer_rules.get(index, [])]
        return found

    # ---- after an action --------------------------------------------------------------------------
    def update(self, problems: list[Problem]) -> set[int] | None:
        """Bring the built rows up to date with the session; the indices of the rows that now differ.
        None when the items themselves changed (or a row of pools no item defines came or went): the
        caller builds a new `SheetRows`."""
        char = self.session.char
        items = char.items
        if len(items) != len(self.items) or any(a is not b for a, b in zip(items, self.items, strict=True)):
            return None
        views, tags, refs = char.pools(), char.tags(), char.refs()
        dirty: set[int] = set()
        moved_views = {pid for pid in views.keys() | self.views.keys() if views.get(pid) is not self.views.get(pid)}
        for pid in moved_views:
            for view in (views.get(pid), self.views.get(pid)):
                if view is not None:
                    dirty.add(-1 if view.item_index is None else view.item_index)
        if moved_views:
            self.views = dict(views)
            chips = self._chip_views()
            if (-1 in chips) != (-1 in self._chips):
                return None
            self._chips = chips
        moved: frozenset[str] = frozenset() if tags is self.tags else self.tags.difference(tags)
        moved_keys: set[str] = set()
        for tag in moved:  # a tag answers `values(k)` for every k before one of its colons
            cut = tag.find(":")
            while cut != -1:
                moved_keys.add(tag[:cut])
                cut = tag.find(":", cut + 1)
        self.tags = tags

        def reads_moved(reader: _Reader) -> bool:
            return not (reader.keys.isdisjoint(moved_keys) and reader.whole.isdisjoint(moved))

        if moved:
            for pid, (before, asked) in list(self._spent.items()):
                if any(reads_moved(r) for r in asked):
                    del self._spent[pid]
                    if self._spendable(pid) != before:
                        view = views.get(pid)
                        if view is not None:
                            dirty.add(-1 if view.item_index is None else view.item_index)
        moved_refs = {name for name in refs.keys() | self.refs.keys() if refs.get(name) != self.refs.get(name)}
        self.refs = dict(refs)
        if self._blocked and (moved or moved_views or moved_refs):
            for index in list(self._blocked):
                if any(reads_moved(r) or r.pid in moved_views or not r.refs.isdisjoint(moved_refs)
                       for r in self._payers_of(index)):
                    was = self._blocked.pop(index)
                    if self._blocked_now(index) != was:
                        dirty.add(index)
        dirty |= self._casts_moved(bool(moved or moved_views or moved_refs))
        if problems is not self._problems:
            lines = _problem_lines(problems)
            self._problems = problems
            if isinstance(self._lines, _LazyLines):  # only the names asked were shown
                names = {name for name, shown in self._lines.asked.items() if lines.get(name, []) != shown}
                dirty |= {index for index in self.built if index >= 0 and items[index].fields.name in names}
                self._lines = lines
            elif lines != self._lines:
                names = {name for name in lines.keys() | self._lines.keys() if lines.get(name) != self._lines.get(name)}
                dirty |= {index for index in self.built if index >= 0 and items[index].fields.name in names}
                self._lines = lines
        changed = set()
        for index in dirty:
            old = self.built.pop(index, None)
            if old is not None and self.row(index) != old:
                changed.add(index)
        return changed


    def differing_from(self, old: SheetRows) -> set[int]:
        """After the items changed (a new `SheetRows` in place of `old`, the same groups): the rows that
        differ. Only the rows `old` had built are built again to tell (a row never built was never shown);
        of the others, only a row that gained or lost its pools changes height."""
        changed = {index for index in old.built if self.row(index) != old.built[index]}
        changed |= {index for index in range(len(self.items))
                    if index not in old.built and self.has_pools(index) != old.has_pools(index)}
        return changed


def _cast_inputs(char: Character) -> tuple[Any, ...]:
    """What a spell's Cast refusal reads besides the tags, pools and references (`SheetRows.update` asks the
    spells again when one of these moved): the states, the mana, the actions, the encounter, the tier."""
    return (tuple(char.states), char.mana_total(), tuple(actions_of(char.doc).values()),
            char.encounter is not None, highest_tier(char))


def _subtitle(f: Any) -> str:
    from .spell_view import delivery_word, spell_subtitle

    if f.type == "spell":  # tier, school, mana, actions (character.md §14.1)
        return spell_subtitle(f)
    # The type is the group's name already ("feature" under Features): only an object's kind says more.
    subtitle = "" if f.type != "object" else object_type_word(f.objectType or "")
    if f.attack is not None:
        damage = formula_words(f.attack.damage)  # "melee 1d12 + STR"; the formula as written is its tooltip
        delivery = delivery_word(f.attack.delivery)
        subtitle = " · ".join(p for p in (subtitle, f"{delivery} {damage}") if p)
    return subtitle


def _problem_lines(problems: list[Problem]) -> dict[str, list[str]]:
    """Each item name's problems, as its row lists them."""
    lines: dict[str, list[str]] = {}
    for problem in problems:
        lines.setdefault(problem.item, []).append(problem.line().split(" / ", 1)[-1])
    return lines


class _LazyLines:
    """`_problem_lines` of the whole character, each name's linted when a row first asks."""

    def __init__(self, lint: ItemLint):
        self.lint = lint
        self.asked: dict[str, list[str]] = {}

    def get(self, name: str, default: list[str] | None = None) -> list[str]:
        found = self.asked.get(name)
        if found is None:
            found = self.asked[name] = [problem.line().split(" / ", 1)[-1] for problem in self.lint.of(name)]
        return found


def reason_text(chip: PoolChip) -> str:
    """Why an inactive pool is greyed, or its level-up bonus, shown beside it (the tooltip has it in full)."""
    if not chip.active:
        return Views.tr("inactive: {why}").format(why=chip.reason) if chip.reason else ""
    return Views.tr("{bonus} from level-up").format(bonus=f"{chip.bonus:+d}") if chip.bonus else ""


def tray_count(chip: PoolChip) -> str:
    """The count beside a tray, with the die size: "2/4 d6"."""
    return f"{len(chip.faces)}/{chip.max} {chip.die}" if chip.die else f"{len(chip.faces)}/{chip.max}"
