"""Files in and out: reading any document the app understands, and atomic exports.

Reads: sheet/1 and sheet/0 characters, item/1 items (one or a list), upstream (Foundry Nimble) item
documents and character exports. Writes: sheet/1, item/1 and upstream item documents, always through
`write_json_atomic`. Formats and the upstream mapping: docs/file-formats.md.
"""
from __future__ import annotations

import contextlib
import copy
import json
import os
import stat
from dataclasses import dataclass, field
from typing import Any, Literal, Union

from ..engine import jsonsafe
from ..engine.document import DocumentError, migrate, parse_character
from ..engine.model import RULE_CLASSES, ItemEntry, ItemError, parse_item
from ..i18n import Storage
from . import limits
from .upstream import (
    ACTOR_TYPES,
    KNOWN_UPSTREAM_ITEM_TYPES,
    character_from_upstream,
    is_upstream_actor,
    is_upstream_item,
    item_from_upstream,
    item_to_upstream,
    json_kind,
    upstream_system_id,
)

MAX_FILE_BYTES = 20 * 1024 * 1024
ITEM_FORMAT = "item/1"
CHARACTER_FORMAT = "sheet/1"
PathLike = Union[str, "os.PathLike[str]"]


class FileFormatError(ValueError):
    """A file that cannot be read as a document of ours; the message names the file and the problem.

    `FileFormatError(path, problem)`; a single argument is taken as the whole message.
    """

    def __init__(self, path: PathLike | str, problem: str | None = None):
        if problem is None:
            super().__init__(str(path))
            self.path, self.problem = "", str(path)
        else:
            super().__init__(f"{os.fspath(path)}: {problem}")
            self.path, self.problem = os.fspath(path), problem


class FileWriteError(OSError):
    """An export that could not be written; the file that was there before is untouched."""

    def __init__(self, path: PathLike | str, problem: str):
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.path = os.fspath(path)
        self.problem = problem

    def __str__(self) -> str:
        return f"{self.path}: {self.problem}"


@dataclass
class Document:
    """What a file holds: a sheet/1 character dict or a list of item dicts, and warnings about it."""

    kind: Literal["character", "items"]
    data: Any
    # One line each, without the file name (the caller knows which file it read).
    warnings: list[str] = field(default_factory=list)
    # Where it came from: "sheet/1", "sheet/0", "item/1", "upstream-item" or "upstream-character".
    source: str = ""
    # A character's parsed items (ItemEntry list), so `check` does not parse the document twice.
    entries: Any = field(default=None, repr=False, compare=False)

    @property
    def character(self) -> dict[str, Any]:
        """The sheet/1 character dict (only for kind "character")."""
        if self.kind != "character":
            raise ValueError("this document holds items, not a character")
        return self.data  # type: ignore[no-any-return]

    @property
    def items(self) -> list[dict[str, Any]]:
        """The item dicts: the file's items, or the character's items."""
        if self.kind == "items":
            return self.data  # type: ignore[no-any-return]
        return list(self.data.get("items", []))


# ----------------------------------------------------------------------------------------------
# Reading


def read_document(path: PathLike, limit: int = MAX_FILE_BYTES) -> Document:
    """Read and classify a file; FileFormatError (naming the file) when it is not one we read."""
    name = os.fspath(path)
    try:
        info = os.stat(name)
    except OSError as err:
        raise FileFormatError(name, Storage.tr("cannot read: {reason}").format(reason=err.strerror or err)) from None
    if stat.S_ISDIR(info.st_mode):
        raise FileFormatError(name, Storage.tr("is a folder, not a file"))
    # Refused by size before a byte is read: a 100 MB file never reaches memory.
    if info.st_size > limit:
        raise FileFormatError(name, Storage.tr("is {size}, larger than the {limit} limit").format(
            size=_megabytes(info.st_size), limit=_megabytes(limit)))
    try:
        with open(name, "rb") as fh:
            raw = fh.read(limit + 1)  # the file may have grown since stat, or be a device
    except OSError as err:
        raise FileFormatError(name, Storage.tr("cannot read: {reason}").format(reason=err.strerror or err)) from None
    if len(raw) > limit:
        raise FileFormatError(name, Storage.tr("is larger than the {limit} limit").format(limit=_megabytes(limit)))
    return document_from_data(parse_json_bytes(raw, name), name, plain=True)  # checked there: not again


