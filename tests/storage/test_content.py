"""Importing Foundry content into the library's content index (docs/content.md)."""
from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from sheet_app.storage import migrations
from sheet_app.storage.backup import list_backups
from sheet_app.storage.content_index import ContentIndex
from sheet_app.storage.foundry_content import ContentError, read_content
from sheet_app.storage.leveldb import LevelDBError, read_pack
from sheet_app.storage.library import Library
from sheet_app.storage.migrations import _SCHEMA_V1, MIGRATIONS, SCHEMA_VERSION

sys.path.insert(0, str(Path(__file__).parent))
import content_fixtures as fx  # noqa: E402

UPSTREAM = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "upstream" / "character"


def has_plyvel() -> bool:
    try:
        import plyvel  # noqa: F401
    except ImportError:
        return False
    return True


needs_plyvel = pytest.mark.skipif(not has_plyvel(), reason="plyvel's wheel does not install here")


@pytest.fixture
def lib(tmp_path):
    library = Library(tmp_path / "lib.sqlite3")
    yield library
    library.close()


def snapshot(library: Library) -> list:
    db = library.db
    return [db.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall() for t in ("content_sources", "content")]


def names(index: ContentIndex, **filters) -> list[str]:
    return [row.name for row in index.search(**filters)]


# ---- the reader --------------------------------------------------------------------------------
def test_a_log_only_pack_reads_back_its_newest_values_and_forgets_deleted_keys(tmp_path):
    pairs = fx.pack_pairs()
    keys = list(pairs)
    edits = [(keys[0], b'{"edited": 1}'), (keys[1], None), (keys[0], b'{"edited": 2}'), (b"!items!gone", b"{}"),
             (b"!items!gone", None)]
    fx.write_log_pack(tmp_path / "pack", pairs, edits)
    got = read_pack(tmp_path / "pack")
    expected = {**pairs, keys[0]: b'{"edited": 2}'}
    del expected[keys[1]]
    assert got == expected


def test_a_record_longer_than_a_block_is_joined_from_its_fragments(tmp_path):
    big = {b"!items!bigbigbigbigbig1": json.dumps({"text": "x" * 100_000}).encode()}
    fx.write_log_pack(tmp_path / "pack", big)
    assert read_pack(tmp_path / "pack") == big


@needs_plyvel
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_reader_agrees_with_plyvel_on_packs_edited_and_deleted_after_compaction(tmp_path, seed):
    import plyvel

    rnd = random.Random(seed)
    db = plyvel.DB(str(tmp_path / "pack"), create_if_missing=True)
    keys = [f"!items!{n:016d}".encode() for n in range(600)]
    for key in keys:
        db.put(key, json.dumps({"name": key.decode(), "text": "word " * rnd.randint(5, 400)}).encode())
    db.compact_range()
    for key in rnd.sample(keys, 150):  # later edits and deletes: in the log, over the tables
        db.delete(key)
    for key in rnd.sample(keys, 150):
        db.put(key, json.dumps({"edited": rnd.random()}).encode())
    db.compact_range(start=keys[0], stop=keys[200])
    for key in rnd.sample(keys, 60):
        db.delete(key)
    reference = dict(db.iterator())
    assert read_pack(tmp_path / "pack") == reference  # read while plyvel holds the LOCK
    db.close()
    assert read_pack(tmp_path / "pack") == reference


def test_a_torn_log_is_refused_naming_the_file(tmp_path):
    fx.write_log_pack(tmp_path / "pack", fx.pack_pairs())
    log = tmp_path / "pack" / "000003.log"
    log.write_bytes(log.read_bytes()[:-40])
    with pytest.raises(LevelDBError, match=r"000003\.log: the pack is half-written"):
        read_pack(tmp_path / "pack")


