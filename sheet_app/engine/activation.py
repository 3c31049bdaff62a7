"""Using items: activation, attacks, dice spends, and taking damage (engine.md §4.3-§6)."""
from __future__ import annotations

import math
from typing import Any

from ..i18n import Engine
from . import action_tracker, dying, formulas, healing, toggles
from .attack_modes import (
    UNARMED,
    UNARMED_NAME,
    AttackMode,
    Strike,
    attack_mode,
    bonus_damage,
    can_crit,
    conditional_picks,
    damage_bonuses,
    item_strike,
    kept_index,
    rule_name,
    target_tags,
    unarmed_strike,
)
from .defence import reduce_damage
from .formulas import FormulaError, clamp_int
from .model import NUMBER_LIMIT, ChargeConsumer, ConditionalBonus, DiceConsumer, ModifyConsumer, RuleEntry, die_faces
from .pools import pool_id
from .predicates import TagSet
from .rule_types import behaviour
from .runtime import ActionContext, ActionError
from .steps import Activate, ChargeDice
from .vocab import damage_type_word
from .world import Character, PoolView


def find_item(ctx: ActionContext, name: Any) -> int:
    if not isinstance(name, str):
        raise ActionError("invalidStep", Engine.tr("'item' must be an item id or name"))
    index = ctx.char.find_item(name)
    if index is None:
        raise ActionError("unknownItem", Engine.tr("there is no item {name}").format(name=repr(name)))
    return index


def manual_consumers(ctx: ActionContext, index: int, pid: str | None = None) -> list[RuleEntry]:
    """Active manual dice consumers on an item (optionally only those on pool `pid`), in rule order."""
    return manual_consumers_of(ctx.char, index, pid, ctx.tags)


def manual_consumers_of(char: Character, index: int, pid: str | None = None,
                        tags: TagSet | None = None) -> list[RuleEntry]:
    """`manual_consumers` for a character outside an action (the windows use it)."""
    found = []
    for entry in char.items[index].rules:
        rule = entry.model
        # A card-offer consumer is spent only on an attack's result, never from the panel (§4.4).
        if isinstance(rule, DiceConsumer) and rule.mode == "manual" and rule.cardOffer is None:
            if pid is not None and char.pool_ref(index, rule.poolIdentifier, rule.poolScope) != pid:
                continue
            if char.rule_on(index, entry, tags):
                found.append(entry)
    return found


def offer_consumers(ctx: ActionContext, index: int, pid: str | None = None) -> list[RuleEntry]:
    """An item's card-offer consumers (manual, `cardOffer` set; optionally only on pool `pid`), in rule
    order, active or not: whether one is offered is decided on the attack (§4.4)."""
    found = []
    for entry in ctx.char.items[index].rules:
        rule = entry.model
        if isinstance(rule, DiceConsumer) and rule.mode == "manual" and rule.cardOffer is not None and \
                (pid is None or ctx.char.pool_ref(index, rule.poolIdentifier, rule.poolScope) == pid):
            found.append(entry)
    return found


@behaviour("modifyConsumer")
def modifier_appends(char: Character, rule: DiceConsumer, tags: TagSet | None = None) -> list[tuple[str, int]]:
    """Every active Modify Consumer append for this consumer, in priority order, with its item index."""
    matches = []
    for index, entry in char.rules_of(ModifyConsumer):
        mod = entry.model
        if not isinstance(mod, ModifyConsumer) or not mod.appendFormula:
            continue
        if mod.poolIdentifier != rule.poolIdentifier or mod.poolScope != rule.poolScope:
            continue
        if mod.effectTypeFilter not in ("", None, rule.effectType):
            continue
        if char.rule_on(index, entry, tags):
            matches.append((index, entry))
    return [(str(entry.model.appendFormula), index) for index, entry in char.by_priority(matches)  # type: ignore
            ]


def effect_formula(char: Character, rule: DiceConsumer, tags: TagSet | None = None) -> str | None:
    """The consumer's effect formula with every matching Modify Consumer append (engine.md §4.6)."""
    if not rule.effectFormula:
        return rule.effectFormula
    return rule.effectFormula + "".join(f" + ({append})" for append, _ in modifier_appends(char, rule, tags))


