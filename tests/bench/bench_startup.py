"""Start-up of the headless commands (issue 18, item 6): `sheet-app play SCRIPT` and `sheet-app check FILE`
against `python -c pass`, measured alternately in one run; with `--against`, another tree's beside them.

Run: .venv/bin/python tests/bench/bench_startup.py [--rounds N] [--source] [--against OTHER_TREE]
Budget: play and check <= 4x `python -c pass` (ratio of medians, and the median of the per-round ratios).

Each round runs `python -c pass`, then `sheet-app play tests/scripts/berserker-round.json`, then
`sheet-app check resources/sample-berserker.json`, each a fresh process; one warm-up round is dropped.
Wall time is what the budget counts; the CPU time of each child (user + system) is printed beside it, as
it moves less with the load of a shared box.

A tree's commands run in that tree with PYTHONPATH set to it, so its `sheet_app` comes first on the path
(before the editable install; `python -m` and `-c` put the working folder first too): this tree is the
one holding this script. `--against OTHER_TREE` (a checkout of the code before, e.g. /work/main) runs the
same commands on that tree in the same rounds, the two trees' order swapped every round, and prints its
medians and ratios too, then each command's this-tree / other-tree ratios. The other tree is copied to a
temporary folder first (without .git, .venv and caches), so its bytecode is written there and nothing is
written into the checkout; each tree runs its own script and sample. Which `sheet_app` each tree's
children import is printed at the start, to be sure.

By default our modules start from compiled bytecode, as an installed app does (pip compiles a regular
install; an editable one writes its .pyc on the first run). `--source` also measures them without it:
the package's __pycache__ removed and PYTHONDONTWRITEBYTECODE=1, as on a machine that sets it with an
editable install (every start compiles our modules again); the bytecode is written back afterwards.
The smoke test against a bare window is `tests/bench/bench_window.py --startup-only`.
"""
from __future__ import annotations

import compileall
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "sheet_app"
BUDGET = 4.0
BASE = "python -c pass"
OTHER = ", other tree"  # the suffix of the other tree's command names


def commands(trees: dict[str, Path]) -> dict[str, tuple[list[str], str]]:
    """Each command to time and the tree it runs in (its key in `trees`, which maps a name suffix, ""
    for this tree, to the tree's folder): the baseline (in this tree, as before), then play and check."""
    exe = Path(sys.executable).with_name("sheet-app")
    app = [str(exe)] if exe.exists() else [sys.executable, "-m", "sheet_app"]
    found: dict[str, tuple[list[str], str]] = {BASE: ([sys.executable, "-c", "pass"], "")}
    for what, args in (("play", ["play", "tests/scripts/berserker-round.json"]),
                       ("check", ["check", "resources/sample-berserker.json"])):
        for suffix in trees:
            found[what + suffix] = ([*app, *args], suffix)
    return found


def imported_from(tree: Path, env: dict[str, str]) -> str:
    """Which sheet_app a child started in `tree` with this environment imports."""
    return subprocess.run([sys.executable, "-c", "import sheet_app; print(sheet_app.__file__)"], cwd=tree, env=env,
                          check=True, capture_output=True, text=True).stdout.strip()


