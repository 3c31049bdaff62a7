"""Tags and predicates (engine.md §2): evaluation tables, validation, descriptions, slugs."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheet_app.engine.predicates import SIZES, PredicateError, TagSet, describe, evaluate, slug, validate

UPSTREAM = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "upstream"

# A level-18 Commander in the middle of an encounter, raging, with a pool identifier holding colons.
TAGS = TagSet([
    "level:18", "class:commander", "subclass:champion-of-the-vanguard", "ancestry:dwarf",
    "strength:3", "dexterity:-1", "intelligence:0.5", "will:2",
    "armor:equipped", "self:shield", "self:raging", "self:bloodied", "size:medium",
    "self:coordinated-strike-encounterChargePool:1", "self:coordinated-strike-encounterChargesMax",
    "self:furyDicePool:0", "self:noFuryDice", "minion", "type:feature", "property:light",
    "property:finesse",
])


def holds(pred: object, tags: TagSet = TAGS) -> bool:
    """Evaluate against the shared tag set, checking validate() agrees the predicate is usable."""
    result = evaluate(pred, tags)
    assert all("never" in m or "always" in m for m in validate(pred)), validate(pred)
    return result


# ---- TagSet ----------------------------------------------------------------------------------
def test_tagset_lookups_and_order() -> None:
    tags = TagSet(["b:2", "a:1", "b:2", "plain"])
    assert len(tags) == 3 and list(tags) == ["a:1", "b:2", "plain"] == tags.as_list()
    assert "a:1" in tags and "plain" in tags and "a" not in tags and 3 not in tags
    assert tags.values("b") == ("2",) and tags.values("missing") == () and tags.values("plain") == ()


def test_tagset_indexes_every_colon_split() -> None:
    assert TAGS.values("self:coordinated-strike-encounterChargePool") == ("1",)
    assert "coordinated-strike-encounterChargePool:1" in TAGS.values("self")
    assert TAGS.values("self:coordinated-strike-encounterChargePool:1") == ()
    assert TagSet(["a:b:c:d"]).values("a:b") == ("c:d",)
    assert TagSet(["x::y"]).values("x") == (":y",) and TagSet(["x::y"]).values("x:") == ("y",)


def test_tagset_is_immutable_hashable_and_rejects_bad_input() -> None:
    tags = TagSet(["a:1"])
    with pytest.raises(AttributeError):
        tags._tags = frozenset()  # type: ignore[misc]
    assert tags == TagSet(iter(["a:1"])) and hash(tags) == hash(TagSet(["a:1"])) and tags != TAGS
    assert TagSet(tags) == tags and "a:1" in repr(tags)
    with pytest.raises(TypeError):
        TagSet("level:3")
    with pytest.raises(TypeError):
        TagSet(["level:3", 3])  # type: ignore[list-item]


# ---- evaluation tables -----------------------------------------------------------------------
EQUALITY = [
    ({"self": "raging"}, True),
    ({"self": "dying"}, False),
    ({"class": "commander"}, True),
    ({"class": "Commander"}, False),  # tag values are exact text
    ({"subclass": "champion-of-the-vanguard", "level": {"min": 15}}, True),
    ({"subclass": "champion-of-the-vanguard", "level": {"min": 19}}, False),
    ({"level": 18}, True),
    ({"level": 18.0}, True),
    ({"level": "18"}, True),
    ({"level": " 18 "}, True),
    ({"level": "18.0"}, True),
    ({"level": "1.8e1"}, True),
    ({"level": 17}, False),
    ({"intelligence": 0.5}, True),
    ({"intelligence": ".5"}, True),
    ({"dexterity": -1}, True),
    ({"dexterity": "-1"}, True),
    ({"self": "coordinated-strike-encounterChargePool:1"}, True),
    ({"self:coordinated-strike-encounterChargePool": 1}, True),
    ({"self:coordinated-strike-encounterChargePool": "1"}, True),
    ({"nothing": "here"}, False),
    ({"self": "raging", "armor": "equipped"}, True),
    ({"self": "raging", "armor": "unarmored"}, False),
]

ONE_OF = [
    ({"level": [17, 18]}, True),
    ({"level": [3, "4"]}, False),
    ({"level": ["17", "18.0"]}, True),
    ({"class": ["mage", "commander"]}, True),
    ({"class": ["mage", "oathsworn"]}, False),
    ({"property": ["finesse"]}, True),
    ({"property": ["heavy", "light"]}, True),
    ({"property": ["heavy", "reach"]}, False),
    ({"self": ["dying", "raging"]}, True),
    ({"level": []}, False),
    ({"self:furyDicePool": [0]}, True),
    ({"self:furyDicePool": ["0.0", 5]}, True),
    ({"size": ["large", "medium"]}, True),
]

RANGES = [
    ({"level": {"min": 18}}, True),
    ({"level": {"min": 19}}, False),
    ({"level": {"max": 18}}, True),
    ({"level": {"max": 4}}, False),
    ({"level": {"min": 18, "max": 19}}, True),
    ({"level": {"min": 20}}, False),
    ({"level": {"min": "17.5", "max": "18"}}, True),
    ({"level": {"equal": 18}}, True),
    ({"level": {"equal": "18.0"}}, True),
    ({"level": {"equal": 17}}, False),
    ({"level": {"equal": 18, "min": 1, "max": 20}}, True),
    ({"level": {"min": 1, "max": None}}, True),  # a blank bound is no bound
    ({"level": {"min": 19, "max": 18}}, False),
    ({"dexterity": {"max": -1}}, True),
    ({"dexterity": {"min": 0}}, False),
    ({"intelligence": {"min": 0.5, "max": 0.5}}, True),
    ({"self:coordinated-strike-encounterChargePool": {"min": 1}}, True),
    ({"self:coordinated-strike-encounterChargePool": {"min": 2}}, False),
    ({"level": {"min": 18}, "self:coordinated-strike-encounterChargePool": {"min": 1}}, True),
    ({"mana": {"min": 0}}, False),  # no such tag: a comparison fails
    ({"mana": {"max": 100}}, False),
    ({"class": {"min": 0}}, False),  # non-numeric tag value fails
    ({"self": {"min": 0}}, False),  # every self:X must be numeric, and they are not
    ({"property": {"min": 0}}, False),
    ({"size": {"min": "small"}}, True),
    ({"size": {"min": "medium", "max": "medium"}}, True),
    ({"size": {"min": "large"}}, False),
    ({"size": {"max": "small"}}, False),
    ({"size": {"equal": "Medium"}}, True),
    ({"size": {"max": "gargantuan"}}, True),
]

LOGIC = [
    ({"$and": ["self:raging", "minion"]}, True),
    ({"$and": ["self:raging", "self:dying"]}, False),
    ({"$and": []}, True),
    ({"$or": ["self:dying", "minion"]}, True),
    ({"$or": ["self:dying", "self:noShield"]}, False),
    ({"$or": []}, False),
    ({"$or": [{"level": {"max": 4}}, {"class": "commander"}]}, True),
    ({"$or": [{"level": {"max": 4}}, {"class": "mage"}]}, False),
    ({"$and": [{"level": {"min": 18}}, "self:bloodied", {"$or": ["x", "armor:equipped"]}]}, True),
    ({"$and": [{"level": {"min": 18}}, "self:bloodied", {"$or": ["x", "armor:unarmored"]}]}, False),
    ({"$not": "self:dying"}, True),
    ({"$not": "self:raging"}, False),
    ({"$not": "minion"}, False),
    ({"$not": {"level": {"min": 19}}}, True),
    ({"$not": {"level": {"min": 18}}}, False),
    ({"$not": {"$or": []}}, True),
    ({"$not": {"$not": "self:raging"}}, True),
    ({"self": "raging", "$not": "self:dying", "$or": ["minion", "x"]}, True),
    ({"self": "raging", "$not": "self:bloodied"}, False),
    ({"$or": ["level:18.0"]}, False),  # a whole tag is exact text
    ({"$and": [{"$or": [{"$and": ["minion", {"$not": "self:dying"}]}]}]}, True),
]

ALWAYS = [({}, True), (None, True)]


@pytest.mark.parametrize(("pred", "expected"), EQUALITY + ONE_OF + RANGES + LOGIC + ALWAYS)
def test_evaluate_table(pred: object, expected: bool) -> None:
    assert holds(pred) is expected


@pytest.mark.parametrize(("pred", "expected"), [({}, True), ({"level": {"min": 0}}, False),
                                                ({"$not": "x"}, True), ({"$or": ["x"]}, False)])
def test_evaluate_on_no_tags(pred: object, expected: bool) -> None:
    assert holds(pred, TagSet([])) is expected


@pytest.mark.parametrize("value", [3, 3.0, "3", "3.0", " 3 ", "+3", "3.", "30e-1"])
def test_numeric_coercion_equal_forms(value: object) -> None:
    for tag in ("level:3", "level:3.0", "level: 3"):
        assert evaluate({"level": value}, TagSet([tag]))
        assert evaluate({"level": [value]}, TagSet([tag]))
        assert evaluate({"level": {"equal": value}}, TagSet([tag]))


@pytest.mark.parametrize("tag", ["level:abc", "level:3abc", "level:nan", "level:inf", "level:1_0",
                                 "level:true", "level:", "level:0x3"])
def test_non_numeric_tag_values_fail_comparisons(tag: str) -> None:
    tags = TagSet([tag])
    assert not evaluate({"level": {"min": -1e300}}, tags)
    assert not evaluate({"level": [3, 10, 0]}, tags)


def test_one_of_compares_numbers_on_both_sides() -> None:
    assert evaluate({"level": [3, "4"]}, TagSet(["level:4"]))
    assert evaluate({"level": [3, "4"]}, TagSet(["level:3.0"]))
    assert not evaluate({"level": [3, "4"]}, TagSet(["level:5"]))
    assert evaluate({"level": ["4"]}, ["level:4"])  # a plain iterable of tags is accepted too


def test_every_tag_of_a_key_must_satisfy_a_comparison() -> None:
    tags = TagSet(["die:3", "die:6"])
    assert evaluate({"die": {"min": 3}}, tags) and not evaluate({"die": {"min": 4}}, tags)
    assert evaluate({"die": [6]}, tags) and evaluate({"die": 3}, tags)


@pytest.mark.parametrize(("low", "high"), [(a, b) for a in SIZES for b in SIZES])
def test_size_order(low: str, high: str) -> None:
    tags = TagSet([f"size:{low}"])
    assert evaluate({"size": {"max": high}}, tags) is (SIZES.index(low) <= SIZES.index(high))
    assert evaluate({"size": {"min": high}}, tags) is (SIZES.index(low) >= SIZES.index(high))


def test_unknown_size_value_fails() -> None:
    assert not evaluate({"size": {"min": "tiny"}}, TagSet(["size:colossal"]))
    assert not evaluate({"size": {"min": "tiny"}}, TagSet(["size:2"]))


def test_evaluate_depth_limit_boundary() -> None:
    pred: dict = {"self": "raging"}
    for _ in range(31):
        pred = {"$and": [pred]}
    assert evaluate(pred, TAGS) and validate(pred) == []  # 32 levels: fine
    with pytest.raises(PredicateError) as caught:
        evaluate({"$and": [pred]}, TAGS)
    assert "32" in caught.value.message and caught.value.path.startswith("$and[0].$and[0]")


def test_hostile_depth_does_not_recurse_forever() -> None:
    pred: dict = {}
    for _ in range(5000):
        pred = {"$not": pred}
    assert len(validate(pred)) == 1
    with pytest.raises(PredicateError):
        evaluate(pred, TAGS)
    cyclic: dict = {}
    cyclic["$not"] = cyclic
    with pytest.raises(PredicateError):
        evaluate(cyclic, TAGS)


# ---- validation ------------------------------------------------------------------------------
INVALID = [
    ([], "", "object"),
    ("self:raging", "", "object"),
    (3, "", "object"),
    (True, "", "object"),
    ({"self": True}, "self", "true/false"),
    ({"self": False}, "self", "true/false"),
    ({"self": None}, "self", "null"),
    ({"self": ""}, "self", "empty value"),
    ({"level": float("nan")}, "level", "finite"),
    ({"level": float("inf")}, "level", "finite"),
    ({"level": 10**400}, "level", "finite"),
    ({"level": {}}, "level", "min, max or equal"),
    ({"level": {"min": None}}, "level", "min, max or equal"),
    ({"level": {"min": "abc"}}, "level.min", "number"),
    ({"level": {"min": True}}, "level.min", "number"),
    ({"level": {"max": [3]}}, "level.max", "number"),
    ({"level": {"min": 1, "above": 3}}, "level.above", "unknown bound"),
    ({"size": {"min": 2}}, "size.min", "size"),
    ({"size": {"max": "colossal"}}, "size.max", "size"),
    ({"level": [3, True]}, "level[1]", "true/false"),
    ({"level": [3, [4]]}, "level[1]", "list"),
    ({"level": [{"min": 3}]}, "level[0]", "object"),
    ({"level": ["3", None]}, "level[1]", "null"),
    ({"$nor": ["minion"]}, "$nor", "unknown operator"),
    ({"$": "x"}, "$", "unknown operator"),
    ({"$and": "minion"}, "$and", "list"),
    ({"$or": {"self": "raging"}}, "$or", "list"),
    ({"$and": ["minion", 3]}, "$and[1]", "a number"),
    ({"$and": ["minion", ""]}, "$and[1]", "empty tag"),
    ({"$or": [None]}, "$or[0]", "null"),
    ({"$and": [{"level": True}]}, "$and[0].level", "true/false"),
    ({"$and": ["x", {"level": {"min": 1}, "q": {"min": "z"}}]}, "$and[1].q.min", "number"),
    ({"$not": ["minion"]}, "$not", "list"),
    ({"$not": None}, "$not", "null"),
    ({"$not": {"$xor": []}}, "$not.$xor", "unknown operator"),
    ({"": "x"}, "", "non-empty"),
    ({3: "x"}, "3", "non-empty"),
    # engine.md §2: an empty predicate inside $and/$or/$not would always hold.
    ({"$or": [{}]}, "$or[0]", "empty condition"),
    ({"$and": ["minion", {}]}, "$and[1]", "empty condition"),
    ({"$not": {}}, "$not", "empty condition"),
    ({"$and": [{"$or": [{}]}]}, "$and[0].$or[0]", "empty condition"),
]


@pytest.mark.parametrize(("pred", "path", "words"), INVALID)
def test_invalid_predicates(pred: object, path: str, words: str) -> None:
    messages = validate(pred)
    assert messages and any(words in m for m in messages), messages
    assert all(m.startswith(f"{path or 'predicate'}: ") for m in messages if words in m)
    with pytest.raises(PredicateError) as caught:
        evaluate(pred, TAGS)
    assert caught.value.path == path and words in caught.value.message
    assert str(caught.value) == f"{path or 'predicate'}: {caught.value.message}"
    assert isinstance(caught.value, ValueError)
    with pytest.raises(PredicateError):
        describe(pred)


def test_validate_reports_every_problem_not_just_the_first() -> None:
    messages = validate({"a": True, "$and": ["x", 3], "b": {"min": "q", "top": 1}})
    assert [m.split(":")[0] for m in messages] == ["a", "$and[1]", "b.min", "b.top"]


@pytest.mark.parametrize(("pred", "words"), [
    ({"level": []}, "level: empty list never matches"),
    ({"$and": []}, "$and: empty list always holds"),
    ({"$or": []}, "$or: empty list never holds"),
    ({"$not": {"$or": [{"level": {"min": 5, "max": 4}}]}}, "$not.$or[0].level: min is above max"),
    ({"level": {"equal": 3, "min": 4}}, "level: equal is outside min..max"),
])
def test_validate_warns_about_conditions_that_never_change(pred: object, words: str) -> None:
    messages = validate(pred)
    assert len(messages) == 1 and messages[0].startswith(words), messages
    evaluate(pred, TAGS)  # well formed: evaluates without raising


@pytest.mark.parametrize("pred", [None, {}, {"self": "raging"}, {"level": {"min": 18, "max": 19}},
                                  {"$and": ["minion", {"$not": {"level": [1, "2"]}}]},
                                  {"size": {"min": "small", "max": None}}])
def test_valid_predicates_have_no_problems(pred: object) -> None:
    assert validate(pred) == []


def _upstream_predicates() -> list[object]:
    """Every non-empty predicate found in the upstream reference documents."""
    found: list[object] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "predicate" and value and value not in found:
                    found.append(value)
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in sorted(UPSTREAM.glob("*.json")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return found


@pytest.mark.skipif(not UPSTREAM.is_dir(), reason="upstream reference documents are not present")
def test_upstream_predicates_are_valid_and_evaluate() -> None:
    predicates = _upstream_predicates()
    assert predicates
    for pred in predicates:
        assert validate(pred) == [], pred
        assert isinstance(evaluate(pred, TAGS), bool) and describe(pred)
    strike = {"level": {"min": 18}, "self:coordinated-strike-encounterChargePool": {"min": 1}}
    assert strike in predicates and evaluate(strike, TAGS)
    spent = TagSet(["level:18", "self:coordinated-strike-encounterChargePool:0"])
    assert not evaluate(strike, spent)
    assert not evaluate(strike, TagSet(["level:17", "self:coordinated-strike-encounterChargePool:1"]))


# ---- describe and slug -----------------------------------------------------------------------
@pytest.mark.parametrize(("pred", "text"), [
    ({"self": "raging", "level": {"min": 6}}, "self is raging and level ≥ 6"),
    ({}, "always"),
    (None, "always"),
    ({"level": {"max": 4}}, "level ≤ 4"),
    ({"level": {"min": 18, "max": 19}}, "level between 18 and 19"),
    ({"level": {"equal": "3.0"}}, "level = 3"),
    ({"level": {"equal": 3, "min": 1}}, "level = 3 and ≥ 1"),
    ({"level": {"min": 2.5, "max": None}}, "level ≥ 2.5"),
    ({"size": {"min": "large"}}, "size ≥ large"),
    ({"level": 3.0}, "level is 3"),
    ({"class": ["mage", "commander"]}, "class is one of mage, commander"),
    ({"class": ["mage"]}, "class is mage"),
    ({"class": []}, "class is one of (nothing)"),
    ({"subclass": "champion-of-the-vanguard", "level": {"min": 15}},
     "subclass is champion-of-the-vanguard and level ≥ 15"),
    ({"$or": ["self:bloodied", "minion"]}, "self is bloodied or minion"),
    ({"$and": ["self:bloodied", "minion"]}, "self is bloodied and minion"),
    ({"self": "raging", "$or": ["self:bloodied", "minion"]},
     "self is raging and (self is bloodied or minion)"),
    ({"$or": [{"self": "raging", "level": 3}, "minion"]}, "(self is raging and level is 3) or minion"),
    ({"$or": ["a", {"$or": ["b", "c"]}]}, "a or b or c"),
    ({"$not": "self:dying"}, "not self is dying"),
    ({"$not": {"self": "dying", "level": 1}}, "not (self is dying and level is 1)"),
    ({"$and": []}, "always"),
    ({"$or": []}, "never"),
    ({"self:coordinated-strike-encounterChargePool": {"min": 1}},
     "self:coordinated-strike-encounterChargePool ≥ 1"),
])
def test_describe(pred: object, text: str) -> None:
    assert describe(pred) == text


@pytest.mark.parametrize(("name", "expected"), [
    ("Path of the Red Mist", "path-of-the-red-mist"),
    ("Champion of the Vanguard", "champion-of-the-vanguard"),
    ("  Coordinated Strike!  ", "coordinated-strike"),
    ("Stone's Resilience", "stones-resilience"),
    ("That all you got?!", "that-all-you-got"),
    ("Combat Dice → d8", "combat-dice-d8"),
    ("a--b__c  d", "a-b-c-d"),
    ("Level 3", "level-3"),
    ("Élan Vital", "élan-vital"),
    ("!!!", ""),
    ("", ""),
])
def test_slug(name: str, expected: str) -> None:
    assert slug(name) == expected


def test_extended_tagset_equals_one_built_whole():
    base = TagSet(["level:3", "self:raging", "self:furyDicePool:2"])
    grown = base.extended(["self:furyDiceMax", "level:4"])
    whole = TagSet(["level:3", "self:raging", "self:furyDicePool:2", "self:furyDiceMax", "level:4"])
    assert grown == whole and grown.as_list() == whole.as_list()
    assert grown.values("level") == whole.values("level") and grown.values("self") == whole.values("self")
    assert grown.has_number("level", 4) and not base.has_number("level", 4)
    assert base.extended(["level:3"]) is base


@pytest.mark.parametrize(("pred", "expected"), [
    ({"enemiesAdjacent": {"min": 2}}, True),   # the word value "most" is ignored, 3 counts
    ({"enemiesAdjacent": {"max": 2}}, False),
    ({"enemiesAdjacent": {"equal": 3}}, True),
    ({"mood": {"min": 0}}, False),             # only word values: no numeric tag, so it fails
    ({"mood": {"equal": 1}}, False),
    ({"absent": {"min": 0}}, False),
])
def test_comparisons_ignore_word_values_and_need_a_number(pred: object, expected: bool) -> None:
    """engine.md §2: min/max/equal look at numeric values only and fail when there is none."""
    tags = TagSet(["enemiesAdjacent:most", "enemiesAdjacent:3", "mood:grim"])
    assert evaluate(pred, tags) is expected


def test_an_empty_top_level_predicate_still_holds() -> None:
    assert validate({}) == [] and evaluate({}, TagSet([])) is True


def test_a_predicate_asked_again_answers_for_the_tags_it_is_given() -> None:
    # Each predicate is compiled once and kept; the answer comes from the tags of every call alone.
    pred = {"$or": ["self:raging", {"level": {"min": 5}}], "class": ["commander", "berserker"]}
    answers = [evaluate(pred, TagSet(tags)) for tags in (
        ["self:raging", "class:commander"], ["level:4", "class:commander"], ["level:5", "class:berserker"],
        ["self:raging"], ["self:raging", "class:commander"], [])]
    assert answers == [True, False, True, False, True, False]
    same = {"$or": ["self:raging", {"level": {"min": 5}}], "class": ["commander", "berserker"]}
    assert evaluate(same, TagSet(["level:4", "class:commander"])) is False  # an equal object: the same answer


def test_an_invalid_predicate_is_refused_every_time_it_is_asked() -> None:
    pred = {"$or": "self:raging"}
    for _ in range(3):
        with pytest.raises(PredicateError, match="needs a list"):
            evaluate(pred, TAGS)
    deep: dict[str, object] = {"self": "raging"}
    for _ in range(40):
        deep = {"$not": deep}
    for _ in range(2):
        with pytest.raises(PredicateError, match="nested more than"):
            evaluate(deep, TAGS)


TAG_PARTS = st.sampled_from(["self", "level", "a", "b:c", "x", "3", "-1", "2.5", "raging", "furyDicePool", "d"])
TAG_LISTS = st.lists(st.lists(TAG_PARTS, min_size=1, max_size=3).map(":".join), max_size=30)


@given(TAG_LISTS, TAG_LISTS, st.lists(st.sampled_from(["self", "level", "a", "b", "a:b", "x", "self:furyDicePool"])))
def test_an_updated_tagset_equals_one_built_whole(first: list[str], second: list[str], asked: list[str]) -> None:
    # Character.tags() builds each action's tags from the last ones (patched by the tags that came and went,
    # `changed`); every lookup must be as if built anew.
    old = TagSet(first)
    for key in asked:  # numeric views already parsed on the old set are carried over only where still right
        old.has_number(key, 3)
    gone = first[::2] + second[:2]  # TagSet.changed: these out, then `second` in (a tag in both stays)
    for new, whole in ((old.updated(second), TagSet(second)), (old.extended(second), TagSet(first + second)),
                       (old.changed(second, gone), TagSet((set(first) - set(gone)) | set(second)))):
        assert new == whole and new.as_list() == whole.as_list() and len(new) == len(whole)
        prefixes = {tag[:cut] for tag in first + second for cut in range(len(tag)) if tag[cut] == ":"}
        for key in prefixes | set(asked):
            assert new.values(key) == whole.values(key), key
            for number in (3, -1, 2.5, 0):
                assert new.has_number(key, number) == whole.has_number(key, number), (key, number)
    with pytest.raises(TypeError):
        old.updated("self:raging")
    with pytest.raises(TypeError):
        old.updated(first + [3])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        old.changed([3], [])  # type: ignore[list-item]


ONE_OF_VALUES = st.lists(st.sampled_from(["3", " 3 ", "3.0", "-1", "2.5", "raging", "c", "b:c", "x", 3, -1, 2.5, 0]),
                         min_size=2, max_size=5)


@given(TAG_LISTS, TAG_LISTS, st.sampled_from(["self", "level", "a", "b", "x", "3"]), ONE_OF_VALUES)
def test_a_list_of_values_holds_as_its_values_asked_one_by_one(base: list[str], own: list[str], key: str,
                                                               values: list[object]) -> None:
    # A list of two or more values is compiled as one look at the key's numbers plus its words' tags
    # (predicates._compile_one_of): the same answer as one predicate per value, on plain and layered tags.
    from sheet_app.engine.world import ItemTags
    for tags in (TagSet(base), ItemTags(TagSet(base), TagSet(own))):
        alone = any(evaluate({key: [value]}, tags) for value in values)
        assert evaluate({key: values}, tags) == alone, (key, values)
