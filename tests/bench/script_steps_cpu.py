"""CPU time a step of the generated script takes at one sheet size (issue 28 budget b, on a loaded box).

Run from outside the work tree so that PYTHONPATH decides which `sheet_app` is measured:
    cd /tmp && /work/wt-NAME/.venv/bin/python /work/wt-NAME/tests/bench/script_steps_cpu.py 150 300
    cd /tmp && PYTHONPATH=/work/OTHER_TREE /work/wt-NAME/.venv/bin/python \
        /work/wt-NAME/tests/bench/script_steps_cpu.py 5000 300
The character is `generate.make_script(1, steps=1000, items=N, rules=3.3 N, pools=40)`'s, its session built
untimed and frozen out of the collector's walks (as `play` does); the first STEPS steps are timed with
`time.process_time`, which a loaded box inflates less than the wall clock. Budget: a step at 5,000 items
<= 3x a step at 150 (compare the two sizes' lines of one tree, measured in the same run).
"""
from __future__ import annotations

import copy
import gc
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generate import make_script  # noqa: E402

from sheet_app.engine.dice import SeededRoller  # noqa: E402
from sheet_app.engine.session import Session  # noqa: E402


def main() -> None:
    size, steps = int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 300
    script = make_script(1, steps=1000, items=size, rules=int(size * 3.3), pools=40)
    session = Session(copy.deepcopy(script["character"]), roller=SeededRoller(1))
    gc.collect()
    gc.freeze()
    start = time.process_time()
    for step in script["steps"][:steps]:
        session.apply(step)
    spent = time.process_time() - start
    with open("/proc/loadavg") as handle:
        load = handle.read().split()[0]
    import sheet_app
    print(f"{Path(sheet_app.__file__).parents[1]} {size} items: {spent / steps * 1e3:.3f} ms CPU a step "
          f"({steps} steps); load {load}", flush=True)


if __name__ == "__main__":
    main()
