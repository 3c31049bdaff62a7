"""Kill-test child for the log archive: runs the real `sheet-app` command line with a small log (so its
steps trim it) and SIGKILLs itself at one moment of the archive's life.

Run as: python archive_kill_child.py SNAPSHOT_EVERY LOG_KEEP KILL ARGS...  (ARGS as for `sheet-app`).
KILL is `none`; `point:N:NAME`, to die the Nth time (1-based) a Library fault point NAME is reached
("archived": the lines are in the archive, the commit that drops them is not made); `write:N:BYTES`, to
die in the Nth archive append after writing BYTES of its bytes (a torn append); or `long:BYTES`, to die
BYTES into the long line (the first append holding a line longer than 60,000 characters).
"""
import os
import signal
import sys

from sheet_app import cli
from sheet_app.storage import library as storage
from sheet_app.storage import logarchive

snapshot_every, log_keep, kill, args = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4:]
storage.SNAPSHOT_EVERY, storage.LOG_KEEP = snapshot_every, log_keep
kind, _sep, spec = kill.partition(":")
counts = {"point": 0, "write": 0}


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


if kind == "point":
    number, name = spec.split(":", 1)

    def reach(self, point):
        if point == name:
            counts["point"] += 1
            if counts["point"] == int(number):
                die()

    storage.Library._point = reach
elif kind in ("write", "long"):
    real_write = logarchive._write

    def torn_write(fd, data):
        if kind == "write":
            number, cut = (int(part) for part in spec.split(":"))
            counts["write"] += 1
            hit = counts["write"] == number
        else:
            marker = data.find(b"x" * 60000)
            hit, cut = marker >= 0, marker + int(spec)
        if hit:
            real_write(fd, data[:min(cut, len(data) - 1)])
            die()
        real_write(fd, data)

    logarchive._write = torn_write
sys.exit(cli.main(args))
