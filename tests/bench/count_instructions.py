"""Instructions one action takes, counted by valgrind (deterministic, unlike wall time on a shared box).

Run: tests/bench/count_instructions.sh SIZE KIND ROUNDS [apply|undo]   (SIZE 150 or 2000; KIND as in
bench_engine.ACTIONS or ITEM_EDITS, or `cast` / `plainActivate`: bench_spells.py's pair on its 150-item
character, whatever SIZE says). This script is what the shell runs under `valgrind --tool=callgrind`: it builds
the warm session with instrumentation off, then times ROUNDS rounds of apply-then-undo, each apply (or
undo) run inside functools.reduce so callgrind's --toggle-collect counts only that call.
"""
from __future__ import annotations

import copy
import functools
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_spells  # noqa: E402
from bench_engine import ACTIONS, ITEM_EDITS, _find, _item_edits, _warm_session  # noqa: E402
from generate import LARGE, make_character  # noqa: E402

size, kind, rounds, flag, what = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
SPELL_STEPS = {"cast": {"do": "cast", "item": bench_spells.KINDLE["id"], "mana": 2, "outcome": "hit"},
               "plainActivate": {"do": "activate", "item": bench_spells.STAFF["id"], "outcome": "hit"}}
if kind in SPELL_STEPS:  # issue 30: a cast against a plain item's activation, bench_spells.py's character
    session, step = bench_spells._session(), SPELL_STEPS[kind]
else:
    doc = make_character(seed=1, **LARGE) if size == "2000" else make_character(seed=1)
    session = _warm_session(doc)
    # An item edit (issue 28: equip, addItem, deleteItem, moveItem, duplicateItem, enableRule) or an action.
    step = _item_edits(session)[kind] if kind in ITEM_EDITS else _find(session, ACTIONS[kind](session))
for _ in range(3):
    session.apply(copy.deepcopy(step))
    session.undo()
Path(f"{flag}.ready").touch()  # the shell switches instrumentation on, then answers with .go
while not os.path.exists(f"{flag}.go"):
    time.sleep(0.05)
for _ in range(rounds):
    fresh = copy.deepcopy(step)
    if what == "apply":
        functools.reduce(lambda _a, _b: session.apply(fresh), [0, 0])
        session.undo()
    else:
        session.apply(fresh)
        functools.reduce(lambda _a, _b: session.undo(), [0, 0])
Path(f"{flag}.done").touch()
while not os.path.exists(f"{flag}.end"):
    time.sleep(0.05)
