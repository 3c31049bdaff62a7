"""The host's guard: what a client's message may be before a room (pycrdt) sees it (docs/table.md,
"What the host refuses").

pycrdt's decoder (yrs) reads nested values recursively: an update holding one value nested ~26,200
arrays deep ends the process with SIGSEGV on an 8 MB stack, ~1,600 deep on a 512 kB thread stack (a
macOS thread's default), and reading such a value back into Python dies at half that. Nested shared
types are the same: deleting a map inside 50,000 maps dies. So the host reads each update's encoding
itself first (Yjs update v1: lib0 varints, the structs of each client, then the delete set), refuses a
value nested deeper than `Limits.depth` or a room with more than `Limits.types` shared types, and
only then hands the bytes to pycrdt. Nothing here decodes into a document, and nothing recurses.

The reader follows the format's description (yjs `readStructs` / `readItemContent`, lib0
`readAny`); tests/table/test_guard.py checks it reads every update pycrdt writes, to the last byte.
"""
from __future__ import annotations

import builtins
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from . import protocol

# Nesting the app may send: its deepest accepted document nests 200 (engine/jsonsafe.MAX_DEPTH; the
# table sends documents as JSON text, one string to Yjs), well below the crash depths above.
VALUE_DEPTH = 256
MAX_UINT = 2 ** 53  # lib0 (JavaScript) numbers: clients, clocks and lengths are below this

SYNC, AWARENESS = 0, 1
STEP1, STEP2, UPDATE = 0, 1, 2

# Item content kinds (the low 5 bits of a struct's info byte) and shared type refs.
_GC, _DELETED, _JSON, _BINARY, _STRING, _EMBED, _FORMAT, _TYPE, _ANY, _DOC, _SKIP = range(11)
_TYPE_NAMES = {0: "array", 1: "map", 2: "text", 3: "xml element", 4: "xml fragment", 5: "xml hook", 6: "xml text"}


@dataclass(frozen=True)
class Limits:
    """What the host lets one client send; the defaults sit far above what the app sends (a character
    document is ~10-200 kB of JSON text, a click sends one)."""
    message: int = protocol.MESSAGE_LIMIT      # one message, and so one value, in bytes
    depth: int = VALUE_DEPTH                   # arrays/objects inside each other in one value
    types: int = 256                           # shared types (maps, arrays, texts) inside one room
    room: int = 8 * 1024 * 1024                # a room's state (its encoded document), in bytes
    connection: int = 512 * 1024 * 1024        # bytes over one connection, in all
    awareness: int = 64 * 1024                 # one presence message
    awareness_clients: int = 16                # presence states in one message
    rate: float = 60.0                         # messages a second, sustained
    burst: float = 240.0                       # messages at once
    byte_rate: float = 2 * 1024 * 1024         # bytes a second, sustained
    byte_burst: float = 16 * 1024 * 1024       # bytes at once
    values: int = 50_000                       # structs and values in one update (reading costs ~5 µs each)
    value_rate: float = 20_000.0               # ... a second, sustained
    value_burst: float = 100_000.0             # ... at once
    per_address: int = 160                     # open connections from one remote address (a GM's board
                                               # opens 2 + one a character: 66 at a full table)


DEFAULT = Limits()


class Refusal(ValueError):
    """Why a message is refused: said to the client as the close reason."""


class _Reader:
    __slots__ = ("data", "pos")

    def __init__(self, data: bytes):
        self.data, self.pos = data, 0

    def left(self) -> int:
        return len(self.data) - self.pos

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise Refusal("a damaged update (it is cut short)")
        self.pos += 1
        return self.data[self.pos - 1]

    def uint(self) -> int:
        value, shift = 0, 0
        while True:
            byte = self.byte()
            value |= (byte & 0x7F) << shift
            if byte < 0x80:
                if value >= MAX_UINT:
                    raise Refusal("a damaged update (a number out of range)")
                return value
            shift += 7
            if shift > 56:
                raise Refusal("a damaged update (a number out of range)")

    def int(self) -> None:  # lib0 varint: sign in the first byte's bit 6
        shift = 6
        byte = self.byte()
        while byte & 0x80:
            byte = self.byte()
            shift += 7
            if shift > 62:
                raise Refusal("a damaged update (a number out of range)")

    def skip(self, n: builtins.int) -> bytes:
        if n > self.left():
            raise Refusal("a damaged update (a length runs past its end)")
        self.pos += n
        return self.data[self.pos - n:self.pos]

    def string(self) -> bytes:
        return self.skip(self.uint())