def spend_dice(ctx: ActionContext, index: int, entry: RuleEntry, picks: Any, *, offer: bool = False) -> float:
    """Spend picked dice through a manual consumer (consume or maximize); the effect total (0 without one).

    Only the dice: every spend but the one completing an activation goes through `use_consumer`,
    which also pays the item's charges. With `offer` (a card offer) the total is extra damage for the
    attack, whatever the effect type, and the attack's line shows it."""
    rule = entry.model
    assert isinstance(rule, DiceConsumer)
    view = ctx.pool(ctx.char.pool_ref(index, rule.poolIdentifier, rule.poolScope), "dice")
    if not isinstance(picks, list) or not all(isinstance(p, int) and not isinstance(p, bool) for p in picks):
        raise ActionError("invalidStep", Engine.tr("'picks' must be a list of die indices"))
    faces = ctx.faces(view)
    name = rule.label or ctx.char.items[index].name
    cost = clamp_int(ctx.evaluate(rule.cost, "cost", dice=False, where=f"{name} "))
    if rule.selectionOutcome == "consume" and len(faces) < cost:
        raise ActionError("insufficientDice", Engine.tr("{name} needs %n dice from {pool}, {held} held", "", cost)
                          .format(name=name, pool=view.label, held=len(faces)))
    if rule.selectionOutcome == "maximize" and not faces:
        raise ActionError("insufficientDice", Engine.tr("{name} needs a die from {pool}, none held")
                          .format(name=name, pool=view.label))
    for pick in picks:
        if not 0 <= pick < len(faces):
            raise ActionError("badPicks", Engine.tr(
                "pick {pick} is out of range ({pool} holds %n dice, numbered from 0)", "", len(faces)).format(
                pick=pick, pool=view.label))
    if len(set(picks)) != len(picks):
        raise ActionError("badPicks", Engine.tr("a die was picked twice"))
    top = die_faces(view.die or "d4")
    picked = [faces[p] for p in picks]
    if rule.selectionOutcome == "maximize":
        cap = max(1, cost)
        if not picks:
            raise ActionError("badPicks", Engine.tr("{name} needs a die picked").format(name=name))
        if len(picks) > cap:
            raise ActionError("badPicks", Engine.tr("{name} can raise at most %n dice, {picked} picked", "", cap)
                              .format(name=name, picked=len(picks)))
        at_top = [p for p in picks if faces[p] >= top]
        if at_top:
            raise ActionError("badPicks", Engine.tr("die {index} already shows its top face ({top})")
                              .format(index=at_top[0], top=top))
        new = list(faces)
        for p in picks:
            new[p] = top
        ctx.set_faces(view, new)
        shown = ", ".join(f"{f} → {top}" for f in picked)
        ctx.log.append(Engine.tr("{name}: {pool} raised to the top face ({faces})")
                       .format(name=name, pool=view.label, faces=shown))
        return 0
    if len(picks) < cost:
        raise ActionError("badPicks", Engine.tr("{name} needs at least %n dice picked, {picked} picked", "", cost)
                          .format(name=name, picked=len(picks)))
    text = effect_formula(ctx.char, rule, ctx.tags)
    total = None
    if text:
        total = ctx.evaluate(text, "effect", {"n": len(picks), "sum": sum(picked)}, where=f"{name} ")
    ctx.set_faces(view, [f for i, f in enumerate(faces) if i not in set(picks)])
    spent = Engine.tr("Spent %n dice of {pool} ({faces})", "", len(picks)).format(
        pool=view.label, faces=", ".join(map(str, picked)))
    if view.label.endswith("Dice"):  # "Spent 2 Fury Dice", "Spent 1 Fury Die": the pool's own name
        spent = Engine.tr("Spent {count} {dice} ({faces})").format(
            count=len(picks), dice=view.label if len(picks) != 1 else view.label[:-4] + "Die",
            faces=", ".join(map(str, picked)))
    if offer:
        extra = math.floor(total) if total is not None else 0
        lowered = f"{spent[0].lower()}{spent[1:]}"
        ctx.log.append(Engine.tr("{name}: {spent} for {extra} extra damage").format(
            name=name, spent=lowered, extra=extra) if total is not None else f"{name}: {lowered}")
        return max(0, extra)
    if total is None:
        ctx.log.append(f"{name}: {spent}")
    elif rule.effectType == "damageReduction":
        banked = math.floor(total)
        if banked > 0:
            bank = min(NUMBER_LIMIT, int(ctx.tx.get(("bank",), 0)) + banked)
            ctx.tx.set(("bank",), bank)
            ctx.log.append(Engine.tr("{spent}: {banked} damage reduction banked").format(spent=spent, banked=banked)
                           + (Engine.tr(" (the bank holds at most {limit:,})").format(limit=NUMBER_LIMIT)
                              if bank == NUMBER_LIMIT else ""))
        else:
            ctx.log.append(Engine.tr("{spent}: no damage reduction ({total})").format(spent=spent, total=_num(total)))
    else:
        ctx.log.append(f"{spent}: {name} {_num(total)}")
    return total or 0


@behaviour("diceConsumer")
def use_consumer(ctx: ActionContext, index: int, entry: RuleEntry, picks: Any, *, offer: bool = False) -> float:
    """A spend through a manual consumer is a use of its item (engine.md §4.4).

    The one function every spend goes through (the `spend` step, the dice panel's cards, reactions
    on an incoming attack, card offers): the active charge consumers of the consumer's item are
    validated before anything moves (`insufficientCharges`) and paid in the same action. The spend
    that completes an activation (§5.1) is the exception: `activate` has paid already and calls
    `spend_dice` itself. Returns the effect total (see `spend_dice`)."""
    needs = charge_needs(ctx, index)
    check_charges(ctx, index, needs)
    total = spend_dice(ctx, index, entry, picks, offer=offer)
    pay_charges(ctx, index, needs)
    return total


