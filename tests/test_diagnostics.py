"""The crash log's end (sheet_app/diagnostics.py), in a process of its own: faulthandler is process-wide
and pytest's own faulthandler must not be touched."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _after_shutdown(tmp_path: Path, before: str) -> str:
    code = ("import faulthandler, sys\n"
            "from sheet_app import diagnostics\n"
            "diagnostics.setup(sys.argv[1])\n"
            f"{before}\n"
            "diagnostics.shutdown()\n"
            "print(faulthandler.is_enabled())\n")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, cwd=ROOT,
                          timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_shutdown_hands_faulthandler_back_to_the_standard_error_stream(tmp_path):
    assert _after_shutdown(tmp_path, "pass") == "True"


def test_shutdown_without_a_standard_error_stream_turns_faulthandler_off(tmp_path):
    # pythonw has no sys.__stderr__: nothing to write a crash to once the log is closed.
    assert _after_shutdown(tmp_path, "sys.__stderr__ = None") == "False"
