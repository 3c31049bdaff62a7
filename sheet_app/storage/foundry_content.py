"""Reading the player's own Foundry content: a compendium pack, a system/module/world folder, or unpacked JSON.

`read_content(path)` finds what the path holds and gives its packs, each document converted by the
importer that exists (storage/upstream.py `item_from_upstream`, rules verbatim) and given its compendium
uuid (`_stats.compendiumSource`), ready for the content index (storage/content_index.py). It writes
nothing: anything it cannot read is refused with `ContentError`, whose message names the file, so the
caller's library stays as it was (docs/content.md).

- A pack folder (`CURRENT` plus `*.ldb` / `*.log`) is copied to a temporary folder first (without its
  `LOCK`) and read there by storage/leveldb.py: a running Foundry keeps its lock and its files.
- A system, module or world folder: its manifest's `packs[]` give each pack's folder, label and type;
  only Item packs are read (actors, scenes and journals are not ours), each a LevelDB folder or a folder
  of JSON sources.
- A folder of unpacked JSON (`fvtt package unpack`, a system's `packs/` sources): every `*.json` below it;
  what is not a Foundry item document (a folder entry, an actor) is passed over and counted.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.model import ItemError, parse_item
from ..engine.predicates import slug
from ..i18n import Storage
from . import limits
from .files import MAX_FILE_BYTES, FileFormatError, parse_json_bytes
from .leveldb import LevelDBError, read_pack
from .upstream import is_upstream_actor, is_upstream_item, item_from_upstream, upstream_system_id

# A content folder larger than this is refused before a file is read (a system's packs are a few MB; a
# whole Foundry data folder with its images is not content).
MAX_CONTENT_BYTES = 200 * 1024 * 1024
MANIFESTS = ("system.json", "module.json", "world.json")
_SKIPPED_FOLDERS = {"node_modules", ".git", "__pycache__"}


class ContentError(ValueError):
    """Content that cannot be imported; the message names the file and the problem."""


@dataclass
class ContentDoc:
    """One converted document: the item (rules verbatim, `_stats.compendiumSource` set), its upstream
    original (what the index reads its fields from) and where it came from."""

    uuid: str
    item: dict[str, Any]
    raw: dict[str, Any]
    file: str


@dataclass
class ContentPack:
    source: str  # `package.pack`, the key a re-import replaces
    label: str
    package: str
    pack: str
    path: str
    docs: list[ContentDoc] = field(default_factory=list)


@dataclass
class ContentRead:
    packs: list[ContentPack]
    skipped: int = 0  # documents that are not items (folders, actors, journal pages)
    notes: list[str] = field(default_factory=list)  # packs passed over, with why


def read_content(path: str | os.PathLike[str], *, limit: int = MAX_CONTENT_BYTES) -> ContentRead:
    """The Item packs a path holds, converted; ContentError naming the file when anything is wrong."""
    root = Path(path)
    if not root.exists():
        raise ContentError(Storage.tr("{root}: no such file or folder").format(root=root))
    if not root.is_dir():
        raise ContentError(Storage.tr("{root}: not a folder; choose a pack folder, a system, module or world "
                                      "folder, or a folder of unpacked JSON").format(root=root))
    _check_size(root, limit)
    if (root / "CURRENT").is_file():
        package, pack, label = _pack_names(root)
        read = ContentRead([_leveldb_pack(root, package, pack, label)])
    else:
        manifest = next((root / name for name in MANIFESTS if (root / name).is_file()), None)
        read = _manifest_packs(root, manifest) if manifest is not None else _json_folder(root)
    if not any(pack.docs for pack in read.packs):
        raise ContentError(Storage.tr("{root}: holds no Foundry item documents; {problem}").format(
            root=root, problem=_what_it_is(read)))
    return read


def _what_it_is(read: ContentRead) -> str:
    if read.notes:
        return "; ".join(read.notes)
    return Storage.tr("choose a compendium pack folder (CURRENT and *.ldb files), a system, module or world "
                      "folder (with its system.json, module.json or world.json), or a folder of unpacked JSON")


def _check_size(root: Path, limit: int) -> None:
    total = 0
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in _SKIPPED_FOLDERS]
        for name in files:
            try:
                total += os.stat(os.path.join(folder, name)).st_size
            except OSError:
                continue
            if total > limit:
                raise ContentError(Storage.tr("{root}: more than {size} MB of files; that is not a content folder "
                                              "(choose the system's or module's folder, or one pack)").format(
                    root=root, size=limit // (1024 * 1024)))


# ---- names -------------------------------------------------------------------------------------
def _manifest_data(path: Path) -> dict[str, Any]:
    try:
        data = parse_json_bytes(path.read_bytes(), str(path))
    except OSError as err:
        raise ContentError(Storage.tr("{path}: cannot read: {reason}").format(
            path=path, reason=err.strerror or err)) from None
    except FileFormatError as err:
        raise ContentError(str(err)) from None
    if not isinstance(data, dict):
        raise ContentError(Storage.tr("{path}: not a Foundry manifest (an object with id and packs)").format(path=path))
    return data


def _package_id(data: dict[str, Any], fallback: str) -> str:
    value = data.get("id") or data.get("name")
    return value if isinstance(value, str) and value else fallback


def _pack_names(folder: Path) -> tuple[str, str, str]:
    """(package, pack, label) of a pack folder: from the manifest two levels up when there is one."""
    home = folder.parent.parent
    for name in MANIFESTS:
        if (home / name).is_file():
            try:
                data = _manifest_data(home / name)
            except ContentError:
                break
            for pack in data.get("packs") or []:
                if isinstance(pack, dict) and Path(str(pack.get("path", ""))).name == folder.name:
                    return (_package_id(data, home.name), str(pack.get("name") or folder.name),
                            str(pack.get("label") or folder.name))
            return _package_id(data, home.name), folder.name, folder.name
    return "world", folder.name, folder.name


def _uuid(package: str, pack: str, raw: dict[str, Any], fallback: str) -> str:
    """The compendium uuid Grant Item and Grant Spells match (`Compendium.<package>.<pack>.Item.<id>`)."""
    doc_id = raw.get("_id")
    doc_id = doc_id if isinstance(doc_id, str) and doc_id else fallback
    return f"Compendium.{package}.{pack}.Item.{doc_id}"


# ---- converting one document -------------------------------------------------------------------
def convert(raw: dict[str, Any], uuid: str, where: str) -> ContentDoc:
    """A Foundry item document as our item, checked as any item file is; ContentError naming `where`."""
    system_id = upstream_system_id(raw)
    if system_id is not None and system_id != "nimble":
        raise ContentError(Storage.tr("{where}: a Foundry document of the {system_id!r} game system, not "
                                      "Nimble").format(
            where=where, system_id=system_id))
    try:
        item = item_from_upstream(raw)
    except (TypeError, ValueError, AttributeError) as err:
        raise ContentError(Storage.tr("{where}: the importer refuses {name!r}: {err}").format(
            where=where, name=raw.get('name'), err=err)) from None
    item["_stats"] = {"compendiumSource": uuid}
    problem = limits.item_problem(item)
    if problem:
        raise ContentError(f"{where}: {raw.get('name')!r}: {problem}")
    try:
        parse_item(item)
    except ItemError as err:
        raise ContentError(Storage.tr("{where}: the importer refuses {name!r}: {err}").format(
            where=where, name=raw.get('name'), err=err)) from None
    return ContentDoc(uuid, item, raw, where)


# ---- LevelDB packs -----------------------------------------------------------------------------
def _copy_pack(folder: Path, into: Path) -> None:
    """The pack's files without its LOCK (a running Foundry holds it), so nothing of Foundry's is touched."""
    for entry in folder.iterdir():
        if entry.is_file() and entry.name != "LOCK":
            shutil.copy2(entry, into / entry.name)


def _leveldb_pack(folder: Path, package: str, pack: str, label: str) -> ContentPack:
    with tempfile.TemporaryDirectory(prefix="sheet-app-pack-") as tmp:
        try:
            _copy_pack(folder, Path(tmp))
        except OSError as err:
            raise ContentError(Storage.tr("{path}: cannot read: {reason}").format(
                path=getattr(err, "filename", None) or folder, reason=err.strerror or err)) from None
        try:
            pairs = read_pack(tmp)
        except LevelDBError as err:
            raise ContentError(str(err).replace(tmp, str(folder)) + _locked_hint(folder)) from None
        except OSError as err:
            raise ContentError(Storage.tr("{path}: cannot read: {reason}").format(
                path=folder, reason=err.strerror or err)) from None
    result = ContentPack(f"{package}.{pack}", label, package, pack, str(folder))
    for key, raw in _pack_items(folder, pairs):
        result.docs.append(convert(raw, _uuid(package, pack, raw, key.rsplit("!", 1)[-1]), f"{folder} ({key})"))
    return result


def _locked_hint(folder: Path) -> str:
    lock = folder / "LOCK"
    return (Storage.tr(" (Foundry may be writing it now: {lock} is there; close the world or Foundry and import "
                       "again)").format(lock=lock) if lock.exists() else "")


def _pack_items(folder: Path, pairs: dict[bytes, bytes]) -> Iterator[tuple[str, dict[str, Any]]]:
    """The pack's item documents (`!items!<id>`), their embedded effects put back in place."""
    values: dict[str, Any] = {}
    for key_bytes, value in pairs.items():
        key = key_bytes.decode("utf-8", "replace")
        if key.startswith("!items"):
            try:
                values[key] = parse_json_bytes(value, f"{folder} ({key})")
            except FileFormatError as err:
                raise ContentError(str(err)) from None
    for key in sorted(values):
        raw = values[key]
        if not key.startswith("!items!") or not is_upstream_item(raw):
            continue
        effects = raw.get("effects")
        if isinstance(effects, list):
            raw["effects"] = [values.get(f"!items.effects!{raw.get('_id')}.{e}", e) if isinstance(e, str) else e
                              for e in effects]
        yield key, raw


