"""Level-up history between upstream's actors and ours (character.md §16, issue 31 item 6): imported from
`system.levelUpHistory`, written back in upstream's shape by `export --upstream`, and a class item's level
fields both ways. The actor is our own, in upstream's shape."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sheet_app.engine.session import Session
from sheet_app.storage.files import export_character
from sheet_app.storage.upstream import character_from_upstream, item_from_upstream

CLASS = {"_id": "tgClass0000000001", "name": "Thornguard", "type": "class",
         "system": {"identifier": "thornguard", "classLevel": 2, "hitDieSize": 10, "keyAbilityScores": ["strength"],
                    "hpData": [6], "abilityScoreData": {"4": {"statIncreaseType": "primary", "value": ""}},
                    "rules": []}}
ENTRY = {"level": 2, "hpIncrease": 6, "abilityIncreases": {}, "skillIncreases": {"lore": 1}, "hitDieAdded": True,
         "classIdentifier": "thornguard", "grantedFeatureIds": [], "grantedSpellIds": [],
         "poolMaxBonuses": {"thorns": 1}}


def actor(history: Any) -> dict[str, Any]:
    return {"name": "Wren", "type": "character", "items": [CLASS],
            "system": {"abilities": {stat: {"baseValue": 1} for stat in ("strength", "dexterity", "intelligence",
                                                                          "will")},
                       "attributes": {"hp": {"value": 16, "max": 16}}, "levelUpHistory": history}}


def test_a_class_item_keeps_its_level_fields_and_writes_them_back() -> None:
    item = item_from_upstream(CLASS)
    assert (item["classLevel"], item["hpData"], item["keyAbilityScores"]) == (2, [6], ["strength"])
    assert item["abilityScoreData"]["4"]["statIncreaseType"] == "primary"


def test_the_history_is_imported_entry_by_entry() -> None:
    sheet, warnings = character_from_upstream(actor([ENTRY, "junk", {"level": "x"}]))
    assert sheet["levelUpHistory"] == [ENTRY] and sheet["poolBonuses"] == {"thorns": 1}
    assert sum("not a level-up entry" in w for w in warnings) == 2
    assert "levelUpHistory" not in character_from_upstream(actor(None))[0]


def test_a_character_levelled_here_exports_its_history_in_upstreams_shape(tmp_path: Path) -> None:
    sheet, _warnings = character_from_upstream(actor([ENTRY]))
    session = Session(sheet)
    result = session.apply({"do": "levelUp", "hp": {"method": "value", "value": 5}, "skill": "might"})
    assert result.ok, result.message
    export_character(session.document(), tmp_path / "wren.json", "upstream")
    out = json.loads((tmp_path / "wren.json").read_text(encoding="utf-8"))
    history = out["system"]["levelUpHistory"]
    assert [entry["level"] for entry in history] == [2, 3] and history[1]["hpIncrease"] == 5
    assert set(history[1]) == set(ENTRY)
    klass = out["items"][0]
    assert (klass["_id"], klass["system"]["classLevel"], klass["system"]["hpData"]) == ("tgClass0000000001", 3, [6, 5])
    assert out["system"]["attributes"]["hp"]["max"] == 21 and out["system"]["skills"]["might"]["points"] == 1
    again, _warnings = character_from_upstream(out)  # and it reads back as the same history
    assert again["levelUpHistory"] == history and again["level"] == 3
