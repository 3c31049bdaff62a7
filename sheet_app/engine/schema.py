"""The pydantic models of rules, items and character documents: the validator of record, built from the
declarations themselves (engine/model.py, engine/document.py; engine/forms.py says how they read).

Loading a character does not import this module (nor pydantic): the quick reading reads the plainly valid
shapes from the same declarations and hands anything else to these models, which accept it with the
values they convert to or say what is wrong (tests/engine/test_forms.py compares the two on generated
valid and invalid input). Each declaration's model is made the first time it is asked for (`model_of`:
`create_model`, with the declaration's markers as pydantic's constraints), so a broken field costs only
the models it uses.
"""
from __future__ import annotations

import types
import typing
from typing import Annotated, Any, Union

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, create_model, model_validator
from pydantic import Strict as PydanticStrict

from .declare import Formula, Fresh, Ge, Le, MinLen, Strict
from .forms import REQUIRED, Form, nested_form
from .vocab import formula_text

CONFIG = ConfigDict(extra="allow", populate_by_name=True, defer_build=True)
_MODELS: dict[type[Form], type[BaseModel]] = {}


def model_of(form: type[Form]) -> type[BaseModel]:
    """The pydantic model of a declaration (made once)."""
    made = _MODELS.get(form)
    if made is None:
        fields: dict[str, Any] = {}
        for field in form.fields():
            fields[field.name] = (pydantic_type(field.annotation), _default(field.default, field.annotation))
        validators: dict[str, Any] = {}
        if form.refusal is not Form.refusal:
            validators["check_refusal"] = model_validator(mode="after")(_refuse_with(form))
        made = _MODELS[form] = create_model(form.__name__, __config__=CONFIG, __module__=__name__,
                                            __doc__=form.__doc__, __validators__=validators, **fields)
    return made


def _constraint(mark: Any) -> Any:
    """One marker of engine/declare.py as pydantic's constraint (None for a note such as Doc or Label)."""
    if isinstance(mark, Ge):
        return Field(ge=mark.value)
    if isinstance(mark, Le):
        return Field(le=mark.value)
    if isinstance(mark, MinLen):
        return Field(min_length=mark.value)
    if isinstance(mark, Strict):
        return PydanticStrict()
    if isinstance(mark, Formula):
        return BeforeValidator(formula_text)
    return None


def pydantic_type(annotation: Any) -> Any:
    """A declaration's annotation in pydantic's words: the markers as its constraints, nested
    declarations as their models."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        extra = [c for c in map(_constraint, annotation.__metadata__) if c is not None]
        base = pydantic_type(args[0])
        return Annotated[tuple([base, *extra])] if extra else base
    if origin in (typing.Union, types.UnionType):
        return Union[tuple(pydantic_type(a) for a in args)]  # noqa: UP007  # built from a tuple
    if origin is list:
        return list[pydantic_type(args[0])]  # type: ignore[misc]
    if origin is dict:
        return dict[pydantic_type(args[0]), pydantic_type(args[1])]  # type: ignore[misc]
    if isinstance(annotation, type) and issubclass(annotation, Form):
        return model_of(annotation)
    return annotation


def _default(default: Any, annotation: Any) -> Any:
    if default is REQUIRED:
        return Field()
    if isinstance(default, Fresh):
        nested = nested_form(annotation)
        if nested is None:
            return Field(default_factory=default.factory)
        factory = default.factory
        return Field(default_factory=lambda: model_of(nested).model_validate(factory()))
    return Field(default=default)


def _refuse_with(form: type[Form]) -> Any:
    def refuse(self: Any) -> Any:
        message = form.refusal(self)
        if message:
            raise ValueError(message)
        return self

    return refuse


def made() -> list[type[BaseModel]]:
    """The models made so far (each the first time a declaration needed its schema)."""
    return list(_MODELS.values())
