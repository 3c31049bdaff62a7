"""Dice rollers: scripted, seeded, truly random, replaying and recording (engine.md §3.2)."""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, cast, runtime_checkable


class DiceExhausted(Exception):
    """A scripted or replayed roller has no faces left to give."""


class BadDice(Exception):
    """A scripted face cannot come from the die being rolled."""


@runtime_checkable
class Roller(Protocol):
    """Anything that rolls one die at a time and can be rewound to a checkpoint."""

    def roll(self, sides: int) -> int:
        """One face of a die with `sides` faces, 1..sides."""
        ...

    def checkpoint(self) -> object:
        """An opaque token for restore(), taken before an action that may be undone."""
        ...

    def restore(self, token: object) -> None:
        """Go back to the state saved by checkpoint()."""
        ...


def _check_sides(sides: int) -> None:
    """Refuse a die that cannot exist (a bug in the caller, not in the dice)."""
    if isinstance(sides, bool) or not isinstance(sides, int) or sides < 1:
        raise ValueError(f"a die needs a whole number of faces, at least 1 (got {sides!r})")


def _check_faces(faces: Sequence[int]) -> tuple[int, ...]:
    """The faces as a tuple of ints; bools and floats are mistakes in a script, not faces."""
    out = tuple(faces)
    for face in out:
        if isinstance(face, bool) or not isinstance(face, int):
            raise TypeError(f"a die face must be a whole number, got {face!r}")
    return out


def _next_face(faces: tuple[int, ...], position: int, sides: int, what: str) -> int:
    """faces[position] if it fits a d`sides`; raising leaves the caller's position untouched."""
    if position >= len(faces):
        raise DiceExhausted(f"no {what} dice faces left (all {len(faces)} used) for a d{sides}")
    face = faces[position]
    if not 1 <= face <= sides:
        raise BadDice(f"{what} face {face} (number {position + 1}) cannot come from a d{sides}")
    return face


class ScriptedRoller:
    """Returns the given faces in order: play scripts and tests decide every roll."""

    def __init__(self, faces: Sequence[int]) -> None:
        self._faces = _check_faces(faces)
        self._position = 0

    @property
    def position(self) -> int:
        """Index of the next face."""
        return self._position

    @position.setter
    def position(self, value: int) -> None:
        # Callers rewind after a failed action; a position past the end would hide the mistake.
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= len(self._faces):
            raise ValueError(f"position must be 0..{len(self._faces)}, got {value!r}")
        self._position = value

    @property
    def remaining(self) -> int:
        """How many faces are left."""
        return len(self._faces) - self._position

    def roll(self, sides: int) -> int:
        """The next face; a face that does not fit the die is not consumed."""
        _check_sides(sides)
        face = _next_face(self._faces, self._position, sides, "scripted")
        self._position += 1
        return face

    def checkpoint(self) -> int:
        """The position."""
        return self._position

    def restore(self, token: object) -> None:
        """Rewind to a position from checkpoint()."""
        self.position = token  # type: ignore[assignment]  # the setter validates it


class _UnlimitedRoller:
    """What the seeded and the real roller share: a roll counter and no end to the dice."""

    def __init__(self, source: random.Random) -> None:
        self._random = source
        self._position = 0

    @property
    def position(self) -> int:
        """How many dice have been rolled."""
        return self._position

    @property
    def remaining(self) -> None:
        """Unlimited: None."""
        return None

    def roll(self, sides: int) -> int:
        """A (pseudo-)random face."""
        _check_sides(sides)
        self._position += 1
        return self._random.randint(1, sides)


class SeededRoller(_UnlimitedRoller):
    """Reproducible pseudo-random dice (random.Random), rewindable through its state."""

    def __init__(self, seed: int) -> None:
        super().__init__(random.Random(seed))

    def checkpoint(self) -> tuple[int, object]:
        """The position and the generator state."""
        return self._position, self._random.getstate()

    def restore(self, token: object) -> None:
        """Put back the position and generator state, so the same faces come again."""
        position, state = cast("tuple[int, Any]", token)
        assert isinstance(position, int)
        self._random.setstate(state)
        self._position = position


class RandomRoller(_UnlimitedRoller):
    """Real dice for play: the operating system's randomness; cannot be rewound."""

    def __init__(self) -> None:
        super().__init__(random.SystemRandom())

    def checkpoint(self) -> None:
        """Nothing to save: real dice are not rewound (undo restores the sheet, not the dice)."""
        return None

    def restore(self, token: object) -> None:
        """No-op."""


