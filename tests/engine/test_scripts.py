"""The worked examples of the rules reference, as play scripts (tests/scripts/*.json).

Each script is a normal `sheet-app play` script with two extra top-level keys the runner ignores:
`description` (what the example shows) and `expect`, checked here against the script's output.

`expect` is a *subset* of the output: a dict names only the keys it cares about (recursively), a
list must have the same length and each element must match; other values must be equal (and a
bool is not a number). A few keys are checks rather than output fields:

- `logContains`: each entry is a string (a substring of some log line) or `{"step": i, "text": s}`
  (some line of step i contains s).
- `logLacks`: entries as above that must match no line (`"text": ""` means the step logged nothing).
- `tagsContain` / `tagsLack`: tags that must / must not be in the output's `tags`.
- `warningsContain`: substrings that must each appear in some warning.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sheet_app.cli import main as cli_main
from sheet_app.play import run_script

SCRIPTS_DIR = Path(__file__).resolve().parents[1] / "scripts"
SCRIPTS = sorted(SCRIPTS_DIR.glob("*.json"))
CHECK_KEYS = ("logContains", "logLacks", "tagsContain", "tagsLack", "warningsContain")


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def subset_mismatches(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Every place where `actual` does not match the subset `expected`, as "path: what differs"."""
    where = path or "(top)"
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected an object, got {_show(actual)}"]
        found: list[str] = []
        for key, value in expected.items():
            sub = f"{path}.{key}" if path else str(key)
            if key not in actual:
                found.append(f"{sub}: missing (expected {_show(value)}; present keys: {sorted(actual)})")
            else:
                found.extend(subset_mismatches(value, actual[key], sub))
        return found
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{where}: expected a list, got {_show(actual)}"]
        if len(expected) != len(actual):
            return [f"{where}: expected {len(expected)} entries, got {len(actual)}: {_show(actual)}"]
        found = []
        for index, (exp, act) in enumerate(zip(expected, actual, strict=True)):
            found.extend(subset_mismatches(exp, act, f"{path}[{index}]"))
        return found
    if type(expected) is not type(actual) and not (
            isinstance(expected, (int, float)) and isinstance(actual, (int, float))
            and not isinstance(expected, bool) and not isinstance(actual, bool)):
        return [f"{where}: expected {_show(expected)}, got {_show(actual)}"]
    if expected != actual:
        return [f"{where}: expected {_show(expected)}, got {_show(actual)}"]
    return []


def _line_matches(want: Any, line: dict[str, Any]) -> bool:
    if isinstance(want, str):
        return want in line["text"]
    return line["step"] == want["step"] and want["text"] in line["text"]


def check_mismatches(expect: dict[str, Any], output: dict[str, Any]) -> list[str]:
    """Subset-compare the plain keys of `expect`, then run its check keys."""
    plain = {k: v for k, v in expect.items() if k not in CHECK_KEYS}
    found = subset_mismatches(plain, output)
    log = output["log"]
    for want in expect.get("logContains", []):
        if not any(_line_matches(want, line) for line in log):
            found.append(f"logContains: no log line matches {_show(want)}; log: {_show(log)}")
    for want in expect.get("logLacks", []):
        hits = [line for line in log if _line_matches(want, line)]
        if hits:
            found.append(f"logLacks: {_show(want)} matches {_show(hits)}")
    for tag in expect.get("tagsContain", []):
        if tag not in output["tags"]:
            found.append(f"tagsContain: {tag!r} is not among the tags {_show(output['tags'])}")
    for tag in expect.get("tagsLack", []):
        if tag in output["tags"]:
            found.append(f"tagsLack: {tag!r} is among the tags")
    for text in expect.get("warningsContain", []):
        if not any(text in warning for warning in output["warnings"]):
            found.append(f"warningsContain: no warning contains {text!r}; warnings: {_show(output['warnings'])}")
    return found


def load(path: Path) -> dict[str, Any]:
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


# ---- the scripts -------------------------------------------------------------------------------
def test_every_worked_example_has_a_script() -> None:
    names = {path.stem for path in SCRIPTS}
    assert {"wand-of-scorching-rays", "that-all-you-got", "stones-resilience", "fury-dice",
            "intensifying-fury"} <= names


@pytest.mark.parametrize("path", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_script(path: Path) -> None:
    script = load(path)
    assert isinstance(script.get("expect"), dict) and script["expect"], f"{path.name} has no expect"
    output = run_script(script)
    problems = check_mismatches(script["expect"], output)
    assert not problems, f"{path.name}:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("path", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_script_through_the_play_command(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`sheet-app play` accepts the files as they are (the extra keys are ignored) and prints the same."""
    assert cli_main(["play", str(path)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == json.loads(json.dumps(run_script(load(path)), ensure_ascii=False))


@pytest.mark.parametrize("path", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_script_has_no_warnings(path: Path) -> None:
    """The examples are clean content: `sheet-app check` would find nothing, except where expected."""
    script = load(path)
    output = run_script(script)
    if "warningsContain" not in script["expect"]:
        assert output["warnings"] == []


# ---- the comparison helper itself -----------------------------------------------------------------
def test_subset_compare_ignores_keys_not_expected() -> None:
    assert subset_mismatches({"a": {"b": 1}}, {"a": {"b": 1, "c": 2}, "d": 3}) == []


def test_subset_compare_names_the_key_that_differs() -> None:
    found = subset_mismatches({"pools": {"fury": {"faces": [3]}}}, {"pools": {"fury": {"faces": [3, 1]}}})
    assert found == ["pools.fury.faces: expected 1 entries, got 2: [3, 1]"]
    found = subset_mismatches({"errors": [{"step": 3, "code": "x"}]}, {"errors": [{"step": 2, "code": "x"}]})
    assert found == ["errors[0].step: expected 3, got 2"]
    assert subset_mismatches({"bank": 0}, {}) == ["bank: missing (expected 0; present keys: [])"]


def test_subset_compare_does_not_confuse_bools_and_numbers() -> None:
    assert subset_mismatches({"a": 1}, {"a": True}) == ["a: expected 1, got true"]
    assert subset_mismatches({"a": False}, {"a": 0}) == ["a: expected false, got 0"]
    assert subset_mismatches({"a": None}, {"a": 0}) == ["a: expected null, got 0"]
    assert subset_mismatches({"a": 2}, {"a": 2.0}) == []


def test_log_checks_report_what_is_missing() -> None:
    output = {"log": [{"step": 0, "text": "Turn started"}], "tags": ["level:1"], "warnings": []}
    assert check_mismatches({"logContains": [{"step": 0, "text": "Turn"}], "logLacks": [{"step": 1, "text": ""}],
                             "tagsContain": ["level:1"], "tagsLack": ["self:raging"]}, output) == []
    found = check_mismatches({"logContains": [{"step": 1, "text": "Turn"}], "logLacks": ["Turn"],
                              "tagsContain": ["self:raging"], "warningsContain": ["x"]}, output)
    assert [f.split(":")[0] for f in found] == ["logContains", "logLacks", "tagsContain", "warningsContain"]
