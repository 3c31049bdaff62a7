"""`sheet-app play SCRIPT.json`: run actions on a character headlessly (play-format.md)."""
from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any

from .engine import action_tracker, jsonsafe, level_up, spell_fields
from .engine.dice import RandomRoller, Roller, ScriptedRoller, SeededRoller
from .engine.document import DocumentError
from .engine.session import Session
from .storage import limits


class ScriptError(ValueError):
    """A script that does not match the format; the message names the field."""


def read_json(path: str, limit: int = 20 * 1024 * 1024) -> Any:
    """Read a JSON file, refusing huge or non-JSON files with a message naming the file."""
    try:
        with open(path, "rb") as fh:
            data = fh.read(limit + 1)
    except OSError as err:
        raise ScriptError(f"{path}: cannot read: {err.strerror or err}") from None
    if len(data) > limit:
        raise ScriptError(f"{path}: file is larger than {limit // (1024 * 1024)} MB")
    try:
        return jsonsafe.loads(data.decode("utf-8-sig"))  # a byte order mark, as files and imports accept
    except UnicodeDecodeError:
        raise ScriptError(f"{path}: not a text file (not UTF-8)") from None
    except jsonsafe.JsonError as err:
        raise ScriptError(f"{path}: {err}") from None


def _roller(script: dict[str, Any]) -> Roller:
    has_dice, has_seed = "dice" in script, "seed" in script
    if has_dice and has_seed:
        raise ScriptError("dice, seed: give one of them, not both")
    if has_dice:
        dice = script["dice"]
        if not isinstance(dice, list) or not all(isinstance(d, int) and not isinstance(d, bool) for d in dice):
            raise ScriptError("dice: must be a list of whole numbers")
        return ScriptedRoller(dice)
    if has_seed:
        seed = script["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ScriptError("seed: must be a whole number")
        return SeededRoller(seed)
    return RandomRoller()


def load_script(script: Any, open_session: Callable[[Roller], Session] | None = None) -> tuple[Session, list[Any]]:
    """Check a script and load its character (or a saved one through `open_session`)."""
    if not isinstance(script, dict):
        raise ScriptError("script: must be a JSON object with character and steps")
    if "character" not in script and open_session is None:
        raise ScriptError("character: is required")
    steps = script.get("steps", [])
    if not isinstance(steps, list):
        raise ScriptError("steps: must be a list")
    roller = _roller(script)
    library = script.get("library", [])
    if not isinstance(library, list) or not all(isinstance(raw, dict) for raw in library):
        raise ScriptError("library: must be a list of item objects")
    if open_session is not None:
        opened = open_session(roller)
        opened.char.library = list(library)
        return opened, steps
    too_big = limits.character_problem(script["character"])
    if too_big:
        raise ScriptError(f"character.{too_big}")
    try:
        session = Session(script["character"], roller=roller, library=library)
    except DocumentError as err:
        raise ScriptError(f"character.{err.path}: {err.message}" if err.path else f"character: {err.message}") \
            from None
    return session, steps


def run_script(script: Any, open_session: Callable[[Roller], Session] | None = None) -> dict[str, Any]:
    """Run a script and return the output object of play-format.md.

    With `open_session`, the steps run on a saved character (the library commits each one) and the
    script's own `character` is not used."""
    from .engine.document import collect_later
    from .engine.lint import lint_session

    try:
        # Loading a large character, the cycle collector waits; then what loading made is left out of its
        # walks while the steps run (not one walk of the whole character in the first step), and given
        # back to it after.
        with collect_later(freeze=True):
            session, steps = load_script(script, open_session)
            warnings = [problem.line() for problem in lint_session(session)] + list(session.load_warnings)
        log: list[dict[str, Any]] = [{"step": None, "text": line} for line in session.load_log]
        errors: list[dict[str, Any]] = []
        if session.load_error is not None:
            errors.append({"step": None, "code": session.load_error.code, "message": session.load_error.message})
        step_of: dict[str, int] = {}  # which step made each record (its `rolls` entries name it)
        for index, step in enumerate(steps):
            result = session.apply(step)
            if result.ok:
                log.extend({"step": index, "text": line} for line in result.log)
                if result.record is not None:
                    step_of[result.record.key] = index
            else:
                errors.append({"step": index, "code": result.code, "message": result.message})
    finally:
        gc.unfreeze()
    return output(session, log, errors, warnings, step_of)


def numbers_output(char: Any) -> dict[str, Any]:
    """The derived numbers of character.md §10 as the play output gives them (play-format "More output")."""
    from .engine import conditions
    from .engine.model import MOVEMENT_MODES, SKILLS, STATS

    numbers = char.numbers()
    return {
        "level": char.level,
        "stats": {stat: char.stat(stat) for stat in STATS},
        "skills": {skill: {"mod": numbers[skill], "rollMode": numbers[f"mode.skill.{skill}"]} for skill in SKILLS},
        "saves": {stat: {"mod": numbers[f"save.{stat}"], "rollMode": numbers[f"mode.save.{stat}"]} for stat in STATS},
        "armor": numbers["armor"],
        "speed": {mode: numbers[mode] for mode in MOVEMENT_MODES},
        "initiativeBonus": numbers["initiativeBonus"],
        "initiativeRollMode": numbers["mode.initiative"],
        "conditions": conditions.listed(char),
    }


def output(session: Session, log: list[dict[str, Any]], errors: list[dict[str, Any]],
           warnings: list[str], step_of: dict[str, int] | None = None) -> dict[str, Any]:
    char = session.char
    hp, hp_max = char.track("hp")
    wounds, wounds_max = char.track("wounds")
    mana, mana_max = char.mana_total()
    remaining = getattr(session.roller, "remaining", None)
    return {
        "pools": {pid: view.to_output() for pid, view in char.pools().items()},
        "hp": {"current": hp, "max": hp_max, "temp": char.temp_hp},
        "wounds": {"current": wounds, "max": wounds_max},
        "mana": {"current": mana, "max": mana_max},
        "bank": char.bank,
        "initiative": char.rolled_initiative,
        "hitDice": {size: {"current": cur, "max": mx} for size, (cur, mx) in char.hit_dice().items()},
        "states": char.states,
        "encounter": char.encounter,
        "warnings": warnings,
        "tags": char.tags().as_list(),
        "proficiencies": char.proficiencies(),
        "log": log,
        "errors": errors,
        "diceLeft": remaining if isinstance(remaining, int) else None,
        **numbers_output(char),
        **action_tracker.output(char),
        **spell_fields.output(char),
        **level_up.output(char),
        "rolls": [{"step": (step_of or {}).get(record.key), **roll} for record, roll in session.rolls()],
    }
