"""The session: applies actions atomically, keeps undo/redo history and the activity log."""
from __future__ import annotations

import copy
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from itertools import chain, compress, repeat
from operator import attrgetter, is_, is_not
from typing import Any

from ..i18n import Engine
from . import conditions, jsonsafe
from .actions import apply_step, describe_step
from .dice import RandomRoller, RecordingRoller, ReplayRoller, Roller
from .document import DocumentError, check_fields, check_limits, check_numbers, parse_character
from .model import ItemEntry, ItemError, parse_item
from .runtime import ActionContext, ActionError, settle_pools
from .spells import settle_on_load
from .state import (
    Journal,
    Transaction,
    common_ends,
    copy_json,
    move_ops,
    new_items,
    ops_from_json,
    ops_to_json,
    rotated,
)
from .world import Character


@dataclass
class ChangeSet:
    """What an action changed, so windows redraw only that."""

    pools: set[str] = field(default_factory=set)
    items: set[int] = field(default_factory=set)
    header: set[str] = field(default_factory=set)

    @classmethod
    def from_paths(cls, paths: list[tuple[Any, ...]]) -> ChangeSet:
        changes = cls()
        for path in paths:
            if not path:
                continue
            if path[0] == "pools":
                if len(path) > 1:
                    changes.pools.add(path[1])
            elif path[0] == "items":
                if len(path) > 1:
                    changes.items.add(path[1])
                else:
                    changes.header.add("items")
            else:
                changes.header.add(path[0])
        return changes


@dataclass
class Record:
    """One committed action: what was asked, what it changed (ops), and what it logged."""

    action: dict[str, Any]
    ops: list[tuple[tuple[Any, ...], Any, Any]]
    log: list[str]
    # Which log lines are this record's, across restarts (the library stores it beside each line).
    # secrets.token_hex(8) without importing secrets (hmac, hashlib and OpenSSL: ~3 ms of every start)
    key: str = field(default_factory=lambda: os.urandom(8).hex(), compare=False)
    # The d20 rolls it made (engine/rolls.py entries): the play output's `rolls` are those of the records
    # in effect, so undo takes them away and redo brings them back.
    rolls: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {"action": self.action, "ops": ops_to_json(self.ops), "log": list(self.log),
                                 "key": self.key}
        if self.rolls:
            found["rolls"] = [dict(roll) for roll in self.rolls]
        return found

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Record:
        """A saved record; TypeError/KeyError/ValueError when it is not one (a damaged history row)."""
        action, log = data["action"], data["log"]
        if not isinstance(action, dict) or not isinstance(log, list) or not all(isinstance(x, str) for x in log):
            raise TypeError("not an undo record (its action must be an object and its log a list of lines)")
        record = cls(action, ops_from_json(data["ops"]), list(log))
        # Records saved before log lines carried keys get one marked "legacy-": the log finds their
        # lines by text instead.
        record.key = data["key"] if isinstance(data.get("key"), str) else f"legacy-{record.key}"
        rolls = data.get("rolls")
        if isinstance(rolls, list):
            record.rolls = [dict(roll) for roll in rolls if isinstance(roll, dict)]
        return record


@dataclass
class ActionPreview:
    """What one action (a play-format step) would do, worked out and rolled back (`Session.preview`)."""

    ok: bool
    log: list[str] = field(default_factory=list)
    code: str = ""
    message: str = ""
    faces: list[int] = field(default_factory=list)  # drawn by the step itself; `apply(..., faces=)` replays them
    outcome: str | None = None  # the attack's outcome (hit, crit, miss), when the step made one
    pools: dict[str, Any] = field(default_factory=dict)  # pool state once the step ran, before its triggers
    after: dict[str, Any] = field(default_factory=dict)  # with a roller of its own: the document after it
    report: dict[str, Any] = field(default_factory=dict)  # e.g. take_damage's breakdown (what absorbed what)


