"""Helpers for the table tests (tests/table/conftest.py has the fixture): child processes (a host, players)
that speak JSON lines, and a GM client in the test process whose board state the tests wait on."""
from __future__ import annotations

import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sheet_app.table import protocol

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources"
WAIT = 30.0


class Child:
    """A child process whose stdout lines are JSON events."""

    def __init__(self, args: list[str]):
        env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        self.proc = subprocess.Popen([sys.executable, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        self.events: queue.Queue[dict[str, Any]] = queue.Queue()
        self.seen: list[dict[str, Any]] = []
        self.stderr: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=lambda: self.stderr.extend(self.proc.stderr), daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            try:
                self.events.put(json.loads(line))
            except ValueError:
                self.events.put({"event": "text", "text": line})

    def expect(self, predicate: Callable[[dict[str, Any]], bool], timeout: float = WAIT) -> dict[str, Any]:
        for event in self.seen:
            if predicate(event):
                self.seen.remove(event)
                return event
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                stderr = "".join(self.stderr)[-2000:]
                raise AssertionError(f"no matching event; seen {self.seen[-10:]}; stderr {stderr}")
            try:
                event = self.events.get(timeout=left)
            except queue.Empty:
                continue
            if predicate(event):
                return event
            self.seen.append(event)

    def send(self, **command: Any) -> None:
        self.proc.stdin.write(json.dumps(command) + "\n")
        self.proc.stdin.flush()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        self._close()

    def _close(self) -> None:
        for pipe in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            with contextlib.suppress(OSError):
                pipe.close()

    def quit(self) -> None:
        if self.proc.poll() is None:
            try:
                self.send(quit=True)
                self.proc.stdin.close()
                self.proc.wait(10)
            except (OSError, subprocess.TimeoutExpired):
                self.kill()
        self._close()


class Host(Child):
    def __init__(self, folder: Path, port: int = 0, *options: str):
        super().__init__(["-m", "sheet_app", "serve", "--port", str(port), "--folder", str(folder),
                          "--no-announce", *options])
        info = self.expect(lambda e: "url" in e)
        self.url, self.code, self.gm_key = info["url"], info["code"], info["gm_key"]
        self.port = int(self.url.rsplit(":", 1)[1])


class Board:
    """The GM's view, as the listener of a GM client: cards by key, with a condition to wait on."""

    def __init__(self) -> None:
        self.cards: dict[str, protocol.Card] = {}
        self.state = ""
        self.message = ""
        self.removals: list[str] = []
        self.cond = threading.Condition()

    def status(self, state: str, message: str) -> None:
        with self.cond:
            self.state, self.message = state, message
            self.cond.notify_all()

    def removed(self, key: str) -> None:
        with self.cond:
            self.cards.pop(key, None)
            self.removals.append(key)
            self.cond.notify_all()

    def roster(self, table: dict[str, Any], online: dict[str, bool]) -> None:
        pass

    def card(self, card: protocol.Card) -> None:
        with self.cond:
            self.cards[card.key] = card
            self.cond.notify_all()

    def requests(self) -> None:
        pass

    def wait(self, predicate: Callable[[Board], bool], timeout: float = WAIT) -> None:
        with self.cond:
            if not self.cond.wait_for(lambda: predicate(self), timeout):
                cards = {k: (c.name, hp(c), c.applied, c.online, c.problem) for k, c in self.cards.items()}
                raise AssertionError(f"board never matched; cards {cards}, state {self.state}")


def hp(card: protocol.Card | None) -> int | None:
    if card is None or card.document is None:
        return None
    return int(card.document.get("hp", {}).get("current", -1))


