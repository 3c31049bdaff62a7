"""The play-format steps (spec/play-format.md), each declared once: one small class per `do`.

A step's class is its whole declaration: its fields, with what each must be written beside its type
(`amount: Annotated[int, Ge(0), Le(NUMBER_LIMIT)]`, engine/declare.py), and its words for the log and
the undo line (`words`, or `describe(char)` when they name its fields). From that one declaration:

- the typed constructors the window and the table build steps with: `Spend(pool="fury", consumer="tayg",
  picks=[0, 2]).step()` is exactly the dict a play script holds (`{"do": "spend", "pool": "fury",
  "consumer": "tayg", "picks": [0, 2]}`); a misspelt field or a wrong type is caught where the step is
  built. Only the fields given are in the dict (a None is left out too);
- the one parse every step goes through before its handler runs (`parse`, engine/actions): a dict from a
  script, the window or the table becomes its class, or is refused with a message naming the field
  (the session reports it as `invalidStep`). Keys a step does not declare are ignored there, as they
  always were; the handler (`@action(Spend)`) takes the parsed step;
- `describe_step` (engine/actions/words.py), through each class's `describe(char)`;
- the pydantic models tests/engine/test_steps.py builds from the same annotations to check this module's
  strict reading against pydantic's.

The fields are checked here by their annotations, not by pydantic, so that the window does not import
pydantic at start-up (docs/performance.md). A new step: docs/architecture.md, "A new action (step)".

No `from __future__ import annotations` here: the fields' annotations are read as the objects they are
(no `typing.get_type_hints`, which costs `play` a few milliseconds of start-up evaluating them again).
"""
import types
import typing
from typing import Annotated, Any, ClassVar, Literal, TypeVar

from ..i18n import QT_TRANSLATE_NOOP, Engine, translate
from .declare import Ge, Le, MinLen
from .vocab import NUMBER_LIMIT, SKILLS, STATS, damage_type_word

_MISSING: Any = object()
T = TypeVar("T", bound="_Typed")

Amount = Annotated[int, Ge(0), Le(NUMBER_LIMIT)]
"""A whole number of damage or healing."""
DieSize = Literal["d4", "d6", "d8", "d10", "d12", "d20"]  # vocab.DIE_SIZES (tests/engine/test_steps.py)
HitDice = dict[DieSize, Annotated[int, Ge(0)]]
"""Hit dice to spend, by size: `{"d12": 2}`."""
HitDiceMode = Literal["catchBreath", "makeCamp"]


class StepError(ValueError):
    """A step with a field that is unknown, missing, of the wrong type or out of its bounds."""


class _Factory:
    __slots__ = ("make",)

    def __init__(self, make: Any):
        self.make = make


def Field(*, default_factory: Any) -> Any:  # noqa: N802 - pydantic's spelling, for a mutable default
    """A default made afresh for each step (`Field(default_factory=list)`)."""
    return _Factory(default_factory)


def _either(choices: tuple[Any, ...]) -> str:
    """"safe or field", "hit, crit or miss"."""
    words = [str(c) for c in choices]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def _wrong(where: str, value: Any) -> StepError:
    return StepError(f"'{where}' has the wrong type ({type(value).__name__})")


def _bounds(value: Any, marks: tuple[Any, ...], where: str) -> None:
    for mark in marks:
        if isinstance(mark, Ge) and value < mark.value:
            raise StepError(f"'{where}' cannot be negative" if mark.value == 0 else
                            f"'{where}' must be at least {mark.value:,}")
        if isinstance(mark, Le) and value > mark.value:
            raise StepError(f"'{where}' must be at most {mark.value:,}")
        if isinstance(mark, MinLen) and len(value) < mark.value:
            raise StepError(f"'{where}' cannot be empty" if mark.value == 1 else
                            f"'{where}' needs at least {mark.value} entries")


# id(annotation) -> (the annotation, kept so its id is never reused, its typing.get_origin and get_args): the
# step classes' annotations live as long as the classes, and hashing an Annotated one costs more than asking.
_SHAPES: dict[int, tuple[Any, Any, tuple[Any, ...]]] = {}