def timed(command: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} (in {cwd}) failed: {done.stderr.decode()[-2000:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure(rounds: int, trees: dict[str, Path], env: dict[str, str]) -> dict[str, dict[str, list[float]]]:
    """Wall and CPU seconds per command, rounds alternated (the trees' order swapped each round)."""
    listed = commands(trees)
    times: dict[str, dict[str, list[float]]] = {name: {"wall": [], "cpu": []} for name in listed}
    envs = {suffix: {**env, "PYTHONPATH": str(tree)} for suffix, tree in trees.items()}
    for n in range(rounds + 1):
        order = list(listed)
        if n % 2:  # the other tree first
            order = [BASE] + [name + suffix for name in ("play", "check") for suffix in reversed(list(trees))]
        for name in order:
            command, suffix = listed[name]
            wall, cpu = timed(command, trees[suffix], envs[suffix])
            if n:  # the first round warms the disk cache
                times[name]["wall"].append(wall)
                times[name]["cpu"].append(cpu)
    return times


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def ratios(values: list[float], base: list[float]) -> tuple[float, float]:
    """(ratio of the medians, median of the per-round ratios)."""
    return (statistics.median(values) / statistics.median(base),
            statistics.median(v / b for v, b in zip(values, base, strict=True)))


def report(label: str, times: dict[str, dict[str, list[float]]]) -> None:
    base = times[BASE]
    print(f"{label}: load average {' '.join(f'{v:.2f}' for v in os.getloadavg())} at the end, "
          f"{len(base['wall'])} rounds")
    for name, found in times.items():
        values = found["wall"]
        line = (f"  {name:18} median {statistics.median(values) * 1000:6.1f} ms  p90 {pct(values, 0.9) * 1000:6.1f}"
                f"  p99 {pct(values, 0.99) * 1000:6.1f}  cpu median {statistics.median(found['cpu']) * 1000:6.1f}")
        if name != BASE:
            ratio, paired = ratios(values, base["wall"])
            cpu_ratio = ratios(found["cpu"], base["cpu"])[0]
            verdict = "met" if max(ratio, paired) <= BUDGET else "NOT met"
            line += (f"  ratio of medians {ratio:.2f}x, median of paired ratios {paired:.2f}x "
                     f"({verdict}, budget {BUDGET}x); cpu {cpu_ratio:.2f}x")
        print(line)
    for name in ("play", "check"):
        if name + OTHER in times:
            wall, paired = ratios(times[name]["wall"], times[name + OTHER]["wall"])
            cpu, cpu_paired = ratios(times[name]["cpu"], times[name + OTHER]["cpu"])
            print(f"  {name}, this tree / other tree: wall {wall:.2f}x (paired {paired:.2f}x), "
                  f"cpu {cpu:.2f}x (paired {cpu_paired:.2f}x)")


def copy_of(tree: Path) -> Path:
    """The other tree's files, as they are on disk, in a temporary folder (so its bytecode goes there)."""
    if not (tree / "sheet_app" / "__init__.py").exists():
        raise SystemExit(f"--against {tree}: no sheet_app package there")
    target = Path(tempfile.mkdtemp(prefix="bench-startup-")) / tree.name
    shutil.copytree(tree, target, symlinks=True, ignore=shutil.ignore_patterns(
        ".git", ".venv", "__pycache__", "*.egg-info", ".*_cache", ".hypothesis", ".benchmarks", "build", "dist"))
    return target


def main() -> None:
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 20
    trees = {"": ROOT}
    if "--against" in sys.argv:
        other = Path(sys.argv[sys.argv.index("--against") + 1]).resolve()
        trees[OTHER] = copy_of(other)
        print(f"other tree: {other}, copied to {trees[OTHER]}")
    print(f"load average at the start: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    env = dict(os.environ)
    try:
        for suffix, tree in trees.items():
            compileall.compile_dir(str(tree / "sheet_app"), quiet=1)
            name = suffix[2:] if suffix else "this tree"
            print(f"{name}: {imported_from(tree, {**env, 'PYTHONPATH': str(tree)})}")
        report("compiled bytecode", measure(rounds, trees, env))
        if "--source" in sys.argv:
            for tree in trees.values():
                for cache in (tree / "sheet_app").rglob("__pycache__"):
                    shutil.rmtree(cache)
            try:
                report("no bytecode for sheet_app (PYTHONDONTWRITEBYTECODE=1)",
                       measure(rounds, trees, {**env, "PYTHONDONTWRITEBYTECODE": "1"}))
            finally:
                compileall.compile_dir(str(PACKAGE), quiet=1)
    finally:
        if OTHER in trees:
            shutil.rmtree(trees[OTHER].parent)


if __name__ == "__main__":
    main()
