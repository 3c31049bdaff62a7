"""A long fuzz run of the file readers, `check`, import into the library and `play` (never in the suite).

Each input is a fixture (our characters and items, Foundry items and actors, play scripts) with one
value replaced by a random JSON value of any type (or one key removed). Every entry point must refuse
it with our error and a message or load it cleanly; a refusal must leave the library unchanged; no
input may take longer than --hang seconds.

Run:  .venv/bin/python tests/bench/fuzz_files.py --minutes 5 [--seed 1]
Prints: inputs tried, refused, accepted, crashes, hangs, and one example of each crash kind.
"""
from __future__ import annotations

import argparse
import collections
import random
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1]), str(HERE.parent / "storage")]

from hostile_json import JSON_VALUES, attempt, fixtures, paths, replaced  # noqa: E402

from sheet_app.storage.library import Library  # noqa: E402


class Hang(Exception):
    pass


def random_json(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if depth > 2 or roll < 0.55:
        return rng.choice(JSON_VALUES + [rng.randint(-10**15, 10**15), rng.uniform(-1e6, 1e6),
                                         "".join(rng.choice("ab@1d:-{} é") for _ in range(rng.randint(0, 6)))])
    if roll < 0.8:
        return [random_json(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(["type", "id", "name", "max", "pool", "x", ""]): random_json(rng, depth + 1)
            for _ in range(rng.randint(0, 3))}


def removed(value: Any, path: tuple[Any, ...]) -> Any:
    """A copy without the key (or list element) at `path`."""
    out = replaced(value, path, None)
    node = out
    for step in path[:-1]:
        node = node[step]
    del node[path[-1]]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hang", type=float, default=10.0, help="seconds after which one input is a hang")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    targets = [(name, kind, data, list(paths(data))) for name, kind, data in fixtures()]
    folder = tempfile.mkdtemp(prefix="sheet-app-fuzz-")
    library = Library(Path(folder) / "fuzz.sqlite3")
    counts = collections.Counter()
    crashes: dict[tuple[str, str], tuple[str, Any, str]] = {}

    def alarm(_signum: int, _frame: Any) -> None:
        raise Hang()

    signal.signal(signal.SIGALRM, alarm)
    end = time.monotonic() + args.minutes * 60
    while time.monotonic() < end:
        name, kind, data, doc_paths = rng.choice(targets)
        path = rng.choice(doc_paths)
        mutated = removed(data, path) if rng.random() < 0.1 else replaced(data, path, random_json(rng))
        counts["tried"] += 1
        signal.setitimer(signal.ITIMER_REAL, args.hang)
        try:
            counts[attempt(kind, mutated, library)] += 1
        except Hang:
            counts["hangs"] += 1
            crashes.setdefault(("hang", name), (name, path, "took longer than the hang limit"))
        except Exception as err:  # noqa: BLE001 - the point is to see them
            counts["crashes"] += 1
            frame = traceback.extract_tb(err.__traceback__)[-1]
            key = (type(err).__name__, f"{Path(frame.filename).name}:{frame.lineno}")
            crashes.setdefault(key, (name, path, f"{err}"[:200]))
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if counts["tried"] % 500 == 0:  # a fresh library now and then keeps each input's cost flat
            library.close()
            library = Library(Path(folder) / f"fuzz-{counts['tried']}.sqlite3")
    library.close()
    print(f"inputs tried: {counts['tried']}, refused: {counts['refused']}, accepted: {counts['accepted']}, "
          f"crashes: {counts['crashes']}, hangs: {counts['hangs']} (seed {args.seed}, {args.minutes} min)")
    for (kind, where), (name, path, text) in crashes.items():
        print(f"  {kind} at {where}: {name} {list(path)}: {text}")
    return 1 if counts["crashes"] or counts["hangs"] else 0


if __name__ == "__main__":
    sys.exit(main())