def test_a_flipped_byte_fails_its_checksum(tmp_path):
    fx.write_log_pack(tmp_path / "pack", fx.pack_pairs())
    log = tmp_path / "pack" / "000003.log"
    data = bytearray(log.read_bytes())
    data[500] ^= 0x20
    log.write_bytes(bytes(data))
    with pytest.raises(LevelDBError, match="checksum"):
        read_pack(tmp_path / "pack")


@needs_plyvel
def test_a_cut_table_is_refused_naming_it(tmp_path):
    fx.write_plyvel_pack(tmp_path / "pack", fx.pack_pairs())
    [table] = (tmp_path / "pack").glob("*.ldb")
    table.write_bytes(table.read_bytes()[:-100])
    with pytest.raises(LevelDBError, match=rf"{table.name}: not a LevelDB table"):
        read_pack(tmp_path / "pack")


# ---- reading content folders ---------------------------------------------------------------------
def test_unpacked_json_is_converted_rules_verbatim_with_its_compendium_uuid(tmp_path):
    read = read_content(fx.write_json_folder(tmp_path / "warden"))
    [pack] = read.packs
    assert pack.source == "world.warden" and read.skipped == 1  # the folder entry
    by_name = {doc.item["name"]: doc for doc in pack.docs}
    assert len(by_name) == len(fx.documents())
    oak = by_name["Stance of the Oak"]
    original = next(d for d in fx.documents() if d["name"] == "Stance of the Oak")
    assert oak.item["rules"] == original["system"]["rules"]
    assert oak.item["_stats"] == {"compendiumSource": "Compendium.world.warden.Item.wardenDoc0000007"}
    assert by_name["Kindled Blade"].item["rules"] == [{"type": "mystery", "id": "odd",
                                                       "label": "a rule type nobody runs"}]


@pytest.mark.parametrize("writer", ["plyvel", "log"])
def test_a_system_folder_reads_its_item_packs_by_the_manifest(tmp_path, writer):
    if writer == "plyvel" and not has_plyvel():
        pytest.skip("plyvel's wheel does not install here")
    write = fx.write_plyvel_pack if writer == "plyvel" else fx.write_log_pack
    read = read_content(fx.write_system(tmp_path / "testkit", write))
    [pack] = read.packs
    assert (pack.source, pack.label) == ("testkit.testkit-items", "Test kit: everything")
    assert any("Monsters: a pack of Actor documents" in note for note in read.notes)
    uuids = {doc.uuid for doc in pack.docs}
    assert "Compendium.testkit.testkit-items.Item.wardenDoc0000040" in uuids  # what the class's grantItem names
    # a pack folder alone finds its manifest two levels up
    assert read_content(tmp_path / "testkit" / "packs" / "testkit-items").packs[0].source == "testkit.testkit-items"


def test_wrong_folders_are_refused_with_a_message_naming_them(tmp_path):
    (tmp_path / "photos").mkdir()
    (tmp_path / "photos" / "cat.png").write_bytes(b"\x89PNG")
    with pytest.raises(ContentError, match="photos: holds no Foundry item documents; choose a compendium pack"):
        read_content(tmp_path / "photos")
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "x.json").write_text('{"hello": "world"}')
    with pytest.raises(ContentError, match="other: holds no Foundry item documents"):
        read_content(tmp_path / "other")
    (tmp_path / "file.json").write_text("{}")
    with pytest.raises(ContentError, match="file.json: not a folder"):
        read_content(tmp_path / "file.json")
    with pytest.raises(ContentError, match="nowhere: no such file"):
        read_content(tmp_path / "nowhere")


def test_a_folder_too_large_is_refused_before_a_file_is_read(tmp_path):
    root = fx.write_json_folder(tmp_path / "big")
    with open(root / "movie.mp4", "wb") as fh:  # sparse: 500 MB that take no disk
        fh.truncate(500 * 1024 * 1024)
    with pytest.raises(ContentError, match="big: more than 200 MB of files"):
        read_content(root)


