"""The Level up dialog's content (views/level_up.py's `LevelContent`) read from the library's content index
(storage/content_index.py): the two were built side by side, and this is where their shapes meet.

- `features_for`: the index's rows, each as a `LevelFeature`: a row with a `selection` (an option of a
  pick-N group a feature opens at that level) is a choice of that group with its count and label; a row
  without one is automatic (`group` "").
- `subclasses_for`: the subclass item documents of the class.
- `epic_boons`: the imported boons whose `boonType` is "epic".
- `library`: every imported item document, which Grant Item and Grant Spells match by their compendium
  source.
- `documents_of(kind)`: the imported documents of one type, by name (the New character dialog's classes,
  ancestries and backgrounds).
"""
from __future__ import annotations

from typing import Any

from ..storage.content_index import ContentIndex
from .level_up import LevelFeature


class ContentLevels:
    """`LevelContent` over the content index; each call reads the index as it is now."""

    def __init__(self, index: ContentIndex):
        self.index = index

    def features_for(self, class_doc: dict[str, Any], subclass_doc: dict[str, Any] | None,
                     level: int) -> list[LevelFeature]:
        found: list[LevelFeature] = []
        for row in self.index.features_for(class_doc, subclass_doc, level):
            selection = row.get("selection")
            if selection is None:
                found.append({"item": row["item"], "group": "", "choose": 0, "groupLabel": ""})
            else:
                count = selection.get("count")
                found.append({"item": row["item"], "group": str(selection.get("group") or selection.get("id")),
                              "choose": count if isinstance(count, int) and count > 0 else 1,
                              "groupLabel": str(selection.get("label") or "")})
        return found

    def subclasses_for(self, class_doc: dict[str, Any]) -> list[dict[str, Any]]:
        return [row["item"] for row in self.index.subclasses_for(class_doc)]

    def epic_boons(self) -> list[dict[str, Any]]:
        return [doc for doc in self.library() if _boon_type(doc) == "epic"]

    def library(self) -> list[dict[str, Any]]:
        return self.index.documents()

    def documents_of(self, kind: str) -> list[dict[str, Any]]:
        return [self.index.item(row.source, row.uuid) for row in self.index.search(kind=kind)]


def _boon_type(doc: dict[str, Any]) -> str:
    upstream = doc.get("upstream")
    system = (upstream or doc).get("system") if isinstance(upstream or doc, dict) else None
    value = system.get("boonType") if isinstance(system, dict) else None
    return value if isinstance(value, str) else ""
