"""The words the player reads, in the player's language (docs/translations.md).

Every user-visible string goes through one of the contexts below, so that Qt's `lupdate` finds it and
the app shows it in the language chosen (View ▸ Language, else the system's):

    from sheet_app.i18n import Engine
    Engine.tr("Cannot cast {name} now: {why}").format(name=spell, why=reason)
    Engine.tr("%n dice", "", count)          # a plural: Qt picks the form, %n is the number
    Engine.tr("Use", "the verb on a button")  # a disambiguation, when one English word has two senses

`lupdate` reads `Name.tr(...)` as a message of context `Name`, and `QT_TRANSLATE_NOOP("Name", text)` as one
to be translated later (a declaration made at import time, before the language is known: translate it where
it is shown, with `translate("Name", text)`). Placeholders are named (`{name}`), never positional, so a
translation may reorder them; an f-string is never passed to `tr` (lupdate would read its braces as text).

This module never imports Qt: the engine, the storage and the headless commands use it too. Until the UI
installs Qt's translator (`install`), a message is its English source, with English plurals from
`translations/sheet_app_en.ts` (the numerus forms only, as Qt's own English plurals are), so `sheet-app play`
and `check` speak English and the engine's tests read English.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, Generic, TypeVar, cast, overload

Translate = Callable[[str, str, "str | None", int], str]

TRANSLATIONS = Path(__file__).resolve().parent / "translations"
# The languages the app speaks, by code: the name each is shown under in View ▸ Language (its own name).
LANGUAGES = {"en": "English", "fr": "Français", "es": "Español"}


@lru_cache(maxsize=1)
def _english_plurals() -> dict[tuple[str, str, str], tuple[str, str]]:
    """(context, source, disambiguation) -> (singular, plural) from the English numerus-only .ts file."""
    path = TRANSLATIONS / "sheet_app_en.ts"
    plurals: dict[tuple[str, str, str], tuple[str, str]] = {}
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return plurals
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            forms = [form.text or "" for form in message.iter("numerusform")]
            if message.get("numerus") == "yes" and len(forms) >= 2 and all(forms):
                key = (name, message.findtext("source") or "", message.findtext("comment") or "")
                plurals[key] = (forms[0], forms[1])
    return plurals


def english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The message in English: its source, with %n the number and the English plural form picked."""
    if n < 0:
        return text
    forms = _english_plurals().get((context, text, disambiguation or ""))
    if forms is not None:
        text = forms[0] if n == 1 else forms[1]
    return text.replace("%n", str(n))


_translate: Translate = english


def install(function: Translate | None) -> None:
    """Use `function` (context, source, disambiguation, n) for every message from now on; None: English."""
    global _translate
    _translate = function or english


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The message `text` of `context` in the current language (for a text declared with QT_TRANSLATE_NOOP)."""
    return _translate(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark `text` for lupdate as a message of `context`, and return it untranslated (see the module's doc)."""
    del context
    return text


_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?:[:!][^{}]*)?\}")


def filled(template: str, text: str, numbers: tuple[str, ...] = ()) -> dict[str, str] | None:
    """The values of `template`'s {fields} when `text` is `template` filled in, else None.

    For the few places that read a message back (the UI finding the mana line of a cast, or an attack's
    damage, in the engine's log): the template is the message in the current language, so the reading works
    in every language, where a pattern of English words would not.
    """
    pattern, names, at = [], [], 0
    for found in _FIELD.finditer(template):
        pattern.append(re.escape(template[at:found.start()]))
        name = found.group(1)
        value = r"-?\d+" if name in numbers else ".*?"  # `numbers`: the fields that are whole numbers
        pattern.append(f"(?P={name})" if name in names else f"(?P<{name}>{value})")
        names.append(name)
        at = found.end()
    pattern.append(re.escape(template[at:]))
    match = re.fullmatch("".join(pattern), text, re.DOTALL)
    return match.groupdict() if match else None


class Context:
    """A translation context: `Name.tr(text)` is read by lupdate as a message of context `Name`."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return _translate(self.name, text, disambiguation, n)

    def __repr__(self) -> str:
        return f"Context({self.name!r})"


# One context for each part of the app. The variable's name must be the context's name: lupdate takes the
# context from the name before `.tr`.
Engine = Context("Engine")        # sheet_app/engine: refusals, log lines, lint messages, previews
Rules = Context("Rules")          # the rule types' declarations: names, groups, field labels and help
Storage = Context("Storage")      # sheet_app/storage: file and library messages
Views = Context("Views")          # sheet_app/views: what the widgets show, in words
Table = Context("Table")          # sheet_app/table: the table's messages
Ui = Context("Ui")                # sheet_app/ui/*.py: the window, dialogs, menus
Sheet = Context("Sheet")          # sheet_app/ui/sheet
Builder = Context("Builder")      # sheet_app/ui/builder: the Rules Builder
Dice = Context("Dice")            # sheet_app/ui/dice_panel
Board = Context("Board")          # sheet_app/ui/table: the GM's board and the table's dialogs


# ---- tables of labels ------------------------------------------------------------------------------
# Labels declared at import time in module-level dicts and tuples (a condition's name, a mode's words, a
# hint), each marked with QT_TRANSLATE_NOOP(context, text): these tables give them in the current language
# when read. `WORDS.get(key, key)`, `WORDS[key]`, `for key, text, tip in ROWS` are translated; the keys stay
# as declared (code and documents use them).
K = TypeVar("K")
V = TypeVar("V")
R = TypeVar("R", bound=tuple[Any, ...])


def _shown(context: str, value: Any, at: tuple[int, ...] | None) -> Any:
    """`value` translated (a label), or its strings at positions `at` translated (a tuple)."""
    if at is None:
        return translate(context, value) if isinstance(value, str) else value
    return tuple(translate(context, part) if n in at and isinstance(part, str) else part
                 for n, part in enumerate(value))


class Labels(Mapping[K, V], Generic[K, V]):
    """A dict whose values are labels (or tuples holding labels at positions `at`), translated when read."""

    def __init__(self, context: str, labels: Mapping[K, V], at: tuple[int, ...] | None = None):
        self.context, self.declared, self.at = context, dict(labels), at

    def __getitem__(self, key: K) -> V:
        return cast(V, _shown(self.context, self.declared[key], self.at))

    def __iter__(self) -> Iterator[K]:
        return iter(self.declared)

    def __len__(self) -> int:
        return len(self.declared)


class LabelRows(Sequence[R], Generic[R]):
    """A tuple of rows (tuples) holding labels at positions `at`, each translated when read."""

    def __init__(self, context: str, rows: Sequence[R], at: tuple[int, ...]):
        self.context, self.declared, self.at = context, tuple(rows), at

    @overload
    def __getitem__(self, index: int) -> R: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[R]: ...

    def __getitem__(self, index: int | slice) -> R | Sequence[R]:
        if isinstance(index, slice):
            return [cast(R, _shown(self.context, row, self.at)) for row in self.declared[index]]
        return cast(R, _shown(self.context, self.declared[index], self.at))

    def __len__(self) -> int:
        return len(self.declared)
