"""Formulas in the game's words (views/formula_words.py, issue 32 item 2): read from the parsed tree,
never evaluated; brackets only where the meaning needs them."""
from __future__ import annotations

import pytest

from sheet_app.views.formula_words import formula_words


@pytest.mark.parametrize(("text", "said"), [
    ("1d12+@strength", "1d12 + STR"),
    ("(@strength + @dexterity) * @n", "(STR + DEX) × dice spent"),
    ("2 * @sum", "2 × the dice's sum"),
    ("1d20 + @dexterity", "1d20 + DEX"),
    ("(@strength + @dexterity) * @n + (@sum)", "(STR + DEX) × dice spent + the dice's sum"),
    ("@abilities.strength.mod + 1", "STR + 1"),
    ("10 - (2 - 1)", "10 − (2 − 1)"),
    ("10 - 2 - 1", "10 − 2 − 1"),
    ("8 / (2 * 2)", "8 ÷ (2 × 2)"),
    ("-@strength", "−STR"),
    ("@level // 2", "level ÷ 2 rounded down"),
    ("1 + floor(@level / 2)", "1 + (level ÷ 2 rounded down)"),
    ("max(@strength, 1) + 2", "(the higher of STR and 1) + 2"),
    ("min(1, 2, 3)", "the lowest of 1, 2 and 3"),
    ("@poolMax - @poolCurrent", "the pool's max − what the pool holds"),
    ("@levle", "@levle"),
])
def test_a_formula_is_said_in_the_games_words(text, said):
    assert formula_words(text) == said


def test_with_the_characters_values_a_reference_shows_its_value_but_a_spends_stay_words():
    refs = {"strength": 3, "dexterity": 2}
    assert formula_words("1d12+@strength", refs) == "1d12 + 3 (STR)"
    assert formula_words("2 * @sum", refs) == "2 × the dice's sum"


@pytest.mark.parametrize("text", ["2 +", "__import__('os')", "@strength.__class__", ""])
def test_a_formula_that_does_not_parse_is_shown_as_written_and_nothing_runs(text):
    assert formula_words(text) == text