def test_a_document_the_importer_refuses_is_named_with_its_file(tmp_path):
    root = fx.write_json_folder(tmp_path / "warden")
    bad = next(root.rglob("road-sense.json"))
    doc = json.loads(bad.read_text())
    doc["name"] = {"not": "text"}
    bad.write_text(json.dumps(doc))
    with pytest.raises(ContentError, match=r"road-sense\.json: the importer refuses"):
        read_content(root)
    bad.write_text('{"name": "Road Sense", "type": "feature", "system": {')
    with pytest.raises(ContentError, match=r"road-sense\.json: is not valid JSON"):
        read_content(root)


# ---- the index -----------------------------------------------------------------------------------
def test_importing_fills_the_index_and_reimporting_a_source_replaces_its_rows(lib, tmp_path):
    index = ContentIndex(lib)
    root = fx.write_json_folder(tmp_path / "warden")
    assert index.replace(read_content(root)) == {"world.warden": len(fx.documents())}
    assert names(index, kind="spell", school="fire") == ["Ember Wall", "Spark Toss"]
    assert names(index, kind="spell", tier=0) == ["Rime Dart", "Spark Toss"]
    assert names(index, cls="warden", level=3) == ["Cinder Ward", "Frost Vigil", "Kindled Blade", "Shield the Weary"]
    assert names(index, text="stan oa") == ["Stance of the Oak"]  # word prefixes, as one types
    assert names(index, text="weary") == ["Shield the Weary"]
    assert "Watchful Step" in names(index, text="watchful")
    next(root.rglob("road-sense.json")).unlink()
    index.replace(read_content(root))
    assert "Road Sense" not in names(index) and len(index.search()) == len(fx.documents()) - 1
    [source] = index.sources()
    assert source.count == len(fx.documents()) - 1
    assert lib.db.execute("SELECT count(*) FROM content_search").fetchone()[0] == len(fx.documents()) - 1


def test_search_without_fts5_uses_like(lib, tmp_path):
    index = ContentIndex(lib)
    index.fts = False
    index.replace(read_content(fx.write_json_folder(tmp_path / "warden")))
    assert names(index, text="stance oak") == ["Stance of the Oak"]
    assert names(index, text="100%") == []


def test_the_level_up_provider_gives_features_by_level_with_their_groups(lib, tmp_path):
    index = ContentIndex(lib)
    index.replace(read_content(fx.write_json_folder(tmp_path / "warden")))
    [warden] = index.search(kind="class")
    class_doc = index.item(warden.source, warden.uuid)
    subclasses = index.subclasses_for(class_doc)
    assert [s["name"] for s in subclasses] == ["Ember Oath", "Frost Oath"]
    ember = subclasses[0]["item"]

    def at(level, sub=ember):
        return {f["name"]: f["selection"] for f in index.features_for(class_doc, sub, level)}

    assert at(1) == {"Lantern Oath": None, "Watchful Step": None}
    assert at(3) == {"Cinder Ward": None, "Kindled Blade": None, "Shield the Weary": None}
    assert at(3, subclasses[1]["item"]) == {"Frost Vigil": None, "Shield the Weary": None}
    assert at(3, None) == {"Shield the Weary": None}
    stance = {"id": "warden-stance", "label": "Choose a Warden Stance", "count": 1, "group": "warden-stances"}
    assert at(4) == {"Warden Stances": None, "Stance of the Hare": stance, "Stance of the Hawk": stance,
                     "Stance of the Oak": stance}
    assert at(5) == {"Lantern Oath": None}
    assert set(at(6)) == {"Long Watch", "Warden Stances", "Stance of the Hare", "Stance of the Hawk",
                          "Stance of the Oak"}
    [oak] = [f for f in index.features_for(class_doc, ember, 4) if f["name"] == "Stance of the Oak"]
    assert oak["item"]["rules"][0]["type"] == "armorClass" and oak["uuid"].endswith("wardenDoc0000007")
    assert index.resolve("Compendium.testkit.testkit-items.Item.wardenDoc0000040")["name"] == "Walking Staff"


