"""Every key of our formats and of the Foundry shapes, holding a value of another JSON type, is refused
with a message naming the field or loaded cleanly — never a traceback — and a refusal leaves the
library as it was. A seeded property test over the fixtures, and the cases that used to crash."""
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_json import attempt, fixtures, paths, replaced, snapshot
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from sheet_app.checkfile import FileError, check_document
from sheet_app.engine.document import DocumentError
from sheet_app.play import ScriptError, run_script
from sheet_app.storage import limits
from sheet_app.storage.files import FileFormatError, document_from_data
from sheet_app.storage.library import Library

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text())
ACTOR = json.loads((ROOT / "tests" / "fixtures" / "upstream" / "actor-brannoc.json").read_text())
WAND = json.loads((ROOT / "tests" / "fixtures" / "upstream" / "storm-wand.json").read_text())
RULED = next(i for i, item in enumerate(SAMPLE["items"]) if item.get("rules"))
FIXTURES = fixtures()
TARGETS = [(name, kind, data, list(paths(data))) for name, kind, data in FIXTURES]

JSON = st.recursive(st.none() | st.booleans() | st.integers(-(10**15), 10**15)
                    | st.floats(allow_nan=False, allow_infinity=False, min_value=-1e15, max_value=1e15)
                    | st.sampled_from(["", "max", "1d6", "chargePool", "actor", "x"]) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                                 max_size=3),
                    max_leaves=6)


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    lib = Library(tmp_path_factory.mktemp("json-types") / "lib.sqlite3")
    yield lib
    lib.close()