def _shape(annotation: Any) -> tuple[Any, tuple[Any, ...]]:
    """typing.get_origin and get_args of an annotation, kept."""
    shape = _SHAPES.get(id(annotation))
    if shape is None:
        shape = _SHAPES[id(annotation)] = (annotation, typing.get_origin(annotation), typing.get_args(annotation))
    return shape[1], shape[2]


def _check(value: Any, annotation: Any, where: str, known_only: bool) -> Any:
    """`value` as a strict pydantic field of that annotation holds it; StepError if it does not fit.
    `known_only`: a nested step's keys it does not declare are ignored (the parse) instead of refused."""
    origin, args = _shape(annotation)
    if annotation is Any:
        return value
    if origin is Annotated:
        value = _check(value, args[0], where, known_only)
        _bounds(value, annotation.__metadata__, where)
        return value
    if origin in (typing.Union, types.UnionType):
        first: StepError | None = None
        for arm in args:
            try:
                return _check(value, arm, where, known_only)
            except StepError as err:
                first = first or (None if arm is type(None) else err)
        raise first or _wrong(where, value)
    if origin is Literal:
        if any(type(value) is type(arg) and value == arg for arg in args):
            return value
        raise StepError(f"'{where}' must be {_either(args)}")
    if origin is list:
        if type(value) is list:
            return [_check(v, args[0], f"{where}[{n}]", known_only) for n, v in enumerate(value)]
    elif origin is dict:
        if isinstance(value, dict):
            out = {}
            for k, v in value.items():
                try:
                    key = _check(k, args[0], where, known_only)
                except StepError:
                    keys = typing.get_args(args[0]) if typing.get_origin(args[0]) is Literal else ()
                    raise StepError(f"'{where}' cannot have the key {k!r}"
                                    + (f" (one of {', '.join(keys)})" if keys else "")) from None
                out[key] = _check(v, args[1], f"{where}.{k}", known_only)
            return out
    elif annotation is type(None):
        if value is None:
            return value
    elif annotation is bool:
        if isinstance(value, bool):
            return value
    elif annotation is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif annotation is str:
        if isinstance(value, str):
            return value
    elif isinstance(annotation, type) and issubclass(annotation, _Typed):
        if isinstance(value, annotation):
            return value
        if isinstance(value, dict) and all(isinstance(k, str) for k in value):
            return annotation._build(value, known_only, where, f"{where}.")
    else:  # pragma: no cover - every annotation used below is handled above
        raise TypeError(f"{where}: unsupported annotation {annotation!r}")
    raise _wrong(where, value)


def _dump(value: Any) -> Any:
    """Like pydantic's model_dump(exclude_unset=True, exclude_none=True): the fields given, containers
    copied, nested steps as dicts."""
    if isinstance(value, _Typed):
        return {name: _dump(v) for name in value._fields()
                if name in value._given and (v := value.__dict__[name]) is not None}
    if isinstance(value, dict):
        return {k: _dump(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_dump(v) for v in value]
    return value


class _Typed:
    """Strict, frozen, no unknown fields: a field's value must be of its annotated type (no conversion)."""

    _given: frozenset[str]

    @classmethod
    def _fields(cls) -> dict[str, tuple[Any, Any]]:
        """Each field's (annotation with its Annotated markers, default or _Factory or _MISSING): the
        class's own first, then its bases' (the `by` every step has comes last)."""
        found = cls.__dict__.get("_field_spec")
        if found is None:
            found = {}
            for klass in cls.__mro__:
                for name, annotation in klass.__dict__.get("__annotations__", {}).items():
                    if name.startswith("_") or name in found or typing.get_origin(annotation) is ClassVar:
                        continue
                    found[name] = (annotation, next((k.__dict__[name] for k in cls.__mro__ if name in k.__dict__),
                                                    _MISSING))
            type.__setattr__(cls, "_field_spec", found)
        return found  # type: ignore[no-any-return]

    def __init__(self, **given: Any) -> None:
        self._fill(given, False, type(self).__name__, "")

    @classmethod
    def _build(cls: type[T], given: dict[str, Any], known_only: bool, owner: str, prefix: str) -> T:
        made = cls.__new__(cls)
        made._fill(given, known_only, owner, prefix)
        return made

    def _fill(self, given: dict[str, Any], known_only: bool, owner: str, prefix: str) -> None:
        """Check and set the fields: `owner` names the step in a message ("'damage' needs 'amount'"),
        `prefix` is the path of a nested one ("offers[0]."); `known_only`: see `_check`."""
        fields = self._fields()
        values: dict[str, Any] = {}
        for key, value in given.items():
            if key not in fields:
                if known_only:
                    continue
                raise StepError(f"{type(self).__name__}: unknown field {key!r}")
            values[key] = _check(value, fields[key][0], prefix + key, known_only)
        self.__dict__["_given"] = frozenset(values)
        for name, (_annotation, default) in fields.items():
            if name in values:
                continue
            if isinstance(default, _Factory):
                default = default.make()
            if default is _MISSING:
                raise StepError(f"'{owner}' needs '{name}'")
            values[name] = default
        self.__dict__.update(values)

    def _values(self) -> dict[str, Any]:
        return {name: self.__dict__[name] for name in self._fields()}

    def __setattr__(self, name: str, value: Any) -> None:
        raise StepError(f"{type(self).__name__} is frozen")

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self._values() == other._values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self), *self._values().values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self._values().items())})"


