"""Dying and wounds (character.md §11.4, §12.4; replaces engine.md §5.3's wound sentence).

- Damage that takes HP from above 0 to 0 adds 1 wound and sets `dying`; damage that reaches HP while the
  character is already dying adds 2 wounds, 3 on a critical (the rulebook text quoted in upstream PR #805).
  Wounds stop at max wounds, where the character is `dead`. Each wound fires `onWound`.
- While dying, an attack (an item's, Unarmed Strike, a spell's) or a cast asks for a DC 10 Strength save,
  rolled after the activation's own dice (§17), or taken from the step (`dyingSave: pass|fail`); a failure
  adds 1 wound. `attack_save` is what an activation or a cast calls.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..i18n import Engine
from . import rolls

if TYPE_CHECKING:
    from .runtime import ActionContext

DC = 10


def add_wounds(ctx: ActionContext, count: int, why: str = "") -> int:
    """Add `count` wounds, stopping at max wounds; set dying, and dead at the max; fire onWound. The
    wounds the character has after."""
    wounds, wounds_max = ctx.char.track("wounds")
    after = wounds + count if wounds_max <= 0 else min(wounds + count, wounds_max)  # a track never passes its max
    base_max = ctx.char.track("wounds", base=True)[1]  # the document keeps the typed maximum
    ctx.tx.set(("wounds",), {**(ctx.char.doc.get("wounds") or {"max": base_max}), "current": after})
    states = list(ctx.tx.get(("states",), []) or [])
    dead = wounds_max > 0 and after >= wounds_max
    for state in ["dying"] + (["dead"] if dead else []):
        if state not in states:
            states.append(state)
    ctx.tx.set(("states",), states)
    added = after - wounds
    said = ""
    if why and added:  # none added at the max: no count to name
        what = Engine.tr("%n wounds", "", added) if added > 0 else Engine.tr("{count} wounds").format(count=added)
        said = Engine.tr(": {wounds}, {why}").format(wounds=what, why=why)
    ctx.log.append((Engine.tr("Wounded{why} ({after}/{max}): dead") if dead else
                    Engine.tr("Wounded{why} ({after}/{max}): dying")).format(why=said, after=after, max=wounds_max))
    ctx.fire("onWound")
    return after


def hp_reached_zero(ctx: ActionContext, critical: bool) -> None:
    """Damage took HP to 0 (§12.4): 1 wound and dying, or while already dying 2 wounds (3 on a critical)."""
    if "dying" in (ctx.tx.get(("states",), []) or []):
        add_wounds(ctx, 3 if critical else 2,
                   Engine.tr("a critical hit while Dying") if critical else Engine.tr("a hit while Dying"))
    else:
        add_wounds(ctx, 1)


def save(ctx: ActionContext, answer: str | None = None, waive: Iterable[str] = ()) -> bool:
    """The Dying save (§11.4): DC 10 Strength with its mode, rolled, or `answer` ("pass"/"fail") taken from
    the step; its `rolls` entry has kind `dyingSave`. A failure adds 1 wound and runs `onSaveFail` Apply
    Condition rules (§17). Whether it succeeded."""
    from . import conditions

    if answer is None:
        found = rolls.check(ctx, "save", "strength", 0, DC, waive)
        ctx.log[-1] = Engine.tr("Dying save: {roll}").format(roll=ctx.log[-1])
        success = bool(found["success"])
    else:
        mode = rolls.net_mode(ctx.char, "save", "strength", 0, waive)
        success = answer == "pass"
        found = rolls.entry("save", "strength", mode, [], None, 0, None, DC, success)
        ctx.log.append((Engine.tr("Dying save (Strength, DC {dc}): succeeded (at the table)") if success else
                        Engine.tr("Dying save (Strength, DC {dc}): failed (at the table)")).format(dc=DC))
    ctx.rolls.append({**found, "kind": "dyingSave"})
    if not success:
        add_wounds(ctx, 1, Engine.tr("the Dying save failed"))
        conditions.apply_rules(ctx, "onSaveFail")
    return success


def attack_save(ctx: ActionContext, was_dying: bool, answer: str | None, waive: Iterable[str],
                cast: bool = False) -> None:
    """After an activation (or a cast, `cast`): the Dying save when the character was dying as it began
    and it made an attack (`ctx.outcome` is set) or cast a spell (§11.4)."""
    if was_dying and (cast or ctx.outcome is not None):
        save(ctx, answer, waive)