@dataclass
class Result:
    """The outcome of one action, undo or redo."""

    ok: bool
    log: list[str] = field(default_factory=list)
    changes: ChangeSet = field(default_factory=ChangeSet)
    code: str = ""
    message: str = ""
    record: Record | None = None  # the undo record an action made (None: refused, nothing changed, undo/redo)
    # A commit refused because the saved character changed elsewhere (the store's error says so by a
    # `reloadable` attribute): the window offers Reload, whatever the message's language.
    reloadable: bool = False


class Session:
    """Owns one character's document; the only way its state changes."""

    def __init__(self, document: Any, *, roller: Roller | None = None,
                 on_commit: Callable[[Record, Session], None] | None = None, history_limit: int = 500,
                 parsed: list[ItemEntry] | None = None, library: list[dict[str, Any]] | None = None):
        # The session's own copy, its items parsed from it once (not parsed from the caller's and again).
        # With `parsed`, the entries parse_character gave for this very sheet/1 dict: the caller hands the
        # dict over (it is the session's from now on, settled in place) and nothing is copied or parsed again.
        if parsed is None:
            raw, _fields, items = parse_character(document, own=True)
        else:
            raw, items = document, parsed
        self.doc: dict[str, Any] = raw
        self.char = Character(self.doc, items)
        self.char.refresh(parsed=True)
        self.char.library = list(library or [])  # what Grant Item and Grant Spells match (character.md §15.5)
        self.roller: Roller = roller or RandomRoller()
        self.on_commit = on_commit
        self.history_limit = history_limit
        self.undo_stack: list[Record] = []
        self.redo_stack: list[Record] = []
        self.load_log: list[str] = []
        self.load_warnings: list[str] = []  # problems in the saved state, fixed while loading (clamped faces)
        self.load_error: ActionError | None = None
        self.load_changed: list[tuple[Any, ...]] = []
        self._settle_on_load()

    def _settle_on_load(self) -> None:
        # New pools get their initial state (a dice pool's pre-roll draws dice); saved state is
        # clamped to the max of its active definition. This is loading, not an undoable action.
        tx = Transaction(self.doc)
        ctx = ActionContext(self.char, tx, self.roller)
        try:
            settle_pools(ctx, lambda: [op[0] for op in tx.ops])
        except ActionError as err:
            self.load_error = err
        settle_on_load(ctx)  # mana above a class's derived max, concentration while dying (character.md §14.1)
        conditions.on_load(ctx)  # timers on conditions that are off are dropped (character.md §12.3)
        self.load_changed = [op[0] for op in tx.ops]  # what settling wrote (new pools' state, clamped faces)
        self.char.refresh(self.load_changed)
        self.load_log = ctx.log
        self.load_warnings = list(dict.fromkeys(ctx.warnings))

    # ---- actions ------------------------------------------------------------------------------
    def preview(self, step: dict[str, Any], roller: Roller | None = None) -> ActionPreview:
        """Work an action out without committing it.

        Without `roller`: what it logs, the attack's outcome, and the faces the step itself drew from the
        session's roller, which stay drawn; `apply(step', faces=preview.faces)` then commits the same rolls
        with more to it (the GUI learns that an attack crits before it offers Death Blow on it). The dice
        its triggers would draw are put back: the commit draws them.

        With `roller` (the rest and damage dialogs' previews): the action runs on that roller, the
        session's own roller is not touched, and `after`/`report` say what it would change."""
        if roller is not None:
            return self._preview_with(step, roller)
        bad = jsonsafe.problem(step)
        if bad:
            return ActionPreview(False, code="invalidStep",
                                 message=Engine.tr("the step holds {problem}").format(problem=bad))
        tx = Transaction(self.doc)
        checkpoint = self.roller.checkpoint()
        recorder = RecordingRoller(self.roller)
        before = self.char.pools()
        ctx = ActionContext(self.char, tx, recorder)
        try:
            apply_step(ctx, step)
            faces = [face for _sides, face in recorder.rolled]
            mark = recorder.checkpoint()
            pools = copy.deepcopy(tx.get(("pools",), {}) or {})
            ctx.run_triggers()
            ctx.settle(before, lambda: [op[0] for op in tx.ops])
            check_numbers(self.doc)
        except (ActionError, DocumentError) as err:
            code, message = (err.code, err.message) if isinstance(err, ActionError) else ("invalidStep", str(err))
            self._fail(tx, checkpoint, code, message)
            return ActionPreview(False, code=code, message=message)
        recorder.restore(mark)
        log = list(ctx.log)
        paths = [op[0] for op in tx.ops]
        tx.rollback()
        self.char.refresh(paths)
        return ActionPreview(True, log, faces=faces, outcome=ctx.outcome, pools=pools)

    def apply(self, step: dict[str, Any], *, faces: list[int] | None = None) -> Result:
        """Validate and apply one action; on any failure nothing changes. `faces`: the rolls a `preview`
        of it drew, replayed before the roller is asked for more."""
        if isinstance(step, dict) and step.get("do") in ("undo", "redo"):
            return self.undo() if step["do"] == "undo" else self.redo()
        bad = jsonsafe.problem(step)
        if bad:
            return Result(False, code="invalidStep", message=Engine.tr("the step holds {problem}").format(problem=bad))
        tx = Transaction(self.doc)
        checkpoint = self.roller.checkpoint()
        recorder = RecordingRoller(self.roller if faces is None else ReplayRoller(faces, self.roller))
        before = self.char.pools()
        ctx = ActionContext(self.char, tx, recorder)
        try:
            by = apply_step(ctx, step).by
            ctx.run_triggers()
            ctx.settle(before, lambda: [op[0] for op in tx.ops])
            check_numbers(self.doc)  # nothing the action computed may leave a character that cannot reopen
            check_limits(self.doc, _limit_paths(tx.ops, tx.new_item_places))  # nor one past a document limit
        except ActionError as err:
            return self._fail(tx, checkpoint, err.code, err.message)
        except DocumentError as err:
            return self._fail(tx, checkpoint, "invalidStep", str(err))
        if by is not None and by.strip():
            # Who asked for it, when not this sheet's player (the table's GM): "GM: Took 9 damage".
            who = by.strip()[:40]
            if who == "GM":  # the table's own word for the GM (table/protocol.py), in the player's language
                who = Engine.tr("GM", "the game master, who asked for the action over the table")
            ctx.log[:] = [Engine.tr("{by}: {line}").format(by=who, line=line) for line in ctx.log]
        if not tx.ops and not ctx.log:
            # Nothing happened (e.g. rules saved unchanged): nothing to save, log or undo.
            return Result(True, [], ChangeSet())
        record = Record(copy_json(step), tx.ops, ctx.log, rolls=ctx.rolls)
        if self.on_commit is not None:
            try:
                self.on_commit(record, self)
            except Exception as err:  # the hook vetoes by raising; anything it raises is a veto
                return self._fail(tx, checkpoint, "commitFailed", str(err),
                                  reloadable=getattr(err, "reloadable", False) is True)
        self.undo_stack.append(record)
        del self.undo_stack[:-self.history_limit]
        self.redo_stack.clear()
        return Result(True, ctx.log, self._changes(before, tx.ops), record=record)

    def _preview_with(self, step: dict[str, Any], roller: Roller) -> ActionPreview:
        """Run an action as `apply` would, with `roller`, and take it back: what it would change.

        Nothing is committed, logged or recorded; the session's own roller is not touched. The
        dialogs use it to show a rest's or an attack's outcome before the player confirms."""
        bad = jsonsafe.problem(step)
        if bad:
            return ActionPreview(False, code="invalidStep",
                                 message=Engine.tr("the step holds {problem}").format(problem=bad))
        tx = Transaction(self.doc)
        before = self.char.pools()
        ctx = ActionContext(self.char, tx, roller)
        try:
            try:
                apply_step(ctx, step)
                ctx.run_triggers()
                ctx.settle(before, lambda: [op[0] for op in tx.ops])
                check_numbers(self.doc)
            except ActionError as err:
                return ActionPreview(False, code=err.code, message=err.message)
            except DocumentError as err:
                return ActionPreview(False, code="invalidStep", message=str(err))
            return ActionPreview(True, log=list(ctx.log), after=copy.deepcopy(self.doc), report=dict(ctx.report))
        finally:
            paths = [op[0] for op in tx.ops]
            tx.rollback()
            self.char.refresh(paths)

    def _fail(self, tx: Transaction, checkpoint: Any, code: str, message: str, *, reloadable: bool = False) -> Result:
        paths = [op[0] for op in tx.ops]
        tx.rollback()
        self.roller.restore(checkpoint)
        self.char.refresh(paths)
        return Result(False, code=code, message=message, reloadable=reloadable)

    def _changes(self, before: dict[str, Any], ops: list[tuple[tuple[Any, ...], Any, Any]]) -> ChangeSet:
        changes = ChangeSet.from_paths([op[0] for op in ops])
        after = self.char.pools()
        for pid in set(before) | set(after):
            old, new = before.get(pid), after.get(pid)
            if old is new and old is not None:
                continue  # the same view: resolved from the same inputs (world.PoolView)
            if old is None or new is None or old.summary() != new.summary():
                changes.pools.add(pid)
        return changes

    def undo(self) -> Result:
        if not self.undo_stack:
            return Result(False, code="nothingToUndo", message=Engine.tr("there is nothing to undo"))
        record = self.undo_stack[-1]
        return self._move(record, undo=True)

    def redo(self) -> Result:
        if not self.redo_stack:
            return Result(False, code="nothingToRedo", message=Engine.tr("there is nothing to redo"))
        return self._move(self.redo_stack[-1], undo=False)

    def _move(self, record: Record, *, undo: bool) -> Result:
        before = self.char.pools()
        named = describe_step(record.action, self.char)  # by the names the player saw (a deleted item's too)
        paths = [op[0] for op in record.ops]
        bad = _record_problem(record.ops, self.doc, undo)
        if bad:
            message = Engine.tr("{action} cannot be undone: its saved history holds {problem}") if undo else \
                Engine.tr("{action} cannot be redone: its saved history holds {problem}")
            return Result(False, code="invalidStep", message=message.format(action=named, problem=bad))
        journal = Journal(self.doc)  # a damaged history must leave the character exactly as it was
        try:
            named_items = self._write_moved(journal, record.ops, undo)
            # A history read back from disk is checked like a file: the fields every time (cheap), the
            # items it names (written anew) when it touches them.
            self._check_moved(paths, named_items)
            self.char.refresh(paths)
        except Exception as err:  # noqa: BLE001 - a damaged saved history must not damage the character
            return self._refuse_move(record, undo, journal, err)
        if named == describe_step(record.action):  # named nothing before the move: maybe it does now
            named = describe_step(record.action, self.char)
        line = (Engine.tr("Undid {action}") if undo else Engine.tr("Redid {action}")).format(action=named)
        if self.on_commit is not None:
            try:
                # Its key names the record it undid or redid, so the log can strike that record's lines
                # again after a restart, even once the record itself has left the history.
                self.on_commit(Record({"do": "undo" if undo else "redo"}, [], [line],
                                      key=f"{'undo' if undo else 'redo'}:{record.key}"), self)
            except Exception as err:
                journal.restore()
                self.char.refresh(paths)
                return Result(False, code="commitFailed", message=str(err),
                              reloadable=getattr(err, "reloadable", False) is True)
        if undo:
            self.redo_stack.append(self.undo_stack.pop())
        else:
            self.undo_stack.append(self.redo_stack.pop())
        return Result(True, [line], self._changes(before, record.ops))

    def _write_moved(self, journal: Journal, ops: list[tuple[tuple[Any, ...], Any, Any]],
                     undo: bool) -> set[int] | None:
        """Write a record's values (`move_ops`), keeping the character's own item dicts where a whole items
        list written holds one equal to it (so only the items it really changes are parsed again). The
        indices of the items written anew, or None when the items must all be checked."""
        if not any(path == ("items",) for path, _old, _new in ops):
            move_ops(journal, ops, undo=undo)
            return set()
        if any(path[:1] == ("items",) and len(path) > 1 for path, _old, _new in ops):
            move_ops(journal, ops, undo=undo)  # a whole list and writes into its items: no shortcut
            return None
        named: set[int] | None = set()
        for path, old, new in (reversed(ops) if undo else ops):
            value = old if undo else new
            if path == ("items",) and isinstance(value, list):
                value, fresh = _kept_items(value, self.doc.get("items"))
                named = fresh
            else:
                value = copy.deepcopy(value) if isinstance(value, (dict, list)) else value
            journal.write(path, value)
        return named

    def _check_moved(self, paths: list[tuple[Any, ...]], named: set[int] | None) -> None:
        """DocumentError unless the document after an undo or redo opens: its fields, and the items the
        record wrote anew (each parsed, its id unused by any other item); every item when it wrote the
        whole document or both a list and into its items."""
        check_fields(self.doc)
        if not any(path[:1] == ("items",) or not path for path in paths):
            return
        if named is None or any(not path for path in paths):
            parse_character(self.doc)
            return
        raws = self.doc["items"]
        if not named and len(raws) == len(self.char.items) and not any(path == ("items",) for path in paths):
            # Written into items in place: only those changed, and an id the same as before is no new clash.
            inside = {path[1] for path in paths if path[:1] == ("items",) and len(path) > 1}
            if _check_in_place(raws, inside, self.char.items):
                return
        for path in paths:
            if path[:1] == ("items",) and len(path) > 1:
                named.add(path[1])
        _check_items(raws, named, self.char.items, self.char.item_with_id)

    def _refuse_move(self, record: Record, undo: bool, journal: Journal, err: Exception) -> Result:
        journal.restore()  # in place: the character and the transaction hold the same dict
        self.char.refresh(None)
        message = Engine.tr("{action} cannot be undone: its saved history is damaged ({error})") if undo else \
            Engine.tr("{action} cannot be redone: its saved history is damaged ({error})")
        return Result(False, code="invalidStep",
                      message=message.format(action=describe_step(record.action, self.char), error=err))

    # ---- output -------------------------------------------------------------------------------
    def rolls(self) -> list[tuple[Record, dict[str, Any]]]:
        """The d20 rolls of the actions in effect (the undo history), oldest first, each with its record."""
        return [(record, roll) for record in self.undo_stack for roll in record.rolls]

    def document(self) -> dict[str, Any]:
        """The character as a `sheet/1` document (a copy)."""
        return copy.deepcopy(self.doc)