def words_of(do: Any) -> str:
    """A `do` in words, for a step that is none of ours or does not parse: "spendHitDice": "Spend hit dice"."""
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in str(do if do is not None else "action")).strip()
    return words[:1].upper() + words[1:]


class Step(_Typed):
    """One action; `step()` is its play-format dict, `describe(char)` it in the game's words."""

    do: ClassVar[str]
    _words_from: ClassVar[str] = "words"  # what `describe` below reads (missing_words)
    words: ClassVar[str]
    """The step in the game's words, when they need none of its fields ("Start turn"): in English, marked with
    QT_TRANSLATE_NOOP, `describe` translates it."""
    by: str | None = None
    """Who asked for it when not the sheet's player (the table's GM): its log lines are prefixed "GM: "."""

    def step(self) -> dict[str, Any]:
        return {"do": self.do, **_dump(self)}

    def describe(self, char: Any = None) -> str:
        """The step in the game's words, for undo and redo lines, menus and the log: "Use That all you
        got?!", "Attacked (14 damage)". With the character (`char`), items and pools are named as the
        sheet shows them; without, by the ids the step uses."""
        return translate("Engine", self.words)

    def but(self: T, **changes: Any) -> T:
        """A copy with some fields changed (the fields given stay given)."""
        return type(self)(**{name: self.__dict__[name] for name in self._given}, **changes)


def missing_words(cls: type[Step]) -> str | None:
    """What a step class lacks to describe itself (None when nothing): `words`, or the `verb` its base's
    `describe` reads."""
    owner = next(k for k in cls.__mro__ if "describe" in k.__dict__)
    needed = owner.__dict__.get("_words_from")
    return needed if needed and not hasattr(cls, needed) else None


def parse(raw: Any) -> Step:
    """A step dict (a script's, the window's, the table's) as its declared class: the one check of its
    fields; StepError names what is wrong. Keys the step does not declare are ignored."""
    if not isinstance(raw, dict):
        raise StepError("a step must be an object")
    do = raw.get("do")
    cls = STEPS.get(do) if isinstance(do, str) else None
    if cls is None:
        raise StepError(f"unknown step {do!r}")
    return cls._build(raw, True, cls.do, "")


class Pick(_Typed):
    """A spend through one consumer: a card offer on `activate`, a reaction on `attacked`; `rule` picks
    one of that item's consumers (default the first), `pool` only those on that pool."""

    consumer: str
    picks: list[int]
    rule: int = 0
    pool: str | None = None


class ChargeDice(_Typed):
    pool: str
    count: Annotated[int, Ge(0)]