def charge_needs(ctx: ActionContext, index: int) -> dict[str, int]:
    """The costs of an item's active charge consumers, added up per pool (engine.md §4.3)."""
    item = ctx.char.items[index]
    needs: dict[str, int] = {}
    for entry in item.rules:
        rule = entry.model
        if not isinstance(rule, ChargeConsumer) or not ctx.char.rule_on(index, entry, ctx.tags):
            continue
        view = ctx.pool(ctx.char.pool_ref(index, rule.poolIdentifier, rule.poolScope), "charge")
        cost = clamp_int(ctx.evaluate(rule.cost, "cost", dice=False, where=f"{item.name} "))
        needs[view.pid] = needs.get(view.pid, 0) + cost
    return needs


def check_charges(ctx: ActionContext, index: int, needs: dict[str, int]) -> None:
    """Refuse with `insufficientCharges` when a pool holds less than the item needs of it."""
    for pid, need in needs.items():
        view = ctx.pools[pid]
        have = ctx.current(view)
        if have < need:
            raise ActionError("insufficientCharges", Engine.tr("{name} needs %n charges of {pool}, {left} left", "",
                                                               need).format(name=ctx.char.items[index].name,
                                                                            pool=view.label, left=have))


def check_activation(ctx: ActionContext, index: int) -> None:
    """The refusals of activating item `index` that need no step, read-only, in `activate`'s order: not
    equipped (notEquipped), its charge costs (insufficientCharges), then its action cost (conditionPrevents,
    noActions). Combat Dice and the attack's own choices come with a step: they are refused when used."""
    item = ctx.char.items[index]
    if not item.usable:
        raise ActionError("notEquipped", Engine.tr("{name} is not equipped").format(name=item.name))
    check_charges(ctx, index, charge_needs(ctx, index))
    action_tracker.check_activation_cost(ctx, index, item.name)


@behaviour("chargeConsumer")
def pay_charges(ctx: ActionContext, index: int, needs: dict[str, int]) -> None:
    """Spend the charges `charge_needs` counted (never below 0) and log each pool's payment."""
    name = ctx.char.items[index].name
    for pid, need in needs.items():
        view = ctx.pools[pid]
        if need:
            # A pool effect of this very activation may have emptied the pool; charges never go below 0.
            left = max(0, ctx.current(view) - need)
            ctx.set_current(view, left)
            # "Blood Frenzy: 1 use spent (0/1 left)"; a pool named otherwise says whose use spent it.
            own = view.label.startswith(name)  # "Blood Frenzy", "Concerted Strike uses"
            label = view.label.lower()
            uses = "charge" not in label and (own or "use" in label)
            if uses:
                line = (Engine.tr("{pool}: %n uses spent ({left}/{max} left)", "", need) if own else
                        Engine.tr("{pool}: %n uses spent ({left}/{max} left) for {name}", "", need))
            else:
                line = (Engine.tr("{pool}: %n charges spent ({left}/{max} left)", "", need) if own else
                        Engine.tr("{pool}: %n charges spent ({left}/{max} left) for {name}", "", need))
            ctx.log.append(line.format(pool=view.label, left=left, max=view.max, name=name))


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def use_blocked(char: Character, index: int) -> str:
    """Why using the item would be refused for its charge costs right now ("" when it would not).

    The same checks `activate` makes first, read-only, for the sheet to grey a Use button with the
    reason (a hidden "once per turn" pool included). Dice spends and formulas decided at use are not
    predicted: those are refused, with their reason, when used."""
    item = char.items[index]
    if not item.usable:
        return Engine.tr("{name} is not equipped").format(name=item.name)
    pools, refs = char.pools(), char.refs()
    needs: dict[str, int] = {}
    for entry in item.rules:
        rule = entry.model
        if not isinstance(rule, ChargeConsumer) or not char.rule_on(index, entry):
            continue
        pid = char.pool_ref(index, rule.poolIdentifier, rule.poolScope)
        view = pools.get(pid)
        if view is None or view.kind != "charge":
            return Engine.tr("there is no charge pool {pool}").format(pool=repr(pool_id(rule.poolIdentifier,
                                                                                         rule.poolScope)))
        if not view.active:
            return Engine.tr("{pool} is inactive: {why}").format(pool=view.label, why=view.reason)
        try:
            cost = clamp_int(formulas.evaluate(rule.cost, refs, allow_dice=False))
        except FormulaError as err:
            return Engine.tr("its cost formula fails: {error}").format(error=err.message)
        needs[pid] = needs.get(pid, 0) + cost
    for pid, need in needs.items():
        view = pools[pid]
        if view.current < need:
            return Engine.tr("{name} needs %n charges of {pool}, {left} left", "", need).format(
                name=item.name, pool=view.label, left=view.current)
    return ""


