"""Issue 29's speed budgets for the numbers and checks, side by side with the tree before in one run.

Run: .venv/bin/python tests/bench/bench_numbers.py [--before /work/main] [--rounds 300] [--batches 4]
     [--also OTHER_TREE ...] [--only 150,150+rules] [--actions state,setDie]

`--also` adds trees to the same run (each alternated with the others, each ratio against `--before`):
issue 29's incremental derivation was measured against the tree before the numbers and against main.

On the generated 150-item and 2,000-item characters (tests/bench/generate.py), each with a plain item
added, and once more with the eleven bonus and grant rules of character.md §15.1, §15.2 and §15.5 on one
feature (the tree before keeps them as unsupported rules that do nothing):

* an action's time, this tree against the tree before: activating the plain item, a state turned on,
  1 damage, a die set by hand. Budget: deriving every number of §10 adds <= 20 % (ratio <= 1.2);
* a check (`{"do": "check", "skill": "stealth"}`) against activating the plain item on the same 150-item
  character, in this tree. Budget: ratio <= 1.0.

Each round applies the step (timed: Session.apply, with the refresh and the change set) and undoes it
(untimed), so every round does the same work. The two trees run in child processes, alternated batch by
batch so that the load of a shared box falls on both alike; the p50 of all of a tree's rounds is compared.
Not part of the test suite (no assertion runs there); the numbers go in docs/performance.md.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OURS = HERE.parents[1]
PLAIN = {"id": "plain-stone", "name": "Plain Stone", "type": "object", "objectType": "trinket", "rules": []}
NUMBER_RULES = [
    {"id": "n-stat", "type": "abilityBonus", "value": "1", "abilities": ["strength"],
     "predicate": {"level": {"min": 1}}},
    {"id": "n-ac", "type": "armorClass", "formula": "2", "mode": "add"},
    {"id": "n-skill", "type": "skillBonus", "value": "@level // 2", "skills": ["stealth", "might"]},
    {"id": "n-save", "type": "savingThrowBonus", "value": "1", "savingThrows": ["all"]},
    {"id": "n-smode", "type": "skillRollMode", "value": 1, "skills": ["might"]},
    {"id": "n-tmode", "type": "savingThrowRollMode", "value": 0, "target": "disadvantaged"},
    {"id": "n-init", "type": "initiativeBonus", "value": "@dexterity"},
    {"id": "n-imode", "type": "initiativeRollMode", "value": 1, "mode": "adjust"},
    {"id": "n-speed", "type": "speedBonus", "value": "1"},
    {"id": "n-hp", "type": "maxHpBonus", "value": 2, "perLevel": True},
    {"id": "n-fly", "type": "grantMovement", "mode": "fly"},
]
ACTIONS = {
    "activate": {"do": "activate", "item": "plain-stone"},
    "state": {"do": "state", "name": "hidden", "on": True},
    "damage": {"do": "damage", "amount": 1},
    "setDie": None,  # the first dice pool's first die, set to 1 (found on the character)
}


def characters() -> dict[str, dict[str, Any]]:
    sys.path.insert(0, str(HERE))
    from generate import LARGE, make_character

    found = {}
    for size, shape in (("150", {}), ("2000", LARGE)):
        doc = make_character(seed=1, **shape)
        doc["items"].append(copy.deepcopy(PLAIN))
        doc["states"] = [s for s in doc.get("states", []) if s != "hidden"]
        found[size] = doc
        ruled = copy.deepcopy(doc)
        ruled["items"].append({"id": "numbers", "name": "Numbers", "type": "feature", "rules": NUMBER_RULES})
        found[f"{size}+rules"] = ruled
    return found


# ---- the child: one tree's timings ---------------------------------------------------------------------

def child(doc_path: str, rounds: int, with_check: bool, only: list[str] | None = None) -> None:
    from sheet_app.engine.dice import SeededRoller
    from sheet_app.engine.session import Session

    doc = json.loads(Path(doc_path).read_text(encoding="utf-8"))
    session = Session(doc, roller=SeededRoller(3))
    for step in ({"do": "startEncounter"}, {"do": "rollInitiative", "value": 10}):
        session.apply(step)
    steps = dict(ACTIONS)
    dice = next((pid for pid, view in session.char.pools().items() if view.kind == "dice" and view.faces), None)
    steps["setDie"] = {"do": "setDie", "pool": dice, "index": 0, "face": 1} if dice else None
    if with_check:
        steps["check"] = {"do": "check", "skill": "stealth"}
    if only:
        steps = {name: step for name, step in steps.items() if name in only or (with_check and name == "activate")}
    out: dict[str, list[float]] = {}
    for name, step in steps.items():
        if step is None:
            continue
        times = []
        for _ in range(rounds):
            start = time.thread_time()
            result = session.apply(step)
            times.append(time.thread_time() - start)
            if not result.ok:
                raise SystemExit(f"{name}: {result.code} {result.message}")
            if result.record is not None:
                session.undo()
        out[name] = times
    print(json.dumps(out))


def run_child(tree: Path, doc_path: str, rounds: int, with_check: bool,
              actions: str = "") -> dict[str, list[float]]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    args = [sys.executable, __file__, "--child", doc_path, "--rounds", str(rounds)]
    args += ["--check"] if with_check else []
    args += ["--actions", actions] if actions else []
    run = subprocess.run(args, capture_output=True, text=True, env=env, cwd=tree, check=False)
    if run.returncode != 0:
        raise SystemExit(f"{tree}: {run.stderr or run.stdout}")
    return json.loads(run.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", default="/work/main")
    parser.add_argument("--also", action="append", default=[], help="another tree, timed in the same run")
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--batches", type=int, default=4)
    parser.add_argument("--only", default="", help="the characters, comma-separated (150,150+rules,2000,2000+rules)")
    parser.add_argument("--actions", default="", help="the actions, comma-separated (activate,state,damage,setDie)")
    parser.add_argument("--child")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if args.child:
        child(args.child, args.rounds, args.check, [name for name in args.actions.split(",") if name])
        return
    before = Path(args.before)
    trees = [(before, False), *((Path(other), False) for other in args.also), (OURS, True)]
    wanted = [name for name in args.only.split(",") if name]
    with tempfile.TemporaryDirectory() as folder:
        for name, doc in characters().items():
            if wanted and name not in wanted:
                continue
            path = Path(folder) / f"{name}.json"
            path.write_text(json.dumps(doc), encoding="utf-8")
            rounds = args.rounds if name.startswith("150") else max(20, args.rounds // 6)
            timed: list[dict[str, list[float]]] = [{} for _tree in trees]
            for _batch in range(args.batches):
                for (tree, check), into in zip(trees, timed, strict=True):
                    for key, times in run_child(tree, str(path), rounds, check, args.actions).items():
                        into.setdefault(key, []).extend(times)
            print(f"\n{name} items ({args.batches} x {rounds} rounds each, alternated; load {_load()})")
            theirs = timed[0]
            for (tree, _check), mine in zip(trees[1:], timed[1:], strict=True):
                label = "this tree" if tree == OURS else str(tree)
                for key in theirs:
                    a, b = statistics.median(theirs[key]), statistics.median(mine[key])
                    print(f"  {key:9} before p50 {a * 1e3:7.3f} ms   {label} {b * 1e3:7.3f} ms   ratio {b / a:5.2f}")
            mine = timed[-1]
            if "check" in mine:
                c, p = statistics.median(mine["check"]), statistics.median(mine["activate"])
                print(f"  check p50 {c * 1e3:.3f} ms against the plain activation {p * 1e3:.3f} ms: ratio {c / p:.2f}")


def _load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


if __name__ == "__main__":
    main()
