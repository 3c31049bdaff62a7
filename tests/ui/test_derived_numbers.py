"""The header shows the derived wounds maximum (engine/numbers.py) and edits the document's base."""
from sheet_helpers import make_window


def test_the_header_shows_the_derived_wounds_maximum_and_edits_the_base(qtbot, library, settings, sample_doc):
    sample_doc["wounds"] = {"current": 1, "max": 6}
    sample_doc["items"].append({"id": "belt", "name": "Belt of Toughness", "type": "object", "equipped": True,
                                "rules": [{"id": "tough", "type": "maxWounds", "value": "2"}]})
    window = make_window(qtbot, library, settings, sample_doc)
    header = window.header
    assert header.wounds.maximum() == 8 and header.wounds_max.value() == 6
    assert "8 with its rules" in header.wounds_max.toolTip()
    assert window.apply({"do": "equip", "item": "Belt of Toughness", "on": False}).ok
    assert header.wounds.maximum() == 6 and header.wounds_max.value() == 6
    assert header.wounds_max.toolTip() == "Wounds at which the character dies"
    window.ops.undo()
    assert header.wounds.maximum() == 8
