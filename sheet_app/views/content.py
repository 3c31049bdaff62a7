"""What the content browser shows of one document, worked out without Qt (ui/content_browser.py).

`safe_html(text)`: a Foundry description made safe to show: only plain formatting tags are kept, with no
attributes (no links to follow, no images or styles to load from anywhere), and what scripts, styles,
frames, objects and forms hold is dropped whole; Foundry's enrichers (`@UUID[...]{Label}`, `[[/r 1d6]]`)
become their words. `item_summary(item)`: the rules the item brings, in words, and `sheet-app check`'s
problems for it, as the browser lists them.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from typing import Any

from ..engine.document import DocumentError, parse_character
from ..engine.lint import lint_character
from ..engine.world import Character
from ..i18n import Views
from .explain import rule_lines

_KEPT = {"p", "br", "b", "strong", "i", "em", "u", "s", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6",
         "blockquote", "table", "thead", "tbody", "tr", "td", "th", "hr", "code", "pre", "span", "div", "sup", "sub"}
_VOID = {"br", "hr"}
_DROPPED_WHOLE = {"script", "style", "iframe", "object", "embed", "form", "template", "svg", "math", "noscript",
                  "textarea", "select", "head", "title"}
_ENRICHER = re.compile(r"@\w+\[[^\]]*\](?:\{([^}]*)\})?")
_ROLL = re.compile(r"\[\[/?\w*\s*([^\]]*)\]\]")


class _Sanitiser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skipping = 0
        self.open: list[str] = []

    def handle_starttag(self, tag: str, _attrs: list[tuple[str, str | None]]) -> None:
        if tag in _DROPPED_WHOLE:
            self.skipping += 1
        elif not self.skipping and tag in _KEPT:
            self.out.append(f"<{tag}>")
            if tag not in _VOID:
                self.open.append(tag)

    def handle_startendtag(self, tag: str, _attrs: list[tuple[str, str | None]]) -> None:
        if not self.skipping and tag in _VOID:
            self.out.append(f"<{tag}>")

    def handle_endtag(self, tag: str) -> None:
        if tag in _DROPPED_WHOLE:
            self.skipping = max(0, self.skipping - 1)
        elif not self.skipping and tag in self.open:
            while self.open:
                last = self.open.pop()
                self.out.append(f"</{last}>")
                if last == tag:
                    break

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            text = _ENRICHER.sub(lambda m: m.group(1) or "", data)
            self.out.append(html.escape(_ROLL.sub(lambda m: m.group(1).strip(), text), quote=False))


def safe_html(text: Any) -> str:
    """A description's HTML with only plain formatting kept (see the module's docstring)."""
    if not isinstance(text, str) or not text.strip():
        return ""
    parser = _Sanitiser()
    parser.feed(text)
    parser.close()
    return "".join(parser.out) + "".join(f"</{tag}>" for tag in reversed(parser.open))


@dataclass(frozen=True)
class ItemSummary:
    rules: list[str]  # the item's rules, in words
    problems: list[str]  # `sheet-app check`'s lines for the item alone
    unsupported: int  # rules of a type this app does not run (kept verbatim, they do nothing)


def item_summary(item: dict[str, Any]) -> ItemSummary:
    """The rules an item brings and what the check says of it, alone (as `sheet-app check` does an item file)."""
    try:
        raw, _fields, entries = parse_character({"format": "sheet/1", "name": "content", "items": [item]})
    except DocumentError as err:
        return ItemSummary([], [Views.tr("error: {message}").format(message=err)], 0)
    char = Character(raw, entries)
    char.refresh(parsed=True)
    problems = lint_character(char, standalone_items=True)
    unsupported = sum(1 for entry in char.items[0].rules if entry.model is None)
    return ItemSummary(rule_lines(char, 0), [p.line() for p in problems], unsupported)


def description_of(item: dict[str, Any]) -> str:
    """The description an imported item keeps in its upstream document (`system.description`)."""
    side = item.get("upstream")
    system = side.get("system") if isinstance(side, dict) else None
    return safe_html(system.get("description") if isinstance(system, dict) else item.get("description"))