def _megabytes(size: int) -> str:
    """A size for messages ("100 MB")."""
    if size >= 1024 * 1024:
        return Storage.tr("{size:.0f} MB").format(size=size / (1024 * 1024))
    return Storage.tr("{size} bytes").format(size=size)


def parse_json_bytes(raw: bytes, name: str) -> Any:
    """Decode a file's bytes as JSON; FileFormatError with a plain reason otherwise."""
    if not raw.strip():
        raise FileFormatError(name, Storage.tr("is empty"))
    try:
        text = raw.decode("utf-8-sig")  # editors on Windows add a byte order mark
    except UnicodeDecodeError:
        raise FileFormatError(name, Storage.tr("is not a text file (binary data, not UTF-8 JSON)")) from None
    if "\x00" in text:
        raise FileFormatError(name, Storage.tr("is not a text file (it contains NUL bytes)"))
    try:
        value = json.loads(text, parse_constant=jsonsafe.refuse_constant)
    except json.JSONDecodeError as err:
        where = Storage.tr("line {line} column {column}").format(line=err.lineno, column=err.colno)
        # A string still open at the end, or an error at the very end: the file stops mid-document.
        if err.pos >= len(text.rstrip()) or err.msg.startswith("Unterminated string"):
            raise FileFormatError(name, Storage.tr("is not valid JSON: it ends too early ({where}); the file may "
                                                   "be truncated").format(where=where)) from None
        raise FileFormatError(name, Storage.tr("is not valid JSON: {reason} at {where}").format(
            reason=err.msg, where=where)) from None
    except ValueError as err:
        raise FileFormatError(name, Storage.tr("is not valid JSON: {reason}").format(reason=err)) from None
    except RecursionError:
        raise FileFormatError(name, Storage.tr("is not usable JSON: nested too deeply")) from None
    bad = jsonsafe.problem(value)
    if bad:
        raise FileFormatError(name, Storage.tr("is not usable: it holds {problem}").format(problem=bad))
    return value


def _json_kind(value: Any) -> str:
    """The JSON name of a value's type, for messages."""
    if isinstance(value, bool):
        return Storage.tr("true/false value", "a JSON value's type")
    kinds = {dict: Storage.tr("object", "a JSON value's type"), list: Storage.tr("list", "a JSON value's type"),
             str: Storage.tr("string", "a JSON value's type"), int: Storage.tr("number", "a JSON value's type"),
             type(None): Storage.tr("null", "a JSON value's type")}
    kinds[float] = kinds[int]
    return kinds.get(type(value), type(value).__name__)


def document_from_data(data: Any, name: str = "file", *, plain: bool = False) -> Document:
    """Classify and check parsed JSON; FileFormatError (naming `name`) when it is not one we read. With
    `plain`, `data` was just found plain JSON (parse_json_bytes) and a character is not walked again."""
    if isinstance(data, dict):
        fmt = data.get("format")
        if "format" in data:
            return _formatted(data, fmt, name, plain)
        if is_upstream_actor(data):
            return _upstream_character(data, name)
        if is_upstream_item(data):
            _check_nimble(data, name, "")
            item, warnings = _upstream_item(data, "")
            items = _checked_items([item], name, single=True)
            return Document("items", items, warnings + _rule_warnings(items), "upstream-item")
        raise FileFormatError(name, _not_ours(data))
    if isinstance(data, list):
        return _item_list(data, name)
    raise FileFormatError(name, Storage.tr("is a JSON {kind}, not a character or item document").format(
        kind=_json_kind(data)))


def _not_ours(data: dict[str, Any]) -> str:
    """The problem for an object that is none of our documents."""
    if isinstance(data.get("character"), dict) and "steps" in data:
        return Storage.tr("not a character (sheet/1) or item (item/1) document, nor a Foundry Nimble item or "
                          "character export (it looks like a play script: run it with `sheet-app play`)")
    return Storage.tr("not a character (sheet/1) or item (item/1) document, nor a Foundry Nimble item or "
                      "character export")


