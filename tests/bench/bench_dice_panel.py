"""Dice panel speed: the preview after a pick, and opening the panel on a 12-die pool.

Run: .venv/bin/python -m pytest tests/bench/bench_dice_panel.py --benchmark-enable -p no:cacheprovider
Screenshots for docs/screenshots/: .venv/bin/python tests/bench/bench_dice_panel.py
"""
from __future__ import annotations

import copy
import json
import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.ui.dice_panel import DicePanel
from sheet_app.ui.theme import apply_theme

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))
TWELVE = [3, 1, 4, 1, 5, 6, 2, 6, 5, 3, 5, 4]


def big_pool_session(faces: list[int] = TWELVE, size: str | None = "12") -> Session:
    """The sample Berserker, raging, holding `faces` as Fury Dice (d6; max `size`, or the sample's 3),
    with Stone's Resilience appending @sum to its damage reduction."""
    doc = copy.deepcopy(SAMPLE)
    for item in doc["items"]:
        for rule in item["rules"]:
            if rule.get("type") == "dicePool" and size is not None:
                rule["max"] = size
    doc["items"].append({"id": "stone", "name": "Stone's Resilience", "type": "feature", "rules": [
        {"type": "modifyConsumer", "poolIdentifier": "fury", "poolScope": "item",
         "effectTypeFilter": "damageReduction", "appendFormula": "@sum"}]})
    doc["states"] = ["raging"]
    doc["pools"] = {"fury": {"faces": list(faces)}}
    return Session(doc, roller=ScriptedRoller([]))


def median_below(benchmark: Any, seconds: float) -> None:
    """Assert the median time, when benchmarks are enabled (with --benchmark-disable there is none)."""
    if benchmark.stats is not None:
        median = benchmark.stats.stats.median
        assert median < seconds, f"median {median * 1e3:.2f} ms, budget {seconds * 1e3:.0f} ms"


def test_preview_update_after_a_pick(qapp: QApplication, benchmark: Any) -> None:
    apply_theme(qapp, "light")
    panel = DicePanel(big_pool_session(), "fury")
    panel.show()
    qapp.processEvents()
    panel.toggle(1)
    picks = iter(range(10**9))

    def pick() -> None:
        # Toggle die 1 on and off; each call re-reads the picks, redraws the dice and the preview.
        next(picks)
        panel.toggle(0)
        panel.repaint()

    benchmark(pick)
    assert panel.preview.text().startswith("(3 + 2) ×")
    panel.close()
    panel.deleteLater()
    median_below(benchmark, 16e-3)


def test_opening_the_panel_on_a_12_die_pool(qapp: QApplication, benchmark: Any) -> None:
    apply_theme(qapp, "light")
    session = big_pool_session()
    opened: list[DicePanel] = []

    def open_panel() -> None:
        panel = DicePanel(session, "fury")
        panel.show()
        panel.repaint()
        opened.append(panel)

    def tidy() -> None:
        while opened:
            panel = opened.pop()
            panel.close()
            panel.deleteLater()
        qapp.processEvents()

    benchmark.pedantic(open_panel, setup=tidy, rounds=40, iterations=1)
    assert len(opened[-1].tray.buttons) == 12
    tidy()
    median_below(benchmark, 50e-3)


def render_screenshots(folder: Path) -> list[Path]:
    """docs/screenshots/dice-panel-{consume,maximize,empty}-{light,dark}.png."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # read when the QApplication is made
    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder.mkdir(parents=True, exist_ok=True)
    saved = []
    for theme in ("light", "dark"):
        apply_theme(app, theme)  # type: ignore[arg-type]
        shots = {}
        consume = DicePanel(big_pool_session([3, 4, 2], None), "fury")
        consume.toggle(0)
        consume.toggle(1)
        shots["consume"] = consume
        maximize = DicePanel(big_pool_session([3, 6, 2], None), "fury", item="blood-frenzy")
        maximize.toggle(2)
        shots["maximize"] = maximize
        spent = DicePanel(big_pool_session([3, 4, 2], None), "fury")
        spent.toggle(0)
        spent.toggle(1)
        spent.confirm()
        shots["result"] = spent
        shots["empty"] = DicePanel(big_pool_session([], None), "fury", item="tayg")
        shots["twelve"] = DicePanel(big_pool_session(), "fury")
        for name, panel in shots.items():
            panel.show()
            app.processEvents()
            panel.resize(max(640, panel.sizeHint().width()), panel.sizeHint().height())
            app.processEvents()
            path = folder / f"dice-panel-{name}-{theme}.png"
            panel.grab().save(str(path))
            saved.append(path)
            panel.close()
    return saved


if __name__ == "__main__":
    for shot in render_screenshots(ROOT / "docs" / "screenshots"):
        print(shot.relative_to(ROOT))
