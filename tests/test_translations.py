"""The translations are complete (issue 32 item 11, docs/translations.md).

- the .ts files hold exactly the messages the code marks (lupdate run again finds nothing new, nothing gone);
- French and Spanish translate every one of them, plurals with every form, keeping each {placeholder}, %n
  and & mnemonic; English gives every plural its two forms;
- no message is an f-string or a computed text (lupdate could not read it), and no text the UI sets on a
  widget is a bare literal (tests/ui/test_translated_screens.py checks the rendered screens themselves).
"""
from __future__ import annotations

import ast
import re
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "sheet_app"
TRANSLATIONS = PACKAGE / "translations"
FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?:[:!][^{}]*)?\}")
MNEMONIC = re.compile(r"(?<!&)&(?!&|#\d+;|[A-Za-z]+;)(?=\w)")  # not an HTML entity (&nbsp;)
CONTEXTS = {"Engine", "Rules", "Storage", "Views", "Table", "Ui", "Sheet", "Builder", "Dice", "Board"}


def _messages(path: Path) -> dict[tuple[str, str, str], ElementTree.Element]:
    root = ElementTree.parse(path).getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


def _forms(message: ElementTree.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def _formats(text: str) -> bool:
    """Whether str.format can read `text` (a translation with a stray brace would raise only when shown)."""
    import string

    try:
        list(string.Formatter().parse(text))
    except ValueError:
        return False
    return True


def test_the_ts_files_hold_exactly_what_the_code_marks(tmp_path):
    """lupdate over today's code, into copies of the .ts files, adds no message and drops none."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("translations_tool", ROOT / "packaging" / "translations.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for path in TRANSLATIONS.glob("sheet_app_*.ts"):
        shutil.copy(path, tmp_path / path.name)
    tool.update(tmp_path)
    for code in ("en", "fr", "es"):
        ours, fresh = _messages(TRANSLATIONS / f"sheet_app_{code}.ts"), _messages(tmp_path / f"sheet_app_{code}.ts")
        missing = sorted(set(fresh) - set(ours))
        stale = sorted(set(ours) - set(fresh))
        assert not missing, f"{code}: marked in the code, not in the .ts (run packaging/translations.py update): " \
                            f"{missing[:20]}"
        assert not stale, f"{code}: in the .ts, no longer in the code: {stale[:20]}"
        for key, message in ours.items():
            assert (message.get("numerus") == "yes") == (fresh[key].get("numerus") == "yes"), key


@pytest.mark.parametrize("code", ["fr", "es"])
def test_every_message_is_translated_keeping_its_fields(code):
    messages = _messages(TRANSLATIONS / f"sheet_app_{code}.ts")
    assert len(messages) > 1000  # the whole app, not a sample
    problems = []
    for (context, source, comment), message in messages.items():
        translation = message.find("translation")
        forms = _forms(message)
        where = f"{context}: {source!r}" + (f" ({comment})" if comment else "")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"unfinished: {where}")
            continue
        if not all(form.strip() or not source.strip() for form in forms) or not forms:
            problems.append(f"empty: {where}")
            continue
        if message.get("numerus") == "yes" and len(forms) < 2:
            problems.append(f"a plural needs its forms: {where}")
        for form in forms:
            if _formats(source) and not _formats(form):
                problems.append(f"not a valid format string (a stray brace?): {where} -> {form!r}")
            if set(FIELD.findall(form)) != set(FIELD.findall(source)):
                problems.append(f"placeholders differ: {where} -> {form!r}")
            if len(MNEMONIC.findall(form)) != min(1, len(MNEMONIC.findall(source))):
                problems.append(f"the & mnemonic: {where} -> {form!r}")
        if "%n" in source and "%n" not in forms[-1]:
            problems.append(f"%n lost: {where} -> {forms[-1]!r}")
    assert not problems, f"{len(problems)} problems, the first ones:\n" + "\n".join(problems[:40])


def test_english_plurals_have_both_forms():
    messages = _messages(TRANSLATIONS / "sheet_app_en.ts")
    assert messages, "the English plurals"
    for key, message in messages.items():
        assert message.get("numerus") == "yes", key
        forms = _forms(message)
        assert len(forms) == 2 and all(forms), key
        assert "%n" in forms[1] or "%n" not in key[1], key


def _python_files():
    return sorted(PACKAGE.rglob("*.py"))


def _is_tr(call: ast.Call) -> bool:
    return (isinstance(call.func, ast.Attribute) and call.func.attr == "tr" and isinstance(call.func.value, ast.Name)
            and call.func.value.id in CONTEXTS)


def test_every_message_is_a_literal_of_a_known_context():
    """`Name.tr(...)`'s text is a plain string (an f-string or a computed text is invisible to lupdate, or
    read by it as a different text), its number a name or a call, and translate() gets a context of ours."""
    problems = []
    for path in _python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if _is_tr(node):
                text = node.args[0] if node.args else None
                if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                    problems.append(f"{where}: the message must be a plain string literal")
                if len(node.args) > 1 and not (isinstance(node.args[1], ast.Constant)
                                               and isinstance(node.args[1].value, (str, type(None)))):
                    problems.append(f"{where}: the disambiguation must be a literal")
                if len(node.args) > 2 and not isinstance(node.args[2], (ast.Name, ast.Call, ast.Attribute)):
                    problems.append(f"{where}: the number must be a name or a call (lupdate skips an expression)")
                if text is not None and isinstance(text, ast.Constant) and isinstance(text.value, str) \
                        and re.search(r"\{\d*\}", text.value):
                    problems.append(f"{where}: positional placeholder in {text.value!r}: name it")
            elif isinstance(node.func, ast.Name) and node.func.id in ("QT_TRANSLATE_NOOP", "translate") and \
                    node.args and isinstance(node.args[0], ast.Constant):
                if node.args[0].value not in CONTEXTS:
                    problems.append(f"{where}: unknown context {node.args[0].value!r}")
                literal = len(node.args) > 1 and isinstance(node.args[1], ast.Constant)
                if node.func.id == "QT_TRANSLATE_NOOP" and not literal:
                    problems.append(f"{where}: QT_TRANSLATE_NOOP needs a literal text")
    assert not problems, "\n".join(problems[:40])


# The Qt calls that put a text on screen, and which of their arguments is the text.
SINKS = {"setText": 0, "setToolTip": 0, "setWindowTitle": 0, "setPlaceholderText": 0, "setStatusTip": 0,
         "setWhatsThis": 0, "setTitle": 0, "setLabelText": 0, "setTabText": 1, "setItemText": 1, "addTab": 1,
         "showMessage": 0, "setAccessibleName": 0, "setAccessibleDescription": 0, "setSuffix": 0,
         "setPrefix": 0, "setSpecialValueText": 0, "addMenu": 0, "setHeaderLabels": 0, "setHorizontalHeaderLabels": 0}
WIDGETS = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QToolButton", "QAction", "QMenu"}
MESSAGE_BOXES = {"information", "warning", "critical", "question"}


APP_NAME = "sheet-app"  # the app's name, in every language


def _words(text: str) -> bool:
    """Whether `text` has words in it, once its HTML markup and the app's name are left out."""
    return bool(re.search(r"[A-Za-z]{2,}", re.sub(r"<[^>]*>", "", text).replace(APP_NAME, "")))


