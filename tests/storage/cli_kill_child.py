"""Kill-test child: runs the real `sheet-app` command line and SIGKILLs itself at one library point.

Run as: python cli_kill_child.py POINT ARGS...  (ARGS as for `sheet-app`). The library's fault hook
(`Library.fault`) is set on every Library the command opens; at POINT the process dies, as a power
cut or a killed process would stop it there.
"""
import os
import signal
import sys

from sheet_app import cli
from sheet_app.storage import library as storage

point, args = sys.argv[1], sys.argv[2:]
opened = storage.Library.__init__


def init(self, *a, **k):
    opened(self, *a, **k)
    self.fault = lambda name: os.kill(os.getpid(), signal.SIGKILL) if name == point else None


storage.Library.__init__ = init
sys.exit(cli.main(args))