def spend_blocked(char: Character, index: int) -> str:
    """Why a spend through one of this item's consumers would be refused for its charges right now ("" when
    it would not), short, for a dice panel card: "Blood Frenzy: 0/1, no uses left" (engine.md §4.4)."""
    why = use_blocked(char, index)
    item = char.items[index]
    if not why or not item.usable:
        return why
    pools, refs = char.pools(), char.refs()
    needs: dict[str, int] = {}
    for entry in item.rules:
        rule = entry.model
        if isinstance(rule, ChargeConsumer) and char.rule_on(index, entry):
            pid = char.pool_ref(index, rule.poolIdentifier, rule.poolScope)
            try:
                needs[pid] = needs.get(pid, 0) + clamp_int(formulas.evaluate(rule.cost, refs, allow_dice=False))
            except FormulaError:
                return why
    for pid, need in needs.items():
        view = pools.get(pid)
        if view is not None and view.active and view.kind == "charge" and view.current < need:
            if view.current == 0:
                return Engine.tr("{name}: {current}/{max}, no uses left").format(
                    name=item.name, current=view.current, max=view.max)
            return Engine.tr("{name}: {current}/{max}, needs {need}").format(
                name=item.name, current=view.current, max=view.max, need=need)
    return why


def charge_dice_pool(ctx: ActionContext, index: int | None, spec: ChargeDice | None,
                     strike: Strike | None) -> tuple[PoolView, int] | None:
    """The `chargeDice` of an activation (engine.md §5.1): a die-sized charge pool and a count."""
    if spec is None:
        return None
    pid, count = spec.pool, spec.count
    if strike is None:
        name = ctx.char.items[index].name if index is not None else UNARMED_NAME
        raise ActionError("invalidStep", Engine.tr("{name} has no attack to add {pool} dice to")
                          .format(name=name, pool=pid))
    view = ctx.pool(ctx.char.resolve_pool_ref(index, pid), "charge")
    if not view.die:
        raise ActionError("invalidStep", Engine.tr("{pool} has no die size: its charges cannot be rolled as damage")
                          .format(pool=view.label))
    return view, count


def activate(ctx: ActionContext, step: Activate, *, damage: str | None = None, casting: bool = False) -> None:
    """engine.md §5.1 (an `activate` step, engine/steps.py): validate, pool effects, charges (Combat Dice
    included), the action cost (character.md §13), attack, card offers, dice spend, then Action Delta; all or
    nothing. `unarmedStrike` is the built-in Unarmed Strike unless an item has that id or name (§11.3). A cast
    (engine/spells.py, `casting`) gives the attack's upcast `damage`, and its card is "Cast …", not "Used …"."""
    if step.item == UNARMED and ctx.char.find_item(UNARMED) is None:
        unarmed(ctx, step)
        return
    index = find_item(ctx, step.item)
    item = ctx.char.items[index]
    if not item.usable:
        raise ActionError("notEquipped", Engine.tr("{name} is not equipped").format(name=item.name))
    strike = _strike(ctx.char, index, damage)
    choices = attack_choices(ctx, strike, step)
    extra = charge_dice_pool(ctx, index, step.chargeDice, strike)
    needs = charge_needs(ctx, index)
    if extra is not None and extra[1]:
        # Combat Dice are validated with the activation's charge consumers (one pool: costs add up).
        needs[extra[0].pid] = needs.get(extra[0].pid, 0) + extra[1]
    check_charges(ctx, index, needs)
    action_tracker.pay_activation(ctx, index, item.name)  # validated with the activation: noActions (§13)
    for effect in item.effects:
        model = effect.model
        if model is None or not ctx.char.predicate_on(model.predicate, index, ctx.tags):
            continue
        view = ctx.pool(ctx.char.resolve_pool_ref(index, model.poolIdentifier), model.poolType)
        pool_effect(ctx, view, model.action, max(0, model.value), item.name)
    pay_charges(ctx, index, needs)
    toggles.activated(ctx, index)
    # A cast's own line names it (engine/spells.py).
    card = "" if casting else Engine.tr("Used {name}").format(name=item.name)
    healing.activation_healing(ctx, index)
    if strike is not None:
        # The roll is a result, not decoration: it is logged even when the card is suppressed.
        ctx.log.insert(0, attack(ctx, strike, step.outcome, choices, extra))
        card = ""
    spends = manual_consumers(ctx, index)
    if step.picks is not None:
        if not spends:
            raise ActionError("unknownConsumer", Engine.tr("{name} has no active manual dice consumer")
                              .format(name=item.name))
        spend_dice(ctx, index, spends[0], step.picks)
    action_tracker.action_deltas(ctx, index)  # once the cost is paid (character.md §15.5)
    suppress = spends[0].model.suppressActivationCard if spends else "auto"  # type: ignore[union-attr]
    if not card or suppress == "always" or (suppress == "auto" and step.picks is not None):
        return
    ctx.log.insert(0, card)