def _utf16_length(raw: bytes) -> int:
    """A string's length as Yjs counts it (UTF-16 code units), from its UTF-8 bytes."""
    try:
        return len(raw.decode("utf-8", "surrogatepass").encode("utf-16-le", "surrogatepass")) // 2
    except UnicodeError:
        raise Refusal("a damaged update (text that is not UTF-8)") from None


def json_depth(text: bytes) -> int:
    """How deep arrays and objects nest in JSON text (brackets outside strings), without parsing it."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == 0x5C:  # backslash
                escaped = True
            elif ch == 0x22:
                in_string = False
        elif ch == 0x22:
            in_string = True
        elif ch in (0x5B, 0x7B):
            depth += 1
            deepest = max(deepest, depth)
        elif ch in (0x5D, 0x7D):
            depth -= 1
    return deepest


def _json(text: bytes, limits: Limits) -> None:
    if json_depth(text) > limits.depth:
        raise Refusal(f"a value nested more than {limits.depth} deep")


Struct = tuple[int, int, list[tuple[int, int]], bool]  # clock, length, the ids it needs, whether a skip


@dataclass
class UpdateInfo:
    structs: int = 0
    types: int = 0      # shared types it creates (nested maps, arrays, texts)
    values: int = 0     # structs and the values inside them
    blocks: list[tuple[int, list[Struct]]] = field(default_factory=list)  # each client's structs
    deletes: list[tuple[int, int, int]] = field(default_factory=list)     # client, clock, length

    def waits(self, state: dict[int, int]) -> bool:
        """Whether a document at `state` (client -> next clock) would keep part of this pending: a
        struct whose clock, origins or parent it lacks (from the room and the update's own structs),
        or a deletion of what it lacks. pycrdt keeps pending structs out of sight (and out of the
        room's size), then integrates them when what they wait for arrives."""
        known = dict(state)
        at = [0] * len(self.blocks)
        progress = True
        while progress:
            progress = False
            for index, (client, structs) in enumerate(self.blocks):
                while at[index] < len(structs):
                    clock, length, deps, skip = structs[at[index]]
                    if not skip:  # a skip is a hole: what follows it must be known already
                        if clock > known.get(client, 0):
                            break
                        if any(dep_clock >= known.get(dep_client, 0) for dep_client, dep_clock in deps):
                            break
                        known[client] = max(known.get(client, 0), clock + length)
                    at[index] += 1
                    progress = True
        if any(at[index] < len(structs) for index, (_client, structs) in enumerate(self.blocks)):
            return True
        return any(clock + length > known.get(client, 0) for client, clock, length in self.deletes)


def _any(r: _Reader, limits: Limits, info: UpdateInfo) -> None:
    """One lib0 `Any` value, read with a stack of counts (never recursion)."""
    stack: list[list[int]] = [[1, 0]]  # [values left, 1 if an object (a key before each value)]
    while stack:
        top = stack[-1]
        if top[0] == 0:
            stack.pop()
            continue
        top[0] -= 1
        info.values += 1
        if info.values > limits.values:
            raise Refusal(f"an update with more than {limits.values:,} values")
        if top[1]:
            r.string()
        tag = r.byte()
        if tag in (127, 126, 121, 120):  # undefined, null, false, true
            continue
        if tag == 125:
            r.int()
        elif tag == 124:
            r.skip(4)
        elif tag in (123, 122):
            r.skip(8)
        elif tag in (119, 116):  # string, bytes
            r.string()
        elif tag in (118, 117):  # object, array
            count = r.uint()
            if count > r.left():
                raise Refusal("a damaged update (a length runs past its end)")
            if len(stack) > limits.depth:
                raise Refusal(f"a value nested more than {limits.depth} deep")
            stack.append([count, 1 if tag == 118 else 0])
        else:
            raise Refusal("a damaged update (an unknown value type)")


def read_update(data: bytes, limits: Limits = DEFAULT) -> UpdateInfo:
    """Read a Yjs v1 update to its last byte, refusing what pycrdt must not decode."""
    r = _Reader(data)
    info = UpdateInfo()
    for _client in range(r.uint()):
        count = r.uint()
        if count > r.left():
            raise Refusal("a damaged update (a length runs past its end)")
        client = r.uint()
        clock = r.uint()
        structs: list[Struct] = []
        info.blocks.append((client, structs))
        for _ in range(count):
            info.structs += 1
            info.values += 1
            if info.values > limits.values:
                raise Refusal(f"an update with more than {limits.values:,} values")
            flags = r.byte()
            kind = flags & 0x1F
            deps: list[tuple[int, int]] = []
            if kind in (_GC, _SKIP):
                length = r.uint()
                structs.append((clock, length, deps, kind == _SKIP))
                clock += length
                continue
            if flags & 0x80:  # origin (left)
                deps.append((r.uint(), r.uint()))
            if flags & 0x40:  # right origin
                deps.append((r.uint(), r.uint()))
            if not flags & 0xC0:  # no origins: the parent is written out
                if r.uint() == 1:
                    r.string()  # a root type's name
                else:
                    deps.append((r.uint(), r.uint()))  # the parent item's id
                if flags & 0x20:
                    r.string()  # the key in a map
            length = 1
            if kind == _DELETED:
                length = r.uint()
            elif kind == _JSON:
                length = r.uint()
                for _ in range(length):
                    _json(r.string(), limits)
            elif kind == _BINARY:
                r.string()
            elif kind == _STRING:
                length = _utf16_length(r.string())
            elif kind == _EMBED:
                _json(r.string(), limits)
            elif kind == _FORMAT:
                r.string()
                _json(r.string(), limits)
            elif kind == _TYPE:
                ref = r.uint()
                if ref not in _TYPE_NAMES:
                    raise Refusal("an update with a shared type the table does not use")
                if ref in (3, 5):
                    r.string()  # an xml element's or hook's name
                info.types += 1
            elif kind == _ANY:
                length = r.uint()
                for _ in range(length):
                    _any(r, limits, info)
            elif kind == _DOC:
                raise Refusal("an update with a subdocument (the table uses none)")
            else:
                raise Refusal("a damaged update (an unknown content type)")
            if length < 1:
                raise Refusal("a damaged update (an empty struct)")
            structs.append((clock, length, deps, False))
            clock += length
    for _client in range(r.uint()):
        client = r.uint()
        ranges = r.uint()
        if ranges > r.left():
            raise Refusal("a damaged update (a length runs past its end)")
        for _ in range(ranges):
            info.deletes.append((client, r.uint(), r.uint()))
    if r.left():
        raise Refusal("a damaged update (bytes after its end)")
    return info


def read_state_vector(data: bytes) -> dict[int, int]:
    """A state vector (a sync step 1's, or a document's): client -> the next clock it lacks."""
    r = _Reader(data)
    count = r.uint()
    if count > r.left():
        raise Refusal("a damaged state vector")
    state = {}
    for _ in range(count):
        client = r.uint()
        state[client] = r.uint()
    if r.left():
        raise Refusal("a damaged state vector (bytes after its end)")
    return state


def read_awareness(data: bytes, limits: Limits = DEFAULT) -> None:
    """A presence update: (client, clock, JSON state) for each client; read, never kept."""
    r = _Reader(data)
    count = r.uint()
    if count > limits.awareness_clients:
        raise Refusal(f"presence for more than {limits.awareness_clients} clients in one message")
    for _ in range(count):
        r.uint(), r.uint()
        _json(r.string(), limits)
    if r.left():
        raise Refusal("a damaged presence message (bytes after its end)")


def frame(message: bytes) -> tuple[int, int, bytes]:
    """(message type, sync kind or 0, payload) of a y-websocket message whose length prefix is checked."""
    if len(message) < 2:
        raise Refusal("not a y-websocket message")
    kind = message[0]
    if kind == SYNC:
        sub, start = message[1], 2
        if sub not in (STEP1, STEP2, UPDATE):
            raise Refusal("an unknown sync message")
    elif kind == AWARENESS:
        sub, start = 0, 1
    else:
        raise Refusal("only document sync and presence messages are accepted")
    r = _Reader(message)
    r.pos = start
    try:
        length = r.uint()
    except Refusal:
        raise Refusal("a damaged message (a length is cut short)") from None
    if length != r.left():
        raise Refusal("a damaged message (its length is wrong)")
    return kind, sub, bytes(message[r.pos:])


class Bucket:
    """A token bucket: `take(n)` is False once more than `burst` arrive faster than `rate` a second."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.at = burst, clock()

    def take(self, n: float = 1.0) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if n > self.tokens:
            return False
        self.tokens -= n
        return True
