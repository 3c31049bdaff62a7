"""At the item limit (issue 28 item 5): the largest character a file may hold (20,000 items, `MAX_ITEMS`;
one rule an item, 400 pools: ~12 MB of JSON) through the real CLI, each command in a fresh process.

Run: .venv/bin/python tests/bench/bench_limit.py [--rounds N] [--items N] [--against OTHER_TREE] [--profile]
Budgets (on a quiet box): `sheet-app check` <= 3 s, `sheet-app import` <= 5 s, a 3-step
`sheet-app play --character` <= 3 s. With --against, the same commands run with that tree's `sheet_app`
first on PYTHONPATH, alternated round by round with this tree's (the ratios share the load). With
--profile, each command once under cProfile (the 25 most costly functions, cumulative).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from generate import make_character

ROOT = Path(__file__).resolve().parents[2]
BUDGETS = {"check": 3.0, "import": 5.0, "play": 3.0}
SCRIPT = {"seed": 1, "steps": [{"do": "startEncounter"}, {"do": "startTurn"}, {"do": "endTurn"}]}


def _load() -> str:
    with open("/proc/loadavg") as handle:
        return handle.read().split()[0]


def _commands(folder: Path) -> dict[str, list[str]]:
    library = str(folder / "library.db")
    return {"check": ["check", str(folder / "big.json")],
            "import": ["import", "--library", str(folder / "import.db"), str(folder / "big.json")],
            "play": ["play", "--library", library, "--character", (folder / "id.txt").read_text().strip(),
                     str(folder / "script.json")]}


def _run(command: list[str], tree: Path | None, profile: bool = False) -> float:
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    prefix = [sys.executable, "-m", "cProfile", "-s", "cumulative", "-m", "sheet_app"] if profile else \
        [sys.executable, "-m", "sheet_app"]
    start = time.perf_counter()
    done = subprocess.run(prefix + command, capture_output=True, text=True, cwd=tempfile.gettempdir(), env=env,
                          timeout=600)
    took = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{command[0]} failed ({done.returncode}): {done.stderr[-2000:]}")
    if profile:
        lines = done.stdout.splitlines()
        at = next((n for n, line in enumerate(lines) if "ncalls" in line), 0)
        print("\n".join(lines[at:at + 26]))
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--items", type=int, default=20_000)
    parser.add_argument("--against", type=Path, help="another tree (its sheet_app first on PYTHONPATH)")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        doc = make_character(seed=1, items=args.items, rules=args.items, pools=max(2, args.items // 50))
        (folder / "big.json").write_text(json.dumps(doc))
        (folder / "script.json").write_text(json.dumps(SCRIPT))
        made = subprocess.run([sys.executable, "-m", "sheet_app", "import", "--library", str(folder / "library.db"),
                               str(folder / "big.json")], capture_output=True, text=True, cwd=tempfile.gettempdir(),
                              timeout=600, check=True)
        (folder / "id.txt").write_text(made.stdout.split()[0])
        size = (folder / "big.json").stat().st_size / 1e6
        print(f"{args.items:,} items, {size:.1f} MB; load {_load()}")
        commands = _commands(folder)
        if args.profile:
            for what, command in commands.items():
                print(f"\n== {what}")
                _run(command, None, profile=True)
            return
        trees: list[tuple[str, Path | None]] = [("this tree", None)]
        if args.against is not None:
            trees.append((f"against {args.against}", args.against.resolve()))
        times: dict[tuple[str, str], list[float]] = {}
        for number in range(args.rounds):
            for what, command in commands.items():
                for label, tree in trees if number % 2 == 0 else reversed(trees):
                    if what == "import":
                        (folder / "import.db").unlink(missing_ok=True)
                    took = _run(command, tree)
                    times.setdefault((what, label), []).append(took)
                    print(f"round {number + 1} {what} ({label}): {took:.2f} s; load {_load()}")
        print()
        for (what, label), found in times.items():
            median = sorted(found)[len(found) // 2]
            print(f"{what} ({label}): median {median:.2f} s over {len(found)} (budget {BUDGETS[what]:.0f} s "
                  f"on a quiet box); load {_load()}")


if __name__ == "__main__":
    main()
