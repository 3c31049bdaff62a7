"""An item's description as plain text, for the printed sheet (issue 32 item 9).

Upstream keeps an item's description as HTML in `system.description` (a string for features, an object for
objects: `public`, and for spells: `baseEffect`, `higherLevelEffect`, `upcastEffect`); the importer keeps it
in the item's `upstream` side copy (docs/file-formats.md), and an item of ours may carry `description`
itself. The HTML is read with the standard library's parser into text: paragraphs and list items become
lines, entities are decoded, scripts, styles and every other tag are dropped, and Foundry's enrichers are
said as their labels (`@UUID[…]{Rage}` → "Rage", `[[/r 1d6]]` → "1d6"). Nothing in it is run or linked.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from ..i18n import QT_TRANSLATE_NOOP, translate

MAX_CHARS = 4000  # a description longer than this is cut on paper (the rest stays in the file)
# (the part's key, the words it is led by: translated when shown)
_PARTS = (("public", ""), ("baseEffect", ""), ("higherLevelEffect", QT_TRANSLATE_NOOP("Views", "At higher levels: ")),
          ("upcastEffect", QT_TRANSLATE_NOOP("Views", "Upcast: ")))
_BLOCKS = {"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "section", "hr"}
_HIDDEN = {"script", "style", "template", "head", "title"}
_ENRICHER = re.compile(r"@\w+\[[^\]]*\](?:\{([^}]*)\})?")
_ROLL = re.compile(r"\[\[(?:/\w+\s+)?([^\]]*)\]\]")


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, _attrs: list[tuple[str, str | None]]) -> None:
        if tag in _HIDDEN:
            self.hidden += 1
        elif tag in _BLOCKS:
            self.out.append("\n• " if tag == "li" else "\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _HIDDEN:
            self.hidden = max(0, self.hidden - 1)
        elif tag in _BLOCKS:
            self.out.append("\n")

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.out.append(data)


def html_to_text(markup: str) -> str:
    """HTML as plain lines: one per paragraph or list item, spaces collapsed, nothing else kept."""
    parser = _Text()
    parser.feed(markup)
    parser.close()
    text = _ROLL.sub(lambda m: m.group(1).strip(), "".join(parser.out))
    text = _ENRICHER.sub(lambda m: m.group(1) or "", text)
    lines = (re.sub(r"[ \t\r\f\v\u00a0]+", " ", line).strip() for line in text.split("\n"))
    return "\n".join(line for line in lines if line and line != "•")


def item_description(raw: Any) -> str:
    """The item's description in plain text ("" when it has none), at most MAX_CHARS."""
    if not isinstance(raw, dict):
        return ""
    found = raw.get("description")
    if not found:
        upstream = raw.get("upstream")
        system = upstream.get("system") if isinstance(upstream, dict) else None
        found = system.get("description") if isinstance(system, dict) else None
    if isinstance(found, dict):
        parts = [(translate("Views", lead) if lead else "", found.get(key)) for key, lead in _PARTS]
        text = "\n".join(lead + html_to_text(part) for lead, part in parts if isinstance(part, str) and part.strip())
    elif isinstance(found, str):
        text = html_to_text(found)
    else:
        return ""
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS].rsplit(" ", 1)[0] + " …"
