"""Reading any file the app understands, refusing bad ones clearly, and atomic exports."""
import copy
import json
import os
import stat
from pathlib import Path

import pytest

from sheet_app.storage import files
from sheet_app.storage.files import (
    Document,
    FileFormatError,
    FileWriteError,
    export_character,
    export_items,
    read_document,
    write_json_atomic,
)

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "sample-berserker.json"
FIXTURES = ROOT / "tests" / "fixtures" / "upstream"


def write(path: Path, content) -> Path:
    """Write test input: bytes as they are, anything else as JSON."""
    path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    return path


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


WAND = {"id": "wand", "name": "Wand", "type": "object", "equipped": True,
        "rules": [{"type": "chargePool", "identifier": "wand", "max": "3", "dieSize": "d6"}],
        "activation": {"pool": [{"poolType": "charge", "action": "fillCount", "poolIdentifier": "wand",
                                 "value": 1}]}}
CLOAK = {"id": "cloak", "name": "Cloak", "type": "object", "equipped": False, "rules": []}


# ----------------------------------------------------------------------------------------------
# Our formats


def test_sheet1_reads_as_a_character():
    doc = read_document(SAMPLE)
    assert isinstance(doc, Document)
    assert (doc.kind, doc.source, doc.warnings) == ("character", "sheet/1", [])
    assert doc.character == json.loads(SAMPLE.read_text())
    assert doc.items == doc.character["items"]


def test_sheet0_opens_migrated(tmp_path):
    old = {"format": "sheet/0", "name": "Old", "strength": 2, "dexterity": 1, "intelligence": 0, "will": -1,
           "items": [{"id": "w", "name": "Wand", "type": "object",
                      "rules": [{"type": "chargePool", "identifier": "w", "max": "3"}]}],
           "pools": {"w": {"value": 2}}}
    doc = read_document(write(tmp_path / "old.json", old))
    assert (doc.kind, doc.source) == ("character", "sheet/0")
    char = doc.character
    assert char["format"] == "sheet/1"
    assert char["stats"] == {"strength": 2, "dexterity": 1, "intelligence": 0, "will": -1}
    assert "strength" not in char
    assert char["pools"] == {"w": {"current": 2}}


@pytest.mark.parametrize("fmt, family", [("sheet/2", "sheet/0 and sheet/1"), ("item/2", "item/1")])
def test_newer_formats_are_refused_with_a_message(tmp_path, fmt, family):
    path = write(tmp_path / "new.json", {"format": fmt, "name": "Future", "items": [], "rules": []})
    with pytest.raises(FileFormatError) as err:
        read_document(path)
    assert str(err.value).startswith(str(path) + ": ")
    assert "newer than this app understands" in str(err.value) and family in str(err.value)


def test_a_newer_item_inside_a_list_is_refused_naming_it(tmp_path):
    path = write(tmp_path / "items.json", [{"format": "item/1", **CLOAK}, {"format": "item/2", "name": "X"}])
    with pytest.raises(FileFormatError, match=r"items\.json: \[1\]\.format: 'item/2' is newer"):
        read_document(path)


def test_item_documents_one_or_several(tmp_path):
    one = read_document(write(tmp_path / "one.json", {"format": "item/1", **WAND}))
    assert (one.kind, one.source, one.items) == ("items", "item/1", [WAND])  # the file's marker is dropped
    several = read_document(write(tmp_path / "two.json", [{"format": "item/1", **WAND}, CLOAK]))
    assert several.items == [WAND, CLOAK]
    with pytest.raises(ValueError):
        several.character  # noqa: B018


def test_export_character_round_trips_and_writes_sheet1(tmp_path):
    data = json.loads(SAMPLE.read_text())
    del data["format"]
    data = {**data, "format": "sheet/1"}  # format last: the export puts it first
    path = tmp_path / "korr.json"
    export_character(data, path)
    text = path.read_text()
    assert text.startswith('{\n  "format": "sheet/1",') and text.endswith("}\n")
    assert json.loads(text) == data
    assert read_document(path).character == data


