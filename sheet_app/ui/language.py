"""The app's language: its own translations and Qt's, for the language chosen or the system's (docs/translations.md).

The translations are `sheet_app/translations/sheet_app_<code>.ts` in the repository. Qt reads the compiled
`.qm` form, which is never committed: a desktop bundle is built with them beside the `.ts` files
(packaging/build.sh runs `lrelease`); a source install compiles them with the `lrelease` of its PySide6
wheel the first time a language is used, into the user's cache, named after the `.ts` file's content so an
edited translation is compiled again.

English needs no `.qm`: its plurals are read by `sheet_app.i18n` from the English `.ts` file, which also
serves the headless commands. Any other language installs Qt's translators (ours, then Qt's own `qtbase`
for the standard buttons) and routes `sheet_app.i18n` through `QCoreApplication.translate`.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .. import diagnostics, i18n

SETTING = "language"  # QSettings key: "system", or a code of i18n.LANGUAGES
SYSTEM = "system"
ENVIRONMENT = "SHEET_APP_LANGUAGE"  # overrides the setting (the tests and the screenshots choose a language)

_installed: list[QTranslator] = []


def system_language() -> str:
    """The first of the system's UI languages the app speaks, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in i18n.LANGUAGES:
            return code
    return "en"


def chosen(settings: Any) -> str:
    """What the player chose in View ▸ Language: a language's code, or "system"."""
    value = str(settings.value(SETTING, SYSTEM))
    return value if value in i18n.LANGUAGES else SYSTEM


def wanted(settings: Any) -> str:
    """The language to speak now: the environment's override, the player's choice, else the system's."""
    override = os.environ.get(ENVIRONMENT, "")
    if override in i18n.LANGUAGES:
        return override
    choice = chosen(settings)
    return system_language() if choice == SYSTEM else choice


def lrelease() -> Path | None:
    """Qt's `lrelease`, from the PySide6 wheel (or on the PATH)."""
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for name in ("lrelease", "lrelease.exe"):
        if (folder / name).exists():
            return folder / name
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    return Path(found) if found else None


def _cache() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("sheet-app")) / "translations"


def compiled(code: str) -> Path | None:
    """The `.qm` file of language `code`: the one built beside its `.ts` (a bundle), else one compiled now
    into the cache. None when there is no such translation or it cannot be compiled (said in the log)."""
    source = i18n.TRANSLATIONS / f"sheet_app_{code}.ts"
    built = source.with_suffix(".qm")
    if not source.exists():
        return built if built.exists() else None
    if built.exists() and (built.stat().st_mtime >= source.stat().st_mtime or lrelease() is None):
        return built  # built with the bundle (whose copies' times need not keep their order)
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:12]
    target = _cache() / f"sheet_app_{code}-{digest}.qm"
    if target.exists():
        return target
    tool = lrelease()
    if tool is None:
        diagnostics.log_problem(f"no lrelease to compile {source.name}: the app speaks English")
        return None
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".part")
    result = subprocess.run([str(tool), "-silent", str(source), "-qm", str(partial)],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0 or not partial.exists():
        diagnostics.log_problem(f"lrelease could not compile {source.name}: {result.stderr.strip()}")
        return None
    partial.replace(target)  # whole or not at all: a reader never sees half a file
    return target


def _qt_translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def install_translators(translators: list[QTranslator]) -> None:
    """Replace the translators this module installed by `translators`, and route the app's messages
    through Qt (English without translators: through `sheet_app.i18n` alone)."""
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed[:] = translators
    for translator in translators:
        QCoreApplication.installTranslator(translator)
    i18n.install(_qt_translate if translators else None)


def apply_language(settings: Any, code: str | None = None) -> str:
    """Speak `code`, else the language the environment and the settings ask for; return the code spoken
    (English when its translation cannot be loaded)."""
    code = code if code is not None and code in i18n.LANGUAGES else wanted(settings)
    translators: list[QTranslator] = []
    if code != "en":
        ours = QTranslator()
        path = compiled(code)
        if path is None or not ours.load(str(path)):
            diagnostics.log_problem(f"the {i18n.LANGUAGES[code]} translation could not be loaded: "
                                    "the app speaks English")
            code = "en"
        else:
            translators.append(ours)
            qt = QTranslator()
            if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                translators.append(qt)
    install_translators(translators)
    if code != system_language():  # numbers and dates as the language writes them (not the system's)
        QLocale.setDefault(QLocale(code))
    return code


def restart_command() -> list[str]:
    """The command that started this app (a bundle's executable, or Python with its arguments)."""
    argv = list(getattr(sys, "orig_argv", []) or [sys.executable, *sys.argv])
    return [sys.executable, *argv[1:]]
