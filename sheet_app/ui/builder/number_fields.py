"""Fields of the bonus and grant rules (character.md §15.5) that need the open character: a Grant
Proficiency's values, ticked from the proficiencies the character's content names, with a box for others."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ...i18n import Builder
from ...views.rule_choices import proficiency_choices
from ...views.rule_specs import FieldSpec
from .draft import Path
from .fields import Host
from .toggle_fields import _Boxes
from .widgets import Line


class ProficiencyField(_Boxes):
    """Grant Proficiency's `values`: a box per proficiency of the chosen kind that the character's content
    names (its class's, its items' weapon types, Unarmed Strike, `all`), and a line to add others."""

    columns = 3

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.other = Line()
        self.other.setObjectName(f"{'.'.join(map(str, self.path))}.other")
        self.other.setPlaceholderText(Builder.tr("another one: type it and press Enter (elvish, Blades …)"))
        self.other.setAccessibleName(self.name(Builder.tr("{field}: add another").format(field=spec.label)))
        self.other.returnPressed.connect(self._add)
        self.box.insertWidget(1, self.other)

    def choices(self, raw: Any) -> list[tuple[str, str, str]]:
        kind = raw.get("proficiencyType", "languages") if isinstance(raw, dict) else "languages"
        found = proficiency_choices(self.host.preview.char, kind if isinstance(kind, str) else "languages")
        known = {value for value, _text, _tip in found}
        own = raw.get("values") if isinstance(raw, dict) else None
        granted = Builder.tr("granted by this rule")
        return found + [(v, v, granted) for v in dict.fromkeys(own if isinstance(own, list) else [])
                        if isinstance(v, str) and v not in known]

    def unknown_text(self, value: str) -> str:
        return value

    def hint_text(self) -> str:
        return Builder.tr("Tick what it grants, or type another below (all: every armor or language).")

    def inputs(self) -> list[QWidget]:
        return [*self.boxes.values(), self.other]

    def _add(self) -> None:
        typed = [word.strip() for word in self.other.text().split(",") if word.strip()]
        if not self.editable or not typed:
            return
        self.other.clear()
        value = [*self.value, *(word for word in dict.fromkeys(typed) if word not in self.value)]
        if value != self.value:
            self.value = value
            self.commit(value)
