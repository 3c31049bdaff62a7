"""A consumer bound to another item's pool while its own item defines one says so (issue 32 item 5)."""
from __future__ import annotations

import copy
import json
from pathlib import Path

from sheet_app.engine.lint import lint_character
from sheet_app.engine.session import Session

SAMPLE = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())


def reference_tayg(pool: str = "fury") -> dict:
    """"That all you got?!" as the reference writes it: its own Fury Dice pool, a consumer of `pool`."""
    return {"id": "tayg-ref", "name": "That all you got?! (reference)", "type": "feature", "rules": [
        {"type": "dicePool", "label": "Fury Dice", "identifier": "fury-dice", "dieSize": "d4", "max": "@key",
         "initial": "zero"},
        {"type": "diceConsumer", "label": "That all you got?!", "poolIdentifier": pool, "mode": "manual",
         "cost": "1", "effectFormula": "(@strength + @dexterity) * @n", "effectType": "damageReduction"}]}


def _warnings(doc: dict, item: str) -> list[str]:
    return [p.message for p in lint_character(Session(doc).char) if p.item == item and p.field == "poolIdentifier"]


def test_a_consumer_of_another_items_pool_beside_its_own_pool_is_warned_about():
    doc = copy.deepcopy(SAMPLE)
    doc["items"].append(reference_tayg())
    said = _warnings(doc, "That all you got?! (reference)")
    assert said == ["this item's pool is 'fury-dice'; 'fury' is Rage's (set the pool to 'fury-dice' to spend "
                    "this item's own)"]


def test_its_own_pool_or_no_pool_of_its_own_is_not_warned_about():
    doc = copy.deepcopy(SAMPLE)
    doc["items"].append(reference_tayg("fury-dice"))
    assert _warnings(doc, "That all you got?! (reference)") == []
    assert _warnings(copy.deepcopy(SAMPLE), "That all you got?!") == []  # the sample's spends Rage's: no pool


def test_a_pool_of_the_other_kind_on_the_item_is_not_its_pool():
    # Blood Frenzy defines a charge pool and spends Rage's dice: nothing to say.
    assert _warnings(copy.deepcopy(SAMPLE), "Blood Frenzy") == []