def _limit_paths(ops: list[tuple[tuple[Any, ...], Any, Any]],
                 known: dict[int, tuple[tuple[tuple[Any, ...], Any, Any], list[int]]] | None = None
                 ) -> list[tuple[Any, ...]]:
    """The paths `check_limits` looks at: an action's one whole items list is its new items (and the list's
    length), not every item's rules counted again. `known`: the transaction's places of the new items of
    the lists it recorded (Transaction.new_item_places), not looked for again."""
    paths = [op[0] for op in ops]
    lists = [op for op in ops if op[0] == ("items",)]
    if len(lists) != 1 or not isinstance(lists[0][1], list) or not isinstance(lists[0][2], list):
        return paths
    _path, old, new = lists[0]
    found = (known or {}).get(id(lists[0]))
    places = found[1] if found is not None and found[0] is lists[0] else new_items(old, new)
    # ("items", -1): no item, only the length is checked
    return [path for path in paths if path != ("items",)] + [("items", -1)] + [("items", index) for index in places]


def _record_problem(ops: list[tuple[tuple[Any, ...], Any, Any]], doc: dict[str, Any], undo: bool) -> str | None:
    """What in a record is no JSON value (jsonsafe.problem). Of a whole items list only the side this move
    writes is looked at (the other is when it is written), and not the items that equal one of the
    character's own, type for type: equal to a plain JSON value, an item is one (NaN equals nothing, a
    key that is no string equals no string key, a lone surrogate no proper string)."""
    for path, old, new in ops:
        if path == ("items",):
            value = old if undo else new
            if isinstance(value, list):
                current = doc.get("items")
                # the very dicts: JSON, as they were read (found at C speed: no Python step per item)
                value = [value[index] for index in new_items(current if isinstance(current, list) else [], value)]
                if len(value) > 8:  # a few others are walked; more are first compared with the character's
                    by_id = _by_id(doc.get("items"))
                    value = [raw for raw in value if not _equal_to_one(raw, by_id)]
            bad = jsonsafe.problem(ops_to_json([(path, value, None)]))
            if bad:
                return bad
        else:
            bad = jsonsafe.problem(ops_to_json([(path, old, new)]))
            if bad:
                return bad
    return None


