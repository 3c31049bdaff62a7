"""The dice panel's rules of picking, without Qt: which consumers spend a pool, what a pick may be,
and what the live preview says.

Everything here reads the character (`session.char`) and never changes it; the panel turns the
player's picks into one `spend` or `activate` step for the session.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from sheet_app.engine import formulas
from sheet_app.engine.activation import modifier_appends, spend_blocked
from sheet_app.engine.formulas import clamp_int
from sheet_app.engine.model import DiceConsumer, RuleEntry, die_faces
from sheet_app.engine.world import Character, PoolView
from sheet_app.i18n import QT_TRANSLATE_NOOP, Labels, Views
from sheet_app.views.explain import FormulaPreview, preview_for

EFFECT_TYPE_NAMES = Labels("Views", {"generic": QT_TRANSLATE_NOOP("Views", "Generic"),
                                     "damageReduction": QT_TRANSLATE_NOOP("Views", "Damage reduction")})
DELIVERY_NAMES = Labels("Views", {None: QT_TRANSLATE_NOOP("Views", "every attack"),
                                  "any": QT_TRANSLATE_NOOP("Views", "every attack"),
                                  "melee": QT_TRANSLATE_NOOP("Views", "melee attacks"),
                                  "ranged": QT_TRANSLATE_NOOP("Views", "ranged attacks")})


def plural(count: int, word: str) -> str:
    """"1 die", "2 dice" (English only: a message of its own says a count in words, `Views.tr("%n dice", "", n)`)."""
    if count == 1:
        return f"1 {word}"
    return f"{count} {'dice' if word == 'die' else word + 's'}"


@dataclass(frozen=True)
class ConsumerInfo:
    """One manual dice consumer of a pool, resolved for the panel."""

    item_index: int
    rule_index: int  # the rule's position in its item (RuleEntry.index)
    item_key: str  # what a step names the item by (its id, or its name)
    item_name: str
    label: str
    ordinal: int  # position among the item's active manual consumers of this pool (`spend`'s "rule")
    outcome: str  # "consume" | "maximize"
    effect_type: str
    formula: str | None  # with every Modify Consumer append
    appends: tuple[tuple[str, str], ...] = ()  # (append text, item it comes from)
    cost: int = 1
    cost_error: str = ""
    active: bool = True
    reason: str = ""
    blocked: str = ""  # why its item cannot pay for a spend now ("Blood Frenzy: 0/1, no uses left")
    card_offer: str | None = None  # "hit" / "criticalHit": offered on an attack's result (engine.md §4.4)
    pool: str = ""  # the pool it spends from

    @property
    def key(self) -> tuple[int, int]:
        return self.item_index, self.rule_index

    @property
    def cap(self) -> int | None:
        """How many dice may be picked (None: no limit)."""
        return max(1, self.cost) if self.outcome == "maximize" else None

    @property
    def minimum(self) -> int:
        """Picks needed before confirming (a consume of cost 0 still needs one die to mean anything)."""
        return 1 if self.outcome == "maximize" else max(1, self.cost)

    @property
    def title(self) -> str:
        return self.item_name

    @property
    def subtitle(self) -> str:
        """The rule's own label when it says more than the item name."""
        return self.label if self.label and self.label != self.item_name else ""

    def rule_text(self) -> str:
        """"Consume: pick at least 1 die" / "Maximize: pick up to 1 die"."""
        if self.cost_error:
            return Views.tr("Its cost formula fails: {error}").format(error=self.cost_error)
        if self.outcome == "maximize":
            most = self.cap or 1
            return Views.tr("Maximize: raise up to %n dice to the top face", "", most)
        least = self.minimum
        return Views.tr("Consume: spend at least %n dice", "", least)

    def rule_word(self) -> str:
        """What `rule_text` says before its colon, in lower case ("consume"): the empty pool's list says it."""
        if self.cost_error:
            return Views.tr("its cost formula fails")
        return Views.tr("maximize") if self.outcome == "maximize" else Views.tr("consume")


def _modifier_appends(char: Character, rule: DiceConsumer) -> list[tuple[str, str]]:
    """Every active Modify Consumer append matching `rule`, in priority order, with its item's name."""
    return [(append, char.items[index].name) for append, index in modifier_appends(char, rule)]