def _format_version(fmt: str, family: str) -> int | None:
    """N of "family/N", or None."""
    rest = fmt[len(family) + 1:]
    return int(rest) if fmt.startswith(family + "/") and rest.isdigit() else None


def _formatted(data: dict[str, Any], fmt: Any, name: str, plain: bool = False) -> Document:
    """A document with a `format` key: sheet/N or item/N."""
    if not isinstance(fmt, str):
        raise FileFormatError(name, Storage.tr('format: must be a text such as "sheet/1" (got {value!r})').format(
            value=fmt))
    if fmt.startswith("sheet/"):
        too_big = limits.character_problem(data)
        if too_big:
            raise FileFormatError(name, too_big)
        try:
            raw, _fields, entries = parse_character(data, plain=plain)
        except DocumentError as err:
            raise FileFormatError(name, str(err)) from None
        return Document("character", raw, _rule_warnings([e.raw for e in entries]), fmt, entries)
    if fmt.startswith("item/"):
        _check_item_format(fmt, name, "")
        items = _checked_items([_strip_format(data)], name, single=True)
        return Document("items", items, _rule_warnings(items), ITEM_FORMAT)
    raise FileFormatError(name, Storage.tr("format: {value!r} is not a format this app reads (sheet/1, sheet/0, "
                                            "item/1)").format(value=fmt))


def _check_item_format(fmt: Any, name: str, where: str) -> None:
    """Refuse any item format but item/1 (newer ones say so)."""
    if fmt == ITEM_FORMAT:
        return
    version = _format_version(fmt, "item") if isinstance(fmt, str) else None
    if version is not None and version > 1:
        raise FileFormatError(name, Storage.tr("{where}format: {value!r} is newer than this app understands "
                                               "(it reads item/1)").format(where=where, value=fmt))
    raise FileFormatError(name, Storage.tr("{where}format: {value!r} is not an item format this app reads "
                                           "(item/1)").format(where=where, value=fmt))


def _strip_format(item: dict[str, Any]) -> dict[str, Any]:
    """An item as it sits in a character: the file's `format` marker belongs to the file."""
    return {k: v for k, v in item.items() if k != "format"}


def _item_list(data: list[Any], name: str) -> Document:
    """A list of items (item/1, plain or upstream, mixed)."""
    if not data:
        raise FileFormatError(name, Storage.tr("is an empty list: there are no items in it"))
    if len(data) > limits.MAX_ITEMS:
        raise FileFormatError(name, Storage.tr("holds {count:,} items, more than the limit of {limit:,} items").format(
            count=len(data), limit=limits.MAX_ITEMS))
    items: list[dict[str, Any]] = []
    warnings: list[str] = []
    upstream = False
    for index, element in enumerate(data):
        where = f"[{index}]."
        if not isinstance(element, dict):
            raise FileFormatError(name, Storage.tr("[{index}]: is a JSON {kind}, not an item").format(
                index=index, kind=_json_kind(element)))
        if "format" in element:
            _check_item_format(element["format"], name, where)
            items.append(_strip_format(element))
        elif is_upstream_actor(element):
            raise FileFormatError(name, Storage.tr("[{index}]: is a character; a file holds one character, on its "
                                               "own").format(index=index))
        elif is_upstream_item(element):
            _check_nimble(element, name, where)
            item, item_warnings = _upstream_item(element, where)
            items.append(item)
            warnings += item_warnings
            upstream = True
        elif "name" in element:
            items.append(element)
        else:
            raise FileFormatError(name, Storage.tr("[{index}]: is not an item (no name)").format(index=index))
    items = _checked_items(items, name, single=False)
    return Document("items", items, warnings + _rule_warnings(items),
                    "upstream-item" if upstream else ITEM_FORMAT)


def _check_nimble(data: dict[str, Any], name: str, where: str) -> None:
    """Refuse a Foundry document that says it belongs to another game system."""
    system_id = upstream_system_id(data)
    if system_id is not None and system_id != "nimble":
        prefix = f"{where.rstrip('.')}: " if where else ""
        raise FileFormatError(name, Storage.tr("{where}is a Foundry document of the {system!r} game system, not "
                                               "Nimble").format(where=prefix, system=system_id))


