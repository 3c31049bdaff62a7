"""Formulas (engine.md §3): parse, check and evaluate arithmetic with @references and dice."""
from __future__ import annotations

import ast
import functools
import math
import operator
import re
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..i18n import QT_TRANSLATE_NOOP, Engine, Labels, translate

MAX_CHARS = 1000
MAX_NODES = 200
MAX_DEPTH = 32
MAX_ABS = 10**15
MAX_DICE = 100
MAX_FACES = 1000

REFERENCE_RE = re.compile(r"@([A-Za-z][A-Za-z0-9_]*)")
# Upstream's long forms of references, read as their short ones (character.md §10): `@abilities.strength.mod`
# is `@strength`, `@attributes.movement.walk` is `@walk`. Shipped rules use both.
ALIAS_RE = re.compile(r"@(?:abilities\.(strength|dexterity|intelligence|will)\.mod"
                      r"|attributes\.movement\.(walk|fly|climb|swim|burrow))(?![\w.])")


def canonical(text: str) -> str:
    """`text` with upstream's long references written short (`@abilities.will.mod` → `@will`)."""
    if "@a" not in text:
        return text
    return ALIAS_RE.sub(lambda match: "@" + (match.group(1) or match.group(2)), text)

# The text is rewritten into Python before parsing. References and dice become identifiers that
# start with a Greek letter: the raw text must be printable ASCII, so a user cannot type them and
# no bare name of theirs can pass for a reference or a dice term.
_REF = "\u03c1"   # ρ: "@strength" -> "ρstrength"
_DICE = "\u03b4"  # δ: "2d6" -> "δ(2, 6)"
# A dice term stands alone: not glued to a name, number or "." on either side ("@d6x", "x2d6").
_TOKEN_RE = re.compile(
    r"@(?P<ref>[A-Za-z][A-Za-z0-9_]*)|(?<![\w.])(?P<count>\d*)[dD](?P<sides>\d+)(?![\w.])")
_DICE_MODIFIER_RE = re.compile(r"(?<![\w.@])\d*[dD]\d+[A-Za-z_]\w*")
_BAD_CHAR_RE = re.compile(r"[^ -~\t\n\r]|[#\\]")  # comments and line continuations hide text
_WHITESPACE_RE = re.compile(r"[\t\n\r]")
_NON_DECIMAL_RE = re.compile(r"(?<![\w.])0[xXoObB]")
# Python's tokenizer only warns (SyntaxWarning, printed to stderr) when a number runs straight into
# a keyword ("1if", ".5else"), so such text is refused first. Names are matched before numbers, as
# the tokenizer does, so digits inside a reference name ("@a1if") are not numbers.
_NAME_OR_NUMBER_RE = re.compile(
    r"(?P<name>[^\W\d]\w*)|(?P<number>(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJ]?)")

_FUNCTION_ARITY = {"min": 2, "max": 2, "floor": 1, "ceil": 1, "round": 1, "abs": 1}  # minimum
_REFUSED = {
    ast.Attribute: QT_TRANSLATE_NOOP("Engine", "attribute access is not allowed"),
    ast.Subscript: QT_TRANSLATE_NOOP("Engine", "indexing is not allowed"),
    ast.Slice: QT_TRANSLATE_NOOP("Engine", "slices are not allowed"),
    ast.List: QT_TRANSLATE_NOOP("Engine", "lists are not allowed"),
    ast.Tuple: QT_TRANSLATE_NOOP("Engine", "tuples are not allowed"),
    ast.Set: QT_TRANSLATE_NOOP("Engine", "sets are not allowed"),
    ast.Dict: QT_TRANSLATE_NOOP("Engine", "dictionaries are not allowed"),
    ast.Compare: QT_TRANSLATE_NOOP("Engine", "comparisons are not allowed"),
    ast.BoolOp: QT_TRANSLATE_NOOP("Engine", "'and' / 'or' are not allowed"),
    ast.IfExp: QT_TRANSLATE_NOOP("Engine", "'if ... else' is not allowed"),
    ast.Lambda: QT_TRANSLATE_NOOP("Engine", "lambdas are not allowed"),
    ast.Starred: QT_TRANSLATE_NOOP("Engine", "'*' unpacking is not allowed"),
    ast.NamedExpr: QT_TRANSLATE_NOOP("Engine", "':=' is not allowed"),
    ast.JoinedStr: QT_TRANSLATE_NOOP("Engine", "strings are not allowed"),
    **dict.fromkeys((ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp),
                    QT_TRANSLATE_NOOP("Engine", "comprehensions are not allowed")),
}
_OPERATOR_WORDS = {ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^", ast.LShift: "<<",
                   ast.RShift: ">>", ast.MatMult: "@", ast.Invert: "~", ast.Not: "not"}


