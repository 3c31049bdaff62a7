"""ruff, with the rule set pinned in pyproject.toml, is clean on the whole package (sheet_app) and on the
whole test tree (tests, the benchmarks included).

The complexity rule (C901, max-complexity 10 in pyproject.toml) is run by a test of its own: the functions
above 10 today are listed in TOO_COMPLEX with their complexity, and the list can only shrink. A new
function above 10 fails naming it; a listed one that grows past its number fails; a listed one that
is 10 or less now fails asking to take it off the list. (A list here rather than `# noqa: C901` on each
function: the debt is in one place with its numbers, a listed function cannot quietly grow, and no
source file is touched to record it.)

vulture finds no dead code in the package ([tool.vulture] in pyproject.toml); what is used by something
it cannot see (Qt, asteval, zeroconf, a name looked up by string, the tests) is in
tests/vulture_whitelist.py, whose every name must still be in the package.
"""
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CLEAN = ["sheet_app", "tests"]


def test_ruff_is_clean_on_the_package_and_the_tests():
    command = [sys.executable, "-m", "ruff", "check", "--no-cache", *CLEAN]
    run = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr


# "path:function": its complexity today (ruff names a method or a nested function by its own name).
# Only ever remove lines or lower numbers: split a function up instead of raising its number.
TOO_COMPLEX = {
    "sheet_app/engine/actions/character.py:set_field": 13,
    "sheet_app/engine/activation.py:spend_dice": 19,
    "sheet_app/engine/activation.py:pool_effect": 12,
    "sheet_app/engine/activation.py:attack": 20,
    "sheet_app/engine/activation.py:take_damage": 13,
    "sheet_app/engine/document.py:parse_character": 11,
    "sheet_app/engine/jsonsafe.py:_problem": 17,
    "sheet_app/engine/lint.py:rule": 21,
    "sheet_app/engine/model.py:parse_rule": 11,
    "sheet_app/engine/pools.py:_pool_activity": 11,
    "sheet_app/engine/pools.py:_resolve_pool": 12,
    "sheet_app/engine/predicates.py:_walk": 15,
    "sheet_app/engine/predicates.py:_dependencies": 13,
        "sheet_app/engine/runtime.py:apply_refill": 13,
    "sheet_app/engine/runtime.py:gain_messages": 13,
    "sheet_app/engine/runtime.py:initialise_and_clamp": 15,
    "sheet_app/engine/steps.py:_check": 25,
    "sheet_app/engine/world.py:_collect_state_names": 16,
    "sheet_app/storage/journal.py:replay": 11,
    "sheet_app/storage/library.py:_open": 18,
    "sheet_app/storage/library.py:_commit": 12,
    "sheet_app/storage/upstream.py:item_from_upstream": 13,
    "sheet_app/storage/upstream.py:_merge_pool_effects": 12,
    "sheet_app/storage/upstream.py:item_to_upstream": 24,
    "sheet_app/storage/upstream.py:_pool_state": 12,
    "sheet_app/storage/upstream.py:character_from_upstream": 28,
    "sheet_app/storage/upstream.py:_round_fields": 12,
    "sheet_app/table/guard.py:_any": 13,
    "sheet_app/table/guard.py:read_update": 29,
    "sheet_app/ui/builder/card_preview.py:apply": 13,
    "sheet_app/ui/builder/card_list.py:settle": 13,
    "sheet_app/ui/builder/keyboard.py:focus_order": 12,
    "sheet_app/ui/item_editor.py:value": 11,
    "sheet_app/ui/sheet/items_model.py:data": 14,
    "sheet_app/ui/sheet/items_view.py:editorEvent": 12,
    "sheet_app/ui/sheet/row_layout.py:layout_row": 12,
    "sheet_app/views/action_preview.py:rest_preview": 19,
    "sheet_app/views/rows.py:update": 24,
}


