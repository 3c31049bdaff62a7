"""Sheet window performance (issue 6): startup against a bare PySide6 window, click-to-repaint on a
150-item character, and memory.

Run: .venv/bin/python tests/bench/bench_window.py [--startup-only]
(kept out of the test command; prints the numbers for the notes)
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BARE = ("import sys\nfrom PySide6.QtWidgets import QApplication, QWidget\nfrom PySide6.QtCore import QTimer\n"
        "app = QApplication(sys.argv)\nw = QWidget()\nw.show()\nQTimer.singleShot(0, app.quit)\napp.exec()\n")


def startup(runs: int = 15) -> tuple[float, float, float]:
    """Medians (seconds) of `sheet-app --smoke-test` and of a bare window, measured alternately, and the
    median of the per-pair ratios.

    Both start from compiled bytecode, as an installed app does: pip compiles a regular install, and an
    editable one writes its .pyc on the first run (unless PYTHONDONTWRITEBYTECODE is set, as it is on
    some CI machines, which would otherwise make every run recompile our ~40 modules).
    """
    import compileall

    import sheet_app

    compileall.compile_dir(str(Path(sheet_app.__file__).parent), quiet=1)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": tempfile.mkdtemp()}
    smoke, bare = [], []
    exe = str(Path(sys.executable).with_name("sheet-app"))
    for n in range(runs + 1):
        t = time.perf_counter()
        subprocess.run([exe, "--smoke-test"], env=env, check=True, capture_output=True)
        s = time.perf_counter() - t
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", BARE], env=env, check=True, capture_output=True)
        b = time.perf_counter() - t
        if n:  # the first pair warms the disk cache
            smoke.append(s)
            bare.append(b)
    ratios = [s / b for s, b in zip(smoke, bare)]
    return statistics.median(smoke), statistics.median(bare), statistics.median(ratios)


def click_to_repaint(samples: int = 40) -> list[float]:
    """Milliseconds from a QTest click on a row's Use to the paint of that row, on a 150-item character."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(HERE))
    from generate import make_character
    from PySide6.QtCore import QEvent, QObject, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from sheet_app.engine.dice import SeededRoller
    from sheet_app.engine.session import Session
    from sheet_app.ui.sheet.items_model import ROW_ROLE
    from sheet_app.ui.sheet.row_layout import layout_row
    from sheet_app.ui.sheet.window import MainWindow
    from sheet_app.ui.theme import apply_theme

    app = QApplication.instance() or QApplication([])
    apply_theme(app, "light")
    session = Session(make_character(seed=1), roller=SeededRoller(1))
    folder = tempfile.mkdtemp()
    window = MainWindow(session, settings=QSettings(f"{folder}/s.ini", QSettings.Format.IniFormat))
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    proxy = window.view.model()
    target = None
    for g in range(proxy.rowCount()):
        group = proxy.index(g, 0)
        for r in range(proxy.rowCount(group)):
            index = proxy.index(r, 0, group)
            row = index.data(ROW_ROLE)
            if row is not None and row.usable and row.activatable and any(c.kind == "charge" for c in row.pools):
                target = index
                break
        if target is not None:
            break
    assert target is not None, "no usable item with charges"

    painted = {"t": 0.0}

    class PaintWatch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and not painted["t"]:
                painted["t"] = time.perf_counter()
            return False

    watch = PaintWatch()
    window.view.viewport().installEventFilter(watch)
    times = []
    for _ in range(samples):
        window.view.scrollTo(target)
        app.processEvents()
        rect = window.view.visualRect(target)
        hits, _ = layout_row(rect, target.data(ROW_ROLE), window.view.font())
        use = next(h for h in hits if h.kind == "use").rect.center()
        painted["t"] = 0.0
        start = time.perf_counter()
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=use)
        while not painted["t"]:
            app.processEvents()
        times.append((painted["t"] - start) * 1000)
        session.undo()
        window.refresh(window.session.undo_stack and None or __import__("sheet_app.engine.session",
                                                                         fromlist=["ChangeSet"]).ChangeSet())
        app.processEvents()
    return times


def rss_mb() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


if __name__ == "__main__":
    smoke, bare, ratio = startup()
    print(f"startup: smoke test {smoke * 1000:.0f} ms, bare window {bare * 1000:.0f} ms (medians), "
          f"ratio of medians {smoke / bare:.2f}, median of paired ratios {ratio:.2f}")
    if "--startup-only" in sys.argv:
        sys.exit(0)
    times = click_to_repaint()
    times.sort()
    print(f"click to repaint (150 items): median {statistics.median(times):.1f} ms, "
          f"p90 {times[int(len(times) * 0.9)]:.1f} ms, max {times[-1]:.1f} ms")
    print(f"RSS with the 150-item character open: {rss_mb():.0f} MB")