class FormulaError(ValueError):
    """A formula that cannot be parsed or evaluated: `message` names the problem in plain words."""

    def __init__(self, message: str, formula: str = "") -> None:
        self.message = message
        self.formula = formula
        super().__init__(message)


@dataclass(frozen=True)
class DiceTerm:
    """One `NdM` term as written."""

    count: int
    sides: int
    text: str


@dataclass(frozen=True)
class Formula:
    """A parsed, checked formula; immutable and shared through the parse cache."""

    text: str
    references: frozenset[str]
    dice: tuple[DiceTerm, ...]
    _tree: ast.expr = field(repr=False, compare=False)
    _slots: tuple[tuple[str, str], ...] = field(repr=False, compare=False)  # (identifier, name)

    @property
    def has_dice(self) -> bool:
        """Whether evaluating rolls dice."""
        return bool(self.dice)


def parse(text: str) -> Formula:
    """The checked Formula for `text` (cached by text); raises FormulaError."""
    if not isinstance(text, str):
        raise FormulaError(Engine.tr("a formula must be text, not {kind}").format(kind=type(text).__name__), repr(text))
    # The length check comes first so a hostile megabyte never reaches a regex or the parser.
    if len(text) > MAX_CHARS:
        raise FormulaError(Engine.tr("formula is too long ({length:,} characters; the limit is {limit:,})").format(
            length=len(text), limit=MAX_CHARS),
                           text[:100] + "…")
    return _parse_cached(text)


@functools.lru_cache(maxsize=4096)
def _parse_cached(text: str) -> Formula:
    """parse() without the cheap guards; errors are not cached (lru_cache never caches raises)."""
    try:
        return _parse(text)
    except FormulaError as exc:
        raise FormulaError(exc.message, text) from None


def _parse(text: str) -> Formula:
    """Rewrite, parse, measure and whitelist one formula."""
    if not text.strip():
        raise FormulaError(Engine.tr("empty formula"))
    bad = _BAD_CHAR_RE.search(text)
    if bad:
        raise FormulaError(Engine.tr("unexpected character {character}").format(character=repr(bad.group())))
    if _NON_DECIMAL_RE.search(text):
        raise FormulaError(Engine.tr("only decimal numbers are allowed"))
    modifier = _DICE_MODIFIER_RE.search(text)
    if modifier:
        raise FormulaError(Engine.tr("dice modifiers are not supported: {modifier}").format(
            modifier=repr(modifier.group())))
    # Newlines and tabs become spaces and the ends are trimmed: eval mode refuses a leading space.
    source, slots, dice = _rewrite(canonical(_WHITESPACE_RE.sub(" ", text).strip()))
    if "@" in source:
        raise FormulaError(Engine.tr("'@' must be followed by a reference name that starts with a letter"))
    _refuse_glued_numbers(source)
    try:
        body = ast.parse(source, mode="eval").body
    except SyntaxError as exc:
        raise FormulaError(Engine.tr("cannot read the formula: {error}").format(
            error=(exc.msg or "invalid syntax").replace(_REF, "@"))) from None
    except (RecursionError, MemoryError):
        raise FormulaError(Engine.tr("formula is nested too deeply")) from None
    except Exception as exc:  # ValueError for odd input, or a warning turned into an error
        raise FormulaError(Engine.tr("cannot read the formula: {error}").format(error=exc)) from None
    _measure(body)
    _check(body, dict(slots))
    return Formula(text, frozenset(name for _, name in slots), tuple(dice), body, tuple(slots))