@seed(20261201)
@settings(max_examples=800, deadline=None, derandomize=False, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(target=st.sampled_from(TARGETS), where=st.integers(min_value=0), value=JSON)
def test_any_json_type_anywhere_is_refused_or_loaded_cleanly(library, target, where, value):
    name, kind, doc, doc_paths = target
    path = doc_paths[where % len(doc_paths)]
    mutated = replaced(doc, path, value)
    outcome = attempt(kind, mutated, library)  # raises on a crash or a changed library
    assert outcome in ("refused", "accepted")


def test_every_fixture_loads_as_it_is(library):
    for name, kind, data in FIXTURES:
        if name != "broken-character.json":
            assert attempt(kind, data, library) == "accepted", name


# ---- the cases that used to crash ---------------------------------------------------------------

@pytest.mark.parametrize("bad", [{"a": 1}, ["chargePool"], 3, None, True])
def test_a_rule_type_of_another_json_type_is_named(bad):
    doc = json.loads(json.dumps(SAMPLE))
    doc["items"][RULED]["rules"][0]["type"] = bad
    problems, _summary = check_document(doc, "korr.json")
    lines = [p.line() for p in problems]
    assert any("rule 0" in line and "type" in line for line in lines), lines
    document = document_from_data(doc, "korr.json")
    assert any("rule 0" in w and "type" in w for w in document.warnings)


@pytest.mark.parametrize("bad", [{"a": 1}, ["x"], 3, True])
def test_a_foundry_items_id_of_another_type_is_named_and_the_item_kept(bad):
    actor = json.loads(json.dumps(ACTOR))
    actor["items"][0]["_id"] = bad
    document = document_from_data(actor, "actor.json")
    assert any(w.startswith("items[0]._id: must be text") for w in document.warnings), document.warnings
    assert document.character["items"][0]["name"] == ACTOR["items"][0]["name"]
    wand = {**WAND, "_id": bad}
    assert any(w.startswith("_id: must be text") for w in document_from_data(wand, "wand.json").warnings)


def test_foundry_toggle_tags_and_key_abilities_of_other_types_do_not_crash():
    actor = json.loads(json.dumps(ACTOR))
    actor["effects"] = [{"flags": {"nimble": {"toggleEffectRuleId": {"id": 1}}}}]
    for doc in actor["items"]:
        doc.setdefault("system", {})["keyAbilityScores"] = 3
        for rule in doc["system"].get("rules") or []:
            rule["tags"] = 5
    document = document_from_data(actor, "actor.json")
    assert any("toggleEffectRuleId: must be text" in w for w in document.warnings)


@pytest.mark.parametrize("command", ["check", "import"])
def test_the_cli_names_the_field_without_a_traceback(tmp_path, command):
    doc = json.loads(json.dumps(SAMPLE))
    doc["items"][RULED]["rules"][0]["type"] = {"nested": True}
    actor = json.loads(json.dumps(ACTOR))
    actor["items"][0]["_id"] = {"$oid": "x"}
    files = []
    for index, data in enumerate((doc, actor)):
        files.append(tmp_path / f"f{index}.json")
        files[-1].write_text(json.dumps(data))
    args = [command, *map(str, files)] if command == "import" else [command, str(files[0])]
    if command == "import":
        args += ["--library", str(tmp_path / "lib.sqlite3")]
    done = subprocess.run([sys.executable, "-m", "sheet_app", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)
    assert "Traceback" not in done.stderr and done.returncode in (0, 1), done.stderr
    assert "type" in done.stdout + done.stderr


def test_a_play_script_with_a_byte_order_mark_runs(tmp_path):
    script = tmp_path / "bom.json"
    script.write_bytes(b"\xef\xbb\xbf" + json.dumps({"character": SAMPLE, "dice": [3, 4],
                                                     "steps": [{"do": "activate", "item": "rage"}]}).encode())
    done = subprocess.run([sys.executable, "-m", "sheet_app", "play", str(script)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["pools"]["fury"]["faces"] == [3, 4]


def test_refusals_are_our_errors_not_type_errors():
    for bad in ([], 3, "x", None):
        with pytest.raises((FileFormatError, FileError)):
            check_document(bad, "x.json") if bad is not None else document_from_data(bad, "x.json")


# ---- sizes ----------------------------------------------------------------------------------------------

def many_items(count: int, rules: int = 0) -> list:
    return [{"id": f"i{n}", "name": f"Item {n}", "type": "feature",
             "rules": [{"type": "chargePool", "identifier": f"p{n}-{r}"} for r in range(rules)]}
            for n in range(count)]


@pytest.mark.parametrize("doc, field, limit", [
    ({"format": "sheet/1", "name": "Hoarder", "items": many_items(limits.MAX_ITEMS + 1)}, "items",
     f"{limits.MAX_ITEMS:,} items"),
    ({"format": "sheet/1", "name": "Rules", "items": many_items(1, limits.MAX_RULES_PER_ITEM + 1)}, "items[0].rules",
     f"{limits.MAX_RULES_PER_ITEM:,} rules per item"),
    ({"format": "sheet/1", "name": "Pools", "items": [],
      "pools": {f"p{n}": {"current": 1} for n in range(limits.MAX_SAVED_POOLS + 1)}}, "pools",
     f"{limits.MAX_SAVED_POOLS:,}"),
])
def test_documents_past_a_limit_are_refused_naming_it(tmp_path, library, doc, field, limit):
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc))
    before = snapshot(library)
    with pytest.raises(FileFormatError) as err:
        document_from_data(doc, "big.json")
    assert f"{field}: " in str(err.value) and limit in str(err.value) and "limit" in str(err.value)
    with pytest.raises(DocumentError, match="limit"):
        library.create(doc)
    assert snapshot(library) == before
    with pytest.raises(ScriptError, match=re.escape(f"character.{field}: ")):
        run_script({"character": doc, "steps": []})
    done = subprocess.run([sys.executable, "-m", "sheet_app", "import", str(path), "--library",
                           str(tmp_path / "lib.sqlite3")], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 1 and "limit" in done.stderr and "Traceback" not in done.stderr


def test_an_item_list_past_the_limit_is_refused():
    with pytest.raises(FileFormatError, match="more than the limit of"):
        document_from_data(many_items(limits.MAX_ITEMS + 1), "items.json")
    with pytest.raises(FileFormatError, match=r"\[0\]\.rules: .*rules per item"):
        document_from_data(many_items(1, limits.MAX_RULES_PER_ITEM + 1), "items.json")


@pytest.mark.parametrize("size", [10**7, 10**15])
def test_a_huge_dice_pool_max_with_initial_max_imports_at_once(tmp_path, library, size):
    doc = {"format": "sheet/1", "name": "Huge", "items": [{"id": "a", "name": "A", "type": "feature", "rules": [
        {"type": "dicePool", "identifier": "huge", "max": str(size), "initial": "max", "dieSize": "d6"}]}]}
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(doc))
    done = subprocess.run([sys.executable, "-m", "sheet_app", "import", str(path), "--library",
                           str(tmp_path / "lib.sqlite3")], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    cid = done.stdout.split()[0]
    saved = Library(tmp_path / "lib.sqlite3")
    assert len(saved.get(cid)[0]["pools"]["huge"]["faces"]) == 100
    saved.close()


@pytest.mark.parametrize("field", ["current", "faces"])
def test_a_null_saved_pool_number_is_refused_naming_it(library, field):
    doc = {**json.loads(json.dumps(SAMPLE)), "pools": {"forgotten": {field: None}}}
    with pytest.raises(FileFormatError, match=re.escape(f"pools.forgotten.{field}: must be")):
        document_from_data(doc, "korr.json")
    before = snapshot(library)
    with pytest.raises(DocumentError, match=re.escape(f"pools.forgotten.{field}")):
        library.create(doc)
    assert snapshot(library) == before
    with pytest.raises(ScriptError, match=re.escape(f"character.pools.forgotten.{field}")):
        run_script({"character": doc, "steps": []})