RollMode = Annotated[int, Ge(-99), Le(99)]
"""A roll's own mode (character.md §11.2 step 3), added to its derived one: advantage > 0, disadvantage < 0;
the net is clamped to -9..9 (and the log says so), so a large own mode is not refused."""
Waive = list[Literal["frightened", "taunted"]]
"""The conditions a roll drops from its mode (character.md decision 4): only these two can be waived."""


class ConditionalPick(_Typed):
    """One Conditional Bonus pick on an attack (character.md §15.3): the rule by id or label, and which half."""

    rule: str
    choice: Literal["advantage", "damage"]


# ---- table events ----------------------------------------------------------------------------------
class StartEncounter(Step):
    do = "startEncounter"
    words = QT_TRANSLATE_NOOP("Engine", "Start encounter")


class EndEncounter(Step):
    do = "endEncounter"
    words = QT_TRANSLATE_NOOP("Engine", "End encounter")




class RollInitiative(Step):
    do = "rollInitiative"
    words = QT_TRANSLATE_NOOP("Engine", "Roll initiative")
    value: int | None = None
    """A roll made at the table, instead of rolling the initiative formula."""
    mode: RollMode = 0
    waive: Waive = Field(default_factory=list)


class Check(Step):
    """A d20 check (character.md §11.1): exactly one of `skill`, `save` (a saving throw) or `stat`."""

    do = "check"
    skill: Literal[SKILLS] | None = None  # type: ignore[valid-type]
    save: Literal[STATS] | None = None  # type: ignore[valid-type]
    stat: Literal[STATS] | None = None  # type: ignore[valid-type]
    mode: RollMode = 0
    dc: Annotated[int, Ge(-NUMBER_LIMIT), Le(NUMBER_LIMIT)] | None = None
    waive: Waive = Field(default_factory=list)

    def rolled(self) -> list[tuple[str, str]]:
        """The (kind, key) pairs the step names: one for a well-formed check."""
        return [(kind, key) for kind, key in (("skill", self.skill), ("save", self.save), ("stat", self.stat))
                if key is not None]

    def describe(self, char: Any = None) -> str:
        named = self.rolled()
        if len(named) != 1:
            return Engine.tr("Check")
        kind, key = named[0]
        return (Engine.tr("{name} save") if kind == "save" else Engine.tr("{name} check")).format(name=key.capitalize())


class StartTurn(Step):
    do = "startTurn"
    words = QT_TRANSLATE_NOOP("Engine", "Start turn")


class EndTurn(Step):
    do = "endTurn"
    words = QT_TRANSLATE_NOOP("Engine", "End turn")


HitDiceAdvantageConfirm = bool | list[str]
"""Which Hit Dice Advantage rules' conditions the player confirms hold: all (true) or these rule ids."""


class Rest(Step):
    do = "rest"
    kind: Literal["safe", "field"]
    mode: HitDiceMode = "catchBreath"
    hitDice: HitDice = Field(default_factory=dict)
    advantage: HitDiceAdvantageConfirm = False

    def describe(self, char: Any = None) -> str:
        return Engine.tr("Safe rest") if self.kind == "safe" else Engine.tr("Field rest")


class SpendHitDice(Step):
    do = "spendHitDice"
    words = QT_TRANSLATE_NOOP("Engine", "Spend hit dice")
    hitDice: HitDice
    mode: HitDiceMode = "catchBreath"
    advantage: HitDiceAdvantageConfirm = False


class Fire(Step):
    do = "fire"
    trigger: str

    def describe(self, char: Any = None) -> str:
        from .runtime import trigger_name
        return Engine.tr("Trigger {trigger}").format(trigger=trigger_name(self.trigger))


class Attacked(Step):
    do = "attacked"
    damage: Amount
    type: str | None = None
    critical: bool = False
    reactions: list[Pick] = Field(default_factory=list)
    """Spends made before the damage lands, in order."""
    incoming: list[str] = Field(default_factory=list)
    """The Modify Incoming Attack rules (by id or label) the player says apply to this attack (§15.3)."""
    defend: bool = False
    """Use the Defend reaction: the damage is reduced by Armor (character.md §13)."""
    melee: bool = False
    """A melee attack: a hit on an incapacitated character is a critical (§12.1)."""
    concentrationSave: Literal["pass", "fail"] | None = None
    """The DC 10 STR save a critical asks of a concentrating character, taken instead of rolled (§12.1)."""

    def describe(self, char: Any = None) -> str:
        what = (Engine.tr("{amount} {kind} damage").format(amount=self.damage, kind=damage_type_word(self.type))
                if self.type else
                Engine.tr("{amount} damage").format(amount=self.damage))
        return (Engine.tr("Attacked ({damage}, critical)") if self.critical else
                Engine.tr("Attacked ({damage})")).format(damage=what)