def _visible_literal(node: ast.AST) -> bool:
    """A text with words in it that no translation passed over: a literal, an f-string, a sum or a join of them."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _words(node.value)
    if isinstance(node, ast.JoinedStr):  # its own text, the values it formats left out
        return _words("".join(part.value if isinstance(part, ast.Constant) else "\0" for part in node.values))
    if isinstance(node, ast.BinOp):
        return _visible_literal(node.left) or _visible_literal(node.right)
    if isinstance(node, ast.IfExp):
        return _visible_literal(node.body) or _visible_literal(node.orelse)
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(_visible_literal(element) for element in node.elts)
    return False


def _shown(node: ast.Call) -> list[ast.AST]:
    """The arguments of `node` that Qt puts on screen as text."""
    func = node.func
    texts: list[ast.AST] = [keyword.value for keyword in node.keywords if keyword.arg in ("text", "toolTip", "title")]
    if isinstance(func, ast.Attribute) and func.attr in SINKS and len(node.args) > SINKS[func.attr]:
        texts.append(node.args[SINKS[func.attr]])
    elif isinstance(func, ast.Attribute) and func.attr in MESSAGE_BOXES and len(node.args) >= 3:
        texts.extend(node.args[1:3])
    elif node.args and (isinstance(func, ast.Name) and func.id in WIDGETS
                        or isinstance(func, ast.Attribute) and func.attr == "addAction"):
        texts.append(node.args[0])
    return texts


def test_the_ui_sets_no_untranslated_text():
    problems = []
    for path in sorted((PACKAGE / "ui").rglob("*.py")):
        if path.name.startswith("screenshots"):
            continue  # the pictures' own sample data (names of made-up characters and items)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                problems.extend(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(text)[:80]}"
                                for text in _shown(node) if _visible_literal(text))
    assert not problems, f"{len(problems)} texts set on widgets without a translation:\n" + "\n".join(problems[:60])


def test_lrelease_compiles_every_language(tmp_path):
    import PySide6

    lrelease = Path(PySide6.__file__).resolve().parent / "lrelease"
    for source in TRANSLATIONS.glob("sheet_app_*.ts"):
        target = tmp_path / source.with_suffix(".qm").name
        result = subprocess.run([str(lrelease), str(source), "-qm", str(target)], capture_output=True, text=True,
                                check=True)
        assert target.stat().st_size > 0, result.stdout
        if source.stem != "sheet_app_en":
            assert " 0 unfinished" in result.stdout or "unfinished" not in result.stdout, result.stdout


def test_every_formatted_message_gets_each_of_its_fields():
    """`Name.tr("… {name} …").format(...)` names every field of its message: a field left out would raise
    KeyError only when that message is shown, and a translation must keep the same fields (above)."""
    problems = []
    for path in _python_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"
                    and isinstance(node.func.value, ast.Call) and _is_tr(node.func.value)):
                continue
            text = node.func.value.args[0] if node.func.value.args else None
            if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                continue
            if node.args or any(keyword.arg is None for keyword in node.keywords):
                continue  # positional or **values: not checked here
            wanted = set(FIELD.findall(text.value))
            given = {keyword.arg for keyword in node.keywords}
            if wanted - given:
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                problems.append(f"{where}: {text.value!r} lacks {sorted(wanted - given)}")
    assert not problems, "\n".join(problems[:40])