def _upstream_item(data: dict[str, Any], where: str) -> tuple[dict[str, Any], list[str]]:
    """Import one upstream item, warning about a type Nimble does not have."""
    warnings = []
    kind = data.get("type")
    item_id = data.get("_id")
    if item_id not in ("", None) and not isinstance(item_id, str):
        warnings.append(Storage.tr("{where}_id: must be text (got {kind}); the item is identified by its name").format(
            where=where, kind=json_kind(item_id)))
    if kind not in KNOWN_UPSTREAM_ITEM_TYPES:
        warnings.append(Storage.tr("{where}type: upstream item type {type!r} is not one of ours; imported as a "
                                    "feature").format(where=where, type=kind))
    return item_from_upstream(data), warnings


def _checked_items(items: list[dict[str, Any]], name: str, single: bool) -> list[dict[str, Any]]:
    """Items that the engine accepts (each one parsed), else FileFormatError naming the item and field."""
    seen: dict[str, int] = {}
    for index, item in enumerate(items):
        where = "" if single else f"[{index}]"
        too_big = limits.item_problem(item, f"{where}." if where else "")
        if too_big:
            raise FileFormatError(name, too_big)
        try:
            entry = parse_item(item)
        except ItemError as err:
            path = where + (("." if where else "") + err.path if err.path else "")
            raise FileFormatError(name, f"{path}: {err.message}" if path else err.message) from None
        item_id = entry.fields.id
        if item_id is not None:
            if item_id in seen:
                raise FileFormatError(name, Storage.tr("{where}.id: {id!r} is already used by [{other}]").format(
                    where=where, id=item_id, other=seen[item_id]))
            seen[item_id] = index
    return items


def _rule_warnings(items: list[Any]) -> list[str]:
    """One warning per rule of a type the engine does not run (kept verbatim, does nothing)."""
    warnings = []
    for item in items:
        if not isinstance(item, dict):
            continue
        rules = item.get("rules")
        for index, rule in enumerate(rules if isinstance(rules, list) else []):
            rule_type = rule.get("type") if isinstance(rule, dict) else None
            if isinstance(rule, dict) and not isinstance(rule_type, str):
                warnings.append(Storage.tr('{item} / rule {index} / type: must be text such as "chargePool" (got '
                                           '{kind}); '
                                           "kept as is and does nothing").format(
                    item=item.get("name"), index=index, kind=json_kind(rule_type)))
            elif isinstance(rule, dict) and rule_type not in RULE_CLASSES:
                warnings.append(Storage.tr("{item} / rule {index} ({type}): rule type not supported here; kept as is "
                                           "and does nothing").format(item=item.get("name"), index=index,
                                                                      type=rule_type))
    return warnings


def _upstream_character(data: dict[str, Any], name: str) -> Document:
    """Import an upstream character export and check the result."""
    _check_nimble(data, name, "")
    if data.get("type") != "character":
        raise FileFormatError(name, Storage.tr("is a Foundry {type!r} actor; only characters can be imported "
                                               "(actor types: {types})").format(type=data.get("type"),
                                                                               types=", ".join(ACTOR_TYPES)))
    too_big = limits.items_problem(data.get("items"))
    if too_big:
        raise FileFormatError(name, too_big)
    sheet, warnings = character_from_upstream(data)
    too_big = limits.character_problem(sheet)
    if too_big:
        raise FileFormatError(name, Storage.tr("imported character: {problem}").format(problem=too_big))
    try:
        raw, _fields, entries = parse_character(sheet)
    except DocumentError as err:
        raise FileFormatError(name, Storage.tr("imported character: {problem}").format(problem=err)) from None
    return Document("character", raw, warnings + _rule_warnings([e.raw for e in entries]),
                    "upstream-character", entries)


# ----------------------------------------------------------------------------------------------
# Writing


def write_json_atomic(path: PathLike, data: Any) -> None:
    """Write JSON so the file is either the old one or the whole new one (temp file, fsync, rename)."""
    def write(fh: Any) -> None:
        json.dump(data, fh, indent=2, ensure_ascii=False, allow_nan=False)
        fh.write("\n")

    _write_atomic(path, write)


def write_text_atomic(path: PathLike, text: str) -> None:
    """Write text the same way: the old file or the whole new one, never half of it."""
    _write_atomic(path, lambda fh: fh.write(text))


