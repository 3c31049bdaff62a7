"""A read-only LevelDB reader: the key/value pairs of a Foundry compendium pack, without Foundry or a lock.

Foundry (v11 and later) keeps each compendium as a LevelDB folder: `CURRENT` names the `MANIFEST-*`
descriptor, whose version edits list the live tables (`*.ldb`, older `*.sst`) and the log number; the
`*.log` write-ahead logs from that number on hold what was written since the tables. This module reads
those formats (https://github.com/google/leveldb/blob/main/doc/log_format.md and table_format.md):

- log files: 32 KiB blocks of records (a masked CRC-32C, a length, a type: full, first, middle, last),
  whose payloads are write batches (a sequence number, a count, then puts and deletes);
- tables: a footer with the index block's handle, data blocks of prefix-compressed internal keys (the
  user key and 8 bytes of sequence number and kind) with restart points, each block optionally
  Snappy-compressed (decoded by cramjam: docs/content.md says why) and checked by its CRC-32C.

Every key's newest entry (highest sequence number) wins; a deletion hides it. Anything torn or
damaged (a CRC that does not match, a record cut short, a block past the end of its file) is refused
with `LevelDBError` naming the file, never read as data: the caller imports nothing from such a pack.
The folder is only read: the caller gives a copy (storage/foundry_content.py), so a running Foundry's
`LOCK` is neither taken nor needed.
"""
from __future__ import annotations

import os
import struct
from collections.abc import Iterator
from pathlib import Path

from ..i18n import Storage

BLOCK_SIZE = 32768
_HEADER = 7
_FULL, _FIRST, _MIDDLE, _LAST = 1, 2, 3, 4
_TABLE_MAGIC = 0xDB4775248B80FB57
_MASK_DELTA = 0xA282EAD8
_DELETION, _VALUE = 0, 1


class LevelDBError(ValueError):
    """A pack that cannot be read: the message names the file and what is wrong with it."""


def _crc_table() -> list[int]:
    table = []
    for n in range(256):
        crc = n
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F63B78 if crc & 1 else crc >> 1
        table.append(crc)
    return table


_CRC_TABLE = _crc_table()


