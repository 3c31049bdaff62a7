"""A table's host in a process of its own (`sheet-app serve`), for the desktop app: the room server, its
update checks (guard.py), pycrdt and the store run beside the GM's window instead of in it, so they
neither take the window's interpreter (its GIL) on every click nor take the window down with them
(docs/table.md "Hosting"). The same attributes as TableServer that the window reads."""
from __future__ import annotations

import contextlib
import json
import logging
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO

from ..i18n import Table
from . import protocol

log = logging.getLogger("sheet_app.table.server")

START_TIMEOUT = 30.0  # seconds for the host to listen (it imports pycrdt, hypercorn, zeroconf first)


def serve_command() -> list[str]:
    """How to run `sheet-app serve` from this app: the bundle's own executable, else this Python."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "serve"]
    return [sys.executable, "-m", "sheet_app", "serve"]


class HostProcess:
    """`sheet-app serve` as a child of the GM's app. It stops when the app closes its standard input
    (stop(), or the app's own end, a crash included: the pipe closes with the process), after its store
    is flushed. Its log lines come back into this process's log, under the server's logger."""

    def __init__(self, folder: str | Path, *, host: str = "127.0.0.1", port: int = 0, name: str = "",
                 announce: bool = False, seats_per_player: int = protocol.SEATS_PER_PLAYER):
        self.folder = Path(folder)
        self.host, self.port, self.name = host, port, name
        self.announce = announce
        self.seats_per_player = seats_per_player
        self.code = self.gm_key = self.table_id = ""
        self.announce_problem = ""
        self.process: subprocess.Popen[bytes] | None = None
        self._logs: threading.Thread | None = None
        self._problems: list[str] = []

    def url(self, host: str | None = None) -> str:
        host = host or self.host
        return f"ws://[{host}]:{self.port}" if ":" in host else f"ws://{host}:{self.port}"

    def start(self, timeout: float = START_TIMEOUT) -> HostProcess:
        """Start the host; returns once its port listens. OSError when it cannot listen (its reason),
        TimeoutError when it does not answer in time."""
        args = [*serve_command(), "--folder", str(self.folder), "--host", self.host, "--port", str(self.port),
                "--seats-per-player", str(self.seats_per_player), "--until-stdin-closes"]
        if self.name:
            args += ["--name", self.name]
        if not self.announce:
            args.append("--no-announce")
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        if not getattr(sys, "frozen", False):  # the host runs this app's own code, wherever it was imported from
            here = str(Path(__file__).resolve().parents[2])
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [here, os.environ.get("PYTHONPATH")]))
        self.process = process = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                                  stderr=subprocess.PIPE, env=env)
        assert process.stdout is not None and process.stderr is not None
        self._logs = threading.Thread(target=self._forward, args=(process.stderr,), name="table-host-log",
                                      daemon=True)
        self._logs.start()
        line = self._first_line(process.stdout, timeout)
        if not line:
            ended = line is not None  # its output closed: it is ending (else it did not answer in time)
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(10 if ended else 0)
            self.stop()
            problem = next((p for p in reversed(self._problems) if p.startswith("sheet-app serve:")), "")
            if not ended:
                raise TimeoutError(Table.tr("the table's host did not start"))
            # "sheet-app serve: cannot listen on 127.0.0.1:8765: Address already in use": the reason
            # The host's own words (its standard error) stay as it wrote them: English.
            raise OSError(problem.rsplit(": ", 1)[-1] if problem
                          else Table.tr("the table's host ended ({code})").format(code=process.returncode))
        info = json.loads(line)
        self.port = int(info["port"])
        self.code, self.gm_key, self.table_id = str(info["code"]), str(info["gm_key"]), str(info["table"])
        self.name = str(info.get("name") or self.name)
        self.announce_problem = str(info.get("announce_problem") or "")
        return self

    @staticmethod
    def _first_line(stream: IO[bytes], timeout: float) -> str | None:
        """Its first line of output ("" once it has closed its output), or None after `timeout`."""
        found: list[bytes] = []
        reader = threading.Thread(target=lambda: found.append(stream.readline()), daemon=True)
        reader.start()
        reader.join(timeout)
        return found[0].decode("utf-8").strip() if found else None

    def _forward(self, stream: IO[bytes]) -> None:
        """The host's standard error, line by line, into this app's log (a refusal is a warning there)."""
        for raw in stream:
            line = raw.decode("utf-8", "replace").rstrip()
            if not line:
                continue
            self._problems = [*self._problems[-20:], line]
            level, _, text = line.partition(" ")
            if level in ("WARNING", "ERROR", "INFO"):
                log.log(getattr(logging, level), "host: %s", text)
            else:
                log.warning("host: %s", line)

    def stop(self, timeout: float = 10.0) -> None:
        """Ask the host to stop (its standard input closes) and wait for it; killed past `timeout`."""
        process, self.process = self.process, None
        if process is None:
            return
        if process.stdin is not None:
            with contextlib.suppress(OSError):  # a host that is gone already
                process.stdin.close()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
        if process.stdout is not None:
            process.stdout.close()
        if self._logs is not None:
            self._logs.join(2)
            self._logs = None
        if process.stderr is not None:
            process.stderr.close()
