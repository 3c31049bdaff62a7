"""The table's performance (docs/table.md, docs/performance.md): a player's click → the GM's party board
repainted, with six characters on loopback, and what a board of six costs over a single sheet; and the CPU
time of a click (the GM's GUI thread, the GM's whole process, the player's action), which a loaded box
stretches less than the latency.

Run: .venv/bin/python tests/bench/bench_table.py [--clicks N] [--items N] [--tree DIR] [--paths]
(kept out of the test command; prints the numbers for the notes)

--items N: every seat holds a generated character of N items (tests/bench/generate.py) instead of the
samples (issue 27 item 9: a 150-item character). --tree DIR: run another tree's sheet_app (a copy of
main: `git archive main | tar -x -C DIR`) with this script, for a side-by-side run; a tree before
protocol 2 publishes whole documents (its client has no share_parts). The host's store (rooms.db)
is measured before and after the clicks: the bytes it grew by, a click. --paths: the table's own work
for a click in one process, no network (main's whole-document path against the parts; see paths()).

This process is the GM's app: a sheet window (its RSS is the single-sheet baseline), then Table ▸ Host
(server, GM client, party board). A second process holds six players (six clients, six sessions). A
click there applies an action and publishes; the latency ends when the board has repainted that card
with the new HP. Both ends read CLOCK_MONOTONIC, which is one clock for the whole machine on Linux.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TREE = Path(sys.argv[sys.argv.index("--tree") + 1]).resolve() if "--tree" in sys.argv else ROOT
sys.path.insert(0, str(TREE))
sys.path.insert(1, str(HERE))
SAMPLES = ["sample-berserker.json", "sample-spellblade.json", "sample-oathsworn.json", "sample-commander.json"]


def rss_mb(pid: int | str = "self") -> float:
    with open(f"/proc/{pid}/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)


def character(n: int, items: int) -> dict:
    if items:
        from generate import make_character

        return make_character(seed=n + 1, items=items)
    return json.loads((ROOT / "resources" / SAMPLES[n % len(SAMPLES)]).read_text(encoding="utf-8"))


def publish(client, session, result) -> None:
    """What the app publishes after an action: the parts its record changed (protocol 2), else whole."""
    if hasattr(client, "share_parts"):
        from sheet_app.storage import journal
        from sheet_app.table import parts

        paths = journal.outermost(op[0] for op in result.record.ops) if result.record is not None else None
        client.call(client.share_parts, "c1", parts.encode(session.doc, paths), result.log, 0, paths is None)
    else:
        client.call(client.share, "c1", session.document(), result.log, 0)


def players(url: str, code: str, items: int) -> None:
    """The six players' process: one JSON line per published click on stdout."""
    from sheet_app.engine.dice import SeededRoller
    from sheet_app.engine.session import Session
    from sheet_app.table import protocol
    from sheet_app.table.client import TableClient

    seats = []
    for n in range(6):
        doc = character(n, items)
        doc["name"] = f"{doc['name']} {n + 1}"
        session = Session(doc, roller=SeededRoller(n))
        client = TableClient(url, code, protocol.new_key(), player=f"Player {n + 1}").start()
        client.call(client.share, "c1", session.document(), [], 0)
        seats.append((session, client))
    print(json.dumps({"keys": [client.key_of("c1") for _, client in seats]}), flush=True)
    for line in sys.stdin:
        seat, amount = json.loads(line)
        session, client = seats[seat]
        t0, cpu = time.monotonic(), time.thread_time()
        step = {"do": "damage", "amount": amount} if amount > 0 else {"do": "heal", "amount": -amount}
        result = session.apply(step)
        publish(client, session, result)
        print(json.dumps({"t0": t0, "hp": session.char.track("hp")[0], "cpu": time.thread_time() - cpu}), flush=True)
    for _, client in seats:
        client.stop()


