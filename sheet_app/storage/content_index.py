"""The content index: the player's imported Foundry content in the library (format 8, docs/content.md).

`ContentIndex(library)` stores what storage/foundry_content.py read (`replace`: every source it names
replaced in one BEGIN IMMEDIATE transaction, all or nothing), searches it as the browser types
(`search`: FTS5 prefix queries when this SQLite has FTS5, else LIKE), and answers the level-up dialog
(`features_for`, `subclasses_for`). Qt-free: the UI writes through `LibraryOps.import_content`.
"""
from __future__ import annotations

import json
import re
import sqlite3
import time
from dataclasses import dataclass
from typing import Any

from ..engine.predicates import slug
from ..i18n import Storage
from .foundry_content import ContentDoc, ContentError, ContentRead, dumps
from .library import Library

_WORD = re.compile(r"\w+", re.UNICODE)
_TAG = re.compile(r"<[^>]*>")


@dataclass(frozen=True)
class ContentRow:
    """One indexed document, without its converted item (`ContentIndex.item` reads that)."""

    source: str
    uuid: str
    type: str
    name: str
    cls: str
    subclass: str
    parent_class: str
    group: str
    levels: tuple[int, ...]
    tier: int | None
    school: str


@dataclass(frozen=True)
class SourceInfo:
    source: str
    label: str
    path: str
    count: int
    imported: float


def _system(raw: dict[str, Any]) -> dict[str, Any]:
    system = raw.get("system")
    return system if isinstance(system, dict) else {}


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _levels(system: dict[str, Any]) -> list[int]:
    levels = system.get("gainedAtLevels")
    found = [v for v in levels if isinstance(v, int) and not isinstance(v, bool)] if isinstance(levels, list) else []
    single = system.get("gainedAtLevel")
    if not found and isinstance(single, int) and not isinstance(single, bool):
        found = [single]
    return sorted(set(found))


def _selection(system: dict[str, Any]) -> dict[str, Any]:
    """The pick-N groups a feature opens (`levelUpOptions`) and its own counts by level."""
    options = []
    for option in system.get("levelUpOptions") or []:
        if not isinstance(option, dict):
            continue
        groups = [g for g in option.get("selectionGroups") or [] if isinstance(g, str)]
        levels = [v for v in option.get("applyAtLevels") or [] if isinstance(v, int)]
        count = option.get("selectionCount")
        options.append({"id": _text(option.get("id")), "label": _text(option.get("label")), "groups": groups,
                         "levels": levels, "count": count if isinstance(count, int) and count > 0 else 1})
    by_level = system.get("selectionCountByLevel")
    return {"options": options, "countByLevel": by_level if isinstance(by_level, dict) else {}}


def class_identifier(doc: dict[str, Any]) -> str:
    """A class's identifier: upstream's `system.identifier`, else the slug of its name (engine §2)."""
    system = _system(doc.get("upstream") or doc)
    return _text(system.get("identifier")) or slug(_text(doc.get("name")))


def _subclass_keys(doc: dict[str, Any]) -> set[str]:
    """What a subclass's features name as their group: its identifier and the slug of its name."""
    system = _system(doc.get("upstream") or doc)
    return {k for k in (_text(system.get("identifier")), slug(_text(doc.get("name")))) if k}


def _row(source: str, doc: ContentDoc) -> tuple[Any, ...]:
    raw, system = doc.raw, _system(doc.raw)
    kind = _text(raw.get("type"))
    is_sub = system.get("subclass") is True
    group = _text(system.get("group"))
    cls = _text(system.get("class")) or (_text(system.get("identifier")) or slug(_text(raw.get("name")))
                                         if kind == "class" else "")
    tier = system.get("tier") if kind == "spell" and isinstance(system.get("tier"), int) else None
    return (source, doc.uuid, _text(raw.get("_id")), kind, _text(raw.get("name")), cls, group if is_sub else "",
            _text(system.get("parentClass")), group, json.dumps(_levels(system)), json.dumps(_selection(system)),
            tier, _text(system.get("school")) if kind == "spell" else "", doc.file, dumps(doc.item))


def _words(doc: ContentDoc) -> str:
    system = _system(doc.raw)
    description = system.get("description")
    text = description if isinstance(description, str) else ""
    return " ".join([_TAG.sub(" ", text), _text(system.get("class")), _text(system.get("school")),
                     _text(doc.raw.get("type"))])


