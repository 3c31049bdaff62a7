"""Sheet window performance (issues 6 and 18): start-up against a bare PySide6 window, click to repaint on
the 150- and 1,000-item characters, memory, and opening a 2,000-item character.

Run: PYTHONPATH=$PWD .venv/bin/python tests/bench/bench_window.py [--startup-only | --window-only]
     [--rounds N] [--against OTHER_TREE] [--open-against FOLDER [N]]
(kept out of the test command; prints the numbers for the notes). Start-up runs `python -m sheet_app
--smoke-test` with PYTHONPATH set to the tree of the sheet_app this script imports (it prints which file
each child imports); `--against` alternates the smoke test of another checkout (the code before) in the
same rounds. Wall and CPU time (user + system of the child) are both reported. `--open-against FOLDER`
alternates opening the 2,000-item character with the `sheet_app` in FOLDER (the code before).

Click to repaint: from a QTest click on a row's Use to the end of the first paint of that row's rectangle
on the list's viewport, the event loop included (the action, the log, the header, the rows). Open: the
character loaded from a library in a fresh process (`open_session` and `log_entries`, reported apart),
then from that session to the window shown and its item list painted.
"""
from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BARE = ("import sys\nfrom PySide6.QtWidgets import QApplication, QWidget\nfrom PySide6.QtCore import QTimer\n"
        "app = QApplication(sys.argv)\nw = QWidget()\nw.show()\nQTimer.singleShot(0, app.quit)\napp.exec()\n")


def _tree(code: Path) -> str:
    """Which sheet_app a child started with PYTHONPATH=code imports (printed once, to be sure)."""
    env = {**os.environ, "PYTHONPATH": str(code)}
    return subprocess.run([sys.executable, "-c", "import sheet_app; print(sheet_app.__file__)"], env=env, cwd=code,
                          check=True, capture_output=True, text=True).stdout.strip()


