"""What speaking French costs (issue 32 item 11): the same work in English and in French, alternately in one run.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/bench/bench_language.py [ROUNDS]

- an attack step (applied, then undone; only the apply timed by the thread's CPU time) on the generated
  150-item character: every log line and refusal goes through the translator;
- opening the sheet window on that character and painting it once (grab), the menus, rows and header built
  in the language.

English routes sheet_app.i18n through its Python English (no Qt translator); French through Qt's translator
loaded from the compiled sheet_app_fr.qm. Prints each p50 and the ratio French / English.
"""
from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def main(rounds: int = 200) -> None:
    from generate import make_character
    from PySide6.QtCore import QSettings, QTranslator
    from PySide6.QtWidgets import QApplication

    from sheet_app.engine.dice import SeededRoller
    from sheet_app.engine.session import Session
    from sheet_app.storage.library import Library
    from sheet_app.ui.language import compiled, install_translators
    from sheet_app.ui.operations import LibraryOps
    from sheet_app.ui.sheet.window import MainWindow

    app = QApplication.instance() or QApplication([])
    french = QTranslator()
    path = compiled("fr")
    assert path is not None and french.load(str(path))
    languages = {"en": [], "fr": [french]}

    doc = make_character(seed=1)
    session = Session(doc, roller=SeededRoller(7))
    weapon = next(item["id"] for item in session.doc["items"] if item.get("attack"))
    for step in ({"do": "startEncounter"}, {"do": "rollInitiative"}, {"do": "startTurn"}):
        session.apply(step)
    steps: dict[str, list[float]] = {"en": [], "fr": []}
    for n in range(rounds + 10):
        for code, translators in languages.items():
            install_translators(translators)
            start = time.thread_time()
            result = session.apply({"do": "activate", "item": weapon, "outcome": "hit"})
            spent = time.thread_time() - start
            session.undo()
            if n >= 10 and result.ok:
                steps[code].append(spent)

    folder = Path(tempfile.mkdtemp(prefix="sheet-app-bench-language-"))
    library = Library(folder / "library.sqlite3")
    cid = LibraryOps(library).create(make_character(seed=1))
    opens: dict[str, list[float]] = {"en": [], "fr": []}
    for n in range(max(4, rounds // 20) + 1):
        for code, translators in languages.items():
            install_translators(translators)
            settings = QSettings(str(folder / f"{code}.ini"), QSettings.Format.IniFormat)
            start = time.perf_counter()
            window = MainWindow(library.open_session(cid), library=library, character_id=cid, settings=settings)
            window.resize(1280, 800)
            window.show()
            window.grab()
            spent = time.perf_counter() - start
            window.close()
            window.deleteLater()
            app.processEvents()
            if n:
                opens[code].append(spent)
    install_translators([])
    library.close()
    for name, found in (("attack step (CPU)", steps), ("open + first paint (wall)", opens)):
        en, fr = statistics.median(found["en"]), statistics.median(found["fr"])
        print(f"{name}: English p50 {en * 1e3:.3f} ms, French p50 {fr * 1e3:.3f} ms, French/English {fr / en:.3f} "
              f"({len(found['en'])} each)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
