"""The desktop bundle: build it with packaging/build.sh, then start the built program offscreen.

A PyInstaller build takes from half a minute to a few minutes, so these tests run only when asked:

    SHEET_APP_BUNDLE_TEST=1 .venv/bin/python -m pytest tests/bundle
"""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.sheetapp.SheetApp"

# One worker builds the bundle once for both files (`--dist loadgroup`, the README's test command).
pytestmark = [pytest.mark.skipif(
    os.environ.get("SHEET_APP_BUNDLE_TEST") != "1",
    reason="slow: builds the PyInstaller bundle; set SHEET_APP_BUNDLE_TEST=1 to run it"),
    pytest.mark.xdist_group("bundle")]


def _folder_size(folder: Path) -> int:
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def _run(app: Path, tmp_path: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    """Start the built program with a throwaway home and no display."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SHEET_APP_LIBRARY") and not key.startswith("XDG_")}
    home = tmp_path / "home"
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_STATE_HOME=str(home / "state"), XDG_RUNTIME_DIR=str(tmp_path / "runtime"), **extra)
    (tmp_path / "runtime").mkdir(mode=0o700)
    return subprocess.run([str(app / "sheet-app"), *args], check=False, capture_output=True, text=True,
                          env=env, cwd=tmp_path, stdin=subprocess.DEVNULL, timeout=120)


def test_bundle_smoke_test(bundle: Path, tmp_path: Path) -> None:
    done = _run(bundle, tmp_path, "--smoke-test")
    assert done.returncode == 0, f"exit {done.returncode}\nstdout:\n{done.stdout}\nstderr:\n{done.stderr}"
    assert "smoke test: ok" in done.stdout.splitlines(), done.stdout


def test_bundle_speaks_french_and_spanish(bundle: Path, tmp_path: Path) -> None:
    """The .qm files built with the bundle, and Qt's own for its standard buttons (docs/translations.md)."""
    shipped = {path.name for path in (bundle / "_internal").rglob("*.qm")}
    assert {"sheet_app_fr.qm", "sheet_app_es.qm", "qtbase_fr.qm", "qtbase_es.qm"} <= shipped, shipped
    for code, words in (("fr", "Redémarrer maintenant"), ("es", "Reiniciar ahora")):
        (tmp_path / code).mkdir()
        done = _run(bundle, tmp_path / code, "--smoke-test", SHEET_APP_LANGUAGE=code)
        assert done.returncode == 0, done.stderr
        assert f"language: {code}: {words}" in done.stdout.splitlines(), done.stdout


def test_bundle_hosts_a_table(bundle: Path, tmp_path: Path) -> None:
    """pycrdt's compiled extension, hypercorn and websockets are in the bundle: a host starts, a
    character is shared through it, the host stops (docs/table.md)."""
    assert [path.name for path in (bundle / "_internal" / "pycrdt").glob("_pycrdt*.so")], "no pycrdt extension"
    done = _run(bundle, tmp_path, "serve", "--self-test")
    assert done.returncode == 0, f"exit {done.returncode}\nstdout:\n{done.stdout}\nstderr:\n{done.stderr}"
    assert "table self-test: ok" in done.stdout.splitlines(), done.stdout


def test_bundle_headless_command(bundle: Path, tmp_path: Path) -> None:
    sample = bundle / "_internal" / "resources" / "sample-berserker.json"
    done = _run(bundle, tmp_path, "check", str(sample))
    assert (done.returncode, done.stdout.strip()) == (0, "No problems found."), done.stderr


UNWANTED = ("Qt6Qml", "Qt6Quick", "Qt6WebEngine", "Qt6Network", "Qt63D", "Qt6Designer", "Qt6Pdf",
            "QtQml", "QtQuick", "QtNetwork", "QtWebEngine", "Qt3D")


def test_bundle_contents(bundle: Path) -> None:
    internal = bundle / "_internal"
    shipped = sorted(path.name for path in (internal / "resources").glob("*.json"))
    assert shipped == sorted(path.name for path in (ROOT / "resources").glob("*.json"))
    icons = bundle / "share" / "icons" / "hicolor"
    for path in (bundle / "share" / "applications" / "sheet-app.desktop",
                 bundle / "share" / "metainfo" / f"{APP_ID}.metainfo.xml",
                 icons / "scalable" / "apps" / "sheet-app.svg", icons / "256x256" / "apps" / "sheet-app.png"):
        assert path.is_file(), path
    assert (icons / "256x256" / "apps" / "sheet-app.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # QtCore, QtGui and QtWidgets with the desktop platforms; none of Qt's big optional parts, no test tools.
    names = {path.name for path in internal.rglob("*")}
    assert sorted(name for name in names if any(part in name for part in UNWANTED)) == []
    assert not (internal / "hypothesis").exists()
    # Qt's translations: only its own words in the languages the app speaks (docs/translations.md).
    assert sorted(path.name for path in (internal / "PySide6" / "Qt" / "translations").iterdir()) == \
        ["qtbase_es.qm", "qtbase_fr.qm"]
    assert {"QtCore.abi3.so", "QtGui.abi3.so", "QtWidgets.abi3.so", "libqxcb.so", "libqwayland.so",
            "libqoffscreen.so"} <= names
    assert _folder_size(bundle) < 250 * 2**20
