"""Backups and restores of the library file, and the damage they mend.

A backup is written to a temporary name beside its target, checked (`PRAGMA integrity_check`),
fsynced and renamed into place, so a failed or killed backup never leaves a file that looks good
(`copy_database`). `check_backup` says why a file cannot be restored; `restore_damaged` replaces a
damaged library by a backup without opening it, keeping a copy of the damaged file first. A damaged
library is reported as `DamagedLibraryError`, whose message lists the backups to restore.
`Library.backup` and `Library.restore_backup` (storage/library.py) are the library's own doors to these.
"""
from __future__ import annotations

import os
import secrets
import shutil
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from ..i18n import Storage
from .errors import LibraryError
from .migrations import SCHEMA_VERSION


class DamagedLibraryError(LibraryError):
    """The file is damaged (a corrupted page); the message lists the backups to restore."""

    def __init__(self, path: Path, detail: str, backup_dir: Path):
        # SQLite's report, on one line ("*** in database main *** Page 8: ..." → "page 8: ...").
        detail = " ".join(detail.replace("*** in database main ***", "").split()) or Storage.tr("unreadable")
        self.path, self.detail, self.backup_dir = path, detail, backup_dir
        self.backups = list_backups(backup_dir)
        shown = self.backups[:5]
        older = len(self.backups) - len(shown)
        names = ", ".join(str(b) for b in shown)
        if shown and older > 0:
            listing = Storage.tr("backups, newest first: {backups} and %n older", "", older).format(backups=names)
        elif shown:
            listing = Storage.tr("backups, newest first: {backups}").format(backups=names)
        else:
            listing = Storage.tr("there are no backups in {folder}").format(folder=backup_dir)
        super().__init__(Storage.tr("{path}: the library is damaged ({detail}); restore a backup with "
                                    "`sheet-app restore BACKUP` ({backups})").format(path=path, detail=detail,
                                                                                   backups=listing))


SQLITE_HEADER = b"SQLite format 3\x00"


def sqlite_uri(path: str | os.PathLike[str], **params: str) -> str:
    """An SQLite URI naming exactly this file: `#`, `?`, `%`, spaces, quotes and non-ASCII letters in
    the path are percent-encoded (an unquoted path would open another file)."""
    uri = Path(os.path.abspath(path)).as_uri()
    return uri + ("?" + "&".join(f"{key}={value}" for key, value in params.items()) if params else "")


def list_backups(backup_dir: str | os.PathLike[str]) -> list[Path]:
    """The backups in a folder, newest first (temporary files of a backup under way are not ones)."""
    try:
        found = [p for p in Path(backup_dir).glob("*.sqlite3") if not p.name.startswith(".") and p.is_file()]
    except OSError:
        return []

    def newest(path: Path) -> tuple[float, str]:
        try:
            return path.stat().st_mtime, path.name
        except OSError:
            return 0.0, path.name

    return sorted(found, key=newest, reverse=True)


def check_backup(path: str | os.PathLike[str]) -> str | None:
    """Why a file cannot be restored (not ours, too new, fails its integrity check), or None."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(16)
    except OSError as err:
        return Storage.tr("cannot read: {reason}").format(reason=err.strerror or err)
    if head != SQLITE_HEADER:
        return Storage.tr("not a sheet-app library backup (not an SQLite database)")
    try:
        src = sqlite3.connect(sqlite_uri(path, mode="ro"), uri=True)
    except sqlite3.Error as err:
        return Storage.tr("cannot open: {reason}").format(reason=err)
    try:
        version = src.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            return Storage.tr("made by a newer version of sheet-app (library version {version}, this app reads up "
                              "to {newest})").format(version=version, newest=SCHEMA_VERSION)
        if not src.execute("SELECT count(*) FROM sqlite_master WHERE name = 'characters'").fetchone()[0]:
            return Storage.tr("not a sheet-app library backup")
        check = src.execute("PRAGMA integrity_check(1)").fetchone()[0]
        if check != "ok":
            return Storage.tr("the backup is damaged too ({detail})").format(detail=check)
    except sqlite3.Error as err:
        return Storage.tr("not a usable backup ({reason})").format(reason=err)
    finally:
        src.close()
    return None


def new_backup_path(backup_dir: Path, reason: str) -> Path:
    """A new backup's name in `backup_dir` (made if missing), from the time and the reason; the
    temporary files of backups killed midway are removed on the way."""
    backup_dir.mkdir(parents=True, exist_ok=True)
    _remove_stale_temps(backup_dir)
    return unused_name(backup_dir, f"library-{time.strftime('%Y%m%d-%H%M%S')}-{reason}", ".sqlite3")


def unused_name(folder: Path, stem: str, suffix: str) -> Path:
    """`folder/<stem><suffix>`, or the first of `<stem>-2`, `<stem>-3`, … that is free."""
    target = folder / f"{stem}{suffix}"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{stem}-{n}{suffix}"
    return target


def good_backup(backup_dir: str | os.PathLike[str]) -> Path | None:
    """The newest backup that passes `check_backup`, or None."""
    return next((path for path in list_backups(backup_dir) if check_backup(path) is None), None)


def _remove_quietly(*paths: str | os.PathLike[str]) -> None:
    for path in paths:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError:
            pass  # a file we cannot remove is reported by the caller's own error


STALE_TEMP_SECONDS = 3600


def _remove_stale_temps(folder: Path) -> None:
    """Temporary files of backups killed midway (an hour old: no backup takes that long)."""
    try:
        candidates = list(folder.glob(".*.sqlite3.*.tmp*"))
    except OSError:
        return
    for path in candidates:
        try:
            if time.time() - path.stat().st_mtime > STALE_TEMP_SECONDS:
                path.unlink()
        except OSError:
            continue


def _fsync_path(path: str | os.PathLike[str], *, folder: bool = False) -> None:
    """Flush a file (or a folder's entries, where the system allows it) to the disk."""
    if folder and os.name == "nt":
        return
    flags = (os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)) if folder else os.O_RDWR
    try:
        fd = os.open(path, flags)
    except OSError:
        if folder:
            return
        raise
    try:
        os.fsync(fd)
    except OSError:
        if not folder:
            raise
    finally:
        os.close(fd)