def _write_atomic(path: PathLike, write: Any) -> None:
    target = os.path.realpath(os.fspath(path))  # through a symlink, not over it
    folder = os.path.dirname(target) or "."
    try:
        old_mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        old_mode = None
    except OSError as err:
        raise FileWriteError(path, Storage.tr("cannot write: {reason}").format(reason=err.strerror or err)) from None
    temp, fd = _create_temp(folder, os.path.basename(target), path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            write(fh)
            fh.flush()
            os.fsync(fh.fileno())
        if old_mode is not None:
            os.chmod(temp, old_mode)  # an export over a file keeps that file's permissions
        os.replace(temp, target)
    except BaseException as err:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(err, OSError):
            raise FileWriteError(path, Storage.tr("cannot write: {reason}").format(reason=err.strerror or err)) from err
        raise
    _fsync_folder(folder)


def _create_temp(folder: str, base: str, shown: PathLike) -> tuple[str, int]:
    """A new temporary file beside the target; os.open applies the umask (mkstemp would force 0600)."""
    for _attempt in range(100):
        temp = os.path.join(folder, f".{base}.{os.urandom(6).hex()}.tmp")  # secrets.token_hex, without its imports
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
            return temp, os.open(temp, flags, 0o666)
        except FileExistsError:
            continue
        except OSError as err:
            raise FileWriteError(shown, Storage.tr("cannot write: {reason}").format(
                reason=err.strerror or err)) from None
    raise FileWriteError(shown, Storage.tr("cannot write: no free temporary file name"))


def _fsync_folder(folder: str) -> None:
    """Make the rename itself durable; folders cannot be opened for this on Windows."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on folders; the rename has happened either way
    finally:
        os.close(fd)


def _raw_item(item: Any) -> dict[str, Any]:
    """The item dict of an item dict or a parsed ItemEntry."""
    return item.raw if isinstance(item, ItemEntry) else item


def export_character(doc: Any, path: PathLike, shape: Literal["sheet/1", "upstream"] = "sheet/1") -> None:
    """Write a character as sheet/1 (a Document, or a sheet/1 or sheet/0 dict), or as an upstream actor
    (`shape="upstream"`: storage/upstream_export.py, its level-up history in upstream's shape); checked
    before writing."""
    if isinstance(doc, Document):
        doc = doc.character
    data = migrate(doc) if isinstance(doc, dict) else doc
    try:
        raw, _fields, _entries = parse_character(data)
    except DocumentError as err:
        # Never write a file the app could not open again.
        raise FileFormatError(path, Storage.tr("not exported: {problem}").format(problem=err)) from None
    if shape == "upstream":
        from .upstream_export import character_to_upstream

        write_json_atomic(path, character_to_upstream(raw))
        return
    out = {"format": CHARACTER_FORMAT, **{k: v for k, v in raw.items() if k != "format"}}
    write_json_atomic(path, copy.deepcopy(out))


def export_items(items: Any, path: PathLike, shape: Literal["item/1", "upstream"] = "item/1") -> None:
    """Write items as item/1 (one object, or a list for several) or as upstream item documents."""
    if isinstance(items, (dict, ItemEntry)):
        items = [items]
    if isinstance(items, Document):
        items = items.items
    raws = [_raw_item(item) for item in items]
    if not raws:
        raise ValueError("no items to export")
    if shape not in ("item/1", "upstream"):
        raise ValueError(f"shape must be 'item/1' or 'upstream' (got {shape!r})")
    for index, item in enumerate(raws):
        try:
            parse_item(item)
        except ItemError as err:
            where = f"[{index}]" + (f".{err.path}" if err.path else "")
            raise FileFormatError(path, Storage.tr("not exported: {where}: {problem}").format(
                where=where, problem=err.message)) from None
    if shape == "upstream":
        out: list[Any] = [item_to_upstream(item) for item in raws]
    else:
        out = [{"format": ITEM_FORMAT, **_strip_format(copy.deepcopy(item))} for item in raws]
    write_json_atomic(path, out[0] if len(out) == 1 else out)


__all__ = ["Document", "FileFormatError", "FileWriteError", "MAX_FILE_BYTES", "document_from_data",
           "export_character", "export_items", "parse_json_bytes", "read_document",
           "write_json_atomic"]
