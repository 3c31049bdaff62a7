"""Issue 31 item 5 without Qt: a level-1 Berserker built by views/new_character.py from upstream's documents
imported as unpacked JSON and as a pack (skipped where ../shared is absent), and the starting-HP table."""
from __future__ import annotations

import pytest
from test_level_content import UPSTREAM, _class_doc, lib, upstream_index  # noqa: F401  (lib: the fixture)

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.views.content_levels import ContentLevels
from sheet_app.views.new_character import new_character, starting_hp

STATS = {"strength": 2, "dexterity": 2, "intelligence": -1, "will": 0}


def test_starting_hp_by_hit_die_and_none_for_a_d20():
    assert [starting_hp({"hitDieSize": n}) for n in (4, 6, 8, 10, 12, 20)] == [7, 10, 13, 17, 20, 0]
    assert starting_hp({}) == starting_hp({"hitDieSize": True}) == 0


def test_a_nameless_or_statless_character_is_refused_with_a_message():
    with pytest.raises(ValueError, match="name"):
        new_character(None, {}, "  ", STATS)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="will"):
        new_character(None, {}, "Korr", {**STATS, "will": None})  # type: ignore[arg-type]


@pytest.mark.skipif(not UPSTREAM.is_dir(), reason="../shared/fixtures/upstream is absent")
@pytest.mark.parametrize("shape", ["json", "pack"])
def test_a_level_1_berserker_from_the_imported_content(lib, tmp_path, shape):  # noqa: F811
    index = upstream_index(lib, tmp_path, shape)
    doc = new_character(ContentLevels(index), _class_doc(index, "Berserker"), "Korr", STATS)
    char = Session(doc, roller=ScriptedRoller([])).char
    names = [item.name for item in char.items]
    assert names[0] == "Berserker" and any(n.startswith("Rage") for n in names), names
    assert (char.level, char.track("hp")[1], char.hit_dice()) == (1, 20, {"d12": (1, 1)})
    assert char.stat("strength") == 2
