"""The project's own Foundry content, in upstream's shape, and the folders tests build from it.

Written for these tests (names and words are ours, not Nimble's): a class (the Warden) with its features
to level 6, one pick-1 group opened at levels 4 and 6, a subclass (the Ember Oath) with its level-3
features, spells of two schools and tiers, an ancestry, a background and a weapon. From them, at test
time: a folder of unpacked JSON, a system folder with its manifest, a LevelDB pack written by plyvel
(where its wheel installs), and a log-only pack written here (`write_log_pack`).
"""
from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any

from sheet_app.storage.leveldb import BLOCK_SIZE, masked_crc

STATS = {"coreVersion": "13.347", "systemId": "nimble", "systemVersion": "0.1.9"}


def _id(n: int) -> str:
    return f"wardenDoc{n:07d}"


def _feature(n: int, name: str, levels: list[int], group: str = "warden-progression", *, subclass: bool = False,
             rules: list[Any] | None = None, options: list[Any] | None = None) -> dict[str, Any]:
    system: dict[str, Any] = {
        "description": f"<p>The warden's <b>{name.lower()}</b>.</p><script>alert(1)</script>"
                       f"<img src='https://example.com/track.png'>",
        "featureType": "class", "class": "warden", "group": group, "gainedAtLevel": levels[0],
        "gainedAtLevels": levels, "subclass": subclass, "rules": rules or [],
        "activation": {"cost": {"type": "none", "quantity": 1, "isReaction": False}, "effects": []}}
    if options:
        system["levelUpOptions"] = options
        system["selectionCountByLevel"] = {}
    return {"_id": _id(n), "name": name, "type": "feature", "system": system, "effects": [], "flags": {},
            "_stats": STATS}


def documents() -> list[dict[str, Any]]:
    """Every fixture document, in upstream's item shape."""
    warden = {"_id": _id(1), "name": "Warden", "type": "class", "_stats": STATS, "effects": [], "flags": {},
              "system": {"identifier": "warden", "description": "<p>Keeps the road.</p>", "hitDieSize": 10,
                         "keyAbilityScores": ["strength", "wisdom"], "classLevel": 1, "hpData": [],
                         "savingThrows": {"advantage": "strength", "disadvantage": "dexterity"},
                         "abilityScoreData": {"4": {"value": "", "type": "statIncrease",
                                                    "statIncreaseType": "primary"},
                                              "5": {"value": "", "type": "statIncrease",
                                                    "statIncreaseType": "secondary"}},
                         "armorProficiencies": ["cloth", "leather"], "weaponProficiencies": ["All STR Weapons"],
                         "groupIdentifiers": ["warden-progression", "warden-stances"],
                         "mana": {"formula": "", "recovery": "safeRest"},
                         "rules": [{"type": "grantItem", "id": "grantStaff", "label": "Starting Gear - Staff",
                                    "predicate": {}, "priority": 1, "allowDuplicate": True, "inMemoryOnly": False,
                                    "uuid": f"Compendium.testkit.testkit-items.Item.{_id(40)}"}]}}
    stances = [{"id": "warden-stance", "label": "Choose a Warden Stance", "applyAtLevels": [4, 6], "rules": [],
                "selectionGroups": ["warden-stances"], "selectionCount": 1}]
    features = [
        _feature(2, "Watchful Step", [1], rules=[{"type": "speedBonus", "id": "watchful-speed", "label": "Watchful",
                                                  "predicate": {}, "priority": 2, "value": "1",
                                                  "movementType": "walk"}]),
        _feature(3, "Lantern Oath", [1, 5]),
        _feature(4, "Road Sense", [2]),
        _feature(5, "Shield the Weary", [3]),
        _feature(6, "Warden Stances", [4, 6], options=stances),
        _feature(7, "Stance of the Oak", [4, 6], "warden-stances",
                 rules=[{"type": "armorClass", "id": "oak-armor", "label": "Oak", "predicate": {}, "priority": 1,
                         "formula": "1", "mode": "add"}]),
        _feature(8, "Stance of the Hawk", [4, 6], "warden-stances"),
        _feature(9, "Stance of the Hare", [4, 6], "warden-stances"),
        _feature(10, "Long Watch", [6]),
        _feature(11, "Cinder Ward", [3], "ember-oath", subclass=True),
        _feature(12, "Kindled Blade", [3], "ember-oath", subclass=True,
                 rules=[{"type": "mystery", "id": "odd", "label": "a rule type nobody runs"}]),
        _feature(13, "Ashen Resolve", [7], "ember-oath", subclass=True),
        _feature(14, "Frost Vigil", [3], "frost-oath", subclass=True),
    ]
    subclasses = [
        {"_id": _id(20), "name": "Ember Oath", "type": "subclass", "_stats": STATS, "effects": [], "flags": {},
         "system": {"identifier": "", "parentClass": "warden", "description": "<p>Fire kept close.</p>",
                    "rules": [], "resources": []}},
        {"_id": _id(21), "name": "Frost Oath", "type": "subclass", "_stats": STATS, "effects": [], "flags": {},
         "system": {"identifier": "frost-oath", "parentClass": "warden", "description": "<p>Cold patience.</p>",
                    "rules": [], "resources": []}},
    ]
    spells = [
        {"_id": _id(30 + n), "name": name, "type": "spell", "_stats": STATS, "effects": [], "flags": {},
         "system": {"tier": tier, "school": school, "description": f"<p>{name} in our words.</p>", "rules": [],
                    "properties": {"selected": ["range"]}, "classes": ["warden"],
                    "activation": {"cost": {"type": "action", "quantity": 1, "isReaction": False},
                                   "effects": [{"id": f"dmg{n}", "type": "damage", "formula": f"{tier + 1}d6",
                                                "damageType": school, "parentNode": None}]}}}
        for n, (name, tier, school) in enumerate([("Spark Toss", 0, "fire"), ("Ember Wall", 2, "fire"),
                                                  ("Rime Dart", 0, "ice"), ("Glacier Heart", 3, "ice")])]
    ancestry = {"_id": _id(35), "name": "Stonefolk", "type": "ancestry", "_stats": STATS, "effects": [], "flags": {},
                "system": {"description": "<p>Slow and sure.</p>", "size": "medium",
                           "rules": [{"type": "speedBonus", "id": "stone-slow", "label": "Heavy", "predicate": {},
                                      "priority": 1, "value": "-1", "movementType": "walk"}]}}
    background = {"_id": _id(36), "name": "Lamplighter", "type": "background", "_stats": STATS, "effects": [],
                  "flags": {}, "system": {"description": "<p>Knows every street.</p>", "rules": []}}
    staff = {"_id": _id(40), "name": "Walking Staff", "type": "object", "_stats": STATS, "effects": [], "flags": {},
             "system": {"objectType": "weapon", "equipped": True, "description": "<p>Oak, iron-shod.</p>",
                        "properties": {"selected": ["twoHanded"]}, "rules": [],
                        "activation": {"cost": {"type": "action", "quantity": 1, "isReaction": False},
                                       "effects": [{"id": "staffDmg", "type": "damage", "formula": "1d6",
                                                    "parentNode": None}]}}}
    return [warden, *features, *subclasses, *spells, ancestry, background, staff]


