"""Diagnostics a user can send: a rotating log file in the platform's log folder, `faulthandler`
writing to it (a hard crash leaves its Python stacks there), uncaught errors logged with their
traceback, and a plain-text report (Help ▸ Copy diagnostics) with what a bug report needs.

No Qt here: the report reads Qt's versions only when the window has loaded Qt.
"""
from __future__ import annotations

import collections
import contextlib
import faulthandler
import logging
import logging.handlers
import os
import platform
import sys
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import Any

LOG_NAME = "sheet-app.log"
LOG_BYTES = 1024 * 1024  # per file; with 3 older files the log never passes 4 MB
LOG_BACKUPS = 3
RECENT = 20  # errors kept in memory for the report

logger = logging.getLogger("sheet_app")
_recent: collections.deque[str] = collections.deque(maxlen=RECENT)
_state: dict[str, Any] = {"handler": None, "path": None}


def log_dir() -> Path:
    """$SHEET_APP_LOG_DIR, else the platform's log folder for sheet-app (platformdirs)."""
    env = os.environ.get("SHEET_APP_LOG_DIR")
    if env:
        return Path(env)
    from platformdirs import user_log_dir

    return Path(user_log_dir("sheet-app", appauthor=False))


class _FaultLog(logging.handlers.RotatingFileHandler):
    """The rotating log; faulthandler follows it to each new file."""

    def _open(self) -> Any:
        stream = super()._open()
        # pragma: no cover - a stream without a file descriptor
        with contextlib.suppress(ValueError, OSError):
            faulthandler.enable(file=stream, all_threads=True)
        return stream


class _Recent(logging.Handler):
    """Keeps the last errors (with tracebacks) for the report."""

    def emit(self, record: logging.LogRecord) -> None:
        _recent.append(self.format(record))


def setup(folder: str | os.PathLike[str] | None = None) -> Path | None:
    """Start logging to `folder` (default: log_dir()); returns the log file, or None when the folder
    cannot be written (the app runs on without a log file then). Calling it again changes nothing."""
    if _state["handler"] is not None:
        return _state["path"]  # type: ignore[no-any-return]
    logger.setLevel(logging.INFO)
    recent = _Recent(logging.WARNING)
    recent.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    logger.addHandler(recent)
    path = Path(folder) if folder is not None else log_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
        handler = _FaultLog(path / LOG_NAME, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError:
        _state["handler"] = recent
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    _state["handler"], _state["path"] = handler, path / LOG_NAME
    logger.info("sheet-app %s started (Python %s, %s)", version(), platform.python_version(), platform.platform())
    return _state["path"]  # type: ignore[no-any-return]


def shutdown() -> None:
    """Stop logging to the file (tests; the app's exit closes it too)."""
    handler = _state["handler"]
    for each in list(logger.handlers):
        if isinstance(each, (_FaultLog, _Recent)):
            logger.removeHandler(each)
            each.close()
    if isinstance(handler, _FaultLog):
        stderr = sys.__stderr__
        if stderr is None:  # pythonw: no standard error stream to go back to
            faulthandler.disable()
        else:
            try:  # back to the standard error stream, as Python's -X faulthandler writes
                faulthandler.enable(file=stderr, all_threads=True)
            except (AttributeError, ValueError, OSError):  # pragma: no cover - no usable stderr
                faulthandler.disable()
    _state["handler"] = _state["path"] = None


def log_exception(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """An uncaught error, with its traceback, to the log (and the report's last errors)."""
    text = "".join(traceback.format_exception(kind, error, trace)).rstrip()
    logger.error("uncaught %s: %s\n%s", kind.__name__, error, text)


def log_problem(message: str) -> None:
    """A problem the user was shown (a damaged library, a file that cannot be read)."""
    logger.warning("%s", message)


def recent_errors() -> list[str]:
    return list(_recent)


def version() -> str:
    try:
        from importlib.metadata import version as installed

        return installed("sheet-app")
    except Exception:  # noqa: BLE001 - a source checkout that is not installed
        return "unknown (not installed)"


def report(library_path: Any = None) -> str:
    """The text Help ▸ Copy diagnostics puts on the clipboard."""
    lines = [f"sheet-app {version()}",
             f"Platform: {platform.platform()} ({platform.machine() or 'unknown machine'})",
             f"Python: {platform.python_version()} ({platform.python_implementation()}, {sys.executable})"]
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is not None:
        pyside = sys.modules.get("PySide6")
        lines.append(f"Qt: {qtcore.qVersion()} (PySide6 {getattr(pyside, '__version__', '?')}, "
                     f"platform {_qt_platform()})")
    else:
        lines.append("Qt: not loaded")
    lines.append(f"Library: {library_path if library_path is not None else 'none open'}")
    lines.append(f"Log file: {_state['path'] or 'none (the log folder cannot be written)'}")
    lines.append(f"Time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}")
    errors = recent_errors()
    lines.append(f"Last errors ({len(errors)}):" if errors else "Last errors: none")
    lines += [f"  {line}" for error in errors[-10:] for line in error.splitlines()]
    return "\n".join(lines) + "\n"


def _qt_platform() -> str:
    gui = sys.modules.get("PySide6.QtGui")
    app = gui.QGuiApplication.instance() if gui is not None else None
    return str(app.platformName()) if app is not None else "no application"