class Damage(Step):
    do = "damage"
    amount: Amount
    type: str | None = None

    def describe(self, char: Any = None) -> str:
        return Engine.tr("Damage ({amount})").format(amount=self.amount)


class Heal(Step):
    do = "heal"
    amount: Amount
    potion: bool = False
    """Healing from a potion: Healing Potion Bonus rules add to it (character.md §15.1)."""

    def describe(self, char: Any = None) -> str:
        return Engine.tr("Heal ({amount} HP)").format(amount=self.amount)


class _OnOne(Step):
    """A step on one thing (an item, a pool), described by its `verb` with its name: "Use {name}", "Use Rage"."""

    _words_from = "verb"
    verb: ClassVar[str]
    """The step's words with `{name}` for the thing's, in English (QT_TRANSLATE_NOOP): `describe` translates it."""

    def describe(self, char: Any = None) -> str:
        return translate("Engine", self.verb).format(name=self.named(char))

    def named(self, char: Any) -> str:
        """The thing as the sheet shows it (with the character), else by the key the step uses."""
        raise NotImplementedError


# ---- dice ------------------------------------------------------------------------------------------
class _PoolStep(_OnOne):
    """A step on one pool, named by its key (`fury`, `actor:judgment`, `wand-charges@spare`)."""

    pool: str

    def named(self, char: Any) -> str:
        if char is not None:
            try:
                view = char.pools().get(self.pool)
            except Exception:  # a character that cannot resolve its pools still gets a description
                view = None
            if view is not None:
                return str(view.label)
        return self.pool


class Spend(_PoolStep):
    do = "spend"
    verb = QT_TRANSLATE_NOOP("Engine", "Spend {name}")
    consumer: str
    picks: list[int]
    rule: int = 0


class RollCharge(_PoolStep):
    do = "rollCharge"
    verb = QT_TRANSLATE_NOOP("Engine", "Roll a die from {name}")


class SetDie(_PoolStep):
    do = "setDie"
    verb = QT_TRANSLATE_NOOP("Engine", "Set a die of {name}")
    index: int
    face: int


class RemoveDie(_PoolStep):
    do = "removeDie"
    verb = QT_TRANSLATE_NOOP("Engine", "Remove a die from {name}")
    index: int


class RerollDie(_PoolStep):
    do = "rerollDie"
    verb = QT_TRANSLATE_NOOP("Engine", "Reroll a die of {name}")
    index: int


class RollDie(_PoolStep):
    do = "rollDie"
    verb = QT_TRANSLATE_NOOP("Engine", "Roll a die into {name}")


class SetCharges(_PoolStep):
    do = "setCharges"
    value: int

    def describe(self, char: Any = None) -> str:
        return Engine.tr("Set {name} to {value}").format(name=self.named(char), value=self.value)


# ---- the character ---------------------------------------------------------------------------------
FIELD_WORDS = {"name": QT_TRANSLATE_NOOP("Engine", "Name"), "level": QT_TRANSLATE_NOOP("Engine", "Level"),
               "size": QT_TRANSLATE_NOOP("Engine", "Size"), "stats.strength": QT_TRANSLATE_NOOP("Engine", "Strength"),
               "stats.dexterity": QT_TRANSLATE_NOOP("Engine", "Dexterity"),
               "stats.intelligence": QT_TRANSLATE_NOOP("Engine", "Intelligence"),
               "stats.will": QT_TRANSLATE_NOOP("Engine", "Will"), "hp.current": QT_TRANSLATE_NOOP("Engine", "HP"),
               "hp.max": QT_TRANSLATE_NOOP("Engine", "Max HP"), "wounds.current": QT_TRANSLATE_NOOP("Engine", "Wounds"),
               "wounds.max": QT_TRANSLATE_NOOP("Engine", "Max wounds"),
               "mana.current": QT_TRANSLATE_NOOP("Engine", "Mana"), "mana.max": QT_TRANSLATE_NOOP("Engine", "Max mana"),
               "hp.temp": QT_TRANSLATE_NOOP("Engine", "Temporary HP")}