def _too_complex() -> dict[str, list[int]]:
    """What ruff finds above max-complexity in sheet_app: "path:function" -> the complexities (a name can
    be over in one file more than once)."""
    command = [sys.executable, "-m", "ruff", "check", "--no-cache", "--select", "C901", "--output-format", "json",
               "sheet_app"]  # max-complexity from pyproject.toml
    run = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    assert run.returncode in (0, 1), run.stdout + run.stderr
    found: dict[str, list[int]] = {}
    for problem in json.loads(run.stdout):
        match = re.fullmatch(r"`(.+)` is too complex \((\d+) > \d+\)", problem["message"])
        assert match, problem["message"]
        where = Path(problem["filename"]).resolve().relative_to(ROOT).as_posix()
        found.setdefault(f"{where}:{match[1]}", []).append(int(match[2]))
    return found


def _complexity_problems(found: dict[str, list[int]], listed: dict[str, int]) -> list[str]:
    problems = []
    for name, complexities in sorted(found.items()):
        limit = listed.get(name)
        if limit is None:
            problems.append(f"{name} has complexity {max(complexities)} (more than 10): split it up")
        elif max(complexities) > limit:
            problems.append(f"{name} has complexity {max(complexities)}, more than its listed {limit}: split it up")
    for name in sorted(listed):
        if name not in found:
            problems.append(f"{name} is no longer more complex than 10 (or is gone): remove it from TOO_COMPLEX")
    return problems


def test_no_function_is_more_complex_than_ten_but_the_listed_ones_and_they_only_shrink():
    problems = _complexity_problems(_too_complex(), TOO_COMPLEX)
    assert not problems, "\n".join(problems)


def test_the_list_names_a_new_offender_a_grown_one_and_one_to_take_off():
    listed = {"a.py:grown": 12, "a.py:kept": 14, "a.py:fixed": 11}
    found = {"a.py:grown": [13], "a.py:kept": [12], "b.py:new": [11]}
    assert _complexity_problems(found, listed) == [
        "a.py:grown has complexity 13, more than its listed 12: split it up",
        "b.py:new has complexity 11 (more than 10): split it up",
        "a.py:fixed is no longer more complex than 10 (or is gone): remove it from TOO_COMPLEX"]


def test_the_complexity_check_sees_a_new_offender(tmp_path):
    """max-complexity is 10 in pyproject.toml: eleven branches are one too many, ten are not."""
    branches = "".join(f"    if x == {n}:\n        return {n}\n" for n in range(10))
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text())
    (tmp_path / "complex.py").write_text(f"def eleven(x):\n{branches}    return -1\n")
    (tmp_path / "simple.py").write_text("def ten(x):\n" + branches.split("    if x == 9")[0] + "    return -1\n")
    run = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--select", "C901", "."],
                         capture_output=True, text=True, cwd=tmp_path)
    assert "`eleven` is too complex (11 > 10)" in run.stdout, run.stdout + run.stderr
    assert "`ten`" not in run.stdout


def test_vulture_finds_no_dead_code():
    """vulture over the package, with [tool.vulture] in pyproject.toml and tests/vulture_whitelist.py
    (what Qt, asteval, zeroconf, strings and the tests use): a function, class, attribute or variable
    nothing uses fails, named. Remove it; or, when something vulture cannot see uses it, list it there."""
    run = subprocess.run([sys.executable, "-m", "vulture"], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_whitelisted_name_is_still_in_the_package():
    text = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "sheet_app").rglob("*.py"))
    whitelist = (ROOT / "tests" / "vulture_whitelist.py").read_text(encoding="utf-8")
    names = re.findall(r"^_\.(\w+)", whitelist, flags=re.MULTILINE)
    assert len(names) > 20
    gone = [name for name in names if not re.search(rf"\b{re.escape(name)}\b", text)]
    assert not gone, f"no longer in sheet_app: remove them from tests/vulture_whitelist.py: {gone}"


def test_vulture_sees_dead_code(tmp_path):
    (tmp_path / "dead.py").write_text("def used():\n    return 1\n\n\ndef unused():\n    return used()\n")
    run = subprocess.run([sys.executable, "-m", "vulture", "dead.py"], capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 3 and "unused function 'unused'" in run.stdout, run.stdout + run.stderr