def paths(items: int, clicks: int) -> None:
    """`--paths`: in one process, alternated, what the table does with a click besides the player's own
    action: main's path (the whole document: document(), JSON, the board's check, a new Session) against
    protocol 2's (the parts the action names, the board's read of those, the card's session derived
    again). No network: the cost of the table's own work, less sensitive to the machine's load."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from sheet_app.engine.dice import SeededRoller
    from sheet_app.engine.document import parse_character
    from sheet_app.engine.session import Session
    from sheet_app.storage import journal
    from sheet_app.table import parts, protocol
    from sheet_app.ui.table.card import card_pools

    _app = QApplication([])
    player = Session(character(0, items or 150), roller=SeededRoller(1))
    shared = parts.encode(player.doc)
    reader = parts.Reader()
    card = protocol.read_card("k", {"log": "[]"}, shared, True, reader)
    _chips, board = card_pools(card.document)
    action: list[float] = []
    whole: list[float] = []
    part: list[float] = []
    for n in range(clicks):
        t0 = time.perf_counter()
        result = player.apply({"do": "damage", "amount": 1} if n % 2 else {"do": "heal", "amount": 1})
        t1 = time.perf_counter()
        if n % 2:
            raw = parse_character(json.loads(json.dumps(player.document())))[0]
            card_pools(raw)
            whole.append(time.perf_counter() - t1)
        else:
            changed = parts.encode(player.doc, journal.outermost(op[0] for op in result.record.ops))
            shared.update(changed)
            reader.touch(changed)
            card = protocol.read_card("k", {"log": "[]"}, shared, True, reader)
            _chips, board = card_pools(card.document, board, card.changed)
            part.append(time.perf_counter() - t1)
        action.append(t1 - t0)

    def ms(values: list[float]) -> str:
        return f"p50 {statistics.median(values) * 1000:.1f} ms, min {min(values) * 1000:.1f} ms"

    print(f"load {os.getloadavg()[0]:.1f}, {items or 150} items, {clicks} clicks: the player's action {ms(action)}; "
          f"the whole document {ms(whole)}; the parts {ms(part)}; "
          f"{statistics.median(whole) / statistics.median(part):.1f}x at p50")


class ThreadTimes:
    """`--threads`: each thread's CPU time a click (and its time waiting for a core), from
    /proc/self/task/*/schedstat (nanoseconds), named by Python's threads or the kernel's comm."""

    def __init__(self) -> None:
        self.runs: dict[str, list[float]] = {}
        self.waits: dict[str, list[float]] = {}
        self._start: dict[int, tuple[int, int]] = {}

    @staticmethod
    def _read() -> dict[int, tuple[int, int]]:
        out = {}
        for task in os.listdir("/proc/self/task"):
            try:
                with open(f"/proc/self/task/{task}/schedstat") as fh:
                    run, wait, _slices = fh.read().split()
            except OSError:
                continue
            out[int(task)] = (int(run), int(wait))
        return out

    @staticmethod
    def _names() -> dict[int, str]:
        import threading

        names = {t.native_id: t.name for t in threading.enumerate() if t.native_id is not None}
        for task in os.listdir("/proc/self/task"):
            if int(task) not in names:
                with open(f"/proc/self/task/{task}/comm") as fh:
                    names[int(task)] = fh.read().strip()
        return names

    def before(self) -> None:
        self._start = self._read()

    def after(self) -> None:
        end = self._read()
        names = self._names()
        sums: dict[str, tuple[float, float]] = {}
        for tid, (run, wait) in end.items():
            run0, wait0 = self._start.get(tid, (0, 0))
            name = "GUI" if tid == os.getpid() else names.get(tid, str(tid))
            name = "worker" if name.startswith(("AnyIO worker", "asyncio_")) else name
            old = sums.get(name, (0.0, 0.0))
            sums[name] = (old[0] + (run - run0) / 1e6, old[1] + (wait - wait0) / 1e6)
        for name, (run, wait) in sums.items():
            self.runs.setdefault(name, []).append(run)
            self.waits.setdefault(name, []).append(wait)

    def report(self) -> None:
        print("each thread of the GM's process, a click (schedstat: CPU p50 / mean; waiting for a core p50):")
        for name in sorted(self.runs, key=lambda n: -statistics.mean(self.runs[n])):
            runs, waits = self.runs[name], self.waits[name]
            if statistics.mean(runs) < 0.01:
                continue
            print(f"  {name:>20}: CPU p50 {statistics.median(runs):.2f} ms, mean {statistics.mean(runs):.2f} ms; "
                  f"waited p50 {statistics.median(waits):.2f} ms, mean {statistics.mean(waits):.2f} ms")


def start_profile(loops: dict[str, object]):
    """`--profile`: cProfile in the GUI thread and in each named asyncio loop's thread (the host's, the
    GM client's), enabled on that thread, for the clicks."""
    import cProfile
    import threading

    profiles = {"GUI": cProfile.Profile(time.thread_time)}
    profiles["GUI"].enable()
    for name, loop in loops.items():
        profiles[name] = cProfile.Profile(time.thread_time)
        done = threading.Event()
        loop.call_soon_threadsafe(lambda p=profiles[name], d=done: (p.enable(), d.set()))
        done.wait(5)
    return profiles, loops


def stop_profile(started, clicks: int) -> None:
    import io
    import pstats
    import threading

    profiles, loops = started
    profiles["GUI"].disable()
    for name, loop in loops.items():
        done = threading.Event()
        loop.call_soon_threadsafe(lambda p=profiles[name], d=done: (p.disable(), d.set()))
        done.wait(5)
    for name, profile in profiles.items():
        out = io.StringIO()
        stats = pstats.Stats(profile, stream=out)
        total = sum(row[2] for row in stats.stats.values())  # tottime
        print(f"--- {name}: {total * 1000 / clicks:.2f} ms a click under cProfile (ms for {clicks} clicks below)")
        stats.sort_stats("tottime").print_stats(22)
        stats.sort_stats("cumulative").print_stats(30)
        print("\n".join(line for line in out.getvalue().splitlines() if line.strip())[:12000])


def stored_bytes(folder: Path) -> int:
    """What the host's store keeps: the bytes of its rows (updates and checkpoints); the file's size says
    less once the store reuses its free pages (write-ahead log)."""
    import sqlite3

    connection = sqlite3.connect(folder / "rooms.db", timeout=10)
    try:
        rows = connection.execute("SELECT COALESCE(SUM(LENGTH(yupdate)), 0) FROM yupdates").fetchone()[0]
        rows += connection.execute("SELECT COALESCE(SUM(LENGTH(checkpoint)), 0) FROM ycheckpoints").fetchone()[0]
    finally:
        connection.close()
    return int(rows)


def process_cpu(pid: int) -> float:
    """A process's CPU time (user and system) so far, seconds, from /proc (clock ticks)."""
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main(clicks: int, items: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="sheet-app-bench-table-")
    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from sheet_app.storage.library import Library
    from sheet_app.ui.sheet.window import MainWindow
    from sheet_app.ui.theme import apply_theme

    app = QApplication([])
    apply_theme(app, "light")
    library = Library(Path(home) / "library.sqlite3")
    cid = library.create(json.loads((ROOT / "resources" / SAMPLES[0]).read_text(encoding="utf-8")))
    window = MainWindow(library.open_session(cid), library=library, character_id=cid,
                        settings=QSettings(str(Path(home) / "s.ini"), QSettings.Format.IniFormat))
    window.resize(1280, 800)
    window.show()
    for _ in range(20):
        app.processEvents()
    single = rss_mb()

    board = window.table.host("127.0.0.1", 0)
    server = window.table.server
    repaints: dict[str, float] = {}
    board.repainted.connect(lambda key: repaints.__setitem__(key, time.monotonic()))
    args = [*(["--tree", str(TREE)] if TREE != ROOT else []), "--items", str(items)]
    child = subprocess.Popen([sys.executable, __file__, "--players", server.url(), server.code, *args],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONPATH": str(TREE)})
    keys = json.loads(child.stdout.readline())["keys"]

    # The GUI thread waits for events as the app's event loop does (processEvents without waiting spun
    # ~800 times a click, taking a core and the GIL from the host and GM client threads the click needs);
    # a timer wakes it to check the deadline.
    waker = QTimer()
    waker.start(100)

    def pump_until(ready, timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        while not ready():
            if time.monotonic() > deadline:
                raise SystemExit("the board never showed the change")
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents | QEventLoop.ProcessEventsFlag.WaitForMoreEvents)

    pump_until(lambda: all(k in board.cards and board.cards[k].card.document is not None for k in keys), 120)
    for _ in range(20):
        app.processEvents()
    six = rss_mb()
    store_before = stored_bytes(server.folder)
    host_rss_mb = rss_mb(server.process.pid) if getattr(server, "process", None) is not None else 0.0

    threads = ThreadTimes() if "--threads" in sys.argv else None
    loops = {**({"host": server._loop} if hasattr(server, "_loop") else {}), "GM client": window.table.client.loop}
    profiler = start_profile(loops) if "--profile" in sys.argv else None
    host_pid = server.process.pid if getattr(server, "process", None) is not None else None
    host0 = process_cpu(host_pid) if host_pid else 0.0
    latencies = []
    gui_cpu: list[float] = []  # the GM's GUI thread (the board), a click
    gm_cpu: list[float] = []  # the GM's whole process (board, GM client, host), a click
    player_cpu: list[float] = []  # the player's action and publish, a click
    for n in range(clicks):
        seat = n % 6
        amount = 1 if (n // 6) % 2 == 0 else -1
        before = repaints.get(keys[seat], 0.0)
        if threads is not None:
            threads.before()
        gui0, gm0 = time.thread_time(), time.process_time()
        child.stdin.write(json.dumps([seat, amount]) + "\n")
        child.stdin.flush()
        sent = json.loads(child.stdout.readline())
        card = board.cards[keys[seat]]
        pump_until(lambda c=card, s=sent, k=keys[seat], b=before: c.hp.current == s["hp"] and repaints.get(k, 0.0) > b)
        latencies.append((repaints[keys[seat]] - sent["t0"]) * 1000)
        gui_cpu.append((time.thread_time() - gui0) * 1000)
        gm_cpu.append((time.process_time() - gm0) * 1000)
        player_cpu.append(sent.get("cpu", 0.0) * 1000)
        if threads is not None:
            threads.after()
    host_cpu = (process_cpu(host_pid) - host0) * 1000 / clicks if host_pid else None
    waker.stop()
    if profiler is not None:
        stop_profile(profiler, clicks)
    child.stdin.close()
    child.wait(20)
    window.table.leave()
    store_after = stored_bytes(server.folder)
    latencies.sort()
    p50 = statistics.median(latencies)
    p99 = latencies[min(len(latencies) - 1, int(round(0.99 * (len(latencies) - 1))))]
    what = f"{items}-item characters" if items else "the samples"
    from sheet_app.table.client import TableClient

    shape = "parts (protocol 2)" if hasattr(TableClient, "share_parts") else "whole documents"
    print(f"[{shape} · {TREE}] player click → GM board repainted, six characters ({what}) on loopback, "
          f"{clicks} clicks: p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {latencies[-1]:.1f} ms "
          f"(budget p50 ≤ 100, p99 ≤ 300; ≤ 15 p50 for 150 items)")
    def cpu(values: list[float]) -> str:
        values = sorted(values)
        high = values[min(len(values) - 1, int(round(0.99 * (len(values) - 1))))]
        return f"p50 {statistics.median(values):.1f} ms, p99 {high:.1f} ms"

    where = "board, GM client" if host_pid else "board, GM client, host"
    print(f"CPU time a click (load {os.getloadavg()[0]:.1f}): the GM's GUI thread {cpu(gui_cpu)}; the GM's process "
          f"({where}) {cpu(gm_cpu)}; the player's action and publish {cpu(player_cpu)}")
    if host_cpu is not None:
        print(f"the host's own process (sheet-app serve): {host_cpu:.1f} ms CPU a click (mean); the GM's process and "
              f"the host's together {statistics.mean(gm_cpu) + host_cpu:.1f} ms (mean)")
    else:
        print(f"the host runs in the GM's process: the GM's process {statistics.mean(gm_cpu):.1f} ms CPU a click "
              "(mean)")
    if threads is not None:
        threads.report()
    print(f"host's store (rooms.db, its rows): {store_before / 1024:.0f} kB before the clicks, "
          f"{store_after / 1024:.0f} kB after: {(store_after - store_before) / clicks / 1024:.2f} kB a click "
          "(budget ≤ 2 for 150 items)")
    host_rss = f"; the host's own process {host_rss_mb:.0f} MB" if host_pid else ""
    print(f"RSS: single sheet {single:.0f} MB; hosting with a six-card board {six:.0f} MB; "
          f"the board costs {six - single:.1f} MB (budget ≤ 50){host_rss}")


if __name__ == "__main__":
    size = int(sys.argv[sys.argv.index("--items") + 1]) if "--items" in sys.argv else 0
    if len(sys.argv) > 1 and sys.argv[1] == "--players":
        players(sys.argv[2], sys.argv[3], size)
    elif "--paths" in sys.argv:
        paths(size, int(sys.argv[sys.argv.index("--clicks") + 1]) if "--clicks" in sys.argv else 40)
    else:
        count = int(sys.argv[sys.argv.index("--clicks") + 1]) if "--clicks" in sys.argv else 300
        main(count, size)