"""The character's fields a `set` step names, in the game's words (in English: `field_words` translates)."""
_SKILL_NAMES = ("arcana", "examination", "finesse", "influence", "insight", "lore", "might", "naturecraft",
                "perception", "stealth")  # vocab.SKILLS
_STAT_NAMES = ("strength", "dexterity", "intelligence", "will")  # vocab.STATS
_FIELD_TEMPLATES = {"points": QT_TRANSLATE_NOOP("Engine", "{skill} points"),
                    "bonus": QT_TRANSLATE_NOOP("Engine", "{skill} bonus"),
                    "save bonus": QT_TRANSLATE_NOOP("Engine", "{stat} save bonus"),
                    "save roll mode": QT_TRANSLATE_NOOP("Engine", "{stat} save roll mode"),
                    "speed": QT_TRANSLATE_NOOP("Engine", "{mode} speed")}
"""The words of the fields named by a skill, a stat or a movement mode ("Arcana points"), by template."""
_TEMPLATED: dict[str, tuple[str, dict[str, str]]] = {}
_TEMPLATED.update({f"skills.{skill}.{key}": (key, {"skill": skill.capitalize()}) for skill in _SKILL_NAMES
                   for key in ("points", "bonus")})
_TEMPLATED.update({f"savingThrows.{stat}.{key}": (f"save {word}", {"stat": stat.capitalize()}) for stat in _STAT_NAMES
                   for key, word in (("bonus", "bonus"), ("defaultRollMode", "roll mode"))})
_TEMPLATED.update({f"movement.{mode}": ("speed", {"mode": mode.capitalize()}) for mode in
                   ("walk", "fly", "climb", "swim", "burrow")})
FIELD_WORDS.update({field: _FIELD_TEMPLATES[key].format(**values) for field, (key, values) in _TEMPLATED.items()})
FIELD_WORDS.update({"actions.current": QT_TRANSLATE_NOOP("Engine", "Actions"),
                    "actions.max": QT_TRANSLATE_NOOP("Engine", "Max actions"),
                    "mana.bonus": QT_TRANSLATE_NOOP("Engine", "Mana bonus"),
                    "highestUnlockedSpellTier": QT_TRANSLATE_NOOP("Engine", "Highest spell tier"),
                    "armor.baseValue": QT_TRANSLATE_NOOP("Engine", "Armor")})


def field_words(field: str, default: str | None = None) -> str:
    """A field a `set` step names, in the game's words and the player's language ("Max HP"); `default`
    (else the field itself) for one that has none."""
    templated = _TEMPLATED.get(field)
    if templated is not None:
        return translate("Engine", _FIELD_TEMPLATES[templated[0]]).format(**templated[1])
    words = FIELD_WORDS.get(field)
    if words is None:
        return field if default is None else default
    return translate("Engine", words)


class Set(Step):
    do = "set"
    field: str
    value: Any
    """Of the field's type (engine/actions/character.py checks it against `field`)."""

    def describe(self, char: Any = None) -> str:
        if self.value is None:
            return Engine.tr("Set {field}").format(field=field_words(self.field))
        return Engine.tr("Set {field} to {value}").format(field=field_words(self.field), value=self.value)


class State(Step):
    do = "state"
    name: str
    on: bool

    def describe(self, char: Any = None) -> str:
        return (Engine.tr("{name} on") if self.on else Engine.tr("{name} off")).format(name=self.name.capitalize())


# ---- items -----------------------------------------------------------------------------------------
class _ItemStep(_OnOne):
    """A step on one item, named by its id or, failing that, its name."""

    item: str

    def named(self, char: Any) -> str:
        index = char.find_item(self.item) if char is not None else None
        return str(char.items[index].name) if index is not None else self.item


