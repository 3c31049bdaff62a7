"""Start-up as a user meets it: the smoke test end to end, and the three things that keep it fast
(pydantic's plugin loader is never imported, the engine loads before Qt, the exit skips the collector)."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def python(code, env=None, timeout=120):
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          timeout=timeout, env={**os.environ, **(env or {})})


def test_smoke_test_opens_the_sample_acts_and_exits_0(tmp_path):
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "sheet_app", "--smoke-test"], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert "smoke test: ok" in done.stdout.splitlines()
    # It used a temporary library: nothing was written to the user's folders.
    assert not (tmp_path / "data").exists() and not (tmp_path / "config").exists()


def test_validation_never_imports_the_plugin_loader_or_importlib_metadata():
    code = ("import sys, json\n"
            "from sheet_app.engine.session import Session\n"
            "s = Session(json.load(open('resources/sample-berserker.json')))\n"
            "assert s.char.items, 'the sample parsed'\n"
            "from sheet_app.engine.model import parse_rule\n"  # a field the schema must judge: pydantic validates
            "assert parse_rule({'type': 'chargePool', 'label': 'x', 'hidden': 'yes'}, 0).error_field == 'hidden'\n"
            "print('importlib.metadata' in sys.modules, type(sys.modules['pydantic.plugin._loader']).__name__)\n"
            "import pydantic.plugin._loader as loader\n"
            "print(loader.get_plugins())\n")
    done = python(code, env={"PYDANTIC_DISABLE_PLUGINS": "__all__"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ["False module", "()"]


def test_the_stand_in_hands_any_other_name_to_the_real_loader():
    code = ("import sys, sheet_app\n"
            "stand_in = sys.modules['pydantic.plugin._loader']\n"
            "assert not hasattr(stand_in, '__path__')  # the import system's probes stay with the stand-in\n"
            "assert 'importlib.metadata' not in sys.modules\n"
            "print(stand_in._plugins is None or isinstance(stand_in._plugins, dict))\n"
            "print(getattr(sys.modules['pydantic.plugin._loader'], '__file__', '').endswith('_loader.py'))\n")
    done = python(code, env={"PYDANTIC_DISABLE_PLUGINS": "__all__"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True"]


def test_a_user_who_enables_plugins_gets_the_real_loader():
    code = ("import sys, sheet_app\n"
            "print('pydantic.plugin._loader' in sys.modules)\n")
    done = python(code, env={"PYDANTIC_DISABLE_PLUGINS": "some-plugin"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False"]


def test_the_engine_and_the_library_are_imported_before_qt_and_pydantic_not_at_all():
    """PySide6's import hook reads the source of every module imported after it: the engine, the library
    and the typed steps come first. pydantic is not needed to open a valid character or build a step."""
    code = ("import sys\n"
            "from sheet_app.ui.app import _engine_first\n"
            "_engine_first()\n"
            "print(any(m.startswith('PySide6') for m in sys.modules), 'sheet_app.storage.library' in sys.modules,\n"
            "      'sheet_app.engine.lint' in sys.modules, 'sheet_app.engine.steps' in sys.modules,\n"
            "      'sheet_app.views.explain' in sys.modules)\n"
            "from sheet_app.engine import steps\n"
            "from sheet_app.engine.session import Session\n"
            "import json\n"
            "session = Session(json.load(open('resources/sample-berserker.json')))\n"
            "print(session.apply(steps.StartTurn().step()).ok, 'pydantic' in sys.modules)\n")
    done = python(code)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True", "True", "True", "True", "True", "False"]


def test_leaving_closes_the_library_and_writes_the_settings_first():
    import gc

    from sheet_app.ui.app import _leave

    calls = []

    class Library:
        def close(self):
            calls.append("library closed")

    class Settings:
        def sync(self):
            calls.append("settings written")

    try:
        _leave(Library(), Settings())
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()  # this test process goes on collecting
    assert calls == ["library closed", "settings written"]


def test_play_and_check_on_a_file_never_import_the_library_or_sqlite():
    done = python("import contextlib, io, sys\n"
                "from sheet_app.cli import main\n"
                "with contextlib.redirect_stdout(io.StringIO()):\n"
                "    codes = [main(['play', 'tests/scripts/berserker-round.json']),\n"
                "             main(['check', 'resources/sample-berserker.json'])]\n"
                "print(codes, 'sqlite3' in sys.modules, 'sheet_app.storage.library' in sys.modules)\n")
    assert done.stdout.split("\n")[0] == "[0, 0] False False", done.stderr


def test_library_errors_still_get_their_message_and_exit_2(tmp_path):
    bad = tmp_path / "not-a-library.sqlite"
    bad.write_bytes(b"this is not sqlite" * 100)
    done = subprocess.run([sys.executable, "-m", "sheet_app", "list", "--library", str(bad)], capture_output=True,
                          text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)
    assert done.returncode == 2 and done.stderr.startswith("sheet-app list: "), done.stderr


# What the first screen does not show is imported when it is opened (docs/performance.md, "Start-up").
DEFERRED = ("sheet_app.ui.table", "sheet_app.table", "sheet_app.ui.builder", "sheet_app.ui.dice_panel",
            "sheet_app.ui.printing", "sheet_app.ui.real_dice", "sheet_app.views.action_preview",
            "sheet_app.ui.item_editor", "sheet_app.ui.dialogs",
            "pycrdt", "hypercorn", "websockets", "zeroconf")


def _gui_env(tmp_path):
    return {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "QT_QPA_PLATFORM": "offscreen"}


def test_the_smoke_test_imports_none_of_what_the_first_screen_does_not_show(tmp_path):
    code = ("import sys\n"
            "from sheet_app.ui.app import smoke_test\n"
            "assert smoke_test() == 0\n"
            f"print(sorted(m for m in sys.modules if m.split('.')[0] in {{'pycrdt', 'hypercorn', 'websockets', "
            f"'zeroconf'}} or any(m == d or m.startswith(d + '.') for d in {DEFERRED!r})))\n"
            "print('asteval' in sys.modules)\n")
    done = python(code, env=_gui_env(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-2:] == ["[]", "True"]  # the sample's formulas were evaluated


def test_the_table_menu_builds_the_table_on_first_use(tmp_path):
    code = ("import sys, tempfile\n"
            "from pathlib import Path\n"
            "from PySide6.QtCore import QSettings\n"
            "from sheet_app.storage.library import Library\n"
            "from sheet_app.ui.app import _application, open_window\n"
            "app = _application()\n"
            "folder = tempfile.mkdtemp()\n"
            "library = Library(Path(folder) / 'library.sqlite3')\n"
            "window = open_window(library, QSettings(folder + '/s.ini', QSettings.Format.IniFormat))\n"
            "window.show()\n"
            "menu = next(a.menu() for a in window.menuBar().actions() if a.text() == 'T&able')\n"
            "print([a.text() for a in menu.actions()], 'sheet_app.ui.table' in sys.modules)\n"
            "board = next(a for a in menu.actions() if a.text() == 'Party &board')\n"
            "board.trigger()\n"
            "from sheet_app.ui.table import TableController\n"
            "table = window.table\n"
            "print(isinstance(table, TableController), window.table is table, table.chip.isHidden(),\n"
            "      table.chip.parent() is not None and window.statusBar().isAncestorOf(table.chip))\n"
            "table.show_status('offline')\n"
            "print(table.chip.isVisible(), table.chip.text())\n"
            "window.table.leave()\n"
            "library.close()\n")
    done = python(code, env=_gui_env(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "['&Host a table…', '&Join a table…', 'Party &board', '&Leave the table'] False",
        "True True True True",
        "True Table: offline",
    ]