class ReplayRoller:
    """Returns recorded faces in order (redo of an action), then rolls with the fallback."""

    def __init__(self, faces: Sequence[int], fallback: Roller | None = None) -> None:
        self._faces = _check_faces(faces)
        self._fallback = fallback
        self._position = 0

    @property
    def position(self) -> int:
        """How many dice have been rolled, replayed or not."""
        return self._position

    @property
    def remaining(self) -> int:
        """How many recorded faces are left to replay."""
        return max(0, len(self._faces) - self._position)

    def roll(self, sides: int) -> int:
        """The next recorded face, or the fallback's once they are used up."""
        _check_sides(sides)
        if self._position < len(self._faces) or self._fallback is None:
            face = _next_face(self._faces, self._position, sides, "recorded")
        else:
            face = self._fallback.roll(sides)
        self._position += 1
        return face

    def checkpoint(self) -> tuple[int, object]:
        """The position and the fallback's checkpoint."""
        return self._position, None if self._fallback is None else self._fallback.checkpoint()

    def restore(self, token: object) -> None:
        """Rewind both the replay and the fallback."""
        position, inner = cast("tuple[int, object]", token)
        if self._fallback is not None:
            self._fallback.restore(inner)
        self._position = position


class RecordingRoller:
    """Wraps a roller and keeps every (sides, face) it returned, so an action can be redone."""

    def __init__(self, inner: Roller) -> None:
        self.inner = inner
        self.rolled: list[tuple[int, int]] = []

    def roll(self, sides: int) -> int:
        """The inner roller's face, recorded."""
        face = self.inner.roll(sides)
        self.rolled.append((sides, face))
        return face

    def checkpoint(self) -> tuple[int, object]:
        """How much was recorded and the inner roller's checkpoint."""
        return len(self.rolled), self.inner.checkpoint()

    def restore(self, token: object) -> None:
        """Forget the rolls made since the checkpoint and rewind the inner roller."""
        count, inner = cast("tuple[int, object]", token)
        self.inner.restore(inner)
        del self.rolled[count:]


def term_roller(roller: Roller) -> Callable[[int, int], list[int]]:
    """Adapts a roller to formulas.evaluate's roll_term: count dice of `sides` faces, in order."""
    def roll_term(count: int, sides: int) -> list[int]:
        return [roller.roll(sides) for _ in range(count)]
    return roll_term


class ExtremeRoller:
    """Every die shows its lowest (1) or its top face: the two ends of a preview's range."""

    def __init__(self, high: bool) -> None:
        self.high = high

    def roll(self, sides: int) -> int:
        """1, or `sides`."""
        _check_sides(sides)
        return sides if self.high else 1

    def checkpoint(self) -> None:
        """Nothing to save."""
        return None

    def restore(self, token: object) -> None:
        """No-op."""


class TableRoller:
    """The player's own dice ("I roll my own dice"): the faces typed for the next action, in order.

    The window loads the faces the player typed before it applies the action and unloads them after;
    with nothing loaded (a roll the window did not ask for, such as a new pool's pre-roll on load)
    the inner roller rolls. A typed face that cannot come from the die is refused (BadDice)."""

    def __init__(self, inner: Roller) -> None:
        self.inner = inner
        self._faces: tuple[int, ...] | None = None
        self._position = 0

    @property
    def loaded(self) -> bool:
        return self._faces is not None

    @property
    def faces(self) -> tuple[int, ...]:
        """The faces loaded for the action under way (empty when none are)."""
        return self._faces or ()

    def load(self, faces: Sequence[int]) -> None:
        self._faces = _check_faces(faces)
        self._position = 0

    def unload(self) -> None:
        self._faces = None
        self._position = 0

    def roll(self, sides: int) -> int:
        """The next typed face, or the inner roller's when none are loaded."""
        _check_sides(sides)
        if self._faces is None:
            return self.inner.roll(sides)
        face = _next_face(self._faces, self._position, sides, "typed")
        self._position += 1
        return face

    def checkpoint(self) -> tuple[int, object]:
        """The position in the typed faces and the inner roller's checkpoint."""
        return self._position, self.inner.checkpoint()

    def restore(self, token: object) -> None:
        """Rewind both."""
        position, inner = cast("tuple[int, object]", token)
        self.inner.restore(inner)
        self._position = position


class ProbeRoller:
    """Finds which dice an action needs: gives the known faces while they fit the die asked for,
    then 1 for every further die, and records the size of every die asked for."""

    def __init__(self, known: Sequence[int] = ()) -> None:
        self.known = _check_faces(known)
        self.sides: list[int] = []

    def roll(self, sides: int) -> int:
        _check_sides(sides)
        position = len(self.sides)
        self.sides.append(sides)
        if position < len(self.known) and 1 <= self.known[position] <= sides:
            return self.known[position]
        return 1

    def checkpoint(self) -> int:
        return len(self.sides)

    def restore(self, token: object) -> None:
        del self.sides[int(cast(int, token)):]
