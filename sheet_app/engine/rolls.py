"""d20 rolls: checks, saves and initiative with their net roll mode (character.md §11.1, §11.2).

A roll mode `m` is an integer, advantage above 0 and disadvantage below. The net mode of one roll is the
sum of its sources, in order (§11.2): the key's default (engine/numbers.py's `modes` step: rules, the class
item, the document), the conditions the character has (§12.1: Poisoned −1, Frightened −1 unless the roll
waives it), and the roll's own `mode`; the net is clamped to −9..9. The roll is |m|+1 d20 drawn left to
right: m > 0 keeps the highest, m < 0 the lowest, and among equal faces the earlier die is dropped.

`check` rolls one check or save and returns its `rolls` entry (play-format "More output"); the initiative
roll (engine/actions/table_events.py) takes `net_mode` and `keep_d20` from here.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..i18n import Engine
from .model import SKILL_STATS, STATS

if TYPE_CHECKING:
    from .runtime import ActionContext
    from .world import Character

NET_LIMIT = 9  # the net mode is clamped to -9..9 (§11.2)
# §12.1's mode column for the character's own checks, saves and initiative (decision 5: Poisoned counts for
# initiative). Taunted applies to attacks only.
CHECK_CONDITIONS: tuple[tuple[str, int], ...] = (("poisoned", -1), ("frightened", -1))


def signed(value: int, minus: str = "-") -> str:
    """"+1", "-1" (or "−1" with `minus="−"`), "+0"."""
    return f"+{value}" if value >= 0 else f"{minus}{-value}"


@dataclass(frozen=True)
class Mode:
    """One roll's net mode: its value after the clamp, the sum before it, and its named sources."""

    net: int
    total: int
    sources: tuple[tuple[str, int], ...]

    @property
    def clamped(self) -> bool:
        return self.net != self.total

    def source_names(self, minus: str = "-") -> list[str]:
        """The sources as the output names them: ["Poisoned -1"] (the log writes "Poisoned −1")."""
        return [f"{name} {signed(value, minus)}" for name, value in self.sources]

    def words(self) -> str:
        """"disadvantage: Poisoned −1", "advantage 2: Default +1, Roll +1", "" for a plain roll."""
        if not self.sources:
            return ""
        size = abs(self.net)
        if self.net == 0:
            kind = Engine.tr("normal")
        elif size > 1:
            kind = (Engine.tr("advantage {size}") if self.net > 0 else Engine.tr("disadvantage {size}")).format(
                size=size)
        else:
            kind = Engine.tr("advantage") if self.net > 0 else Engine.tr("disadvantage")
        clamp = Engine.tr(", clamped from {mode}").format(mode=signed(self.total, "−")) if self.clamped else ""
        own = {"Default": Engine.tr("Default", "a roll mode's source: the skill's or save's default"),
               "Roll": Engine.tr("Roll", "a roll mode's source: the roll's own")}
        names = [f"{own.get(name, name)} {signed(value, '−')}" for name, value in self.sources]
        return Engine.tr("{mode}{clamped}: {sources}").format(mode=kind, clamped=clamp, sources=", ".join(names))


def default_mode(char: Character, kind: str, key: str) -> int:
    """§11.2 step 1, the shown roll mode: a skill's, a save's or initiative's default; a stat check's is 0."""
    numbers = char.numbers()
    if kind == "skill":
        return numbers[f"mode.skill.{key}"]
    if kind == "save":
        return numbers[f"mode.save.{key}"]
    if kind == "initiative":
        return numbers["mode.initiative"]
    return 0


def net_mode(char: Character, kind: str, key: str, own: int = 0, waive: Iterable[str] = ()) -> Mode:
    """The net mode of one roll (§11.2): the key's default, the conditions (each named), the roll's own."""
    sources: list[tuple[str, int]] = []
    default = default_mode(char, kind, key)
    if default:
        sources.append(("Default", default))
    states, waived = set(char.states), set(waive)
    sources.extend((state.capitalize(), value) for state, value in CHECK_CONDITIONS
                   if state in states and state not in waived)
    if own:
        sources.append(("Roll", own))
    total = sum(value for _name, value in sources)
    return Mode(max(-NET_LIMIT, min(NET_LIMIT, total)), total, tuple(sources))


def kept_index(faces: list[int], mode: int) -> int:
    """Which of the drawn faces counts: the highest (m > 0) or lowest (m < 0); among equal faces the earlier
    die is dropped, so the later one is kept (upstream's "khn"/"kln")."""
    best = 0
    for index, face in enumerate(faces):
        if (mode >= 0 and face >= faces[best]) or (mode < 0 and face <= faces[best]):
            best = index
    return best


def keep_d20(roll: Callable[[int], int], mode: int) -> tuple[list[int], int]:
    """|mode|+1 d20 drawn left to right, and the face kept."""
    faces = [roll(20) for _ in range(abs(mode) + 1)]
    return faces, faces[kept_index(faces, mode)]


def name_of(kind: str, key: str) -> str:
    """"Stealth check", "Will save", "Strength check", "Initiative"."""
    if kind == "initiative":
        return Engine.tr("Initiative")
    return (Engine.tr("{name} save") if kind == "save" else Engine.tr("{name} check")).format(name=key.capitalize())


def modifier(char: Character, kind: str, key: str) -> int:
    """What is added to the kept die: the skill mod, the save mod, or the effective stat."""
    numbers = char.numbers()
    if kind == "skill":
        return numbers[key]
    if kind == "save":
        return numbers[f"save.{key}"]
    return numbers[key]


def check(ctx: ActionContext, kind: str, key: str, own: int = 0, dc: int | None = None,
          waive: Iterable[str] = ()) -> dict[str, Any]:
    """Roll one check or save (§11.1): log its line and return its `rolls` entry."""
    if kind not in ("skill", "save", "stat") or key not in (SKILL_STATS if kind == "skill" else STATS):
        raise ValueError(f"no {kind} {key!r}")
    char = ctx.char
    mode = net_mode(char, kind, key, own, waive)
    faces, kept = keep_d20(ctx.roll, mode.net)
    plus = modifier(char, kind, key)
    total = kept + plus
    success = None if dc is None else total >= dc
    words = mode.words()
    line = f"{name_of(kind, key)}{f' ({words})' if words else ''}: {kept} {'−' if plus < 0 else '+'} {abs(plus)} = " \
           f"{total}"
    if dc is not None:
        line += (Engine.tr(" vs {dc}, succeeded") if success else Engine.tr(" vs {dc}, failed")).format(dc=dc)
    if kept in (1, 20):
        # Information only: a check has no critical or fumble (decision 2).
        line += Engine.tr(" (natural {face})").format(face=kept)
    ctx.log.append(line)
    return entry(kind, key, mode, faces, kept, plus, total, dc, success)


def entry(kind: str, key: str, mode: Mode, faces: list[int], kept: int | None, plus: int, total: int | None,
          dc: int | None, success: bool | None) -> dict[str, Any]:
    """One `rolls` entry of the play output (its `step` is added there)."""
    return {"kind": kind, "key": key, "mode": mode.net, "modeSources": mode.source_names(), "dice": list(faces),
            "kept": kept, "modifier": plus, "total": total, "dc": dc, "success": success}