def effect_formula(char: Character, rule: DiceConsumer) -> tuple[str | None, list[tuple[str, str]]]:
    """The consumer's effect formula with its appends, and where each append comes from."""
    if not rule.effectFormula:
        return rule.effectFormula, []
    appends = _modifier_appends(char, rule)
    text = rule.effectFormula + "".join(f" + ({append})" for append, _ in appends)
    return text, appends


def consumer_info(char: Character, index: int, entry: RuleEntry) -> ConsumerInfo:
    """One dice consumer resolved for a card (the dice panel's, or an attack result's card offer)."""
    active, reason = char.rule_active(index, entry)
    return _info(char, index, entry, 0, active, reason)


def _info(char: Character, index: int, entry: RuleEntry, ordinal: int, active: bool, reason: str) -> ConsumerInfo:
    rule = entry.model
    assert isinstance(rule, DiceConsumer)
    item = char.items[index]
    formula, appends = effect_formula(char, rule)
    cost, cost_error = 1, ""
    try:
        cost = clamp_int(formulas.evaluate(rule.cost, char.refs(), allow_dice=False))
    except formulas.FormulaError as err:
        cost_error = err.message
    blocked = spend_blocked(char, index) if active else ""
    return ConsumerInfo(index, entry.index, item.key, item.name, rule.label or "", ordinal, rule.selectionOutcome,
                        rule.effectType, formula, tuple(appends), cost, cost_error, active, reason,
                        blocked, rule.cardOffer, char.pool_ref(index, rule.poolIdentifier, rule.poolScope))


def consumers_of(char: Character, pid: str, *, include_inactive: bool = False) -> list[ConsumerInfo]:
    """Manual dice consumers of pool `pid`, in item then rule order (active ones, unless asked)."""
    found = []
    for index, item in enumerate(char.items):
        ordinal = 0
        for entry in item.rules:
            rule = entry.model
            # Card offers are offered on an attack's result, not in the panel (engine.md §4.4).
            if not isinstance(rule, DiceConsumer) or rule.mode != "manual" or rule.cardOffer is not None:
                continue
            if char.pool_ref(index, rule.poolIdentifier, rule.poolScope) != pid:
                continue
            active, reason = char.rule_active(index, entry)
            if active:
                found.append(_info(char, index, entry, ordinal, True, ""))
                ordinal += 1
            elif include_inactive:
                found.append(_info(char, index, entry, -1, False, reason))
    return found


def activation_consumer(char: Character, item_index: int) -> tuple[int, int, str] | None:
    """The consumer an activation of this item spends through: (item, rule, pool id) of its first active
    manual dice consumer in rule order, whatever its pool (as engine.md §5.1 does)."""
    for entry in char.items[item_index].rules:
        rule = entry.model
        if isinstance(rule, DiceConsumer) and rule.mode == "manual" and rule.cardOffer is None and \
                char.rule_active(item_index, entry)[0]:
            return item_index, entry.index, char.pool_ref(item_index, rule.poolIdentifier, rule.poolScope)
    return None


@dataclass(frozen=True)
class ActivationPlan:
    """What using an item from the panel will do: the item, the consumer it spends through (None when
    it cannot spend from this pool), and a note for the player."""

    item_key: str | None
    item_name: str
    locked: tuple[int, int] | None
    note: str


def activation_plan(char: Character, item: str, pid: str) -> ActivationPlan:
    """How the panel opened by using `item` on pool `pid` may confirm (engine.md §5.1)."""
    index = char.find_item(item)
    if index is None:
        return ActivationPlan(None, "", None, Views.tr("There is no item {item} to use.").format(item=repr(item)))
    entry = char.items[index]
    locked: tuple[int, int] | None = None
    note = ""
    found = activation_consumer(char, index)
    if found is None:
        note = Views.tr("{item} has no active feature that spends dice.").format(item=entry.name)
    elif found[2] != pid:
        note = Views.tr("Using {item} spends from another pool ({pool}).").format(item=entry.name, pool=found[2])
    else:
        locked = found[:2]
    # Picks index the pool as it is after the item's own pool effects.
    for effect in entry.effects:
        model = effect.model
        if model is None or model.poolType != "dice" or char.resolve_pool_ref(index, model.poolIdentifier) != pid:
            continue
        count = model.value
        if model.action == "rollDie":
            note += " " + Views.tr("Using it first rolls %n dice in, after the dice shown.", "", count)
        elif model.action == "maximizeDie":
            note += " " + Views.tr("Using it first raises the lowest %n dice.", "", count)
        else:
            note += " " + Views.tr("Using it first replaces these dice: use it without spending, then spend.")
            locked = None
    return ActivationPlan(entry.key, entry.name, locked, note.strip())