def test_export_character_migrates_sheet0_and_accepts_a_document(tmp_path):
    old = {"format": "sheet/0", "name": "Old", "strength": 1, "items": []}
    export_character(old, tmp_path / "a.json")
    assert json.loads((tmp_path / "a.json").read_text()) == {"format": "sheet/1", "name": "Old",
                                                             "items": [], "stats": {"strength": 1}}
    export_character(read_document(SAMPLE), tmp_path / "b.json")
    assert json.loads((tmp_path / "b.json").read_text()) == json.loads(SAMPLE.read_text())


def test_export_character_refuses_a_broken_character_and_keeps_the_old_file(tmp_path):
    path = tmp_path / "korr.json"
    export_character(json.loads(SAMPLE.read_text()), path)
    before = path.read_bytes()
    with pytest.raises(FileFormatError, match=r"korr\.json: not exported: items\[0\]\.type"):
        export_character({"format": "sheet/1", "name": "x", "items": [{"name": "a", "type": "weapon"}]}, path)
    assert path.read_bytes() == before


def test_export_items_shapes(tmp_path):
    export_items([WAND], tmp_path / "one.json")
    assert json.loads((tmp_path / "one.json").read_text()) == {"format": "item/1", **WAND}
    assert (tmp_path / "one.json").read_text().startswith('{\n  "format": "item/1",')
    export_items(WAND, tmp_path / "single.json")
    assert (tmp_path / "single.json").read_bytes() == (tmp_path / "one.json").read_bytes()
    export_items([WAND, CLOAK], tmp_path / "two.json")
    assert json.loads((tmp_path / "two.json").read_text()) == [{"format": "item/1", **WAND},
                                                               {"format": "item/1", **CLOAK}]
    assert read_document(tmp_path / "two.json").items == [WAND, CLOAK]


def test_export_items_upstream_shape_reads_back(tmp_path):
    export_items([WAND, CLOAK], tmp_path / "up.json", shape="upstream")
    out = json.loads((tmp_path / "up.json").read_text())
    assert [d["type"] for d in out] == ["object", "object"]
    assert out[0]["system"]["rules"] == WAND["rules"]
    assert out[0]["system"]["activation"]["effects"][0]["type"] == "pool"
    back = read_document(tmp_path / "up.json")
    assert back.source == "upstream-item"
    assert [item["rules"] for item in back.items] == [WAND["rules"], CLOAK["rules"]]
    assert [item["id"] for item in back.items] == ["wand", "cloak"]
    assert back.items[1]["equipped"] is False


def test_export_items_refuses_bad_input(tmp_path):
    with pytest.raises(ValueError, match="no items"):
        export_items([], tmp_path / "x.json")
    with pytest.raises(ValueError, match="shape"):
        export_items([WAND], tmp_path / "x.json", shape="item/2")  # type: ignore[arg-type]
    with pytest.raises(FileFormatError, match=r"not exported: \[0\]\.name"):
        export_items([{"type": "feature"}], tmp_path / "x.json")
    assert not (tmp_path / "x.json").exists()


# ----------------------------------------------------------------------------------------------
# Bad input: one clear message naming the file, and nothing already saved changes


