"""Log lines a player reads: fields and triggers in words, not in the file's names."""
import json
from pathlib import Path

from sheet_app.engine.session import Session

SAMPLE = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())


def test_set_and_fire_lines_use_words():
    session = Session(json.loads(json.dumps(SAMPLE)))
    assert session.apply({"do": "set", "field": "hp.current", "value": 5}).log == ["HP 58 → 5"]
    assert session.apply({"do": "set", "field": "stats.will", "value": 2}).log == ["Will 1 → 2"]
    assert session.apply({"do": "fire", "trigger": "onKill"}).log[0] == "Kill triggered"
    assert session.apply({"do": "fire", "trigger": "onTurnStart"}).log[0] == "Turn Start triggered"


def test_header_numbers_are_bounded_in_files_and_actions():
    import pytest

    from sheet_app.engine.document import DocumentError, parse_character

    doc = json.loads(json.dumps(SAMPLE))
    doc["hp"] = {"current": 3_000_000_000, "max": 3_000_000_000}
    with pytest.raises(DocumentError) as err:
        parse_character(doc)
    assert err.value.path == "hp.current" and "1000000" in err.value.message
    session = Session(json.loads(json.dumps(SAMPLE)))
    refused = session.apply({"do": "set", "field": "level", "value": 2_000_000})
    assert refused.code == "invalidStep" and "between" in refused.message
    assert session.apply({"do": "damage", "amount": 10**12}).code == "invalidStep"