# ---- manifests ---------------------------------------------------------------------------------
def _manifest_packs(root: Path, manifest: Path) -> ContentRead:
    data = _manifest_data(manifest)
    package = _package_id(data, root.name)
    packs = data.get("packs")
    if not isinstance(packs, list):
        raise ContentError(Storage.tr("{manifest}: has no packs list").format(manifest=manifest))
    read = ContentRead([])
    for entry in packs:
        if not isinstance(entry, dict):
            continue
        name = str(entry.get("name") or "")
        label = str(entry.get("label") or name)
        kind = entry.get("type") or entry.get("entity")
        if kind != "Item":
            read.notes.append(Storage.tr("{label}: a pack of {kind} documents, not items").format(
                label=label, kind=kind or Storage.tr("unknown", "a pack's document type")))
            continue
        folder = root / str(entry.get("path") or f"packs/{name}")
        if folder.suffix == ".db" and folder.is_file():
            read.notes.append(Storage.tr("{folder}: an old (Foundry 10) NeDB pack; open the world in Foundry 11+ "
                                         "once").format(
                folder=folder))
            continue
        if (folder / "CURRENT").is_file():
            read.packs.append(_leveldb_pack(folder, package, name or folder.name, label))
        elif folder.is_dir():
            sub = _json_folder(folder, package=package, pack=name or folder.name, label=label)
            read.packs.extend(sub.packs)
            read.skipped += sub.skipped
        else:
            read.notes.append(Storage.tr("{folder}: missing (the manifest lists the pack {label!r})").format(
                folder=folder, label=label))
    return read