BAD_INPUTS = {
    "cut-in-string": (b'{"format": "sheet/1", "name": "Korr", "items": [{"name": "Ra', "may be truncated"),
    "cut-in-list": (b'[{"format": "item/1", "name": "Wand"},', "may be truncated"),
    "cut-after-key": (b'{"format": "sheet/1", "name":\n', "may be truncated"),
    "bad-syntax": (b'{"format": "sheet/1", "name": "Korr",, "items": []}', "not valid JSON"),
    "empty": (b"", "is empty"),
    "deep-nesting": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    "binary": (bytes(range(256)) * 4, "not a text file"),
    "nul-bytes": (b'{"a": 1}\x00\x00\x00', "not a text file"),
    "nan": (b'{"format": "sheet/1", "name": "x", "items": [], "bank": NaN}', "NaN is not a JSON value"),
    "wrong-type-name": ({"format": "sheet/1", "name": 5, "items": []}, "name: "),
    "wrong-type-items": ({"format": "sheet/1", "name": "x", "items": {"a": 1}}, "items: "),
    "wrong-type-stat": ({"format": "sheet/1", "name": "x", "stats": {"strength": "3"}, "items": []},
                        "stats.strength"),
    "wrong-type-pool-state": ({"format": "sheet/1", "name": "x", "items": [], "pools": {"w": {"faces": "3"}}},
                              "pools.w.faces"),
    "wrong-item-type": ({"format": "item/1", "name": "Axe", "type": "weapon"}, "type: must be one of"),
    "wrong-format-type": ({"format": 1, "name": "x", "items": []}, "format: must be a text"),
    "duplicate-ids": ([{"id": "a", "name": "A"}, {"id": "a", "name": "B"}], "[1].id: 'a' is already used"),
    "number": (b"42", "is a JSON number, not a character or item document"),
    "string": (b'"hello"', "is a JSON string"),
    "null": (b"null", "is a JSON null"),
    "empty-list": (b"[]", "empty list"),
    "list-of-numbers": (b"[1, 2]", "[0]: is a JSON number, not an item"),
    "package-json": ({"name": "left-pad", "version": "1.3.0", "scripts": {"test": "jest"}},
                     "not a character"),
    "other-format": ({"format": "vcard/4", "name": "x"}, "'vcard/4' is not a format this app reads"),
    "play-script": ({"character": {"format": "sheet/1", "name": "x", "items": []}, "steps": []},
                    "sheet-app play"),
    "foundry-dnd5e-item": ({"name": "Longsword", "type": "weapon", "system": {"damage": {}},
                            "_stats": {"systemId": "dnd5e"}}, "'dnd5e' game system, not Nimble"),
    "foundry-npc": ({"name": "Goblin", "type": "npc", "system": {}, "items": []}, "only characters"),
    "upstream-item-without-name": ({"name": None, "type": "feature", "system": {"rules": []}}, "name: "),
}


@pytest.fixture()
def saved(tmp_path):
    """A character already saved by the app, beside the bad file."""
    path = tmp_path / "saved.json"
    export_character(json.loads(SAMPLE.read_text()), path)
    return path


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_bad_input_gets_one_clear_message_and_changes_nothing(tmp_path, saved, case):
    content, words = BAD_INPUTS[case]
    path = write(tmp_path / f"{case}.json", content)
    before_bad, before_saved = path.read_bytes(), saved.read_bytes()
    with pytest.raises(FileFormatError) as err:
        read_document(path)
    message = str(err.value)
    assert message.startswith(f"{path}: "), message
    assert words in err.value.problem, message  # in the problem, not just the file name
    assert "\n" not in message
    assert err.value.path == str(path)
    assert path.read_bytes() == before_bad and saved.read_bytes() == before_saved
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([path.name, saved.name])


def test_a_100_mb_file_is_refused_by_size_without_reading_it(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(100 * 1024 * 1024)  # sparse: takes no disk space

    def no_reading(*args, **kwargs):
        raise AssertionError("the file was opened")

    monkeypatch.setattr(files, "open", no_reading, raising=False)
    with pytest.raises(FileFormatError, match=r"huge\.json: is 100 MB, larger than the 20 MB limit"):
        read_document(path)


def test_the_size_limit_is_also_enforced_while_reading(tmp_path):
    path = write(tmp_path / "small.json", {"format": "item/1", **WAND})
    with pytest.raises(FileFormatError, match="larger than"):
        read_document(path, limit=10)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(FileFormatError, match=r"missing\.json: cannot read"):
        read_document(tmp_path / "missing.json")
    with pytest.raises(FileFormatError, match="is a folder"):
        read_document(tmp_path)


def test_a_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"format": "item/1", **WAND}).encode())
    assert read_document(path).items == [WAND]


def test_unknown_rule_types_warn_and_are_kept(tmp_path):
    rule = {"type": "teleportFriends", "id": "tp", "range": 12, "nested": {"keep": [1, 2]}}
    item = {"format": "item/1", "name": "Blink", "type": "feature", "rules": [rule]}
    doc = read_document(write(tmp_path / "blink.json", item))
    assert doc.items[0]["rules"] == [rule]
    assert doc.warnings == ["Blink / rule 0 (teleportFriends): rule type not supported "
                            "here; kept as is and does nothing"]


# ----------------------------------------------------------------------------------------------
# Atomic writes


