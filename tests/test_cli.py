"""The `sheet-app` command as a user runs it: help, play, check, exit codes, no Qt on the CLI path."""
import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "resources" / "sample-berserker.json"


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "sheet_app", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def test_no_arguments_prints_the_subcommands():
    for args in (("--help",),):
        done = run(*args)
        assert done.returncode == 0
        assert "play" in done.stdout and "check" in done.stdout


def test_play_prints_the_state_as_json(tmp_path):
    script = {"character": json.loads(SAMPLE.read_text()), "dice": [3, 4, 2],
              "steps": [{"do": "activate", "item": "rage"}, {"do": "startTurn"},
                        {"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0, 2]},
                        {"do": "activate", "item": "tayg", "picks": [5]}]}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(script))
    done = run("play", str(path))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["pools"]["fury"]["faces"] == [4]
    assert out["bank"] == 10
    assert {"step": 2, "text": "Spent 2 Fury Dice (3, 2): 10 damage reduction banked"} in out["log"]
    assert out["errors"] == [{"step": 3, "code": "badPicks",
                              "message": "pick 5 is out of range (Fury Dice holds 1 die, numbered from 0)"}]
    assert out["diceLeft"] == 0
    assert out["warnings"] == []


@pytest.mark.parametrize("content, words", [
    ("{not json", "not valid JSON"),
    ("[]", "script"),
    ('{"steps": []}', "character"),
    ('{"character": {"format": "sheet/1", "name": "x", "items": []}, "dice": [1], "seed": 3}', "dice, seed"),
    ('{"character": {"format": "sheet/1", "name": "x", "items": []}, "dice": "123"}', "dice"),
    ('{"character": {"format": "sheet/1", "name": "x", "items": []}, "dice": "x", "seed": "y"}', "dice, seed"),
    ('{"character": {"format": "sheet/1", "name": "x", "items": []}, "steps": {}}', "steps"),
    ('{"character": {"format": "sheet/1", "items": []}}', "character.name"),
])
def test_play_refuses_a_bad_script_with_exit_2(tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_text(content)
    done = run("play", str(path))
    assert done.returncode == 2
    assert done.stdout == ""
    assert words in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_play_accepts_a_script_with_a_byte_order_mark(tmp_path):
    script = {"character": {"format": "sheet/1", "name": "x", "items": []}, "seed": 4,
              "steps": [{"do": "startTurn"}, {"do": "nope"}]}
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(script).encode("utf-8"))
    done = run("play", str(path))
    assert done.returncode == 0, done.stderr  # a step that fails is in errors, not the exit code
    out = json.loads(done.stdout)
    assert out["log"] == [{"step": 0, "text": "Turn started"}]
    assert [e["step"] for e in out["errors"]] == [1] and out["diceLeft"] is None


def test_check_exit_codes(tmp_path):
    assert run("check", str(SAMPLE)).returncode == 0
    broken = run("check", str(ROOT / "tests" / "fixtures" / "broken-character.json"))
    assert broken.returncode == 1
    assert broken.stdout.strip().splitlines()[-1] == "8 errors, 8 warnings."
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\xff\xfe binary")
    done = run("check", str(garbage))
    assert done.returncode == 2 and "garbage.json" in done.stderr
    assert run("check", str(tmp_path / "missing.json")).returncode == 2


def test_cli_path_never_imports_qt():
    code = ("import sys, sheet_app.cli, sheet_app.play, sheet_app.checkfile, sheet_app.engine.session, "
            "sheet_app.engine.lint; print(any(m.startswith('PySide6') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.stdout.strip() == "False"


def test_engine_and_storage_import_nothing_from_qt():
    offenders = []
    for folder in ("engine", "storage"):
        for path in (ROOT / "sheet_app" / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in ("PySide6", "shiboken6")]
    assert offenders == []


def test_library_commands_import_list_export_backup(tmp_path):
    library = str(tmp_path / "lib.sqlite3")
    done = run("import", str(SAMPLE), "--library", library)
    assert done.returncode == 0, done.stderr
    cid = done.stdout.split()[0]
    listing = run("list", "--library", library)
    assert listing.stdout.strip() == f"{cid}  Korr Ironhide"
    out = tmp_path / "korr.json"
    assert run("export", cid, "-o", str(out), "--library", library).returncode == 0
    assert json.loads(out.read_text())["name"] == "Korr Ironhide"
    script = tmp_path / "s.json"
    script.write_text(json.dumps({"dice": [2, 3], "steps": [{"do": "activate", "item": "wand"}]}))
    played = run("play", str(script), "--library", library, "--character", cid)
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["pools"]["wand-charges"]["current"] == 2
    exported_again = run("export", cid, "-o", str(out), "--library", library)
    assert exported_again.returncode == 0
    assert json.loads(out.read_text())["pools"]["wand-charges"] == {"current": 2}
    backup = run("backup", "-o", str(tmp_path / "b.sqlite3"), "--library", library)
    assert backup.returncode == 0 and (tmp_path / "b.sqlite3").exists()
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "sheet/1", "name": "x", "items": [{"type": "spellbook", "name": "A"}]}')
    refused = run("import", str(broken), "--library", library)
    assert refused.returncode == 1 and "items[0].type" in refused.stderr
    assert run("list", "--library", library).stdout.count("\n") == 1
    assert run("play", str(script), "--library", library, "--character", "nope").returncode == 2


def test_log_writes_the_whole_activity_log_archived_lines_first(tmp_path, monkeypatch):
    """The sheet keeps the newest lines of a character's log; `sheet-app log` writes all of them, the
    lines trimmed into the archive beside the library included (issue 18: the log is bounded)."""
    import json as _json

    from sheet_app import cli
    from sheet_app.engine.dice import SeededRoller
    from sheet_app.storage import library as library_module
    from sheet_app.storage.library import Library

    monkeypatch.setattr(library_module, "SNAPSHOT_EVERY", 3)
    monkeypatch.setattr(library_module, "LOG_KEEP", 4)
    path = tmp_path / "lib.sqlite3"
    library = Library(path)
    cid = library.create(_json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8")))
    session = library.open_session(cid, roller=SeededRoller(1))
    for n in range(12):
        assert session.apply({"do": "set", "field": "hp.current", "value": n}).ok
    said = [line for record in session.undo_stack for line in record.log]
    library.close()
    out = tmp_path / "log.txt"
    assert cli.main(["log", "--library", str(path), cid, "-o", str(out)]) == 0
    assert out.read_text(encoding="utf-8").splitlines() == said
    library_id = Library(path).db.execute("SELECT value FROM meta WHERE key = 'library_id'").fetchone()[0]
    assert (tmp_path / "log-archive" / library_id / f"{cid}.jsonl").is_file()  # the library's own archive


def test_play_speaks_english_whatever_the_language(tmp_path, monkeypatch):
    """Play scripts are language-free and their output is read by scripts: no translator in the command line
    (docs/translations.md), even with a French system and the app set to French."""
    script = {"character": json.loads(SAMPLE.read_text()), "dice": [3, 4, 2],
              "steps": [{"do": "activate", "item": "rage"}, {"do": "startTurn"}]}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(script))
    english = json.loads(run("play", str(path)).stdout)
    for name, value in (("LANG", "fr_FR.UTF-8"), ("LANGUAGE", "fr"), ("SHEET_APP_LANGUAGE", "fr")):
        monkeypatch.setenv(name, value)
    french = json.loads(run("play", str(path)).stdout)
    assert french == english and english["log"]
