"""What a rest or an incoming attack would change, before the player confirms (engine.md §5.3, §5.4).

The dialogs show these. Each preview runs the real action through `Session.preview` (nothing is
committed) twice: once with every die at 1 and once with every die at its top face, so a value that
depends on a roll reads as a range ("HP 20 → 26–44") and everything else is exact.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.dice import ExtremeRoller
from ..engine.model import DiceConsumer, die_faces
from ..engine.session import ActionPreview, Session
from ..engine.world import Character
from ..i18n import Views


@dataclass
class Change:
    """One line of a preview: what, its value now, and after ("" with a `note` when it stays)."""

    what: str
    before: str
    after: str = ""
    note: str = ""

    @property
    def changed(self) -> bool:
        return bool(self.after)

    def text(self) -> str:
        if self.after:
            return Views.tr("{what}: {before} → {after}").format(what=self.what, before=self.before, after=self.after)
        return Views.tr("{what}: {note}").format(what=self.what, note=self.note)


def _span(low: Any, high: Any) -> str:
    return str(low) if low == high else f"{low}–{high}"


def _after(session: Session, step: dict[str, Any]) -> tuple[ActionPreview, ActionPreview]:
    return session.preview(step, ExtremeRoller(False)), session.preview(step, ExtremeRoller(True))


def _character(session: Session, doc: dict[str, Any]) -> Character:
    """The character as the preview left it (rests and attacks do not change the items)."""
    char = Character(doc, session.char.items)
    char.refresh([("hp",)])
    return char


def _refills_on(session: Session, trigger: str) -> set[str]:
    """Pools with an entry for `trigger` (own or added by a modifier)."""
    return {pid for pid, view in session.char.pools().items()
            if view.active and any(source.entry.trigger == trigger for source in view.refills)}


def rest_preview(session: Session, step: dict[str, Any]) -> tuple[list[Change], str]:
    """The rows of a rest preview, and the reason it would be refused ("" when it would not)."""
    low, high = _after(session, step)
    if not low.ok:
        return [], low.message
    if not high.ok:
        return [], high.message
    before = session.char
    lo, hi = _character(session, low.after), _character(session, high.after)
    kind = step.get("kind")
    rows: list[Change] = []

    def row(what: str, now: int, after_low: int, after_high: int, note: str, of: int | None = None) -> None:
        tail = "" if of is None else f"/{of}"
        if now == after_low == after_high:
            rows.append(Change(what, f"{now}{tail}", note=note))
        else:
            rows.append(Change(what, f"{now}{tail}", _span(after_low, after_high) + tail))

    hp, hp_max = before.track("hp")
    full = Views.tr("Already full")
    row(Views.tr("HP"), hp, lo.track("hp")[0], hi.track("hp")[0], full if hp >= hp_max else Views.tr("No healing"),
        hp_max)
    if kind == "safe" or before.temp_hp:
        row(Views.tr("Temporary HP"), before.temp_hp, lo.temp_hp, hi.temp_hp,
            Views.tr("None") if not before.temp_hp else Views.tr("Kept"))
    for size, (current, most) in before.hit_dice().items():
        after_lo, after_hi = lo.hit_dice().get(size, (current, most))[0], hi.hit_dice().get(size, (current, most))[0]
        row(Views.tr("Hit dice {size}").format(size=size), current, after_lo, after_hi,
            full if current >= most else Views.tr("Not spent"), most)
    mana, mana_max = before.track("mana")
    if mana_max:
        refills = f"{kind}Rest" in before.mana_recovery()
        row(Views.tr("Mana"), mana, lo.track("mana")[0], hi.track("mana")[0], full if refills else
            Views.tr("Not refilled on a safe rest") if kind == "safe" else
            Views.tr("Not refilled on a field rest") if kind == "field" else
            Views.tr("Not refilled on a {kind} rest").format(kind=kind), mana_max)
    wounds, wounds_max = before.track("wounds")
    if kind == "safe":
        row(Views.tr("Wounds"), wounds, lo.track("wounds")[0], hi.track("wounds")[0], Views.tr("None to heal"),
            wounds_max)
    layer = before.track("combatMana")
    if layer != (0, 0) and (lo.track("combatMana") != layer or hi.track("combatMana") != layer):
        row(Views.tr("Combat mana"), layer[0], lo.track("combatMana")[0], hi.track("combatMana")[0], Views.tr("Kept"))
    refilling = _refills_on(session, f"{kind}Rest")
    pools_lo, pools_hi = lo.pools(), hi.pools()
    for pid, view in before.pools().items():
        a, b = pools_lo.get(pid), pools_hi.get(pid)
        if a is None or b is None:
            continue
        moved = (view.faces, view.current) != (a.faces, a.current) or (view.faces, view.current) != (b.faces, b.current)
        if not moved and pid not in refilling:
            continue
        if view.kind == "dice":
            now = f"{len(view.faces)}/{view.max} {view.die}"
            if moved and not a.faces and not b.faces:
                rows.append(Change(view.label, now, Views.tr("cleared")))
                continue
            counts = _span(len(a.faces), len(b.faces))
            if moved:
                after = f"{counts}/{view.max}"
                rows.append(Change(view.label, now, Views.tr("{count} (rolled)").format(count=after)
                                   if a.faces != b.faces else after))
            else:
                rows.append(Change(view.label, now, note=full if len(view.faces) >= view.max
                                   else Views.tr("Unchanged")))
        else:
            now = f"{view.current}/{view.max}"
            if moved:
                rows.append(Change(view.label, now, f"{_span(a.current, b.current)}/{view.max}"))
            else:
                rows.append(Change(view.label, now, note=full if view.current >= view.max
                                   else Views.tr("Unchanged")))
    for state in before.states:
        if state not in lo.states and state not in hi.states:
            rows.append(Change(state.capitalize(), Views.tr("on", "a state: it is on"),
                               Views.tr("off", "a state: it is off")))
    return rows, ""


def hit_dice_healing(char: Character, spend: dict[str, int], mode: str) -> tuple[int, int]:
    """The lowest and highest healing of spending these hit dice (engine.md §5.4), before the HP cap."""
    strength = char.stat("strength")
    low = high = 0
    for size, count in spend.items():
        top = die_faces(size)
        least = top if mode == "makeCamp" else 1
        low += count * max(0, least + strength)
        high += count * max(0, top + strength)
    return low, high


@dataclass
class AttackOutcome:
    """What an incoming attack with its reactions would do (the Attacked dialog's preview)."""

    ok: bool
    text: str
    message: str = ""
    hp_after: tuple[int, int] = (0, 0)


def attack_preview(session: Session, step: dict[str, Any]) -> AttackOutcome:
    """"14 damage: 10 absorbed, HP 49 → 45", or why the attack with these reactions is refused."""
    low, high = _after(session, step)
    for preview in (low, high):
        if not preview.ok:
            return AttackOutcome(False, "", preview.message)
    lo, hi = low.report, high.report
    if not lo:
        return AttackOutcome(True, Views.tr("Nothing happens"))
    absorbed = _span(lo["bankAbsorbed"], hi["bankAbsorbed"])
    temp = _span(lo["tempAbsorbed"], hi["tempAbsorbed"])
    parts = []
    if lo.get("reduced") or hi.get("reduced"):  # Damage Reduction rules and Defend (character.md §13, §15.3)
        parts.append(Views.tr("{amount} reduced").format(amount=_span(lo.get("reduced", 0), hi.get("reduced", 0))))
    if lo["bankAbsorbed"] or hi["bankAbsorbed"]:
        parts.append(Views.tr("{amount} absorbed").format(amount=absorbed))
    if lo["tempAbsorbed"] or hi["tempAbsorbed"]:
        parts.append(Views.tr("{amount} by temporary HP").format(amount=temp))
    after = (min(lo["hpAfter"], hi["hpAfter"]), max(lo["hpAfter"], hi["hpAfter"]))
    hp = Views.tr("HP {before} → {after}").format(before=lo["hpBefore"], after=_span(after[0], after[1]))
    if lo["hpBefore"] == after[0] == after[1]:
        hp = Views.tr("HP stays {hp}").format(hp=lo["hpBefore"])
    # The HP part comes last (views/board.py's `answer_words` reads the parts before it).
    text = Views.tr("{damage} damage: {effects}").format(damage=lo["damage"], effects=", ".join(parts + [hp]))
    if after[0] == 0:
        text = Views.tr("{outcome} (a wound)").format(outcome=text)
    return AttackOutcome(True, text, hp_after=after)


def reactions_available(char: Character) -> list[tuple[int, Any]]:
    """Reactions the character can make to an attack: every active manual dice consumer, damage
    reduction first (then item and rule order), as (item index, consumer rule entry)."""
    from ..engine.activation import manual_consumers_of

    found = []
    for index, _item in enumerate(char.items):
        for entry in manual_consumers_of(char, index):
            rule = entry.model
            # A card offer (engine.md §4.4) belongs to one's own attacks, not to an incoming one.
            if isinstance(rule, DiceConsumer) and getattr(rule, "cardOffer", None) in (None, ""):
                found.append((index, entry))
    return sorted(found, key=lambda pair: (getattr(pair[1].model, "effectType", "") != "damageReduction", pair[0]))


def dice_needed(session: Session, step: dict[str, Any], known: list[int] | tuple[int, ...] = ()) -> list[int]:
    """The sizes of the dice the action will roll, in order, when the first faces are `known` (the
    later dice can depend on them: a critical's die explodes, a hit fires refills). [] when it rolls
    none, or when it would be refused anyway (applying it then shows why)."""
    from ..engine.dice import ProbeRoller

    roller = ProbeRoller(known)
    result = session.preview(step, roller)
    return list(roller.sides) if result.ok else []


def dice_words(session: Session, step: dict[str, Any]) -> str:
    """Which pools the action's dice go to, in the sheet's words ("Fury Dice for Rage"), for the prompt of
    "I roll my own dice"; "" when its dice go to no pool (an attack's, a roll's)."""
    from ..engine.dice import ProbeRoller

    result = session.preview(step, ProbeRoller())
    if not result.ok:
        return ""
    char = session.char
    stored = session.doc.get("pools") or {}
    after = result.after.get("pools") or {}
    names: list[str] = []
    for pid, view in char.pools().items():
        if view.kind != "dice":
            continue
        old = (stored.get(pid) or {}).get("faces")
        new = (after.get(pid) or {}).get("faces")
        if new is None or new == old:
            continue
        item = char.items[view.item_index].name if view.item_index is not None else ""
        names.append(Views.tr("{pool} for {item}").format(pool=view.label, item=item) if item and item != view.label
                     else view.label)
    return ", ".join(names)
