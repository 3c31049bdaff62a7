"""Formulas in the game's words: "1d12+@strength" reads "1d12 + STR", "(@strength + @dexterity) * @n" reads
"(STR + DEX) × dice spent", "2 * @sum" reads "2 × the dice's sum".

Read out from the tree the project's formula parser checked (engine/formulas.py), never evaluated; a formula
that does not parse is shown as it was written. Given the character's values, a reference shows its value and
what it is ("1d12 + 3 (STR)", as the log and the printed sheet say it); the values of a spend (@n, @sum) and of
a refill (@poolMax, @poolCurrent) are only known when it happens, so they are always said in words. The raw
formula stays where it is edited (the item editor, the Rules Builder) and in the tooltips of what shows these.
"""
from __future__ import annotations

import ast
from collections.abc import Mapping

from ..engine import formulas
from ..engine.formulas import FormulaError
from ..i18n import QT_TRANSLATE_NOOP, Labels, Views

# What a value known only when the rule runs is, in words.
CONTEXT_WORDS = Labels("Views", {"n": QT_TRANSLATE_NOOP("Views", "dice spent"),
                                  "sum": QT_TRANSLATE_NOOP("Views", "the dice's sum"),
                                  "poolMax": QT_TRANSLATE_NOOP("Views", "the pool's max"),
                                  "poolCurrent": QT_TRANSLATE_NOOP("Views", "what the pool holds")})
_BINARY: dict[type, tuple[str, int]] = {
    ast.Add: ("+", 1), ast.Sub: ("−", 1), ast.Mult: ("×", 2), ast.Div: ("÷", 2), ast.Mod: ("mod", 2),
    ast.Pow: ("^", 4)}
_ROUNDED = Labels("Views", {"floor": QT_TRANSLATE_NOOP("Views", "{value} rounded down"),
                             "ceil": QT_TRANSLATE_NOOP("Views", "{value} rounded up"),
                             "round": QT_TRANSLATE_NOOP("Views", "{value} rounded")})
_WORDY = 0  # "the higher of …", "… rounded down": in brackets inside anything else
_UNARY = 3
_ATOM = 5

Refs = Mapping[str, float]


def formula_words(text: str | None, refs: Refs | None = None) -> str:
    """`text` in the game's words; with `refs` (the character's values) each known reference shows its value
    ("1d12 + 3 (STR)"). Empty for no formula; the text as written when it does not parse."""
    if text is None or not str(text).strip():
        return ""
    try:
        parsed = formulas.parse(str(text))
    except FormulaError:
        return str(text)
    return _Reader(parsed, refs).say(formulas.tree(parsed))[0]


def reference_words(name: str) -> str:
    """One reference in words ("strength" → "STR", "n" → "dice spent"); an unknown one as written."""
    return (formulas.reference_word(name) if name in formulas.REFERENCE_WORDS else "") or CONTEXT_WORDS.get(name) \
        or f"@{name}"


def _number(value: float) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).replace("-", "−")


class _Reader:
    """Says a tree bottom-up; each part comes back with its precedence so brackets go only where needed."""

    def __init__(self, parsed: formulas.Formula, refs: Refs | None):
        self.parsed, self.refs = parsed, refs

    def say(self, node: ast.AST) -> tuple[str, int]:
        if isinstance(node, ast.BinOp):
            return self._binary(node)
        if isinstance(node, ast.UnaryOp):
            operand = self._inside(node.operand, _UNARY)
            return (f"−{operand}" if isinstance(node.op, ast.USub) else operand), _UNARY
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):  # the parser admits no other
            return _number(node.value), _ATOM
        dice = formulas.dice_term(node)
        if dice is not None:
            return f"{dice[0]}d{dice[1]}", _ATOM
        name = formulas.reference_name(self.parsed, node)
        if name is not None:
            return self._reference(name), _ATOM
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            return self._call(node.func.id, node.args)
        return ast.unparse(node), _ATOM  # the parser admits nothing else

    def _reference(self, name: str) -> str:
        if self.refs is not None and name not in CONTEXT_WORDS and name in formulas.REFERENCE_WORDS:
            return f"{_number(self.refs.get(name, 0))} ({formulas.reference_word(name)})"
        return reference_words(name)

    def _inside(self, node: ast.AST, least: int) -> str:
        text, precedence = self.say(node)
        return f"({text})" if precedence < least else text

    def _binary(self, node: ast.BinOp) -> tuple[str, int]:
        if isinstance(node.op, ast.FloorDiv):  # "level ÷ 2 rounded down"
            return _ROUNDED["floor"].format(value=f"{self._inside(node.left, 2)} ÷ {self._inside(node.right, 3)}"), \
                _WORDY
        symbol, precedence = _BINARY.get(type(node.op), ("?", 1))
        right_assoc = isinstance(node.op, ast.Pow)
        left = self._inside(node.left, precedence + 1 if right_assoc else precedence)
        # "a − (b + c)", "a ÷ (b × c)": the right side of a left-associative operator needs its own bracket.
        right = self._inside(node.right, precedence if right_assoc else precedence + 1)
        return f"{left} {symbol} {right}", precedence

    def _call(self, name: str, args: list[ast.expr]) -> tuple[str, int]:
        parts = [self._inside(arg, _UNARY) for arg in args]
        if name in _ROUNDED:
            return _ROUNDED[name].format(value=self._inside(args[0], 1)), _WORDY
        if name == "abs":
            return f"|{self.say(args[0])[0]}|", _ATOM
        if len(parts) > 2:
            said = Views.tr("the lowest of {values} and {last}") if name == "min" else \
                Views.tr("the highest of {values} and {last}") if name == "max" else \
                Views.tr("the {function} of {values} and {last}")
            return said.format(function=name, values=", ".join(parts[:-1]), last=parts[-1]), _WORDY
        said = Views.tr("the lower of {values}") if name == "min" else \
            Views.tr("the higher of {values}") if name == "max" else Views.tr("the {function} of {values}")
        return said.format(function=name, values=Views.tr(" and ", "joins a list: a and b").join(parts)), _WORDY
