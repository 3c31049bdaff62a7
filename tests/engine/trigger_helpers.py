"""Building characters and reading play-script output for the engine runtime tests (test_triggers.py and
its siblings: refills, pool modifiers, scopes and lifecycle, activation and spends, undo and error codes)."""
from __future__ import annotations

import copy
from typing import Any

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.play import run_script


# ---- building characters -------------------------------------------------------------------------
def character(*items: dict[str, Any], **fields: Any) -> dict[str, Any]:
    """A sheet/1 document: STR 3 / DEX 2 (key 3), 10 HP, 6 wounds, no mana, plus `fields`."""
    doc: dict[str, Any] = {"format": "sheet/1", "name": "Korr", "level": 3, "keyStats": ["strength", "dexterity"],
                           "stats": {"strength": 3, "dexterity": 2, "intelligence": 0, "will": 0},
                           "hp": {"current": 10, "max": 10}, "wounds": {"current": 0, "max": 6},
                           "mana": {"current": 0, "max": 0}, "items": list(items)}
    doc.update(fields)
    return doc


def feature(item_id: str, *rules: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {"id": item_id, "name": fields.pop("name", item_id), "type": fields.pop("type", "feature"),
            "rules": list(rules), **fields}


def weapon(item_id: str, *rules: dict[str, Any], damage: str = "1d6", delivery: str | None = "melee",
           **fields: Any) -> dict[str, Any]:
    return feature(item_id, *rules, type="object", objectType="weapon", equipped=fields.pop("equipped", True),
                   attack={"delivery": delivery, "damage": damage}, **fields)


def entry(trigger: str, mode: str = "add", value: Any = "1", predicate: Any = None) -> dict[str, Any]:
    found = {"trigger": trigger, "mode": mode, "value": value}
    if predicate is not None:
        found["predicate"] = predicate
    return found


def charge_pool(ident: str, *recoveries: dict[str, Any], max: Any = "3", initial: str = "zero",
                **fields: Any) -> dict[str, Any]:
    return {"type": "chargePool", "identifier": ident, "label": fields.pop("label", ident), "max": max,
            "initial": initial, "recoveries": list(recoveries), **fields}


def dice_pool(ident: str, *refills: dict[str, Any], max: Any = "3", initial: str = "zero", die: str = "d6",
              **fields: Any) -> dict[str, Any]:
    return {"type": "dicePool", "identifier": ident, "label": fields.pop("label", ident), "dieSize": die,
            "max": max, "initial": initial, "refills": list(refills), **fields}


def charge_consumer(pool: str, cost: Any = "1", **fields: Any) -> dict[str, Any]:
    return {"type": "chargeConsumer", "poolIdentifier": pool, "cost": cost, **fields}


def dice_consumer(pool: str, formula: str | None = None, **fields: Any) -> dict[str, Any]:
    return {"type": "diceConsumer", "poolIdentifier": pool, "mode": fields.pop("mode", "manual"),
            "effectFormula": formula, **fields}


def modify_pool(pool: str, **fields: Any) -> dict[str, Any]:
    return {"type": "modifyPool", "poolType": fields.pop("poolType", "dice"), "poolIdentifier": pool, **fields}


def play(doc: dict[str, Any], steps: list[dict[str, Any]], dice: list[int] | None = None) -> dict[str, Any]:
    """Run a play script; `dice` defaults to none at all, so any unexpected roll is an error."""
    return run_script({"character": doc, "dice": list(dice or []), "steps": steps})


def session(doc: dict[str, Any], dice: list[int] | None = None) -> Session:
    return Session(copy.deepcopy(doc), roller=ScriptedRoller(list(dice or [])))


def ok(s: Session, *steps: dict[str, Any]) -> list[str]:
    """Apply steps that must succeed; their log lines."""
    lines: list[str] = []
    for step in steps:
        result = s.apply(step)
        assert result.ok, f"{step}: {result.code}: {result.message}"
        lines.extend(result.log)
    return lines


def fails(s: Session, step: dict[str, Any], code: str) -> str:
    """Apply a step that must fail with `code` and change nothing (document and dice); its message."""
    before, left = s.document(), s.roller.remaining  # type: ignore[attr-defined]
    result = s.apply(step)
    assert not result.ok and result.code == code, (result.code, result.message)
    assert s.document() == before, "a failed step changed the character"
    assert s.roller.remaining == left, "a failed step used up dice"  # type: ignore[attr-defined]
    return result.message


def faces(out: dict[str, Any], pid: str) -> list[int]:
    return out["pools"][pid]["faces"]


def current(out: dict[str, Any], pid: str) -> int:
    return out["pools"][pid]["current"]


def codes(out: dict[str, Any]) -> list[tuple[Any, str]]:
    return [(e["step"], e["code"]) for e in out["errors"]]


def lines(out: dict[str, Any], step: int | None = None) -> list[str]:
    return [line["text"] for line in out["log"] if step is None or line["step"] == step]


def in_order(actual: list[str], expected: list[str]) -> bool:
    """`expected` appears in `actual` in this order (other lines may come between and around)."""
    rest = iter(actual)
    return all(any(line == want for line in rest) for want in expected)


def count(s: Session, pid: str) -> int:
    return s.char.pools()[pid].count
