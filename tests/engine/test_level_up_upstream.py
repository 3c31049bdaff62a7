"""Issue 31's "Done when", in the engine: a level-1 Berserker from upstream's own documents
(../shared/fixtures/upstream/character/, read where it exists; nothing of it is committed) levelled to 6
through views/level_up.py's plan and step, as the dialog does: the class's features of levels 1-6, the
subclass picked at 3, the stat increases of levels 4 and 5, HP and hit dice as character.md §16 says.

The provider here is a small `LevelContent` over those documents, converted by the importer that exists
(storage/upstream.py): a feature is offered at the first level of its `gainedAtLevels`; the class's
`savage-arsenal` group is a pick of one at each of its levels (the ones already taken are not offered)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.predicates import slug
from sheet_app.engine.session import Session
from sheet_app.storage.upstream import item_from_upstream
from sheet_app.views.level_up import Choices, LevelFeature, level_plan, level_step, preview

UPSTREAM = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "upstream" / "character"
pytestmark = pytest.mark.skipif(not UPSTREAM.is_dir(), reason="../shared/fixtures/upstream is absent")
PICK_GROUPS = {"savage-arsenal": 1}


def _docs(folder: str) -> list[dict[str, Any]]:
    return [json.loads(path.read_text(encoding="utf-8")) for path in sorted((UPSTREAM / folder).rglob("*.json"))]


class UpstreamContent:
    def __init__(self) -> None:
        self.features = [doc for doc in _docs("classFeatures/core/berserker")]
        self.subclasses = _docs("subclasses/core/berserker")
        self.taken: set[str] = set()

    def features_for(self, class_doc: dict[str, Any], subclass_doc: dict[str, Any] | None,
                     level: int) -> list[LevelFeature]:
        found = []
        sub = slug(str((subclass_doc or {}).get("name", "")))
        for doc in self.features:
            system = doc["system"]
            levels = system.get("gainedAtLevels") or [system.get("gainedAtLevel")]
            group = system.get("group", "")
            if system.get("subclass") and group != sub:
                continue
            choose = PICK_GROUPS.get(group, 0)
            if (levels[0] == level and not choose) or (choose and level in levels and doc["name"] not in self.taken):
                found.append(LevelFeature(item=item_from_upstream(doc), group=group if choose else "",
                                          choose=choose, groupLabel=group.replace("-", " ").title()))
        return found

    def subclasses_for(self, class_doc: dict[str, Any]) -> list[dict[str, Any]]:
        return [item_from_upstream(doc) for doc in self.subclasses]

    def epic_boons(self) -> list[dict[str, Any]]:
        return []

    def library(self) -> list[dict[str, Any]]:
        return []


def test_a_level_1_berserker_levelled_to_6_from_upstreams_documents() -> None:
    klass = item_from_upstream(json.loads((UPSTREAM / "classes" / "core" / "berserker.json").read_text("utf-8")))
    content = UpstreamContent()
    doc = {"format": "sheet/1", "name": "Korr", "level": 1, "keyStats": ["strength", "dexterity"],
           "stats": {"strength": 2, "dexterity": 2, "intelligence": -1, "will": 0}, "hp": {"current": 20, "max": 20},
           "levelUpHistory": [], "items": [klass]}
    doc["items"] += [f["item"] for f in content.features_for(klass, None, 1)]
    session = Session(doc, roller=ScriptedRoller([]))
    stats = {4: ["strength"], 5: ["will"]}
    for level in range(2, 7):
        plan = level_plan(session.char, content, None)
        choices = Choices(method="average", stats=stats.get(level, []), skill="might")
        if plan.asks_subclass:
            choices.subclass = next(s for s in plan.subclasses if s["name"] == "Path of the Red Mist")
            plan = level_plan(session.char, content, choices.subclass)
        for group in plan.groups:
            choices.picked[group.id] = group.items[:group.choose]
            content.taken |= {item["name"] for item in group.items[:group.choose]}
        step = level_step(plan, choices)
        lines, refused = preview(session, step)
        assert not refused, refused
        result = session.apply(step)
        assert result.ok, (level, result.code, result.message)
    names = [item.name for item in session.char.items]
    for name in ("Rage", "That all you got?!", "Intensifying Fury", "One with the Ancients", "Bloodlust",
                 "Path of the Red Mist", "Blood Frenzy", "Savage Awareness", "Enduring Rage"):
        assert any(n.lower().startswith(name.lower()[:12]) for n in names), (name, names)
    assert sum(1 for item in session.char.items if item.raw.get("upstream", {}).get("system", {}).get("group")
               == "savage-arsenal") == 2  # one pick at 4, one at 6
    assert (session.char.level, session.char.stat("strength"), session.char.stat("will")) == (6, 3, 1)
    assert session.char.track("hp")[1] == 20 + 5 * 7  # the d12's average, ceil(13 / 2) = 7, five times
    assert session.char.hit_dice() == {"d12": (6, 6)}
    assert [entry["level"] for entry in session.doc["levelUpHistory"]] == [2, 3, 4, 5, 6]
    assert "Level 5 → 6" in lines[0]
