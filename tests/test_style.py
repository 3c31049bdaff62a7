"""ruff, with the rule set pinned in pyproject.toml, is clean on the whole package (sheet_app) and on
the test modules listed here; the rest of the tests are cleaned as they are touched.
"""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CLEAN = [
    "sheet_app",
    "tests/test_architecture.py", "tests/test_types.py", "tests/test_style.py", "tests/ui/test_one_door.py",
    "tests/engine/test_steps.py", "tests/engine/trigger_helpers.py", "tests/engine/test_forms.py",
    "tests/bench/bench_startup.py",
]


def test_ruff_is_clean_on_the_cleaned_modules():
    command = [sys.executable, "-m", "ruff", "check", "--no-cache", *CLEAN]
    run = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
