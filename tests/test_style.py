"""ruff, with the rule set pinned in pyproject.toml, is clean on the modules listed here.

The list grows as the rest of the tree is cleaned (the architecture's own modules first); a module
on it stays clean.
"""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Not yet: ui/app.py and ui/reliability.py (being hardened in another branch), the engine's other
# modules, storage, table, cli and most tests.
NOT_YET = ["sheet_app/ui/app.py", "sheet_app/ui/reliability.py"]

CLEAN = [
    "sheet_app/__init__.py", "sheet_app/startup.py",
    "sheet_app/engine/steps.py", "sheet_app/engine/actions",
    "sheet_app/views",
    "sheet_app/ui",
    "tests/test_architecture.py", "tests/test_types.py", "tests/test_style.py", "tests/ui/test_one_door.py",
    "tests/engine/test_steps.py", "tests/engine/trigger_helpers.py",
]


def test_ruff_is_clean_on_the_cleaned_modules():
    command = [sys.executable, "-m", "ruff", "check", "--no-cache", "--extend-exclude", ",".join(NOT_YET), *CLEAN]
    run = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
