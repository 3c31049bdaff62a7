"""Character ▸ Level up… to the dialog painted (issue 31, "Speed": <= 200 ms on a quiet box).

Run: QT_QPA_PLATFORM=offscreen PYTHONPATH=$PWD:$PWD/tests/ui .venv/bin/python tests/bench/bench_levelup.py [--rounds N]
(kept out of the test command; prints the numbers for the notes). From the Level up action's trigger to the
end of the dialog's first paint, the event loop included (the plan of the level, the features the content
offers, the two previews the dialog runs, the layout), on the sample Berserker with no content and on the
generated 150-item character with the tests' own content (tests/ui/level_content.py). Wall time and the
process's CPU time are both reported, with the load average (the box is shared); the budget is checked
against the CPU p50.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(HERE), str(ROOT / "tests" / "ui")]
BUDGET_MS = 200.0


def _window(doc: dict[str, Any], folder: Path) -> Any:
    from PySide6.QtCore import QSettings

    from sheet_app.engine.dice import SeededRoller
    from sheet_app.storage.library import Library
    from sheet_app.ui.sheet.window import MainWindow

    library = Library(folder / "library.sqlite3")
    cid = library.create(doc)
    session = library.open_session(cid, roller=SeededRoller(3))
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(session, library=library, character_id=cid, settings=settings)
    window.resize(1280, 800)
    window.show()
    return window


def _painted(app: Any, dialog_of: Any) -> None:
    """Spin the event loop until the dialog has painted once."""
    from PySide6.QtCore import QEvent, QObject

    done: list[bool] = []

    class Watch(QObject):
        def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and obj is dialog_of():
                done.append(True)
            return False

    watch = Watch()
    app.installEventFilter(watch)
    deadline = time.perf_counter() + 5
    while not done and time.perf_counter() < deadline:
        app.processEvents()
    app.removeEventFilter(watch)
    if not done:
        raise SystemExit("the dialog never painted")


def measure(app: Any, window: Any, rounds: int) -> tuple[list[float], list[float]]:
    action = window.menus.levels  # the part the Character menu's entry calls
    walls, cpus = [], []
    entry = next(a for a in window.findChildren(type(window.menus.undo_action)) if a.objectName() == "levelUp")
    for _ in range(rounds):
        t, c = time.perf_counter(), time.process_time()
        entry.trigger()
        _painted(app, lambda: action.dialog)
        walls.append((time.perf_counter() - t) * 1e3)
        cpus.append((time.process_time() - c) * 1e3)
        action.dialog.reject()
        action.dialog.deleteLater()
        app.processEvents()
    return walls, cpus


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()
    from generate import make_character
    from level_content import OurContent, thornguard
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    sample = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))
    big = make_character(seed=1)
    big["items"] = [thornguard(1)["items"][0], *[i for i in big["items"] if i.get("type") != "class"]]
    big["level"], big["keyStats"] = 1, ["strength", "will"]
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, doc, content in (("sample Berserker, no content", sample, None),
                                   (f"{len(big['items'])}-item character, our content", big, OurContent())):
            where = Path(folder) / name.split(",")[0].replace(" ", "-")
            where.mkdir()
            window = _window(doc, where)
            if content is not None:
                window.menus.levels.set_content(content)
            app.processEvents()
            measure(app, window, 3)  # warm: the dialog's module imported, the first layout
            walls, cpus = measure(app, window, args.rounds)
            results[name] = (statistics.median(walls), max(walls), statistics.median(cpus))
            window.close()
    load = os.getloadavg()[0]
    for name, (wall, worst, cpu) in results.items():
        print(f"{name}: to the dialog painted p50 {wall:.1f} ms wall (max {worst:.1f}), {cpu:.1f} ms CPU "
              f"(budget {BUDGET_MS:.0f} ms; load {load:.2f})")
    assert all(cpu <= BUDGET_MS for _wall, _worst, cpu in results.values()), "over the budget"


if __name__ == "__main__":
    main()