def _timed(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """Wall and CPU seconds (user + system) of one child process, started in `cwd` (which `-m` and `-c`
    put first on the path)."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run(command, env=env, cwd=cwd, check=True, capture_output=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def startup(runs: int = 15, against: Path | None = None) -> dict[str, dict[str, list[float]]]:
    """Wall and CPU seconds per run of `python -m sheet_app --smoke-test` on this tree (the tree of the
    sheet_app this script imports: run it with PYTHONPATH set to yours), of a bare window, and, with
    `against`, of the smoke test on that other tree (a checkout of the code before), measured alternately.

    Both start from compiled bytecode, as an installed app does: pip compiles a regular install, and an
    editable one writes its .pyc on the first run (unless PYTHONDONTWRITEBYTECODE is set, as it is on
    some CI machines, which would otherwise make every run recompile our ~40 modules).
    """
    import compileall

    import sheet_app

    trees = {"smoke test": Path(sheet_app.__file__).resolve().parents[1]}
    if against is not None:
        trees["smoke test, other tree"] = against.resolve()
    base = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": tempfile.mkdtemp()}
    commands: dict[str, tuple[list[str], dict[str, str], Path]] = {}
    for name, code in trees.items():
        compileall.compile_dir(str(code / "sheet_app"), quiet=1)
        print(f"{name}: {_tree(code)}")
        commands[name] = ([sys.executable, "-m", "sheet_app", "--smoke-test"], {**base, "PYTHONPATH": str(code)}, code)
    commands["bare window"] = ([sys.executable, "-c", BARE], base, Path(tempfile.gettempdir()))
    found: dict[str, dict[str, list[float]]] = {name: {"wall": [], "cpu": []} for name in commands}
    for n in range(runs + 1):
        for name, (command, env, cwd) in commands.items():
            wall, cpu = _timed(command, env, cwd)
            if n:  # the first round warms the disk cache
                found[name]["wall"].append(wall)
                found[name]["cpu"].append(cpu)
    return found


def _startup_report(found: dict[str, dict[str, list[float]]]) -> None:
    bare = found["bare window"]
    print(f"startup: load average {os.getloadavg()[0]:.2f} at the end, {len(bare['wall'])} rounds")
    for name, times in found.items():
        for kind in ("wall", "cpu"):
            values = sorted(times[kind])
            line = (f"  {name:22} {kind:4} median {statistics.median(values) * 1000:5.0f} ms, "
                    f"p90 {values[int(len(values) * 0.9)] * 1000:5.0f} ms")
            if name != "bare window":
                ratio = statistics.median(times[kind]) / statistics.median(bare[kind])
                paired = statistics.median(s / b for s, b in zip(times[kind], bare[kind], strict=True))
                line += f", ratio of medians {ratio:.2f}, median of paired ratios {paired:.2f}"
            print(line)


def _qt_app() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from sheet_app.ui.theme import apply_theme

    app = QApplication.instance()
    if app is None:  # themed once, as the app does: a second setStyle re-polishes every widget (and,
        app = QApplication([])  # in `_after_first_paint`, measured the list laid out again as the open's)
        apply_theme(app, "light")
    return app


def _character(items: int) -> dict[str, Any]:
    """The generated character: 150 items by default, `generate.MEDIUM` at 1,000, `LARGE` at 2,000."""
    sys.path.insert(0, str(HERE))
    from generate import LARGE, MEDIUM, make_character

    size = {1000: MEDIUM, 2000: LARGE}.get(items, {"items": items})
    return make_character(seed=1, **size)


class _PaintWatch:
    """Whether the list's viewport was painted over a rectangle (any paint when `rect` is None)."""

    def __init__(self, widget: Any) -> None:
        from PySide6.QtCore import QEvent, QObject

        watch = self

        class Filter(QObject):
            def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802 - Qt's name
                if event.type() == QEvent.Type.Paint and (watch.rect is None or event.region().intersects(watch.rect)):
                    watch.painted = True
                return False

        self.rect: Any = None
        self.painted = False
        self.filter = Filter()
        widget.installEventFilter(self.filter)

    def wait(self, app: Any) -> float:
        """Run the event loop until the paint happened and was handled; the time it ended."""
        while not self.painted:
            app.processEvents()
        return time.perf_counter()


def open_window(session: Any, *, library: Any = None, character_id: str | None = None,
                log_lines: list[Any] | None = None) -> tuple[Any, float]:
    """Build and show the sheet window on a loaded session: (window, milliseconds until its item list
    was painted, the event loop included)."""
    from PySide6.QtCore import QSettings

    from sheet_app.ui.sheet.window import MainWindow

    app = _qt_app()
    folder = tempfile.mkdtemp()
    settings = QSettings(f"{folder}/s.ini", QSettings.Format.IniFormat)
    start = time.perf_counter()
    window = MainWindow(session, library=library, character_id=character_id, settings=settings,
                        log_lines=log_lines)
    window.resize(1280, 800)
    watch = _PaintWatch(window.view.viewport())
    window.show()
    end = watch.wait(app)
    return window, (end - start) * 1000


def click_to_repaint(samples: int = 40, items: int = 150, part: str = "use") -> list[float]:
    """Milliseconds from a QTest click on a row's Use (or, `part="equip"`, an object's equip toggle: an
    item edit, after which the rules are linted again) to the end of the paint of that row (the event
    loop included); each click is undone (through the window) before the next."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from sheet_app.engine.dice import SeededRoller
    from sheet_app.engine.session import Session
    from sheet_app.ui.sheet.items_model import ROW_ROLE
    from sheet_app.ui.sheet.row_layout import layout_row

    app = _qt_app()
    session = Session(_character(items), roller=SeededRoller(1))
    window, _ms = open_window(session)
    proxy = window.view.model()
    target = None
    for g in range(proxy.rowCount()):
        group = proxy.index(g, 0)
        for r in range(proxy.rowCount(group)):
            index = proxy.index(r, 0, group)
            row = index.data(ROW_ROLE)
            if row is not None and part == "equip" and row.is_object:
                target = index
                break
            if row is not None and part == "use" and row.usable and row.activatable and not row.blocked \
                    and any(c.kind == "charge" for c in row.pools):
                target = index
                break
        if target is not None:
            break
    assert target is not None, "no usable item with charges"
    watch = _PaintWatch(window.view.viewport())
    times = []
    for _ in range(samples):
        window.view.scrollTo(target)
        app.processEvents()
        rect = window.view.visualRect(target)
        watch.rect = rect
        hits, _ = layout_row(rect, target.data(ROW_ROLE), window.view.font())
        use = next(h for h in hits if h.kind == part).rect.center()
        undo_depth = len(session.undo_stack)
        watch.painted = False
        start = time.perf_counter()
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=use)
        end = watch.wait(app)
        assert len(session.undo_stack) == undo_depth + 1, "the click did not apply an action"
        times.append((end - start) * 1000)
        window.ops.undo()
        app.processEvents()
    window.close()
    return times


def _open_child(path: str, cid: str, profile: bool) -> None:
    """In a fresh process: open the character from the library, then the window; print the two times."""
    import json

    import sheet_app.ui.sheet.window  # noqa: F401 - imported before the clock starts, as the app has it
    with contextlib.suppress(ImportError):  # run_gui imports it before any window (its `recover`)
        import sheet_app.ui.reliability  # noqa: F401
    from sheet_app.storage.library import Library

    _qt_app()
    start = time.perf_counter()
    library = Library(path)
    session = library.open_session(cid)
    log_lines = library.log_entries(cid)
    loaded = time.perf_counter()
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    cpu = time.thread_time()
    window, open_ms = open_window(session, library=library, character_id=cid, log_lines=log_lines)
    open_cpu = (time.thread_time() - cpu) * 1000
    after = _after_first_paint(window)
    if profiler is not None:
        import pstats

        profiler.disable()
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(45)
    print(json.dumps({"load": (loaded - start) * 1000, "open": open_ms, "open_cpu": open_cpu, **after}))


def _after_first_paint(window: Any, settle: float = 0.3) -> dict[str, float]:
    """From the end of the first paint (issue 28 item 4): a 5 ms heartbeat until the deferred whole lint
    is done and the Problems list filled (`usable`, ms after the first paint), then `settle` seconds
    more (the list's batched layout, the dock's paint); the longest gap between beats (`gap`, wall ms),
    how many were over 50 ms, and the longest stretch of the thread's CPU time between beats."""
    from PySide6.QtCore import Qt, QTimer

    app = _qt_app()
    beats: list[tuple[float, float]] = [(time.perf_counter(), time.thread_time())]
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(5)
    timer.timeout.connect(lambda: beats.append((time.perf_counter(), time.thread_time())))
    timer.start()
    start = beats[0][0]
    display = getattr(window, "display", window)  # the window's part that lints (or, before the parts, itself)
    while getattr(display, "_lint_pending", False):
        app.processEvents()
    usable = time.perf_counter()
    while time.perf_counter() < usable + settle:
        app.processEvents()
    timer.stop()
    beats.append((time.perf_counter(), time.thread_time()))
    walls = [b[0] - a[0] for a, b in zip(beats, beats[1:], strict=False)]
    cpus = [b[1] - a[1] for a, b in zip(beats, beats[1:], strict=False)]
    return {"usable": (usable - start) * 1000, "gap": max(walls) * 1000,
            "over50": float(sum(1 for w in walls if w > 0.050)), "cpu_gap": max(cpus) * 1000}


AFTER: list[list[dict[str, float]]] = [[], []]  # per code: what came after the first paint, per process


def _after_summary(runs: list[dict[str, float]]) -> str:
    """The first usable frame: the first paint, then the lint and the Problems list, without a gap."""
    if not runs or "gap" not in runs[0]:
        return "(no after-paint figures: the tree's bench child predates them)"
    cpu = (f"open -> first paint, the GUI thread's CPU time {_summary([r['open_cpu'] for r in runs])}; "
           if "open_cpu" in runs[0] else "")
    return (f"{cpu}then lint and Problems list done {_summary([r['usable'] for r in runs])} after it; longest gap "
            f"after the first paint {_summary([r['gap'] for r in runs])} "
            f"(CPU {_summary([r['cpu_gap'] for r in runs])}), "
            f"gaps over 50 ms per process {[int(r['over50']) for r in runs]}")


def open_from_library(items: int = 2000, runs: int = 5, against: str | None = None) -> Any:
    """(load, open) milliseconds per run, each in a fresh process: load is the library's `open_session`
    and `log_entries` (the document read, its rules validated, the history read); open is the window
    built on that session, shown and its item list painted. With `against` (a folder holding another
    `sheet_app`, e.g. an older commit's), that code's process and this one's alternate, and the answer
    is (theirs, ours)."""
    import json

    from sheet_app.storage.library import Library

    folder = tempfile.mkdtemp()
    library = Library(Path(folder) / "library.db")
    cid = library.create(_character(items))
    library.close()
    import sheet_app

    code = str(Path(sheet_app.__file__).resolve().parents[1])  # the children open the same code
    codes = [code] if against is None else [against, code]
    found: list[list[tuple[float, float]]] = [[] for _ in codes]
    for _ in range(runs):
        for at, path in enumerate(codes):
            env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": folder, "PYTHONPATH": path}
            out = subprocess.run([sys.executable, __file__, "--open-child", str(Path(folder) / "library.db"), cid],
                                 env=env, check=True, capture_output=True, text=True).stdout
            data = json.loads(out.strip().splitlines()[-1])
            found[at].append((data["load"], data["open"]))
            AFTER[at].append(data)
    return found[0] if against is None else (found[0], found[1])


def _summary(times: list[float]) -> str:
    times = sorted(times)
    return (f"median {statistics.median(times):.1f} ms, p90 {times[int(len(times) * 0.9)]:.1f} ms, "
            f"max {times[-1]:.1f} ms")


def rss_mb() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


if __name__ == "__main__":
    if "--open-child" in sys.argv:
        at = sys.argv.index("--open-child")
        _open_child(sys.argv[at + 1], sys.argv[at + 2], "--profile" in sys.argv)
        sys.exit(0)
    if "--window-only" not in sys.argv:
        rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 15
        other = Path(sys.argv[sys.argv.index("--against") + 1]) if "--against" in sys.argv else None
        _startup_report(startup(rounds, other))
    if "--startup-only" in sys.argv:
        sys.exit(0)
    if "--open-against" in sys.argv:  # --open-against FOLDER [RUNS]: opening, that code and this alternated
        at = sys.argv.index("--open-against")
        rounds = int(sys.argv[at + 2]) if len(sys.argv) > at + 2 else 5
        theirs, ours = open_from_library(2000, rounds, against=sys.argv[at + 1])
        print(f"load average {os.getloadavg()[0]:.2f}")
        for n, (label, runs) in enumerate(((sys.argv[at + 1], theirs), ("this tree", ours))):
            print(f"open a 2,000-item character, {label} ({len(runs)} processes): load from the library "
                  f"{_summary([load for load, _ in runs])}; window shown and painted {_summary([o for _, o in runs])}; "
                  f"{_after_summary(AFTER[n])}")
        print(f"load average {os.getloadavg()[0]:.2f}")
        sys.exit(0)
    print(f"click to repaint (150 items): {_summary(click_to_repaint())}")
    print(f"RSS with the 150-item character open: {rss_mb():.0f} MB")
    print(f"click to repaint (1,000 items, 100 clicks): {_summary(click_to_repaint(100, items=1000))}")
    print(f"equip toggle to repaint (1,000 items, 30 clicks): "
          f"{_summary(click_to_repaint(30, items=1000, part='equip'))}")
    runs = open_from_library(2000)
    print(f"open a 2,000-item character ({len(runs)} fresh processes): load from the library "
          f"{_summary([load for load, _ in runs])}; window shown and painted {_summary([o for _, o in runs])}")
