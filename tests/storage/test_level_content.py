"""Issue 31's "Done when" through the library: upstream's documents (../shared/fixtures/upstream/character/,
read where they exist, nothing of them committed) imported once as unpacked JSON and once as a LevelDB pack
into the content index, and a level-1 Berserker levelled to 6 with the Level up dialog's plan reading that
index (views/content_levels.py): the features of levels 1-6, the subclass at 3, the stat increases of 4 and
5, HP and hit dice as character.md §16 says. Our own Warden content (content_fixtures.py) checks the
adapter where upstream's documents are absent."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.storage.content_index import ContentIndex
from sheet_app.storage.foundry_content import read_content
from sheet_app.storage.library import Library
from sheet_app.views.content_levels import ContentLevels
from sheet_app.views.level_up import Choices, level_plan, level_step, preview

sys.path.insert(0, str(Path(__file__).parent))
import content_fixtures as fx  # noqa: E402

UPSTREAM = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "upstream" / "character"


@pytest.fixture
def lib(tmp_path):
    library = Library(tmp_path / "lib.sqlite3")
    yield library
    library.close()


def upstream_index(lib: Library, tmp_path: Path, shape: str) -> ContentIndex:
    """The content index of upstream's documents imported as unpacked JSON ("json") or as a LevelDB pack built
    from them ("pack")."""
    path = UPSTREAM
    if shape == "pack":
        docs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(UPSTREAM.rglob("*.json"))]
        path = tmp_path / "pack"
        fx.write_log_pack(path, fx.pack_pairs(docs))
    index = ContentIndex(lib)
    index.replace(read_content(path))
    return index


def _class_doc(index: ContentIndex, name: str) -> dict:
    [row] = [r for r in index.search(kind="class") if r.name == name]
    return index.item(row.source, row.uuid)


def test_the_adapter_turns_the_indexs_rows_into_the_dialogs_features(lib, tmp_path):
    index = ContentIndex(lib)
    index.replace(read_content(fx.write_json_folder(tmp_path / "json")))
    content = ContentLevels(index)
    warden = _class_doc(index, "Warden")
    rows = index.features_for(warden, None, 1)
    offers = content.features_for(warden, None, 1)
    assert [o["item"]["name"] for o in offers] == [r["name"] for r in rows] and offers
    for row, offer in zip(rows, offers, strict=True):
        if row["selection"] is None:
            assert (offer["group"], offer["choose"]) == ("", 0)
        else:
            assert offer["choose"] == row["selection"]["count"] and offer["group"]
    assert [s["name"] for s in content.subclasses_for(warden)] == [s["name"] for s in index.subclasses_for(warden)]
    assert len(content.library()) == sum(1 for _ in index.search())


@pytest.mark.skipif(not UPSTREAM.is_dir(), reason="../shared/fixtures/upstream is absent")
@pytest.mark.parametrize("shape", ["json", "pack"])
def test_a_level_1_berserker_levelled_to_6_from_the_imported_content(lib, tmp_path, shape):
    index = upstream_index(lib, tmp_path, shape)
    content = ContentLevels(index)
    klass = _class_doc(index, "Berserker")
    doc = {"format": "sheet/1", "name": "Korr", "level": 1, "keyStats": ["strength", "dexterity"],
           "stats": {"strength": 2, "dexterity": 2, "intelligence": -1, "will": 0}, "hp": {"current": 20, "max": 20},
           "levelUpHistory": [], "items": [klass]}
    doc["items"] += [offer["item"] for offer in content.features_for(klass, None, 1)]
    session = Session(doc, roller=ScriptedRoller([]))
    stats = {4: ["strength"], 5: ["will"]}
    picked: list[str] = []
    for level in range(2, 7):
        plan = level_plan(session.char, content, None)
        choices = Choices(method="average", stats=stats.get(level, []), skill="might")
        if plan.asks_subclass:
            choices.subclass = next(s for s in plan.subclasses if s["name"] == "Path of the Red Mist")
            plan = level_plan(session.char, content, choices.subclass)
        for group in plan.groups:
            choices.picked[group.id] = group.items[:group.choose]
            picked += [item["name"] for item in group.items[:group.choose]]
        lines, refused = preview(session, level_step(plan, choices))
        assert not refused, refused
        result = session.apply(level_step(plan, choices))
        assert result.ok, (level, result.code, result.message)
    names = [item.name for item in session.char.items]
    for name in ("Rage", "That all you got?!", "Intensifying Fury", "One with the Ancients", "Bloodlust",
                 "Path of the Red Mist", "Blood Frenzy", "Savage Awareness", "Enduring Rage"):
        assert any(n.lower().startswith(name.lower()[:12]) for n in names), (name, names)
    assert len(names) == len(set(names)), names  # a feature of several levels, or a pick, is added once
    assert len(picked) == 2 and len(set(picked)) == 2  # Savage Arsenal at 4 and at 6, two different ones
    assert (session.char.level, session.char.stat("strength"), session.char.stat("will")) == (6, 3, 1)
    assert session.char.track("hp")[1] == 20 + 5 * 7  # the d12's average, ceil(13 / 2) = 7, five times
    assert session.char.hit_dice() == {"d12": (6, 6)}
    assert [entry["level"] for entry in session.doc["levelUpHistory"]] == [2, 3, 4, 5, 6]