# ---- unpacked JSON -----------------------------------------------------------------------------
def _json_files(root: Path) -> list[Path]:
    found: list[Path] = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in _SKIPPED_FOLDERS and not d.startswith("."))
        found.extend(Path(folder) / f for f in sorted(files) if f.endswith(".json") and f not in MANIFESTS)
    return found


def _read_json(path: Path) -> Any:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ContentError(Storage.tr("{path}: larger than {size} MB; not a document").format(
                path=path, size=MAX_FILE_BYTES // (1024 * 1024)))
        return parse_json_bytes(path.read_bytes(), str(path))
    except OSError as err:
        raise ContentError(Storage.tr("{path}: cannot read: {reason}").format(
            path=path, reason=err.strerror or err)) from None
    except FileFormatError as err:
        raise ContentError(str(err)) from None


def _json_folder(root: Path, *, package: str | None = None, pack: str | None = None,
                 label: str | None = None) -> ContentRead:
    """A folder of unpacked JSON: one pack, named after the folder (its manifest's when it has one)."""
    package = package or "world"
    pack = pack or slug(root.name) or "content"
    result = ContentPack(f"{package}.{pack}", label or root.name, package, pack, str(root))
    read = ContentRead([result])
    for path in _json_files(root):
        data = _read_json(path)
        for index, raw in enumerate(data if isinstance(data, list) else [data]):
            where = f"{path}" if not isinstance(data, list) else f"{path} [{index}]"
            if not is_upstream_item(raw) or is_upstream_actor(raw) or "!folders!" in str(raw.get("_key", "")):
                read.skipped += 1
                continue
            result.docs.append(convert(raw, _uuid(package, pack, raw, slug(str(raw.get("name")))), where))
    return read


def dumps(item: dict[str, Any]) -> str:
    """A converted item as the index stores it."""
    return json.dumps(item, ensure_ascii=False, separators=(",", ":"))
