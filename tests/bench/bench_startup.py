"""Start-up of the headless commands (issue 18, item 6): `sheet-app play SCRIPT` and `sheet-app check FILE`
against `python -c pass`, measured alternately in one run.

Run: .venv/bin/python tests/bench/bench_startup.py [--rounds N] [--source]
Budget: play and check <= 4x `python -c pass` (ratio of medians, and the median of the per-round ratios).

Each round runs `python -c pass`, then `sheet-app play tests/scripts/berserker-round.json`, then
`sheet-app check resources/sample-berserker.json`, each a fresh process; one warm-up round is dropped.
By default our modules start from compiled bytecode, as an installed app does (pip compiles a regular
install; an editable one writes its .pyc on the first run). `--source` also measures them without it:
the package's __pycache__ removed and PYTHONDONTWRITEBYTECODE=1, as on a machine that sets it with an
editable install (every start compiles our modules again); the bytecode is written back afterwards.
The smoke test against a bare window is `tests/bench/bench_window.py --startup-only`.
"""
from __future__ import annotations

import compileall
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "sheet_app"
BUDGET = 4.0


def commands() -> dict[str, list[str]]:
    exe = Path(sys.executable).with_name("sheet-app")
    app = [str(exe)] if exe.exists() else [sys.executable, "-m", "sheet_app"]
    return {"python -c pass": [sys.executable, "-c", "pass"],
            "play": [*app, "play", "tests/scripts/berserker-round.json"],
            "check": [*app, "check", "resources/sample-berserker.json"]}


def measure(rounds: int, env: dict[str, str]) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {name: [] for name in commands()}
    for n in range(rounds + 1):
        for name, command in commands().items():
            start = time.perf_counter()
            done = subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            took = time.perf_counter() - start
            if done.returncode != 0:
                raise SystemExit(f"{name} failed: {done.stderr.decode()[-2000:]}")
            if n:  # the first round warms the disk cache
                times[name].append(took)
    return times


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def report(label: str, times: dict[str, list[float]]) -> None:
    base = times["python -c pass"]
    print(f"{label}: load average {os.getloadavg()[0]:.2f}, {len(base)} rounds")
    for name, values in times.items():
        line = (f"  {name:15} median {statistics.median(values) * 1000:6.1f} ms  p90 {pct(values, 0.9) * 1000:6.1f}"
                f"  p99 {pct(values, 0.99) * 1000:6.1f}")
        if values is not base:
            paired = statistics.median(v / b for v, b in zip(values, base, strict=True))
            ratio = statistics.median(values) / statistics.median(base)
            verdict = "met" if max(ratio, paired) <= BUDGET else "NOT met"
            line += (f"  ratio of medians {ratio:.2f}x, median of paired ratios {paired:.2f}x "
                     f"({verdict}, budget {BUDGET}x)")
        print(line)


def main() -> None:
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 20
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    compileall.compile_dir(str(PACKAGE), quiet=1)
    report("compiled bytecode", measure(rounds, env))
    if "--source" in sys.argv:
        for cache in PACKAGE.rglob("__pycache__"):
            shutil.rmtree(cache)
        try:
            report("no bytecode for sheet_app (PYTHONDONTWRITEBYTECODE=1)",
                   measure(rounds, {**env, "PYTHONDONTWRITEBYTECODE": "1"}))
        finally:
            compileall.compile_dir(str(PACKAGE), quiet=1)


if __name__ == "__main__":
    main()
