"""Fault-test child: applies ACTIONS to a saved character and SIGKILLs itself at one commit point.

Run as: python crash_child.py LIBRARY CHARACTER_ID SEED KILL_AFTER KILL_POINT
It dies at KILL_POINT of the commit of action number KILL_AFTER (0-based), so the kills spread
across the whole commit path without the test having to sleep or guess timings.
"""
import os
import signal
import sys

from sheet_app.engine.dice import SeededRoller
from sheet_app.storage.library import Library

ACTIONS = [
    {"do": "startEncounter"}, {"do": "activate", "item": "rage"}, {"do": "startTurn"},
    {"do": "activate", "item": "greataxe"}, {"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0]},
    {"do": "undo"}, {"do": "redo"}, {"do": "attacked", "damage": 9, "type": "piercing"},
    {"do": "activate", "item": "wand"}, {"do": "undo"}, {"do": "endTurn"}, {"do": "startTurn"},
    {"do": "endEncounter"}, {"do": "rest", "kind": "safe"},
]


def main() -> None:
    path, cid, seed, kill_after, point = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    library = Library(path)
    session = library.open_session(cid, roller=SeededRoller(seed))
    counter = {"action": 0}

    def fault(name: str) -> None:
        if counter["action"] == kill_after and name == point:
            os.kill(os.getpid(), signal.SIGKILL)

    library.fault = fault
    for number, step in enumerate(ACTIONS):
        counter["action"] = number
        session.apply(step)
    print("finished")


if __name__ == "__main__":
    main()