def test_write_json_atomic_writes_whole_json(tmp_path):
    path = tmp_path / "out.json"
    write_json_atomic(path, {"b": "ü", "a": [1, 2.5, None]})
    expected = '{\n  "b": "ü",\n  "a": [\n    1,\n    2.5,\n    null\n  ]\n}\n'
    assert path.read_text(encoding="utf-8") == expected
    assert leftovers(tmp_path) == []


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_write_json_atomic_uses_the_umask_and_keeps_an_existing_files_mode(tmp_path):
    fresh = tmp_path / "fresh.json"
    write_json_atomic(fresh, {})
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o666 & ~umask
    existing = tmp_path / "existing.json"
    existing.write_text("{}")
    existing.chmod(0o640)
    write_json_atomic(existing, {"new": True})
    assert stat.S_IMODE(existing.stat().st_mode) == 0o640


@pytest.mark.skipif(os.name == "nt", reason="symlinks need privileges on Windows")
def test_write_json_atomic_writes_through_a_symlink(tmp_path):
    real = tmp_path / "real.json"
    real.write_text("{}")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    write_json_atomic(link, {"x": 1})
    assert link.is_symlink() and json.loads(real.read_text()) == {"x": 1}


def _old_file(tmp_path: Path) -> tuple[Path, bytes]:
    path = tmp_path / "korr.json"
    export_character(json.loads(SAMPLE.read_text()), path)
    return path, path.read_bytes()


def test_a_failed_rename_leaves_the_old_file_and_no_temp_file(tmp_path, monkeypatch):
    path, before = _old_file(tmp_path)

    def failing_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", failing_replace)
    with pytest.raises(FileWriteError) as err:
        export_character({"format": "sheet/1", "name": "New", "items": []}, path)
    assert str(err.value) == f"{path}: cannot write: No space left on device"
    assert isinstance(err.value, OSError)
    assert path.read_bytes() == before
    assert leftovers(tmp_path) == []


def test_a_failure_midway_through_the_json_leaves_the_old_file(tmp_path, monkeypatch):
    path, before = _old_file(tmp_path)
    real_dump = json.dump

    def half_dump(data, fh, **kwargs):
        fh.write('{"format": "sheet/1", "na')  # half a file reaches the temp file...
        fh.flush()
        raise RuntimeError("interrupted")  # ...then the export dies

    monkeypatch.setattr(files.json, "dump", half_dump)
    with pytest.raises(RuntimeError, match="interrupted"):
        export_items([WAND], path)
    monkeypatch.setattr(files.json, "dump", real_dump)
    assert path.read_bytes() == before
    assert leftovers(tmp_path) == []
    assert read_document(path).kind == "character"


def test_a_failed_fsync_or_unserialisable_data_leaves_the_old_file(tmp_path, monkeypatch):
    path, before = _old_file(tmp_path)
    with pytest.raises(TypeError):
        write_json_atomic(path, {"not json": {1, 2}})
    with pytest.raises(ValueError):
        write_json_atomic(path, {"nan": float("nan")})
    assert path.read_bytes() == before and leftovers(tmp_path) == []

    def failing_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(files.os, "fsync", failing_fsync)
    with pytest.raises(FileWriteError, match="Input/output error"):
        write_json_atomic(path, {"x": 1})
    assert path.read_bytes() == before and leftovers(tmp_path) == []


def test_a_folder_that_does_not_exist_is_a_write_error(tmp_path):
    with pytest.raises(FileWriteError, match="cannot write"):
        write_json_atomic(tmp_path / "nope" / "x.json", {})


def test_export_then_import_keeps_a_character_unchanged(tmp_path):
    data = json.loads(SAMPLE.read_text())
    data["pools"] = {"fury": {"faces": [3, 1]}}
    original = copy.deepcopy(data)
    export_character(data, tmp_path / "a.json")
    assert data == original  # the caller's dict is not touched
    assert read_document(tmp_path / "a.json").character == original



def test_file_format_error_takes_a_whole_message_too():
    err = FileFormatError("x.json: an item file, not a character")
    assert (str(err), err.path, err.problem) == ("x.json: an item file, not a character", "",
                                                 "x.json: an item file, not a character")