def _by_id(raws: Any) -> dict[Any, list[Any]]:
    found: dict[Any, list[Any]] = {}
    for raw in raws if isinstance(raws, list) else []:
        if isinstance(raw, dict):
            key = raw.get("id")
            found.setdefault(key if isinstance(key, str) else None, []).append(raw)
    return found


def _equal_to_one(raw: Any, by_id: dict[Any, list[Any]]) -> bool:
    if not isinstance(raw, dict):
        return False
    key = raw.get("id")
    return any(raw is mine or (raw == mine and _same(raw, mine))
               for mine in by_id.get(key if isinstance(key, str) else None, []))


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON, type for type (1, 1.0 and true are three values)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


_RAW = attrgetter("raw")
_ID = attrgetter("fields.id")


def _kept_items(value: list[Any], current: Any) -> tuple[list[Any], set[int]]:
    """A record's items list to write: each item equal to one of the character's own items (each used
    once) is that dict, kept with its parsed entry; the others are copies. With the indices of those.
    The very dicts (an in-memory record's) are found at C speed; only the others are compared."""
    mine = current if isinstance(current, list) else []
    others = new_items(mine, value)
    if len(set(map(id, value))) != len(value):  # a dict twice: the first place keeps it, the others compare
        first: dict[int, int] = {}
        for index, raw in enumerate(value):
            first.setdefault(id(raw), index)
        others = sorted({*others, *(index for index, raw in enumerate(value) if first[id(raw)] != index)})
    kept = list(value)
    if not others:
        return kept, set()
    used = set(map(id, value))
    by_id = _by_id([raw for raw in mine if id(raw) not in used])
    fresh: set[int] = set()
    for index in others:
        raw, found = value[index], None
        if isinstance(raw, dict):
            key = raw.get("id")
            candidates = by_id.get(key if isinstance(key, str) else None, [])
            for number, candidate in enumerate(candidates):
                if raw == candidate and _same(raw, candidate):
                    found = candidates.pop(number)
                    break
        if found is None:
            kept[index] = copy.deepcopy(raw) if isinstance(raw, (dict, list)) else raw
            fresh.add(index)
        else:
            kept[index] = found
    return kept, fresh


