"""The item limit (issue 28 item 5, docs/performance.md "At the item limit"): a character or item file of
exactly `MAX_ITEMS` items is read; one more is refused by check, import, open and play, naming the count
and the limit."""
from __future__ import annotations

import pytest

from sheet_app.checkfile import FileError, check_document
from sheet_app.engine.document import MAX_ITEMS
from sheet_app.play import ScriptError, run_script
from sheet_app.storage import limits
from sheet_app.storage.files import FileFormatError, document_from_data


def items(count: int) -> list[dict]:
    return [{"id": f"i{n}", "name": f"Item {n}"} for n in range(count)]


def test_the_limit_is_the_documented_one_declared_once() -> None:
    assert MAX_ITEMS == limits.MAX_ITEMS == 15_000  # docs/file-formats.md "Limits", docs/performance.md


def test_a_character_at_the_limit_is_read_and_one_item_more_is_refused_naming_count_and_limit() -> None:
    at = {"format": "sheet/1", "name": "Hoarder", "items": items(MAX_ITEMS)}
    document = document_from_data(at, "big.json")
    assert document.kind == "character" and len(document.entries) == MAX_ITEMS
    over = {**at, "items": items(MAX_ITEMS + 1)}
    expected = "items: 15,001 items, more than the limit of 15,000 items"
    with pytest.raises(FileFormatError) as err:
        document_from_data(over, "big.json")
    assert str(err.value) == f"big.json: {expected}"
    with pytest.raises(FileError) as checked:
        check_document(over, "big.json")
    assert str(checked.value) == f"big.json: {expected}"
    with pytest.raises(ScriptError) as played:
        run_script({"character": over, "steps": []})
    assert str(played.value) == f"character.{expected}"


def test_an_item_file_one_over_the_limit_is_refused_naming_count_and_limit() -> None:
    assert len(document_from_data(items(MAX_ITEMS), "items.json").items) == MAX_ITEMS
    with pytest.raises(FileFormatError) as err:
        document_from_data(items(MAX_ITEMS + 1), "items.json")
    assert str(err.value) == "items.json: holds 15,001 items, more than the limit of 15,000 items"
