"""What the sheet says of conditions, actions, reactions and spells, without Qt (views/turn_state.py,
views/spell_view.py, views/history_words.py; character.md §12-§14)."""
import copy
import json
from pathlib import Path

from sheet_app.engine import conditions
from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.views.history_words import action_words
from sheet_app.views.spell_view import cast_choice, concentration_note, spell_subtitle, upcast_words
from sheet_app.views.turn_state import (
    DESCRIPTIONS,
    action_pips,
    condition_chips,
    condition_for_text,
    picker_entries,
    reaction_buttons,
    timer_text,
)

ROOT = Path(__file__).resolve().parents[2]
MAGE = json.loads((ROOT / "resources" / "sample-mage.json").read_text(encoding="utf-8"))


def mage(**fields) -> Session:
    doc = copy.deepcopy(MAGE)
    doc.update(fields)
    return Session(doc, roller=ScriptedRoller([3, 4, 5, 2, 6, 1] * 10))


def item(session: Session, key: str):
    index = session.char.find_item(key)
    assert index is not None
    return session.char.items[index]


def test_every_condition_the_step_takes_has_a_description():
    offered = {name for name in conditions.STATES if name not in conditions.DERIVED}
    assert offered == set(DESCRIPTIONS)


def test_timers_in_words_count_from_now():
    assert timer_text({"turnEnds": 1}, own_turn=False) == "ends after your next turn"
    assert timer_text({"turnEnds": 1}, own_turn=True) == "ends at the end of this turn"
    assert timer_text({"turnEnds": 2}, own_turn=True) == "ends after your next turn"  # Slowed on your own turn
    assert timer_text({"turnEnds": 3}, own_turn=False) == "ends after 3 more of your turns"
    assert timer_text({"attacks": 1}, own_turn=False) == "ends after your next attack"
    assert timer_text(None, own_turn=False) == ""


def test_slowed_on_your_own_turn_and_outside_it_both_end_after_your_next_turn():
    session = mage()
    session.apply({"do": "startEncounter"})
    session.apply({"do": "condition", "name": "slowed"})
    outside = [chip.text for chip in condition_chips(session.char)]
    session.apply({"do": "condition", "name": "slowed", "on": False})
    session.apply({"do": "startTurn"})
    session.apply({"do": "condition", "name": "slowed"})
    assert session.doc["conditionTimers"]["slowed"] == {"turnEnds": 2}
    inside = [chip.text for chip in condition_chips(session.char)]
    assert outside == inside == ["Hampered", "Slowed · ends after your next turn"]


def test_implied_chips_name_their_cause_and_are_not_stored():
    session = mage(states=["stunned", "grappled"])
    chips = {chip.name: chip for chip in condition_chips(session.char)}
    assert chips["incapacitated"].implied and "from Stunned" in chips["incapacitated"].tooltip
    assert chips["restrained"].implied and "from Grappled" in chips["restrained"].tooltip
    assert chips["hampered"].implied and "from Grappled" in chips["hampered"].tooltip
    assert not chips["stunned"].implied
    assert "dying" not in [c.name for c in condition_chips(mage(states=["dying"]).char)]  # its own toggle


def test_the_picker_offers_the_nimble_list_and_says_immune():
    doc = copy.deepcopy(MAGE)
    doc["items"].append({"id": "fearless", "name": "Fearless", "type": "feature", "rules": [
        {"id": "f", "type": "conditionImmunity", "label": "Fearless", "conditions": ["frightened"]}]})
    session = Session(doc, roller=ScriptedRoller([]))
    entries = {entry.name: entry for entry in picker_entries(session.char)}
    assert "bloodied" not in entries and "wounded" not in entries
    assert entries["frightened"].refused == "immune (Fearless)"
    assert entries["prone"].refused == "" and entries["concentrating"].words == "Concentration"
    session.apply({"do": "condition", "name": "despair"})
    despair = next(entry for entry in picker_entries(session.char) if entry.name == "despair")
    assert despair.on and despair.note == "ends after your next attack"


def test_a_typed_name_is_the_condition_it_means():
    assert condition_for_text("Prone") == "prone"
    assert condition_for_text("last stand") == "lastStand"
    assert condition_for_text("concentration") == "concentrating"
    assert condition_for_text("raging") is None


def test_the_pips_and_the_reactions_say_why():
    session = mage()
    assert not action_pips(session.char).tracked
    assert [b.reason for b in reaction_buttons(session.char, session.preview)] == [
        "Defend needs an encounter", "Interpose needs an encounter", "Opportunity attack needs an encounter",
        "Help needs an encounter"]
    session.apply({"do": "startEncounter"})
    session.apply({"do": "set", "field": "actions.current", "value": 0})
    buttons = {b.name: b for b in reaction_buttons(session.char, session.preview)}
    assert buttons["defend"].available  # Blink Reflex: Defend costs no action
    assert not buttons["help"].available and buttons["help"].reason.startswith("Help needs 1 action, 0 left")
    pips = action_pips(session.char)
    assert pips.text == "0/3" and "0 of 3 left" in pips.tooltip


def test_a_spells_subtitle_cast_choice_and_upcast_words():
    session = mage()
    kindle, web, bolt = item(session, "kindle"), item(session, "static-web"), item(session, "cinder-bolt")
    assert spell_subtitle(kindle.fields, kindle.raw) == "Tier 1 · fire · 1 mana · 2 actions · ranged 3d6"
    assert spell_subtitle(bolt.fields, bolt.raw).startswith("Cantrip · fire · 1 action")
    needle = item(session, "frost-needle")
    assert spell_subtitle(needle.fields, needle.raw).endswith("ranged 1d6 + INT")  # the game's words, not @intelligence
    assert cast_choice(session.char, kindle).asks and cast_choice(session.char, kindle).most == 3
    assert not cast_choice(session.char, bolt).asks
    assert cast_choice(session.char, web).choices == ["Wider", "Longer"]
    assert upcast_words(kindle, 1) == ""
    assert upcast_words(kindle, 2) == "+1d6 damage, Range +2 for 1 more mana (damage 3d6 + 1d6)"
    assert upcast_words(web, 3, 1) == "Duration +1 round for 1 more mana"
    thunder = item(session, "thunderclap")
    assert upcast_words(thunder, 3) == "damage dice 1 size larger, Area size +1 for 1 more mana (damage 2d10)"
    assert concentration_note(session.char, web).startswith("Concentration: you hold it")
    session.apply({"do": "cast", "item": "static-web"})
    assert concentration_note(session.char, web).startswith("Concentration: you hold it")


def test_history_names_an_attack_taken_with_defend():
    session = mage()
    session.apply({"do": "startEncounter"})
    step = {"do": "attacked", "damage": 6, "defend": True}
    result = session.apply(step)
    assert result.log[0].startswith("Defend (reaction)")
    assert action_words(step, result.log, session.char) == "Attacked: 6 damage, defended"
