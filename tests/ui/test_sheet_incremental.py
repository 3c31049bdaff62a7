"""The sheet window updates only what an action changed (issue 18, item 4), and what it shows is always
what a freshly built window would show: the rows, the groups, the filter, the collapsed groups, the
header and the problems, after any sequence of actions (undo and redo, items added, deleted, moved and
edited, rules edited)."""
from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest
from bench_generator import generate
from sheet_helpers import click, part, row_of

from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.lint import lint_character
from sheet_app.ui.sheet.header import Header
from sheet_app.ui.sheet.items_model import GROUP_ROLE, ROW_ROLE
from sheet_app.ui.sheet.window import MainWindow
from sheet_app.views.rows import SheetRows

ROOT = Path(__file__).resolve().parents[2]


def _spy_builds(monkeypatch) -> list[int]:
    """The item index of every row `SheetRows` builds from now on."""
    built: list[int] = []
    original = SheetRows._build

    def build(self, index):
        built.append(index)
        return original(self, index)

    monkeypatch.setattr(SheetRows, "_build", build)
    return built


def header_shows(header: Header) -> dict[str, Any]:
    """Everything the header shows, as values."""
    boxes = {"level": header.level, "hp": header.hp, "hp_max": header.hp_max, "hp_temp": header.hp_temp,
             "wounds": header.wounds, "wounds_max": header.wounds_max, "mana": header.mana,
             "mana_max": header.mana_max, **{f"stat {name}": box for name, box in header.stats.items()}}
    return {
        **{name: (box.value(), box.minimum(), box.maximum()) for name, box in boxes.items()},
        "name": header.name.text(), "class": header.klass.text(),
        "hp bar": (header.hp_bar.current, header.hp_bar.maximum, header.hp_bar.bloodied, header.hp_bar.temp),
        "hp caption": (header.hp_caption.text(), header.hp_caption.styleSheet()),
        "mana info": header.mana_info.text(), "bank": header.bank.text(), "encounter": header.encounter.text(),
        "states": [(name, button.isChecked()) for name, button in header.state_buttons.items()],
        "known states": header.state_completer.model().stringList(),
        "hit dice": [(size, box.value(), box.maximum(), label.text())
                     for size, (box, label) in header.hit_dice_boxes.items()],
        "no hit dice": header.hit_dice_none.isHidden(), "roll hit dice": header.hit_dice_button.isEnabled(),
    }


def assert_as_fresh(window: MainWindow) -> None:
    """The window shows exactly what a window built now on the same session would show."""
    session = window.session
    problems = lint_character(session.char)
    assert [p.line() for p in window.display.problems] == [p.line() for p in problems]
    fresh = SheetRows(session, problems)
    model = window.model
    shape = []
    for g in range(model.rowCount()):
        group = model.index(g, 0)
        shape.append((group.data(GROUP_ROLE), [model.index(r, 0, group).data(ROW_ROLE).index
                                               for r in range(model.rowCount(group))]))
    assert shape == list(fresh.shape.items())
    for index, row in window.display.sheet_rows.built.items():  # the rows kept from before the last actions
        assert row == fresh.row(index), f"row {index} ({row.name}) is stale"
    # What the list shows through the filter, and which groups are open.
    text = window.filter.text().strip().lower()
    proxy = window.view.model()
    shown = []
    for g in range(proxy.rowCount()):
        group = proxy.index(g, 0)
        key = group.data(GROUP_ROLE)
        assert window.view.isExpanded(group) == (bool(text) or key not in window.view.collapsed_groups)
        shown += [proxy.index(r, 0, group).data(ROW_ROLE).index for r in range(proxy.rowCount(group))]
    expected = [index for _key, indices in fresh.shape.items() for index in indices
                if all(word in fresh.search_text(index) for word in text.split())]
    assert shown == expected
    header = Header(lambda step: None)
    header.show_session(session)
    assert header_shows(window.header) == header_shows(header)
    header.deleteLater()