def copy_database(source: sqlite3.Connection, target: str | os.PathLike[str],
                  before_rename: Callable[[], None] | None = None,
                  point: Callable[[str], None] | None = None) -> Path:
    """Copy a database to `target` through SQLite's backup API, whole or not at all: into a temporary
    name beside the target, checked with `PRAGMA integrity_check`, fsynced, then renamed. On any
    failure every temporary file is removed and the error (sqlite3.Error or OSError) is raised."""
    target = Path(target)
    temp = target.with_name(f".{target.name}.{secrets.token_hex(6)}.tmp")
    temps = [temp] + [temp.with_name(temp.name + suffix) for suffix in ("-journal", "-wal", "-shm")]
    try:
        dest = sqlite3.connect(sqlite_uri(temp), uri=True)
        try:
            source.backup(dest)
            if point is not None:
                point("backup-copied")
            check = dest.execute("PRAGMA integrity_check(1)").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"the copy fails its integrity check ({check})")
        finally:
            dest.close()
        _fsync_path(temp)
        if point is not None:
            point("backup-checked")
        if before_rename is not None:
            before_rename()
        os.replace(temp, target)
    except BaseException:
        _remove_quietly(*temps)
        raise
    _remove_quietly(*temps[1:])
    _fsync_path(target.parent, folder=True)
    return target


def restore_damaged(path: str | os.PathLike[str], backup: str | os.PathLike[str],
                    backup_dir: str | os.PathLike[str] | None = None) -> Path:
    """Replace a damaged library file by a backup, after keeping a copy of the damaged file (and its
    journal) in backups/damaged/. Returns where the damaged copy went. Close every connection first."""
    path = Path(path)
    backup_dir = Path(backup_dir) if backup_dir is not None else path.parent / "backups"
    problem = check_backup(backup)
    if problem:
        raise LibraryError(Storage.tr("{backup}: {problem}; nothing was changed").format(
            backup=backup, problem=problem))
    keep = backup_dir / "damaged"
    kept = unused_name(keep, f"{path.stem}-{time.strftime('%Y%m%d-%H%M%S')}", path.suffix)
    companions = [Path(f"{path}{suffix}") for suffix in ("-wal", "-shm", "-journal")]
    try:
        keep.mkdir(parents=True, exist_ok=True)
        if path.exists():
            shutil.copy2(path, kept)
        for companion in companions[::2]:  # the -shm index is rebuilt; the journals hold data
            if companion.exists():
                shutil.copy2(companion, f"{kept}{companion.name[len(path.name):]}")
    except OSError as err:
        raise LibraryError(Storage.tr("{copy}: cannot keep a copy of the damaged library ({reason}); nothing was "
                                      "changed").format(copy=kept, reason=err.strerror or err)) from None

    def drop_companions() -> None:
        # The damaged file's journals would be replayed onto the restored file: they go (copies are kept).
        for companion in companions:
            if companion.exists():
                os.unlink(companion)

    try:
        src = sqlite3.connect(sqlite_uri(backup, mode="ro"), uri=True)
        try:
            copy_database(src, path, before_rename=drop_companions)
        finally:
            src.close()
    except (sqlite3.Error, OSError) as err:
        text = getattr(err, "strerror", None) or str(err)
        raise LibraryError(Storage.tr("{path}: the backup {backup} was not restored ({reason}); the damaged "
                                      "library is unchanged (a copy is in {copy})").format(
            path=path, backup=backup, reason=text, copy=kept)) from None
    return kept