def _no_clash(found: list[Any], parsed: list[int], owner: Callable[[str], Any]) -> bool:
    """Whether the ids of the entries parsed (at `parsed`) are used by no other item of `found`: not by
    another one parsed, nor by the kept entry the id index names for it (looked for by identity, at C speed)."""
    new_ids = [found[index].fields.id for index in parsed]
    for ident in new_ids:
        if ident is None:
            continue
        if new_ids.count(ident) > 1:
            return False
        other = owner(ident)
        if other is not None and any(map(is_, found, repeat(other))):
            return False
    return True


def _check_in_place(raws: list[Any], inside: set[int], entries: list[Any]) -> bool:
    """Whether the items written into in place all parse (DocumentError if one does not) and keep the id
    they had (False: the ids must all be looked at)."""
    for index in inside:
        if not isinstance(index, int) or not 0 <= index < len(raws):
            return False
        try:
            parsed = parse_item(raws[index])
        except ItemError as err:
            where = f"items[{index}]" + (f".{err.path}" if err.path else "")
            raise DocumentError(where, err.message) from None
        if parsed.fields.id != entries[index].fields.id or raws[index] is not entries[index].raw:
            return False
    return True


def _entries_of(raws: list[Any], entries: list[Any]) -> list[Any]:
    """Per item dict of `raws`, the entry of `entries` parsed from that very dict, or None. The places that
    hold the same dicts at the start and the end are those entries, and so is a stretch between that only
    moved one dict (found at C speed, no id asked); other dicts between are matched by id, over every entry
    when there are many or one is also a dict of the kept ends (placed twice)."""
    old = list(map(_RAW, entries))
    start, end = common_ends(old, raws)
    low, high = len(old) - end, len(raws) - end
    if low == high:
        way = rotated(old, raws, start, high)
        if way:
            middle = entries[start + 1:low] + [entries[start]] if way > 0 else \
                [entries[low - 1]] + entries[start:low - 1]
            return entries[:start] + middle + entries[low:]
    if low - start <= 8 and high - start <= 8:
        inner = dict(zip(map(id, old[start:low]), entries[start:low], strict=True))
        middle = list(map(inner.get, map(id, raws[start:high])))
        missing = [raws[start + at] for at in compress(range(len(middle)), map(is_, middle, repeat(None)))]
        if not any(any(map(is_, chain(old[:start], old[low:]), repeat(raw))) for raw in missing):
            return entries[:start] + middle + entries[low:]
    known = dict(zip(map(id, old), entries, strict=True))
    return list(map(known.get, map(id, raws)))


