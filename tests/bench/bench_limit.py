"""At the item limit (issue 28 item 5): the largest character a file may hold (`MAX_ITEMS` items, one rule an
item, one pool per 50 items) through the real CLI, each command in a fresh process.

Run: .venv/bin/python tests/bench/bench_limit.py [--rounds N] [--items N[,N...]] [--against OTHER_TREE]
     [--profile]
Budgets (on a quiet box): `sheet-app check` <= 3 s, `sheet-app import` <= 5 s, a 3-step
`sheet-app play --character` <= 3 s. Each command's CPU time (user + system, of the child process) is printed
beside its wall time: on a shared box the CPU time is the number the budget is judged by (a loaded box's
wall time is mostly waiting for a core). With --against, the same commands run with that tree's
`sheet_app` first on PYTHONPATH, alternated round by round with this tree's (the ratios share the load).
--items takes several sizes (5000,10000,20000: how the cost grows); the default is the limit itself.
With --profile, each command once under cProfile (the 25 most costly functions, cumulative).
"""
from __future__ import annotations

import argparse
import json
import os
import resource
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


def _limit() -> int:
    sys.path.insert(0, str(ROOT))
    from sheet_app.engine.document import MAX_ITEMS

    return MAX_ITEMS


def _commands(folder: Path) -> dict[str, list[str]]:
    library = str(folder / "library.db")
    return {"check": ["check", str(folder / "big.json")],
            "import": ["import", "--library", str(folder / "import.db"), str(folder / "big.json")],
            "play": ["play", "--library", library, "--character", (folder / "id.txt").read_text().strip(),
                     str(folder / "script.json")]}


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _run(command: list[str], tree: Path | None, profile: bool = False) -> tuple[float, float]:
    """Wall and CPU seconds of one command in a fresh process."""
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    prefix = [sys.executable, "-m", "cProfile", "-s", "cumulative", "-m", "sheet_app"] if profile else \
        [sys.executable, "-m", "sheet_app"]
    cpu, start = _children_cpu(), time.perf_counter()
    done = subprocess.run(prefix + command, capture_output=True, text=True, cwd=tempfile.gettempdir(), env=env,
                          timeout=900)
    took, cpu = time.perf_counter() - start, _children_cpu() - cpu
    if done.returncode not in (0, 1):
        raise SystemExit(f"{command[0]} failed ({done.returncode}): {done.stderr[-2000:]}")
    if profile:
        lines = done.stdout.splitlines()
        at = next((n for n, line in enumerate(lines) if "ncalls" in line), 0)
        print("\n".join(lines[at:at + 26]))
    return took, cpu


def _prepare(folder: Path, items: int) -> None:
    doc = make_character(seed=1, items=items, rules=items, pools=max(2, items // 50))
    (folder / "big.json").write_text(json.dumps(doc))
    (folder / "script.json").write_text(json.dumps(SCRIPT))
    (folder / "library.db").unlink(missing_ok=True)
    made = subprocess.run([sys.executable, "-m", "sheet_app", "import", "--library", str(folder / "library.db"),
                           str(folder / "big.json")], capture_output=True, text=True, cwd=tempfile.gettempdir(),
                          timeout=900, check=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    (folder / "id.txt").write_text(made.stdout.split()[0])


def _size(folder: Path, items: int, args: argparse.Namespace) -> None:
    _prepare(folder, items)
    size = (folder / "big.json").stat().st_size / 1e6
    print(f"\n{items:,} items, {size:.1f} MB; load {_load()}")
    commands = _commands(folder)
    if args.profile:
        for what, command in commands.items():
            print(f"\n== {what}")
            _run(command, None, profile=True)
        return
    trees: list[tuple[str, Path | None]] = [("this tree", None)]
    if args.against is not None:
        trees.append((f"against {args.against}", args.against.resolve()))
    times: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for number in range(args.rounds):
        for what, command in commands.items():
            for label, tree in trees if number % 2 == 0 else reversed(trees):
                if what == "import":
                    (folder / "import.db").unlink(missing_ok=True)
                took, cpu = _run(command, tree)
                times.setdefault((what, label), []).append((took, cpu))
                print(f"round {number + 1} {what} ({label}): {took:.2f} s wall, {cpu:.2f} s CPU; load {_load()}")
    print()
    for (what, label), found in times.items():
        wall = sorted(t for t, _c in found)[len(found) // 2]
        cpu = sorted(c for _t, c in found)[len(found) // 2]
        print(f"{items:,} items, {what} ({label}): median {cpu:.2f} s CPU, {wall:.2f} s wall over {len(found)} "
              f"(budget {BUDGETS[what]:.0f} s on a quiet box); load {_load()}")
    if args.against is not None:
        for what in commands:
            mine = sorted(c for _t, c in times[(what, "this tree")])[args.rounds // 2]
            other = sorted(c for _t, c in times[(what, trees[1][0])])[args.rounds // 2]
            print(f"{items:,} items, {what}: this tree / the other, CPU: {mine / other:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--items", default="", help="item counts, comma-separated (default: the limit)")
    parser.add_argument("--against", type=Path, help="another tree (its sheet_app first on PYTHONPATH)")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    sizes = [int(n) for n in args.items.split(",") if n.strip()] or [_limit()]
    with tempfile.TemporaryDirectory() as name:
        for items in sizes:
            _size(Path(name), items, args)


if __name__ == "__main__":
    main()
