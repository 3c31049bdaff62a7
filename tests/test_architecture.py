"""The layers contract of pyproject.toml ([tool.importlinter], docs/architecture.md), run in the suite."""
import subprocess
import sys
from pathlib import Path

import importlinter  # noqa: F401 - a test dependency: missing, the suite fails here rather than skipping

ROOT = Path(__file__).resolve().parents[1]


def test_the_import_contracts_are_kept():
    # In its own process: import-linter configures logging, which the diagnostics tests own.
    run = subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command as c; c()",
                          str(ROOT / "pyproject.toml"), "--no-cache"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_views_package_imports_without_qt():
    code = ("import sys, sheet_app.views.rows, sheet_app.views.dice_picks, sheet_app.views.rule_specs, "
            "sheet_app.views.predicate_tree, sheet_app.views.rule_preview, "
            "sheet_app.views.explain, sheet_app.views.action_preview\n"
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"