def _rewrite(text: str) -> tuple[str, list[tuple[str, str]], list[DiceTerm]]:
    """Python source for `text`, its reference slots and its dice terms in source order."""
    slots: dict[str, str] = {}
    dice: list[DiceTerm] = []

    def replace(match: re.Match[str]) -> str:
        name = match.group("ref")
        if name is not None:
            slots[_REF + name] = name
            return _REF + name
        count = int(match.group("count") or 1)
        sides = int(match.group("sides"))
        term = match.group()
        if count < 1:
            raise FormulaError(Engine.tr("{term} rolls no dice").format(term=repr(term)))
        if count > MAX_DICE:
            raise FormulaError(Engine.tr("too many dice in {term} (the limit is {limit})").format(term=repr(term),
                                                                                             limit=MAX_DICE))
        if sides < 1:
            raise FormulaError(Engine.tr("{term} has dice with no faces").format(term=repr(term)))
        if sides > MAX_FACES:
            raise FormulaError(Engine.tr("too many faces in {term} (the limit is {limit:,})").format(term=repr(term),
                                                                                        limit=MAX_FACES))
        dice.append(DiceTerm(count, sides, term))
        return f"{_DICE}({count}, {sides})"

    source = _TOKEN_RE.sub(replace, text)
    return source, list(slots.items()), dice


def _refuse_glued_numbers(source: str) -> None:
    """Refuse a number written straight against a name or keyword ("2x", "1if")."""
    number_start = after_number = -1
    for match in _NAME_OR_NUMBER_RE.finditer(source):
        if match.group("name") is not None and match.start() == after_number:
            glued = source[number_start:match.end()].replace(_REF, "@")
            raise FormulaError(Engine.tr("cannot read the formula: a number runs into a word ({glued})").format(
                glued=repr(glued)))
        if match.group("number") is not None:
            number_start, after_number = match.start(), match.end()