def write_json_folder(root: Path) -> Path:
    """Unpacked JSON as upstream's `packs/` sources lay it out: a folder per kind, a file per document."""
    for doc in documents():
        folder = root / doc["type"] / ("subclass-features" if doc["system"].get("subclass") else "core")
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{doc['name'].lower().replace(' ', '-')}.json").write_text(json.dumps(doc, indent=2),
                                                                             encoding="utf-8")
    (root / "folders.json").write_text(json.dumps({"_key": "!folders!abc", "name": "Features", "type": "Item",
                                                   "folder": None}), encoding="utf-8")
    return root


def pack_pairs(docs: list[dict[str, Any]] | None = None) -> dict[bytes, bytes]:
    """The key/value pairs of an Item pack holding the documents (as Foundry writes them)."""
    return {f"!items!{d['_id']}".encode(): json.dumps(d).encode() for d in (docs or documents())}


def write_system(root: Path, pack_writer: Any) -> Path:
    """A system folder: its manifest (an Item pack and an Actor pack) and the Item pack written by
    `pack_writer(folder, pairs)`."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "system.json").write_text(json.dumps({"id": "testkit", "title": "Test kit", "packs": [
        {"name": "testkit-items", "label": "Test kit: everything", "path": "packs/testkit-items", "type": "Item"},
        {"name": "testkit-monsters", "label": "Monsters", "path": "packs/testkit-monsters", "type": "Actor"}]}),
        encoding="utf-8")
    pack_writer(root / "packs" / "testkit-items", pack_pairs())
    return root


def write_plyvel_pack(folder: Path, pairs: dict[bytes, bytes], *, compact: bool = True) -> None:
    import plyvel

    folder.mkdir(parents=True, exist_ok=True)
    db = plyvel.DB(str(folder), create_if_missing=True)
    for key, value in pairs.items():
        db.put(key, value)
    if compact:
        db.compact_range()
    db.close()


# ---- a log-only pack, written here -------------------------------------------------------------
def _varint(n: int) -> bytes:
    out = bytearray()
    while n >= 0x80:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _lp(data: bytes) -> bytes:
    return _varint(len(data)) + data


def log_bytes(records: list[bytes]) -> bytes:
    """Records in LevelDB's log format: 32 KiB blocks, each record cut into fragments as needed."""
    out = bytearray()
    for record in records:
        pos, first = 0, True
        while True:
            left = BLOCK_SIZE - len(out) % BLOCK_SIZE
            if left < 7:
                out += b"\x00" * left
                continue
            chunk = record[pos:pos + left - 7]
            pos += len(chunk)
            last = pos >= len(record)
            kind = (1 if last else 2) if first else (4 if last else 3)
            out += struct.pack("<IHB", masked_crc(bytes([kind]) + chunk), len(chunk), kind) + chunk
            first = False
            if last:
                break
    return bytes(out)


def batch(sequence: int, entries: list[tuple[bytes, bytes | None]]) -> bytes:
    body = b"".join(b"\x01" + _lp(k) + _lp(v) if v is not None else b"\x00" + _lp(k) for k, v in entries)
    return struct.pack("<QI", sequence, len(entries)) + body


def write_log_pack(folder: Path, pairs: dict[bytes, bytes], edits: list[tuple[bytes, bytes | None]] = ()) -> None:
    """A pack with no table: CURRENT, a MANIFEST naming log 3, and 000003.log with one batch per pair,
    then `edits` (a value, or None for a delete)."""
    folder.mkdir(parents=True, exist_ok=True)
    edit = (_varint(1) + _lp(b"leveldb.BytewiseComparator") + _varint(2) + _varint(3) + _varint(3) + _varint(4)
            + _varint(4) + _varint(0))
    (folder / "MANIFEST-000002").write_bytes(log_bytes([edit]))
    (folder / "CURRENT").write_bytes(b"MANIFEST-000002\n")
    sequence, records = 1, []
    for key, value in [*pairs.items(), *edits]:
        records.append(batch(sequence, [(key, value)]))
        sequence += 1
    (folder / "000003.log").write_bytes(log_bytes(records))