def test_a_refused_import_leaves_the_library_unchanged(lib, tmp_path):
    index = ContentIndex(lib)
    root = fx.write_json_folder(tmp_path / "warden")
    index.replace(read_content(root))
    before = snapshot(lib)
    twin = next(root.rglob("road-sense.json"))
    (twin.parent / "road-sense-again.json").write_text(twin.read_text())
    with pytest.raises(ContentError, match="road-sense.json: the same document id as .*road-sense-again.json"):
        index.replace(read_content(root))
    assert snapshot(lib) == before

    def boom(point):
        if point == "content-rows":
            raise OSError("disk full")

    (twin.parent / "road-sense-again.json").unlink()
    lib.fault = boom
    with pytest.raises(OSError):
        index.replace(read_content(root))
    lib.fault = None
    assert snapshot(lib) == before


def test_a_format_7_library_is_backed_up_and_gains_the_content_index(tmp_path):
    path = tmp_path / "v7.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(_SCHEMA_V1)
    for version in range(1, 7):
        MIGRATIONS[version](db)
    db.execute("PRAGMA user_version = 7")
    db.close()
    library = Library(path)
    assert SCHEMA_VERSION == 8 and library.db.execute("PRAGMA user_version").fetchone()[0] == 8
    [backup] = list_backups(tmp_path / "backups")
    assert "before-upgrade-v7" in backup.name
    assert ContentIndex(library).sources() == [] and ContentIndex(library).fts == migrations.fts5_available(library.db)
    library.close()


# ---- the command, killed -------------------------------------------------------------------------
def run_cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "sheet_app.cli", *args], capture_output=True, text=True,
                          timeout=120, env=env)


def test_the_command_imports_and_says_why_it_refuses(tmp_path):
    library = str(tmp_path / "lib.sqlite3")
    root = fx.write_json_folder(tmp_path / "warden")
    done = run_cli("content", "import", str(root), "--library", library)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"world.warden  {len(fx.documents())}  warden")
    assert "passed over 1 documents that are not items" in done.stderr
    (tmp_path / "empty").mkdir()
    done = run_cli("content", "import", str(tmp_path / "empty"), "--library", library)
    assert done.returncode == 2 and "empty: holds no Foundry item documents" in done.stderr
    assert "the library is unchanged" in done.stderr
    assert "world.warden" in run_cli("content", "list", "--library", library).stdout
    qt_free = subprocess.run([sys.executable, "-c", "import sys; from sheet_app.cli import main; "
                              f"main(['content', 'import', {str(root)!r}, '--library', {library!r}]); "
                              "sys.exit(3 if 'PySide6' in sys.modules else 0)"], capture_output=True, timeout=120)
    assert qt_free.returncode == 0, qt_free.stderr


KILL_CHILD = """
import os, signal, sys
from sheet_app.storage.library import Library
from sheet_app.storage.content_index import ContentIndex
from sheet_app.storage.foundry_content import read_content
library = Library(sys.argv[1])
def kill(point):
    if point == sys.argv[3]:
        os.kill(os.getpid(), signal.SIGKILL)
library.fault = kill
ContentIndex(library).replace(read_content(sys.argv[2]))
"""


@pytest.mark.parametrize("point", ["begin", "content-rows", "commit"])
def test_killed_during_an_import_the_library_is_as_it_was(tmp_path, point):
    path = tmp_path / "lib.sqlite3"
    root = fx.write_json_folder(tmp_path / "warden")
    library = Library(path)
    ContentIndex(library).replace(read_content(root))
    before = snapshot(library)
    library.close()
    next(root.rglob("road-sense.json")).unlink()
    done = subprocess.run([sys.executable, "-c", KILL_CHILD, str(path), str(root), point], capture_output=True,
                          timeout=120)
    assert done.returncode == -9, done.stderr
    reopened = Library(path)
    assert reopened.integrity() == "ok" and snapshot(reopened) == before
    reopened.close()