def _strike(char: Character, index: int, damage: str | None) -> Strike | None:
    """The item's attack (None without one), with a cast's upcast damage formula when it has one."""
    if char.items[index].fields.attack is None:
        return None
    return item_strike(char, index, damage)


def unarmed(ctx: ActionContext, step: Activate) -> None:
    """The built-in Unarmed Strike (character.md §11.3): an attack with no item, so no charges, pool
    effects or dice spends of its own; card offers, Combat Dice and every attack choice as any attack."""
    if step.picks is not None:
        raise ActionError("unknownConsumer", Engine.tr("{name} has no manual dice consumer").format(name=UNARMED_NAME))
    strike = unarmed_strike(ctx.char, ctx.tags)
    choices = attack_choices(ctx, strike, step)
    extra = charge_dice_pool(ctx, None, step.chargeDice, strike)
    if extra is not None and extra[1]:
        check_pool_charges(ctx, extra[0], extra[1], UNARMED_NAME)
        pay_pool_charges(ctx, extra[0], extra[1], UNARMED_NAME)
    action_tracker.pay_activation(ctx, None, UNARMED_NAME)  # 1 action in an encounter (§11.3)
    toggles.activated(ctx, None)
    ctx.log.insert(0, attack(ctx, strike, step.outcome, choices, extra))


def check_pool_charges(ctx: ActionContext, view: PoolView, need: int, name: str) -> None:
    have = ctx.current(view)
    if have < need:
        raise ActionError("insufficientCharges", Engine.tr("{name} needs %n charges of {pool}, {left} left", "", need)
                          .format(name=name, pool=view.label, left=have))


def pay_pool_charges(ctx: ActionContext, view: PoolView, need: int, name: str) -> None:
    left = max(0, ctx.current(view) - need)
    ctx.set_current(view, left)
    ctx.log.append(Engine.tr("{pool}: %n charges spent ({left}/{max} left) for {name}", "", need)
                   .format(pool=view.label, left=left, max=view.max, name=name))


class AttackChoices:
    """What the step chose for an attack, checked: card offers, Conditional Bonus picks, the target's tags
    and the mode with its sources (character.md §11.3, §15.3)."""

    __slots__ = ("offers", "picks", "target", "mode")

    def __init__(self, offers: list[tuple[int, RuleEntry, Any]], picks: list[tuple[int, RuleEntry, str]],
                 target: TagSet, mode: AttackMode):
        self.offers, self.picks, self.target, self.mode = offers, picks, target, mode


def attack_choices(ctx: ActionContext, strike: Strike | None, step: Activate) -> AttackChoices:
    """The step's attack choices, refused when there is no attack to make them on."""
    offers = read_offers(ctx, step.offers or [])
    name = strike.name if strike is not None else ctx.char.items[find_item(ctx, step.item)].name
    if strike is None:
        if offers:
            raise ActionError("invalidStep", Engine.tr("{name} has no attack to offer cards on").format(name=name))
        if step.conditional:
            raise ActionError("invalidStep", Engine.tr("{name} has no attack to pick a Conditional Bonus for")
                              .format(name=name))
        return AttackChoices([], [], target_tags([]), AttackMode())
    target = target_tags(step.targetTags)
    picks = conditional_picks(ctx.char, strike, step.conditional, target, ctx.tags)
    advantages = []
    for index, entry, choice in picks:
        if choice == "advantage":
            rule = entry.model
            assert isinstance(rule, ConditionalBonus)
            advantages.append((rule_name(ctx.char, index, entry), rule.advantage))
    mode = attack_mode(ctx.tx.get(("states",), []) or [], step.waive, step.mode, advantages)
    return AttackChoices(offers, picks, target, mode)


def read_offers(ctx: ActionContext, offers: list[Any]) -> list[tuple[int, RuleEntry, Any]]:
    """The `offers` of an activate step as (item index, card-offer consumer, picks), checked for naming a
    card-offer consumer (`unknownConsumer`); whether each applies is the attack's."""
    chosen = []
    for offer in offers:
        index = find_item(ctx, offer.consumer)
        pid, which = offer.pool, offer.rule
        found = offer_consumers(ctx, index, pid)
        if not 0 <= which < len(found):
            what = Engine.tr(" of {pool}").format(pool=pid) if pid else ""
            raise ActionError("unknownConsumer", Engine.tr("{name} has no card-offer consumer{of}").format(
                name=ctx.char.items[index].name, of=what)
                + (Engine.tr(" number {rule}").format(rule=which) if which else ""))
        chosen.append((index, found[which], offer.picks))
    return chosen


