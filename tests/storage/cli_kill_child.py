"""Kill-test child: runs the real `sheet-app` command line and SIGKILLs itself at one library point.

Run as: python cli_kill_child.py POINT ARGS...  (ARGS as for `sheet-app`). Every Library the command
opens reaches its fault points (`Library._point`: "backup-copied", "backup-checked", "restore-safety",
the commit points); at POINT the process dies, as a power cut or a killed process would stop it there.
"""
import os
import signal
import sys

from sheet_app import cli
from sheet_app.storage import library as storage

point, args = sys.argv[1], sys.argv[2:]


def reach(self, name):
    if name == point:
        os.kill(os.getpid(), signal.SIGKILL)


storage.Library._point = reach
sys.exit(cli.main(args))