class ContentIndex:
    """The content tables of one library."""

    def __init__(self, library: Library):
        self.library = library
        self.fts = library.db.execute("SELECT 1 FROM sqlite_master WHERE name = 'content_search'").fetchone() \
            is not None
        # Every row's fields by rowid, read once and kept while the file is the same (`PRAGMA data_version`
        # moves when another connection writes; this one's own writes clear it): a keystroke's search reads
        # only the matching rowids.
        self._row_cache: dict[int, ContentRow] = {}
        self._version: int | None = None

    # ---- writing -------------------------------------------------------------------------------
    def replace(self, read: ContentRead) -> dict[str, int]:
        """Store every pack read, each replacing its source's rows, in one transaction; {source: count}."""
        for pack in read.packs:
            seen: dict[str, str] = {}
            for doc in pack.docs:
                if doc.uuid in seen:
                    raise ContentError(Storage.tr("{file}: the same document id as {other} ({uuid})").format(
                        file=doc.file, other=seen[doc.uuid], uuid=doc.uuid))
                seen[doc.uuid] = doc.file
        packs = [p for p in read.packs if p.docs]

        def work(db: sqlite3.Connection) -> dict[str, int]:
            counts = {}
            for pack in packs:
                self._drop(db, pack.source)
                db.execute("INSERT INTO content_sources VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (pack.source, pack.label, pack.package, pack.pack, pack.path, time.time(), len(pack.docs)))
                rows = [_row(pack.source, doc) for doc in pack.docs]
                db.executemany("INSERT INTO content VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
                if self.library.fault is not None:
                    self.library.fault("content-rows")
                if self.fts:
                    db.executemany(
                        "INSERT INTO content_search (rowid, name, words) SELECT rowid, ?, ? FROM content "
                        "WHERE source = ? AND uuid = ?",
                        [(_text(doc.raw.get("name")), _words(doc), pack.source, doc.uuid) for doc in pack.docs])
                counts[pack.source] = len(pack.docs)
            return counts

        self._row_cache.clear()
        try:
            result: dict[str, int] = self.library._write(work)
        finally:
            self._row_cache.clear()
        return result

    def _drop(self, db: sqlite3.Connection, source: str) -> None:
        if self.fts:
            db.execute("DELETE FROM content_search WHERE rowid IN (SELECT rowid FROM content WHERE source = ?)",
                       (source,))
        db.execute("DELETE FROM content WHERE source = ?", (source,))
        db.execute("DELETE FROM content_sources WHERE source = ?", (source,))

    # ---- reading -------------------------------------------------------------------------------
    def sources(self) -> list[SourceInfo]:
        with self.library._reading():
            rows = self.library.db.execute("SELECT source, label, path, count, imported FROM content_sources "
                                           "ORDER BY label COLLATE NOCASE").fetchall()
        return [SourceInfo(*row) for row in rows]

    def facets(self) -> dict[str, list[Any]]:
        """The values each filter offers: types, classes, tiers and schools present in the index."""
        db = self.library.db
        with self.library._reading():
            def values(column: str) -> list[Any]:
                return [r[0] for r in db.execute(f"SELECT DISTINCT {column} FROM content WHERE {column} IS NOT NULL "
                                                 f"AND {column} != '' ORDER BY {column}")]
            return {"type": values("type"), "class": values("class"), "tier": values("tier"),
                    "school": values("school")}

    def search(self, text: str = "", *, source: str | None = None, kind: str | None = None, cls: str | None = None,
               level: int | None = None, tier: int | None = None, school: str | None = None,
               limit: int = 2000) -> list[ContentRow]:
        """The documents matching every filter given, by name; `text` matches word prefixes of the name and
        description (FTS5), or anywhere in the name and description (LIKE)."""
        where, args = [], []
        for column, value in (("source", source), ("type", kind), ("class", cls), ("tier", tier),
                              ("school", school)):
            if value is not None:
                where.append(f"c.{column} = ?")
                args.append(value)
        if level is not None:
            where.append("EXISTS (SELECT 1 FROM json_each(c.levels) WHERE value = ?)")
            args.append(level)
        words = _WORD.findall(text)
        if words and self.fts:
            where.append("c.rowid IN (SELECT rowid FROM content_search WHERE content_search MATCH ?)")
            args.append(" ".join(f'"{w}"*' for w in words))
        elif words:
            for w in words:
                where.append("(c.name LIKE ? ESCAPE '\\' OR c.doc LIKE ? ESCAPE '\\')")
                pattern = "%" + w.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
                args += [pattern, pattern]
        sql = ("SELECT c.rowid FROM content c" + (" WHERE " + " AND ".join(where) if where else "") +
               " ORDER BY c.name COLLATE NOCASE, c.uuid LIMIT ?")
        with self.library._reading():
            rows = self._all_rows()
            found = self.library.db.execute(sql, [*args, limit]).fetchall()
        return [rows[r[0]] for r in found if r[0] in rows]

    def _all_rows(self) -> dict[int, ContentRow]:
        version = self.library.db.execute("PRAGMA data_version").fetchone()[0]
        if version != self._version or not self._row_cache:
            self._row_cache = {r[0]: ContentRow(r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], tuple(json.loads(r[9])),
                                           r[10], r[11])
                          for r in self.library.db.execute(
                              "SELECT rowid, source, uuid, type, name, class, subclass, parent_class, feature_group, "
                              "levels, tier, school FROM content")}
            self._version = version
        return self._row_cache

    def item(self, source: str, uuid: str) -> dict[str, Any]:
        """The converted item of one document (a new copy each time)."""
        with self.library._reading():
            row = self.library.db.execute("SELECT doc FROM content WHERE source = ? AND uuid = ?",
                                          (source, uuid)).fetchone()
        if row is None:
            raise ContentError(Storage.tr("{uuid}: not in the content index (was its source imported again?)").format(
                uuid=uuid))
        return dict(json.loads(row[0]))

    def resolve(self, uuid: str) -> dict[str, Any] | None:
        """The item a Grant Item uuid names: that uuid, else the document of the same Foundry id (a pack
        imported from unpacked JSON is named after its folder, not its package)."""
        doc_id = uuid.rsplit(".", 1)[-1]
        with self.library._reading():
            row = self.library.db.execute(
                "SELECT doc FROM content WHERE uuid = ? UNION ALL SELECT doc FROM content WHERE doc_id = ? LIMIT 1",
                (uuid, doc_id)).fetchone()
        return dict(json.loads(row[0])) if row else None

    # ---- the level-up's provider ---------------------------------------------------------------
    def _rows(self, sql: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        with self.library._reading():
            return self.library.db.execute(sql, args).fetchall()

    def documents(self) -> list[dict[str, Any]]:
        """Every imported item document, in import order (what Grant Item and Grant Spells copy from)."""
        return [json.loads(r[0]) for r in self._rows("SELECT doc FROM content ORDER BY rowid", ())]

    def subclasses_for(self, class_doc: dict[str, Any]) -> list[dict[str, Any]]:
        """The subclasses whose `parentClass` is this class's identifier, by name, each
        `{"uuid", "name", "source", "item"}` (item: the converted subclass document)."""
        rows = self._rows("SELECT uuid, name, source, doc FROM content WHERE type = 'subclass' AND parent_class = ? "
                          "ORDER BY name COLLATE NOCASE, uuid", (class_identifier(class_doc),))
        return [{"uuid": r[0], "name": r[1], "source": r[2], "item": json.loads(r[3])} for r in rows]

    def features_for(self, class_doc: dict[str, Any], subclass_doc: dict[str, Any] | None,
                     level: int) -> list[dict[str, Any]]:
        """The class's (and subclass's) features gained at `level`: docs/content.md "The level-up's provider"."""
        cls = class_identifier(class_doc)
        rows = self._rows("SELECT uuid, name, source, feature_group, subclass, selection, levels, doc FROM content "
                          "WHERE type = 'feature' AND class = ? ORDER BY name COLLATE NOCASE, uuid", (cls,))
        subclass_keys = _subclass_keys(subclass_doc) if subclass_doc else set()
        opened: dict[str, dict[str, Any]] = {}  # group -> the option of a feature that opens it at this level
        for *_head, selection, levels, _doc in rows:
            for option in json.loads(selection)["options"]:
                if level in (option["levels"] or json.loads(levels)):
                    for group in option["groups"]:
                        opened[group] = option
        found = []
        for uuid, name, source, group, sub, _selection, levels, doc in rows:
            if level not in json.loads(levels):
                continue
            if sub and sub not in subclass_keys:
                continue
            choice = opened.get(group)
            if choice is None and group not in ("", f"{cls}-progression") and not sub \
                    and self._is_option_group(rows, group):
                continue  # an option of a pick-N group no feature opens at this level
            found.append({"uuid": uuid, "name": name, "source": source, "group": group, "subclass": bool(sub),
                          "item": json.loads(doc),
                          "selection": None if choice is None else {"id": choice["id"], "label": choice["label"],
                                                                    "count": choice["count"], "group": group}})
        return found

    @staticmethod
    def _is_option_group(rows: list[tuple[Any, ...]], group: str) -> bool:
        return any(group in option["groups"] for row in rows for option in json.loads(row[5])["options"])
