"""The character as it would be with the rules being edited: for problems, pools, tags and status.

Nothing here touches the session: a throwaway Character is built from the session's document with
the edited item's rules swapped in, then checked with the same lint module as `sheet-app check`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..engine.document import DocumentError, parse_character
from ..engine.lint import ItemLint, Problem
from ..engine.model import ChargePool, RuleEntry
from ..engine.pools import rule_identifier
from ..engine.predicates import PredicateError, evaluate
from ..engine.session import Session
from ..engine.world import Character, ItemTags, PoolView
from ..i18n import Views
from .predicate_words import why_not

_INDEX = re.compile(r"\[(\d+)\]")


def field_path(text: str) -> tuple[str, ...]:
    """A problem's field as parts: "recoveries[0].value" and "recoveries.0.value" -> ("recoveries", "0", "value")."""
    return tuple(part for part in _INDEX.sub(r".\1", text).split(".") if part)


@dataclass(frozen=True)
class PoolChoice:
    """A pool a picker can offer."""

    identifier: str
    label: str
    kind: str  # charge | dice
    scope: str  # item | actor
    item: str
    key: str = ""  # the pool's key: `<identifier>@<item id>` for a later item's instance (engine.md §4)
    used_here: bool = False  # the instance a reference from the edited item resolves to

    def text(self) -> str:
        scope = Views.tr("character scope") if self.scope == "actor" else Views.tr("item scope")
        kind = Views.tr("charge pool") if self.kind == "charge" else Views.tr("dice pool") if self.kind == "dice" \
            else Views.tr("{kind} pool").format(kind=self.kind)
        text = f"{self.label} ({self.identifier}) · {kind} · {scope} · {self.item}"
        if self.key and self.key != self.identifier and self.scope != "actor":
            text += f" [{self.key}]"
        if self.used_here:
            text += " · " + Views.tr("used from here")
        return text


class RulePreview:
    """The item's draft rules at work (the Rules Builder): problems, pools, tags and rule status of the
    character with them."""

    def __init__(self, session: Session, item_index: int):
        self.session = session
        self.item_index = item_index
        self._char: Character = session.char
        self._problems: list[Problem] = []
        self._pools: list[PoolChoice] = []
        self._entries: list[RuleEntry] = []
        self._tag_cache: ItemTags | None = None
        self._later = False  # adopt(later=True): checked on first use

    # The check's results; a check put off (`adopt(later=True)`) is made when one is first read.
    @property
    def char(self) -> Character:
        self._ready()
        return self._char

    @property
    def problems(self) -> list[Problem]:
        self._ready()
        return self._problems

    @property
    def pools(self) -> list[PoolChoice]:
        self._ready()
        return self._pools

    @property
    def entries(self) -> list[RuleEntry]:
        self._ready()
        return self._entries

    @property
    def item_name(self) -> str:
        return self.session.char.items[self.item_index].name

    def rebuild(self, rules: list[Any]) -> None:
        doc = dict(self.session.doc)
        items = list(doc.get("items", []))
        items[self.item_index] = {**items[self.item_index], "rules": list(rules)}
        doc["items"] = items
        try:
            raw, _fields, parsed = parse_character(doc)
        except DocumentError:  # cannot happen through rules, but never let a preview break the window
            return
        self._later = False
        self._show(Character(raw, parsed))

    def adopt(self) -> None:
        """The rules as the session holds them (the builder opening: its draft is the item's rules),
        checked when something first reads the results or `ready()` is called: a character of its
        own, as `rebuild` makes, over the items the session has parsed already (parsed entries are
        only read) instead of the whole document parsed again."""
        self._later = True

    def ready(self) -> None:
        """Make the check `adopt` put off now."""
        self._ready()

    def _ready(self) -> None:
        if self._later:
            self._later = False
            self._show(Character(dict(self.session.doc), list(self.session.char.items)))

    def _show(self, char: Character) -> None:
        self._char = char
        self._tag_cache = None
        self._entries = char.items[self.item_index].rules
        # the item's own problems, as lint_character gives them (the checks across items included)
        self._problems = ItemLint(char).of(self.item_name)
        pools = []
        order = []
        for key, defs in char.pool_definitions().items():
            index, entry = defs[-1]
            model = entry.model
            kind = "charge" if isinstance(model, ChargePool) else "dice"
            ident = rule_identifier(entry)
            # Each item's instance of an item pool is its own choice (engine.md §4); a reference
            # names the identifier and resolves from the item it is on, so say which one that is.
            ref = key.split("@", 1)[0]
            used = char.resolve_pool_ref(self.item_index, ref) == key and \
                len(char.pool_instances().get(ref, [])) > 1
            pools.append(PoolChoice(ident, model.label or ident, kind, model.scope,  # type: ignore[union-attr]
                                    char.items[index].name, key, used))
            order.append(index)
        ranked = sorted(zip(pools, order, strict=True),
                        key=lambda p: (p[0].label.lower(), p[0].identifier, p[0].scope, p[1]))
        self._pools = [choice for choice, _ in ranked]

    # ---- what the cards ask -----------------------------------------------------------------
    def tags(self) -> ItemTags:
        """The character's tags plus this item's, as the rules on it see them now."""
        if self._tag_cache is None:
            self._tag_cache = self.char.tags_for(self.item_index)
        return self._tag_cache

    def tag_list(self) -> list[str]:
        return sorted(set(self.tags()))

    def holds(self, pred: Any) -> bool | None:
        """Whether a predicate holds now; None when it is invalid."""
        try:
            return evaluate(pred, self.tags())  # type: ignore[arg-type]
        except PredicateError:
            return None

    def why_not(self, pred: Any) -> str:
        """Why a valid condition does not hold now, in words ("Korr is not raging"); "" when it holds."""
        return why_not(pred, self.tags(), self.char.name)

    def refs(self) -> dict[str, int]:
        return self.char.refs()

    def problems_for(self, position: int) -> list[Problem]:
        return [p for p in self.problems if p.rule == position]

    def status(self, position: int) -> tuple[bool, str]:
        """(active, why not) for the rule at this list position."""
        if position >= len(self.entries):
            return False, ""
        return self.char.rule_active(self.item_index, self.entries[position])

    def pool_view(self, position: int) -> PoolView | None:
        """The live pool the rule at this position defines (for @poolMax / @poolCurrent samples)."""
        for view in self.char.pools().values():
            if view.item_index == self.item_index and view.rule_index == position:
                return view
        return None