def offer_skip(ctx: ActionContext, index: int, entry: RuleEntry, outcome: str, delivery: str | None) -> str:
    """Why the attack does not make this card offer ("" when it does): outcome, delivery, condition."""
    return offer_refused(ctx.char, index, entry, outcome, delivery, ctx.tags)


def offers_made(char: Character, attacker: int, outcome: str | None) -> list[tuple[int, RuleEntry]]:
    """The card offers an attack by item `attacker` with this outcome makes (for the GUI to show them)."""
    spec = char.items[attacker].fields.attack
    if spec is None or outcome is None:
        return []
    return [(index, entry) for index, entry in char.rules_of(DiceConsumer)
            if entry.model.mode == "manual" and entry.model.cardOffer is not None  # type: ignore[union-attr]
            and not offer_refused(char, index, entry, outcome, spec.delivery)]


def offer_refused(char: Character, index: int, entry: RuleEntry, outcome: str, delivery: str | None,
                  tags: TagSet | None = None) -> str:
    """`offer_skip` outside an action."""
    rule = entry.model
    assert isinstance(rule, DiceConsumer)
    if outcome == "miss":
        return Engine.tr("the attack missed")
    if rule.cardOffer == "criticalHit" and outcome != "crit":
        return Engine.tr("the attack was not a critical hit")
    if rule.bonusOnAttackDelivery not in (None, "any", delivery):
        return Engine.tr("it is offered on {delivery} attacks only").format(delivery=rule.bonusOnAttackDelivery)
    active, why = char.rule_active(index, entry, tags)
    return "" if active else why


def pool_effect(ctx: ActionContext, view: PoolView, action: str, value: int, source: str) -> None:
    """One activation pool effect (engine.md §6)."""
    if view.kind == "charge":
        before = ctx.current(view)
        after = 0 if action == "clear" else min(view.max, before + value)
        if after != before:
            ctx.set_current(view, after)
            ctx.log.append(Engine.tr("{pool} {change:+d} ({after}/{max}) from {source}").format(
                pool=view.label, change=after - before, after=after, max=view.max, source=source))
        return
    faces = ctx.faces(view)
    if action == "clear":
        if faces:
            ctx.set_faces(view, [])
            ctx.log.append(Engine.tr("{pool} cleared by {source}").format(pool=view.label, source=source))
    elif action == "rollPool":
        rolled = ctx.roll_into(view, view.max)
        ctx.set_faces(view, rolled)
        ctx.log.append(Engine.tr("{pool} rolled in full ({faces}) by {source}").format(
            pool=view.label, faces=", ".join(map(str, rolled)), source=source))
    elif action == "rollDie":
        rolled = ctx.roll_into(view, value)
        room = max(0, view.max - len(faces))
        kept, lost = rolled[:room], rolled[room:]
        if kept:
            ctx.set_faces(view, faces + kept)
            ctx.log.append(Engine.tr("{pool} +{count} ({faces}) from {source}").format(
                pool=view.label, count=len(kept), faces=", ".join(map(str, kept)), source=source))
        if lost:
            ctx.log.append(Engine.tr("{pool} is full: rolled {faces}, kept nothing").format(
                pool=view.label, faces=", ".join(map(str, lost))))
    elif action == "maximizeDie":
        top = die_faces(view.die or "d4")
        order = sorted(range(len(faces)), key=lambda i: (faces[i], i))[:value]
        new = list(faces)
        for i in order:
            new[i] = top
        if new != faces:
            ctx.set_faces(view, new)
            changed = [f"{faces[i]} → {top}" for i in order if faces[i] != top]
            ctx.log.append(Engine.tr("{pool} raised to the top face ({faces}) by {source}").format(
                pool=view.label, faces=", ".join(changed), source=source))