def _check_items(raws: list[Any], named: set[int], entries: list[Any],
                 owner: Callable[[str], Any] | None = None) -> None:
    """DocumentError unless every named item parses and no two items share an id (the others were
    parsed when they were written, and are the character's entries still). The kept entries are found and
    their ids read at C speed; only the items parsed here are Python steps. `owner` (the character's id
    index, before the move): with a few items parsed, only their ids are looked at, each against the
    others parsed and the kept entry that has it (the kept entries, distinct entries of a valid
    character, share no id among themselves), not every item's id read again."""
    found = _entries_of(raws, entries)
    parsed: list[int] = []
    for index in {*named, *compress(range(len(raws)), map(is_, found, repeat(None)))}:
        entry = found[index] if index not in named else None
        if entry is None or entry.raw is not raws[index]:
            try:
                found[index] = parse_item(raws[index])
            except ItemError as err:
                where = f"items[{index}]" + (f".{err.path}" if err.path else "")
                raise DocumentError(where, err.message) from None
            parsed.append(index)
    if owner is not None and len(parsed) <= 8 and _no_clash(found, parsed, owner):
        return
    ids = list(filter(partial(is_not, None), map(_ID, found)))
    if len(set(ids)) == len(ids):
        return
    seen: dict[str, int] = {}
    for index, entry in enumerate(found):  # a clash: the first one named
        ident = entry.fields.id if entry is not None else None
        if ident is not None:
            if ident in seen:
                raise DocumentError(f"items[{index}].id", Engine.tr("{id} is already used by items[{index}]").format(
                    id=repr(ident), index=seen[ident]))
            seen[ident] = index