# ---- locked packs ----------------------------------------------------------------------------------
@needs_plyvel
def test_a_pack_held_open_by_a_running_foundry_is_read_from_a_copy(lib, tmp_path):
    import plyvel

    folder = tmp_path / "testkit" / "packs" / "testkit-items"
    fx.write_system(tmp_path / "testkit", fx.write_plyvel_pack)
    running = plyvel.DB(str(folder))  # holds LOCK, as a running Foundry does
    running.put(b"!items!late0000000000", json.dumps({**fx.documents()[4], "_id": "late0000000000",
                                                      "name": "Late Edit"}).encode())
    index = ContentIndex(lib)
    index.replace(read_content(folder))
    assert "Late Edit" in names(index)
    running.put(b"!items!after000000000", b"{}")  # Foundry is untouched and goes on writing
    running.close()


def test_a_torn_pack_beside_a_lock_says_foundry_may_be_writing_it(lib, tmp_path):
    folder = tmp_path / "pack"
    fx.write_log_pack(folder, fx.pack_pairs())
    (folder / "LOCK").write_bytes(b"")
    log = folder / "000003.log"
    log.write_bytes(log.read_bytes()[:-10])
    index = ContentIndex(lib)
    before = snapshot(lib)
    with pytest.raises(ContentError, match=r"000003\.log: the pack is half-written.*Foundry may be writing it now"):
        index.replace(read_content(folder))
    assert snapshot(lib) == before


# ---- upstream's own documents, where they are ---------------------------------------------------
@pytest.mark.skipif(not UPSTREAM.is_dir(), reason="../shared/fixtures/upstream is not here")
@pytest.mark.parametrize("shape", ["json", "log"])
def test_upstreams_documents_import_as_json_and_as_a_pack(lib, tmp_path, shape):
    if shape == "json":
        path = UPSTREAM
    else:
        docs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(UPSTREAM.rglob("*.json"))]
        path = tmp_path / "pack"
        fx.write_log_pack(path, fx.pack_pairs(docs))
    index = ContentIndex(lib)
    assert sum(index.replace(read_content(path)).values()) == 109
    [berserker] = [r for r in index.search(kind="class") if r.name == "Berserker"]
    class_doc = index.item(berserker.source, berserker.uuid)
    subs = index.subclasses_for(class_doc)
    assert {s["name"] for s in subs} == {"Path of the Red Mist", "Path of the Mountainheart"}
    red = next(s["item"] for s in subs if s["name"] == "Path of the Red Mist")
    assert {f["name"] for f in index.features_for(class_doc, red, 1)} == {"Rage", "That all you got?!"}
    level4 = index.features_for(class_doc, red, 4)
    assert {f["selection"]["id"] for f in level4 if f["selection"]} == {"savage-arsenal"}
    assert index.resolve("Compendium.nimble.nimble-items.Item.n9XAnzWIUCaR6C6T")["name"] == "Greataxe"


def test_a_packs_embedded_effects_are_put_back_into_their_item(tmp_path):
    docs = fx.documents()
    staff = next(d for d in docs if d["name"] == "Walking Staff")
    staff["effects"] = ["glowEffect000000"]
    pairs = fx.pack_pairs(docs)
    effect = {"_id": "glowEffect000000", "name": "Glow", "changes": [], "disabled": False}
    pairs[f"!items.effects!{staff['_id']}.glowEffect000000".encode()] = json.dumps(effect).encode()
    pairs[b"!folders!abcdefabcdefabcd"] = json.dumps({"name": "Gear", "type": "Item"}).encode()
    fx.write_log_pack(tmp_path / "pack", pairs)
    [pack] = read_content(tmp_path / "pack").packs
    assert len(pack.docs) == len(docs)
    [read] = [d for d in pack.docs if d.item["name"] == "Walking Staff"]
    assert read.item["upstream"]["effects"] == [effect]
    assert read.uuid == f"Compendium.world.pack.Item.{staff['_id']}"