def _is_dice(node: ast.AST) -> bool:
    """Whether `node` is a rewritten dice term."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == _DICE


def _measure(body: ast.expr) -> None:
    """Refuse trees with too many nodes or too deep; iterative, since the tree is still untrusted."""
    count = 0
    stack: list[tuple[ast.AST, int]] = [(body, 1)]
    while stack:
        node, depth = stack.pop()
        count += 1
        if count > MAX_NODES:
            raise FormulaError(Engine.tr("formula is too long (more than {limit} parts)").format(limit=MAX_NODES))
        if depth > MAX_DEPTH:
            raise FormulaError(Engine.tr("formula is nested too deeply (more than {limit} levels)").format(
                limit=MAX_DEPTH))
        if _is_dice(node):
            continue  # a dice term is one part to the user, whatever it becomes in Python
        for child in ast.iter_child_nodes(node):
            # Operators and load contexts are attributes of their parent, not parts of their own.
            if not isinstance(child, (ast.operator, ast.unaryop, ast.expr_context)):
                stack.append((child, depth + 1))


def _check(node: ast.AST, slots: dict[str, str]) -> None:
    """Walk the measured tree against the whitelist; raise naming the first refused construct."""
    if isinstance(node, ast.BinOp):
        if type(node.op) not in _OPERATIONS:
            raise FormulaError(Engine.tr("operator {operator} is not allowed").format(
                operator=repr(_OPERATOR_WORDS.get(type(node.op), "?"))))
        _check(node.left, slots)
        _check(node.right, slots)
    elif isinstance(node, ast.UnaryOp):
        if not isinstance(node.op, (ast.USub, ast.UAdd)):
            raise FormulaError(Engine.tr("operator {operator} is not allowed").format(
                operator=repr(_OPERATOR_WORDS.get(type(node.op), "?"))))
        _check(node.operand, slots)
    elif isinstance(node, ast.Constant):
        _check_constant(node.value)
    elif isinstance(node, ast.Name):
        if node.id in slots:
            return
        if node.id in _FUNCTION_ARITY:
            raise FormulaError(Engine.tr("{name} must be called, like {name}(...)").format(name=node.id))
        raise FormulaError(Engine.tr("names are not allowed: {name} (references start with @)").format(
            name=repr(node.id)))
    elif isinstance(node, ast.Call):
        _check_call(node, slots)
    else:
        refused = _REFUSED.get(type(node))
        message = translate("Engine", refused) if refused is not None else \
            Engine.tr("this is not allowed in a formula: {what}").format(what=type(node).__name__)
        raise FormulaError(message)


def _check_constant(value: object) -> None:
    """Only finite real numbers within the value limit."""
    if isinstance(value, (str, bytes)):
        raise FormulaError(Engine.tr("strings are not allowed"))
    if isinstance(value, bool) or value is None or value is Ellipsis:
        raise FormulaError(Engine.tr("{value} is not allowed").format(value=repr(value)))
    if isinstance(value, complex):
        raise FormulaError(Engine.tr("imaginary numbers are not allowed"))
    if not isinstance(value, (int, float)):
        raise FormulaError(Engine.tr("this is not allowed in a formula: {what}").format(what=repr(value)))
    if not -MAX_ABS <= value <= MAX_ABS:  # also refuses inf ("1e999") and NaN
        raise FormulaError(Engine.tr("a number is too large (the limit is {limit:,})").format(limit=MAX_ABS))


def _check_call(node: ast.Call, slots: dict[str, str]) -> None:
    """Calls only to the six functions (or our own dice terms), positional arguments only."""
    if not isinstance(node.func, ast.Name):
        _check(node.func, slots)  # names the real problem: "().__class__", "open(...).read"
        raise FormulaError(Engine.tr("only min, max, floor, ceil, round and abs can be called"))
    name = node.func.id
    if name == _DICE:
        return  # made by _rewrite from an already-checked term
    if name in slots:
        raise FormulaError(Engine.tr("@{name} is a reference, not a function").format(name=slots[name]))
    if name not in _FUNCTION_ARITY:
        raise FormulaError(Engine.tr("unknown function {name}").format(name=repr(name)))
    if node.keywords:
        raise FormulaError(Engine.tr("{name} does not take keyword arguments").format(name=name))
    for arg in node.args:
        _check(arg, slots)  # first, so "max(*x)" is named as unpacking, not as a missing argument
    least = _FUNCTION_ARITY[name]
    if least == 1 and len(node.args) != 1:
        raise FormulaError(Engine.tr("{name} takes exactly 1 argument, not {count}").format(name=name,
                                                                                            count=len(node.args)))
    if len(node.args) < least:
        raise FormulaError(Engine.tr("{name} needs at least {least} arguments").format(name=name, least=least))


# ---- evaluation ------------------------------------------------------------------------------
Number = int | float


def _bounded(value: object) -> Number:
    """`value` if it is a finite real within MAX_ABS; every intermediate goes through here."""
    if type(value) is int or type(value) is float:
        if -MAX_ABS <= value <= MAX_ABS:  # type: ignore[operator]  # NaN fails both comparisons
            return value  # type: ignore[return-value]
        if value != value:
            raise FormulaError(Engine.tr("the result is not a number (NaN)"))
        if math.isinf(value):  # type: ignore[arg-type]
            raise FormulaError(Engine.tr("the result is infinite"))
        raise FormulaError(Engine.tr("a value is too large (the limit is {limit:,})").format(limit=MAX_ABS))
    if isinstance(value, complex):
        raise FormulaError(Engine.tr("the result is not a real number"))
    raise FormulaError(Engine.tr("the result is not a number: {value}").format(value=repr(value)))


def _divide(op: Callable[[Number, Number], Number]) -> Callable[[Number, Number], Number]:
    """`op` refusing a zero divisor with a plain message."""
    def checked(left: Number, right: Number) -> Number:
        if right == 0:
            raise FormulaError(Engine.tr("division by zero"))
        return op(left, right)
    return checked


def _power(base: Number, exponent: Number) -> Number:
    """base ** exponent, refused before computing when the result would be huge or complex."""
    if base == 0:
        if exponent < 0:
            raise FormulaError(Engine.tr("division by zero (0 raised to a negative power)"))
        return base**exponent
    if base < 0 and exponent != int(exponent):
        raise FormulaError(Engine.tr("a negative number cannot be raised to a fractional power"))
    magnitude = abs(base)
    # log10 of the result; past 16 digits it would be refused anyway, so never compute it.
    if magnitude != 1 and exponent * math.log10(magnitude) > 16:
        raise FormulaError(Engine.tr("a value is too large (the limit is {limit:,})").format(limit=MAX_ABS))
    try:
        return base**exponent
    except (OverflowError, ZeroDivisionError, ValueError) as exc:
        raise FormulaError(Engine.tr("cannot compute a power: {error}").format(error=exc)) from None


def _round_half_up(value: Number) -> int:
    """Halves go up, as upstream (JavaScript's Math.round): round(-2.5) == -2."""
    return value if type(value) is int else math.floor(value + 0.5)  # type: ignore[return-value]


_OPERATIONS: dict[type, Callable[[Number, Number], Number]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Pow: _power,
    ast.Div: _divide(operator.truediv), ast.FloorDiv: _divide(operator.floordiv),
    ast.Mod: _divide(operator.mod),
}
_FUNCTIONS: dict[str, Callable[..., Number]] = {
    "min": min, "max": max, "floor": math.floor, "ceil": math.ceil, "round": _round_half_up, "abs": abs,
}
@functools.cache
def interpreter_class() -> Any:
    """asteval's Interpreter with our handlers, built on the first evaluation.

    asteval (with ctypes, inspect and dis) is imported here rather than with this module: parsing and
    checking use Python's `ast`, and many commands and the window's first screen never evaluate
    anything through asteval (docs/performance.md, "Start-up")."""
    from asteval import Interpreter
    from asteval.asteval import ALL_NODES

    # Only the handlers a checked tree needs; asteval answers any other node with "not supported".
    node_config = {node: node in ("binop", "unaryop", "call", "constant", "name") for node in ALL_NODES}

    class _Interpreter(Interpreter):  # type: ignore[misc]
        """asteval with a symbol table of six functions, the dice term and the references."""

        def __init__(self) -> None:
            super().__init__(symtable={}, use_numpy=False, minimal=True, config=node_config)
            self.symtable.pop("print", None)  # asteval always adds it; nothing here may print
            self.busy = False

        def on_name(self, node: ast.Name) -> Number:
            """A reference (the checker allows no other bare name)."""
            return self.symtable[node.id]  # type: ignore[no-any-return]

        def on_binop(self, node: ast.BinOp) -> Number:
            """Left operand first, then right: dice roll in source order."""
            left = self.run(node.left)
            right = self.run(node.right)
            return _bounded(_OPERATIONS[type(node.op)](left, right))

        def on_unaryop(self, node: ast.UnaryOp) -> Number:
            """Unary minus or plus."""
            value = self.run(node.operand)
            return -value if isinstance(node.op, ast.USub) else value  # type: ignore[no-any-return]

        def on_call(self, node: ast.Call) -> Number:
            """One of the six functions or a dice term, arguments left to right."""
            function = self.symtable[node.func.id]  # type: ignore[attr-defined]
            return _bounded(function(*[self.run(arg) for arg in node.args]))

    return _Interpreter


_local = threading.local()


def _run(formula: Formula, table: dict[str, object]) -> Number:
    """Evaluate the checked tree with asteval; every failure comes out as a FormulaError."""
    interpreter: Any = getattr(_local, "interpreter", None)
    if interpreter is None or interpreter.busy:  # busy: a roll_term that evaluates formulas itself
        interpreter = interpreter_class()()
        if not hasattr(_local, "interpreter"):
            _local.interpreter = interpreter
    interpreter.symtable = table
    # asteval collects errors rather than raising from eval(); reset its state for this run.
    interpreter.error = []
    interpreter.error_msg = None
    interpreter.retval = None
    interpreter._interrupt = None
    interpreter.expr = formula.text  # set directly: run(expr=...) would append to code_text forever
    interpreter.busy = True
    try:
        value = interpreter.run(formula._tree)
    except Exception as exc:
        first = interpreter.error[0] if interpreter.error else None
        if first is not None and first.exc is FormulaError:
            raise FormulaError(first.msg, formula.text) from None
        detail = first.msg if first is not None else str(exc)
        raise FormulaError(Engine.tr("cannot evaluate the formula: {error}").format(error=detail),
                           formula.text) from None
    finally:
        interpreter.busy = False
        interpreter.symtable = {}
        interpreter.error = []  # its holders keep tracebacks (and the caller's frames) alive
    if value is None:  # asteval swallowed an error without raising
        raise FormulaError(Engine.tr("cannot evaluate the formula"), formula.text)
    value = _bounded(value)
    return int(value) if type(value) is float and value.is_integer() else value


def _table(formula: Formula, refs: Mapping[str, Number]) -> dict[str, object]:
    """The six functions plus this formula's references; unknown references are 0."""
    if type(refs) is not dict and not isinstance(refs, Mapping):  # a dict first: the ABC check is slow
        raise FormulaError(Engine.tr("references must be a mapping, not {kind}").format(kind=type(refs).__name__),
                           formula.text)
    table: dict[str, object] = dict(_FUNCTIONS)
    for identifier, name in formula._slots:
        value = refs.get(name, 0)
        if type(value) is not int and type(value) is not float:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise FormulaError(Engine.tr("@{name} is not a number: {value}").format(name=name, value=repr(value)),
                                   formula.text)
            value = int(value) if isinstance(value, int) else float(value)  # IntEnum and the like
        if not -MAX_ABS <= value <= MAX_ABS:  # NaN fails it too
            raise FormulaError(Engine.tr("@{name} must be a finite number within the limit, not {value}").format(
                name=name, value=repr(value)), formula.text)
        table[identifier] = value
    return table


def _as_formula(text_or_formula: str | Formula) -> Formula:
    """A Formula, parsing text through the cache."""
    return text_or_formula if isinstance(text_or_formula, Formula) else parse(text_or_formula)


def evaluate(text_or_formula: str | Formula, refs: Mapping[str, Number], *,
             roll_term: Callable[[int, int], list[int]] | None = None, allow_dice: bool = True) -> Number:
    """The value (int when whole); dice terms call roll_term(count, sides) in source order.

    Every problem with the formula is a FormulaError; an exception raised by roll_term itself
    propagates unchanged.
    """
    formula = text_or_formula if type(text_or_formula) is Formula else parse(text_or_formula)  # type: ignore[arg-type]
    table = _table(formula, refs)
    if formula.dice:
        if not allow_dice:
            raise FormulaError(Engine.tr("dice are not allowed in this field"), formula.text)
        if roll_term is None:
            raise FormulaError(Engine.tr("this formula rolls dice but no dice roller was given"), formula.text)
        failures: list[BaseException] = []

        def dice(count: int, sides: int) -> int:
            try:
                faces = roll_term(count, sides)
            except BaseException as exc:  # noqa: B036  # the caller's own exception, re-raised below
                failures.append(exc)
                raise FormulaError(Engine.tr("the dice roller failed")) from None  # unwinds asteval
            # Faces may exceed `sides` (an exploding die counts as one die of its term), never 0.
            if (not isinstance(faces, (list, tuple)) or len(faces) != count
                    or any(type(face) is not int or face < 1 for face in faces)):
                raise FormulaError(Engine.tr("the dice roller gave {faces} for {count}d{sides}").format(
                    faces=repr(faces), count=count, sides=sides))
            return sum(faces)

        table[_DICE] = dice
        try:
            return _run(formula, table)
        except FormulaError:
            if not failures:
                raise
        # Whatever roll_term raised (out of scripted dice, a refused action) is the caller's
        # business: it leaves unchanged, outside the except block so no context is chained.
        raise failures[0]
    return _run(formula, table)


def clamp_int(value: float, low: int = 0) -> int:
    """Floor a formula result and clamp it to >= low."""
    return max(low, math.floor(value))


def evaluate_range(text_or_formula: str | Formula,
                   refs: Mapping[str, Number]) -> tuple[Number, Number, Number]:
    """(lowest, average, highest) for previews: each dice term as N, N*(M+1)/2 and N*M."""
    formula = _as_formula(text_or_formula)
    table = _table(formula, refs)
    values = []
    for each in (lambda n, m: n, lambda n, m: n * (m + 1) / 2, lambda n, m: n * m):
        table[_DICE] = each
        values.append(_run(formula, table))
    low, average, high = values
    # A subtracted term ("10 - 1d6") is lowest when its dice roll highest; keep the pair ordered.
    return min(low, high), average, max(low, high)


# What each reference is, in the log's words ("3 (STR)"); translated where shown (`reference_word`).
REFERENCE_WORDS: Labels[str, str] = Labels("Engine", {
    "strength": QT_TRANSLATE_NOOP("Engine", "STR"), "dexterity": QT_TRANSLATE_NOOP("Engine", "DEX"),
    "intelligence": QT_TRANSLATE_NOOP("Engine", "INT"), "will": QT_TRANSLATE_NOOP("Engine", "WIL"),
    "key": QT_TRANSLATE_NOOP("Engine", "KEY"), "level": QT_TRANSLATE_NOOP("Engine", "level"),
    "hp": QT_TRANSLATE_NOOP("Engine", "HP"), "hpMax": QT_TRANSLATE_NOOP("Engine", "max HP"),
    "wounds": QT_TRANSLATE_NOOP("Engine", "wounds"), "woundsMax": QT_TRANSLATE_NOOP("Engine", "max wounds"),
    "mana": QT_TRANSLATE_NOOP("Engine", "mana"), "manaMax": QT_TRANSLATE_NOOP("Engine", "max mana"),
    "armor": QT_TRANSLATE_NOOP("Engine", "Armor"), "walk": QT_TRANSLATE_NOOP("Engine", "walk speed"),
    "fly": QT_TRANSLATE_NOOP("Engine", "fly speed"), "climb": QT_TRANSLATE_NOOP("Engine", "climb speed"),
    "swim": QT_TRANSLATE_NOOP("Engine", "swim speed"), "burrow": QT_TRANSLATE_NOOP("Engine", "burrow speed"),
})


def reference_word(name: str) -> str:
    """What the reference `name` is, in the player's language ("STR"); the name itself when unknown."""
    return REFERENCE_WORDS.get(name, name)


def in_words(text: str, refs: Mapping[str, Number]) -> str:
    """A formula as a player reads it in the log: spaces around + and -, each @reference as its
    value and what it is ("1d12+@strength" → "1d12 + 3 (STR)")."""
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        number = refs.get(name, 0)
        if isinstance(number, float) and number.is_integer():
            number = int(number)
        return f"{number} ({reference_word(name)})"
    text = canonical(text)
    out: list[str] = []
    for n, char in enumerate(text):
        before = text[:n].rstrip()
        binary = char in "+-" and before and (before[-1].isalnum() or before[-1] in ")]_")
        out.append(f" {char} " if binary else char)
    spaced = re.sub(r" {2,}", " ", "".join(out)).strip()
    return REFERENCE_RE.sub(value, spaced)


def substitute(text: str, refs: Mapping[str, Number]) -> str:
    """`text` with each @reference replaced by its value (unknown ones by 0), for showing work."""
    def value(match: re.Match[str]) -> str:
        number = refs.get(match.group(1), 0)
        if isinstance(number, float) and number.is_integer():
            number = int(number)
        shown = str(number)
        return f"({shown})" if shown.startswith("-") else shown  # "-3**2" would read as -(3**2)
    return REFERENCE_RE.sub(value, canonical(text))


# ---- reading a formula out (views/formula_words.py says it in words) -----------------------------------
def tree(formula: Formula) -> ast.expr:
    """The checked syntax tree of a parsed formula, for reading it out; it is never run from here."""
    return formula._tree


def reference_name(formula: Formula, node: ast.AST) -> str | None:
    """The reference (`strength`) a node of `tree(formula)` stands for, or None."""
    return dict(formula._slots).get(node.id) if isinstance(node, ast.Name) else None


def dice_term(node: ast.AST) -> tuple[int, int] | None:
    """(count, sides) when a node of a formula's tree is a dice term (`2d6`), else None."""
    if not isinstance(node, ast.Call) or not _is_dice(node):
        return None
    count, sides = (arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, int) else 0
                    for arg in node.args)  # _rewrite's two whole numbers
    return count, sides
