"""The desktop app's host in a process of its own (sheet_app/table/host_process.py): it serves like the
in-process server, stops and flushes when the app closes its standard input (as when the app dies), says
why it cannot listen, and its log lines reach the app's log."""
from __future__ import annotations

import logging
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from table_helpers import ROOT, WAIT, Board

from sheet_app.table import protocol
from sheet_app.table.client import TableClient
from sheet_app.table.host_process import HostProcess, serve_command


def test_the_app_hosts_in_a_child_process_and_a_character_reaches_the_board(tmp_path: Path):
    host = HostProcess(tmp_path / "table", name="Friday").start()
    assert host.process is not None and host.process.poll() is None
    assert host.name == "Friday" and len(host.code) == 10 and host.port > 0
    assert (tmp_path / "table" / "table.json").stat().st_mode & 0o777 == 0o600
    board = Board()
    gm = TableClient(host.url(), host.code, host.gm_key, gm=True, listener=board).start()
    player = TableClient(host.url(), host.code, protocol.new_key(), player="Ann").start()
    try:
        player.call(player.share, "c1", {"format": "sheet/1", "name": "Korr", "items": []}, [], 0)
        board.wait(lambda b: any(c.name == "Korr" and c.online for c in b.cards.values()))
    finally:
        player.stop()
        gm.stop()
        process = host.process
        host.stop()
    assert process.returncode == 0 and host.process is None
    again = HostProcess(tmp_path / "table").start()  # the same table: its code and name kept
    try:
        assert (again.code, again.table_id, again.name) == (host.code, host.table_id, "Friday")
    finally:
        again.stop()


def test_the_host_stops_and_keeps_its_rooms_when_the_app_closes_its_input(tmp_path: Path):
    """The app's end (a crash too) closes the pipe: the host flushes its store and exits."""
    folder = tmp_path / "table"
    proc = subprocess.Popen([*serve_command(), "--folder", str(folder), "--port", "0", "--no-announce",
                             "--until-stdin-closes"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    try:
        info = __import__("json").loads(proc.stdout.readline())
        board = Board()
        gm = TableClient(info["url"], info["code"], info["gm_key"], gm=True, listener=board).start()
        rid = gm.run(gm.send_request, protocol.EVERYONE, "startEncounter")
        board.wait(lambda b: b.state == "connected")
        stored = threading.Event()
        board.stored = lambda got: stored.set() if got == rid else None  # the host acknowledged it
        assert stored.wait(WAIT)
        gm.stop()
        proc.stdin.close()
        assert proc.wait(WAIT) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        proc.stdout.close()
    host = HostProcess(folder).start()
    board = Board()
    gm = TableClient(host.url(), host.code, host.gm_key, gm=True, listener=board).start()
    try:
        board.wait(lambda b: b.state == "connected")
        assert [r for r, _ in protocol.read_requests(gm.run(gm.request_texts))] == [rid]
    finally:
        gm.stop()
        host.stop()


def test_a_host_that_cannot_listen_says_why(tmp_path: Path):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    try:
        with pytest.raises(OSError, match="in use"):
            HostProcess(tmp_path / "table", port=taken.getsockname()[1]).start()
    finally:
        taken.close()


def test_the_hosts_log_lines_reach_the_apps_log(tmp_path: Path):
    seen = threading.Event()

    class Catch(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if "refused a connection: wrong table code" in record.getMessage():
                seen.set()

    logger = logging.getLogger("sheet_app.table.server")
    handler = Catch(logging.WARNING)
    logger.addHandler(handler)
    host = HostProcess(tmp_path / "table").start()
    try:
        wrong = TableClient(host.url(), "wrong-code", protocol.new_key(), player="Eve").start()
        assert seen.wait(WAIT)
        wrong.stop()
        assert host.code not in repr(host._problems)  # the code is never logged
    finally:
        host.stop()
        logger.removeHandler(handler)


def test_the_serve_command_runs_this_app():
    assert serve_command()[:2] == [sys.executable, "-m"] or getattr(sys, "frozen", False)