def attack(ctx: ActionContext, strike: Strike, forced: str | None, choices: AttackChoices | None = None,
           extra: tuple[PoolView, int] | None = None) -> str:
    """Roll an attack (Nimble: the primary die decides miss / hit / crit and explodes on a crit; with a
    mode it is rolled |m|+1 times and the kept face decides, character.md §11.3); Combat Dice (`extra`)
    are rolled after the damage dice and never explode, then the Damage and Conditional Bonus dice; the
    card offers it makes add their totals to its damage (§4.4). Returns the attack's log line."""
    choices = choices or AttackChoices([], [], target_tags([]), AttackMode())
    mode = choices.mode
    crits = can_crit(ctx.char, strike)
    first: dict[str, Any] = {}
    rolled: list[int] = []  # every damage die, for the card of a miss (engine.md §5.1: item, rolls, outcome)

    def roll_term(count: int, sides: int) -> list[int]:
        faces = []
        for _ in range(count):
            if first:
                face = ctx.roll(sides)
                rolled.append(face)
                faces.append(face)
                continue
            # The primary die: |m|+1 faces, then the kept one's explosions (the chain counts as one die).
            primary = [ctx.roll(sides) for _ in range(abs(mode.net) + 1)]
            kept = primary[kept_index(primary, mode.net)]
            rolled.extend(primary)
            face = roll = kept
            chain = [kept]
            explodes = forced == "crit" or (forced is None and crits)
            while explodes and roll == sides and sides > 1:
                roll = ctx.roll(sides)
                face += roll
                chain.append(roll)
                rolled.append(roll)
            first.update(face=kept, sides=sides, chain=chain, primary=primary)
            faces.append(face)
        return faces

    refs = ctx.char.refs()
    try:
        damage = formulas.evaluate(strike.damage, refs, roll_term=roll_term)
    except formulas.FormulaError as err:
        raise ActionError("formulaError", Engine.tr("{name} damage formula {formula}: {error}").format(
            name=strike.name, formula=repr(strike.damage), error=err.message)) from None
    # Charge dice (Combat Dice) come after the formula's dice and explosions, and never explode.
    added: list[int] = []
    if extra is not None and extra[1]:
        added = [ctx.roll(die_faces(extra[0].die or "d4")) for _ in range(extra[1])]
    outcome = _outcome(forced, first, crits)
    extra_text = ""
    if added and extra is not None:
        extra_text = f" + {len(added)}{extra[0].die} [{extra[0].label}: {', '.join(map(str, added))}]"
    ctx.outcome = outcome
    head = _head(strike.name, mode, first)
    if outcome == "miss":
        take_offers(ctx, strike.index, choices.offers, outcome, strike.delivery)
        said = [f"{formulas.in_words(strike.damage, refs)}: {', '.join(map(str, rolled))}"] if rolled else []
        if added and extra is not None:
            said.append(f"{len(added)}{extra[0].die} [{extra[0].label}: {', '.join(map(str, added))}]")
        return Engine.tr("{head}miss").format(head=head) + (
            Engine.tr(" ({rolled}; no damage)").format(rolled="; ".join(said)) if said else "")
    bonus_terms = auto_bonus_terms(ctx, strike)
    bonus_terms.extend(rule_bonus_terms(ctx, strike, choices))
    # autoBonus has counted the pools as they were before the offers spend from them.
    bonus_terms.extend(take_offers(ctx, strike.index, choices.offers, outcome, strike.delivery))
    total = math.floor(damage) + sum(added) + sum(face for face, _ in bonus_terms)
    ctx.fire("onHit")
    if outcome == "crit":
        ctx.fire("onCriticalHit")
    terms = "".join(f" +{face} [{label}]" for face, label in bonus_terms)
    chain = first.get("chain") or []
    exploded = (Engine.tr("; the first die exploded: {chain}").format(chain="+".join(map(str, chain)))
                if len(chain) > 1 else "")
    detail = (f" ({formulas.in_words(strike.damage, refs)} = {_num(damage)}{extra_text}{terms}{exploded})"
              if terms or first or added else "")
    line = (Engine.tr("{head}critical hit, {total} damage{detail}") if outcome == "crit" else
            Engine.tr("{head}hit, {total} damage{detail}"))
    return line.format(head=head, total=total, detail=detail)


def _outcome(forced: str | None, first: dict[str, Any], crits: bool) -> str:
    """The attack's outcome: forced, else the kept primary face's (a top face is a plain hit for a wielder
    who cannot crit); no die is a hit."""
    if forced is not None:
        return forced
    if not first:
        return "hit"
    if first["face"] == 1:
        return "miss"
    return "crit" if first["face"] == first["sides"] and crits else "hit"


def _head(name: str, mode: AttackMode, first: dict[str, Any]) -> str:
    """"Greataxe: " or, with a mode, "Greataxe (advantage): 3, 11 → 11, " (every primary face, then the kept)."""
    said = mode.words()
    if not said:
        return f"{name}: "
    primary = first.get("primary") or []
    faces = f" {', '.join(map(str, primary))} → {first['face']}," if primary else ""
    return f"{name} ({said}):{faces} "


def auto_bonus_terms(ctx: ActionContext, strike: Strike) -> list[tuple[int, str]]:
    """The faces of every active autoBonus pool whose delivery matches (engine.md §5.2)."""
    terms: list[tuple[int, str]] = []
    seen: set[str] = set()
    for rindex, entry in ctx.char.rules_of(DiceConsumer):
        rule = entry.model
        if not isinstance(rule, DiceConsumer) or rule.mode != "autoBonus":
            continue
        if rule.bonusOnAttackDelivery not in (None, "any", strike.delivery):
            continue
        pid = ctx.char.pool_ref(rindex, rule.poolIdentifier, rule.poolScope)
        view = ctx.pools.get(pid)
        if view is None or view.kind != "dice" or not view.active or pid in seen:
            continue
        if ctx.char.rule_on(rindex, entry, ctx.tags):
            seen.add(pid)
            terms.extend((face, view.label) for face in ctx.faces(view))
    return terms