def empty_pool_text(char: Character, pid: str, label: str) -> str:
    """What an empty pool says (rich text): how to fill it, and the features that would spend it."""
    spenders = consumers_of(char, pid, include_inactive=True)
    fillers = pool_fillers(char, pid)
    adds = Views.tr("use {items} to add some").format(items=Views.tr(" or ", "joins a list: a or b").join(fillers)) \
        if fillers else Views.tr("wait for a refill")
    pool = html.escape(label)
    lines = [Views.tr("<b>{pool} is empty</b>: nothing to spend yet. Roll one in, or {how}.").format(
        pool=pool, how=html.escape(adds))]
    if spenders:
        shown = []
        for info in spenders:
            what = Views.tr("{feature} ({what})") if info.active else Views.tr("{feature} ({what}, not now: {why})")
            shown.append(what.format(feature=html.escape(info.title), what=html.escape(info.rule_word()),
                                     why=html.escape(info.reason)))
        lines.append(Views.tr("Features that spend {pool}: {features}.").format(pool=pool, features="; ".join(shown)))
    else:
        lines.append(Views.tr("No feature spends {pool}.").format(pool=pool))
    return "<br>".join(lines)


def auto_bonuses(char: Character, pid: str) -> list[str]:
    """The pool's autoBonus consumers in words ("Fury Dice: melee bonus: every face is added to melee attacks")."""
    lines = []
    for index, entry in char.rules():
        rule = entry.model
        if not isinstance(rule, DiceConsumer) or rule.mode != "autoBonus":
            continue
        if char.pool_ref(index, rule.poolIdentifier, rule.poolScope) != pid:
            continue
        name = rule.label or char.items[index].name
        active, reason = char.rule_active(index, entry)
        line = Views.tr("{name}: every face is added to {attacks}").format(
            name=name, attacks=DELIVERY_NAMES.get(rule.bonusOnAttackDelivery) or Views.tr("attacks"))
        lines.append(line if active else Views.tr("{line} (not now: {why})").format(line=line, why=reason))
    return lines


def pool_fillers(char: Character, pid: str) -> list[str]:
    """Items whose activation rolls dice into this pool (for the empty pool's hint)."""
    names = []
    for index, item in enumerate(char.items):
        for effect in item.effects:
            model = effect.model
            if model is not None and model.poolType == "dice" \
                    and char.resolve_pool_ref(index, model.poolIdentifier) == pid \
                    and model.action in ("rollDie", "rollPool") and item.name not in names:
                names.append(item.name)
    return names


def top_face(view: PoolView) -> int:
    return die_faces(view.die or "d4")


@dataclass
class Picks:
    """The dice picked, oldest first (the order matters: a capped pick evicts the oldest)."""

    order: list[int] = field(default_factory=list)

    def __contains__(self, index: object) -> bool:
        return index in self.order

    def __len__(self) -> int:
        return len(self.order)

    def sorted(self) -> list[int]:
        return sorted(self.order)

    def clear(self) -> None:
        self.order.clear()

    @staticmethod
    def allowed(info: ConsumerInfo | None, faces: list[int], top: int, index: int) -> bool:
        """Whether die `index` may be picked for this consumer."""
        if info is None or not 0 <= index < len(faces):
            return False
        return not (info.outcome == "maximize" and faces[index] >= top)

    def toggle(self, info: ConsumerInfo | None, faces: list[int], top: int, index: int) -> bool:
        """Pick or unpick die `index`; past a cap the oldest pick goes. False when it may not be picked."""
        if index in self.order:
            self.order.remove(index)
            return True
        if not self.allowed(info, faces, top, index):
            return False
        self.order.append(index)
        cap = info.cap if info is not None else None
        if cap is not None:
            del self.order[:-cap]
        return True

    def pick_all(self, info: ConsumerInfo | None, faces: list[int], top: int) -> None:
        """Every allowed die; under a cap, the lowest faces (they gain the most from a maximize)."""
        allowed = [i for i in range(len(faces)) if self.allowed(info, faces, top, i)]
        cap = info.cap if info is not None else None
        if cap is not None:
            allowed = sorted(sorted(allowed, key=lambda i: (faces[i], i))[:cap])
        self.order = allowed

    def trim(self, info: ConsumerInfo | None, faces: list[int], top: int) -> None:
        """Keep only the picks this consumer allows, the newest ones under a cap."""
        self.order = [i for i in self.order if self.allowed(info, faces, top, i)]
        cap = info.cap if info is not None else None
        if cap is not None:
            del self.order[:-cap]

    def removed(self, index: int) -> None:
        """Die `index` left the pool: later dice move down one."""
        self.order = [p - (p > index) for p in self.order if p != index]


