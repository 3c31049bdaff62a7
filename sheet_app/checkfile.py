"""`sheet-app check FILE`: read any document the app understands and lint it."""
from __future__ import annotations

from typing import Any

from .engine.document import DocumentError, parse_character
from .engine.lint import Problem, lint_character, summary
from .engine.world import Character
from .storage.files import Document, FileFormatError, document_from_data, read_document


class FileError(ValueError):
    """The file cannot be read as a character or item document."""


def _lint(document: Document, name: str) -> tuple[list[Problem], str]:
    """Lint a read document (items are checked on their own)."""
    standalone = document.kind == "items"
    data = {"format": "sheet/1", "name": name, "items": document.data} if standalone else document.data
    if not standalone and document.entries is not None:
        raw, entries = document.data, document.entries  # parsed while reading
    else:
        try:
            raw, _fields, entries = parse_character(data)
        except DocumentError as err:  # already checked while reading; kept as a guard
            raise FileError(f"{name}: {err}") from None
    char = Character(raw, entries)
    char.refresh(parsed=True)  # the items were parsed from this very document: not again
    problems = lint_character(char, standalone_items=standalone)
    return problems, summary(problems)


def check_document(data: Any, name: str = "file") -> tuple[list[Problem], str]:
    """Lint a parsed document; FileError when it is not one the app reads."""
    try:
        document = document_from_data(data, name)
    except FileFormatError as err:
        raise FileError(str(err)) from None
    return _lint(document, name)


def check_file(path: str) -> tuple[list[Problem], str]:
    """Read a file (size-limited, any format the app reads) and lint it."""
    try:
        document = read_document(path)
    except FileFormatError as err:
        raise FileError(str(err)) from None
    return _lint(document, path)