class Activate(_ItemStep):
    do = "activate"
    verb = QT_TRANSLATE_NOOP("Engine", "Use {name}")
    outcome: Literal["hit", "crit", "miss"] | None = None
    picks: list[int] | None = None
    chargeDice: ChargeDice | None = None
    offers: list[Pick] | None = None
    mode: RollMode = 0
    """The primary die's own mode (character.md §11.3)."""
    waive: Waive = Field(default_factory=list)
    conditional: list[ConditionalPick] = Field(default_factory=list)
    targetTags: list[str] = Field(default_factory=list)
    """The target's tags, bare ("quarry"): a target condition reads them as target:quarry (§19.8)."""
    dyingSave: Literal["pass", "fail"] | None = None
    """While dying: the DC 10 STR save's outcome, taken instead of rolled (character.md §11.4)."""


class Equip(_ItemStep):
    do = "equip"
    on: bool

    def describe(self, char: Any = None) -> str:
        return (Engine.tr("Equip {name}") if self.on else Engine.tr("Unequip {name}")).format(name=self.named(char))


class AddItem(Step):
    do = "addItem"
    raw: dict[str, Any]
    at: int | None = None
    """Where in the items it goes (default: at the end)."""

    def describe(self, char: Any = None) -> str:
        name = self.raw.get("name")
        return Engine.tr("Add {name}").format(name=name) if isinstance(name, str) else Engine.tr("Add an item")


class AddItems(Step):
    do = "addItems"
    raws: Annotated[list[dict[str, Any]], MinLen(1)]

    def describe(self, char: Any = None) -> str:
        return Engine.tr("Add %n items", "", len(self.raws))


class EditItem(_ItemStep):
    do = "editItem"
    verb = QT_TRANSLATE_NOOP("Engine", "Edit {name}")
    set: dict[str, Any] = Field(default_factory=dict)
    unset: list[str] = Field(default_factory=list)


class DuplicateItem(_ItemStep):
    do = "duplicateItem"
    verb = QT_TRANSLATE_NOOP("Engine", "Duplicate {name}")
    name: str | None = None
    """The copy's name (default: the item's, with "(copy)")."""


class MoveItem(_ItemStep):
    do = "moveItem"
    verb = QT_TRANSLATE_NOOP("Engine", "Move {name}")
    to: int


class DeleteItem(_ItemStep):
    do = "deleteItem"
    verb = QT_TRANSLATE_NOOP("Engine", "Delete {name}")


# ---- rules -----------------------------------------------------------------------------------------
class _RuleStep(_ItemStep):
    """A step on one of an item's rules, by index or rule id."""

    _words_from = "verb"
    rule: int | str


class EnableRule(_RuleStep):
    do = "enableRule"
    on: bool

    def describe(self, char: Any = None) -> str:
        return (Engine.tr("Enable a rule of {name}") if self.on else
                Engine.tr("Disable a rule of {name}")).format(name=self.named(char))


class EditRule(_RuleStep):
    """A rule replaced (`raw`) or edited key by key (`set`, `unset`)."""

    do = "editRule"
    verb = QT_TRANSLATE_NOOP("Engine", "Edit a rule of {name}")
    raw: dict[str, Any] | None = None
    set: dict[str, Any] = Field(default_factory=dict)
    unset: list[str] = Field(default_factory=list)


class AddRule(_ItemStep):
    do = "addRule"
    verb = QT_TRANSLATE_NOOP("Engine", "Add a rule of {name}")
    raw: dict[str, Any]
    at: int | None = None


class DeleteRule(_RuleStep):
    do = "deleteRule"
    verb = QT_TRANSLATE_NOOP("Engine", "Delete a rule of {name}")


class SetRules(_ItemStep):
    do = "setRules"
    rules: list[Any]

    def describe(self, char: Any = None) -> str:
        return Engine.tr("Rules Builder edits on {name}").format(name=self.named(char))


