"""What the library raises when it cannot do what was asked: the message names the file and the problem.

The damage a backup mends (`DamagedLibraryError`, which lists the backups) is in storage/backup.py.
"""


class LibraryError(Exception):
    """A library that cannot be used; the message names the file and the problem."""


class ConflictError(LibraryError):
    """Another window or process changed the character since this one loaded it."""

    reloadable = True  # the session's Result says so: the window offers Reload (ui/sheet/display.py)