def open_window(qtbot, library, settings, doc, seed=1):
    cid = library.create(doc)
    session = library.open_session(cid, roller=SeededRoller(seed))
    window = MainWindow(session, library=library, character_id=cid, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


# ---- only what changed is built again -------------------------------------------------------------
def test_a_use_builds_again_only_the_row_whose_pool_it_spent(qtbot, window, monkeypatch):
    window.model.rows()  # every row built, so every one could be built again
    wand, row = row_of(window, "Wand of Scorching Rays")
    built = _spy_builds(monkeypatch)
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    assert built == [row.index]
    assert_as_fresh(window)


def test_opening_builds_only_the_rows_it_shows(qtbot, library, settings):
    doc = generate.make_character(seed=3, items=400, rules=1320, pools=40)
    window = open_window(qtbot, library, settings, doc)
    built = set(window.display.sheet_rows.built)
    assert len(built) < 100  # the rows on screen, and those with pools (their height needs them)
    assert {i for i in range(len(window.session.char.items)) if window.display.sheet_rows.has_pools(i)} <= built
    assert_as_fresh(window)


def test_an_action_on_a_large_character_builds_again_only_the_rows_it_can_change(qtbot, library, settings,
                                                                                monkeypatch):
    doc = generate.make_character(seed=2, items=150, rules=500, pools=40)
    window = open_window(qtbot, library, settings, doc)
    window.model.rows()
    names = generate.catalog(window.session.document())
    rng = random.Random(4)
    built = _spy_builds(monkeypatch)
    checked = total = 0
    for _ in range(40):
        step = generate.random_step(rng, names)
        if step["do"] in ("equip", "enableRule", "undo", "redo"):
            continue  # item edits build a new set of rows (tested below)
        before = dict(window.session.char.pools())
        rows_before = dict(window.display.sheet_rows.built)
        built.clear()
        result = window.apply(step)
        if not result.ok:
            continue
        checked += 1
        after = window.session.char.pools()
        replaced = {pid for pid in before.keys() | after.keys() if before.get(pid) is not after.get(pid)}
        owners = {v.item_index if v.item_index is not None else -1
                  for pid in replaced for v in (before.get(pid), after.get(pid)) if v is not None}
        named = set(result.changes.items) | {after[pid].item_index for pid in result.changes.pools
                                             if pid in after and after[pid].item_index is not None}
        # Every row built again is one whose pools got a new view, one the change-set names, or one whose
        # Use became payable or not (a shared pool): never the whole list.
        assert len(built) == len(set(built))
        for index in set(built) - owners - named:
            assert window.display.sheet_rows.built[index] != rows_before[index]
        total += len(built)
        assert_as_fresh(window)
    assert checked > 20
    assert total < checked * 150 / 4  # a full rebuild would build all 150 rows every time
    assert total < checked * 150 / 4  # a full rebuild would build all 150 rows every time


def test_header_parts_are_shown_again_only_when_named(qtbot, window, monkeypatch):
    calls: list[str] = []
    for name in ("_show_name", "_show_level", "_show_stats", "_show_hp", "_show_wounds", "_show_mana",
                 "_show_bank", "_show_encounter", "_show_rule_states"):
        original = getattr(Header, name)
        monkeypatch.setattr(Header, name, lambda self, char, _o=original, _n=name: (calls.append(_n), _o(self, char)))
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    assert calls == []  # a pool spent: nothing in the header to show again
    window.apply({"do": "damage", "amount": 5})
    assert "_show_hp" in calls and "_show_stats" not in calls and "_show_mana" not in calls
    calls.clear()
    window.apply({"do": "startEncounter"})
    assert "_show_encounter" in calls and "_show_stats" not in calls
    calls.clear()
    assert window.apply({"do": "set", "field": "stats.will", "value": 3}).ok
    assert calls == ["_show_stats"]
    calls.clear()
    window.apply({"do": "state", "name": "raging", "on": True})
    assert "_show_rule_states" in calls and "_show_hp" in calls  # the states row, and HP's "dying" caption
    window.ops.undo()
    window.ops.redo()
    assert_as_fresh(window)


# ---- after any sequence, the same as a fresh window ------------------------------------------------
FEATURE = {"name": "Second Wind", "type": "feature",
           "rules": [{"type": "chargePool", "identifier": "wind", "label": "Wind", "max": "1"},
                     {"type": "chargeConsumer", "poolIdentifier": "wind", "cost": "1"}]}


def _item_step(rng: random.Random, window: MainWindow) -> dict[str, Any]:
    doc = window.session.document()
    items = doc["items"]
    key = lambda item: item.get("id") or item["name"]  # noqa: E731
    pick = rng.choice(items)
    kind = rng.choice(("add", "delete", "move", "rename", "retype", "rules", "equip", "enable"))
    if kind == "add":
        raw = copy.deepcopy(FEATURE)
        raw["name"] = f"Second Wind {rng.randrange(1000)}"
        return {"do": "addItem", "raw": raw}
    if kind == "delete" and len(items) > 20:
        return {"do": "deleteItem", "item": key(pick)}
    if kind == "move":
        return {"do": "moveItem", "item": key(pick), "to": rng.randrange(len(items))}
    if kind == "rename":
        return {"do": "editItem", "item": key(pick), "set": {"name": pick["name"] + " II"}}
    if kind == "retype":
        return {"do": "editItem", "item": key(pick), "set": {"type": rng.choice(("feature", "boon", "object"))}}
    if kind == "rules" and pick.get("rules"):
        rules = copy.deepcopy(pick["rules"])
        rules.pop(rng.randrange(len(rules)))
        return {"do": "setRules", "item": key(pick), "rules": rules}
    if kind == "equip":
        objects = [item for item in items if item.get("type") == "object"]
        if objects:
            return {"do": "equip", "item": key(rng.choice(objects)), "on": rng.random() < 0.5}
    return {"do": "enableRule", "item": key(pick), "rule": 0, "on": rng.random() < 0.5} if pick.get("rules") \
        else {"do": "startTurn"}


@pytest.mark.parametrize("seed,all_built", [(1, True), (2, False), (3, True)])
def test_after_any_sequence_the_window_shows_what_a_fresh_one_shows(qtbot, library, settings, seed, all_built):
    doc = generate.make_character(seed=seed, items=50, rules=170, pools=14)
    window = open_window(qtbot, library, settings, doc, seed=seed)
    if all_built:
        window.model.rows()
    rng = random.Random(seed)
    for n in range(70):
        roll = rng.random()
        if roll < 0.55:
            window.apply(generate.random_step(rng, generate.catalog(window.session.document())))
        elif roll < 0.75:
            window.apply(_item_step(rng, window))
        elif roll < 0.83:
            (window.ops.undo if rng.random() < 0.6 else window.ops.redo)()
        elif roll < 0.9:
            window.filter.setText(rng.choice(("", "", "wand", "pool", "a", "zzz")))
        else:
            proxy = window.view.model()
            if proxy.rowCount():
                group = proxy.index(rng.randrange(proxy.rowCount()), 0)
                window.view.setExpanded(group, not window.view.isExpanded(group))
            if window.filter.text():
                window.filter.clear()
        if all_built and n % 10 == 0:
            window.model.rows()
        assert_as_fresh(window)


def test_a_tray_opens_the_dice_panel_only_while_a_consumer_that_spends_it_is_active(qtbot, library, settings,
                                                                                     sample_doc):
    # Every manual consumer of the Fury Dice only while hidden: whether the tray is spendable follows the state.
    for item in sample_doc["items"]:
        for rule in item.get("rules", []):
            if rule.get("type") == "diceConsumer" and rule.get("mode") == "manual":
                rule["predicate"] = {"self": "hidden"}
    window = open_window(qtbot, library, settings, sample_doc)
    window.model.rows()

    def fury():
        _index, row = row_of(window, "Rage")
        return next(chip for chip in row.pools if chip.pid == "fury")

    assert not fury().spendable
    assert window.apply({"do": "state", "name": "hidden", "on": True}).ok
    assert fury().spendable
    assert_as_fresh(window)
    window.ops.undo()
    assert not fury().spendable
    assert_as_fresh(window)


def test_the_filter_finds_the_row_of_pools_no_rule_defines(qtbot, library, settings, sample_doc):
    sample_doc.setdefault("pools", {})["ghost"] = {"current": 1}
    window = open_window(qtbot, library, settings, sample_doc)
    window.filter.setText("saved pools")
    proxy = window.view.model()
    shown = [proxy.index(r, 0, proxy.index(g, 0)).data(ROW_ROLE).name
             for g in range(proxy.rowCount()) for r in range(proxy.rowCount(proxy.index(g, 0)))]
    assert shown == ["Saved pools no rule defines"]
    window.filter.setText("ghost")  # its pools' labels too
    assert proxy.rowCount() == 1
    assert_as_fresh(window)


def test_what_the_filter_matches_is_the_same_before_and_after_a_row_is_built(qtbot, library, settings, sample_doc):
    sample_doc.setdefault("pools", {})["ghost"] = {"current": 1}
    window = open_window(qtbot, library, settings, sample_doc)
    rows = SheetRows(window.session, window.display.problems)
    indices = [index for group in rows.shape.values() for index in group]
    unbuilt = {index: rows.search_text(index) for index in indices}
    fresh = SheetRows(window.session, window.display.problems)
    for index in indices:
        fresh.row(index)
    assert unbuilt == {index: fresh.search_text(index) for index in indices}


def test_opening_lints_the_whole_character_after_the_first_paint_and_the_first_frame_is_right(
        qtbot, library, settings):
    """Opening (issue 18 item 4): the rows shown lint only their own items, the whole character's lint
    and the state completer's full list come once the window has painted; the first frame's rows and
    toggles are those a window built with everything at once shows, and nothing changes after."""
    doc = generate.make_character(seed=1, items=300)
    cid = library.create(doc)
    session = library.open_session(cid, roller=SeededRoller(1))
    whole = lint_character(session.char)
    assert whole
    window = MainWindow(session, library=library, character_id=cid, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.grab()  # the first frame: laid out and painted, the event loop not yet run
    assert window.display._lint_pending and not window.problems_list.problems and window.problems_dock.isHidden()
    fresh = SheetRows(session, whole)
    first = dict(window.display.sheet_rows.built)
    assert len(first) > 10
    for index, row in first.items():
        assert row == fresh.row(index), f"row {index} ({row.name}) differs from the whole lint's"
    with_problems = next(i for i, item in enumerate(session.char.items) if any(p.item == item.name for p in whole))
    shown = window.display.sheet_rows.row(with_problems)
    assert shown == fresh.row(with_problems) and fresh.row(with_problems).problems
    # The toggles are the full list's first ones; the completer gets the full list later.
    full_header = Header(lambda step: None)
    qtbot.addWidget(full_header)
    early_states = list(window.header.state_buttons)
    session.char.rule_states()  # cached: a header shown now gets the full list at once
    full_header.show_session(session)
    assert early_states == list(full_header.state_buttons)

    qtbot.waitUntil(lambda: not window.display._lint_pending and window.problems_dock.isVisible())
    assert [p.line() for p in window.problems_list.problems] == [p.line() for p in whole]
    assert window.problems_dock.windowTitle() == f"Problems ({len(whole)})"
    assert {i: window.display.sheet_rows.built[i] for i in first} == first  # nothing was built again
    qtbot.waitUntil(lambda: window.header.state_completer.model().stringList() == session.char.rule_states())
    assert header_shows(window.header) == header_shows(full_header)
    assert_as_fresh(window)


def test_reading_the_problems_before_the_deferred_lint_lints_at_once(qtbot, library, settings):
    cid = library.create(generate.make_character(seed=1, items=150))
    session = library.open_session(cid, roller=SeededRoller(1))
    window = MainWindow(session, library=library, character_id=cid, settings=settings)
    qtbot.addWidget(window)
    assert window.display._lint_pending
    assert [p.line() for p in window.display.problems] == [p.line() for p in lint_character(session.char)]
    assert not window.display._lint_pending
    assert len(window.problems_list.problems) == len(window.display.problems)


def test_a_window_not_shown_lints_once_the_event_loop_runs(qtbot, library, settings):
    cid = library.create(generate.make_character(seed=1, items=150))
    session = library.open_session(cid, roller=SeededRoller(1))
    window = MainWindow(session, library=library, character_id=cid, settings=settings)
    qtbot.addWidget(window)
    assert window.display._lint_pending
    qtbot.waitUntil(lambda: not window.display._lint_pending)
    assert [p.line() for p in window.problems_list.problems] == [p.line() for p in lint_character(session.char)]
    assert window.header.state_completer.model().stringList() == session.char.rule_states()