# ---- actions and spells (character.md §13, §14) ----------------------------------------------------
Reactions = Literal["defend", "interpose", "opportunityAttack", "help"]  # action_tracker.REACTIONS


class SpendAction(Step):
    """Spend actions in an encounter: from `additional` first, then `current` (character.md §13)."""

    do = "spendAction"
    count: Annotated[int, Ge(1), Le(NUMBER_LIMIT)] = 1

    def describe(self, char: Any = None) -> str:
        return Engine.tr("Spend %n actions", "", self.count)  # "Spend an action" (English's singular form)


class Reaction(Step):
    """A heroic reaction: once per round, not on your own turn, for its action cost (character.md §13)."""

    do = "reaction"
    name: Reactions

    def describe(self, char: Any = None) -> str:
        from .action_tracker import reaction_words
        return reaction_words(self.name)


class Cast(Activate):
    """Cast a spell (character.md §14.2): `mana` (default its tier) above the tier upcasts; `choice` picks an
    `upcastChoice` scaling's option."""

    do = "cast"
    verb = QT_TRANSLATE_NOOP("Engine", "Cast {name}")
    mana: Annotated[int, Ge(0), Le(NUMBER_LIMIT)] | None = None
    choice: Annotated[int, Ge(0)] | None = None


# ---- conditions (character.md §12) -----------------------------------------------------------------
class Condition(Step):
    """Turns a condition on or off (character.md §12.2); `turnEnds` or `attacks` sets its timer (§12.3)."""

    do = "condition"
    name: str
    """A condition id of character.md §12 (`concentrating` for concentration); checked by its handler, so
    that a plain state's name is pointed to the `state` step."""
    on: bool = True
    turnEnds: Annotated[int, Ge(1), Le(NUMBER_LIMIT)] | None = None
    attacks: Annotated[int, Ge(1), Le(NUMBER_LIMIT)] | None = None

    def describe(self, char: Any = None) -> str:
        from .vocab import condition_words
        return (Engine.tr("{name} on") if self.on else Engine.tr("{name} off")).format(name=condition_words(self.name))

# ---- level-up (character.md §16) -------------------------------------------------------------------
class HpChoice(_Typed):
    """How a level's HP increase is found: rolled (`roll`), the die's average, or a `value` rolled at the table."""

    method: Literal["roll", "average", "value"] = "roll"
    value: int | None = None


class LevelUp(Step):
    """One level of a class (character.md §16): the choices are checked by the handler against the class's
    level (engine/level_up.py); `class` (a keyword here) names the class item, default the first."""

    do = "levelUp"
    hp: HpChoice = Field(default_factory=HpChoice)
    stats: list[Literal[STATS]] = Field(default_factory=list)  # type: ignore[valid-type]
    skill: str | list[Any] | None = None
    """One skill name; a list or none is the handler's `invalidChoice` (exactly one skill point)."""
    subclass: dict[str, Any] | None = None
    boon: dict[str, Any] | None = None
    epicBoon: dict[str, Any] | None = None
    features: list[dict[str, Any]] = Field(default_factory=list)
    spells: list[dict[str, Any]] = Field(default_factory=list)
    spellPicks: dict[str, list[dict[str, Any]]] = Field(default_factory=dict)
    poolBonuses: dict[str, Annotated[int, Ge(-NUMBER_LIMIT), Le(NUMBER_LIMIT)]] = Field(default_factory=dict)
    words = QT_TRANSLATE_NOOP("Engine", "Level up")


LevelUp.__annotations__["class"] = str | None  # `class` is a Python keyword: declared by name
type.__setattr__(LevelUp, "class", None)


class LevelDown(Step):
    """Take back the last level of the history (character.md §16)."""

    do = "levelDown"
    words = QT_TRANSLATE_NOOP("Engine", "Level down")


def _declared(cls: type[Step]) -> list[type[Step]]:
    found = []
    for sub in cls.__subclasses__():
        if "do" in sub.__dict__:
            found.append(sub)
        found.extend(_declared(sub))
    return found


STEPS: dict[str, type[Step]] = {cls.do: cls for cls in _declared(Step)}
"""Every step this module declares, by its `do` (engine/actions registers a handler for each)."""
