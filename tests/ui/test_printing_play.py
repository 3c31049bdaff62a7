"""The printed sheet's conditions, actions, mana and spells (issue 30 item 4): the sample Mage in an encounter,
Slowed with its timer and concentrating on Static Web, exported as a PDF whose text says each."""
from __future__ import annotations

import json
from pathlib import Path

from test_printing import pdf_text

from sheet_app.engine import steps
from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.ui.printing import export_pdf, page_image

ROOT = Path(__file__).resolve().parents[2]


def mage_in_a_fight() -> Session:
    doc = json.loads((ROOT / "resources" / "sample-mage.json").read_text(encoding="utf-8"))
    session = Session(doc, roller=ScriptedRoller([10] * 40))
    for step in (steps.StartEncounter(), steps.Condition(name="slowed", turnEnds=2),
                 steps.Condition(name="prone"), steps.Activate(item="static-web")):
        result = session.apply(step.step())
        assert result.ok, (step, result.message)
    return session


def test_the_pdf_says_the_conditions_with_timers_the_actions_left_mana_and_spells(tmp_path):
    session = mage_in_a_fight()
    path = tmp_path / "orin.pdf"
    assert export_pdf(session, str(path)) >= 1
    text = pdf_text(path)
    if text is None:  # no pdftotext: the page is still drawn
        assert not page_image(session).isNull()
        return
    flat = " ".join(text.translate(str.maketrans({"ﬁ": "fi", "ﬂ": "fl", "ﬀ": "ff"})).split())  # the PDF's ligatures
    assert "Conditions: Concentration, Hampered (implied), Prone, Slowed · ends after 2 more of your turns" in flat
    actions = session.char.doc["actions"]
    assert f"Actions {actions['current']} of {actions['max']}" in flat
    mana, mana_max = session.char.mana_total()
    assert f"Mana {mana}/{mana_max} · spells up to tier" in flat and "concentrating on Static Web" in flat
    assert "Tier 2 · lightning · 2 mana · concentration · range · upcast" in flat  # Static Web's line
    assert "Cantrip · fire · no mana · range" in flat  # Cinder Bolt's
    assert "Tier 1 · 1 mana · utility" in flat  # Quiet Ward: no school, a utility spell
    assert "States: none" in flat  # the conditions are not listed again as states