def rule_bonus_terms(ctx: ActionContext, strike: Strike, choices: AttackChoices) -> list[tuple[int, str]]:
    """Damage Bonus rules, then the Conditional Bonus damage picks, each rolled now (character.md §15.3)."""
    wanted = damage_bonuses(ctx.char, strike, choices.target, ctx.tags)
    for index, entry, choice in choices.picks:
        if choice == "damage":
            rule = entry.model
            assert isinstance(rule, ConditionalBonus)
            wanted.append((rule_name(ctx.char, index, entry), rule.damageBonus))
    terms = []
    for name, text in wanted:
        found = bonus_damage(ctx, name, text)
        if found is not None:
            terms.append(found)
    return terms


def take_offers(ctx: ActionContext, attacker: int | None, offers: list[tuple[int, RuleEntry, Any]], outcome: str,
                delivery: str | None) -> list[tuple[int, str]]:
    """Spend the card offers the attack makes (each a use of its item) and return their damage terms;
    an offer it does not make is skipped and logged, nothing spent."""
    terms = []
    for index, entry, picks in offers:
        rule = entry.model
        assert isinstance(rule, DiceConsumer)
        name = rule.label or ctx.char.items[index].name
        why = offer_skip(ctx, index, entry, outcome, delivery)
        if why:
            ctx.log.append(Engine.tr("{name}: not offered ({why}); nothing spent").format(name=name, why=why))
            continue
        if index == attacker:
            # The attacking item's own consumer: part of this activation, which has paid its charges.
            extra = spend_dice(ctx, index, entry, picks, offer=True)
        else:
            extra = use_consumer(ctx, index, entry, picks, offer=True)
        terms.append((int(extra), name))
    return terms


def take_damage(ctx: ActionContext, amount: int, kind: str | None, critical: bool, attacked: bool) -> None:
    """engine.md §5.3 with character.md §15.3's order: Damage Reduction rules, the bank, temporary HP, then
    HP, bloodied, wounds (engine/dying.py, character.md §12.4); attacks fire onAttacked."""
    what = (Engine.tr("{amount} {kind} damage").format(amount=amount, kind=damage_type_word(kind)) if kind else
            Engine.tr("{amount} damage").format(amount=amount))
    ctx.log.append((Engine.tr("Attacked: {damage}") if attacked else Engine.tr("Took {damage}")).format(damage=what)
                   + (Engine.tr(" (critical)") if critical else ""))
    bank = int(ctx.tx.get(("bank",), 0))
    report = ctx.report
    report.update(damage=amount, bank=bank, bankAbsorbed=0, tempAbsorbed=0, hpBefore=ctx.char.track("hp")[0])
    amount = reduce_damage(ctx, amount, kind)  # Damage Reduction rules come before the bank (§15.3)
    if amount > 0 and bank > 0:
        absorbed = min(bank, amount)
        report["bankAbsorbed"] = absorbed
        amount -= absorbed
        ctx.tx.set(("bank",), 0)
        ctx.log.append(Engine.tr("Damage reduction absorbed {absorbed}").format(absorbed=absorbed)
                       + (Engine.tr(" ({lost} lost)").format(lost=bank - absorbed) if bank > absorbed else ""))
    temp = ctx.char.temp_hp
    if amount > 0 and temp > 0:
        absorbed = min(temp, amount)
        report["tempAbsorbed"] = absorbed
        amount -= absorbed
        ctx.tx.set(("hp", "temp"), temp - absorbed)
        ctx.log.append(Engine.tr("Temporary HP absorbed {absorbed} ({before} → {after})").format(
            absorbed=absorbed, before=temp, after=temp - absorbed))
    if attacked:
        ctx.fire("onAttacked")
        if critical:
            ctx.fire("onCritReceived")
    hp, hp_max = ctx.char.track("hp")
    report["hpAfter"] = max(0, hp - amount) if amount > 0 else hp
    if amount <= 0:
        return
    new_hp = max(0, hp - amount)
    ctx.tx.set(("hp",), {**(ctx.char.doc.get("hp") or {"max": hp_max}), "current": new_hp})
    if new_hp != hp:
        ctx.log.append(Engine.tr("HP {before} → {after}").format(before=hp, after=new_hp))
    if hp > hp_max / 2 >= new_hp:
        encounter = ctx.tx.get(("encounter",))
        if encounter is None:
            ctx.fire("onBloodied")
            ctx.log.append(Engine.tr("Bloodied"))
        elif not encounter.get("bloodiedFired"):
            ctx.tx.set(("encounter", "bloodiedFired"), True)
            ctx.fire("onBloodied")
            ctx.log.append(Engine.tr("Bloodied"))
    if new_hp == 0:
        dying.hp_reached_zero(ctx, critical)  # 1 wound and dying; 2 (3 on a critical) while dying (§12.4)