_TIMES = re.compile(r"(?<!\*)\*(?!\*)")


def pretty(text: str) -> str:
    """A formula as a player reads it ("(3 + 2) × 2")."""
    return _TIMES.sub("×", text)


def _number(value: float | None) -> str:
    if value is None:
        return "?"
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0").rstrip(".")


@dataclass(frozen=True)
class SpendPreview:
    """What spending the picked dice would do, in words (the dice panel's live line); `error` is set when
    the effect formula fails."""

    text: str
    error: str = ""
    value: float | None = None


def preview(char: Character, info: ConsumerInfo, view: PoolView, picks: Picks) -> SpendPreview:
    """The live preview for the picks: the formula with @n and @sum filled in and its value."""
    faces = view.faces
    picked = [faces[i] for i in picks.sorted() if 0 <= i < len(faces)]
    top = top_face(view)
    if info.outcome == "maximize":
        if not picked:
            return SpendPreview(Views.tr("Pick a die to raise it to {top}.").format(top=top))
        gain = sum(top - f for f in picked)
        shown = ", ".join(f"{f} → {top}" for f in picked)
        return SpendPreview(Views.tr("Raises {faces} (+{gain}); the pool keeps %n dice.", "", len(faces)).format(
            faces=shown, gain=gain))
    if not info.formula:
        if not picked:
            return SpendPreview(Views.tr("Pick the dice to remove (this feature has no effect formula)."))
        return SpendPreview(Views.tr("Removes %n dice ({faces}); no effect formula.", "", len(picked)).format(
            faces=", ".join(map(str, picked))))
    if not picked:
        return SpendPreview(Views.tr("Pick dice to see what {feature} gives.").format(feature=info.title))
    n, total = len(picked), sum(picked)
    result: FormulaPreview = preview_for(char, info.formula, {"n": n, "sum": total})
    if result.error:
        return SpendPreview(Views.tr("{formula}: {error}").format(formula=pretty(info.formula), error=result.error),
                            error=result.error)
    shown = pretty(result.substituted)
    if result.deterministic:
        value = result.low
        assert value is not None
        if info.effect_type == "damageReduction" and not info.card_offer:
            banked = int(value // 1)
            tail = Views.tr("{value} damage reduction").format(value=_number(value)) \
                if banked > 0 and float(value).is_integer() else \
                Views.tr("{value} → {banked} damage reduction").format(value=_number(value), banked=banked) \
                if banked > 0 else Views.tr("{value}: no damage reduction").format(value=_number(value))
        elif info.card_offer:
            # floored where it is added (engine.md §3)
            tail = Views.tr("{damage} extra damage").format(damage=int(value // 1))
        else:
            tail = _number(value)
        return SpendPreview(f"{shown} = {tail}", value=value)
    spread = f"{_number(result.low)} / {_number(result.average)} / {_number(result.high)}"
    said = Views.tr("{formula} = {spread} extra damage (min / average / max)") if info.card_offer else \
        Views.tr("{formula} = {spread} damage reduction (min / average / max)") \
        if info.effect_type == "damageReduction" else Views.tr("{formula} = {spread} (min / average / max)")
    return SpendPreview(said.format(formula=shown, spread=spread), value=result.average)