def crc32c(data: bytes | memoryview, crc: int = 0) -> int:
    """CRC-32C (Castagnoli), as LevelDB checks its records and blocks."""
    table = _CRC_TABLE
    crc ^= 0xFFFFFFFF
    for byte in bytes(data):
        crc = table[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def masked_crc(data: bytes | memoryview) -> int:
    """LevelDB's stored form of a CRC (rotated and offset, so a CRC of CRCs is not a CRC)."""
    crc = crc32c(data)
    return (((crc >> 15) | (crc << 17)) + _MASK_DELTA) & 0xFFFFFFFF


def _varint(data: bytes | memoryview, pos: int, where: str) -> tuple[int, int]:
    result = shift = 0
    while True:
        if pos >= len(data) or shift > 63:
            raise LevelDBError(Storage.tr("{where}: a number is cut short").format(where=where))
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7


def _slice(data: bytes | memoryview, pos: int, where: str) -> tuple[bytes, int]:
    size, pos = _varint(data, pos, where)
    if pos + size > len(data):
        raise LevelDBError(Storage.tr("{where}: an entry runs past its end").format(where=where))
    return bytes(data[pos:pos + size]), pos + size


# ---- logs (the write-ahead log and the MANIFEST) ------------------------------------------------
def log_records(path: Path) -> Iterator[bytes]:
    """The records of one log file, each whole (fragments joined); a torn or damaged one is refused."""
    data = path.read_bytes()
    pos, pending = 0, None
    while pos < len(data):
        left = BLOCK_SIZE - pos % BLOCK_SIZE
        if left < _HEADER:  # a block's trailer: zeros
            pos += left
            continue
        if pos + _HEADER > len(data):
            raise LevelDBError(Storage.tr("{path}: the pack is half-written (a record header cut short at byte "
                                          "{pos})").format(
                path=path, pos=pos))
        crc, length, kind = struct.unpack_from("<IHB", data, pos)
        if kind == 0 and length == 0 and crc == 0:  # preallocated zeros, nothing written past here
            if any(data[pos:]):
                raise LevelDBError(Storage.tr("{path}: damaged (data after empty space at byte {pos})").format(
                    path=path, pos=pos))
            break
        end = pos + _HEADER + length
        if end > len(data) or length > left - _HEADER:
            raise LevelDBError(Storage.tr("{path}: the pack is half-written (the record at byte {pos} is cut "
                                          "short)").format(
                path=path, pos=pos))
        payload = data[pos + _HEADER:end]
        if masked_crc(bytes([kind]) + payload) != crc:
            raise LevelDBError(Storage.tr("{path}: damaged or half-written (the record at byte {pos} fails its "
                                          "checksum)").format(
                path=path, pos=pos))
        pending = _join(path, pos, kind, payload, pending)
        if kind in (_FULL, _LAST):
            yield pending
            pending = None
        pos = end
    if pending is not None:
        raise LevelDBError(Storage.tr("{path}: the pack is half-written (its last record was never finished)").format(
            path=path))


def _join(path: Path, pos: int, kind: int, payload: bytes, pending: bytes | None) -> bytes:
    if kind in (_FULL, _FIRST):
        if pending is not None:
            raise LevelDBError(Storage.tr("{path}: damaged (a record at byte {pos} starts inside another)").format(
                path=path, pos=pos))
        return payload
    if kind in (_MIDDLE, _LAST) and pending is not None:
        return pending + payload
    raise LevelDBError(Storage.tr("{path}: damaged (an unknown or misplaced record at byte {pos})").format(
        path=path, pos=pos))


def batch_entries(batch: bytes, where: str) -> Iterator[tuple[bytes, int, bytes | None]]:
    """(key, sequence number, value or None for a deletion) of one write batch."""
    if len(batch) < 12:
        raise LevelDBError(Storage.tr("{where}: a write batch is cut short").format(where=where))
    sequence, count = struct.unpack_from("<QI", batch, 0)
    pos = 12
    for n in range(count):
        if pos >= len(batch):
            raise LevelDBError(Storage.tr("{where}: a write batch holds fewer entries than it says").format(
                where=where))
        tag = batch[pos]
        key, pos = _slice(batch, pos + 1, where)
        if tag == _VALUE:
            value, pos = _slice(batch, pos, where)
            yield key, sequence + n, value
        elif tag == _DELETION:
            yield key, sequence + n, None
        else:
            raise LevelDBError(Storage.tr("{where}: a write batch entry of unknown kind {tag}").format(
                where=where, tag=tag))


# ---- the MANIFEST ------------------------------------------------------------------------------
def _manifest(folder: Path) -> tuple[set[int], int, int]:
    """(live table numbers, log number, previous log number) from the descriptor CURRENT names."""
    current = folder / "CURRENT"
    name = current.read_text("latin-1").strip()
    if not name.startswith("MANIFEST-") or "/" in name or "\\" in name:
        raise LevelDBError(Storage.tr("{current}: does not name a MANIFEST file (it says {said!r})").format(
            current=current, said=name[:40]))
    path = folder / name
    if not path.is_file():
        raise LevelDBError(Storage.tr("{path}: missing (CURRENT names it); the pack is incomplete").format(path=path))
    tables: set[int] = set()
    log_number = prev_log = 0
    for record in log_records(path):
        log_number, prev_log = _version_edit(record, str(path), tables, log_number, prev_log)
    return tables, log_number, prev_log


def _version_edit(record: bytes, where: str, tables: set[int], log_number: int, prev_log: int) -> tuple[int, int]:
    pos = 0
    while pos < len(record):
        tag, pos = _varint(record, pos, where)
        if tag in (2, 9):  # log number, previous log number
            value, pos = _varint(record, pos, where)
            log_number, prev_log = (value, prev_log) if tag == 2 else (log_number, value)
        elif tag in (3, 4):  # next file number, last sequence
            _value, pos = _varint(record, pos, where)
        elif tag == 1:  # comparator name
            _name, pos = _slice(record, pos, where)
        elif tag == 5:  # compaction pointer: level, internal key
            _level, pos = _varint(record, pos, where)
            _key, pos = _slice(record, pos, where)
        elif tag == 6:  # deleted file: level, number
            _level, pos = _varint(record, pos, where)
            number, pos = _varint(record, pos, where)
            tables.discard(number)
        elif tag == 7:  # new file: level, number, size, smallest, largest
            _level, pos = _varint(record, pos, where)
            number, pos = _varint(record, pos, where)
            _size, pos = _varint(record, pos, where)
            _small, pos = _slice(record, pos, where)
            _large, pos = _slice(record, pos, where)
            tables.add(number)
        else:
            raise LevelDBError(Storage.tr("{where}: a version edit of unknown kind {tag}").format(where=where, tag=tag))
    return log_number, prev_log


# ---- tables ------------------------------------------------------------------------------------
def _block(data: bytes, offset: int, size: int, where: str) -> bytes:
    if offset + size + 5 > len(data):
        raise LevelDBError(Storage.tr("{where}: a block runs past the end of the file (the table is cut short)").format(
            where=where))
    body = data[offset:offset + size]
    kind = data[offset + size]
    (crc,) = struct.unpack_from("<I", data, offset + size + 1)
    if masked_crc(body + bytes([kind])) != crc:
        raise LevelDBError(Storage.tr("{where}: damaged (the block at byte {offset} fails its checksum)").format(
            where=where, offset=offset))
    if kind == 0:
        return body
    if kind == 1:
        import cramjam

        try:
            return bytes(cramjam.snappy.decompress_raw(body))
        except cramjam.DecompressionError as err:
            raise LevelDBError(Storage.tr("{where}: damaged (a compressed block at byte {offset}: {err})").format(
                where=where, offset=offset, err=err)) from None
    raise LevelDBError(Storage.tr("{where}: a block compressed in a way this reader does not know ({kind})").format(
        where=where, kind=kind))


def _block_entries(block: bytes, where: str) -> Iterator[tuple[bytes, bytes]]:
    if len(block) < 4:
        raise LevelDBError(Storage.tr("{where}: a block is cut short").format(where=where))
    (restarts,) = struct.unpack_from("<I", block, len(block) - 4)
    end = len(block) - 4 - 4 * restarts
    if end < 0:
        raise LevelDBError(Storage.tr("{where}: a block's restart points run past its start").format(where=where))
    pos, key = 0, b""
    while pos < end:
        shared, pos = _varint(block, pos, where)
        unshared, pos = _varint(block, pos, where)
        size, pos = _varint(block, pos, where)
        if shared > len(key) or pos + unshared + size > end:
            raise LevelDBError(Storage.tr("{where}: damaged (a block entry does not fit)").format(where=where))
        key = key[:shared] + block[pos:pos + unshared]
        pos += unshared
        yield key, block[pos:pos + size]
        pos += size


def table_entries(path: Path) -> Iterator[tuple[bytes, int, bytes | None]]:
    """(user key, sequence number, value or None for a deletion) of one table file."""
    data = path.read_bytes()
    where = str(path)
    if len(data) < 48 or struct.unpack_from("<Q", data, len(data) - 8)[0] != _TABLE_MAGIC:
        raise LevelDBError(Storage.tr("{path}: not a LevelDB table (or cut short: its footer is missing)").format(
            path=path))
    footer = data[len(data) - 48:]
    _meta_offset, pos = _varint(footer, 0, where)
    _meta_size, pos = _varint(footer, pos, where)
    index_offset, pos = _varint(footer, pos, where)
    index_size, pos = _varint(footer, pos, where)
    for _separator, handle in _block_entries(_block(data, index_offset, index_size, where), where):
        offset, at = _varint(handle, 0, where)
        size, _at = _varint(handle, at, where)
        for internal, value in _block_entries(_block(data, offset, size, where), where):
            if len(internal) < 8:
                raise LevelDBError(Storage.tr("{where}: damaged (a key shorter than its sequence number)").format(
                    where=where))
            (tag,) = struct.unpack_from("<Q", internal, len(internal) - 8)
            yield internal[:-8], tag >> 8, (value if tag & 0xFF == _VALUE else None)


# ---- the whole folder --------------------------------------------------------------------------
def _number(path: Path) -> int:
    stem = path.stem
    return int(stem) if stem.isdigit() else -1


def read_pack(folder: str | os.PathLike[str]) -> dict[bytes, bytes]:
    """Every live key and its newest value in a LevelDB folder (read only; give it a copy)."""
    root = Path(folder)
    if not (root / "CURRENT").is_file():
        raise LevelDBError(Storage.tr("{root}: not a LevelDB pack (no CURRENT file)").format(root=root))
    tables, log_number, prev_log = _manifest(root)
    newest: dict[bytes, tuple[int, bytes | None]] = {}

    def take(entries: Iterator[tuple[bytes, int, bytes | None]]) -> None:
        for key, sequence, value in entries:
            held = newest.get(key)
            if held is None or sequence > held[0]:
                newest[key] = (sequence, value)

    for path in sorted(root.iterdir(), key=_number):
        number = _number(path)
        if path.suffix in (".ldb", ".sst") and number in tables:
            take(table_entries(path))
        elif path.suffix == ".log" and (number >= log_number or number == prev_log):
            for record in log_records(path):
                take(batch_entries(record, str(path)))
    missing = tables - {_number(p) for p in root.iterdir() if p.suffix in (".ldb", ".sst")}
    if missing:
        raise LevelDBError(Storage.tr("{root}: table {table:06d}.ldb is missing (the MANIFEST lists it)").format(
            root=root, table=min(missing)))
    return {key: value for key, (_seq, value) in newest.items() if value is not None}
